#!/bin/sh
# params.sh: real models not yet compiled (../shared/corpus/real).
#
#   bounds   every before_optimizations module of real/INDEX.tsv (not a
#            truncated copy) gets a pre-compile estimate, exit 0, with
#            peak_lower_bound_bytes <= used_bytes <= peak_upper_bound_bytes
#   params   for nine of them, argument_size_in_bytes (per device) is
#            within 2% of the model's parameter count x bytes per parameter
#            / the number of pieces its shardings cut the weights into
#
# The parameter counts are worked out below from the published
# architectures; the bytes per parameter and the pieces were read by hand
# from each module's parameters and shardings.  None of the expectations
# was taken from hlopeak's output.
#
# Why 2%: the arguments also hold what is not a model parameter, or not
# split: batch inputs, step counters, replicated norm scales, fp8 scaling
# state.  Worked out per module below, the largest such surplus is 0.59%
# (ResNet-50's input image) and 0.52% (the 405B model's replicated norm
# scales); 2% leaves room for them, while a split that is lost (a factor
# of 2 or more) or a wrong element width (1.5x or more) fails.
#
# Environment: HLOPEAK (the binary), SHARED (the shared directory).
# Exit 77 (meson: skipped) when the corpus is absent.
set -u
here=$(dirname "$0")
HLOPEAK=${HLOPEAK:-$here/../build/tools/hlopeak}
TESTDATA=${TESTDATA:-$here/../testdata}
checks=params
. "$here/checks.sh"
real=${SHARED:-$here/../../shared}/corpus/real
[ -f "$real/INDEX.tsv" ] || skip "no corpus at '$real'"

