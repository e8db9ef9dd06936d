/* precompile.c: estimates of a module before XLA compiles it
 * (before_optimizations dumps: not partitioned, not fused).
 *
 * presplit: with num_partitions > 1, each value is sized per device by its
 *   split: its instruction's sharding (GSPMD's or Shardy's), or what the
 *   rules of sharding.c (S1, S2, M1, R1-R9, V) infer from its neighbours;
 *   a value they do not reach is counted as replicated and its bytes
 *   reported as "assumed replicated".  What the SPMD partitioner adds
 *   around dots (P1 all-gathers, P2 all-reduces) and elementwise ops
 *   whose operands are split otherwise than their result (P3 reshards) is
 *   recorded here and added by stats.c prestages.
 * prefuse: values XLA would fuse into their consumers never materialise
 *   (rules F1-F3 below, from instruction_fusion.cc and the GPU's
 *   priority_fusion.cc: a producer is fused into all of its consumers or
 *   none): a fusible result whose consumers all end in one fusion, or
 *   that is cheap to duplicate, is fused (best estimate); every fusible
 *   result, dots included, in the lower bound (`ideal`); its operands then
 *   live until its last consumer.  On the CPU the loop fusion's own rules
 *   (F2, F4, F5, F7), and first the YNNPACK fusions grown from reductions (F6,
 *   ynnfuse.c).  On the CPU and the GPU, F8: nothing that reads the buffer
 *   a dynamic-update-slice updates in place goes into its fusion.  On the
 *   CPU, F9: a cheap producer some consumer refuses is written for those
 *   and computed again in the others (InstructionFusion duplicates per
 *   consumer there); F10: a concatenation, pad, reduction or dot that one
 *   fusion would read at two places is written. */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "sort.h"
#include "util.h"

