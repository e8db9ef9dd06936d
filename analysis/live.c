/* live.c: live ranges of values and the buffers they form
 * (HloLiveRange, calibration-rules.md R12; memory-semantics.md s2.3).
 *
 * A value starts at its definition (a parameter at its computation's start)
 * and ends at its latest position or use; a position at a computation's root
 * lasts to the end of that computation's span.  Uses by a call are left to
 * the callee; a while's use moves to its body's parameter.  Entry parameters
 * that are not donated live to the end of the program. */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

static int64_t postime(an *a, uint32_t i)
{
	const hlo_instr *in = &a->m->instrs[i];

	if (in->flags & IF_ROOT)
		return a->tl.cend[in->comp];
	return a->tl.time[i];
}

/* a parameter of a computation a call runs, in a module not yet compiled:
 * CallInliner replaces it by the call's operand, so it is no position of
 * the operand's values (its readers are their uses); an operand nothing
 * in the callee reads is dead once inlined (JAX hands whole tuples of
 * results to helpers that read part of them) */
int an_inlinedparam(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t u;

	if (a->mode == PRE_NONE || in->opcode != OP_PARAMETER || in->comp == m->entry)
		return 0;
	u = a->tl.compcaller[in->comp];
	return u < m->ninstr && m->instrs[u].opcode == OP_CALL && a->tl.time[u] >= 0;
}

/* the computation call u runs, when CallInliner inlines it there (u is
 * its one caller), or HLO_NONE */
uint32_t an_inlinedcall(const an *a, uint32_t u)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[u];
	uint32_t c;

	if (in->opcode != OP_CALL || !in->ncallee || a->tl.time[u] < 0)
		return HLO_NONE;
	c = m->callees[in->callee].comp;
	return c < m->ncomp && a->tl.compcaller[c] == u ? c : HLO_NONE;
}

/* the other way: the parameter operand opnd of call u becomes once
 * CallInliner has inlined u's callee, or HLO_NONE (u is no call inlined,
 * or the callee has no such parameter) */
uint32_t an_calleeparam(const an *a, uint32_t u, uint32_t opnd)
{
	const hlo_module *m = a->m;
	uint32_t c = an_inlinedcall(a, u);

	if (c == HLO_NONE || opnd >= m->comps[c].nparam)
		return HLO_NONE;
	return (uint32_t)m->ints[m->comps[c].params + opnd];
}

/* the call's operand an inlined callee's parameter i stands for, or
 * HLO_NONE (a read through a tuple path: not followed) */
uint32_t an_paramoperand(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i], *u;

	if (!an_inlinedparam(a, i))
		return HLO_NONE;
	u = &m->instrs[a->tl.compcaller[in->comp]];
	if (in->aux < 0 || (uint64_t)in->aux >= u->nopnd || m->operands[u->opnd + in->aux].path)
		return HLO_NONE;
	return m->operands[u->opnd + in->aux].instr;
}

static void extend(an *a, uint32_t v, int64_t t)
{
	if (v != HLO_NONE && t > a->df.vals[v].end)
		a->df.vals[v].end = t;
}

/* the time a use by instruction u counts at */
static int64_t usetime(an *a, uint32_t u)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[u];

	if (in->opcode == OP_WHILE) {
		for (uint32_t k = 0; k < in->ncallee; k++) {
			const hlo_callee *c = &m->callees[in->callee + k];
			if (c->kind == CK_BODY && a->tl.cstart[c->comp] >= 0 && m->comps[c->comp].nparam)
				return a->tl.time[m->ints[m->comps[c->comp].params]];
		}
	}
	return a->tl.time[u];
}

/* the uses of operand k of u: its subtree, or only its top, and the tuple
 * tables a compact read (%t#1) passes through */
static void uses(an *a, uint32_t u, uint32_t k, int64_t t, usefn fn, void *ctx)
{
	const hlo_module *m = a->m;
	const hlo_operand *op = &m->operands[m->instrs[u].opnd + k];
	uint32_t o = op->instr, shape = m->instrs[o].shape, slot = 0, base = a->df.slotbase[o];
	const int64_t *path = hlo_path(m, op->path);
	uint32_t n = hlo_pathlen(m, op->path), flags = an_opfacts(m->instrs[u].opcode)->flags;

	if (a->tl.time[o] < 0)
		return;
	for (uint32_t j = 0; j < n; j++) {
		const hlo_shape *sh = &m->shapes[shape];
		if (sh->kind != SK_TUPLE || path[j] < 0 || (uint64_t)path[j] >= sh->rank)
			return;
		fn(ctx, a->df.slotval[base + slot], t);
		slot += a->df.choff[a->df.choffbase[shape] + path[j]];
		shape = (uint32_t)hlo_children(m, sh)[path[j]];
	}
	if (flags & OF_NOUSE)
		return;
	if (flags & OF_TOPUSE) {
		fn(ctx, a->df.slotval[base + slot], t);
		return;
	}
	for (uint32_t s = 0; s < a->df.nodes[shape]; s++)
		fn(ctx, a->df.slotval[base + slot + s], t);
}

