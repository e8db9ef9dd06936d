// jax.lax.ragged_dot as JAX lowers it (chlo.ragged_dot, the grouped
// matmul of mixture-of-experts layers): XLA's chlo_legalize_to_hlo makes
// it mhlo.ragged_dot, exported as HLO's ragged-dot, sized by its result.
//   arguments: lhs f32[2,11,5] 440 B + rhs f32[3,2,5,7] 840 B + group
//              sizes s64[3] 24 B = 1304 B
//   output:    f32[2,11,7] = 616 B
module @jit_moe attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%lhs: tensor<2x11x5xf32>, %rhs: tensor<3x2x5x7xf32>, %group_sizes: tensor<3xi64>) -> (tensor<2x11x7xf32> {jax.result_info = "result"}) {
    %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
      ragged_dot_dimension_numbers = #chlo.ragged_dot<
        lhs_batching_dimensions = [0],
        rhs_batching_dimensions = [1],
        lhs_contracting_dimensions = [2],
        rhs_contracting_dimensions = [2],
        lhs_ragged_dimensions = [1],
        rhs_group_dimensions = [0]
      >,
      precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]
    } : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<3xi64>) -> tensor<2x11x7xf32>
    return %0 : tensor<2x11x7xf32>
  }
}
