/* selsimp.c: a select whose predicate is the same constant everywhere is
 * replaced by the operand it picks (AlgebraicSimplifier::HandleSelect:
 * select(true, x, y) -> x, select(false, x, y) -> y, with IsAll reading a
 * constant or a broadcast of one), in a module not yet compiled.  The
 * predicate becomes such a constant in the simplification pipeline every
 * backend runs before fusion:
 *   - CallInliner and the tuple simplifications see through calls,
 *     parameters of a function one call runs, tuples and their elements
 *     (condsimp.c's hlo_resolve);
 *   - an elementwise op whose operands are all broadcasts of scalars is
 *     done on the scalars and broadcast after
 *     (TryToSinkBroadcastAfterElementwiseOps, enable_sink_broadcast, on by
 *     default), which HloConstantFolding then folds: compare, and, or, xor,
 *     not, convert, select, and add, subtract, multiply, divide, maximum,
 *     minimum, negate and abs (jnp.var's and jnp.std's normalizer n - ddof,
 *     which their gradients compare with 0 to choose between the variance
 *     and NaN);
 *   - reshapes, transposes, copies and broadcasts of such a value are the
 *     value (the simplifier's permuting-op rule for scalar broadcasts).
 * JAX writes these where a sampler is chosen by its parameter: with a
 * constant rate, jax.random.poisson's select between Knuth's and the
 * rejection sampler folds, and HloDCE (dce.c) removes the loop not taken.
 *
 * Only what is exact is folded: scalar constants of pred, of integer types
 * up to 32 bits and s64, and of f32 and f64 (f32 values rounded as f32);
 * a compare of type TOTALORDER, or of other types, is not.  A select with
 * a sharding keeps it (ReplaceInstructionIfCompatible would not drop
 * one); one whose operands are read through a tuple path is left. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hlo.h"
#include "util.h"

enum { CV_UNSEEN, CV_BUSY, CV_UNKNOWN, CV_KNOWN };

struct cval {
	uint8_t state;
	uint8_t isfloat;
	double f;
	int64_t i;
};

struct fold {
	const hlo_module *m;
	const uint32_t *caller;
	struct cval *v;         /* per instruction */
};

static int elemtype(const hlo_module *m, const hlo_instr *in)
{
	const hlo_shape *s = &m->shapes[in->shape];

	return s->kind == SK_ARRAY ? s->type : T_INVALID;
}

/* types whose values a double or an int64 holds exactly */
static int isint(int t)
{
	return t == T_S8 || t == T_S16 || t == T_S32 || t == T_S64 || t == T_U8 || t == T_U16 || t == T_U32;
}

static int isfloat(int t)
{
	return t == T_F32 || t == T_F64;
}

/* the value x of type t: rounded to f32, or checked to fit */
static int settype(struct cval *x, int t)
{
	if (t == T_PRED) {
		x->i = x->isfloat ? x->f != 0 : x->i != 0;
		x->isfloat = 0;
		return 1;
	}
	if (isfloat(t)) {
		if (!x->isfloat)
			x->f = (double)x->i;
		x->isfloat = 1;
		if (t == T_F32)
			x->f = (double)(float)x->f;
		return 1;
	}
	if (!isint(t))
		return 0;
	if (x->isfloat) {
		/* float to int truncates; out of range is not folded */
		if (isnan(x->f) || x->f <= -9.2e18 || x->f >= 9.2e18)
			return 0;
		x->i = (int64_t)x->f;
		x->isfloat = 0;
	}
	switch (t) {
	case T_S8: return x->i >= INT8_MIN && x->i <= INT8_MAX;
	case T_S16: return x->i >= INT16_MIN && x->i <= INT16_MAX;
	case T_S32: return x->i >= INT32_MIN && x->i <= INT32_MAX;
	case T_U8: return x->i >= 0 && x->i <= UINT8_MAX;
	case T_U16: return x->i >= 0 && x->i <= UINT16_MAX;
	case T_U32: return x->i >= 0 && x->i <= UINT32_MAX;
	}
	return 1;
}

