/* mlirfold.c: the simplifications XLA runs on a StableHLO module before it
 * converts it, where they change the HLO the compile sees.
 *
 * ConvertStablehloToHlo (xla/hlo/translate/stablehlo.cc StablehloToMhlo,
 * run_canonicalizer) runs StableHLO's StablehloTargetIndependentOptimization
 * pass first: the aggressive folder's and the canonicalization patterns
 * (stablehlo/transforms/optimization/StablehloAggressiveFolder.cpp,
 * StablehloAggressiveSimplificationPatterns.td), applied by MLIR's greedy
 * driver, which also keeps one constant op per value and type in a
 * function (OperationFolder).  XLA before that (mlir_to_hlo.cc up to March
 * 2025) ran MLIR's canonicalizer over MHLO, whose folders do the same for
 * these ops.  XLA's own before_optimizations dumps show the result: no
 * multiply by a broadcast one, constants on the right of commutative ops,
 * one broadcast of a splat shared by its readers.  What is modelled, op by
 * op as the converter meets them (an op's operands are converted first, so
 * a fact about an operand is known when its reader is read):
 *
 *   pattern                                          source
 *   one constant op per value, type and function     the greedy driver's
 *     (splats; scalars are splats)                     OperationFolder
 *   broadcast_in_dim, broadcast, reshape, transpose, FoldBroadcastInDimOpSplat,
 *     reverse of a splat -> a splat of the result      FoldReshapeOp, ReverseOp_Splat-
 *                                                      ToNoop, the transpose folder
 *   add/multiply/maximum/minimum/and/or/xor(cst, X)  CanonicalizeConstantToRhs
 *     -> op(X, cst) when X is no constant
 *   add(X, 0), subtract(X, 0), multiply(X, 1),       AddOp_RemoveNoop, SubtractOp_-
 *     or(X, 0), xor(X, 0) -> X                         RemoveNoop, MulOp_RemoveNoop, ...
 *   convert(X) to X's type, reshape(X) to X's        ConvertOp_RemoveNoop, ReshapeOp_-
 *     shape, transpose(X, [iota]), slice of all      RemoveNoop, TransposeOp_RemoveNoop,
 *     of X, concatenate(X) -> X                        SliceOp_..., ConcatenateOp_RemoveNoop
 *   reshape(reshape(X)) -> reshape(X)                ReshapeOp_MergeComposition
 *   transpose(transpose(X)) -> transpose(X), the      TransposeOp_MergeComposition
 *     permutations composed (X when they cancel)
 *   a unary op of a splat (negate, abs, sqrt, rsqrt,  FoldNegOpPattern, FoldAbsOpPattern,
 *     exponential, log, tanh, logistic, sine,          FoldSqrtOpPattern, ...,
 *     cosine, sign, floor, ceil, not), a binary op     FoldAddOpPattern, FoldDivOpPattern,
 *     of two (add, subtract, multiply, divide,         FoldCompareOpPattern, FoldConvert-
 *     maximum, minimum, and, or, xor), compare of      OpPattern (integer and float types:
 *     two, convert of one -> a splat (f32, f64,        validateShapeFoldDtype with
 *     bf16, f16, integers, pred; rounded to the type)  optimizeFloat, its default)
 *
 * Facts are kept per HLO instruction name: the splat constant it is (its
 * literal), or the reshape or transpose it is (of what).  Complex and f8
 * splats are kept and shared but not computed with. */
#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirconv.h"

enum { FACT_SPLAT = 1, FACT_RESHAPE, FACT_TRANSPOSE };

struct mfact {
	char *name;             /* the HLO instruction */
	char *key;              /* a splat's value key (comp|shape|literal) */
	char *lit;              /* a splat's literal; a reshape's operand */
	char *shape;            /* a reshape's operand's shape */
	int kind;
	int64_t perm[8];        /* a transpose's permutation (rank <= 8) */
	uint32_t nperm;
};

static const char *factkey(const void *ctx, uint32_t k, size_t *n)
{
	const struct mfact *f = &((const struct mconv *)ctx)->facts[k];

	*n = f->key ? strlen(f->key) : 0;
	return f->key ? f->key : "";
}

/* an instruction's fact, found by the id its name ends in (no hashing:
 * every operand of every op is looked up) */
