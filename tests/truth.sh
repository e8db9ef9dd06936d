#!/bin/sh
# truth.sh: hlopeak's figures against the ones XLA itself reported.
#
# $SHARED/corpus/truth/truth.tsv: file, argument_size_in_bytes,
# output_size_in_bytes, temp_size_in_bytes, source (JAX's
# compiled.memory_analysis() on the GPU that compiled the module).  The three
# numbers must match exactly.  Then XLA's own test figures for the toy
# modules (the .truth.txt next to each file quotes them).
#
# Needs $HLOPEAK and $SHARED (tests/meson.build sets both); skips (77)
# without the corpus.

checks=truth
. "$(dirname "$0")/checks.sh"
truth=${SHARED:-}/corpus/truth
if [ -z "${SHARED:-}" ] || [ ! -d "$truth" ] || [ ! -f "$truth/truth.tsv" ]; then
	skip "no corpus at ${SHARED:-\$SHARED}/corpus/truth"
fi

# report FILE: the JSON report of FILE (checks.sh's run: $out, $err,
# $rc); 0 if hlopeak succeeded
report() {
	run "$HLOPEAK" peak --format json "$1"
	[ "$rc" -eq 0 ]
}

# expect FILE FIELD WANT WHY: compare one field of FILE's report
expect() {
	got=$(jv "$2")
	if [ "$got" = "$3" ]; then
		ok "$1 $2 $3"
	else
		bad "$1 $2: want $3 ($4), got ${got:-nothing}"
	fi
}

# ---- JAX memory_analysis() of real GPU modules ----
rows=0
tab=$(printf '\t')
while IFS="$tab" read -r file arg outb temp src; do
	case $file in
	file | '' | '#'*) continue ;;
	esac
	rows=$((rows + 1))
	if [ ! -f "$truth/$file" ]; then
		bad "$file: missing from $truth"
		continue
	fi
	if ! report "$truth/$file"; then
		bad "$file: hlopeak failed: $(head -n 3 "$err")"
		continue
	fi
	expect "$file" argument_size_in_bytes "$arg" "$src"
	expect "$file" output_size_in_bytes "$outb" "$src"
	expect "$file" temp_size_in_bytes "$temp" "$src"
done <"$truth/truth.tsv"
if [ "$rows" -eq 0 ]; then
	bad "truth.tsv: no rows"
fi

# ---- XLA's own test figures ----
# FILE FIELD WANT WHY (the rest of the line)
while read -r file field want why; do
	if [ ! -f "$truth/$file" ]; then
		bad "$file: missing from $truth"
		continue
	fi
	if ! report "$truth/$file"; then
		bad "$file: hlopeak failed: $(head -n 3 "$err")"
		continue
	fi
	expect "$file" "$field" "$want" "$why"
done <<EOF
xlatest-toy-hloliverange-SimpleComputation-scheduled.hlo live_peak_bytes 48 XLA HloLiveRangeTest.ToStringSimpleComputation: "peak usage: 48 bytes"
xlatest-toy-hloliverange-ComputationWithTuple-scheduled.hlo live_peak_bytes 52 XLA HloLiveRangeTest.ToStringComputationWithTuple: "peak usage: 52 bytes"
xlatest-toy-gpu_hlo_buffers-reduce.hlo argument_size_in_bytes 2097152 XLA lit test gpu_hlo_buffers.hlo: "parameter allocation: 2.00MiB"
EOF

summary
