// A reduce_window of no inputs, as StableHLO's verifier tests write one
// (it rejects it; XLA's converter never sees it).  hlopeak reads it as an
// op of no operands: a scan rule that read its operand first crashed here
// (backend.c scantree).
func.func @main(%arg0: tensor<4x2xf32>, %init0: tensor<f32>) {
  "stablehlo.reduce_window"() ({
    ^bb0():
      "stablehlo.return"() : () -> ()
    }) {
      padding = dense<[[2, 2], [0, 0]]> : tensor<2x2xi64>,
      window_dimensions = array<i64: 5, 1>,
      window_strides = array<i64: 3, 1>
    } : () -> ()
  func.return
}
