/* heap.c: the heap simulation of temporaries and their best-fit packing
 * (heap_simulator.cc; calibration-rules.md R5, memory-semantics.md s3).
 *
 * Deferred values are replayed over the flat schedule: at each time, the
 * values defined there are allocated (or take over a dying operand's buffer
 * when may-share allows), then the values that end there are freed.  Each
 * event of a non-empty buffer is one tick; a value's interval runs from its
 * allocation tick to its free tick.  The intervals are then packed by the
 * global decreasing-size best-fit heap in two orders, keeping the smaller. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "sort.h"
#include "util.h"

struct hev {
	int kind;               /* 'A' alloc, 'S' share, 'F' free */
	uint32_t val;
	int64_t tick;
};

struct sim {
	an *a;
	an_interval *iv;        /* one per deferred value */
	uint32_t n;
	uint32_t *ivof;         /* value -> interval, HLO_NONE */
	uint32_t *refs;         /* per group root: members holding memory */
	uint64_t liveu;         /* the same without tile padding */
	uint64_t *tmax, *tmaxu; /* most bytes live during each step, or NULL */
	int64_t curt;
	int64_t tick;
	uint64_t live, peak, peaku;
	int64_t peaktick;
	int64_t peakt;          /* the step the peak tick falls in */
	uint32_t peakval;
};

static void event(struct sim *s, int kind, uint32_t v)
{
	an *a = s->a;
	uint64_t size = a->df.bufs[a->df.vals[v].buf].size, usize = a->df.bufs[a->df.vals[v].buf].logical;
	an_interval *x = &s->iv[s->ivof[v]];

	if (size == 0)
		return;
	if (kind == 'A' || kind == 'S')
		x->start = s->tick;
	else
		x->end = s->tick;
	/* a shared group counts once, from its first member to its last */
	{
		uint32_t root = x->coloc >= 0 ? (uint32_t)x->coloc : s->ivof[v];
		if (kind == 'F') {
			if (--s->refs[root] == 0) {
				s->live -= size;
				s->liveu -= usize;
			}
		} else if (s->refs[root]++ == 0) {
			s->live += size;
			s->liveu += usize;
		}
	}
	if (s->tmax && s->live > s->tmax[s->curt])
		s->tmax[s->curt] = s->live;
	if (s->tmaxu && s->liveu > s->tmaxu[s->curt])
		s->tmaxu[s->curt] = s->liveu;
	if (s->live > s->peak) {
		s->peak = s->live;
		s->peaku = s->liveu;
		s->peaktick = s->tick;
		s->peakt = s->curt;
		s->peakval = v;
	}
	GROW(a->trace.ev, a->trace.nev, a->trace.capev);
	a->trace.ev[a->trace.nev++] = (struct hev){kind, v, s->tick};
	s->tick++;
}

/* values by (start, end, id) */
static int byrangekey(const void *ctx, uint32_t x, uint32_t y)
{
	const an *a = ctx;
	const an_value *p = &a->df.vals[x], *q = &a->df.vals[y];

	if (p->start != q->start)
		return p->start < q->start;
	if (p->end != q->end)
		return p->end < q->end;
	return p->key < q->key;
}

static int byend_(const void *ctx, uint32_t x, uint32_t y)
{
	const an *a = ctx;
	return a->df.vals[x].end < a->df.vals[y].end;
}

/* order[] (positions into keys[]) stably by their keys: a counting sort;
 * 0 (nothing done) when the keys span too wide a range */
static int countsort(uint32_t *order, uint32_t n, const int64_t *keys, uint32_t *tmp)
{
	int64_t lo = INT64_MAX, hi = INT64_MIN;
	uint32_t *cnt;
	size_t range;

	for (uint32_t i = 0; i < n; i++) {
		lo = keys[i] < lo ? keys[i] : lo;
		hi = keys[i] > hi ? keys[i] : hi;
	}
	if (n == 0)
		return 1;
	if ((uint64_t)hi - (uint64_t)lo >= 4 * (uint64_t)n + 1024)
		return 0;
	range = (size_t)((uint64_t)hi - (uint64_t)lo) + 1;
	cnt = ut_zalloc(range + 1, sizeof *cnt);
	for (uint32_t i = 0; i < n; i++)
		cnt[(uint64_t)keys[order[i]] - (uint64_t)lo + 1]++;
	for (size_t j = 0; j < range; j++)
		cnt[j + 1] += cnt[j];
	for (uint32_t i = 0; i < n; i++)
		tmp[cnt[(uint64_t)keys[order[i]] - (uint64_t)lo]++] = order[i];
	memcpy(order, tmp, (size_t)n * sizeof *order);
	free(cnt);
	return 1;
}

/* vals by (start, end, key) and byend by (end, start, key), ties in the
 * given order, as the stable merge sorts by byrangekey and byend_ would
 * leave them: three counting passes, least significant key first, when
 * the times and keys span small ranges (they do for the big colors);
 * 0 (nothing done) when they do not */
static int timeorders(const an *a, uint32_t *vals, uint32_t *byend, uint32_t n)
{
	int64_t *ks = ut_malloc((size_t)n * sizeof *ks + 1), *ke = ut_malloc((size_t)n * sizeof *ke + 1);
	int64_t *kk = ut_malloc((size_t)n * sizeof *kk + 1);
	uint32_t *order = ut_malloc((size_t)n * sizeof *order + 1), *tmp = ut_malloc((size_t)n * sizeof *tmp + 1);
	int ok;

	for (uint32_t i = 0; i < n; i++) {
		const an_value *v = &a->df.vals[vals[i]];
		ks[i] = v->start;
		ke[i] = v->end;
		kk[i] = v->key > INT64_MAX ? INT64_MAX : (int64_t)v->key;
		order[i] = i;
	}
	ok = countsort(order, n, kk, tmp) && countsort(order, n, ke, tmp) && countsort(order, n, ks, tmp);
	if (ok) {
		/* end order: stable from (start, end, key), so (end, start, key) */
		uint32_t *endorder = ut_malloc((size_t)n * sizeof *endorder + 1);
		memcpy(endorder, order, (size_t)n * sizeof *order);
		countsort(endorder, n, ke, tmp);
		for (uint32_t i = 0; i < n; i++)
			byend[i] = vals[endorder[i]];
		free(endorder);
		for (uint32_t i = 0; i < n; i++)
			tmp[i] = vals[order[i]];
		memcpy(vals, tmp, (size_t)n * sizeof *vals);
	}
	free(ks);
	free(ke);
	free(kk);
	free(order);
	free(tmp);
	return ok;
}

