/* infer.c: the shapes XLA's parser infers for instructions written
 * without one (hlo_parser.cc, ParseInstructionRhs: maybe_infer_shape, which
 * calls ShapeInference).  Hand-written HLO in XLA's own tests leaves them
 * out; dumps never do.  An instruction whose shape cannot be worked out
 * from its operands and the attributes read here is a located error. */
#include <stdlib.h>
#include <string.h>

#include "hlo.h"
#include "parse.h"
#include "util.h"

/* the text of attribute `name` of in, or NULL */
static const char *attrtext(struct parse *p, const hlo_instr *in, const char *name, uint32_t *len)
{
	hlo_module *m = p->mod;
	size_t n = strlen(name);

	for (uint32_t k = in->attr; k < m->nattr; k++) {
		const hlo_name *an = &m->names[m->attrs[k].name];
		if (an->len != n || memcmp(hlo_str(m, m->attrs[k].name), name, n))
			continue;
		*len = m->attrs[k].value.len;
		return p->file->data + m->attrs[k].value.off;
	}
	return NULL;
}

/* the integers of a pending attribute like lhs_batch_dims={0,1}; -1 if absent */
static int attrints(struct parse *p, const hlo_instr *in, const char *name, int64_t *out, int max)
{
	uint32_t len;
	const char *v = attrtext(p, in, name, &len);
	int c = 0;

	if (!v)
		return -1;
	for (uint32_t i = 0; i < len && c < max; i++) {
		if (v[i] < '0' || v[i] > '9')
			continue;
		out[c] = 0;
		while (i < len && v[i] >= '0' && v[i] <= '9' && out[c] < (1 << 20))
			out[c] = out[c] * 10 + (v[i++] - '0');
		c++;
	}
	return c;
}

static int member(const int64_t *v, int n, int64_t x)
{
	for (int k = 0; k < n; k++)
		if (v[k] == x)
			return 1;
	return 0;
}

/* append the dimensions of x that are neither batch nor contracting */
static int freedims(struct parse *p, struct tok *t, const hlo_shape *x, const int64_t *batch, int nbatch,
		    const int64_t *contract, int ncontract)
{
	for (uint32_t d = 0; d < x->rank; d++) {
		if (member(batch, nbatch, d) || member(contract, ncontract, d))
			continue;
		t->i = hlo_dims(p->mod, x)[d];
		if (hlo_pdim(p, t, 0) < 0)
			return -1;
	}
	return 0;
}

/* dot: batch dimensions, then the lhs's and the rhs's free dimensions */
static int dotshape(struct parse *p, hlo_instr *in)
{
	hlo_module *m = p->mod;
	const hlo_operand *o = m->operands + in->opnd;
	const hlo_shape *l, *r;
	int64_t lb[64], lc[64], rb[64], rc[64];
	int nlb, nlc, nrb, nrc;
	struct tok t = {hlo_nameoff(in), 0, 0, 0};

	if (m->nopnd - in->opnd != 2 || o[0].path || o[1].path)
		return -1;
	l = &m->shapes[m->instrs[o[0].instr].shape];
	r = &m->shapes[m->instrs[o[1].instr].shape];
	if (l->kind != SK_ARRAY || r->kind != SK_ARRAY)
		return -1;
	nlb = attrints(p, in, "lhs_batch_dims", lb, 64);
	nlc = attrints(p, in, "lhs_contracting_dims", lc, 64);
	nrb = attrints(p, in, "rhs_batch_dims", rb, 64);
	nrc = attrints(p, in, "rhs_contracting_dims", rc, 64);
	nlb = nlb < 0 ? 0 : nlb, nlc = nlc < 0 ? 0 : nlc, nrb = nrb < 0 ? 0 : nrb, nrc = nrc < 0 ? 0 : nrc;
	t.kind = l->type;
	if (hlo_pbeginarray(p, &t) < 0)
		return -1;
	t.kind = 0;
	for (int k = 0; k < nlb; k++) {
		if (lb[k] >= l->rank)
			return -1;
		t.i = hlo_dims(m, l)[lb[k]];
		if (hlo_pdim(p, &t, 0) < 0)
			return -1;
	}
	if (freedims(p, &t, l, lb, nlb, lc, nlc) < 0 || freedims(p, &t, r, rb, nrb, rc, nrc) < 0)
		return -1;
	return hlo_pendarray(p, &in->shape, hlo_nameoff(in), hlo_nameoff(in));
}

