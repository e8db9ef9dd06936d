/* advice.c: what would lower the peak, each change measured by running the
 * analysis again with it applied (memory-semantics.md s5, s6):
 *   remat    a value live across the peak but not used at it, recomputed
 *            just before its first use after the peak (its operands then
 *            live until that use);
 *   offload  the same value copied to host memory and back (operands are
 *            not needed again);
 *   donate   an entry parameter whose shape and layout equal an output's
 *            and which is dead by the time that output is defined.
 * The changes themselves are edits.c's, applied by the analysis. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

/* use times of each value (CSR) */
struct usectx {
	uint32_t *count, *fill, *start;
	int64_t *times;
	int pass;
};

static void countuse(void *ctx, uint32_t v, int64_t t)
{
	struct usectx *u = ctx;

	if (v == HLO_NONE)
		return;
	if (u->pass == 0)
		u->count[v]++;
	else
		u->times[u->fill[v]++] = t;
}

static int cmptime(const void *x, const void *y)
{
	int64_t p = *(const int64_t *)x, q = *(const int64_t *)y;
	return (p > q) - (p < q);
}

/* the remat column of opcodes.def */
static int costclass(const hlo_module *m, uint32_t i)
{
	int op = m->instrs[i].opcode;

	switch (an_opfacts(op)->remat) {
	case RM_CHEAP:
		return ADV_CHEAP;
	case RM_COSTLY: case RM_HEAVY:
		return ADV_EXPENSIVE;
	}
	if (op == OP_FUSION) {
		/* a fusion of a dot or convolution costs as much */
		for (uint32_t k = 0; k < m->instrs[i].ncallee; k++) {
			const hlo_comp *c = &m->comps[m->callees[m->instrs[i].callee + k].comp];
			for (uint32_t j = c->first; j < c->first + c->count; j++)
				if (an_opfacts(m->instrs[j].opcode)->remat == RM_HEAVY)
					return ADV_EXPENSIVE;
		}
	}
	return ADV_MEDIUM;
}

static int bysize(const void *x, const void *y)
{
	const est_advice *p = x, *q = y;

	if (p->bytes != q->bytes)
		return p->bytes > q->bytes ? -1 : 1;
	return (p->instr > q->instr) - (p->instr < q->instr);
}

static int bysaved(const void *x, const void *y)
{
	const est_advice *p = x, *q = y;

	if (p->saved != q->saved)
		return p->saved > q->saved ? -1 : 1;
	if (p->kind != q->kind)
		return p->kind - q->kind;
	return (p->instr > q->instr) - (p->instr < q->instr);
}

/* an output leaf a donated parameter could take: its shape, its slot in
 * the root, when its buffer is first defined */
struct outleaf {
	uint32_t shape, slot;
	int64_t def;
};

static int byshape(const void *x, const void *y)
{
	const struct outleaf *p = x, *q = y;

	if (p->shape != q->shape)
		return p->shape < q->shape ? -1 : 1;
	return (p->slot > q->slot) - (p->slot < q->slot);
}

/* the first output leaf of a shape (outs sorted by shape), n if none */
static uint32_t firstofshape(const struct outleaf *outs, uint32_t n, uint32_t shape)
{
	uint32_t lo = 0, hi = n;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (outs[mid].shape < shape)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < n && outs[lo].shape == shape ? lo : n;
}

/* re-run the analysis with the candidate's change, on the schedule of the
 * base estimate (`order`, NULL when compiled), or from the stages `from`
 * has made when the change leaves them as they are; its saving and new
 * peak */
static void measure(const hlo_module *m, const estimate *base, an *from, const uint32_t *order, est_advice *c)
{
	estimate e;
	hlo_diag quiet = {NULL, 0, 0, 0};
	est_target t = {base->target, base->alignment, base->workspace, 0};
	int rc = from ? an_estimatefork(from, &c->edit, 1, &e, &quiet) : -2;

	if (rc == -2)
		rc = an_estimateon(m, &t, order, &c->edit, 1, &e, &quiet);

	if (rc < 0) {
		c->saved = 0;
		c->newpeak = estused(base);
		return;
	}
	c->newpeak = estused(&e);
	c->saved = estused(base) > c->newpeak ? estused(base) - c->newpeak : 0;
	c->newpeakinstr = e.peak_instr;
	an_freeestimate(&e);
}

