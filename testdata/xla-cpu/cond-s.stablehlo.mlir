module @jit_cond attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i1>, %arg1: tensor<64xf32>, %arg2: tensor<64x64xf32>) -> (tensor<64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %3 = stablehlo.multiply %2, %arg1 : tensor<64xf32>
      stablehlo.return %3 : tensor<64xf32>
    }, {
      %2 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %3 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
      %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
      %6 = stablehlo.multiply %4, %5 : tensor<64x64xf32>
      %7 = stablehlo.dot_general %6, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %8 = stablehlo.tanh %7 : tensor<64x64xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
      stablehlo.return %9 : tensor<64xf32>
    }) : (tensor<i32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
}
