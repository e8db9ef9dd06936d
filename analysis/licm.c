/* licm.c: what XLA's WhileLoopInvariantCodeMotion takes out of a while
 * body, for a module not yet compiled, on the CPU.
 *
 * XLA:CPU's simplification pipeline runs the pass before fusion
 * (cpu_compiler.cc: WhileLoopInvariantCodeMotion with its defaults:
 * constants and reshapes not hoisted on their own, no limit on how much
 * larger a hoisted result may be; while_loop_invariant_code_motion.cc
 * TryHoistingInvariantInstructionsFromWhileBody).  The GPU pipeline
 * (gpu_compiler.cc, as far as read) does not add it and the TPU's is not
 * public, so other targets are left as they were.  In a body whose state
 * carries an array unchanged (the root's element k is the parameter's
 * element k: WhileUtil::GetInvariantGTEsForWhileBody), an instruction is
 * invariant when every operand is: such an element, a constant, or another
 * invariant instruction.  Invariant instructions without side effects are
 * hoisted, except those NotWorthHoistingIndividually names (constant,
 * reshape, bitcast, broadcast, iota, reverse, slice, transpose, tuple, the
 * Sharding custom call), which go along only as operands of a hoisted one.
 * Each hoisted instruction that an instruction left in the body reads
 * becomes a new element of the loop state (WhileUtil::MakeInstructionsLiveIn;
 * the other new elements nothing reads are removed again): computed once
 * before the loop, its buffer is the loop state's for the whole loop, and
 * what reads it in the body reads a parameter, into which nothing is fused.
 * (jax.lax.fori_loop over x * (0.005 * k), k passed through: 0.005 * k is
 * a buffer of k's size for the whole loop; a causal mask or RoPE tables
 * computed from iotas in a scanned layer are buffers of their own too.)
 *
 * JAX hands the body to a helper it calls; CallInliner inlines it before
 * this pass, so the helper's parameters are the call's operands and the
 * call is its root's value here.  A body holding a host-offload
 * annotation (MoveToHost, MoveToDevice) is left alone, as the pass leaves
 * it.  Not modelled: the pass's bail-out on a trip count of at most one,
 * hoisting from a loop that an outer loop's hoisting then takes further,
 * and custom calls, collectives and control flow, which are never hoisted
 * here (the pass hoists those without side effects). */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

enum { LI_INV = 1, LI_HOIST = 2, LI_BODY = 4, LI_STATE = 8, LI_CONST = 16, LI_WIDE = 32, LI_DROP = 64 };

/* the while body computation c runs in (c itself, or a computation a call
 * inlined into it runs), or HLO_NONE; *w its while */
static uint32_t bodyof(const an *a, uint32_t c, uint32_t *w)
{
	const hlo_module *m = a->m;

	for (int depth = 0; depth < 64 && c < m->ncomp; depth++) {
		uint32_t u = a->tl.compcaller[c];
		if (u >= m->ninstr)
			return HLO_NONE;
		if (m->instrs[u].opcode == OP_WHILE) {
			*w = u;
			return an_callee(m, &m->instrs[u], CK_BODY) == c ? c : HLO_NONE;
		}
		if (an_inlinedcall(a, u) != c)
			return HLO_NONE;
		c = m->instrs[u].comp;
	}
	return HLO_NONE;
}

/* never hoisted here: side effects, control flow, calls not inlined,
 * custom calls, collectives, parameters */
static int pinned(const an *a, uint32_t i)
{
	const hlo_instr *in = &a->m->instrs[i];
	uint32_t f = an_opfacts(in->opcode)->flags;

	switch (in->opcode) {
	case OP_PARAMETER:
	case OP_WHILE:
	case OP_CONDITIONAL:
	case OP_CUSTOM_CALL:
	case OP_AFTER_ALL:
	case OP_ASYNC_START:
	case OP_ASYNC_UPDATE:
	case OP_ASYNC_DONE:
	case OP_FUSION:
		return 1;
	case OP_CALL:
		return an_inlinedcall(a, i) == HLO_NONE;
	default:
		return (f & (OF_SIDEEFFECT | OF_COLLECTIVE)) != 0;
	}
}