static void add(est_advice **v, uint32_t *n, uint32_t *cap, const est_advice *c)
{
	GROW(*v, *n, *cap);
	(*v)[(*n)++] = *c;
}

/* a value made from constants alone: a constant, an iota (OF_FILL), a
 * broadcast of one (OF_FILLPASS), or a fusion without operands.
 * Recomputing or offloading it is no advice: XLA fuses such fills into
 * their users (instruction_fusion.cc IsAlwaysDuplicable), and a compiled
 * one costs nothing to remake */
static int constantfill(const hlo_module *m, uint32_t i)
{
	for (int depth = 0; depth < 16; depth++) {
		const hlo_instr *in = &m->instrs[i];
		uint32_t f = an_opfacts(in->opcode)->flags;
		if (f & OF_FILL)
			return 1;
		if (in->opcode == OP_FUSION)
			return in->nopnd == 0;
		if (!(f & OF_FILLPASS) || in->nopnd != 1)
			return 0;
		i = m->operands[in->opnd].instr;
	}
	return 0;
}

/* the analysis the candidates are chosen on: the base estimate's target
 * and schedule, before the heap; -1 after a diagnostic */
static int advisean(const hlo_module *m, const estimate *base, hlo_diag *d, an *a)
{
	uint32_t *order = NULL;

	for (int again = 0;; again++) {
		memset(a, 0, sizeof *a);
		a->m = m;
		a->diag = d;
		a->target = base->target;
		a->align = base->alignment;
		a->workspace = base->workspace;
		a->asg.peakinstr = HLO_NONE;
		a->asg.peaktime = -1;
		/* a module not yet compiled: candidates among the buffers the
		 * best estimate has, after fusion (a fused value has no bytes) */
		a->mode = m->scheduled ? PRE_NONE : PRE_BEST;
		if (order) {
			a->tl.order = order;
		} else if (!m->scheduled) {
			/* the same schedule the estimate used */
			an proto = *a;
			const char *name;
			a->tl.order = an_choosesched(m, &proto, &name, NULL, NULL);
		}
		if (an_flatten(a) < 0 || an_dataflow(a) < 0 || an_liveranges(a) < 0 || an_prestages(a) < 0) {
			an_free(a);
			return -1;
		}
		/* on the CPU, as the estimate: breadth first again over what
		 * fusion leaves (stats.c runonce) */
		if (m->scheduled || a->target != TARGET_CPU || again)
			return 0;
		order = an_orderalloc(m);
		an_fusedbfs(a, order);
		an_free(a);
	}
}

/* each value's use times, sorted */
static void mkuses(an *a, struct usectx *u)
{
	memset(u, 0, sizeof *u);
	u->count = ut_calloc((size_t)a->df.nval + 1, sizeof *u->count);
	an_eachuse(a, countuse, u);
	u->start = ut_calloc((size_t)a->df.nval + 2, sizeof *u->start);
	for (uint32_t v = 0; v < a->df.nval; v++)
		u->start[v + 1] = u->start[v] + u->count[v];
	u->fill = ut_malloc(((size_t)a->df.nval + 1) * sizeof *u->fill);
	memcpy(u->fill, u->start, (size_t)a->df.nval * sizeof *u->fill);
	u->times = ut_malloc(((size_t)u->start[a->df.nval] + 1) * sizeof *u->times);
	u->pass = 1;
	an_eachuse(a, countuse, u);
	for (uint32_t v = 0; v < a->df.nval; v++)
		qsort(u->times + u->start[v], u->count[v], sizeof *u->times, cmptime);
}

static void freeuses(struct usectx *u)
{
	free(u->count);
	free(u->start);
	free(u->fill);
	free(u->times);
}

/* remat and offload: temporaries live across the peak (time tp), unused
 * at it; the first maxeach of each kind, largest first, go to res */
