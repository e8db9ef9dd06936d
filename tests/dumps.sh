#!/bin/sh
# dumps.sh: --xla_dump_to folders (which file each program uses, the
# modules command, -m, --stage, the summary, --jobs), diff (text, JSON, md
# and the --fail-above gate) and calibration against XLA's own buffer
# assignment.
#
# Dump folders are built in temporary folders from copies of testdata
# modules under the names XLA gives them (memory-semantics.md s7.1, and
# xla/service/dump.cc for the per-pass dumps of --xla_dump_hlo_pass_re):
#   [prefix.]module_NNNN.<program>.[<target tag>_]<stage>.txt
#   [prefix.]module_NNNN.<program>.SSSS.<pipeline>.after_<pass>.before_<next>.txt
# Each program uses its latest stage: after_optimizations, else the
# per-pass dump with the highest (id, step), else before_optimizations;
# the highest id among several of one stage.
#
# Expected figures: the peaks of the family-*.hlo and report-*.hlo modules
# come from the hand derivations at the top of each (their
# `// EXPECT peak_memory_in_bytes=` lines); those of the diff pairs from
# the derivations at the top of testdata/diff-*.hlo, also made by hand
# from ../shared/reference/calibration-rules.md (R1, R5, R7, R10).  The
# buffer-assignment files are written here by hand in the format of
# memory-semantics.md s7.2, with the allocations XLA makes for each module
# (derived in the module's comments).  Sizes are written as XLA prints
# them: binary units with two decimals (598.0K), B under 1024.  No
# expectation was copied from hlopeak's output.
#
# One line per check, then `N passed, N failed`; exit 1 on any failure.
# Needs $HLOPEAK and $TESTDATA (tests/meson.build sets both).

# shellcheck disable=SC2016 # the md rows hold literal backticks
set -u
here=$(dirname "$0")
HLOPEAK=${HLOPEAK:-$here/../build/tools/hlopeak}
TESTDATA=${TESTDATA:-$here/../testdata}

checks=dumps
. "$here/checks.sh"

# put FILE DEST: copy testdata modules under dump names
put() {
	cp "$T/$1" "$2" || bad "cannot copy $1 to $2"
}

# ---------------------------------------------------------------------------
# 1. A dump folder.
#
# program         files (testdata source, hand-derived peak)          uses
# jit_split       0021 before (family-02, 4128)                       0023
#                 0023 after  (family-01, 3328)
# jit_early       0005 before only (report-gpu-small, 3344)           0005
# jit_twice       0029 before (family-03), 0030 after (family-15,     0031
#                 5504), 0031 after (family-10, 1092)
# jit_wide        9999 after (family-14), 10000 after (family-09,     10000
#                 3072): ids compare as numbers, not as text
# jit_b2          0080 before (family-05), 0081 before (family-12,    0081
#                 2304)
# jit_gpu         0039 before (family-11), 0040 sm_8.0_gpu_ after     0040
#                 (family-02, 4128)
# jit_cpu         0050 cpu_ after (family-06, 3328)                   0050
# jit_pref        xla_dump.module_0060 after (family-07, 2564)        it
# jit_train_step  0070 after (train_step_tpu: its arguments alone are it
#                 7,967,744 B padded, train_step_tpu.md)
# jit_split and jit_gpu also have per-pass dumps, which the after dump
# beats.  Every skipped file holds a module whose peak differs from the
# used one, so a wrong choice shows in the figures too.
D=$tmp/dump
mkdir "$D"
put family-02-forwarding.hlo "$D/module_0021.jit_split.before_optimizations.txt"
put family-01-elementwise.hlo "$D/module_0023.jit_split.after_optimizations.txt"
put report-gpu-small.hlo "$D/module_0005.jit_early.before_optimizations.txt"
put family-03-tuple-table-temp.hlo "$D/module_0029.jit_twice.before_optimizations.txt"
put family-15-live-peak-tuple.hlo "$D/module_0030.jit_twice.after_optimizations.txt"
put family-10-constants.hlo "$D/module_0031.jit_twice.after_optimizations.txt"
put family-14-tpu-tiling.hlo "$D/module_9999.jit_wide.after_optimizations.txt"
put family-09-donation.hlo "$D/module_10000.jit_wide.after_optimizations.txt"
put family-05-conditional.hlo "$D/module_0080.jit_b2.before_optimizations.txt"
put family-12-all-reduce-inplace.hlo "$D/module_0081.jit_b2.before_optimizations.txt"
put family-11-async.hlo "$D/module_0039.jit_gpu.before_optimizations.txt"
put family-02-forwarding.hlo "$D/module_0040.jit_gpu.sm_8.0_gpu_after_optimizations.txt"
put family-06-call.hlo "$D/module_0050.jit_cpu.cpu_after_optimizations.txt"
put family-07-dus-inplace.hlo "$D/xla_dump.module_0060.jit_pref.after_optimizations.txt"
put train_step_tpu.hlo "$D/module_0070.jit_train_step.after_optimizations.txt"

# Per-pass dumps of programs that have an after dump: modules, but
# skipped; they hold parseable HLO of other sizes (family-05: 2052,
# family-14: a TPU module) so that reading one would change the figures.
# The files after them are not modules; they hold binary garbage (so that
# reading one as a module fails).
put family-05-conditional.hlo "$D/module_0023.jit_split.0003.simplification.after_dce.txt"
put family-05-conditional.hlo "$D/module_0023.jit_split.0000.pipeline-start.before_sharding.txt"
put family-14-tpu-tiling.hlo "$D/module_0040.jit_gpu.0012.gpu-fusion.after_fusion.txt"
for f in \
	module_0023.jit_split.after_optimizations-buffer-assignment-values.txt \
	module_0023.jit_split.after_optimizations-live-range.txt \
	module_0023.jit_split.after_optimizations.hlo.pb \
	module_0023.jit_split.after_optimizations.dot \
	module_0023.jit_split.after_optimizations.html \
	module_0023.jit_split.after_optimizations-memory-usage-report.pb \
	module_0023.jit_split.after_optimizations.txt.bak \
	module_0023.jit_split.after_optimizations_txt \
	module_0023.jit_split.execution_options.txt \
	module_0023.jit_split.hlo_module_config.txt \
	module_0040.jit_gpu.ir-no-opt.ll \
	module_0040.jit_gpu.ptx \
	module_0040.jit_gpu.thunk_sequence.txt \
	module_0040.jit_gpu.sm_8.0_gpu_after_optimizations-buffer-assignment-values.txt \
	execution_options.txt flagfile hlo_module_config.txt \
	notes.txt module_list.txt mymodule_0001.jit_x.after_optimizations.txt \
	module_0001.after_optimizations.txt module_x001.jit_x.after_optimizations.txt \
	module_0001.jit_x.after_optimizations.TXT; do
	put bad-binary-garbage.hlo "$D/$f"
done
# Garbage side files of the used modules: a warning each, never a
# failure.  Garbage side files of skipped modules are never read.
printf 'not a buffer assignment\nallocation 0: size twelve, parameter 0:\n' \
	> "$D/module_0023.jit_split.after_optimizations-buffer-assignment.txt"
printf 'Allocations sorted by size:\n(nothing here)\n' \
	> "$D/module_0040.jit_gpu.sm_8.0_gpu_after_optimizations-memory-usage-report.txt"
put bad-binary-garbage.hlo "$D/module_0050.jit_cpu.cpu_after_optimizations-buffer-assignment.txt"
put bad-binary-garbage.hlo "$D/module_0021.jit_split.before_optimizations-buffer-assignment.txt"
put bad-binary-garbage.hlo "$D/module_0030.jit_twice.after_optimizations-buffer-assignment.txt"
put bad-binary-garbage.hlo "$D/module_0030.jit_twice.after_optimizations-memory-usage-report.txt"

# 1.1 modules DIR: per program the file used and why, the files skipped
run "$HLOPEAK" modules "$D"
status "modules DIR" 0
empty "modules DIR: nothing on stderr" "$err"
line "modules: jit_split" "$out" "jit_split"
line "modules: jit_split uses the after dump of id 0023" "$out" \
	"  uses   $D/module_0023.jit_split.after_optimizations.txt (after_optimizations)"
line "modules: jit_split skips the before dump of id 0021" "$out" \
	"  skips  $D/module_0021.jit_split.before_optimizations.txt (before_optimizations: the after_optimizations dump is used)"
line "modules: jit_split skips its per-pass dump at step 0003" "$out" \
	"  skips  $D/module_0023.jit_split.0003.simplification.after_dce.txt (0003.simplification.after_dce: the after_optimizations dump is used)"
line "modules: jit_split skips its per-pass dump at step 0000" "$out" \
	"  skips  $D/module_0023.jit_split.0000.pipeline-start.before_sharding.txt (0000.pipeline-start.before_sharding: the after_optimizations dump is used)"
line "modules: jit_early uses its only (before) dump" "$out" \
	"  uses   $D/module_0005.jit_early.before_optimizations.txt (before_optimizations: there is no after_optimizations or per-pass dump)"
line "modules: jit_twice uses the newest after dump" "$out" \
	"  uses   $D/module_0031.jit_twice.after_optimizations.txt (after_optimizations; the newest id)"
line "modules: jit_twice skips the older after dump" "$out" \
	"  skips  $D/module_0030.jit_twice.after_optimizations.txt (after_optimizations: an older id of the same program)"
line "modules: jit_twice skips its before dump" "$out" \
	"  skips  $D/module_0029.jit_twice.before_optimizations.txt (before_optimizations: the after_optimizations dump is used)"
line "modules: jit_wide uses id 10000 over 9999 (numbers, not text)" "$out" \
	"  uses   $D/module_10000.jit_wide.after_optimizations.txt (after_optimizations; the newest id)"
line "modules: jit_wide skips id 9999" "$out" \
	"  skips  $D/module_9999.jit_wide.after_optimizations.txt (after_optimizations: an older id of the same program)"
line "modules: jit_b2 uses the newest of two before dumps" "$out" \
	"  uses   $D/module_0081.jit_b2.before_optimizations.txt (before_optimizations: there is no after_optimizations or per-pass dump; the newest id)"
line "modules: jit_b2 skips the older before dump" "$out" \
	"  skips  $D/module_0080.jit_b2.before_optimizations.txt (before_optimizations: an older id of the same program)"
