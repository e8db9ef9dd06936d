// conv-labels.mlir in the generic form: #stablehlo.conv<...> gives the
// same dim_labels=f01b_i01o->01bf (tests/stablehlo.sh).
module @jit_conv_chwn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x32x32x4xf32>, %arg1: tensor<8x3x3x16xf32>) -> (tensor<30x30x4x16xf32> {jax.result_info = "result"}) {
    %0 = "stablehlo.convolution"(%arg0, %arg1) {dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<8x32x32x4xf32>, tensor<8x3x3x16xf32>) -> tensor<30x30x4x16xf32>
    return %0 : tensor<30x30x4x16xf32>
  }
}
