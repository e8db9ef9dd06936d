#!/bin/sh
# mutate.sh: deterministic mutation test of the command line over testdata/*.hlo.
#
# Every fixture is damaged in fixed, seeded ways:
#   trunc    cut at 12 offsets (evenly spread, then pseudo-random)
#   flip     one byte XORed with a pseudo-random mask (6 per file)
#   splice   1-8 pseudo-random bytes, or NULs, inserted (8 per file)
#   dim      the Nth array dimension replaced by 99999999999999999999,
#            9223372036854775807 or 4294967296 (3 shapes x 3 values)
#   nest     100000 '(' (or '{', '[') inserted after an opening parenthesis
#   double   the whole file 100 times over (one per file)
#   utf8     invalid UTF-8 (overlong, lone continuation, surrogate, 0xff)
#            inserted after a '"' (or at the start of the file)
# and `$HLOPEAK peak MUTANT` runs on each with a time limit.  A mutant fails
# the test when hlopeak exits other than 0, 1 or 3, dies by a signal, runs
# out of time, reports a sanitizer error (when HLOPEAK is a sanitized build),
# or exits 3 without an error line on stderr for the mutant:
# `MUTANT:LINE:COL: error: ...` or `MUTANT: error: ...` (no silent error).
#
# The pseudo-random numbers are a 31-bit LCG in shell arithmetic seeded with
# MUTATE_SEED (default 1): the same checkout makes the same mutants.  A
# failing mutant is kept in $MUTATE_KEEP (default /tmp/hlopeak-mutate) under
# the name printed on its FAIL line.
#
# Environment: HLOPEAK (the binary), TESTDATA (the fixtures), MUTATE_SEED,
# MUTATE_TIMEOUT (seconds per run, default 10), MUTATE_KEEP; MUTATE_COMMAND
# and MUTATE_ARGS run another command on each mutant instead of `peak`
# (e.g. MUTATE_COMMAND=check MUTATE_ARGS='--budget 1G', or timeline).
# One ok:/FAIL: line per mutant (tests/checks.sh), then `N passed, N
# failed`; exits 1 if any mutant failed or none was made.
set -u
export LC_ALL=C
checks=mutate
. "$(dirname "$0")/checks.sh"

testdata=${TESTDATA:-$(dirname "$0")/../testdata}
if [ ! -d "$testdata" ]; then
	echo "mutate.sh: no fixtures at '$testdata'" >&2
	exit 1
fi
limit=${MUTATE_TIMEOUT:-10}
command=${MUTATE_COMMAND:-peak}
args=${MUTATE_ARGS:-}
keep=${MUTATE_KEEP:-/tmp/hlopeak-mutate}
# a sanitized build (ASan, UBSan) must not pass for "over budget": its
# reports exit 86, and UBSan stops at the first undefined behaviour
export ASAN_OPTIONS="exitcode=86${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="halt_on_error=1:exitcode=86${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

# run a private copy: a rebuild during the run must not change the binary
cp "$HLOPEAK" "$tmp/hlopeak" || exit 1
HLOPEAK=$tmp/hlopeak

# ---- the pseudo-random numbers ------------------------------------------------
seed=${MUTATE_SEED:-1}
# rand N: r = a number in [0, N)
rand() {
	seed=$(( (seed * 1103515245 + 12345) % 2147483648 ))
	r=$(( (seed / 65536) % $1 ))
}

# ---- building blocks ------------------------------------------------------------
# bytes V...: write the bytes of the given values (0-255)
bytes() {
	for v; do
		# shellcheck disable=SC2059
		printf "\\$(printf %o "$v")"
	done
}

# the file $src with stdin inserted at byte offset $1 (0: before the first),
# replacing $2 bytes (default 0)
splice() {
	head -c "$1" "$src"
	cat
	tail -c +$(( $1 + ${2:-0} + 1 )) "$src"
}

# repeat C N: a run of N copies of the character C
repeat() {
	head -c "$2" /dev/zero | tr '\0' "$1"
}

# ---- checking one mutant ----------------------------------------------------------
n=0

# lose WHY: the mutant $mut, called $name, fails; it is kept
lose() {
	mkdir -p "$keep"
	cp "$mut" "$keep/$name"
	bad "$name: $* (kept as $keep/$name)"
	sed -n '1,5s/^/    /p' "$err"
}

# check NAME: run hlopeak on $mut, which is the mutant called NAME
check() {
	name=$1
	n=$((n + 1))
	# shellcheck disable=SC2086
	timeout -k 2 "$limit" "$HLOPEAK" $command "$mut" $args >/dev/null 2>"$err"
	rc=$?
	# 2: a sanitizer spoke; 0: an error line for the mutant; 1: neither
	awk -v p="$mut:" '
		/runtime error: |Sanitizer/ { san = 1 }
		index($0, p) == 1 {
			rest = substr($0, length(p) + 1)
			if (rest ~ /^[0-9]+:[0-9]+: error: / || rest ~ /^ error: /) located = 1
		}
		END { exit san ? 2 : !located }' "$err"
	said=$?
	if [ "$said" -eq 2 ]; then
		lose "sanitizer report (status $rc)"
		return
	fi
	case $rc in
	0 | 1)
		ok "$name: exit $rc"
		;;
	3)
		if [ "$said" -eq 0 ]; then
			ok "$name: exit 3 with its error line"
		else
			lose "exit 3 without a '$mut:LINE:COL: error:' or '$mut: error:' line (silent error)"
		fi
		;;
	124 | 137)
		lose "timed out after ${limit}s (status $rc)"
		;;
	*)
		if [ "$rc" -gt 128 ]; then
			lose "killed by signal $((rc - 128))"
		else
			lose "exit status $rc"
		fi
		;;
	esac
}

