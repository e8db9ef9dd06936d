#!/bin/sh
# reconcile.sh: what a report lists at the peak adds up (issue 20).  For
# every well-formed module of testdata/ and, when present, of
# ../shared/corpus/real: the bytes of all buffers listed at the peak
# (--top 0) sum to at most used_bytes, the peak the report leads with (for
# each module of a file that holds several), and
# every temporary listed is live at the peak step (live_start <= peak_time
# <= live_end); and used_bytes is what the breakdown adds up to, arguments
# + outputs not shared with them + constants + temp, on every target.  On the CPU, where one heap holds every temporary and
# nothing is padded or on the host, the listed bytes of a module not yet
# compiled equal peak_memory_in_bytes exactly, the most live at once
# (used_bytes adds the heap's fragmentation; testdata/xla-cpu, --target
# cpu): the
# peak's temporaries are those live at the step the heap peaks in, which a
# backend rule's value may reach a step before its instruction's (a
# canonical convolution's operand copies; before this the cnn step listed
# 54 % of its peak).  One line per module, then `N passed, N failed`.
set -u
here=$(dirname "$0")
HLOPEAK=${HLOPEAK:-$here/../build/tools/hlopeak}
TESTDATA=${TESTDATA:-$here/../testdata}
checks=reconcile
. "$here/checks.sh"
n=0

check() { # FILE [exact [OPTION...]]
	st=0 exact=
	f=$1
	shift
	[ $# -gt 0 ] && { exact=$1; shift; }
	"$HLOPEAK" peak --format json --top 0 "$@" "$f" > "$tmp/r.json" 2>/dev/null || st=$?
	set -- "$f"
	[ "$st" -le 1 ] || { bad "$1: exit $st"; return; }
	n=$((n + 1))
	verdict=$(awk -v exact="$exact" '
		/^    \{/ { seen["a"] = seen["o"] = seen["l"] = seen["c"] = seen["t"] = 0 }
		/^      "argument_size_in_bytes":/ && !seen["a"]++ { gsub(/[^0-9]/, "", $2); arg = $2 + 0 }
		/^      "output_size_in_bytes":/ && !seen["o"]++ { gsub(/[^0-9]/, "", $2); out = $2 + 0 }
		/^      "alias_size_in_bytes":/ && !seen["l"]++ { gsub(/[^0-9]/, "", $2); al = $2 + 0 }
		/^      "constant_size_in_bytes":/ && !seen["c"]++ { gsub(/[^0-9]/, "", $2); con = $2 + 0 }
		/^      "temp_size_in_bytes":/ && !seen["t"]++ { gsub(/[^0-9]/, "", $2); tmp = $2 + 0 }
		/"used_bytes":/ { gsub(/[^0-9]/, "", $2); used = $2 + 0
			want = arg + (out > al ? out - al : 0) + con + tmp
			if (used != want) bad = bad " used " used " != arguments + outputs - alias + constants + temp " want }
		/"peak_memory_in_bytes":/ { gsub(/[^0-9]/, "", $2); pk = $2 + 0 }
		/"peak_time":/ { gsub(/[^0-9-]/, "", $2); t = $2 + 0 }
		/"buffers_at_peak": \[/ { inlist = 1; sum = 0; next }
		inlist && /^      \]/ { inlist = 0; if (sum + 0 > used + 0) bad = bad " listed " sum " > used " used
			else if (exact != "" && sum + 0 != pk + 0) bad = bad " listed " sum " != peak " pk }
		inlist && /"bytes":/ { gsub(/[^0-9]/, "", $2); sum += $2 + 0 }
		inlist && /"category":/ { cat = $2 }
		inlist && /"live_start":/ { gsub(/[^0-9-]/, "", $2); s = $2 + 0 }
		inlist && /"live_end":/ { gsub(/[^0-9-]/, "", $2); e = $2 + 0
			if (cat ~ /temp/ && (s > t || e < t)) bad = bad " temp live " s "-" e " at step " t }
		END { print (bad == "" ? "ok " sum " <= " used : bad) }' "$tmp/r.json")
	case $verdict in
	ok*) ok "$(basename "$1"): $verdict" ;;
	*) bad "$(basename "$1"):$verdict" ;;
	esac
}

for f in "$TESTDATA"/*.hlo "$TESTDATA"/stablehlo/*.mlir; do
	case $(basename "$f") in bad-* | crash-*) continue ;; esac
	check "$f"
done
[ "$n" -ge 40 ] || bad "only $n testdata modules"
for f in "$TESTDATA"/xla-cpu/*.before_optimizations.hlo "$TESTDATA"/xla-cpu/*.stablehlo.mlir; do
	check "$f" exact --target cpu
done
real=${SHARED:-$here/../../shared}/corpus/real
if [ -d "$real" ]; then
	for f in "$real"/*.hlo; do
		# the three MaxText TPU files are cut at 2000 lines (INDEX.tsv): no ENTRY
		"$HLOPEAK" peak --format json "$f" > /dev/null 2>&1 || [ $? -le 1 ] || continue
		check "$f"
	done
else
	echo "skip: ../shared/corpus/real is absent"
fi
summary