static uint64_t recomputebuffers(an *a)
{
	for (uint32_t b = 0; b < a->df.nbuf; b++) {
		an_buffer *buf = &a->df.bufs[b];
		buf->size = buf->logical = 0;
		for (uint32_t k = 0; k < buf->nval; k++) {
			const an_value *v = &a->df.vals[a->df.bufvals[buf->first + k]];
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

/* instruction i's split (ispec: -1 unknown, -2 or a list), its rank long */
static int splitof(const hlo_module *m, uint32_t i, const int32_t *ispec, const int64_t *ints, int64_t *sp)
{
	const hlo_shape *s = &m->shapes[m->instrs[i].shape];

	if (s->kind != SK_ARRAY || s->rank > 64 || ispec[i] == -1)
		return -1;
	for (uint32_t d = 0; d < s->rank; d++)
		sp[d] = 1;
	if (ispec[i] >= 0)
		for (int64_t d = 0; d < ints[ispec[i]] && (uint64_t)d < s->rank; d++)
			sp[d] = ints[ispec[i] + 1 + d];
	return 0;
}

/* the lhs's free dimensions: its rank less its batch and contracting ones */
static uint32_t r0free(const hlo_module *m, const hlo_instr *in, int nb, int nc)
{
	uint32_t r = m->shapes[m->instrs[m->operands[in->opnd].instr].shape].rank;
	uint32_t used = (uint32_t)(nb > 0 ? nb : 0) + (uint32_t)(nc > 0 ? nc : 0);

	return r > used ? r - used : 0;
}

/* P1: the SPMD partitioner's dot (dot_handler.cc): when an operand is
 * split along a contracting dimension and the other operand's matching
 * dimension is not split the same way, the partials cannot be summed; the
 * partitioner all-gathers that operand along those dimensions first (the
 * usual FSDP pattern: weights split, activations split by batch); and
 * along a batch or free dimension it splits more than the result's
 * dimension it becomes (below).  The gathered operand is a temporary of
 * its size with those dimensions whole (or as split as the result's),
 * live at the dot; an all-gather collective's result.  The
 * operands' splits are their instructions' (ispec: a reshape the
 * simplifier makes a bitcast is split as its own shape, sharding.c
 * views), the dimensions the dot names being theirs. */
static void dotgathers(an *a, const int32_t *ispec, const int64_t *ints)
{
	const hlo_module *m = a->m;

	a->pre.ngather = 0;
	free(a->pre.partial);
	a->pre.partial = NULL;
	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t i = a->tl.seq[q], w[2], o[2];
		const hlo_instr *in = &m->instrs[i];
		int64_t c[2][64], sp[2][64];
		int nc[2];
		/* the partitioner leaves a manual region's dots as written */
		if (in->opcode != OP_DOT || in->nopnd != 2 || an_manualcomp(a, in->comp))
			continue;
		nc[0] = an_attrints(m, in, "lhs_contracting_dims", c[0], 64);
		nc[1] = an_attrints(m, in, "rhs_contracting_dims", c[1], 64);
		if (nc[0] < 0 || nc[0] != nc[1])
			continue;
		for (int k = 0; k < 2; k++) {
			const hlo_shape *os;
			o[k] = m->operands[in->opnd + k].instr;
			os = &m->shapes[m->instrs[o[k]].shape];
			w[k] = a->tl.time[o[k]] >= 0 ? a->df.slotval[a->df.slotbase[o[k]]] : HLO_NONE;
			if (w[k] == HLO_NONE || a->df.vals[w[k]].tuple || os->kind != SK_ARRAY || os->rank > 64)
				goto next;
			/* an operand whose split is unknown counts as replicated */
			if (splitof(m, o[k], ispec, ints, sp[k]) < 0)
				for (uint32_t d = 0; d < os->rank; d++)
					sp[k][d] = 1;
		}
		/* P2: both operands split the same way along the contracting
		 * dimensions: each device holds a partial sum, and the
		 * partitioner adds an all-reduce, whose result is a buffer of
		 * its own where the backend does not run it in place (GPU does:
		 * NVPTXAliasInfo::MayAlias).  Every target records the dot
		 * (pre.partial): the all-reduce keeps the simplifier from
		 * folding a transpose into it (dataflow.c an_transposedwrite) */
		int partial = 0, same = 1;
		for (int j = 0; j < nc[0]; j++) {
			int64_t d0 = c[0][j], d1 = c[1][j];
			if (d0 < 0 || d0 >= 64 || d1 < 0 || d1 >= 64)
				continue;
			partial |= sp[0][d0] > 1;
			same &= sp[0][d0] == sp[1][d1];
		}
		/* the result's split, to which the operands' other dimensions
		 * are resharded (none known: only the contracting rule) */
		int64_t res[64], b[2][64];
		int nb[2], known = splitof(m, i, ispec, ints, res) == 0;
		nb[0] = an_attrints(m, in, "lhs_batch_dims", b[0], 64);
		nb[1] = an_attrints(m, in, "rhs_batch_dims", b[1], 64);
		nb[0] = nb[0] < 0 ? 0 : nb[0];
		nb[1] = nb[1] < 0 ? 0 : nb[1];
		if (nb[0] != nb[1])
			known = 0;
		if (partial && same) {
			uint32_t rv = a->df.slotval[a->df.slotbase[i]];
			if (!a->pre.partial)
				a->pre.partial = ut_calloc((size_t)m->ninstr + 1, 1);
			a->pre.partial[i] = 1;
			if (a->target != TARGET_GPU && rv != HLO_NONE && a->df.vals[rv].instr == i && !a->df.vals[rv].tuple) {
				GROW(a->pre.gathers, a->pre.ngather, a->pre.capgather);
				a->pre.gathers[a->pre.ngather++] = (an_gather){i, rv, 0, 0};
			}
		}
		for (int k = 0; k < 2; k++) {
			int64_t whole[64];
			uint32_t r = m->shapes[m->instrs[o[k]].shape].rank, gather = 0, rd;
			uint64_t bytes, logical;
			for (uint32_t d = 0; d < r && d < 64; d++)
				whole[d] = sp[k][d];
			/* a batch or free dimension split more than the result's
			 * dimension it becomes is gathered to the result's split
			 * (dot_handler.cc: an operand is resharded to the output
			 * sharding's dimensions before a dot no strategy fits):
			 * two operands split along their free dimensions on one
			 * mesh axis, keys against queries in sequence parallelism,
			 * cannot both keep their splits in the result.  Result
			 * dimensions: batch, the lhs's free ones, the rhs's */
			rd = (uint32_t)nb[0];
			if (k == 1)
				rd += r0free(m, in, nb[0], nc[0]);
			for (uint32_t e = 0; known && e < r && e < 64; e++) {
				int batch = -1, contract = 0;
				uint32_t to;
				for (int j = 0; j < nb[k]; j++)
					batch = b[k][j] == (int64_t)e ? j : batch;
				for (int j = 0; j < nc[k]; j++)
					contract |= c[k][j] == (int64_t)e;
				if (contract)
					continue;
				to = batch >= 0 ? (uint32_t)batch : rd++;
				if (to < 64 && sp[k][e] > res[to]) {
					whole[e] = res[to];
					gather = 1;
				}
			}
			for (int j = 0; j < nc[k]; j++) {
				int64_t dk = c[k][j], dn = c[1 - k][j];
				if (dk < 0 || dk >= 64 || dn < 0 || dn >= 64 || (uint64_t)dk >= r)
					continue;
				if (sp[k][dk] > 1 && sp[k][dk] != sp[1 - k][dn]) {
					whole[dk] = 1;
					gather = 1;
				}
			}
			if (!gather || an_splitbytes(m, a->target, m->instrs[o[k]].shape, whole, r, &bytes, &logical) < 0)
				continue;
			GROW(a->pre.gathers, a->pre.ngather, a->pre.capgather);
			a->pre.gathers[a->pre.ngather++] = (an_gather){i, w[k], bytes, 0};
		}
next:;
	}
}

/* P3: the SPMD partitioner's elementwise op (spmd_partitioner.cc
 * HandleElementwise, which DefaultAction calls for every elementwise op
 * with operands): when its operands, more than one, all have one
 * sharding other than the result's, it computes the result in theirs and
 * reshards that to its own; otherwise it reshards each operand to the
 * result's sharding first (PartitionedHlo::Reshard).  A reshard that
 * gathers (the source split along a dimension the target is not split
 * the same way: all-gather, all-to-all) is a collective, its result a
 * buffer of its own: the operand under the result's split, or the result
 * under the operands', live at the op.  A reshard to a finer split only
 * slices locally, which fusion takes into the op: nothing is added.  The
 * case arises where a split is fixed on both sides: a value returned
 * under out_shardings (the entry root's sharding sizes it) computed from
 * operands the propagation split otherwise, or a sharding constraint
 * folded into an elementwise result. */
static int reshardgathers(const int64_t *from, const int64_t *to, uint32_t r)
{
	for (uint32_t d = 0; d < r; d++)
		if (from[d] > 1 && from[d] != to[d])
			return 1;
	return 0;
}

/* the reshard's buffer, and the instruction whose result a collective
 * reads or writes, which no fusion then takes (pre.resharded) */
static void addgather(an *a, uint32_t i, uint32_t value, uint32_t shape, const int64_t *split, uint32_t r,
		      uint32_t written)
{
	uint64_t bytes, logical;

	if (an_splitbytes(a->m, a->target, shape, split, r, &bytes, &logical) < 0 || !bytes)
		return;
	GROW(a->pre.gathers, a->pre.ngather, a->pre.capgather);
	a->pre.gathers[a->pre.ngather++] = (an_gather){i, value, bytes, 0};
	if (!a->pre.resharded)
		a->pre.resharded = ut_calloc((size_t)a->m->ninstr + 1, 1);
	a->pre.resharded[written] = 1;
}

static void eltreshards(an *a, const int32_t *ispec, const int64_t *ints)
{
	const hlo_module *m = a->m;

	free(a->pre.resharded);
	a->pre.resharded = NULL;
	/* the lower bound assumes no reshard: the splits are inferred */
	if (a->mode == PRE_LOWER)
		return;

	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t i = a->tl.seq[q], v = a->df.slotval[a->df.slotbase[i]], r, same = 1, k;
		const hlo_instr *in = &m->instrs[i];
		int64_t res[64], sp[64], first[64];
		if (an_opfacts(in->opcode)->shard != SR_ELEMENTWISE || in->nopnd == 0 || an_manualcomp(a, in->comp) ||
		    v == HLO_NONE || a->df.vals[v].instr != i || a->df.vals[v].tuple || splitof(m, i, ispec, ints, res) < 0)
			continue;
		r = m->shapes[in->shape].rank;
		for (k = 0; k < in->nopnd; k++) {
			uint32_t o = m->operands[in->opnd + k].instr;
			if (hlo_pathlen(m, m->operands[in->opnd + k].path) || m->shapes[m->instrs[o].shape].rank != r ||
			    splitof(m, o, ispec, ints, k ? sp : first) < 0)
				break;
			if (k && memcmp(sp, first, r * sizeof *sp))
				same = 0;
		}
		if (k < in->nopnd)
			continue;
		if (in->nopnd > 1 && same) {
			if (reshardgathers(first, res, r))
				addgather(a, i, v, in->shape, first, r, i);
			continue;
		}
		for (k = 0; k < in->nopnd; k++) {
			uint32_t o = m->operands[in->opnd + k].instr, w = a->df.slotval[a->df.slotbase[o]];
			splitof(m, o, ispec, ints, sp);
			if (w != HLO_NONE && !a->df.vals[w].tuple && reshardgathers(sp, res, r))
				addgather(a, i, w, m->instrs[o].shape, res, r, o);
		}
	}
}

int an_presplit(an *a)
{
	const hlo_module *m = a->m;
	int64_t *ints = NULL;
	uint32_t nints = 0;
	int32_t *spec = ut_malloc((size_t)a->df.nval * sizeof *spec + 1);
	int32_t *ispec = ut_malloc((size_t)m->ninstr * sizeof *ispec + 1);

	an_infersplits(a, spec, ispec, &ints, &nints);
	dotgathers(a, ispec, ints);
	eltreshards(a, ispec, ints);
	free(ispec);
	a->pre.assumedreplicated = 0;
	for (uint32_t v = 0; v < a->df.nval; v++) {
		an_value *x = &a->df.vals[v];
		if (x->tuple || m->shapes[x->shape].kind != SK_ARRAY)
			continue;
		if (spec[v] < 0) {
			if (spec[v] == -1 && !x->constant && !single(m, x->shape))
				a->pre.assumedreplicated += x->size;
			continue;
		}
		an_splitbytes(m, a->target, x->shape, ints + spec[v] + 1, (uint32_t)ints[spec[v]], &x->size, &x->logical);
	}
	recomputebuffers(a);
	free(spec);
	free(ints);
	return 0;
}

/* F1 what fusion can take into a consumer: elementwise ops, broadcast,
 *    reshape, transpose, slice, pad, concatenate, reverse, dynamic-slice,
 *    gather, convert, iota and constants (the fuse column of opcodes.def:
 *    FU_PRODUCER, FU_DUP, FU_SMALL); with ideal fusion, a dot too
 *    (FU_IDEAL), and a reduce: XLA:CPU's YNN fusions take a whole
 *    attention, dots, softmax reductions and all, into one kCustom
 *    fusion, and the GPU's Triton softmax fusion
 *    (softmax_rewriter_triton.cc) a reduction with the elementwise ops
 *    around it */
static int fusible(int op, int ideal)
{
	int fu = an_opfacts(op)->fuse;

	return fu == FU_PRODUCER || fu == FU_DUP || fu == FU_SMALL || (ideal && (fu == FU_IDEAL || op == OP_REDUCE));
}

/* is operand k of in a constant of one element, or a broadcast of one
 * (ConstantEffectiveScalar)? */
static int scalarconstant(const hlo_module *m, const hlo_instr *in, uint32_t k)
{
	const hlo_instr *o;

	if (k >= in->nopnd)
		return 0;
	o = &m->instrs[m->operands[in->opnd + k].instr];
	if (o->opcode == OP_BROADCAST && o->nopnd == 1)
		o = &m->instrs[m->operands[o->opnd].instr];
	return o->opcode == OP_CONSTANT && an_elements(m, o->shape) == 1;
}

/* InstructionFusion::IsExpensive (instruction_fusion.cc): transcendental
 * elementwise ops (OF_EXPENSIVE); abs, sign, sine, cosine and tangent on
 * complex types (OF_EXPENSIVECX); a divide or remainder on floating point,
 * or on integers unless the divisor is a scalar constant or its broadcast
 * (OF_EXPENSIVEFP: "integer div/mod by a constant is cheap") */
int an_expensive(const hlo_module *m, const hlo_instr *in)
{
	int t = m->shapes[in->shape].type;
	int fp = t != T_PRED && !(t >= T_S1 && t <= T_U64);
	uint32_t f = an_opfacts(in->opcode)->flags;

	if (f & OF_EXPENSIVE)
		return 1;
	if (f & OF_EXPENSIVECX)
		return t == T_C64 || t == T_C128;
	if (f & OF_EXPENSIVEFP)
		return fp || !scalarconstant(m, in, 1);
	return 0;
}

/* the readers of x, reading through reshapes, bitcasts and broadcasts
 * (as the simplifier collapses such chains: a broadcast of a reshape that
 * adds a unit dimension is one broadcast of the value), at most 2 */
static uint32_t chainreaders(const an *a, uint32_t x, int depth)
{
	const hlo_module *m = a->m;
	uint32_t r = an_readerof(a, x), n = 0;

	if (r == HLO_NONE || depth > 16)
		return 2;
	for (uint32_t k = a->use.ustart[r]; k < a->use.ustart[r + 1] && n < 2; k++) {
		uint32_t u = a->use.uuser[k];
		int op = m->instrs[u].opcode;
		if (op == OP_RESHAPE || op == OP_BITCAST || op == OP_BROADCAST)
			n += chainreaders(a, u, depth + 1);
		else
			n++;
	}
	return n < 2 ? n : 2;
}

/* does HandleDivide's "A / broadcast(B) => A * broadcast(1 / B)"
 * (algebraic_simplifier.cc; on when executing_on_cpu and
 * enable_sink_broadcast, both set by cpu_compiler.cc; not for complex
 * types) rewrite floating-point divide i?  It asks B WithOneUse, B being
 * what the broadcast reads once the simplifier has collapsed the
 * reshapes and broadcasts between (JAX writes a softmax's sum as
 * broadcast(reshape(broadcast(reshape(sum))))); the simplifier runs
 * before HloCSE, so each divide's chain is a use of its own.  A sum read
 * twice, by the forward probabilities' divide and by its gradient's
 * (attention's softmax differentiated through exp / sum), leaves both
 * divides: the compiled attention gradient's YNNPACK fusion divides by
 * a wrapped_broadcast of the sum */
int an_divrewritten(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t b;
	int t = m->shapes[in->shape].type;

	if (in->opcode != OP_DIVIDE || in->nopnd != 2 || t == T_C64 || t == T_C128 || (t >= T_S1 && t <= T_U64) ||
	    t == T_PRED)
		return 0;
	b = m->operands[in->opnd + 1].instr;
	if (m->instrs[b].opcode != OP_BROADCAST || an_readerof(a, b) != b || a->use.ustart[b + 1] - a->use.ustart[b] != 1)
		return 0;
	for (int depth = 0; depth < 16; depth++) {
		const hlo_instr *bi = &m->instrs[b];
		if ((bi->opcode != OP_BROADCAST && bi->opcode != OP_RESHAPE && bi->opcode != OP_BITCAST) || bi->nopnd != 1)
			break;
		b = m->operands[bi->opnd].instr;
	}
	return chainreaders(a, b, 0) == 1;
}

/* IsExpensive after XLA:CPU's simplifier: a floating-point divide
 * HandleDivide makes a multiply by the broadcast of the reciprocal
 * (an_divrewritten) is cheap; the reciprocal is of the broadcast's
 * operand's size */
int an_cpuexpensive(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	int t = m->shapes[in->shape].type;

	/* CpuInstructionFusion::IsExpensive asks the same of an integer
	 * divide's dividend, operand 0 (cpu_instruction_fusion.cc) */
	if ((in->opcode == OP_DIVIDE || in->opcode == OP_REMAINDER) && t >= T_S1 && t <= T_U64)
		return !scalarconstant(m, in, 0);
	/* and an f32 -> bf16 convert ("we have to do multiple checks for
	 * NaN"), where bf16 -> f32 is a shift */
	if (in->opcode == OP_CONVERT && in->nopnd == 1 && t == T_BF16 &&
	    m->shapes[m->instrs[m->operands[in->opnd].instr].shape].type == T_F32)
		return 1;
	if (!an_expensive(m, in))
		return 0;
	return !an_divrewritten(a, i);
}

/* F3 a producer XLA duplicates into every consumer: a broadcast and a
 *    widening convert always (instruction_fusion.cc IsAlwaysDuplicable), an
 *    iota, a constant of at most one element (priority_fusion.cc fuses only
 *    those, IsSmallConstant; larger ones stay constants), and a cheap
 *    elementwise op with at most one operand as large as its result
 *    (EffectivelyAtMostUnary: broadcasts, iotas and scalar constants do
 *    not count), which ComputeGloballyUnfusible lets duplicate.
 *    On the CPU more (cpucheap below): any producer
 *    CpuInstructionFusion::IsExpensive calls cheap that is effectively
 *    unary or reads no more than it writes (an_atmostunary): a
 *    transpose, a slice, an outer product.
 *    Not modelled here: the third way ComputeGloballyUnfusible allows, a
 *    producer every consumer fuses on all paths (CanFuseOnAllPaths; only
 *    where those consumers are the transposes and reshapes DotDecomposer
 *    puts before dots, backend.c C1's dotsrewriteall), and
 *    with it copy insertion on the fused module (XLA:CPU fuses first,
 *    then inserts copies by dependency order, the pass-by-pass dump of
 *    jaxlib 0.10.2 shows).  Both were built and measured (commit
 *    65fc854): on the truth set the mean |error| fell 1.08 -> 1.05 %
 *    (transformer-sgd-s -2.3 -> -0.5 %), but on programs outside it,
 *    the rejection-sampling loops of jax.random.gamma, beta and
 *    dirichlet went from -9 / -10 % to +16 / +18 %, jax.scipy's gammainc
 *    and gammaincc from between -4.5 and +3.5 % to between +6 and +14 %,
 *    and a loop returning two arrays it swaps from exact to +20 % (XLA's
 *    buffer assignment puts one copy in the output's allocation when
 *    its schedule allows).  Those loops' copies were no more than XLA's;
 *    the rest of their bodies is not yet counted as XLA counts it, so
 *    the two rules wait for that. */
/* (CPU, best estimate) generatedall below also counts the data movement
 *    of such an array (a pad, a slice, a reshape, a transpose, a
 *    concatenation, a reverse) and a reduction of one, GEN_MOVED: XLA's
 *    constant folding and simplifier compute them before the program
 *    runs (HloConstantFolding folds what reads only constants;
 *    AlgebraicSimplifier sinks a pad or reshape of a broadcast below it),
 *    leaving a broadcast of a constant each reader recomputes, a library
 *    fusion too.  JAX's gradient of x[..., 0] is a pad of a broadcast
 *    cotangent: XLA:CPU folds it to a constant row (an f32[8000]) read by
 *    both of the loop fusions around the output layer's dots */
static int movesdata(int op)
{
	switch (op) {
	case OP_PAD: case OP_RESHAPE: case OP_SLICE: case OP_TRANSPOSE: case OP_CONCATENATE: case OP_REVERSE:
	case OP_REDUCE:
		return 1;
	}
	return 0;
}

/* per instruction of the timeline: an array computed from broadcasts,
 *    iotas and scalar constants by cheap elementwise ops only (an iota's
 *    index arithmetic, JAX's threefry counters).  InstructionFusion fuses
 *    such a chain into its one consumer first, and on its next iteration
 *    (Run repeats until nothing changes) that fusion reads nothing large,
 *    so ComputeGloballyUnfusible lets it be duplicated (its operands are
 *    no larger than its result).  One pass in schedule order: operands
 *    come before their readers */
static uint8_t *generatedall(const an *a, int cpu)
{
	const hlo_module *m = a->m;
	uint8_t *gen = ut_calloc((size_t)m->ninstr + 1, 1);

	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t i = an_dataseq(a)[q];
		const hlo_instr *in = &m->instrs[i];
		int g = an_opfacts(in->opcode)->fuse == FU_DUP || an_elements(m, in->shape) <= 1;
		if (!g && cpu && in->opcode == OP_PARAMETER) {
			/* an inlined callee's parameter is its call's operand */
			uint32_t o = an_paramoperand(a, i);
			if (o != HLO_NONE)
				g = gen[o];
		}
		if (!g && ((hlo_elementwise(in->opcode) && !an_expensive(m, in)) || (cpu && movesdata(in->opcode)))) {
			int moved = movesdata(in->opcode);
			g = in->nopnd > 0;
			for (uint32_t k = 0; k < in->nopnd && g; k++) {
				uint8_t og = gen[m->operands[in->opnd + k].instr];
				g = og != 0;
				moved |= (og & GEN_MOVED) != 0;
			}
			g = g ? GEN_ANY | (moved ? GEN_MOVED : 0) : 0;
		}
		gen[i] = (uint8_t)g;
	}
	return gen;
}

