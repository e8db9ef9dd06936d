// ERROR: a result accuracy of mode HIGHEST (or DEFAULT) has no tolerances
// (StableHLO's verifyResultAccuracyCombination, TypeInference.cpp)
// EXPECT: 6:87: error: result accuracy of mode HIGHEST with tolerances
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.exponential"(%arg0) {result_accuracy = #stablehlo.result_accuracy<atol = 1.0e-05, rtol = 0.0, ulps = 0, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
