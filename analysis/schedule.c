/* schedule.c: orders for modules without a schedule (memory-semantics.md
 * s4, hlo_memory_scheduler.cc).  Each computation is ordered three ways,
 * as XLA's default memory scheduler does: post-order, a depth-first order
 * that visits the operand with the most users and bytes behind it first,
 * and a greedy list order that prefers what frees the most bytes.  The
 * caller keeps the order with the lowest live-bytes peak.  A fourth, the
 * breadth-first order, is XLA:CPU's own (CpuCompiler::CreateHloSchedule:
 * BFScheduler while xla_cpu_enable_concurrency_optimized_scheduler is on,
 * as it is by default). */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

/* bytes an instruction defines: its array leaves and tables, unless its
 * opcode forwards them; parameters and constants count nothing */
static uint64_t defined(const hlo_module *m, uint32_t i)
{
	const hlo_instr *in = &m->instrs[i];
	uint64_t b = 0;

	if (an_opfacts(in->opcode)->flags & OF_LEAF)
		return 0;
	if (an_opfacts(in->opcode)->flow != FL_DEFINE)
		return 0;
	if (an_shapebytes(m, in->shape, &b) < 0)
		return UINT64_MAX / 4;
	return b;
}

/* operands first, depth first from start: append each instruction to
 * out[n..] when all its operands are out; `later` (NULL: text order)
 * orders the operands least preferred first, so the preferred is taken
 * first.  state: 0 unseen, 1 on the stack, 2 out.  Returns the new n. */
static uint32_t dfswalk(const hlo_module *m, uint32_t start, uint32_t *stack, uint8_t *state,
			uint32_t *out, uint32_t n,
			int (*later)(const void *, uint32_t, uint32_t), const void *ctx)
{
	uint32_t sp = 0;

	stack[sp++] = start;
	while (sp) {
		uint32_t cur = stack[sp - 1], base = sp;
		const hlo_instr *in = &m->instrs[cur];
		if (state[cur]) {
			sp--;
			if (state[cur] == 1) {
				state[cur] = 2;
				out[n++] = cur;
			}
			continue;
		}
		state[cur] = 1;
		for (uint32_t k = 0; k < in->nopnd; k++) {
			uint32_t o = m->operands[in->opnd + (later ? k : in->nopnd - 1 - k)].instr;
			if (state[o] != 2)
				stack[sp++] = o;
		}
		if (later)
			ut_sortidx(stack + base, sp - base, later, ctx);
	}
	return n;
}

/* post-order, as MakeInstructionPostOrder: from each user-less instruction
 * in text order, operands first, the first operand first.  stack holds
 * ninstr + nopnd entries; state is zero for the computation on entry. */
void an_mkpostorder(const an *a, const hlo_comp *c, uint32_t *out, uint32_t *stack, uint8_t *state)
{
	uint32_t n = 0;

	for (uint32_t i = c->first; i < c->first + c->count; i++)
		if (a->use.ustart[i] == a->use.ustart[i + 1] && state[i] != 2)
			n = dfswalk(a->m, i, stack, state, out, n, NULL, NULL);
}

struct dfsctx {
	const hlo_module *m;
	const uint64_t *extra, *size;
};

/* DFS scheduler: operands with more extra users, then more bytes, then by name */
static int dfsbefore(const void *ctx, uint32_t a, uint32_t b)
{
	const struct dfsctx *x = ctx;
	const hlo_module *m = x->m;
	const hlo_name *na = &m->names[m->instrs[a].name], *nb = &m->names[m->instrs[b].name];
	int c;

	if (x->extra[a] != x->extra[b])
		return x->extra[a] > x->extra[b];
	if (x->size[a] != x->size[b])
		return x->size[a] > x->size[b];
	c = memcmp(hlo_str(m, m->instrs[a].name), hlo_str(m, m->instrs[b].name), na->len < nb->len ? na->len : nb->len);
	return c ? c < 0 : na->len < nb->len;
}

/* least preferred first: the stack pops the preferred operand first */
static int laterpreferred(const void *ctx, uint32_t a, uint32_t b)
{
	return dfsbefore(ctx, b, a);
}