/* NotWorthHoistingIndividually (with hoist_constants and hoist_reshapes
 * false); the get-tuple-elements and inlined calls, which only pass
 * values on, count with them */
static int notworth(const hlo_instr *in)
{
	switch (in->opcode) {
	case OP_CONSTANT:
	case OP_RESHAPE:
	case OP_BITCAST:
	case OP_BROADCAST:
	case OP_IOTA:
	case OP_REVERSE:
	case OP_SLICE:
	case OP_TRANSPOSE:
	case OP_TUPLE:
	case OP_GET_TUPLE_ELEMENT:
	case OP_CALL:
		return 1;
	default:
		return 0;
	}
}

/* does body b's root carry the parameter's element k unchanged? */
static int carried(const hlo_module *m, uint32_t b, int64_t k)
{
	const hlo_comp *c = &m->comps[b];
	const hlo_instr *r = &m->instrs[c->root], *g;

	if (!c->nparam || r->opcode != OP_TUPLE || k < 0 || (uint64_t)k >= r->nopnd ||
	    m->operands[r->opnd + k].path)
		return 0;
	g = &m->instrs[m->operands[r->opnd + k].instr];
	return g->opcode == OP_GET_TUPLE_ELEMENT && g->nopnd == 1 && g->aux == k && !m->operands[g->opnd].path &&
	       m->operands[g->opnd].instr == (uint32_t)m->ints[c->params];
}

/* is instruction i invariant, its operands' flags known? */
static int invariant(const an *a, const uint8_t *fl, uint32_t i, uint32_t body)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t c, o;

	if (in->opcode == OP_CONSTANT)
		return 1;
	if (in->opcode == OP_PARAMETER) {
		/* a helper's parameter is the call's operand */
		o = an_paramoperand(a, i);
		return o != HLO_NONE && (fl[o] & LI_INV);
	}
	if (in->opcode == OP_GET_TUPLE_ELEMENT && in->nopnd == 1 && !m->operands[in->opnd].path) {
		o = m->operands[in->opnd].instr;
		if (m->instrs[o].opcode == OP_PARAMETER && m->instrs[o].comp == body)
			return m->shapes[in->shape].kind == SK_ARRAY && carried(m, body, in->aux);
		/* an element of what a helper returns: the root's operand */
		if ((c = an_inlinedcall(a, o)) != HLO_NONE) {
			const hlo_instr *r = &m->instrs[m->comps[c].root];
			if (r->opcode == OP_TUPLE && in->aux >= 0 && (uint64_t)in->aux < r->nopnd &&
			    !m->operands[r->opnd + in->aux].path)
				return (fl[m->operands[r->opnd + in->aux].instr] & LI_INV) != 0;
		}
		return (fl[o] & LI_INV) != 0;
	}
	if (pinned(a, i))
		return 0;
	if ((c = an_inlinedcall(a, i)) != HLO_NONE)
		return (fl[m->comps[c].root] & LI_INV) != 0;
	for (uint32_t k = 0; k < in->nopnd; k++)
		if (m->operands[in->opnd + k].path || !(fl[m->operands[in->opnd + k].instr] & LI_INV))
			return 0;
	return in->nopnd > 0 || in->opcode == OP_IOTA;
}

/* a constant, or what is computed from constants alone: HloConstantFolding,
 * in the same simplification loop, has made it a constant by then (a
 * clamped constant index, 1 / n), which is not hoisted */
static int folded(const an *a, const uint8_t *fl, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];

	if (in->opcode == OP_CONSTANT)
		return 1;
	/* a helper's parameter is the call's operand */
	if (in->opcode == OP_PARAMETER) {
		uint32_t o = an_paramoperand(a, i);
		return o != HLO_NONE && (fl[o] & LI_CONST);
	}
	if (!in->nopnd || pinned(a, i) || in->opcode == OP_GET_TUPLE_ELEMENT || an_inlinedcall(a, i) != HLO_NONE)
		return 0;
	for (uint32_t k = 0; k < in->nopnd; k++)
		if (!(fl[m->operands[in->opnd + k].instr] & LI_CONST))
			return 0;
	return 1;
}

