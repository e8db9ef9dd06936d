/*
 * hlogen - synthetic XLA HLO text dump generator for hlopeak benchmarks and scale tests.
 *
 * Usage: hlogen [--size MB] [--shape realistic|onecomp|manycomps|wideop] [--seed N]
 *
 *   realistic  (default) scheduled TPU-style train-step module of about MB megabytes:
 *              fused computations, reducers, async-wrapped collectives, one while loop
 *              (body + condition) per layer, and a large ENTRY printed last.
 *   onecomp    one ENTRY computation of about MB megabytes (a long op chain).
 *   manycomps  100,000 small computations called from the ENTRY (--size ignored).
 *   wideop     ENTRY with 100,000 parameters and a 100,000-operand tuple ROOT
 *              (--size ignored).
 *
 * MB means 10^6 bytes (default 10). Output goes to stdout and depends only on the
 * arguments; --seed N (default 1) selects the stream. Usage errors exit with status 2.
 * Build: gcc -std=c11 -O2 -Wall -Wextra -o hlogen tools/hlogen.c
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NAMELEN 32
#define MAXT 16
#define RING 32
#define NKEEP 64
#define NPEND 16
#define MAXP 48
#define FLUSH_AT (8u << 20)
#define WIDE_N 100000
#define MANY_N 100000
#define NELEM(a) ((int)(sizeof(a) / sizeof((a)[0])))
#define PICK(a) ((a)[rand_below(NELEM(a))])

typedef struct { char *p; size_t len, cap; } Buf;
typedef struct { char name[NAMELEN]; int shape, nt, el[MAXT]; } Val;   /* shape < 0: tuple */
typedef struct { const char *name; int idx, shape; } Ref;              /* idx >= 0: %name#idx */
typedef struct { const char *done; int shape, due; char start[NAMELEN]; } Pend;
typedef struct {                                   /* a scheduled computation being generated */
    Buf *b; Val ring[RING]; unsigned nring; Val keep[NKEEP]; int nkeep;
    Pend pend[NPEND]; int npend, step; char idx[NAMELEN];
} Ctx;
typedef struct { char ln[64][NAMELEN]; int ls[64], n; } Body;         /* a fused body's values */
typedef struct { int rank, d[4]; } Dims;

enum { T_BF16, T_F32, T_S32, T_U32, T_PRED, NTYS };
enum { K_LOOP, K_OUTPUT, K_INPUT };
static const char *const k_tys[NTYS] = {"bf16", "f32", "s32", "u32", "pred"};
static const int k_bits[NTYS] = {16, 32, 32, 32, 8};
static const char *const k_kinds[] = {"kLoop", "kOutput", "kInput"};
static const Dims k_dims[] = {
    {0, {0}}, {1, {4096}}, {1, {128}}, {1, {14336}}, {2, {128, 4096}}, {2, {8, 2048}},
    {2, {4096, 14336}}, {2, {14336, 4096}}, {2, {4096, 1024}}, {3, {8, 2048, 4096}},
    {3, {8, 2048, 1024}}, {3, {8, 2048, 14336}}, {3, {1, 128, 4096}}, {3, {32, 128, 128}},
    {4, {8, 2048, 32, 128}}, {4, {8, 2048, 8, 128}}, {4, {1, 1024, 32, 128}}, {2, {4, 4096}}};
#define NDIMS NELEM(k_dims)
#define NSHAPES (NDIMS * NTYS)
#define SHAPE(d, t) ((d) * NTYS + (t))
#define DIMS_OF(s) ((s) / NTYS)
#define TY_OF(s) ((s) % NTYS)
#define RANK_OF(s) (k_dims[DIMS_OF(s)].rank)
#define IS_FLOAT(s) (TY_OF(s) == T_BF16 || TY_OF(s) == T_F32)
#define OTHER_FLOAT(s) SHAPE(DIMS_OF(s), TY_OF(s) == T_F32 ? T_BF16 : T_F32)

static const char *const k_pfx[] = {
    "jit(train_step)/jvp(Transformer)/decoder/while/body/closed_call/checkpoint(remat)",
    "jit(train_step)/transpose(jvp(Transformer))/decoder/while/body/closed_call/checkpoint(remat)",
    "jit(train_step)/jvp(Transformer)/decoder/scanned_blocks", "jit(train_step)/transpose(jvp(Transformer))/decoder"};
static const char *const k_mod[] = {
    "mlp/wi_0", "mlp/wi_1", "mlp/wo", "self_attention/query", "self_attention/key", "self_attention/value",
    "self_attention/out", "self_attention/attention_op", "pre_self_attention_layer_norm", "mlp/activation"};
static const char *const k_ops[] = {
    "dot_general", "add", "mul", "reduce_sum", "convert_element_type", "rsqrt", "exp", "logistic",
    "broadcast_in_dim", "select_n", "transpose", "reshape", "integer_pow", "sub"};
static const char *const k_files[] = {
    "/home/user/maxtext/src/MaxText/layers/linears.py", "/home/user/maxtext/src/MaxText/layers/attentions.py",
    "/home/user/maxtext/src/MaxText/layers/normalizations.py", "/home/user/maxtext/src/MaxText/layers/decoders.py",
    "/usr/local/lib/python3.11/site-packages/flax/linen/linear.py"};
static const char k_b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static Buf g_out, g_entry, g_body;
static unsigned long long g_written, g_id, g_chan;
static uint64_t g_rng;
static int g_layer;
static char g_full[NSHAPES][2][80], g_bare[NSHAPES][40], g_backend[6][192], g_red[NTYS][NAMELEN];
static Ctx g_ectx, g_bctx;

/* Returns the next value of the xorshift64* generator. */
static uint64_t next_rand(void)
{
    g_rng ^= g_rng >> 12; g_rng ^= g_rng << 25; g_rng ^= g_rng >> 27;
    return g_rng * 2685821657736338717ULL;
}

/* Returns a pseudo-random integer in [0, n). */
static int rand_below(int n) { return (int)((next_rand() >> 33) % (uint64_t)n); }

