/* hlo.h: the module graph that the parser builds from HLO text.
 *
 * Everything is arrays indexed by 32-bit ids; attribute values and
 * instruction texts are views into the mapped file (offset, length), names
 * are interned copies.  One hlo_module owns all of its memory and
 * hlo_free() releases it at once.  No global state: modules are independent. */
#ifndef HLO_H
#define HLO_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define HLO_NONE UINT32_MAX

/* a view into the source text */
typedef struct {
	uint64_t off;
	uint32_t len;
} hlo_span;

/* element types, in XLA's order of the PrimitiveType names */
enum hlo_type {
	T_INVALID, T_PRED, T_S1, T_S2, T_S4, T_S8, T_S16, T_S32, T_S64,
	T_U1, T_U2, T_U4, T_U8, T_U16, T_U32, T_U64,
	T_F16, T_F32, T_BF16, T_F64,
	T_F8E5M2, T_F8E4M3, T_F8E4M3FN, T_F8E4M3B11FNUZ, T_F8E3M4,
	T_F8E5M2FNUZ, T_F8E4M3FNUZ, T_F8E8M0FNU, T_F4E2M1FN, T_F6E3M2FN, T_F6E2M3FN,
	T_C64, T_C128, T_TOKEN, T_OPAQUE,
	T_COUNT
};

enum hlo_shapekind { SK_ARRAY, SK_TUPLE, SK_TOKEN, SK_OPAQUE };

/* shape flags */
enum {
	SF_LAYOUT = 1 << 0,   /* a layout was written */
	SF_DYNAMIC = 1 << 1,  /* some dimension is <=N (bounded dynamic) */
	SF_UNBOUNDED = 1 << 2,/* some dimension is ? */
	SF_BUFFER = 1 << 3,   /* written as b(...) */
	SF_COMBINE = 1 << 4,  /* the first tile has a '*' entry */
};

/* An interned shape.  ints[] of the module hold, from `first`:
 * arrays: dims[rank], minor_to_major[rank if SF_LAYOUT], tile[ntile];
 * tuples: child shape ids[nchild]. */
typedef struct {
	uint8_t kind;
	uint8_t type;
	uint8_t flags;
	uint8_t ntile;      /* entries of the first tile T(...) */
	uint16_t ntiles;    /* number of tiles written (T(..)(..) = 2) */
	uint32_t rank;      /* arrays: rank; tuples: element count */
	uint32_t first;     /* index into mod->ints */
	uint32_t memspace;  /* S(n) */
	uint32_t ebits;     /* E(n), 0 = none */
	uint32_t splitdim;  /* SC(d:...) physical dim from the major end, or HLO_NONE */
	uint64_t splitmax;  /* largest piece of the split dimension */
	uint64_t tailpad;   /* L(n), 0 or 1 = none */
	uint64_t prefix;    /* M(n) dynamic-shape metadata bytes */
	hlo_span text;      /* the first text this shape was read from */
} hlo_shape;

/* opcodes: parser/opcode.c has the names, opcodes.def their facts */
enum hlo_opcode {
#define OP(e, s, ew, flow, fuse, remat, shard, inplace, flags) e,
#include "opcodes.def"
#undef OP
	OP_COUNT
};

/* instruction flags */
enum {
	IF_ROOT = 1 << 0,       /* marked ROOT (or the last of its computation) */
	IF_SIDEEFFECT = 1 << 1, /* custom_call_has_side_effect=true */
	IF_SUGAR = 1 << 2,      /* written as X-start/-update/-done for a wrapped X */
	IF_HOST = 1 << 3,       /* is_host_transfer=true */
	IF_INPLACE_CP = 1 << 4, /* collective-permute(-start) with an in-place hint */
	IF_NVSHMEM = 1 << 5,    /* backend_config mentions nvshmem */
	IF_ANON = 1 << 6,       /* written without a name, as an operand (hand-written HLO) */
};

/* kind of a called computation */
enum hlo_callkind {
	CK_CALLS, CK_TO_APPLY, CK_CONDITION, CK_BODY, CK_BRANCH, CK_TRUE, CK_FALSE,
	CK_SELECT, CK_SCATTER, CK_CALLED
};

typedef struct {
	uint32_t comp;
	uint8_t kind;
} hlo_callee;

/* an operand: instruction id and an optional tuple path (#i#j) */
typedef struct {
	uint32_t instr;
	uint32_t path; /* 0 = none, else index into mod->ints: count, then entries */
} hlo_operand;

