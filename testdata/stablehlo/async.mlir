// stablehlo.async_start around an all_reduce, then async_done: HLO's
// async-start of the region's computation, whose value is the bundle
// ((operands), result, s32[] context), and async-done, which forwards the
// bundle's {1}.
//   arguments: f32[64,64] = 16384 B
//   outputs: async-done's f32[64,64], the all-reduce's result = 16384 B
module @async attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%barg0: tensor<64x64xf32>):
      %1 = "stablehlo.all_reduce"(%barg0) ({
      ^bb1(%a: tensor<f32>, %b: tensor<f32>):
        %2 = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%2) : (tensor<f32>) -> ()
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
      "stablehlo.return"(%1) : (tensor<64x64xf32>) -> ()
    }) : (tensor<64x64xf32>) -> !stablehlo.future<tensor<64x64xf32>>
    %3 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<64x64xf32>>) -> tensor<64x64xf32>
    return %3 : tensor<64x64xf32>
  }
}
