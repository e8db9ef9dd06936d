"""Third batch of JAX test programs for hlopeak (pre-compile peak estimate vs XLA:CPU).

Each program is registered with @program(name, desc, donate=..., devices=...).
The decorated builder returns (fn, args) or (fn, args, jit_kwargs); it is only
called in the child process (after XLA_FLAGS is set), so it may touch devices.
Nothing is executed: args are jax.ShapeDtypeStruct pytrees.  None of these
kinds is in gen.py's truth set, tools/truth/probe or tools/truth/probe2.
"""
import math
import numpy as np
import jax
import jax.numpy as jnp
from jax import lax

from common import *  # noqa: F401,F403  (tools/truth/probe/common.py: registry and model pieces)

KEY = S((2,), u32)


# ----------------------------------------------------------------- helpers
def rms(x, g, eps=1e-6):
    return x * lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + eps) * g


def rope(x, base=10000.0):
    """Rotary embedding on (B, T, H, dh), half-split convention."""
    T, dh = x.shape[1], x.shape[-1]
    inv = 1.0 / base ** (jnp.arange(0, dh, 2, dtype=f32) / dh)
    ang = jnp.arange(T, dtype=f32)[:, None] * inv[None]
    cos = jnp.cos(ang)[None, :, None].astype(x.dtype)
    sin = jnp.sin(ang)[None, :, None].astype(x.dtype)
    x1, x2 = jnp.split(x, 2, -1)
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], -1)


def conv1d(x, w, stride=1, padding='SAME', groups=1, dil=1):
    return lax.conv_general_dilated(x, w, (stride,), padding, rhs_dilation=(dil,),
                                    dimension_numbers=('NWC', 'WIO', 'NWC'), feature_group_count=groups)


def causal(T):
    i = jnp.arange(T)
    return i[:, None] >= i[None, :]


def ln0(x, eps=1e-6):
    return layernorm(x, 1.0, 0.0, eps)


def block_p(D, F):
    return {'a': attn_p(D), 'm': mlp_p(D, F), 'g1': (D,), 'b1': (D,), 'g2': (D,), 'b2': (D,)}


def block(q, h, H, mask=None):
    hn = layernorm(h, q['g1'], q['b1'])
    h = h + mha(q['a'], hn, hn, H, mask=mask)
    return h + mlp(q['m'], layernorm(h, q['g2'], q['b2']))


def tree_adam(p, m, v, g, lr=1e-3):
    return adam(p, m, v, g, lr)


def momentum(p, v, g, lr=1e-2, mu=0.9):
    v = jax.tree.map(lambda v, g: mu * v + g, v, g)
    return jax.tree.map(lambda p, v: p - lr * v, p, v), v


# ======================================================================
@program('convnext-block-grad', 'ConvNeXt: 4x4 stride-4 patchify stem, 3 blocks of depthwise 7x7 conv + channel LayerNorm + 4x inverted GELU MLP + layer scale, pooled head, grad + SGD')
def _():
    B, R, C, K = 8, 96, 128, 100
    blk = {'dw': (7, 7, 1, C), 'dwb': (C,), 'g': (C,), 'b': (C,), 'w1': (C, 4 * C), 'b1': (4 * C,),
           'w2': (4 * C, C), 'ls': (C,)}
    P = shapes({'stem': (4, 4, 3, C), 'sg': (C,), 'sb': (C,), 'blk': [blk] * 3, 'hg': (C,), 'hb': (C,), 'head': (C, K)})

    def f(p, x, y):
        def loss(p):
            h = layernorm(conv(x, p['stem'], stride=4, padding='VALID'), p['sg'], p['sb'])
            for q in p['blk']:
                r = conv(h, q['dw'], groups=C) + q['dwb']
                r = layernorm(r, q['g'], q['b'])
                r = jax.nn.gelu(r @ q['w1'] + q['b1']) @ q['w2']
                h = h + q['ls'] * r
            return xent(layernorm(h.mean((1, 2)), p['hg'], p['hb']) @ p['head'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, R, R, 3), f32), S((B,), i32))


# ======================================================================
@program('resnet-bottleneck-nchw-bn', 'ResNet-50 bottlenecks in NCHW/OIHW layout: 1x1 reduce, 3x3, 1x1 expand, train-mode BatchNorm over (N,H,W), 3 blocks, classifier, momentum SGD')
def _():
    B, Cin, C, R, M, K = 8, 128, 256, 28, 64, 1000

    def cv(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), 'SAME', dimension_numbers=('NCHW', 'OIHW', 'NCHW'))

    def bn(x, g, b):
        mu = x.mean((0, 2, 3), keepdims=True)
        var = x.var((0, 2, 3), keepdims=True)
        return (x - mu) * lax.rsqrt(var + 1e-5) * g[None, :, None, None] + b[None, :, None, None]
    blk = {'w1': (M, C, 1, 1), 'w2': (M, M, 3, 3), 'w3': (C, M, 1, 1), 'g1': (M,), 'b1': (M,),
           'g2': (M,), 'b2': (M,), 'g3': (C,), 'b3': (C,)}
    P = shapes({'proj': (C, Cin, 1, 1), 'blk': [blk] * 3, 'fc': (C, K)})

    def f(p, v, x, y):
        def loss(p):
            h = cv(x, p['proj'])
            for q in p['blk']:
                r = jax.nn.relu(bn(cv(h, q['w1']), q['g1'], q['b1']))
                r = jax.nn.relu(bn(cv(r, q['w2']), q['g2'], q['b2']))
                r = bn(cv(r, q['w3']), q['g3'], q['b3'])
                h = jax.nn.relu(h + r)
            return xent(h.mean((2, 3)) @ p['fc'], y)
        l, g = jax.value_and_grad(loss)(p)
        p, v = momentum(p, v, g, 0.1)
        return p, v, l
    return f, (P, P, S((B, Cin, R, R), f32), S((B,), i32))


# ======================================================================
@program('dit-adaln-zero', 'Diffusion Transformer: patchify 32x32x4 latents (p=2), sinusoidal timestep + class embedding, adaLN-zero shift/scale/gate modulation, cosine-schedule epsilon MSE, grad')
def _():
    B, R, Cin, pp, D, H, L, NC = 4, 32, 4, 2, 384, 6, 2, 1000
    G = R // pp
    N = G * G
    Pd = pp * pp * Cin
    P = shapes({'pe': (Pd, D), 'pos': (N, D), 't1': (256, D), 't2': (D, D), 'cls': (NC + 1, D),
                'blk': [{'ada': (D, 6 * D), 'a': attn_p(D), 'm': mlp_p(D, 4 * D)}] * L,
                'fada': (D, 2 * D), 'out': (D, Pd)})

    def patchify(z):
        return z.reshape(B, G, pp, G, pp, Cin).transpose(0, 1, 3, 2, 4, 5).reshape(B, N, Pd)

    def f(p, x0, t, y, noise):
        tt = t.astype(f32) / 1000.0
        abar = jnp.cos((tt + 0.008) / 1.008 * math.pi / 2) ** 2
        xt = jnp.sqrt(abar)[:, None, None, None] * x0 + jnp.sqrt(1 - abar)[:, None, None, None] * noise
        fr = jnp.exp(-math.log(10000.0) * jnp.arange(128) / 128)
        arg = t.astype(f32)[:, None] * fr[None]
        temb = jnp.concatenate([jnp.cos(arg), jnp.sin(arg)], -1)

        def loss(p):
            c = jax.nn.silu(temb @ p['t1']) @ p['t2'] + jnp.take(p['cls'], y, axis=0)
            h = patchify(xt) @ p['pe'] + p['pos']
            for q in p['blk']:
                sh1, sc1, g1, sh2, sc2, g2 = [u[:, None] for u in jnp.split(jax.nn.silu(c) @ q['ada'], 6, -1)]
                hn = ln0(h) * (1 + sc1) + sh1
                h = h + g1 * mha(q['a'], hn, hn, H)
                hn = ln0(h) * (1 + sc2) + sh2
                h = h + g2 * mlp(q['m'], hn)
            sh, sc = [u[:, None] for u in jnp.split(jax.nn.silu(c) @ p['fada'], 2, -1)]
            out = (ln0(h) * (1 + sc) + sh) @ p['out']
            return jnp.mean((out - patchify(noise)) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, R, R, Cin), f32), S((B,), i32), S((B,), i32), S((B, R, R, Cin), f32))


# ======================================================================
@program('vqvae-codebook-ema', 'VQ-VAE: strided conv encoder, 8192x1024 codebook distances + argmin, straight-through quantise, commitment loss, conv-transpose decoder; EMA codebook update (one_hot counts); codebook state donated', donate=(1, 2, 3))
def _():
    B, R, D, K = 32, 64, 64, 1024
    P = shapes({'e1': (4, 4, 3, 64), 'e2': (4, 4, 64, D), 'd1': (4, 4, D, 64), 'd2': (4, 4, 64, 3)})

    def convT(x, w):
        return lax.conv_transpose(x, w, (2, 2), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'))

    def f(p, cb, ema_n, ema_w, x):
        def loss(p):
            z = conv(jax.nn.relu(conv(x, p['e1'], stride=2)), p['e2'], stride=2)
            zf = z.reshape(-1, D)
            d = jnp.sum(zf * zf, 1, keepdims=True) - 2 * zf @ cb.T + jnp.sum(cb * cb, 1)[None]
            idx = jnp.argmin(d, -1)
            q = jnp.take(cb, idx, axis=0)
            commit = jnp.mean((zf - lax.stop_gradient(q)) ** 2)
            zq = (zf + lax.stop_gradient(q - zf)).reshape(z.shape)
            rec = convT(jax.nn.relu(convT(zq, p['d1'])), p['d2'])
            return jnp.mean((rec - x) ** 2) + 0.25 * commit, (idx, zf)
        (l, (idx, zf)), g = jax.value_and_grad(loss, has_aux=True)(p)
        oh = jax.nn.one_hot(idx, K, dtype=f32)
        ema_n = 0.99 * ema_n + 0.01 * oh.sum(0)
        ema_w = 0.99 * ema_w + 0.01 * (oh.T @ lax.stop_gradient(zf))
        n = ema_n.sum()
        cnt = (ema_n + 1e-5) / (n + K * 1e-5) * n
        return sgd(p, g), ema_w / cnt[:, None], ema_n, ema_w, l
    return f, (P, S((K, D), f32), S((K,), f32), S((K, D), f32), S((B, R, R, 3), f32))


# ======================================================================
@program('gmlp-spatial-gating', 'gMLP: 3 blocks of channel expansion, split into u/v, LayerNorm + 256x256 spatial (token-mixing) projection on v, u*v gating, 4096-way token xent grad')
def _():
    B, T, D, F, L, V = 4, 256, 256, 1536, 3, 4096
    Fh = F // 2
    P = shapes({'emb': (V, D), 'blk': [{'g': (D,), 'b': (D,), 'w1': (D, F), 'sg': (Fh,), 'sb': (Fh,),
                                        'ws': (T, T), 'bs': (T,), 'w2': (Fh, D)}] * L, 'out': (D, V)})

    def f(p, tok, y):
        def loss(p):
            h = jnp.take(p['emb'], tok, axis=0)
            for q in p['blk']:
                z = jax.nn.gelu(layernorm(h, q['g'], q['b']) @ q['w1'])
                u, v = jnp.split(z, 2, -1)
                v = layernorm(v, q['sg'], q['sb'])
                v = jnp.einsum('bsd,ts->btd', v, q['ws']) + q['bs'][None, :, None]
                h = h + (u * v) @ q['w2']
            return xent(h @ p['out'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T), i32), S((B, T), i32))


# ======================================================================
@program('retnet-parallel-retention', 'RetNet parallel form: per-head decay masks gamma^(n-m), rotary q/k, (QK^T * D)V with row normalisation, per-head GroupNorm, swish gate; 2 layers, LM xent grad')
def _():
    B, T, D, H, L, V = 2, 256, 512, 8, 2, 8192
    dh = D // H
    P = shapes({'emb': (V, D), 'blk': [{'wq': (D, D), 'wk': (D, D), 'wv': (D, D), 'wg': (D, D), 'wo': (D, D),
                                        'g1': (D,), 'g2': (D,), 'm': mlp_p(D, 2 * D)}] * L, 'gf': (D,), 'out': (D, V)})

    def f(p, tok):
        gam = 1 - 2.0 ** (-5 - jnp.arange(H, dtype=f32))
        n = jnp.arange(T)
        diff = (n[:, None] - n[None, :]).astype(f32)
        Dm = jnp.where(diff[None] >= 0, gam[:, None, None] ** jnp.maximum(diff, 0)[None], 0.0)

        def loss(p):
            h = jnp.take(p['emb'], tok[:, :-1], axis=0)
            for q in p['blk']:
                x = rms(h, q['g1'])
                qq = rope((x @ q['wq']).reshape(B, T, H, dh))
                kk = rope((x @ q['wk']).reshape(B, T, H, dh)) / math.sqrt(dh)
                vv = (x @ q['wv']).reshape(B, T, H, dh)
                s = jnp.einsum('bthd,bshd->bhts', qq, kk) * Dm[None]
                s = s / jnp.maximum(jnp.abs(s.sum(-1, keepdims=True)), 1.0)
                o = jnp.einsum('bhts,bshd->bthd', s, vv)
                o = (o - o.mean(-1, keepdims=True)) * lax.rsqrt(o.var(-1, keepdims=True) + 1e-5)
                h = h + (jax.nn.silu(x @ q['wg']) * o.reshape(B, T, D)) @ q['wo']
                h = h + mlp(q['m'], rms(h, q['g2']))
            return xent(rms(h, p['gf']) @ p['out'], tok[:, 1:])
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T + 1), i32))


