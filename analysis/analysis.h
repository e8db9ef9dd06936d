/* analysis.h: from the module graph to XLA's memory figures.
 * Private to analysis/ (and its Check suite); the stages are, in order:
 *   flatten.c   one timeline over the entry and its control-flow callees
 *   dataflow.c  values per (instruction, shape index), buffers by must-alias
 *   live.c      live ranges of values (HloLiveRange's rules)
 *   assign.c    buffer assignment: special allocations, reuse, temp heap
 *   heap.c      heap simulation and best-fit packing of the temps
 *   stats.c     the figures JAX users know, the peak and the live set
 * Each stage's output is a struct of its own inside `an` (below). */
#ifndef ANALYSIS_H
#define ANALYSIS_H

#include <stdint.h>

#include "hlo.h"

#include "estimate.h"

enum { SCHED_GIVEN, SCHED_LIST, SCHED_DFS, SCHED_POST, SCHED_BFS, NSCHED = SCHED_BFS };
enum { PRE_NONE, PRE_UPPER, PRE_BEST, PRE_LOWER };
/* GemmConfig::kDefaultWorkspace (xla/service/gpu/matmul_utils.h): before
 * Hopper; kHopperWorkspace, 32 MiB, from compute capability 9 on */
#define GEMM_WORKSPACE (4ull << 20)
#define GEMM_WORKSPACE_HOPPER (32ull << 20)

/* per-opcode facts: the columns of parser/opcodes.def from `flow` on, one
 * row per opcode; opcodes.def says what each column means and where in XLA
 * it comes from */
enum flow {
	FL_DEFINE,      /* defines every index of its shape */
	FL_FORWARD0,    /* every index is operand 0's (bitcast, domain, opt-barrier, ...) */
	FL_GTE, FL_TUPLE, FL_COPY, FL_PARAM, FL_CALL, FL_WHILE, FL_COND,
	FL_COPYSTART, FL_COPYDONE, FL_SEND, FL_RECVDONE,
	FL_AGSTART, FL_AGDONE, FL_CPSTART, FL_CPDONE,
	FL_ASTART, FL_AUPDATE, FL_ADONE,
};
/* pre-compile fusion (precompile.c F1-F3) */
enum { FU_NEVER, FU_CONSUMER, FU_IDEAL, FU_PRODUCER, FU_DUP, FU_SMALL };
/* cost of recomputing (advice.c); RM_HEAVY also makes a fusion costly */
enum { RM_MEDIUM, RM_CHEAP, RM_COSTLY, RM_HEAVY };
/* sharding propagation rule (sharding.c R1-R8) */
enum {
	SR_NONE, SR_ELEMENTWISE, SR_TRANSPOSE, SR_BROADCAST, SR_RESHAPE, SR_REDUCE, SR_DOT, SR_EXTENT,
	SR_LOOP, SR_COND,
};
/* the operand an output must share (dataflow.c in-place pairs) */
enum { IP_NONE, IP_OPERAND0, IP_SCATTER, IP_ALLREDUCE, IP_PERMUTE, IP_OPERAND1 };
enum {
	OF_SIDEEFFECT = 1 << 0,
	OF_NOREMAT = 1 << 1,
	OF_NOUSE = 1 << 2,      /* passes operands through without using them (tuple, domain) */
	OF_TOPUSE = 1 << 3,     /* uses only index {} of its operand (get-tuple-element, copy) */
	OF_REUSE = 1 << 4,      /* may write into a dying operand's buffer (elementwise) */
	OF_GPUSHARE = 1 << 5,   /* the same, on GPU only */
	OF_PASSFUSED = 1 << 6,  /* in a fusion, passes a parameter on to the output */
	OF_FOLDDOT = 1 << 7,    /* folded into a dot's output */
	OF_HERO = 1 << 8,       /* GPU fusion root writing into any operand */
	OF_HERO0 = 1 << 9,      /* GPU fusion root writing into operand 0 */
	OF_EXPENSIVE = 1 << 10, /* InstructionFusion::IsExpensive */
	OF_EXPENSIVEFP = 1 << 11, /* the same on floating point */
	OF_SPREADS = 1 << 12,   /* reads each operand element many times */
	OF_FILL = 1 << 13,      /* starts a value made of constants alone */
	OF_FILLPASS = 1 << 14,  /* keeps such a value one */
	OF_LEAF = 1 << 15,      /* no bytes nor operands for the scheduler */
	OF_WORKSPACE = 1 << 16, /* GPU library call with a workspace */
	OF_GPUASYNC = 1 << 17,  /* wrapped in async-start/-done on GPU */
	OF_COLLECTIVE = 1 << 18,
	OF_COPYOF = 1 << 19,    /* its result is a copy of another value */
	OF_EXPENSIVECX = 1 << 20, /* IsExpensive on complex types only */
};
typedef struct {
	uint8_t flow, fuse, remat, shard, inplace;
	uint32_t flags;
} opfact;
const opfact *an_opfacts(int op);
/* does the op write its output {} into operand 0's buffer (in place)? */
int an_updatesoperand0(int op);

