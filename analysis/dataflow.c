/* dataflow.c: values and buffers (HloDataflowAnalysis, HloAliasAnalysis).
 *
 * Every node of an instruction's shape tree (array leaves and tuple index
 * tables) is a slot, numbered in preorder.  A slot holds one value: defined
 * there, or forwarded from an operand by the opcode's rule (the flow
 * column of parser/opcodes.def).
 * Buffers are then the union-find classes of values under the must-alias
 * rules: in-place operands, output_to_operand_aliasing, while and
 * conditional state, and the entry's input_output_alias. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

#define MAXSLOTS (1u << 28)

static int mknodes(an *a)
{
	const hlo_module *m = a->m;
	uint64_t total = 0;

	a->df.nodes = ut_malloc((size_t)m->nshape * sizeof *a->df.nodes + 1);
	a->df.choffbase = ut_malloc((size_t)m->nshape * sizeof *a->df.choffbase + 1);
	for (uint32_t s = 0; s < m->nshape; s++)
		if (m->shapes[s].kind == SK_TUPLE)
			total += m->shapes[s].rank;
	a->df.choff = ut_malloc((size_t)total * sizeof *a->df.choff + 1);
	total = 0;
	/* children are interned before their tuple, so ids increase upwards */
	for (uint32_t s = 0; s < m->nshape; s++) {
		const hlo_shape *sh = &m->shapes[s];
		uint64_t n = 1;
		a->df.choffbase[s] = (uint32_t)total;
		if (sh->kind == SK_TUPLE) {
			const int64_t *ch = hlo_children(m, sh);
			for (uint32_t j = 0; j < sh->rank; j++) {
				a->df.choff[total++] = (uint32_t)n;
				n += a->df.nodes[ch[j]];
				if (n > MAXSLOTS) {
					hlo_error(a->diag, m->file, sh->text.off, "tuple shape with too many elements");
					return -1;
				}
			}
		}
		a->df.nodes[s] = (uint32_t)n;
	}
	return 0;
}

/* the slot of a tuple path below (shape, slot); HLO_NONE if it leaves the tuple */
static uint32_t pathslot(const an *a, uint32_t shape, uint32_t slot, const int64_t *path, uint32_t n, uint32_t *outshape)
{
	const hlo_module *m = a->m;

	for (uint32_t k = 0; k < n; k++) {
		const hlo_shape *sh = &m->shapes[shape];
		if (sh->kind != SK_TUPLE || path[k] < 0 || (uint64_t)path[k] >= sh->rank)
			return HLO_NONE;
		slot += a->df.choff[a->df.choffbase[shape] + path[k]];
		shape = (uint32_t)hlo_children(m, sh)[path[k]];
	}
	*outshape = shape;
	return slot;
}

/* the (instruction, slot, shape) an operand reference denotes */
static int operandslot(an *a, uint32_t u, uint32_t k, uint32_t *instr, uint32_t *slot, uint32_t *shape)
{
	const hlo_module *m = a->m;
	const hlo_operand *o;

	if (k >= m->instrs[u].nopnd)
		return -1;
	o = &m->operands[m->instrs[u].opnd + k];
	*instr = o->instr;
	*slot = pathslot(a, m->instrs[o->instr].shape, 0, hlo_path(m, o->path), hlo_pathlen(m, o->path), shape);
	return *slot == HLO_NONE ? -1 : 0;
}

static uint32_t newvalue(an *a, uint32_t instr, uint32_t slot, uint32_t shape)
{
	an_value *v;
	uint32_t id;

	GROW(a->df.vals, a->df.nval, a->df.capval);
	id = a->df.nval++;
	v = &a->df.vals[id];
	memset(v, 0, sizeof *v);
	v->instr = instr;
	v->slot = slot;
	v->shape = shape;
	v->buf = HLO_NONE;
	v->start = v->end = -1;
	v->endinstr = instr;
	v->endslot = slot;
	v->tuple = a->m->shapes[shape].kind == SK_TUPLE;
	v->color = a->m->shapes[shape].memspace;
	a->df.slotval[a->df.slotbase[instr] + slot] = id;
	return id;
}

/* define every node of the subtree (shape, slot) of instr; if tuples only,
 * only the index tables */
static void define(an *a, uint32_t instr, uint32_t slot, uint32_t shape, int tuplesonly)
{
	const hlo_module *m = a->m;
	uint32_t stack[256][2], sp = 0;

	stack[sp][0] = shape;
	stack[sp++][1] = slot;
	while (sp) {
		uint32_t s = stack[--sp][0], at = stack[sp][1];
		const hlo_shape *sh = &m->shapes[s];
		if (sh->kind != SK_TUPLE) {
			if (!tuplesonly)
				newvalue(a, instr, at, s);
			continue;
		}
		newvalue(a, instr, at, s);
		for (uint32_t j = sh->rank; j-- > 0;) {
			uint32_t cs = (uint32_t)hlo_children(m, sh)[j], cat = at + a->df.choff[a->df.choffbase[s] + j];
			if (sp == 256) { /* deeper than the stack: define the rest flat */
				define(a, instr, cat, cs, tuplesonly);
				continue;
			}
			stack[sp][0] = cs;
			stack[sp++][1] = cat;
		}
	}
}

/* copy the values of a subtree; shapes that disagree get values of their own */
static void forward(an *a, uint32_t instr, uint32_t slot, uint32_t shape,
		    uint32_t from, uint32_t fslot, uint32_t fshape)
{
	uint32_t n = a->df.nodes[shape];

	if (a->df.nodes[fshape] != n || a->tl.time[from] < 0) {
		define(a, instr, slot, shape, 0);
		return;
	}
	for (uint32_t k = 0; k < n; k++) {
		uint32_t v = a->df.slotval[a->df.slotbase[from] + fslot + k];
		if (v == HLO_NONE) {
			define(a, instr, slot, shape, 0);
			return;
		}
		a->df.slotval[a->df.slotbase[instr] + slot + k] = v;
	}
}

/* forward operand k of instr into the subtree (shape, slot) of instr */
static void forwardop(an *a, uint32_t instr, uint32_t slot, uint32_t shape, uint32_t k)
{
	uint32_t o, os, osh;

	if (k >= a->m->instrs[instr].nopnd || operandslot(a, instr, k, &o, &os, &osh) < 0) {
		define(a, instr, slot, shape, 0);
		return;
	}
	forward(a, instr, slot, shape, o, os, osh);
}

/* forward the whole value set of (from, 0) into the subtree of instr */
static void forwardroot(an *a, uint32_t instr, uint32_t slot, uint32_t shape, uint32_t from)
{
	forward(a, instr, slot, shape, from, 0, a->m->instrs[from].shape);
}

/* child j of the node (shape, slot): its slot and shape */
static int child(an *a, uint32_t shape, uint32_t slot, uint32_t j, uint32_t *cslot, uint32_t *cshape)
{
	const hlo_shape *sh = &a->m->shapes[shape];

	if (sh->kind != SK_TUPLE || j >= sh->rank)
		return -1;
	*cslot = slot + a->df.choff[a->df.choffbase[shape] + j];
	*cshape = (uint32_t)hlo_children(a->m, sh)[j];
	return 0;
}

/* the computation in calls as `kind` (CK_BODY...), or HLO_NONE */
uint32_t an_callee(const hlo_module *m, const hlo_instr *in, int kind)
{
	for (uint32_t k = 0; k < in->ncallee; k++)
		if (m->callees[in->callee + k].kind == kind)
			return m->callees[in->callee + k].comp;
	return HLO_NONE;
}

/* a parameter of a computation called from control flow takes the caller's
 * operand: while and call pass operand n, conditional branch k operand k+1,
 * async wrapped computations operand n of the start */
static int callerparam(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t caller = a->tl.compcaller[in->comp], k = (uint32_t)in->aux, o, os, osh;
	const hlo_instr *ci;

	if (caller == HLO_NONE)
		return 0;
	ci = &m->instrs[caller];
	if (ci->opcode == OP_CONDITIONAL) {
		for (uint32_t j = 0; j < ci->ncallee; j++)
			if (m->callees[ci->callee + j].comp == in->comp)
				k = j + 1;
	}
	if (k >= ci->nopnd || operandslot(a, caller, k, &o, &os, &osh) < 0)
		return 0;
	forward(a, i, 0, in->shape, o, os, osh);
	return 1;
}

static uint32_t newphi(an *a, uint32_t instr, uint32_t slot, uint32_t shape)
{
	uint32_t v = newvalue(a, instr, slot, shape);

	a->df.vals[v].phi = 1;
	return v;
}

/* are two array shapes of the same element type and element count? */
static int samebytes(const an *a, uint32_t x, uint32_t y)
{
	const hlo_module *m = a->m;
	const hlo_shape *p = &m->shapes[x], *q = &m->shapes[y];

	if (x == y)
		return 1;
	return p->kind == SK_ARRAY && q->kind == SK_ARRAY && p->type == q->type && an_elements(m, x) == an_elements(m, y);
}

/* the node shape at a slot of an instruction (walks down the tuple tree) */
static uint32_t slotshape(an *a, uint32_t shape, uint32_t slot)
{
	const hlo_module *m = a->m;

	while (slot) {
		const hlo_shape *sh = &m->shapes[shape];
		uint32_t j = 0;
		if (sh->kind != SK_TUPLE)
			return shape;
		while (j + 1 < sh->rank && a->df.choff[a->df.choffbase[shape] + j + 1] <= slot)
			j++;
		slot -= a->df.choff[a->df.choffbase[shape] + j];
		shape = (uint32_t)hlo_children(m, sh)[j];
	}
	return shape;
}

