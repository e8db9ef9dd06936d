/* stats.c: the figures (calibration-rules.md R10, R11) and the live set at
 * the peak; and the driver that runs the stages in order. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "estimate.h"
#include "util.h"

const char *an_targetname(int target)
{
	switch (target) {
	case TARGET_TPU:
		return "tpu";
	case TARGET_CPU:
		return "cpu";
	}
	return "gpu";
}

/* S(5) is host memory; every other space counts as device memory (R10) */
static int ishost(uint32_t color)
{
	return color == 5;
}

/* argument, output, alias and temp bytes by allocation (R10) */
static void categories(an *a, estimate *e)
{
	for (uint32_t k = 0; k < a->asg.nalloc; k++) {
		const an_alloc *x = &a->asg.allocs[k];
		int host = ishost(x->color);
		if (x->kind & AK_PARAM) {
			*(host ? &e->host_argument : &e->argument) += x->size;
			if ((x->kind & AK_ALIASED) && (x->kind & AK_LIVEOUT))
				*(host ? &e->host_alias : &e->alias) += x->size;
		}
		if (x->kind & AK_LIVEOUT)
			*(host ? &e->host_output : &e->output) += x->size;
		if (x->kind & AK_CONST)
			e->constant += x->size;
		if (x->color < 8 && !(x->kind & AK_TEMP))
			e->space_bytes[x->color] += x->size;
	}
	for (uint32_t c = 0; c < 8; c++) {
		*(ishost(c) ? &e->host_temp : &e->temp) += a->asg.tempcolor[c];
		e->space_bytes[c] += a->asg.tempcolor[c];
	}
}

/* peak_memory_in_bytes: the largest value of each parameter, constant and
 * output allocation (constants left out when noconst), plus the most
 * temporary bytes live at once */
static uint64_t staticbytes(an *a, int unpadded, int devicesonly, int noconst)
{
	uint64_t total = 0;

	for (uint32_t k = 0; k < a->asg.nalloc; k++) {
		const an_alloc *x = &a->asg.allocs[k];
		uint64_t big = 0;
		if (!(x->kind & (AK_PARAM | AK_CONST | AK_LIVEOUT)) || (devicesonly && ishost(x->color)) ||
		    (noconst && (x->kind & AK_CONST) && !(x->kind & (AK_PARAM | AK_LIVEOUT))))
			continue;
		for (uint32_t j = 0; j < x->nval; j++) {
			const an_value *v = &a->df.vals[x->vals[j]];
			uint64_t s = unpadded ? v->logical : a->df.bufs[v->buf].size;
			if (s > big)
				big = s;
		}
		total += big;
	}
	return total;
}

/* staticbytes' device allocations without padding, by kind: parameters,
 * outputs that are not parameters, constants */
static void staticsplit(an *a, estimate *e)
{
	e->tl_args = e->tl_outputs = e->tl_constants = 0;
	for (uint32_t k = 0; k < a->asg.nalloc; k++) {
		const an_alloc *x = &a->asg.allocs[k];
		uint64_t big = 0;
		if (!(x->kind & (AK_PARAM | AK_CONST | AK_LIVEOUT)) || ishost(x->color))
			continue;
		for (uint32_t j = 0; j < x->nval; j++)
			if (a->df.vals[x->vals[j]].logical > big)
				big = a->df.vals[x->vals[j]].logical;
		*(x->kind & AK_PARAM ? &e->tl_args : x->kind & AK_CONST ? &e->tl_constants : &e->tl_outputs) += big;
	}
}

/* sizes of absurd shapes (hostile input) must not overflow: saturate */
static int64_t satadd(int64_t a, int64_t b)
{
	int64_t r;

	return __builtin_add_overflow(a, b, &r) ? (b > 0 ? INT64_MAX : INT64_MIN) : r;
}

/* HloLiveRange's peak: values sized by their defining instruction's whole
 * shape find the moment; the total at it sums each value's own size (R11) */
static void livepeak(an *a, estimate *e)
{
	const hlo_module *m = a->m;
	int64_t n = a->tl.schedend + 2, best = -1, bt = 0;
	int64_t *up = ut_calloc((size_t)n + 1, sizeof *up), *down = ut_calloc((size_t)n + 1, sizeof *down);
	int64_t cur = 0;
	uint64_t total = 0;

	for (uint32_t v = 0; v < a->df.nval; v++) {
		const an_value *x = &a->df.vals[v];
		uint64_t s = 0;
		if (x->start < 0)
			continue;
		/* the defining instruction's whole shape; a hidden async op's own */
		an_shapebytes(m, x->hidden ? x->shape : m->instrs[x->instr].shape, &s);
		s = s > INT64_MAX ? INT64_MAX : s;
		up[x->start] = satadd(up[x->start], (int64_t)s);
		if (x->end + 1 < n)
			down[x->end + 1] = satadd(down[x->end + 1], (int64_t)s);
	}
	/* at each time the starts come before the ends, and the peak is
	 * checked in between */
	for (int64_t t = 0; t < n; t++) {
		cur = satadd(cur, up[t]);
		if (cur > best) {
			best = cur;
			bt = t;
		}
		cur = satadd(cur, -down[t]);
	}
	for (uint32_t v = 0; v < a->df.nval; v++) {
		const an_value *x = &a->df.vals[v];
		if (x->start >= 0 && x->start <= bt && bt <= x->end)
			total += x->logical;
	}
	e->live_peak = total;
	e->live_peak_time = bt;
	free(up);
	free(down);
}

static int bybytes(const void *x, const void *y)
{
	const est_buffer *p = x, *q = y;

	if (p->bytes != q->bytes)
		return p->bytes > q->bytes ? -1 : 1;
	return (p->instr > q->instr) - (p->instr < q->instr);
}

/* the memory a temporary buffer occupies: its heap chunk (shared with the
 * buffer whose chunk it took over), else its allocation */
static uint64_t tempchunk(const an *a, uint32_t b)
{
	const an_buffer *buf = &a->df.bufs[b];
	uint32_t c = buf->color < 8 ? buf->color : 7;

	if (buf->alloc == (int32_t)a->asg.packalloc[c])
		return buf->heapgroup;
	return (uint64_t)a->df.nbuf + (uint64_t)buf->alloc;
}

