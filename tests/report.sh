#!/bin/sh
# report.sh: the reports and the gate (check, peak, json, md, github,
# timeline) on the hand-made modules testdata/report-*.hlo.
#
# Every expected figure below was derived by hand in the // comments at
# the top of its module (from ../shared/reference/calibration-rules.md
# and memory-semantics.md) and written here as XLA prints sizes: binary
# units with two decimals and a one-letter suffix (22.00M, 1.75G, 3.3K),
# plain bytes with B under 1024.  None was copied from hlopeak's output.
#
# The verdict is XLA:TPU's compile-time OOM sentence (memory-semantics.md
# s7.5): "Ran out of memory in memory space hbm. Used X of Y hbm.
# Exceeded hbm capacity by Z." when Used > budget, else "Fits in memory
# space hbm. Used X of Y hbm. Z left."  Used is peak_memory_in_bytes on
# GPU and argument + output - alias + constant + temp on TPU.
#
# One line per check, then `N passed, N failed`; exit 1 on any failure.
# Needs $HLOPEAK and $TESTDATA (tests/meson.build sets both).

set -u
here=$(dirname "$0")
HLOPEAK=${HLOPEAK:-$here/../build/tools/hlopeak}
TESTDATA=${TESTDATA:-$here/../testdata}

checks=report
. "$here/checks.sh"

# ---------------------------------------------------------------------------
# 1. The verdict of every module over, at and under its budget.
#
# file name Used(bytes) Used(XLA) over-budget (XLA) at... under-budget (XLA)
# unpadded(XLA): all from the derivations at the top of each module;
# over = Used - 1 KiB, under = Used + 1 KiB.
while read -r file name used usedh overb overh underb underh unph; do
	f=$T/$file.hlo
	if [ ! -f "$f" ]; then
		bad "$file.hlo is missing"
		continue
	fi
	for case in over at under; do
		case $case in
		over)
			b=$overb
			want="Ran out of memory in memory space hbm. Used $usedh of $overh hbm. Exceeded hbm capacity by 1.0K."
			wrc=1 wover=true ;;
		at)
			b=$used
			want="Fits in memory space hbm. Used $usedh of $usedh hbm. 0B left."
			wrc=0 wover=false ;;
		under)
			b=$underb
			want="Fits in memory space hbm. Used $usedh of $underh hbm. 1.0K left."
			wrc=0 wover=false ;;
		esac

		run "$HLOPEAK" check "$f" --budget "$b"
		status "$name check --budget $b ($case)" "$wrc"
		first "$name check ($case): the verdict" "$out" "$name ($f): $want"

		run "$HLOPEAK" peak "$f" --budget "$b"
		status "$name peak --budget $b ($case)" "$wrc"
		first "$name peak ($case): the first line" "$out" "$name: peak $usedh (unpadded $unph). $want"

		run "$HLOPEAK" peak "$f" --budget "$b" --format json
		status "$name peak --format json ($case)" "$wrc"
		is "$name json ($case): used_bytes" "$(jv used_bytes)" "$used"
		is "$name json ($case): budget_bytes" "$(jv budget_bytes)" "$b"
		is "$name json ($case): over_budget" "$(jv over_budget)" "$wover"
	done
done <<EOF
report-gpu-small  report_gpu_small  3344       3.3K  2320       2.3K  4368       4.3K  3.3K
report-gpu-mlp    report_gpu_mlp    23068672   22.00M 23067648   22.00M 23069696   22.00M 22.00M
report-gpu-meta   report_gpu_meta   1879048192 1.75G  1879047168 1.75G  1879049216 1.75G  1.75G
report-tpu-pad    report_tpu_pad    11010048   10.50M 11009024   10.50M 11011072   10.50M 5.50M
report-tpu-donate report_tpu_donate 1576960    1.50M  1575936    1.50M  1577984    1.50M  1.50M
EOF

small=$T/report-gpu-small.hlo
mlp=$T/report-gpu-mlp.hlo
meta=$T/report-gpu-meta.hlo
pad=$T/report-tpu-pad.hlo
donate=$T/report-tpu-donate.hlo

