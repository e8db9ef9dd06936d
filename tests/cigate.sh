#!/bin/sh
# cigate.sh: tools/ci-gate, the script the GitHub Action and the GitLab job
# run, on the dump folders of testdata/ci: its exit status (the worst of
# hlopeak's), the Markdown report, the job summary and the annotations.
#
# testdata/ci holds two --xla_dump_to folders, named as XLA's dump.cc names
# the files (README, "Dump folders"), each file a byte-for-byte copy of a
# testdata module (checked first, so that the derivations at the top of
# each source hold here):
#   base/module_0001.jit_step.sm_8.0_gpu_after_optimizations.txt   diff-base.hlo
#   base/module_0002.jit_small.sm_8.0_gpu_after_optimizations.txt  report-gpu-small.hlo
#   new/module_0001.jit_step.before_optimizations.txt              report-gpu-mlp.hlo
#   new/module_0001.jit_step.sm_8.0_gpu_after_optimizations.txt    diff-grow.hlo
#   new/module_0002.jit_small.sm_8.0_gpu_after_optimizations.txt   report-gpu-small.hlo
# new/ reads jit_step at after_optimizations (diff-grow); the
# before_optimizations file (report-gpu-mlp, 22.00M) would fail every
# budget below if it were read instead.
#
# Expected figures, each from the hand derivation at the top of its source
# (none copied from hlopeak's output); sizes as XLA prints them, K with one
# decimal, M and G with two:
#   diff-grow (module diff_step): peak 918528 B = 897.0K.
#   diff-base: peak 612352 B = 598.0K; diff-grow against it: +306176 B =
#     +299.0K = +50.0% exactly, so --fail-above 50% passes and 49.9% fails
#     (diff-grow's "Gate" line); %grow grew +256.0K.
#   report-gpu-small (module report_gpu_small): peak 3344 B = 3.3K.
#   --budget 800K = 819200 B: diff_step over by 918528 - 819200 = 99328 B
#     = 97.0K; report_gpu_small fits, 819200 - 3344 = 815856 B = 796.7K left.
#   --budget 1M = 1048576 B: diff_step fits, 1048576 - 918528 = 130048 B =
#     127.0K left.
#   --device h100: 59.74G usable (report/budget.c: 81559 MiB less a quarter).
#
# Last, the recipes (action.yml, ci/gitlab-ci.yml): the variables they set
# are those ci-gate reads, every input of the Action is used, both parse as
# YAML (when Python's yaml module is there).
#
# Needs $HLOPEAK and $TESTDATA (tests/meson.build sets both).
set -u
here=$(cd "$(dirname "$0")" && pwd)
HLOPEAK=${HLOPEAK:-$here/../build/tools/hlopeak}
TESTDATA=${TESTDATA:-$here/../testdata}
gate=$here/../tools/ci-gate