static void dfsorder(const hlo_module *m, const hlo_comp *c, const uint32_t *nusers,
		     const uint32_t *post, uint32_t *out, uint32_t *stack, uint8_t *state,
		     uint64_t *extra, uint64_t *size)
{
	struct dfsctx x = {m, extra, size};
	uint32_t n = 0;

	/* cumulative stats over each instruction's operand closure (capped) */
	for (uint32_t k = 0; k < c->count; k++) {
		uint32_t i = post[k];
		const hlo_instr *in = &m->instrs[i];
		int leaf = (an_opfacts(in->opcode)->flags & OF_LEAF) != 0;
		extra[i] = leaf ? 0 : (nusers[i] > 1 ? nusers[i] - 1 : 0);
		size[i] = defined(m, i);
		for (uint32_t j = 0; j < in->nopnd && !leaf; j++) {
			uint32_t o = m->operands[in->opnd + j].instr;
			extra[i] = extra[i] + extra[o] > (1ull << 40) ? 1ull << 40 : extra[i] + extra[o];
			size[i] = size[i] + size[o] > (1ull << 60) ? 1ull << 60 : size[i] + size[o];
		}
	}
	/* the root first, then any instruction nothing uses, in text order */
	for (uint32_t r = 0; r <= c->count; r++) {
		uint32_t start = r == 0 ? c->root : c->first + r - 1;
		if (state[start] == 2 || (r > 0 && nusers[start]))
			continue;
		n = dfswalk(m, start, stack, state, out, n, laterpreferred, &x);
	}
}

/* a binary heap of ready instructions for the list scheduler */
struct ready {
	int64_t prio;
	uint32_t users, instr, stamp;
};

static int readybefore(const struct ready *a, const struct ready *b)
{
	if (a->prio != b->prio)
		return a->prio > b->prio;
	if (a->users != b->users)
		return a->users > b->users;
	return a->instr < b->instr;
}

static void heappush(struct ready *h, uint32_t *n, struct ready r)
{
	uint32_t k = (*n)++;

	h[k] = r;
	while (k > 0 && readybefore(&h[k], &h[(k - 1) / 2])) {
		struct ready t = h[k];
		h[k] = h[(k - 1) / 2];
		h[(k - 1) / 2] = t;
		k = (k - 1) / 2;
	}
}

static struct ready heappop(struct ready *h, uint32_t *n)
{
	struct ready top = h[0];
	uint32_t k = 0;

	h[0] = h[--*n];
	for (;;) {
		uint32_t l = 2 * k + 1, r = l + 1, b = k;
		if (l < *n && readybefore(&h[l], &h[b]))
			b = l;
		if (r < *n && readybefore(&h[r], &h[b]))
			b = r;
		if (b == k)
			break;
		struct ready t = h[k];
		h[k] = h[b];
		h[b] = t;
		k = b;
	}
	return top;
}

struct listctx {
	const hlo_module *m;
	const uint32_t *ustart, *uuser;
	uint32_t *left;         /* per instruction: uses not yet scheduled */
	uint32_t *waiting;      /* per instruction: operands not yet scheduled */
	uint32_t *stamp;
};

/* bytes as a priority term, held within int64_t */
static int64_t capped(uint64_t b)
{
	return b > (uint64_t)INT64_MAX ? INT64_MAX : (int64_t)b;
}

/* bytes freed by scheduling i (operands whose last use it is) minus bytes
 * defined; held at INT64_MAX, since defined() is UINT64_MAX / 4 for a shape
 * too large to size and one instruction may free several of them */
static int64_t priority(const struct listctx *x, uint32_t i)
{
	const hlo_module *m = x->m;
	const hlo_instr *in = &m->instrs[i];
	int64_t p = -capped(defined(m, i));

	for (uint32_t k = 0; k < in->nopnd; k++) {
		uint32_t o = m->operands[in->opnd + k].instr, dup = 0;
		for (uint32_t j = 0; j < k; j++)
			dup |= m->operands[in->opnd + j].instr == o;
		if (!dup && x->left[o] == 1)
			p = p > INT64_MAX - capped(defined(m, o)) ? INT64_MAX : p + capped(defined(m, o));
	}
	return p;
}

