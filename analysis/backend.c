/* backend.c: what a target's compiler adds to a module after fusion, for a
 * module not yet compiled; one table per target, each rule with the XLA
 * source it comes from (openxla/xla).
 *
 * GPU
 *   B1 Layout of an array all-to-all.  The GPU layout assignment gives an
 *      all-to-all with a split dimension a layout in which that dimension
 *      is the most major (gpu_layout_assignment.cc, AddBackendConstraints:
 *      kAllToAll with split_dimension); an operand laid out otherwise is
 *      copied into that layout first, a buffer of the operand's size live
 *      from the copy to the collective (the compiled jaxfft modules show it
 *      as a transpose fusion before every all-to-all-start).
 *   B2 Async collectives.  The GPU pipeline makes collectives asynchronous
 *      (gpu_compiler.cc, AsyncCollectiveCreator): all-to-all,
 *      reduce-scatter and collective-broadcast become async-start/-done
 *      pairs whose start returns ((operands), result), all-gather an
 *      all-gather-start returning (operand, result); each such tuple has an
 *      index table of 8 bytes per element, a temp allocation of its own in
 *      its own alignment slot (buffer_assignment.cc AssignSingleHloBuffer,
 *      CombineTempAllocations; calibration-rules R2): temp = heap + the
 *      tables, never in the peak (R10).  The result of an op wrapped in
 *      async-start is its hidden computation's, which buffer assignment
 *      takes up after every other instruction (its post-order position is
 *      the callee's; calibration-rules R7, R8).
 *   B3 GEMM workspace.  GemmRewriter makes a dot a cuBLAS custom call
 *      whose result is (output, s8[workspace]) (gemm_rewriter.cc,
 *      GemmWorkspaceRewriteVisitor): GemmConfig::kDefaultWorkspace, 4 MiB,
 *      before Hopper and kHopperWorkspace, 32 MiB, from compute capability
 *      9 on (matmul_utils.h); with xla_gpu_enable_cublaslt=false, the
 *      default, the legacy __cublas$gemm takes at most its operands' bytes.
 *      Assumed: the legacy call and the size given (--gemm-workspace, or
 *      the --device preset's generation).  The workspace is a temp live at
 *      the dot, with a 16-byte tuple table (calibration-rules R13: the
 *      jax-hpc-profiler sample, temp = 4194304 + 128).  Not in the lower
 *      bound: autotuning may choose a Triton fusion, with no workspace, and
 *      since PR #35132 (2025-12) GemmWorkspaceRewriter shrinks a cuBLASLt
 *      workspace to what the chosen algorithm needs.
 *   B4 jaxDecomp's custom calls.  A custom_partitioning call jaxDecomp's
 *      pfft_impl or transpose_impl binds (opfacts.c an_jaxdecomp) is
 *      partitioned by jaxDecomp's callback into one custom call per device
 *      (src/jaxdecomp/_src/cudecomp/fft.py and transpose.py, lowering, from
 *      0.0.1 to 0.2.x: custom_call "pfft3d" or "transpose" with
 *      operand_output_aliases={0: 0}, and a second operand, a zeroed
 *      s8[workspace] made by full_like_aval just before it).  So the result
 *      takes operand 0's buffer (copy insertion copies an operand it may not
 *      overwrite, as for any in-place update), and the workspace is a temp
 *      live at the call.  Its size is cuDecomp's transpose workspace
 *      (NVIDIA/cuDecomp src/cudecomp.cc cudecompGetTransposeWorkspaceSize:
 *      the largest pencil's element count rounded up to 256 bytes counted
 *      as floats, plus the next pencil's; getGlobalMaxPencilSize in
 *      include/internal/common.h) in the array's element bytes
 *      (transpose.cu: times cudecompGetDataTypeSize; fft.cu: times
 *      2 * sizeof(real), a complex element).  A pencil is taken as the
 *      device's piece of the operand, as it is when the grid divides the
 *      array.  The FFT takes the larger of that and cuFFT's plan workspace
 *      (fft.cu Initialize), assumed the smaller: a batched 1-D plan's work
 *      area is at most its data, one pencil, where cuDecomp's is two.  The
 *      compiled jaxDecomp benchmark modules (jaxdecomp-benchmarks, 8 and 16
 *      A100s) show both: s8[2 x the device's piece] read by pfft3d, whose
 *      output aliases its operand.  jaxDecomp 0.3 (2026, FFI calls pfft_C64
 *      and the like) no longer aliases: the in-place reading is left out of
 *      the upper bound, which takes no callback's form anyway.  The lower
 *      bound takes the aliasing and no workspace.
 * Assumed, where XLA's version or a flag decides: collectives made async
 * (the 2023 per-op flags xla_gpu_enable_async_all_to_all and the like on,
 * as they are by default since), xla_gpu_enable_nccl_user_buffers off (its
 * default: no S(1) copies), xla_gpu_enable_cublaslt off (its default: the
 * legacy gemm), array all-to-all kept whole (AllToAllDecomposer left the
 * GPU pipeline after 2023).  The heap alignment (128 before 2025-06, 256
 * after) is stats.c's, --alignment changes it; the workspace, --gemm-workspace.
 *
 * CPU
 *   C1 Dot canonicalization.  DotDecomposer (dot_decomposer.cc, in the CPU
 *      pipeline) rewrites a dot whose operand has more than one
 *      contracting dimension, more than one non-contracting one, or batch
 *      dimensions that are not its leading ones: each operand is
 *      transposed to [batch, non-contracting, contracting] (lhs) or
 *      [batch, contracting, non-contracting] (rhs) and reshaped.  A
 *      transpose that is no identity is written to memory (the dot takes
 *      no producer on the CPU): a copy of the operand's size, read by the
 *      dot (the compiled attention gradients show them as
 *      transpose_copy_fusion before batched dots).  Where the operand is a
 *      fused-able result read by this dot alone, fusion puts it into the
 *      transpose and the copy stands in for it: nothing is added; a cheap
 *      elementwise result read elsewhere too is recomputed inside the
 *      transpose, whose copy then reads that result's operands
 *      (recomputed), and so is a cheap one reading several operands
 *      that large, every reader of which is a dot that transposes or
 *      reshapes it (CanFuseOnAllPaths; not once ReshapeMover has put it
 *      in the dot's matrix).  HloCSE
 *      makes one transpose of a value by one permutation; breadth first,
 *      it is made just after the value and lives until its last dot;
 *      a value every reader of which is a dot reading that one transpose
 *      is fused into it, or (a dot's result, read through a bitcast)
 *      dies once it is written.  A transpose that keeps the leading
 *      dimensions and swaps the last two is folded back into the dot by
 *      TransposeFolding (later in the CPU
 *      pipeline, IsRowColumnTransposeDotOperand): no copy.  Nor one
 *      that moves only dimensions of size 1: the simplifier makes it a
 *      reshape (OnlyPermutesDegenerateDims), a bitcast here.  Not in the
 *      lower bound.
 *   C2 Array all-to-all.  AllToAllDecomposer (all_to_all_decomposer.cc,
 *      decompose_to_tuple, in the CPU pipeline) makes an array all-to-all a
 *      tuple all-to-all of the operand's slices along the split dimension:
 *      the slices are written, the operand's size in all, read by the
 *      collective, which returns a tuple of as many pieces, with an index
 *      table of 8 bytes per piece in the heap (a shard_map all-to-all over
 *      8 CPU devices: temp = tanh + slices + 64, as XLA reports).  The
 *      slices live as B1's copy, the table at the collective.  Not in the
 *      lower bound.
 *   C3 Convolution canonicalization.  ConvCanonicalization
 *      (xla/service/cpu/conv_canonicalization.cc), on the entry
 *      computation's convolutions that Eigen cannot run as written,
 *      transposes the input to [batch, spatial.., feature], the kernel to
 *      [spatial.., input feature, output feature], and computes the
 *      output in [batch, spatial.., feature], transposed back after.  The
 *      transposes that are no identity are written (dim_labels other than
 *      b01f_01io->b01f: the gradients of a convolution step, f01b_i01o->01bf
 *      and b01f_01oi->b01f): operand copies (none for an operand fusion
 *      puts into the transpose, as in C1), made breadth first the level
 *      after the value, as C1's, the value then ending at its last other
 *      reader; the breadth-first order itself puts each copy a level
 *      between the value and the convolution (schedule.c an_fusedbfs: the
 *      convolution becomes the copy's user).  And the output's canonical
 *      form, a buffer of the output's size live at the convolution.  A
 *      CNN training step's compiled module (the input's, the activation's
 *      and the cotangent's transpose_copy_fusion before the weight
 *      gradients): temp as XLA reports it (testdata/xla-cpu cnn-train;
 *      +10.8 % and +12.0 % with the copies made a step before the
 *      convolution).  Not in the lower bound.
 *   C4 Dots and convolutions in f32.  The CPU pipeline runs
 *      FloatNormalization with CpuFloatSupport(BF16) (cpu_compiler.cc;
 *      float_normalization.cc): an op the CPU does not take in bf16 gets
 *      converts to f32 around it, and a dot or convolution is such an op
 *      unless the library call made for it takes bf16 (a bf16 x bf16 ->
 *      f32 dot YNNPACK multiplies, ynnfuse.c an_ynndot).  f16 dots and
 *      convolutions are changed to f32 by ChangeOpDataType(F16, F32)
 *      (cpu_compiler.cc, unless xla_cpu_strict_dot_conv_math).  So each
 *      such operand is an f32 buffer of its own, twice its bytes (one
 *      per value, HloCSE; a fused-able producer read by this op alone,
 *      or by dots that all make the same copy of it, goes into the
 *      convert, its buffer then f32: a bf16 weight the forward and the
 *      backward dot read is one f32 buffer; a transpose of C1 or
 *      C3 is written in f32 at once), made breadth first the level after
 *      the value; the result is written in f32 and converted back where
 *      it is read (fusion takes the convert into its readers), an entry
 *      output by a convert of its own a step later.  A dot a YNNPACK
 *      fusion takes (F6) has its converts fused with it.  Seen in the
 *      compiled modules of jaxlib 0.10.2 as wrapped_convert fusions
 *      before ynn_fusion dots and convolutions, convert_convert_fusion
 *      for a bf16 result read by the next dot.  Not in the lower bound.
 *   C5 Select-and-scatter.  SelectAndScatterExpander
 *      (select_and_scatter_expander.cc, in the CPU pipeline) makes one s32
 *      iota of the operand's shape per dimension, a reduce-window over the
 *      operand and the iotas returning each window's selected value and
 *      indices (a tuple of rank + 1 arrays of the source's shape), the
 *      indices concatenated, and a scatter of the source into the
 *      broadcast initial value.  The iotas have no operands: breadth first
 *      they are made at the start of their computation and live until the
 *      select-and-scatter; the reduce-window's results and their table
 *      live at it; the concatenation, no larger than the iotas, takes
 *      their memory.  A max-pool gradient: temp as XLA reports it
 *      (testdata/family-52).  Not in the lower bound.
 *   C6 Scans.  ReduceWindowRewriter (reduce_window_rewriter.cc, run by
 *      the CPU and the GPU pipelines with xla_reduce_window_rewrite_base_length,
 *      16 by default: debug_options_flags.cc) rewrites a reduce-window
 *      scanning a whole dimension longer than 16 (a cumulative sum) as a
 *      tree of short scans added up by an elementwise fusion: the operand
 *      transposed or padded where needed (written on the CPU, whose
 *      reduce-window takes no producer; fused on the GPU), a first scan of
 *      its size, the shorter levels, live with the result as it is written
 *      (scantree below; testdata/family-54, testdata/xla-cpu cumsum-sort).
 *      The GPU side is read from the same pass, not checked against a GPU
 *      compile.  Not in the lower bound.
 *   C7 Reciprocals.  XLA:CPU's AlgebraicSimplifier makes a floating-point
 *      divide by a broadcast of a value read once a multiply by the
 *      broadcast of the reciprocal (algebraic_simplifier.cc HandleDivide,
 *      WithOneUse; precompile.c an_divrewritten), the reciprocal a divide
 *      of the broadcast's operand's size.  Where the multiply is computed
 *      in several fusions
 *      (duplicated, or split by precompile.c F9), that divide has several
 *      readers and, expensive, is not duplicated: a loop fusion of its own
 *      writes it (broadcast_divide_fusion in the compiled modules), live
 *      until the last of them (reciprocal below; testdata/family-99).
 *      Best estimate only.
 *   C8 Conditional tables (CPU and GPU).  ConditionalCanonicalizer makes a
 *      conditional's operands (but the branch index) and its result tuples
 *      (conditional_canonicalizer.cc): an index table for each operand
 *      that is no tuple, one per value once CSE has run, and one for a
 *      result that is none, shared with the branches' new tuple roots;
 *      a heap slot each (conditionaltables below; testdata/family-102).
 *      Not placed in time: each conditional's tables live only around
 *      it, so the temp gains the most one conditional needs, not the
 *      sum over a program of many.
 *   C9 Reduces of transposes.  The AlgebraicSimplifier makes a reduce of a
 *      transpose a reduce of the transpose's operand over the permuted
 *      dimensions and, where the dimensions it keeps are then out of
 *      order, a transpose of its result after it (HandleReduce): the
 *      reduce writes a buffer of its own, the transpose the reduce's.
 *      Counted for the library reduces ynnfuse.c finds reading a
 *      transpose, directly or once ReshapeMover has sunk it to them
 *      (flipped below; testdata/family-103, family-105).  Best estimate
 *      only.
 *   C10 Tree reductions.  The CPU pipeline's TreeReductionRewriter
 *      (tree_reduction_rewriter.cc, window 32; cpu_compiler.cc filters
 *      out the reduces YNNPACK computes, IsInstructionPreferredByYnn and
 *      IsReduceLikeOpSupportedByYnn) makes a reduce with a reduced
 *      dimension above 32 a reduce-window of windows of 32 with stride
 *      32 (SAME padding) and a reduce of its result: the reduce-window's
 *      result is a buffer of its own, the input's size over 32 or less
 *      (XLA:CPU's wrapped_reduce-window before a norm's reduce_sqrt
 *      fusion; treesplit below).  Not for a variadic reduce (argmax).
 *      In the best estimate and the upper bound (the intermediate is
 *      there whatever is fused).
 *   C11 Scatters in f32.  FloatNormalization with CpuFloatSupport(BF16)
 *      (as C4) converts a bf16 scatter's operands to f32 and its result
 *      back: the scatter, which the loop fusion does not take as a
 *      consumer, updates an f32 buffer, twice the bytes (the zeros an
 *      embedding's gradient is scattered into are f32 too: the convert of
 *      their broadcast is a broadcast of an f32 constant).  XLA:CPU's
 *      wrapped_scatter of f32[8192,256] in a bf16 language model's
 *      embedding gradient.  A scatter into an entry parameter (a donated
 *      KV cache) keeps the parameter's buffer for its bf16 result: the
 *      f32 buffer is the operand's convert, from the step after the
 *      operand to the scatter (testdata/family-126; probe 3's
 *      paged-kv-decode, -24.9 % before).  Not a variadic one.
 *   C12 Top k of a sort.  The CPU pipeline's TopkRewriter (topk_rewriter.cc,
 *      cpu_compiler.cc: for f32 data) makes a TopK custom call of a sort
 *      of f32 data, alone or with an s32 iota of its shape (or a
 *      broadcast of a 1-D iota along the sorted dimension), whose
 *      comparator is data0 > data1, when every result is read only by a
 *      slice of its first k along the sorted dimension (through one
 *      get-tuple-element each): the call writes the k values and indices
 *      alone, the sorted arrays and the iota are gone.  lax.approx_max_k
 *      on the CPU is such a sort (its fallback), lax.top_k one after
 *      TopkDecomposer.  Not when the sorted dimension is the first of
 *      several (the rewriter transposes the data for the call).  In the
 *      bounds too.
 *   C13 Batched gathers and scatters.  BatchedGatherScatterNormalizer
 *      (batched_gather_scatter_normalizer.cc, in the CPU pipeline) makes a
 *      gather with operand_batching_dims (unless they overlap
 *      start_index_map) and a scatter with input_batching_dims ordinary
 *      ones: the indices become a concatenation, along index_vector_dim,
 *      of an iota per batching dimension and the indices (CreateConcatIndices;
 *      the element type widened to S32 or S64 where a batching dimension's
 *      size does not fit it).  jnp.take_along_axis is such a gather, its
 *      gradient such a scatter.  A scatter is a fusion of its own on the
 *      CPU (wrapped_scatter): its concatenated indices are written, from
 *      the step after the indices are made until the scatter.  A gather
 *      takes its concatenation into its loop fusion, but not where a
 *      scatter concatenates the same indices (HloCSE merges the two
 *      normalizations; the compiled take_along_axis gradient and a CTC
 *      loss's, jaxlib 0.10.2: bitcast_concatenate_fusion s32[16,256,64,3]
 *      read by the gather's fusion, concatenate_bitcast_fusion
 *      s32[262144,3] by the scatter's, both written; testdata/family-121):
 *      then it is written too, until the gather.  Not in the lower
 *      bound.
 *   C14 Scatters joined by an add.  AlgebraicSimplifier::HandleAdd makes
 *      add(scatter(S1, i1, u1), scatter(S2, i2, u2)), both used once and
 *      adding (dataflow.c an_scatterhome 2, when they combine), one
 *      scatter over S1 + S2 of the concatenated indices and updates when
 *      the two have the same dimension numbers and index type, neither
 *      unique_indices nor indices_are_sorted, and update windows alike
 *      (MakeConcatHlo of each).  The concatenations are written, read by
 *      the scatter, a fusion of its own on the CPU (XLA:CPU, jaxlib
 *      0.10.2: concatenate s32[32,1] and concatenate_bitcast_fusion
 *      f32[32,1,256] of two 16-row scatter-adds, temp 32896;
 *      testdata/family-130): a buffer of both indices' and both updates'
 *      bytes at the add.  Not in the lower bound.
 *
 * Every target
 *   H1 An entry parameter whose layout in entry_computation_layout is in
 *      memory space 5 is host memory (host_offloader.cc
 *      HandleInputStreaming; layout.h kHostMemorySpace = 5).
 *   H2 So is an entry result leaf laid out in S(5) (output streaming).
 *   H3 The result of MoveToHost, or of annotate_device_placement with
 *      _xla_buffer_placement "pinned_host" or "unpinned_host"
 *      (memory_annotations.h; ConvertMemoryPlacementToInternalAnnotations
 *      makes the latter a MoveToHost), lives in host memory: the host
 *      offloader gives it S(5).  Host bytes go to the host_* figures.
 *      Not on CPU: host and device memory are one there, the CPU pipeline
 *      runs no host offloader, and its buffer assignment counts a
 *      pinned_host output as device output (testdata/xla-cpu host-offload,
 *      memory_analysis() of jax 0.10.2).
 *   L1 A custom call with operand_layout_constraints (jax's LAPACK and
 *      cuSOLVER calls: column-major operands and results) has its result
 *      in that layout; LayoutAssignment keeps a constrained custom call's
 *      layouts (layout_assignment.cc, AddMandatoryConstraints:
 *      operand_layout_constraints and the result shape's layout), and
 *      where such a result leaf is an entry output whose layout (the
 *      entry's, row-major) differs, it inserts a copy into that layout.
 *      The compiled modules show it as the wrapped_copy after
 *      lapack_strsm_ffi, lapack_sgetrf_ffi or lapack_sgesdd_ffi: the
 *      call's buffer is then a temporary, from its first value (an
 *      operand's copy the call updates in place) to the copy the step
 *      after the call, and the copy, of the leaf's size, the output
 *      (an_layoutcopies below; testdata/family-100).  An operand that is
 *      an entry parameter (row-major) where the constraint is not is
 *      copied into that layout, the step after the parameter, read by the
 *      call (an operand it updates in place is copied already, by copy
 *      insertion, and that one copy serves: copy_copy_fusion in the
 *      compiled modules; testdata/family-101).
 * Custom calls whose memory nothing in the module tells (targets with no
 * rule in opfacts.c, and custom_partitioning's callbacks) are listed, not
 * guessed. */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

