/* mlirops.c: the op table: each StableHLO, CHLO, MHLO, Shardy, func and
 * arith op by name to its HLO opcode or its rule (one function each), the
 * checks before an op is converted, and the end of an op and of a region. */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirconv.h"

/* is the op the one named (several ops share a rule) */
#define IS(lit) (cx->n == sizeof(lit) - 1 && !memcmp(cx->name, lit, cx->n))

/* the literal of a small dense<...> constant as HLO writes one: its text
 * if at most 256 bytes of numbers, words, '(', ')', ',' and ':' (no
 * hex string, no escapes), MLIR's [..] nesting as HLO's {..}; else "" */
static void smalllit(const struct mconv *c, const struct mop *o, char *out, size_t cap)
{
	out[0] = 0;
	for (uint32_t k = 0; k < o->n; k++) {
		const struct mpiece *x = &o->pc[k];
		const char *s = ptext(c, x);
		size_t n, j;
		if (x->kind != BLOB || x->len < 8 || memcmp(s, "dense<", 6) || s[x->len - 1] != '>')
			continue;
		n = x->len - 7;
		if (n == 0 || n >= cap || n > 256)
			return;
		for (j = 0; j < n; j++) {
			char ch = s[6 + j];
			if (ch == '[' || ch == ']')
				ch = ch == '[' ? '{' : '}';
			else if (!isalnum((unsigned char)ch) && !strchr("-+._ ,:()", ch)) {
				out[0] = 0;
				return;
			}
			out[j] = ch;
		}
		out[n] = 0;
		return;
	}
}

/* a list literal {{v, v}, {v, v}} cut to its first element v, in place */
static void firstelement(char *lit)
{
	size_t from = strspn(lit, "{ "), n = strcspn(lit + from, ",} ");

	memmove(lit, lit + from, n);
	lit[n] = 0;
}

/* a constant of HLO shape `shape` (its values never copied but for a
 * small literal, smalllit; {...} when not known, for a scalar too: never
 * a made-up value CSE could take for another's), named in cname: a splat
 * of more elements than
 * one is a scalar constant broadcast (XLA's export.mlir: dense<1> :
 * tensor<10xi32> is s32[] constant(1) and s32[10] broadcast) */
static void constof(struct mconv *c, const struct mop *o, const char *shape, int splatted, char *cname, size_t cap)
{
	struct sbuf b = {0};
	int scalar = strstr(shape, "[]") != NULL;
	char *et = hlo_mc_scalarof(shape), lit[260];
	uint64_t loc;
	uint32_t loclen;

	hlo_mc_oploc(c, o, &loc, &loclen);
	smalllit(c, o, lit, sizeof lit);
	/* a list of equal elements is a splat (DenseElementsAttr keeps one
	 * value, and MLIR prints it as dense<v>): its one value */
	if (splatted && lit[0] == '{')
		firstelement(lit);
	/* one constant op per value and type in a computation (mlirfold.c) */
	if ((scalar || splatted) && hlo_mc_splatlit(lit)) {
		hlo_mc_splatconst(c, o, shape, lit, cname, cap);
		free(et);
		return;
	}
	snprintf(cname, cap, "constant.%" PRIu64, ++c->counter);
	if (!scalar && splatted && hlo_mc_elements(shape) > 1) {
		const char *opnd[1] = {cname};
		char bname[128];
		hlo_mc_sprintf_(&b, "%%%s = %s constant(%s)", cname, et, lit[0] ? lit : "{...}");
		hlo_mc_addinstr(c, curregion(c)->comp, b.s, loc, loclen);
		hlo_mc_emit(c, o, "broadcast", shape, "broadcast", opnd, 1, "dimensions={}", bname, sizeof bname);
		snprintf(cname, cap, "%s", bname);
	} else {
		hlo_mc_sprintf_(&b, "%%%s = %s constant(%s)", cname, shape,
		         lit[0] && (scalar || lit[0] == '{') ? lit : "{...}");
		hlo_mc_addinstr(c, curregion(c)->comp, b.s, loc, loclen);
	}
	free(et);
}

/* a constant, or chlo.constant_like %x {value = v} (a splat of v in the
 * result type: chlo_legalize_to_stablehlo turns it into one when the
 * shape is static) */
static int constop(struct mconv *c, const struct mop *o, int splatted)
{
	int rc;
	struct sig s;
	char *shapes[1], cname[128];
	uint32_t ns;
	struct sbuf whole = {0};
	hlo_mc_signature(c, o, &s);
	if (!s.found || s.nout != 1 || hlo_mc_resultshapes(c, o, &s, shapes, &ns, &whole) < 0)
		return free(whole.s), hlo_mc_fail(c, o->off, "expected the constant's type");
	constof(c, o, shapes[0], splatted, cname, sizeof cname);
	rc = hlo_mc_results(c, o, cname, shapes, 1);
	hlo_mc_freeshapes(shapes, ns);
	free(whole.s);
	return rc;
}

static int op_constant(struct opx *cx)
{
	return constop(cx->c, cx->o, hlo_mc_splat(cx->c, cx->o));
}

/* a compare's direction: a word of the pretty form, or the generic
 * form's #stablehlo<comparison_direction ...>; NULL if none */
const char *hlo_mc_direction(const struct mconv *c, const struct mop *o)
{
	static const char *const dirs[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};

	for (uint32_t k = 0; k < o->n; k++)
		for (int j = 0; j < 6; j++) {
			const struct mpiece *x = &o->pc[k];
			const char *s = ptext(c, x);
			if ((x->kind == ID && piseq(c, x, dirs[j])) ||
			    (x->kind == BLOB && x->len > 30 && !memcmp(s, "#stablehlo<comparison_direction", 31) &&
			     hlo_mc_inpiece(s, x->len, dirs[j])))
				return dirs[j];
		}
	return NULL;
}

static int op_compare(struct opx *cx)
{
	const char *dir = hlo_mc_direction(cx->c, cx->o);

	hlo_mc_sprintf_(&cx->attrs, "direction=%s", dir ? dir : "EQ");
	return hlo_mc_simple(cx->c, cx->o, "compare", "compare", cx->v, cx->nv, cx->attrs.s);
}

/* ops whose one HLO attribute is a list of integers read from the op
 * under one of a few names: the HLO opcode, those names, the HLO
 * attribute, and what it is when the op has none */
static const struct dimsrule {
	const char *name, *opcode;
	const char *keys[4];
	const char *hlo, *none;
} dimsrules[] = {
	{"broadcast_in_dim", "broadcast", {"dims", "broadcast_dimensions", NULL}, "dimensions", "dimensions={}"},
	{"transpose", "transpose", {"dims", "permutation", "dimensions", NULL}, "dimensions", NULL},
	{"reverse", "reverse", {"dims", "permutation", "dimensions", NULL}, "dimensions", NULL},
	{"concatenate", "concatenate", {"dim", "dimension", NULL}, "dimensions", NULL},
	{"dynamic_slice", "dynamic-slice", {"sizes", "slice_sizes", NULL}, "dynamic_slice_sizes", NULL},
};

static int op_dims(struct opx *cx)
{
	for (size_t k = 0; k < sizeof dimsrules / sizeof dimsrules[0]; k++) {
		const struct dimsrule *r = &dimsrules[k];
		if (strlen(r->name) != cx->n || memcmp(r->name, cx->name, cx->n))
			continue;
		if (!hlo_mc_intattr(cx->c, cx->o, r->keys, &cx->attrs, r->hlo) && r->none)
			sputs(&cx->attrs, r->none);
		return hlo_mc_simple(cx->c, cx->o, r->opcode, r->opcode, cx->v, cx->nv, cx->attrs.s);
	}
	return hlo_mc_fail(cx->c, cx->o->head, "'%.*s' is not supported yet", (int)cx->n, cx->name);
}

