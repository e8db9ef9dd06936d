// A serialized OpSharding of type TUPLE (field 1 = 2) on an argument:
// not decoded, so a located error rather than a guess.
module @jit_bad attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @main(%arg0: tensor<4xf32> {mhlo.sharding = "\08\02*\09\08\03\1A\01\02\22\02\00\01"}) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}
