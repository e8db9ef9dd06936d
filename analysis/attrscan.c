/* attrscan.c: reading attributes kept as text, shared by the GSPMD
 * (sharding.c) and the Shardy (shardy.c) readers and the rules that read
 * windows, pads and dots: a small scanner of blanks, words and numbers
 * (an instruction's attribute by name is hlo_findattr, parser/module.c) */
#include <string.h>

#include "analysis.h"

/* the scanner: blanks, comments (XLA prints an index comment before every
 * fifth element of a long tuple's sharding) and, with `escaped`, the
 * backslashes of an escaped string are skipped */
void an_scanblank(an_scan *c)
{
	for (;;) {
		while (c->s < c->e && (*c->s == ' ' || *c->s == '\n' || *c->s == '\t' || *c->s == '\r' ||
		                       (c->escaped && *c->s == '\\')))
			c->s++;
		if (c->e - c->s < 2 || c->s[0] != '/' || c->s[1] != '*')
			return;
		const char *end = an_findtext(c->s + 2, c->e, "*/");
		c->s = end ? end + 2 : c->e;
	}
}

int an_scaneat(an_scan *c, const char *w)
{
	size_t n = strlen(w);

	an_scanblank(c);
	if ((size_t)(c->e - c->s) >= n && !memcmp(c->s, w, n)) {
		c->s += n;
		return 1;
	}
	return 0;
}

int64_t an_scannum(an_scan *c)
{
	int64_t v = 0;

	an_scanblank(c);
	if (c->s >= c->e || *c->s < '0' || *c->s > '9')
		return -1;
	while (c->s < c->e && *c->s >= '0' && *c->s <= '9' && v < (1 << 30))
		v = v * 10 + (*c->s++ - '0');
	return v;
}

/* the numbers of one field of the instruction's window attribute
 * (`size=1x512`, `pad=0_0x511_0`: each pair as two), at most max; how
 * many (0: no window or no such field) */
uint32_t an_windownums(const hlo_module *m, const hlo_instr *in, const char *field, int64_t *v, uint32_t max)
{
	const hlo_attr *at = hlo_findattr(m, in, "window");
	const char *p = at ? hlo_text(m, at->value) : NULL, *e = at ? p + at->value.len : NULL;
	size_t n = strlen(field);
	uint32_t k = 0;
	const char *q = p;

	if (!at)
		return 0;
	for (;; q++) {
		q = an_findtext(q, e, field);
		if (!q)
			return 0;
		if (q == p || q[-1] == ' ' || q[-1] == '{')
			break;
	}
	for (q += n; q < e && *q != ' ' && *q != '}' && *q != ','; q++) {
		int neg = *q == '-';
		int64_t x = 0;
		if (neg)
			q++;
		if (q >= e || *q < '0' || *q > '9')
			return 0;
		for (; q < e && *q >= '0' && *q <= '9'; q++)
			x = x < INT64_MAX / 10 ? x * 10 + (*q - '0') : x;
		if (k < max)
			v[k++] = neg ? -x : x;
		if (q >= e || (*q != 'x' && *q != '_'))
			break;
	}
	return k;
}

/* a pad with interior padding: some dimension of its
 * padding=low_high_interior with a nonzero third part (or no padding
 * attribute to tell) */
int an_interiorpad(const hlo_module *m, const hlo_instr *in)
{
	const hlo_attr *at = hlo_findattr(m, in, "padding");
	const char *p, *e;
	int part = 0;

	if (!at)
		return 1;
	p = hlo_text(m, at->value);
	e = p + at->value.len;
	for (; p < e; p++) {
		if (*p == 'x')
			part = 0;
		else if (*p == '_')
			part++;
		else if (part == 2 && *p != '0')
			return 1;
	}
	return 0;
}

/* one side (k: 0 lhs, 1 rhs) of a dot's dimension numbers: its batch and
 * contracting dimensions in the order written, its rank; -1 if they cannot
 * be read or do not fit the operand */
