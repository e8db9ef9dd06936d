/* cse.c: instructions XLA's HloCSE merges in a module not yet compiled
 * (xla/service/hlo_cse.cc, run by every backend's simplification
 * pipeline after CallInliner).
 *
 * Two instructions are one when they have the same opcode, shape,
 * attributes and called computations and their operands are one
 * (HloInstruction::IdenticalIgnoringCommutativeOperandOrder with the
 * operands compared by what CSE made of them): the operands of an add,
 * multiply, maximum, minimum, and, or, xor in either order; called
 * computations alike when they compute alike (HloCSE's eq_computations is
 * HloComputation::operator==, not identity: JAX gives every reduction a
 * reducer of its own, and two sums still merge).  The first in program
 * order stays, and the later one's readers read it instead.  Calls are read as CallInliner leaves them: a called
 * computation's parameter is its call's operand and the call is its root,
 * so that what two calls of one function compute from the same operands
 * is merged, as JAX's threefry loops are when two random draws use one
 * key.  Computations a call does not inline (loop bodies, branches) merge
 * only within themselves.
 *
 * Never merged, as HloCSE leaves them: what has side effects or talks to
 * the outside (custom calls, RNG, infeed and outfeed, send and receive),
 * collectives and async pairs (their channels differ), optimization
 * barriers (JAX's rematerialization puts them there so that CSE keeps
 * the recomputation; but see tupleelement for the CPU), and parameters; constants only when small (256
 * elements at most), their literals compared as written.
 *
 * The result, tl.cse: per instruction, the one it is merged into, or
 * HLO_NONE.  dataflow.c gives a merged instruction that one's values,
 * and its own operand reads are no uses (flatten.c an_mkusers, live.c). */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

struct cse {
	const an *a;
	const hlo_module *m;
	uint8_t *rw;            /* per instruction: 1 if the divide rewrite changed it (rewritten) */
	uint32_t *vn;           /* per instruction: its class's first instruction */
	uint32_t *scope;        /* per computation: where its instructions end up */
	uint32_t *slot;         /* hash table of instruction ids + 1, 0 empty */
	uint32_t cap;
};

static int mergeable(const hlo_instr *in)
{
	if (in->flags & (IF_SIDEEFFECT | IF_HOST))
		return 0;
	switch (in->opcode) {
	case OP_PARAMETER: case OP_CALL: case OP_CUSTOM_CALL: case OP_RNG: case OP_RNG_BIT_GENERATOR:
	case OP_RNG_GET_AND_UPDATE_STATE: case OP_INFEED: case OP_OUTFEED: case OP_SEND: case OP_SEND_DONE:
	case OP_RECV: case OP_RECV_DONE: case OP_AFTER_ALL: case OP_ADD_DEPENDENCY: case OP_OPT_BARRIER:
	case OP_DOMAIN: case OP_FUSION: case OP_CONDITIONAL: case OP_ASYNC_START: case OP_ASYNC_UPDATE:
	case OP_ASYNC_DONE: case OP_COPY_START: case OP_COPY_DONE: case OP_PARTITION_ID: case OP_REPLICA_ID:
		return 0;
	}
	return !(an_opfacts(in->opcode)->flags & OF_COLLECTIVE);
}

/* the computation a computation's instructions end up in once calls are
 * inlined: up through the calls that run it */
static uint32_t scopeof(struct cse *s, uint32_t c)
{
	const hlo_module *m = s->m;
	uint32_t d = c;

	for (int depth = 0; depth < 64; depth++) {
		uint32_t u = s->a->tl.compcaller[d];
		if (s->scope[d] != HLO_NONE) {
			d = s->scope[d];
			break;
		}
		if (u == HLO_NONE || m->instrs[u].opcode != OP_CALL)
			break;
		d = m->instrs[u].comp;
	}
	s->scope[c] = d;
	return d;
}

/* a constant's literal as written (between "constant(" and its ")"), if
 * it is at most 1 KiB of text */
int an_literal(const hlo_module *m, const hlo_instr *in, const char **p, uint32_t *n)
{
	const char *t = hlo_text(m, in->text), *e = t + in->text.len, *q;
	int depth = 0;

	q = an_findtext(t, e, "constant(");
	if (!q)
		return 0;
	q += 9;
	for (*p = q; q < e && (depth || *q != ')'); q++) {
		if (q - *p > 1024)
			return 0;
		if (*q == '(' || *q == '{')
			depth++;
		else if (*q == ')' || *q == '}')
			depth--;
	}
	*n = (uint32_t)(q - *p);
	/* an elided literal ({...}) says nothing of its values */
	return q < e && !an_findtext(*p, q, "...");
}

