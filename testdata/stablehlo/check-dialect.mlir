// StableHLO's interpreter tests assert with the ops of its check dialect
// (stablehlo/tests/CheckOps.td); no compiled program holds them, so they
// are left out, said once, and the module is estimated.
//   arguments: %arg0 f32[64] = 256 B; output: f32[64] = 256 B
module @checked {
  func.func public @main(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.abs %arg0 : tensor<64xf32>
    check.expect_almost_eq_const %0, dense<1.0> : tensor<64xf32>
    "check.expect_eq"(%0, %arg0) : (tensor<64xf32>, tensor<64xf32>) -> ()
    return %0 : tensor<64xf32>
  }
}
