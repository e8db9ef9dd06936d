/* copyins.c: the copies XLA's CopyInsertion pass adds, for a module not yet
 * compiled (a compiled module holds them already).  The pass adds copies
 * wherever values that must share a buffer could interfere, removes those
 * whose removal leaves no interference, then adds the special cases
 * (xla/service/copy_insertion.cc, openxla/xla @ 001918b7 and d4ebeaac,
 * CopyInsertion::Run; examples from copy_insertion_test.cc).  The net effect
 * is emulated here on the buffers, after live ranges, in four rules:
 *
 * 1. Read-only values.  A constant, or an entry parameter not in
 *    input_output_alias, never shares its buffer with another value
 *    (AddSpecialCaseCopies: ValueIsReadOnly and more than one value in the
 *    buffer -> a copy at the definition).  It keeps a buffer of its own;
 *    the other values of its buffer form one without it.  So a loop state
 *    started from a parameter or constant, an in-place update of one, a
 *    conditional branch returning one, get memory of their own (tests
 *    InitPointsToConstant, InitPointsToParameter copy the init).
 * 2. Read after an update.  A value still read after another value of its
 *    buffer is written needs a copy (AddCopiesForWhile,
 *    AddCopiesForInPlaceOperation and AddCopiesForConditional add copies at
 *    every updated index; RemoveUnnecessaryCopies keeps those whose removal
 *    would make live ranges interfere: DependentTupleElements keeps one).
 *    It is counted as a temporary of the value's size from the write to
 *    the last read.  A write at the reading instruction is no conflict when
 *    that instruction may take the buffer over (in place, elementwise).  A
 *    while reads its init, and a conditional its operands, when the called
 *    computation begins.  XLA decides on dependency order, this on the
 *    schedule at hand, and before the fusion rules (pre-fusion reads).
 * 3. Loop indices that share a buffer.  When two updated indices of a
 *    while's state end up in one buffer (one init at both, the same value
 *    at both in the body's root, or a body that moves the parameter's
 *    element j to index k != j), XLA gives each index a buffer of its own
 *    (InitPointsToNonDistinct; SwizzlingWhile: copies at the body's
 *    parameter and root).  Each further index gets a buffer over its
 *    values, from its init to the loop result's last use: the values
 *    held at that index alone leave the shared buffer for it, which then
 *    lives as long as the first index's values (the first keeps the
 *    init: a scan's stacked outputs, begun from one broadcast of zeros,
 *    are the broadcast and a copy of it for each further stack); each
 *    moved element gets a temporary over the body's span.  Rule 2 is not applied
 *    between values of different indices (a value written in place over an
 *    index's value belongs to that index), nor to a value held at two.
 * 4. Entry root.  A leaf or tuple table that is read-only, or whose buffer
 *    already appears at an earlier index, is copied into an output buffer
 *    of its own just before the root (AddSpecialCaseCopies with
 *    copy_parameters_and_constants and copy_root_replicated_buffers, set
 *    for the entry only; SingleParameter, SingleConstant,
 *    MultipleConstantsAndParameters).  A value copied at every index it
 *    held is no longer an output.
 *
 * 5. Donated parameters.  An entry parameter in input_output_alias is
 *    copied at the start (AddCopiesForAliasedInputOutputs), and the copy
 *    is removed only when every reader of the parameter comes before the
 *    instruction that first writes the aliased output in XLA's ordering,
 *    which for copy insertion, run before scheduling, is the dependency
 *    order (CopyRemover with a DependencyHloOrdering): each reader an
 *    operand, at any depth, of that writer.  A training step whose
 *    weights are donated reads a weight in the backward pass (g @ W.T)
 *    where its update does not wait for it: the compiled module copies
 *    the weight first thing (testdata/xla-cpu donate-adam: copy.4 and
 *    copy.5 of the two later layers' weights, none of the first's, which
 *    only the forward pass reads).  The copy lives from the start to the
 *    parameter's last read; the parameter's own memory, read by the copy
 *    alone, holds other values until the update writes it (XLA puts the
 *    weight's gradient there).  Readers inside loops and conditionals count
 *    as the loop or conditional; a parameter a loop updates is left to
 *    rule 2.  The CPU only: its compiler inserts copies before it
 *    schedules (cpu_compiler.cc); the GPU's removes copies again once the
 *    module is scheduled (gpu_compiler.cc, RunPostSchedulingCopyInsertion),
 *    by the schedule, as rule 2 does.
 *
 * 6. Several in-place updates of one value (the CPU; the best estimate
 *    and the upper bound).  Copy insertion gives every in-place operation
 *    a copy of the operand it updates (AddCopiesForInPlaceOperation) and
 *    removes one only when the live ranges of the copy's source and
 *    destination do not interfere in the dependency order XLA:CPU inserts
 *    copies by (as for rule 5): when every other reader of the value comes
 *    before the update.  Updates of one value that do not depend on each
 *    other keep a copy each, made as soon as the value is (breadth first,
 *    the level after it).  JAX writes them wherever a table is gathered
 *    from more than once: each gather's gradient is a scatter-add into a
 *    broadcast of zeros of its own, and HloCSE (hlo_cse.cc, cse.c) makes
 *    the broadcasts one.  XLA:CPU, jaxlib 0.10.2: three scatter-adds into
 *    one broadcast of zeros make the broadcast, then copy, copy.1 and
 *    copy.2, all before any scatter runs (testdata/precompile/
 *    scatter-updates-copied.hlo); so do
 *    word2vec's step and a sparsemax attention's gradient, whose fourth
 *    update, after every other reader, takes the broadcast itself.  So
 *    each update in place over a value some other reader does not
 *    precede takes a buffer of its own from the step after the value;
 *    the value's readers through those copies read it then.  Rule 2
 *    handles one update the schedule orders after the other readers.
 *    Only values of the entry computation and of the calls inlined into
 *    it (not loop bodies), updated in place by two or more instructions;
 *    not in the lower bound.
 * 7. The upper bound's worst case for in-place updates, which must not
 *    fall below what XLA allocates: a value still updated in place by k
 *    instructions after rule 6 (updates that depend on each other) gets
 *    k - 1 copies besides rule 2's, each from the value's start to the
 *    end of the update it stands for; and values HloCSE would merge
 *    (an_cse; the upper bound merges nothing), two or more of them updated
 *    in place and none more than once, one copy for the merged value,
 *    from the first one's start to the last update.
 *
 * A copy is a value without an instruction of its own: shaped like the
 * value it copies, in a buffer of its own, live over the range given here.
 * Not modelled: several loops updating one read-only init (they share one
 * copy here), conditional results that share a buffer at two indices, and
 * where XLA's scheduler places each copy.  Nor, for rule 2, the order
 * XLA:CPU runs its passes in: CopyInsertion comes after fusion (the
 * pass-by-pass dump of jaxlib 0.10.2: fusion, then copy-insertion's
 * three steps), and its RemoveUnnecessaryCopies orders by dependency, so
 * two loop outputs that do not depend on each other and each read both
 * state arrays keep a copy of each; rule 2 reads the unfused module on
 * the schedule at hand.  That rule was built (commit 65fc854, then
 * numbered 6) and taken out again; precompile.c F3 says why. */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

