/* mlirregion.c: values into and out of ops: operands and results, the
 * regions an op opens (functions, loop bodies, branches, reducers) and the
 * arguments each region's block binds. */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirconv.h"

/* a value from outside, read through the region's tuple parameter
 * `tuple`: element base + j of it, j its place in `list` (appended when
 * new); the get-tuple-element is defined in the region, *out a copy */
static int capture(struct mconv *c, const char *s, size_t n, const struct mval *v, struct mcomp *list,
		   const char *tuple, uint32_t base, struct mval *out)
{
	struct mregion *r = curregion(c);
	uint32_t j = 0;
	char name[128], attrs[32], *shape;
	const char *opnd[1] = {tuple};

	while (j < list->ncap && !(strlen(list->capkey[j]) == n && !memcmp(list->capkey[j], s, n)))
		j++;
	if (j == list->ncap) {
		if (list->ncap == list->capcap) {
			list->capcap = list->capcap ? 2 * list->capcap : 8;
			list->capkey = ut_reallocarray(list->capkey, list->capcap, sizeof *list->capkey);
			list->capshape = ut_reallocarray(list->capshape, list->capcap, sizeof *list->capshape);
		}
		list->capkey[j] = hlo_mc_dupn(s, n);
		list->capshape[j] = hlo_mc_xstrdup(v->shape);
		list->ncap++;
	}
	shape = hlo_mc_xstrdup(list->capshape[j]);
	snprintf(attrs, sizeof attrs, "index=%u", base + j);
	hlo_mc_emit(c, NULL, "get-tuple-element", shape, "get-tuple-element", opnd, 1, attrs, name, sizeof name);
	hlo_mc_defval(c, s, n, name, shape);
	free(shape);
	*out = r->v[r->nv - 1];
	return 0;
}

/* a value by name, as the current region may read it: its own, or one
 * from outside, which comes in through the region's parameter.  A case/if
 * branch takes what it reads as its one parameter, a tuple (XLA's export:
 * ExportXlaOp(CaseOp), getUsedValuesDefinedAbove); a while's cond and body
 * take it as more loop values after the loop's own, in the order the two
 * regions first read them (ExportXlaOp(WhileOp) appends the implicit
 * operands to the loop tuple; translate test while_free_vars.mlir), the
 * list kept on the cond's computation.  *out gets a copy */
int hlo_mc_useval(struct mconv *c, const char *s, size_t n, uint64_t off, struct mval *out)
{
	struct mregion *r = curregion(c);
	const struct mval *v;
	struct mcomp *k;

	if (r && (v = hlo_mc_regionval(r, s, n)) != NULL) {
		*out = *v;
		return 0;
	}
	v = hlo_mc_findval(c, s, n);
	if (!v)
		return hlo_mc_fail(c, off, "use of undefined value '%.*s'", (int)n, s);
	k = &c->comps[r->comp];
	if (r->loop && k->wtuple)
		return capture(c, s, n, v, &c->comps[c->ops[r->op].regions[0]], k->wtuple, k->wstate, out);
	if (!r->captures)
		return hlo_mc_fail(c, off, "'%.*s' is defined outside this region: only case, if and while regions may read "
		            "such values", (int)n, s);
	return capture(c, s, n, v, k, r->capparam, 0, out);
}

/* operands: value names outside dictionaries and regions, not bound by
 * `%x = ...` and not a block argument `%x: type`; store[] holds copies
 * that v[] points at */
uint32_t hlo_mc_operands(struct mconv *c, const struct mop *o, struct mval *store, const struct mval **v, uint32_t max)
{
	uint32_t n = 0, dict = 0;

	for (uint32_t k = 0; k < o->n; k++) {
		const struct mpiece *x = &o->pc[k];
		if (x->kind == '{')
			dict++;
		else if (x->kind == '}')
			dict--;
		if (x->kind != SSA || dict)
			continue;
		/* `%x = v` binds a name; `%x: type` inside brackets declares a
		 * block argument (at the top level the ':' starts the type) */
		if (k + 1 < o->n && (o->pc[k + 1].kind == '=' || (o->pc[k + 1].kind == ':' && x->depth > 0)))
			continue;
		if (n == max) {
			hlo_mc_fail(c, x->off, "too many operands");
			return HLO_NONE;
		}
		if (hlo_mc_useval(c, ptext(c, x), x->len, x->off, &store[n]) < 0)
			return HLO_NONE;
		n++;
	}
	for (uint32_t k = 0; k < n; k++)
		v[k] = &store[k];
	return n;
}

/* the name result i of the op is read by: %a (one of %a, %b) or %r#j (of
 * %r:N); 0 when the op has fewer results */
int hlo_mc_resultkey(const struct mconv *c, const struct mop *o, uint32_t i, char *key, size_t cap)
{
	for (uint32_t k = 0; k < o->ndef; k++) {
		const char *s = c->text + o->defs[k].off;
		uint32_t len = o->defs[k].len, cnt = o->defs[k].count < 0 ? hlo_mc_defcount(c, o, k) : 1;
		if (i >= cnt) {
			i -= cnt;
			continue;
		}
		if (key && o->defs[k].count < 0)
			snprintf(key, cap, "%.*s#%u", (int)len, s, i);
		else if (key)
			snprintf(key, cap, "%.*s", (int)len, s);
		return 1;
	}
	return 0;
}