# ======================================================================
@program('mlstm-parallel-stabilized', 'xLSTM mLSTM parallel form: exponential input gates, log-sigmoid forget gates cumsum into a (T,T) log decay matrix, row-max stabiliser, max(|n|, exp(-m)) normaliser, output gate; LM grad')
def _():
    B, T, D, H, V = 4, 256, 512, 4, 4096
    dh = D // H
    P = shapes({'emb': (V, D), 'blk': [{'g': (D,), 'wq': (D, D), 'wk': (D, D), 'wv': (D, D), 'wi': (D, H), 'wf': (D, H),
                                        'wog': (D, D), 'wo': (D, D), 'm': mlp_p(D, 2 * D), 'g2': (D,)}] * 2,
                'out': (D, V)})

    def f(p, tok):
        cm = causal(T)

        def loss(p):
            h = jnp.take(p['emb'], tok[:, :-1], axis=0)
            for q in p['blk']:
                x = rms(h, q['g'])
                qq = (x @ q['wq']).reshape(B, T, H, dh).transpose(0, 2, 1, 3)
                kk = (x @ q['wk']).reshape(B, T, H, dh).transpose(0, 2, 1, 3)
                vv = (x @ q['wv']).reshape(B, T, H, dh).transpose(0, 2, 1, 3)
                ig = (x @ q['wi']).transpose(0, 2, 1)
                Fc = jnp.cumsum(jax.nn.log_sigmoid((x @ q['wf']).transpose(0, 2, 1)), -1)
                logD = Fc[..., :, None] - Fc[..., None, :] + ig[..., None, :]
                logD = jnp.where(cm, logD, -1e30)
                m = lax.stop_gradient(logD.max(-1, keepdims=True))
                C = jnp.einsum('bhtd,bhsd->bhts', qq, kk) / math.sqrt(dh) * jnp.exp(logD - m)
                nrm = jnp.maximum(jnp.abs(C.sum(-1, keepdims=True)), jnp.exp(-m))
                o = jnp.einsum('bhts,bhsd->bhtd', C / (nrm + 1e-6), vv).transpose(0, 2, 1, 3).reshape(B, T, D)
                h = h + (jax.nn.sigmoid(x @ q['wog']) * o) @ q['wo']
                h = h + mlp(q['m'], rms(h, q['g2']))
            return xent(h @ p['out'], tok[:, 1:])
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T + 1), i32))


# ======================================================================
@program('gru-bahdanau-decoder', 'seq2seq: GRU encoder (lax.scan over 64 steps), GRU decoder scan with Bahdanau additive attention over encoder states and per-step 8000-way xent, grad + SGD')
def _():
    B, Ts, Tt, E, Hd, A, V = 16, 64, 48, 256, 256, 256, 8000
    P = shapes({'se': (V, E), 'te': (V, E), 'ex': (E, 3 * Hd), 'eh': (Hd, 3 * Hd), 'eb': (3 * Hd,),
                'dx': (E + Hd, 3 * Hd), 'dh': (Hd, 3 * Hd), 'db': (3 * Hd,),
                'wq': (Hd, A), 'wk': (Hd, A), 'va': (A,), 'out': (2 * Hd, V)})

    def gru(x, h, wx, wh, b):
        gx = x @ wx + b
        gh = h @ wh
        r = jax.nn.sigmoid(gx[:, :Hd] + gh[:, :Hd])
        z = jax.nn.sigmoid(gx[:, Hd:2 * Hd] + gh[:, Hd:2 * Hd])
        n = jnp.tanh(gx[:, 2 * Hd:] + r * gh[:, 2 * Hd:])
        return (1 - z) * n + z * h

    def f(p, src, tin, tout):
        def loss(p):
            xs = jnp.take(p['se'], src, axis=0).swapaxes(0, 1)

            def estep(h, x):
                h = gru(x, h, p['ex'], p['eh'], p['eb'])
                return h, h
            hT, enc = lax.scan(estep, jnp.zeros((B, Hd)), xs)
            enc = enc.swapaxes(0, 1)
            keys = enc @ p['wk']

            def dstep(h, inp):
                e, y = inp
                a = jax.nn.softmax(jnp.tanh(keys + (h @ p['wq'])[:, None]) @ p['va'], -1)
                ctx = jnp.einsum('bs,bsh->bh', a, enc)
                h = gru(jnp.concatenate([e, ctx], -1), h, p['dx'], p['dh'], p['db'])
                lp = jax.nn.log_softmax(jnp.concatenate([h, ctx], -1) @ p['out'], -1)
                return h, -jnp.take_along_axis(lp, y[:, None], -1)[:, 0]
            _, nll = lax.scan(dstep, hT, (jnp.take(p['te'], tin, axis=0).swapaxes(0, 1), tout.swapaxes(0, 1)))
            return nll.mean()
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, Ts), i32), S((B, Tt), i32), S((B, Tt), i32))


# ======================================================================
@program('palm-parallel-mqa', 'PaLM-style parallel block (attention and SwiGLU MLP from the same LayerNorm, summed), multi-query attention (1 shared k/v head) with RoPE, causal, tied embedding; 2 layers, grad')
def _():
    B, T, D, H, L, V, F = 2, 256, 512, 8, 2, 8192, 1024
    dh = D // H
    P = shapes({'emb': (V, D), 'blk': [{'g': (D,), 'wq': (D, D), 'wkv': (D, 2 * dh), 'wo': (D, D),
                                        'wi': (D, 2 * F), 'wf': (F, D)}] * L, 'gf': (D,)})

    def f(p, tok):
        cm = causal(T)

        def loss(p):
            h = jnp.take(p['emb'], tok[:, :-1], axis=0)
            for q in p['blk']:
                x = layernorm(h, q['g'], 0.0)
                qq = rope((x @ q['wq']).reshape(B, T, H, dh))
                k, v = jnp.split(x @ q['wkv'], 2, -1)
                k = rope(k[:, :, None])[:, :, 0]
                s = jnp.einsum('bthd,bsd->bhts', qq, k) / math.sqrt(dh)
                a = jax.nn.softmax(jnp.where(cm, s, -1e9), -1)
                att = jnp.einsum('bhts,bsd->bthd', a, v).reshape(B, T, D) @ q['wo']
                u, w = jnp.split(x @ q['wi'], 2, -1)
                h = h + att + (jax.nn.silu(u) * w) @ q['wf']
            return xent(layernorm(h, p['gf'], 0.0) @ p['emb'].T, tok[:, 1:])
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T + 1), i32))


# ======================================================================
@program('llama-scan-remat-master', 'LLaMA-style stack: 4 layers scanned (lax.scan over stacked params) with jax.checkpoint, bf16 compute cast from f32 master weights, RMSNorm, RoPE, SwiGLU; Adam on the masters, all donated', donate=(0, 1, 2))
def _():
    L, B, T, D, H, F, V = 4, 2, 256, 512, 8, 1408, 8192
    dh = D // H
    P = shapes({'emb': (V, D), 'lay': {'g1': (L, D), 'wq': (L, D, D), 'wk': (L, D, D), 'wv': (L, D, D), 'wo': (L, D, D),
                                       'g2': (L, D), 'w1': (L, D, F), 'w3': (L, D, F), 'w2': (L, F, D)},
                'gf': (D,), 'out': (D, V)})

    def f(p, m, v, tok):
        cm = causal(T)

        def layer(h, q):
            x = rms(h, q['g1'])
            qq = rope((x @ q['wq']).reshape(B, T, H, dh))
            kk = rope((x @ q['wk']).reshape(B, T, H, dh))
            vv = (x @ q['wv']).reshape(B, T, H, dh)
            s = jnp.einsum('bthd,bshd->bhts', qq, kk).astype(f32) / math.sqrt(dh)
            a = jax.nn.softmax(jnp.where(cm, s, -1e9), -1).astype(bf16)
            h = h + jnp.einsum('bhts,bshd->bthd', a, vv).reshape(B, T, D) @ q['wo']
            x = rms(h, q['g2'])
            return h + (jax.nn.silu(x @ q['w1']) * (x @ q['w3'])) @ q['w2'], None

        def loss(p):
            pb = jax.tree.map(lambda a: a.astype(bf16), p)
            h = jnp.take(pb['emb'], tok[:, :-1], axis=0)
            h, _ = lax.scan(jax.checkpoint(layer), h, pb['lay'])
            return xent(rms(h, pb['gf']) @ pb['out'], tok[:, 1:])
        l, g = jax.value_and_grad(loss)(p)
        p, m, v = adam(p, m, v, g)
        return p, m, v, l
    return f, (P, P, P, S((B, T + 1), i32))


# ======================================================================
@program('gpipe-microbatch-scan', 'GPipe-style pipeline emulation: 4 stages (stacked params, vmapped) x 8 microbatches, lax.scan over 11 ticks shifting a (stage, mb, D) buffer; MSE grad + SGD')
def _():
    Sg, M, mb, D, F = 4, 8, 64, 1024, 1536
    P = shapes({'w1': (Sg, D, F), 'w2': (Sg, F, D), 'g': (Sg, D)})

    def stage(q, x):
        return x + jax.nn.gelu(layernorm(x, q['g'], 0.0) @ q['w1']) @ q['w2']

    def f(p, xs, ys):
        def loss(p):
            def tick(state, xin):
                shifted = jnp.concatenate([xin[None], state[:-1]], 0)
                new = jax.vmap(stage)(p, shifted)
                return new, new[-1]
            inp = jnp.concatenate([xs, jnp.zeros((Sg - 1, mb, D))], 0)
            _, outs = lax.scan(tick, jnp.zeros((Sg, mb, D)), inp)
            return jnp.mean((outs[Sg - 1:] - ys) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((M, mb, D), f32), S((M, mb, D), f32))


# ======================================================================
@program('arcface-margin-head', 'ArcFace: MLP embedding, L2-normalised features and class centres, additive angular margin cos(theta+m) with the easy-margin threshold, scale 64, 16384-class xent, grad')
def _():
    B, Din, Hd, D, C = 256, 1024, 1024, 512, 16384
    s, m = 64.0, 0.5
    P = shapes({'w1': (Din, Hd), 'w2': (Hd, D), 'W': (D, C)})

    def f(p, x, y):
        def loss(p):
            e = normalize(jax.nn.relu(x @ p['w1']) @ p['w2'])
            cosv = jnp.clip(e @ normalize(p['W'], axis=0), -1 + 1e-7, 1 - 1e-7)
            sine = jnp.sqrt(1 - cosv * cosv)
            phi = cosv * math.cos(m) - sine * math.sin(m)
            phi = jnp.where(cosv > math.cos(math.pi - m), phi, cosv - math.sin(math.pi - m) * m)
            oh = jax.nn.one_hot(y, C, dtype=f32)
            return xent(s * (oh * phi + (1 - oh) * cosv), y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, Din), f32), S((B,), i32))


# ======================================================================
@program('siamese-charcnn-contrastive', 'Siamese char-CNN towers (embedding gather, two 1-D convs, max over time, projection) on 96 text pairs, cosine distance, Hadsell margin contrastive loss, grad')
def _():
    B, L, Vc, E, C, D = 96, 128, 128, 64, 256, 128
    P = shapes({'emb': (Vc, E), 'c1': (5, E, C), 'c2': (5, C, C), 'proj': (C, D)})

    def tower(p, t):
        h = jnp.take(p['emb'], t, axis=0)
        h = jax.nn.relu(conv1d(h, p['c1']))
        h = jax.nn.relu(conv1d(h, p['c2']))
        return h.max(1) @ p['proj']

    def f(p, a, b, y):
        def loss(p):
            za, zb = tower(p, a), tower(p, b)
            d = 1 - jnp.sum(normalize(za) * normalize(zb), -1)
            return jnp.mean(y * d ** 2 + (1 - y) * jax.nn.relu(0.5 - d) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, L), i32), S((B, L), i32), S((B,), f32))


