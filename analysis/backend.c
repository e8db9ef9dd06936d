/* backend.c: what a target's compiler adds to a module after fusion, for a
 * module not yet compiled; one table per target, each rule with the XLA
 * source it comes from (openxla/xla).
 *
 * GPU
 *   B1 Layout of an array all-to-all.  The GPU layout assignment gives an
 *      all-to-all with a split dimension a layout in which that dimension
 *      is the most major (gpu_layout_assignment.cc, AddBackendConstraints:
 *      kAllToAll with split_dimension); an operand laid out otherwise is
 *      copied into that layout first, a buffer of the operand's size live
 *      from the copy to the collective (the compiled jaxfft modules show it
 *      as a transpose fusion before every all-to-all-start).
 *   B2 Async collectives.  The GPU pipeline makes collectives asynchronous
 *      (gpu_compiler.cc, AsyncCollectiveCreator): all-to-all,
 *      reduce-scatter and collective-broadcast become async-start/-done
 *      pairs whose start returns ((operands), result), all-gather an
 *      all-gather-start returning (operand, result); each such tuple has an
 *      index table of 8 bytes per element, a temp allocation of its own in
 *      its own alignment slot (buffer_assignment.cc AssignSingleHloBuffer,
 *      CombineTempAllocations; calibration-rules R2): temp = heap + the
 *      tables, never in the peak (R10).  The result of an op wrapped in
 *      async-start is its hidden computation's, which buffer assignment
 *      takes up after every other instruction (its post-order position is
 *      the callee's; calibration-rules R7, R8).
 * Custom calls whose memory nothing in the module tells (targets with no
 * rule in opfacts.c, and custom_partitioning's callbacks) are listed, not
 * guessed. */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

static uint64_t roundup(uint64_t x, uint64_t align)
{
	return align > 1 ? (x + align - 1) / align * align : x;
}

/* the physically most major dimension of an array shape */
static int64_t majordim(const hlo_module *m, const hlo_shape *s)
{
	if (s->rank == 0)
		return -1;
	if (!(s->flags & SF_LAYOUT))
		return 0;
	return hlo_m2m(m, s)[s->rank - 1];
}

/* B1: the operand of an array all-to-all whose split dimension is not its
 * most major gets a copy in the layout that makes it so.  XLA's copy reads
 * the operand, then the collective reads the copy: the copy overlaps both,
 * the operand and the result do not.  With one step per instruction that
 * is the copy over [t-1, t] and the operand ending at t-1, when the
 * operand was made before t-1 and the collective is its last reader (best
 * estimate); otherwise, and in the upper bound, the copy lives at t with
 * both. */
static void alltoalllayout(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	const hlo_operand *op;
	const hlo_shape *s;
	int64_t dim, t, from;
	uint32_t v, c;
	an_value *x;

	if (in->nopnd != 1 || attrints(m, in, "dimensions", &dim, 1) != 1)
		return;
	op = &m->operands[in->opnd];
	if (hlo_pathlen(m, op->path) || a->time[op->instr] < 0)
		return;
	s = &m->shapes[m->instrs[op->instr].shape];
	if (s->kind != SK_ARRAY || dim < 0 || (uint64_t)dim >= s->rank || majordim(m, s) == dim)
		return;
	v = a->slotval[a->slotbase[op->instr]];
	if (v == HLO_NONE)
		return;
	x = &a->vals[v];
	t = a->time[i];
	from = t;
	if (a->mode == PRE_BEST && x->end == t && x->start < t - 1 && !x->liveout && !x->entryparam &&
	    a->bufs[x->buf].nval == 1) {
		x->end = t - 1;
		from = t - 1;
	}
	c = addvalue(a, v, from, t, 0, 0);
	a->vals[c].instr = i;
	a->vals[c].slot = 0;
	a->vals[c].place = PLACE_BEFORE;
}

/* B2: the collectives the GPU pipeline wraps in async-start/-done (the
 * others have start opcodes of their own, with no hidden computation) */
static int asynced(int op)
{
	return op == OP_ALL_TO_ALL || op == OP_REDUCE_SCATTER || op == OP_COLLECTIVE_BROADCAST;
}

int backendcopies(an *a)
{
	const hlo_module *m = a->m;

	if (a->target != TARGET_GPU || a->mode == PRE_LOWER)
		return 0;
	for (uint32_t q = 0; q < a->nseq; q++) {
		uint32_t i = a->seq[q];
		if (!asynced(m->instrs[i].opcode))
			continue;
		if (m->instrs[i].opcode == OP_ALL_TO_ALL)
			alltoalllayout(a, i);
		/* the result is the async op's: assigned after the others */
		for (uint32_t s = 0; s < a->nodes[m->instrs[i].shape]; s++) {
			uint32_t v = a->slotval[a->slotbase[i] + s];
			if (v != HLO_NONE && a->vals[v].instr == i)
				a->vals[v].place = PLACE_ASYNC;
		}
	}
	return 0;
}

/* B2: the index tables of the async forms' tuples */
uint64_t backendtables(const an *a)
{
	const hlo_module *m = a->m;
	uint64_t t = 0;

	if (a->target != TARGET_GPU)
		return 0;
	for (uint32_t q = 0; q < a->nseq; q++) {
		const hlo_instr *in = &m->instrs[a->seq[q]];
		switch (in->opcode) {
		case OP_ALL_TO_ALL: case OP_REDUCE_SCATTER: case OP_COLLECTIVE_BROADCAST:
			t += roundup(16, a->align) + roundup(8 * (uint64_t)in->nopnd, a->align);
			break;
		case OP_ALL_GATHER:
			t += in->nopnd == 1 ? roundup(16, a->align)
					    : roundup(16, a->align) + 2 * roundup(8 * (uint64_t)in->nopnd, a->align);
			break;
		}
	}
	return t;
}

/* bytes of the values an instruction defines, or of its operands */
static uint64_t definedbytes(const an *a, uint32_t i)
{
	uint64_t b = 0;

	for (uint32_t s = 0; s < a->nodes[a->m->instrs[i].shape]; s++) {
		uint32_t v = a->slotval[a->slotbase[i] + s];
		if (v != HLO_NONE && a->vals[v].instr == i && !a->vals[v].tuple)
			b += a->vals[v].size;
	}
	return b;
}

void unknowncalls(const an *a, estimate *e)
{
	const hlo_module *m = a->m;

	for (uint32_t q = 0; q < a->nseq; q++) {
		uint32_t i = a->seq[q];
		const hlo_instr *in = &m->instrs[i];
		int role = callrole(m, in);
		est_call c;
		if (role != CC_UNKNOWN && role != CC_CALLBACK)
			continue;
		memset(&c, 0, sizeof c);
		c.instr = i;
		c.callback = role == CC_CALLBACK;
		c.result_bytes = definedbytes(a, i);
		for (uint32_t k = 0; k < in->nopnd; k++) {
			uint32_t o = m->operands[in->opnd + k].instr, v;
			if (a->time[o] < 0 || (v = a->slotval[a->slotbase[o]]) == HLO_NONE)
				continue;
			c.operand_bytes += a->bufs[a->vals[v].buf].size;
		}
		GROW(e->unknown, e->nunknown, e->capunknown);
		e->unknown[e->nunknown++] = c;
	}
}
