/* condsimp.c: the conditionals XLA's ConditionalSimplifier replaces by a
 * call of one branch, which CallInliner then inlines
 * (xla/service/conditional_simplifier.cc, TryRemoveConditional; it runs
 * in every backend's simplification pipeline, before fusion and buffer
 * assignment):
 *   - a conditional with one branch ("we can always inline a 1-branch
 *     conditional due to default branch fallback");
 *   - a conditional whose branch index is a constant: a pred picks branch
 *     0 when true, 1 when false; an s32 index out of range picks the last
 *     branch.
 * The index counts as a constant when it is one once calls are inlined and
 * tuples taken apart (CallInliner, TupleSimplifier and the algebraic
 * simplifier run in the same fixed-point pipeline): through a
 * get-tuple-element of a tuple or of a call, a call's result (its
 * computation's root) and the parameter of a computation one call runs
 * (that call's operand).  JAX writes both kinds: jnp.diagonal of a square
 * matrix is lax.platform_dependent, a `case` on the lowering platform's
 * constant index whose chosen function is itself a one-branch `case`.
 *
 * Not replaced, as there: a conditional with a side effect anywhere in
 * its branches (HloInstruction::HasSideEffect: send, recv, infeed,
 * outfeed, rng, a custom call that says so), one whose branches run a
 * channel instruction (any collective; "the verifier wants a single
 * send/recv with a given channel"), one with a sharding, one with control
 * predecessors (HloComputation::IsSafelyRemovable).  A two-branch pred
 * conditional of cheap branches that the pass turns into selects stays a
 * conditional here.
 *
 * The conditional becomes `call(operand k+1), to_apply=branch k` in
 * place; hlo_flattencalls afterwards gives the branch a clone of its own
 * when several calls now run it.  Only modules not yet compiled (not
 * scheduled): a compiled module has been through the pass. */
#include <stdlib.h>
#include <string.h>

#include "hlo.h"
#include "util.h"

/* an opcode with a side effect or a channel: HasSideEffectNoRecurse and
 * the channel instructions of ConditionalSimplifier::Run (dce.c keeps
 * them too: a collective's removal is HloDCE's option, off by default) */
int hlo_unremovable(const hlo_instr *in)
{
	switch (in->opcode) {
	case OP_SEND: case OP_SEND_DONE: case OP_RECV: case OP_RECV_DONE:
	case OP_INFEED: case OP_OUTFEED: case OP_RNG: case OP_RNG_GET_AND_UPDATE_STATE:
	case OP_ALL_GATHER: case OP_ALL_GATHER_START: case OP_ALL_GATHER_DONE:
	case OP_ALL_REDUCE: case OP_ALL_REDUCE_START: case OP_ALL_REDUCE_DONE:
	case OP_ALL_TO_ALL: case OP_RAGGED_ALL_TO_ALL: case OP_REDUCE_SCATTER:
	case OP_COLLECTIVE_BROADCAST: case OP_COLLECTIVE_PERMUTE: case OP_COLLECTIVE_PERMUTE_START:
	case OP_COLLECTIVE_PERMUTE_DONE: case OP_COLLECTIVE_REDUCE:
		return 1;
	case OP_CUSTOM_CALL:
		return (in->flags & IF_SIDEEFFECT) != 0;
	}
	return 0;
}

/* computation c, or one it calls at any depth, holds such an opcode;
 * `state` per computation: 0 not seen, 1 being walked or clean, 2 not */
int hlo_haseffect(const hlo_module *m, uint32_t c, uint8_t *state, int depth)
{
	const hlo_comp *cp = &m->comps[c];

	if (state[c])
		return state[c] == 2;
	state[c] = 1;
	if (depth > 64) {
		state[c] = 2;
		return 1;
	}
	for (uint32_t i = cp->first; i < cp->first + cp->count; i++) {
		const hlo_instr *in = &m->instrs[i];
		int bad = hlo_unremovable(in);
		for (uint32_t k = 0; k < in->ncallee && !bad; k++)
			bad = m->callees[in->callee + k].comp < m->ncomp &&
			      hlo_haseffect(m, m->callees[in->callee + k].comp, state, depth + 1);
		if (bad) {
			state[c] = 2;
			return 1;
		}
	}
	return 0;
}

/* the instruction's text holds `what` */
static int saystext(const hlo_module *m, const hlo_instr *in, const char *what)
{
	const char *t = hlo_text(m, in->text);
	size_t n = strlen(what);

	for (uint32_t k = 0; k + n <= in->text.len; k++)
		if (t[k] == what[0] && !memcmp(t + k, what, n))
			return 1;
	return 0;
}

/* what instruction x stands for once calls are inlined and tuples taken
 * apart, with `*index` the tuple element of it read (-1: the whole);
 * `caller` is the one call running each computation, or HLO_NONE */
