module @jit_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x256x8x64xf32>, %arg1: tensor<4x256x8x64xf32>, %arg2: tensor<4x256x8x64xf32>) -> (tensor<4x256x8x64xf32> {jax.result_info = "result[0]"}, tensor<4x256x8x64xf32> {jax.result_info = "result[1]"}, tensor<4x256x8x64xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x256x8x64xf32>, tensor<4x256x8x64xf32>) -> tensor<4x8x256x256xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4x8x256x256xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8x256xf32>
    %5 = stablehlo.maximum %4, %3 : tensor<4x8x256xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<4x8x256x1xf32>) -> tensor<4x8x256x256xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<4x8x256x256xf32>
    %9 = stablehlo.exponential %8 : tensor<4x8x256x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<4x8x256x1xf32>) -> tensor<4x8x256x256xf32>
    %13 = stablehlo.divide %9, %12 : tensor<4x8x256x256xf32>
    %14 = stablehlo.multiply %11, %11 : tensor<4x8x256x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x8x256x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<4x8x256x1xf32>
    %17 = stablehlo.dot_general %arg2, %13, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x256x8x64xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
    %18 = stablehlo.transpose %17, dims = [0, 3, 1, 2] : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
    %19 = stablehlo.multiply %18, %18 : tensor<4x256x8x64xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<4x256x8x64xf32>
    %21 = stablehlo.multiply %18, %18 : tensor<4x256x8x64xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x256x8x64xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<4x256x8x64xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x256x8x64xf32>
    %25 = stablehlo.multiply %24, %20 : tensor<4x256x8x64xf32>
    %26 = stablehlo.add %18, %25 : tensor<4x256x8x64xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x256x8x64xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<4x256x8x64xf32>
    %29 = stablehlo.tanh %28 : tensor<4x256x8x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x256x8x64xf32>
    %31 = stablehlo.subtract %30, %29 : tensor<4x256x8x64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x256x8x64xf32>
    %33 = stablehlo.add %32, %29 : tensor<4x256x8x64xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x256x8x64xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<4x256x8x64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x256x8x64xf32>
    %37 = stablehlo.multiply %18, %36 : tensor<4x256x8x64xf32>
    %38 = stablehlo.multiply %36, %35 : tensor<4x256x8x64xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x256x8x64xf32>
    %40 = stablehlo.multiply %39, %37 : tensor<4x256x8x64xf32>
    %41 = stablehlo.multiply %40, %31 : tensor<4x256x8x64xf32>
    %42 = stablehlo.multiply %41, %29 : tensor<4x256x8x64xf32>
    %43 = stablehlo.add %41, %42 : tensor<4x256x8x64xf32>
    %cst_12 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x256x8x64xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<4x256x8x64xf32>
    %46 = stablehlo.add %38, %45 : tensor<4x256x8x64xf32>
    %cst_13 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x256x8x64xf32>
    %48 = stablehlo.multiply %47, %45 : tensor<4x256x8x64xf32>
    %49 = stablehlo.multiply %48, %23 : tensor<4x256x8x64xf32>
    %50 = stablehlo.add %46, %49 : tensor<4x256x8x64xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 3, 1] : (tensor<4x256x8x64xf32>) -> tensor<4x8x64x256xf32>
    %52 = stablehlo.dot_general %51, %arg2, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x256xf32>, tensor<4x256x8x64xf32>) -> tensor<4x8x256x256xf32>
    %53 = stablehlo.dot_general %51, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x256xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
    %54 = stablehlo.transpose %53, dims = [0, 3, 1, 2] : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
    %55 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<4x8x256x1xf32>) -> tensor<4x8x256x256xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<4x8x256x256xf32>
    %57 = stablehlo.multiply %56, %9 : tensor<4x8x256x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    %59 = stablehlo.reshape %58 : (tensor<4x8x256xf32>) -> tensor<4x8x256x1xf32>
    %60 = stablehlo.negate %59 : tensor<4x8x256x1xf32>
    %61 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<4x8x256x1xf32>) -> tensor<4x8x256x256xf32>
    %62 = stablehlo.divide %52, %61 : tensor<4x8x256x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%60 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<4x8x256x1xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
    %65 = stablehlo.add %62, %64 : tensor<4x8x256x256xf32>
    %66 = stablehlo.multiply %65, %9 : tensor<4x8x256x256xf32>
    %cst_16 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
    %68 = stablehlo.divide %66, %67 : tensor<4x8x256x256xf32>
    %69 = stablehlo.dot_general %68, %arg0, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x256xf32>, tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
    %70 = stablehlo.transpose %69, dims = [0, 2, 1, 3] : (tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xf32>
    %71 = stablehlo.dot_general %68, %arg1, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x256xf32>, tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
    %72 = stablehlo.transpose %71, dims = [0, 2, 1, 3] : (tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xf32>
    return %72, %70, %54 : tensor<4x256x8x64xf32>, tensor<4x256x8x64xf32>, tensor<4x256x8x64xf32>
  }
}
