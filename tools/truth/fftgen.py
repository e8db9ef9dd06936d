#!/usr/bin/env python3
"""Lowered 3-D FFT programs of the jaxdecomp-benchmarks families, as JAX
printed them, for any configuration.

    python tools/truth/fftgen.py jaxfft FFT float32 256 4x2
    python tools/truth/fftgen.py pfft3d IFFT-cont float32 512x256x128 2,4,1

The benchmark reports (github.com/ASKabalan/jaxdecomp-benchmarks) give
XLA's compiled figures for many more configurations than the pre-compile
corpus (../shared/corpus/precompile) holds lowered modules for; the truth
set (../shared/corpus/truth) has five of them.  This writes the lowered
StableHLO of any configuration, so that the pre-compile estimate can be
checked on those too (tests/precompile.sh).  What it writes is the text of
the corpus's modules with the configuration's shapes, device groups and
names: `--check DIR` regenerates every `*.stablehlo.mlir` of DIR from its
name and compares them (only jaxDecomp's backend_config, a Python object
id, differs; it is normalised away).

jaxfft NAME: KIND (FFT or IFFT), PRECISION (float32 or float64), N (the
cube's side), PXxPY (the benchmark's mesh: devices=[PY,PX,1], axes z of
PY devices and y of PX).  The program is jax.numpy's FFT inside shard_map:
an FFT along the last axis, an all_to_all over y (FFT) or z (IFFT) when
that axis has more than one device, a transpose, an FFT, the other
all_to_all, a transpose, an FFT.

pfft3d NAME: KIND (FFT-cont, FFT-noncont, IFFT-cont, IFFT-noncont),
PRECISION, the global input shape AxBxC and the input sharding's device
grid D0,D1,D2 (devices=[D0,D1,D2]), which the benchmark derives from its
X, Y, Z and mesh in its own way; the compiled module's parameter carries
both.  jaxDecomp's custom_partitioning call in `pfft_impl`, then the
normalisation jax.numpy's FFT convention asks for.

Only the Python standard library is used.
"""

import os
import re
import sys


def tensor(shape, ty):
    return "tensor<%s>" % "x".join([str(d) for d in shape] + [ty])


class Writer:
    """The lines of one module, with the SSA numbering of a function body."""

    def __init__(self):
        self.lines = []

    def line(self, text):
        self.lines.append(text)

    def func(self, public, name, args, results, body):
        vis = "public" if public else "private"
        self.line("  func.func %s @%s(%s) -> (%s) {" % (vis, name, args, results))
        for text in body:
            self.line("    " + text)
        self.line("  }")

    def text(self):
        return "\n".join(self.lines) + "\n"


DEFAULT = '{mhlo.layout_mode = "default"}'


def plain(shape, ty):
    return "%s %s" % (tensor(shape, ty), DEFAULT)


def element_types(precision):
    real = {"float32": "f32", "float64": "f64"}.get(precision)
    if real is None:
        raise ValueError("precision must be float32 or float64: %s" % precision)
    return real, "complex<%s>" % real


def progname(kind):
    return "fft" if kind.startswith("FFT") else "ifft"


def header(w, name, ndev, callee, inshape, inty, outshape, outty, sharding):
    """the module line, main and do_NAME, which calls callee"""
    w.line("module @jit_do_%s attributes {mhlo.num_partitions = %d : i32, "
           "mhlo.num_replicas = 1 : i32} {" % (name, ndev))
    full_in = tensor(inshape, inty)
    full_out = tensor(outshape, outty)
    w.func(True, "main",
           '%%arg0: %s {mhlo.layout_mode = "{2,1,0}", mhlo.sharding = "%s"}' % (full_in, sharding),
           '%s {jax.result_info = "", mhlo.layout_mode = "default"}' % full_out,
           ["%%0 = call @do_%s(%%arg0) : (%s) -> %s" % (name, full_in, full_out),
            "return %%0 : %s" % full_out])
    w.func(False, "do_" + name, "%arg0: " + plain(inshape, inty), plain(outshape, outty),
           ["%%0 = call @%s(%%arg0) : (%s) -> %s" % (callee, full_in, full_out),
            "return %%0 : %s" % full_out])