/* a copy to add: a value like `like`, live over [start, end] */
struct copy {
	uint32_t like;
	int64_t start, end;
	uint8_t liveout;
	uint8_t donor;                  /* rule 5's: what reads the parameter reads it */
};

struct ci {
	an *a;
	int64_t *ostart, *oend;         /* own live ranges, before any hand-over */
	uint32_t *tagw, *tagk;          /* the while and state index a value belongs to */
	uint8_t *twice;                 /* held at two indices of one loop (rule 3) */
	uint8_t *aside;                 /* set aside across a permuting body (rule 3) */
	uint8_t *own;                   /* a loop index given a buffer of its own (rule 3) */
	uint8_t *donor;                 /* a donated parameter rule 5 copied */
	struct copy *cp;
	uint32_t ncp, capcp;
};

/* one while loop whose parts are flattened and have the state's shape */
struct loop {
	uint32_t w, body, bparam, cparam, broot, init, initslot, n;
};

static void addcopy(struct ci *c, uint32_t like, int64_t start, int64_t end, int liveout)
{
	GROW(c->cp, c->ncp, c->capcp);
	c->cp[c->ncp++] = (struct copy){like, start, end, (uint8_t)liveout, 0};
}

static int readonly(const an *a, const an_value *x)
{
	return x->constant || (x->entryparam && !a->df.aliased[a->df.slotbase[x->instr] + x->slot]);
}

static uint32_t slotvalue(const an *a, uint32_t i, uint32_t s)
{
	return i != HLO_NONE && a->tl.time[i] >= 0 ? a->df.slotval[a->df.slotbase[i] + s] : HLO_NONE;
}

/* the slot operand k of u reads and its node count; HLO_NONE if none */
static uint32_t operandslot(const an *a, uint32_t u, uint32_t k, uint32_t *n)
{
	const hlo_module *m = a->m;
	const hlo_operand *op = &m->operands[m->instrs[u].opnd + k];
	uint32_t shape = m->instrs[op->instr].shape, slot = 0;
	const int64_t *path = hlo_path(m, op->path);

	if (a->tl.time[op->instr] < 0)
		return HLO_NONE;
	for (uint32_t j = 0; j < hlo_pathlen(m, op->path); j++) {
		const hlo_shape *sh = &m->shapes[shape];
		if (sh->kind != SK_TUPLE || path[j] < 0 || (uint64_t)path[j] >= sh->rank)
			return HLO_NONE;
		slot += a->df.choff[a->df.choffbase[shape] + path[j]];
		shape = (uint32_t)hlo_children(m, sh)[path[j]];
	}
	*n = a->df.nodes[shape];
	return slot;
}

/* the value operand k of u reads (its slot's first), HLO_NONE if none */
static uint32_t operandvalue(const an *a, uint32_t u, uint32_t k)
{
	uint32_t n, s = operandslot(a, u, k, &n);

	return s == HLO_NONE ? HLO_NONE : a->df.slotval[a->df.slotbase[a->m->operands[a->m->instrs[u].opnd + k].instr] + s];
}

/* each value's own live range: the live-range stage with every value in a
 * buffer of its own, so that no hand-over moves an end */
static int ownranges(struct ci *c)
{
	an *a = c->a, s = *a;
	int rc;

	s.df.vals = ut_malloc((size_t)a->df.nval * sizeof *s.df.vals + 1);
	memcpy(s.df.vals, a->df.vals, (size_t)a->df.nval * sizeof *s.df.vals);
	s.df.uf = ut_malloc((size_t)a->df.nval * sizeof *s.df.uf + 1);
	for (uint32_t v = 0; v < a->df.nval; v++)
		s.df.uf[v] = v;
	s.df.bufs = NULL;
	s.df.bufvals = NULL;
	s.df.nbuf = 0;
	rc = an_liveranges(&s);
	for (uint32_t v = 0; v < a->df.nval; v++) {
		c->ostart[v] = s.df.vals[v].start;
		c->oend[v] = s.df.vals[v].end;
	}
	free(s.df.vals);
	free(s.df.uf);
	free(s.df.bufs);
	free(s.df.bufvals);
	return rc;
}

/* a buffer's size, key and kind from its values */
void an_refreshbuffer(an *a, uint32_t b)
{
	an_buffer *buf = &a->df.bufs[b];

	buf->size = buf->logical = 0;
	buf->key = UINT64_MAX;
	buf->liveout = buf->entryparam = buf->constant = buf->tuple = 0;
	buf->alloc = -1;
	for (uint32_t k = 0; k < buf->nval; k++) {
		an_value *x = &a->df.vals[a->df.bufvals[buf->first + k]];
		x->buf = b;
		an_foldvalue(buf, x, k == 0);
	}
}

/* own ranges again, then the live-range stage's hand-over chain */
static void rechain(struct ci *c, uint32_t b)
{
	an *a = c->a;
	uint32_t *v = a->df.bufvals + a->df.bufs[b].first, n = a->df.bufs[b].nval;

	for (uint32_t k = 0; k < n; k++) {
		a->df.vals[v[k]].start = c->ostart[v[k]];
		a->df.vals[v[k]].end = c->oend[v[k]];
	}
	an_handover(a, v, n);
}

/* the read-only values of a buffer holding others, moved to its end;
 * returns how many there are */
static uint32_t partition(an *a, uint32_t b, uint32_t *tmp)
{
	uint32_t *v = a->df.bufvals + a->df.bufs[b].first, n = a->df.bufs[b].nval, keep = 0, ro = 0;

	if (n < 2)
		return 0;
	for (uint32_t k = 0; k < n; k++) {
		if (readonly(a, &a->df.vals[v[k]]))
			tmp[ro++] = v[k];
		else
			v[keep++] = v[k];
	}
	memcpy(v + keep, tmp, (size_t)ro * sizeof *v);
	return ro;
}

/* buffer b keeps its first `keep` values; each after them gets a buffer
 * of its own (a->df.bufs has room for them) */
static void splittail(struct ci *c, uint32_t b, uint32_t keep)
{
	an *a = c->a;
	uint32_t n = a->df.bufs[b].nval;

	a->df.bufs[b].nval = keep;
	for (uint32_t k = keep; k < n; k++) {
		an_buffer *nb = &a->df.bufs[a->df.nbuf];
		*nb = a->df.bufs[b];
		nb->first = a->df.bufs[b].first + k;
		nb->nval = 1;
		an_refreshbuffer(a, a->df.nbuf);
		rechain(c, a->df.nbuf++);
	}
	rechain(c, b);
	an_refreshbuffer(a, b);
}