/* a scalar constant's value, from `constant(V)` in its text */
static int literal(const hlo_module *m, const hlo_instr *in, struct cval *x)
{
	const hlo_shape *s = &m->shapes[in->shape];
	const char *t = hlo_text(m, in->text), *e = t + in->text.len, *p = NULL, *q;
	char buf[64], *end;
	size_t n;

	if (s->kind != SK_ARRAY || s->rank != 0)
		return 0;
	for (q = t; q + 9 <= e && !p; q++)
		if (*q == 'c' && !memcmp(q, "constant(", 9))
			p = q + 9;
	if (!p)
		return 0;
	for (q = p; q < e && *q != ')'; q++)
		;
	n = (size_t)(q - p);
	if (q == e || n == 0 || n >= sizeof buf)
		return 0;
	memcpy(buf, p, n);
	buf[n] = 0;
	if (s->type == T_PRED) {
		x->isfloat = 0;
		if (!strcmp(buf, "true"))
			x->i = 1;
		else if (!strcmp(buf, "false"))
			x->i = 0;
		else
			return 0;
		return 1;
	}
	if (isfloat(s->type)) {
		x->isfloat = 1;
		x->f = strtod(buf, &end);
	} else if (isint(s->type)) {
		x->isfloat = 0;
		x->i = strtoll(buf, &end, 10);
	} else {
		return 0;
	}
	return *end == 0 && settype(x, s->type);
}

int hlo_numconstant(const hlo_module *m, const hlo_instr *in, double *v)
{
	struct cval x;

	if (in->opcode != OP_CONSTANT || !literal(m, in, &x))
		return 0;
	*v = x.isfloat ? x.f : (double)x.i;
	return 1;
}

int hlo_intconstant(const hlo_module *m, const hlo_instr *in, int64_t *v)
{
	struct cval x;

	if (in->opcode != OP_CONSTANT || !literal(m, in, &x) || x.isfloat)
		return 0;
	*v = x.i;
	return 1;
}

static const char *attrtext(const hlo_module *m, const hlo_instr *in, const char *name, uint32_t *len)
{
	const hlo_attr *a = hlo_findattr(m, in, name);

	if (!a)
		return NULL;
	*len = a->value.len;
	return hlo_text(m, a->value);
}

static int attris(const char *t, uint32_t n, const char *s)
{
	return t && n == strlen(s) && !memcmp(t, s, n);
}

/* the comparison type XLA gives operands of element type t (Comparison's
 * default), "" when none is folded here */
static const char *ordering(int t)
{
	if (isfloat(t))
		return "FLOAT";
	if (t == T_S8 || t == T_S16 || t == T_S32 || t == T_S64)
		return "SIGNED";
	if (t == T_PRED || t == T_U8 || t == T_U16 || t == T_U32)
		return "UNSIGNED";
	return "";
}

/* compare's direction on two values of one kind */
static int compared(const char *d, uint32_t n, const struct cval *a, const struct cval *b, int64_t *out)
{
	int lt, eq, unordered = 0;

	if (a->isfloat != b->isfloat)
		return 0;
	if (a->isfloat) {
		unordered = isnan(a->f) || isnan(b->f);
		lt = a->f < b->f;
		eq = a->f == b->f;
	} else {
		lt = a->i < b->i;
		eq = a->i == b->i;
	}
	if (attris(d, n, "EQ"))
		*out = eq;
	else if (attris(d, n, "NE"))
		*out = !eq || unordered;
	else if (attris(d, n, "LT"))
		*out = lt;
	else if (attris(d, n, "LE"))
		*out = lt || eq;
	else if (attris(d, n, "GT"))
		*out = !lt && !eq && !unordered;
	else if (attris(d, n, "GE"))
		*out = !lt && !unordered;
	else
		return 0;
	return 1;
}

static const struct cval *value(struct fold *f, uint32_t x, int depth);

/* arithmetic op on two values of one kind (b unused by a unary op): the
 * float ops in double, rounded to the result's type after (exact for
 * f32: a double holds more than twice its significand); integer ops only
 * when no intermediate overflows, and then only when the result fits */
