// ERROR: a convolution's window names stride, pad, lhs_dilate, rhs_dilate
// and reverse at most once each (StableHLO's parseWindowAttributes)
// EXPECT: 8:36: error: 'stablehlo.convolution': unexpected 'stride' in the window
module @m {
  func.func public @main(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1)
        dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
        window = {stride = [1, 1], stride = [1, 1]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
        : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
    return %0 : tensor<1x6x6x4xf32>
  }
}
