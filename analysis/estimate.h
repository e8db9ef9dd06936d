/* estimate.h: what the analysis hands to the reports */
#ifndef ESTIMATE_H
#define ESTIMATE_H

#include <stdint.h>

#include "hlo.h"

enum { CAT_PARAMETER, CAT_OUTPUT, CAT_TEMP, CAT_CONSTANT };
enum { TARGET_AUTO, TARGET_GPU, TARGET_TPU, TARGET_CPU };

/* one buffer live at the peak */
typedef struct {
	uint32_t instr;         /* defining instruction */
	uint32_t shape;
	uint64_t bytes;         /* the target's size (padded on TPU) */
	uint64_t unpadded;
	int category;
	int64_t start, end;     /* live range on the flat timeline */
	uint32_t space;         /* memory space */
	int workspace;          /* WS_*: a library's workspace for instr, s8[bytes] */
	int asf32;              /* the shape's element type computed as f32 (backend.c C4) */
} est_buffer;

/* whose workspace an added s8[] value is: the cuBLAS one XLA gives a dot
 * (backend.c B3), or the cuDecomp one jaxDecomp's custom call takes (B4) */
enum { WS_NONE, WS_GEMM, WS_JAXDECOMP };

/* a custom_partitioning call known as jaxDecomp's (backend.c B4) */
enum { JD_NONE, JD_FFT, JD_TRANSPOSE };

/* a custom call whose memory nothing in the module tells */
typedef struct {
	uint32_t instr;
	uint64_t operand_bytes; /* per device, as sized here */
	uint64_t result_bytes;
	int callback;           /* custom_partitioning: a Python callback partitions it */
	int jaxdecomp;          /* JD_*: known as jaxDecomp's, counted as B4 says */
	uint64_t workspace;     /* B4: the workspace counted for it */
} est_call;

/* what-if changes the advice re-simulates (advice.c) */
enum { ED_DONATE, ED_SPLIT };
typedef struct {
	int kind;
	uint32_t instr, slot;   /* ED_SPLIT: the value; ED_DONATE: the entry parameter */
	uint32_t outslot;       /* ED_DONATE: the slot of the entry root it becomes */
	int64_t cut, at;        /* ED_SPLIT: the value ends at cut, a copy lives from at */
	int keepoperands;       /* ED_SPLIT: recomputation: operands live until at */
} an_edit;

typedef struct {
	int target;             /* TARGET_* */
	const char *schedule;   /* "given" or "text" */
	uint64_t alignment;
	uint64_t workspace;     /* the GEMM workspace assumed (GPU, not yet compiled) */

	/* as JAX's Compiled.memory_analysis() names them (device memory) */
	uint64_t argument, output, alias, temp, peak;
	uint64_t device_peak;   /* peak without host memory (S(5)) */
	uint64_t device_need;   /* device_peak without the constants (the lower bound's) */
	int precompile;         /* not yet compiled: bounds and the rules applied */
	uint64_t lower, upper;  /* "used" with ideal fusion / allocated with none (compiled: XLA's
	                         * peak / what it allocates) */
	int upper_unknown;      /* no upper bound: a custom call's memory is unknown */
	est_call *unknown;      /* custom calls with no rule (pre-compile) */
	uint32_t nunknown, capunknown;
	uint64_t backend_temp;  /* bytes the backend's rules added (tuple tables, workspaces) */
	uint64_t assumed_replicated; /* bytes of values no sharding reached */
	int partitioned;        /* per-device sizes from shardings were applied */
	uint32_t sdy_only, sdy_both, sdy_disagree; /* Shardy's shardings: alone, beside GSPMD's, differing */
	uint64_t host_argument, host_output, host_alias, host_temp;
	uint64_t constant;
	uint64_t live_peak;     /* HloLiveRange's peak of live values */
	int64_t live_peak_time;
	uint64_t peak_unpadded; /* the peak's buffers without tile padding */
	uint64_t heap;          /* packed temporaries of memory space 0 */
	uint64_t temp_live;     /* most temporary bytes live at once */
	uint64_t temp_live_unpadded; /* the same moment's temporaries without tile padding */
	uint64_t fragmentation; /* heap - temp_live */
	uint32_t peak_instr;    /* HLO_NONE: the peak is static (no temporaries) */
	int64_t peak_time;
	uint64_t space_bytes[8];/* bytes of allocations per memory space */

	/* live device bytes at each step of the flat timeline */
	int64_t ntl;
	uint64_t *tl_bytes;     /* the target's sizes (padded on TPU) */
	uint64_t *tl_unpadded;
	uint32_t *tl_instr;     /* instruction at each step, HLO_NONE for hidden steps */
	/* the part of every step the program holds throughout, without tile
	 * padding: entry parameters, outputs (not parameters), constants; the
	 * rest of tl_unpadded is temporaries, tl_bytes - tl_unpadded padding */
	uint64_t tl_args, tl_outputs, tl_constants;

	uint8_t *donorpaired;   /* not yet compiled: per buffer_donor entry, 1 where XLA would pair it
	                         * with an output (NULL for a compiled module: none left is) */
	est_buffer *atpeak;     /* largest first */
	uint32_t natpeak;
	int64_t schedule_length;
	uint32_t values, buffers;
} estimate;


