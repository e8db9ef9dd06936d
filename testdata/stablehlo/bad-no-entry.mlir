// ERROR: no @main, and no public function: nothing is a program
// EXPECT: 9:1: error: no @main function, and no public function that could be the entry: nothing to estimate
module @m {
  func.func private @encode(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
