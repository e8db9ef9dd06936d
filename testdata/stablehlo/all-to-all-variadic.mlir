// all_to_all of two operands: XLA's export makes one all-to-all of the tuple
// of the operands' shapes (ExportXlaOp(AllToAllOp) calls xla::AllToAllTuple,
// each operand one chunk) and reads each result through get-tuple-element.
//   arguments: f32[4,16] = 256 B, f64[5,16] = 640 B -> 896 B
//   outputs: f32[16,4] = 256 B, f64[20,4] = 640 B, and the entry's tuple
//     table of two 8-byte pointers, 16 B -> 912 B
module @a2a attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%arg0: tensor<4x16xf32>, %arg1: tensor<5x16xf64>) -> (tensor<16x4xf32>, tensor<20x4xf64>) {
    %0:2 = "stablehlo.all_to_all"(%arg0, %arg1) {
      split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64,
      replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>
    } : (tensor<4x16xf32>, tensor<5x16xf64>) -> (tensor<16x4xf32>, tensor<20x4xf64>)
    return %0#0, %0#1 : tensor<16x4xf32>, tensor<20x4xf64>
  }
}