static void splits(const hlo_module *m, const an *a, const struct usectx *u, int64_t tp, int maxeach,
		   est_advice **res, uint32_t *nres, uint32_t *capres)
{
	est_advice *cand = NULL;
	uint32_t ncand = 0, capcand = 0;

	for (uint32_t v = 0; tp >= 0 && v < a->df.nval; v++) {
		const an_value *x = &a->df.vals[v];
		const an_buffer *b = &a->df.bufs[x->buf];
		const hlo_instr *in = &m->instrs[x->instr];
		int64_t before = x->start, after = -1;
		est_advice c;
		if (!(x->start < tp && x->end > tp) || b->nval != 1 || b->liveout || b->entryparam ||
		    b->constant || x->tuple || x->hidden || x->phi || b->color == 5 || b->size < 1024 || x->added ||
		    constantfill(m, x->instr) ||
		    (an_opfacts(in->opcode)->flags & (OF_NOREMAT | OF_SIDEEFFECT)) || (in->flags & IF_SIDEEFFECT))
			continue;
		for (uint32_t k = u->start[v]; k < u->start[v] + u->count[v]; k++) {
			if (u->times[k] == tp)
				after = -2;
			else if (u->times[k] < tp && u->times[k] > before)
				before = u->times[k];
			else if (u->times[k] > tp && after == -1)
				after = u->times[k];
		}
		if (after < 0)
			continue;
		memset(&c, 0, sizeof c);
		c.instr = x->instr;
		c.slot = x->slot;
		c.bytes = b->size;
		c.cost = costclass(m, x->instr);
		c.recompute = after;
		c.edit = (an_edit){ED_SPLIT, x->instr, x->slot, 0, before, after, 1};
		c.kind = ADV_REMAT;
		add(&cand, &ncand, &capcand, &c);
		/* a long gap between uses: worth a trip to host memory */
		if (after - before >= 8 && (after - before) * 20 >= a->tl.schedend && b->size >= (1u << 20)) {
			c.kind = ADV_OFFLOAD;
			c.edit.keepoperands = 0;
			add(&cand, &ncand, &capcand, &c);
		}
	}
	if (ncand)
		qsort(cand, ncand, sizeof *cand, bysize);
	for (int kind = ADV_REMAT; kind <= ADV_OFFLOAD; kind++) {
		int taken = 0;
		for (uint32_t k = 0; k < ncand && taken < maxeach; k++) {
			if (cand[k].kind != kind)
				continue;
			add(res, nres, capres, &cand[k]);
			taken++;
		}
	}
	free(cand);
}

/* the entry's output leaves a donation could serve, grouped by shape
 * (*nouts of them), in an array the caller frees */
static struct outleaf *outleaves(const hlo_module *m, const an *a, uint32_t *nouts)
{
	uint32_t root = m->comps[m->entry].root, rn = a->df.nodes[m->instrs[root].shape];
	struct outleaf *outs = ut_malloc(((size_t)rn + 1) * sizeof *outs);

	*nouts = 0;
	for (uint32_t o = 0; o < rn; o++) {
		uint32_t w = a->df.slotval[a->df.slotbase[root] + o];
		const an_buffer *ob;
		int64_t def = INT64_MAX;
		if (w == HLO_NONE || a->df.vals[w].tuple)
			continue;
		ob = &a->df.bufs[a->df.vals[w].buf];
		if (ob->entryparam || ob->constant)
			continue;
		for (uint32_t j = 0; j < ob->nval; j++)
			if (a->df.vals[a->df.bufvals[ob->first + j]].start < def)
				def = a->df.vals[a->df.bufvals[ob->first + j]].start;
		outs[(*nouts)++] = (struct outleaf){a->df.vals[w].shape, o, def};
	}
	if (*nouts)
		qsort(outs, *nouts, sizeof *outs, byshape);
	return outs;
}

/* donation: an undonated parameter leaf whose shape and layout (tiling
 * included) equal an undonated output leaf's, dead by that output's
 * definition; largest first, one output each, the first maxeach to res.
 * Outputs are grouped by shape so that a parameter meets only outputs it
 * could take (pairing every parameter with every output is quadratic) */
