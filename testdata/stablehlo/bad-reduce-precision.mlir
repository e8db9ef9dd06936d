// ERROR: reduce_precision's format is e<exponent bits>m<mantissa bits>, a
// word (StableHLO's parseExponentMantissa, stablehlo/dialect/AssemblyFormat.cpp)
// EXPECT: 6:53: error: 'stablehlo.reduce_precision': expected the format e<exponent bits>m<mantissa bits>, saw 'm2e5'
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.reduce_precision %arg0, format = m2e5 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