static uint64_t roundup(uint64_t x, uint64_t align)
{
	return align > 1 ? (x + align - 1) / align * align : x;
}

/* the physically most major dimension of an array shape */
static int64_t majordim(const hlo_module *m, const hlo_shape *s)
{
	if (s->rank == 0)
		return -1;
	if (!(s->flags & SF_LAYOUT))
		return 0;
	return hlo_m2m(m, s)[s->rank - 1];
}

static void copybefore(an *a, uint32_t i, uint32_t o);
static void copyover(an *a, uint32_t i, uint32_t o, int64_t to, uint64_t size);

/* B1: the operand of an array all-to-all whose split dimension is not its
 * most major gets a copy in the layout that makes it so (copybefore) */
static void alltoalllayout(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	const hlo_operand *op;
	const hlo_shape *s;
	int64_t dim;

	if (in->nopnd != 1 || an_attrints(m, in, "dimensions", &dim, 1) != 1)
		return;
	op = &m->operands[in->opnd];
	if (hlo_pathlen(m, op->path) || a->tl.time[op->instr] < 0)
		return;
	s = &m->shapes[m->instrs[op->instr].shape];
	if (s->kind != SK_ARRAY || dim < 0 || (uint64_t)dim >= s->rank || majordim(m, s) == dim)
		return;
	copybefore(a, i, op->instr);
}

/* a copy of operand o, made for instruction i and read by it only.  The
 * copy reads the operand, then i reads the copy: the copy overlaps both,
 * the operand and i's result do not.  With one step per instruction that
 * is the copy over [t-1, t] and the operand ending at t-1, when the
 * operand was made before t-1 and i is its last reader (best estimate);
 * otherwise, and in the upper bound, the copy lives at t with both */
/* a value the backend adds for instruction i, like value `like`, live
 * [from, to], `size` bytes (0: like's), taken up where `place` says
 * (-1: where like is) */
static uint32_t addfor(an *a, uint32_t like, uint32_t i, int64_t from, int64_t to, uint64_t size, int place)
{
	uint32_t c = an_addvalue(a, like, from, to, size, 0);

	a->df.vals[c].instr = i;
	a->df.vals[c].slot = 0;
	if (place >= 0)
		a->df.vals[c].place = (uint8_t)place;
	return c;
}

/* a copy of value v that i reads, live [from, to]: `size` bytes (0: v's),
 * which are f32 when given (C4) */
static void addcopy(an *a, uint32_t v, uint32_t i, int64_t from, int64_t to, uint64_t size)
{
	uint32_t c = addfor(a, v, i, from, to, size, PLACE_BEFORE);

	a->df.vals[c].asf32 = size != 0;
}

static void copybefore(an *a, uint32_t i, uint32_t o)
{
	copyover(a, i, o, a->tl.time[i], 0);
}

/* the same, the copy read until step `to` (t, or t-1 where i's own
 * result is made a step later, C3), `size` bytes (0: the operand's) */
static void copyover(an *a, uint32_t i, uint32_t o, int64_t to, uint64_t size)
{
	uint32_t v = a->df.slotval[a->df.slotbase[o]];
	int64_t t = a->tl.time[i], from = to;
	an_value *x;

	if (v == HLO_NONE)
		return;
	x = &a->df.vals[v];
	if (a->mode == PRE_BEST && x->end == t && x->start < t - 1 && !x->liveout && !x->entryparam &&
	    a->df.bufs[x->buf].nval == 1) {
		x->end = t - 1;
		from = t - 1;
	}
	addcopy(a, v, i, from, to, size);
}

/* B3: the cuBLAS workspace of a dot, live at the dot */
static void gemmworkspace(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint64_t ops = 0, ws = a->workspace;
	uint32_t v = a->df.slotval[a->df.slotbase[i]], w;

	if (v == HLO_NONE || a->df.vals[v].instr != i || a->df.vals[v].tuple)
		return;
	for (uint32_t k = 0; k < in->nopnd; k++) {
		uint32_t o = m->operands[in->opnd + k].instr, ov;
		if (a->tl.time[o] >= 0 && (ov = a->df.slotval[a->df.slotbase[o]]) != HLO_NONE)
			ops += a->df.vals[ov].size;
	}
	if (ops < ws)
		ws = ops;
	if (!ws)
		return;
	w = an_addvalue(a, v, a->tl.time[i], a->tl.time[i], ws, 0);
	a->df.vals[w].instr = i;
	a->df.vals[w].workspace = WS_GEMM;
}

/* B4: does call i, jaxDecomp's, write its result over its operand 0 here?
 * (the pre-compile best estimate and lower bound on the GPU) */
int an_decompinplace(const an *a, uint32_t i)
{
	return a->target == TARGET_GPU && (a->mode == PRE_BEST || a->mode == PRE_LOWER) &&
	       an_jaxdecomp(a->m, &a->m->instrs[i]);
}

/* B4: the bytes of jaxDecomp's workspace for call i (0: not known), and
 * the value of its operand 0 when val is given */
