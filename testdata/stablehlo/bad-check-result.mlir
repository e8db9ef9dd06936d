// ERROR: the ops of StableHLO's check dialect have no results; one that
// does is not one of them
// EXPECT: 7:10: error: 'check.expect_eq' has results
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.abs %arg0 : tensor<4xf32>
    %1 = check.expect_eq %0, %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
