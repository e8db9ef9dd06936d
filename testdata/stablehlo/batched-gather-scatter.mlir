// family-121's module (testdata/family-121-batched-gather-scatter.hlo) as
// JAX prints a gather and a scatter with batching dimensions: the
// dimension numbers inside #stablehlo.gather<...> and #stablehlo.scatter<...>
// (the generic form).  The converter must carry the batching dimensions
// and index_vector_dim to the HLO it writes, for the CPU's
// BatchedGatherScatterNormalizer (analysis/backend.c C13): its figures are
// the HLO twin's, XLA:CPU's used 3149828.
module @jit_batched_gather_scatter attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x128x256xf32>, %arg1: tensor<8x128x32x1xi32>) -> (tensor<8x128xf32> {jax.result_info = "result"}) {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x128x256xf32>, tensor<8x128x32x1xi32>) -> tensor<8x128x32xf32>
    %1 = stablehlo.tanh %0 : tensor<8x128x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %3 = "stablehlo.scatter"(%2, %arg1, %1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %7 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<8x128x256xf32>, tensor<8x128x32x1xi32>, tensor<8x128x32xf32>) -> tensor<8x128x256xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<8x128x256xf32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    return %5 : tensor<8x128xf32>
  }
}