static uint64_t decompbytes(const an *a, uint32_t i, uint32_t *val)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t o, ov;
	uint64_t all, bytes, esize, n;

	if (!in->nopnd || !an_jaxdecomp(m, in))
		return 0;
	o = m->operands[in->opnd].instr;
	if (a->tl.time[o] < 0 || (ov = a->df.slotval[a->df.slotbase[o]]) == HLO_NONE ||
	    (all = an_elements(m, a->df.vals[ov].shape)) == 0 || all == UINT64_MAX ||
	    an_shapebytes(m, a->df.vals[ov].shape, &bytes) < 0 || bytes % all)
		return 0;
	/* the device's piece: its bytes (sharded) over an element's */
	esize = bytes / all;
	n = a->df.vals[ov].size / esize;
	if (!n || n > UINT64_MAX / 4 / esize)
		return 0;
	if (val)
		*val = ov;
	/* align(pencil, 256 bytes as floats), a multiple of 64, + pencil */
	return esize * ((n + 63) / 64 * 64 + n);
}

/* B4: that workspace, a temp live at the call */
static void decompworkspace(an *a, uint32_t i)
{
	uint32_t ov = HLO_NONE, w;
	uint64_t ws = decompbytes(a, i, &ov);

	if (!ws)
		return;
	w = an_addvalue(a, ov, a->tl.time[i], a->tl.time[i], ws, 0);
	a->df.vals[w].instr = i;
	a->df.vals[w].workspace = WS_JAXDECOMP;
}

/* B2: the collectives the GPU pipeline wraps in async-start/-done (the
 * others have start opcodes of their own, with no hidden computation):
 * OF_GPUASYNC in opcodes.def */
static int asynced(int op)
{
	return (an_opfacts(op)->flags & OF_GPUASYNC) != 0;
}

/* B3: the ops GemmRewriter makes a library call with a workspace (not a
 * dot the simplifier made a multiply, an_outerdot) */
static int workspaced(const hlo_module *m, const hlo_instr *in)
{
	return (an_opfacts(in->opcode)->flags & OF_WORKSPACE) != 0 && !an_outerdot(m, in);
}

/* the shape at preorder node `slot` of a shape's tree, or HLO_NONE */
static uint32_t nodeshape(const an *a, uint32_t shape, uint32_t slot)
{
	const hlo_module *m = a->m;

	while (slot > 0) {
		const hlo_shape *s = &m->shapes[shape];
		uint32_t j;
		if (s->kind != SK_TUPLE)
			return HLO_NONE;
		slot--;
		for (j = 0; j < s->rank; j++) {
			uint32_t c = (uint32_t)hlo_children(m, s)[j];
			if (slot < a->df.nodes[c]) {
				shape = c;
				break;
			}
			slot -= a->df.nodes[c];
		}
		if (j == s->rank)
			return HLO_NONE;
	}
	return shape;
}

static void tohost(an *a, uint32_t v)
{
	if (v == HLO_NONE)
		return;
	a->df.vals[v].color = 5;
	a->df.bufs[a->df.vals[v].buf].color = 5;
}

/* H1, H2: the slots of an instruction the layout `lay` puts in S(5) */
static void hostslots(an *a, uint32_t i, uint32_t lay, int defined)
{
	const hlo_module *m = a->m;
	uint32_t shape = m->instrs[i].shape;

	if (lay == HLO_NONE || lay >= m->nshape || a->df.nodes[lay] != a->df.nodes[shape] || a->tl.time[i] < 0)
		return;
	for (uint32_t s = 0; s < a->df.nodes[shape]; s++) {
		uint32_t ls = nodeshape(a, lay, s), v = a->df.slotval[a->df.slotbase[i] + s];
		if (ls == HLO_NONE || m->shapes[ls].kind != SK_ARRAY || m->shapes[ls].memspace != 5 || v == HLO_NONE)
			continue;
		if (!defined || a->df.vals[v].instr == i)
			tohost(a, v);
	}
}

/* H3: a placement call that moves its result to the host */
static int movestohost(const hlo_module *m, const hlo_instr *in)
{
	const hlo_attr *fa;
	const char *s;

	if (an_callrole(m, in) != CC_PLACEMENT)
		return 0;
	if (hlo_strlen(m, in->target) == 10 && !memcmp(hlo_str(m, in->target), "MoveToHost", 10))
		return 1;
	if (!(fa = hlo_findattr(m, in, "frontend_attributes")))
		return 0;
	s = hlo_text(m, fa->value);
	for (uint32_t k = 0; k + 21 <= fa->value.len; k++)
		if (!memcmp(s + k, "_xla_buffer_placement", 21)) {
			const char *v = s + k + 21, *e = s + fa->value.len;
			while (v < e && (*v == '=' || *v == '"' || *v == ' '))
				v++;
			return (e - v >= 11 && !memcmp(v, "pinned_host", 11)) ||
			       (e - v >= 13 && !memcmp(v, "unpinned_host", 13));
		}
	return 0;
}

int an_hostplacement(an *a)
{
	const hlo_module *m = a->m;
	const hlo_comp *entry = &m->comps[m->entry];

	if (a->target == TARGET_CPU)
		return 0;
	if (m->entrylayout != HLO_NONE && m->shapes[m->entrylayout].kind == SK_TUPLE)
		for (uint32_t k = 0; k < entry->nparam && k < m->shapes[m->entrylayout].rank; k++)
			hostslots(a, (uint32_t)m->ints[entry->params + k],
			          (uint32_t)hlo_children(m, &m->shapes[m->entrylayout])[k], 1);
	if (m->entryresult != HLO_NONE)
		hostslots(a, entry->root, m->entryresult, 0);
	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t i = a->tl.seq[q];
		if (m->instrs[i].opcode == OP_CUSTOM_CALL && movestohost(m, &m->instrs[i]))
			for (uint32_t s = 0; s < a->df.nodes[m->instrs[i].shape]; s++) {
				uint32_t v = a->df.slotval[a->df.slotbase[i] + s];
				if (v != HLO_NONE && a->df.vals[v].instr == i)
					tohost(a, v);
			}
	}
	return 0;
}

/* C1: operand k's canonical permutation in perm (its rank long): batch,
 * free, contracting (lhs) or batch, contracting, free (rhs); 1 if it is no
 * identity */
static int dotpermutes(const hlo_module *m, const hlo_instr *in, int k, int64_t *perm)
{
	an_dotdims s;
	int n = 0;

	if (an_dotside(m, in, k, &s) < 0)
		return 0;
	for (int j = 0; j < s.nb; j++)
		perm[n++] = s.batch[j];
	for (int j = 0; k == 1 && j < s.nc; j++)
		perm[n++] = s.contract[j];
	for (uint32_t d = 0; d < s.rank; d++)
		if (an_dotfree(&s, d))
			perm[n++] = d;
	for (int j = 0; k == 0 && j < s.nc; j++)
		perm[n++] = s.contract[j];
	for (int j = 0; j < n; j++)
		if (perm[j] != j)
			return 1;
	return 0;
}

/* the copy XLA makes of a dot's operand (C1, C4): permuted, converted to
 * f32, both or neither */
struct opcopy {
	int64_t perm[64];
	uint32_t rank;
	uint64_t size;          /* 0: the operand's own bytes */
};

static int dotoperandcopy(const an *a, uint32_t i, int k, struct opcopy *c);

static int permutes(const struct opcopy *c)
{
	for (uint32_t d = 0; d < c->rank; d++)
		if (c->perm[d] != (int64_t)d)
			return 1;
	return 0;
}

/* do the two copies lay the operand out alike (rank and permutation)? */
static int sameperm(const struct opcopy *x, const struct opcopy *y)
{
	return x->rank == y->rank && !memcmp(x->perm, y->perm, x->rank * sizeof *x->perm);
}

/* does every reader of o other than i read it through the copy dot i
 * makes of it (`c`: the same permutation and size)?  HloCSE then leaves
 * one copy, o's only reader: a transpose (C1) as well as an f32 convert
 * (C4).  A one-head attention's values [b, s, 1, d], contracted along s
 * by the forward dot (lhs) and along d by the gradient's (rhs), are
 * transposed to [b, 1, d, s] for both: the compiled Perceiver writes one
 * copy_bitcast_fusion that both dots read (testdata family-122) */
static int samecopy(const an *a, uint32_t i, uint32_t o, const struct opcopy *c)
{
	const hlo_module *m = a->m;

	for (uint32_t j = a->use.ustart[o]; j < a->use.ustart[o + 1]; j++) {
		uint32_t u = a->use.uuser[j];
		const hlo_instr *ui = &m->instrs[u];
		if (u == i)
			continue;
		if (!c || ui->opcode != OP_DOT)
			return 0;
		for (int k = 0; k < 2 && (uint32_t)k < ui->nopnd; k++) {
			struct opcopy d;
			if (m->operands[ui->opnd + k].instr != o)
				continue;
			if (!dotoperandcopy(a, u, k, &d) || d.size != c->size || !sameperm(&d, c))
				return 0;
		}
	}
	return 1;
}

/* does operand o of i go into the transpose XLA puts before i (C1, C3)?
 * A result loop fusion takes (an elementwise op, a broadcast...), read by
 * i alone, or (a dot's operand, `c` its copy) by other dots too that each
 * make the same copy of it (HloCSE merges their copies: the f32 convert
 * of a bf16 weight that the forward and the backward dot both read is one
 * fusion, convert_convert_fusion, reading the f32 weight; the transposes
 * of an attention's q, k and v that its forward and backward dots share,
 * transpose_copy_fusion reading the projection): its buffer is the copy,
 * nothing is added (best estimate; without fusion, the upper bound, it
 * is not).  The transposes were left out until the thirty-fifth session,
 * when XLA:CPU's dumps of a ViT's, an ALiBi LM's and a Perceiver's
 * gradients showed each projection dead at its copies */
static int intocopy(const an *a, uint32_t i, uint32_t o, const struct opcopy *c)
{
	const hlo_module *m = a->m;
	uint32_t v = a->df.slotval[a->df.slotbase[o]];
	const an_value *x;
	int fu = an_opfacts(m->instrs[o].opcode)->fuse;

	if (a->mode != PRE_BEST || v == HLO_NONE || (fu != FU_PRODUCER && fu != FU_DUP) || !samecopy(a, i, o, c))
		return 0;
	x = &a->df.vals[v];
	return x->instr == o && !x->liveout && !x->entryparam && !x->constant;
}

/* C4: the bytes of operand o's value computed in f32, when a dot or
 * convolution reading it at type bf16 or f16 is made to (0 otherwise) */
static int lowfloat(int t)
{
	return t == T_BF16 || t == T_F16;
}

static uint64_t widened(const an *a, uint32_t o)
{
	const hlo_shape *s = &a->m->shapes[a->m->instrs[o].shape];
	uint32_t v = a->df.slotval[a->df.slotbase[o]];
	const an_value *x;

	if (s->kind != SK_ARRAY || !lowfloat(s->type))
		return 0;
	if (!a->pre.partitioned || v == HLO_NONE)
		return 4 * an_elements(a->m, a->m->instrs[o].shape);
	/* a module sized per device (presplit): the device's piece, its
	 * elements 2 bytes each, or 4 where already widened */
	x = &a->df.vals[v];
	return x->asf32 ? x->logical : 2 * x->logical;
}

/* C4: does XLA compute dot or convolution i in f32?  A bf16 x bf16 -> f32
 * dot YNNPACK multiplies keeps its operands (FloatNormalization leaves
 * what the library call takes); any other with a bf16 or f16 operand or
 * result is converted */
static int computesinf32(const hlo_module *m, const hlo_instr *in)
{
	int lo = 0;

	for (uint32_t k = 0; k < in->nopnd; k++)
		lo |= lowfloat(m->shapes[m->instrs[m->operands[in->opnd + k].instr].shape].type);
	if (m->shapes[in->shape].kind != SK_ARRAY)
		return 0;
	if (lowfloat(m->shapes[in->shape].type))
		return 1;
	return lo && !(in->opcode == OP_DOT && m->shapes[in->shape].type == T_F32 && an_ynndot(m, in));
}

/* grow value v to `size` bytes (C4: a result or operand computed in f32) */
static void growvalue(an *a, uint32_t v, uint64_t size)
{
	an_value *x = &a->df.vals[v];
	an_buffer *b = &a->df.bufs[x->buf];

	x->asf32 = 1;
	if (x->size < size)
		x->size = size;
	if (x->logical < size)
		x->logical = size;
	if (b->size < x->size)
		b->size = x->size;
	if (b->logical < x->logical)
		b->logical = x->logical;
}

/* C4: instruction i's own result in f32, converted back after: the f32
 * result stands in for it where its readers take the convert; an entry
 * output is written by the convert, a step later, the f32 result a temp
 * until then (so that what dies at i may leave its memory to the output,
 * as XLA's buffer assignment shares an output allocation of the same
 * size) */
