module @jit_tensor_parallel attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg1: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg4: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg6: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg7: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<1024xf32> {jax.result_info = "result[0][0]['b1']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0][0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0][0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<1024xf32> {jax.result_info = "result[0][1]['b1']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0][1]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0][1]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x1024xf32>) -> tensor<64x1024xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<64x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x1024xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<64x1024xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<64x1024xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<64x1024xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<64x1024xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<64x1024xf32>
    %11 = stablehlo.add %3, %10 : tensor<64x1024xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<64x1024xf32>
    %14 = stablehlo.tanh %13 : tensor<64x1024xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<64x1024xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %18 = stablehlo.add %17, %14 : tensor<64x1024xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<64x1024xf32>
    %21 = stablehlo.multiply %3, %20 : tensor<64x1024xf32>
    %22 = stablehlo.dot_general %21, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x256xf32>) -> tensor<64x256xf32>
    %23 = stablehlo.add %arg6, %22 : tensor<64x256xf32>
    %24 = stablehlo.dot_general %23, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x1024xf32>) -> tensor<64x1024xf32>
    %25 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<64x1024xf32>
    %27 = stablehlo.add %24, %26 : tensor<64x1024xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<64x1024xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<64x1024xf32>
    %30 = stablehlo.multiply %27, %27 : tensor<64x1024xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<64x1024xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %34 = stablehlo.multiply %33, %29 : tensor<64x1024xf32>
    %35 = stablehlo.add %27, %34 : tensor<64x1024xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<64x1024xf32>
    %38 = stablehlo.tanh %37 : tensor<64x1024xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %40 = stablehlo.subtract %39, %38 : tensor<64x1024xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %42 = stablehlo.add %41, %38 : tensor<64x1024xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<64x1024xf32>
    %45 = stablehlo.multiply %27, %44 : tensor<64x1024xf32>
    %46 = stablehlo.dot_general %45, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x256xf32>) -> tensor<64x256xf32>
    %47 = stablehlo.add %23, %46 : tensor<64x256xf32>
    %48 = stablehlo.subtract %47, %arg7 : tensor<64x256xf32>
    %49 = stablehlo.multiply %48, %48 : tensor<64x256xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %51 = stablehlo.multiply %50, %48 : tensor<64x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %53 = stablehlo.divide %52, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %54 = stablehlo.divide %cst_14, %cst_15 : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %56 = stablehlo.multiply %55, %51 : tensor<64x256xf32>
    %57 = stablehlo.dot_general %56, %45, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<64x1024xf32>) -> tensor<256x1024xf32>
    %58 = stablehlo.transpose %57, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %59 = stablehlo.dot_general %56, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<1024x256xf32>) -> tensor<64x1024xf32>
    %60 = stablehlo.multiply %27, %59 : tensor<64x1024xf32>
    %61 = stablehlo.multiply %59, %44 : tensor<64x1024xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %63 = stablehlo.multiply %62, %60 : tensor<64x1024xf32>
    %64 = stablehlo.multiply %63, %40 : tensor<64x1024xf32>
    %65 = stablehlo.multiply %64, %38 : tensor<64x1024xf32>
    %66 = stablehlo.add %64, %65 : tensor<64x1024xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<64x1024xf32>
    %69 = stablehlo.add %61, %68 : tensor<64x1024xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %71 = stablehlo.multiply %70, %68 : tensor<64x1024xf32>
    %72 = stablehlo.multiply %71, %32 : tensor<64x1024xf32>
    %73 = stablehlo.add %69, %72 : tensor<64x1024xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %75 = stablehlo.reshape %74 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %77 = stablehlo.dot_general %73, %23, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x256xf32>) -> tensor<1024x256xf32>
    %78 = stablehlo.transpose %77, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %79 = stablehlo.dot_general %73, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<256x1024xf32>) -> tensor<64x256xf32>
    %80 = stablehlo.add %56, %79 : tensor<64x256xf32>
    %81 = stablehlo.dot_general %80, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<64x1024xf32>) -> tensor<256x1024xf32>
    %82 = stablehlo.transpose %81, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %83 = stablehlo.dot_general %80, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<1024x256xf32>) -> tensor<64x1024xf32>
    %84 = stablehlo.multiply %3, %83 : tensor<64x1024xf32>
    %85 = stablehlo.multiply %83, %20 : tensor<64x1024xf32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %87 = stablehlo.multiply %86, %84 : tensor<64x1024xf32>
    %88 = stablehlo.multiply %87, %16 : tensor<64x1024xf32>
    %89 = stablehlo.multiply %88, %14 : tensor<64x1024xf32>
    %90 = stablehlo.add %88, %89 : tensor<64x1024xf32>
    %cst_22 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<64x1024xf32>
    %93 = stablehlo.add %85, %92 : tensor<64x1024xf32>
    %cst_23 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %95 = stablehlo.multiply %94, %92 : tensor<64x1024xf32>
    %96 = stablehlo.multiply %95, %8 : tensor<64x1024xf32>
    %97 = stablehlo.add %93, %96 : tensor<64x1024xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %99 = stablehlo.reshape %98 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %101 = stablehlo.dot_general %97, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x256xf32>) -> tensor<1024x256xf32>
    %102 = stablehlo.transpose %101, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %cst_26 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %104 = stablehlo.multiply %103, %100 : tensor<1024xf32>
    %105 = stablehlo.subtract %arg0, %104 : tensor<1024xf32>
    %cst_27 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %107 = stablehlo.multiply %106, %102 : tensor<256x1024xf32>
    %108 = stablehlo.subtract %arg1, %107 : tensor<256x1024xf32>
    %cst_28 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %110 = stablehlo.multiply %109, %82 : tensor<1024x256xf32>
    %111 = stablehlo.subtract %arg2, %110 : tensor<1024x256xf32>
    %cst_29 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %113 = stablehlo.multiply %112, %76 : tensor<1024xf32>
    %114 = stablehlo.subtract %arg3, %113 : tensor<1024xf32>
    %cst_30 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %116 = stablehlo.multiply %115, %78 : tensor<256x1024xf32>
    %117 = stablehlo.subtract %arg4, %116 : tensor<256x1024xf32>
    %cst_31 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %119 = stablehlo.multiply %118, %58 : tensor<1024x256xf32>
    %120 = stablehlo.subtract %arg5, %119 : tensor<1024x256xf32>
    return %105, %108, %111, %114, %117, %120, %53 : tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<f32>
  }
}