/* interval iv (value v) takes the memory of interval to: it joins to's
 * shared group, whose first member holds the chunk */
static int shareinto(struct sim *s, uint32_t iv, uint32_t to, uint32_t v, uint8_t *isalloc)
{
	s->iv[iv].coloc = s->iv[to].coloc >= 0 ? s->iv[to].coloc : (int32_t)to;
	isalloc[iv] = 1;
	event(s, 'S', v);
	return 1;
}

/* a compact read's slot: the value at the operand's tuple path, or HLO_NONE */
static uint32_t pathslot(an *a, const hlo_operand *op)
{
	const hlo_module *m = a->m;
	uint32_t sh = m->instrs[op->instr].shape, os = 0;
	const int64_t *p = hlo_path(m, op->path);

	for (uint32_t j = 0; j < hlo_pathlen(m, op->path); j++) {
		const hlo_shape *ss = &m->shapes[sh];
		if (ss->kind != SK_TUPLE || (uint64_t)p[j] >= ss->rank)
			return HLO_NONE;
		os += a->df.choff[a->df.choffbase[sh] + p[j]];
		sh = (uint32_t)hlo_children(m, ss)[p[j]];
	}
	return os;
}

/* a value defined at step t looking for a dying operand's memory */
struct take {
	struct sim *s;
	uint32_t v;
	int64_t t;
	uint8_t *isfreed, *isalloc;
	uint32_t *seen;         /* per instruction: the walk (leaves) that last saw it */
	uint32_t walk;
	uint32_t nfreed;        /* values whose lives end at this step */
};

/* the value operand o holds at slot os, if it dies at this step where
 * tk->v could take it (all but the sharing rule), else HLO_NONE.  A
 * buffer never goes where it does not fit (buffer_assignment.cc
 * MaybeAssignBuffer: "too large for allocation"): an operand fused away
 * before the compile has no bytes to hand over */
static uint32_t dying(const struct take *tk, uint32_t o, uint32_t os)
{
	const struct sim *s = tk->s;
	const an *a = s->a;
	const an_value *x = &a->df.vals[tk->v];
	uint32_t w;

	if (a->tl.time[o] < 0 || (w = a->df.slotval[a->df.slotbase[o] + os]) == HLO_NONE || s->ivof[w] == HLO_NONE)
		return HLO_NONE;
	const an_value *ov = &a->df.vals[w];
	if (ov->end != tk->t || a->df.bufs[ov->buf].nval != 1 || tk->isfreed[s->ivof[w]] ||
	    a->df.bufs[ov->buf].size < a->df.bufs[x->buf].size)
		return HLO_NONE;
	return w;
}

/* may value tk->v take over the memory of operand o's value at slot os,
 * which dies at this step?  `fused`: o is read through producers fused
 * into tk->v's instruction, a module not yet compiled */
static int takeoperand(struct take *tk, uint32_t o, uint32_t os, int fused)
{
	struct sim *s = tk->s;
	an *a = s->a;
	const hlo_module *m = a->m;
	const an_value *x = &a->df.vals[tk->v];
	uint32_t w = dying(tk, o, os);

	if (w == HLO_NONE)
		return 0;
	const an_value *ov = &a->df.vals[w];
	if (fused) {
		/* after fusion o is an operand of the fusion tk->v's
		 * instruction roots, and the heap simulator offers the fusion
		 * its memory as it does a direct operand's
		 * (heap_simulator.cc: a value defined by an instruction may
		 * share a dying operand's buffer when
		 * CanShareOperandBufferWithUser allows; assign.c canshareas
		 * asks the same of the assignment) */
		if (os != 0 || !an_fusedshare(a, o, x->instr))
			return 0;
	} else {
		/* read through a call, in a module not yet compiled:
		 * CallInliner will have put the callee's value before its
		 * reader, as the call's result */
		uint32_t dv = ov->instr, ds = ov->slot;
		/* and a callee's parameter is the call's operand itself */
		if (a->mode != PRE_NONE && dv != o && (m->instrs[o].opcode == OP_CALL || an_inlinedparam(a, o))) {
			dv = o;
			ds = os;
		}
		if (!an_isuserof(a, x->instr, dv) || !an_mayshare(a, dv, ds, x->instr, x->slot))
			return 0;
	}
	/* free the operand, then hand its memory over */
	tk->isfreed[s->ivof[w]] = 1;
	event(s, 'F', w);
	return shareinto(s, s->ivof[tk->v], s->ivof[w], tk->v, tk->isalloc);
}

/* the most operands a fusion's operand order is worked out for */
#define FUSEDMAX 64

/* append o to the fusion's operand list unless there; 0 when it is full */
static int addoperand(uint32_t *list, uint32_t *n, uint32_t o)
{
	for (uint32_t k = 0; k < *n; k++)
		if (list[k] == o)
			return 1;
	if (*n == FUSEDMAX)
		return 0;
	list[(*n)++] = o;
	return 1;
}


/* what a fusion reads through operand op once calls are inlined (a
 * module not yet compiled: an inlined callee's root, a callee's parameter
 * its call's operand, a tuple's element) */