static void listorder(struct listctx *x, const hlo_comp *c, uint32_t *out, struct ready *h)
{
	const hlo_module *m = x->m;
	uint32_t n = 0, nh = 0;

	for (uint32_t i = c->first; i < c->first + c->count; i++) {
		const hlo_instr *in = &m->instrs[i];
		x->left[i] = x->ustart[i + 1] - x->ustart[i] + ((in->flags & IF_ROOT) ? 1 : 0);
		x->waiting[i] = in->nopnd;
		x->stamp[i] = 0;
	}
	for (uint32_t i = c->first; i < c->first + c->count; i++)
		if (x->waiting[i] == 0)
			heappush(h, &nh, (struct ready){priority(x, i), x->ustart[i + 1] - x->ustart[i], i, 0});
	while (nh) {
		struct ready r = heappop(h, &nh);
		const hlo_instr *in;
		if (r.stamp != x->stamp[r.instr] || x->waiting[r.instr] == UINT32_MAX)
			continue;
		in = &m->instrs[r.instr];
		x->waiting[r.instr] = UINT32_MAX;
		out[n++] = r.instr;
		for (uint32_t k = 0; k < in->nopnd; k++) {
			uint32_t o = m->operands[in->opnd + k].instr;
			if (--x->left[o] != 1)
				continue;
			/* the one user left would free o: refresh its priority */
			for (uint32_t u = x->ustart[o]; u < x->ustart[o + 1]; u++) {
				uint32_t w = x->uuser[u];
				if (x->waiting[w] == 0) {
					x->stamp[w]++;
					heappush(h, &nh, (struct ready){priority(x, w), x->ustart[w + 1] - x->ustart[w],
					                                w, x->stamp[w]});
				}
			}
		}
		for (uint32_t u = x->ustart[r.instr]; u < x->ustart[r.instr + 1]; u++) {
			uint32_t w = x->uuser[u];
			if (x->waiting[w] != UINT32_MAX && --x->waiting[w] == 0)
				heappush(h, &nh, (struct ready){priority(x, w), x->ustart[w + 1] - x->ustart[w],
				                                w, x->stamp[w]});
		}
	}
}

/* fill order[c.first .. c.first+count) of every computation with the
 * schedule `kind` (SCHED_POST, SCHED_DFS, SCHED_LIST) */
/* BFSMemoryScheduler: a first-in first-out queue of the instructions all
 * of whose operands are out, seeded in the computation's instruction
 * order; each one out readies its users in their order */
static void bfsorder(const an *a, const hlo_comp *cp, uint32_t *out, uint32_t *left, uint32_t *stamp)
{
	const hlo_module *m = a->m;
	uint32_t head = 0, tail = 0;

	for (uint32_t k = 0; k < cp->count; k++) {
		uint32_t i = cp->first + k, n = 0;
		const hlo_instr *in = &m->instrs[i];
		for (uint32_t j = 0; j < in->nopnd; j++) {
			uint32_t o = m->operands[in->opnd + j].instr;
			if (m->instrs[o].comp != in->comp || stamp[o] == i + 1)
				continue;
			stamp[o] = i + 1;
			n++;
		}
		left[k] = n;
		if (n == 0)
			out[tail++] = i;
	}
	while (head < tail) {
		uint32_t i = out[head++];
		for (uint32_t k = a->use.ustart[i]; k < a->use.ustart[i + 1]; k++) {
			uint32_t u = a->use.uuser[k];
			if (m->instrs[u].comp != cp - m->comps || stamp[u] == UINT32_MAX - i)
				continue;
			stamp[u] = UINT32_MAX - i;
			if (--left[u - cp->first] == 0)
				out[tail++] = u;
		}
	}
	/* what a cycle or a malformed use list left out, in text order */
	for (uint32_t k = 0; k < cp->count && tail < cp->count; k++)
		if (left[k] != 0) {
			left[k] = 0;
			out[tail++] = cp->first + k;
		}
}

