// ERROR: a get_tuple_element past its tuple (StableHLO's get_tuple_element
// (C1); before, this surfaced as a fault of the converted HLO)
// EXPECT: 6:5: error: index 2 is out of bounds of a tuple of 2 elements
module @m {
  func.func public @main(%t: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
    %0 = "stablehlo.get_tuple_element"(%t) {index = 2 : i32} : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