/* a body holding a host-offload annotation is left as it is */
static void offloadbodies(const an *a, uint8_t *skip)
{
	const hlo_module *m = a->m;

	for (uint32_t i = 0; i < m->ninstr; i++) {
		uint32_t w, b;
		int role;
		if (m->instrs[i].opcode != OP_CUSTOM_CALL || a->tl.time[i] < 0)
			continue;
		role = an_callrole(m, &m->instrs[i]);
		if (role == CC_PLACEMENT && (b = bodyof(a, m->instrs[i].comp, &w)) != HLO_NONE)
			skip[b] = 1;
	}
}

/* has i a reader with one of `bits` once calls are inlined?  A call's
 * operand is read by the callee's parameter, a helper's root by the call */
static int anyreader(const an *a, const uint8_t *fl, uint32_t i, int bits)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];

	for (uint32_t k = a->use.ustart[i]; k < a->use.ustart[i + 1]; k++) {
		uint32_t u = a->use.uuser[k], p;
		if (a->tl.time[u] < 0)
			continue;
		if (an_inlinedcall(a, u) != HLO_NONE && (p = an_calleeparam(a, u, a->use.uopnd[k])) != HLO_NONE)
			u = p;
		if (fl[u] & bits)
			return 1;
	}
	if (in->flags & IF_ROOT) {
		uint32_t u = a->tl.compcaller[in->comp];
		if (u < m->ninstr && an_inlinedcall(a, u) == in->comp && (fl[u] & bits))
			return 1;
	}
	return 0;
}

/* does FloatNormalization leave an op's bf16 operand as it is?  The CPU
 * pipeline runs it with CpuFloatSupport(BF16) (cpu_compiler.cc), whose
 * FloatSupport::SupportsLowPrecisionOperand keeps bf16 operands for
 * calls, conditionals, custom calls, domains, get-tuple-elements, tuples,
 * whiles, optimization barriers, converts, clz and right shifts; every
 * other op reads an f32 convert of it.  Dots and convolutions are counted
 * here as keeping it: their f32 operands are backend.c C4's */
static int keepsbf16(int op)
{
	switch (op) {
	case OP_CONDITIONAL: case OP_CUSTOM_CALL: case OP_DOMAIN: case OP_GET_TUPLE_ELEMENT: case OP_TUPLE:
	case OP_WHILE: case OP_OPT_BARRIER: case OP_CONVERT: case OP_COUNT_LEADING_ZEROS: case OP_SHIFT_RIGHT_LOGICAL:
	case OP_SHIFT_RIGHT_ARITHMETIC: case OP_DOT: case OP_CONVOLUTION:
		return 1;
	default:
		return 0;
	}
}

/* does some reader of bf16 array v, read through inlined calls (a
 * callee's parameter), read it in f32? */
static int widens(const an *a, uint32_t v, int depth)
{
	const hlo_module *m = a->m;

	if (depth > 8)
		return 0;
	for (uint32_t k = a->use.ustart[v]; k < a->use.ustart[v + 1]; k++) {
		uint32_t u = a->use.uuser[k], p;
		if (a->tl.time[u] < 0)
			continue;
		if (m->instrs[u].opcode == OP_CALL) {
			if ((p = an_calleeparam(a, u, a->use.uopnd[k])) != HLO_NONE && widens(a, p, depth + 1))
				return 1;
		} else if (!keepsbf16(m->instrs[u].opcode)) {
			return 1;
		}
	}
	return 0;
}

/* does every reader of v (in the body, through inlined calls) convert
 * it, but the body's root carrying it on as element k? */
static int allwiden(const an *a, uint32_t v, int64_t k, uint32_t body, int depth)
{
	const hlo_module *m = a->m;

	if (depth > 8)
		return 0;
	for (uint32_t j = a->use.ustart[v]; j < a->use.ustart[v + 1]; j++) {
		uint32_t u = a->use.uuser[j], p;
		if (a->tl.time[u] < 0 || ((m->instrs[u].flags & IF_ROOT) && m->instrs[u].comp == body &&
		                          a->use.uopnd[j] == (uint32_t)k))
			continue;
		if (m->instrs[u].opcode == OP_CALL) {
			if ((p = an_calleeparam(a, u, a->use.uopnd[j])) == HLO_NONE || !allwiden(a, p, -1, body, depth + 1))
				return 0;
		} else if (keepsbf16(m->instrs[u].opcode)) {
			return 0;
		}
	}
	return 1;
}

