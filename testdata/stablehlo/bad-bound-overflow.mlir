// ERROR: a dimension's bound past 64 bits (found by fuzzing: it was read
// with a signed overflow)
// EXPECT: 5:33: error: a bound too large for 64 bits
module @m {
  func.func public @main(%arg0: tensor<?xf32, #stablehlo.bounds<99999999999999999999>>) -> tensor<4xf32> {
    %0 = stablehlo.constant dense<0.0> : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