line "modules: jit_gpu is the program of a sm_8.0_gpu_ tagged file" "$out" "jit_gpu"
line "modules: jit_gpu uses the GPU-tagged after dump" "$out" \
	"  uses   $D/module_0040.jit_gpu.sm_8.0_gpu_after_optimizations.txt (after_optimizations)"
line "modules: jit_gpu skips its per-pass dump" "$out" \
	"  skips  $D/module_0040.jit_gpu.0012.gpu-fusion.after_fusion.txt (0012.gpu-fusion.after_fusion: the after_optimizations dump is used)"
line "modules: jit_gpu skips its untagged before dump" "$out" \
	"  skips  $D/module_0039.jit_gpu.before_optimizations.txt (before_optimizations: the after_optimizations dump is used)"
line "modules: jit_cpu is the program of a cpu_ tagged file" "$out" "jit_cpu"
line "modules: jit_cpu uses the CPU-tagged dump" "$out" \
	"  uses   $D/module_0050.jit_cpu.cpu_after_optimizations.txt (after_optimizations)"
line "modules: jit_pref is the program of a prefixed file" "$out" "jit_pref"
line "modules: jit_pref uses the prefixed dump" "$out" \
	"  uses   $D/xla_dump.module_0060.jit_pref.after_optimizations.txt (after_optimizations)"
line "modules: jit_train_step" "$out" "jit_train_step"
is "modules: one uses line per program (9)" "$(grep -c '^  uses   ' "$out")" 9
is "modules: one skips line per other module file (9)" "$(grep -c '^  skips  ' "$out")" 9
is "modules: 9 program lines, 18 file lines, nothing else" "$(grep -vc '^  ' "$out") $(grep -c '^  ' "$out")" "9 18"
# every other file of the folder is named nowhere
for f in "$D"/*; do
	f=${f##*/}
	if ! grep -Fq "/$f (" "$out"; then
		lacks "modules: $f is not a module" "$out" "/$f"
	fi
done
is "modules: 18 module files named, once each" \
	"$(sed -n 's|^  [a-z]* *[^ ]*/\([^/ ]*\) (.*|\1|p' "$out" | sort -u | wc -l | tr -d ' ')" 18

# 1.2 -m REGEX (POSIX extended) selects programs
run "$HLOPEAK" modules "$D" -m 'split|gpu'
status "modules -m 'split|gpu'" 0
is "modules -m 'split|gpu': two programs" "$(grep -v '^  ' "$out" | tr '\n' ' ')" "jit_gpu jit_split "
line "modules -m: jit_split still skips its before dump" "$out" \
	"  skips  $D/module_0021.jit_split.before_optimizations.txt (before_optimizations: the after_optimizations dump is used)"
run "$HLOPEAK" modules "$D" -m '^jit_(cpu|pref)$'
status "modules -m '^jit_(cpu|pref)\$'" 0
is "modules -m anchored: two programs" "$(grep -v '^  ' "$out" | tr '\n' ' ')" "jit_cpu jit_pref "
run "$HLOPEAK" modules "$D" -m 'jit_t(wo|wi)ce'
is "modules -m with a group: jit_twice only" "$(grep -v '^  ' "$out" | tr '\n' ' ')" "jit_twice "
run "$HLOPEAK" modules "$D" -m 'no_such_program'
status "modules -m matching nothing" 3
has "modules -m matching nothing: DIR: error:" "$err" "$D: error:"
empty "modules -m matching nothing: no stdout" "$out"
run "$HLOPEAK" peak "$D" -m 'no_such_program'
status "peak -m matching nothing" 3
has "peak -m matching nothing: DIR: error:" "$err" "$D: error:"
# a malformed regular expression is refused (exit 3 today, like a
# folder without a match; see the report: 2 would match the other
# malformed option values)
run "$HLOPEAK" modules "$D" -m '('
case $rc in
2 | 3) ok "modules -m '(': refused (exit $rc)" ;;
*) bad "modules -m '(': exit $rc, want 2 or 3" ;;
esac
has "modules -m '(': says why" "$err" "not a valid regular expression"
run "$HLOPEAK" peak "$D" -m '('
case $rc in
2 | 3) ok "peak -m '(': refused (exit $rc)" ;;
*) bad "peak -m '(': exit $rc, want 2 or 3" ;;
esac
run "$HLOPEAK" peak "$D" -m '^jit_(cpu|pref)$' --format json
status "peak -m '^jit_(cpu|pref)\$' --format json" 0
is "peak -m: the JSON covers exactly the two selected files" "$(jfiles | tr '\n' ' ')" \
	"$D/module_0050.jit_cpu.cpu_after_optimizations.txt $D/xla_dump.module_0060.jit_pref.after_optimizations.txt "
valid "peak -m --format json" "$out"
run "$HLOPEAK" peak "$D" -m 'split' --format json
is "peak -m split: one module, the after dump" "$(jfiles)" "$D/module_0023.jit_split.after_optimizations.txt"
# family-01's derivation: peak_memory_in_bytes = 3328 (a wrong choice,
# family-02's before dump, would be 4128)
is "peak -m split: jit_split's peak is family-01's 3328" "$(jv peak_memory_in_bytes)" 3328
run "$HLOPEAK" peak "$D" -m 'jit_b2' --format json
is "peak -m jit_b2: the newest before dump" "$(jfiles)" "$D/module_0081.jit_b2.before_optimizations.txt"
is "peak -m jit_b2: family-12's peak 2304" "$(jv peak_memory_in_bytes)" 2304

# 1.3 peak DIR: exactly the chosen files; warnings for the garbage side
# files of used modules only; the summary, largest first
run "$HLOPEAK" peak "$D" --format json
status "peak DIR --format json (garbage side files do not change it)" 0
valid "peak DIR --format json" "$out"
is "peak DIR --format json: one module per program (9)" "$(jcount schema) $(jfiles | wc -l | tr -d ' ')" "1 9"
cat > "$tmp/want-files" <<EOF
$D/module_0005.jit_early.before_optimizations.txt
$D/module_0023.jit_split.after_optimizations.txt
$D/module_0031.jit_twice.after_optimizations.txt
$D/module_0040.jit_gpu.sm_8.0_gpu_after_optimizations.txt
$D/module_0050.jit_cpu.cpu_after_optimizations.txt
$D/module_0070.jit_train_step.after_optimizations.txt
$D/module_0081.jit_b2.before_optimizations.txt
$D/module_10000.jit_wide.after_optimizations.txt
$D/xla_dump.module_0060.jit_pref.after_optimizations.txt
EOF
sort "$tmp/want-files" > "$tmp/want-sorted"
jfiles > "$tmp/got-files"
if cmp -s "$tmp/want-sorted" "$tmp/got-files"; then
	ok "peak DIR --format json: \"file\" is exactly the chosen files"
else
	bad "peak DIR --format json: \"file\" differs from the chosen files"
	diff "$tmp/want-sorted" "$tmp/got-files" | sed 's/^/    | /'
fi
has "garbage buffer-assignment beside a used module: a warning" "$err" \
	"$D/module_0023.jit_split.after_optimizations-buffer-assignment.txt: warning:"
has "binary buffer-assignment beside a used module: a warning" "$err" \
	"$D/module_0050.jit_cpu.cpu_after_optimizations-buffer-assignment.txt: warning:"
has "memory-usage-report without a Total line: a warning" "$err" \
	"$D/module_0040.jit_gpu.sm_8.0_gpu_after_optimizations-memory-usage-report.txt: warning:"
lacks "side files of skipped modules are not read (0021)" "$err" "module_0021"
lacks "side files of skipped modules are not read (0030)" "$err" "module_0030"
lacks "no error for any non-module file" "$err" "error"
is "garbage side files give no xla_buffer_assignment object" "$(jcount xla_buffer_assignment) $(grep -c '"xla_buffer_assignment": null' "$out")" "9 9"

run "$HLOPEAK" peak "$D"
status "peak DIR" 0
line "peak DIR: the summary heading" "$out" "Summary (9 modules, largest first):"
is "peak DIR: the summary is the last block" "$(sed -n '/^Summary (/,$p' "$out" | wc -l | tr -d ' ')" 10
# Order by "used", ties by path: train_step (TPU, >= 7.6M of arguments),
# jit_gpu 4128, jit_early 3344, jit_split 3328 (module_0023) and jit_cpu
# 3328 (module_0050), jit_wide 3072, jit_pref 2564, jit_b2 2304,
# jit_twice 1092.
sed -n '/^Summary (/,$p' "$out" | sed -n 's/.*(\([^()]*\))$/\1/p' > "$tmp/got-order"
cat > "$tmp/want-order" <<EOF
$D/module_0070.jit_train_step.after_optimizations.txt
$D/module_0040.jit_gpu.sm_8.0_gpu_after_optimizations.txt
$D/module_0005.jit_early.before_optimizations.txt
$D/module_0023.jit_split.after_optimizations.txt
$D/module_0050.jit_cpu.cpu_after_optimizations.txt
$D/module_10000.jit_wide.after_optimizations.txt
$D/xla_dump.module_0060.jit_pref.after_optimizations.txt
$D/module_0081.jit_b2.before_optimizations.txt
$D/module_0031.jit_twice.after_optimizations.txt
EOF
if cmp -s "$tmp/want-order" "$tmp/got-order"; then
	ok "peak DIR: the summary is sorted largest first, ties by path"
else
	bad "peak DIR: summary order"
	diff "$tmp/want-order" "$tmp/got-order" | sed 's/^/    | /'
fi
# the sizes of the GPU rows, as XLA prints them: 4128 = 4.0K, 3344 =
# 3.3K, 3328 = 3.2K, 3072 = 3.0K, 2564 = 2.5K, 2304 = 2.2K,
# 1092 = 1.1K
is "peak DIR: the summary's sizes" \
	"$(sed -n '/^Summary (/,$p' "$out" | sed 1d | awk 'NR > 1 { printf "%s ", $1 }')" \
	"4.0K 3.3K 3.2K 3.2K 3.0K 2.5K 2.2K 1.1K "
line "peak DIR: the summary row of jit_split, with its stage" "$out" \
	"$(printf '  %10s  %10s unpadded  %-14s %s [%s] (%s)' 3.2K 3.2K '' family_01_elementwise \
	after_optimizations "$D/module_0023.jit_split.after_optimizations.txt")"

