module @jit_classifier_head attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32>, %arg1: tensor<256x512xf32>, %arg2: tensor<256xi32>) -> (tensor<512x2048xf32> {jax.result_info = "result[0]"}, tensor<256x512xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %1 = call @take_along_axis(%0) : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %2 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5 = stablehlo.maximum %4, %3 : tensor<256xf32>
    %6 = stablehlo.is_finite %5 : (tensor<256xf32>) -> tensor<256xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %8 = stablehlo.select %6, %5, %7 : tensor<256xi1>, tensor<256xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2048xf32>
    %11 = stablehlo.subtract %2, %10 : tensor<256x2048xf32>
    %12 = stablehlo.exponential %11 : tensor<256x2048xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %14 = stablehlo.abs %13 : tensor<256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %16 = stablehlo.compare GE, %13, %15, FLOAT : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %17 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %19 = stablehlo.negate %18 : tensor<256xf32>
    %20 = stablehlo.divide %18, %14 : tensor<256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %22 = stablehlo.select %16, %21, %20 : tensor<256xi1>, tensor<256xf32>
    %23 = stablehlo.select %16, %20, %21 : tensor<256xi1>, tensor<256xf32>
    %24 = stablehlo.negate %22 : tensor<256xf32>
    %25 = stablehlo.add %23, %24 : tensor<256xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<256xf32>) -> tensor<256x2048xf32>
    %27 = stablehlo.multiply %26, %12 : tensor<256x2048xf32>
    %28 = stablehlo.dot_general %27, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x512xf32>) -> tensor<2048x512xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %30 = stablehlo.dot_general %27, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %31 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %32 = call @take_along_axis_0(%1, %31) : (tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x2048xf32>
    %33 = stablehlo.dot_general %32, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x512xf32>) -> tensor<2048x512xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %35 = stablehlo.add %29, %34 : tensor<512x2048xf32>
    %36 = stablehlo.dot_general %32, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %37 = stablehlo.add %30, %36 : tensor<256x512xf32>
    return %35, %37 : tensor<512x2048xf32>, tensor<256x512xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<256x1xi32>) -> tensor<256x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %c_0 = stablehlo.constant dense<2048> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<256x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<256x1xi1>, tensor<256x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    return %5 : tensor<256x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<256x1x1xi32>, %arg1: tensor<256x1xf32>) -> tensor<256x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x2048xf32>, tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x2048xf32>
    return %1 : tensor<256x2048xf32>
  }
}
