// Shardy shardings and host memory as newer JAX prints them.
// Mesh "x" of 4 devices.  %arg0 f32[1024,256] is split along dimension 0
// over "x": each device holds f32[256,256] = 262144 B.  %arg1 f32[256]
// (1024 B) is replicated, in pinned host memory (mhlo.memory_kind): host
// memory S(5), not in device memory.  The constraint keeps %0 split as
// %arg0 is.
//   device arguments: 262144; host arguments: 1024
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<256xf32> {mhlo.memory_kind = "pinned_host", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<1024x256xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<1024x256xf32>
    return %1 : tensor<1024x256xf32>
  }
}
