// while-free-vars.mlir: a while whose cond and body read values defined
// outside them (as Enzyme-JAX and XLA's translate tests write them; JAX
// passes everything as loop values).  XLA's export appends those values to
// the loop tuple in the order the regions first read them (ExportXlaOp
// (WhileOp), getUsedValuesDefinedAbove; translate test
// while_free_vars.mlir): here (%i, %x, %n, %one, %arg2), so the loop
// tuple is (s32[], f32[1024], s32[], s32[], f32[1024]), the body passes
// %n, %one and %arg2 on unchanged, and the while's results are the
// tuple's first two elements.  A second module follows a `// -----` line,
// as in MLIR's split test files: only the first is read, with a warning.
//
// Figures (GPU before the compile, no aliasing):
//   arguments: %arg0 s32[] 4 B, %arg1 f32[1024] 4096 B, %arg2 f32[1024]
//              4096 B -> 8196 B
//   output:    the f32[1024] loop result -> 4096 B
//   instructions: ENTRY 9 (3 parameters, 2 constants, the loop tuple,
//   the while, 2 get-tuple-elements); cond 5 (the parameter, %i and %x
//   read out of it, %n, compare); body 9 (the parameter, %i, %x, %one,
//   add, %arg2, add, %n passed on, the tuple) -> 23 as converted; HloDCE
//   (parser/dce.c) then removes what nothing reads, the ENTRY's element 0
//   of the while and the cond's read of %x -> 21
module @jit_loop attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<1024xf32>, %arg2: tensor<1024xf32>) -> (tensor<1024xf32>) {
    %n = stablehlo.constant dense<10> : tensor<i32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %0:2 = stablehlo.while(%i = %arg0, %x = %arg1) : tensor<i32>, tensor<1024xf32>
    cond {
      %1 = stablehlo.compare  LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.add %i, %one : tensor<i32>
      %2 = stablehlo.add %x, %arg2 : tensor<1024xf32>
      stablehlo.return %1, %2 : tensor<i32>, tensor<1024xf32>
    }
    return %0#1 : tensor<1024xf32>
  }
}
// -----
module @second {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}