/* the dimensions of an HLO shape's text ("f32[256,1]"): how many (at
 * most max), -1 if any is bounded (<=N) or the text is no plain array */
static int textdims(const char *shape, int64_t *d, int max)
{
	const char *p = strchr(shape, '[');
	int n = 0;

	if (!p || strchr(shape, '(') || strchr(shape, '<'))
		return -1;
	for (p++; *p != ']';) {
		char *q;
		if (n == max || !isdigit((unsigned char)*p))
			return -1;
		d[n++] = (int64_t)strtoll(p, &q, 10);
		p = *q == ',' ? q + 1 : q;
		if (*q != ',' && *q != ']')
			return -1;
	}
	return n;
}

static int sorted(const int64_t *d, uint32_t n)
{
	for (uint32_t k = 1; k < n; k++)
		if (d[k] <= d[k - 1])
			return 0;
	return 1;
}

/* the element type of scalar shape et ("f32[]") with dimensions d as
 * HLO shape text */
static void putshape(struct sbuf *b, const char *et, const int64_t *d, int n)
{
	hlo_mc_sprintf_(b, "%.*s[", (int)(strlen(et) - 2), et);
	for (int k = 0; k < n; k++)
		hlo_mc_sprintf_(b, "%s%" PRId64, k ? "," : "", d[k]);
	sputs(b, "]");
}

/* broadcast_in_dim: ExportXlaOp(BroadcastInDimOp) calls
 * XlaBuilder::BroadcastInDim (xla_builder.cc), which broadcasts the
 * operand to the result's dimensions with the operand's own sizes in
 * place (InDimBroadcast), and when a size-1 operand dimension is
 * stretched adds AddBroadcastSequence: a reshape dropping those
 * dimensions, then a broadcast to the result.  XLA's translate test
 * stablehlo_prepare_for_export.mlir writes the sequence out; the
 * before_optimizations dump of jax.grad of a layer norm shows it for
 * tensor<256x1xf32> -> tensor<256x512xf32>: f32[256,1] broadcast,
 * f32[256] reshape, f32[256,512] broadcast, dimensions={0} */
static int op_broadcast_in_dim(struct opx *cx)
{
	static const char *const keys[] = {"dims", "broadcast_dimensions", NULL};
	struct mconv *c = cx->c;
	struct sig s;
	struct sbuf whole = {0}, sh = {0}, at = {0};
	int64_t od[64], rd[64], bd[64], in[64], kept[64], keptdim[64];
	int nod, nrd, nkept = 0, degenerate = 0, ordered, rc;
	uint32_t nbd = 0, from, to;
	char n1[128], n2[128], *et, *shapes[1];
	const char *opnd[1];

	for (const char *const *k = keys; *k && !nbd; k++)
		if (hlo_mc_attrspan(c, cx->o, *k, &from, &to))
			nbd = hlo_mc_ints(c, cx->o, from, to, bd, 64);
	hlo_mc_signature(c, cx->o, &s);
	if (cx->nv != 1 || !s.found || s.nout != 1 || hlo_mc_oneshape(c, cx->o, &s, &whole) < 0) {
		free(whole.s);
		return op_dims(cx);
	}
	nod = textdims(cx->v[0]->shape, od, 64);
	nrd = textdims(whole.s, rd, 64);
	/* (unsorted dimensions are a transpose first, StablehloPrepareForHloExport:
	 * not made here, the broadcast stays one) */
	ordered = nod >= 0 && nrd >= 0 && (uint32_t)nod == nbd && sorted(bd, nbd) &&
	          (!nbd || (bd[0] >= 0 && bd[nbd - 1] < nrd));
	if (ordered) {
		memcpy(in, rd, (size_t)nrd * sizeof *in);
		for (int k = 0; k < nod; k++) {
			in[bd[k]] = od[k];
			degenerate |= od[k] != rd[bd[k]];
		}
	}
	/* the same elements, dimensions in order: a reshape (MHLO's
	 * BroadcastInDimSimplifier, hlo_ops.cc; the before_optimizations
	 * dumps show f32[256] -> f32[256,1] and f32[] -> f32[1,1] so) */
	if (ordered && hlo_mc_elements(cx->v[0]->shape) == hlo_mc_elements(whole.s)) {
		hlo_mc_reshapeof(c, cx->o, cx->v[0], whole.s, n1, sizeof n1);
		shapes[0] = whole.s;
		rc = hlo_mc_results(c, cx->o, n1, shapes, 1);
		free(whole.s);
		return rc;
	}
	if (!degenerate) {
		free(whole.s);
		return op_dims(cx);
	}
	et = hlo_mc_scalarof(whole.s);
	/* the broadcast in place, the operand's sizes kept */
	putshape(&sh, et, in, nrd);
	hlo_mc_intlist(&at, bd, nbd);
	opnd[0] = hlo_mc_valname(cx->v[0]);
	hlo_mc_sprintf_(&cx->attrs, "dimensions=%s", at.s);
	hlo_mc_emit(c, cx->o, "broadcast", sh.s, "broadcast", opnd, 1, cx->attrs.s, n1, sizeof n1);
	/* the reshape dropping the stretched size-1 dimensions */
	for (int j = 0; j < nrd; j++)
		if (in[j] == rd[j]) {
			keptdim[nkept] = j;
			kept[nkept++] = in[j];
		}
	sh.n = 0;
	putshape(&sh, et, kept, nkept);
	opnd[0] = n1;
	hlo_mc_emit(c, cx->o, "reshape", sh.s, "reshape", opnd, 1, "", n2, sizeof n2);
	/* the broadcast to the result */
	at.n = 0;
	hlo_mc_intlist(&at, keptdim, (uint32_t)nkept);
	cx->attrs.n = 0;
	hlo_mc_sprintf_(&cx->attrs, "dimensions=%s", at.s);
	opnd[0] = n2;
	hlo_mc_emit(c, cx->o, "broadcast", whole.s, "broadcast", opnd, 1, cx->attrs.s, n1, sizeof n1);
	shapes[0] = whole.s;
	rc = hlo_mc_results(c, cx->o, n1, shapes, 1);
	free(et);
	free(sh.s);
	free(at.s);
	free(whole.s);
	return rc;
}

/* broadcast (stablehlo's and mhlo's): the operand's dimensions become the
 * result's last ones, after the broadcast_sizes.  ExportXlaOp(BroadcastOp)
 * calls xla::Broadcast, which makes them the trailing dimensions
 * (XlaBuilder::Broadcast: dimensions from broadcast_sizes.size() on);
 * XLA's translate test multiple_return_tuple.mlir: s32[4] broadcast by
 * [1,2,3] is `broadcast(...), dimensions={3}` */
static int op_broadcast(struct opx *cx)
{
	static const char *const keys[] = {"broadcast_sizes", "sizes", NULL};
	int64_t sizes[64];
	uint32_t nsizes = 0, from, to, rank;

	if (cx->nv != 1)
		return hlo_mc_fail(cx->c, cx->o->head, "broadcast takes one operand");
	for (const char *const *k = keys; *k; k++)
		if (hlo_mc_attrspan(cx->c, cx->o, *k, &from, &to)) {
			nsizes = hlo_mc_ints(cx->c, cx->o, from, to, sizes, 64);
			break;
		}
	rank = hlo_mc_textrank(cx->v[0]->shape);
	sputs(&cx->attrs, "dimensions={");
	for (uint32_t j = 0; j < rank; j++)
		hlo_mc_sprintf_(&cx->attrs, "%s%" PRIu32, j ? "," : "", nsizes + j);
	sputs(&cx->attrs, "}");
	return hlo_mc_simple(cx->c, cx->o, "broadcast", "broadcast", cx->v, cx->nv, cx->attrs.s);
}