/* rule 1: a buffer of its own for each read-only value of a partitioned
 * buffer; the others (or, if none, the first) keep the buffer */
static void splitbuffer(struct ci *c, uint32_t b)
{
	an *a = c->a;
	const an_buffer *buf = &a->df.bufs[b];
	uint32_t n = buf->nval, keep = 0;

	while (keep < n && !readonly(a, &a->df.vals[a->df.bufvals[buf->first + keep]]))
		keep++;
	splittail(c, b, keep ? keep : 1);
}

static void splitreadonly(struct ci *c)
{
	an *a = c->a;
	uint32_t nb = a->df.nbuf, extra = 0, *tmp = ut_malloc((size_t)a->df.nval * sizeof *tmp + 1);

	for (uint32_t b = 0; b < nb; b++)
		extra += partition(a, b, tmp);
	free(tmp);
	if (!extra)
		return;
	a->df.bufs = ut_reallocarray(a->df.bufs, (size_t)nb + extra, sizeof *a->df.bufs);
	for (uint32_t b = 0; b < nb; b++) {
		const an_buffer *buf = &a->df.bufs[b];
		if (buf->nval > 1 && readonly(a, &a->df.vals[a->df.bufvals[buf->first + buf->nval - 1]]))
			splitbuffer(c, b);
	}
}

static uint32_t firstparam(const an *a, uint32_t comp)
{
	const hlo_comp *cp = &a->m->comps[comp];

	return cp->nparam ? (uint32_t)a->m->ints[cp->params] : HLO_NONE;
}

/* a while whose body is flattened for it and whose parts have its shape */
static int getloop(const an *a, uint32_t w, struct loop *l)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[w];
	uint32_t cond = an_callee(m, in, CK_CONDITION), n0 = 0;

	l->w = w;
	l->n = a->df.nodes[in->shape];
	l->body = an_callee(m, in, CK_BODY);
	if (in->opcode != OP_WHILE || in->nopnd < 1 || l->body == HLO_NONE || a->tl.cstart[l->body] < 0 ||
	    a->tl.compcaller[l->body] != w)
		return 0;
	l->bparam = firstparam(a, l->body);
	l->broot = m->comps[l->body].root;
	l->cparam = HLO_NONE;
	if (cond != HLO_NONE && a->tl.cstart[cond] >= 0 && a->tl.compcaller[cond] == w)
		l->cparam = firstparam(a, cond);
	if (l->cparam != HLO_NONE && a->df.nodes[m->instrs[l->cparam].shape] != l->n)
		l->cparam = HLO_NONE;
	l->init = m->operands[in->opnd].instr;
	l->initslot = operandslot(a, w, 0, &n0);
	return l->bparam != HLO_NONE && l->initslot != HLO_NONE && n0 == l->n &&
	       a->df.nodes[m->instrs[l->bparam].shape] == l->n && a->df.nodes[m->instrs[l->broot].shape] == l->n;
}

static void tag(struct ci *c, uint32_t v, const struct loop *l, uint32_t k)
{
	if (v == HLO_NONE)
		return;
	if (c->tagw[v] == HLO_NONE) {
		c->tagw[v] = l->w;
		c->tagk[v] = k;
	} else if (c->tagw[v] == l->w && c->tagk[v] != k) {
		c->twice[v] = 1;
	}
}

/* the loop's parameter values at index k: with one init at two indices
 * the body's reads of either may name the other's */
static void marktwice(struct ci *c, const struct loop *l, uint32_t k)
{
	uint32_t v = slotvalue(c->a, l->bparam, k);

	if (v != HLO_NONE)
		c->twice[v] = 1;
	v = slotvalue(c->a, l->cparam, k);
	if (v != HLO_NONE)
		c->twice[v] = 1;
}

/* the values of each state index; the body's root last, since a permuting
 * body holds another index's values there */
static void tagloop(struct ci *c, const struct loop *l)
{
	an *a = c->a;

	for (uint32_t k = 0; k < l->n; k++) {
		uint32_t x = slotvalue(a, l->init, l->initslot + k);
		if (x != HLO_NONE && c->tagw[x] == l->w && c->tagk[x] != k) {
			marktwice(c, l, c->tagk[x]);
			marktwice(c, l, k);
		}
		tag(c, x, l, k);
		tag(c, slotvalue(a, l->cparam, k), l, k);
		tag(c, slotvalue(a, l->bparam, k), l, k);
		tag(c, slotvalue(a, l->w, k), l, k);
	}
	for (uint32_t k = 0; k < l->n; k++)
		tag(c, slotvalue(a, l->broot, k), l, k);
}

/* a value an instruction writes in place over a loop index's value (in
 * its buffer, read by it) belongs to that index */
static void inherit(struct ci *c, uint32_t i)
{
	an *a = c->a;
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];

	for (uint32_t s = 0; s < a->df.nodes[in->shape]; s++) {
		uint32_t v = a->df.slotval[a->df.slotbase[i] + s];
		if (v == HLO_NONE || a->df.vals[v].instr != i || a->df.vals[v].slot != s || c->tagw[v] != HLO_NONE)
			continue;
		for (uint32_t k = 0; k < in->nopnd; k++) {
			uint32_t n, os = operandslot(a, i, k, &n), u;
			if (os == HLO_NONE)
				continue;
			u = a->df.slotval[a->df.slotbase[m->operands[in->opnd + k].instr] + os];
			if (u != HLO_NONE && c->tagw[u] != HLO_NONE && a->df.vals[u].buf == a->df.vals[v].buf) {
				c->tagw[v] = c->tagw[u];
				c->tagk[v] = c->tagk[u];
				break;
			}
		}
	}
}

/* an array index the body updates: a phi at the while */
static int updated(const an *a, const struct loop *l, uint32_t k)
{
	uint32_t v = slotvalue(a, l->w, k);

	return v != HLO_NONE && a->df.vals[v].phi && a->df.vals[v].instr == l->w && !a->df.vals[v].tuple;
}

/* the span of index k's values, from its init to the loop result's last
 * use; read-only values aside, and an element a permuting body moves
 * there (another index's) */
static void indexspan(struct ci *c, const struct loop *l, uint32_t k, int64_t *s, int64_t *e)
{
	an *a = c->a;
	uint32_t at[5][2] = {{l->init, l->initslot + k}, {l->cparam, k}, {l->bparam, k}, {l->broot, k}, {l->w, k}};

	*s = INT64_MAX;
	*e = -1;
	for (uint32_t j = 0; j < 5; j++) {
		uint32_t v = slotvalue(a, at[j][0], at[j][1]);
		if (v == HLO_NONE || readonly(a, &a->df.vals[v]) || c->ostart[v] < 0 ||
		    (at[j][0] == l->broot && a->df.vals[v].instr == l->bparam))
			continue;
		if (c->ostart[v] < *s)
			*s = c->ostart[v];
		if (c->oend[v] > *e)
			*e = c->oend[v];
	}
}

