/* mlirconvop.c: the conversions of ops that are more than an opcode:
 * reductions, slices, dots, collectives' attributes, all_to_all, custom
 * calls, constants' splats, top_k and einsum. */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirconv.h"

const char *hlo_mc_valname(const struct mval *v)
{
	return v->hlo;
}

/* emit a one-result (or tuple-result) op and define its results */
int hlo_mc_simple(struct mconv *c, const struct mop *o, const char *base, const char *opcode, const struct mval **v,
		  uint32_t nv, const char *attrs)
{
	struct sig s;
	char *shapes[256], name[128], wmem[256];
	const char *opnd[256];
	uint32_t ns;
	struct sbuf whole;
	int rc;
	sbufon(&whole, wmem, sizeof wmem);
	hlo_mc_signature(c, o, &s);
	if (!s.found || (s.nout == 0 && o->ndef))
		return hlo_mc_fail(c, o->off, "expected the op's type after ':'");
	/* one result (most ops): its shape is the whole, one buffer */
	if (s.nout == 1 ? hlo_mc_oneshape(c, o, &s, &whole) < 0 : hlo_mc_resultshapes(c, o, &s, shapes, &ns, &whole) < 0) {
		sfree(&whole);
		return -1;
	}
	if (s.nout == 1) {
		shapes[0] = whole.s;
		ns = 1;
	}
	if (ns == 0 && !whole.n)
		sputs(&whole, "()");
	opnd[0] = NULL;         /* (the rest is set up to nv, all read) */
	for (uint32_t k = 0; k < nv; k++)
		opnd[k] = hlo_mc_valname(v[k]);
	hlo_mc_emit(c, o, base, whole.s, opcode, opnd, nv, attrs, name, sizeof name);
	rc = ns == 1 ? hlo_mc_results(c, o, name, shapes, 1) : hlo_mc_results(c, o, name, shapes, ns);
	if (s.nout != 1)
		hlo_mc_freeshapes(shapes, ns);
	sfree(&whole);
	return rc;
}

/* `name = [1, 2]`, `name = array<i64: 1, 2>` or `name = 3 : i64` as {1,2} */
int hlo_mc_intattr(const struct mconv *c, const struct mop *o, const char *const *names, struct sbuf *b,
		   const char *hloname)
{
	uint32_t from, to;
	int64_t v[64];

	for (; *names; names++)
		if (hlo_mc_attrspan(c, o, *names, &from, &to)) {
			uint32_t n = hlo_mc_ints(c, o, from, to, v, 64);
			if (b->n)
				sputs(b, ", ");
			sputs(b, hloname);
			sputs(b, "=");
			hlo_mc_intlist(b, v, n);
			return 1;
		}
	return 0;
}

int64_t hlo_mc_intvalue(const struct mconv *c, const struct mop *o, const char *const *names, int64_t dflt)
{
	uint32_t from, to;
	int64_t v[1];

	for (; *names; names++)
		if (hlo_mc_attrspan(c, o, *names, &from, &to) && hlo_mc_ints(c, o, from, to, v, 1) == 1)
			return v[0];
	return dflt;
}

/* replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64> -> {{0,1},{2,3}} */
void hlo_mc_replicagroups(const struct mconv *c, const struct mop *o, struct sbuf *b)
{
	uint32_t from, to;

	if (!hlo_mc_attrspan(c, o, "replica_groups", &from, &to))
		return;
	for (uint32_t k = from; k < to; k++) {
		const struct mpiece *x = &o->pc[k];
		const char *s = ptext(c, x), *e = s + x->len;
		int depth = 0, num = 0;
		if (x->kind != BLOB || x->len < 6 || memcmp(s, "dense<", 6))
			continue;
		if (b->n)
			sputs(b, ", ");
		sputs(b, "replica_groups={");
		for (const char *p = s + 6; p < e && *p != '>'; p++) {
			if (*p == '[') {
				if (depth++ == 1)
					sputs(b, (b->s[b->n - 1] == '}') ? ",{" : "{"), num = 0;
			} else if (*p == ']') {
				if (--depth == 1)
					sputs(b, "}");
			} else if (isdigit((unsigned char)*p)) {
				char *q;
				long long t = strtoll(p, &q, 10);
				hlo_mc_sprintf_(b, num++ ? ",%lld" : "%lld", t);
				p = q - 1;
			}
		}
		/* a 1-D dense<[...]> holds one group */
		if (b->s[b->n - 1] == '{')
			sputs(b, "}");
		sputs(b, "}");
		return;
	}
}

void hlo_mc_channel(const struct mconv *c, const struct mop *o, struct sbuf *b)
{
	uint32_t from, to;
	int64_t v[2];

	if (hlo_mc_attrspan(c, o, "channel_handle", &from, &to) && hlo_mc_ints(c, o, from, to, v, 2) >= 1) {
		if (b->n)
			sputs(b, ", ");
		hlo_mc_sprintf_(b, "channel_id=%" PRId64, v[0]);
	}
}

/* a reducer computation applying a binary op to scalars of the given types:
 * the pretty form's `applies stablehlo.add` */
static uint32_t reducer(struct mconv *c, const char *op, size_t oplen, char *const *elem, uint32_t n, uint64_t off)
{
	uint32_t comp;
	const char *hop = hlo_mc_hloopcode(op, oplen);
	struct mregion *r;
	struct sbuf root = {0};
	char names[2][64][64];

	if (!hop) {
		hlo_mc_fail(c, off, "unknown reducer '%.*s'", (int)oplen, op);
		return HLO_NONE;
	}
	if (n > 32) {
		hlo_mc_fail(c, off, "too many reduced values");
		return HLO_NONE;
	}
	comp = hlo_mc_newcomp(c, "region", 6);
	GROW(c->rg, c->nrg, c->caprg);
	r = &c->rg[c->nrg++];
	memset(r, 0, sizeof *r);
	r->comp = comp;
	for (uint32_t side = 0; side < 2; side++)
		for (uint32_t k = 0; k < n; k++) {
			char key[32];
			snprintf(key, sizeof key, "%%r%u_%u", side, k);
			hlo_mc_param(c, side * n + k, key, strlen(key), elem[k], NULL);
			snprintf(names[side][k], sizeof names[side][k], "%s", hlo_mc_findval(c, key, strlen(key))->hlo);
		}
	for (uint32_t k = 0; k < n; k++) {
		const char *opnd[2] = {names[0][k], names[1][k]};
		char name[128];
		hlo_mc_emit(c, NULL, hop, elem[k], hop, opnd, 2, NULL, name, sizeof name);
		if (n == 1)
			sputs(&root, name);
		else
			hlo_mc_sprintf_(&root, "%s%s", k ? "," : "", name);
	}
	if (n > 1) {
		/* several values: a tuple of them is the root */
		struct sbuf t = {0}, b = {0};
		char name[64];
		sputs(&t, "(");
		for (uint32_t k = 0; k < n; k++)
			hlo_mc_sprintf_(&t, "%s%s", k ? ", " : "", elem[k]);
		sputs(&t, ")");
		snprintf(name, sizeof name, "tuple.%" PRIu64, ++c->counter);
		hlo_mc_sprintf_(&b, "%%%s = %s tuple(", name, t.s);
		for (uint32_t k = 0, at = 0; k < n; k++) {
			char *comma = strchr(root.s + at, ',');
			size_t len = comma ? (size_t)(comma - root.s - at) : strlen(root.s + at);
			hlo_mc_sprintf_(&b, "%s%%%.*s", k ? ", " : "", (int)len, root.s + at);
			at += (uint32_t)len + 1;
		}
		sputs(&b, ")");
		hlo_mc_addinstr(c, comp, b.s, 0, 0);
		free(root.s);
		root.s = hlo_mc_xstrdup(name);
		free(t.s);
	}
	c->comps[comp].root = root.s;
	c->comps[comp].done = 1;
	hlo_mc_freeregion(r);
	c->nrg--;
	return comp;
}