/* one signed integer of v[*i..len), which is left after it; -1 on none */
static int signedint(const char *v, uint32_t len, uint32_t *i, int64_t *out)
{
	int neg = 0;

	if (*i < len && v[*i] == '-') {
		neg = 1;
		++*i;
	}
	if (*i >= len || v[*i] < '0' || v[*i] > '9')
		return -1;
	for (*out = 0; *i < len && v[*i] >= '0' && v[*i] <= '9'; ++*i)
		if ((*out = *out * 10 + (v[*i] - '0')) > (1ll << 40))
			return -1;
	if (neg)
		*out = -*out;
	return 0;
}

/* a padding's dimensions, "lo_hi[_interior]x...": count, or -1 */
static int paddims(const char *v, uint32_t len, int64_t (*pad)[3], int max)
{
	uint32_t i = 0;
	int d = 0;

	while (i < len && d < max) {
		pad[d][2] = 0;
		if (signedint(v, len, &i, &pad[d][0]) < 0 || i >= len || v[i++] != '_' ||
		    signedint(v, len, &i, &pad[d][1]) < 0)
			return -1;
		if (i < len && v[i] == '_' && (++i, signedint(v, len, &i, &pad[d][2]) < 0))
			return -1;
		d++;
		if (i < len && v[i] == 'x')
			i++;
		else
			break;
	}
	return i == len ? d : -1;
}

/* one field of a window, "size=3x3" or "pad=0_1x1_1": per dimension its
 * value in vals[d][0] (a pad's lo, hi, interior in vals[d][0..2]); the
 * count, 0 when the window has no such field, -1 when it is malformed */
static int windowfield(const char *v, uint32_t len, const char *field, int64_t (*vals)[3], int max)
{
	size_t n = strlen(field);

	for (uint32_t i = 0; i + n < len; i++) {
		uint32_t e;
		if ((i && v[i - 1] != ' ' && v[i - 1] != '{') || memcmp(v + i, field, n) || v[i + n] != '=')
			continue;
		for (e = i + (uint32_t)n + 1; e < len && v[e] != ' ' && v[e] != '}'; e++)
			;
		if (!strcmp(field, "pad"))
			return paddims(v + i + n + 1, e - i - (uint32_t)n - 1, vals, max);
		{
			uint32_t j = i + (uint32_t)n + 1;
			int d = 0;
			while (j < e && d < max) {
				if (signedint(v, e, &j, &vals[d++][0]) < 0)
					return -1;
				if (j < e && v[j] == 'x')
					j++;
				else
					break;
			}
			return j == e ? d : -1;
		}
	}
	return 0;
}

/* an array shape of element type `type` and the n dimensions dims,
 * bounded dynamic (SF_DYNAMIC) when the operand it comes from is */
static int arrayshape(struct parse *p, hlo_instr *in, uint32_t type, const int64_t *dims, uint32_t n, int dynamic)
{
	struct tok t = {hlo_nameoff(in), 0, type, 0};

	if (hlo_pbeginarray(p, &t) < 0)
		return -1;
	t.kind = 0;
	for (uint32_t d = 0; d < n; d++) {
		if (dims[d] < 0)
			return hlo_pfail(p, hlo_nameoff(in), "inferred dimension %u is negative", (unsigned)d);
		t.i = dims[d];
		if (hlo_pdim(p, &t, dynamic && d == 0) < 0)
			return -1;
	}
	return hlo_pendarray(p, &in->shape, hlo_nameoff(in), hlo_nameoff(in));
}

/* the shape of operand o (through its tuple path), or HLO_NONE */
static uint32_t operandshape(const hlo_module *m, const hlo_operand *o)
{
	uint32_t s = m->instrs[o->instr].shape;

	if (o->path && s != HLO_NONE)
		s = hlo_subshape(m, s, hlo_path(m, o->path), hlo_pathlen(m, o->path));
	return s;
}