/* every use of a value, as (value, time): the rules of HloValue::ComputeUses
 * on the flat timeline (a call's use is left to its callee, a while's moves
 * to its body's parameter) */
void an_eachuse(an *a, usefn fn, void *ctx)
{
	const hlo_module *m = a->m;

	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t u = a->tl.seq[q];
		const hlo_instr *in = &m->instrs[u];
		int64_t ut;
		if (an_inlinedcall(a, u) != HLO_NONE)
			continue;
		/* merged by HloCSE (cse.c): its readers read the other one */
		if (a->tl.cse && a->tl.cse[u] != HLO_NONE)
			continue;
		ut = usetime(a, u);
		for (uint32_t k = 0; k < in->nopnd; k++) {
			/* a scatter folded into an add: the add reads its indices
			 * and updates (dataflow.c an_scatterinto) */
			if (k == 1 && in->opcode == OP_SCATTER) {
				uint32_t into = an_scatterinto(a, u);
				if (into != HLO_NONE && a->tl.time[into] > ut)
					ut = a->tl.time[into];
			}
			uses(a, u, k, ut, fn, ctx);
		}
	}
}

static void extendfn(void *ctx, uint32_t v, int64_t t)
{
	extend(ctx, v, t);
}

static int byrange(const void *x, const void *y, void *ctx);

/* a value's part in its buffer: the buffer is as large as its largest
 * value, keyed by its smallest, and of every kind any value is */
void an_foldvalue(an_buffer *b, const an_value *x, int first)
{
	if (first || x->key < b->key)
		b->key = x->key;
	if (x->size > b->size)
		b->size = x->size;
	if (x->logical > b->logical)
		b->logical = x->logical;
	b->liveout |= x->liveout;
	b->entryparam |= x->entryparam;
	b->constant |= x->constant;
	b->tuple |= x->tuple;
	b->color = x->color;
}

/* values of each buffer, ordered by (start, end, id), handed over in a chain */
static int mkbuffers(an *a)
{
	uint32_t *idx = ut_malloc((size_t)a->df.nval * sizeof *idx + 1);
	uint32_t *count;

	for (uint32_t v = 0; v < a->df.nval; v++)
		idx[v] = HLO_NONE;
	/* buffer ids in the order of their smallest value id */
	{
		uint32_t *bykeyv = ut_malloc((size_t)a->df.nval * sizeof *bykeyv + 1);
		for (uint32_t v = 0; v < a->df.nval; v++)
			bykeyv[a->df.vals[v].key] = v;
		a->df.nbuf = 0;
		for (uint32_t r = 0; r < a->df.nval; r++) {
			uint32_t root = an_ufind(a, bykeyv[r]);
			if (idx[root] == HLO_NONE)
				idx[root] = a->df.nbuf++;
		}
		free(bykeyv);
	}
	a->df.bufs = ut_zalloc((size_t)a->df.nbuf + 1, sizeof *a->df.bufs);
	count = ut_zalloc((size_t)a->df.nbuf + 1, sizeof *count);
	for (uint32_t v = 0; v < a->df.nval; v++) {
		an_value *x = &a->df.vals[v];
		an_buffer *b;
		x->buf = idx[an_ufind(a, v)];
		b = &a->df.bufs[x->buf];
		an_foldvalue(b, x, b->nval++ == 0);
		b->alloc = -1;
	}
	for (uint32_t b = 0, at = 0; b < a->df.nbuf; b++) {
		a->df.bufs[b].first = at;
		at += a->df.bufs[b].nval;
	}
	a->df.bufvals = ut_malloc((size_t)a->df.nval * sizeof *a->df.bufvals + 1);
	for (uint32_t v = 0; v < a->df.nval; v++) {
		an_buffer *b = &a->df.bufs[a->df.vals[v].buf];
		a->df.bufvals[b->first + count[a->df.vals[v].buf]++] = v;
	}
	free(count);
	free(idx);
	return 0;
}

/* insertion sort of a buffer's values by (start, end, id): buffers are small */
static void sortchain(an *a, uint32_t *v, uint32_t n)
{
	for (uint32_t i = 1; i < n; i++) {
		uint32_t x = v[i], j = i;
		while (j > 0 && byrange(&v[j - 1], &x, a) > 0) {
			v[j] = v[j - 1];
			j--;
		}
		v[j] = x;
	}
}

static int byrange(const void *x, const void *y, void *ctx)
{
	const an *a = ctx;
	const an_value *p = &a->df.vals[*(const uint32_t *)x], *q = &a->df.vals[*(const uint32_t *)y];

	if (p->start != q->start)
		return p->start < q->start ? -1 : 1;
	if (p->end != q->end)
		return p->end < q->end ? -1 : 1;
	return (p->key > q->key) - (p->key < q->key);
}

