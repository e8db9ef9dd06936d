// Shardy's explicit collectives, as the Shardy export gives them to XLA
// (xla/service/spmd/shardy/stablehlo_round_trip/export_ops.cc): all_gather,
// all_slice, all_to_all, collective_permute and reduce_scatter become a
// copy carrying their out_sharding; all_reduce (it does not reshard) and
// propagation_barrier are dropped for the value they read.  The sharding
// comes from `out_sharding=<...>` (pretty) or `out_sharding =
// #sdy.sharding<...>` (generic, %5).  A copy to another split is a new
// value (the SPMD partitioner reshards it with collectives); to the same
// split (%4: the permute keeps "x" on dimension 0) it is deleted.
// Mesh "x" of 4 devices, every value f32[1024,256]: 1 MiB whole, 262144 B
// a device's quarter.
//   device argument: %arg0 split along dimension 0            262144
//   %0 all_gather to replicated                              1048576
//   %1 all_reduce: %0 itself
//   %2 all_slice (dimension 1), %3 all_to_all (back to 0),
//   %5 reduce_scatter: a quarter each                  262144 each
//   %4 collective_permute: %3 itself; %6 propagation_barrier: %5 itself
//   %7 = %4 + %6, split as both are                           262144
//   device outputs: %1 + %7 + a 16 B tuple table             1310736
//   temporaries: %3 is written over by %7 (an elementwise op may
//     take the buffer of an operand it reads last, XLA's
//     CanShareOperandBufferWithUser), so it lives in %7's output
//     buffer; %2 (dead once %3 is made) and %5 are never live at once,
//     one quarter                                            262144
//   used: 262144 + 1310736 + 262144                          1835024
// Were all_reduce a copy, %0 would be a 1 MiB temporary and the used
// figure higher; were the collectives dropped as sharding constraints are
// in the estimate, %0 would be %arg0 and the outputs 262144 + 262144 + 16.
module @jit_coll attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<1024x256xf32>, tensor<1024x256xf32>) {
    %0 = sdy.all_gather [{"x"}, {}] %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<1024x256xf32>
    %1 = sdy.all_reduce {"x"} %0 out_sharding=<@mesh, [{}, {}]> : tensor<1024x256xf32>
    %2 = sdy.all_slice [{}, {"x"}] %1 out_sharding=<@mesh, [{}, {"x"}]> : tensor<1024x256xf32>
    %3 = sdy.all_to_all [{"x"}: 1->0] %2 out_sharding=<@mesh, [{"x"}, {}]> : tensor<1024x256xf32>
    %4 = sdy.collective_permute %3 out_sharding=<@mesh, [{"x"}, {}]> : tensor<1024x256xf32>
    %5 = "sdy.reduce_scatter"(%1) <{out_sharding = #sdy.sharding<@mesh, [{"x"}, {}]>, reduce_scatter_axes = #sdy<list_of_axis_ref_lists[{"x"}, {}]>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %6 = sdy.propagation_barrier %5 allowed_direction=NONE : tensor<1024x256xf32>
    %7 = stablehlo.add %4, %6 : tensor<1024x256xf32>
    return %1, %7 : tensor<1024x256xf32>, tensor<1024x256xf32>
  }
}
