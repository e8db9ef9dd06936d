#!/bin/sh
# stablehlo.sh: the StableHLO front end (parser/mlir*.{l,y,c}).
#
# On the hand-made modules of testdata/stablehlo (figures derived in their
# header comments): the figures, op_name and source line from locations,
# the pretty and generic twins giving the same report, detection by
# content (stdin, any file name), and every bad-*.mlir rejected with
# `file:line:col: error:` and exit 3.  With ../shared/corpus/stablehlo and
# ../shared/corpus/precompile: no crash anywhere, the `syntax` negatives
# rejected with a located error, each pretty/generic twin of testdata/ with
# the same figures, and every lowered program of precompile/ with the
# figures of its before_optimizations.hlo (both read with --alignment 128:
# the HLO text of those programs prints operand shapes, which hlopeak takes
# for a dump older than XLA's 2025 GPU alignment change, and StableHLO says
# nothing of the XLA that will compile it).
set -u
here=$(dirname "$0")
HLOPEAK=${HLOPEAK:-$here/../build/tools/hlopeak}
TESTDATA=${TESTDATA:-$here/../testdata}
S=$TESTDATA/stablehlo
checks=stablehlo
. "$here/checks.sh"
figures() { # FILE ARGS...: the figures a report gives, one line
	f=$1; shift
	"$HLOPEAK" peak --format json "$@" "$f" 2>/dev/null | grep -E \
		'"(argument|output|alias|temp|constant)_size_in_bytes"|"(used|peak_lower_bound|peak_upper_bound)_bytes"' |
		tr -d ' \n'
}
# sized NAME LABEL ARGS-WHY ARGS OUTPUT-WHY OUTPUT: $S/NAME is read (exit
# 0) with the argument and output bytes its header derives; $out and $err
# keep the JSON report and the messages for further checks
sized() {
	run "$HLOPEAK" peak --format json "$S/$1"
	status "$2: read" 0
	is "$2: $3" "$(jv argument_size_in_bytes "$out")" "$4"
	is "$2: $5" "$(jv output_size_in_bytes "$out")" "$6"
}

# --- the hand-made modules ---------------------------------------------------
"$HLOPEAK" peak --format json --top 0 "$S/mlp.mlir" > "$tmp/mlp.json"
rmlp=$?
is "mlp: arguments 131072 + 65536" "$(jv argument_size_in_bytes "$tmp/mlp.json")" 196608
is "mlp: outputs 131072 + 256 + a 16 B tuple table" "$(jv output_size_in_bytes "$tmp/mlp.json")" 131344
is "mlp: output 0 is %arg0's (tf.aliasing_output = 0)" "$(jv alias_size_in_bytes "$tmp/mlp.json")" 131072
is "mlp: estimated before the compile" "$(jv estimate "$tmp/mlp.json")" pre-compile
is "mlp: worded for JAX" "$(jv framework "$tmp/mlp.json")" JAX
is "mlp: the dot's op_name from #loc1" "$(grep -c '"op_name": "jit(step)/dot_general"' "$tmp/mlp.json" | tr -d ' ')" 2
is "mlp: the dot's source line through #loc5" "$(sed -n '/"op_name": "jit(step)\/dot_general"/,/source_line/p' "$tmp/mlp.json" |
	sed -n 's/^ *"source_line": \([0-9]*\),$/\1/p' | head -n 1)" 10
"$HLOPEAK" peak --format json --top 0 "$S/mlp-generic.mlir" > "$tmp/gen.json"
rgen=$?
# an op without a Python location is placed by its line in the file read
# (the generic form's are others): the parameters at the function's line
# 14, the root tuple at the return's line 21
is "mlp: a parameter without a location, at its function's line in the file" \
	"$(sed -n '/"instruction": "Arg_1\./,/source_line/p' "$tmp/mlp.json" | sed -n 's/^ *"source_line": \([0-9]*\),$/\1/p' | head -n 1)" 14
is "mlp: ... in the file read (its source_file)" "$(sed -n '/"instruction": "Arg_1\./,/source_file/p' "$tmp/mlp.json" |
	sed -n 's/^ *"source_file": "\(.*\)",$/\1/p' | head -n 1)" "$S/mlp.mlir"
# the rest of the two reports, without the file and those lines
grep -v '"file"' "$tmp/mlp.json" | sed '/"source_file": ".*mlp\.mlir",$/{N;d;}' > "$tmp/a"
grep -v '"file"' "$tmp/gen.json" | sed '/"source_file": ".*mlp-generic\.mlir",$/{N;d;}' > "$tmp/b"
# the same bytes only count when both forms gave a report (exit 0)
if [ "$rmlp" = 0 ] && [ "$rgen" = 0 ] && [ -s "$tmp/a" ] && cmp -s "$tmp/a" "$tmp/b"; then ok "mlp: the generic form gives the same report, byte for byte but for its ops' lines in the file"; else
	bad "mlp: the generic form's report differs (exit $rmlp, $rgen)"; diff "$tmp/a" "$tmp/b" | head -n 10; fi
