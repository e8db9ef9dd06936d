"""The probe programs' shared part: the registry run.py reads (PROGRAMS,
@program, fn_name) and the model pieces both sets use.  programs.py (this
folder's, or tools/truth/probe2's copied over it) imports it."""
import math

import jax
import jax.numpy as jnp
from jax import lax

S = jax.ShapeDtypeStruct
f32, bf16, f16, i32, u32, u8 = jnp.float32, jnp.bfloat16, jnp.float16, jnp.int32, jnp.uint32, jnp.uint8

PROGRAMS = {}


def program(name, desc, donate=(), devices=1):
    def deco(builder):
        assert name not in PROGRAMS, name
        PROGRAMS[name] = dict(name=name, desc=desc, builder=builder,
                              donate=tuple(donate), devices=devices)
        return builder
    return deco


def fn_name(name):
    return name.replace('-', '_')


# ----------------------------------------------------------------- helpers
def shapes(tree, dtype=f32):
    return jax.tree.map(lambda s: S(s, dtype), tree,
                        is_leaf=lambda x: isinstance(x, tuple))


def xent(logits, labels):
    lp = jax.nn.log_softmax(logits.astype(f32), axis=-1)
    return -jnp.mean(jnp.take_along_axis(lp, labels[..., None], axis=-1))


def sgd(params, grads, lr=1e-2):
    return jax.tree.map(lambda p, g: (p - lr * g).astype(p.dtype), params, grads)


def adam(p, m, v, g, lr=1e-3, b1=0.9, b2=0.999):
    m = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, m, g)
    v = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * g * g, v, g)
    p = jax.tree.map(lambda p, m, v: p - lr * m / (jnp.sqrt(v) + 1e-8), p, m, v)
    return p, m, v


def conv(x, w, stride=1, padding='SAME', groups=1, dil=1):
    return lax.conv_general_dilated(
        x, w, (stride, stride), padding, rhs_dilation=(dil, dil),
        dimension_numbers=('NHWC', 'HWIO', 'NHWC'), feature_group_count=groups)


def layernorm(x, g, b, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return (x - mu) * lax.rsqrt(var + eps) * g + b


def normalize(x, axis=-1):
    return x / jnp.sqrt(jnp.sum(x * x, axis=axis, keepdims=True) + 1e-8)


def attn_p(D, Dkv=None):
    Dkv = Dkv or D
    return {'q': (D, D), 'k': (Dkv, D), 'v': (Dkv, D), 'o': (D, D)}


def mha(p, x, kv, H, bias=None, mask=None):
    B, T, D = x.shape
    Sk = kv.shape[1]
    dh = D // H
    q = (x @ p['q']).reshape(B, T, H, dh)
    k = (kv @ p['k']).reshape(B, Sk, H, dh)
    v = (kv @ p['v']).reshape(B, Sk, H, dh)
    s = jnp.einsum('bthd,bshd->bhts', q, k) / math.sqrt(dh)
    if bias is not None:
        s = s + bias
    if mask is not None:
        s = jnp.where(mask, s, jnp.asarray(-1e9, s.dtype))
    a = jax.nn.softmax(s, -1)
    return jnp.einsum('bhts,bshd->bthd', a, v).reshape(B, T, D) @ p['o']


def mlp_p(D, F):
    return {'w1': (D, F), 'w2': (F, D)}


def mlp(p, x):
    return jax.nn.gelu(x @ p['w1']) @ p['w2']


def tree_vdot(a, b):
    return sum(jnp.vdot(x, y) for x, y in zip(jax.tree.leaves(a), jax.tree.leaves(b)))


def tree_norm(a):
    return jnp.sqrt(sum(jnp.sum(x * x) for x in jax.tree.leaves(a)))