/* a temporary counted at the peak: one live during the peak step and, in
 * the heap the peak was measured in, also at the peak's own tick (within
 * the step, an operand may be freed before it).  Off TPU the peak counts
 * that one heap only (R10: peak_memory_in_bytes replays each color's heap
 * on its own and keeps the largest), so other colors' temporaries are not
 * part of it; on TPU every heap is allocated, each listed within its own. */
static int livepeak_temp(const an *a, uint32_t b, int64_t t, int64_t s, int64_t en)
{
	const an_buffer *buf = &a->df.bufs[b];
	uint32_t c = buf->color < 8 ? buf->color : 7;

	if (s > t || t > en)
		return 0;
	if (a->target != TARGET_TPU && buf->color != a->asg.peakcolor)
		return 0;
	return buf->alloc != (int32_t)a->asg.packalloc[c] || buf->color != a->asg.peakcolor || buf->atheappeak;
}

struct chunkat {
	uint64_t key;
	int64_t start;
	uint32_t at;
};

static int bychunk(const void *x, const void *y)
{
	const struct chunkat *p = x, *q = y;

	if (p->key != q->key)
		return p->key < q->key ? -1 : 1;
	if (p->start != q->start)
		return p->start > q->start ? -1 : 1;
	return (p->at > q->at) - (p->at < q->at);
}

/* At the peak step a value that took over its operand's memory starts
 * where the operand ends: both are live at that step, in one chunk, counted
 * once by the heap.  List the chunk once, by the value that holds it last,
 * so that what is listed sums to at most the peak. */
static void onepertchunk(estimate *e, const uint64_t *gkey)
{
	struct chunkat *c;
	uint8_t *drop;
	uint32_t n = 0, w = 0;

	for (uint32_t k = 0; k < e->natpeak; k++)
		n += e->atpeak[k].category == CAT_TEMP;
	if (n < 2)
		return;
	c = ut_malloc((size_t)n * sizeof *c);
	drop = ut_zalloc((size_t)e->natpeak + 1, 1);
	n = 0;
	for (uint32_t k = 0; k < e->natpeak; k++)
		if (e->atpeak[k].category == CAT_TEMP)
			c[n++] = (struct chunkat){gkey[k], e->atpeak[k].start, k};
	qsort(c, n, sizeof *c, bychunk);
	for (uint32_t k = 1; k < n; k++)
		if (c[k].key == c[k - 1].key)
			drop[c[k].at] = 1;
	for (uint32_t k = 0; k < e->natpeak; k++)
		if (!drop[k])
			e->atpeak[w++] = e->atpeak[k];
	e->natpeak = w;
	free(c);
	free(drop);
}

/* the buffers counted in the peak: parameters, constants and outputs, and
 * the temporaries live at the peak instruction */
static void atpeak(an *a, estimate *e)
{
	const hlo_module *m = a->m;
	int64_t t = e->peak_instr == HLO_NONE ? -1 : a->asg.peaktime;
	uint32_t cap = 64;

	uint64_t *gkey = NULL;
	uint32_t capkey = 0;

	e->atpeak = ut_malloc(cap * sizeof *e->atpeak);
	e->peak_time = t;
	for (uint32_t b = 0; b < a->df.nbuf; b++) {
		const an_buffer *buf = &a->df.bufs[b];
		const an_alloc *x = buf->alloc >= 0 ? &a->asg.allocs[buf->alloc] : NULL;
		uint32_t rep = a->df.bufvals[buf->first];
		int64_t s = INT64_MAX, en = -1;
		est_buffer *eb;
		int cat;
		for (uint32_t k = 0; k < buf->nval; k++) {
			const an_value *v = &a->df.vals[a->df.bufvals[buf->first + k]];
			if (v->start < s)
				s = v->start;
			if (v->end > en)
				en = v->end;
		}
		if (!x || ishost(buf->color) || buf->size == 0)
			continue;
		if (x->kind & AK_PARAM)
			cat = CAT_PARAMETER;
		else if (x->kind & AK_CONST)
			cat = CAT_CONSTANT;
		else if (x->kind & AK_LIVEOUT)
			cat = CAT_OUTPUT;
		else if (t >= 0 && livepeak_temp(a, b, t, s, en) && !(x->kind & AK_TUPLE))
			cat = CAT_TEMP;
		else
			continue;
		/* a reused allocation holds several buffers: list the one it is
		 * for, the live-out or the parameter one, once (a value that
		 * borrowed a parameter's memory is no second parameter) */
		if ((cat == CAT_OUTPUT && !buf->liveout) || (cat == CAT_PARAMETER && !buf->entryparam))
			continue;
		if (e->natpeak == cap)
			e->atpeak = ut_reallocarray(e->atpeak, cap *= 2, sizeof *e->atpeak);
		eb = &e->atpeak[e->natpeak++];
		eb->instr = a->df.vals[rep].instr;
		eb->shape = a->df.vals[rep].shape;
		eb->workspace = a->df.vals[rep].workspace;
		eb->asf32 = a->df.vals[rep].asf32;
		for (uint32_t k = 0; k < buf->nval; k++) {
			const an_value *v = &a->df.vals[a->df.bufvals[buf->first + k]];
			if (v->size == buf->size) {
				eb->instr = v->instr;
				eb->shape = v->shape;
				eb->workspace = v->workspace;
				eb->asf32 = v->asf32;
				break;
			}
		}
		eb->bytes = buf->size;
		eb->unpadded = buf->logical;
		eb->category = cat;
		eb->start = s;
		eb->end = en;
		eb->space = buf->color;
		if (cat == CAT_TEMP) {
			if (e->natpeak > capkey)
				gkey = ut_reallocarray(gkey, capkey = cap, sizeof *gkey);
			gkey[e->natpeak - 1] = tempchunk(a, b);
		}
		(void)m;
	}
	onepertchunk(e, gkey);
	free(gkey);
	qsort(e->atpeak, e->natpeak, sizeof *e->atpeak, bybytes);
}

/* device memory at each step: the parameter, constant and output
 * allocations for the whole program, plus the temporaries every device
 * color's heap holds during the step.  With one device color (the usual
 * case) its top is the device peak; with temporaries in several (S(1),
 * S(2)) it can be higher, as peak_memory_in_bytes replays each color's
 * heap on its own and keeps the largest (R10), never their sum. */
