// chlo.square is x * x: ChloLegalizeToStablehlo rewrites it to a multiply
// of its operand by itself (chlo_legalize_to_stablehlo.cc), and XLA's
// before_optimizations dumps show it so (jax.numpy.var's square:
// square.1 = multiply(%sub.8, %sub.8)).  The estimate sized it right as
// any elementwise stand-in, but named it negate.
// Figures: arguments f32[256,256] 262144; output f32[256,256] 262144; the
// square a temporary of 262144 the dot reads (no dot takes a producer
// outside ideal fusion).
module @jit_sq {
  func.func public @main(%arg0: tensor<256x256xf32>) -> (tensor<256x256xf32>) {
    %0 = chlo.square %arg0 : tensor<256x256xf32> -> tensor<256x256xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
}
