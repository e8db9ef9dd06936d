#!/bin/sh
# valgrind.sh: memcheck finds no error and no leak on the test modules, for
# each command (the plain build only: it cannot run under the sanitizers).
set -u
command -v valgrind >/dev/null 2>&1 || { echo "valgrind.sh: no valgrind; skipping"; exit 77; }
[ -x "${HLOPEAK:-}" ] || { echo "valgrind.sh: HLOPEAK is not set" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
vg() { # description, args...
	d=$1; shift
	valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
		"$HLOPEAK" "$@" > "$tmp/out" 2> "$tmp/err"
	rc=$?
	if [ "$rc" -eq 99 ] || grep -q '==[0-9]*==' "$tmp/err"; then
		fail=$((fail + 1)); echo "FAIL: $d"; sed -n '1,20p' "$tmp/err"
	else
		pass=$((pass + 1)); echo "ok: $d (exit $rc)"
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
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
