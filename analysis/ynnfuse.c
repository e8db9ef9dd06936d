/* ynnfuse.c: the CPU's YNNPACK library fusions (rule F6 of the
 * pre-compile estimate; best estimate on the CPU target only).
 *
 * XLA:CPU hands dots, convolutions and reductions to YNNPACK.  With the
 * default fusion types (`--xla_cpu_experimental_ynn_fusion_type`:
 * individual dots, individual convolutions and reductions in the XLA that
 * jaxlib 0.10.2 carries; debug_options_flags.cc), one LibraryRewriter
 * pass (library_rewriter.cc ProcessComputation) takes the dots,
 * convolutions, reduces and reduce-windows YNNPACK supports from the last
 * instruction back:
 *
 * - a dot or a convolution is a fusion of its own and takes nothing from
 *   around it (ShouldGrowFusion is false for the individual types): its
 *   operands are in memory.  Any other dot is XLA's own dot emitter, which
 *   takes no producer either (cpu_instruction_fusion.cc: dots are called
 *   out to GEMM routines).  So on the CPU no dot takes a producer; that is
 *   absorbs() in precompile.c.
 * - a reduce or a reduce-window (pooling whose windows do not overlap)
 *   starts a fusion that grows (FuseNeighbors): up to an operand whose
 *   users are all in the fusion, down to the single user of what is in
 *   it, repeatedly until nothing changes, taking every instruction
 *   YnnMatcher::IsOpSupported accepts: dots and 2-D convolutions in
 *   YNNPACK's layout (those below, already fusions of their own, merge in
 *   whole), reductions, elementwise ops of YNNPACK's maps, broadcasts that
 *   keep dimension order, reshapes and bitcasts, pads without interior
 *   padding, f32/s32 iotas.  Elementwise ops and reductions only when
 *   "preferred" (IsInstructionPreferredByYnn: 4096 elements or more in
 *   the result or an operand).  A fusion stops growing at 100
 *   instructions, its parameters counted (kMaxFusionSize): a ResNet's
 *   global average pool takes the last stage's convolutions, not the
 *   network.  What the fusion does not take is written to memory: a sine
 *   or a select before a sum is its own loop fusion, and a dot whose
 *   result only a reduction reads is never written at all.  The fusion's
 *   one output is its last instruction fused downwards (or the starter).
 *   An operand's users are those of everything HloCSE merged into it (the
 *   rewriter runs on the module CSE left).
 *
 * The facts of ynn_support.cc are for element types, the reducer
 * (exactly add, maximum or minimum of its two parameters) and dot shapes
 * (m and n above 1, one of m, k, n at least 8, the lhs contracting its
 * last dimensions).  Four rewrites of XLA's AlgebraicSimplifier run
 * before and change what the growth meets; the module still shows the
 * original form, so they are read here as XLA leaves them:
 * - multiply(x, convert(pred)) is select(pred, x, 0) (HandleMultiply;
 *   the mask of a max's or a relu's gradient): no YNNPACK op (predmask);
 * - maximum(x, -inf) and minimum(x, +inf) are x (JAX's max with
 *   initial=-inf in softmax): passed through;
 * - a / broadcast(b) is a * broadcast(1 / b) for floating point when b
 *   has one use (precompile.c an_divrewritten; a softmax's sum read by
 *   its gradient too keeps both divides): the
 *   reciprocal is an elementwise op of b's size, so the growth down from
 *   a reduction passes into the broadcast only if b has 4096 elements;
 *   growing up from the divide, it takes the broadcast (of 1 / b) and
 *   stops at the reciprocal unless b has 4096 elements (a batch norm's
 *   division by the broadcast standard deviation);
 * - reduce(transpose(x)) is a reduce of x over the permuted dimensions: a
 *   transpose read only by a reduction is passed through (but a dot's
 *   result read through it is not: layout assignment then gives the dot a
 *   transposed layout that YNNPACK does not take), and so is one
 *   ReshapeMover sinks through elementwise ops to the reduction (sinksto),
 *   unless the builder laid the reduction's input out as the transpose:
 *   then TreeReductionRewriter has split the reduce first and the growth
 *   takes nothing above it (reshapestop).
 * CallInliner runs before the library rewriter, so the growth reads
 * through calls as if they were inlined: an inlined callee's parameter is
 * its call's operand, its root's users the call's users (JAX makes a call
 * of every jitted helper: jax.nn.log_softmax, softmax, relu).
 * Checked against XLA:CPU compiles of small JAX programs (the truth kinds
 * ynn-reduce, cond, xent, cnn-bn and layernorm-sin-grad in
 * tools/truth/gen.py) and of the corpus's ResNet-50 (tests/realcpu.sh: its
 * last fusion has exactly 100 instructions, 35 of them parameters). */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "analysis.h"
#include "util.h"

enum { UP = 1, DOWN = 2, BOTH = 3 };
enum { PREFERRED = 4096 }; /* IsInstructionPreferredByYnn's kMinElements */

struct ynn {
	an *a;
	const hlo_module *m;
	uint8_t *taken;   /* in some library fusion (LibraryRewriter's fused_) */
	uint32_t *member; /* the fusion's starter, per instruction in it */
	uint32_t *seen;   /* round stamp: queued in this round */
	uint32_t round;
	uint32_t *queue;
	uint8_t *dir;
	uint32_t qhead, qtail;
	uint32_t *list;   /* the current fusion's instructions */
	uint32_t nlist;
	uint32_t start, out;
	uint32_t block;   /* the fusion's operand it may not take (reshapestop) */
	uint32_t *param;  /* the starter of the fusion it is an operand of */
	uint32_t count;   /* fused_instruction_count(): instructions and parameters */
	const uint32_t *dupfirst, *dupnext; /* the instructions HloCSE merges into one (an_csedups) */
};

/* LibraryMatcher::MaxFusionSize (library_fusion_kinds.h kMaxFusionSize):
 * a fusion grows while it holds fewer instructions than this, its
 * parameters counted (HloFusionInstruction::fused_instruction_count) */
enum { MAXFUSION = 100 };

static int elementtype(const hlo_module *m, uint32_t i)
{
	return m->shapes[m->instrs[i].shape].type;
}

