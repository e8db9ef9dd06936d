// ERROR: no @main, and two public functions no other calls: which one is
// the program is not for hlopeak to guess
// EXPECT: 5:3: error: no @main function, and 2 public functions that could be the entry (@encode, @decode)
module @m {
  func.func public @encode(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func public @decode(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.abs %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