static uint32_t readthrough(const an *a, const hlo_operand *op)
{
	return a->mode == PRE_NONE || op->path ? op->instr : an_inlinedsource(a, op->instr);
}

/* does instruction i read o directly? */
static int isoperand(const hlo_module *m, uint32_t i, uint32_t o)
{
	const hlo_instr *in = &m->instrs[i];

	for (uint32_t k = 0; k < in->nopnd; k++)
		if (m->operands[in->opnd + k].instr == o)
			return 1;
	return 0;
}

/* the operands instruction `at` reads through producers fused into root
 * (root's own operands left out) that are dying here: up to two in
 * cand[]; 1 when there may be more or the walk ran out of budget */
static int leaves(const struct take *tk, uint32_t root, uint32_t at, uint32_t *cand, uint32_t *nc, uint32_t *budget)
{
	const an *a = tk->s->a;
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[at];

	for (uint32_t k = 0; k < in->nopnd; k++) {
		const hlo_operand *op = &m->operands[in->opnd + k];
		uint32_t o = readthrough(a, op);
		if (tk->seen[o] == tk->walk)
			continue;
		tk->seen[o] = tk->walk;
		if (*budget == 0)
			return 1;
		--*budget;
		if (a->pre.fused[o] && a->tl.time[o] >= 0) {
			if (leaves(tk, root, o, cand, nc, budget))
				return 1;
			continue;
		}
		if (at == root || op->path || dying(tk, o, 0) == HLO_NONE || isoperand(m, root, o) ||
		    !an_fusedshare(tk->s->a, o, a->df.vals[tk->v].instr))
			continue;
		if (*nc == 1 && cand[0] == o)
			continue;
		if (*nc == 2)
			return 1;
		cand[(*nc)++] = o;
	}
	return 0;
}

/* a module not yet compiled: may tk->v take the memory of an operand read
 * through the producers fused into its instruction `root`?  The heap
 * simulator offers the fusion's operands in order (heap_simulator.cc
 * RunComputation), so they are tried in the order fusion gives them
 * (instruction_fusion.cc, hlo_fusion_instruction.cc): the consumer's own
 * operands first, then, each time the operand latest in the schedule
 * that is fused goes in, its operands not yet there at the end.  The
 * direct operands, tried before, are not tried again */
static int takefused(struct take *tk, uint32_t root)
{
	an *a = tk->s->a;
	const hlo_module *m = a->m;
	const hlo_instr *ri = &m->instrs[root];
	uint32_t list[FUSEDMAX], n = 0, ndirect, steps = 0, q;

	if (!a->pre.fused || tk->nfreed == 0)
		return 0;
	/* most instructions have no producer fused into them */
	for (q = 0; q < ri->nopnd; q++) {
		uint32_t o = readthrough(a, &m->operands[ri->opnd + q]);
		if (a->pre.fused[o] && a->tl.time[o] >= 0)
			break;
	}
	if (q == ri->nopnd)
		return 0;
	/* most fusions have no operand dying here that could be taken: look
	 * for those first, in any order, and order the fusion's operands
	 * only where two could */
	{
		uint32_t cand[2], nc = 0, budget = 4096;
		int full = leaves(tk, root, root, cand, &nc, &budget);
		if (!full && nc == 0)
			return 0;
		if (!full && nc == 1)
			return takeoperand(tk, cand[0], 0, 1);
	}
	for (q = 0; q < ri->nopnd; q++) {
		const hlo_operand *op = &m->operands[ri->opnd + q];
		if (op->path)
			continue;
		if (!addoperand(list, &n, readthrough(a, op)))
			return 0;
	}
	ndirect = n;
	for (;;) {
		uint32_t j = HLO_NONE;
		for (uint32_t k = 0; k < n; k++) {
			uint32_t o = list[k];
			if (a->pre.fused[o] && a->tl.time[o] >= 0 &&
			    (j == HLO_NONE || a->tl.time[o] > a->tl.time[list[j]]))
				j = k;
		}
		if (j == HLO_NONE)
			break;
		if (++steps > 4 * FUSEDMAX)
			return 0;
		const hlo_instr *fi = &m->instrs[list[j]];
		memmove(&list[j], &list[j + 1], (n - j - 1) * sizeof *list);
		n--;
		if (j < ndirect)
			ndirect--;
		for (uint32_t k = 0; k < fi->nopnd; k++) {
			const hlo_operand *op = &m->operands[fi->opnd + k];
			if (!op->path && !addoperand(list, &n, readthrough(a, op)))
				return 0;
		}
	}
	for (uint32_t k = ndirect; k < n; k++)
		if (takeoperand(tk, list[k], 0, 1))
			return 1;
	return 0;
}

