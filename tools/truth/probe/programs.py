"""Fresh batch of JAX test programs for hlopeak (pre-compile peak estimate vs XLA:CPU).

Each program is registered with @program(name, desc, donate=..., devices=...).
The decorated builder returns (fn, args) or (fn, args, jit_kwargs); it is only
called in the child process (after XLA_FLAGS is set), so it may touch devices.
Nothing is executed: args are jax.ShapeDtypeStruct pytrees.
"""
import math
import numpy as np
import jax
import jax.numpy as jnp
from jax import lax

from common import (PROGRAMS, S, bf16, conv, f32, fn_name, i32, layernorm, normalize, program,  # noqa: F401
                    sgd, shapes, xent)


# ======================================================================
@program('gnn-segment-sum', 'GCN message passing: gather h[src], segment_sum into dst, 3 residual layers, node xent grad + SGD')
def _():
    N, E, D, H, C = 8192, 32768, 64, 128, 16
    P = shapes({'win': (D, H), 'wm': [(H, H)] * 3, 'ws': [(H, H)] * 3, 'wout': (H, C)})

    def f(p, x, src, dst, y):
        def loss(p):
            deg = jax.ops.segment_sum(jnp.ones(src.shape, f32), dst, num_segments=N)
            inv = 1.0 / jnp.maximum(deg, 1.0)
            h = jax.nn.relu(x @ p['win'])
            for l in range(3):
                m = jnp.take(h, src, axis=0) @ p['wm'][l]
                agg = jax.ops.segment_sum(m, dst, num_segments=N) * inv[:, None]
                h = jax.nn.relu(h @ p['ws'][l] + agg) + h
            return xent(h @ p['wout'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((N, D), f32), S((E,), i32), S((E,), i32), S((N,), i32))


# ======================================================================
@program('unet-diffusion-step', 'small UNet denoiser (GroupNorm, SiLU, time embedding, skip concat) DDPM noise-prediction step, momentum SGD')
def _():
    B, Hs, T = 16, 32, 128

    def rbs(cin, cout):
        return {'g1': (cin,), 'b1': (cin,), 'c1': (3, 3, cin, cout), 't': (T, cout),
                'g2': (cout,), 'b2': (cout,), 'c2': (3, 3, cout, cout), 'sk': (1, 1, cin, cout)}
    P = shapes({'in': (3, 3, 3, 32), 'tm': (T, T),
                'e0': rbs(32, 32), 'd0': (3, 3, 32, 32), 'e1': rbs(32, 64), 'd1': (3, 3, 64, 64),
                'mid': rbs(64, 128), 'u1': rbs(192, 64), 'u0': rbs(96, 32),
                'go': (32,), 'bo': (32,), 'out': (3, 3, 32, 3)})

    def gn(x, g, b, G=8):
        n, h, w, c = x.shape
        xr = x.reshape(n, h, w, G, c // G)
        mu = xr.mean(axis=(1, 2, 4), keepdims=True)
        var = xr.var(axis=(1, 2, 4), keepdims=True)
        return ((xr - mu) * lax.rsqrt(var + 1e-5)).reshape(x.shape) * g + b

    def rb(p, x, temb):
        h = conv(jax.nn.silu(gn(x, p['g1'], p['b1'])), p['c1'])
        h = h + (jax.nn.silu(temb) @ p['t'])[:, None, None, :]
        h = conv(jax.nn.silu(gn(h, p['g2'], p['b2'])), p['c2'])
        return h + conv(x, p['sk'])

    def up(x):
        return jnp.repeat(jnp.repeat(x, 2, axis=1), 2, axis=2)

    def f(p, mom, x0, t, key):
        def loss(p):
            half = T // 2
            fr = jnp.exp(-math.log(10000.0) * jnp.arange(half) / half)
            ang = t.astype(f32)[:, None] * fr[None]
            temb = jnp.concatenate([jnp.sin(ang), jnp.cos(ang)], -1) @ p['tm']
            noise = jax.random.normal(key, x0.shape)
            ab = jnp.cos((t / 1000.0 + 0.008) / 1.008 * jnp.pi / 2) ** 2
            xt = jnp.sqrt(ab)[:, None, None, None] * x0 + jnp.sqrt(1 - ab)[:, None, None, None] * noise
            h = conv(xt, p['in'])
            e0 = rb(p['e0'], h, temb)
            e1 = rb(p['e1'], conv(e0, p['d0'], stride=2), temb)
            m = rb(p['mid'], conv(e1, p['d1'], stride=2), temb)
            u1 = rb(p['u1'], jnp.concatenate([up(m), e1], -1), temb)
            u0 = rb(p['u0'], jnp.concatenate([up(u1), e0], -1), temb)
            out = conv(jax.nn.silu(gn(u0, p['go'], p['bo'])), p['out'])
            return jnp.mean((out - noise) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        mom = jax.tree.map(lambda m, g: 0.9 * m + g, mom, g)
        p = jax.tree.map(lambda p, m: p - 1e-3 * m, p, mom)
        return p, mom, l
    return f, (P, P, S((B, Hs, Hs, 3), f32), S((B,), i32), S((2,), jnp.uint32))


# ======================================================================
@program('vae-reparam-rmsprop', 'MLP VAE: reparameterised sample via jax.random, Bernoulli recon + KL, RMSprop update')
def _():
    B = 1024
    P = shapes({'e1': (784, 512), 'eb1': (512,), 'e2': (512, 128), 'eb2': (128,),
                'd1': (64, 512), 'db1': (512,), 'd2': (512, 784), 'db2': (784,)})

    def f(p, ms, x, key):
        def loss(p):
            h = jax.nn.relu(x @ p['e1'] + p['eb1'])
            mu, logvar = jnp.split(h @ p['e2'] + p['eb2'], 2, axis=-1)
            z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
            h = jax.nn.relu(z @ p['d1'] + p['db1'])
            logits = h @ p['d2'] + p['db2']
            rec = jnp.sum(jnp.logaddexp(0.0, logits) - x * logits, -1)
            kl = -0.5 * jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), -1)
            return jnp.mean(rec + kl)
        l, g = jax.value_and_grad(loss)(p)
        ms = jax.tree.map(lambda m, g: 0.9 * m + 0.1 * g * g, ms, g)
        p = jax.tree.map(lambda p, g, m: p - 1e-3 * g / (jnp.sqrt(m) + 1e-8), p, g, ms)
        return p, ms, l
    return f, (P, P, S((B, 784), f32), S((2,), jnp.uint32))


# ======================================================================
@program('lstm-scan-classifier', 'LSTM cell via lax.scan over 64 steps, mean-pooled hidden -> classifier, grad + SGD')
def _():
    T, B, D, H, C = 64, 64, 128, 256, 10
    P = shapes({'wx': (D, 4 * H), 'wh': (H, 4 * H), 'b': (4 * H,), 'wo': (H, C)})

    def f(p, xs, y):
        def loss(p):
            def cell(carry, x):
                h, c = carry
                z = x @ p['wx'] + h @ p['wh'] + p['b']
                i, fg, g, o = jnp.split(z, 4, -1)
                c = jax.nn.sigmoid(fg) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
                h = jax.nn.sigmoid(o) * jnp.tanh(c)
                return (h, c), h
            z0 = jnp.zeros((B, H), f32)
            _, hs = lax.scan(cell, (z0, z0), xs)
            return xent(hs.mean(0) @ p['wo'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((T, B, D), f32), S((B,), i32))


# ======================================================================
@program('gru-lm-bf16', 'bf16 GRU language model: embedding gather, lax.scan GRU, per-step vocab logits, next-token xent grad')
def _():
    T, B, V, E, H = 64, 16, 8192, 256, 512
    P = shapes({'emb': (V, E), 'wx': (E, 3 * H), 'wh': (H, 3 * H), 'b': (3 * H,), 'out': (H, V)}, bf16)

    def f(p, tok):
        def loss(p):
            x = jnp.take(p['emb'], tok[:, :-1], axis=0).transpose(1, 0, 2)

            def cell(h, x):
                rx, zx, nx = jnp.split(x @ p['wx'] + p['b'], 3, -1)
                rh, zh, nh = jnp.split(h @ p['wh'], 3, -1)
                r = jax.nn.sigmoid(rx + rh)
                z = jax.nn.sigmoid(zx + zh)
                n = jnp.tanh(nx + r * nh)
                h = (1 - z) * n + z * h
                return h, h
            _, hs = lax.scan(cell, jnp.zeros((B, H), bf16), x)
            return xent(hs @ p['out'], tok[:, 1:].T)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T + 1), i32))