/* what a custom call's target is (opfacts.c has the table and its sources) */
enum {
	CC_NONE,        /* not a custom call */
	CC_UNKNOWN,     /* a target with no rule: its workspace is unknown */
	CC_ANNOTATION,  /* sharding annotation: deleted when partitioned */
	CC_TOMANUAL,    /* enters a manual (shard_map) region */
	CC_FROMMANUAL,  /* leaves it */
	CC_PLACEMENT,   /* host offload marker */
	CC_CALLBACK,    /* custom_partitioning: a Python callback decides */
	CC_LIBRARY,     /* a GPU library call of a compiled module */
};
int an_callrole(const hlo_module *m, const hlo_instr *in);

/* a custom_partitioning call that is jaxDecomp's FFT or transpose, JD_*
 * (opfacts.c says how it is known; backend.c B4 what it becomes) */
int an_jaxdecomp(const hlo_module *m, const hlo_instr *in);


/* where a value the backend changes stands in XLA's post order: at its
 * instruction, as a copy just before it, or as the result of the async op
 * the instruction becomes (after every instruction, as a hidden one) */
enum { PLACE_AT, PLACE_BEFORE, PLACE_ASYNC };

/* one HloValue: a definition at (instruction, shape index) */
typedef struct {
	uint32_t instr;
	uint32_t slot;          /* preorder index of the shape node */
	uint32_t shape;
	uint32_t buf;           /* buffer id */
	uint64_t size;          /* the target's size function */
	uint64_t logical;       /* ByteSizeOf(shape, 8): unpadded */
	int64_t start, end;     /* live range, inclusive */
	uint32_t endinstr;      /* end position (latest position, ignoring uses) */
	uint32_t endslot;
	uint64_t key;           /* XLA's value id order */
	uint32_t color;         /* memory space */
	uint8_t tuple;          /* a tuple node (index table) */
	uint8_t liveout;
	uint8_t entryparam;
	uint8_t constant;
	uint8_t hidden;         /* defined by the computation async sugar hides */
	uint8_t phi;            /* a phi: loop state or a conditional's result */
	uint8_t place;          /* PLACE_*: where buffer assignment takes it up (backend.c) */
	uint8_t added;          /* a copy or workspace no instruction of the module defines */
	uint8_t workspace;      /* added: a library call's workspace, WS_* (backend.c B3, B4) */
	uint8_t asf32;          /* computed in f32, its shape's bf16 or f16 read as f32 (backend.c C4) */
	uint8_t moved;          /* its buffer is the transposed copy before a dot or convolution: its
	                         * elements are not at its operands' indices (backend.c C1, C3) */
} an_value;