static void timeline(an *a, estimate *e)
{
	int64_t n = a->tl.schedend;
	uint64_t fixed = staticbytes(a, 0, 1, 0), fixedu = staticbytes(a, 1, 1, 0);

	e->ntl = n;
	e->tl_bytes = ut_malloc((size_t)n * sizeof *e->tl_bytes + 1);
	e->tl_unpadded = ut_malloc((size_t)n * sizeof *e->tl_unpadded + 1);
	e->tl_instr = ut_malloc((size_t)n * sizeof *e->tl_instr + 1);
	for (int64_t t = 0; t < n; t++) {
		e->tl_instr[t] = HLO_NONE;
		e->tl_bytes[t] = fixed + (a->asg.tltemp ? a->asg.tltemp[t] : 0);
		e->tl_unpadded[t] = fixedu + (a->asg.tltempu ? a->asg.tltempu[t] : 0);
	}
	e->temp_live_unpadded = a->asg.templiveu;
	staticsplit(a, e);
	for (uint32_t q = 0; q < a->tl.nseq; q++)
		if (a->tl.time[a->tl.seq[q]] < n)
			e->tl_instr[a->tl.time[a->tl.seq[q]]] = a->tl.seq[q];
}

/* what assign and the heaps made (asg, trace) */
static void freeassigned(an *a)
{
	/* a run that failed between assign and assigndone */
	for (uint32_t c = 0; c < 8; c++)
		if (a->asg.pack[c])
			an_packdone(a, a->asg.pack[c]);
	for (uint32_t k = 0; k < a->asg.nalloc; k++) {
		free(a->asg.allocs[k].vals);
		an_itfree(&a->asg.allocs[k].live);
		free(a->asg.allocs[k].busy);
	}
	free(a->asg.allocs);
	free(a->trace.ev);
	free(a->asg.tltemp);
	free(a->asg.tltempu);
	memset(&a->asg, 0, sizeof a->asg);
	memset(&a->trace, 0, sizeof a->trace);
}

void an_free(an *a)
{
	freeassigned(a);
	free(a->undo);
	if (a->forked)
		return;         /* the rest is the base run's (an_estimatefork) */
	free(a->tl.order);
	free(a->pre.fused);
	free(a->pre.home);
	free(a->pre.gen);
	free(a->pre.copied);
	free(a->pre.lib);
	free(a->pre.gathers);
	free(a->pre.partial);
	free(a->pre.resharded);
	free(a->pre.hoisted);
	free(a->pre.flipped);
	free(a->pre.copies);
	free(a->pre.argroup);
	free(a->pre.argstart);
	free(a->pre.argmem);
	free(a->tl.seq);
	free(a->tl.dseq);
	free(a->tl.time);
	free(a->tl.cstart);
	free(a->tl.cend);
	free(a->tl.casyncend);
	free(a->tl.asyncend);
	free(a->tl.compcaller);
	free(a->tl.onecall);
	free(a->tl.postpos);
	free(a->tl.comprank);
	free(a->tl.cse);
	free(a->use.ustart);
	free(a->use.uuser);
	free(a->use.uopnd);
	free(a->df.nodes);
	free(a->df.choff);
	free(a->df.choffbase);
	free(a->df.slotbase);
	free(a->df.slotval);
	free(a->df.vals);
	free(a->df.uf);
	free(a->df.bufs);
	free(a->df.bufvals);
	free(a->df.aliased);
	free(a->df.donorcopy);
	free(a->df.rootinto);
}

/* the default alignment of a target (calibration-rules.md R4) */
static uint64_t defaultalign(const hlo_module *m, int target)
{
	switch (target) {
	case TARGET_TPU:
		return 1;
	case TARGET_CPU:
		return 64;
	}
	/* 128 until 2025-06, 256 since; dumps from before 2025-03 print
	 * operand shapes, so they are older than the change */
	return m->opndshapes ? 128 : 256;
}

/* the live-bytes peak of a schedule, as the default memory scheduler
 * measures it: every value but constants, with operand buffers reused */
static int measure(const hlo_module *m, an *proto, uint32_t *order, uint64_t *peak)
{
	an a = *proto;
	uint32_t *vals, n = 0;
	uint64_t live = 0;
	int rc = -1;

	a.tl.order = order;
	a.use.ustart = NULL;
	if (an_flatten(&a) < 0 || an_dataflow(&a) < 0 || an_liveranges(&a) < 0)
		goto out;
	vals = ut_malloc((size_t)a.df.nval * sizeof *vals + 1);
	for (uint32_t v = 0; v < a.df.nval; v++)
		if (!a.df.vals[v].constant)
			vals[n++] = v;
	an_simulate(&a, vals, n, NULL, &live);
	free(vals);
	*peak = live;
	rc = 0;
out:
	a.tl.order = NULL;
	an_free(&a);
	(void)m;
	return rc;
}

/* do orders x and y (an_orderalloc's, made by an_mkschedule) place every
 * instruction the same? */
static int sameorder(const hlo_module *m, const uint32_t *x, const uint32_t *y)
{
	return !memcmp(x, y, (size_t)m->ninstr * sizeof *x);
}

/* the first of orders[0..k] the same as orders[k] (k when none is) */
static int firstsame(const hlo_module *m, uint32_t *const *orders, int k)
{
	for (int j = 0; j < k; j++)
		if (orders[j] && sameorder(m, orders[j], orders[k]))
			return j;
	return k;
}

/* for a module without a schedule: list, DFS and post-order, keeping the
 * lowest peak (ties prefer list, then DFS, as XLA's default scheduler);
 * on the CPU the breadth-first order, which XLA:CPU schedules with
 * (schedule.c), and in *lowest (when not NULL) the index of the one the
 * default scheduler would keep.  orders[k - SCHED_LIST] receives each
 * schedule when not NULL (NSCHED of them); the users it makes in `proto`
 * are freed before it returns */
