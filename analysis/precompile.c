/* precompile.c: estimates of a module before XLA compiles it
 * (before_optimizations dumps: not partitioned, not fused).
 *
 * presplit: with num_partitions > 1, each value is sized per device by its
 *   split: its instruction's sharding, or what the rules of sharding.c
 *   (S1, S2, R1-R8) infer from its neighbours; a value they do not reach is
 *   counted as replicated and its bytes reported as "assumed replicated".
 * prefuse: values XLA would fuse into their consumers never materialise
 *   (rules F1-F3 below, from instruction_fusion.cc and the GPU's
 *   priority_fusion.cc: a producer is fused into all of its consumers or
 *   none): a fusible result whose consumers all absorb it is fused when it
 *   has one consumer or is cheap to duplicate (best estimate), and always
 *   (lower bound, `ideal`); its operands then live until its last
 *   consumer. */
#include <stdlib.h>

#include "analysis.h"
#include "util.h"

static uint64_t recomputebuffers(an *a)
{
	for (uint32_t b = 0; b < a->nbuf; b++) {
		an_buffer *buf = &a->bufs[b];
		buf->size = buf->logical = 0;
		for (uint32_t k = 0; k < buf->nval; k++) {
			const an_value *v = &a->vals[a->bufvals[buf->first + k]];
			if (v->size > buf->size)
				buf->size = v->size;
			if (v->logical > buf->logical)
				buf->logical = v->logical;
		}
	}
	return 0;
}

/* one element (a scalar, f32[1,1]): nothing to split, the same on every
 * device, so never "assumed" replicated */
static int single(const hlo_module *m, uint32_t shape)
{
	const hlo_shape *s = &m->shapes[shape];

	for (uint32_t k = 0; k < s->rank; k++)
		if (hlo_dims(m, s)[k] != 1)
			return 0;
	return 1;
}

int presplit(an *a)
{
	const hlo_module *m = a->m;
	int64_t *ints = NULL;
	uint32_t nints = 0;
	int32_t *spec = xmalloc((size_t)a->nval * sizeof *spec + 1);

	infersplits(a, spec, &ints, &nints);
	a->assumedreplicated = 0;
	for (uint32_t v = 0; v < a->nval; v++) {
		an_value *x = &a->vals[v];
		if (x->tuple || m->shapes[x->shape].kind != SK_ARRAY)
			continue;
		if (spec[v] < 0) {
			if (spec[v] == -1 && !x->constant && !single(m, x->shape))
				a->assumedreplicated += x->size;
			continue;
		}
		splitbytes(m, a->target, x->shape, ints + spec[v] + 1, (uint32_t)ints[spec[v]], &x->size, &x->logical);
	}
	recomputebuffers(a);
	free(spec);
	free(ints);
	return 0;
}

/* F1 what fusion can take into a consumer: elementwise ops, broadcast,
 *    reshape, transpose, slice, convert, iota and constants
 *    (priority_fusion.cc IsFusible); */
static int fusible(int op)
{
	return hlo_elementwise(op) || op == OP_BROADCAST || op == OP_RESHAPE || op == OP_TRANSPOSE ||
	       op == OP_SLICE || op == OP_CONVERT || op == OP_IOTA || op == OP_CONSTANT || op == OP_BITCAST_CONVERT;
}

/* F2 a consumer a producer can be fused into: not control flow, a tuple, a
 *    call to the outside world or a collective */
static int absorbs(int op)
{
	return fusible(op) || op == OP_REDUCE || op == OP_REDUCE_WINDOW || op == OP_DOT || op == OP_CONVOLUTION ||
	       op == OP_CONCATENATE || op == OP_PAD || op == OP_DYNAMIC_SLICE || op == OP_DYNAMIC_UPDATE_SLICE ||
	       op == OP_GATHER || op == OP_SCATTER || op == OP_SELECT_AND_SCATTER || op == OP_REVERSE ||
	       op == OP_SORT || op == OP_MAP;
}

static uint64_t elements(const hlo_module *m, uint32_t shape)
{
	const hlo_shape *s = &m->shapes[shape];
	uint64_t n = 1;

	if (s->kind != SK_ARRAY)
		return UINT64_MAX;
	for (uint32_t k = 0; k < s->rank; k++)
		n = hlo_dims(m, s)[k] > 0 && n <= UINT64_MAX / (uint64_t)hlo_dims(m, s)[k] ? n * (uint64_t)hlo_dims(m, s)[k]
		                                                                            : UINT64_MAX;
	return n;
}