static int op_iota(struct opx *cx)
{
	static const char *const k[] = {"dim", "iota_dimension", NULL};
	hlo_mc_sprintf_(&cx->attrs, "iota_dimension=%" PRId64, hlo_mc_intvalue(cx->c, cx->o, k, 0));
	return hlo_mc_simple(cx->c, cx->o, "iota", "iota", cx->v, cx->nv, cx->attrs.s);
}

static int op_slice(struct opx *cx)
{
	if (hlo_mc_sliceattr(cx->c, cx->o, &cx->attrs) < 0)
		return hlo_mc_fail(cx->c, cx->o->off, "slice without its bounds");
	return hlo_mc_simple(cx->c, cx->o, "slice", "slice", cx->v, cx->nv, cx->attrs.s);
}

static int op_dot_general(struct opx *cx)
{
	hlo_mc_dotattrs(cx->c, cx->o, &cx->attrs);
	return hlo_mc_simple(cx->c, cx->o, "dot", "dot", cx->v, cx->nv, cx->attrs.s);
}

static int op_dot(struct opx *cx)
{
	return hlo_mc_simple(cx->c, cx->o, "dot", "dot", cx->v, cx->nv, "lhs_contracting_dims={1}, rhs_contracting_dims={0}");
}

static int op_fft(struct opx *cx)
{
	static const char *const k[] = {"length", "fft_length", NULL};
	static const char *const types[] = {"IFFT", "RFFT", "IRFFT", "FFT"};
	const char *ft = "FFT";
	for (uint32_t j = 0; j < cx->o->n; j++)
		for (int t = 0; t < 4; t++)
			if ((cx->o->pc[j].kind == ID && piseq(cx->c, &cx->o->pc[j], types[t])) ||
			    (cx->o->pc[j].kind == BLOB && cx->o->pc[j].len > 20 &&
			     hlo_mc_inpiece(ptext(cx->c, &cx->o->pc[j]), cx->o->pc[j].len, types[t])))
				ft = types[t], j = cx->o->n, t = 4;
	hlo_mc_sprintf_(&cx->attrs, "fft_type=%s", ft);
	hlo_mc_intattr(cx->c, cx->o, k, &cx->attrs, "fft_length");
	return hlo_mc_simple(cx->c, cx->o, "fft", "fft", cx->v, cx->nv, cx->attrs.s);
}

static int op_reduce_precision(struct opx *cx)
{
	static const char *const e[] = {"exponent_bits", NULL}, *const m[] = {"mantissa_bits", NULL};
	int64_t eb = hlo_mc_intvalue(cx->c, cx->o, e, -1), mb = hlo_mc_intvalue(cx->c, cx->o, m, -1);
	for (uint32_t j = 0; j + 2 < cx->o->n && eb < 0; j++)
		if (cx->o->pc[j].kind == ID && piseq(cx->c, &cx->o->pc[j], "format") && cx->o->pc[j + 2].kind == ID) {
			long a = 0, b2 = 0;
			if (sscanf(ptext(cx->c, &cx->o->pc[j + 2]), "e%ldm%ld", &a, &b2) == 2)
				eb = a, mb = b2;
		}
	hlo_mc_sprintf_(&cx->attrs, "exponent_bits=%" PRId64 ", mantissa_bits=%" PRId64, eb, mb);
	return hlo_mc_simple(cx->c, cx->o, "reduce-precision", "reduce-precision", cx->v, cx->nv, cx->attrs.s);
}

static int op_get_tuple_element(struct opx *cx)
{
	static const char *const k[] = {"index", NULL};
	int64_t index = hlo_mc_intvalue(cx->c, cx->o, k, -1), n = -1;
	const char *from;
	size_t len;
	uint32_t af, at;
	int attr = hlo_mc_attrspan(cx->c, cx->o, "index", &af, &at);

	/* the pretty form, as JAX prints it: %t[1] */
	for (uint32_t j = 0; !attr && index < 0 && j + 2 < cx->o->n; j++)
		if (cx->o->pc[j].kind == '[' && cx->o->pc[j].depth == 0 && cx->o->pc[j + 1].kind == INT &&
		    cx->o->pc[j + 2].kind == ']')
			index = strtoll(cx->c->text + cx->o->pc[j + 1].off, NULL, 10);
	if (!attr && index < 0)
		index = 0;

	/* StableHLO's get_tuple_element (C1): 0 <= index < size(operand) */
	if (cx->nv == 1 && cx->v[0]->shape[0] == '(')
		for (n = 0; strcmp(cx->v[0]->shape, "()") && hlo_mc_tupleelem(cx->v[0]->shape, (uint32_t)n, &from, &len); n++)
			;
	if (n >= 0 && (index < 0 || index >= n))
		return hlo_mc_fail(cx->c, cx->o->off, "index %" PRId64 " is out of bounds of a tuple of %" PRId64 " elements "
		            "(StableHLO's get_tuple_element (C1))", index, n);
	hlo_mc_sprintf_(&cx->attrs, "index=%" PRId64, index);
	return hlo_mc_simple(cx->c, cx->o, "get-tuple-element", "get-tuple-element", cx->v, cx->nv, cx->attrs.s);
}

static int op_custom_call(struct opx *cx)
{
	return hlo_mc_convcustomcall(cx->c, cx->o, cx->v, cx->nv);
}

static int op_all_to_all(struct opx *cx)
{
	return hlo_mc_convalltoall(cx->c, cx->o, cx->v, cx->nv);
}

static int op_all_gather(struct opx *cx)
{
	static const char *const k[] = {"all_gather_dim", NULL};
	hlo_mc_channel(cx->c, cx->o, &cx->attrs);
	hlo_mc_replicagroups(cx->c, cx->o, &cx->attrs);
	hlo_mc_sprintf_(&cx->attrs, "%sdimensions={%" PRId64 "}", cx->attrs.n ? ", " : "", hlo_mc_intvalue(cx->c, cx->o, k, 0));
	return hlo_mc_simple(cx->c, cx->o, "all-gather", "all-gather", cx->v, cx->nv, cx->attrs.s);
}

static int op_allreduce(struct opx *cx)
{
	int rc;
	uint32_t comp = hlo_mc_regioncomp(cx->o, 0);
	static const char *const k[] = {"scatter_dimension", NULL};
	/* collective_reduce (StableHLO 1.20): HLO's collective-reduce, the
	 * operands' shapes reduced onto each group's root, to_apply= its
	 * region (xla/hlo/ir/hlo_opcode.h kCollectiveReduce) */
	const char *h = IS("all_reduce") ? "all-reduce" : IS("reduce_scatter") ? "reduce-scatter" : "collective-reduce";
	if (comp == HLO_NONE) {
		rc = hlo_mc_fail(cx->c, cx->o->off, "%.*s without its reduction region", (int)cx->n, cx->name);
	} else {
		hlo_mc_channel(cx->c, cx->o, &cx->attrs);
		hlo_mc_replicagroups(cx->c, cx->o, &cx->attrs);
		if (IS("reduce_scatter"))
			hlo_mc_sprintf_(&cx->attrs, "%sdimensions={%" PRId64 "}", cx->attrs.n ? ", " : "",
					hlo_mc_intvalue(cx->c, cx->o, k, 0));
		hlo_mc_sprintf_(&cx->attrs, "%sto_apply=%%%s", cx->attrs.n ? ", " : "", cx->c->comps[comp].name);
		hlo_mc_addcall(cx->c, curregion(cx->c)->comp, comp);
		rc = hlo_mc_simple(cx->c, cx->o, h, h, cx->v, cx->nv, cx->attrs.s);
	}
	return rc;
}

