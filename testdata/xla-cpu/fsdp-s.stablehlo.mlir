module @jit_fsdp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg3: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg4: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg7: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg8: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg11: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg12: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg13: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg14: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<128xf32> {jax.result_info = "result[0]['b0']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32xf32> {jax.result_info = "result[0]['b1']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64x128xf32> {jax.result_info = "result[0]['w0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<128x32xf32> {jax.result_info = "result[0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['b0']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32xf32> {jax.result_info = "result[1]['b1']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64x128xf32> {jax.result_info = "result[1]['w0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<128x32xf32> {jax.result_info = "result[1]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2]['b0']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32xf32> {jax.result_info = "result[2]['b1']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64x128xf32> {jax.result_info = "result[2]['w0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<128x32xf32> {jax.result_info = "result[2]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<i32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<f32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg13, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<32x128xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x128xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<32x128xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<32x128xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<32x128xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<32x128xf32>
    %11 = stablehlo.add %3, %10 : tensor<32x128xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<32x128xf32>
    %14 = stablehlo.tanh %13 : tensor<32x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<32x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %18 = stablehlo.add %17, %14 : tensor<32x128xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<32x128xf32>
    %21 = stablehlo.multiply %3, %20 : tensor<32x128xf32>
    %22 = stablehlo.dot_general %21, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.add %22, %24 : tensor<32x32xf32>
    %26 = stablehlo.subtract %25, %arg14 : tensor<32x32xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<32x32xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%27 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %31 = stablehlo.divide %30, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %32 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %34 = stablehlo.multiply %33, %29 : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %36 = stablehlo.reshape %35 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %38 = stablehlo.dot_general %34, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %39 = stablehlo.transpose %38, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %40 = stablehlo.dot_general %34, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<128x32xf32>) -> tensor<32x128xf32>
    %41 = stablehlo.multiply %3, %40 : tensor<32x128xf32>
    %42 = stablehlo.multiply %40, %20 : tensor<32x128xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %44 = stablehlo.multiply %43, %41 : tensor<32x128xf32>
    %45 = stablehlo.multiply %44, %16 : tensor<32x128xf32>
    %46 = stablehlo.multiply %45, %14 : tensor<32x128xf32>
    %47 = stablehlo.add %45, %46 : tensor<32x128xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<32x128xf32>
    %50 = stablehlo.add %42, %49 : tensor<32x128xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %52 = stablehlo.multiply %51, %49 : tensor<32x128xf32>
    %53 = stablehlo.multiply %52, %8 : tensor<32x128xf32>
    %54 = stablehlo.add %50, %53 : tensor<32x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %56 = stablehlo.reshape %55 : (tensor<128xf32>) -> tensor<1x128xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %58 = stablehlo.dot_general %54, %arg13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %59 = stablehlo.transpose %58, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %60 = stablehlo.add %arg12, %c : tensor<i32>
    %61 = stablehlo.convert %60 : (tensor<i32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %63 = stablehlo.multiply %62, %arg4 : tensor<128xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %65 = stablehlo.multiply %64, %57 : tensor<128xf32>
    %66 = stablehlo.add %63, %65 : tensor<128xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %68 = stablehlo.multiply %67, %arg5 : tensor<32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %70 = stablehlo.multiply %69, %37 : tensor<32xf32>
    %71 = stablehlo.add %68, %70 : tensor<32xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %73 = stablehlo.multiply %72, %arg6 : tensor<64x128xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %75 = stablehlo.multiply %74, %59 : tensor<64x128xf32>
    %76 = stablehlo.add %73, %75 : tensor<64x128xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %78 = stablehlo.multiply %77, %arg7 : tensor<128x32xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %80 = stablehlo.multiply %79, %39 : tensor<128x32xf32>
    %81 = stablehlo.add %78, %80 : tensor<128x32xf32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %83 = stablehlo.multiply %82, %arg8 : tensor<128xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %85 = stablehlo.multiply %84, %57 : tensor<128xf32>
    %86 = stablehlo.multiply %85, %57 : tensor<128xf32>
    %87 = stablehlo.add %83, %86 : tensor<128xf32>
    %cst_27 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %89 = stablehlo.multiply %88, %arg9 : tensor<32xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %91 = stablehlo.multiply %90, %37 : tensor<32xf32>
    %92 = stablehlo.multiply %91, %37 : tensor<32xf32>
    %93 = stablehlo.add %89, %92 : tensor<32xf32>
    %cst_29 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %95 = stablehlo.multiply %94, %arg10 : tensor<64x128xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %97 = stablehlo.multiply %96, %59 : tensor<64x128xf32>
    %98 = stablehlo.multiply %97, %59 : tensor<64x128xf32>
    %99 = stablehlo.add %95, %98 : tensor<64x128xf32>
    %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %101 = stablehlo.multiply %100, %arg11 : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %103 = stablehlo.multiply %102, %39 : tensor<128x32xf32>
    %104 = stablehlo.multiply %103, %39 : tensor<128x32xf32>
    %105 = stablehlo.add %101, %104 : tensor<128x32xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %106 = stablehlo.power %cst_33, %61 : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.subtract %cst_34, %106 : tensor<f32>
    %cst_35 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %108 = stablehlo.power %cst_35, %61 : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.subtract %cst_36, %108 : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %111 = stablehlo.divide %66, %110 : tensor<128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %113 = stablehlo.multiply %112, %111 : tensor<128xf32>
    %114 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %115 = stablehlo.divide %87, %114 : tensor<128xf32>
    %116 = stablehlo.sqrt %115 : tensor<128xf32>
    %cst_38 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %118 = stablehlo.add %116, %117 : tensor<128xf32>
    %119 = stablehlo.divide %113, %118 : tensor<128xf32>
    %120 = stablehlo.subtract %arg0, %119 : tensor<128xf32>
    %121 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %122 = stablehlo.divide %71, %121 : tensor<32xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<32xf32>
    %125 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %126 = stablehlo.divide %93, %125 : tensor<32xf32>
    %127 = stablehlo.sqrt %126 : tensor<32xf32>
    %cst_40 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %129 = stablehlo.add %127, %128 : tensor<32xf32>
    %130 = stablehlo.divide %124, %129 : tensor<32xf32>
    %131 = stablehlo.subtract %arg1, %130 : tensor<32xf32>
    %132 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %133 = stablehlo.divide %76, %132 : tensor<64x128xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<64x128xf32>
    %136 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %137 = stablehlo.divide %99, %136 : tensor<64x128xf32>
    %138 = stablehlo.sqrt %137 : tensor<64x128xf32>
    %cst_42 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %140 = stablehlo.add %138, %139 : tensor<64x128xf32>
    %141 = stablehlo.divide %135, %140 : tensor<64x128xf32>
    %142 = stablehlo.subtract %arg2, %141 : tensor<64x128xf32>
    %143 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %144 = stablehlo.divide %81, %143 : tensor<128x32xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %146 = stablehlo.multiply %145, %144 : tensor<128x32xf32>
    %147 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %148 = stablehlo.divide %105, %147 : tensor<128x32xf32>
    %149 = stablehlo.sqrt %148 : tensor<128x32xf32>
    %cst_44 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %151 = stablehlo.add %149, %150 : tensor<128x32xf32>
    %152 = stablehlo.divide %146, %151 : tensor<128x32xf32>
    %153 = stablehlo.subtract %arg3, %152 : tensor<128x32xf32>
    return %120, %131, %142, %153, %66, %71, %76, %81, %87, %93, %99, %105, %60, %31 : tensor<128xf32>, tensor<32xf32>, tensor<64x128xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32xf32>, tensor<64x128xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32xf32>, tensor<64x128xf32>, tensor<128x32xf32>, tensor<i32>, tensor<f32>
  }
}
