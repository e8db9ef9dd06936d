// Shardy ops around StableHLO, and types written with spaces (MLIR's type
// parser reads tokens: tensor<1024 x 256 x f32> is tensor<1024x256xf32>).
// sdy.constant leaves the Shardy export as the stablehlo.constant it
// stands for; sdy.reshard asks for a sharding as sdy.sharding_constraint
// does.  Mesh "x" of 4 devices; every value f32[1024,256] split 4 ways
// along dimension 0: a device's piece is 256 x 256 x 4 B = 262144 B.
//   device arguments: 262144
//   device output (the reshard's result, split as it asks): 262144
module @jit_sdy attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<1024 x 256 x f32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<1024x256xf32> {jax.result_info = "result"}) {
    %c = sdy.constant dense<1.000000e+00> : tensor<1024x256xf32>
    %0 = stablehlo.add %arg0, %c : tensor<1024 x 256 x f32>
    %1 = sdy.reshard %0 <@mesh, [{"x"}, {}]> : tensor<1024x256xf32>
    return %1 : tensor<1024x256xf32>
  }
}
