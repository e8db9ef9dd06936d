module @jit_tp_donate attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=8]> {stablehlo.mesh = {axes = [{name = "model", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<64x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<256x64xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<64x256xf32> {jax.result_info = "result[0]"}, tensor<256x64xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x256xf32>) -> tensor<16x256xf32>
    %1 = call @relu(%0) : (tensor<16x256xf32>) -> tensor<16x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xi1>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<16x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %7 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<16x64xf32>
    %10 = stablehlo.dot_general %9, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x256xf32>) -> tensor<64x256xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %12 = stablehlo.dot_general %9, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<256x64xf32>) -> tensor<16x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %14 = stablehlo.select %3, %12, %13 : tensor<16x256xi1>, tensor<16x256xf32>
    %15 = stablehlo.dot_general %14, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<16x64xf32>) -> tensor<256x64xf32>
    %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %cst_4 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<64x256xf32>
    %19 = stablehlo.subtract %arg0, %18 : tensor<64x256xf32>
    %cst_5 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %21 = stablehlo.multiply %20, %11 : tensor<256x64xf32>
    %22 = stablehlo.subtract %arg1, %21 : tensor<256x64xf32>
    return %19, %22 : tensor<64x256xf32>, tensor<256x64xf32>
  }
  func.func private @relu(%arg0: tensor<16x256xf32>) -> tensor<16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x256xf32>
    return %1 : tensor<16x256xf32>
  }
}