uint32_t *an_choosesched(const hlo_module *m, an *proto, const char **name, uint32_t **orders, int *lowest)
{
	static const char *const names[] = {"", "list", "dfs", "post-order", "breadth-first"};
	uint32_t *best = NULL, *made[NSCHED] = {NULL};
	uint64_t bestpeak = UINT64_MAX, lowpeak = UINT64_MAX;
	int cpu = proto->target == TARGET_CPU;

	if (lowest)
		*lowest = -1;
	an_mkusers(proto);
	for (int k = SCHED_LIST; k <= SCHED_BFS; k++) {
		uint32_t *order;
		uint64_t peak = 0;
		int low, pick;
		if (k == SCHED_BFS && !cpu)
			break;
		order = an_orderalloc(m);
		an_mkschedule(proto, k, order);
		made[k - SCHED_LIST] = an_orderalloc(m);
		memcpy(made[k - SCHED_LIST], order, an_orderwords(m) * sizeof *order);
		/* the default scheduler's pick, on the CPU only for the lower
		 * bound's second order (lowest).  An order the same as one
		 * measured before has its peak, which is no lower: not measured
		 * again (small programs' three orders are often one) */
		low = k != SCHED_BFS && (!cpu || lowest) && firstsame(m, made, k - SCHED_LIST) == k - SCHED_LIST &&
		      measure(m, proto, order, &peak) == 0 && peak < lowpeak;
		if (low) {
			lowpeak = peak;
			if (lowest)
				*lowest = k - SCHED_LIST;
		}
		pick = cpu ? k == SCHED_BFS : low && peak < bestpeak;
		if (pick) {
			free(best);
			best = order;
			bestpeak = peak;
			*name = names[k];
		} else {
			free(order);
		}
	}
	for (int j = 0; j < NSCHED; j++) {
		if (orders)
			orders[j] = made[j];
		else
			free(made[j]);
	}
	free(proto->use.ustart);
	free(proto->use.uuser);
	free(proto->use.uopnd);
	proto->use = (an_users){NULL, NULL, NULL};
	return best;
}

int an_estimatemodule(const hlo_module *m, const est_target *t, estimate *e, hlo_diag *d)
{
	return an_estimatewith(m, t, NULL, 0, e, d);
}

/* a module the SPMD partitioner has already run on holds per-device
 * shapes, whatever its shardings say: its entry computation is named
 * "<name>_spmd" (spmd_partitioner.cc, SpmdPartitioner::Run renames the
 * entry).  A module with collectives and no sharding annotation at all was
 * written per device by hand or by a framework (torch_xla, Neuron).  One
 * with annotations is still global outside its manual regions, collectives
 * inside shard_map or not. */
static int partitionedalready(const hlo_module *m)
{
	int collectives = 0;
	const hlo_comp *entry = m->entry < m->ncomp ? &m->comps[m->entry] : NULL;

	if (entry && entry->name != HLO_NONE && hlo_strlen(m, entry->name) > 5 &&
	    !memcmp(hlo_str(m, entry->name) + hlo_strlen(m, entry->name) - 5, "_spmd", 5))
		return 1;
	for (uint32_t i = 0; i < m->ninstr; i++) {
		int op = m->instrs[i].opcode, w = m->instrs[i].wrapped;
		if (op == OP_ASYNC_START)
			op = w;
		if (an_opfacts(op)->flags & OF_COLLECTIVE)
			collectives = 1;
		if (an_hasannotation(m, &m->instrs[i]))
			return 0;
	}
	return collectives;
}

/* what a module not yet compiled goes through before its buffers are
 * assigned: partitioning, host placement, copy insertion, the backend's
 * additions, fusion (nothing for a compiled module, mode PRE_NONE) */
/* P2's all-reduces that AllReduceCombiner can join into one: those of
 * dots no other P2 dot reads, even through other instructions (the
 * weight gradients; an all-reduce whose result another all-reduced dot
 * reads, the forward pass's, cannot wait for it).  One pass from the last
 * step back: what reads a P2 dot, marked on its operands */
static void combinable(an *a)
{
	const hlo_module *m = a->m;
	uint8_t *p2, *below;

	if (a->pre.ngather == 0)
		return;
	p2 = ut_calloc((size_t)m->ninstr + 1, 1);
	below = ut_calloc((size_t)m->ninstr + 1, 1);
	for (uint32_t k = 0; k < a->pre.ngather; k++)
		if (!a->pre.gathers[k].bytes)
			p2[a->pre.gathers[k].instr] = 1;
	for (uint32_t q = a->tl.nseq; q-- > 0;) {
		uint32_t i = a->tl.seq[q];
		const hlo_instr *in = &m->instrs[i];
		if (!p2[i] && !below[i])
			continue;
		for (uint32_t j = 0; j < in->nopnd; j++)
			below[m->operands[in->opnd + j].instr] = 1;
	}
	for (uint32_t k = 0; k < a->pre.ngather; k++)
		a->pre.gathers[k].combined = !a->pre.gathers[k].bytes && !below[a->pre.gathers[k].instr];
	free(p2);
	free(below);
}