int an_dotside(const hlo_module *m, const hlo_instr *in, int k, an_dotdims *s)
{
	static const char *const bn[] = {"lhs_batch_dims", "rhs_batch_dims"};
	static const char *const cn[] = {"lhs_contracting_dims", "rhs_contracting_dims"};

	if (in->nopnd != 2 || k < 0 || k > 1)
		return -1;
	s->nb = an_attrints(m, in, bn[k], s->batch, 64);
	s->nc = an_attrints(m, in, cn[k], s->contract, 64);
	s->rank = m->shapes[m->instrs[m->operands[in->opnd + k].instr].shape].rank;
	s->nb = s->nb < 0 ? 0 : s->nb;
	if (s->nc < 0 || s->rank > 64 || (uint32_t)(s->nb + s->nc) > s->rank)
		return -1;
	return 0;
}

/* DotDecomposer's IsCanonical for side k of a dot (dot_decomposer.cc): one
 * contracting dimension, at most one free one, the batch dimensions
 * leading */
int an_dotcanonical(const hlo_module *m, const hlo_instr *in, int k)
{
	an_dotdims s;

	if (an_dotside(m, in, k, &s) < 0 || s.nc != 1 || (uint64_t)s.nb + 2 < s.rank)
		return 0;
	for (int j = 0; j < s.nb; j++)
		if (s.batch[j] != j)
			return 0;
	return 1;
}

/* a dot with no contracting dimension, an outer product: the algebraic
 * simplifier makes it a multiply of broadcasts, elementwise from then on
 * (algebraic_simplifier.cc HandleDot, enable_dot_to_multiply_rewrite, on
 * by default and left on by every XLA backend).  Contracting dimensions of
 * size 1 count as none: HandleDot first drops a dot's dimensions of size 1
 * (RemoveDegenerateDimensionFromDot), so [n, 1] x [m, 1] contracting the
 * 1s, the gradient of a dense layer with one output unit, is an outer
 * product by then */
static int nocontracting(const hlo_module *m, const hlo_instr *in, const char *name, uint32_t k)
{
	const hlo_shape *s = &m->shapes[m->instrs[m->operands[in->opnd + k].instr].shape];
	int64_t c[64];
	int n;

	if (!hlo_findattr(m, in, name))
		return 1;
	if ((n = an_attrints(m, in, name, c, 64)) < 0 || s->kind != SK_ARRAY ||
	    hlo_pathlen(m, m->operands[in->opnd + k].path))
		return n == 0;
	for (int j = 0; j < n; j++)
		if (c[j] < 0 || (uint64_t)c[j] >= s->rank || hlo_dims(m, s)[c[j]] != 1)
			return 0;
	return 1;
}

int an_outerdot(const hlo_module *m, const hlo_instr *in)
{
	return in->opcode == OP_DOT && in->nopnd == 2 && nocontracting(m, in, "lhs_contracting_dims", 0) &&
	       nocontracting(m, in, "rhs_contracting_dims", 1);
}

/* is dimension d of that side free (neither batch nor contracting)? */
int an_dotfree(const an_dotdims *s, uint32_t d)
{
	for (int j = 0; j < s->nb; j++)
		if (s->batch[j] == (int64_t)d)
			return 0;
	for (int j = 0; j < s->nc; j++)
		if (s->contract[j] == (int64_t)d)
			return 0;
	return 1;
}

/* an attribute written as one integer (index_vector_dim=3): 1 and *out,
 * or 0 */
int an_attrint(const hlo_module *m, const hlo_instr *in, const char *name, int64_t *out)
{
	const hlo_attr *at = hlo_findattr(m, in, name);
	an_scan c = {NULL, NULL, 0};

	if (!at)
		return 0;
	c.s = hlo_text(m, at->value);
	c.e = c.s + at->value.len;
	*out = an_scannum(&c);
	return *out >= 0;
}

/* attribute `name` written alike on x and y, or on neither */
int an_sameattr(const hlo_module *m, const hlo_instr *x, const hlo_instr *y, const char *name)
{
	const hlo_attr *p = hlo_findattr(m, x, name), *q = hlo_findattr(m, y, name);

	if (!p || !q)
		return !p && !q;
	return p->value.len == q->value.len && !memcmp(hlo_text(m, p->value), hlo_text(m, q->value), p->value.len);
}