static const struct mfact *factof(const struct mconv *c, const char *hlo)
{
	size_t n;
	uint64_t id;
	const struct mfact *f;

	if (!hlo || !c->nfact)
		return NULL;
	n = strlen(hlo);
	id = hlo_mc_nameid(hlo, n);
	if (id >= c->nfactat || !c->factat[id])
		return NULL;
	f = &c->facts[c->factat[id] - 1];
	return strcmp(f->name, hlo) ? NULL : f;
}

static struct mfact *addfact(struct mconv *c, const char *hlo, int kind)
{
	struct mfact *f;

	GROW(c->facts, c->nfact, c->capfact);
	f = &c->facts[c->nfact];
	memset(f, 0, sizeof *f);
	f->name = hlo_mc_xstrdup(hlo);
	f->kind = kind;
	{
		uint64_t id = hlo_mc_nameid(hlo, strlen(hlo));
		if (id != UINT64_MAX && id < ((uint64_t)1 << 32)) {
			if (id >= c->nfactat) {
				uint64_t cap = c->nfactat ? c->nfactat : 1024;
				while (cap <= id)
					cap *= 2;
				c->factat = ut_reallocarray(c->factat, cap, sizeof *c->factat);
				memset(c->factat + c->nfactat, 0, (cap - c->nfactat) * sizeof *c->factat);
				c->nfactat = cap;
			}
			c->factat[id] = c->nfact + 1;
		}
	}
	c->nfact++;
	return f;
}

void hlo_mc_freefacts(struct mconv *c)
{
	for (uint32_t k = 0; k < c->nfact; k++) {
		free(c->facts[k].name);
		free(c->facts[k].key);
		free(c->facts[k].lit);
		free(c->facts[k].shape);
	}
	free(c->facts);
	free(c->factat);
	free(c->constkeys.slot);
}

/* a splat literal the converter can read: one number, true or false, or
 * a hexadecimal bit pattern (no list, no string, no complex pair) */
int hlo_mc_splatlit(const char *lit)
{
	if (!*lit)
		return 0;
	for (const char *p = lit; *p; p++)
		if (!isalnum((unsigned char)*p) && !strchr("-+.", *p))
			return 0;
	return 1;
}

/* the element types computed with: f32, f64, bf16, f16, integers, pred */
enum { K_NONE, K_F32, K_F64, K_BF16, K_F16, K_SINT, K_UINT, K_PRED };

static int isfloat(int kind)
{
	return kind == K_F32 || kind == K_F64 || kind == K_BF16 || kind == K_F16;
}

/* a value rounded to the type (to nearest, ties to even): f32 by the
 * cast; bf16 and f16 to 8 and 11 significant bits, their least
 * subnormal 2^-133 and 2^-24, past their largest finite value infinite */
static double roundto(int kind, double d)
{
	double a = fabs(d), q, r, top;
	int e, bits, least;

	if (kind == K_F32)
		return (double)(float)d;
	if ((kind != K_BF16 && kind != K_F16) || isnan(d) || isinf(d) || a == 0)
		return d;
	bits = kind == K_BF16 ? 8 : 11;
	least = kind == K_BF16 ? -133 : -24;
	top = kind == K_BF16 ? 3.3895313892515355e38 : 65504.0;
	frexp(a, &e);
	q = ldexp(1.0, e - bits > least ? e - bits : least);
	r = nearbyint(a / q) * q;
	if (r > top)
		r = (double)INFINITY;
	return copysign(r, d);
}

static int kindof(const char *shape, int *bits)
{
	char *e;

	*bits = 0;
	if (!strncmp(shape, "f32[", 4))
		return K_F32;
	if (!strncmp(shape, "f64[", 4))
		return K_F64;
	if (!strncmp(shape, "bf16[", 5))
		return K_BF16;
	if (!strncmp(shape, "f16[", 4))
		return K_F16;
	if (!strncmp(shape, "pred[", 5))
		return K_PRED;
	if ((shape[0] == 's' || shape[0] == 'u') && isdigit((unsigned char)shape[1])) {
		*bits = (int)strtol(shape + 1, &e, 10);
		if (*e == '[' && (*bits == 8 || *bits == 16 || *bits == 32 || *bits == 64))
			return shape[0] == 's' ? K_SINT : K_UINT;
	}
	return K_NONE;
}

