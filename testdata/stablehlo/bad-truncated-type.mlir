// ERROR: the file ends inside brackets: a module cut off inside a type
module @m {
  func.func public @main(%arg0: tensor<4x