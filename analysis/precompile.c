/* precompile.c: estimates of a module before XLA compiles it
 * (before_optimizations dumps: not partitioned, not fused).
 *
 * presplit: with num_partitions > 1, each value is sized per device by the
 *   sharding of its instruction (sharding.c); an instruction without one
 *   inherits its operand's along elementwise ops, converts and copies, and
 *   transposes permute it; anything else is counted as replicated and its
 *   bytes reported as "assumed replicated".
 * prefuse: values XLA would fuse into their consumer never materialise:
 *   results of elementwise ops, broadcast, reshape, transpose, slice,
 *   convert, iota and constant that feed one consumer able to absorb them
 *   (all consumers when `ideal`); their operands then live until that
 *   consumer. */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

static const hlo_attr *findattr(const hlo_module *m, const hlo_instr *in, const char *name)
{
	size_t n = strlen(name);

	for (uint32_t k = in->attr; k < in->attr + in->nattr; k++)
		if (m->names[m->attrs[k].name].len == n && !memcmp(hlo_str(m, m->attrs[k].name), name, n))
			return &m->attrs[k];
	return NULL;
}

/* array leaves of a shape's tree */
static uint32_t leavesin(const hlo_module *m, uint32_t shape)
{
	uint32_t stack[2048], sp = 0, n = 0;

	stack[sp++] = shape;
	while (sp) {
		const hlo_shape *x = &m->shapes[stack[--sp]];
		if (x->kind != SK_TUPLE) {
			n++;
			continue;
		}
		for (uint32_t k = 0; k < x->rank && sp < 2048; k++)
			stack[sp++] = (uint32_t)hlo_children(m, x)[k];
	}
	return n;
}

/* the array leaf index of a preorder slot (tuple nodes are not leaves) */
static uint32_t leafof(an *a, uint32_t shape, uint32_t slot)
{
	const hlo_module *m = a->m;
	uint32_t leaves = 0;

	while (slot > 0 && m->shapes[shape].kind == SK_TUPLE) {
		const hlo_shape *s = &m->shapes[shape];
		slot--;
		for (uint32_t j = 0; j < s->rank; j++) {
			uint32_t c = (uint32_t)hlo_children(m, s)[j], n = a->nodes[c];
			if (slot < n) {
				shape = c;
				break;
			}
			leaves += leavesin(m, c);
			slot -= n;
		}
	}
	return leaves;
}

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

int presplit(an *a)
{
	const hlo_module *m = a->m;
	int64_t *ints = NULL;
	uint32_t nints = 0;
	int32_t *spec = xmalloc((size_t)a->nval * sizeof *spec + 1);
	int32_t leaves[256];

	for (uint32_t v = 0; v < a->nval; v++)
		spec[v] = -1;
	/* in flat order, so operands are settled before their users */
	for (uint32_t q = 0; q < a->nseq; q++) {
		uint32_t i = a->seq[q];
		const hlo_instr *in = &m->instrs[i];
		const hlo_attr *sh = findattr(m, in, "sharding");
		int n = sh ? parsesharding(hlo_text(m, sh->value), sh->value.len, &ints, &nints, leaves, 256) : -1;
		for (uint32_t s = 0; s < a->nodes[in->shape]; s++) {
			uint32_t v = a->slotval[a->slotbase[i] + s];
			if (v == HLO_NONE || a->vals[v].instr != i || a->vals[v].slot != s || a->vals[v].tuple)
				continue;
			if (n > 0) {
				uint32_t leaf = n == 1 ? 0 : leafof(a, in->shape, s);
				/* -2: replicated as written, not assumed */
				spec[v] = leaf < (uint32_t)n ? (leaves[leaf] < 0 ? -2 : leaves[leaf]) : -1;
				continue;
			}
			/* no sharding: follow the operand through shape-preserving ops */
			if (in->nopnd && (hlo_elementwise(in->opcode) || in->opcode == OP_COPY)) {
				const hlo_operand *o = &m->operands[in->opnd];
				uint32_t w = a->time[o->instr] >= 0 && !o->path ? a->slotval[a->slotbase[o->instr]] : HLO_NONE;
				if (w != HLO_NONE && m->shapes[a->vals[w].shape].rank == m->shapes[a->vals[v].shape].rank)
					spec[v] = spec[w];
			}
		}
	}
	a->assumedreplicated = 0;
	for (uint32_t v = 0; v < a->nval; v++) {
		an_value *x = &a->vals[v];
		if (x->tuple || m->shapes[x->shape].kind != SK_ARRAY)
			continue;
		if (spec[v] < 0) {
			if (spec[v] == -1 && !x->constant)
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

static int fusible(int op)
{
	return hlo_elementwise(op) || op == OP_BROADCAST || op == OP_RESHAPE || op == OP_TRANSPOSE ||
	       op == OP_SLICE || op == OP_CONVERT || op == OP_IOTA || op == OP_CONSTANT || op == OP_BITCAST_CONVERT;
}

/* a consumer a producer can be fused into: not control flow, a tuple, a
 * call to the outside world or a collective */
static int absorbs(int op)
{
	return fusible(op) || op == OP_REDUCE || op == OP_REDUCE_WINDOW || op == OP_DOT || op == OP_CONVOLUTION ||
	       op == OP_CONCATENATE || op == OP_PAD || op == OP_DYNAMIC_SLICE || op == OP_DYNAMIC_UPDATE_SLICE ||
	       op == OP_GATHER || op == OP_SCATTER || op == OP_SELECT_AND_SCATTER || op == OP_REVERSE ||
	       op == OP_SORT || op == OP_MAP;
}

int prefuse(an *a, int ideal)
{
	const hlo_module *m = a->m;

	/* backwards, so a chain hands its operands' lives on to the last consumer */
	for (uint32_t q = a->nseq; q-- > 0;) {
		uint32_t i = a->seq[q], v = a->slotval[a->slotbase[i]], nusers = a->ustart[i + 1] - a->ustart[i];
		const hlo_instr *in = &m->instrs[i];
		an_value *x;
		int64_t last = -1;
		int ok = 1;
		if (v == HLO_NONE || !fusible(in->opcode) || (in->flags & IF_ROOT) || nusers == 0 ||
		    (!ideal && nusers != 1))
			continue;
		x = &a->vals[v];
		if (x->instr != i || x->tuple || x->liveout || a->bufs[x->buf].nval != 1)
			continue;
		for (uint32_t k = a->ustart[i]; k < a->ustart[i + 1]; k++) {
			uint32_t u = a->uuser[k];
			if (!absorbs(m->instrs[u].opcode) || a->time[u] < 0)
				ok = 0;
			else if (a->time[u] > last)
				last = a->time[u];
		}
		if (!ok)
			continue;
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