/* a number of one of those types */
struct num {
	double f;
	int64_t i;
};

/* an integer cut to its width, as the type holds it */
static int64_t wrapint(int kind, int bits, uint64_t u)
{
	if (bits < 64) {
		u &= (UINT64_C(1) << bits) - 1;
		if (kind == K_SINT && (u >> (bits - 1)) & 1)
			u |= ~((UINT64_C(1) << bits) - 1);
	}
	return (int64_t)u;
}

/* the literal's value in the type of `shape` */
static int readnum(const char *shape, const char *lit, struct num *x)
{
	int bits, kind = kindof(shape, &bits);
	char *e;

	if (kind == K_NONE || !hlo_mc_splatlit(lit))
		return 0;
	if (kind == K_PRED) {
		if (strcmp(lit, "true") && strcmp(lit, "false"))
			return 0;
		x->i = lit[0] == 't';
		return 1;
	}
	if (isfloat(kind)) {
		if (lit[0] == '0' && (lit[1] == 'x' || lit[1] == 'X')) {
			if (kind == K_BF16 || kind == K_F16)
				return 0;
			/* a bit pattern (MLIR's form of inf and NaN) */
			uint64_t u = strtoull(lit + 2, &e, 16);
			if (*e)
				return 0;
			if (kind == K_F32) {
				uint32_t w = (uint32_t)u;
				float f;
				memcpy(&f, &w, sizeof f);
				x->f = (double)f;
			} else {
				memcpy(&x->f, &u, sizeof x->f);
			}
			return 1;
		}
		x->f = strtod(lit, &e);
		if (e == lit || *e)
			return 0;
		x->f = roundto(kind, x->f);
		return 1;
	}
	if (kind == K_UINT)
		x->i = (int64_t)strtoull(lit, &e, 0);
	else
		x->i = strtoll(lit, &e, 0);
	if (e == lit || *e)
		return 0;
	x->i = wrapint(kind, bits, (uint64_t)x->i);
	return 1;
}

/* a literal of the value, as HLO text writes one */
static void putnum(const char *shape, const struct num *x, char *out, size_t cap)
{
	int bits, kind = kindof(shape, &bits);

	if (kind == K_PRED)
		snprintf(out, cap, "%s", x->i ? "true" : "false");
	else if (kind == K_F32 || kind == K_BF16 || kind == K_F16)
		snprintf(out, cap, "%.9g", x->f);
	else if (kind == K_F64)
		snprintf(out, cap, "%.17g", x->f);
	else if (kind == K_UINT)
		snprintf(out, cap, "%" PRIu64, (uint64_t)x->i);
	else
		snprintf(out, cap, "%" PRId64, x->i);
}

/* the splat the operand is: its literal, or NULL */
static const char *splatof(const struct mconv *c, const struct mval *v)
{
	const struct mfact *f = factof(c, v->hlo);

	return f && f->kind == FACT_SPLAT ? f->lit : NULL;
}

static int splatis(const struct mconv *c, const struct mval *v, int want)
{
	const char *lit = splatof(c, v);
	struct num x;
	int bits, kind = kindof(v->shape, &bits);

	if (!lit || !readnum(v->shape, lit, &x))
		return 0;
	return isfloat(kind) ? x.f == want : x.i == want;
}

