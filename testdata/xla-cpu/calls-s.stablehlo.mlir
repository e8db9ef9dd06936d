module @jit_calls attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x128xf32>) -> (tensor<128x128xi8> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @clip(%arg0, %c, %c_0) : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
    %cst = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<128x128xf32>
    %3 = call @round(%2) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %4 = stablehlo.convert %3 : (tensor<128x128xf32>) -> tensor<128x128xi8>
    return %4 : tensor<128x128xi8>
  }
  func.func private @clip(%arg0: tensor<128x128xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<128x128xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<128x128xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<128x128xf32>
    return %5 : tensor<128x128xf32>
  }
  func.func private @round(%arg0: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<128x128xf32>
    return %0 : tensor<128x128xf32>
  }
}
