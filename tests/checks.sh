# checks.sh: the helpers the shell test scripts share, sourced by them.
# Before sourcing, set $HLOPEAK, $TESTDATA, and $checks to the script's
# short name (for the temporary folder and messages); a script that does
# not run hlopeak (flexcheck.sh, at build time) sets checks_binary=no.
# Sets $tmp (removed at exit), $out, $err, $pass and $fail; every check
# prints one `ok:` or `FAIL:` line.  End a script with `summary`; `skip
# REASON` ends it as skipped (exit 77, meson's SKIP).

if [ "${checks_binary:-yes}" != no ] && [ ! -x "${HLOPEAK:-}" ]; then
	echo "$checks.sh: HLOPEAK is not set to the hlopeak executable" >&2
	exit 1
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/hlopeak-$checks.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM
out=$tmp/out
err=$tmp/err
pass=0
fail=0
T=${TESTDATA:-}

ok() {
	pass=$((pass + 1))
	echo "ok: $*"
}

bad() {
	fail=$((fail + 1))
	echo "FAIL: $*"
}

# skip REASON: end the script as skipped (exit 77), saying why
skip() {
	echo "$checks.sh: $*; skipping"
	exit 77
}

# holds DESC CMD...: CMD succeeds (a test(1) expression, grep -q, ...)
holds() {
	d=$1
	shift
	if "$@"; then
		ok "$d"
	else
		bad "$d"
	fi
}

# show FILE: the first lines of an output, indented, after a failure
show() {
	sed -n '1,12s/^/    | /p' "$1"
}

# run CMD...: stdout in $out, stderr in $err, exit status in $rc
run() {
	"$@" < /dev/null > "$out" 2> "$err"
	rc=$?
}

# is DESC GOT WANT
is() {
	if [ "$2" = "$3" ]; then
		ok "$1"
	else
		bad "$1: got '$2', want '$3'"
	fi
}

# status DESC WANT: the exit status of the last run
status() {
	if [ "$rc" = "$2" ]; then
		ok "$1: exit $2"
	else
		bad "$1: exit $rc, want $2"
		show "$err"
	fi
}

# line DESC FILE LINE: FILE has exactly this line
line() {
	if grep -Fxq -- "$3" "$2"; then
		ok "$1"
	else
		bad "$1: no line '$3'"
		show "$2"
	fi
}

# first DESC FILE LINE: the first line of FILE is exactly LINE
first() {
	is "$1" "$(sed -n 1p "$2")" "$3"
}

# has DESC FILE TEXT: FILE contains TEXT (fixed string)
has() {
	if grep -Fq -- "$3" "$2"; then
		ok "$1"
	else
		bad "$1: no '$3'"
		show "$2"
	fi
}

# hasre DESC FILE REGEX: a line of FILE matches the basic regex
hasre() {
	if grep -q -- "$3" "$2"; then
		ok "$1"
	else
		bad "$1: nothing matches '$3'"
		show "$2"
	fi
}
# lacks DESC FILE TEXT
lacks() {
	if grep -Fq -- "$3" "$2"; then
		bad "$1: unexpected '$3'"
		show "$2"
	else
		ok "$1"
	fi
}

# empty DESC FILE: FILE has nothing in it
empty() {
	if [ -s "$2" ]; then
		bad "$1: not empty"
		show "$2"
	else
		ok "$1"
	fi
}

# jv KEY [FILE]: the first `"KEY": value` of a JSON report (one key per
# line), quotes and the trailing comma removed
jv() {
	sed -n "s/^[[:space:]]*\"$1\":[[:space:]]*\"\{0,1\}\([^\",]*\)\"\{0,1\},\{0,1\}[[:space:]]*\$/\1/p" "${2:-$out}" |
		head -n 1
}

# jcount KEY [FILE]: how many times "KEY": occurs
jcount() {
	grep -c "^[[:space:]]*\"$1\":" "${2:-$out}"
}

# jfiles: the "file" of each module of a peak --format json report
# (module objects sit at six spaces; the xla_buffer_assignment's "file"
# is deeper), sorted
jfiles() {
	sed -n 's/^      "file": "\(.*\)",\{0,1\}$/\1/p' "$out" | sort
}

# jbuffers: the buffer changes of a diff --format json report, one
# line each: module change instruction base_bytes new_bytes delta_bytes
jbuffers() {
	awk -F'"' '
	/^[[:space:]]*"module":/ { mod = $4 }
	/^[[:space:]]*"change":/ { ch = $4 }
	/^[[:space:]]*"instruction":/ { ins = $4 }
	/^[[:space:]]*"base_bytes":/ { b = $3; gsub(/[^0-9-]/, "", b) }
	/^[[:space:]]*"new_bytes":/ { n = $3; gsub(/[^0-9-]/, "", n) }
	/^[[:space:]]*"delta_bytes":/ { d = $3; gsub(/[^0-9-]/, "", d); print mod, ch, ins, b, n, d }
	' "$out"
}

# jsonok FILE: FILE is one JSON object, read by Python's JSON parser
# (python3 is there wherever meson is); NaN and Infinity, which the
# parser would take, are not JSON and fail too
jsonok() {
	python3 -c '
import json, sys
def nonjson(word):
    raise ValueError(word + " is not JSON")
with open(sys.argv[1], encoding="utf-8") as f:
    doc = json.load(f, parse_constant=nonjson)
if not isinstance(doc, dict):
    sys.exit("the top level is not an object")
' "$1" 2> "$tmp/jsonerr"
}

# valid DESC FILE: FILE is a JSON object (jsonok)
valid() {
	if jsonok "$2"; then
		ok "$1: valid JSON"
	else
		bad "$1: not a JSON object: $(tail -n 1 "$tmp/jsonerr")"
		show "$2"
	fi
}

# summary: the closing count; the status is 1 when a check failed
summary() {
	echo "$pass passed, $fail failed"
	[ "$fail" -eq 0 ]
}

# agree DESC WHAT RA RB: two runs agree, standard output ($tmp/a, $tmp/b),
# standard error ($tmp/ae, $tmp/be) and exit status (RA, RB), and they
# ended as hlopeak ends: a report (exit 0 or 1, something on standard
# output) or an input error (exit 3, an `error: ` line on standard
# error).  Two runs that fail alike in any other way (a usage error, a
# crash, no output at all) are identical but prove nothing: a failure.
agree() {
	if [ "$3" = "$4" ] && cmp -s "$tmp/a" "$tmp/b" && cmp -s "$tmp/ae" "$tmp/be"; then
		case $3 in
		0 | 1)
			if [ -s "$tmp/a" ]; then
				ok "$1"
			else
				bad "$1: both runs exit $3 with nothing on standard output"
			fi
			;;
		3)
			if grep -q 'error: ' "$tmp/ae"; then
				ok "$1"
			else
				bad "$1: both runs exit 3 without an error line"
				show "$tmp/ae"
			fi
			;;
		*)
			bad "$1: both runs exit $3"
			show "$tmp/ae"
			;;
		esac
	else
		bad "$1: $2 (exit $4 vs $3)"
		diff "$tmp/a" "$tmp/b" | head -5
		diff "$tmp/ae" "$tmp/be" | head -5
	fi
}

# withcorpus: testdata's modules, then every module of $SHARED/corpus
# when it is there (else a line saying so)
withcorpus() {
	ls "$T"/*.hlo
	if [ -n "${SHARED:-}" ] && [ -d "$SHARED/corpus" ]; then
		find "$SHARED/corpus" -name '*.hlo' | sort
	else
		echo "$checks.sh: no corpus under '${SHARED:-}'; testdata only" >&2
	fi
}
