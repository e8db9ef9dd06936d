/* opfacts.c: what each opcode does, read from the table in
 * parser/opcodes.def (one row per opcode; the columns, their meanings and
 * their XLA sources are described there), and what a custom call's target
 * does. */
#include <string.h>

#include "analysis.h"

static const opfact facts[OP_COUNT] = {
#define OP(e, s, ew, fl, fu, rm, sr, ip, of) \
	[e] = {.flow = fl, .fuse = fu, .remat = rm, .shard = sr, .inplace = ip, .flags = of},
#include "opcodes.def"
#undef OP
};

const opfact *an_opfacts(int op)
{
	static const opfact plain = {FL_DEFINE, FU_NEVER, RM_MEDIUM, SR_NONE, IP_NONE, 0};

	if (op < 0 || op >= OP_COUNT)
		return &plain;
	return &facts[op];
}

int an_updatesoperand0(int op)
{
	int ip = an_opfacts(op)->inplace;

	return ip == IP_OPERAND0 || ip == IP_SCATTER;
}

int an_opcopies(int op)
{
	return (an_opfacts(op)->flags & OF_COPYOF) != 0;
}

/* What a custom call's target tells about memory, in one table.  Sources
 * (openxla/xla):
 *   Sharding, xla.sdy.Sharding, xla.sdy.FuncResultSharding: annotations the
 *     SPMD partitioner and ShardingRemover delete (spmd_partitioner.cc
 *     HandleCustomCall, hlo/transforms/sharding_remover.cc); no buffer of
 *     their own once compiled.
 *   SPMDFullToShardShape / SPMDShardToFullShape (spmd_partitioner.cc), and
 *     Shardy's xla.sdy.GlobalToLocalShape / xla.sdy.LocalToGlobalShape
 *     (service/spmd/shardy/constants.h): the edges of a manual (shard_map)
 *     region; inside it shapes are already per device.
 *   annotate_device_placement, MoveToHost, MoveToDevice
 *     (service/memory_annotations.h): host offload markers; the host
 *     offloader turns them into memory-space changes, not buffers.
 *   CustomSPMDPartitioning (JAX custom_partitioning,
 *     python/custom_call_sharding.cc): a Python callback decides the
 *     partitioned program and its buffers at compile time.
 *   __cublas$gemm, __cublas$lt$matmul, __cudnn$conv*: GPU library calls of
 *     compiled modules (gpu/cublas_cudnn.cc), their workspace a tuple leaf. */
static const struct {
	const char *target;
	uint8_t role;
} calls[] = {
	{"Sharding", CC_ANNOTATION},
	{"xla.sdy.Sharding", CC_ANNOTATION},
	{"xla.sdy.FuncResultSharding", CC_ANNOTATION},
	{"SPMDFullToShardShape", CC_TOMANUAL},
	{"xla.sdy.GlobalToLocalShape", CC_TOMANUAL},
	{"SPMDShardToFullShape", CC_FROMMANUAL},
	{"xla.sdy.LocalToGlobalShape", CC_FROMMANUAL},
	{"annotate_device_placement", CC_PLACEMENT},
	{"MoveToHost", CC_PLACEMENT},
	{"MoveToDevice", CC_PLACEMENT},
	{"CustomSPMDPartitioning", CC_CALLBACK},
	{"__cublas$gemm", CC_LIBRARY},
	{"__cublas$lt$matmul", CC_LIBRARY},
	{"__cublas$lt$matmul$f8", CC_LIBRARY},
	{"__cudnn$convForward", CC_LIBRARY},
	{"__cudnn$convBackwardInput", CC_LIBRARY},
	{"__cudnn$convBackwardFilter", CC_LIBRARY},
	{"__cudnn$convBiasActivationForward", CC_LIBRARY},
};

int an_callrole(const hlo_module *m, const hlo_instr *in)
{
	if (in->opcode != OP_CUSTOM_CALL || in->target == HLO_NONE)
		return CC_NONE;
	for (size_t k = 0; k < sizeof calls / sizeof *calls; k++)
		if (hlo_strlen(m, in->target) == strlen(calls[k].target) &&
		    !memcmp(hlo_str(m, in->target), calls[k].target, strlen(calls[k].target)))
			return calls[k].role;
	return CC_UNKNOWN;
}

/* jaxDecomp's distributed FFT and transpose (DifferentiableUniverseInitiative/
 * jaxDecomp, src/jaxdecomp/_src/cudecomp/fft.py and transpose.py): each
 * primitive is a custom_partitioning op bound inside a function wrapped in
 * jax.jit, pfft_impl or transpose_impl, so JAX names the computation that
 * holds the CustomSPMDPartitioning call after it (HLO %pfft_impl.2,
 * StableHLO func @pfft_impl) and so does the op_name scope of an XLA dump
 * (".../jit(pfft_impl)/custom_partitioning[partition=<function
 * FFTPrimitive.partition ...>..."). */
static int namedas(const char *s, size_t n, const char *name)
{
	size_t k = strlen(name);

	if (n < k || memcmp(s, name, k))
		return 0;
	if (n == k)
		return 1;
	if (s[k] != '.')
		return 0;
	for (size_t j = k + 1; j < n; j++)
		if (s[j] < '0' || s[j] > '9')
			return 0;
	return n > k + 1;
}

static int scopedin(const char *s, size_t n, const char *name)
{
	char want[64];
	size_t k = (size_t)snprintf(want, sizeof want, "jit(%s)/custom_partitioning", name);

	for (size_t j = 0; j + k <= n; j++)
		if (!memcmp(s + j, want, k))
			return 1;
	return 0;
}

int an_jaxdecomp(const hlo_module *m, const hlo_instr *in)
{
	static const struct {
		const char *fn;
		int kind;
	} fns[] = {{"pfft_impl", JD_FFT}, {"transpose_impl", JD_TRANSPOSE}};
	char op[512];
	size_t nop;
	const hlo_comp *c;

	if (an_callrole(m, in) != CC_CALLBACK || in->comp >= m->ncomp)
		return JD_NONE;
	c = &m->comps[in->comp];
	for (size_t k = 0; k < sizeof fns / sizeof *fns; k++)
		if (namedas(hlo_str(m, c->name), hlo_strlen(m, c->name), fns[k].fn))
			return fns[k].kind;
	/* the op_name is read from the file: only when the name did not tell */
	nop = hlo_readopname(m, in, op, sizeof op);
	if (nop > sizeof op)
		nop = sizeof op;
	for (size_t k = 0; k < sizeof fns / sizeof *fns; k++)
		if (scopedin(op, nop, fns[k].fn))
			return fns[k].kind;
	return JD_NONE;
}
