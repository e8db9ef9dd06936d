module @jit_cumsum_sort attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x512xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = call @cumsum(%arg0) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %1 = call @sort(%0) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %values, %indices = chlo.top_k(%1, k = 16) : tensor<64x512xf32> -> (tensor<64x16xf32>, tensor<64x16xi32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%values init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.reduce(%indices init: %c) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x16xi32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %5 = stablehlo.add %2, %4 : tensor<f32>
    return %5 : tensor<f32>
  }
  func.func private @cumsum(%arg0: tensor<64x512xf32>) -> tensor<64x512xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<64x512xf32>) -> tensor<64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [511, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 512>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x512xf32>, tensor<f32>) -> tensor<64x512xf32>
    return %1 : tensor<64x512xf32>
  }
  func.func private @sort(%arg0: tensor<64x512xf32>) -> tensor<64x512xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
}
