#!/bin/sh
# determinism.sh: the reports do not depend on --jobs or on the run.
#
# For every module of ../shared/corpus/real, ../shared/corpus/truth and
# testdata/*.hlo that parses (`peak` exits 0 or 1), and for each of the
# formats text, json, md and github, `hlopeak peak FILE --format F` is run
# twice with --jobs 1 and once with --jobs 2; the three runs must agree
# byte for byte (standard output, standard error and exit status).
#
# Then the same for several modules at once: every such file of testdata/
# in one invocation, --jobs 1 against --jobs 2; and a dump folder (a
# temporary directory of module_000N.prog_N.after_optimizations.txt copies
# of the testdata modules) with --jobs 1 against --jobs 4, in each format.
#
# Environment: HLOPEAK (the binary), TESTDATA (the fixtures), SHARED (the
# shared directory).  Without $SHARED/corpus only testdata/ is swept (its
# modules, including testdata/stablehlo, and the folder runs need nothing
# else); 1 if any comparison failed.  Prints `N passed, N failed`.
set -u
export LC_ALL=C

corpus=${SHARED:-}/corpus
if [ -z "${SHARED:-}" ] || [ ! -d "$corpus" ]; then
	echo "determinism.sh: no corpus at '$corpus'; testdata/ only"
fi
if [ -z "${HLOPEAK:-}" ] || [ ! -x "$HLOPEAK" ]; then
	echo "determinism.sh: HLOPEAK is not set to an executable" >&2
	exit 1
fi
testdata=${TESTDATA:-$(dirname "$0")/../testdata}

work=$(mktemp -d "${TMPDIR:-/tmp}/determinism.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT HUP INT TERM
# run a private copy: a rebuild during the run must not change the binary
cp "$HLOPEAK" "$work/hlopeak" || exit 1
HLOPEAK=$work/hlopeak

passed=0
failed=0
formats="text json md github"

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL $*"; }

# out NAME ARGS...: run hlopeak peak ARGS; stdout, stderr and the status
# go to $work/NAME.{out,err,rc}
out() {
	o=$work/$1
	shift
	"$HLOPEAK" peak "$@" >"$o.out" 2>"$o.err"
	echo $? >"$o.rc"
}

# same A B WHAT: do runs A and B agree?  0 if so, else a FAIL line
same() {
	for x in rc out err; do
		if ! cmp -s "$work/$1.$x" "$work/$2.$x"; then
			fail "$3: $1 and $2 differ ($x):"
			diff "$work/$1.$x" "$work/$2.$x" | sed -n '1,6s/^/    /p'
			return 1
		fi
	done
	rc=$(cat "$work/$1.rc")
	if [ "$rc" -gt 3 ]; then
		fail "$3: exit status $rc"
		return 1
	fi
	return 0
}

# ---- the modules that parse ---------------------------------------------------
files=
for f in "$corpus"/real/*.hlo "$corpus"/truth/*.hlo "$testdata"/*.hlo "$testdata"/stablehlo/*.mlir; do
	[ -f "$f" ] || continue
	"$HLOPEAK" peak "$f" >/dev/null 2>&1
	case $? in
	0 | 1) files="$files
$f" ;;
	esac
done

# ---- one module at a time: --jobs 1 twice, --jobs 2 ------------------------------
printf '%s\n' "$files" | while IFS= read -r f; do
	[ -n "$f" ] || continue
	for fmt in $formats; do
		out a "$f" --format "$fmt" --jobs 1 &
		out c "$f" --format "$fmt" --jobs 2 &
		wait
		out b "$f" --format "$fmt" --jobs 1
		if same a b "$f --format $fmt (two runs, --jobs 1)" &&
		   same a c "$f --format $fmt (--jobs 1 and --jobs 2)"; then
			echo pass
		else
			echo fail
		fi
	done
done >"$work/single"
grep -v '^pass$\|^fail$' "$work/single"
passed=$((passed + $(grep -c '^pass$' "$work/single")))
failed=$((failed + $(grep -c '^fail$' "$work/single")))

# ---- many modules at once ----------------------------------------------------------
many=$(printf '%s\n' "$files" | grep -F "$testdata/")
if [ -n "$many" ]; then
	for fmt in $formats; do
		IFS='
'
		# shellcheck disable=SC2086
		set -- $many
		unset IFS
		out m1 --format "$fmt" --jobs 1 "$@"
		out m2 --format "$fmt" --jobs 2 "$@"
		out m3 --format "$fmt" --jobs 2 "$@"
		same m1 m2 "$# testdata modules --format $fmt (--jobs 1 and --jobs 2)" &&
		same m2 m3 "$# testdata modules --format $fmt (two runs, --jobs 2)" && pass
	done
fi

# ---- a dump folder ----------------------------------------------------------------------
dump=$work/dump
mkdir -p "$dump"
i=0
printf '%s\n' "$many" | while IFS= read -r f; do
	[ -n "$f" ] || continue
	i=$((i + 1))
	[ "$i" -le 9 ] || break
	cp "$f" "$dump/module_000$i.prog_$i.after_optimizations.txt"
done
if [ -n "$(ls "$dump")" ]; then
	for fmt in $formats; do
		out d1 --format "$fmt" --jobs 1 "$dump"
		out d4 --format "$fmt" --jobs 4 "$dump"
		out d5 --format "$fmt" --jobs 4 "$dump"
		if same d1 d4 "dump folder of $(ls "$dump" | wc -l) modules --format $fmt (--jobs 1 and --jobs 4)" &&
		   same d4 d5 "dump folder --format $fmt (two runs, --jobs 4)"; then
			if [ "$(cat "$work/d1.rc")" -ne 0 ] && [ "$(cat "$work/d1.rc")" -ne 1 ]; then
				fail "dump folder --format $fmt: exit $(cat "$work/d1.rc"): $(head -n 1 "$work/d1.err")"
			else
				pass
			fi
		fi
	done
else
	fail "no testdata module parses; no dump folder to compare"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
