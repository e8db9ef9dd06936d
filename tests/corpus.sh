#!/bin/sh
# corpus.sh: run hlopeak over the shared corpus (../shared/corpus).
#
#   real/, truth/       every module parses (exit 0), except the copies that
#                       real/INDEX.tsv marks truncated: those exit 3 with a
#                       FILE:LINE:COL: error: line on stderr
#   xla-parser-tests/   every `ok` vector that is not single-instruction text
#                       parses, except the forms listed below; every `bad`
#                       vector of error_class syntax or vocabulary exits 3
#                       under --strict
#   all of them         no run exits above 3 or by a signal
#
# Environment: HLOPEAK (the binary), SHARED (the shared directory).
# Exit 77 (meson: skipped) when the corpus is absent; 1 if any check failed.
set -u
checks=corpus
. "$(dirname "$0")/checks.sh"

# Hand-written test-only HLO that hlopeak deliberately does not read (never
# found in dumps).  One line each: FILE|what stderr must say|why.  A listed
# vector that starts parsing, or fails for another reason, is a failure, so
# the list stays true.
EXCEPTIONS=''

corpus=${SHARED:-}/corpus
if [ -z "${SHARED:-}" ] || [ ! -d "$corpus" ]; then
	skip "no corpus at '$corpus'"
fi

skipped=0

# tryrun ARGS...: hlopeak with these arguments (checks.sh's run: $rc its
# status, $err its stderr); a status above 3 or a signal is a failure
# whatever the caller expected (1, and a FAIL line)
tryrun() {
	run "$HLOPEAK" "$@"
	if [ "$rc" -ge 128 ]; then
		bad "$*: killed by signal $((rc - 128))"
		return 1
	fi
	if [ "$rc" -gt 3 ]; then
		bad "$*: exit status $rc"
		return 1
	fi
	return 0
}

firsterr() { head -n 1 "$err"; }

# does stderr hold a line PATH:LINE:COL: error: ... for this path?
haspos() {
	awk -v p="$1:" 'index($0, p) == 1 && substr($0, length(p) + 1) ~ /^[0-9]+:[0-9]+: error: / { n++ }
		END { exit !n }' "$err"
}

# ---- real modules and modules with known memory figures -------------------
truncated=$(awk -F '\t' 'NR > 1 && $7 == "yes" { print $1 }' "$corpus/real/INDEX.tsv")

for f in "$corpus"/real/*.hlo "$corpus"/truth/*.hlo; do
	[ -e "$f" ] || continue
	base=${f##*/}
	if printf '%s\n' "$truncated" | grep -qxF "$base"; then
		tryrun peak "$f" || continue
		if [ "$rc" -ne 3 ]; then
			bad "$f: truncated copy exits $rc, want 3"
		elif ! haspos "$f"; then
			bad "$f: no FILE:LINE:COL: error: line: $(firsterr)"
		else
			ok "$f: truncated copy: exit 3 with a located error"
		fi
	else
		tryrun peak "$f" || continue
		if [ "$rc" -eq 0 ]; then
			ok "$f: parses"
		else
			bad "$f: exit $rc: $(firsterr)"
		fi
	fi
done

# ---- XLA's parser tests ----------------------------------------------------
xla=$corpus/xla-parser-tests

# file|expectation|error_class|single (fields may be empty; '|' keeps them)
vectors=$(awk -F '\t' 'NR > 1 {
	print $1 "|" $2 "|" $7 "|" (index($8, "single-instruction") ? "single" : "") }' "$xla/INDEX.tsv")

# the line of EXCEPTIONS for a file, if any
exception() {
	printf '%s\n' "$EXCEPTIONS" | awk -F '|' -v f="$1" '$1 == f'
}

# every listed exception must still be an ok vector of the index
while IFS='|' read -r file want why; do
	[ -n "$file" ] || continue
	if printf '%s\n' "$vectors" | awk -F '|' -v f="$file" '$1 == f && $2 == "ok" { n++ } END { exit !n }'; then
		ok "$file: an exception, still an ok vector of INDEX.tsv"
	else
		bad "$file: listed as an exception ($why) but not an ok vector of INDEX.tsv"
	fi
done <<EOF
$EXCEPTIONS
EOF

while IFS='|' read -r file expect class single; do
	f=$xla/$file
	if [ ! -e "$f" ]; then
		bad "$f: listed in INDEX.tsv but missing"
		continue
	fi
	case $expect in
	ok)
		tryrun peak "$f" || continue
		[ -n "$single" ] && { ok "$f: single-instruction ok vector, exit $rc"; continue; }   # only the status check
		line=$(exception "$file")
		if [ -n "$line" ]; then
			want=${line#*|}
			why=${want#*|}
			want=${want%%|*}
			if [ "$rc" -eq 0 ]; then
				bad "$f: listed as unsupported ($why) but parses now; remove it from the list"
			elif ! grep -qF -- "$want" "$err"; then
				bad "$f: listed as unsupported ($why) but fails otherwise: $(firsterr)"
			else
				skipped=$((skipped + 1))
				echo "SKIP $file: $why"
			fi
		elif [ "$rc" -eq 0 ]; then
			ok "$f: ok vector parses"
		else
			bad "$f: exit $rc: $(firsterr)"
		fi
		;;
	bad)
		case $class in
		syntax | vocabulary)
			tryrun peak --strict "$f" || continue
			if [ "$rc" -eq 3 ]; then
				ok "$f: $class error, --strict exits 3"
			else
				bad "$f: $class error, --strict exits $rc, want 3"
			fi
			;;
		*)
			tryrun peak "$f" && ok "$f: $class bad vector, exit $rc"   # semantic: only the status check
			;;
		esac
		;;
	*)
		bad "$f: unknown expectation '$expect'"
		;;
	esac
done <<EOF
$vectors
EOF

echo "$skipped skipped (unsupported hand-written forms)"
summary
