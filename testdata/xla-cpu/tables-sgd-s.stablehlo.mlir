module @jit_tables_sgd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x64xf32>, %arg1: tensor<4096x64xf32>, %arg2: tensor<4096x64xf32>, %arg3: tensor<512xi32>, %arg4: tensor<512xi32>, %arg5: tensor<512xi32>) -> (tensor<4096x64xf32> {jax.result_info = "result[0]"}, tensor<4096x64xf32> {jax.result_info = "result[1]"}, tensor<4096x64xf32> {jax.result_info = "result[2]"}) {
    %0:2 = call @_take(%arg0, %arg3) : (tensor<4096x64xf32>, tensor<512xi32>) -> (tensor<512x64xf32>, tensor<512x1xi32>)
    %1:2 = call @_take(%arg1, %arg4) : (tensor<4096x64xf32>, tensor<512xi32>) -> (tensor<512x64xf32>, tensor<512x1xi32>)
    %2:2 = call @_take(%arg2, %arg5) : (tensor<4096x64xf32>, tensor<512xi32>) -> (tensor<512x64xf32>, tensor<512x1xi32>)
    %3 = stablehlo.multiply %0#0, %1#0 : tensor<512x64xf32>
    %4 = stablehlo.add %3, %2#0 : tensor<512x64xf32>
    %5 = stablehlo.tanh %4 : tensor<512x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<512x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %8 = stablehlo.divide %cst_0, %cst_1 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<512x64xf32>
    %11 = stablehlo.multiply %10, %5 : tensor<512x64xf32>
    %12 = stablehlo.add %10, %11 : tensor<512x64xf32>
    %13 = stablehlo.multiply %0#0, %12 : tensor<512x64xf32>
    %14 = stablehlo.multiply %12, %1#0 : tensor<512x64xf32>
    %15 = call @_take_0(%2#1, %12) : (tensor<512x1xi32>, tensor<512x64xf32>) -> tensor<4096x64xf32>
    %16 = call @_take_0(%1#1, %13) : (tensor<512x1xi32>, tensor<512x64xf32>) -> tensor<4096x64xf32>
    %17 = call @_take_0(%0#1, %14) : (tensor<512x1xi32>, tensor<512x64xf32>) -> tensor<4096x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<4096x64xf32>
    %20 = stablehlo.subtract %arg0, %19 : tensor<4096x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %22 = stablehlo.multiply %21, %16 : tensor<4096x64xf32>
    %23 = stablehlo.subtract %arg1, %22 : tensor<4096x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %25 = stablehlo.multiply %24, %15 : tensor<4096x64xf32>
    %26 = stablehlo.subtract %arg2, %25 : tensor<4096x64xf32>
    return %20, %23, %26 : tensor<4096x64xf32>, tensor<4096x64xf32>, tensor<4096x64xf32>
  }
  func.func private @_take(%arg0: tensor<4096x64xf32>, %arg1: tensor<512xi32>) -> (tensor<512x64xf32>, tensor<512x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<512xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<512xi1>, tensor<512xi32>, tensor<512xi32>) -> tensor<512xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %c_1 = stablehlo.constant dense<4095> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<512x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<512x1xi32>, tensor<512x1xi32>) -> tensor<512x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<512x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<512x1xi32>, tensor<512x1xi32>) -> tensor<512x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<512x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<512x1xi1>, tensor<i1>) -> tensor<512xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<4096x64xf32>, tensor<512x1xi32>) -> tensor<512x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<512xi1>) -> tensor<512x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<512x64xi1>, tensor<512x64xf32>
    return %16, %5 : tensor<512x64xf32>, tensor<512x1xi32>
  }
  func.func private @_where(%arg0: tensor<512xi1>, %arg1: tensor<512xi32>, %arg2: tensor<512xi32>) -> tensor<512xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<512xi1>, tensor<512xi32>
    return %0 : tensor<512xi32>
  }
  func.func private @_take_0(%arg0: tensor<512x1xi32>, %arg1: tensor<512x64xf32>) -> tensor<4096x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4096x64xf32>, tensor<512x1xi32>, tensor<512x64xf32>) -> tensor<4096x64xf32>
    return %1 : tensor<4096x64xf32>
  }
}
