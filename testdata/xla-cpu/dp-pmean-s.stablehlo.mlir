module @jit_dp_pmean attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<128x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<32x128xf32> {jax.result_info = "result[0]"}, tensor<128x32xf32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>] manual_axes={"i"} (%arg3: tensor<32x128xf32>, %arg4: tensor<128x32xf32>, %arg5: tensor<8x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x128xf32>) -> tensor<8x128xf32>
      %2 = stablehlo.tanh %1 : tensor<8x128xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
      %4 = stablehlo.subtract %3, %2 : tensor<8x128xf32>
      %5 = stablehlo.dot_general %2, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x32xf32>) -> tensor<8x32xf32>
      %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
      %7 = stablehlo.multiply %6, %5 : tensor<8x32xf32>
      %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %8 = stablehlo.divide %cst_2, %cst_1 : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
      %10 = stablehlo.multiply %9, %7 : tensor<8x32xf32>
      %11 = stablehlo.dot_general %10, %2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x128xf32>) -> tensor<32x128xf32>
      %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
      %13 = stablehlo.dot_general %10, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<128x32xf32>) -> tensor<8x128xf32>
      %14 = "stablehlo.all_reduce"(%12) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %33 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %33 : tensor<f32>
      }) : (tensor<128x32xf32>) -> tensor<128x32xf32>
      %15 = stablehlo.multiply %13, %4 : tensor<8x128xf32>
      %16 = stablehlo.multiply %15, %2 : tensor<8x128xf32>
      %17 = stablehlo.add %15, %16 : tensor<8x128xf32>
      %18 = stablehlo.dot_general %17, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<8x32xf32>) -> tensor<128x32xf32>
      %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
      %20 = "stablehlo.all_reduce"(%19) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %33 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %33 : tensor<f32>
      }) : (tensor<32x128xf32>) -> tensor<32x128xf32>
      %21 = "stablehlo.all_reduce"(%20) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %33 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %33 : tensor<f32>
      }) : (tensor<32x128xf32>) -> tensor<32x128xf32>
      %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
      %23 = stablehlo.divide %21, %22 : tensor<32x128xf32>
      %24 = "stablehlo.all_reduce"(%14) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %33 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %33 : tensor<f32>
      }) : (tensor<128x32xf32>) -> tensor<128x32xf32>
      %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
      %26 = stablehlo.divide %24, %25 : tensor<128x32xf32>
      %cst_5 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
      %28 = stablehlo.multiply %27, %23 : tensor<32x128xf32>
      %29 = stablehlo.subtract %arg3, %28 : tensor<32x128xf32>
      %cst_6 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
      %31 = stablehlo.multiply %30, %26 : tensor<128x32xf32>
      %32 = stablehlo.subtract %arg4, %31 : tensor<128x32xf32>
      sdy.return %29, %32 : tensor<32x128xf32>, tensor<128x32xf32>
    } : (tensor<32x128xf32>, tensor<128x32xf32>, tensor<64x32xf32>) -> (tensor<32x128xf32>, tensor<128x32xf32>)
    return %0#0, %0#1 : tensor<32x128xf32>, tensor<128x32xf32>
  }
}