# MODEL LINES: file|parameters|bytes per parameter|pieces|what
#
# Llama 3.1 405B, openxla-bench-llama31_405b-bf16-64x8 (512 GPUs).
#   Count: "The Llama 3 Herd of Models" (arXiv:2407.21783), Table 3: 126
#   layers, model dimension 16,384, FFN dimension 53,248, 128 heads, 8
#   key/value heads (head dimension 16,384 / 128 = 128); vocabulary
#   128,256 (the released config.json); input and output embeddings not
#   tied.  Per layer: q and o 2 x 16384^2 = 536,870,912; k and v
#   2 x 16384 x 1024 = 33,554,432; MLP 3 x 16384 x 53248 = 2,617,245,696;
#   two norms 32,768: 3,187,703,808, x 126 = 401,650,679,808.  Embeddings
#   2 x 128256 x 16384 = 4,202,692,608; final norm 16,384.  Total
#   405,853,388,800 (the model card's "405B").
#   Module: already partitioned (_spmd, with collectives): its shapes are
#   per device.  Parameters 1-12, 14-25 and 26-37 are three f32 copies of
#   the same 12 weights (the weights, Adam's mu and nu): 12 B a parameter.
#   The weights are split 512 ways (devices=[512,1,1]<=[512] and the
#   like).  Want 405,853,388,800 x 12 / 512 = 9,512,188,800 B.  Surplus:
#   the norm scales (4,145,152 parameters) are replicated, + 49.6 MB;
#   five s32[1,8192] inputs 160 KiB: +0.52%.
# Llama 3.1 70B, openxla-bench-llama31_70b-fp8-32x8 (256 GPUs).
#   Count: the same Table 3: 80 layers, dimension 8,192, FFN 28,672, 64
#   heads, 8 key/value heads.  Per layer: q and o 2 x 8192^2 =
#   134,217,728; k and v 2 x 8192 x 1024 = 16,777,216; MLP 3 x 8192 x
#   28672 = 704,643,072; norms 16,384: 855,654,400, x 80 =
#   68,452,352,000; embeddings 2 x 128256 x 8192 = 2,101,346,304; final
#   norm 8,192.  Total 70,553,706,496 (the card's "70B").
#   Module: per-device shapes; f32 weights, mu and nu (parameters 43-54,
#   56-67, 68-79): 12 B a parameter; "fp8" is the matmuls' precision, whose
#   f32[80,1024] and f32[80,1] scaling histories (parameters 1-42) are
#   extra.  Weights split 128 ways, replicated twice (devices=[128,1,1,2]
#   ... last_tile_dim_replicate).  Want 70,553,706,496 x 12 / 128 =
#   6,614,409,984 B; surplus from replicated norms and fp8 state +0.3%.
# Llama 3.1 8B, openxla-bench-llama31_8b-bf16-1x8; Llama 3 8B,
#   openxla-bench-llama3_8b-bf16-activation_offloading-1x8 (same weights).
#   Count: Table 3: 32 layers, dimension 4,096, FFN 14,336, 32 heads, 8
#   key/value heads.  Per layer: q and o 2 x 4096^2 = 33,554,432; k and v
#   2 x 4096 x 1024 = 8,388,608; MLP 3 x 4096 x 14336 = 176,160,768;
#   norms 8,192: 218,112,000, x 32 = 6,979,584,000; embeddings 2 x 128256
#   x 4096 = 1,050,673,152; final norm 4,096.  Total 8,030,261,248 (the
#   card's "8B", 8.03 B).
#   Modules: per-device shapes; f32 weights, mu and nu: 12 B; split 8 ways
#   (devices=[8,1]<=[8] and the like).  Want 8,030,261,248 x 12 / 8 =
#   12,045,391,872 B.  (The activation-offloading module was checked by
#   hand at 12,048,351,244 B, +0.02%: replicated norms and inputs.)
# Llama 3 8B with context parallelism, openxla-bench-llama3_8b-cp-bf16-1x4:
#   the same weights in f32 with mu and nu, split 4 ways
#   (devices=[4,1,1]<=[4]): want 8,030,261,248 x 12 / 4 = 24,090,783,744 B.
# Mixtral 8x7B, openxla-bench-mixtral_8x7b-bf16-2x8 (16 GPUs).
#   Count: "Mixtral of Experts" (arXiv:2401.04088), Table 1: dimension
#   4,096, 32 layers, head dimension 128, hidden 14,336, 32 heads, 8
#   key/value heads, vocabulary 32,000, 8 experts.  Per layer: q and o
#   2 x 4096^2 = 33,554,432; k and v 2 x 4096 x 1024 = 8,388,608; router
#   4096 x 8 = 32,768; experts 8 x 3 x 4096 x 14336 = 1,409,286,144; norms
#   8,192: 1,451,270,144, x 32 = 46,440,644,608; embeddings 2 x 32000 x
#   4096 = 262,144,000; final norm 4,096.  Total 46,702,792,704 (Mistral
#   AI: "46.7B total parameters").
#   Module: per-device shapes; bf16 weights, mu and nu: 6 B; split 16 ways
#   (devices=[16,1,1]<=[16], experts devices=[8,2,1]<=[2,8]T(1,0)).
#   Want 46,702,792,704 x 6 / 16 = 17,513,547,264 B.
# DeepSeek, openxla-bench-nv_maxtext_deepseek-1n4g (4 GPUs): the one
#   module here that is not yet partitioned (num_partitions=4, no
#   collectives), so the shardings size it (analysis/sharding.c).  It holds
#   a slice of DeepSeek-V3: 1 dense layer and 2 MoE layers of 64 routed
#   experts (its parameter shapes: [.., 1, ..] and [64, 2, ..]), not
#   3 + 58 layers of 256.  Sizes from the DeepSeek-V3 technical report
#   (arXiv:2412.19437) s4.2 and its config.json: dimension 7,168, 128
#   heads, query compression 1,536, key/value compression 512, head
#   dimensions 128 (+64 RoPE), dense FFN 18,432, expert FFN 2,048, one
#   shared expert, vocabulary 129,280.  Attention per layer: wq_a 7168 x
#   1536 = 11,010,048; q norm 1,536; wq_b 1536 x 128 x 192 = 37,748,736;
#   wkv_a 7168 x 576 = 4,128,768; kv norm 512; wkv_b 512 x 128 x 256 =
#   16,777,216; out 128 x 128 x 7168 = 117,440,512; sum 187,107,328; plus
#   two norms 14,336.  Dense layer: + MLP 3 x 7168 x 18432 = 396,361,728:
#   583,483,392.  MoE layer: + routed 64 x 3 x 7168 x 2048 =
#   2,818,572,288, shared 3 x 7168 x 2048 = 44,040,192, gate 7168 x 64 =
#   458,752, two biases of 64: 3,050,193,024.  Embeddings 2 x 129280 x
#   7168 = 1,853,358,080; final norm 7,168.  Total 583,483,392 +
#   2 x 3,050,193,024 + 1,853,358,080 + 7,168 = 8,537,234,688.
#   bf16 weights, mu and nu: 6 B; split 4 ways (devices=[4,1,1]<=[4] and
#   the like).  Want 8,537,234,688 x 6 / 4 = 12,805,852,032 B.
# Gemma 3 1B, openxla-cpu-gemma3_1b_flax_call (inference, one device).
#   Count: Gemma 3 Technical Report (arXiv:2503.19786), Table 1: 302M
#   embedding + 698M non-embedding parameters = 1,000M.  bf16 weights only
#   (a forward call): 2 B.  Want 2,000,000,000 B; the KV cache of 11
#   tokens and the token ids are extra (+0.01%).
# ResNet-50, openxla-cpu-resnet50_keras_jax_f32 (inference, one device).
#   Count: Keras Applications (keras.io/api/applications), ResNet50:
#   25.6M parameters; its model summary: 25,636,712 in all, the batch-norm
#   moving means and variances (53,120) among them, as in this module's
#   321 parameters.  f32: 4 B.  Want 25,636,712 x 4 = 102,546,848 B; the
#   input image f32[1,224,224,3] adds 602,112 B (+0.59%).
MODELS='openxla-bench-llama31_405b-bf16-64x8-gpu-before_opt.hlo|405853388800|12|512|Llama 3.1 405B
openxla-bench-llama31_70b-fp8-32x8-gpu-before_opt.hlo|70553706496|12|128|Llama 3.1 70B
openxla-bench-llama31_8b-bf16-1x8-gpu-before_opt.hlo|8030261248|12|8|Llama 3.1 8B
openxla-bench-llama3_8b-bf16-activation_offloading-1x8-gpu-before_opt.hlo|8030261248|12|8|Llama 3 8B
openxla-bench-llama3_8b-cp-bf16-1x4-gpu-before_opt.hlo|8030261248|12|4|Llama 3 8B
openxla-bench-mixtral_8x7b-bf16-2x8-gpu-before_opt.hlo|46702792704|6|16|Mixtral 8x7B
openxla-bench-nv_maxtext_deepseek-1n4g-gpu-before_opt.hlo|8537234688|6|4|DeepSeek-V3 slice
openxla-cpu-gemma3_1b_flax_call-before_opt.hlo|1000000000|2|1|Gemma 3 1B
openxla-cpu-resnet50_keras_jax_f32-before_opt.hlo|25636712|4|1|ResNet-50'

