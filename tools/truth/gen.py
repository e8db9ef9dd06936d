#!/usr/bin/env python3
"""Truth generator for hlopeak's tests: real JAX programs compiled by XLA's
CPU backend, their HLO dumps, and XLA's own memory figures.

    python tools/truth/gen.py                 # (re)write testdata/xla-cpu
    python tools/truth/gen.py --check         # 6 fast programs vs truth.tsv
    python tools/truth/gen.py --check --only mlp-adam-s fsdp-m
    python tools/truth/gen.py --list

Each program is compiled in its own subprocess, so XLA_FLAGS (the 8-device
host platform and a private --xla_dump_to directory) are set before JAX is
imported.  Arguments are jax.ShapeDtypeStruct values: nothing is run and no
random data exists, so every output depends only on the program text and
the JAX/XLA version.

Exit status of --check: 0 all figures equal, 1 a difference (printed),
2 usage error, 77 JAX is not importable (the test is skipped).
Only the Python standard library and JAX (with its numpy) are used.
"""

import argparse
import concurrent.futures
import importlib.metadata
import inspect
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT_DEFAULT = os.path.join(ROOT, "testdata", "xla-cpu")

PIN_JAX = "0.10.2"
PIN_JAXLIB = "0.10.2"

# For every program; programs without a mesh just use device 0.
BASE_FLAGS = "--xla_force_host_platform_device_count=8"
# Added per program; {dump} and {module} are filled in by run_one().
DUMP_FLAGS = ("--xla_dump_to={dump} --xla_dump_hlo_as_text "
              "--xla_dump_hlo_module_re=^{module}$")

# truth.tsv: the columns the brief asks for, then the remaining
# CompiledMemoryStats fields.
STAT_FIELDS = [
    "argument_size_in_bytes",
    "output_size_in_bytes",
    "alias_size_in_bytes",
    "temp_size_in_bytes",
    "peak_memory_in_bytes",
    "host_argument_size_in_bytes",
    "host_output_size_in_bytes",
    "host_temp_size_in_bytes",
    "host_alias_size_in_bytes",
    "generated_code_size_in_bytes",
]
COLUMNS = ["name", "kind", "size", "devices"] + STAT_FIELDS

# programs `--check` runs when no --only is given: quick to compile, and one
# of them (shard-map-s) needs the 8-device platform.
CHECK_DEFAULT = ["elementwise-s", "reduction-s", "dot-chain-s",
                 "mlp-adam-s", "while-loop-s", "shard-map-s"]

SIZES = ("s", "m")

# ---------------------------------------------------------------- programs
#
# A program kind is a builder(size) returning (fn, args, jit_kwargs, note).
# `fn` is the function jax.jit compiles; its __name__ is replaced by the
# kind's module name, so XLA's module is jit_<kind with _ for ->.
# Builders run only inside a worker, where jax is imported.

KINDS = {}  # kind -> dict(builder=, doc=, devices=)


def program(kind, doc, devices=1):
    def register(builder):
        KINDS[kind] = {"builder": builder, "doc": doc, "devices": devices}
        return builder
    return register


def all_names():
    return [f"{k}-{s}" for k in KINDS for s in SIZES]


def split_name(name):
    kind, _, size = name.rpartition("-")
    if kind not in KINDS or size not in SIZES:
        raise KeyError(name)
    return kind, size


def module_name(kind):
    return "jit_" + kind.replace("-", "_")


def pick(size, small, medium):
    return small if size == "s" else medium


# --- helpers shared by the builders (they import jax lazily)

def _jax():
    import jax
    import jax.numpy as jnp
    return jax, jnp


def sgd_step(jax, loss, lr=0.1):
    """One step of plain SGD on loss's first two arguments; the others are
    data, passed through."""
    def f(p, q, *data):
        gp, gq = jax.grad(loss, argnums=(0, 1))(p, q, *data)
        return p - lr * gp, q - lr * gq
    # the loss's argument names name the module's parameters
    f.__signature__ = inspect.signature(loss)
    return f


def sds(shape, dtype="float32", sharding=None):
    jax, jnp = _jax()
    return jax.ShapeDtypeStruct(tuple(shape), jnp.dtype(dtype),
                                sharding=sharding)


def mlp_params(widths, sharding_for=None):
    """{'w0': [in,out], 'b0': [out], ...} as ShapeDtypeStructs."""
    p = {}
    for i, (a, b) in enumerate(zip(widths[:-1], widths[1:])):
        sw = sharding_for("w", i) if sharding_for else None
        sb = sharding_for("b", i) if sharding_for else None
        p[f"w{i}"] = sds((a, b), sharding=sw)
        p[f"b{i}"] = sds((b,), sharding=sb)
    return p


def mlp_apply(p, x):
    jax, jnp = _jax()
    n = len(p) // 2
    for i in range(n):
        x = x @ p[f"w{i}"] + p[f"b{i}"]
        if i < n - 1:
            x = jax.nn.gelu(x)
    return x


def adam_update(params, grads, m, v, t, lr=1e-3, b1=0.9, b2=0.999, eps=1e-8):
    """Adam by hand: returns (params, m, v, t + 1)."""
    jax, jnp = _jax()
    t = t + 1
    tf = t.astype(jnp.float32)
    m = jax.tree.map(lambda m_, g: b1 * m_ + (1.0 - b1) * g, m, grads)
    v = jax.tree.map(lambda v_, g: b2 * v_ + (1.0 - b2) * g * g, v, grads)
    c1 = 1.0 - b1 ** tf
    c2 = 1.0 - b2 ** tf

    def upd(p_, m_, v_):
        return p_ - lr * (m_ / c1) / (jnp.sqrt(v_ / c2) + eps)
    params = jax.tree.map(upd, params, m, v)
    return params, m, v, t


def mlp_adam_setup(size):
    widths = pick(size, [32, 64, 64, 16], [128, 256, 256, 64])
    batch = pick(size, 32, 64)
    params = mlp_params(widths)
    x = sds((batch, widths[0]))
    y = sds((batch, widths[-1]))
    t = sds((), "int32")
    return params, x, y, t