static void widenresult(an *a, uint32_t i)
{
	uint32_t v = a->df.slotval[a->df.slotbase[i]], c;
	uint64_t f32 = widened(a, i);
	int64_t t = a->tl.time[i];
	an_value *x;

	if (v == HLO_NONE || !f32)
		return;
	x = &a->df.vals[v];
	if (!x->liveout) {
		growvalue(a, v, f32);
		return;
	}
	if (a->mode == PRE_BEST && x->start == t && x->end > t && a->df.bufs[x->buf].nval == 1)
		x->start = t + 1;
	c = an_addvalue(a, v, t, x->start, f32, 0);
	a->df.vals[c].instr = i;
	a->df.vals[c].slot = 0;
	a->df.vals[c].asf32 = 1;
}

/* does a producer fusion puts into the copy stand in for it (intocopy)?
 * Then the producer's buffer is the copy, at the copy's size (C4: f32);
 * `moved`: the copy transposes, so the producer no longer writes element
 * i where its operands hold it (and may not take their memory: share.c) */
static int standsin(an *a, uint32_t i, uint32_t o, uint64_t size, int moved, const struct opcopy *c)
{
	uint32_t v = a->df.slotval[a->df.slotbase[o]];

	if (!intocopy(a, i, o, c))
		return 0;
	if (size && v != HLO_NONE)
		growvalue(a, v, size);
	if (moved && v != HLO_NONE)
		a->df.vals[v].moved = 1;
	return 1;
}

/* does the transpose XLA puts before a dot recompute operand o from its
 * operands?  A cheap elementwise result read elsewhere too (not fused into
 * its readers, so not into the copy by intocopy): InstructionFusion may
 * duplicate it into the transpose's fusion (ComputeGloballyUnfusible) when
 * it reads at most one operand as large as itself (EffectivelyAtMostUnary;
 * broadcasts, iotas and scalar constants do not count) or no more elements
 * than it writes, and it is not expensive (IsExpensive); it is still
 * written for its other readers.  The copy then reads o's operands (through
 * an inlined call, the root's; through a producer fused into o, that
 * producer's).  The compiled output layer of an untied language model
 * shows it: the logits' softmax gradient written for one dot and
 * recomputed from the exponential inside the other dot's transposed copy
 * (copy_bitcast_fusion before multiply_bitcast_fusion, the exponential
 * live with both).  Or the third way ComputeGloballyUnfusible allows, a
 * producer every consumer of which fuses it on all paths
 * (CanFuseOnAllPaths): here, where every reader of o is a dot
 * DotDecomposer rewrites o for, with a transpose or a reshape, both
 * fusible (dotsrewriteall).  Each then writes its own o, recomputed from
 * o's operands: a transformer's GELU gradient read by the weight
 * gradient's dot (transposed) and the input gradient's (reshaped) is
 * computed twice from the two dots' results and the tanh, all four live
 * at once (add_bitcast_fusion and copy_bitcast_fusion of the compiled
 * step, testdata family-95).  Not when ReshapeMover has moved the dots'
 * reshapes past o (an_reshapesunk): o is computed in the matrix the dot
 * reads, no reshape left between them (family-94).  A producer fused
 * into o that is expensive (IsExpensive: a tanh, an exponential) is not
 * duplicated into both: it is written by a fusion of its own and read by
 * both (readsuntil).  (an_atmostunary is precompile.c's) */
/* does dot i make copies of its operands (C1, C4)?  Not an outer
 * product (a multiply by then).  A dot a YNNPACK fusion took still reads
 * the transposes DotDecomposer puts before it, written outside the
 * fusion (the compiled attention gradient: transpose_copy_fusion
 * operands of the ynn_fusion holding the dot; testdata/family-120); it
 * takes bf16 operands as they are (computesinf32) */
static int copiesoperands(const an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];

	return in->nopnd == 2 && !an_outerdot(m, in);
}

/* a dot a YNNPACK fusion took (best estimate): no result of its own */
static int libdot(const an *a, uint32_t i)
{
	return a->mode == PRE_BEST && a->pre.fused && a->pre.fused[i];
}

/* is every reader of o a dot DotDecomposer rewrites o for (a transpose,
 * a reshape: not its canonical side), o no root? */
static int dotsrewriteall(const an *a, uint32_t o)
{
	const hlo_module *m = a->m;

	if (a->use.ustart[o] == a->use.ustart[o + 1] || (m->instrs[o].flags & IF_ROOT))
		return 0;
	for (uint32_t j = a->use.ustart[o]; j < a->use.ustart[o + 1]; j++) {
		uint32_t u = a->use.uuser[j];
		if (m->instrs[u].opcode != OP_DOT || !copiesoperands(a, u) || a->tl.time[u] < 0 ||
		    an_dotcanonical(m, &m->instrs[u], (int)a->use.uopnd[j]))
			return 0;
	}
	return 1;
}

static int recomputed(const an *a, uint32_t o)
{
	const hlo_instr *in;
	uint32_t w = o;

	o = an_throughcalls(a, o);
	in = &a->m->instrs[o];
	if (a->mode != PRE_BEST || !hlo_elementwise(in->opcode) || (a->pre.fused && a->pre.fused[o]) ||
	    an_cpuexpensive(a, o))
		return 0;
	return an_atmostunary(a, in) || (dotsrewriteall(a, w) && !an_reshapesunk(a, o));
}

/* C1: does the reshape DotDecomposer puts before dot i (operand o, whose
 * free or contracting dimensions are several: a [batch, seq, vocab]
 * logits gradient read as [batch * seq, vocab]) write o again?  When o is
 * a pad with other readers, written for them: InstructionFusion
 * duplicates it into the reshape's fusion (ComputeGloballyUnfusible lets
 * an effectively unary producer be duplicated), and the dot reads that
 * fusion's result, a buffer of o's size.  A language model's shifted
 * cross-entropy compiled by XLA:CPU: the logits gradient's pad written by
 * pad_bitcast_fusion for the input gradient's dot and by wrapped_pad for
 * the transposed copy the embedding gradient's dot reads, the two and the
 * copy live at once.  Only a pad: an elementwise producer goes into the
 * transposed copy too and is written by no fusion of its own (the untied
 * output layer of testdata/xla-cpu: multiply_bitcast_fusion and
 * copy_bitcast_fusion each recompute the softmax gradient), where the
 * pad is written for the copy (the copy's fusion does not take it) */
static int reshapedagain(const an *a, uint32_t i, uint32_t o)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[o];
	uint32_t v = a->df.slotval[a->df.slotbase[o]];
	const an_value *x;
	int other = 0;

	if (a->mode != PRE_BEST || in->opcode != OP_PAD || v == HLO_NONE || (a->pre.fused && a->pre.fused[o]))
		return 0;
	for (uint32_t j = a->use.ustart[o]; j < a->use.ustart[o + 1]; j++)
		other |= a->use.uuser[j] != i;
	x = &a->df.vals[v];
	return other && x->instr == o && !x->liveout && !x->entryparam && !x->constant && an_atmostunary(a, in);
}

/* fused producer p, value v, `size` bytes, written by a fusion of its
 * own and read until `t`: one buffer however many copies read it */
static void writtenuntil(an *a, uint32_t v, uint32_t p, int64_t t, uint64_t size)
{
	for (uint32_t w = a->df.nval; w-- > 0 && a->df.vals[w].added;)
		if (a->df.vals[w].instr == p) {
			if (a->df.vals[w].end < t)
				a->df.vals[w].end = t;
			return;
		}
	addfor(a, v, p, a->tl.time[p], t, size, -1);
}

/* the copy recomputing o reads o's operands until `t`, and through a
 * producer fused into o, that producer's; an expensive such producer is
 * not duplicated into the copy (InstructionFusion: a producer that would
 * be duplicated is not fused when IsExpensive): it is written by a fusion
 * of its own, live until `t` */
static void readsuntil(an *a, uint32_t o, int64_t t, int depth)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[o];

	an_readon(a, o, t);
	for (uint32_t k = 0; k < in->nopnd && depth < 16; k++) {
		uint32_t p = m->operands[in->opnd + k].instr, v;
		uint64_t size;
		if (a->tl.time[p] < 0 || !a->pre.fused)
			continue;
		/* what o reads once calls are inlined and tuples taken apart
		 * (an element of an inlined call's result, a callee's
		 * parameter) */
		if (!hlo_pathlen(m, m->operands[in->opnd + k].path))
			p = an_inlinedsource(a, p);
		if (a->tl.time[p] < 0)
			continue;
		/* a producer F9 split (precompile.c copyinto) is computed again
		 * here too, from its own operands */
		if (an_copiedoperand(a, in, k)) {
			readsuntil(a, p, t, depth + 1);
			continue;
		}
		if (!a->pre.fused[p])
			continue;
		v = an_valueof(a, p);
		if (an_cpuexpensive(a, p) && v != HLO_NONE &&
		    an_targetbytes(m, a->target, m->instrs[p].shape, &size) == 0 && size)
			writtenuntil(a, v, p, t, size);
		else
			readsuntil(a, p, t, depth + 1);
	}
}

/* one copy of value v, transposed by perm (C1) or the identity (C4's
 * convert), read by dots until `to` */
struct tcopy {
	uint32_t v, added;
	struct opcopy c;        /* its layout (the first dot's size) */
};

struct tcopies {
	struct tcopy *tc;
	uint32_t n, cap;
};

/* value v of operand o, read by dots that each make copy `oc` of it,
 * none fusing into it (intocopy): HloCSE leaves the copy its one reader,
 * so it dies once the copy is written at `t`.  A dot's result read
 * through a bitcast (dataflow.c an_dotbitcast) is such a value: the
 * compiled Perceiver's values projection lives from its YNNPACK fusion to
 * the transposing copy_bitcast_fusion, the copy until the backward dot
 * reads it */
static void endsatcopy(an *a, uint32_t i, uint32_t o, uint32_t v, const struct opcopy *oc, int64_t t)
{
	an_value *x = &a->df.vals[v];
	uint32_t w = o;

	if (a->mode != PRE_BEST)
		return;
	if (an_dotbitcast(a, o)) {
		w = a->m->operands[a->m->instrs[o].opnd].instr;
		if (a->use.ustart[w + 1] - a->use.ustart[w] != 1)
			return;
	}
	if (x->instr == w && !x->liveout && !x->entryparam && !x->constant && x->end > t && samecopy(a, i, o, oc))
		x->end = t;
}

/* operand o of dot i, copied by perm (its rank long), `size` bytes (0: the
 * operand's).  An operand fusion puts into the copy stands in for it (at
 * the copy's size); HloCSE makes one copy of a value by one permutation:
 * breadth first, made the level after the value, read by each dot */
static void dotcopy(an *a, uint32_t i, uint32_t o, const struct opcopy *oc, struct tcopies *cs)
{
	uint32_t v = a->df.slotval[a->df.slotbase[o]], c, j;
	uint64_t size = oc->size;
	int64_t t = a->tl.time[i];
	an_value *x;

	if (v == HLO_NONE)
		return;
	x = &a->df.vals[v];
	if (standsin(a, i, o, size, permutes(oc), oc))
		return;
	for (j = 0; j < cs->n; j++)
		if (cs->tc[j].v == v && sameperm(&cs->tc[j].c, oc))
			break;
	if (j < cs->n) {
		an_value *y = &a->df.vals[cs->tc[j].added];
		if (y->end < t)
			y->end = t;
		return;
	}
	c = addfor(a, v, i, a->mode == PRE_UPPER ? 0 : x->start + 1 < t ? x->start + 1 : t, t, size, PLACE_BEFORE);
	a->df.vals[c].asf32 = size != 0;
	endsatcopy(a, i, o, v, oc, a->df.vals[c].start);
	if (recomputed(a, o))
		readsuntil(a, an_throughcalls(a, o), a->df.vals[c].start, 0);
	GROW(cs->tc, cs->n, cs->cap);
	cs->tc[cs->n].v = v;
	cs->tc[cs->n].added = c;
	cs->tc[cs->n].c = *oc;
	cs->n++;
}

/* C1: a transpose TransposeFolding folds back into the dot (in the CPU
 * pipeline after DotDecomposer; IsRowColumnTransposeDotOperand, for a dot
 * the Eigen or LLVM IR emitter runs, which takes either operand order): it
 * keeps the leading dimensions and swaps the last two, the operand having
 * one free and one contracting dimension past its batch ones */
static int rowcolumn(const int64_t *perm, uint32_t rank)
{
	if (rank < 2)
		return 0;
	for (uint32_t d = 0; d + 2 < rank; d++)
		if (perm[d] != (int64_t)d)
			return 0;
	return perm[rank - 2] == (int64_t)rank - 1 && perm[rank - 1] == (int64_t)rank - 2;
}

/* C1: does a transpose of source array `src` by perm move only its
 * dimensions of size 1, the others keeping their order?  The simplifier
 * makes such a transpose a reshape (algebraic_simplifier.cc
 * HandleTranspose, OnlyPermutesDegenerateDims), in the CPU pipeline after
 * DotDecomposer, and a reshape that keeps the elements' order is a
 * bitcast: no copy.  A one-head attention's [b, s, 1, d] keys contracted
 * along d for the scores' gradient: DotDecomposer's [b, 1, s, d] is the
 * keys themselves (the compiled Perceiver cross-attention reads them
 * through a bitcast) */