# ======================================================================
@program('schnet-force-matching', 'SchNet: RBF-expanded edge distances with cosine cutoff, continuous-filter convs (gather x[src] * filter, segment_sum), per-molecule energy; forces = -grad wrt positions; energy+force loss grad (double backward)')
def _():
    N, E, G, F, NM, Z = 1024, 8192, 64, 128, 32, 10
    rc = 5.0
    P = shapes({'emb': (Z, F), 'it': [{'f1': (G, F), 'f2': (F, F), 'win': (F, F), 'o1': (F, F), 'o2': (F, F)}] * 3,
                'e1': (F, F // 2), 'e2': (F // 2, 1)})

    def ssp(x):
        return jax.nn.softplus(x) - math.log(2.0)

    def f(p, z, pos, src, dst, mol, Et, Ft):
        mu = jnp.linspace(0.0, rc, G)

        def energy(p, pos):
            r = pos[src] - pos[dst]
            d = jnp.sqrt(jnp.sum(r * r, -1) + 1e-9)
            rbf = jnp.exp(-10.0 * (d[:, None] - mu) ** 2)
            cut = 0.5 * (jnp.cos(math.pi * d / rc) + 1) * (d < rc)
            h = jnp.take(p['emb'], z, axis=0)
            for q in p['it']:
                W = (ssp(rbf @ q['f1']) @ q['f2']) * cut[:, None]
                msg = (h @ q['win'])[src] * W
                agg = jax.ops.segment_sum(msg, dst, N)
                h = h + ssp(agg @ q['o1']) @ q['o2']
            ea = ssp(h @ p['e1']) @ p['e2']
            return jax.ops.segment_sum(ea[:, 0], mol, NM)

        def loss(p):
            En, vjp = jax.vjp(lambda x: energy(p, x), pos)
            forces = -vjp(jnp.ones_like(En))[0]
            return jnp.mean((En - Et) ** 2) + 10.0 * jnp.mean((forces - Ft) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((N,), i32), S((N, 3), f32), S((E,), i32), S((E,), i32), S((N,), i32), S((NM,), f32), S((N, 3), f32))


# ======================================================================
@program('egnn-dense-pairs', 'E(n)-equivariant GNN on dense 64-node graphs (B=4): edge MLP on (h_i, h_j, |x_i-x_j|^2), attention gate, coordinate update by sum of (x_i-x_j)*phi_x, node MLP; 3 layers, energy + position MSE grad')
def _():
    B, N, F, Hm, L = 4, 64, 64, 64, 3
    P = shapes({'lay': [{'ea': (F, Hm), 'eb': (F, Hm), 'ed': (Hm,), 'e2': (Hm, Hm), 'att': (Hm, 1),
                         'x1': (Hm, Hm), 'x2': (Hm, 1), 'n1': (F + Hm, F), 'n2': (F, F)}] * L, 'out': (F, 1)})

    def f(p, h, x, yE, yx):
        off = 1.0 - jnp.eye(N)

        def loss(p):
            hh, xx = h, x
            for q in p['lay']:
                diff = xx[:, :, None] - xx[:, None, :]
                d2 = jnp.sum(diff * diff, -1, keepdims=True)
                m = jax.nn.silu((hh @ q['ea'])[:, :, None] + (hh @ q['eb'])[:, None, :] + d2 * q['ed'])
                m = jax.nn.silu(m @ q['e2'])
                m = m * jax.nn.sigmoid(m @ q['att']) * off[None, :, :, None]
                xx = xx + jnp.mean(diff * (jax.nn.silu(m @ q['x1']) @ q['x2']), 2)
                agg = m.sum(2)
                hh = hh + jax.nn.silu(jnp.concatenate([hh, agg], -1) @ q['n1']) @ q['n2']
            E = (hh @ p['out'])[..., 0].sum(1)
            return jnp.mean((E - yE) ** 2) + jnp.mean((xx - yx) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, N, F), f32), S((B, N, 3), f32), S((B,), f32), S((B, N, 3), f32))


# ======================================================================
@program('kalman-filter-nll', 'linear-Gaussian state space (16-d state, 8-d obs): Kalman filter lax.scan over 256 steps for 64 series, Cholesky of innovation covariance, triangular solves, log-likelihood grad wrt A, Q, C, R')
def _():
    Bs, T, Nx, Ny = 64, 256, 16, 8
    P = shapes({'A': (Nx, Nx), 'Lq': (Nx, Nx), 'C': (Ny, Nx), 'Lr': (Ny, Ny)})
    from jax.scipy.linalg import solve_triangular

    def f(p, ys):
        def loss(p):
            Q = p['Lq'] @ p['Lq'].T + 1e-3 * jnp.eye(Nx)
            R = p['Lr'] @ p['Lr'].T + 1e-3 * jnp.eye(Ny)
            A, C = p['A'], p['C']

            def step(carry, y):
                mu, Pc = carry
                mu = mu @ A.T
                Pc = A @ Pc @ A.T + Q
                CP = C @ Pc
                Sm = CP @ C.T + R
                Lc = jnp.linalg.cholesky(Sm)
                r = y - mu @ C.T
                a = solve_triangular(Lc, r[..., None], lower=True)[..., 0]
                W = solve_triangular(Lc, CP, lower=True)
                Kt = solve_triangular(jnp.swapaxes(Lc, -1, -2), W, lower=False)
                ll = -0.5 * jnp.sum(a * a, -1) - jnp.sum(jnp.log(jnp.diagonal(Lc, axis1=-2, axis2=-1)), -1)
                mu = mu + jnp.einsum('bxy,by->bx', jnp.swapaxes(Kt, -1, -2), r)
                Pc = Pc - jnp.swapaxes(Kt, -1, -2) @ CP
                return (mu, Pc), ll
            init = (jnp.zeros((Bs, Nx)), jnp.broadcast_to(jnp.eye(Nx), (Bs, Nx, Nx)))
            _, lls = lax.scan(step, init, ys)
            return -jnp.mean(lls)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g, 1e-3), l
    return f, (P, S((T, Bs, Ny), f32))


# ======================================================================
@program('particle-filter-resample', 'bootstrap particle filter: 16 filters x 4096 particles (vmap), 32-step lax.scan with jax.random propagation, log-mean-exp likelihood, systematic resampling by jnp.searchsorted on the weight CDF + gather; grad wrt dynamics')
def _():
    Nf, Np, T, Dx = 16, 4096, 32, 4
    P = shapes({'A': (Dx, Dx), 'lq': (), 'lr': (), 'c': (Dx,)})

    def f(p, ys, key):
        def one(p, ys, key):
            def step(carry, inp):
                x, acc = carry
                y, k = inp
                k1, k2 = jax.random.split(k)
                x = x @ p['A'].T + jnp.exp(p['lq']) * jax.random.normal(k1, (Np, Dx))
                lw = -0.5 * ((y - x @ p['c']) / jnp.exp(p['lr'])) ** 2 - p['lr']
                mx = lax.stop_gradient(lw.max())
                w = jnp.exp(lw - mx)
                ll = mx + jnp.log(jnp.mean(w))
                cdf = lax.stop_gradient(jnp.cumsum(w) / jnp.sum(w))
                u = (jnp.arange(Np) + jax.random.uniform(k2)) / Np
                idx = jnp.minimum(jnp.searchsorted(cdf, u), Np - 1)
                return (x[idx], acc + ll), None
            (_, ll), _ = lax.scan(step, (jnp.zeros((Np, Dx)), 0.0), (ys, jax.random.split(key, T)))
            return ll

        def loss(p):
            return -jnp.mean(jax.vmap(one, in_axes=(None, 0, 0))(p, ys, jax.random.split(key, Nf)))
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((Nf, T), f32), KEY)


# ======================================================================
@program('pca-svd-whiten', 'PCA by thin jnp.linalg.svd of a centred 8192x512 matrix: top-64 components, whitened scores, reconstruction error, explained-variance ratio (forward only)')
def _():
    N, Dd, k = 8192, 512, 64

    def f(X):
        mu = X.mean(0)
        Xc = X - mu
        U, s, Vt = jnp.linalg.svd(Xc, full_matrices=False)
        V = Vt[:k]
        Z = Xc @ V.T / s[:k] * math.sqrt(N - 1)
        rec = (Z * s[:k] / math.sqrt(N - 1)) @ V + mu
        ev = s ** 2
        return Z, V, jnp.mean((X - rec) ** 2), ev[:k].sum() / ev.sum()
    return f, (S((N, Dd), f32),)


# ======================================================================
@program('speculative-verify', 'speculative decoding verification: 2-layer target transformer scores 192 context + 8 draft tokens, p/q acceptance with uniform draws, first rejection via cumprod, residual max(p-q,0) resample (forward only)')
def _():
    B, T, K, D, H, L, V = 8, 192, 8, 512, 8, 2, 16000
    P = shapes({'emb': (V, D), 'blk': [block_p(D, 4 * D)] * L, 'gf': (D,), 'bf': (D,), 'out': (D, V)})

    def f(p, tok, qd, key):
        Tt = T + K
        h = jnp.take(p['emb'], tok, axis=0)
        for q in p['blk']:
            h = block(q, h, H, mask=causal(Tt))
        lg = layernorm(h[:, T - 1:], p['gf'], p['bf']) @ p['out']
        pr = jax.nn.softmax(lg / 0.8, -1)
        draft = tok[:, T:]
        pt = jnp.take_along_axis(pr[:, :K], draft[..., None], -1)[..., 0]
        qt = jnp.take_along_axis(qd, draft[..., None], -1)[..., 0]
        k1, k2 = jax.random.split(key)
        acc = jax.random.uniform(k1, (B, K)) < jnp.minimum(1.0, pt / qt)
        nacc = jnp.sum(jnp.cumprod(acc.astype(i32), -1), -1)
        res = jnp.maximum(pr[:, :K] - qd, 0.0)
        res = res / (res.sum(-1, keepdims=True) + 1e-9)
        pick = jnp.minimum(nacc, K - 1)
        pn = jnp.where((nacc == K)[:, None], pr[:, K], jnp.take_along_axis(res, pick[:, None, None], 1)[:, 0])
        nxt = jax.random.categorical(k2, jnp.log(pn + 1e-20), -1)
        return nacc, nxt
    return f, (P, S((B, T + K), i32), S((B, K, V), f32), KEY)


# ======================================================================
@program('stft-mel-cnn', 'audio front end in the step: 2 s waveforms framed by a gather (198x400), Hann window, rfft n=512, power, 257x64 mel matmul, log + per-utterance norm, then a strided 2-D CNN keyword classifier grad')
def _():
    B, Ns, win, hop, nfft, M, K = 16, 32000, 400, 160, 512, 64, 35
    nfr = 1 + (Ns - win) // hop
    P = shapes({'c1': (3, 3, 1, 32), 'c2': (3, 3, 32, 64), 'c3': (3, 3, 64, 128), 'fc': (128, K)})

    def f(p, wav, melfb, y):
        idx = jnp.arange(nfr)[:, None] * hop + jnp.arange(win)[None]
        hann = 0.5 - 0.5 * jnp.cos(2 * math.pi * jnp.arange(win) / win)
        fr = wav[:, idx] * hann
        spec = jnp.fft.rfft(fr, n=nfft)
        pw = jnp.real(spec) ** 2 + jnp.imag(spec) ** 2
        lm = jnp.log(pw @ melfb + 1e-6)
        lm = (lm - lm.mean((1, 2), keepdims=True)) / (lm.std((1, 2), keepdims=True) + 1e-5)
        x = lm[..., None]

        def loss(p):
            h = jax.nn.relu(conv(x, p['c1']))
            h = jax.nn.relu(conv(h, p['c2'], stride=2))
            h = jax.nn.relu(conv(h, p['c3'], stride=2))
            return xent(h.mean((1, 2)) @ p['fc'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, Ns), f32), S((nfft // 2 + 1, M), f32), S((B,), i32))


# ======================================================================
@program('edsr-pixel-shuffle', 'EDSR super-resolution x4: 8 residual blocks (conv-ReLU-conv, 0.1 residual scaling) at 48x48, two conv + pixel-shuffle (depth_to_space by reshape/transpose) x2 stages, L1 loss, grad')
def _():
    B, R, C = 4, 48, 64
    P = shapes({'head': (3, 3, 3, C), 'rb': [{'a': (3, 3, C, C), 'b': (3, 3, C, C)}] * 8, 'body': (3, 3, C, C),
                'u1': (3, 3, C, 4 * C), 'u2': (3, 3, C, 4 * 32), 'tail': (3, 3, 32, 3)})

    def shuffle(x, r=2):
        Bb, Hh, Ww, Cc = x.shape
        c = Cc // (r * r)
        return x.reshape(Bb, Hh, Ww, r, r, c).transpose(0, 1, 3, 2, 4, 5).reshape(Bb, Hh * r, Ww * r, c)

    def f(p, lr, hr):
        def loss(p):
            h0 = conv(lr, p['head'])
            h = h0
            for q in p['rb']:
                h = h + 0.1 * conv(jax.nn.relu(conv(h, q['a'])), q['b'])
            h = conv(h, p['body']) + h0
            h = shuffle(conv(h, p['u1']))
            h = shuffle(conv(h, p['u2']))
            return jnp.mean(jnp.abs(conv(h, p['tail']) - hr))
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, R, R, 3), f32), S((B, 4 * R, 4 * R, 3), f32))


