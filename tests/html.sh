#!/bin/sh
# html.sh: the timeline page renders in a real browser: headless Chromium
# loads it (scripts run) and the rendered DOM must hold, per module, the
# stacked chart (an area per kind of memory, y ticks, the peak marker,
# the budget line or the sentence that it is above the chart) and the
# table of buffers at the peak; several modules give one page with a
# section each.
# Exit 77 (skipped) without chromium or the binary.
set -u
checks=html
. "$(dirname "$0")/checks.sh"
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || skip "no chromium"
render() { # PAGE DOM: the DOM after the page's scripts ran
	timeout 120 "$browser" --headless --no-sandbox --disable-gpu --dump-dom "file://$1" > "$2" 2> "$tmp/err.txt"
}
section() { # K DOM: module section K of a rendered page
	sed -n "/<section class=\"module\" id=\"module-$1\"/,/<\/section>/p" "$2"
}
count() { # PATTERN: its occurrences on stdin
	grep -o "$1" | wc -l | tr -d ' '
}
tpu=$TESTDATA/train_step_tpu.hlo
gpu=$TESTDATA/report-gpu-mlp.hlo
want=$("$HLOPEAK" peak "$tpu" --format json --top 0 | grep -c '"instruction":')
wantgpu=$("$HLOPEAK" peak "$gpu" --format json --top 0 | grep -c '"instruction":')

# one TPU module against a device whose memory is far above its peak
"$HLOPEAK" timeline "$tpu" --device tpu-v4 --html "$tmp/t.html" > "$tmp/ascii.txt"
holds "timeline --device tpu-v4 exits 0 and writes the page" test -s "$tmp/t.html"
hasre "the ASCII chart marks the peak" "$tmp/ascii.txt" '#'
render "$tmp/t.html" "$tmp/dom.html"
holds "chromium renders the page" test -s "$tmp/dom.html"
for s in args outputs constants temps padding; do
	hasre "the chart has a stacked area for $s" "$tmp/dom.html" "<path class=\"area-$s\""
done
ticks=$(count 'class="tick ytick"' < "$tmp/dom.html")
holds "the y axis has 4 to 6 labelled ticks ($ticks)" test "$ticks" -ge 4 -a "$ticks" -le 6
hasre "the y ticks are in XLA's units" "$tmp/dom.html" 'class="tick ytick"[^>]*>[0-9.]*M<'
hasre "the x axis has step ticks" "$tmp/dom.html" 'class="tick xtick"'
hasre "the chart marks the peak" "$tmp/dom.html" '<circle class="peak" id="peak-0"'
hasre "the headline states the peak" "$tmp/dom.html" '<strong>peak [0-9.]*M</strong>'
lacks "a budget far above the chart is not drawn" "$tmp/dom.html" 'class="budget"'
hasre "a budget far above the chart is said under it" "$tmp/dom.html" \
	'budget 30.75G is above the chart (the peak uses [0-9.]*% of it)'
rows=$(count '<tr' < "$tmp/dom.html")
holds "the table lists every buffer at the peak ($rows rows for $want buffers + header)" test "$rows" -eq $((want + 1))
hasre "the hover data names instructions" "$tmp/dom.html" '%all-reduce'

# the same with a budget close to the peak: the line is drawn
"$HLOPEAK" timeline "$tpu" --budget 12M --html "$tmp/b.html" > /dev/null
holds "timeline --budget 12M exits 0 and writes the page" test -s "$tmp/b.html"
render "$tmp/b.html" "$tmp/domb.html"
holds "chromium renders the page with a budget" test -s "$tmp/domb.html"
hasre "the budget is a line on the chart" "$tmp/domb.html" '<line class="budget" id="budget-0"'
hasre "the budget line is labelled" "$tmp/domb.html" '>budget 12.00M<'
lacks "a budget on the chart is not said to be above it" "$tmp/domb.html" 'is above the chart'
areas=$(count '<path class="area-' < "$tmp/domb.html")
holds "the chart has the five stacked areas ($areas)" test "$areas" -eq 5
ticks=$(count 'class="tick ytick"' < "$tmp/domb.html")
holds "the y axis has 4 to 6 labelled ticks ($ticks)" test "$ticks" -ge 4 -a "$ticks" -le 6
hasre "the chart marks the peak" "$tmp/domb.html" '<circle class="peak" id="peak-0"'
rows=$(count '<tr' < "$tmp/domb.html")
holds "the table lists every buffer at the peak ($rows rows)" test "$rows" -eq $((want + 1))

# two files: one page, a section each, in argument order
"$HLOPEAK" timeline "$tpu" "$gpu" --html "$tmp/p.html" > "$tmp/ascii2.txt"
holds "timeline of two files exits 0 and writes one page" test -s "$tmp/p.html"
charts=$(grep -c '^ *peak: ' "$tmp/ascii2.txt")
holds "each file gets its ASCII chart ($charts)" test "$charts" -eq 2
render "$tmp/p.html" "$tmp/domp.html"
holds "chromium renders the page of two modules" test -s "$tmp/domp.html"
hasre "the page's title counts the modules" "$tmp/domp.html" '<title>hlopeak: 2 modules</title>'
sections=$(count '<section class="module"' < "$tmp/domp.html")
holds "the page has two sections ($sections)" test "$sections" -eq 2
section 0 "$tmp/domp.html" > "$tmp/s0.html"
section 1 "$tmp/domp.html" > "$tmp/s1.html"
hasre "the first section is the TPU module's, named with its file" "$tmp/s0.html" 'jit_train_step.*train_step_tpu.hlo'
hasre "the second section is the GPU module's, named with its file" "$tmp/s1.html" 'report_gpu_mlp.*report-gpu-mlp.hlo'
for k in 0 1; do
	hasre "section $k has its chart" "$tmp/s$k.html" "<svg class=\"chart\" id=\"chart-$k\""
	hasre "section $k marks its peak" "$tmp/s$k.html" "<circle class=\"peak\" id=\"peak-$k\""
	hasre "section $k has its table" "$tmp/s$k.html" "<table class=\"buffers\" id=\"buffers-$k\""
done
hasre "the TPU section has a tile padding area" "$tmp/s0.html" '<path class="area-padding"'
lacks "the GPU section has no tile padding area" "$tmp/s1.html" 'area-padding'
holds "the GPU section has the other four areas" test "$(count '<path class="area-' < "$tmp/s1.html")" -eq 4
rows=$(count '<tr' < "$tmp/s0.html")
holds "the TPU table lists every buffer at its peak ($rows rows)" test "$rows" -eq $((want + 1))
rows=$(count '<tr' < "$tmp/s1.html")
holds "the GPU table lists every buffer at its peak ($rows rows for $wantgpu buffers + header)" \
	test "$rows" -eq $((wantgpu + 1))
summary
