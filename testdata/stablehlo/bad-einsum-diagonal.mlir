// ERROR: a letter twice in one operand takes a diagonal (xla::Einsum's
// EinsumDiagonal), which the converter does not read yet
// EXPECT: 6:5: error: einsum: a letter twice in one operand (a diagonal) is not read yet
module @m {
  func.func public @main(%x: tensor<8x8xf32>, %y: tensor<8x4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.einsum"(%x, %y) {einsum_config = "aa,ab->b"} : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
