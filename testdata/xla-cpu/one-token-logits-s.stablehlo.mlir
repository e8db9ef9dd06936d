module @jit_one_token_logits attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8192x256xbf16>, %arg1: tensor<256x256xbf16>, %arg2: tensor<1x256xbf16>) -> (tensor<1x8192xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x256xbf16>, tensor<256x256xbf16>) -> tensor<1x256xbf16>
    %1 = stablehlo.tanh %0 : tensor<1x256xbf16>
    %2 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8192x256xbf16>) -> tensor<256x8192xbf16>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x256xbf16>, tensor<256x8192xbf16>) -> tensor<1x8192xbf16>
    return %3 : tensor<1x8192xbf16>
  }
}
