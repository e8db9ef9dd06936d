module @jit_triplet_mining attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xf32>, %arg1: tensor<1024x128xf32>, %arg2: tensor<1024xi32>) -> (tensor<128x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x128xf32>, tensor<128x64xf32>) -> tensor<1024x64xf32>
    %1:2 = call @norm(%0) : (tensor<1024x64xf32>) -> (tensor<1024x1xf32>, tensor<1024x1xf32>)
    %2 = stablehlo.broadcast_in_dim %1#0, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x64xf32>
    %3 = stablehlo.divide %0, %2 : tensor<1024x64xf32>
    %4 = stablehlo.multiply %1#0, %1#0 : tensor<1024x1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %6 = stablehlo.divide %5, %4 : tensor<1024x1xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<1024x64xf32>
    %9 = stablehlo.transpose %3, dims = [1, 0] : (tensor<1024x64xf32>) -> tensor<64x1024xf32>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x64xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<1024x1024xf32>
    %cst_2 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %14 = stablehlo.maximum %12, %13 : tensor<1024x1024xf32>
    %15 = stablehlo.compare EQ, %12, %14, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %18 = stablehlo.select %15, %16, %17 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %cst_5 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %20 = stablehlo.compare EQ, %19, %14, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %23 = stablehlo.select %20, %21, %22 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %24 = stablehlo.divide %18, %23 : tensor<1024x1024xf32>
    %25 = stablehlo.sqrt %14 : tensor<1024x1024xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %27 = stablehlo.divide %26, %25 : tensor<1024x1024xf32>
    %28 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %29 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1024xi32>) -> tensor<1x1024xi32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1024xi32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1024xi32>) -> tensor<1024x1024xi32>
    %32 = stablehlo.compare EQ, %30, %31, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %33 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %34 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %36 = stablehlo.add %33, %35 : tensor<1024x1024xi32>
    %37 = stablehlo.compare EQ, %36, %34, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %38 = stablehlo.not %37 : tensor<1024x1024xi1>
    %39 = stablehlo.and %32, %38 : tensor<1024x1024xi1>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = call @_where(%39, %25, %cst_9) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024x1024xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_10) applies stablehlo.maximum across dimensions = [1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %42 = stablehlo.reshape %41 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x1024xf32>
    %44 = stablehlo.compare EQ, %40, %43, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %45 = stablehlo.convert %44 : (tensor<1024x1024xi1>) -> tensor<1024x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %cst_12 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %47 = call @_where_0(%32, %cst_12, %25) : (tensor<1024x1024xi1>, tensor<f32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_13 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_13) applies stablehlo.minimum across dimensions = [1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %49 = stablehlo.reshape %48 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x1024xf32>
    %51 = stablehlo.compare EQ, %47, %50, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %52 = stablehlo.convert %51 : (tensor<1024x1024xi1>) -> tensor<1024x1024xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %54 = stablehlo.subtract %41, %48 : tensor<1024xf32>
    %cst_15 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %56 = stablehlo.add %54, %55 : tensor<1024xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %58 = stablehlo.compare GT, %56, %57, FLOAT : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xi1>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %59 = stablehlo.divide %cst_17, %cst_18 : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %62 = stablehlo.select %58, %60, %61 : tensor<1024xi1>, tensor<1024xf32>
    %63 = stablehlo.negate %62 : tensor<1024xf32>
    %64 = stablehlo.divide %63, %53 : tensor<1024xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1024xf32>
    %66 = stablehlo.multiply %65, %52 : tensor<1024x1024xf32>
    %67 = call @_where_1(%32, %66) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %68 = stablehlo.divide %62, %46 : tensor<1024xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1024xf32>
    %70 = stablehlo.multiply %69, %45 : tensor<1024x1024xf32>
    %71 = call @_where_2(%39, %70) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %72 = stablehlo.add %67, %71 : tensor<1024x1024xf32>
    %73 = stablehlo.multiply %72, %27 : tensor<1024x1024xf32>
    %74 = stablehlo.multiply %73, %24 : tensor<1024x1024xf32>
    %75 = stablehlo.negate %74 : tensor<1024x1024xf32>
    %76 = stablehlo.dot_general %75, %8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %77 = stablehlo.transpose %76, dims = [1, 0] : (tensor<1024x64xf32>) -> tensor<64x1024xf32>
    %78 = stablehlo.dot_general %75, %9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x64xf32>
    %79 = stablehlo.transpose %77, dims = [1, 0] : (tensor<64x1024xf32>) -> tensor<1024x64xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %81 = stablehlo.multiply %80, %78 : tensor<1024x64xf32>
    %82 = stablehlo.add %79, %81 : tensor<1024x64xf32>
    %83 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x64xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<1024x64xf32>
    %85 = stablehlo.multiply %84, %0 : tensor<1024x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<1024x64xf32>, tensor<f32>) -> tensor<1024xf32>
    %87 = stablehlo.reshape %86 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %88 = stablehlo.negate %87 : tensor<1024x1xf32>
    %89 = stablehlo.broadcast_in_dim %1#0, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x64xf32>
    %90 = stablehlo.divide %82, %89 : tensor<1024x64xf32>
    %91 = call @norm_3(%0, %1#1, %88) : (tensor<1024x64xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x64xf32>
    %92 = stablehlo.add %90, %91 : tensor<1024x64xf32>
    %93 = stablehlo.dot_general %92, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x64xf32>, tensor<1024x128xf32>) -> tensor<64x128xf32>
    %94 = stablehlo.transpose %93, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<128x64xf32>
    %97 = stablehlo.subtract %arg0, %96 : tensor<128x64xf32>
    return %97 : tensor<128x64xf32>
  }
  func.func private @norm(%arg0: tensor<1024x64xf32>) -> (tensor<1024x1xf32>, tensor<1024x1xf32>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<1024x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1024x64xf32>, tensor<f32>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<1024x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1024x1xf32>
    return %3, %5 : tensor<1024x1xf32>, tensor<1024x1xf32>
  }
  func.func private @_where(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<f32>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    return %2 : tensor<1024x1024xf32>
  }
  func.func private @_where_0(%arg0: tensor<1024x1024xi1>, %arg1: tensor<f32>, %arg2: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    return %2 : tensor<1024x1024xf32>
  }
  func.func private @_where_1(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    return %1 : tensor<1024x1024xf32>
  }
  func.func private @_where_2(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    return %1 : tensor<1024x1024xf32>
  }
  func.func private @norm_3(%arg0: tensor<1024x64xf32>, %arg1: tensor<1024x1xf32>, %arg2: tensor<1024x1xf32>) -> tensor<1024x64xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<1024x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1024x1xf32>, tensor<f32>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1024xf32>) -> tensor<1024x64xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<1024x64xf32>
    %4 = stablehlo.multiply %2, %arg0 : tensor<1024x64xf32>
    %5 = stablehlo.add %3, %4 : tensor<1024x64xf32>
    return %5 : tensor<1024x64xf32>
  }
}
