// A module without @main, as IREE's exports (@predict) and StableHLO's op
// tests are written: @forward, the one public function that no other
// calls, is read as the entry (@helper, public too, is called by it).
// XLA's converter would need it named @main; hlopeak says so, once.
//   arguments: %arg0, %arg1 f32[256] = 1024 B each -> 2048 B
//   output: one f32[256] = 1024 B
module @nomain {
  func.func public @helper(%arg0: tensor<256xf32>) -> tensor<256xf32> {
    %0 = stablehlo.negate %arg0 : tensor<256xf32>
    return %0 : tensor<256xf32>
  }
  func.func public @forward(%arg0: tensor<256xf32>, %arg1: tensor<256xf32>) -> tensor<256xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<256xf32>
    %1 = call @helper(%0) : (tensor<256xf32>) -> tensor<256xf32>
    return %1 : tensor<256xf32>
  }
}