# bounds NAME: the estimate of the last run has ordered bounds
bounds() {
	kind=$(jv estimate)
	lo=$(jv peak_lower_bound_bytes)
	best=$(jv used_bytes)
	hi=$(jv peak_upper_bound_bytes)
	if [ "$kind" != pre-compile ]; then
		bad "$1: estimate '$kind', want pre-compile"
	elif [ -z "$lo" ] || [ -z "$best" ] || [ -z "$hi" ] || [ "$lo" = null ]; then
		bad "$1: no bounds ($lo, $best, $hi)"
	elif [ "$hi" = null ]; then
		# no upper bound only where a custom call's memory is unknown
		if grep -q '"custom_partitioning"' "$out" && [ "$lo" -le "$best" ]; then
			ok "$1: $lo <= $best, no upper bound (unknown custom calls)"
		else
			bad "$1: no upper bound and no unknown custom call, or $lo > $best"
		fi
	elif [ "$lo" -le "$best" ] && [ "$best" -le "$hi" ]; then
		ok "$1: $lo <= $best <= $hi"
	else
		bad "$1: bounds out of order: $lo, $best, $hi"
	fi
}

# params NAME COUNT BYTES PIECES WHAT: the arguments of the last run are
# within 2% of COUNT x BYTES / PIECES
params() {
	want=$(($2 * $3 / $4))
	got=$(jv argument_size_in_bytes)
	if [ -z "$got" ]; then
		bad "$1: no argument_size_in_bytes"
		return
	fi
	off=$((got - want))
	[ "$off" -ge 0 ] || off=$((-off))
	if [ $((off * 100)) -le $((want * 2)) ]; then
		ok "$1: $5 arguments $got B, want $want B +-2%"
	else
		bad "$1: $5 arguments $got B, want $want B +-2% ($2 parameters x $3 B / $4)"
	fi
}

# the before_optimizations modules the index lists, truncated copies aside
modules=$(awk -F '\t' 'NR > 1 && $4 == "before" && $7 != "yes" { print $1 }' "$real/INDEX.tsv")
[ -n "$modules" ] || bad "INDEX.tsv lists no before_optimizations module"
for name in $modules; do
	run "$HLOPEAK" peak --format json "$real/$name"
	if [ "$rc" -ne 0 ]; then
		bad "$name: exit $rc: $(head -n 1 "$err")"
		continue
	fi
	bounds "$name"
	# where a module writes both GSPMD's and Shardy's shardings, they agree
	both=$(jv with_gspmd) differ=$(jv disagreeing)
	if [ "${both:-0}" -gt 0 ]; then
		is "$name: Shardy's shardings agree with GSPMD's on all $both instructions that carry both" \
			"${differ:-missing}" 0
	fi
	model=$(printf '%s\n' "$MODELS" | awk -F '|' -v f="$name" '$1 == f')
	[ -n "$model" ] || continue
	IFS='|' read -r _ count bytes pieces what <<EOF
$model
EOF
	params "$name" "$count" "$bytes" "$pieces" "$what"
done

# every model line names a module the loop measured
printf '%s\n' "$MODELS" | while IFS='|' read -r name _; do
	printf '%s\n' "$modules" | grep -qxF "$name" || echo "$name"
done > "$tmp/missing"
if [ -s "$tmp/missing" ]; then
	bad "models not among the before_optimizations modules: $(tr '\n' ' ' < "$tmp/missing")"
else
	ok "all $(printf '%s\n' "$MODELS" | wc -l | tr -d ' ') models measured"
fi
summary