/* the array shape of operand o, or NULL */
static const hlo_shape *operandarray(const hlo_module *m, const hlo_operand *o)
{
	uint32_t s = operandshape(m, o);

	return s != HLO_NONE && m->shapes[s].kind == SK_ARRAY && m->shapes[s].rank <= 64 ? &m->shapes[s] : NULL;
}

/* the shapes XLA's parser infers for the ops hand-written HLO leaves
 * without one (ShapeInference: transpose, pad, reduce-window, slice,
 * concatenate, real and imag, compare); 1 when in is none of them, 0 or -1 */
static int shapedop(struct parse *p, hlo_instr *in, const hlo_operand *o, uint32_t n)
{
	hlo_module *m = p->mod;
	const hlo_shape *s;
	int64_t dims[64], a[64], w[64][3];
	uint32_t len, type;
	const char *v;
	int nd, dyn;

	if (!n || o[0].path || m->shapes[m->instrs[o[0].instr].shape].kind != SK_ARRAY)
		return 1;
	s = &m->shapes[m->instrs[o[0].instr].shape];
	if (s->rank > 64)
		return 1;
	dyn = (s->flags & SF_DYNAMIC) != 0;
	type = s->type;
	for (uint32_t d = 0; d < s->rank; d++)
		dims[d] = hlo_dims(m, s)[d];
	switch (in->opcode) {
	case OP_REAL:
	case OP_IMAG:
		type = type == T_C64 ? T_F32 : type == T_C128 ? T_F64 : type;
		return arrayshape(p, in, type, dims, s->rank, dyn);
	case OP_COMPARE:
	case OP_IS_FINITE:
		return arrayshape(p, in, T_PRED, dims, s->rank, dyn);
	case OP_REVERSE:
		return arrayshape(p, in, type, dims, s->rank, dyn);
	case OP_TRANSPOSE:
		if (attrints(p, in, "dimensions", a, 64) != (int)s->rank)
			return 1;
		for (uint32_t d = 0; d < s->rank; d++)
			if (a[d] >= s->rank)
				return 1;
			else
				w[d][0] = dims[a[d]];
		for (uint32_t d = 0; d < s->rank; d++)
			dims[d] = w[d][0];
		return arrayshape(p, in, type, dims, s->rank, dyn);
	case OP_CONCATENATE:
		if (attrints(p, in, "dimensions", a, 1) != 1 || a[0] >= s->rank)
			return 1;
		for (uint32_t j = 1; j < n; j++) {
			const hlo_shape *x = &m->shapes[m->instrs[o[j].instr].shape];
			if (o[j].path || x->kind != SK_ARRAY || x->rank != s->rank)
				return 1;
			dims[a[0]] += hlo_dims(m, x)[a[0]];
		}
		return arrayshape(p, in, type, dims, s->rank, dyn);
	case OP_PAD:
		if (!(v = attrtext(p, in, "padding", &len)) || paddims(v, len, w, 64) != (int)s->rank)
			return 1;
		for (uint32_t d = 0; d < s->rank; d++)
			dims[d] = dims[d] + w[d][0] + w[d][1] + (dims[d] > 0 ? (dims[d] - 1) * w[d][2] : 0);
		return arrayshape(p, in, type, dims, s->rank, dyn);
	case OP_SLICE:
		/* slice={[start:limit(:stride)], ...} */
		if (!(v = attrtext(p, in, "slice", &len)))
			return 1;
		nd = 0;
		for (uint32_t i = 0; i < len && nd <= (int)s->rank;) {
			int64_t lo, hi, st = 1;
			if (v[i] != '[') {
				i++;
				continue;
			}
			i++;
			if (signedint(v, len, &i, &lo) < 0 || i >= len || v[i++] != ':' || signedint(v, len, &i, &hi) < 0)
				return 1;
			if (i < len && v[i] == ':' && (++i, signedint(v, len, &i, &st) < 0 || st <= 0))
				return 1;
			if (nd < 64)
				dims[nd] = hi > lo ? (hi - lo + st - 1) / st : 0;
			nd++;
		}
		return nd == (int)s->rank ? arrayshape(p, in, type, dims, s->rank, dyn) : 1;
	case OP_REDUCE_WINDOW:
		/* one operand and its init: (in + pads - dilated window) / stride + 1,
		 * of the init's element type (InferReduceWindowShape) */
		if (n != 2 || !(v = attrtext(p, in, "window", &len)) || windowfield(v, len, "size", w, 64) != (int)s->rank ||
		    !operandarray(m, &o[1]))
			return 1;
		type = operandarray(m, &o[1])->type;
		for (uint32_t d = 0; d < s->rank; d++)
			a[d] = w[d][0];
		{
			int64_t pad[64][3], st[64][3], ld[64][3], rd[64][3];
			int np = windowfield(v, len, "pad", pad, 64), ns = windowfield(v, len, "stride", st, 64);
			int nl = windowfield(v, len, "lhs_dilate", ld, 64), nr = windowfield(v, len, "rhs_dilate", rd, 64);
			if ((np && np != (int)s->rank) || (ns && ns != (int)s->rank) || (nl && nl != (int)s->rank) ||
			    (nr && nr != (int)s->rank) || np < 0 || ns < 0 || nl < 0 || nr < 0)
				return 1;
			for (uint32_t d = 0; d < s->rank; d++) {
				int64_t in_ = dims[d] > 0 ? (dims[d] - 1) * (nl ? ld[d][0] : 1) + 1 : 0;
				int64_t win = (a[d] - 1) * (nr ? rd[d][0] : 1) + 1, stride = ns ? st[d][0] : 1;
				in_ += np ? pad[d][0] + pad[d][1] : 0;
				if (stride <= 0 || a[d] <= 0)
					return 1;
				dims[d] = in_ < win ? 0 : (in_ - win) / stride + 1;
			}
		}
		return arrayshape(p, in, type, dims, s->rank, dyn);
	default:
		return 1;
	}
}