# 1.4 --jobs 1 and --jobs 4 give the same bytes (stdout and stderr)
for fmt in text json md; do
	"$HLOPEAK" peak "$D" --format "$fmt" --jobs 1 > "$tmp/j1.out" 2> "$tmp/j1.err" < /dev/null
	r1=$?
	"$HLOPEAK" peak "$D" --format "$fmt" --jobs 4 > "$tmp/j4.out" 2> "$tmp/j4.err" < /dev/null
	r4=$?
	# identical only counts when there is a report to compare: both runs
	# failing the same way would also give identical (empty) bytes
	if [ "$r1" -le 1 ] && [ -s "$tmp/j1.out" ] &&
	   cmp -s "$tmp/j1.out" "$tmp/j4.out" && cmp -s "$tmp/j1.err" "$tmp/j4.err" && [ "$r1" = "$r4" ]; then
		ok "peak DIR --format $fmt: --jobs 1 and --jobs 4 give identical bytes"
	else
		bad "peak DIR --format $fmt: --jobs 1 and --jobs 4 differ (exit $r1 / $r4)"
	fi
done
"$HLOPEAK" peak "$D" "$T/diff-base.hlo" "$D" --jobs 1 > "$tmp/j1.out" 2>&1 < /dev/null
r1=$?
"$HLOPEAK" peak "$D" "$T/diff-base.hlo" "$D" --jobs 4 > "$tmp/j4.out" 2>&1 < /dev/null
if [ "$r1" -le 1 ] && grep -q '^Summary' "$tmp/j1.out" && cmp -s "$tmp/j1.out" "$tmp/j4.out"; then
	ok "peak DIR FILE DIR: --jobs 1 and --jobs 4 give identical bytes"
else
	bad "peak DIR FILE DIR: --jobs 1 and --jobs 4 differ"
fi
line "peak DIR FILE DIR: 19 modules in the summary" "$tmp/j4.out" "Summary (19 modules, largest first):"

# 1.5 garbage side files never change the exit status of the gate:
# jit_split (family-01) uses 3328 B
run "$HLOPEAK" check "$D" -m split --budget 3327
status "check with a garbage side file, over budget" 1
has "check over budget: the warning" "$err" "buffer-assignment.txt: warning:"
run "$HLOPEAK" check "$D" -m split --budget 3328
status "check with a garbage side file, at the budget" 0
has "check at the budget: the warning" "$err" "buffer-assignment.txt: warning:"

# ---------------------------------------------------------------------------
# 2. Folders without modules, and modules on a file.
E=$tmp/empty
mkdir "$E"
run "$HLOPEAK" peak "$E"
status "peak EMPTY" 3
has "peak EMPTY: DIR: error:" "$err" "$E: error:"
run "$HLOPEAK" modules "$E"
status "modules EMPTY" 3
has "modules EMPTY: DIR: error:" "$err" "$E: error:"
run "$HLOPEAK" diff "$E" "$T/diff-base.hlo"
status "diff EMPTY FILE" 3
has "diff EMPTY FILE: DIR: error:" "$err" "$E: error:"

S=$tmp/sidefiles
mkdir "$S"
for f in module_0001.jit_f.after_optimizations-buffer-assignment.txt \
	module_0001.jit_f.after_optimizations-memory-usage-report.txt \
	module_0001.jit_f.0003.simplification.after_dce.before_cse.dot \
	module_0001.jit_f.0003.simplification.after_dce.before_cse.html \
	module_0001.jit_f.execution_0000.hlo_unoptimized_snapshot.txt \
	execution_options.txt flagfile hlo_module_config.txt notes.txt; do
	put family-01-elementwise.hlo "$S/$f"
done
run "$HLOPEAK" peak "$S"
status "peak on a folder of side files only" 3
has "side files only: DIR: error:" "$err" "$S: error:"
run "$HLOPEAK" modules "$S"
status "modules on a folder of side files only" 3
# the same with one per-pass dump: that is a module, and the only one
put family-01-elementwise.hlo "$S/module_0001.jit_f.0003.simplification.after_dce.before_cse.txt"
run "$HLOPEAK" peak "$S" --format json
status "peak on side files and one per-pass dump" 0
is "side files and one per-pass dump: that file" "$(jfiles)" \
	"$S/module_0001.jit_f.0003.simplification.after_dce.before_cse.txt"
is "side files and one per-pass dump: family-01's peak 3328" "$(jv peak_memory_in_bytes)" 3328

# modules takes a folder: a file is an input error (exit 3, "not a
# folder", tools/hlopeak.c and listmodules in report/dumps.c); two
# arguments are a usage error (exit 2)
run "$HLOPEAK" modules "$T/diff-base.hlo"
status "modules FILE" 3
has "modules FILE: FILE: error: not a folder" "$err" "$T/diff-base.hlo: error: not a folder"
run "$HLOPEAK" modules "$D" "$D"
status "modules DIR DIR" 2
run "$HLOPEAK" modules
status "modules without a folder" 2
run "$HLOPEAK" peak "$tmp/no-such-folder"
status "peak on a missing path" 3

# ---------------------------------------------------------------------------
# 3. diff of two files.  Figures from the derivations in
# testdata/diff-base.hlo and testdata/diff-grow.hlo:
# base 612352 (598.0K) -> new 918528 (897.0K): +306176 (+299.0K),
# exactly +50.0%; HLO temp +306176; grow +262144, fresh (new) +131072,
# gone (gone) -87040.
B1=$T/diff-base.hlo
N1=$T/diff-grow.hlo
run "$HLOPEAK" peak "$B1" --format json
is "diff-base: peak_memory_in_bytes (derived 612352)" "$(jv peak_memory_in_bytes)" 612352
is "diff-base: temp_size_in_bytes (derived 349184)" "$(jv temp_size_in_bytes)" 349184
run "$HLOPEAK" peak "$N1" --format json
is "diff-grow: peak_memory_in_bytes (derived 918528)" "$(jv peak_memory_in_bytes)" 918528
is "diff-grow: temp_size_in_bytes (derived 655360)" "$(jv temp_size_in_bytes)" 655360

run "$HLOPEAK" diff "$B1" "$N1"
status "diff BASE NEW" 0
empty "diff BASE NEW: nothing on stderr" "$err"
first "diff: the peak line" "$out" "diff_step: peak 598.0K -> 897.0K (+299.0K, +50.0%)"
line "diff: the base file" "$out" "  base $B1"
line "diff: the new file" "$out" "  new  $N1"
line "diff: the HLO temp delta" "$out" "$(printf '    %-10s %10s' 'HLO temp' +299.0K)"
for c in arguments outputs alias constants; do
	lacks "diff: no $c delta (unchanged)" "$out" "    $c "
done
line "diff: GROWING" "$out" "  GROWING"
line "diff: grow grew" "$out" "$(printf '    %10s  %-9s %%%s  %s' +256.0K '' grow 'f32[512,256]{1,0}')"
line "diff: fresh appeared" "$out" "$(printf '    %10s  %-9s %%%s  %s' +128.0K '(new)' fresh 'f32[128,256]{1,0}')"
line "diff: SHRINKING" "$out" "  SHRINKING"
line "diff: gone vanished" "$out" "$(printf '    %10s  %-9s %%%s  %s' -85.0K '(gone)' gone 'f32[85,256]{1,0}')"
lacks "diff: p is unchanged" "$out" "%p "
lacks "diff: s is unchanged" "$out" "%s "
line "diff: TOTAL" "$out" "  TOTAL +299.0K"
is "diff: TOTAL is the last line" "$(tail -n 1 "$out")" "  TOTAL +299.0K"
is "diff: the changes, largest first" "$(grep -o '%[a-z][a-z]*' "$out" | tr '\n' ' ')" "%grow %fresh %gone "
lacks "diff: not over a gate it does not have" "$out" "OVER THE GATE"

run "$HLOPEAK" diff "$B1" "$N1" --format json
status "diff --format json" 0
valid "diff --format json" "$out"
is "diff json: schema" "$(jv schema)" "hlopeak/1"
is "diff json: one diff array" "$(grep -c '^  "diff": \[' "$out")" 1
is "diff json: module (the base's name)" "$(jv module)" diff_step
is "diff json: base_file" "$(jv base_file)" "$B1"
is "diff json: new_file" "$(jv new_file)" "$N1"
is "diff json: base_peak_bytes" "$(jv base_peak_bytes)" 612352
is "diff json: new_peak_bytes" "$(jv new_peak_bytes)" 918528
is "diff json: peak_delta_bytes" "$(jv peak_delta_bytes)" 306176
is "diff json: argument_delta_bytes" "$(jv argument_delta_bytes)" 0
is "diff json: output_delta_bytes" "$(jv output_delta_bytes)" 0
is "diff json: alias_delta_bytes" "$(jv alias_delta_bytes)" 0
is "diff json: temp_delta_bytes" "$(jv temp_delta_bytes)" 306176
is "diff json: constant_delta_bytes" "$(jv constant_delta_bytes)" 0
is "diff json: over_gate" "$(jv over_gate)" false
jbuffers > "$tmp/got-buffers"
printf '%s\n' "diff_step grew grow 262144 524288 262144" \
	"diff_step appeared fresh 0 131072 131072" \
	"diff_step vanished gone 87040 0 -87040" > "$tmp/want-buffers"
if cmp -s "$tmp/want-buffers" "$tmp/got-buffers"; then
	ok "diff json: buffers grew/appeared/vanished with their bytes"
else
	bad "diff json: buffers"
	diff "$tmp/want-buffers" "$tmp/got-buffers" | sed 's/^/    | /'
fi
has "diff json: the grown shape" "$out" '"shape": "f32[512,256]{1,0}"'

run "$HLOPEAK" diff "$B1" "$N1" --format md
status "diff --format md" 0
line "diff md: the header" "$out" "| Module | Base | New | Δ | Δ% | Status |"
line "diff md: the row" "$out" '| `diff_step` | 598.0K | 897.0K | +299.0K | +50.0% | grew |'

# the gate, around the growth of +306176 B = +50% exactly: just below
# fails, exactly at and above pass (only MORE than the threshold fails)
for t in 49.9% 49.99% 306175 298.99K 0 0% 1 1%; do
	run "$HLOPEAK" diff "$B1" "$N1" --fail-above "$t"
	status "diff --fail-above $t (below +306176 B, +50%)" 1
	has "diff --fail-above $t: OVER THE GATE" "$out" "diff_step: peak 598.0K -> 897.0K (+299.0K, +50.0%)  OVER THE GATE"
