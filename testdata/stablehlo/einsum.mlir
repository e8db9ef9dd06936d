// stablehlo.einsum: xla::Einsum's dot_general (batch: the letters of both
// operands and the output; contracting: of both operands only), its result
// (batch, the first operand's own, the second's own) transposed to the
// output's order when that differs.
//   "abc,acd->adb": dot f32[4,8,32] (batch a, contracting c), then
//     transpose to f32[4,32,8]; "ab,bc->ac": one dot, f32[8,2]
//   arguments: f32[4,8,16] 2048 B, f32[4,16,32] 8192 B, f32[8,16] 512 B,
//     f32[16,2] 128 B -> 10880 B
//   outputs: f32[4,32,8] 4096 B, f32[8,2] 64 B, the tuple table of two
//     pointers 16 B -> 4176 B
module @e {
  func.func public @main(%x: tensor<4x8x16xf32>, %y: tensor<4x16x32xf32>, %a: tensor<8x16xf32>, %b: tensor<16x2xf32>) -> (tensor<4x32x8xf32>, tensor<8x2xf32>) {
    %0 = "stablehlo.einsum"(%x, %y) {einsum_config = "abc,acd->adb"} : (tensor<4x8x16xf32>, tensor<4x16x32xf32>) -> tensor<4x32x8xf32>
    %1 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<8x16xf32>, tensor<16x2xf32>) -> tensor<8x2xf32>
    return %0, %1 : tensor<4x32x8xf32>, tensor<8x2xf32>
  }
}