/* one HloBuffer: values that must share memory */
typedef struct {
	uint32_t first;         /* first value in the buffer's value list */
	uint32_t nval;
	uint64_t size;          /* max over its values */
	uint64_t logical;
	uint64_t key;           /* the smallest value key */
	uint64_t postpos;       /* XLA's post-order position (callers first) */
	uint32_t color;
	int32_t alloc;          /* allocation, -1: deferred to the heap */
	int64_t offset;         /* offset inside the heap (deferred buffers) */
	uint32_t heapgroup;     /* deferred buffers: the buffer whose heap chunk it
	                         * took over (its own id when none) */
	uint8_t atheappeak;     /* deferred buffers: live at the tick its heap peaks */
	uint8_t liveout;
	uint8_t entryparam;
	uint8_t aliasedparam;   /* entry parameter donated to an output */
	uint8_t constant;
	uint8_t tuple;
} an_buffer;

enum { AK_PARAM = 1, AK_CONST = 2, AK_TUPLE = 4, AK_LIVEOUT = 8, AK_TEMP = 16, AK_ALIASED = 32,
       AK_THREADLOCAL = 64 };

/* itree.c: intervals overlapping a range, in O(log n + k) */
typedef struct {
	int64_t lo, hi, maxhi;
	uint32_t payload, left, right, prio;
} itnode;
typedef struct {
	itnode *n;
	uint32_t count, cap, root;
	uint64_t rng;
} itree;
void an_itinit(itree *t);
void an_itinsert(itree *t, int64_t lo, int64_t hi, uint32_t payload);
void an_itquery(const itree *t, int64_t lo, int64_t hi, int (*fn)(void *, uint32_t), void *ctx);
void an_itfree(itree *t);

typedef struct {
	uint64_t size;
	uint32_t color;
	uint32_t kind;          /* AK_* */
	itree live;             /* the live ranges of its values */
	uint64_t *busy;         /* one bit a stretch of the schedule: some value's
	                         * range covers it strictly inside (assign.c) */
	int64_t coverlo, coverhi; /* the longest of them (coverhi INT64_MIN: none) */
	uint32_t *vals;         /* values assigned (for live-out / param allocations) */
	uint32_t nval, capval;
} an_alloc;

/* an allocation's busy bits (assign.c): the schedule cut in stretches of
 * about AN_STRETCH steps, between AN_MINBITS and AN_MAXBITS of them, and
 * the bits of all allocations together at most AN_BUSYBYTES (the rest are
 * answered by their trees alone) */
#define AN_STRETCH 16
#define AN_MINBITS 1024
#define AN_MAXBITS 65536
#define AN_BUSYBYTES (16u << 20)

/* a heap packing under way (heap.c) */
typedef struct an_pack an_pack;

/* an operand the SPMD partitioner gathers before a dot (P1), or reshards
 * for an elementwise op (P3) */
typedef struct {
	uint32_t instr;         /* the dot (P1, P2), or the elementwise op (P3) */
	uint32_t value;         /* the operand's value */
	uint64_t bytes;         /* its size gathered; 0: the dot's partial sums, all-reduced (P2) */
	uint8_t combined;       /* P2: its all-reduce joins the one after the last dot (stats.c) */
} an_gather;

/* an operand the CPU backend transposes before a convolution reads it
 * (backend.c C3): XLA's breadth-first scheduler sees the transpose as an
 * instruction of its own between the two (schedule.c an_fusedbfs) */
typedef struct {
	uint32_t reader;        /* the convolution */
	uint32_t operand;       /* the instruction whose value is copied */
} an_copyread;

/* Each stage's output is a struct of its own; the run holds one of each.
 * A stage reads the input and the outputs of the stages before it and
 * writes its own (flatten.c: tl, mkusers: use, dataflow.c: df, sharding.c
 * and precompile.c: pre, assign.c and heap.c: asg and trace). */

