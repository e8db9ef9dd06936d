module @jit_dot_chain attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x96xf32>, %arg1: tensor<96x48xf32>, %arg2: tensor<48x128xf32>, %arg3: tensor<128x32xf32>) -> (tensor<64x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x96xf32>, tensor<96x48xf32>) -> tensor<64x48xf32>
    %1 = stablehlo.tanh %0 : tensor<64x48xf32>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x48xf32>, tensor<48x128xf32>) -> tensor<64x128xf32>
    %3 = stablehlo.tanh %2 : tensor<64x128xf32>
    %4 = stablehlo.dot_general %3, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    return %4 : tensor<64x32xf32>
  }
}
