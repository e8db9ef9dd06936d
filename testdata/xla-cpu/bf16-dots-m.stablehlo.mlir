module @jit_bf16_dots attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x1024xbf16>, %arg1: tensor<1024x1024xbf16>, %arg2: tensor<1024x256xbf16>, %arg3: tensor<1024x256xbf16>, %arg4: tensor<8x256x64xbf16>, %arg5: tensor<8x64x256xbf16>) -> (tensor<256x256xbf16> {jax.result_info = "result[0]"}, tensor<256x256xf32> {jax.result_info = "result[1]"}, tensor<8x256x256xbf16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<256x1024xbf16>
    %1 = call @relu(%0) : (tensor<256x1024xbf16>) -> tensor<256x1024xbf16>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<1024x256xbf16>) -> tensor<256x256xbf16>
    %3 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<1024x256xbf16>) -> tensor<256x256xf32>
    %4 = stablehlo.tanh %3 : tensor<256x256xf32>
    %5 = stablehlo.dot_general %arg4, %arg5, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x64xbf16>, tensor<8x64x256xbf16>) -> tensor<8x256x256xbf16>
    return %2, %4, %5 : tensor<256x256xbf16>, tensor<256x256xf32>, tensor<8x256x256xbf16>
  }
  func.func private @relu(%arg0: tensor<256x1024xbf16>) -> tensor<256x1024xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x1024xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x1024xbf16>
    return %1 : tensor<256x1024xbf16>
  }
}
