// stablehlo.while() of no values and no results (StableHLO's print_while
// test): the loop of the empty tuple; nothing to hold but the tuples.
//   arguments: f32[256] = 1024 B
//   outputs: the same f32[256], returned as it came: 1024 B
//   constants: none.  The loop's result, the empty tuple, is read by
//   nothing, and nothing in it has a side effect: HloDCE removes the loop
//   (hlo_dce.cc IsRemovableWhile; parser/dce.c), and the condition's
//   pred[] false (1 B) with it.
module @w {
  func.func public @main(%arg0: tensor<256xf32>) -> tensor<256xf32> {
    stablehlo.while()
    cond {
      %0 = stablehlo.constant dense<false> : tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
    } do {
      "stablehlo.return"() : () -> ()
    }
    return %arg0 : tensor<256xf32>
  }
}
