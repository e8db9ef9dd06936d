// jax.shard_map returning two values, as newer JAX lowers it: one
// sdy.manual_computation of two results.  Mesh "x" of 4 devices; %arg0
// f32[1024,256] split along dimension 0, so each device holds
// f32[256,256] = 262144 B.  The region returns its multiply (f32[256,256],
// 262144 B a device) and a row sum (f32[256], 1024 B a device); outside,
// they are f32[1024,256] and f32[1024], split along "x" the same way.
// The round trip's HLO reads each result out of the region's tuple and
// makes it global with its own LocalToGlobalShape custom call.
//   device arguments: 262144
//   device outputs: 262144 + 1024, and the 16 B tuple table of the
//   two-result return = 263184
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<1024x256xf32> {jax.result_info = "[0]"}, tensor<1024xf32> {jax.result_info = "[1]"}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<256x256xf32>) {
      %1 = stablehlo.multiply %arg1, %arg1 : tensor<256x256xf32>
      %c = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.reduce(%1 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<256xf32>
      sdy.return %1, %2 : tensor<256x256xf32>, tensor<256xf32>
    } : (tensor<1024x256xf32>) -> (tensor<1024x256xf32>, tensor<1024xf32>)
    return %0#0, %0#1 : tensor<1024x256xf32>, tensor<1024xf32>
  }
}
