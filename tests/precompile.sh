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
#   - every program's best estimate within 1 % of XLA's figure (the
#     rules are exact for these two families: -0.002 % at worst);
#   - custom_partitioning programs (pfft3d): the lower bound at most XLA's
#     figure, the upper bound null or at least it, and the best estimate's
#     median error at most 10 % (jaxDecomp's calls, backend.c B4: -27 %
#     before that rule);
#   - the compiled modules: argument, output and temp bytes exact;
#   - the same for the configurations of $SHARED/corpus/truth (compiled
#     modules of these benchmarks with XLA's figures, lowered modules
#     written by tools/truth/fftgen.py), when python3 is there.
# Prints each family's median and worst error.  Skips (77) without the corpus.

checks=precompile
. "$(dirname "$0")/checks.sh"
dir=${SHARED:-}/corpus/precompile
if [ -z "${SHARED:-}" ] || [ ! -f "$dir/truth.tsv" ]; then
	skip "no corpus at ${SHARED:-\$SHARED}/corpus/precompile"
fi


# estimate NAME FAM FILE ARG OUT TEMP: the pre-compile estimate of FILE
# against XLA's compiled figures; its error joins $errs
estimate() {
	truth=$(($4 + $5 + $6))
	if ! "$HLOPEAK" peak --format json "$3" >"$out" 2>"$err"; then
		bad "$1: hlopeak failed: $(head -n 3 "$err")"
		return
	fi
	is "$1: arguments, XLA's" "$(jv argument_size_in_bytes)" "$4"
	is "$1: outputs, XLA's" "$(jv output_size_in_bytes)" "$5"
	used=$(jv used_bytes) lo=$(jv peak_lower_bound_bytes) up=$(jv peak_upper_bound_bytes)
	holds "$1: lower bound $lo at most XLA's $truth" [ "$lo" -le "$truth" ]
	if [ "$2" = jaxfft ]; then
		holds "$1: upper bound $up known and at least XLA's $truth" \
			sh -c '[ "$1" != null ] && [ "$1" -ge "$2" ]' - "$up" "$truth"
	else
		holds "$1: upper bound $up null or at least XLA's $truth" \
			sh -c '[ "$1" = null ] || [ "$1" -ge "$2" ]' - "$up" "$truth"
	fi
	e=$(awk -v u="$used" -v t="$truth" 'BEGIN { printf "%.4f", (u - t) * 100 / t }')
	holds "$1: best estimate $used within 1 % of XLA's $truth ($e %)" \
		awk -v e="$e" 'BEGIN { exit !(e <= 1 && e >= -1) }'
	errs="$errs$2 $e
"
}

tab=$(printf '\t')
errs=""
while IFS="$tab" read -r name arg outb temp rest; do
	case $name in name | '' | '#'*) continue ;; esac
	case $name in *pfft3d*) fam=pfft3d ;; *) fam=jaxfft ;; esac
	estimate "$name" "$fam" "$dir/$name.before_optimizations.hlo" "$arg" "$outb" "$temp"
	f="$dir/$name.after_optimizations.hlo"
	if ! "$HLOPEAK" peak --format json "$f" >"$out" 2>"$err"; then
		bad "$name after_optimizations: hlopeak failed: $(head -n 3 "$err")"
		continue
	fi
	is "$name after_optimizations: arguments, XLA's" "$(jv argument_size_in_bytes)" "$arg"
	is "$name after_optimizations: outputs, XLA's" "$(jv output_size_in_bytes)" "$outb"
	is "$name after_optimizations: temp, XLA's" "$(jv temp_size_in_bytes)" "$temp"
done <"$dir/truth.tsv"

# Configurations the corpus has no lowered module for: the truth set's
# compiled jaxdecomp-benchmarks modules (another GPU, 4 devices, float64,
# other meshes).  tools/truth/fftgen.py writes their lowered StableHLO
# from the benchmark's name (pfft3d: and the compiled parameter's shape
# and sharding); it must first regenerate every corpus module exactly.
gen=$(dirname "$0")/../tools/truth/fftgen.py
tdir=${SHARED:-}/corpus/truth
if ! command -v python3 >/dev/null 2>&1; then
	echo "note: no python3; the truth set's configurations are not generated"
elif [ -f "$tdir/truth.tsv" ]; then
	holds "fftgen.py regenerates the corpus's lowered modules" python3 "$gen" --check "$dir"
	while IFS="$tab" read -r file arg outb temp rest; do
		case $file in jaxdecomp-bench-*-after_opt.hlo) ;; *) continue ;; esac
		name=${file#jaxdecomp-bench-}
		name=${name%-after_opt.hlo}
		IFS=- read -r gpu ndev fam kind a b c d <<EOF_NAME
$name
EOF_NAME
		g=$tmp/$name.stablehlo.mlir
		if [ "$fam" = jaxfft ]; then
			python3 "$gen" jaxfft "$kind" "$a" "$b" "$c" >"$g"
		else
			# the compiled parameter: the device's piece and the grid
			p=$(sed -n 's/.* parameter(0), sharding={devices=\[\([0-9,]*\)\].*/\1/p' "$tdir/$file" | head -n 1)
			s=$(sed -n 's/^ENTRY [^(]*([^:]*: [a-z0-9]*\[\([0-9,]*\)\].*/\1/p' "$tdir/$file" | head -n 1)
			shape=$(echo "$s $p" | awk '{ split($1, s, ","); split($2, d, ","); printf "%dx%dx%d", s[1]*d[1], s[2]*d[2], s[3]*d[3] }')
			python3 "$gen" pfft3d "$kind-$a" "$b" "$shape" "$p" >"$g"
		fi || { bad "$name: fftgen.py failed"; continue; }
		estimate "$name (generated)" "$fam" "$g" "$arg" "$outb" "$temp"
	done <"$tdir/truth.tsv"
fi

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
