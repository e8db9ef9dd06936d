module @jit_layernorm_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xf32>, %arg1: tensor<512xf32>, %arg2: tensor<512xf32>) -> (tensor<256x512xf32> {jax.result_info = "result[0]"}, tensor<512xf32> {jax.result_info = "result[1]"}, tensor<512xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:4 = call @_var(%arg0, %c) : (tensor<256x512xf32>, tensor<i32>) -> (tensor<256x1xf32>, tensor<256x512xf32>, tensor<f32>, tensor<i1>)
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<256x512xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %8 = stablehlo.add %4#0, %7 : tensor<256x1xf32>
    %9 = stablehlo.sqrt %8 : tensor<256x1xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %11 = stablehlo.divide %10, %9 : tensor<256x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %13 = stablehlo.divide %6, %12 : tensor<256x512xf32>
    %14 = stablehlo.multiply %9, %9 : tensor<256x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<256x1xf32>
    %17 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %19 = stablehlo.multiply %13, %18 : tensor<256x512xf32>
    %20 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %22 = stablehlo.add %19, %21 : tensor<256x512xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<256x512xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<256x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %28 = stablehlo.reshape %27 : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %30 = stablehlo.multiply %13, %26 : tensor<256x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %32 = stablehlo.reshape %31 : (tensor<512xf32>) -> tensor<1x512xf32>
    %33 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %34 = stablehlo.multiply %26, %33 : tensor<256x512xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%32 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %36 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<256x512xf32>
    %38 = stablehlo.multiply %37, %6 : tensor<256x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %40 = stablehlo.reshape %39 : (tensor<256xf32>) -> tensor<256x1xf32>
    %41 = stablehlo.negate %40 : tensor<256x1xf32>
    %42 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %43 = stablehlo.divide %34, %42 : tensor<256x512xf32>
    %44 = stablehlo.multiply %41, %11 : tensor<256x1xf32>
    %45 = stablehlo.negate %43 : tensor<256x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %47 = stablehlo.reshape %46 : (tensor<256xf32>) -> tensor<256x1xf32>
    %48 = call @_var_0(%4#1, %4#2, %4#3, %44) : (tensor<256x512xf32>, tensor<f32>, tensor<i1>, tensor<256x1xf32>) -> tensor<256x512xf32>
    %49 = stablehlo.add %43, %48 : tensor<256x512xf32>
    %cst_12 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %51 = stablehlo.divide %47, %50 : tensor<256x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<256xf32>) -> tensor<256x512xf32>
    %54 = stablehlo.add %49, %53 : tensor<256x512xf32>
    return %54, %35, %29 : tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>
  }
  func.func private @_var(%arg0: tensor<256x512xf32>, %arg1: tensor<i32>) -> (tensor<256x1xf32>, tensor<256x512xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<256x512xf32>
    %6 = chlo.square %5 : tensor<256x512xf32> -> tensor<256x512xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<256x512xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<256x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<256x1xf32>, tensor<f32>) -> tensor<256x1xf32>
    return %16, %8, %10, %15 : tensor<256x1xf32>, tensor<256x512xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<256x1xf32>, %arg2: tensor<f32>) -> tensor<256x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<256x1xf32>
    return %2 : tensor<256x1xf32>
  }
  func.func private @_var_0(%arg0: tensor<256x512xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<256x1xf32>) -> tensor<256x512xf32> {
    %0 = call @_where_1(%arg2, %arg3) : (tensor<i1>, tensor<256x1xf32>) -> tensor<256x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<256x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<256xf32>) -> tensor<256x512xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<256x512xf32>
    %6 = stablehlo.negate %5 : tensor<256x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %8 = stablehlo.reshape %7 : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<256x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<256xf32>) -> tensor<256x512xf32>
    %13 = stablehlo.add %5, %12 : tensor<256x512xf32>
    return %13 : tensor<256x512xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<256x1xf32>) -> tensor<256x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<256x1xf32>
    return %1 : tensor<256x1xf32>
  }
}
