module @jit_shifted_lm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x128xf32>, %arg1: tensor<128x4096xf32>, %arg2: tensor<8x64xi32>) -> (tensor<4096x128xf32> {jax.result_info = "result[0]"}, tensor<128x4096xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<4096x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %7 = stablehlo.tanh %6 : tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %9 = stablehlo.subtract %8, %7 : tensor<8x64x128xf32>
    %10 = stablehlo.dot_general %7, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4096xf32>) -> tensor<8x64x4096xf32>
    %11 = stablehlo.slice %10 [0:8, 0:63, 0:4096] : (tensor<8x64x4096xf32>) -> tensor<8x63x4096xf32>
    %12:2 = call @log_softmax(%11) : (tensor<8x63x4096xf32>) -> (tensor<8x63x4096xf32>, tensor<8x63x1xf32>)
    %13 = stablehlo.slice %arg2 [0:8, 1:64] : (tensor<8x64xi32>) -> tensor<8x63xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x63xi32>) -> tensor<8x63x1xi32>
    %15 = call @take_along_axis(%14) : (tensor<8x63x1xi32>) -> tensor<8x63x1x1xi32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.negate %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<5.040000e+02> : tensor<f32>
    %17 = stablehlo.divide %16, %cst_2 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<8x63x1xf32>
    %19 = call @take_along_axis_0(%15, %18) : (tensor<8x63x1x1xi32>, tensor<8x63x1xf32>) -> tensor<8x63x4096xf32>
    %20 = call @log_softmax_1(%12#0, %12#1, %19) : (tensor<8x63x4096xf32>, tensor<8x63x1xf32>, tensor<8x63x4096xf32>) -> tensor<8x63x4096xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.pad %20, %cst_3, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x63x4096xf32>, tensor<f32>) -> tensor<8x64x4096xf32>
    %22 = stablehlo.dot_general %21, %7, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4096xf32>, tensor<8x64x128xf32>) -> tensor<4096x128xf32>
    %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<4096x128xf32>) -> tensor<128x4096xf32>
    %24 = stablehlo.dot_general %21, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4096xf32>, tensor<128x4096xf32>) -> tensor<8x64x128xf32>
    %25 = stablehlo.multiply %24, %9 : tensor<8x64x128xf32>
    %26 = stablehlo.multiply %25, %7 : tensor<8x64x128xf32>
    %27 = stablehlo.add %25, %26 : tensor<8x64x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4096x128xf32>
    %29 = "stablehlo.scatter"(%28, %5, %27) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %36 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<4096x128xf32>, tensor<8x64x1xi32>, tensor<8x64x128xf32>) -> tensor<4096x128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4096x128xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<4096x128xf32>
    %32 = stablehlo.subtract %arg0, %31 : tensor<4096x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %34 = stablehlo.multiply %33, %23 : tensor<128x4096xf32>
    %35 = stablehlo.subtract %arg1, %34 : tensor<128x4096xf32>
    return %32, %35 : tensor<4096x128xf32>, tensor<128x4096xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x63x4096xf32>) -> (tensor<8x63x4096xf32>, tensor<8x63x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x63x4096xf32>, tensor<f32>) -> tensor<8x63xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x63xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x63xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x63xf32>) -> tensor<8x63x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x63x1xf32>) -> tensor<8x63x4096xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x63x4096xf32>
    %6 = stablehlo.exponential %5 : tensor<8x63x4096xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x63x4096xf32>, tensor<f32>) -> tensor<8x63xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x63xf32>) -> tensor<8x63x1xf32>
    return %6, %8 : tensor<8x63x4096xf32>, tensor<8x63x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x63x1xi32>) -> tensor<8x63x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x63x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<8x63x1xi32>, tensor<8x63x1xi32>) -> tensor<8x63x1xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x63x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<8x63x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<8x63x1xi1>, tensor<8x63x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x63x1xi32>) -> tensor<8x63x1x1xi32>
    return %5 : tensor<8x63x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<8x63x1x1xi32>, %arg1: tensor<8x63x1xf32>) -> tensor<8x63x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x63x4096xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x63x4096xf32>, tensor<8x63x1x1xi32>, tensor<8x63x1xf32>) -> tensor<8x63x4096xf32>
    return %1 : tensor<8x63x4096xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<8x63x4096xf32>, %arg1: tensor<8x63x1xf32>, %arg2: tensor<8x63x4096xf32>) -> tensor<8x63x4096xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x63x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x63x4096xf32>, tensor<f32>) -> tensor<8x63xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x63xf32>) -> tensor<8x63x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x63x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x63x1xf32>, tensor<f32>) -> tensor<8x63xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x63xf32>) -> tensor<8x63x4096xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x63x4096xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x63x4096xf32>
    return %7 : tensor<8x63x4096xf32>
  }
}