# ======================================================================
@program('gqa-rope-grad', 'grouped-query attention (8 q heads / 2 kv heads) with rotary embeddings, causal, grad wrt params and input')
def _():
    B, T, D, Hq, Hk, Dh = 4, 512, 512, 8, 2, 64
    P = shapes({'wq': (D, Hq * Dh), 'wk': (D, Hk * Dh), 'wv': (D, Hk * Dh), 'wo': (Hq * Dh, D)})

    def rope(x, pos):
        half = Dh // 2
        fr = 1.0 / (10000.0 ** (jnp.arange(half, dtype=f32) / half))
        ang = pos[:, None] * fr[None]
        cos, sin = jnp.cos(ang)[None, :, None, :], jnp.sin(ang)[None, :, None, :]
        x1, x2 = x[..., :half], x[..., half:]
        return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], -1)

    def f(p, x, y):
        def loss(p, x):
            q = (x @ p['wq']).reshape(B, T, Hq, Dh)
            k = (x @ p['wk']).reshape(B, T, Hk, Dh)
            v = (x @ p['wv']).reshape(B, T, Hk, Dh)
            pos = jnp.arange(T, dtype=f32)
            q, k = rope(q, pos), rope(k, pos)
            q = q.reshape(B, T, Hk, Hq // Hk, Dh)
            s = jnp.einsum('btkgd,bskd->bkgts', q, k) / math.sqrt(Dh)
            mask = jnp.tril(jnp.ones((T, T), bool))
            a = jax.nn.softmax(jnp.where(mask, s, -1e9), -1)
            o = jnp.einsum('bkgts,bskd->btkgd', a, v).reshape(B, T, Hq * Dh)
            return jnp.mean((o @ p['wo'] - y) ** 2)
        return jax.value_and_grad(loss, argnums=(0, 1))(p, x)
    return f, (P, S((B, T, D), f32), S((B, T, D), f32))


# ======================================================================
@program('moe-top2-dispatch', 'mixture of experts: top-2 gating, capacity via cumsum, one-hot dispatch/combine einsums, aux load-balance loss, grad')
def _():
    Tk, D, E, F, K = 1024, 256, 8, 1024, 2
    cap = int(1.25 * Tk * K / E)
    P = shapes({'wg': (D, E), 'w1': (E, D, F), 'w2': (E, F, D)})

    def f(p, x, y):
        def loss(p):
            gates = jax.nn.softmax(x @ p['wg'], -1)
            topv, topi = lax.top_k(gates, K)
            topv = topv / topv.sum(-1, keepdims=True)
            mask = jax.nn.one_hot(topi, E)                       # Tk,K,E
            m = mask.transpose(1, 0, 2).reshape(K * Tk, E)
            pos = (jnp.cumsum(m, axis=0) * m - 1).reshape(K, Tk, E).transpose(1, 0, 2)
            keep = mask * (pos < cap)
            pos_oh = jax.nn.one_hot(jnp.sum(pos * mask, -1).astype(i32), cap)  # Tk,K,cap
            dispatch = jnp.einsum('tke,tkc->tec', keep, pos_oh)
            combine = jnp.einsum('tk,tke,tkc->tec', topv, keep, pos_oh)
            xe = jnp.einsum('tec,td->ecd', dispatch, x)
            h = jax.nn.gelu(jnp.einsum('ecd,edf->ecf', xe, p['w1']))
            ye = jnp.einsum('ecf,efd->ecd', h, p['w2'])
            out = jnp.einsum('tec,ecd->td', combine, ye)
            aux = E * jnp.sum(mask.sum(1).mean(0) * gates.mean(0))
            return jnp.mean((out - y) ** 2) + 0.01 * aux
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((Tk, D), f32), S((Tk, D), f32))


# ======================================================================
@program('clip-contrastive', 'CLIP-style two-tower projection, L2-normalised, learned temperature, symmetric xent over 2048x2048 logits')
def _():
    B, Di, Dt, Dp = 2048, 768, 512, 256
    P = shapes({'wi1': (Di, 1024), 'wi2': (1024, Dp), 'wt1': (Dt, 1024), 'wt2': (1024, Dp), 'ls': ()})

    def f(p, img, txt):
        def loss(p):
            ie = normalize(jax.nn.gelu(img @ p['wi1']) @ p['wi2'])
            te = normalize(jax.nn.gelu(txt @ p['wt1']) @ p['wt2'])
            logits = jnp.exp(p['ls']) * ie @ te.T
            lbl = jnp.arange(B)
            return 0.5 * (xent(logits, lbl) + xent(logits.T, lbl))
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, Di), f32), S((B, Dt), f32))


# ======================================================================
@program('label-smooth-xent-bf16', 'large-vocab (32000) LM head with bf16 logits, label-smoothed cross entropy, grad wrt head and hidden')
def _():
    N, D, V, eps = 256, 512, 32000, 0.1

    def f(w, h, y):
        def loss(w, h):
            logits = h @ w
            lf = logits.astype(f32)
            lse = jax.nn.logsumexp(lf, -1)
            nll = lse - jnp.take_along_axis(lf, y[:, None], -1)[:, 0]
            smooth = lse - lf.mean(-1)
            return jnp.mean((1 - eps) * nll + eps * smooth)
        l, (gw, gh) = jax.value_and_grad(loss, argnums=(0, 1))(w, h)
        return (w - 1e-3 * gw).astype(bf16), gh, l
    return f, (S((D, V), bf16), S((N, D), bf16), S((N,), i32))


# ======================================================================
@program('depthwise-separable-cnn', 'MobileNet-style depthwise (feature_group_count) + pointwise convs, ReLU6, momentum SGD with weight decay')
def _():
    B = 16
    P = shapes({'stem': (3, 3, 3, 32), 'dw1': (3, 3, 1, 32), 'pw1': (1, 1, 32, 64),
                'dw2': (3, 3, 1, 64), 'pw2': (1, 1, 64, 128), 'dw3': (3, 3, 1, 128),
                'pw3': (1, 1, 128, 256), 'fc': (256, 100)})
    r6 = lambda x: jnp.clip(x, 0.0, 6.0)

    def f(p, mom, x, y):
        def loss(p):
            h = r6(conv(x, p['stem'], stride=2))
            h = r6(conv(r6(conv(h, p['dw1'], groups=32)), p['pw1']))
            h = r6(conv(r6(conv(h, p['dw2'], stride=2, groups=64)), p['pw2']))
            h = r6(conv(r6(conv(h, p['dw3'], stride=2, groups=128)), p['pw3']))
            return xent(h.mean((1, 2)) @ p['fc'], y)
        l, g = jax.value_and_grad(loss)(p)
        mom = jax.tree.map(lambda m, g, p: 0.9 * m + g + 4e-5 * p, mom, g, p)
        return jax.tree.map(lambda p, m: p - 0.05 * m, p, mom), mom, l
    return f, (P, P, S((B, 112, 112, 3), f32), S((B,), i32))


# ======================================================================
@program('audio-conv1d-classifier', 'raw-waveform 1-D conv stack (strided + dilated, NWC), channel LayerNorm + GELU, keyword classifier grad')
def _():
    B, L = 8, 16000
    P = shapes({'c0': (10, 1, 64), 'c1': (3, 64, 128), 'c2': (3, 128, 128), 'c3': (3, 128, 128),
                'c4': (3, 128, 128), 'g': (128,), 'b': (128,), 'fc': (128, 35)})

    def c1d(x, w, s=1, d=1, pad='SAME'):
        return lax.conv_general_dilated(x, w, (s,), pad, rhs_dilation=(d,),
                                        dimension_numbers=('NWC', 'WIO', 'NWC'))

    def f(p, wav, y):
        def loss(p):
            h = jax.nn.gelu(c1d(wav, p['c0'], s=5, pad='VALID'))
            h = jax.nn.gelu(c1d(h, p['c1'], s=2))
            h = jax.nn.gelu(c1d(h, p['c2'], s=2))
            h = h + jax.nn.gelu(c1d(h, p['c3'], d=2))
            h = h + jax.nn.gelu(c1d(h, p['c4'], d=4))
            h = layernorm(h, p['g'], p['b'])
            return xent(h.mean(1) @ p['fc'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, L, 1), f32), S((B,), i32))