/* a unary op of a splat: the value, or 0 where the op is not folded */
static int unaryfold(const char *name, size_t n, const char *shape, struct num *x)
{
	int bits, kind = kindof(shape, &bits), fl = isfloat(kind);
	double f = x->f;

#define OP(lit) (strlen(lit) == n && !memcmp(name, lit, n))
	if (fl) {
		if (OP("negate"))
			f = -f;
		else if (OP("abs"))
			f = fabs(f);
		else if (OP("sqrt"))
			f = sqrt(f);
		else if (OP("rsqrt"))
			f = 1 / sqrt(f);
		else if (OP("exponential"))
			f = exp(f);
		else if (OP("log"))
			f = log(f);
		else if (OP("tanh"))
			f = tanh(f);
		else if (OP("logistic"))
			f = 1 / (1 + exp(-f));
		else if (OP("sine"))
			f = sin(f);
		else if (OP("cosine"))
			f = cos(f);
		else if (OP("sign"))
			f = f > 0 ? 1 : f < 0 ? -1 : f;
		else if (OP("floor"))
			f = floor(f);
		else if (OP("ceil"))
			f = ceil(f);
		else
			return 0;
		x->f = roundto(kind, f);
		return 1;
	}
	if (kind == K_NONE)
		return 0;
	if (OP("not"))
		x->i = kind == K_PRED ? !x->i : wrapint(kind, bits, ~(uint64_t)x->i);
	else if (OP("negate") && kind != K_PRED)
		x->i = wrapint(kind, bits, 0 - (uint64_t)x->i);
	else if (OP("abs") && kind == K_SINT)
		x->i = wrapint(kind, bits, x->i < 0 ? 0 - (uint64_t)x->i : (uint64_t)x->i);
	else if (OP("sign") && kind == K_SINT)
		x->i = x->i > 0 ? 1 : x->i < 0 ? -1 : 0;
	else
		return 0;
	return 1;
}

/* a binary op of two splats: the value, or 0 where not folded (integer
 * division by zero and its overflow are left to the op, as the folder
 * leaves them) */
static int binaryfold(const char *name, size_t n, const char *shape, const struct num *a, const struct num *b,
		      struct num *x)
{
	int bits, kind = kindof(shape, &bits);

	if (isfloat(kind)) {
		double f;
		if (OP("add"))
			f = a->f + b->f;
		else if (OP("subtract"))
			f = a->f - b->f;
		else if (OP("multiply"))
			f = a->f * b->f;
		else if (OP("divide"))
			f = a->f / b->f;
		else if (OP("maximum"))
			f = isnan(a->f) || isnan(b->f) ? (double)NAN : a->f > b->f ? a->f : b->f;
		else if (OP("minimum"))
			f = isnan(a->f) || isnan(b->f) ? (double)NAN : a->f < b->f ? a->f : b->f;
		else
			return 0;
		/* computed in double and rounded to the type: for f32 the same
		 * as computing in single precision (a double holds more than
		 * twice f32's significand, so the second rounding is exact) */
		x->f = roundto(kind, f);
		return 1;
	}
	if (kind == K_NONE)
		return 0;
	{
		uint64_t p = (uint64_t)a->i, q = (uint64_t)b->i, r;
		if (OP("and"))
			r = p & q;
		else if (OP("or"))
			r = p | q;
		else if (OP("xor"))
			r = p ^ q;
		else if (kind == K_PRED)
			return 0;
		else if (OP("add"))
			r = p + q;
		else if (OP("subtract"))
			r = p - q;
		else if (OP("multiply"))
			r = p * q;
		else if (OP("maximum"))
			r = kind == K_SINT ? (uint64_t)(a->i > b->i ? a->i : b->i) : p > q ? p : q;
		else if (OP("minimum"))
			r = kind == K_SINT ? (uint64_t)(a->i < b->i ? a->i : b->i) : p < q ? p : q;
		else if (OP("divide") && q && !(kind == K_SINT && b->i == -1))
			r = kind == K_SINT ? (uint64_t)(a->i / b->i) : p / q;
		else
			return 0;
		x->i = wrapint(kind, bits, r);
	}
	return 1;
}

/* compare of two splats of `shape` in direction dir: the pred */
static int comparefold(const char *shape, const char *dir, const struct num *a, const struct num *b, struct num *x)
{
	int bits, kind = kindof(shape, &bits), fl = isfloat(kind);
	int lt, eq;

	if (kind == K_NONE || !dir)
		return 0;
	if (fl) {
		lt = a->f < b->f;
		eq = a->f == b->f;
	} else {
		lt = kind == K_UINT ? (uint64_t)a->i < (uint64_t)b->i : a->i < b->i;
		eq = a->i == b->i;
	}
	if (fl && (isnan(a->f) || isnan(b->f)))
		x->i = !strcmp(dir, "NE");
	else if (!strcmp(dir, "EQ"))
		x->i = eq;
	else if (!strcmp(dir, "NE"))
		x->i = !eq;
	else if (!strcmp(dir, "LT"))
		x->i = lt;
	else if (!strcmp(dir, "LE"))
		x->i = lt || eq;
	else if (!strcmp(dir, "GT"))
		x->i = !lt && !eq;
	else if (!strcmp(dir, "GE"))
		x->i = !lt;
	else
		return 0;
	return 1;
}