/* one entry of output_to_operand_aliasing or input_output_alias */
typedef struct {
	uint32_t outpath;   /* index into mod->ints (count, entries) */
	uint32_t operand;   /* operand number / parameter number */
	uint32_t inpath;    /* index into mod->ints */
	uint8_t must;       /* must-alias */
} hlo_alias;

/* an attribute kept as text */
typedef struct {
	uint32_t name;      /* interned name (without '=') */
	hlo_span value;
} hlo_attr;

typedef struct {
	uint32_t name;      /* interned */
	uint32_t shape;
	uint32_t comp;      /* owning computation */
	uint16_t opcode;
	uint16_t flags;
	uint16_t wrapped;   /* for async sugar: the wrapped opcode */
	uint16_t fusionkind;/* 'L' 'I' 'O' 'C' or 0 */
	uint32_t opnd;      /* first operand in mod->operands */
	uint32_t nopnd;
	uint32_t callee;    /* first entry in mod->callees */
	uint32_t ncallee;
	uint32_t attr;      /* first entry in mod->attrs */
	uint32_t nattr;
	uint32_t alias;     /* first entry in mod->aliases (output_to_operand_aliasing) */
	uint32_t nalias;
	uint32_t opname;    /* metadata op_name: where its text starts, from text.off (read
	                     * by hlo_readopname), HLO_NONE if absent */
	uint32_t srcfile;   /* metadata source_file, HLO_NONE if absent */
	uint32_t srcline;   /* metadata source_line, 0 if absent */
	uint32_t target;    /* custom_call_target (interned string), HLO_NONE */
	uint32_t nameat;    /* its name, from text.off (hlo_nameoff) */
	int64_t aux;        /* parameter number, get-tuple-element index */
	hlo_span text;      /* the instruction's whole text */
} hlo_instr;

typedef struct {
	uint32_t name;
	uint32_t first;     /* first instruction */
	uint32_t count;
	uint32_t root;      /* instruction id */
	uint32_t nparam;
	uint32_t params;    /* index into mod->ints: parameter instruction ids by number */
	uint32_t thread;    /* execution_thread string or HLO_NONE */
	uint8_t entry;
	uint64_t off;
} hlo_comp;

/* an interned string, copied into the module's string arena (build.c,
 * pinterncopy says why) */
typedef struct {
	uint64_t off;       /* offset in strs */
	uint32_t len;
	uint32_t hash;
} hlo_name;

/* diagnostics sink: library code writes here, tools decide exit codes */
typedef struct hlo_diag hlo_diag;
struct hlo_diag {
	FILE *out;          /* where messages go (NULL: count only) */
	int errors;
	int warnings;
	int color;
};

/* a mapped input file */
typedef struct {
	const char *path;
	const char *data;
	uint64_t size;
	int mapped;
	int fd;             /* kept open while mapped (hlo_peek), else -1 */
} hlo_file;

/* limits against hostile input */
typedef struct {
	uint32_t maxrank;       /* dimensions per array */
	uint32_t maxdepth;      /* nesting of tuples, literals, brackets */
	uint64_t maxinstrs;     /* instructions per module */
	int strict;             /* reject what XLA's parser rejects, even if exporters write it */
	uint32_t threads;       /* parse on up to this many threads (0: one per core) */
	uint64_t minpiece;      /* bytes each thread gets at least (0: the default) */
	int plainscan;          /* no scanner shortcuts: every token one by one (tests) */
	int keepdead;           /* a module not yet compiled as read: no select of a
	                         * constant predicate folded, nothing HloDCE removes
	                         * removed (tests of the parser) */
	const char *entry;      /* StableHLO: the function read as the program (NULL:
	                         * @main, or the one public function no other calls) */
	const char *srcpath;    /* HLO converted from StableHLO: the file a
	                         * source_line without a source_file is in */
} hlo_limits;

typedef struct hlo_module hlo_module;
struct hlo_module {
	const hlo_file *file;
	uint32_t name;
	uint32_t entry;         /* computation id */
	uint8_t scheduled;      /* is_scheduled=true */
	uint8_t hasheader;      /* began with HloModule */
	uint8_t opndshapes;     /* operand shapes were printed (pre-2025 format) */
	uint8_t tiled;          /* some layout has tiles */
	int64_t replicas;
	int64_t partitions;
	uint32_t threads;       /* threads the text was parsed on */
	uint32_t pieces;        /* pieces it was cut into (more than threads: split.c) */
	double resolvesec;      /* seconds spent joining their pieces */

