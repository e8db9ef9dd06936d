module @jit_dot_producers attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256xf32>, %arg1: tensor<128x128xcomplex<f32>>, %arg2: tensor<32x64x128xf32>) -> (tensor<256x256xf32> {jax.result_info = "result[0]"}, tensor<128x128xf32> {jax.result_info = "result[1]"}, tensor<128x16xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.sine %arg0 : tensor<256x256xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %2 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<128x128xcomplex<f32>>) -> tensor<128x128xcomplex<f32>>
    %3 = stablehlo.real %2 : (tensor<128x128xcomplex<f32>>) -> tensor<128x128xf32>
    %4 = stablehlo.imag %2 : (tensor<128x128xcomplex<f32>>) -> tensor<128x128xf32>
    %5 = stablehlo.negate %4 : tensor<128x128xf32>
    %6 = stablehlo.complex %3, %5 : tensor<128x128xcomplex<f32>>
    %7 = stablehlo.dot_general %arg1, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xcomplex<f32>>, tensor<128x128xcomplex<f32>>) -> tensor<128x128xcomplex<f32>>
    %8 = stablehlo.abs %7 : (tensor<128x128xcomplex<f32>>) -> tensor<128x128xf32>
    %9 = stablehlo.transpose %arg2, dims = [2, 0, 1] : (tensor<32x64x128xf32>) -> tensor<128x32x64xf32>
    %10 = stablehlo.reshape %9 : (tensor<128x32x64xf32>) -> tensor<128x2048xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x16xf32>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x2048xf32>, tensor<2048x16xf32>) -> tensor<128x16xf32>
    return %1, %8, %12 : tensor<256x256xf32>, tensor<128x128xf32>, tensor<128x16xf32>
  }
}