/* replay the deferred values of one color; fill the intervals */
static void replay(struct sim *s, uint32_t *vals, uint32_t n)
{
	an *a = s->a;
	const hlo_module *m = a->m;
	uint32_t *freed = ut_malloc((size_t)n * sizeof *freed + 1), nfreed, di = 0;
	uint32_t *byend = ut_malloc((size_t)n * sizeof *byend + 1);
	uint8_t *isfreed = ut_zalloc((size_t)n + 1, 1);
	uint8_t *isalloc = ut_zalloc((size_t)n + 1, 1);
	uint32_t *seen = a->pre.fused ? ut_calloc((size_t)m->ninstr + 1, sizeof *seen) : NULL, walk = 0;
	uint32_t ei = 0;

	if (!timeorders(a, vals, byend, n)) {
		ut_sortidx(vals, n, byrangekey, a);
		/* the same values in end order (stable) for the frees of each time */
		memcpy(byend, vals, (size_t)n * sizeof *byend);
		ut_sortidx(byend, n, byend_, a);
	}
	for (int64_t t = 0; t <= a->tl.schedend; t++) {
		s->curt = t;
		if (s->tmax) { /* a step starts at the level the last one ended at */
			s->tmax[t] = s->live;
			s->tmaxu[t] = s->liveu;
		}
		nfreed = 0;
		while (ei < n && a->df.vals[byend[ei]].end < t)
			ei++;
		for (uint32_t k = ei; k < n && a->df.vals[byend[k]].end == t; k++)
			freed[nfreed++] = byend[k];
		for (; di < n && a->df.vals[vals[di]].start == t; di++) {
			uint32_t v = vals[di], iv = s->ivof[v], shared = 0;
			/* values come in start order, their records scattered: ask
			 * for a later one's record, then its buffer and instruction */
			if (di + 16 < n)
				__builtin_prefetch(&a->df.vals[vals[di + 16]]);
			if (di + 8 < n) {
				const an_value *y = &a->df.vals[vals[di + 8]];
				__builtin_prefetch(&a->df.bufs[y->buf]);
				__builtin_prefetch(&m->instrs[y->instr]);
				__builtin_prefetch(&s->ivof[vals[di + 8]]);
			}
			const an_value *x = &a->df.vals[v];
			const an_buffer *b = &a->df.bufs[x->buf];
			const hlo_instr *in = &m->instrs[x->instr];
			/* another value of the same buffer already has memory */
			for (uint32_t k = 0; k < b->nval && !shared; k++) {
				uint32_t w = a->df.bufvals[b->first + k];
				if (w != v && s->ivof[w] != HLO_NONE && isalloc[s->ivof[w]])
					shared = shareinto(s, iv, s->ivof[w], v, isalloc);
			}
			if (shared)
				continue;
			if (b->nval == 1 && in->opcode != OP_COPY) {
				struct take tk = {s, v, t, isfreed, isalloc, seen, ++walk, nfreed};
				for (uint32_t k = 0; k < in->nopnd && !shared; k++) {
					const hlo_operand *op = &m->operands[in->opnd + k];
					uint32_t os = 0;
					if (op->path && (os = pathslot(a, op)) == HLO_NONE)
						continue;
					shared = takeoperand(&tk, op->instr, os, 0);
				}
				if (!shared && x->slot == 0)
					shared = takefused(&tk, x->instr);
			}
			if (shared)
				continue;
			isalloc[iv] = 1;
			event(s, 'A', v);
		}
		for (uint32_t k = 0; k < nfreed; k++) {
			uint32_t w = freed[k];
			if (!isfreed[s->ivof[w]] && isalloc[s->ivof[w]]) {
				isfreed[s->ivof[w]] = 1;
				event(s, 'F', w);
			}
		}
	}
	free(freed);
	free(byend);
	free(isfreed);
	free(seen);
	free(isalloc);
}

/* ---- the best-fit packer ---- */

/* the order groups are placed in, as keys compared in turn: spatial, the
 * group's size (larger first), the interval's own length (longer first),
 * its key; temporal, the group's span (longer first), its size, the key.
 * The root's index breaks what ties remain, as a stable sort would. */
struct rootkey {
	uint64_t k[3];
	uint32_t r;
};

/* larger values first, as unsigned keys taken in increasing order */
static uint64_t larger(int64_t v)
{
	return ~((uint64_t)v ^ (UINT64_C(1) << 63));
}

static int rootbefore(const struct rootkey *p, const struct rootkey *q)
{
	for (int j = 0; j < 3; j++)
		if (p->k[j] != q->k[j])
			return p->k[j] < q->k[j];
	return p->r < q->r;
}

SORTFN(sortroots, struct rootkey, rootbefore)

struct used {
	int64_t off;
	uint64_t size;
};

/* u[0..n) by offset (ties in any order: the gaps found do not depend on
 * it).  Short lists by insertion; long ones, which a root overlapping
 * thousands of placed chunks brings (modules not yet fused), by a radix
 * sort a byte at a time, on the offsets without the low zero bits they
 * all share (the alignment), skipping bytes all keys share: qsort's
 * comparisons were most of such a packing */
static void byoffset(struct used *u, uint32_t n, struct used *tmp)
{
	uint64_t all = 0;
	unsigned low;

	if (n <= 32) {
		for (uint32_t i = 1; i < n; i++) {
			struct used x = u[i];
			uint32_t j = i;
			while (j > 0 && u[j - 1].off > x.off) {
				u[j] = u[j - 1];
				j--;
			}
			u[j] = x;
		}
		return;
	}
	for (uint32_t i = 0; i < n; i++)
		all |= (uint64_t)u[i].off;
	if (all == 0)
		return;
	low = (unsigned)__builtin_ctzll(all);
	for (unsigned shift = low; shift < 64 && (all >> shift); shift += 8) {
		uint32_t cnt[257] = {0};
		for (uint32_t i = 0; i < n; i++)
			cnt[((uint64_t)u[i].off >> shift & 0xff) + 1]++;
		if (cnt[((uint64_t)u[0].off >> shift & 0xff) + 1] == n)
			continue; /* every key has this byte */
		for (int d = 0; d < 256; d++)
			cnt[d + 1] += cnt[d];
		for (uint32_t i = 0; i < n; i++)
			tmp[cnt[(uint64_t)u[i].off >> shift & 0xff]++] = u[i];
		memcpy(u, tmp, (size_t)n * sizeof *u);
	}
}

/* The placed intervals, to find those overlapping a time range.  All n
 * intervals are known before packing starts, so they get fixed leaves in
 * the order of their start times (the same for both orders: built once),
 * and a max tree over the leaves holds each placed interval's end
 * (INT64_MIN until placed).  A query takes the leaves starting no later
 * than its end (a prefix, counted by a table or by bisection) and
 * descends only into subtrees whose latest end reaches its start.  The
 * tree is flat and eight-way: a node's eight children are one 64-byte
 * line, so a query reads six or seven lines per leaf it finds where a
 * binary tree of the same leaves read eighteen nodes (the packing's
 * costliest step). */