int hlo_mc_results(struct mconv *c, const struct mop *o, const char *hlo, char *const *shapes, uint32_t nshape)
{
	if (o->ndef == 0)
		return 0;
	/* one result, not a tuple: %r, or %r:1 read as %r#0 */
	if (nshape == 1 && o->ndef == 1) {
		char key[300];
		if (o->defs[0].count > 0) {
			hlo_mc_defval(c, c->text + o->defs[0].off, o->defs[0].len, hlo, shapes[0]);
			return 0;
		}
		if (hlo_mc_defcount(c, o, 0) != 1)
			return hlo_mc_fail(c, o->off, "more results than types");
		snprintf(key, sizeof key, "%.*s#0", (int)o->defs[0].len, c->text + o->defs[0].off);
		hlo_mc_defval(c, key, strlen(key), hlo, shapes[0]);
		return 0;
	}
	/* %r:N or %a, %b: results i of the tuple */
	for (uint32_t i = 0; i < nshape; i++) {
		char key[300], name[128], attrs[64];
		const char *opnd[1] = {hlo};
		if (!hlo_mc_resultkey(c, o, i, key, sizeof key))
			break;
		snprintf(attrs, sizeof attrs, "index=%u", i);
		hlo_mc_emit(c, NULL, "get-tuple-element", shapes[i], "get-tuple-element", opnd, 1, attrs, name, sizeof name);
		hlo_mc_defval(c, key, strlen(key), name, shapes[i]);
	}
	if (hlo_mc_resultkey(c, o, nshape, NULL, 0))
		return hlo_mc_fail(c, o->off, "more results than types");
	return 0;
}

int hlo_mc_resultshapes(struct mconv *c, const struct mop *o, const struct sig *s, char **shapes, uint32_t *n,
			struct sbuf *whole)
{
	*n = 0;
	for (uint32_t k = 0; k < s->nout; k++) {
		struct sbuf b = {0};
		if (hlo_mc_shapeof(c, ptext(c, &o->pc[s->out[k]]), o->pc[s->out[k]].len, o->pc[s->out[k]].off, &b) < 0) {
			free(b.s);
			hlo_mc_freeshapes(shapes, *n);
			*n = 0;
			return -1;
		}
		shapes[(*n)++] = b.s;
	}
	if (*n == 1) {
		sputs(whole, shapes[0]);
	} else {
		sputs(whole, "(");
		for (uint32_t k = 0; k < *n; k++) {
			if (k)
				sputs(whole, ", ");
			sputs(whole, shapes[k]);
		}
		sputs(whole, ")");
	}
	return 0;
}

/* resultshapes() of an op of one result, into whole alone */
int hlo_mc_oneshape(struct mconv *c, const struct mop *o, const struct sig *s, struct sbuf *whole)
{
	const struct mpiece *x = &o->pc[s->out[0]];

	return hlo_mc_shapeof(c, ptext(c, x), x->len, x->off, whole);
}

void hlo_mc_freeshapes(char **shapes, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++)
		free(shapes[k]);
}

/* stablehlo op name -> HLO opcode, for the ops that convert one to one */
const char *hlo_mc_hloopcode(const char *s, size_t n)
{
	static const struct { const char *mlir, *hlo; } t[] = {
		{"abs", "abs"}, {"add", "add"}, {"and", "and"}, {"atan2", "atan2"}, {"cbrt", "cbrt"},
		{"ceil", "ceil"}, {"clamp", "clamp"}, {"complex", "complex"}, {"convert", "convert"},
		{"cosine", "cosine"}, {"count_leading_zeros", "count-leading-zeros"}, {"divide", "divide"},
		{"exponential", "exponential"}, {"exponential_minus_one", "exponential-minus-one"},
		{"floor", "floor"}, {"imag", "imag"}, {"is_finite", "is-finite"}, {"log", "log"},
		{"log_plus_one", "log-plus-one"}, {"logistic", "logistic"}, {"maximum", "maximum"},
		{"minimum", "minimum"}, {"multiply", "multiply"}, {"negate", "negate"}, {"not", "not"},
		{"or", "or"}, {"popcnt", "popcnt"}, {"power", "power"}, {"real", "real"},
		{"remainder", "remainder"}, {"round_nearest_afz", "round-nearest-afz"},
		{"round_nearest_even", "round-nearest-even"}, {"rsqrt", "rsqrt"}, {"select", "select"},
		{"shift_left", "shift-left"}, {"shift_right_arithmetic", "shift-right-arithmetic"},
		{"shift_right_logical", "shift-right-logical"}, {"sign", "sign"}, {"sine", "sine"},
		{"sqrt", "sqrt"}, {"subtract", "subtract"}, {"tan", "tan"}, {"tanh", "tanh"}, {"xor", "xor"},
		{"reshape", "reshape"}, {"bitcast_convert", "bitcast-convert"}, {"tuple", "tuple"},
		{"dynamic_update_slice", "dynamic-update-slice"},
		{"after_all", "after-all"}, {"create_token", "after-all"}, {"partition_id", "partition-id"}, {"replica_id", "replica-id"},
		{"uniform_quantize", "convert"}, {"uniform_dequantize", "convert"},
		{"erf", "erf"}, {"copy", "copy"},
	};

	for (size_t k = 0; k < sizeof t / sizeof t[0]; k++)
		if (streqn(t[k].mlir, s, n))
			return t[k].hlo;
	return NULL;
}

/* chlo ops that are elementwise on their operands: sized by their result
 * and fused like an elementwise op (XLA legalizes them to elementwise
 * expansions of the same shape) */
