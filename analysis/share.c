/* share.c: may an instruction write its output into a dying operand's
 * buffer?  (CanShareOperandBufferWithUser; calibration-rules.md R6,
 * memory-semantics.md s1.5.)  On GPU a fusion user follows the backend's
 * hint and a custom call never shares; elsewhere the generic rule applies. */
#include <string.h>

#include "analysis.h"

static uint32_t fusioncallee(const hlo_module *m, const hlo_instr *in)
{
	for (uint32_t k = 0; k < in->ncallee; k++)
		if (m->callees[in->callee + k].kind == CK_CALLS)
			return m->callees[in->callee + k].comp;
	return HLO_NONE;
}

/* every use of the fusion parameter inside the fusion passes only through
 * ops that keep element i at element i, and reaches the output `out`
 * (GPU: FusionCanShareBufferHint, bitcasts included; CPU: the generic
 * AreTransitiveUsesElementwiseOrTuple, where a bitcast is no elementwise
 * use (HloInstruction::IsOpElementwise): XLA:CPU's GELU fusion reading a
 * dot's f32[512,1024] through a bitcast to f32[4,128,1024] writes a
 * buffer of its own) */
static int fusionshares(an *a, uint32_t fusion, uint32_t param, uint32_t outslot, int gpu)
{
	const hlo_module *m = a->m;
	const hlo_instr *fi = &m->instrs[fusion];
	uint32_t c = fusioncallee(m, fi), root, target, stack[64], sp = 0, seen = 0, reached = 0;

	if (c == HLO_NONE || param >= m->comps[c].nparam)
		return 0;
	root = m->comps[c].root;
	target = root;
	if (m->instrs[root].opcode == OP_TUPLE) {
		/* output {j}: the root's operand j */
		uint32_t j = 0, at = 1;
		const hlo_shape *rs = &m->shapes[fi->shape];
		for (j = 0; j < rs->rank && at < outslot; j++)
			at += a->df.nodes[hlo_children(m, rs)[j]];
		if (at != outslot || j >= m->instrs[root].nopnd)
			return 0;
		target = m->operands[m->instrs[root].opnd + j].instr;
	}
	stack[sp++] = (uint32_t)m->ints[m->comps[c].params + param];
	while (sp) {
		uint32_t x = stack[--sp];
		const hlo_instr *xi = &m->instrs[x];
		if (x == target)
			reached = 1;
		if (++seen > 4096)
			return 0;
		for (uint32_t k = a->use.ustart[x]; k < a->use.ustart[x + 1]; k++) {
			uint32_t u = a->use.uuser[k];
			const hlo_instr *ui = &m->instrs[u];
			uint32_t f = an_opfacts(ui->opcode)->flags;
			int ok = (f & (OF_REUSE | OF_PASSFUSED)) != 0 &&
			         !(a->target == TARGET_CPU && ui->opcode == OP_BITCAST);
			if (gpu && !ok && u == target) {
				/* heroes that write in place: a reduction, a scatter or
				 * sort or dynamic-update-slice root on the matching operand */
				ok = (f & OF_HERO) || ((f & OF_HERO0) && a->use.uopnd[k] == 0);
			}
			if (!ok)
				return 0;
			if (sp < 64)
				stack[sp++] = u;
			else
				return 0;
		}
		(void)xi;
	}
	return reached;
}

/* a module not yet compiled: is the user's value the transposed copy the
 * CPU backend puts before a dot or convolution, a fusion of it standing in
 * for the copy (backend.c C1, C3)?  Then it is a transpose: its elements
 * leave their operands' indices, and CanShareOperandBufferWithUser lets no
 * transpose, nor a loop fusion whose parameter reaches the root through
 * one, write over its operand */
static int moved(const an *a, uint32_t user, uint32_t userslot)
{
	uint32_t uv = a->df.slotval[a->df.slotbase[user] + userslot];

	return uv != HLO_NONE && a->df.vals[uv].moved;
}

