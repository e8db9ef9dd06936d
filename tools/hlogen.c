/*
 * hlogen - synthetic XLA HLO text dump generator for hlopeak benchmarks and scale tests.
 *
 * Usage: hlogen [--size MB] [--shape realistic|entryheavy|dense|onecomp|manycomps|wideop]
 *               [--instrs N] [--seed N]
 *
 *   realistic  (default) scheduled TPU-style train-step module of about MB megabytes:
 *              fused computations, reducers, async-wrapped collectives, one while loop
 *              (body + condition) per layer, and a large ENTRY printed last.
 *   entryheavy the same module with its layers unrolled: no while loops, every layer's
 *              fusion calls, collectives and elementwise ops in the ENTRY, which then
 *              holds most of the text, the small fused computations around it (as
 *              dumps of unrolled models are).
 *   dense      entryheavy without metadata: about 90 bytes of text per instruction
 *              (as the llama and mixtral dumps of corpus/real are).
 *   onecomp    one ENTRY computation of about MB megabytes (a long op chain); with
 *              --instrs N, of exactly N instructions whatever its size (N >= 10).
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

#define NAMELEN 40
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
#define MAYBE(op) (rand_below(10) ? (op) : "")          /* metadata on 90% of instructions */
#define COUNT_BYTES (g_written + g_out.len + g_entry.len)  /* output so far incl. pending ENTRY */

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
    {4, {8, 2048, 32, 128}}, {4, {8, 2048, 8, 128}}, {4, {1, 1024, 32, 128}}, {2, {4, 4096}},
    {1, {128000}}};                                           /* last: wideop's concatenate only */
#define NDIMS NELEM(k_dims)
#define NSHAPES (NDIMS * NTYS)
#define SHAPE(d, t) ((d) * NTYS + (t))
#define DIMS_OF(s) ((s) / NTYS)
#define TY_OF(s) ((s) % NTYS)
#define RANK_OF(s) (k_dims[DIMS_OF(s)].rank)
#define IS_FLOAT(s) (TY_OF(s) == T_BF16 || TY_OF(s) == T_F32)
#define RAND_DIMS (1 + rand_below(NDIMS - 2))            /* any rank >= 1 dims but the last */
#define OTHER_FLOAT(s) SHAPE(DIMS_OF(s), TY_OF(s) == T_F32 ? T_BF16 : T_F32)

static const char *const k_pfx[] = {
    "jit(train_step)/jvp(Transformer)/decoder/while/body/closed_call/checkpoint(remat)",
    "jit(train_step)/transpose(jvp(Transformer))/decoder/while/body/closed_call/checkpoint(remat)",
    "jit(train_step)/jvp(Transformer)/decoder/scanned_blocks/while/body/closed_call",
    "jit(train_step)/transpose(jvp(Transformer))/decoder/scanned_blocks/while/body/closed_call"};
static const char *const k_scope[] = {
    "remat(core_fn)/", "named_call(MlpBlock)/checkpoint_name(mlpwi)/", "named_call(Attention)/shard_map/",
    "shard_map/vmap(static_sparsity_splash)/jit(_splash_attention)/splash_mha_fwd_segmented_residuals/",
    "named_call(DecoderLayer)/remat(core_fn)/jit(_where)/"};
static const char *const k_mod[] = {
    "mlp/wi_0", "mlp/wi_1", "mlp/wo", "self_attention/query", "self_attention/key", "self_attention/value",
    "self_attention/out", "self_attention/attention_op", "pre_self_attention_layer_norm", "mlp/activation"};
static const char *const k_ops[] = {
    "dot_general", "add", "mul", "reduce_sum", "convert_element_type", "rsqrt", "exp", "logistic",
    "broadcast_in_dim", "select_n", "transpose", "reshape", "integer_pow", "sub"};
static const char *const k_files[] = {
    "/home/user/maxtext/.venv/lib/python3.12/site-packages/MaxText/layers/linears.py",
    "/home/user/maxtext/.venv/lib/python3.12/site-packages/MaxText/layers/attentions.py",
    "/home/user/maxtext/.venv/lib/python3.12/site-packages/MaxText/layers/normalizations.py",
    "/home/user/maxtext/.venv/lib/python3.12/site-packages/MaxText/layers/decoders.py",
    "/home/user/maxtext/.venv/lib/python3.12/site-packages/flax/linen/linear.py"};
