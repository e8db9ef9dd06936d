/* framework.c: which framework wrote a module, read from what it leaves in
 * the text, so that advice is worded in the terms its users write code in.
 *
 * What each framework leaves (the names are the frameworks' own):
 *   JAX        module "jit_<function>" or "pjit_<function>" (jax/_src/
 *              interpreters/pxla.py names the lowered module after the jit'd
 *              function); op_name paths "jit(f)/..." (jax/_src/source_info_util.py)
 *   Neuron     custom calls "AwsNeuron*" (the Neuron SDK's kernels and
 *              collectives: AwsNeuronTransferWithStaticRing, AwsNeuronGelu, ...);
 *              it runs torch_xla underneath, so it is checked first
 *   torch_xla  modules "SyncTensorsGraph.N" (the graph executor's sync of
 *              pending tensors) or "IrToHlo.N" (its lowering context);
 *              op_name "aten__<op>" and "xla__<op>" (its IR node names)
 * Anything else is worded in XLA's own terms. */
#include <string.h>

#include "report.h"

static const fwwords words[] = {
	[FW_XLA] = {
		"XLA",
		"alias the parameter to the output (input_output_alias)",
		"recompute it where it is read instead of keeping it",
		"rematerialize activations, lower the batch size, or offload to host memory",
		"check its sharding",
	},
	[FW_JAX] = {
		"JAX",
		"jax.jit(..., donate_argnums=...) on that argument",
		"jax.checkpoint / a remat policy that does not save it",
		"rematerialize activations (jax.checkpoint), lower the batch size, or offload to host memory "
		"(a checkpoint policy that offloads, memory_kind=\"pinned_host\")",
		"check its sharding (jax.sharding, with_sharding_constraint)",
	},
	[FW_TORCH_XLA] = {
		"PyTorch/XLA",
		"update that tensor in place, so that torch_xla aliases its buffer to the output "
		"(XLA_ENABLE_PARAM_ALIASING, on by default)",
		"activation checkpointing (torch_xla.utils.checkpoint) around the layer that makes it",
		"checkpoint activations (torch_xla.utils.checkpoint), lower the batch size, or shard the "
		"model (torch_xla SPMD xs.mark_sharding, FSDP)",
		"check its sharding (xs.mark_sharding)",
	},
	[FW_NEURON] = {
		"PyTorch/XLA on Neuron",
		"update that tensor in place, so that torch_xla aliases its buffer to the output "
		"(XLA_ENABLE_PARAM_ALIASING, on by default)",
		"activation checkpointing (torch_xla.utils.checkpoint, or neuronx-distributed's) around the "
		"layer that makes it",
		"checkpoint activations, lower the batch size, or raise tensor or pipeline parallelism "
		"(neuronx-distributed)",
		"check how it is split across cores (tensor parallelism in neuronx-distributed)",
	},
};

static int hasprefix(const char *s, size_t n, const char *p)
{
	size_t k = strlen(p);

	return n >= k && memcmp(s, p, k) == 0;
}

/* an op_name's hint: 1 JAX, 2 torch_xla, 0 neither */
static int opnamehint(const hlo_module *m, const hlo_instr *in)
{
	char buf[256];
	size_t n;

	if (in->opname == HLO_NONE)
		return 0;
	n = rp_opnametext(m, in, buf, sizeof buf);
	if (hasprefix(buf, n, "aten__") || hasprefix(buf, n, "xla__"))
		return 2;
	for (size_t k = 0; k + 4 <= n; k++)
		if (memcmp(buf + k, "jit(", 4) == 0)
			return 1;
	return 0;
}

int rp_framework(const hlo_module *m)
{
	const char *name = m->name == HLO_NONE ? "" : hlo_str(m, m->name);
	size_t len = m->name == HLO_NONE ? 0 : hlo_strlen(m, m->name);
	int votes[3] = {0, 0, 0};

	for (uint32_t i = 0; i < m->ninstr; i++) {
		const hlo_instr *in = &m->instrs[i];
		if (in->target != HLO_NONE && hasprefix(hlo_str(m, in->target), hlo_strlen(m, in->target), "AwsNeuron"))
			return FW_NEURON;
		if (votes[1] + votes[2] < 64)
			votes[opnamehint(m, in)]++;
	}
	if (hasprefix(name, len, "SyncTensorsGraph") || hasprefix(name, len, "IrToHlo"))
		return FW_TORCH_XLA;
	if (hasprefix(name, len, "jit_") || hasprefix(name, len, "pjit_"))
		return FW_JAX;
	if (votes[1] || votes[2])
		return votes[2] > votes[1] ? FW_TORCH_XLA : FW_JAX;
	return FW_XLA;
}

const fwwords *rp_frameworkwords(int fw)
{
	return &words[fw >= FW_XLA && fw <= FW_NEURON ? fw : FW_XLA];
}
