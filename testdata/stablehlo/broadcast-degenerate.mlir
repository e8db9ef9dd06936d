// broadcast_in_dim as XLA's converter writes it (parser/mlirops.c
// op_broadcast_in_dim): tensor<256xf32> -> tensor<256x1xf32> adds only a
// unit dimension, a reshape; tensor<1x1xf32> -> tensor<256x1xf32> and
// tensor<256x1xf32> -> tensor<256x512xf32> stretch a size-1 dimension:
// XlaBuilder::BroadcastInDim broadcasts in place, then AddBroadcastSequence
// reshapes the stretched dimensions away and broadcasts to the result,
// three instructions each.  broadcast-degenerate.xla.hlo is XLA's own
// conversion: 17 instructions (4 in the reducer, 13 in the entry), as here.
// Figures (--target cpu): arguments f32[256,512] + f32[] = 524292; output
// f32[256,512] 524288; temp the row sums f32[256] 1024 (XLA:CPU's compile:
// temp 1028, the 4 B constant among them); used 524292 + 524288 + 1024 + 4
// (the constant) = 1049608, XLA's.
module @jit_center attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xf32>, %arg1: tensor<f32>) -> (tensor<256x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<256x1xf32>
    %4 = stablehlo.divide %1, %3 : tensor<256x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<256x512xf32>
    return %6 : tensor<256x512xf32>
  }
}