struct phimap {
	uint32_t from, to;
};

static int byfrom(const void *x, const void *y)
{
	const struct phimap *p = x, *q = y;
	return (p->from > q->from) - (p->from < q->from);
}

/* within the instructions flattened in [t0, t1), replace values by their phis */
static void renamein(an *a, int64_t t0, int64_t t1, struct phimap *map, uint32_t n)
{
	const hlo_module *m = a->m;
	uint32_t lo = 0, hi = a->tl.nseq;

	/* seq is in time order: the computation's steps are a run of it (a
	 * scan of all of seq per loop would be quadratic in loops) */
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (a->tl.time[a->tl.seq[mid]] < t0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (uint32_t q = lo; q < a->tl.nseq && a->tl.time[a->tl.seq[q]] < t1; q++) {
		uint32_t i = a->tl.seq[q], base = a->df.slotbase[i];
		for (uint32_t s = 0; s < a->df.nodes[m->instrs[i].shape]; s++) {
			struct phimap key = {a->df.slotval[base + s], 0}, *hit;
			hit = bsearch(&key, map, n, sizeof *map, byfrom);
			if (hit)
				a->df.slotval[base + s] = hit->to;
		}
	}
}

/* a slot that the body updates gets a phi at the while, at the body's
 * parameter and at the condition's parameter; a slot passed through keeps
 * the init value (PhiGraph::Optimize) */
static void whilephis(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t body = an_callee(m, in, CK_BODY), cond = an_callee(m, in, CK_CONDITION), n = a->df.nodes[in->shape];
	struct phimap *bmap, *cmap;
	uint32_t nb = 0, root, bparam, cparam = HLO_NONE;

	if (body == HLO_NONE || a->tl.cstart[body] < 0 || a->tl.compcaller[body] != i || !m->comps[body].nparam)
		return;
	root = m->comps[body].root;
	bparam = (uint32_t)m->ints[m->comps[body].params];
	if (cond != HLO_NONE && a->tl.cstart[cond] >= 0 && a->tl.compcaller[cond] == i && m->comps[cond].nparam)
		cparam = (uint32_t)m->ints[m->comps[cond].params];
	if (a->df.nodes[m->instrs[root].shape] != n || a->df.nodes[m->instrs[bparam].shape] != n)
		return;
	bmap = ut_malloc((size_t)n * sizeof *bmap + 1);
	cmap = ut_malloc((size_t)n * sizeof *cmap + 1);
	for (uint32_t k = 0; k < n; k++) {
		uint32_t init = a->df.slotval[a->df.slotbase[i] + k], sh;
		if (init == HLO_NONE || a->df.slotval[a->df.slotbase[root] + k] == init)
			continue;
		sh = slotshape(a, in->shape, k);
		a->df.slotval[a->df.slotbase[i] + k] = newphi(a, i, k, sh);
		bmap[nb].from = init;
		bmap[nb].to = newphi(a, bparam, k, sh);
		cmap[nb].from = init;
		cmap[nb].to = cparam != HLO_NONE ? newphi(a, cparam, k, sh) : HLO_NONE;
		nb++;
	}
	if (nb) {
		qsort(bmap, nb, sizeof *bmap, byfrom);
		renamein(a, a->tl.cstart[body], a->tl.cend[body], bmap, nb);
		if (cparam != HLO_NONE) {
			qsort(cmap, nb, sizeof *cmap, byfrom);
			renamein(a, a->tl.cstart[cond], a->tl.cend[cond], cmap, nb);
		}
	}
	free(bmap);
	free(cmap);
}

/* a slot whose branch roots hold different values is a phi */
static void condphis(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t n = a->df.nodes[in->shape];

	for (uint32_t k = 0; k < n; k++) {
		uint32_t first = a->df.slotval[a->df.slotbase[i] + k], same = 1;
		for (uint32_t b = 0; b < in->ncallee && same; b++) {
			uint32_t c = m->callees[in->callee + b].comp, r;
			if (a->tl.cstart[c] < 0)
				continue;
			r = m->comps[c].root;
			if (a->df.nodes[m->instrs[r].shape] != n || a->df.slotval[a->df.slotbase[r] + k] != first)
				same = 0;
		}
		if (!same)
			newphi(a, i, k, slotshape(a, in->shape, k));
	}
}

/* an instruction's flow; in the best estimate and the lower bound of a
 * module not yet compiled, the sharding annotations and the edges of
 * manual regions pass their operand through, as the SPMD partitioner
 * deletes them (opfacts.c); the upper bound keeps them as copies, since a
 * reshard may need one */
/* a transpose whose permutation is the identity */
static int sortedperm(const hlo_module *m, const hlo_instr *in)
{
	int64_t perm[64];
	uint32_t rank = m->shapes[in->shape].rank;

	if (rank > 64 || an_attrints(m, in, "dimensions", perm, 64) != (int)rank)
		return 0;
	for (uint32_t k = 0; k < rank; k++)
		if (perm[k] != k)
			return 0;
	return 1;
}

/* an op the algebraic simplifier replaces by its operand, the value
 * passing through unchanged: a pad that pads nothing (HandlePad: every
 * padding zero), a slice that takes all of its operand (HandleSlice), a
 * reshape to its operand's shape (HandleReshape, "no-op reshapes"), a
 * transpose whose permutation is sorted (HandleTranspose), a convert to
 * its operand's type (HandleConvert), and a copy (HandleCopy: "all copies
 * can be eliminated" before layout assignment, but the entry's root with
 * a sharding; a tuple's too); each of its operand's shape.
 *
 * Not here: a broadcast of sorted dimensions to its operand's shape, which
 * HandleBroadcast makes a reshape and then removes.  JAX writes it between
 * two reshapes (implicit broadcasting: reshape to [..., 1], the identity
 * broadcast, reshape back), and XLA then merges the reshapes around it
 * ("Merge reshapes") into nothing; forwarded alone, the two reshapes are
 * left and one of them is written (attention-s +6.4 -> +6.6 %, MaxText
 * GPT-3 read for the CPU -18.1 -> -22.1 %), so its buffers stay as they
 * are; the breadth-first order alone reads the merged chain as its
 * operand (an_mergedreshapes, below). */
static int noop(const hlo_module *m, const hlo_instr *in)
{
	const hlo_attr *at;
	const hlo_operand *o = &m->operands[in->opnd];
	const char *p, *e;

	if (in->nopnd < 1 || hlo_pathlen(m, o->path) || !hlo_sameshape(m, m->instrs[o->instr].shape, in->shape))
		return 0;
	switch (in->opcode) {
	case OP_SLICE: case OP_RESHAPE: case OP_CONVERT:
		return 1;
	case OP_COPY:
		return !((in->flags & IF_ROOT) && in->comp == m->entry && hlo_findattr(m, in, "sharding"));
	case OP_TRANSPOSE:
		return sortedperm(m, in);
	case OP_PAD:
		if (!(at = hlo_findattr(m, in, "padding")))
			return 0;
		for (p = hlo_text(m, at->value), e = p + at->value.len; p < e; p++)
			if (*p >= '1' && *p <= '9')
				return 0;
		return 1;
	}
	return 0;
}

/* some of the n numbers is not 1 */
static int notall1(const int64_t *v, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++)
		if (v[k] != 1)
			return 1;
	return 0;
}

/* what a broadcast or reshape to its operand's own shape stands for (the
 * simplifier replaces it by its operand: HandleBroadcast, HandleReshape) */
static uint32_t throughidentity(const hlo_module *m, uint32_t x)
{
	for (int d = 0; d < 64; d++) {
		const hlo_instr *in = &m->instrs[x];
		uint32_t o;
		if ((in->opcode != OP_BROADCAST && in->opcode != OP_RESHAPE) || in->nopnd != 1 ||
		    hlo_pathlen(m, m->operands[in->opnd].path))
			break;
		o = m->operands[in->opnd].instr;
		if (m->instrs[o].shape != in->shape)
			break;
		x = o;
	}
	return x;
}

/* the same scalar: one instruction, or two constants written alike */
static int samescalar(const hlo_module *m, uint32_t x, uint32_t y)
{
	const char *p, *q;
	uint32_t n, k;

	x = throughidentity(m, x);
	y = throughidentity(m, y);
	if (x == y)
		return 1;
	if (m->instrs[x].opcode != OP_CONSTANT || m->instrs[y].opcode != OP_CONSTANT ||
	    m->instrs[x].shape != m->instrs[y].shape)
		return 0;
	return an_literal(m, &m->instrs[x], &p, &n) && an_literal(m, &m->instrs[y], &q, &k) && n == k &&
	       !memcmp(p, q, n);
}

/* a pad every reader of which is a reduce-window that folds it into its
 * window: AlgebraicSimplifier::HandleReduceWindow (every target) makes
 * the pad's edges the window's padding and its interior padding the base
 * dilation, when the pad value is the reduce-window's initial value (one
 * instruction, or equal constants) and not both the pad has interior
 * padding and the window a base dilation; a window of size 1 everywhere
 * is rewritten otherwise first.  The reduce-windows then read the pad's
 * operand, and the pad is gone (an average pool's gradient pads the
 * cotangent with zeros between its elements, the size of the pool's input) */