/* flatten.c, schedule.c: one timeline over the entry and its callees */
typedef struct {
	uint32_t *order;                    /* per computation range: its schedule, NULL = text */
	uint32_t *seq; uint32_t nseq;       /* flat order of instruction ids */
	uint32_t *dseq;                     /* the same instructions operands first (each computation's
	                                     * order, callees before their calls), where seq interleaves
	                                     * inlined calls' instructions with their callers' (an_dataseq) */
	int64_t *time;                      /* per instruction: flat time, -1 if not flattened */
	int64_t *cstart, *cend;             /* per computation span, -1 if not flattened */
	int64_t *casyncend;                 /* per computation: time of the async-done, -1 */
	int64_t *asyncend;                  /* per async-start: time of its async-done, -1 */
	uint32_t *compcaller;               /* per computation: the instruction calling it */
	uint32_t *onecall;                  /* per computation: the one call running it, HLO_NONE
	                                     * (none, or several: hlo_callers; the parser clones
	                                     * what several calls run, up to a limit) */
	uint32_t *postpos;                  /* per instruction: MakeInstructionPostOrder index */
	uint32_t *comprank;                 /* per computation: callers-first rank, HLO_NONE */
	uint32_t *cse;                      /* per instruction: the one HloCSE merges it into,
	                                     * HLO_NONE; NULL when none is (cse.c) */
	int64_t schedend;
} an_timeline;

/* mkusers: per instruction, its (user, operand number) pairs (CSR) */
typedef struct {
	uint32_t *ustart; uint32_t *uuser; uint32_t *uopnd;
} an_users;

/* dataflow.c: values, must-alias buffers */
typedef struct {
	uint32_t *nodes;                    /* per shape: nodes in its tree */
	uint32_t *choff, *choffbase;        /* tuple shapes: preorder offset of child j */
	uint32_t *slotbase;                 /* per instruction */
	uint32_t *slotval;                  /* per slot: value id, HLO_NONE */
	uint32_t nslot;
	an_value *vals; uint32_t nval, capval;
	uint32_t *uf;                       /* union-find over values */
	an_buffer *bufs; uint32_t nbuf;
	uint32_t *bufvals;                  /* values of each buffer, by start then key */
	uint8_t *aliased;                   /* per slot: an entry parameter slot donated to an output */
	uint32_t *rootinto;                 /* per root slot (NULL: none): the parameter value whose
	                                     * buffer the output is copied into (dataflow.c mergeio) */
	uint32_t *donorcopy;                /* per value below ndonorcopy (NULL: none): the copy a
	                                     * donated parameter is read through (copyins.c rule 5) */
	uint32_t ndonorcopy;
	const void *meshes;                 /* while the flow is built: the module's sdy_meshes */
} an_flow;

/* pre.home of a producer duplicated into several fusions */
#define AN_MULTIHOME (HLO_NONE - 1)