static uint64_t mix(uint64_t h, uint64_t x)
{
	h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	return h * 0xff51afd7ed558ccdull;
}

/* HloOpcodeIsBinaryCommutative */
static int commutative(int op)
{
	switch (op) {
	case OP_ADD: case OP_MULTIPLY: case OP_MAXIMUM: case OP_MINIMUM: case OP_AND: case OP_OR: case OP_XOR:
		return 1;
	}
	return 0;
}

static int samepath(const hlo_module *m, uint32_t p, uint32_t q)
{
	uint32_t n = hlo_pathlen(m, p);

	if (n != hlo_pathlen(m, q))
		return 0;
	return n == 0 || !memcmp(hlo_path(m, p), hlo_path(m, q), n * sizeof *hlo_path(m, p));
}

/* x and y alike but for their operands and called computations: opcode,
 * shape, operand and callee counts, parameter number or tuple index,
 * attributes as written, a constant's literal */
static int samehead(const hlo_module *m, const hlo_instr *x, const hlo_instr *y)
{
	if (x->opcode != y->opcode || x->shape != y->shape || x->nopnd != y->nopnd || x->ncallee != y->ncallee ||
	    x->nattr != y->nattr || x->aux != y->aux || x->target != y->target || x->fusionkind != y->fusionkind ||
	    x->wrapped != y->wrapped || x->nalias != y->nalias)
		return 0;
	for (uint32_t k = 0; k < x->nattr; k++) {
		const hlo_attr *a = &m->attrs[x->attr + k], *b = &m->attrs[y->attr + k];
		if (a->name != b->name || a->value.len != b->value.len ||
		    memcmp(hlo_text(m, a->value), hlo_text(m, b->value), a->value.len))
			return 0;
	}
	if (x->opcode == OP_CONSTANT) {
		const char *p, *q;
		uint32_t n, k;
		if (!an_literal(m, x, &p, &n) || !an_literal(m, y, &q, &k) || n != k || memcmp(p, q, n))
			return 0;
	}
	return 1;
}

static int samecomp(const hlo_module *m, uint32_t c, uint32_t d, uint32_t *budget);
static int samecallees(const hlo_module *m, const hlo_instr *x, const hlo_instr *y, uint32_t *budget);

/* instruction i of one computation computes what j of another does: the
 * same opcode, shape, attributes and literal, the same parameter number,
 * operands alike in order, called computations alike.  A comparison
 * costs one of *budget; none left, and they are taken as different (a
 * reducer is a handful of instructions; a loop body is not worth it) */
static int sameinstr(const hlo_module *m, uint32_t i, uint32_t j, uint32_t *budget)
{
	const hlo_instr *x = &m->instrs[i], *y = &m->instrs[j];

	if (!*budget)
		return 0;
	--*budget;
	if (!samehead(m, x, y))
		return 0;
	for (uint32_t k = 0; k < x->nopnd; k++) {
		const hlo_operand *a = &m->operands[x->opnd + k], *b = &m->operands[y->opnd + k];
		if (!samepath(m, a->path, b->path) || !sameinstr(m, a->instr, b->instr, budget))
			return 0;
	}
	return samecallees(m, x, y, budget);
}

/* the computations x and y call, alike one by one */
static int samecallees(const hlo_module *m, const hlo_instr *x, const hlo_instr *y, uint32_t *budget)
{
	for (uint32_t k = 0; k < x->ncallee; k++)
		if (m->callees[x->callee + k].kind != m->callees[y->callee + k].kind ||
		    !samecomp(m, m->callees[x->callee + k].comp, m->callees[y->callee + k].comp, budget))
			return 0;
	return 1;
}

/* HloComputation::operator==: the same computation, or one with as many
 * parameters, alike from the roots */
static int samecomp(const hlo_module *m, uint32_t c, uint32_t d, uint32_t *budget)
{
	if (c == d)
		return 1;
	if (c >= m->ncomp || d >= m->ncomp || m->comps[c].nparam != m->comps[d].nparam ||
	    m->comps[c].root == HLO_NONE || m->comps[d].root == HLO_NONE)
		return 0;
	return sameinstr(m, m->comps[c].root, m->comps[d].root, budget);
}

/* what a called computation's hash holds: its root's opcode and its
 * parameters (CseKey hashes the root's opcode), so that computations
 * alike meet */
