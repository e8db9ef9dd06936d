module @jit_adamw attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x256xf32>, %arg3: tensor<32x256xf32>) -> (tensor<256x256xf32> {jax.result_info = "result[0]"}, tensor<256x256xf32> {jax.result_info = "result[1]"}, tensor<256x256xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
    %1 = stablehlo.tanh %0 : tensor<32x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<32x256xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %5 = stablehlo.multiply %4, %1 : tensor<32x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %6 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<32x256xf32>
    %9 = stablehlo.multiply %8, %3 : tensor<32x256xf32>
    %10 = stablehlo.multiply %9, %1 : tensor<32x256xf32>
    %11 = stablehlo.add %9, %10 : tensor<32x256xf32>
    %12 = stablehlo.dot_general %11, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<256x256xf32>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = call @clip(%13, %cst_3, %cst_4) : (tensor<256x256xf32>, tensor<f32>, tensor<f32>) -> tensor<256x256xf32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %16 = stablehlo.multiply %15, %arg1 : tensor<256x256xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %18 = stablehlo.multiply %17, %14 : tensor<256x256xf32>
    %19 = stablehlo.add %16, %18 : tensor<256x256xf32>
    %cst_7 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %21 = stablehlo.multiply %20, %arg2 : tensor<256x256xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %23 = stablehlo.multiply %22, %14 : tensor<256x256xf32>
    %24 = stablehlo.multiply %23, %14 : tensor<256x256xf32>
    %25 = stablehlo.add %21, %24 : tensor<256x256xf32>
    %26 = stablehlo.sqrt %25 : tensor<256x256xf32>
    %cst_9 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %28 = stablehlo.add %26, %27 : tensor<256x256xf32>
    %29 = stablehlo.divide %19, %28 : tensor<256x256xf32>
    %cst_10 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %31 = stablehlo.multiply %30, %arg0 : tensor<256x256xf32>
    %32 = stablehlo.add %29, %31 : tensor<256x256xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<256x256xf32>
    %35 = stablehlo.subtract %arg0, %34 : tensor<256x256xf32>
    return %35, %19, %25 : tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>
  }
  func.func private @clip(%arg0: tensor<256x256xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<256x256xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<256x256xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<256x256xf32>
    return %5 : tensor<256x256xf32>
  }
}