void an_mkschedule(an *a, int kind, uint32_t *order)
{
	const hlo_module *m = a->m;
	uint32_t *nusers = ut_malloc((size_t)m->ninstr * sizeof *nusers + 1);
	uint32_t *stack = ut_malloc(((size_t)m->nopnd + m->ninstr) * sizeof *stack + 1);
	uint32_t *post = ut_malloc((size_t)m->ninstr * sizeof *post + 1);
	uint8_t *state = ut_calloc((size_t)m->ninstr + 1, 1);
	uint64_t *extra = NULL, *size = NULL;
	struct listctx lx = {m, a->use.ustart, a->use.uuser, NULL, NULL, NULL};
	struct ready *h = NULL;

	for (uint32_t i = 0; i < m->ninstr; i++)
		nusers[i] = a->use.ustart[i + 1] - a->use.ustart[i];
	if (kind == SCHED_DFS) {
		extra = ut_malloc((size_t)m->ninstr * sizeof *extra + 1);
		size = ut_malloc((size_t)m->ninstr * sizeof *size + 1);
	}
	if (kind == SCHED_LIST || kind == SCHED_BFS) {
		lx.left = ut_malloc((size_t)m->ninstr * sizeof *lx.left + 1);
		lx.waiting = ut_malloc((size_t)m->ninstr * sizeof *lx.waiting + 1);
		lx.stamp = ut_malloc((size_t)m->ninstr * sizeof *lx.stamp + 1);
		h = ut_malloc(((size_t)m->nopnd + m->ninstr) * 2 * sizeof *h + 1);
	}
	for (uint32_t c = 0; c < m->ncomp; c++) {
		const hlo_comp *cp = &m->comps[c];
		uint32_t *out = order + cp->first;
		an_mkpostorder(a, cp, post, stack, state);
		if (kind == SCHED_POST) {
			memcpy(out, post, (size_t)cp->count * sizeof *out);
		} else if (kind == SCHED_BFS) {
			memset(lx.stamp + cp->first, 0, (size_t)cp->count * sizeof *lx.stamp);
			bfsorder(a, cp, out, lx.left, lx.stamp);
		} else if (kind == SCHED_DFS) {
			for (uint32_t k = 0; k < cp->count; k++)
				state[cp->first + k] = 0;
			dfsorder(m, cp, nusers, post, out, stack, state, extra, size);
		} else {
			listorder(&lx, cp, out, h);
		}
	}
	free(nusers);
	free(stack);
	free(post);
	free(state);
	free(extra);
	free(size);
	free(lx.left);
	free(lx.waiting);
	free(lx.stamp);
	free(h);
}

/* the breadth-first order over the graph fusion leaves (XLA:CPU schedules
 * after fusing): each fused instruction joins the one it ends in, or,
 * duplicated into several, each of them; a node is ready when the nodes
 * its members read are out, and goes out with its members just before
 * it.  Needs the users (an_mkusers) and prefuse's fused and home.
 *
 * XLA inlines calls first (CallInliner, early in every pipeline): the
 * entry and the computations reached from it through calls alone are
 * ordered as one graph, a callee's parameter standing for the call's
 * operand and the call for its callee's root (get-tuple-element of a
 * tuple, the call's or any, for the element: HandleGetTupleElement folds
 * them).  That order, over several computations, goes to the flattening
 * after the per-computation orders (an_orderwords). */
struct fbfs {
	const an *a;
	uint32_t *stamp;        /* per instruction: the node last visiting it, + 1 */
	uint32_t *deps; uint32_t ndep, capdep;
	uint32_t *mem; uint32_t nmem, capmem;
	uint32_t *thru; uint32_t nthru, capthru; /* producers the node computes again (F9) */
	uint32_t *tstamp;       /* per instruction: the node last computing it again, + 1 */
	int combined;           /* the node reads a dot whose partial sums P2 all-reduces */
	uint8_t *p2;            /* per instruction: such a dot (its all-reduce combined) */
	const uint8_t *ingroup; /* per computation: ordered in this graph */
	const uint8_t *inlined; /* per computation: inlined at its one call */
	uint32_t *node;         /* per instruction: its node, HLO_NONE outside the graph */
};

static int fusedin(const struct fbfs *b, uint32_t i)
{
	const an *a = b->a;
	const uint8_t *f = a->pre.fused;
	uint32_t h = a->pre.home ? a->pre.home[i] : HLO_NONE;

	if (!f || !f[i] || h == HLO_NONE)
		return 0;
	return h >= a->m->ninstr || b->ingroup[a->m->instrs[h].comp];
}

/* what operand o stands for once calls are inlined and the simplifier
 * has folded get-tuple-element(tuple(..)): the element, the callee's
 * root for a call, the call's operand for a callee's parameter */
