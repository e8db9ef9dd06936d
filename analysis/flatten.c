/* flatten.c: one timeline for the whole program (HloLiveRange's
 * FlattenSchedule): walking the entry in schedule order, a while's condition
 * and body come before the while, a conditional's branches one after another
 * before it, a call's callee before the call, and an async wrapped
 * computation before its start.  Fusion bodies and reducers are not entered.
 * Also: users of each instruction, and XLA's post-order positions. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

/* users of each instruction as (user, operand number), in user order */
void an_mkusers(an *a)
{
	const hlo_module *m = a->m;
	uint32_t *fill;

	if (a->use.ustart)
		return;
	a->use.ustart = ut_calloc((size_t)m->ninstr + 1, sizeof *a->use.ustart);
	/* counted per instruction: an operand entry a rewrite left behind
	 * (condsimp.c) is read by none */
	for (uint32_t u = 0; u < m->ninstr; u++)
		for (uint32_t k = 0; k < m->instrs[u].nopnd; k++)
			a->use.ustart[m->operands[m->instrs[u].opnd + k].instr + 1]++;
	for (uint32_t i = 0; i < m->ninstr; i++)
		a->use.ustart[i + 1] += a->use.ustart[i];
	a->use.uuser = ut_malloc((size_t)m->nopnd * sizeof *a->use.uuser + 1);
	a->use.uopnd = ut_malloc((size_t)m->nopnd * sizeof *a->use.uopnd + 1);
	fill = ut_malloc((size_t)m->ninstr * sizeof *fill + 1);
	memcpy(fill, a->use.ustart, (size_t)m->ninstr * sizeof *fill);
	for (uint32_t u = 0; u < m->ninstr; u++) {
		const hlo_instr *in = &m->instrs[u];
		for (uint32_t k = 0; k < in->nopnd; k++) {
			uint32_t o = m->operands[in->opnd + k].instr;
			a->use.uuser[fill[o]] = u;
			a->use.uopnd[fill[o]++] = k;
		}
	}
	free(fill);
}

/* the users without those HloCSE merges away (cse.c), which read
 * nothing: each list closed up in place, in user order */
static void dropmerged(an *a)
{
	const hlo_module *m = a->m;
	uint32_t to = 0;

	for (uint32_t i = 0; i < m->ninstr; i++) {
		uint32_t from = a->use.ustart[i], end = a->use.ustart[i + 1];
		a->use.ustart[i] = to;
		for (uint32_t k = from; k < end; k++)
			if (a->tl.cse[a->use.uuser[k]] == HLO_NONE) {
				a->use.uuser[to] = a->use.uuser[k];
				a->use.uopnd[to++] = a->use.uopnd[k];
			}
	}
	a->use.ustart[m->ninstr] = to;
}

int an_isuserof(an *a, uint32_t user, uint32_t instr)
{
	for (uint32_t k = a->use.ustart[instr]; k < a->use.ustart[instr + 1]; k++)
		if (a->use.uuser[k] == user)
			return 1;
	return 0;
}

/* MakeInstructionPostOrder: from each user-less instruction in text order, a
 * depth-first walk pushing operands in reverse, so the first is done first */
/* the control-flow callees of an instruction, in the order they run */
static uint32_t flowcallees(const hlo_module *m, const hlo_instr *in, uint32_t *out)
{
	uint32_t n = 0;
	const hlo_callee *cl = m->callees + in->callee;

	switch (in->opcode) {
	case OP_WHILE:
		for (uint32_t k = 0; k < in->ncallee; k++)
			if (cl[k].kind == CK_CONDITION)
				out[n++] = cl[k].comp;
		for (uint32_t k = 0; k < in->ncallee; k++)
			if (cl[k].kind == CK_BODY)
				out[n++] = cl[k].comp;
		return n;
	case OP_CALL:
	case OP_CONDITIONAL:
		for (uint32_t k = 0; k < in->ncallee && n < 64; k++)
			out[n++] = cl[k].comp;
		return n;
	case OP_ASYNC_START:
		for (uint32_t k = 0; k < in->ncallee && n < 64; k++)
			if (cl[k].kind == CK_CALLS)
				out[n++] = cl[k].comp;
		return n;
	}
	return 0;
}