static const char k_b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static Buf g_out, g_entry, g_body;
static unsigned long long g_written, g_id, g_chan;
static uint64_t g_rng;
static int g_layer, g_meta = 1;                     /* g_meta 0: no metadata at all */
static int g_unrolled;                              /* entryheavy, dense: fewer fusions, more ENTRY ops */
static int g_plain;                                 /* dense: GPU layouts ({1,0}), no backend configs */
static char g_full[NSHAPES][2][128], g_bare[NSHAPES][64], g_backend[6][320], g_red[NTYS][NAMELEN];
static char g_small[NSHAPES];                      /* 1: at most 2 MiB, may live in S(1) */
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

/* Writes the staged stdout bytes with one large fwrite (only past FLUSH_AT unless force). */
static void flush_out(int force)
{
    if (!force && g_out.len < FLUSH_AT) return;
    if (g_out.len && fwrite(g_out.p, 1, g_out.len, stdout) != g_out.len) { perror("hlogen: write"); exit(1); }
    g_written += g_out.len;
    g_out.len = 0;
}

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
    if (g_plain) snprintf(dst, n, d->rank ? "{%s}" : "%s", mtm);   /* XLA prints no {} on scalars */
    else snprintf(dst, n, "{%s:%s%s}", mtm, tile, s1 ? "S(1)" : "");
}

/* Precomputes shape texts (bare, with layout, with layout and S(1)) and backend configs. */
static void init_tables(void)
{
    static const char *const bounds[] = {"128", "256", "512", "1024", "2048"};
    int s, i, o;
    char dims[48], lay[64];
    for (s = 0; s < NSHAPES; s++) {
        const Dims *d = &k_dims[DIMS_OF(s)];
        for (i = 0, o = 0, dims[0] = '\0'; i < d->rank; i++)
            o += snprintf(dims + o, sizeof dims - (size_t)o, i ? ",%d" : "%d", d->d[i]);
        snprintf(g_bare[s], sizeof g_bare[s], "%s[%s]", k_tys[TY_OF(s)], dims);
        for (i = 0, o = k_bits[TY_OF(s)] / 8; i < d->rank; i++) o *= d->d[i];
        g_small[s] = o <= (2 << 20);
        for (i = 0; i < 2; i++) {
            format_layout(lay, sizeof lay, d, k_bits[TY_OF(s)], i);
            strcat(strcpy(g_full[s][i], g_bare[s]), lay);
        }
    }
    for (i = 0; i < 6 && !g_plain; i++)
        snprintf(g_backend[i], sizeof g_backend[i], ", backend_config={\"flag_configs\":[],"
                 "\"scoped_memory_configs\":[],\"used_scoped_memory_configs\":[],\"fusion_formation_source\":{"
                 "\"fusion_creating_compiler_pass\":\"TpuAdvancedMOF\",\"fusion_id\":\"%d\"},%s%s%s}", 17 + 31 * i,
                 i < 5 ? "\"output_chunk_bound_config\":{\"output_chunk_bound\":[\"1\",\"" : "",
                 i < 5 ? bounds[i] : "\"aliasing_operands\":{\"lists\":[]}", i < 5 ? "\"]}" : "");
}

