module @jit_remat_dots attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64xf32>, %arg1: tensor<4x32x64xf32>, %arg2: tensor<4x64x32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<16x32xf32>) -> (tensor<4x64xf32> {jax.result_info = "result[0]['b1']"}, tensor<4x32x64xf32> {jax.result_info = "result[0]['w1']"}, tensor<4x64x32xf32> {jax.result_info = "result[0]['w2']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg1 [0:1, 0:32, 0:64] : (tensor<4x32x64xf32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %2 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = stablehlo.slice %arg2 [0:1, 0:64, 0:32] : (tensor<4x64x32xf32>) -> tensor<1x64x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %6 = stablehlo.dot_general %arg3, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %7 = stablehlo.reduce_precision %6, format = e8m23 : tensor<16x64xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %10 = stablehlo.add %7, %9 : tensor<16x64xf32>
    %11 = stablehlo.tanh %10 : tensor<16x64xf32>
    %12 = stablehlo.dot_general %11, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %13 = stablehlo.add %arg3, %12 : tensor<16x32xf32>
    %14 = stablehlo.slice %arg1 [1:2, 0:32, 0:64] : (tensor<4x32x64xf32>) -> tensor<1x32x64xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %16 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x64xf32>) -> tensor<64xf32>
    %18 = stablehlo.slice %arg2 [1:2, 0:64, 0:32] : (tensor<4x64x32xf32>) -> tensor<1x64x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %20 = stablehlo.dot_general %13, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %21 = stablehlo.reduce_precision %20, format = e8m23 : tensor<16x64xf32>
    %22 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %24 = stablehlo.add %21, %23 : tensor<16x64xf32>
    %25 = stablehlo.tanh %24 : tensor<16x64xf32>
    %26 = stablehlo.dot_general %25, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.add %13, %26 : tensor<16x32xf32>
    %28 = stablehlo.slice %arg1 [2:3, 0:32, 0:64] : (tensor<4x32x64xf32>) -> tensor<1x32x64xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %30 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x64xf32>) -> tensor<64xf32>
    %32 = stablehlo.slice %arg2 [2:3, 0:64, 0:32] : (tensor<4x64x32xf32>) -> tensor<1x64x32xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %34 = stablehlo.dot_general %27, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %35 = stablehlo.reduce_precision %34, format = e8m23 : tensor<16x64xf32>
    %36 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %38 = stablehlo.add %35, %37 : tensor<16x64xf32>
    %39 = stablehlo.tanh %38 : tensor<16x64xf32>
    %40 = stablehlo.dot_general %39, %33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %41 = stablehlo.add %27, %40 : tensor<16x32xf32>
    %42 = stablehlo.slice %arg1 [3:4, 0:32, 0:64] : (tensor<4x32x64xf32>) -> tensor<1x32x64xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %44 = stablehlo.slice %arg0 [3:4, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x64xf32>) -> tensor<64xf32>
    %46 = stablehlo.slice %arg2 [3:4, 0:64, 0:32] : (tensor<4x64x32xf32>) -> tensor<1x64x32xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %48 = stablehlo.dot_general %41, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %49 = stablehlo.reduce_precision %48, format = e8m23 : tensor<16x64xf32>
    %50 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %52 = stablehlo.add %49, %51 : tensor<16x64xf32>
    %53 = stablehlo.tanh %52 : tensor<16x64xf32>
    %54 = stablehlo.dot_general %53, %47, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %55 = stablehlo.add %41, %54 : tensor<16x32xf32>
    %56 = stablehlo.subtract %55, %arg4 : tensor<16x32xf32>
    %57 = stablehlo.multiply %56, %56 : tensor<16x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %59 = stablehlo.multiply %58, %56 : tensor<16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%57 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %61 = stablehlo.divide %60, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %62 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %64 = stablehlo.multiply %63, %59 : tensor<16x32xf32>
    %65:6 = stablehlo.optimization_barrier %49, %41, %43, %45, %47, %64 : tensor<16x64xf32>, tensor<16x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<16x32xf32>
    %66 = stablehlo.broadcast_in_dim %65#3, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %68 = stablehlo.add %65#0, %67 : tensor<16x64xf32>
    %69 = stablehlo.tanh %68 : tensor<16x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %71 = stablehlo.subtract %70, %69 : tensor<16x64xf32>
    %72 = stablehlo.dot_general %65#5, %69, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %73 = stablehlo.transpose %72, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %74 = stablehlo.dot_general %65#5, %65#4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %75 = stablehlo.multiply %74, %71 : tensor<16x64xf32>
    %76 = stablehlo.multiply %75, %69 : tensor<16x64xf32>
    %77 = stablehlo.add %75, %76 : tensor<16x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %79 = stablehlo.reshape %78 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %81 = stablehlo.dot_general %77, %65#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %82 = stablehlo.transpose %81, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %83 = stablehlo.dot_general %77, %65#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
    %84 = stablehlo.add %65#5, %83 : tensor<16x32xf32>
    %85 = stablehlo.broadcast_in_dim %73, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.pad %85, %cst_7, low = [3, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<4x64x32xf32>
    %87 = stablehlo.broadcast_in_dim %80, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.pad %87, %cst_8, low = [3, 0], high = [0, 0], interior = [0, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %89 = stablehlo.broadcast_in_dim %82, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.pad %89, %cst_9, low = [3, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<4x32x64xf32>
    %91:6 = stablehlo.optimization_barrier %35, %27, %29, %31, %33, %84 : tensor<16x64xf32>, tensor<16x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<16x32xf32>
    %92 = stablehlo.broadcast_in_dim %91#3, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %94 = stablehlo.add %91#0, %93 : tensor<16x64xf32>
    %95 = stablehlo.tanh %94 : tensor<16x64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %97 = stablehlo.subtract %96, %95 : tensor<16x64xf32>
    %98 = stablehlo.dot_general %91#5, %95, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %99 = stablehlo.transpose %98, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %100 = stablehlo.dot_general %91#5, %91#4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %101 = stablehlo.multiply %100, %97 : tensor<16x64xf32>
    %102 = stablehlo.multiply %101, %95 : tensor<16x64xf32>
    %103 = stablehlo.add %101, %102 : tensor<16x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %105 = stablehlo.reshape %104 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %107 = stablehlo.dot_general %103, %91#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %108 = stablehlo.transpose %107, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %109 = stablehlo.dot_general %103, %91#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.add %91#5, %109 : tensor<16x32xf32>
    %111 = stablehlo.broadcast_in_dim %99, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.pad %111, %cst_13, low = [2, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<4x64x32xf32>
    %113 = stablehlo.add %86, %112 : tensor<4x64x32xf32>
    %114 = stablehlo.broadcast_in_dim %106, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.pad %114, %cst_14, low = [2, 0], high = [1, 0], interior = [0, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %116 = stablehlo.add %88, %115 : tensor<4x64xf32>
    %117 = stablehlo.broadcast_in_dim %108, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.pad %117, %cst_15, low = [2, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<4x32x64xf32>
    %119 = stablehlo.add %90, %118 : tensor<4x32x64xf32>
    %120:6 = stablehlo.optimization_barrier %21, %13, %15, %17, %19, %110 : tensor<16x64xf32>, tensor<16x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<16x32xf32>
    %121 = stablehlo.broadcast_in_dim %120#3, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %123 = stablehlo.add %120#0, %122 : tensor<16x64xf32>
    %124 = stablehlo.tanh %123 : tensor<16x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %126 = stablehlo.subtract %125, %124 : tensor<16x64xf32>
    %127 = stablehlo.dot_general %120#5, %124, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %128 = stablehlo.transpose %127, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %129 = stablehlo.dot_general %120#5, %120#4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %130 = stablehlo.multiply %129, %126 : tensor<16x64xf32>
    %131 = stablehlo.multiply %130, %124 : tensor<16x64xf32>
    %132 = stablehlo.add %130, %131 : tensor<16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %134 = stablehlo.reshape %133 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %136 = stablehlo.dot_general %132, %120#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %137 = stablehlo.transpose %136, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %138 = stablehlo.dot_general %132, %120#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.add %120#5, %138 : tensor<16x32xf32>
    %140 = stablehlo.broadcast_in_dim %128, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.pad %140, %cst_19, low = [1, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<4x64x32xf32>
    %142 = stablehlo.add %113, %141 : tensor<4x64x32xf32>
    %143 = stablehlo.broadcast_in_dim %135, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.pad %143, %cst_20, low = [1, 0], high = [2, 0], interior = [0, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %145 = stablehlo.add %116, %144 : tensor<4x64xf32>
    %146 = stablehlo.broadcast_in_dim %137, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.pad %146, %cst_21, low = [1, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<4x32x64xf32>
    %148 = stablehlo.add %119, %147 : tensor<4x32x64xf32>
    %149:5 = stablehlo.optimization_barrier %7, %arg3, %3, %5, %139 : tensor<16x64xf32>, tensor<16x32xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<16x32xf32>
    %150 = stablehlo.broadcast_in_dim %149#2, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %152 = stablehlo.add %149#0, %151 : tensor<16x64xf32>
    %153 = stablehlo.tanh %152 : tensor<16x64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %155 = stablehlo.subtract %154, %153 : tensor<16x64xf32>
    %156 = stablehlo.dot_general %149#4, %153, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %157 = stablehlo.transpose %156, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %158 = stablehlo.dot_general %149#4, %149#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %159 = stablehlo.multiply %158, %155 : tensor<16x64xf32>
    %160 = stablehlo.multiply %159, %153 : tensor<16x64xf32>
    %161 = stablehlo.add %159, %160 : tensor<16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %163 = stablehlo.reshape %162 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %165 = stablehlo.dot_general %161, %149#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %166 = stablehlo.transpose %165, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %167 = stablehlo.broadcast_in_dim %157, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.pad %167, %cst_25, low = [0, 0, 0], high = [3, 0, 0], interior = [0, 0, 0] : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<4x64x32xf32>
    %169 = stablehlo.add %142, %168 : tensor<4x64x32xf32>
    %170 = stablehlo.broadcast_in_dim %164, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.pad %170, %cst_26, low = [0, 0], high = [3, 0], interior = [0, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %172 = stablehlo.add %145, %171 : tensor<4x64xf32>
    %173 = stablehlo.broadcast_in_dim %166, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.pad %173, %cst_27, low = [0, 0, 0], high = [3, 0, 0], interior = [0, 0, 0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<4x32x64xf32>
    %175 = stablehlo.add %148, %174 : tensor<4x32x64xf32>
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
    return %178, %181, %184, %61 : tensor<4x64xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>, tensor<f32>
  }
}