static uint32_t operand(const hlo_module *m, const hlo_instr *in, uint32_t k)
{
	return m->operands[in->opnd + k].instr;
}

/* IsElementwiseOpSupportedByYnn's element types */
static int ynntype(int t)
{
	return t == T_F64 || t == T_F32 || t == T_BF16 || t == T_S8 || t == T_U8;
}

static int isarray(const hlo_module *m, uint32_t i)
{
	return m->shapes[m->instrs[i].shape].kind == SK_ARRAY;
}

static int preferred(const hlo_module *m, const hlo_instr *in)
{
	if (an_elements(m, in->shape) >= PREFERRED)
		return 1;
	for (uint32_t k = 0; k < in->nopnd; k++)
		if (isarray(m, operand(m, in, k)) && an_elements(m, m->instrs[operand(m, in, k)].shape) >= PREFERRED)
			return 1;
	return 0;
}

/* CallInliner runs before the library rewriter: a computation a call
 * runs (its one caller) is inlined where the call was.  That call, or
 * HLO_NONE */
static uint32_t inliner(const an *a, uint32_t c)
{
	const hlo_module *m = a->m;
	uint32_t u = c < m->ncomp ? a->tl.compcaller[c] : HLO_NONE;

	return u < m->ninstr && m->instrs[u].opcode == OP_CALL && a->tl.time[u] >= 0 ? u : HLO_NONE;
}

/* the callee an inlined call i runs, or HLO_NONE */
static uint32_t inlinedcallee(const an *a, uint32_t i)
{
	uint32_t c = an_inlinedcall(a, i);

	return c != HLO_NONE && a->m->comps[c].root != HLO_NONE ? c : HLO_NONE;
}

/* what instruction i stands for once calls are inlined and HloCSE has
 * run: an inlined callee's parameter is its call's operand, an inlined
 * call its callee's root, a merged instruction the one it is merged into */
static uint32_t through(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;

	for (int depth = 0; depth < 32; depth++) {
		const hlo_instr *in = &m->instrs[i];
		uint32_t c, u;
		if (a->tl.cse && a->tl.cse[i] != HLO_NONE) {
			i = a->tl.cse[i];
		} else if ((c = inlinedcallee(a, i)) != HLO_NONE) {
			i = m->comps[c].root;
		} else if (in->opcode == OP_PARAMETER && (u = inliner(a, in->comp)) != HLO_NONE && in->aux >= 0 &&
		           (uint64_t)in->aux < m->instrs[u].nopnd && !hlo_pathlen(m, m->operands[m->instrs[u].opnd + in->aux].path)) {
			i = m->operands[m->instrs[u].opnd + in->aux].instr;
		} else {
			break;
		}
	}
	return i;
}

/* each user of i once calls are inlined (a call's are its callee
 * parameter's, an inlined callee root's its call's) and HloCSE has run
 * (the users of what is merged into i are i's) to fn, until fn returns
 * 0; 0 if stopped, also when the calls nest too deep to follow */
static int eachuser(const struct ynn *y, uint32_t i, int (*fn)(void *, uint32_t), void *ctx, int depth)
{
	const an *a = y->a;
	const hlo_module *m = a->m;
	uint32_t c;

	if (depth > 16)
		return 0;
	for (uint32_t k = a->use.ustart[i]; k < a->use.ustart[i + 1]; k++) {
		uint32_t u = a->use.uuser[k], p = an_calleeparam(a, u, a->use.uopnd[k]);
		if (p != HLO_NONE) {
			if (!eachuser(y, p, fn, ctx, depth + 1))
				return 0;
		} else if (!fn(ctx, u)) {
			return 0;
		}
	}
	if (y->dupfirst)
		for (uint32_t d = y->dupfirst[i]; d != HLO_NONE; d = y->dupnext[d])
			if (!eachuser(y, d, fn, ctx, depth + 1))
				return 0;
	if ((m->instrs[i].flags & IF_ROOT) && (c = inliner(a, m->instrs[i].comp)) != HLO_NONE)
		return eachuser(y, c, fn, ctx, depth + 1);
	return 1;
}

/* distinct users, counted up to two */
struct users {
	uint32_t n, one;
};

static int countuser(void *ctx, uint32_t u)
{
	struct users *us = ctx;

	if (us->n == 0 || u != us->one) {
		if (us->n++ == 0)
			us->one = u;
	}
	return us->n < 2;
}

/* the users of i (distinct), one of them in *one; 0, 1, or 2 for more
 * (or calls too deep to follow) */
static uint32_t users(const struct ynn *y, uint32_t i, uint32_t *one)
{
	struct users us = {0, HLO_NONE};

	if (!eachuser(y, i, countuser, &us, 0))
		us.n = 2;
	*one = us.one;
	return us.n;
}

/* the lhs of a dot as written: its batch dimensions first, its
 * contracting dimensions last */
static int lhscanonical(const an_dotdims *l)
{
	for (int k = 0; k < l->nb; k++)
		if (l->batch[k] != k)
			return 0;
	for (int k = 0; k < l->nc; k++)
		if (l->contract[k] != (int64_t)l->rank - l->nc + k)
			return 0;
	return 1;
}

/* IsDotSupportedByYnn: f64, f32, bf16 x bf16 to f32 or bf16, s8 or u8 x
 * s8 to s32; m and n above 1; m, k or n at least 8; the lhs canonical
 * (its batch dimensions first, its contracting dimensions last) as
 * written or once DotDecomposer has rewritten the dot (backend.c
 * an_dotlhscanonicalized) */