/* (CPU, best estimate) XLA:CPU's loop fusion is InstructionFusion with
 *    may_duplicate on.  A producer that is effectively unary, or reads
 *    no more elements than it writes, is not globally unfusible
 *    (instruction_fusion.cc ComputeGloballyUnfusible), and each consumer
 *    fuses a copy of it unless the producer is expensive (ShouldFuse:
 *    "expensive producer would be duplicated"; broadcasts and widening
 *    converts always duplicate, IsAlwaysDuplicable).  Cheap is what the
 *    loop fusion takes (absorbs, CanBeLoopFused) less what
 *    CpuInstructionFusion::IsExpensive calls expensive
 *    (cpu_instruction_fusion.cc): a gather, a reduce, the transcendental
 *    elementwise ops, a floating-point divide and an f32 -> bf16
 *    convert.  An outer product is a multiply of broadcasts by then
 *    (an_outerdot), its operands smaller than itself: JAX's per-example
 *    gradients read the f32[b, n, m] outer product twice, for the norm
 *    and for the clipped gradient, and XLA:CPU computes it in both loop
 *    fusions */
static int absorbs(const hlo_module *m, const hlo_instr *in, int cpu);

static int cpucheap(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];

	if (an_outerdot(m, in))
		return 1;
	if (in->opcode == OP_GATHER || in->opcode == OP_REDUCE || in->opcode == OP_FUSION || !absorbs(m, in, 1))
		return 0;
	return !an_cpuexpensive(a, i);
}