static int foldedpad(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	int interior;

	if (in->opcode != OP_PAD || in->nopnd != 2 || !a->use.ustart || a->use.ustart[i] == a->use.ustart[i + 1] ||
	    m->shapes[in->shape].kind != SK_ARRAY || hlo_pathlen(m, m->operands[in->opnd].path))
		return 0;
	interior = an_interiorpad(m, in);
	for (uint32_t k = a->use.ustart[i]; k < a->use.ustart[i + 1]; k++) {
		const hlo_instr *u = &m->instrs[a->use.uuser[k]];
		int64_t v[64];
		if (u->opcode != OP_REDUCE_WINDOW || u->nopnd != 2 || a->use.uopnd[k] != 0 ||
		    m->shapes[u->shape].kind != SK_ARRAY ||
		    !samescalar(m, m->operands[in->opnd + 1].instr, m->operands[u->opnd + 1].instr))
			return 0;
		if (!notall1(v, an_windownums(m, u, "size=", v, 64)) ||
		    (interior && notall1(v, an_windownums(m, u, "lhs_dilate=", v, 64))))
			return 0;
	}
	return 1;
}

/* the instruction whose users read a value of instruction i: i itself,
 * or, for the root of a computation a call runs (XLA's CallInliner runs
 * before fusion: the root becomes an instruction of the caller, read by
 * the call's users), that call, and so on up through nested calls;
 * HLO_NONE for the root of any other computation */
uint32_t an_readerof(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;

	for (int depth = 0; m->instrs[i].flags & IF_ROOT; depth++) {
		uint32_t c = m->instrs[i].comp, u = c < m->ncomp ? a->tl.compcaller[c] : HLO_NONE;
		if (depth == 16 || u == HLO_NONE || u >= m->ninstr || m->instrs[u].opcode != OP_CALL ||
		    a->tl.time[u] < 0)
			return HLO_NONE;
		i = u;
	}
	return i;
}

/* the value instruction i gives (its first slot's), HLO_NONE when it
 * has none */
uint32_t an_valueof(const an *a, uint32_t i)
{
	uint32_t b = a->df.slotbase[i];

	return b == HLO_NONE ? HLO_NONE : a->df.slotval[b];
}

/* what an operand instruction stands for once CallInliner has run: an
 * inlined call, its computation's root (and so on through nested calls) */
uint32_t an_throughcalls(const an *a, uint32_t o)
{
	const hlo_module *m = a->m;

	for (int d = 0; d < 16 && m->instrs[o].opcode == OP_CALL && m->instrs[o].ncallee; d++) {
		uint32_t c = m->callees[m->instrs[o].callee].comp;
		if (a->tl.compcaller[c] != o || m->comps[c].root >= m->ninstr)
			break;
		o = m->comps[c].root;
	}
	return o;
}

/* what operand instruction o is once CallInliner has run and the
 * simplifier has taken tuples apart: an inlined call's root, an inlined
 * callee's parameter the call's operand (a callee called once: one the
 * module calls from several places is inlined as a copy at each, which
 * one instruction here cannot stand for), an element of a tuple (or of
 * an inlined call's tuple root) the tuple's operand; o itself otherwise */
uint32_t an_inlinedsource(const an *a, uint32_t o)
{
	const hlo_module *m = a->m;

	for (int d = 0; d < 32; d++) {
		const hlo_instr *in = &m->instrs[o];
		uint32_t t, u;
		if (in->opcode == OP_CALL) {
			t = an_throughcalls(a, o);
			if (t == o)
				break;
			o = t;
		} else if (an_inlinedparam(a, o) && a->tl.onecall && a->tl.onecall[in->comp] != HLO_NONE && in->aux >= 0 &&
		           (u = a->tl.compcaller[in->comp]) < m->ninstr && (uint64_t)in->aux < m->instrs[u].nopnd &&
		           !hlo_pathlen(m, m->operands[m->instrs[u].opnd + in->aux].path)) {
			o = m->operands[m->instrs[u].opnd + in->aux].instr;
		} else if (in->opcode == OP_GET_TUPLE_ELEMENT && in->nopnd == 1 && in->aux >= 0 &&
		           !hlo_pathlen(m, m->operands[in->opnd].path)) {
			const hlo_instr *tu = &m->instrs[an_throughcalls(a, m->operands[in->opnd].instr)];
			if (tu->opcode != OP_TUPLE || (uint64_t)in->aux >= tu->nopnd ||
			    hlo_pathlen(m, m->operands[tu->opnd + in->aux].path))
				break;
			o = m->operands[tu->opnd + in->aux].instr;
		} else {
			break;
		}
	}
	return o;
}

/* a computation that adds its two parameters */
static int addsparams(const hlo_module *m, uint32_t c)
{
	const hlo_instr *r;
	uint32_t x, y;

	if (c == HLO_NONE || m->comps[c].root >= m->ninstr)
		return 0;
	r = &m->instrs[m->comps[c].root];
	if (r->opcode != OP_ADD || r->nopnd != 2)
		return 0;
	x = m->operands[r->opnd].instr;
	y = m->operands[r->opnd + 1].instr;
	return x != y && m->instrs[x].opcode == OP_PARAMETER && m->instrs[y].opcode == OP_PARAMETER;
}

/* a scatter HandleAdd may fold: three operands, its combiner adding */
static int addingscatter(const hlo_module *m, const hlo_instr *in)
{
	return in->opcode == OP_SCATTER && in->nopnd == 3 && m->shapes[in->shape].kind == SK_ARRAY &&
	       addsparams(m, an_callee(m, in, CK_TO_APPLY));
}

/* may HandleAdd rewrite an add of scatters x and y, both used once and
 * adding?  It leaves the add as it is, neither scatter folded, unless
 * their indices have one rank, they differ in at most one dimension
 * (besides index_vector_dim; a batching dimension in none), one dimension
 * is there to concatenate along (a scalar scatter's indices have none),
 * and the two updates hold fewer elements than the result:
 * update_concat_is_cheap (algebraic_simplifier.cc HandleAdd).  JAX's
 * word2vec gradient adds a lookup's f32[8192,128] scatter-add into its
 * table to the negatives' f32[8192,10,128] one, 11.5 M elements against
 * the table's 8.4 M: XLA:CPU keeps both scatters and the add (probe 2's
 * word2vec-negsample, jaxlib 0.10.2) */
static int combinable(const hlo_module *m, const hlo_instr *x, const hlo_instr *y)
{
	const hlo_shape *ix = &m->shapes[m->instrs[m->operands[x->opnd + 1].instr].shape];
	const hlo_shape *iy = &m->shapes[m->instrs[m->operands[y->opnd + 1].instr].shape];
	int64_t ivd, batch[64];
	int nb = an_attrints(m, x, "scatter_indices_batching_dims", batch, 64), unequal = 0, found = 0;

	if (ix->kind != SK_ARRAY || iy->kind != SK_ARRAY || ix->rank != iy->rank)
		return 0;
	if (!an_attrint(m, x, "index_vector_dim", &ivd))
		ivd = ix->rank;
	for (uint32_t d = 0; d < ix->rank; d++) {
		int batching = 0;
		for (int j = 0; j < nb; j++)
			batching |= batch[j] == (int64_t)d;
		if ((int64_t)d == ivd)
			continue;
		if (hlo_dims(m, ix)[d] != hlo_dims(m, iy)[d]) {
			if (batching || unequal++)
				return 0;
		} else if (!batching) {
			found = 1;
		}
	}
	if (!unequal && !found)
		return 0;
	return an_elements(m, m->instrs[m->operands[x->opnd + 2].instr].shape) +
	       an_elements(m, m->instrs[m->operands[y->opnd + 2].instr].shape) < an_elements(m, x->shape);
}

/* does scatter i's fold stop short of add u: the add's other operand is
 * another scatter used once (by u) and adding, and the two do not
 * combine? */
static int stopsat(const an *a, uint32_t i, uint32_t u)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[u];

	for (uint32_t k = 0; k < 2; k++) {
		uint32_t t = an_throughcalls(a, m->operands[in->opnd + k].instr), r;
		if (t == i || !addingscatter(m, &m->instrs[t]))
			continue;
		r = an_readerof(a, t);
		if (r != HLO_NONE && a->use.ustart[r + 1] - a->use.ustart[r] == 1 &&
		    a->use.uuser[a->use.ustart[r]] == u && !combinable(m, &m->instrs[i], &m->instrs[t]))
			return 1;
	}
	return 0;
}

/* a scatter that an add folds into itself: AlgebraicSimplifier::HandleAdd
 * (layout-insensitive, every target) rewrites add(A, scatter(S, i, u)),
 * the scatter used once and its combiner adding its two parameters, to
 * scatter(add(A, S), i, u) in the add's place; A + 0 then folds to A
 * (HandleAdd, "A + 0 => A").  So the scatter writes no buffer of its
 * own where it stands: its operand goes on to the add, which updates the
 * sum in place (a tied embedding's gradient: the output projection's
 * gradient plus the lookup's scatter-add into zeros).  The rewrite applies
 * again to the next add reading the scatter, once used: the scatter goes
 * on through a chain of adds to the last, whose operand is then the sum
 * of every other addend (a loop fusion, written just before it: a label-
 * smoothed cross-entropy's take_along_axis gradient added to two dense
 * terms updates their sum, not the first term, a broadcast XLA never
 * writes); here the last add updates its other operand in place, the
 * earlier adds elementwise ops fused into it.  The chain stops before an
 * add whose other operand is another such scatter the two cannot join
 * (stopsat, combinable) */
