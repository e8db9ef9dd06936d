// lax.approx_max_k(jnp.tanh(x), 16) off the TPU, as JAX lowers it: a
// custom_call @ApproxTopK with is_fallback = true.  XLA's converter builds
// ApproxTopKFallback for it (parser/mlirconvop.c approxtopk): a stable
// sort of the values and the iota by the comparator, each result sliced
// to its first 16, a tuple of the slices (approx-top-k.xla.hlo is XLA's
// own conversion, the same instructions).  On the CPU, TopkRewriter makes
// a TopK custom call of such a sort of f32 data (analysis/backend.c C12):
// the sorted arrays and the iota are never written.
// Figures (--target cpu): argument f32[256,4096] 4194304; outputs
// f32[256,16] 16384 + s32[256,16] 16384 + the tuple's table 16 = 32784;
// temp the tanh f32[256,4096] 4194304 and the TopK call's index table 16:
// 4194320; used 8421408, XLA:CPU's (jaxlib 0.10.2: argument 4194304,
// output 32784, temp 4194320).  Before C12 the sort's two 4 MiB results and
// the iota were counted.
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @top_k_gt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main(%arg0: tensor<256x4096xf32>) -> (tensor<256x16xf32> {jax.result_info = "result[0]"}, tensor<256x16xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.tanh %arg0 : tensor<256x4096xf32>
    %1 = stablehlo.iota dim = 1 : tensor<256x4096xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2:2 = stablehlo.custom_call @ApproxTopK(%0, %1, %cst, %c) {backend_config = "", called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 16 : i64}} : (tensor<256x4096xf32>, tensor<256x4096xi32>, tensor<f32>, tensor<i32>) -> (tensor<256x16xf32>, tensor<256x16xi32>)
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %4 = stablehlo.multiply %2#0, %3 : tensor<256x16xf32>
    return %4, %2#1 : tensor<256x16xf32>, tensor<256x16xi32>
  }
}