static uint32_t standsfor(const struct fbfs *b, uint32_t o)
{
	const hlo_module *m = b->a->m;

	for (int d = 0; d < 64; d++) {
		const hlo_instr *g = &m->instrs[o];
		uint32_t c, x;
		if (g->opcode == OP_GET_TUPLE_ELEMENT && g->nopnd == 1 && !hlo_pathlen(m, m->operands[g->opnd].path)) {
			uint32_t t = m->operands[g->opnd].instr;
			const hlo_instr *ti = &m->instrs[t];
			if (ti->opcode == OP_CALL && ti->ncallee == 1 && b->inlined[c = m->callees[ti->callee].comp] &&
			    b->a->tl.compcaller[c] == t) {
				t = m->comps[c].root;
				ti = &m->instrs[t];
			}
			if (ti->opcode != OP_TUPLE || g->aux < 0 || (uint64_t)g->aux >= ti->nopnd ||
			    hlo_pathlen(m, m->operands[ti->opnd + g->aux].path))
				break;
			o = m->operands[ti->opnd + g->aux].instr;
		} else if (g->opcode == OP_CALL && g->ncallee == 1 && b->inlined[c = m->callees[g->callee].comp] &&
		           b->a->tl.compcaller[c] == o) {
			o = m->comps[c].root;
		} else if (g->opcode == OP_PARAMETER && b->inlined[g->comp] &&
		           (x = b->a->tl.compcaller[g->comp]) != HLO_NONE && g->aux >= 0 &&
		           (uint64_t)g->aux < m->instrs[x].nopnd &&
		           !hlo_pathlen(m, m->operands[m->instrs[x].opnd + g->aux].path)) {
			o = m->operands[m->instrs[x].opnd + g->aux].instr;
		} else if ((x = an_mergedreshapes(b->a, o)) != HLO_NONE) {
			/* no instruction once simplified: no level of its own */
			o = x;
		} else {
			break;
		}
	}
	return o;
}

/* a reader of a combined all-reduce (combine.c) reads the one
 * all-reduce AllReduceCombiner makes of its group: node x waits for every
 * member */
static void waitgroup(struct fbfs *b, uint32_t x, uint32_t o)
{
	const an *a = b->a;
	uint32_t g = a->pre.argroup ? a->pre.argroup[o] : HLO_NONE;

	if (g == HLO_NONE)
		return;
	for (uint32_t j = a->pre.argstart[g]; j < a->pre.argstart[g + 1]; j++) {
		uint32_t d = a->pre.argmem[j];
		if (d == x || b->node[d] == HLO_NONE || b->stamp[d] == x + 1)
			continue;
		b->stamp[d] = x + 1;
		GROW(b->deps, b->ndep, b->capdep);
		b->deps[b->ndep++] = b->node[d];
	}
}

/* node x waits for instruction o: a fused one joins x's members (mem),
 * any other is a node x waits for (deps) */
static void waitfor(struct fbfs *b, uint32_t x, uint32_t o)
{
	o = standsfor(b, o);
	if (b->node[o] == HLO_NONE || b->stamp[o] == x + 1)
		return;
	b->stamp[o] = x + 1;
	if (fusedin(b, o)) {
		GROW(b->mem, b->nmem, b->capmem);
		b->mem[b->nmem++] = o;
	} else {
		GROW(b->deps, b->ndep, b->capdep);
		b->deps[b->ndep++] = b->node[o];
		b->combined |= b->p2[o];
		waitgroup(b, x, o);
	}
}

/* does r compute its operand k again (precompile.c F9)? */
static int copiedread(const an *a, uint32_t r, uint32_t k)
{
	return a->pre.copied && a->pre.copied[a->m->instrs[r].opnd + k];
}

/* what r, node x or one of its members, reads: a producer it computes
 * again joins the work list (thru), which x reads in turn */
static void readsof(struct fbfs *b, uint32_t x, uint32_t r)
{
	const hlo_module *m = b->a->m;
	const hlo_instr *in = &m->instrs[r];

	for (uint32_t k = 0; k < in->nopnd; k++) {
		uint32_t o = m->operands[in->opnd + k].instr;
		if (!copiedread(b->a, r, k)) {
			waitfor(b, x, o);
		} else if (b->tstamp[o = standsfor(b, o)] != x + 1) {
			b->tstamp[o] = x + 1;
			GROW(b->thru, b->nthru, b->capthru);
			b->thru[b->nthru++] = o;
		}
	}
}

