/* stats.c: the figures (calibration-rules.md R10, R11) and the live set at
 * the peak; and the driver that runs the stages in order. */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "estimate.h"
#include "util.h"

const char *targetname(int target)
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
	for (uint32_t k = 0; k < a->nalloc; k++) {
		const an_alloc *x = &a->allocs[k];
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
		*(ishost(c) ? &e->host_temp : &e->temp) += a->tempcolor[c];
		e->space_bytes[c] += a->tempcolor[c];
	}
}

/* peak_memory_in_bytes: the largest value of each parameter, constant and
 * output allocation, plus the most temporary bytes live at once */
static uint64_t staticbytes(an *a, int unpadded, int devicesonly)
{
	uint64_t total = 0;

	for (uint32_t k = 0; k < a->nalloc; k++) {
		const an_alloc *x = &a->allocs[k];
		uint64_t big = 0;
		if (!(x->kind & (AK_PARAM | AK_CONST | AK_LIVEOUT)) || (devicesonly && ishost(x->color)))
			continue;
		for (uint32_t j = 0; j < x->nval; j++) {
			const an_value *v = &a->vals[x->vals[j]];
			uint64_t s = unpadded ? v->logical : a->bufs[v->buf].size;
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
	for (uint32_t k = 0; k < a->nalloc; k++) {
		const an_alloc *x = &a->allocs[k];
		uint64_t big = 0;
		if (!(x->kind & (AK_PARAM | AK_CONST | AK_LIVEOUT)) || ishost(x->color))
			continue;
		for (uint32_t j = 0; j < x->nval; j++)
			if (a->vals[x->vals[j]].logical > big)
				big = a->vals[x->vals[j]].logical;
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
	int64_t n = a->schedend + 2, best = -1, bt = 0;
	int64_t *up = xcalloc((size_t)n + 1, sizeof *up), *down = xcalloc((size_t)n + 1, sizeof *down);
	int64_t cur = 0;
	uint64_t total = 0;

	for (uint32_t v = 0; v < a->nval; v++) {
		const an_value *x = &a->vals[v];
		uint64_t s = 0;
		if (x->start < 0)
			continue;
		/* the defining instruction's whole shape; a hidden async op's own */
		shapebytes(m, x->hidden ? x->shape : m->instrs[x->instr].shape, &s);
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
	for (uint32_t v = 0; v < a->nval; v++) {
		const an_value *x = &a->vals[v];
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
	const an_buffer *buf = &a->bufs[b];
	uint32_t c = buf->color < 8 ? buf->color : 7;

	if (buf->alloc == (int32_t)a->packalloc[c])
		return buf->heapgroup;
	return (uint64_t)a->nbuf + (uint64_t)buf->alloc;
}

/* a temporary counted at the peak: one live during the peak step and, in
 * the heap the peak was measured in, also at the peak's own tick (within
 * the step, an operand may be freed before it).  Off TPU the peak counts
 * that one heap only (R10: peak_memory_in_bytes replays each color's heap
 * on its own and keeps the largest), so other colors' temporaries are not
 * part of it; on TPU every heap is allocated, each listed within its own. */
static int livepeak_temp(const an *a, uint32_t b, int64_t t, int64_t s, int64_t en)
{
	const an_buffer *buf = &a->bufs[b];
	uint32_t c = buf->color < 8 ? buf->color : 7;

	if (s > t || t > en)
		return 0;
	if (a->target != TARGET_TPU && buf->color != a->peakcolor)
		return 0;
	return buf->alloc != (int32_t)a->packalloc[c] || buf->color != a->peakcolor || buf->atheappeak;
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
	c = xmalloc((size_t)n * sizeof *c);
	drop = xzalloc((size_t)e->natpeak + 1, 1);
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
	int64_t t = e->peak_instr == HLO_NONE ? -1 : a->time[e->peak_instr];
	uint32_t cap = 64;

	uint64_t *gkey = NULL;
	uint32_t capkey = 0;

	e->atpeak = xmalloc(cap * sizeof *e->atpeak);
	e->peak_time = t;
	for (uint32_t b = 0; b < a->nbuf; b++) {
		const an_buffer *buf = &a->bufs[b];
		const an_alloc *x = buf->alloc >= 0 ? &a->allocs[buf->alloc] : NULL;
		uint32_t rep = a->bufvals[buf->first];
		int64_t s = INT64_MAX, en = -1;
		est_buffer *eb;
		int cat;
		for (uint32_t k = 0; k < buf->nval; k++) {
			const an_value *v = &a->vals[a->bufvals[buf->first + k]];
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
			e->atpeak = xreallocarray(e->atpeak, cap *= 2, sizeof *e->atpeak);
		eb = &e->atpeak[e->natpeak++];
		eb->instr = a->vals[rep].instr;
		eb->shape = a->vals[rep].shape;
		eb->workspace = a->vals[rep].workspace;
		for (uint32_t k = 0; k < buf->nval; k++) {
			const an_value *v = &a->vals[a->bufvals[buf->first + k]];
			if (v->size == buf->size) {
				eb->instr = v->instr;
				eb->shape = v->shape;
				eb->workspace = v->workspace;
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
				gkey = xreallocarray(gkey, capkey = cap, sizeof *gkey);
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
	int64_t n = a->schedend;
	uint64_t fixed = staticbytes(a, 0, 1), fixedu = staticbytes(a, 1, 1);

	e->ntl = n;
	e->tl_bytes = xmalloc((size_t)n * sizeof *e->tl_bytes + 1);
	e->tl_unpadded = xmalloc((size_t)n * sizeof *e->tl_unpadded + 1);
	e->tl_instr = xmalloc((size_t)n * sizeof *e->tl_instr + 1);
	for (int64_t t = 0; t < n; t++) {
		e->tl_instr[t] = HLO_NONE;
		e->tl_bytes[t] = fixed + (a->tltemp ? a->tltemp[t] : 0);
		e->tl_unpadded[t] = fixedu + (a->tltempu ? a->tltempu[t] : 0);
	}
	e->temp_live_unpadded = a->templiveu;
	staticsplit(a, e);
	for (uint32_t q = 0; q < a->nseq; q++)
		if (a->time[a->seq[q]] < n)
			e->tl_instr[a->time[a->seq[q]]] = a->seq[q];
}

void anfree(an *a)
{
	/* a run that failed between assign and assigndone */
	for (uint32_t c = 0; c < 8; c++)
		if (a->pack[c])
			packdone(a, a->pack[c]);
	free(a->order);
	free(a->fused);
	free(a->gathers);
	free(a->seq);
	free(a->time);
	free(a->cstart);
	free(a->cend);
	free(a->casyncend);
	free(a->asyncend);
	free(a->compcaller);
	free(a->postpos);
	free(a->comprank);
	free(a->ustart);
	free(a->uuser);
	free(a->uopnd);
	free(a->nodes);
	free(a->choff);
	free(a->choffbase);
	free(a->slotbase);
	free(a->slotval);
	free(a->vals);
	free(a->uf);
	free(a->bufs);
	free(a->bufvals);
	free(a->aliased);
	for (uint32_t k = 0; k < a->nalloc; k++) {
		free(a->allocs[k].vals);
		itfree(&a->allocs[k].live);
	}
	free(a->allocs);
	free(a->ev);
	free(a->tltemp);
	free(a->tltempu);
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

	a.order = order;
	a.ustart = NULL;
	if (flatten(&a) < 0 || dataflow(&a) < 0 || liveranges(&a) < 0)
		goto out;
	vals = xmalloc((size_t)a.nval * sizeof *vals + 1);
	for (uint32_t v = 0; v < a.nval; v++)
		if (!a.vals[v].constant)
			vals[n++] = v;
	simulate(&a, vals, n, NULL, &live);
	free(vals);
	*peak = live;
	rc = 0;
out:
	a.order = NULL;
	anfree(&a);
	(void)m;
	return rc;
}

/* for a module without a schedule: list, DFS and post-order, keeping the
 * lowest peak (ties prefer list, then DFS, as XLA's default scheduler);
 * orders[k - SCHED_LIST] receives each schedule when not NULL */
uint32_t *choosesched(const hlo_module *m, an *proto, const char **name, uint32_t **orders)
{
	static const char *const names[] = {"", "list", "dfs", "post-order"};
	uint32_t *best = NULL;
	uint64_t bestpeak = UINT64_MAX;

	mkusers(proto);
	for (int k = SCHED_LIST; k <= SCHED_POST; k++) {
		uint32_t *order = xmalloc((size_t)m->ninstr * sizeof *order + 1);
		uint64_t peak;
		mkschedule(proto, k, order);
		if (orders) {
			orders[k - SCHED_LIST] = xmalloc((size_t)m->ninstr * sizeof *order + 1);
			memcpy(orders[k - SCHED_LIST], order, (size_t)m->ninstr * sizeof *order);
		}
		if (measure(m, proto, order, &peak) == 0 && peak < bestpeak) {
			free(best);
			best = order;
			bestpeak = peak;
			*name = names[k];
		} else {
			free(order);
		}
	}
	return best;
}

int estimatemodule(const hlo_module *m, const est_target *t, estimate *e, hlo_diag *d)
{
	return estimatewith(m, t, NULL, 0, e, d);
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
		if (opfacts(op)->flags & OF_COLLECTIVE)
			collectives = 1;
		if (hasannotation(m, &m->instrs[i]))
			return 0;
	}
	return collectives;
}

/* what a module not yet compiled goes through before its buffers are
 * assigned: partitioning, host placement, copy insertion, the backend's
 * additions, fusion (nothing for a compiled module, mode PRE_NONE) */
int prestages(an *a)
{
	const hlo_module *m = a->m;
	int64_t last = -1;                  /* the combined all-reduce of P2 */

	if (a->mode == PRE_NONE)
		return 0;
	if (m->partitions > 1 && !partitionedalready(m)) {
		presplit(a);
		a->partitioned = 1;
	}
	if (hostplacement(a) < 0 || copyins(a) < 0 || backendcopies(a) < 0)
		return -1;
	for (uint32_t k = 0; k < a->ngather; k++)
		if (!a->gathers[k].bytes && a->time[a->gathers[k].instr] > last)
			last = a->time[a->gathers[k].instr];
	/* the gathered operands of P1: one all-gather of a value (HloCSE
	 * merges the same collective on the same operand), live from its
	 * first dot to the last dot reading the value, which reads the
	 * gathered copy too */
	for (uint32_t k = 0; k < a->ngather; k++) {
		const an_gather *g = &a->gathers[k];
		int64_t from = a->time[g->instr], to = from;
		uint32_t v, first = g->instr, dup = 0;
		if (!g->bytes) {
			/* P2: AllReduceCombiner makes one all-reduce of the
			 * partitioner's, after the last of their dots (at `last`):
			 * each partial sum lives until then, and the summed copy
			 * from then until the partial's last reader, or the end of
			 * the combined all-reduce; the lower bound, ideal, takes
			 * them in place */
			an_value *x = &a->vals[g->value];
			int64_t end = x->end > last ? x->end : last;
			if (a->mode == PRE_LOWER || a->bufs[x->buf].nval != 1 || x->liveout)
				continue;
			v = addvalue(a, g->value, last, end, 0, 0);
			a->vals[v].instr = g->instr;
			a->vals[g->value].end = last;
			continue;
		}
		for (uint32_t j = 0; j < a->ngather && !dup; j++) {
			const an_gather *h = &a->gathers[j];
			if (h->value != g->value || h->bytes != g->bytes)
				continue;
			dup = j < k;
			if (a->time[h->instr] < from) {
				from = a->time[h->instr];
				first = h->instr;
			}
			if (a->time[h->instr] > to)
				to = a->time[h->instr];
		}
		if (dup)
			continue;
		for (uint32_t u = a->ustart[a->vals[g->value].instr]; u < a->ustart[a->vals[g->value].instr + 1]; u++)
			if (a->m->instrs[a->uuser[u]].opcode == OP_DOT && a->time[a->uuser[u]] > to)
				to = a->time[a->uuser[u]];
		/* the upper bound: the worst schedule issues it first thing */
		if (a->mode == PRE_UPPER)
			from = 0;
		v = addvalue(a, g->value, from, to, g->bytes, 0);
		a->vals[v].instr = first;
		a->vals[v].place = PLACE_BEFORE;
	}
	if (a->mode == PRE_BEST || a->mode == PRE_LOWER)
		prefuse(a, a->mode == PRE_LOWER);
	return 0;
}

/* one run of the stages; `order` (owned by the caller) is the schedule of a
 * module without one */
static int runonce(const hlo_module *m, const est_target *t, const an_edit *edits, uint32_t nedit,
		   const uint32_t *order, const char *schedname, int mode, int lean, estimate *e, hlo_diag *d)
{
	an a;
	int rc = -1;

	memset(&a, 0, sizeof a);
	memset(e, 0, sizeof *e);
	a.edits = edits;
	a.nedit = nedit;
	a.mode = mode;
	a.lean = lean != 0;
	a.nopack = lean == 2;
	a.m = m;
	a.diag = d;
	a.target = t->target == TARGET_AUTO ? (m->tiled ? TARGET_TPU : TARGET_GPU) : t->target;
	a.align = t->alignment ? t->alignment : defaultalign(m, a.target);
	a.workspace = t->workspace ? t->workspace : GEMM_WORKSPACE;
	e->workspace = a.workspace;
	a.peakinstr = HLO_NONE;
	e->target = a.target;
	e->alignment = a.align;
	e->schedule = schedname;
	if (order) {
		a.order = xmalloc((size_t)m->ninstr * sizeof *a.order + 1);
		memcpy(a.order, order, (size_t)m->ninstr * sizeof *a.order);
	}
	if (flatten(&a) < 0 || dataflow(&a) < 0 || liveranges(&a) < 0)
		goto out;
	if (prestages(&a) < 0)
		goto out;
	e->partitioned = a.partitioned;
	if (applyedits(&a) < 0 || assign(&a) < 0)
		goto out;
	e->peak_instr = a.peakinstr;
	/* while the heaps are packed: what does not need their sizes */
	if (!lean) {
		livepeak(&a, e);
		atpeak(&a, e);
		timeline(&a, e);
	}
	assigndone(&a);
	categories(&a, e);
	if (mode != PRE_NONE) {
		e->backend_temp = backendtables(&a);
		e->temp += e->backend_temp;
		if (!lean)
			unknowncalls(&a, e);
	}
	e->heap = a.heapsize;
	e->temp_live = a.templive;
	e->fragmentation = e->heap > a.templive ? e->heap - a.templive : 0;
	/* XLA's peak counts every memory space; the device's excludes host S(5) */
	e->peak = staticbytes(&a, 0, 0) + a.templive;
	e->device_peak = staticbytes(&a, 0, 1) + a.devtemplive;
	e->assumed_replicated = a.assumedreplicated;
	e->sdy_only = a.sdyonly;
	e->sdy_both = a.sdyboth;
	e->sdy_disagree = a.sdydisagree;
	/* as the device peak counts: each static allocation once (a donated
	 * parameter and its output share one), plus the peak heap's bytes */
	e->peak_unpadded = staticbytes(&a, 1, 1) + a.templiveu;
	e->schedule_length = a.schedend;
	e->values = a.nval;
	e->buffers = a.nbuf;
	rc = 0;
out:
	anfree(&a);
	return rc;
}

/* what XLA allocates on the device: arguments, outputs not shared with
 * them, constants and the combined temp allocation (the heap with its
 * fragmentation and the tuple tables); "device memory needed >= code +
 * arguments + outputs - alias + temp" (xla/pjrt/compiled_memory_stats.h) */
static uint64_t allocated(const estimate *e)
{
	return e->argument + (e->output > e->alias ? e->output - e->alias : 0) + e->constant + e->temp;
}

/* a compiled (scheduled) module: one run; its figure lies between XLA's
 * peak and what it allocates.  A module not yet compiled: the best
 * estimate (shardings and fusion rules) on the schedule the default
 * scheduler would pick; the lower bound, ideal fusion on that schedule;
 * the upper bound, no fusion, what would be allocated on the worst of the
 * three schedules; none when a custom call's memory is unknown */
int estimatewith(const hlo_module *m, const est_target *t, const an_edit *edits, uint32_t nedit, estimate *e,
		 hlo_diag *d)
{
	estimate lo, up;
	uint32_t *order = NULL, *orders[3] = {NULL, NULL, NULL};
	const char *name = "given";
	int rc;

	if (m->scheduled) {
		rc = runonce(m, t, edits, nedit, NULL, name, PRE_NONE, 0, e, d);
		if (rc == 0) {
			e->lower = estused(e);
			e->upper = allocated(e) > e->lower ? allocated(e) : e->lower;
		}
		return rc;
	}
	{
		an proto;
		memset(&proto, 0, sizeof proto);
		proto.m = m;
		proto.diag = d;
		proto.target = t->target == TARGET_AUTO ? (m->tiled ? TARGET_TPU : TARGET_GPU) : t->target;
		proto.align = t->alignment ? t->alignment : defaultalign(m, proto.target);
		order = choosesched(m, &proto, &name, orders);
		free(proto.ustart);
		free(proto.uuser);
		free(proto.uopnd);
	}
	rc = runonce(m, t, edits, nedit, order, name, PRE_BEST, 0, e, d);
	/* the lower bound is a peak: its heap need not be packed (on TPU, where
	 * "used" counts the heap, the live peak only lowers it further) */
	if (rc == 0 && runonce(m, t, edits, nedit, order, name, PRE_LOWER, 2, &lo, d) == 0) {
		e->lower = estused(&lo);
		freeestimate(&lo);
	}
	/* no upper bound to compute where a custom call's memory is unknown */
	for (int k = 0; rc == 0 && !e->nunknown && k < 3; k++) {
		/* the chosen schedule packed; the two others by their live peak
		 * (best-fit packing was most of the time of a large module) */
		int same = orders[k] && !memcmp(orders[k], order, (size_t)m->ninstr * sizeof *order);
		if (!orders[k] || runonce(m, t, edits, nedit, orders[k], name, PRE_UPPER, same ? 1 : 2, &up, d) < 0)
			continue;
		if (allocated(&up) > e->upper)
			e->upper = allocated(&up);
		if (estused(&up) > e->upper)
			e->upper = estused(&up);
		freeestimate(&up);
	}
	if (rc == 0) {
		uint64_t best = estused(e);
		e->precompile = 1;
		/* the fusion rules cannot do better than ideal fusion, nor worse than none */
		if (e->lower > best)
			e->lower = best;
		if (e->upper < allocated(e))
			e->upper = allocated(e);
		if (e->upper < best)
			e->upper = best;
		e->upper_unknown = e->nunknown > 0;
	}
	for (int k = 0; k < 3; k++)
		free(orders[k]);
	free(order);
	return rc;
}

/* what the advice measures: one run with what-if changes, on the schedule
 * `order` the caller chose for a module not yet compiled (NULL for a
 * compiled one), without the bounds: choosing the schedule again and
 * running ideal fusion and no fusion for each candidate tripled its cost
 * and more, for figures the advice does not use.  Lean: the used bytes and
 * the peak instruction only (no timeline, no list of buffers at the peak) */
int estimateon(const hlo_module *m, const est_target *t, const uint32_t *order, const an_edit *edits,
	       uint32_t nedit, estimate *e, hlo_diag *d)
{
	int rc, target = t->target == TARGET_AUTO ? (m->tiled ? TARGET_TPU : TARGET_GPU) : t->target;
	/* what is measured is the used bytes: off TPU a peak, whose heap need
	 * not be packed */
	int lean = target == TARGET_TPU ? 1 : 2;

	if (!m->scheduled && !order)
		return estimatewith(m, t, edits, nedit, e, d);
	if (m->scheduled)
		rc = runonce(m, t, edits, nedit, NULL, "given", PRE_NONE, lean, e, d);
	else
		rc = runonce(m, t, edits, nedit, order, "text", PRE_BEST, lean, e, d);
	if (rc == 0) {
		e->precompile = !m->scheduled;
		e->lower = e->upper = estused(e);
	}
	return rc;
}

void freeestimate(estimate *e)
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
	e->nunknown = 0;
	e->natpeak = 0;
}