/* the element type of an HLO shape text, as a scalar shape ("f32[]") */
char *hlo_mc_scalarof(const char *shape)
{
	const char *b = strchr(shape, '[');
	size_t n = b ? (size_t)(b - shape) : strlen(shape);
	char *r = ut_malloc(n + 3);

	memcpy(r, shape, n);
	memcpy(r + n, "[]", 3);
	return r;
}

int hlo_mc_convreduce(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, int pretty)
{
	struct sbuf attrs = {0};
	static const char *const dims[] = {"dimensions", NULL};
	const struct mval *ord[256];
	uint32_t comp = hlo_mc_regioncomp(o, 0), half = nv / 2;
	int rc;
	if (nv % 2)
		return hlo_mc_fail(c, o->off, "reduce takes inputs and as many initial values");
	/* the pretty form pairs them, (%x init: %c), (%y init: %d): inputs
	 * first, then the initial values, as HLO has them */
	if (pretty)
		for (uint32_t k = 0; k < half; k++) {
			ord[k] = v[2 * k];
			ord[half + k] = v[2 * k + 1];
		}
	else
		memcpy(ord, v, nv * sizeof *v);
	hlo_mc_intattr(c, o, dims, &attrs, "dimensions");
	if (comp == HLO_NONE) {
		/* `applies stablehlo.add` */
		for (uint32_t k = 0; k + 1 < o->n; k++)
			if (o->pc[k].kind == ID && piseq(c, &o->pc[k], "applies")) {
				const char *op = ptext(c, &o->pc[k + 1]);
				size_t n = o->pc[k + 1].len;
				char *elem[64] = {0};
				if (n > 10 && !memcmp(op, "stablehlo.", 10))
					op += 10, n -= 10;
				for (uint32_t j = 0; j < half && j < 64; j++)
					elem[j] = hlo_mc_scalarof(ord[half + j]->shape);
				comp = reducer(c, op, n, elem, half < 64 ? half : 64, o->pc[k + 1].off);
				hlo_mc_freeshapes(elem, half < 64 ? half : 64);
				break;
			}
	}
	if (comp == HLO_NONE) {
		free(attrs.s);
		return hlo_mc_fail(c, o->off, "reduce without a reducer");
	}
	hlo_mc_sprintf_(&attrs, "%sto_apply=%%%s", attrs.n ? ", " : "", c->comps[comp].name);
	hlo_mc_addcall(c, curregion(c)->comp, comp);
	rc = hlo_mc_simple(c, o, "reduce", "reduce", ord, nv, attrs.s);
	free(attrs.s);
	return rc;
}

/* the slice of the pretty form: [0:4, 1:3:2], or start/limit/strides */
int hlo_mc_sliceattr(const struct mconv *c, const struct mop *o, struct sbuf *b)
{
	int64_t lo[64], hi[64], st[64];
	uint32_t n = 0, from, to;

	if (hlo_mc_attrspan(c, o, "start_indices", &from, &to)) {
		n = hlo_mc_ints(c, o, from, to, lo, 64);
		if (!hlo_mc_attrspan(c, o, "limit_indices", &from, &to) || hlo_mc_ints(c, o, from, to, hi, 64) != n)
			return -1;
		if (!hlo_mc_attrspan(c, o, "strides", &from, &to) || hlo_mc_ints(c, o, from, to, st, 64) != n)
			for (uint32_t k = 0; k < n; k++)
				st[k] = 1;
	} else {
		uint32_t k = 0;
		while (k < o->n && !(o->pc[k].kind == '[' && o->pc[k].depth == 0))
			k++;
		for (k++; k < o->n && o->pc[k].kind != ']' && n < 64;) {
			int64_t v[3] = {0, 0, 1};
			int got = 0;
			while (k < o->n && o->pc[k].kind != ',' && o->pc[k].kind != ']') {
				if (o->pc[k].kind == INT && got < 3)
					v[got++] = strtoll(ptext(c, &o->pc[k]), NULL, 10);
				k++;
			}
			lo[n] = v[0], hi[n] = v[1], st[n] = got == 3 ? v[2] : 1;
			n++;
			if (k < o->n && o->pc[k].kind == ',')
				k++;
		}
	}
	sputs(b, "slice={");
	for (uint32_t k = 0; k < n; k++)
		hlo_mc_sprintf_(b, "%s[%" PRId64 ":%" PRId64 ":%" PRId64 "]", k ? ", " : "", lo[k], hi[k], st[k]);
	sputs(b, "}");
	return 0;
}

/* a decimal number in [q, e), at most 18 digits: past it, or NULL */
static const char *blobnum(const char *q, const char *e, int64_t *v)
{
	int digits = 0;

	for (*v = 0; q < e && *q >= '0' && *q <= '9' && digits < 18; q++, digits++)
		*v = *v * 10 + (*q - '0');
	return digits && (q == e || *q < '0' || *q > '9') ? q : NULL;
}

/* the integers of `key = [..]` or `key = N` inside the op's
 * #stablehlo.<what><...> blob (the generic form JAX prints dots, gathers
 * and scatters in): their count, or -1 */
int hlo_mc_blobints(const struct mconv *c, const struct mop *o, const char *what, const char *key, int64_t *v, int max)
{
	size_t wl = strlen(what), kl = strlen(key);

	for (uint32_t k = 0; k < o->n; k++) {
		const struct mpiece *x = &o->pc[k];
		const char *s = ptext(c, x), *e = s + x->len, *q;
		int n = 0;
		if (x->kind != BLOB || x->len < 11 + wl || memcmp(s, "#stablehlo.", 11) || memcmp(s + 11, what, wl) ||
		    s[11 + wl] != '<')
			continue;
		for (q = s + 12 + wl; q + kl + 3 <= e; q++)
			if ((q[-1] == '<' || q[-1] == ' ' || q[-1] == ',') && !memcmp(q, key, kl) && !memcmp(q + kl, " = ", 3))
				break;
		if (q + kl + 3 > e)
			return -1;
		q += kl + 3;
		if (q < e && *q == '[') {
			for (q++; q < e && *q != ']';) {
				if (n == max || (q = blobnum(q, e, &v[n])) == NULL)
					return -1;
				n++;
				for (; q < e && (*q == ',' || *q == ' '); q++)
					;
			}
			return n;
		}
		return blobnum(q, e, &v[0]) ? 1 : -1;
	}
	return -1;
}

