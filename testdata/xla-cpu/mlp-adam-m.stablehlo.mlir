module @jit_mlp_adam attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<64xf32>, %arg3: tensor<128x256xf32>, %arg4: tensor<256x256xf32>, %arg5: tensor<256x64xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<64xf32>, %arg9: tensor<128x256xf32>, %arg10: tensor<256x256xf32>, %arg11: tensor<256x64xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<64xf32>, %arg15: tensor<128x256xf32>, %arg16: tensor<256x256xf32>, %arg17: tensor<256x64xf32>, %arg18: tensor<i32>, %arg19: tensor<64x128xf32>, %arg20: tensor<64x64xf32>) -> (tensor<256xf32> {jax.result_info = "result[0]['b0']"}, tensor<256xf32> {jax.result_info = "result[0]['b1']"}, tensor<64xf32> {jax.result_info = "result[0]['b2']"}, tensor<128x256xf32> {jax.result_info = "result[0]['w0']"}, tensor<256x256xf32> {jax.result_info = "result[0]['w1']"}, tensor<256x64xf32> {jax.result_info = "result[0]['w2']"}, tensor<256xf32> {jax.result_info = "result[1]['b0']"}, tensor<256xf32> {jax.result_info = "result[1]['b1']"}, tensor<64xf32> {jax.result_info = "result[1]['b2']"}, tensor<128x256xf32> {jax.result_info = "result[1]['w0']"}, tensor<256x256xf32> {jax.result_info = "result[1]['w1']"}, tensor<256x64xf32> {jax.result_info = "result[1]['w2']"}, tensor<256xf32> {jax.result_info = "result[2]['b0']"}, tensor<256xf32> {jax.result_info = "result[2]['b1']"}, tensor<64xf32> {jax.result_info = "result[2]['b2']"}, tensor<128x256xf32> {jax.result_info = "result[2]['w0']"}, tensor<256x256xf32> {jax.result_info = "result[2]['w1']"}, tensor<256x64xf32> {jax.result_info = "result[2]['w2']"}, tensor<i32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg19, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x256xf32>) -> tensor<64x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x256xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<64x256xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<64x256xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<64x256xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<64x256xf32>
    %11 = stablehlo.add %3, %10 : tensor<64x256xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<64x256xf32>
    %14 = stablehlo.tanh %13 : tensor<64x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<64x256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %18 = stablehlo.add %17, %14 : tensor<64x256xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<64x256xf32>
    %21 = stablehlo.multiply %3, %20 : tensor<64x256xf32>
    %22 = stablehlo.dot_general %21, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x256xf32>) -> tensor<64x256xf32>
    %23 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %25 = stablehlo.add %22, %24 : tensor<64x256xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<64x256xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<64x256xf32>
    %28 = stablehlo.multiply %25, %25 : tensor<64x256xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<64x256xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %32 = stablehlo.multiply %31, %27 : tensor<64x256xf32>
    %33 = stablehlo.add %25, %32 : tensor<64x256xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<64x256xf32>
    %36 = stablehlo.tanh %35 : tensor<64x256xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %38 = stablehlo.subtract %37, %36 : tensor<64x256xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %40 = stablehlo.add %39, %36 : tensor<64x256xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<64x256xf32>
    %43 = stablehlo.multiply %25, %42 : tensor<64x256xf32>
    %44 = stablehlo.dot_general %43, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
    %45 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %47 = stablehlo.add %44, %46 : tensor<64x64xf32>
    %48 = stablehlo.subtract %47, %arg20 : tensor<64x64xf32>
    %49 = stablehlo.multiply %48, %48 : tensor<64x64xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %51 = stablehlo.multiply %50, %48 : tensor<64x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %53 = stablehlo.divide %52, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %54 = stablehlo.divide %cst_14, %cst_15 : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %56 = stablehlo.multiply %55, %51 : tensor<64x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %58 = stablehlo.reshape %57 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %60 = stablehlo.dot_general %56, %43, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %62 = stablehlo.dot_general %56, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<256x64xf32>) -> tensor<64x256xf32>
    %63 = stablehlo.multiply %25, %62 : tensor<64x256xf32>
    %64 = stablehlo.multiply %62, %42 : tensor<64x256xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %66 = stablehlo.multiply %65, %63 : tensor<64x256xf32>
    %67 = stablehlo.multiply %66, %38 : tensor<64x256xf32>
    %68 = stablehlo.multiply %67, %36 : tensor<64x256xf32>
    %69 = stablehlo.add %67, %68 : tensor<64x256xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<64x256xf32>
    %72 = stablehlo.add %64, %71 : tensor<64x256xf32>
    %cst_20 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %74 = stablehlo.multiply %73, %71 : tensor<64x256xf32>
    %75 = stablehlo.multiply %74, %30 : tensor<64x256xf32>
    %76 = stablehlo.add %72, %75 : tensor<64x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %78 = stablehlo.reshape %77 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %80 = stablehlo.dot_general %76, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<256x256xf32>
    %81 = stablehlo.transpose %80, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %82 = stablehlo.dot_general %76, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x256xf32>) -> tensor<64x256xf32>
    %83 = stablehlo.multiply %3, %82 : tensor<64x256xf32>
    %84 = stablehlo.multiply %82, %20 : tensor<64x256xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %86 = stablehlo.multiply %85, %83 : tensor<64x256xf32>
    %87 = stablehlo.multiply %86, %16 : tensor<64x256xf32>
    %88 = stablehlo.multiply %87, %14 : tensor<64x256xf32>
    %89 = stablehlo.add %87, %88 : tensor<64x256xf32>
    %cst_24 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<64x256xf32>
    %92 = stablehlo.add %84, %91 : tensor<64x256xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %94 = stablehlo.multiply %93, %91 : tensor<64x256xf32>
    %95 = stablehlo.multiply %94, %8 : tensor<64x256xf32>
    %96 = stablehlo.add %92, %95 : tensor<64x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %98 = stablehlo.reshape %97 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %100 = stablehlo.dot_general %96, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<64x128xf32>) -> tensor<256x128xf32>
    %101 = stablehlo.transpose %100, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %102 = stablehlo.add %arg18, %c : tensor<i32>
    %103 = stablehlo.convert %102 : (tensor<i32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %105 = stablehlo.multiply %104, %arg6 : tensor<256xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %107 = stablehlo.multiply %106, %99 : tensor<256xf32>
    %108 = stablehlo.add %105, %107 : tensor<256xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %110 = stablehlo.multiply %109, %arg7 : tensor<256xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %112 = stablehlo.multiply %111, %79 : tensor<256xf32>
    %113 = stablehlo.add %110, %112 : tensor<256xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %115 = stablehlo.multiply %114, %arg8 : tensor<64xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %117 = stablehlo.multiply %116, %59 : tensor<64xf32>
    %118 = stablehlo.add %115, %117 : tensor<64xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %120 = stablehlo.multiply %119, %arg9 : tensor<128x256xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %122 = stablehlo.multiply %121, %101 : tensor<128x256xf32>
    %123 = stablehlo.add %120, %122 : tensor<128x256xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %125 = stablehlo.multiply %124, %arg10 : tensor<256x256xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %127 = stablehlo.multiply %126, %81 : tensor<256x256xf32>
    %128 = stablehlo.add %125, %127 : tensor<256x256xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %130 = stablehlo.multiply %129, %arg11 : tensor<256x64xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %132 = stablehlo.multiply %131, %61 : tensor<256x64xf32>
    %133 = stablehlo.add %130, %132 : tensor<256x64xf32>
    %cst_40 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %135 = stablehlo.multiply %134, %arg12 : tensor<256xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %137 = stablehlo.multiply %136, %99 : tensor<256xf32>
    %138 = stablehlo.multiply %137, %99 : tensor<256xf32>
    %139 = stablehlo.add %135, %138 : tensor<256xf32>
    %cst_42 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %141 = stablehlo.multiply %140, %arg13 : tensor<256xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %143 = stablehlo.multiply %142, %79 : tensor<256xf32>
    %144 = stablehlo.multiply %143, %79 : tensor<256xf32>
    %145 = stablehlo.add %141, %144 : tensor<256xf32>
    %cst_44 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %147 = stablehlo.multiply %146, %arg14 : tensor<64xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %149 = stablehlo.multiply %148, %59 : tensor<64xf32>
    %150 = stablehlo.multiply %149, %59 : tensor<64xf32>
    %151 = stablehlo.add %147, %150 : tensor<64xf32>
    %cst_46 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %153 = stablehlo.multiply %152, %arg15 : tensor<128x256xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %155 = stablehlo.multiply %154, %101 : tensor<128x256xf32>
    %156 = stablehlo.multiply %155, %101 : tensor<128x256xf32>
    %157 = stablehlo.add %153, %156 : tensor<128x256xf32>
    %cst_48 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %159 = stablehlo.multiply %158, %arg16 : tensor<256x256xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %161 = stablehlo.multiply %160, %81 : tensor<256x256xf32>
    %162 = stablehlo.multiply %161, %81 : tensor<256x256xf32>
    %163 = stablehlo.add %159, %162 : tensor<256x256xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %165 = stablehlo.multiply %164, %arg17 : tensor<256x64xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %167 = stablehlo.multiply %166, %61 : tensor<256x64xf32>
    %168 = stablehlo.multiply %167, %61 : tensor<256x64xf32>
    %169 = stablehlo.add %165, %168 : tensor<256x64xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %170 = stablehlo.power %cst_52, %103 : tensor<f32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %171 = stablehlo.subtract %cst_53, %170 : tensor<f32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %172 = stablehlo.power %cst_54, %103 : tensor<f32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %173 = stablehlo.subtract %cst_55, %172 : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %175 = stablehlo.divide %108, %174 : tensor<256xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %177 = stablehlo.multiply %176, %175 : tensor<256xf32>
    %178 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %179 = stablehlo.divide %139, %178 : tensor<256xf32>
    %180 = stablehlo.sqrt %179 : tensor<256xf32>
    %cst_57 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %182 = stablehlo.add %180, %181 : tensor<256xf32>
    %183 = stablehlo.divide %177, %182 : tensor<256xf32>
    %184 = stablehlo.subtract %arg0, %183 : tensor<256xf32>
    %185 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %186 = stablehlo.divide %113, %185 : tensor<256xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %188 = stablehlo.multiply %187, %186 : tensor<256xf32>
    %189 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %190 = stablehlo.divide %145, %189 : tensor<256xf32>
    %191 = stablehlo.sqrt %190 : tensor<256xf32>
    %cst_59 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %193 = stablehlo.add %191, %192 : tensor<256xf32>
    %194 = stablehlo.divide %188, %193 : tensor<256xf32>
    %195 = stablehlo.subtract %arg1, %194 : tensor<256xf32>
    %196 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %197 = stablehlo.divide %118, %196 : tensor<64xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %199 = stablehlo.multiply %198, %197 : tensor<64xf32>
    %200 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %201 = stablehlo.divide %151, %200 : tensor<64xf32>
    %202 = stablehlo.sqrt %201 : tensor<64xf32>
    %cst_61 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %204 = stablehlo.add %202, %203 : tensor<64xf32>
    %205 = stablehlo.divide %199, %204 : tensor<64xf32>
    %206 = stablehlo.subtract %arg2, %205 : tensor<64xf32>
    %207 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %208 = stablehlo.divide %123, %207 : tensor<128x256xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %210 = stablehlo.multiply %209, %208 : tensor<128x256xf32>
    %211 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %212 = stablehlo.divide %157, %211 : tensor<128x256xf32>
    %213 = stablehlo.sqrt %212 : tensor<128x256xf32>
    %cst_63 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %215 = stablehlo.add %213, %214 : tensor<128x256xf32>
    %216 = stablehlo.divide %210, %215 : tensor<128x256xf32>
    %217 = stablehlo.subtract %arg3, %216 : tensor<128x256xf32>
    %218 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %219 = stablehlo.divide %128, %218 : tensor<256x256xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<256x256xf32>
    %222 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %223 = stablehlo.divide %163, %222 : tensor<256x256xf32>
    %224 = stablehlo.sqrt %223 : tensor<256x256xf32>
    %cst_65 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %226 = stablehlo.add %224, %225 : tensor<256x256xf32>
    %227 = stablehlo.divide %221, %226 : tensor<256x256xf32>
    %228 = stablehlo.subtract %arg4, %227 : tensor<256x256xf32>
    %229 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %230 = stablehlo.divide %133, %229 : tensor<256x64xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %232 = stablehlo.multiply %231, %230 : tensor<256x64xf32>
    %233 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %234 = stablehlo.divide %169, %233 : tensor<256x64xf32>
    %235 = stablehlo.sqrt %234 : tensor<256x64xf32>
    %cst_67 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %237 = stablehlo.add %235, %236 : tensor<256x64xf32>
    %238 = stablehlo.divide %232, %237 : tensor<256x64xf32>
    %239 = stablehlo.subtract %arg5, %238 : tensor<256x64xf32>
    return %184, %195, %206, %217, %228, %239, %108, %113, %118, %123, %128, %133, %139, %145, %151, %157, %163, %169, %102, %53 : tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<i32>, tensor<f32>
  }
}
