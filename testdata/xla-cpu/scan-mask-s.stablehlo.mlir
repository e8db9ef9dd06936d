module @jit_scan_mask attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16x16xf32>, %arg1: tensor<2x32x16xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c, %iterArg_1 = %arg1) : tensor<2x16x16xf32>, tensor<i32>, tensor<2x32x16xf32>
    cond {
      %c_2 = stablehlo.constant dense<2> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<2x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %3 = func.call @closed_call(%iterArg_1, %2) : (tensor<2x32x16xf32>, tensor<16x16xf32>) -> tensor<2x32x16xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %4, %3 : tensor<2x16x16xf32>, tensor<i32>, tensor<2x32x16xf32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0#2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x32x16xf32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<2x32x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<2x32x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x16xf32>, tensor<16x16xf32>) -> tensor<2x32x16xf32>
    %1 = stablehlo.dot_general %0, %arg0, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x16xf32>, tensor<2x32x16xf32>) -> tensor<2x32x32xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %4 = stablehlo.iota dim = 0 : tensor<32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %cst = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %9 = call @_where(%8, %1, %cst) : (tensor<32x32xi1>, tensor<2x32x32xf32>, tensor<f32>) -> tensor<2x32x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<2x32x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %12 = stablehlo.maximum %11, %10 : tensor<2x32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x32xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<2x32x32xf32>
    %16 = stablehlo.exponential %15 : tensor<2x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x32x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x32xf32>
    %20 = stablehlo.divide %16, %19 : tensor<2x32x32xf32>
    %21 = stablehlo.dot_general %20, %arg0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x32xf32>, tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
    %22 = stablehlo.add %arg0, %21 : tensor<2x32x16xf32>
    return %22 : tensor<2x32x16xf32>
  }
  func.func private @_where(%arg0: tensor<32x32xi1>, %arg1: tensor<2x32x32xf32>, %arg2: tensor<f32>) -> tensor<2x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<2x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x32x32xi1>, tensor<2x32x32xf32>
    return %3 : tensor<2x32x32xf32>
  }
}
