// A JAX-style training step as jax.jit(f).lower(...).as_text() prints it
// (pretty form, locations as #loc aliases at the end).  mlp-generic.mlir
// is the same module in MLIR's generic form: every figure must agree.
//
// Hand-derived figures (GPU, ByteSizeOf: no padding):
//   %arg0 f32[256,128] = 256*128*4 = 131072 B, donated to output 0
//        (tf.aliasing_output = 0); %arg1 f32[64,256] = 65536 B.
//   arguments = 131072 + 65536 = 196608
//   outputs: f32[256,128] 131072 + f32[64] 256 + the root tuple's table
//        2 * 8 = 16 -> 131344; output 0 shares %arg0's buffer: alias 131072
//   the dot's op_name and line come from #loc1: "jit(step)/dot_general",
//        model.py line 10
module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x128xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<64x256xf32>) -> (tensor<256x128xf32> {jax.result_info = "[0]"}, tensor<64xf32> {jax.result_info = "[1]"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0] : (tensor<64x256xf32>, tensor<256x128xf32>) -> tensor<64x128xf32> loc(#loc1)
    %1 = stablehlo.tanh %0 : tensor<64x128xf32> loc(#loc2)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc3)
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32> loc(#loc3)
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<256x128xf32> loc(#loc4)
    %3 = stablehlo.multiply %arg0, %cst_0 : tensor<256x128xf32> loc(#loc4)
    return %3, %2 : tensor<256x128xf32>, tensor<64xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc5 = loc("model.py":10:4)
#loc6 = loc("model.py":11:4)
#loc7 = loc("model.py":12:4)
#loc8 = loc("model.py":14:4)
#loc1 = loc("jit(step)/dot_general"(#loc5))
#loc2 = loc("jit(step)/tanh"(#loc6))
#loc3 = loc("jit(step)/reduce_sum"(#loc7))
#loc4 = loc("jit(step)/mul"(#loc8))
