#!/bin/sh
# campaign.sh: a long fuzz campaign over both targets, run side by side.
#
#   tests/fuzz/campaign.sh [SECONDS [OUTDIR]]   (default 600 s each, /tmp/hlopeak-fuzz)
#
# Builds with build.sh, then runs fuzz_parse and fuzz_pipeline at once, each
# for SECONDS, in libFuzzer's fork mode (-fork=1) so that a crash, timeout or
# out-of-memory is saved and the run goes on.  The corpus grows in
# OUTDIR/corpus-TARGET (kept between campaigns: run again to continue);
# the seeds are testdata/*.hlo and, when present, ../shared/corpus/
# xla-parser-tests.  Crashing inputs land in OUTDIR/artifacts-TARGET/, the
# logs in OUTDIR/TARGET.log.  UBSan reports of bugs already filed are
# silenced by tests/fuzz/known.supp (see FUZZING.md).
#
# Prints, per target: executions, coverage (cov, ft), corpus size and the
# crash/timeout/oom counts; exits 1 if any artifact was written.
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
secs=${1:-600}
out=${2:-/tmp/hlopeak-fuzz}

"$here/build.sh" "$out" || exit $?

seeds="$out/seeds"
xla=${SHARED:-$root/../shared}/corpus/xla-parser-tests
[ -d "$xla" ] && seeds="$seeds $xla"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1:suppressions=$here/known.supp}
export HLOPEAK_FUZZ_SKIP_KNOWN=1   # tests/fuzz/known.h

start=$(date -u +%Y-%m-%dT%H:%M:%SZ)
for t in fuzz_parse fuzz_pipeline; do
	mkdir -p "$out/corpus-$t" "$out/artifacts-$t"
	# shellcheck disable=SC2086
	"$out/$t" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
		-max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
		-dict="$out/hlo.dict" -artifact_prefix="$out/artifacts-$t/" \
		-print_final_stats=1 \
		"$out/corpus-$t" $seeds >"$out/$t.log" 2>&1 &
done
wait
end=$(date -u +%Y-%m-%dT%H:%M:%SZ)

echo "campaign $start .. $end, $secs s per target"
found=0
for t in fuzz_parse fuzz_pipeline; do
	last=$(grep -E '^#[0-9]+: cov:' "$out/$t.log" | tail -n 1)
	n=$(find "$out/artifacts-$t" -type f | wc -l)
	echo "$t: $last"
	echo "$t: corpus $(find "$out/corpus-$t" -type f | wc -l) files, $n artifacts in $out/artifacts-$t"
	[ "$n" -gt 0 ] && found=1
done
exit $found