/* sharding.c, precompile.c: how a module not yet compiled is read */
typedef struct {
	uint64_t assumedreplicated;
	uint32_t manualvals;                /* values of manual (shard_map) regions */
	int partitioned;                    /* values were sized per device by their shardings */
	uint8_t *fused;                     /* per instruction: fused into its consumers (prefuse) */
	uint32_t *home;                     /* per instruction fused: the one it ends in,
	                                     * AN_MULTIHOME when duplicated into several */
	uint8_t *gen;                       /* per instruction: GEN_* (precompile.c generatedall) */
	uint8_t *lib;                       /* per instruction: in a YNNPACK fusion (ynnfuse.c; CPU,
	                                     * best estimate), NULL when none is */
	uint8_t *copied;                    /* per operand (m->operands): its reader computes it
	                                     * again, which keeps its buffer for other readers (F9);
	                                     * NULL when none */
	an_gather *gathers;                 /* operands the partitioner all-gathers (precompile.c P1) */
	uint8_t *flipped;                   /* per instruction: a library reduce the simplifier reads
	                                     * through a transpose, its result transposed after
	                                     * (ynnfuse.c; backend.c C9); NULL when none */
	uint8_t *hoisted;                   /* per instruction: taken out of its loop into the loop state
	                                     * (licm.c); NULL when none */
	uint8_t *partial;                   /* per instruction: a dot whose partial sums the partitioner
	                                     * all-reduces (P2, on every target); NULL when none */
	uint8_t *resharded;                 /* per instruction: a result a reshard reads or writes
	                                     * (P3), fused into nothing; NULL when none */
	uint32_t ngather, capgather;
	an_copyread *copies;                /* operands the CPU backend transposes (backend.c C3) */
	uint32_t ncopy, capcopy;
	uint32_t *argroup;                  /* per instruction: its combined all-reduce's group,
	                                     * HLO_NONE (combine.c); NULL when none */
	uint32_t *argstart, *argmem;        /* each group's members */
	uint32_t ngroup;
	uint32_t sdyonly, sdyboth, sdydisagree; /* instructions with Shardy's sharding alone, with both forms,
	                                         * with both and different splits */
} an_pre;

/* assign.c: allocations and the temp heaps */
typedef struct {
	an_alloc *allocs; uint32_t nalloc, capalloc;
	uint64_t heapsize;                  /* packed temps of color 0 */
	uint64_t heapcolor[8];
	an_pack *pack[8];                   /* each color's heap while it is packed (assigndone) */
	uint32_t packalloc[8];              /* the allocation it becomes */
	uint64_t tempcolor[8];              /* combined temp allocation per color */
	uint64_t templive;                  /* most temp bytes live at once in one color's heap */
	uint64_t templiveu;                 /* the same moment without tile padding */
	uint64_t devtemplive;               /* templive over the device colors (not S(5)) */
	uint32_t peakcolor;                 /* the heap templive was measured in */
	uint32_t peakinstr;                 /* the instruction of the value that made the peak */
	int64_t peaktime;                   /* the step the peak falls in: a value a backend rule
	                                     * adds may start before its instruction's step */
	uint64_t *tltemp, *tltempu;         /* temporaries live at each step, device spaces */
	int64_t stretch;                    /* busy bits: steps a bit, how many bits */
	uint32_t nbits;
	uint64_t busybytes;                 /* of all allocations' busy bits */
} an_assigned;

/* heap.c: the trace of events over deferred values */
typedef struct {
	struct hev *ev; uint32_t nev, capev;
} an_trace;

/* a value's end before an edit moved it (edits.c), put back after a
 * measure (an_estimatefork) */
typedef struct {
	uint32_t val;
	int64_t end;
} an_undo;

typedef struct an an;
struct an {
	/* the run's input */
	const hlo_module *m;
	int target;
	uint64_t align;
	uint64_t workspace;                 /* GPU GEMM workspace (backend.c B3) */
	hlo_diag *diag;
	const an_edit *edits; uint32_t nedit;
	int mode;                           /* PRE_*: how a module not yet compiled is read */
	int lean;                           /* only the used bytes and the peak: no timeline */
	int nopack;                         /* heaps sized by their live peak, not packed */
	int forked;                         /* a measure on a base run's tables (an_estimatefork):
	                                     * they are the base's, never freed here */
	an_undo *undo; uint32_t nundo, capundo; /* a measure's edits: the values' ends they moved */

	an_timeline tl;
	an_users use;
	an_flow df;
	an_pre pre;
	an_assigned asg;
	an_trace trace;
};