/* what node x's members read: x's operands (a call: its callee's root;
 * a callee's parameter: the call's operand), then those of each member
 * found and of each producer x computes again (the two lists are the
 * work list) */
static void reads(struct fbfs *b, uint32_t x)
{
	uint32_t j = b->nmem, t = 0;

	b->nthru = 0;
	if (standsfor(b, x) != x)
		waitfor(b, x, x);       /* a call or a parameter standing for another */
	else
		readsof(b, x, x);
	while (j < b->nmem || t < b->nthru)
		readsof(b, x, j < b->nmem ? b->mem[j++] : b->thru[t++]);
}

/* AllReduceCombiner makes one all-reduce of P2's, after the last of their
 * dots: whatever reads one of them waits for them all */
static void waitcombined(struct fbfs *b, uint32_t x)
{
	const an *a = b->a;

	for (uint32_t k = 0; k < a->pre.ngather; k++) {
		uint32_t d = a->pre.gathers[k].instr;
		if (!a->pre.gathers[k].combined || d == x || b->node[d] == HLO_NONE || b->stamp[d] == x + 1)
			continue;
		b->stamp[d] = x + 1;
		GROW(b->deps, b->ndep, b->capdep);
		b->deps[b->ndep++] = b->node[d];
	}
}

static int byindex(const void *x, const void *y)
{
	uint32_t p = *(const uint32_t *)x, q = *(const uint32_t *)y;

	return p < q ? -1 : p > q;
}

/* the transposes the CPU backend writes before convolutions read them
 * (backend.c C3): in XLA's graph each is an instruction of its own, a
 * level below the value it copies, a user added after the value's own
 * users (ConvCanonicalization replaces the convolution's operand by it).
 * Each becomes node n + j, j its place in *recs (the records of
 * a->pre.copies it stands for); returns how many.  Not for the dots of
 * C1: XLA:CPU's fusion puts the producer into such a transpose even where
 * the producer is read elsewhere too (the compiled gradient of a
 * transformer block recomputes add, multiply and tanh chains inside
 * them), so that copy runs at its producer's level; the estimate's fusion
 * duplicates no such producer, and a level of its own made those
 * gradients 2-11 % worse. */
static uint32_t copynodes(const struct fbfs *b, uint32_t **recs)
{
	const an *a = b->a;
	uint32_t nv = 0, cap = 0;

	*recs = NULL;
	for (uint32_t k = 0; k < a->pre.ncopy; k++) {
		const an_copyread *r = &a->pre.copies[k];
		if (b->node[r->reader] == HLO_NONE || fusedin(b, r->reader) || b->node[r->operand] == HLO_NONE ||
		    fusedin(b, r->operand))
			continue;
		GROW(*recs, nv, cap);
		(*recs)[nv++] = k;
	}
	return nv;
}

/* the node standing for the copy of node o that i reads, or HLO_NONE */
static uint32_t copynode(const struct fbfs *b, const uint32_t *recs, uint32_t nv, uint32_t n, uint32_t i,
			 uint32_t o)
{
	for (uint32_t j = 0; j < nv; j++) {
		const an_copyread *r = &b->a->pre.copies[recs[j]];
		if (r->reader == i && b->node[r->operand] == o)
			return n + j;
	}
	return HLO_NONE;
}

/* a dot whose one reader is a transpose the simplifier folds into it
 * (AlgebraicSimplifier HandleTranspose makes a new dot of the swapped
 * operands and replaces the transpose by it), or that transpose */
static int rewrittendot(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];

	if (in->opcode == OP_TRANSPOSE)
		return in->nopnd == 1 && m->instrs[m->operands[in->opnd].instr].opcode == OP_DOT &&
		       (an_simplifiedaway(a, i) || an_transposedwrite(a, i));
	if (in->opcode != OP_DOT || a->use.ustart[i + 1] - a->use.ustart[i] != 1)
		return 0;
	uint32_t u = a->use.uuser[a->use.ustart[i]];
	return m->instrs[u].opcode == OP_TRANSPOSE && (an_simplifiedaway(a, u) || an_transposedwrite(a, u));
}

/* the breadth-first order of the n instructions ins[] (node[] maps them
 * back), written to out[]: members just before their node, then what a
 * cycle left out in the order given */