done
for t in 50% 50.0% 306176 299K 299.0K; do
	run "$HLOPEAK" diff "$B1" "$N1" --fail-above "$t"
	status "diff --fail-above $t (exactly the growth)" 0
	lacks "diff --fail-above $t: not over" "$out" "OVER THE GATE"
done
for t in 50.1% 306177 300K 1G 100%; do
	run "$HLOPEAK" diff "$B1" "$N1" --fail-above "$t"
	status "diff --fail-above $t (above the growth)" 0
done
run "$HLOPEAK" diff "$B1" "$N1" --fail-above=49%
status "diff --fail-above=49%" 1
run "$HLOPEAK" diff "$B1" "$N1" --fail-above 49.9% --format json
status "diff --fail-above 49.9% --format json" 1
is "diff json over the gate: over_gate" "$(jv over_gate)" true
run "$HLOPEAK" diff "$B1" "$N1" --fail-above 50% --format json
is "diff json at the gate: over_gate" "$(jv over_gate)" false
run "$HLOPEAK" diff "$B1" "$N1" --fail-above 306175 --format md
status "diff --fail-above 306175 --format md" 1
line "diff md over the gate: the row" "$out" '| `diff_step` | 598.0K | 897.0K | +299.0K | +50.0% | ⛔ over the gate |'
run "$HLOPEAK" diff "$B1" "$N1" --fail-above 306176 --format md
line "diff md at the gate: the row" "$out" '| `diff_step` | 598.0K | 897.0K | +299.0K | +50.0% | grew |'

# a malformed threshold is a usage error (exit 2), as the usage text
# says ("--fail-above 2%|1G"); so is the gate without diff
for t in 2x% -1% -2 abc 1Q '' 2%% 1G% nanK +2K; do
	run "$HLOPEAK" diff "$B1" "$N1" --fail-above "$t"
	status "diff --fail-above '$t' (malformed)" 2
done
# no number at all, or not a finite number: malformed too (sizes reject
# nan, inf and signs: report/budget.c parsesize)
for t in % nan% inf%; do
	run "$HLOPEAK" diff "$B1" "$N1" --fail-above "$t"
	status "diff --fail-above '$t' (malformed: no finite unsigned number)" 2
done
run "$HLOPEAK" diff "$B1" "$N1" --fail-above
status "diff --fail-above without a value" 2
run "$HLOPEAK" peak "$B1" --fail-above 2%
status "peak --fail-above 2% (not diff)" 2
run "$HLOPEAK" check "$B1" --budget 1G --fail-above 1G
status "check --fail-above 1G (not diff)" 2
run "$HLOPEAK" modules "$D" --fail-above 2%
status "modules --fail-above 2% (not diff)" 2
run "$HLOPEAK" diff "$B1"
status "diff with one dump" 2
run "$HLOPEAK" diff "$B1" "$N1" "$N1"
status "diff with three dumps" 2
run "$HLOPEAK" diff "$B1" "$T/bad-binary-garbage.hlo"
status "diff against a module that does not parse" 3
run "$HLOPEAK" diff "$B1" "$tmp/no-such-file.hlo"
status "diff against a missing file" 3

# the other way round: 897.0K -> 598.0K, -306176 = -1/3 = -33.3%;
# grow shrank -262144, gone appeared +87040, fresh vanished -131072;
# a shrinking peak never fails the gate
run "$HLOPEAK" diff "$N1" "$B1" --fail-above 0%
status "diff NEW BASE --fail-above 0% (the peak shrinks)" 0
first "diff NEW BASE: the peak line" "$out" "diff_step: peak 897.0K -> 598.0K (-299.0K, -33.3%)"
line "diff NEW BASE: HLO temp" "$out" "$(printf '    %-10s %10s' 'HLO temp' -299.0K)"
line "diff NEW BASE: gone appeared" "$out" "$(printf '    %10s  %-9s %%%s  %s' +85.0K '(new)' gone 'f32[85,256]{1,0}')"
line "diff NEW BASE: grow shrank" "$out" "$(printf '    %10s  %-9s %%%s  %s' -256.0K '' grow 'f32[256,256]{1,0}')"
line "diff NEW BASE: fresh vanished" "$out" "$(printf '    %10s  %-9s %%%s  %s' -128.0K '(gone)' fresh 'f32[128,256]{1,0}')"
line "diff NEW BASE: TOTAL" "$out" "  TOTAL -299.0K"
run "$HLOPEAK" diff "$N1" "$B1" --fail-above 0 --format json
status "diff NEW BASE --fail-above 0 --format json" 0
is "diff NEW BASE json: peak_delta_bytes (signed)" "$(jv peak_delta_bytes)" -306176
is "diff NEW BASE json: temp_delta_bytes" "$(jv temp_delta_bytes)" -306176
is "diff NEW BASE json: the changes" "$(jbuffers | tr '\n' ';')" \
	"diff_step shrank grow 524288 262144 -262144;diff_step vanished fresh 131072 0 -131072;diff_step appeared gone 0 87040 87040;"
run "$HLOPEAK" diff "$N1" "$B1" --format md
line "diff NEW BASE md: the row" "$out" '| `diff_step` | 897.0K | 598.0K | -299.0K | -33.3% | shrank |'

# a module against itself: no change, and 0 is not more than 0
run "$HLOPEAK" diff "$B1" "$B1" --fail-above 0%
status "diff BASE BASE --fail-above 0%" 0
first "diff BASE BASE: the peak line" "$out" "diff_step: peak 598.0K -> 598.0K (+0B, +0.0%)"
is "diff BASE BASE: only the heading, files and TOTAL" "$(wc -l < "$out" | tr -d ' ')" 4
line "diff BASE BASE: TOTAL" "$out" "  TOTAL +0B"
run "$HLOPEAK" diff "$B1" "$B1" --fail-above 0
status "diff BASE BASE --fail-above 0" 0
run "$HLOPEAK" diff "$B1" "$B1" --format md
line "diff BASE BASE md: the row" "$out" '| `diff_step` | 598.0K | 598.0K | +0B | +0.0% | same |'

# second pair: every instruction renamed (testdata/diff-rename-*.hlo):
# 160.5K -> 144.5K (-16384, -10.0%); transpose.8 matches transpose.3
# by op_name and shape (not listed); slice.9 shares slice.4's op_name
# but not its shape: appeared and vanished, both from model.py:11
B2=$T/diff-rename-base.hlo
N2=$T/diff-rename-new.hlo
run "$HLOPEAK" peak "$B2" --format json
is "diff-rename-base: peak (derived 164352)" "$(jv peak_memory_in_bytes)" 164352
run "$HLOPEAK" peak "$N2" --format json
is "diff-rename-new: peak (derived 147968)" "$(jv peak_memory_in_bytes)" 147968
run "$HLOPEAK" diff "$B2" "$N2" --fail-above 0%
status "diff rename pair --fail-above 0% (shrinks)" 0
first "diff rename: the peak line" "$out" "jit_loss: peak 160.5K -> 144.5K (-16.0K, -10.0%)"
line "diff rename: HLO temp" "$out" "$(printf '    %-10s %10s' 'HLO temp' -16.0K)"
line "diff rename: slice.9 appeared, with its source line" "$out" \
	"$(printf '    %10s  %-9s %%%s  %s  %s' +16.0K '(new)' slice.9 'f32[32,128]{1,0}' model.py:11)"
line "diff rename: slice.4 vanished, with its source line" "$out" \
	"$(printf '    %10s  %-9s %%%s  %s  %s' -32.0K '(gone)' slice.4 'f32[64,128]{1,0}' model.py:11)"
lacks "diff rename: transpose.3/.8 matched by op_name and shape" "$out" "transpose"
lacks "diff rename: the renamed outputs matched by op_name and shape" "$out" "slice.10"
line "diff rename: TOTAL" "$out" "  TOTAL -16.0K"
run "$HLOPEAK" diff "$B2" "$N2" --format json
is "diff rename json: peak_delta_bytes" "$(jv peak_delta_bytes)" -16384
is "diff rename json: the changes" "$(jbuffers | tr '\n' ';')" \
	"jit_loss vanished slice.4 32768 0 -32768;jit_loss appeared slice.9 0 16384 16384;"
has "diff rename json: op_name" "$out" '"op_name": "jit(loss)/slice"'
has "diff rename json: source_line" "$out" '"source_line": 11'

# third pair: twins (testdata/diff-twins-*.hlo): two transposes of one
# op_name and shape, every instruction renamed; each NEW twin pairs with
# the first BASE one not yet paired, so nothing is listed (pairing both
# with the first would leave the second "(gone)")
B3=$T/diff-twins-base.hlo
N3=$T/diff-twins-new.hlo
run "$HLOPEAK" diff "$B3" "$N3"
status "diff twins" 0
line "diff twins: TOTAL" "$out" "  TOTAL +0B"
lacks "diff twins: no twin left unpaired" "$out" "(gone)"
lacks "diff twins: no twin taken for new" "$out" "(new)"
run "$HLOPEAK" peak "$B3" --format json
has "twins: the op_name's escaped quotes decoded, then escaped for JSON" "$out" '"op_name": "jit(loss)/\"t\""'

# ---------------------------------------------------------------------------
# 4. diff of two folders: modules pair by program name (not module name)
#   base: jit_step 0001 after (diff-base; 0000 before is family-14,
#         skipped), jit_loss 0002 after (diff-rename-base), jit_old 0003
#   new:  jit_step 0007 sm_8.0_gpu_ after (diff-grow), jit_loss 0004
#         before only (diff-rename-new), jit_fresh 0009
BD=$tmp/base-dump
ND=$tmp/new-dump
mkdir "$BD" "$ND"
put family-14-tpu-tiling.hlo "$BD/module_0000.jit_step.before_optimizations.txt"
put diff-base.hlo "$BD/module_0001.jit_step.after_optimizations.txt"
put diff-rename-base.hlo "$BD/module_0002.jit_loss.after_optimizations.txt"
put family-01-elementwise.hlo "$BD/module_0003.jit_old.after_optimizations.txt"
put bad-binary-garbage.hlo "$BD/module_0001.jit_step.after_optimizations-buffer-assignment-values.txt"
put diff-grow.hlo "$ND/module_0007.jit_step.sm_8.0_gpu_after_optimizations.txt"
put diff-rename-new.hlo "$ND/module_0004.jit_loss.before_optimizations.txt"
put family-02-forwarding.hlo "$ND/module_0009.jit_fresh.after_optimizations.txt"
put family-05-conditional.hlo "$ND/module_0007.jit_step.0001.simplification.after_dce.txt"

