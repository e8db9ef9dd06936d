/* opfacts.c: what each opcode does to buffers, in one table.
 * Sources: memory-semantics.md s1.2 (which indices an opcode defines and
 * which it forwards), s1.3 (in-place pairs), s2.1 (uses), s5.2 (remat). */
#include <string.h>

#include "analysis.h"

static const opfact facts[OP_COUNT] = {
	[OP_BITCAST] = {FL_FORWARD0, 0},
	[OP_DOMAIN] = {FL_FORWARD0, OF_NOUSE},
	[OP_OPT_BARRIER] = {FL_FORWARD0, 0},
	[OP_ADD_DEPENDENCY] = {FL_FORWARD0, 0},
	[OP_ALL_REDUCE_DONE] = {FL_FORWARD0, 0},
	[OP_GET_TUPLE_ELEMENT] = {FL_GTE, OF_TOPUSE},
	[OP_TUPLE] = {FL_TUPLE, OF_NOUSE},
	[OP_COPY] = {FL_COPY, OF_TOPUSE | OF_ELEMENTWISE},
	[OP_PARAMETER] = {FL_PARAM, OF_NOREMAT},
	[OP_CALL] = {FL_CALL, OF_NOREMAT},
	[OP_WHILE] = {FL_WHILE, OF_NOREMAT},
	[OP_CONDITIONAL] = {FL_COND, OF_NOREMAT},
	[OP_COPY_START] = {FL_COPYSTART, 0},
	[OP_COPY_DONE] = {FL_COPYDONE, 0},
	[OP_SEND] = {FL_SEND, OF_SIDEEFFECT | OF_NOREMAT},
	[OP_SEND_DONE] = {FL_DEFINE, OF_SIDEEFFECT | OF_NOREMAT},
	[OP_RECV] = {FL_DEFINE, OF_SIDEEFFECT | OF_NOREMAT},
	[OP_RECV_DONE] = {FL_RECVDONE, OF_SIDEEFFECT | OF_NOREMAT},
	[OP_ALL_GATHER_START] = {FL_AGSTART, 0},
	[OP_ALL_GATHER_DONE] = {FL_AGDONE, 0},
	[OP_ALL_REDUCE_START] = {FL_DEFINE, 0},
	[OP_COLLECTIVE_PERMUTE_START] = {FL_CPSTART, 0},
	[OP_COLLECTIVE_PERMUTE_DONE] = {FL_CPDONE, 0},
	[OP_ASYNC_START] = {FL_ASTART, 0},
	[OP_ASYNC_UPDATE] = {FL_AUPDATE, 0},
	[OP_ASYNC_DONE] = {FL_ADONE, 0},
	[OP_DYNAMIC_UPDATE_SLICE] = {FL_DEFINE, OF_INPLACE0},
	[OP_SET_DIMENSION_SIZE] = {FL_DEFINE, OF_INPLACE0},
	[OP_CONSTANT] = {FL_DEFINE, OF_NOREMAT},
	[OP_CUSTOM_CALL] = {FL_DEFINE, OF_NOREMAT},
	[OP_RNG] = {FL_DEFINE, OF_SIDEEFFECT | OF_NOREMAT},
	[OP_RNG_GET_AND_UPDATE_STATE] = {FL_DEFINE, OF_SIDEEFFECT | OF_NOREMAT},
	[OP_INFEED] = {FL_DEFINE, OF_SIDEEFFECT | OF_NOREMAT},
	[OP_OUTFEED] = {FL_DEFINE, OF_SIDEEFFECT | OF_NOREMAT},
	[OP_AFTER_ALL] = {FL_DEFINE, OF_NOREMAT},
};

const opfact *opfacts(int op)
{
	static opfact elementwise = {FL_DEFINE, OF_ELEMENTWISE};
	static const opfact plain = {FL_DEFINE, 0};

	if (op < 0 || op >= OP_COUNT)
		return &plain;
	if (op != OP_COPY && hlo_elementwise(op))
		return &elementwise;
	return &facts[op];
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

int callrole(const hlo_module *m, const hlo_instr *in)
{
	if (in->opcode != OP_CUSTOM_CALL || in->target == HLO_NONE)
		return CC_NONE;
	for (size_t k = 0; k < sizeof calls / sizeof *calls; k++)
		if (hlo_strlen(m, in->target) == strlen(calls[k].target) &&
		    !memcmp(hlo_str(m, in->target), calls[k].target, strlen(calls[k].target)))
			return calls[k].role;
	return CC_UNKNOWN;
}
