#!/bin/sh
# tsan.sh: the code that runs on several threads, under ThreadSanitizer.
#
# Builds hlopeak with -fsanitize=thread (clang when installed, else cc) in
# a build directory under $TMPDIR named after this checkout (incremental
# on later runs), then runs what starts threads:
#   - a large file parsed in pieces on two threads (parser/split.c), cut
#     between computations and inside one,
#   - several modules analysed at once (--jobs 2, the job pool),
#   - a module not yet compiled, its estimate's analyses two at a time,
#   - suggest on modules with candidates (the analysis's own threads:
#     assign.c's reuse tables, heap.c's packing orders, in the base
#     analysis and in each candidate's measure),
# and fails on any ThreadSanitizer report or exit status other than the
# command's own (0 or 1).  Exit 77 (meson: skipped) when no compiler here
# can link a ThreadSanitizer binary.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
HLOPEAK=${HLOPEAK:-$root/build/tools/hlopeak}
TESTDATA=${TESTDATA:-$root/testdata}
checks=tsan
. "$here/checks.sh"

key=$(printf '%s' "$root" | cksum | cut -d ' ' -f 1)
bdir=${TSAN_BUILD:-${TMPDIR:-/tmp}/hlopeak-tsan-$key}

# ---- a compiler that links -fsanitize=thread ---------------------------
cc=
printf 'int main(void) { return 0; }\n' > "$tmp/probe.c"
for c in clang cc; do
	if command -v "$c" > /dev/null 2>&1 &&
	   "$c" -fsanitize=thread "$tmp/probe.c" -o "$tmp/probe" > /dev/null 2>&1; then
		cc=$c
		break
	fi
done
[ -n "$cc" ] || skip "no compiler here links a ThreadSanitizer binary"

if [ ! -d "$bdir" ]; then
	CC=$cc meson setup "$bdir" "$root" -Dbuildtype=debugoptimized -Db_sanitize=thread -Dtests=false \
		> "$tmp/setup.log" 2>&1 || { cat "$tmp/setup.log"; bad "meson setup of the ThreadSanitizer build"; summary; exit 1; }
fi
if ! ninja -C "$bdir" tools/hlopeak tools/hlogen > "$tmp/build.log" 2>&1; then
	tail -n 20 "$tmp/build.log"
	bad "the ThreadSanitizer build"
	summary
	exit 1
fi
tsan=$bdir/tools/hlopeak

# tsanrun DESC ARGS...: exit 0 or 1, and no report on stderr
tsanrun() {
	desc=$1
	shift
	TSAN_OPTIONS="halt_on_error=1 exitcode=66" "$tsan" "$@" < /dev/null > "$out" 2> "$err"
	rc=$?
	if grep -q "ThreadSanitizer" "$err"; then
		bad "$desc: ThreadSanitizer reports"
		sed -n '1,30s/^/    | /p' "$err"
	elif [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ]; then
		bad "$desc: exit $rc"
		show "$err"
	else
		ok "$desc"
	fi
}

# a dump split in pieces: 20 MB is more than two of them (8 MiB each)
"$bdir/tools/hlogen" --size 20 > "$tmp/big.hlo"
tsanrun "a 20 MB dump parsed in pieces on 2 threads" peak --threads 2 --jobs 1 "$tmp/big.hlo"
# and one whose entry computation is most of it: cut inside that
"$bdir/tools/hlogen" --shape entryheavy --size 20 > "$tmp/eh.hlo"
tsanrun "a 20 MB entry-heavy dump cut inside its entry computation" peak --threads 2 --jobs 1 "$tmp/eh.hlo"
# a module not yet compiled: its best estimate and bounds on two threads
# (stats.c runall)
"$bdir/tools/hlogen" --size 2 | sed '1s/is_scheduled=true, //' > "$tmp/unscheduled.hlo"
tsanrun "a module not yet compiled: its estimate's analyses on 2 threads" peak --threads 2 --jobs 1 "$tmp/unscheduled.hlo"
tsanrun "several modules analysed at once (--jobs 2)" check --budget 16G --jobs 2 \
	"$T/train_step_tpu.hlo" "$T/stablehlo/mlp.mlir" "$T/stablehlo/jax-lowered.mlir" "$tmp/big.hlo"
# files of different sizes, one after the other on two threads: a file is
# often mapped where the other thread's last one was, and the byte after a
# StableHLO file's end (read as its NUL, mlirparse.c) must be this
# mapping's (input.c maps to the end of the page), not the former one's
many=
for i in $(seq 40); do
	many="$many $T/stablehlo/mlp.mlir $T/stablehlo/jax-lowered.mlir"
done
# shellcheck disable=SC2086 # the list is of paths without spaces
tsanrun "StableHLO files of different sizes, one after another (--jobs 2)" check --budget 16G --jobs 2 $many
for f in "$T/train_step_tpu.hlo" "$T/stablehlo/jax-lowered.mlir" "$tmp/big.hlo" "$tmp/eh.hlo"; do
	tsanrun "suggest, its candidates measured: $(basename "$f")" suggest --jobs 1 "$f"
done
summary