/* does the loop drop element k of its state once FloatNormalization's
 * convert of it is hoisted?  WhileLoopSimplifier removes a state element
 * nothing reads: every reader of it in the body converts it (widens on
 * each), the loop's result element is not read after it, and what it
 * starts from is no entry parameter (whose buffer lives throughout).
 * Then the bf16 array dies at the loop's start, the f32 copy living in
 * its stead */
static int dropped(const an *a, uint32_t g, uint32_t w)
{
	const hlo_module *m = a->m;
	const hlo_instr *gi = &m->instrs[g], *init;
	int64_t k = gi->aux;
	uint32_t e;

	if (!allwiden(a, g, k, gi->comp, 0))
		return 0;
	for (uint32_t j = a->use.ustart[w]; j < a->use.ustart[w + 1]; j++) {
		const hlo_instr *u = &m->instrs[a->use.uuser[j]];
		if (u->opcode != OP_GET_TUPLE_ELEMENT || u->aux == k)
			return 0;
	}
	if (m->instrs[w].nopnd != 1 || m->operands[m->instrs[w].opnd].path)
		return 0;
	init = &m->instrs[m->operands[m->instrs[w].opnd].instr];
	if (init->opcode != OP_TUPLE || k < 0 || (uint64_t)k >= init->nopnd || m->operands[init->opnd + k].path)
		return 0;
	e = m->operands[init->opnd + k].instr;
	return !(m->instrs[e].opcode == OP_PARAMETER && m->instrs[e].comp == m->entry);
}

/* per instruction: 1 where it is hoisted and read in the body (a new
 * element of the loop state), 2 where a bf16 array the loop carries
 * unchanged is read in f32 (FloatNormalization converts it whole, and the
 * convert, invariant, is hoisted: an f32 copy in the loop state, as
 * XLA:CPU's wrapped_convert of a scan's stacked bf16 weights before the
 * loop shows), 3 where that copy takes the array's place in the loop
 * state (dropped), or NULL when there is none */