def mlp_adam_step(params, m, v, t, x, y):
    jax, jnp = _jax()

    def loss_fn(p):
        return jnp.mean((mlp_apply(p, x) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    params, m, v, t = adam_update(params, grads, m, v, t)
    return params, m, v, t, loss


# --- plain programs

@program("elementwise", "elementwise chain on f32[B,D] with scalar and "
         "row-vector broadcasts (mul/add by constants, max, exp, tanh, where)")
def _elementwise(size):
    jax, jnp = _jax()
    b, d = pick(size, (64, 128), (256, 512))

    def f(x, row):
        y = x * 2.0 + 1.0
        y = jnp.maximum(y, 0.0) * 0.5 - jnp.exp(-jnp.abs(y)) + row
        z = jnp.tanh(y * 3.0) / (1.0 + row * row)
        return jnp.where(z > 0.25, z, 0.25 * x)
    return f, (sds((b, d)), sds((d,))), {}, ""


@program("reduction", "reductions of f32[B,D]: row sums, column max, "
         "logsumexp over rows, a softmax and the global mean")
def _reduction(size):
    jax, jnp = _jax()
    b, d = pick(size, (128, 64), (512, 256))

    def f(x):
        rows = jnp.sum(x, axis=1)
        cols = jnp.max(x, axis=0)
        lse = jax.nn.logsumexp(x, axis=1)
        sm = jax.nn.softmax(x, axis=-1)
        return rows, cols, lse, sm, jnp.mean(x)
    return f, (sds((b, d)),), {}, ""


@program("dot-chain", "chain of four matmuls with tanh between them")
def _dot_chain(size):
    jax, jnp = _jax()
    n = pick(size, 64, 256)
    dims = pick(size, [64, 96, 48, 128, 32], [256, 384, 192, 512, 128])

    def f(a, b, c, d):
        h = jnp.tanh(a @ b)
        h = jnp.tanh(h @ c)
        return h @ d
    args = tuple(sds((x, y)) for x, y in
                 zip([n] + dims[1:4], dims[1:5]))
    return f, args, {}, ""


# --- training steps

@program("mlp-adam", "MLP training step (gelu, MSE loss, jax.value_and_grad) "
         "with Adam written by hand: params, m, v, step count in; all out")
def _mlp_adam(size):
    params, x, y, t = mlp_adam_setup(size)
    return mlp_adam_step, (params, params, params, t, x, y), {}, ""


@program("donate-adam", "the mlp-adam step with params, m and v donated "
         "(donate_argnums=(0, 1, 2)), so outputs alias the inputs")
def _donate_adam(size):
    params, x, y, t = mlp_adam_setup(size)

    def f(params, m, v, t, x, y):
        return mlp_adam_step(params, m, v, t, x, y)
    return f, (params, params, params, t, x, y), \
        {"donate_argnums": (0, 1, 2)}, ""


@program("transformer-sgd", "decoder-only transformer training step: token "
         "and position embeddings, one pre-layernorm block (causal multi-head "
         "attention with dropout from a raw uint32[2] key, gelu MLP), final "
         "layernorm, tied unembedding, cross-entropy on next tokens, SGD with "
         "momentum written by hand")
def _transformer(size):
    jax, jnp = _jax()
    cfg = pick(size,
               dict(vocab=64, d=32, heads=2, ff=64, layers=1, batch=2, seq=16),
               dict(vocab=256, d=64, heads=4, ff=256, layers=1, batch=4,
                    seq=32))  # one layer at both sizes keeps the files small
    d, h, ff = cfg["d"], cfg["heads"], cfg["ff"]
    params = {"embed": sds((cfg["vocab"], d)),
              "pos": sds((cfg["seq"], d)),
              "ln_f": {"scale": sds((d,)), "bias": sds((d,))},
              "layers": []}
    for _ in range(cfg["layers"]):
        params["layers"].append({
            "ln1": {"scale": sds((d,)), "bias": sds((d,))},
            "wq": sds((d, d)), "wk": sds((d, d)), "wv": sds((d, d)),
            "wo": sds((d, d)),
            "ln2": {"scale": sds((d,)), "bias": sds((d,))},
            "w1": sds((d, ff)), "b1": sds((ff,)),
            "w2": sds((ff, d)), "b2": sds((d,)),
        })
    tokens = sds((cfg["batch"], cfg["seq"] + 1), "int32")
    key = sds((2,), "uint32")

    def layernorm(p, x):
        mu = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.mean((x - mu) ** 2, axis=-1, keepdims=True)
        return (x - mu) * jax.lax.rsqrt(var + 1e-5) * p["scale"] + p["bias"]

    def attention(p, x):
        bsz, t, _ = x.shape
        def heads(w):
            return (x @ w).reshape(bsz, t, h, d // h).transpose(0, 2, 1, 3)
        q, k, v = heads(p["wq"]), heads(p["wk"]), heads(p["wv"])
        s = (q @ k.transpose(0, 1, 3, 2)) / jnp.sqrt(float(d // h))
        mask = jnp.tril(jnp.ones((t, t), dtype=bool))
        s = jnp.where(mask, s, -1e9)
        a = jax.nn.softmax(s, axis=-1) @ v
        return a.transpose(0, 2, 1, 3).reshape(bsz, t, d) @ p["wo"]

    def dropout(key, x, rate=0.1):
        keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
        return jnp.where(keep, x / (1.0 - rate), 0.0)

    def loss_fn(params, tokens, key):
        inp, tgt = tokens[:, :-1], tokens[:, 1:]
        x = params["embed"][inp] + params["pos"]
        for i, lp in enumerate(params["layers"]):
            x = x + dropout(jax.random.fold_in(key, i),
                            attention(lp, layernorm(lp["ln1"], x)))
            hdn = jax.nn.gelu(layernorm(lp["ln2"], x) @ lp["w1"] + lp["b1"])
            x = x + hdn @ lp["w2"] + lp["b2"]
        x = layernorm(params["ln_f"], x)
        logits = x @ params["embed"].T
        logp = jax.nn.log_softmax(logits, axis=-1)
        nll = -jnp.take_along_axis(logp, tgt[..., None], axis=-1)
        return jnp.mean(nll)

    def train_step(params, momentum, tokens, key):
        loss, grads = jax.value_and_grad(loss_fn)(params, tokens, key)
        momentum = jax.tree.map(lambda m, g: 0.9 * m + g, momentum, grads)
        params = jax.tree.map(lambda p, m: p - 0.01 * m, params, momentum)
        return params, momentum, loss
    return train_step, (params, params, tokens, key), {}, ""


# --- layer stacks: scan vs unrolled vs remat (same shapes, same arguments)

def stack_setup(size):
    layers, d, f, b = pick(size, (4, 32, 64, 16), (6, 128, 256, 32))
    params = {"w1": sds((layers, d, f)), "b1": sds((layers, f)),
              "w2": sds((layers, f, d))}
    return layers, params, sds((b, d)), sds((b, d))


def stack_layer(h, w1, b1, w2):
    jax, jnp = _jax()
    return h + jnp.tanh(h @ w1 + b1) @ w2


def stack_step(apply):
    """train step over stacked residual layers; `apply(params, x)`"""
    jax, jnp = _jax()

    def step(params, x, y):
        def loss_fn(p):
            return jnp.mean((apply(p, x) - y) ** 2)
        loss, g = jax.value_and_grad(loss_fn)(params)
        params = jax.tree.map(lambda p, g_: p - 0.01 * g_, params, g)
        return params, loss
    return step


@program("scan-layers", "residual tanh layers (params stacked on a leading "
         "layer axis) applied with jax.lax.scan; grad and SGD update")
def _scan_layers(size):
    jax, jnp = _jax()
    _, params, x, y = stack_setup(size)

    def apply(p, x):
        def body(h, lp):
            return stack_layer(h, lp["w1"], lp["b1"], lp["w2"]), None
        h, _ = jax.lax.scan(body, x, p)
        return h
    return stack_step(apply), (params, x, y), {}, ""


@program("unrolled-layers", "the scan-layers network with the layer loop "
         "unrolled in Python (same stacked arguments)")
def _unrolled_layers(size):
    layers, params, x, y = stack_setup(size)

    def apply(p, x):
        for i in range(layers):
            x = stack_layer(x, p["w1"][i], p["b1"][i], p["w2"][i])
        return x
    return stack_step(apply), (params, x, y), {}, ""


def remat_program(size, policy_name):
    jax, jnp = _jax()
    layers, params, x, y = stack_setup(size)
    policy = getattr(jax.checkpoint_policies, policy_name)
    layer = jax.checkpoint(stack_layer, policy=policy)

    def apply(p, x):
        for i in range(layers):
            x = layer(x, p["w1"][i], p["b1"][i], p["w2"][i])
        return x
    return stack_step(apply), (params, x, y), {}, ""


@program("remat-nothing", "the unrolled-layers network with each layer under "
         "jax.checkpoint(policy=jax.checkpoint_policies.nothing_saveable)")
def _remat_nothing(size):
    return remat_program(size, "nothing_saveable")


@program("remat-dots", "the unrolled-layers network with each layer under "
         "jax.checkpoint(policy=jax.checkpoint_policies.dots_saveable)")
def _remat_dots(size):
    return remat_program(size, "dots_saveable")


# --- control flow

@program("while-loop", "power iteration in jax.lax.while_loop: matrix-vector "
         "products until converged or 100 iterations")
def _while_loop(size):
    jax, jnp = _jax()
    n = pick(size, 64, 256)

    def f(a, x0):
        def cond(s):
            i, x, delta = s
            return jnp.logical_and(i < 100, delta > 1e-6)

        def body(s):
            i, x, _ = s
            y = a @ x
            y = y / jnp.linalg.norm(y)
            return i + 1, y, jnp.max(jnp.abs(y - x))
        i, x, _ = jax.lax.while_loop(cond, body, (0, x0, jnp.float32(1.0)))
        return x, (x @ (a @ x)), i
    return f, (sds((n, n)), sds((n,))), {}, ""


@program("cond", "jax.lax.cond on a bool argument: one branch builds an "
         "outer-product temporary [N,N], the other only scales the vector")
def _cond(size):
    jax, jnp = _jax()
    n = pick(size, 64, 256)

    def f(pred, x, w):
        def big(x, w):
            outer = x[:, None] * x[None, :]
            return jnp.tanh(outer @ w).sum(axis=0)

        def small(x, w):
            return 2.0 * x
        return jax.lax.cond(pred, big, small, x, w)
    return f, (sds((), "bool"), sds((n,)), sds((n, n))), {}, ""


@program("conv", "convolution training step: two NHWC convolutions (the "
         "second strided), relu, MSE loss, SGD on both kernels")
def _conv(size):
    jax, jnp = _jax()
    n, hw = pick(size, (8, 16), (32, 32))

    def loss(w1, w2, x, y):
        dn = ("NHWC", "HWIO", "NHWC")
        h = jax.lax.conv_general_dilated(x, w1, (1, 1), "SAME",
                                         dimension_numbers=dn)
        h = jax.nn.relu(h)
        h = jax.lax.conv_general_dilated(h, w2, (2, 2), "SAME",
                                         dimension_numbers=dn)
        return jnp.mean((h.mean(axis=(1, 2)) - y) ** 2)

    return sgd_step(jax, loss), (sds((3, 3, 8, 16)), sds((3, 3, 16, 32)),
               sds((n, hw, hw, 8)), sds((n, 32))), {}, ""


@program("attention", "gradient of softmax attention (einsum, softmax, "
         "gelu, sum) with respect to q, k and v")
def _attention(size):
    jax, jnp = _jax()
    b, t, h, d = pick(size, (2, 64, 4, 32), (4, 256, 8, 64))

    def loss(q, k, v):
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / 8.0
        p = jax.nn.softmax(s, axis=-1)
        return jax.nn.gelu(jnp.einsum("bhqk,bkhd->bqhd", p, v)).sum()
    return jax.grad(loss, argnums=(0, 1, 2)), (sds((b, t, h, d)),) * 3, {}, ""


@program("cumsum-sort", "a cumulative sum along rows, a sort of each row "
         "and its top 16 (jax.lax.top_k)")
def _cumsum_sort(size):
    jax, jnp = _jax()
    r, c = pick(size, (64, 512), (512, 2048))

    def f(x):
        s = jnp.sort(jnp.cumsum(x, axis=1), axis=1)
        top, idx = jax.lax.top_k(s, 16)
        return top.sum() + idx.sum()
    return f, (sds((r, c)),), {}, ""


# --- sharded over 8 host devices

def mesh(shape, names):
    jax, _ = _jax()
    from jax.sharding import AxisType
    return jax.make_mesh(shape, names,
                         axis_types=(AxisType.Auto,) * len(shape))


@program("fsdp", "FSDP-like: mesh (8,) 'fsdp'; MLP weights, Adam m and v "
         "sharded on their first axis, batch sharded on its first axis; the "
         "mlp-adam step with out_shardings equal to the input shardings",
         devices=8)
def _fsdp(size):
    jax, jnp = _jax()
    from jax.sharding import NamedSharding, PartitionSpec as P
    mm = mesh((8,), ("fsdp",))
    widths = pick(size, [64, 128, 32], [256, 512, 128])
    batch = pick(size, 32, 128)

    def shard(kind, i):
        return NamedSharding(mm, P("fsdp", None) if kind == "w" else P())
    params = mlp_params(widths, shard)
    xs = NamedSharding(mm, P("fsdp", None))
    x = sds((batch, widths[0]), sharding=xs)
    y = sds((batch, widths[-1]), sharding=xs)
    rep = NamedSharding(mm, P())
    t = sds((), "int32", sharding=rep)
    pshard = jax.tree.map(lambda s: s.sharding, params)
    out = (pshard, pshard, pshard, rep, rep)
    return mlp_adam_step, (params, params, params, t, x, y), \
        {"out_shardings": out}, ""


@program("tensor-parallel", "tensor-parallel-like: mesh (2,4) "
         "('data','model'); Megatron MLP blocks with w1 split by columns and "
         "w2 by rows over 'model', batch over 'data'; grad and SGD update",
         devices=8)
def _tensor_parallel(size):
    jax, jnp = _jax()
    from jax.sharding import NamedSharding, PartitionSpec as P
    mm = mesh((2, 4), ("data", "model"))
    d, f, b, layers = pick(size, (64, 256, 32, 2), (256, 1024, 64, 2))
    col = NamedSharding(mm, P(None, "model"))
    row = NamedSharding(mm, P("model", None))
    vec = NamedSharding(mm, P("model"))
    params = [{"w1": sds((d, f), sharding=col), "b1": sds((f,), sharding=vec),
               "w2": sds((f, d), sharding=row)} for _ in range(layers)]
    xs = NamedSharding(mm, P("data", None))
    x, y = sds((b, d), sharding=xs), sds((b, d), sharding=xs)

    def step(params, x, y):
        def loss_fn(ps):
            h = x
            for p in ps:
                h = h + jax.nn.gelu(h @ p["w1"] + p["b1"]) @ p["w2"]
            return jnp.mean((h - y) ** 2)
        loss, g = jax.value_and_grad(loss_fn)(params)
        return jax.tree.map(lambda p, g_: p - 0.01 * g_, params, g), loss
    pshard = jax.tree.map(lambda s: s.sharding, params)
    out = (pshard, NamedSharding(mm, P()))
    return step, (params, x, y), {"out_shardings": out}, ""


@program("shard-map", "jax.shard_map over mesh (8,) 'i' with collectives: "
         "psum of a local reduction, all_to_all (tiled) of the local block, "
         "ppermute ring shift", devices=8)
def _shard_map(size):
    jax, jnp = _jax()
    from jax.sharding import NamedSharding, PartitionSpec as P
    mm = mesh((8,), ("i",))
    n, d = pick(size, (64, 32), (512, 256))
    w = sds((d, d), sharding=NamedSharding(mm, P()))
    x = sds((n, d), sharding=NamedSharding(mm, P("i", None)))

    def local(x, w):
        h = jnp.tanh(x @ w)
        total = jax.lax.psum(jnp.sum(h, axis=0), "i")
        t = jax.lax.all_to_all(h, "i", split_axis=1, concat_axis=0,
                               tiled=True)
        t = t * 2.0
        t = jax.lax.all_to_all(t, "i", split_axis=0, concat_axis=1,
                               tiled=True)
        ring = [(j, (j + 1) % 8) for j in range(8)]
        r = jax.lax.ppermute(h, "i", ring)
        return t + r + total[None, :]

    f = jax.shard_map(local, mesh=mm, in_specs=(P("i", None), P()),
                      out_specs=P("i", None))

    def g(x, w):
        return f(x, w)
    return g, (x, w), {}, ""


# --- host offload

@program("host-offload", "activation offload: jax.device_put to a "
         "SingleDeviceSharding(memory_kind='pinned_host') and back inside "
         "jit, plus a second output placed in pinned_host by out_shardings")
def _host_offload(size):
    jax, jnp = _jax()
    from jax.sharding import SingleDeviceSharding
    dev = jax.devices()[0]
    host = SingleDeviceSharding(dev, memory_kind="pinned_host")
    devs = SingleDeviceSharding(dev, memory_kind="device")
    n = pick(size, 64, 256)

    def f(x, w):
        a = jnp.tanh(x @ w)
        a_host = jax.device_put(a, host)     # offload the activation
        b = jnp.sin(x) @ w                   # other work meanwhile
        a_back = jax.device_put(a_host, devs)
        return a_back + b, b * 2.0
    args = (sds((n, n), sharding=devs), sds((n, n), sharding=devs))
    return f, args, {"out_shardings": (devs, host)}, ""


# --- resharding (placed last: the line numbers of the programs above, which
# their dumps' metadata hold, stay as they were)

@program("reshard", "jax.lax.with_sharding_constraint that asks for another "
         "split than an argument's: mesh (8,) 'i', x split by rows is "
         "constrained to replicated (the partitioner all-gathers it into a "
         "value of its own), then tanh and a matmul by a replicated w",
         devices=8)
def _reshard(size):
    jax, jnp = _jax()
    from jax.sharding import NamedSharding, PartitionSpec as P
    mm = mesh((8,), ("i",))
    n, d = pick(size, (256, 128), (1024, 512))
    x = sds((n, d), sharding=NamedSharding(mm, P("i", None)))
    w = sds((d, d), sharding=NamedSharding(mm, P()))

    def f(x, w):
        y = jax.lax.with_sharding_constraint(x, NamedSharding(mm, P()))
        return jnp.tanh(y) @ w
    return f, (x, w), {}, ""


@program("calls", "jnp.clip and jnp.round (each a private function JAX "
         "calls) around a scaling, then int8: XLA inlines the calls before "
         "fusion, so their results fuse into their consumers")
def _calls(size):
    jax, jnp = _jax()
    n = pick(size, 128, 512)

    def f(x):
        return jnp.round(jnp.clip(x, -1, 1) * 127).astype(jnp.int8)
    return f, (sds((n, n)),), {}, ""


@program("argsort", "jnp.sort along rows and jnp.argsort along columns: "
         "the sort of (keys, iota) writes over the iota it reads")
def _argsort(size):
    jax, jnp = _jax()
    r, c = pick(size, (64, 128), (256, 512))

    def f(x):
        return jnp.sort(x, axis=1), jnp.argsort(x, axis=0)
    return f, (sds((r, c)),), {}, ""


@program("scatter-add", "a histogram: zeros(256).at[i % 256].add(x); on the "
         "CPU nothing fuses into a scatter, so the indices are a buffer")
def _scatter_add(size):
    jax, jnp = _jax()
    n = pick(size, 2048, 8192)

    def f(x, i):
        return jnp.zeros(256).at[i % 256].add(x)
    return f, (sds((n,)), sds((n,), "int32")), {}, ""


@program("fft-scale", "jnp.fft.rfft, a scaling, jnp.fft.irfft (each FFT a "
         "private function JAX calls): the scaling writes over the rfft's "
         "result, which it reads through the call")
def _fft_scale(size):
    jax, jnp = _jax()
    r, c = pick(size, (16, 128), (64, 256))

    def f(x):
        return jnp.fft.irfft(jnp.fft.rfft(x) * 2.0)
    return f, (sds((r, c)),), {}, ""


@program("dropout", "inverted dropout with jax.random.bernoulli from a raw "
         "uint32[2] key: threefry's counters (iota arithmetic in u64) fuse "
         "into both halves they feed")
def _dropout(size):
    jax, jnp = _jax()
    b, d = pick(size, (64, 256), (256, 1024))

    def f(k, x):
        keep = jax.random.bernoulli(jax.random.wrap_key_data(k), 0.9, x.shape)
        return jnp.where(keep, x / 0.9, 0.0)
    return f, (sds((2,), "uint32"), sds((b, d))), {}, ""


@program("scan-rnn-grad", "gradient of an RNN over xs with jax.lax.scan: "
         "the forward loop stacks three residuals with one "
         "dynamic_update_index_in_dim function that JAX calls three times "
         "(XLA clones it for each call before inlining)")
def _scan_rnn_grad(size):
    jax, jnp = _jax()
    t, b, d = pick(size, (16, 8, 64), (64, 32, 128))

    def f(xs, w):
        def loss(w):
            def step(h, x):
                return jnp.tanh(h @ w + x), None
            h, _ = jax.lax.scan(step, jnp.zeros((b, d)), xs)
            return jnp.sum(h)
        return jax.grad(loss)(w)
    return f, (sds((t, b, d)), sds((d, d))), {}, ""


@program("dot-producers", "three dots whose operands XLA:CPU's YNN fusion "
         "cannot take: a sine (no YNNPACK operator), a complex conjugate "
         "(YNNPACK has no complex dot) and a transpose reshaped into a "
         "matrix; each operand is written to memory before its dot")
def _dot_producers(size):
    jax, jnp = _jax()
    n, c, t = pick(size, (64, 32, (8, 16, 32)), (256, 128, (32, 64, 128)))

    def f(x, z, y):
        a = jnp.sin(x) @ x
        b = jnp.abs(z @ jnp.conj(z.T))
        r = jnp.transpose(y, (2, 0, 1)).reshape(t[2], -1) @ jnp.ones((t[0] * t[1], 16))
        return a, b, r
    return f, (sds((n, n)), sds((c, c), "complex64"), sds(t)), {}, ""


@program("rng-same-key", "two random draws from one key (a normal and a "
         "uniform sample): JAX lowers each to its own threefry loop; XLA "
         "inlines the calls and HloCSE merges the two identical loops")
def _rng_same_key(size):
    jax, jnp = _jax()
    n = pick(size, 128, 512)

    def f(k):
        key = jax.random.wrap_key_data(k)
        return jax.random.normal(key, (n, n)) + jax.random.uniform(key, (n, n))
    return f, (sds((2,), "uint32"),), {}, ""


@program("ynn-reduce", "reductions XLA:CPU hands to YNNPACK, whose fusion "
         "grows from the reduction: a dot read only by a sum is never "
         "written, a sine before a sum is (YNNPACK has no sine), and a "
         "softmax's max fusion ends at its exponential")
def _ynn_reduce(size):
    jax, jnp = _jax()
    n = pick(size, 64, 256)

    def f(x, w, y):
        a = jnp.tanh(x @ w).sum(0)
        b = jnp.sin(y).sum(1)
        e = jnp.exp(y - y.max(1, keepdims=True))
        return a, b, e / e.sum(1, keepdims=True)
    return f, (sds((n, n)), sds((n, n)), sds((n, n))), {}, ""


@program("bf16-dots", "bf16 dots, which XLA:CPU computes in f32: each "
         "operand converted to an f32 buffer, the result written in f32 and "
         "converted back (a relu between two dots goes into the second "
         "dot's convert); a bf16 x bf16 -> f32 dot YNNPACK takes as "
         "written; a batched einsum whose f32 operand dies into the "
         "output's memory")
def _bf16_dots(size):
    jax, jnp = _jax()
    n = pick(size, 64, 256)

    def f(x, a, b, c, q, k):
        y = jax.nn.relu(x @ a) @ b
        z = jnp.tanh(jnp.matmul(x, c, preferred_element_type=jnp.float32))
        return y, z, jnp.einsum("bij,bjk->bik", q, k)
    bf = "bfloat16"
    return f, (sds((n, 4 * n), bf), sds((4 * n, 4 * n), bf), sds((4 * n, n), bf),
               sds((4 * n, n), bf), sds((8, n, 64), bf), sds((8, 64, n), bf)), {}, ""


@program("bf16-conv", "a bf16 convolution with a relu, and the f32 "
         "gradient of its kernel: the convolutions are computed in f32, "
         "their bf16 operands converted first")
def _bf16_conv(size):
    jax, jnp = _jax()
    c = pick(size, 8, 16)
    dn = ("NHWC", "HWIO", "NHWC")

    def f(x, k):
        conv = lambda k: jax.lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=dn)
        g = jax.grad(lambda k: jnp.sum(conv(k).astype(jnp.float32) ** 2))(k)
        return jax.nn.relu(conv(k)), g
    bf = "bfloat16"
    return f, (sds((8, 32, 32, c), bf), sds((3, 3, c, 2 * c), bf)), {}, ""


@program("xent", "cross-entropy of a dot's logits through jax.nn.log_softmax, "
         "which JAX lowers as a call of a private function: CallInliner "
         "inlines it before the YNNPACK fusion grows, which takes the dot, "
         "the max and the subtraction and writes x - max once")
def _xent(size):
    jax, jnp = _jax()
    n, v = pick(size, (128, 4096), (256, 8192))

    def f(h, w, y):
        logp = jax.nn.log_softmax(h @ w)
        return -jnp.mean(jnp.take_along_axis(logp, y[:, None], 1))
    return f, (sds((n, 256)), sds((256, v)), sds((n,), "int32")), {}, ""


@program("maxpool-grad", "the gradient of a 2x2 max pool: XLA:CPU expands "
         "the select-and-scatter into an iota per dimension, an "
         "index-selecting reduce-window and a scatter; JAX's pad and slice "
         "around it pad and slice nothing")
def _maxpool_grad(size):
    jax, jnp = _jax()
    c = pick(size, 8, 16)

    def f(x):
        def loss(y):
            pool = jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
            return jnp.sum(pool ** 2)
        return jax.grad(loss)(x)
    return f, (sds((8, 32, 32, c)),), {}, ""


@program("cnn-train", "a CNN step's gradients: two 3x3 convolutions with "
         "relu, a 2x2 average pool and a dense layer; the weight gradients' "
         "convolutions read transposed copies of their operands "
         "(ConvCanonicalization), each an instruction of its own, and the "
         "pool's transpose pads the cotangent, which the reduce-window "
         "folds into its window")
def _cnn_train(size):
    jax, jnp = _jax()
    c = pick(size, 16, 32)
    dn = ("NHWC", "HWIO", "NHWC")

    def f(x, k1, k2, w):
        def loss(k1, k2, w):
            h = jax.nn.relu(jax.lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=dn))
            h = jax.nn.relu(jax.lax.conv_general_dilated(h, k2, (1, 1), "SAME", dimension_numbers=dn))
            h = jax.lax.reduce_window(h, 0.0, jax.lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4
            return jnp.mean((h.reshape(8, -1) @ w) ** 2)
        return jax.grad(loss, argnums=(0, 1, 2))(k1, k2, w)
    return f, (sds((8, 32, 32, 3)), sds((3, 3, 3, c)), sds((3, 3, c, 2 * c)),
               sds((16 * 16 * 2 * c, 10))), {}, ""


@program("tied-embed", "a language model step with its embedding tied to "
         "the output layer, SGD: the lookup's transpose is a scatter-add "
         "into zeros that the simplifier folds into the add of the output "
         "layer's gradient (the scatter updates that gradient in place), "
         "and the logits' gradient is a scatter-add folded the same way")
def _tied_embed(size):
    jax, jnp = _jax()
    v, d = pick(size, (2048, 64), (4096, 128))

    def loss(e, w, tok):
        logits = jnp.tanh(e[tok] @ w) @ e.T
        picked = jnp.take_along_axis(logits, tok[..., None], -1)[..., 0]
        return jnp.mean(jax.nn.logsumexp(logits, -1) - picked)
    return sgd_step(jax, loss), (sds((v, d)), sds((d, d)), sds((8, 64), "int32")), {}, ""


@program("untied-head", "a language model step with an output layer of "
         "its own, SGD: the logits' gradient feeds two dots, and the "
         "transposed copy one of them reads recomputes it from the "
         "exponential (XLA:CPU's fusion duplicates the cheap producer into "
         "the transpose), so the exponential lives until both are written")
def _untied_head(size):
    jax, jnp = _jax()
    v, d = pick(size, (2048, 64), (4096, 128))

    def loss(e, u, tok):
        return jnp.mean(jax.nn.logsumexp(jnp.tanh(e[tok]) @ u, -1))
    return sgd_step(jax, loss), (sds((v, d)), sds((d, v)), sds((8, 64), "int32")), {}, ""


@program("adamw", "one layer's AdamW step with the gradient clipped: the "
         "weight gradient, JAX's dot_general of the input and the "
         "cotangent then transposed, is one dot once the simplifier swaps "
         "its operands (transpose of a dot)")
def _adamw(size):
    jax, jnp = _jax()
    n, b = pick(size, (256, 32), (512, 64))

    def f(w, m, v, x):
        g = jax.grad(lambda w: jnp.mean(jnp.tanh(x @ w) ** 2))(w)
        g = jnp.clip(g, -1.0, 1.0)
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        return w - 1e-3 * (m / (jnp.sqrt(v) + 1e-8) + 0.01 * w), m, v
    return f, (sds((n, n)), sds((n, n)), sds((n, n)), sds((b, n))), {}, ""


@program("classifier-head", "the gradients of a classifier's loss with "
         "respect to its weight and its input, the logits computed twice "
         "(x @ w in the log-sum-exp and in the picked logit): the weight "
         "gradient adds two dots JAX writes transposed, each one dot with "
         "its operands swapped, and the add writes over one of them")
def _classifier_head(size):
    jax, jnp = _jax()
    b, d, c = pick(size, (128, 256, 1024), (256, 512, 2048))

    def f(w, x, y):
        def loss(w, x):
            picked = jnp.take_along_axis(x @ w, y[:, None], -1)[:, 0]
            return jnp.mean(jax.nn.logsumexp(x @ w, -1) - picked)
        return jax.grad(loss, argnums=(0, 1))(w, x)
    return f, (sds((d, c)), sds((b, d)), sds((b,), "int32")), {}, ""


@program("contrastive", "a CLIP-style contrastive loss's gradients: "
         "jnp.diag of the similarity matrix is lax.platform_dependent, a "
         "case on a constant index whose chosen branch is a one-branch "
         "case; XLA inlines both (ConditionalSimplifier), and the "
         "diagonal's gradient, a scatter-add into zeros, is folded into "
         "the add that follows")
def _contrastive(size):
    jax, jnp = _jax()
    n, d = pick(size, (256, 64), (512, 128))

    def f(wa, wb, a, b):
        def loss(wa, wb):
            za = a @ wa
            zb = b @ wb
            za = za / jnp.linalg.norm(za, axis=-1, keepdims=True)
            zb = zb / jnp.linalg.norm(zb, axis=-1, keepdims=True)
            s = za @ zb.T * 10.0
            return jnp.mean(jax.nn.logsumexp(s, 0) + jax.nn.logsumexp(s, 1)
                            - 2 * jnp.diag(s))
        return jax.grad(loss, argnums=(0, 1))(wa, wb)
    return f, (sds((d, d)), sds((d, d)), sds((n, d)), sds((n, d))), {}, ""


@program("first-class-grad", "an embedding lookup, its logits and the "
         "gradients of the mean log-softmax of one class: the cotangent of "
         "x[..., 0] is a pad of a broadcast constant, folded by XLA into a "
         "broadcast of a constant row and recomputed in each reader; the "
         "exponential lives on into the output layer's transposed copy")
def _first_class_grad(size):
    jax, jnp = _jax()
    v, d, t = pick(size, (2000, 64, 16), (8000, 128, 32))

    def f(e, tok, w):
        def loss(e, w):
            l = e[tok] @ w
            return -jnp.mean(jax.nn.log_softmax(l)[..., 0])
        return jax.grad(loss, argnums=(0, 1))(e, w)
    return f, (sds((v, d)), sds((t, t), "int32"), sds((d, v))), {}, ""


@program("shifted-lm", "a language model step predicting the next token: "
         "the loss reads logits[:, :-1], so the logits' gradient is a pad, "
         "read by the output layer's two gradient dots; XLA:CPU writes the "
         "pad for the transposed copy one reads and again in the reshape "
         "DotDecomposer puts before the other")
def _shifted_lm(size):
    jax, jnp = _jax()
    v, d = pick(size, (2048, 64), (4096, 128))

    def loss(e, u, tok):
        logp = jax.nn.log_softmax((jnp.tanh(e[tok]) @ u)[:, :-1])
        return -jnp.mean(jnp.take_along_axis(logp, tok[:, 1:, None], -1))
    return sgd_step(jax, loss), (sds((v, d)), sds((d, v)), sds((8, 64), "int32")), {}, ""


@program("one-token-logits", "a bf16 language model's logits for one token "
         "against its tied embedding: a matrix-vector dot XLA:CPU emits "
         "elementally, reading the bf16 table in the dot's fusion where a "
         "bf16 dot otherwise reads an f32 copy")
def _one_token_logits(size):
    jax, jnp = _jax()
    v, d = pick(size, (8192, 256), (16384, 512))

    def f(e, w, x):
        return jnp.tanh(x @ w) @ e.T
    bf = "bfloat16"
    return f, (sds((v, d), bf), sds((d, d), bf), sds((1, d), bf)), {}, ""


@program("remat-layernorm", "two layer-normalized GELU blocks under "
         "jax.checkpoint, SGD: XLA:CPU expands the barriers and its CSE "
         "merges the recomputation with the forward pass, reductions "
         "included though JAX gives each its own reducer")
def _remat_layernorm(size):
    jax, jnp = _jax()
    b, d = pick(size, (256, 128), (512, 256))

    @jax.checkpoint
    def block(h, w1, w2):
        n = (h - h.mean(-1, keepdims=True)) / jnp.sqrt(h.var(-1, keepdims=True) + 1e-5)
        return h + jax.nn.gelu(n @ w1) @ w2

    def loss(p, x):
        h = x
        for w1, w2 in p:
            h = block(h, w1, w2)
        return jnp.mean(h ** 2)
    def f(p, x):
        g = jax.grad(loss)(p, x)
        return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, p, g)
    params = [(sds((d, 4 * d)), sds((4 * d, d))) for _ in range(2)]
    return f, (params, sds((b, d))), {}, ""


# ------------------------------------------------------------------ worker

def worker(name, dump, out):
    """Compile one program (XLA_FLAGS already in the environment), write its
    files to `out`, print its figures as one JSON line."""
    import jax
    jax.config.update("jax_hlo_source_file_canonicalization_regex",
                      "^" + re.escape(ROOT + os.sep))
    kind, size = split_name(name)
    fn, args, jit_kwargs, note = KINDS[kind]["builder"](size)
    mod = module_name(kind)
    fn.__name__ = fn.__qualname__ = mod[len("jit_"):]
    lowered = jax.jit(fn, **jit_kwargs).lower(*args)
    compiled = lowered.compile()
    ma = compiled.memory_analysis()
    stats = {}
    for f in STAT_FIELDS:
        val = getattr(ma, f, None)
        stats[f] = None if val is None else int(val)

    with open(os.path.join(out, f"{name}.stablehlo.mlir"), "w") as fh:
        fh.write(lowered.as_text())

    # XLA's files for this module: module_NNNN.<module>.<suffix>
    pat = re.compile(r"^module_(\d+)\." + re.escape(mod) + r"\.(.+)$")
    found = {}
    for fname in sorted(os.listdir(dump)):
        m = pat.match(fname)
        if m:
            found.setdefault(m.group(1), []).append(m.group(2))
    if len(found) != 1:
        raise SystemExit(f"{name}: expected one dumped module {mod}, "
                         f"found ids {sorted(found)}")
    (mid, suffixes), = found.items()
    want = [  # (regex on the suffix, our name, size limit or None)
        (r"before_optimizations\.txt", "before_optimizations.hlo", None),
        (r"(\w+_)?after_optimizations\.txt", "after_optimizations.hlo", None),
        (r"(\w+_)?after_optimizations-buffer-assignment\.txt",
         "buffer-assignment.txt", 100_000),
        (r"(\w+_)?after_optimizations-memory-usage-report\.txt",
         "memory-usage-report.txt", 100_000),
    ]
    kept, used, skipped = [], [], []
    for rx, ours, limit in want:
        hits = [s for s in suffixes if re.fullmatch(rx, s)]
        if not hits:
            if limit is None:
                raise SystemExit(f"{name}: no dump file matching {rx}: "
                                 f"{suffixes}")
            continue
        if len(hits) > 1:
            raise SystemExit(f"{name}: several dump files match {rx}: {hits}")
        src = os.path.join(dump, f"module_{mid}.{mod}.{hits[0]}")
        used.append(f"module_NNNN.{mod}.{hits[0]}")
        if limit is not None and os.path.getsize(src) > limit:
            skipped.append(f"{ours} ({os.path.getsize(src)} bytes)")
            continue
        shutil.copyfile(src, os.path.join(out, f"{name}.{ours}"))
        kept.append(ours)

    with open(os.path.join(out, f"{name}.before_optimizations.hlo")) as fh:
        if not fh.read(9) == "HloModule":
            raise SystemExit(f"{name}: before_optimizations is not HLO text")

    with open(os.path.join(out, f"{name}.after_optimizations.hlo")) as fh:
        after = fh.read()
    counts = {op: len(re.findall(r" %s\(" % re.escape(op), after))
              for op in ("dot", "opt-barrier")}
    if kind == "host-offload":
        note = host_offload_note(stats, out, name)
    print(json.dumps({"name": name, "kind": kind, "size": size,
                      "devices": KINDS[kind]["devices"], "stats": stats,
                      "after_counts": counts, "dump_files": used, "skipped": skipped,
                      "note": note}))


def host_offload_note(stats, out, name):
    with open(os.path.join(out, f"{name}.stablehlo.mlir")) as fh:
        shlo = fh.read()
    with open(os.path.join(out, f"{name}.after_optimizations.hlo")) as fh:
        head, _, body = fh.read().partition("\n")
    placements = re.findall(r'_xla_buffer_placement = "(\w+)"', shlo)
    host_bytes = sum(stats[f] or 0 for f in STAT_FIELDS
                     if f.startswith("host_"))
    parts = [
        "compiles on CPU",
        "the StableHLO has %d annotate_device_placement (%s)" %
        (len(placements), ", ".join(placements) or "none"),
        "S(5) (host memory space) appears in the optimized module's "
        "entry_computation_layout: %s, in its instructions: %s" %
        ("yes" if "S(5)" in head else "no",
         "yes" if "S(5)" in body else "no"),
        "host_* figures are %s" % ("not all zero" if host_bytes
                                   else "all zero"),
    ]
    if len(placements) == 2:  # only the two outputs' placements
        parts.append("JAX lowers a jax.device_put inside jit to nothing "
                     "on CPU (it emits annotate_device_placement only for "
                     "TPU and GPU), so only out_shardings' memory kinds "
                     "reach XLA, and XLA's CPU buffer assignment counts the "
                     "pinned_host output as device output")
    return "; ".join(parts)


# ------------------------------------------------------------------ driver

def run_one(name, out, keep_dump=None):
    """Run the worker for `name` in a subprocess; return its JSON record."""
    kind, _ = split_name(name)
    with tempfile.TemporaryDirectory(prefix="hlopeak-truth-dump-") as dump:
        flags = BASE_FLAGS + " " + DUMP_FLAGS.format(
            dump=dump, module=module_name(kind))
        env = dict(os.environ)
        env["XLA_FLAGS"] = flags
        env["JAX_PLATFORMS"] = "cpu"
        env.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
        cmd = [sys.executable, os.path.abspath(__file__), "--worker", name,
               "--dump", dump, "--out", out]
        p = subprocess.run(cmd, env=env, capture_output=True, text=True,
                           timeout=600)
        if p.returncode != 0:
            raise RuntimeError(f"{name}: worker failed ({p.returncode}):\n"
                               f"{p.stderr[-4000:]}{p.stdout[-2000:]}")
        rec = json.loads(p.stdout.strip().splitlines()[-1])
        rec["flags"] = flags
        return rec


def run_many(names, out, jobs):
    recs = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = {ex.submit(run_one, n, out): n for n in names}
        for fut in concurrent.futures.as_completed(futs):
            rec = fut.result()
            recs[rec["name"]] = rec
            print(f"  {rec['name']}", file=sys.stderr, flush=True)
    return [recs[n] for n in names]


def fmt(v):
    return "" if v is None else str(v)


def write_tsv(path, recs):
    with open(path, "w") as fh:
        fh.write("\t".join(COLUMNS) + "\n")
        for r in recs:
            row = [r["name"], r["kind"], r["size"], str(r["devices"])]
            row += [fmt(r["stats"][f]) for f in STAT_FIELDS]
            fh.write("\t".join(row) + "\n")


def read_tsv(path):
    with open(path) as fh:
        lines = fh.read().splitlines()
    head = lines[0].split("\t")
    return {row[0]: dict(zip(head, row)) for row in
            (line.split("\t") for line in lines[1:] if line)}


def versions():
    out = {}
    for pkg in ("jax", "jaxlib"):
        try:
            out[pkg] = importlib.metadata.version(pkg)
        except importlib.metadata.PackageNotFoundError:
            out[pkg] = None
    return out


def observations(recs):
    """README lines: per-program notes and what the figures show, worked
    out from this run's records (nothing here is written by hand)."""
    L = []
    by_note = {}
    for r in recs:
        if r["note"]:
            by_note.setdefault(r["note"], []).append(r["name"])
        if r["skipped"]:
            L.append(f"- `{r['name']}`: not kept, over 100 KB: " +
                     ", ".join(r["skipped"]) + ".")
    for note, names in by_note.items():
        L.append("- " + ", ".join(f"`{n}`" for n in names) + f": {note}.")
    st = {r["name"]: r["stats"] for r in recs}
    if all(s["peak_memory_in_bytes"] is not None for s in st.values()):
        extra = [s["peak_memory_in_bytes"] - (s["argument_size_in_bytes"] +
                 s["output_size_in_bytes"] - s["alias_size_in_bytes"])
                 for s in st.values()]
        if min(extra) >= 0:
            L.append(
                "- `peak_memory_in_bytes` on this backend is argument + "
                "output - alias plus %d to %d bytes in every program: it "
                "leaves out `temp_size_in_bytes` (the CPU buffer "
                "assignment's preallocated temp), so it is not "
                "argument + output + temp." % (min(extra), max(extra)))
    cnt = {r["name"]: r["after_counts"] for r in recs}
    for size in SIZES:
        names = [f"remat-nothing-{size}", f"remat-dots-{size}",
                 f"unrolled-layers-{size}"]
        if not all(n in st for n in names):
            continue
        if st[names[0]] == st[names[1]]:
            L.append(f"- `{names[0]}` and `{names[1]}` have equal "
                     "figures; their optimized modules have %s dot and "
                     "%s opt-barrier instructions (`%s`: %d dot)." %
                     (" / ".join(str(cnt[n]["dot"]) for n in names[:2]),
                      " / ".join(str(cnt[n]["opt-barrier"])
                                 for n in names[:2]),
                      names[2], cnt[names[2]]["dot"]))
    return L


def write_readme(path, recs, argv, vers):
    def size_of(name):
        return sum(os.path.getsize(os.path.join(os.path.dirname(path), f))
                   for f in os.listdir(os.path.dirname(path))
                   if f.startswith(name + "."))
    dump_names = sorted({re.sub(r"jit_\w+", "jit_<name>", d)
                         for r in recs for d in r["dump_files"]})
    flags = BASE_FLAGS + " " + DUMP_FLAGS.format(
        dump="<tmpdir>", module="jit_<name>")
    L = []
    L.append("# XLA CPU truth set\n")
    L.append("Real JAX programs compiled by XLA's CPU backend, with XLA's "
             "own memory figures (`compiled.memory_analysis()`, a "
             "`CompiledMemoryStats`) in `truth.tsv`. Generated, do not "
             "edit by hand; regenerate with the command below.\n")
    L.append("## How they were made\n")
    L.append("```\n" + " ".join(argv) + "\n```\n")
    L.append(f"- jax {vers['jax']}, jaxlib {vers['jaxlib']} (CPU). "
             f"`gen.py` pins jax {PIN_JAX} / jaxlib {PIN_JAXLIB} and refuses "
             "to write with other versions unless `--any-version`.")
    L.append(f"- `XLA_FLAGS={flags}`, set per program in its own "
             "subprocess before JAX is imported; `JAX_PLATFORMS=cpu`.")
    L.append("- Every program is lowered from `jax.ShapeDtypeStruct` "
             "arguments (nothing runs, no random data), compiled once, and "
             "its `memory_analysis()` recorded. The figures are XLA's own, "
             "for the CPU backend; sharded programs give the figures of one "
             "device's SPMD-partitioned executable.")
    L.append("- Source paths in HLO metadata are relative to the repository "
             "(`jax_hlo_source_file_canonicalization_regex`); source lines "
             "point into `tools/truth/gen.py` as it was when generated.")
    L.append("- XLA's dump files kept, per program (renamed to "
             "`NAME.<suffix>`): " +
             ", ".join(f"`{d}`" for d in dump_names) + ". "
             "`NAME.stablehlo.mlir` is `lowered.as_text()`.")
    L.append("")
    L.append("Files: `NAME.before_optimizations.hlo` (the HLO JAX hands to "
             "XLA), `NAME.after_optimizations.hlo` (scheduled, after the "
             "CPU pipeline), `NAME.buffer-assignment.txt` and "
             "`NAME.memory-usage-report.txt` when under 100 KB, "
             "`NAME.stablehlo.mlir`.\n")
    L.append("## truth.tsv\n")
    L.append("Columns: " + ", ".join(f"`{c}`" for c in COLUMNS) + ". "
             "`size` is `s` or `m`; `devices` is the mesh size (1: device "
             "0 only). An empty cell means the field was absent.\n")
    L.append("## Programs\n")
    L.append("| kind | devices | what it is |")
    L.append("|---|---|---|")
    for kind, k in KINDS.items():
        L.append(f"| `{kind}` | {k['devices']} | {k['doc']} |")
    L.append("")
    L.append("Each kind exists at two sizes, `-s` and `-m`.\n")
    L.append("## Notes\n")
    L.extend(observations(recs))
    L.append("")
    L.append("Check with `tools/truth/gen.py --check` (see "
             "`tools/truth/README.md`).")
    with open(path, "w") as fh:
        fh.write("\n".join(L) + "\n")


def generate(args):
    vers = versions()
    if (vers["jax"], vers["jaxlib"]) != (PIN_JAX, PIN_JAXLIB) \
            and not args.any_version:
        print(f"gen.py: jax {vers['jax']} / jaxlib {vers['jaxlib']} "
              f"installed, truth is pinned to {PIN_JAX} / {PIN_JAXLIB}; "
              "use --any-version to write anyway", file=sys.stderr)
        return 2
    names = all_names()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="hlopeak-truth-") as tmp:
        recs = run_many(names, tmp, args.jobs)
        write_tsv(os.path.join(tmp, "truth.tsv"), recs)
        argv = ["tools/truth/gen.py"] + [a for a in args.raw_argv]
        write_readme(os.path.join(tmp, "README.md"), recs, argv, vers)
        # replace what an earlier run wrote, nothing else
        ours = re.compile(r"^([a-z0-9-]+\.(before_optimizations\.hlo|"
                          r"after_optimizations\.hlo|stablehlo\.mlir|"
                          r"buffer-assignment\.txt|"
                          r"memory-usage-report\.txt)|truth\.tsv|README\.md)$")
        for f in os.listdir(out):
            if ours.match(f):
                os.remove(os.path.join(out, f))
        for f in sorted(os.listdir(tmp)):
            shutil.copyfile(os.path.join(tmp, f), os.path.join(out, f))
    total = sum(os.path.getsize(os.path.join(out, f))
                for f in os.listdir(out))
    print(f"wrote {len(recs)} programs to {out} ({total} bytes)")
    return 0


def check(args):
    try:
        import jax  # noqa: F401
    except Exception as e:  # ImportError, or a broken jaxlib
        print(f"gen.py --check: skipped, JAX not importable: {e}")
        return 77
    vers = versions()
    truth_path = os.path.join(os.path.abspath(args.out), "truth.tsv")
    if not os.path.exists(truth_path):
        print(f"gen.py --check: no {truth_path}; generate it first")
        return 1
    truth = read_tsv(truth_path)
    names = args.only or CHECK_DEFAULT
    for n in names:
        if n not in truth:
            print(f"gen.py --check: {n} is not in {truth_path}",
                  file=sys.stderr)
            return 2
        try:
            split_name(n)
        except KeyError:
            print(f"gen.py --check: no program {n}", file=sys.stderr)
            return 2
    with tempfile.TemporaryDirectory(prefix="hlopeak-truth-check-") as tmp:
        recs = run_many(names, tmp, args.jobs)
    diffs = []
    for r in recs:
        want = truth[r["name"]]
        for f in STAT_FIELDS:
            got = fmt(r["stats"][f])
            if want.get(f, "") != got:
                diffs.append(f"{r['name']}: {f}: truth {want.get(f, '')!r}"
                             f", now {got!r}")
    if diffs:
        print("gen.py --check: memory_analysis differs from truth.tsv:")
        for d in diffs:
            print("  " + d)
        if (vers["jax"], vers["jaxlib"]) != (PIN_JAX, PIN_JAXLIB):
            print(f"  (installed jax {vers['jax']} / jaxlib "
                  f"{vers['jaxlib']}, truth made with {PIN_JAX} / "
                  f"{PIN_JAXLIB})")
        return 1
    print(f"gen.py --check: {len(recs)} programs match truth.tsv "
          f"({', '.join(names)})")
    return 0


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="regenerate some programs in a temp dir and compare "
                    "their figures with truth.tsv")
    ap.add_argument("--only", nargs="+", metavar="NAME",
                    help=f"--check these (default: {' '.join(CHECK_DEFAULT)})")
    ap.add_argument("--out", default=OUT_DEFAULT,
                    help="truth directory (default: testdata/xla-cpu)")
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1),
                    help="programs compiled at once (default: 2)")
    ap.add_argument("--any-version", action="store_true",
                    help="write even if jax/jaxlib differ from the pins")
    ap.add_argument("--list", action="store_true", help="list programs")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--dump", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    args.raw_argv = argv
    if args.worker:
        worker(args.worker, args.dump, args.out)
        return 0
    if args.list:
        for n in all_names():
            print(n)
        return 0
    if args.check:
        return check(args)
    if args.only:
        print("gen.py: --only goes with --check; generation writes every "
              "program", file=sys.stderr)
        return 2
    return generate(args)