/* (CPU, a module not yet compiled) DotDecomposer (dot_decomposer.cc,
 * CanonicalizeDot) makes a dot with more than one free dimension on a side
 * a matrix product: that side's operand is read through a reshape, one
 * with several contracting dimensions too, and the result is written as a
 * matrix and reshaped back.  Layout assignment makes those reshapes
 * bitcasts inside the fusions around the dot, and a bitcast is no
 * elementwise use: a fusion reading the dot's result, or writing an
 * operand it reshapes, may not write over its parameter
 * (CanShareOperandBufferWithUser; XLA:CPU's GELU after a [batch, seq,
 * model] x [model, ff] dot keeps a buffer of its own) */
static int freedims(const hlo_module *m, const hlo_instr *in, int k, an_dotdims *s)
{
	if (an_dotside(m, in, k, s) < 0)
		return -1;
	return (int)s->rank - s->nb - s->nc;
}

static int sidereshaped(const hlo_module *m, const hlo_instr *in, int k)
{
	an_dotdims s;
	int nf;

	if (in->opcode != OP_DOT || an_outerdot(m, in) || (nf = freedims(m, in, k, &s)) < 0)
		return 0;
	return nf > 1 || s.nc > 1;
}

static int resultreshaped(const hlo_module *m, const hlo_instr *in)
{
	an_dotdims s;

	if (in->opcode != OP_DOT || an_outerdot(m, in))
		return 0;
	return freedims(m, in, 0, &s) > 1 || freedims(m, in, 1, &s) > 1;
}

/* a scalar, or a broadcast of one: what ReshapeMover reshapes for free */
int an_scalarlike(const hlo_module *m, uint32_t i)
{
	const hlo_instr *in = &m->instrs[i];

	if (an_elements(m, in->shape) <= 1)
		return 1;
	return in->opcode == OP_BROADCAST && in->nopnd == 1 &&
	       an_elements(m, m->instrs[m->operands[in->opnd].instr].shape) <= 1;
}

/* the matrix DotDecomposer computes dot d in (dot_decomposer.cc
 * CanonicalizeDot): its batch dimensions, then the product of the lhs's
 * free dimensions and the rhs's; its rank, 0 when unreadable */
static uint32_t matrixdims(const hlo_module *m, const hlo_instr *d, int64_t *out)
{
	an_dotdims s[2];
	uint32_t n = 0;

	if (an_dotside(m, d, 0, &s[0]) < 0 || an_dotside(m, d, 1, &s[1]) < 0 || s[0].nb > 60)
		return 0;
	const int64_t *ld = hlo_dims(m, &m->shapes[m->instrs[m->operands[d->opnd].instr].shape]);
	for (int j = 0; j < s[0].nb; j++)
		out[n++] = ld[s[0].batch[j]];
	for (int k = 0; k < 2; k++) {
		const int64_t *dims = hlo_dims(m, &m->shapes[m->instrs[m->operands[d->opnd + k].instr].shape]);
		int64_t p = 1;
		for (uint32_t j = 0; j < s[k].rank; j++)
			if (an_dotfree(&s[k], j))
				p *= dims[j];
		out[n++] = p;
	}
	return n;
}

/* are the reshapes after reshaped dots d and e equivalent rearranges
 * (reshape_mover.cc AreEquivalentRearranges): the same dimensions before
 * and after */
static int samereshape(const hlo_module *m, const hlo_instr *d, const hlo_instr *e)
{
	int64_t x[64], y[64];
	uint32_t n = matrixdims(m, d, x);

	if (!n || matrixdims(m, e, y) != n || memcmp(x, y, n * sizeof x[0]))
		return 0;
	return m->shapes[d->shape].rank == m->shapes[e->shape].rank &&
	       !memcmp(hlo_dims(m, &m->shapes[d->shape]), hlo_dims(m, &m->shapes[e->shape]),
		       m->shapes[d->shape].rank * sizeof x[0]);
}

/* the one instruction that reads a value of instruction i once
 * CallInliner has run (a callee's root is read by its call's readers, a
 * call's operand by the callee's parameter's readers), HLO_NONE when
 * there are others; *at: the instruction it reads (i, its call, or a
 * parameter) */