/* index k shares a buffer with an earlier updated index */
static int shared(const an *a, const struct loop *l, uint32_t k)
{
	uint32_t b = a->df.vals[slotvalue(a, l->w, k)].buf;

	for (uint32_t j = 0; j < k; j++)
		if (updated(a, l, j) && a->df.vals[slotvalue(a, l->w, j)].buf == b)
			return 1;
	return 0;
}

/* rule 3's further index k of loop l, whose values are in buffer b with
 * the other indices': those held at k alone leave b for a buffer of their
 * own, which starts at s, where the copy of the init is made (XLA gives the
 * copy and everything written over it at k an allocation of its own, so
 * the buffer the indices shared lives only as long as the first index's
 * values).  0 if no value leaves, or all would. */
static int peel(struct ci *c, const struct loop *l, uint32_t k, uint32_t b, int64_t s)
{
	an *a = c->a;
	uint32_t *v = a->df.bufvals + a->df.bufs[b].first, n = a->df.bufs[b].nval, keep = 0, out = 0, nb;
	uint32_t *tmp = ut_malloc((size_t)n * sizeof *tmp + 1);
	an_value *first;

	for (uint32_t j = 0; j < n; j++) {
		uint32_t x = v[j];
		if (c->tagw[x] == l->w && c->tagk[x] == k && !c->twice[x])
			tmp[out++] = x;
		else
			v[keep++] = x;
	}
	memcpy(v + keep, tmp, (size_t)out * sizeof *v);
	free(tmp);
	if (out == 0 || keep == 0)
		return 0;
	a->df.bufs = ut_reallocarray(a->df.bufs, (size_t)a->df.nbuf + 1, sizeof *a->df.bufs);
	nb = a->df.nbuf++;
	a->df.bufs[nb] = a->df.bufs[b];
	a->df.bufs[nb].first = a->df.bufs[b].first + keep;
	a->df.bufs[nb].nval = out;
	a->df.bufs[b].nval = keep;
	an_refreshbuffer(a, nb);
	an_refreshbuffer(a, b);
	rechain(c, nb);
	rechain(c, b);
	first = &a->df.vals[a->df.bufvals[a->df.bufs[nb].first]];
	if (s < first->start)
		first->start = s;
	return 1;
}

/* rule 3 */
static void separate(struct ci *c, const struct loop *l)
{
	an *a = c->a;

	for (uint32_t k = 0; k < l->n; k++) {
		uint32_t r = slotvalue(a, l->broot, k), v = slotvalue(a, l->w, k);
		int64_t s, e;
		if (!updated(a, l, k))
			continue;
		if (r != HLO_NONE && a->df.vals[r].instr == l->bparam && a->df.vals[r].slot != k && !a->df.vals[r].tuple &&
		    !c->aside[r]) {
			c->aside[r] = 1;
			addcopy(c, r, a->tl.cstart[l->body], a->tl.cend[l->body], 0);
		}
		if (!shared(a, l, k))
			continue;
		indexspan(c, l, k, &s, &e);
		if (s <= e) {
			c->own[v] = 1;
			if (!peel(c, l, k, a->df.vals[v].buf, s))
				addcopy(c, v, s, e, a->df.vals[v].liveout);
		}
	}
}

static void loops(struct ci *c)
{
	an *a = c->a;
	struct loop l;

	for (uint32_t q = 0; q < a->tl.nseq; q++)
		if (a->m->instrs[a->tl.seq[q]].opcode == OP_WHILE && getloop(a, a->tl.seq[q], &l))
			tagloop(c, &l);
	for (uint32_t q = 0; q < a->tl.nseq; q++)
		inherit(c, an_dataseq(a)[q]);
	for (uint32_t q = 0; q < a->tl.nseq; q++)
		if (a->m->instrs[a->tl.seq[q]].opcode == OP_WHILE && getloop(a, a->tl.seq[q], &l))
			separate(c, &l);
}

/* v is last read where w is written: may w's instruction take over the
 * buffer of the operand it reads v through? */
static int sharesread(an *a, uint32_t v, uint32_t w)
{
	const hlo_module *m = a->m;
	const an_value *x = &a->df.vals[w];
	const hlo_instr *in = &m->instrs[x->instr];

	for (uint32_t k = 0; k < in->nopnd; k++) {
		uint32_t n, s = operandslot(a, x->instr, k, &n), o = m->operands[in->opnd + k].instr;
		if (s != HLO_NONE && a->df.slotval[a->df.slotbase[o] + s] == v)
			return an_mayshare(a, o, s, x->instr, x->slot);
	}
	return 1;
}

/* the last read, at step e, is a conditional's or a while's (counted at
 * its body's parameter), done as the called computation holding the
 * write at step tw begins */
static int readonentry(const an *a, int64_t e, int64_t tw)
{
	const hlo_module *m = a->m;
	const hlo_instr *in;

	if (e < 0 || (uint64_t)e >= a->tl.nseq)
		return 0;
	in = &m->instrs[a->tl.seq[e]];
	if (in->opcode == OP_CONDITIONAL) {
		for (uint32_t k = 0; k < in->ncallee; k++) {
			uint32_t b = m->callees[in->callee + k].comp;
			if (a->tl.cstart[b] >= 0 && a->tl.cstart[b] <= tw && tw < a->tl.cend[b])
				return 1;
		}
		return 0;
	}
	return in->opcode == OP_PARAMETER && in->comp != m->entry && a->tl.cstart[in->comp] <= tw &&
	       tw < a->tl.cend[in->comp];
}

/* does writing w destroy v before its last read at step e? */
static int clobbers(struct ci *c, uint32_t v, uint32_t w, int64_t e)
{
	an *a = c->a;
	const an_value *y = &a->df.vals[w];
	int64_t tw = c->ostart[w];

	if (w == v || y->phi || y->tuple || y->hidden || tw <= c->ostart[v] || tw > e)
		return 0;
	if (c->tagw[v] != HLO_NONE && c->tagw[v] == c->tagw[w] && c->tagk[v] != c->tagk[w])
		return 0;
	if (tw == e)
		return !sharesread(a, v, w);
	return !readonentry(a, e, tw);
}

/* rule 5: the instruction x stands for in the entry's dependency graph:
 * itself inside inlined calls, else the loop or conditional holding it;
 * HLO_NONE past any other caller */