static void donations(const hlo_module *m, const an *a, const struct usectx *u, int maxeach, est_advice **res,
		      uint32_t *nres, uint32_t *capres)
{
	const hlo_comp *e = &m->comps[m->entry];
	uint8_t *takenout = ut_calloc((size_t)a->df.nodes[m->instrs[e->root].shape] + 1, 1);
	uint32_t ndon = 0, capdon = 0, nouts;
	struct outleaf *outs = outleaves(m, a, &nouts);
	est_advice *don = NULL;
	int taken = 0;

	for (uint32_t p = 0; nouts && p < e->nparam; p++) {
		uint32_t pi = (uint32_t)m->ints[e->params + p];
		for (uint32_t s = 0; s < a->df.nodes[m->instrs[pi].shape]; s++) {
			uint32_t v = a->df.slotval[a->df.slotbase[pi] + s];
			est_advice c;
			if (v == HLO_NONE || a->df.aliased[a->df.slotbase[pi] + s])
				continue;
			if (a->df.vals[v].tuple || a->df.vals[v].instr != pi || a->df.bufs[a->df.vals[v].buf].size == 0)
				continue;
			if (firstofshape(outs, nouts, a->df.vals[v].shape) == nouts)
				continue;
			memset(&c, 0, sizeof c);
			c.kind = ADV_DONATE;
			c.instr = pi;
			c.slot = s;
			c.param = p;
			c.bytes = a->df.bufs[a->df.vals[v].buf].size;
			add(&don, &ndon, &capdon, &c);
		}
	}
	/* largest first (stable: parameter order, then leaf order) */
	if (ndon)
		qsort(don, ndon, sizeof *don, bysize);
	for (uint32_t k = 0; k < ndon && taken < maxeach; k++) {
		uint32_t v = a->df.slotval[a->df.slotbase[don[k].instr] + don[k].slot];
		int64_t last = -1;
		uint32_t o;
		for (uint32_t j = u->start[v]; j < u->start[v] + u->count[v]; j++)
			if (u->times[j] > last)
				last = u->times[j];
		/* the first output of that shape, untaken, defined after */
		for (o = firstofshape(outs, nouts, a->df.vals[v].shape); o < nouts && outs[o].shape == a->df.vals[v].shape; o++)
			if (!takenout[outs[o].slot] && outs[o].def >= last)
				break;
		if (o == nouts || outs[o].shape != a->df.vals[v].shape)
			continue;
		takenout[outs[o].slot] = 1;
		don[k].outslot = outs[o].slot;
		don[k].edit = (an_edit){ED_DONATE, don[k].instr, don[k].slot, outs[o].slot, 0, 0, 0};
		taken++;
		add(res, nres, capres, &don[k]);
	}
	free(don);
	free(outs);
	free(takenout);
}

/* what saves nothing is no advice, and neither is what saves less than
 * 1 % of the peak or less than 1 KiB: remat, offload and donation alike
 * (a donation of 0, 2 or 208 bytes is noise); the rest, largest saving
 * first */
static uint32_t keepworthy(const estimate *base, est_advice *res, uint32_t nres)
{
	uint32_t kept = 0;
	uint64_t used = estused(base);

	for (uint32_t k = 0; k < nres; k++)
		if (res[k].saved >= 1024 && res[k].saved >= used / 100)
			res[kept++] = res[k];
	if (kept)
		qsort(res, kept, sizeof *res, bysaved);
	return kept;
}

/* The candidates' measures, two at a time on two threads when there are
 * two cores: each thread takes the next candidate of the list and writes
 * its saving into it alone, so the advice is the same on one thread or
 * two.  Remat and offload are measured on an analysis's tables, which a
 * measure changes and puts back: the second thread measures on a copy of
 * the values and buffers it changes (the rest is only read).  A donation
 * is a whole analysis of its own.  On two cores the measures of `peak` on
 * the corpus's mixtral 8x7b module take 0.85 s where they took 1.16 s
 * (each measure's packing already has a second thread of its own), for
 * 2 MB more; --threads 1: one after the other (BENCHMARKS.md) */