/* convert of a splat to the type of `to`: the value, or 0 (a float out
 * of an integer type's range is left to the op) */
static int convertfold(const char *from, const char *to, const struct num *a, struct num *x)
{
	int fb, tb, fk = kindof(from, &fb), tk = kindof(to, &tb);
	int ffl = isfloat(fk), tfl = isfloat(tk);

	if (fk == K_NONE || tk == K_NONE)
		return 0;
	if (tfl) {
		double f = ffl ? a->f : fk == K_UINT ? (double)(uint64_t)a->i : (double)a->i;
		x->f = roundto(tk, f);
		return 1;
	}
	if (tk == K_PRED) {
		x->i = ffl ? a->f != 0 : a->i != 0;
		return 1;
	}
	if (ffl) {
		/* APFloat::convertToInteger toward zero: no fold of an infinity, a
		 * negative zero, a NaN or a value the integer type cannot hold
		 * (StablehloAggressiveFolder.cpp, foldConvert's Float -> Int) */
		double t = trunc(a->f);
		double lo = tk == K_UINT ? 0 : -ldexp(1, tb - 1), hi = ldexp(1, tk == K_UINT ? tb : tb - 1);
		if (isnan(t) || isinf(a->f) || (a->f == 0 && signbit(a->f)) || t < lo || t >= hi)
			return 0;
		x->i = wrapint(tk, tb, tk == K_UINT ? (uint64_t)t : (uint64_t)(int64_t)t);
		return 1;
	}
	x->i = wrapint(tk, tb, (uint64_t)a->i);
	return 1;
}
#undef OP

/* a splat constant of HLO shape `shape` and literal `lit` in the current
 * computation: the one there is already (the greedy driver keeps one
 * constant op per value and type), or a new one, a scalar constant and,
 * for more than one element, its broadcast (XLA's export of a splat).
 * Its name goes to out */
void hlo_mc_splatconst(struct mconv *c, const struct mop *o, const char *shape, const char *lit, char *out,
		       size_t cap)
{
	struct sbuf key = {0}, b = {0};
	uint32_t k, comp = curregion(c)->comp;
	char *et = hlo_mc_scalarof(shape);
	uint64_t loc = 0;
	uint32_t loclen = 0;
	struct mfact *f;
	struct num x;

	hlo_mc_sputint(&key, comp);
	sputs(&key, "|");
	sputs(&key, shape);
	sputs(&key, "|");
	/* by value where it is computed with (the folder's attributes are
	 * values: 1.0 and 1.000000e+00 are one constant), else as written */
	if (readnum(shape, lit, &x)) {
		char v[64];
		int bits, kind = kindof(shape, &bits);
		if (isfloat(kind))
			snprintf(v, sizeof v, "%a", x.f);
		else
			snprintf(v, sizeof v, "%" PRId64, x.i);
		sputs(&key, v);
	} else {
		sputs(&key, lit);
	}
	if (ntget(&c->constkeys, key.s, key.n, factkey, c, &k)) {
		snprintf(out, cap, "%s", c->facts[k].name);
		free(key.s);
		free(et);
		return;
	}
	if (o)
		hlo_mc_oploc(c, o, &loc, &loclen);
	snprintf(out, cap, "constant.%" PRIu64, ++c->counter);
	if (strcmp(et, shape) && hlo_mc_elements(shape) <= 1) {
		/* one element (or none) in an array: the array's own constant,
		 * its one value inside a brace for each dimension */
		uint32_t rank = hlo_mc_textrank(shape);
		hlo_mc_sprintf_(&b, "%%%s = %s constant(", out, shape);
		if (hlo_mc_elements(shape) == 0) {
			sputs(&b, "{...}");
		} else {
			for (uint32_t d = 0; d < rank; d++)
				sputs(&b, "{");
			sputs(&b, lit);
			for (uint32_t d = 0; d < rank; d++)
				sputs(&b, "}");
		}
		sputs(&b, ")");
	} else {
		hlo_mc_sprintf_(&b, "%%%s = %s constant(%s)", out, et, lit);
	}
	hlo_mc_addinstr(c, comp, b.s, loc, loclen);
	if (strcmp(et, shape) && hlo_mc_elements(shape) > 1) {
		const char *opnd[1];
		char cname[128];
		snprintf(cname, sizeof cname, "%s", out);
		opnd[0] = cname;
		hlo_mc_emit(c, o, "broadcast", shape, "broadcast", opnd, 1, "dimensions={}", out, cap);
	}
	f = addfact(c, out, FACT_SPLAT);
	f->lit = hlo_mc_xstrdup(lit);
	f->key = key.s;
	ntput(&c->constkeys, f->key, key.n, (uint32_t)(f - c->facts), factkey, c);
	free(et);
}

