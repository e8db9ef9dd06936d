// What JAX 0.10.2 prints for
//   w = jnp.zeros((1024, 1024)); x = jnp.zeros((256, 1024))
//   jax.jit(lambda w, x: jnp.tanh(x @ w) @ w.T).lower(w, x).as_text()
// (README.md, "Before you compile"; tests/stablehlo.sh derives its figures).
//   arguments: f32[1024,1024] 4 MiB + f32[256,1024] 1 MiB = 5242880 B
//   output:    f32[256,1024] = 1048576 B
//   at the first dot (GPU, before the compile): its f32[256,1024] result
//   1 MiB and the cuBLAS workspace XLA gives a dot before autotuning,
//   min(4 MiB, its operands' 5 MiB) = 4 MiB, an s8[4194304] of its own:
//   peak 5 + 1 + 1 + 4 = 11 MiB; used, what is allocated, adds the two
//   GEMMs' 16-byte tuple tables in 256-byte slots: 11 MiB + 512 B
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x1024xf32>, %arg1: tensor<256x1024xf32>) -> (tensor<256x1024xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1 = stablehlo.tanh %0 : tensor<256x1024xf32>
    %2 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    return %3 : tensor<256x1024xf32>
  }
}

