"""Second batch of JAX test programs for hlopeak (pre-compile peak estimate vs XLA:CPU).

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

from common import *  # noqa: F401,F403  (tools/truth/probe/common.py: registry and model pieces)


# ======================================================================
@program('perceiver-latent-xattn', 'Perceiver: 128 learned latents cross-attend (1 head) into 4096 inputs, 2 latent self-attn blocks, classifier grad + SGD')
def _():
    B, M, Din, N, D, H, C = 4, 4096, 64, 128, 256, 8, 100
    P = shapes({'lat': (N, D), 'x': attn_p(D, Din), 'xl': mlp_p(D, 4 * D),
                'sa': [attn_p(D)] * 2, 'ml': [mlp_p(D, 4 * D)] * 2,
                'g': (D,), 'b': (D,), 'head': (D, C)})

    def f(p, x, y):
        def loss(p):
            z = jnp.broadcast_to(p['lat'], (B, N, D))
            z = z + mha(p['x'], z, x, 1)
            z = z + mlp(p['xl'], layernorm(z, p['g'], p['b']))
            for l in range(2):
                zn = layernorm(z, p['g'], p['b'])
                z = z + mha(p['sa'][l], zn, zn, H)
                z = z + mlp(p['ml'][l], layernorm(z, p['g'], p['b']))
            return xent(z.mean(1) @ p['head'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, M, Din), f32), S((B,), i32))


# ======================================================================
@program('performer-favor-attn', 'Performer FAVOR+ linear attention: positive random features exp(wx-|x|^2/2), non-causal kv summary, 4 heads, grad')
def _():
    B, T, D, H, Mf = 4, 1024, 256, 4, 128
    dh = D // H
    P = shapes({'a': attn_p(D), 'm': mlp_p(D, 2 * D), 'g': (D,), 'b': (D,)})

    def feat(x, w):
        x = x / dh ** 0.25
        return jnp.exp(jnp.einsum('bthd,md->bthm', x, w) - 0.5 * jnp.sum(x * x, -1, keepdims=True)) / math.sqrt(Mf)

    def f(p, x, y, w):
        def loss(p):
            h = layernorm(x, p['g'], p['b'])
            q = (h @ p['a']['q']).reshape(B, T, H, dh)
            k = (h @ p['a']['k']).reshape(B, T, H, dh)
            v = (h @ p['a']['v']).reshape(B, T, H, dh)
            qf, kf = feat(q, w), feat(k, w)
            kv = jnp.einsum('bthm,bthd->bhmd', kf, v)
            num = jnp.einsum('bthm,bhmd->bthd', qf, kv)
            den = jnp.einsum('bthm,bhm->bth', qf, kf.sum(1))[..., None]
            o = x + (num / (den + 1e-6)).reshape(B, T, D) @ p['a']['o']
            o = o + mlp(p['m'], layernorm(o, p['g'], p['b']))
            return jnp.mean((o - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, D), f32), S((B, T, D), f32), S((Mf, dh), f32))


# ======================================================================
@program('alibi-causal-lm', 'ALiBi causal LM: per-head linear distance bias slopes 2^(-8h/H), 2 layers, 4096 vocab, next-token xent grad + SGD')
def _():
    B, T, D, H, V = 4, 256, 256, 8, 4096
    P = shapes({'emb': (V, D), 'a': [attn_p(D)] * 2, 'm': [mlp_p(D, 4 * D)] * 2,
                'g': (D,), 'b': (D,), 'out': (D, V)})

    def f(p, tok):
        slopes = 2.0 ** (-8.0 * (jnp.arange(H) + 1) / H)
        pos = jnp.arange(T)
        dist = (pos[:, None] - pos[None, :]).astype(f32)
        bias = -slopes[:, None, None] * dist[None]
        mask = pos[:, None] >= pos[None, :]

        def loss(p):
            h = jnp.take(p['emb'], tok[:, :-1], axis=0)
            for l in range(2):
                hn = layernorm(h, p['g'], p['b'])
                h = h + mha(p['a'][l], hn, hn, H, bias=bias[None], mask=mask)
                h = h + mlp(p['m'][l], layernorm(h, p['g'], p['b']))
            return xent(h @ p['out'], tok[:, 1:])
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T + 1), i32))


# ======================================================================
@program('sliding-window-attn-bf16', 'bf16 inference: 3 pre-LN blocks with banded sliding-window (256) causal attention masks over 1024 tokens, forward only')
def _():
    B, T, D, H, W = 2, 1024, 512, 8, 256
    P = shapes({'a': [attn_p(D)] * 3, 'm': [mlp_p(D, 4 * D)] * 3, 'g': (D,), 'b': (D,)}, bf16)

    def f(p, x):
        pos = jnp.arange(T)
        d = pos[:, None] - pos[None, :]
        mask = (d >= 0) & (d < W)
        h = x
        for l in range(3):
            hn = layernorm(h, p['g'], p['b'])
            h = h + mha(p['a'][l], hn, hn, H, mask=mask)
            h = h + mlp(p['m'][l], layernorm(h, p['g'], p['b']))
        return h
    return f, (P, S((B, T, D), bf16))


# ======================================================================
@program('t5-relpos-bucket-bias', 'T5 encoder: log-bucketed relative positions, bias table gather per head (scatter-add grad), 2 layers, span-denoise xent')
def _():
    B, T, D, H, NB, V = 4, 256, 256, 8, 32, 4096
    P = shapes({'emb': (V, D), 'rel': (NB, H), 'a': [attn_p(D)] * 2, 'm': [mlp_p(D, 4 * D)] * 2, 'g': (D,)})

    def bucket(rp):
        nb = NB // 2
        ret = (rp > 0).astype(i32) * nb
        n = jnp.abs(rp)
        me = nb // 2
        large = me + (jnp.log(jnp.maximum(n, 1).astype(f32) / me) / math.log(128 / me) * (nb - me)).astype(i32)
        large = jnp.minimum(large, nb - 1)
        return ret + jnp.where(n < me, n, large)

    def rms(x, g):
        return x * lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6) * g

    def f(p, tok, tgt):
        pos = jnp.arange(T)
        bk = bucket(pos[None, :] - pos[:, None])

        def loss(p):
            bias = jnp.take(p['rel'], bk, axis=0).transpose(2, 0, 1)[None]
            h = jnp.take(p['emb'], tok, axis=0)
            for l in range(2):
                h = h + mha(p['a'][l], rms(h, p['g']), rms(h, p['g']), H, bias=bias)
                h = h + mlp(p['m'][l], rms(h, p['g']))
            return xent(rms(h, p['g']) @ p['emb'].T, tgt)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T), i32), S((B, T), i32))


# ======================================================================
@program('encdec-teacher-forcing', 'encoder-decoder seq2seq with teacher forcing: encoder self-attn, decoder causal self-attn + cross-attn, 8000 vocab xent grad')
def _():
    B, Ts, Tt, D, H, V = 8, 128, 64, 256, 8, 8000
    P = shapes({'se': (V, D), 'te': (V, D), 'enc': attn_p(D), 'em': mlp_p(D, 4 * D),
                'dself': attn_p(D), 'dx': attn_p(D), 'dm': mlp_p(D, 4 * D),
                'g': (D,), 'b': (D,), 'out': (D, V)})

    def f(p, src, tgt):
        mask = jnp.tril(jnp.ones((Tt, Tt), bool))

        def loss(p):
            e = jnp.take(p['se'], src, axis=0)
            e = e + mha(p['enc'], layernorm(e, p['g'], p['b']), layernorm(e, p['g'], p['b']), H)
            e = layernorm(e + mlp(p['em'], layernorm(e, p['g'], p['b'])), p['g'], p['b'])
            dinp = jnp.concatenate([jnp.zeros((B, 1), i32), tgt[:, :-1]], 1)
            d = jnp.take(p['te'], dinp, axis=0)
            dn = layernorm(d, p['g'], p['b'])
            d = d + mha(p['dself'], dn, dn, H, mask=mask)
            d = d + mha(p['dx'], layernorm(d, p['g'], p['b']), e, H)
            d = d + mlp(p['dm'], layernorm(d, p['g'], p['b']))
            return xent(d @ p['out'], tgt)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, Ts), i32), S((B, Tt), i32))


# ======================================================================
@program('ctc-loss-scan', 'handwritten CTC loss: blank-interleaved labels, alpha recursion via lax.scan with 3-way logsumexp and skip mask, grad')
def _():
    B, T, F, Hd, C, L = 16, 256, 80, 256, 64, 48
    S2 = 2 * L + 1
    P = shapes({'w1': (F, Hd), 'w2': (Hd, Hd), 'out': (Hd, C)})

    def f(p, x, labels, lab_len):
        ext = jnp.zeros((B, S2), i32).at[:, 1::2].set(labels)
        prev2 = jnp.pad(ext, ((0, 0), (2, 0)))[:, :-2]
        skip = (ext != 0) & (ext != prev2)
        NEG = -1e30

        def loss(p):
            h = jax.nn.relu(x @ p['w1'])
            h = jax.nn.relu(h @ p['w2'])
            lp = jax.nn.log_softmax(h @ p['out'], -1)
            lpe = jnp.take_along_axis(lp, jnp.broadcast_to(ext[:, None, :], (B, T, S2)), axis=2)
            a0 = jnp.full((B, S2), NEG).at[:, 0].set(lpe[:, 0, 0]).at[:, 1].set(lpe[:, 0, 1])

            def step(a, lpt):
                a1 = jnp.pad(a, ((0, 0), (1, 0)), constant_values=NEG)[:, :-1]
                a2 = jnp.where(skip, jnp.pad(a, ((0, 0), (2, 0)), constant_values=NEG)[:, :-2], NEG)
                return jax.nn.logsumexp(jnp.stack([a, a1, a2]), 0) + lpt, None
            a, _ = lax.scan(step, a0, lpe[:, 1:].swapaxes(0, 1))
            i = 2 * lab_len
            ll = jnp.logaddexp(jnp.take_along_axis(a, i[:, None], 1), jnp.take_along_axis(a, i[:, None] - 1, 1))[:, 0]
            return -jnp.mean(ll / lab_len)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, F), f32), S((B, L), i32), S((B,), i32))


# ======================================================================
@program('moco-queue-infonce', 'MoCo: query encoder grad, momentum key encoder (stop_gradient), 16384-entry negatives queue, dynamic_update_slice enqueue; key params + queue donated', donate=(1, 2))
def _():
    B, Din, H, D, K = 256, 1024, 2048, 128, 16384
    P = shapes({'w1': (Din, H), 'w2': (H, H), 'w3': (H, D)})

    def enc(p, x):
        return normalize(jax.nn.relu(jax.nn.relu(x @ p['w1']) @ p['w2']) @ p['w3'])

    def f(p, pk, queue, ptr, x1, x2):
        k = lax.stop_gradient(enc(pk, x2))

        def loss(p):
            q = enc(p, x1)
            lpos = jnp.sum(q * k, -1, keepdims=True)
            lneg = q @ queue.T
            lg = jnp.concatenate([lpos, lneg], 1) / 0.07
            return xent(lg, jnp.zeros((B,), i32))
        l, g = jax.value_and_grad(loss)(p)
        p = sgd(p, g, 0.03)
        pk = jax.tree.map(lambda a, b: 0.999 * a + 0.001 * b, pk, p)
        queue = lax.dynamic_update_slice(queue, k, (ptr, 0))
        return p, pk, queue, (ptr + B) % K, l
    return f, (P, P, S((K, D), f32), S((), i32), S((B, Din), f32), S((B, Din), f32))


# ======================================================================
@program('barlow-twins-lars', 'Barlow Twins: two views, batch-standardised 2048-d projector outputs, cross-correlation on/off-diagonal loss, LARS momentum update')
def _():
    B, Din, H, D = 512, 512, 1024, 2048
    P = shapes({'w1': (Din, H), 'w2': (H, H), 'w3': (H, D)})

    def f(p, mom, x1, x2):
        def proj(p, x):
            z = jax.nn.relu(layernorm(x @ p['w1'], 1.0, 0.0)) @ p['w2']
            return jax.nn.relu(z) @ p['w3']

        def loss(p):
            z1, z2 = proj(p, x1), proj(p, x2)
            z1 = (z1 - z1.mean(0)) / (z1.std(0) + 1e-5)
            z2 = (z2 - z2.mean(0)) / (z2.std(0) + 1e-5)
            c = z1.T @ z2 / B
            on = jnp.sum((jnp.diagonal(c) - 1) ** 2)
            off = jnp.sum(c ** 2) - jnp.sum(jnp.diagonal(c) ** 2)
            return on + 5e-3 * off
        l, g = jax.value_and_grad(loss)(p)

        def lars(p, g, m):
            g = g + 1e-6 * p
            tr = jnp.where(jnp.linalg.norm(p) > 0, 1e-3 * jnp.linalg.norm(p) / (jnp.linalg.norm(g) + 1e-9), 1.0)
            m = 0.9 * m + tr * g
            return p - 0.2 * m, m
        out = jax.tree.map(lars, p, g, mom)
        p = jax.tree.map(lambda t: t[0], out, is_leaf=lambda t: isinstance(t, tuple))
        mom = jax.tree.map(lambda t: t[1], out, is_leaf=lambda t: isinstance(t, tuple))
        return p, mom, l
    return f, (P, P, S((B, Din), f32), S((B, Din), f32))


# ======================================================================
@program('vicreg-variance-cov', 'VICReg: invariance MSE, per-dim std hinge, off-diagonal covariance penalty on 1024-d embeddings of two views, grad')
def _():
    B, Din, H, D = 256, 768, 1024, 1024
    P = shapes({'w1': (Din, H), 'w2': (H, D)})

    def f(p, x1, x2):
        def loss(p):
            z1 = jax.nn.relu(x1 @ p['w1']) @ p['w2']
            z2 = jax.nn.relu(x2 @ p['w1']) @ p['w2']
            inv = jnp.mean((z1 - z2) ** 2)

            def vc(z):
                z = z - z.mean(0)
                std = jnp.sqrt(z.var(0) + 1e-4)
                cov = z.T @ z / (B - 1)
                off = jnp.sum(cov ** 2) - jnp.sum(jnp.diagonal(cov) ** 2)
                return jnp.mean(jax.nn.relu(1 - std)), off / D
            v1, c1 = vc(z1)
            v2, c2 = vc(z2)
            return 25 * inv + 25 * (v1 + v2) + (c1 + c2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, Din), f32), S((B, Din), f32))


# ======================================================================
@program('simsiam-stopgrad-cnn', 'SimSiam: small CNN encoder + projector + predictor, symmetrised negative cosine with stop_gradient on targets, grad')
def _():
    B = 64
    P = shapes({'c1': (3, 3, 3, 32), 'c2': (3, 3, 32, 64), 'c3': (3, 3, 64, 128),
                'pj': (128, 256), 'p1': (256, 64), 'p2': (64, 256)})

    def f(p, x1, x2):
        def enc(p, x):
            h = jax.nn.relu(conv(x, p['c1']))
            h = jax.nn.relu(conv(h, p['c2'], stride=2))
            h = jax.nn.relu(conv(h, p['c3'], stride=2))
            return h.mean((1, 2)) @ p['pj']

        def loss(p):
            z1, z2 = enc(p, x1), enc(p, x2)
            q1 = jax.nn.relu(z1 @ p['p1']) @ p['p2']
            q2 = jax.nn.relu(z2 @ p['p1']) @ p['p2']

            def d(a, b):
                return -jnp.mean(jnp.sum(normalize(a) * normalize(lax.stop_gradient(b)), -1))
            return 0.5 * d(q1, z2) + 0.5 * d(q2, z1)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, 32, 32, 3), f32), S((B, 32, 32, 3), f32))


# ======================================================================
@program('mamba-selective-scan', 'Mamba block: causal short conv, input-dependent dt/B/C, selective SSM recurrence via lax.scan (B,256,16 state), gated output, grad')
def _():
    B, T, D, Di, N, R = 4, 256, 128, 256, 16, 16
    P = shapes({'in': (D, 2 * Di), 'conv': (4, Di), 'dt1': (Di, R), 'dt2': (R, Di), 'xB': (Di, N), 'xC': (Di, N),
                'A': (Di, N), 'Dk': (Di,), 'out': (Di, D)})

    def f(p, x, y):
        def loss(p):
            xi, z = jnp.split(x @ p['in'], 2, -1)
            xp = jnp.pad(xi, ((0, 0), (3, 0), (0, 0)))
            xc = jax.nn.silu(sum(xp[:, k:k + T] * p['conv'][k] for k in range(4)))
            dt = jax.nn.softplus(xc @ p['dt1'] @ p['dt2'])
            Bm, Cm = xc @ p['xB'], xc @ p['xC']
            A = -jnp.exp(p['A'])

            def step(h, inp):
                dtt, bt, ct, xt = inp
                h = jnp.exp(dtt[..., None] * A) * h + (dtt * xt)[..., None] * bt[:, None, :]
                return h, jnp.einsum('bdn,bn->bd', h, ct)
            _, ys = lax.scan(step, jnp.zeros((B, Di, N)),
                             (dt.swapaxes(0, 1), Bm.swapaxes(0, 1), Cm.swapaxes(0, 1), xc.swapaxes(0, 1)))
            ys = ys.swapaxes(0, 1) + xc * p['Dk']
            return jnp.mean(((ys * jax.nn.silu(z)) @ p['out'] - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, D), f32), S((B, T, D), f32))


# ======================================================================
@program('s4d-fft-conv', 'S4D layer: complex diagonal SSM kernel via Vandermonde exp (128x16x2048 complex64), rfft/irfft long convolution, classifier grad')
def _():
    B, L, Din, D, N, C = 8, 2048, 64, 128, 16, 10
    P = shapes({'log_dt': (D,), 'Are': (D, N), 'Aim': (D, N), 'Cre': (D, N), 'Cim': (D, N), 'Dk': (D,),
                'win': (Din, D), 'wout': (D, C)})

    def f(p, x, y):
        def loss(p):
            dt = jnp.exp(p['log_dt'])
            A = lax.complex(-jnp.exp(p['Are']), p['Aim'])
            Cc = lax.complex(p['Cre'], p['Cim'])
            dtA = dt[:, None] * A
            Kv = jnp.exp(dtA[..., None] * jnp.arange(L))
            K = 2 * jnp.real(jnp.einsum('dn,dnl->dl', Cc * (jnp.exp(dtA) - 1) / A, Kv))
            u = (x @ p['win']).transpose(0, 2, 1)
            yf = jnp.fft.irfft(jnp.fft.rfft(u, n=2 * L) * jnp.fft.rfft(K, n=2 * L), n=2 * L)[..., :L]
            h = jax.nn.gelu(yf + u * p['Dk'][:, None])
            return xent(h.mean(-1) @ p['wout'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, L, Din), f32), S((B,), i32))


# ======================================================================
@program('wavenet-dilated-gated', 'WaveNet: 10 causal dilated 1-D convs (dilation 1..512), gated tanh*sigmoid, residual + skip sums, 256-way mu-law xent grad')
def _():
    B, T, C, Sk, Q = 4, 2048, 64, 128, 256
    nl = 10
    P = shapes({'in': (Q, C), 'dil': [(2, C, 2 * C)] * nl, 'res': [(C, C)] * nl, 'skip': [(C, Sk)] * nl,
                'o1': (Sk, Sk), 'o2': (Sk, Q)})

    def f(p, x, y):
        def loss(p):
            h = jnp.take(p['in'], x, axis=0)
            skip = 0.0
            for l in range(nl):
                d = 2 ** l
                z = lax.conv_general_dilated(h, p['dil'][l], (1,), [(d, 0)], rhs_dilation=(d,),
                                             dimension_numbers=('NWC', 'WIO', 'NWC'))
                a, b = jnp.split(z, 2, -1)
                z = jnp.tanh(a) * jax.nn.sigmoid(b)
                skip = skip + z @ p['skip'][l]
                h = h + z @ p['res'][l]
            o = jax.nn.relu(jax.nn.relu(skip) @ p['o1']) @ p['o2']
            return xent(o, y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T), i32), S((B, T), i32))


# ======================================================================
@program('pixelcnn-masked-f16', 'f16 PixelCNN: 7x7 type-A and 3x3 type-B masked convolutions (weight * constant mask), 256-way per-pixel xent grad')
def _():
    B, Hs, C = 32, 28, 64

    def mask(k, typ):
        m = np.ones((k, k, 1, 1), np.float32)
        c = k // 2
        m[c, c + (1 if typ == 'B' else 0):] = 0
        m[c + 1:] = 0
        return jnp.asarray(m, f16)
    P = shapes({'a': (7, 7, 1, C), 'b': [(3, 3, C, C)] * 5, 'o1': (1, 1, C, C), 'o2': (1, 1, C, 256)}, f16)

    def f(p, x, y):
        mA, mB = mask(7, 'A'), mask(3, 'B')

        def loss(p):
            h = conv(x, p['a'] * mA)
            for l in range(5):
                h = h + conv(jax.nn.relu(h), p['b'][l] * mB)
            o = conv(jax.nn.relu(conv(jax.nn.relu(h), p['o1'])), p['o2'])
            return xent(o, y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, Hs, Hs, 1), f16), S((B, Hs, Hs), i32))


# ======================================================================
@program('stylegan-modconv', 'StyleGAN2 generator: mapping MLP, per-sample modulated/demodulated 3x3 convs as grouped conv (feature_group_count=B), noise, nearest upsampling to 32x32, grad')
def _():
    B, Z, C = 8, 256, 128

    def blk():
        return {'A': (Z, C), 'w': (3, 3, C, C), 'ns': (), 'bias': (C,)}
    P = shapes({'map': [(Z, Z)] * 4, 'const': (4, 4, C), 'blocks': [blk() for _ in range(6)], 'rgbA': (Z, C), 'rgb': (1, 1, C, 3)})

    def modconv(x, w, s, demod=True):
        Bn, Hh, Ww, Ci = x.shape
        Co = w.shape[-1]
        wm = w[None] * s[:, None, None, :, None]
        if demod:
            wm = wm * lax.rsqrt(jnp.sum(wm * wm, (1, 2, 3)) + 1e-8)[:, None, None, None, :]
        xg = x.transpose(1, 2, 0, 3).reshape(1, Hh, Ww, Bn * Ci)
        wg = wm.transpose(1, 2, 3, 0, 4).reshape(w.shape[0], w.shape[1], Ci, Bn * Co)
        return conv(xg, wg, groups=Bn).reshape(Hh, Ww, Bn, Co).transpose(2, 0, 1, 3)

    def f(p, z, key, dproj):
        def loss(p):
            w = normalize(z)
            for m in p['map']:
                w = jax.nn.leaky_relu(w @ m, 0.2)
            x = jnp.broadcast_to(p['const'], (B, 4, 4, C))
            keys = jax.random.split(key, 6)
            for i, bp in enumerate(p['blocks']):
                if i in (2, 4):
                    x = jnp.repeat(jnp.repeat(x, 2, 1), 2, 2)
                x = modconv(x, bp['w'], w @ bp['A'] + 1.0)
                x = x + bp['ns'] * jax.random.normal(keys[i], x.shape[:3] + (1,))
                x = jax.nn.leaky_relu(x + bp['bias'], 0.2)
            x = jnp.repeat(jnp.repeat(x, 2, 1), 2, 2)
            img = modconv(x, p['rgb'], w @ p['rgbA'] + 1.0, demod=False)
            return jnp.mean(jax.nn.softplus(-jnp.sum(img * dproj, (1, 2, 3))))
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, Z), f32), S((2,), u32), S((32, 32, 3), f32))


# ======================================================================
@program('instnorm-reflect-style', 'fast style transfer net: reflect-padded convs, instance norm, residual blocks, resize upsampling; frozen feature net, content + Gram-matrix style loss')
def _():
    B, R = 2, 128

    def cw(k, ci, co):
        return (k, k, ci, co)
    P = shapes({'c1': cw(9, 3, 32), 'c2': cw(3, 32, 64), 'c3': cw(3, 64, 128),
                'res': [[cw(3, 128, 128)] * 2] * 3, 'u1': cw(3, 128, 64), 'u2': cw(3, 64, 32), 'c4': cw(9, 32, 3)})
    FP = shapes({'f1': cw(3, 3, 64), 'f2': cw(3, 64, 128)})

    def rconv(x, w, stride=1):
        k = w.shape[0] // 2
        return conv(jnp.pad(x, ((0, 0), (k, k), (k, k), (0, 0)), mode='reflect'), w, stride, 'VALID')

    def inorm(x):
        mu = x.mean((1, 2), keepdims=True)
        return (x - mu) * lax.rsqrt(x.var((1, 2), keepdims=True) + 1e-5)

    def f(p, fp, x, style_grams):
        def feats(y):
            a = jax.nn.relu(conv(y, fp['f1']))
            b = jax.nn.relu(conv(a, fp['f2'], stride=2))
            return a, b

        def gram(a):
            n, h, w, c = a.shape
            a = a.reshape(n, h * w, c)
            return jnp.einsum('npc,npd->ncd', a, a) / (h * w)

        def loss(p):
            h = jax.nn.relu(inorm(rconv(x, p['c1'])))
            h = jax.nn.relu(inorm(rconv(h, p['c2'], 2)))
            h = jax.nn.relu(inorm(rconv(h, p['c3'], 2)))
            for r in p['res']:
                h = h + inorm(rconv(jax.nn.relu(inorm(rconv(h, r[0]))), r[1]))
            h = jax.image.resize(h, (B, R // 2, R // 2, 128), 'nearest')
            h = jax.nn.relu(inorm(rconv(h, p['u1'])))
            h = jax.image.resize(h, (B, R, R, 64), 'nearest')
            h = jax.nn.relu(inorm(rconv(h, p['u2'])))
            y = jnp.tanh(rconv(h, p['c4']))
            fa, fb = feats(y)
            xa, xb = feats(x)
            content = jnp.mean((fb - lax.stop_gradient(xb)) ** 2)
            style = jnp.mean((gram(fa) - style_grams[0]) ** 2) + jnp.mean((gram(fb) - style_grams[1][:, :, :]) ** 2)
            return content + 10 * style
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, FP, S((B, R, R, 3), f32), (S((1, 64, 64), f32), S((1, 128, 128), f32)))


# ======================================================================
@program('weightnorm-mlp', 'weight-normalised MLP (w = g * v/||v|| per output unit), 1024x2048x2048x1000, xent grad wrt v and g, SGD')
def _():
    B = 1024
    dims = [1024, 2048, 2048, 1000]
    P = shapes({'v': [(a, b) for a, b in zip(dims[:-1], dims[1:])], 'g': [(b,) for b in dims[1:]], 'b': [(b,) for b in dims[1:]]})

    def f(p, x, y):
        def loss(p):
            h = x
            for i in range(3):
                w = p['v'][i] * (p['g'][i] / jnp.sqrt(jnp.sum(p['v'][i] ** 2, 0)))
                h = h @ w + p['b'][i]
                if i < 2:
                    h = jax.nn.elu(h)
            return xent(h, y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, 1024), f32), S((B,), i32))


# ======================================================================
@program('layerscale-droppath-vit', 'CaiT-style ViT blocks with LayerScale (per-channel gamma) and stochastic depth (per-sample Bernoulli keep mask from jax.random), grad')
def _():
    B, T, D, H, C = 4, 197, 384, 6, 1000
    P = shapes({'a': [attn_p(D)] * 3, 'm': [mlp_p(D, 4 * D)] * 3, 'ga': [(D,)] * 3, 'gm': [(D,)] * 3,
                'g': (D,), 'b': (D,), 'head': (D, C)})

    def f(p, x, y, key):
        keys = jax.random.split(key, 6)

        def dp(k, h, rate):
            keep = jax.random.bernoulli(k, 1 - rate, (B, 1, 1))
            return jnp.where(keep, h / (1 - rate), 0.0)

        def loss(p):
            h = x
            for l in range(3):
                r = 0.1 * (l + 1) / 3
                hn = layernorm(h, p['g'], p['b'])
                h = h + dp(keys[2 * l], p['ga'][l] * mha(p['a'][l], hn, hn, H), r)
                h = h + dp(keys[2 * l + 1], p['gm'][l] * mlp(p['m'][l], layernorm(h, p['g'], p['b'])), r)
            return xent(layernorm(h[:, 0], p['g'], p['b']) @ p['head'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, D), f32), S((B,), i32), S((2,), u32))


# ======================================================================
@program('mbconv-squeeze-excite', 'EfficientNet MBConv x3: 1x1 expand (6x), depthwise 3x3, squeeze-excitation gate, 1x1 project, swish, residual; classifier grad')
def _():
    B, Hs, C, E = 8, 28, 40, 240

    def mb():
        return {'ex': (1, 1, C, E), 'dw': (3, 3, 1, E), 'se1': (E, 10), 'se2': (10, E), 'pr': (1, 1, E, C)}
    P = shapes({'stem': (3, 3, 3, C), 'mb': [mb() for _ in range(3)], 'head': (C, 100)})

    def f(p, x, y):
        def loss(p):
            h = jax.nn.swish(conv(x, p['stem'], stride=2))
            for b in p['mb']:
                e = jax.nn.swish(conv(h, b['ex']))
                e = jax.nn.swish(conv(e, b['dw'], groups=E))
                s = jax.nn.sigmoid(jax.nn.swish(e.mean((1, 2)) @ b['se1']) @ b['se2'])
                h = h + conv(e * s[:, None, None, :], b['pr'])
            return xent(h.mean((1, 2)) @ p['head'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, 2 * Hs, 2 * Hs, 3), f32), S((B,), i32))


# ======================================================================
@program('densenet-concat-block', 'DenseNet block: 6 BN-ReLU-1x1-3x3 layers each concatenating growth-32 features onto all previous, transition, grad')
def _():
    B, Hs, C0, G = 4, 32, 64, 32
    layers = [{'b1': (1, 1, C0 + i * G, 4 * G), 'c3': (3, 3, 4 * G, G)} for i in range(6)]
    P = shapes({'stem': (3, 3, 3, C0), 'L': layers, 'tr': (1, 1, C0 + 6 * G, 128), 'head': (128, 10)})

    def bn(x):
        return (x - x.mean((0, 1, 2))) * lax.rsqrt(x.var((0, 1, 2)) + 1e-5)

    def f(p, x, y):
        def loss(p):
            h = conv(x, p['stem'])
            for l in p['L']:
                n = conv(jax.nn.relu(bn(h)), l['b1'])
                n = conv(jax.nn.relu(bn(n)), l['c3'])
                h = jnp.concatenate([h, n], -1)
            h = conv(jax.nn.relu(bn(h)), p['tr'])
            return xent(h.mean((1, 2)) @ p['head'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, Hs, Hs, 3), f32), S((B,), i32))


# ======================================================================
@program('fpn-bilinear-topdown', 'Feature Pyramid Network: 4-stage strided backbone, 1x1 laterals, jax.image.resize bilinear top-down adds, 3x3 smoothing, per-level heads, grad')
def _():
    B, R, F = 8, 128, 64
    chans = [32, 64, 128, 256]
    P = shapes({'bb': [(3, 3, ci, co) for ci, co in zip([3] + chans[:-1], chans)],
                'lat': [(1, 1, c, F) for c in chans], 'sm': [(3, 3, F, F)] * 4, 'head': (3, 3, F, 9)})

    def f(p, x, tg):
        def loss(p):
            feats, h = [], x
            for w in p['bb']:
                h = jax.nn.relu(conv(h, w, stride=2))
                feats.append(h)
            top = conv(feats[-1], p['lat'][-1])
            outs = [top]
            for i in (2, 1, 0):
                lat = conv(feats[i], p['lat'][i])
                top = lat + jax.image.resize(top, lat.shape, 'bilinear')
                outs.insert(0, top)
            tot = 0.0
            for i, o in enumerate(outs):
                pr = conv(jax.nn.relu(conv(o, p['sm'][i])), p['head'])
                tot = tot + jnp.mean((pr - tg[i]) ** 2)
            return tot
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    tgs = tuple(S((B, R // 2 ** (i + 1), R // 2 ** (i + 1), 9), f32) for i in range(4))
    return f, (P, S((B, R, R, 3), f32), tgs)


# ======================================================================
@program('unet-seg-dice', 'segmentation U-Net at 3 scales: strided-conv down, nearest resize up, skip concat, per-pixel softmax xent + soft Dice loss, grad')
def _():
    B, R, K = 8, 128, 4

    def dbl(ci, co):
        return [(3, 3, ci, co), (3, 3, co, co)]
    P = shapes({'e0': dbl(3, 16), 'd0': (3, 3, 16, 16), 'e1': dbl(16, 32), 'd1': (3, 3, 32, 32), 'e2': dbl(32, 64),
                'u1': dbl(96, 32), 'u0': dbl(48, 16), 'out': (1, 1, 16, K)})

    def f(p, x, y):
        def blk(ws, h):
            return jax.nn.relu(conv(jax.nn.relu(conv(h, ws[0])), ws[1]))

        def up(h):
            n, a, b, c = h.shape
            return jax.image.resize(h, (n, 2 * a, 2 * b, c), 'nearest')

        def loss(p):
            e0 = blk(p['e0'], x)
            e1 = blk(p['e1'], conv(e0, p['d0'], stride=2))
            e2 = blk(p['e2'], conv(e1, p['d1'], stride=2))
            u1 = blk(p['u1'], jnp.concatenate([up(e2), e1], -1))
            u0 = blk(p['u0'], jnp.concatenate([up(u1), e0], -1))
            lg = conv(u0, p['out'])
            pr = jax.nn.softmax(lg, -1)
            oh = jax.nn.one_hot(y, K)
            dice = 1 - (2 * jnp.sum(pr * oh, (0, 1, 2)) + 1) / (jnp.sum(pr + oh, (0, 1, 2)) + 1)
            return xent(lg, y) + jnp.mean(dice)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, R, R, 3), f32), S((B, R, R), i32))


# ======================================================================
@program('deform-bilinear-gather', 'deformable conv: offsets predicted by a conv, 9-tap bilinear sampling via batched gathers of 4 corners, weighted sum, projection; 2 layers, grad')
def _():
    B, Hs, Ws, C, K = 4, 32, 32, 64, 9
    ky = jnp.array([-1, -1, -1, 0, 0, 0, 1, 1, 1], f32)
    kx = jnp.array([-1, 0, 1, -1, 0, 1, -1, 0, 1], f32)
    P = shapes({'off': [(3, 3, C, 2 * K)] * 2, 'w': [(K * C, C)] * 2})

    def dconv(x, wo, w):
        off = conv(x, wo)
        py = jnp.arange(Hs, dtype=f32)[None, :, None, None] + ky + off[..., :K]
        px = jnp.arange(Ws, dtype=f32)[None, None, :, None] + kx + off[..., K:]
        y0, x0 = jnp.floor(py), jnp.floor(px)
        wy, wx = py - y0, px - x0
        flat = x.reshape(B, Hs * Ws, C)

        def g(yi, xi):
            idx = (jnp.clip(yi, 0, Hs - 1) * Ws + jnp.clip(xi, 0, Ws - 1)).astype(i32).reshape(B, -1)
            return jax.vmap(lambda fl, ii: fl[ii])(flat, idx).reshape(B, Hs, Ws, K, C)
        s = (g(y0, x0) * ((1 - wy) * (1 - wx))[..., None] + g(y0, x0 + 1) * ((1 - wy) * wx)[..., None]
             + g(y0 + 1, x0) * (wy * (1 - wx))[..., None] + g(y0 + 1, x0 + 1) * (wy * wx)[..., None])
        return s.reshape(B, Hs, Ws, K * C) @ w

    def f(p, x, y):
        def loss(p):
            h = jax.nn.relu(dconv(x, p['off'][0], p['w'][0]))
            h = dconv(h, p['off'][1], p['w'][1])
            return jnp.mean((h - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, Hs, Ws, C), f32), S((B, Hs, Ws, C), f32))


# ======================================================================
@program('flow-warp-mapcoords', 'unsupervised optical flow: conv flow net, backward warp with jax.scipy.ndimage.map_coordinates (order 1, vmapped over batch and channel), Charbonnier + smoothness, grad')
def _():
    from jax.scipy.ndimage import map_coordinates
    B, R = 4, 128
    P = shapes({'c': [(3, 3, 6, 32), (3, 3, 32, 32), (3, 3, 32, 32), (3, 3, 32, 2)]})

    def f(p, i1, i2):
        yy, xx = jnp.meshgrid(jnp.arange(R, dtype=f32), jnp.arange(R, dtype=f32), indexing='ij')

        def loss(p):
            h = jnp.concatenate([i1, i2], -1)
            for i, w in enumerate(p['c']):
                h = conv(h, w)
                if i < 3:
                    h = jax.nn.leaky_relu(h, 0.1)
            cy, cx = yy + h[..., 1], xx + h[..., 0]
            warp = jax.vmap(lambda im, a, b: jax.vmap(lambda ch: map_coordinates(ch, [a, b], order=1, mode='nearest'),
                                                      in_axes=2, out_axes=2)(im))(i2, cy, cx)
            photo = jnp.mean(jnp.sqrt((warp - i1) ** 2 + 1e-6))
            smooth = jnp.mean(jnp.abs(h[:, 1:] - h[:, :-1])) + jnp.mean(jnp.abs(h[:, :, 1:] - h[:, :, :-1]))
            return photo + 0.1 * smooth
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, R, R, 3), f32), S((B, R, R, 3), f32))


# ======================================================================
@program('conv3d-video-clip', '3-D conv video classifier (NDHWC, 16 frames 56x56): 3x3x3 convs with spatio-temporal strides, global pool, xent grad')
def _():
    B, T, R = 4, 16, 56
    P = shapes({'c1': (3, 3, 3, 3, 32), 'c2': (3, 3, 3, 32, 64), 'c3': (3, 3, 3, 64, 128), 'head': (128, 50)})

    def c3(x, w, s):
        return lax.conv_general_dilated(x, w, s, 'SAME', dimension_numbers=('NDHWC', 'DHWIO', 'NDHWC'))

    def f(p, x, y):
        def loss(p):
            h = jax.nn.relu(c3(x, p['c1'], (1, 1, 1)))
            h = jax.nn.relu(c3(h, p['c2'], (2, 2, 2)))
            h = jax.nn.relu(c3(h, p['c3'], (2, 2, 2)))
            return xent(h.mean((1, 2, 3)) @ p['head'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, R, R, 3), f32), S((B,), i32))


# ======================================================================
@program('pointnet-tnet-maxpool', 'PointNet: T-net predicting 3x3 input transform, shared per-point MLP to 512, max over 1024 points, classifier + orthogonality reg, grad')
def _():
    B, N, C = 8, 1024, 40
    P = shapes({'t': [(3, 64), (64, 128), (128, 256)], 'tf': (256, 9),
                'm': [(3, 64), (64, 64), (64, 128), (128, 512)], 'fc': [(512, 256), (256, C)]})

    def f(p, x, y):
        def loss(p):
            h = x
            for w in p['t']:
                h = jax.nn.relu(h @ w)
            tr = (h.max(1) @ p['tf']).reshape(B, 3, 3) + jnp.eye(3)
            h = jnp.einsum('bnd,bde->bne', x, tr)
            for w in p['m']:
                h = jax.nn.relu(h @ w)
            g = jax.nn.relu(h.max(1) @ p['fc'][0]) @ p['fc'][1]
            reg = jnp.mean((jnp.einsum('bij,bkj->bik', tr, tr) - jnp.eye(3)) ** 2)
            return xent(g, y) + 1e-3 * reg
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, N, 3), f32), S((B,), i32))


# ======================================================================
@program('dgcnn-knn-edgeconv', 'DGCNN: per-layer kNN graph via lax.top_k on pairwise distances (k=20), neighbour gather, EdgeConv MLP on [x_i, x_j-x_i], max over k; 3 layers, grad')
def _():
    B, N, K, C = 2, 512, 20, 40
    P = shapes({'e': [(6, 64), (128, 64), (128, 128)], 'g': (256, 512), 'fc': (512, C)})

    def edge(x, w):
        sq = jnp.sum(x * x, -1)
        d = sq[:, :, None] - 2 * jnp.einsum('bnc,bmc->bnm', x, x) + sq[:, None, :]
        _, idx = lax.top_k(-lax.stop_gradient(d), K)
        nb = jax.vmap(lambda f, i: f[i])(x, idx)
        xi = jnp.broadcast_to(x[:, :, None, :], nb.shape)
        return jax.nn.leaky_relu(jnp.concatenate([xi, nb - xi], -1) @ w, 0.2).max(2)

    def f(p, x, y):
        def loss(p):
            h1 = edge(x, p['e'][0])
            h2 = edge(h1, p['e'][1])
            h3 = edge(h2, p['e'][2])
            h = jax.nn.leaky_relu(jnp.concatenate([h1, h2, h3], -1) @ p['g'], 0.2).max(1)
            return xent(h @ p['fc'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, N, 3), f32), S((B,), i32))


# ======================================================================
@program('laplacian-power-iter', 'spectral embedding: Gaussian affinity over 2048 points, normalised Laplacian, 60 block power iterations (fori_loop) with column normalisation, Rayleigh quotients')
def _():
    N, D, K = 2048, 16, 16

    def f(pts, v0):
        sq = jnp.sum(pts * pts, -1)
        d2 = sq[:, None] - 2 * pts @ pts.T + sq[None]
        A = jnp.exp(-d2 / 2.0) * (1 - jnp.eye(N))
        dinv = lax.rsqrt(A.sum(1) + 1e-6)
        M = 2.0 * jnp.eye(N) - (jnp.eye(N) - dinv[:, None] * A * dinv[None])

        def body(i, v):
            v = M @ v
            return v / jnp.linalg.norm(v, axis=0, keepdims=True)
        v = lax.fori_loop(0, 60, body, v0)
        return v, jnp.diagonal(v.T @ M @ v)
    return f, (S((N, D), f32), S((N, K), f32))


# ======================================================================
@program('hessian-free-cg', 'Hessian-free step: 4 unrolled conjugate-gradient iterations with Hessian-vector products (jvp of grad) on a 3-layer MLP, damped, update')
def _():
    B, D, H, C = 512, 256, 512, 10
    P = shapes({'w1': (D, H), 'w2': (H, H), 'w3': (H, C)})

    def f(p, x, y):
        def loss(p):
            return xent(jnp.tanh(jnp.tanh(x @ p['w1']) @ p['w2']) @ p['w3'], y)
        gfn = jax.grad(loss)
        g = gfn(p)

        def hvp(v):
            hv = jax.jvp(gfn, (p,), (v,))[1]
            return jax.tree.map(lambda a, b: a + 1e-3 * b, hv, v)
        xs = jax.tree.map(jnp.zeros_like, g)
        r, d = g, g
        rr = tree_vdot(r, r)
        for _ in range(4):
            Ad = hvp(d)
            alpha = rr / tree_vdot(d, Ad)
            xs = jax.tree.map(lambda a, b: a + alpha * b, xs, d)
            r = jax.tree.map(lambda a, b: a - alpha * b, r, Ad)
            rr2 = tree_vdot(r, r)
            d = jax.tree.map(lambda a, b: a + (rr2 / rr) * b, r, d)
            rr = rr2
        return sgd(p, xs, 1.0), rr
    return f, (P, S((B, D), f32), S((B,), i32))


# ======================================================================
@program('kfac-natgrad-solve', 'K-FAC-style natural gradient for a 2-layer net: activation and sampled-label gradient covariances, damped jnp.linalg.solve (LU) on both sides')
def _():
    B, D, H, C = 1024, 512, 512, 100
    P = shapes({'w1': (D, H), 'w2': (H, C)})

    def f(p, x, y, key):
        def fwd(p):
            h = jnp.tanh(x @ p['w1'])
            return h, h @ p['w2']
        l, g = jax.value_and_grad(lambda p: xent(fwd(p)[1], y))(p)
        h, lg = fwd(p)
        ys = jax.random.categorical(key, lg)
        dl = (jax.nn.softmax(lg) - jax.nn.one_hot(ys, C)) / B
        dh = (dl @ p['w2'].T) * (1 - h * h)
        lam = 1e-2
        A1 = x.T @ x / B + lam * jnp.eye(D)
        G1 = dh.T @ dh * B + lam * jnp.eye(H)
        A2 = h.T @ h / B + lam * jnp.eye(H)
        G2 = dl.T @ dl * B + lam * jnp.eye(C)
        n1 = jnp.linalg.solve(G1, jnp.linalg.solve(A1, g['w1']).T).T
        n2 = jnp.linalg.solve(G2, jnp.linalg.solve(A2, g['w2']).T).T
        return sgd(p, {'w1': n1, 'w2': n2}, 1e-3), l
    return f, (P, S((B, D), f32), S((B,), i32), S((2,), u32))


# ======================================================================
@program('shampoo-newton-root', 'Shampoo: Kronecker L/R statistics per weight, inverse 4th roots by 12 coupled Newton iterations in fori_loop, preconditioned update; params and stats donated', donate=(0, 1))
def _():
    B = 256
    dims = [(512, 512), (512, 256), (256, 128)]
    P = shapes({'w': list(dims)})
    ST = shapes({'L': [(m, m) for m, _ in dims], 'R': [(n, n) for _, n in dims]})

    def inv_root(A, pw=4, iters=12):
        n = A.shape[0]
        I = jnp.eye(n)
        A = A + 1e-4 * I
        z = (1 + pw) / (2 * jnp.linalg.norm(A))
        X = I * z ** (1.0 / pw)
        M = A * z

        def body(_, c):
            X, M = c
            T = ((pw + 1) * I - M) / pw
            T2 = T @ T
            return X @ T, T2 @ T2 @ M
        return lax.fori_loop(0, iters, body, (X, M))[0]

    def f(p, st, x, y):
        def loss(p):
            h = x
            for w in p['w'][:-1]:
                h = jax.nn.relu(h @ w)
            return jnp.mean((h @ p['w'][-1] - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        Ls = [L + gw @ gw.T for L, gw in zip(st['L'], g['w'])]
        Rs = [R + gw.T @ gw for R, gw in zip(st['R'], g['w'])]
        new = [w - 1e-2 * inv_root(L) @ gw @ inv_root(R) for w, gw, L, R in zip(p['w'], g['w'], Ls, Rs)]
        return {'w': new}, {'L': Ls, 'R': Rs}, l
    return f, (P, ST, S((B, 512), f32), S((B, 128), f32))


# ======================================================================
@program('lamb-transformer', 'LAMB optimiser on a 2-layer transformer encoder: Adam moments, bias correction, per-tensor trust ratio ||w||/||update||, masked-LM xent')
def _():
    B, T, D, H, V = 4, 128, 512, 8, 8192
    P = shapes({'emb': (V, D), 'a': [attn_p(D)] * 2, 'm': [mlp_p(D, 4 * D)] * 2, 'g': (D,), 'b': (D,)})

    def f(p, m, v, step, tok, tgt):
        def loss(p):
            h = jnp.take(p['emb'], tok, axis=0)
            for l in range(2):
                hn = layernorm(h, p['g'], p['b'])
                h = h + mha(p['a'][l], hn, hn, H)
                h = h + mlp(p['m'][l], layernorm(h, p['g'], p['b']))
            return xent(h @ p['emb'].T, tgt)
        l, g = jax.value_and_grad(loss)(p)
        t = step.astype(f32) + 1
        m = jax.tree.map(lambda m, g: 0.9 * m + 0.1 * g, m, g)
        v = jax.tree.map(lambda v, g: 0.999 * v + 0.001 * g * g, v, g)

        def upd(w, m, v):
            u = (m / (1 - 0.9 ** t)) / (jnp.sqrt(v / (1 - 0.999 ** t)) + 1e-6) + 0.01 * w
            wn, un = jnp.linalg.norm(w), jnp.linalg.norm(u)
            tr = jnp.where((wn > 0) & (un > 0), wn / un, 1.0)
            return w - 1e-3 * tr * u
        return jax.tree.map(upd, p, m, v), m, v, step + 1, l
    return f, (P, P, P, S((), i32), S((B, T), i32), S((B, T), i32))


# ======================================================================
@program('lion-cnn-donated', 'Lion optimiser (sign of interpolated momentum, decoupled weight decay) on a 4-conv CNN; params and momentum donated', donate=(0, 1))
def _():
    B = 64
    P = shapes({'c': [(3, 3, 3, 64), (3, 3, 64, 128), (3, 3, 128, 256), (3, 3, 256, 256)], 'fc': (256, 100)})

    def f(p, m, x, y):
        def loss(p):
            h = x
            for i, w in enumerate(p['c']):
                h = jax.nn.gelu(conv(h, w, stride=1 if i == 0 else 2))
            return xent(h.mean((1, 2)) @ p['fc'], y)
        l, g = jax.value_and_grad(loss)(p)
        p = jax.tree.map(lambda p, m, g: p - 1e-4 * (jnp.sign(0.9 * m + 0.1 * g) + 0.1 * p), p, m, g)
        m = jax.tree.map(lambda m, g: 0.99 * m + 0.01 * g, m, g)
        return p, m, l
    return f, (P, P, S((B, 32, 32, 3), f32), S((B,), i32))


# ======================================================================
@program('sam-resnet-two-pass', 'Sharpness-Aware Minimisation: grad, ascend to p + rho*g/||g||, second grad at the perturbed point, momentum SGD with it; small ResNet')
def _():
    B = 32
    P = shapes({'stem': (3, 3, 3, 64), 'r': [[(3, 3, 64, 64)] * 2] * 2, 'down': (3, 3, 64, 128), 'r2': [(3, 3, 128, 128)] * 2, 'fc': (128, 10)})

    def f(p, mom, x, y):
        def loss(p):
            h = jax.nn.relu(conv(x, p['stem']))
            for r in p['r']:
                h = jax.nn.relu(h + conv(jax.nn.relu(conv(h, r[0])), r[1]))
            h = jax.nn.relu(conv(h, p['down'], stride=2))
            h = jax.nn.relu(h + conv(jax.nn.relu(conv(h, p['r2'][0])), p['r2'][1]))
            return xent(h.mean((1, 2)) @ p['fc'], y)
        g = jax.grad(loss)(p)
        n = tree_norm(g)
        pe = jax.tree.map(lambda a, b: a + 0.05 * b / (n + 1e-12), p, g)
        l, g2 = jax.value_and_grad(loss)(pe)
        mom = jax.tree.map(lambda m, g: 0.9 * m + g, mom, g2)
        return jax.tree.map(lambda a, m: a - 0.05 * m, p, mom), mom, l
    return f, (P, P, S((B, 32, 32, 3), f32), S((B,), i32))


# ======================================================================
@program('maml-second-order', 'MAML: vmap over 16 tasks of 3 unrolled inner SGD steps on the support set, query loss, second-order meta-gradient (grad of grad)')
def _():
    Tk, Ns, Nq, D, H, W = 16, 25, 75, 784, 256, 5
    P = shapes({'w1': (D, H), 'b1': (H,), 'w2': (H, H), 'b2': (H,), 'w3': (H, W), 'b3': (W,)})

    def net(p, x):
        h = jax.nn.relu(x @ p['w1'] + p['b1'])
        h = jax.nn.relu(h @ p['w2'] + p['b2'])
        return h @ p['w3'] + p['b3']

    def f(p, xs, ys, xq, yq):
        def task(p, xs, ys, xq, yq):
            q = p
            for _ in range(3):
                g = jax.grad(lambda q: xent(net(q, xs), ys))(q)
                q = jax.tree.map(lambda a, b: a - 0.4 * b, q, g)
            return xent(net(q, xq), yq)

        def meta(p):
            return jnp.mean(jax.vmap(task, (None, 0, 0, 0, 0))(p, xs, ys, xq, yq))
        l, g = jax.value_and_grad(meta)(p)
        return sgd(p, g, 1e-3), l
    return f, (P, S((Tk, Ns, D), f32), S((Tk, Ns), i32), S((Tk, Nq, D), f32), S((Tk, Nq), i32))


# ======================================================================
@program('reptile-fori-inner', 'Reptile: 8 inner Adam-free SGD steps on sampled minibatches in a fori_loop (dynamic_slice of task data), outer interpolation p + eps*(q - p)')
def _():
    N, Bm, D, H, C = 2048, 256, 512, 1024, 20
    P = shapes({'w1': (D, H), 'w2': (H, H), 'w3': (H, C)})

    def f(p, x, y):
        def loss(q, xb, yb):
            return xent(jax.nn.relu(jax.nn.relu(xb @ q['w1']) @ q['w2']) @ q['w3'], yb)

        def body(i, q):
            xb = lax.dynamic_slice_in_dim(x, i * Bm, Bm)
            yb = lax.dynamic_slice_in_dim(y, i * Bm, Bm)
            return sgd(q, jax.grad(loss)(q, xb, yb), 0.05)
        q = lax.fori_loop(0, N // Bm, body, p)
        return jax.tree.map(lambda a, b: a + 0.1 * (b - a), p, q)
    return f, (P, S((N, D), f32), S((N,), i32))


# ======================================================================
@program('reinforce-rollout-baseline', 'REINFORCE: 64-step rollout in lax.scan with jax.random.categorical actions through a toy linear env, discounted returns, learned baseline, policy grad')
def _():
    E, T, Sd, A, H = 256, 64, 64, 16, 256
    P = shapes({'w1': (Sd, H), 'pi': (H, A), 'v': (H, 1)})

    def f(p, envA, envB, rw, s0, key):
        def loss(p):
            def step(carry, k):
                s = carry
                h = jnp.tanh(s @ p['w1'])
                lg = jax.nn.log_softmax(h @ p['pi'])
                a = jax.random.categorical(k, lax.stop_gradient(lg))
                lp = jnp.take_along_axis(lg, a[:, None], 1)[:, 0]
                s2 = jnp.tanh(s @ envA + envB[a])
                return lax.stop_gradient(s2), (lp, (h @ p['v'])[:, 0], s2 @ rw)
            _, (lps, vals, rews) = lax.scan(step, s0, jax.random.split(key, T))
            disc = 0.99 ** jnp.arange(T, dtype=f32)
            ret = jnp.cumsum((rews * disc[:, None])[::-1], 0)[::-1] / disc[:, None]
            adv = lax.stop_gradient(ret - vals)
            return -jnp.mean(lps * adv) + 0.5 * jnp.mean((vals - ret) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((Sd, Sd), f32), S((A, Sd), f32), S((Sd,), f32), S((E, Sd), f32), S((2,), u32))


# ======================================================================
@program('dqn-double-huber', 'Double DQN on uint8 84x84x4 frames: Nature-CNN online + target nets, argmax from online, Huber TD loss, Adam step')
def _():
    B, A = 32, 18
    P = shapes({'c1': (8, 8, 4, 32), 'c2': (4, 4, 32, 64), 'c3': (3, 3, 64, 64), 'f1': (3136, 512), 'f2': (512, A)})

    def q(p, o):
        x = o.astype(f32) / 255.0
        h = jax.nn.relu(conv(x, p['c1'], 4, 'VALID'))
        h = jax.nn.relu(conv(h, p['c2'], 2, 'VALID'))
        h = jax.nn.relu(conv(h, p['c3'], 1, 'VALID'))
        return jax.nn.relu(h.reshape(B, -1) @ p['f1']) @ p['f2']

    def f(p, m, v, pt, obs, act, rew, nobs, done):
        an = jnp.argmax(q(p, nobs), -1)
        qn = jnp.take_along_axis(q(pt, nobs), an[:, None], 1)[:, 0]
        tgt = lax.stop_gradient(rew + 0.99 * (1 - done) * qn)

        def loss(p):
            qa = jnp.take_along_axis(q(p, obs), act[:, None], 1)[:, 0]
            return jnp.mean(optax_huber(qa - tgt))
        l, g = jax.value_and_grad(loss)(p)
        p, m, v = adam(p, m, v, g, 6.25e-5)
        return p, m, v, l

    def optax_huber(d, delta=1.0):
        a = jnp.abs(d)
        return jnp.where(a < delta, 0.5 * d * d, delta * (a - 0.5 * delta))
    return f, (P, P, P, P, S((B, 84, 84, 4), u8), S((B,), i32), S((B,), f32), S((B, 84, 84, 4), u8), S((B,), f32))


# ======================================================================
@program('sac-twin-q', 'Soft Actor-Critic: tanh-Gaussian actor with reparameterised sample and log-det correction, twin Q + target critics, entropy temperature; three grads, polyak')
def _():
    B, O, A, H = 512, 64, 8, 256

    def mlp3(i, o):
        return [(i, H), (H, H), (H, o)]
    PA = shapes(mlp3(O, 2 * A))
    PQ = shapes([mlp3(O + A, 1), mlp3(O + A, 1)])

    def run(ws, x):
        for w in ws[:-1]:
            x = jax.nn.relu(x @ w)
        return x @ ws[-1]

    def act(pa, o, k):
        mu, ls = jnp.split(run(pa, o), 2, -1)
        ls = jnp.clip(ls, -5, 2)
        e = jax.random.normal(k, mu.shape)
        u = mu + jnp.exp(ls) * e
        a = jnp.tanh(u)
        lp = jnp.sum(-0.5 * e * e - ls - 0.5 * math.log(2 * math.pi) - jnp.log(1 - a * a + 1e-6), -1)
        return a, lp

    def qs(pq, o, a):
        x = jnp.concatenate([o, a], -1)
        return run(pq[0], x)[:, 0], run(pq[1], x)[:, 0]

    def f(pa, pq, pqt, log_alpha, o, a, r, no, d, key):
        k1, k2 = jax.random.split(key)
        alpha = jnp.exp(log_alpha)
        na, nlp = act(pa, no, k1)
        q1t, q2t = qs(pqt, no, na)
        y = lax.stop_gradient(r + 0.99 * (1 - d) * (jnp.minimum(q1t, q2t) - alpha * nlp))

        def closs(pq):
            q1, q2 = qs(pq, o, a)
            return jnp.mean((q1 - y) ** 2) + jnp.mean((q2 - y) ** 2)
        lc, gq = jax.value_and_grad(closs)(pq)

        def aloss(pa):
            an, lp = act(pa, o, k2)
            q1, q2 = qs(pq, o, an)
            return jnp.mean(alpha * lp - jnp.minimum(q1, q2)), lp
        (la, lp), ga = jax.value_and_grad(aloss, has_aux=True)(pa)
        galpha = jax.grad(lambda la_: -jnp.mean(la_ * lax.stop_gradient(lp - A)))(log_alpha)
        pq = sgd(pq, gq, 3e-4)
        pa = sgd(pa, ga, 3e-4)
        pqt = jax.tree.map(lambda t, s: 0.995 * t + 0.005 * s, pqt, pq)
        return pa, pq, pqt, log_alpha - 3e-4 * galpha, lc, la
    return f, (PA, PQ, PQ, S((), f32), S((B, O), f32), S((B, A), f32), S((B,), f32), S((B, O), f32), S((B,), f32), S((2,), u32))


# ======================================================================
@program('realnvp-coupling-flow', 'RealNVP: 4 checkerboard/channel affine coupling layers with conv s,t nets, squeeze reshape, tanh-scaled log-scales, exact log-det NLL, Adam')
def _():
    B, R, C, Hd = 32, 32, 3, 64

    def st(ci):
        return [(3, 3, ci, Hd), (3, 3, Hd, Hd), (3, 3, Hd, 2 * ci)]
    P = shapes({'cb': [st(C), st(C)], 'ch': [st(2 * C), st(2 * C)], 'scale': [(C,), (C,), (2 * C,), (2 * C,)]})
    cbm = jnp.asarray(((np.arange(R)[:, None] + np.arange(R)[None]) % 2)[None, :, :, None], f32)

    def snet(ws, x):
        for w in ws[:-1]:
            x = jax.nn.relu(conv(x, w))
        return jnp.split(conv(x, ws[-1]), 2, -1)

    def f(p, m, v, x):
        def loss(p):
            z, ld = x, 0.0
            for i in range(2):
                mk = cbm if i == 0 else 1 - cbm
                s, t = snet(p['cb'][i], z * mk)
                s = p['scale'][i] * jnp.tanh(s) * (1 - mk)
                z = z * mk + (1 - mk) * (z * jnp.exp(s) + t)
                ld = ld + jnp.sum(s, (1, 2, 3))
            z = z.reshape(B, R // 2, 2, R // 2, 2, C).transpose(0, 1, 3, 2, 4, 5).reshape(B, R // 2, R // 2, 4 * C)
            for i in range(2):
                za, zb = jnp.split(z, 2, -1)
                if i == 1:
                    za, zb = zb, za
                s, t = snet(p['ch'][i], za)
                s = p['scale'][2 + i] * jnp.tanh(s)
                zb = zb * jnp.exp(s) + t
                ld = ld + jnp.sum(s, (1, 2, 3))
                z = jnp.concatenate([za, zb], -1)
            nll = 0.5 * jnp.sum(z * z, (1, 2, 3)) + 0.5 * math.log(2 * math.pi) * z[0].size - ld
            return jnp.mean(nll) / z[0].size
        l, g = jax.value_and_grad(loss)(p)
        p, m, v = adam(p, m, v, g)
        return p, m, v, l
    return f, (P, P, P, S((B, R, R, C), f32))


# ======================================================================
@program('neural-ode-rk4', 'neural ODE: 16 fixed-step RK4 steps of a time-conditioned MLP vector field in lax.fori_loop, MSE at t=1, grad through the loop')
def _():
    B, D, H = 256, 32, 512
    P = shapes({'w1': (D + 1, H), 'w2': (H, H), 'w3': (H, D)})

    def f(p, x0, x1):
        def field(t, x, p):
            h = jnp.tanh(jnp.concatenate([x, jnp.full((B, 1), t)], -1) @ p['w1'])
            return jnp.tanh(h @ p['w2']) @ p['w3']

        def loss(p):
            dt = 1.0 / 16

            def body(i, x):
                t = i * dt
                k1 = field(t, x, p)
                k2 = field(t + dt / 2, x + dt / 2 * k1, p)
                k3 = field(t + dt / 2, x + dt / 2 * k2, p)
                k4 = field(t + dt, x + dt * k3, p)
                return x + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
            return jnp.mean((lax.fori_loop(0, 16, body, x0) - x1) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, D), f32), S((B, D), f32))


# ======================================================================
@program('hmc-leapfrog-chains', 'HMC for Bayesian logistic regression (8192x256 data, 16 chains): 20 leapfrog steps in lax.scan with grad of the log density, Metropolis accept')
def _():
    N, D, Cn, L = 8192, 256, 16, 20

    def f(theta, X, y, key):
        def logp(th):
            z = X @ th.T
            return jnp.sum(y[:, None] * z - jax.nn.softplus(z), 0) - 0.5 * jnp.sum(th * th, -1)
        glp = jax.grad(lambda th: jnp.sum(logp(th)))
        k1, k2 = jax.random.split(key)
        r0 = jax.random.normal(k1, theta.shape)
        eps = 0.01

        def leap(c, _):
            th, r = c
            r = r + 0.5 * eps * glp(th)
            th = th + eps * r
            r = r + 0.5 * eps * glp(th)
            return (th, r), None
        (th, r), _ = lax.scan(leap, (theta, r0), None, length=L)
        logacc = logp(th) - 0.5 * jnp.sum(r * r, -1) - logp(theta) + 0.5 * jnp.sum(r0 * r0, -1)
        acc = jnp.log(jax.random.uniform(k2, (Cn,))) < logacc
        return jnp.where(acc[:, None], th, theta), acc.mean()
    return f, (S((Cn, D), f32), S((N, D), f32), S((N,), f32), S((2,), u32))


# ======================================================================
@program('gmm-em-fori', 'Gaussian mixture EM: 4 iterations in fori_loop over 32768x32 data, 64 diagonal components, log-responsibilities via matmul expansion, M-step')
def _():
    N, D, K = 32768, 32, 64

    def f(x, mu, var, logw):
        def body(_, c):
            mu, var, logw = c
            iv = 1.0 / var
            q = (x * x) @ iv.T - 2 * x @ (mu * iv).T + jnp.sum(mu * mu * iv, -1)
            ll = -0.5 * (q + jnp.sum(jnp.log(var), -1) + D * math.log(2 * math.pi)) + logw
            r = jnp.exp(ll - jax.nn.logsumexp(ll, -1, keepdims=True))
            nk = r.sum(0) + 1e-6
            mu = (r.T @ x) / nk[:, None]
            var = (r.T @ (x * x)) / nk[:, None] - mu * mu + 1e-4
            return mu, var, jnp.log(nk / N)
        return lax.fori_loop(0, 4, body, (mu, var, logw))
    return f, (S((N, D), f32), S((K, D), f32), S((K, D), f32), S((K,), f32))


# ======================================================================
@program('lbfgs-two-loop', 'L-BFGS step for 32-class softmax regression: two-loop recursion over an 8-entry (s, y) history, fixed step, history roll + append; theta and history donated', donate=(0, 1, 2))
def _():
    N, D, C, M = 8192, 2048, 32, 8

    def f(theta, Sh, Yh, X, y):
        def loss(t):
            return xent(X @ t, y)
        l, g = jax.value_and_grad(loss)(theta)
        rho = 1.0 / (jnp.sum(Sh * Yh, (1, 2)) + 1e-10)
        q = g
        alphas = []
        for i in reversed(range(M)):
            a = rho[i] * jnp.sum(Sh[i] * q)
            q = q - a * Yh[i]
            alphas.append(a)
        gamma = jnp.sum(Sh[-1] * Yh[-1]) / (jnp.sum(Yh[-1] * Yh[-1]) + 1e-10)
        r = gamma * q
        for i in range(M):
            b = rho[i] * jnp.sum(Yh[i] * r)
            r = r + Sh[i] * (alphas[M - 1 - i] - b)
        new = theta - 0.5 * r
        g2 = jax.grad(loss)(new)
        Sh = jnp.concatenate([Sh[1:], (new - theta)[None]], 0)
        Yh = jnp.concatenate([Yh[1:], (g2 - g)[None]], 0)
        return new, Sh, Yh, l
    return f, (S((D, C), f32), S((M, D, C), f32), S((M, D, C), f32), S((N, D), f32), S((N,), i32))


# ======================================================================
@program('word2vec-negsample', 'skip-gram word2vec with 10 negative samples: gathers from two 65536x128 tables, log-sigmoid losses, scatter-add grads; tables donated', donate=(0, 1))
def _():
    V, D, B, K = 65536, 128, 8192, 10

    def f(win, wout, c, o, neg):
        def loss(win, wout):
            u = jnp.take(win, c, axis=0)
            vo = jnp.take(wout, o, axis=0)
            vn = jnp.take(wout, neg, axis=0)
            pos = jax.nn.log_sigmoid(jnp.sum(u * vo, -1))
            ng = jnp.sum(jax.nn.log_sigmoid(-jnp.einsum('bd,bkd->bk', u, vn)), -1)
            return -jnp.mean(pos + ng)
        l, (gi, go) = jax.value_and_grad(loss, (0, 1))(win, wout)
        return win - 0.025 * gi, wout - 0.025 * go, l
    return f, (S((V, D), f32), S((V, D), f32), S((B,), i32), S((B,), i32), S((B, K), i32))


# ======================================================================
@program('dlrm-dot-interaction', 'DLRM: bottom MLP on 13 dense features, 26 stacked 4096x64 embedding tables gathered, pairwise dot interaction with strict-upper-triangle gather, top MLP, BCE grad')
def _():
    B, F, NT, V, D = 2048, 13, 26, 4096, 64
    iu = np.triu_indices(NT + 1, 1)
    P = shapes({'bot': [(F, 512), (512, 256), (256, D)], 'tab': (NT, V, D),
                'top': [(D + len(iu[0]), 512), (512, 256), (256, 1)]})

    def f(p, dense, sparse, y):
        def loss(p):
            h = dense
            for w in p['bot']:
                h = jax.nn.relu(h @ w)
            e = p['tab'][jnp.arange(NT)[None, :], sparse]
            z = jnp.concatenate([h[:, None], e], 1)
            zz = jnp.einsum('bid,bjd->bij', z, z)[:, iu[0], iu[1]]
            t = jnp.concatenate([h, zz], -1)
            for w in p['top'][:-1]:
                t = jax.nn.relu(t @ w)
            lg = (t @ p['top'][-1])[:, 0]
            return jnp.mean(jax.nn.softplus(lg) - y * lg)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, F), f32), S((B, NT), i32), S((B,), f32))


# ======================================================================
@program('wide-deep-hashed-bags', 'Wide & Deep: multiplicative-hash ids into a 2^16 x 32 table, variable-length bags via take + segment_sum, hashed cross-feature wide weights, BCE, Adagrad')
def _():
    B, NNZ, F, Vt, D, Vw = 4096, 65536, 8, 65536, 32, 262144
    P = shapes({'emb': (Vt, D), 'wide': (Vw,), 'deep': [(D + F * D // 4, 512), (512, 256), (256, 1)], 'fe': (F, Vt // 16, D // 4)})

    def hsh(a, n):
        return ((a.astype(u32) * jnp.uint32(2654435761)) >> 7).astype(i32) % n

    def f(p, acc, ids, bag, fields, y):
        def loss(p):
            e = jnp.take(p['emb'], hsh(ids, Vt), axis=0)
            bags = jax.ops.segment_sum(e, bag, num_segments=B)
            fe = p['fe'][jnp.arange(F)[None], hsh(fields, Vt // 16)].reshape(B, -1)
            h = jnp.concatenate([bags, fe], -1)
            for w in p['deep'][:-1]:
                h = jax.nn.relu(h @ w)
            cross = hsh(fields[:, :-1] * 1000003 + fields[:, 1:], Vw)
            lg = (h @ p['deep'][-1])[:, 0] + jnp.take(p['wide'], cross).sum(-1)
            return jnp.mean(jax.nn.softplus(lg) - y * lg)
        l, g = jax.value_and_grad(loss)(p)
        acc = jax.tree.map(lambda a, g: a + g * g, acc, g)
        p = jax.tree.map(lambda p, g, a: p - 0.05 * g / (jnp.sqrt(a) + 1e-7), p, g, acc)
        return p, acc, l
    return f, (P, P, S((NNZ,), i32), S((NNZ,), i32), S((B, F), i32), S((B,), f32))


# ======================================================================
@program('crf-nll-viterbi', 'linear-chain CRF tagger: log-partition by logsumexp lax.scan, gold path score, NLL grad; Viterbi decode by max/argmax scan and reverse backtrack scan')
def _():
    B, T, F, K = 32, 128, 256, 32
    P = shapes({'w': (F, 256), 'e': (256, K), 'trans': (K, K)})

    def f(p, x, tags):
        def emis(p):
            return jnp.tanh(x @ p['w']) @ p['e']

        def loss(p):
            em = emis(p)

            def fwd(a, e):
                return jax.nn.logsumexp(a[:, :, None] + p['trans'][None], 1) + e, None
            a, _ = lax.scan(fwd, em[:, 0], em[:, 1:].swapaxes(0, 1))
            logz = jax.nn.logsumexp(a, -1)
            gold = jnp.sum(jnp.take_along_axis(em, tags[..., None], 2)[..., 0], 1) + \
                jnp.sum(p['trans'][tags[:, :-1], tags[:, 1:]], 1)
            return jnp.mean(logz - gold)
        l, g = jax.value_and_grad(loss)(p)
        p = sgd(p, g)
        em = emis(p)

        def vit(s, e):
            sc = s[:, :, None] + p['trans'][None]
            return sc.max(1) + e, sc.argmax(1)
        s, bp = lax.scan(vit, em[:, 0], em[:, 1:].swapaxes(0, 1))
        last = s.argmax(-1)

        def back(t, b):
            prev = jnp.take_along_axis(b, t[:, None], 1)[:, 0]
            return prev, t
        first, path = lax.scan(back, last, bp, reverse=True)
        path = jnp.concatenate([first[None], path], 0).T
        return p, l, path
    return f, (P, S((B, T, F), f32), S((B, T), i32))


# ======================================================================
@program('greedy-decode-while', 'greedy decoding: lax.while_loop until all sequences emit EOS or 64 tokens, full-prefix causal 2-layer transformer recomputed each step, argmax, dynamic_update_slice')
def _():
    B, L, D, H, V = 8, 64, 256, 4, 8192
    P = shapes({'emb': (V, D), 'pos': (L, D), 'a': [attn_p(D)] * 2, 'm': [mlp_p(D, 4 * D)] * 2, 'g': (D,), 'b': (D,)})

    def f(p, prompt):
        mask = jnp.tril(jnp.ones((L, L), bool))
        toks0 = jnp.zeros((B, L), i32).at[:, :4].set(prompt)

        def cond(c):
            toks, i, done = c
            return (i < L - 1) & ~jnp.all(done)

        def body(c):
            toks, i, done = c
            h = jnp.take(p['emb'], toks, axis=0) + p['pos']
            for l in range(2):
                hn = layernorm(h, p['g'], p['b'])
                h = h + mha(p['a'][l], hn, hn, H, mask=mask)
                h = h + mlp(p['m'][l], layernorm(h, p['g'], p['b']))
            hi = lax.dynamic_slice_in_dim(h, i, 1, axis=1)[:, 0]
            nt = jnp.argmax(hi @ p['emb'].T, -1).astype(i32)
            nt = jnp.where(done, 0, nt)
            toks = lax.dynamic_update_slice(toks, nt[:, None], (0, i + 1))
            return toks, i + 1, done | (nt == 1)
        toks, n, _ = lax.while_loop(cond, body, (toks0, jnp.int32(3), jnp.zeros((B,), bool)))
        return toks, n
    return f, (P, S((B, 4), i32))


# ======================================================================
@program('top-p-rep-penalty', 'sampling head: repetition penalty scattered at 256 previous tokens, temperature, sort + softmax + cumsum nucleus (top-p) mask, categorical draw, unsort')
def _():
    B, V, Pv = 64, 32000, 256

    def f(logits, prev, key):
        rows = jnp.arange(B)[:, None]
        g = jnp.take_along_axis(logits, prev, 1)
        logits = logits.at[rows, prev].set(jnp.where(g > 0, g / 1.2, g * 1.2))
        logits = logits / 0.8
        order = jnp.argsort(-logits, -1)
        sl = jnp.take_along_axis(logits, order, 1)
        pr = jax.nn.softmax(sl, -1)
        cum = jnp.cumsum(pr, -1)
        sl = jnp.where(cum - pr > 0.9, -jnp.inf, sl)
        pick = jax.random.categorical(key, sl)
        tok = jnp.take_along_axis(order, pick[:, None], 1)[:, 0]
        return tok, jnp.take_along_axis(pr, pick[:, None], 1)[:, 0]
    return f, (S((B, V), f32), S((B, Pv), i32), S((2,), u32))


# ======================================================================
@program('quantile-histogram', 'feature statistics: jnp.quantile (5 levels, sort along 65536 rows), median/IQR robust scaling, 64-bin histograms via segment_sum and via one_hot sum')
def _():
    N, D, NB = 65536, 64, 64

    def f(x):
        qs = jnp.quantile(x, jnp.array([0.01, 0.25, 0.5, 0.75, 0.99]), axis=0)
        xn = (x - qs[2]) / (qs[3] - qs[1] + 1e-6)
        bins = jnp.clip(jnp.floor((xn + 3) / 6 * NB), 0, NB - 1).astype(i32)
        h1 = jax.ops.segment_sum(jnp.ones((N, D), f32).ravel(), (bins + jnp.arange(D) * NB).ravel(),
                                 num_segments=D * NB).reshape(D, NB)
        h2 = jnp.sum(jax.nn.one_hot(bins[:8192], NB), 0)
        return qs, h1, h2, jnp.clip(xn, -3, 3)
    return f, (S((N, D), f32),)


# ======================================================================
@program('augment-crop-flip-jitter', 'on-device augmentation: per-sample random 32x32 crops from 40x40 (vmap dynamic_slice), random flips, brightness/contrast/saturation jitter, then CNN grad')
def _():
    B = 128
    P = shapes({'c': [(3, 3, 3, 32), (3, 3, 32, 64), (3, 3, 64, 128)], 'fc': (128, 10)})

    def f(p, x, y, key):
        k = jax.random.split(key, 5)
        oy = jax.random.randint(k[0], (B,), 0, 9)
        ox = jax.random.randint(k[1], (B,), 0, 9)
        xc = jax.vmap(lambda im, a, b: lax.dynamic_slice(im, (a, b, 0), (32, 32, 3)))(x, oy, ox)
        flip = jax.random.bernoulli(k[2], 0.5, (B, 1, 1, 1))
        xc = jnp.where(flip, xc[:, :, ::-1], xc)
        jit = jax.random.uniform(k[3], (B, 3), minval=0.8, maxval=1.2)
        xc = xc * jit[:, 0, None, None, None]
        m = xc.mean((1, 2, 3), keepdims=True)
        xc = (xc - m) * jit[:, 1, None, None, None] + m
        gray = xc.mean(-1, keepdims=True)
        xc = (xc - gray) * jit[:, 2, None, None, None] + gray

        def loss(p):
            h = xc
            for i, w in enumerate(p['c']):
                h = jax.nn.relu(conv(h, w, stride=1 if i == 0 else 2))
            return xent(h.mean((1, 2)) @ p['fc'], y)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, 40, 40, 3), f32), S((B,), i32), S((2,), u32))


# ======================================================================
@program('siren-fourier-fit', 'coordinate network: Gaussian Fourier features of 16384 (x, y) points, 3 SIREN sin(30 Wx) layers of 256, RGB MSE, Adam')
def _():
    N, Fh, H = 16384, 128, 256
    P = shapes({'w': [(2 * Fh, H), (H, H), (H, H)], 'b': [(H,)] * 3, 'out': (H, 3)})

    def f(p, m, v, coords, Bf, rgb):
        def loss(p):
            proj = 2 * jnp.pi * coords @ Bf
            h = jnp.concatenate([jnp.sin(proj), jnp.cos(proj)], -1)
            for w, b in zip(p['w'], p['b']):
                h = jnp.sin(30.0 * (h @ w + b))
            return jnp.mean((h @ p['out'] - rgb) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        p, m, v = adam(p, m, v, g, 1e-4)
        return p, m, v, l
    return f, (P, P, P, S((N, 2), f32), S((2, Fh), f32), S((N, 3), f32))


# ======================================================================
@program('hypernet-task-mlp', 'hypernetwork: task embeddings -> flat weight vectors sliced and reshaped into per-task 32-64-64-1 MLPs, batched einsum over 64 tasks x 512 points, grad')
def _():
    Tk, E, Np, Din, H = 64, 64, 512, 32, 64
    sizes = [Din * H, H, H * H, H, H, 1]
    tot = sum(sizes)
    P = shapes({'h1': (E, 256), 'h2': (256, 256), 'h3': (256, tot)})

    def f(p, z, x, y):
        def loss(p):
            wv = jnp.tanh(jnp.tanh(z @ p['h1']) @ p['h2']) @ p['h3'] * 0.1
            parts = jnp.split(wv, np.cumsum(sizes)[:-1], axis=1)
            w1 = parts[0].reshape(Tk, Din, H)
            w2 = parts[2].reshape(Tk, H, H)
            w3 = parts[4].reshape(Tk, H, 1)
            h = jax.nn.relu(jnp.einsum('tnd,tdh->tnh', x, w1) + parts[1][:, None])
            h = jax.nn.relu(jnp.einsum('tnd,tdh->tnh', h, w2) + parts[3][:, None])
            o = jnp.einsum('tnd,tdh->tnh', h, w3)[..., 0] + parts[5]
            return jnp.mean((o - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((Tk, E), f32), S((Tk, Np, Din), f32), S((Tk, Np), f32))


# ======================================================================
@program('mixture-of-depths-bf16', 'bf16 mixture-of-depths: router scores, argsort top-12.5% tokens per sequence, gather, attention+MLP block on them, sigmoid-weighted scatter-add back, grad')
def _():
    B, T, D, H, Cp = 8, 1024, 512, 8, 128
    P = shapes({'r': (D, 1), 'a': attn_p(D), 'm': mlp_p(D, 4 * D), 'g': (D,), 'b': (D,)}, bf16)

    def f(p, x, y):
        def loss(p):
            r = (x @ p['r'])[..., 0]
            idx = jnp.argsort(-r.astype(f32), -1)[:, :Cp]
            sel = jnp.take_along_axis(x, idx[..., None], 1)
            rs = jnp.take_along_axis(r, idx, 1)
            hn = layernorm(sel, p['g'], p['b'])
            o = mha(p['a'], hn, hn, H)
            o = o + mlp(p['m'], layernorm(sel + o, p['g'], p['b']))
            out = x.at[jnp.arange(B)[:, None], idx].add(o * jax.nn.sigmoid(rs)[..., None])
            return jnp.mean((out.astype(f32) - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, D), bf16), S((B, T, D), f32))


# ======================================================================
@program('capsule-dynamic-routing', 'CapsNet: conv + primary capsules (1152x8), u_hat einsum with 1152x10x16x8 transforms, 3 routing-by-agreement iterations, squash, margin loss grad')
def _():
    B = 32
    P = shapes({'c1': (9, 9, 1, 256), 'pc': (9, 9, 256, 256), 'W': (1152, 10, 16, 8)})

    def squash(s, axis=-1):
        n2 = jnp.sum(s * s, axis, keepdims=True)
        return n2 / (1 + n2) * s / jnp.sqrt(n2 + 1e-8)

    def f(p, x, y):
        def loss(p):
            h = jax.nn.relu(conv(x, p['c1'], padding='VALID'))
            u = squash(conv(h, p['pc'], stride=2, padding='VALID').reshape(B, 1152, 8))
            uh = jnp.einsum('nkij,bnj->bnki', p['W'], u)
            b = jnp.zeros((B, 1152, 10))
            for it in range(3):
                c = jax.nn.softmax(b, -1)
                v = squash(jnp.einsum('bnk,bnki->bki', c, uh))
                if it < 2:
                    b = b + jnp.einsum('bnki,bki->bnk', uh, v)
            ln = jnp.linalg.norm(v, axis=-1)
            t = jax.nn.one_hot(y, 10)
            return jnp.mean(jnp.sum(t * jax.nn.relu(0.9 - ln) ** 2 + 0.5 * (1 - t) * jax.nn.relu(ln - 0.1) ** 2, -1))
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, 28, 28, 1), f32), S((B,), i32))


# ======================================================================
@program('hopfield-pooling', 'modern Hopfield pooling: 64 learned query states retrieve from 1024 stored patterns per sample, beta-softmax update iterated 3 times, classifier grad')
def _():
    B, N, D, M, C = 16, 1024, 256, 64, 20
    P = shapes({'q': (M, D), 'wq': (D, D), 'wk': (D, D), 'wv': (D, D), 'head': (M * D, C)})

    def f(p, y_pat, lab):
        def loss(p):
            k = y_pat @ p['wk']
            vv = y_pat @ p['wv']
            r = jnp.broadcast_to(p['q'], (B, M, D))
            for _ in range(3):
                a = jax.nn.softmax(0.0625 * jnp.einsum('bmd,bnd->bmn', r @ p['wq'], k), -1)
                r = jnp.einsum('bmn,bnd->bmd', a, vv)
            return xent(r.reshape(B, -1) @ p['head'], lab)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, N, D), f32), S((B,), i32))


# ======================================================================
@program('wgan-gp-critic', 'WGAN-GP critic step: random interpolates, grad of critic wrt input, (||g||-1)^2 penalty, grad of that wrt critic params (double backward), Adam')
def _():
    B = 64
    P = shapes({'c': [(4, 4, 3, 64), (4, 4, 64, 128), (4, 4, 128, 256)], 'fc': (4 * 4 * 256, 1)})

    def critic(p, x):
        h = x
        for w in p['c']:
            h = jax.nn.leaky_relu(conv(h, w, stride=2), 0.2)
        return (h.reshape(x.shape[0], -1) @ p['fc'])[:, 0]

    def f(p, m, v, real, fake, key):
        eps = jax.random.uniform(key, (B, 1, 1, 1))
        xh = eps * real + (1 - eps) * fake

        def loss(p):
            gx = jax.grad(lambda x: jnp.sum(critic(p, x)))(xh)
            gp = jnp.mean((jnp.sqrt(jnp.sum(gx * gx, (1, 2, 3)) + 1e-12) - 1) ** 2)
            return jnp.mean(critic(p, fake)) - jnp.mean(critic(p, real)) + 10 * gp
        l, g = jax.value_and_grad(loss)(p)
        p, m, v = adam(p, m, v, g, 1e-4, 0.0, 0.9)
        return p, m, v, l
    return f, (P, P, P, S((B, 32, 32, 3), f32), S((B, 32, 32, 3), f32), S((2,), u32))


# ======================================================================
@program('contractive-jac-vmap-jvp', 'contractive autoencoder: encoder Jacobian per example via vmap over basis vectors of jax.jvp (64x256x128), Frobenius penalty + recon, grad')
def _():
    B, D, H = 64, 256, 128
    P = shapes({'we': (D, H), 'be': (H,), 'wd': (H, D)})

    def f(p, x):
        def loss(p):
            def enc(xi):
                return jax.nn.sigmoid(xi @ p['we'] + p['be'])

            def jac(xi):
                return jax.vmap(lambda e: jax.jvp(enc, (xi,), (e,))[1])(jnp.eye(D))
            J = jax.vmap(jac)(x)
            h = enc(x)
            return jnp.mean((h @ p['wd'] - x) ** 2) + 1e-2 * jnp.mean(jnp.sum(J * J, (1, 2)))
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, D), f32))


# ======================================================================
@program('self-paced-reweight', 'self-paced / per-sample loss weighting: per-example losses, weights softmax(-loss/tau) under stop_gradient, weighted xent grad + SGD on a 3-layer MLP')
def _():
    B, D, H, C = 4096, 512, 1024, 100
    P = shapes({'w1': (D, H), 'w2': (H, H), 'w3': (H, C)})

    def f(p, x, y):
        def loss(p):
            lg = jax.nn.relu(jax.nn.relu(x @ p['w1']) @ p['w2']) @ p['w3']
            le = -jnp.take_along_axis(jax.nn.log_softmax(lg), y[:, None], 1)[:, 0]
            w = lax.stop_gradient(jax.nn.softmax(-le / 2.0) * B)
            return jnp.mean(w * le)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, D), f32), S((B,), i32))


# ======================================================================
@program('dp-mlp-4dev', 'data-parallel 3-layer MLP Adam step on 4 CPU devices: batch sharded with NamedSharding, params/moments replicated (gradient all-reduce implied)', devices=4)
def _():
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as PS
    B, D, H, C = 2048, 512, 1024, 100
    mesh = Mesh(np.array(jax.devices()[:4]), ('data',))
    rep = NamedSharding(mesh, PS())
    bs = NamedSharding(mesh, PS('data'))
    P = shapes({'w1': (D, H), 'w2': (H, H), 'w3': (H, C)})

    def f(p, m, v, x, y):
        def loss(p):
            return xent(jax.nn.gelu(jax.nn.gelu(x @ p['w1']) @ p['w2']) @ p['w3'], y)
        l, g = jax.value_and_grad(loss)(p)
        p, m, v = adam(p, m, v, g)
        return p, m, v, l
    return f, (P, P, P, S((B, D), f32), S((B,), i32)), dict(in_shardings=(rep, rep, rep, bs, bs), out_shardings=(rep, rep, rep, rep))


# ======================================================================
@program('dp-tp-2x4-mesh', '2x4 (data, model) mesh on 8 CPU devices: Megatron-style MLP blocks with W_in column- and W_out row-sharded, batch over data axis, LN, grad + SGD', devices=8)
def _():
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as PS
    B, T, D, F = 16, 256, 512, 2048
    mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ('data', 'model'))
    P = shapes({'wi': [(D, F)] * 2, 'wo': [(F, D)] * 2, 'g': (D,), 'b': (D,)})
    ps = {'wi': [NamedSharding(mesh, PS(None, 'model'))] * 2, 'wo': [NamedSharding(mesh, PS('model', None))] * 2,
          'g': NamedSharding(mesh, PS()), 'b': NamedSharding(mesh, PS())}
    xs = NamedSharding(mesh, PS('data'))

    def f(p, x, y):
        def loss(p):
            h = x
            for l in range(2):
                h = h + jax.nn.gelu(layernorm(h, p['g'], p['b']) @ p['wi'][l]) @ p['wo'][l]
            return jnp.mean((h - y) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        return sgd(p, g), l
    return f, (P, S((B, T, D), f32), S((B, T, D), f32)), dict(in_shardings=(ps, xs, xs), out_shardings=(ps, NamedSharding(mesh, PS())))
