#!/bin/sh
# html.sh: the timeline page renders in a real browser: headless Chromium
# loads it (scripts run) and the rendered DOM must hold the chart (two
# polylines and the peak marker) and the table of buffers at the peak.
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
"$HLOPEAK" timeline "$TESTDATA/train_step_tpu.hlo" --html "$tmp/t.html" > "$tmp/ascii.txt"
check "timeline exits 0 and writes the page" test -s "$tmp/t.html"
check "the ASCII chart marks the peak" grep -q '#' "$tmp/ascii.txt"
timeout 120 "$browser" --headless --no-sandbox --disable-gpu --dump-dom "file://$tmp/t.html" \
	> "$tmp/dom.html" 2> "$tmp/err.txt"
check "chromium renders the page" test -s "$tmp/dom.html"
polylines=$(grep -o '<polyline' "$tmp/dom.html" | wc -l)
check "the chart has the padded and unpadded lines ($polylines)" test "$polylines" -eq 2
check "the chart marks the peak" grep -q '<circle id="peak"' "$tmp/dom.html"
rows=$(grep -o '<tr>' "$tmp/dom.html" | wc -l)
want=$("$HLOPEAK" peak "$TESTDATA/train_step_tpu.hlo" --format json --top 0 | grep -c '"instruction":')
check "the table lists every buffer at the peak ($rows rows for $want buffers + header)" test "$rows" -eq $((want + 1))
check "the hover data names instructions" grep -q '%all-reduce' "$tmp/dom.html"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