/* set_dimension_size %x, %size, dim = d: HLO's set-dimension-size of the
 * result type, its dimension bounded (xla::SetDimensionSize) */
static int op_set_dimension_size(struct opx *cx)
{
	static const char *const k[] = {"dimension", "dim", NULL};
	hlo_mc_sprintf_(&cx->attrs, "dimensions={%" PRId64 "}", hlo_mc_intvalue(cx->c, cx->o, k, 0));
	return hlo_mc_simple(cx->c, cx->o, "set-dimension-size", "set-dimension-size", cx->v, cx->nv, cx->attrs.s);
}

static int op_reduce(struct opx *cx)
{
	return hlo_mc_convreduce(cx->c, cx->o, cx->v, cx->nv, cx->pretty);
}

static int op_while(struct opx *cx)
{
	return hlo_mc_convwhile(cx->c, cx->o, cx->v, cx->nv);
}

static int op_dynamic(struct opx *cx)
{
	/* with a static result type, the shape operands say nothing more:
	 * the static op of that type (StableHLO's shape refinement turns
	 * these into broadcast_in_dim, iota, reshape, pad, slice, gather
	 * and convolution before XLA's export); an unbounded result type
	 * is an error of its own */
	static const struct { const char *m, *h; uint32_t keep; } t[] = {
		{"dynamic_broadcast_in_dim", "broadcast", 1}, {"dynamic_iota", "iota", 0},
		{"dynamic_reshape", "reshape", 1}, {"dynamic_pad", "pad", 2}, {"real_dynamic_slice", "slice", 1},
		{"dynamic_gather", "gather", 2}, {"dynamic_conv", "convolution", 2},
	};
	uint32_t j = 0;
	while (strlen(t[j].m) != cx->n || memcmp(t[j].m, cx->name, cx->n))
		j++;
	if (IS("dynamic_broadcast_in_dim")) {
		static const char *const k[] = {"broadcast_dimensions", "dims", NULL};
		if (!hlo_mc_intattr(cx->c, cx->o, k, &cx->attrs, "dimensions"))
			sputs(&cx->attrs, "dimensions={}");
	} else if (IS("dynamic_iota")) {
		static const char *const k[] = {"iota_dimension", "dim", NULL};
		hlo_mc_sprintf_(&cx->attrs, "iota_dimension=%" PRId64, hlo_mc_intvalue(cx->c, cx->o, k, 0));
	}
	return hlo_mc_simple(cx->c, cx->o, t[j].h, t[j].h, cx->v, cx->nv < t[j].keep ? cx->nv : t[j].keep, cx->attrs.s);
}

/* composite_c1 (StableHLO TypeInference.cpp verifyCompositeOp): the
 * name matches ^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$ */
static int compositename(const char *s, uint32_t n)
{
	uint32_t k = 0, parts = 0;

	if (!n || !isalpha((unsigned char)s[0]))
		return 0;
	while (k < n && (isalnum((unsigned char)s[k]) || s[k] == '_'))
		k++;
	while (k < n && s[k] == '.') {
		uint32_t from = ++k;
		while (k < n && (isalnum((unsigned char)s[k]) || s[k] == '_' || s[k] == '$'))
			k++;
		if (k == from)
			return 0;
		parts++;
	}
	return k == n && parts > 0;
}

static int op_composite(struct opx *cx)
{
	int rc;
	{
		/* its name: `name = "..."` (generic) or the string after the
		 * op's name (pretty) */
		const char *nm = NULL;
		uint32_t nl = 0;
		if (!hlo_mc_attrstring(cx->c, cx->o, 0, cx->o->n, "name", &nm, &nl) && cx->pretty && cx->o->n &&
		    cx->o->pc[0].kind == STRING && cx->o->pc[0].len >= 2) {
			nm = ptext(cx->c, &cx->o->pc[0]) + 1;
			nl = cx->o->pc[0].len - 2;
		}
		if (nm && !compositename(nm, nl))
			return hlo_mc_fail(cx->c, cx->o->off, "composite name '%.*s' is not a namespaced op name "
			            "(^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$, StableHLO's composite_c1)",
			            (int)(nl > 200 ? 200 : nl), nm);
	}
	/* stablehlo.composite "cx->name" %x {decomposition = @f}: XLA's export
	 * calls the decomposition (a call, to_apply=f) */
	uint32_t comp = hlo_mc_symattr(cx->c, cx->o, "decomposition");
	if (comp == HLO_NONE) {
		rc = hlo_mc_fail(cx->c, cx->o->off, "composite without its decomposition");
	} else {
		hlo_mc_sprintf_(&cx->attrs, "to_apply=%%%s", cx->c->comps[comp].name);
		hlo_mc_addcall(cx->c, curregion(cx->c)->comp, comp);
		rc = hlo_mc_simple(cx->c, cx->o, "call", "call", cx->v, cx->nv, cx->attrs.s);
	}
	return rc;
}

static int op_branches(struct opx *cx)
{
	return hlo_mc_convbranches(cx->c, cx->o, cx->v, cx->nv, IS("if"));
}

/* one field of a window, "name=AxB" (pad: "l_hxl_h"), when any of its
 * numbers is not the default; a splat (dense<0>) stands for all */
static void windowfield(struct sbuf *b, const char *name, const int64_t *v, uint32_t n, uint32_t rank, int pairs,
                        int64_t dflt)
{
	uint32_t want = pairs ? 2 * rank : rank, any = 0;

	if (n != want && n != 1)
		return;
	for (uint32_t k = 0; k < want; k++)
		any |= v[n == 1 ? 0 : k] != dflt;
	if (!any)
		return;
	hlo_mc_sprintf_(b, "%s%s=", b->n && b->s[b->n - 1] == '{' ? "" : " ", name);
	for (uint32_t k = 0; k < want; k++) {
		if (k)
			sputs(b, pairs ? (k % 2 ? "_" : "x") : "x");
		hlo_mc_sputint(b, v[n == 1 ? 0 : k]);
	}
}

/* reduce_window's window as HLO writes it (window_util::ToString: size,
 * then stride, pad, lhs_dilate and rhs_dilate where not the default),
 * from window_dimensions, window_strides, padding, base_dilations and
 * window_dilations */
static void reducewindow(const struct mconv *c, const struct mop *o, struct sbuf *b)
{
	static const char *const names[] = {"window_strides", "padding", "base_dilations", "window_dilations"};
	static const char *const hlo[] = {"stride", "pad", "lhs_dilate", "rhs_dilate"};
	int64_t size[64], v[128];
	uint32_t from, to, rank;

	if (!hlo_mc_attrspan(c, o, "window_dimensions", &from, &to) || !(rank = hlo_mc_ints(c, o, from, to, size, 64)) ||
	    rank >= 64)
		return;
	sputs(b, "window={");
	windowfield(b, "size", size, rank, rank, 0, -1);
	for (int k = 0; k < 4; k++)
		if (hlo_mc_attrspan(c, o, names[k], &from, &to))
			windowfield(b, hlo[k], v, hlo_mc_ints(c, o, from, to, v, 128), rank, k == 1, k == 1 ? 0 : 1);
	sputs(b, "}, ");
}