int hlo_mc_chloelementwise(const char *s, size_t n)
{
	static const char *const t[] = {
		"acos", "acosh", "asin", "asinh", "atan", "atanh", "bessel_i1e", "conj", "cosh", "digamma",
		"erf", "erf_inv", "erfc", "is_inf", "is_neg_inf", "is_pos_inf", "lgamma", "next_after",
		"polygamma", "sinh", "tan", "zeta", "square", "mulhi", "_asin_acos_kernel",
		"broadcast_add", "broadcast_subtract", "broadcast_multiply", "broadcast_divide",
		"broadcast_maximum", "broadcast_minimum",
		"broadcast_and", "broadcast_or", "broadcast_xor", "broadcast_compare", "broadcast_select",
		"broadcast_atan2", "broadcast_power", "broadcast_remainder", "broadcast_complex",
		"broadcast_shift_left", "broadcast_shift_right_arithmetic", "broadcast_shift_right_logical",
		"broadcast_next_after", "broadcast_polygamma", "broadcast_zeta",
	};

	for (size_t k = 0; k < sizeof t / sizeof t[0]; k++)
		if (streqn(t[k], s, n))
			return 1;
	return 0;
}

static int bindargs(struct mconv *c, struct mop *o, struct mregion *r);

/* the current op's regions become computations: their index in order */
uint32_t hlo_mc_regioncomp(const struct mop *o, uint32_t k)
{
	return k < o->nregion ? o->regions[k] : HLO_NONE;
}

static int headisn(const struct mconv *c, const struct mop *o, const char *name, size_t n);

static int isprivate(const struct mconv *c, const struct mop *o);

int hlo_mregionbegin(struct mconv *c, uint64_t off)
{
	struct mop *o = curop(c);
	struct mregion *r;
	uint32_t comp;

	if (c->failed)
		return -1;
	if (o->nregion >= 16)
		return hlo_mc_fail(c, off, "more than 16 regions in one op");
	if (c->nrg >= c->p->lim->maxdepth || c->nrg >= 4096)
		return hlo_mc_fail(c, off, "regions nested too deep");
	if (headis(c, o, "module") || headis(c, o, "builtin.module")) {
		comp = HLO_NONE;        /* holds functions, is none */
	} else if (headis(c, o, "func.func")) {
		const char *s;
		uint32_t n;
		if (!hlo_mc_symname(c, o, &s, &n))
			return hlo_mc_fail(c, off, "a function without a name");
		/* a call may have named it first */
		comp = hlo_mc_funccomp(c, s, n);
		if (c->comps[comp].done || c->comps[comp].nin)
			return hlo_mc_fail(c, off, "function '@%.*s' defined twice", (int)n, s);
		c->comps[comp].defined = 1;
		c->comps[comp].priv = isprivate(c, o);
		c->comps[comp].defoff = o->head;
	} else {
		comp = hlo_mc_newcomp(c, "region", 6);
	}
	GROW(c->rg, c->nrg, c->caprg);
	r = &c->rg[c->nrg++];
	memset(r, 0, sizeof *r);
	r->op = c->nop - 1;
	r->comp = comp;
	if (headis(c, o, "stablehlo.case") || headis(c, o, "stablehlo.if") || headis(c, o, "mhlo.case") ||
	    headis(c, o, "mhlo.if")) {
		r->captures = 1;
		snprintf(r->capparam, sizeof r->capparam, "arg_tuple.%" PRIu64, ++c->counter);
	}
	r->loop = hlo_mc_iswhile(c, o);
	o->regions[o->nregion++] = comp;
	c->opline = o->line;    /* its parameters */
	/* a piece marks where the region sat among the op's pieces */
	GROW(o->pc, o->n, o->cap);
	o->pc[o->n++] = (struct mpiece){REGION, off, 1, o->depth, o->nregion - 1};
	return comp == HLO_NONE ? 0 : bindargs(c, o, r);
}

/* the name of a function's symbol (without '@'): sym_name = "f" in the
 * generic form, else the first @symbol */
int hlo_mc_symname(const struct mconv *c, const struct mop *o, const char **s, uint32_t *n)
{
	for (uint32_t k = 0; k + 2 < o->n; k++)
		if (o->pc[k].kind == ID && piseq(c, &o->pc[k], "sym_name") && o->pc[k + 1].kind == '=' &&
		    o->pc[k + 2].kind == STRING) {
			*s = ptext(c, &o->pc[k + 2]) + 1;
			*n = o->pc[k + 2].len - 2;
			return 1;
		}
	for (uint32_t k = 0; k < o->n; k++)
		if (o->pc[k].kind == SYM) {
			*s = ptext(c, &o->pc[k]) + 1;
			*n = o->pc[k].len - 1;
			if (*n >= 2 && **s == '"') {
				(*s)++;
				*n -= 2;
			}
			return 1;
		}
	return 0;
}

/* is the function named so the entry: @main, or the one mlirparse.c
 * chose for a module without it */
static int isentry(const struct mconv *c, const char *sym, uint32_t n)
{
	return n == c->p->entrylen && !memcmp(sym, c->p->entry, n);
}

/* is a func.func private: `func.func private @f` or, in the generic form,
 * sym_visibility = "private" */
static int isprivate(const struct mconv *c, const struct mop *o)
{
	for (uint32_t k = 0; k < o->n && o->pc[k].kind != '('; k++) {
		const struct mpiece *x = &o->pc[k];
		if (x->kind == ID && piseq(c, x, "private"))
			return 1;
		if (x->kind == ID && piseq(c, x, "sym_visibility") && k + 2 < o->n && o->pc[k + 2].kind == STRING &&
		    piseq(c, &o->pc[k + 2], "\"private\""))
			return 1;
	}
	return 0;
}

