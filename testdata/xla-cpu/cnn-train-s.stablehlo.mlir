module @jit_cnn_train attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x32x32x3xf32>, %arg1: tensor<3x3x3x16xf32>, %arg2: tensor<3x3x16x32xf32>, %arg3: tensor<8192x10xf32>) -> (tensor<3x3x3x16xf32> {jax.result_info = "result[0]"}, tensor<3x3x16x32xf32> {jax.result_info = "result[1]"}, tensor<8192x10xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<3x3x3x16xf32>) -> tensor<8x32x32x16xf32>
    %1 = call @relu(%0) : (tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<8x32x32x16xf32>, tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xi1>
    %4 = stablehlo.convolution(%1, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x32x32x32xf32>
    %5 = call @relu_0(%4) : (tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %7 = stablehlo.compare GT, %4, %6, FLOAT : (tensor<8x32x32x32xf32>, tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.reduce_window"(%5, %8) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %36 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<8x32x32x32xf32>, tensor<f32>) -> tensor<8x16x16x32xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x16x16x32xf32>
    %12 = stablehlo.reshape %11 : (tensor<8x16x16x32xf32>) -> tensor<8x8192xf32>
    %13 = stablehlo.dot_general %12, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8192xf32>, tensor<8192x10xf32>) -> tensor<8x10xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<8x10xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<8.000000e+01> : tensor<f32>
    %16 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<8x10xf32>
    %19 = stablehlo.dot_general %18, %12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x8192xf32>) -> tensor<10x8192xf32>
    %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<10x8192xf32>) -> tensor<8192x10xf32>
    %21 = stablehlo.dot_general %18, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8192x10xf32>) -> tensor<8x8192xf32>
    %22 = stablehlo.reshape %21 : (tensor<8x8192xf32>) -> tensor<8x16x16x32xf32>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %24 = stablehlo.divide %22, %23 : tensor<8x16x16x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.pad %24, %cst_7, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<8x33x33x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.reduce_window"(%25, %26) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %36 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<8x33x33x32xf32>, tensor<f32>) -> tensor<8x32x32x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %29 = stablehlo.select %7, %27, %28 : tensor<8x32x32x32xi1>, tensor<8x32x32x32xf32>
    %30 = stablehlo.convolution(%1, %29) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x16xf32>, tensor<8x32x32x32xf32>) -> tensor<3x3x16x32xf32>
    %31 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x16x32xf32>
    %32 = stablehlo.convolution(%29, %31) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x32xf32>, tensor<3x3x16x32xf32>) -> tensor<8x32x32x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %34 = stablehlo.select %3, %32, %33 : tensor<8x32x32x16xi1>, tensor<8x32x32x16xf32>
    %35 = stablehlo.convolution(%arg0, %34) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x32x32x16xf32>) -> tensor<3x3x3x16xf32>
    return %35, %30, %20 : tensor<3x3x3x16xf32>, tensor<3x3x16x32xf32>, tensor<8192x10xf32>
  }
  func.func private @relu(%arg0: tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32x32x16xf32>
    return %1 : tensor<8x32x32x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32x32x32xf32>
    return %1 : tensor<8x32x32x32xf32>
  }
}
