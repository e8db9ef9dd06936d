module @jit_scatter_add attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048xf32>, %arg1: tensor<2048xi32>) -> (tensor<256xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %c = stablehlo.constant dense<256> : tensor<i32>
    %1 = call @remainder(%arg1, %c) : (tensor<2048xi32>, tensor<i32>) -> tensor<2048xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %3 = stablehlo.compare LT, %1, %2, SIGNED : (tensor<2048xi32>, tensor<2048xi32>) -> tensor<2048xi1>
    %c_1 = stablehlo.constant dense<256> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %5 = stablehlo.add %1, %4 : tensor<2048xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<2048xi1>, tensor<2048xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2048xi32>) -> tensor<2048x1xi32>
    %8 = "stablehlo.scatter"(%0, %7, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %9 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<256xf32>, tensor<2048x1xi32>, tensor<2048xf32>) -> tensor<256xf32>
    return %8 : tensor<256xf32>
  }
  func.func private @remainder(%arg0: tensor<2048xi32>, %arg1: tensor<i32>) -> tensor<2048xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2048xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2048xi32>, tensor<2048xi32>) -> tensor<2048xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2048xi32>, tensor<2048xi32>) -> tensor<2048xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2048xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2048xi1>, tensor<2048xi1>) -> tensor<2048xi1>
    %12 = stablehlo.and %11, %6 : tensor<2048xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %14 = stablehlo.add %4, %13 : tensor<2048xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<2048xi1>, tensor<2048xi32>
    return %15 : tensor<2048xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
