module @jit_fft_scale attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x128xf32>) -> (tensor<16x128xf32> {jax.result_info = "result"}) {
    %0 = call @fft(%arg0) : (tensor<16x128xf32>) -> tensor<16x65xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<16x65xcomplex<f32>>
    %2 = stablehlo.multiply %0, %1 : tensor<16x65xcomplex<f32>>
    %3 = call @fft_0(%2) : (tensor<16x65xcomplex<f32>>) -> tensor<16x128xf32>
    return %3 : tensor<16x128xf32>
  }
  func.func private @fft(%arg0: tensor<16x128xf32>) -> tensor<16x65xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [128] : (tensor<16x128xf32>) -> tensor<16x65xcomplex<f32>>
    return %0 : tensor<16x65xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<16x65xcomplex<f32>>) -> tensor<16x128xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [128] : (tensor<16x65xcomplex<f32>>) -> tensor<16x128xf32>
    return %0 : tensor<16x128xf32>
  }
}