int an_ynndot(const hlo_module *m, const hlo_instr *in)
{
	an_dotdims l, r;
	int lt, rt, o;
	uint64_t mm = 1, nn = 1, kk = 1;

	if (in->opcode != OP_DOT || an_outerdot(m, in) || an_dotside(m, in, 0, &l) < 0 || an_dotside(m, in, 1, &r) < 0 ||
	    l.nc != r.nc || l.nb != r.nb)
		return 0;
	lt = elementtype(m, operand(m, in, 0));
	rt = elementtype(m, operand(m, in, 1));
	o = m->shapes[in->shape].type;
	if (!((lt == rt && (lt == T_F64 || lt == T_F32) && o == lt) ||
	      (lt == T_BF16 && rt == T_BF16 && (o == T_F32 || o == T_BF16)) ||
	      ((lt == T_S8 || lt == T_U8) && rt == T_S8 && o == T_S32)))
		return 0;
	if (!lhscanonical(&l) && !an_dotlhscanonicalized(m, in))
		return 0;
	for (uint32_t d = 0; d < l.rank; d++)
		if (an_dotfree(&l, d))
			mm *= (uint64_t)hlo_dims(m, &m->shapes[m->instrs[operand(m, in, 0)].shape])[d];
	for (int k = 0; k < l.nc; k++)
		kk *= (uint64_t)hlo_dims(m, &m->shapes[m->instrs[operand(m, in, 0)].shape])[l.contract[k]];
	for (uint32_t d = 0; d < r.rank; d++)
		if (an_dotfree(&r, d))
			nn *= (uint64_t)hlo_dims(m, &m->shapes[m->instrs[operand(m, in, 1)].shape])[d];
	return mm > 1 && nn > 1 && (mm >= 8 || nn >= 8 || kk >= 8);
}

/* the elementwise ops of GetYnnUnaryOpMap and GetYnnBinaryOpMap as the
 * XLA of jaxlib 0.10.2 has them (no sine, cosine or tangent: a sum of a
 * sine reads the sine from memory there) on IsElementwiseOpSupportedByYnn's
 * element types */
static int ynnelementwise(const hlo_module *m, const hlo_instr *in)
{
	switch (in->opcode) {
	case OP_ABS: case OP_CEIL: case OP_CONVERT: case OP_ERF: case OP_EXPONENTIAL: case OP_EXPONENTIAL_MINUS_ONE:
	case OP_FLOOR: case OP_LOG: case OP_LOG_PLUS_ONE: case OP_LOGISTIC: case OP_NEGATE: case OP_ROUND_NEAREST_EVEN:
	case OP_RSQRT: case OP_SIGN: case OP_SQRT: case OP_TANH:
		if (in->nopnd != 1)
			return 0;
		break;
	case OP_ADD: case OP_DIVIDE: case OP_MAXIMUM: case OP_MINIMUM: case OP_MULTIPLY: case OP_POWER: case OP_SUBTRACT:
		if (in->nopnd != 2)
			return 0;
		break;
	default:
		return 0;
	}
	if (!ynntype(m->shapes[in->shape].type))
		return 0;
	for (uint32_t k = 0; k < in->nopnd; k++)
		if (!ynntype(elementtype(m, operand(m, in, k))))
			return 0;
	return 1;
}

/* every number of a field of the window attribute is want (or the field
 * is not written) */
static int windowall(const hlo_module *m, const hlo_instr *in, const char *field, int64_t want)
{
	int64_t v[64];
	uint32_t n = an_windownums(m, in, field, v, 64);

	for (uint32_t j = 0; j < n; j++)
		if (v[j] != want)
			return 0;
	return 1;
}

/* IsConvolutionOpSupportedByYnn: a 2-D convolution laid out
 * b01f_01io->b01f (features last, the kernel's input and output features
 * its last two dimensions), one batch group, no base dilation, more than
 * 16 input or output features, the output and the kernel no larger than
 * the input in each spatial dimension, no window reversal, f32 or f64 (a bf16 or f16 one is
 * f32 by then: FloatNormalization, backend.c C4) or s8 to s32 */
static int ynnconv(const hlo_module *m, const hlo_instr *in)
{
	static const char labels[] = "b01f_01io->b01f";
	const hlo_attr *at = hlo_findattr(m, in, "dim_labels");
	const hlo_attr *bg = hlo_findattr(m, in, "batch_group_count");
	const hlo_shape *l, *k, *o;
	int lt, kt, ot;

	if (in->nopnd != 2 || !at || at->value.len != sizeof labels - 1 ||
	    memcmp(hlo_text(m, at->value), labels, sizeof labels - 1) ||
	    (bg && (bg->value.len != 1 || hlo_text(m, bg->value)[0] != '1')))
		return 0;
	l = &m->shapes[m->instrs[operand(m, in, 0)].shape];
	k = &m->shapes[m->instrs[operand(m, in, 1)].shape];
	o = &m->shapes[in->shape];
	if (l->kind != SK_ARRAY || k->kind != SK_ARRAY || o->kind != SK_ARRAY || l->rank != 4 || k->rank != 4 ||
	    o->rank != 4 || an_permutedlayout(m, operand(m, in, 0)) || an_permutedlayout(m, operand(m, in, 1)))
		return 0;
	if (!windowall(m, in, "lhs_dilate=", 1) || !windowall(m, in, "rhs_reversal=", 0))
		return 0;
	lt = l->type, kt = k->type, ot = o->type;
	if (!((lt == kt && lt == ot && (lt == T_F32 || lt == T_F64 || lt == T_BF16 || lt == T_F16)) ||
	      (lt == T_S8 && kt == T_S8 && ot == T_S32)))
		return 0;
	if (hlo_dims(m, l)[3] <= 16 && hlo_dims(m, o)[3] <= 16)
		return 0;
	for (int d = 0; d < 2; d++)
		if (hlo_dims(m, o)[1 + d] > hlo_dims(m, l)[1 + d] || hlo_dims(m, k)[d] > hlo_dims(m, l)[1 + d])
			return 0;
	return 1;
}

/* a constant, or a broadcast of one, whose literal is -inf (sign < 0) or
 * +inf: written "inf" in HLO, as the bits of the float in StableHLO's
 * dense<0x...> (the converter keeps that literal) */
/* the literal of a constant or of a broadcast's constant operand, its
 * braces trimmed: 1 if there is one */
