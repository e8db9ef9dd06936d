// Type aliases (`!name = type` before the module, as MLIR's printer and
// hand-written tests write them), a bounded one among them; also the
// deprecated torch_index_select (xla::TorchIndexSelect: a gather of the
// result type) and chlo.constant (a constant).
//   arguments: f32[4,4] 64 B, f32[<=16] 64 B and its dimension's 4-byte
//     size, s32[5,1,5] 100 B, s32[2] 8 B -> 240 B
//   outputs: f32[4,4] 64 B, the f32[<=16] argument 68 B, s32[2,1,5] 40 B,
//     s32[] 4 B, the tuple table of four pointers 32 B -> 208 B
//   constants: the s32[] 4 B
!bounded = tensor<?xf32, #stablehlo.bounds<16>>
!plain = tensor<4x4xf32>
module @a {
  func.func public @main(%arg0: !plain, %arg1: !bounded, %arg2: tensor<5x1x5xi32>, %arg3: tensor<2xi32>) -> (!plain, !bounded, tensor<2x1x5xi32>, tensor<i32>) {
    %0 = stablehlo.add %arg0, %arg0 : !plain
    %1 = "stablehlo.torch_index_select"(%arg2, %arg3) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<5x1x5xi32>, tensor<2xi32>) -> tensor<2x1x5xi32>
    %2 = "chlo.constant"() { value = dense<1> : tensor<i32> } : () -> tensor<i32>
    return %0, %arg1, %1, %2 : !plain, !bounded, tensor<2x1x5xi32>, tensor<i32>
  }
}
