#!/bin/sh
# bounds.sh: pre-compile rules on hand-made modules (testdata/precompile),
# each figure derived by hand below, and the gates that follow the bounds.
# Needs $HLOPEAK and $TESTDATA (tests/meson.build sets both).

checks=bounds
. "$(dirname "$0")/checks.sh"
P=${TESTDATA:?}/precompile

# field FILE FIELD: a field of FILE's JSON report (the report left in $out)
field() {
	"$HLOPEAK" peak --format json "$1" >"$out" 2>"$err"
	sed -n "s/^[[:space:]]*\"$2\":[[:space:]]*\([^,]*\),*$/\1/p" "$out" | head -n 1
}

# shardmap.hlo: f32[64,32] split 4 ways on dimension 0 outside a shard_map
# region, f32[16,32] as written inside.  Per device: the argument
# 64*32*4/4 = 2048 B, the output (SPMDShardToFullShape, split [4,1]) 2048 B,
# nothing assumed replicated; before, the all-to-all inside the region made
# the whole module count as per device (8192 B each).
f=$P/shardmap.hlo
is "shardmap: arguments" "$(field "$f" argument_size_in_bytes)" 2048
is "shardmap: outputs" "$(field "$f" output_size_in_bytes)" 2048
is "shardmap: assumed replicated" "$(field "$f" assumed_replicated_bytes)" 0
# Best estimate: inside the region exponential, all-to-all and negate
# each take 2048 B; the negate is the output, and at most one temporary is
# live beside the argument and the output: XLA's peak 2048 + 2048 + 2048 =
# 6144.  Temp adds the async all-to-all's tuple tables (backend.c B2), 16 B
# and 8 B, each in its own 256-byte slot (no operand shapes printed:
# 256-byte alignment): 2048 + 512 = 2560; used, what is allocated, 2048 +
# 2048 + 2560 = 6656.
is "shardmap: peak" "$(field "$f" peak_memory_in_bytes)" 6144
is "shardmap: temp includes the async tables (2048 + 2 x 256)" "$(field "$f" temp_size_in_bytes)" 2560
is "shardmap: used (arguments + outputs + temp)" "$(field "$f" used_bytes)" 6656

# shardmap-minor.hlo: the same with the all-to-all split on dimension 1,
# not the most major: the GPU layout assignment copies its operand first
# (backend.c B1), one more 2048-byte buffer live with the copy's source
# or its result: peak 6144 + 2048, temp 2 x 2048 + 2 x 256, used 2048 +
# 2048 + 4608.
f=$P/shardmap-minor.hlo
is "shardmap-minor: peak (layout copy)" "$(field "$f" peak_memory_in_bytes)" 8192
is "shardmap-minor: used (layout copy)" "$(field "$f" used_bytes)" 8704

# custompart.hlo: a custom_partitioning call: result split like its operand
# (2048 B), the negate of it the output (2048 B); no upper bound, the call
# listed.
f=$P/custompart.hlo
is "custompart: arguments" "$(field "$f" argument_size_in_bytes)" 2048
is "custompart: outputs" "$(field "$f" output_size_in_bytes)" 2048
is "custompart: upper bound" "$(field "$f" peak_upper_bound_bytes)" null
is "custompart: used" "$(field "$f" used_bytes)" 4096
is "custompart: the call is listed" "$(grep -c '"custom_partitioning": true' "$out")" 1

# kernels.hlo: four calls with no rule, three alike: the text report names
# the three on one line with their count, the fourth (another result size)
# on its own, and the JSON still lists all four
f=$P/kernels.hlo
"$HLOPEAK" peak "$f" >"$out" 2>"$err"
is "kernels: two lines for four calls" "$(grep -c '^  Excluded: ' "$out")" 2
is "kernels: the three alike counted" "$(grep -c '^  Excluded: 3 calls like %k1 (custom_call_target="my_attention_kernel", operands 8.0K, result 8.0K each)' "$out")" 1
is "kernels: the other on its own" "$(grep -c '^  Excluded: %w (custom_call_target="my_attention_kernel", operands 8.0K, result 16.0K)' "$out")" 1
is "kernels: JSON lists each call" "$("$HLOPEAK" peak --format json "$f" | grep -c '"custom_partitioning": false')" 4
# twelve calls of twelve sizes: ten lines, then the two left counted (the
# root reads them all: one read by nothing, as none says it has a side
# effect, would be gone, as HloDCE removes it)
{
	echo 'HloModule many_kernels'
	echo 'ENTRY %main (x: f32[8]) -> (f32[8], f32[16], f32[24], f32[32], f32[40], f32[48], f32[56], f32[64], f32[72], f32[80], f32[88], f32[96]) {'
	echo '  %x = f32[8]{0} parameter(0)'
	for k in 1 2 3 4 5 6 7 8 9 10 11 12; do
		echo "  %k$k = f32[$((k * 8))]{0} custom-call(%x), custom_call_target=\"kernel\""
	done
	echo '  ROOT %t = (f32[8], f32[16], f32[24], f32[32], f32[40], f32[48], f32[56], f32[64], f32[72], f32[80], f32[88], f32[96]) tuple(%k1, %k2, %k3, %k4, %k5, %k6, %k7, %k8, %k9, %k10, %k11, %k12)'
	echo '}'
} >"$tmp/many.hlo"
"$HLOPEAK" peak "$tmp/many.hlo" >"$out" 2>"$err"
is "many kernels: ten lines and the rest counted" "$(grep -c '^  Excluded: %k' "$out")" 10
is "many kernels: two more" "$(grep -c '^  Excluded: 2 more such custom calls' "$out")" 1

