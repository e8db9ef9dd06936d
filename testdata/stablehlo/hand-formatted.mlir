// hand-formatted.mlir: one module written as people format MLIR by hand,
// over several lines (the forms of openxla/stablehlo's op tests): a
// signature whose result type is on the next line, a type after a ':' that
// ends its line, an attribute dictionary opened mid-line and closed lines
// later, a dictionary on a line of its own, mhlo.sinh (an op of its own in
// mhlo, elementwise), and a per-axis quantized type (!quant.uniform with a
// storage range: stored as its i8 storage type).
//
// Figures (GPU before the compile, no aliasing):
//   arguments: %arg0 f32[4,16] = 256 B, %arg1 f32[4,16] = 256 B,
//              %arg2 i8[2,3] (quantized per axis: stored as s8) = 6 B
//              -> 518 B
//   outputs:   a tuple of %3 f32[4,4] = 64 B and %arg2's pass-through
//              6 B, plus the 16 B tuple table -> 86 B
module @jit_hand attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xf32>,
      %arg1: tensor<4x16xf32>, %arg2: tensor<2x3x!quant.uniform<i8<-127:127>:f32:1, {1.0:-30, 2.0:-20, 3.0:0}>>)
      -> (tensor<4x4xf32>, tensor<2x3x!quant.uniform<i8<-127:127>:f32:1, {1.0:-30, 2.0:-20, 3.0:0}>>) {
    %0 = stablehlo.add %arg0, %arg1 :
        tensor<4x16xf32>
    %1 = "mhlo.sinh"(%0) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %2 = "stablehlo.reduce_scatter"(%1) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>,
        scatter_dimension = 1 : i64,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>,
        use_global_device_ids} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %3 = "stablehlo.slice"(%2)
        { start_indices = array<i64: 0, 0>,
          limit_indices = array<i64: 4, 4>,
          strides = array<i64: 1, 1>
        }
        : (tensor<4x16xf32>) -> tensor<4x4xf32>
    return %3, %arg2 : tensor<4x4xf32>, tensor<2x3x!quant.uniform<i8<-127:127>:f32:1, {1.0:-30, 2.0:-20, 3.0:0}>>
  }
}
