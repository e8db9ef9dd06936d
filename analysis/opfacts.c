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