# --- kinds added later, kept here so that the source lines of the code above
# (the stack frames every dump records) stay what they were

@program("dp-pmean", "data parallel in shard_map: a two-layer MLP's "
         "gradients pmean-reduced over the mesh (8,) 'i', one all-reduce "
         "per leaf, which XLA's AllReduceCombiner joins; weights donated",
         devices=8)
def _dp_pmean(size):
    jax, jnp = _jax()
    from jax.sharding import NamedSharding, PartitionSpec as P
    mm = mesh((8,), ("i",))
    b, d, h = pick(size, (64, 32, 128), (256, 256, 1024))
    rep = NamedSharding(mm, P())
    w = [sds((d, h), sharding=rep), sds((h, d), sharding=rep)]
    x = sds((b, d), sharding=NamedSharding(mm, P("i", None)))

    def local(w, x):
        def loss(w):
            return jnp.mean((jnp.tanh(x @ w[0]) @ w[1]) ** 2)
        g = jax.grad(loss)(w)
        g = jax.tree_util.tree_map(lambda a: jax.lax.pmean(a, "i"), g)
        return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, w, g)
    f = jax.shard_map(local, mesh=mm, in_specs=(P(), P("i", None)),
                      out_specs=P())
    return f, (w, x), {"donate_argnums": (0,)}, ""