# ======================================================================
@program('conv-transpose-decoder', 'latent -> dense -> 4 stride-2 lax.conv_transpose layers to 64x64x3, BCE recon loss, grad + SGD')
def _():
    B, Z = 64, 128
    P = shapes({'fc': (Z, 4 * 4 * 256), 't1': (4, 4, 256, 128), 't2': (4, 4, 128, 64),
                't3': (4, 4, 64, 32), 't4': (4, 4, 32, 3)})

    def ct(x, w):
        return lax.conv_transpose(x, w, (2, 2), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'))

    def f(p, z, tgt):
        def loss(p):
            h = jax.nn.relu(z @ p['fc']).reshape(B, 4, 4, 256)
            h = jax.nn.relu(ct(h, p['t1']))
            h = jax.nn.relu(ct(h, p['t2']))
            h = jax.nn.relu(ct(h, p['t3']))
            lg = ct(h, p['t4'])
            return jnp.mean(jnp.logaddexp(0.0, lg) - tgt * lg)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, Z), f32), S((B, 64, 64, 3), f32))


# ======================================================================
@program('pooling-cnn-grads', 'CNN with max-pool and avg-pool (reduce_window) stages, classifier; gradients through both pool types')
def _():
    B = 32
    P = shapes({'c1': (3, 3, 3, 32), 'c2': (3, 3, 32, 64), 'c3': (3, 3, 64, 128), 'fc': (128, 10)})

    def maxpool(x):
        return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), 'VALID')

    def avgpool(x):
        return lax.reduce_window(x, 0.0, lax.add, (1, 3, 3, 1), (1, 2, 2, 1), 'SAME') / 9.0

    def f(p, x, y):
        def loss(p):
            h = maxpool(jax.nn.relu(conv(x, p['c1'])))
            h = avgpool(jax.nn.relu(conv(h, p['c2'])))
            h = maxpool(jax.nn.relu(conv(h, p['c3'])))
            return xent(h.max((1, 2)) @ p['fc'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, 64, 64, 3), f32), S((B,), i32))


# ======================================================================
@program('batchnorm-running-stats', 'CNN with train-mode BatchNorm (batch stats, has_aux running mean/var update), returns params + stats')
def _():
    B = 32
    P = shapes({'c1': (3, 3, 3, 64), 'g1': (64,), 'b1': (64,), 'c2': (3, 3, 64, 64), 'g2': (64,), 'b2': (64,),
                'c3': (3, 3, 64, 128), 'g3': (128,), 'b3': (128,), 'fc': (128, 10)})
    St = shapes({'m1': (64,), 'v1': (64,), 'm2': (64,), 'v2': (64,), 'm3': (128,), 'v3': (128,)})

    def bn(x, g, b, m, v):
        mu = x.mean((0, 1, 2))
        var = x.var((0, 1, 2))
        y = (x - mu) * lax.rsqrt(var + 1e-5) * g + b
        return y, 0.9 * m + 0.1 * mu, 0.9 * v + 0.1 * var

    def f(p, st, x, y):
        def loss(p):
            ns = {}
            h, ns['m1'], ns['v1'] = bn(conv(x, p['c1']), p['g1'], p['b1'], st['m1'], st['v1'])
            h = jax.nn.relu(h)
            h2, ns['m2'], ns['v2'] = bn(conv(h, p['c2']), p['g2'], p['b2'], st['m2'], st['v2'])
            h = jax.nn.relu(h2) + h
            h, ns['m3'], ns['v3'] = bn(conv(h, p['c3'], stride=2), p['g3'], p['b3'], st['m3'], st['v3'])
            h = jax.nn.relu(h)
            return xent(h.mean((1, 2)) @ p['fc'], y), jax.lax.stop_gradient(ns)
        (l, ns), g = jax.value_and_grad(loss, has_aux=True)(p)
        return sgd(p, g), ns, l
    return f, (P, St, S((B, 32, 32, 3), f32), S((B,), i32))


# ======================================================================
@program('dcn-adamw-clip', 'Deep & Cross Network CTR model; handwritten AdamW with decoupled weight decay and global-norm gradient clipping')
def _():
    B, F = 4096, 256
    P = shapes({'cw': [(F, F)] * 3, 'cb': [(F,)] * 3, 'd1': (F, 512), 'd2': (512, 256), 'out': (F + 256, 1)})

    def f(p, m, v, step, x, y):
        def loss(p):
            xl = x
            for l in range(3):
                xl = x * (xl @ p['cw'][l] + p['cb'][l]) + xl
            d = jax.nn.relu(jax.nn.relu(x @ p['d1']) @ p['d2'])
            lg = jnp.concatenate([xl, d], -1) @ p['out']
            return jnp.mean(jnp.logaddexp(0.0, lg[:, 0]) - y * lg[:, 0])
        l, g = jax.value_and_grad(loss)(p)
        gn = jnp.sqrt(sum(jnp.sum(x * x) for x in jax.tree.leaves(g)))
        scale = jnp.minimum(1.0, 1.0 / (gn + 1e-6))
        g = jax.tree.map(lambda x: x * scale, g)
        t = (step + 1).astype(f32)
        m = jax.tree.map(lambda m, g: 0.9 * m + 0.1 * g, m, g)
        v = jax.tree.map(lambda v, g: 0.999 * v + 0.001 * g * g, v, g)
        c1, c2 = 1 - 0.9 ** t, 1 - 0.999 ** t
        p = jax.tree.map(lambda p, m, v: p - 1e-3 * ((m / c1) / (jnp.sqrt(v / c2) + 1e-8) + 0.01 * p), p, m, v)
        return p, m, v, step + 1, l, gn
    return f, (P, P, P, S((), i32), S((B, F), f32), S((B,), f32))


# ======================================================================
@program('adafactor-factored', 'tied-embedding LM step with Adafactor: factored row/col second moments, update RMS clipping; params+state donated', donate=(0, 1))
def _():
    B, T, V, D, F = 8, 64, 4096, 1024, 4096
    P = shapes({'emb': (V, D), 'w1': (D, F), 'b1': (F,), 'w2': (F, D)})

    def st(s):
        return {'r': (s[0],), 'c': (s[1],)} if len(s) == 2 else {'v': s}
    St = shapes({'emb': st((V, D)), 'w1': st((D, F)), 'b1': st((F,)), 'w2': st((F, D))})

    def f(p, s, tok):
        def loss(p):
            h = jnp.take(p['emb'], tok[:, :-1].reshape(-1), axis=0)
            h = h + jax.nn.gelu(h @ p['w1'] + p['b1']) @ p['w2']
            return xent(h @ p['emb'].T, tok[:, 1:].reshape(-1))
        l, g = jax.value_and_grad(loss)(p)
        newp, news = {}, {}
        for k in p:
            gk, sk = g[k], s[k]
            g2 = gk * gk + 1e-30
            if gk.ndim == 2:
                r = 0.8 * sk['r'] + 0.2 * g2.mean(1)
                c = 0.8 * sk['c'] + 0.2 * g2.mean(0)
                vhat = jnp.outer(r, c) / r.mean()
                news[k] = {'r': r, 'c': c}
            else:
                vhat = 0.8 * sk['v'] + 0.2 * g2
                news[k] = {'v': vhat}
            u = gk * lax.rsqrt(vhat)
            u = u / jnp.maximum(1.0, jnp.sqrt(jnp.mean(u * u)))
            newp[k] = p[k] - 1e-2 * u
        return newp, news, l
    return f, (P, St, S((B, T + 1), i32))


# ======================================================================
@program('mlp-mixer-ema', 'MLP-Mixer (token + channel mixing, 4 blocks) SGD step plus EMA of params; params and EMA donated', donate=(0, 1))
def _():
    B, Np, Din, C, Th, Ch, L = 16, 64, 48, 256, 128, 1024, 4
    P = shapes({'stem': (Din, C), 'ln1g': (L, C), 'ln1b': (L, C), 'tok1': (L, Np, Th), 'tok2': (L, Th, Np),
                'ln2g': (L, C), 'ln2b': (L, C), 'ch1': (L, C, Ch), 'ch2': (L, Ch, C), 'head': (C, 100)})

    def f(p, ema, x, y):
        def loss(p):
            h = x @ p['stem']
            for l in range(L):
                z = layernorm(h, p['ln1g'][l], p['ln1b'][l]).transpose(0, 2, 1)
                h = h + (jax.nn.gelu(z @ p['tok1'][l]) @ p['tok2'][l]).transpose(0, 2, 1)
                z = layernorm(h, p['ln2g'][l], p['ln2b'][l])
                h = h + jax.nn.gelu(z @ p['ch1'][l]) @ p['ch2'][l]
            return xent(h.mean(1) @ p['head'], y)
        l, g = jax.value_and_grad(loss)(p)
        p = sgd(p, g, 0.05)
        ema = jax.tree.map(lambda e, q: 0.999 * e + 0.001 * q, ema, p)
        return p, ema, l
    return f, (P, P, S((B, Np, Din), f32), S((B,), i32))


