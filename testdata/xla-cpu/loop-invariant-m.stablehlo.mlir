module @jit_loop_invariant attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512x512xf32>) -> (tensor<512x512xf32> {jax.result_info = "result[0]"}, tensor<512x512xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %c, %iterArg_1 = %arg0, %iterArg_2 = %arg1) : tensor<512x512xf32>, tensor<i32>, tensor<512x512xf32>, tensor<512x512xf32>
    cond {
      %c_3 = stablehlo.constant dense<100> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_0, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_2) : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<512x512xf32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_0, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %2, %1#0, %1#1 : tensor<512x512xf32>, tensor<i32>, tensor<512x512xf32>, tensor<512x512xf32>
    }
    return %0#2, %0#3 : tensor<512x512xf32>, tensor<512x512xf32>
  }
  func.func private @closed_call(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<512x512xf32>) {
    %cst = stablehlo.constant dense<5.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<512x512xf32>
    %2 = stablehlo.negate %1 : tensor<512x512xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<512x512xf32>
    %cst_0 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<512x512xf32>
    %6 = stablehlo.add %arg2, %5 : tensor<512x512xf32>
    %cst_1 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<512x512xf32>
    %9 = stablehlo.add %arg1, %8 : tensor<512x512xf32>
    return %9, %6 : tensor<512x512xf32>, tensor<512x512xf32>
  }
}