/* dot_general's dimension numbers, pretty (contracting_dims = [1] x [0])
 * or generic (#stablehlo.dot<lhs_contracting_dimensions = [1], ...>) */
void hlo_mc_dotattrs(const struct mconv *c, const struct mop *o, struct sbuf *b)
{
	static const char *const keys[][3] = {
		{"batching_dims", "lhs_batching_dimensions", "rhs_batching_dimensions"},
		{"contracting_dims", "lhs_contracting_dimensions", "rhs_contracting_dimensions"},
	};
	static const char *const hlo[][2] = {{"lhs_batch_dims", "rhs_batch_dims"},
	                                     {"lhs_contracting_dims", "rhs_contracting_dims"}};

	for (int kind = 0; kind < 2; kind++) {
		uint32_t from, to;
		int64_t l[64], r[64];
		uint32_t nl = 0, nr = 0;
		if (hlo_mc_attrspan(c, o, keys[kind][0], &from, &to)) {
			/* [..] x [..]: split at the 'x' */
			uint32_t x = from;
			while (x < o->n && !(o->pc[x].kind == ID && piseq(c, &o->pc[x], "x")))
				x++;
			nl = hlo_mc_ints(c, o, from, x, l, 64);
			while (to < o->n && o->pc[to].kind != ',' && o->pc[to].kind != ':' && o->pc[to].depth == o->pc[from].depth)
				to++;
			nr = hlo_mc_ints(c, o, x + 1, to, r, 64);
		} else {
			int n = hlo_mc_blobints(c, o, "dot", keys[kind][1], l, 64);
			nl = n > 0 ? (uint32_t)n : 0;
			n = hlo_mc_blobints(c, o, "dot", keys[kind][2], r, 64);
			nr = n > 0 ? (uint32_t)n : 0;
		}
		if (nl || nr) {
			if (b->n)
				sputs(b, ", ");
			sputs(b, hlo[kind][0]);
			sputs(b, "=");
			hlo_mc_intlist(b, l, nl);
			sputs(b, ", ");
			sputs(b, hlo[kind][1]);
			sputs(b, "=");
			hlo_mc_intlist(b, r, nr);
		}
	}
}

/* all_to_all: with split_dimension == concat_dimension one all-to-all;
 * else XlaBuilder::AllToAllArray's all-to-all on the split dimension,
 * reshape, transpose and reshape (and the s32[1] split-count constant it
 * leaves) */
int hlo_mc_convalltoall(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	static const char *const sd[] = {"split_dimension", NULL}, *const cd[] = {"concat_dimension", NULL},
	                         *const sc[] = {"split_count", NULL};
	int64_t split = hlo_mc_intvalue(c, o, sd, 0), concat = hlo_mc_intvalue(c, o, cd, 0), count = hlo_mc_intvalue(c, o, sc, 1);
	struct sbuf attrs = {0}, s1 = {0}, s2 = {0};
	char name[128], cname[64];
	int64_t dims[64], d2[64], perm[64];
	uint32_t rank = 0, n2 = 0;
	const char *p;
	int rc;
	hlo_mc_channel(c, o, &attrs);
	hlo_mc_replicagroups(c, o, &attrs);
	if (nv != 1) {
		/* several operands: ExportXlaOp(AllToAllOp) calls
		 * xla::AllToAllTuple, one all-to-all of a tuple of the operands'
		 * shapes (each operand one chunk), then get-tuple-element per
		 * result */
		struct sbuf whole = {0};
		char *shapes[256];     /* operands() reads 256 at most */
		const char *opnd[256];
		sputs(&whole, "(");
		for (uint32_t k = 0; k < nv; k++) {
			hlo_mc_sprintf_(&whole, "%s%s", k ? ", " : "", v[k]->shape);
			shapes[k] = v[k]->shape;
			opnd[k] = hlo_mc_valname(v[k]);
		}
		sputs(&whole, ")");
		hlo_mc_emit(c, o, "all-to-all", whole.s, "all-to-all", opnd, nv, attrs.s, name, sizeof name);
		rc = hlo_mc_results(c, o, name, shapes, nv);
		free(whole.s);
		free(attrs.s);
		return rc;
	}
	hlo_mc_sprintf_(&attrs, "%sdimensions={%" PRId64 "}", attrs.n ? ", " : "", split);
	if (split == concat) {
		rc = hlo_mc_simple(c, o, "all-to-all", "all-to-all", v, 1, attrs.s);
		free(attrs.s);
		return rc;
	}
	/* the operand's dimensions, from its shape text */
	p = strchr(v[0]->shape, '[');
	for (p = p ? p + 1 : ""; *p && *p != ']' && rank < 64;) {
		char *q;
		dims[rank++] = strtoll(p, &q, 10);
		p = q;
		if (*p == ',')
			p++;
		else if (*p != ']')
			break;
	}
	if (split < 0 || concat < 0 || split >= rank || concat >= rank || count <= 0 || dims[split] % count)
		return free(attrs.s), hlo_mc_fail(c, o->off, "all_to_all: the split does not divide its dimension");
	{
		const char *opnd[1] = {v[0]->hlo};
		hlo_mc_emit(c, o, "all-to-all", v[0]->shape, "all-to-all", opnd, 1, attrs.s, name, sizeof name);
	}
	{
		struct sbuf b = {0};
		char *et = hlo_mc_scalarof(v[0]->shape);
		et[strlen(et) - 2] = 0;
		snprintf(cname, sizeof cname, "constant.%" PRIu64, ++c->counter);
		hlo_mc_sprintf_(&b, "%%%s = s32[1] constant({%" PRId64 "})", cname, count);
		/* read by nothing, it comes first in XLA's post order */
		{
			struct mcomp *k = &c->comps[curregion(c)->comp];
			uint32_t at = k->nleadconst++;
			hlo_mc_addinstr(c, curregion(c)->comp, b.s, 0, 0);
			memmove(k->in + at + 1, k->in + at, (k->nin - 1 - at) * sizeof *k->in);
			k->in[at] = (struct minstr){b.s, 0, 0, 0, c->opline};
		}
		/* reshape: the split dimension becomes [count, dim / count] */
		for (uint32_t k = 0; k < rank; k++) {
			if ((int64_t)k == split) {
				d2[n2++] = count;
				d2[n2++] = dims[k] / count;
			} else {
				d2[n2++] = dims[k];
			}
		}
		hlo_mc_sprintf_(&s1, "%s[", et);
		for (uint32_t k = 0; k < n2; k++)
			hlo_mc_sprintf_(&s1, k ? ",%" PRId64 : "%" PRId64, d2[k]);
		sputs(&s1, "]");
		/* transpose: the count axis just before the concat dimension */
		{
			uint32_t np = 0, cax = (uint32_t)(concat < split ? concat : concat + 1);
			for (uint32_t k = 0; k < n2; k++) {
				if (k == cax)
					perm[np++] = split;
				if ((int64_t)k != split)
					perm[np++] = k;
			}
			hlo_mc_sprintf_(&s2, "%s[", et);
			for (uint32_t k = 0; k < n2; k++)
				hlo_mc_sprintf_(&s2, k ? ",%" PRId64 : "%" PRId64, d2[perm[k]]);
			sputs(&s2, "]");
		}
		free(et);
	}
	{
		const char *opnd[1] = {name};
		char r1[128], t1[128];
		struct sbuf ta = {0};
		hlo_mc_emit(c, o, "reshape", s1.s, "reshape", opnd, 1, NULL, r1, sizeof r1);
		opnd[0] = r1;
		sputs(&ta, "dimensions=");
		hlo_mc_intlist(&ta, perm, n2);
		hlo_mc_emit(c, o, "transpose", s2.s, "transpose", opnd, 1, ta.s, t1, sizeof t1);
		free(ta.s);
		{
			struct mval tv = {NULL, t1, s2.s, 0};
			const struct mval *pv[1] = {&tv};
			rc = hlo_mc_simple(c, o, "reshape", "reshape", pv, 1, NULL);
		}
	}
	free(attrs.s);
	free(s1.s);
	free(s2.s);
	return rc;
}

