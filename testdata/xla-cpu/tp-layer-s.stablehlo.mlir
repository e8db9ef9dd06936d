module @jit_tp_layer attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=8]> {stablehlo.mesh = {axes = [{name = "model", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<16x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x256xf32>) -> tensor<16x256xf32>
    %1 = call @relu(%0) : (tensor<16x256xf32>) -> tensor<16x256xf32>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
    return %2 : tensor<16x64xf32>
  }
  func.func private @relu(%arg0: tensor<16x256xf32>) -> tensor<16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x256xf32>
    return %1 : tensor<16x256xf32>
  }
}
