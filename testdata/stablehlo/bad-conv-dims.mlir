// ERROR: a kernel's dimension numbers name i and o once each (StableHLO's
// parseConvolutionDimensions): [0, 1, i, i] names i twice and no o
// EXPECT: 7:46: error: convolution dimensions: 'i' given twice
module @m {
  func.func public @main(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1)
        dim_numbers = [b, 0, 1, f]x[0, 1, i, i]->[b, 0, 1, f],
        window = {stride = [1, 1]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
        : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
    return %0 : tensor<1x6x6x4xf32>
  }
}