/* Picks a random non-scalar shape, mostly bf16/f32. */
static int rand_shape(void)
{
    int r = rand_below(100);
    return SHAPE(RAND_DIMS, r < 55 ? T_BF16 : r < 90 ? T_F32 : r < 96 ? T_S32 : T_PRED);
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

static void putf(Buf *b, const char *fmt, ...);

/* Appends a parenthesised operand list of references (compact "#i" tuple reads). */
static void put_refs(Buf *b, const Ref *r, int n)
{
    int i;
    for (put(b, "("), i = 0; i < n; i++) {
        put_sep(b, i);
        putf(b, r[i].idx >= 0 ? "%$s#$d" : "%$s", r[i].name, r[i].idx);
    }
    put(b, ")");
}

/* Appends a metadata attribute: op NULL picks a random op name, "" prints nothing. */
static void put_meta(Buf *b, const char *op)
{
    const char *pfx, *scope, *mod, *file;
    int layer, line, col;
    if ((op && !*op) || !g_meta) return;
    pfx = PICK(k_pfx), scope = PICK(k_scope), mod = PICK(k_mod), op = op ? op : PICK(k_ops), file = PICK(k_files);
    layer = (g_layer + rand_below(3)) % 48, line = 20 + rand_below(1400), col = 4 + rand_below(40);
    putf(b, ", metadata={op_name=\"$s/layers_$d/$s$s/$s\" source_file=\"$s\" source_line=$d source_end_line=$d "
         "source_column=$d source_end_column=$d}", pfx, layer, scope, mod, op, file, line, line + line % 3,
         col, col + 7 + line % 50);
}

/* Appends formatted text; directives: $s str, $d int, $F/$B shape id (with layout, bare),
 * $T/$P (int *el, int n) full/bare tuple shape, $R (Ref *, int n) operands, $M metadata
 * (op name, NULL random, "" none). */
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
        case 'B': put(b, g_bare[va_arg(ap, int)]); break;
        case 'M': put_meta(b, va_arg(ap, const char *)); break;
        case 'T': case 'P': {
            const int *el = va_arg(ap, const int *);
            put_shapes(b, el, va_arg(ap, int), q[1] == 'T');
            break;
        }
        case 'R': { const Ref *r = va_arg(ap, const Ref *); put_refs(b, r, va_arg(ap, int)); break; }
        default: put_n(b, q + 1, 1);
        }
    }
    va_end(ap);
}

/* Emits f32 and bf16 add reducers %add.N (x, y) to stdout staging. */
static void emit_reducers(void)
{
    char r[NAMELEN];
    int i, t;
    for (i = 0; i < 2; i++) {
        const char *ty = k_tys[t = i ? T_BF16 : T_F32];
        make_name(g_red[t], "add");
        make_name(r, "add");
        putf(&g_out, "%$s (x: $s[], y: $s[]) -> $s[] {\n  %x = $s[] parameter(0)\n  %y = $s[] parameter(1)\n"
             "  ROOT %$s = $s[] add(%x, %y)\n}\n\n", g_red[t], ty, ty, ty, ty, ty, r, ty);
    }
}

/* Emits "%opc.N = shape opc(operands)attrs, metadata" in a fused body (a < 0: a literal 1/false
 * operand, for constants); returns its slot. */
static int body_op(Body *f, int root, int shape, const char *opc, int a, int a2, int a3, const char *attrs)
{
    int k = f->n++;
    make_name(f->ln[k], opc);
    f->ls[k] = shape;
    putf(&g_out, a < 0 ? "  $s%$s = $F $s($s" : "  $s%$s = $F $s(%$s", root ? "ROOT " : "", f->ln[k], shape, opc,
         a >= 0 ? f->ln[a] : TY_OF(shape) == T_PRED ? "false" : "1");
    if (a2 >= 0) putf(&g_out, ", %$s", f->ln[a2]);
    if (a3 >= 0) putf(&g_out, ", %$s", f->ln[a3]);
    putf(&g_out, ")$s$M\n", attrs ? attrs : "", MAYBE(opc));
    return k;
}

/* Returns an earlier body value shaped like slot a; else a itself or a broadcast constant. */
static int find_same(Body *f, int a)
{
    int j;
    for (j = f->n - 1; j >= 0; j--) if (j != a && f->ls[j] == f->ls[a]) return j;
    if (rand_below(2)) return a;
    j = body_op(f, 0, SHAPE(0, TY_OF(f->ls[a])), "constant", -1, -1, -1, NULL);
    return body_op(f, 0, f->ls[a], "broadcast", j, -1, -1, ", dimensions={}");
}