static uint32_t foldedscatter(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	const hlo_instr *u;
	uint32_t k, r;

	if (!a->use.ustart || !addingscatter(m, in))
		return HLO_NONE;
	/* the root of a jnp helper's computation: read by the call's users
	 * once CallInliner has run */
	r = an_readerof(a, i);
	if (r == HLO_NONE || a->use.ustart[r + 1] - a->use.ustart[r] != 1)
		return HLO_NONE;
	k = a->use.ustart[r];
	u = &m->instrs[a->use.uuser[k]];
	if (u->opcode != OP_ADD || u->nopnd != 2 || u->shape != in->shape || stopsat(a, i, a->use.uuser[k]))
		return HLO_NONE;
	r = a->use.uuser[k];
	for (int depth = 0; depth < 16; depth++) {
		uint32_t t = an_readerof(a, r), w;
		if (t == HLO_NONE || a->use.ustart[t + 1] - a->use.ustart[t] != 1)
			break;
		w = a->use.uuser[a->use.ustart[t]];
		u = &m->instrs[w];
		if (u->opcode != OP_ADD || u->nopnd != 2 || u->shape != in->shape ||
		    an_throughcalls(a, m->operands[u->opnd].instr) == an_throughcalls(a, m->operands[u->opnd + 1].instr) ||
		    stopsat(a, i, w))
			break;
		r = w;
	}
	return r;
}

/* does operand x of an add lead to scatter-fold end i: the scatter itself,
 * or an add of the chain leading to it? */
static int leadsto(const an *a, uint32_t x, uint32_t i, int depth)
{
	const hlo_module *m = a->m;
	const hlo_instr *in;

	x = an_throughcalls(a, x);
	in = &m->instrs[x];
	if (in->opcode == OP_SCATTER)
		return foldedscatter(a, x) == i;
	/* (a link of the chain is used once: foldedscatter) */
	if (in->opcode != OP_ADD || in->nopnd != 2 || depth >= 16 || (x = an_readerof(a, x)) == HLO_NONE ||
	    a->use.ustart[x + 1] - a->use.ustart[x] != 1)
		return 0;
	return leadsto(a, m->operands[in->opnd].instr, i, depth + 1) ||
	       leadsto(a, m->operands[in->opnd + 1].instr, i, depth + 1);
}

/* the add a scatter is folded into (above): it reads the scatter's indices
 * and updates; HLO_NONE for any other instruction */
uint32_t an_scatterinto(const an *a, uint32_t i)
{
	if (a->mode == PRE_NONE || a->m->instrs[i].opcode != OP_SCATTER)
		return HLO_NONE;
	return foldedscatter(a, i);
}

/* a run of dimensions one after another, ascending: group g of n, in a
 * row-major source, starting at `from` */
static int consecutive(const int64_t *g, int n, int64_t from)
{
	for (int j = 0; j < n; j++)
		if (g[j] != from + j)
			return 0;
	return 1;
}

/* does dot u take the transpose perm (rank n) of one of its operands back
 * in?  s: that operand's dimension numbers.
 *   CPU: TransposeFolding's IsRowColumnTransposeDotOperand (cpu_compiler.cc
 *   runs it after DotDecomposer; DotImplementationCanHandleTranspose holds
 *   for the Eigen, naive and GEMV strategies): one contracting dimension,
 *   the batch dimensions all but two and left in place.
 *   GPU: CanFoldTransposeOperandIntoDot (gpu/matmul_utils.cc; the GPU
 *   simplification pipeline runs TransposeFolding with it after
 *   DotDecomposer): the free dimensions keep their relative order, and the
 *   transposed batch, contracting and free dimensions make a MatrixLayout
 *   of the source: each group a run of consecutive dimensions in the
 *   (row-major) source, the batch dimensions most major.
 * Both: no operand of the dot of rank under 2 (TransposeFolding::Run). */
static int foldsback(const an *a, const hlo_instr *u, const an_dotdims *s, const int64_t *perm, int n)
{
	const hlo_module *m = a->m;
	int64_t b[64], c[64], f[64];
	int nf = 0;

	if (m->shapes[m->instrs[m->operands[u->opnd].instr].shape].rank < 2 ||
	    m->shapes[m->instrs[m->operands[u->opnd + 1].instr].shape].rank < 2)
		return 0;
	for (int j = 0; j < s->nb; j++) {
		if (s->batch[j] < 0 || s->batch[j] >= n)
			return 0;
		b[j] = perm[s->batch[j]];
	}
	for (int j = 0; j < s->nc; j++) {
		if (s->contract[j] < 0 || s->contract[j] >= n)
			return 0;
		c[j] = perm[s->contract[j]];
	}
	for (int d = 0; d < n; d++)
		if (an_dotfree(s, (uint32_t)d))
			f[nf++] = perm[d];
	if (a->target == TARGET_CPU) {
		if (s->nc != 1 || s->nb + 2 != n)
			return 0;
		for (int j = 0; j < s->nb; j++)
			if (b[j] != s->batch[j])
				return 0;
		return 1;
	}
	if (a->target != TARGET_GPU || s->nc < 1 || nf < 1 || !consecutive(b, s->nb, 0))
		return 0;
	for (int j = 1; j < nf; j++)
		if (f[j] < f[j - 1])
			return 0;
	return (consecutive(c, s->nc, s->nb) && consecutive(f, nf, s->nb + s->nc)) ||
	       (consecutive(f, nf, s->nb) && consecutive(c, s->nc, s->nb + nf));
}

/* the permutation of a transpose the CPU's and GPU's simplifiers look at
 * (an array of rank 2 or more, its users known); its rank, 0 if none */
static int transposeperm(const an *a, uint32_t i, int64_t *perm)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t rank = m->shapes[in->shape].rank;

	if ((a->target != TARGET_CPU && a->target != TARGET_GPU) || in->opcode != OP_TRANSPOSE || in->nopnd != 1 ||
	    !a->use.ustart || m->shapes[in->shape].kind != SK_ARRAY || rank < 2 || rank > 64 ||
	    an_attrints(m, in, "dimensions", perm, 64) != (int)rank)
		return 0;
	return (int)rank;
}

/* a transpose every reader of which is a dot that takes it back in
 * (foldsback): the dots then read the transpose's operand and the
 * transpose is gone (a tied embedding's output layer, logits = h @ E.T,
 * reads E; a torch nn.Linear's x @ W.T reads W) */
static int foldedtranspose(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	int64_t perm[64];
	uint32_t r;
	int n = transposeperm(a, i, perm), identity = 1;

	if (!n)
		return 0;
	for (int d = 0; d < n; d++)
		identity &= perm[d] == d;
	if (identity || (r = an_readerof(a, i)) == HLO_NONE || a->use.ustart[r] == a->use.ustart[r + 1])
		return 0;
	for (uint32_t k = a->use.ustart[r]; k < a->use.ustart[r + 1]; k++) {
		const hlo_instr *u = &m->instrs[a->use.uuser[k]];
		an_dotdims s;
		if (u->opcode != OP_DOT || u->nopnd != 2 || a->use.uopnd[k] > 1 ||
		    an_dotside(m, u, (int)a->use.uopnd[k], &s) < 0 || (int)s.rank != n ||
		    !foldsback(a, u, &s, perm, n))
			return 0;
	}
	return 1;
}

/* is computation c the body of a manual (shard_map) region, or called
 * from one?  A call some operand of which a region's entry
 * (SPMDFullToShardShape, xla.sdy.GlobalToLocalShape, directly or through
 * an element of its tuple) made runs it, as JAX writes shard_map
 * (sharding.c M1 marks the same values, later) */
int an_manualcomp(const an *a, uint32_t c)
{
	const hlo_module *m = a->m;

	for (int depth = 0; c < m->ncomp && depth < 16; depth++) {
		uint32_t u = a->tl.compcaller[c];
		const hlo_instr *ci;
		if (u >= m->ninstr)
			return 0;
		ci = &m->instrs[u];
		for (uint32_t k = 0; ci->opcode == OP_CALL && k < ci->nopnd; k++) {
			const hlo_instr *o = &m->instrs[m->operands[ci->opnd + k].instr];
			/* Shardy's entry takes every operand and returns a tuple */
			if (o->opcode == OP_GET_TUPLE_ELEMENT && o->nopnd == 1)
				o = &m->instrs[m->operands[o->opnd].instr];
			if (an_callrole(m, o) == CC_TOMANUAL)
				return 1;
		}
		c = ci->comp;
	}
	return 0;
}

/* foldedresult's conditions, partitioning aside: the dot (through calls)
 * or HLO_NONE */