struct starts {
	int64_t *start;         /* leaf -> its interval's start, ascending */
	uint32_t *at;           /* leaf -> interval */
	uint32_t *leaf;         /* interval -> leaf */
	uint32_t *upto;         /* tick - lo -> leaves starting at or before it, or NULL */
	int64_t lo, hi;         /* the first and last start */
	uint32_t n;
};

#define FAN 8

struct placed {
	const struct starts *s;
	int64_t *mx;            /* node i's children at FAN*i+1 ... FAN*i+FAN; node 0 the root */
	struct used *chunk;     /* leaf -> its placed chunk, read where the leaves are */
	void *mem;              /* mx's allocation: mx[1] starts a line */
	size_t inner;           /* nodes above the leaves: leaf j is node inner + j */
	size_t width;           /* leaves under the root, a power of FAN */
};

struct bystart {
	int64_t start;
	uint32_t k;
};

static int cmpstart(const void *x, const void *y)
{
	const struct bystart *p = x, *q = y;

	if (p->start != q->start)
		return p->start < q->start ? -1 : 1;
	return (p->k > q->k) - (p->k < q->k);
}

/* intervals by start, ties by index: starts are ticks, so a counting sort
 * when their range is small (it is, after a replay), else qsort */
static void mkstarts(struct starts *t, const an_interval *iv, uint32_t n)
{
	uint32_t *tmp = ut_malloc((size_t)n * sizeof *tmp + 1);

	t->n = n;
	t->start = ut_malloc((size_t)n * sizeof *t->start + 1);
	t->at = ut_malloc((size_t)n * sizeof *t->at + 1);
	t->leaf = ut_malloc((size_t)n * sizeof *t->leaf + 1);
	for (uint32_t k = 0; k < n; k++) {
		t->start[k] = iv[k].start; /* by interval for now */
		t->at[k] = k;
	}
	if (!countsort(t->at, n, t->start, tmp)) {
		struct bystart *o = ut_malloc((size_t)n * sizeof *o + 1);
		for (uint32_t k = 0; k < n; k++)
			o[k] = (struct bystart){iv[k].start, k};
		qsort(o, n, sizeof *o, cmpstart);
		for (uint32_t i = 0; i < n; i++)
			t->at[i] = o[i].k;
		free(o);
	}
	for (uint32_t i = 0; i < n; i++) {
		t->start[i] = iv[t->at[i]].start;
		t->leaf[t->at[i]] = i;
	}
	free(tmp);
	/* starts are ticks: when they span a small range, a table answers
	 * "how many start by then" at once where bisection missed the cache */
	t->upto = NULL;
	if (n == 0)
		return;
	t->lo = t->start[0];
	t->hi = t->start[n - 1];
	if ((uint64_t)t->hi - (uint64_t)t->lo < 4 * (uint64_t)n + 1024) {
		size_t range = (size_t)((uint64_t)t->hi - (uint64_t)t->lo) + 1;
		t->upto = ut_malloc(range * sizeof *t->upto);
		for (size_t j = 0, i = 0; j < range; j++) {
			while (i < n && (uint64_t)t->start[i] - (uint64_t)t->lo <= j)
				i++;
			t->upto[j] = (uint32_t)i;
		}
	}
}

/* the number of leaves starting at or before time x */
static uint32_t startsby(const struct starts *t, int64_t x)
{
	uint32_t last = 0, span = t->n;

	if (t->n == 0 || x < t->lo)
		return 0;
	if (x >= t->hi)
		return t->n;
	if (t->upto)
		return t->upto[(uint64_t)x - (uint64_t)t->lo];
	while (span > 0) {
		uint32_t half = span / 2;
		if (t->start[last + half] <= x) {
			last += half + 1;
			span -= half + 1;
		} else {
			span = half;
		}
	}
	return last;
}

static void freestarts(struct starts *t)
{
	free(t->start);
	free(t->at);
	free(t->leaf);
	free(t->upto);
}

static void mkplaced(struct placed *t, const struct starts *s)
{
	size_t total;

	t->s = s;
	t->inner = 0;
	t->width = 1;
	do { /* the root is never a leaf */
		t->inner += t->width;
		t->width *= FAN;
	} while (t->width < s->n);
	total = t->inner + t->width;
	/* one line of slack so that the children of every node, from index 1
	 * on in blocks of FAN, each fill one aligned line */
	t->mem = ut_malloc((total + 2 * FAN) * sizeof *t->mx);
	t->mx = (int64_t *)(((uintptr_t)t->mem + 63) & ~(uintptr_t)63) + (FAN - 1);
	/* only the nodes over some leaf below n: the width is n rounded up to
	 * a power of FAN, up to FAN times n, and nothing reads or writes a
	 * node whose leaves all lie past n (queries stop at the leaves that
	 * start in time, placing walks up from a real leaf), so the rest of
	 * the block is never touched and never resident */
	for (size_t w = t->width, first = 0;; first = first * FAN + 1, w /= FAN) {
		size_t used = (s->n + w - 1) / w;
		for (size_t j = 0; j < used; j++)
			t->mx[first + j] = INT64_MIN;
		if (w == 1)
			break;
	}
	t->chunk = ut_malloc((size_t)s->n * sizeof *t->chunk + 1);
}

/* interval k is placed: its chunk goes to its leaf, its end up the tree
 * while it is the latest */
static void place(struct placed *t, uint32_t k, int64_t end, int64_t off, uint64_t size)
{
	size_t i = t->inner + t->s->leaf[k];

	t->chunk[t->s->leaf[k]] = (struct used){off, size};
	t->mx[i] = end;
	while (i > 0) {
		i = (i - 1) / FAN;
		if (t->mx[i] >= end)
			break;
		t->mx[i] = end;
	}
}

/* gather the chunk of each placed interval overlapping [lo, hi] once
 * (seen[] holds a stamp per leaf) */
struct collect {
	struct used *u;
	uint32_t *nu, *seen, stamp;
};

