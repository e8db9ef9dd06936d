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

room util
room parser util
room analysis util parser
room report util parser analysis
room driver . util parser analysis report
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

# every symbol a room's library exports starts with the room's prefix
# (flex's and bison's generated ones with their scanner's: hloyy, mlyy)
build=$(cd "$(dirname "$HLOPEAK")/.." && pwd)
prefixed() {
	lib=$1 want=$2
	if [ ! -f "$build/$lib" ]; then
		skip "$lib: not built here"
		return
	fi
	stray=$(nm -g --defined-only "$build/$lib" | awk 'NF == 3 && $2 ~ /[TDBR]/ { print $3 }' |
		grep -Ev "^($want)" | tr '\n' ' ')
	if [ -n "$stray" ]; then
		bad "$lib exports symbols without its prefix ($want): $stray"
	else
		ok "$lib: every exported symbol starts with $want"
	fi
}
if command -v nm > /dev/null; then
	prefixed util/libhloutil.a 'ut_'
	prefixed parser/libhloparser.a 'hlo_|hloyy|mlyy'
	prefixed analysis/libhloanalysis.a 'an_'
	prefixed report/libhloreport.a 'rp_'
	prefixed driver/libhlodriver.a 'dr_|hlp_'
	prefixed tools/hlopeak.p/options.c.o 'cmd_'
	prefixed tools/hlopeak.p/hlopeak.c.o 'cmd_|main$'
	prefixed tools/hlopeak.p/version.c.o 'cmd_'
else
	skip "nm is not installed: symbol prefixes not checked"
fi

summary