@program("shardmap-donor", "FSDP by hand in shard_map: the weight's "
         "shard all-gathered, its gradient reduce-scattered, the shard "
         "donated (JAX writes jax.buffer_donor, XLA pairs it with the "
         "output)", devices=8)
def _shardmap_donor(size):
    jax, jnp = _jax()
    from jax.sharding import NamedSharding, PartitionSpec as P
    mm = mesh((8,), ("i",))
    b, d, h = pick(size, (64, 64, 128), (256, 512, 2048))
    w = sds((d, h), sharding=NamedSharding(mm, P("i", None)))
    x = sds((b, d), sharding=NamedSharding(mm, P("i", None)))

    def local(w, x):
        wf = jax.lax.all_gather(w, "i", tiled=True)
        def loss(wf):
            return jnp.mean(jnp.tanh(x @ wf) ** 2)
        g = jax.lax.psum_scatter(jax.grad(loss)(wf), "i", tiled=True)
        return w - 0.01 * g
    f = jax.shard_map(local, mesh=mm, in_specs=(P("i", None), P("i", None)),
                      out_specs=P("i", None))
    return f, (w, x), {"donate_argnums": (0,)}, ""


@program("grad-accum", "gradient accumulation over 4 microbatches in a "
         "fori_loop (the weights loop constants), donated weights")