/* in's shape: a tuple of the shapes of its first `many` operands; 1 when
 * one of them has none */
static int operandtuple(struct parse *p, hlo_instr *in, const hlo_operand *o, uint32_t many)
{
	uint32_t base = p->nkids;

	for (uint32_t j = 0; j < many; j++) {
		uint32_t x = operandshape(p->mod, &o[j]);
		if (x == HLO_NONE) {
			p->nkids = base;
			return 1;
		}
		hlo_ppushkid(p, x);
	}
	p->depth++;
	return hlo_pendtuple(p, base, &in->shape, hlo_nameoff(in), hlo_nameoff(in));
}

/* the root shape of in's first callee of kind `kind` in *root; 1 when it
 * has none, -1 (reported) when that callee is not read yet */
static int calleeroot(struct parse *p, const hlo_instr *in, int kind, uint32_t *root)
{
	const hlo_module *m = p->mod;

	for (uint32_t k = in->callee; k < m->ncallee; k++) {
		if (m->callees[k].kind & CK_PENDING) /* the whole file is read again */
			return hlo_pfail(p, hlo_nameoff(in), "callee in an earlier piece");
		if (m->callees[k].kind == kind) {
			*root = m->instrs[m->comps[m->callees[k].comp].root].shape;
			return *root == HLO_NONE;
		}
	}
	return 1;
}

/* the element type of a reducer's result i (its root, or the root's
 * element i when it returns a tuple); T_INVALID when there is none */
static uint32_t resulttype(const hlo_module *m, uint32_t root, uint32_t i, uint32_t of)
{
	const hlo_shape *r = &m->shapes[root];

	if (r->kind == SK_TUPLE && r->rank == of && i < of)
		r = &m->shapes[hlo_children(m, r)[i]];
	else if (of != 1)
		return T_INVALID;
	return r->kind == SK_ARRAY ? r->type : T_INVALID;
}

/* reduce(inputs..., inits...), dimensions={...}, to_apply=f: each input
 * without the reduced dimensions, of the type f returns for it; a tuple
 * for several inputs (ShapeInference::InferReduceShape) */