static uint32_t onlyreader(const an *a, uint32_t i, uint32_t *at)
{
	const hlo_module *m = a->m;
	uint32_t r = an_readerof(a, i), u;

	for (int depth = 0;; depth++) {
		if (r == HLO_NONE || depth == 16 || a->use.ustart[r + 1] - a->use.ustart[r] != 1)
			return HLO_NONE;
		u = a->use.uuser[a->use.ustart[r]];
		if (m->instrs[u].opcode != OP_CALL || !m->instrs[u].ncallee)
			break;
		uint32_t c = m->callees[m->instrs[u].callee].comp, k = a->use.uopnd[a->use.ustart[r]];
		if (a->tl.compcaller[c] != u || k >= m->comps[c].nparam)
			return HLO_NONE;
		r = (uint32_t)m->ints[m->comps[c].params + k];
	}
	*at = r;
	return u;
}

/* the reshaped dot whose result operand o of an instruction is, read by
 * that instruction alone; HLO_NONE for anything else */
static uint32_t reshapeddotof(const an *a, uint32_t o, uint32_t user)
{
	const hlo_module *m = a->m;
	uint32_t v = an_valueof(a, o), d, at;

	if (v == HLO_NONE)
		return HLO_NONE;
	d = a->df.vals[v].instr;
	if (!resultreshaped(m, &m->instrs[d]) || onlyreader(a, d, &at) != user || at != o)
		return HLO_NONE;
	return d;
}

/* does the reshape after reshaped dot d move past its reader
 * (reshape_mover.cc IsReshapeMoveCandidate, AlgebraicSimplifier): d has
 * one reader, elementwise, whose other operands are scalars or broadcasts
 * of them, or the results of reshaped dots computed in the same matrix and
 * read by it alone (equivalent rearranges, all of whose users move:
 * TryReshapeMoveOnCandidates)?  Then that reader computes on the matrix,
 * and no bitcast is left between them.  A reshape read by anything else,
 * or by an op some other operand of which is no such rearrange, stays
 * (a GELU reading its dot's result three times through ops that also
 * read each other: nothing moves).  Read as CallInliner leaves the
 * module */
static int reshapemoves(const an *a, uint32_t d)
{
	const hlo_module *m = a->m;
	const hlo_instr *ri;
	uint32_t r, u = onlyreader(a, d, &r);

	if (u == HLO_NONE)
		return 0;
	ri = &m->instrs[u];
	if (!hlo_elementwise(ri->opcode))
		return 0;
	for (uint32_t k = 0; k < ri->nopnd; k++) {
		uint32_t o = m->operands[ri->opnd + k].instr, e;
		if (o == r || an_scalarlike(m, o))
			continue;
		if ((e = reshapeddotof(a, o, u)) == HLO_NONE || !samereshape(m, &m->instrs[d], &m->instrs[e]))
			return 0;
	}
	return 1;
}

/* is elementwise instruction o computed in a dot's matrix shape, the
 * reshape after the dots it reads moved past it (reshapemoves)?  Then a
 * dot that reshapes o back reads it with no reshape between them */
int an_reshapesunk(const an *a, uint32_t o)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[o];

	if (a->target != TARGET_CPU || !hlo_elementwise(in->opcode))
		return 0;
	for (uint32_t k = 0; k < in->nopnd; k++) {
		uint32_t d = reshapeddotof(a, m->operands[in->opnd + k].instr, o);
		if (d != HLO_NONE)
			return reshapemoves(a, d);
	}
	return 0;
}

/* is there a bitcast between the operand's value and the user's in XLA's
 * fusion: the value a reshaped dot's result the reshape stays on, or, the
 * value not such a moved result, the user an operand a dot reshapes? */
static int throughbitcast(const an *a, uint32_t opinstr, uint32_t opslot, uint32_t user)
{
	const hlo_module *m = a->m;
	uint32_t ov = a->df.slotval[a->df.slotbase[opinstr] + opslot], d;

	if (a->target != TARGET_CPU || a->mode == PRE_NONE || a->mode == PRE_UPPER || ov == HLO_NONE)
		return 0;
	d = a->df.vals[ov].instr;
	if (resultreshaped(m, &m->instrs[d]))
		return !reshapemoves(a, d);
	for (uint32_t k = a->use.ustart[user]; k < a->use.ustart[user + 1]; k++)
		if (sidereshaped(m, &m->instrs[a->use.uuser[k]], (int)a->use.uopnd[k]))
			return 1;
	return 0;
}