static uint64_t comphash(const hlo_module *m, uint32_t c)
{
	if (c >= m->ncomp || m->comps[c].root == HLO_NONE)
		return c;
	return ((uint64_t)m->instrs[m->comps[c].root].opcode << 32) | m->comps[c].nparam;
}

static uint64_t operandhash(const struct cse *s, const hlo_operand *o)
{
	const hlo_module *m = s->m;
	uint64_t h = mix(0, s->vn[o->instr]);

	for (uint32_t j = 0; j < hlo_pathlen(m, o->path); j++)
		h = mix(h, (uint64_t)hlo_path(m, o->path)[j]);
	return h;
}

static uint64_t hashof(struct cse *s, uint32_t i)
{
	const hlo_module *m = s->m;
	const hlo_instr *in = &m->instrs[i];
	uint64_t h = mix(mix(mix(mix(0, in->opcode), in->shape), s->scope[in->comp]), s->rw[i]);

	h = mix(mix(h, (uint64_t)in->aux), in->target);
	if (commutative(in->opcode) && in->nopnd == 2) {
		/* either order: the sum and product of the two hash alike */
		uint64_t a = operandhash(s, &m->operands[in->opnd]), b = operandhash(s, &m->operands[in->opnd + 1]);
		h = mix(mix(h, a + b), a * b);
	} else {
		for (uint32_t k = 0; k < in->nopnd; k++)
			h = mix(h, operandhash(s, &m->operands[in->opnd + k]));
	}
	for (uint32_t k = 0; k < in->ncallee; k++)
		h = mix(h, comphash(m, m->callees[in->callee + k].comp));
	/* the attributes' names and lengths, and the text of the short ones
	 * (slice bounds, dimensions: without it, a thousand slices of one
	 * operand would all meet in one chain of the table); a long value
	 * (a backend_config) is read only when two instructions are alike in
	 * all else (identical) */
	for (uint32_t k = 0; k < in->nattr; k++) {
		const hlo_attr *at = &m->attrs[in->attr + k];
		h = mix(mix(h, at->name), at->value.len);
		if (at->value.len <= 64) {
			const char *t = hlo_text(m, at->value);
			for (uint32_t j = 0; j < at->value.len; j++)
				h = (h ^ (unsigned char)t[j]) * 0x100000001b3ull;
		}
	}
	return h;
}

/* the operands of x and y are one, in order, or (swap) the two of a
 * binary op crossed */
static int sameoperands(const struct cse *s, const hlo_instr *x, const hlo_instr *y, int swap)
{
	const hlo_module *m = s->m;

	for (uint32_t k = 0; k < x->nopnd; k++) {
		const hlo_operand *a = &m->operands[x->opnd + k], *b = &m->operands[y->opnd + (swap ? 1 - k : k)];
		if (s->vn[a->instr] != s->vn[b->instr] || !samepath(m, a->path, b->path))
			return 0;
	}
	return 1;
}

static int identical(struct cse *s, uint32_t i, uint32_t j)
{
	const hlo_module *m = s->m;
	const hlo_instr *x = &m->instrs[i], *y = &m->instrs[j];

	uint32_t budget = 256;

	if (s->scope[x->comp] != s->scope[y->comp] || x->nalias || y->nalias || s->rw[i] != s->rw[j] ||
	    !samehead(m, x, y))
		return 0;
	if (!sameoperands(s, x, y, 0) && !(commutative(x->opcode) && x->nopnd == 2 && sameoperands(s, x, y, 1)))
		return 0;
	return samecallees(m, x, y, &budget);
}

/* the first instruction identical to i, entered if none */
static uint32_t lookup(struct cse *s, uint32_t i)
{
	uint32_t k = (uint32_t)hashof(s, i) & (s->cap - 1);

	for (;; k = (k + 1) & (s->cap - 1)) {
		uint32_t j = s->slot[k];
		if (!j) {
			s->slot[k] = i + 1;
			return i;
		}
		if (identical(s, j - 1, i))
			return j - 1;
	}
}

/* constants merge when small: at most 256 elements, their literals
 * compared as written (a large one's text is not read again); an elided
 * literal ({...}: a large one in an XLA dump, any whose values the
 * StableHLO converter does not keep, mlirconv.c constof) never */
