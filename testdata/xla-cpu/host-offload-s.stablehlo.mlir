module @jit_host_offload attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<64x64xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<64x64xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<64x64xf32> {jax.result_info = "result[0]", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, tensor<64x64xf32> {jax.result_info = "result[1]", mhlo.memory_kind = "pinned_host", sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %1 = stablehlo.tanh %0 : tensor<64x64xf32>
    %2 = stablehlo.sine %arg0 : tensor<64x64xf32>
    %3 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %4 = stablehlo.add %1, %3 : tensor<64x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<64x64xf32>
    %7 = stablehlo.custom_call @annotate_device_placement(%4) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %8 = stablehlo.custom_call @annotate_device_placement(%6) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "pinned_host"}} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    return %7, %8 : tensor<64x64xf32>, tensor<64x64xf32>
  }
}
