// ERROR: a type alias that names itself
// EXPECT: 3:6: error: type aliases nested more than 16 deep
!a = !a
module @m {
  func.func public @main(%arg0: !a) -> !a {
    return %arg0 : !a
  }
}