static int onesonly(const hlo_module *m, const hlo_instr *src, const int64_t *perm, uint32_t rank)
{
	const hlo_shape *s = &m->shapes[src->shape];
	int64_t last = -1;
	int ones = 0;

	if (s->kind != SK_ARRAY || s->rank != rank)
		return 0;
	for (uint32_t d = 0; d < rank; d++) {
		if (perm[d] < 0 || perm[d] >= (int64_t)rank)
			return 0;
		if (hlo_dims(m, s)[perm[d]] == 1) {
			ones = 1;
			continue;
		}
		if (perm[d] < last)
			return 0;
		last = perm[d];
	}
	return ones;
}

/* C1 and YNNPACK (ynnfuse.c an_ynndot): does DotDecomposer leave dot
 * in's lhs [batch, free, contracting] where it was not so written?  It
 * rewrites a dot one of whose sides is not IsCanonical, transposing the
 * lhs to that order (contracting_dim_as_most_minor); the simplifier
 * merges that transpose with a transpose making the lhs (a transpose of a
 * transpose is one), and TransposeFolding folds the result back into the
 * dot when it keeps the leading dimensions and swaps the last two
 * (rowcolumn): the lhs is then contracted along its free dimension's
 * place, which YNNPACK's IsDotSupportedByYnn refuses (lhs_canonical).
 * The compiled attention gradient (jaxlib 0.10.2) shows both: the dot of
 * the output's cotangent transposed by JAX, [b, h, d, q], with v, is a
 * YNNPACK fusion reading a transpose_copy_fusion [b, h, q, d]; the dot of
 * the scores' cotangent with q, contracted along its query dimension,
 * stays XLA's dot with lhs_contracting_dims={2}. */
int an_dotlhscanonicalized(const hlo_module *m, const hlo_instr *in)
{
	int64_t perm[64], q[64], pd[64];
	const hlo_instr *p;
	uint32_t rank;

	if (in->opcode != OP_DOT || in->nopnd != 2 || (an_dotcanonical(m, in, 0) && an_dotcanonical(m, in, 1)) ||
	    hlo_pathlen(m, m->operands[in->opnd].path))
		return 0;
	p = &m->instrs[m->operands[in->opnd].instr];
	rank = m->shapes[p->shape].rank;
	if (m->shapes[p->shape].kind != SK_ARRAY || rank > 64 || !dotpermutes(m, in, 0, perm))
		return 0;
	memcpy(q, perm, rank * sizeof *q);
	if (p->opcode == OP_TRANSPOSE && p->nopnd == 1 && an_attrints(m, p, "dimensions", pd, 64) == (int)rank) {
		for (uint32_t d = 0; d < rank; d++)
			q[d] = perm[d] >= 0 && perm[d] < (int64_t)rank ? pd[perm[d]] : perm[d];
		p = &m->instrs[m->operands[p->opnd].instr];
	}
	/* the simplifier, before TransposeFolding, makes a transpose of
	 * ones a reshape: the lhs is read in the canonical order */
	return onesonly(m, p, q, rank) || !rowcolumn(q, rank);
}

/* the copy dot i makes of its operand k, in *c: 1, or 0 when it makes
 * none */
static int dotoperandcopy(const an *a, uint32_t i, int k, struct opcopy *c)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t o = m->operands[in->opnd + k].instr;
	int canon = an_dotcanonical(m, in, 0) && an_dotcanonical(m, in, 1);

	if (!copiesoperands(a, i) || hlo_pathlen(m, m->operands[in->opnd + k].path) || a->tl.time[o] < 0 ||
	    m->shapes[m->instrs[o].shape].kind != SK_ARRAY)
		return 0;
	/* the matrix of a matrix-vector dot: its converts and transposes
	 * are fused into the dot (precompile.c F5) */
	if (a->mode == PRE_BEST && an_matvecoperand(m, in, (uint32_t)k))
		return 0;
	c->rank = m->shapes[m->instrs[o].shape].rank;
	c->size = computesinf32(m, in) ? widened(a, o) : 0;
	if (canon || !dotpermutes(m, in, k, c->perm) || rowcolumn(c->perm, c->rank) ||
	    onesonly(m, &m->instrs[o], c->perm, c->rank)) {
		/* no transpose and no f32 copy: a copy only where the
		 * canonicalizing reshape writes the operand again */
		if ((!c->size && (an_dotcanonical(m, in, k) || !reshapedagain(a, i, o))) || c->rank > 64)
			return 0;
		for (uint32_t d = 0; d < c->rank; d++)
			c->perm[d] = d;
	}
	return 1;
}

/* does dot i read value v only through the f32 convert C4 makes of it,
 * untransposed?  HloCSE leaves one such convert of a value, read by every
 * dot that makes it (copyins.c rule 5 counts the convert as the reader) */
int an_readsconverted(const an *a, uint32_t i, uint32_t v)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	int found = 0;

	if (a->target != TARGET_CPU || in->opcode != OP_DOT || !copiesoperands(a, i))
		return 0;
	for (int k = 0; k < 2 && (uint32_t)k < in->nopnd; k++) {
		uint32_t o = m->operands[in->opnd + k].instr;
		struct opcopy c;
		if (a->tl.time[o] < 0 || a->df.slotval[a->df.slotbase[o]] != v)
			continue;
		if (!dotoperandcopy(a, i, k, &c) || !c.size || permutes(&c))
			return 0;
		found = 1;
	}
	return found;
}

/* C1 and C4 for dot i: its operands' transposes and f32 converts, and its
 * result in f32 unless a YNNPACK fusion took it */
static void dotcopies(an *a, uint32_t i, struct tcopies *cs)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];

	if (!copiesoperands(a, i))
		return;
	for (int k = 0; k < 2; k++) {
		struct opcopy c;
		if (dotoperandcopy(a, i, k, &c))
			dotcopy(a, i, m->operands[in->opnd + k].instr, &c, cs);
	}
	if (computesinf32(m, in) && !libdot(a, i))
		widenresult(a, i);
}

/* the devices in a collective's group: its first replica group's, written
 * {{0,1,..},..} or [groups,size]<=[..]; else every partition (or
 * replica) */
static uint64_t groupsize(const hlo_module *m, const hlo_instr *in)
{
	const hlo_attr *at = hlo_findattr(m, in, "replica_groups");
	const char *p, *e;
	uint64_t n = 0;

	if (at) {
		p = hlo_text(m, at->value);
		e = p + at->value.len;
		if (e - p > 2 && p[0] == '{' && p[1] == '{') {
			for (p += 2; p < e && *p != '}'; p++)
				n += *p == ',';
			return p < e ? n + 1 : 1;
		}
		if (p < e && *p == '[') {
			while (p < e && *p != ',')
				p++;
			for (p++; p < e && *p >= '0' && *p <= '9'; p++)
				n = n < UINT32_MAX ? n * 10 + (uint64_t)(*p - '0') : n;
			if (n)
				return n;
		}
	}
	n = m->partitions > 1 ? (uint64_t)m->partitions : (uint64_t)m->replicas;
	return n ? n : 1;
}

/* C2: the slices of an array all-to-all and its tuple's table */
static void alltoallpieces(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t o = m->operands[in->opnd].instr, v;
	int64_t t = a->tl.time[i];

	copybefore(a, i, o);
	v = a->df.slotval[a->df.slotbase[o]];
	if (v == HLO_NONE)
		return;
	addfor(a, v, i, t, t, 8 * groupsize(m, in), -1);
}

/* C3: the labels of one part of dim_labels=IN_KERNEL->OUT, [s, e), against
 * the canonical order: `first` letter, the spatial digits in order, then
 * `last` (kernel: the digits, then i and o) */
static int canonicallabels(const char *s, const char *e, int kernel)
{
	int64_t n = e - s - 2, k = 0;

	if (n < 0)
		return 0;
	if (!kernel && (s[0] != 'b' || e[-1] != 'f'))
		return 0;
	if (kernel && (e[-2] != 'i' || e[-1] != 'o'))
		return 0;
	for (const char *p = s + (kernel ? 0 : 1); k < n; p++, k++)
		if (*p != '0' + k)
			return 0;
	return 1;
}

/* per value, the two latest steps it is read at (-1: none), found once
 * per run for C3's copies: the convolution is the only reader at its step,
 * so the latest other than it is the first that is not its step */
struct reads {
	int64_t (*at)[2];
	uint32_t n;
};

static void readat(void *ctx, uint32_t v, int64_t t)
{
	struct reads *r = ctx;

	if (v >= r->n || t == r->at[v][0] || t == r->at[v][1])
		return;
	if (t > r->at[v][0]) {
		r->at[v][1] = r->at[v][0];
		r->at[v][0] = t;
	} else if (t > r->at[v][1]) {
		r->at[v][1] = t;
	}
}

static int64_t lastotherread(an *a, struct reads *r, uint32_t v, int64_t t)
{
	if (!r->at) {
		r->n = a->df.nval;
		r->at = ut_malloc(((size_t)r->n + 1) * sizeof *r->at);
		for (uint32_t k = 0; k < r->n; k++)
			r->at[k][0] = r->at[k][1] = -1;
		an_eachuse(a, readat, r);
	}
	if (v >= r->n)
		return -1;
	return r->at[v][0] == t ? r->at[v][1] : r->at[v][0];
}

/* C3's copy of operand o of convolution i, read until `to`: a transpose
 * of the value, made breadth first the level after it (as C1's); where
 * the convolution was the value's last reader, the value now ends at its
 * last other reader or the copy */
static void convcopy(an *a, uint32_t i, uint32_t o, int64_t to, uint64_t size, struct reads *r)
{
	uint32_t v = a->df.slotval[a->df.slotbase[o]];
	int64_t t = a->tl.time[i], from;
	an_value *x;

	if (v == HLO_NONE)
		return;
	x = &a->df.vals[v];
	from = a->mode == PRE_UPPER ? 0 : x->start + 1 < to ? x->start + 1 : to;
	if (a->mode == PRE_BEST && x->end == t && !x->liveout && !x->entryparam && a->df.bufs[x->buf].nval == 1) {
		int64_t last = lastotherread(a, r, v, t);
		x->end = last > from ? last : from;
	}
	addcopy(a, v, i, from, to, size);
	GROW(a->pre.copies, a->pre.ncopy, a->pre.capcopy);
	a->pre.copies[a->pre.ncopy++] = (an_copyread){i, o};
}

/* C3 and C4 for convolution i: its operands' transposes and f32
 * converts, its canonical result, its result in f32 */
static void convcopies(an *a, uint32_t i, struct reads *r)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	const hlo_attr *at = hlo_findattr(m, in, "dim_labels");
	const char *p = NULL, *u = NULL, *arrow = NULL, *e;
	uint32_t v, c;
	int64_t t;
	int raw = 0, wide;

	if (in->nopnd != 2 || m->shapes[in->shape].kind != SK_ARRAY ||
	    (a->mode == PRE_BEST && a->pre.fused && a->pre.fused[i]))
		return;
	/* C3 on the entry computation's convolutions with their labels */
	if (at && in->comp == m->entry) {
		p = hlo_text(m, at->value);
		e = p + at->value.len;
		u = memchr(p, '_', (size_t)(e - p));
		arrow = u ? memchr(u, '-', (size_t)(e - u)) : NULL;
		if (!u || !arrow || e - arrow < 3 || arrow[1] != '>')
			p = NULL;
		else
			raw = !canonicallabels(arrow + 2, e, 0);
	}
	wide = computesinf32(m, in);
	/* with its output transposed after, the canonical convolution runs
	 * a step before the result is written: its operands' copies are
	 * read then, its own result lives on into the transpose */
	t = a->tl.time[i];
	for (int k = 0; k < 2; k++) {
		uint32_t o = m->operands[in->opnd + k].instr;
		uint64_t size;
		int moved;
		if (hlo_pathlen(m, m->operands[in->opnd + k].path) || a->tl.time[o] < 0)
			continue;
		moved = p && !(k == 0 ? canonicallabels(p, u, 0) : canonicallabels(u + 1, arrow, 1));
		size = wide ? widened(a, o) : 0;
		if (!moved && !size)
			continue;
		if (!standsin(a, i, o, size, moved, NULL))
			convcopy(a, i, o, raw && t > 0 ? t - 1 : t, size, r);
	}
	if (raw && (v = a->df.slotval[a->df.slotbase[i]]) != HLO_NONE) {
		uint64_t size = wide ? widened(a, i) : 0;
		c = an_addvalue(a, v, t > 0 ? t - 1 : t, t, size, 0);
		a->df.vals[c].slot = 0;
		a->df.vals[c].asf32 = size != 0;
	}
	if (wide)
		widenresult(a, i);
}