uint8_t *an_loopinvariants(const an *a)
{
	const hlo_module *m = a->m;
	const uint32_t *seq = an_dataseq(a);
	uint8_t *fl, *skip;
	uint32_t *body, n = 0, loops = 0;

	if (a->target != TARGET_CPU)
		return NULL;
	for (uint32_t c = 0; c < m->ncomp && !loops; c++)
		loops = a->tl.cstart[c] >= 0 && a->tl.compcaller[c] < m->ninstr &&
		        m->instrs[a->tl.compcaller[c]].opcode == OP_WHILE;
	if (!loops)
		return NULL;
	fl = ut_calloc((size_t)m->ninstr + 1, 1);
	skip = ut_calloc((size_t)m->ncomp + 1, 1);
	body = ut_malloc(((size_t)m->ncomp + 1) * sizeof *body);
	for (uint32_t c = 0; c < m->ncomp; c++) {
		uint32_t w;
		body[c] = a->tl.cstart[c] >= 0 ? bodyof(a, c, &w) : HLO_NONE;
	}
	offloadbodies(a, skip);
	/* invariant and hoisted, in data order, again until nothing changes
	 * (a schedule made over the fused graph may put a fused producer
	 * after its reader) */
	for (int changed = 1, sweep = 0; changed && sweep < 16; sweep++) {
		changed = 0;
		for (uint32_t q = 0; q < a->tl.nseq; q++) {
			uint32_t i = seq[q], b = body[m->instrs[i].comp];
			if (b == HLO_NONE || skip[b] || (fl[i] & LI_INV) || !invariant(a, fl, i, b))
				continue;
			fl[i] |= LI_INV;
			if (folded(a, fl, i))
				fl[i] |= LI_CONST;
			else if (!notworth(&m->instrs[i]) && !pinned(a, i))
				fl[i] |= LI_HOIST;
			changed = 1;
		}
	}
	/* what stays in the body: what is not invariant, the root, and an
	 * invariant instruction not hoisted that something staying reads
	 * (one only hoisted instructions read goes along with them) */
	for (int changed = 1, sweep = 0; changed && sweep < 16; sweep++) {
		changed = 0;
		for (uint32_t q = a->tl.nseq; q-- > 0;) {
			uint32_t i = seq[q], b = body[m->instrs[i].comp];
			const hlo_instr *in = &m->instrs[i];
			if (b == HLO_NONE || skip[b] || (fl[i] & (LI_BODY | LI_HOIST)))
				continue;
			if (!(fl[i] & LI_INV) || ((in->flags & IF_ROOT) && in->comp == b) || anyreader(a, fl, i, LI_BODY)) {
				fl[i] |= LI_BODY;
				changed = 1;
			}
		}
	}
	/* a hoisted instruction read by one staying: a new element of the
	 * loop state */
	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t i = seq[q];
		const hlo_instr *in = &m->instrs[i];
		if ((fl[i] & LI_HOIST) && anyreader(a, fl, i, LI_BODY)) {
			fl[i] |= LI_STATE;
			n++;
		} else if ((fl[i] & LI_INV) && in->opcode == OP_GET_TUPLE_ELEMENT && body[in->comp] == in->comp &&
		           m->shapes[in->shape].kind == SK_ARRAY && m->shapes[in->shape].type == T_BF16 && widens(a, i, 0)) {
			uint32_t w = HLO_NONE;
			fl[i] |= LI_WIDE;
			if (bodyof(a, in->comp, &w) != HLO_NONE && w != HLO_NONE && dropped(a, i, w))
				fl[i] |= LI_DROP;
			n++;
		}
	}
	for (uint32_t i = 0; i < m->ninstr; i++)
		fl[i] = (fl[i] & LI_STATE) ? 1 : (fl[i] & LI_DROP) ? 3 : (fl[i] & LI_WIDE) ? 2 : 0;
	free(skip);
	free(body);
	if (!n) {
		free(fl);
		return NULL;
	}
	return fl;
}

/* each new element of the loop state lives from the loop's first step to
 * its last (the init is computed before the loop; the state is the same
 * buffer throughout) */
void an_hoistedlives(an *a)
{
	const hlo_module *m = a->m;

	if (!a->pre.hoisted)
		return;
	for (uint32_t i = 0; i < m->ninstr; i++) {
		uint32_t v, b, w = HLO_NONE, cond;
		an_value *x;
		int64_t from, to;
		if (!a->pre.hoisted[i] || a->tl.time[i] < 0 || (v = a->df.slotval[a->df.slotbase[i]]) == HLO_NONE)
			continue;
		x = &a->df.vals[v];
		if ((x->instr != i && a->pre.hoisted[i] < 2) || x->tuple || (b = bodyof(a, m->instrs[i].comp, &w)) == HLO_NONE)
			continue;
		from = a->tl.cstart[b];
		to = a->tl.cend[b];
		cond = an_callee(m, &m->instrs[w], CK_CONDITION);
		if (cond != HLO_NONE && a->tl.cstart[cond] >= 0) {
			if (a->tl.cstart[cond] < from)
				from = a->tl.cstart[cond];
			if (a->tl.cend[cond] > to)
				to = a->tl.cend[cond];
		}
		if (a->pre.hoisted[i] >= 2) {
			/* the hoisted f32 convert: a value of its own; in the
			 * place of the bf16 array, dropped from the state, what
			 * the f32 copy adds to it (the array is still counted
			 * as the loop's state) */
			uint64_t n = an_elements(m, m->instrs[i].shape);
			uint32_t c = an_addvalue(a, v, from, to, a->pre.hoisted[i] == 3 ? 2 * n : 4 * n, 0);
			a->df.vals[c].instr = i;
			a->df.vals[c].slot = 0;
			a->df.vals[c].asf32 = 1;
			continue;
		}
		if (from < x->start)
			x->start = from;
		if (to > x->end)
			x->end = to;
	}
}