static int smallconst(const hlo_module *m, const hlo_instr *in)
{
	const hlo_shape *sh = &m->shapes[in->shape];
	uint64_t n = 1;

	if (sh->kind != SK_ARRAY)
		return 0;
	for (uint32_t k = 0; k < sh->rank; k++) {
		if (hlo_dims(m, sh)[k] < 0 || (uint64_t)hlo_dims(m, sh)[k] > 256)
			return 0;
		n *= (uint64_t)hlo_dims(m, sh)[k];
		if (n > 256)
			return 0;
	}
	return 1;
}

/* TupleSimplifier, run with HloCSE in the simplification pipeline after
 * CallInliner: an element of a tuple is the tuple's operand, and a call,
 * inlined, is its root, so that an element of what a call returns is the
 * value its callee put there (a function JAX linearized returns the
 * primal with a residual, and the primal still merges with the plain
 * function's).  And XLA:CPU expands optimization barriers
 * (OptimizationBarrierExpander, cpu_compiler.cc, right after the first
 * HloCSE) and simplifies and CSEs the module again after layout
 * assignment: an element of a barrier is then its operand's, and a
 * recomputation JAX put behind a barrier (jax.checkpoint) merges with the
 * computation it repeats.  Other targets expand barriers only after
 * scheduling, where they still part the two.  1 if element i was given
 * the number of the value it stands for */
static int tupleelement(struct cse *s, uint32_t i)
{
	const hlo_module *m = s->m;
	const hlo_instr *in = &m->instrs[i];
	const hlo_instr *t;
	const hlo_operand *o;

	if (in->nopnd != 1 || hlo_pathlen(m, m->operands[in->opnd].path))
		return 0;
	t = &m->instrs[s->vn[m->operands[in->opnd].instr]];
	if (t->opcode == OP_OPT_BARRIER) {
		if (s->a->target != TARGET_CPU || t->nopnd != 1 || hlo_pathlen(m, m->operands[t->opnd].path))
			return 0;
		t = &m->instrs[s->vn[m->operands[t->opnd].instr]];
	}
	if (t->opcode != OP_TUPLE || in->aux < 0 || (uint64_t)in->aux >= t->nopnd)
		return 0;
	o = &m->operands[t->opnd + in->aux];
	if (hlo_pathlen(m, o->path) || m->instrs[o->instr].shape != in->shape)
		return 0;
	s->vn[i] = s->vn[o->instr];
	return 1;
}

/* AlgebraicSimplifier::HandleDivide, which the simplification pipeline
 * runs before its HloCSE, turns a sqrt only a divide reads as its divisor
 * into an rsqrt: A / sqrt(B) becomes A * rsqrt(B) when the sqrt has one
 * use, and on the CPU (executing_on_cpu, enable_sink_broadcast:
 * cpu_compiler.cc) A / broadcast(B) becomes A * broadcast(1 / B) for types
 * not complex, 1 / sqrt(B) then rsqrt(B) when that is the sqrt's one use.
 * The divisor is read through the reshapes, bitcasts and broadcasts of one
 * use that JAX's broadcasting writes (the same pass makes them one
 * broadcast).  Such a sqrt is compared by CSE only with others so turned,
 * and what reads it follows: jax.checkpoint's recomputed normalisation,
 * whose sqrt the gradient reads too, keeps a reciprocal of its sqrt and is
 * not merged with the forward one's rsqrt (XLA:CPU, jaxlib 0.10.2:
 * testdata/family-89).  Uses are counted as user_count() counts them, one
 * per reading instruction; one a call reads is taken to have several
 * (inlined, the callee's readers read it).  1 per instruction so changed:
 * the divide, the chain, the sqrt */
static uint8_t *rewritten(const an *a)
{
	const hlo_module *m = a->m;
	uint32_t *uses = ut_calloc((size_t)m->ninstr + 1, sizeof *uses);
	uint8_t *rw = ut_calloc((size_t)m->ninstr + 1, 1);

	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		const hlo_instr *in = &m->instrs[an_dataseq(a)[q]];
		for (uint32_t k = 0; k < in->nopnd; k++) {
			uint32_t o = m->operands[in->opnd + k].instr, seen = 0;
			for (uint32_t j = 0; j < k && !seen; j++)
				seen = m->operands[in->opnd + j].instr == o;
			if (!seen)
				uses[o] += in->opcode == OP_CALL ? 2 : 1;
		}
	}
	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t i = an_dataseq(a)[q], x, chain[8], n = 0;
		const hlo_instr *in = &m->instrs[i];
		int type = m->shapes[in->shape].type, bcast = 0;
		if (in->opcode != OP_DIVIDE || in->nopnd != 2)
			continue;
		x = m->operands[in->opnd + 1].instr;
		while (n < 8 && uses[x] == 1 && m->instrs[x].nopnd == 1 &&
		       (m->instrs[x].opcode == OP_BROADCAST || m->instrs[x].opcode == OP_RESHAPE ||
			m->instrs[x].opcode == OP_BITCAST)) {
			bcast |= m->instrs[x].opcode == OP_BROADCAST;
			chain[n++] = x;
			x = m->operands[m->instrs[x].opnd].instr;
		}
		if (m->instrs[x].opcode != OP_SQRT || uses[x] != 1 ||
		    !(n == 0 || (a->target == TARGET_CPU && bcast && type != T_C64 && type != T_C128)))
			continue;
		rw[i] = rw[x] = 1;
		for (uint32_t k = 0; k < n; k++)
			rw[chain[k]] = 1;
	}
	free(uses);
	return rw;
}