"$HLOPEAK" peak --format json "$S/loop-cond.mlir" > "$tmp/loop.json"
is "loop-cond: arguments 4 + 4096" "$(jv argument_size_in_bytes "$tmp/loop.json")" 4100
is "loop-cond: one f32[1024] output" "$(jv output_size_in_bytes "$tmp/loop.json")" 4096
is "loop-cond: entry, cond, body and two branches" "$(jv computations "$tmp/loop.json")" 5
# Shardy and host memory (shardy.mlir derives the sizes): %arg0 split 4
# ways along dimension 0, %arg1 in pinned host memory
"$HLOPEAK" peak --format json "$S/shardy.mlir" > "$tmp/sdy.json"
is "shardy: the device's piece of %arg0, 1024/4 x 256 x 4" "$(jv argument_size_in_bytes "$tmp/sdy.json")" 262144
is "shardy: %arg1 in host memory (mhlo.memory_kind)" "$(jv host_argument_size_in_bytes "$tmp/sdy.json")" 1024
is "shardy: the output split as the constraint says" "$(jv output_size_in_bytes "$tmp/sdy.json")" 262144
# a result's own Shardy sharding sizes its output (result-sharding.mlir
# derives the figures)
"$HLOPEAK" peak --format json --target cpu "$S/result-sharding.mlir" > "$tmp/rs.json"
is "result-sharding: the argument split in two" "$(jv argument_size_in_bytes "$tmp/rs.json")" 2048
is "result-sharding: a replicated result and a split one, XLA's 6160" "$(jv output_size_in_bytes "$tmp/rs.json")" 6160
# the two arguments', the constraint's and the result's (XLA's round trip
# writes it as an xla.sdy.FuncResultSharding custom call)
is "shardy: four Shardy shardings read" "$(jv alone "$tmp/sdy.json")" 4
# sdy.mesh in MLIR's generic form, the mesh in the properties or in the
# attribute dictionary: the same split (it was read as no mesh at all)
for form in '<{mesh = #sdy.mesh<["x"=4]>, sym_name = "mesh"}>' '{mesh = #sdy.mesh<["x"=4]>, sym_name = "mesh"}'; do
	sed "s|^  sdy.mesh @mesh = <\[\"x\"=4\]>\$|  \"sdy.mesh\"() $form : () -> ()|" "$S/shardy.mlir" > "$tmp/sdygen.mlir"
	has "shardy generic mesh: rewritten" "$tmp/sdygen.mlir" '"sdy.mesh"()'
	"$HLOPEAK" peak --format json "$tmp/sdygen.mlir" > "$tmp/sdygen.json"
	is "shardy generic mesh $form: the device's piece of %arg0" "$(jv argument_size_in_bytes "$tmp/sdygen.json")" 262144
done
# get_tuple_element in the pretty form JAX prints, %t[1], and in the
# generic form: element 1, s32[3], 12 bytes (the pretty form was read as
# element 0, f32[3,3])
for op in 'stablehlo.get_tuple_element %0[1] :' '"stablehlo.get_tuple_element"(%0) {index = 1 : i32} :'; do
	cat > "$tmp/gte.mlir" <<EOF
module @m {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.tuple %arg0, %arg1 : tuple<tensor<3x3xf32>, tensor<3xi32>>
    %1 = $op (tuple<tensor<3x3xf32>, tensor<3xi32>>) -> tensor<3xi32>
    return %1 : tensor<3xi32>
  }
}
EOF
	"$HLOPEAK" peak --format json "$tmp/gte.mlir" > "$tmp/gte.json"
	is "get_tuple_element $op: element 1" "$(jv output_size_in_bytes "$tmp/gte.json")" 12
done
# a splat written as a list, dense<[1, 1, 1, 1]>, is the splat dense<1>
# (MLIR stores both as one; XLA broadcasts a scalar): no constant bytes
for c in 'dense<[1, 1, 1, 1]>' 'dense<1>'; do
	cat > "$tmp/splat.mlir" <<EOF
module @m {
  func.func public @main(%arg0: tensor<4xi64>) -> tensor<4xi64> {
    %0 = stablehlo.constant $c : tensor<4xi64>
    %1 = stablehlo.add %arg0, %0 : tensor<4xi64>
    return %1 : tensor<4xi64>
  }
}
EOF
	"$HLOPEAK" peak --format json "$tmp/splat.mlir" > "$tmp/splat.json"
	is "splat $c: no constant bytes" "$(jv constant_size_in_bytes "$tmp/splat.json")" 0
