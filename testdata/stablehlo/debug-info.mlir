// What jax.jit(f).lower(w, x).as_text(debug_info=True) prints (JAX 0.10.2),
// for
//     def f(w, x):
//         y = jnp.tanh(x @ w)
//         return y @ w.T
// with the file named model.py, and the last two ops' locations made unknown.
//
// Hand-derived figures (GPU, ByteSizeOf: no padding):
//   arguments: w f32[1024,1024] 4194304 + x f32[256,1024] 1048576 = 5242880
//   outputs: f32[256,1024] = 1048576; constants 0
// Where each buffer is said to come from (op_name, source_file, source_line):
//   %arg0's loc("w"): op_name "w", no file: placed at its function's line
//        in this file, line 20 (XLA's parameter metadata is op_name="w")
//   %0's loc(#loc18): "jit(f)/dot_general", through the callsite chain to
//        its innermost frame, model.py line 4
//   %3's loc(#loc): unknown, so its own line in this file, 24
#loc1 = loc("w")
#loc2 = loc("x")
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x1024xf32> loc("w"), %arg1: tensor<256x1024xf32> loc("x")) -> (tensor<256x1024xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32> loc(#loc18)
    %1 = stablehlo.tanh %0 : tensor<256x1024xf32> loc(#loc19)
    %2 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32> loc(#loc)
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32> loc(#loc)
    return %3 : tensor<256x1024xf32> loc(#loc17)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("model.py":4:17 to :22)
#loc4 = loc("model.py":7:6 to :28)
#loc5 = loc("model.py":4:8 to :23)
#loc8 = loc("f"(#loc3))
#loc9 = loc("<module>"(#loc4))
#loc10 = loc("f"(#loc5))
#loc13 = loc(callsite(#loc8 at #loc9))
#loc14 = loc(callsite(#loc10 at #loc9))
#loc17 = loc("jit(f)"(#loc9))
#loc18 = loc("jit(f)/dot_general"(#loc13))
#loc19 = loc("jit(f)/tanh"(#loc14))
