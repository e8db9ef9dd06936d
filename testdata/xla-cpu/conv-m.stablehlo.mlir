module @jit_conv attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x8x16xf32>, %arg1: tensor<3x3x16x32xf32>, %arg2: tensor<32x32x32x8xf32>, %arg3: tensor<32x32xf32>) -> (tensor<3x3x8x16xf32> {jax.result_info = "result[0]"}, tensor<3x3x16x32xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg2, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x8xf32>, tensor<3x3x8x16xf32>) -> tensor<32x32x32x16xf32>
    %1 = call @relu(%0) : (tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
    %4 = stablehlo.convolution(%1, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %7 = stablehlo.divide %5, %6 : tensor<32x32xf32>
    %8 = stablehlo.subtract %7, %arg3 : tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<32x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %11 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<32x32xf32>
    %cst_5 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %15 = stablehlo.divide %13, %14 : tensor<32x32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 3] : (tensor<32x32xf32>) -> tensor<32x16x16x32xf32>
    %17 = stablehlo.convolution(%1, %16) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<32x16x16x32xf32>) -> tensor<3x3x16x32xf32>
    %18 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x16x32xf32>
    %19 = stablehlo.convolution(%16, %18) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x16x32xf32>) -> tensor<32x32x32x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %21 = stablehlo.select %3, %19, %20 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
    %22 = stablehlo.convolution(%arg2, %21) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x8xf32>, tensor<32x32x32x16xf32>) -> tensor<3x3x8x16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<3x3x8x16xf32>
    %25 = stablehlo.subtract %arg0, %24 : tensor<3x3x8x16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %27 = stablehlo.multiply %26, %17 : tensor<3x3x16x32xf32>
    %28 = stablehlo.subtract %arg1, %27 : tensor<3x3x16x32xf32>
    return %25, %28 : tensor<3x3x8x16xf32>, tensor<3x3x16x32xf32>
  }
  func.func private @relu(%arg0: tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x32x32x16xf32>
    return %1 : tensor<32x32x32x16xf32>
  }
}