static int reduceshape(struct parse *p, hlo_instr *in, const hlo_operand *o, uint32_t n)
{
	hlo_module *m = p->mod;
	int64_t red[64], dims[64];
	int nred = attrints(p, in, "dimensions", red, 64);
	uint32_t root = HLO_NONE, half = n / 2, base = p->nkids;
	int rc;

	if (n == 0 || n % 2 || nred < 0)
		return 1;
	if ((rc = calleeroot(p, in, CK_TO_APPLY, &root)) != 0)
		return rc;
	for (uint32_t i = 0; i < half; i++) {
		const hlo_shape *s = operandarray(m, &o[i]);
		uint32_t type = resulttype(m, root, i, half), r = 0;
		if (!s || type == T_INVALID)
			return 1;
		for (int j = 0; j < nred; j++)
			if (red[j] >= s->rank) /* no such dimension */
				return 1;
		for (uint32_t d = 0; d < s->rank; d++)
			if (!member(red, nred, d))
				dims[r++] = hlo_dims(m, s)[d];
		if (arrayshape(p, in, type, dims, r, (s->flags & SF_DYNAMIC) != 0) < 0)
			return -1;
		if (half > 1)
			hlo_ppushkid(p, in->shape);
	}
	if (half == 1)
		return 0;
	p->depth++;
	return hlo_pendtuple(p, base, &in->shape, hlo_nameoff(in), hlo_nameoff(in));
}

/* the positions of a convolution's dimensions in one part of dim_labels
 * ("b01f", "01io"): bf[0] and bf[1] those of the two letters given, sp[i]
 * that of spatial dimension i; the part's length, or -1 */
static int labelpart(const char *v, uint32_t len, char b, char f, int *bf, int *sp)
{
	int nsp = (int)len - 2;

	bf[0] = bf[1] = -1;
	for (int d = 0; d < 10; d++)
		sp[d] = -1;
	if (len < 2 || nsp > 10)
		return -1;
	for (uint32_t i = 0; i < len; i++) {
		int *at = v[i] == b ? &bf[0] : v[i] == f ? &bf[1] : v[i] >= '0' && v[i] - '0' < nsp ? &sp[v[i] - '0'] : NULL;
		if (!at || *at >= 0) /* an unknown label, or one written twice */
			return -1;
		*at = (int)i;
	}
	return (int)len; /* len labels, each once: every one was found */
}

/* convolution(lhs, rhs), window=..., dim_labels=IN_KERNEL->OUT: the
 * batch over batch_group_count, the kernel's output features, and per
 * spatial dimension the dilated, padded input less the dilated window,
 * over the stride, plus one; the lhs's element type
 * (ShapeInference::InferConvolveShape, no preferred type) */
