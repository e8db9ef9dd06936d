#!/usr/bin/env python3
"""mlirgen.py N OUT: a StableHLO module of N ops as JAX prints them, for the
benchmark in BENCHMARKS.md ("StableHLO input").  A chain of add, multiply,
tanh and dot_general on f32[128,128], each with a loc(#locK) alias, and 50
location aliases at the end, as jax.jit(f).lower(...).as_text() writes them."""
import sys


def main():
    n, out = int(sys.argv[1]), sys.argv[2]
    t = "tensor<128x128xf32>"
    with open(out, "w") as f:
        f.write("module @jit_big attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {\n")
        f.write(f"  func.func public @main(%arg0: {t}, %arg1: {t}) -> ({t} {{jax.result_info = \"\"}}) {{\n")
        f.write(f"    %0 = stablehlo.add %arg0, %arg1 : {t} loc(#loc1)\n")
        for k in range(1, n):
            loc = f"loc(#loc{k % 50 + 1})"
            op = k % 4
            if op == 2:
                f.write(f"    %{k} = stablehlo.tanh %{k - 1} : {t} {loc}\n")
            elif op == 3:
                f.write(f"    %{k} = stablehlo.dot_general %{k - 1}, %arg1, contracting_dims = [1] x [0] : "
                        f"({t}, {t}) -> {t} {loc}\n")
            else:
                name = "add" if op == 0 else "multiply"
                f.write(f"    %{k} = stablehlo.{name} %{k - 1}, %arg0 : {t} {loc}\n")
        f.write(f"    return %{n - 1} : {t}\n  }}\n}}\n")
        for j in range(1, 51):
            f.write(f'#loc{j} = loc("jit(big)/layer{j}/op"("/home/user/model.py":{j}:4))\n')


if __name__ == "__main__":
    main()
