/* assign.c: buffer assignment (BufferAssigner; calibration-rules.md R7, R2).
 *
 * Buffers are taken largest first.  Constants, entry parameters and tuple
 * tables get allocations of their own; an array may reuse an operand's
 * allocation, or a donated-parameter or output allocation, when no live
 * ranges interfere; a temporary that finds none is deferred to the heap
 * simulation; an output that finds none gets a new allocation.  At the end,
 * the temporaries of each color are laid end to end in one allocation. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "sort.h"
#include "util.h"

static uint32_t newalloc(an *a, uint64_t size, uint32_t color, uint32_t kind)
{
	an_alloc *al;

	GROW(a->asg.allocs, a->asg.nalloc, a->asg.capalloc);
	al = &a->asg.allocs[a->asg.nalloc];
	memset(al, 0, sizeof *al);
	an_itinit(&al->live);
	al->coverhi = INT64_MIN;
	al->size = size;
	al->color = color;
	al->kind = kind;
	return a->asg.nalloc++;
}

/* The busy bits of an allocation: the schedule cut in stretches of
 * a->asg.stretch steps, a bit set where one of its values' ranges covers
 * the whole stretch strictly inside (neither end in it).  A value reaching
 * into a set stretch overlaps that value by more than a touching end,
 * which LiveRangeInterferes always counts: tryassign's answer without
 * asking the tree, the same answer the tree gives.  An allocation without
 * bits (past AN_BUSYBYTES) is asked through its tree alone. */
static void setstretch(an *a)
{
	int64_t steps = a->tl.schedend > 0 ? a->tl.schedend + 1 : 1;
	int64_t bits = steps / AN_STRETCH + 1;

	if (bits < AN_MINBITS)
		bits = AN_MINBITS;
	if (bits > AN_MAXBITS)
		bits = AN_MAXBITS;
	a->asg.nbits = (uint32_t)(bits + 63) / 64 * 64;
	a->asg.stretch = steps / a->asg.nbits + 1;
}

static void markbusy(an *a, an_alloc *x, const an_value *y)
{
	int64_t w = a->asg.stretch, lo, hi;
	size_t bytes = a->asg.nbits / 8;

	if (y->start < 0)
		return;
	/* the first stretch starting after y->start, the last ending before y->end */
	lo = y->start / w + 1;
	hi = y->end / w - 1;
	if (hi >= a->asg.nbits)
		hi = a->asg.nbits - 1;
	if (lo > hi)
		return;
	if (!x->busy) {
		if (a->asg.busybytes + bytes > AN_BUSYBYTES)
			return;
		x->busy = ut_calloc(bytes / 8, sizeof *x->busy);
		a->asg.busybytes += bytes;
	}
	for (int64_t k = lo; k <= hi; k++)
		x->busy[k / 64] |= 1ull << (k % 64);
}

/* does value nv reach into a busy stretch of x? */
static int reachesbusy(const an *a, const an_alloc *x, const an_value *nv)
{
	int64_t w = a->asg.stretch, lo, hi;

	if (!x->busy || nv->start < 0)
		return 0;
	lo = nv->start / w;
	hi = nv->end / w;
	if (hi >= a->asg.nbits)
		hi = a->asg.nbits - 1;
	for (int64_t k = lo; k <= hi; k++) {
		uint64_t word = x->busy[k / 64];
		if (!word) {
			k |= 63;        /* the rest of an empty word */
			continue;
		}
		if (word & (1ull << (k % 64)))
			return 1;
	}
	return 0;
}

static void addbuffer(an *a, uint32_t al, uint32_t b)
{
	an_alloc *x = &a->asg.allocs[al];
	const an_buffer *buf = &a->df.bufs[b];

	a->df.bufs[b].alloc = (int32_t)al;
	for (uint32_t k = 0; k < buf->nval; k++) {
		uint32_t v = a->df.bufvals[buf->first + k];
		GROW(x->vals, x->nval, x->capval);
		x->vals[x->nval++] = v;
		/* only allocations others may reuse need their live ranges */
		if (!(x->kind & (AK_CONST | AK_TUPLE)) && (!(x->kind & AK_PARAM) || (x->kind & AK_ALIASED))) {
			const an_value *y = &a->df.vals[v];
			an_itinsert(&x->live, y->start, y->end, v);
			markbusy(a, x, y);
			if (x->coverhi == INT64_MIN || y->end - y->start > x->coverhi - x->coverlo) {
				x->coverlo = y->start;
				x->coverhi = y->end;
			}
		}
	}
	if (buf->liveout)
		x->kind |= AK_LIVEOUT;
}