/* Emits one body instruction moving slot `last` toward shape want (ROOT when final and reached). */
static int body_toward(Body *f, int last, int want, int final)
{
    int cur = f->ls[last], k, i, o, s = SHAPE(DIMS_OF(cur), TY_OF(want));
    char attrs[80];
    if (TY_OF(cur) != TY_OF(want)) return body_op(f, final && s == want, s, "convert", last, -1, -1, NULL);
    if (cur == want)
        return body_op(f, final, cur, TY_OF(cur) == T_PRED ? "and" : "add", last, find_same(f, last), -1, NULL);
    if (!IS_FLOAT(cur) || RANK_OF(want) >= RANK_OF(cur))
        return body_op(f, final, want, "bitcast", last, -1, -1, NULL);
    k = body_op(f, 0, SHAPE(0, TY_OF(cur)), "constant", -1, -1, -1, NULL);
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
    char pf[NAMELEN], attrs[80];
    Ref res[MAXT];
    int i, m = 5 + rand_below(6) - 2 * nout, last = 0, s, r;   /* m: body size before the outputs */
    make_name(cname, "fused_computation");
    putf(&g_out, "%$s (", cname);
    for (i = 0; i < np; i++) {
        snprintf(pf, sizeof pf, "param_%d", i);
        make_name(f.ln[i], pf);
        f.ls[i] = ps[i];
        putf(&g_out, "$s$s: $B", i ? ", " : "", f.ln[i], ps[i]);
    }
    putf(&g_out, ") -> $P {\n", outs, nout);
    for (i = 0; i < np; i++)                     /* small parameters sometimes live in S(1) */
        putf(&g_out, "  %$s = $s parameter($d)\n", f.ln[i], g_full[ps[i]][g_small[ps[i]] && rand_below(3) == 0], i);
    f.n = np;
    if (kind == K_OUTPUT) {
        snprintf(attrs, sizeof attrs, ", lhs_contracting_dims={%d}, rhs_contracting_dims={0}",
                 RANK_OF(ps[0]) ? RANK_OF(ps[0]) - 1 : 0);
        last = body_op(&f, 0, outs[0], "dot", 0, np > 1, -1, attrs);
    }
    while (f.n - np < m && f.n < 40) {
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
        res[i].name = f.ln[last];
        res[i].idx = -1;
    }
    if (nout > 1) { make_name(pf, "tuple"); putf(&g_out, "  ROOT %$s = $T tuple$R\n", pf, outs, nout, res, nout); }
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

/* Emits "-done" instructions for pending async starts that are due (all when force). */
static void emit_due(Ctx *c, int force)
{
    int i = 0;
    char name[NAMELEN];
    while (i < c->npend) {
        Pend *p = &c->pend[i];
        if (!force && p->due > c->step && c->npend < NPEND) { i++; continue; }
        snprintf(name, sizeof name, "%s.%s", p->done, strchr(p->start, '.') + 1);
        putf(c->b, "  %$s = $s $s(%$s)$M\n", name, g_full[p->shape][p->done[0] == 'c' && g_small[p->shape]], p->done,
             p->start, p->done[1] == 'l' ? NULL : "");
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
    snprintf(s, sizeof s, ", channel_id=%llu, replica_groups=%s", ++g_chan,
             rand_below(2) ? "[1,4]<=[4]" : "{{0,1,2,3}}");
    return s;
}

/* Emits an async-wrapped collective computation, its async-start and a pending async-done. */
static void emit_async(Ctx *c, Ref a)
{
    char cname[NAMELEN], pn[NAMELEN], rn[NAMELEN];
    int o = SHAPE(RAND_DIMS, TY_OF(a.shape)), rs = IS_FLOAT(a.shape) && rand_below(2);
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
    const char *meta = MAYBE(kind == K_OUTPUT ? "dot_general" : NULL), *bc = rand_below(5) ? PICK(g_backend) : "";
    for (i = 0; i < n; i++) ps[i] = r[i].shape;
    emit_fused(cname, ps, n, outs, nout, kind);
    make_name(name, "fusion");
    putf(c->b, "  %$s = $T fusion$R, kind=$s, calls=%$s$M$s\n", name, outs, nout, r, n, k_kinds[kind], cname,
         meta, bc);
    add_val(c, name, outs, nout);
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
    if (g_unrolled && x < 45 && rand_below(16)) x = 87 + rand_below(13);   /* most would-be fusions: ops */
    for (v = NULL, i = 1; i <= RING && i <= (int)c->nring && !v; i++)
        v = c->ring[(c->nring - (unsigned)i) % RING].shape < 0 ? &c->ring[(c->nring - (unsigned)i) % RING] : NULL;
    if (x < 45 || (x >= 55 && x < 61 && !v)) {
        n = rand_below(4) ? 1 + rand_below(3) : 4 + rand_below(4);
        for (i = 0; i < n; i++) r[i] = pick_ref(c);
        outs[0] = rand_below(5) < 3 ? r[0].shape : rand_shape();
        outs[1] = rand_shape();
        x = rand_below(20);
        emit_fusion(c, r, n, rand_below(7) ? 1 : 2, outs, x < 11 ? K_LOOP : x < 17 ? K_OUTPUT : K_INPUT);
        return;
    }
    r[0] = pick_ref(c);                /* all-reduce wants a float, dynamic-update-slice an array */
    for (i = 0; i < 6 && ((x >= 74 && x < 79 && !IS_FLOAT(r[0].shape)) || (x >= 83 && x < 87 && !RANK_OF(r[0].shape)));
         i++)
        r[0] = pick_ref(c);
    s = r[0].shape;
    if (x < 55) {
        make_name(name, "bitcast");
        s = SHAPE(RAND_DIMS, TY_OF(s));
        putf(c->b, "  %$s = $F bitcast$R$M\n", name, s, r, 1, rand_below(10) < 7 ? "reshape" : "");
    } else if (x < 61) {
        make_name(name, "get-tuple-element");
        i = rand_below(v->nt);
        s = v->el[i];
        putf(c->b, "  %$s = $F get-tuple-element(%$s), index=$d$M\n", name, s, v->name, i, rand_below(2) ? NULL : "");
    } else if (x < 68) {
        start_async(c, "copy-start", "copy-done", s);
        putf(c->b, "($s, $F, u32[]{:S(2)}) copy-start$R\n", g_full[s][(int)g_small[s]], s, r, 1);
        return;
    } else if (x < 74) {
        i = SHAPE(RAND_DIMS, TY_OF(s));
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
        put(c->b, "\",\"serialization_format\":\"1\",\"needs_layout_passes\":true},"
                  "\"used_scoped_memory_configs\":[]}\n");
    } else {
        op = PICK(ew);
        op = TY_OF(s) != T_PRED || op[0] == 'c' ? op : op[0] == 'a' ? "and" : "or";   /* no arithmetic on pred */
        r[1] = r[0];
        for (i = 0; i < (int)c->nring && i < RING; i++)      /* a second operand of the same shape */
            if (c->ring[i].shape == s && strcmp(c->ring[i].name, r[0].name)) {
                r[1].name = c->ring[i].name;
                r[1].idx = -1;
            }
        s = strcmp(op, "convert") ? s : OTHER_FLOAT(s);
        make_name(name, op);
        putf(c->b, "  %$s = $F $s$R$M\n", name, s, op, r, op[0] == 'c' ? 1 : 2, MAYBE(op));
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
        make_name(gn[i], "get-tuple-element");
        putf(c->b, "  %$s = $F get-tuple-element(%$s), index=$d$M\n", gn[i], st[i], pname, i,
             rand_below(2) ? "" : NULL);
        if (i > 0) { add_val(c, gn[i], &st[i], 1); c->keep[c->nkeep++] = c->ring[--c->nring]; }
    }
    memcpy(c->idx, gn[0], NAMELEN);
    make_name(cst, "constant");
    make_name(cnt, "add");
    putf(c->b, "  %$s = $F constant(1)\n  %$s = $F add(%$s, %$s)$M\n", cst, s32, cnt, s32, gn[0], cst, "add");
    for (steps = 20 + rand_below(40); steps > 0; steps--) emit_mix(c);
    emit_due(c, 1);
    for (i = 0; i < n; i++) {            /* next state: newest value of each shape, else passthrough */
        roots[i].name = i ? gn[i] : cnt;
        roots[i].idx = -1;
        for (j = 1; i && j <= RING && j <= (int)c->nring && roots[i].name == gn[i]; j++) {
            const Val *v = &c->ring[(c->nring - (unsigned)j) % RING];
            if (v->shape == st[i]) roots[i].name = v->name;
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
         "{\"known_trip_count\":{\"n\":\"$d\"}}\n", tname, st, n, refs, n, wname, st, n, tname, cname, bname,
         "while", trip);
    add_val(e, wname, st, n);
    for (steps = 8 + rand_below(16); steps > 0; steps--) emit_mix(e);
    flush_out(0);
}

/* Emits one unrolled layer (entryheavy, dense): what a while body would hold, in the ENTRY. */
static void emit_unrolled(Ctx *e)
{
    int steps;
    emit_reducers();
    for (steps = 40 + rand_below(40); steps > 0; steps--) emit_mix(e);
    flush_out(0);
}

/* Prints the HloModule header line: entry layout (np >= 2) and, when alias, parameter aliasing. */
static void emit_header(const char *module, const int *ps, int np, const int *outs, int no, int alias)
{
    int i;
    putf(&g_out, "HloModule $s, is_scheduled=true", module);
    for (i = 0; alias && i < np; i++)
        putf(&g_out, "$s{$d}: ($d, {}, may-alias)", i ? ", " : ", input_output_alias={ ", i, i);
    putf(&g_out, "$s, entry_computation_layout={$T->$T}$s\n\n", alias ? " }" : "", ps, np, outs, no,
         alias ? ", num_partitions=4" : "");
}

/* Appends the ENTRY signature and the parameter lines %p0..%pN to b. */
static void emit_entry_head(Buf *b, const int *ps, int np, const int *outs, int no)
{
    char name[NAMELEN];
    int i;
    make_name(name, "main");
    putf(b, "ENTRY %$s (", name);
    for (i = 0; i < np; i++) putf(b, "$sp$d: $B", i ? ", " : "", i, ps[i]);
    putf(b, ") -> $P {\n", outs, no);
    for (i = 0; i < np; i++) putf(b, "  %p$d = $F parameter($d)\n", i, ps[i], i);
}

/* Generates the realistic module: header, layers until target bytes, then the ENTRY; with
 * unrolled, the layers are in the ENTRY (entryheavy and dense). */
static void gen_realistic(unsigned long long target, int unrolled)
{
    Ctx *e = &g_ectx;
    char name[NAMELEN], outn[MAXP + 3][NAMELEN];
    int ps[MAXP + 3], np = 24 + rand_below(MAXP - 23), no = np + 3, i;
    Ref r[MAXP + 3];
    for (i = 0; i < no; i++) ps[i] = i >= np ? SHAPE(0, T_F32) : i == 0 ? SHAPE(0, T_S32) : rand_shape();
    emit_header("jit_train_step", ps, np, ps, no, 1);
    e->b = &g_entry;
    emit_entry_head(e->b, ps, np, ps, no);
    for (e->nkeep = 0; e->nkeep < np; e->nkeep++) {
        snprintf(e->keep[e->nkeep].name, NAMELEN, "p%d", e->nkeep);
        e->keep[e->nkeep].shape = ps[e->nkeep];
    }
    make_name(e->idx, "constant");
    putf(e->b, "  %$s = s32[]{:T(128)} constant(0)\n", e->idx);
    do {
        if (unrolled) emit_unrolled(e);
        else emit_layer(e);
        g_layer++;
    } while (COUNT_BYTES < target);
    emit_due(e, 1);
    for (i = 0; i < no; i++) {                   /* final updates of the aliased parameters, metrics */
        r[0].name = e->keep[i < np ? i : 0].name;
        r[0].idx = -1;
        r[0].shape = ps[i < np ? i : 0];
        r[1] = pick_ref(e);
        emit_fusion(e, i < np ? r : r + 1, i < np ? 2 : 1, 1, &ps[i], i < np ? K_LOOP : K_INPUT);
        memcpy(outn[i], e->ring[(e->nring - 1) % RING].name, NAMELEN);
    }
    for (i = 0; i < no; i++) { r[i].name = outn[i]; r[i].idx = -1; }
    make_name(name, "tuple");
    putf(e->b, "  ROOT %$s = $T tuple$R\n}\n\n", name, ps, no, r, no);
    put_n(&g_out, g_entry.p, g_entry.len);
    g_entry.len = 0;
}

/* Generates one huge ENTRY: a chain of elementwise ops and calls into a small fusion pool, until
 * target bytes or, when instrs > 0, until the ENTRY holds instrs instructions (params and ROOT too). */
static void gen_onecomp(unsigned long long target, unsigned long long instrs)
{
    static const char *const ops[] = {"add", "multiply", "subtract", "maximum", "tanh", "exponential"};
    char pool[8][NAMELEN], rn[16][NAMELEN], name[NAMELEN];
    int a = SHAPE(9, T_BF16), ps[8] = {a, a, a, a, a, a, a, a}, i, k, x;
    unsigned long long n = 8;
    Ref r[4];
    emit_header("jit_onecomp", ps, 8, ps, 4, 0);
    emit_reducers();
    for (k = 0; k < 8; k++) emit_fused(pool[k], ps, 1 + k % 4, ps, 1, k & 4 ? K_LOOP : K_INPUT);
    emit_entry_head(&g_out, ps, 8, ps, 4);
    for (i = 0; i < 8; i++) snprintf(rn[i], NAMELEN, "p%d", i);
    while (instrs ? n + 1 < instrs : COUNT_BYTES < target) {
        x = rand_below(10);
        k = rand_below(8);
        for (i = 0; i < 4; i++) { r[i].name = rn[(n - 1 - (unsigned)(i ? rand_below(8) : 0)) % 16]; r[i].idx = -1; }
        make_name(name, x < 4 ? "fusion" : ops[x % 6]);
        if (x < 4)
            putf(&g_out, "  %$s = $F fusion$R, kind=$s, calls=%$s$M$s\n", name, a, r, 1 + k % 4,
                 k & 4 ? "kLoop" : "kInput", pool[k], NULL, g_backend[k % 6]);
        else
            putf(&g_out, "  %$s = $F $s$R$M\n", name, a, ops[x % 6], r, x % 6 < 4 ? 2 : 1, NULL);
        memcpy(rn[n++ % 16], name, NAMELEN);
        flush_out(0);
    }
    for (i = 0; i < 4; i++) { r[i].name = rn[(n - 1 - (unsigned)i) % 16]; r[i].idx = -1; }
    make_name(name, "tuple");
    putf(&g_out, "  ROOT %$s = $T tuple$R\n}\n", name, ps, 4, r, 4);
}

/* Generates 100,000 small computations and an ENTRY calling each once via call(). */
static void gen_manycomps(void)
{
    static const char *const ops[] = {"add", "multiply", "maximum", "tanh", "negate"};
    static Body f;
    char nx[NAMELEN], rn[4][NAMELEN];
    int v = SHAPE(1, T_F32), vv[2] = {v, v}, i, k, nops, op;
    emit_header("jit_manycomps", vv, 2, vv, 2, 0);
    g_meta = 0;
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
        flush_out(0);
    }
    emit_entry_head(&g_out, vv, 2, vv, 2);
    for (k = 0; k < 4; k++) snprintf(rn[k], NAMELEN, "p%d", k & 1);
    for (i = 0; i < MANY_N; i++) {
        make_name(nx, "call");
        k = rand_below(3);
        putf(&g_out, "  %$s = $F call(%$s, %$s), to_apply=%comp.$d\n", nx, v, rn[(i + 3) % 4], rn[(i + k) % 4], i);
        memcpy(rn[i % 4], nx, NAMELEN);
        flush_out(0);
    }
    make_name(nx, "tuple");
    putf(&g_out, "  ROOT %$s = $T tuple(%$s, %$s)\n}\n", nx, vv, 2, rn[(MANY_N - 1) % 4], rn[(MANY_N - 2) % 4]);
}

/* Generates an ENTRY with 100,000 parameters, one concatenate and a 100,000-operand tuple ROOT. */
static void gen_wideop(void)
{
    static int ps[WIDE_N], outs[WIDE_N];
    static char nm[WIDE_N][16];
    static Ref r[WIDE_N];
    char cat[NAMELEN], name[NAMELEN];
    int i;
    for (i = 0; i < WIDE_N; i++) {
        ps[i] = outs[i] = SHAPE(2, T_F32);
        snprintf(nm[i], sizeof nm[i], "p%d", i);
        r[i].name = nm[i];
        r[i].idx = -1;
    }
    outs[0] = SHAPE(NDIMS - 1, T_F32);
    emit_header("jit_wideop", ps, WIDE_N, outs, WIDE_N, 0);
    emit_entry_head(&g_out, ps, WIDE_N, outs, WIDE_N);
    make_name(cat, "concatenate");
    make_name(name, "tuple");
    putf(&g_out, "  %$s = $F concatenate$R, dimensions={0}$M\n", cat, outs[0], r, 1000, "concatenate");
    r[0].name = cat;
    putf(&g_out, "  ROOT %$s = $T tuple$R\n}\n", name, outs, WIDE_N, r, WIDE_N);
}

/* Prints a usage error and exits with status 2. */
static void usage_error(const char *msg, const char *arg)
{
    fprintf(stderr, "hlogen: %s%s\nusage: hlogen [--size MB] [--shape realistic|entryheavy|dense|onecomp|manycomps|wideop]"
            " [--instrs N] [--seed N]\n", msg, arg ? arg : "");
    exit(2);
}

/* Parses the decimal value following an option or exits with a usage error. */
static unsigned long long parse_num(const char *opt, const char *s)
{
    char *end = NULL;
    unsigned long long v = s && *s >= '0' && *s <= '9' ? strtoull(s, &end, 10) : 0;
    if (!end || *end) usage_error("missing or bad number after ", opt);
    return v;
}

/* Parses arguments, seeds the generator and writes the selected module to stdout. */
int main(int argc, char **argv)
{
    unsigned long long size = 10, seed = 1, instrs = 0;
    const char *shape = "realistic";
    int i;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--size")) size = parse_num(argv[i], argv[i + 1]), i++;
        else if (!strcmp(argv[i], "--seed")) seed = parse_num(argv[i], argv[i + 1]), i++;
        else if (!strcmp(argv[i], "--instrs")) {
            instrs = parse_num(argv[i], argv[i + 1]), i++;
            if (instrs < 10 || instrs > 100000000) usage_error("--instrs must be 10..100000000", NULL);
        }
        else if (!strcmp(argv[i], "--shape") && i + 1 < argc) shape = argv[++i];
        else usage_error("bad argument: ", argv[i]);
    }
    if (size == 0 || size > 1000000) usage_error("--size must be 1..1000000", NULL);
    if (instrs && strcmp(shape, "onecomp")) usage_error("--instrs needs --shape onecomp", NULL);
    g_rng = (seed + 1) * 0x9E3779B97F4A7C15ULL;
    g_rng = g_rng ? g_rng : 1;
    g_unrolled = !strcmp(shape, "entryheavy") || !strcmp(shape, "dense");
    g_meta = strcmp(shape, "dense") != 0;
    g_plain = !g_meta;                          /* before init_tables: the layouts' texts */
    init_tables();
    if (!strcmp(shape, "realistic")) gen_realistic(size * 1000000ULL, 0);
    else if (g_unrolled) gen_realistic(size * 1000000ULL, 1);
    else if (!strcmp(shape, "onecomp")) gen_onecomp(size * 1000000ULL, instrs);
    else if (!strcmp(shape, "manycomps")) gen_manycomps();
    else if (!strcmp(shape, "wideop")) gen_wideop();
    else usage_error("unknown --shape: ", shape);
    flush_out(1);
    if (fflush(stdout) != 0) { perror("hlogen: write"); return 1; }
    return 0;
}