uint32_t hlo_resolve(const hlo_module *m, const uint32_t *caller, uint32_t x, int64_t *index)
{
	for (int depth = 0; depth < 64 && x < m->ninstr; depth++) {
		const hlo_instr *in = &m->instrs[x];
		uint32_t c;
		if (in->opcode == OP_GET_TUPLE_ELEMENT && in->nopnd == 1 && !m->operands[in->opnd].path && *index < 0) {
			*index = in->aux;
			x = m->operands[in->opnd].instr;
		} else if (in->opcode == OP_TUPLE && *index >= 0 && (uint64_t)*index < in->nopnd &&
		           !m->operands[in->opnd + *index].path) {
			x = m->operands[in->opnd + *index].instr;
			*index = -1;
		} else if ((c = hlo_calledcomp(m, in)) < m->ncomp) {
			x = m->comps[c].root;
		} else if (in->opcode == OP_PARAMETER && in->comp < m->ncomp && caller[in->comp] < m->ninstr &&
		           in->aux >= 0 && (uint64_t)in->aux < m->instrs[caller[in->comp]].nopnd) {
			const hlo_operand *o = &m->operands[m->instrs[caller[in->comp]].opnd + in->aux];
			if (o->path)
				return HLO_NONE;
			x = o->instr;
		} else {
			return x;
		}
	}
	return HLO_NONE;
}

/* the one call running each computation (HLO_NONE: none, or another
 * caller too) */
uint32_t *hlo_callers(const hlo_module *m)
{
	uint32_t *caller = ut_malloc(((size_t)m->ncomp + 1) * sizeof *caller);
	uint8_t *many = ut_calloc((size_t)m->ncomp + 1, 1);

	for (uint32_t c = 0; c < m->ncomp; c++)
		caller[c] = HLO_NONE;
	for (uint32_t i = 0; i < m->ninstr; i++) {
		const hlo_instr *in = &m->instrs[i];
		for (uint32_t k = 0; k < in->ncallee; k++) {
			uint32_t c = m->callees[in->callee + k].comp;
			if (c >= m->ncomp)
				continue;
			if (caller[c] != HLO_NONE || in->opcode != OP_CALL)
				many[c] = 1;
			caller[c] = i;
		}
	}
	for (uint32_t c = 0; c < m->ncomp; c++)
		if (many[c])
			caller[c] = HLO_NONE;
	free(many);
	return caller;
}

/* the branch the pass keeps, or -1 */
static int64_t keptbranch(const hlo_module *m, const uint32_t *caller, const hlo_instr *in, uint32_t nbranch)
{
	int64_t index = -1, v;
	uint32_t x;

	if (nbranch == 1)
		return 0;
	x = hlo_resolve(m, caller, m->operands[in->opnd].instr, &index);
	if (x == HLO_NONE || index >= 0 || !hlo_intconstant(m, &m->instrs[x], &v))
		return -1;
	if (m->shapes[m->instrs[x].shape].type == T_PRED)
		return v ? 0 : 1;
	return v < 0 || v >= nbranch ? nbranch - 1 : v;
}

/* the callee entry of branch b: the b-th of branch_computations, or
 * true_computation (0) and false_computation (1) */
static uint32_t branchentry(const hlo_module *m, const hlo_instr *in, int64_t b)
{
	int64_t seen = 0;

	for (uint32_t k = 0; k < in->ncallee; k++) {
		int kind = m->callees[in->callee + k].kind;
		if ((kind == CK_BRANCH && seen++ == b) || (kind == CK_TRUE && b == 0) || (kind == CK_FALSE && b == 1))
			return in->callee + k;
	}
	return HLO_NONE;
}

/* conditional i, if the pass removes it, becomes the call of its branch */
static int simplify(hlo_module *m, const uint32_t *caller, uint8_t *state, uint32_t i)
{
	hlo_instr *in = &m->instrs[i];
	uint32_t nbranch = in->nopnd - 1, entry;
	int64_t b;

	if (in->nopnd < 2 || in->ncallee != nbranch || hlo_findattr(m, in, "sharding") ||
	    saystext(m, in, "control-predecessors="))
		return 0;
	for (uint32_t k = 0; k < in->ncallee; k++)
		if (m->callees[in->callee + k].comp >= m->ncomp || hlo_haseffect(m, m->callees[in->callee + k].comp, state, 0))
			return 0;
	if ((b = keptbranch(m, caller, in, nbranch)) < 0 || (entry = branchentry(m, in, b)) == HLO_NONE)
		return 0;
	/* the entries left behind (the index, the other branches) are read
	 * by no instruction */
	m->operands[in->opnd] = m->operands[in->opnd + 1 + b];
	in->nopnd = 1;
	in->callee = entry;
	in->ncallee = 1;
	m->callees[entry].kind = CK_TO_APPLY;
	in->opcode = OP_CALL;
	return 1;
}

uint32_t hlo_simplifyconds(hlo_module *m)
{
	uint32_t made = 0, more = 1, i, *caller;
	uint8_t *state;

	if (m->scheduled)
		return 0;
	/* most modules have none: nothing allocated for them */
	for (i = 0; i < m->ninstr && m->instrs[i].opcode != OP_CONDITIONAL; i++)
		;
	if (i == m->ninstr)
		return 0;
	state = ut_calloc((size_t)m->ncomp + 1, 1);
	/* a conditional replaced may make the index of another a constant:
	 * again until nothing changes (each round removes one at least) */
	for (int round = 0; more && round < 64; round++) {
		more = 0;
		caller = hlo_callers(m);
		for (i = 0; i < m->ninstr; i++)
			if (m->instrs[i].opcode == OP_CONDITIONAL && simplify(m, caller, state, i))
				more++;
		free(caller);
		made += more;
	}
	free(state);
	return made;
}