struct frame {
	uint32_t comp, k, j;
};

static void *mkusersjob(void *arg)
{
	an_mkusers(arg);
	return NULL;
}

/* the flat order's instructions with each computation's in its own order
 * and a callee's before its call (how the flattening walks without an
 * order over inlined calls), into a->tl.dseq; none if the walk does not
 * find the same instructions */
static void dataorder(an *a, uint32_t *list)
{
	const hlo_module *m = a->m;
	struct frame *st = ut_malloc((size_t)m->ncomp * sizeof *st + 1);
	uint8_t *started = ut_calloc((size_t)m->ncomp + 1, 1);
	uint32_t sp = 0, n = 0, *out = ut_malloc((size_t)a->tl.nseq * sizeof *out + 1);

	st[sp++] = (struct frame){m->entry, 0, 0};
	started[m->entry] = 1;
	while (sp) {
		struct frame *f = &st[sp - 1];
		const hlo_comp *c = &m->comps[f->comp];
		uint32_t i, nc;
		if (f->k == c->count) {
			sp--;
			continue;
		}
		i = a->tl.order[c->first + f->k];
		nc = flowcallees(m, &m->instrs[i], list);
		if (f->j < nc) {
			uint32_t callee = list[f->j++];
			if (!started[callee]) {
				started[callee] = 1;
				st[sp++] = (struct frame){callee, 0, 0};
			}
			continue;
		}
		if (a->tl.time[i] >= 0 && n < a->tl.nseq)
			out[n++] = i;
		f->k++;
		f->j = 0;
	}
	free(st);
	free(started);
	if (n == a->tl.nseq)
		a->tl.dseq = out;
	else
		free(out);
}

/* the computations CallInliner (early in every backend's pipeline) makes
 * part of the entry: the entry, and those reached from it through calls
 * alone, each at the one call the flattening gave it */
uint8_t *an_inlinedcomps(const an *a)
{
	const hlo_module *m = a->m;
	uint8_t *inl = ut_calloc((size_t)m->ncomp + 1, 1);

	/* callers come after their callees in the flat order: walk it backwards */
	inl[m->entry] = 1;
	for (uint32_t q = a->tl.nseq; q-- > 0;) {
		const hlo_instr *in = &m->instrs[a->tl.seq[q]];
		for (uint32_t k = 0; in->opcode == OP_CALL && inl[in->comp] && k < in->ncallee; k++) {
			uint32_t c = m->callees[in->callee + k].comp;
			if (a->tl.compcaller[c] == a->tl.seq[q])
				inl[c] = 1;
		}
	}
	return inl;
}

/* a module not yet compiled: an instruction of an inlined computation
 * stands at its call site, in flat order; the others (loop bodies,
 * branches) follow, in their post order */
static void inlinepositions(an *a)
{
	const hlo_module *m = a->m;
	uint8_t *inl = an_inlinedcomps(a);

	{
		/* positions stay a permutation below ninstr: the inlined ones in
		 * flat order, then the others in their post order */
		uint32_t *byold = ut_malloc((size_t)m->ninstr * sizeof *byold + 1), next = 0;
		for (uint32_t i = 0; i < m->ninstr; i++)
			byold[i] = HLO_NONE;
		for (uint32_t q = 0; q < a->tl.nseq; q++) {
			uint32_t i = a->tl.seq[q];
			if (!inl[m->instrs[i].comp] && a->tl.postpos[i] < m->ninstr)
				byold[a->tl.postpos[i]] = i;
		}
		for (uint32_t q = 0; q < a->tl.nseq; q++)
			if (inl[m->instrs[a->tl.seq[q]].comp])
				a->tl.postpos[a->tl.seq[q]] = next++;
		for (uint32_t k = 0; k < m->ninstr; k++)
			if (byold[k] != HLO_NONE)
				a->tl.postpos[byold[k]] = next++;
		free(byold);
	}
	free(inl);
}