static uint32_t entryside(const an *a, uint32_t x)
{
	const hlo_module *m = a->m;
	uint32_t r = x;

	for (int depth = 0; m->instrs[x].comp != m->entry; depth++) {
		uint32_t k = a->tl.compcaller[m->instrs[x].comp];
		if (depth == 64 || k == HLO_NONE || k >= m->ninstr)
			return HLO_NONE;
		if (m->instrs[k].opcode != OP_CALL)
			r = k;
		x = k;
	}
	return r;
}

/* rule 5: mark (stamp) the operands of d at any depth, through inlined
 * calls (a call stands for its root, an inlined computation's parameter
 * for the call's operand); false when the walk passes *budget nodes */
static int markancestors(const an *a, uint32_t d, uint32_t *stamp, uint32_t mark, uint32_t *stack,
			 uint64_t *budget)
{
	const hlo_module *m = a->m;
	uint32_t sp = 0;

	stamp[d] = mark;
	stack[sp++] = d;
	while (sp) {
		uint32_t x = stack[--sp];
		const hlo_instr *in = &m->instrs[x];
		const hlo_instr *from = in;
		if (!(*budget)--)
			return 0;
		/* an inlined computation's parameter: the call's operand */
		if (in->opcode == OP_PARAMETER && in->comp != m->entry) {
			uint32_t k = a->tl.compcaller[in->comp];
			if (k == HLO_NONE || k >= m->ninstr || m->instrs[k].opcode != OP_CALL || in->aux < 0 ||
			    (uint64_t)in->aux >= m->instrs[k].nopnd)
				continue;
			from = &m->instrs[k];
		}
		for (uint32_t k = 0; k < from->nopnd; k++) {
			uint32_t o = m->operands[from->opnd + k].instr;
			if (from != in && k != (uint32_t)in->aux)
				continue;
			if (m->instrs[o].opcode == OP_CALL)
				o = an_throughcalls(a, o);
			if (a->tl.time[o] < 0 || stamp[o] == mark)
				continue;
			stamp[o] = mark;
			stack[sp++] = o;
		}
	}
	return 1;
}

/* rule 5: does instruction i hold value v among its own results (it only
 * hands v on: a call, a tuple, a get-tuple-element)?  Not the root at an
 * output copied into a donated parameter's buffer (dataflow.c
 * intoparam): that copy reads v */
static int handson(const an *a, uint32_t i, uint32_t v)
{
	int root = i == a->m->comps[a->m->entry].root && a->df.rootinto;

	for (uint32_t s = 0; s < a->df.nodes[a->m->instrs[i].shape]; s++)
		if (a->df.slotval[a->df.slotbase[i] + s] == v && !(root && a->df.rootinto[s] != HLO_NONE))
			return 1;
	return 0;
}

/* rule 5: is every reader of v (rd[0..nrd), instructions reading it) an
 * operand, at any depth, of the writer d (stamped by markancestors)?
 * 1 yes, 0 no, -1 not known */
static int readsbefore(const an *a, uint32_t v, uint32_t d, const uint32_t *rd, uint32_t nrd,
		       const uint32_t *stamp, uint32_t mark)
{
	int convertbefore = 0;

	/* the dots XLA:CPU computes in f32 read the parameter's one f32
	 * convert (backend.c C4), which comes before the writer when one
	 * of them does: the convert is then the reader (a bf16 weight read
	 * by the forward and the backward dot is not copied) */
	for (uint32_t k = 0; k < nrd && !convertbefore; k++) {
		uint32_t r = entryside(a, rd[k]);
		convertbefore = r != HLO_NONE && stamp[r] == mark && an_readsconverted(a, rd[k], v);
	}
	for (uint32_t k = 0; k < nrd; k++) {
		uint32_t i = rd[k], r;
		if (i == d || handson(a, i, v) || (convertbefore && an_readsconverted(a, i, v)))
			continue;
		if ((r = entryside(a, i)) == HLO_NONE)
			return -1;
		if (stamp[r] != mark)
			return 0;
	}
	return 1;
}

/* rule 5: the instructions reading each donated parameter's value, in
 * one pass: (value, instruction) pairs sorted by value, from *first[v].
 * What reads is what HloValue's uses are (MayUseOperandValue), as live.c
 * counts them: a tuple reads nothing, a get-tuple-element or a copy only
 * its operand's top ({}, a tuple's table): the loop results a program
 * never reads, get-tuple-elements of other indices of a while whose state
 * holds the parameter, are no reads of it; nor is a call CallInliner
 * inlines (a shard_map's body), whose callee's reads are listed.  (Copy
 * insertion's copies are uses: an output copied at the root reads there.) */
struct readers {
	uint32_t *first, *instr;
};

static int donated(const an *a, const an_value *x)
{
	return x->entryparam && !x->tuple && a->df.aliased[a->df.slotbase[x->instr] + x->slot];
}

static void listreaders(const an *a, struct readers *r, const uint8_t *want)
{
	const hlo_module *m = a->m;
	uint32_t total = 0;

	r->first = ut_zalloc((size_t)a->df.nval + 2, sizeof *r->first);
	r->instr = NULL;
	for (int pass = 0; pass < 2; pass++) {
		for (uint32_t q = 0; q < a->tl.nseq; q++) {
			uint32_t i = a->tl.seq[q], n;
			const hlo_instr *in = &m->instrs[i];
			uint32_t flags = an_opfacts(in->opcode)->flags;
			/* but the entry's root where an output is copied into a
			 * donated parameter's buffer: the copy reads (handson) */
			if ((flags & OF_NOUSE) && !(i == m->comps[m->entry].root && a->df.rootinto))
				continue;
			/* a call CallInliner inlines reads nothing itself: its
			 * callee's instructions read the parameter's value */
			if (an_inlinedcall(a, i) != HLO_NONE)
				continue;
			for (uint32_t k = 0; k < in->nopnd; k++) {
				uint32_t s = operandslot(a, i, k, &n), o = m->operands[in->opnd + k].instr;
				if (flags & OF_TOPUSE)
					n = 1;
				for (uint32_t j = 0; s != HLO_NONE && j < n; j++) {
					uint32_t v = a->df.slotval[a->df.slotbase[o] + s + j];
					if (v == HLO_NONE || (want ? !want[v] : !donated(a, &a->df.vals[v])))
						continue;
					if (pass == 0)
						r->first[v + 1]++;
					else
						r->instr[r->first[v]++] = i;
				}
			}
		}
		if (pass == 0) {
			for (uint32_t v = 0; v < a->df.nval; v++)
				r->first[v + 1] += r->first[v];
			total = r->first[a->df.nval];
			r->instr = ut_malloc((size_t)total * sizeof *r->instr + 1);
		}
	}
	/* the second pass moved each start to the next value's: back one */
	memmove(r->first + 1, r->first, (size_t)a->df.nval * sizeof *r->first);
	r->first[0] = 0;
}

