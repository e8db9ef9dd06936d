// ERROR: a composite's name is a namespaced op name (StableHLO's
// composite_c1: ^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$)
// EXPECT: 10:5: error: composite name 'neg.' is not a namespaced op name
module @m {
  func.func private @neg(%a: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.negate %a : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func public @main(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.composite "neg." %arg0 {decomposition = @neg} : (tensor<16xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}