def _grad_accum(size):
    jax, jnp = _jax()
    b, d, h = pick(size, (16, 32, 128), (32, 256, 1024))
    w = [sds((d, h)), sds((h, d))]
    xs = sds((4, b, d))

    def loss(w, x):
        return jnp.mean((jax.nn.gelu(x @ w[0]) @ w[1]) ** 2)

    def f(w, xs):
        def body(i, acc):
            g = jax.grad(loss)(w, xs[i])
            return jax.tree_util.tree_map(jnp.add, acc, g)
        zero = jax.tree_util.tree_map(jnp.zeros_like, w)
        g = jax.lax.fori_loop(0, 4, body, zero)
        return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b / 4, w, g)
    return f, (w, xs), {"donate_argnums": (0,)}, ""


@program("bf16-mixed-mlp", "mixed precision: f32 weights cast to bf16 "
         "for both dots of a two-layer MLP, its SGD step in f32; donated")
def _bf16_mixed_mlp(size):
    jax, jnp = _jax()
    b, d, h = pick(size, (32, 64, 256), (256, 512, 2048))
    w = [sds((d, h)), sds((h, d))]
    bf = jnp.bfloat16

    def loss(w, x):
        a = jax.nn.gelu((x.astype(bf) @ w[0].astype(bf)).astype(jnp.float32))
        return jnp.mean(((a.astype(bf) @ w[1].astype(bf)).astype(jnp.float32)) ** 2)

    def f(w, x):
        g = jax.grad(loss)(w, x)
        return [a - 0.01 * b for a, b in zip(w, g)]
    return f, (w, sds((b, d))), {"donate_argnums": (0,)}, ""