struct measures {
	const hlo_module *m;
	const estimate *base;
	const uint32_t *order;
	est_advice *res;
	uint32_t nres;
	int fork;               /* this pass: the candidates measured on an analysis's tables */
	atomic_uint next;       /* the first candidate no thread has taken */
};

struct taker {
	struct measures *ms;
	an *from;               /* the tables the thread measures on (NULL: whole analyses) */
};

static void takemeasures(struct measures *ms, an *from)
{
	for (;;) {
		uint32_t k = atomic_fetch_add(&ms->next, 1);
		if (k >= ms->nres)
			return;
		if (an_canfork(&ms->res[k].edit, 1) == ms->fork)
			measure(ms->m, ms->base, ms->fork ? from : NULL, ms->order, &ms->res[k]);
	}
}

static void *takemeasuresjob(void *arg)
{
	struct taker *t = arg;

	takemeasures(t->ms, t->from);
	return NULL;
}

/* measure the pass's candidates (ms->fork) on `a` and, with `two`, on a
 * second thread (its own copy of what a measure changes when forking) */
static void measureall(struct measures *ms, an *a, int two)
{
	uint32_t n = 0;
	an twin;
	struct taker t = {ms, NULL};
	pthread_t th;

	for (uint32_t k = 0; k < ms->nres; k++)
		n += an_canfork(&ms->res[k].edit, 1) == ms->fork;
	atomic_init(&ms->next, 0);
	two = two && n >= 2;
	if (two && ms->fork) {
		an_twin(a, &twin);
		t.from = &twin;
	}
	two = two && pthread_create(&th, NULL, takemeasuresjob, &t) == 0;
	takemeasures(ms, a);
	if (two)
		pthread_join(th, NULL);
	if (t.from)
		an_freetwin(&twin);
}

int an_advise(const hlo_module *m, const estimate *base, int maxeach, uint32_t threads, est_advice **out,
	      uint32_t *nout, hlo_diag *d)
{
	an a;
	struct usectx u;
	est_advice *res = NULL;
	uint32_t nres = 0, capres = 0, *order;
	struct measures ms;
	int two = (threads ? threads : ut_cpus()) > 1;

	*out = NULL;
	*nout = 0;
	if (advisean(m, base, d, &a) < 0)
		return -1;
	mkuses(&a, &u);
	splits(m, &a, &u, base->peak_time, maxeach, &res, &nres, &capres);
	donations(m, &a, &u, maxeach, &res, &nres, &capres);
	freeuses(&u);
	/* remat and offload change values after the stages this analysis
	 * has made (edits.c): each is measured on its tables, which are put
	 * back after it (a whole analysis each took 45 % of a 10 MB dense
	 * dump's `peak`) */
	ms = (struct measures){.m = m, .base = base, .order = a.tl.order, .res = res, .nres = nres, .fork = 1};
	measureall(&ms, &a, two);
	/* a donation changes the dataflow: a whole analysis of its own, this
	 * one gone first (keeping both was a third of the command's memory
	 * on small modules); the schedule stays */
	order = a.tl.order;
	a.tl.order = NULL;
	an_free(&a);
	ms.order = order;
	ms.fork = 0;
	measureall(&ms, NULL, two);
	free(order);
	*out = res;
	*nout = keepworthy(base, res, nres);
	return 0;
}

/* all the given changes at once: the peak after them */
int an_applyadvice(const hlo_module *m, const estimate *base, const est_advice *adv, uint32_t n, estimate *after,
		hlo_diag *d)
{
	an_edit *ed = ut_malloc(((size_t)n + 1) * sizeof *ed);
	est_target t = {base->target, base->alignment, base->workspace, 0};
	int rc;

	for (uint32_t k = 0; k < n; k++)
		ed[k] = adv[k].edit;
	rc = an_estimatewith(m, &t, ed, n, after, d);
	free(ed);
	return rc;
}