int an_flatten(an *a)
{
	const hlo_module *m = a->m;
	struct frame *st;
	uint32_t sp = 0, list[64], *stack, *post, next = 0, rank = 0;
	int64_t t = 0;
	uint8_t *state, *ginl = NULL;
	const uint32_t *g = NULL;
	uint32_t gn = 0;
	pthread_t th;
	/* the users (read from the async chains on) on a second thread while
	 * the schedule is walked, when there are enough instructions */
	int threaded = !a->use.ustart && m->ninstr > 65536 && ut_cpus() > 1 &&
	               pthread_create(&th, NULL, mkusersjob, a) == 0;

	a->tl.cse = NULL;       /* an_cse below */
	if (!threaded)
		an_mkusers(a);
	a->tl.time = ut_malloc((size_t)m->ninstr * sizeof *a->tl.time + 1);
	for (uint32_t i = 0; i < m->ninstr; i++)
		a->tl.time[i] = -1;
	a->tl.cstart = ut_malloc((size_t)m->ncomp * sizeof *a->tl.cstart);
	a->tl.cend = ut_malloc((size_t)m->ncomp * sizeof *a->tl.cend);
	a->tl.casyncend = ut_malloc((size_t)m->ncomp * sizeof *a->tl.casyncend);
	a->tl.compcaller = ut_malloc((size_t)m->ncomp * sizeof *a->tl.compcaller);
	free(a->tl.onecall);
	a->tl.onecall = hlo_callers(m);
	a->tl.comprank = ut_malloc((size_t)m->ncomp * sizeof *a->tl.comprank);
	for (uint32_t c = 0; c < m->ncomp; c++) {
		a->tl.cstart[c] = a->tl.cend[c] = a->tl.casyncend[c] = -1;
		a->tl.compcaller[c] = HLO_NONE;
		a->tl.comprank[c] = HLO_NONE;
	}
	a->tl.seq = ut_malloc((size_t)m->ninstr * sizeof *a->tl.seq + 1);
	st = ut_malloc((size_t)m->ncomp * sizeof *st);
	/* an order over the entry and the computations its calls inline
	 * (schedule.c an_fusedbfs): the entry's frame walks it; an inlined
	 * computation starts at its first instruction and ends at its call */
	if (a->tl.order && a->mode != PRE_NONE && a->tl.order[m->ninstr]) {
		gn = a->tl.order[m->ninstr];
		g = a->tl.order + m->ninstr + 1;
		ginl = ut_calloc((size_t)m->ncomp + 1, 1);
		for (uint32_t k = 0; k < gn; k++)
			if (m->instrs[g[k]].comp != m->entry)
				ginl[m->instrs[g[k]].comp] = 1;
	}

	st[sp++] = (struct frame){m->entry, 0, 0};
	a->tl.cstart[m->entry] = 0;
	while (sp) {
		struct frame *f = &st[sp - 1];
		const hlo_comp *c = &m->comps[f->comp];
		uint32_t i, n, whole = g && f->comp == m->entry;

		if (f->k == (whole ? gn : c->count)) {
			a->tl.cend[f->comp] = t;
			sp--;
			continue;
		}
		if (whole)
			i = g[f->k];
		else
			i = a->tl.order ? a->tl.order[c->first + f->k] : c->first + f->k;
		if (whole && ginl[m->instrs[i].comp] && a->tl.cstart[m->instrs[i].comp] < 0)
			a->tl.cstart[m->instrs[i].comp] = t;
		n = flowcallees(m, &m->instrs[i], list);
		if (f->j < n) {
			uint32_t callee = list[f->j++];
			if (whole && ginl[callee] && m->instrs[i].opcode == OP_CALL) {
				/* inlined: its instructions are in the walk */
				a->tl.compcaller[callee] = i;
				if (a->tl.cstart[callee] < 0)
					a->tl.cstart[callee] = t;
				a->tl.cend[callee] = t;
				continue;
			}
			if (a->tl.cstart[callee] < 0) {
				a->tl.cstart[callee] = t;
				a->tl.compcaller[callee] = i;
				st[sp++] = (struct frame){callee, 0, 0};
			}
			continue;
		}
		/* async sugar hides a computation {parameters -> X}: its steps
		 * come right before the start (calibration-rules.md R8) */
		if ((m->instrs[i].flags & IF_SUGAR) && m->instrs[i].opcode == OP_ASYNC_START)
			t += m->instrs[i].nopnd + 1;
		a->tl.time[i] = t++;
		a->tl.seq[a->tl.nseq++] = i;
		f->k++;
		f->j = 0;
	}
	free(st);
	free(ginl);
	a->tl.schedend = t;
	a->tl.dseq = NULL;
	if (g)
		dataorder(a, list);
	if (threaded)
		pthread_join(th, NULL);

	/* a wrapped computation's values live until its async-done */
	a->tl.asyncend = ut_malloc((size_t)m->ninstr * sizeof *a->tl.asyncend + 1);
	for (uint32_t i = 0; i < m->ninstr; i++)
		a->tl.asyncend[i] = -1;
	for (uint32_t s = 0; s < a->tl.nseq; s++) {
		uint32_t start = a->tl.seq[s], i = start, guard = 0;
		if (m->instrs[i].opcode != OP_ASYNC_START)
			continue;
		while (m->instrs[i].opcode != OP_ASYNC_DONE && guard++ < 64) {
			uint32_t nx = HLO_NONE;
			for (uint32_t k = a->use.ustart[i]; k < a->use.ustart[i + 1]; k++) {
				int op = m->instrs[a->use.uuser[k]].opcode;
				if (op == OP_ASYNC_UPDATE || op == OP_ASYNC_DONE)
					nx = a->use.uuser[k];
			}
			if (nx == HLO_NONE)
				break;
			i = nx;
		}
		if (m->instrs[i].opcode != OP_ASYNC_DONE)
			continue;
		a->tl.asyncend[start] = a->tl.time[i];
		for (uint32_t k = 0; k < m->instrs[start].ncallee; k++) {
			const hlo_callee *cl = &m->callees[m->instrs[start].callee + k];
			if (cl->kind == CK_CALLS && a->tl.compcaller[cl->comp] == start)
				a->tl.casyncend[cl->comp] = a->tl.time[i];
		}
	}

	/* post-order positions; callers-first ranks of the flattened computations
	 * (dumps print callees first, so reverse text order is callers first) */
	a->tl.postpos = ut_calloc((size_t)m->ninstr + 1, sizeof *a->tl.postpos);
	stack = ut_malloc(((size_t)m->ninstr + m->nopnd) * sizeof *stack + 1);
	state = ut_calloc((size_t)m->ninstr + 1, 1);
	post = ut_malloc((size_t)m->ninstr * sizeof *post + 1);
	for (uint32_t c = m->ncomp; c-- > 0;) {
		if (a->tl.cstart[c] < 0)
			continue;
		a->tl.comprank[c] = rank++;
		an_mkpostorder(a, &m->comps[c], post, stack, state);
		for (uint32_t k = 0; k < m->comps[c].count; k++)
			a->tl.postpos[post[k]] = next++;
	}
	free(post);
	free(stack);
	free(state);
	if (a->mode != PRE_NONE)
		inlinepositions(a);
	/* the best estimate and the lower bound merge what HloCSE would; the
	 * merged readers leave the users */
	if ((a->mode == PRE_BEST || a->mode == PRE_LOWER) && an_cse(a))
		dropmerged(a);
	return 0;
}