/* InstructionFusion::IsExpensive: transcendental and dividing elementwise
 * ops (floating point) */
static int expensive(const hlo_module *m, const hlo_instr *in)
{
	int t = m->shapes[in->shape].type;
	int fp = t != T_PRED && !(t >= T_S1 && t <= T_U64);

	switch (in->opcode) {
	case OP_EXPONENTIAL: case OP_EXPONENTIAL_MINUS_ONE: case OP_LOG: case OP_LOG_PLUS_ONE: case OP_LOGISTIC: case OP_RSQRT: case OP_SQRT:
	case OP_CBRT: case OP_TANH: case OP_TAN: case OP_POWER: case OP_ATAN2: case OP_ERF:
		return 1;
	case OP_DIVIDE: case OP_REMAINDER:
		return fp;
	}
	return 0;
}

/* F3 a producer XLA duplicates into every consumer: a broadcast and a
 *    widening convert always (instruction_fusion.cc IsAlwaysDuplicable), an
 *    iota, a constant of at most one element (priority_fusion.cc fuses only
 *    those, IsSmallConstant; larger ones stay constants), and a cheap
 *    elementwise op with at most one operand as large as its result
 *    (EffectivelyAtMostUnary: broadcasts, iotas and scalar constants do
 *    not count), which ComputeGloballyUnfusible lets duplicate */
static int duplicable(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint64_t n = elements(m, in->shape);
	uint32_t large = 0;

	switch (in->opcode) {
	case OP_BROADCAST: case OP_IOTA:
		return 1;
	case OP_CONSTANT:
		return n <= 1;
	}
	if (!hlo_elementwise(in->opcode) || expensive(m, in))
		return 0;
	for (uint32_t k = 0; k < in->nopnd; k++) {
		const hlo_instr *o = &m->instrs[m->operands[in->opnd + k].instr];
		if (o->opcode == OP_BROADCAST || o->opcode == OP_IOTA || elements(m, o->shape) <= 1)
			continue;
		large += elements(m, o->shape) >= n;
	}
	return large <= 1;
}

int prefuse(an *a, int ideal)
{
	const hlo_module *m = a->m;
	uint8_t *fused = xcalloc((size_t)m->ninstr + 1, 1);

	free(a->fused);
	a->fused = fused;

	/* backwards, so a chain hands its operands' lives on to the last consumer */
	for (uint32_t q = a->nseq; q-- > 0;) {
		uint32_t i = a->seq[q], v = a->slotval[a->slotbase[i]], nusers = a->ustart[i + 1] - a->ustart[i];
		const hlo_instr *in = &m->instrs[i];
		an_value *x;
		int64_t last = -1;
		int ok = 1;
		if (v == HLO_NONE || !fusible(in->opcode) || (in->flags & IF_ROOT) || nusers == 0 ||
		    (!ideal && nusers != 1 && !duplicable(a, i)) ||
		    (!ideal && in->opcode == OP_CONSTANT && elements(m, in->shape) > 1))
			continue;
		x = &a->vals[v];
		if (x->instr != i || x->tuple || x->liveout || a->bufs[x->buf].nval != 1)
			continue;
		for (uint32_t k = a->ustart[i]; k < a->ustart[i + 1]; k++) {
			uint32_t u = a->uuser[k], uv;
			int64_t t;
			if (!absorbs(m->instrs[u].opcode) || a->time[u] < 0) {
				ok = 0;
				continue;
			}
			/* a consumer fused in turn reads on until its own consumer */
			t = a->time[u];
			if (fused[u] && (uv = a->slotval[a->slotbase[u]]) != HLO_NONE && a->vals[uv].end > t)
				t = a->vals[uv].end;
			if (t > last)
				last = t;
		}
		if (!ok)
			continue;
		fused[i] = 1;
		x->size = x->logical = 0;
		/* the consumer reads the producer's operands instead */
		for (uint32_t k = 0; k < in->nopnd; k++) {
			uint32_t o = m->operands[in->opnd + k].instr;
			if (a->time[o] < 0)
				continue;
			for (uint32_t s = 0; s < a->nodes[m->instrs[o].shape]; s++) {
				uint32_t w = a->slotval[a->slotbase[o] + s];
				if (w != HLO_NONE && a->vals[w].end < last)
					a->vals[w].end = last;
			}
		}
	}
	recomputebuffers(a);
	return 0;
}