uint32_t an_cse(an *a)
{
	const hlo_module *m = a->m;
	struct cse s = {a, m, NULL, NULL, NULL, NULL, 0};
	uint32_t merged = 0, *dup;

	a->tl.cse = NULL;
	if (!m->ninstr)
		return 0;
	s.rw = rewritten(a);
	s.vn = ut_malloc((size_t)m->ninstr * sizeof *s.vn);
	s.scope = ut_malloc(((size_t)m->ncomp + 1) * sizeof *s.scope);
	dup = ut_malloc((size_t)m->ninstr * sizeof *dup);
	for (uint32_t i = 0; i < m->ninstr; i++)
		s.vn[i] = i, dup[i] = HLO_NONE;
	for (uint32_t c = 0; c < m->ncomp; c++)
		s.scope[c] = HLO_NONE;
	for (s.cap = 16; s.cap < 2 * a->tl.nseq + 16 && s.cap < (1u << 31); s.cap *= 2)
		;
	s.slot = ut_calloc(s.cap, sizeof *s.slot);
	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t i = an_dataseq(a)[q], c = m->instrs[i].comp, u, r;
		const hlo_instr *in = &m->instrs[i];
		scopeof(&s, c);
		if (in->opcode == OP_PARAMETER) {
			/* an inlined call's parameter is the call's operand */
			u = a->tl.compcaller[c];
			if (u != HLO_NONE && m->instrs[u].opcode == OP_CALL && in->aux >= 0 &&
			    (uint64_t)in->aux < m->instrs[u].nopnd) {
				const hlo_operand *o = &m->operands[m->instrs[u].opnd + in->aux];
				if (!hlo_pathlen(m, o->path) && m->instrs[o->instr].shape == in->shape)
					s.vn[i] = s.vn[o->instr];
			}
			continue;
		}
		if (in->opcode == OP_CALL) {
			/* the inlined call is its root */
			c = in->ncallee ? m->callees[in->callee].comp : HLO_NONE;
			if (c != HLO_NONE && a->tl.compcaller[c] == i && m->comps[c].root != HLO_NONE &&
			    m->instrs[m->comps[c].root].shape == in->shape)
				s.vn[i] = s.vn[m->comps[c].root];
			continue;
		}
		if (in->opcode == OP_GET_TUPLE_ELEMENT && tupleelement(&s, i))
			continue;
		if (!mergeable(in) || (in->opcode == OP_CONSTANT && !smallconst(m, in)))
			continue;
		r = lookup(&s, i);
		s.vn[i] = s.vn[r];
		if (r != i) {
			dup[i] = r;
			merged++;
		}
	}
	free(s.slot);
	free(s.vn);
	free(s.scope);
	free(s.rw);
	if (merged)
		a->tl.cse = dup;
	else
		free(dup);
	return merged;
}

/* the inverse of tl.cse, as lists: first[i] the first instruction HloCSE
 * merged into i (HLO_NONE: none), next[d] the one after d; both NULL when
 * nothing is merged.  The caller frees them */
void an_csedups(const an *a, uint32_t **first, uint32_t **next)
{
	uint32_t n = a->m->ninstr;

	*first = *next = NULL;
	if (!a->tl.cse)
		return;
	*first = ut_malloc(((size_t)n + 1) * sizeof **first);
	*next = ut_malloc(((size_t)n + 1) * sizeof **next);
	for (uint32_t i = 0; i < n; i++)
		(*first)[i] = HLO_NONE;
	for (uint32_t i = n; i-- > 0;)
		if (a->tl.cse[i] != HLO_NONE) {
			(*next)[i] = (*first)[a->tl.cse[i]];
			(*first)[a->tl.cse[i]] = i;
		}
}