/* EffectivelyAtMostUnary, as ComputeGloballyUnfusible reads it: at most
 * one operand as large as the result (broadcasts, iotas and constants
 * aside; XLA compares true ranks, this element counts), or no more
 * elements read than written (the pass's second escape); F3 on the CPU,
 * and backend.c's recomputed copies */
int an_atmostunary(const an *a, const hlo_instr *in)
{
	const hlo_module *m = a->m;
	uint64_t n = an_elements(m, in->shape), sum = 0;
	uint32_t large = 0;

	for (uint32_t k = 0; k < in->nopnd; k++) {
		uint32_t x = m->operands[in->opnd + k].instr, dup = 0;
		const hlo_instr *p = &m->instrs[x];
		for (uint32_t j = 0; j < k; j++)
			dup |= m->operands[in->opnd + j].instr == x;
		if (!dup)
			sum += an_elements(m, p->shape);
		if (an_opfacts(p->opcode)->fuse == FU_DUP || p->opcode == OP_CONSTANT)
			continue;
		/* an array computed from constants through a pad or slice
		 * is a broadcast of a folded constant by then (generatedall) */
		if (a->pre.gen && (a->pre.gen[x] & GEN_MOVED))
			continue;
		large += an_elements(m, p->shape) >= n;
	}
	return large <= 1 || sum <= n;
}

static int duplicable(const an *a, const uint8_t *gen, uint32_t i, int cpu)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint64_t n = an_elements(m, in->shape);
	uint32_t large = 0;

	if (cpu && cpucheap(a, i) && an_atmostunary(a, in))
		return 1;
	switch (an_opfacts(in->opcode)->fuse) {
	case FU_DUP:
		return 1;
	case FU_SMALL:
		return n <= 1;
	}
	if (movesdata(in->opcode) && gen[i])
		return 1;
	if (!hlo_elementwise(in->opcode) || an_expensive(m, in))
		return 0;
	for (uint32_t k = 0; k < in->nopnd; k++) {
		const hlo_instr *o = &m->instrs[m->operands[in->opnd + k].instr];
		/* a generated operand is fused into its readers, and reads
		 * nothing large then; on the CPU only into a producer itself
		 * generated, which then takes it: any other producer becomes
		 * a fusion by taking it, and a fusion is no producer XLA:CPU
		 * fuses (cpu_instruction_fusion.cc ShouldFuse, "producer is
		 * itself a fusion node"), so its large operands count */
		if (gen[m->operands[in->opnd + k].instr] && (!cpu || gen[i]))
			continue;
		large += an_elements(m, o->shape) >= n;
	}
	return large <= 1;
}

#define MULTI AN_MULTIHOME

struct fuse {
	an *a;
	uint8_t *fused;
	uint32_t *home;         /* per instruction: the consumer it ends up in, itself,
	                         * MULTI (duplicated), HLO_NONE (not yet seen) */
	uint32_t onehome;       /* the consumers' one home so far, MULTI if several */
	int64_t last;           /* the latest step a consumer reads it */
	int ok, viabroadcast;
	int folded;             /* the producer is GEN_MOVED (generatedall) */
	int cpu;                /* the CPU's fusion rules (best estimate; F2, F4, F6) */
	uint8_t *lib;           /* per instruction: in a YNNPACK fusion (F6, ynnfuse.c) */
	uint8_t *gen;           /* generatedall */
	uint32_t producer;      /* the instruction whose consumers are read */
	int ideal;              /* the lower bound's ideal fusion */
	int hard;               /* a reader no fusion can be asked about (F9) */
	struct visit {          /* the producer's consumers, once calls are inlined */
		uint32_t u, opnd;
		int64_t t;
		uint8_t took;
		uint32_t home;  /* where a taking consumer ends up */
	} *vis;
	uint32_t nvis, capvis;
	int64_t *copyend;       /* per instruction split by F9: its last copy's step, else -1 */
};

/* F4 (CPU, best estimate) a reduce that keeps its operand's minor dimension, the last
 *    one before layouts are assigned, takes no producer
 *    (cpu_instruction_fusion.cc ShouldFuse: "Not fusing reductions over
 *    major dimensions", their fast lowering is for the unfused case) */
static int majorreduce(const hlo_module *m, const hlo_instr *in)
{
	int64_t dims[64];
	int n;
	uint32_t rank;

	if (in->opcode != OP_REDUCE || in->nopnd == 0)
		return 0;
	rank = m->shapes[m->instrs[m->operands[in->opnd].instr].shape].rank;
	if (rank == 0 || (n = an_attrints(m, in, "dimensions", dims, 64)) < 0)
		return 0;
	for (int k = 0; k < n; k++)
		if (dims[k] == (int64_t)rank - 1)
			return 0;
	return 1;
}