/* C5: the iotas and the index-selecting reduce-window of an expanded
 * select-and-scatter */
static void expandedselect(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t v = a->df.slotval[a->df.slotbase[i]], o, src, rank;
	uint64_t n, ns, esize = 0;
	int64_t t = a->tl.time[i], from;

	if (v == HLO_NONE || in->nopnd != 3)
		return;
	o = m->operands[in->opnd].instr;
	src = m->operands[in->opnd + 1].instr;
	if (m->shapes[m->instrs[o].shape].kind != SK_ARRAY || m->shapes[m->instrs[src].shape].kind != SK_ARRAY ||
	    an_shapebytes(m, m->instrs[o].shape, &esize) < 0)
		return;
	rank = m->shapes[m->instrs[o].shape].rank;
	n = an_elements(m, m->instrs[o].shape);
	ns = an_elements(m, m->instrs[src].shape);
	if (!n || !ns)
		return;
	esize /= n;
	/* one s32 iota of the operand's shape per dimension, made first
	 * thing breadth first (no operands), read by the reduce-window */
	from = a->tl.cstart[in->comp] >= 0 ? a->tl.cstart[in->comp] : 0;
	for (uint32_t d = 0; d < rank; d++) {
		addfor(a, v, i, from, t, 4 * n, PLACE_BEFORE);
	}
	/* the reduce-window's results, the selected value and its index per
	 * dimension for each source element, with the tuple's table; the
	 * indices' concatenation takes the iotas' memory after them */
	addfor(a, v, i, t, t, ns * (esize + 4 * (uint64_t)rank), -1);
	addfor(a, v, i, t, t, 8 * ((uint64_t)rank + 1), -1);
}

/* the CPU's additions (C1-C5), after fusion */
/* C6: the scan dimension of reduce-window i that ReduceWindowRewriter
 * rewrites as a tree, or -1: one dimension of the window is not trivial,
 * the whole operand dimension n > 16, stride 1, no dilation, padded n - 1
 * or n (inclusive or exclusive) on one side only */
int an_scandim(const hlo_module *m, const hlo_instr *in, int64_t *len)
{
	const hlo_shape *s;
	int64_t size[64], stride[64], pad[128], lhs[64], rhs[64];
	uint32_t rank, ns, nt, np, nl, nr;
	int d = -1;

	if (in->nopnd != 2 || m->shapes[in->shape].kind != SK_ARRAY ||
	    hlo_pathlen(m, m->operands[in->opnd].path))
		return -1;
	s = &m->shapes[m->instrs[m->operands[in->opnd].instr].shape];
	rank = s->rank;
	if (s->kind != SK_ARRAY || rank == 0 || rank > 64)
		return -1;
	ns = an_windownums(m, in, "size=", size, 64);
	nt = an_windownums(m, in, "stride=", stride, 64);
	np = an_windownums(m, in, "pad=", pad, 128);
	nl = an_windownums(m, in, "lhs_dilate=", lhs, 64);
	nr = an_windownums(m, in, "rhs_dilate=", rhs, 64);
	if (ns != rank || (nt && nt != rank) || (np && np != 2 * rank) || (nl && nl != rank) || (nr && nr != rank))
		return -1;
	for (uint32_t k = 0; k < rank; k++) {
		int trivial = size[k] == 1 && (!nt || stride[k] == 1) && (!np || (pad[2 * k] == 0 && pad[2 * k + 1] == 0)) &&
		              (!nl || lhs[k] == 1) && (!nr || rhs[k] == 1);
		if (trivial)
			continue;
		if (d >= 0)
			return -1;
		d = (int)k;
	}
	if (d < 0)
		return -1;
	*len = hlo_dims(m, s)[d];
	if (*len <= 16 || size[d] != *len || (nt && stride[d] != 1) || (nl && lhs[d] != 1) || (nr && rhs[d] != 1) || !np)
		return -1;
	if (!((pad[2 * d] == *len - 1 || pad[2 * d] == *len) && pad[2 * d + 1] == 0) &&
	    !((pad[2 * d + 1] == *len - 1 || pad[2 * d + 1] == *len) && pad[2 * d] == 0))
		return -1;
	return d;
}

/* C6: a scan's tree.  ReduceWindowRewriter (reduce_window_rewriter.cc,
 * in the CPU pipeline with base length 16) rewrites a reduce-window that
 * scans one whole dimension of length n > 16: the scan dimension moved
 * last (a transpose), padded to K, a multiple of 16, and reshaped to
 * [.., K/16, 16]; a reduce-window scans each row of 16 (the operand's
 * size, K/16 rows); their last column, sliced out, is scanned the same
 * way (again a tree while longer than 16, then one exclusive
 * reduce-window of K'/16 + 1 per row); a loop fusion adds the two back
 * into the result.  The first level's scan and the shorter levels' are
 * live with the result as it is written (a fusion of another shape takes
 * no operand's memory): a cumulative sum of [64,512] f32 is 131072 +
 * 8192 + 768 bytes besides its result (XLA:CPU, testdata/xla-cpu
 * cumsum-sort).  The transposed or padded operand lives at the first
 * scan.  The adding fusion, elementwise, goes into the scan's reader
 * where that reader takes producers (precompile.c): the levels then live
 * until it (two scans added up: one fusion reads both trees).  Not in the
 * lower bound. */
static void scantree(an *a, uint32_t i, int cpu)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t v = a->df.slotval[a->df.slotbase[i]], o, ov;
	const hlo_shape *s;
	an_value *x;
	int64_t n = 0, t = a->tl.time[i], end = t, len, k;
	int d = an_scandim(m, in, &n);
	uint64_t bytes = 0, elems, rows, esize, levels = 0;

	if (d < 0 || v == HLO_NONE || an_shapebytes(m, in->shape, &bytes) < 0 || !(elems = an_elements(m, in->shape)))
		return;
	o = m->operands[in->opnd].instr;
	ov = a->df.slotval[a->df.slotbase[o]];
	s = &m->shapes[m->instrs[o].shape];
	x = ov == HLO_NONE ? NULL : &a->df.vals[ov];
	esize = bytes / elems;
	rows = an_elements(m, m->instrs[o].shape) / (uint64_t)n;
	k = (n + 15) / 16 * 16;
	for (len = k / 16; len > 16; len = (len + 15) / 16 * 16 / 16)
		levels += rows * (uint64_t)((len + 15) / 16 * 16);
	levels += rows * (uint64_t)(len + 1);
	/* the adding fusion, an elementwise one, may have gone into the
	 * scan's reader (precompile.c): the levels live until that reader */
	if (a->pre.fused && a->pre.fused[i] && a->pre.home && a->pre.home[i] < m->ninstr &&
	    a->tl.time[a->pre.home[i]] > t)
		end = a->tl.time[a->pre.home[i]];
	if (cpu && ((uint32_t)d + 1 != s->rank || k != n)) {
		addfor(a, v, i, t > 0 ? t - 1 : t, t > 0 ? t - 1 : t, rows * (uint64_t)k * esize, PLACE_BEFORE);
	}
	/* (adding a value may move the table) */
	x = ov == HLO_NONE ? NULL : &a->df.vals[ov];
	/* the first level's scan, made the step before the result (what it
	 * reads may end there) */
	if (a->mode == PRE_BEST && x && x->end == t && x->start < t - 1 && !x->liveout && !x->entryparam &&
	    a->df.bufs[x->buf].nval == 1)
		x->end = t - 1;
	addfor(a, v, i, t > 0 ? t - 1 : t, end, rows * (uint64_t)k * esize, PLACE_BEFORE);
	addfor(a, v, i, t, end, levels * esize, PLACE_BEFORE);
}

/* is instruction i computed in several fusions: duplicated into several
 * consumers, or split by F9 (precompile.c) */
static int manyfusions(const an *a, uint32_t i)
{
	if (a->pre.fused && a->pre.fused[i])
		return a->pre.home && a->pre.home[i] == AN_MULTIHOME;
	for (uint32_t k = a->use.ustart[i]; a->pre.copied && k < a->use.ustart[i + 1]; k++)
		if (a->pre.copied[a->m->instrs[a->use.uuser[k]].opnd + a->use.uopnd[k]])
			return 1;
	return 0;
}

/* C7: divide i by a broadcast, a multiply by the reciprocal's broadcast
 * on the CPU, computed in several fusions: the reciprocal written from
 * i's step until the last of its readers' */
static void reciprocal(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t b, o, v = an_valueof(a, i);
	int64_t to = a->tl.time[i];
	uint64_t size;

	if (a->mode != PRE_BEST || !an_divrewritten(a, i) || v == HLO_NONE || !manyfusions(a, i))
		return;
	b = m->operands[in->opnd + 1].instr;
	o = m->operands[m->instrs[b].opnd].instr;
	if (m->instrs[b].nopnd != 1 || an_targetbytes(m, a->target, m->instrs[o].shape, &size) < 0 || !size)
		return;
	for (uint32_t k = a->use.ustart[i]; k < a->use.ustart[i + 1]; k++) {
		uint32_t u = a->use.uuser[k], w = an_valueof(a, u);
		int64_t t = a->tl.time[u];
		if (a->pre.fused && a->pre.fused[u] && w != HLO_NONE && a->df.vals[w].end > t)
			t = a->df.vals[w].end;
		to = t > to ? t : to;
	}
	addfor(a, v, i, a->tl.time[i], to, size, -1);
}

/* C9: library reduce i, read through a transpose the simplifier folded
 * into it, writes its result in the kept dimensions' order, transposed
 * into i's buffer after: a buffer of i's size at i's step */
static void flipped(an *a, uint32_t i)
{
	uint32_t v = an_valueof(a, i);
	uint64_t size;

	if (a->mode != PRE_BEST || v == HLO_NONE || a->tl.time[i] < 0 ||
	    an_targetbytes(a->m, a->target, a->m->instrs[i].shape, &size) < 0 || !size)
		return;
	addfor(a, v, i, a->tl.time[i], a->tl.time[i], size, -1);
}

/* C10: reduce i, which TreeReductionRewriter splits (an_treesplit), is
 * reduce-windows of 32 along each reduced dimension, again until none is
 * above 32, then a reduce.  The first level, an intermediate of the
 * input's shape with each reduced dimension d made ceil(d / 32) (1 where
 * d <= 32) in the result's element type, is written at i's step, where
 * the input is read; the later levels are smaller than the input, which
 * is dead by then, and each lives only with the one before it */
static void treesplit(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	const hlo_shape *is;
	int64_t dims[64];
	int nd;
	uint32_t v = an_valueof(a, i);
	uint64_t esize, out, elems = 1;

	if ((a->mode != PRE_BEST && a->mode != PRE_UPPER) || v == HLO_NONE || a->tl.time[i] < 0 || !an_treesplit(m, in) ||
	    (nd = an_attrints(m, in, "dimensions", dims, 64)) <= 0)
		return;
	is = &m->shapes[m->instrs[m->operands[in->opnd].instr].shape];
	if (an_targetbytes(m, a->target, in->shape, &out) < 0 || !an_elements(m, in->shape))
		return;
	esize = out / an_elements(m, in->shape);
	for (uint32_t d = 0; d < is->rank; d++) {
		int64_t w = hlo_dims(m, is)[d];
		for (int k = 0; k < nd; k++)
			if (dims[k] == (int64_t)d)
				w = w > 32 ? (w + 31) / 32 : 1;
		if (w <= 0)
			return;
		if (elems > UINT64_MAX / (uint64_t)w)
			return;
		elems *= (uint64_t)w;
	}
	if (elems <= UINT64_MAX / esize)
		addfor(a, v, i, a->tl.time[i], a->tl.time[i], elems * esize, -1);
}

/* C12: does sort i's comparator compare its first two parameters, > ? */
static int greaterfirst(const hlo_module *m, const hlo_instr *in)
{
	const hlo_instr *r, *p0, *p1;
	const hlo_attr *dir;
	uint32_t c;

	if (in->ncallee != 1 || (c = m->callees[in->callee].comp) >= m->ncomp || m->comps[c].root == HLO_NONE)
		return 0;
	r = &m->instrs[m->comps[c].root];
	if (r->opcode != OP_COMPARE || r->nopnd != 2 || !(dir = hlo_findattr(m, r, "direction")) ||
	    dir->value.len != 2 || memcmp(hlo_text(m, dir->value), "GT", 2))
		return 0;
	p0 = &m->instrs[m->operands[r->opnd].instr];
	p1 = &m->instrs[m->operands[r->opnd + 1].instr];
	return p0->opcode == OP_PARAMETER && p1->opcode == OP_PARAMETER && p0->aux == 0 && p1->aux == 1;
}

/* C12: is operand o of sort i an s32 iota of the data's shape along the
 * sorted dimension d, or a broadcast of a 1-D one, that i alone reads? */
