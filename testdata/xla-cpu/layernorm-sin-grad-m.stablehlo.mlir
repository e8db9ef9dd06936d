module @jit_layernorm_sin_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512xf32>, %arg1: tensor<512xf32>, %arg2: tensor<8x256x512xf32>) -> (tensor<512xf32> {jax.result_info = "result[0]"}, tensor<512xf32> {jax.result_info = "result[1]"}, tensor<8x256x512xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:4 = call @_var(%arg2, %c) : (tensor<8x256x512xf32>, tensor<i32>) -> (tensor<8x256x1xf32>, tensor<8x256x512xf32>, tensor<f32>, tensor<i1>)
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %6 = stablehlo.subtract %arg2, %5 : tensor<8x256x512xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %8 = stablehlo.add %4#0, %7 : tensor<8x256x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<8x256x1xf32>
    %10 = stablehlo.divide %9, %8 : tensor<8x256x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<8x256x1xf32>
    %13 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %14 = stablehlo.multiply %6, %13 : tensor<8x256x512xf32>
    %15 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<8x256x512xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %20 = stablehlo.add %17, %19 : tensor<8x256x512xf32>
    %21 = stablehlo.sine %arg2 : tensor<8x256x512xf32>
    %22 = stablehlo.cosine %arg2 : tensor<8x256x512xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x256x512xf32>
    %24 = stablehlo.multiply %20, %23 : tensor<8x256x512xf32>
    %25 = stablehlo.multiply %23, %21 : tensor<8x256x512xf32>
    %26 = stablehlo.multiply %24, %22 : tensor<8x256x512xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%25 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %28 = stablehlo.reshape %27 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %30 = stablehlo.multiply %14, %25 : tensor<8x256x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %32 = stablehlo.reshape %31 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %33 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %34 = stablehlo.multiply %25, %33 : tensor<8x256x512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %36 = stablehlo.multiply %6, %34 : tensor<8x256x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %38 = stablehlo.reshape %37 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %39 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %40 = stablehlo.multiply %34, %39 : tensor<8x256x512xf32>
    %41 = stablehlo.multiply %38, %12 : tensor<8x256x1xf32>
    %42 = stablehlo.negate %40 : tensor<8x256x512xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %44 = stablehlo.reshape %43 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %45 = stablehlo.add %26, %40 : tensor<8x256x512xf32>
    %46 = call @_var_0(%4#1, %4#2, %4#3, %41) : (tensor<8x256x512xf32>, tensor<f32>, tensor<i1>, tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %47 = stablehlo.add %45, %46 : tensor<8x256x512xf32>
    %cst_10 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %49 = stablehlo.divide %44, %48 : tensor<8x256x1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %52 = stablehlo.add %47, %51 : tensor<8x256x512xf32>
    return %35, %29, %52 : tensor<512xf32>, tensor<512xf32>, tensor<8x256x512xf32>
  }
  func.func private @_var(%arg0: tensor<8x256x512xf32>, %arg1: tensor<i32>) -> (tensor<8x256x1xf32>, tensor<8x256x512xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x256x512xf32>
    %6 = chlo.square %5 : tensor<8x256x512xf32> -> tensor<8x256x512xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x256x512xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x256x512xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x256x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256x1xf32>
    return %16, %8, %10, %15 : tensor<8x256x1xf32>, tensor<8x256x512xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8x256x1xf32>, %arg2: tensor<f32>) -> tensor<8x256x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x256x1xf32>
    return %2 : tensor<8x256x1xf32>
  }
  func.func private @_var_0(%arg0: tensor<8x256x512xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<8x256x1xf32>) -> tensor<8x256x512xf32> {
    %0 = call @_where_1(%arg2, %arg3) : (tensor<i1>, tensor<8x256x1xf32>) -> tensor<8x256x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8x256x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x256x512xf32>
    %6 = stablehlo.negate %5 : tensor<8x256x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %8 = stablehlo.reshape %7 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x256x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x256x512xf32>
    return %13 : tensor<8x256x512xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<8x256x1xf32>) -> tensor<8x256x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<8x256x1xf32>
    return %1 : tensor<8x256x1xf32>
  }
}