/* F8 a producer that reads the buffer a dynamic-update-slice updates in
 *    place does not go into that update's fusion
 *    (InstructionFusion::ShouldFuseInPlaceOp, which the CPU's
 *    InstructionFusion and the GPU's PriorityFusion both ask): writing in
 *    place would change what it reads.  Elementwise producers may (they
 *    read each element before it is written), and so may a slice or
 *    dynamic-slice of the update's shape at the same indices (the same
 *    index instructions, or equal constants).  Anything else reading it,
 *    a dynamic-slice at other indices (ys.at[i + 1].set(f(ys[i])) in a
 *    loop), is written first: a buffer of its own. */
static int sameindex(const hlo_module *m, uint32_t x, uint32_t y)
{
	int64_t a, b;
	int ca = hlo_intconstant(m, &m->instrs[x], &a), cb = hlo_intconstant(m, &m->instrs[y], &b);

	return ca || cb ? ca && cb && a == b : x == y;
}

/* a slice's starts (slice={[start:limit(:stride)], ...}), -1 if any
 * stride is not 1 or the attribute does not read */
int an_slicestarts(const hlo_module *m, const hlo_instr *in, int64_t *starts, int max)
{
	const hlo_attr *at = hlo_findattr(m, in, "slice");
	const char *p, *e;
	char *end;
	int n = 0;

	if (!at)
		return -1;
	p = hlo_text(m, at->value);
	e = p + at->value.len;
	for (; p < e; p++) {
		if (*p != '[')
			continue;
		if (n == max)
			return -1;
		starts[n++] = strtoll(p + 1, &end, 10);
		if (end == p + 1 || end >= e || *end != ':')
			return -1;
		for (p = end + 1; p < e && *p != ']' && *p != ':'; p++)
			;
		if (p < e && *p == ':' && (strtoll(p + 1, &end, 10) != 1 || end == p + 1))
			return -1;
	}
	return n;
}

/* F8: may producer p not go into the fusion of d, where its consumer
 * ends up? */
static int inplaceclash(const an *a, uint32_t p, uint32_t d)
{
	const hlo_module *m = a->m;
	const hlo_instr *pi, *di;
	uint32_t buf, update, reads = 0;
	int64_t starts[64];
	int n;

	if (p >= m->ninstr || d >= m->ninstr)
		return 0;
	pi = &m->instrs[p];
	di = &m->instrs[d];
	if (di->opcode != OP_DYNAMIC_UPDATE_SLICE || di->nopnd < 2 || hlo_elementwise(pi->opcode) ||
	    pi->opcode == OP_BITCAST || pi->opcode == OP_PARAMETER ||
	    (buf = an_valueof(a, m->operands[di->opnd].instr)) == HLO_NONE)
		return 0;
	for (uint32_t k = 0; k < pi->nopnd; k++)
		reads |= an_valueof(a, m->operands[pi->opnd + k].instr) == buf;
	if (!reads)
		return 0;
	update = m->operands[di->opnd + 1].instr;
	if ((pi->opcode != OP_DYNAMIC_SLICE && pi->opcode != OP_SLICE) || !hlo_sameshape(m, pi->shape, m->instrs[update].shape))
		return 1;
	if (pi->opcode == OP_DYNAMIC_SLICE) {
		if (pi->nopnd != di->nopnd - 1)
			return 1;
		for (uint32_t k = 1; k < pi->nopnd; k++)
			if (!sameindex(m, m->operands[pi->opnd + k].instr, m->operands[di->opnd + k + 1].instr))
				return 1;
		return 0;
	}
	/* a slice: constant starts equal to the update's, stride 1 */
	n = an_slicestarts(m, pi, starts, 64);
	if (n < 0 || (uint32_t)n + 2 != di->nopnd)
		return 1;
	for (int k = 0; k < n; k++) {
		int64_t c;
		if (starts[k] < 0 || !hlo_intconstant(m, &m->instrs[m->operands[di->opnd + 2 + k].instr], &c) || c != starts[k])
			return 1;
	}
	return 0;
}

/* the dimensions of shape id longer than 1 (-1: not an array) */
static int properrank(const hlo_module *m, uint32_t id)
{
	const hlo_shape *s = &m->shapes[id];
	int n = 0;

	if (s->kind != SK_ARRAY)
		return -1;
	for (uint32_t d = 0; d < s->rank; d++)
		n += hlo_dims(m, s)[d] != 1;
	return n;
}

/* is value i's layout other than the descending one, as the module has
 * it before optimization: written in an HLO dump; where none is written
 * (a converted StableHLO module), XLA's builder gives a transpose its
 * operand's layout permuted (the transpose is then a bitcast, as JAX's
 * dumps show: f32[256,8192]{0,1} transpose) and an elementwise op its
 * first operand's */
static int permutedfrom(const hlo_module *m, uint32_t i, int depth)
{
	const hlo_instr *in = &m->instrs[i];
	const hlo_shape *s = &m->shapes[in->shape];
	int64_t perm[64];
	int n;

	if (s->kind != SK_ARRAY || depth > 16)
		return 0;
	if (s->flags & SF_LAYOUT)
		return hlo_permuted(m, s);
	if (in->opcode == OP_TRANSPOSE && (n = an_attrints(m, in, "dimensions", perm, 64)) > 0) {
		for (int d = 0; d < n; d++)
			if (perm[d] != d)
				return 1;
		return 0;
	}
	if ((hlo_elementwise(in->opcode) || in->opcode == OP_CONVERT) && in->nopnd &&
	    !hlo_pathlen(m, m->operands[in->opnd].path))
		return permutedfrom(m, m->operands[in->opnd].instr, depth + 1);
	return 0;
}

int an_permutedlayout(const hlo_module *m, uint32_t i)
{
	return permutedfrom(m, i, 0);
}

/* F5 (CPU, best estimate) a matrix-vector dot takes the producer of its
 *    matrix: cpu_instruction_fusion.cc ShouldFuse fuses into a dot whose
 *    result has at most one dimension the producer of operand k when the
 *    other operand is a vector of under 16 KiB (kFusionThresholdBytes),
 *    and the dot is then emitted elementally, reading the matrix where it
 *    comes from.  Counted as the dot is by then: AlgebraicSimplifier's
 *    HandleDot drops its dimensions of size 1 (RemoveDegenerateDimension-
 *    FromDot: a language model's logits for one token, [1, d] x [d, vocab],
 *    is [d] x [d, vocab]), FloatNormalization makes a bf16 or f16 dot f32
 *    (backend.c C4), and YNNPACK takes no such dot (its m or n is 1,
 *    ynnfuse.c an_ynndot).  Gemma 3 1B's decoding step: XLA:CPU reads the
 *    bf16 embedding table in the dot's loop fusion (convert, transpose
 *    and copy fused), where an f32 copy of it would be 1.1 GiB.  Not when
 *    the matrix has the descending layout: XLA:CPU's pipeline then runs
 *    GemvRewriter first (gemv_rewriter.cc: [n] @ [n x m] becomes [n x 1] @
 *    [n x m], a result of rank 2 no producer fuses into).  Which dots it
 *    leaves is seen, not read (the CPU pipeline's source at jaxlib 0.10.2
 *    is not at hand): in that version's dumps (after_gemv-rewriter) it
 *    rewrites x . M, x . M[::-1] and M . x, and leaves x . M.T, x . sin(M).T
 *    and x . (M.T + 1), whose matrix is laid out {0,1}.  Nor when
 *    DotDecomposer canonicalizes the dot first (a [1, 1, d] x [d, vocab]
 *    one, Flax's attend for one token): its operands become reshapes in
 *    the descending layout, which GemvRewriter then rewrites (seen in the
 *    same dumps: an f32[vocab, d] copy of the table) */