int an_prestages(an *a)
{
	const hlo_module *m = a->m;
	int64_t last = -1;                  /* the combined all-reduce of P2 */

	if (a->mode == PRE_NONE)
		return 0;
	if (m->partitions > 1 && !partitionedalready(m)) {
		an_presplit(a);
		a->pre.partitioned = 1;
	}
	an_combineallreduces(a);
	if (an_hostplacement(a) < 0 || an_copyins(a) < 0 || an_backendcopies(a) < 0 || an_layoutcopies(a) < 0)
		return -1;
	combinable(a);
	for (uint32_t k = 0; k < a->pre.ngather; k++)
		if (a->pre.gathers[k].combined && a->tl.time[a->pre.gathers[k].instr] > last)
			last = a->tl.time[a->pre.gathers[k].instr];
	/* the gathered operands of P1: one all-gather of a value (HloCSE
	 * merges the same collective on the same operand), live from its
	 * first dot to the last dot reading the value, which reads the
	 * gathered copy too */
	for (uint32_t k = 0; k < a->pre.ngather; k++) {
		const an_gather *g = &a->pre.gathers[k];
		int64_t from = a->tl.time[g->instr], to = from;
		uint32_t v, first = g->instr, dup = 0;
		if (!g->bytes) {
			/* P2: AllReduceCombiner makes one all-reduce of the
			 * partitioner's that can wait, after the last of their
			 * dots (at `last`): each partial sum lives until then, and
			 * the summed copy from then until the partial's last
			 * reader, or the end of the combined all-reduce; one
			 * another all-reduced dot reads runs at its dot (combinable);
			 * the lower bound, ideal, takes them in place */
			an_value *x = &a->df.vals[g->value];
			int64_t at = g->combined ? last : a->tl.time[g->instr], end = x->end > at ? x->end : at;
			int out = x->liveout;
			if (a->mode == PRE_LOWER || a->df.bufs[x->buf].nval != 1)
				continue;
			/* an output: the all-reduce writes it, the partial sums
			 * are a temporary until then (a tensor-parallel layer's
			 * result returned as it is); the all-reduce runs after
			 * the dot, so what dies at the dot may leave its memory
			 * to the output (XLA:CPU's output allocation holds the
			 * layer's first dot and activation before the sum) */
			if (out && at < end)
				at++;
			v = an_addvalue(a, g->value, at, end, 0, out);
			a->df.vals[v].instr = g->instr;
			a->df.vals[g->value].end = at;
			if (out) {
				a->df.vals[g->value].liveout = 0;
				an_refreshbuffer(a, a->df.vals[g->value].buf);
			}
			continue;
		}
		for (uint32_t j = 0; j < a->pre.ngather && !dup; j++) {
			const an_gather *h = &a->pre.gathers[j];
			if (h->value != g->value || h->bytes != g->bytes)
				continue;
			dup = j < k;
			if (a->tl.time[h->instr] < from) {
				from = a->tl.time[h->instr];
				first = h->instr;
			}
			if (a->tl.time[h->instr] > to)
				to = a->tl.time[h->instr];
		}
		if (dup)
			continue;
		/* P1's gathered operand serves every dot reading the value; a
		 * reshard of P3 only its elementwise op */
		for (uint32_t u = a->use.ustart[a->df.vals[g->value].instr];
		     a->m->instrs[g->instr].opcode == OP_DOT && u < a->use.ustart[a->df.vals[g->value].instr + 1]; u++)
			if (a->m->instrs[a->use.uuser[u]].opcode == OP_DOT && a->tl.time[a->use.uuser[u]] > to)
				to = a->tl.time[a->use.uuser[u]];
		/* the upper bound: the worst schedule issues it first thing;
		 * on the CPU, breadth first, the all-gather runs the step
		 * after the value it gathers is made (an entry parameter's,
		 * the first) */
		if (a->mode == PRE_UPPER)
			from = 0;
		else if (a->target == TARGET_CPU && a->df.vals[g->value].start + 1 < from)
			from = a->df.vals[g->value].start + 1 > 0 ? a->df.vals[g->value].start + 1 : 0;
		v = an_addvalue(a, g->value, from, to, g->bytes, 0);
		a->df.vals[v].instr = first;
		a->df.vals[v].place = PLACE_BEFORE;
	}
	an_combinedlives(a);
	/* WhileLoopInvariantCodeMotion, before fusion (licm.c); not in the
	 * lower bound */
	free(a->pre.hoisted);
	a->pre.hoisted = a->mode == PRE_LOWER ? NULL : an_loopinvariants(a);
	if (a->mode == PRE_BEST || a->mode == PRE_LOWER)
		an_prefuse(a, a->mode == PRE_LOWER);
	an_hoistedlives(a);
	an_cputopk(a);
	return an_cpucopies(a);
}

/* what every run of one estimate shares: the module and what was asked */
struct ask {
	const hlo_module *m;
	const est_target *t;
	const an_edit *edits;
	uint32_t nedit;
	hlo_diag *d;
};

/* one run's choices: the schedule of a module without one (`order`, owned
 * by the caller, NULL for the text's), how it is read (PRE_*), and lean: 1
 * for the used bytes and the peak only, 2 also with heaps unpacked */
struct pass {
	const uint32_t *order;
	const char *schedname;
	int mode;
	int lean;
	int refuse;     /* order breadth first again over the fused graph and rerun */
};

/* the run's input fields, resolved from the target's defaults */
static void setinput(an *a, const struct ask *k)
{
	const hlo_module *m = k->m;

	memset(a, 0, sizeof *a);
	a->m = m;
	a->diag = k->d;
	a->edits = k->edits;
	a->nedit = k->nedit;
	a->target = k->t->target == TARGET_AUTO ? (m->tiled ? TARGET_TPU : TARGET_GPU) : k->t->target;
	a->align = k->t->alignment ? k->t->alignment : defaultalign(m, a->target);
	a->workspace = k->t->workspace ? k->t->workspace : GEMM_WORKSPACE;
}

/* the estimate's figures from a run whose stages all succeeded */
static void collect(an *a, const struct pass *p, estimate *e)
{
	/* while the heaps are packed: what does not need their sizes */
	if (!p->lean) {
		livepeak(a, e);
		atpeak(a, e);
		timeline(a, e);
	}
	an_assigndone(a);
	categories(a, e);
	if (p->mode != PRE_NONE && a->m->ndonor && !e->donorpaired) {
		e->donorpaired = ut_calloc(a->m->ndonor, 1);
		for (uint32_t k = 0; k < a->m->ndonor; k++)
			e->donorpaired[k] = an_donorpaired(a, k) == 1;
	}
	if (p->mode != PRE_NONE) {
		e->backend_temp = an_backendtables(a);
		e->temp += e->backend_temp;
		if (!p->lean)
			an_unknowncalls(a, e);
	}
	e->heap = a->asg.heapsize;
	e->temp_live = a->asg.templive;
	e->fragmentation = e->heap > a->asg.templive ? e->heap - a->asg.templive : 0;
	/* XLA's peak counts every memory space; the device's excludes host S(5) */
	e->peak = staticbytes(a, 0, 0, 0) + a->asg.templive;
	e->device_peak = staticbytes(a, 0, 1, 0) + a->asg.devtemplive;
	e->device_need = staticbytes(a, 0, 1, 1) + a->asg.devtemplive;
	e->assumed_replicated = a->pre.assumedreplicated;
	e->sdy_only = a->pre.sdyonly;
	e->sdy_both = a->pre.sdyboth;
	e->sdy_disagree = a->pre.sdydisagree;
	/* as the device peak counts: each static allocation once (a donated
	 * parameter and its output share one), plus the peak heap's bytes */
	e->peak_unpadded = staticbytes(a, 1, 1, 0) + a->asg.templiveu;
	e->schedule_length = a->tl.schedend;
	e->values = a->df.nval;
	e->buffers = a->df.nbuf;
}