# differences that show in the printed sizes
run "$HLOPEAK" check "$mlp" --budget 20M
status "report_gpu_mlp check --budget 20M" 1
first "report_gpu_mlp over by 2 MiB" "$out" \
	"report_gpu_mlp ($mlp): Ran out of memory in memory space hbm. Used 22.00M of 20.00M hbm. Exceeded hbm capacity by 2.00M."
run "$HLOPEAK" check "$meta" --budget 2G
status "report_gpu_meta check --budget 2G" 0
first "report_gpu_meta 256 MiB left" "$out" \
	"report_gpu_meta ($meta): Fits in memory space hbm. Used 1.75G of 2.00G hbm. 256.00M left."
# TPU: Used counts the 16 B tuple table in temp; peak_memory_in_bytes
# (1572864) does not, so a budget of exactly that is 16 B short
run "$HLOPEAK" check "$donate" --budget 1572864
status "report_tpu_donate check --budget peak_memory_in_bytes" 1
first "report_tpu_donate: Used is argument+output-alias+constant+temp, the 4.0K table over peak_memory_in_bytes" "$out" \
	"report_tpu_donate ($donate): Ran out of memory in memory space hbm. Used 1.50M of 1.50M hbm. Exceeded hbm capacity by 4.0K."
run "$HLOPEAK" peak "$donate" --format json
is "report_tpu_donate json: peak_memory_in_bytes (hand-derived)" "$(jv peak_memory_in_bytes)" 1572864
is "report_tpu_donate json: alias_size_in_bytes" "$(jv alias_size_in_bytes)" 524288
is "report_tpu_donate json: temp_size_in_bytes (table + heap)" "$(jv temp_size_in_bytes)" 528384
is "report_tpu_donate json without a budget: budget_bytes" "$(jv budget_bytes)" null
is "report_tpu_donate json without a budget: over_budget" "$(jv over_budget)" null

# several modules: one verdict line each, in argument order; exit 1 if any
# is over.  Budget 1G: only report_gpu_meta (1.75G) is over.
run "$HLOPEAK" check "$small" "$mlp" "$meta" "$pad" "$donate" --budget 1G
status "check of five modules, one over 1G" 1
is "check of five modules: five lines" "$(wc -l < "$out" | tr -d ' ')" 5
is "check of five modules: in argument order" "$(cut -d' ' -f1 "$out" | tr '\n' ' ')" \
	"report_gpu_small report_gpu_mlp report_gpu_meta report_tpu_pad report_tpu_donate "
line "check of five modules: report_gpu_small fits" "$out" \
	"report_gpu_small ($small): Fits in memory space hbm. Used 3.3K of 1.00G hbm. 1024.00M left."
line "check of five modules: report_gpu_meta is over" "$out" \
	"report_gpu_meta ($meta): Ran out of memory in memory space hbm. Used 1.75G of 1.00G hbm. Exceeded hbm capacity by 768.00M."
run "$HLOPEAK" check "$small" "$mlp" "$pad" "$donate" --budget 1G
status "check of four modules that all fit 1G" 0

# ---------------------------------------------------------------------------
# 2. Device presets.  tpu-v4: 32 GiB HBM minus 1.25G reserved = 30.75G
# usable, as XLA:TPU prints it in a real v4 E1000 report ("Used 63.80G of
# 30.75G hbm", erfanzar/EasyDeL#166; memory-semantics.md s7.5).
run "$HLOPEAK" check "$pad" --device tpu-v4
status "check --device tpu-v4" 0
first "check --device tpu-v4 uses 30.75G (33017561088 - 11010048 = 30.74G left)" "$out" \
	"report_tpu_pad ($pad): Fits in memory space hbm. Used 10.50M of 30.75G hbm. 30.74G left."
