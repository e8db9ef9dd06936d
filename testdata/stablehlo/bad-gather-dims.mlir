// ERROR: gather's dimension numbers name each field once (StableHLO's
// parseStruct for #stablehlo.gather)
// EXPECT: 8:54: error: gather dimension numbers: 'offset_dims' given twice
module @m {
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<2x1xi32>) -> tensor<2x4xf32> {
    %0 = "stablehlo.gather"(%arg0, %arg1) {
      dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
        start_index_map = [0], index_vector_dim = 1, offset_dims = [1]>,
      slice_sizes = array<i64: 1, 4>
    } : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
}
