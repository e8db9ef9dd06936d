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
 *
 * Facts are kept per HLO instruction name: the splat constant it is (its
 * element type and literal), or the reshape it is (of what). */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirconv.h"

enum { FACT_SPLAT = 1, FACT_RESHAPE };

struct mfact {
	char *name;             /* the HLO instruction */
	char *key;              /* a splat's value key (comp|shape|literal) */
	char *lit;              /* a splat's literal; a reshape's operand */
	char *shape;            /* a reshape's operand's shape */
	int kind;
};

static const char *factname(const void *ctx, uint32_t k, size_t *n)
{
	const struct mfact *f = &((const struct mconv *)ctx)->facts[k];

	*n = strlen(f->name);
	return f->name;
}

static const char *factkey(const void *ctx, uint32_t k, size_t *n)
{
	const struct mfact *f = &((const struct mconv *)ctx)->facts[k];

	*n = f->key ? strlen(f->key) : 0;
	return f->key ? f->key : "";
}

static const struct mfact *factof(const struct mconv *c, const char *hlo)
{
	uint32_t k;

	if (!hlo || !ntget(&c->factnames, hlo, strlen(hlo), factname, c, &k))
		return NULL;
	return &c->facts[k];
}

static struct mfact *addfact(struct mconv *c, const char *hlo, int kind)
{
	struct mfact *f;

	GROW(c->facts, c->nfact, c->capfact);
	f = &c->facts[c->nfact];
	memset(f, 0, sizeof *f);
	f->name = hlo_mc_xstrdup(hlo);
	f->kind = kind;
	ntput(&c->factnames, f->name, strlen(f->name), c->nfact, factname, c);
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
	free(c->factnames.slot);
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

/* the literal's value, where it is a decimal number or a boolean */
static int litvalue(const char *lit, double *v)
{
	char *e;

	if (!strcmp(lit, "true") || !strcmp(lit, "false")) {
		*v = lit[0] == 't';
		return 1;
	}
	if (lit[0] == '0' && (lit[1] == 'x' || lit[1] == 'X'))
		return 0;
	*v = strtod(lit, &e);
	return e != lit && !*e;
}

/* the splat the operand is: its literal, or NULL */
static const char *splatof(const struct mconv *c, const struct mval *v)
{
	const struct mfact *f = factof(c, v->hlo);

	return f && f->kind == FACT_SPLAT ? f->lit : NULL;
}

static int splatis(const struct mconv *c, const struct mval *v, double want)
{
	const char *lit = splatof(c, v);
	double x;

	return lit && litvalue(lit, &x) && x == want;
}

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

	hlo_mc_sputint(&key, comp);
	sputs(&key, "|");
	sputs(&key, shape);
	sputs(&key, "|");
	sputs(&key, lit);
	if (ntget(&c->constkeys, key.s, key.n, factkey, c, &k)) {
		snprintf(out, cap, "%s", c->facts[k].name);
		free(key.s);
		free(et);
		return;
	}
	if (o)
		hlo_mc_oploc(c, o, &loc, &loclen);
	snprintf(out, cap, "constant.%" PRIu64, ++c->counter);
	hlo_mc_sprintf_(&b, "%%%s = %s constant(%s)", out, et, lit);
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

/* is the op's permutation (or dimensions) 0, 1, ..., n-1 */
static int iotaperm(struct mconv *c, const struct mop *o)
{
	static const char *const keys[] = {"permutation", "dims", "dimensions", NULL};
	uint32_t from, to, n = 0;
	int64_t d[64];

	for (const char *const *k = keys; *k && !n; k++)
		if (hlo_mc_attrspan(c, o, *k, &from, &to))
			n = hlo_mc_ints(c, o, from, to, d, 64);
	for (uint32_t j = 0; j < n; j++)
		if (d[j] != (int64_t)j)
			return 0;
	return n > 0;
}

static int named(const char *name, size_t n, const char *lit)
{
	return strlen(lit) == n && !memcmp(name, lit, n);
}

/* fold the op if a pattern above applies: 1 folded (its results bound),
 * 0 not (the operands of a commutative op may have been swapped), -1 an
 * error */
int hlo_mc_fold(struct mconv *c, const struct mop *o, const char *name, size_t n, const struct mval **v, uint32_t nv)
{
	char wmem[256], out[128];
	struct sbuf whole;
	int rc = 0;

	if (nv == 2 && (named(name, n, "add") || named(name, n, "multiply") || named(name, n, "maximum") ||
	                named(name, n, "minimum") || named(name, n, "and") || named(name, n, "or") ||
	                named(name, n, "xor")) &&
	    splatof(c, v[0]) && !splatof(c, v[1])) {
		const struct mval *t = v[0];
		v[0] = v[1];
		v[1] = t;
	}
	if (nv == 2 && strcmp(v[0]->shape, v[1]->shape) == 0 &&
	    (((named(name, n, "add") || named(name, n, "subtract") || named(name, n, "or") ||
	       named(name, n, "xor")) && splatis(c, v[1], 0)) ||
	     (named(name, n, "multiply") && splatis(c, v[1], 1))))
		return bind(c, o, hlo_mc_valname(v[0]), v[0]->shape) < 0 ? -1 : 1;
	if (nv != 1 || o->ndef != 1)
		return 0;
	if (!(named(name, n, "broadcast_in_dim") || named(name, n, "broadcast") || named(name, n, "reshape") ||
	      named(name, n, "transpose") || named(name, n, "reverse") || named(name, n, "convert") ||
	      named(name, n, "slice") || named(name, n, "concatenate")))
		return 0;
	sbufon(&whole, wmem, sizeof wmem);
	if (resultshape(c, o, &whole) < 0) {
		sfree(&whole);
		return 0;
	}
	if (splatof(c, v[0]) && !named(name, n, "convert") && !named(name, n, "slice") &&
	    !named(name, n, "concatenate")) {
		hlo_mc_splatconst(c, o, whole.s, splatof(c, v[0]), out, sizeof out);
		rc = bind(c, o, out, whole.s) < 0 ? -1 : 1;
	} else if (named(name, n, "reshape")) {
		hlo_mc_reshapeof(c, o, v[0], whole.s, out, sizeof out);
		rc = bind(c, o, out, whole.s) < 0 ? -1 : 1;
	} else if (!strcmp(whole.s, v[0]->shape) &&
	           (named(name, n, "convert") || named(name, n, "slice") || named(name, n, "concatenate") ||
	            (named(name, n, "transpose") && iotaperm(c, o)) ||
	            (named(name, n, "broadcast_in_dim") && iotaperm(c, o)))) {
		rc = bind(c, o, hlo_mc_valname(v[0]), whole.s) < 0 ? -1 : 1;
	}
	sfree(&whole);
	return rc;
}
