module @jit_remat_layernorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x512xf32>, %arg1: tensor<512x128xf32>, %arg2: tensor<128x512xf32>, %arg3: tensor<512x128xf32>, %arg4: tensor<256x128xf32>) -> (tensor<128x512xf32> {jax.result_info = "result[0][0]"}, tensor<512x128xf32> {jax.result_info = "result[0][1]"}, tensor<128x512xf32> {jax.result_info = "result[1][0]"}, tensor<512x128xf32> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg4 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %5 = stablehlo.subtract %arg4, %4 : tensor<256x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_var(%arg4, %c) : (tensor<256x128xf32>, tensor<i32>) -> tensor<256x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<256x1xf32>
    %9 = stablehlo.sqrt %8 : tensor<256x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %11 = stablehlo.divide %5, %10 : tensor<256x128xf32>
    %12 = stablehlo.dot_general %11, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<128x512xf32>) -> tensor<256x512xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<256x512xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<256x512xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<256x512xf32>
    %17 = stablehlo.add %12, %16 : tensor<256x512xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<256x512xf32>
    %20 = stablehlo.tanh %19 : tensor<256x512xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %22 = stablehlo.add %21, %20 : tensor<256x512xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<256x512xf32>
    %25 = stablehlo.multiply %12, %24 : tensor<256x512xf32>
    %26 = stablehlo.dot_general %25, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x128xf32>) -> tensor<256x128xf32>
    %27 = stablehlo.add %arg4, %26 : tensor<256x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_7 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %31 = stablehlo.divide %29, %30 : tensor<256x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %33 = stablehlo.subtract %27, %32 : tensor<256x128xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %34 = call @_var_0(%27, %c_8) : (tensor<256x128xf32>, tensor<i32>) -> tensor<256x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %36 = stablehlo.add %34, %35 : tensor<256x1xf32>
    %37 = stablehlo.sqrt %36 : tensor<256x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %39 = stablehlo.divide %33, %38 : tensor<256x128xf32>
    %40 = stablehlo.dot_general %39, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<128x512xf32>) -> tensor<256x512xf32>
    %41 = stablehlo.multiply %40, %40 : tensor<256x512xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<256x512xf32>
    %cst_10 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<256x512xf32>
    %45 = stablehlo.add %40, %44 : tensor<256x512xf32>
    %cst_11 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<256x512xf32>
    %48 = stablehlo.tanh %47 : tensor<256x512xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %50 = stablehlo.add %49, %48 : tensor<256x512xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<256x512xf32>
    %53 = stablehlo.multiply %40, %52 : tensor<256x512xf32>
    %54 = stablehlo.dot_general %53, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x128xf32>) -> tensor<256x128xf32>
    %55 = stablehlo.add %27, %54 : tensor<256x128xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<256x128xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %58 = stablehlo.divide %cst_15, %cst_16 : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %60 = stablehlo.multiply %59, %57 : tensor<256x128xf32>
    %61:4 = stablehlo.optimization_barrier %27, %arg2, %arg3, %60 : tensor<256x128xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<256x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61#0 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %65 = stablehlo.divide %63, %64 : tensor<256x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %67 = stablehlo.subtract %61#0, %66 : tensor<256x128xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %68:4 = call @_var_2(%61#0, %c_19) : (tensor<256x128xf32>, tensor<i32>) -> (tensor<256x1xf32>, tensor<256x128xf32>, tensor<f32>, tensor<i1>)
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %70 = stablehlo.add %68#0, %69 : tensor<256x1xf32>
    %71 = stablehlo.sqrt %70 : tensor<256x1xf32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %73 = stablehlo.divide %72, %71 : tensor<256x1xf32>
    %74 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %75 = stablehlo.divide %67, %74 : tensor<256x128xf32>
    %76 = stablehlo.multiply %71, %71 : tensor<256x1xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %78 = stablehlo.divide %77, %76 : tensor<256x1xf32>
    %79 = stablehlo.dot_general %75, %61#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<128x512xf32>) -> tensor<256x512xf32>
    %80 = stablehlo.multiply %79, %79 : tensor<256x512xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<256x512xf32>
    %82 = stablehlo.multiply %79, %79 : tensor<256x512xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<256x512xf32>
    %cst_24 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %86 = stablehlo.multiply %85, %81 : tensor<256x512xf32>
    %87 = stablehlo.add %79, %86 : tensor<256x512xf32>
    %cst_25 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<256x512xf32>
    %90 = stablehlo.tanh %89 : tensor<256x512xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %92 = stablehlo.subtract %91, %90 : tensor<256x512xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %94 = stablehlo.add %93, %90 : tensor<256x512xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<256x512xf32>
    %97 = stablehlo.multiply %79, %96 : tensor<256x512xf32>
    %98 = stablehlo.dot_general %61#3, %97, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<256x512xf32>) -> tensor<128x512xf32>
    %99 = stablehlo.transpose %98, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %100 = stablehlo.dot_general %61#3, %61#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<512x128xf32>) -> tensor<256x512xf32>
    %101 = stablehlo.multiply %79, %100 : tensor<256x512xf32>
    %102 = stablehlo.multiply %100, %96 : tensor<256x512xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %104 = stablehlo.multiply %103, %101 : tensor<256x512xf32>
    %105 = stablehlo.multiply %104, %92 : tensor<256x512xf32>
    %106 = stablehlo.multiply %105, %90 : tensor<256x512xf32>
    %107 = stablehlo.add %105, %106 : tensor<256x512xf32>
    %cst_30 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<256x512xf32>
    %110 = stablehlo.add %102, %109 : tensor<256x512xf32>
    %cst_31 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %112 = stablehlo.multiply %111, %109 : tensor<256x512xf32>
    %113 = stablehlo.multiply %112, %84 : tensor<256x512xf32>
    %114 = stablehlo.add %110, %113 : tensor<256x512xf32>
    %115 = stablehlo.dot_general %114, %75, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x128xf32>) -> tensor<512x128xf32>
    %116 = stablehlo.transpose %115, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %117 = stablehlo.dot_general %114, %61#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<128x512xf32>) -> tensor<256x128xf32>
    %118 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<256x128xf32>
    %120 = stablehlo.multiply %119, %67 : tensor<256x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %122 = stablehlo.reshape %121 : (tensor<256xf32>) -> tensor<256x1xf32>
    %123 = stablehlo.negate %122 : tensor<256x1xf32>
    %124 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %125 = stablehlo.divide %117, %124 : tensor<256x128xf32>
    %126 = stablehlo.multiply %123, %73 : tensor<256x1xf32>
    %127 = call @_var_4(%68#1, %68#2, %68#3, %126) : (tensor<256x128xf32>, tensor<f32>, tensor<i1>, tensor<256x1xf32>) -> tensor<256x128xf32>
    %128 = stablehlo.add %61#3, %127 : tensor<256x128xf32>
    %129 = stablehlo.negate %125 : tensor<256x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_33) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %131 = stablehlo.reshape %130 : (tensor<256xf32>) -> tensor<256x1xf32>
    %132 = stablehlo.add %128, %125 : tensor<256x128xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %134 = stablehlo.divide %131, %133 : tensor<256x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0] : (tensor<256xf32>) -> tensor<256x128xf32>
    %137 = stablehlo.add %132, %136 : tensor<256x128xf32>
    %138:4 = stablehlo.optimization_barrier %arg4, %arg0, %arg1, %137 : tensor<256x128xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<256x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138#0 init: %cst_36) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_37 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %142 = stablehlo.divide %140, %141 : tensor<256x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %144 = stablehlo.subtract %138#0, %143 : tensor<256x128xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %145 = call @_var_6(%138#0, %c_38) : (tensor<256x128xf32>, tensor<i32>) -> tensor<256x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %147 = stablehlo.add %145, %146 : tensor<256x1xf32>
    %148 = stablehlo.sqrt %147 : tensor<256x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %150 = stablehlo.divide %144, %149 : tensor<256x128xf32>
    %151 = stablehlo.dot_general %150, %138#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<128x512xf32>) -> tensor<256x512xf32>
    %152 = stablehlo.multiply %151, %151 : tensor<256x512xf32>
    %153 = stablehlo.multiply %152, %151 : tensor<256x512xf32>
    %154 = stablehlo.multiply %151, %151 : tensor<256x512xf32>
    %cst_40 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %156 = stablehlo.multiply %155, %154 : tensor<256x512xf32>
    %cst_41 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %158 = stablehlo.multiply %157, %153 : tensor<256x512xf32>
    %159 = stablehlo.add %151, %158 : tensor<256x512xf32>
    %cst_42 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %161 = stablehlo.multiply %160, %159 : tensor<256x512xf32>
    %162 = stablehlo.tanh %161 : tensor<256x512xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %164 = stablehlo.subtract %163, %162 : tensor<256x512xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %166 = stablehlo.add %165, %162 : tensor<256x512xf32>
    %cst_45 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<256x512xf32>
    %169 = stablehlo.multiply %151, %168 : tensor<256x512xf32>
    %170 = stablehlo.dot_general %138#3, %169, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<256x512xf32>) -> tensor<128x512xf32>
    %171 = stablehlo.transpose %170, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %172 = stablehlo.dot_general %138#3, %138#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<512x128xf32>) -> tensor<256x512xf32>
    %173 = stablehlo.multiply %151, %172 : tensor<256x512xf32>
    %174 = stablehlo.multiply %172, %168 : tensor<256x512xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %176 = stablehlo.multiply %175, %173 : tensor<256x512xf32>
    %177 = stablehlo.multiply %176, %164 : tensor<256x512xf32>
    %178 = stablehlo.multiply %177, %162 : tensor<256x512xf32>
    %179 = stablehlo.add %177, %178 : tensor<256x512xf32>
    %cst_47 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<256x512xf32>
    %182 = stablehlo.add %174, %181 : tensor<256x512xf32>
    %cst_48 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %184 = stablehlo.multiply %183, %181 : tensor<256x512xf32>
    %185 = stablehlo.multiply %184, %156 : tensor<256x512xf32>
    %186 = stablehlo.add %182, %185 : tensor<256x512xf32>
    %187 = stablehlo.dot_general %186, %150, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x128xf32>) -> tensor<512x128xf32>
    %188 = stablehlo.transpose %187, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %190 = stablehlo.multiply %189, %188 : tensor<128x512xf32>
    %191 = stablehlo.subtract %arg0, %190 : tensor<128x512xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %193 = stablehlo.multiply %192, %171 : tensor<512x128xf32>
    %194 = stablehlo.subtract %arg1, %193 : tensor<512x128xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %196 = stablehlo.multiply %195, %116 : tensor<128x512xf32>
    %197 = stablehlo.subtract %arg2, %196 : tensor<128x512xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %199 = stablehlo.multiply %198, %99 : tensor<512x128xf32>
    %200 = stablehlo.subtract %arg3, %199 : tensor<512x128xf32>
    return %191, %194, %197, %200 : tensor<128x512xf32>, tensor<512x128xf32>, tensor<128x512xf32>, tensor<512x128xf32>
  }
  func.func private @_var(%arg0: tensor<256x128xf32>, %arg1: tensor<i32>) -> tensor<256x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<256x128xf32>
    %6 = chlo.square %5 : tensor<256x128xf32> -> tensor<256x128xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<256x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<256x1xf32>, tensor<f32>) -> tensor<256x1xf32>
    return %14 : tensor<256x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<256x1xf32>, %arg2: tensor<f32>) -> tensor<256x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<256x1xf32>
    return %2 : tensor<256x1xf32>
  }
  func.func private @_var_0(%arg0: tensor<256x128xf32>, %arg1: tensor<i32>) -> tensor<256x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<256x128xf32>
    %6 = chlo.square %5 : tensor<256x128xf32> -> tensor<256x128xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<256x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_1(%13, %12, %cst_4) : (tensor<i1>, tensor<256x1xf32>, tensor<f32>) -> tensor<256x1xf32>
    return %14 : tensor<256x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<256x1xf32>, %arg2: tensor<f32>) -> tensor<256x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<256x1xf32>
    return %2 : tensor<256x1xf32>
  }
  func.func private @_var_2(%arg0: tensor<256x128xf32>, %arg1: tensor<i32>) -> (tensor<256x1xf32>, tensor<256x128xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<256x128xf32>
    %6 = chlo.square %5 : tensor<256x128xf32> -> tensor<256x128xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<256x128xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<256x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where_3(%15, %14, %cst_5) : (tensor<i1>, tensor<256x1xf32>, tensor<f32>) -> tensor<256x1xf32>
    return %16, %8, %10, %15 : tensor<256x1xf32>, tensor<256x128xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<256x1xf32>, %arg2: tensor<f32>) -> tensor<256x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<256x1xf32>
    return %2 : tensor<256x1xf32>
  }
  func.func private @_var_4(%arg0: tensor<256x128xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<256x1xf32>) -> tensor<256x128xf32> {
    %0 = call @_where_5(%arg2, %arg3) : (tensor<i1>, tensor<256x1xf32>) -> tensor<256x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<256x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<256xf32>) -> tensor<256x128xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<256x128xf32>
    %6 = stablehlo.negate %5 : tensor<256x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %8 = stablehlo.reshape %7 : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<256x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<256xf32>) -> tensor<256x128xf32>
    %13 = stablehlo.add %5, %12 : tensor<256x128xf32>
    return %13 : tensor<256x128xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<256x1xf32>) -> tensor<256x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<256x1xf32>
    return %1 : tensor<256x1xf32>
  }
  func.func private @_var_6(%arg0: tensor<256x128xf32>, %arg1: tensor<i32>) -> tensor<256x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<256x128xf32>
    %6 = chlo.square %5 : tensor<256x128xf32> -> tensor<256x128xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<256x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_7(%13, %12, %cst_4) : (tensor<i1>, tensor<256x1xf32>, tensor<f32>) -> tensor<256x1xf32>
    return %14 : tensor<256x1xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<256x1xf32>, %arg2: tensor<f32>) -> tensor<256x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<256x1xf32>
    return %2 : tensor<256x1xf32>
  }
}
