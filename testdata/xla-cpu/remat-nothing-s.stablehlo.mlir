module @jit_remat_nothing attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
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
    %11 = stablehlo.dot_general %10, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.add %arg3, %11 : tensor<16x32xf32>
    %13 = stablehlo.slice %arg1 [1:2, 0:32, 0:64] : (tensor<4x32x64xf32>) -> tensor<1x32x64xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %15 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x64xf32>) -> tensor<64xf32>
    %17 = stablehlo.slice %arg2 [1:2, 0:64, 0:32] : (tensor<4x64x32xf32>) -> tensor<1x64x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %19 = stablehlo.dot_general %12, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %20 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %22 = stablehlo.add %19, %21 : tensor<16x64xf32>
    %23 = stablehlo.tanh %22 : tensor<16x64xf32>
    %24 = stablehlo.dot_general %23, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.add %12, %24 : tensor<16x32xf32>
    %26 = stablehlo.slice %arg1 [2:3, 0:32, 0:64] : (tensor<4x32x64xf32>) -> tensor<1x32x64xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %28 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x64xf32>) -> tensor<64xf32>
    %30 = stablehlo.slice %arg2 [2:3, 0:64, 0:32] : (tensor<4x64x32xf32>) -> tensor<1x64x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %32 = stablehlo.dot_general %25, %27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %33 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %35 = stablehlo.add %32, %34 : tensor<16x64xf32>
    %36 = stablehlo.tanh %35 : tensor<16x64xf32>
    %37 = stablehlo.dot_general %36, %31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %38 = stablehlo.add %25, %37 : tensor<16x32xf32>
    %39 = stablehlo.slice %arg1 [3:4, 0:32, 0:64] : (tensor<4x32x64xf32>) -> tensor<1x32x64xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %41 = stablehlo.slice %arg0 [3:4, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x64xf32>) -> tensor<64xf32>
    %43 = stablehlo.slice %arg2 [3:4, 0:64, 0:32] : (tensor<4x64x32xf32>) -> tensor<1x64x32xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %45 = stablehlo.dot_general %38, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %46 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %48 = stablehlo.add %45, %47 : tensor<16x64xf32>
    %49 = stablehlo.tanh %48 : tensor<16x64xf32>
    %50 = stablehlo.dot_general %49, %44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %51 = stablehlo.add %38, %50 : tensor<16x32xf32>
    %52 = stablehlo.subtract %51, %arg4 : tensor<16x32xf32>
    %53 = stablehlo.multiply %52, %52 : tensor<16x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %55 = stablehlo.multiply %54, %52 : tensor<16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%53 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %57 = stablehlo.divide %56, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %58 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %60 = stablehlo.multiply %59, %55 : tensor<16x32xf32>
    %61:5 = stablehlo.optimization_barrier %38, %40, %42, %44, %60 : tensor<16x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<16x32xf32>
    %62 = stablehlo.dot_general %61#0, %61#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %63 = stablehlo.broadcast_in_dim %61#2, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %65 = stablehlo.add %62, %64 : tensor<16x64xf32>
    %66 = stablehlo.tanh %65 : tensor<16x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %68 = stablehlo.subtract %67, %66 : tensor<16x64xf32>
    %69 = stablehlo.dot_general %61#4, %66, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %70 = stablehlo.transpose %69, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %71 = stablehlo.dot_general %61#4, %61#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %72 = stablehlo.multiply %71, %68 : tensor<16x64xf32>
    %73 = stablehlo.multiply %72, %66 : tensor<16x64xf32>
    %74 = stablehlo.add %72, %73 : tensor<16x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %76 = stablehlo.reshape %75 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %78 = stablehlo.dot_general %74, %61#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %79 = stablehlo.transpose %78, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %80 = stablehlo.dot_general %74, %61#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
    %81 = stablehlo.add %61#4, %80 : tensor<16x32xf32>
    %82 = stablehlo.broadcast_in_dim %70, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.pad %82, %cst_7, low = [3, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<4x64x32xf32>
    %84 = stablehlo.broadcast_in_dim %77, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.pad %84, %cst_8, low = [3, 0], high = [0, 0], interior = [0, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %86 = stablehlo.broadcast_in_dim %79, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.pad %86, %cst_9, low = [3, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<4x32x64xf32>
    %88:5 = stablehlo.optimization_barrier %25, %27, %29, %31, %81 : tensor<16x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<16x32xf32>
    %89 = stablehlo.dot_general %88#0, %88#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %90 = stablehlo.broadcast_in_dim %88#2, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %92 = stablehlo.add %89, %91 : tensor<16x64xf32>
    %93 = stablehlo.tanh %92 : tensor<16x64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %95 = stablehlo.subtract %94, %93 : tensor<16x64xf32>
    %96 = stablehlo.dot_general %88#4, %93, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %97 = stablehlo.transpose %96, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %98 = stablehlo.dot_general %88#4, %88#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %99 = stablehlo.multiply %98, %95 : tensor<16x64xf32>
    %100 = stablehlo.multiply %99, %93 : tensor<16x64xf32>
    %101 = stablehlo.add %99, %100 : tensor<16x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %103 = stablehlo.reshape %102 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %105 = stablehlo.dot_general %101, %88#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %106 = stablehlo.transpose %105, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %107 = stablehlo.dot_general %101, %88#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
    %108 = stablehlo.add %88#4, %107 : tensor<16x32xf32>
    %109 = stablehlo.broadcast_in_dim %97, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.pad %109, %cst_13, low = [2, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<4x64x32xf32>
    %111 = stablehlo.add %83, %110 : tensor<4x64x32xf32>
    %112 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.pad %112, %cst_14, low = [2, 0], high = [1, 0], interior = [0, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %114 = stablehlo.add %85, %113 : tensor<4x64xf32>
    %115 = stablehlo.broadcast_in_dim %106, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.pad %115, %cst_15, low = [2, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<4x32x64xf32>
    %117 = stablehlo.add %87, %116 : tensor<4x32x64xf32>
    %118:5 = stablehlo.optimization_barrier %12, %14, %16, %18, %108 : tensor<16x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<16x32xf32>
    %119 = stablehlo.dot_general %118#0, %118#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %120 = stablehlo.broadcast_in_dim %118#2, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %122 = stablehlo.add %119, %121 : tensor<16x64xf32>
    %123 = stablehlo.tanh %122 : tensor<16x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %125 = stablehlo.subtract %124, %123 : tensor<16x64xf32>
    %126 = stablehlo.dot_general %118#4, %123, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %127 = stablehlo.transpose %126, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %128 = stablehlo.dot_general %118#4, %118#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %129 = stablehlo.multiply %128, %125 : tensor<16x64xf32>
    %130 = stablehlo.multiply %129, %123 : tensor<16x64xf32>
    %131 = stablehlo.add %129, %130 : tensor<16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %133 = stablehlo.reshape %132 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %135 = stablehlo.dot_general %131, %118#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %136 = stablehlo.transpose %135, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %137 = stablehlo.dot_general %131, %118#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
    %138 = stablehlo.add %118#4, %137 : tensor<16x32xf32>
    %139 = stablehlo.broadcast_in_dim %127, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.pad %139, %cst_19, low = [1, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<4x64x32xf32>
    %141 = stablehlo.add %111, %140 : tensor<4x64x32xf32>
    %142 = stablehlo.broadcast_in_dim %134, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.pad %142, %cst_20, low = [1, 0], high = [2, 0], interior = [0, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %144 = stablehlo.add %114, %143 : tensor<4x64xf32>
    %145 = stablehlo.broadcast_in_dim %136, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.pad %145, %cst_21, low = [1, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<4x32x64xf32>
    %147 = stablehlo.add %117, %146 : tensor<4x32x64xf32>
    %148:5 = stablehlo.optimization_barrier %arg3, %1, %3, %5, %138 : tensor<16x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<16x32xf32>
    %149 = stablehlo.dot_general %148#0, %148#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %150 = stablehlo.broadcast_in_dim %148#2, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %152 = stablehlo.add %149, %151 : tensor<16x64xf32>
    %153 = stablehlo.tanh %152 : tensor<16x64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %155 = stablehlo.subtract %154, %153 : tensor<16x64xf32>
    %156 = stablehlo.dot_general %148#4, %153, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %157 = stablehlo.transpose %156, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %158 = stablehlo.dot_general %148#4, %148#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %159 = stablehlo.multiply %158, %155 : tensor<16x64xf32>
    %160 = stablehlo.multiply %159, %153 : tensor<16x64xf32>
    %161 = stablehlo.add %159, %160 : tensor<16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %163 = stablehlo.reshape %162 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %165 = stablehlo.dot_general %161, %148#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %166 = stablehlo.transpose %165, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %167 = stablehlo.broadcast_in_dim %157, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.pad %167, %cst_25, low = [0, 0, 0], high = [3, 0, 0], interior = [0, 0, 0] : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<4x64x32xf32>
    %169 = stablehlo.add %141, %168 : tensor<4x64x32xf32>
    %170 = stablehlo.broadcast_in_dim %164, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.pad %170, %cst_26, low = [0, 0], high = [3, 0], interior = [0, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %172 = stablehlo.add %144, %171 : tensor<4x64xf32>
    %173 = stablehlo.broadcast_in_dim %166, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.pad %173, %cst_27, low = [0, 0, 0], high = [3, 0, 0], interior = [0, 0, 0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<4x32x64xf32>
    %175 = stablehlo.add %147, %174 : tensor<4x32x64xf32>
    %cst_28 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %177 = stablehlo.multiply %176, %172 : tensor<4x64xf32>
    %178 = stablehlo.subtract %arg0, %177 : tensor<4x64xf32>
    %cst_29 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %180 = stablehlo.multiply %179, %175 : tensor<4x32x64xf32>
    %181 = stablehlo.subtract %arg1, %180 : tensor<4x32x64xf32>
    %cst_30 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x64x32xf32>
    %183 = stablehlo.multiply %182, %169 : tensor<4x64x32xf32>
    %184 = stablehlo.subtract %arg2, %183 : tensor<4x64x32xf32>
    return %178, %181, %184, %57 : tensor<4x64xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>, tensor<f32>
  }
}
