// ERROR: negative interior padding (StableHLO's pad (C3))
// EXPECT: 6:5: error: interior padding -1 is negative
module @m {
  func.func public @main(%x: tensor<2x3xf32>) -> tensor<3x3xf32> {
    %pv = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %x, %pv, low = [0, 1], high = [1, 1], interior = [0, -1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x3xf32>
    return %0 : tensor<3x3xf32>
  }
}
