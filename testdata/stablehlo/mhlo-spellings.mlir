// mhlo spellings that XLA's translate tests use.  !mhlo.token is the
// token StableHLO calls !stablehlo.token (0 bytes: ShapeUtil::ByteSizeOf
// of a token).  mhlo.broadcast, like stablehlo.broadcast, puts the
// operand's dimensions last, after broadcast_sizes: XlaBuilder::Broadcast,
// and translate test multiple_return_tuple.mlir (`dimensions={3}`).
// stablehlo.create_token, the older spelling of an after_all of nothing,
// is exported as xla::CreateToken: after-all() (mlir_hlo_to_hlo.cc).
//   arguments: f32[256] 1024 B and a token, 0 B: 1024
//   outputs: f32[8,16,256] 8 x 16 x 256 x 4 B = 131072, a token 0 B,
//            and the 2-tuple's table of two 8-byte pointers: 131088
func.func @main(%arg0: tensor<256xf32>, %arg1: !mhlo.token) -> (tensor<8x16x256xf32>, !mhlo.token) {
  %0 = "mhlo.broadcast"(%arg0) <{broadcast_sizes = dense<[8, 16]> : tensor<2xi64>}> : (tensor<256xf32>) -> tensor<8x16x256xf32>
  %1 = "stablehlo.create_token"() : () -> !stablehlo.token
  %2 = "mhlo.after_all"(%arg1, %1) : (!mhlo.token, !stablehlo.token) -> !mhlo.token
  func.return %0, %2 : tensor<8x16x256xf32>, !mhlo.token
}
