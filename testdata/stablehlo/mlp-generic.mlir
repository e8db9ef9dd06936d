// mlp.mlir in MLIR's generic form ("op"(operands) <{properties}> : type),
// as mlir-opt --mlir-print-op-generic prints it: the same module, so every
// figure must be mlp.mlir's (derived there).
"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {}], function_type = (tensor<256x128xf32>, tensor<64x256xf32>) -> (tensor<256x128xf32>, tensor<64xf32>), res_attrs = [{jax.result_info = "[0]"}, {jax.result_info = "[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<256x128xf32>, %arg1: tensor<64x256xf32>):
    %0 = "stablehlo.dot_general"(%arg1, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x256xf32>, tensor<256x128xf32>) -> tensor<64x128xf32> loc(#loc1)
    %1 = "stablehlo.tanh"(%0) : (tensor<64x128xf32>) -> tensor<64x128xf32> loc(#loc2)
    %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32> loc(#loc3)
    %3 = "stablehlo.reduce"(%1, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %7 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32> loc(#loc3)
    %4 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<256x128xf32>}> : () -> tensor<256x128xf32> loc(#loc4)
    %5 = "stablehlo.multiply"(%arg0, %4) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32> loc(#loc4)
    "func.return"(%5, %3) : (tensor<256x128xf32>, tensor<64xf32>) -> () loc(#loc)
  }) : () -> () loc(#loc)
}) : () -> () loc(#loc)
#loc = loc(unknown)
#loc5 = loc("model.py":10:4)
#loc6 = loc("model.py":11:4)
#loc7 = loc("model.py":12:4)
#loc8 = loc("model.py":14:4)
#loc1 = loc("jit(step)/dot_general"(#loc5))
#loc2 = loc("jit(step)/tanh"(#loc6))
#loc3 = loc("jit(step)/reduce_sum"(#loc7))
#loc4 = loc("jit(step)/mul"(#loc8))
