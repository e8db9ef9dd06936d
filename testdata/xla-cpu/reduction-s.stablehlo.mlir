module @jit_reduction attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xf32>) -> (tensor<128xf32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]"}, tensor<128xf32> {jax.result_info = "result[2]"}, tensor<128x64xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4 = stablehlo.maximum %3, %2 : tensor<128xf32>
    %5 = stablehlo.is_finite %4 : (tensor<128xf32>) -> tensor<128xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %7 = stablehlo.select %5, %4, %6 : tensor<128xi1>, tensor<128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x64xf32>
    %10 = stablehlo.subtract %arg0, %9 : tensor<128x64xf32>
    %11 = stablehlo.exponential %10 : tensor<128x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %13 = stablehlo.abs %12 : tensor<128xf32>
    %14 = stablehlo.log %13 : tensor<128xf32>
    %15 = stablehlo.add %14, %7 : tensor<128xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.reduce(%arg0 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<128xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x64xf32>
    %21 = stablehlo.subtract %arg0, %20 : tensor<128x64xf32>
    %22 = stablehlo.exponential %21 : tensor<128x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x64xf32>
    %26 = stablehlo.divide %22, %25 : tensor<128x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%arg0 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %28 = stablehlo.divide %27, %cst_9 : tensor<f32>
    return %0, %1, %15, %26, %28 : tensor<128xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<f32>
  }
}