/* Appends n bytes to a buffer, growing it as needed. */
static void put_n(Buf *b, const char *s, size_t n)
{
    if (b->len + n > b->cap) {
        while (b->cap < b->len + n) b->cap = b->cap ? 2 * b->cap : (1u << 16);
        if (!(b->p = realloc(b->p, b->cap))) { fputs("hlogen: out of memory\n", stderr); exit(1); }
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
}

/* Appends a NUL-terminated string to a buffer. */
static void put(Buf *b, const char *s) { put_n(b, s, strlen(s)); }

/* Appends an unsigned decimal number to a buffer. */
static void put_u(Buf *b, unsigned long long v)
{
    char t[24];
    int i = 24;
    do t[--i] = (char)('0' + v % 10); while (v /= 10);
    put_n(b, t + i, (size_t)(24 - i));
}

/* Writes the staged stdout bytes with one fwrite. */
static void flush_out(void)
{
    if (g_out.len && fwrite(g_out.p, 1, g_out.len, stdout) != g_out.len) { perror("hlogen: write"); exit(1); }
    g_written += g_out.len;
    g_out.len = 0;
}

/* Flushes stdout staging once it is large. */
static void maybe_flush(void) { if (g_out.len >= FLUSH_AT) flush_out(); }

/* Returns the number of bytes produced so far (written, staged and pending ENTRY). */
static unsigned long long count_bytes(void) { return g_written + g_out.len + g_entry.len; }

/* Builds a unique instruction or computation name "pfx.N" (names stay below NAMELEN). */
static void make_name(char *dst, const char *pfx)
{
    Buf t = {dst, 0, NAMELEN};
    put(&t, pfx);
    put(&t, ".");
    put_u(&t, ++g_id);
    dst[t.len] = '\0';
}

/* Formats the TPU tiled layout of dims d with the given element width into dst. */
static void format_layout(char *dst, size_t n, const Dims *d, int bits, int s1)
{
    char mtm[16] = "", tile[32];
    const char *sub = bits == 16 ? "(2,1)" : bits == 8 ? "(4,1)" : "";
    int i, o = 0, sm = d->rank > 1 ? d->d[d->rank - 2] : 0;
    for (i = d->rank - 1; i >= 0; i--) o += snprintf(mtm + o, sizeof mtm - (size_t)o, i ? "%d," : "%d", i);
    if (d->rank == 0) snprintf(tile, sizeof tile, "T(%d)", bits == 32 ? 128 : bits == 16 ? 256 : 512);
    else if (d->rank == 1 && bits == 32) snprintf(tile, sizeof tile, "T(%d)", d->d[0] >= 1024 ? 1024 : 128);
    else if (d->rank == 1) snprintf(tile, sizeof tile, "T(%d)(128)%s", d->d[0] >= 1024 ? 1024 : 512, sub);
    else snprintf(tile, sizeof tile, "T(%d,128)%s", sm <= 2 ? 2 : sm <= 4 ? 4 : 8, sub);
    snprintf(dst, n, "{%s:%s%s}", mtm, tile, s1 ? "S(1)" : "");
}

/* Precomputes shape texts (bare, with layout, with layout and S(1)) and backend configs. */
static void init_tables(void)
{
    static const char *const bounds[] = {"128", "256", "512", "1024", "2048"};
    int s, i, o;
    char dims[48], lay[40];
    for (s = 0; s < NSHAPES; s++) {
        const Dims *d = &k_dims[DIMS_OF(s)];
        for (i = 0, o = 0, dims[0] = '\0'; i < d->rank; i++)
            o += snprintf(dims + o, sizeof dims - (size_t)o, i ? ",%d" : "%d", d->d[i]);
        snprintf(g_bare[s], sizeof g_bare[s], "%s[%s]", k_tys[TY_OF(s)], dims);
        for (i = 0; i < 2; i++) {
            format_layout(lay, sizeof lay, d, k_bits[TY_OF(s)], i);
            strcat(strcpy(g_full[s][i], g_bare[s]), lay);
        }
    }
    for (i = 0; i < 6; i++)
        snprintf(g_backend[i], sizeof g_backend[i], ", backend_config={\"flag_configs\":[],"
                 "\"scoped_memory_configs\":[],\"used_scoped_memory_configs\":[],%s%s%s}",
                 i < 5 ? "\"output_chunk_bound_config\":{\"output_chunk_bound\":[\"1\",\"" : "",
                 i < 5 ? bounds[i] : "\"aliasing_operands\":{\"lists\":[]}", i < 5 ? "\"]}" : "");
}

/* Picks a random non-scalar shape, mostly bf16/f32. */
static int rand_shape(void)
{
    int r = rand_below(100);
    return SHAPE(1 + rand_below(NDIMS - 1), r < 55 ? T_BF16 : r < 90 ? T_F32 : r < 96 ? T_S32 : T_PRED);
}

/* Appends the separator before element i of a list, with XLA's index comment every 5. */
static void put_sep(Buf *b, int i)
{
    if (i) put(b, ", ");
    if (i && i % 5 == 0) { put(b, "/*index="); put_u(b, (unsigned)i); put(b, "*/"); }
}

/* Appends a shape, or a tuple shape when n > 1; full selects layouts. */
static void put_shapes(Buf *b, const int *el, int n, int full)
{
    int i;
    if (n == 1) { put(b, full ? g_full[el[0]][0] : g_bare[el[0]]); return; }
    put(b, "(");
    for (i = 0; i < n; i++) { put_sep(b, i); put(b, full ? g_full[el[i]][0] : g_bare[el[i]]); }
    put(b, ")");
}

/* Appends a parenthesised operand list of references (compact "#i" tuple reads). */
static void put_refs(Buf *b, const Ref *r, int n)
{
    int i;
    put(b, "(");
    for (i = 0; i < n; i++) {
        put_sep(b, i);
        put(b, "%");
        put(b, r[i].name);
        if (r[i].idx >= 0) { put(b, "#"); put_u(b, (unsigned)r[i].idx); }
    }
    put(b, ")");
}

static void putf(Buf *b, const char *fmt, ...);

/* Appends a metadata attribute: op NULL picks a random op name, "" prints nothing. */
static void put_meta(Buf *b, const char *op)
{
    const char *pfx, *mod, *file;
    int layer, line, col;
    if (op && !*op) return;
    pfx = PICK(k_pfx), mod = PICK(k_mod), op = op ? op : PICK(k_ops), file = PICK(k_files);
    layer = (g_layer + rand_below(3)) % 48, line = 20 + rand_below(1400), col = 4 + rand_below(40);
    putf(b, ", metadata={op_name=\"$s/layers_$d/$s/$s\" source_file=\"$s\" source_line=$d source_end_line=$d "
         "source_column=$d source_end_column=$d}", pfx, layer, mod, op, file, line, line + line % 3, col, col + 7 + line % 50);
}

/* Appends formatted text; directives: $s str, $d int, $F/$S/$B shape id (layout, layout+S(1),
 * bare), $T/$P (int *el, int n) full/bare tuple shape, $R (Ref *, int n) operands, $M
 * metadata (op name, NULL random, "" none). */
static void putf(Buf *b, const char *fmt, ...)
{
    va_list ap;
    const char *p = fmt, *q;
    va_start(ap, fmt);
    for (;; p = q + 2) {
        for (q = p; *q && *q != '$'; q++) continue;
        put_n(b, p, (size_t)(q - p));
        if (!*q) break;
        switch (q[1]) {
        case 's': put(b, va_arg(ap, const char *)); break;
        case 'd': put_u(b, (unsigned)va_arg(ap, int)); break;
        case 'F': put(b, g_full[va_arg(ap, int)][0]); break;
        case 'S': put(b, g_full[va_arg(ap, int)][1]); break;
        case 'B': put(b, g_bare[va_arg(ap, int)]); break;
        case 'M': put_meta(b, va_arg(ap, const char *)); break;
        case 'T': case 'P': { const int *el = va_arg(ap, const int *); put_shapes(b, el, va_arg(ap, int), q[1] == 'T'); break; }
        case 'R': { const Ref *r = va_arg(ap, const Ref *); put_refs(b, r, va_arg(ap, int)); break; }
        default: put_n(b, q + 1, 1);
        }
    }
    va_end(ap);
}

/* Returns the metadata argument for an instruction that carries metadata 90% of the time. */
static const char *maybe_meta(const char *op) { return rand_below(10) ? op : ""; }

/* Emits f32 and bf16 add reducers %add.N (x, y) to stdout staging. */
static void emit_reducers(void)
{
    char r[NAMELEN];
    int i, t;
    for (i = 0; i < 2; i++) {
        t = i ? T_BF16 : T_F32;
        make_name(g_red[t], "add");
        make_name(r, "add");
        putf(&g_out, "%$s (x: $s[], y: $s[]) -> $s[] {\n  %x = $s[] parameter(0)\n  %y = $s[] parameter(1)\n"
             "  ROOT %$s = $s[] add(%x, %y)\n}\n\n", g_red[t], k_tys[t], k_tys[t], k_tys[t], k_tys[t], k_tys[t], r, k_tys[t]);
    }
}

/* Emits "%opc.N = shape opc(operands)attrs, metadata" in a fused body; returns its slot. */
static int body_op(Body *f, int root, int shape, const char *opc, int a, int a2, int a3, const char *attrs)
{
    int k = f->n++;
    make_name(f->ln[k], opc);
    f->ls[k] = shape;
    putf(&g_out, "  $s%$s = $F $s(%$s", root ? "ROOT " : "", f->ln[k], shape, opc, f->ln[a]);
    if (a2 >= 0) putf(&g_out, ", %$s", f->ln[a2]);
    if (a3 >= 0) putf(&g_out, ", %$s", f->ln[a3]);
    putf(&g_out, ")$s$M\n", attrs ? attrs : "", maybe_meta(opc));
    return k;
}

/* Emits a scalar constant of type ty in a fused body; returns its slot. */
static int body_const(Body *f, int ty)
{
    int k = f->n++;
    make_name(f->ln[k], "constant");
    f->ls[k] = SHAPE(0, ty);
    putf(&g_out, "  %$s = $F constant($s)$M\n", f->ln[k], f->ls[k], ty == T_PRED ? "false" : "1",
         rand_below(2) ? "broadcast_in_dim" : "");
    return k;
}

/* Returns an earlier body value with the same shape as slot a, broadcasting a constant if none. */
static int find_same(Body *f, int a)
{
    int j;
    for (j = f->n - 1; j >= 0; j--) if (j != a && f->ls[j] == f->ls[a]) return j;
    j = body_const(f, TY_OF(f->ls[a]));
    return body_op(f, 0, f->ls[a], "broadcast", j, -1, -1, ", dimensions={}");
}

/* Emits one body instruction moving slot `last` toward shape want (ROOT when final and reached). */
static int body_toward(Body *f, int last, int want, int final)
{
    int cur = f->ls[last], k, i, o, s = SHAPE(DIMS_OF(cur), TY_OF(want));
    char attrs[80];
    if (TY_OF(cur) != TY_OF(want)) return body_op(f, final && s == want, s, "convert", last, -1, -1, NULL);
    if (cur == want) return body_op(f, final, cur, TY_OF(cur) == T_PRED ? "and" : "add", last, find_same(f, last), -1, NULL);
    if (!IS_FLOAT(cur) || RANK_OF(want) >= RANK_OF(cur)) return body_op(f, final, want, "bitcast", last, -1, -1, NULL);
    k = body_const(f, TY_OF(cur));
    o = snprintf(attrs, sizeof attrs, ", dimensions={0");
    for (i = 1; i < RANK_OF(cur) - RANK_OF(want); i++) o += snprintf(attrs + o, sizeof attrs - (size_t)o, ",%d", i);
    snprintf(attrs + o, sizeof attrs - (size_t)o, "}, to_apply=%%%s", g_red[TY_OF(cur)]);
    return body_op(f, final, want, "reduce", last, k, -1, attrs);
}

/* Emits a fused computation taking shapes ps[] and producing outs[] to stdout; names it. */
static void emit_fused(char *cname, const int *ps, int np, const int *outs, int nout, int kind)
{
    static const char *const bin[] = {"add", "multiply", "subtract", "maximum"};
    static const char *const una[] = {"exponential", "rsqrt", "tanh", "logistic", "negate"};
    static Body f;
    char pf[16], attrs[80], res[MAXT][NAMELEN];
    int i, m = 3 + rand_below(8) - nout - (nout > 1), last = 0, s, r;
    make_name(cname, "fused_computation");
    putf(&g_out, "%$s (", cname);
    for (i = 0; i < np; i++) {
        snprintf(pf, sizeof pf, "param_%d", i);
        make_name(f.ln[i], pf);
        f.ls[i] = ps[i];
        putf(&g_out, "$s$s: $B", i ? ", " : "", f.ln[i], ps[i]);
    }
    putf(&g_out, ") -> $P {\n", outs, nout);
    for (i = 0; i < np; i++) putf(&g_out, "  %$s = $s parameter($d)\n", f.ln[i], g_full[ps[i]][rand_below(4) == 0], i);
    f.n = np;
    if (kind == K_OUTPUT && m-- > 0) {
        snprintf(attrs, sizeof attrs, ", lhs_contracting_dims={%d}, rhs_contracting_dims={0}",
                 RANK_OF(ps[0]) ? RANK_OF(ps[0]) - 1 : 0);
        last = body_op(&f, 0, outs[0], "dot", 0, np > 1, -1, attrs);
    }
    for (; m > 0 && f.n < 40; m--) {
        s = f.ls[last];
        r = rand_below(10);
        if (!IS_FLOAT(s)) last = body_op(&f, 0, s, TY_OF(s) == T_PRED ? "not" : "negate", last, -1, -1, NULL);
        else if (r < 4) last = body_op(&f, 0, s, bin[r], last, find_same(&f, last), -1, NULL);
        else if (r < 7) last = body_op(&f, 0, s, PICK(una), last, -1, -1, NULL);
        else if (r < 9) last = body_op(&f, 0, OTHER_FLOAT(s), "convert", last, -1, -1, NULL);
        else {
            r = find_same(&f, last);
            i = body_op(&f, 0, SHAPE(DIMS_OF(s), T_PRED), "compare", last, r, -1, ", direction=GT");
            last = body_op(&f, 0, s, "select", i, last, r, NULL);
        }
    }
    for (i = 0; i < nout; i++) {
        do last = body_toward(&f, last, outs[i], nout == 1); while (f.ls[last] != outs[i]);
        memcpy(res[i], f.ln[last], NAMELEN);
    }
    if (nout > 1) {
        make_name(f.ln[0], "tuple");
        putf(&g_out, "  ROOT %$s = $T tuple(", f.ln[0], outs, nout);
        for (i = 0; i < nout; i++) { put_sep(&g_out, i); putf(&g_out, "%$s", res[i]); }
        put(&g_out, ")\n");
    }
    put(&g_out, "}\n\n");
}

/* Records a new value (array, or tuple when n > 1) in a computation's recent ring. */
static void add_val(Ctx *c, const char *name, const int *el, int n)
{
    Val *v = &c->ring[c->nring++ % RING];
    memcpy(v->name, name, NAMELEN);
    v->shape = n == 1 ? el[0] : -1;
    v->nt = n == 1 ? 0 : n;
    memcpy(v->el, el, sizeof(int) * (size_t)n);
}

/* Picks an operand among recent and long-lived values; tuples become "#i" reads. */
static Ref pick_ref(Ctx *c)
{
    const Val *v;
    Ref r;
    unsigned k = c->nring < 12 ? c->nring : 12;
    if (c->nkeep && (k == 0 || rand_below(5) == 0)) v = &c->keep[rand_below(c->nkeep)];
    else v = &c->ring[(c->nring - 1 - (unsigned)rand_below((int)k)) % RING];
    r.name = v->name;
    r.idx = v->shape >= 0 ? -1 : rand_below(v->nt);
    r.shape = v->shape >= 0 ? v->shape : v->el[r.idx];
    return r;
}

/* Picks an operand that is non-scalar (want 1) or floating point (want 2), trying a few times. */
static Ref pick_kind(Ctx *c, int want)
{
    Ref r = pick_ref(c);
    int i;
    for (i = 0; i < 6 && !(want == 1 ? RANK_OF(r.shape) > 0 : IS_FLOAT(r.shape)); i++) r = pick_ref(c);
    return r;
}

/* Emits "-done" instructions for pending async starts that are due (all when force). */
static void emit_due(Ctx *c, int force)
{
    int i = 0;
    char name[NAMELEN];
    while (i < c->npend) {
        Pend *p = &c->pend[i];
        if (!force && p->due > c->step && c->npend < NPEND) { i++; continue; }
        snprintf(name, sizeof name, "%s.%s", p->done, strchr(p->start, '.') + 1);
        putf(c->b, "  %$s = $s $s(%$s)$M\n", name, g_full[p->shape][p->done[0] == 'c'], p->done, p->start,
             p->done[1] == 'l' ? NULL : "");
        add_val(c, name, &p->shape, 1);
        *p = c->pend[--c->npend];
    }
}

/* Queues the "-done" of a new async start and begins the start's line "  %name = ". */
static void start_async(Ctx *c, const char *pfx, const char *done, int shape)
{
    Pend *p = &c->pend[c->npend++];
    make_name(p->start, pfx);
    p->done = done;
    p->shape = shape;
    p->due = c->step + 2 + rand_below(6);
    putf(c->b, "  %$s = ", p->start);
}

/* Returns channel and replica-group attributes for a collective over the 4 partitions. */
static const char *collective_attrs(void)
{
    static char s[96];
    snprintf(s, sizeof s, ", channel_id=%llu, replica_groups=%s", ++g_chan, rand_below(2) ? "[1,4]<=[4]" : "{{0,1,2,3}}");
    return s;
}

/* Emits an async-wrapped collective computation, its async-start and a pending async-done. */
static void emit_async(Ctx *c, Ref a)
{
    char cname[NAMELEN], pn[NAMELEN], rn[NAMELEN];
    int o = SHAPE(1 + rand_below(NDIMS - 1), TY_OF(a.shape)), rs = IS_FLOAT(a.shape) && rand_below(2);
    const char *op = rs ? "reduce-scatter" : "all-gather", *coll = collective_attrs();
    make_name(cname, "async_computation");
    make_name(pn, "param_0");
    make_name(rn, op);
    putf(&g_out, "%$s ($s: $B) -> $B {\n  %$s = $F parameter(0)\n  ROOT %$s = $F $s(%$s)$s, dimensions={0}, "
         "use_global_device_ids=true$s$s$M\n}\n\n", cname, pn, a.shape, o, pn, a.shape, rn, o, op, pn, coll,
         rs ? ", to_apply=%" : "", rs ? g_red[TY_OF(a.shape)] : "", rs ? "reduce_scatter" : "all_gather");
    start_async(c, "async-start", "async-done", o);
    putf(c->b, "(($F), $F, s32[]{:S(2)}) async-start$R, calls=%$s\n", a.shape, o, &a, 1, cname);
}

/* Emits a fusion instruction in c, after emitting its fused computation to stdout staging. */
static void emit_fusion(Ctx *c, const Ref *r, int n, int nout, const int *outs, int kind)
{
    char cname[NAMELEN], name[NAMELEN];
    int ps[MAXT], i;
    const char *meta = maybe_meta(kind == K_OUTPUT ? "dot_general" : NULL), *bc = rand_below(5) ? PICK(g_backend) : "";
    for (i = 0; i < n; i++) ps[i] = r[i].shape;
    emit_fused(cname, ps, n, outs, nout, kind);
    make_name(name, "fusion");
    putf(c->b, "  %$s = $T fusion$R, kind=$s, calls=%$s$M$s\n", name, outs, nout, r, n, k_kinds[kind], cname, meta, bc);
    add_val(c, name, outs, nout);
}

/* Returns the most recent tuple value of a computation, or NULL. */
static const Val *find_tuple(const Ctx *c)
{
    unsigned i;
    for (i = 1; i <= RING && i <= c->nring; i++)
        if (c->ring[(c->nring - i) % RING].shape < 0) return &c->ring[(c->nring - i) % RING];
    return NULL;
}

/* Emits one random scheduled instruction (or async start/done step) into computation c. */
static void emit_mix(Ctx *c)
{
    static const char *const ew[] = {"add", "multiply", "convert", "copy"};
    Ref r[MAXT];
    int i, n, s, outs[2], x = rand_below(100);
    const Val *v;
    const char *op;
    char name[NAMELEN];
    emit_due(c, 0);
    c->step++;
    v = find_tuple(c);
    if (x < 45 || (x >= 55 && x < 61 && !v)) {
        n = rand_below(4) ? 1 + rand_below(4) : 5 + rand_below(4);
        for (i = 0; i < n; i++) r[i] = pick_ref(c);
        outs[0] = rand_below(5) < 3 ? r[0].shape : rand_shape();
        outs[1] = rand_shape();
        x = rand_below(20);
        emit_fusion(c, r, n, rand_below(7) ? 1 : 2, outs, x < 11 ? K_LOOP : x < 17 ? K_OUTPUT : K_INPUT);
        return;
    }
    r[0] = x >= 74 && x < 79 ? pick_kind(c, 2) : x >= 83 && x < 87 ? pick_kind(c, 1) : pick_ref(c);
    s = r[0].shape;
    if (x < 55) {
        make_name(name, "bitcast");
        s = SHAPE(1 + rand_below(NDIMS - 1), TY_OF(s));
        putf(c->b, "  %$s = $F bitcast$R$M\n", name, s, r, 1, rand_below(10) < 7 ? "reshape" : "");
    } else if (x < 61) {
        make_name(name, "get-tuple-element");
        i = rand_below(v->nt);
        s = v->el[i];
        putf(c->b, "  %$s = $F get-tuple-element(%$s), index=$d$M\n", name, s, v->name, i, rand_below(2) ? NULL : "");
    } else if (x < 68) {
        start_async(c, "copy-start", "copy-done", s);
        putf(c->b, "($S, $F, u32[]{:S(2)}) copy-start$R\n", s, s, r, 1);
        return;
    } else if (x < 74) {
        i = SHAPE(1 + rand_below(NDIMS - 1), TY_OF(s));
        start_async(c, "all-gather-start", "all-gather-done", i);
        putf(c->b, "($F, $F) all-gather-start$R$s, dimensions={0}, use_global_device_ids=true$M\n", s, i, r, 1,
             collective_attrs(), "all_gather");
        return;
    } else if (x < 79) {
        start_async(c, "all-reduce-start", "all-reduce-done", s);
        putf(c->b, "$F all-reduce-start$R$s, use_global_device_ids=true, to_apply=%$s$M\n", s, r, 1,
             collective_attrs(), g_red[IS_FLOAT(s) ? TY_OF(s) : T_F32], "psum");
        return;
    } else if (x < 83) {
        emit_async(c, r[0]);
        return;
    } else if (x < 87) {
        r[1] = pick_ref(c);
        for (i = 0, n = RANK_OF(s); i < n; i++) { r[2 + i].name = c->idx; r[2 + i].idx = -1; }
        make_name(name, "dynamic-update-slice");
        putf(c->b, "  %$s = $F dynamic-update-slice$R$M\n", name, s, r, 2 + n, "dynamic_update_slice");
    } else if (x < 91) {
        for (i = 1, n = 1 + rand_below(4); i < n; i++) r[i] = pick_ref(c);
        make_name(name, "custom-call");
        putf(c->b, "  %$s = $F custom-call$R, custom_call_target=\"tpu_custom_call\", output_to_operand_aliasing="
             "{{}: (0, {})}$M, backend_config={\"flag_configs\":[],\"scoped_memory_configs\":[],"
             "\"custom_call_config\":{\"body\":\"TUzvUgFNTElSMjAuMC4w", name, s, r, n, "pallas_call");
        for (i = 24 + rand_below(64); i > 0; i--) put_n(c->b, &k_b64[rand_below(64)], 1);
        put(c->b, "\",\"serialization_format\":\"1\",\"needs_layout_passes\":true},\"used_scoped_memory_configs\":[]}\n");
    } else {
        op = PICK(ew);
        r[1] = r[0];
        for (i = 0; i < (int)c->nring && i < RING; i++)
            if (c->ring[i].shape == s && strcmp(c->ring[i].name, r[0].name)) { r[1].name = c->ring[i].name; r[1].idx = -1; }
        s = strcmp(op, "convert") ? s : OTHER_FLOAT(s);
        make_name(name, op);
        putf(c->b, "  %$s = $F $s$R$M\n", name, s, op, r, op[0] == 'c' ? 1 : 2, maybe_meta(op));
    }
    add_val(c, name, &s, 1);
}

/* Appends a computation head "%name (p: tuple) -> ret {" and its tuple parameter line. */
static void put_tuple_head(Buf *b, const char *cname, const char *pname, const int *st, int n, const char *ret)
{
    putf(b, "%$s ($s: $P) -> ", cname, pname, st, n);
    if (ret) put(b, ret); else put_shapes(b, st, n, 0);
    putf(b, " {\n  %$s = $T parameter(0)\n", pname, st, n);
}

/* Emits a while body over state shapes st[] to stdout staging; names it. */
static void emit_body(char *bname, const int *st, int n)
{
    Ctx *c = &g_bctx;
    char pname[NAMELEN], cst[NAMELEN], cnt[NAMELEN], gn[MAXT][NAMELEN];
    Ref roots[MAXT];
    int i, j, steps, s32 = SHAPE(0, T_S32);
    memset(c, 0, sizeof *c);
    c->b = &g_body;
    g_body.len = 0;
    make_name(bname, "while_body");
    make_name(pname, "wide_param");
    put_tuple_head(c->b, bname, pname, st, n, NULL);
    add_val(c, pname, st, n);
    c->keep[c->nkeep++] = c->ring[0];
    c->nring = 0;
    for (i = 0; i < n; i++) {
        gn[i][0] = '\0';
        if (i > 0 && rand_below(2)) continue;
        make_name(gn[i], "get-tuple-element");
        putf(c->b, "  %$s = $F get-tuple-element(%$s), index=$d\n", gn[i], st[i], pname, i);
        if (i > 0) { add_val(c, gn[i], &st[i], 1); c->keep[c->nkeep++] = c->ring[--c->nring]; }
    }
    memcpy(c->idx, gn[0], NAMELEN);
    make_name(cst, "constant");
    make_name(cnt, "add");
    putf(c->b, "  %$s = $F constant(1)\n  %$s = $F add(%$s, %$s)$M\n", cst, s32, cnt, s32, gn[0], cst, "add");
    for (steps = 20 + rand_below(40); steps > 0; steps--) emit_mix(c);
    emit_due(c, 1);
    roots[0].name = cnt;
    roots[0].idx = -1;
    for (i = 1; i < n; i++) {
        roots[i].name = gn[i][0] ? gn[i] : pname;
        roots[i].idx = gn[i][0] ? -1 : i;
        for (j = 1; j <= RING && j <= (int)c->nring; j++)
            if (c->ring[(c->nring - (unsigned)j) % RING].shape == st[i]) {
                roots[i].name = c->ring[(c->nring - (unsigned)j) % RING].name;
                roots[i].idx = -1;
                break;
            }
    }
    make_name(cst, "tuple");
    putf(c->b, "  ROOT %$s = $T tuple$R\n}\n\n", cst, st, n, roots, n);
    put_n(&g_out, g_body.p, g_body.len);
}

/* Emits a while condition (counter < trip) over state shapes st[]; names it. */
static void emit_cond(char *cname, const int *st, int n, int trip)
{
    char pname[NAMELEN], g[NAMELEN], k[NAMELEN], r[NAMELEN];
    make_name(cname, "while_cond");
    make_name(pname, "wide_param");
    make_name(g, "get-tuple-element");
    make_name(k, "constant");
    make_name(r, "compare");
    put_tuple_head(&g_out, cname, pname, st, n, "pred[]");
    putf(&g_out, "  %$s = s32[]{:T(128)} get-tuple-element(%$s), index=0\n  %$s = s32[]{:T(128)} constant($d)\n"
         "  ROOT %$s = pred[]{:T(512)} compare(%$s, %$s), direction=LT$M\n}\n\n", g, pname, k, trip, r, g, k, "lt");
}

/* Emits one layer: reducers, a while loop (body, condition) and entry instructions. */
static void emit_layer(Ctx *e)
{
    char bname[NAMELEN], cname[NAMELEN], tname[NAMELEN], wname[NAMELEN];
    Ref refs[MAXT];
    int st[MAXT], n = 4 + rand_below(9), i, trip = 2 + rand_below(31), steps;
    emit_reducers();
    st[0] = SHAPE(0, T_S32);
    refs[0].name = e->idx;
    refs[0].idx = -1;
    for (i = 1; i < n; i++) { refs[i] = pick_ref(e); st[i] = refs[i].shape; }
    emit_body(bname, st, n);
    emit_cond(cname, st, n, trip);
    make_name(tname, "tuple");
    make_name(wname, "while");
    putf(e->b, "  %$s = $T tuple$R\n  %$s = $T while(%$s), condition=%$s, body=%$s$M, backend_config="
         "{\"known_trip_count\":{\"n\":\"$d\"}}\n", tname, st, n, refs, n, wname, st, n, tname, cname, bname, "while", trip);
    add_val(e, wname, st, n);
    for (steps = 8 + rand_below(16); steps > 0; steps--) emit_mix(e);
    maybe_flush();
}

/* Generates the realistic module: header, layers until target bytes, then the ENTRY. */
static void gen_realistic(unsigned long long target)
{
    Ctx *e = &g_ectx;
    char name[NAMELEN], outn[MAXP + 3][NAMELEN];
    int ps[MAXP + 3], np = 24 + rand_below(MAXP - 23), no = np + 3, i;
    Ref r[2];
    for (i = 0; i < no; i++) ps[i] = i >= np ? SHAPE(0, T_F32) : i == 0 ? SHAPE(0, T_S32) : rand_shape();
    put(&g_out, "HloModule jit_train_step, is_scheduled=true, input_output_alias={ ");
    for (i = 0; i < np; i++) putf(&g_out, "$s{$d}: ($d, {}, may-alias)", i ? ", " : "", i, i);
    putf(&g_out, " }, entry_computation_layout={$T->$T}, num_partitions=4\n\n", ps, np, ps, no);
    e->b = &g_entry;
    make_name(name, "main");
    putf(e->b, "ENTRY %$s (", name);
    for (i = 0; i < np; i++) {
        snprintf(e->keep[i].name, NAMELEN, "p%d", i);
        e->keep[i].shape = ps[i];
        putf(e->b, "$s$s: $B", i ? ", " : "", e->keep[i].name, ps[i]);
    }
    e->nkeep = np;
    putf(e->b, ") -> $P {\n", ps, no);
    for (i = 0; i < np; i++) putf(e->b, "  %$s = $F parameter($d)\n", e->keep[i].name, ps[i], i);
    make_name(e->idx, "constant");
    putf(e->b, "  %$s = s32[]{:T(128)} constant(0)\n", e->idx);
    do { emit_layer(e); g_layer++; } while (count_bytes() < target);
    emit_due(e, 1);
    for (i = 0; i < no; i++) {               /* per-output updates of the aliased parameters */
        r[0].name = e->keep[i < np ? i : 0].name;
        r[0].idx = -1;
        r[0].shape = ps[i < np ? i : 0];
        r[1] = pick_ref(e);
        emit_fusion(e, i < np ? r : r + 1, i < np ? 2 : 1, 1, &ps[i], i < np ? K_LOOP : K_INPUT);
        memcpy(outn[i], e->ring[(e->nring - 1) % RING].name, NAMELEN);
    }
    make_name(name, "tuple");
    putf(e->b, "  ROOT %$s = $T tuple(", name, ps, no);
    for (i = 0; i < no; i++) { put_sep(e->b, i); putf(e->b, "%$s", outn[i]); }
    put(e->b, ")\n}\n\n");
    put_n(&g_out, g_entry.p, g_entry.len);
    g_entry.len = 0;
}

/* Generates one huge ENTRY: a chain of elementwise ops and calls into a small fusion pool. */
static void gen_onecomp(unsigned long long target)
{
    static const char *const ops[] = {"add", "multiply", "subtract", "maximum", "tanh", "exponential"};
    char pool[8][NAMELEN], rn[16][NAMELEN], name[NAMELEN];
    int a = SHAPE(9, T_BF16), ps[8] = {a, a, a, a, a, a, a, a}, i, k, x;
    unsigned long long n = 8;
    Ref r[4];
    putf(&g_out, "HloModule jit_onecomp, is_scheduled=true, entry_computation_layout={$T->$T}\n\n", ps, 8, ps, 4);
    emit_reducers();
    for (k = 0; k < 8; k++) emit_fused(pool[k], ps, 1 + k % 4, ps, 1, k & 4 ? K_LOOP : K_INPUT);
    make_name(name, "main");
    putf(&g_out, "ENTRY %$s (", name);
    for (i = 0; i < 8; i++) putf(&g_out, "$sp$d: $B", i ? ", " : "", i, a);
    putf(&g_out, ") -> $P {\n", ps, 4);
    for (i = 0; i < 8; i++) {
        snprintf(rn[i], NAMELEN, "p%d", i);
        putf(&g_out, "  %$s = $F parameter($d)\n", rn[i], a, i);
    }
    while (count_bytes() < target) {
        x = rand_below(10);
        k = rand_below(8);
        for (i = 0; i < 4; i++) { r[i].name = rn[(n - 1 - (unsigned)rand_below(8)) % 16]; r[i].idx = -1; }
        r[0].name = rn[(n - 1) % 16];
        make_name(name, x < 4 ? "fusion" : ops[x % 6]);
        if (x < 4)
            putf(&g_out, "  %$s = $F fusion$R, kind=$s, calls=%$s$M$s\n", name, a, r, 1 + k % 4,
                 k & 4 ? "kLoop" : "kInput", pool[k], NULL, g_backend[k % 6]);
        else
            putf(&g_out, "  %$s = $F $s$R$M\n", name, a, ops[x % 6], r, x % 6 < 4 ? 2 : 1, NULL);
        memcpy(rn[n++ % 16], name, NAMELEN);
        maybe_flush();
    }
    make_name(name, "tuple");
    putf(&g_out, "  ROOT %$s = $T tuple(", name, ps, 4);
    for (i = 0; i < 4; i++) { put_sep(&g_out, i); putf(&g_out, "%$s", rn[(n - 1 - (unsigned)i) % 16]); }
    put(&g_out, ")\n}\n");
}

/* Generates 100,000 small computations and an ENTRY calling each via call(). */
static void gen_manycomps(void)
{
    static const char *const ops[] = {"add", "multiply", "maximum", "tanh", "negate"};
    static Body f;
    char nx[NAMELEN], rn[4][NAMELEN];
    int v = SHAPE(1, T_F32), vv[2] = {v, v}, i, k, nops, op;
    putf(&g_out, "HloModule jit_manycomps, is_scheduled=true, entry_computation_layout={$T->$T}\n\n", vv, 2, vv, 2);
    for (i = 0; i < MANY_N; i++) {
        make_name(f.ln[0], "param_0");
        make_name(f.ln[1], "param_1");
        putf(&g_out, "%comp.$d ($s: $B, $s: $B) -> $B {\n  %$s = $F parameter(0)\n  %$s = $F parameter(1)\n",
             i, f.ln[0], v, f.ln[1], v, v, f.ln[0], v, f.ln[1], v);
        for (f.n = 2, nops = 1 + rand_below(3), k = 0; k < nops; k++) {
            op = k == 0 ? rand_below(3) : rand_below(5);
            body_op(&f, k == nops - 1, v, ops[op], k ? f.n - 1 : 0, op < 3 ? 1 : -1, -1, NULL);
        }
        put(&g_out, "}\n\n");
        maybe_flush();
    }
    make_name(nx, "main");
    putf(&g_out, "ENTRY %$s (p0: $B, p1: $B) -> $P {\n  %p0 = $F parameter(0)\n  %p1 = $F parameter(1)\n",
         nx, v, v, vv, 2, v, v);
    for (k = 0; k < 4; k++) snprintf(rn[k], NAMELEN, "p%d", k & 1);
    for (i = 0; i < MANY_N; i++) {
        make_name(nx, "call");
        k = rand_below(3);
        putf(&g_out, "  %$s = $F call(%$s, %$s), to_apply=%comp.$d$M\n", nx, v, rn[(i + 3) % 4], rn[(i + k) % 4], i, "closed_call");
        memcpy(rn[i % 4], nx, NAMELEN);
        maybe_flush();
    }
    make_name(nx, "tuple");
    putf(&g_out, "  ROOT %$s = $T tuple(%$s, %$s)\n}\n", nx, vv, 2, rn[(MANY_N - 1) % 4], rn[(MANY_N - 2) % 4]);
}

/* Appends the wideop parameter or output shape list (output starts with the concatenate). */
static void put_wide_shapes(Buf *b, int full, int cat)
{
    int i, s = SHAPE(2, T_F32);
    put(b, "(");
    for (i = 0; i < WIDE_N; i++) {
        put_sep(b, i);
        if (i == 0 && cat) put(b, full ? "f32[128000]{0:T(1024)}" : "f32[128000]");
        else put(b, full ? g_full[s][0] : g_bare[s]);
    }
    put(b, ")");
}

/* Generates an ENTRY with 100,000 parameters, one concatenate and a 100,000-operand tuple. */
static void gen_wideop(void)
{
    char name[NAMELEN], cat[NAMELEN];
    int i, s = SHAPE(2, T_F32);
    Buf *b = &g_out;
    put(b, "HloModule jit_wideop, is_scheduled=true, entry_computation_layout={");
    put_wide_shapes(b, 1, 0);
    put(b, "->");
    put_wide_shapes(b, 1, 1);
    make_name(name, "main");
    putf(b, "}\n\nENTRY %$s (", name);
    for (i = 0; i < WIDE_N; i++) putf(b, "$sp$d: $B", i ? ", " : "", i, s);
    put(b, ") -> ");
    put_wide_shapes(b, 0, 1);
    put(b, " {\n");
    for (i = 0; i < WIDE_N; i++) { putf(b, "  %p$d = $F parameter($d)\n", i, s, i); maybe_flush(); }
    make_name(cat, "concatenate");
    putf(b, "  %$s = f32[128000]{0:T(1024)} concatenate(", cat);
    for (i = 0; i < 1000; i++) { put_sep(b, i); putf(b, "%p$d", i); }
    make_name(name, "tuple");
    putf(b, "), dimensions={0}$M\n  ROOT %$s = ", "concatenate", name);
    put_wide_shapes(b, 1, 1);
    putf(b, " tuple(%$s", cat);
    for (i = 1; i < WIDE_N; i++) { put_sep(b, i); putf(b, "%p$d", i); }
    put(b, ")\n}\n");
}

/* Prints a usage error and exits with status 2. */
static void usage_error(const char *msg, const char *arg)
{
    fprintf(stderr, "hlogen: %s%s\nusage: hlogen [--size MB] [--shape realistic|onecomp|manycomps|wideop]"
            " [--seed N]\n", msg, arg ? arg : "");
    exit(2);
}

/* Parses the decimal value of an option or exits with a usage error. */
static unsigned long long parse_num(const char *opt, const char *s)
{
    char *end;
    unsigned long long v;
    if (!s || *s < '0' || *s > '9') usage_error("missing or bad number for ", opt);
    v = strtoull(s, &end, 10);
    if (*end) usage_error("bad number: ", s);
    return v;
}

/* Parses arguments, seeds the generator and writes the selected module to stdout. */
int main(int argc, char **argv)
{
    unsigned long long size = 10, seed = 1;
    const char *shape = "realistic";
    int i;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--size")) size = parse_num(argv[i], argv[i + 1]), i++;
        else if (!strcmp(argv[i], "--seed")) seed = parse_num(argv[i], argv[i + 1]), i++;
        else if (!strcmp(argv[i], "--shape") && i + 1 < argc) shape = argv[++i];
        else usage_error("bad argument: ", argv[i]);
    }
    if (size == 0 || size > 1000000) usage_error("--size must be 1..1000000", NULL);
    g_rng = (seed + 1) * 0x9E3779B97F4A7C15ULL;
    g_rng = g_rng ? g_rng : 1;
    init_tables();
    if (!strcmp(shape, "realistic")) gen_realistic(size * 1000000ULL);
    else if (!strcmp(shape, "onecomp")) gen_onecomp(size * 1000000ULL);
    else if (!strcmp(shape, "manycomps")) gen_manycomps();
    else if (!strcmp(shape, "wideop")) gen_wideop();
    else usage_error("unknown --shape: ", shape);
    flush_out();
    if (fflush(stdout) != 0) { perror("hlogen: write"); return 1; }
    return 0;
}