/* the dimension numbers of a gather (scatter 0) or scatter (1) that say
 * which of its index dimensions are batching ones, as HLO writes them
 * (the CPU's BatchedGatherScatterNormalizer concatenates iotas to its
 * indices: analysis/backend.c C13); 0 when it has none */
static int batchingattrs(struct opx *cx, int scatter)
{
	static const char *const gk[] = {"operand_batching_dims", "start_indices_batching_dims", "start_index_map"};
	static const char *const sk[] = {"input_batching_dims", "scatter_indices_batching_dims"};
	const char *what = scatter ? "scatter" : "gather";
	const char *const *keys = scatter ? sk : gk;
	int nk = scatter ? 2 : 3, n;
	int64_t v[64];

	if (hlo_mc_blobints(cx->c, cx->o, what, keys[0], v, 64) <= 0 || hlo_mc_blobints(cx->c, cx->o, what, "index_vector_dim", v, 1) != 1)
		return 0;
	for (int k = 0; k < nk; k++) {
		if ((n = hlo_mc_blobints(cx->c, cx->o, what, keys[k], v, 64)) < 0)
			continue;
		hlo_mc_sprintf_(&cx->attrs, "%s%s=", cx->attrs.n ? ", " : "", keys[k]);
		hlo_mc_intlist(&cx->attrs, v, (uint32_t)n);
	}
	hlo_mc_blobints(cx->c, cx->o, what, "index_vector_dim", v, 1);
	hlo_mc_sprintf_(&cx->attrs, ", index_vector_dim=%" PRId64, v[0]);
	return 1;
}

static int op_withregions(struct opx *cx)
{
	int rc;
	/* sized by their types; their regions are the computations they
	 * apply */
	static const char *const hlo[] = {"sort", "reduce-window", "scatter", "map", "select-and-scatter"};
	int which = IS("sort") ? 0 : IS("reduce_window") ? 1 : IS("scatter") ? 2 : IS("map") ? 3 : 4;
	uint32_t r0 = hlo_mc_regioncomp(cx->o, 0), r1 = hlo_mc_regioncomp(cx->o, 1);
	if (r0 == HLO_NONE || (which == 4 && r1 == HLO_NONE)) {
		rc = hlo_mc_fail(cx->c, cx->o->off, "%.*s without its region", (int)cx->n, cx->name);
	} else {
		if (which == 0) {
			static const char *const k[] = {"dimension", NULL};
			hlo_mc_sprintf_(&cx->attrs, "dimensions={%" PRId64 "}, ", hlo_mc_intvalue(cx->c, cx->o, k, 0));
		}
		if (which == 1)
			reducewindow(cx->c, cx->o, &cx->attrs);
		if (which == 2 && batchingattrs(cx, 1))
			sputs(&cx->attrs, ", ");
		if (which == 4)
			hlo_mc_sprintf_(&cx->attrs, "select=%%%s, scatter=%%%s", cx->c->comps[r0].name, cx->c->comps[r1].name);
		else
			hlo_mc_sprintf_(&cx->attrs, "to_apply=%%%s", cx->c->comps[r0].name);
		hlo_mc_addcall(cx->c, curregion(cx->c)->comp, r0);
		if (which == 4)
			hlo_mc_addcall(cx->c, curregion(cx->c)->comp, r1);
		rc = hlo_mc_simple(cx->c, cx->o, hlo[which], hlo[which], cx->v, cx->nv, cx->attrs.s);
	}
	return rc;
}

static int op_einsum(struct opx *cx)
{
	return hlo_mc_conveinsum(cx->c, cx->o, cx->v, cx->nv);
}

static int op_unary_einsum(struct opx *cx)
{
	return hlo_mc_fail(cx->c, cx->o->head, "unary_einsum: XLA's export does not take it (ExportXlaOp(UnaryEinsumOp) fails: "
	            "it is rewritten into a two-operand einsum before)");
}

static int op_async_start(struct opx *cx)
{
	return hlo_mc_convasyncstart(cx->c, cx->o, cx->v, cx->nv, headis(cx->c, cx->o, "mhlo.async_start"));
}

/* async_done: the results the start's computation made ({1} of its
 * bundle), sized by its result types */
static int op_async_done(struct opx *cx)
{
	return hlo_mc_simple(cx->c, cx->o, "async-done", "async-done", cx->v, cx->nv, NULL);
}

/* XLA's own MHLO ops of its translate tests, as the export writes them:
 * a fusion of its region's computation (fusion.mlir) */
static int op_fusion(struct opx *cx)
{
	uint32_t comp = hlo_mc_regioncomp(cx->o, 0);

	if (comp == HLO_NONE)
		return hlo_mc_fail(cx->c, cx->o->off, "mhlo.fusion without its region");
	hlo_mc_sprintf_(&cx->attrs, "kind=%s, calls=%%%s", hlo_mc_fusionkind(cx->c, cx->o), cx->c->comps[comp].name);
	hlo_mc_addcall(cx->c, curregion(cx->c)->comp, comp);
	return hlo_mc_simple(cx->c, cx->o, "fusion", "fusion", cx->v, cx->nv, cx->attrs.s);
}

/* mhlo.xla.rng_get_and_update_state {delta}: the u64[2] state
 * (rng_get_and_update_state.mlir); its pretty form prints no type (MHLO's
 * XlaRngGetAndUpdateStateOp is always tensor<2xui64>) */
static int op_rng_state(struct opx *cx)
{
	static const char *const k[] = {"delta", NULL};
	char rname[128], u64[] = "u64[2]";
	char *shape = u64;

	hlo_mc_sprintf_(&cx->attrs, "delta=%" PRId64, hlo_mc_intvalue(cx->c, cx->o, k, 0));
	hlo_mc_emit(cx->c, cx->o, "rng-get-and-update-state", shape, "rng-get-and-update-state", NULL, 0, cx->attrs.s, rname,
	     sizeof rname);
	return hlo_mc_results(cx->c, cx->o, rname, &shape, 1);
}

/* a convolution's dimension numbers as HLO's dim_labels: dim_numbers =
 * [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f] (pretty) or dimension_numbers =
 * #stablehlo.conv<...> (generic) is b01f_01io->b01f (XLA's
 * ConvolutionDimensionNumbersToString); "" for the raw form, which is not
 * read */
static void convlabels(const struct mconv *c, const struct mop *o, char *out, size_t cap)
{
	uint32_t from, to;
	const char *p, *e;
	size_t n = 0;
	int parts = 0;

	out[0] = 0;
	if (!hlo_mc_attrspan(c, o, "dim_numbers", &from, &to) && !hlo_mc_attrspan(c, o, "dimension_numbers", &from, &to))
		return;
	/* the op's own text, as far as its last piece */
	p = ptext(c, &o->pc[from]);
	e = ptext(c, &o->pc[o->n - 1]) + o->pc[o->n - 1].len;
	if (e - p > 16 && !strncmp(p, "#stablehlo.conv<", 16))
		p += 16;
	for (; p < e && n + 3 < cap; p++) {
		if (*p == '[' || *p == ',' || *p == ' ')
			continue;
		if (*p == ']') {
			parts++;
			continue;
		}
		if (*p == 'x' && parts == 1)
			out[n++] = '_';
		else if (*p == '-' && p + 1 < e && p[1] == '>' && parts == 2)
			out[n++] = '-', out[n++] = '>', p++;
		else if ((*p >= '0' && *p <= '9') || *p == 'b' || *p == 'f' || *p == 'i' || *p == 'o')
			out[n++] = *p;
		else
			break;
	}
	out[n] = 0;
	if (parts != 3)
		out[0] = 0;
}