/* size.c */
int an_shapebytes(const hlo_module *m, uint32_t id, uint64_t *bytes);
uint64_t an_elements(const hlo_module *m, uint32_t id);
int an_shapepadded(const hlo_module *m, uint32_t id, uint64_t *bytes);
int an_targetbytes(const hlo_module *m, int target, uint32_t id, uint64_t *bytes);
int an_unpaddedbytes(const hlo_module *m, int target, uint32_t id, uint64_t *bytes);
int an_bytesdims(const hlo_module *m, uint32_t id, const int64_t *dims, uint64_t *bytes);
int an_paddeddims(const hlo_module *m, uint32_t id, const int64_t *dims, uint64_t *bytes);
int an_splitbytes(const hlo_module *m, int target, uint32_t id, const int64_t *split, uint32_t nsplit,
	       uint64_t *bytes, uint64_t *logical);

/* cse.c: what HloCSE merges in a module not yet compiled (tl.cse); the count */
uint32_t an_cse(an *a);
void an_csedups(const an *a, uint32_t **first, uint32_t **next);
int an_literal(const hlo_module *m, const hlo_instr *in, const char **p, uint32_t *n);
/* ynnfuse.c: the CPU's YNNPACK fusions started by reductions (F6) */
void an_ynnfuse(an *a, uint8_t *fused, uint32_t *home, uint8_t *lib, const uint32_t *dupfirst,
		const uint32_t *dupnext);
/* generatedall's bits (precompile.c): computed from constants, broadcasts
 * and iotas only; and through a data movement or reduction of such an array */
enum { GEN_ANY = 1, GEN_MOVED = 2 };
int an_ynndot(const hlo_module *m, const hlo_instr *in);
int an_treesplit(const hlo_module *m, const hlo_instr *in);
/* sharding.c, precompile.c: estimates of modules not yet compiled */
int an_parsesharding(const char *s, uint32_t len, int64_t **ints, uint32_t *nints, int32_t *leaves, uint32_t maxleaves);
int an_splitreshape(const int64_t *sd, uint32_t ns, const int64_t *ss, const int64_t *td, uint32_t nt, int64_t *ts);
int an_hasannotation(const hlo_module *m, const hlo_instr *in);
/* attrscan.c: attributes kept as text */
typedef struct {
	const char *s, *e;
	int escaped;            /* skip the backslashes of an escaped string too */
} an_scan;
void an_scanblank(an_scan *c);
int an_scaneat(an_scan *c, const char *w);
int64_t an_scannum(an_scan *c);
uint32_t an_windownums(const hlo_module *m, const hlo_instr *in, const char *field, int64_t *v, uint32_t max);
int an_interiorpad(const hlo_module *m, const hlo_instr *in);
/* shardy.c: Shardy's shardings (xla.sdy.sharding over xla.sdy.meshes) */
#define SDY_MAXMESH 8
#define SDY_MAXAXIS 64
typedef struct {
	const char *name;
	uint32_t namelen, naxis;
	const char *axis[SDY_MAXAXIS];
	uint32_t axislen[SDY_MAXAXIS];
	int64_t size[SDY_MAXAXIS];
} sdy_mesh;
typedef struct {
	sdy_mesh mesh[SDY_MAXMESH];
	uint32_t n;
} sdy_meshes;
int an_readmeshes(const hlo_module *m, sdy_meshes *ms);
const char *an_findtext(const char *s, const char *e, const char *w);  /* w in [s, e), or NULL */
int an_sdysharding(const hlo_module *m, const hlo_instr *in, const sdy_meshes *ms, int64_t **ints, uint32_t *nints,
		int32_t *leaves, uint32_t maxleaves);