done
# shard_map as sdy.manual_computation (shard-map.mlir derives the sizes):
# the argument is each device's piece, and so is the region's multiply
"$HLOPEAK" peak --format json --top 0 "$S/shard-map.mlir" > "$tmp/sm.json"
is "shard_map: the device's piece of %arg0" "$(jv argument_size_in_bytes "$tmp/sm.json")" 262144
is "shard_map: the region's result per device" "$(jv output_size_in_bytes "$tmp/sm.json")" 262144
# what JAX prints for README's "Before you compile" (jax-lowered.mlir
# derives the figures): the dot's cuBLAS workspace is a buffer of its own
run "$HLOPEAK" peak --format json --top 0 "$S/jax-lowered.mlir"
is "jax-lowered: arguments 4 MiB + 1 MiB" "$(jv argument_size_in_bytes "$out")" 5242880
is "jax-lowered: output 1 MiB" "$(jv output_size_in_bytes "$out")" 1048576
is "jax-lowered: peak 5 + 1 + 1 + 4 MiB" "$(jv peak_memory_in_bytes "$out")" 11534336
# used, what is allocated: the temp heap holds the first dot's result and
# workspace (5 MiB) and each GEMM's (result, workspace) tuple table, 16 B
# in a 256-byte slot: 5 MiB + 6 MiB + 2 x 256
is "jax-lowered: used, the packed heap with the GEMMs' tuple tables" "$(jv used_bytes "$out")" 11534848
has "jax-lowered: the workspace listed as what it is, s8[4 MiB]" "$out" '"shape": "s8[4194304]"'
# jax.lax.ragged_dot (ragged-dot.mlir derives the sizes)
sized ragged-dot.mlir "ragged_dot" "arguments 440 + 840 + 24" 1304 "output f32[2,11,7]" 616
# sdy.constant, sdy.reshard and types written with spaces (sdy-ops.mlir
# derives the sizes)
sized sdy-ops.mlir "sdy ops" "the device's piece of %arg0 (tensor<1024 x 256 x f32>)" 262144 "the reshard's result per device" 262144
# Shardy's explicit collectives (sdy-collectives.mlir derives the figures):
# a copy to their out_sharding, all_reduce and propagation_barrier dropped
run "$HLOPEAK" peak --format json "$S/sdy-collectives.mlir"
status "sdy collectives: read" 0
is "sdy collectives: the device's piece of %arg0" "$(jv argument_size_in_bytes "$out")" 262144
is "sdy collectives: %1 (all_gather, replicated) + %7 (a quarter) + 16" "$(jv output_size_in_bytes "$out")" 1310736
is "sdy collectives: used, all_reduce no copy of its own" "$(jv used_bytes "$out")" 1835024
# a future outside async_start (future-arg.mlir derives the sizes): the
# tuple of the tensors it holds
sized future-arg.mlir "future argument" "f32[64,32], f32[16] and a table" 8272 "f32[64,32] and a table" 8200
# ... and a constraint in the generic form (shardy-generic.mlir derives it)
sized shardy-generic.mlir "generic sharding_constraint" "%arg0 replicated" 1048576 "%0 split as the constraint asks" 262144
# mhlo.sharding as a serialized OpSharding (serialized-sharding.mlir
# derives the sizes from the decoded fields)
sized serialized-sharding.mlir "serialized sharding" "4 B replicated + f32[4] in 2 ({devices=[2]0,1})" 12 "f32[4,4] in 2 ({devices=[2,1]0,1})" 32
# ... and of two results (shard-map-pair.mlir derives the sizes)
sized shard-map-pair.mlir "shard_map of two results" "the device's piece of %arg0" 262144 "both per device, and a 16 B tuple table" 263184
# ops written over several lines, mhlo.sinh, a per-axis quantized type
# (hand-formatted.mlir derives the sizes)
sized hand-formatted.mlir "hand-formatted" "arguments 256 + 256 + 6 (s8 storage)" 518 "outputs 64 + 6 + a 16 B tuple table" 86
run "$HLOPEAK" peak "$S/hand-formatted.mlir"
hasre "hand-formatted: mhlo.sinh is HLO's own sinh (XLA's translate test sinh.mlir)" "$out" 'temporaries: sinh  *1 '
# a while reading values from outside, then a second module after
# `// -----` (while-free-vars.mlir derives the figures)
sized while-free-vars.mlir "while-free-vars" "arguments 4 + 4096 + 4096" 8196 "output f32[1024]" 4096
is "while-free-vars: the outside values travel in the loop tuple (21 instructions once dead ones go)" "$(jv instructions "$out")" 21
has "while-free-vars: the module after // ----- is not read, and says so" "$err" \
	"while-free-vars.mlir:38:1: warning: '// -----' ends the first module"
# several ops on one line, a dictionary with a comment line in it; mhlo's
# token and broadcast (each fixture derives its figures)
sized ops-on-one-line.mlir "ops on one line" "arguments 2 x f32[256,256]" 524288 "output f32[256,256]" 262144
# broadcast_in_dim converted as XLA converts it (broadcast-degenerate.mlir
# derives its figures; broadcast-degenerate.xla.hlo is XLA's conversion)
sized broadcast-degenerate.mlir "broadcast_in_dim" "f32[256,512] + f32[]" 524292 "f32[256,512]" 524288
is "broadcast_in_dim: XLA's instructions, a reshape and two broadcast sequences" "$(jv instructions "$out")" 17
is "broadcast_in_dim: the figures of XLA's own conversion (--target cpu)" \
	"$(figures "$S/broadcast-degenerate.mlir" --target cpu)" "$(figures "$S/broadcast-degenerate.xla.hlo" --target cpu)"
is "broadcast_in_dim: used, XLA:CPU's 1049608" "$(figures "$S/broadcast-degenerate.mlir" --target cpu | sed 's/.*"used_bytes":\([0-9]*\).*/\1/')" 1049608
# what XLA's conversion simplifies first (fold.mlir derives the figures;
# fold.xla.hlo is XLA's conversion)
sized fold.mlir "folds" "f32[256,512]" 524288 "f32[256,512]" 524288
is "folds: XLA's 5 instructions, not 17" "$(jv instructions "$out")" 5
is "folds: the figures of XLA's own conversion (--target cpu)" \
	"$(figures "$S/fold.mlir" --target cpu)" "$(figures "$S/fold.xla.hlo" --target cpu)"
