module @jit_unrolled_layers attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64xf32>, %arg1: tensor<4x32x64xf32>, %arg2: tensor<4x64x32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<16x32xf32>) -> (tensor<4x64xf32> {jax.result_info = "result[0]['b1']"}, tensor<4x32x64xf32> {jax.result_info = "result[0]['w1']"}, tensor<4x64x32xf32> {jax.result_info = "result[0]['w2']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg1 [0:1, 0:32, 0:64] : (tensor<4x32x64xf32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %2 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = stablehlo.slice %arg2 [0:1, 0:64, 0:32] : (tensor<4x64x32xf32>) -> tensor<1x64x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %6 = stablehlo.dot_general %arg3, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %7 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %9 = stablehlo.add %6, %8 : tensor<16x64xf32>
    %10 = stablehlo.tanh %9 : tensor<16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<16x64xf32>
    %13 = stablehlo.dot_general %10, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.add %arg3, %13 : tensor<16x32xf32>
    %15 = stablehlo.slice %arg1 [1:2, 0:32, 0:64] : (tensor<4x32x64xf32>) -> tensor<1x32x64xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %17 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x64xf32>) -> tensor<64xf32>
    %19 = stablehlo.slice %arg2 [1:2, 0:64, 0:32] : (tensor<4x64x32xf32>) -> tensor<1x64x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %21 = stablehlo.dot_general %14, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %22 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %24 = stablehlo.add %21, %23 : tensor<16x64xf32>
    %25 = stablehlo.tanh %24 : tensor<16x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %27 = stablehlo.subtract %26, %25 : tensor<16x64xf32>
    %28 = stablehlo.dot_general %25, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %29 = stablehlo.add %14, %28 : tensor<16x32xf32>
    %30 = stablehlo.slice %arg1 [2:3, 0:32, 0:64] : (tensor<4x32x64xf32>) -> tensor<1x32x64xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %32 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x64xf32>) -> tensor<64xf32>
    %34 = stablehlo.slice %arg2 [2:3, 0:64, 0:32] : (tensor<4x64x32xf32>) -> tensor<1x64x32xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %36 = stablehlo.dot_general %29, %31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %37 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %39 = stablehlo.add %36, %38 : tensor<16x64xf32>
    %40 = stablehlo.tanh %39 : tensor<16x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %42 = stablehlo.subtract %41, %40 : tensor<16x64xf32>
    %43 = stablehlo.dot_general %40, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %44 = stablehlo.add %29, %43 : tensor<16x32xf32>
    %45 = stablehlo.slice %arg1 [3:4, 0:32, 0:64] : (tensor<4x32x64xf32>) -> tensor<1x32x64xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %47 = stablehlo.slice %arg0 [3:4, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x64xf32>) -> tensor<64xf32>
    %49 = stablehlo.slice %arg2 [3:4, 0:64, 0:32] : (tensor<4x64x32xf32>) -> tensor<1x64x32xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %51 = stablehlo.dot_general %44, %46, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %52 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %54 = stablehlo.add %51, %53 : tensor<16x64xf32>
    %55 = stablehlo.tanh %54 : tensor<16x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %57 = stablehlo.subtract %56, %55 : tensor<16x64xf32>
    %58 = stablehlo.dot_general %55, %50, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %59 = stablehlo.add %44, %58 : tensor<16x32xf32>
    %60 = stablehlo.subtract %59, %arg4 : tensor<16x32xf32>
    %61 = stablehlo.multiply %60, %60 : tensor<16x32xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %63 = stablehlo.multiply %62, %60 : tensor<16x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%61 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %65 = stablehlo.divide %64, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %66 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %68 = stablehlo.multiply %67, %63 : tensor<16x32xf32>
    %69 = stablehlo.dot_general %68, %55, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %70 = stablehlo.transpose %69, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %71 = stablehlo.dot_general %68, %50, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %72 = stablehlo.multiply %71, %57 : tensor<16x64xf32>
    %73 = stablehlo.multiply %72, %55 : tensor<16x64xf32>
    %74 = stablehlo.add %72, %73 : tensor<16x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %76 = stablehlo.reshape %75 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %78 = stablehlo.dot_general %74, %44, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %79 = stablehlo.transpose %78, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %80 = stablehlo.dot_general %74, %46, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
    %81 = stablehlo.add %68, %80 : tensor<16x32xf32>
    %82 = stablehlo.broadcast_in_dim %70, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.pad %82, %cst_10, low = [3, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<4x64x32xf32>
    %84 = stablehlo.broadcast_in_dim %77, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.pad %84, %cst_11, low = [3, 0], high = [0, 0], interior = [0, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %86 = stablehlo.broadcast_in_dim %79, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.pad %86, %cst_12, low = [3, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<4x32x64xf32>
    %88 = stablehlo.dot_general %81, %40, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %89 = stablehlo.transpose %88, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %90 = stablehlo.dot_general %81, %35, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %91 = stablehlo.multiply %90, %42 : tensor<16x64xf32>
    %92 = stablehlo.multiply %91, %40 : tensor<16x64xf32>
    %93 = stablehlo.add %91, %92 : tensor<16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %95 = stablehlo.reshape %94 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %97 = stablehlo.dot_general %93, %29, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %98 = stablehlo.transpose %97, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %99 = stablehlo.dot_general %93, %31, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
    %100 = stablehlo.add %81, %99 : tensor<16x32xf32>
    %101 = stablehlo.broadcast_in_dim %89, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.pad %101, %cst_15, low = [2, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<4x64x32xf32>
    %103 = stablehlo.add %83, %102 : tensor<4x64x32xf32>
    %104 = stablehlo.broadcast_in_dim %96, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.pad %104, %cst_16, low = [2, 0], high = [1, 0], interior = [0, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %106 = stablehlo.add %85, %105 : tensor<4x64xf32>
    %107 = stablehlo.broadcast_in_dim %98, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.pad %107, %cst_17, low = [2, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<4x32x64xf32>
    %109 = stablehlo.add %87, %108 : tensor<4x32x64xf32>
    %110 = stablehlo.dot_general %100, %25, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %111 = stablehlo.transpose %110, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %112 = stablehlo.dot_general %100, %20, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %113 = stablehlo.multiply %112, %27 : tensor<16x64xf32>
    %114 = stablehlo.multiply %113, %25 : tensor<16x64xf32>
    %115 = stablehlo.add %113, %114 : tensor<16x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %117 = stablehlo.reshape %116 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %119 = stablehlo.dot_general %115, %14, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %120 = stablehlo.transpose %119, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %121 = stablehlo.dot_general %115, %16, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.add %100, %121 : tensor<16x32xf32>
    %123 = stablehlo.broadcast_in_dim %111, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.pad %123, %cst_20, low = [1, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<4x64x32xf32>
    %125 = stablehlo.add %103, %124 : tensor<4x64x32xf32>
    %126 = stablehlo.broadcast_in_dim %118, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.pad %126, %cst_21, low = [1, 0], high = [2, 0], interior = [0, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %128 = stablehlo.add %106, %127 : tensor<4x64xf32>
    %129 = stablehlo.broadcast_in_dim %120, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.pad %129, %cst_22, low = [1, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<4x32x64xf32>
    %131 = stablehlo.add %109, %130 : tensor<4x32x64xf32>
    %132 = stablehlo.dot_general %122, %10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %133 = stablehlo.transpose %132, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %134 = stablehlo.dot_general %122, %5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %135 = stablehlo.multiply %134, %12 : tensor<16x64xf32>
    %136 = stablehlo.multiply %135, %10 : tensor<16x64xf32>
    %137 = stablehlo.add %135, %136 : tensor<16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %139 = stablehlo.reshape %138 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %141 = stablehlo.dot_general %137, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %142 = stablehlo.transpose %141, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %143 = stablehlo.broadcast_in_dim %133, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.pad %143, %cst_25, low = [0, 0, 0], high = [3, 0, 0], interior = [0, 0, 0] : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<4x64x32xf32>
    %145 = stablehlo.add %125, %144 : tensor<4x64x32xf32>
    %146 = stablehlo.broadcast_in_dim %140, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.pad %146, %cst_26, low = [0, 0], high = [3, 0], interior = [0, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %148 = stablehlo.add %128, %147 : tensor<4x64xf32>
    %149 = stablehlo.broadcast_in_dim %142, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.pad %149, %cst_27, low = [0, 0, 0], high = [3, 0, 0], interior = [0, 0, 0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<4x32x64xf32>
    %151 = stablehlo.add %131, %150 : tensor<4x32x64xf32>
    %cst_28 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %153 = stablehlo.multiply %152, %148 : tensor<4x64xf32>
    %154 = stablehlo.subtract %arg0, %153 : tensor<4x64xf32>
    %cst_29 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %156 = stablehlo.multiply %155, %151 : tensor<4x32x64xf32>
    %157 = stablehlo.subtract %arg1, %156 : tensor<4x32x64xf32>
    %cst_30 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x64x32xf32>
    %159 = stablehlo.multiply %158, %145 : tensor<4x64x32xf32>
    %160 = stablehlo.subtract %arg2, %159 : tensor<4x64x32xf32>
    return %154, %157, %160, %65 : tensor<4x64xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>, tensor<f32>
  }
}
