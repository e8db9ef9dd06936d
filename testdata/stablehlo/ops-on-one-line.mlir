// Several ops on one line, and an attribute dictionary with a comment line
// in it.  MLIR's parser needs no newline between ops (the translate tests
// of XLA have `... -> tensor<2x2x2xf32>  return %0 : ...`), and FileCheck
// tests put // CHECK lines inside an op's dictionary.
// f32[256,256] is 256 x 256 x 4 B = 262144 B.
//   arguments: %arg0 and %arg1, 2 x 262144 = 524288
//   output: the subtract's f32[256,256], 262144
module @jit_lines {
  func.func public @main(%arg0: tensor<256x256xf32>, %arg1: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<256x256xf32>  %1 = stablehlo.multiply %0, %arg1 : tensor<256x256xf32> loc("x.py":3:1)  %2 = "stablehlo.compare"(%1, %arg0) {
      // CHECK: a dictionary, not a region
      comparison_direction = #stablehlo<comparison_direction GT>
    } : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %3 = stablehlo.select %2, %1, %arg0 : tensor<256x256xi1>, tensor<256x256xf32>  %4 = stablehlo.subtract %3, %arg1 : tensor<256x256xf32>  func.return %4 : tensor<256x256xf32>
  }
}
