module @jit_unrolled_layers attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
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
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<32x256xf32>
    %13 = stablehlo.dot_general %10, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %14 = stablehlo.add %arg3, %13 : tensor<32x128xf32>
    %15 = stablehlo.slice %arg1 [1:2, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %17 = stablehlo.slice %arg0 [1:2, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x256xf32>) -> tensor<256xf32>
    %19 = stablehlo.slice %arg2 [1:2, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %21 = stablehlo.dot_general %14, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %22 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %24 = stablehlo.add %21, %23 : tensor<32x256xf32>
    %25 = stablehlo.tanh %24 : tensor<32x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %27 = stablehlo.subtract %26, %25 : tensor<32x256xf32>
    %28 = stablehlo.dot_general %25, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %29 = stablehlo.add %14, %28 : tensor<32x128xf32>
    %30 = stablehlo.slice %arg1 [2:3, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %32 = stablehlo.slice %arg0 [2:3, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x256xf32>) -> tensor<256xf32>
    %34 = stablehlo.slice %arg2 [2:3, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %36 = stablehlo.dot_general %29, %31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %37 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %39 = stablehlo.add %36, %38 : tensor<32x256xf32>
    %40 = stablehlo.tanh %39 : tensor<32x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %42 = stablehlo.subtract %41, %40 : tensor<32x256xf32>
    %43 = stablehlo.dot_general %40, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %44 = stablehlo.add %29, %43 : tensor<32x128xf32>
    %45 = stablehlo.slice %arg1 [3:4, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %47 = stablehlo.slice %arg0 [3:4, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x256xf32>) -> tensor<256xf32>
    %49 = stablehlo.slice %arg2 [3:4, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %51 = stablehlo.dot_general %44, %46, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %52 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %54 = stablehlo.add %51, %53 : tensor<32x256xf32>
    %55 = stablehlo.tanh %54 : tensor<32x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %57 = stablehlo.subtract %56, %55 : tensor<32x256xf32>
    %58 = stablehlo.dot_general %55, %50, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %59 = stablehlo.add %44, %58 : tensor<32x128xf32>
    %60 = stablehlo.slice %arg1 [4:5, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %62 = stablehlo.slice %arg0 [4:5, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x256xf32>) -> tensor<256xf32>
    %64 = stablehlo.slice %arg2 [4:5, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %65 = stablehlo.reshape %64 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %66 = stablehlo.dot_general %59, %61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %67 = stablehlo.broadcast_in_dim %63, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %69 = stablehlo.add %66, %68 : tensor<32x256xf32>
    %70 = stablehlo.tanh %69 : tensor<32x256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %72 = stablehlo.subtract %71, %70 : tensor<32x256xf32>
    %73 = stablehlo.dot_general %70, %65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %74 = stablehlo.add %59, %73 : tensor<32x128xf32>
    %75 = stablehlo.slice %arg1 [5:6, 0:128, 0:256] : (tensor<6x128x256xf32>) -> tensor<1x128x256xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %77 = stablehlo.slice %arg0 [5:6, 0:256] : (tensor<6x256xf32>) -> tensor<1x256xf32>
    %78 = stablehlo.reshape %77 : (tensor<1x256xf32>) -> tensor<256xf32>
    %79 = stablehlo.slice %arg2 [5:6, 0:256, 0:128] : (tensor<6x256x128xf32>) -> tensor<1x256x128xf32>
    %80 = stablehlo.reshape %79 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    %81 = stablehlo.dot_general %74, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %82 = stablehlo.broadcast_in_dim %78, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %84 = stablehlo.add %81, %83 : tensor<32x256xf32>
    %85 = stablehlo.tanh %84 : tensor<32x256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %87 = stablehlo.subtract %86, %85 : tensor<32x256xf32>
    %88 = stablehlo.dot_general %85, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x128xf32>) -> tensor<32x128xf32>
    %89 = stablehlo.add %74, %88 : tensor<32x128xf32>
    %90 = stablehlo.subtract %89, %arg4 : tensor<32x128xf32>
    %91 = stablehlo.multiply %90, %90 : tensor<32x128xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<32x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%91 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %95 = stablehlo.divide %94, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %96 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %98 = stablehlo.multiply %97, %93 : tensor<32x128xf32>
    %99 = stablehlo.dot_general %98, %85, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %100 = stablehlo.transpose %99, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %101 = stablehlo.dot_general %98, %80, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %102 = stablehlo.multiply %101, %87 : tensor<32x256xf32>
    %103 = stablehlo.multiply %102, %85 : tensor<32x256xf32>
    %104 = stablehlo.add %102, %103 : tensor<32x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %106 = stablehlo.reshape %105 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %108 = stablehlo.dot_general %104, %74, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %109 = stablehlo.transpose %108, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %110 = stablehlo.dot_general %104, %76, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %111 = stablehlo.add %98, %110 : tensor<32x128xf32>
    %112 = stablehlo.broadcast_in_dim %100, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.pad %112, %cst_12, low = [5, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %114 = stablehlo.broadcast_in_dim %107, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.pad %114, %cst_13, low = [5, 0], high = [0, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %116 = stablehlo.broadcast_in_dim %109, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.pad %116, %cst_14, low = [5, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %118 = stablehlo.dot_general %111, %70, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %119 = stablehlo.transpose %118, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %120 = stablehlo.dot_general %111, %65, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %121 = stablehlo.multiply %120, %72 : tensor<32x256xf32>
    %122 = stablehlo.multiply %121, %70 : tensor<32x256xf32>
    %123 = stablehlo.add %121, %122 : tensor<32x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %125 = stablehlo.reshape %124 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %127 = stablehlo.dot_general %123, %59, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %128 = stablehlo.transpose %127, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %129 = stablehlo.dot_general %123, %61, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %130 = stablehlo.add %111, %129 : tensor<32x128xf32>
    %131 = stablehlo.broadcast_in_dim %119, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.pad %131, %cst_17, low = [4, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %133 = stablehlo.add %113, %132 : tensor<6x256x128xf32>
    %134 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.pad %134, %cst_18, low = [4, 0], high = [1, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %136 = stablehlo.add %115, %135 : tensor<6x256xf32>
    %137 = stablehlo.broadcast_in_dim %128, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.pad %137, %cst_19, low = [4, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %139 = stablehlo.add %117, %138 : tensor<6x128x256xf32>
    %140 = stablehlo.dot_general %130, %55, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %141 = stablehlo.transpose %140, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %142 = stablehlo.dot_general %130, %50, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %143 = stablehlo.multiply %142, %57 : tensor<32x256xf32>
    %144 = stablehlo.multiply %143, %55 : tensor<32x256xf32>
    %145 = stablehlo.add %143, %144 : tensor<32x256xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %147 = stablehlo.reshape %146 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %149 = stablehlo.dot_general %145, %44, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %150 = stablehlo.transpose %149, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %151 = stablehlo.dot_general %145, %46, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %152 = stablehlo.add %130, %151 : tensor<32x128xf32>
    %153 = stablehlo.broadcast_in_dim %141, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.pad %153, %cst_22, low = [3, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %155 = stablehlo.add %133, %154 : tensor<6x256x128xf32>
    %156 = stablehlo.broadcast_in_dim %148, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.pad %156, %cst_23, low = [3, 0], high = [2, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %158 = stablehlo.add %136, %157 : tensor<6x256xf32>
    %159 = stablehlo.broadcast_in_dim %150, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.pad %159, %cst_24, low = [3, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %161 = stablehlo.add %139, %160 : tensor<6x128x256xf32>
    %162 = stablehlo.dot_general %152, %40, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %163 = stablehlo.transpose %162, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %164 = stablehlo.dot_general %152, %35, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %165 = stablehlo.multiply %164, %42 : tensor<32x256xf32>
    %166 = stablehlo.multiply %165, %40 : tensor<32x256xf32>
    %167 = stablehlo.add %165, %166 : tensor<32x256xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %169 = stablehlo.reshape %168 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %171 = stablehlo.dot_general %167, %29, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %172 = stablehlo.transpose %171, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %173 = stablehlo.dot_general %167, %31, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %174 = stablehlo.add %152, %173 : tensor<32x128xf32>
    %175 = stablehlo.broadcast_in_dim %163, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.pad %175, %cst_27, low = [2, 0, 0], high = [3, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %177 = stablehlo.add %155, %176 : tensor<6x256x128xf32>
    %178 = stablehlo.broadcast_in_dim %170, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.pad %178, %cst_28, low = [2, 0], high = [3, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %180 = stablehlo.add %158, %179 : tensor<6x256xf32>
    %181 = stablehlo.broadcast_in_dim %172, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.pad %181, %cst_29, low = [2, 0, 0], high = [3, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %183 = stablehlo.add %161, %182 : tensor<6x128x256xf32>
    %184 = stablehlo.dot_general %174, %25, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %185 = stablehlo.transpose %184, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %186 = stablehlo.dot_general %174, %20, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %187 = stablehlo.multiply %186, %27 : tensor<32x256xf32>
    %188 = stablehlo.multiply %187, %25 : tensor<32x256xf32>
    %189 = stablehlo.add %187, %188 : tensor<32x256xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %191 = stablehlo.reshape %190 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_31) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %193 = stablehlo.dot_general %189, %14, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %194 = stablehlo.transpose %193, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %195 = stablehlo.dot_general %189, %16, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<128x256xf32>) -> tensor<32x128xf32>
    %196 = stablehlo.add %174, %195 : tensor<32x128xf32>
    %197 = stablehlo.broadcast_in_dim %185, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.pad %197, %cst_32, low = [1, 0, 0], high = [4, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %199 = stablehlo.add %177, %198 : tensor<6x256x128xf32>
    %200 = stablehlo.broadcast_in_dim %192, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.pad %200, %cst_33, low = [1, 0], high = [4, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %202 = stablehlo.add %180, %201 : tensor<6x256xf32>
    %203 = stablehlo.broadcast_in_dim %194, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.pad %203, %cst_34, low = [1, 0, 0], high = [4, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %205 = stablehlo.add %183, %204 : tensor<6x128x256xf32>
    %206 = stablehlo.dot_general %196, %10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x256xf32>) -> tensor<128x256xf32>
    %207 = stablehlo.transpose %206, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %208 = stablehlo.dot_general %196, %5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<256x128xf32>) -> tensor<32x256xf32>
    %209 = stablehlo.multiply %208, %12 : tensor<32x256xf32>
    %210 = stablehlo.multiply %209, %10 : tensor<32x256xf32>
    %211 = stablehlo.add %209, %210 : tensor<32x256xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%211 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %213 = stablehlo.reshape %212 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%213 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %215 = stablehlo.dot_general %211, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %216 = stablehlo.transpose %215, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %217 = stablehlo.broadcast_in_dim %207, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.pad %217, %cst_37, low = [0, 0, 0], high = [5, 0, 0], interior = [0, 0, 0] : (tensor<1x256x128xf32>, tensor<f32>) -> tensor<6x256x128xf32>
    %219 = stablehlo.add %199, %218 : tensor<6x256x128xf32>
    %220 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.pad %220, %cst_38, low = [0, 0], high = [5, 0], interior = [0, 0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<6x256xf32>
    %222 = stablehlo.add %202, %221 : tensor<6x256xf32>
    %223 = stablehlo.broadcast_in_dim %216, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.pad %223, %cst_39, low = [0, 0, 0], high = [5, 0, 0], interior = [0, 0, 0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<6x128x256xf32>
    %225 = stablehlo.add %205, %224 : tensor<6x128x256xf32>
    %cst_40 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<6x256xf32>
    %227 = stablehlo.multiply %226, %222 : tensor<6x256xf32>
    %228 = stablehlo.subtract %arg0, %227 : tensor<6x256xf32>
    %cst_41 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<6x128x256xf32>
    %230 = stablehlo.multiply %229, %225 : tensor<6x128x256xf32>
    %231 = stablehlo.subtract %arg1, %230 : tensor<6x128x256xf32>
    %cst_42 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<6x256x128xf32>
    %233 = stablehlo.multiply %232, %219 : tensor<6x256x128xf32>
    %234 = stablehlo.subtract %arg2, %233 : tensor<6x256x128xf32>
    return %228, %231, %234, %95 : tensor<6x256xf32>, tensor<6x128x256xf32>, tensor<6x256x128xf32>, tensor<f32>
  }
}