static int scalartext(const hlo_module *m, uint32_t i, const char **p, uint32_t *n)
{
	if (m->instrs[i].opcode == OP_BROADCAST && m->instrs[i].nopnd == 1)
		i = operand(m, &m->instrs[i], 0);
	if (m->instrs[i].opcode != OP_CONSTANT || an_elements(m, m->instrs[i].shape) != 1 ||
	    !an_literal(m, &m->instrs[i], p, n))
		return 0;
	while (*n > 0 && (**p == '{' || **p == ' '))
		++*p, --*n;
	while (*n > 0 && ((*p)[*n - 1] == '}' || (*p)[*n - 1] == ' '))
		--*n;
	return *n > 0;
}

static int infinity(const hlo_module *m, uint32_t i, int sign)
{
	static const char *const neg[] = {"-inf", "0xFF800000", "0xFF80", "0xFC00", "0xFFF0000000000000"};
	static const char *const pos[] = {"inf", "0x7F800000", "0x7F80", "0x7C00", "0x7FF0000000000000"};
	const char *const *w = sign < 0 ? neg : pos;
	const char *p;
	uint32_t n;

	if (!scalartext(m, i, &p, &n))
		return 0;
	for (size_t k = 0; k < 5; k++)
		if (strlen(w[k]) == n && !strncasecmp(p, w[k], n))
			return 1;
	return 0;
}

/* the value of a broadcast of a scalar constant, not NaN: 1 if read */
static int boundvalue(const hlo_module *m, uint32_t i, double *v)
{
	const hlo_instr *in = &m->instrs[i];

	return in->opcode == OP_BROADCAST && in->nopnd == 1 && hlo_numconstant(m, &m->instrs[operand(m, in, 0)], v) &&
	       *v == *v;
}

/* does the AlgebraicSimplifier make instruction i a clamp?  A maximum of
 * a broadcast constant lo and a minimum of x and a broadcast constant hi,
 * or a minimum of hi and a maximum of x and lo, operands in any order,
 * lo below hi (HandleMaximum, HandleMinimum, MinMaxToClamp: JAX's
 * jax.nn.relu6, jnp.clip).  A clamp is none of YNNPACK's elementwise ops
 * (XLA:CPU writes a MobileNet's ReLU6 as a loop fusion between the
 * convolution and the next one) */
static int clampof(const hlo_module *m, uint32_t i)
{
	const hlo_instr *in = &m->instrs[i];
	int inner = in->opcode == OP_MAXIMUM ? OP_MINIMUM : OP_MAXIMUM;

	if ((in->opcode != OP_MAXIMUM && in->opcode != OP_MINIMUM) || in->nopnd != 2)
		return 0;
	for (uint32_t k = 0; k < 2; k++) {
		uint32_t b = operand(m, in, k), x = operand(m, in, 1 - k);
		const hlo_instr *xi = &m->instrs[x];
		double outer, bound;
		if (!boundvalue(m, b, &outer) || xi->opcode != inner || xi->nopnd != 2)
			continue;
		for (uint32_t j = 0; j < 2; j++)
			if (boundvalue(m, operand(m, xi, j), &bound) &&
			    (in->opcode == OP_MAXIMUM ? outer < bound : bound < outer))
				return 1;
	}
	return 0;
}

/* is instruction i the inner op of clamps alone: gone once they are
 * clamps (their readers read the clamp) */
struct clampctx {
	const hlo_module *m;
};

static int clampuser(void *ctx, uint32_t u)
{
	return clampof(((struct clampctx *)ctx)->m, u);
}

/* IsReduceLikeOpSupportedByYnn's reducer, for a reduce or a
 * reduce-window of one input: a computation of exactly two parameters
 * and an add (f64, f32, f16 or bf16 to f32, s8 or u8 to s32) or a
 * maximum or minimum (u8, s8, bf16, f16, f32, f64, same in and out) of
 * them, the initial value of the result's type */
static int ynnreducer(const hlo_module *m, const hlo_instr *in)
{
	uint32_t c = HLO_NONE, root;
	int it, ot;
	const hlo_comp *cp;
	const hlo_instr *r;

	if (in->nopnd != 2 || !isarray(m, (uint32_t)(in - m->instrs)))
		return 0;
	for (uint32_t k = 0; k < in->ncallee; k++)
		if (m->callees[in->callee + k].kind == CK_TO_APPLY)
			c = m->callees[in->callee + k].comp;
	if (c == HLO_NONE)
		return 0;
	cp = &m->comps[c];
	root = cp->root;
	if (cp->count != 3 || root >= m->ninstr)
		return 0;
	r = &m->instrs[root];
	if (r->nopnd != 2 || m->instrs[operand(m, r, 0)].opcode != OP_PARAMETER ||
	    m->instrs[operand(m, r, 1)].opcode != OP_PARAMETER || operand(m, r, 0) == operand(m, r, 1))
		return 0;
	it = elementtype(m, operand(m, in, 0));
	ot = m->shapes[in->shape].type;
	if (elementtype(m, operand(m, in, 1)) != ot)
		return 0;
	if (r->opcode == OP_ADD)
		return (it == T_F64 && ot == T_F64) || (it == T_F32 && ot == T_F32) || (it == T_F16 && ot == T_F32) ||
		       (it == T_BF16 && ot == T_F32) || ((it == T_S8 || it == T_U8) && ot == T_S32);
	if (r->opcode == OP_MAXIMUM || r->opcode == OP_MINIMUM)
		return it == ot && (ot == T_U8 || ot == T_S8 || ot == T_BF16 || ot == T_F16 || ot == T_F32 || ot == T_F64);
	return 0;
}

/* IsReduceLikeOpSupportedByYnn for a reduce: some dimensions reduced */
static int ynnreduce(const hlo_module *m, const hlo_instr *in)
{
	int64_t dims[64];

	return in->opcode == OP_REDUCE && an_attrints(m, in, "dimensions", dims, 64) > 0 && ynnreducer(m, in);
}

/* does the CPU pipeline's TreeReductionRewriter (window 32) split reduce
 * `in`?  One result, a reduced dimension above 32, and not a reduce
 * YNNPACK computes (cpu_compiler.cc's filter: IsInstructionPreferredByYnn
 * and IsReduceLikeOpSupportedByYnn; one whose input is laid out as a
 * transpose is split too, but reshapestop below says what follows, and
 * it is left to that) */