/* the pass's choices in the run, and the estimate's input figures */
static void startrun(an *a, const struct pass *p, estimate *e)
{
	memset(e, 0, sizeof *e);
	a->mode = p->mode;
	a->lean = p->lean != 0;
	a->nopack = p->lean == 2;
	a->asg.peakinstr = HLO_NONE;
	a->asg.peaktime = -1;
	e->workspace = a->workspace;
	e->target = a->target;
	e->alignment = a->align;
	e->schedule = p->schedname;
}

/* the stages from the edits on: assign and the heaps, then the figures */
static int finishrun(an *a, const struct pass *p, estimate *e)
{
	e->partitioned = a->pre.partitioned;
	if (an_applyedits(a) < 0 || an_assign(a) < 0)
		return -1;
	e->peak_instr = a->asg.peakinstr;
	collect(a, p, e);
	return 0;
}

/* one run of the stages, each taking what the ones before it made */
static int runonce(const struct ask *k, const struct pass *p, estimate *e)
{
	an a;
	int rc = -1;

	setinput(&a, k);
	startrun(&a, p, e);
	if (p->order) {
		a.tl.order = an_orderalloc(k->m);
		memcpy(a.tl.order, p->order, an_orderwords(k->m) * sizeof *a.tl.order);
	}
	if (an_flatten(&a) < 0 || an_dataflow(&a) < 0 || an_liveranges(&a) < 0)
		goto out;
	if (an_prestages(&a) < 0)
		goto out;
	if (p->refuse) {
		/* XLA:CPU schedules the fused module breadth first: fused
		 * instructions are no steps of their own there */
		struct pass q = *p;
		uint32_t *order = an_orderalloc(k->m);
		an_fusedbfs(&a, order);
		an_free(&a);
		q.order = order;
		q.refuse = 0;
		rc = runonce(k, &q, e);
		free(order);
		return rc;
	}
	rc = finishrun(&a, p, e);
out:
	an_free(&a);
	return rc;
}

/* One estimate's runs after its schedule is chosen: the best estimate,
 * then the bounds.  They read the module and write nothing they share, so
 * with a second core a second thread takes runs from the same list while
 * this one does the best estimate (the runs take about as long as each
 * other: on two cores the estimate of a module not yet compiled takes
 * about half the time).  What they find is taken as running them one
 * after the other would: the bounds only when the best estimate succeeds,
 * the upper one only when it knows every custom call's memory (until the
 * best estimate says so, a module with a custom call no rule sizes has no
 * upper bound started); a bound's messages are kept until then and written
 * after the best estimate's, in list order. */
enum { JOB_BEST, JOB_LOWER, JOB_UPPER, MAXJOBS = 3 + NSCHED };
enum { GATE_WAIT, GATE_GO, GATE_SKIP };

struct job {
	const struct ask *k;
	struct pass p;
	int kind;               /* JOB_* */
	int ran, rc;
	estimate e;
	char *text;             /* a bound's messages */
	size_t len;
	hlo_diag d;
};

struct runs {
	struct job job[MAXJOBS];
	int n;
	atomic_int next;        /* the first run no thread has taken */
	atomic_int bounds;      /* GATE_GO, or GATE_SKIP once the best estimate failed */
	atomic_int upper;       /* GATE_*: may upper bounds start? */
	atomic_int helping;     /* a second thread is taking runs */
};

static void runjob(struct job *j)
{
	FILE *out = NULL;

	if (j->kind == JOB_BEST) {
		j->rc = runonce(j->k, &j->p, &j->e);
	} else {
		struct ask k = *j->k;
		if (j->k->d->out)
			out = open_memstream(&j->text, &j->len);
		j->d = (hlo_diag){out, 0, 0, j->k->d->color};
		k.d = &j->d;
		j->rc = runonce(&k, &j->p, &j->e);
		if (out)
			fclose(out);
	}
	j->ran = 1;
}

/* take runs from the list until none is left, or the next is an upper
 * bound that must wait for the best estimate */
static void takejobs(struct runs *r)
{
	for (;;) {
		int i = atomic_load(&r->next);
		if (i >= r->n)
			return;
		if (r->job[i].kind == JOB_UPPER && atomic_load(&r->upper) == GATE_WAIT)
			return;
		if (!atomic_compare_exchange_weak(&r->next, &i, i + 1))
			continue;
		if (atomic_load(&r->bounds) == GATE_SKIP ||
		    (r->job[i].kind == JOB_UPPER && atomic_load(&r->upper) == GATE_SKIP))
			continue;
		runjob(&r->job[i]);
	}
}

/* the second thread: when it stops at an upper bound that waits, and the
 * best estimate lets them start before this thread has said it stopped,
 * it takes them itself unless another thread now does */
static void *takejobsjob(void *arg)
{
	struct runs *r = arg;

	do {
		takejobs(r);
		atomic_store(&r->helping, 0);
	} while (atomic_load(&r->upper) == GATE_GO && atomic_load(&r->next) < r->n && !atomic_exchange(&r->helping, 1));
	return NULL;
}

/* does the module call a custom call no rule sizes (an_unknowncalls
 * counts those the schedule reaches)? */
static int maybeunknown(const hlo_module *m)
{
	for (uint32_t i = 0; i < m->ninstr; i++) {
		int role = m->instrs[i].opcode == OP_CUSTOM_CALL ? an_callrole(m, &m->instrs[i]) : -1;
		if (role == CC_UNKNOWN || role == CC_CALLBACK)
			return 1;
	}
	return 0;
}

/* run r's n runs, the best estimate first, on this thread and, for a
 * module whose runs take longer than starting one, on a second; the best
 * estimate's return, the bounds' messages added to d where it allows them */