/* is parameter value v the buffer an output is copied into at the root? */
static int intoroot(const an *a, uint32_t v)
{
	const hlo_module *m = a->m;
	uint32_t n;

	if (!a->df.rootinto)
		return 0;
	n = a->df.nodes[m->instrs[m->comps[m->entry].root].shape];
	for (uint32_t s = 0; s < n; s++)
		if (a->df.rootinto[s] == v)
			return 1;
	return 0;
}

/* rule 5: donated parameter v copied first thing; its readers read the
 * copy, and the parameter's memory is free from then until the update
 * writes it */
static void copyfirst(struct ci *c, uint32_t v)
{
	addcopy(c, v, c->ostart[v], c->oend[v], 0);
	c->cp[c->ncp - 1].donor = 1;
	c->oend[v] = c->ostart[v];
	rechain(c, c->a->df.vals[v].buf);
	c->donor[v] = 1;
}

/* rule 5 */
static void donorcopies(struct ci *c)
{
	an *a = c->a;
	const hlo_module *m = a->m;
	uint32_t *stamp = ut_calloc((size_t)m->ninstr + 1, sizeof *stamp);
	uint32_t *stack = ut_malloc(((size_t)m->ninstr + 1) * sizeof *stack), mark = 0;
	uint64_t budget = 16 * (uint64_t)m->ninstr + 1000000;
	struct readers rd = {NULL, NULL};

	listreaders(a, &rd, NULL);
	for (uint32_t v = 0; v < a->df.nval; v++) {
		const an_value *x = &a->df.vals[v];
		const an_buffer *buf = &a->df.bufs[x->buf];
		uint32_t d = HLO_NONE;
		int64_t first = INT64_MAX;
		if (!donated(a, x) || x->size == 0 || c->ostart[v] < 0)
			continue;
		/* an output copied into the parameter's buffer at the root
		 * (dataflow.c intoparam) depends on a parameter alone: no
		 * reader of this one comes before it, read ones are copied */
		if (intoroot(a, v)) {
			if (rd.first[v + 1] > rd.first[v])
				copyfirst(c, v);
			continue;
		}
		if (buf->nval < 2)
			continue;
		/* the first write into the parameter's buffer */
		for (uint32_t j = 0; j < buf->nval; j++) {
			uint32_t w = a->df.bufvals[buf->first + j];
			const an_value *y = &a->df.vals[w];
			if (w != v && !y->phi && !y->tuple && !y->hidden && c->ostart[w] > c->ostart[v] &&
			    c->ostart[w] < first) {
				first = c->ostart[w];
				d = y->instr;
			}
		}
		if (d == HLO_NONE || entryside(a, d) != d)
			continue;
		if (!markancestors(a, d, stamp, ++mark, stack, &budget))
			break;
		if (readsbefore(a, v, d, rd.instr + rd.first[v], rd.first[v + 1] - rd.first[v], stamp, mark) == 0)
			copyfirst(c, v);
	}
	free(stamp);
	free(stack);
	free(rd.first);
	free(rd.instr);
}

/* rule 6: is w, in v's buffer, written in place over v: its instruction
 * reads v, and nothing of the buffer is written in place over w? */
static int overwrites(const an *a, uint32_t w, uint32_t v)
{
	const hlo_module *m = a->m;
	const an_value *y = &a->df.vals[w];
	const hlo_instr *in = &m->instrs[y->instr];
	const an_buffer *buf = &a->df.bufs[y->buf];
	int reads = 0;

	if (w == v || y->phi || y->tuple || y->hidden || y->slot != 0)
		return 0;
	for (uint32_t k = 0; k < in->nopnd && !reads; k++)
		reads = operandvalue(a, y->instr, k) == v;
	if (!reads)
		return 0;
	for (uint32_t j = 0; j < buf->nval; j++) {
		uint32_t u = a->df.bufvals[buf->first + j];
		const hlo_instr *ui = &m->instrs[a->df.vals[u].instr];
		if (u == w || u == v)
			continue;
		for (uint32_t k = 0; k < ui->nopnd; k++)
			if (operandvalue(a, a->df.vals[u].instr, k) == w)
				return 0;
	}
	return 1;
}

/* rule 6: the values of buffer b marked in `out`, each moved to a buffer
 * of its own (the rest keep b) */
static void moveout(struct ci *c, uint32_t b, const uint8_t *out)
{
	an *a = c->a;
	uint32_t *v = a->df.bufvals + a->df.bufs[b].first, n = a->df.bufs[b].nval, keep = 0, nout = 0;
	uint32_t *tmp = ut_malloc((size_t)n * sizeof *tmp + 1);

	for (uint32_t k = 0; k < n; k++) {
		if (out[v[k]])
			tmp[nout++] = v[k];
		else
			v[keep++] = v[k];
	}
	memcpy(v + keep, tmp, (size_t)nout * sizeof *v);
	free(tmp);
	a->df.bufs = ut_reallocarray(a->df.bufs, (size_t)a->df.nbuf + nout, sizeof *a->df.bufs);
	splittail(c, b, keep);
}

