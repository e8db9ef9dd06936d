module @jit_untied_head attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x64xf32>, %arg1: tensor<64x2048xf32>, %arg2: tensor<8x64xi32>) -> (tensor<2048x64xf32> {jax.result_info = "result[0]"}, tensor<64x2048xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<2048> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<2048x64xf32>, tensor<8x64x1xi32>) -> tensor<8x64x64xf32>
    %7 = stablehlo.tanh %6 : tensor<8x64x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x64xf32>
    %9 = stablehlo.subtract %8, %7 : tensor<8x64x64xf32>
    %10 = stablehlo.dot_general %7, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x2048xf32>) -> tensor<8x64x2048xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x2048xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<8x64xf32>
    %14 = stablehlo.is_finite %13 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64xi1>, tensor<8x64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x2048xf32>
    %19 = stablehlo.subtract %10, %18 : tensor<8x64x2048xf32>
    %20 = stablehlo.exponential %19 : tensor<8x64x2048xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2048xf32>, tensor<f32>) -> tensor<8x64xf32>
    %22 = stablehlo.abs %21 : tensor<8x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %24 = stablehlo.compare GE, %21, %23, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %25 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %27 = stablehlo.divide %26, %22 : tensor<8x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %29 = stablehlo.select %24, %28, %27 : tensor<8x64xi1>, tensor<8x64xf32>
    %30 = stablehlo.select %24, %27, %28 : tensor<8x64xi1>, tensor<8x64xf32>
    %31 = stablehlo.negate %29 : tensor<8x64xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x2048xf32>
    %34 = stablehlo.multiply %33, %20 : tensor<8x64x2048xf32>
    %35 = stablehlo.dot_general %34, %7, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2048xf32>, tensor<8x64x64xf32>) -> tensor<2048x64xf32>
    %36 = stablehlo.transpose %35, dims = [1, 0] : (tensor<2048x64xf32>) -> tensor<64x2048xf32>
    %37 = stablehlo.dot_general %34, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2048xf32>, tensor<64x2048xf32>) -> tensor<8x64x64xf32>
    %38 = stablehlo.multiply %37, %9 : tensor<8x64x64xf32>
    %39 = stablehlo.multiply %38, %7 : tensor<8x64x64xf32>
    %40 = stablehlo.add %38, %39 : tensor<8x64x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %42 = "stablehlo.scatter"(%41, %5, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %49 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %49 : tensor<f32>
    }) : (tensor<2048x64xf32>, tensor<8x64x1xi32>, tensor<8x64x64xf32>) -> tensor<2048x64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<2048x64xf32>
    %45 = stablehlo.subtract %arg0, %44 : tensor<2048x64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x2048xf32>
    %47 = stablehlo.multiply %46, %36 : tensor<64x2048xf32>
    %48 = stablehlo.subtract %arg1, %47 : tensor<64x2048xf32>
    return %45, %48 : tensor<2048x64xf32>, tensor<64x2048xf32>
  }
}