# ======================================================================
@program('film-question-cnn', 'FiLM visual reasoning: question bag-of-embeddings MLP predicts per-block gamma/beta, 4 residual conv blocks with batch-stat norm + FiLM + coordinate channels, max-pool classifier over 28 answers, grad')
def _():
    B, R, Cin, C, Lq, Vq, E, nr, A = 32, 16, 64, 128, 24, 2000, 256, 4, 28
    P = shapes({'qe': (Vq, E), 'q1': (E, 512), 'q2': (512, nr * 2 * C), 'stem': (1, 1, Cin + 2, C),
                'rb': [{'w1': (1, 1, C + 2, C), 'w2': (3, 3, C, C)}] * nr, 'cls': (1, 1, C, 512), 'fc': (512, A)})

    def f(p, img, qtok, y):
        lin = jnp.linspace(-1, 1, R)
        coord = jnp.broadcast_to(jnp.stack(jnp.meshgrid(lin, lin, indexing='ij'), -1), (B, R, R, 2))

        def loss(p):
            qv = jnp.take(p['qe'], qtok, axis=0).mean(1)
            film = (jax.nn.relu(qv @ p['q1']) @ p['q2']).reshape(B, nr, 2, C)
            h = jax.nn.relu(conv(jnp.concatenate([img, coord], -1), p['stem']))
            for i, q in enumerate(p['rb']):
                h1 = jax.nn.relu(conv(jnp.concatenate([h, coord], -1), q['w1']))
                h2 = conv(h1, q['w2'])
                h2 = (h2 - h2.mean((0, 1, 2))) * lax.rsqrt(h2.var((0, 1, 2)) + 1e-5)
                h2 = (1 + film[:, i, 0, None, None]) * h2 + film[:, i, 1, None, None]
                h = h1 + jax.nn.relu(h2)
            z = conv(h, p['cls']).max((1, 2))
            return xent(jax.nn.relu(z) @ p['fc'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, R, R, Cin), f32), S((B, Lq), i32), S((B,), i32))


# ======================================================================
@program('moe-expert-choice', 'expert-choice MoE: 4096 tokens, 16 experts each pick their top-512 tokens (lax.top_k over the transposed router), gather, batched expert FFN einsum, weighted scatter-add back, LN + MSE grad')
def _():
    N, D, F, E = 4096, 512, 1024, 16
    C = N * 2 // E
    P = shapes({'wr': (D, E), 'w1': (E, D, F), 'w2': (E, F, D), 'g': (D,), 'b': (D,)})

    def f(p, x, y):
        def loss(p):
            xn = layernorm(x, p['g'], p['b'])
            router = jax.nn.softmax(xn @ p['wr'], -1)
            gv, idx = lax.top_k(router.T, C)
            xin = jnp.take(xn, idx, axis=0)
            h = jax.nn.gelu(jnp.einsum('ecd,edf->ecf', xin, p['w1']))
            out = jnp.einsum('ecf,efd->ecd', h, p['w2']) * gv[..., None]
            yo = jnp.zeros((N, D)).at[idx.reshape(-1)].add(out.reshape(-1, D))
            return jnp.mean((x + yo - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((N, D), f32), S((N, D), f32))


# ======================================================================
@program('int4-groupwise-dequant', 'int4 weight-only inference: nibble-packed uint8 weights unpacked by shift/mask, minus 8, bf16 group-wise (128-row) scales, 4 residual bf16 SwiGLU-free MLP layers over 64 tokens (forward only)')
def _():
    L, B, D, Gs = 4, 64, 2048, 128

    def deq(wp, sc):
        lo = (wp & 0xF).astype(i32) - 8
        hi = (wp >> 4).astype(i32) - 8
        w = jnp.stack([lo, hi], 1).reshape(D, D).astype(bf16)
        return (w.reshape(D // Gs, Gs, D) * sc[:, None]).reshape(D, D)

    def f(wa, sa, wb, sb, g, x):
        for l in range(L):
            h = rms(x, g[l])
            h = jax.nn.gelu(h @ deq(wa[l], sa[l]))
            x = x + h @ deq(wb[l], sb[l])
        return x
    return f, (S((L, D // 2, D), u8), S((L, D // Gs, D), bf16), S((L, D // 2, D), u8), S((L, D // Gs, D), bf16),
               S((L, D), bf16), S((B, D), bf16))


# ======================================================================
@program('fp8-delayed-scaling', 'simulated FP8 training: activations and weights quantise-dequantised through float8_e4m3fn with per-tensor scales from a 16-step amax history (straight-through), bf16 matmuls, amax history roll; 3-layer MLP grad + SGD')
def _():
    L, B, D, F = 3, 1024, 1024, 2048
    FMAX = 448.0
    P = shapes({'w1': [(D, F)] * L, 'w2': [(F, D)] * L})

    def qdq(x, hist):
        sc = FMAX / jnp.maximum(hist.max(), 1e-6)
        q = (jnp.clip(x * sc, -FMAX, FMAX).astype(jnp.float8_e4m3fn)).astype(bf16) / sc.astype(bf16)
        return x.astype(bf16) + lax.stop_gradient(q - x.astype(bf16))

    def f(p, hist, x, y):
        def loss(p):
            h = x
            am = []
            for l in range(L):
                am += [jnp.abs(h).max(), jnp.abs(p['w1'][l]).max()]
                u = jnp.dot(qdq(h, hist[l, 0]), qdq(p['w1'][l], hist[l, 1]), preferred_element_type=f32)
                u = jax.nn.gelu(u)
                am += [jnp.abs(u).max(), jnp.abs(p['w2'][l]).max()]
                h = h + jnp.dot(qdq(u, hist[l, 2]), qdq(p['w2'][l], hist[l, 3]), preferred_element_type=f32)
            return jnp.mean((h - y) ** 2), jnp.stack(am).reshape(L, 4)
        (l, am), g = jax.value_and_grad(loss, has_aux=True)(p)
        hist = jnp.concatenate([lax.stop_gradient(am)[..., None], hist[..., :-1]], -1)
        return sgd(p, g), hist, l
    return f, (P, S((L, 4, 16), f32), S((B, D), f32), S((B, D), f32))


# ======================================================================
@program('causal-linear-attn-cumsum', 'causal linear-attention transformer (elu+1 features): running k^T v state by jnp.cumsum over time of (B,T,H,32,32) outer products, normaliser cumsum; 2 layers, LM xent grad')
def _():
    B, T, D, H, V = 2, 384, 256, 8, 4096
    dh = D // H
    P = shapes({'emb': (V, D), 'blk': [{'a': attn_p(D), 'm': mlp_p(D, 4 * D), 'g1': (D,), 'g2': (D,)}] * 2, 'out': (D, V)})

    def f(p, tok):
        def loss(p):
            h = jnp.take(p['emb'], tok[:, :-1], axis=0)
            for q in p['blk']:
                x = rms(h, q['g1'])
                qf = jax.nn.elu((x @ q['a']['q']).reshape(B, T, H, dh)) + 1
                kf = jax.nn.elu((x @ q['a']['k']).reshape(B, T, H, dh)) + 1
                v = (x @ q['a']['v']).reshape(B, T, H, dh)
                kv = jnp.cumsum(jnp.einsum('bthd,bthe->bthde', kf, v), 1)
                num = jnp.einsum('bthd,bthde->bthe', qf, kv)
                den = jnp.einsum('bthd,bthd->bth', qf, jnp.cumsum(kf, 1))[..., None]
                h = h + (num / (den + 1e-6)).reshape(B, T, D) @ q['a']['o']
                h = h + mlp(q['m'], rms(h, q['g2']))
            return xent(h @ p['out'], tok[:, 1:])
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T + 1), i32))


# ======================================================================
@program('remat-save-names', '4-layer transformer LM whose blocks are jax.checkpoint(policy=save_only_these_names) with checkpoint_name on q/k/v and the MLP input projection only, grad + SGD')
def _():
    from jax.ad_checkpoint import checkpoint_name
    B, T, D, H, L, V = 2, 128, 512, 8, 4, 8192
    dh = D // H
    P = shapes({'emb': (V, D), 'blk': [block_p(D, 4 * D)] * L, 'out': (D, V)})
    pol = jax.checkpoint_policies.save_only_these_names('q', 'k', 'v', 'mlp_in')

    def blk(q, h):
        hn = layernorm(h, q['g1'], q['b1'])
        qq = checkpoint_name(hn @ q['a']['q'], 'q').reshape(B, T, H, dh)
        kk = checkpoint_name(hn @ q['a']['k'], 'k').reshape(B, T, H, dh)
        vv = checkpoint_name(hn @ q['a']['v'], 'v').reshape(B, T, H, dh)
        s = jnp.einsum('bthd,bshd->bhts', qq, kk) / math.sqrt(dh)
        a = jax.nn.softmax(jnp.where(causal(T), s, -1e9), -1)
        h = h + jnp.einsum('bhts,bshd->bthd', a, vv).reshape(B, T, D) @ q['a']['o']
        u = checkpoint_name(layernorm(h, q['g2'], q['b2']) @ q['m']['w1'], 'mlp_in')
        return h + jax.nn.gelu(u) @ q['m']['w2']

    def f(p, tok):
        def loss(p):
            h = jnp.take(p['emb'], tok[:, :-1], axis=0)
            for q in p['blk']:
                h = jax.checkpoint(blk, policy=pol)(q, h)
            return xent(h @ p['out'], tok[:, 1:])
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T + 1), i32))


# ======================================================================
@program('dann-grad-reversal', 'domain-adversarial training: custom_vjp gradient-reversal layer, shared strided CNN features for source and target batches, label head on source, domain MLP on reversed features, grad + SGD')
def _():
    B = 128

    @jax.custom_vjp
    def grl(x, lam):
        return x

    def grl_fwd(x, lam):
        return x, lam

    def grl_bwd(lam, g):
        return (-lam * g, jnp.zeros_like(lam))
    grl.defvjp(grl_fwd, grl_bwd)
    P = shapes({'c1': (5, 5, 3, 64), 'c2': (5, 5, 64, 128), 'c3': (3, 3, 128, 256), 'cls': (256, 10),
                'd1': (256, 512), 'd2': (512, 1)})

    def feat(p, x):
        h = jax.nn.relu(conv(x, p['c1'], stride=2))
        h = jax.nn.relu(conv(h, p['c2'], stride=2))
        return jax.nn.relu(conv(h, p['c3'], stride=2)).mean((1, 2))

    def f(p, xs, ys, xt, lam):
        def loss(p):
            fs, ft = feat(p, xs), feat(p, xt)
            lc = xent(fs @ p['cls'], ys)
            fr = grl(jnp.concatenate([fs, ft], 0), lam)
            dl = (jax.nn.relu(fr @ p['d1']) @ p['d2'])[:, 0]
            dom = jnp.concatenate([jnp.zeros(B), jnp.ones(B)])
            ld = jnp.mean(jax.nn.softplus(dl) - dom * dl)
            return lc + ld
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, 32, 32, 3), f32), S((B,), i32), S((B, 32, 32, 3), f32), S((), f32))


# ======================================================================
@program('bnn-sign-ste', 'binarised MLP (XNOR-Net scaling): custom_vjp sign with a clipped straight-through estimator for weights and activations, batch-stat norm, 784-2048-2048-2048-10, grad + SGD + latent weight clip')
def _():
    B = 512
    dims = [784, 2048, 2048, 2048]

    @jax.custom_vjp
    def sgn(x):
        return jnp.where(x >= 0, 1.0, -1.0).astype(x.dtype)

    def sgn_fwd(x):
        return sgn(x), x

    def sgn_bwd(x, g):
        return (g * (jnp.abs(x) <= 1).astype(g.dtype),)
    sgn.defvjp(sgn_fwd, sgn_bwd)
    P = shapes({'w': [(dims[i], dims[i + 1]) for i in range(3)], 'out': (2048, 10),
                'g': [(2048,)] * 3, 'b': [(2048,)] * 3})

    def f(p, x, y):
        def loss(p):
            h = x
            for i in range(3):
                a = h if i == 0 else sgn(h)
                wb = sgn(p['w'][i]) * jnp.mean(jnp.abs(p['w'][i]), 0)
                h = a @ wb
                h = (h - h.mean(0)) * lax.rsqrt(h.var(0) + 1e-5) * p['g'][i] + p['b'][i]
            return xent(jnp.clip(h, -1, 1) @ p['out'], y)
        l, g = jax.value_and_grad(loss)(p)
        p = sgd(p, g)
        p['w'] = [jnp.clip(w, -1, 1) for w in p['w']]
        return p, l
    return f, (P, S((B, 784), f32), S((B,), i32))