/* may value u (defined later) take over memory that operand value o held? */
static int canshareas(an *a, const an_value *u, const an_value *o)
{
	const hlo_module *m = a->m;

	if (m->instrs[u->instr].opcode == OP_COPY)
		return 0;
	if (an_isuserof(a, u->instr, o->endinstr))
		return an_mayshare(a, o->endinstr, o->endslot, u->instr, u->slot);
	/* read through a call, in a module not yet compiled: CallInliner will
	 * have made the callee's value the reader's operand (heap.c too) */
	if (a->mode != PRE_NONE) {
		const hlo_instr *ui = &m->instrs[u->instr];
		for (uint32_t k = 0; k < ui->nopnd; k++) {
			uint32_t c = m->operands[ui->opnd + k].instr;
			if (m->instrs[c].opcode == OP_CALL && an_throughcalls(a, c) == o->endinstr)
				return an_mayshare(a, c, o->endslot, u->instr, u->slot);
			/* a callee's parameter is its call's operand */
			if (an_inlinedparam(a, c) && !m->operands[ui->opnd + k].path &&
			    a->df.slotval[a->df.slotbase[c]] == (uint32_t)(o - a->df.vals))
				return an_mayshare(a, c, 0, u->instr, u->slot);
		}
	}
	/* not yet compiled: through the producers fused into it */
	return u->slot == 0 && o->endslot == 0 && an_fusedshare(a, o->endinstr, u->instr);
}

/* LiveRangeInterferes: overlapping ranges interfere, unless they only touch
 * and the later one may take the earlier one's buffer */
static int interferes(an *a, const an_value *x, const an_value *y)
{
	if (x->start > y->end || y->start > x->end)
		return 0;
	if (x->end == y->start)
		return !canshareas(a, y, x);
	if (y->end == x->start)
		return !canshareas(a, x, y);
	return 1;
}

struct clash {
	an *a;
	const an_value *nv;
	int hit;
};

static int checkclash(void *ctx, uint32_t v)
{
	struct clash *c = ctx;

	if (!c->hit && interferes(c->a, c->nv, &c->a->df.vals[v]))
		c->hit = 1;
	return c->hit;
}

/* a copy never writes where a value held at its operand lives */
static int copyclash(an *a, const an_value *nv, uint32_t al)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[nv->instr];

	for (uint32_t k = 0; k < in->nopnd; k++) {
		uint32_t o = m->operands[in->opnd + k].instr;
		if (a->tl.time[o] < 0)
			continue;
		for (uint32_t s = 0; s < a->df.nodes[m->instrs[o].shape]; s++) {
			uint32_t w = a->df.slotval[a->df.slotbase[o] + s];
			if (w != HLO_NONE && a->df.bufs[a->df.vals[w].buf].alloc == (int32_t)al)
				return 1;
		}
	}
	return 0;
}

/* MaybeAssignBuffer */
static int tryassign(an *a, uint32_t al, uint32_t b)
{
	const hlo_module *m = a->m;
	const an_alloc *x = &a->asg.allocs[al];
	const an_buffer *buf = &a->df.bufs[b];

	if (x->color != buf->color || buf->size > x->size)
		return 0;
	if ((x->kind & (AK_CONST | AK_TUPLE | AK_THREADLOCAL)) ||
	    ((x->kind & AK_PARAM) && !(x->kind & AK_ALIASED)))
		return 0;
	/* a value overlapping the allocation's longest range by more than an
	 * end point interferes with it whatever else the allocation holds: the
	 * answer, without asking the tree (an allocation every buffer is
	 * offered, an output's, would otherwise be searched each time) */
	for (uint32_t j = 0; j < buf->nval; j++) {
		const an_value *nv = &a->df.vals[a->df.bufvals[buf->first + j]];
		if ((nv->start < x->coverhi && nv->end > x->coverlo) || reachesbusy(a, x, nv))
			return 0;
	}
	for (uint32_t j = 0; j < buf->nval; j++) {
		const an_value *nv = &a->df.vals[a->df.bufvals[buf->first + j]];
		struct clash c = {a, nv, 0};
		an_itquery(&x->live, nv->start, nv->end, checkclash, &c);
		if (c.hit)
			return 0;
		if (m->instrs[nv->instr].opcode == OP_COPY && copyclash(a, nv, al))
			return 0;
	}
	if (buf->liveout && x->size != buf->size)
		return 0;
	addbuffer(a, al, b);
	return 1;
}

