#!/bin/sh
# precompile.sh: pre-compile estimates against XLA's compiled figures.
#
# $SHARED/corpus/precompile holds lowered JAX programs (NAME.before_
# optimizations.hlo) with what XLA compiled from them (NAME.after_
# optimizations.hlo) and XLA's memory_analysis() bytes (truth.tsv: name,
# argument, output, temp; no donation in these programs, so alias is 0).
# For every program, XLA's figure is argument + output - alias + temp.
#   - arguments and outputs of the pre-compile estimate must be exact;
#   - programs without an opaque call (jaxfft): XLA's figure inside
#     [peak_lower_bound_bytes, peak_upper_bound_bytes], and the best
#     estimate's median error at most 10 %;
#   - custom_partitioning programs (pfft3d): the lower bound at most XLA's
#     figure, the upper bound null or at least it, and the best estimate's
#     median error at most 10 % (jaxDecomp's calls, backend.c B4: -27 %
#     before that rule);
#   - the compiled modules: argument, output and temp bytes exact.
# Prints each family's median and worst error.  Skips (77) without the corpus.

checks=precompile
. "$(dirname "$0")/checks.sh"
dir=${SHARED:-}/corpus/precompile
if [ -z "${SHARED:-}" ] || [ ! -f "$dir/truth.tsv" ]; then
	skip "no corpus at ${SHARED:-\$SHARED}/corpus/precompile"
fi

# key FIELD: the first module's number (or null) for FIELD
key() {
	sed -n "s/^[[:space:]]*\"$1\":[[:space:]]*\([0-9][0-9]*\|null\).*/\1/p" "$out" | head -n 1
}

tab=$(printf '\t')
errs=""
while IFS="$tab" read -r name arg outb temp rest; do
	case $name in name | '' | '#'*) continue ;; esac
	truth=$((arg + outb + temp))
	case $name in *pfft3d*) fam=pfft3d ;; *) fam=jaxfft ;; esac
	for stage in before_optimizations after_optimizations; do
		f="$dir/$name.$stage.hlo"
		if ! "$HLOPEAK" peak --format json "$f" >"$out" 2>"$err"; then
			bad "$name $stage: hlopeak failed: $(head -n 3 "$err")"
			continue
		fi
		a=$(key argument_size_in_bytes) o=$(key output_size_in_bytes) t=$(key temp_size_in_bytes)
		is "$name $stage: arguments, XLA's" "$a" "$arg"
		is "$name $stage: outputs, XLA's" "$o" "$outb"
		if [ "$stage" = after_optimizations ]; then
			is "$name $stage: temp, XLA's" "$t" "$temp"
			continue
		fi
		used=$(key used_bytes) lo=$(key peak_lower_bound_bytes) up=$(key peak_upper_bound_bytes)
		holds "$name: lower bound $lo at most XLA's $truth" [ "$lo" -le "$truth" ]
		if [ "$fam" = jaxfft ]; then
			holds "$name: upper bound $up known and at least XLA's $truth" \
				sh -c '[ "$1" != null ] && [ "$1" -ge "$2" ]' - "$up" "$truth"
		else
			holds "$name: upper bound $up null or at least XLA's $truth" \
				sh -c '[ "$1" = null ] || [ "$1" -ge "$2" ]' - "$up" "$truth"
		fi
		errs="$errs$fam $(awk -v u="$used" -v t="$truth" 'BEGIN { printf "%.4f", (u - t) * 100 / t }')
"
	done
done <"$dir/truth.tsv"

# median and worst (by magnitude) error per family; each median <= 10 %
for fam in jaxfft pfft3d; do
	line=$(printf '%s' "$errs" | awk -v f="$fam" '$1 == f { print $2 }' | sort -g | awk '
		{ v[NR] = $1; a = $1 < 0 ? -$1 : $1; if (a >= w) { w = a; ws = $1 } }
		END { if (!NR) exit; m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
		      printf "%d %.4f %.4f\n", NR, m, ws }')
	[ -n "$line" ] || { bad "$fam: no program"; continue; }
	set -- $line
	echo "$fam: $1 programs, best estimate median error $2 %, worst $3 %"
	holds "$fam: median error $2 % within 10 %" awk -v m="$2" 'BEGIN { exit !(m <= 10 && m >= -10) }'
done

summary