/* rule 6 */
static void inplacecopies(struct ci *c)
{
	an *a = c->a;
	const hlo_module *m = a->m;
	uint32_t nbuf = a->df.nbuf, mark = 0;
	uint8_t *want = ut_calloc((size_t)a->df.nval + 1, 1), *out = NULL;
	uint32_t *stamp = NULL, *stack = NULL, *writers = NULL;
	uint64_t budget = 16 * (uint64_t)m->ninstr + 1000000;
	struct readers rd = {NULL, NULL};
	int any = 0;

	/* the values two or more writers update in place */
	for (uint32_t b = 0; b < nbuf; b++) {
		const an_buffer *buf = &a->df.bufs[b];
		for (uint32_t i = 0; i < buf->nval && buf->nval > 2; i++) {
			uint32_t v = a->df.bufvals[buf->first + i], nw = 0;
			const an_value *x = &a->df.vals[v];
			if (x->tuple || x->phi || x->hidden || x->size == 0 || readonly(a, x) || x->entryparam ||
			    c->tagw[v] != HLO_NONE || c->ostart[v] < 0 || entryside(a, x->instr) != x->instr)
				continue;
			for (uint32_t j = 0; j < buf->nval; j++)
				nw += overwrites(a, a->df.bufvals[buf->first + j], v);
			if (nw >= 2)
				want[v] = any = 1;
		}
	}
	if (!any) {
		free(want);
		return;
	}
	listreaders(a, &rd, want);
	stamp = ut_calloc((size_t)m->ninstr + 1, sizeof *stamp);
	stack = ut_malloc(((size_t)m->ninstr + 1) * sizeof *stack);
	writers = ut_malloc(((size_t)a->df.nval + 1) * sizeof *writers);
	out = ut_calloc((size_t)a->df.nval + 1, 1);
	for (uint32_t v = 0; v < a->df.nval; v++) {
		const an_buffer *buf;
		uint32_t nw = 0, ncopied = 0, b;
		int64_t end;
		if (!want[v])
			continue;
		b = a->df.vals[v].buf;
		buf = &a->df.bufs[b];
		for (uint32_t j = 0; j < buf->nval; j++)
			if (overwrites(a, a->df.bufvals[buf->first + j], v))
				writers[nw++] = a->df.bufvals[buf->first + j];
		for (uint32_t k = 0; k < nw; k++) {
			uint32_t d = a->df.vals[writers[k]].instr;
			int r;
			if (entryside(a, d) != d)
				continue;
			if (!markancestors(a, d, stamp, ++mark, stack, &budget))
				goto done;
			r = readsbefore(a, v, d, rd.instr + rd.first[v], rd.first[v + 1] - rd.first[v], stamp, mark);
			if (r == 0) {
				out[writers[k]] = 1;
				ncopied++;
			}
		}
		if (!ncopied)
			continue;
		/* the copies read v the step after it is made; its other
		 * readers as before */
		end = c->ostart[v] + 1;
		for (uint32_t k = rd.first[v]; k < rd.first[v + 1]; k++) {
			uint32_t i = rd.instr[k], copied = 0;
			for (uint32_t j = 0; j < nw && !copied; j++)
				copied = out[writers[j]] && a->df.vals[writers[j]].instr == i;
			if (!copied && a->tl.time[i] > end)
				end = a->tl.time[i];
		}
		if (end < c->oend[v])
			c->oend[v] = end;
		for (uint32_t j = 0; j < nw; j++)
			if (out[writers[j]])
				c->ostart[writers[j]] = c->ostart[v] + 1;
		moveout(c, b, out);
		for (uint32_t j = 0; j < nw; j++)
			out[writers[j]] = 0;
	}
done:
	free(want);
	free(out);
	free(stamp);
	free(stack);
	free(writers);
	free(rd.first);
	free(rd.instr);
}

/* rule 2 */
static void conflicts(struct ci *c)
{
	an *a = c->a;

	for (uint32_t b = 0; b < a->df.nbuf; b++) {
		const an_buffer *buf = &a->df.bufs[b];
		if (buf->nval < 2)
			continue;
		for (uint32_t i = 0; i < buf->nval; i++) {
			uint32_t v = a->df.bufvals[buf->first + i];
			const an_value *x = &a->df.vals[v];
			if (x->tuple || x->size == 0 || c->twice[v] || c->ostart[v] < 0 || c->donor[v])
				continue;
			for (uint32_t j = 0; j < buf->nval; j++) {
				uint32_t w = a->df.bufvals[buf->first + j];
				if (clobbers(c, v, w, c->oend[v])) {
					addcopy(c, v, c->ostart[w], c->oend[v], 0);
					break;
				}
			}
		}
	}
}

/* rule 7: the value an in-place instruction's value w overwrites in its
 * own buffer, HLO_NONE if none */
static uint32_t overwritten(const an *a, uint32_t w)
{
	const hlo_module *m = a->m;
	const an_value *y = &a->df.vals[w];
	const hlo_instr *in = &m->instrs[y->instr];

	if (y->tuple || y->phi || y->hidden || an_opfacts(in->opcode)->inplace == IP_NONE)
		return HLO_NONE;
	for (uint32_t k = 0; k < in->nopnd; k++) {
		uint32_t v = operandvalue(a, y->instr, k);
		if (v != HLO_NONE && v != w && !a->df.vals[v].tuple && a->df.vals[v].buf == y->buf)
			return v;
	}
	return HLO_NONE;
}

/* rule 7, values HloCSE would merge: per merged value, the values of it
 * updated in place (count), whether one is updated more than once, the
 * first start and the last update */
static void mergedupdates(struct ci *c, const uint32_t *nw, const int64_t *lastw)
{
	an *a = c->a;
	uint32_t ninstr = a->m->ninstr, *saved = a->tl.cse, *dup, *cnt, *like;
	uint8_t *multi;
	int64_t *lo, *hi;

	/* what HloCSE would merge, kept apart from the dataflow's tl.cse
	 * (the upper bound merges nothing) */
	a->tl.cse = NULL;
	an_cse(a);
	dup = a->tl.cse;
	a->tl.cse = saved;
	if (!dup)
		return;
	cnt = ut_calloc((size_t)ninstr + 1, sizeof *cnt);
	like = ut_malloc(((size_t)ninstr + 1) * sizeof *like);
	multi = ut_calloc((size_t)ninstr + 1, 1);
	lo = ut_malloc(((size_t)ninstr + 1) * sizeof *lo);
	hi = ut_malloc(((size_t)ninstr + 1) * sizeof *hi);
	for (uint32_t v = 0; v < a->df.nval; v++) {
		uint32_t r;
		/* an instruction's whole array: the elements of a tuple are
		 * values of one instruction that HloCSE does not make one */
		if (!nw[v] || a->m->shapes[a->m->instrs[a->df.vals[v].instr].shape].kind != SK_ARRAY)
			continue;
		/* an_cse names the instruction each merged one is merged into,
		 * which is merged into none */
		r = a->df.vals[v].instr;
		if (dup[r] != HLO_NONE)
			r = dup[r];
		if (!cnt[r]++) {
			like[r] = v;
			lo[r] = c->ostart[v];
			hi[r] = lastw[v];
		}
		if (c->ostart[v] < lo[r])
			lo[r] = c->ostart[v];
		if (lastw[v] > hi[r])
			hi[r] = lastw[v];
		multi[r] |= nw[v] > 1;
	}
	for (uint32_t r = 0; r < ninstr; r++)
		if (cnt[r] >= 2 && !multi[r])
			addcopy(c, like[r], lo[r], hi[r], 0);
	free(dup);
	free(cnt);
	free(like);
	free(multi);
	free(lo);
	free(hi);
}

/* rule 7 */
static void inplaceupdates(struct ci *c)
{
	an *a = c->a;
	uint32_t n = a->df.nval, *nw, *first, updated = 0;
	int64_t *lastw;

	nw = ut_calloc((size_t)n + 1, sizeof *nw);
	first = ut_malloc(((size_t)n + 1) * sizeof *first);
	lastw = ut_malloc(((size_t)n + 1) * sizeof *lastw);
	for (uint32_t w = 0; w < n; w++) {
		uint32_t v = c->ostart[w] >= 0 ? overwritten(a, w) : HLO_NONE;
		if (v == HLO_NONE || c->ostart[v] < 0)
			continue;
		if (!nw[v]++) {
			first[v] = w;
			lastw[v] = c->ostart[w];
			updated++;
		}
		if (c->ostart[w] < c->ostart[first[v]])
			first[v] = w;
		if (c->ostart[w] > lastw[v])
			lastw[v] = c->ostart[w];
	}
	for (uint32_t w = 0; w < n && updated; w++) {
		uint32_t v = c->ostart[w] >= 0 ? overwritten(a, w) : HLO_NONE;
		if (v != HLO_NONE && c->ostart[v] >= 0 && nw[v] > 1 && first[v] != w)
			addcopy(c, v, c->ostart[v], c->oend[w] > c->ostart[w] ? c->oend[w] : c->ostart[w], 0);
	}
	if (updated >= 2)
		mergedupdates(c, nw, lastw);
	free(nw);
	free(first);
	free(lastw);
}