/* is entry parameter value v donated to an output? */
static int paramaliased(an *a, const an_value *v)
{
	return a->df.aliased[a->df.slotbase[v->instr] + v->slot];
}

struct bkey {
	uint64_t size;
	uint64_t postpos;
	uint32_t id;
	uint8_t liveout;
};

/* larger first, live-out first, then in post order, then by id */
static int bkeybefore(const struct bkey *p, const struct bkey *q)
{
	if (p->size != q->size)
		return p->size > q->size;
	if (p->liveout != q->liveout)
		return p->liveout;
	if (p->postpos != q->postpos)
		return p->postpos < q->postpos;
	return p->id < q->id;
}

SORTFN(sortbkeys, struct bkey, bkeybefore)

/* What each buffer may reuse, worked out before the largest-first loop:
 * for each value at index {} of the buffer, in order, the buffers of its
 * operands' values at {} (scheduled operands, no tuple path), or TUPLED
 * where a tuple value ends the search.  None of it depends on what the
 * loop has assigned; worked out in buffer order its misses overlap, where
 * the loop, taking buffers by size, waited on each in turn. */
#define TUPLED UINT32_MAX

struct reuse {
	uint32_t *start;        /* buffer -> its first entry; start[nbuf] the end */
	uint32_t *ent;          /* operand buffers, TUPLED */
};

/* the operand buffers an instruction may reuse, appended from r->ent[n]: its
 * operands' at {}, and, for a module not yet compiled, those of the
 * producers fused into it (its fusion's parameters); the new count */
static uint32_t reuseoperands(an *a, uint32_t i, struct reuse *r, uint32_t n, uint32_t *cap, int depth)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];

	for (uint32_t j = 0; j < in->nopnd; j++) {
		const hlo_operand *op = &m->operands[in->opnd + j];
		uint32_t w;
		if (op->path || a->tl.time[op->instr] < 0)
			continue;
		if (a->pre.fused && a->pre.fused[op->instr] && depth < 8) {
			n = reuseoperands(a, op->instr, r, n, cap, depth + 1);
			continue;
		}
		w = a->df.slotval[a->df.slotbase[op->instr]];
		if (w == HLO_NONE)
			continue;
		GROW(r->ent, n, *cap);
		r->ent[n++] = a->df.vals[w].buf;
	}
	return n;
}

static void mkreuse(an *a, struct reuse *r)
{
	uint32_t n = 0, cap = 1024;

	r->start = ut_malloc(((size_t)a->df.nbuf + 1) * sizeof *r->start);
	r->ent = ut_malloc(cap * sizeof *r->ent);
	for (uint32_t b = 0; b < a->df.nbuf; b++) {
		const an_buffer *buf = &a->df.bufs[b];
		r->start[b] = n;
		if (buf->constant)
			continue;
		for (uint32_t k = 0; k < buf->nval; k++) {
			const an_value *v = &a->df.vals[a->df.bufvals[buf->first + k]];
			if (v->tuple) {
				GROW(r->ent, n, cap);
				r->ent[n++] = TUPLED;
				break;
			}
			if (v->slot != 0)
				continue;
			n = reuseoperands(a, v->instr, r, n, &cap, 0);
		}
	}
	r->start[a->df.nbuf] = n;
}

struct reusejob {
	an *a;
	struct reuse *r;
};

static void *mkreusejob(void *arg)
{
	struct reusejob *j = arg;

	mkreuse(j->a, j->r);
	return NULL;
}