static int arith(int op, const struct cval *a, const struct cval *b, struct cval *x)
{
	*x = *a;
	if (a->isfloat) {
		switch (op) {
		case OP_NEGATE: x->f = -a->f; break;
		case OP_ABS: x->f = fabs(a->f); break;
		case OP_ADD: x->f = a->f + b->f; break;
		case OP_SUBTRACT: x->f = a->f - b->f; break;
		case OP_MULTIPLY: x->f = a->f * b->f; break;
		case OP_DIVIDE: x->f = a->f / b->f; break;
		case OP_MAXIMUM: case OP_MINIMUM:
			if (isnan(a->f) || isnan(b->f))
				return 0;
			x->f = (a->f > b->f) == (op == OP_MAXIMUM) ? a->f : b->f;
			break;
		default: return 0;
		}
		return 1;
	}
	switch (op) {
	case OP_NEGATE: return a->i != INT64_MIN && (x->i = -a->i, 1);
	case OP_ABS: return a->i != INT64_MIN && (x->i = a->i < 0 ? -a->i : a->i, 1);
	case OP_ADD: return !__builtin_add_overflow(a->i, b->i, &x->i);
	case OP_SUBTRACT: return !__builtin_sub_overflow(a->i, b->i, &x->i);
	case OP_MULTIPLY: return !__builtin_mul_overflow(a->i, b->i, &x->i);
	case OP_DIVIDE:
		if (b->i == 0 || (a->i == INT64_MIN && b->i == -1))
			return 0;
		x->i = a->i / b->i;
		return 1;
	case OP_MAXIMUM: x->i = a->i > b->i ? a->i : b->i; return 1;
	case OP_MINIMUM: x->i = a->i < b->i ? a->i : b->i; return 1;
	}
	return 0;
}

/* operand k of in, as a value */
static const struct cval *operand(struct fold *f, const hlo_instr *in, uint32_t k, int depth)
{
	const hlo_operand *o = &f->m->operands[in->opnd + k];

	return k < in->nopnd && !o->path ? value(f, o->instr, depth + 1) : NULL;
}

/* what instruction i computes when it is one constant everywhere */
static int evaluate(struct fold *f, uint32_t i, struct cval *x, int depth)
{
	const hlo_module *m = f->m;
	const hlo_instr *in = &m->instrs[i];
	const struct cval *a, *b, *c;
	int t = elemtype(m, in);
	uint32_t dl = 0, tl = 0;
	const char *d, *ty;

	switch (in->opcode) {
	case OP_CONSTANT:
		return literal(m, in, x);
	case OP_BROADCAST: case OP_RESHAPE: case OP_TRANSPOSE: case OP_COPY: case OP_BITCAST:
		if (!(a = operand(f, in, 0, depth)) || t == T_INVALID ||
		    elemtype(m, &m->instrs[m->operands[in->opnd].instr]) != t)
			return 0;
		*x = *a;
		return 1;
	case OP_CONVERT:
		if (!(a = operand(f, in, 0, depth)))
			return 0;
		*x = *a;
		return settype(x, t);
	case OP_NOT:
		if (t != T_PRED || !(a = operand(f, in, 0, depth)))
			return 0;
		*x = *a;
		x->i = !a->i;
		return 1;
	case OP_AND: case OP_OR: case OP_XOR:
		if (t != T_PRED || !(a = operand(f, in, 0, depth)) || !(b = operand(f, in, 1, depth)))
			return 0;
		*x = *a;
		x->i = in->opcode == OP_AND ? a->i && b->i : in->opcode == OP_OR ? a->i || b->i : a->i != b->i;
		return 1;
	case OP_COMPARE:
		d = attrtext(m, in, "direction", &dl);
		ty = attrtext(m, in, "type", &tl);
		/* a comparison type, when written, is the operands' own */
		if (t != T_PRED || !d || (ty && !attris(ty, tl, ordering(elemtype(m, &m->instrs[m->operands[in->opnd].instr])))))
			return 0;
		if (!(a = operand(f, in, 0, depth)) || !(b = operand(f, in, 1, depth)))
			return 0;
		x->isfloat = 0;
		return compared(d, dl, a, b, &x->i);
	case OP_NEGATE: case OP_ABS:
		if (t == T_PRED || !(a = operand(f, in, 0, depth)))
			return 0;
		return arith(in->opcode, a, a, x) && settype(x, t);
	case OP_ADD: case OP_SUBTRACT: case OP_MULTIPLY: case OP_DIVIDE: case OP_MAXIMUM: case OP_MINIMUM:
		if (t == T_PRED || !(a = operand(f, in, 0, depth)) || !(b = operand(f, in, 1, depth)) ||
		    a->isfloat != b->isfloat)
			return 0;
		return arith(in->opcode, a, b, x) && settype(x, t);
	case OP_SELECT:
		if (!(a = operand(f, in, 0, depth)) || !(b = operand(f, in, 1, depth)) || !(c = operand(f, in, 2, depth)))
			return 0;
		*x = a->i ? *b : *c;
		return 1;
	}
	return 0;
}