static int convshape(struct parse *p, hlo_instr *in, const hlo_operand *o, uint32_t n)
{
	hlo_module *m = p->mod;
	const hlo_shape *l, *r;
	uint32_t len, wlen = 0, i1, i2;
	const char *v, *w;
	int inbf[2], kbf[2], obf[2], insp[10], ksp[10], osp[10], rank;
	int64_t dims[64], groups[1] = {1}, fgroups[1] = {1}, size[64][3], pad[64][3], st[64][3], ld[64][3], rd[64][3];
	int nsize = 0, np = 0, ns = 0, nl = 0, nr = 0;

	if (n != 2 || !(l = operandarray(m, &o[0])) || !(r = operandarray(m, &o[1])) ||
	    !(v = attrtext(p, in, "dim_labels", &len)))
		return 1;
	for (i1 = 0; i1 < len && v[i1] != '_'; i1++)
		;
	for (i2 = i1; i2 + 1 < len && !(v[i2] == '-' && v[i2 + 1] == '>'); i2++)
		;
	if (i1 >= len || i2 + 1 >= len || l->rank > 12 || l->rank != r->rank)
		return 1;
	rank = (int)l->rank;
	if (labelpart(v, i1, 'b', 'f', inbf, insp) != rank ||
	    labelpart(v + i1 + 1, i2 - i1 - 1, 'i', 'o', kbf, ksp) != rank ||
	    labelpart(v + i2 + 2, len - i2 - 2, 'b', 'f', obf, osp) != rank)
		return 1;
	if ((w = attrtext(p, in, "window", &wlen))) {
		nsize = windowfield(w, wlen, "size", size, 64), np = windowfield(w, wlen, "pad", pad, 64);
		ns = windowfield(w, wlen, "stride", st, 64), nl = windowfield(w, wlen, "lhs_dilate", ld, 64);
		nr = windowfield(w, wlen, "rhs_dilate", rd, 64);
	}
	if (nsize < 0 || np < 0 || ns < 0 || nl < 0 || nr < 0 || (nsize && nsize != rank - 2) ||
	    (np && np != rank - 2) || (ns && ns != rank - 2) || (nl && nl != rank - 2) || (nr && nr != rank - 2))
		return 1;
	if ((attrints(p, in, "batch_group_count", groups, 1) == 1 && groups[0] <= 0) ||
	    (attrints(p, in, "feature_group_count", fgroups, 1) == 1 && fgroups[0] <= 0))
		return 1;
	/* what InferConvolveShape checks of the dimensions it sizes: the input
	 * features are the kernel's times the feature groups, the batch and
	 * the output features divide into the batch groups, the window is the
	 * kernel's */
	if (hlo_dims(m, l)[inbf[1]] != hlo_dims(m, r)[kbf[0]] * fgroups[0] ||
	    hlo_dims(m, l)[inbf[0]] % groups[0] || hlo_dims(m, r)[kbf[1]] % groups[0])
		return 1;
	for (int d = 0; nsize && d < rank - 2; d++)
		if (size[d][0] != hlo_dims(m, r)[ksp[d]])
			return 1;
	dims[obf[0]] = hlo_dims(m, l)[inbf[0]] / groups[0];
	dims[obf[1]] = hlo_dims(m, r)[kbf[1]];
	for (int d = 0; d < rank - 2; d++) {
		int64_t x = hlo_dims(m, l)[insp[d]], k = nsize ? size[d][0] : hlo_dims(m, r)[ksp[d]];
		int64_t stride = ns ? st[d][0] : 1, win;
		x = x > 0 ? (x - 1) * (nl ? ld[d][0] : 1) + 1 : 0;
		x += np ? pad[d][0] + pad[d][1] : 0;
		win = k > 0 ? (k - 1) * (nr ? rd[d][0] : 1) + 1 : 0;
		if (stride <= 0)
			return 1;
		dims[osp[d]] = x < win ? 0 : (x - win) / stride + 1;
	}
	return arrayshape(p, in, l->type, dims, l->rank, (l->flags & SF_DYNAMIC) != 0);
}

/* fft(x), fft_type=T, fft_length={...}: FFT and IFFT keep x's shape, RFFT
 * makes it complex with n/2 + 1 in the last dimension, IRFFT real with n
 * there (ShapeInference::InferFftShape) */
static int fftshape(struct parse *p, hlo_instr *in, const hlo_operand *o, uint32_t n)
{
	hlo_module *m = p->mod;
	const hlo_shape *s;
	uint32_t len, type;
	const char *v;
	int64_t lens[3], dims[64];
	int nlen = attrints(p, in, "fft_length", lens, 3);

	if (n != 1 || !(s = operandarray(m, &o[0])) || !(v = attrtext(p, in, "fft_type", &len)) || nlen < 1 ||
	    s->rank == 0)
		return 1;
	for (uint32_t d = 0; d < s->rank; d++)
		dims[d] = hlo_dims(m, s)[d];
	type = s->type;
	if ((uint32_t)nlen > s->rank)
		return 1;
	/* the transformed dimensions are fft_length's, but for IRFFT's last,
	 * which holds n/2 + 1 complex values; FFT and IFFT read complex
	 * values, RFFT real ones */
	for (int j = 0; j < nlen; j++) {
		int last = j == nlen - 1, irfft = len == 5 && !memcmp(v, "IRFFT", 5);
		if (dims[s->rank - (uint32_t)nlen + (uint32_t)j] != (last && irfft ? lens[j] / 2 + 1 : lens[j]))
			return 1;
	}
	if ((s->type == T_C64 || s->type == T_C128) != !(len == 4 && !memcmp(v, "RFFT", 4)))
		return 1;
	if (len == 4 && !memcmp(v, "RFFT", 4)) {
		type = s->type == T_F64 ? T_C128 : T_C64;
		dims[s->rank - 1] = lens[nlen - 1] / 2 + 1;
	} else if (len == 5 && !memcmp(v, "IRFFT", 5)) {
		type = s->type == T_C128 ? T_F64 : T_F32;
		dims[s->rank - 1] = lens[nlen - 1];
	} else if (!(len == 3 && !memcmp(v, "FFT", 3)) && !(len == 4 && !memcmp(v, "IFFT", 4))) {
		return 1;
	}
	return arrayshape(p, in, type, dims, s->rank, (s->flags & SF_DYNAMIC) != 0);
}