static void found(const struct placed *t, struct collect *c, size_t leaf)
{
	if (c->seen[leaf] != c->stamp) {
		c->seen[leaf] = c->stamp;
		c->u[(*c->nu)++] = t->chunk[leaf];
	}
}

static void overlapping(const struct placed *t, int64_t lo, int64_t hi, struct collect *c)
{
	/* each level leaves at most FAN - 1 siblings waiting: 22 levels cover
	 * 2^64 leaves */
	struct node { size_t i, first, width; } st[22 * FAN];
	uint32_t sp = 0, last = startsby(t->s, hi);

	if (last == 0 || t->mx[0] < lo)
		return;
	st[sp++] = (struct node){0, 0, t->width};
	while (sp) {
		size_t i = st[--sp].i, first = st[sp].first, w = st[sp].width / FAN;
		const int64_t *ch = &t->mx[FAN * i + 1];
		uint32_t nch = FAN;
		/* children starting at or after `last` start too late */
		if (first + FAN * w > last)
			nch = (uint32_t)((last - first + w - 1) / w);
		if (w == 1) {
			for (uint32_t j = 0; j < nch; j++)
				if (ch[j] >= lo)
					found(t, c, first + j);
			continue;
		}
		for (uint32_t j = nch; j-- > 0;)
			if (ch[j] >= lo)
				st[sp++] = (struct node){FAN * i + 1 + j, first + j * w, w};
	}
}

static uint64_t alignup(uint64_t v, uint64_t al)
{
	return al > 1 ? (v + al - 1) / al * al : v;
}

/* a group's extent, its members' sizes and times combined at its root */
struct group {
	uint64_t size;
	int64_t start, end;
};

/* the roots' keys in rk, sorted (the order groups are placed in); their
 * count.  The groups' extents live only while the keys are made: the
 * packing reads a group's size back from its key */
static uint32_t rootkeys(const an_interval *iv, uint32_t n, int temporal, struct rootkey *rk)
{
	struct group *g = ut_malloc((size_t)n * sizeof *g + 1);
	uint32_t nroot = 0;

	for (uint32_t k = 0; k < n; k++)
		g[k] = (struct group){0, iv[k].start, iv[k].end};
	for (uint32_t k = 0; k < n; k++) {
		struct group *x = &g[iv[k].coloc >= 0 ? (uint32_t)iv[k].coloc : k];
		if (iv[k].size > x->size)
			x->size = iv[k].size;
		if (iv[k].start < x->start)
			x->start = iv[k].start;
		if (iv[k].end > x->end)
			x->end = iv[k].end;
	}
	for (uint32_t k = 0; k < n; k++) {
		const an_interval *x = &iv[k];
		if (x->coloc >= 0 || x->size == 0)
			continue;
		if (temporal)
			rk[nroot] = (struct rootkey){{larger(g[k].end - g[k].start), ~g[k].size, x->key}, k};
		else
			rk[nroot] = (struct rootkey){{~g[k].size, larger(x->end - x->start), x->key}, k};
		nroot++;
	}
	free(g);
	sortroots(rk, nroot);
	return nroot;
}

/* pack one order; returns the heap size; interval k's offset into off[k].
 * iv is only read (the other order may be packed from it at the same
 * time).  UINT64_MAX when *stop was set meanwhile (the result is not
 * needed) */
static uint64_t pack(const an_interval *iv, uint32_t n, uint64_t align, int temporal, const struct starts *st,
		     const atomic_int *stop, int64_t *off)
{
	struct rootkey *rk = ut_malloc((size_t)n * sizeof *rk + 1);
	uint32_t *members, *mstart;
	uint32_t *seen;
	struct used *u, *tmp;
	uint64_t heap = 0;
	struct placed tree;
	uint32_t nroot = rootkeys(iv, n, temporal, rk);

	/* groups: each root's members, listed from mstart[root] */
	mstart = ut_zalloc((size_t)n + 2, sizeof *mstart);
	for (uint32_t k = 0; k < n; k++)
		mstart[(iv[k].coloc >= 0 ? (uint32_t)iv[k].coloc : k) + 1]++;
	for (uint32_t k = 0; k < n; k++)
		mstart[k + 1] += mstart[k];
	members = ut_malloc((size_t)n * sizeof *members + 1);
	{
		uint32_t *fill = ut_malloc((size_t)n * sizeof *fill + 1);
		memcpy(fill, mstart, (size_t)n * sizeof *fill);
		for (uint32_t k = 0; k < n; k++)
			members[fill[iv[k].coloc >= 0 ? (uint32_t)iv[k].coloc : k]++] = k;
		free(fill);
	}
	seen = ut_zalloc((size_t)n + 1, sizeof *seen);
	u = ut_malloc((size_t)n * sizeof *u + 1);
	tmp = ut_malloc((size_t)n * sizeof *tmp + 1);
	mkplaced(&tree, st);
	for (uint32_t q = 0; q < nroot; q++) {
		uint32_t r = rk[q].r, nu = 0;
		if (stop && q % 1024 == 0 && atomic_load_explicit(stop, memory_order_relaxed)) {
			heap = UINT64_MAX;
			break;
		}
		/* roots come in size order, scattered: ask ahead for what a later
		 * root reads (its group, then its first member's interval and leaf) */
		if (q + 16 < nroot)
			__builtin_prefetch(&mstart[rk[q + 16].r]);
		if (q + 8 < nroot) {
			uint32_t m8 = members[mstart[rk[q + 8].r]];
			__builtin_prefetch(&iv[m8]);
			__builtin_prefetch(&st->leaf[m8]);
		}
		uint64_t size = ~rk[q].k[temporal], best = UINT64_MAX, bestsize = UINT64_MAX, end;
		/* chunks of placed intervals overlapping any member's time */
		struct collect cl = {u, &nu, seen, q + 1};
		for (uint32_t a = mstart[r]; a < mstart[r + 1]; a++)
			overlapping(&tree, iv[members[a]].start, iv[members[a]].end, &cl);
		byoffset(u, nu, tmp);
		end = 0;
		for (uint32_t k = 0; k < nu; k++) {
			uint64_t gap = alignup(end, align);
			if ((uint64_t)u[k].off > gap && (uint64_t)u[k].off - gap >= size) {
				uint64_t g = (uint64_t)u[k].off - gap;
				if (g < bestsize) {
					bestsize = g;
					best = gap;
				}
			}
			if ((uint64_t)u[k].off + u[k].size > end)
				end = (uint64_t)u[k].off + u[k].size;
		}
		if (best == UINT64_MAX)
			best = alignup(end, align);
		for (uint32_t a = mstart[r]; a < mstart[r + 1]; a++) {
			off[members[a]] = (int64_t)best;
			place(&tree, members[a], iv[members[a]].end, (int64_t)best, iv[members[a]].size);
		}
		if (best + size > heap)
			heap = best + size;
	}
	free(rk);
	free(seen);
	free(tree.mem);
	free(tree.chunk);
	free(u);
	free(tmp);
	free(members);
	free(mstart);
	return heap;
}

