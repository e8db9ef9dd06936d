// stablehlo.collective_reduce (StableHLO 1.20): HLO's collective-reduce
// (xla/hlo/ir/hlo_opcode.h), each operand's shape, to_apply= its region;
// then stablehlo.set_dimension_size, HLO's set-dimension-size, which makes
// dimension 0 dynamic, bounded by 1024; and chlo.constant_like, a splat of
// the result type: a scalar constant broadcast.
//   arguments: f32[1024] = 4096 B, s32[] = 4 B -> 4100 B
//   outputs: f32[<=1024] (4096 B of data and the 4-byte size of its one
//     dynamic dimension, hlo-format: a dynamic shape's metadata) = 4100 B,
//     s32[1024] = 4096 B, the tuple table of two pointers 16 B -> 8212 B
//   constants: none: constant_like's scalar s32[] is fused into its
//     broadcast before the compile (a constant of one element, precompile.c F3)
module @cr attributes {mhlo.num_replicas = 2 : i32} {
  func.func public @main(%arg0: tensor<1024xf32>, %n: tensor<i32>) -> (tensor<?xf32, #stablehlo.bounds<1024>>, tensor<1024xi32>) {
    %0 = "stablehlo.collective_reduce"(%arg0) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1 = stablehlo.set_dimension_size %0, %n, dim = 0 : (tensor<1024xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<1024>>
    %2 = "chlo.constant_like"(%arg0) <{value = 1 : i32}> : (tensor<1024xf32>) -> tensor<1024xi32>
    return %1, %2 : tensor<?xf32, #stablehlo.bounds<1024>>, tensor<1024xi32>
  }
}