run "$HLOPEAK" peak "$pad" --device tpu-v4 --format json
is "peak --device tpu-v4 json: budget_bytes = 32 GiB - 1.25 GiB" "$(jv budget_bytes)" 33017561088
run "$HLOPEAK" check --device list
status "--device list" 0
hasre "--device list names tpu-v4 with 30.75G usable" "$out" '^ *tpu-v4 .* 30\.75G usable$'
# the limits XLA:TPU prints in public E1000 reports: v5e "Used 19.22G of
# 15.75G hbm" (v5litepod-1), v6e "Used 46.60G of 31.25G hbm" (v6e-8);
# report/budget.c cites them
hasre "--device list: tpu-v5e usable as XLA prints it, 15.75G" "$out" '^ *tpu-v5e .* 15\.75G usable$'
hasre "--device list: tpu-v6e usable as XLA prints it, 31.25G" "$out" '^ *tpu-v6e .* 31\.25G usable$'
run "$HLOPEAK" check "$pad" --device tpu-v6e
first "check --device tpu-v6e: XLA's sentence with 31.25G (32 GiB - 768 MiB - 10.50M = 31.24G left)" "$out" \
	"report_tpu_pad ($pad): Fits in memory space hbm. Used 10.50M of 31.25G hbm. 31.24G left."
run "$HLOPEAK" check "$pad" --device tpu-v99
status "unknown device" 2
hasre "unknown device: a message" "$err" "unknown device 'tpu-v99'"
run "$HLOPEAK" check "$pad" --budget 1G --device tpu-v4
status "--budget with --device" 2
run "$HLOPEAK" check "$pad" --device tpu-v4 --budget 1G
status "--device with --budget" 2
run "$HLOPEAK" check "$mlp" --reserve 1G --budget 3G
status "--reserve 1G --budget 3G" 0
first "--reserve 1G --budget 3G is a 2G budget" "$out" \
	"report_gpu_mlp ($mlp): Fits in memory space hbm. Used 22.00M of 2.00G hbm. 1.98G left."
run "$HLOPEAK" peak "$mlp" --reserve 1G --budget 3G --format json
is "--reserve 1G --budget 3G: budget_bytes" "$(jv budget_bytes)" 2147483648
run "$HLOPEAK" check "$pad" --device tpu-v4 --reserve 1G
first "--device tpu-v4 --reserve 1G replaces the preset's reserve: 31.00G" "$out" \
	"report_tpu_pad ($pad): Fits in memory space hbm. Used 10.50M of 31.00G hbm. 30.99G left."
run "$HLOPEAK" check "$mlp" --reserve 1G
status "--reserve without --budget or --device" 2
run "$HLOPEAK" check "$mlp" --budget 1G --reserve 2G
status "--reserve larger than --budget" 2
run "$HLOPEAK" check "$mlp"
status "check without a budget" 2

# ---------------------------------------------------------------------------
# 3. Sizes.  Malformed ones are usage errors with a message; "nan" is not
# a size either.
for s in 12Q -5M 1.2.3G '' G 99999999999999999999G nan; do
	run "$HLOPEAK" check "$mlp" --budget "$s"
	status "--budget '$s' is malformed" 2
	hasre "--budget '$s': the message names it" "$err" "^hlopeak: --budget .*'$s'"
done
run "$HLOPEAK" check "$mlp" --reserve 12Q --budget 1G
status "--reserve 12Q is malformed" 2
# well-formed ones: accepted (exit 0 or 1, not 2) with these byte counts
while read -r s bytes; do
	run "$HLOPEAK" peak "$mlp" --budget "$s" --format json
	if [ "$rc" = 0 ] || [ "$rc" = 1 ]; then
		ok "--budget $s accepted"
	else
		bad "--budget $s: exit $rc"
		show "$err"
	fi
	is "--budget $s = $bytes bytes" "$(jv budget_bytes)" "$bytes"
done <<EOF
30.75G 33017561088
40M 41943040
512K 524288
123456 123456
1.5GiB 1610612736
64B 64
EOF
run "$HLOPEAK" check "$mlp" --budget=40M
status "--budget=40M" 0
first "--budget=40M: 18 MiB left" "$out" \
	"report_gpu_mlp ($mlp): Fits in memory space hbm. Used 22.00M of 40.00M hbm. 18.00M left."