int an_matvecoperand(const hlo_module *m, const hlo_instr *in, uint32_t k)
{
	uint32_t v;
	uint64_t bytes;
	int t;

	if (in->opcode != OP_DOT || in->nopnd != 2 || k > 1 || an_outerdot(m, in) || properrank(m, in->shape) < 0 ||
	    properrank(m, in->shape) > 1 || hlo_pathlen(m, m->operands[in->opnd].path) ||
	    hlo_pathlen(m, m->operands[in->opnd + 1].path) || !an_dotcanonical(m, in, 0) || !an_dotcanonical(m, in, 1))
		return 0;
	v = m->instrs[m->operands[in->opnd + 1 - k].instr].shape;
	t = m->shapes[v].type;
	if (properrank(m, v) != 1 || an_shapebytes(m, v, &bytes) < 0 ||
	    !an_permutedlayout(m, m->operands[in->opnd + k].instr))
		return 0;
	if (t == T_BF16 || t == T_F16)
		bytes *= 2;
	return bytes < 16 * 1024;
}

/* F2 a consumer a producer can be fused into: not control flow, a tuple, a
 *    call to the outside world or a collective (any fuse but FU_NEVER).
 *    On the CPU (best estimate), only what its loop fusion takes
 *    (cpu_instruction_fusion.cc CanBeLoopFused): elementwise ops, bitcast,
 *    broadcast, concatenate, dynamic-slice, dynamic-update-slice, gather,
 *    iota, pad, reduce, reshape, reverse, slice, transpose; not a scatter,
 *    sort, reduce-window or convolution, and not a dot: a dot YNNPACK
 *    multiplies is a fusion of its own, any other one XLA's dot emitter
 *    (ynnfuse.c says more; a dot whose result only a reduction reads ends
 *    in that reduction's YNNPACK fusion, F6).  A dot with no contracting
 *    dimension is a multiply by then, fused as one (an_outerdot) */
/* F7 (CPU, best estimate) a concatenation the loop fusion leaves alone,
 *    producer or consumer (cpu_instruction_fusion.cc ShouldFuse,
 *    "Concatenate fusion is inefficient"): more than 8 operands
 *    (kMaxConcatenateArguments), or one along the minor dimension of its
 *    layout, of rank 2 or more, at least 64 bytes along that dimension
 *    and 2048 in all: XLA:CPU writes it with copies of its own, its
 *    operands in memory.  jnp.roll along the last axis is such a
 *    concatenation of two slices (a stencil's loop body keeps both
 *    slices and the result) */
static int plainconcat(const hlo_module *m, const hlo_instr *in)
{
	const hlo_shape *s = &m->shapes[in->shape];
	int64_t d;
	uint64_t bytes, row;

	if (in->opcode != OP_CONCATENATE)
		return 0;
	if (in->nopnd > 8)
		return 1;
	if (s->kind != SK_ARRAY || s->rank < 2 || an_attrints(m, in, "dimensions", &d, 1) != 1 || d < 0 ||
	    (uint64_t)d >= s->rank || an_shapebytes(m, in->shape, &bytes) < 0 || !an_elements(m, in->shape))
		return 0;
	if (d != ((s->flags & SF_LAYOUT) ? hlo_m2m(m, s)[0] : (int64_t)s->rank - 1))
		return 0;
	row = bytes / an_elements(m, in->shape) * (uint64_t)hlo_dims(m, s)[d];
	return row >= 64 && bytes >= 2048;
}

static int absorbs(const hlo_module *m, const hlo_instr *in, int cpu)
{
	if (an_outerdot(m, in))
		return 1;
	if (!cpu)
		return an_opfacts(in->opcode)->fuse != FU_NEVER;
	if (plainconcat(m, in))
		return 0;
	switch (in->opcode) {
	case OP_BITCAST: case OP_BROADCAST: case OP_CONCATENATE: case OP_DYNAMIC_SLICE:
	case OP_DYNAMIC_UPDATE_SLICE: case OP_GATHER: case OP_IOTA: case OP_PAD: case OP_REDUCE:
	case OP_RESHAPE: case OP_REVERSE: case OP_SLICE: case OP_TRANSPOSE: case OP_FUSION:
		return 1;
	}
	return hlo_elementwise(in->opcode);
}

static void consumer(struct fuse *f, uint32_t u, uint32_t opnd, int depth);

/* does u divide by its operand opnd, a broadcast of one use that XLA:CPU's
 * simplifier replaces by the broadcast of a reciprocal (backend.c C7;
 * before HloCSE merges broadcasts)? */
static int c7divisor(const an *a, uint32_t u, uint32_t opnd)
{
	return opnd == 1 && an_divrewritten(a, u);
}

/* does the instruction read constants only? */
static int onlyconstants(const hlo_module *m, const hlo_instr *in)
{
	for (uint32_t k = 0; k < in->nopnd; k++)
		if (m->instrs[m->operands[in->opnd + k].instr].opcode != OP_CONSTANT)
			return 0;
	return in->nopnd > 0;
}

/* does consumer u (reading the producer as operand opnd) take the
 * producer?  *home: the fusion it ends in (HLO_NONE: a consumer itself
 * dead once fused) */
static int takes(const struct fuse *f, uint32_t u, uint32_t opnd, uint32_t *home)
{
	const an *a = f->a;
	const hlo_module *m = a->m;
	const hlo_instr *ui = &m->instrs[u];

	if (f->lib && f->lib[u]) {
		/* a YNNPACK fusion takes only what F6 gave it, and what the
		 * constant folder and simplifier leave of an array computed
		 * from constants, a broadcast of a constant (generatedall) */
		if (!f->folded)
			return 0;
		*home = u;
	} else if (f->fused[u]) {
		*home = f->home[u];
	} else if (f->cpu && m->instrs[f->producer].opcode == OP_CONSTANT && onlyconstants(m, ui)) {
		/* a constant goes only into a consumer that is a fusion already
		 * (cpu_instruction_fusion.cc ShouldFuse, "Not fusing: insufficient
		 * non-constant nodes"): one that reads nothing else and is fused
		 * into nothing stays an instruction of its own, the constant
		 * its operand (a broadcast F9 writes, XLA's wrapped_broadcast) */
		return 0;
	} else if (f->cpu && (majorreduce(m, ui) || an_treesplit(m, ui))) {
		/* (a reduce TreeReductionRewriter splits reads its operand by
		 * a reduce-window, which XLA:CPU's loop fusion does not
		 * consume: CanBeLoopFused, backend.c C10) */
		return 0;
	} else if (absorbs(m, ui, f->cpu) || (f->cpu && an_matvecoperand(m, ui, opnd))) {
		*home = u;
	} else {
		return 0;
	}
	return f->ideal || a->target == TARGET_TPU || !inplaceclash(a, f->producer, *home);
}

/* the last step u's fusion reads what u reads: u's own, or, fused in
 * turn, its consumer's */
static int64_t fusedread(const struct fuse *f, uint32_t u)
{
	const an *a = f->a;
	int64_t t = a->tl.time[u];
	uint32_t uv;

	if (f->fused[u] && (uv = an_valueof(a, u)) != HLO_NONE && a->df.vals[uv].end > t)
		t = a->df.vals[uv].end;
	return t;
}

/* the last step consumer u reads the producer: fusedread, or the last
 * consumer computing u again (F9 below) */
static int64_t readsuntil(const struct fuse *f, uint32_t u)
{
	int64_t t = fusedread(f, u);

	return f->copyend[u] > t ? f->copyend[u] : t;
}

/* the consumers of element `index` of tuple t, once CallInliner has
 * inlined the calls it passes through and TupleSimplifier has replaced
 * each get-tuple-element of a tuple by the element: the readers of the
 * get-tuple-elements of that index, through calls' parameters; a tuple
 * read whole (a loop's state, an output) is a consumer no fusion takes */
