/* combine.c: the all-reduces XLA's AllReduceCombiner joins into one, in a
 * module not yet compiled (xla/service/all_reduce_combiner.cc and
 * collective_combiner_utils.h CombineInstructionsByKey).
 *
 * JAX writes one all-reduce per array a psum or pmean reduces (a
 * gradient tree's leaves, each its own all-reduce); the combiner makes one
 * all-reduce of a tuple of them, run once all its operands are computed.
 * Every operand then lives until that one all-reduce, and what reads any
 * of the results waits for it: the gradients of a data-parallel step are
 * all live at once, with their sums (on the CPU, whose all-reduce writes
 * a buffer of its own).
 *
 * Which ones (per computation, in text order, which is topological):
 * all-reduces of one operand, an array, alike in the key GetAllReduceKey
 * gives: reduction (the reducer's root opcode), element type, replica
 * groups, channel or not, use_global_device_ids or not.  Each key's
 * all-reduces are taken in order into the current group until one
 * depends on a member of it (reachable from it), or the group has
 * combine_threshold_count (256) members, or its bytes would pass
 * combine_threshold_in_bytes; that one starts the next group.  One larger
 * than the threshold is combined with none.  The thresholds: XLA:CPU's
 * CpuAllReduceCombiner, int64 max bytes and 256 (cpu_compiler.cc); the
 * GPU's, xla_gpu_all_reduce_combine_threshold_bytes, 30 MiB by default,
 * and 256 (gpu_compiler.cc).  The TPU's are not public: not applied.
 *
 * The groups go to a->pre (argroup: per instruction its group, HLO_NONE
 * when combined with none; argstart/argmem: each group's members).
 * stats.c an_prestages extends each member's operand to the group's last
 * member; schedule.c an_fusedbfs makes a reader of one member wait for
 * them all (XLA:CPU's breadth-first order sees the one all-reduce). */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

#define COMBINE_COUNT 256                         /* combine_threshold_count */
#define GPU_COMBINE_BYTES (30ull * 1024 * 1024)   /* the GPU's default threshold */

/* the reducer's opcode: to_apply's root */
static int reduction(const hlo_module *m, const hlo_instr *in)
{
	for (uint32_t k = 0; k < in->ncallee; k++)
		if (m->callees[in->callee + k].kind == CK_TO_APPLY) {
			const hlo_comp *c = &m->comps[m->callees[in->callee + k].comp];
			return c->root < m->ninstr ? (int)m->instrs[c->root].opcode : -1;
		}
	return -1;
}

/* GetAllReduceKey: may x and y be combined? */
static int samekey(const hlo_module *m, const hlo_instr *x, const hlo_instr *y)
{
	return x->comp == y->comp && m->shapes[x->shape].type == m->shapes[y->shape].type &&
	       reduction(m, x) == reduction(m, y) && an_sameattr(m, x, y, "replica_groups") &&
	       (hlo_findattr(m, x, "channel_id") != NULL) == (hlo_findattr(m, y, "channel_id") != NULL) &&
	       (hlo_findattr(m, x, "use_global_device_ids") != NULL) ==
	               (hlo_findattr(m, y, "use_global_device_ids") != NULL);
}

/* an all-reduce the combiner may take: one array operand, no tuple */
static int candidate(const hlo_module *m, const an *a, const hlo_instr *in)
{
	return in->opcode == OP_ALL_REDUCE && in->nopnd == 1 && m->shapes[in->shape].kind == SK_ARRAY &&
	       a->tl.time[in - m->instrs] >= 0 && reduction(m, in) >= 0;
}