run "$HLOPEAK" diff "$BD" "$ND"
status "diff DIR DIR" 0
line "diff DIR DIR: jit_step paired by program" "$out" "jit_step: peak 598.0K -> 897.0K (+299.0K, +50.0%)"
line "diff DIR DIR: jit_step base file" "$out" "  base $BD/module_0001.jit_step.after_optimizations.txt"
line "diff DIR DIR: jit_step new file" "$out" "  new  $ND/module_0007.jit_step.sm_8.0_gpu_after_optimizations.txt"
line "diff DIR DIR: jit_loss paired (after vs before dump)" "$out" "jit_loss: peak 160.5K -> 144.5K (-16.0K, -10.0%)"
line "diff DIR DIR: jit_loss new file" "$out" "  new  $ND/module_0004.jit_loss.before_optimizations.txt"
line "diff DIR DIR: jit_old only in the base" "$out" \
	"jit_old: only in the base dump ($BD/module_0003.jit_old.after_optimizations.txt)"
line "diff DIR DIR: jit_fresh only in the new" "$out" \
	"jit_fresh: only in the new dump ($ND/module_0009.jit_fresh.after_optimizations.txt)"
is "diff DIR DIR: two TOTAL lines" "$(grep -c '^  TOTAL ' "$out")" 2
lacks "diff DIR DIR: the skipped before dump is not used" "$out" "module_0000"
lacks "diff DIR DIR: per-pass dumps are not modules" "$out" "after_dce"
run "$HLOPEAK" diff "$BD" "$ND" --fail-above 50%
status "diff DIR DIR --fail-above 50% (jit_step grows exactly 50%)" 0
run "$HLOPEAK" diff "$BD" "$ND" --fail-above 49.9%
status "diff DIR DIR --fail-above 49.9%" 1
line "diff DIR DIR over the gate: jit_step" "$out" "jit_step: peak 598.0K -> 897.0K (+299.0K, +50.0%)  OVER THE GATE"
line "diff DIR DIR over the gate: jit_loss is not" "$out" "jit_loss: peak 160.5K -> 144.5K (-16.0K, -10.0%)"
run "$HLOPEAK" diff "$BD" "$ND" --fail-above 306175
status "diff DIR DIR --fail-above 306175" 1
run "$HLOPEAK" diff "$BD" "$ND" --fail-above 306176
status "diff DIR DIR --fail-above 306176" 0
run "$HLOPEAK" diff "$BD" "$ND" --format json
status "diff DIR DIR --format json" 0
valid "diff DIR DIR --format json" "$out"
# the "diff" array holds the paired modules; "unpaired" the programs one side lacks
is "diff DIR DIR json: the paired modules" "$(sed -n '/"unpaired"/q; s/^      "module": "\(.*\)",$/\1/p' "$out" | sort | tr '\n' ' ')" "jit_loss jit_step "
is "diff DIR DIR json: the unpaired programs" "$(sed -n '/"unpaired"/,$ s/^      "module": "\(.*\)",$/\1/p' "$out" | sort | tr '\n' ' ')" "jit_fresh jit_old "
is "diff DIR DIR json: the peak deltas" "$(sed -n 's/^      "peak_delta_bytes": \(.*\),$/\1/p' "$out" | sort -n | tr '\n' ' ')" "-16384 306176 "
run "$HLOPEAK" diff "$BD" "$ND" --format md
line "diff DIR DIR md: jit_step" "$out" '| `jit_step` | 598.0K | 897.0K | +299.0K | +50.0% | grew |'
line "diff DIR DIR md: jit_loss" "$out" '| `jit_loss` | 160.5K | 144.5K | -16.0K | -10.0% | shrank |'
run "$HLOPEAK" diff "$BD" "$ND" -m '^jit_step$' --fail-above 49.9%
status "diff DIR DIR -m jit_step --fail-above 49.9%" 1
lacks "diff DIR DIR -m: jit_loss left out" "$out" "jit_loss"
lacks "diff DIR DIR -m: jit_old left out" "$out" "jit_old"
run "$HLOPEAK" diff "$BD" "$ND" -m '^jit_loss$' --fail-above 0%
status "diff DIR DIR -m jit_loss --fail-above 0%" 0
run "$HLOPEAK" diff "$BD" "$ND" -m 'no_such_program'
status "diff DIR DIR -m matching nothing" 3
# a folder against a file: the file is its own program (its module name)
run "$HLOPEAK" diff "$BD" "$N1" -m '^jit_step$'
status "diff DIR FILE" 0
line "diff DIR FILE: jit_step only in the base" "$out" \
	"jit_step: only in the base dump ($BD/module_0001.jit_step.after_optimizations.txt)"
line "diff DIR FILE: diff_step only in the new" "$out" "diff_step: only in the new dump ($N1)"

# ---------------------------------------------------------------------------
# 5. Calibration: XLA's buffer assignment beside the module.
C=$tmp/calib
mkdir "$C"
# 5.1 diff-base as jit_step; its allocations, derived in diff-base.hlo:
# parameter 262144, output 1024 (maybe-live-out), preallocated temp
# 349184 (grow at 0, gone at 262144); Total 612352.
M1=$C/module_0001.jit_step.after_optimizations
put diff-base.hlo "$M1.txt"
cat > "$M1-buffer-assignment.txt" <<'EOF'
BufferAssignment:
allocation 0: size 262144, parameter 0, shape |f32[256,256]| at ShapeIndex {}:
 value: <0 p @0> (size=262144,offset=0): f32[256,256]{1,0}
allocation 1: size 1024, output shape is |f32[1,256]|, maybe-live-out:
 value: <3 s @0> (size=1024,offset=0): f32[1,256]{1,0}
allocation 2: size 349184, preallocated-temp:
 value: <1 grow @0> (size=262144,offset=0): f32[256,256]{1,0}
 value: <2 gone @0> (size=87040,offset=262144): f32[85,256]{1,0}

Total bytes used: 612352 (598.0KiB)

Used values:
<0 p @0>
 positions:
  p
 uses:
  grow, operand 0
 from instruction: %p = f32[256,256]{1,0} parameter(0)
EOF
run "$HLOPEAK" peak "$M1.txt"
status "peak with a buffer assignment beside" 0
empty "buffer assignment: nothing on stderr" "$err"
cal() {
	printf '    %-10s XLA %10s, hlopeak %10s%s' "$1" "$2" "$3" "${4:+, off by $4}"
}
line "buffer assignment: the block heading" "$out" "  XLA's buffer assignment ($M1-buffer-assignment.txt):"
line "buffer assignment: arguments" "$out" "$(cal arguments 256.0K 256.0K)"
line "buffer assignment: outputs" "$out" "$(cal outputs 1.0K 1.0K)"
line "buffer assignment: alias" "$out" "$(cal alias 0B 0B)"
line "buffer assignment: HLO temp" "$out" "$(cal 'HLO temp' 341.0K 341.0K)"
line "buffer assignment: Total" "$out" "    Total bytes used (XLA): 598.0K"
lacks "buffer assignment: no difference" "$out" "off by"
run "$HLOPEAK" peak "$M1.txt" --format json
status "peak --format json with a buffer assignment" 0
valid "buffer assignment json" "$out"
sed -n '/"xla_buffer_assignment": {/,/}/p' "$out" > "$tmp/xla"
is "json xla_buffer_assignment: file" "$(jv file "$tmp/xla")" "$M1-buffer-assignment.txt"
is "json xla_buffer_assignment: argument_size_in_bytes" "$(jv argument_size_in_bytes "$tmp/xla")" 262144
is "json xla_buffer_assignment: output_size_in_bytes" "$(jv output_size_in_bytes "$tmp/xla")" 1024
is "json xla_buffer_assignment: alias_size_in_bytes" "$(jv alias_size_in_bytes "$tmp/xla")" 0
is "json xla_buffer_assignment: temp_size_in_bytes" "$(jv temp_size_in_bytes "$tmp/xla")" 349184
is "json xla_buffer_assignment: constant_size_in_bytes" "$(jv constant_size_in_bytes "$tmp/xla")" 0
is "json xla_buffer_assignment: total_bytes_used" "$(jv total_bytes_used "$tmp/xla")" 612352
# the same through the folder
run "$HLOPEAK" peak "$C" -m jit_step
line "buffer assignment through the folder: the block" "$out" "  XLA's buffer assignment ($M1-buffer-assignment.txt):"

# 5.2 family-09 (donation) as jit_donate; its allocations, derived in
# family-09-donation.hlo: P = {a, x, z} parameter 0 aliased with the
# output (1024, maybe-live-out, holds the root), b parameter 1 (1024),
# the heap {y} (1024) -> argument 2048, output 1024, alias 1024,
# temp 1024; Total 3072.
M2=$C/module_0002.jit_donate.sm_8.0_gpu_after_optimizations
put family-09-donation.hlo "$M2.txt"
cat > "$M2-buffer-assignment.txt" <<'EOF'
BufferAssignment:
allocation 0: size 1024, parameter 0, shape |f32[16,16]| at ShapeIndex {}, output shape is |f32[16,16]|, maybe-live-out:
 value: <0 a @0> (size=1024,offset=0): f32[16,16]{1,0}
 value: <2 x @0> (size=1024,offset=0): f32[16,16]{1,0}
 value: <4 z @0> (size=1024,offset=0): f32[16,16]{1,0}
allocation 1: size 1024, parameter 1, shape |f32[16,16]| at ShapeIndex {}:
 value: <1 b @0> (size=1024,offset=0): f32[16,16]{1,0}
allocation 2: size 1024, preallocated-temp:
 value: <3 y @0> (size=1024,offset=0): f32[16,16]{1,0}