static void elementreaders(struct fuse *f, uint32_t t, uint32_t index, int depth)
{
	an *a = f->a;
	const hlo_module *m = a->m;
	uint32_t r = an_readerof(a, t);

	if (r == HLO_NONE || depth >= 16) {
		f->ok = 0;
		f->hard = 1;
		return;
	}
	for (uint32_t k = a->use.ustart[r]; k < a->use.ustart[r + 1] && (f->ok || !f->hard); k++) {
		uint32_t w = a->use.uuser[k], p;
		const hlo_instr *wi = &m->instrs[w];
		if (wi->opcode == OP_GET_TUPLE_ELEMENT && !m->operands[wi->opnd].path) {
			if (wi->aux != (int64_t)index)
				continue;
			for (uint32_t j = a->use.ustart[w]; j < a->use.ustart[w + 1]; j++)
				consumer(f, a->use.uuser[j], a->use.uopnd[j], depth + 1);
		} else if ((p = an_calleeparam(a, w, a->use.uopnd[k])) != HLO_NONE) {
			elementreaders(f, p, index, depth + 1);
		} else {
			f->ok = 0;
			f->hard = 1;
		}
	}
}

/* one consumer u of the producer: through an inlined call, the callee's
 * parameter's consumers (XLA's CallInliner runs before fusion); through
 * a tuple, the readers of its element */
static void consumer(struct fuse *f, uint32_t u, uint32_t opnd, int depth)
{
	an *a = f->a;
	const hlo_module *m = a->m;
	const hlo_instr *ui = &m->instrs[u];
	uint32_t h = HLO_NONE, p;
	int64_t t;
	int took;

	if (a->tl.time[u] < 0) {
		f->ok = 0;
		f->hard = 1;
		return;
	}
	if (depth < 16 && (p = an_calleeparam(a, u, opnd)) != HLO_NONE) {
		for (uint32_t k = a->use.ustart[p]; k < a->use.ustart[p + 1]; k++)
			consumer(f, a->use.uuser[k], a->use.uopnd[k], depth + 1);
		return;
	}
	if (ui->opcode == OP_TUPLE && depth < 16) {
		elementreaders(f, u, opnd, depth + 1);
		return;
	}
	/* what the simplifier replaces by its operand: its readers read the
	 * producer (dataflow.c an_simplifiedaway) */
	if (opnd == 0 && depth < 16 && an_simplifiedaway(a, u)) {
		uint32_t r = an_readerof(a, u);
		/* (F9 reads the operand a copy is made from as written) */
		f->hard = 1;
		if (r == HLO_NONE) {
			f->ok = 0;
			return;
		}
		for (uint32_t k = a->use.ustart[r]; k < a->use.ustart[r + 1]; k++)
			consumer(f, a->use.uuser[k], a->use.uopnd[k], depth + 1);
		return;
	}
	took = takes(f, u, opnd, &h);
	t = readsuntil(f, u);
	GROW(f->vis, f->nvis, f->capvis);
	f->vis[f->nvis++] = (struct visit){u, opnd, t, (uint8_t)took, h};
	if (!took) {
		f->ok = 0;
		return;
	}
	if (an_opfacts(ui->opcode)->flags & OF_SPREADS)
		f->viabroadcast = 1;
	f->onehome = f->onehome == HLO_NONE ? h : f->onehome == h ? h : MULTI;
	/* a consumer F9 split is computed in several fusions: what goes
	 * into it goes into each (an expensive op is therefore written) */
	if (f->copyend[u] >= 0)
		f->onehome = MULTI;
	if (t > f->last)
		f->last = t;
}

/* F10 (CPU, best estimate) a concatenate, pad, dynamic-update-slice,
 *    reduce, reduce-window or dot that two of its consumers read inside
 *    one fusion is not fused into it: XLA:CPU's loop fusion runs with
 *    may_duplicate, and asks a fusion consumer
 *    FusionNodeIndexingEvaluation::CodeDuplicationTooHigh, which refuses
 *    an op ElementalIrEmitter::OpInvalidatesCache names once the fused
 *    parameter it would replace has more than one user
 *    (cpu_instruction_fusion.cc ShouldFuse, "Code duplication too high";
 *    fusion_node_indexing_evaluation.cc).  jnp.pad's reflect mode is such
 *    a concatenation of the operand and two reversed slices of it: the
 *    concatenation padding the next dimension reads the first three
 *    times, so the first is written (a ViT's padded patches).  Not
 *    modelled: the same refusal when the one reader is evaluated at more
 *    than one index */
static int visitbefore(const struct visit *p, const struct visit *q)
{
	if (p->took != q->took)
		return p->took > q->took;
	if (p->home != q->home)
		return p->home < q->home;
	return p->u < q->u;
}

SORTFN(sortvisits, struct visit, visitbefore)

/* (the visits, put in order of home: what reads them after counts them) */
static int readtwicein(struct fuse *f)
{
	switch (f->a->m->instrs[f->producer].opcode) {
	case OP_CONCATENATE: case OP_PAD: case OP_DYNAMIC_UPDATE_SLICE: case OP_REDUCE: case OP_REDUCE_WINDOW:
	case OP_DOT:
		break;
	default:
		return 0;
	}
	sortvisits(f->vis, f->nvis);
	for (uint32_t k = 1; k < f->nvis && f->vis[k].took; k++)
		if (f->vis[k].home == f->vis[k - 1].home && f->vis[k].u != f->vis[k - 1].u)
			return 1;
	return 0;
}

/* F9 (CPU, best estimate) a cheap producer some consumers cannot take:
 *    InstructionFusion (may_duplicate on, XLA:CPU's loop fusion) fuses
 *    an operand into each consumer ShouldFuse allows unless it is in
 *    ComputeGloballyUnfusible's do_not_duplicate set, which an
 *    effectively unary producer, or one reading no more elements than it
 *    writes, never is (duplicable: the same test as F3's); the producer
 *    stays for the consumers that refused it (instruction_fusion.cc Run:
 *    the operand is removed only once it has no user left).  So a
 *    producer one consumer refuses (a YNNPACK reduction, a dot) is
 *    written once for those, and computed again in each consumer that
 *    takes it, which read its operands instead: the producer's buffer
 *    lives until its last refusing consumer, its operands until its last
 *    taking one, and in the breadth-first order a taking consumer waits
 *    for the operands, not for the producer (schedule.c).  Readers are
 *    found through inlined calls and tuples, as F3 finds them, but not
 *    through an op the simplifier removes: 1 when the producer was split
 *    so */
static int copyinto(struct fuse *f, uint32_t i, an_value *x)
{
	an *a = f->a;
	const hlo_module *m = a->m;
	int64_t lastin = -1, lastout = -1;
	uint32_t nin = 0, nout = 0;

	if (f->hard)
		return 0;
	for (uint32_t k = 0; k < f->nvis; k++) {
		const struct visit *w = &f->vis[k];
		if (w->took) {
			nin++;
			lastin = w->t > lastin ? w->t : lastin;
		} else {
			nout++;
			lastout = w->t > lastout ? w->t : lastout;
		}
	}
	if (nin == 0 || nout == 0)
		return 0;
	if (!a->pre.copied)
		a->pre.copied = ut_calloc((size_t)m->nopnd + 1, 1);
	/* u's operand that stands for the producer (the producer, a
	 * get-tuple-element of it, a callee's parameter) */
	for (uint32_t k = 0; k < f->nvis; k++)
		if (f->vis[k].took)
			a->pre.copied[m->instrs[f->vis[k].u].opnd + f->vis[k].opnd] = 1;
	f->copyend[i] = lastin;
	an_readon(a, i, lastin);
	if (x->end > lastout && lastout >= x->start)
		x->end = lastout;
	return 1;
}

/* instruction i's operands are read until step t, by what computes i
 * again where it is read (a consumer i is fused into, a copy that
 * recomputes it: backend.c).  Not an operand F9 split (pre.copied): i
 * computes it again from its own operands, which F9 (copyinto) and the
 * copy (backend.c readsuntil) read instead */
int an_copiedoperand(const an *a, const hlo_instr *in, uint32_t k)
{
	return a->pre.copied && a->pre.copied[in->opnd + k];
}

