module @jit_tp_bf16 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=8]> {stablehlo.mesh = {axes = [{name = "model", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x4096xbf16> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<4096x512xbf16> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<512x4096xbf16> {jax.result_info = "result[0]"}, tensor<4096x512xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x512xbf16>, tensor<512x4096xbf16>) -> tensor<128x4096xbf16>
    %1 = call @relu(%0) : (tensor<128x4096xbf16>) -> tensor<128x4096xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<128x4096xbf16>, tensor<128x4096xbf16>) -> tensor<128x4096xi1>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x4096xbf16>, tensor<4096x512xbf16>) -> tensor<128x512xbf16>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<128x512xbf16>
    %6 = stablehlo.multiply %5, %4 : tensor<128x512xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %7 = stablehlo.convert %cst_1 : (tensor<bf16>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_2 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %10 = stablehlo.convert %9 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    %11 = stablehlo.multiply %10, %6 : tensor<128x512xbf16>
    %12 = stablehlo.dot_general %11, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x512xbf16>, tensor<128x4096xbf16>) -> tensor<512x4096xbf16>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %14 = stablehlo.dot_general %11, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x512xbf16>, tensor<4096x512xbf16>) -> tensor<128x4096xbf16>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %16 = stablehlo.select %3, %14, %15 : tensor<128x4096xi1>, tensor<128x4096xbf16>
    %17 = stablehlo.dot_general %16, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x4096xbf16>, tensor<128x512xbf16>) -> tensor<4096x512xbf16>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<4096x512xbf16>) -> tensor<512x4096xbf16>
    %cst_4 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %20 = stablehlo.multiply %19, %18 : tensor<512x4096xbf16>
    %21 = stablehlo.subtract %arg0, %20 : tensor<512x4096xbf16>
    %cst_5 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<4096x512xbf16>
    %23 = stablehlo.multiply %22, %13 : tensor<4096x512xbf16>
    %24 = stablehlo.subtract %arg1, %23 : tensor<4096x512xbf16>
    return %21, %24 : tensor<512x4096xbf16>, tensor<4096x512xbf16>
  }
  func.func private @relu(%arg0: tensor<128x4096xbf16>) -> tensor<128x4096xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<128x4096xbf16>
    return %1 : tensor<128x4096xbf16>
  }
}