Total bytes used: 3072 (3.0KiB)
EOF
run "$HLOPEAK" peak "$M2.txt"
status "peak with the donation buffer assignment" 0
line "donation: arguments" "$out" "$(cal arguments 2.0K 2.0K)"
line "donation: outputs" "$out" "$(cal outputs 1.0K 1.0K)"
line "donation: alias" "$out" "$(cal alias 1.0K 1.0K)"
line "donation: HLO temp" "$out" "$(cal 'HLO temp' 1.0K 1.0K)"
line "donation: Total" "$out" "    Total bytes used (XLA): 3.0K"
run "$HLOPEAK" peak "$M2.txt" --format json
sed -n '/"xla_buffer_assignment": {/,/}/p' "$out" > "$tmp/xla"
is "donation json: argument/output/alias/temp/constant/total" \
	"$(for k in argument_size_in_bytes output_size_in_bytes alias_size_in_bytes temp_size_in_bytes constant_size_in_bytes total_bytes_used; do printf '%s ' "$(jv $k "$tmp/xla")"; done)" \
	"2048 1024 1024 1024 0 3072 "

# 5.3 family-10 (constants) as jit_const, a cpu_ dump; derived in
# family-10-constants.hlo: parameter 256, constants 256 and 4, output
# 64, heap 512; Total 1092.
M3=$C/module_0003.jit_const.cpu_after_optimizations
put family-10-constants.hlo "$M3.txt"
cat > "$M3-buffer-assignment.txt" <<'EOF'
BufferAssignment:
allocation 0: size 256, parameter 0, shape |f32[8,8]| at ShapeIndex {}:
 value: <0 a @0> (size=256,offset=0): f32[8,8]{1,0}
allocation 1: size 256, constant:
 value: <1 k @0> (size=256,offset=0): f32[8,8]{1,0}
allocation 2: size 4, constant:
 value: <2 s @0> (size=4,offset=0): f32[]
allocation 3: size 64, output shape is |f32[4,4]|, maybe-live-out:
 value: <6 r @0> (size=64,offset=0): f32[4,4]{1,0}
allocation 4: size 512, preallocated-temp:
 value: <3 m @0> (size=256,offset=0): f32[8,8]{1,0}
 value: <4 bs @0> (size=256,offset=256): f32[8,8]{1,0}
 value: <5 n @0> (size=256,offset=0): f32[8,8]{1,0}

Total bytes used: 1092 (1.1KiB)
EOF
run "$HLOPEAK" peak "$M3.txt" --format json
status "peak with the constants buffer assignment" 0
sed -n '/"xla_buffer_assignment": {/,/}/p' "$out" > "$tmp/xla"
is "constants json: argument/output/alias/temp/constant/total" \
	"$(for k in argument_size_in_bytes output_size_in_bytes alias_size_in_bytes temp_size_in_bytes constant_size_in_bytes total_bytes_used; do printf '%s ' "$(jv $k "$tmp/xla")"; done)" \
	"256 64 0 512 260 1092 "
is "constants json: hlopeak's own constant_size_in_bytes" "$(jv constant_size_in_bytes)" 260

# 5.4 a buffer assignment that disagrees (constructed: XLA's temp 1 KiB
# larger, as with another alignment): the row says by how much
M4=$C/module_0004.jit_off.after_optimizations
put diff-base.hlo "$M4.txt"
sed -e 's/size 349184, preallocated-temp/size 350208, preallocated-temp/' \
	-e 's/Total bytes used: 612352 (598.0KiB)/Total bytes used: 613376 (599.0KiB)/' \
	"$M1-buffer-assignment.txt" > "$M4-buffer-assignment.txt"
run "$HLOPEAK" peak "$M4.txt"
status "peak with a disagreeing buffer assignment" 0
line "disagreeing: HLO temp off by 1.0K" "$out" "$(cal 'HLO temp' 342.0K 341.0K 1.0K)"
line "disagreeing: arguments agree" "$out" "$(cal arguments 256.0K 256.0K)"
line "disagreeing: Total" "$out" "    Total bytes used (XLA): 599.0K"

# 5.5 only a memory-usage report (s7.3): the Total only.  diff-rename-
# base: 65536 + 512 + 98304 = 164352 (160.5K).
M5=$C/module_0005.jit_report.after_optimizations
put diff-rename-base.hlo "$M5.txt"
cat > "$M5-memory-usage-report.txt" <<'EOF'
Total bytes used: 164352 (160.5KiB)

Allocations sorted by size:

cumulative_size; total_size - cumulative_size; allocation
------------------------------------------------------------------------------
   96.0KiB( 60%);    64.5KiB; allocation 2: size 96.0KiB, preallocated-temp:
  160.0KiB(100%);      512B; allocation 0: size 64.0KiB, parameter 0, shape |f32[128,128]| at ShapeIndex {}:
  160.5KiB(100%);        0B; allocation 1: size 512B, output shape is |f32[1,128]|, maybe-live-out:
EOF
run "$HLOPEAK" peak "$M5.txt"
status "peak with a memory-usage report beside" 0
empty "memory-usage report: nothing on stderr" "$err"
line "memory-usage report: the block heading" "$out" "  XLA's buffer assignment ($M5-memory-usage-report.txt):"
line "memory-usage report: Total" "$out" "    Total bytes used (XLA): 160.5K"
lacks "memory-usage report: no category rows" "$out" "    arguments  XLA"
run "$HLOPEAK" peak "$M5.txt" --format json
valid "memory-usage report json" "$out"
sed -n '/"xla_buffer_assignment": {/,/}/p' "$out" > "$tmp/xla"
is "memory-usage report json: file" "$(jv file "$tmp/xla")" "$M5-memory-usage-report.txt"
is "memory-usage report json: total_bytes_used" "$(jv total_bytes_used "$tmp/xla")" 164352
is "memory-usage report json: no category sizes" "$(jcount argument_size_in_bytes "$tmp/xla")" 0

# 5.5b the memory-usage report as the XLA of jaxlib 0.10.2 writes it: its
# total is "Total bytes: N" under the memory space's heading (the same
# module and figure as 5.5)
M6=$C/module_0006.jit_report2.after_optimizations
put diff-rename-base.hlo "$M6.txt"
cat > "$M6-memory-usage-report.txt" <<'EOF'
Memory Space: default (color=0)
Total bytes: 164352 (160.5KiB)
  cumulative_size;       size;       offset; used_by_n_values; shapes_list
  ------------------------------------------------------------
   96.0KiB( 60%);    96.0KiB;            0;                1; f32[192,128]
EOF
run "$HLOPEAK" peak "$M6.txt"
status "peak with a newer memory-usage report beside" 0
empty "newer memory-usage report: nothing on stderr" "$err"
line "newer memory-usage report: Total" "$out" "    Total bytes used (XLA): 160.5K"

# 5.5c the platform in the file names: XLA tags the compiled module of a
# CPU compile "cpu_after_optimizations", and the module before
# optimizations beside it is the same program's.  Both are estimated for
# the CPU (64-byte heap alignment, its backend's rules) unless --target
# says otherwise.  testdata/xla-cpu/cond-s, compiled by XLA:CPU (jaxlib
# 0.10.2, truth.tsv): temp 208 bytes; at the GPU's 256-byte alignment the
# same module's heap is 784.
P=$tmp/cpuplatform
mkdir "$P"
put xla-cpu/cond-s.after_optimizations.hlo "$P/module_0001.jit_cond.cpu_after_optimizations.txt"
put xla-cpu/cond-s.before_optimizations.hlo "$P/module_0001.jit_cond.before_optimizations.txt"
run "$HLOPEAK" peak --format json "$P"
is "cpu-tagged dump: the CPU target" "$(jv target)" cpu
is "cpu-tagged dump: XLA:CPU's temp (truth.tsv)" "$(jv temp_size_in_bytes)" 208
run "$HLOPEAK" peak --format json "$P/module_0001.jit_cond.before_optimizations.txt"
is "before_optimizations beside a cpu-tagged module: the CPU target" "$(jv target)" cpu
run "$HLOPEAK" peak --format json --target gpu "$P"
is "--target gpu over the file name" "$(jv target)" gpu
is "--target gpu: the GPU's alignment" "$(jv temp_size_in_bytes)" 784
# a device preset names its platform: a GPU's (with a GEMM workspace)
# over the file name, a TPU's too
run "$HLOPEAK" peak --format json --device h100 "$P"
is "--device h100 over the file name" "$(jv target)" gpu
run "$HLOPEAK" peak --format json --device tpu-v4 "$P"
is "--device tpu-v4 over the file name" "$(jv target)" tpu
run "$HLOPEAK" peak --format json --device h100 --target cpu "$P"
is "--target cpu over --device h100" "$(jv target)" cpu
# diff reads the folders alike: XLA's 16641 + 256 + 208 = 17105 (16.7K)
run "$HLOPEAK" diff "$P" "$P"
line "diff of cpu-tagged dumps: the CPU's figure" "$out" "jit_cond: peak 16.7K -> 16.7K (+0B, +0.0%)"
mv "$P/module_0001.jit_cond.cpu_after_optimizations.txt" "$P/module_0001.jit_cond.sm_8.0_gpu_after_optimizations.txt"
run "$HLOPEAK" peak --format json "$P/module_0001.jit_cond.before_optimizations.txt"
is "before_optimizations beside a GPU-tagged module: no CPU" "$(jv target)" gpu

# 5.6 garbage side files: a warning on stderr, exit 0, no block
G=$tmp/garbage
mkdir "$G"
for k in 1 2 3 4 5; do
	put diff-base.hlo "$G/module_000$k.jit_g$k.after_optimizations.txt"
done
printf 'hello\nallocation 0: size twelve, parameter 0:\n' > "$G/module_0001.jit_g1.after_optimizations-buffer-assignment.txt"
printf 'BufferAssignment:\nnothing allocated\nTotal bytes used: 10 (10B)\n' > "$G/module_0002.jit_g2.after_optimizations-buffer-assignment.txt"
put bad-binary-garbage.hlo "$G/module_0003.jit_g3.after_optimizations-buffer-assignment.txt"
printf 'Allocations sorted by size:\n' > "$G/module_0004.jit_g4.after_optimizations-memory-usage-report.txt"
: > "$G/module_0005.jit_g5.after_optimizations-memory-usage-report.txt"
for k in 1 2 3 4 5; do
	case $k in
	1 | 2 | 3) side=buffer-assignment ;;
	*) side=memory-usage-report ;;
	esac
	m=$G/module_000$k.jit_g$k.after_optimizations
	run "$HLOPEAK" peak "$m.txt"
	status "garbage $side ($k): peak" 0
	has "garbage $side ($k): a warning" "$err" "$m-$side.txt: warning:"
	lacks "garbage $side ($k): no block" "$out" "XLA's buffer assignment"
	first "garbage $side ($k): the report as without it" "$out" "diff_step: peak 598.0K (unpadded 598.0K)"
	run "$HLOPEAK" peak "$m.txt" --format json
	status "garbage $side ($k): --format json" 0
	is "garbage $side ($k): xla_buffer_assignment is null" "$(jv xla_buffer_assignment)" null
	run "$HLOPEAK" check "$m.txt" --budget 612351
	status "garbage $side ($k): check over budget still fails" 1