static int runall(struct runs *r, int n, hlo_diag *d)
{
	const hlo_module *m = r->job[0].k->m;
	pthread_t th[2];
	uint32_t cpus = r->job[0].k->t->threads ? r->job[0].k->t->threads : ut_cpus();
	int nth = 0, rc, two = n > 1 && m->ninstr > 2000 && cpus > 1;

	r->n = n;
	for (int j = 0; j < n; j++) {
		r->job[j].ran = 0;
		r->job[j].rc = -1;
		r->job[j].text = NULL;
		r->job[j].len = 0;
	}
	atomic_init(&r->next, 1);
	atomic_init(&r->bounds, GATE_GO);
	atomic_init(&r->upper, two && maybeunknown(m) ? GATE_WAIT : GATE_GO);
	atomic_init(&r->helping, two);
	if (two && pthread_create(&th[nth], NULL, takejobsjob, r) == 0)
		nth++;
	else
		atomic_store(&r->helping, 0);
	runjob(&r->job[0]);
	rc = r->job[0].rc;
	if (rc < 0)
		atomic_store(&r->bounds, GATE_SKIP);
	atomic_store(&r->upper, rc < 0 || r->job[0].e.nunknown ? GATE_SKIP : GATE_GO);
	/* the upper bounds the second thread left waiting, when it has
	 * stopped: a second thread again (one that still runs a lower bound
	 * takes them when it is done) */
	if (two && rc == 0 && !r->job[0].e.nunknown && atomic_load(&r->next) + 1 < n &&
	    !atomic_exchange(&r->helping, 1)) {
		if (pthread_create(&th[nth], NULL, takejobsjob, r) == 0)
			nth++;
		else
			atomic_store(&r->helping, 0);
	}
	takejobs(r);
	while (nth)
		pthread_join(th[--nth], NULL);
	for (int j = 1; j < n; j++) {
		struct job *b = &r->job[j];
		int wanted = rc == 0 && (b->kind != JOB_UPPER || !r->job[0].e.nunknown);
		if (b->ran && !wanted) {
			if (b->rc == 0)
				an_freeestimate(&b->e);
			b->ran = 0;
			b->rc = -1;
		}
		if (b->ran) {
			d->errors += b->d.errors;
			d->warnings += b->d.warnings;
			if (b->len && d->out)
				fwrite(b->text, 1, b->len, d->out);
		}
		free(b->text);
	}
	return rc;
}

/* the least a run's program could be given: off TPU XLA's peak (the most
 * bytes live at once, no fragmentation, no alignment: a heap packed
 * without a gap); on TPU, as the lean run without packing counts it, the
 * allocations with a temp heap of the live peak.  Without the constants:
 * the bounds bracket memory_analysis()'s argument + output - alias + temp,
 * which no backend counts them in (they are in the program) */
static uint64_t leastneed(const estimate *e)
{
	return e->target == TARGET_TPU ? estused(e) - e->constant : e->device_need;
}

/* a compiled (scheduled) module: one run; its figure is what XLA
 * allocates (estused), its lower bound XLA's peak.  A module not yet
 * compiled: the best
 * estimate (shardings and fusion rules) on the schedule the default
 * scheduler would pick; the lower bound, the least of ideal fusion on
 * that schedule (and on the CPU on the default scheduler's) and no fusion
 * on each schedule;
 * the upper bound, no fusion, what would be allocated on the worst of the
 * three schedules; none when a custom call's memory is unknown */
int an_estimatewith(const hlo_module *m, const est_target *t, const an_edit *edits, uint32_t nedit, estimate *e,
		 hlo_diag *d)
{
	const struct ask k = {m, t, edits, nedit, d};
	uint32_t *order = NULL, *orders[NSCHED] = {NULL};
	const char *name = "given";
	int rc, lowest = -1;

	if (m->scheduled) {
		rc = runonce(&k, &(struct pass){NULL, name, PRE_NONE, 0, 0}, e);
		if (rc == 0) {
			e->upper = estused(e);
			e->lower = leastneed(e) < e->upper ? leastneed(e) : e->upper;
		}
		return rc;
	}
	{
		/* the schedule is chosen on the module as written, without edits */
		an proto;
		setinput(&proto, &(struct ask){m, t, NULL, 0, d});
		order = an_choosesched(m, &proto, &name, orders, &lowest);
	}
	{
		struct runs r;
		int n = 0;
		r.job[n++] = (struct job){.k = &k, .p = {order, name, PRE_BEST, 0, t->target == TARGET_CPU}, .kind = JOB_BEST};
		/* the lower bound is a peak: its heap need not be packed */
		r.job[n++] = (struct job){.k = &k, .p = {order, name, PRE_LOWER, 2, 0}, .kind = JOB_LOWER};
		/* on the CPU the chosen order is breadth-first over the unfused
		 * graph, where XLA's runs over the fused one: the bound takes the
		 * lower of it and the order the default scheduler would pick */
		if (t->target == TARGET_CPU && lowest >= 0 && orders[lowest])
			r.job[n++] = (struct job){.k = &k, .p = {orders[lowest], name, PRE_LOWER, 2, 0}, .kind = JOB_LOWER};
		/* the upper bound: the chosen schedule packed; the two others by
		 * their live peak (best-fit packing was most of the time of a
		 * large module); an order the same as an earlier one gives its
		 * figure again */
		for (int j = 0; j < NSCHED; j++) {
			int same = orders[j] && order && sameorder(m, orders[j], order);
			if (orders[j] && firstsame(m, orders, j) == j)
				r.job[n++] = (struct job){.k = &k, .p = {orders[j], name, PRE_UPPER, same ? 1 : 2, 0}, .kind = JOB_UPPER};
		}
		rc = runall(&r, n, d);
		*e = r.job[0].e;
		for (int j = 1; j < n; j++) {
			struct job *b = &r.job[j];
			if (b->rc < 0)
				continue;
			/* ideal fusion is no floor on its own: a producer fused into
			 * several consumers keeps its operands live until the last
			 * (ResNet-50's residual adds: each block's two convolution
			 * results live on into the next block), so the bound is
			 * the least of ideal fusion and no fusion on each schedule */
			if ((b->kind == JOB_LOWER || b->kind == JOB_UPPER) && (j == 1 || leastneed(&b->e) < e->lower))
				e->lower = leastneed(&b->e);
			if (b->kind == JOB_UPPER && estused(&b->e) > e->upper)
				e->upper = estused(&b->e);
			an_freeestimate(&b->e);
		}
	}
	if (rc == 0) {
		uint64_t best = estused(e);
		e->precompile = 1;
		/* the fusion rules cannot do better than ideal fusion, nor worse
		 * than none; and no packing needs less than the best estimate's
		 * own live peak */
		if (e->lower > leastneed(e))
			e->lower = leastneed(e);
		if (e->upper < best)
			e->upper = best;
		e->upper_unknown = e->nunknown > 0;
	}
	for (int j = 0; j < NSCHED; j++)
		free(orders[j]);
	free(order);
	return rc;
}

