module @jit_contrastive attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<256x64xf32>, %arg3: tensor<256x64xf32>) -> (tensor<64x64xf32> {jax.result_info = "result[0]"}, tensor<64x64xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %2:2 = call @norm(%0) : (tensor<256x64xf32>) -> (tensor<256x1xf32>, tensor<256x1xf32>)
    %3 = stablehlo.broadcast_in_dim %2#0, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %4 = stablehlo.divide %0, %3 : tensor<256x64xf32>
    %5 = stablehlo.multiply %2#0, %2#0 : tensor<256x1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %7 = stablehlo.divide %6, %5 : tensor<256x1xf32>
    %8:2 = call @norm(%1) : (tensor<256x64xf32>) -> (tensor<256x1xf32>, tensor<256x1xf32>)
    %9 = stablehlo.broadcast_in_dim %8#0, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %10 = stablehlo.divide %1, %9 : tensor<256x64xf32>
    %11 = stablehlo.multiply %8#0, %8#0 : tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %13 = stablehlo.divide %12, %11 : tensor<256x1xf32>
    %14 = stablehlo.transpose %10, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %15 = stablehlo.dot_general %4, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x256xf32>) -> tensor<256x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<256x256xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.maximum across dimensions = [0] : (tensor<256x256xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %20 = stablehlo.maximum %19, %18 : tensor<256xf32>
    %21 = stablehlo.is_finite %20 : (tensor<256xf32>) -> tensor<256xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %23 = stablehlo.select %21, %20, %22 : tensor<256xi1>, tensor<256xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<256x256xf32>
    %26 = stablehlo.subtract %17, %25 : tensor<256x256xf32>
    %27 = stablehlo.exponential %26 : tensor<256x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<256x256xf32>, tensor<f32>) -> tensor<256xf32>
    %29 = stablehlo.abs %28 : tensor<256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %31 = stablehlo.compare GE, %28, %30, FLOAT : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xi1>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.reduce(%17 init: %cst_7) applies stablehlo.maximum across dimensions = [1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<256xf32>
    %35 = stablehlo.is_finite %34 : (tensor<256xf32>) -> tensor<256xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %37 = stablehlo.select %35, %34, %36 : tensor<256xi1>, tensor<256xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x256xf32>
    %40 = stablehlo.subtract %17, %39 : tensor<256x256xf32>
    %41 = stablehlo.exponential %40 : tensor<256x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<256xf32>
    %43 = stablehlo.abs %42 : tensor<256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %45 = stablehlo.compare GE, %42, %44, FLOAT : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xi1>
    %46:3 = call @_diag() : () -> (tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>)
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %47 = stablehlo.divide %cst_12, %cst_13 : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %49 = stablehlo.negate %48 : tensor<256xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %51 = stablehlo.multiply %50, %49 : tensor<256xf32>
    %52 = call @_diag_0(%46#0, %46#1, %46#2, %51) : (tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>, tensor<256xf32>) -> tensor<256x256xf32>
    %53 = stablehlo.divide %48, %43 : tensor<256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %55 = stablehlo.select %45, %54, %53 : tensor<256xi1>, tensor<256xf32>
    %56 = stablehlo.select %45, %53, %54 : tensor<256xi1>, tensor<256xf32>
    %57 = stablehlo.negate %55 : tensor<256xf32>
    %58 = stablehlo.add %56, %57 : tensor<256xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<256xf32>) -> tensor<256x256xf32>
    %60 = stablehlo.multiply %59, %41 : tensor<256x256xf32>
    %61 = stablehlo.add %52, %60 : tensor<256x256xf32>
    %62 = stablehlo.divide %48, %29 : tensor<256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %64 = stablehlo.select %31, %63, %62 : tensor<256xi1>, tensor<256xf32>
    %65 = stablehlo.select %31, %62, %63 : tensor<256xi1>, tensor<256xf32>
    %66 = stablehlo.negate %64 : tensor<256xf32>
    %67 = stablehlo.add %65, %66 : tensor<256xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<256xf32>) -> tensor<256x256xf32>
    %69 = stablehlo.multiply %68, %27 : tensor<256x256xf32>
    %70 = stablehlo.add %61, %69 : tensor<256x256xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<256x256xf32>
    %73 = stablehlo.dot_general %72, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %74 = stablehlo.transpose %73, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %75 = stablehlo.dot_general %72, %14, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<64x256xf32>) -> tensor<256x64xf32>
    %76 = stablehlo.transpose %74, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %77 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<256x64xf32>
    %79 = stablehlo.multiply %78, %1 : tensor<256x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %81 = stablehlo.reshape %80 : (tensor<256xf32>) -> tensor<256x1xf32>
    %82 = stablehlo.negate %81 : tensor<256x1xf32>
    %83 = stablehlo.broadcast_in_dim %8#0, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %84 = stablehlo.divide %76, %83 : tensor<256x64xf32>
    %85 = call @norm_2(%1, %8#1, %82) : (tensor<256x64xf32>, tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x64xf32>
    %86 = stablehlo.add %84, %85 : tensor<256x64xf32>
    %87 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %88 = stablehlo.multiply %75, %87 : tensor<256x64xf32>
    %89 = stablehlo.multiply %88, %0 : tensor<256x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %91 = stablehlo.reshape %90 : (tensor<256xf32>) -> tensor<256x1xf32>
    %92 = stablehlo.negate %91 : tensor<256x1xf32>
    %93 = stablehlo.broadcast_in_dim %2#0, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %94 = stablehlo.divide %75, %93 : tensor<256x64xf32>
    %95 = call @norm_2(%0, %2#1, %92) : (tensor<256x64xf32>, tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x64xf32>
    %96 = stablehlo.add %94, %95 : tensor<256x64xf32>
    %97 = stablehlo.dot_general %86, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
    %98 = stablehlo.transpose %97, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %99 = stablehlo.dot_general %96, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
    %100 = stablehlo.transpose %99, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    return %100, %98 : tensor<64x64xf32>, tensor<64x64xf32>
  }
  func.func private @norm(%arg0: tensor<256x64xf32>) -> (tensor<256x1xf32>, tensor<256x1xf32>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<256x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %5 = stablehlo.divide %4, %3 : tensor<256x1xf32>
    return %3, %5 : tensor<256x1xf32>, tensor<256x1xf32>
  }
  func.func private @_diag() -> (tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>) {
    %0:3 = call @diagonal() : () -> (tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>)
    return %0#0, %0#1, %0#2 : tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>
  }
  func.func private @diagonal() -> (tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %3 = stablehlo.add %0, %2 : tensor<256x256xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %5 = stablehlo.convert %4 : (tensor<256x256xi1>) -> tensor<256x256xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7:2 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<256xi32>
      %9 = stablehlo.iota dim = 0 : tensor<256xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<256xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
      %c_2 = stablehlo.constant dense<256> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256xi32>
      %13 = stablehlo.add %8, %12 : tensor<256xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<256xi1>, tensor<256xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<256xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
      %c_4 = stablehlo.constant dense<256> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<256xi32>
      %18 = stablehlo.add %9, %17 : tensor<256xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<256xi1>, tensor<256xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x2xi32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
      stablehlo.return %23, %22 : tensor<256x256xf32>, tensor<256x2xi32>
    }) : (tensor<i32>) -> (tensor<256x256xf32>, tensor<256x2xi32>)
    return %c_0, %7#0, %7#1 : tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>
  }
  func.func private @_diag_0(%arg0: tensor<i32>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x2xi32>, %arg3: tensor<256xf32>) -> tensor<256x256xf32> {
    %0 = call @diagonal_1(%arg0, %arg1, %arg2, %arg3) : (tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>, tensor<256xf32>) -> tensor<256x256xf32>
    return %0 : tensor<256x256xf32>
  }
  func.func private @diagonal_1(%arg0: tensor<i32>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x2xi32>, %arg3: tensor<256xf32>) -> tensor<256x256xf32> {
    %0 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
      %3 = "stablehlo.scatter"(%2, %arg2, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %4 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %4 : tensor<f32>
      }) : (tensor<256x256xf32>, tensor<256x2xi32>, tensor<256xf32>) -> tensor<256x256xf32>
      stablehlo.return %3 : tensor<256x256xf32>
    }) : (tensor<i32>) -> tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
  func.func private @norm_2(%arg0: tensor<256x64xf32>, %arg1: tensor<256x1xf32>, %arg2: tensor<256x1xf32>) -> tensor<256x64xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<256x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<256xf32>) -> tensor<256x64xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<256x64xf32>
    %4 = stablehlo.multiply %2, %arg0 : tensor<256x64xf32>
    %5 = stablehlo.add %3, %4 : tensor<256x64xf32>
    return %5 : tensor<256x64xf32>
  }
}