def tp_step(size, dtype):
    """a Megatron MLP's grad and SGD step over mesh (8,) 'model': w0 split
    by columns, w1 by rows, x replicated, weights donated"""
    jax, jnp = _jax()
    from jax.sharding import NamedSharding, PartitionSpec as P
    mm = mesh((8,), ("model",))
    b, d, h = pick(size, (16, 64, 256), (128, 512, 4096))
    w = [sds((d, h), dtype, sharding=NamedSharding(mm, P(None, "model"))),
         sds((h, d), dtype, sharding=NamedSharding(mm, P("model", None)))]
    x = sds((b, d), dtype, sharding=NamedSharding(mm, P()))

    def step(w, x):
        def loss(w):
            return jnp.mean((jax.nn.relu(x @ w[0]) @ w[1]) ** 2)
        g = jax.grad(loss)(w)
        return [a - 0.01 * b for a, b in zip(w, g)]
    return step, (w, x), {"donate_argnums": (0,)}, ""


@program("tp-donate", "Megatron MLP over mesh (8,) 'model' (w0 split by "
         "columns, w1 by rows, x replicated): grad and SGD update, weights "
         "donated; JAX writes each weight gradient as a dot then a transpose",
         devices=8)
def _tp_donate(size):
    return tp_step(size, "float32")


