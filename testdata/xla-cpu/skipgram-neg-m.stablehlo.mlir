module @jit_skipgram_neg attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65536x128xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<65536x128xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<8192xi32>, %arg3: tensor<8192xi32>, %arg4: tensor<8192x10xi32>) -> (tensor<65536x128xf32> {jax.result_info = "result[0]"}, tensor<65536x128xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:2 = call @_take(%arg0, %arg2) : (tensor<65536x128xf32>, tensor<8192xi32>) -> (tensor<8192x128xf32>, tensor<8192x1xi32>)
    %1:2 = call @_take(%arg1, %arg3) : (tensor<65536x128xf32>, tensor<8192xi32>) -> (tensor<8192x128xf32>, tensor<8192x1xi32>)
    %2:2 = call @_take_0(%arg1, %arg4) : (tensor<65536x128xf32>, tensor<8192x10xi32>) -> (tensor<8192x10x128xf32>, tensor<8192x10x1xi32>)
    %3 = stablehlo.multiply %0#0, %1#0 : tensor<8192x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8192x128xf32>, tensor<f32>) -> tensor<8192xf32>
    %5:2 = call @log_sigmoid(%4) : (tensor<8192xf32>) -> (tensor<8192xf32>, tensor<8192xf32>)
    %6 = stablehlo.dot_general %0#0, %2#0, batching_dims = [0] x [0], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8192x128xf32>, tensor<8192x10x128xf32>) -> tensor<8192x10xf32>
    %7 = stablehlo.negate %6 : tensor<8192x10xf32>
    %8:2 = call @log_sigmoid_2(%7) : (tensor<8192x10xf32>) -> (tensor<8192x10xf32>, tensor<8192x10xf32>)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8#0 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8192x10xf32>, tensor<f32>) -> tensor<8192xf32>
    %10 = stablehlo.add %5#0, %9 : tensor<8192xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8192xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %12 = stablehlo.divide %11, %cst_2 : tensor<f32>
    %13 = stablehlo.negate %12 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.negate %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %15 = stablehlo.divide %14, %cst_4 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<8192xf32>) -> tensor<8192x10xf32>
    %18 = call @log_sigmoid_4(%8#1, %17) : (tensor<8192x10xf32>, tensor<8192x10xf32>) -> tensor<8192x10xf32>
    %19 = stablehlo.negate %18 : tensor<8192x10xf32>
    %20 = stablehlo.dot_general %19, %0#0, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8192x10xf32>, tensor<8192x128xf32>) -> tensor<8192x10x128xf32>
    %21 = stablehlo.dot_general %19, %2#0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8192x10xf32>, tensor<8192x10x128xf32>) -> tensor<8192x128xf32>
    %22 = call @log_sigmoid_6(%5#1, %16) : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<8192xf32>) -> tensor<8192x128xf32>
    %24 = stablehlo.multiply %0#0, %23 : tensor<8192x128xf32>
    %25 = stablehlo.multiply %23, %1#0 : tensor<8192x128xf32>
    %26 = stablehlo.add %21, %25 : tensor<8192x128xf32>
    %27 = call @_take_8(%2#1, %20) : (tensor<8192x10x1xi32>, tensor<8192x10x128xf32>) -> tensor<65536x128xf32>
    %28 = call @_take_9(%1#1, %24) : (tensor<8192x1xi32>, tensor<8192x128xf32>) -> tensor<65536x128xf32>
    %29 = stablehlo.add %27, %28 : tensor<65536x128xf32>
    %30 = call @_take_9(%0#1, %26) : (tensor<8192x1xi32>, tensor<8192x128xf32>) -> tensor<65536x128xf32>
    %cst_5 = stablehlo.constant dense<2.500000e-02> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<65536x128xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<65536x128xf32>
    %33 = stablehlo.subtract %arg0, %32 : tensor<65536x128xf32>
    %cst_6 = stablehlo.constant dense<2.500000e-02> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<65536x128xf32>
    %35 = stablehlo.multiply %34, %29 : tensor<65536x128xf32>
    %36 = stablehlo.subtract %arg1, %35 : tensor<65536x128xf32>
    return %33, %36, %13 : tensor<65536x128xf32>, tensor<65536x128xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<65536x128xf32>, %arg1: tensor<8192xi32>) -> (tensor<8192x128xf32>, tensor<8192x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8192xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8192xi32>, tensor<8192xi32>) -> tensor<8192xi1>
    %c_0 = stablehlo.constant dense<65536> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8192xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8192xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8192xi1>, tensor<8192xi32>, tensor<8192xi32>) -> tensor<8192xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
    %c_1 = stablehlo.constant dense<65535> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8192x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8192x1xi32>, tensor<8192x1xi32>) -> tensor<8192x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<8192x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8192x1xi32>, tensor<8192x1xi32>) -> tensor<8192x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8192x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<8192x1xi1>, tensor<i1>) -> tensor<8192xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<65536x128xf32>, tensor<8192x1xi32>) -> tensor<8192x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<8192xi1>) -> tensor<8192x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8192x128xi1>, tensor<8192x128xf32>
    return %16, %5 : tensor<8192x128xf32>, tensor<8192x1xi32>
  }
  func.func private @_where(%arg0: tensor<8192xi1>, %arg1: tensor<8192xi32>, %arg2: tensor<8192xi32>) -> tensor<8192xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8192xi1>, tensor<8192xi32>
    return %0 : tensor<8192xi32>
  }
  func.func private @_take_0(%arg0: tensor<65536x128xf32>, %arg1: tensor<8192x10xi32>) -> (tensor<8192x10x128xf32>, tensor<8192x10x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8192x10xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8192x10xi32>, tensor<8192x10xi32>) -> tensor<8192x10xi1>
    %c_0 = stablehlo.constant dense<65536> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8192x10xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8192x10xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<8192x10xi1>, tensor<8192x10xi32>, tensor<8192x10xi32>) -> tensor<8192x10xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8192x10xi32>) -> tensor<8192x10x1xi32>
    %c_1 = stablehlo.constant dense<65535> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8192x10x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8192x10x1xi32>, tensor<8192x10x1xi32>) -> tensor<8192x10x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8192x10x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8192x10x1xi32>, tensor<8192x10x1xi32>) -> tensor<8192x10x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8192x10x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8192x10x1xi1>, tensor<i1>) -> tensor<8192x10xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<65536x128xf32>, tensor<8192x10x1xi32>) -> tensor<8192x10x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8192x10xi1>) -> tensor<8192x10x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x10x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8192x10x128xi1>, tensor<8192x10x128xf32>
    return %16, %5 : tensor<8192x10x128xf32>, tensor<8192x10x1xi32>
  }
  func.func private @_where_1(%arg0: tensor<8192x10xi1>, %arg1: tensor<8192x10xi32>, %arg2: tensor<8192x10xi32>) -> tensor<8192x10xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8192x10xi1>, tensor<8192x10xi32>
    return %0 : tensor<8192x10xi32>
  }
  func.func private @log_sigmoid(%arg0: tensor<8192xf32>) -> (tensor<8192xf32>, tensor<8192xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8192xf32>
    %1:2 = call @softplus(%0) : (tensor<8192xf32>) -> (tensor<8192xf32>, tensor<8192xf32>)
    %2 = stablehlo.negate %1#0 : tensor<8192xf32>
    return %2, %1#1 : tensor<8192xf32>, tensor<8192xf32>
  }
  func.func private @softplus(%arg0: tensor<8192xf32>) -> (tensor<8192xf32>, tensor<8192xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8192xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<8192xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<8192xf32>
    %7 = stablehlo.abs %3 : tensor<8192xf32>
    %8 = stablehlo.negate %7 : tensor<8192xf32>
    %9 = stablehlo.exponential %8 : tensor<8192xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<8192xf32>
    %11 = stablehlo.add %1, %10 : tensor<8192xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<8192xi1>, tensor<8192xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<8192xi1>, tensor<8192xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<8192xi1>, tensor<8192xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<8192xf32>
    %22 = stablehlo.exponential %21 : tensor<8192xf32>
    return %12, %22 : tensor<8192xf32>, tensor<8192xf32>
  }
  func.func private @log_sigmoid_2(%arg0: tensor<8192x10xf32>) -> (tensor<8192x10xf32>, tensor<8192x10xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8192x10xf32>
    %1:2 = call @softplus_3(%0) : (tensor<8192x10xf32>) -> (tensor<8192x10xf32>, tensor<8192x10xf32>)
    %2 = stablehlo.negate %1#0 : tensor<8192x10xf32>
    return %2, %1#1 : tensor<8192x10xf32>, tensor<8192x10xf32>
  }
  func.func private @softplus_3(%arg0: tensor<8192x10xf32>) -> (tensor<8192x10xf32>, tensor<8192x10xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x10xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8192x10xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x10xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<8192x10xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<8192x10xf32>, tensor<8192x10xf32>) -> tensor<8192x10xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x10xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<8192x10xf32>
    %7 = stablehlo.abs %3 : tensor<8192x10xf32>
    %8 = stablehlo.negate %7 : tensor<8192x10xf32>
    %9 = stablehlo.exponential %8 : tensor<8192x10xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<8192x10xf32>
    %11 = stablehlo.add %1, %10 : tensor<8192x10xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<8192x10xi1>, tensor<8192x10xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8192x10xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<8192x10xf32>, tensor<8192x10xf32>) -> tensor<8192x10xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8192x10xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<8192x10xi1>, tensor<8192x10xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192x10xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<8192x10xf32>, tensor<8192x10xf32>) -> tensor<8192x10xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192x10xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<8192x10xi1>, tensor<8192x10xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<8192x10xf32>
    %22 = stablehlo.exponential %21 : tensor<8192x10xf32>
    return %12, %22 : tensor<8192x10xf32>, tensor<8192x10xf32>
  }
  func.func private @log_sigmoid_4(%arg0: tensor<8192x10xf32>, %arg1: tensor<8192x10xf32>) -> tensor<8192x10xf32> {
    %0 = stablehlo.negate %arg1 : tensor<8192x10xf32>
    %1 = call @softplus_5(%arg0, %0) : (tensor<8192x10xf32>, tensor<8192x10xf32>) -> tensor<8192x10xf32>
    %2 = stablehlo.negate %1 : tensor<8192x10xf32>
    return %2 : tensor<8192x10xf32>
  }
  func.func private @softplus_5(%arg0: tensor<8192x10xf32>, %arg1: tensor<8192x10xf32>) -> tensor<8192x10xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<8192x10xf32>
    return %0 : tensor<8192x10xf32>
  }
  func.func private @log_sigmoid_6(%arg0: tensor<8192xf32>, %arg1: tensor<8192xf32>) -> tensor<8192xf32> {
    %0 = stablehlo.negate %arg1 : tensor<8192xf32>
    %1 = call @softplus_7(%arg0, %0) : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xf32>
    %2 = stablehlo.negate %1 : tensor<8192xf32>
    return %2 : tensor<8192xf32>
  }
  func.func private @softplus_7(%arg0: tensor<8192xf32>, %arg1: tensor<8192xf32>) -> tensor<8192xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<8192xf32>
    return %0 : tensor<8192xf32>
  }
  func.func private @_take_8(%arg0: tensor<8192x10x1xi32>, %arg1: tensor<8192x10x128xf32>) -> tensor<65536x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<65536x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<65536x128xf32>, tensor<8192x10x1xi32>, tensor<8192x10x128xf32>) -> tensor<65536x128xf32>
    return %1 : tensor<65536x128xf32>
  }
  func.func private @_take_9(%arg0: tensor<8192x1xi32>, %arg1: tensor<8192x128xf32>) -> tensor<65536x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<65536x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<65536x128xf32>, tensor<8192x1xi32>, tensor<8192x128xf32>) -> tensor<65536x128xf32>
    return %1 : tensor<65536x128xf32>
  }
}