int an_mayshare(an *a, uint32_t opinstr, uint32_t opslot, uint32_t user, uint32_t userslot)
{
	const hlo_module *m = a->m;
	const hlo_instr *ui = &m->instrs[user], *oi = &m->instrs[opinstr];
	uint32_t osh = a->df.vals[a->df.slotval[a->df.slotbase[opinstr] + opslot]].shape;
	uint32_t ush = a->df.vals[a->df.slotval[a->df.slotbase[user] + userslot]].shape;
	int gpu = a->target == TARGET_GPU;

	/* an instruction the simplifier folds away hands its value on in its
	 * own shape (a transposed dot writes the transpose's) */
	if (opslot == 0 && an_simplifiedaway(a, opinstr))
		osh = oi->shape;

	if (oi->opcode == OP_CONSTANT)
		return 0;
	if (moved(a, user, userslot) || throughbitcast(a, opinstr, opslot, user))
		return 0;
	/* jaxDecomp's call updates operand 0 (backend.c B4) */
	if (an_decompinplace(a, user) && userslot == 0 && ui->nopnd && m->operands[ui->opnd].instr == opinstr)
		return 1;
	if (gpu && ui->opcode == OP_CUSTOM_CALL)
		return 0;
	/* must-alias pairs with identical shapes */
	if (osh == ush && an_opfacts(ui->opcode)->inplace == IP_OPERAND0 && userslot == 0)
		return 1;
	if (ui->opcode == OP_FUSION) {
		int found = 0;
		if (gpu) {
			uint64_t b1 = 0, b2 = 0;
			/* same element count and bit width: equal counts and bytes */
			if (an_elements(m, osh) != an_elements(m, ush) || an_shapebytes(m, osh, &b1) < 0 ||
			    an_shapebytes(m, ush, &b2) < 0 || b1 != b2)
				return 0;
		} else if (osh != ush) {
			return 0;
		}
		for (uint32_t k = 0; k < ui->nopnd && !found; k++)
			if (m->operands[ui->opnd + k].instr == opinstr)
				found = fusionshares(a, user, k, userslot, gpu);
		return found;
	}
	if (osh != ush)
		return 0;
	if (ui->opcode == OP_WHILE || ui->opcode == OP_CONDITIONAL)
		return 1;
	/* a sort writes its result over an operand no other instruction
	 * reads: one key, its whole result; several, element k over operand
	 * k (hlo_dataflow_analysis.cc CanShareOperandBufferWithUser, kSort) */
	if (ui->opcode == OP_SORT) {
		uint32_t at = HLO_NONE, n = 0;
		if (a->use.ustart[opinstr + 1] - a->use.ustart[opinstr] != 1 || opslot != 0)
			return 0;
		if (ui->nopnd == 1)
			return userslot == 0;
		for (uint32_t k = 0; k < ui->nopnd; k++)
			if (m->operands[ui->opnd + k].instr == opinstr) {
				at = k;
				n++;
			}
		return n == 1 && userslot == at + 1;
	}
	if (an_updatesoperand0(ui->opcode))
		return a->use.ustart[opinstr + 1] - a->use.ustart[opinstr] == 1 &&
		       m->operands[ui->opnd].instr == opinstr;
	if (an_opfacts(ui->opcode)->flags & OF_GPUSHARE)
		return gpu;
	return (an_opfacts(ui->opcode)->flags & OF_REUSE) != 0;
}

/* a module not yet compiled, after fusion: may `user` write into the buffer
 * of `opinstr`, which it reads through producers fused into it?  As XLA's
 * fusion would make it: the fusion's parameter `opinstr` reaches the output
 * through elementwise ops only (CanShareOperandBufferWithUser for a loop
 * fusion; the GPU hint the same), with the same bytes and element count
 * (layouts are not assigned yet).  A transpose or reshape right after a
 * dot is no obstacle: XLA folds it into the dot's output
 * (AlgebraicSimplifier: transpose(dot(a, b)) is dot(b, a); layout
 * assignment makes a reshape of it a bitcast). */