# scalarfuse.hlo: a broadcast of a scalar read by two reductions.  The
# argument f32[] 4 B; outputs f32[1024] + f32[256] + a 16-byte tuple table
# = 5136 B.  Best: the broadcast is duplicated into both reductions (F3),
# no temporary: used 4 + 5136 = 5140.  Upper (no fusion): the broadcast,
# 1024*256*4 = 1048576 B, and the scalar constant, 4 B: 1053720.
f=$P/scalarfuse.hlo
is "scalarfuse: used" "$(field "$f" used_bytes)" 5140
is "scalarfuse: temp" "$(field "$f" temp_size_in_bytes)" 0
is "scalarfuse: upper" "$(field "$f" peak_upper_bound_bytes)" 1053720

# shardy.hlo: shardings in Shardy's form alone, over the mesh data=4,
# model=2.  x f32[64,32] split 4 ways on dimension 0: 16*32*4 = 2048 B;
# w f32[32,16] split 2 ways on dimension 1: 32*8*4 = 1024 B; arguments
# 3072.  The result's FuncResultSharding splits dimension 0 by data and
# model, 8 ways: 8*16*4 = 512 B of output.
f=$P/shardy.hlo
is "shardy: arguments" "$(field "$f" argument_size_in_bytes)" 3072
is "shardy: outputs" "$(field "$f" output_size_in_bytes)" 512
is "shardy: read alone" "$(sed -n 's/^ *"alone": \([0-9]*\).*/\1/p' "$out")" 3

# shardy-both.hlo: the same with GSPMD's shardings beside Shardy's; x's
# GSPMD form splits dimension 0 only 2 ways (Shardy's: 4), w's agrees.  A
# module that carries GSPMD's form is sized by it: x 32*32*4 = 4096 B, w
# 1024 B; one instruction disagrees, one agrees; the result's sharding is
# Shardy's alone (not used: GSPMD's form is there).
f=$P/shardy-both.hlo
is "shardy-both: arguments" "$(field "$f" argument_size_in_bytes)" 5120
is "shardy-both: with GSPMD" "$(sed -n 's/^ *"with_gspmd": \([0-9]*\).*/\1/p' "$out")" 2
is "shardy-both: disagreeing" "$(sed -n 's/^ *"disagreeing": \([0-9]*\).*/\1/p' "$out")" 1

# host.hlo: host placement before compiling (backend.c H1-H3).  h is laid
# out in S(5) in entry_computation_layout: 1024 B of host argument; d,
# 1024 B on the device.  MoveToDevice brings h over (1024 B temporary), the
# add may take that buffer over, and annotate_device_placement to
# pinned_host puts the result, the output (S(5) in the layout too), in
# host memory: host output 1024, device output 0.  Used: 1024 + 1024.
f=$P/host.hlo
is "host: device arguments" "$(field "$f" argument_size_in_bytes)" 1024
is "host: host arguments" "$(sed -n 's/^ *"host_argument_size_in_bytes": \([0-9]*\).*/\1/p' "$out")" 1024
is "host: host outputs" "$(sed -n 's/^ *"host_output_size_in_bytes": \([0-9]*\).*/\1/p' "$out")" 1024
is "host: device outputs" "$(sed -n 's/^ *"output_size_in_bytes": \([0-9]*\).*/\1/p' "$out")" 0
is "host: used" "$(sed -n 's/^ *"used_bytes": \([0-9]*\).*/\1/p' "$out")" 2048