# ---------------------------------------------------------------------------
# 4. Options and files in any order
run "$HLOPEAK" check --budget 1G "$meta"
cp "$out" "$tmp/before"
rc1=$rc
status "check --budget 1G FILE: over the budget" 1
run "$HLOPEAK" check "$meta" --budget 1G
is "check --budget 1G FILE and check FILE --budget 1G: same exit" "$rc" "$rc1"
if [ "$rc1" = 1 ] && cmp -s "$out" "$tmp/before" && [ -s "$out" ]; then
	ok "check --budget 1G FILE and check FILE --budget 1G: same output"
else
	bad "check --budget 1G FILE and check FILE --budget 1G differ"
fi
run "$HLOPEAK" check "$small" --budget 1G "$meta"
status "check FILE --budget 1G FILE" 1
is "check FILE --budget 1G FILE: both modules" "$(wc -l < "$out" | tr -d ' ')" 2

# ---------------------------------------------------------------------------
# 5. JSON: structure and identical bytes for identical input
run "$HLOPEAK" peak "$small" "$mlp" "$meta" "$pad" "$donate" --format json --budget 1G
status "json of five modules" 1
rc1=$rc
cp "$out" "$tmp/j1"
first "json starts with {" "$out" "{"
is "json: the schema comes first" "$(sed -n 2p "$out")" '  "schema": "hlopeak/1",'
valid "json of five modules" "$out"
if command -v jq > /dev/null 2>&1; then
	is "json: jq reads five modules" "$(jq '.modules | length' "$out" 2> /dev/null)" 5
	is "json: used_bytes of the five (jq)" "$(jq -c '[.modules[].used_bytes]' "$out" 2> /dev/null)" \
		"[3344,23068672,1879048192,11010048,1576960]"
	is "json: over_budget of the five (jq)" "$(jq -c '[.modules[].over_budget]' "$out" 2> /dev/null)" \
		"[false,false,true,false,false]"
fi
run "$HLOPEAK" peak "$small" "$mlp" "$meta" "$pad" "$donate" --format json --budget 1G
# identical only counts with a report on both sides (the first run's
# status is checked above; two runs failing alike are identical too)
if [ "$rc" = 1 ] && [ "$rc1" = 1 ] && [ -s "$out" ] && cmp -s "$out" "$tmp/j1"; then
	ok "json: two runs give identical bytes"
else
	bad "json: two runs differ (exit $rc1, then $rc)"
fi

# ---------------------------------------------------------------------------
# 6. Markdown: header, one row per module, status as the verdicts
run "$HLOPEAK" peak "$mlp" "$meta" --budget 1G --format md
status "md of two modules, one over" 1
first "md: the header" "$out" "| Module | Peak | Unpadded | Budget | Status |"
is "md: one row per module" "$(grep -c '^| `' "$out")" 2
line "md: report_gpu_mlp fits (as check says)" "$out" '| `report_gpu_mlp` | 22.00M | 22.00M | 1.00G | ✅ fits |'
line "md: report_gpu_meta is over (as check says)" "$out" '| `report_gpu_meta` | 1.75G | 1.75G | 1.00G | ⛔ over budget |'
is "md: a <details> block per module" "$(grep -c '^<details>' "$out")" 2

# ---------------------------------------------------------------------------
# 7. GitHub annotations
run "$HLOPEAK" peak "$meta" --budget 1G --format github
status "github, over budget" 1
hasre "github: ::error on the op's source line (file=/work/model.py,line=42)" "$out" \
	'^::error file=/work/model\.py,line=42[,:]'
has "github: the ::error message holds the verdict" "$out" \
	"Ran out of memory in memory space hbm. Used 1.75G of 1.00G hbm. Exceeded hbm capacity by 768.00M."
run "$HLOPEAK" peak "$meta" --budget 2G --format github
status "github, fits" 0
hasre "github: ::notice on /work/model.py line 42" "$out" '^::notice file=/work/model\.py,line=42[,:]'
has "github: the ::notice message holds the verdict" "$out" \
	"Fits in memory space hbm. Used 1.75G of 2.00G hbm. 256.00M left."