int hlo_mc_iswhile(const struct mconv *c, const struct mop *o)
{
	return headis(c, o, "stablehlo.while") || headis(c, o, "mhlo.while");
}

/* the op's name without the stablehlo. prefix (chlo. and others kept) */
void hlo_mc_shortname(const struct mconv *c, const struct mop *o, const char **s, size_t *n)
{
	*s = c->text + o->head;
	*n = o->headlen;
	if (*n > 10 && !memcmp(*s, "stablehlo.", 10)) {
		*s += 10;
		*n -= 10;
	} else if (*n > 5 && !memcmp(*s, "mhlo.", 5)) {
		*s += 5;
		*n -= 5;
	}
}

/* a parameter of the current region's computation, bound to `key`; its
 * location, loc(...) after the argument's type, at loc (0: none) */
static void paramat(struct mconv *c, uint32_t no, const char *key, size_t keylen, const char *shape, const char *attrs,
		    uint64_t loc, uint32_t loclen)
{
	struct sbuf b = {0}, base;
	char name[64], bmem[24];

	/* Arg_<no>.<counter>, "%<name> = <shape> parameter(<no>)[, attrs]",
	 * without printf's parsing of a format (a model has hundreds) */
	sbufon(&base, bmem, sizeof bmem);
	sputs(&base, "Arg_");
	hlo_mc_sputint(&base, no);
	hlo_mc_newname(c, base.s, name, sizeof name);
	sfree(&base);
	sputs(&b, "%");
	sputs(&b, name);
	sputs(&b, " = ");
	sputs(&b, shape);
	sputs(&b, " parameter(");
	hlo_mc_sputint(&b, no);
	sputs(&b, ")");
	if (attrs && *attrs) {
		sputs(&b, ", ");
		sputs(&b, attrs);
	}
	hlo_mc_addinstr(c, curregion(c)->comp, b.s, loc, loclen);
	if (key)
		hlo_mc_defval(c, key, keylen, name, shape);
}

void hlo_mc_param(struct mconv *c, uint32_t no, const char *key, size_t keylen, const char *shape, const char *attrs)
{
	paramat(c, no, key, keylen, shape, attrs, 0, 0);
}

/* an argument's loc(...) among the pieces [from, to) after its type (JAX
 * names an argument so: `%arg0: tensor<4xf32> loc("x")`, the op_name
 * XLA gives the parameter) */
static void argloc(const struct mconv *c, const struct mop *o, uint32_t from, uint32_t to, uint64_t *off,
		   uint32_t *len)
{
	*off = 0;
	*len = 0;
	for (uint32_t k = from; k < to && k < o->n; k++)
		if (hlo_mc_islocpiece(c, &o->pc[k])) {
			*off = o->pc[k].off;
			*len = o->pc[k].len;
			return;
		}
}

/* a tuple parameter whose elements are bound to the names */
static int tupleparam(struct mconv *c, const struct mpiece *const *names, char *const *shapes, uint32_t n,
		      char *pname, size_t cap)
{
	struct sbuf t = {0}, b = {0};

	sputs(&t, "(");
	for (uint32_t k = 0; k < n; k++) {
		if (k)
			sputs(&t, ", ");
		sputs(&t, shapes[k]);
	}
	sputs(&t, ")");
	snprintf(pname, cap, "arg_tuple.%" PRIu64, ++c->counter);
	hlo_mc_sprintf_(&b, "%%%s = %s parameter(0)", pname, t.s);
	hlo_mc_addinstr(c, curregion(c)->comp, b.s, 0, 0);
	for (uint32_t k = 0; k < n; k++) {
		char name[64], attrs[32];
		const char *opnd[1] = {pname};
		snprintf(attrs, sizeof attrs, "index=%u", k);
		hlo_mc_emit(c, NULL, "get-tuple-element", shapes[k], "get-tuple-element", opnd, 1, attrs, name, sizeof name);
		hlo_mc_defval(c, ptext(c, names[k]), names[k]->len, name, shapes[k]);
	}
	free(t.s);
	return 0;
}

/* string value of a dictionary attribute, quotes off: its span */
int hlo_mc_attrstring(const struct mconv *c, const struct mop *o, uint32_t from, uint32_t to, const char *key,
		      const char **s, uint32_t *n)
{
	size_t kl = strlen(key);

	for (uint32_t k = from; k + 2 < to; k++) {
		const struct mpiece *x = &o->pc[k];
		int match = (x->kind == ID && x->len == kl && !memcmp(ptext(c, x), key, kl)) ||
		            (x->kind == STRING && x->len == kl + 2 && !memcmp(ptext(c, x) + 1, key, kl));
		if (match && o->pc[k + 1].kind == '=') {
			const struct mpiece *v = &o->pc[k + 2];
			if (v->kind == STRING) {
				*s = ptext(c, v) + 1;
				*n = v->len - 2;
			} else {
				*s = ptext(c, v);
				*n = v->len;
			}
			return 1;
		}
	}
	return 0;
}

/* an MLIR string's bytes (\XX escapes decoded) into b[0..cap): their
 * count, or cap + 1 when they do not fit */
