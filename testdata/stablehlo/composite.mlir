// stablehlo.composite: XLA's export calls its decomposition.  The
// decomposition here makes a f32[1024,1024] temporary (4 MiB) before it
// returns a f32[1024] (4096 B): the composite's memory is the
// decomposition's.
//   arguments: f32[1024] 4096 and f32[1024,1024] 4194304 = 4198400
//   outputs: f32[1024] 4096
//   at the first dot: its f32[1024,1024] result 4194304 and the cuBLAS
//   workspace XLA gives a dot before autotuning, 4 MiB (analysis/backend.c
//   B3: 4 MiB, not more than the operands' 8 MiB) = 4194304
//   peak = 4198400 + 4096 + 4194304 + 4194304 = 12591104; used, what is
//   allocated, adds the two GEMMs' 16-byte tuple tables in 256-byte slots:
//   12591616
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<1024xf32> {
    %0 = stablehlo.composite "my.rowsum" %arg0, %arg1 {decomposition = @rowsum} : (tensor<1024xf32>, tensor<1024x1024xf32>) -> tensor<1024xf32>
    return %0 : tensor<1024xf32>
  }
  func.func private @rowsum(%arg0: tensor<1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<1024xf32> {
    %0 = stablehlo.dot_general %arg1, %arg1, contracting_dims = [1] x [0] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0] : (tensor<1024x1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    return %1 : tensor<1024xf32>
  }
}