lacks "github: no ::error when it fits" "$out" "::error"
run "$HLOPEAK" peak "$mlp" --budget 1G --format github
hasre "github: without metadata the annotation is on the dump file" "$out" "^::notice file=[^,]*report-gpu-mlp\.hlo[,:]"
lacks "github: without metadata no line=" "$out" "line="
run "$HLOPEAK" peak "$pad" --budget 1G --format github
is "github: tile-padding warnings for the two buffers padding doubles (b, s)" "$(grep -c '^::warning' "$out")" 2
has "github: the 8 MiB buffer holds 4 MiB (2.0x)" "$out" "a buffer of 8.00M holds 4.00M of data (2.0x expansion by tile padding)"

# ---------------------------------------------------------------------------
# 8. The text report
for f in "$small" "$mlp" "$meta" "$pad" "$donate"; do
	run "$HLOPEAK" peak "$f"
	n=$(basename "$f" .hlo)
	status "$n peak" 0
	for section in "Memory breakdown:" "Largest allocations at peak:" "Peak by name scope:" "What to try:"; do
		has "$n text: $section" "$out" "$section"
	done
done
run "$HLOPEAK" peak "$pad"
first "report_tpu_pad without a budget: the first line" "$out" "report_tpu_pad: peak 10.50M (unpadded 5.50M)"
has "report_tpu_pad: padding of b (8M, 4M unpadded)" "$out" "Extra memory due to padding: 4.00M (2.0x expansion)"
has "report_tpu_pad: padding of a (1M, 768K unpadded)" "$out" "Extra memory due to padding: 256.0K (1.3x expansion)"
has "report_tpu_pad: padding of s (1M, 512K unpadded)" "$out" "Extra memory due to padding: 512.0K (2.0x expansion)"
has "report_tpu_pad: the padding advice (5.00M, 2.0x)" "$out" "Tile padding costs 5.00M at the peak; the worst buffer expands 2.0x"
has "report_tpu_pad: HLO temp 9.00M" "$out" "HLO temp           9.00M"
run "$HLOPEAK" peak "$meta"
has "report_gpu_meta: the operator of b" "$out" \
	'Operator: op_name="jit(step)/broadcast_in_dim" source_file="/work/model.py" source_line=42'
hasre "report_gpu_meta scope: jit(step) 1.50G 85.7%" "$out" '^ *jit(step) \{1,\}1\.50G \{1,\}85\.7%$'
hasre "report_gpu_meta scope: broadcast_in_dim 1.00G 57.1%" "$out" '^ *broadcast_in_dim \{1,\}1\.00G \{1,\}57\.1%$'
hasre "report_gpu_meta scope: (no op_name) 256.00M 14.3%" "$out" '^ *(no op_name) \{1,\}256\.00M \{1,\}14\.3%$'
lacks "report_gpu_meta: no padding line on GPU" "$out" "Extra memory due to padding"
run "$HLOPEAK" peak "$donate"
has "report_tpu_donate: outputs share 512.0K with arguments" "$out" "shares 512.0K with arguments"
lacks "report_tpu_donate: no donation advice when a parameter is donated" "$out" "No parameter is donated"
# donation advice is measured: family-17's output can take its parameter:
# a measured candidate, and no unmeasured hint beside it (the hint, for
# modules too large for measured advice, needs an output of a parameter's
# shape: rp_donatable, tests/test_report.c)
run "$HLOPEAK" peak "$T/family-17-prefuse.hlo"
has "family-17: the measured donation" "$out" "parameter 0 (%p, f32[256,256]{1,0}) into output {}"
lacks "family-17: no unmeasured donation hint beside it" "$out" "No parameter is donated"
run "$HLOPEAK" peak "$mlp" -o "$tmp/o.txt"
status "peak -o FILE" 0
first "peak -o FILE writes the report" "$tmp/o.txt" "report_gpu_mlp: peak 22.00M (unpadded 22.00M)"

