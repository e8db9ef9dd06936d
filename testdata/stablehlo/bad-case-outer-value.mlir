// ERROR: a function inside another op's region (text no printer writes, found
// by fuzzing) holds a case whose third branch reads a value of the function
// around it: the inner function may not read it.  The tuples the converter
// had made for the first two branches leaked on this error.
// EXPECT: 11:9: error: '%outer' is defined outside this region
module @m {
  func.func public @main(%outer: tensor<f32>) -> tensor<f32> {
    %0 = "stablehlo.optimization_barrier"(%outer) ({
      func.func @inner(%i: tensor<i32>) -> tensor<f32> {
        %c = stablehlo.constant dense<1.0> : tensor<f32>
        %r = "stablehlo.case"(%i) ({
          stablehlo.return %c : tensor<f32>
        }, {
          stablehlo.return %c : tensor<f32>
        }, {
          stablehlo.return %outer : tensor<f32>
        }) : (tensor<i32>) -> tensor<f32>
        return %r : tensor<f32>
      }
    }) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