	hlo_instr *instrs;   uint32_t ninstr, capinstr;
	hlo_comp *comps;     uint32_t ncomp, capcomp;
	hlo_operand *operands; uint32_t nopnd, capopnd;
	hlo_callee *callees; uint32_t ncallee, capcallee;
	hlo_attr *attrs;     uint32_t nattr, capattr;
	hlo_alias *aliases;  uint32_t nalias, capalias;
	hlo_shape *shapes;   uint32_t nshape, capshape;
	int64_t *ints;       uint32_t nint, capint;
	hlo_name *names;     uint32_t nname, capname;
	char *strs;          uint64_t nstrs, capstrs; /* copied strings */

	/* header */
	hlo_alias *ioalias;  uint32_t nioalias, capioalias;
	hlo_alias *donors;   uint32_t ndonor, capdonor; /* outpath unused */
	uint32_t entrylayout;  /* shape id of the entry_computation_layout tuple or HLO_NONE */
	uint32_t entryresult;  /* result shape of entry_computation_layout, or HLO_NONE */

	/* a module read from StableHLO: the HLO text it was converted to,
	 * which the spans above point into, owned by the module */
	hlo_file *ownfile;
	char *owntext, *ownname;

	/* stack frames: file location -> (file name, line) */
	uint32_t *framefile; uint32_t *frameline; uint32_t nframe;

	/* private: hash tables */
	uint64_t *namehash; uint32_t namecap; /* a name's hash << 32 | its id */
	uint32_t *shapehash; uint32_t shapecap;
	uint32_t *defs;      /* per name: instruction id of the current computation */
	uint32_t *defcomp;   /* per name: computation that set defs[] */
	uint32_t *compbyname;/* per name: computation id */
	uint32_t ndefcap;
};

/* parser/input.c */
int hlo_open(hlo_file *f, const char *path, hlo_diag *d);
void hlo_openmem(hlo_file *f, const char *name, const char *data, uint64_t size);
/* an unlinked temporary file to write into, or -1 */
int hlo_tempfd(void);
/* map size bytes of a regular file's fd as f, which owns fd from then on;
 * 0, or -1 with a diagnostic */
int hlo_mapfd(hlo_file *f, const char *path, int fd, uint64_t size, hlo_diag *d);
void hlo_close(hlo_file *f);
void hlo_release(const hlo_file *f, uint64_t from, uint64_t to);
int hlo_nulended(const hlo_file *f);
size_t hlo_peek(const hlo_file *f, uint64_t off, char *buf, size_t n);

/* parser/parse.c: parse one module; NULL on error (diagnostics written) */
hlo_module *hlo_parse(const hlo_file *f, const hlo_limits *lim, hlo_diag *d);
void hlo_free(hlo_module *m);
void hlo_defaultlimits(hlo_limits *lim);
/* a StableHLO module without @main whose public functions no other calls
 * are several: their names (each a program of its own, read with
 * hlo_limits.entry), *n of them; else *n = 0.  The caller frees them */
int hlo_mlirentries(const hlo_file *f, const hlo_limits *lim, char ***names, uint32_t *n);
/* the scanner alone (tests): each token's grammar name and byte span */
typedef void (*hlo_tokfn)(void *ctx, const char *kind, uint64_t beg, uint64_t end);
int hlo_lex(const hlo_file *f, const hlo_limits *lim, hlo_diag *d, hlo_tokfn cb, void *ctx);
const char *hlo_tokname(int tok);