/* the layouts attribute `name` lists (operand_layouts, result_layouts:
 * [dense<[0, 1]> : tensor<2xindex>, dense<0> : ...]), each as HLO's
 * "{0,1}" in lay[k]; how many (at most max) */
static uint32_t layoutsof(const struct mconv *c, const struct mop *o, const char *name, char lay[][256], uint32_t max)
{
	uint32_t from, to, n = 0;

	if (!hlo_mc_attrspan(c, o, name, &from, &to))
		return 0;
	for (uint32_t k = from; k < to && n < max; k++) {
		const struct mpiece *x = &o->pc[k];
		const char *p = ptext(c, x), *e = p + x->len;
		size_t w = 0;
		int any = 0;
		if (x->kind != BLOB || x->len < 7 || memcmp(p, "dense<", 6))
			continue;
		lay[n][w++] = '{';
		for (p += 6; p < e && w + 24 < 256; p++) {
			if (!isdigit((unsigned char)*p))
				continue;
			if (any)
				lay[n][w++] = ',';
			while (p < e && isdigit((unsigned char)*p) && w + 2 < 256)
				lay[n][w++] = *p++;
			any = 1;
		}
		lay[n][w++] = '}';
		lay[n++][w] = 0;
	}
	return n;
}

/* shape text with a layout: "f32[128,256]" and "{0,1}" as
 * "f32[128,256]{0,1}"; a row-major layout left off, as the converter
 * writes every shape without one */
static char *laidout(const char *shape, const char *lay)
{
	size_t n = strlen(shape), l = strlen(lay);
	char *r = ut_malloc(n + l + 1);

	memcpy(r, shape, n);
	if (hlo_rowmajortext(lay + 1, lay + l - 1) != 1 && strchr(shape, '[') && !strchr(shape, '('))
		memcpy(r + n, lay, l), n += l;
	r[n] = 0;
	return r;
}

/* a custom call whose results have the layouts rl[] (XLA keeps a
 * constrained custom call's layouts, backend.c L1): hlo_mc_simple with
 * the layouts in the result shapes; 1 when the results are not as many
 * as the layouts (the caller converts it without them) */
static int laidoutcall(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, const char *attrs,
		       char rl[][256], uint32_t nrl)
{
	struct sig s;
	struct sbuf whole = {0};
	char *shapes[256], name[128];
	const char *opnd[256];
	uint32_t ns;
	int rc;

	hlo_mc_signature(c, o, &s);
	if (!s.found || s.nout != nrl || nv > 256)
		return 1;
	if (hlo_mc_resultshapes(c, o, &s, shapes, &ns, &whole) < 0) {
		free(whole.s);
		return -1;
	}
	whole.n = 0;
	sputs(&whole, ns == 1 ? "" : "(");
	for (uint32_t k = 0; k < ns; k++) {
		char *w = laidout(shapes[k], rl[k]);
		free(shapes[k]);
		shapes[k] = w;
		if (k)
			sputs(&whole, ", ");
		sputs(&whole, w);
	}
	sputs(&whole, ns == 1 ? "" : ")");
	for (uint32_t k = 0; k < nv; k++)
		opnd[k] = hlo_mc_valname(v[k]);
	hlo_mc_emit(c, o, "custom-call", whole.s, "custom-call", opnd, nv, attrs, name, sizeof name);
	rc = hlo_mc_results(c, o, name, shapes, ns);
	hlo_mc_freeshapes(shapes, ns);
	free(whole.s);
	return rc;
}

static int shapedims(const char *shape, int64_t *d, uint32_t max, uint32_t *n);

/* custom_call @ApproxTopK with is_fallback = true in its backend config
 * (JAX's lax.approx_max_k off the TPU): ExportXlaOp(CustomCallOp)
 * (mlir_hlo_to_hlo.cc) builds xla::ApproxTopKFallback
 * (hlo/builder/lib/approx_topk.cc): a stable sort of the inputs, the
 * first half of the operands, along reduction_dim by the called
 * comparator, each result a slice of the first k there (k the results'
 * size along it), the slices a tuple the results are read from (XLA's
 * own before_optimizations dump of such a program: iota, broadcast,
 * sort, get-tuple-element, slice, tuple).  1 when it is not that form (k
 * of 1 makes a variadic reduce; the TPU's form is a call of its own):
 * the caller converts it as any custom call */
