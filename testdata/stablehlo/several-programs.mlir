// no @main, and two public functions no other calls: each is read as a
// program of its own (a test file of StableHLO's holds several), named
// after its function, with a warning where it is defined.
//   @encode: argument f32[4] = 16 B, output f32[4] = 16 B
//   @decode: arguments f32[4] and f32[8] = 16 + 32 = 48 B, output 32 B
module @m {
  func.func public @encode(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func public @decode(%arg0: tensor<4xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.abs %arg1 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
