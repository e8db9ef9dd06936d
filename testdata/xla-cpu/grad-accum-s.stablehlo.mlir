module @jit_grad_accum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x128xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<4x16x32xf32>) -> (tensor<32x128xf32> {jax.result_info = "result[0]"}, tensor<128x32xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:7 = stablehlo.while(%iterArg = %arg2, %iterArg_6 = %arg0, %iterArg_7 = %arg1, %iterArg_8 = %c_1, %iterArg_9 = %c, %iterArg_10 = %0, %iterArg_11 = %1) : tensor<4x16x32xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<i32>, tensor<i32>, tensor<32x128xf32>, tensor<128x32xf32>
    cond {
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %13 = stablehlo.compare LT, %iterArg_8, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    } do {
      %13:3 = func.call @closed_call(%iterArg, %iterArg_6, %iterArg_7, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<4x16x32xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<i32>, tensor<32x128xf32>, tensor<128x32xf32>) -> (tensor<i32>, tensor<32x128xf32>, tensor<128x32xf32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_8, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %14, %13#0, %13#1, %13#2 : tensor<4x16x32xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<i32>, tensor<i32>, tensor<32x128xf32>, tensor<128x32xf32>
    }
    %cst_2 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %4 = stablehlo.multiply %3, %2#5 : tensor<32x128xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %6 = stablehlo.divide %4, %5 : tensor<32x128xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<32x128xf32>
    %cst_4 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %9 = stablehlo.multiply %8, %2#6 : tensor<128x32xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %11 = stablehlo.divide %9, %10 : tensor<128x32xf32>
    %12 = stablehlo.subtract %arg1, %11 : tensor<128x32xf32>
    return %7, %12 : tensor<32x128xf32>, tensor<128x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<4x16x32xf32>, %arg1: tensor<32x128xf32>, %arg2: tensor<128x32xf32>, %arg3: tensor<i32>, %arg4: tensor<32x128xf32>, %arg5: tensor<128x32xf32>) -> (tensor<i32>, tensor<32x128xf32>, tensor<128x32xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg3, %c : tensor<i32>
    %1 = stablehlo.convert %arg3 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.add %1, %c_1 : tensor<i32>
    %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %c_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<16> : tensor<i32>
    %6 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.select %5, %6, %c_6 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %c_7, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<32> : tensor<i32>
    %9 = stablehlo.add %c_9, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.select %8, %9, %c_11 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %arg0, %4, %7, %10, sizes = [1, 16, 32] : (tensor<4x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<16x128xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<16x128xf32>
    %16 = stablehlo.multiply %13, %13 : tensor<16x128xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<16x128xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %20 = stablehlo.multiply %19, %15 : tensor<16x128xf32>
    %21 = stablehlo.add %13, %20 : tensor<16x128xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<16x128xf32>
    %24 = stablehlo.tanh %23 : tensor<16x128xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<16x128xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %28 = stablehlo.add %27, %24 : tensor<16x128xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<16x128xf32>
    %31 = stablehlo.multiply %13, %30 : tensor<16x128xf32>
    %32 = stablehlo.dot_general %31, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<16x32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %35 = stablehlo.divide %cst_18, %cst_19 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<16x32xf32>
    %38 = stablehlo.dot_general %37, %31, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %39 = stablehlo.transpose %38, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %40 = stablehlo.dot_general %37, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<128x32xf32>) -> tensor<16x128xf32>
    %41 = stablehlo.multiply %13, %40 : tensor<16x128xf32>
    %42 = stablehlo.multiply %40, %30 : tensor<16x128xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %44 = stablehlo.multiply %43, %41 : tensor<16x128xf32>
    %45 = stablehlo.multiply %44, %26 : tensor<16x128xf32>
    %46 = stablehlo.multiply %45, %24 : tensor<16x128xf32>
    %47 = stablehlo.add %45, %46 : tensor<16x128xf32>
    %cst_21 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<16x128xf32>
    %50 = stablehlo.add %42, %49 : tensor<16x128xf32>
    %cst_22 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %52 = stablehlo.multiply %51, %49 : tensor<16x128xf32>
    %53 = stablehlo.multiply %52, %18 : tensor<16x128xf32>
    %54 = stablehlo.add %50, %53 : tensor<16x128xf32>
    %55 = stablehlo.dot_general %54, %12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %57 = stablehlo.add %arg4, %56 : tensor<32x128xf32>
    %58 = stablehlo.add %arg5, %39 : tensor<128x32xf32>
    return %0, %57, %58 : tensor<i32>, tensor<32x128xf32>, tensor<128x32xf32>
  }
}
