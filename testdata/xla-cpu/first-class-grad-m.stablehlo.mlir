module @jit_first_class_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8000x128xf32>, %arg1: tensor<32x32xi32>, %arg2: tensor<128x8000xf32>) -> (tensor<8000x128xf32> {jax.result_info = "result[0]"}, tensor<128x8000xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_0 = stablehlo.constant dense<8000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x32xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<32x32xi1>, tensor<32x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<32x32xi32>) -> tensor<32x32x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<8000x128xf32>, tensor<32x32x1xi32>) -> tensor<32x32x128xf32>
    %7 = stablehlo.dot_general %6, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<128x8000xf32>) -> tensor<32x32x8000xf32>
    %8:2 = call @log_softmax(%7) : (tensor<32x32x8000xf32>) -> (tensor<32x32x8000xf32>, tensor<32x32x1xf32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.negate %cst : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %10 = stablehlo.divide %9, %cst_1 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.pad %12, %cst_2, low = [0, 0, 0], high = [0, 0, 7999], interior = [0, 0, 0] : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x8000xf32>
    %14 = call @log_softmax_0(%8#0, %8#1, %13) : (tensor<32x32x8000xf32>, tensor<32x32x1xf32>, tensor<32x32x8000xf32>) -> tensor<32x32x8000xf32>
    %15 = stablehlo.dot_general %14, %6, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x8000xf32>, tensor<32x32x128xf32>) -> tensor<8000x128xf32>
    %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<8000x128xf32>) -> tensor<128x8000xf32>
    %17 = stablehlo.dot_general %14, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x8000xf32>, tensor<128x8000xf32>) -> tensor<32x32x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8000x128xf32>
    %19 = "stablehlo.scatter"(%18, %5, %17) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %20 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %20 : tensor<f32>
    }) : (tensor<8000x128xf32>, tensor<32x32x1xi32>, tensor<32x32x128xf32>) -> tensor<8000x128xf32>
    return %19, %16 : tensor<8000x128xf32>, tensor<128x8000xf32>
  }
  func.func private @log_softmax(%arg0: tensor<32x32x8000xf32>) -> (tensor<32x32x8000xf32>, tensor<32x32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<32x32x8000xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<32x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<32x32x1xf32>) -> tensor<32x32x8000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x32x8000xf32>
    %6 = stablehlo.exponential %5 : tensor<32x32x8000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<32x32x8000xf32>, tensor<f32>) -> tensor<32x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    return %6, %8 : tensor<32x32x8000xf32>, tensor<32x32x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<32x32x8000xf32>, %arg1: tensor<32x32x1xf32>, %arg2: tensor<32x32x8000xf32>) -> tensor<32x32x8000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<32x32x8000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x32x8000xf32>, tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<32x32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x8000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<32x32x8000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<32x32x8000xf32>
    return %7 : tensor<32x32x8000xf32>
  }
}