# ci-gate runs in folders of its own: the paths must not be relative
case $HLOPEAK in /*) ;; *) HLOPEAK=$(pwd)/$HLOPEAK ;; esac
case $TESTDATA in /*) ;; *) TESTDATA=$(pwd)/$TESTDATA ;; esac

checks=cigate
. "$here/checks.sh"

# the job's environment must not leak in (this suite may itself run in a
# GitHub or GitLab job)
unset GITHUB_ACTIONS GITHUB_STEP_SUMMARY GITHUB_OUTPUT HLOPEAK_DUMP HLOPEAK_BUDGET \
	HLOPEAK_DEVICE HLOPEAK_BASELINE HLOPEAK_FAIL_ABOVE HLOPEAK_GATE HLOPEAK_REPORT
export HLOPEAK
C=$T/ci
NEWSTEP=$C/new/module_0001.jit_step.sm_8.0_gpu_after_optimizations.txt
NEWSMALL=$C/new/module_0002.jit_small.sm_8.0_gpu_after_optimizations.txt

# ci DIR ARGS...: run tools/ci-gate in DIR (made empty first)
ci() {
	d=$1
	shift
	rm -rf "$d"
	mkdir -p "$d"
	(cd "$d" && sh "$gate" "$@") < /dev/null > "$out" 2> "$err"
	rc=$?
}

# 0. the copies are their sources, and new/ reads the after dump
for pair in base/module_0001.jit_step.sm_8.0_gpu_after_optimizations.txt:diff-base.hlo \
	base/module_0002.jit_small.sm_8.0_gpu_after_optimizations.txt:report-gpu-small.hlo \
	new/module_0001.jit_step.before_optimizations.txt:report-gpu-mlp.hlo \
	new/module_0001.jit_step.sm_8.0_gpu_after_optimizations.txt:diff-grow.hlo \
	new/module_0002.jit_small.sm_8.0_gpu_after_optimizations.txt:report-gpu-small.hlo; do
	if cmp -s "$C/${pair%%:*}" "$T/${pair#*:}"; then
		ok "ci/${pair%%:*} is ${pair#*:}"
	else
		bad "ci/${pair%%:*} differs from ${pair#*:}"
	fi
done
run "$HLOPEAK" modules "$C/new"
line "new/ reads jit_step after optimizations" "$out" "  uses   $NEWSTEP (after_optimizations)"

# 1. over the budget: exit 1, the default report file, XLA's sentence
R=$tmp/over/hlopeak-report.md
ci "$tmp/over" --dump "$C/new" --budget 800K
status "over budget" 1
line "over budget: verdict on stdout" "$out" \
	"diff_step ($NEWSTEP): Ran out of memory in memory space hbm. Used 897.0K of 800.0K hbm. Exceeded hbm capacity by 97.0K."
if [ -f "$R" ]; then ok "over budget: hlopeak-report.md written"; else bad "over budget: no hlopeak-report.md"; fi
touch "$R"
line "over budget: report heading" "$R" "## hlopeak: device memory"
has "over budget: report says why" "$R" "over the budget (exit 1)"
line "over budget: report has XLA's sentence" "$R" \
	"diff_step ($NEWSTEP): Ran out of memory in memory space hbm. Used 897.0K of 800.0K hbm. Exceeded hbm capacity by 97.0K."
line "over budget: the other module fits" "$R" \
	"report_gpu_small ($NEWSMALL): Fits in memory space hbm. Used 3.3K of 800.0K hbm. 796.7K left."
line "over budget: md table row" "$R" '| `diff_step` | 897.0K | 897.0K | 800.0K | ⛔ over budget |'
lacks "over budget: no annotations outside GitHub" "$out" "::error"
lacks "over budget: no baseline section" "$R" "Against the baseline"

# 2. within the budget, the report where --report says
R=$tmp/fits/sub-report.md
ci "$tmp/fits" --dump "$C/new" --budget=1M --report sub-report.md
status "within budget" 0
line "within budget: report has the verdict" "$R" \
	"diff_step ($NEWSTEP): Fits in memory space hbm. Used 897.0K of 1.00M hbm. 127.0K left."
has "within budget: report says passed" "$R" "passed (exit 0)"
if [ -e "$tmp/fits/hlopeak-report.md" ]; then bad "within budget: default report written too"; else ok "within budget: only --report written"; fi

# 3. inputs from the environment, a device preset
R=$tmp/env/hlopeak-report.md
HLOPEAK_DUMP=$C/new HLOPEAK_DEVICE=h100 ci "$tmp/env"
status "device from the environment" 0
has "device from the environment: h100's usable memory" "$R" "Used 897.0K of 59.74G hbm."
has "device from the environment: command shown" "$R" "--device h100"
HLOPEAK_DUMP=$C/new HLOPEAK_DEVICE=h100 ci "$tmp/env" --budget 800K --device ""
status "an option wins over the environment" 1

# 4. a regression against the baseline
R=$tmp/reg/hlopeak-report.md
ci "$tmp/reg" --dump "$C/new" --budget 1M --baseline "$C/base" --fail-above 1%
status "regression over 1%" 1
line "regression: baseline section" "$R" "### Against the baseline"
has "regression: report says why" "$R" "a peak grew by more than 1% (exit 1)"
line "regression: md row shows the growth" "$R" \
	'| `jit_step` | 598.0K | 897.0K | +299.0K | +50.0% | ⛔ over the gate |'
line "regression: the unchanged program" "$R" '| `jit_small` | 3.3K | 3.3K | +0B | +0.0% | same |'
line "regression: text diff names the gate" "$R" "jit_step: peak 598.0K -> 897.0K (+299.0K, +50.0%)  OVER THE GATE"
hasre "regression: the buffer that grew" "$R" '^ *+256\.0K  *%grow  f32\[512,256\]{1,0}$'
ci "$tmp/reg" --dump "$C/new" --budget 1M --baseline "$C/base" --fail-above 50%
status "growth of exactly the limit (50%) passes" 0
ci "$tmp/reg" --dump "$C/new" --budget 1M --baseline "$C/base" --fail-above 49.9%
status "growth over 49.9% fails" 1
ci "$tmp/reg" --dump "$C/new" --budget 1M --baseline "$C/base"
status "baseline without --fail-above only reports" 0
has "baseline without --fail-above: the diff is there" "$tmp/reg/hlopeak-report.md" "+50.0%"

# 5. GitHub: the job summary, the step outputs, the annotations
S=$tmp/gh/summary.md
mkdir -p "$tmp/gh"
echo "an earlier step's summary" > "$S"
: > "$tmp/gh/output"
GITHUB_ACTIONS=true GITHUB_STEP_SUMMARY=$S GITHUB_OUTPUT=$tmp/gh/output \
	ci "$tmp/gh/cwd" --dump "$C/new" --budget 800K --baseline "$C/base" --fail-above 1%
status "GitHub: over budget and regression" 1
first "GitHub: the summary is appended to" "$S" "an earlier step's summary"
line "GitHub: summary has XLA's sentence" "$S" \
	"diff_step ($NEWSTEP): Ran out of memory in memory space hbm. Used 897.0K of 800.0K hbm. Exceeded hbm capacity by 97.0K."
line "GitHub: summary has the regression" "$S" \
	'| `jit_step` | 598.0K | 897.0K | +299.0K | +50.0% | ⛔ over the gate |'
if [ -e "$tmp/gh/cwd/hlopeak-report.md" ]; then bad "GitHub: report file written besides the summary"; else ok "GitHub: only the summary"; fi
line "GitHub: ::error for the module over budget" "$out" \
	"::error file=$NEWSTEP,title=HBM budget::diff_step: Ran out of memory in memory space hbm. Used 897.0K of 800.0K hbm. Exceeded hbm capacity by 97.0K."
line "GitHub: ::error for the regression, % escaped" "$out" \
	"::error title=Memory regression::jit_step: peak 598.0K -> 897.0K (+299.0K, +50.0%25)  OVER THE GATE"
line "GitHub: step output exit-status" "$tmp/gh/output" "exit-status=1"
GITHUB_ACTIONS=true ci "$tmp/gh/cwd" --dump "$C/new" --budget 1M
status "GitHub: within budget" 0
lacks "GitHub: no ::error when it fits" "$out" "::error"
hasre "GitHub: ::notice when it fits" "$out" '^::notice file=.*Fits in memory space hbm'

# 6. options after -- go to hlopeak
ci "$tmp/m" --dump "$C/new" --budget 800K -- -m '^jit_small$'
status "-- -m selects the program that fits" 0
lacks "-- -m: the other program is not read" "$tmp/m/hlopeak-report.md" "diff_step"
# the budget's options after -- go to check only: diff refuses them
ci "$tmp/r" --dump "$C/new" --baseline "$C/base" --budget 800K -- --reserve 1K --timings
has "-- --reserve --timings: check reads them" "$tmp/r/hlopeak-report.md" "Used"
lacks "-- --reserve --timings: diff is not handed them" "$tmp/r/hlopeak-report.md" "usage error"

# 7. errors: hlopeak's input and usage errors, the worst status wins
ci "$tmp/bad" --dump "$C/missing" --budget 1M
status "a dump that is not there" 3
has "input error in the report" "$tmp/bad/hlopeak-report.md" "input error (exit 3)"
ci "$tmp/bad" --dump "$C/new" --budget 800K --baseline "$C/missing"
status "over budget (1) and a missing baseline (3): the worst" 3
ci "$tmp/bad" --dump "$C/new" --budget 800K -- --no-such-option
status "an option hlopeak refuses" 2
has "usage error in the report" "$tmp/bad/hlopeak-report.md" "usage error (exit 2)"
ci "$tmp/bad" --dump "$C/new"
status "no budget" 2
ci "$tmp/bad" --budget 1M
status "no dump" 2
ci "$tmp/bad" --dump "$C/new" --budget 1M --device h100
status "budget and device" 2
ci "$tmp/bad" --dump "$C/new" --budget 1M --frobnicate
status "an option ci-gate does not know" 2
HLOPEAK=$tmp/no-such-hlopeak ci "$tmp/bad" --dump "$C/new" --budget 1M
status "no hlopeak binary" 2

# 8. the recipes hand ci-gate only what it reads: every HLOPEAK_* they set
# (but their own: the arguments, the sources, the build folder) is one
# ci-gate takes, and every input of the Action reaches it
root=$here/..
for f in action.yml ci/gitlab-ci.yml; do
	for v in $(grep -o 'HLOPEAK_[A-Z_]*' "$root/$f" | sort -u); do
		case $v in HLOPEAK_ARGS | HLOPEAK_SRC | HLOPEAK_BUILD) continue ;; esac
		has "$f: ci-gate reads $v" "$gate" "\${$v:-}"
	done
	has "$f runs tools/ci-gate" "$root/$f" "/tools/ci-gate"
done
for i in $(sed -n '/^inputs:$/,/^[a-z]/s/^  \([a-z-]*\):$/\1/p' "$root/action.yml"); do
	has "action.yml: input $i is used" "$root/action.yml" "inputs.$i }}"
done
if python3 -c 'import yaml' 2>/dev/null; then
	for f in action.yml ci/gitlab-ci.yml; do
		python3 -c 'import sys, yaml; yaml.safe_load(open(sys.argv[1]))' "$root/$f" > "$out" 2>&1
		rc=$?
		status "$f is YAML" 0
	done
else
	echo "cigate.sh: no Python yaml module; the YAML of the recipes is not parsed"
fi

summary
