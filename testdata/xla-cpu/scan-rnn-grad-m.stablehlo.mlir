module @jit_scan_rnn_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x32x128xf32>, %arg1: tensor<128x128xf32>) -> (tensor<128x128xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x32x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x32x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x32x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:7 = stablehlo.while(%iterArg = %arg0, %iterArg_6 = %arg1, %iterArg_7 = %c, %iterArg_8 = %0, %iterArg_9 = %1, %iterArg_10 = %2, %iterArg_11 = %3) : tensor<64x32x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<32x128xf32>, tensor<64x32x128xf32>, tensor<64x32x128xf32>, tensor<64x32x128xf32>
    cond {
      %c_12 = stablehlo.constant dense<64> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg_7, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_7) : (tensor<64x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
      %9:4 = func.call @closed_call(%iterArg_6, %iterArg_8, %8) : (tensor<128x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>) -> (tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>)
      %10 = func.call @dynamic_update_index_in_dim(%iterArg_9, %9#1, %iterArg_7) : (tensor<64x32x128xf32>, tensor<32x128xf32>, tensor<i32>) -> tensor<64x32x128xf32>
      %11 = func.call @dynamic_update_index_in_dim(%iterArg_10, %9#2, %iterArg_7) : (tensor<64x32x128xf32>, tensor<32x128xf32>, tensor<i32>) -> tensor<64x32x128xf32>
      %12 = func.call @dynamic_update_index_in_dim(%iterArg_11, %9#3, %iterArg_7) : (tensor<64x32x128xf32>, tensor<32x128xf32>, tensor<i32>) -> tensor<64x32x128xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg_7, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %13, %9#0, %10, %11, %12 : tensor<64x32x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<32x128xf32>, tensor<64x32x128xf32>, tensor<64x32x128xf32>, tensor<64x32x128xf32>
    }
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %7:7 = stablehlo.while(%iterArg = %4#4, %iterArg_6 = %4#5, %iterArg_7 = %4#6, %iterArg_8 = %arg1, %iterArg_9 = %c_5, %iterArg_10 = %6, %iterArg_11 = %5) : tensor<64x32x128xf32>, tensor<64x32x128xf32>, tensor<64x32x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<128x128xf32>, tensor<32x128xf32>
    cond {
      %c_12 = stablehlo.constant dense<64> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<64> : tensor<i32>
      %8 = stablehlo.subtract %c_12, %iterArg_9 : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.subtract %8, %c_13 : tensor<i32>
      %10 = func.call @dynamic_index_in_dim(%iterArg, %9) : (tensor<64x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
      %11 = func.call @dynamic_index_in_dim(%iterArg_6, %9) : (tensor<64x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
      %12 = func.call @dynamic_index_in_dim(%iterArg_7, %9) : (tensor<64x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
      %13:2 = func.call @closed_call_0(%iterArg_8, %iterArg_10, %iterArg_11, %10, %11, %12) : (tensor<128x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>) -> (tensor<128x128xf32>, tensor<32x128xf32>)
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_9, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %iterArg_8, %14, %13#0, %13#1 : tensor<64x32x128xf32>, tensor<64x32x128xf32>, tensor<64x32x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<128x128xf32>, tensor<32x128xf32>
    }
    return %7#5 : tensor<128x128xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<64x32x128xf32>, %arg1: tensor<i32>) -> tensor<32x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 128] : (tensor<64x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    return %1 : tensor<32x128xf32>
  }
  func.func private @closed_call(%arg0: tensor<128x128xf32>, %arg1: tensor<32x128xf32>, %arg2: tensor<32x128xf32>) -> (tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<32x128xf32>
    %2 = stablehlo.tanh %1 : tensor<32x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<32x128xf32>
    return %2, %arg1, %2, %4 : tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<64x32x128xf32>, %arg1: tensor<32x128xf32>, %arg2: tensor<i32>) -> tensor<64x32x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<64x32x128xf32>, tensor<1x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<64x32x128xf32>
    return %1 : tensor<64x32x128xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<128x128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<32x128xf32>, %arg3: tensor<32x128xf32>, %arg4: tensor<32x128xf32>, %arg5: tensor<32x128xf32>) -> (tensor<128x128xf32>, tensor<32x128xf32>) {
    %0 = stablehlo.multiply %arg2, %arg5 : tensor<32x128xf32>
    %1 = stablehlo.multiply %0, %arg4 : tensor<32x128xf32>
    %2 = stablehlo.add %0, %1 : tensor<32x128xf32>
    %3 = stablehlo.dot_general %2, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %5 = stablehlo.add %arg1, %4 : tensor<128x128xf32>
    %6 = stablehlo.dot_general %2, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    return %5, %6 : tensor<128x128xf32>, tensor<32x128xf32>
  }
}