# ======================================================================
@program('grad-accum-fori', 'gradient accumulation over 8 microbatches with lax.fori_loop, then Nesterov momentum update')
def _():
    M, mb, D, H, C = 8, 128, 1024, 2048, 1000
    P = shapes({'w1': (D, H), 'b1': (H,), 'w2': (H, H), 'b2': (H,), 'w3': (H, C)})

    def loss(p, x, y):
        h = jax.nn.gelu(x @ p['w1'] + p['b1'])
        h = jax.nn.gelu(h @ p['w2'] + p['b2'])
        return xent(h @ p['w3'], y)

    def f(p, mom, x, y):
        def body(i, acc):
            g = jax.grad(loss)(p, lax.dynamic_index_in_dim(x, i, keepdims=False),
                               lax.dynamic_index_in_dim(y, i, keepdims=False))
            return jax.tree.map(jnp.add, acc, g)
        g = lax.fori_loop(0, M, body, jax.tree.map(jnp.zeros_like, p))
        g = jax.tree.map(lambda a: a / M, g)
        mom = jax.tree.map(lambda m, g: 0.9 * m + g, mom, g)
        p = jax.tree.map(lambda p, m, g: p - 0.01 * (g + 0.9 * m), p, mom, g)
        return p, mom
    return f, (P, P, S((M, mb, D), f32), S((M, mb), i32))