static int op_bytype(struct opx *cx)
{
	/* sized by their result types: the attributes that shape them
	 * are in the types already */
	static const struct { const char *m, *h; } t[] = {
		{"gather", "gather"}, {"convolution", "convolution"}, {"triangular_solve", "triangular-solve"},
		{"cholesky", "cholesky"}, {"rng_bit_generator", "rng-bit-generator"},
		{"collective_permute", "collective-permute"}, {"collective_broadcast", "collective-broadcast"},
		{"batch_norm_training", "batch-norm-training"}, {"batch_norm_inference", "batch-norm-inference"},
		{"batch_norm_grad", "batch-norm-grad"}, {"rng", "rng"}, {"get_dimension_size", "get-dimension-size"},
		{"infeed", "infeed"}, {"outfeed", "outfeed"}, {"send", "send"}, {"recv", "recv"},
		{"torch_index_select", "gather"},
	};
	const char *h = "gather";
	char labels[80], attrs[96];
	for (size_t j = 0; j < sizeof t / sizeof t[0]; j++)
		if (streqn(t[j].m, cx->name, cx->n))
			h = t[j].h;
	/* a convolution's dim_labels: the CPU's ConvCanonicalization
	 * transposes by them (analysis/backend.c C3) */
	if (!strcmp(h, "convolution")) {
		convlabels(cx->c, cx->o, labels, sizeof labels);
		if (labels[0]) {
			snprintf(attrs, sizeof attrs, "dim_labels=%s", labels);
			return hlo_mc_simple(cx->c, cx->o, h, h, cx->v, cx->nv, attrs);
		}
	}
	/* a gather's batching dimensions: the CPU's
	 * BatchedGatherScatterNormalizer concatenates iotas to its indices
	 * (analysis/backend.c C13) */
	if (!strcmp(h, "gather") && streqn("gather", cx->name, cx->n) && batchingattrs(cx, 0))
		return hlo_mc_simple(cx->c, cx->o, h, h, cx->v, cx->nv, cx->attrs.s);
	return hlo_mc_simple(cx->c, cx->o, h, h, cx->v, cx->nv, NULL);
}

/* ExportXlaOp(OptimizationBarrierOp): one operand is the barrier's own;
 * several go into a tuple, the barrier's one operand, its results read
 * through get-tuple-elements.  (Written with the operands themselves, HLO's
 * opt-barrier forwards only the first: the others were values of its own) */
static int op_optbarrier(struct opx *cx)
{
	char tname[64];
	struct mval tv = {0};
	const struct mval *one[1] = {&tv};
	int rc;

	if (cx->nv == 0)
		return 0;       /* no operands: nothing (the export writes none) */
	if (cx->nv == 1)
		return hlo_mc_simple(cx->c, cx->o, "opt-barrier", "opt-barrier", cx->v, cx->nv, NULL);
	tv.shape = hlo_mc_maketuple(cx->c, cx->v, cx->nv, tname, sizeof tname);
	tv.hlo = tname;
	rc = hlo_mc_simple(cx->c, cx->o, "opt-barrier", "opt-barrier", one, 1, NULL);
	free(tv.shape);
	return rc;
}

static int op_pad(struct opx *cx)
{
	static const char *const lo[] = {"low", "edge_padding_low", NULL}, *const hi[] = {"high", "edge_padding_high", NULL},
	                         *const in[] = {"interior", "interior_padding", NULL};
	int64_t l[64], h[64], it[64];
	uint32_t nl = 0, nh = 0, ni = 0, from, to;
	for (const char *const *k = lo; *k; k++)
		if (hlo_mc_attrspan(cx->c, cx->o, *k, &from, &to)) { nl = hlo_mc_ints(cx->c, cx->o, from, to, l, 64); break; }
	for (const char *const *k = hi; *k; k++)
		if (hlo_mc_attrspan(cx->c, cx->o, *k, &from, &to)) { nh = hlo_mc_ints(cx->c, cx->o, from, to, h, 64); break; }
	for (const char *const *k = in; *k; k++)
		if (hlo_mc_attrspan(cx->c, cx->o, *k, &from, &to)) { ni = hlo_mc_ints(cx->c, cx->o, from, to, it, 64); break; }
	for (uint32_t k = 0; k < ni; k++)
		if (it[k] < 0)
			return hlo_mc_fail(cx->c, cx->o->off, "interior padding %" PRId64 " is negative (StableHLO's pad (C3): "
			            "0 <= interior_padding)", it[k]);
	sputs(&cx->attrs, "padding=");
	for (uint32_t k = 0; k < nl && k < nh; k++)
		hlo_mc_sprintf_(&cx->attrs, "%s%" PRId64 "_%" PRId64 "_%" PRId64, k ? "x" : "", l[k], h[k], k < ni ? it[k] : 0);
	if (!nl)
		sputs(&cx->attrs, "0_0");
	return hlo_mc_simple(cx->c, cx->o, "pad", "pad", cx->v, cx->nv, cx->attrs.s);
}

#undef IS

/* op name (without stablehlo. or mhlo.) -> its rule; the ops that convert
 * one to one are hloopcode()'s */
static const struct {
	const char *name;
	int (*fn)(struct opx *);
} oprules[] = {
	{"constant", op_constant},
	{"compare", op_compare},
	{"broadcast_in_dim", op_broadcast_in_dim},
	{"broadcast", op_broadcast},
	{"transpose", op_dims},
	{"reverse", op_dims},
	{"concatenate", op_dims},
	{"iota", op_iota},
	{"slice", op_slice},
	{"dynamic_slice", op_dims},
	{"dot_general", op_dot_general},
	{"dot", op_dot},
	{"fft", op_fft},
	{"reduce_precision", op_reduce_precision},
	{"get_tuple_element", op_get_tuple_element},
	{"custom_call", op_custom_call},
	{"all_to_all", op_all_to_all},
	{"all_gather", op_all_gather},
	{"all_reduce", op_allreduce},
	{"reduce_scatter", op_allreduce},
	{"collective_reduce", op_allreduce},
	{"set_dimension_size", op_set_dimension_size},
	{"einsum", op_einsum},
	{"unary_einsum", op_unary_einsum},
	{"async_start", op_async_start},
	{"async_done", op_async_done},
	{"fusion", op_fusion},
	{"xla.rng_get_and_update_state", op_rng_state},
	{"reduce", op_reduce},
	{"while", op_while},
	{"dynamic_broadcast_in_dim", op_dynamic},
	{"dynamic_iota", op_dynamic},
	{"dynamic_reshape", op_dynamic},
	{"dynamic_pad", op_dynamic},
	{"real_dynamic_slice", op_dynamic},
	{"dynamic_gather", op_dynamic},
	{"dynamic_conv", op_dynamic},
	{"composite", op_composite},
	{"case", op_branches},
	{"if", op_branches},
	{"sort", op_withregions},
	{"reduce_window", op_withregions},
	{"scatter", op_withregions},
	{"map", op_withregions},
	{"select_and_scatter", op_withregions},
	{"gather", op_bytype},
	{"convolution", op_bytype},
	{"triangular_solve", op_bytype},
	{"cholesky", op_bytype},
	{"rng_bit_generator", op_bytype},
	{"collective_permute", op_bytype},
	{"collective_broadcast", op_bytype},
	{"batch_norm_training", op_bytype},
	{"batch_norm_inference", op_bytype},
	{"batch_norm_grad", op_bytype},
	{"rng", op_bytype},
	/* the deprecated torch_index_select: xla::TorchIndexSelect, a
	 * gather of the result type */
	{"torch_index_select", op_bytype},
	{"get_dimension_size", op_bytype},
	{"infeed", op_bytype},
	{"outfeed", op_bytype},
	{"send", op_bytype},
	{"recv", op_bytype},
	{"cross-replica-sum", op_bytype},
	{"pad", op_pad},
	{"optimization_barrier", op_optbarrier},
};

