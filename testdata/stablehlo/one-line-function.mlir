// A function written on one line, `{ ... }` around its ops (hand-written
// tests do; MLIR's printer never does): its body is a region all the same.
// A composite calls it (XLA's export: a call of the decomposition).
//   arguments: f32[16] = 64 B
//   outputs: the negated f32[16], 64 B
module @m {
  func.func private @neg(%a: tensor<16xf32>) -> tensor<16xf32> { %0 = stablehlo.negate %a : tensor<16xf32> func.return %0 : tensor<16xf32> }
  func.func public @main(%arg0: tensor<16xf32>) -> tensor<16xf32> attributes {jax.uses_shape_polymorphism = false} {
    %0 = stablehlo.composite "my.neg" %arg0 {decomposition = @neg} : (tensor<16xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}