static int sortiota(const an *a, uint32_t o, const hlo_shape *data, int64_t d)
{
	const hlo_module *m = a->m;
	const hlo_instr *x = &m->instrs[o];
	const hlo_shape *s = &m->shapes[x->shape];

	if (a->use.ustart[o + 1] - a->use.ustart[o] != 1 || s->kind != SK_ARRAY || s->type != T_S32 ||
	    s->rank != data->rank || memcmp(hlo_dims(m, s), hlo_dims(m, data), s->rank * sizeof *hlo_dims(m, s)))
		return 0;
	if (x->opcode == OP_IOTA)
		return 1;
	if (x->opcode != OP_BROADCAST || x->nopnd != 1)
		return 0;
	x = &m->instrs[m->operands[x->opnd].instr];
	s = &m->shapes[x->shape];
	return x->opcode == OP_IOTA && s->kind == SK_ARRAY && s->type == T_S32 && s->rank == 1 &&
	       hlo_dims(m, s)[0] == hlo_dims(m, data)[d];
}

/* C12: k, when every result of sort i is read by a slice of its first k
 * along dimension d alone; -1 otherwise */
static int64_t topkslices(const an *a, uint32_t i, int64_t d)
{
	const hlo_module *m = a->m;
	int64_t k = -1, starts[64];

	if (a->use.ustart[i + 1] == a->use.ustart[i])
		return -1;
	for (uint32_t u = a->use.ustart[i]; u < a->use.ustart[i + 1]; u++) {
		uint32_t s = a->use.uuser[u], r;
		const hlo_shape *from, *to;
		int n;
		if (m->instrs[i].nopnd == 2) {
			if (m->instrs[s].opcode != OP_GET_TUPLE_ELEMENT || a->use.ustart[s + 1] - a->use.ustart[s] != 1)
				return -1;
			r = s;
			s = a->use.uuser[a->use.ustart[s]];
		} else {
			r = i;
		}
		if (m->instrs[s].opcode != OP_SLICE || (n = an_slicestarts(m, &m->instrs[s], starts, 64)) < 0)
			return -1;
		from = &m->shapes[m->instrs[r].shape];
		to = &m->shapes[m->instrs[s].shape];
		if ((uint32_t)n != from->rank || to->rank != from->rank)
			return -1;
		for (int j = 0; j < n; j++)
			if (starts[j] != 0 || (j != d && hlo_dims(m, to)[j] != hlo_dims(m, from)[j]))
				return -1;
		if (k >= 0 && hlo_dims(m, to)[d] != k)
			return -1;
		k = hlo_dims(m, to)[d];
	}
	return k;
}

/* the arrays instruction i defines: gone (a dead instruction's, or
 * the sorted arrays C12's call does not write; its tuple's index table
 * stays, the call's) */
static void droparrays(an *a, uint32_t i)
{
	const hlo_module *m = a->m;

	if (a->df.slotbase[i] == HLO_NONE)
		return;
	for (uint32_t s = 0; s < a->df.nodes[m->instrs[i].shape]; s++) {
		uint32_t v = a->df.slotval[a->df.slotbase[i] + s];
		an_value *x;
		if (v == HLO_NONE || (x = &a->df.vals[v])->instr != i || x->liveout || x->entryparam || x->tuple)
			continue;
		x->size = x->logical = 0;
		if (a->df.bufs[x->buf].nval == 1)
			a->df.bufs[x->buf].size = a->df.bufs[x->buf].logical = 0;
	}
}

/* C12 on every sort TopkRewriter takes */
int an_cputopk(an *a)
{
	const hlo_module *m = a->m;

	if (a->target != TARGET_CPU || a->mode == PRE_NONE)
		return 0;
	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t i = a->tl.seq[q], o = HLO_NONE;
		const hlo_instr *in = &m->instrs[i];
		const hlo_shape *data;
		int64_t d;
		if (in->opcode != OP_SORT || in->nopnd < 1 || in->nopnd > 2 ||
		    an_attrints(m, in, "dimensions", &d, 1) != 1)
			continue;
		data = &m->shapes[m->instrs[m->operands[in->opnd].instr].shape];
		if (data->kind != SK_ARRAY || data->type != T_F32 || d < 0 || (uint64_t)d >= data->rank ||
		    (d == 0 && data->rank > 1) || !greaterfirst(m, in))
			continue;
		if (in->nopnd == 2 && !sortiota(a, o = m->operands[in->opnd + 1].instr, data, d))
			continue;
		if (topkslices(a, i, d) < 0)
			continue;
		droparrays(a, i);
		if (o != HLO_NONE) {
			droparrays(a, o);
			if (m->instrs[o].opcode == OP_BROADCAST)
				droparrays(a, m->operands[m->instrs[o].opnd].instr);
		}
	}
	return 0;
}

/* C11: a bf16 scatter updates an f32 buffer.  One that updates an entry
 * parameter in place (a donated KV cache or embedding table) keeps the
 * parameter's buffer for its bf16 result, converted back into it: the
 * f32 buffer is another, the convert of the operand, made the step after
 * the operand (a convert of a parameter is a breadth-first level of its
 * own right after it) and updated in place until the scatter (XLA:CPU's
 * wrapped_convert and wrapped_scatter of a bf16 paged KV pool share one
 * f32 allocation, live from the convert to the convert back) */
static void f32scatter(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t v = a->df.slotval[a->df.slotbase[i]], o, ov, c;
	uint64_t f32;
	int64_t t = a->tl.time[i], from;

	if (m->shapes[in->shape].kind != SK_ARRAY || m->shapes[in->shape].type != T_BF16 || v == HLO_NONE)
		return;
	if (!a->df.bufs[a->df.vals[v].buf].entryparam) {
		widenresult(a, i);
		return;
	}
	if (a->mode == PRE_LOWER || in->nopnd != 3 || !(f32 = widened(a, i)))
		return;
	o = m->operands[in->opnd].instr;
	ov = a->tl.time[o] >= 0 ? a->df.slotval[a->df.slotbase[o]] : HLO_NONE;
	from = ov != HLO_NONE && a->df.vals[ov].start + 1 < t ? a->df.vals[ov].start + 1 : t;
	c = addfor(a, v, i, a->mode == PRE_UPPER ? 0 : from, t, f32, PLACE_BEFORE);
	a->df.vals[c].asf32 = 1;
}

/* C13: the bytes of the indices BatchedGatherScatterNormalizer makes for
 * gather or scatter i (0 when it leaves i alone); *o: the indices'
 * instruction */
static uint64_t batchedindexbytes(const an *a, uint32_t i, uint32_t *o)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	int scatter = in->opcode == OP_SCATTER;
	int64_t bd[64], ivd, map[64];
	int nb, nmap;
	const hlo_shape *sh;
	uint64_t rows = 1, width, bytes;
	int64_t most;

	if ((!scatter && in->opcode != OP_GATHER) || in->nopnd < 2 || (scatter && in->nopnd % 2 != 1))
		return 0;
	*o = m->operands[in->opnd + (scatter ? (in->nopnd - 1) / 2 : 1)].instr;
	nb = an_attrints(m, in, scatter ? "scatter_indices_batching_dims" : "start_indices_batching_dims", bd, 64);
	if (nb <= 0 || !an_attrint(m, in, "index_vector_dim", &ivd) || a->tl.time[*o] < 0)
		return 0;
	/* a gather's batching dimensions may not overlap start_index_map
	 * (CanNormalizeBatchGather) */
	if (!scatter) {
		int64_t ob[64];
		int nob = an_attrints(m, in, "operand_batching_dims", ob, 64);
		if ((nmap = an_attrints(m, in, "start_index_map", map, 64)) < 0 || nob < 0)
			return 0;
		for (int j = 0; j < nob; j++)
			for (int k = 0; k < nmap; k++)
				if (ob[j] == map[k])
					return 0;
	}
	sh = &m->shapes[m->instrs[*o].shape];
	if (sh->kind != SK_ARRAY || ivd < 0 || (uint64_t)ivd > sh->rank)
		return 0;
	for (uint32_t d = 0; d < sh->rank; d++) {
		int64_t n = hlo_dims(m, sh)[d];
		if ((int64_t)d != ivd)
			rows = n > 0 && rows <= UINT64_MAX / (uint64_t)n ? rows * (uint64_t)n : UINT64_MAX;
	}
	width = (uint64_t)nb + ((uint64_t)ivd == sh->rank ? 1 : (uint64_t)hlo_dims(m, sh)[ivd]);
	/* the indices' own type, promoted (PromoteTypeForSize) to S32, or S64
	 * past it, where a batching dimension's size does not fit it */
	switch (sh->type) {
	case T_S8: bytes = 1; most = INT8_MAX; break;
	case T_U8: bytes = 1; most = UINT8_MAX; break;
	case T_S16: bytes = 2; most = INT16_MAX; break;
	case T_U16: bytes = 2; most = UINT16_MAX; break;
	case T_S32: bytes = 4; most = INT32_MAX; break;
	case T_U32: bytes = 4; most = UINT32_MAX; break;
	case T_S64: case T_U64: bytes = 8; most = INT64_MAX; break;
	default: return 0;
	}
	for (int j = 0; j < nb; j++)
		if (bd[j] >= 0 && (uint64_t)bd[j] < sh->rank && hlo_dims(m, sh)[bd[j]] > most && bytes < 8)
			bytes = hlo_dims(m, sh)[bd[j]] > INT32_MAX ? 8 : bytes < 4 ? 4 : 8;
	if (rows == UINT64_MAX || rows > UINT64_MAX / width / bytes)
		return 0;
	return rows * width * bytes;
}

/* C13 for every batched gather and scatter */
static void batchedindices(an *a)
{
	const hlo_module *m = a->m;
	uint8_t *scattered = ut_calloc((size_t)a->df.nval + 1, 1);

	for (int pass = 0; pass < 2; pass++)
		for (uint32_t q = 0; q < a->tl.nseq; q++) {
			uint32_t i = a->tl.seq[q], o, v, at = i;
			uint64_t size;
			int64_t t, from;
			if (m->instrs[i].opcode != (pass == 0 ? OP_SCATTER : OP_GATHER) ||
			    !(size = batchedindexbytes(a, i, &o)) || (v = an_valueof(a, o)) == HLO_NONE)
				continue;
			if (pass == 0)
				scattered[v] = 1;
			else if (!scattered[v])
				continue;
			/* a scatter folded into an add is written there; a gather
			 * fused into a consumer reads when that fusion runs */
			if (pass == 0 && an_scatterinto(a, i) != HLO_NONE)
				at = an_scatterinto(a, i);
			if (pass == 1 && a->pre.fused && a->pre.fused[i] && a->pre.home && a->pre.home[i] < m->ninstr &&
			    a->tl.time[a->pre.home[i]] >= 0)
				at = a->pre.home[i];
			t = a->tl.time[at];
			from = a->mode == PRE_UPPER ? 0 : a->df.vals[v].start + 1 < t ? a->df.vals[v].start + 1 : t;
			addfor(a, v, pass == 0 ? at : i, from, t, size, PLACE_BEFORE);
			/* an instruction of its own in XLA's graph: breadth first,
			 * the level after the indices (schedule.c copynodes) */
			GROW(a->pre.copies, a->pre.ncopy, a->pre.capcopy);
			a->pre.copies[a->pre.ncopy++] = (an_copyread){at, o};
		}
	free(scattered);
}

/* an attribute written =true */
static int attrtrue(const hlo_module *m, const hlo_instr *in, const char *name)
{
	const hlo_attr *at = hlo_findattr(m, in, name);

	return at && at->value.len == 4 && !memcmp(hlo_text(m, at->value), "true", 4);
}

/* C14: do scatters x and y, joined by an add, join by concatenating
 * their indices and updates? */
static int concatjoin(const hlo_module *m, const hlo_instr *x, const hlo_instr *y)
{
	static const char *const dnums[] = {"update_window_dims", "inserted_window_dims",
		"scatter_dims_to_operand_dims", "index_vector_dim", "scatter_indices_batching_dims",
		"input_batching_dims"};
	const hlo_shape *ux = &m->shapes[m->instrs[m->operands[x->opnd + 2].instr].shape];
	const hlo_shape *uy = &m->shapes[m->instrs[m->operands[y->opnd + 2].instr].shape];
	int64_t wx[64], wy[64];
	int nw = an_attrints(m, x, "update_window_dims", wx, 64);

	for (size_t k = 0; k < sizeof dnums / sizeof *dnums; k++)
		if (!an_sameattr(m, x, y, dnums[k]))
			return 0;
	if (attrtrue(m, x, "unique_indices") || attrtrue(m, y, "unique_indices") ||
	    attrtrue(m, x, "indices_are_sorted") || attrtrue(m, y, "indices_are_sorted"))
		return 0;
	if (m->shapes[m->instrs[m->operands[x->opnd + 1].instr].shape].type !=
	        m->shapes[m->instrs[m->operands[y->opnd + 1].instr].shape].type ||
	    nw < 0 || an_attrints(m, y, "update_window_dims", wy, 64) != nw)
		return 0;
	for (int k = 0; k < nw; k++)
		if (wx[k] < 0 || (uint64_t)wx[k] >= ux->rank || (uint64_t)wx[k] >= uy->rank ||
		    hlo_dims(m, ux)[wx[k]] != hlo_dims(m, uy)[wx[k]])
			return 0;
	return 1;
}