static int fusedpath(an *a, uint32_t opinstr, uint32_t x, int depth)
{
	const hlo_module *m = a->m;
	const hlo_instr *xi = &m->instrs[x];

	if (depth > 32)
		return 0;
	for (uint32_t k = 0; k < xi->nopnd; k++) {
		uint32_t o = m->operands[xi->opnd + k].instr, f;
		/* (a call CallInliner inlines reads as its callee's root) */
		if (o == opinstr || (m->instrs[o].opcode == OP_CALL && an_throughcalls(a, o) == opinstr))
			return 1;
		/* (and an inlined callee's parameter as its call's operand, a
		 * tuple's element as the tuple's operand) */
		if (!hlo_pathlen(m, m->operands[xi->opnd + k].path))
			o = an_inlinedsource(a, o);
		if (o == opinstr)
			return 1;
		f = an_opfacts(m->instrs[o].opcode)->flags;
		if (!a->pre.fused || !a->pre.fused[o] || a->tl.time[o] < 0)
			continue;
		if (f & (OF_REUSE | OF_PASSFUSED)) {
			if (fusedpath(a, opinstr, o, depth + 1))
				return 1;
		} else if ((f & OF_FOLDDOT) && m->instrs[o].nopnd == 1 &&
		           m->operands[m->instrs[o].opnd].instr == opinstr && m->instrs[opinstr].opcode == OP_DOT) {
			return 1;
		}
	}
	return 0;
}

/* is every use of opinstr inside the fusion `user` roots elementwise, as
 * CanShareOperandBufferWithUser asks of a loop fusion's parameter ("every
 * transitive use ... is elementwise")?  The uses are its readers fused
 * into user (or duplicated into several fusions, user's among them), and
 * theirs in turn; a reduction, a transpose or a broadcast among them reads
 * an element somewhere else than it writes it */
static int elementwiseuses(const an *a, uint32_t opinstr, uint32_t user)
{
	const hlo_module *m = a->m;
	uint32_t stack[64], sp = 0, seen = 0, r = an_readerof(a, opinstr);

	if (r == HLO_NONE)
		return 1;
	stack[sp++] = r;
	while (sp) {
		uint32_t x = stack[--sp];
		if (++seen > 1024)
			return 0;
		for (uint32_t k = a->use.ustart[x]; k < a->use.ustart[x + 1]; k++) {
			uint32_t w = a->use.uuser[k];
			const hlo_instr *wi = &m->instrs[w];
			uint32_t h = a->pre.home ? a->pre.home[w] : HLO_NONE;
			int inside = w == user || (a->pre.fused && a->pre.fused[w] && (h == user || h == AN_MULTIHOME));
			if (!inside)
				continue;
			if (!(an_opfacts(wi->opcode)->flags & (OF_REUSE | OF_PASSFUSED)) && !an_transposedwrite(a, w))
				return 0;
			if (w != user) {
				if (sp == 64)
					return 0;
				stack[sp++] = w;
			}
		}
	}
	return 1;
}

int an_fusedshare(an *a, uint32_t opinstr, uint32_t user)
{
	const hlo_module *m = a->m;
	const hlo_instr *ui = &m->instrs[user];
	uint32_t osh = m->instrs[opinstr].shape, ush = ui->shape;
	uint64_t b1 = 0, b2 = 0;

	if (a->mode != PRE_BEST && a->mode != PRE_LOWER)
		return 0;
	if (!(an_opfacts(ui->opcode)->flags & OF_REUSE) || m->instrs[opinstr].opcode == OP_CONSTANT)
		return 0;
	/* a YNNPACK fusion is a custom fusion: CanShareOperandBufferWithUser
	 * lets only loop and input fusions write over an operand read
	 * elementwise (hlo_dataflow_analysis.cc) */
	if (a->pre.lib && a->pre.lib[user])
		return 0;
	if (an_elements(m, osh) != an_elements(m, ush) || an_shapebytes(m, osh, &b1) < 0 || an_shapebytes(m, ush, &b2) < 0 ||
	    b1 != b2)
		return 0;
	/* off the GPU, whose buffer-sharing hint takes equal bytes, the
	 * shapes must be equal, element types too (CanShareOperandBufferWith-
	 * User, ShapeUtil::Equal: XLA:CPU's s32 dot result and the f32 fusion
	 * converting it are two buffers) */
	if (a->target != TARGET_GPU && m->shapes[osh].type != m->shapes[ush].type)
		return 0;
	if (moved(a, user, 0) || throughbitcast(a, opinstr, 0, user))
		return 0;
	return fusedpath(a, opinstr, user, 0) && elementwiseuses(a, opinstr, user);
}
