#!/bin/sh
# advice.sh: remat, donation and offload candidates on hand-derived modules
# (testdata/advice-*.hlo state the derivations), and every saving equal to
# the peak re-computed with the change applied.
set -u
here=$(dirname "$0")
checks=advice
. "$here/checks.sh"

# inarr FILE ARR KEY: the value of KEY in the first object of array ARR
# (one key per line)
inarr() {
	sed -n "/\"$2\": \\[/,/^      \\]/p" "$1" | sed -n "s/^ *\"$3\": \"\\{0,1\\}\\([^\",]*\\)\"\\{0,1\\},\\{0,1\\}\$/\\1/p" | head -n 1
}
# count FILE ARR KEY: how many times KEY occurs in array ARR
count() {
	sed -n "/\"$2\": \\[/,/^      \\]/p" "$1" | grep -c "\"$3\":"
}
# suggested NAME: the JSON advice on testdata/NAME.hlo, in $tmp/NAME.json
suggested() { "$HLOPEAK" suggest "$TESTDATA/$1.hlo" --format json > "$tmp/$1.json"; }

suggested advice-remat
f=$tmp/advice-remat.json
is "remat: the broadcast is the top candidate" "$(inarr "$f" remat_candidates instruction)" "b"
is "remat: it saves its size, 4 MiB" "$(inarr "$f" remat_candidates bytes_saved_at_peak)" "4194304"
is "remat: the new peak is 20971524 - 4194304" "$(inarr "$f" remat_candidates new_peak_bytes)" "16777220"
is "remat: recompute before the add" "$(inarr "$f" remat_candidates recompute_before)" "r"
is "remat: a broadcast is cheap" "$(inarr "$f" remat_candidates cost_class)" "cheap"
is "remat: source line" "$(inarr "$f" remat_candidates source_line)" "12"
is "donate: parameter 0" "$(inarr "$f" donation_candidates parameter)" "0"
is "donate: into the output" "$(inarr "$f" donation_candidates output_index)" "{}"
is "donate: saves its size" "$(inarr "$f" donation_candidates bytes_saved_at_peak)" "4194304"
is "donate: one candidate (one output)" "$(count "$f" donation_candidates parameter)" "1"
"$HLOPEAK" suggest "$TESTDATA/advice-remat.hlo" --apply 2 > "$tmp/apply.txt"
hasre "apply 2: remat and donation together save 8 MiB" "$tmp/apply.txt" \
	"With the top 2 applied together: peak 20.00M -> 12.00M (saves 8.00M)"

suggested advice-aliased
f=$tmp/advice-aliased.json
is "aliased: no donation candidate" "$(count "$f" donation_candidates parameter)" "0"
is "aliased: the broadcast still saves 4 MiB" "$(inarr "$f" remat_candidates bytes_saved_at_peak)" "4194304"
is "aliased: new peak 12582916" "$(inarr "$f" remat_candidates new_peak_bytes)" "12582916"

suggested advice-tiling
f=$tmp/advice-tiling.json
is "tiling: one donation candidate" "$(count "$f" donation_candidates parameter)" "1"
is "tiling: it is parameter 0" "$(inarr "$f" donation_candidates parameter)" "0"
is "tiling: saves 131072" "$(inarr "$f" donation_candidates bytes_saved_at_peak)" "131072"

suggested advice-offload
f=$tmp/advice-offload.json
is "offload: the 2 MiB value with the long gap" "$(inarr "$f" offload_candidates instruction)" "a"
is "offload: saves its 2 MiB" "$(inarr "$f" offload_candidates bytes_saved_at_peak)" "2097152"
is "offload: new peak 9437184 - 2097152" "$(inarr "$f" offload_candidates new_peak_bytes)" "7340032"
is "offload: brought back before its late use" "$(inarr "$f" offload_candidates bring_back_before)" "t"

# every saving is the peak minus the re-computed peak
# a broadcast of a constant is no candidate, though remaking it would
# lower the peak (testdata/advice-constant-fill.hlo; issue 20)
suggested advice-constant-fill
is "constant fill: no remat candidate" "$(count "$tmp/advice-constant-fill.json" remat_candidates instruction)" "0"
is "constant fill: no offload candidate" "$(count "$tmp/advice-constant-fill.json" offload_candidates instruction)" "0"
is "constant fill: the donation of x stays" "$(inarr "$tmp/advice-constant-fill.json" donation_candidates parameter)" "0"

# Advice in the words of the framework that wrote the module (report/
# framework.c: module names, op_name forms and AwsNeuron* custom calls).
words() { # module, framework, words that must appear, words that must not
	"$HLOPEAK" peak "$TESTDATA/$1.hlo" --format json > "$tmp/w.json"
	is "$1: framework" "$(sed -n 's/^ *"framework": "\(.*\)",$/\1/p' "$tmp/w.json")" "$2"
	"$HLOPEAK" suggest "$TESTDATA/$1.hlo" > "$tmp/w.txt"
	"$HLOPEAK" peak "$TESTDATA/$1.hlo" --budget 1M >> "$tmp/w.txt"
	has "$1: says '$3'" "$tmp/w.txt" "$3"
	lacks "$1: never says '$4'" "$tmp/w.txt" "$4"
}
words advice-remat "JAX" "jax.checkpoint" "torch_xla"
words advice-remat "JAX" "donate_argnums" "XLA_ENABLE_PARAM_ALIASING"
words advice-torch-xla "PyTorch/XLA" "torch_xla.utils.checkpoint" "jax."
words advice-torch-xla "PyTorch/XLA" "XLA_ENABLE_PARAM_ALIASING" "donate_argnums"
words advice-neuron "PyTorch/XLA on Neuron" "neuronx-distributed" "jax."