is "folds: used, XLA:CPU's 1048576" "$(figures "$S/fold.mlir" --target cpu | sed 's/.*"used_bytes":\([0-9]*\).*/\1/')" 1048576
# lists of one value are splats, and a float -> int convert folds only
# when the value fits (fold-splat-list.mlir derives the count; its generic
# twin is what MLIR prints for it, with dense<v> for each list)
sized fold-splat-list.mlir "splat lists" "no parameters" 0 "4 + 4 + 16 bytes and the output tuple's 3 pointers of 8" 48
is "splat lists: 6 instructions left by the folds" "$(jv instructions "$out")" 6
run "$HLOPEAK" peak --format json "$S/fold-splat-list.generic.mlir"
is "splat lists: the generic twin, 6 instructions" "$(jv instructions "$out")" 6
is "splat lists: the generic twin's figures" \
	"$(figures "$S/fold-splat-list.generic.mlir")" "$(figures "$S/fold-splat-list.mlir")"
# ApproxTopK's fallback as XLA converts it, and the CPU's TopK call of its
# sort (approx-top-k.mlir derives the figures; approx-top-k.xla.hlo is
# XLA's conversion)
sized approx-top-k.mlir "ApproxTopK" "f32[256,4096]" 4194304 "f32[256,16] + s32[256,16] + 16" 32784
# (XLA's conversion writes the 2-D iota as a 1-D iota and a broadcast, one
# instruction more than the converter; the figures are the same)
is "ApproxTopK: 20 instructions, XLA's 21 but the iota's broadcast" "$(jv instructions "$out")" 20
is "ApproxTopK: the figures of XLA's own conversion (--target cpu)" \
	"$(figures "$S/approx-top-k.mlir" --target cpu)" "$(figures "$S/approx-top-k.xla.hlo" --target cpu)"
is "ApproxTopK: used, XLA:CPU's 8421408" "$(figures "$S/approx-top-k.mlir" --target cpu | sed 's/.*"used_bytes":\([0-9]*\).*/\1/')" 8421408
# batched gather and scatter: the converter carries their batching
# dimensions (batched-gather-scatter.mlir; its HLO twin, family-121, derives
# the figures, XLA:CPU's)
# (the best estimate's: the upper bounds differ by 4 B, not traced)
is "batched gather/scatter: the best estimate of the HLO twin (--target cpu)" \
	"$(figures "$S/batched-gather-scatter.mlir" --target cpu | sed 's/"peak_lower_bound_bytes.*//')" \
	"$(figures "$TESTDATA/family-121-batched-gather-scatter.hlo" --target cpu | sed 's/"peak_lower_bound_bytes.*//')"
is "batched gather/scatter: used, XLA:CPU's 3149828" \
	"$(figures "$S/batched-gather-scatter.mlir" --target cpu | sed 's/.*"used_bytes":\([0-9]*\).*/\1/')" 3149828
# chlo.square is a multiply of its operand by itself (chlo-square.mlir)
sized chlo-square.mlir "chlo.square" "f32[256,256]" 262144 "f32[256,256]" 262144
run "$HLOPEAK" peak --target cpu "$S/chlo-square.mlir"
hasre "chlo.square: the multiply XLA legalizes it to, a temporary of 256 KiB" "$out" 'temporaries: multiply  *1  *256.0K'
# a LAPACK call's layouts (lapack-lu.mlir derives the figures, XLA:CPU's)
sized lapack-lu.mlir "lapack layouts" "f32[96,96]" 36864 "f32[96,96], s32[96] and a 16 B table" 37264
is "lapack layouts: used, XLA:CPU's 111060" "$(figures "$S/lapack-lu.mlir" --target cpu | sed 's/.*"used_bytes":\([0-9]*\).*/\1/')" 111060
sized mhlo-spellings.mlir "mhlo spellings" "f32[256] and a token" 1024 "f32[8,16,256], a token and a 16 B tuple table" 131088
is "shard_map: the multiply sized f32[256,256]" "$(grep -c '"shape": "f32\[256,256\]' "$tmp/sm.json" | tr -d ' ')" 1
# composite: its decomposition is called, so its 4 MiB temporary counts
"$HLOPEAK" peak --format json --top 0 "$S/composite.mlir" > "$tmp/cmp.json"
is "composite: arguments 4096 + 4194304" "$(jv argument_size_in_bytes "$tmp/cmp.json")" 4198400
is "composite: the decomposition's dot and its workspace at the peak" "$(jv peak_memory_in_bytes "$tmp/cmp.json")" 12591104
# used adds the two GEMMs' 16-byte tuple tables, each in a 256-byte slot
is "composite: used, the heap with the GEMMs' tuple tables" "$(jv used_bytes "$tmp/cmp.json")" 12591616
# a --jax_dump_ir_to folder: jax_irNNNN_<program>_compile.mlir files are
# modules at the earliest stage, used when there is no HLO dump of them
mkdir "$tmp/dump"
cp "$S/mlp.mlir" "$tmp/dump/jax_ir0001_jit_step_compile.mlir"
cp "$S/mlp.mlir" "$tmp/dump/jax_ir0004_jit_step_compile.mlir"
cp "$S/loop-cond.mlir" "$tmp/dump/jax_ir0002_jit_loop_compile.mlir"
"$HLOPEAK" modules "$tmp/dump" > "$tmp/mods.txt"
is "dump folder: two programs" "$(grep -c '^jit_' "$tmp/mods.txt" | tr -d ' ')" 2
is "dump folder: jit_step from its newest id" "$(grep -c 'uses .*jax_ir0004_jit_step_compile.mlir (stablehlo' "$tmp/mods.txt" | tr -d ' ')" 1
cp "$TESTDATA/report-gpu-small.hlo" "$tmp/dump/module_0001.jit_step.before_optimizations.txt"
"$HLOPEAK" modules "$tmp/dump" > "$tmp/mods.txt"
is "dump folder: an HLO dump of the program comes first" \
	"$(grep -c 'uses .*module_0001.jit_step.before_optimizations.txt' "$tmp/mods.txt" | tr -d ' ')" 1
