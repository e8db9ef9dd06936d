#!/bin/sh
# expect.sh: hand-derived figures of the testdata/family-*.hlo modules.
#
# Each family file opens with // comments that derive its figures by hand
# from ../shared/reference (calibration-rules.md R1-R14), then lists them:
#   // EXPECT key=value     one JSON key of the module's report
#   // ARGS --target tpu    extra command-line arguments (optional)
# For every file this runs `$HLOPEAK peak --format json [ARGS] FILE` and
# compares each EXPECT key with the report's `"key": value` (numbers or
# strings).  One line per check, then `N passed, N failed`; exit 1 on any
# failure or when fewer than 14 family files are found.
#
# Needs $HLOPEAK and $TESTDATA (tests/meson.build sets both).

here=$(dirname "$0")
HLOPEAK=${HLOPEAK:-$here/../build/tools/hlopeak}
TESTDATA=${TESTDATA:-$here/../testdata}
min_files=14

if [ ! -x "$HLOPEAK" ]; then
	echo "expect: HLOPEAK is not set to the hlopeak executable" >&2
	exit 1
fi

pass=0
fail=0
files=0
tmp=${TMPDIR:-/tmp}/hlopeak-expect.$$
trap 'rm -f "$tmp" "$tmp.err"' EXIT
trap 'exit 1' INT TERM

ok() {
	pass=$((pass + 1))
	echo "PASS $*"
}

bad() {
	fail=$((fail + 1))
	echo "FAIL $*"
}

# value KEY: the first `"KEY": VALUE` of the report in $tmp (one key per
# line), quotes and trailing comma removed; empty if absent
value() {
	sed -n "s/^[[:space:]]*\"$1\":[[:space:]]*\"\{0,1\}\([^\",]*\)\"\{0,1\},\{0,1\}[[:space:]]*\$/\1/p" "$tmp" |
		head -n 1
}

for f in "$TESTDATA"/family-*.hlo; do
	[ -f "$f" ] || continue
	files=$((files + 1))
	name=$(basename "$f")
	args=$(sed -n 's|^//[[:space:]]*ARGS[[:space:]]\{1,\}||p' "$f" | tr '\n' ' ')
	checks=$(sed -n 's|^//[[:space:]]*EXPECT[[:space:]]\{1,\}\([A-Za-z_][A-Za-z0-9_]*\)=\([^[:space:]]*\).*|\1 \2|p' "$f")
	if [ -z "$checks" ]; then
		bad "$name: no // EXPECT lines"
		continue
	fi
	# shellcheck disable=SC2086
	status=0
	set -f	# ARGS are split on blanks, never globbed
	"$HLOPEAK" peak --format json $args "$f" >"$tmp" 2>"$tmp.err" || status=$?
	set +f
	if [ "$status" -ne 0 ]; then
		msg=$(head -n 1 "$tmp.err")
		n=$(printf '%s\n' "$checks" | wc -l)
		i=0
		while [ "$i" -lt "$n" ]; do
			i=$((i + 1))
			bad "$name: hlopeak exited $status${msg:+: $msg}"
		done
		continue
	fi
	while read -r key want; do
		[ -n "$key" ] || continue
		got=$(value "$key")
		if [ "$got" = "$want" ]; then
			ok "$name $key=$want"
		else
			bad "$name $key: want $want, got ${got:-nothing}"
		fi
	done <<EOF
$checks
EOF
done

if [ "$files" -lt "$min_files" ]; then
	bad "only $files family files in $TESTDATA (need at least $min_files)"
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
