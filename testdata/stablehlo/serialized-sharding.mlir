// mhlo.sharding written as a serialized xla.OpSharding, as older exporters
// wrote it (XLA's translate test sharding.mlir; XLA's ConvertSharding reads
// both forms), and as "" (replicated):
//   "\08\03\1A\01\02\22\02\00\01": type OTHER (field 1 = 3), tile
//   assignment dimensions [2] (field 3), devices [0, 1] (field 4), that is
//   {devices=[2]0,1}; "\08\03\1A\02\02\01\22\02\00\01" is
//   {devices=[2,1]0,1}.  On 2 partitions:
//   device arguments: %arg0 f32[] replicated 4 B + %arg1 f32[4] split in
//                     2: 2 x 4 B = 8 B -> 12 B
//   device output:    f32[4,4] split in 2 along dimension 0 by the Sharding
//                     custom call: 2 x 4 x 4 B = 32 B
module @jit_sharded attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32> {mhlo.sharding = ""}, %arg1: tensor<4xf32> {mhlo.sharding = "\08\03\1A\01\02\22\02\00\01"}) -> (tensor<4x4xf32> {mhlo.sharding = "\08\03\1A\02\02\01\22\02\00\01"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "\08\03\1A\02\02\01\22\02\00\01"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %3 : tensor<4x4xf32>
  }
}