int an_treesplit(const hlo_module *m, const hlo_instr *in)
{
	int64_t dims[64];
	int nd;
	const hlo_shape *is;

	if (in->opcode != OP_REDUCE || in->nopnd != 2 || !isarray(m, (uint32_t)(in - m->instrs)) ||
	    (ynnreduce(m, in) && preferred(m, in)) || (nd = an_attrints(m, in, "dimensions", dims, 64)) <= 0)
		return 0;
	is = &m->shapes[m->instrs[operand(m, in, 0)].shape];
	for (int k = 0; k < nd; k++)
		if (is->kind == SK_ARRAY && dims[k] >= 0 && (uint32_t)dims[k] < is->rank && hlo_dims(m, is)[dims[k]] > 32)
			return 1;
	return 0;
}

enum { YNNMAXRANK = 8 }; /* YNN_MAX_TENSOR_RANK (YNNPACK's header; not in XLA's tree) */

/* IsReduceLikeOpSupportedByYnn for a reduce-window (ynn_support.cc): each
 * dimension the window covers (size or stride above 1) has its stride
 * equal to its size when the size is above 1 (pooling without overlap:
 * a max-pool 2x2 stride 2 yes, 3x3 stride 2 no), no base or window
 * dilation and no reversal; at least one such dimension, and the result's
 * rank plus their number within YNNPACK's rank (the window becomes
 * dimensions of their own).  Padding is not asked about.  The input laid
 * out in order (IsLayoutSupportedByYnn) */
static int ynnwindow(const hlo_module *m, const hlo_instr *in)
{
	int64_t size[64], stride[64];
	uint32_t ns, nt, rank = m->shapes[in->shape].rank, covered = 0;

	if (in->opcode != OP_REDUCE_WINDOW || !ynnreducer(m, in) || an_permutedlayout(m, operand(m, in, 0)))
		return 0;
	ns = an_windownums(m, in, "size=", size, 64);
	nt = an_windownums(m, in, "stride=", stride, 64);
	if (ns != rank || (nt && nt != rank))
		return 0;
	if (!windowall(m, in, "lhs_dilate=", 1) || !windowall(m, in, "rhs_dilate=", 1) ||
	    !windowall(m, in, "rhs_reversal=", 0))
		return 0;
	for (uint32_t d = 0; d < rank; d++) {
		int64_t st = nt ? stride[d] : 1;
		if (size[d] <= 1 && st <= 1)
			continue;
		if (size[d] > 1 && st != size[d])
			return 0;
		covered++;
	}
	return covered > 0 && rank + covered <= YNNMAXRANK;
}

static int ordered(const hlo_module *m, const hlo_instr *in)
{
	int64_t dims[64];
	int n = an_attrints(m, in, "dimensions", dims, 64);

	if (n < 0)
		return 0;
	for (int k = 1; k < n; k++)
		if (dims[k] <= dims[k - 1])
			return 0;
	return 1;
}

/* can operand o of an elementwise op take the inverse of transpose perm
 * for free (reshape_mover.cc CanTriviallyRearrange): a constant, or a
 * broadcast whose dimensions are in order and stay in order mapped
 * through the permutation */
static int rearrangeable(const hlo_module *m, uint32_t o, const int64_t *perm, int n)
{
	const hlo_instr *in = &m->instrs[o];
	int64_t dims[64];
	int nd;

	if (in->opcode == OP_CONSTANT)
		return 1;
	if (in->opcode != OP_BROADCAST || (nd = an_attrints(m, in, "dimensions", dims, 64)) < 0)
		return 0;
	for (int k = 0; k < nd; k++)
		if (dims[k] < 0 || dims[k] >= n || (k > 0 && (dims[k] <= dims[k - 1] || perm[dims[k]] <= perm[dims[k - 1]])))
			return 0;
	return 1;
}

/* ReshapeMover, in the CPU's simplification pipeline (cpu_compiler.cc
 * CreateSimplificationPipeline, run to a fixed point with the
 * AlgebraicSimplifier): a transpose of something that cannot take it for
 * free sinks below its readers when each of them is elementwise and can
 * take the inverse transpose of its other operands for free
 * (IsReshapeMoveCandidate; every reader of the transpose must move:
 * TryReshapeMoveOnCandidates), a transpose after each reader, one level a
 * round. */
struct sink {
	const struct ynn *y;
	uint32_t r;             /* the reduce looked for */
	uint32_t cur;           /* the transpose sits after it */
	const int64_t *perm;
	int n, depth, budget;
};

static int sinkpath(struct sink *s);

/* elementwise as ReshapeMover asks (HloInstruction::IsElementwise: a
 * convert too) */
static int pointwise(int op)
{
	return hlo_elementwise(op) || op == OP_CONVERT;
}

/* reader u of reshape r: elementwise, its other operands scalars */
static int pastreshape(void *ctx, uint32_t u)
{
	const struct sink *s = ctx;
	const hlo_module *m = s->y->m;
	const hlo_instr *e = &m->instrs[u];

	if (!pointwise(e->opcode))
		return 0;
	for (uint32_t k = 0; k < e->nopnd; k++) {
		uint32_t w = through(s->y->a, operand(m, e, k));
		if (w != s->cur && !an_scalarlike(m, w))
			return 0;
	}
	return 1;
}

/* may reader u of s->cur move the transpose below it?  A reshape moves
 * first, below readers that are elementwise on it and scalars (a reshape
 * is a rearrange too), which then read the transpose */
static int movable(void *ctx, uint32_t u)
{
	const struct sink *s = ctx;
	const hlo_module *m = s->y->m;
	const hlo_instr *e = &m->instrs[u];

	if (e->opcode == OP_RESHAPE && e->nopnd == 1) {
		struct sink t = *s;
		t.cur = u;
		return eachuser(s->y, u, pastreshape, &t, 0);
	}
	if (!pointwise(e->opcode))
		return 0;
	for (uint32_t k = 0; k < e->nopnd; k++) {
		uint32_t w = through(s->y->a, operand(m, e, k));
		if (w != s->cur && !rearrangeable(m, w, s->perm, s->n))
			return 0;
	}
	return 1;
}