static int approxtopk(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	static const char *const rd[] = {"reduction_dim", NULL};
	char *shapes[16], sort[128], tuple[128], sl[16][128];
	int64_t d = hlo_mc_intvalue(c, o, rd, -1), dims[64];
	uint32_t n = nv / 2, ns = 0, rank, f, t, comp = HLO_NONE;
	struct sbuf whole = {0}, b = {0};
	const char *s, *opnd[16];
	struct sig sig;
	int rc;

	if (!hlo_mc_attrstring(c, o, 0, o->n, "is_fallback", &s, &f) || f != 4 || memcmp(s, "true", 4) ||
	    nv % 2 || n == 0 || n > 16 || d < 0 || !hlo_mc_attrspan(c, o, "called_computations", &f, &t))
		return 1;
	for (uint32_t k = f; k <= t && k < o->n && comp == HLO_NONE; k++)
		if (o->pc[k].kind == SYM)
			comp = hlo_mc_funccomp(c, ptext(c, &o->pc[k]) + 1, o->pc[k].len - 1);
	hlo_mc_signature(c, o, &sig);
	if (comp == HLO_NONE || !sig.found || sig.nout != n)
		return 1;
	if (hlo_mc_resultshapes(c, o, &sig, shapes, &ns, &whole) < 0)
		return free(whole.s), -1;
	free(whole.s);
	if (shapedims(shapes[0], dims, 64, &rank) < 0 || (uint64_t)d >= rank || dims[d] <= 1) {
		hlo_mc_freeshapes(shapes, ns);
		return 1;
	}
	sputs(&b, "(");
	for (uint32_t k = 0; k < n; k++) {
		hlo_mc_sprintf_(&b, "%s%s", k ? ", " : "", v[k]->shape);
		opnd[k] = hlo_mc_valname(v[k]);
	}
	sputs(&b, ")");
	{
		struct sbuf at = {0};
		hlo_mc_sprintf_(&at, "dimensions={%" PRId64 "}, is_stable=true, to_apply=%%%s", d, c->comps[comp].name);
		hlo_mc_addcall(c, curregion(c)->comp, comp);
		hlo_mc_emit(c, o, "sort", b.s, "sort", opnd, n, at.s, sort, sizeof sort);
		free(at.s);
	}
	b.n = 0;
	sputs(&b, "(");
	for (uint32_t k = 0; k < n; k++) {
		char gte[128], at[64];
		const char *one[1] = {sort};
		struct sbuf lim = {0};
		int64_t od[64];
		uint32_t orank;
		snprintf(at, sizeof at, "index=%u", k);
		hlo_mc_emit(c, o, "get-tuple-element", v[k]->shape, "get-tuple-element", one, 1, at, gte, sizeof gte);
		if (shapedims(v[k]->shape, od, 64, &orank) < 0 || orank != rank)
			orank = 0;
		sputs(&lim, "slice={");
		for (uint32_t j = 0; j < orank; j++)
			hlo_mc_sprintf_(&lim, "%s[0:%" PRId64 "]", j ? ", " : "", (int64_t)j == d ? dims[d] : od[j]);
		sputs(&lim, "}");
		one[0] = gte;
		hlo_mc_emit(c, o, "slice", shapes[k], "slice", one, 1, lim.s, sl[k], sizeof sl[k]);
		free(lim.s);
		hlo_mc_sprintf_(&b, "%s%s", k ? ", " : "", shapes[k]);
	}
	sputs(&b, ")");
	{
		const char *ops[16];
		for (uint32_t k = 0; k < n; k++)
			ops[k] = sl[k];
		hlo_mc_emit(c, o, "tuple", b.s, "tuple", ops, n, NULL, tuple, sizeof tuple);
	}
	rc = hlo_mc_results(c, o, tuple, shapes, n);
	hlo_mc_freeshapes(shapes, ns);
	free(b.s);
	return rc;
}

int hlo_mc_convcustomcall(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	char ol[16][256], rl[16][256];
	uint32_t nol, nrl;
	struct sbuf attrs = {0};
	const char *t = NULL, *sh;
	uint32_t tl = 0, shl, from = 0, to = o->n;
	int rc;
	for (uint32_t k = 0; k < o->n; k++)
		if (o->pc[k].kind == SYM && o->pc[k].depth == 0) {
			t = ptext(c, &o->pc[k]) + 1;
			tl = o->pc[k].len - 1;
			break;
		}
	if (!t && !hlo_mc_attrstring(c, o, 0, o->n, "call_target_name", &t, &tl))
		return hlo_mc_fail(c, o->off, "custom_call without a target");
	if (tl == 10 && !memcmp(t, "ApproxTopK", 10) && (rc = approxtopk(c, o, v, nv)) != 1)
		return rc;
	hlo_mc_sprintf_(&attrs, "custom_call_target=\"%.*s\"", (int)tl, t);
	if (hlo_mc_attrstring(c, o, from, to, "mhlo.sharding", &sh, &shl)) {
		sputs(&attrs, ", sharding=");
		if (hlo_mc_putsharding(c, o->off, sh, shl, &attrs) < 0)
			return free(attrs.s), -1;
	}
	{
		/* mhlo.frontend_attributes = {k = "v", ...}: frontend_attributes={k="v"} */
		uint32_t f, t2;
		if (hlo_mc_attrspan(c, o, "mhlo.frontend_attributes", &f, &t2)) {
			sputs(&attrs, ", frontend_attributes={");
			for (uint32_t k = f, first = 1; k + 2 < o->n && k < t2 + 8; k++) {
				if (o->pc[k].kind == '}' && o->pc[k].depth == o->pc[f].depth)
					break;
				if ((o->pc[k].kind == ID || o->pc[k].kind == STRING) && o->pc[k + 1].kind == '=' &&
				    o->pc[k + 2].kind == STRING) {
					const char *key = ptext(c, &o->pc[k]);
					uint32_t kl = o->pc[k].len;
					if (o->pc[k].kind == STRING)
						key++, kl -= 2;
					hlo_mc_sprintf_(&attrs, "%s%.*s=%.*s", first ? "" : ",", (int)kl, key, (int)o->pc[k + 2].len,
					         ptext(c, &o->pc[k + 2]));
					first = 0;
				}
			}
			sputs(&attrs, "}");
		}
	}
	if (hlo_mc_attrstring(c, o, from, to, "has_side_effect", &sh, &shl) && shl == 4 && !memcmp(sh, "true", 4))
		sputs(&attrs, ", custom_call_has_side_effect=true");
	if (hlo_mc_attrstring(c, o, from, to, "api_version", &sh, &shl))
		hlo_mc_sprintf_(&attrs, ", api_version=API_VERSION_%s",
		         *sh == '1' ? "ORIGINAL" : *sh == '2' ? "STATUS_RETURNING" : *sh == '3' ? "STATUS_RETURNING_UNIFIED" : "TYPED_FFI");
	/* output_operand_aliases: output {i} shares operand k's buffer */
	{
		struct sbuf al = {0};
		for (uint32_t k = 0; k < o->n; k++) {
			const struct mpiece *x = &o->pc[k];
			const char *s = ptext(c, x), *e = s + x->len, *q;
			int64_t out[8], opnd = 0, no = 0;
			if (x->kind != BLOB || x->len < 33 || memcmp(s, "#stablehlo.output_operand_alias<", 32))
				continue;
			q = strstr(s, "output_tuple_indices");
			if (q && q < e)
				for (q = strchr(q, '['); q && q < e && *q != ']'; q++)
					if (isdigit((unsigned char)*q) && no < 8) {
						char *r;
						out[no++] = strtoll(q, &r, 10);
						q = r - 1;
					}
			q = strstr(s, "operand_index");
			if (q && q < e)
				opnd = strtoll(strchr(q, '=') + 1, NULL, 10);
			sputs(&al, al.n ? ", {" : "{");
			for (int64_t j = 0; j < no; j++)
				hlo_mc_sprintf_(&al, j ? ",%" PRId64 : "%" PRId64, out[j]);
			hlo_mc_sprintf_(&al, "}: (%" PRId64 ", {})", opnd);
		}
		if (al.n)
			hlo_mc_sprintf_(&attrs, ", output_to_operand_aliasing={%s}", al.s);
		free(al.s);
	}
	/* operand_layouts and result_layouts: HLO's operand_layout_constraints
	 * and the result shapes' layouts (ExportXlaOp(CustomCallOp) passes
	 * them to xla::CustomCallWithLayout; XLA's translate test
	 * export.mlir: operand_layout_constraints={f32[2,3]{0,1}, ...}) */
	nol = layoutsof(c, o, "operand_layouts", ol, 16);
	nrl = layoutsof(c, o, "result_layouts", rl, 16);
	if (nol && nol == nv) {
		sputs(&attrs, ", operand_layout_constraints={");
		for (uint32_t k = 0; k < nv; k++) {
			char *w = laidout(v[k]->shape, ol[k]);
			hlo_mc_sprintf_(&attrs, "%s%s", k ? ", " : "", w);
			free(w);
		}
		sputs(&attrs, "}");
	}
	rc = nrl ? laidoutcall(c, o, v, nv, attrs.s, rl, nrl) : 1;
	if (rc == 1)
		rc = hlo_mc_simple(c, o, "custom-call", "custom-call", v, nv, attrs.s);
	free(attrs.s);
	return rc;
}