/* A lower bound on the heap of any packing of the intervals: the most
 * bytes live at one tick, counting at most one member of a shared group
 * at a time.  Groups of different roots live at the same tick get chunks
 * that do not overlap (pack looks for a gap beside every placed chunk
 * whose interval meets any member's), so the sum at any tick is at most
 * the heap; a group whose root is empty is not placed at all (pack skips
 * it) and counts nothing.  A member counts from its start up to the next
 * member's start (in start order), the last one to its end: one live
 * member per group at each tick, an under-count where members overlap.
 * When the first order packed reaches it, the second cannot do better (a
 * tie keeps the first), and is not worked out.  0 when the ticks span too
 * wide a range for a table, or the sizes add up past 64 bits. */
static uint64_t livebound(const an_interval *iv, uint32_t n, const struct starts *st)
{
	int64_t lo, hi;
	uint64_t total = 0, run = 0, most = 0, *d;
	uint32_t *last;
	size_t range;

	if (n == 0)
		return 0;
	lo = st->start[0];
	hi = lo;
	for (uint32_t k = 0; k < n; k++) {
		if (iv[k].end > hi)
			hi = iv[k].end;
		if (total + iv[k].size < total)
			return 0;
		total += iv[k].size;
	}
	if ((uint64_t)hi - (uint64_t)lo >= 4 * (uint64_t)n + 1024)
		return 0;
	range = (size_t)((uint64_t)hi - (uint64_t)lo) + 2;
	d = ut_zalloc(range, sizeof *d);
	last = ut_malloc((size_t)n * sizeof *last + 1);
	memset(last, 0xff, (size_t)n * sizeof *last);
	/* sizes go in at a tick and out after one, in 64-bit wrap-around:
	 * the running sums are exact, none exceeding the total */
#define COUNT(k, from, to) do { \
		if ((from) <= (to)) { \
			d[(uint64_t)(from) - (uint64_t)lo] += iv[k].size; \
			d[(uint64_t)(to) - (uint64_t)lo + 1] -= iv[k].size; \
		} \
	} while (0)
	for (uint32_t i = 0; i < n; i++) {
		uint32_t k = st->at[i], r = iv[k].coloc >= 0 ? (uint32_t)iv[k].coloc : k, p = last[r];
		if (iv[r].size == 0)
			continue; /* pack places no group whose root is empty */
		/* starts ascend: k's is at least p's, and one less only when more */
		if (p != HLO_NONE && iv[k].start > iv[p].start)
			COUNT(p, iv[p].start, iv[p].end < iv[k].start - 1 ? iv[p].end : iv[k].start - 1);
		last[r] = k;
	}
	for (uint32_t r = 0; r < n; r++)
		if (last[r] != HLO_NONE)
			COUNT(last[r], iv[last[r]].start, iv[last[r]].end);
#undef COUNT
	for (size_t t = 0; t < range; t++) {
		run += d[t];
		if (run > most)
			most = run;
	}
	free(d);
	free(last);
	return most;
}

/* the same, for tests: no packing's heap is smaller */
uint64_t an_heapbound(const an_interval *iv, uint32_t n)
{
	struct starts st;
	uint64_t b;

	mkstarts(&st, iv, n);
	b = livebound(iv, n, &st);
	freestarts(&st);
	return b;
}

/* A packing under way.  Both orders are packed and the smaller heap wins
 * (ties keep the spatial one).  The two are independent: when there is a
 * second core the spatial one runs on a second thread from packstart,
 * while the caller goes on with work that does not need the heap; the
 * temporal one is packed in packfinish meanwhile.  When the spatial heap
 * reaches the bound no packing can beat, the temporal one is stopped, or
 * never started. */
struct an_pack {
	an_interval *iv;        /* read by both orders; the winner's offsets at the end */
	int64_t *soff;          /* the spatial order's offsets */
	uint32_t *vals;         /* simulate's: interval k is value vals[k] (owned with iv) */
	uint32_t n;
	uint64_t align, bound, spatial;
	struct starts st;
	atomic_int stop;        /* set once the spatial heap reaches the bound */
	pthread_t th;
	int threaded;
};

static void *packspatial(void *arg)
{
	an_pack *p = arg;

	p->spatial = pack(p->iv, p->n, p->align, 0, &p->st, NULL, p->soff);
	if (p->spatial <= p->bound)
		atomic_store(&p->stop, 1);
	return NULL;
}

