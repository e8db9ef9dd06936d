module @jit_while_loop attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256xf32>, %arg1: tensor<256xf32>) -> (tensor<256xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c, %iterArg_1 = %arg1, %iterArg_2 = %cst) : tensor<256x256xf32>, tensor<i32>, tensor<256xf32>, tensor<f32>
    cond {
      %c_3 = stablehlo.constant dense<100> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_0, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %4 = stablehlo.compare GT, %iterArg_2, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_5 = stablehlo.constant dense<false> : tensor<i1>
      %5 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<i1>
      %6 = stablehlo.compare NE, %3, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = stablehlo.convert %6 : tensor<i1>
      %8 = stablehlo.and %7, %4 : tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %3 = stablehlo.dot_general %iterArg, %iterArg_1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %4 = func.call @norm(%3) : (tensor<256xf32>) -> tensor<f32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<256xf32>
      %6 = stablehlo.divide %3, %5 : tensor<256xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_0, %c_3 : tensor<i32>
      %8 = stablehlo.subtract %6, %iterArg_1 : tensor<256xf32>
      %9 = stablehlo.abs %8 : tensor<256xf32>
      %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %10 = stablehlo.reduce(%9 init: %cst_4) applies stablehlo.maximum across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
      stablehlo.return %iterArg, %7, %6, %10 : tensor<256x256xf32>, tensor<i32>, tensor<256xf32>, tensor<f32>
    }
    %1 = stablehlo.dot_general %arg0, %0#2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2 = stablehlo.dot_general %0#2, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256xf32>, tensor<256xf32>) -> tensor<f32>
    return %0#2, %2, %0#1 : tensor<256xf32>, tensor<f32>, tensor<i32>
  }
  func.func private @norm(%arg0: tensor<256xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
}