@program("tp-bf16", "tp-donate in bfloat16: weights, input and update in "
         "bf16 (XLA:CPU computes the dots in f32)", devices=8)
def _tp_bf16(size):
    return tp_step(size, "bfloat16")


@program("tp-layer", "a Megatron MLP's forward pass over mesh (8,) "
         "'model' returning the row-parallel dot's result, which the "
         "partitioner all-reduces", devices=8)
def _tp_layer(size):
    jax, jnp = _jax()
    from jax.sharding import NamedSharding, PartitionSpec as P
    mm = mesh((8,), ("model",))
    b, d, h = pick(size, (16, 64, 256), (64, 1024, 4096))
    w = [sds((d, h), sharding=NamedSharding(mm, P(None, "model"))),
         sds((h, d), sharding=NamedSharding(mm, P("model", None)))]
    x = sds((b, d), sharding=NamedSharding(mm, P()))

    def f(w, x):
        return jax.nn.relu(x @ w[0]) @ w[1]
    return f, (w, x), {}, ""


@program("loop-invariant", "a fori_loop leapfrog integrator whose force "
         "-(0.005 * k) depends only on k, carried unchanged: XLA's "
         "WhileLoopInvariantCodeMotion computes it once and carries it")
def _loop_invariant(size):
    jax, jnp = _jax()
    n = pick(size, 64, 512)

    def f(x, v, k):
        def body(i, c):
            x, v = c
            v = v + 0.01 * (-(0.005 * k) * x)
            return x + 0.01 * v, v
        return jax.lax.fori_loop(0, 100, body, (x, v))
    return f, (sds((n, n)), sds((n, n)), sds((n, n))), {}, ""


@program("scan-mask", "a scan over attention layers that builds its causal "
         "mask from iotas in the body (hoisted out of the loop by XLA)")
def _scan_mask(size):
    jax, jnp = _jax()
    layers, b, t, d = pick(size, (2, 2, 32, 16), (4, 4, 256, 64))

    def f(ws, x):
        def layer(h, w):
            q = h @ w
            s = jnp.einsum("btd,bsd->bts", q, h)
            mask = jnp.arange(t)[:, None] >= jnp.arange(t)[None, :]
            p = jax.nn.softmax(jnp.where(mask, s, -1e9), -1)
            return h + jnp.einsum("bts,bsd->btd", p, h), None
        h, _ = jax.lax.scan(layer, x, ws)
        return h.sum()
    return f, (sds((layers, d, d)), sds((b, t, d))), {}, ""



@program("poisson-rate", "jax.random.poisson at a constant rate: JAX lowers "
         "both samplers (Knuth's loop and the rejection loop) and selects by "
         "rate < 10; the predicate folds, the select keeps Knuth's and "
         "HloDCE removes the rejection loop")
def _poisson_rate(size):
    jax, jnp = _jax()
    n = pick(size, 64, 512)

    def f(k):
        key = jax.random.wrap_key_data(k)
        return jax.random.poisson(key, 3.0, (n, n))
    return f, (sds((2,), "uint32"),), {}, ""



@program("layernorm-grad", "gradient of a layer norm's squared output with "
         "respect to x, the gain and the bias: XLA:CPU writes four [B,D] loop "
         "fusions, each recomputing its part from x and the row statistics")
def _layernorm_grad(size):
    jax, jnp = _jax()
    b, d = pick(size, (256, 512), (1024, 1024))

    def f(x, g, bias):
        m = x.mean(-1, keepdims=True)
        v = x.var(-1, keepdims=True)
        return jnp.sum(((x - m) / jnp.sqrt(v + 1e-5) * g + bias) ** 2)
    return (jax.grad(f, argnums=(0, 1, 2)),
            (sds((b, d)), sds((d,)), sds((d,))), {}, "")

@program("per-example-clip", "DP-SGD's clipped mean of per-example "
         "gradients (vmap of grad) of a tanh layer: XLA:CPU writes each "
         "transposed outer product in a loop fusion read by the norm's and "
         "the mean's reductions, one after the other")
