#!/usr/bin/env python3
"""Compile an HLO text module with XLA's CPU backend (the jaxlib installed)
and print XLA's memory_analysis() figures for it.

    python tools/truth/hlocompile.py [--dump DIR] [--partitions N] FILE...

For each FILE, one tab-separated line: the file's name, argument, output,
alias and temp bytes, and XLA's figure (argument + output - alias + temp),
the quantity hlopeak's "used" estimates.  This is how
tools/truth/real-cpu.tsv was made from the before-optimization modules of
../shared/corpus/real that XLA:CPU can compile (those with no custom call
the CPU lacks and no partitioning).

A module whose text elides a constant's value (`constant({...})`) compiles,
but with a made-up value: where the program's results depend on it (a
loop bound, gather indices that fold), XLA's figures are those of another
program, so such a module is refused unless --allow-elided.

--dump DIR also writes XLA's dumps (after optimizations, buffer assignment,
memory-usage report) there.  Needs jax and jaxlib; exit 77 without them.
"""

import argparse
import os
import sys


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("files", nargs="+")
    p.add_argument("--dump", help="XLA's dump directory (--xla_dump_to)")
    p.add_argument("--partitions", type=int, default=1,
                   help="SPMD partitions over host devices (default 1)")
    p.add_argument("--allow-elided", action="store_true",
                   help="compile modules with elided constants too")
    return p.parse_args(argv)


def setup_env(args):
    """XLA_FLAGS must be set before jax is imported"""
    flags = []
    if args.dump:
        flags.append("--xla_dump_to=%s" % args.dump)
    if args.partitions > 1:
        flags.append("--xla_force_host_platform_device_count=%d" % args.partitions)
    if flags:
        os.environ["XLA_FLAGS"] = " ".join(flags + [os.environ.get("XLA_FLAGS", "")]).strip()
    os.environ.setdefault("JAX_PLATFORMS", "cpu")


def compile_options(xc, partitions):
    opts = xc.CompileOptions()
    opts.num_replicas = 1
    opts.num_partitions = partitions
    if partitions > 1:
        import numpy as np
        opts.executable_build_options.use_spmd_partitioning = True
        opts.device_assignment = xc.DeviceAssignment.create(np.arange(partitions).reshape(1, partitions))
    return opts


def figures(path, partitions):
    """XLA:CPU's memory figures for the HLO text at path"""
    import jax
    from jax._src.interpreters import mlir as jmlir
    from jax._src.lib import _jax
    from jax._src.lib import xla_client as xc
    from jax._src.lib.mlir import ir

    with open(path) as f:
        text = f.read()
    module = xc.hlo.hlo_module_from_text(text)
    stablehlo = _jax.mlir.hlo_to_stablehlo(module.as_serialized_hlo_module_proto())
    devices = jax.devices("cpu")[:partitions]
    client = devices[0].client
    with jmlir.make_ir_context():
        parsed = ir.Module.parse(stablehlo)
        exe = client.compile_and_load(jmlir.module_to_bytecode(parsed), xc.DeviceList(tuple(devices)),
                                      compile_options(xc, partitions))
    s = exe.get_compiled_memory_stats()
    return (s.argument_size_in_bytes, s.output_size_in_bytes, s.alias_size_in_bytes, s.temp_size_in_bytes)


def main(argv):
    args = parse_args(argv)
    setup_env(args)
    try:
        import jax  # noqa: F401
    except ImportError:
        sys.stderr.write("hlocompile.py: jax is not importable\n")
        return 77
    status = 0
    for path in args.files:
        with open(path) as f:
            elided = "{...}" in f.read()
        if elided and not args.allow_elided:
            sys.stderr.write("hlocompile.py: %s: a constant's value is elided; skipped\n" % path)
            status = 1
            continue
        arg, out, alias, temp = figures(path, args.partitions)
        print("\t".join([os.path.basename(path)] + [str(v) for v in (arg, out, alias, temp, arg + out - alias + temp)]))
        sys.stdout.flush()
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
