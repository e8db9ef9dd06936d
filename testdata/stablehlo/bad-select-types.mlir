// ERROR: select's pretty form gives a function type or two types, the
// predicate's and the result's (StableHLO's parseSelectOpType)
// EXPECT: 6:49: error: 'stablehlo.select': expected a function type or two types (the predicate's, the result's), got 1 types
module @m {
  func.func public @main(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg1 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