/* the op's one result shape, or -1 */
static int resultshape(struct mconv *c, const struct mop *o, struct sbuf *out)
{
	struct sig s;

	hlo_mc_signature(c, o, &s);
	if (!s.found || s.nout != 1 || o->ndef != 1)
		return -1;
	return hlo_mc_oneshape(c, o, &s, out);
}

static int bind(struct mconv *c, const struct mop *o, const char *hlo, const char *shape)
{
	char *shapes[1] = {hlo_mc_xstrdup(shape)};
	int rc = hlo_mc_results(c, o, hlo, shapes, 1);

	free(shapes[0]);
	return rc;
}

/* reshape of v to `shape`: of v's own operand when v is a reshape
 * (ReshapeOp_MergeComposition), nothing when the shape is that operand's
 * (ReshapeOp_RemoveNoop), a splat of the shape when it is one; the
 * instruction (or value) it is goes to out */
void hlo_mc_reshapeof(struct mconv *c, const struct mop *o, const struct mval *v, const char *shape, char *out,
		      size_t cap)
{
	const struct mfact *f = factof(c, v->hlo);
	const char *src = v->hlo, *srcshape = v->shape;
	const char *opnd[1];
	struct mfact *g;
	char name[128];

	if (f && f->kind == FACT_SPLAT) {
		hlo_mc_splatconst(c, o, shape, f->lit, out, cap);
		return;
	}
	if (f && f->kind == FACT_RESHAPE) {
		src = f->lit;
		srcshape = f->shape;
	}
	if (!strcmp(srcshape, shape)) {
		snprintf(out, cap, "%s", src);
		return;
	}
	/* (src may be the fact's own text, which addfact can move) */
	snprintf(name, sizeof name, "%s", src);
	opnd[0] = name;
	hlo_mc_emit(c, o, "reshape", shape, "reshape", opnd, 1, "", out, cap);
	{
		char *s = hlo_mc_xstrdup(srcshape);
		g = addfact(c, out, FACT_RESHAPE);
		g->lit = hlo_mc_xstrdup(name);
		g->shape = s;
	}
}

/* the op's permutation (transpose) or dimensions (broadcast_in_dim):
 * how many, -1 if more than max or none */
static int permof(struct mconv *c, const struct mop *o, int64_t *d, uint32_t max)
{
	static const char *const keys[] = {"permutation", "dims", "dimensions", "broadcast_dimensions", NULL};
	uint32_t from, to, n = 0;
	int64_t all[64];

	for (const char *const *k = keys; *k; k++)
		if (hlo_mc_attrspan(c, o, *k, &from, &to)) {
			n = hlo_mc_ints(c, o, from, to, all, 64);
			break;
		}
	if (n > max)
		return -1;
	memcpy(d, all, n * sizeof *d);
	return (int)n;
}

static int isiota(const int64_t *d, int n)
{
	for (int j = 0; j < n; j++)
		if (d[j] != j)
			return 0;
	return 1;
}

static int named(const char *name, size_t n, const char *lit)
{
	return strlen(lit) == n && !memcmp(name, lit, n);
}

/* transpose of v by perm (n dimensions) to `shape`: of v's operand by the
 * two permutations composed when v is a transpose itself, that operand
 * when they cancel, X when the permutation is the identity */