/* the search goes on below reader u; 0 (stop) once the reduce is found */
static int follow(void *ctx, uint32_t u)
{
	struct sink *s = ctx, t = *s;

	t.cur = u;
	t.depth++;
	if (sinkpath(&t)) {
		s->budget = -1;
		return 0;
	}
	s->budget = t.budget;
	return s->budget > 0;
}

/* does the transpose after s->cur reach reduce s->r's input?  The
 * pipeline's 25 rounds bound how far it goes; a budget of steps keeps
 * wide graphs cheap */
static int sinkpath(struct sink *s)
{
	if (s->depth > 0 && through(s->y->a, operand(s->y->m, &s->y->m->instrs[s->r], 0)) == s->cur)
		return 1;
	if (s->depth >= 24 || --s->budget <= 0 || !eachuser(s->y, s->cur, movable, s, 0))
		return 0;
	eachuser(s->y, s->cur, follow, s, 0);
	return s->budget < 0;
}

/* does transpose t sink to the input of reduce r? */
static int sinksto(const struct ynn *y, uint32_t t, uint32_t r)
{
	const hlo_module *m = y->m;
	int64_t perm[64];
	int n = an_attrints(m, &m->instrs[t], "dimensions", perm, 64), moves = 0;
	struct sink s = {y, r, t, perm, n, 0, 256};
	uint32_t o;

	if (n <= 0 || m->instrs[t].nopnd != 1 || m->instrs[r].opcode != OP_REDUCE || m->instrs[r].nopnd != 2)
		return 0;
	for (int d = 0; d < n; d++)
		moves |= perm[d] != d;
	/* a dot's transpose the simplifier folds into the dot, or leaves it
	 * to layout assignment (supported() above), the canonicalized dot's
	 * reshape in between; an outer product is a multiply by then */
	o = through(y->a, operand(m, &m->instrs[t], 0));
	if (!moves || rearrangeable(m, o, perm, n) || (m->instrs[o].opcode == OP_DOT && !an_outerdot(m, &m->instrs[o])))
		return 0;
	return sinkpath(&s);
}

/* The input a reduce's fusion may not take: TreeReductionRewriter runs
 * before ReshapeMover and splits a reduce YNNPACK does not take
 * (IsReduceLikeOpSupportedByYnn: IsLayoutSupportedByYnn of its input),
 * which one whose input is laid out as a transpose made it (the
 * builder's layouts, an_permutedlayout) is not.  When that transpose then
 * sinks to the split reduce's reduce-window, the simplifier's fold of a
 * reduce of a transpose no longer applies: layout assignment writes the
 * transpose with a copy and the library fusion starts at the
 * reduce-window, taking nothing above it (the elementwise ops the
 * transpose sank through are a loop fusion with it).  Seen in XLA:CPU's
 * pass dumps of a per-example gradient's reduce of a divide of a
 * transposed outer product (jaxlib 0.10.2) */
static uint32_t reshapestop(const struct ynn *y, uint32_t r)
{
	const hlo_module *m = y->m;
	uint32_t x = through(y->a, operand(m, &m->instrs[r], 0)), cur = x;
	int permuted = an_permutedlayout(m, x);

	if (m->instrs[x].opcode == OP_TRANSPOSE)
		return HLO_NONE;
	for (int depth = 0; depth < 24; depth++) {
		const hlo_instr *in = &m->instrs[cur];
		if (in->opcode == OP_TRANSPOSE)
			return permuted && sinksto(y, cur, r) ? x : HLO_NONE;
		/* a reshape of the transpose sinks first: the ops it moves
		 * below take the transpose's shape and layout
		 * (reshape_mover.cc SinkRearrangeOperands), and the reduce of
		 * the reshape is folded (HandleReduce) */
		if (in->opcode == OP_RESHAPE)
			permuted = 1;
		else if (!pointwise(in->opcode))
			return HLO_NONE;
		if (!in->nopnd)
			return HLO_NONE;
		cur = through(y->a, operand(m, in, 0));
	}
	return HLO_NONE;
}

/* a multiply by a mask, convert(pred) (the gradient of a max or of a
 * relu, JAX's x * (y == m)): AlgebraicSimplifier::HandleMultiply makes
 * it select(pred, x, 0) ("Mul(Convert(Pred), operand)"), before the
 * library rewriter runs; a select is none of YNNPACK's elementwise ops,
 * so the growth stops there and the select is a loop fusion reading the
 * pred's operands (the max's input lives until then) */
static int predmask(const an *a, const hlo_instr *in)
{
	const hlo_module *m = a->m;

	for (uint32_t k = 0; k < 2 && in->nopnd == 2; k++) {
		const hlo_instr *c = &m->instrs[through(a, operand(m, in, k))];
		if (c->opcode == OP_CONVERT && c->nopnd == 1 && isarray(m, operand(m, c, 0)) &&
		    elementtype(m, operand(m, c, 0)) == T_PRED)
			return 1;
	}
	return 0;
}

/* YnnMatcher::IsOpSupported, with the simplifier's rewrites (see the top);
 * taken upwards, i must be no output of its computation (the fusion would
 * replace it) */