/* one buffer: AssignSingleHloBuffer */
static void assignone(an *a, uint32_t b, const struct reuse *r, uint32_t **indices, uint32_t *nind,
		      uint32_t *capind, uint8_t *deferred)
{
	an_buffer *buf = &a->df.bufs[b];

	if (buf->constant) {
		addbuffer(a, newalloc(a, buf->size, buf->color, AK_CONST), b);
		return;
	}
	for (uint32_t k = 0; k < buf->nval && buf->entryparam; k++) {
		const an_value *v = &a->df.vals[a->df.bufvals[buf->first + k]];
		if (v->entryparam) {
			int aliased = paramaliased(a, v);
			uint32_t al = newalloc(a, buf->size, buf->color, AK_PARAM | (aliased ? AK_ALIASED : 0));
			addbuffer(a, al, b);
			buf->aliasedparam = (uint8_t)aliased;
			if (aliased) {
				GROW(*indices, *nind, *capind);
				(*indices)[(*nind)++] = al;
			}
			return;
		}
	}
	/* an operand's allocation at index {} */
	for (uint32_t e = r->start[b]; e < r->start[b + 1]; e++) {
		int32_t al;
		if (r->ent[e] == TUPLED) {
			addbuffer(a, newalloc(a, buf->size, buf->color, AK_TUPLE), b);
			return;
		}
		al = a->df.bufs[r->ent[e]].alloc;
		if (al >= 0 && tryassign(a, (uint32_t)al, b))
			return;
	}
	for (uint32_t k = *nind; k-- > 0;)
		if (tryassign(a, (*indices)[k], b))
			return;
	if (!buf->liveout) {
		deferred[b] = 1;
		return;
	}
	{
		uint32_t al = newalloc(a, buf->size, buf->color, 0);
		addbuffer(a, al, b);
		GROW(*indices, *nind, *capind);
		(*indices)[(*nind)++] = al;
	}
}

static int istemp(const an_alloc *x)
{
	return !(x->kind & (AK_PARAM | AK_CONST | AK_LIVEOUT | AK_THREADLOCAL));
}

/* The allocations of thread-local buffers (R14), counted.
 * GatherComputationsByAllocationType (buffer_assignment.cc): a computation
 * that call, while, conditional or async ops reach takes its caller's kind;
 * one that any other op reaches (fusion bodies, reducers, comparators,
 * scatter combiners, and whatever they call in turn) is thread-local.
 * CreateAssignment gives each HloBuffer of a thread-local computation that
 * is not a fusion body an allocation of its own (constant or thread-local,
 * never a temporary), after the heap simulation has made the heaps'
 * allocations.  They are therefore last in the vector std::partition walks,
 * and the first non-temporaries it swaps toward the front.  Each instruction
 * is taken to define what it would in a computation of its own (a buffer
 * per defined index); nothing merges the buffers of reducers. */
static uint32_t threadlocalbuffers(const an *a)
{
	const hlo_module *m = a->m;
	uint8_t *kind = ut_calloc((size_t)m->ncomp + 1, 1);   /* 1 global, 2 thread-local */
	uint8_t *fusion = ut_calloc((size_t)m->ncomp + 1, 1);
	uint32_t *work = ut_malloc((size_t)m->ncomp * sizeof *work + 1), nwork = 0;
	uint32_t n = 0;

	if (m->entry >= m->ncomp) {
		free(kind);
		free(fusion);
		free(work);
		return 0;
	}
	kind[m->entry] = 1;
	work[nwork++] = m->entry;
	while (nwork) {
		const hlo_comp *c = &m->comps[work[--nwork]];
		uint8_t k = kind[c - m->comps];
		for (uint32_t i = c->first; i < c->first + c->count; i++) {
			const hlo_instr *in = &m->instrs[i];
			/* X-start sugar: its callees are X's, called from the
			 * hidden (global) async computation */
			int op = in->flags & IF_SUGAR ? in->wrapped : in->opcode;
			int inherit = op == OP_CALL || op == OP_WHILE || op == OP_CONDITIONAL ||
				      op == OP_ASYNC_START || op == OP_ASYNC_UPDATE || op == OP_ASYNC_DONE;
			for (uint32_t j = 0; j < in->ncallee; j++) {
				uint32_t cc = m->callees[in->callee + j].comp;
				uint8_t want = inherit ? k : 2;
				if (cc >= m->ncomp)
					continue;
				if (op == OP_FUSION)
					fusion[cc] = 1;
				if (kind[cc])
					continue;
				kind[cc] = want;
				work[nwork++] = cc;
			}
		}
	}
	for (uint32_t c = 0; c < m->ncomp; c++) {
		const hlo_comp *cp = &m->comps[c];
		if (kind[c] != 2 || fusion[c])
			continue;
		for (uint32_t i = cp->first; i < cp->first + cp->count; i++) {
			const hlo_instr *in = &m->instrs[i];
			switch (an_opfacts(in->opcode)->flow) {
			case FL_FORWARD0:
			case FL_GTE:
				break;
			case FL_TUPLE:
			case FL_COPY:
				n++;
				break;
			default:
				n += a->df.nodes[in->shape];
			}
		}
	}
	free(kind);
	free(fusion);
	free(work);
	return n;
}