static size_t strbytes(const char *v, size_t vl, uint8_t *b, size_t cap)
{
	size_t n = 0;

	for (size_t k = 0; k < vl; k++) {
		uint8_t x = (uint8_t)v[k];
		if (v[k] == '\\' && k + 2 < vl && isxdigit((unsigned char)v[k + 1]) &&
		    isxdigit((unsigned char)v[k + 2])) {
			char hex[3] = {v[k + 1], v[k + 2], 0};
			x = (uint8_t)strtoul(hex, NULL, 16);
			k += 2;
		} else if (v[k] == '\\' && k + 1 < vl) {
			x = (uint8_t)v[++k];
		}
		if (n == cap)
			return cap + 1;
		b[n++] = x;
	}
	return n;
}

/* one varint of a protocol buffer at *p (below e); -1 if cut short */
static int varint(const uint8_t **p, const uint8_t *e, uint64_t *v)
{
	*v = 0;
	for (int shift = 0; *p < e && shift < 64; shift += 7) {
		uint8_t x = *(*p)++;
		*v |= (uint64_t)(x & 0x7f) << shift;
		if (!(x & 0x80))
			return 0;
	}
	return -1;
}

/* the integers of a repeated field, packed or one at a time */
static int repeated(const uint8_t **p, const uint8_t *e, int wire, int64_t *out, uint32_t *n, uint32_t max)
{
	uint64_t v, len;
	const uint8_t *end;

	if (wire == 0) {
		if (varint(p, e, &v) < 0 || *n == max)
			return -1;
		out[(*n)++] = (int64_t)v;
		return 0;
	}
	if (wire != 2 || varint(p, e, &len) < 0 || len > (uint64_t)(e - *p))
		return -1;
	for (end = *p + len; *p < end;) {
		if (varint(p, end, &v) < 0 || *n == max)
			return -1;
		out[(*n)++] = (int64_t)v;
	}
	return 0;
}

/* mhlo.sharding as HLO text: as written when it is ("{devices=...}"),
 * {replicated} when empty, else a serialized xla.OpSharding (as older
 * exporters wrote it; XLA's ConvertSharding reads both; translate test
 * sharding.mlir) decoded: type REPLICATED, MAXIMAL or OTHER with its tile
 * assignment (fields 1, 3, 4 and 6 of xla_data.proto's OpSharding).
 * -1 after a located error for what it does not decode (tuples) */
int hlo_mc_putsharding(struct mconv *c, uint64_t off, const char *v, uint32_t vl, struct sbuf *out)
{
	uint8_t b[4096];
	const uint8_t *p = b, *e;
	int64_t dims[64], devs[1024];
	uint32_t nd = 0, ndev = 0;
	uint64_t type = 0, last = 0, x;
	size_t n;

	if (vl == 0) {
		sputs(out, "{replicated}");
		return 0;
	}
	if (v[0] == '{') {
		sput(out, v, vl);
		return 0;
	}
	n = strbytes(v, vl, b, sizeof b);
	if (n > sizeof b)
		return hlo_mc_fail(c, off, "a serialized sharding too long to read");
	for (e = b + n; p < e;) {
		uint64_t key, len;
		if (varint(&p, e, &key) < 0)
			return hlo_mc_fail(c, off, "a serialized sharding cut short");
		switch (key >> 3) {
		case 1: case 6:
			if ((key & 7) != 0 || varint(&p, e, (key >> 3) == 1 ? &type : &last) < 0)
				return hlo_mc_fail(c, off, "a serialized sharding cut short");
			continue;
		case 3:
			if (repeated(&p, e, (int)(key & 7), dims, &nd, 64) < 0)
				return hlo_mc_fail(c, off, "a serialized sharding this reader does not decode");
			continue;
		case 4:
			if (repeated(&p, e, (int)(key & 7), devs, &ndev, 1024) < 0)
				return hlo_mc_fail(c, off, "a serialized sharding this reader does not decode");
			continue;
		}
		/* any other field: skipped by its wire type */
		if ((key & 7) == 0 && varint(&p, e, &x) == 0)
			continue;
		if ((key & 7) == 2 && varint(&p, e, &len) == 0 && len <= (uint64_t)(e - p)) {
			p += len;
			continue;
		}
		if (((key & 7) == 1 || (key & 7) == 5) && (uint64_t)(e - p) >= ((key & 7) == 1 ? 8u : 4u)) {
			p += (key & 7) == 1 ? 8 : 4;
			continue;
		}
		return hlo_mc_fail(c, off, "a serialized sharding this reader does not decode");
	}
	if (type == 0) {
		sputs(out, "{replicated}");
	} else if (type == 1 && ndev == 1) {
		sputs(out, "{maximal device=");
		hlo_mc_sputint(out, devs[0]);
		sputs(out, "}");
	} else if (type == 3 && nd && ndev) {
		sputs(out, "{devices=[");
		for (uint32_t k = 0; k < nd; k++) {
			if (k)
				sputs(out, ",");
			hlo_mc_sputint(out, dims[k]);
		}
		sputs(out, "]");
		for (uint32_t k = 0; k < ndev; k++) {
			if (k)
				sputs(out, ",");
			hlo_mc_sputint(out, devs[k]);
		}
		sputs(out, last ? " last_tile_dim_replicate}" : "}");
	} else {
		return hlo_mc_fail(c, off, "a serialized sharding of a kind this reader does not decode (tuple or manual): "
		            "write it as HLO text, {devices=...}");
	}
	return 0;
}

/* the rank of an HLO shape's text, "s32[4,2]{1,0}" -> 2 ("f32[]" -> 0) */
uint32_t hlo_mc_textrank(const char *shape)
{
	const char *p = strchr(shape, '[');
	uint32_t r = 1;

	if (!p || p[1] == ']')
		return 0;
	for (p++; *p && *p != ']'; p++)
		r += *p == ',';
	return r;
}

