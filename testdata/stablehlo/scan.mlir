// chlo.scan (a cumulative sum over dimension 0): HLO's scan, the text form
// of XLA's scan tests: (outputs..., carries...) scan(inputs..., inits...),
// dimensions={0}, num_carries=1, to_apply=body; its results read through
// get-tuple-element.
//   arguments: f32[8,16] = 512 B, f32[16] = 64 B -> 576 B
//   outputs: f32[8,16] = 512 B, f32[16] = 64 B, and the entry's tuple
//     table of two 8-byte pointers, 16 B -> 592 B
module @scan {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>) -> (tensor<8x16xf32>, tensor<16xf32>) {
    %0:2 = chlo.scan(%arg0) inits(%arg1) dimension=0 {
    ^bb0(%x: tensor<16xf32>, %carry: tensor<16xf32>):
      %1 = stablehlo.add %x, %carry : tensor<16xf32>
      stablehlo.return %1, %1 : tensor<16xf32>, tensor<16xf32>
    } : (tensor<8x16xf32>, tensor<16xf32>) -> (tensor<8x16xf32>, tensor<16xf32>)
    return %0#0, %0#1 : tensor<8x16xf32>, tensor<16xf32>
  }
}
