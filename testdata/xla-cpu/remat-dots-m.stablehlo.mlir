module @jit_remat_dots attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x256xf32>, %arg1: tensor<6x128x256xf32>, %arg2: tensor<6x256x128xf32>, %arg3: tensor<32x128xf32>, %arg4: tensor<32x128xf32>) -> (tensor<6x256xf32> {jax.result_info = "result[0]['b1']"}, tensor<6x128x256xf32> {jax.result_info = "result[0]['w1']"}, tensor<6x256x128xf32> {jax.result_info = "result[0]['w2']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg1 [0:1, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %2 = stablehlo.slice %arg0 [0:1, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x256xf32>) -> tensor<256xf32>
    %4 = stablehlo.slice %arg2 [0:1, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %6 = stablehlo.dot_general %arg3, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %7 = stablehlo.reduce_precision %6, format = e8m23 : tensor<32x256xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %10 = stablehlo.add %7, %9 : tensor<32x256xf32>
    %11 = stablehlo.tanh %10 : tensor<32x256xf32>
    %12 = stablehlo.dot_general %11, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %13 = stablehlo.add %arg3, %12 : tensor<32x128xf32>
    %14 = stablehlo.slice %arg1 [1:2, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %16 = stablehlo.slice %arg0 [1:2, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x256xf32>) -> tensor<256xf32>
    %18 = stablehlo.slice %arg2 [1:2, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %20 = stablehlo.dot_general %13, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %21 = stablehlo.reduce_precision %20, format = e8m23 : tensor<32x256xf32>
    %22 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %24 = stablehlo.add %21, %23 : tensor<32x256xf32>
    %25 = stablehlo.tanh %24 : tensor<32x256xf32>
    %26 = stablehlo.dot_general %25, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %27 = stablehlo.add %13, %26 : tensor<32x128xf32>
    %28 = stablehlo.slice %arg1 [2:3, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %30 = stablehlo.slice %arg0 [2:3, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x256xf32>) -> tensor<256xf32>
    %32 = stablehlo.slice %arg2 [2:3, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %34 = stablehlo.dot_general %27, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %35 = stablehlo.reduce_precision %34, format = e8m23 : tensor<32x256xf32>
    %36 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %38 = stablehlo.add %35, %37 : tensor<32x256xf32>
    %39 = stablehlo.tanh %38 : tensor<32x256xf32>
    %40 = stablehlo.dot_general %39, %33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %41 = stablehlo.add %27, %40 : tensor<32x128xf32>
    %42 = stablehlo.slice %arg1 [3:4, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %44 = stablehlo.slice %arg0 [3:4, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x256xf32>) -> tensor<256xf32>
    %46 = stablehlo.slice %arg2 [3:4, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %48 = stablehlo.dot_general %41, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %49 = stablehlo.reduce_precision %48, format = e8m23 : tensor<32x256xf32>
    %50 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %52 = stablehlo.add %49, %51 : tensor<32x256xf32>
    %53 = stablehlo.tanh %52 : tensor<32x256xf32>
    %54 = stablehlo.dot_general %53, %47, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %55 = stablehlo.add %41, %54 : tensor<32x128xf32>
    %56 = stablehlo.slice %arg1 [4:5, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %58 = stablehlo.slice %arg0 [4:5, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %59 = stablehlo.reshape %58 : (tensor<1x256xf32>) -> tensor<256xf32>
    %60 = stablehlo.slice %arg2 [4:5, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %62 = stablehlo.dot_general %55, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %63 = stablehlo.reduce_precision %62, format = e8m23 : tensor<32x256xf32>
    %64 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %66 = stablehlo.add %63, %65 : tensor<32x256xf32>
    %67 = stablehlo.tanh %66 : tensor<32x256xf32>
    %68 = stablehlo.dot_general %67, %61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %69 = stablehlo.add %55, %68 : tensor<32x128xf32>
    %70 = stablehlo.slice %arg1 [5:6, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %72 = stablehlo.slice %arg0 [5:6, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %73 = stablehlo.reshape %72 : (tensor<1x256xf32>) -> tensor<256xf32>
    %74 = stablehlo.slice %arg2 [5:6, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %76 = stablehlo.dot_general %69, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %77 = stablehlo.reduce_precision %76, format = e8m23 : tensor<32x256xf32>
    %78 = stablehlo.broadcast_in_dim %73, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %80 = stablehlo.add %77, %79 : tensor<32x256xf32>
    %81 = stablehlo.tanh %80 : tensor<32x256xf32>
    %82 = stablehlo.dot_general %81, %75, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %83 = stablehlo.add %69, %82 : tensor<32x128xf32>
    %84 = stablehlo.subtract %83, %arg4 : tensor<32x128xf32>
    %85 = stablehlo.multiply %84, %84 : tensor<32x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %87 = stablehlo.multiply %86, %84 : tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%85 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %89 = stablehlo.divide %88, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %90 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %92 = stablehlo.multiply %91, %87 : tensor<32x128xf32>
    %93:6 = stablehlo.optimization_barrier %77, %69, %71, %73, %75, %92 : tensor<32x256xf32>, tensor<32x128xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<32x128xf32>
    %94 = stablehlo.broadcast_in_dim %93#3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %96 = stablehlo.add %93#0, %95 : tensor<32x256xf32>
    %97 = stablehlo.tanh %96 : tensor<32x256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %99 = stablehlo.subtract %98, %97 : tensor<32x256xf32>
    %100 = stablehlo.dot_general %93#5, %97, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %101 = stablehlo.transpose %100, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %102 = stablehlo.dot_general %93#5, %93#4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %103 = stablehlo.multiply %102, %99 : tensor<32x256xf32>
    %104 = stablehlo.multiply %103, %97 : tensor<32x256xf32>
    %105 = stablehlo.add %103, %104 : tensor<32x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %107 = stablehlo.reshape %106 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %109 = stablehlo.dot_general %105, %93#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %110 = stablehlo.transpose %109, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %111 = stablehlo.dot_general %105, %93#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %112 = stablehlo.add %93#5, %111 : tensor<32x128xf32>
    %113 = stablehlo.broadcast_in_dim %101, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.pad %113, %cst_7, low = [5, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %115 = stablehlo.broadcast_in_dim %108, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.pad %115, %cst_8, low = [5, 0], high = [0, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %117 = stablehlo.broadcast_in_dim %110, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.pad %117, %cst_9, low = [5, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %119:6 = stablehlo.optimization_barrier %63, %55, %57, %59, %61, %112 : tensor<32x256xf32>, tensor<32x128xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<32x128xf32>
    %120 = stablehlo.broadcast_in_dim %119#3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %122 = stablehlo.add %119#0, %121 : tensor<32x256xf32>
    %123 = stablehlo.tanh %122 : tensor<32x256xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %125 = stablehlo.subtract %124, %123 : tensor<32x256xf32>
    %126 = stablehlo.dot_general %119#5, %123, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %127 = stablehlo.transpose %126, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %128 = stablehlo.dot_general %119#5, %119#4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %129 = stablehlo.multiply %128, %125 : tensor<32x256xf32>
    %130 = stablehlo.multiply %129, %123 : tensor<32x256xf32>
    %131 = stablehlo.add %129, %130 : tensor<32x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %133 = stablehlo.reshape %132 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %135 = stablehlo.dot_general %131, %119#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %136 = stablehlo.transpose %135, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %137 = stablehlo.dot_general %131, %119#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %138 = stablehlo.add %119#5, %137 : tensor<32x128xf32>
    %139 = stablehlo.broadcast_in_dim %127, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.pad %139, %cst_13, low = [4, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %141 = stablehlo.add %114, %140 : tensor<6x256x128xf32>
    %142 = stablehlo.broadcast_in_dim %134, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.pad %142, %cst_14, low = [4, 0], high = [1, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %144 = stablehlo.add %116, %143 : tensor<6x256xf32>
    %145 = stablehlo.broadcast_in_dim %136, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.pad %145, %cst_15, low = [4, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %147 = stablehlo.add %118, %146 : tensor<6x128x256xf32>
    %148:6 = stablehlo.optimization_barrier %49, %41, %43, %45, %47, %138 : tensor<32x256xf32>, tensor<32x128xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<32x128xf32>
    %149 = stablehlo.broadcast_in_dim %148#3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %151 = stablehlo.add %148#0, %150 : tensor<32x256xf32>
    %152 = stablehlo.tanh %151 : tensor<32x256xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %154 = stablehlo.subtract %153, %152 : tensor<32x256xf32>
    %155 = stablehlo.dot_general %148#5, %152, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %156 = stablehlo.transpose %155, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %157 = stablehlo.dot_general %148#5, %148#4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %158 = stablehlo.multiply %157, %154 : tensor<32x256xf32>
    %159 = stablehlo.multiply %158, %152 : tensor<32x256xf32>
    %160 = stablehlo.add %158, %159 : tensor<32x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %162 = stablehlo.reshape %161 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %164 = stablehlo.dot_general %160, %148#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %165 = stablehlo.transpose %164, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %166 = stablehlo.dot_general %160, %148#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %167 = stablehlo.add %148#5, %166 : tensor<32x128xf32>
    %168 = stablehlo.broadcast_in_dim %156, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.pad %168, %cst_19, low = [3, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %170 = stablehlo.add %141, %169 : tensor<6x256x128xf32>
    %171 = stablehlo.broadcast_in_dim %163, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.pad %171, %cst_20, low = [3, 0], high = [2, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %173 = stablehlo.add %144, %172 : tensor<6x256xf32>
    %174 = stablehlo.broadcast_in_dim %165, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.pad %174, %cst_21, low = [3, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %176 = stablehlo.add %147, %175 : tensor<6x128x256xf32>
    %177:6 = stablehlo.optimization_barrier %35, %27, %29, %31, %33, %167 : tensor<32x256xf32>, tensor<32x128xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<32x128xf32>
    %178 = stablehlo.broadcast_in_dim %177#3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %180 = stablehlo.add %177#0, %179 : tensor<32x256xf32>
    %181 = stablehlo.tanh %180 : tensor<32x256xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %183 = stablehlo.subtract %182, %181 : tensor<32x256xf32>
    %184 = stablehlo.dot_general %177#5, %181, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %185 = stablehlo.transpose %184, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %186 = stablehlo.dot_general %177#5, %177#4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %187 = stablehlo.multiply %186, %183 : tensor<32x256xf32>
    %188 = stablehlo.multiply %187, %181 : tensor<32x256xf32>
    %189 = stablehlo.add %187, %188 : tensor<32x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %191 = stablehlo.reshape %190 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %193 = stablehlo.dot_general %189, %177#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %194 = stablehlo.transpose %193, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %195 = stablehlo.dot_general %189, %177#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %196 = stablehlo.add %177#5, %195 : tensor<32x128xf32>
    %197 = stablehlo.broadcast_in_dim %185, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.pad %197, %cst_25, low = [2, 0, 0], high = [3, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %199 = stablehlo.add %170, %198 : tensor<6x256x128xf32>
    %200 = stablehlo.broadcast_in_dim %192, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.pad %200, %cst_26, low = [2, 0], high = [3, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %202 = stablehlo.add %173, %201 : tensor<6x256xf32>
    %203 = stablehlo.broadcast_in_dim %194, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.pad %203, %cst_27, low = [2, 0, 0], high = [3, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %205 = stablehlo.add %176, %204 : tensor<6x128x256xf32>
    %206:6 = stablehlo.optimization_barrier %21, %13, %15, %17, %19, %196 : tensor<32x256xf32>, tensor<32x128xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<32x128xf32>
    %207 = stablehlo.broadcast_in_dim %206#3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %209 = stablehlo.add %206#0, %208 : tensor<32x256xf32>
    %210 = stablehlo.tanh %209 : tensor<32x256xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %212 = stablehlo.subtract %211, %210 : tensor<32x256xf32>
    %213 = stablehlo.dot_general %206#5, %210, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %214 = stablehlo.transpose %213, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %215 = stablehlo.dot_general %206#5, %206#4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %216 = stablehlo.multiply %215, %212 : tensor<32x256xf32>
    %217 = stablehlo.multiply %216, %210 : tensor<32x256xf32>
    %218 = stablehlo.add %216, %217 : tensor<32x256xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %220 = stablehlo.reshape %219 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %222 = stablehlo.dot_general %218, %206#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %223 = stablehlo.transpose %222, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %224 = stablehlo.dot_general %218, %206#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %225 = stablehlo.add %206#5, %224 : tensor<32x128xf32>
    %226 = stablehlo.broadcast_in_dim %214, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.pad %226, %cst_31, low = [1, 0, 0], high = [4, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %228 = stablehlo.add %199, %227 : tensor<6x256x128xf32>
    %229 = stablehlo.broadcast_in_dim %221, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.pad %229, %cst_32, low = [1, 0], high = [4, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %231 = stablehlo.add %202, %230 : tensor<6x256xf32>
    %232 = stablehlo.broadcast_in_dim %223, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.pad %232, %cst_33, low = [1, 0, 0], high = [4, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %234 = stablehlo.add %205, %233 : tensor<6x128x256xf32>
    %235:5 = stablehlo.optimization_barrier %7, %arg3, %3, %5, %225 : tensor<32x256xf32>, tensor<32x128xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<32x128xf32>
    %236 = stablehlo.broadcast_in_dim %235#2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %238 = stablehlo.add %235#0, %237 : tensor<32x256xf32>
    %239 = stablehlo.tanh %238 : tensor<32x256xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %241 = stablehlo.subtract %240, %239 : tensor<32x256xf32>
    %242 = stablehlo.dot_general %235#4, %239, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %243 = stablehlo.transpose %242, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %244 = stablehlo.dot_general %235#4, %235#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %245 = stablehlo.multiply %244, %241 : tensor<32x256xf32>
    %246 = stablehlo.multiply %245, %239 : tensor<32x256xf32>
    %247 = stablehlo.add %245, %246 : tensor<32x256xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%247 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %249 = stablehlo.reshape %248 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%249 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %251 = stablehlo.dot_general %247, %235#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %252 = stablehlo.transpose %251, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %253 = stablehlo.broadcast_in_dim %243, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.pad %253, %cst_37, low = [0, 0, 0], high = [5, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %255 = stablehlo.add %228, %254 : tensor<6x256x128xf32>
    %256 = stablehlo.broadcast_in_dim %250, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.pad %256, %cst_38, low = [0, 0], high = [5, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %258 = stablehlo.add %231, %257 : tensor<6x256xf32>
    %259 = stablehlo.broadcast_in_dim %252, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.pad %259, %cst_39, low = [0, 0, 0], high = [5, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %261 = stablehlo.add %234, %260 : tensor<6x128x256xf32>
    %cst_40 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<6x256xf32>
    %263 = stablehlo.multiply %262, %258 : tensor<6x256xf32>
    %264 = stablehlo.subtract %arg0, %263 : tensor<6x256xf32>
    %cst_41 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<6x128x256xf32>
    %266 = stablehlo.multiply %265, %261 : tensor<6x128x256xf32>
    %267 = stablehlo.subtract %arg1, %266 : tensor<6x128x256xf32>
    %cst_42 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<6x256x128xf32>
    %269 = stablehlo.multiply %268, %255 : tensor<6x256x128xf32>
    %270 = stablehlo.subtract %arg2, %269 : tensor<6x256x128xf32>
    return %264, %267, %270, %89 : tensor<6x256xf32>, tensor<6x128x256xf32>, tensor<6x256x128xf32>, tensor<f32>
  }
}