/* an entry argument's attributes in pieces [from, to): mhlo.sharding as
 * sharding=, sdy.sharding as the round trip's frontend attribute, and
 * mhlo.memory_kind = "pinned_host" / "unpinned_host" as host memory S(5)
 * in the parameter's layout (XLA puts it in the entry computation layout) */
static void argattr(struct mconv *c, const struct mop *o, uint32_t from, uint32_t to, struct sbuf *shape,
		    struct sbuf *attrs)
{
	const char *v;
	uint32_t vl;

	if (hlo_mc_attrstring(c, o, from, to, "mhlo.sharding", &v, &vl)) {
		sputs(attrs, attrs->n ? ", sharding=" : "sharding=");
		hlo_mc_putsharding(c, o->off, v, vl, attrs);
	}
	if (hlo_mc_attrstring(c, o, from, to, "sdy.sharding", &v, &vl)) {
		hlo_mc_sprintf_(attrs, "%sfrontend_attributes={xla.sdy.sharding=\"", attrs->n ? ", " : "");
		hlo_mc_putescaped(attrs, v, vl);
		sputs(attrs, "\"}");
	}
	if (hlo_mc_attrstring(c, o, from, to, "mhlo.memory_kind", &v, &vl) &&
	    ((vl == 11 && !memcmp(v, "pinned_host", 11)) || (vl == 13 && !memcmp(v, "unpinned_host", 13))) &&
	    shape->n && shape->s[shape->n - 1] == ']') {
		/* the default layout, in host memory */
		uint32_t rank = hlo_mc_textrank(shape->s);
		sputs(shape, "{");
		for (uint32_t k = rank; k-- > 0;)
			hlo_mc_sprintf_(shape, k + 1 < rank ? ",%u" : "%u", k);
		sputs(shape, ":S(5)}");
	}
}

/* the entry function's results after its arguments (piece `k` their
 * closing parenthesis): `-> (tensor<...> {sdy.sharding = #sdy.sharding<
 * @mesh, [...]>, ...}, ...)`.  Each Shardy sharding is kept for the
 * return, which XLA's round trip writes as an xla.sdy.FuncResultSharding
 * custom call per result (xla/service/spmd/shardy/stablehlo_round_trip/
 * export_shardings.cc): the partitioner gives each output that sharding */
static void resultshardings(struct mconv *c, const struct mop *o, uint32_t k, struct mcomp *f)
{
	static const char blob[] = "#sdy.sharding";
	uint32_t from, e;

	while (k < o->n && o->pc[k].kind != ARROW)
		k++;
	if (k + 1 >= o->n || o->pc[k + 1].kind != '(')
		return;
	for (from = k + 2; from < o->n && !(o->pc[from].kind == ')' && o->pc[from].depth == 0); from = e + 1) {
		const char *v;
		uint32_t vl;
		for (e = from; e < o->n && !(o->pc[e].depth == 1 && o->pc[e].kind == ',') &&
		               !(o->pc[e].kind == ')' && o->pc[e].depth == 0); e++)
			;
		struct sbuf b = {0};
		if (hlo_mc_attrstring(c, o, from, e, "sdy.sharding", &v, &vl) && vl > sizeof blob &&
		    !memcmp(v, blob, sizeof blob - 1) && v[sizeof blob - 1] == '<')
			hlo_mc_sprintf_(&b, "%.*s", (int)(vl - (sizeof blob - 1)), v + sizeof blob - 1);
		f->ressdy = ut_reallocarray(f->ressdy, (size_t)f->nres + 1, sizeof *f->ressdy);
		f->ressdy[f->nres++] = b.s;
		if (e >= o->n || o->pc[e].kind == ')')
			break;
	}
}

/* func.func: its arguments are the computation's parameters; on @main the
 * entry's, with shardings and donation */
static int funcargs(struct mconv *c, struct mop *o, struct mregion *r)
{
	uint32_t k = 0, no = 0;
	const char *sym;
	uint32_t symlen;
	int entry = hlo_mc_symname(c, o, &sym, &symlen) && isentry(c, sym, symlen);

	while (k < o->n && o->pc[k].kind != '(')
		k++;
	for (k++; k < o->n && !(o->pc[k].kind == ')' && o->pc[k].depth == 0); k++) {
		const struct mpiece *x = &o->pc[k];
		uint32_t t, e;
		struct sbuf shape = {0}, attrs = {0};
		const char *v;
		uint32_t vl, loclen;
		uint64_t loc;
		if (x->kind != SSA || x->depth != 1 || k + 2 >= o->n || o->pc[k + 1].kind != ':')
			continue;
		t = k + 2;
		if (hlo_mc_shapeof(c, ptext(c, &o->pc[t]), o->pc[t].len, o->pc[t].off, &shape) < 0)
			return free(shape.s), -1;
		/* its attributes, up to the next argument */
		for (e = t + 1; e < o->n && !(o->pc[e].depth == 1 && o->pc[e].kind == ',') &&
		                !(o->pc[e].kind == ')' && o->pc[e].depth == 0); e++)
			;
		if (entry)
			argattr(c, o, t + 1, e, &shape, &attrs);
		if (entry && hlo_mc_attrstring(c, o, t + 1, e, "tf.aliasing_output", &v, &vl)) {
			hlo_mc_sprintf_(&c->ioalias, "%s{%ld}: (%u, {}, may-alias)", c->ioalias.n ? ", " : "", strtol(v, NULL, 10), no);
		} else if (entry && hlo_mc_attrstring(c, o, t + 1, e, "jax.buffer_donor", &v, &vl) && vl == 4 &&
		           !memcmp(v, "true", 4)) {
			hlo_mc_sprintf_(&c->donors, "%s(%u, {})", c->donors.n ? ", " : "", no);
		}
		argloc(c, o, t + 1, e, &loc, &loclen);
		paramat(c, no++, ptext(c, x), x->len, shape.s, attrs.s, loc, loclen);
		free(shape.s);
		free(attrs.s);
		k = e - 1;
	}
	r->nparam = no;
	if (entry) {
		c->comps[r->comp].entry = 1;
		resultshardings(c, o, k, &c->comps[r->comp]);
	}
	return 0;
}

