module @jit_bf16_mixed_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<2048x512xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<256x512xf32>) -> (tensor<512x2048xf32> {jax.result_info = "result[0]"}, tensor<2048x512xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg2 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %1 = stablehlo.convert %arg0 : (tensor<512x2048xf32>) -> tensor<512x2048xbf16>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x2048xbf16>) -> tensor<256x2048xbf16>
    %3 = stablehlo.convert %2 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<256x2048xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<256x2048xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<256x2048xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<256x2048xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<256x2048xf32>
    %11 = stablehlo.add %3, %10 : tensor<256x2048xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<256x2048xf32>
    %14 = stablehlo.tanh %13 : tensor<256x2048xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<256x2048xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %18 = stablehlo.add %17, %14 : tensor<256x2048xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<256x2048xf32>
    %21 = stablehlo.multiply %3, %20 : tensor<256x2048xf32>
    %22 = stablehlo.convert %21 : (tensor<256x2048xf32>) -> tensor<256x2048xbf16>
    %23 = stablehlo.convert %arg1 : (tensor<2048x512xf32>) -> tensor<2048x512xbf16>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<2048x512xbf16>) -> tensor<256x512xbf16>
    %25 = stablehlo.convert %24 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<256x512xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %28 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %30 = stablehlo.multiply %29, %27 : tensor<256x512xf32>
    %31 = stablehlo.convert %30 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %32 = stablehlo.dot_general %31, %22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<256x2048xbf16>) -> tensor<512x2048xbf16>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %34 = stablehlo.dot_general %31, %23, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<2048x512xbf16>) -> tensor<256x2048xbf16>
    %35 = stablehlo.convert %33 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %36 = stablehlo.convert %34 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %37 = stablehlo.multiply %3, %36 : tensor<256x2048xf32>
    %38 = stablehlo.multiply %36, %20 : tensor<256x2048xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %40 = stablehlo.multiply %39, %37 : tensor<256x2048xf32>
    %41 = stablehlo.multiply %40, %16 : tensor<256x2048xf32>
    %42 = stablehlo.multiply %41, %14 : tensor<256x2048xf32>
    %43 = stablehlo.add %41, %42 : tensor<256x2048xf32>
    %cst_9 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<256x2048xf32>
    %46 = stablehlo.add %38, %45 : tensor<256x2048xf32>
    %cst_10 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %48 = stablehlo.multiply %47, %45 : tensor<256x2048xf32>
    %49 = stablehlo.multiply %48, %8 : tensor<256x2048xf32>
    %50 = stablehlo.add %46, %49 : tensor<256x2048xf32>
    %51 = stablehlo.convert %50 : (tensor<256x2048xf32>) -> tensor<256x2048xbf16>
    %52 = stablehlo.dot_general %51, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<256x512xbf16>) -> tensor<2048x512xbf16>
    %53 = stablehlo.transpose %52, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %54 = stablehlo.convert %53 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %cst_11 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<512x2048xf32>
    %57 = stablehlo.subtract %arg0, %56 : tensor<512x2048xf32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %59 = stablehlo.multiply %58, %35 : tensor<2048x512xf32>
    %60 = stablehlo.subtract %arg1, %59 : tensor<2048x512xf32>
    return %57, %60 : tensor<512x2048xf32>, tensor<2048x512xf32>
  }
}
