module @jit_tied_embed attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<8x64xi32>) -> (tensor<2048x64xf32> {jax.result_info = "result[0]"}, tensor<64x64xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<2048> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<2048x64xf32>, tensor<8x64x1xi32>) -> tensor<8x64x64xf32>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x64xf32>) -> tensor<8x64x64xf32>
    %8 = stablehlo.tanh %7 : tensor<8x64x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x64xf32>
    %10 = stablehlo.subtract %9, %8 : tensor<8x64x64xf32>
    %11 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2048x64xf32>) -> tensor<64x2048xf32>
    %12 = stablehlo.dot_general %8, %11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x2048xf32>) -> tensor<8x64x2048xf32>
    %13 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %14 = call @take_along_axis(%13) : (tensor<8x64x1xi32>) -> tensor<8x64x1x1xi32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x2048xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<8x64xf32>
    %18 = stablehlo.is_finite %17 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %20 = stablehlo.select %18, %17, %19 : tensor<8x64xi1>, tensor<8x64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x2048xf32>
    %23 = stablehlo.subtract %12, %22 : tensor<8x64x2048xf32>
    %24 = stablehlo.exponential %23 : tensor<8x64x2048xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2048xf32>, tensor<f32>) -> tensor<8x64xf32>
    %26 = stablehlo.abs %25 : tensor<8x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %28 = stablehlo.compare GE, %25, %27, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %29 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %31 = stablehlo.negate %30 : tensor<8x64xf32>
    %32 = stablehlo.divide %30, %26 : tensor<8x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %34 = stablehlo.select %28, %33, %32 : tensor<8x64xi1>, tensor<8x64xf32>
    %35 = stablehlo.select %28, %32, %33 : tensor<8x64xi1>, tensor<8x64xf32>
    %36 = stablehlo.negate %34 : tensor<8x64xf32>
    %37 = stablehlo.add %35, %36 : tensor<8x64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x2048xf32>
    %39 = stablehlo.multiply %38, %24 : tensor<8x64x2048xf32>
    %40 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %41 = call @take_along_axis_0(%14, %40) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x2048xf32>
    %42 = stablehlo.add %39, %41 : tensor<8x64x2048xf32>
    %43 = stablehlo.dot_general %42, %8, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2048xf32>, tensor<8x64x64xf32>) -> tensor<2048x64xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0] : (tensor<2048x64xf32>) -> tensor<64x2048xf32>
    %45 = stablehlo.dot_general %42, %11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2048xf32>, tensor<64x2048xf32>) -> tensor<8x64x64xf32>
    %46 = stablehlo.transpose %44, dims = [1, 0] : (tensor<64x2048xf32>) -> tensor<2048x64xf32>
    %47 = stablehlo.multiply %45, %10 : tensor<8x64x64xf32>
    %48 = stablehlo.multiply %47, %8 : tensor<8x64x64xf32>
    %49 = stablehlo.add %47, %48 : tensor<8x64x64xf32>
    %50 = stablehlo.dot_general %49, %6, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<8x64x64xf32>) -> tensor<64x64xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %52 = stablehlo.dot_general %49, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x64xf32>) -> tensor<8x64x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %54 = "stablehlo.scatter"(%53, %5, %52) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %62 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %62 : tensor<f32>
    }) : (tensor<2048x64xf32>, tensor<8x64x1xi32>, tensor<8x64x64xf32>) -> tensor<2048x64xf32>
    %55 = stablehlo.add %46, %54 : tensor<2048x64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<2048x64xf32>
    %58 = stablehlo.subtract %arg0, %57 : tensor<2048x64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %60 = stablehlo.multiply %59, %51 : tensor<64x64xf32>
    %61 = stablehlo.subtract %arg1, %60 : tensor<64x64xf32>
    return %58, %61 : tensor<2048x64xf32>, tensor<64x64xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x64x1xi32>) -> tensor<8x64x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %c_0 = stablehlo.constant dense<2048> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<8x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<8x64x1xi1>, tensor<8x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x64x1xi32>) -> tensor<8x64x1x1xi32>
    return %5 : tensor<8x64x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x2048xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x2048xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x2048xf32>
    return %1 : tensor<8x64x2048xf32>
  }
}