static const char *opnamekey(const void *ctx, uint32_t k, size_t *n)
{
	const struct mconv *c = ctx;

	*n = c->opnames[k].len;
	return c->text + c->opnames[k].at;
}

/* the rule of an op name (without its dialect): its HLO opcode, or its
 * index in oprules[], or neither; each name looked up in the tables once */
static void oprule(struct mconv *c, const char *name, size_t n, const char **hop, int *rule)
{
	uint32_t k;

	if (ntget(&c->opnametab, name, n, opnamekey, c, &k)) {
		*hop = c->opnames[k].hop;
		*rule = c->opnames[k].rule;
		return;
	}
	*rule = -1;
	if ((*hop = hlo_mc_hloopcode(name, n)) == NULL)
		for (size_t j = 0; j < sizeof oprules / sizeof oprules[0]; j++)
			if (streqn(oprules[j].name, name, n)) {
				*rule = (int)j;
				break;
			}
	/* the name is the op's, in the file's text */
	if ((uintptr_t)name - (uintptr_t)c->text > c->p->file->size || n > UINT32_MAX)
		return;
	GROW(c->opnames, c->nopname, c->capopname);
	c->opnames[c->nopname] = (struct mopname){(uint64_t)(name - c->text), (uint32_t)n, *rule, *hop};
	ntput(&c->opnametab, name, n, c->nopname, opnamekey, c);
	c->nopname++;
}

/* is the op's dialect one this file reads (some of its ops may still be
 * unknown): stablehlo, chlo, mhlo, sdy, func, or func's bare call/return */
static int ourdialect(const struct mconv *c, const struct mop *o)
{
	static const char *const prefix[] = {"stablehlo.", "chlo.", "mhlo.", "sdy.", "func."};
	const char *h = c->text + o->head;

	for (size_t k = 0; k < sizeof prefix / sizeof prefix[0]; k++)
		if (o->headlen > strlen(prefix[k]) && !memcmp(h, prefix[k], strlen(prefix[k])))
			return 1;
	return headis(c, o, "return") || headis(c, o, "call");
}

static int foreign(struct mconv *c, const struct mop *o)
{
	return hlo_mc_fail(c, o->head, "'%.*s' is not a StableHLO op: ops of other dialects are not read",
	            (int)o->headlen, c->text + o->head);
}

/* an op of StableHLO's check dialect (openxla/stablehlo
 * stablehlo/tests/CheckOps.td: expect_eq, expect_eq_const,
 * expect_almost_eq, expect_close, ...): an assertion of the reference
 * interpreter's tests, with operands and no results, which no compiled
 * program holds.  Its operands must exist; the op itself is left out,
 * said once */
static int checkop(struct mconv *c, struct mop *o)
{
	struct mval store[256];
	const struct mval *v[256];

	if (o->ndef)
		return hlo_mc_fail(c, o->head, "'%.*s' has results: no op of StableHLO's check dialect has", (int)o->headlen,
		            c->text + o->head);
	if (hlo_mc_operands(c, o, store, v, 256) == HLO_NONE)
		return -1;
	if (!c->checkwarned && !c->p->quietwarn)
		hlo_warn(c->p->diag, c->p->file, o->head,
		         "'%.*s' and the other ops of StableHLO's check dialect are the reference interpreter's "
		         "assertions, not part of a compiled program: left out",
		         (int)o->headlen, c->text + o->head);
	c->checkwarned = 1;
	return 0;
}

/* arith.constant of a tensor: XLA's export writes it as the constant it
 * is (translate test case.mlir: arith.constant dense<1> : tensor<i32> is
 * s32[] constant(1)); of an index tensor or of a scalar that is not a
 * tensor, it refuses the type (unsupported_type.mlir), and so does this */
static int arithconst(struct mconv *c, struct mop *o, int pretty)
{
	struct opx x = {c, o, NULL, 0, "constant", 8, {0}, pretty};
	int rc, tensor = 0;

	for (uint32_t k = 0; k < o->n; k++) {
		const struct mpiece *t = &o->pc[k];
		const char *p = ptext(c, t);
		if (t->kind != BLOB || t->len <= 7 || memcmp(p, "tensor<", 7))
			continue;
		if (!memcmp(p + t->len - 6, "index>", 6))
			return hlo_mc_fail(c, t->off, "arith.constant of an index tensor: XLA's export does not support the type");
		tensor = 1;
	}
	if (!tensor)
		return hlo_mc_fail(c, o->off, "expected the constant's tensor type: XLA's export reads arith.constant of tensors");
	rc = op_constant(&x);
	free(x.attrs.s);
	return rc;
}