static void transposeof(struct mconv *c, const struct mop *o, const struct mval *v, const int64_t *perm, int n,
			const char *shape, char *out, size_t cap)
{
	const struct mfact *f = factof(c, v->hlo);
	char src[128], *srcshape;
	int64_t p[8];
	struct sbuf at = {0}, b = {0};
	const char *opnd[1] = {src};
	struct mfact *g;

	snprintf(src, sizeof src, "%s", v->hlo);
	srcshape = hlo_mc_xstrdup(v->shape);
	memcpy(p, perm, (size_t)n * sizeof *p);
	if (f && f->kind == FACT_TRANSPOSE && (int)f->nperm == n) {
		/* result dimension j is v's dimension perm[j], which is its
		 * operand's f->perm[perm[j]] */
		for (int j = 0; j < n; j++)
			p[j] = f->perm[perm[j]];
		snprintf(src, sizeof src, "%s", f->lit);
		free(srcshape);
		srcshape = hlo_mc_xstrdup(f->shape);
	}
	if (isiota(p, n) && !strcmp(srcshape, shape)) {
		snprintf(out, cap, "%s", src);
		free(srcshape);
		return;
	}
	hlo_mc_intlist(&at, p, (uint32_t)n);
	hlo_mc_sprintf_(&b, "dimensions=%s", at.s);
	hlo_mc_emit(c, o, "transpose", shape, "transpose", opnd, 1, b.s, out, cap);
	g = addfact(c, out, FACT_TRANSPOSE);
	g->lit = hlo_mc_xstrdup(src);
	g->shape = srcshape;
	memcpy(g->perm, p, (size_t)n * sizeof *p);
	g->nperm = (uint32_t)n;
	free(at.s);
	free(b.s);
}

/* the splat a fold computes: made (or shared) and bound */
static int bindsplat(struct mconv *c, const struct mop *o, const char *shape, const struct num *x)
{
	char lit[64], out[128];

	putnum(shape, x, lit, sizeof lit);
	hlo_mc_splatconst(c, o, shape, lit, out, sizeof out);
	return bind(c, o, out, shape) < 0 ? -1 : 1;
}

/* folds of constants: the op's operands all splats of known values */
static int foldvalues(struct mconv *c, const struct mop *o, const char *name, size_t n, const struct mval **v,
		      uint32_t nv, const char *shape)
{
	struct num a, b, x;

	if (nv < 1 || nv > 2 || !splatof(c, v[0]) || !readnum(v[0]->shape, splatof(c, v[0]), &a))
		return 0;
	if (nv == 1) {
		if (named(name, n, "convert"))
			return convertfold(v[0]->shape, shape, &a, &x) ? bindsplat(c, o, shape, &x) : 0;
		x = a;
		return unaryfold(name, n, shape, &x) ? bindsplat(c, o, shape, &x) : 0;
	}
	if (!splatof(c, v[1]) || !readnum(v[1]->shape, splatof(c, v[1]), &b))
		return 0;
	if (named(name, n, "compare"))
		return comparefold(v[0]->shape, hlo_mc_direction(c, o), &a, &b, &x) ? bindsplat(c, o, shape, &x) : 0;
	return binaryfold(name, n, shape, &a, &b, &x) ? bindsplat(c, o, shape, &x) : 0;
}

/* the ops a pattern above may fold, and which patterns: looked up once
 * per op (the rest are not looked at: their types need not be tensors) */
enum {
	F_VALUES = 1,       /* computed when its operands are splats */
	F_COMMUTES = 2,     /* CanonicalizeConstantToRhs */
	F_ZERO = 4,         /* op(X, 0) -> X */
	F_ONE = 8,          /* op(X, 1) -> X */
	F_SHAPE = 16,       /* moves data: read whatever its operand is */
	F_SPLAT = 32,       /* of a splat, a splat of the result */
	F_SAME = 64,        /* to its operand's own shape, the operand */
};

