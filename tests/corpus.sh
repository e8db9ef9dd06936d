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

# Hand-written test-only HLO that hlopeak deliberately does not read (never
# found in dumps).  One line each: FILE|what stderr must say|why.  A listed
# vector that starts parsing, or fails for another reason, is a failure, so
# the list stays true.
EXCEPTIONS=''

corpus=${SHARED:-}/corpus
if [ -z "${SHARED:-}" ] || [ ! -d "$corpus" ]; then
	echo "corpus.sh: no corpus at '$corpus'; skipping"
	exit 77
fi
if [ -z "${HLOPEAK:-}" ] || [ ! -x "$HLOPEAK" ]; then
	echo "corpus.sh: HLOPEAK is not set to an executable" >&2
	exit 1
fi

err=$(mktemp "${TMPDIR:-/tmp}/corpus.XXXXXX") || exit 1
trap 'rm -f "$err"' EXIT HUP INT TERM

passed=0
failed=0
skipped=0
rc=0

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL $*"; }

# run hlopeak with the given arguments; rc is its status, $err its stderr;
# a status above 3 or a signal is a failure whatever the caller expected
run() {
	"$HLOPEAK" "$@" >/dev/null 2>"$err"
	rc=$?
	if [ "$rc" -ge 128 ]; then
		fail "$*: killed by signal $((rc - 128))"
		return 1
	fi
	if [ "$rc" -gt 3 ]; then
		fail "$*: exit status $rc"
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
		run peak "$f" || continue
		if [ "$rc" -ne 3 ]; then
			fail "$f: truncated copy exits $rc, want 3"
		elif ! haspos "$f"; then
			fail "$f: no FILE:LINE:COL: error: line: $(firsterr)"
		else
			pass
		fi
	else
		run peak "$f" || continue
		if [ "$rc" -eq 0 ]; then
			pass
		else
			fail "$f: exit $rc: $(firsterr)"
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
		pass
	else
		fail "$file: listed as an exception ($why) but not an ok vector of INDEX.tsv"
	fi
done <<EOF
$EXCEPTIONS
EOF

while IFS='|' read -r file expect class single; do
	f=$xla/$file
	if [ ! -e "$f" ]; then
		fail "$f: listed in INDEX.tsv but missing"
		continue
	fi
	case $expect in
	ok)
		run peak "$f" || continue
		[ -n "$single" ] && { pass; continue; }   # only the status check
		line=$(exception "$file")
		if [ -n "$line" ]; then
			want=${line#*|}
			why=${want#*|}
			want=${want%%|*}
			if [ "$rc" -eq 0 ]; then
				fail "$f: listed as unsupported ($why) but parses now; remove it from the list"
			elif ! grep -qF -- "$want" "$err"; then
				fail "$f: listed as unsupported ($why) but fails otherwise: $(firsterr)"
			else
				skipped=$((skipped + 1))
				echo "SKIP $file: $why"
			fi
		elif [ "$rc" -eq 0 ]; then
			pass
		else
			fail "$f: exit $rc: $(firsterr)"
		fi
		;;
	bad)
		case $class in
		syntax | vocabulary)
			run peak --strict "$f" || continue
			if [ "$rc" -eq 3 ]; then
				pass
			else
				fail "$f: $class error, --strict exits $rc, want 3"
			fi
			;;
		*)
			run peak "$f" && pass   # semantic: only the status check
			;;
		esac
		;;
	*)
		fail "$f: unknown expectation '$expect'"
		;;
	esac
done <<EOF
$vectors
EOF

echo "$skipped skipped (unsupported hand-written forms)"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
