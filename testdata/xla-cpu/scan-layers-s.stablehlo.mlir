module @jit_scan_layers attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64xf32>, %arg1: tensor<4x32x64xf32>, %arg2: tensor<4x64x32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<16x32xf32>) -> (tensor<4x64xf32> {jax.result_info = "result[0]['b1']"}, tensor<4x32x64xf32> {jax.result_info = "result[0]['w1']"}, tensor<4x64x32xf32> {jax.result_info = "result[0]['w2']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:8 = stablehlo.while(%iterArg = %arg0, %iterArg_14 = %arg1, %iterArg_15 = %arg2, %iterArg_16 = %c, %iterArg_17 = %arg3, %iterArg_18 = %0, %iterArg_19 = %1, %iterArg_20 = %2) : tensor<4x64xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x64xf32>, tensor<4x16x64xf32>
    cond {
      %c_21 = stablehlo.constant dense<4> : tensor<i32>
      %26 = stablehlo.compare LT, %iterArg_16, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    } do {
      %26 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_16) : (tensor<4x64xf32>, tensor<i32>) -> tensor<64xf32>
      %27 = func.call @dynamic_index_in_dim_0(%iterArg_14, %iterArg_16) : (tensor<4x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %28 = func.call @dynamic_index_in_dim_1(%iterArg_15, %iterArg_16) : (tensor<4x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %29:4 = func.call @closed_call(%iterArg_17, %26, %27, %28) : (tensor<16x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x64xf32>, tensor<16x64xf32>)
      %30 = func.call @dynamic_update_index_in_dim(%iterArg_18, %29#1, %iterArg_16) : (tensor<4x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<4x16x32xf32>
      %31 = func.call @dynamic_update_index_in_dim_2(%iterArg_19, %29#2, %iterArg_16) : (tensor<4x16x64xf32>, tensor<16x64xf32>, tensor<i32>) -> tensor<4x16x64xf32>
      %32 = func.call @dynamic_update_index_in_dim_2(%iterArg_20, %29#3, %iterArg_16) : (tensor<4x16x64xf32>, tensor<16x64xf32>, tensor<i32>) -> tensor<4x16x64xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %33 = stablehlo.add %iterArg_16, %c_21 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %33, %29#0, %30, %31, %32 : tensor<4x64xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x64xf32>, tensor<4x16x64xf32>
    }
    %4 = stablehlo.subtract %3#4, %arg4 : tensor<16x32xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<16x32xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<16x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%5 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.divide %8, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %10 = stablehlo.divide %cst_5, %cst_6 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %12 = stablehlo.multiply %11, %7 : tensor<16x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x64x32xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %16:10 = stablehlo.while(%iterArg = %arg1, %iterArg_14 = %3#5, %iterArg_15 = %3#6, %iterArg_16 = %3#7, %iterArg_17 = %arg2, %iterArg_18 = %c_10, %iterArg_19 = %12, %iterArg_20 = %13, %iterArg_21 = %14, %iterArg_22 = %15) : tensor<4x32x64xf32>, tensor<4x16x32xf32>, tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x64x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x64xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>
    cond {
      %c_23 = stablehlo.constant dense<4> : tensor<i32>
      %26 = stablehlo.compare LT, %iterArg_18, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    } do {
      %c_23 = stablehlo.constant dense<4> : tensor<i32>
      %26 = stablehlo.subtract %c_23, %iterArg_18 : tensor<i32>
      %c_24 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.subtract %26, %c_24 : tensor<i32>
      %28 = func.call @dynamic_index_in_dim_0(%iterArg, %27) : (tensor<4x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %29 = func.call @dynamic_index_in_dim_3(%iterArg_14, %27) : (tensor<4x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %30 = func.call @dynamic_index_in_dim_4(%iterArg_15, %27) : (tensor<4x16x64xf32>, tensor<i32>) -> tensor<16x64xf32>
      %31 = func.call @dynamic_index_in_dim_4(%iterArg_16, %27) : (tensor<4x16x64xf32>, tensor<i32>) -> tensor<16x64xf32>
      %32 = func.call @dynamic_index_in_dim_1(%iterArg_17, %27) : (tensor<4x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %33:4 = func.call @closed_call_5(%iterArg_19, %28, %29, %30, %31, %32) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<16x32xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64x32xf32>) -> (tensor<16x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>)
      %34 = func.call @dynamic_update_index_in_dim_6(%iterArg_20, %33#1, %27) : (tensor<4x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<4x64xf32>
      %35 = func.call @dynamic_update_index_in_dim_7(%iterArg_21, %33#2, %27) : (tensor<4x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<4x32x64xf32>
      %36 = func.call @dynamic_update_index_in_dim_8(%iterArg_22, %33#3, %27) : (tensor<4x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<4x64x32xf32>
      %c_25 = stablehlo.constant dense<1> : tensor<i32>
      %37 = stablehlo.add %iterArg_18, %c_25 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %37, %33#0, %34, %35, %36 : tensor<4x32x64xf32>, tensor<4x16x32xf32>, tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x64x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x64xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>
    }
    %cst_11 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %18 = stablehlo.multiply %17, %16#7 : tensor<4x64xf32>
    %19 = stablehlo.subtract %arg0, %18 : tensor<4x64xf32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %21 = stablehlo.multiply %20, %16#8 : tensor<4x32x64xf32>
    %22 = stablehlo.subtract %arg1, %21 : tensor<4x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x64x32xf32>
    %24 = stablehlo.multiply %23, %16#9 : tensor<4x64x32xf32>
    %25 = stablehlo.subtract %arg2, %24 : tensor<4x64x32xf32>
    return %19, %22, %25, %9 : tensor<4x64xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x64xf32>, %arg1: tensor<i32>) -> tensor<64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 64] : (tensor<4x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x32x64xf32>, %arg1: tensor<i32>) -> tensor<32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 64] : (tensor<4x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<4x64x32xf32>, %arg1: tensor<i32>) -> tensor<64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 32] : (tensor<4x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<16x32xf32>, %arg1: tensor<64xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x64xf32>, tensor<16x64xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x64xf32>
    %4 = stablehlo.tanh %3 : tensor<16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<16x64xf32>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %8 = stablehlo.add %arg0, %7 : tensor<16x32xf32>
    return %8, %arg0, %4, %6 : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x64xf32>, tensor<16x64xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<i32>) -> tensor<4x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x16x32xf32>, tensor<1x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x32xf32>
    return %1 : tensor<4x16x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<4x16x64xf32>, %arg1: tensor<16x64xf32>, %arg2: tensor<i32>) -> tensor<4x16x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x16x64xf32>, tensor<1x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x64xf32>
    return %1 : tensor<4x16x64xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<4x16x32xf32>, %arg1: tensor<i32>) -> tensor<16x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 32] : (tensor<4x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<4x16x64xf32>, %arg1: tensor<i32>) -> tensor<16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 64] : (tensor<4x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    return %1 : tensor<16x64xf32>
  }
  func.func private @closed_call_5(%arg0: tensor<16x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<16x32xf32>, %arg3: tensor<16x64xf32>, %arg4: tensor<16x64xf32>, %arg5: tensor<64x32xf32>) -> (tensor<16x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %2 = stablehlo.dot_general %arg0, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %3 = stablehlo.multiply %2, %arg4 : tensor<16x64xf32>
    %4 = stablehlo.multiply %3, %arg3 : tensor<16x64xf32>
    %5 = stablehlo.add %3, %4 : tensor<16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %7 = stablehlo.reshape %6 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.dot_general %5, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %11 = stablehlo.dot_general %5, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.add %arg0, %11 : tensor<16x32xf32>
    return %12, %8, %10, %1 : tensor<16x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<4x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<i32>) -> tensor<4x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<i32>) -> tensor<4x64xf32>
    return %1 : tensor<4x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<4x32x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<i32>) -> tensor<4x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x32x64xf32>, tensor<1x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x64xf32>
    return %1 : tensor<4x32x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<4x64x32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<i32>) -> tensor<4x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x64x32xf32>, tensor<1x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x32xf32>
    return %1 : tensor<4x64x32xf32>
  }
}
