module @jit_xattn_1head attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x128xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<4x2048x128xf32>) -> (tensor<128x128xf32> {jax.result_info = "result['k']"}, tensor<64x128xf32> {jax.result_info = "result['lat']"}, tensor<128x128xf32> {jax.result_info = "result['q']"}, tensor<128x128xf32> {jax.result_info = "result['v']"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<4x64x128xf32>
    %1 = stablehlo.dot_general %0, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<128x128xf32>) -> tensor<4x64x128xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x64x128xf32>) -> tensor<4x64x1x128xf32>
    %3 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<128x128xf32>) -> tensor<4x2048x128xf32>
    %4 = stablehlo.reshape %3 : (tensor<4x2048x128xf32>) -> tensor<4x2048x1x128xf32>
    %5 = stablehlo.dot_general %arg4, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<128x128xf32>) -> tensor<4x2048x128xf32>
    %6 = stablehlo.reshape %5 : (tensor<4x2048x128xf32>) -> tensor<4x2048x1x128xf32>
    %7 = stablehlo.dot_general %2, %4, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x64x1x128xf32>, tensor<4x2048x1x128xf32>) -> tensor<4x1x64x2048xf32>
    %cst = stablehlo.constant dense<11.3137083> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1x64x2048xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4x1x64x2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<4x1x64x2048xf32>, tensor<f32>) -> tensor<4x1x64xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x1x64xf32>
    %12 = stablehlo.maximum %11, %10 : tensor<4x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<4x1x64xf32>) -> tensor<4x1x64x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<4x1x64x1xf32>) -> tensor<4x1x64x2048xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<4x1x64x2048xf32>
    %16 = stablehlo.exponential %15 : tensor<4x1x64x2048xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<4x1x64x2048xf32>, tensor<f32>) -> tensor<4x1x64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<4x1x64xf32>) -> tensor<4x1x64x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<4x1x64x1xf32>) -> tensor<4x1x64x2048xf32>
    %20 = stablehlo.divide %16, %19 : tensor<4x1x64x2048xf32>
    %21 = stablehlo.multiply %18, %18 : tensor<4x1x64x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1x64x1xf32>
    %23 = stablehlo.divide %22, %21 : tensor<4x1x64x1xf32>
    %24 = stablehlo.dot_general %6, %20, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x1x128xf32>, tensor<4x1x64x2048xf32>) -> tensor<4x1x128x64xf32>
    %25 = stablehlo.transpose %24, dims = [0, 3, 1, 2] : (tensor<4x1x128x64xf32>) -> tensor<4x64x1x128xf32>
    %26 = stablehlo.tanh %25 : tensor<4x64x1x128xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x64x1x128xf32>
    %28 = stablehlo.subtract %27, %26 : tensor<4x64x1x128xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x64x1x128xf32>
    %30 = stablehlo.multiply %29, %26 : tensor<4x64x1x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %31 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<4x64x1x128xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<4x64x1x128xf32>
    %34 = stablehlo.multiply %33, %28 : tensor<4x64x1x128xf32>
    %35 = stablehlo.multiply %34, %26 : tensor<4x64x1x128xf32>
    %36 = stablehlo.add %34, %35 : tensor<4x64x1x128xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 3, 1] : (tensor<4x64x1x128xf32>) -> tensor<4x1x128x64xf32>
    %38 = stablehlo.dot_general %37, %6, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x1x128x64xf32>, tensor<4x2048x1x128xf32>) -> tensor<4x1x64x2048xf32>
    %39 = stablehlo.dot_general %37, %20, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1x128x64xf32>, tensor<4x1x64x2048xf32>) -> tensor<4x1x128x2048xf32>
    %40 = stablehlo.transpose %39, dims = [0, 3, 1, 2] : (tensor<4x1x128x2048xf32>) -> tensor<4x2048x1x128xf32>
    %41 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<4x1x64x1xf32>) -> tensor<4x1x64x2048xf32>
    %42 = stablehlo.multiply %38, %41 : tensor<4x1x64x2048xf32>
    %43 = stablehlo.multiply %42, %16 : tensor<4x1x64x2048xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<4x1x64x2048xf32>, tensor<f32>) -> tensor<4x1x64xf32>
    %45 = stablehlo.reshape %44 : (tensor<4x1x64xf32>) -> tensor<4x1x64x1xf32>
    %46 = stablehlo.negate %45 : tensor<4x1x64x1xf32>
    %47 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<4x1x64x1xf32>) -> tensor<4x1x64x2048xf32>
    %48 = stablehlo.divide %38, %47 : tensor<4x1x64x2048xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%46 init: %cst_9) applies stablehlo.add across dimensions = [1, 3] : (tensor<4x1x64x1xf32>, tensor<f32>) -> tensor<4x64xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 2] : (tensor<4x64xf32>) -> tensor<4x1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<4x1x64xf32>) -> tensor<4x1x64x2048xf32>
    %52 = stablehlo.add %48, %51 : tensor<4x1x64x2048xf32>
    %53 = stablehlo.multiply %52, %16 : tensor<4x1x64x2048xf32>
    %cst_10 = stablehlo.constant dense<11.3137083> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x1x64x2048xf32>
    %55 = stablehlo.divide %53, %54 : tensor<4x1x64x2048xf32>
    %56 = stablehlo.dot_general %55, %2, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x64x2048xf32>, tensor<4x64x1x128xf32>) -> tensor<4x1x2048x128xf32>
    %57 = stablehlo.transpose %56, dims = [0, 2, 1, 3] : (tensor<4x1x2048x128xf32>) -> tensor<4x2048x1x128xf32>
    %58 = stablehlo.dot_general %55, %4, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x64x2048xf32>, tensor<4x2048x1x128xf32>) -> tensor<4x1x64x128xf32>
    %59 = stablehlo.transpose %58, dims = [0, 2, 1, 3] : (tensor<4x1x64x128xf32>) -> tensor<4x64x1x128xf32>
    %60 = stablehlo.reshape %40 : (tensor<4x2048x1x128xf32>) -> tensor<4x2048x128xf32>
    %61 = stablehlo.dot_general %60, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<128x128xf32>
    %62 = stablehlo.transpose %61, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %63 = stablehlo.reshape %57 : (tensor<4x2048x1x128xf32>) -> tensor<4x2048x128xf32>
    %64 = stablehlo.dot_general %63, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<128x128xf32>
    %65 = stablehlo.transpose %64, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %66 = stablehlo.reshape %59 : (tensor<4x64x1x128xf32>) -> tensor<4x64x128xf32>
    %67 = stablehlo.dot_general %66, %0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<4x64x128xf32>) -> tensor<128x128xf32>
    %68 = stablehlo.transpose %67, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %69 = stablehlo.dot_general %66, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<128x128xf32>) -> tensor<4x64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<4x64x128xf32>, tensor<f32>) -> tensor<64x128xf32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %72 = stablehlo.multiply %71, %65 : tensor<128x128xf32>
    %73 = stablehlo.subtract %arg0, %72 : tensor<128x128xf32>
    %cst_13 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %75 = stablehlo.multiply %74, %70 : tensor<64x128xf32>
    %76 = stablehlo.subtract %arg1, %75 : tensor<64x128xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %78 = stablehlo.multiply %77, %68 : tensor<128x128xf32>
    %79 = stablehlo.subtract %arg2, %78 : tensor<128x128xf32>
    %cst_15 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %81 = stablehlo.multiply %80, %62 : tensor<128x128xf32>
    %82 = stablehlo.subtract %arg3, %81 : tensor<128x128xf32>
    return %73, %76, %79, %82 : tensor<128x128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>
  }
}