def jaxfft(kind, precision, n, mesh):
    """jaxfft: shard_map, all_to_all and jax.numpy's FFTs"""
    px, py = [int(v) for v in mesh.split("x")]
    z, y, ndev = py, px, px * py
    real, cplx = element_types(precision)
    if kind not in ("FFT", "IFFT"):
        raise ValueError("jaxfft kind must be FFT or IFFT: %s" % kind)
    inty = real if kind == "FFT" else cplx
    full = [n, n, n]
    local = [n // z, n // y, n]
    sharding = "{devices=[%d,%d,1]<=[%d]}" % (z, y, ndev)
    w = Writer()
    name = progname(kind)
    header(w, name, ndev, name + "3d", full, inty, full, cplx, sharding)
    fin, fout = tensor(full, inty), tensor(full, cplx)
    lin, lout = tensor(local, inty), tensor(local, cplx)
    w.func(False, name + "3d", "%arg0: " + plain(full, inty), plain(full, cplx), [
        '%%0 = stablehlo.custom_call @Sharding(%%arg0) {backend_config = "", mhlo.sharding = "%s"} : (%s) -> %s'
        % (sharding, fin, fin),
        '%%1 = stablehlo.custom_call @SPMDFullToShardShape(%%0) {backend_config = "", mhlo.sharding = "{manual}"} : (%s) -> %s'
        % (fin, lin),
        "%%2 = call @shmap_body(%%1) : (%s) -> %s" % (lin, lout),
        '%%3 = stablehlo.custom_call @Sharding(%%2) {backend_config = "", mhlo.sharding = "{manual}"} : (%s) -> %s'
        % (lout, lout),
        '%%4 = stablehlo.custom_call @SPMDShardToFullShape(%%3) {backend_config = "", mhlo.sharding = "%s"} : (%s) -> %s'
        % (sharding, lout, fout),
        "return %%4 : %s" % fout])

    # device d = zi * y + yi: y groups are rows, z groups columns
    ygroups = [[zi * y + yi for yi in range(y)] for zi in range(z)]
    zgroups = [[zi * y + yi for zi in range(z)] for yi in range(y)]
    body, ffts = [], []
    state = {"prev": "%arg0", "shape": local, "handle": 0}

    def emit(text):
        body.append("%%%d = %s" % (len(body), text))
        state["prev"] = "%%%d" % (len(body) - 1)

    def fft(ty):
        fname = "fft" if not ffts else "fft_%d" % (len(ffts) - 1)
        ffts.append((fname, state["shape"], ty))
        emit("call @%s(%s) : (%s) -> %s" % (fname, state["prev"], tensor(state["shape"], ty),
                                           tensor(state["shape"], cplx)))

    def all_to_all(groups, split, concat):
        count = len(groups[0])
        if count == 1:
            return
        state["handle"] += 1
        shape = state["shape"]
        out = list(shape)
        out[split] //= count
        out[concat] *= count
        dense = "[%s]" % ", ".join("[%s]" % ", ".join(str(d) for d in g) for g in groups)
        emit('"stablehlo.all_to_all"(%s) <{channel_handle = #stablehlo.channel_handle<handle = %d, type = 1>, '
             "concat_dimension = %d : i64, replica_groups = dense<%s> : tensor<%dx%dxi64>, "
             "split_count = %d : i64, split_dimension = %d : i64}> : (%s) -> %s"
             % (state["prev"], state["handle"], concat, dense, len(groups), count, count, split,
                tensor(shape, cplx), tensor(out, cplx)))
        state["shape"] = out

    def transpose(perm):
        shape = state["shape"]
        out = [shape[p] for p in perm]
        emit("stablehlo.transpose %s, dims = [%s] : (%s) -> %s"
             % (state["prev"], ", ".join(str(p) for p in perm), tensor(shape, cplx), tensor(out, cplx)))
        state["shape"] = out

    fft(inty)
    if kind == "FFT":
        steps = [(ygroups, 1, [2, 0, 1]), (zgroups, 1, [2, 0, 1])]
    else:
        steps = [(zgroups, 0, [1, 2, 0]), (ygroups, 0, [1, 2, 0])]
    for groups, concat, perm in steps:
        all_to_all(groups, 2, concat)
        transpose(perm)
        fft(cplx)
    body.append("return %s : %s" % (state["prev"], tensor(state["shape"], cplx)))
    w.func(False, "shmap_body", "%arg0: " + lin,
           "%s {jax.result_info = \"[('z',), ('y',), None]\"}" % lout, body)
    for fname, shape, ty in ffts:
        lines, arg = [], "%arg0"
        if ty != cplx:
            lines.append("%%0 = stablehlo.convert %%arg0 : (%s) -> %s" % (tensor(shape, ty), tensor(shape, cplx)))
            arg = "%0"
        lines.append("%%%d = stablehlo.fft %s, type =  %s, length = [%d] : (%s) -> %s"
                     % (len(lines), arg, kind, n, tensor(shape, cplx), tensor(shape, cplx)))
        lines.append("return %%%d : %s" % (len(lines) - 1, tensor(shape, cplx)))
        w.func(False, fname, "%arg0: " + plain(shape, ty), plain(shape, cplx), lines)
    w.line("}")
    return w.text()


def cnum(value):
    """a positive integer as a complex constant, as MLIR prints it"""
    return "(%.6e,0.000000e+00)" % value


def pfft3d(kind, precision, shape, grid, key="0"):
    """pfft3d: jaxDecomp's custom_partitioning call in pfft_impl"""
    real, cplx = element_types(precision)
    a, b, c = [int(v) for v in shape.split("x")]
    d0, d1, d2 = [int(v) for v in grid.split(",")]
    ndev = d0 * d1 * d2
    forward = kind.startswith("FFT-")
    if kind not in ("FFT-cont", "FFT-noncont", "IFFT-cont", "IFFT-noncont"):
        raise ValueError("pfft3d kind must be FFT-cont, FFT-noncont, IFFT-cont or IFFT-noncont: %s" % kind)
    inshape = [a, b, c]
    # the contiguous forms transpose; which way depends on the slab's axis
    # (the corpus: FFT-cont on devices=[1,N,1] gives [c,a,b], on any other
    # grid [b,c,a]; IFFT-cont undoes it)
    if kind == "FFT-cont":
        outshape = [c, a, b] if d0 == 1 else [b, c, a]
    elif kind == "IFFT-cont":
        outshape = [b, c, a] if d1 == 1 else [c, a, b]
    else:
        outshape = [a, b, c]
    inty = real if forward else cplx
    sharding = "{devices=[%d,%d,%d]<=[%d]}" % (d0, d1, d2, ndev)
    w = Writer()
    header(w, progname(kind), ndev, "_do_pfft", inshape, inty, outshape, cplx, sharding)
    fin, fout = tensor(inshape, inty), tensor(outshape, cplx)
    one = "stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<%s>" % cplx
    if forward:
        body = ["%%0 = call @pfft_impl(%%arg0) : (%s) -> %s" % (fin, fout),
                "%cst = " + one,
                "%%1 = stablehlo.broadcast_in_dim %%cst, dims = [] : (tensor<%s>) -> %s" % (cplx, fout),
                "%%2 = stablehlo.multiply %%0, %%1 : %s" % fout,
                "return %%2 : %s" % fout]
    else:
        # a splat when the three are equal, as MLIR prints a dense
        dims = ", ".join(cnum(d) for d in inshape)
        if len(set(inshape)) == 1:
            dims = cnum(a)
        else:
            dims = "[%s]" % dims
        body = ["%%cst = stablehlo.constant dense<%s> : tensor<3x%s>" % (dims, cplx),
                "%%0 = call @pfft_impl(%%arg0) : (%s) -> %s" % (fin, fout),
                "%cst_0 = " + one,
                "%%1 = stablehlo.reduce(%%cst init: %%cst_0) applies stablehlo.multiply across dimensions = [0] "
                ": (tensor<3x%s>, tensor<%s>) -> tensor<%s>" % (cplx, cplx, cplx),
                "%cst_1 = " + one,
                "%%2 = stablehlo.divide %%cst_1, %%1 : tensor<%s>" % cplx,
                "%%3 = stablehlo.broadcast_in_dim %%2, dims = [] : (tensor<%s>) -> %s" % (cplx, fout),
                "%%4 = stablehlo.multiply %%0, %%3 : %s" % fout,
                "return %%4 : %s" % fout]
    w.func(False, "_do_pfft", "%arg0: " + plain(inshape, inty), plain(outshape, cplx), body)
    call = ('stablehlo.custom_call @CustomSPMDPartitioning(%s) {api_version = 2 : i32, backend_config = "%s"} '
            ": (%s) -> %s")
    if forward:
        body = ["%%0 = stablehlo.convert %%arg0 : (%s) -> %s" % (fin, tensor(inshape, cplx)),
                "%1 = " + call % ("%0", key, tensor(inshape, cplx), fout),
                "return %%1 : %s" % fout]
    else:
        body = ["%0 = " + call % ("%arg0", key, fin, fout), "return %%0 : %s" % fout]
    w.func(False, "pfft_impl", "%arg0: " + plain(inshape, inty), plain(outshape, cplx), body)
    w.line("}")
    return w.text()


KEY = re.compile(r'backend_config = "[0-9]+"')


def normalise(text):
    return KEY.sub('backend_config = "0"', text).rstrip("\n") + "\n"


def from_corpus_name(name, text):
    """the arguments that regenerate a corpus module, from its name (and,
    for pfft3d, its main's input shape and sharding)"""
    parts = name.split("-")
    if parts[2] == "jaxfft":
        _, _, _, kind, precision, n, mesh = parts
        return jaxfft(kind, precision, int(n), mesh)
    kind = "%s-%s" % (parts[3], parts[4])
    precision = parts[5]
    m = re.search(r"@main\(%arg0: tensor<(\d+)x(\d+)x(\d+)x[^>]*>.*?devices=\[(\d+),(\d+),(\d+)\]", text)
    return pfft3d(kind, precision, "%sx%sx%s" % m.group(1, 2, 3), "%s,%s,%s" % m.group(4, 5, 6))


def check(directory):
    bad = 0
    names = sorted(f[:-len(".stablehlo.mlir")] for f in os.listdir(directory) if f.endswith(".stablehlo.mlir"))
    for name in names:
        with open(os.path.join(directory, name + ".stablehlo.mlir")) as f:
            text = f.read()
        if normalise(from_corpus_name(name, text)) != normalise(text):
            print("differs: %s" % name)
            bad += 1
    print("%d modules, %d differ" % (len(names), bad))
    return 1 if bad else 0


def main(argv):
    if len(argv) == 3 and argv[1] == "--check":
        return check(argv[2])
    try:
        if len(argv) == 6 and argv[1] == "jaxfft":
            sys.stdout.write(jaxfft(argv[2], argv[3], int(argv[4]), argv[5]))
            return 0
        if len(argv) == 6 and argv[1] == "pfft3d":
            sys.stdout.write(pfft3d(argv[2], argv[3], argv[4], argv[5]))
            return 0
    except ValueError as e:
        sys.stderr.write("fftgen: %s\n" % e)
        return 2
    sys.stderr.write(__doc__.split("\n\n")[1] + "\n")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