static uint32_t transposeddot(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i], *d;
	int64_t perm[64];
	uint32_t o, r, rank;
	an_dotdims ls, rs;
	uint64_t seen = 0;

	if (!(rank = (uint32_t)transposeperm(a, i, perm)))
		return HLO_NONE;
	for (uint32_t k = 0; k + 2 < rank; k++)
		if (perm[k] != k)
			return HLO_NONE;
	if (perm[rank - 2] != rank - 1 || perm[rank - 1] != rank - 2)
		return HLO_NONE;
	o = m->operands[in->opnd].instr;
	d = &m->instrs[an_throughcalls(a, o)];
	if (hlo_pathlen(m, m->operands[in->opnd].path) || d->opcode != OP_DOT || an_outerdot(m, d) ||
	    an_dotside(m, d, 0, &ls) < 0 || an_dotside(m, d, 1, &rs) < 0)
		return HLO_NONE;
	/* the dot's one user, once the calls are inlined */
	r = an_readerof(a, (uint32_t)(d - m->instrs));
	if (r != o || a->use.ustart[o + 1] - a->use.ustart[o] != 1)
		return HLO_NONE;
	if (ls.nb != rs.nb || ls.nc < 1 || rs.nc < 1 || (uint32_t)(ls.nb + ls.nc + 1) != ls.rank ||
	    (uint32_t)(rs.nb + rs.nc + 1) != rs.rank)
		return HLO_NONE;
	for (int k = 0; k < ls.nb; k++) {
		if (ls.batch[k] != rs.batch[k] || ls.batch[k] < 0 || ls.batch[k] >= ls.nb || (seen >> ls.batch[k] & 1))
			return HLO_NONE;
		seen |= 1ull << ls.batch[k];
	}
	return (uint32_t)(d - m->instrs);
}

/* a transpose that swaps the two last dimensions of a dot it alone reads:
 * AlgebraicSimplifier::HandleTranspose (its transpose-of-dot rewrite, with
 * supports_non_canonical_dots false as the CPU and GPU pipelines set it)
 * makes transpose(dot(a, b)) dot(b, a) when the dot has no other user and
 * is "somewhat canonical": the same batch dimensions on both sides, the
 * leading ones, some contracting dimensions and one free dimension each.
 * The dot then writes the transpose's result; the transpose is gone (the
 * weight gradient of x @ W, which JAX writes dot_general(x, g) then
 * transposed).  Not in a module still to be partitioned: the SPMD
 * partitioner, which runs first, may put a collective between the two or
 * give them different shardings; but inside a manual (shard_map) region,
 * which it leaves as written (an_manualcomp).  There the transpose stays a
 * value of its own (fused into its readers), and once the splits are known
 * an_transposedwrite says whether XLA still folds it (share.c, schedule.c). */
static int foldedresult(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;

	return (m->partitions <= 1 || an_manualcomp(a, m->instrs[i].comp)) && transposeddot(a, i) != HLO_NONE;
}

/* a transpose of a dot in a module still to be partitioned that XLA still
 * folds into the dot once partitioned: the partitioner puts no all-reduce
 * between them (precompile.c P2, known once the splits are) and no
 * sharding of the transpose's own asks for a reshard; AlgebraicSimplifier,
 * which runs after the partitioner, then makes the dot write the
 * transposed result, which the transpose's readers read elementwise and
 * which is scheduled as the dot it becomes (a tensor-parallel weight
 * gradient, written over its donated weight) */
int an_transposedwrite(const an *a, uint32_t t)
{
	uint32_t d;

	if (!a->pre.partitioned || an_hasannotation(a->m, &a->m->instrs[t]) || (d = transposeddot(a, t)) == HLO_NONE)
		return 0;
	return !a->pre.partial || !a->pre.partial[d];
}

/* for an add a scatter is folded into: which operand the scatter updates
 * in place (the other one, 0 or 1), or 2 when both operands are folded
 * scatters (HandleAdd then makes one scatter over the sum of their
 * operands, a new buffer); -1 for any other instruction.  The add is a
 * scatter by then: fused into no consumer, and the operand it updates is
 * fused into it neither */
int an_scatterhome(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	int home = -1;

	if (a->mode == PRE_NONE || in->opcode != OP_ADD || in->nopnd != 2)
		return -1;
	for (uint32_t k = 0; k < 2; k++) {
		if (leadsto(a, m->operands[in->opnd + k].instr, i, 0))
			home = home < 0 ? (int)(1 - k) : 2;
	}
	return home;
}

/* JAX's implicit broadcasting of x: reshape to [..., 1], a broadcast to
 * that same shape, reshape back to x's shape.  The simplifier makes the
 * identity broadcast a reshape (HandleBroadcast) and merges the three
 * reshapes into one of x to x's shape, which it removes (HandleReshape):
 * what is left reads x.  For reshape i, that x, or HLO_NONE */
uint32_t an_mergedreshapes(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i], *b, *r;
	uint32_t x;

	if (a->mode == PRE_NONE || in->opcode != OP_RESHAPE || in->nopnd != 1 || hlo_pathlen(m, m->operands[in->opnd].path))
		return HLO_NONE;
	b = &m->instrs[m->operands[in->opnd].instr];
	if (b->opcode != OP_BROADCAST || b->nopnd != 1 || hlo_pathlen(m, m->operands[b->opnd].path) ||
	    !sortedperm(m, b))
		return HLO_NONE;
	r = &m->instrs[m->operands[b->opnd].instr];
	if (!hlo_sameshape(m, r->shape, b->shape) || r->opcode != OP_RESHAPE || r->nopnd != 1 ||
	    hlo_pathlen(m, m->operands[r->opnd].path))
		return HLO_NONE;
	x = m->operands[r->opnd].instr;
	return hlo_sameshape(m, m->instrs[x].shape, in->shape) ? x : HLO_NONE;
}

/* CPU, best estimate: a reshape of a dot's result is a bitcast of it.
 * XLA:CPU's layout assignment gives a dot's result the row-major layout
 * (cpu_layout_assignment.cc OperandsAndResultMustHaveRowMajorLayout), a
 * reshape of it to the row-major layout is then a bitcast
 * (ShapeUtil::ReshapeIsBitcast), and the layout-sensitive simplifier run
 * after layout assignment makes it one (algebraic_simplifier.cc
 * HandleReshape, BitcastingOperandOfReshapeOrCopyChain): no buffer of its
 * own, its readers read the dot's.  JAX reshapes every projection of an
 * attention, [b*s, h*d] to [b, s, h, d]: the compiled Perceiver reads its
 * keys through a bitcast of the projection's YNNPACK fusion, where the
 * estimate had written the reshape and, for a moment, both.  Not a bf16
 * or f16 dot (computed in f32 and converted, backend.c C4: the convert is
 * fused with the reshape), nor an outer product (a multiply by then).
 * Only the reshape of a dot: forwarding every reshape so (tried in the
 * thirty-fourth session) undid the fusion rules written around them. */
int an_dotbitcast(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i], *d;

	if (a->target != TARGET_CPU || a->mode != PRE_BEST || in->opcode != OP_RESHAPE || in->nopnd != 1 ||
	    hlo_pathlen(m, m->operands[in->opnd].path))
		return 0;
	d = &m->instrs[m->operands[in->opnd].instr];
	if (d->opcode != OP_DOT || d->nopnd != 2 || an_outerdot(m, d) || m->shapes[d->shape].kind != SK_ARRAY ||
	    m->shapes[d->shape].type != m->shapes[in->shape].type || m->shapes[d->shape].type == T_BF16 ||
	    m->shapes[d->shape].type == T_F16)
		return 0;
	return 1;
}

int an_simplifiedaway(const an *a, uint32_t i)
{
	return a->mode != PRE_NONE &&
	       (noop(a->m, &a->m->instrs[i]) || foldedpad(a, i) || foldedscatter(a, i) != HLO_NONE ||
	        foldedtranspose(a, i) || foldedresult(a, i) || an_dotbitcast(a, i));
}

static int flowof(const an *a, const hlo_instr *in)
{
	if (an_simplifiedaway(a, (uint32_t)(in - a->m->instrs)))
		return FL_FORWARD0;
	if (in->opcode == OP_CUSTOM_CALL && (a->mode == PRE_BEST || a->mode == PRE_LOWER)) {
		int role = an_callrole(a->m, in);
		const hlo_shape *s = &a->m->shapes[in->shape];
		if (role != CC_ANNOTATION && role != CC_TOMANUAL && role != CC_FROMMANUAL)
			return an_opfacts(in->opcode)->flow;
		/* ... unless it reshards a value whose split is already given
		 * (sharding.c an_reshards): a value of its own */
		if (role == CC_ANNOTATION && a->df.meshes && an_reshards(a->m, in, a->df.meshes))
			return an_opfacts(in->opcode)->flow;
		if (in->nopnd == 1 && s->kind != SK_TUPLE)
			return FL_FORWARD0;
		/* Shardy's edge of a manual region takes every operand at once
		 * and returns a tuple: its element k is operand k */
		if (s->kind == SK_TUPLE && s->rank == in->nopnd)
			return FL_TUPLE;
	}
	return an_opfacts(in->opcode)->flow;
}

/* the slot values of one instruction, by its opcode's rule */
/* an op whose result is (leaf, ...) with one leaf the operand's, at
 * index `keep` (copy-start's source, send's data): the others defined */
static void flowpass(an *a, uint32_t i, uint32_t keep)
{
	const hlo_module *m = a->m;
	uint32_t shape = m->instrs[i].shape, cs, csh;
	const hlo_shape *sh = &m->shapes[shape];

	define(a, i, 0, shape, 1);
	for (uint32_t j = 0; sh->kind == SK_TUPLE && j < sh->rank; j++)
		if (child(a, shape, 0, j, &cs, &csh) == 0) {
			if (j == keep)
				forwardop(a, i, cs, csh, 0);
			else
				define(a, i, cs, csh, 0);
		}
}

/* an async start: ((operands...), results, context...); {0,..} are the
 * operands, {1} the results (a called computation's root, or new values,
 * hidden for sugared ops) */
