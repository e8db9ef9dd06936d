module @jit_cnn_bn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<3x3x32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<4096x10xf32>, %arg7: tensor<64x32x32x3xf32>) -> (tensor<64x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg7, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<64x32x32x3xf32>, tensor<3x3x3x32xf32>) -> tensor<64x32x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<64x32x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_var(%0, %c) : (tensor<64x32x32x32xf32>, tensor<i32>) -> tensor<32xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.add %7, %8 : tensor<32xf32>
    %10 = stablehlo.sqrt %9 : tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %13 = stablehlo.divide %6, %12 : tensor<64x32x32x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<64x32x32x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %19 = stablehlo.add %16, %18 : tensor<64x32x32x32xf32>
    %20 = call @relu(%19) : (tensor<64x32x32x32xf32>) -> tensor<64x32x32x32xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.reduce_window"(%20, %21) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %48 = stablehlo.maximum %arg8, %arg9 : tensor<f32>
      stablehlo.return %48 : tensor<f32>
    }) : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<64x16x16x32xf32>
    %23 = stablehlo.convolution(%22, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<64x16x16x32xf32>, tensor<3x3x32x64xf32>) -> tensor<64x16x16x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_4 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.divide %24, %25 : tensor<64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<64x16x16x64xf32>
    %29 = stablehlo.subtract %23, %28 : tensor<64x16x16x64xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %30 = call @_var_0(%23, %c_5) : (tensor<64x16x16x64xf32>, tensor<i32>) -> tensor<64xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %32 = stablehlo.add %30, %31 : tensor<64xf32>
    %33 = stablehlo.sqrt %32 : tensor<64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<64x16x16x64xf32>
    %36 = stablehlo.divide %29, %35 : tensor<64x16x16x64xf32>
    %37 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<64x16x16x64xf32>
    %39 = stablehlo.multiply %36, %38 : tensor<64x16x16x64xf32>
    %40 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<64x16x16x64xf32>
    %42 = stablehlo.add %39, %41 : tensor<64x16x16x64xf32>
    %43 = call @relu_2(%42) : (tensor<64x16x16x64xf32>) -> tensor<64x16x16x64xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<f32>
    %45 = "stablehlo.reduce_window"(%43, %44) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %48 = stablehlo.maximum %arg8, %arg9 : tensor<f32>
      stablehlo.return %48 : tensor<f32>
    }) : (tensor<64x16x16x64xf32>, tensor<f32>) -> tensor<64x8x8x64xf32>
    %46 = stablehlo.reshape %45 : (tensor<64x8x8x64xf32>) -> tensor<64x4096xf32>
    %47 = stablehlo.dot_general %46, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x4096xf32>, tensor<4096x10xf32>) -> tensor<64x10xf32>
    return %47 : tensor<64x10xf32>
  }
  func.func private @_var(%arg0: tensor<64x32x32x32xf32>, %arg1: tensor<i32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_0 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x32x32x32xf32>
    %6 = chlo.square %5 : tensor<64x32x32x32xf32> -> tensor<64x32x32x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %11 = stablehlo.divide %9, %10 : tensor<32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = call @_where(%12, %11, %cst_4) : (tensor<i1>, tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
    return %13 : tensor<32xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<32xf32>, %arg2: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<32xf32>
    return %2 : tensor<32xf32>
  }
  func.func private @relu(%arg0: tensor<64x32x32x32xf32>) -> tensor<64x32x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x32x32x32xf32>
    return %1 : tensor<64x32x32x32xf32>
  }
  func.func private @_var_0(%arg0: tensor<64x16x16x64xf32>, %arg1: tensor<i32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<64x16x16x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x16x16x64xf32>
    %6 = chlo.square %5 : tensor<64x16x16x64xf32> -> tensor<64x16x16x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %11 = stablehlo.divide %9, %10 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = call @_where_1(%12, %11, %cst_4) : (tensor<i1>, tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    return %13 : tensor<64xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<64xf32>, %arg2: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @relu_2(%arg0: tensor<64x16x16x64xf32>) -> tensor<64x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x16x16x64xf32>
    return %1 : tensor<64x16x16x64xf32>
  }
}
