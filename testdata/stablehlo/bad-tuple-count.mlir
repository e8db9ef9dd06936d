// ERROR: a tuple's type has one element per operand (StableHLO's
// parseTupleOpType, then MLIR's operand resolution)
// EXPECT: 6:41: error: 'stablehlo.tuple': the number of operands and types differ: 2 operands, 1 types
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tuple<tensor<4xf32>> {
    %0 = stablehlo.tuple %arg0, %arg0 : tuple<tensor<4xf32>>
    return %0 : tuple<tensor<4xf32>>
  }
}