/* CombineTempAllocations: libstdc++'s std::partition (not stable) moves the
 * temporaries to the end; they are then laid out in that order, each one
 * starting at the previous end rounded up to the alignment.  The vector it
 * partitions ends with the thread-local allocations, after the heaps' (see
 * threadlocalbuffers): they stand here as ids from nalloc on, never
 * temporaries. */
static void combine(an *a, uint64_t *temp)
{
	uint32_t ntl = threadlocalbuffers(a), total = a->asg.nalloc + ntl;
	uint32_t *ord = ut_malloc((size_t)total * sizeof *ord + 1), first = 0, last = total;

#define ISTEMP(id) ((id) < a->asg.nalloc && istemp(&a->asg.allocs[id]))
	for (uint32_t k = 0; k < total; k++)
		ord[k] = k;
	for (;;) {
		while (first != last && !ISTEMP(ord[first]))
			first++;
		if (first == last)
			break;
		last--;
		while (first != last && ISTEMP(ord[last]))
			last--;
		if (first == last)
			break;
		uint32_t t = ord[first];
		ord[first] = ord[last];
		ord[last] = t;
		first++;
	}
#undef ISTEMP
	for (uint32_t c = 0; c < 8; c++)
		temp[c] = 0;
	for (uint32_t k = first; k < total; k++) {
		const an_alloc *x = &a->asg.allocs[ord[k]];
		uint32_t c = x->color < 8 ? x->color : 7;
		if (temp[c])
			temp[c] = (temp[c] + a->align - 1) / a->align * a->align;
		temp[c] += x->size;
	}
	free(ord);
}

/* buffers come largest first, scattered in memory: ask for what the
 * buffer a few steps ahead will read (its record and where its entries
 * start, then its entries, then the buffers they name) before it is needed */
static void soon(const an *a, const struct reuse *r, const struct bkey *keys, uint32_t k)
{
	if (k + 16 < a->df.nbuf) {
		__builtin_prefetch(&a->df.bufs[keys[k + 16].id]);
		__builtin_prefetch(&r->start[keys[k + 16].id]);
	}
	if (k + 8 < a->df.nbuf)
		__builtin_prefetch(&r->ent[r->start[keys[k + 8].id]]);
	if (k + 4 < a->df.nbuf) {
		uint32_t id = keys[k + 4].id;
		for (uint32_t e = r->start[id]; e < r->start[id + 1] && e < r->start[id] + 2; e++)
			if (r->ent[e] != TUPLED)
				__builtin_prefetch(&a->df.bufs[r->ent[e]].alloc);
	}
}

/* what only the search for a buffer's allocation reads (each allocation's
 * interval tree and busy bits; its values stay: peak_memory_in_bytes
 * takes the largest of a static allocation's), freed before the heaps
 * are simulated and packed: the run's peak RSS is reached while they pack */
static void dropsearch(an *a)
{
	for (uint32_t k = 0; k < a->asg.nalloc; k++) {
		an_alloc *x = &a->asg.allocs[k];
		an_itfree(&x->live);
		free(x->busy);
		x->busy = NULL;
	}
	a->asg.busybytes = 0;
}

/* the users table, read last by the heap's replay (an_mayshare): freed
 * before the packing started in an_simulate is finished */
static void dropusers(an *a)
{
	if (a->forked) {
		/* the base run's, read by the next measure */
		memset(&a->use, 0, sizeof a->use);
		return;
	}
	free(a->use.ustart);
	free(a->use.uuser);
	free(a->use.uopnd);
	memset(&a->use, 0, sizeof a->use);
}

