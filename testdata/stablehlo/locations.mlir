// The locations of XLA's translate test
// xla/hlo/translate/mhlo_to_hlo/tests/location_to_op_metadata.mlir, one an
// op, each op's result an output (so that each is at the peak).  What XLA
// writes for each, from that test's CHECK lines (location_exporter.cc:
// op_name is every name met, up to an '@', joined by ';'; a fused
// location's source is the last file position in it):
//   %0 loc("name@function")                    op_name "name"
//   %1 loc("name(with)[]")                     op_name "name(with)[]"
//   %2 loc("name(anothername)"("file_name":2:8))
//                                              op_name "name(anothername)", file_name:2
//   %3 loc(fused["fused/location/file", "source.txt":42:5])
//                                              op_name "fused/location/file", source.txt:42
//   %4 loc(fused["name1", fused["nested_fusion":5:42, "name2"]])
//                                              op_name "name1;name2", nested_fusion:5
//   %5 loc(fused["multiple_sources", "source1":1:2, "source2":3:4])
//                                              op_name "multiple_sources", source2:3
//   %6 loc("file_name":2:8)                    no op_name, file_name:2
// Figures: arguments f32[4] 16 B; outputs 7 x 16 + the tuple's table 7 x 8
// = 168 B; constants 0.
module @locations {
  func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.tanh %x : tensor<4xf32> loc("name@function")
    %1 = stablehlo.sine %x : tensor<4xf32> loc("name(with)[]")
    %2 = stablehlo.cosine %x : tensor<4xf32> loc("name(anothername)"("file_name":2:8))
    %3 = stablehlo.exponential %x : tensor<4xf32> loc(fused["fused/location/file", "source.txt":42:5])
    %4 = stablehlo.log %x : tensor<4xf32> loc(fused["name1", fused["nested_fusion":5:42, "name2"]])
    %5 = stablehlo.negate %x : tensor<4xf32> loc(fused["multiple_sources", "source1":1:2, "source2":3:4])
    %6 = stablehlo.abs %x : tensor<4xf32> loc("file_name":2:8)
    return %0, %1, %2, %3, %4, %5, %6 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