/* a while's region has its parameter (instruction `at` of its
 * computation, n loop values): what convwhile needs to widen it when the
 * loop reads values from outside */
static void markloop(struct mconv *c, struct mregion *r, uint32_t at, uint32_t n, const struct mpiece *single,
		     const char *shape, const char *tuple)
{
	struct mcomp *k = &c->comps[r->comp];
	char name[64];

	k->wat = at;
	k->wstate = n;
	if (n == 1) {
		const struct mval *v = hlo_mc_regionval(r, ptext(c, single), single->len);
		snprintf(name, sizeof name, "arg_tuple.%" PRIu64, ++c->counter);
		k->wtuple = hlo_mc_xstrdup(name);
		k->wsingle = hlo_mc_xstrdup(v ? v->hlo : "");
		k->wshape = hlo_mc_xstrdup(shape);
	} else {
		k->wtuple = hlo_mc_xstrdup(tuple);
	}
}

/* the pretty while: (%iterArg = %init, ...) : types; cond and do take the
 * loop state, a tuple when more than one value */
static int whileargs(struct mconv *c, struct mop *o, struct mregion *r)
{
	const struct mpiece *names[256] = {0};
	char *shapes[256] = {0}, tname[64] = "";
	uint32_t n = 0, at;
	struct sig s;
	int rc = 0;

	hlo_mc_signature(c, o, &s);
	for (uint32_t k = 0; k + 1 < o->n; k++)
		if (o->pc[k].kind == SSA && o->pc[k + 1].kind == '=' && n < 256)
			names[n++] = &o->pc[k];
	if (n != s.nout)
		return hlo_mc_fail(c, o->off, "the while's values and types differ in number");
	for (uint32_t k = 0; k < n; k++) {
		struct sbuf b = {0};
		if (hlo_mc_shapeof(c, ptext(c, &o->pc[s.out[k]]), o->pc[s.out[k]].len, o->pc[s.out[k]].off, &b) < 0) {
			hlo_mc_freeshapes(shapes, k);
			free(b.s);
			return -1;
		}
		shapes[k] = b.s;
	}
	at = c->comps[r->comp].nin;
	if (n == 1)
		hlo_mc_param(c, 0, ptext(c, names[0]), names[0]->len, shapes[0], NULL);
	else
		rc = tupleparam(c, names, shapes, n, tname, sizeof tname);
	if (n > 0)
		markloop(c, r, at, n, names[0], shapes[0], tname);
	hlo_mc_freeshapes(shapes, n);
	r->nparam = 1;
	return rc;
}

/* block arguments written `(%a: type, %b: type)` from piece `from`: the
 * region's parameters (tupled for a while, one each otherwise) */
int hlo_mc_blockargs(struct mconv *c, const struct mop *o, uint32_t from, struct mregion *r, int tupled)
{
	const struct mpiece *names[256] = {0};
	char *shapes[256] = {0}, tname[64] = "";
	uint32_t n = 0, at;
	int rc = 0;

	for (uint32_t k = from; k + 2 < o->n; k++) {
		if (o->pc[k].kind == ')' && o->pc[k].depth == o->pc[from].depth)
			break;
		if (o->pc[k].kind == SSA && o->pc[k + 1].kind == ':' && n < 256) {
			struct sbuf b = {0};
			if (hlo_mc_shapeof(c, ptext(c, &o->pc[k + 2]), o->pc[k + 2].len, o->pc[k + 2].off, &b) < 0) {
				hlo_mc_freeshapes(shapes, n);
				free(b.s);
				return -1;
			}
			names[n] = &o->pc[k];
			shapes[n++] = b.s;
		}
	}
	at = c->comps[r->comp].nin;
	if (tupled && n > 1) {
		rc = tupleparam(c, names, shapes, n, tname, sizeof tname);
		r->nparam = 1;
	} else {
		for (uint32_t k = 0; k < n; k++)
			hlo_mc_param(c, k, ptext(c, names[k]), names[k]->len, shapes[k], NULL);
		r->nparam = n;
	}
	if (tupled && n > 0)
		markloop(c, r, at, n, names[0], shapes[0], tname);
	hlo_mc_freeshapes(shapes, n);
	return rc;
}

/* the attribute dictionary of argument `no` of a generic func.func:
 * arg_attrs = [{...}, {...}]; its pieces [*from, *to) */
static int argattrs(const struct mconv *c, const struct mop *o, uint32_t no, uint32_t *from, uint32_t *to)
{
	uint32_t f, t, seen = 0;

	if (!hlo_mc_attrspan(c, o, "arg_attrs", &f, &t))
		return 0;
	for (uint32_t k = f; k < o->n; k++) {
		if (o->pc[k].kind == ']' && o->pc[k].depth == o->pc[f].depth)
			break;
		if (o->pc[k].kind == '{' && o->pc[k].depth == o->pc[f].depth + 1) {
			uint32_t e = k + 1;
			while (e < o->n && !(o->pc[e].kind == '}' && o->pc[e].depth == o->pc[k].depth))
				e++;
			if (seen++ == no) {
				*from = k;
				*to = e;
				return 1;
			}
			k = e;
		}
	}
	return 0;
}