/* a dense<...> that gives one value for all elements: no '[' and not
 * a hex string */
/* a list whose elements are all written alike, dense<[[1, 1], [1, 1]]>:
 * MLIR stores it as a splat (DenseElementsAttr::get), and XLA's export
 * makes it the splat's broadcast scalar.  Complex pairs are not compared */
static int samelist(const char *p, const char *e)
{
	const char *first = NULL;
	size_t flen = 0;

	while (p < e && *p != '>') {
		const char *t;
		if (*p == '[' || *p == ']' || *p == ',' || *p == ' ' || *p == '\n' || *p == '\t') {
			p++;
			continue;
		}
		if (*p == '(')
			return 0;
		for (t = p; t < e && *t != ',' && *t != ']' && *t != '>' && *t != ' ' && *t != '\n'; t++)
			;
		if (!first) {
			first = p;
			flen = (size_t)(t - p);
		} else if ((size_t)(t - p) != flen || memcmp(p, first, flen)) {
			return 0;
		}
		p = t;
	}
	return first != NULL;
}

int hlo_mc_splat(const struct mconv *c, const struct mop *o)
{
	for (uint32_t k = 0; k < o->n; k++) {
		const struct mpiece *x = &o->pc[k];
		const char *s = ptext(c, x);
		if (x->kind != BLOB || x->len < 7 || memcmp(s, "dense<", 6))
			continue;
		if (s[6] == '"')
			return 0;
		return !memchr(s, '[', x->len) || samelist(s + 6, s + x->len);
	}
	return 0;
}

/* the number of elements of an HLO array shape text */
uint64_t hlo_mc_elements(const char *shape)
{
	const char *p = strchr(shape, '[');
	uint64_t n = 1;

	for (p = p ? p + 1 : ""; *p && *p != ']';) {
		char *q;
		uint64_t d = strtoull(*p == '<' ? p + 2 : p, &q, 10);
		n = d && n > UINT64_MAX / d ? UINT64_MAX : n * d;
		p = *q == ',' ? q + 1 : q;
		if (*q != ',')
			break;
	}
	return n;
}

/* chlo.top_k(%x, k = K): HLO's topk, a tuple of the values and their s32
 * indices, read through get-tuple-element (XLA's translate test
 * hlo/translate/tests/chlo.mlir: chlo.top_k(%arg, k=8) of tensor<16x16xf32>
 * is (f32[16,8], s32[16,8]) topk(%arg), k=8, largest=true; so is the
 * before_optimizations dump of tools/truth's cumsum-sort program) */
int hlo_mc_convtopk(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	static const char *const k[] = {"k", NULL};
	char a[64];

	if (nv != 1)
		return hlo_mc_fail(c, o->off, "chlo.top_k takes one operand and gives values and indices");
	snprintf(a, sizeof a, "k=%" PRId64 ", largest=true", hlo_mc_intvalue(c, o, k, 1));
	return hlo_mc_simple(c, o, "topk", "topk", v, nv, a);
}

/* the dimensions of an HLO array shape "f32[8,<=16]{1,0}": *n of them */
static int shapedims(const char *shape, int64_t *d, uint32_t max, uint32_t *n)
{
	const char *p = strchr(shape, '[');

	*n = 0;
	if (!p)
		return -1;
	for (p++; *p && *p != ']';) {
		char *q;
		if (*p == '<' && p[1] == '=')
			p += 2;
		if (*n >= max || !isdigit((unsigned char)*p))
			return -1;
		d[(*n)++] = strtoll(p, &q, 10);
		p = *q == ',' ? q + 1 : q;
	}
	return 0;
}

/* an einsum config with its ellipses written out: "...ab,...bc->...ac"
 * over operands of ranks rx, ry becomes letters, each "..." the dims its
 * operand has beyond its letters, aligned to the right as NumPy does (the
 * output's "..." the longer of the two), named by characters no letter
 * uses; 0, or -1 with a reason */
