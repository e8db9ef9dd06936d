module @jit_elementwise attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xf32>, %arg1: tensor<512xf32>) -> (tensor<256x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<256x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %3 = stablehlo.add %1, %2 : tensor<256x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %5 = stablehlo.maximum %3, %4 : tensor<256x512xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<256x512xf32>
    %8 = stablehlo.abs %3 : tensor<256x512xf32>
    %9 = stablehlo.negate %8 : tensor<256x512xf32>
    %10 = stablehlo.exponential %9 : tensor<256x512xf32>
    %11 = stablehlo.subtract %7, %10 : tensor<256x512xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %14 = stablehlo.add %11, %13 : tensor<256x512xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<256x512xf32>
    %17 = stablehlo.tanh %16 : tensor<256x512xf32>
    %18 = stablehlo.multiply %arg1, %arg1 : tensor<512xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %20 = stablehlo.add %19, %18 : tensor<512xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %23 = stablehlo.divide %17, %22 : tensor<256x512xf32>
    %cst_5 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %25 = stablehlo.compare GT, %23, %24, FLOAT : (tensor<256x512xf32>, tensor<256x512xf32>) -> tensor<256x512xi1>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %27 = stablehlo.multiply %26, %arg0 : tensor<256x512xf32>
    %28 = call @_where(%25, %23, %27) : (tensor<256x512xi1>, tensor<256x512xf32>, tensor<256x512xf32>) -> tensor<256x512xf32>
    return %28 : tensor<256x512xf32>
  }
  func.func private @_where(%arg0: tensor<256x512xi1>, %arg1: tensor<256x512xf32>, %arg2: tensor<256x512xf32>) -> tensor<256x512xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<256x512xi1>, tensor<256x512xf32>
    return %0 : tensor<256x512xf32>
  }
}
