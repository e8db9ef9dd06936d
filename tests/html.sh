#!/bin/sh
# html.sh: the timeline page renders in a real browser: headless Chromium
# loads it (scripts run) and the rendered DOM must hold, per module, the
# stacked chart (an area per kind of memory, y ticks, the peak marker,
# the budget line or the sentence that it is above the chart) and the
# table of buffers at the peak; several modules give one page with a
# section each.
# Exit 77 (skipped) without chromium or the binary.
set -u
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "html.sh: no chromium; skipping"; exit 77; }
[ -x "${HLOPEAK:-}" ] || { echo "html.sh: HLOPEAK is not set" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
check() { # description, command...
	d=$1; shift
	if "$@"; then pass=$((pass + 1)); echo "ok: $d"; else fail=$((fail + 1)); echo "FAIL: $d"; fi
}
render() { # PAGE DOM: the DOM after the page's scripts ran
	timeout 120 "$browser" --headless --no-sandbox --disable-gpu --dump-dom "file://$1" > "$2" 2> "$tmp/err.txt"
}
section() { # K DOM: module section K of a rendered page
	sed -n "/<section class=\"module\" id=\"module-$1\"/,/<\/section>/p" "$2"
}
count() { # PATTERN: its occurrences on stdin
	grep -o "$1" | wc -l | tr -d ' '
}
has() { # PATTERN FILE
	grep -q "$1" "$2"
}
lacks() { # PATTERN FILE
	! grep -q "$1" "$2"
}
tpu=$TESTDATA/train_step_tpu.hlo
gpu=$TESTDATA/report-gpu-mlp.hlo
want=$("$HLOPEAK" peak "$tpu" --format json --top 0 | grep -c '"instruction":')
wantgpu=$("$HLOPEAK" peak "$gpu" --format json --top 0 | grep -c '"instruction":')

# one TPU module against a device whose memory is far above its peak
"$HLOPEAK" timeline "$tpu" --device tpu-v4 --html "$tmp/t.html" > "$tmp/ascii.txt"
check "timeline --device tpu-v4 exits 0 and writes the page" test -s "$tmp/t.html"
check "the ASCII chart marks the peak" grep -q '#' "$tmp/ascii.txt"
render "$tmp/t.html" "$tmp/dom.html"
check "chromium renders the page" test -s "$tmp/dom.html"
for s in args outputs constants temps padding; do
	check "the chart has a stacked area for $s" has "<path class=\"area-$s\"" "$tmp/dom.html"
done
ticks=$(count 'class="tick ytick"' < "$tmp/dom.html")
check "the y axis has 4 to 6 labelled ticks ($ticks)" test "$ticks" -ge 4 -a "$ticks" -le 6
check "the y ticks are in XLA's units" has 'class="tick ytick"[^>]*>[0-9.]*M<' "$tmp/dom.html"
check "the x axis has step ticks" has 'class="tick xtick"' "$tmp/dom.html"
check "the chart marks the peak" has '<circle class="peak" id="peak-0"' "$tmp/dom.html"
check "the headline states the peak" has '<strong>peak [0-9.]*M</strong>' "$tmp/dom.html"
check "a budget far above the chart is not drawn" lacks 'class="budget"' "$tmp/dom.html"
check "a budget far above the chart is said under it" \
	has 'budget 30.75G is above the chart (the peak uses [0-9.]*% of it)' "$tmp/dom.html"
rows=$(count '<tr' < "$tmp/dom.html")
check "the table lists every buffer at the peak ($rows rows for $want buffers + header)" test "$rows" -eq $((want + 1))
check "the hover data names instructions" has '%all-reduce' "$tmp/dom.html"

# the same with a budget close to the peak: the line is drawn
"$HLOPEAK" timeline "$tpu" --budget 12M --html "$tmp/b.html" > /dev/null
check "timeline --budget 12M exits 0 and writes the page" test -s "$tmp/b.html"
render "$tmp/b.html" "$tmp/domb.html"
check "chromium renders the page with a budget" test -s "$tmp/domb.html"
check "the budget is a line on the chart" has '<line class="budget" id="budget-0"' "$tmp/domb.html"
check "the budget line is labelled" has '>budget 12.00M<' "$tmp/domb.html"
check "a budget on the chart is not said to be above it" lacks 'is above the chart' "$tmp/domb.html"
areas=$(count '<path class="area-' < "$tmp/domb.html")
check "the chart has the five stacked areas ($areas)" test "$areas" -eq 5
ticks=$(count 'class="tick ytick"' < "$tmp/domb.html")
check "the y axis has 4 to 6 labelled ticks ($ticks)" test "$ticks" -ge 4 -a "$ticks" -le 6
check "the chart marks the peak" has '<circle class="peak" id="peak-0"' "$tmp/domb.html"
rows=$(count '<tr' < "$tmp/domb.html")
check "the table lists every buffer at the peak ($rows rows)" test "$rows" -eq $((want + 1))

# two files: one page, a section each, in argument order
"$HLOPEAK" timeline "$tpu" "$gpu" --html "$tmp/p.html" > "$tmp/ascii2.txt"
check "timeline of two files exits 0 and writes one page" test -s "$tmp/p.html"
charts=$(grep -c '^ *peak: ' "$tmp/ascii2.txt")
check "each file gets its ASCII chart ($charts)" test "$charts" -eq 2
render "$tmp/p.html" "$tmp/domp.html"
check "chromium renders the page of two modules" test -s "$tmp/domp.html"
check "the page's title counts the modules" has '<title>hlopeak: 2 modules</title>' "$tmp/domp.html"
sections=$(count '<section class="module"' < "$tmp/domp.html")
check "the page has two sections ($sections)" test "$sections" -eq 2
section 0 "$tmp/domp.html" > "$tmp/s0.html"
section 1 "$tmp/domp.html" > "$tmp/s1.html"
check "the first section is the TPU module's, named with its file" has 'jit_train_step.*train_step_tpu.hlo' "$tmp/s0.html"
check "the second section is the GPU module's, named with its file" has 'report_gpu_mlp.*report-gpu-mlp.hlo' "$tmp/s1.html"
for k in 0 1; do
	check "section $k has its chart" has "<svg class=\"chart\" id=\"chart-$k\"" "$tmp/s$k.html"
	check "section $k marks its peak" has "<circle class=\"peak\" id=\"peak-$k\"" "$tmp/s$k.html"
	check "section $k has its table" has "<table class=\"buffers\" id=\"buffers-$k\"" "$tmp/s$k.html"
done
check "the TPU section has a tile padding area" has '<path class="area-padding"' "$tmp/s0.html"
check "the GPU section has no tile padding area" lacks 'area-padding' "$tmp/s1.html"
check "the GPU section has the other four areas" test "$(count '<path class="area-' < "$tmp/s1.html")" -eq 4
rows=$(count '<tr' < "$tmp/s0.html")
check "the TPU table lists every buffer at its peak ($rows rows)" test "$rows" -eq $((want + 1))
rows=$(count '<tr' < "$tmp/s1.html")
check "the GPU table lists every buffer at its peak ($rows rows for $wantgpu buffers + header)" \
	test "$rows" -eq $((wantgpu + 1))
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
