// fold-splat-list.mlir printed in MLIR's generic form (jaxlib 0.10.2's printer, print_generic_op_form)
"builtin.module"() <{sym_name = "jit_fold"}> ({
  "func.func"() <{function_type = () -> (tensor<1xi32>, tensor<1xi32>, tensor<2x2xf32>), sym_name = "main", sym_visibility = "public"}> ({
    %0 = "stablehlo.constant"() <{value = dense<2.14748352E+9> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "stablehlo.constant"() <{value = dense<2.14748365E+9> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = "stablehlo.convert"(%0) : (tensor<1xf32>) -> tensor<1xi32>
    %3 = "stablehlo.convert"(%1) : (tensor<1xf32>) -> tensor<1xi32>
    %4 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%2, %3, %6) : (tensor<1xi32>, tensor<1xi32>, tensor<2x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

