module @jit_int8_matmul attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256xf32>, %arg1: tensor<256x512xi8>, %arg2: tensor<512xf32>) -> (tensor<256x512xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.abs %arg0 : tensor<256x256xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<256x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<256x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x256xf32>
    %8 = stablehlo.divide %arg0, %7 : tensor<256x256xf32>
    %9 = call @round(%8) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %c = stablehlo.constant dense<-127> : tensor<i32>
    %c_2 = stablehlo.constant dense<127> : tensor<i32>
    %10 = call @clip(%9, %c, %c_2) : (tensor<256x256xf32>, tensor<i32>, tensor<i32>) -> tensor<256x256xf32>
    %11 = stablehlo.convert %10 : (tensor<256x256xf32>) -> tensor<256x256xi8>
    %12 = stablehlo.dot_general %11, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xi8>, tensor<256x512xi8>) -> tensor<256x512xi32>
    %13 = stablehlo.convert %12 : (tensor<256x512xi32>) -> tensor<256x512xf32>
    %14 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<256x512xf32>
    %16 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<256x512xf32>
    %19 = stablehlo.multiply %18, %18 : tensor<256x512xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<256x512xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<256x512xf32>
    %23 = stablehlo.add %18, %22 : tensor<256x512xf32>
    %cst_4 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<256x512xf32>
    %26 = stablehlo.tanh %25 : tensor<256x512xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %28 = stablehlo.add %27, %26 : tensor<256x512xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<256x512xf32>
    %31 = stablehlo.multiply %18, %30 : tensor<256x512xf32>
    return %31 : tensor<256x512xf32>
  }
  func.func private @round(%arg0: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<256x256xf32>
    return %0 : tensor<256x256xf32>
  }
  func.func private @clip(%arg0: tensor<256x256xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<256x256xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<256x256xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<256x256xf32>
    return %5 : tensor<256x256xf32>
  }
}