done
# a garbage buffer assignment with a good memory-usage report: the report
# still gives the total
M6=$G/module_0006.jit_g6.after_optimizations
put diff-base.hlo "$M6.txt"
printf 'allocation 7: size ?, parameter 0:\n' > "$M6-buffer-assignment.txt"
printf 'Total bytes used: 612352 (598.0KiB)\n' > "$M6-memory-usage-report.txt"
run "$HLOPEAK" peak "$M6.txt"
status "garbage buffer assignment + good report" 0
has "garbage buffer assignment + good report: the warning" "$err" "$M6-buffer-assignment.txt: warning:"
line "garbage buffer assignment + good report: the report's Total" "$out" "    Total bytes used (XLA): 598.0K"
run "$HLOPEAK" peak "$G" --jobs 3
status "peak on the garbage folder" 0
is "peak on the garbage folder: a warning per garbage side file (6)" "$(grep -c ': warning:' "$err")" 6


# ---------------------------------------------------------------------------
# 6. Stages: per-pass dumps (--xla_dump_hlo_pass_re), the latest stage of
# each program, and --stage.
#
# Every module here is the same program of one instruction:
#   HloModule PROGRAM
#   ENTRY %main (p: f32[N]) -> f32[N] { p = parameter(0); ROOT n = negate(p) }
# so argument_size_in_bytes = 4N (one f32[N] parameter allocation; R1,
# R10): N differs per file, so the argument bytes tell which file was
# read.  The after_optimizations module is scheduled; there the output is
# a new live-out allocation of 4N (R7: the parameter's allocation is
# read-only) and nothing else is allocated, so peak_memory_in_bytes = 8N.
#
# Names as xla/service/dump.cc writes them: the step SSSS (%04d) counts
# the dumps of one module id; between passes the suffix is
# SSSS.<pipeline>.after_<pass>.before_<next pass>, during a pass
# SSSS.<pass>.<step name>.
#
# program   file (id, stage)                                        N   4N
# jit_f     0001 before_optimizations                               64  256
#           0001 0000.spmd-partitioning.after_pipeline-start...   128  512
#           0001 0003.spmd-partitioning.after_spmd-partitioner... 192  768
#           0001 0005.layout-assignment.propagated (during a pass) 256 1024
#           0001 0012.simplification.after_algsimp.before_dce     320 1280
#           0002 after_optimizations (scheduled: peak 3072)        384 1536  used
# jit_g     0005 0001.simplification.after_algsimp.before_dce     448 1792
#           0005 9999.late.after_a.before_b                        512 2048
#           0005 10000.late.after_b.before_c                       576 2304  used:
#                steps compare as numbers, and id 0005 is later than
#           0004 20000.late.after_c.before_d                       640 2560
# jit_h     0007 before_optimizations                              704 2816
#           0007 0004.fusion.after_fusion.before_pipeline-end      768 3072  used:
#                a per-pass dump is later than before_optimizations
# jit_k     0009 before_optimizations (its only file)              832 3328  used
# cluster_3_.1234 (a TensorFlow-style name that ends in digits)
#           0011 0002.simplification.after_dce.before_cse          896 3584  used
#           0011 before_optimizations                              960 3840
P=$tmp/stages
mkdir "$P"
# stagemod FILE PROGRAM N [scheduled]
stagemod() {
	printf 'HloModule %s%s\n\nENTRY %%main (p: f32[%s]) -> f32[%s] {\n  %%p = f32[%s]{0} parameter(0)\n  ROOT %%n = f32[%s]{0} negate(%%p)\n}\n' \
		"$2" "${4:+, is_scheduled=true}" "$3" "$3" "$3" "$3" > "$P/$1" || bad "cannot write $1"
}
F1=module_0001.jit_f.before_optimizations.txt
F2=module_0001.jit_f.0000.spmd-partitioning.after_pipeline-start.before_sharding-propagation.txt
F3=module_0001.jit_f.0003.spmd-partitioning.after_spmd-partitioner.before_pipeline-end.txt
F4=module_0001.jit_f.0005.layout-assignment.propagated.txt
F5=module_0001.jit_f.0012.simplification.after_algsimp.before_dce.txt
F6=module_0002.jit_f.after_optimizations.txt
G1=module_0005.jit_g.0001.simplification.after_algsimp.before_dce.txt
G2=module_0005.jit_g.9999.late.after_a.before_b.txt
G3=module_0005.jit_g.10000.late.after_b.before_c.txt
G4=module_0004.jit_g.20000.late.after_c.before_d.txt
H1=module_0007.jit_h.before_optimizations.txt
H2=module_0007.jit_h.0004.fusion.after_fusion.before_pipeline-end.txt
K1=module_0009.jit_k.before_optimizations.txt
C1=module_0011.cluster_3_.1234.0002.simplification.after_dce.before_cse.txt
C2=module_0011.cluster_3_.1234.before_optimizations.txt
stagemod $F1 jit_f 64
stagemod $F2 jit_f 128
stagemod $F3 jit_f 192
stagemod $F4 jit_f 256
stagemod $F5 jit_f 320
stagemod $F6 jit_f 384 scheduled
stagemod $G1 jit_g 448
stagemod $G2 jit_g 512
stagemod $G3 jit_g 576
stagemod $G4 jit_g 640
stagemod $H1 jit_h 704
stagemod $H2 jit_h 768
stagemod $K1 jit_k 832
stagemod $C1 cluster_3_.1234 896
stagemod $C2 cluster_3_.1234 960
# not module dumps: a step of three digits, nothing after the step, no
# program name (XLA drops it from names over 255 bytes), the other forms
# of a per-pass dump, an execution snapshot; garbage, so reading one fails
for f in module_0001.jit_f.012.short.after_x.before_y.txt module_0001.jit_f.0013.txt \
	module_0001.0003.pipe.after_x.before_y.txt \
	module_0001.jit_f.0003.spmd-partitioning.after_spmd-partitioner.before_pipeline-end.dot \
	module_0001.jit_f.0003.spmd-partitioning.after_spmd-partitioner.before_pipeline-end.html \
	module_0001.jit_f.0003.spmd-partitioning.after_spmd-partitioner.before_pipeline-end.hlo.pb \
	module_0001.jit_f.execution_0000.hlo_unoptimized_snapshot.txt; do
	put bad-binary-garbage.hlo "$P/$f"
done

# jrows: "file stage argument_size_in_bytes" of each module of a peak
# --format json report (module keys sit at six spaces), sorted
jrows() {
	awk -F'"' '
	/^      "file":/ { f = $4 }
	/^      "stage": null/ { s = "null"; next }
	/^      "stage":/ { s = $4 }
	/^      "argument_size_in_bytes":/ { a = $3; gsub(/[^0-9]/, "", a); print f, s, a }
	' "$out" | sort
}
# want ROW...: the rows jrows should give, for the folder $P, sorted
want() {
	for r in "$@"; do
		printf '%s\n' "$P/$r"
	done | sort
}
# rows DESC ROW...: jrows is exactly these rows
rows() {
	d=$1
	shift
	want "$@" > "$tmp/want-rows"
	jrows > "$tmp/got-rows"
	if cmp -s "$tmp/want-rows" "$tmp/got-rows"; then
		ok "$d"
	else
		bad "$d"
		diff "$tmp/want-rows" "$tmp/got-rows" | sed 's/^/    | /'
	fi
}

# 6.1 the latest stage of each program
run "$HLOPEAK" peak "$P" --format json
status "stages: peak DIR --format json" 0
valid "stages: peak DIR --format json" "$out"
empty "stages: no warning" "$err"
rows "stages: each program's latest stage, read (file, stage, 4N)" \
	"$F6 after_optimizations 1536" \
	"$G3 10000.late.after_b.before_c 2304" \
	"$H2 0004.fusion.after_fusion.before_pipeline-end 3072" \
	"$K1 before_optimizations 3328" \
	"$C1 0002.simplification.after_dce.before_cse 3584"
run "$HLOPEAK" peak "$P" -m '^jit_f$' --format json
is "stages: jit_f's after dump, scheduled: peak 8N = 3072" "$(jv peak_memory_in_bytes)" 3072

run "$HLOPEAK" modules "$P"
status "stages: modules DIR" 0
empty "stages: modules: nothing on stderr" "$err"
is "stages: modules: the programs" "$(grep -v '^  ' "$out" | tr '\n' ' ')" "cluster_3_.1234 jit_f jit_g jit_h jit_k "
line "stages: modules: jit_f uses its after dump" "$out" "  uses   $P/$F6 (after_optimizations)"
line "stages: modules: jit_f skips the latest per-pass dump" "$out" \
	"  skips  $P/$F5 (0012.simplification.after_algsimp.before_dce: the after_optimizations dump is used)"
line "stages: modules: jit_f skips a dump made during a pass" "$out" \
	"  skips  $P/$F4 (0005.layout-assignment.propagated: the after_optimizations dump is used)"
line "stages: modules: jit_f skips its before dump" "$out" \
	"  skips  $P/$F1 (before_optimizations: the after_optimizations dump is used)"
line "stages: modules: jit_g uses step 10000 of id 0005" "$out" \
	"  uses   $P/$G3 (10000.late.after_b.before_c: the latest per-pass dump; there is no after_optimizations dump)"
line "stages: modules: jit_g skips step 9999" "$out" \
	"  skips  $P/$G2 (9999.late.after_a.before_b: a later per-pass dump is used)"
line "stages: modules: jit_g skips step 20000 of the older id 0004" "$out" \
	"  skips  $P/$G4 (20000.late.after_c.before_d: a later per-pass dump is used)"
line "stages: modules: jit_h uses its per-pass dump" "$out" \
	"  uses   $P/$H2 (0004.fusion.after_fusion.before_pipeline-end: the latest per-pass dump; there is no after_optimizations dump)"