# ======================================================================
@program('set-transformer-isab', 'Set Transformer on 1024-point sets: 2 induced set attention blocks (32 inducing points, MAB = LN(X + MHA) then LN(H + rFF)), PMA pooling with 1 seed, 40-way classifier grad')
def _():
    B, N, Din, D, H, m, C = 4, 1024, 3, 128, 4, 32, 40
    mab = {'a': attn_p(D), 'f': mlp_p(D, D), 'g1': (D,), 'b1': (D,), 'g2': (D,), 'b2': (D,)}
    P = shapes({'inp': (Din, D), 'I': [(m, D)] * 2, 'isab': [[mab, mab]] * 2, 'S': (1, D), 'pf': mlp_p(D, D),
                'pma': mab, 'out': (D, C)})

    def MAB(q, X, Y):
        Hh = layernorm(X + mha(q['a'], X, Y, H), q['g1'], q['b1'])
        return layernorm(Hh + mlp(q['f'], Hh), q['g2'], q['b2'])

    def f(p, x, y):
        def loss(p):
            h = x @ p['inp']
            for i in range(2):
                Ib = jnp.broadcast_to(p['I'][i], (B, m, D))
                Hh = MAB(p['isab'][i][0], Ib, h)
                h = MAB(p['isab'][i][1], h, Hh)
            z = MAB(p['pma'], jnp.broadcast_to(p['S'], (B, 1, D)), mlp(p['pf'], h))
            return xent(z[:, 0] @ p['out'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, N, Din), f32), S((B,), i32))


# ======================================================================
@program('mdn-mixture-nll', 'mixture density network: 3-layer tanh MLP over 8192 samples predicts 32 2-D diagonal Gaussians (logits, means, log-sigmas), NLL by logsumexp over components, Adam')
def _():
    B, Din, Hd, K, Dy = 8192, 32, 512, 32, 2
    P = shapes({'w1': (Din, Hd), 'w2': (Hd, Hd), 'w3': (Hd, Hd), 'pi': (Hd, K), 'mu': (Hd, K * Dy), 'ls': (Hd, K * Dy)})

    def f(p, m, v, x, y):
        def loss(p):
            h = jnp.tanh(jnp.tanh(jnp.tanh(x @ p['w1']) @ p['w2']) @ p['w3'])
            lpi = jax.nn.log_softmax(h @ p['pi'], -1)
            mu = (h @ p['mu']).reshape(B, K, Dy)
            ls = jnp.clip((h @ p['ls']).reshape(B, K, Dy), -7, 7)
            z = (y[:, None] - mu) * jnp.exp(-ls)
            lN = -0.5 * jnp.sum(z * z, -1) - jnp.sum(ls, -1) - Dy * 0.5 * math.log(2 * math.pi)
            return -jnp.mean(jax.nn.logsumexp(lpi + lN, -1))
        l, g = jax.value_and_grad(loss)(p)
        p, m, v = adam(p, m, v, g)
        return p, m, v, l
    return f, (P, P, P, S((B, Din), f32), S((B, Dy), f32))


# ======================================================================
@program('glow-invconv-slogdet', 'Glow: squeeze 64x64x3 to 32x32x12, 3 flow steps of actnorm, invertible 1x1 conv (einsum + jnp.linalg.slogdet log-det), affine coupling with a conv net; Gaussian prior NLL in bits/dim, grad')
def _():
    B, R, C, Hc, K = 16, 64, 12, 128, 3
    P = shapes({'st': [{'an_b': (C,), 'an_s': (C,), 'W': (C, C), 'c1': (3, 3, C // 2, Hc), 'c2': (1, 1, Hc, Hc),
                        'c3': (3, 3, Hc, C)}] * K})

    def f(p, x):
        Hh = R // 2
        z = x.reshape(B, Hh, 2, Hh, 2, 3).transpose(0, 1, 3, 2, 4, 5).reshape(B, Hh, Hh, C)

        def loss(p):
            h, ld = z, 0.0
            for q in p['st']:
                h = (h + q['an_b']) * jnp.exp(q['an_s'])
                ld = ld + Hh * Hh * jnp.sum(q['an_s'])
                h = jnp.einsum('bhwc,cd->bhwd', h, q['W'])
                ld = ld + Hh * Hh * jnp.linalg.slogdet(q['W'])[1]
                xa, xb = jnp.split(h, 2, -1)
                t = conv(jax.nn.relu(conv(jax.nn.relu(conv(xa, q['c1'])), q['c2'])), q['c3'])
                s = jax.nn.sigmoid(t[..., :C // 2] + 2.0)
                xb = (xb + t[..., C // 2:]) * s
                ld = ld + jnp.sum(jnp.log(s), (1, 2, 3))
                h = jnp.concatenate([xa, xb], -1)
            lp = -0.5 * jnp.sum(h * h, (1, 2, 3)) - 0.5 * math.log(2 * math.pi) * Hh * Hh * C
            return -jnp.mean(lp + ld) / (R * R * 3 * math.log(2.0))
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, R, R, 3), f32))


# ======================================================================
@program('pinn-laplacian-hessian', 'physics-informed net for a 2-D Poisson problem: 4-layer tanh MLP u(x,y), Laplacian by trace of jax.hessian vmapped over 3072 collocation points, boundary MSE, grad (third-order) + Adam')
def _():
    Nc, Nb, W = 3072, 1024, 128
    P = shapes({'w': [(2, W), (W, W), (W, W), (W, W)], 'b': [(W,)] * 4, 'wo': (W, 1)})

    def u(p, z):
        h = z
        for w, b in zip(p['w'], p['b']):
            h = jnp.tanh(h @ w + b)
        return (h @ p['wo'])[0]

    def f(p, m, v, xc, xb, gb):
        src = -2 * math.pi ** 2 * jnp.sin(math.pi * xc[:, 0]) * jnp.sin(math.pi * xc[:, 1])

        def loss(p):
            lap = jax.vmap(lambda z: jnp.trace(jax.hessian(u, argnums=1)(p, z)))(xc)
            ub = jax.vmap(u, in_axes=(None, 0))(p, xb)
            return jnp.mean((lap - src) ** 2) + 10.0 * jnp.mean((ub - gb) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        p, m, v = adam(p, m, v, g)
        return p, m, v, l
    return f, (P, P, P, S((Nc, 2), f32), S((Nb, 2), f32), S((Nb,), f32))


# ======================================================================
@program('transformer-xl-memory', 'Transformer-XL segment recurrence: per-layer 192-token memory (stop_gradient) concatenated as extra keys/values, causal-with-memory mask, new memories returned; 2 layers, LM xent grad')
def _():
    B, T, M, D, H, L, V = 2, 192, 192, 512, 8, 2, 8192
    P = shapes({'emb': (V, D), 'blk': [block_p(D, 4 * D)] * L, 'out': (D, V)})

    def f(p, mems, tok):
        i = jnp.arange(T)[:, None]
        j = jnp.arange(M + T)[None]
        mask = (j < M) | (j - M <= i)

        def loss(p):
            h = jnp.take(p['emb'], tok[:, :-1], axis=0)
            new = []
            for l, q in enumerate(p['blk']):
                new.append(lax.stop_gradient(h))
                hn = layernorm(h, q['g1'], q['b1'])
                kv = jnp.concatenate([lax.stop_gradient(mems[l]), hn], 1)
                h = h + mha(q['a'], hn, kv, H, mask=mask)
                h = h + mlp(q['m'], layernorm(h, q['g2'], q['b2']))
            return xent(h @ p['out'], tok[:, 1:]), jnp.stack(new)
        (l, nm), g = jax.value_and_grad(loss, has_aux=True)(p)
        return sgd(p, g), nm, l
    return f, (P, S((L, B, M, D), f32), S((B, T + 1), i32))


# ======================================================================
@program('flash-attn-scan-online', 'blockwise (flash-style) causal attention in pure JAX: lax.scan over 8 key/value blocks of 128 with online-softmax running max/sum, checkpointed body; 1024 tokens, 8 heads, block + MLP, MSE grad')
def _():
    B, T, D, H, Bk = 2, 1024, 512, 8, 128
    dh = D // H
    nb = T // Bk
    P = shapes({'a': attn_p(D), 'm': mlp_p(D, 4 * D), 'g1': (D,), 'g2': (D,)})

    def f(p, x, y):
        tpos = jnp.arange(T)

        def loss(p):
            hn = rms(x, p['g1'])
            q = (hn @ p['a']['q']).reshape(B, T, H, dh) / math.sqrt(dh)
            k = (hn @ p['a']['k']).reshape(B, nb, Bk, H, dh).transpose(1, 0, 2, 3, 4)
            v = (hn @ p['a']['v']).reshape(B, nb, Bk, H, dh).transpose(1, 0, 2, 3, 4)

            def body(carry, inp):
                o, mx, sm = carry
                kb, vb, j = inp
                s = jnp.einsum('bthd,bshd->bhts', q, kb)
                s = jnp.where(tpos[:, None] >= j * Bk + jnp.arange(Bk)[None], s, -1e30)
                mn = jnp.maximum(mx, s.max(-1))
                pe = jnp.exp(s - mn[..., None])
                corr = jnp.exp(mx - mn)
                sm = sm * corr + pe.sum(-1)
                o = o * corr.transpose(0, 2, 1)[..., None] + jnp.einsum('bhts,bshd->bthd', pe, vb)
                return (o, mn, sm), None
            init = (jnp.zeros((B, T, H, dh)), jnp.full((B, H, T), -1e30), jnp.zeros((B, H, T)))
            (o, _, sm), _ = lax.scan(jax.checkpoint(body), init, (k, v, jnp.arange(nb)))
            o = o / sm.transpose(0, 2, 1)[..., None]
            h = x + o.reshape(B, T, D) @ p['a']['o']
            h = h + mlp(p['m'], rms(h, p['g2']))
            return jnp.mean((h - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, D), f32), S((B, T, D), f32))


# ======================================================================
@program('conformer-block', 'Conformer (2 blocks): macaron half-step FFNs, MHSA, conv module (pointwise GLU, depthwise 1-D conv k=31, batch norm, swish, pointwise), final LN; frame-level 512-way xent grad')
def _():
    B, T, D, H, K, C = 2, 384, 256, 4, 31, 512
    cb = {'f1': mlp_p(D, 4 * D), 'f2': mlp_p(D, 4 * D), 'a': attn_p(D), 'pw1': (D, 2 * D), 'dw': (K, 1, D),
          'bg': (D,), 'bb': (D,), 'pw2': (D, D), 'g': [(D,)] * 5, 'b': [(D,)] * 5}
    P = shapes({'inp': (80, D), 'blk': [cb] * 2, 'out': (D, C)})

    def ffn(q, x, g, b):
        return jax.nn.silu(layernorm(x, g, b) @ q['w1']) @ q['w2']

    def f(p, x, y):
        def loss(p):
            h = x @ p['inp']
            for q in p['blk']:
                h = h + 0.5 * ffn(q['f1'], h, q['g'][0], q['b'][0])
                hn = layernorm(h, q['g'][1], q['b'][1])
                h = h + mha(q['a'], hn, hn, H)
                c = jax.nn.glu(layernorm(h, q['g'][2], q['b'][2]) @ q['pw1'], -1)
                c = conv1d(c, q['dw'], groups=D)
                c = (c - c.mean((0, 1))) * lax.rsqrt(c.var((0, 1)) + 1e-5) * q['bg'] + q['bb']
                h = h + jax.nn.silu(c) @ q['pw2']
                h = h + 0.5 * ffn(q['f2'], h, q['g'][3], q['b'][3])
                h = layernorm(h, q['g'][4], q['b'][4])
            return xent(h @ p['out'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, 80), f32), S((B, T), i32))


# ======================================================================
@program('sparsemax-attention', 'sparsemax attention (sort descending, cumsum, support size, threshold tau) in place of softmax over (2,8,256,256) scores, 2 blocks, MSE grad through the sort')
def _():
    B, T, D, H = 2, 256, 512, 8
    dh = D // H

    def sparsemax(z):
        n = z.shape[-1]
        zs = -jnp.sort(-z, -1)
        k = jnp.arange(1, n + 1, dtype=z.dtype)
        cs = jnp.cumsum(zs, -1)
        ks = jnp.sum((1 + k * zs > cs).astype(i32), -1, keepdims=True)
        tau = (jnp.take_along_axis(cs, ks - 1, -1) - 1) / ks.astype(z.dtype)
        return jnp.maximum(z - tau, 0)
    P = shapes({'blk': [block_p(D, 4 * D)] * 2})

    def f(p, x, y):
        def loss(p):
            h = x
            for q in p['blk']:
                hn = layernorm(h, q['g1'], q['b1'])
                qq = (hn @ q['a']['q']).reshape(B, T, H, dh)
                kk = (hn @ q['a']['k']).reshape(B, T, H, dh)
                vv = (hn @ q['a']['v']).reshape(B, T, H, dh)
                a = sparsemax(jnp.einsum('bthd,bshd->bhts', qq, kk) / math.sqrt(dh))
                h = h + jnp.einsum('bhts,bshd->bthd', a, vv).reshape(B, T, D) @ q['a']['o']
                h = h + mlp(q['m'], layernorm(h, q['g2'], q['b2']))
            return jnp.mean((h - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, D), f32), S((B, T, D), f32))