# ---------------------------------------------------------------------------
# 9. The timeline
# chart rows are "%9s ^" / "%9s |" then one column per step (the modules
# have fewer steps than the chart's width)
chartcols() { # FILE: the distinct 0-based chart columns holding '#'
	awk '{ m = substr($0, 11, 1) }
	     m == "^" || m == "|" {
		s = substr($0, 12)
		for (i = 1; i <= length(s); i++)
			if (substr(s, i, 1) == "#") print i - 1
	     }' "$1" | sort -u | tr '\n' ' '
}
run "$HLOPEAK" timeline "$mlp"
status "timeline" 0
cols=$(chartcols "$out")
is "timeline: exactly one '#' column" "$(echo $cols | wc -w | tr -d ' ')" 1
step=$(sed -n 's/^ *peak: .* at step \([0-9]*\),.*/\1/p' "$out")
is "timeline: the '#' column is the step the peak line names" "$(echo $cols)" "$step"
# report_gpu_mlp: device memory is highest at %c (step 3): params 8M +
# output allocation 2M + d and c 12M = 22M (peak_memory_in_bytes).  At
# step 4, e = exp(c) lives in c's buffer (ShareWith), so step 4 holds 18M;
# counting c and e separately there would give 24M, more than the peak.
hasre "timeline: the peak is at %c, step 3 (where peak_memory_in_bytes is reached)" "$out" \
	'^ *peak: .* at step 3, %c$'
run "$HLOPEAK" timeline "$pad"
status "timeline of the TPU module" 0
is "timeline (tpu): exactly one '#' column" "$(chartcols "$out" | wc -w | tr -d ' ')" 1
hasre "timeline (tpu): the peak is at %b, step 2 (where the 9 MiB of temps are live)" "$out" \
	'^ *peak: .* at step 2, %b$'
# the chart names its module; GPU has no tile padding, so no '.' in the
# legend; a budget the scale can take (at most 1.5x the highest step) is a
# row of '=', one far above is said in a line (22.00M of 59.74G, h100)
first "timeline: the first line names the module and its file" "$out" \
	"report_tpu_pad ($pad): device memory over program order (':' live data, '.' tile padding, '#' the most live at once)"
run "$HLOPEAK" timeline "$mlp" --budget 24M
first "timeline (gpu): no tile padding in the legend, the budget in it" "$out" \
	"report_gpu_mlp ($mlp): device memory over program order (':' live data, '#' the most live at once, '=' the budget)"
hasre "timeline --budget 24M: the budget's row" "$out" '^ *24\.00M =[=:#.]*$'
run "$HLOPEAK" timeline "$mlp" --device h100
hasre "timeline --device h100: the budget far above, said" "$out" \
	'^    budget 59\.74G is above the chart (the peak uses 0\.04% of it)$'
# the bundled TPU step: most live at once 10.60M, the peak 10.63M with the
# six 4.0K tuple tables of its whole heap (testdata/train_step_tpu.md)
run "$HLOPEAK" timeline "$T/train_step_tpu.hlo"
hasre "timeline (tpu): most live at once, labelled" "$out" '^    most live at once: 10\.60M .* at step 25, %all-reduce\.103$'
hasre "timeline (tpu): the one peak, and why it differs" "$out" \
	'^    peak: 10\.63M, the whole HLO temp heap counted, as TPU allocates it for the program$'
# several modules: a chart each, each named
run "$HLOPEAK" timeline "$mlp" "$pad"
is "timeline of two modules: two charts" "$(grep -c 'device memory over program order' "$out")" 2
run "$HLOPEAK" timeline "$mlp" --html "$tmp/t.html"
status "timeline --html FILE" 0
has "timeline --html: an <svg" "$tmp/t.html" "<svg"
has "timeline --html: a <table" "$tmp/t.html" "<table"
run "$HLOPEAK" peak "$mlp" --html "$tmp/p.html"
status "--html with peak" 2
run "$HLOPEAK" check "$mlp" --budget 1G --html "$tmp/c.html"
status "--html with check" 2