static int einsumexpand(const char *cfg, uint32_t cl, uint32_t rx, uint32_t ry, char *out, size_t cap,
			const char **why)
{
	static const char pool[] = "0123456789!#$%&*+/<=?@^_|~";
	const char *arrow = NULL, *e = cfg + cl, *part[3], *pend[3];
	uint32_t rank[2] = {rx, ry}, ell[2] = {0, 0}, most = 0, n = 0;

	*why = "a config of the form \"ab,bc->ac\" is read";
	for (const char *q = cfg; q + 1 < e && !arrow; q++)
		if (q[0] == '-' && q[1] == '>')
			arrow = q;
	if (!arrow || !memchr(cfg, ',', (size_t)(arrow - cfg)))
		return -1;
	part[0] = cfg;
	pend[0] = memchr(cfg, ',', (size_t)(arrow - cfg));
	part[1] = pend[0] + 1;
	pend[1] = arrow;
	part[2] = arrow + 2;
	pend[2] = e;
	/* each part: letters, and at most one "..." */
	for (int k = 0; k < 3; k++) {
		uint32_t letters = 0, dots = 0;
		for (const char *q = part[k]; q < pend[k]; q++) {
			if (isalpha((unsigned char)*q)) {
				letters++;
			} else if (*q == '.' && pend[k] - q >= 3 && q[1] == '.' && q[2] == '.' && !dots) {
				dots = 1;
				q += 2;
			} else {
				return -1;
			}
		}
		if (k == 2)
			break;
		if (dots ? letters > rank[k] : letters != rank[k])
			return (*why = "the config's letters do not match the operands' ranks"), -1;
		ell[k] = dots ? rank[k] - letters : 0;
		if (ell[k] > most)
			most = ell[k];
	}
	if (most >= sizeof pool)
		return (*why = "an ellipsis of more dimensions than are read"), -1;
	/* written out: an operand's ellipsis dims are the last of the
	 * output's (right-aligned) */
	for (int k = 0; k < 3; k++) {
		uint32_t el = k < 2 ? ell[k] : most;
		for (const char *q = part[k]; q < pend[k]; q++) {
			if (*q == '.') {
				for (uint32_t j = most - el; j < most; j++) {
					if (n + 1 >= cap)
						return -1;
					out[n++] = pool[j];
				}
				q += 2;
				continue;
			}
			if (n + 1 >= cap)
				return -1;
			out[n++] = *q;
		}
		if (n + 3 >= cap)
			return -1;
		if (k == 0)
			out[n++] = ',';
		else if (k == 1)
			out[n++] = '-', out[n++] = '>';
	}
	out[n] = 0;
	return 0;
}

/* operand x of an einsum with the dims of its letters that neither the
 * other operand nor the output has summed away first, as xla::Einsum does
 * (xla/hlo/builder/lib/matrix.cc: a Reduce with an add computation over
 * those dims before the dot); *letters loses them, *tv is the reduced
 * value (its shape and name in mem).  0 when none is, 1 when reduced, -1
 * on error */
static int einsumsum(struct mconv *c, const struct mop *o, const struct mval *x, char *letters, const char *other,
		     const char *out, struct mval *tv, struct sbuf *shape, char *name, size_t cap)
{
	int64_t dims[64], red[64];
	uint32_t rank, nr = 0, keep = 0, comp;
	char *elem[1], zname[96], attrs[256], *et;
	struct sbuf b = {0};
	const char *opnd[2];

	if (shapedims(x->shape, dims, 64, &rank) < 0 || rank != strlen(letters))
		return hlo_mc_fail(c, o->off, "einsum: the config's letters do not match the operands' ranks");
	for (uint32_t i = 0; i < rank; i++)
		if (!strchr(other, letters[i]) && !strchr(out, letters[i]))
			red[nr++] = i;
	if (!nr)
		return 0;
	et = hlo_mc_scalarof(x->shape);
	elem[0] = et;
	comp = reducer(c, "add", 3, elem, 1, o->off);
	if (comp == HLO_NONE) {
		free(et);
		return -1;
	}
	snprintf(zname, sizeof zname, "constant.%" PRIu64, ++c->counter);
	hlo_mc_sprintf_(&b, "%%%s = %s constant(%s)", zname, et, !strncmp(et, "pred", 4) ? "false" : "0");
	hlo_mc_addinstr(c, curregion(c)->comp, b.s, 0, 0);
	et[strlen(et) - 2] = 0;
	sputs(shape, et);
	free(et);
	for (uint32_t i = 0, r = 0; i < rank; i++) {
		if (r < nr && red[r] == (int64_t)i) {
			r++;
			continue;
		}
		sputs(shape, keep ? "," : "[");
		hlo_mc_sputint(shape, dims[i]);
		letters[keep++] = letters[i];
	}
	sputs(shape, keep ? "]" : "[]");
	letters[keep] = 0;
	{
		struct sbuf a;
		sbufon(&a, attrs, sizeof attrs);
		sputs(&a, "dimensions=");
		hlo_mc_intlist(&a, red, nr);
		hlo_mc_sprintf_(&a, ", to_apply=%%%s", c->comps[comp].name);
		hlo_mc_addcall(c, curregion(c)->comp, comp);
		opnd[0] = hlo_mc_valname(x);
		opnd[1] = zname;
		hlo_mc_emit(c, o, "reduce", shape->s, "reduce", opnd, 2, a.s, name, cap);
		sfree(&a);
	}
	tv->hlo = name;
	tv->shape = shape->s;
	return 1;
}

/* stablehlo.einsum %x, %y, config = "ab,bc->ac": XLA's export calls
 * xla::Einsum (xla/hlo/builder/lib/matrix.cc), a dot_general whose batch
 * dimensions are the letters of both operands and the output, its
 * contracting ones those of both operands only, its result (batch, x's
 * own, y's own) transposed to the output's order.  A letter of one
 * operand alone is summed away before the dot (einsumsum); an ellipsis
 * stands for the dims its operand has beyond its letters (einsumexpand),
 * read where the two operands' ellipsis dims are the same sizes (a size-1
 * dim broadcast against another is not read yet, nor a letter twice in
 * one operand, a diagonal).  unary_einsum is refused as XLA's export
 * refuses it (ExportXlaOp(UnaryEinsumOp): "always lowered to the EinsumOp
 * with two operands") */