# ======================================================================
@program('graphsage-segment-max', 'GraphSAGE with pool + mean aggregators: relu(W h[src]) max-reduced by segment_max into dst, mean via segment_sum / degree, concat with self, L2-normalise; 2 layers on 8192 nodes / 65536 edges, masked node xent grad')
def _():
    N, E, Din, D, C = 8192, 65536, 128, 64, 40
    P = shapes({'l': [{'wp': (Din if i == 0 else D, D), 'w': ((Din if i == 0 else D) * 2 + D, D)} for i in range(2)],
                'out': (D, C)})

    def f(p, x, src, dst, y, lab):
        deg = jnp.maximum(jax.ops.segment_sum(jnp.ones(E), dst, N), 1.0)

        def loss(p):
            h = x
            for q in p['l']:
                hs = h[src]
                pooled = jnp.maximum(jax.ops.segment_max(jax.nn.relu(hs @ q['wp']), dst, N), 0.0)
                mean = jax.ops.segment_sum(hs, dst, N) / deg[:, None]
                h = normalize(jax.nn.relu(jnp.concatenate([h, pooled, mean], -1) @ q['w']))
            lp = jax.nn.log_softmax(h @ p['out'], -1)
            nll = -jnp.take_along_axis(lp, y[:, None], -1)[:, 0]
            return jnp.sum(nll * lab) / jnp.sum(lab)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((N, Din), f32), S((E,), i32), S((E,), i32), S((N,), i32), S((N,), f32))


# ======================================================================
@program('ntm-memory-scan', 'Neural Turing Machine copy task: LSTM controller scanned over 48 steps, 128x64 memory, read + write heads with content (cosine) addressing, interpolation gate, circular shift via jnp.roll, sharpening, erase/add writes; grad')
def _():
    B, T, N, M, Hc, Din = 12, 48, 128, 64, 256, 32
    nh = M + 6
    P = shapes({'wx': (Din + M, 4 * Hc), 'wh': (Hc, 4 * Hc), 'b': (4 * Hc,), 'rh': (Hc, nh), 'wh_': (Hc, nh + 2 * M),
                'out': (Hc + M, Din)})

    def address(mem, wprev, hp):
        k, beta, g, s, gam = hp[:, :M], hp[:, M], hp[:, M + 1], hp[:, M + 2:M + 5], hp[:, M + 5]
        beta = jax.nn.softplus(beta)[:, None]
        g = jax.nn.sigmoid(g)[:, None]
        s = jax.nn.softmax(s, -1)
        gam = 1 + jax.nn.softplus(gam)[:, None]
        cosv = jnp.einsum('bnm,bm->bn', normalize(mem), normalize(k))
        wc = jax.nn.softmax(beta * cosv, -1)
        wg = g * wc + (1 - g) * wprev
        ws = s[:, :1] * jnp.roll(wg, -1, 1) + s[:, 1:2] * wg + s[:, 2:] * jnp.roll(wg, 1, 1)
        w = (ws + 1e-6) ** gam
        return w / w.sum(-1, keepdims=True)

    def f(p, xs, ys):
        def loss(p):
            def step(c, x):
                h, cc, mem, wr, ww, r = c
                z = jnp.concatenate([x, r], -1) @ p['wx'] + h @ p['wh'] + p['b']
                i, fg, o, u = jnp.split(z, 4, -1)
                cc = jax.nn.sigmoid(fg) * cc + jax.nn.sigmoid(i) * jnp.tanh(u)
                h = jax.nn.sigmoid(o) * jnp.tanh(cc)
                wp = h @ p['wh_']
                ww = address(mem, ww, wp[:, :nh])
                e = jax.nn.sigmoid(wp[:, nh:nh + M])
                a = jnp.tanh(wp[:, nh + M:])
                mem = mem * (1 - ww[:, :, None] * e[:, None]) + ww[:, :, None] * a[:, None]
                wr = address(mem, wr, h @ p['rh'])
                r = jnp.einsum('bn,bnm->bm', wr, mem)
                return (h, cc, mem, wr, ww, r), jnp.concatenate([h, r], -1) @ p['out']
            w0 = jnp.full((B, N), 1.0 / N)
            init = (jnp.zeros((B, Hc)), jnp.zeros((B, Hc)), jnp.full((B, N, M), 1e-6), w0, w0, jnp.zeros((B, M)))
            _, out = lax.scan(step, init, xs)
            return jnp.mean(jax.nn.softplus(out) - ys * out)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((T, B, Din), f32), S((T, B, Din), f32))


# ======================================================================
@program('giou-objectness-loss', 'YOLO-style dense head on a 32x32 grid x 3 anchors x 85: sigmoid xy + exp wh decoding, GIoU box loss on positives, objectness BCE, 80-class one_hot BCE, grad wrt head')
def _():
    B, G, A, Cc, Cf = 12, 32, 3, 80, 256
    P = shapes({'c1': (3, 3, Cf, Cf), 'c2': (1, 1, Cf, A * (5 + Cc))})

    def f(p, feat, tbox, obj, cls, anchors):
        gy, gx = jnp.meshgrid(jnp.arange(G, dtype=f32), jnp.arange(G, dtype=f32), indexing='ij')

        def loss(p):
            o = conv(jax.nn.silu(conv(feat, p['c1'])), p['c2']).reshape(B, G, G, A, 5 + Cc)
            cx = (jax.nn.sigmoid(o[..., 0]) + gx[..., None]) / G
            cy = (jax.nn.sigmoid(o[..., 1]) + gy[..., None]) / G
            w = jnp.exp(jnp.clip(o[..., 2], -8, 8)) * anchors[:, 0]
            hh = jnp.exp(jnp.clip(o[..., 3], -8, 8)) * anchors[:, 1]
            b1 = jnp.stack([cx - w / 2, cy - hh / 2, cx + w / 2, cy + hh / 2], -1)
            t = tbox
            iw = jnp.maximum(jnp.minimum(b1[..., 2], t[..., 2]) - jnp.maximum(b1[..., 0], t[..., 0]), 0)
            ih = jnp.maximum(jnp.minimum(b1[..., 3], t[..., 3]) - jnp.maximum(b1[..., 1], t[..., 1]), 0)
            inter = iw * ih
            a1 = (b1[..., 2] - b1[..., 0]) * (b1[..., 3] - b1[..., 1])
            a2 = (t[..., 2] - t[..., 0]) * (t[..., 3] - t[..., 1])
            union = a1 + a2 - inter + 1e-7
            cw = jnp.maximum(b1[..., 2], t[..., 2]) - jnp.minimum(b1[..., 0], t[..., 0])
            ch = jnp.maximum(b1[..., 3], t[..., 3]) - jnp.minimum(b1[..., 1], t[..., 1])
            giou = inter / union - (cw * ch - union) / (cw * ch + 1e-7)
            npos = jnp.maximum(obj.sum(), 1.0)
            lbox = jnp.sum(obj * (1 - giou)) / npos
            lobj = jnp.mean(jax.nn.softplus(o[..., 4]) - obj * o[..., 4])
            oh = jax.nn.one_hot(cls, Cc, dtype=f32)
            lcls = jnp.sum(obj[..., None] * (jax.nn.softplus(o[..., 5:]) - oh * o[..., 5:])) / npos
            return 0.05 * lbox + lobj + 0.5 * lcls
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, G, G, Cf), f32), S((B, G, G, A, 4), f32), S((B, G, G, A), f32), S((B, G, G, A), i32),
               S((A, 2), f32))


# ======================================================================
@program('nms-fori-suppress', 'detector post-processing: top_k 1024 of 8192 candidates per image, (8,1024,1024) IoU matrix, greedy NMS as a lax.fori_loop over boxes updating a keep mask, final top-100 detections gathered (forward only)')
def _():
    B, Nb, K, Kout = 8, 8192, 1024, 100

    def f(boxes, scores):
        sc, idx = lax.top_k(scores, K)
        bx = jnp.take_along_axis(boxes, idx[..., None], 1)
        area = (bx[..., 2] - bx[..., 0]) * (bx[..., 3] - bx[..., 1])
        lt = jnp.maximum(bx[:, :, None, :2], bx[:, None, :, :2])
        rb = jnp.minimum(bx[:, :, None, 2:], bx[:, None, :, 2:])
        wh = jnp.maximum(rb - lt, 0)
        inter = wh[..., 0] * wh[..., 1]
        iou = inter / (area[:, :, None] + area[:, None, :] - inter + 1e-9)
        ar = jnp.arange(K)

        def body(i, keep):
            row = lax.dynamic_index_in_dim(iou, i, 1, keepdims=False)
            ki = lax.dynamic_index_in_dim(keep, i, 1, keepdims=True)
            return keep & ~((row > 0.5) & (ar > i)[None] & ki)
        keep = lax.fori_loop(0, K, body, jnp.ones((B, K), bool))
        fs, fi = lax.top_k(jnp.where(keep, sc, -1.0), Kout)
        return fs, jnp.take_along_axis(bx, fi[..., None], 1)
    return f, (S((B, Nb, 4), f32), S((B, Nb), f32))


# ======================================================================
@program('rnnt-joint-lattice', 'RNN-Transducer loss: encoder MLP, embedding prediction net, joint tanh(enc + pred) over a (4,128,33,512) lattice, log_softmax, blank/label log-probs, alpha recursion by nested lax.scan (t outer, u inner), grad')
def _():
    B, T, U, V, Fi, He, Hj = 4, 128, 32, 512, 80, 256, 256
    P = shapes({'e1': (Fi, He), 'e2': (He, He), 'pe': (V, He), 'p1': (He, He), 'je': (He, Hj), 'jp': (He, Hj), 'jo': (Hj, V)})

    def f(p, x, lab):
        def loss(p):
            enc = jax.nn.relu(jax.nn.relu(x @ p['e1']) @ p['e2'])
            pin = jnp.concatenate([jnp.zeros((B, 1), i32), lab], 1)
            pred = jnp.tanh(jnp.take(p['pe'], pin, axis=0) @ p['p1'])
            j = jnp.tanh((enc @ p['je'])[:, :, None] + (pred @ p['jp'])[:, None])
            lp = jax.nn.log_softmax(j @ p['jo'], -1)
            blank = lp[..., 0]
            emit = jnp.take_along_axis(lp[:, :, :U], lab[:, None, :, None], -1)[..., 0]
            a0 = jnp.concatenate([jnp.zeros((B, 1)), jnp.cumsum(emit[:, 0], -1)], 1)

            def tstep(a, inp):
                bl, em = inp
                fb = a + bl

                def ustep(prev, z):
                    fbu, emu = z
                    cur = jnp.logaddexp(fbu, prev + emu)
                    return cur, cur
                _, rest = lax.scan(ustep, fb[:, 0], (fb[:, 1:].T, em.T))
                a = jnp.concatenate([fb[:, :1], rest.T], 1)
                return a, None
            aT, _ = lax.scan(tstep, a0, (blank[:, :-1].swapaxes(0, 1), emit[:, 1:].swapaxes(0, 1)))
            return -jnp.mean(aT[:, U] + blank[:, T - 1, U])
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, Fi), f32), S((B, U), i32))


# ======================================================================
@program('mae-random-masking', 'masked autoencoder: 224x224 images to 196 patches, random 75% masking by argsort of uniform noise, encoder on the 49 kept + cls (2 blocks), mask tokens unshuffled by take_along_axis, decoder block, normalised-pixel MSE on masked patches, grad')
def _():
    B, R, pp, D, Dd, H = 8, 224, 16, 384, 256, 8
    N = (R // pp) ** 2
    Pd = pp * pp * 3
    keep = N // 4
    P = shapes({'pe': (Pd, D), 'pos': (N, D), 'cls': (D,), 'enc': [block_p(D, 4 * D)] * 2, 'de': (D, Dd),
                'mtok': (Dd,), 'dpos': (N + 1, Dd), 'dec': [block_p(Dd, 4 * Dd)], 'pred': (Dd, Pd)})

    def f(p, img, key):
        G = R // pp
        patches = img.reshape(B, G, pp, G, pp, 3).transpose(0, 1, 3, 2, 4, 5).reshape(B, N, Pd)
        noise = jax.random.uniform(key, (B, N))
        ids_shuffle = jnp.argsort(noise, 1)
        ids_restore = jnp.argsort(ids_shuffle, 1)
        kept = ids_shuffle[:, :keep]
        mask = (ids_restore >= keep).astype(f32)
        tgt = (patches - patches.mean(-1, keepdims=True)) / (patches.std(-1, keepdims=True) + 1e-6)

        def loss(p):
            x = patches @ p['pe'] + p['pos']
            x = jnp.take_along_axis(x, kept[..., None], 1)
            x = jnp.concatenate([jnp.broadcast_to(p['cls'], (B, 1, D)), x], 1)
            for q in p['enc']:
                x = block(q, x, H)
            x = x @ p['de']
            mt = jnp.broadcast_to(p['mtok'], (B, N - keep, Dd))
            xs = jnp.concatenate([x[:, 1:], mt], 1)
            xs = jnp.take_along_axis(xs, ids_restore[..., None], 1)
            x = jnp.concatenate([x[:, :1], xs], 1) + p['dpos']
            for q in p['dec']:
                x = block(q, x, H)
            pr = x[:, 1:] @ p['pred']
            return jnp.sum(jnp.mean((pr - tgt) ** 2, -1) * mask) / jnp.sum(mask)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, R, R, 3), f32), KEY)


