// ERROR: VHLO, StableHLO's versioned serialization dialect, is a dialect of
// its own: recognised as MLIR by its first op, and refused as foreign
// EXPECT: 5:9: error: 'vhlo.constant_v1' is not a StableHLO op: ops of other dialects are not read
vhlo.func_v1 @main() -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
  %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"public">}
