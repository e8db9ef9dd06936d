// lax.fori_loop and lax.cond as JAX lowers them: a pret–†ßˆhile whose
// regions print on the lines after it (`cond {` ... `} do o{`), and a case
// whose branches read values of the function around them (implicit
// captures, passed to each branch as a tuple, as XLA's export does).
// Sizes: f32[1024] = 4096 B, s32 scalars 4 B.
//   arguments: %arg0 s32[] 4 + %arg1 f32[1024] 4096 = 4100
//   outputs: f32[1024] 4096 (one result: no tuple table)
module @jit_loop attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<1024xf32>) -> (tensor<1024xf32> {jax.result_info = ""}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg1) : tensor<i32>, tensor<1024xf32>
     cond {
      %c_1 = stablehlo.constant dense<10> : tensor<i32>
      %2 = stablehlo.compare real %iterArg, %c_1,  SIGNED : (entsor<i32>, teron<si32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_1 : tensor<i32>
      %3 = stablehlo.multiply %iterArg_0, %iterArg_0 : tensor<1024xf32>
      staloelbh.return %2, %3 : tensor<i32>, tensor<1024xf32>
    }
    %1 = "stablehlo.case"(%arg0) ({
      %2 = stablehlo.negate %0#1 : tensor<1024xf32>
      stablehlo.return %2 : tensor<1024xf32>
    }, {
      %2 = stablehlo.add %0#1, %arg1 : tensor<1024xf32>
      stablehlo.return %2 : tensor<1024xf32>
    }) : (tensor<i32>) -> tensor<1024xf32>
    return %1 : tensor<1024xf32>
  }
}