line "stages: modules: jit_h skips its before dump" "$out" \
	"  skips  $P/$H1 (before_optimizations: the later per-pass dump is used)"
line "stages: modules: jit_k uses its before dump" "$out" \
	"  uses   $P/$K1 (before_optimizations: there is no after_optimizations or per-pass dump)"
line "stages: modules: a program name that ends in digits stays whole" "$out" \
	"  uses   $P/$C1 (0002.simplification.after_dce.before_cse: the latest per-pass dump; there is no after_optimizations dump)"
# the order within a program: used first, then latest to earliest
is "stages: modules: jit_f's files in order" \
	"$(sed -n '/^jit_f$/,/^jit_g$/ s|^  [a-z]* *[^ ]*/\([^/ ]*\) (.*|\1|p' "$out" | tr '\n' ' ')" \
	"$F6 $F5 $F4 $F3 $F2 $F1 "
is "stages: modules: 15 module files, once each" \
	"$(sed -n 's|^  [a-z]* *[^ ]*/\([^/ ]*\) (.*|\1|p' "$out" | sort -u | wc -l | tr -d ' ')" 15
lacks "stages: modules: a three-digit step is no step" "$out" "012.short"
lacks "stages: modules: nothing after the step is no stage" "$out" "0013.txt"
lacks "stages: modules: no program name, no module" "$out" "module_0001.0003"
for x in dot html hlo.pb; do
	lacks "stages: modules: .$x is not a module" "$out" "before_pipeline-end.$x"
done
lacks "stages: modules: a snapshot is not a module" "$out" "execution_0000"

# the stage in the text report: the header and the summary
run "$HLOPEAK" peak "$P"
status "stages: peak DIR" 0
hasre "stages: text header of jit_g names its stage" "$out" \
	"^  $P/$G3, stage 10000\.late\.after_b\.before_c, gpu target, "
hasre "stages: text header of jit_f names its stage" "$out" "^  $P/$F6, stage after_optimizations, gpu target, "
# the summary row of jit_f: used = peak 8N = 3072 = 3.0K, unpadded the
# same (no tiled layouts)
line "stages: the summary row of jit_f" "$out" \
	"$(printf '  %10s  %10s unpadded  %-14s %s [%s] (%s)' 3.0K 3.0K '' jit_f after_optimizations "$P/$F6")"
hasre "stages: the summary row of jit_h names its stage" "$out" \
	"^ .* jit_h \[0004\.fusion\.after_fusion\.before_pipeline-end\] ($P/$H2)\$"

# the stage of a file given by itself: what its name says; null for
# other names
run "$HLOPEAK" peak "$P/$F3" --format json
is "stages: a per-pass file given by itself: its stage" "$(jv stage)" \
	"0003.spmd-partitioning.after_spmd-partitioner.before_pipeline-end"
is "stages: a per-pass file given by itself: 4N = 768" "$(jv argument_size_in_bytes)" 768
run "$HLOPEAK" peak "$T/diff-base.hlo" --format json
is "stages: a file without a dump name: stage null" "$(jv stage)" null

# 6.2 --stage after_optimizations and before_optimizations
run "$HLOPEAK" peak "$P" --stage after_optimizations --format json
status "stages: --stage after_optimizations" 0
rows "stages: --stage after_optimizations: jit_f's after dump only" "$F6 after_optimizations 1536"
for p in cluster_3_.1234 jit_g jit_h jit_k; do
	line "stages: --stage after_optimizations: $p is skipped, with a warning" "$err" \
		"$P: warning: $p has no dump at stage 'after_optimizations'; skipped"
done
is "stages: --stage after_optimizations: four warnings" "$(wc -l < "$err" | tr -d ' ')" 4

run "$HLOPEAK" peak "$P" --stage before_optimizations --format json
status "stages: --stage before_optimizations" 0
rows "stages: --stage before_optimizations: the before dumps" \
	"$F1 before_optimizations 256" \
	"$H1 before_optimizations 2816" \
	"$K1 before_optimizations 3328" \
	"$C2 before_optimizations 3840"
is "stages: --stage before_optimizations: jit_g, without one, is warned of" "$(cat "$err")" \
	"$P: warning: jit_g has no dump at stage 'before_optimizations'; skipped"
run "$HLOPEAK" peak "$P" --stage=before_optimizations -m '^jit_f$' --format json
rows "stages: --stage=before_optimizations -m jit_f" "$F1 before_optimizations 256"
empty "stages: -m leaves out the programs it does not match: no warning" "$err"

# 6.3 --stage REGEX: the latest matching per-pass dump
run "$HLOPEAK" peak "$P" --stage spmd-partitioning --format json
status "stages: --stage spmd-partitioning" 0
rows "stages: --stage spmd-partitioning: step 0003 over 0000" \
	"$F3 0003.spmd-partitioning.after_spmd-partitioner.before_pipeline-end 768"
run "$HLOPEAK" peak "$P" --stage after_pipeline-start --format json
rows "stages: --stage after_pipeline-start: step 0000" \
	"$F2 0000.spmd-partitioning.after_pipeline-start.before_sharding-propagation 512"
run "$HLOPEAK" peak "$P" --stage algsimp --format json
rows "stages: --stage algsimp: jit_f's step 0012 and jit_g's step 0001" \
	"$F5 0012.simplification.after_algsimp.before_dce 1280" \
	"$G1 0001.simplification.after_algsimp.before_dce 1792"
run "$HLOPEAK" peak "$P" --stage '\.late\.' --format json
rows "stages: --stage '\\.late\\.': id 0005 step 10000, not id 0004 step 20000" \
	"$G3 10000.late.after_b.before_c 2304"
run "$HLOPEAK" peak "$P" --stage '^0005\.|^0004\.' --format json
rows "stages: --stage '^0005\\.|^0004\\.': an extended expression" \
	"$F4 0005.layout-assignment.propagated 1024" \
	"$H2 0004.fusion.after_fusion.before_pipeline-end 3072"
run "$HLOPEAK" peak "$P" --stage 'optimizations' --format json
status "stages: --stage optimizations (a pattern is matched against per-pass names only)" 3
has "stages: --stage optimizations: says so" "$err" "$P: error: no module dump at stage 'optimizations' in this folder"

run "$HLOPEAK" modules "$P" --stage spmd-partitioning
status "stages: modules --stage spmd-partitioning" 0
empty "stages: modules --stage: no warning (the listing says it)" "$err"
line "stages: modules --stage: jit_f uses step 0003" "$out" \
	"  uses   $P/$F3 (0003.spmd-partitioning.after_spmd-partitioner.before_pipeline-end: --stage spmd-partitioning; the latest match)"
line "stages: modules --stage: jit_f skips step 0000" "$out" \
	"  skips  $P/$F2 (0000.spmd-partitioning.after_pipeline-start.before_sharding-propagation: a later match is used)"
line "stages: modules --stage: jit_f skips its after dump" "$out" \
	"  skips  $P/$F6 (after_optimizations: not at --stage spmd-partitioning)"
is "stages: modules --stage: four programs use nothing" \
	"$(grep -c '^  uses   nothing: no dump at --stage spmd-partitioning$' "$out")" 4
run "$HLOPEAK" modules "$P" --stage before_optimizations -m cluster
line "stages: modules --stage before_optimizations: the cluster's before dump" "$out" \
	"  uses   $P/$C2 (before_optimizations: --stage before_optimizations)"
line "stages: modules --stage before_optimizations: its per-pass dump" "$out" \
	"  skips  $P/$C1 (0002.simplification.after_dce.before_cse: not at --stage before_optimizations)"

# the summary and the gate follow --stage: jit_f at before_optimizations
# reads F1 (4N = 256 B of arguments)
run "$HLOPEAK" peak "$P" --stage before_optimizations -m jit_f
status "stages: peak --stage before_optimizations -m jit_f (text)" 0
hasre "stages: its header names the stage" "$out" "^  $P/$F1, stage before_optimizations, "
line "stages: its arguments, 4N = 256" "$out" "$(printf '    arguments     %10s' 256B)"

# a file given by itself is read as it is, whatever --stage says
run "$HLOPEAK" peak "$P/$F6" --stage algsimp --format json
status "stages: --stage does not apply to a file" 0
rows "stages: --stage with a file: that file" "$F6 after_optimizations 1536"

# 6.4 a stage that no program has; malformed --stage
run "$HLOPEAK" peak "$P" --stage no-such-pass
status "stages: --stage no-such-pass" 3
empty "stages: --stage no-such-pass: no report" "$out"
line "stages: --stage no-such-pass: DIR: error: ..." "$err" \
	"$P: error: no module dump at stage 'no-such-pass' in this folder (hlopeak modules lists the stages)"
run "$HLOPEAK" check "$P" --stage no-such-pass --budget 1G
status "stages: check --stage no-such-pass" 3
run "$HLOPEAK" modules "$P" --stage no-such-pass
status "stages: modules --stage no-such-pass" 3
has "stages: modules --stage no-such-pass: DIR: error:" "$err" "$P: error: no module dump at stage 'no-such-pass'"
is "stages: modules --stage no-such-pass: still lists what there is" \
	"$(grep -c '^  uses   nothing: no dump at --stage no-such-pass$' "$out") $(grep -c '^  skips  ' "$out")" "5 15"
for v in '(' 'a{2,1}' ''; do
	run "$HLOPEAK" peak "$P" --stage "$v"
	status "stages: --stage '$v' (malformed): a usage error" 2
done
run "$HLOPEAK" peak "$P" --stage
status "stages: --stage without a value" 2
# diff pairs each program's file at that stage: jit_f's before dump (F1)
# on both sides; jit_g has no before_optimizations dump and is skipped
run "$HLOPEAK" diff "$P" "$P" --stage before_optimizations --format json
status "stages: diff --stage before_optimizations" 0
has "stages: diff --stage: jit_f's base is its before dump" "$out" "\"base_file\": \"$P/$F1\""
has "stages: diff --stage: jit_f's new is its before dump" "$out" "\"new_file\": \"$P/$F1\""
if grep -q '"module": "jit_g"' "$out"; then
	bad "stages: diff --stage: jit_g (no before dump) is paired"
else
	ok "stages: diff --stage: jit_g (no before dump) is not paired"
fi

summary
