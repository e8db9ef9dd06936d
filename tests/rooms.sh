#!/bin/sh
# rooms.sh: each room includes only the headers of the rooms it may use
# (ARCHITECTURE.md).  The build enforces it through per-room include
# directories; this checks the sources themselves, so that the rule holds
# even if a meson.build is loosened, and that hlopeak.h stays public.
set -u
here=$(dirname "$0")
root=$(cd "$here/.." && pwd)
HLOPEAK=${HLOPEAK:-$here/../build/tools/hlopeak}
TESTDATA=${TESTDATA:-$here/../testdata}

checks=rooms
. "$here/checks.sh"

# headers the build generates, by the room that makes them
generated="parser:lexer.h parser:grammar.tab.h parser:mlirlex.h parser:mlirgram.tab.h tools:commit.h"

# room ALLOWED...: every quoted include of ROOM's sources is a header of
# ROOM or of one of ALLOWED ("." is the top level)
room() {
	r=$1
	shift
	n=0
	for f in "$root/$r"/*.c "$root/$r"/*.h "$root/$r"/*.y "$root/$r"/*.l; do
		[ -f "$f" ] || continue
		for h in $(sed -n 's/^#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$f"); do
			found=
			for d in "$r" "$@"; do
				[ -f "$root/$d/$h" ] && found=$d
			done
			case " $generated " in *" $r:$h "*) found=$r ;; esac
			if [ -z "$found" ]; then
				bad "$r/$(basename "$f") includes \"$h\", outside $r/ and $*"
				n=$((n + 1))
			fi
		done
	done
	[ "$n" -eq 0 ] && ok "$r/ includes only $r/${*:+ and $*}"
}

room parser
room analysis parser
room report parser analysis
room driver . parser analysis report
room tools .
room python .

# the public header holds no internal type: system headers only
if grep -q '^#[ \t]*include[ \t]*"' "$root/hlopeak.h"; then
	bad "hlopeak.h includes an internal header: $(grep '^#[ \t]*include[ \t]*"' "$root/hlopeak.h" | tr '\n' ' ')"
else
	ok "hlopeak.h includes system headers only"
fi

# no include path that puts every room on every target
if grep -q "include_directories('\.', *'parser', *'analysis'" "$root/meson.build"; then
	bad "meson.build: one include path for every room"
else
	ok "meson.build: include directories per room"
fi

summary