/* a buffer's values in order of their ranges, each ending where the next
 * starts and the last living as long as the longest before it (the
 * buffer's values hand it over one to the next) */
void an_handover(an *a, uint32_t *v, uint32_t n)
{
	sortchain(a, v, n);
	for (uint32_t k = 1; k < n; k++) {
		an_value *p = &a->df.vals[v[k - 1]], *q = &a->df.vals[v[k]];
		if (p->end > q->end)
			q->end = p->end;
		if (q->start < p->end)
			p->end = q->start;
	}
}

int an_liveranges(an *a)
{
	const hlo_module *m = a->m;
	const hlo_comp *entry = &m->comps[m->entry];
	uint8_t *aliased;

	/* sizes and kinds; a shape's sizes worked out once (a dump has
	 * thousands of shapes for millions of values) */
	{
		struct { uint64_t size, logical; } *sz = ut_malloc((size_t)m->nshape * sizeof *sz + 1);
		uint8_t *known = ut_calloc((size_t)m->nshape + 1, 1);
		for (uint32_t v = 0; v < a->df.nval; v++) {
			an_value *x = &a->df.vals[v];
			const hlo_instr *in = &m->instrs[x->instr];
			if (!known[x->shape]) {
				if (an_targetbytes(m, a->target, x->shape, &sz[x->shape].size) < 0 ||
				    an_unpaddedbytes(m, a->target, x->shape, &sz[x->shape].logical) < 0) {
					hlo_error(a->diag, m->file, m->shapes[x->shape].text.off,
					          "the size of this shape overflows 64 bits");
					free(sz);
					free(known);
					return -1;
				}
				known[x->shape] = 1;
			}
			x->size = sz[x->shape].size;
			x->logical = sz[x->shape].logical;
			x->constant = in->opcode == OP_CONSTANT;
			x->entryparam = in->opcode == OP_PARAMETER && in->comp == m->entry;
		}
		free(sz);
		free(known);
	}
	/* definitions and positions, in flat order */
	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t i = a->tl.seq[q];
		const hlo_instr *in = &m->instrs[i];
		uint32_t base = a->df.slotbase[i], n = a->df.nodes[in->shape];
		int64_t t = a->tl.time[i];
		/* merged by HloCSE (cse.c): not there; a call it is the root of
		 * is a position of its own */
		if (a->tl.cse && a->tl.cse[i] != HLO_NONE)
			continue;
		for (uint32_t s = 0; s < n; s++) {
			uint32_t v = a->df.slotval[base + s];
			an_value *x;
			if (v == HLO_NONE)
				continue;
			x = &a->df.vals[v];
			if (x->instr == i && x->slot == s) {
				uint32_t c = in->comp;
				x->start = in->opcode == OP_PARAMETER ? a->tl.cstart[c] : t;
				x->end = postime(a, i);
				if (a->tl.casyncend[c] >= 0 && a->tl.casyncend[c] > x->end)
					x->end = a->tl.casyncend[c];
				if (x->hidden) {
					/* defined by the hidden op just before the start,
					 * live until the async-done */
					x->start = t - 1;
					if (a->tl.asyncend[i] > x->end)
						x->end = a->tl.asyncend[i];
				}
				continue;
			}
			if (an_inlinedparam(a, i))
				continue;
			if (postime(a, i) > x->end) {
				x->end = postime(a, i);
				x->endinstr = i;
				x->endslot = s;
			}
		}
	}
	/* uses */
	an_eachuse(a, extendfn, a);
	/* the entry's outputs live out; undonated parameters live throughout */
	aliased = a->df.aliased;
	for (uint32_t s = 0; s < a->df.nodes[m->instrs[entry->root].shape]; s++) {
		uint32_t v = a->df.slotval[a->df.slotbase[entry->root] + s];
		if (v != HLO_NONE) {
			a->df.vals[v].liveout = 1;
			extend(a, v, a->tl.schedend);
		}
	}
	for (uint32_t p = 0; p < entry->nparam; p++) {
		uint32_t i = (uint32_t)m->ints[entry->params + p];
		for (uint32_t s = 0; s < a->df.nodes[m->instrs[i].shape]; s++) {
			uint32_t v = a->df.slotval[a->df.slotbase[i] + s];
			if (v != HLO_NONE && a->df.vals[v].instr == i && !aliased[a->df.slotbase[i] + s])
				a->df.vals[v].end = a->tl.schedend;
		}
	}
	if (mkbuffers(a) < 0)
		return -1;
	/* hand-over chains within each buffer */
	for (uint32_t b = 0; b < a->df.nbuf; b++)
		an_handover(a, a->df.bufvals + a->df.bufs[b].first, a->df.bufs[b].nval);
	return 0;
}
