// ERROR: token and future are StableHLO's types (StablehloDialect::parseType)
// EXPECT: 4:51: error: unknown StableHLO type '!stablehlo.tokens'
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> !stablehlo.tokens {
    %0 = stablehlo.create_token : !stablehlo.token
    return %0 : !stablehlo.token
  }
}