/* the ops whose shape is one operand's, a tuple of operands', a token or a
 * scalar (hlo_parser.cc): after-all and add-dependency build theirs
 * without a shape; ShapeInference for the rest */
static int plainshape(struct parse *p, hlo_instr *in, const hlo_operand *o, uint32_t n)
{
	hlo_module *m = p->mod;
	uint32_t k = 0, many = 1, root = HLO_NONE, len;
	const hlo_shape *s;
	int64_t dims[64];
	int rc;

	switch (in->opcode) {
	case OP_AFTER_ALL:
		return arrayshape(p, in, T_TOKEN, NULL, 0, 0);
	case OP_GET_DIMENSION_SIZE: /* s32[]; XLA's parser wants one dimension, */
	case OP_SET_DIMENSION_SIZE: /* of the operand's (InferGet/SetDimensionSizeShape) */
		if (n == 0 || !(s = operandarray(m, &o[0])) || attrints(p, in, "dimensions", dims, 2) != 1 ||
		    dims[0] >= s->rank)
			return 1;
		if (in->opcode == OP_GET_DIMENSION_SIZE)
			return arrayshape(p, in, T_S32, NULL, 0, 0);
		break;
	case OP_ADD_DEPENDENCY:
	case OP_COPY:
	case OP_OPT_BARRIER:
	case OP_CHOLESKY:
	case OP_SELECT_AND_SCATTER:
	case OP_BATCH_NORM_INFERENCE:
		break;
	case OP_TRIANGULAR_SOLVE: /* the shape of b */
		k = 1;
		break;
	case OP_SORT: /* a tuple of the operands' shapes for several */
		many = n;
		break;
	case OP_SCATTER: /* inputs..., indices, updates...: the inputs' */
		many = n % 2 ? n / 2 : 0;
		break;
	case OP_MAP: /* the operands' dimensions, of the type f returns */
		if (n == 0 || !(s = operandarray(m, &o[0])))
			return 1;
		if ((rc = calleeroot(p, in, CK_TO_APPLY, &root)) != 0)
			return rc;
		if (resulttype(m, root, 0, 1) == T_INVALID)
			return 1;
		for (uint32_t d = 0; d < s->rank; d++)
			dims[d] = hlo_dims(m, s)[d];
		return arrayshape(p, in, resulttype(m, root, 0, 1), dims, s->rank, (s->flags & SF_DYNAMIC) != 0);
	case OP_BROADCAST: /* only a scalar broadcast to a scalar: InferBroadcastShape
			    * puts the listed dimensions before the operand's */
		if (n == 1 && (s = operandarray(m, &o[0])) && s->rank == 0 && !attrtext(p, in, "dimensions", &len))
			return arrayshape(p, in, s->type, NULL, 0, 0);
		return 1;
	case OP_BATCH_NORM_TRAINING: /* (operand, mean, variance) */
	case OP_BATCH_NORM_GRAD: {   /* (grad_operand, grad_scale, grad_offset) */
		int64_t fi[1];
		uint32_t base = p->nkids, whole;
		if (n == 0 || !(s = operandarray(m, &o[0])) || attrints(p, in, "feature_index", fi, 1) != 1 ||
		    fi[0] >= s->rank)
			return 1;
		whole = operandshape(m, &o[0]);
		hlo_ppushkid(p, whole);
		dims[0] = hlo_dims(m, s)[fi[0]];
		for (int j = 0; j < 2; j++) {
			if (arrayshape(p, in, s->type, dims, 1, 0) < 0)
				return -1;
			hlo_ppushkid(p, in->shape);
		}
		p->depth++;
		return hlo_pendtuple(p, base, &in->shape, hlo_nameoff(in), hlo_nameoff(in));
	}
	default:
		return 1;
	}
	if (many == 0 || k >= n || many > n)
		return 1;
	if (many == 1) {
		in->shape = operandshape(m, &o[k]);
		return in->shape == HLO_NONE;
	}
	return operandtuple(p, in, o, many);
}

