#!/usr/bin/env python3
"""Sweep: many small JAX programs, each compiled by XLA on the CPU, against
hlopeak's pre-compile estimate of the module JAX lowered.

    python tools/truth/sweep.py [--hlopeak build/tools/hlopeak] [NAME...]

For every program: XLA's figure (argument + output - alias + temp, from
memory_analysis()), hlopeak's best estimate of the StableHLO with
--target cpu, its error, the bounds, and OUT when XLA's figure lies
outside them; then the count outside and the median and mean |error|.
Nothing is written to the tree: this is a probe for rules hlopeak lacks,
wider than testdata/xla-cpu (tools/truth/gen.py), whose programs the tests
check.  A program worth keeping as a regression goes into gen.py.
Needs jax and jaxlib (CPU); exit 77 when JAX is not importable.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

os.environ.setdefault("JAX_PLATFORMS", "cpu")
try:
    import jax
    import jax.numpy as jnp
    from jax import lax
except ImportError:
    sys.exit(77)

F = jnp.float32


def S(*shape, dt=F):
    return jax.ShapeDtypeStruct(shape, dt)


P = {}
def prog(name, *args):
    def reg(fn): P[name] = (fn, args); return fn
    return reg
@prog("sort2", S(256, 512))
def _(x): return jnp.sort(x, axis=1), jnp.argsort(x, axis=0)
@prog("topk", S(256, 1024))
def _(x): return lax.top_k(x, 16)
@prog("cumsum", S(256, 512))
def _(x): return jnp.cumsum(x, axis=1) + jnp.cumprod(x, axis=0)
@prog("fft", S(64, 256))
def _(x): return jnp.fft.irfft(jnp.fft.rfft(x) * 2.0)
@prog("cholesky", S(128, 128))
def _(x): return jnp.linalg.cholesky(x @ x.T + 128.0 * jnp.eye(128))
@prog("qr", S(128, 64))
def _(x): return jnp.linalg.qr(x)
@prog("svd", S(64, 32))
def _(x): return jnp.linalg.svd(x, full_matrices=False)
@prog("eigh", S(64, 64))
def _(x): return jnp.linalg.eigh(x + x.T)
@prog("solve", S(128, 128), S(128, 16))
def _(a, b): return jnp.linalg.solve(a, b)
@prog("gather", S(1024, 128), S(256, dt=jnp.int32))
def _(t, i): return t[i] * 2.0
@prog("scatter_add", S(1024, 128), S(256, dt=jnp.int32), S(256, 128))
def _(t, i, u): return t.at[i].add(u)
@prog("segment_sum", S(4096, 64), S(4096, dt=jnp.int32))
def _(x, s): return jax.ops.segment_sum(x, s, num_segments=128)
@prog("conv2d", S(8, 32, 32, 16), S(3, 3, 16, 32))
def _(x, k): return lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
@prog("maxpool", S(8, 32, 32, 16))
def _(x): return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
@prog("avgpool_grad", S(8, 32, 32, 16))
def _(x): return jax.grad(lambda y: jnp.sum(lax.reduce_window(y, 0.0, lax.add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME") ** 2))(x)
@prog("maxpool_grad", S(8, 32, 32, 16))
def _(x): return jax.grad(lambda y: jnp.sum(lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") ** 2))(x)
@prog("rng", S(2, dt=jnp.uint32))
def _(k): return jax.random.normal(jax.random.wrap_key_data(k), (512, 512)) + jax.random.uniform(jax.random.wrap_key_data(k), (512, 512))
@prog("dropout", S(2, dt=jnp.uint32), S(256, 1024))
def _(k, x): return jnp.where(jax.random.bernoulli(jax.random.wrap_key_data(k), 0.9, x.shape), x / 0.9, 0.0)
@prog("scan_rnn", S(64, 32, 128), S(128, 128))
def _(xs, w):
    def step(h, x): h = jnp.tanh(h @ w + x); return h, h
    return lax.scan(step, jnp.zeros((32, 128)), xs)
@prog("scan_grad", S(64, 32, 128), S(128, 128))
def _(xs, w):
    def loss(w):
        def step(h, x): return jnp.tanh(h @ w + x), None
        h, _ = lax.scan(step, jnp.zeros((32, 128)), xs)
        return jnp.sum(h)
    return jax.grad(loss)(w)
@prog("fori", S(256, 256))
def _(x): return lax.fori_loop(0, 10, lambda i, y: jnp.sin(y) @ x, x)
@prog("while_dyn", S(256,), S(dt=jnp.int32))
def _(x, n): return lax.while_loop(lambda c: c[0] < n, lambda c: (c[0] + 1, c[1] * 1.01), (0, x))[1]
@prog("switch", S(dt=jnp.int32), S(128, 128))
def _(i, x): return lax.switch(i, [lambda y: y @ y, lambda y: jnp.exp(y), lambda y: y.T], x)
@prog("softmax_ce", S(128, 1000), S(128, dt=jnp.int32))
def _(l, y): return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(l), y[:, None], axis=1))
@prog("layernorm_grad", S(256, 512), S(512), S(512))
def _(x, g, b):
    def f(x, g, b):
        m = x.mean(-1, keepdims=True); v = x.var(-1, keepdims=True)
        return jnp.sum(((x - m) / jnp.sqrt(v + 1e-5) * g + b) ** 2)
    return jax.grad(f, argnums=(0, 1, 2))(x, g, b)
@prog("einsum_attn", S(4, 8, 128, 64), S(4, 8, 128, 64), S(4, 8, 128, 64))
def _(q, k, v): return jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(jnp.einsum("bhqd,bhkd->bhqk", q, k)), v)
@prog("bf16_mm", S(512, 512, dt=jnp.bfloat16), S(512, 512, dt=jnp.bfloat16))
def _(a, b): return (a @ b).astype(jnp.float32)
@prog("int8_mm", S(256, 256, dt=jnp.int8), S(256, 256, dt=jnp.int8))
def _(a, b): return jnp.matmul(a, b, preferred_element_type=jnp.int32)
@prog("complex", S(128, 128, dt=jnp.complex64))
def _(x): return jnp.abs(x @ jnp.conj(x.T))
@prog("pad_concat", S(128, 128), S(64, 128))
def _(a, b): return jnp.concatenate([jnp.pad(a, ((1, 1), (2, 2))), jnp.pad(b, ((3, 3), (2, 2)))], axis=0)
@prog("dyn_slice", S(1024, 256), S(dt=jnp.int32))
def _(x, i): return lax.dynamic_update_slice(x, lax.dynamic_slice(x, (i, 0), (64, 256)) * 2.0, (i + 1, 0))
@prog("transpose_reshape", S(32, 64, 128))
def _(x): return jnp.transpose(x, (2, 0, 1)).reshape(128, -1) @ jnp.ones((2048, 16))
@prog("argmax", S(512, 1000))
def _(x): return jnp.argmax(x, axis=1), jnp.max(x, axis=0)
@prog("cond_grad", S(dt=jnp.bool_), S(128, 128))
def _(p, x): return jax.grad(lambda y: jnp.sum(lax.cond(p, lambda z: z @ z, lambda z: jnp.sin(z), y)))(x)
@prog("remat_scan", S(16, 64, 256), S(256, 256))
def _(xs, w):
    @jax.checkpoint
    def step(h, x): return jnp.tanh(h @ w + x), None
    return jax.grad(lambda w: jnp.sum(lax.scan(step, jnp.zeros((64, 256)), xs)[0]))(w)
@prog("vmap_mm", S(16, 64, 64), S(16, 64, 64))
def _(a, b): return jax.vmap(jnp.matmul)(a, b)
@prog("clip_round", S(512, 512))
def _(x): return jnp.round(jnp.clip(x, -1, 1) * 127).astype(jnp.int8)
@prog("expm", S(32, 32))
def _(x): return jax.scipy.linalg.expm(x)
@prog("logsumexp_grad", S(256, 2048))
def _(x): return jax.grad(lambda y: jnp.sum(jax.nn.logsumexp(y, axis=-1)))(x)
@prog("searchsorted", S(1024), S(4096))
def _(a, v): return jnp.searchsorted(jnp.sort(a), v)
@prog("histogram_like", S(8192), S(8192, dt=jnp.int32))
def _(x, i): return jnp.zeros(256).at[i % 256].add(x)
@prog("cumlogsumexp", S(128, 512))
def _(x): return lax.cumlogsumexp(x, axis=1)
@prog("triangular", S(128, 128), S(128, 32))
def _(a, b): return jax.scipy.linalg.solve_triangular(jnp.tril(a) + 128 * jnp.eye(128), b, lower=True)
@prog("lu", S(96, 96))
def _(a): return jax.scipy.linalg.lu_factor(a)
@prog("reduce_prec", S(512, 512))
def _(x): return lax.reduce_precision(x, 5, 10) * x.astype(jnp.bfloat16).astype(F)
@prog("iota_bcast", S(256,))
def _(x): return (jnp.arange(256)[:, None] * x[None, :]).sum(0) + jnp.triu(jnp.ones((256, 256))).sum(1)



def key(text, k):
    m = re.search(r'"%s":\s*(null|-?\d+)' % k, text)
    return None if not m or m.group(1) == "null" else int(m.group(1))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hlopeak", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                      "..", "..", "build", "tools", "hlopeak"))
    ap.add_argument("names", nargs="*")
    args = ap.parse_args(argv)
    names = args.names or sorted(P)
    errs, out = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            fn, fargs = P[name]
            fn.__name__ = "sw_" + name
            try:
                lowered = jax.jit(fn).lower(*fargs)
                ma = lowered.compile().memory_analysis()
            except Exception as e:  # a program this JAX cannot build
                print(f"{name:18s} not compiled: {str(e).splitlines()[0][:150]}")
                continue
            path = os.path.join(tmp, name + ".mlir")
            with open(path, "w") as fh:
                fh.write(lowered.as_text())
            xla = (ma.argument_size_in_bytes + ma.output_size_in_bytes - ma.alias_size_in_bytes +
                   ma.temp_size_in_bytes)
            p = subprocess.run([args.hlopeak, "peak", "--target", "cpu", "--format", "json", path],
                               capture_output=True, text=True)
            if p.returncode > 1:
                print(f"{name:18s} error: {p.stderr.strip()[:200]}")
                out += 1
                continue
            best, lo, hi = (key(p.stdout, k) for k in
                            ("used_bytes", "peak_lower_bound_bytes", "peak_upper_bound_bytes"))
            err = (best - xla) / xla * 100
            inside = lo <= xla and (hi is None or xla <= hi)
            out += not inside
            errs.append(abs(err))
            print(f"{name:18s} xla {xla:>10d} best {best:>10d} ({err:+6.1f} %) [{lo}, {hi}]"
                  f"{'' if inside else '  OUT'}", flush=True)
    errs.sort()
    if errs:
        print(f"{len(names)} programs: {out} outside the bounds, median |error| "
              f"{errs[len(errs) // 2]:.1f} %, mean {sum(errs) / len(errs):.1f} %")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
