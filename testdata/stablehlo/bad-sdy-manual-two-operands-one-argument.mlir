// ERROR: a manual computation of two operands whose region takes one
// argument (the fuzzer's find: the first operand's local shape leaked
// when the second had no parameter to stand for)
// EXPECT: 9:5: error: sdy.manual_computation: its arguments are not parameters
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
                         %arg1: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<1024x256xf32> {jax.result_info = ""}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg2: tensor<256x256xf32>) {
      %1 = stablehlo.multiply %arg2, %arg2 : tensor<256x256xf32>
      sdy.return %1 : tensor<256x256xf32>
    } : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    return %0 : tensor<1024x256xf32>
  }
}
