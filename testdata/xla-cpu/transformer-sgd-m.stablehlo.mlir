module @jit_transformer_sgd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x64xf32>, %arg1: tensor<256xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x256xf32>, %arg8: tensor<256x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<32x64xf32>, %arg16: tensor<256x64xf32>, %arg17: tensor<256xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x256xf32>, %arg24: tensor<256x64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64x64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<32x64xf32>, %arg32: tensor<4x33xi32>, %arg33: tensor<2xui32>) -> (tensor<256x64xf32> {jax.result_info = "result[0]['embed']"}, tensor<256xf32> {jax.result_info = "result[0]['layers'][0]['b1']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][0]['b2']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][0]['ln1']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][0]['ln1']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][0]['ln2']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][0]['ln2']['scale']"}, tensor<64x256xf32> {jax.result_info = "result[0]['layers'][0]['w1']"}, tensor<256x64xf32> {jax.result_info = "result[0]['layers'][0]['w2']"}, tensor<64x64xf32> {jax.result_info = "result[0]['layers'][0]['wk']"}, tensor<64x64xf32> {jax.result_info = "result[0]['layers'][0]['wo']"}, tensor<64x64xf32> {jax.result_info = "result[0]['layers'][0]['wq']"}, tensor<64x64xf32> {jax.result_info = "result[0]['layers'][0]['wv']"}, tensor<64xf32> {jax.result_info = "result[0]['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['ln_f']['scale']"}, tensor<32x64xf32> {jax.result_info = "result[0]['pos']"}, tensor<256x64xf32> {jax.result_info = "result[1]['embed']"}, tensor<256xf32> {jax.result_info = "result[1]['layers'][0]['b1']"}, tensor<64xf32> {jax.result_info = "result[1]['layers'][0]['b2']"}, tensor<64xf32> {jax.result_info = "result[1]['layers'][0]['ln1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['layers'][0]['ln1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['layers'][0]['ln2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['layers'][0]['ln2']['scale']"}, tensor<64x256xf32> {jax.result_info = "result[1]['layers'][0]['w1']"}, tensor<256x64xf32> {jax.result_info = "result[1]['layers'][0]['w2']"}, tensor<64x64xf32> {jax.result_info = "result[1]['layers'][0]['wk']"}, tensor<64x64xf32> {jax.result_info = "result[1]['layers'][0]['wo']"}, tensor<64x64xf32> {jax.result_info = "result[1]['layers'][0]['wq']"}, tensor<64x64xf32> {jax.result_info = "result[1]['layers'][0]['wv']"}, tensor<64xf32> {jax.result_info = "result[1]['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['ln_f']['scale']"}, tensor<32x64xf32> {jax.result_info = "result[1]['pos']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg32 [0:4, 0:32] : (tensor<4x33xi32>) -> tensor<4x32xi32>
    %1 = stablehlo.slice %arg32 [0:4, 1:33] : (tensor<4x33xi32>) -> tensor<4x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x32xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<4x32xi32>, tensor<4x32xi32>) -> tensor<4x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x32xi32>
    %5 = stablehlo.add %0, %4 : tensor<4x32xi32>
    %6 = stablehlo.select %3, %5, %0 : tensor<4x32xi1>, tensor<4x32xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x32xi32>) -> tensor<4x32x1xi32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<4x32x1xi32>) -> tensor<4x32x64xf32>
    %9 = stablehlo.broadcast_in_dim %arg15, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x32x64xf32>) -> tensor<4x32x64xf32>
    %11 = stablehlo.add %8, %10 : tensor<4x32x64xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %12 = call @_threefry_fold_in(%arg33, %c_1) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%11 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<4x32x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %18 = stablehlo.subtract %11, %17 : tensor<4x32x64xf32>
    %19 = stablehlo.multiply %18, %18 : tensor<4x32x64xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %21 = stablehlo.multiply %20, %18 : tensor<4x32x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%19 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %25 = stablehlo.divide %23, %24 : tensor<4x32x1xf32>
    %26 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %27 = stablehlo.subtract %11, %26 : tensor<4x32x64xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %29 = stablehlo.add %25, %28 : tensor<4x32x1xf32>
    %30 = stablehlo.rsqrt %29 : tensor<4x32x1xf32>
    %31 = stablehlo.divide %30, %29 : tensor<4x32x1xf32>
    %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<4x32x1xf32>
    %34 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %35 = stablehlo.multiply %27, %34 : tensor<4x32x64xf32>
    %36 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<4x32x64xf32>
    %39 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %41 = stablehlo.add %38, %40 : tensor<4x32x64xf32>
    %42 = stablehlo.dot_general %41, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<64x64xf32>) -> tensor<4x32x64xf32>
    %43 = stablehlo.reshape %42 : (tensor<4x32x64xf32>) -> tensor<4x32x4x16xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] : (tensor<4x32x4x16xf32>) -> tensor<4x4x32x16xf32>
    %45 = stablehlo.dot_general %41, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<64x64xf32>) -> tensor<4x32x64xf32>
    %46 = stablehlo.reshape %45 : (tensor<4x32x64xf32>) -> tensor<4x32x4x16xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] : (tensor<4x32x4x16xf32>) -> tensor<4x4x32x16xf32>
    %48 = stablehlo.dot_general %41, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<64x64xf32>) -> tensor<4x32x64xf32>
    %49 = stablehlo.reshape %48 : (tensor<4x32x64xf32>) -> tensor<4x32x4x16xf32>
    %50 = stablehlo.transpose %49, dims = [0, 2, 1, 3] : (tensor<4x32x4x16xf32>) -> tensor<4x4x32x16xf32>
    %51 = stablehlo.transpose %47, dims = [0, 1, 3, 2] : (tensor<4x4x32x16xf32>) -> tensor<4x4x16x32xf32>
    %52 = stablehlo.dot_general %44, %51, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x32x16xf32>, tensor<4x4x16x32xf32>) -> tensor<4x4x32x32xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %53 = stablehlo.sqrt %cst_8 : tensor<f32>
    %54 = stablehlo.convert %53 : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<4x4x32x32xf32>
    %56 = stablehlo.divide %52, %55 : tensor<4x4x32x32xf32>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %57 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %58 = call @tril(%57) : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %cst_10 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %59:2 = call @_where(%58, %56, %cst_10) : (tensor<32x32xi1>, tensor<4x4x32x32xf32>, tensor<f32>) -> (tensor<4x4x32x32xf32>, tensor<4x4x32x32xi1>)
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = stablehlo.reduce(%59#0 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x32x32xf32>, tensor<f32>) -> tensor<4x4x32xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
    %62 = stablehlo.maximum %61, %60 : tensor<4x4x32xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<4x4x32xf32>) -> tensor<4x4x32x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<4x4x32x1xf32>) -> tensor<4x4x32x32xf32>
    %65 = stablehlo.subtract %59#0, %64 : tensor<4x4x32x32xf32>
    %66 = stablehlo.exponential %65 : tensor<4x4x32x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<4x4x32x32xf32>, tensor<f32>) -> tensor<4x4x32xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<4x4x32xf32>) -> tensor<4x4x32x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<4x4x32x1xf32>) -> tensor<4x4x32x32xf32>
    %70 = stablehlo.divide %66, %69 : tensor<4x4x32x32xf32>
    %71 = stablehlo.multiply %68, %68 : tensor<4x4x32x1xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x4x32x1xf32>
    %73 = stablehlo.divide %72, %71 : tensor<4x4x32x1xf32>
    %74 = stablehlo.dot_general %70, %50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x32x32xf32>, tensor<4x4x32x16xf32>) -> tensor<4x4x32x16xf32>
    %75 = stablehlo.transpose %74, dims = [0, 2, 1, 3] : (tensor<4x4x32x16xf32>) -> tensor<4x32x4x16xf32>
    %76 = stablehlo.reshape %75 : (tensor<4x32x4x16xf32>) -> tensor<4x32x64xf32>
    %77 = stablehlo.dot_general %76, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<64x64xf32>) -> tensor<4x32x64xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %78 = call @_bernoulli(%12, %cst_15) : (tensor<2xui32>, tensor<f32>) -> tensor<4x32x64xi1>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %80 = stablehlo.divide %77, %79 : tensor<4x32x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = call @_where_2(%78, %80, %cst_17) : (tensor<4x32x64xi1>, tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32x64xf32>
    %82 = stablehlo.add %11, %81 : tensor<4x32x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %86 = stablehlo.divide %84, %85 : tensor<4x32x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %88 = stablehlo.subtract %82, %87 : tensor<4x32x64xf32>
    %89 = stablehlo.multiply %88, %88 : tensor<4x32x64xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %91 = stablehlo.multiply %90, %88 : tensor<4x32x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%89 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %95 = stablehlo.divide %93, %94 : tensor<4x32x1xf32>
    %96 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %97 = stablehlo.subtract %82, %96 : tensor<4x32x64xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %99 = stablehlo.add %95, %98 : tensor<4x32x1xf32>
    %100 = stablehlo.rsqrt %99 : tensor<4x32x1xf32>
    %101 = stablehlo.divide %100, %99 : tensor<4x32x1xf32>
    %cst_24 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<4x32x1xf32>
    %104 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %105 = stablehlo.multiply %97, %104 : tensor<4x32x64xf32>
    %106 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %108 = stablehlo.multiply %105, %107 : tensor<4x32x64xf32>
    %109 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %111 = stablehlo.add %108, %110 : tensor<4x32x64xf32>
    %112 = stablehlo.dot_general %111, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<64x256xf32>) -> tensor<4x32x256xf32>
    %113 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<4x32x256xf32>
    %115 = stablehlo.add %112, %114 : tensor<4x32x256xf32>
    %116 = stablehlo.multiply %115, %115 : tensor<4x32x256xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<4x32x256xf32>
    %118 = stablehlo.multiply %115, %115 : tensor<4x32x256xf32>
    %cst_25 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<4x32x256xf32>
    %cst_26 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %122 = stablehlo.multiply %121, %117 : tensor<4x32x256xf32>
    %123 = stablehlo.add %115, %122 : tensor<4x32x256xf32>
    %cst_27 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<4x32x256xf32>
    %126 = stablehlo.tanh %125 : tensor<4x32x256xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %128 = stablehlo.subtract %127, %126 : tensor<4x32x256xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %130 = stablehlo.add %129, %126 : tensor<4x32x256xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %132 = stablehlo.multiply %131, %130 : tensor<4x32x256xf32>
    %133 = stablehlo.multiply %115, %132 : tensor<4x32x256xf32>
    %134 = stablehlo.dot_general %133, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x256xf32>, tensor<256x64xf32>) -> tensor<4x32x64xf32>
    %135 = stablehlo.add %82, %134 : tensor<4x32x64xf32>
    %136 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %138 = stablehlo.add %135, %137 : tensor<4x32x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %142 = stablehlo.divide %140, %141 : tensor<4x32x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %144 = stablehlo.subtract %138, %143 : tensor<4x32x64xf32>
    %145 = stablehlo.multiply %144, %144 : tensor<4x32x64xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %147 = stablehlo.multiply %146, %144 : tensor<4x32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%145 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %151 = stablehlo.divide %149, %150 : tensor<4x32x1xf32>
    %152 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %153 = stablehlo.subtract %138, %152 : tensor<4x32x64xf32>
    %cst_36 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %155 = stablehlo.add %151, %154 : tensor<4x32x1xf32>
    %156 = stablehlo.rsqrt %155 : tensor<4x32x1xf32>
    %157 = stablehlo.divide %156, %155 : tensor<4x32x1xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %159 = stablehlo.multiply %158, %157 : tensor<4x32x1xf32>
    %160 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %161 = stablehlo.multiply %153, %160 : tensor<4x32x64xf32>
    %162 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %164 = stablehlo.multiply %161, %163 : tensor<4x32x64xf32>
    %165 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %167 = stablehlo.add %164, %166 : tensor<4x32x64xf32>
    %168 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %169 = stablehlo.dot_general %167, %168, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<64x256xf32>) -> tensor<4x32x256xf32>
    %170:3 = call @log_softmax(%169) : (tensor<4x32x256xf32>) -> (tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<4x32x1xf32>)
    %171 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x32xi32>) -> tensor<4x32x1xi32>
    %172:2 = call @take_along_axis(%170#0, %171) : (tensor<4x32x256xf32>, tensor<4x32x1xi32>) -> (tensor<4x32x1xf32>, tensor<4x32x1x1xi32>)
    %173 = stablehlo.negate %172#0 : tensor<4x32x1xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_38) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_39 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %175 = stablehlo.divide %174, %cst_39 : tensor<f32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %176 = stablehlo.divide %cst_40, %cst_41 : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %178 = stablehlo.negate %177 : tensor<4x32x1xf32>
    %179 = call @take_along_axis_3(%172#1, %178) : (tensor<4x32x1x1xi32>, tensor<4x32x1xf32>) -> tensor<4x32x256xf32>
    %180 = call @log_softmax_4(%170#1, %170#2, %179) : (tensor<4x32x256xf32>, tensor<4x32x1xf32>, tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %181 = stablehlo.dot_general %180, %167, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x256xf32>, tensor<4x32x64xf32>) -> tensor<256x64xf32>
    %182 = stablehlo.transpose %181, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %183 = stablehlo.dot_general %180, %168, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x256xf32>, tensor<64x256xf32>) -> tensor<4x32x64xf32>
    %184 = stablehlo.transpose %182, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%183 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %186 = stablehlo.reshape %185 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %188 = stablehlo.multiply %161, %183 : tensor<4x32x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %190 = stablehlo.reshape %189 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %191 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %192 = stablehlo.multiply %183, %191 : tensor<4x32x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%190 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %194 = stablehlo.multiply %153, %192 : tensor<4x32x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %197 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %198 = stablehlo.multiply %192, %197 : tensor<4x32x64xf32>
    %199 = stablehlo.multiply %196, %159 : tensor<4x32x1xf32>
    %200 = stablehlo.negate %198 : tensor<4x32x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %202 = stablehlo.reshape %201 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_48 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %204 = stablehlo.divide %199, %203 : tensor<4x32x1xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x64xf32>
    %207 = stablehlo.multiply %206, %147 : tensor<4x32x64xf32>
    %208 = stablehlo.negate %207 : tensor<4x32x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %210 = stablehlo.reshape %209 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %211 = stablehlo.add %198, %207 : tensor<4x32x64xf32>
    %212 = stablehlo.add %202, %210 : tensor<4x32x1xf32>
    %cst_51 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %214 = stablehlo.divide %212, %213 : tensor<4x32x1xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%214 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x64xf32>
    %217 = stablehlo.add %211, %216 : tensor<4x32x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %219 = stablehlo.reshape %218 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %221 = stablehlo.dot_general %217, %133, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<4x32x256xf32>) -> tensor<64x256xf32>
    %222 = stablehlo.transpose %221, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %223 = stablehlo.dot_general %217, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<256x64xf32>) -> tensor<4x32x256xf32>
    %224 = stablehlo.multiply %115, %223 : tensor<4x32x256xf32>
    %225 = stablehlo.multiply %223, %132 : tensor<4x32x256xf32>
    %cst_55 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %227 = stablehlo.multiply %226, %224 : tensor<4x32x256xf32>
    %228 = stablehlo.multiply %227, %128 : tensor<4x32x256xf32>
    %229 = stablehlo.multiply %228, %126 : tensor<4x32x256xf32>
    %230 = stablehlo.add %228, %229 : tensor<4x32x256xf32>
    %cst_56 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %232 = stablehlo.multiply %231, %230 : tensor<4x32x256xf32>
    %233 = stablehlo.add %225, %232 : tensor<4x32x256xf32>
    %cst_57 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %235 = stablehlo.multiply %234, %232 : tensor<4x32x256xf32>
    %236 = stablehlo.multiply %235, %120 : tensor<4x32x256xf32>
    %237 = stablehlo.add %233, %236 : tensor<4x32x256xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %239 = stablehlo.reshape %238 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%239 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %241 = stablehlo.dot_general %237, %111, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x256xf32>, tensor<4x32x64xf32>) -> tensor<256x64xf32>
    %242 = stablehlo.transpose %241, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %243 = stablehlo.dot_general %237, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x256xf32>, tensor<64x256xf32>) -> tensor<4x32x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %245 = stablehlo.reshape %244 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %247 = stablehlo.multiply %105, %243 : tensor<4x32x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%247 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %249 = stablehlo.reshape %248 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %250 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %251 = stablehlo.multiply %243, %250 : tensor<4x32x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%249 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %253 = stablehlo.multiply %97, %251 : tensor<4x32x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %255 = stablehlo.reshape %254 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %256 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %257 = stablehlo.multiply %251, %256 : tensor<4x32x64xf32>
    %258 = stablehlo.multiply %255, %103 : tensor<4x32x1xf32>
    %259 = stablehlo.negate %257 : tensor<4x32x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%259 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %261 = stablehlo.reshape %260 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %262 = stablehlo.add %217, %257 : tensor<4x32x64xf32>
    %cst_66 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %264 = stablehlo.divide %258, %263 : tensor<4x32x1xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%264 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x64xf32>
    %267 = stablehlo.multiply %266, %91 : tensor<4x32x64xf32>
    %268 = stablehlo.negate %267 : tensor<4x32x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%268 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %270 = stablehlo.reshape %269 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %271 = stablehlo.add %262, %267 : tensor<4x32x64xf32>
    %272 = stablehlo.add %261, %270 : tensor<4x32x1xf32>
    %cst_69 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %274 = stablehlo.divide %272, %273 : tensor<4x32x1xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x64xf32>
    %277 = stablehlo.add %271, %276 : tensor<4x32x64xf32>
    %278 = call @_where_5(%78, %277) : (tensor<4x32x64xi1>, tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %280 = stablehlo.divide %278, %279 : tensor<4x32x64xf32>
    %281 = stablehlo.dot_general %280, %76, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<4x32x64xf32>) -> tensor<64x64xf32>
    %282 = stablehlo.transpose %281, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %283 = stablehlo.dot_general %280, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<64x64xf32>) -> tensor<4x32x64xf32>
    %284 = stablehlo.reshape %283 : (tensor<4x32x64xf32>) -> tensor<4x32x4x16xf32>
    %285 = stablehlo.transpose %284, dims = [0, 2, 1, 3] : (tensor<4x32x4x16xf32>) -> tensor<4x4x32x16xf32>
    %286 = stablehlo.dot_general %285, %70, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x32x16xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x16x32xf32>
    %287 = stablehlo.transpose %286, dims = [0, 1, 3, 2] : (tensor<4x4x16x32xf32>) -> tensor<4x4x32x16xf32>
    %288 = stablehlo.dot_general %285, %50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x32x16xf32>, tensor<4x4x32x16xf32>) -> tensor<4x4x32x32xf32>
    %289 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<4x4x32x1xf32>) -> tensor<4x4x32x32xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<4x4x32x32xf32>
    %291 = stablehlo.multiply %290, %66 : tensor<4x4x32x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<4x4x32x32xf32>, tensor<f32>) -> tensor<4x4x32xf32>
    %293 = stablehlo.reshape %292 : (tensor<4x4x32xf32>) -> tensor<4x4x32x1xf32>
    %294 = stablehlo.negate %293 : tensor<4x4x32x1xf32>
    %295 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<4x4x32x1xf32>) -> tensor<4x4x32x32xf32>
    %296 = stablehlo.divide %288, %295 : tensor<4x4x32x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%294 init: %cst_73) applies stablehlo.add across dimensions = [3] : (tensor<4x4x32x1xf32>, tensor<f32>) -> tensor<4x4x32xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<4x4x32xf32>) -> tensor<4x4x32x32xf32>
    %299 = stablehlo.add %296, %298 : tensor<4x4x32x32xf32>
    %300 = stablehlo.multiply %299, %66 : tensor<4x4x32x32xf32>
    %301 = call @_where_6(%59#1, %300) : (tensor<4x4x32x32xi1>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %302 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<4x4x32x32xf32>
    %303 = stablehlo.divide %301, %302 : tensor<4x4x32x32xf32>
    %304 = stablehlo.dot_general %303, %44, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x32x32xf32>, tensor<4x4x32x16xf32>) -> tensor<4x4x32x16xf32>
    %305 = stablehlo.transpose %304, dims = [0, 1, 3, 2] : (tensor<4x4x32x16xf32>) -> tensor<4x4x16x32xf32>
    %306 = stablehlo.dot_general %303, %51, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x32x32xf32>, tensor<4x4x16x32xf32>) -> tensor<4x4x32x16xf32>
    %307 = stablehlo.transpose %305, dims = [0, 1, 3, 2] : (tensor<4x4x16x32xf32>) -> tensor<4x4x32x16xf32>
    %308 = stablehlo.transpose %287, dims = [0, 2, 1, 3] : (tensor<4x4x32x16xf32>) -> tensor<4x32x4x16xf32>
    %309 = stablehlo.reshape %308 : (tensor<4x32x4x16xf32>) -> tensor<4x32x64xf32>
    %310 = stablehlo.dot_general %309, %41, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<4x32x64xf32>) -> tensor<64x64xf32>
    %311 = stablehlo.transpose %310, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %312 = stablehlo.dot_general %309, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<64x64xf32>) -> tensor<4x32x64xf32>
    %313 = stablehlo.transpose %307, dims = [0, 2, 1, 3] : (tensor<4x4x32x16xf32>) -> tensor<4x32x4x16xf32>
    %314 = stablehlo.reshape %313 : (tensor<4x32x4x16xf32>) -> tensor<4x32x64xf32>
    %315 = stablehlo.dot_general %314, %41, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<4x32x64xf32>) -> tensor<64x64xf32>
    %316 = stablehlo.transpose %315, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %317 = stablehlo.dot_general %314, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<64x64xf32>) -> tensor<4x32x64xf32>
    %318 = stablehlo.add %312, %317 : tensor<4x32x64xf32>
    %319 = stablehlo.transpose %306, dims = [0, 2, 1, 3] : (tensor<4x4x32x16xf32>) -> tensor<4x32x4x16xf32>
    %320 = stablehlo.reshape %319 : (tensor<4x32x4x16xf32>) -> tensor<4x32x64xf32>
    %321 = stablehlo.dot_general %320, %41, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<4x32x64xf32>) -> tensor<64x64xf32>
    %322 = stablehlo.transpose %321, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %323 = stablehlo.dot_general %320, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<64x64xf32>) -> tensor<4x32x64xf32>
    %324 = stablehlo.add %318, %323 : tensor<4x32x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %326 = stablehlo.reshape %325 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.reduce(%326 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %328 = stablehlo.multiply %35, %324 : tensor<4x32x64xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.reduce(%328 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %330 = stablehlo.reshape %329 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %331 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %332 = stablehlo.multiply %324, %331 : tensor<4x32x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.reduce(%330 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %334 = stablehlo.multiply %27, %332 : tensor<4x32x64xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%334 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %336 = stablehlo.reshape %335 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %337 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %338 = stablehlo.multiply %332, %337 : tensor<4x32x64xf32>
    %339 = stablehlo.multiply %336, %33 : tensor<4x32x1xf32>
    %340 = stablehlo.negate %338 : tensor<4x32x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%340 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %342 = stablehlo.reshape %341 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %343 = stablehlo.add %277, %338 : tensor<4x32x64xf32>
    %cst_80 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %345 = stablehlo.divide %339, %344 : tensor<4x32x1xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.reduce(%345 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x64xf32>
    %348 = stablehlo.multiply %347, %21 : tensor<4x32x64xf32>
    %349 = stablehlo.negate %348 : tensor<4x32x64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%349 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %351 = stablehlo.reshape %350 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %352 = stablehlo.add %343, %348 : tensor<4x32x64xf32>
    %353 = stablehlo.add %342, %351 : tensor<4x32x1xf32>
    %cst_83 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %355 = stablehlo.divide %353, %354 : tensor<4x32x1xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.reduce(%355 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x64xf32>
    %358 = stablehlo.add %352, %357 : tensor<4x32x64xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_85) applies stablehlo.add across dimensions = [0] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %360 = stablehlo.reshape %359 : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_86) applies stablehlo.add across dimensions = [0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %363 = "stablehlo.scatter"(%362, %7, %358) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %461 = stablehlo.add %arg34, %arg35 : tensor<f32>
      stablehlo.return %461 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<4x32x1xi32>, tensor<4x32x64xf32>) -> tensor<256x64xf32>
    %364 = stablehlo.add %184, %363 : tensor<256x64xf32>
    %cst_88 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %366 = stablehlo.multiply %365, %arg16 : tensor<256x64xf32>
    %367 = stablehlo.add %366, %364 : tensor<256x64xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %369 = stablehlo.multiply %368, %arg17 : tensor<256xf32>
    %370 = stablehlo.add %369, %240 : tensor<256xf32>
    %cst_90 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %372 = stablehlo.multiply %371, %arg18 : tensor<64xf32>
    %373 = stablehlo.add %372, %220 : tensor<64xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %375 = stablehlo.multiply %374, %arg19 : tensor<64xf32>
    %376 = stablehlo.add %375, %327 : tensor<64xf32>
    %cst_92 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %378 = stablehlo.multiply %377, %arg20 : tensor<64xf32>
    %379 = stablehlo.add %378, %333 : tensor<64xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %381 = stablehlo.multiply %380, %arg21 : tensor<64xf32>
    %382 = stablehlo.add %381, %246 : tensor<64xf32>
    %cst_94 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %384 = stablehlo.multiply %383, %arg22 : tensor<64xf32>
    %385 = stablehlo.add %384, %252 : tensor<64xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %387 = stablehlo.multiply %386, %arg23 : tensor<64x256xf32>
    %388 = stablehlo.add %387, %242 : tensor<64x256xf32>
    %cst_96 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %390 = stablehlo.multiply %389, %arg24 : tensor<256x64xf32>
    %391 = stablehlo.add %390, %222 : tensor<256x64xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %393 = stablehlo.multiply %392, %arg25 : tensor<64x64xf32>
    %394 = stablehlo.add %393, %316 : tensor<64x64xf32>
    %cst_98 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %396 = stablehlo.multiply %395, %arg26 : tensor<64x64xf32>
    %397 = stablehlo.add %396, %282 : tensor<64x64xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %399 = stablehlo.multiply %398, %arg27 : tensor<64x64xf32>
    %400 = stablehlo.add %399, %322 : tensor<64x64xf32>
    %cst_100 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %402 = stablehlo.multiply %401, %arg28 : tensor<64x64xf32>
    %403 = stablehlo.add %402, %311 : tensor<64x64xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %405 = stablehlo.multiply %404, %arg29 : tensor<64xf32>
    %406 = stablehlo.add %405, %187 : tensor<64xf32>
    %cst_102 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %408 = stablehlo.multiply %407, %arg30 : tensor<64xf32>
    %409 = stablehlo.add %408, %193 : tensor<64xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %411 = stablehlo.multiply %410, %arg31 : tensor<32x64xf32>
    %412 = stablehlo.add %411, %361 : tensor<32x64xf32>
    %cst_104 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %414 = stablehlo.multiply %413, %367 : tensor<256x64xf32>
    %415 = stablehlo.subtract %arg0, %414 : tensor<256x64xf32>
    %cst_105 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %417 = stablehlo.multiply %416, %370 : tensor<256xf32>
    %418 = stablehlo.subtract %arg1, %417 : tensor<256xf32>
    %cst_106 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %420 = stablehlo.multiply %419, %373 : tensor<64xf32>
    %421 = stablehlo.subtract %arg2, %420 : tensor<64xf32>
    %cst_107 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %423 = stablehlo.multiply %422, %376 : tensor<64xf32>
    %424 = stablehlo.subtract %arg3, %423 : tensor<64xf32>
    %cst_108 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %426 = stablehlo.multiply %425, %379 : tensor<64xf32>
    %427 = stablehlo.subtract %arg4, %426 : tensor<64xf32>
    %cst_109 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %429 = stablehlo.multiply %428, %382 : tensor<64xf32>
    %430 = stablehlo.subtract %arg5, %429 : tensor<64xf32>
    %cst_110 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %432 = stablehlo.multiply %431, %385 : tensor<64xf32>
    %433 = stablehlo.subtract %arg6, %432 : tensor<64xf32>
    %cst_111 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %435 = stablehlo.multiply %434, %388 : tensor<64x256xf32>
    %436 = stablehlo.subtract %arg7, %435 : tensor<64x256xf32>
    %cst_112 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %438 = stablehlo.multiply %437, %391 : tensor<256x64xf32>
    %439 = stablehlo.subtract %arg8, %438 : tensor<256x64xf32>
    %cst_113 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %441 = stablehlo.multiply %440, %394 : tensor<64x64xf32>
    %442 = stablehlo.subtract %arg9, %441 : tensor<64x64xf32>
    %cst_114 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %444 = stablehlo.multiply %443, %397 : tensor<64x64xf32>
    %445 = stablehlo.subtract %arg10, %444 : tensor<64x64xf32>
    %cst_115 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %447 = stablehlo.multiply %446, %400 : tensor<64x64xf32>
    %448 = stablehlo.subtract %arg11, %447 : tensor<64x64xf32>
    %cst_116 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %450 = stablehlo.multiply %449, %403 : tensor<64x64xf32>
    %451 = stablehlo.subtract %arg12, %450 : tensor<64x64xf32>
    %cst_117 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %453 = stablehlo.multiply %452, %406 : tensor<64xf32>
    %454 = stablehlo.subtract %arg13, %453 : tensor<64xf32>
    %cst_118 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %456 = stablehlo.multiply %455, %409 : tensor<64xf32>
    %457 = stablehlo.subtract %arg14, %456 : tensor<64xf32>
    %cst_119 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %459 = stablehlo.multiply %458, %412 : tensor<32x64xf32>
    %460 = stablehlo.subtract %arg15, %459 : tensor<32x64xf32>
    return %415, %418, %421, %424, %427, %430, %433, %436, %439, %442, %445, %448, %451, %454, %457, %460, %367, %370, %373, %376, %379, %382, %385, %388, %391, %394, %397, %400, %403, %406, %409, %412, %175 : tensor<256x64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<f32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @tril(%arg0: tensor<32x32xi1>) -> tensor<32x32xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %2 = stablehlo.add %0, %1 : tensor<32x32xi32>
    %3 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<32x32xi1>, tensor<32x32xi1>
    return %6 : tensor<32x32xi1>
  }
  func.func private @_where(%arg0: tensor<32x32xi1>, %arg1: tensor<4x4x32x32xf32>, %arg2: tensor<f32>) -> (tensor<4x4x32x32xf32>, tensor<4x4x32x32xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<4x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x4x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x4x32x32xi1>, tensor<4x4x32x32xf32>
    return %3, %1 : tensor<4x4x32x32xf32>, tensor<4x4x32x32xi1>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<4x32x64xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<4x32x64xf32>, tensor<4x32x64xf32>) -> tensor<4x32x64xi1>
    return %2 : tensor<4x32x64xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x32x64xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<4x32x64xui64>
    %9 = stablehlo.iota dim = 1 : tensor<4x32x64xui64>
    %10 = stablehlo.iota dim = 2 : tensor<4x32x64xui64>
    %c = stablehlo.constant dense<2048> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4x32x64xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<4x32x64xui64>
    %c_0 = stablehlo.constant dense<64> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4x32x64xui64>
    %14 = stablehlo.multiply %13, %9 : tensor<4x32x64xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x32x64xui64>
    %16 = stablehlo.multiply %15, %10 : tensor<4x32x64xui64>
    %17 = stablehlo.add %12, %14 : tensor<4x32x64xui64>
    %18 = stablehlo.add %17, %16 : tensor<4x32x64xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<4x32x64xui64>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<4x32x64xui64>
    %21 = stablehlo.convert %18 : (tensor<4x32x64xui64>) -> tensor<4x32x64xui32>
    %22 = stablehlo.convert %20 : (tensor<4x32x64xui64>) -> tensor<4x32x64xui32>
    %23:2 = call @threefry2x32_0(%5, %7, %22, %21) : (tensor<ui32>, tensor<ui32>, tensor<4x32x64xui32>, tensor<4x32x64xui32>) -> (tensor<4x32x64xui32>, tensor<4x32x64xui32>)
    %24 = stablehlo.xor %23#0, %23#1 : tensor<4x32x64xui32>
    %c_3 = stablehlo.constant dense<9> : tensor<ui32>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<4x32x64xui32>
    %c_4 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %28 = stablehlo.or %26, %27 : tensor<4x32x64xui32>
    %29 = stablehlo.bitcast_convert %28 : (tensor<4x32x64xui32>) -> tensor<4x32x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<4x32x64xf32>
    %32 = stablehlo.subtract %3, %2 : tensor<1x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<4x32x64xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<4x32x64xf32>
    %35 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<4x32x64xf32>
    %36 = stablehlo.add %34, %35 : tensor<4x32x64xf32>
    %37 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<4x32x64xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<4x32x64xf32>
    return %38 : tensor<4x32x64xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4x32x64xui32>, %arg3: tensor<4x32x64xui32>) -> (tensor<4x32x64xui32>, tensor<4x32x64xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4x32x64xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4x32x64xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4x32x64xui32>, tensor<4x32x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_1(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4x32x64xui32>, tensor<4x32x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x32x64xui32>, tensor<4x32x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<4x32x64xui32>, tensor<4x32x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4x32x64xui32>, tensor<4x32x64xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<4x32x64xui32>, %arg2: tensor<4x32x64xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4x32x64xui32>, tensor<4x32x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4x32x64xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4x32x64xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4x32x64xui32>
    %9 = stablehlo.or %5, %8 : tensor<4x32x64xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4x32x64xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4x32x64xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4x32x64xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4x32x64xui32>
    %19 = stablehlo.or %15, %18 : tensor<4x32x64xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4x32x64xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4x32x64xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4x32x64xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4x32x64xui32>
    %29 = stablehlo.or %25, %28 : tensor<4x32x64xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4x32x64xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4x32x64xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4x32x64xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4x32x64xui32>
    %39 = stablehlo.or %35, %38 : tensor<4x32x64xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4x32x64xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %42 = stablehlo.add %33, %41 : tensor<4x32x64xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %44 = stablehlo.add %40, %43 : tensor<4x32x64xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4x32x64xui32>
    %48 = stablehlo.add %44, %47 : tensor<4x32x64xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4x32x64xui32>, tensor<4x32x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where_2(%arg0: tensor<4x32x64xi1>, %arg1: tensor<4x32x64xf32>, %arg2: tensor<f32>) -> tensor<4x32x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4x32x64xi1>, tensor<4x32x64xf32>
    return %2 : tensor<4x32x64xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x32x256xf32>) -> (tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<4x32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x32x256xf32>, tensor<f32>) -> tensor<4x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x32x256xf32>
    %6 = stablehlo.exponential %5 : tensor<4x32x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x32x256xf32>, tensor<f32>) -> tensor<4x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %9 = stablehlo.log %8 : tensor<4x32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x256xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x32x256xf32>
    return %11, %6, %8 : tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<4x32x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x32x256xf32>, %arg1: tensor<4x32x1xi32>) -> (tensor<4x32x1xf32>, tensor<4x32x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x32x1xi32>, tensor<4x32x1xi32>) -> tensor<4x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x32x1xi1>, tensor<4x32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x32x1xi32>) -> tensor<4x32x1x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x32x1x1xi32>, tensor<4x32x1x1xi32>) -> tensor<4x32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<4x32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x32x1x1xi32>, tensor<4x32x1x1xi32>) -> tensor<4x32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<4x32x1x1xi1>, tensor<i1>) -> tensor<4x32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x32x256xf32>, tensor<4x32x1x1xi32>) -> tensor<4x32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x32x1xi1>, tensor<4x32x1xf32>
    return %15, %5 : tensor<4x32x1xf32>, tensor<4x32x1x1xi32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<4x32x1x1xi32>, %arg1: tensor<4x32x1xf32>) -> tensor<4x32x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x32x256xf32>, tensor<4x32x1x1xi32>, tensor<4x32x1xf32>) -> tensor<4x32x256xf32>
    return %1 : tensor<4x32x256xf32>
  }
  func.func private @log_softmax_4(%arg0: tensor<4x32x256xf32>, %arg1: tensor<4x32x1xf32>, %arg2: tensor<4x32x256xf32>) -> tensor<4x32x256xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x32x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x256xf32>, tensor<f32>) -> tensor<4x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x256xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x32x256xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x32x256xf32>
    return %7 : tensor<4x32x256xf32>
  }
  func.func private @_where_5(%arg0: tensor<4x32x64xi1>, %arg1: tensor<4x32x64xf32>) -> tensor<4x32x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x32x64xi1>, tensor<4x32x64xf32>
    return %1 : tensor<4x32x64xf32>
  }
  func.func private @_where_6(%arg0: tensor<4x4x32x32xi1>, %arg1: tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x4x32x32xi1>, tensor<4x4x32x32xf32>
    return %1 : tensor<4x4x32x32xf32>
  }
}
