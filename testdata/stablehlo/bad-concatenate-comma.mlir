// ERROR: concatenate's operands are each followed by a comma, then dim
// (StableHLO's parseVariadicOperandWithAttribute): "%arg1 dim" lacks it
// EXPECT: 6:45: error: 'stablehlo.concatenate': expected ',' after the operand
module @m {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<8xf32> {
    %0 = stablehlo.concatenate %arg0, %arg1 dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