static an_pack *packstart(an_interval *iv, uint32_t n, uint64_t align)
{
	an_pack *p = ut_zalloc(1, sizeof *p);

	p->iv = iv;
	p->n = n;
	p->align = align;
	p->soff = ut_malloc((size_t)n * sizeof *p->soff + 1);
	atomic_init(&p->stop, 0);
	mkstarts(&p->st, iv, n);
	p->bound = livebound(iv, n, &p->st);
	p->threaded = n > 4096 && ut_cpus() > 1 && pthread_create(&p->th, NULL, packspatial, p) == 0;
	return p;
}

/* the smaller heap, its offsets in p->iv; frees what packstart made */
static uint64_t packfinish(an_pack *p)
{
	uint64_t heap, temporal = UINT64_MAX;
	int64_t *toff = NULL, *off;

	if (p->threaded) {
		/* stopped (UINT64_MAX) only once the spatial heap is known to win */
		if (!atomic_load(&p->stop)) {
			toff = ut_malloc((size_t)p->n * sizeof *toff + 1);
			temporal = pack(p->iv, p->n, p->align, 1, &p->st, &p->stop, toff);
		}
		pthread_join(p->th, NULL);
	} else {
		packspatial(p);
		if (p->spatial > p->bound) {
			toff = ut_malloc((size_t)p->n * sizeof *toff + 1);
			temporal = pack(p->iv, p->n, p->align, 1, &p->st, NULL, toff);
		}
	}
	heap = p->spatial;
	off = p->soff;
	if (p->spatial > p->bound && temporal < p->spatial) {
		heap = temporal;
		off = toff;
	}
	for (uint32_t k = 0; k < p->n; k++)
		p->iv[k].offset = off[k];
	free(toff);
	free(p->soff);
	freestarts(&p->st);
	return heap;
}

uint64_t an_bestfit(an_interval *iv, uint32_t n, uint64_t align)
{
	an_pack *p = packstart(iv, n, align);
	uint64_t heap = packfinish(p);

	free(p);
	return heap;
}

/* simulate the deferred values of one color: the most bytes live at once,
 * and with `pack` the packing of their heap, started (packdone ends it) */
int an_simulate(an *a, const uint32_t *vals, uint32_t n, an_pack **pack, uint64_t *live)
{
	struct sim s;
	uint32_t *v = ut_malloc((size_t)n * sizeof *v + 1);

	memset(&s, 0, sizeof s);
	s.a = a;
	s.n = n;
	s.iv = ut_calloc((size_t)n + 1, sizeof *s.iv);
	s.ivof = ut_malloc((size_t)a->df.nval * sizeof *s.ivof + 1);
	s.refs = ut_zalloc((size_t)n + 1, sizeof *s.refs);
	s.peakval = HLO_NONE;
	memset(s.ivof, 0xff, (size_t)a->df.nval * sizeof *s.ivof);
	for (uint32_t k = 0; k < n; k++) {
		v[k] = vals[k];
		s.ivof[vals[k]] = k;
		s.iv[k].start = s.iv[k].end = -1;
		s.iv[k].coloc = -1;
		s.iv[k].size = a->df.bufs[a->df.vals[vals[k]].buf].size;
		s.iv[k].key = a->df.vals[vals[k]].key;
	}
	if (pack && a->asg.tltemp) {
		s.tmax = ut_zalloc((size_t)a->tl.schedend + 2, sizeof *s.tmax);
		s.tmaxu = ut_zalloc((size_t)a->tl.schedend + 2, sizeof *s.tmaxu);
	}
	replay(&s, v, n);
	if (s.tmax && a->df.vals[vals[0]].color != 5)
		for (int64_t t = 0; t <= a->tl.schedend; t++) {
			a->asg.tltemp[t] += s.tmax[t];
			a->asg.tltempu[t] += s.tmaxu[t];
		}
	free(s.tmax);
	free(s.tmaxu);
	for (uint32_t k = 0; k < n; k++)
		a->df.bufs[a->df.vals[vals[k]].buf].atheappeak = 0;
	for (uint32_t k = 0; k < n; k++) {
		uint32_t r = s.iv[k].coloc >= 0 ? (uint32_t)s.iv[k].coloc : k;
		an_buffer *b = &a->df.bufs[a->df.vals[vals[k]].buf];
		if (s.iv[k].end < 0)
			s.iv[k].end = s.tick;
		b->heapgroup = a->df.vals[vals[r]].buf;
		/* what the heap held at its peak, to the tick (within one
		 * step, operands die before the step's peak or after) */
		if (s.iv[k].size && s.iv[k].start >= 0 && s.iv[k].start <= s.peaktick && s.peaktick <= s.iv[k].end)
			b->atheappeak = 1;
	}
	*live = s.peak;
	if (n && a->df.vals[vals[0]].color != 5 && s.peak > a->asg.devtemplive)
		a->asg.devtemplive = s.peak;
	if (s.peak > a->asg.templive) {
		a->asg.templive = s.peak;
		a->asg.templiveu = s.peaku;
		a->asg.peakinstr = s.peakval == HLO_NONE ? HLO_NONE : a->df.vals[s.peakval].instr;
		a->asg.peaktime = s.peakval == HLO_NONE ? -1 : s.peakt;
		a->asg.peakcolor = n ? a->df.vals[vals[0]].color : 0;
	}
	free(s.ivof);
	free(s.refs);
	if (pack) {
		/* the replay reordered v: the packing keeps the intervals' own order */
		memcpy(v, vals, (size_t)n * sizeof *v);
		*pack = packstart(s.iv, n, a->align);
		(*pack)->vals = v;
		return 0;
	}
	free(v);
	free(s.iv);
	return 0;
}

/* the heap size of a packing simulate started; each value's buffer gets its
 * offset.  Frees the packing. */
uint64_t an_packdone(an *a, an_pack *p)
{
	uint64_t heap = packfinish(p);

	for (uint32_t k = 0; k < p->n; k++)
		a->df.bufs[a->df.vals[p->vals[k]].buf].offset = p->iv[k].offset;
	free(p->vals);
	free(p->iv);
	free(p);
	return heap;
}