/* parser/diag.c */
void hlo_error(hlo_diag *d, const hlo_file *f, uint64_t off, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void hlo_warn(hlo_diag *d, const hlo_file *f, uint64_t off, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void hlo_fileerror(hlo_diag *d, const char *path, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void hlo_filewarn(hlo_diag *d, const char *path, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void hlo_linecol(const hlo_file *f, uint64_t off, uint64_t *line, uint64_t *col);

/* parser/opcode.c */
const char *hlo_opname(int op);
int hlo_findop(const char *s, size_t n);
const char *hlo_typename(int t);
int hlo_findtype(const char *s, size_t n);
int hlo_elementwise(int op);

/* accessors */
static inline const char *hlo_text(const hlo_module *m, hlo_span s) { return m->file->data + s.off; }
/* where an instruction's name is in the file */
static inline uint64_t hlo_nameoff(const hlo_instr *in) { return in->text.off + in->nameat; }
static inline const char *hlo_str(const hlo_module *m, uint32_t id)
{
	return m->strs + m->names[id].off;
}
static inline uint32_t hlo_strlen(const hlo_module *m, uint32_t id) { return m->names[id].len; }
static inline const hlo_operand *hlo_opnds(const hlo_module *m, const hlo_instr *i) { return m->operands + i->opnd; }
static inline const int64_t *hlo_dims(const hlo_module *m, const hlo_shape *s) { return m->ints + s->first; }
static inline const int64_t *hlo_m2m(const hlo_module *m, const hlo_shape *s) { return m->ints + s->first + s->rank; }
static inline const int64_t *hlo_tile(const hlo_module *m, const hlo_shape *s)
{
	return m->ints + s->first + s->rank + ((s->flags & SF_LAYOUT) ? s->rank : 0);
}
static inline const int64_t *hlo_children(const hlo_module *m, const hlo_shape *s) { return m->ints + s->first; }
/* shape index path stored in ints: count then entries */
static inline uint32_t hlo_pathlen(const hlo_module *m, uint32_t p) { return p ? (uint32_t)m->ints[p] : 0; }
static inline const int64_t *hlo_path(const hlo_module *m, uint32_t p) { return m->ints + p + 1; }

/* parser/callgraph.c: clone what several calls run, one clone per call
 * but the first (FlattenCallGraph); the clones made */
uint32_t hlo_flattencalls(hlo_module *m, uint64_t maxinstrs);
/* parser/condsimp.c: the conditionals ConditionalSimplifier removes made
 * calls of their one branch, in a module not yet compiled; how many */
uint32_t hlo_simplifyconds(hlo_module *m);
/* ... and what they share with dce.c: an opcode with a side effect or a
 * channel; computation c or one it calls holds one (state: per
 * computation, zeroed by the caller) */
int hlo_unremovable(const hlo_instr *in);
int hlo_haseffect(const hlo_module *m, uint32_t c, uint8_t *state, int depth);
/* the one call running each computation, HLO_NONE for none or several
 * (the caller frees it); what instruction x stands for once calls are
 * inlined and tuples taken apart (*index: the tuple element read, -1 the
 * whole; start with -1), HLO_NONE when that cannot be told */
uint32_t *hlo_callers(const hlo_module *m);
uint32_t hlo_resolve(const hlo_module *m, const uint32_t *caller, uint32_t x, int64_t *index);
/* parser/selsimp.c: the selects whose predicate is a constant replaced by
 * the operand it picks, in a module not yet compiled; how many */
uint32_t hlo_simplifyselects(hlo_module *m);
/* ... and the value of a scalar constant of pred or an integer type: 1 and
 * *v set, else 0 */
int hlo_intconstant(const hlo_module *m, const hlo_instr *in, int64_t *v);
/* a scalar constant of pred, integer, f32 or f64 type, as a double
 * (selsimp.c's reading: decimal literals, inf and nan) */
int hlo_numconstant(const hlo_module *m, const hlo_instr *in, double *v);
/* parser/dce.c: the instructions HloDCE removes, removed from a module
 * not yet compiled; how many */
uint32_t hlo_removedead(hlo_module *m);

/* parser/module.c: lookups */
uint32_t hlo_findcomp(const hlo_module *m, const char *name);
const hlo_attr *hlo_findattr(const hlo_module *m, const hlo_instr *in, const char *name);
uint32_t hlo_calledcomp(const hlo_module *m, const hlo_instr *in);
size_t hlo_readopname(const hlo_module *m, const hlo_instr *in, char *buf, size_t cap);
char *hlo_dupopname(const hlo_module *m, const hlo_instr *in, size_t extra, size_t *len);
uint32_t hlo_subshape(const hlo_module *m, uint32_t shape, const int64_t *path, uint32_t n);
int hlo_printshape(const hlo_module *m, uint32_t shape, char *buf, size_t cap);
/* parser/shape.c: do two shape ids stand for one shape? */
int hlo_sameshape(const hlo_module *m, uint32_t x, uint32_t y);
int hlo_rowmajortext(const char *p, const char *e);
int hlo_permuted(const hlo_module *m, const hlo_shape *s);

#endif