# ---------------------------------------------------------------------------
# 10. Input errors exit 3
mkdir "$tmp/empty"
run "$HLOPEAK" check "$tmp/no-such-file.hlo" --budget 1G
status "check of a missing file" 3
hasre "check of a missing file: a message" "$err" "no-such-file.hlo"
run "$HLOPEAK" peak "$tmp/no-such-file.hlo"
status "peak of a missing file" 3
run "$HLOPEAK" check "$tmp/empty" --budget 1G
status "check of a directory without a dump" 3
run "$HLOPEAK" peak "$tmp/empty"
status "peak of a directory without a dump" 3
run "$HLOPEAK" check "$mlp" "$tmp/no-such-file.hlo" --budget 1G
status "check of a good and a missing file" 3
first "check of a good and a missing file: the good one's verdict" "$out" \
	"report_gpu_mlp ($mlp): Fits in memory space hbm. Used 22.00M of 1.00G hbm. 1002.00M left."

# a string with bytes that are not UTF-8 (0xff, 0xfe): kept, one located
# warning, exit 0, and the JSON shows each as U+FFFD
printf 'HloModule m\n\nENTRY e {\n  p = f32[2] parameter(0), metadata={op_name="a\377\376b"}\n  ROOT r = f32[2] negate(p)\n}\n' > "$tmp/utf8.hlo"
run "$HLOPEAK" peak "$tmp/utf8.hlo" --format json
status "peak of a string that is not UTF-8" 0
first "not UTF-8: one located warning" "$err" \
	"$tmp/utf8.hlo:4:48: warning: byte 0xff in a string is not UTF-8; reports show it as U+FFFD"
is "not UTF-8: one warning only" "$(grep -c 'warning:' "$err")" 1
has "not UTF-8: U+FFFD in the JSON" "$out" '"op_name": "a\ufffd\ufffdb"'
valid "not UTF-8" "$out"
# the bad byte after 45 ASCII ones (the scan takes 32 at a time): the
# op_name's first byte is at column 47 above, so this one is at 47 + 45 = 92
printf 'HloModule m\n\nENTRY e {\n  p = f32[2] parameter(0), metadata={op_name="aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\377"}\n  ROOT r = f32[2] negate(p)\n}\n' > "$tmp/utf8b.hlo"
run "$HLOPEAK" peak "$tmp/utf8b.hlo" --format json
first "not UTF-8 after 45 ASCII bytes: located" "$err" \
	"$tmp/utf8b.hlo:4:92: warning: byte 0xff in a string is not UTF-8; reports show it as U+FFFD"

# an unreadable file: exit 3 with its name (root reads anything: skipped)
if [ "$(id -u)" -ne 0 ]; then
	cp "$mlp" "$tmp/unreadable.hlo" && chmod 000 "$tmp/unreadable.hlo"
	run "$HLOPEAK" peak "$tmp/unreadable.hlo"
	status "peak of an unreadable file" 3
	has "unreadable file: named" "$err" "unreadable.hlo"
else
	echo "skip: unreadable file (running as root)"
fi

# a sharded pre-compile module says whose view the sizes are (issue 9:
# "report which devices' view is shown (the largest)")
run "$HLOPEAK" peak "$T/family-16-presplit.hlo"
has "presplit: the largest device's view is named" "$out" "as the device with the largest piece holds it"

