module @jit_dot_chain attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x384xf32>, %arg1: tensor<384x192xf32>, %arg2: tensor<192x512xf32>, %arg3: tensor<512x128xf32>) -> (tensor<256x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x384xf32>, tensor<384x192xf32>) -> tensor<256x192xf32>
    %1 = stablehlo.tanh %0 : tensor<256x192xf32>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x192xf32>, tensor<192x512xf32>) -> tensor<256x512xf32>
    %3 = stablehlo.tanh %2 : tensor<256x512xf32>
    %4 = stablehlo.dot_general %3, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x128xf32>) -> tensor<256x128xf32>
    return %4 : tensor<256x128xf32>
  }
}
