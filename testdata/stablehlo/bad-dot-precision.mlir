// ERROR: a dot's precisions are DEFAULT, HIGH or HIGHEST (StableHLO's
// parsePrecisionConfig and PrecisionAttr, stablehlo/dialect/StablehloOps.cpp)
// EXPECT: 6:51: error: 'stablehlo.dot': unknown precision 'FASTEST': DEFAULT, HIGH or HIGHEST
module @m {
  func.func public @main(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.dot %arg0, %arg0, precision = [FASTEST, HIGH] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
