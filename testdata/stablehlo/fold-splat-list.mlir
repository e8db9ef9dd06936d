// What the StableHLO folder does with constants written as lists, and with
// converts of floats that do not fit the integer type (mlirfold.c).
//  - dense<[v]> and dense<[[v, v], [v, v]]> are splats: MLIR keeps one value
//    (DenseElementsAttr) and prints them dense<v>, as in the generic twin
//    fold-splat-list.generic.mlir, which must give the same figures.
//  - convert(f32 -> i32) folds when the value, rounded to f32 first, fits:
//    2147483583.0 is 2147483520 in f32, which fits; 2147483584.0 is 2^31 in
//    f32, which does not, so its convert stays (StablehloAggressiveFolder's
//    Float -> Int: APFloat::convertToInteger is opInvalidOp).
//  - %c and %d are both the splat 1.0, so their add folds to the splat 2.0
//    (FoldAddOpPattern): a scalar constant and its broadcast.
// Instructions left, by hand: the constant 2147483520 (an output), the f32
// constant 2^31 and its convert, the scalar 2.0 and its broadcast, and the
// root tuple: 6.
module @jit_fold attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi32>, tensor<1xi32>, tensor<2x2xf32>) {
    %a = stablehlo.constant dense<[2147483583.0]> : tensor<1xf32>
    %b = stablehlo.constant dense<[2147483584.0]> : tensor<1xf32>
    %0 = stablehlo.convert %a : (tensor<1xf32>) -> tensor<1xi32>
    %1 = stablehlo.convert %b : (tensor<1xf32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<[[1.0, 1.0], [1.0, 1.0]]> : tensor<2x2xf32>
    %d = stablehlo.constant dense<1.0> : tensor<2x2xf32>
    %2 = stablehlo.add %c, %d : tensor<2x2xf32>
    return %0, %1, %2 : tensor<1xi32>, tensor<1xi32>, tensor<2x2xf32>
  }
}