/* C14 */
static void joinedscatters(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i], *x, *y;
	uint32_t v = a->df.slotval[a->df.slotbase[i]];
	uint64_t size = 0;

	if (v == HLO_NONE || in->nopnd != 2 || an_scatterhome(a, i) != 2)
		return;
	x = &m->instrs[an_throughcalls(a, m->operands[in->opnd].instr)];
	y = &m->instrs[an_throughcalls(a, m->operands[in->opnd + 1].instr)];
	if (x->opcode != OP_SCATTER || y->opcode != OP_SCATTER || x->nopnd != 3 || y->nopnd != 3 ||
	    !concatjoin(m, x, y))
		return;
	/* the indices' and updates' values, sized per device */
	for (uint32_t k = 1; k < 3; k++)
		for (uint32_t j = 0; j < 2; j++) {
			uint32_t o = m->operands[(j ? y : x)->opnd + k].instr, ov;
			ov = a->tl.time[o] >= 0 ? a->df.slotval[a->df.slotbase[o]] : HLO_NONE;
			if (ov == HLO_NONE)
				return;
			size += a->df.vals[ov].size;
		}
	addfor(a, v, i, a->tl.time[i], a->tl.time[i], size, PLACE_BEFORE);
}

int an_cpucopies(an *a)
{
	const hlo_module *m = a->m;

	struct tcopies cs = {NULL, 0, 0};
	struct reads r = {NULL, 0};

	if (a->target != TARGET_CPU || a->mode == PRE_LOWER || a->mode == PRE_NONE)
		return 0;
	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t i = a->tl.seq[q];
		const hlo_instr *in = &m->instrs[i];
		if (in->opcode == OP_DOT)
			dotcopies(a, i, &cs);
		if (in->opcode == OP_CONVOLUTION)
			convcopies(a, i, &r);
		if (in->opcode == OP_SELECT_AND_SCATTER)
			expandedselect(a, i);
		if (in->opcode == OP_REDUCE_WINDOW)
			scantree(a, i, 1);
		if (in->opcode == OP_DIVIDE)
			reciprocal(a, i);
		if (a->pre.flipped && a->pre.flipped[i])
			flipped(a, i);
		if (in->opcode == OP_REDUCE)
			treesplit(a, i);
		if (in->opcode == OP_SCATTER)
			f32scatter(a, i);
		if (in->opcode == OP_ADD)
			joinedscatters(a, i);
		/* C2: an array all-to-all (its split dimension given) */
		if (in->opcode == OP_ALL_TO_ALL && in->nopnd == 1 && m->shapes[in->shape].kind == SK_ARRAY &&
		    hlo_findattr(m, in, "dimensions") && !hlo_pathlen(m, m->operands[in->opnd].path) &&
		    a->tl.time[m->operands[in->opnd].instr] >= 0)
			alltoallpieces(a, i);
	}
	batchedindices(a);
	free(cs.tc);
	free(r.at);
	return 0;
}

/* L1: is operand k of constrained custom call `in` laid out other than
 * row-major in its operand_layout_constraints ({f32[128,128]{0,1}, ...})? */
static int constrainedpermuted(const hlo_module *m, const hlo_instr *in, uint32_t k)
{
	const hlo_attr *at = hlo_findattr(m, in, "operand_layout_constraints");
	const char *p, *e;
	uint32_t el = 0;
	int depth = 0;

	if (!at)
		return 0;
	p = hlo_text(m, at->value);
	e = p + at->value.len;
	for (; p < e; p++) {
		if (*p == '{' || *p == '[' || *p == '(')
			depth++;
		else if (*p == '}' || *p == ']' || *p == ')')
			depth--;
		else if (*p == ',' && depth == 1)
			el++;
		/* the layout after element k's dimensions */
		if (el == k && depth == 1 && *p == ']' && p + 1 < e && p[1] == '{') {
			const char *close = memchr(p + 2, '}', (size_t)(e - p - 2));
			return close && hlo_rowmajortext(p + 2, close) == 0;
		}
	}
	return 0;
}

/* L1: does custom call `in` update operand k in place
 * (output_to_operand_aliasing={{...}: (k, {})})? */
static int updatesoperand(const hlo_module *m, const hlo_instr *in, uint32_t k)
{
	for (uint32_t j = 0; j < in->nalias; j++)
		if (m->aliases[in->alias + j].operand == k)
			return 1;
	return 0;
}

/* L1: the operands of constrained custom call i that are entry parameters
 * in another layout than the constraint's: a copy in that layout, made
 * when the parameter is (breadth first, the step after it) and read by
 * the call (an operand it updates in place is copied already, copyins.c,
 * and that copy is the layout's) */
static void operandlayouts(an *a, uint32_t i)
{
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];

	for (uint32_t k = 0; k < in->nopnd; k++) {
		const hlo_operand *op = &m->operands[in->opnd + k];
		uint32_t v = an_valueof(a, op->instr);
		int64_t from;
		if (op->path || v == HLO_NONE || !a->df.vals[v].entryparam || hlo_permuted(m, &m->shapes[a->df.vals[v].shape]) ||
		    !constrainedpermuted(m, in, k) || updatesoperand(m, in, k))
			continue;
		from = a->df.vals[v].start + 1 < a->tl.time[i] ? a->df.vals[v].start + 1 : a->tl.time[i];
		addfor(a, v, i, from, a->tl.time[i], 0, PLACE_BEFORE);
	}
}

/* L1: an entry output a layout-constrained custom call writes in another
 * layout than the output's: the copy into it; and the operands
 * (operandlayouts) */
int an_layoutcopies(an *a)
{
	const hlo_module *m = a->m;
	uint32_t n = a->df.nval;

	if (a->mode == PRE_NONE)
		return 0;
	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t i = a->tl.seq[q];
		if (m->instrs[i].opcode == OP_CUSTOM_CALL && hlo_findattr(m, &m->instrs[i], "operand_layout_constraints"))
			operandlayouts(a, i);
	}
	for (uint32_t v = 0; v < n; v++) {
		const an_value *x = &a->df.vals[v];
		const hlo_instr *in;
		int64_t t, end;
		uint32_t c;
		if (!x->liveout || x->tuple || x->added || x->entryparam || x->instr >= m->ninstr ||
		    !hlo_permuted(m, &m->shapes[x->shape]))
			continue;
		in = &m->instrs[x->instr];
		if (in->opcode != OP_CUSTOM_CALL || !hlo_findattr(m, in, "operand_layout_constraints") ||
		    a->tl.time[x->instr] < 0)
			continue;
		/* the copy is the output, from the step after the call; the
		 * call's buffer a temporary read until then */
		end = x->end;
		t = a->tl.time[x->instr] + 1 < end ? a->tl.time[x->instr] + 1 : end;
		c = an_addvalue(a, v, t, end, 0, 1);   /* (moves the values) */
		a->df.vals[c].instr = a->df.vals[v].instr;
		a->df.vals[v].liveout = 0;
		a->df.vals[v].end = t;
		an_refreshbuffer(a, a->df.vals[v].buf);
	}
	return 0;
}

int an_backendcopies(an *a)
{
	const hlo_module *m = a->m;

	if (a->target != TARGET_GPU || a->mode == PRE_LOWER)
		return 0;
	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t i = a->tl.seq[q];
		if (workspaced(m, &m->instrs[i]))
			gemmworkspace(a, i);
		decompworkspace(a, i);
		if (m->instrs[i].opcode == OP_REDUCE_WINDOW && a->mode != PRE_NONE)
			scantree(a, i, 0);
		if (!asynced(m->instrs[i].opcode))
			continue;
		if (m->instrs[i].opcode == OP_ALL_TO_ALL)
			alltoalllayout(a, i);
		/* the result is the async op's: assigned after the others */
		for (uint32_t s = 0; s < a->df.nodes[m->instrs[i].shape]; s++) {
			uint32_t v = a->df.slotval[a->df.slotbase[i] + s];
			if (v != HLO_NONE && a->df.vals[v].instr == i)
				a->df.vals[v].place = PLACE_ASYNC;
		}
	}
	return 0;
}

/* C8: ConditionalCanonicalizer (hlo/transforms/simplifiers/
 * conditional_canonicalizer.cc), in the CPU and GPU pipelines, makes a
 * conditional's operands other than the branch index and its result
 * tuples: each operand that is no tuple is passed in a tuple of its own
 * (one per value once CSE has run), a result that is none comes out of
 * one, which the branches' new tuple roots share.  Each is an index table
 * of a pointer, a slot of the heap: XLA:CPU's switch of three branches on
 * one f32[128,128] has a temp of 64 + 64 + 4 B.  The tables the module
 * gives itself are counted with its values */
static uint64_t conditionaltables(const an *a, const hlo_instr *in)
{
	const hlo_module *m = a->m;
	uint64_t t = 0;

	if (in->opcode != OP_CONDITIONAL)
		return 0;
	for (uint32_t k = 1; k < in->nopnd; k++) {
		const hlo_operand *o = &m->operands[in->opnd + k];
		uint32_t j = 1;
		if (hlo_pathlen(m, o->path) || m->shapes[m->instrs[o->instr].shape].kind == SK_TUPLE)
			continue;
		while (j < k && m->operands[in->opnd + j].instr != o->instr)
			j++;
		if (j == k)
			t += roundup(8, a->align);
	}
	if (m->shapes[in->shape].kind != SK_TUPLE)
		t += roundup(8, a->align);
	return t;
}

/* B2: the index tables of the async forms' tuples; C8 those of
 * conditionals */
uint64_t an_backendtables(const an *a)
{
	const hlo_module *m = a->m;
	uint64_t t = 0, cond = 0;

	if (a->target != TARGET_GPU && a->target != TARGET_CPU)
		return 0;
	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		const hlo_instr *in = &m->instrs[a->tl.seq[q]];
		uint64_t c = conditionaltables(a, in);
		cond = c > cond ? c : cond;
		if (a->target != TARGET_GPU)
			continue;
		if (workspaced(m, in)) {
			if (a->mode != PRE_LOWER)
				t += roundup(16, a->align);
		} else if (asynced(in->opcode)) {
			t += roundup(16, a->align) + roundup(8 * (uint64_t)in->nopnd, a->align);
		} else if (in->opcode == OP_ALL_GATHER) {
			t += in->nopnd == 1 ? roundup(16, a->align)
					    : roundup(16, a->align) + 2 * roundup(8 * (uint64_t)in->nopnd, a->align);
		}
	}
	return t + cond;
}

/* bytes of the values an instruction defines, or of its operands */
static uint64_t definedbytes(const an *a, uint32_t i)
{
	uint64_t b = 0;

	for (uint32_t s = 0; s < a->df.nodes[a->m->instrs[i].shape]; s++) {
		uint32_t v = a->df.slotval[a->df.slotbase[i] + s];
		if (v != HLO_NONE && a->df.vals[v].instr == i && !a->df.vals[v].tuple)
			b += a->df.vals[v].size;
	}
	return b;
}

void an_unknowncalls(const an *a, estimate *e)
{
	const hlo_module *m = a->m;

	for (uint32_t q = 0; q < a->tl.nseq; q++) {
		uint32_t i = a->tl.seq[q];
		const hlo_instr *in = &m->instrs[i];
		int role = an_callrole(m, in);
		est_call c;
		if (role != CC_UNKNOWN && role != CC_CALLBACK)
			continue;
		memset(&c, 0, sizeof c);
		c.instr = i;
		c.callback = role == CC_CALLBACK;
		if (a->target == TARGET_GPU && a->mode == PRE_BEST && (c.jaxdecomp = an_jaxdecomp(m, in)))
			c.workspace = decompbytes(a, i, NULL);
		c.result_bytes = definedbytes(a, i);
		for (uint32_t k = 0; k < in->nopnd; k++) {
			uint32_t o = m->operands[in->opnd + k].instr, v;
			if (a->tl.time[o] < 0 || (v = a->df.slotval[a->df.slotbase[o]]) == HLO_NONE)
				continue;
			c.operand_bytes += a->df.bufs[a->df.vals[v].buf].size;
		}
		GROW(e->unknown, e->nunknown, e->capunknown);
		e->unknown[e->nunknown++] = c;
	}
}