static void flowstart(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t shape = in->shape, cs, csh, c;
	const hlo_shape *sh = &m->shapes[shape];

	if (sh->kind != SK_TUPLE) {
		define(a, i, 0, shape, 0);
		return;
	}
	define(a, i, 0, shape, 1);
	for (uint32_t j = 0; j < sh->rank; j++) {
		if (child(a, shape, 0, j, &cs, &csh) < 0)
			continue;
		if (j == 0) {
			const hlo_shape *s0 = &m->shapes[csh];
			int peroperand = s0->kind == SK_TUPLE && in->nopnd > 0 &&
				(in->opcode == OP_ASYNC_START || in->nopnd > 1 ||
				 m->shapes[m->instrs[m->operands[in->opnd].instr].shape].kind != SK_TUPLE);
			if (peroperand) {
				for (uint32_t k = 0; k < s0->rank; k++) {
					uint32_t gs, gsh;
					if (child(a, csh, cs, k, &gs, &gsh) == 0)
						forwardop(a, i, gs, gsh, k);
				}
			} else {
				forwardop(a, i, cs, csh, 0);
			}
		} else if (j == 1 && in->opcode == OP_ASYNC_START && !(in->flags & IF_SUGAR) &&
		           (c = an_callee(m, in, CK_CALLS)) != HLO_NONE && a->tl.cstart[c] >= 0) {
			forwardroot(a, i, cs, csh, m->comps[c].root);
		} else {
			uint32_t from = a->df.nval;
			define(a, i, cs, csh, 0);
			/* the results of a sugared op come from its hidden computation */
			if (j == 1 && (in->flags & IF_SUGAR))
				for (uint32_t v = from; v < a->df.nval; v++)
					a->df.vals[v].hidden = 1;
		}
	}
}

/* an async done: the result is the start's {1} */
static void flowdone(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	uint32_t shape = m->instrs[i].shape, o, os, osh, gs, gsh;

	if (operandslot(a, i, 0, &o, &os, &osh) < 0 || child(a, osh, os, 1, &gs, &gsh) < 0) {
		define(a, i, 0, shape, 0);
		return;
	}
	if (a->df.nodes[gsh] == a->df.nodes[shape]) {
		forward(a, i, 0, shape, o, gs, gsh);
		if (m->shapes[shape].kind == SK_TUPLE)
			newvalue(a, i, 0, shape);
		return;
	}
	define(a, i, 0, shape, 0);
}

static void flowinstr(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t shape = in->shape, cs, csh, c;
	const hlo_shape *sh = &m->shapes[shape];

	/* merged by HloCSE into an earlier instruction: that one's values */
	if (a->tl.cse && a->tl.cse[i] != HLO_NONE) {
		forward(a, i, 0, shape, a->tl.cse[i], 0, m->instrs[a->tl.cse[i]].shape);
		return;
	}

	switch (flowof(a, in)) {
	case FL_FORWARD0:
		forwardop(a, i, 0, shape, 0);
		return;
	case FL_GTE: {
		uint32_t o, os, osh, gs, gsh;
		if (operandslot(a, i, 0, &o, &os, &osh) < 0 ||
		    child(a, osh, os, (uint32_t)in->aux, &gs, &gsh) < 0) {
			define(a, i, 0, shape, 0);
			return;
		}
		forward(a, i, 0, shape, o, gs, gsh);
		return;
	}
	case FL_TUPLE:
		newvalue(a, i, 0, shape);
		for (uint32_t j = 0; j < in->nopnd; j++)
			if (child(a, shape, 0, j, &cs, &csh) == 0)
				forwardop(a, i, cs, csh, j);
		return;
	case FL_COPY:
		newvalue(a, i, 0, shape);
		if (sh->kind == SK_TUPLE)
			for (uint32_t j = 0; j < sh->rank; j++)
				if (child(a, shape, 0, j, &cs, &csh) == 0) {
					uint32_t o, os, osh, gs, gsh;
					if (operandslot(a, i, 0, &o, &os, &osh) == 0 &&
					    child(a, osh, os, j, &gs, &gsh) == 0)
						forward(a, i, cs, csh, o, gs, gsh);
					else
						define(a, i, cs, csh, 0);
				}
		return;
	case FL_PARAM:
		if (in->comp != m->entry && callerparam(a, i))
			return;
		define(a, i, 0, shape, 0);
		return;
	case FL_CALL:
		c = an_callee(m, in, CK_TO_APPLY);
		if (c == HLO_NONE || a->tl.cstart[c] < 0 || a->tl.compcaller[c] != i)
			break;
		forwardroot(a, i, 0, shape, m->comps[c].root);
		return;
	case FL_WHILE:
		/* the loop state starts as the init value; slots the body updates
		 * become phis (R3) */
		forwardop(a, i, 0, shape, 0);
		whilephis(a, i);
		return;
	case FL_COND:
		c = in->ncallee ? m->callees[in->callee].comp : HLO_NONE;
		if (c == HLO_NONE || a->tl.cstart[c] < 0 || a->tl.compcaller[c] != i)
			break;
		forwardroot(a, i, 0, shape, m->comps[c].root);
		condphis(a, i);
		return;
	case FL_COPYSTART:
		/* (dest, src, context): {1} is the operand */
		flowpass(a, i, 1);
		return;
	case FL_COPYDONE: {
		uint32_t o, os, osh, gs, gsh;
		if (operandslot(a, i, 0, &o, &os, &osh) == 0 && child(a, osh, os, 0, &gs, &gsh) == 0)
			forward(a, i, 0, shape, o, gs, gsh);
		else
			define(a, i, 0, shape, 0);
		return;
	}
	case FL_SEND:
		/* (data, context, token): {0} is the operand */
		flowpass(a, i, 0);
		return;
	case FL_RECVDONE:
		/* (data, token): {0} is the recv's {0} */
		define(a, i, 0, shape, 1);
		for (uint32_t j = 0; sh->kind == SK_TUPLE && j < sh->rank; j++)
			if (child(a, shape, 0, j, &cs, &csh) == 0) {
				uint32_t o, os, osh, gs, gsh;
				if (j == 0 && operandslot(a, i, 0, &o, &os, &osh) == 0 &&
				    child(a, osh, os, 0, &gs, &gsh) == 0)
					forward(a, i, cs, csh, o, gs, gsh);
				else
					define(a, i, cs, csh, 0);
			}
		return;
	case FL_AGSTART:
	case FL_CPSTART:
	case FL_ASTART:
		flowstart(a, i);
		return;
	case FL_AUPDATE:
		define(a, i, 0, shape, 1);
		{
			/* arrays are the operand's; copy then redefine the tables */
			uint32_t o, os, osh;
			if (operandslot(a, i, 0, &o, &os, &osh) == 0 && a->df.nodes[osh] == a->df.nodes[shape]) {
				for (uint32_t k = 0; k < a->df.nodes[shape]; k++) {
					uint32_t w = a->df.slotval[a->df.slotbase[o] + os + k];
					/* an update that binds more operands than the one
					 * before (copy_insertion_test's incremental binding)
					 * changes the context's structure: only arrays of the
					 * same type and size at the same slot are the operand's */
					if (w != HLO_NONE && !a->df.vals[w].tuple &&
					    samebytes(a, a->df.vals[w].shape, slotshape(a, shape, k)))
						a->df.slotval[a->df.slotbase[i] + k] = w;
				}
			}
		}
		return;
	case FL_AGDONE:
	case FL_CPDONE:
	case FL_ADONE:
		flowdone(a, i);
		return;
	}
	define(a, i, 0, shape, 0);
}

/* union-find with path halving */
uint32_t an_ufind(an *a, uint32_t v)
{
	while (a->df.uf[v] != v) {
		a->df.uf[v] = a->df.uf[a->df.uf[v]];
		v = a->df.uf[v];
	}
	return v;
}

static void unite(an *a, uint32_t x, uint32_t y)
{
	if (x == HLO_NONE || y == HLO_NONE)
		return;
	x = an_ufind(a, x);
	y = an_ufind(a, y);
	if (x != y)
		a->df.uf[x > y ? x : y] = x > y ? y : x;
}

/* merge the subtrees (i1, s1) and (i2, s2) slot by slot */
static void unitetree(an *a, uint32_t i1, uint32_t s1, uint32_t i2, uint32_t s2, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++)
		unite(a, a->df.slotval[a->df.slotbase[i1] + s1 + k], a->df.slotval[a->df.slotbase[i2] + s2 + k]);
}

/* the slot and node count of a path in an instruction's shape */
static uint32_t slotat(const an *a, uint32_t instr, uint32_t path, uint32_t *n)
{
	uint32_t sh, s = pathslot(a, a->m->instrs[instr].shape, 0, hlo_path(a->m, path),
	                          hlo_pathlen(a->m, path), &sh);
	if (s != HLO_NONE)
		*n = a->df.nodes[sh];
	return s;
}

/* output {out} of i shares operand k's subtree at inpath */
static void inplace(an *a, uint32_t i, uint32_t outpath, uint32_t k, uint32_t inpath)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t n1, n2, so, si, o, os, osh, sh2;

	if (k >= in->nopnd || operandslot(a, i, k, &o, &os, &osh) < 0)
		return;
	so = slotat(a, i, outpath, &n1);
	si = pathslot(a, osh, os, hlo_path(m, inpath), hlo_pathlen(m, inpath), &sh2);
	if (so == HLO_NONE || si == HLO_NONE || a->tl.time[o] < 0)
		return;
	n2 = a->df.nodes[sh2];
	if (n1 == n2)
		unitetree(a, i, so, o, si, n1);
}

