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
checks=expect
. "$here/checks.sh"
min_files=14
files=0

for f in "$TESTDATA"/family-*.hlo; do
	[ -f "$f" ] || continue
	files=$((files + 1))
	name=$(basename "$f")
	args=$(sed -n 's|^//[[:space:]]*ARGS[[:space:]]\{1,\}||p' "$f" | tr '\n' ' ')
	wanted=$(sed -n 's|^//[[:space:]]*EXPECT[[:space:]]\{1,\}\([A-Za-z_][A-Za-z0-9_]*\)=\([^[:space:]]*\).*|\1 \2|p' "$f")
	if [ -z "$wanted" ]; then
		bad "$name: no // EXPECT lines"
		continue
	fi
	st=0
	set -f	# ARGS are split on blanks, never globbed
	# shellcheck disable=SC2086
	"$HLOPEAK" peak --format json $args "$f" >"$out" 2>"$err" || st=$?
	set +f
	if [ "$st" -ne 0 ]; then
		msg=$(head -n 1 "$err")
		n=$(printf '%s\n' "$wanted" | wc -l)
		i=0
		while [ "$i" -lt "$n" ]; do
			i=$((i + 1))
			bad "$name: hlopeak exited $st${msg:+: $msg}"
		done
		continue
	fi
	while read -r key want; do
		[ -n "$key" ] || continue
		got=$(jv "$key")
		if [ "$got" = "$want" ]; then
			ok "$name $key=$want"
		else
			bad "$name $key: want $want, got ${got:-nothing}"
		fi
	done <<EOF
$wanted
EOF
done

if [ "$files" -lt "$min_files" ]; then
	bad "only $files family files in $TESTDATA (need at least $min_files)"
fi
summary