/* the inferences of one opcode each, then plainshape's: 1 when none fits */
static int byopcode(struct parse *p, hlo_instr *in, const hlo_operand *o, uint32_t n)
{
	switch (in->opcode) {
	case OP_REDUCE:
		return reduceshape(p, in, o, n);
	case OP_CONVOLUTION:
		return convshape(p, in, o, n);
	case OP_FFT:
		return fftshape(p, in, o, n);
	default:
		return plainshape(p, in, o, n);
	}
}

/* the shape of an instruction written without one, for the cases
 * hand-written HLO uses: elementwise ops, tuple, get-tuple-element, dot,
 * calls and control flow, and those shapedop, reduceshape, convshape,
 * fftshape and plainshape infer */
int hlo_pinfershape(struct parse *p, hlo_instr *in)
{
	hlo_module *m = p->mod;
	uint32_t n = m->nopnd - in->opnd;
	const hlo_operand *o = m->operands + in->opnd;
	int rc;

	for (uint32_t k = 0; k < n; k++)
		if (o[k].instr & OPND_PENDING) /* the whole file is read again */
			return hlo_pfail(p, hlo_nameoff(in), "operand in an earlier piece");

	if (in->opcode == OP_TUPLE && (rc = operandtuple(p, in, o, n)) <= 0)
		return rc;
	if (in->opcode == OP_GET_TUPLE_ELEMENT && n == 1) {
		uint32_t s = operandshape(m, &o[0]);
		if (s != HLO_NONE)
			s = hlo_subshape(m, s, &in->aux, 1);
		if (s != HLO_NONE) {
			in->shape = s;
			return 0;
		}
	}
	if (in->opcode == OP_DOT && dotshape(p, in) == 0)
		return 0;
	if ((rc = shapedop(p, in, o, n)) <= 0 || (rc = byopcode(p, in, o, n)) <= 0)
		return rc;
	if ((in->opcode == OP_CONDITIONAL || in->opcode == OP_CALL || in->opcode == OP_WHILE) &&
	    m->ncallee > in->callee) {
		/* the result is the (first branch's, or the body's) root */
		uint32_t c = m->callees[in->callee].comp;
		for (uint32_t k = in->callee; k < m->ncallee; k++) {
			if (m->callees[k].kind & CK_PENDING) /* the whole file is read again */
				return hlo_pfail(p, hlo_nameoff(in), "callee in an earlier piece");
			if (m->callees[k].kind == CK_BODY)
				c = m->callees[k].comp;
		}
		in->shape = m->instrs[m->comps[c].root].shape;
		return 0;
	}
	if (hlo_elementwise(in->opcode) && n > 0 && in->opcode != OP_COMPARE &&
	    in->opcode != OP_CONVERT && in->opcode != OP_BITCAST_CONVERT &&
	    in->opcode != OP_REAL && in->opcode != OP_IMAG && in->opcode != OP_COMPLEX &&
	    in->opcode != OP_IS_FINITE && in->opcode != OP_STOCHASTIC_CONVERT) {
		/* select and clamp take their shape from operand 1 */
		uint32_t k = (in->opcode == OP_SELECT || in->opcode == OP_CLAMP) && n > 1 ? 1 : 0;
		if ((in->shape = operandshape(m, &o[k])) != HLO_NONE)
			return 0;
	}
	return hlo_pfail(p, hlo_nameoff(in), "instruction has no shape, and hlopeak infers the shape of "
	             "a %s only from operands and attributes it can read", hlo_opname(in->opcode));
}