/* a fusion whose root leads (through tuple, bitcast, get-tuple-element) to an
 * in-place op on one of its parameters shares that operand's buffer */
static void fusioninplace(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t c = an_callee(m, in, CK_CALLS), root, nout;
	const hlo_instr *r;

	if (c == HLO_NONE)
		return;
	root = m->comps[c].root;
	r = &m->instrs[root];
	nout = r->opcode == OP_TUPLE ? r->nopnd : 1;
	for (uint32_t j = 0; j < nout; j++) {
		uint32_t x = r->opcode == OP_TUPLE ? m->operands[r->opnd + j].instr : root, guard = 0;
		const hlo_instr *xi = &m->instrs[x];
		while (xi->opcode == OP_BITCAST && xi->nopnd == 1 && guard++ < 1000) {
			x = m->operands[xi->opnd].instr;
			xi = &m->instrs[x];
		}
		if (!an_updatesoperand0(xi->opcode))
			continue;
		if (xi->nopnd == 0)
			continue;
		x = m->operands[xi->opnd].instr;
		xi = &m->instrs[x];
		while (xi->opcode == OP_BITCAST && xi->nopnd == 1 && guard++ < 2000) {
			x = m->operands[xi->opnd].instr;
			xi = &m->instrs[x];
		}
		if (xi->opcode != OP_PARAMETER || (uint64_t)xi->aux >= in->nopnd)
			continue;
		{
			uint32_t o, os, osh, cs = 0, csh = in->shape;
			if (r->opcode == OP_TUPLE && child(a, in->shape, 0, j, &cs, &csh) < 0)
				continue;
			if (operandslot(a, i, (uint32_t)xi->aux, &o, &os, &osh) == 0 && a->tl.time[o] >= 0 &&
			    a->df.nodes[osh] == a->df.nodes[csh])
				unitetree(a, i, cs, o, os, a->df.nodes[csh]);
		}
	}
}

/* must-alias merges of one instruction */
static void mergeinstr(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t c;

	if (in->opcode == OP_ADD) {
		int home = an_scatterhome(a, i);
		if (home == 0 || home == 1)
			inplace(a, i, 0, (uint32_t)home, 0);
	}
	/* jaxDecomp's call, partitioned, updates its operand (backend.c B4);
	 * not in the upper bound, which takes no call a callback makes */
	if (an_decompinplace(a, i))
		inplace(a, i, 0, 0, 0);
	switch (an_opfacts(in->opcode)->inplace) {
	case IP_OPERAND0:
		inplace(a, i, 0, 0, 0);
		break;
	case IP_SCATTER: {
		uint32_t n = in->nopnd >= 3 ? (in->nopnd - 1) / 2 : 1;
		if (n == 1) {
			inplace(a, i, 0, 0, 0);
		} else {
			for (uint32_t k = 0; k < n; k++) {
				uint32_t cs, csh;
				if (child(a, in->shape, 0, k, &cs, &csh) == 0) {
					uint32_t o, os, osh;
					if (operandslot(a, i, k, &o, &os, &osh) == 0 && a->df.nodes[osh] == a->df.nodes[csh])
						unitetree(a, i, cs, o, os, a->df.nodes[csh]);
				}
			}
		}
		break;
	}
	case IP_ALLREDUCE:
		if (in->flags & IF_NVSHMEM)
			break;
		if (in->nopnd == 1) {
			inplace(a, i, 0, 0, 0);
		} else {
			for (uint32_t k = 0; k < in->nopnd; k++) {
				uint32_t cs, csh, o, os, osh;
				if (child(a, in->shape, 0, k, &cs, &csh) == 0 &&
				    operandslot(a, i, k, &o, &os, &osh) == 0 && a->df.nodes[osh] == a->df.nodes[csh])
					unitetree(a, i, cs, o, os, a->df.nodes[csh]);
			}
		}
		break;
	case IP_PERMUTE:
		if (in->nopnd == 4)
			inplace(a, i, 0, 1, 0);
		break;
	case IP_OPERAND1:
		inplace(a, i, 0, 1, 0);
		break;
	}
	switch (in->opcode) {
	case OP_FUSION:
		fusioninplace(a, i);
		break;
	case OP_WHILE: {
		/* init, body and condition parameters, body root and result */
		uint32_t n = a->df.nodes[in->shape], o, os, osh;
		if (operandslot(a, i, 0, &o, &os, &osh) == 0 && a->df.nodes[osh] == n && a->tl.time[o] >= 0)
			unitetree(a, i, 0, o, os, n);
		for (uint32_t k = 0; k < in->ncallee; k++) {
			c = m->callees[in->callee + k].comp;
			if (a->tl.cstart[c] < 0 || a->tl.compcaller[c] != i)
				continue;
			if (m->callees[in->callee + k].kind == CK_BODY &&
			    a->df.nodes[m->instrs[m->comps[c].root].shape] == n)
				unitetree(a, i, 0, m->comps[c].root, 0, n);
			if (m->comps[c].nparam && a->df.nodes[m->instrs[m->ints[m->comps[c].params]].shape] == n)
				unitetree(a, i, 0, (uint32_t)m->ints[m->comps[c].params], 0, n);
		}
		break;
	}
	case OP_CONDITIONAL:
		for (uint32_t k = 0; k < in->ncallee; k++) {
			c = m->callees[in->callee + k].comp;
			if (a->tl.cstart[c] >= 0 && a->df.nodes[m->instrs[m->comps[c].root].shape] == a->df.nodes[in->shape])
				unitetree(a, i, 0, m->comps[c].root, 0, a->df.nodes[in->shape]);
		}
		break;
	}
	for (uint32_t k = 0; k < in->nalias; k++) {
		const hlo_alias *al = &m->aliases[in->alias + k];
		inplace(a, i, al->outpath, al->operand, al->inpath);
	}
}

/* an output leaf that is another entry parameter's value, read straight
 * through, aliased to parameter value pv: XLA copies it into pv's buffer
 * at the end (copy insertion: the parameter it is cannot be the output
 * another parameter's buffer holds), where uniting the two would put two
 * parameters in one buffer.  Marked for copyins.c's root copies */
static int intoparam(an *a, uint32_t so, uint32_t n, uint32_t pv)
{
	const hlo_module *m = a->m;
	uint32_t root = m->comps[m->entry].root, rv = a->df.slotval[a->df.slotbase[root] + so];

	if (n != 1 || pv == HLO_NONE || rv == HLO_NONE || rv == pv || a->df.vals[rv].instr >= m->ninstr ||
	    m->instrs[a->df.vals[rv].instr].opcode != OP_PARAMETER || m->instrs[a->df.vals[rv].instr].comp != m->entry)
		return 0;
	if (!a->df.rootinto) {
		uint32_t ns = a->df.nodes[m->instrs[root].shape];
		a->df.rootinto = ut_malloc((size_t)ns * sizeof *a->df.rootinto + 1);
		for (uint32_t s = 0; s < ns; s++)
			a->df.rootinto[s] = HLO_NONE;
	}
	a->df.rootinto[so] = pv;
	return 1;
}

/* one side of a donor-output pairing: a leaf slot and its bytes */
struct leaf {
	uint32_t slot, instr;
	uint64_t bytes;
	uint32_t space;
	uint64_t order;         /* its place in the list (parameter order, then index) */
};

/* by memory space; in one, larger first, then in the order listed (the
 * pass's sort is stable) */
static int bybytes(const void *x, const void *y)
{
	const struct leaf *p = x, *q = y;

	if (p->space != q->space)
		return p->space < q->space ? -1 : 1;
	if (p->bytes != q->bytes)
		return p->bytes > q->bytes ? -1 : 1;
	return (p->order > q->order) - (p->order < q->order);
}

/* the array leaf at slot s of instruction i, with its bytes (its shape
 * there, as the entry's layout has it: a manual region's result read
 * through its exit is the exit's global shape); 0 if none */
static int arrayleaf(an *a, uint32_t i, uint32_t s, struct leaf *l)
{
	const hlo_module *m = a->m;
	uint32_t v = a->df.slotval[a->df.slotbase[i] + s], sh = slotshape(a, m->instrs[i].shape, s);
	uint64_t bytes;

	if (v == HLO_NONE || a->df.vals[v].tuple || sh == HLO_NONE || m->shapes[sh].kind != SK_ARRAY ||
	    an_shapebytes(m, sh, &bytes) < 0)
		return 0;
	*l = (struct leaf){s, i, bytes, m->shapes[sh].memspace, 0};
	return 1;
}

/* buffer_donor: before buffers are assigned, XLA pairs each donated
 * parameter leaf that no input_output_alias names with an output leaf no
 * alias takes (OptimizeInputOutputBufferAlias::Build, in every backend's
 * pipeline): per memory space, both lists by bytes, largest first
 * (stable), walked together, a pair where the bytes are equal.  JAX writes
 * jax.buffer_donor, not tf.aliasing_output, for a donated argument whose
 * output it cannot name (a shard_map's, one whose sharding it leaves to
 * the compiler).  A compiled module's input_output_alias lists the pairs
 * already.  Bytes as written: in a module still to be partitioned the
 * global shapes, the same comparison as XLA's per-device one where donor
 * and output are split alike */