/* a generic func.func's arguments: the block label's, with the entry's
 * attributes taken from arg_attrs */
int hlo_mc_labelfuncargs(struct mconv *c, const struct mop *owner, const struct mop *label, struct mregion *r)
{
	const char *sym;
	uint32_t symlen, no = 0;
	int entry = hlo_mc_symname(c, owner, &sym, &symlen) && isentry(c, sym, symlen);

	for (uint32_t k = 0; k + 2 < label->n; k++) {
		const struct mpiece *x = &label->pc[k];
		struct sbuf shape = {0}, attrs = {0};
		uint32_t f, t, vl, next, loclen;
		uint64_t loc;
		const char *v;
		if (x->kind != SSA || label->pc[k + 1].kind != ':')
			continue;
		if (hlo_mc_shapeof(c, ptext(c, &label->pc[k + 2]), label->pc[k + 2].len, label->pc[k + 2].off, &shape) < 0)
			return free(shape.s), -1;
		if (entry && argattrs(c, owner, no, &f, &t)) {
			argattr(c, owner, f, t, &shape, &attrs);
			if (hlo_mc_attrstring(c, owner, f, t, "tf.aliasing_output", &v, &vl))
				hlo_mc_sprintf_(&c->ioalias, "%s{%ld}: (%u, {}, may-alias)", c->ioalias.n ? ", " : "",
				         strtol(v, NULL, 10), no);
			else if (hlo_mc_attrstring(c, owner, f, t, "jax.buffer_donor", &v, &vl) && vl == 4 && !memcmp(v, "true", 4))
				hlo_mc_sprintf_(&c->donors, "%s(%u, {})", c->donors.n ? ", " : "", no);
		}
		/* its location, before the next argument */
		for (next = k + 3; next < label->n && !(label->pc[next].kind == SSA && next + 1 < label->n &&
		                                       label->pc[next + 1].kind == ':'); next++)
			;
		argloc(c, label, k + 3, next, &loc, &loclen);
		paramat(c, no++, ptext(c, x), x->len, shape.s, attrs.s, loc, loclen);
		free(shape.s);
		free(attrs.s);
	}
	r->nparam = no;
	if (entry)
		c->comps[r->comp].entry = 1;
	return 0;
}

static int reducerargs(struct mconv *c, const struct mop *o, uint32_t from, struct mregion *r)
{
	uint32_t first[64], second[64], ng = 0, no = 0;

	for (uint32_t k = from; k < o->n && o->pc[k].kind == '(' && ng < 64;) {
		uint32_t got = 0;
		for (k++; k < o->n && !(o->pc[k].kind == ')' && o->pc[k].depth == 0); k++)
			if (o->pc[k].kind == SSA && k + 2 < o->n && o->pc[k + 1].kind == ':') {
				if (got == 0)
					first[ng] = k;
				else
					second[ng] = k;
				got++;
			}
		if (got != 2)
			return hlo_mc_fail(c, o->off, "a reducer takes two values a group");
		ng++;
		k++;
	}
	for (int side = 0; side < 2; side++)
		for (uint32_t g = 0; g < ng; g++) {
			uint32_t k = side ? second[g] : first[g];
			struct sbuf b = {0};
			if (hlo_mc_shapeof(c, ptext(c, &o->pc[k + 2]), o->pc[k + 2].len, o->pc[k + 2].off, &b) < 0)
				return free(b.s), -1;
			hlo_mc_param(c, no++, ptext(c, &o->pc[k]), o->pc[k].len, b.s, NULL);
			free(b.s);
		}
	r->nparam = no;
	return 0;
}

static int bindargs(struct mconv *c, struct mop *o, struct mregion *r)
{
	if (headis(c, o, "func.func") && o->headkind == STRING) {
		/* generic: the entry flag now, the arguments at the label */
		const char *sym;
		uint32_t n;
		if (hlo_mc_symname(c, o, &sym, &n) && isentry(c, sym, n))
			c->comps[r->comp].entry = 1;
		return 0;
	}
	if (headis(c, o, "func.func"))
		return funcargs(c, o, r);
	if (hlo_mc_iswhile(c, o) && o->headkind == ID)
		return whileargs(c, o, r);
	/* sdy.manual_computation(%x) ... (%arg1: local type) { region }: the
	 * last parenthesized group holds the per-device block arguments */
	if (headis(c, o, "sdy.manual_computation")) {
		uint32_t open = HLO_NONE;
		for (uint32_t k = 0; k + 1 < o->n; k++)
			if (o->pc[k].kind == '(' && o->pc[k].depth == 0)
				open = k;
		return open == HLO_NONE ? 0 : hlo_mc_blockargs(c, o, open, r, 0);
	}
	/* the pretty reduce: reducer(%acc0: t, %x0: t) (%acc1: u, %x1: u) just
	 * before the region: HLO's reducer takes the accumulators, then the
	 * new values */
	/* (the last piece is the marker of the region being opened) */
	for (uint32_t k = o->n - 1; k-- > 0;) {
		if (o->pc[k].kind == REGION)
			break;
		if (o->pc[k].kind == ID && piseq(c, &o->pc[k], "reducer"))
			return reducerargs(c, o, k + 1, r);
	}
	return 0; /* a block label inside, or none */
}
