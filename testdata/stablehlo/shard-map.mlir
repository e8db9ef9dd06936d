// jax.shard_map as newer JAX lowers it: sdy.manual_computation, whose
// region works on each device's piece.  Mesh "x" of 4 devices; %arg0
// f32[1024,256] split along dimension 0: each device holds f32[256,256] =
// 262144 B, and the region's multiply makes one more piece of that size.
//   device arguments: 262144
//   the region's result, per device: 262144 (the multiply inside)
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<1024x256xf32> {jax.result_info = ""}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<256x256xf32>) {
      %1 = stablehlo.multiply %arg1, %arg1 : tensor<256x256xf32>
      sdy.return %1 : tensor<256x256xf32>
    } : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    return %0 : tensor<1024x256xf32>
  }
}