int an_assign(an *a)
{
	struct bkey *keys = ut_malloc((size_t)a->df.nbuf * sizeof *keys + 1);
	uint8_t *deferred = ut_calloc((size_t)a->df.nbuf + 1, 1);
	uint32_t *indices = NULL, nind = 0, capind = 0;
	uint32_t *vals;
	struct reuse r;
	struct reusejob job = {a, &r};
	pthread_t th;
	/* the reuse lists (read-only work) on a second thread while the
	 * buffers are put in size order here, when there are enough of them */
	int threaded = a->df.nbuf > 16384 && pthread_create(&th, NULL, mkreusejob, &job) == 0;

	setstretch(a);

	for (uint32_t b = 0; b < a->df.nbuf; b++) {
		const an_buffer *buf = &a->df.bufs[b];
		uint64_t pp = UINT64_MAX;
		for (uint32_t k = 0; k < buf->nval; k++) {
			const an_value *v = &a->df.vals[a->df.bufvals[buf->first + k]];
			/* a hidden computation is a callee: after its caller's instructions */
			uint64_t late = v->hidden || v->place == PLACE_ASYNC ? (uint64_t)a->m->ninstr : 0;
			uint64_t p = 2 * (a->tl.postpos[v->instr] + late) + (v->place != PLACE_BEFORE);
			if (p < pp)
				pp = p;
		}
		a->df.bufs[b].postpos = pp;
		keys[b] = (struct bkey){buf->size, pp, b, buf->liveout};
	}
	sortbkeys(keys, a->df.nbuf);
	if (threaded)
		pthread_join(th, NULL);
	else
		mkreuse(a, &r);
	for (uint32_t k = 0; k < a->df.nbuf; k++) {
		soon(a, &r, keys, k);
		assignone(a, keys[k].id, &r, &indices, &nind, &capind, deferred);
	}
	free(r.start);
	free(r.ent);
	free(keys);
	free(indices);
	dropsearch(a);

	if (!a->lean) {
		a->asg.tltemp = ut_zalloc((size_t)a->tl.schedend + 2, sizeof *a->asg.tltemp);
		a->asg.tltempu = ut_zalloc((size_t)a->tl.schedend + 2, sizeof *a->asg.tltempu);
	}
	/* the heap of deferred temporaries, one per color: values grouped by
	 * color in one pass (a counting sort) */
	{
		uint32_t start[9] = {0}, fill[8];
		vals = ut_malloc((size_t)a->df.nval * sizeof *vals + 1);
		for (uint32_t b = 0; b < a->df.nbuf; b++)
			if (deferred[b])
				start[(a->df.bufs[b].color < 8 ? a->df.bufs[b].color : 7) + 1] += a->df.bufs[b].nval;
		for (uint32_t c = 0; c < 8; c++)
			start[c + 1] += start[c];
		memcpy(fill, start, sizeof fill);
		for (uint32_t b = 0; b < a->df.nbuf; b++) {
			uint32_t c = a->df.bufs[b].color < 8 ? a->df.bufs[b].color : 7;
			if (!deferred[b])
				continue;
			for (uint32_t k = 0; k < a->df.bufs[b].nval; k++)
				vals[fill[c]++] = a->df.bufvals[a->df.bufs[b].first + k];
		}
		for (uint32_t c = 0; c < 8; c++) {
			uint64_t live = 0;
			uint32_t al;
			if (start[c + 1] == start[c])
				continue;
			an_simulate(a, vals + start[c], start[c + 1] - start[c], a->nopack ? NULL : &a->asg.pack[c], &live);
			al = newalloc(a, a->nopack ? live : 0, c, AK_TEMP);
			if (a->nopack)
				a->asg.heapcolor[c] = live;
			a->asg.packalloc[c] = al;
			for (uint32_t k = start[c]; k < start[c + 1]; k++)
				a->df.bufs[a->df.vals[vals[k]].buf].alloc = (int32_t)al;
		}
		free(vals);
	}
	free(deferred);
	dropusers(a);
	return 0;
}

/* the heaps packed: each color's temporaries allocation gets its size, and
 * the temporaries are combined.  What assign leaves out: the sizes of the
 * heaps' allocations (the stages between read none of them) */
void an_assigndone(an *a)
{
	uint64_t temp[8];

	for (uint32_t c = 0; c < 8; c++) {
		if (!a->asg.pack[c])
			continue;
		a->asg.heapcolor[c] = an_packdone(a, a->asg.pack[c]);
		a->asg.pack[c] = NULL;
		a->asg.allocs[a->asg.packalloc[c]].size = a->asg.heapcolor[c];
	}
	combine(a, temp);
	a->asg.heapsize = a->asg.heapcolor[0];
	memcpy(a->asg.tempcolor, temp, sizeof temp);
}
