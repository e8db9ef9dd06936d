// stablehlo.einsum with a letter one operand alone has, and with an
// ellipsis (xla::Einsum, xla/hlo/builder/lib/matrix.cc): "abc,cd->ad" sums
// b away first (a reduce of %x over dimension 1 with an add computation,
// f32[4,16]), then the dot (contracting c) gives f32[4,32];
// "...ij,...jk->...ik" takes the ellipsis for the two leading dimensions
// of each operand, batch dimensions of the dot: f32[2,3,5,9].
//   arguments: f32[4,8,16] 2048 B, f32[16,32] 2048 B, f32[2,3,5,7] 840 B,
//     f32[2,3,7,9] 1512 B -> 6448 B
//   outputs: f32[4,32] 512 B, f32[2,3,5,9] 1080 B, the tuple table of two
//     pointers 16 B -> 1608 B
//   instructions: ENTRY's 4 parameters, the reduce's zero, the reduce, two
//     dots and the root tuple, and the add computation's two parameters
//     and add -> 12
module @es {
  func.func public @main(%x: tensor<4x8x16xf32>, %y: tensor<16x32xf32>, %z: tensor<2x3x5x7xf32>, %w: tensor<2x3x7x9xf32>) -> (tensor<4x32xf32>, tensor<2x3x5x9xf32>) {
    %0 = "stablehlo.einsum"(%x, %y) {einsum_config = "abc,cd->ad"} : (tensor<4x8x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %1 = stablehlo.einsum %z, %w, config = "...ij,...jk->...ik" : (tensor<2x3x5x7xf32>, tensor<2x3x7x9xf32>) -> tensor<2x3x5x9xf32>
    return %0, %1 : tensor<4x32xf32>, tensor<2x3x5x9xf32>
  }
}
