#!/bin/sh
# readme.sh: every example output in README.md is what the program prints
# today.  Two forms are checked:
#   `hlopeak ARGS`:          a line of its own, then a ``` block: the block
#                            is the whole output of `hlopeak ARGS`;
#   ```                      a block whose first line is "$ hlopeak ARGS":
#   $ hlopeak ARGS           the lines after it, up to the closing ```, are
#   ...                      its whole output.
# Commands run from the source root (README's paths are relative to it).
# Needs $HLOPEAK and $TESTDATA (tests/meson.build sets both).
set -u
checks=readme
. "$(dirname "$0")/checks.sh"
root=$(cd "$(dirname "$0")/.." && pwd)
readme=$root/README.md
n=0

# split README into one case per example: $tmp/case.N.cmd and .want
awk -v dir="$tmp" '
	function emit() { n++; print cmd > (dir "/case." n ".cmd"); close(dir "/case." n ".cmd")
	                  printf "%s", body > (dir "/case." n ".want"); close(dir "/case." n ".want") }
	inblock == 0 && /^`hlopeak [^`]*`:?$/ { c = $0; sub(/^`/, "", c); sub(/`:?$/, "", c); pending = c; next }
	inblock == 0 && /^```/ { inblock = 1; body = ""; cmd = pending; pending = ""; first = 1; next }
	inblock == 1 && /^```/ { if (cmd != "") emit(); inblock = 0; cmd = ""; next }
	inblock == 1 {
		if (first && cmd == "" && $0 ~ /^\$ hlopeak /) { cmd = substr($0, 3); first = 0; next }
		first = 0; body = body $0 "\n"; next
	}
	{ if ($0 != "") pending = "" }
' "$readme"

for c in "$tmp"/case.*.cmd; do
	[ -f "$c" ] || continue
	n=$((n + 1))
	cmd=$(cat "$c")
	want=${c%.cmd}.want
	# shellcheck disable=SC2086
	(cd "$root" && set -f && "$HLOPEAK" ${cmd#hlopeak }) > "$tmp/got" 2>&1
	# an example shows some output: an empty block would match a command
	# that prints nothing because it failed
	if [ -s "$want" ] && cmp -s "$tmp/got" "$want"; then
		ok "README example '$cmd'"
	else
		bad "README example '$cmd' differs from what it prints:"
		diff "$want" "$tmp/got" | head -n 20 | sed 's/^/    /'
	fi
done
[ "$n" -ge 2 ] || bad "only $n README examples found"
summary
