module @jit_rng_same_key attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<512x512xf32> {jax.result_info = "result"}) {
    %0 = call @_normal(%arg0) : (tensor<2xui32>) -> tensor<512x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = call @_uniform_0(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512x512xf32>
    %2 = stablehlo.add %0, %1 : tensor<512x512xf32>
    return %2 : tensor<512x512xf32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<512x512xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<512x512xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512x512xf32>
    %1 = chlo.erf_inv %0 : tensor<512x512xf32> -> tensor<512x512xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<512x512xui64>
    %7 = stablehlo.iota dim = 1 : tensor<512x512xui64>
    %c = stablehlo.constant dense<512> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<512x512xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<512x512xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<512x512xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<512x512xui64>
    %12 = stablehlo.add %9, %11 : tensor<512x512xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<512x512xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<512x512xui64>
    %15 = stablehlo.convert %12 : (tensor<512x512xui64>) -> tensor<512x512xui32>
    %16 = stablehlo.convert %14 : (tensor<512x512xui64>) -> tensor<512x512xui32>
    %17:2 = call @threefry2x32(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<512x512xui32>, tensor<512x512xui32>) -> (tensor<512x512xui32>, tensor<512x512xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<512x512xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<512x512xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %22 = stablehlo.or %20, %21 : tensor<512x512xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<512x512xui32>) -> tensor<512x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<512x512xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x512xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<512x512xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x512xf32>
    %30 = stablehlo.add %28, %29 : tensor<512x512xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x512xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<512x512xf32>
    return %32 : tensor<512x512xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<512x512xui32>, %arg3: tensor<512x512xui32>) -> (tensor<512x512xui32>, tensor<512x512xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<512x512xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<512x512xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<512x512xui32>, tensor<512x512xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<512x512xui32>, %arg2: tensor<512x512xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<512x512xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<512x512xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<512x512xui32>
    %9 = stablehlo.or %5, %8 : tensor<512x512xui32>
    %10 = stablehlo.xor %3, %9 : tensor<512x512xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<512x512xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<512x512xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<512x512xui32>
    %19 = stablehlo.or %15, %18 : tensor<512x512xui32>
    %20 = stablehlo.xor %13, %19 : tensor<512x512xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<512x512xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<512x512xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<512x512xui32>
    %29 = stablehlo.or %25, %28 : tensor<512x512xui32>
    %30 = stablehlo.xor %23, %29 : tensor<512x512xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<512x512xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<512x512xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<512x512xui32>
    %39 = stablehlo.or %35, %38 : tensor<512x512xui32>
    %40 = stablehlo.xor %33, %39 : tensor<512x512xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %42 = stablehlo.add %33, %41 : tensor<512x512xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %44 = stablehlo.add %40, %43 : tensor<512x512xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %48 = stablehlo.add %44, %47 : tensor<512x512xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_0(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<512x512xui64>
    %9 = stablehlo.iota dim = 1 : tensor<512x512xui64>
    %c = stablehlo.constant dense<512> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<512x512xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<512x512xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<512x512xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<512x512xui64>
    %14 = stablehlo.add %11, %13 : tensor<512x512xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<512x512xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<512x512xui64>
    %17 = stablehlo.convert %14 : (tensor<512x512xui64>) -> tensor<512x512xui32>
    %18 = stablehlo.convert %16 : (tensor<512x512xui64>) -> tensor<512x512xui32>
    %19:2 = call @threefry2x32(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<512x512xui32>, tensor<512x512xui32>) -> (tensor<512x512xui32>, tensor<512x512xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<512x512xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<512x512xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %24 = stablehlo.or %22, %23 : tensor<512x512xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<512x512xui32>) -> tensor<512x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<512x512xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x512xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<512x512xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x512xf32>
    %32 = stablehlo.add %30, %31 : tensor<512x512xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x512xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<512x512xf32>
    return %34 : tensor<512x512xf32>
  }
}