/* rule 4; an index rule 3 gave a buffer of its own is not a repeat */
static void rootcopies(struct ci *c)
{
	an *a = c->a;
	uint32_t root = a->m->comps[a->m->entry].root, n = a->df.nodes[a->m->instrs[root].shape];
	uint8_t *seen = ut_calloc((size_t)a->df.nbuf + 1, 1), *copied = ut_calloc((size_t)n + 1, 1);
	uint8_t *stays = ut_calloc((size_t)a->df.nval + 1, 1);

	for (uint32_t s = 0; s < n; s++) {
		uint32_t v = slotvalue(a, root, s), pv = a->df.rootinto ? a->df.rootinto[s] : HLO_NONE;
		int again;
		if (v == HLO_NONE)
			continue;
		/* copied into the donated parameter's buffer (dataflow.c
		 * intoparam): that buffer holds the output from here on */
		if (pv != HLO_NONE) {
			an_value *x = &a->df.vals[pv];
			if (x->end < a->tl.schedend)
				x->end = a->tl.schedend;
			x->liveout = 1;
			an_refreshbuffer(a, x->buf);
			copied[s] = 1;
			continue;
		}
		again = c->own[v] ? stays[v] : seen[a->df.vals[v].buf];
		if (readonly(a, &a->df.vals[v]) || again) {
			addcopy(c, v, a->tl.time[root], a->tl.schedend, 1);
			copied[s] = 1;
		}
		if (c->own[v])
			stays[v] = 1;
		else
			seen[a->df.vals[v].buf] = 1;
	}
	memset(stays, 0, (size_t)a->df.nval + 1);
	for (uint32_t s = 0; s < n; s++)
		if (!copied[s] && slotvalue(a, root, s) != HLO_NONE)
			stays[slotvalue(a, root, s)] = 1;
	for (uint32_t s = 0; s < n; s++) {
		uint32_t v = slotvalue(a, root, s);
		if (copied[s] && !stays[v] && a->df.vals[v].liveout) {
			a->df.vals[v].liveout = 0;
			an_refreshbuffer(a, a->df.vals[v].buf);
		}
	}
	free(seen);
	free(copied);
	free(stays);
}

/* each copy: a new value in a buffer of its own */
/* a new value like `like` (its shape, color and size unless `size` is
 * not 0), in a buffer of its own, live over [start, end]; its id */
uint32_t an_addvalue(an *a, uint32_t like, int64_t start, int64_t end, uint64_t size, int liveout)
{
	an_value x = a->df.vals[like];
	an_buffer *b;
	uint32_t w;

	a->df.bufs = ut_reallocarray(a->df.bufs, (size_t)a->df.nbuf + 2, sizeof *a->df.bufs);
	a->df.bufvals = ut_reallocarray(a->df.bufvals, (size_t)a->df.nval + 2, sizeof *a->df.bufvals);
	b = &a->df.bufs[a->df.nbuf];
	GROW(a->df.vals, a->df.nval, a->df.capval);
	w = a->df.nval++;
	x.start = start;
	x.end = end;
	x.key = w;
	x.liveout = (uint8_t)liveout;
	x.entryparam = x.constant = x.phi = x.hidden = 0;
	x.added = 1;
	x.workspace = x.asf32 = 0;
	if (size)
		x.size = x.logical = size;
	a->df.vals[w] = x;
	a->df.bufvals[w] = w;
	memset(b, 0, sizeof *b);
	b->first = w;
	b->nval = 1;
	an_refreshbuffer(a, a->df.nbuf++);
	return w;
}

static void applycopies(struct ci *c)
{
	an *a = c->a;
	uint32_t n = a->df.nval;

	for (uint32_t k = 0; k < c->ncp; k++) {
		uint32_t w = an_addvalue(a, c->cp[k].like, c->cp[k].start, c->cp[k].end, 0, c->cp[k].liveout);
		if (!c->cp[k].donor || c->cp[k].like >= n)
			continue;
		if (!a->df.donorcopy) {
			a->df.donorcopy = ut_malloc(((size_t)n + 1) * sizeof *a->df.donorcopy);
			memset(a->df.donorcopy, 0xff, ((size_t)n + 1) * sizeof *a->df.donorcopy);
			a->df.ndonorcopy = n;
		}
		a->df.donorcopy[c->cp[k].like] = w;
	}
}

/* the value a reader of value v reads once copies are in: the copy rule 5
 * made of a donated parameter (XLA's CopyInsertion makes every use of
 * the parameter a use of the copy: a reader fused later into a consumer
 * reads the copy there, not the parameter), or v */
uint32_t an_readvalue(const an *a, uint32_t v)
{
	if (a->df.donorcopy && v < a->df.ndonorcopy && a->df.donorcopy[v] != HLO_NONE)
		return a->df.donorcopy[v];
	return v;
}

int an_copyins(an *a)
{
	struct ci c;
	size_t n = (size_t)a->df.nval + 1;
	int rc;

	memset(&c, 0, sizeof c);
	c.a = a;
	free(a->df.donorcopy);
	a->df.donorcopy = NULL;
	a->df.ndonorcopy = 0;
	c.ostart = ut_malloc(n * sizeof *c.ostart);
	c.oend = ut_malloc(n * sizeof *c.oend);
	c.tagw = ut_malloc(n * sizeof *c.tagw);
	c.tagk = ut_malloc(n * sizeof *c.tagk);
	c.twice = ut_calloc(n, 1);
	c.aside = ut_calloc(n, 1);
	c.own = ut_calloc(n, 1);
	c.donor = ut_calloc(n, 1);
	memset(c.tagw, 0xff, n * sizeof *c.tagw);
	rc = ownranges(&c);
	if (rc == 0) {
		splitreadonly(&c);
		loops(&c);
		if (a->target == TARGET_CPU) {
			donorcopies(&c);
			if (a->mode != PRE_LOWER)
				inplacecopies(&c);
		}
		conflicts(&c);
		if (a->mode == PRE_UPPER)
			inplaceupdates(&c);
		rootcopies(&c);
		applycopies(&c);
	}
	free(c.ostart);
	free(c.oend);
	free(c.tagw);
	free(c.tagk);
	free(c.twice);
	free(c.aside);
	free(c.own);
	free(c.donor);
	free(c.cp);
	return rc;
}