# a donation saving 256 B, half of a 512 B peak, is under 1 KiB: no advice
suggested advice-tiny-donation
is "tiny donation: no donation candidate" "$(count "$tmp/advice-tiny-donation.json" donation_candidates parameter)" "0"
is "tiny donation: the peak is 512 B" "$(sed -n 's/^ *"used_bytes": \([0-9]*\),$/\1/p' "$tmp/advice-tiny-donation.json")" 512

# What is live at the peak, grouped by what made it (report/producers.c),
# and the largest group named in the advice: advice-gathered.hlo derives
# 4 all-gather results, 16 MiB, of a 21102592 B peak.
"$HLOPEAK" peak "$TESTDATA/advice-gathered.hlo" --format json > "$tmp/g.json"
is "gathered: used bytes" "$(sed -n 's/^ *"used_bytes": \([0-9]*\),$/\1/p' "$tmp/g.json")" 21102592
is "gathered: the largest group" "$(sed -n '/"peak_by_producer"/,/]/p' "$tmp/g.json" | sed -n 's/^ *"group": "\(.*\)",$/\1/p' | head -n 1)" \
	"temporaries: all-gather"
is "gathered: its buffers" "$(sed -n '/"peak_by_producer"/,/]/p' "$tmp/g.json" | sed -n 's/^ *"buffers": \([0-9]*\),$/\1/p' | head -n 1)" 4
is "gathered: its bytes" "$(sed -n '/"peak_by_producer"/,/]/p' "$tmp/g.json" | sed -n 's/^ *"bytes": \([0-9]*\)$/\1/p' | head -n 1)" 16777216
"$HLOPEAK" peak "$TESTDATA/advice-gathered.hlo" > "$tmp/g.txt"
is "gathered: the advice names the group first" "$(sed -n '/What to try:/{n;p;}' "$tmp/g.txt" | cut -c1-54)" \
	"    - 4 all-gather results, gathered weights, are live"
# the groups add up to what is listed at the peak, never more than it
for m in advice-gathered train_step_tpu advice-remat family-04-while; do
	"$HLOPEAK" peak "$TESTDATA/$m.hlo" --format json > "$tmp/s.json"
	used=$(sed -n 's/^ *"used_bytes": \([0-9]*\),$/\1/p' "$tmp/s.json")
	sum=$(sed -n '/"peak_by_producer"/,/^      \]/p' "$tmp/s.json" | sed -n 's/^ *"bytes": \([0-9]*\)$/\1/p' | awk '{s += $1} END {print s + 0}')
	holds "$m: groups sum to $sum, 0 < sum <= used $used" test "$sum" -le "$used" -a "$sum" -gt 0
done
# train_step_tpu.md, parameters: opt_state = mu_w1, nu_w1 (2 x 2,097,152),
# mu_w2, nu_w2 (2 x 524,288 padded) and count (512) = 5,243,392 B
"$HLOPEAK" peak "$TESTDATA/train_step_tpu.hlo" --format json > "$tmp/t.json"
is "train_step: parameters: opt_state bytes" "$(sed -n '/"group": "parameters: opt_state"/,/}/p' "$tmp/t.json" | sed -n 's/^ *"bytes": \([0-9]*\)$/\1/p')" 5243392

# "Donated but not used" (JAX's "Some donated buffers were not usable"):
# not for a donor XLA's OptimizeInputOutputBufferAlias pairs with an output
# before buffers are assigned (family-80: both donors paired); yes for one
# it cannot pair (no output of its bytes), and for a buffer_donor entry a
# compiled module still holds (the pass has run: it found none)
"$HLOPEAK" suggest "$TESTDATA/family-80-buffer-donor-pairs.hlo" > "$tmp/don.txt"
lacks "donors: both paired, no warning" "$tmp/don.txt" "Donated but not used"
cat > "$tmp/unpaired.hlo" <<'HLO'
HloModule unpaired, buffer_donor={ (0, {}) }

ENTRY main {
  a = f32[1024]{0} parameter(0)
  s = f32[512]{0} slice(a), slice={[0:512]}
  ROOT n = f32[512]{0} negate(s)
}
HLO
"$HLOPEAK" suggest "$tmp/unpaired.hlo" > "$tmp/don.txt"
has "donors: no output of its bytes" "$tmp/don.txt" "Donated but not used: parameter 0 (f32[1024]{0})"
sed 's/^HloModule unpaired,/HloModule unpaired, is_scheduled=true,/' "$tmp/unpaired.hlo" > "$tmp/compiled.hlo"
"$HLOPEAK" suggest "$tmp/compiled.hlo" > "$tmp/don.txt"
has "donors: left in a compiled module" "$tmp/don.txt" "Donated but not used: parameter 0 (f32[1024]{0})"

for m in advice-remat advice-aliased advice-tiling advice-offload train_step_tpu family-01-elementwise; do
	"$HLOPEAK" suggest "$TESTDATA/$m.hlo" --format json > "$tmp/s.json"
	used=$(sed -n 's/^ *"used_bytes": \([0-9]*\),$/\1/p' "$tmp/s.json")
	[ -n "$used" ] || { bad "$m: no used_bytes"; continue; }
	paste -d ' ' \
		"$(sed -n 's/^ *"bytes_saved_at_peak": \([0-9]*\),\{0,1\}$/\1/p' "$tmp/s.json" > "$tmp/saved"; echo "$tmp/saved")" \
		"$(sed -n 's/^ *"new_peak_bytes": \([0-9]*\),\{0,1\}$/\1/p' "$tmp/s.json" > "$tmp/new"; echo "$tmp/new")" > "$tmp/pairs"
	n=0
	while read -r saved new; do
		n=$((n + 1))
		is "$m: candidate $n saves used - new peak" "$saved" "$((used - new))"
	done < "$tmp/pairs"
done
summary