# ======================================================================
@program('dino-multicrop-center', 'DINO self-distillation: shared patch-MLP backbone over 2 global (64-patch) and 4 local (16-patch) crops, bottleneck head + weight-normalised 8192-prototype layer, teacher centring/sharpening (stop_gradient), cross-view xent, centre + EMA teacher update')
def _():
    B, Dp, D, Hh, Bn, K = 24, 192, 384, 1024, 256, 8192
    P = shapes({'pe': (Dp, D), 'b1': mlp_p(D, 4 * D), 'g': (D,), 'h1': (D, Hh), 'h2': (Hh, Bn), 'v': (Bn, K), 'gw': (K,)})

    def net(p, x):
        h = x @ p['pe']
        h = h + mlp(p['b1'], layernorm(h, p['g'], 0.0))
        h = jax.nn.gelu(h.mean(-2) @ p['h1']) @ p['h2']
        w = p['v'] / jnp.linalg.norm(p['v'], axis=0) * p['gw']
        return normalize(h) @ w

    def f(p, tp, center, xg, xl):
        t = lax.stop_gradient(net(tp, xg))
        tprob = jax.nn.softmax((t - center) / 0.04, -1)

        def loss(p):
            sg = net(p, xg)
            sl = net(p, xl)
            ls = jax.nn.log_softmax(jnp.concatenate([sg, sl], 0) / 0.1, -1)
            tot, n = 0.0, 0
            for iq in range(2):
                for v in range(6):
                    if v == iq:
                        continue
                    tot = tot + jnp.mean(jnp.sum(-tprob[iq] * ls[v], -1))
                    n += 1
            return tot / n
        l, g = jax.value_and_grad(loss)(p)
        p = sgd(p, g)
        center = 0.9 * center + 0.1 * t.mean((0, 1))
        tp = jax.tree.map(lambda a, b: 0.996 * a + 0.004 * b, tp, p)
        return p, tp, center, l
    return f, (P, P, S((K,), f32), S((2, B, 64, Dp), f32), S((4, B, 16, Dp), f32))


# ======================================================================
@program('lora-frozen-bf16-base', 'LoRA fine-tuning: frozen bf16 3-layer transformer (not differentiated), rank-16 f32 adapters on q and v cast into the bf16 path, grad wrt adapters only, Adam on adapters')
def _():
    B, T, D, H, L, V, r = 2, 128, 768, 12, 3, 8192, 16
    base = shapes({'emb': (V, D), 'blk': [block_p(D, 4 * D)] * L, 'out': (D, V)}, bf16)
    lora = shapes({'aq': [(D, r)] * L, 'bq': [(r, D)] * L, 'av': [(D, r)] * L, 'bv': [(r, D)] * L})
    dh = D // H

    def f(bp, lp, m, v, tok):
        cm = causal(T)

        def loss(lp):
            lb = jax.tree.map(lambda a: a.astype(bf16), lp)
            h = jnp.take(bp['emb'], tok[:, :-1], axis=0)
            for l, q in enumerate(bp['blk']):
                hn = layernorm(h, q['g1'], q['b1'])
                qq = hn @ q['a']['q'] + (hn @ lb['aq'][l]) @ lb['bq'][l] * 2.0
                kk = hn @ q['a']['k']
                vv = hn @ q['a']['v'] + (hn @ lb['av'][l]) @ lb['bv'][l] * 2.0
                s = jnp.einsum('bthd,bshd->bhts', qq.reshape(B, T, H, dh), kk.reshape(B, T, H, dh)).astype(f32)
                a = jax.nn.softmax(jnp.where(cm, s / math.sqrt(dh), -1e9), -1).astype(bf16)
                h = h + jnp.einsum('bhts,bshd->bthd', a, vv.reshape(B, T, H, dh)).reshape(B, T, D) @ q['a']['o']
                h = h + mlp(q['m'], layernorm(h, q['g2'], q['b2']))
            return xent(h @ bp['out'], tok[:, 1:])
        l, g = jax.value_and_grad(loss)(lp)
        lp, m, v = adam(lp, m, v, g)
        return lp, m, v, l
    return f, (base, lora, lora, lora, S((B, T + 1), i32))


# ======================================================================
@program('dpo-preference-loss', 'Direct Preference Optimisation: policy and frozen reference 2-layer LMs score chosen and rejected responses (one 2B batch each), masked per-sequence log-prob sums, -log sigmoid(beta * margin), policy grad')
def _():
    B, T, D, H, L, V = 2, 192, 512, 8, 2, 4096
    P = shapes({'emb': (V, D), 'blk': [block_p(D, 4 * D)] * L, 'out': (D, V)})

    def logps(p, tok, msk):
        h = jnp.take(p['emb'], tok[:, :-1], axis=0)
        for q in p['blk']:
            h = block(q, h, H, mask=causal(T))
        lp = jax.nn.log_softmax(h @ p['out'], -1)
        t = jnp.take_along_axis(lp, tok[:, 1:, None], -1)[..., 0]
        return jnp.sum(t * msk, -1)

    def f(p, ref, chosen, rejected, mc, mr):
        tok = jnp.concatenate([chosen, rejected], 0)
        msk = jnp.concatenate([mc, mr], 0)
        rl = lax.stop_gradient(logps(ref, tok, msk))

        def loss(p):
            pl = logps(p, tok, msk)
            margin = (pl[:B] - rl[:B]) - (pl[B:] - rl[B:])
            return -jnp.mean(jax.nn.log_sigmoid(0.1 * margin))
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g, 1e-4), l
    return f, (P, P, S((B, T + 1), i32), S((B, T + 1), i32), S((B, T), f32), S((B, T), f32))


# ======================================================================
@program('convlstm-next-frame', 'ConvLSTM video prediction: strided conv encoder per frame, ConvLSTM cell (3x3 conv gates on [x, h]) scanned over 10 frames of 32x32x64, conv-transpose decoder, next-frame BCE, grad')
def _():
    B, T, R, C = 4, 10, 64, 64
    P = shapes({'enc': (3, 3, 1, 32), 'g': (3, 3, 32 + C, 4 * C), 'gb': (4 * C,), 'dec': (4, 4, C, 1)})

    def f(p, frames):
        def loss(p):
            xs = jax.nn.relu(conv(frames.reshape(B * T, R, R, 1), p['enc'], stride=2)).reshape(B, T, R // 2, R // 2, 32)

            def step(c, x):
                h, cc = c
                z = conv(jnp.concatenate([x, h], -1), p['g']) + p['gb']
                i, fg, o, u = jnp.split(z, 4, -1)
                cc = jax.nn.sigmoid(fg) * cc + jax.nn.sigmoid(i) * jnp.tanh(u)
                h = jax.nn.sigmoid(o) * jnp.tanh(cc)
                return (h, cc), h
            z0 = jnp.zeros((B, R // 2, R // 2, C))
            _, hs = lax.scan(step, (z0, z0), xs[:, :-1].swapaxes(0, 1))
            lg = lax.conv_transpose(hs.reshape(-1, R // 2, R // 2, C), p['dec'], (2, 2), 'SAME',
                                    dimension_numbers=('NHWC', 'HWIO', 'NHWC'))
            tgt = frames[:, 1:].swapaxes(0, 1).reshape(-1, R, R, 1)
            return jnp.mean(jax.nn.softplus(lg) - tgt * lg)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, R, R, 1), f32))


# ======================================================================
@program('bigbird-block-sparse', 'BigBird block-sparse attention: 1024 tokens in 16 blocks of 64, each query block gathers 7 key blocks (3 sliding via roll, 2 global, 2 random from an index table), (1,8,16,64,448) scores, block + MLP, MSE grad')
def _():
    B, T, D, H, bs = 1, 1024, 512, 8, 64
    dh = D // H
    nb = T // bs
    P = shapes(block_p(D, 4 * D))

    def f(p, x, y, rnd):
        ar = jnp.arange(nb)
        tbl = jnp.concatenate([jnp.stack([(ar - 1) % nb, ar, (ar + 1) % nb, jnp.zeros(nb, i32), jnp.full(nb, nb - 1)], 1), rnd], 1)

        def loss(p):
            hn = layernorm(x, p['g1'], p['b1'])
            q = (hn @ p['a']['q']).reshape(B, nb, bs, H, dh)
            k = (hn @ p['a']['k']).reshape(B, nb, bs, H, dh)
            v = (hn @ p['a']['v']).reshape(B, nb, bs, H, dh)
            kg = k[:, tbl].reshape(B, nb, 7 * bs, H, dh)
            vg = v[:, tbl].reshape(B, nb, 7 * bs, H, dh)
            s = jnp.einsum('bnqhd,bnkhd->bhnqk', q, kg) / math.sqrt(dh)
            a = jax.nn.softmax(s, -1)
            o = jnp.einsum('bhnqk,bnkhd->bnqhd', a, vg).reshape(B, T, D)
            h = x + o @ p['a']['o']
            h = h + mlp(p['m'], layernorm(h, p['g2'], p['b2']))
            return jnp.mean((h - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, D), f32), S((B, T, D), f32), S((nb, 2), i32))


# ======================================================================
@program('tsne-kl-grad', 't-SNE step on 2048 points: Gaussian conditional affinities from 128-d inputs with per-point bandwidths, symmetrised P with early exaggeration, Student-t Q on the 2-D embedding, KL grad, momentum update')
def _():
    N, Dh = 2048, 128

    def f(X, sig, Y, vel):
        sq = jnp.sum(X * X, 1)
        d2 = sq[:, None] + sq[None] - 2 * X @ X.T
        eye = jnp.eye(N, dtype=bool)
        Pc = jax.nn.softmax(jnp.where(eye, -jnp.inf, -d2 / (2 * sig[:, None] ** 2)), -1)
        Pm = 12.0 * (Pc + Pc.T) / (2 * N)

        def kl(Y):
            sy = jnp.sum(Y * Y, 1)
            num = jnp.where(eye, 0.0, 1.0 / (1 + sy[:, None] + sy[None] - 2 * Y @ Y.T))
            Q = num / num.sum()
            return jnp.sum(Pm * (jnp.log(Pm + 1e-12) - jnp.log(Q + 1e-12)))
        l, g = jax.value_and_grad(kl)(Y)
        vel = 0.5 * vel - 200.0 * g
        return Y + vel, vel, l
    return f, (S((N, Dh), f32), S((N,), f32), S((N, 2), f32), S((N, 2), f32))


# ======================================================================
@program('gaussian-splat-2d', '2-D Gaussian splatting: 512 anisotropic Gaussians sorted by depth (argsort, stop_gradient), per-pixel Mahalanobis falloff over 64x64 pixels, alpha compositing with exclusive jnp.cumprod transmittance, MSE to target image, grad')
def _():
    Ng, R = 512, 64
    P = shapes({'mu': (Ng, 2), 'ls': (Ng, 2), 'rot': (Ng,), 'col': (Ng, 3), 'op': (Ng,), 'z': (Ng,)})

    def f(p, tgt):
        lin = (jnp.arange(R, dtype=f32) + 0.5) / R
        pix = jnp.stack(jnp.meshgrid(lin, lin, indexing='ij'), -1).reshape(-1, 2)

        def loss(p):
            order = jnp.argsort(lax.stop_gradient(p['z']))
            q = jax.tree.map(lambda a: jnp.take(a, order, axis=0), p)
            c, s = jnp.cos(q['rot']), jnp.sin(q['rot'])
            s1, s2 = jnp.exp(-2 * q['ls'][:, 0]), jnp.exp(-2 * q['ls'][:, 1])
            a = c * c * s1 + s * s * s2
            b = c * s * (s1 - s2)
            cc = s * s * s1 + c * c * s2
            d = pix[:, None, :] - q['mu'][None]
            pw = -0.5 * (a * d[..., 0] ** 2 + 2 * b * d[..., 0] * d[..., 1] + cc * d[..., 1] ** 2)
            al = jnp.minimum(0.99, jax.nn.sigmoid(q['op']) * jnp.exp(pw))
            Tr = jnp.cumprod(jnp.concatenate([jnp.ones((R * R, 1)), 1 - al[:, :-1]], 1), 1)
            img = (al * Tr) @ jax.nn.sigmoid(q['col'])
            return jnp.mean((img - tgt) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((R * R, 3), f32))


