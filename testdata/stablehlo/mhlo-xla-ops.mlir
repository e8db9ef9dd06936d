// XLA's own MHLO forms, as its translate tests write them (export_async,
// fusion, rng_get_and_update_state): an async pair calling a function, a
// fusion of its region, the RNG state.
//   arguments: f32[8,4] = 128 B, f32[] = 4 B -> 132 B
//   outputs: the all-gather's f32[8,16] = 512 B, the u64[2] state 16 B, the
//     fusion's f32[] 4 B, and the tuple table of three pointers 24 B -> 556 B
module @x attributes {mhlo.num_partitions = 4 : i32} {
  func.func private @ag(%a: tensor<8x4xf32>) -> tensor<8x16xf32> attributes {execution_thread = "main"} {
    %0 = "mhlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<8x4xf32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
  func.func public @main(%a: tensor<8x4xf32>, %b: tensor<f32>) -> (tensor<8x16xf32>, tensor<2xui64>, tensor<f32>) {
    %0 = "mhlo.async_start"(%a) {called_computation = @ag, execution_thread = "main"} : (tensor<8x4xf32>) -> !mhlo.async_bundle<tensor<8x4xf32>, tensor<8x16xf32>>
    %1 = "mhlo.async_done"(%0) : (!mhlo.async_bundle<tensor<8x4xf32>, tensor<8x16xf32>>) -> tensor<8x16xf32>
    %2 = mhlo.xla.rng_get_and_update_state {delta = 1: i64}
    %3 = "mhlo.fusion"(%b, %b) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = "mhlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "mhlo.return"(%s) : (tensor<f32>) -> ()
    }) {fusion_kind = #mhlo<fusion_kind kLoop>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %1, %2, %3 : tensor<8x16xf32>, tensor<2xui64>, tensor<f32>
  }
}
