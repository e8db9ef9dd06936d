#!/bin/sh
# smoke.sh: a short, bounded fuzz run of both libFuzzer targets (a meson test).
#
#   tests/fuzz/smoke.sh [SECONDS]     (default 30 per target; FUZZ_SECONDS too)
#
# Builds the targets with build.sh (incrementally, in a directory under
# $TMPDIR named after this checkout), then runs fuzz_parse and fuzz_pipeline
# side by side for SECONDS each from the seeds testdata/*.hlo and
# testdata/stablehlo/*.mlir (the StableHLO front end), which run
# first: a fixture that still crashes (testdata/crash-*.hlo) fails the test
# at once.  Any crash, sanitizer report (ASan, UBSan, LeakSanitizer), timeout
# (10 s per input) or out-of-memory (2 GB) fails it; the input is kept and
# its path printed with the end of libFuzzer's log.
#
# The seed is fixed (FUZZ_SEED, default 1), so a run is repeatable up to
# timing.  Unlike campaign.sh, no known bug is silenced here.
# Exit 77 (meson: skipped) when clang cannot build a libFuzzer binary.
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
secs=${1:-${FUZZ_SECONDS:-30}}
key=$(printf '%s' "$root" | cksum | cut -d ' ' -f 1)
out=${FUZZ_OUT:-${TMPDIR:-/tmp}/hlopeak-fuzz-smoke-$key}

mkdir -p "$out"
# one smoke run per build directory at a time
if command -v flock >/dev/null 2>&1; then
	exec 9>"$out/lock"
	flock 9
fi

"$here/build.sh" "$out" >"$out/build.log" 2>&1
rc=$?
if [ "$rc" -eq 77 ]; then
	cat "$out/build.log"
	echo "smoke.sh: no libFuzzer; skipping"
	exit 77
elif [ "$rc" -ne 0 ]; then
	cat "$out/build.log"
	echo "smoke.sh: build failed"
	exit 1
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
unset HLOPEAK_FUZZ_SKIP_KNOWN

failed=0
for t in fuzz_parse fuzz_pipeline; do
	rm -rf "$out/corpus-$t" "$out/artifacts-$t"
	mkdir -p "$out/corpus-$t" "$out/artifacts-$t"
	"$out/$t" -seed="${FUZZ_SEED:-1}" -max_total_time="$secs" -timeout=10 \
		-rss_limit_mb=2048 -max_len=65536 -dict="$out/hlo.dict" \
		-artifact_prefix="$out/artifacts-$t/" -print_final_stats=1 \
		"$out/corpus-$t" "$out/seeds" >"$out/$t.log" 2>&1 &
done
wait

for t in fuzz_parse fuzz_pipeline; do
	stats=$(grep -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE|INITED).*cov:' "$out/$t.log" | tail -n 1)
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/$t.log")
	art=$(find "$out/artifacts-$t" -type f | head -n 1)
	# a sanitizer's or libFuzzer's report starts "==PID=="; a bare "ERROR: "
	# may be a dictionary entry taken from a seed (bad-*.hlo quote errors)
	if [ -n "$art" ] || grep -q '^==[0-9]*== *ERROR: \|runtime error: \|==ABORTING' "$out/$t.log"; then
		failed=1
		echo "FAIL $t: ${art:-no artifact written} (log: $out/$t.log)"
		grep -E -A 8 'ERROR: |runtime error: |deadly signal' "$out/$t.log" | head -n 24 | sed 's/^/    /'
		[ -n "$art" ] && echo "    reproduce: $out/$t $art"
	else
		echo "ok $t: ${execs:-?} executions in ${secs}s; $stats"
	fi
done
[ "$failed" -eq 0 ]