/* the value instruction x stands for, NULL when it is not one constant */
static const struct cval *value(struct fold *f, uint32_t x, int depth)
{
	int64_t index = -1;
	uint32_t r = hlo_resolve(f->m, f->caller, x, &index);
	struct cval *v;

	if (r == HLO_NONE || index >= 0 || depth > 256)
		return NULL;
	v = &f->v[r];
	if (v->state == CV_UNSEEN) {
		v->state = CV_BUSY;
		v->state = evaluate(f, r, v, depth) ? CV_KNOWN : CV_UNKNOWN;
	}
	return v->state == CV_KNOWN ? v : NULL;
}

/* each select of by[] (HLO_NONE: none) replaced by the operand it picks:
 * every read reads that (through a chain of such selects), and a root
 * select leaves the root to it */
static void replace(hlo_module *m, uint32_t *by)
{
	for (uint32_t i = 0; i < m->ninstr; i++) {
		uint32_t r = by[i];
		/* a chain ends: each step is an operand, defined earlier */
		while (r != HLO_NONE && by[r] != HLO_NONE)
			r = by[r];
		by[i] = r;
	}
	for (uint32_t u = 0; u < m->ninstr; u++)
		for (uint32_t j = 0; j < m->instrs[u].nopnd; j++) {
			hlo_operand *o = &m->operands[m->instrs[u].opnd + j];
			if (by[o->instr] != HLO_NONE)
				o->instr = by[o->instr];
		}
	for (uint32_t c = 0; c < m->ncomp; c++) {
		uint32_t r = m->comps[c].root;
		if (r < m->ninstr && by[r] != HLO_NONE) {
			m->instrs[r].flags &= (uint16_t)~IF_ROOT;
			m->comps[c].root = by[r];
			m->instrs[by[r]].flags |= IF_ROOT;
		}
	}
}

uint32_t hlo_simplifyselects(hlo_module *m)
{
	struct fold f;
	uint32_t made = 0, i, *by, *caller;

	if (m->scheduled)
		return 0;
	/* most modules have no select whose predicate is a constant: nothing
	 * is allocated before one is seen */
	for (i = 0; i < m->ninstr && m->instrs[i].opcode != OP_SELECT; i++)
		;
	if (i == m->ninstr)
		return 0;
	f.m = m;
	f.caller = caller = hlo_callers(m);
	f.v = ut_calloc((size_t)m->ninstr + 1, sizeof *f.v);
	by = ut_malloc((size_t)m->ninstr * sizeof *by + 1);
	memset(by, 0xff, (size_t)m->ninstr * sizeof *by);
	/* all found before any is replaced: the values read are those of the
	 * module as written */
	for (; i < m->ninstr; i++) {
		const hlo_instr *in = &m->instrs[i];
		const struct cval *p;
		if (in->opcode != OP_SELECT || in->nopnd != 3 || m->operands[in->opnd].path ||
		    m->operands[in->opnd + 1].path || m->operands[in->opnd + 2].path || hlo_findattr(m, in, "sharding") ||
		    !(p = value(&f, m->operands[in->opnd].instr, 0)))
			continue;
		by[i] = m->operands[in->opnd + (p->i ? 1 : 2)].instr;
		made++;
	}
	if (made)
		replace(m, by);
	free(caller);
	free(f.v);
	free(by);
	return made;
}