"$HLOPEAK" peak --format json --stage stablehlo -m '^jit_step$' "$tmp/dump" > "$tmp/st.json"
is "dump folder: --stage stablehlo reads the lowered module" "$(jv argument_size_in_bytes "$tmp/st.json")" 196608
# by content: stdin, and a file whose name says nothing
"$HLOPEAK" peak --format json - < "$S/mlp.mlir" > "$tmp/stdin.json"
is "stdin: read as StableHLO" "$(jv argument_size_in_bytes "$tmp/stdin.json")" 196608
cp "$S/mlp.mlir" "$tmp/module.txt"
"$HLOPEAK" peak --format json "$tmp/module.txt" > "$tmp/txt.json"
is "a .txt file: read as StableHLO" "$(jv argument_size_in_bytes "$tmp/txt.json")" 196608
# flex's end-of-file rule of each state, not the first state's for all
"$HLOPEAK" peak "$S/bad-truncated-type.mlir" > /dev/null 2> "$tmp/err"
has "bad-truncated-type.mlir: the file ends inside the type's brackets" "$tmp/err" \
	"bad-truncated-type.mlir:3:33: error: the file ends inside brackets (is it truncated?)"
n=0
for f in "$S"/bad-*.mlir; do
	[ -f "$f" ] || continue
	n=$((n + 1))
	status=0
	"$HLOPEAK" peak "$f" > /dev/null 2> "$tmp/err" || status=$?
	is "$(basename "$f"): exit 3" "$status" 3
	if grep -q "^$f:[0-9]*:[0-9]*: error: " "$tmp/err" && sed -n 3p "$tmp/err" | grep -q '^ *^$'; then
		ok "$(basename "$f"): a located error with the line and a caret"
	else
		bad "$(basename "$f"): no located error: $(head -n 1 "$tmp/err")"
	fi
	# `// EXPECT: line:col: error: text`: the one fault the fixture plants,
	# where it is (each is a valid module but for it)
	expect=$(sed -n 's|^// EXPECT: ||p' "$f")
	[ -z "$expect" ] || has "$(basename "$f"): $expect" "$tmp/err" "$f:$expect"