void an_readon(an *a, uint32_t i, int64_t t)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];

	for (uint32_t k = 0; k < in->nopnd; k++) {
		uint32_t o = m->operands[in->opnd + k].instr;
		if (a->tl.time[o] < 0 || an_copiedoperand(a, in, k))
			continue;
		for (uint32_t s2 = 0; s2 < a->df.nodes[m->instrs[o].shape]; s2++) {
			uint32_t w = a->df.slotval[a->df.slotbase[o] + s2];
			if (w != HLO_NONE && (w = an_readvalue(a, w)) != HLO_NONE && a->df.vals[w].end < t)
				a->df.vals[w].end = t;
		}
	}
}

/* is every reader of tuple t (through inlined calls: the callee's
 * parameter, or the call's readers when t is the callee's root) a
 * get-tuple-element of it? */
static int readbyelements(const an *a, uint32_t t, int depth)
{
	const hlo_module *m = a->m;
	uint32_t r = an_readerof(a, t);

	if (r == HLO_NONE || depth >= 16)
		return 0;
	for (uint32_t k = a->use.ustart[r]; k < a->use.ustart[r + 1]; k++) {
		uint32_t w = a->use.uuser[k], p;
		const hlo_instr *wi = &m->instrs[w];
		if (wi->opcode == OP_GET_TUPLE_ELEMENT && !m->operands[wi->opnd].path)
			continue;
		if ((p = an_calleeparam(a, w, a->use.uopnd[k])) == HLO_NONE || !readbyelements(a, p, depth + 1))
			return 0;
	}
	return 1;
}

/* a tuple read only by its elements has no index table: once CallInliner
 * has run, TupleSimplifier replaces each get-tuple-element of a tuple by
 * the element (tuple_simplifier.cc), and HloDCE removes the tuple nothing
 * reads.  Tuples a loop, a conditional, a custom call or the entry's root
 * read keep theirs. */
static void droptables(an *a)
{
	const hlo_module *m = a->m;

	for (uint32_t i = 0; i < m->ninstr; i++) {
		uint32_t v;
		if (m->instrs[i].opcode != OP_TUPLE || a->tl.time[i] < 0 || a->df.slotbase[i] == HLO_NONE)
			continue;
		v = a->df.slotval[a->df.slotbase[i]];
		if (v == HLO_NONE || a->df.vals[v].instr != i || a->df.vals[v].liveout || !readbyelements(a, i, 0))
			continue;
		a->df.vals[v].size = a->df.vals[v].logical = 0;
	}
}

int an_prefuse(an *a, int ideal)
{
	const hlo_module *m = a->m;
	struct fuse f;
	uint32_t *dupfirst = NULL, *dupnext = NULL;

	f.a = a;
	f.cpu = a->target == TARGET_CPU && !ideal;
	f.ideal = ideal;
	f.fused = ut_calloc((size_t)m->ninstr + 1, 1);
	f.home = ut_malloc(((size_t)m->ninstr + 1) * sizeof *f.home);
	f.gen = generatedall(a, f.cpu);
	free(a->pre.gen);
	a->pre.gen = f.gen;       /* an_atmostunary reads it */
	f.lib = NULL;
	f.vis = NULL;
	f.capvis = 0;
	f.copyend = ut_malloc(((size_t)m->ninstr + 1) * sizeof *f.copyend);
	if (f.cpu)
		an_csedups(a, &dupfirst, &dupnext);
	for (uint32_t i = 0; i < m->ninstr; i++) {
		f.home[i] = HLO_NONE;
		f.copyend[i] = -1;
	}
	if (f.cpu) {
		f.lib = ut_calloc((size_t)m->ninstr + 1, 1);
		an_ynnfuse(a, f.fused, f.home, f.lib, dupfirst, dupnext);
	}
	free(a->pre.lib);
	a->pre.lib = f.lib;       /* share.c reads it */
	free(a->pre.fused);
	a->pre.fused = f.fused;
	free(a->pre.copied);
	a->pre.copied = NULL;
	droptables(a);

	/* backwards, so a chain hands its operands' lives on to the last
	 * consumer, and a producer sees where its consumers went */
	for (uint32_t q = a->tl.nseq; q-- > 0;) {
		uint32_t i = an_dataseq(a)[q], v = a->df.slotval[a->df.slotbase[i]];
		const hlo_instr *in = &m->instrs[i];
		an_value *x;
		/* ideal fusion also fuses a dot into its consumers, as XLA:CPU's
		 * YNN fusions (dot, elementwise epilogue and reduction in one
		 * kCustom fusion) and GPU GEMM epilogues do */
		uint32_t r = an_readerof(a, i);
		int64_t len;
		if (v == HLO_NONE || (f.lib && f.lib[i]) || an_scatterhome(a, i) >= 0 ||
		    !(fusible(in->opcode, ideal) || an_outerdot(m, in) || (f.cpu && in->opcode == OP_REDUCE && f.gen[i]) ||
		      (!ideal && a->target != TARGET_TPU && in->opcode == OP_REDUCE_WINDOW &&
		       an_scandim(m, in, &len) >= 0)) ||
		    r == HLO_NONE ||
		    a->use.ustart[r + 1] == a->use.ustart[r] ||
		    (!ideal && an_opfacts(in->opcode)->fuse == FU_SMALL && an_elements(m, in->shape) > 1) ||
		    (f.cpu && plainconcat(m, in)) || (a->pre.hoisted && a->pre.hoisted[i]) ||
		    (a->pre.resharded && a->pre.resharded[i]))
			continue;
		x = &a->df.vals[v];
		if (x->instr != i || x->tuple || x->liveout || a->df.bufs[x->buf].nval != 1)
			continue;
		f.onehome = HLO_NONE;
		f.last = -1;
		f.ok = 1;
		f.viabroadcast = 0;
		f.folded = f.cpu && (f.gen[i] & GEN_MOVED);
		f.producer = i;
		f.hard = 0;
		f.nvis = 0;
		for (uint32_t k = a->use.ustart[r]; k < a->use.ustart[r + 1]; k++)
			consumer(&f, a->use.uuser[k], a->use.uopnd[k], 0);
		/* a broadcast or iota HloCSE merged others into is read by
		 * their readers too (one instruction by fusion time), and
		 * fused into each that takes it (IsAlwaysDuplicable); but a
		 * divide by it that XLA:CPU's simplifier makes a multiply by
		 * the broadcast of a reciprocal (C7, before HloCSE runs)
		 * reads a broadcast of its own */
		if (dupfirst && an_opfacts(in->opcode)->fuse == FU_DUP)
			for (uint32_t d = dupfirst[i]; d != HLO_NONE; d = dupnext[d])
				for (uint32_t k = a->use.ustart[d]; k < a->use.ustart[d + 1]; k++)
					if (!c7divisor(a, a->use.uuser[k], a->use.uopnd[k]))
						consumer(&f, a->use.uuser[k], a->use.uopnd[k], 0);
		/* read only through tuple elements and parameters nothing
		 * reads: dead once inlined and simplified (HloDCE), in no
		 * fusion and in no buffer */
		if (f.ok && f.onehome == HLO_NONE) {
			f.fused[i] = 1;
			x->size = x->logical = 0;
			continue;
		}
		if (f.cpu && readtwicein(&f))
			continue;
		/* F3: fused when all its consumers end in one fusion, or when it
		 * is cheap to duplicate; an expensive op read through a broadcast
		 * is not (its elements would be recomputed: InstructionFusion
		 * ReusesOperandElements) */
		if (!f.ok && f.cpu && duplicable(a, f.gen, i, 1)) {
			copyinto(&f, i, x);
			continue;
		}
		if (!f.ok ||
		    (!ideal && ((f.onehome == MULTI && !duplicable(a, f.gen, i, f.cpu)) ||
		                (f.viabroadcast && an_expensive(m, in)))))
			continue;
		f.fused[i] = 1;
		f.home[i] = f.onehome;
		x->size = x->logical = 0;
		/* the consumer reads the producer's operands instead */
		an_readon(a, i, f.last);
	}
	free(a->pre.home);
	a->pre.home = f.home;
	free(f.vis);
	free(f.copyend);
	free(dupfirst);
	free(dupnext);
	recomputebuffers(a);
	return 0;
}
