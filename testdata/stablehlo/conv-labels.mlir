// The convolution of testdata/family-49-cpu-conv-transpose.hlo as JAX
// lowers it: its dim_numbers become HLO's dim_labels=f01b_i01o->01bf,
// which the CPU's ConvCanonicalization transposes by, so the two give the
// same figures with --target cpu (tests/stablehlo.sh).
module @jit_conv_chwn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x32x32x4xf32>, %arg1: tensor<8x3x3x16xf32>) -> (tensor<30x30x4x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x4xf32>, tensor<8x3x3x16xf32>) -> tensor<30x30x4x16xf32>
    return %0 : tensor<30x30x4x16xf32>
  }
}
