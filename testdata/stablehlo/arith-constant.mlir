// XLA's export reads arith.constant of a tensor as the HLO constant it is
// (its translate test case.mlir: arith.constant dense<1> : tensor<i32> is
// s32[] constant(1)), and the branches of mhlo.case read values from
// outside as those of stablehlo.case do.
//   arguments: %arg0 f32[128] = 512 B, %arg1 s32[] = 4 B -> 516 B
//   constants: the splat dense<2.0> : tensor<128xf32> is an f32[] constant
//     and a broadcast (XLA's export.mlir), fused with the broadcast into the
//     multiply (the fusion rules duplicate scalar constants into their
//     users): no buffer; dense<1.0> : tensor<f32> goes into the case as an
//     operand its branch reads: 4 B
//   output: f32[128] = 512 B
module @arith {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<i32>) -> tensor<128xf32> {
    %c = arith.constant dense<2.000000e+00> : tensor<128xf32>
    %one = arith.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %c : tensor<128xf32>
    %1 = "mhlo.case"(%arg1) ({
      %2 = "mhlo.negate"(%0) : (tensor<128xf32>) -> tensor<128xf32>
      "mhlo.return"(%2) : (tensor<128xf32>) -> ()
    }, {
      %3 = "mhlo.broadcast_in_dim"(%one) {broadcast_dimensions = dense<> : tensor<0xi64>} : (tensor<f32>) -> tensor<128xf32>
      %4 = "mhlo.add"(%0, %3) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
      "mhlo.return"(%4) : (tensor<128xf32>) -> ()
    }) : (tensor<i32>) -> tensor<128xf32>
    return %1 : tensor<128xf32>
  }
}