# gemm.hlo: the jax-hpc-profiler sample before compiling (dot of two
# f32[1000,1000], plus a third): XLA compiled it to a __cublas$gemm with a
# 4 MiB workspace and temp = 4194304 + 128 (the 16-byte tuple table in a
# 128-byte slot; calibration-rules R13).  The dot's result goes into the
# output buffer (the add may take it over).  Best: the same temp.  Lower
# bound: no workspace (Triton or a shrunken one may need none): 12000000 +
# 4000000.  A 32 MiB workspace (Hopper) is capped by the legacy gemm at its
# operands' 8000000 bytes.
f=$P/gemm.hlo
is "gemm: temp" "$(field "$f" temp_size_in_bytes)" 4194432
is "gemm: lower bound" "$(sed -n 's/^ *"peak_lower_bound_bytes": \([0-9]*\).*/\1/p' "$out")" 16000000
"$HLOPEAK" peak --format json --gemm-workspace 32M "$f" >"$out"
is "gemm: 32M workspace, capped" "$(sed -n 's/^ *"temp_size_in_bytes": \([0-9]*\).*/\1/p' "$out")" 8000128
"$HLOPEAK" peak --format json --device h100 "$f" >"$out"
is "gemm: h100's workspace" "$(sed -n 's/^ *"temp_size_in_bytes": \([0-9]*\).*/\1/p' "$out")" 8000128
"$HLOPEAK" peak --format json --device a100-80g "$f" >"$out"
is "gemm: a100's workspace" "$(sed -n 's/^ *"temp_size_in_bytes": \([0-9]*\).*/\1/p' "$out")" 4194432

# advice-broadcast.hlo: %b, a broadcast of a scalar, is read early and
# late, around two dots.  XLA duplicates it into both consumers (F3): no
# buffer, nothing to rematerialize or offload.  Before the advice looked at
# the buffers after fusion, suggest offered "%b (cheap), recompute before %a".
case $("$HLOPEAK" suggest "$P/advice-broadcast.hlo") in
*"%b "*) r="names %b" ;;
*) r="does not name %b" ;;
esac
is "advice: a fused broadcast is no candidate" "$r" "does not name %b"
# donating y (parameter 1) into output {1} saves nothing at the peak (%a,
# the second output, is made after y's last reader, the second dot, and
# took its own buffer there anyway): no advice; donating x saves 1.00M
said=$("$HLOPEAK" suggest "$P/advice-broadcast.hlo")
case $said in *"saves        0B"*) r="offers a 0B donation" ;; *) r="offers none" ;; esac
is "advice: a donation that saves nothing is left out" "$r" "offers none"
case $said in *"saves     1.00M"*"parameter 0 (%x"*) r=yes ;; *) r=no ;; esac
is "advice: the donation of x, 1.00M, stays" "$r" yes

# gates: custompart uses 4096 B, at least 4096, no upper bound
f=$P/custompart.hlo
said=$("$HLOPEAK" check "$f" --budget 4K); rc=$?
is "gate best: exit" "$rc" 0
case $said in *"May run out of memory in memory space hbm. Used 4.0K of 4.0K hbm"*) r=yes ;; *) r="$said" ;; esac
is "gate best: may run out" "$r" yes
"$HLOPEAK" check "$f" --budget 4K --gate upper >/dev/null; is "gate upper: unknown upper counts as over" "$?" 1
"$HLOPEAK" check "$f" --budget 4K --gate lower >/dev/null; is "gate lower" "$?" 0
"$HLOPEAK" check "$f" --budget 3K --gate lower >/dev/null; is "gate lower, under the lower bound" "$?" 1
"$HLOPEAK" check "$f" --budget 4K --gate middle >/dev/null 2>&1; is "gate: a bad value is a usage error" "$?" 2
is "github: a warning" "$("$HLOPEAK" check "$f" --budget 4K --format github | cut -c1-9)" "::warning"
case $("$HLOPEAK" check "$f" --budget 4K --format md) in *"may run out"*) r=yes ;; *) r=no ;; esac
is "md: uncertain" "$r" yes
# a compiled module is never "may run out"
"$HLOPEAK" check "$TESTDATA/train_step_tpu.hlo" --budget 8M >/dev/null; is "compiled: over" "$?" 1

# brackets FILE XLA: on the CPU, XLA's figure (argument + output - alias +
# temp, from tools/truth/hlocompile.py, jaxlib 0.10.2, in each file's
# header) lies between the lower and the upper bound
brackets() {
	"$HLOPEAK" peak --target cpu --format json "$P/$1.hlo" >"$out" 2>"$err"
	lo=$(sed -n 's/^[[:space:]]*"peak_lower_bound_bytes":[[:space:]]*\([0-9]*\),*$/\1/p' "$out" | head -n 1)
	hi=$(sed -n 's/^[[:space:]]*"peak_upper_bound_bytes":[[:space:]]*\([0-9]*\),*$/\1/p' "$out" | head -n 1)
	holds "$1: lower bound ${lo:-none} <= XLA's $2" atmost "$lo" "$2"
	holds "$1: XLA's $2 <= upper bound ${hi:-none}" atmost "$2" "$hi"
}

# atmost A B: both numbers, A <= B
atmost() {
	[ -n "$1" ] && [ -n "$2" ] && [ "$1" -le "$2" ]
}
# several in-place updates of one value, copied (analysis/copyins.c rules 6
# and 7; before, both upper bounds were below XLA's figure)
brackets scatter-adds-kept 393984
brackets scatter-updates-copied 35133464

summary