/* the target a module is estimated for */
typedef struct {
	int target;             /* TARGET_* (TARGET_AUTO chooses) */
	uint64_t alignment;     /* heap alignment, 0: the target's */
	uint64_t workspace;     /* GPU GEMM workspace before autotuning, 0: 4 MiB (backend.c B3) */
	uint32_t threads;       /* threads one estimate's runs may take (0: one per core) */
} est_target;

/* analyse one module; 0 or -1 with a diagnostic */
int an_estimatemodule(const hlo_module *m, const est_target *t, estimate *e, hlo_diag *d);
/* the same with what-if changes applied */
int an_estimatewith(const hlo_module *m, const est_target *t, const an_edit *edits, uint32_t nedit, estimate *e,
		 hlo_diag *d);

/* one run with what-if changes, on the given schedule of a module not yet
 * compiled (NULL for a compiled module): the used bytes and the peak
 * instruction only (no bounds, no timeline, no buffers at the peak) */
int an_estimateon(const hlo_module *m, const est_target *t, const uint32_t *order, const an_edit *edits,
	       uint32_t nedit, estimate *e, hlo_diag *d);

/* what the device must hold: every allocation XLA makes for the program,
 * on every target.  The parameters are the caller's, the outputs not
 * shared with them and the temporaries are allocated whole, each at its
 * allocation's size, the temp heap one allocation packed with its
 * fragmentation (TPU: up front; CPU: tfrt_cpu_pjrt_client.cc
 * MemoryForAllocation allocates allocation.size() for every output and
 * temp allocation; GPU: gpu_executable.cc BufferForAllocation), and the
 * constants are in the program: compiled_memory_stats.h's "device memory
 * needed >= code + arguments + outputs - alias + temp", the sum
 * memory_analysis() gives.  XLA's peak_memory_in_bytes (e->device_peak
 * without host memory) counts only the temporaries live at once. */
static inline uint64_t estused(const estimate *e)
{
	return e->argument + (e->output > e->alias ? e->output - e->alias : 0) + e->constant + e->temp;
}

/* advice.c: candidates, each measured by re-running the analysis */
enum { ADV_REMAT, ADV_OFFLOAD, ADV_DONATE };
enum { ADV_CHEAP, ADV_MEDIUM, ADV_EXPENSIVE };
typedef struct {
	int kind;
	uint32_t instr, slot;   /* the value (remat, offload) or the parameter (donate) */
	uint32_t param;         /* donate: parameter number */
	uint32_t outslot;       /* donate: the output's preorder slot */
	uint64_t bytes;
	uint64_t saved;         /* "used" bytes saved, measured */
	uint64_t newpeak;
	uint32_t newpeakinstr;
	int64_t recompute;      /* remat/offload: the step it is needed again */
	int cost;               /* remat: ADV_CHEAP... */
	an_edit edit;
} est_advice;

/* the advice on a module whose estimate is base: the first maxeach
 * candidates of each kind, measured on up to `threads` threads (0: one per
 * core) */
int an_advise(const hlo_module *m, const estimate *base, int maxeach, uint32_t threads, est_advice **out,
	      uint32_t *nout, hlo_diag *d);
int an_applyadvice(const hlo_module *m, const estimate *base, const est_advice *adv, uint32_t n, estimate *after,
		hlo_diag *d);
void an_freeestimate(estimate *e);
const char *an_targetname(int target);
/* opfacts.c: is an opcode's result a copy of another value, gathered or in
 * another precision (OF_COPYOF in parser/opcodes.def)? */
int an_opcopies(int op);

#endif