int hlo_mc_conveinsum(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	const char *cfg, *arrow, *comma, *why;
	uint32_t cl, nx, ny, nout, nd = 0, rank[2];
	int64_t dims[2][64], lb[64], rb[64], lc[64], rc_[64], size[64];
	uint32_t nb = 0, nc = 0, perm[64];
	char nat[64], attrs[512], mem[256], dname[128], ec[200], xl[80], yl[80], rname[2][128];
	struct sbuf b, shape = {0}, rshape[2] = {{0}, {0}};
	struct mval rv[2] = {{0}, {0}};
	const struct mval *ov[2];
	int same = 1, rc;

	if (nv != 2 || (!hlo_mc_attrstring(c, o, 0, o->n, "einsum_config", &cfg, &cl) &&
	                !hlo_mc_attrstring(c, o, 0, o->n, "config", &cfg, &cl)))
		return hlo_mc_fail(c, o->off, "einsum: expected two operands and its config");
	if (shapedims(v[0]->shape, dims[0], 64, &rank[0]) < 0 || shapedims(v[1]->shape, dims[1], 64, &rank[1]) < 0)
		return hlo_mc_fail(c, o->off, "einsum: the config's letters do not match the operands' ranks");
	if (einsumexpand(cfg, cl, rank[0], rank[1], ec, sizeof ec, &why) < 0)
		return hlo_mc_fail(c, o->off, "einsum: %s", why);
	comma = strchr(ec, ',');
	arrow = strstr(ec, "->");
	nx = (uint32_t)(comma - ec);
	ny = (uint32_t)(arrow - comma - 1);
	if (nx >= sizeof xl || ny >= sizeof yl)
		return hlo_mc_fail(c, o->off, "einsum: the config's letters do not match the operands' ranks");
	memcpy(xl, ec, nx);
	xl[nx] = 0;
	memcpy(yl, comma + 1, ny);
	yl[ny] = 0;
	for (uint32_t i = 0; i < nx; i++)
		if (memchr(xl, xl[i], i))
			return hlo_mc_fail(c, o->off, "einsum: a letter twice in one operand (a diagonal) is not read yet");
	for (uint32_t i = 0; i < ny; i++)
		if (memchr(yl, yl[i], i))
			return hlo_mc_fail(c, o->off, "einsum: a letter twice in one operand (a diagonal) is not read yet");
	/* letters of one operand alone: summed away first */
	ov[0] = v[0];
	ov[1] = v[1];
	for (int k = 0; k < 2; k++) {
		char *l = k ? yl : xl;
		const char *other = k ? xl : yl;
		int r = einsumsum(c, o, v[k], l, other, arrow + 2, &rv[k], &rshape[k], rname[k], sizeof rname[k]);
		if (r < 0) {
			free(rshape[0].s);
			free(rshape[1].s);
			return -1;
		}
		if (r)
			ov[k] = &rv[k];
	}
	v = ov;
	nx = (uint32_t)strlen(xl);
	ny = (uint32_t)strlen(yl);
	nout = (uint32_t)strlen(arrow + 2);
	if (shapedims(v[0]->shape, dims[0], 64, &rank[0]) < 0 || shapedims(v[1]->shape, dims[1], 64, &rank[1]) < 0 ||
	    rank[0] != nx || rank[1] != ny || nout > 64) {
		free(rshape[0].s);
		free(rshape[1].s);
		return hlo_mc_fail(c, o->off, "einsum: the config's letters do not match the operands' ranks");
	}
	{
		const char *x = xl, *y = yl, *out = arrow + 2;
		/* batch: in x, y and the output, in x's order */
		for (uint32_t i = 0; i < nx; i++) {
			const char *iny = memchr(y, x[i], ny), *ino = memchr(out, x[i], nout);
			if (iny && dims[0][i] != dims[1][iny - y]) {
				free(rshape[0].s);
				free(rshape[1].s);
				return hlo_mc_fail(c, o->off, "einsum: dimension '%c' has two sizes (%" PRId64 " and %" PRId64
				            "; a size-1 dimension broadcast is not read yet)", x[i], dims[0][i], dims[1][iny - y]);
			}
			if (iny && ino) {
				lb[nb] = i, rb[nb] = iny - y, size[nd] = dims[0][i], nat[nd++] = x[i], nb++;
			} else if (iny) {
				lc[nc] = i, rc_[nc] = iny - y, nc++;
			}
		}
		for (uint32_t i = 0; i < nx; i++)
			if (!memchr(y, x[i], ny))
				size[nd] = dims[0][i], nat[nd++] = x[i];
		for (uint32_t i = 0; i < ny; i++) {
			if (memchr(x, y[i], nx))
				continue;
			size[nd] = dims[1][i], nat[nd++] = y[i];
		}
		if (nd != nout) {
			free(rshape[0].s);
			free(rshape[1].s);
			return hlo_mc_fail(c, o->off, "einsum: the output's letters are not those of the operands");
		}
		for (uint32_t i = 0; i < nout; i++) {
			const char *at = memchr(nat, out[i], nd);
			if (!at) {
				free(rshape[0].s);
				free(rshape[1].s);
				return hlo_mc_fail(c, o->off, "einsum: the output's letters are not those of the operands");
			}
			perm[i] = (uint32_t)(at - nat);
			same &= perm[i] == i;
		}
	}
	{
		/* the result type the op declares is the config's */
		struct sig s;
		struct sbuf decl = {0};
		int64_t dd[64];
		uint32_t dn = 0;
		int ok;
		hlo_mc_signature(c, o, &s);
		ok = s.found && s.nout == 1 && hlo_mc_oneshape(c, o, &s, &decl) == 0 && shapedims(decl.s, dd, 64, &dn) == 0 &&
		     dn == nout;
		for (uint32_t i = 0; ok && i < nout; i++)
			ok = dd[i] == size[perm[i]];
		free(decl.s);
		if (!ok) {
			free(rshape[0].s);
			free(rshape[1].s);
			return hlo_mc_fail(c, o->off, "einsum: the result type is not the one its config and operands give");
		}
	}
	sbufon(&b, attrs, sizeof attrs);
	sputs(&b, "lhs_batch_dims=");
	hlo_mc_intlist(&b, lb, nb);
	sputs(&b, ", lhs_contracting_dims=");
	hlo_mc_intlist(&b, lc, nc);
	sputs(&b, ", rhs_batch_dims=");
	hlo_mc_intlist(&b, rb, nb);
	sputs(&b, ", rhs_contracting_dims=");
	hlo_mc_intlist(&b, rc_, nc);
	if (same) {
		rc = hlo_mc_simple(c, o, "dot", "dot", v, nv, b.s);
		sfree(&b);
		free(rshape[0].s);
		free(rshape[1].s);
		return rc;
	}
	{
		/* the dot in its own order, of the result's element type, then
		 * the transpose to the output's */
		struct sig s;
		char *et;
		const char *opnd[2] = {hlo_mc_valname(v[0]), hlo_mc_valname(v[1])};
		struct mval tv = {0};
		const struct mval *tvp[1] = {&tv};
		int64_t pv[64];
		hlo_mc_signature(c, o, &s);
		if (!s.found || s.nout != 1 || hlo_mc_oneshape(c, o, &s, &shape) < 0) {
			sfree(&b);
			free(shape.s);
			free(rshape[0].s);
			free(rshape[1].s);
			return hlo_mc_fail(c, o->off, "expected the op's type after ':'");
		}
		et = hlo_mc_scalarof(shape.s);
		et[strlen(et) - 2] = 0;
		free(shape.s);
		shape = (struct sbuf){0};
		sputs(&shape, et);
		free(et);
		for (uint32_t i = 0; i < nd; i++) {
			sputs(&shape, i ? "," : "[");
			hlo_mc_sputint(&shape, size[i]);
		}
		sputs(&shape, nd ? "]" : "[]");
		hlo_mc_emit(c, o, "dot", shape.s, "dot", opnd, 2, b.s, dname, sizeof dname);
		sfree(&b);
		for (uint32_t i = 0; i < nout; i++)
			pv[i] = perm[i];
		sbufon(&b, mem, sizeof mem);
		sputs(&b, "dimensions=");
		hlo_mc_intlist(&b, pv, nout);
		tv.hlo = dname;
		tv.shape = shape.s;
		rc = hlo_mc_simple(c, o, "transpose", "transpose", tvp, 1, b.s);
		sfree(&b);
		free(shape.s);
		free(rshape[0].s);
		free(rshape[1].s);
		return rc;
	}
}
