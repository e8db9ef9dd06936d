// What jax.jit(step).lower(params, x).as_text(debug_info=True) prints
// (JAX 0.10.2) for
//     def step(params, x):
//         y = jnp.tanh(x @ params['w1']) @ params['w2']
//         return {'w1': params['w1'] - 0.1*y.sum(), 'w2': params['w2']*2}
// with params two f32[512,512] and x f32[64,512] (the code came from
// `python -c`, so its file is "<string>").
//
// Hand-derived figures (GPU, ByteSizeOf: no padding):
//   arguments: 2 x 512*512*4 + 64*512*4 = 2097152 + 131072 = 2228224
//   outputs: 2 x 1048576 + the tuple's table 2 x 8 = 2097168; constants 0
// Each argument's location is its pytree path: %arg0's loc("params['w1']")
// is parameter 0's op_name, which `suggest` prints under the donation
// candidate parameter 0 -> output {0} (the lowering donates nothing: no
// tf.aliasing_output).
#loc1 = loc("params['w1']")
#loc2 = loc("params['w2']")
#loc3 = loc("x")
module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x512xf32> loc("params['w1']"), %arg1: tensor<512x512xf32> loc("params['w2']"), %arg2: tensor<64x512xf32> loc("x")) -> (tensor<512x512xf32> {jax.result_info = "result['w1']"}, tensor<512x512xf32> {jax.result_info = "result['w2']"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32> loc(#loc28)
    %1 = stablehlo.tanh %0 : tensor<64x512xf32> loc(#loc29)
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32> loc(#loc30)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc31)
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x512xf32>, tensor<f32>) -> tensor<f32> loc(#loc31)
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32> loc(#loc24)
    %4 = stablehlo.multiply %cst_0, %3 : tensor<f32> loc(#loc32)
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<512x512xf32> loc(#loc33)
    %6 = stablehlo.subtract %arg0, %5 : tensor<512x512xf32> loc(#loc33)
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32> loc(#loc24)
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x512xf32> loc(#loc34)
    %8 = stablehlo.multiply %arg1, %7 : tensor<512x512xf32> loc(#loc34)
    return %6, %8 : tensor<512x512xf32>, tensor<512x512xf32> loc(#loc24)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc4 = loc("<string>":4:17 to :33)
#loc5 = loc("<string>":7:6 to :49)
#loc6 = loc("<string>":4:8 to :34)
#loc7 = loc("<string>":4:8 to :49)
#loc8 = loc("<string>":5:37 to :44)
#loc9 = loc("<string>":5:33 to :44)
#loc10 = loc("<string>":5:18 to :44)
#loc11 = loc("<string>":5:52 to :66)
#loc12 = loc("step"(#loc4))
#loc13 = loc("<module>"(#loc5))
#loc14 = loc("step"(#loc6))
#loc15 = loc("step"(#loc7))
#loc16 = loc("step"(#loc8))
#loc17 = loc("step"(#loc9))
#loc18 = loc("step"(#loc10))
#loc19 = loc("step"(#loc11))
#loc20 = loc(callsite(#loc12 at #loc13))
#loc21 = loc(callsite(#loc14 at #loc13))
#loc22 = loc(callsite(#loc15 at #loc13))
#loc23 = loc(callsite(#loc16 at #loc13))
#loc24 = loc("jit(step)"(#loc13))
#loc25 = loc(callsite(#loc17 at #loc13))
#loc26 = loc(callsite(#loc18 at #loc13))
#loc27 = loc(callsite(#loc19 at #loc13))
#loc28 = loc("jit(step)/dot_general"(#loc20))
#loc29 = loc("jit(step)/tanh"(#loc21))
#loc30 = loc("jit(step)/dot_general"(#loc22))
#loc31 = loc("jit(step)/reduce_sum"(#loc23))
#loc32 = loc("jit(step)/mul"(#loc25))
#loc33 = loc("jit(step)/sub"(#loc26))
#loc34 = loc("jit(step)/mul"(#loc27))