int an_attrints(const hlo_module *m, const hlo_instr *in, const char *name, int64_t *out, int max);
int an_attrint(const hlo_module *m, const hlo_instr *in, const char *name, int64_t *out);
int an_sameattr(const hlo_module *m, const hlo_instr *x, const hlo_instr *y, const char *name);
int an_slicestarts(const hlo_module *m, const hlo_instr *in, int64_t *starts, int max);
typedef struct {
	int64_t batch[64], contract[64];
	int nb, nc;
	uint32_t rank;
} an_dotdims;
int an_dotside(const hlo_module *m, const hlo_instr *in, int k, an_dotdims *s);
int an_dotfree(const an_dotdims *s, uint32_t d);
int an_dotcanonical(const hlo_module *m, const hlo_instr *in, int k);
int an_dotlhscanonicalized(const hlo_module *m, const hlo_instr *in);
int an_dotbitcast(const an *a, uint32_t i);
int an_outerdot(const hlo_module *m, const hlo_instr *in);
int an_infersplits(an *a, int32_t *spec, int32_t *ispec, int64_t **ints, uint32_t *nints);
int an_reshards(const hlo_module *m, const hlo_instr *in, const sdy_meshes *ms);
int an_presplit(an *a);
int an_cpuexpensive(const an *a, uint32_t i);
int an_divrewritten(const an *a, uint32_t i);
int an_prefuse(an *a, int ideal);
int an_atmostunary(const an *a, const hlo_instr *in);
int an_matvecoperand(const hlo_module *m, const hlo_instr *in, uint32_t k);
int an_permutedlayout(const hlo_module *m, uint32_t i);
int an_expensive(const hlo_module *m, const hlo_instr *in);
void an_readon(an *a, uint32_t i, int64_t t);
int an_copiedoperand(const an *a, const hlo_instr *in, uint32_t k);
/* copyins.c: the copies XLA's copy insertion would add (modules not yet compiled) */
int an_copyins(an *a);
int an_prestages(an *a);
/* combine.c: the all-reduces AllReduceCombiner joins (modules not yet compiled) */
void an_combineallreduces(an *a);
void an_combinedlives(an *a);
/* backend.c: what the target's compiler adds after fusion (modules not yet compiled) */
int an_backendcopies(an *a);
int an_layoutcopies(an *a);
int an_cpucopies(an *a);
int an_cputopk(an *a);
int an_hostplacement(an *a);
uint64_t an_backendtables(const an *a);
void an_unknowncalls(const an *a, estimate *e);
int an_decompinplace(const an *a, uint32_t i);
uint32_t an_addvalue(an *a, uint32_t like, int64_t start, int64_t end, uint64_t size, int liveout);
uint32_t an_readvalue(const an *a, uint32_t v);
void an_refreshbuffer(an *a, uint32_t b);

typedef void (*usefn)(void *ctx, uint32_t value, int64_t time);
void an_eachuse(an *a, usefn fn, void *ctx);
int an_applyedits(an *a);                 /* edits.c */
/* stats.c: what an_estimateon measures, from a run (`base`) whose stages
 * have gone as far as an_prestages, with the same target, schedule and
 * mode, its tables left as they were; only edits that leave the dataflow
 * as it is (an_canfork).  -2 when base has gone further */
int an_canfork(const an_edit *edits, uint32_t nedit);
int an_estimatefork(an *base, const an_edit *edits, uint32_t nedit, estimate *e, hlo_diag *d);
/* a second base for an_estimatefork, on another thread: base's tables,
 * but its own copies of those a fork changes and puts back; an_freetwin
 * frees those copies (base's tables stay base's) */
void an_twin(const an *base, an *twin);
void an_freetwin(an *twin);
uint32_t *an_choosesched(const hlo_module *m, an *proto, const char **name, uint32_t **orders, int *lowest);

/* stages; each returns 0 or -1 with a diagnostic */
void an_mkusers(an *a);
void an_mkschedule(an *a, int kind, uint32_t *order);
/* the breadth-first order over what fusion leaves (XLA:CPU's), into an
 * order of an_orderwords() words: the per-computation orders, then at
 * [ninstr] a count and the one order over the entry and the computations
 * its calls inline (an_orderalloc: no such order) */
void an_fusedbfs(const an *a, uint32_t *order);
/* the flat order's instructions with every operand before its reader: the
 * stages that carry values from operands to readers walk it */