# ======================================================================
@program('lambdarank-listwise', 'learning to rank: MLP scorer over 192 queries x 128 docs x 136 features, ListNet softmax xent plus LambdaRank pairwise logistic loss weighted by |delta NDCG| from argsort ranks (128x128 per query), grad')
def _():
    B, L, F = 192, 128, 136
    P = shapes({'w1': (F, 256), 'w2': (256, 256), 'w3': (256, 1)})

    def f(p, x, rel):
        gain = 2.0 ** rel - 1
        ideal = -jnp.sort(-gain, -1)
        idcg = jnp.sum(ideal / jnp.log2(jnp.arange(L) + 2.0), -1, keepdims=True) + 1e-9

        def loss(p):
            s = (jax.nn.relu(jax.nn.relu(x @ p['w1']) @ p['w2']) @ p['w3'])[..., 0]
            listnet = -jnp.mean(jnp.sum(jax.nn.softmax(rel, -1) * jax.nn.log_softmax(s, -1), -1))
            rank = jnp.argsort(jnp.argsort(-lax.stop_gradient(s), -1), -1)
            disc = 1.0 / jnp.log2(rank + 2.0)
            dn = jnp.abs(gain[:, :, None] - gain[:, None]) * jnp.abs(disc[:, :, None] - disc[:, None]) / idcg[..., None]
            better = (rel[:, :, None] > rel[:, None]).astype(f32)
            pair = jax.nn.softplus(-(s[:, :, None] - s[:, None]))
            return listnet + jnp.sum(better * dn * pair) / B
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, L, F), f32), S((B, L), f32))


# ======================================================================
@program('seq-parallel-attn-8dev', 'sequence parallelism on 8 CPU devices: activations sharded along 1024 tokens, replicated params, one pre-LN transformer block (all-gathered K/V implied) + MSE grad + SGD (per-device memory)', devices=8)
def _():
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as PS
    B, T, D, H = 4, 1024, 512, 8
    mesh = Mesh(np.array(jax.devices()[:8]), ('seq',))
    P = shapes(block_p(D, 4 * D))
    rep = NamedSharding(mesh, PS())
    xs = NamedSharding(mesh, PS(None, 'seq'))

    def f(p, x, y):
        def loss(p):
            return jnp.mean((block(p, x, H, mask=causal(T)) - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, D), f32), S((B, T, D), f32)), dict(in_shardings=(rep, xs, xs), out_shardings=(rep, rep))


# ======================================================================
@program('expert-parallel-moe-8dev', 'expert parallelism on 8 CPU devices: Switch top-1 routing of 4096 tokens with capacity 640, cumsum positions, one-hot (N,E,C) dispatch/combine einsums, experts sharded over devices, tokens over data; grad (per-device memory)', devices=8)
def _():
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as PS
    N, D, F, E = 4096, 512, 2048, 8
    C = N * 5 // (4 * E)
    mesh = Mesh(np.array(jax.devices()[:8]), ('ep',))
    P = shapes({'wr': (D, E), 'w1': (E, D, F), 'w2': (E, F, D)})
    ps = {'wr': NamedSharding(mesh, PS()), 'w1': NamedSharding(mesh, PS('ep')), 'w2': NamedSharding(mesh, PS('ep'))}
    ts = NamedSharding(mesh, PS('ep'))

    def f(p, x, y):
        def loss(p):
            pr = jax.nn.softmax(x @ p['wr'], -1)
            e = jnp.argmax(pr, -1)
            oh = jax.nn.one_hot(e, E, dtype=f32)
            pos = (jnp.cumsum(oh, 0) - 1) * oh
            disp = oh[..., None] * jax.nn.one_hot(pos.sum(-1).astype(i32), C, dtype=f32)[:, None, :]
            gate = (pr * oh).sum(-1)
            xin = jnp.einsum('nec,nd->ecd', disp, x)
            xin = lax.with_sharding_constraint(xin, NamedSharding(mesh, PS('ep')))
            h = jax.nn.gelu(jnp.einsum('ecd,edf->ecf', xin, p['w1']))
            out = jnp.einsum('ecf,efd->ecd', h, p['w2'])
            yo = jnp.einsum('nec,ecd->nd', disp, out) * gate[:, None]
            aux = E * jnp.sum(oh.mean(0) * pr.mean(0))
            return jnp.mean((x + yo - y) ** 2) + 0.01 * aux
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((N, D), f32), S((N, D), f32)), dict(in_shardings=(ps, ts, ts),
                                                         out_shardings=(ps, NamedSharding(mesh, PS())))


# ======================================================================
@program('fsdp-tp-2x4-attn-block', '2x4 (data, model) mesh on 8 CPU devices: 2 full attention + MLP blocks, weights sharded FSDP over data on one axis and tensor-parallel over model (heads) on the other, batch over data; grad + SGD (per-device memory)', devices=8)
def _():
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as PS
    B, T, D, H, L = 8, 256, 1024, 16, 2
    mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ('data', 'model'))
    P = shapes({'blk': [block_p(D, 4 * D)] * L})
    col = NamedSharding(mesh, PS('data', 'model'))
    row = NamedSharding(mesh, PS('model', 'data'))
    vec = NamedSharding(mesh, PS())
    bs = {'a': {'q': col, 'k': col, 'v': col, 'o': row}, 'm': {'w1': col, 'w2': row},
          'g1': vec, 'b1': vec, 'g2': vec, 'b2': vec}
    ps = {'blk': [bs] * L}
    xs = NamedSharding(mesh, PS('data'))

    def f(p, x, y):
        def loss(p):
            h = x
            for q in p['blk']:
                h = block(q, h, H)
            return jnp.mean((h - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, D), f32), S((B, T, D), f32)), dict(in_shardings=(ps, xs, xs), out_shardings=(ps, vec))


# ======================================================================
@program('paged-kv-decode', 'bf16 paged-attention decode step: 512-page x 16-slot KV pools per layer, new k/v scattered at (block_table[len // 16], len % 16), per-sequence pages gathered by block table (16 seqs x 32 pages), masked attention, 32000 logits; pools donated', donate=(1, 2))
def _():
    L, Np, pg, Hh, dh, B, mp, V = 2, 512, 16, 8, 64, 16, 32, 32000
    D = Hh * dh
    P = shapes({'wq': (L, D, D), 'wk': (L, D, D), 'wv': (L, D, D), 'wo': (L, D, D), 'f1': (L, D, 4 * D),
                'f2': (L, 4 * D, D), 'out': (D, V)}, bf16)

    def f(p, kp, vp, x, table, lens):
        page = jnp.take_along_axis(table, (lens // pg)[:, None], 1)[:, 0]
        slot = lens % pg
        mask = jnp.arange(mp * pg)[None] <= lens[:, None]
        for l in range(L):
            q = (x @ p['wq'][l]).reshape(B, Hh, dh)
            k = (x @ p['wk'][l]).reshape(B, Hh, dh)
            v = (x @ p['wv'][l]).reshape(B, Hh, dh)
            kp = kp.at[l, page, slot].set(k)
            vp = vp.at[l, page, slot].set(v)
            kb = kp[l][table].reshape(B, mp * pg, Hh, dh)
            vb = vp[l][table].reshape(B, mp * pg, Hh, dh)
            s = jnp.einsum('bhd,bthd->bht', q, kb).astype(f32) / math.sqrt(dh)
            a = jax.nn.softmax(jnp.where(mask[:, None], s, -1e9), -1).astype(bf16)
            x = x + jnp.einsum('bht,bthd->bhd', a, vb).reshape(B, D) @ p['wo'][l]
            x = x + jax.nn.gelu(x @ p['f1'][l]) @ p['f2'][l]
        return (x @ p['out']).astype(f32), kp, vp
    return f, (P, S((L, Np, pg, Hh, dh), bf16), S((L, Np, pg, Hh, dh), bf16), S((B, D), bf16), S((B, mp), i32),
               S((B,), i32))


# ======================================================================
@program('adaptive-softmax-clusters', 'adaptive softmax over a 32768 vocabulary: 4096-word head + 2 cluster logits, tail clusters of 8192 and 20480 words behind 128- and 32-d projections, per-token log-prob selected by jnp.where on the id range; 1-layer transformer, grad')
def _():
    B, T, D, H = 2, 128, 512, 8
    c0, c1, c2 = 4096, 12288, 32768
    P = shapes({'emb': (c2, D), 'blk': block_p(D, 4 * D), 'head': (D, c0 + 2), 'p1': (D, 128), 't1': (128, c1 - c0),
                'p2': (D, 32), 't2': (32, c2 - c1)})

    def f(p, tok):
        y = tok[:, 1:]

        def loss(p):
            h = jnp.take(p['emb'], tok[:, :-1], axis=0)
            h = block(p['blk'], h, H, mask=causal(T))
            hl = jax.nn.log_softmax(h @ p['head'], -1)
            l1 = jax.nn.log_softmax((h @ p['p1']) @ p['t1'], -1)
            l2 = jax.nn.log_softmax((h @ p['p2']) @ p['t2'], -1)

            def pick(lp, i):
                return jnp.take_along_axis(lp, i[..., None], -1)[..., 0]
            lh = pick(hl, jnp.minimum(y, c0 - 1))
            lt1 = hl[..., c0] + pick(l1, jnp.clip(y - c0, 0, c1 - c0 - 1))
            lt2 = hl[..., c0 + 1] + pick(l2, jnp.clip(y - c1, 0, c2 - c1 - 1))
            return -jnp.mean(jnp.where(y < c0, lh, jnp.where(y < c1, lt1, lt2)))
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T + 1), i32))


# ======================================================================
@program('sliced-wasserstein-gen', 'sliced-Wasserstein generator: MLP generator of 4096 784-d samples, 256 random unit projections of fake and real, sort along the batch, squared distance of sorted projections, Adam')
def _():
    B, Z, X, Np = 4096, 64, 784, 256
    P = shapes({'w1': (Z, 512), 'w2': (512, 512), 'w3': (512, X)})

    def f(p, m, v, z, real, theta):
        th = normalize(theta, axis=0)
        pr = jnp.sort(real @ th, 0)

        def loss(p):
            fake = jax.nn.sigmoid(jax.nn.relu(jax.nn.relu(z @ p['w1']) @ p['w2']) @ p['w3'])
            return jnp.mean((jnp.sort(fake @ th, 0) - pr) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        p, m, v = adam(p, m, v, g)
        return p, m, v, l
    return f, (P, P, P, S((B, Z), f32), S((B, X), f32), S((X, Np), f32))


# ======================================================================
@program('rwkv-wkv-scan', 'RWKV-4 LM: token-shift mixing, numerically stable WKV recurrence (running a, b, max exponent p) via lax.scan over 256 steps, receptance gate, squared-ReLU channel mix; 2 layers, xent grad')
def _():
    B, T, D, L, V = 2, 256, 512, 2, 4096
    lay = {'g1': (D,), 'g2': (D,), 'mk': (D,), 'mv': (D,), 'mr': (D,), 'wk': (D, D), 'wv': (D, D), 'wr': (D, D),
           'wo': (D, D), 'decay': (D,), 'u': (D,), 'cmk': (D,), 'cmr': (D,), 'ck': (D, 4 * D), 'cv': (4 * D, D),
           'cr': (D, D)}
    P = shapes({'emb': (V, D), 'lay': [lay] * L, 'out': (D, V)})

    def shift(x):
        return jnp.pad(x, ((0, 0), (1, 0), (0, 0)))[:, :-1]

    def f(p, tok):
        def loss(p):
            h = jnp.take(p['emb'], tok[:, :-1], axis=0)
            for q in p['lay']:
                x = rms(h, q['g1'])
                xx = shift(x)
                k = (x * q['mk'] + xx * (1 - q['mk'])) @ q['wk']
                v = (x * q['mv'] + xx * (1 - q['mv'])) @ q['wv']
                r = (x * q['mr'] + xx * (1 - q['mr'])) @ q['wr']
                w = -jnp.exp(q['decay'])
                u = q['u']

                def step(c, kv):
                    aa, bb, pp = c
                    kt, vt = kv
                    ww = u + kt
                    m = jnp.maximum(pp, ww)
                    e1, e2 = jnp.exp(pp - m), jnp.exp(ww - m)
                    out = (e1 * aa + e2 * vt) / (e1 * bb + e2)
                    ww = pp + w
                    m = jnp.maximum(ww, kt)
                    e1, e2 = jnp.exp(ww - m), jnp.exp(kt - m)
                    return (e1 * aa + e2 * vt, e1 * bb + e2, m), out
                z = jnp.zeros((B, D))
                _, wkv = lax.scan(step, (z, z, z - 1e30), (k.swapaxes(0, 1), v.swapaxes(0, 1)))
                h = h + (jax.nn.sigmoid(r) * wkv.swapaxes(0, 1)) @ q['wo']
                x = rms(h, q['g2'])
                xx = shift(x)
                kk = jnp.square(jax.nn.relu((x * q['cmk'] + xx * (1 - q['cmk'])) @ q['ck']))
                h = h + jax.nn.sigmoid((x * q['cmr'] + xx * (1 - q['cmr'])) @ q['cr']) * (kk @ q['cv'])
            return xent(h @ p['out'], tok[:, 1:])
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T + 1), i32))
