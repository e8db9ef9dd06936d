module @jit_remat_nothing attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x256xf32>, %arg1: tensor<6x128x256xf32>, %arg2: tensor<6x256x128xf32>, %arg3: tensor<32x128xf32>, %arg4: tensor<32x128xf32>) -> (tensor<6x256xf32> {jax.result_info = "result[0]['b1']"}, tensor<6x128x256xf32> {jax.result_info = "result[0]['w1']"}, tensor<6x256x128xf32> {jax.result_info = "result[0]['w2']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg1 [0:1, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %2 = stablehlo.slice %arg0 [0:1, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x256xf32>) -> tensor<256xf32>
    %4 = stablehlo.slice %arg2 [0:1, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %6 = stablehlo.dot_general %arg3, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %7 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %9 = stablehlo.add %6, %8 : tensor<32x256xf32>
    %10 = stablehlo.tanh %9 : tensor<32x256xf32>
    %11 = stablehlo.dot_general %10, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %12 = stablehlo.add %arg3, %11 : tensor<32x128xf32>
    %13 = stablehlo.slice %arg1 [1:2, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %15 = stablehlo.slice %arg0 [1:2, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x256xf32>) -> tensor<256xf32>
    %17 = stablehlo.slice %arg2 [1:2, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %19 = stablehlo.dot_general %12, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %20 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %22 = stablehlo.add %19, %21 : tensor<32x256xf32>
    %23 = stablehlo.tanh %22 : tensor<32x256xf32>
    %24 = stablehlo.dot_general %23, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %25 = stablehlo.add %12, %24 : tensor<32x128xf32>
    %26 = stablehlo.slice %arg1 [2:3, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %28 = stablehlo.slice %arg0 [2:3, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x256xf32>) -> tensor<256xf32>
    %30 = stablehlo.slice %arg2 [2:3, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %32 = stablehlo.dot_general %25, %27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %33 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %35 = stablehlo.add %32, %34 : tensor<32x256xf32>
    %36 = stablehlo.tanh %35 : tensor<32x256xf32>
    %37 = stablehlo.dot_general %36, %31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %38 = stablehlo.add %25, %37 : tensor<32x128xf32>
    %39 = stablehlo.slice %arg1 [3:4, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %41 = stablehlo.slice %arg0 [3:4, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x256xf32>) -> tensor<256xf32>
    %43 = stablehlo.slice %arg2 [3:4, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %45 = stablehlo.dot_general %38, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %46 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %48 = stablehlo.add %45, %47 : tensor<32x256xf32>
    %49 = stablehlo.tanh %48 : tensor<32x256xf32>
    %50 = stablehlo.dot_general %49, %44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %51 = stablehlo.add %38, %50 : tensor<32x128xf32>
    %52 = stablehlo.slice %arg1 [4:5, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %53 = stablehlo.reshape %52 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %54 = stablehlo.slice %arg0 [4:5, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x256xf32>) -> tensor<256xf32>
    %56 = stablehlo.slice %arg2 [4:5, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %58 = stablehlo.dot_general %51, %53, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %59 = stablehlo.broadcast_in_dim %55, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %61 = stablehlo.add %58, %60 : tensor<32x256xf32>
    %62 = stablehlo.tanh %61 : tensor<32x256xf32>
    %63 = stablehlo.dot_general %62, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %64 = stablehlo.add %51, %63 : tensor<32x128xf32>
    %65 = stablehlo.slice %arg1 [5:6, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %67 = stablehlo.slice %arg0 [5:6, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %68 = stablehlo.reshape %67 : (tensor<1x256xf32>) -> tensor<256xf32>
    %69 = stablehlo.slice %arg2 [5:6, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %70 = stablehlo.reshape %69 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %71 = stablehlo.dot_general %64, %66, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %72 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %74 = stablehlo.add %71, %73 : tensor<32x256xf32>
    %75 = stablehlo.tanh %74 : tensor<32x256xf32>
    %76 = stablehlo.dot_general %75, %70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %77 = stablehlo.add %64, %76 : tensor<32x128xf32>
    %78 = stablehlo.subtract %77, %arg4 : tensor<32x128xf32>
    %79 = stablehlo.multiply %78, %78 : tensor<32x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %81 = stablehlo.multiply %80, %78 : tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%79 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %83 = stablehlo.divide %82, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %84 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %86 = stablehlo.multiply %85, %81 : tensor<32x128xf32>
    %87:5 = stablehlo.optimization_barrier %64, %66, %68, %70, %86 : tensor<32x128xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<32x128xf32>
    %88 = stablehlo.dot_general %87#0, %87#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %89 = stablehlo.broadcast_in_dim %87#2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %91 = stablehlo.add %88, %90 : tensor<32x256xf32>
    %92 = stablehlo.tanh %91 : tensor<32x256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %94 = stablehlo.subtract %93, %92 : tensor<32x256xf32>
    %95 = stablehlo.dot_general %87#4, %92, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %96 = stablehlo.transpose %95, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %97 = stablehlo.dot_general %87#4, %87#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %98 = stablehlo.multiply %97, %94 : tensor<32x256xf32>
    %99 = stablehlo.multiply %98, %92 : tensor<32x256xf32>
    %100 = stablehlo.add %98, %99 : tensor<32x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %102 = stablehlo.reshape %101 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %104 = stablehlo.dot_general %100, %87#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %105 = stablehlo.transpose %104, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %106 = stablehlo.dot_general %100, %87#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %107 = stablehlo.add %87#4, %106 : tensor<32x128xf32>
    %108 = stablehlo.broadcast_in_dim %96, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.pad %108, %cst_7, low = [5, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %110 = stablehlo.broadcast_in_dim %103, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.pad %110, %cst_8, low = [5, 0], high = [0, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %112 = stablehlo.broadcast_in_dim %105, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.pad %112, %cst_9, low = [5, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %114:5 = stablehlo.optimization_barrier %51, %53, %55, %57, %107 : tensor<32x128xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<32x128xf32>
    %115 = stablehlo.dot_general %114#0, %114#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %116 = stablehlo.broadcast_in_dim %114#2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %118 = stablehlo.add %115, %117 : tensor<32x256xf32>
    %119 = stablehlo.tanh %118 : tensor<32x256xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %121 = stablehlo.subtract %120, %119 : tensor<32x256xf32>
    %122 = stablehlo.dot_general %114#4, %119, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %123 = stablehlo.transpose %122, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %124 = stablehlo.dot_general %114#4, %114#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %125 = stablehlo.multiply %124, %121 : tensor<32x256xf32>
    %126 = stablehlo.multiply %125, %119 : tensor<32x256xf32>
    %127 = stablehlo.add %125, %126 : tensor<32x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %129 = stablehlo.reshape %128 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %131 = stablehlo.dot_general %127, %114#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %132 = stablehlo.transpose %131, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %133 = stablehlo.dot_general %127, %114#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %134 = stablehlo.add %114#4, %133 : tensor<32x128xf32>
    %135 = stablehlo.broadcast_in_dim %123, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.pad %135, %cst_13, low = [4, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %137 = stablehlo.add %109, %136 : tensor<6x256x128xf32>
    %138 = stablehlo.broadcast_in_dim %130, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.pad %138, %cst_14, low = [4, 0], high = [1, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %140 = stablehlo.add %111, %139 : tensor<6x256xf32>
    %141 = stablehlo.broadcast_in_dim %132, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.pad %141, %cst_15, low = [4, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %143 = stablehlo.add %113, %142 : tensor<6x128x256xf32>
    %144:5 = stablehlo.optimization_barrier %38, %40, %42, %44, %134 : tensor<32x128xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<32x128xf32>
    %145 = stablehlo.dot_general %144#0, %144#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %146 = stablehlo.broadcast_in_dim %144#2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %148 = stablehlo.add %145, %147 : tensor<32x256xf32>
    %149 = stablehlo.tanh %148 : tensor<32x256xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %151 = stablehlo.subtract %150, %149 : tensor<32x256xf32>
    %152 = stablehlo.dot_general %144#4, %149, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %153 = stablehlo.transpose %152, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %154 = stablehlo.dot_general %144#4, %144#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %155 = stablehlo.multiply %154, %151 : tensor<32x256xf32>
    %156 = stablehlo.multiply %155, %149 : tensor<32x256xf32>
    %157 = stablehlo.add %155, %156 : tensor<32x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %159 = stablehlo.reshape %158 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %161 = stablehlo.dot_general %157, %144#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %162 = stablehlo.transpose %161, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %163 = stablehlo.dot_general %157, %144#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %164 = stablehlo.add %144#4, %163 : tensor<32x128xf32>
    %165 = stablehlo.broadcast_in_dim %153, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.pad %165, %cst_19, low = [3, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %167 = stablehlo.add %137, %166 : tensor<6x256x128xf32>
    %168 = stablehlo.broadcast_in_dim %160, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.pad %168, %cst_20, low = [3, 0], high = [2, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %170 = stablehlo.add %140, %169 : tensor<6x256xf32>
    %171 = stablehlo.broadcast_in_dim %162, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.pad %171, %cst_21, low = [3, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %173 = stablehlo.add %143, %172 : tensor<6x128x256xf32>
    %174:5 = stablehlo.optimization_barrier %25, %27, %29, %31, %164 : tensor<32x128xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<32x128xf32>
    %175 = stablehlo.dot_general %174#0, %174#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %176 = stablehlo.broadcast_in_dim %174#2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %178 = stablehlo.add %175, %177 : tensor<32x256xf32>
    %179 = stablehlo.tanh %178 : tensor<32x256xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %181 = stablehlo.subtract %180, %179 : tensor<32x256xf32>
    %182 = stablehlo.dot_general %174#4, %179, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %183 = stablehlo.transpose %182, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %184 = stablehlo.dot_general %174#4, %174#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %185 = stablehlo.multiply %184, %181 : tensor<32x256xf32>
    %186 = stablehlo.multiply %185, %179 : tensor<32x256xf32>
    %187 = stablehlo.add %185, %186 : tensor<32x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %189 = stablehlo.reshape %188 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %191 = stablehlo.dot_general %187, %174#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %192 = stablehlo.transpose %191, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %193 = stablehlo.dot_general %187, %174#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %194 = stablehlo.add %174#4, %193 : tensor<32x128xf32>
    %195 = stablehlo.broadcast_in_dim %183, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.pad %195, %cst_25, low = [2, 0, 0], high = [3, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %197 = stablehlo.add %167, %196 : tensor<6x256x128xf32>
    %198 = stablehlo.broadcast_in_dim %190, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.pad %198, %cst_26, low = [2, 0], high = [3, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %200 = stablehlo.add %170, %199 : tensor<6x256xf32>
    %201 = stablehlo.broadcast_in_dim %192, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.pad %201, %cst_27, low = [2, 0, 0], high = [3, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %203 = stablehlo.add %173, %202 : tensor<6x128x256xf32>
    %204:5 = stablehlo.optimization_barrier %12, %14, %16, %18, %194 : tensor<32x128xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<32x128xf32>
    %205 = stablehlo.dot_general %204#0, %204#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %206 = stablehlo.broadcast_in_dim %204#2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %208 = stablehlo.add %205, %207 : tensor<32x256xf32>
    %209 = stablehlo.tanh %208 : tensor<32x256xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %211 = stablehlo.subtract %210, %209 : tensor<32x256xf32>
    %212 = stablehlo.dot_general %204#4, %209, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %213 = stablehlo.transpose %212, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %214 = stablehlo.dot_general %204#4, %204#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %215 = stablehlo.multiply %214, %211 : tensor<32x256xf32>
    %216 = stablehlo.multiply %215, %209 : tensor<32x256xf32>
    %217 = stablehlo.add %215, %216 : tensor<32x256xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %219 = stablehlo.reshape %218 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %221 = stablehlo.dot_general %217, %204#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %222 = stablehlo.transpose %221, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %223 = stablehlo.dot_general %217, %204#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %224 = stablehlo.add %204#4, %223 : tensor<32x128xf32>
    %225 = stablehlo.broadcast_in_dim %213, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.pad %225, %cst_31, low = [1, 0, 0], high = [4, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %227 = stablehlo.add %197, %226 : tensor<6x256x128xf32>
    %228 = stablehlo.broadcast_in_dim %220, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.pad %228, %cst_32, low = [1, 0], high = [4, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %230 = stablehlo.add %200, %229 : tensor<6x256xf32>
    %231 = stablehlo.broadcast_in_dim %222, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.pad %231, %cst_33, low = [1, 0, 0], high = [4, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %233 = stablehlo.add %203, %232 : tensor<6x128x256xf32>
    %234:5 = stablehlo.optimization_barrier %arg3, %1, %3, %5, %224 : tensor<32x128xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<32x128xf32>
    %235 = stablehlo.dot_general %234#0, %234#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %236 = stablehlo.broadcast_in_dim %234#2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %238 = stablehlo.add %235, %237 : tensor<32x256xf32>
    %239 = stablehlo.tanh %238 : tensor<32x256xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %241 = stablehlo.subtract %240, %239 : tensor<32x256xf32>
    %242 = stablehlo.dot_general %234#4, %239, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %243 = stablehlo.transpose %242, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %244 = stablehlo.dot_general %234#4, %234#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %245 = stablehlo.multiply %244, %241 : tensor<32x256xf32>
    %246 = stablehlo.multiply %245, %239 : tensor<32x256xf32>
    %247 = stablehlo.add %245, %246 : tensor<32x256xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%247 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %249 = stablehlo.reshape %248 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%249 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %251 = stablehlo.dot_general %247, %234#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %252 = stablehlo.transpose %251, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %253 = stablehlo.broadcast_in_dim %243, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.pad %253, %cst_37, low = [0, 0, 0], high = [5, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %255 = stablehlo.add %227, %254 : tensor<6x256x128xf32>
    %256 = stablehlo.broadcast_in_dim %250, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.pad %256, %cst_38, low = [0, 0], high = [5, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %258 = stablehlo.add %230, %257 : tensor<6x256xf32>
    %259 = stablehlo.broadcast_in_dim %252, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.pad %259, %cst_39, low = [0, 0, 0], high = [5, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %261 = stablehlo.add %233, %260 : tensor<6x128x256xf32>
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
    return %264, %267, %270, %83 : tensor<6x256xf32>, tensor<6x128x256xf32>, tensor<6x256x128xf32>, tensor<f32>
  }
}
