module @jit_shardmap_donor attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<64x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}, %arg1: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<64x128xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>] manual_axes={"i"} (%arg2: tensor<8x128xf32>, %arg3: tensor<8x64xf32>) {
      %1 = "stablehlo.all_gather"(%arg2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<8x128xf32>) -> tensor<64x128xf32>
      %2 = stablehlo.dot_general %arg3, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x128xf32>) -> tensor<8x128xf32>
      %3 = stablehlo.tanh %2 : tensor<8x128xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
      %5 = stablehlo.subtract %4, %3 : tensor<8x128xf32>
      %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
      %7 = stablehlo.multiply %6, %3 : tensor<8x128xf32>
      %cst_1 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %8 = stablehlo.divide %cst_2, %cst_1 : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
      %10 = stablehlo.multiply %9, %7 : tensor<8x128xf32>
      %11 = stablehlo.multiply %10, %5 : tensor<8x128xf32>
      %12 = stablehlo.multiply %11, %3 : tensor<8x128xf32>
      %13 = stablehlo.add %11, %12 : tensor<8x128xf32>
      %14 = stablehlo.dot_general %13, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<8x64xf32>) -> tensor<128x64xf32>
      %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
      %16 = "stablehlo.reduce_scatter"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %20 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %20 : tensor<f32>
      }) : (tensor<64x128xf32>) -> tensor<8x128xf32>
      %cst_3 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
      %18 = stablehlo.multiply %17, %16 : tensor<8x128xf32>
      %19 = stablehlo.subtract %arg2, %18 : tensor<8x128xf32>
      sdy.return %19 : tensor<8x128xf32>
    } : (tensor<64x128xf32>, tensor<64x64xf32>) -> tensor<64x128xf32>
    return %0 : tensor<64x128xf32>
  }
}
