#!/bin/sh
# determinism.sh: the reports do not depend on --jobs or on the run.
#
# For every module of ../shared/corpus/real, ../shared/corpus/truth and
# testdata/*.hlo that parses (`peak` exits 0 or 1), and for each of the
# formats text, json, md and github, `hlopeak peak FILE --format F` is run
# twice with --jobs 1 and once with --jobs 2; the three runs must agree
# byte for byte (standard output, standard error and exit status), and
# give a report (exit 0 or 1, something on standard output): runs that
# fail alike would agree too.
#
# Modules not yet compiled (the corpus's and one hlogen makes) also with
# --threads 1 against --threads 2 (one estimate's analyses two at a time).
#
# Then the same for several modules at once: every such file of testdata/
# in one invocation, --jobs 1 against --jobs 2; and a dump folder (a
# temporary directory of module_000N.prog_N.after_optimizations.txt copies
# of the testdata modules) with --jobs 1 against --jobs 4, in each format.
#
# Environment: HLOPEAK (the binary), TESTDATA (the fixtures), SHARED (the
# shared directory).  Without $SHARED/corpus only testdata/ is swept (its
# modules, including testdata/stablehlo, and the folder runs need nothing
# else); 1 if any comparison failed.  One ok:/FAIL: line per comparison
# (tests/checks.sh), then `N passed, N failed`.
set -u
export LC_ALL=C
checks=determinism
. "$(dirname "$0")/checks.sh"

corpus=${SHARED:-}/corpus
if [ -z "${SHARED:-}" ] || [ ! -d "$corpus" ]; then
	echo "determinism.sh: no corpus at '$corpus'; testdata/ only"
fi
testdata=${TESTDATA:-$(dirname "$0")/../testdata}

# run a private copy: a rebuild during the run must not change the binary
cp "$HLOPEAK" "$tmp/hlopeak" || exit 1
HLOPEAK=$tmp/hlopeak

formats="text json md github"

# peakrun NAME ARGS...: run hlopeak peak ARGS; stdout, stderr and the
# status go to $tmp/NAME.{out,err,rc}
peakrun() {
	o=$tmp/$1
	shift
	"$HLOPEAK" peak "$@" >"$o.out" 2>"$o.err" </dev/null
	echo $? >"$o.rc"
}

# same A B WHAT: do runs A and B agree, and did A give a report (exit 0
# or 1, something on standard output)?  0 if so, else a FAIL line
same() {
	for x in rc out err; do
		if ! cmp -s "$tmp/$1.$x" "$tmp/$2.$x"; then
			bad "$3: $1 and $2 differ ($x):"
			diff "$tmp/$1.$x" "$tmp/$2.$x" | sed -n '1,6s/^/    /p'
			return 1
		fi
	done
	r=$(cat "$tmp/$1.rc")
	if [ "$r" -ne 0 ] && [ "$r" -ne 1 ]; then
		bad "$3: both exit $r: $(head -n 1 "$tmp/$1.err")"
		return 1
	fi
	if [ ! -s "$tmp/$1.out" ]; then
		bad "$3: both print nothing"
		return 1
	fi
	return 0
}

# ---- the modules that parse ---------------------------------------------------
: >"$tmp/files"
for f in "$corpus"/real/*.hlo "$corpus"/truth/*.hlo "$testdata"/*.hlo "$testdata"/stablehlo/*.mlir; do
	[ -f "$f" ] || continue
	"$HLOPEAK" peak "$f" >/dev/null 2>&1 </dev/null
	case $? in
	0 | 1) printf '%s\n' "$f" >>"$tmp/files" ;;
	esac
done

# ---- one module at a time: --jobs 1 twice, --jobs 2 ------------------------------
while IFS= read -r f; do
	for fmt in $formats; do
		peakrun a "$f" --format "$fmt" --jobs 1 &
		peakrun c "$f" --format "$fmt" --jobs 2 &
		wait
		peakrun b "$f" --format "$fmt" --jobs 1
		if same a b "$f --format $fmt (two runs, --jobs 1)" &&
		   same a c "$f --format $fmt (--jobs 1 and --jobs 2)"; then
			ok "$f --format $fmt: two runs with --jobs 1 and one with --jobs 2 agree"
		fi
	done
done <"$tmp/files"

# ---- one estimate's analyses on one thread and on two ------------------------------
# A module not yet compiled is analysed several times (the best estimate,
# its bounds: stats.c runall), two at a time on two threads: --threads 1
# and --threads 2 must agree.  The modules: the real ones not yet compiled
# and one of more than 2,000 instructions (fewer run on one thread), made
# by hlogen without its schedule.
: >"$tmp/unsched"
for f in "$corpus"/real/*before_opt*.hlo; do
	[ -f "$f" ] && grep -qxF "$f" "$tmp/files" && printf '%s\n' "$f" >>"$tmp/unsched"
done
if [ -n "${HLOGEN:-}" ] && [ -x "$HLOGEN" ]; then
	"$HLOGEN" --size 2 | sed '1s/is_scheduled=true, //' >"$tmp/unscheduled.hlo" &&
		printf '%s\n' "$tmp/unscheduled.hlo" >>"$tmp/unsched"
fi
while IFS= read -r f; do
	for fmt in text json; do
		peakrun t1 "$f" --format "$fmt" --threads 1
		peakrun t2 "$f" --format "$fmt" --threads 2
		same t1 t2 "$f --format $fmt (--threads 1 and --threads 2)" &&
			ok "$f --format $fmt: --threads 1 and --threads 2 agree"
	done
done <"$tmp/unsched"
[ -s "$tmp/unsched" ] || echo "determinism.sh: no module not yet compiled to analyse on two threads (no HLOGEN, no corpus)"

# ---- many modules at once ----------------------------------------------------------
many=$(grep -F "$testdata/" "$tmp/files")
if [ -n "$many" ]; then
	for fmt in $formats; do
		IFS='
'
		# shellcheck disable=SC2086
		set -- $many
		unset IFS
		peakrun m1 --format "$fmt" --jobs 1 "$@"
		peakrun m2 --format "$fmt" --jobs 2 "$@"
		peakrun m3 --format "$fmt" --jobs 2 "$@"
		same m1 m2 "$# testdata modules --format $fmt (--jobs 1 and --jobs 2)" &&
		same m2 m3 "$# testdata modules --format $fmt (two runs, --jobs 2)" &&
			ok "$# testdata modules --format $fmt: --jobs 1 and two runs with --jobs 2 agree"
	done
fi

# ---- a dump folder ----------------------------------------------------------------------
dump=$tmp/dump
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
		peakrun d1 --format "$fmt" --jobs 1 "$dump"
		peakrun d4 --format "$fmt" --jobs 4 "$dump"
		peakrun d5 --format "$fmt" --jobs 4 "$dump"
		same d1 d4 "dump folder of $(ls "$dump" | wc -l) modules --format $fmt (--jobs 1 and --jobs 4)" &&
		same d4 d5 "dump folder --format $fmt (two runs, --jobs 4)" &&
			ok "dump folder --format $fmt: --jobs 1 and two runs with --jobs 4 agree"
	done
else
	bad "no testdata module parses; no dump folder to compare"
fi

summary