void an_combineallreduces(an *a)
{
	const hlo_module *m = a->m;
	uint64_t limit = a->target == TARGET_CPU ? UINT64_MAX : GPU_COMBINE_BYTES;
	uint32_t *keyof, *rep = NULL, nkey = 0, capkey = 0, ngroup = 0, *serial, *maxdep, *size;

	a->pre.argroup = NULL;
	a->pre.ngroup = 0;
	if (a->target == TARGET_TPU)
		return;
	keyof = ut_malloc(((size_t)m->ninstr + 1) * sizeof *keyof);
	for (uint32_t i = 0; i < m->ninstr; i++) {
		uint32_t k;
		keyof[i] = HLO_NONE;
		if (!candidate(m, a, &m->instrs[i]))
			continue;
		for (k = 0; k < nkey && !samekey(m, &m->instrs[rep[k]], &m->instrs[i]); k++)
			;
		if (k == nkey) {
			GROW(rep, nkey, capkey);
			rep[nkey++] = i;
		}
		keyof[i] = k;
	}
	if (nkey == 0) {
		free(keyof);
		return;
	}
	a->pre.argroup = ut_malloc(((size_t)m->ninstr + 1) * sizeof *a->pre.argroup);
	serial = ut_malloc(((size_t)m->ninstr + 1) * sizeof *serial);
	maxdep = ut_malloc(((size_t)m->ninstr + 1) * sizeof *maxdep);
	for (uint32_t i = 0; i < m->ninstr; i++)
		a->pre.argroup[i] = HLO_NONE;
	/* each key on its own: one pass over its computation in text order;
	 * maxdep[i], the latest member (by serial) instruction i depends on */
	for (uint32_t k = 0; k < nkey; k++) {
		const hlo_comp *cp = &m->comps[m->instrs[rep[k]].comp];
		uint32_t next = 1, first = 1, count = 0, group = HLO_NONE;
		uint64_t bytes = 0;
		for (uint32_t j = 0; j < cp->count; j++) {
			uint32_t i = cp->first + j, d = 0;
			const hlo_instr *in = &m->instrs[i];
			uint64_t b = 0;
			serial[i] = 0;
			for (uint32_t q = 0; q < in->nopnd; q++) {
				uint32_t o = m->operands[in->opnd + q].instr;
				if (m->instrs[o].comp != in->comp || o >= i)
					continue;
				if (maxdep[o] > d)
					d = maxdep[o];
				if (serial[o] > d)
					d = serial[o];
			}
			maxdep[i] = d;
			if (keyof[i] != k || an_shapebytes(m, in->shape, &b) < 0 || b > limit)
				continue;
			if (group == HLO_NONE || d >= first || count >= COMBINE_COUNT || bytes + b > limit) {
				group = ngroup++;
				first = next;
				count = 0;
				bytes = 0;
			}
			serial[i] = next++;
			a->pre.argroup[i] = group;
			count++;
			bytes += b;
		}
	}
	free(serial);
	free(maxdep);
	free(keyof);
	free(rep);
	/* the members of each group; one alone is combined with none */
	size = ut_calloc((size_t)ngroup + 1, sizeof *size);
	for (uint32_t i = 0; i < m->ninstr; i++)
		if (a->pre.argroup[i] != HLO_NONE)
			size[a->pre.argroup[i]]++;
	for (uint32_t i = 0; i < m->ninstr; i++)
		if (a->pre.argroup[i] != HLO_NONE && size[a->pre.argroup[i]] < 2)
			a->pre.argroup[i] = HLO_NONE;
	a->pre.argstart = ut_calloc((size_t)ngroup + 2, sizeof *a->pre.argstart);
	for (uint32_t i = 0; i < m->ninstr; i++)
		if (a->pre.argroup[i] != HLO_NONE)
			a->pre.argstart[a->pre.argroup[i] + 1]++;
	for (uint32_t g = 0; g < ngroup; g++)
		a->pre.argstart[g + 1] += a->pre.argstart[g];
	a->pre.argmem = ut_malloc(((size_t)a->pre.argstart[ngroup] + 1) * sizeof *a->pre.argmem);
	memset(size, 0, ((size_t)ngroup + 1) * sizeof *size);
	for (uint32_t i = 0; i < m->ninstr; i++) {
		uint32_t g = a->pre.argroup[i];
		if (g != HLO_NONE)
			a->pre.argmem[a->pre.argstart[g] + size[g]++] = i;
	}
	a->pre.ngroup = ngroup;
	free(size);
}

/* each combined all-reduce's operands live until its last member runs,
 * when the one all-reduce writes its results and their tuple's table (8
 * bytes an element, read by the get-tuple-elements that stand for the
 * members' results) */
void an_combinedlives(an *a)
{
	const hlo_module *m = a->m;

	for (uint32_t g = 0; g < a->pre.ngroup; g++) {
		int64_t last = -1;
		uint32_t lastm = HLO_NONE, rv;
		for (uint32_t j = a->pre.argstart[g]; j < a->pre.argstart[g + 1]; j++)
			if (a->tl.time[a->pre.argmem[j]] > last) {
				last = a->tl.time[a->pre.argmem[j]];
				lastm = a->pre.argmem[j];
			}
		rv = lastm != HLO_NONE ? a->df.slotval[a->df.slotbase[lastm]] : HLO_NONE;
		if (rv != HLO_NONE) {
			uint32_t t = an_addvalue(a, rv, last, last, 8ull * (a->pre.argstart[g + 1] - a->pre.argstart[g]), 0);
			a->df.vals[t].instr = lastm;
		}
		for (uint32_t j = a->pre.argstart[g]; j < a->pre.argstart[g + 1]; j++) {
			const hlo_instr *in = &m->instrs[a->pre.argmem[j]];
			uint32_t o = m->operands[in->opnd].instr, v;
			if (hlo_pathlen(m, m->operands[in->opnd].path) || a->tl.time[o] < 0)
				continue;
			v = a->df.slotval[a->df.slotbase[o]];
			if (v != HLO_NONE && a->df.vals[v].end < last)
				a->df.vals[v].end = last;
		}
	}
}