static int supported(const struct ynn *y, uint32_t i, int dir)
{
	const an *a = y->a;
	const hlo_module *m = y->m;
	const hlo_instr *in = &m->instrs[i];
	int t = m->shapes[in->shape].type;
	uint32_t u = HLO_NONE, o;

	if (!isarray(m, i) || a->tl.time[i] < 0 || (a->tl.cse && a->tl.cse[i] != HLO_NONE) ||
	    ((dir & UP) && (in->flags & IF_ROOT) && inliner(a, in->comp) == HLO_NONE))
		return 0;
	/* an add a scatter is folded into is that scatter (dataflow.c); a
	 * result a reshard's collective reads or writes is not beside the
	 * rest (precompile.c P3) */
	if (an_scatterhome(a, i) >= 0 || (a->pre.resharded && a->pre.resharded[i]))
		return 0;
	switch (in->opcode) {
	case OP_DOT:
		/* an outer product is a multiply of broadcasts by then */
		if (an_outerdot(m, in))
			return ynntype(t) && ynntype(elementtype(m, operand(m, in, 0))) &&
			       ynntype(elementtype(m, operand(m, in, 1))) && preferred(m, in);
		/* read through a transpose: layout assignment transposes the
		 * dot's own layout instead, which YNNPACK does not take */
		return an_ynndot(m, in) && !(users(y, i, &u) == 1 && m->instrs[u].opcode == OP_TRANSPOSE);
	case OP_REDUCE:
		return ynnreduce(m, in) && preferred(m, in);
	case OP_REDUCE_WINDOW:
		return ynnwindow(m, in) && preferred(m, in);
	case OP_CONVOLUTION:
		return ynnconv(m, in);
	case OP_IOTA:
		return t == T_F32 || t == T_S32;
	case OP_RESHAPE: case OP_BITCAST:
		return ynntype(t) && in->nopnd == 1 && elementtype(m, operand(m, in, 0)) == t;
	case OP_PAD:
		/* IsPadOpSupportedByYnn: ynn_define_static_pad has no interior padding */
		return ynntype(t) && in->nopnd == 2 && !an_interiorpad(m, in);
	case OP_TRANSPOSE:
		if (!ynntype(t) || users(y, i, &u) != 1)
			return 0;
		if (m->instrs[u].opcode == OP_REDUCE)
			return 1;
		/* sunk to the fusion's reduce, laid out in order: folded into
		 * it as above */
		return sinksto(y, i, y->start) && !an_permutedlayout(m, through(a, operand(m, &m->instrs[y->start], 0)));
	case OP_BROADCAST:
		if (!ynntype(t) || in->nopnd != 1 || !ordered(m, in))
			return 0;
		/* a divisor HandleDivide rewrites (precompile.c
		 * an_divrewritten): XLA divides 1 by the broadcast's operand
		 * first, so growing down from that operand meets the
		 * reciprocal, an op of its size; growing up, the broadcast of
		 * the reciprocal */
		if (dir == DOWN && users(y, i, &u) == 1 && an_divrewritten(a, u) && operand(m, &m->instrs[u], 1) == i &&
		    operand(m, &m->instrs[u], 0) != i && m->instrs[operand(m, &m->instrs[u], 0)].opcode != OP_CONSTANT &&
		    (t == T_F32 || t == T_F64 || t == T_BF16))
			return an_elements(m, m->instrs[operand(m, in, 0)].shape) >= PREFERRED;
		return 1;
	case OP_MAXIMUM: case OP_MINIMUM:
		if (clampof(m, i) || (users(y, i, &u) > 0 && eachuser(y, i, clampuser, &(struct clampctx){m}, 0)))
			return 0;
		for (uint32_t k = 0; k < 2 && in->nopnd == 2; k++)
			if (infinity(m, operand(m, in, 1 - k), in->opcode == OP_MAXIMUM ? -1 : 1)) {
				o = operand(m, in, k);
				return isarray(m, o) && elementtype(m, o) == t;
			}
		break;
	case OP_MULTIPLY:
		if (predmask(a, in))
			return 0;
		break;
	}
	return ynnelementwise(m, in) && preferred(m, in);
}

static void push(struct ynn *y, uint32_t i, int dir)
{
	y->seen[i] = y->round;
	y->queue[y->qtail] = i;
	y->dir[y->qtail++] = (uint8_t)dir;
}

/* every user of o is in the fusion, read through inlined calls */
static int inside(void *ctx, uint32_t u)
{
	const struct ynn *y = ctx;

	return y->member[u] == y->start;
}

static int allin(struct ynn *y, uint32_t o)
{
	return eachuser(y, o, inside, y, 0);
}

/* LibraryRewriter::AddFusionCandidates for instruction i of the fusion */
static void candidates(struct ynn *y, uint32_t i, int dir)
{
	const hlo_module *m = y->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t u;

	if (dir & UP)
		for (uint32_t k = 0; k < in->nopnd; k++) {
			uint32_t o = through(y->a, operand(m, in, k));
			if (o != y->block && !y->taken[o] && y->seen[o] != y->round && allin(y, o))
				push(y, o, UP);
		}
	if ((dir & DOWN) && users(y, i, &u) == 1 && !y->taken[u] && y->seen[u] != y->round)
		push(y, u, DOWN);
}

/* the operands instruction i would add to the fusion as parameters */
static uint32_t newparams(const struct ynn *y, uint32_t i)
{
	const hlo_module *m = y->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t n = 0;

	for (uint32_t k = 0; k < in->nopnd; k++) {
		uint32_t o = through(y->a, operand(m, in, k)), dup = 0;
		for (uint32_t j = 0; j < k && !dup; j++)
			dup = through(y->a, operand(m, in, j)) == o;
		n += !dup && y->member[o] != y->start && y->param[o] != y->start;
	}
	return n;
}

/* i joins the fusion: it is no parameter any more, its operands from
 * outside are (FuseInstruction, FuseConsumerInstruction); a bf16 dot
 * computes f32 and a convert follows it (InsertConvertIfNecessary,
 * YnnMatcher::LibraryOpOutputType) */
static void take(struct ynn *y, uint32_t i)
{
	const hlo_module *m = y->m;
	const hlo_instr *in = &m->instrs[i];

	y->count += 1 + newparams(y, i);
	if (y->param[i] == y->start)
		y->count--;
	if (in->opcode == OP_DOT && m->shapes[in->shape].type == T_BF16)
		y->count++;
	y->taken[i] = 1;
	y->member[i] = y->start;
	y->list[y->nlist++] = i;
	for (uint32_t k = 0; k < in->nopnd; k++) {
		uint32_t o = through(y->a, operand(m, in, k));
		if (y->member[o] != y->start)
			y->param[o] = y->start;
	}
}

/* a dot or convolution below the fusion that is a library fusion of its
 * own by now (the individual fusion types: the starters are taken from
 * the last instruction back, so those after the fusion's starter came
 * first): merged whole when both fit (LibraryRewriter::FuseNeighbors,
 * ShouldMergeFusions), and what is around it waits for the next round */