# ---- the mutations ------------------------------------------------------------------
dims="99999999999999999999 9223372036854775807 4294967296"
nest=$tmp/nest
repeat '(' 100000 >"$nest.("
repeat '{' 100000 >"$nest.{"
repeat '[' 100000 >"$nest.["

for src in "$testdata"/*.hlo; do
	[ -f "$src" ] || continue
	base=${src##*/}
	base=${base%.hlo}
	size=$(wc -c <"$src")
	size=$((size + 0))
	[ "$size" -gt 1 ] || continue
	mut=$tmp/$base.hlo

	# truncate: 6 evenly spread offsets, 6 pseudo-random ones
	k=1
	while [ "$k" -le 12 ]; do
		if [ "$k" -le 6 ]; then
			off=$(( size * k / 7 ))
		else
			rand "$size"; off=$r
		fi
		head -c "$off" "$src" >"$mut"
		check "$base.trunc-$off.hlo"
		k=$((k + 1))
	done

	# flip: XOR one byte with a nonzero mask
	k=1
	while [ "$k" -le 6 ]; do
		rand "$size"; off=$r
		rand 255; mask=$((r + 1))
		old=$(od -An -tu1 -j "$off" -N1 "$src" | tr -d ' ')
		bytes $(( old ^ mask )) | splice "$off" 1 >"$mut"
		check "$base.flip-$off-$mask.hlo"
		k=$((k + 1))
	done

	# splice: random bytes (odd k) or NULs (even k)
	k=1
	while [ "$k" -le 8 ]; do
		rand $((size + 1)); off=$r
		rand 8; len=$((r + 1))
		vals=
		j=0
		while [ "$j" -lt "$len" ]; do
			if [ $((k % 2)) -eq 1 ]; then rand 256; else r=0; fi
			vals="$vals $r"
			j=$((j + 1))
		done
		# shellcheck disable=SC2086
		bytes $vals | splice "$off" >"$mut"
		check "$base.splice-$off-$(echo $vals | tr ' ' '-').hlo"
		k=$((k + 1))
	done

	# dim: the first dimension of the 1st, 2nd and 5th array shapes
	for nth in 1 2 5; do
		for d in $dims; do
			sed "s/\([a-z0-9]\[\)[0-9][0-9]*/\1$d/$nth" "$src" >"$mut"
			cmp -s "$src" "$mut" && continue   # fewer shapes than that
			check "$base.dim$nth-$d.hlo"
		done
	done
	# and a dimension inside a shape, after a comma
	rand 3
	d=$(echo "$dims" | cut -d ' ' -f $((r + 1)))
	sed "s/\([a-z0-9]\[[0-9]*,\)[0-9][0-9]*/\1$d/1" "$src" >"$mut"
	cmp -s "$src" "$mut" || check "$base.dimc-$d.hlo"

	# nest: 100000 brackets after the Nth '(' (or at a random place)
	opens=$(grep -abo '(' "$src" | wc -l)
	for c in '(' '{' '['; do
		if [ "$opens" -gt 0 ]; then
			rand "$opens"
			off=$(grep -abo '(' "$src" | sed -n "$((r + 1))p" | cut -d : -f 1)
			off=$((off + 1))
		else
			rand "$size"; off=$r
		fi
		splice "$off" <"$nest.$c" >"$mut"
		check "$base.nest$c-$off.hlo"
	done

	# double: the file 100 times over
	j=0
	: >"$mut"
	while [ "$j" -lt 100 ]; do cat "$src"; j=$((j + 1)); done >"$mut"
	check "$base.double100.hlo"

	# utf8: invalid sequences inside a string, or at the start of a line
	quotes=$(grep -abo '"' "$src" | cut -d : -f 1)
	nq=$(printf '%s\n' "$quotes" | grep -c .)
	for seq in "192 128" "128" "237 160 128" "255 254" "240 144 128" "226 130"; do
		if [ "$nq" -gt 0 ]; then
			rand "$nq"
			off=$(printf '%s\n' "$quotes" | sed -n "$((r + 1))p")
			off=$((off + 1))
		else
			off=0
		fi
		# shellcheck disable=SC2086
		bytes $seq | splice "$off" >"$mut"
		check "$base.utf8-$off-$(echo $seq | tr ' ' '-').hlo"
	done
done

echo "$n mutants of $(ls "$testdata"/*.hlo | wc -l) fixtures (seed ${MUTATE_SEED:-1})"
[ "$n" -gt 0 ] || bad "no mutant made"
summary
