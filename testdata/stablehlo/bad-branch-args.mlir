// ERROR: a branch of an if that takes an argument (StableHLO's if (C1):
// a branch reads what it needs from outside; before, this surfaced as a
// fault of the HLO it was converted to)
// EXPECT: 8:7: error: a branch of an if or a case takes no arguments
module @m {
  func.func public @main(%pred: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {
    %0 = "stablehlo.if"(%pred) ({
      ^bb0(%a: tensor<f32>):
        "stablehlo.return"(%x) : (tensor<f32>) -> ()
    }, {
        "stablehlo.return"(%x) : (tensor<f32>) -> ()
    }) : (tensor<i1>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
