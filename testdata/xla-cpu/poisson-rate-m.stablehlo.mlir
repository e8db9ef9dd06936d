module @jit_poisson_rate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<512x512xi32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1 = stablehlo.convert %0 : tensor<512x512xf32>
    %2 = call @_poisson(%arg0, %1) : (tensor<2xui32>, tensor<512x512xf32>) -> tensor<512x512xi32>
    return %2 : tensor<512x512xi32>
  }
  func.func private @_poisson(%arg0: tensor<2xui32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xi32> {
    %0 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xi1>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %2 = stablehlo.compare LT, %arg1, %1, FLOAT : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xi1>
    %3 = stablehlo.or %0, %2 : tensor<512x512xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %5 = stablehlo.select %3, %arg1, %4 : tensor<512x512xi1>, tensor<512x512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+05> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %7 = stablehlo.select %3, %6, %arg1 : tensor<512x512xi1>, tensor<512x512xf32>
    %8 = call @_poisson_knuth(%arg0, %5) : (tensor<2xui32>, tensor<512x512xf32>) -> tensor<512x512xi32>
    %9 = call @_poisson_rejection(%arg0, %7) : (tensor<2xui32>, tensor<512x512xf32>) -> tensor<512x512xi32>
    %10 = stablehlo.select %3, %8, %9 : tensor<512x512xi1>, tensor<512x512xi32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %12 = stablehlo.compare EQ, %arg1, %11, FLOAT : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %14 = stablehlo.select %12, %13, %10 : tensor<512x512xi1>, tensor<512x512xi32>
    return %14 : tensor<512x512xi32>
  }
  func.func private @_poisson_knuth(%arg0: tensor<2xui32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:6 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %arg1, %iterArg_3 = %c_0, %iterArg_4 = %0, %iterArg_5 = %arg0, %iterArg_6 = %1) : tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<512x512xi32>, tensor<2xui32>, tensor<512x512xf32>
    cond {
      %5 = stablehlo.negate %iterArg : tensor<512x512xf32>
      %6 = stablehlo.compare GT, %iterArg_6, %5, FLOAT : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xi1>
      %c_7 = stablehlo.constant dense<false> : tensor<i1>
      %7 = stablehlo.reduce(%6 init: %c_7) applies stablehlo.or across dimensions = [0, 1] : (tensor<512x512xi1>, tensor<i1>) -> tensor<i1>
      %8 = stablehlo.convert %iterArg_3 : tensor<i32>
      %c_8 = stablehlo.constant dense<2147483647> : tensor<i32>
      %9 = stablehlo.compare LT, %8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %10 = stablehlo.and %7, %9 : tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %5 = func.call @_threefry_split(%iterArg_5) : (tensor<2xui32>) -> tensor<2x2xui32>
      %6 = stablehlo.slice %5 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %5 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.negate %iterArg_2 : tensor<512x512xf32>
      %11 = stablehlo.compare GT, %iterArg_6, %10, FLOAT : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xi1>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
      %13 = stablehlo.add %iterArg_4, %12 : tensor<512x512xi32>
      %14 = stablehlo.select %11, %13, %iterArg_4 : tensor<512x512xi1>, tensor<512x512xi32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %15 = func.call @_uniform(%9, %cst_8, %cst_9) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512x512xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_3, %c_10 : tensor<i32>
      %17 = stablehlo.log %15 : tensor<512x512xf32>
      %18 = stablehlo.add %iterArg_6, %17 : tensor<512x512xf32>
      stablehlo.return %iterArg, %iterArg_2, %16, %14, %7, %18 : tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<512x512xi32>, tensor<2xui32>, tensor<512x512xf32>
    }
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %4 = stablehlo.subtract %2#3, %3 : tensor<512x512xi32>
    return %4 : tensor<512x512xi32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512x512xf32> {
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
    %19:2 = call @threefry2x32_0(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<512x512xui32>, tensor<512x512xui32>) -> (tensor<512x512xui32>, tensor<512x512xui32>)
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
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<512x512xui32>, %arg3: tensor<512x512xui32>) -> (tensor<512x512xui32>, tensor<512x512xui32>) {
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
      %7:8 = func.call @closed_call_1(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<512x512xui32>, tensor<512x512xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<512x512xui32>, %arg2: tensor<512x512xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
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
  func.func private @_poisson_rejection(%arg0: tensor<2xui32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xi32> {
    %0 = stablehlo.log %arg1 : tensor<512x512xf32>
    %1 = stablehlo.sqrt %arg1 : tensor<512x512xf32>
    %cst = stablehlo.constant dense<2.530000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<512x512xf32>
    %cst_0 = stablehlo.constant dense<9.310000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %5 = stablehlo.add %4, %3 : tensor<512x512xf32>
    %cst_1 = stablehlo.constant dense<2.483000e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<512x512xf32>
    %cst_2 = stablehlo.constant dense<-5.900000e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %9 = stablehlo.add %8, %7 : tensor<512x512xf32>
    %cst_3 = stablehlo.constant dense<3.400000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<512x512xf32>
    %cst_4 = stablehlo.constant dense<1.132800e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %13 = stablehlo.divide %12, %11 : tensor<512x512xf32>
    %cst_5 = stablehlo.constant dense<1.123900e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %15 = stablehlo.add %14, %13 : tensor<512x512xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %17 = stablehlo.subtract %5, %16 : tensor<512x512xf32>
    %cst_7 = stablehlo.constant dense<3.622400e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %19 = stablehlo.divide %18, %17 : tensor<512x512xf32>
    %cst_8 = stablehlo.constant dense<0.927699983> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %21 = stablehlo.subtract %20, %19 : tensor<512x512xf32>
    %cst_9 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %24:10 = stablehlo.while(%iterArg = %9, %iterArg_11 = %5, %iterArg_12 = %arg1, %iterArg_13 = %15, %iterArg_14 = %0, %iterArg_15 = %21, %iterArg_16 = %c_10, %iterArg_17 = %22, %iterArg_18 = %23, %iterArg_19 = %arg0) : tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<512x512xf32>, tensor<512x512xi1>, tensor<2xui32>
    cond {
      %26 = stablehlo.not %iterArg_18 : tensor<512x512xi1>
      %c_20 = stablehlo.constant dense<false> : tensor<i1>
      %27 = stablehlo.reduce(%26 init: %c_20) applies stablehlo.or across dimensions = [0, 1] : (tensor<512x512xi1>, tensor<i1>) -> tensor<i1>
      %28 = stablehlo.convert %iterArg_16 : tensor<i32>
      %c_21 = stablehlo.constant dense<2147483647> : tensor<i32>
      %29 = stablehlo.compare LT, %28, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %30 = stablehlo.and %27, %29 : tensor<i1>
      stablehlo.return %30 : tensor<i1>
    } do {
      %26 = func.call @_threefry_split_2(%iterArg_19) : (tensor<2xui32>) -> tensor<3x2xui32>
      %27 = stablehlo.slice %26 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %28 = stablehlo.reshape %27 : (tensor<1x2xui32>) -> tensor<2xui32>
      %29 = stablehlo.slice %26 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %30 = stablehlo.reshape %29 : (tensor<1x2xui32>) -> tensor<2xui32>
      %31 = stablehlo.slice %26 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %32 = stablehlo.reshape %31 : (tensor<1x2xui32>) -> tensor<2xui32>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %33 = func.call @_uniform(%30, %cst_20, %cst_21) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512x512xf32>
      %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %35 = stablehlo.subtract %33, %34 : tensor<512x512xf32>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %36 = func.call @_uniform(%32, %cst_23, %cst_24) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512x512xf32>
      %37 = stablehlo.abs %35 : tensor<512x512xf32>
      %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %39 = stablehlo.subtract %38, %37 : tensor<512x512xf32>
      %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %41 = stablehlo.multiply %40, %iterArg : tensor<512x512xf32>
      %42 = stablehlo.divide %41, %39 : tensor<512x512xf32>
      %43 = stablehlo.add %42, %iterArg_11 : tensor<512x512xf32>
      %44 = stablehlo.multiply %43, %35 : tensor<512x512xf32>
      %45 = stablehlo.add %44, %iterArg_12 : tensor<512x512xf32>
      %cst_27 = stablehlo.constant dense<4.300000e-01> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %47 = stablehlo.add %45, %46 : tensor<512x512xf32>
      %48 = stablehlo.floor %47 : tensor<512x512xf32>
      %49 = stablehlo.multiply %36, %iterArg_13 : tensor<512x512xf32>
      %50 = stablehlo.multiply %39, %39 : tensor<512x512xf32>
      %51 = stablehlo.divide %iterArg, %50 : tensor<512x512xf32>
      %52 = stablehlo.add %51, %iterArg_11 : tensor<512x512xf32>
      %53 = stablehlo.divide %49, %52 : tensor<512x512xf32>
      %54 = stablehlo.log %53 : tensor<512x512xf32>
      %55 = stablehlo.negate %iterArg_12 : tensor<512x512xf32>
      %56 = stablehlo.multiply %48, %iterArg_14 : tensor<512x512xf32>
      %57 = stablehlo.add %55, %56 : tensor<512x512xf32>
      %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %59 = stablehlo.add %48, %58 : tensor<512x512xf32>
      %60 = chlo.lgamma %59 : tensor<512x512xf32> -> tensor<512x512xf32>
      %61 = stablehlo.subtract %57, %60 : tensor<512x512xf32>
      %cst_29 = stablehlo.constant dense<7.000000e-02> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %63 = stablehlo.compare GE, %39, %62, FLOAT : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xi1>
      %64 = stablehlo.compare LE, %36, %iterArg_15, FLOAT : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xi1>
      %65 = stablehlo.and %63, %64 : tensor<512x512xi1>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %66 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %67 = stablehlo.compare LT, %48, %66, FLOAT : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xi1>
      %cst_31 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
      %68 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %69 = stablehlo.compare LT, %39, %68, FLOAT : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xi1>
      %70 = stablehlo.compare GT, %36, %39, FLOAT : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xi1>
      %71 = stablehlo.and %69, %70 : tensor<512x512xi1>
      %72 = stablehlo.or %67, %71 : tensor<512x512xi1>
      %73 = stablehlo.compare LE, %54, %61, FLOAT : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xi1>
      %74 = stablehlo.not %72 : tensor<512x512xi1>
      %75 = stablehlo.and %74, %73 : tensor<512x512xi1>
      %76 = stablehlo.or %65, %75 : tensor<512x512xi1>
      %77 = stablehlo.select %76, %48, %iterArg_17 : tensor<512x512xi1>, tensor<512x512xf32>
      %78 = stablehlo.or %iterArg_18, %76 : tensor<512x512xi1>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %79 = stablehlo.add %iterArg_16, %c_32 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %79, %77, %78, %28 : tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<512x512xf32>, tensor<512x512xi1>, tensor<2xui32>
    }
    %25 = stablehlo.convert %24#7 : (tensor<512x512xf32>) -> tensor<512x512xi32>
    return %25 : tensor<512x512xi32>
  }
  func.func private @_threefry_split_2(%arg0: tensor<2xui32>) -> tensor<3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11:2 = call @threefry2x32_3(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %14 : tensor<3x2xui32>
  }
  func.func private @threefry2x32_3(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_4(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @closed_call_4(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3xui32>
    %9 = stablehlo.or %5, %8 : tensor<3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3xui32>
    %19 = stablehlo.or %15, %18 : tensor<3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3xui32>
    %29 = stablehlo.or %25, %28 : tensor<3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3xui32>
    %39 = stablehlo.or %35, %38 : tensor<3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %42 = stablehlo.add %33, %41 : tensor<3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %44 = stablehlo.add %40, %43 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %48 = stablehlo.add %44, %47 : tensor<3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
}