done
[ "$n" -ge 6 ] || bad "only $n bad-*.mlir modules"
# every other module is read for each target's rules without a crash
# (reduce-window-no-inputs.mlir: a scan rule once read an operand the op
# does not have, with --target cpu)
for f in "$S"/*.mlir; do
	case $(basename "$f") in bad-*) continue ;; esac
	for t in gpu tpu cpu; do
		status=0
		"$HLOPEAK" peak --target $t "$f" > /dev/null 2>&1 || status=$?
		[ "$status" -le 3 ] || bad "$(basename "$f") --target $t: crashed ($status)"
	done
done

# a module without @main: its one public function that no other calls is
# the entry, said in a warning (no-main.mlir derives its figures)
status=0
"$HLOPEAK" peak --format json "$S/no-main.mlir" > "$tmp/nomain.json" 2> "$tmp/err" || status=$?
is "no-main: read (exit 0)" "$status" 0
has "no-main: @forward read as the entry, where it is defined" "$tmp/err" \
	"no-main.mlir:12:3: warning: no @main function: @forward, the one public function no other calls, is read as the entry"
is "no-main: the warning once" "$(grep -c 'warning: no @main' "$tmp/err" | tr -d ' ')" 1
is "no-main: arguments 1024 + 1024" "$(jv argument_size_in_bytes "$tmp/nomain.json")" 2048
is "no-main: output 1024" "$(jv output_size_in_bytes "$tmp/nomain.json")" 1024
# a module without @main whose public functions no other calls are several:
# each is a program of its own, named after it (several-programs.mlir
# derives these), a warning where each is defined
status=0
"$HLOPEAK" peak --format json "$S/several-programs.mlir" > "$tmp/several.json" 2> "$tmp/err" || status=$?
is "several-programs: read (exit 0)" "$status" 0
is "several-programs: two programs, named after their functions" \
	"$(sed -n 's/^ *"name": "\(.*\)",$/\1/p' "$tmp/several.json" | tr '\n' ' ')" "encode decode "
is "several-programs: arguments 16, then 16 + 32" \
	"$(sed -n 's/^ *"argument_size_in_bytes": \([0-9]*\),$/\1/p' "$tmp/several.json" | tr '\n' ' ')" "16 48 "
is "several-programs: outputs 16, then 32" \
	"$(sed -n 's/^ *"output_size_in_bytes": \([0-9]*\),$/\1/p' "$tmp/several.json" | tr '\n' ' ')" "16 32 "
has "several-programs: @decode's warning where it is defined" "$tmp/err" \
	"several-programs.mlir:11:3: warning: no @main function: @decode, one of the public functions no other calls, is read as a program of its own"
"$HLOPEAK" check --budget 1K "$S/several-programs.mlir" > "$tmp/several.txt" 2>/dev/null
is "several-programs: check gives a verdict line for each" "$(grep -c 'several-programs.mlir' "$tmp/several.txt" | tr -d ' ')" 2
# arith.constant of a tensor, read as XLA's export reads it, and mhlo.case's
# branches reading values from outside (arith-constant.mlir derives these)
status=0
"$HLOPEAK" peak --format json "$S/arith-constant.mlir" > "$tmp/arith.json" 2> "$tmp/err" || status=$?
is "arith-constant: read (exit 0)" "$status" 0
is "arith-constant: arguments 512 + 4" "$(jv argument_size_in_bytes "$tmp/arith.json")" 516
is "arith-constant: output 512" "$(jv output_size_in_bytes "$tmp/arith.json")" 512
is "arith-constant: the case's scalar constant, 4" "$(jv constant_size_in_bytes "$tmp/arith.json")" 4
# all_to_all of several operands (all-to-all-variadic.mlir derives these)
"$HLOPEAK" peak --format json "$S/all-to-all-variadic.mlir" > "$tmp/a2a.json" 2>&1
is "all-to-all-variadic: arguments 256 + 640" "$(jv argument_size_in_bytes "$tmp/a2a.json")" 896
is "all-to-all-variadic: outputs 256 + 640 + a 16 B tuple table" "$(jv output_size_in_bytes "$tmp/a2a.json")" 912
# einsum-sum.mlir: the summed-away letter's reduce and its add computation
"$HLOPEAK" peak --format json "$S/einsum-sum.mlir" > "$tmp/es.json"
is "einsum-sum: a reduce before the dot (12 instructions, as its header counts)" "$(jv instructions "$tmp/es.json")" 12
# a convolution's dim_numbers, pretty and generic, become dim_labels: on
# the CPU both give family-49-cpu-conv-transpose.hlo's temp (its header
# derives 235008, what XLA reports; without the labels, no transposes: 0)
for f in conv-labels conv-labels-generic; do
	"$HLOPEAK" peak --format json --target cpu "$S/$f.mlir" > "$tmp/conv.json"
	is "$f: ConvCanonicalization's transposes, temp 235008" "$(jv temp_size_in_bytes "$tmp/conv.json")" 235008
done
# the check dialect's assertions: left out, said once
status=0
"$HLOPEAK" peak --format json "$S/check-dialect.mlir" > "$tmp/check.json" 2> "$tmp/err" || status=$?
is "check-dialect: read (exit 0)" "$status" 0
is "check-dialect: one warning for its two check ops" "$(grep -c 'warning: ' "$tmp/err" | tr -d ' ')" 1
has "check-dialect: the first check op named" "$tmp/err" "check-dialect.mlir:8:5: warning: 'check.expect_almost_eq_const'"
is "check-dialect: argument 256" "$(jv argument_size_in_bytes "$tmp/check.json")" 256
is "check-dialect: output 256" "$(jv output_size_in_bytes "$tmp/check.json")" 256
# ops of StableHLO 1.20 and chlo read as the HLO ops of newer XLA (each
# fixture derives its figures in its header)
for t in "scan 576 592 0" "async 16384 16384 0" "collective-reduce 4100 8212 0" "while-no-values 1024 1024 0" \
	"einsum 10880 4176 0" "einsum-sum 6448 1608 0" "mhlo-xla-ops 132 556 0" "type-alias 240 208 4" "one-line-function 64 64 0" \
	"debug-info 5242880 1048576 0" "locations 16 168 0" "pytree-args 2228224 2097168 0"; do
	set -- $t
	status=0
	"$HLOPEAK" peak --format json "$S/$1.mlir" > "$tmp/new.json" 2> "$tmp/err" || status=$?
	is "$1: read (exit 0)" "$status" 0
	is "$1: arguments" "$(jv argument_size_in_bytes "$tmp/new.json")" "$2"
	is "$1: outputs" "$(jv output_size_in_bytes "$tmp/new.json")" "$3"
	is "$1: constants" "$(jv constant_size_in_bytes "$tmp/new.json")" "$4"
done

# where a buffer comes from, as as_text(debug_info=True) prints locations
# (debug-info.mlir derives each): an argument's loc("w") is its op_name, an
# op's location its op_name and innermost Python frame, and an op whose
# location names no file is placed by its own line in the file read
"$HLOPEAK" peak --format json --top 0 "$S/debug-info.mlir" > "$tmp/dbg.json" 2> "$tmp/err"
where() { # INSTRUCTION: op_name|source_file|source_line of its first buffer at the peak
	sed -n "/\"instruction\": \"$1\"/,/source_line/p" "$tmp/dbg.json" |
		sed -n 's/^ *"\(op_name\|source_file\|source_line\)": "\{0,1\}\([^",]*\)"\{0,1\},$/\2/p' | head -n 3 | tr '\n' '|'
}
is "debug-info: %arg0 named by its loc(\"w\"), at its function's line in the file" "$(where Arg_0.2)" "w|$S/debug-info.mlir|20|"
is "debug-info: the dot's op_name and innermost Python frame" "$(where dot.4)" "jit(f)/dot_general|model.py|4|"
is "debug-info: an op of unknown location at its own line in the file" "$(where dot.7)" "null|$S/debug-info.mlir|24|"
# an argument's pytree path (its loc) names it where suggest offers to
# donate it (pytree-args.mlir)
"$HLOPEAK" suggest "$S/pytree-args.mlir" > "$tmp/sug" 2> "$tmp/err"
is "pytree-args: suggest names parameter 0 by its pytree path" \
	"$(sed -n '/parameter 0 (%Arg_0/{n;p;}' "$tmp/sug" | tr -d ' ')" "params['w1']"
# XLA's translate test location_to_op_metadata.mlir, case by case (the
# fixture copies its CHECK lines)
"$HLOPEAK" peak --format json --top 0 "$S/locations.mlir" > "$tmp/dbg.json" 2> "$tmp/err"
for t in "tanh.3|name|$S/locations.mlir|22|" "sine.4|name(with)[]|$S/locations.mlir|23|" \
	"cosine.5|name(anothername)|file_name|2|" "exponential.6|fused/location/file|source.txt|42|" \
	"log.7|name1;name2|nested_fusion|5|" "negate.8|multiple_sources|source2|3|" "abs.9|null|file_name|2|"; do
	i=${t%%|*}
	is "locations: $i as XLA's exporter names and places it" "$i|$(where "$i")" "$t"
done

# converted HLO text over 256 KiB goes to a temporary file as it is written
# (parse.c parsemlir, mliremit.c spill): the same report without a usable
# temporary directory (kept in memory), and when writing stops at 1.2 MB
# (ulimit -f, SIGXFSZ ignored: write fails with EFBIG after the first MB,
# and what was written is read back)
awk 'BEGIN { print "module @chain {"; print "  func.func public @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {"
	print "    %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>"
	for (i = 1; i < 20000; i++) printf "    %%%d = stablehlo.add %%%d, %%arg0 : tensor<8x8xf32>\n", i, i - 1
	print "    return %19999 : tensor<8x8xf32>"; print "  }"; print "}" }' > "$tmp/chain.mlir"
run "$HLOPEAK" peak --format json "$tmp/chain.mlir"
status "a 20000-op chain (about 1.6 MB of HLO text): read" 0
cat "$out" "$err" > "$tmp/chain1.json"
TMPDIR=/nonexistent "$HLOPEAK" peak --format json "$tmp/chain.mlir" > "$tmp/chain2.json" 2>&1
(trap '' XFSZ; ulimit -f 2400 && exec "$HLOPEAK" peak --format json "$tmp/chain.mlir") > "$tmp/chain3.json" 2>&1
holds "the chain: its arguments counted" grep -q '"argument_size_in_bytes": 256,' "$tmp/chain1.json"
holds "the chain: the same report with the text kept in memory" cmp -s "$tmp/chain1.json" "$tmp/chain2.json"
holds "the chain: the same report when the temporary file cannot be written" cmp -s "$tmp/chain1.json" "$tmp/chain3.json"

# values are found by name two ways (mlirconv.c): a name %N MLIR's printer
# writes, in an array by N; any other name (%0N, an N far above the values
# read so far, %N#K) hashed.  Each module of testdata/stablehlo that is
# read, with every %N renamed %0N and then %9000000N (both hashed), gives
# the figures it gives as printed, regions and multi-result ops included.
renamed=0 agree=0
for f in "$S"/*.mlir; do
	case $(basename "$f") in bad-*) continue ;; esac
	a=$(figures "$f")
	[ -n "$a" ] || continue
	for prefix in 0 9000000; do
		sed "s/%\([0-9][0-9]*\)/%$prefix\1/g" "$f" > "$tmp/renamed.mlir"
		renamed=$((renamed + 1))
		if [ "$a" = "$(figures "$tmp/renamed.mlir")" ]; then agree=$((agree + 1)); else echo "  differs with %${prefix}N: $(basename "$f")"; fi
	done
done
is "testdata/stablehlo: the same figures with the values renamed ($renamed)" "$agree" "$renamed"
[ "$renamed" -ge 40 ] || bad "only $renamed renamed modules read"

# --- the shared corpora ----------------------------------------------------------
C=${SHARED:-$here/../../shared}/corpus
if [ -d "$C/stablehlo" ] && [ -d "$C/precompile" ]; then
	crash=0 read=0 total=0 backfail=0
	for f in $(find "$C/stablehlo" -name '*.mlir' | sort); do
		total=$((total + 1))
		status=0
		"$HLOPEAK" peak --format json "$f" > /dev/null 2> "$tmp/err" || status=$?
		[ "$status" -le 1 ] && read=$((read + 1))
		if [ "$status" -gt 3 ]; then crash=$((crash + 1)); echo "  crashed ($status): $f"; fi
		# the CPU's rules too (backend.c C1-C6 run only there)
		cpu=0
		"$HLOPEAK" peak --target cpu "$f" > /dev/null 2>&1 || cpu=$?
		if [ "$cpu" -gt 3 ]; then crash=$((crash + 1)); echo "  crashed ($cpu) with --target cpu: $f"; fi
		# a fault of the input is the input's error, located in it, never
		# one of the HLO text it was converted to
		if grep -q 'does not read back' "$tmp/err"; then backfail=$((backfail + 1)); echo "  converted text refused: $f"; fi
	done
	is "corpus/stablehlo: no crash in $total modules ($read estimated)" "$crash" 0
	is "corpus/stablehlo: no module refused for the HLO it converts to" "$backfail" 0
	rej=0 n=0
	for f in $(awk -F'\t' '$2 == "syntax" { print $1 }' "$C/stablehlo/negative/NEGATIVE.tsv"); do
		n=$((n + 1))
		status=0
		"$HLOPEAK" peak "$C/stablehlo/$f" > /dev/null 2> "$tmp/err" || status=$?
		[ "$status" -eq 3 ] && grep -q ":[0-9]*:[0-9]*: error: " "$tmp/err" && rej=$((rej + 1))
	done
	is "corpus/stablehlo: the syntax negatives rejected with a located error ($n)" "$rej" "$n"
	# each for a fault of its own: not for want of an entry function
	# (most are StableHLO's op tests, without @main) or of a StableHLO op
	own=0
	for f in $(awk -F'\t' '$2 == "syntax" || $2 == "attr-type-verify" { print $1 }' "$C/stablehlo/negative/NEGATIVE.tsv"); do
		"$HLOPEAK" peak "$C/stablehlo/$f" > /dev/null 2> "$tmp/err"
		if [ $? -eq 3 ] && ! grep -q 'error: no @main function\|is not a StableHLO op\|is not supported yet' "$tmp/err"; then
			own=$((own + 1))
		else
			echo "  not rejected for its own fault: $f: $(head -n 1 "$tmp/err")"
		fi
	done
	is "corpus/stablehlo: the syntax and attribute/type negatives rejected for their own faults" "$own" \
		"$(awk -F'\t' '$2 == "syntax" || $2 == "attr-type-verify"' "$C/stablehlo/negative/NEGATIVE.tsv" | wc -l | tr -d ' ')"
	# the issue's rule: every module of static or bounded shapes, with no op
	# of a foreign dialect, is estimated; what is refused says why, and the
	# ops not read yet are listed (a gap, not a pass)
	unsure=0 gaps=0 est=0 all=0
	for f in $(find "$C/stablehlo/testdata" "$C/stablehlo/testdata_generic" "$C/stablehlo/ops" "$C/stablehlo/jax_export" \
		"$C/stablehlo/models" -name '*.mlir' | sort); do
		all=$((all + 1))
		status=0
		"$HLOPEAK" peak "$f" > /dev/null 2> "$tmp/err" || status=$?
		if [ "$status" -le 1 ]; then est=$((est + 1)); continue; fi
		if grep -q 'is not supported yet' "$tmp/err"; then gaps=$((gaps + 1)); continue; fi
		grep -q 'unbounded: no size\|unranked tensor\|is not a StableHLO op\|outside a function\|no @main function, and\|defined outside this region\|unknown element type\|XLA.s export does not take' "$tmp/err" && continue
		unsure=$((unsure + 1))
		echo "  refused for another reason: $f: $(grep -m 1 error "$tmp/err")"
	done
	echo "corpus/stablehlo: $est of $all modules estimated; $gaps refused for what is not read yet"
	is "corpus/stablehlo: each module refused for a dynamic shape, a foreign op, no entry or an op not read yet" "$unsure" 0
	[ "$est" -ge 1100 ] || bad "only $est modules of testdata, ops, jax_export and models estimated"
	same=0 twins=0
	for f in "$C"/stablehlo/testdata/*.mlir; do
		g=$C/stablehlo/testdata_generic/$(basename "$f")
		[ -f "$g" ] || continue
		a=$(figures "$f")
		[ -n "$a" ] || continue
		twins=$((twins + 1))
		if [ "$a" = "$(figures "$g")" ]; then same=$((same + 1)); else echo "  twins differ: $(basename "$f")"; fi
	done
	is "corpus/stablehlo: pretty and generic twins agree ($twins estimated)" "$same" "$twins"
	[ "$twins" -ge 150 ] || bad "only $twins twins estimated"
	same=0 n=0
	for f in "$C"/precompile/*.stablehlo.mlir; do
		h=${f%.stablehlo.mlir}.before_optimizations.hlo
		n=$((n + 1))
		a=$(figures "$f" --alignment 128)
		if [ -n "$a" ] && [ "$a" = "$(figures "$h" --alignment 128)" ]; then same=$((same + 1)); else
			echo "  differs from its HLO: $(basename "$f")"; fi
	done
	is "corpus/precompile: each lowered program gives its HLO's figures ($n)" "$same" "$n"
else
	echo "skip: ../shared/corpus/stablehlo or precompile is absent"
fi
summary
