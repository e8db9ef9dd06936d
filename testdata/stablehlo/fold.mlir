// What XLA simplifies before it converts (parser/mlirfold.c): StableHLO's
// target-independent optimization, run by ConvertStablehloToHlo, drops the
// multiply by a broadcast one (%1 is %arg0), puts the constant on the
// right of a commutative op (%3 = multiply(%arg0, 2)), keeps one splat
// constant of a value and type (%2 and %4 are one broadcast of 2.0),
// merges the two reshapes and drops them with the convert and transpose
// that change nothing (%9 is %5), and the add of a broadcast zero.  Left:
// the parameter, constant 2, its broadcast, the multiply and the add, 5
// instructions, as in XLA's own conversion beside it (fold.xla.hlo); 17
// converted op by op.  Figures (--target cpu): argument f32[256,512]
// 524288, output f32[256,512] 524288, the multiply fused into the add:
// temp 0; used 1048576 (XLA:CPU's compile: 524288 + 524288, temp 0).
module @jit_fold attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xf32>) -> (tensor<256x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<256x512xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<256x512xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %5 = stablehlo.add %3, %4 : tensor<256x512xf32>
    %6 = stablehlo.reshape %5 : (tensor<256x512xf32>) -> tensor<131072xf32>
    %7 = stablehlo.reshape %6 : (tensor<131072xf32>) -> tensor<256x512xf32>
    %8 = stablehlo.convert %7 : tensor<256x512xf32>
    %9 = stablehlo.transpose %8, dims = [0, 1] : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %11 = stablehlo.add %10, %9 : tensor<256x512xf32>
    return %11 : tensor<256x512xf32>
  }
}