/* a measure's figures: no bounds of its own */
static void measured(const hlo_module *m, estimate *e)
{
	e->precompile = !m->scheduled;
	e->lower = e->upper = estused(e);
}

/* what the advice measures: one run with what-if changes, on the schedule
 * `order` the caller chose for a module not yet compiled (NULL for a
 * compiled one), without the bounds: choosing the schedule again and
 * running ideal fusion and no fusion for each candidate tripled its cost
 * and more, for figures the advice does not use.  Lean: the used bytes and
 * the peak instruction only (no timeline, no list of buffers at the peak) */
int an_estimateon(const hlo_module *m, const est_target *t, const uint32_t *order, const an_edit *edits,
	       uint32_t nedit, estimate *e, hlo_diag *d)
{
	int rc, lean = 1;     /* the used bytes count the packed heap */

	if (!m->scheduled && !order)
		return an_estimatewith(m, t, edits, nedit, e, d);
	const struct ask k = {m, t, edits, nedit, d};

	if (m->scheduled)
		rc = runonce(&k, &(struct pass){NULL, "given", PRE_NONE, lean, 0}, e);
	else
		rc = runonce(&k, &(struct pass){order, "text", PRE_BEST, lean, 0}, e);
	if (rc == 0)
		measured(m, e);
	return rc;
}

int an_canfork(const an_edit *edits, uint32_t nedit)
{
	for (uint32_t k = 0; k < nedit; k++)
		if (edits[k].kind != ED_SPLIT)
			return 0;
	return 1;
}

/* what assign and the heaps write of a buffer (assign.c: postpos, alloc,
 * aliasedparam; heap.c: offset, heapgroup, atheappeak), as the stages
 * before them leave it (live.c and copyins.c make buffers zeroed, alloc
 * -1) */
static void unassign(an_buffer *b)
{
	b->postpos = 0;
	b->alloc = -1;
	b->aliasedparam = 0;
	b->offset = 0;
	b->heapgroup = 0;
	b->atheappeak = 0;
}

static int unassigned(const an_buffer *b)
{
	return b->postpos == 0 && b->alloc == -1 && !b->aliasedparam && b->offset == 0 && b->heapgroup == 0 &&
	       !b->atheappeak;
}

/* an_estimateon's run, from the stages `base` has made: the edits and
 * assign run on its tables, which are then put back as they were (the
 * values' ends an edit moved, from its undo log; the values and buffers
 * it added, dropped; what assign wrote of each buffer, cleared).  -2,
 * nothing done, when base's buffers are not as the stages before assign
 * leave them */
int an_estimatefork(an *base, const an_edit *edits, uint32_t nedit, estimate *e, hlo_diag *d)
{
	const hlo_module *m = base->m;
	struct pass p = {NULL, m->scheduled ? "given" : "text", base->mode, 1, 0};
	an f;
	int rc;

	for (uint32_t b = 0; b < base->df.nbuf; b++)
		if (!unassigned(&base->df.bufs[b]))
			return -2;
	f = *base;
	f.diag = d;
	f.edits = edits;
	f.nedit = nedit;
	f.forked = 1;
	f.undo = NULL;
	f.nundo = f.capundo = 0;
	memset(&f.asg, 0, sizeof f.asg);
	memset(&f.trace, 0, sizeof f.trace);
	startrun(&f, &p, e);
	rc = finishrun(&f, &p, e);
	if (rc == 0)
		measured(m, e);
	for (uint32_t k = f.nundo; k-- > 0;)
		f.df.vals[f.undo[k].val].end = f.undo[k].end;
	for (uint32_t b = 0; b < base->df.nbuf; b++)
		unassign(&f.df.bufs[b]);
	/* the edits may have moved the arrays; the counts stay the base's */
	base->df.vals = f.df.vals;
	base->df.capval = f.df.capval;
	base->df.bufs = f.df.bufs;
	base->df.bufvals = f.df.bufvals;
	an_free(&f);
	return rc;
}

/* what a fork changes: the values (ends, values its edits add), the
 * buffers (what assign writes, buffers the edits add), the buffers'
 * values */
void an_twin(const an *base, an *twin)
{
	*twin = *base;
	twin->df.vals = ut_malloc((size_t)base->df.capval * sizeof *twin->df.vals + 1);
	memcpy(twin->df.vals, base->df.vals, (size_t)base->df.capval * sizeof *twin->df.vals);
	twin->df.bufs = ut_malloc((size_t)base->df.nbuf * sizeof *twin->df.bufs + 1);
	memcpy(twin->df.bufs, base->df.bufs, (size_t)base->df.nbuf * sizeof *twin->df.bufs);
	twin->df.bufvals = ut_malloc((size_t)base->df.nval * sizeof *twin->df.bufvals + 1);
	memcpy(twin->df.bufvals, base->df.bufvals, (size_t)base->df.nval * sizeof *twin->df.bufvals);
}

void an_freetwin(an *twin)
{
	free(twin->df.vals);
	free(twin->df.bufs);
	free(twin->df.bufvals);
}

void an_freeestimate(estimate *e)
{
	free(e->tl_bytes);
	free(e->tl_unpadded);
	free(e->tl_instr);
	e->tl_bytes = e->tl_unpadded = NULL;
	e->tl_instr = NULL;
	free(e->atpeak);
	e->atpeak = NULL;
	free(e->unknown);
	e->unknown = NULL;
	free(e->donorpaired);
	e->donorpaired = NULL;
	e->nunknown = 0;
	e->natpeak = 0;
}