# ======================================================================
@program('vmap-ensemble-train', 'jax.vmap of a full train step over an ensemble of 16 small MLPs (bootstrap data per member)')
def _():
    K, B, D, H, C = 16, 512, 64, 256, 10
    P = shapes({'w1': (K, D, H), 'b1': (K, H), 'w2': (K, H, H), 'b2': (K, H), 'w3': (K, H, C)})

    def step(p, x, y):
        def loss(p):
            h = jnp.tanh(x @ p['w1'] + p['b1'])
            h = jnp.tanh(h @ p['w2'] + p['b2'])
            return xent(h @ p['w3'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l

    def f(p, x, y):
        return jax.vmap(step)(p, x, y)
    return f, (P, S((K, B, D), f32), S((K, B), i32))


# ======================================================================
@program('lax-map-chunked-xent', 'memory-efficient vocab loss: lax.map over 8 token chunks with jax.checkpoint per chunk, grad wrt head + hidden')
def _():
    N, D, V, Cn = 4096, 512, 16384, 8

    def f(w, h, y):
        def loss(w, h):
            @jax.checkpoint
            def chunk(a):
                hc, yc = a
                lp = jax.nn.log_softmax(hc @ w, -1)
                return -jnp.sum(jnp.take_along_axis(lp, yc[:, None], -1))
            return lax.map(chunk, (h.reshape(Cn, N // Cn, D), y.reshape(Cn, N // Cn))).sum() / N
        return jax.value_and_grad(loss, argnums=(0, 1))(w, h)
    return f, (S((D, V), f32), S((N, D), f32), S((N,), i32))


# ======================================================================
@program('topk-retrieval-rerank', 'dense retrieval: 256x32768 cosine scores, lax.top_k and lax.approx_max_k, gather candidates, MLP rerank, top_k again')
def _():
    Q, Nd, D, K = 256, 32768, 128, 64
    P = shapes({'w1': (2 * D, 256), 'w2': (256, 1)})

    def f(p, q, db):
        qn, dn = normalize(q), normalize(db)
        sc = qn @ dn.T
        v1, i1 = lax.top_k(sc, K)
        v2, i2 = lax.approx_max_k(sc, K, recall_target=0.95)
        cand = jnp.take(db, i1, axis=0)                              # Q,K,D
        feat = jnp.concatenate([jnp.broadcast_to(q[:, None], cand.shape), cand], -1)
        r = (jax.nn.relu(feat @ p['w1']) @ p['w2'])[..., 0] + v1
        rv, ri = lax.top_k(r, 10)
        return rv, jnp.take_along_axis(i1, ri, -1), v2, i2
    return f, (P, S((Q, D), f32), S((Nd, D), f32))


# ======================================================================
@program('embedding-scatter-grad', 'bag-of-embeddings text classifier: jnp.take from a 50000x128 table, grad is a scatter-add into the table, SGD')
def _():
    V, E, B, T, C = 50000, 128, 64, 128, 20
    P = shapes({'table': (V, E), 'w': (E, C), 'b': (C,)})

    def f(p, ids, y):
        def loss(p):
            e = jnp.take(p['table'], ids, axis=0)
            return xent(jnp.tanh(e.mean(1)) @ p['w'] + p['b'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g, 0.5), l
    return f, (P, S((B, T), i32), S((B,), i32))


# ======================================================================
@program('beam-search-reorder', 'beam search step: top_k over beam*vocab, reorder KV caches and token history with jnp.take_along_axis')
def _():
    B, K, V, L, T, Dm = 8, 4, 32000, 4, 128, 512

    def f(logp, scores, ck, cv, hist, step):
        cand = (scores[..., None] + logp).reshape(B, K * V)
        tv, ti = lax.top_k(cand, K)
        src = ti // V
        tok = (ti % V).astype(i32)
        idx = src[None, :, :, None, None]
        ck = jnp.take_along_axis(ck, idx, axis=2)
        cv = jnp.take_along_axis(cv, idx, axis=2)
        hist = jnp.take_along_axis(hist, src[:, :, None], axis=1)
        hist = lax.dynamic_update_slice(hist, tok[:, :, None], (0, 0, step))
        return tv, ck, cv, hist
    return f, (S((B, K, V), f32), S((B, K), f32), S((L, B, K, T, Dm), f32), S((L, B, K, T, Dm), f32),
               S((B, K, T), i32), S((), i32))


# ======================================================================
@program('einsum-tucker-bilinear', 'Tucker reconstruction via 4-operand einsum plus 3-operand bilinear einsum, MSE grads wrt all factors')
def _():
    P = shapes({'core': (32, 32, 32), 'A': (128, 32), 'B': (128, 32), 'C': (128, 32), 'W': (128, 64, 64)})

    def f(p, X, x1, x2, t):
        def loss(p):
            Xh = jnp.einsum('abc,ia,jb,kc->ijk', p['core'], p['A'], p['B'], p['C'])
            bil = jnp.einsum('bi,oij,bj->bo', x1, p['W'], x2)
            return jnp.mean((Xh - X) ** 2) + jnp.mean((bil - t) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((128, 128, 128), f32), S((1024, 64), f32), S((1024, 64), f32), S((1024, 128), f32))


# ======================================================================
@program('gp-cholesky-nll', 'Gaussian-process marginal likelihood: ARD RBF kernel 2048x2048, cholesky + triangular_solve, grad wrt hyperparameters, predictive mean')
def _():
    N, D, Ns = 2048, 8, 256
    P = shapes({'log_ls': (D,), 'log_var': (), 'log_noise': ()})

    def kern(p, a, b):
        a = a / jnp.exp(p['log_ls'])
        b = b / jnp.exp(p['log_ls'])
        d2 = jnp.sum(a * a, -1)[:, None] + jnp.sum(b * b, -1)[None] - 2 * a @ b.T
        return jnp.exp(p['log_var']) * jnp.exp(-0.5 * jnp.maximum(d2, 0))

    def f(p, X, y, Xs):
        def nll(p):
            K = kern(p, X, X) + (jnp.exp(p['log_noise']) + 1e-4) * jnp.eye(N)
            L = jnp.linalg.cholesky(K)
            z = jax.scipy.linalg.solve_triangular(L, y, lower=True)
            alpha = jax.scipy.linalg.solve_triangular(L.T, z, lower=False)
            v = 0.5 * jnp.dot(z, z) + jnp.sum(jnp.log(jnp.diag(L))) + 0.5 * N * math.log(2 * math.pi)
            return v, alpha
        (v, alpha), g = jax.value_and_grad(nll, has_aux=True)(p)
        mean = kern(p, Xs, X) @ alpha
        return v, g, mean
    return f, (P, S((N, D), f32), S((N,), f32), S((Ns, D), f32))


# ======================================================================
@program('qr-eigh-whitening', 'QR-orthogonalised projection then eigh of the feature covariance; spectral log-eig loss, grad through qr and eigh')
def _():
    N, D = 4096, 256

    def f(W, feats):
        def loss(W):
            Q, R = jnp.linalg.qr(W)
            z = feats @ Q
            z = z - z.mean(0)
            cov = z.T @ z / N + 1e-3 * jnp.eye(D)
            ev, evec = jnp.linalg.eigh(cov)
            return -jnp.sum(jnp.log(ev[-32:])) + 1e-3 * jnp.sum(R ** 2) + 1e-3 * jnp.sum(jnp.abs(evec[:, -1]))
        l, g = jax.value_and_grad(loss)(W)
        return W - 1e-3 * g, l
    return f, (S((D, D), f32), S((N, D), f32))


# ======================================================================
@program('complex-modrelu-net', 'complex-valued 2-layer net (lax.complex weights, modReLU), complex64 target, |err|^2 loss, grad wrt real params')
def _():
    N, D = 2048, 256
    P = shapes({'w1r': (D, D), 'w1i': (D, D), 'b1': (D,), 'w2r': (D, D), 'w2i': (D, D)})

    def modrelu(z, b):
        a = jnp.abs(z)
        return z * (jax.nn.relu(a + b) / (a + 1e-6))

    def f(p, xr, xi, tgt):
        def loss(p):
            x = lax.complex(xr, xi)
            h = modrelu(x @ lax.complex(p['w1r'], p['w1i']), p['b1'])
            y = h @ lax.complex(p['w2r'], p['w2i'])
            d = y - tgt
            return jnp.mean(jnp.real(d * jnp.conj(d)))
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((N, D), f32), S((N, D), f32), S((N, D), jnp.complex64))


# ======================================================================
@program('int8-quant-mlp', 'int8 weight-only + dynamic per-row activation quantisation, int32-accumulating dot_general, dequantise, 2-layer MLP inference')
def _():
    N, D, F = 2048, 1024, 4096

    def quant(a):
        s = jnp.max(jnp.abs(a), axis=-1, keepdims=True) / 127.0 + 1e-8
        return jnp.clip(jnp.round(a / s), -127, 127).astype(jnp.int8), s

    def qdot(aq, wq):
        return lax.dot_general(aq, wq, (((1,), (0,)), ((), ())), preferred_element_type=i32)

    def f(x, w1q, w1s, w2q, w2s):
        xq, xs = quant(x)
        h = jax.nn.gelu(qdot(xq, w1q).astype(f32) * xs * w1s)
        hq, hs = quant(h)
        return qdot(hq, w2q).astype(f32) * hs * w2s + x
    return f, (S((N, D), f32), S((D, F), jnp.int8), S((F,), f32), S((F, D), jnp.int8), S((D,), f32))


# ======================================================================
@program('bf16-mixed-master-adam', 'bf16 compute with f32 master weights, dynamic loss scaling, skip-step on non-finite grads, Adam; params/m/v donated', donate=(0, 1, 2))
def _():
    N, D, L, C = 1024, 1024, 4, 512
    P = shapes({'w': (L, D, D), 'b': (L, D), 'out': (D, C)})

    def f(p, m, v, scale, x, y):
        def loss(p):
            pb = jax.tree.map(lambda a: a.astype(bf16), p)
            h = x
            for l in range(L):
                h = h + jax.nn.gelu(h @ pb['w'][l] + pb['b'][l])
            return xent(h @ pb['out'], y) * scale
        sl, g = jax.value_and_grad(loss)(p)
        g = jax.tree.map(lambda a: a.astype(f32) / scale, g)
        ok = jnp.all(jnp.stack([jnp.all(jnp.isfinite(a)) for a in jax.tree.leaves(g)]))
        m2 = jax.tree.map(lambda m, g: 0.9 * m + 0.1 * g, m, g)
        v2 = jax.tree.map(lambda v, g: 0.999 * v + 0.001 * g * g, v, g)
        p2 = jax.tree.map(lambda p, m, v: p - 1e-4 * m / (jnp.sqrt(v) + 1e-8), p, m2, v2)
        sel = lambda a, b: jax.tree.map(lambda x, y: jnp.where(ok, x, y), a, b)
        nscale = jnp.where(ok, scale * 1.001, scale * 0.5)
        return sel(p2, p), sel(m2, m), sel(v2, v), nscale, sl / scale
    return f, (P, P, P, S((), f32), S((N, D), bf16), S((N,), i32))


# ======================================================================
@program('nn-dot-product-attention', 'bf16 jax.nn.dot_product_attention (causal) inside a QKV projection block, grad wrt params')
def _():
    B, T, N, H = 4, 512, 8, 64
    D = N * H
    P = shapes({'wqkv': (D, 3 * D), 'wo': (D, D)}, bf16)

    def f(p, x):
        def loss(p):
            q, k, v = jnp.split((x @ p['wqkv']).reshape(B, T, 3 * N, H), 3, axis=2)
            o = jax.nn.dot_product_attention(q, k, v, is_causal=True)
            return jnp.mean((o.reshape(B, T, D) @ p['wo']).astype(f32) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return g, l
    return f, (P, S((B, T, D), bf16))


# ======================================================================
@program('swin-shifted-window', 'Swin block: jnp.roll cyclic shift, window partition reshapes, relative-position-bias gather, shift mask, roll back, patch merging concat; grad')
def _():
    B, H, W, C, ws, sh, nh = 4, 56, 56, 96, 7, 3, 3
    P = shapes({'g1': (C,), 'b1': (C,), 'qkv': (C, 3 * C), 'proj': (C, C), 'rpb': ((2 * ws - 1) ** 2, nh),
                'g2': (C,), 'b2': (C,), 'm1': (C, 4 * C), 'm2': (4 * C, C), 'gm': (4 * C,), 'bm': (4 * C,),
                'merge': (4 * C, 2 * C)})
    coords = np.stack(np.meshgrid(np.arange(ws), np.arange(ws), indexing='ij')).reshape(2, -1)
    rel = (coords[:, :, None] - coords[:, None, :]).transpose(1, 2, 0) + (ws - 1)
    rel_idx = (rel[..., 0] * (2 * ws - 1) + rel[..., 1]).astype(np.int32)
    img = np.zeros((H, W))
    cnt = 0
    for hs in (slice(0, -ws), slice(-ws, -sh), slice(-sh, None)):
        for wsl in (slice(0, -ws), slice(-ws, -sh), slice(-sh, None)):
            img[hs, wsl] = cnt
            cnt += 1
    mw = img.reshape(H // ws, ws, W // ws, ws).transpose(0, 2, 1, 3).reshape(-1, ws * ws)
    amask = np.where(mw[:, None, :] != mw[:, :, None], -100.0, 0.0).astype(np.float32)
    nW = amask.shape[0]

    def f(p, x, y):
        def loss(p):
            h = layernorm(x, p['g1'], p['b1'])
            h = jnp.roll(h, (-sh, -sh), axis=(1, 2))
            h = h.reshape(B, H // ws, ws, W // ws, ws, C).transpose(0, 1, 3, 2, 4, 5).reshape(B * nW, ws * ws, C)
            q, k, v = jnp.split((h @ p['qkv']).reshape(B * nW, ws * ws, 3, nh, C // nh).transpose(2, 0, 3, 1, 4), 3)
            q, k, v = q[0], k[0], v[0]
            a = q @ k.transpose(0, 1, 3, 2) / math.sqrt(C // nh)
            bias = jnp.take(p['rpb'], rel_idx.reshape(-1), axis=0).reshape(ws * ws, ws * ws, nh).transpose(2, 0, 1)
            a = a.reshape(B, nW, nh, ws * ws, ws * ws) + bias[None, None] + amask[None, :, None]
            a = jax.nn.softmax(a, -1).reshape(B * nW, nh, ws * ws, ws * ws)
            o = (a @ v).transpose(0, 2, 1, 3).reshape(B * nW, ws * ws, C) @ p['proj']
            o = o.reshape(B, H // ws, W // ws, ws, ws, C).transpose(0, 1, 3, 2, 4, 5).reshape(B, H, W, C)
            h = x + jnp.roll(o, (sh, sh), axis=(1, 2))
            h = h + jax.nn.gelu(layernorm(h, p['g2'], p['b2']) @ p['m1']) @ p['m2']
            hp = jnp.pad(h, ((0, 0), (0, 0), (0, 0), (0, 0)))
            m = jnp.concatenate([hp[:, 0::2, 0::2], hp[:, 1::2, 0::2], hp[:, 0::2, 1::2], hp[:, 1::2, 1::2]], -1)
            m = layernorm(m, p['gm'], p['bm']) @ p['merge']
            return jnp.mean((m - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, H, W, C), f32), S((B, H // 2, W // 2, 2 * C), f32))


# ======================================================================
@program('masked-mean-pool-encoder', 'sentence encoder: frozen embedding lookup, tanh projection, length-masked mean pooling, classifier grad')
def _():
    V, E, B, T, C = 16000, 384, 64, 256, 3
    P = shapes({'proj': (E, E), 'pb': (E,), 'cls': (E, C)})

    def f(p, table, ids, lens, y):
        def loss(p):
            e = jnp.take(table, ids, axis=0)
            h = jnp.tanh(e @ p['proj'] + p['pb'])
            mask = (jnp.arange(T)[None] < lens[:, None]).astype(f32)
            pooled = jnp.sum(h * mask[..., None], 1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
            return xent(pooled @ p['cls'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((V, E), f32), S((B, T), i32), S((B,), i32), S((B,), i32))


# ======================================================================
@program('gumbel-softmax-vae', 'discrete VAE: 32 categorical latents x 64, Gumbel noise from jax.random, straight-through hard one-hot, KL to uniform')
def _():
    B, D, Lt, K = 1024, 512, 32, 64
    P = shapes({'e1': (D, 512), 'e2': (512, Lt * K), 'd1': (Lt * K, 512), 'd2': (512, D)})

    def f(p, x, key, tau):
        def loss(p):
            logits = (jax.nn.relu(x @ p['e1']) @ p['e2']).reshape(B, Lt, K)
            u = jax.random.uniform(key, logits.shape, minval=1e-6, maxval=1.0 - 1e-6)
            g = -jnp.log(-jnp.log(u))
            ys = jax.nn.softmax((logits + g) / tau, -1)
            hard = jax.nn.one_hot(jnp.argmax(ys, -1), K)
            yst = hard - lax.stop_gradient(ys) + ys
            rec = jax.nn.relu(yst.reshape(B, Lt * K) @ p['d1']) @ p['d2']
            q = jax.nn.softmax(logits, -1)
            kl = jnp.sum(q * (jnp.log(q + 1e-10) + math.log(K)), (1, 2))
            return jnp.mean(jnp.sum((rec - x) ** 2, -1) + kl)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g, 1e-3), l
    return f, (P, S((B, D), f32), S((2,), jnp.uint32), S((), f32))


# ======================================================================
@program('reduce-window-custom', 'custom lax.reduce_window: L2 pooling with explicit padding, 3x3 min-pool, causal moving-average over sequences; grad wrt inputs')
def _():
    def f(x, s):
        def loss(x, s):
            l2 = jnp.sqrt(lax.reduce_window(x * x, 0.0, lax.add, (1, 3, 3, 1), (1, 2, 2, 1),
                                            ((0, 0), (1, 1), (1, 1), (0, 0))) + 1e-6)
            mn = lax.reduce_window(x, jnp.inf, lax.min, (1, 3, 3, 1), (1, 1, 1, 1), 'SAME')
            ma = lax.reduce_window(s, 0.0, lax.add, (1, 16, 1), (1, 1, 1), ((0, 0), (15, 0), (0, 0))) / 16.0
            return jnp.sum(l2) + jnp.sum(mn ** 2) + jnp.sum(ma ** 2)
        return jax.value_and_grad(loss, argnums=(0, 1))(x, s)
    return f, (S((8, 128, 128, 16), f32), S((16, 4096, 64), f32))


# ======================================================================
@program('remat-dots-policy-lm', '4-layer pre-LN transformer LM, each block jax.checkpoint(policy=dots_with_no_batch_dims_saveable), grad + SGD')
def _():
    B, T, D, Nh, F, L, V = 2, 256, 384, 6, 1536, 4, 4096
    Dh = D // Nh
    blk = {'g1': (D,), 'b1': (D,), 'qkv': (D, 3 * D), 'o': (D, D), 'g2': (D,), 'b2': (D,), 'f1': (D, F), 'f2': (F, D)}
    P = shapes({'emb': (V, D), 'blocks': [blk] * L, 'gf': (D,), 'bf': (D,)})

    def block(bp, x):
        h = layernorm(x, bp['g1'], bp['b1'])
        q, k, v = jnp.split((h @ bp['qkv']).reshape(B, T, 3 * Nh, Dh), 3, axis=2)
        s = jnp.einsum('bqhd,bkhd->bhqk', q, k) / math.sqrt(Dh)
        s = jnp.where(jnp.tril(jnp.ones((T, T), bool)), s, -1e9)
        o = jnp.einsum('bhqk,bkhd->bqhd', jax.nn.softmax(s, -1), v).reshape(B, T, D)
        x = x + o @ bp['o']
        return x + jax.nn.gelu(layernorm(x, bp['g2'], bp['b2']) @ bp['f1']) @ bp['f2']
    rblock = jax.checkpoint(block, policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable)

    def f(p, tok):
        def loss(p):
            x = jnp.take(p['emb'], tok[:, :-1], axis=0)
            for bp in p['blocks']:
                x = rblock(bp, x)
            x = layernorm(x, p['gf'], p['bf'])
            return xent(x @ p['emb'].T, tok[:, 1:])
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T + 1), i32))


# ======================================================================
@program('kmeans-fori', 'k-means: 5 Lloyd iterations in lax.fori_loop (32768x256 distance matrix, argmin, segment_sum centroid update), inertia')
def _():
    N, D, K = 32768, 64, 256

    def f(x, c0):
        xx = jnp.sum(x * x, -1, keepdims=True)

        def body(i, c):
            d = xx - 2 * x @ c.T + jnp.sum(c * c, -1)[None]
            a = jnp.argmin(d, 1)
            s = jax.ops.segment_sum(x, a, K)
            n = jax.ops.segment_sum(jnp.ones((N,), f32), a, K)
            return jnp.where(n[:, None] > 0, s / jnp.maximum(n, 1)[:, None], c)
        c = lax.fori_loop(0, 5, body, c0)
        d = xx - 2 * x @ c.T + jnp.sum(c * c, -1)[None]
        return c, jnp.sum(jnp.min(d, 1)), jnp.argmin(d, 1)
    return f, (S((N, D), f32), S((K, D), f32))


# ======================================================================
@program('vit-patchify-head', 'ViT front-end: patchify 224x224 images by reshape/transpose, cls token concat + pos-emb, LN, MLP block, head; grad + SGD')
def _():
    B, Hs, Pz, D, C = 16, 224, 16, 384, 1000
    n = Hs // Pz
    P = shapes({'pe': (Pz * Pz * 3, D), 'cls': (1, 1, D), 'pos': (1, n * n + 1, D), 'g1': (D,), 'b1': (D,),
                'm1': (D, 4 * D), 'm2': (4 * D, D), 'g2': (D,), 'b2': (D,), 'head': (D, C)})

    def f(p, img, y):
        def loss(p):
            x = img.reshape(B, n, Pz, n, Pz, 3).transpose(0, 1, 3, 2, 4, 5).reshape(B, n * n, Pz * Pz * 3)
            x = x @ p['pe']
            x = jnp.concatenate([jnp.broadcast_to(p['cls'], (B, 1, D)), x], 1) + p['pos']
            x = x + jax.nn.gelu(layernorm(x, p['g1'], p['b1']) @ p['m1']) @ p['m2']
            return xent(layernorm(x[:, 0], p['g2'], p['b2']) @ p['head'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, Hs, Hs, 3), f32), S((B,), i32))


# ======================================================================
@program('sinkhorn-ot-grad', 'entropic optimal transport: 20 log-domain Sinkhorn iterations (fori_loop, static trip count) on 512x512 cost, grad wrt point cloud')
def _():
    N, M, D = 512, 512, 16

    def f(x, y, eps):
        def loss(x):
            C = jnp.sum((x[:, None] - y[None]) ** 2, -1)
            la, lb = -math.log(N), -math.log(M)

            def body(i, fg):
                fv, gv = fg
                fv = -eps * jax.nn.logsumexp((gv[None] - C) / eps, 1) + eps * la
                gv = -eps * jax.nn.logsumexp((fv[:, None] - C) / eps, 0) + eps * lb
                return fv, gv
            fv, gv = lax.fori_loop(0, 20, body, (jnp.zeros(N), jnp.zeros(M)))
            Pm = jnp.exp((fv[:, None] + gv[None] - C) / eps)
            return jnp.sum(Pm * C)
        return jax.value_and_grad(loss)(x)
    return f, (S((N, D), f32), S((M, D), f32), S((), f32))


# ======================================================================
@program('hmm-forward-scan', 'HMM log-forward algorithm: lax.scan of logsumexp over 256 steps, emission net, grad wrt transition/emission params')
def _():
    T, B, Sn, D = 256, 16, 64, 64
    P = shapes({'trans': (Sn, Sn), 'init': (Sn,), 'wem': (D, Sn), 'bem': (Sn,)})

    def f(p, feats):
        def nll(p):
            logA = jax.nn.log_softmax(p['trans'], 1)
            em = jax.nn.log_softmax(feats @ p['wem'] + p['bem'], -1)
            a0 = jax.nn.log_softmax(p['init'])[None] + em[0]

            def step(a, e):
                a = jax.nn.logsumexp(a[:, :, None] + logA[None], axis=1) + e
                return a, None
            a, _ = lax.scan(step, a0, em[1:])
            return -jnp.mean(jax.nn.logsumexp(a, -1))
        l, g = jax.value_and_grad(nll)(p)
        return sgd(p, g), l
    return f, (P, S((T, B, D), f32))


# ======================================================================
@program('triplet-hard-mining', 'metric learning: encoder, normalised embeddings, 2048x2048 pairwise distances, batch-hard positive/negative mining, triplet loss')
def _():
    N, Din, D = 2048, 512, 128
    P = shapes({'w1': (Din, 512), 'w2': (512, D)})

    def f(p, x, lbl):
        def loss(p):
            e = normalize(jax.nn.relu(x @ p['w1']) @ p['w2'])
            d = jnp.sqrt(jnp.maximum(2.0 - 2.0 * e @ e.T, 1e-12))
            same = lbl[:, None] == lbl[None]
            pos = jnp.max(jnp.where(same & ~jnp.eye(N, dtype=bool), d, -jnp.inf), 1)
            neg = jnp.min(jnp.where(same, jnp.inf, d), 1)
            return jnp.mean(jax.nn.relu(pos - neg + 0.2))
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((N, Din), f32), S((N,), i32))


# ======================================================================
@program('focal-loss-detector-head', 'dense detector head over 8x2048 anchors: sigmoid focal loss (80 classes) + smooth-L1 box loss on positives, grad')
def _():
    B, A, F, C = 8, 2048, 256, 80
    P = shapes({'sh': (F, F), 'cls': (F, C), 'cb': (C,), 'box': (F, 4)})

    def f(p, feat, lbl, bt):
        def loss(p):
            h = jax.nn.relu(feat @ p['sh'])
            lg = h @ p['cls'] + p['cb']
            t = jax.nn.one_hot(lbl, C)  # lbl == -1 -> all zeros (background)
            pr = jax.nn.sigmoid(lg)
            ce = jnp.logaddexp(0.0, lg) - t * lg
            pt = pr * t + (1 - pr) * (1 - t)
            at = 0.25 * t + 0.75 * (1 - t)
            pos = (lbl >= 0).astype(f32)
            npos = jnp.maximum(pos.sum(), 1.0)
            fl = jnp.sum(at * (1 - pt) ** 2 * ce) / npos
            d = jnp.abs(h @ p['box'] - bt)
            sl1 = jnp.where(d < 1.0, 0.5 * d * d, d - 0.5).sum(-1)
            return fl + jnp.sum(sl1 * pos) / npos
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, A, F), f32), S((B, A), i32), S((B, A, 4), f32))


# ======================================================================
@program('kv-cache-decode-step', 'bf16 4-layer decoder single-token step: dynamic_update_slice into KV caches at pos, masked attention, vocab logits; caches donated', donate=(1, 2))
def _():
    L, B, T, Nh, Dh, V = 4, 16, 256, 8, 64, 32000
    D = Nh * Dh
    P = shapes({'wq': (L, D, D), 'wk': (L, D, D), 'wv': (L, D, D), 'wo': (L, D, D),
                'f1': (L, D, 4 * D), 'f2': (L, 4 * D, D), 'out': (D, V)}, bf16)

    def f(p, ck, cv, x, pos):
        mask = jnp.arange(T) <= pos
        for l in range(L):
            q = (x @ p['wq'][l]).reshape(B, Nh, Dh)
            k = (x @ p['wk'][l]).reshape(B, 1, Nh, Dh)
            v = (x @ p['wv'][l]).reshape(B, 1, Nh, Dh)
            ck = lax.dynamic_update_slice(ck, k[None], (l, 0, pos, 0, 0))
            cv = lax.dynamic_update_slice(cv, v[None], (l, 0, pos, 0, 0))
            s = jnp.einsum('bhd,bthd->bht', q, ck[l]).astype(f32) / math.sqrt(Dh)
            a = jax.nn.softmax(jnp.where(mask[None, None], s, -1e9), -1).astype(bf16)
            o = jnp.einsum('bht,bthd->bhd', a, cv[l]).reshape(B, D)
            x = x + o @ p['wo'][l]
            x = x + jax.nn.gelu(x @ p['f1'][l]) @ p['f2'][l]
        return (x @ p['out']).astype(f32), ck, cv
    return f, (P, S((L, B, T, Nh, Dh), bf16), S((L, B, T, Nh, Dh), bf16), S((B, D), bf16), S((), i32))


# ======================================================================
@program('spectral-norm-gan-step', 'GAN step: generator + spectrally-normalised discriminator (one power iteration, u-vector state), hinge losses, both grads')
def _():
    B, Z, H, X = 256, 128, 1024, 784
    G = shapes({'g1': (Z, H), 'g2': (H, H), 'g3': (H, X)})
    Dp = shapes({'d1': (X, H), 'd2': (H, H), 'd3': (H, 1)})
    U = shapes({'d1': (H,), 'd2': (H,), 'd3': (1,)})

    def sn(w, u):
        v = normalize(w @ u)
        u2 = normalize(w.T @ v)
        return w / (v @ w @ u2), u2

    def gen(g, z):
        return jnp.tanh(jax.nn.relu(jax.nn.relu(z @ g['g1']) @ g['g2']) @ g['g3'])

    def disc(d, u, x):
        ws, nu = {}, {}
        for k in ('d1', 'd2', 'd3'):
            ws[k], nu[k] = sn(d[k], u[k])
        return (jax.nn.leaky_relu(jax.nn.leaky_relu(x @ ws['d1'], 0.2) @ ws['d2'], 0.2) @ ws['d3'])[:, 0], nu

    def f(g, d, u, z, real):
        def dloss(d):
            fake = lax.stop_gradient(gen(g, z))
            r, nu = disc(d, u, real)
            fk, _ = disc(d, u, fake)
            return jnp.mean(jax.nn.relu(1 - r)) + jnp.mean(jax.nn.relu(1 + fk)), nu
        (dl, nu), gd = jax.value_and_grad(dloss, has_aux=True)(d)
        d = sgd(d, gd, 2e-4)

        def gloss(g):
            fk, _ = disc(d, nu, gen(g, z))
            return -jnp.mean(fk)
        gl, gg = jax.value_and_grad(gloss)(g)
        return sgd(g, gg, 1e-4), d, jax.lax.stop_gradient(nu), dl, gl
    return f, (G, Dp, U, S((B, Z), f32), S((B, X), f32))


# ======================================================================
@program('nerf-volume-render', 'NeRF: 512 rays x 64 samples, sin/cos positional encoding, MLP density/colour, transmittance via cumprod, photometric loss grad')
def _():
    R, Sm, Lf, H = 512, 64, 10, 128
    Din = 3 + 6 * Lf
    P = shapes({'w1': (Din, H), 'w2': (H, H), 'w3': (H, H), 'w4': (H, 4)})

    def f(p, ro, rd, tgt):
        def loss(p):
            t = jnp.linspace(2.0, 6.0, Sm)
            pts = ro[:, None] + rd[:, None] * t[None, :, None]
            fr = (2.0 ** jnp.arange(Lf)) * jnp.pi
            ang = (pts[..., None] * fr).reshape(R, Sm, 3 * Lf)
            enc = jnp.concatenate([pts, jnp.sin(ang), jnp.cos(ang)], -1)
            h = jax.nn.relu(enc @ p['w1'])
            h = jax.nn.relu(h @ p['w2'])
            h = jax.nn.relu(h @ p['w3'])
            o = h @ p['w4']
            sigma, rgb = jax.nn.relu(o[..., 0]), jax.nn.sigmoid(o[..., 1:])
            delta = jnp.concatenate([jnp.diff(t), jnp.array([1e10])])
            alpha = 1 - jnp.exp(-sigma * delta)
            trans = jnp.cumprod(jnp.concatenate([jnp.ones((R, 1)), 1 - alpha + 1e-10], -1), -1)[:, :-1]
            w = alpha * trans
            col = jnp.sum(w[..., None] * rgb, 1)
            return jnp.mean((col - tgt) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g, 5e-4), l
    return f, (P, S((R, 3), f32), S((R, 3), f32), S((R, 3), f32))


# ======================================================================
@program('distill-kl-temperature', 'knowledge distillation: frozen wide teacher (stop_gradient), small student, temperature-scaled KL + hard-label xent, student grad')
def _():
    B, D, C = 512, 2048, 1000
    Tp = shapes({'t1': (D, 4096), 't2': (4096, C)})
    Sp = shapes({'s1': (D, 512), 's2': (512, C)})

    def f(sp, tp, x, y):
        tl = lax.stop_gradient(jax.nn.relu(x @ tp['t1']) @ tp['t2'])
        Tm = 4.0

        def loss(sp):
            sl = jax.nn.relu(x @ sp['s1']) @ sp['s2']
            pt = jax.nn.softmax(tl / Tm, -1)
            kl = jnp.sum(pt * (jax.nn.log_softmax(tl / Tm, -1) - jax.nn.log_softmax(sl / Tm, -1)), -1)
            return 0.9 * Tm * Tm * jnp.mean(kl) + 0.1 * xent(sl, y)
        l, g = jax.value_and_grad(loss)(sp)
        return sgd(sp, g), l
    return f, (Sp, Tp, S((B, D), f32), S((B,), i32))


# ======================================================================
@program('rmsnorm-swiglu-shortconv-lm', 'bf16 attention-free LM: RMSNorm, causal short depthwise conv via jnp.pad + shifted sums, SwiGLU MLP, tied embeddings; grad')
def _():
    B, T, D, F, V, L, Kc = 2, 256, 512, 1408, 8192, 2, 4
    blk = {'g1': (D,), 'cw': (Kc, D), 'g2': (D,), 'wg': (D, F), 'wu': (D, F), 'wd': (F, D)}
    P = shapes({'emb': (V, D), 'blocks': [blk] * L, 'gf': (D,)}, bf16)

    def rms(x, g):
        xf = x.astype(f32)
        return (xf * lax.rsqrt(jnp.mean(xf * xf, -1, keepdims=True) + 1e-6)).astype(bf16) * g

    def f(p, tok):
        def loss(p):
            x = jnp.take(p['emb'], tok[:, :-1], axis=0)
            for bp in p['blocks']:
                h = rms(x, bp['g1'])
                hp = jnp.pad(h, ((0, 0), (Kc - 1, 0), (0, 0)))
                x = x + sum(hp[:, i:i + T] * bp['cw'][i] for i in range(Kc))
                h = rms(x, bp['g2'])
                x = x + (jax.nn.silu(h @ bp['wg']) * (h @ bp['wu'])) @ bp['wd']
            return xent(rms(x, p['gf']) @ p['emb'].T, tok[:, 1:])
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T + 1), i32))


# ======================================================================
@program('gat-segment-softmax', 'graph attention network: per-edge scores, segment_max/segment_sum edge softmax, weighted segment_sum aggregation, 4 heads, grad')
def _():
    N, E, D, H, Nh, C = 4096, 32768, 64, 64, 4, 8
    P = shapes({'w': (D, Nh * H), 'as': (Nh, H), 'ad': (Nh, H), 'w2': (H, C)})

    def f(p, x, src, dst, y):
        def loss(p):
            h = (x @ p['w']).reshape(N, Nh, H)
            hs = jnp.take(h, src, axis=0)
            e = jax.nn.leaky_relu(jnp.sum(hs * p['as'], -1) + jnp.sum(jnp.take(h, dst, axis=0) * p['ad'], -1), 0.2)
            emax = jax.ops.segment_max(e, dst, N)
            ex = jnp.exp(e - jnp.take(emax, dst, axis=0))
            den = jax.ops.segment_sum(ex, dst, N)
            alpha = ex / (jnp.take(den, dst, axis=0) + 1e-9)
            out = jax.ops.segment_sum(alpha[..., None] * hs, dst, N)
            out = jax.nn.elu(out).mean(1)
            return xent(out @ p['w2'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((N, D), f32), S((E,), i32), S((E,), i32), S((N,), i32))


# ======================================================================
@program('ensemble-sharded-8dev', '16-member vmapped MLP ensemble train step, ensemble axis sharded over 8 CPU devices with NamedSharding (per-device memory)', devices=8)
def _():
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as PS
    K, B, D, H, C = 16, 1024, 256, 1024, 10
    P = shapes({'w1': (K, D, H), 'w2': (K, H, H), 'w3': (K, H, C)})
    mesh = Mesh(np.array(jax.devices()[:8]), ('ens',))
    sh = NamedSharding(mesh, PS('ens'))

    def step(p, x, y):
        def loss(p):
            h = jax.nn.relu(x @ p['w1'])
            h = jax.nn.relu(h @ p['w2'])
            return xent(h @ p['w3'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l

    def f(p, x, y):
        return jax.vmap(step)(p, x, y)
    return f, (P, S((K, B, D), f32), S((K, B), i32)), dict(in_shardings=sh, out_shardings=sh)


# ======================================================================
@program('ppo-gae-update', 'PPO: GAE advantages via reverse lax.scan, clipped policy ratio loss, value loss, entropy bonus over 18 actions, grad')
def _():
    T, Ne, Do, A, H = 128, 64, 128, 18, 256
    P = shapes({'w1': (Do, H), 'w2': (H, H), 'pi': (H, A), 'v': (H, 1)})

    def f(p, obs, act, oldlp, rew, done, vals, lastv):
        def gae_step(carry, inp):
            adv, nv = carry
            r, d, v = inp
            delta = r + 0.99 * nv * (1 - d) - v
            adv = delta + 0.99 * 0.95 * (1 - d) * adv
            return (adv, v), adv
        _, adv = lax.scan(gae_step, (jnp.zeros(Ne), lastv), (rew, done, vals), reverse=True)
        ret = adv + vals
        adv = (adv - adv.mean()) / (adv.std() + 1e-8)

        def loss(p):
            h = jnp.tanh(jnp.tanh(obs @ p['w1']) @ p['w2'])
            lg = jax.nn.log_softmax(h @ p['pi'], -1)
            lp = jnp.take_along_axis(lg, act[..., None], -1)[..., 0]
            ratio = jnp.exp(lp - oldlp)
            pl = -jnp.mean(jnp.minimum(ratio * adv, jnp.clip(ratio, 0.8, 1.2) * adv))
            vl = jnp.mean(((h @ p['v'])[..., 0] - ret) ** 2)
            ent = -jnp.mean(jnp.sum(jnp.exp(lg) * lg, -1))
            return pl + 0.5 * vl - 0.01 * ent
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g, 3e-4), l
    return f, (P, S((T, Ne, Do), f32), S((T, Ne), i32), S((T, Ne), f32), S((T, Ne), f32), S((T, Ne), f32),
               S((T, Ne), f32), S((Ne,), f32))


# ======================================================================
@program('ssm-associative-scan', 'diagonal state-space layer: input-dependent decay, linear recurrence via lax.associative_scan over 1024 steps, grad')
def _():
    B, T, D, N = 2, 1024, 128, 8
    P = shapes({'wdt': (D, D), 'A': (D, N), 'wb': (D, N), 'wc': (D, N), 'out': (D, D)})

    def f(p, x, y):
        def loss(p):
            dt = jax.nn.softplus(x @ p['wdt'])                         # B,T,D
            a = jnp.exp(-dt[..., None] * jnp.exp(p['A']))               # B,T,D,N
            bx = dt[..., None] * (x @ p['wb'])[:, :, None, :] * x[..., None]

            def comb(l, r):
                return r[0] * l[0], r[0] * l[1] + r[1]
            _, h = lax.associative_scan(comb, (a, bx), axis=1)
            yo = jnp.sum(h * (x @ p['wc'])[:, :, None, :], -1)
            return jnp.mean((jax.nn.silu(yo) @ p['out'] - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, D), f32), S((B, T, D), f32))


# ======================================================================
@program('mixup-beta-cnn', 'CNN train step with mixup: lam ~ jax.random.beta, jax.random.permutation of the batch, soft-label xent')
def _():
    B = 64
    P = shapes({'c1': (3, 3, 3, 32), 'c2': (3, 3, 32, 64), 'fc': (64, 10)})

    def f(p, x, y, key):
        k1, k2 = jax.random.split(key)
        lam = jax.random.beta(k1, 0.4, 0.4)
        perm = jax.random.permutation(k2, B)
        xm = lam * x + (1 - lam) * x[perm]
        yo = jax.nn.one_hot(y, 10)
        ym = lam * yo + (1 - lam) * yo[perm]

        def loss(p):
            h = jax.nn.relu(conv(xm, p['c1']))
            h = jax.nn.relu(conv(h, p['c2'], stride=2))
            lg = h.mean((1, 2)) @ p['fc']
            return -jnp.mean(jnp.sum(ym * jax.nn.log_softmax(lg, -1), -1))
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, 32, 32, 3), f32), S((B,), i32), S((2,), jnp.uint32))