static int individual(const struct ynn *y, uint32_t i)
{
	const hlo_instr *in = &y->m->instrs[i];

	return (in->opcode == OP_DOT && an_ynndot(y->m, in)) || (in->opcode == OP_CONVOLUTION && ynnconv(y->m, in));
}

/* LibraryRewriter::FuseNeighbors: one breadth-first round from the
 * fusion's operands and its output's single user; 1 if it took any */
static int grow(struct ynn *y)
{
	int changed = 0;

	y->round++;
	y->qhead = y->qtail = 0;
	for (uint32_t k = 0; k < y->nlist; k++)
		candidates(y, y->list[k], y->list[k] == y->out ? BOTH : UP);
	while (y->qhead < y->qtail && y->count < MAXFUSION) {
		uint32_t i = y->queue[y->qhead];
		int dir = y->dir[y->qhead++];
		int merge = dir == DOWN && individual(y, i);
		if (merge && y->count + 1 + newparams(y, i) > MAXFUSION)
			continue;
		if (!merge && !supported(y, i, dir))
			continue;
		take(y, i);
		if (dir == DOWN)
			y->out = i;
		if (!merge)
			candidates(y, i, dir);
		changed = 1;
	}
	return changed;
}

/* A reduce of a transpose is a reduce of the transpose's operand over
 * the permuted dimensions; when the dimensions it keeps are then out of
 * order, the simplifier transposes its result after it
 * (algebraic_simplifier.cc HandleReduce): the reduce writes a buffer of
 * its own and a transpose the result (backend.c C9).  Transpose t, taken
 * into the fusion (read by its reduce, or sunk to it) */
static void flip(struct ynn *y, uint32_t t)
{
	const hlo_module *m = y->m;
	int64_t perm[64], dims[64];
	int n = an_attrints(m, &m->instrs[t], "dimensions", perm, 64), nd, last = -1;
	uint32_t u, r = y->start;

	if ((users(y, t, &u) != 1 || u != r) && !sinksto(y, t, r))
		return;
	/* (a reshape between them: its dimensions are not the transpose's) */
	if (n <= 0 || (nd = an_attrints(m, &m->instrs[r], "dimensions", dims, 64)) < 0 ||
	    m->shapes[m->instrs[through(y->a, operand(m, &m->instrs[r], 0))].shape].rank != (uint32_t)n)
		return;
	for (int j = 0; j < n; j++) {
		int reduced = 0;
		for (int k = 0; k < nd; k++)
			reduced |= dims[k] >= 0 && dims[k] < n && perm[dims[k]] == perm[j];
		if (reduced)
			continue;
		if (perm[j] < last) {
			if (!y->a->pre.flipped)
				y->a->pre.flipped = ut_calloc((size_t)m->ninstr + 1, 1);
			y->a->pre.flipped[r] = 1;
			return;
		}
		last = (int)perm[j];
	}
}

/* the fusion's instructions but its output write nothing; what they read
 * from outside lives until the fusion runs, at its output's step */
static void commit(struct ynn *y, uint8_t *fused, uint32_t *home, uint8_t *lib)
{
	an *a = y->a;
	const hlo_module *m = y->m;
	int64_t t = a->tl.time[y->out];

	for (uint32_t k = 0; k < y->nlist; k++) {
		uint32_t i = y->list[k];
		const hlo_instr *in = &m->instrs[i];
		lib[i] = 1;
		if (in->opcode == OP_TRANSPOSE)
			flip(y, i);
		for (uint32_t j = 0; j < in->nopnd; j++) {
			uint32_t o = through(a, operand(m, in, j));
			if (y->member[o] == y->start || a->tl.time[o] < 0)
				continue;
			for (uint32_t s = 0; s < a->df.nodes[m->instrs[o].shape]; s++) {
				uint32_t w = a->df.slotval[a->df.slotbase[o] + s];
				if (w != HLO_NONE && (w = an_readvalue(a, w)) != HLO_NONE && a->df.vals[w].end < t)
					a->df.vals[w].end = t;
			}
		}
		if (i != y->out) {
			uint32_t v = a->df.slotval[a->df.slotbase[i]];
			an_value *x = v == HLO_NONE ? NULL : &a->df.vals[v];
			fused[i] = 1;
			home[i] = y->out;
			if (x && x->instr == i && !x->tuple && !x->liveout && a->df.bufs[x->buf].nval == 1)
				x->size = x->logical = 0;
		}
	}
}

void an_ynnfuse(an *a, uint8_t *fused, uint32_t *home, uint8_t *lib, const uint32_t *dupfirst,
		const uint32_t *dupnext)
{
	const hlo_module *m = a->m;
	struct ynn y;
	size_t n = (size_t)m->ninstr + 1;

	memset(&y, 0, sizeof y);
	y.a = a;
	y.m = m;
	y.taken = ut_calloc(n, 1);
	y.member = ut_malloc(n * sizeof *y.member);
	y.seen = ut_calloc(n, sizeof *y.seen);
	y.queue = ut_malloc(n * sizeof *y.queue);
	y.dir = ut_malloc(n);
	y.list = ut_malloc(n * sizeof *y.list);
	y.param = ut_malloc(n * sizeof *y.param);
	free(a->pre.flipped);
	a->pre.flipped = NULL;
	for (uint32_t i = 0; i < m->ninstr; i++)
		y.member[i] = y.param[i] = HLO_NONE;
	y.dupfirst = dupfirst;
	y.dupnext = dupnext;
	/* starters from the last instruction back, as ProcessComputation
	 * takes them (the post order reversed) */
	for (uint32_t q = a->tl.nseq; q-- > 0;) {
		uint32_t i = an_dataseq(a)[q];
		if (y.taken[i] || (m->instrs[i].opcode != OP_REDUCE && m->instrs[i].opcode != OP_REDUCE_WINDOW) ||
		    !supported(&y, i, DOWN))
			continue;
		y.start = y.out = i;
		y.nlist = 0;
		y.count = 0;
		y.block = reshapestop(&y, i);
		take(&y, i);
		while (grow(&y))
			;
		commit(&y, fused, home, lib);
	}
	free(y.taken);
	free(y.member);
	free(y.seen);
	free(y.queue);
	free(y.dir);
	free(y.list);
	free(y.param);
}
