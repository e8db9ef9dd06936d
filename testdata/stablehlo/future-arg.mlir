// A future passed into a function and handed to a custom call (StableHLO's
// op test custom_call_future): outside an async_start, a future is sized as
// the tensors it will hold, a tuple (with its table of 8 B pointers, as
// XLA sizes a tuple).
//   arguments: the future of f32[64,32] and f32[16] = 8192 + 64 + 2 x 8 = 8272 B
//   outputs: the custom call's future of f32[64,32] = 8192 + 8 = 8200 B
module @future_arg {
  func.func public @main(%arg0: !stablehlo.future<tensor<64x32xf32>, tensor<16xf32>>) -> !stablehlo.future<tensor<64x32xf32>> {
    %0 = "stablehlo.custom_call"(%arg0) {call_target_name = "foo"} : (!stablehlo.future<tensor<64x32xf32>, tensor<16xf32>>) -> !stablehlo.future<tensor<64x32xf32>>
    func.return %0 : !stablehlo.future<tensor<64x32xf32>>
  }
}