static void groupbfs(struct fbfs *b, const uint32_t *ins, uint32_t n, uint32_t *out, uint8_t *done)
{
	uint32_t *recs, nv = copynodes(b, &recs);
	uint32_t nn = n + nv, head = 0, tail = 0, nout = 0;
	uint32_t *dstart = ut_malloc(((size_t)nn + 1) * sizeof *dstart);
	uint32_t *mstart = ut_malloc(((size_t)nn + 1) * sizeof *mstart);
	uint32_t *left = ut_calloc((size_t)nn + 1, sizeof *left);
	uint32_t *ustart = ut_calloc((size_t)nn + 2, sizeof *ustart);
	uint32_t *users, *queue = ut_malloc(((size_t)nn + 1) * sizeof *queue);

	b->ndep = b->nmem = 0;
	for (uint32_t k = 0; k < n; k++) {
		uint32_t i = ins[k];
		dstart[k] = b->ndep;
		mstart[k] = b->nmem;
		if (fusedin(b, i))
			continue;
		b->stamp[i] = i + 1;
		b->combined = 0;
		reads(b, i);
		if (b->combined && !b->p2[i])
			waitcombined(b, i);
		if (b->nmem - mstart[k] > 1)
			qsort(b->mem + mstart[k], b->nmem - mstart[k], sizeof *b->mem, byindex);
		/* an operand read through a copy: the node waits for the copy */
		for (uint32_t j = dstart[k]; nv && j < b->ndep; j++) {
			uint32_t c = copynode(b, recs, nv, n, i, b->deps[j]);
			if (c != HLO_NONE)
				b->deps[j] = c;
		}
	}
	/* each copy waits for the value it copies; a cheap producer (a
	 * broadcast, an iota) read by others too is computed again inside
	 * the copy's fusion (InstructionFusion duplicates what is not
	 * expensive into each consumer that can take it): that copy waits
	 * for what the producer waits for, and runs at its level */
	for (uint32_t j = 0; j < nv; j++) {
		uint32_t o = b->a->pre.copies[recs[j]].operand, k = b->node[o];
		dstart[n + j] = b->ndep;
		mstart[n + j] = b->nmem;
		if (b->a->mode == PRE_BEST && an_opfacts(b->a->m->instrs[o].opcode)->fuse == FU_DUP && k < n) {
			for (uint32_t q = dstart[k]; q < dstart[k + 1]; q++) {
				GROW(b->deps, b->ndep, b->capdep);
				b->deps[b->ndep++] = b->deps[q];
			}
			continue;
		}
		GROW(b->deps, b->ndep, b->capdep);
		b->deps[b->ndep++] = k;
	}
	dstart[nn] = b->ndep;
	mstart[nn] = b->nmem;
	/* a node reading one copy twice waits for it once; none waits for itself */
	for (uint32_t k = 0; k < nn; k++)
		for (uint32_t j = dstart[k]; j < dstart[k + 1]; j++) {
			if (b->deps[j] == k)
				b->deps[j] = HLO_NONE;
			for (uint32_t q = dstart[k]; nv && q < j && b->deps[j] != HLO_NONE; q++)
				if (b->deps[q] == b->deps[j])
					b->deps[j] = HLO_NONE;
		}
	for (uint32_t j = 0; j < b->ndep; j++)
		if (b->deps[j] != HLO_NONE)
			ustart[b->deps[j] + 1]++;
	for (uint32_t k = 0; k < nn; k++)
		ustart[k + 1] += ustart[k];
	users = ut_malloc(((size_t)b->ndep + 1) * sizeof *users);
	/* a node's readers in the order XLA's graph lists them: a dot the
	 * simplifier rewrites (transpose(dot(a, b)) is dot(b, a)) is a new
	 * instruction, which becomes its operands' last user; the breadth-
	 * first scheduler visits users in that order (the rest in the order
	 * given) */
	for (int late = 0; late < 2; late++)
		for (uint32_t k = 0; k < nn; k++) {
			if ((k < n && rewrittendot(b->a, ins[k])) != late)
				continue;
			for (uint32_t j = dstart[k]; j < dstart[k + 1]; j++)
				if (b->deps[j] != HLO_NONE) {
					users[ustart[b->deps[j]]++] = k;
					left[k]++;
				}
		}
	for (uint32_t k = nn; k > 0; k--)
		ustart[k] = ustart[k - 1];
	ustart[0] = 0;
	for (uint32_t k = 0; k < n; k++)
		if (!fusedin(b, ins[k]) && left[k] == 0)
			queue[tail++] = k;
	while (head < tail) {
		uint32_t k = queue[head++];
		for (uint32_t j = mstart[k]; j < mstart[k + 1]; j++)
			if (!done[b->mem[j]]) {
				done[b->mem[j]] = 1;
				out[nout++] = b->mem[j];
			}
		if (k < n && !done[ins[k]]) {
			done[ins[k]] = 1;
			out[nout++] = ins[k];
		}
		for (uint32_t j = ustart[k]; j < ustart[k + 1]; j++)
			if (--left[users[j]] == 0)
				queue[tail++] = users[j];
	}
	/* what a cycle left out, and members no node reads: in the order given */
	for (uint32_t k = 0; k < n && nout < n; k++)
		if (!done[ins[k]]) {
			done[ins[k]] = 1;
			out[nout++] = ins[k];
		}
	free(recs);
	free(dstart);
	free(mstart);
	free(left);
	free(ustart);
	free(users);
	free(queue);
}

