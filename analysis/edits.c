/* edits.c: the what-if changes the advice measures, applied to an
 * analysis between its live ranges and its assignment (stats.c calls
 * applyedits; advice.c chooses the edits and reads the results, so that
 * neither of the two calls the other):
 *   ED_SPLIT   a value ends early, and a copy of it lives from a later
 *              time in a buffer of its own (remat: its operands live
 *              until then too; offload: they need not);
 *   ED_DONATE  an entry parameter aliased to an output: read by the
 *              dataflow (dataflow.c), where the module's own aliases are. */
#include <stdlib.h>

#include "analysis.h"
#include "util.h"

/* split a value: it ends at `cut`, and a copy of it lives from `at` to its
 * old end, in a buffer of its own */
static void split(an *a, const an_edit *ed)
{
	const hlo_module *m = a->m;
	uint32_t v = a->slotval[a->slotbase[ed->instr] + ed->slot], w, b;
	an_value copy;

	if (v == HLO_NONE || a->vals[v].instr != ed->instr || ed->at <= a->vals[v].start)
		return;
	copy = a->vals[v];
	if (ed->at > copy.end)
		return;
	a->vals[v].end = ed->cut < a->vals[v].start ? a->vals[v].start : ed->cut;
	GROW(a->vals, a->nval, a->capval);
	w = a->nval++;
	copy.start = ed->at;
	copy.key = w;
	copy.buf = a->nbuf;
	a->vals[w] = copy;
	a->bufs = xreallocarray(a->bufs, (size_t)a->nbuf + 1, sizeof *a->bufs);
	b = a->nbuf++;
	a->bufs[b] = a->bufs[a->vals[v].buf];
	a->bufs[b].first = w;
	a->bufs[b].nval = 1;
	a->bufs[b].key = w;
	a->bufs[b].alloc = -1;
	a->bufvals = xreallocarray(a->bufvals, a->nval, sizeof *a->bufvals);
	a->bufvals[w] = w;
	if (!ed->keepoperands)
		return;
	/* recomputing needs the operands again */
	for (uint32_t k = 0; k < m->instrs[ed->instr].nopnd; k++) {
		const hlo_operand *op = &m->operands[m->instrs[ed->instr].opnd + k];
		uint32_t o = op->instr;
		if (a->time[o] < 0)
			continue;
		for (uint32_t s = 0; s < a->nodes[m->instrs[o].shape]; s++) {
			uint32_t x = a->slotval[a->slotbase[o] + s];
			if (x != HLO_NONE && a->vals[x].end < ed->at)
				a->vals[x].end = ed->at;
		}
	}
}

int applyedits(an *a)
{
	for (uint32_t k = 0; k < a->nedit; k++)
		if (a->edits[k].kind == ED_SPLIT)
			split(a, &a->edits[k]);
	return 0;
}