static inline const uint32_t *an_dataseq(const an *a)
{
	return a->tl.dseq ? a->tl.dseq : a->tl.seq;
}
size_t an_orderwords(const hlo_module *m);
/* flatten.c: per computation, 1 for the entry and each computation a call
 * reaches from it through calls alone (CallInliner inlines them) */
uint8_t *an_inlinedcomps(const an *a);
uint32_t *an_orderalloc(const hlo_module *m);
/* dataflow.c: an instruction of a module not yet compiled that the
 * algebraic simplifier replaces by its operand (a pad or slice of nothing,
 * a pad a reduce-window folds into its window): its value is the operand's */
int an_simplifiedaway(const an *a, uint32_t i);
uint32_t an_mergedreshapes(const an *a, uint32_t i);
/* share.c: a scalar, or a broadcast of one (ReshapeMover's free operands) */
int an_scalarlike(const hlo_module *m, uint32_t i);
/* is computation c a manual (shard_map) region's body, or called from one? */
int an_manualcomp(const an *a, uint32_t c);
uint32_t an_callee(const hlo_module *m, const hlo_instr *in, int kind);
int an_donorpaired(const an *a, uint32_t k);
int an_transposedwrite(const an *a, uint32_t t);
int an_readsconverted(const an *a, uint32_t i, uint32_t v);
uint32_t an_scatterinto(const an *a, uint32_t i);
int an_scatterhome(const an *a, uint32_t i);
uint32_t an_readerof(const an *a, uint32_t i);
uint32_t an_throughcalls(const an *a, uint32_t o);
uint32_t an_inlinedsource(const an *a, uint32_t o);
uint32_t an_valueof(const an *a, uint32_t i);
/* live.c: a parameter of a computation a call runs, which CallInliner inlines */
int an_inlinedparam(const an *a, uint32_t i);
uint32_t an_paramoperand(const an *a, uint32_t i);
/* licm.c */
uint8_t *an_loopinvariants(const an *a);
void an_hoistedlives(an *a);
uint32_t an_calleeparam(const an *a, uint32_t u, uint32_t opnd);
uint32_t an_inlinedcall(const an *a, uint32_t u);
/* backend.c C6: the dimension a reduce-window scans whole, which XLA:CPU's
 * ReduceWindowRewriter makes a tree ending in an elementwise fusion, its
 * length in *len; -1 for any other reduce-window */
int an_scandim(const hlo_module *m, const hlo_instr *in, int64_t *len);
void an_mkpostorder(const an *a, const hlo_comp *c, uint32_t *out, uint32_t *stack, uint8_t *state);
int an_flatten(an *a);
int an_dataflow(an *a);
int an_liveranges(an *a);
void an_handover(an *a, uint32_t *v, uint32_t n);
void an_foldvalue(an_buffer *b, const an_value *x, int first);
int an_assign(an *a);
int an_simulate(an *a, const uint32_t *vals, uint32_t n, an_pack **pack, uint64_t *live);
uint64_t an_packdone(an *a, an_pack *p);
void an_assigndone(an *a);
void an_free(an *a);

/* helpers shared by the stages */
uint32_t an_ufind(an *a, uint32_t v);
int an_mayshare(an *a, uint32_t opinstr, uint32_t opslot, uint32_t user, uint32_t userslot);
int an_reshapesunk(const an *a, uint32_t o);
int an_fusedshare(an *a, uint32_t opinstr, uint32_t user);
int an_isuserof(an *a, uint32_t user, uint32_t instr);

/* the best-fit packer (heap.c), also used by tests */
typedef struct {
	int64_t start, end;     /* inclusive, in ticks */
	uint64_t size;
	uint64_t key;
	int32_t coloc;          /* index of the interval it is colocated with, -1 */
	int64_t offset;         /* result */
} an_interval;
uint64_t an_bestfit(an_interval *iv, uint32_t n, uint64_t align);
uint64_t an_heapbound(const an_interval *iv, uint32_t n);

#endif