size_t an_orderwords(const hlo_module *m)
{
	return 2 * (size_t)m->ninstr + 2;
}

uint32_t *an_orderalloc(const hlo_module *m)
{
	uint32_t *order = ut_malloc(an_orderwords(m) * sizeof *order);

	order[m->ninstr] = 0;
	return order;
}

void an_fusedbfs(const an *a, uint32_t *order)
{
	const hlo_module *m = a->m;
	struct fbfs b = {0};
	uint8_t *done = ut_calloc((size_t)m->ninstr + 1, 1);
	uint8_t *inl = an_inlinedcomps(a), *ingroup = ut_calloc((size_t)m->ncomp + 1, 1);
	uint32_t *ins = ut_malloc(((size_t)m->ninstr + 1) * sizeof *ins), n = 0;

	b.a = a;
	b.stamp = ut_calloc((size_t)m->ninstr + 1, sizeof *b.stamp);
	b.tstamp = ut_calloc((size_t)m->ninstr + 1, sizeof *b.tstamp);
	b.p2 = ut_calloc((size_t)m->ninstr + 1, 1);
	b.node = ut_malloc(((size_t)m->ninstr + 1) * sizeof *b.node);
	b.inlined = inl;
	b.ingroup = ingroup;
	for (uint32_t i = 0; i < m->ninstr; i++)
		b.node[i] = HLO_NONE;
	for (uint32_t k = 0; k < a->pre.ngather; k++)
		if (a->pre.gathers[k].combined)
			b.p2[a->pre.gathers[k].instr] = 1;
	/* the computations not inlined, each on its own */
	for (uint32_t c = 0; c < m->ncomp; c++) {
		const hlo_comp *cp = &m->comps[c];
		if (inl[c])
			continue;
		ingroup[c] = 1;
		for (uint32_t k = 0; k < cp->count; k++) {
			b.node[cp->first + k] = k;
			ins[k] = cp->first + k;
		}
		groupbfs(&b, ins, cp->count, order + cp->first, done);
		for (uint32_t k = 0; k < cp->count; k++)
			b.node[cp->first + k] = HLO_NONE;
		ingroup[c] = 0;
	}
	/* the entry with what it inlines: one order over them all, after the
	 * per-computation ones (which keep the text's for the inlined) */
	for (uint32_t c = 0; c < m->ncomp; c++) {
		const hlo_comp *cp = &m->comps[c];
		if (!inl[c])
			continue;
		ingroup[c] = 1;
		for (uint32_t k = 0; k < cp->count; k++) {
			b.node[cp->first + k] = n;
			ins[n++] = cp->first + k;
			order[cp->first + k] = cp->first + k;
		}
	}
	order[m->ninstr] = n;
	groupbfs(&b, ins, n, order + m->ninstr + 1, done);
	free(ins);
	free(inl);
	free(ingroup);
	free(b.node);
	free(b.stamp);
	free(b.tstamp);
	free(b.thru);
	free(b.p2);
	free(b.deps);
	free(b.mem);
	free(done);
}