# a usage error: exit 2, the problem and a pointer to --help, not the
# whole help (issue 20)
run "$HLOPEAK" peak --bogus "$mlp"
status "usage error" 2
is "usage error: two lines" "$(wc -l < "$err" | tr -d ' ')" 2
first "usage error: the problem first" "$err" "hlopeak: unknown option '--bogus'"
# -o is honoured by every command, and a format a command has no writer
# for is refused (exit 2), not replaced by text (issue 20)
run "$HLOPEAK" diff "$mlp" "$mlp" -o "$tmp/diff.txt"
status "diff -o" 0
is "diff -o: nothing on stdout" "$(wc -c < "$out" | tr -d ' ')" 0
has "diff -o: the file holds the diff" "$tmp/diff.txt" "peak"
mkdir -p "$tmp/dumpdir" && cp "$mlp" "$tmp/dumpdir/module_0001.jit_f.after_optimizations.txt"
run "$HLOPEAK" modules "$tmp/dumpdir" -o "$tmp/modules.txt"
status "modules -o" 0
is "modules -o: nothing on stdout" "$(wc -c < "$out" | tr -d ' ')" 0
has "modules -o: the file lists the program" "$tmp/modules.txt" "jit_f"
run "$HLOPEAK" modules "$tmp/dumpdir" --format json
status "modules --format json: refused" 2
run "$HLOPEAK" diff "$mlp" "$mlp" --format github
status "diff --format github: refused" 2

# over budget mostly by tile padding: that is said first (issue 20).  The
# bundled TPU step is 2.63M over 8M (used 11,144,708 B, testdata/
# train_step_tpu.md "Used"); its padding at the peak (derived in
# testdata/train_step_tpu.md) is most of it, led by f32[1024,1] padded to
# [1024,128], 128x
run "$HLOPEAK" peak "$T/train_step_tpu.hlo" --budget 8M
has "padding first: its share of the overage" "$out" "    - Tile padding costs 2.51M of the 2.63M over budget (f32[1024,1]{1,0:T(8,128)}: 128x)"
is "padding first: before any other advice" "$(sed -n '/What to try:/{n;p;}' "$out" | cut -c1-24)" "    - Tile padding costs"

# --help names each limit's own default (parse.c hlo_defaultlimits)
run "$HLOPEAK" --help
has "help: the rank limit's default" "$out" "(default 64);"
has "help: the depth limit's default" "$out" "brackets and literals (default 2000);"
has "help: the instruction limit's default" "$out" "instructions per module (default 200000000)"

# peak by name scope looks at every scope, not the first 64: 70 parameters
# in 70 top-level scopes, the last one (s69, 64 KiB) the largest, the
# others 4 KiB each; s69 leads with 64K of 64K + 69 x 4K = 340K, 18.8 %
{
	printf 'HloModule scopes, entry_computation_layout={('
	for k in $(seq 0 68); do printf 'f32[1024]{0}, '; done
	printf 'f32[16384]{0})->f32[]}\n\nENTRY e {\n'
	for k in $(seq 0 68); do printf '  p%d = f32[1024]{0} parameter(%d), metadata={op_name="s%d"}\n' "$k" "$k" "$k"; done
	printf '  p69 = f32[16384]{0} parameter(69), metadata={op_name="s69"}\n'
	printf '  ROOT c = f32[] constant(0)\n}\n'
} >"$tmp/scopes.hlo"
run "$HLOPEAK" peak "$tmp/scopes.hlo" --top 1
has "peak by scope: the 70th scope, the largest, leads" "$out" "    s69                                                  64.0K  18.8%"

# the pre-compile rules line names what the target's rules are: on the CPU
# no producer goes into a dot nor a minor-dimension concatenation, cheap
# unary producers are duplicated, YNNPACK's fusions grow from reductions,
# loop invariants are hoisted (licm.c), and the CPU backend adds its
# transposes and slices (family-47)
run "$HLOPEAK" peak --target cpu "$TESTDATA/family-47-cpu-ynn-reduce.hlo"
has "cpu rules: never into a dot" "$out" "never into a dot nor into or out of a concatenation along the minor dimension; YNNPACK's fusions grown from reductions"
has "cpu rules: cheap duplicates" "$out" "any op XLA:CPU calls cheap that reads one large operand or no more than it writes"
has "cpu rules: loop invariants" "$out" "what a loop body computes from values it carries unchanged is computed once before the loop and carried"
has "cpu rules: the CPU backend's additions" "$out" "the CPU backend's additions: transposes before batched dots"
run "$HLOPEAK" peak --target tpu "$TESTDATA/family-47-cpu-ynn-reduce.hlo"
has "tpu rules: no backend additions" "$out" "no backend additions for this target"

summary
