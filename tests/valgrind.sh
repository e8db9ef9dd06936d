#!/bin/sh
# valgrind.sh: memcheck finds no error and no leak on the test modules, for
# each command (the plain build only: it cannot run under the sanitizers).
set -u
checks=valgrind
. "$(dirname "$0")/checks.sh"
command -v valgrind >/dev/null 2>&1 || skip "no valgrind"
vg() { # description, args...
	d=$1; shift
	valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
		"$HLOPEAK" "$@" > "$out" 2> "$err" < /dev/null
	rc=$?
	if [ "$rc" -eq 99 ] || grep -q '==[0-9]*==' "$err"; then
		bad "$d"; sed -n '1,20p' "$err"
	else
		ok "$d (exit $rc)"
	fi
}
for f in train_step_tpu family-04-while family-05-conditional family-11-async family-13-host \
	advice-remat report-tpu-pad ok-stack-frames ok-compact-gte; do
	vg "peak $f" peak "$TESTDATA/$f.hlo" --format json
done
vg "suggest advice-offload" suggest "$TESTDATA/advice-offload.hlo" --apply 2
vg "timeline" timeline "$TESTDATA/train_step_tpu.hlo" --html "$tmp/t.html"
vg "diff" diff "$TESTDATA/diff-base.hlo" "$TESTDATA/diff-grow.hlo" --format md
vg "check over budget" check "$TESTDATA/report-gpu-mlp.hlo" --budget 1M
for f in bad-truncated-string bad-unterminated-json bad-two-roots bad-binary-garbage; do
	vg "error $f" peak "$TESTDATA/$f.hlo"
done
summary
