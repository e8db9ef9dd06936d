/* dce.c: the instructions XLA's HloDCE removes from a module not yet
 * compiled (xla/hlo/transforms/simplifiers/hlo_dce.cc; it runs in every
 * backend's pipeline, before and after each simplification pass, long
 * before buffer assignment).  Read as written, such an instruction would
 * be scheduled and given a buffer XLA never allocates: JAX lowers
 * jax.random.poisson to both of its samplers and a select of their
 * results, and once the select's predicate folds (selsimp.c) the sampler
 * not chosen, a whole while loop, is read by nothing.
 *
 * CanRemoveInstruction: an instruction is removed when it is dead
 * (HloInstruction::IsDead: no users, not its computation's root), is no
 * parameter, has no side effect (HasSideEffect: its own, HasSideEffectNoRecurse,
 * or one in a computation it calls; a while with one stays), and is no
 * custom call "Sharding" whose operand is a root, a parameter or read by
 * others.  Removing it may leave its operands dead in turn
 * (RemoveInstructionAndUnusedOperands): they go too.  Collectives are kept
 * (condsimp.c's hlo_unremovable: HloDCE removes them only when asked),
 * and a module with control dependencies is left whole (IsSafelyRemovable
 * keeps what they order; which those are is not kept once parsed).
 *
 * The module is compacted: the instructions left keep their order, and
 * operands, roots and parameter lists are renumbered.  A computation only
 * removed instructions called stays, called by none (the analysis never
 * reaches it), as ConditionalSimplifier's branches do.  Compiled modules
 * have been through the pass: nothing changes for them. */
#define _GNU_SOURCE /* memmem */
#include <stdlib.h>
#include <string.h>

#include "hlo.h"
#include "util.h"

struct dce {
	hlo_module *m;
	uint32_t *users;        /* readers not removed, per instruction */
	uint8_t *gone;
	uint8_t *state;         /* hlo_haseffect's, per computation */
	uint32_t *work, nwork;
};

static int issharding(const hlo_module *m, const hlo_instr *in)
{
	return in->opcode == OP_CUSTOM_CALL && in->target != HLO_NONE && hlo_strlen(m, in->target) == 8 &&
	       !memcmp(hlo_str(m, in->target), "Sharding", 8);
}

/* CanRemoveInstruction, for an instruction no one reads */
static int removable(struct dce *x, uint32_t i)
{
	const hlo_module *m = x->m;
	const hlo_instr *in = &m->instrs[i];

	if (x->gone[i] || x->users[i] || (in->flags & IF_ROOT) || in->opcode == OP_PARAMETER ||
	    (in->comp < m->ncomp && m->comps[in->comp].root == i) || hlo_unremovable(in))
		return 0;
	for (uint32_t k = 0; k < in->ncallee; k++) {
		uint32_t c = m->callees[in->callee + k].comp;
		if (c >= m->ncomp || hlo_haseffect(m, c, x->state, 0))
			return 0;
	}
	if (issharding(m, in) && in->nopnd >= 1) {
		uint32_t o = m->operands[in->opnd].instr;
		const hlo_instr *op = &m->instrs[o];
		if ((op->flags & IF_ROOT) || op->opcode == OP_PARAMETER || x->users[o] != 1)
			return 0;
	}
	return 1;
}

/* remove the instructions on the work list and those they leave dead */
static uint32_t sweep(struct dce *x)
{
	const hlo_module *m = x->m;
	uint32_t removed = 0;

	while (x->nwork) {
		uint32_t i = x->work[--x->nwork];
		const hlo_instr *in = &m->instrs[i];
		if (!removable(x, i))
			continue;
		x->gone[i] = 1;
		removed++;
		for (uint32_t k = 0; k < in->nopnd; k++) {
			uint32_t o = m->operands[in->opnd + k].instr;
			if (--x->users[o] == 0)
				x->work[x->nwork++] = o;
		}
	}
	return removed;
}

/* drop the removed instructions, the others renumbered in order */
static void compact(hlo_module *m, const uint8_t *gone)
{
	uint32_t *newid = ut_malloc((size_t)m->ninstr * sizeof *newid + 1), n = 0;

	for (uint32_t i = 0; i < m->ninstr; i++)
		newid[i] = gone[i] ? HLO_NONE : n++;
	/* (n, the count kept, is where an empty computation would start) */
	for (uint32_t c = 0; c < m->ncomp; c++) {
		hlo_comp *cp = &m->comps[c];
		uint32_t first = HLO_NONE, count = 0;
		for (uint32_t i = cp->first; i < cp->first + cp->count; i++)
			if (!gone[i]) {
				if (first == HLO_NONE)
					first = newid[i];
				count++;
			}
		/* its root stays: never empty */
		cp->first = first == HLO_NONE ? n : first;
		cp->count = count;
		cp->root = cp->root < m->ninstr ? newid[cp->root] : cp->root;
		for (uint32_t k = 0; k < cp->nparam; k++) {
			int64_t *p = &m->ints[cp->params + k];
			if (*p >= 0 && (uint64_t)*p < m->ninstr)
				*p = newid[*p];
		}
	}
	for (uint32_t i = 0; i < m->ninstr; i++) {
		hlo_instr *in = &m->instrs[i];
		if (gone[i])
			continue;
		for (uint32_t k = 0; k < in->nopnd; k++)
			m->operands[in->opnd + k].instr = newid[m->operands[in->opnd + k].instr];
		m->instrs[newid[i]] = *in;
	}
	m->ninstr = n;
	free(newid);
}

/* does the module's text order anything by control-predecessors? */
static int hascontrol(const hlo_module *m)
{
	static const char what[] = "control-predecessors=";

	return m->file->size >= sizeof what - 1 &&
	       memmem(m->file->data, (size_t)m->file->size, what, sizeof what - 1) != NULL;
}

uint32_t hlo_removedead(hlo_module *m)
{
	struct dce x;
	uint32_t removed;

	if (m->scheduled || m->ninstr == 0 || hascontrol(m))
		return 0;
	memset(&x, 0, sizeof x);
	x.m = m;
	x.users = ut_calloc((size_t)m->ninstr + 1, sizeof *x.users);
	x.gone = ut_calloc((size_t)m->ninstr + 1, 1);
	x.state = ut_calloc((size_t)m->ncomp + 1, 1);
	/* each instruction enters the list once as unread at the start, and
	 * once more at most when its last reader goes */
	x.work = ut_malloc(2 * (size_t)m->ninstr * sizeof *x.work + 1);
	for (uint32_t u = 0; u < m->ninstr; u++)
		for (uint32_t k = 0; k < m->instrs[u].nopnd; k++)
			x.users[m->operands[m->instrs[u].opnd + k].instr]++;
	for (uint32_t i = m->ninstr; i-- > 0;)
		if (!x.users[i])
			x.work[x.nwork++] = i;
	removed = sweep(&x);
	if (removed)
		compact(m, x.gone);
	free(x.users);
	free(x.gone);
	free(x.state);
	free(x.work);
	return removed;
}
