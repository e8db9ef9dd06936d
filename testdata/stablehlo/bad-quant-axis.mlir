// ERROR: a per-axis quantized type's axis is not negative (MLIR's
// UniformQuantizedPerAxisType::verifyInvariants)
// EXPECT: 5:33: error: illegal quantized dimension -1
module @m {
  func.func public @main(%arg0: tensor<2x4x!quant.uniform<i8:f32:-1, {0.5:0, 0.5:0}>>) -> tensor<2x4xf32> {
    %0 = stablehlo.uniform_dequantize %arg0 : (tensor<2x4x!quant.uniform<i8:f32:-1, {0.5:0, 0.5:0}>>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
}