int hlo_mc_convertop(struct mconv *c, struct mop *o)
{
	struct mval store[256];
	const struct mval *v[256];
	uint32_t nv;
	const char *name;
	size_t n;
	const char *hop;
	int rule, pretty = o->headkind == ID;

	hlo_mc_shortname(c, o, &name, &n);
	{
		struct mcheckerr e;
		if (hlo_mcheckattrs(c->text, o->pc, o->n, &e) < 0)
			return hlo_mc_fail(c, e.off, "%s", e.msg);
	}
	if (headis(c, o, "module") || headis(c, o, "builtin.module")) {
		const char *s, *v2;
		uint32_t sl, vl;
		if (hlo_mc_symname(c, o, &s, &sl))
			snprintf(c->modname, sizeof c->modname, "%.*s", (int)sl, s);
		if (hlo_mc_attrstring(c, o, 0, o->n, "mhlo.num_partitions", &v2, &vl))
			c->partitions = strtoll(v2, NULL, 10);
		if (hlo_mc_attrstring(c, o, 0, o->n, "mhlo.num_replicas", &v2, &vl))
			c->replicas = strtoll(v2, NULL, 10);
		return 0;
	}
	if (headis(c, o, "sdy.mesh"))
		return hlo_mc_sdymesh(c, o);
	if (headis(c, o, "func.func"))
		return 0;
	if (!curregion(c) || curregion(c)->comp == HLO_NONE)
		return hlo_mc_fail(c, o->off, "'%.*s' outside a function", (int)o->headlen, c->text + o->head);
	/* an op of another dialect is named as such before its operands are
	 * looked up (a transform.* op inside a transform sequence reads the
	 * sequence's arguments, which no function defines) */
	if (o->headlen > 6 && !memcmp(c->text + o->head, "check.", 6))
		return checkop(c, o);
	if (headis(c, o, "arith.constant"))
		return arithconst(c, o, pretty);
	if (!ourdialect(c, o))
		return foreign(c, o);
	if (pretty) {
		struct mcheckerr e;
		if (hlo_mcheck(c->text, c->text + o->head, o->headlen, o->pc, o->n, &e) < 0)
			return hlo_mc_fail(c, e.off, "%s", e.msg);
	}
	nv = hlo_mc_operands(c, o, store, v, 256);
	if (nv == HLO_NONE)
		return -1;
	if (headis(c, o, "return") || headis(c, o, "func.return") || headis(c, o, "stablehlo.return") ||
	    headis(c, o, "sdy.return") || headis(c, o, "mhlo.return"))
		return hlo_mc_convreturn(c, o, v, nv);
	if (headis(c, o, "call") || headis(c, o, "func.call"))
		return hlo_mc_convcall(c, o, v, nv);
	/* sdy.reshard asks for a sharding as a constraint does: the same
	 * Sharding custom call in the round trip's HLO */
	if (headis(c, o, "sdy.sharding_constraint") || headis(c, o, "sdy.reshard"))
		return hlo_mc_sdyconstraint(c, o, v, nv, NULL);
	if (headis(c, o, "sdy.all_gather") || headis(c, o, "sdy.all_slice") || headis(c, o, "sdy.all_to_all") ||
	    headis(c, o, "sdy.collective_permute") || headis(c, o, "sdy.reduce_scatter"))
		return hlo_mc_sdyconstraint(c, o, v, nv, "out_sharding");
	if (headis(c, o, "sdy.all_reduce") || headis(c, o, "sdy.propagation_barrier"))
		return hlo_mc_sdyforward(c, o, v, nv);
	if (headis(c, o, "sdy.manual_computation"))
		return hlo_mc_sdymanual(c, o, v, nv);
	/* Shardy's constant (kept from folding while shardings propagate)
	 * leaves the Shardy export as the stablehlo.constant it stands for */
	if (headis(c, o, "sdy.constant")) {
		struct opx x = {c, o, v, nv, "constant", 8, {0}, pretty};
		int rc = op_constant(&x);
		free(x.attrs.s);
		return rc;
	}
	if (!(o->headlen > 10 && !memcmp(c->text + o->head, "stablehlo.", 10)) &&
	    !(o->headlen > 5 && !memcmp(c->text + o->head, "chlo.", 5)) &&
	    !(o->headlen > 5 && !memcmp(c->text + o->head, "mhlo.", 5)))
		return foreign(c, o);
	if (headis(c, o, "chlo.top_k"))
		return hlo_mc_convtopk(c, o, v, nv);
	/* jax.lax.ragged_dot (grouped matmuls of mixture-of-experts models):
	 * chlo_legalize_to_hlo makes it mhlo.ragged_dot, which XLA exports as
	 * HLO's ragged-dot; sized by its result type */
	if (headis(c, o, "chlo.ragged_dot") || headis(c, o, "mhlo.ragged_dot"))
		return hlo_mc_simple(c, o, "ragged-dot", "ragged-dot", v, nv, NULL);
	/* mhlo keeps some of them as its own ops (mhlo.sinh, mhlo.acosh...),
	 * which newer XLA exports as HLO opcodes of their own: elementwise */
	if (o->headlen > 5 && !memcmp(c->text + o->head, "mhlo.", 5) && hlo_mc_chloelementwise(name, n))
		return hlo_mc_standin(c, o, name, n, v, nv);
	if (n > 5 && !memcmp(name, "chlo.", 5)) {
		if (headis(c, o, "chlo.scan"))
			return hlo_mc_convscan(c, o, v, nv);
		/* constant_like: a splat of the result type; constant:
		 * stablehlo.constant's value (chlo_legalize_to_stablehlo) */
		if (headis(c, o, "chlo.constant_like") || headis(c, o, "chlo.constant"))
			return constop(c, o, headis(c, o, "chlo.constant_like") || hlo_mc_splat(c, o));
		if (!hlo_mc_chloelementwise(name + 5, n - 5))
			return hlo_mc_fail(c, o->head, "'%.*s' is not supported yet", (int)o->headlen, c->text + o->head);
		return hlo_mc_standin(c, o, name + 5, n - 5, v, nv);
	}
	/* what XLA's conversion simplifies first (mlirfold.c) */
	{
		int f = hlo_mc_fold(c, o, name, n, v, nv);
		if (f)
			return f < 0 ? -1 : 0;
	}
	oprule(c, name, n, &hop, &rule);
	if (hop)
		return hlo_mc_simple(c, o, hop, hop, v, nv, NULL);
	if (rule >= 0) {
		struct opx x = {c, o, v, nv, name, n, {0}, pretty};
		int rc = oprules[rule].fn(&x);
		free(x.attrs.s);
		return rc;
	}
	return hlo_mc_fail(c, o->head, "'%.*s' is not supported yet", (int)o->headlen, c->text + o->head);
}

/* does a block label ^bb0(%a: t, ...) name any argument */
static int labelhasargs(const struct mop *o)
{
	for (uint32_t k = 0; k < o->n; k++)
		if (o->pc[k].kind == SSA)
			return 1;
	return 0;
}

int hlo_mopend(struct mconv *c, uint64_t off)
{
	struct mop *o = curop(c);
	int rc = 0;

	(void)off;
	if (c->failed || !o)
		return -1;
	if (o->islabel) {
		/* ^bb0(%a: t, ...): the arguments of the region it opens; a
		 * while's loop state is one tuple */
		struct mregion *r = curregion(c);
		const struct mop *owner = r ? &c->ops[r->op] : NULL;
		c->opline = owner ? owner->line : 0;
		if (r && r->captures && labelhasargs(o))
			return hlo_mc_fail(c, o->off, "a branch of an if or a case takes no arguments: it reads what it needs "
			            "from outside (StableHLO's if (C1), case (C2))");
		if (r && r->comp != HLO_NONE && r->nparam == 0 && c->comps[r->comp].nin == 0)
			rc = owner && headis(c, owner, "func.func") ? hlo_mc_labelfuncargs(c, owner, o, r)
			                                            : hlo_mc_blockargs(c, o, 0, r, owner && hlo_mc_iswhile(c, owner));
	} else {
		c->opline = o->line;
		rc = hlo_mc_convertop(c, o);
	}
	c->nop--;
	return rc;
}

int hlo_mregionend(struct mconv *c, uint64_t off)
{
	struct mregion *r = curregion(c);

	if (c->failed)
		return -1;
	if (r->comp != HLO_NONE) {
		struct mcomp *k = &c->comps[r->comp];
		if (!r->terminated)
			return hlo_mc_fail(c, off, "a region without a return");
		k->done = 1;
		c->opline = c->ops[r->op].line;
		if (r->captures && k->ncap == 1) {
			/* one value read from outside is the parameter itself, not
			 * a tuple of one (LowerRegionAsComputation's
			 * ensure_single_arg tuples args_size > 1 only; ExportXlaOp
			 * (CaseOp) passes CreateTupleIfMultipleOps): the element
			 * read of it becomes the parameter, first in the computation */
			size_t pl = strlen(r->capparam);
			for (uint32_t j = 0; j < k->nin; j++) {
				const char *t = k->in[j].text, *g = strstr(t, " get-tuple-element(%");
				struct sbuf b = {0};
				struct minstr m;
				if (!g || strncmp(g + 20, r->capparam, pl) || g[20 + pl] != ')')
					continue;
				sput(&b, t, (size_t)(g - t));
				sputs(&b, " parameter(0)");
				if (!k->in[j].inarena)
					free(k->in[j].text);
				m = (struct minstr){b.s, 0, 0, 0, k->in[j].line};
				memmove(k->in + 1, k->in, j * sizeof *k->in);
				k->in[0] = m;
				break;
			}
		} else if (r->captures) {
			/* the branch's parameter: the tuple of what it reads from
			 * outside, first in the computation */
			struct sbuf b = {0};
			hlo_mc_sprintf_(&b, "%%%s = (", r->capparam);
			for (uint32_t j = 0; j < k->ncap; j++)
				hlo_mc_sprintf_(&b, "%s%s", j ? ", " : "", k->capshape[j]);
			sputs(&b, ") parameter(0)");
			hlo_mc_addinstr(c, r->comp, b.s, 0, 0);
			memmove(k->in + 1, k->in, (k->nin - 1) * sizeof *k->in);
			k->in[0] = (struct minstr){b.s, 0, 0, 0, c->opline};
		}
	}
	hlo_mc_freeregion(r);
	c->nrg--;
	return 0;
}
