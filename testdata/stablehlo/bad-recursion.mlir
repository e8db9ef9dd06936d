// ERROR: functions that call each other in a loop (HLO's call graph has
// no cycles)
// EXPECT: 9:3: error: '@odd' calls itself, directly or through the functions it calls
module @m {
  func.func public @main(%x: tensor<i32>) -> tensor<i32> {
    %0 = call @odd(%x) : (tensor<i32>) -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @odd(%x: tensor<i32>) -> tensor<i32> {
    %0 = call @even(%x) : (tensor<i32>) -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @even(%x: tensor<i32>) -> tensor<i32> {
    %0 = call @odd(%x) : (tensor<i32>) -> tensor<i32>
    return %0 : tensor<i32>
  }
}
