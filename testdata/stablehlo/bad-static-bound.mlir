// ERROR: a static dimension has no bound (StableHLO's verifyBounds,
// stablehlo/dialect/Base.cpp): tensor<4x?xf32> with bounds 8 and 16
// EXPECT: 5:33: error: dimension 0 is static and cannot have a bound
module @m {
  func.func public @main(%arg0: tensor<4x?xf32, #stablehlo.bounds<8, 16>>) -> tensor<4xf32> {
    %0 = stablehlo.constant dense<0.0> : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
