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

/* a value's end moved; on a measure's run (an_estimatefork) its old end
 * goes to the undo log */
static void setend(an *a, uint32_t v, int64_t end)
{
	if (a->forked) {
		GROW(a->undo, a->nundo, a->capundo);
		a->undo[a->nundo++] = (an_undo){v, a->df.vals[v].end};
	}
	a->df.vals[v].end = end;
}

/* split a value: it ends at `cut`, and a copy of it lives from `at` to its
 * old end, in a buffer of its own */
static void split(an *a, const an_edit *ed)
{
	const hlo_module *m = a->m;
	uint32_t v = a->df.slotval[a->df.slotbase[ed->instr] + ed->slot], w, b;
	an_value copy;

	if (v == HLO_NONE || a->df.vals[v].instr != ed->instr || ed->at <= a->df.vals[v].start)
		return;
	copy = a->df.vals[v];
	if (ed->at > copy.end)
		return;
	setend(a, v, ed->cut < a->df.vals[v].start ? a->df.vals[v].start : ed->cut);
	GROW(a->df.vals, a->df.nval, a->df.capval);
	w = a->df.nval++;
	copy.start = ed->at;
	copy.key = w;
	copy.buf = a->df.nbuf;
	a->df.vals[w] = copy;
	a->df.bufs = ut_reallocarray(a->df.bufs, (size_t)a->df.nbuf + 1, sizeof *a->df.bufs);
	b = a->df.nbuf++;
	a->df.bufs[b] = a->df.bufs[a->df.vals[v].buf];
	a->df.bufs[b].first = w;
	a->df.bufs[b].nval = 1;
	a->df.bufs[b].key = w;
	a->df.bufs[b].alloc = -1;
	a->df.bufvals = ut_reallocarray(a->df.bufvals, a->df.nval, sizeof *a->df.bufvals);
	a->df.bufvals[w] = w;
	if (!ed->keepoperands)
		return;
	/* recomputing needs the operands again */
	for (uint32_t k = 0; k < m->instrs[ed->instr].nopnd; k++) {
		const hlo_operand *op = &m->operands[m->instrs[ed->instr].opnd + k];
		uint32_t o = op->instr;
		if (a->tl.time[o] < 0)
			continue;
		for (uint32_t s = 0; s < a->df.nodes[m->instrs[o].shape]; s++) {
			uint32_t x = a->df.slotval[a->df.slotbase[o] + s];
			if (x != HLO_NONE && a->df.vals[x].end < ed->at)
				setend(a, x, ed->at);
		}
	}
}

int an_applyedits(an *a)
{
	for (uint32_t k = 0; k < a->nedit; k++)
		if (a->edits[k].kind == ED_SPLIT)
			split(a, &a->edits[k]);
	return 0;
}