def _per_example_clip(size):
    jax, jnp = _jax()
    b, d, h = pick(size, (64, 128, 256), (128, 256, 256))

    def loss(p, x):
        return jnp.sum(jnp.tanh(x @ p[0]) @ p[1])

    def f(p, xs):
        g = jax.vmap(jax.grad(loss), in_axes=(None, 0))(p, xs)
        sq = sum(jnp.sum(t.reshape(t.shape[0], -1) ** 2, axis=1) for t in g)
        n = jnp.sqrt(sq)
        return [(t / n.reshape((-1,) + (1,) * (t.ndim - 1))).mean(0)
                for t in g]
    return f, ((sds((d, h)), sds((h, 1))), sds((b, d))), {}, ""

@program("cnn-bn", "a two-layer CNN's forward pass with batch statistics: "
         "convolution, batch norm, ReLU and 2x2 max pool twice, then a dense "
         "layer; XLA:CPU's YNNPACK fusions grow from each pool (a "
         "reduce-window) up through the normalization and down into the "
         "next convolution or the dot")
def _cnn_bn(size):
    jax, jnp = _jax()
    from jax import lax
    b, hw = pick(size, (16, 16), (64, 32))

    def conv(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                        dimension_numbers=("NHWC", "HWIO",
                                                           "NHWC"))

    def bn(x, g, bias):
        return ((x - x.mean((0, 1, 2))) / jnp.sqrt(x.var((0, 1, 2)) + 1e-5)
                * g + bias)

    def pool(x):
        return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1),
                                 (1, 2, 2, 1), "VALID")

    def f(p, x):
        x = pool(jax.nn.relu(bn(conv(x, p[0]), p[1], p[2])))
        x = pool(jax.nn.relu(bn(conv(x, p[3]), p[4], p[5])))
        return x.reshape(x.shape[0], -1) @ p[6]
    p = (sds((3, 3, 3, 32)), sds((32,)), sds((32,)), sds((3, 3, 32, 64)),
         sds((64,)), sds((64,)), sds(((hw // 4) * (hw // 4) * 64, 10)))
    return f, (p, sds((b, hw, hw, 3))), {}, ""


@program("layernorm-sin-grad", "gradient of sum(layer_norm(x) * sin(x)) "
         "with rsqrt: jnp.var's normalizer select folds (its n - ddof is a "
         "constant), so XLA:CPU's YNNPACK fusion takes the whole backward "
         "pass of the row statistics")
def _layernorm_sin_grad(size):
    jax, jnp = _jax()
    from jax import lax
    b, t, d = pick(size, (4, 64, 256), (8, 256, 512))

    def loss(g, bias, x):
        mu = x.mean(-1, keepdims=True)
        var = x.var(-1, keepdims=True)
        y = (x - mu) * lax.rsqrt(var + 1e-5) * g + bias
        return jnp.sum(y * jnp.sin(x))
    return (jax.grad(loss, argnums=(0, 1, 2)),
            (sds((d,)), sds((d,)), sds((b, t, d))), {}, "")

@program("embedding-sgd", "bag-of-embeddings classifier: jnp.take from the "
         "table, its gradient a scatter-add into zeros inside jnp.take's "
         "helper, SGD: XLA:CPU writes the update over the scatter's buffer "
         "through the inlined call")
def _embedding_sgd(size):
    jax, jnp = _jax()
    v, e, b, t = pick(size, (4096, 64, 16, 32), (16384, 128, 64, 64))

    def f(table, w, ids, y):
        def loss(table, w):
            h = jnp.tanh(jnp.take(table, ids, axis=0).mean(1)) @ w
            return jnp.mean((h - y) ** 2)
        gt, gw = jax.grad(loss, argnums=(0, 1))(table, w)
        return table - 0.5 * gt, w - 0.5 * gw
    return f, (sds((v, e)), sds((e, 8)), sds((b, t), "int32"), sds((b, 8))), {}, ""


@program("int8-matmul", "int8 activations and weights multiplied with "
         "int32 accumulation (preferred_element_type), dequantised: the s32 "
         "product and the f32 result are two buffers (no sharing across "
         "element types)")
def _int8_matmul(size):
    jax, jnp = _jax()
    from jax import lax
    n, d, h = pick(size, (256, 256, 512), (1024, 512, 2048))

    def f(x, wq, ws):
        s = jnp.max(jnp.abs(x), -1, keepdims=True) / 127.0 + 1e-8
        xq = jnp.clip(jnp.round(x / s), -127, 127).astype(jnp.int8)
        acc = lax.dot_general(xq, wq, (((1,), (0,)), ((), ())),
                              preferred_element_type=jnp.int32)
        return jax.nn.gelu(acc.astype(jnp.float32) * s * ws)
    return f, (sds((n, d)), sds((d, h), "int8"), sds((h,))), {}, ""


@program("approx-topk", "retrieval scores, lax.approx_max_k (its CPU "
         "fallback: a sort and slices XLA:CPU's TopkRewriter makes a TopK "
         "call) and lax.top_k, values scaled")
def _approx_topk(size):
    jax, jnp = _jax()
    from jax import lax
    q, n, d = pick(size, (64, 4096, 64), (256, 16384, 128))

    def f(qs, db):
        sc = qs @ db.T
        v1, i1 = lax.approx_max_k(sc, 32)
        v2, i2 = lax.top_k(jnp.tanh(sc), 8)
        return v1 * 2.0, i1, v2, i2
    return f, (sds((q, d)), sds((n, d))), {}, ""


@program("triplet-mining", "batch-hard triplet loss over pairwise distances: "
         "the masked distances are written once and read by the max and by "
         "its gradient's compare (a producer reading two large arrays is "
         "not duplicated)")
def _triplet_mining(size):
    jax, jnp = _jax()
    n, din, dout = pick(size, (256, 64, 32), (1024, 128, 64))

    def f(w, x, lbl):
        def loss(w):
            e = x @ w
            e = e / jnp.linalg.norm(e, axis=-1, keepdims=True)
            d = jnp.sqrt(jnp.maximum(2.0 - 2.0 * e @ e.T, 1e-12))
            same = lbl[:, None] == lbl[None]
            pos = jnp.max(jnp.where(same & ~jnp.eye(n, dtype=bool), d, -jnp.inf), 1)
            neg = jnp.min(jnp.where(same, jnp.inf, d), 1)
            return jnp.mean(jax.nn.relu(pos - neg + 0.2))
        return w - 0.1 * jax.grad(loss)(w)
    return f, (sds((din, dout)), sds((n, din)), sds((n,), "int32")), {}, ""


@program("xattn-1head", "one-head cross-attention (a Perceiver's latents "
         "reading its inputs): keys and values [b, s, 1, d], each read "
         "by a forward and a backward dot; the one transposed copy of the "
         "values both read, the keys read through a bitcast")
def _xattn_1head(size):
    jax, jnp = _jax()
    b, s, n, d = pick(size, (2, 512, 32, 64), (4, 2048, 64, 128))
    p = {"q": sds((d, d)), "k": sds((d, d)), "v": sds((d, d)),
         "lat": sds((n, d))}

    def loss(p, x):
        z = jnp.broadcast_to(p["lat"], (b, n, d))
        q = (z @ p["q"]).reshape(b, n, 1, d)
        k = (x @ p["k"]).reshape(b, s, 1, d)
        v = (x @ p["v"]).reshape(b, s, 1, d)
        a = jax.nn.softmax(jnp.einsum("bqhd,bkhd->bhqk", q, k) / d ** 0.5,
                           axis=-1)
        o = jnp.einsum("bhqk,bkhd->bqhd", a, v)
        return jnp.mean(jnp.tanh(o) ** 2)

    def f(p, x):
        g = jax.grad(loss)(p, x)
        return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, p, g)
    return f, (p, sds((b, s, d))), {}, ""


@program("tables-sgd", "three embedding tables of one shape, each "
         "gathered once, SGD: each gradient a scatter-add into zeros of "
         "the table's shape, which HloCSE makes one broadcast that copy "
         "insertion then copies for each scatter")
def _tables_sgd(size):
    jax, jnp = _jax()
    v, d, b = pick(size, (4096, 64, 512), (32768, 128, 4096))
    tables = [sds((v, d)) for _ in range(3)]
    ids = [sds((b,), "int32") for _ in range(3)]

    def loss(tables, ids):
        u, w, c = (jnp.take(t, i, axis=0) for t, i in zip(tables, ids))
        return jnp.mean(jnp.tanh(u * w + c))

    def f(tables, ids):
        g = jax.grad(loss)(tables, ids)
        return [t - 0.1 * dt for t, dt in zip(tables, g)]
    return f, (tables, ids), {}, ""


@program("skipgram-neg", "skip-gram with negative sampling: the output "
         "table gathered by the contexts and by k negatives a word, its "
         "two scatter-add gradients more elements than the table, so that "
         "the simplifier leaves their add (HandleAdd, "
         "update_concat_is_cheap); tables donated")
def _skipgram_neg(size):
    jax, jnp = _jax()
    v, d, b, k = pick(size, (4096, 64, 512, 10), (65536, 128, 8192, 10))

    def f(win, wout, c, o, neg):
        def loss(win, wout):
            u = jnp.take(win, c, axis=0)
            vo = jnp.take(wout, o, axis=0)
            vn = jnp.take(wout, neg, axis=0)
            pos = jax.nn.log_sigmoid(jnp.sum(u * vo, -1))
            ng = jnp.sum(jax.nn.log_sigmoid(-jnp.einsum("bd,bkd->bk", u, vn)), -1)
            return -jnp.mean(pos + ng)
        loss_, (gi, go) = jax.value_and_grad(loss, (0, 1))(win, wout)
        return win - 0.025 * gi, wout - 0.025 * go, loss_
    args = (sds((v, d)), sds((v, d)), sds((b,), "int32"), sds((b,), "int32"),
            sds((b, k), "int32"))
    return f, args, {"donate_argnums": (0, 1)}, ""

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
