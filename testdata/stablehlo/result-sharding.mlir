// Each output takes the sharding its result carries (Shardy's form, as
// JAX prints out_shardings), however the value it returns is split.
// Mesh "x" of 2 devices.  %arg0 f32[64,16] split along dimension 0:
// 32 x 16 x 4 = 2048 B per device.  sine and negate are split as %arg0 by
// the propagation; result 0 asks for replication (64 x 16 x 4 = 4096 B),
// result 1 for %arg0's split (2048 B).  XLA's round trip reads each
// result's sharding through an xla.sdy.FuncResultSharding custom call.
//   outputs: 4096 + 2048 + the tuple's index table 16 = 6160
// XLA:CPU (jaxlib 0.10.2, jax.jit with in_shardings and out_shardings over
// two host devices): argument 2048, output 6160, alias 0, temp 2048 (the
// sine computed split, then gathered: not modelled).
module @jit__lambda attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<64x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = stablehlo.sine %arg0 : tensor<64x16xf32>
    %1 = stablehlo.negate %arg0 : tensor<64x16xf32>
    return %0, %1 : tensor<64x16xf32>, tensor<64x16xf32>
  }
}
