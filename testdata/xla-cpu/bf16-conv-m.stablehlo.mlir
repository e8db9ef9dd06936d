module @jit_bf16_conv attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x32x32x16xbf16>, %arg1: tensor<3x3x16x32xbf16>) -> (tensor<8x32x32x32xbf16> {jax.result_info = "result[0]"}, tensor<3x3x16x32xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x16xbf16>, tensor<3x3x16x32xbf16>) -> tensor<8x32x32x32xbf16>
    %1 = stablehlo.convert %0 : (tensor<8x32x32x32xbf16>) -> tensor<8x32x32x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<8x32x32x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x32x32x32xf32>
    %6 = stablehlo.convert %5 : (tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xbf16>
    %7 = stablehlo.convolution(%arg0, %6) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x16xbf16>, tensor<8x32x32x32xbf16>) -> tensor<3x3x16x32xbf16>
    %8 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x16xbf16>, tensor<3x3x16x32xbf16>) -> tensor<8x32x32x32xbf16>
    %9 = call @relu(%8) : (tensor<8x32x32x32xbf16>) -> tensor<8x32x32x32xbf16>
    return %9, %7 : tensor<8x32x32x32xbf16>, tensor<3x3x16x32xbf16>
  }
  func.func private @relu(%arg0: tensor<8x32x32x32xbf16>) -> tensor<8x32x32x32xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x32x32x32xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32x32x32xbf16>
    return %1 : tensor<8x32x32x32xbf16>
  }
}
