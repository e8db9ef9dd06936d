// sdy.sharding_constraint in MLIR's generic form: the sharding is the
// `sharding = #sdy.sharding<...>` property, not a bracket of its own.
// Mesh "x" of 4 devices.  %arg0 f32[1024,256] is replicated: 1048576 B on
// each device.  %0 = %arg0 * %arg0 has no sharding of its own; the
// constraint splits it along dimension 0 over "x", as propagation would
// produce it (sharding.c S1: the annotation's split folds into its
// operand's value): 256 x 256 x 4 = 262144 B.
//   device arguments: 1048576
//   device output (%1, that is %0 split): 262144 (were the constraint's
//   sharding lost, %0 would be replicated as %arg0: 1048576)
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<1024x256xf32>) {
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1 = "sdy.sharding_constraint"(%0) <{sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    "func.return"(%1) : (tensor<1024x256xf32>) -> ()
  }
}