static void pairdonors(an *a)
{
	const hlo_module *m = a->m;
	const hlo_comp *e = &m->comps[m->entry];
	uint32_t root = e->root, nout = a->df.nodes[m->instrs[root].shape], nd = 0, no = 0;
	struct leaf *don, *out;
	uint8_t *taken;

	if (a->mode == PRE_NONE || !m->ndonor || a->tl.time[root] < 0)
		return;
	don = ut_malloc(((size_t)m->ndonor + 1) * sizeof *don);
	out = ut_malloc(((size_t)nout + 1) * sizeof *out);
	taken = ut_calloc((size_t)nout + 1, 1);
	for (uint32_t k = 0; k < m->nioalias; k++) {
		uint32_t n, so = slotat(a, root, m->ioalias[k].outpath, &n);
		for (uint32_t j = 0; so != HLO_NONE && j < n; j++)
			taken[so + j] = 1;
	}
	for (uint32_t k = 0; k < m->ndonor; k++) {
		const hlo_alias *d = &m->donors[k];
		uint32_t p, si, n;
		if (d->operand >= e->nparam)
			continue;
		p = (uint32_t)m->ints[e->params + d->operand];
		si = slotat(a, p, d->inpath, &n);
		if (si == HLO_NONE || n != 1 || a->tl.time[p] < 0 || a->df.aliased[a->df.slotbase[p] + si] ||
		    !arrayleaf(a, p, si, &don[nd]))
			continue;
		don[nd].order = (uint64_t)d->operand * ((uint64_t)a->df.nslot + 1) + si;
		nd++;
	}
	for (uint32_t s = 0; s < nout; s++)
		if (!taken[s] && arrayleaf(a, root, s, &out[no])) {
			out[no].order = s;
			no++;
		}
	qsort(don, nd, sizeof *don, bybytes);
	qsort(out, no, sizeof *out, bybytes);
	/* both lists walked together, a space at a time: the larger of the
	 * two passed over, equal bytes a pair */
	for (uint32_t d = 0, o = 0; d < nd && o < no;) {
		uint32_t pv;
		if (don[d].space != out[o].space) {
			*(don[d].space < out[o].space ? &d : &o) += 1;
			continue;
		}
		if (don[d].bytes != out[o].bytes) {
			*(don[d].bytes > out[o].bytes ? &d : &o) += 1;
			continue;
		}
		a->df.aliased[a->df.slotbase[don[d].instr] + don[d].slot] = 1;
		pv = a->df.slotval[a->df.slotbase[don[d].instr] + don[d].slot];
		if (!intoparam(a, out[o].slot, 1, pv))
			unite(a, a->df.slotval[a->df.slotbase[root] + out[o].slot], pv);
		d++;
		o++;
	}
	free(don);
	free(out);
	free(taken);
}

/* is m->donors[k] paired with an output (pairdonors, or an alias naming
 * it)?  -1 when it names no parameter leaf */
int an_donorpaired(const an *a, uint32_t k)
{
	const hlo_module *m = a->m;
	const hlo_comp *e = &m->comps[m->entry];
	const hlo_alias *d = &m->donors[k];
	uint32_t p, si, n;

	if (d->operand >= e->nparam)
		return -1;
	p = (uint32_t)m->ints[e->params + d->operand];
	if (a->tl.time[p] < 0 || (si = slotat(a, p, d->inpath, &n)) == HLO_NONE)
		return -1;
	return a->df.aliased[a->df.slotbase[p] + si] != 0;
}

/* entry input_output_alias (and donations the advice tries): the output
 * at {out} is parameter p's buffer; the parameter's slot is marked */
static void mergeio(an *a)
{
	const hlo_module *m = a->m;
	const hlo_comp *e = &m->comps[m->entry];

	a->df.aliased = ut_calloc((size_t)a->df.nslot + 1, 1);
	free(a->df.rootinto);
	a->df.rootinto = NULL;
	for (uint32_t k = 0; k < m->nioalias; k++) {
		const hlo_alias *al = &m->ioalias[k];
		uint32_t n1, n2, so, si, p;
		if (al->operand >= e->nparam)
			continue;
		p = (uint32_t)m->ints[e->params + al->operand];
		so = slotat(a, e->root, al->outpath, &n1);
		si = slotat(a, p, al->inpath, &n2);
		if (si != HLO_NONE && a->tl.time[p] >= 0)
			a->df.aliased[a->df.slotbase[p] + si] = 1;
		if (so != HLO_NONE && si != HLO_NONE && n1 == n2 && a->tl.time[p] >= 0 &&
		    intoparam(a, so, n1, a->df.slotval[a->df.slotbase[p] + si]))
			continue;
		if (so != HLO_NONE && si != HLO_NONE && n1 == n2)
			unitetree(a, e->root, so, p, si, n1);
	}
	pairdonors(a);
	for (uint32_t k = 0; k < a->nedit; k++) {
		const an_edit *ed = &a->edits[k];
		if (ed->kind != ED_DONATE || a->tl.time[ed->instr] < 0)
			continue;
		a->df.aliased[a->df.slotbase[ed->instr] + ed->slot] = 1;
		unite(a, a->df.slotval[a->df.slotbase[e->root] + ed->outslot], a->df.slotval[a->df.slotbase[ed->instr] + ed->slot]);
	}
}

/* ord[0..n) stably by key[ord[i]], each under `range`: one counting pass */
static void countpass(uint32_t *ord, uint32_t *tmp, uint32_t n, const uint32_t *key, size_t range)
{
	uint32_t *cnt = ut_calloc(range + 1, sizeof *cnt);

	for (uint32_t i = 0; i < n; i++)
		cnt[key[ord[i]] + 1]++;
	for (size_t j = 0; j < range; j++)
		cnt[j + 1] += cnt[j];
	for (uint32_t i = 0; i < n; i++)
		tmp[cnt[key[ord[i]]]++] = ord[i];
	memcpy(ord, tmp, (size_t)n * sizeof *ord);
	free(cnt);
}

/* XLA's value ids: computations in text (post-)order, instructions in
 * MakeInstructionPostOrder, indices in preorder.  Values in that order,
 * ties in value order: three stable counting passes, the least significant
 * key first (slot, position, then computation; a hidden computation is a
 * callee and comes before its caller, phis after every other value) */
static void mkkeys(an *a)
{
	const hlo_module *m = a->m;
	uint32_t n = a->df.nval, maxslot = 0;
	uint32_t *ord = ut_malloc((size_t)n * sizeof *ord + 1), *tmp = ut_malloc((size_t)n * sizeof *tmp + 1);
	uint32_t *key = ut_malloc((size_t)n * sizeof *key + 1);

	for (uint32_t v = 0; v < n; v++) {
		ord[v] = v;
		key[v] = a->df.vals[v].slot;
		maxslot = key[v] > maxslot ? key[v] : maxslot;
	}
	countpass(ord, tmp, n, key, (size_t)maxslot + 1);
	for (uint32_t v = 0; v < n; v++)
		key[v] = a->tl.postpos[a->df.vals[v].instr];
	countpass(ord, tmp, n, key, (size_t)m->ninstr + 1);
	for (uint32_t v = 0; v < n; v++) {
		const an_value *x = &a->df.vals[v];
		key[v] = x->phi ? 2 * m->ncomp : 2 * m->instrs[x->instr].comp + !x->hidden;
	}
	countpass(ord, tmp, n, key, 2 * (size_t)m->ncomp + 1);
	for (uint32_t r = 0; r < n; r++)
		a->df.vals[ord[r]].key = r;
	free(ord);
	free(tmp);
	free(key);
}

static void *mkkeysjob(void *arg)
{
	mkkeys(arg);
	return NULL;
}

int an_dataflow(an *a)
{
	const hlo_module *m = a->m;
	uint64_t nslot = 0;
	pthread_t th;
	int threaded;

	if (mknodes(a) < 0)
		return -1;
	a->df.slotbase = ut_malloc((size_t)m->ninstr * sizeof *a->df.slotbase + 1);
	for (uint32_t i = 0; i < m->ninstr; i++) {
		a->df.slotbase[i] = (uint32_t)nslot;
		if (a->tl.time[i] >= 0)
			nslot += a->df.nodes[m->instrs[i].shape];
		if (nslot > MAXSLOTS) {
			hlo_error(a->diag, m->file, hlo_nameoff(&m->instrs[i]), "module has too many buffers to analyse");
			return -1;
		}
	}
	a->df.nslot = (uint32_t)nslot;
	a->df.slotval = ut_malloc((size_t)nslot * sizeof *a->df.slotval + 1);
	memset(a->df.slotval, 0xff, (size_t)nslot * sizeof *a->df.slotval);
	sdy_meshes *ms = ut_calloc(1, sizeof *ms);
	if (an_readmeshes(m, ms) < 0)
		ms->n = 0;
	a->df.meshes = ms;
	for (uint32_t t = 0; t < a->tl.nseq; t++)
		flowinstr(a, an_dataseq(a)[t]);
	a->df.meshes = NULL;
	free(ms);

	/* the keys need the values, not their buffers: on a second thread
	 * while the values are merged into buffers, when there are enough */
	threaded = a->df.nval > 65536 && ut_cpus() > 1 && pthread_create(&th, NULL, mkkeysjob, a) == 0;
	a->df.uf = ut_malloc((size_t)a->df.nval * sizeof *a->df.uf + 1);
	for (uint32_t v = 0; v < a->df.nval; v++)
		a->df.uf[v] = v;
	for (uint32_t t = 0; t < a->tl.nseq; t++)
		mergeinstr(a, an_dataseq(a)[t]);
	mergeio(a);
	if (threaded)
		pthread_join(th, NULL);
	else
		mkkeys(a);
	return 0;
}
