module @jit_approx_topk attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @top_k_gt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main(%arg0: tensor<64x64xf32>, %arg1: tensor<4096x64xf32>) -> (tensor<64x32xf32> {jax.result_info = "result[0]"}, tensor<64x32xi32> {jax.result_info = "result[1]"}, tensor<64x8xf32> {jax.result_info = "result[2]"}, tensor<64x8xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<4096x64xf32>) -> tensor<64x4096xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %2 = stablehlo.iota dim = 1 : tensor<64x4096xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3:2 = stablehlo.custom_call @ApproxTopK(%1, %2, %cst, %c) {backend_config = "", called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 32 : i64}} : (tensor<64x4096xf32>, tensor<64x4096xi32>, tensor<f32>, tensor<i32>) -> (tensor<64x32xf32>, tensor<64x32xi32>)
    %4 = stablehlo.tanh %1 : tensor<64x4096xf32>
    %values, %indices = chlo.top_k(%4, k = 8) : tensor<64x4096xf32> -> (tensor<64x8xf32>, tensor<64x8xi32>)
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %6 = stablehlo.multiply %3#0, %5 : tensor<64x32xf32>
    return %6, %3#1, %values, %indices : tensor<64x32xf32>, tensor<64x32xi32>, tensor<64x8xf32>, tensor<64x8xi32>
  }
}