static const struct foldop {
	const char *name;
	int flags;
} foldops[] = {
	{"add", F_VALUES | F_COMMUTES | F_ZERO}, {"subtract", F_VALUES | F_ZERO},
	{"multiply", F_VALUES | F_COMMUTES | F_ONE}, {"divide", F_VALUES}, {"maximum", F_VALUES | F_COMMUTES},
	{"minimum", F_VALUES | F_COMMUTES}, {"and", F_VALUES | F_COMMUTES}, {"or", F_VALUES | F_COMMUTES | F_ZERO},
	{"xor", F_VALUES | F_COMMUTES | F_ZERO}, {"compare", F_VALUES}, {"negate", F_VALUES}, {"abs", F_VALUES},
	{"sqrt", F_VALUES}, {"rsqrt", F_VALUES}, {"exponential", F_VALUES}, {"log", F_VALUES}, {"tanh", F_VALUES},
	{"logistic", F_VALUES}, {"sine", F_VALUES}, {"cosine", F_VALUES}, {"sign", F_VALUES}, {"floor", F_VALUES},
	{"ceil", F_VALUES}, {"not", F_VALUES},
	{"convert", F_VALUES | F_SHAPE | F_SAME}, {"broadcast_in_dim", F_SHAPE | F_SPLAT},
	{"broadcast", F_SHAPE | F_SPLAT}, {"reshape", F_SHAPE | F_SPLAT}, {"transpose", F_SHAPE | F_SPLAT},
	{"reverse", F_SHAPE | F_SPLAT}, {"slice", F_SHAPE | F_SAME}, {"concatenate", F_SHAPE | F_SAME},
};

static int foldflags(const char *name, size_t n)
{
	for (size_t k = 0; k < sizeof foldops / sizeof foldops[0]; k++)
		if (named(name, n, foldops[k].name))
			return foldops[k].flags;
	return 0;
}

/* fold the op if a pattern above applies: 1 folded (its results bound),
 * 0 not (the operands of a commutative op may have been swapped), -1 an
 * error */
int hlo_mc_fold(struct mconv *c, const struct mop *o, const char *name, size_t n, const struct mval **v, uint32_t nv)
{
	char wmem[256], out[128];
	struct sbuf whole;
	int rc = 0, fl;
	int64_t perm[8];
	int np;

	if (o->ndef != 1 || nv < 1 || nv > 2 || !(fl = foldflags(name, n)))
		return 0;
	/* an elementwise op none of whose operands is a splat: nothing to do
	 * (most ops of a module; their result type is not read twice) */
	if (!(fl & F_SHAPE) && !splatof(c, v[0]) && (nv == 1 || !splatof(c, v[1])))
		return 0;
	if (nv == 2 && (fl & F_COMMUTES) && splatof(c, v[0]) && !splatof(c, v[1])) {
		const struct mval *t = v[0];
		v[0] = v[1];
		v[1] = t;
	}
	if (nv == 2 && strcmp(v[0]->shape, v[1]->shape) == 0 &&
	    (((fl & F_ZERO) && splatis(c, v[1], 0)) || ((fl & F_ONE) && splatis(c, v[1], 1))))
		return bind(c, o, hlo_mc_valname(v[0]), v[0]->shape) < 0 ? -1 : 1;
	sbufon(&whole, wmem, sizeof wmem);
	if (resultshape(c, o, &whole) < 0) {
		sfree(&whole);
		return 0;
	}
	if (((fl & F_VALUES) && (rc = foldvalues(c, o, name, n, v, nv, whole.s)) != 0) || nv != 1) {
		sfree(&whole);
		return rc;
	}
	if ((fl & F_SPLAT) && splatof(c, v[0])) {
		hlo_mc_splatconst(c, o, whole.s, splatof(c, v[0]), out, sizeof out);
		rc = bind(c, o, out, whole.s) < 0 ? -1 : 1;
	} else if (named(name, n, "reshape")) {
		hlo_mc_reshapeof(c, o, v[0], whole.s, out, sizeof out);
		rc = bind(c, o, out, whole.s) < 0 ? -1 : 1;
	} else if (named(name, n, "transpose") && (np = permof(c, o, perm, 8)) > 0 &&
	           (uint32_t)np == hlo_mc_textrank(v[0]->shape)) {
		transposeof(c, o, v[0], perm, np, whole.s, out, sizeof out);
		rc = bind(c, o, out, whole.s) < 0 ? -1 : 1;
	} else if (!strcmp(whole.s, v[0]->shape) &&
	           ((fl & F_SAME) ||
	            (named(name, n, "broadcast_in_dim") && (np = permof(c, o, perm, 8)) >= 0 && isiota(perm, np)))) {
		rc = bind(c, o, hlo_mc_valname(v[0]), whole.s) < 0 ? -1 : 1;
	}
	sfree(&whole);
	return rc;
}
