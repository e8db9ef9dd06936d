module @jit_per_example_clip attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x256xf32>, %arg1: tensor<256x1xf32>, %arg2: tensor<64x128xf32>) -> (tensor<128x256xf32> {jax.result_info = "result[0]"}, tensor<256x1xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x256xf32>) -> tensor<64x256xf32>
    %1 = stablehlo.tanh %0 : tensor<64x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5 = stablehlo.dot_general %4, %1, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1xf32>, tensor<64x256xf32>) -> tensor<1x64x256xf32>
    %6 = stablehlo.transpose %5, dims = [1, 2, 0] : (tensor<1x64x256xf32>) -> tensor<64x256x1xf32>
    %7 = stablehlo.dot_general %4, %arg1, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1xf32>, tensor<256x1xf32>) -> tensor<256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<64x256xf32>
    %11 = stablehlo.multiply %10, %1 : tensor<64x256xf32>
    %12 = stablehlo.add %10, %11 : tensor<64x256xf32>
    %13 = stablehlo.dot_general %12, %arg2, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<64x128xf32>) -> tensor<64x256x128xf32>
    %14 = stablehlo.transpose %13, dims = [0, 2, 1] : (tensor<64x256x128xf32>) -> tensor<64x128x256xf32>
    %15 = stablehlo.reshape %14 : (tensor<64x128x256xf32>) -> tensor<64x32768xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<64x32768xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x32768xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %19 = stablehlo.add %18, %17 : tensor<64xf32>
    %20 = stablehlo.reshape %6 : (tensor<64x256x1xf32>) -> tensor<64x256xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<64x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<64x256xf32>, tensor<f32>) -> tensor<64xf32>
    %23 = stablehlo.add %19, %22 : tensor<64xf32>
    %24 = stablehlo.sqrt %23 : tensor<64xf32>
    %25 = stablehlo.reshape %24 : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x128x256xf32>
    %27 = stablehlo.divide %14, %26 : tensor<64x128x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<64x128x256xf32>, tensor<f32>) -> tensor<128x256xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %30 = stablehlo.divide %28, %29 : tensor<128x256xf32>
    %31 = stablehlo.reshape %24 : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x256x1xf32>
    %33 = stablehlo.divide %6, %32 : tensor<64x256x1xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<64x256x1xf32>, tensor<f32>) -> tensor<256x1xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %36 = stablehlo.divide %34, %35 : tensor<256x1xf32>
    return %30, %36 : tensor<128x256xf32>, tensor<256x1xf32>
  }
}
