/* mlirconv.c: StableHLO ops, as the grammar hands their pieces over, to the
 * HLO text XLA's export writes for them.
 *
 * The rules follow XLA's StableHLO-to-HLO conversion (openxla/xla
 * xla/hlo/translate/mhlo_to_hlo/mlir_hlo_to_hlo.cc and the XlaBuilder calls
 * it makes), as far as memory is concerned:
 *
 *   rule                                           source
 *   func.func @main -> ENTRY, other funcs -> named   ConvertToHloModule::
 *     computations; func.call -> call(to_apply=)     RunOnFunction, LowerFunctionCall
 *   entry arguments -> parameter(N), with            ... SetEntryTupleShapesAndLeafReplication
 *     mhlo.sharding -> sharding={...}
 *   tf.aliasing_output = K -> input_output_alias      ConvertToHloModule (aliasing_output)
 *     { {K}: (N, {}, may-alias) }, jax.buffer_donor   and buffer_donor
 *     -> buffer_donor={ (N, {}) }
 *   several results -> a tuple root; several op        the exporter's tuple returns; each
 *     results -> a tuple value read by               result read through
 *     get-tuple-element                              get-tuple-element
 *   while: operands tupled (more than one),          ExportXlaOp(WhileOp)
 *     cond/body computations on the tuple
 *   case/if -> conditional with branch computations  ExportXlaOp(CaseOp, IfOp)
 *   reduce with `applies op` -> a reducer            the pretty form of reduce
 *     computation of that op on scalars
 *   reduce_window's window_dimensions, strides,      ExportXlaOp(ReduceWindowOp) ->
 *     padding and dilations -> window={size=..       XlaBuilder::ReduceWindowWithGeneralPadding;
 *     stride= pad= lhs_dilate= rhs_dilate=}            window_util::ToString (defaults omitted)
 *   optimization_barrier of several operands ->      ExportXlaOp(OptimizationBarrierOp): a
 *     opt-barrier of their tuple, then GTEs            Tuple as the barrier's one operand
 *   all_to_all of several operands -> all-to-all    ExportXlaOp(AllToAllOp): xla::AllToAllTuple,
 *     of the tuple of their shapes, then GTEs          a tuple of the operands' shapes
 *   all_to_all with split_dimension !=              XlaBuilder::AllToAllArray: all-to-all
 *     concat_dimension -> all-to-all on the split      on the split dimension, then reshape,
 *     dimension, reshape, transpose, reshape           transpose and reshape (and an s32[1]
 *                                                      constant of the split count)
 *   custom_call @Sharding / SPMD*Shape with          custom-call with custom_call_target and
 *     mhlo.sharding -> sharding={...}                 sharding copied as written
 *   mhlo.sharding as a serialized OpSharding, or ""  ConvertSharding reads both forms
 *     -> the HLO text of REPLICATED, MAXIMAL, OTHER    (translate test sharding.mlir); "" is
 *     tile assignments; {replicated} for ""            {replicated} there
 *   dense<...> and dense_resource<...> constants     sizes only: constant({...}), the bytes
 *                                                      never copied; a literal of at most 256
 *                                                      bytes of text, written as numbers and
 *                                                      words, is kept ([..] as {..}) so that
 *                                                      analysis/cse.c can tell equal constants
 *                                                      (HloCSE compares literals)
 *   a splat constant of more than one element ->      XLA's translate test export.mlir:
 *     a scalar constant and a broadcast                dense<1> : tensor<10xi32> is s32[]
 *                                                      constant(1) and s32[10] broadcast
 *   chlo.top_k -> topk(x), k=K, largest=true, its     XLA's translate test translate/tests/
 *     values and indices read through GTEs             chlo.mlir
 *   chlo.ragged_dot -> ragged-dot                     chlo_legalize_to_hlo (mhlo.ragged_dot),
 *                                                      exported as HLO's ragged-dot
 *   a while's cond/body reading values from outside  ExportXlaOp(WhileOp): implicit operands
 *     -> more loop values, passed on by the body       (getUsedValuesDefinedAbove) appended
 *   sdy.manual_computation of several results ->      the round trip's form, per result
 *     GTEs of the call, a LocalToGlobalShape each
 *   other elementwise chlo ops -> an elementwise op   XLA legalizes them to elementwise
 *     of the same arity and shape (named after them)   expansions of the same shape
 *   loc("name"(... "file":line ...)) -> metadata     CreateOpMetadataFromLocation (xla/hlo/
 *     op_name and source_file/source_line; a name      translate/mhlo_to_hlo/location_exporter
 *     up to its '@', a name ending in ':' (an op       .cc), its translate test location_to_
 *     type) left out, a fused location's names         op_metadata.mlir
 *     joined by ';' and its last file position
 *   an entry argument's loc("x") -> the parameter's  XLA's own dumps (testdata/xla-cpu, the
 *     op_name "x"                                      before_optimizations.hlo files: op_name="x")
 *   an op whose location names no file -> its line   hlopeak's own: the only place the user
 *     in the file read, source_line without a file     can find it (parse.c names the file)
 *   sdy.mesh, sdy.sharding, sdy.sharding_constraint  the Shardy round trip's HLO form
 *     (and sdy.reshard) -> xla.sdy.meshes /            (xla/service/spmd/shardy: module and
 *     xla.sdy.sharding frontend attributes, a          instruction frontend_attributes)
 *     Sharding custom call
 *   sdy.all_gather, all_slice, all_to_all,           xla/service/spmd/shardy/stablehlo_
 *     collective_permute, reduce_scatter -> the        round_trip/export_ops.cc: a copy
 *     same Sharding call, of their out_sharding        carrying out_sharding
 *   sdy.all_reduce, sdy.propagation_barrier -> the   export_ops.cc: replaced by their
 *     value they read                                  operand (all_reduce does not reshard)
 *   sdy.constant -> constant                          Shardy's export turns it back into the
 *                                                      stablehlo.constant it stands for
 *   mhlo.memory_kind = "pinned_host" on an entry     the entry layout's host memory space
 *     argument -> its layout in S(5)                   (Layout::kHostMemorySpace)
 *   mhlo.frontend_attributes -> frontend_attributes  copied as written
 *   stablehlo.composite -> call of its decomposition ExportXlaOp(CompositeOp), as called
 *   dynamic_* ops with a static result type -> the  StableHLO's shape refinement
 *     static op of that type                           (stablehlo-refine-shapes), run first
 *   sdy.manual_computation -> GlobalToLocalShape,     the round trip's manual region
 *     call of the region, LocalToGlobalShape           (service/spmd/shardy/constants.h)
 *   a '{' ending its line before `name = ...` is an    MLIR's generic printer breaks long
 *     attribute dictionary, not a region               dictionaries over lines (// comment
 *                                                      lines between are skipped)
 *   several ops on one line (`... : tensor<4xf32>     MLIR's parser needs no newline between
 *     return %0 : ...`) -> one op each                 ops (translate test attributes.mlir)
 *   broadcast (stablehlo's, mhlo's) -> broadcast      ExportXlaOp(BroadcastOp): xla::Broadcast,
 *     with the operand's dimensions last              whose dimensions follow broadcast_sizes
 *   !mhlo.token -> token[]                            the token !stablehlo.token is
 *   create_token -> after-all()                       ExportXlaOp(CreateTokenOp):
 *                                                      xla::CreateToken, an after-all of nothing
 *   a module without func.func @main -> its one      not XLA's: ConvertMlirHloToHlo refuses
 *     public function that no other calls is the     it ("conversion requires module with
 *     entry, read again as @main (mlirparse.c), a     `main`"); several such functions are
 *     warning; several: each a program of its own      each read as a program of its own
 *     (hlo_limits.entry, hlo_mlirentries); none:       (hlopeak's driver, run.c programs())
 *     an error
 *   arith.constant of a tensor -> constant           XLA's translate test case.mlir:
 *                                                      arith.constant dense<1> : tensor<i32>
 *                                                      is s32[] constant(1)
 *   check.* ops (StableHLO's interpreter checks) ->  stablehlo/tests/CheckOps.td: operands,
 *     left out, a warning                              no results, never compiled
 *   chlo.scan -> scan((inputs, inits)),               xla/hlo/ir/hlo_opcode.h kScan; the text
 *     dimensions={d}, num_carries=N, to_apply=body     form of XLA's scan tests (scan_rewriter)
 *   collective_reduce -> collective-reduce,           hlo_opcode.h kCollectiveReduce; XLA's
 *     to_apply= its region                              collective-reduce(input), to_apply=add
 *   set_dimension_size -> set-dimension-size,         xla::SetDimensionSize, the result type
 *     dimensions={dim}                                  bounded
 *   async_start -> async-start, calls= its region,    XLA's async pair: the start's value is
 *     of shape ((operands), results, s32[]);            the bundle, the done forwards its {1}
 *     async_done -> async-done                          (dataflow.c flowstart/flowdone)
 *   mhlo.async_start {called_computation = @f} ->     XLA's translate test export_async.mlir;
 *     async-start of @f, of the bundle's types;         fusion.mlir (kind, calls=);
 *     mhlo.fusion -> fusion; mhlo.xla.rng_get_and_     rng_get_and_update_state.mlir (u64[2],
 *     update_state -> rng-get-and-update-state          delta=)
 *   chlo.constant_like -> a splat constant of the     chlo_legalize_to_stablehlo: a constant
 *     result type                                       when the shape is static
 *   einsum "ab,bc->ac" -> dot (batch: letters of    xla::Einsum (hlo/builder/lib/matrix.cc)
 *     both and the output; contracting: of both),     which the export calls; unary_einsum
 *     transposed to the output's order; unary_einsum  refused as ExportXlaOp(UnaryEinsumOp)
 *     an error                                          refuses it
 *   !name = type (a type alias) -> that type          MLIR's syntax: an alias is defined before
 *                                                      its uses
 *   torch_index_select -> gather of the result type   xla::TorchIndexSelect (a gather)
 *   chlo.constant -> constant                         chlo_legalize_to_stablehlo
 *   stablehlo.while() of no values -> while of ()     ExportXlaOp(WhileOp): the operands'
 *                                                      tuple, here empty
 *   a '{' alone on its line, then '}': an empty       a region holds at least its terminator
 *     attribute dictionary
 * Ops of other dialects, unbounded dynamic shapes and anything this file does
 * not know are located errors, never guesses; what StableHLO's own parser
 * refuses is checked by mlircheck.c before an op is converted. */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mlir.h"
#include "mlirgram.tab.h"
#include "util.h"

enum { REGION = 1000 };

/* ---- growable text ---- */

struct sbuf {
	char *s;
	size_t n, cap;
	int borrowed;           /* s is the caller's (sbufon), not to free */
};

/* a buffer that starts in the caller's memory (a few hundred bytes on its
 * stack): no malloc unless the text outgrows it; free it with sfree */
static void sbufon(struct sbuf *b, char *mem, size_t cap)
{
	*b = (struct sbuf){mem, 0, cap, 1};
	mem[0] = 0;
}

static void sfree(struct sbuf *b)
{
	if (!b->borrowed)
		free(b->s);
}

static void sgrowto(struct sbuf *b, size_t more)
{
	size_t cap = b->cap ? b->cap : 256;

	while (cap < b->n + more + 1)
		cap *= 2;
	if (b->borrowed) {
		char *s = ut_malloc(cap);
		memcpy(s, b->s, b->n + 1);
		b->s = s;
		b->borrowed = 0;
	} else {
		b->s = ut_realloc(b->s, cap);
	}
	b->cap = cap;
}

/* room for more bytes and a NUL: the test inline, the growth not */
static inline void sgrow(struct sbuf *b, size_t more)
{
	if (b->n + more + 1 > b->cap)
		sgrowto(b, more);
}

static inline void sput(struct sbuf *b, const char *s, size_t n)
{
	sgrow(b, n);
	memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = 0;
}

/* inline, so that a literal's length is known when compiled */
static inline void sputs(struct sbuf *b, const char *s)
{
	sput(b, s, strlen(s));
}

static void sprintf_(struct sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sprintf_(struct sbuf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	/* one formatting pass when the text fits in what is left */
	sgrow(b, 64);
	va_start(ap, fmt);
	n = vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
	va_end(ap);
	if (n < 0) {
		b->s[b->n] = 0;
		return;
	}
	if ((size_t)n >= b->cap - b->n) {
		sgrow(b, (size_t)n);
		va_start(ap, fmt);
		vsnprintf(b->s + b->n, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	b->n += (size_t)n;
}

/* a number in decimal, without printf's parsing of a format */
static void sputint(struct sbuf *b, int64_t v)
{
	char t[24], *e = t + sizeof t, *p = e;
	uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	sput(b, p, (size_t)(e - p));
}

/* text with its double quotes escaped, for a quoted HLO attribute */
static void putescaped(struct sbuf *b, const char *s, size_t n)
{
	for (size_t k = 0; k < n; k++) {
		if (s[k] == '"' || s[k] == '\\')
			sputs(b, "\\");
		if (s[k] != '\n')
			sput(b, s + k, 1);
	}
}

/* ---- arenas: bytes freed all at once ---- */

/* chunks that begin with the address of the chunk before */
struct arena {
	char *chunk;
	size_t n, cap;
};

static char *arenabytes(struct arena *a, size_t n)
{
	char *at;

	if (!a->chunk || a->n + n > a->cap) {
		size_t cap = n + sizeof a->chunk > 8192 ? n + sizeof a->chunk : 8192;
		char *chunk = ut_malloc(cap);
		memcpy(chunk, &a->chunk, sizeof a->chunk);
		a->chunk = chunk;
		a->n = sizeof a->chunk;
		a->cap = cap;
	}
	at = a->chunk + a->n;
	a->n += n;
	return at;
}

static void arenafree(struct arena *a)
{
	while (a->chunk) {
		char *before;
		memcpy(&before, a->chunk, sizeof before);
		free(a->chunk);
		a->chunk = before;
	}
}

/* ---- name tables: open addressing over indices into an array ---- */

struct ntab {
	uint32_t *slot;         /* index + 1, 0 empty */
	uint32_t cap, n;
};

static uint32_t namehash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;

	for (size_t k = 0; k < n; k++)
		h = (h ^ (unsigned char)s[k]) * 16777619u;
	return h;
}

/* the slot of a name: where it is, or the empty slot it would take; key(i)
 * gives entry i's name */
static uint32_t *ntfind(const struct ntab *t, const char *s, size_t n, const char *(*key)(const void *, uint32_t, size_t *),
			const void *ctx)
{
	uint32_t m = t->cap - 1, h = namehash(s, n) & m;

	for (;; h = (h + 1) & m) {
		size_t kl;
		const char *k;
		if (!t->slot[h])
			return &t->slot[h];
		k = key(ctx, t->slot[h] - 1, &kl);
		if (kl == n && !memcmp(k, s, n))
			return &t->slot[h];
	}
}

/* set name -> index (a later definition replaces an earlier one) */
static void ntput(struct ntab *t, const char *s, size_t n, uint32_t index,
		  const char *(*key)(const void *, uint32_t, size_t *), const void *ctx)
{
	uint32_t *at;

	if (2 * (t->n + 1) > t->cap) {
		struct ntab big = {ut_calloc(t->cap ? 2 * (size_t)t->cap : 64, sizeof *big.slot), t->cap ? 2 * t->cap : 64, 0};
		for (uint32_t k = 0; k < t->cap; k++)
			if (t->slot[k]) {
				size_t kl;
				const char *kk = key(ctx, t->slot[k] - 1, &kl);
				*ntfind(&big, kk, kl, key, ctx) = t->slot[k];
				big.n++;
			}
		free(t->slot);
		*t = big;
	}
	at = ntfind(t, s, n, key, ctx);
	if (!*at)
		t->n++;
	*at = index + 1;
}

static int ntget(const struct ntab *t, const char *s, size_t n, const char *(*key)(const void *, uint32_t, size_t *),
		 const void *ctx, uint32_t *index)
{
	const uint32_t *at;

	if (!t->cap)
		return 0;
	at = ntfind(t, s, n, key, ctx);
	if (!*at)
		return 0;
	*index = *at - 1;
	return 1;
}

/* ---- the converter's state ---- */

/* an SSA value as HLO knows it */
struct mval {
	char *key;              /* "%0", "%0#1", "%arg0" */
	char *hlo;              /* its instruction name */
	char *shape;            /* HLO shape text */
	uint32_t keylen;        /* (a region's values: the three one after
	                         * the other in its arena) */
};

/* an HLO instruction written into a computation */
struct minstr {
	char *text;             /* "%name = shape opcode(...), attrs" without metadata */
	uint64_t loc;           /* its loc(...) or #alias piece, 0: none */
	uint32_t loclen;
	int inarena;            /* text is in the converter's arena (emit's) */
	uint32_t line;          /* the line of the op it comes from, 0: none */
};

struct mcomp {
	char *name;
	struct minstr *in;
	uint32_t nin, capin;
	char *root;             /* the ROOT instruction's name */
	char *sym;              /* a function's symbol, or NULL */
	uint32_t nleadconst;    /* dead constants put first, in order */
	char **capkey;          /* a branch: the outside values it reads, in order */
	char **capshape;
	uint32_t ncap, capcap;
	uint32_t *calls;        /* computations it calls */
	uint32_t ncall, capcall;
	int entry, done;
	int defined, priv;      /* a function: defined here, private */
	uint64_t defoff;        /* where */
	/* a while's cond or body: its parameter (instruction wat), the
	 * number of loop values, the tuple the values it reads from outside
	 * come in through (wtuple), and for one loop value not tupled, that
	 * parameter's name and shape */
	uint32_t wat, wstate;
	char *wtuple, *wsingle, *wshape;
};

/* a region being read: the computation it becomes and its values */
struct mregion {
	uint32_t comp;
	struct mval *v;
	uint32_t nv, capv;
	uint32_t nparam;
	int terminated;
	uint32_t op;            /* the op it belongs to (index into the op stack) */
	struct ntab names;      /* key -> index into v */
	int captures;           /* a case/if branch: values from outside come in
	                         * through its one parameter, a tuple */
	char capparam[64];
	int loop;               /* a while's cond or body: they come in as more
	                         * loop values (the list is the cond's) */
	struct arena texts;     /* its values' texts */
};

/* an op being read */
struct mop {
	uint64_t off;
	int headkind;
	uint64_t head;
	uint32_t headlen;
	struct mpiece *pc;      /* kept from one op to the next in its slot */
	uint32_t n, cap;
	uint32_t depth;
	uint32_t ndef;
	uint32_t regions[16];   /* computations of its regions, in order */
	uint32_t nregion;
	int islabel;
	uint32_t line;          /* the line it begins on */
	/* last: mopbegin clears what comes before it */
	struct { uint64_t off; uint32_t len; int64_t count; } defs[64];
};

/* what a location gives an instruction's metadata: op_name, source
 * file and line (readloc) */
struct where {
	const char *name, *file;
	uint32_t namelen, filelen;
	long line;
};

struct malias_ {
	uint64_t name, val;
	uint32_t namelen, vallen;
	int locdepth;           /* what its location gives, read at this
	                         * depth (0: not yet) */
	struct where loc;
};

/* an op name's rule, looked up once: its text in the file, its one to
 * one HLO opcode or its index in oprules[] (-1: neither) */
struct mopname {
	uint64_t at;
	uint32_t len;
	int rule;
	const char *hop;
};

/* a type converted once: its text in the file and its HLO shape */
struct mshape {
	uint64_t at;
	uint32_t len, hlolen;
	char *hlo;
};

struct mconv {
	struct mparse *p;
	const char *text;       /* the file */
	struct mop *ops;
	uint32_t nop, capop;
	uint32_t usedop;        /* slots of ops[] ever used (their pc kept) */
	struct mregion *rg;
	uint32_t nrg, caprg;
	struct mcomp *comps;
	uint32_t ncomp, capcomp;
	struct malias_ *alias;
	uint32_t nalias, capalias;
	struct ntab aliasnames;
	int typedepth;          /* type aliases being read, one in another */
	struct mshape *shapes;  /* types by their text: a module names a few
	                         * types many times */
	uint32_t nshape, capshape;
	struct ntab shapenames;
	struct mopname *opnames;
	uint32_t nopname, capopname;
	struct ntab opnametab;
	struct arena texts;     /* emit's instruction texts */
	uint64_t counter;       /* XLA's unique ids: name.N */
	char modname[256];
	int64_t partitions, replicas;
	struct sbuf header;     /* input_output_alias, buffer_donor */
	struct sbuf ioalias, donors;
	struct sbuf meshes;     /* Shardy meshes: name = #sdy.mesh<...>, ... */
	int failed;
	int checkwarned;        /* an op of the check dialect was left out */
	uint64_t lineoff;       /* lines counted up to here: ops begin in */
	uint32_t lineno;        /* file order, so a count goes on from the last */
	uint32_t opline;        /* the line of the op the instructions added now
	                         * come from */
};

static int fail(struct mconv *c, uint64_t off, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(struct mconv *c, uint64_t off, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (!c->failed)
		hlo_error(c->p->diag, c->p->file, off, "%s", msg);
	c->failed = 1;
	c->p->failed = 1;
	return -1;
}

struct mconv *hlo_mconvnew(struct mparse *p)
{
	struct mconv *c = ut_calloc(1, sizeof *c);

	c->p = p;
	c->text = p->text;
	c->partitions = 1;
	c->replicas = 1;
	c->lineno = 1;
	snprintf(c->modname, sizeof c->modname, "module");
	return c;
}

static void freeregion(struct mregion *r)
{
	free(r->names.slot);
	arenafree(&r->texts);
	free(r->v);
}

void hlo_mconvfree(struct mconv *c)
{
	if (!c)
		return;
	for (uint32_t k = 0; k < c->usedop; k++)
		free(c->ops[k].pc);
	free(c->ops);
	for (uint32_t k = 0; k < c->nrg; k++)
		freeregion(&c->rg[k]);
	free(c->rg);
	for (uint32_t k = 0; k < c->ncomp; k++) {
		for (uint32_t j = 0; j < c->comps[k].nin; j++)
			if (!c->comps[k].in[j].inarena)
				free(c->comps[k].in[j].text);
		free(c->comps[k].in);
		free(c->comps[k].name);
		free(c->comps[k].root);
		free(c->comps[k].calls);
		free(c->comps[k].sym);
		for (uint32_t j = 0; j < c->comps[k].ncap; j++) {
			free(c->comps[k].capkey[j]);
			free(c->comps[k].capshape[j]);
		}
		free(c->comps[k].capkey);
		free(c->comps[k].capshape);
		free(c->comps[k].wtuple);
		free(c->comps[k].wsingle);
		free(c->comps[k].wshape);
	}
	free(c->comps);
	free(c->alias);
	free(c->aliasnames.slot);
	for (uint32_t k = 0; k < c->nshape; k++)
		free(c->shapes[k].hlo);
	free(c->shapes);
	free(c->shapenames.slot);
	free(c->opnames);
	free(c->opnametab.slot);
	arenafree(&c->texts);
	free(c->header.s);
	free(c->ioalias.s);
	free(c->donors.s);
	free(c->meshes.s);
	free(c);
}

static char *dupn(const char *s, size_t n);

static char *xstrdup(const char *s)
{
	return dupn(s, strlen(s));
}

static char *dupn(const char *s, size_t n)
{
	char *r = ut_malloc(n + 1);

	memcpy(r, s, n);
	r[n] = 0;
	return r;
}

/* is s[0, n) the string t?  The first byte first: most entries of a
 * table differ there */
static int streqn(const char *t, const char *s, size_t n)
{
	return n && *t == *s && strlen(t) == n && !memcmp(t, s, n);
}

/* does the word w occur in the piece x?  Within its text only: strstr
 * on a piece runs on through the rest of the file when the word is not
 * in it, a scan of the file an op.  (A blob ends in its closing bracket,
 * which no word searched for holds: an occurrence that starts in it ends
 * in it.) */
static int inpiece(const char *s, uint32_t len, const char *w)
{
	size_t n = strlen(w);

	for (const char *e = s + len; (size_t)(e - s) >= n; s++)
		if (*s == *w && !memcmp(s, w, n))
			return 1;
	return 0;
}

static const char *ptext(const struct mconv *c, const struct mpiece *x)
{
	return c->text + x->off;
}

static int piseq(const struct mconv *c, const struct mpiece *x, const char *s)
{
	size_t n = strlen(s);

	return x->len == n && !memcmp(ptext(c, x), s, n);
}

/* ---- the grammar's events ---- */

static struct mop *curop(struct mconv *c)
{
	return c->nop ? &c->ops[c->nop - 1] : NULL;
}

/* the line of the byte at off (1 for the first), counted on from the
 * last asked for: ops begin in file order, so the whole file is counted
 * once.  An offset before the last one is counted back from it */
static uint32_t lineat(struct mconv *c, uint64_t off)
{
	const char *s = c->text;

	if (off > c->p->file->size)
		off = c->p->file->size;
	if (off >= c->lineoff) {
		for (const char *q = s + c->lineoff, *e = s + off; (q = memchr(q, '\n', (size_t)(e - q))) != NULL; q++)
			c->lineno++;
	} else {
		for (uint64_t k = off; k < c->lineoff; k++)
			c->lineno -= s[k] == '\n';
	}
	c->lineoff = off;
	return c->lineno;
}

int hlo_mopbegin(struct mconv *c, uint64_t off)
{
	struct mop *o;

	if (c->failed)
		return -1;
	if (c->nop >= c->p->lim->maxdepth || c->nop >= 4096)
		return fail(c, off, "ops nested too deep");
	GROW(c->ops, c->nop, c->capop);
	o = &c->ops[c->nop++];
	if (c->nop > c->usedop) {
		c->usedop = c->nop;
		o->pc = NULL;
		o->cap = 0;
	}
	{
		struct mpiece *pc = o->pc;
		uint32_t cap = o->cap;
		memset(o, 0, offsetof(struct mop, defs));
		o->pc = pc;
		o->cap = cap;
	}
	o->off = off;
	return 0;
}

int hlo_mopdef(struct mconv *c, uint64_t off, uint32_t len, int64_t count)
{
	struct mop *o = curop(c);

	if (!o || o->ndef >= 64)
		return fail(c, off, "too many results");
	/* the op begins at its first result (errors point there, not at
	 * the comment lines before it) */
	if (!o->ndef)
		o->off = off;
	o->defs[o->ndef].off = off;
	o->defs[o->ndef].len = len;
	o->defs[o->ndef].count = count;
	o->ndef++;
	return 0;
}

int hlo_mophead(struct mconv *c, int kind, uint64_t off, uint32_t len)
{
	struct mop *o = curop(c);

	if (!o->ndef)
		o->off = off;       /* an op without results begins at its name */
	o->line = lineat(c, o->off);
	o->headkind = kind;
	o->head = off;
	o->headlen = len;
	/* the scanner reads `func.func @f() { func.return }` as a body */
	c->p->funchead = (len == 9 && !memcmp(c->text + off, "func.func", 9)) ||
	                 (len == 11 && !memcmp(c->text + off, "\"func.func\"", 11));
	/* a generic name is a string: its quotes off */
	if (kind == STRING && len >= 2) {
		o->head = off + 1;
		o->headlen = len - 2;
	}
	return 0;
}

int hlo_mblocklabel(struct mconv *c, uint64_t off)
{
	if (hlo_mopbegin(c, off) < 0)
		return -1;
	curop(c)->islabel = 1;
	return 0;
}

int hlo_mpiece(struct mconv *c, int kind, uint64_t off, uint32_t len)
{
	struct mop *o = curop(c);

	if (c->failed)
		return -1;
	if (kind == ')' || kind == ']' || kind == '>' || kind == '}')
		o->depth--;
	GROW(o->pc, o->n, o->cap);
	o->pc[o->n++] = (struct mpiece){kind, off, len, o->depth, 0};
	if (kind == '(' || kind == '[' || kind == '<' || kind == '{')
		o->depth++;
	return 0;
}

/* pieces that open or close nothing: all at the op's current depth */
int hlo_mrun(struct mconv *c, const struct mpiece *run, uint32_t n)
{
	struct mop *o = curop(c);

	if (c->failed)
		return -1;
	if (o->n + n > o->cap) {
		o->cap = o->cap ? o->cap : 16;
		while (o->cap < o->n + n)
			o->cap *= 2;
		o->pc = ut_reallocarray(o->pc, o->cap, sizeof *o->pc);
	}
	for (uint32_t k = 0; k < n; k++)
		o->pc[o->n++] = (struct mpiece){run[k].kind, run[k].off, run[k].len, o->depth, 0};
	return 0;
}

static const char *aliaskey(const void *ctx, uint32_t k, size_t *n)
{
	const struct mconv *c = ctx;

	*n = c->alias[k].namelen;
	return c->text + c->alias[k].name;
}

int hlo_malias(struct mconv *c, uint64_t name, uint32_t namelen, uint64_t val, uint32_t vallen)
{
	struct mop *o = curop(c);

	/* the frame that held the value's pieces is done with */
	if (o)
		c->nop--;
	if (namelen) {
		GROW(c->alias, c->nalias, c->capalias);
		c->alias[c->nalias] = (struct malias_){name, val, namelen, vallen, 0, {0}};
		ntput(&c->aliasnames, c->text + name, namelen, c->nalias, aliaskey, c);
		c->nalias++;
	}
	return 0;
}

/* ---- values ---- */

static struct mregion *curregion(struct mconv *c)
{
	return c->nrg ? &c->rg[c->nrg - 1] : NULL;
}

static const char *valkey(const void *ctx, uint32_t k, size_t *n)
{
	const struct mregion *r = ctx;

	*n = r->v[k].keylen;
	return r->v[k].key;
}

static void defval(struct mconv *c, const char *key, size_t keylen, const char *hlo, const char *shape)
{
	struct mregion *r = curregion(c);
	size_t hl = strlen(hlo) + 1, sl = strlen(shape) + 1;
	char *block = arenabytes(&r->texts, keylen + 1 + hl + sl);
	struct mval *v;

	GROW(r->v, r->nv, r->capv);
	v = &r->v[r->nv];
	memcpy(block, key, keylen);
	block[keylen] = 0;
	memcpy(block + keylen + 1, hlo, hl);
	memcpy(block + keylen + 1 + hl, shape, sl);
	v->key = block;
	v->keylen = (uint32_t)keylen;
	v->hlo = block + keylen + 1;
	v->shape = block + keylen + 1 + hl;
	ntput(&r->names, key, keylen, r->nv, valkey, r);
	r->nv++;
}

/* a value of one region by its name */
static const struct mval *regionval(const struct mregion *r, const char *s, size_t n)
{
	uint32_t k;

	return ntget(&r->names, s, n, valkey, r, &k) ? &r->v[k] : NULL;
}

/* a value by its name: the innermost region first (a later definition of
 * the same name in one region wins) */
static const struct mval *findval(struct mconv *c, const char *s, size_t n)
{
	for (uint32_t r = c->nrg; r-- > 0;) {
		const struct mval *v = regionval(&c->rg[r], s, n);
		if (v)
			return v;
	}
	return NULL;
}

/* ---- types ---- */

/* an element type's HLO name */
static const char *elemtype(const char *s, size_t n)
{
	static const struct { const char *mlir, *hlo; } t[] = {
		{"f32", "f32"}, {"f64", "f64"}, {"f16", "f16"}, {"bf16", "bf16"},
		{"i1", "pred"}, {"i2", "s2"}, {"i4", "s4"}, {"i8", "s8"}, {"i16", "s16"}, {"i32", "s32"}, {"i64", "s64"},
		{"ui1", "u1"}, {"ui2", "u2"}, {"ui4", "u4"}, {"ui8", "u8"}, {"ui16", "u16"}, {"ui32", "u32"}, {"ui64", "u64"},
		{"si8", "s8"}, {"si16", "s16"}, {"si32", "s32"}, {"si64", "s64"},
		{"f8E5M2", "f8e5m2"}, {"f8E4M3FN", "f8e4m3fn"}, {"f8E4M3", "f8e4m3"}, {"f8E4M3B11FNUZ", "f8e4m3b11fnuz"},
		{"f8E5M2FNUZ", "f8e5m2fnuz"}, {"f8E4M3FNUZ", "f8e4m3fnuz"}, {"f8E3M4", "f8e3m4"},
		{"f8E8M0FNU", "f8e8m0fnu"}, {"f4E2M1FN", "f4e2m1fn"}, {"f6E2M3FN", "f6e2m3fn"}, {"f6E3M2FN", "f6e3m2fn"},
		{"complex<f32>", "c64"}, {"complex<f64>", "c128"}, {"index", "s64"},
	};

	for (size_t k = 0; k < sizeof t / sizeof t[0]; k++)
		if (streqn(t[k].mlir, s, n))
			return t[k].hlo;
	/* a quantized type is stored as its storage type, which may carry
	 * its range: !quant.uniform<i8<-127:127>:f32:1, {...}> */
	if (n > 14 && !memcmp(s, "!quant.uniform<", 15)) {
		size_t e = 15;
		static const char *const unsig[] = {"u2", "u4", "u8", "u16", "u32"};
		while (e < n && s[e] != ':' && s[e] != '>' && s[e] != '<')
			e++;
		/* the quant dialect writes an unsigned storage type u8, not ui8 */
		for (size_t k = 0; k < sizeof unsig / sizeof unsig[0]; k++)
			if (streqn(unsig[k], s + 15, e - 15))
				return unsig[k];
		return elemtype(s + 15, e - 15);
	}
	return NULL;
}

/* the numbers of #stablehlo.bounds<a, ?, b>, or of the older
 * #stablehlo.type_extensions<bounds = [a, ?, b]>: -1 for '?'; returns
 * -2 for a number past 64 bits */
static int bounds(const char *s, size_t n, int64_t *b, uint32_t max, uint32_t *nb)
{
	const char *p = memchr(s, '<', n), *e = s + n;

	*nb = 0;
	if (!p)
		return -1;
	if (n > 26 && !memcmp(s, "#stablehlo.type_extensions", 26)) {
		p = memchr(p, '[', (size_t)(e - p));
		if (!p)
			return -1;
	}
	for (p++; p < e && *p != '>' && *p != ']';) {
		while (p < e && (*p == ' ' || *p == ','))
			p++;
		if (p < e && *p == '?') {
			if (*nb < max)
				b[(*nb)++] = -1;
			p++;
		} else if (p < e && isdigit((unsigned char)*p)) {
			int64_t v = 0;
			while (p < e && isdigit((unsigned char)*p)) {
				if (v > (INT64_MAX - 9) / 10)
					return -2;      /* past 64 bits */
				v = v * 10 + (*p++ - '0');
			}
			if (*nb < max)
				b[(*nb)++] = v;
		} else {
			break;
		}
	}
	return 0;
}

static int shapeof(struct mconv *c, const char *s, size_t n, uint64_t off, struct sbuf *out);

/* a per-axis quantized type's axis, !quant.uniform<i8<-127:127>:f32:1,
 * {...}>: 1 and *axis, or 0 for a per-tensor one */
static int quantaxis(const char *s, size_t n, int64_t *axis)
{
	size_t k = 15;
	int d = 0;

	if (n <= 15 || memcmp(s, "!quant.uniform<", 15))
		return 0;
	/* the storage type and its range, to the ':' before the expressed type */
	for (; k < n && (d || s[k] != ':'); k++)
		d += s[k] == '<' ? 1 : s[k] == '>' ? -1 : 0;
	for (k++; k < n && s[k] != ':' && s[k] != ',' && s[k] != '>'; k++)
		;
	if (k + 1 >= n || s[k] != ':')
		return 0;
	*axis = strtoll(s + k + 1, NULL, 10);
	return 1;
}

/* a type's HLO shape: tensor<2x?x3xf32, #stablehlo.bounds<?, 8, ?>>,
 * tuple<...>, !stablehlo.token, or a plain element type (a scalar) */
static int shapetext(struct mconv *c, const char *s, size_t n, uint64_t off, struct sbuf *out)
{
	if (n >= 7 && !memcmp(s, "tensor<", 7)) {
		const char *p = s + 7, *e = s + n - 1, *enc;
		int64_t dims[64], bnd[64];
		int dyn[64];
		uint32_t rank = 0, nb = 0;
		const char *et;
		size_t elen;
		int depth = 0;
		/* the encoding, if any: after the first ',' outside brackets */
		for (enc = p; enc < e; enc++) {
			if (*enc == '<')
				depth++;
			else if (*enc == '>')
				depth--;
			else if (*enc == ',' && depth == 0)
				break;
		}
		if (*p == '*')
			return fail(c, off, "an unranked tensor has no size before run time");
		/* 4x?x8xf32, or with spaces between tokens (4 x f32: MLIR's
		 * type parser reads tokens) */
		while (p < enc) {
			const char *q, *end;
			while (p < enc && *p == ' ')
				p++;
			q = p;
			if (q < enc && *q == '?') {
				q++;
			} else {
				while (q < enc && isdigit((unsigned char)*q))
					q++;
			}
			end = q;
			while (q < enc && *q == ' ')
				q++;
			if (end == p || q >= enc || *q != 'x')
				break;
			if (rank == 64)
				return fail(c, off, "more than 64 dimensions");
			dyn[rank] = *p == '?';
			dims[rank] = 0;
			if (!dyn[rank])
				for (const char *d = p; d < end; d++) {
					if (dims[rank] > (INT64_MAX - 9) / 10)
						return fail(c, off, "a dimension too large for 64 bits");
					dims[rank] = dims[rank] * 10 + (*d - '0');
				}
			rank++;
			p = q + 1;
		}
		elen = (size_t)(enc - p);
		while (elen && p[elen - 1] == ' ')
			elen--;
		et = elemtype(p, elen);
		if (!et)
			return fail(c, off, "unknown element type '%.*s'", (int)elen, p);
		{
			/* a per-axis quantized type's axis is not negative (MLIR's
			 * UniformQuantizedPerAxisType::verifyInvariants, QuantTypes.cpp;
			 * against the rank, the op's verifier checks it) */
			int64_t axis;
			if (quantaxis(p, elen, &axis) && axis < 0)
				return fail(c, off, "illegal quantized dimension %" PRId64 ": an axis is not negative", axis);
		}
		if (enc < e) {
			const char *b = enc + 1;
			while (b < e && *b == ' ')
				b++;
			if (((size_t)(e - b) > 17 && !memcmp(b, "#stablehlo.bounds", 17)) ||
			    ((size_t)(e - b) > 26 && !memcmp(b, "#stablehlo.type_extensions", 26))) {
				if (bounds(b, (size_t)(e - b), bnd, 64, &nb) == -2)
					return fail(c, off, "a bound too large for 64 bits");
				/* a bound for each dimension, none on a static one
				 * (StableHLO's verifyBounds, stablehlo/dialect/Base.cpp) */
				if (nb != rank)
					return fail(c, off, "%u bounds for a tensor of rank %u: one a dimension, '?' for none", nb,
					            rank);
				for (uint32_t k = 0; k < rank; k++)
					if (!dyn[k] && bnd[k] >= 0)
						return fail(c, off, "dimension %u is static and cannot have a bound ('?' for none)", k);
			}
		}
		sputs(out, et);
		sputs(out, "[");
		for (uint32_t k = 0; k < rank; k++) {
			if (k)
				sputs(out, ",");
			if (dyn[k]) {
				if (k >= nb || bnd[k] < 0)
					return fail(c, off, "dimension %u is unbounded: no size before run time", k);
				sputs(out, "<=");
				sputint(out, bnd[k]);
			} else {
				sputint(out, dims[k]);
			}
		}
		sputs(out, "]");
		return 0;
	}
	/* a future outside an async_start's result (a function's argument or
	 * result, an op's operand): the tensors it will hold, as a tuple; it
	 * has no operands or context of its own to size (async_start's result
	 * is the bundle, convasyncstart) */
	if ((n >= 6 && !memcmp(s, "tuple<", 6)) || (n > 19 && !memcmp(s, "!stablehlo.future<", 18))) {
		const char *p = s + (s[0] == '!' ? 18 : 6), *e = s + n - 1;
		sputs(out, "(");
		for (int first = 1; p < e; first = 0) {
			const char *q = p;
			int depth = 0;
			while (q < e && (depth || *q != ',')) {
				if (*q == '<')
					depth++;
				else if (*q == '>')
					depth--;
				q++;
			}
			while (p < q && *p == ' ')
				p++;
			if (!first)
				sputs(out, ", ");
			if (shapeof(c, p, (size_t)(q - p), off, out) < 0)
				return -1;
			p = q < e ? q + 1 : q;
		}
		sputs(out, ")");
		return 0;
	}
	/* mhlo's token, which XLA's translate tests use, is the same token */
	if ((n == 16 && !memcmp(s, "!stablehlo.token", 16)) || (n == 11 && !memcmp(s, "!mhlo.token", 11))) {
		sputs(out, "token[]");
		return 0;
	}
	{
		const char *et = elemtype(s, n);
		if (et) {
			sputs(out, et);
			sputs(out, "[]");
			return 0;
		}
	}
	return fail(c, off, "expected a tensor type, got '%.*s'", (int)(n > 60 ? 60 : n), s);
}

static const char *shapekey(const void *ctx, uint32_t k, size_t *n)
{
	const struct mconv *c = ctx;

	*n = c->shapes[k].len;
	return c->text + c->shapes[k].at;
}

/* shapetext() once per type text: its shape is the same wherever it is
 * written.  s is a piece's text (or part of one), inside the file's; only
 * what converts is kept (an error is reported where each one is) */
static int shapeof(struct mconv *c, const char *s, size_t n, uint64_t off, struct sbuf *out)
{
	size_t from = out->n;
	uint32_t k;

	if (ntget(&c->shapenames, s, n, shapekey, c, &k)) {
		sput(out, c->shapes[k].hlo, c->shapes[k].hlolen);
		return 0;
	}
	/* a type alias, `!t = tensor<4xf32>` before its uses: its type */
	if (n > 1 && *s == '!' && ntget(&c->aliasnames, s, n, aliaskey, c, &k)) {
		const struct malias_ *a = &c->alias[k];
		uint64_t at = a->val;
		uint32_t len = a->vallen;
		int rc;
		if (c->typedepth >= 16)
			return fail(c, off, "type aliases nested more than 16 deep");
		/* (the value's span begins where the '=' ends) */
		while (len && (c->text[at] == ' ' || c->text[at] == '\t'))
			at++, len--;
		c->typedepth++;
		rc = shapeof(c, c->text + at, len, at, out);
		c->typedepth--;
		return rc;
	}
	if (shapetext(c, s, n, off, out) < 0)
		return -1;
	if ((uintptr_t)s - (uintptr_t)c->text > c->p->file->size || n > UINT32_MAX)
		return 0;
	GROW(c->shapes, c->nshape, c->capshape);
	c->shapes[c->nshape] = (struct mshape){(uint64_t)(s - c->text), (uint32_t)n, (uint32_t)(out->n - from),
	                                       dupn(out->s + from, out->n - from)};
	ntput(&c->shapenames, s, n, c->nshape, shapekey, c);
	c->nshape++;
	return 0;
}

/* ---- reading an op's pieces ---- */

static int isfuture(const struct mconv *c, const struct mpiece *x)
{
	return x->kind == BLOB && x->len > 19 && !memcmp(ptext(c, x), "!stablehlo.future<", 18);
}

static int isbundle(const struct mconv *c, const struct mpiece *x)
{
	return x->kind == BLOB && x->len > 20 && !memcmp(ptext(c, x), "!mhlo.async_bundle<", 19);
}

static int istype(const struct mconv *c, const struct mpiece *x)
{
	return (x->kind == BLOB && (x->len > 6 && (!memcmp(ptext(c, x), "tensor<", 7) || !memcmp(ptext(c, x), "tuple<", 6) ||
	                                           !memcmp(ptext(c, x), "!quant.", 7) || isfuture(c, x) ||
	                                           isbundle(c, x)))) ||
	       (x->kind == BANG) || (x->kind == ID && elemtype(ptext(c, x), x->len));
}

/* how many results `%r:N` names */
static uint32_t defcount(const struct mconv *c, const struct mop *o, uint32_t d)
{
	const char *q = c->text + o->defs[d].off + o->defs[d].len;

	while (*q == ' ' || *q == ':')
		q++;
	return (uint32_t)strtoul(q, NULL, 10);
}

/* the op's type signature: the last ':' outside brackets, then either
 * (ins) -> outs, or a list of types (the results; a same-type op's
 * operands too).  in[]/out[] are piece indices */
struct sig {
	uint32_t in[256], out[256];
	uint32_t nin, nout;
	int found;
};

/* the types at piece k, `(t, u)` or one type, into dst (at most 256);
 * the piece after them */
static uint32_t typelist(const struct mconv *c, const struct mop *o, uint32_t k, uint32_t *dst, uint32_t *n)
{
	if (k < o->n && o->pc[k].kind == '(') {
		for (k++; k < o->n && !(o->pc[k].kind == ')' && o->pc[k].depth == 0); k++)
			if (o->pc[k].depth == 1 && istype(c, &o->pc[k]) && *n < 256)
				dst[(*n)++] = k;
		return k + 1;
	}
	if (k < o->n && istype(c, &o->pc[k]) && *n < 256)
		dst[(*n)++] = k++;
	return k;
}

static void signature(const struct mconv *c, const struct mop *o, struct sig *s)
{
	uint32_t k, colon = HLO_NONE;

	/* only the lists' first nin, nout entries are read: no need to
	 * clear their 2 KB */
	s->nin = s->nout = 0;
	s->found = 0;
	for (k = 0; k < o->n; k++)
		if (o->pc[k].kind == ':' && o->pc[k].depth == 0 && k + 1 < o->n &&
		    (o->pc[k + 1].kind == '(' || istype(c, &o->pc[k + 1])))
			colon = k;
	if (colon == HLO_NONE)
		return;
	s->found = 1;
	k = colon + 1;
	if (o->pc[k].kind == '(') {
		k = typelist(c, o, k, s->in, &s->nin);
		if (k < o->n && o->pc[k].kind == ARROW)
			typelist(c, o, k + 1, s->out, &s->nout);
		return;
	}
	for (; k < o->n && o->pc[k].depth == 0; k++) {
		if (istype(c, &o->pc[k]) && s->nout < 256)
			s->out[s->nout++] = k;
		else if (o->pc[k].kind != ',')
			break;
	}
	/* `: in -> (outs)` (chlo.top_k): the list was the operands' */
	if (k < o->n && o->pc[k].kind == ARROW) {
		memcpy(s->in, s->out, s->nout * sizeof *s->out);
		s->nin = s->nout;
		s->nout = 0;
		typelist(c, o, k + 1, s->out, &s->nout);
		return;
	}
	/* a list longer than the results leads with operand types (select:
	 * `: tensor<4xi1>, tensor<4xf32>`): the results are the last ones */
	{
		uint32_t want = 0;
		for (uint32_t d = 0; d < o->ndef; d++)
			want += o->defs[d].count < 0 ? defcount(c, o, d) : 1;
		if (want && s->nout > want) {
			memmove(s->out, s->out + (s->nout - want), want * sizeof *s->out);
			s->nout = want;
		}
	}
}

/* the value pieces of attribute `name`: `name = v` outside brackets or in
 * a {...} or <{...}> dictionary; [*from, *to) */
static int attrspan(const struct mconv *c, const struct mop *o, const char *name, uint32_t *from, uint32_t *to)
{
	size_t n = strlen(name);

	for (uint32_t k = 0; k + 1 < o->n; k++) {
		const struct mpiece *x = &o->pc[k];
		int match = (x->kind == ID && x->len == n && !memcmp(ptext(c, x), name, n)) ||
		            (x->kind == STRING && x->len == n + 2 && !memcmp(ptext(c, x) + 1, name, n));
		if (!match || o->pc[k + 1].kind != '=')
			continue;
		uint32_t d = x->depth, e = k + 2;
		while (e < o->n && !(o->pc[e].depth == d && (o->pc[e].kind == ',' || o->pc[e].kind == '}' ||
		                                              o->pc[e].kind == '>' || o->pc[e].kind == ':')) &&
		       !(o->pc[e].depth < d))
			e++;
		/* `x = 1 : i64` keeps its type apart */
		*from = k + 2;
		*to = e;
		return 1;
	}
	return 0;
}

/* integers in pieces [from, to) and the text of blobs among them
 * (array<i64: 1, 2>, dense<[1, 2]>); at most max */
static uint32_t ints(const struct mconv *c, const struct mop *o, uint32_t from, uint32_t to, int64_t *v, uint32_t max)
{
	uint32_t n = 0;

	for (uint32_t k = from; k < to; k++) {
		const struct mpiece *x = &o->pc[k];
		const char *s = ptext(c, x), *e = s + x->len;
		if (x->kind == INT) {
			if (n < max)
				v[n++] = strtoll(s, NULL, 0);
		} else if (x->kind == BLOB) {
			const char *p = memchr(s, '<', x->len);
			if (!p)
				continue;
			/* array<i64: ...>: past the element type's colon */
			if (x->len > 6 && !memcmp(s, "array<", 6)) {
				p = memchr(s, ':', x->len);
				if (!p)
					continue;
			}
			for (p++; p < e; p++) {
				if (isdigit((unsigned char)*p) || (*p == '-' && p + 1 < e && isdigit((unsigned char)p[1]))) {
					char *q;
					long long t = strtoll(p, &q, 10);
					if (n < max)
						v[n++] = t;
					p = q - 1;
				} else if (*p == ':' && x->len > 6 && memcmp(s, "array<", 6)) {
					break; /* dense<...> : tensor<...> */
				}
			}
		}
	}
	return n;
}

static void intlist(struct sbuf *b, const int64_t *v, uint32_t n)
{
	sputs(b, "{");
	for (uint32_t k = 0; k < n; k++) {
		if (k)
			sputs(b, ",");
		sputint(b, v[k]);
	}
	sputs(b, "}");
}

/* ---- writing HLO ---- */

static uint32_t newcomp(struct mconv *c, const char *base, size_t n)
{
	struct mcomp *k;

	GROW(c->comps, c->ncomp, c->capcomp);
	k = &c->comps[c->ncomp];
	memset(k, 0, sizeof *k);
	{
		/* HLO names take letters, digits, '_', '.' and '-' (a function
		 * may be @"<lambda>"): anything else becomes '_' */
		struct sbuf b = {0};
		for (size_t j = 0; j < n; j++) {
			char ch = base[j];
			int ok = (ch | 32) >= 'a' && (ch | 32) <= 'z';
			ok |= (ch >= '0' && ch <= '9') || ch == '_' || ch == '.' || ch == '-';
			sput(&b, ok ? &ch : "_", 1);
		}
		sprintf_(&b, ".%" PRIu64, ++c->counter);
		k->name = b.s;
	}
	return c->ncomp++;
}

static void addinstr(struct mconv *c, uint32_t comp, char *text, uint64_t loc, uint32_t loclen)
{
	struct mcomp *k = &c->comps[comp];

	GROW(k->in, k->nin, k->capin);
	k->in[k->nin++] = (struct minstr){text, loc, loclen, 0, c->opline};
}

static void addcall(struct mconv *c, uint32_t from, uint32_t to)
{
	struct mcomp *k = &c->comps[from];

	GROW(k->calls, k->ncall, k->capcall);
	k->calls[k->ncall++] = to;
}

/* the op's location piece: loc(...) at its end */
static int islocpiece(const struct mconv *c, const struct mpiece *x)
{
	return x->kind == BLOB && x->len > 4 && !memcmp(ptext(c, x), "loc(", 4);
}

static void oploc(const struct mconv *c, const struct mop *o, uint64_t *off, uint32_t *len)
{
	*off = 0;
	*len = 0;
	for (uint32_t k = o->n; k-- > 0;)
		if (o->pc[k].depth == 0 && islocpiece(c, &o->pc[k])) {
			*off = o->pc[k].off;
			*len = o->pc[k].len;
			return;
		}
}

/* a fresh instruction name: base.N */
static void newname(struct mconv *c, const char *base, char *out, size_t cap)
{
	char num[24], *e = num + sizeof num, *d = e;
	size_t n = strlen(base), at;
	uint64_t u = ++c->counter;

	/* snprintf(out, cap, "%s.%" PRIu64, ...) without its format parsing:
	 * cut to cap - 1 bytes as it cuts */
	do
		*--d = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	*--d = '.';
	if (!cap)
		return;
	at = n < cap - 1 ? n : cap - 1;
	memcpy(out, base, at);
	n = (size_t)(e - d) < cap - 1 - at ? (size_t)(e - d) : cap - 1 - at;
	memcpy(out + at, d, n);
	out[at + n] = 0;
}

/* emit `%name = shape opcode(operands), attrs` into the current region's
 * computation; name is written to out */
static void emit(struct mconv *c, const struct mop *o, const char *base, const char *shape, const char *opcode,
		 const char *const *opnds, uint32_t nopnd, const char *attrs, char *name, size_t cap)
{
	char mem[512], *text;
	struct sbuf b;
	uint64_t loc;
	uint32_t loclen;
	struct mcomp *to;

	/* written on the stack, kept in the converter's arena: no malloc
	 * and free an instruction */
	sbufon(&b, mem, sizeof mem);
	newname(c, base, name, cap);
	sputs(&b, "%");
	sputs(&b, name);
	sputs(&b, " = ");
	sputs(&b, shape);
	sputs(&b, " ");
	sputs(&b, opcode);
	sputs(&b, "(");
	for (uint32_t k = 0; k < nopnd; k++) {
		sputs(&b, k ? ", %" : "%");
		sputs(&b, opnds[k]);
	}
	sputs(&b, ")");
	if (attrs && *attrs) {
		sputs(&b, ", ");
		sputs(&b, attrs);
	}
	if (o)
		oploc(c, o, &loc, &loclen);
	else
		loc = 0, loclen = 0;
	text = arenabytes(&c->texts, b.n + 1);
	memcpy(text, b.s, b.n + 1);
	sfree(&b);
	addinstr(c, curregion(c)->comp, text, loc, loclen);
	to = &c->comps[curregion(c)->comp];
	to->in[to->nin - 1].inarena = 1;
}

/* ---- the ops ---- */

/* a value from outside, read through the region's tuple parameter
 * `tuple`: element base + j of it, j its place in `list` (appended when
 * new); the get-tuple-element is defined in the region, *out a copy */
static int capture(struct mconv *c, const char *s, size_t n, const struct mval *v, struct mcomp *list,
		   const char *tuple, uint32_t base, struct mval *out)
{
	struct mregion *r = curregion(c);
	uint32_t j = 0;
	char name[128], attrs[32], *shape;
	const char *opnd[1] = {tuple};

	while (j < list->ncap && !(strlen(list->capkey[j]) == n && !memcmp(list->capkey[j], s, n)))
		j++;
	if (j == list->ncap) {
		if (list->ncap == list->capcap) {
			list->capcap = list->capcap ? 2 * list->capcap : 8;
			list->capkey = ut_reallocarray(list->capkey, list->capcap, sizeof *list->capkey);
			list->capshape = ut_reallocarray(list->capshape, list->capcap, sizeof *list->capshape);
		}
		list->capkey[j] = dupn(s, n);
		list->capshape[j] = xstrdup(v->shape);
		list->ncap++;
	}
	shape = xstrdup(list->capshape[j]);
	snprintf(attrs, sizeof attrs, "index=%u", base + j);
	emit(c, NULL, "get-tuple-element", shape, "get-tuple-element", opnd, 1, attrs, name, sizeof name);
	defval(c, s, n, name, shape);
	free(shape);
	*out = r->v[r->nv - 1];
	return 0;
}

/* a value by name, as the current region may read it: its own, or one
 * from outside, which comes in through the region's parameter.  A case/if
 * branch takes what it reads as its one parameter, a tuple (XLA's export:
 * ExportXlaOp(CaseOp), getUsedValuesDefinedAbove); a while's cond and body
 * take it as more loop values after the loop's own, in the order the two
 * regions first read them (ExportXlaOp(WhileOp) appends the implicit
 * operands to the loop tuple; translate test while_free_vars.mlir), the
 * list kept on the cond's computation.  *out gets a copy */
static int useval(struct mconv *c, const char *s, size_t n, uint64_t off, struct mval *out)
{
	struct mregion *r = curregion(c);
	const struct mval *v;
	struct mcomp *k;

	if (r && (v = regionval(r, s, n)) != NULL) {
		*out = *v;
		return 0;
	}
	v = findval(c, s, n);
	if (!v)
		return fail(c, off, "use of undefined value '%.*s'", (int)n, s);
	k = &c->comps[r->comp];
	if (r->loop && k->wtuple)
		return capture(c, s, n, v, &c->comps[c->ops[r->op].regions[0]], k->wtuple, k->wstate, out);
	if (!r->captures)
		return fail(c, off, "'%.*s' is defined outside this region: only case, if and while regions may read "
		            "such values", (int)n, s);
	return capture(c, s, n, v, k, r->capparam, 0, out);
}

/* operands: value names outside dictionaries and regions, not bound by
 * `%x = ...` and not a block argument `%x: type`; store[] holds copies
 * that v[] points at */
static uint32_t operands(struct mconv *c, const struct mop *o, struct mval *store, const struct mval **v, uint32_t max)
{
	uint32_t n = 0, dict = 0;

	for (uint32_t k = 0; k < o->n; k++) {
		const struct mpiece *x = &o->pc[k];
		if (x->kind == '{')
			dict++;
		else if (x->kind == '}')
			dict--;
		if (x->kind != SSA || dict)
			continue;
		/* `%x = v` binds a name; `%x: type` inside brackets declares a
		 * block argument (at the top level the ':' starts the type) */
		if (k + 1 < o->n && (o->pc[k + 1].kind == '=' || (o->pc[k + 1].kind == ':' && x->depth > 0)))
			continue;
		if (n == max) {
			fail(c, x->off, "too many operands");
			return HLO_NONE;
		}
		if (useval(c, ptext(c, x), x->len, x->off, &store[n]) < 0)
			return HLO_NONE;
		n++;
	}
	for (uint32_t k = 0; k < n; k++)
		v[k] = &store[k];
	return n;
}

/* define the op's results: one value, or several read out of a tuple */
/* the name result i of the op is read by: %a (one of %a, %b) or %r#j (of
 * %r:N); 0 when the op has fewer results */
static int resultkey(const struct mconv *c, const struct mop *o, uint32_t i, char *key, size_t cap)
{
	for (uint32_t k = 0; k < o->ndef; k++) {
		const char *s = c->text + o->defs[k].off;
		uint32_t len = o->defs[k].len, cnt = o->defs[k].count < 0 ? defcount(c, o, k) : 1;
		if (i >= cnt) {
			i -= cnt;
			continue;
		}
		if (key && o->defs[k].count < 0)
			snprintf(key, cap, "%.*s#%u", (int)len, s, i);
		else if (key)
			snprintf(key, cap, "%.*s", (int)len, s);
		return 1;
	}
	return 0;
}

static int results(struct mconv *c, const struct mop *o, const char *hlo, char *const *shapes, uint32_t nshape)
{
	if (o->ndef == 0)
		return 0;
	/* one result, not a tuple: %r, or %r:1 read as %r#0 */
	if (nshape == 1 && o->ndef == 1) {
		char key[300];
		if (o->defs[0].count > 0) {
			defval(c, c->text + o->defs[0].off, o->defs[0].len, hlo, shapes[0]);
			return 0;
		}
		if (defcount(c, o, 0) != 1)
			return fail(c, o->off, "more results than types");
		snprintf(key, sizeof key, "%.*s#0", (int)o->defs[0].len, c->text + o->defs[0].off);
		defval(c, key, strlen(key), hlo, shapes[0]);
		return 0;
	}
	/* %r:N or %a, %b: results i of the tuple */
	for (uint32_t i = 0; i < nshape; i++) {
		char key[300], name[128], attrs[64];
		const char *opnd[1] = {hlo};
		if (!resultkey(c, o, i, key, sizeof key))
			break;
		snprintf(attrs, sizeof attrs, "index=%u", i);
		emit(c, NULL, "get-tuple-element", shapes[i], "get-tuple-element", opnd, 1, attrs, name, sizeof name);
		defval(c, key, strlen(key), name, shapes[i]);
	}
	if (resultkey(c, o, nshape, NULL, 0))
		return fail(c, o->off, "more results than types");
	return 0;
}

/* the HLO shape of the op's results (a tuple when several) */
static void freeshapes(char **shapes, uint32_t n);

static int resultshapes(struct mconv *c, const struct mop *o, const struct sig *s, char **shapes, uint32_t *n,
			struct sbuf *whole)
{
	*n = 0;
	for (uint32_t k = 0; k < s->nout; k++) {
		struct sbuf b = {0};
		if (shapeof(c, ptext(c, &o->pc[s->out[k]]), o->pc[s->out[k]].len, o->pc[s->out[k]].off, &b) < 0) {
			free(b.s);
			freeshapes(shapes, *n);
			*n = 0;
			return -1;
		}
		shapes[(*n)++] = b.s;
	}
	if (*n == 1) {
		sputs(whole, shapes[0]);
	} else {
		sputs(whole, "(");
		for (uint32_t k = 0; k < *n; k++) {
			if (k)
				sputs(whole, ", ");
			sputs(whole, shapes[k]);
		}
		sputs(whole, ")");
	}
	return 0;
}

/* resultshapes() of an op of one result, into whole alone */
static int oneshape(struct mconv *c, const struct mop *o, const struct sig *s, struct sbuf *whole)
{
	const struct mpiece *x = &o->pc[s->out[0]];

	return shapeof(c, ptext(c, x), x->len, x->off, whole);
}

static void freeshapes(char **shapes, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++)
		free(shapes[k]);
}

/* stablehlo op name -> HLO opcode, for the ops that convert one to one */
static const char *hloopcode(const char *s, size_t n)
{
	static const struct { const char *mlir, *hlo; } t[] = {
		{"abs", "abs"}, {"add", "add"}, {"and", "and"}, {"atan2", "atan2"}, {"cbrt", "cbrt"},
		{"ceil", "ceil"}, {"clamp", "clamp"}, {"complex", "complex"}, {"convert", "convert"},
		{"cosine", "cosine"}, {"count_leading_zeros", "count-leading-zeros"}, {"divide", "divide"},
		{"exponential", "exponential"}, {"exponential_minus_one", "exponential-minus-one"},
		{"floor", "floor"}, {"imag", "imag"}, {"is_finite", "is-finite"}, {"log", "log"},
		{"log_plus_one", "log-plus-one"}, {"logistic", "logistic"}, {"maximum", "maximum"},
		{"minimum", "minimum"}, {"multiply", "multiply"}, {"negate", "negate"}, {"not", "not"},
		{"or", "or"}, {"popcnt", "popcnt"}, {"power", "power"}, {"real", "real"},
		{"remainder", "remainder"}, {"round_nearest_afz", "round-nearest-afz"},
		{"round_nearest_even", "round-nearest-even"}, {"rsqrt", "rsqrt"}, {"select", "select"},
		{"shift_left", "shift-left"}, {"shift_right_arithmetic", "shift-right-arithmetic"},
		{"shift_right_logical", "shift-right-logical"}, {"sign", "sign"}, {"sine", "sine"},
		{"sqrt", "sqrt"}, {"subtract", "subtract"}, {"tan", "tan"}, {"tanh", "tanh"}, {"xor", "xor"},
		{"reshape", "reshape"}, {"bitcast_convert", "bitcast-convert"}, {"tuple", "tuple"},
		{"dynamic_update_slice", "dynamic-update-slice"},
		{"after_all", "after-all"}, {"create_token", "after-all"}, {"partition_id", "partition-id"}, {"replica_id", "replica-id"},
		{"uniform_quantize", "convert"}, {"uniform_dequantize", "convert"},
		{"erf", "erf"}, {"copy", "copy"},
	};

	for (size_t k = 0; k < sizeof t / sizeof t[0]; k++)
		if (streqn(t[k].mlir, s, n))
			return t[k].hlo;
	return NULL;
}

/* chlo ops that are elementwise on their operands: sized by their result
 * and fused like an elementwise op (XLA legalizes them to elementwise
 * expansions of the same shape) */
static int chloelementwise(const char *s, size_t n)
{
	static const char *const t[] = {
		"acos", "acosh", "asin", "asinh", "atan", "atanh", "bessel_i1e", "conj", "cosh", "digamma",
		"erf", "erf_inv", "erfc", "is_inf", "is_neg_inf", "is_pos_inf", "lgamma", "next_after",
		"polygamma", "sinh", "tan", "zeta", "square", "mulhi", "_asin_acos_kernel",
		"broadcast_add", "broadcast_subtract", "broadcast_multiply", "broadcast_divide",
		"broadcast_maximum", "broadcast_minimum",
		"broadcast_and", "broadcast_or", "broadcast_xor", "broadcast_compare", "broadcast_select",
		"broadcast_atan2", "broadcast_power", "broadcast_remainder", "broadcast_complex",
		"broadcast_shift_left", "broadcast_shift_right_arithmetic", "broadcast_shift_right_logical",
		"broadcast_next_after", "broadcast_polygamma", "broadcast_zeta",
	};

	for (size_t k = 0; k < sizeof t / sizeof t[0]; k++)
		if (streqn(t[k], s, n))
			return 1;
	return 0;
}

static int convertop(struct mconv *c, struct mop *o);
static int bindargs(struct mconv *c, struct mop *o, struct mregion *r);

/* the current op's regions become computations: their index in order */
static uint32_t regioncomp(const struct mop *o, uint32_t k)
{
	return k < o->nregion ? o->regions[k] : HLO_NONE;
}

static uint32_t funccomp(struct mconv *c, const char *s, uint32_t n);
static int symname(const struct mconv *c, const struct mop *o, const char **s, uint32_t *n);
static int headisn(const struct mconv *c, const struct mop *o, const char *name, size_t n);
/* is the op's name the literal given (its length known when compiled) */
#define headis(c, o, lit) headisn((c), (o), "" lit, sizeof(lit) - 1)
static int iswhile(const struct mconv *c, const struct mop *o);
static int isprivate(const struct mconv *c, const struct mop *o);

int hlo_mregionbegin(struct mconv *c, uint64_t off)
{
	struct mop *o = curop(c);
	struct mregion *r;
	uint32_t comp;

	if (c->failed)
		return -1;
	if (o->nregion >= 16)
		return fail(c, off, "more than 16 regions in one op");
	if (c->nrg >= c->p->lim->maxdepth || c->nrg >= 4096)
		return fail(c, off, "regions nested too deep");
	if (headis(c, o, "module") || headis(c, o, "builtin.module")) {
		comp = HLO_NONE;        /* holds functions, is none */
	} else if (headis(c, o, "func.func")) {
		const char *s;
		uint32_t n;
		if (!symname(c, o, &s, &n))
			return fail(c, off, "a function without a name");
		/* a call may have named it first */
		comp = funccomp(c, s, n);
		if (c->comps[comp].done || c->comps[comp].nin)
			return fail(c, off, "function '@%.*s' defined twice", (int)n, s);
		c->comps[comp].defined = 1;
		c->comps[comp].priv = isprivate(c, o);
		c->comps[comp].defoff = o->head;
	} else {
		comp = newcomp(c, "region", 6);
	}
	GROW(c->rg, c->nrg, c->caprg);
	r = &c->rg[c->nrg++];
	memset(r, 0, sizeof *r);
	r->op = c->nop - 1;
	r->comp = comp;
	if (headis(c, o, "stablehlo.case") || headis(c, o, "stablehlo.if") || headis(c, o, "mhlo.case") ||
	    headis(c, o, "mhlo.if")) {
		r->captures = 1;
		snprintf(r->capparam, sizeof r->capparam, "arg_tuple.%" PRIu64, ++c->counter);
	}
	r->loop = iswhile(c, o);
	o->regions[o->nregion++] = comp;
	c->opline = o->line;    /* its parameters */
	/* a piece marks where the region sat among the op's pieces */
	GROW(o->pc, o->n, o->cap);
	o->pc[o->n++] = (struct mpiece){REGION, off, 1, o->depth, o->nregion - 1};
	return comp == HLO_NONE ? 0 : bindargs(c, o, r);
}

/* the name of a function's symbol (without '@'): sym_name = "f" in the
 * generic form, else the first @symbol */
static int symname(const struct mconv *c, const struct mop *o, const char **s, uint32_t *n)
{
	for (uint32_t k = 0; k + 2 < o->n; k++)
		if (o->pc[k].kind == ID && piseq(c, &o->pc[k], "sym_name") && o->pc[k + 1].kind == '=' &&
		    o->pc[k + 2].kind == STRING) {
			*s = ptext(c, &o->pc[k + 2]) + 1;
			*n = o->pc[k + 2].len - 2;
			return 1;
		}
	for (uint32_t k = 0; k < o->n; k++)
		if (o->pc[k].kind == SYM) {
			*s = ptext(c, &o->pc[k]) + 1;
			*n = o->pc[k].len - 1;
			if (*n >= 2 && **s == '"') {
				(*s)++;
				*n -= 2;
			}
			return 1;
		}
	return 0;
}

static int headisn(const struct mconv *c, const struct mop *o, const char *name, size_t n)
{
	return o->headlen == n && !memcmp(c->text + o->head, name, n);
}

/* is the function named so the entry: @main, or the one mlirparse.c
 * chose for a module without it */
static int isentry(const struct mconv *c, const char *sym, uint32_t n)
{
	return n == c->p->entrylen && !memcmp(sym, c->p->entry, n);
}

/* is a func.func private: `func.func private @f` or, in the generic form,
 * sym_visibility = "private" */
static int isprivate(const struct mconv *c, const struct mop *o)
{
	for (uint32_t k = 0; k < o->n && o->pc[k].kind != '('; k++) {
		const struct mpiece *x = &o->pc[k];
		if (x->kind == ID && piseq(c, x, "private"))
			return 1;
		if (x->kind == ID && piseq(c, x, "sym_visibility") && k + 2 < o->n && o->pc[k + 2].kind == STRING &&
		    piseq(c, &o->pc[k + 2], "\"private\""))
			return 1;
	}
	return 0;
}

static int iswhile(const struct mconv *c, const struct mop *o)
{
	return headis(c, o, "stablehlo.while") || headis(c, o, "mhlo.while");
}

/* the op's name without the stablehlo. prefix (chlo. and others kept) */
static void shortname(const struct mconv *c, const struct mop *o, const char **s, size_t *n)
{
	*s = c->text + o->head;
	*n = o->headlen;
	if (*n > 10 && !memcmp(*s, "stablehlo.", 10)) {
		*s += 10;
		*n -= 10;
	} else if (*n > 5 && !memcmp(*s, "mhlo.", 5)) {
		*s += 5;
		*n -= 5;
	}
}

/* a parameter of the current region's computation, bound to `key`; its
 * location, loc(...) after the argument's type, at loc (0: none) */
static void paramat(struct mconv *c, uint32_t no, const char *key, size_t keylen, const char *shape, const char *attrs,
		    uint64_t loc, uint32_t loclen)
{
	struct sbuf b = {0}, base;
	char name[64], bmem[24];

	/* Arg_<no>.<counter>, "%<name> = <shape> parameter(<no>)[, attrs]",
	 * without printf's parsing of a format (a model has hundreds) */
	sbufon(&base, bmem, sizeof bmem);
	sputs(&base, "Arg_");
	sputint(&base, no);
	newname(c, base.s, name, sizeof name);
	sfree(&base);
	sputs(&b, "%");
	sputs(&b, name);
	sputs(&b, " = ");
	sputs(&b, shape);
	sputs(&b, " parameter(");
	sputint(&b, no);
	sputs(&b, ")");
	if (attrs && *attrs) {
		sputs(&b, ", ");
		sputs(&b, attrs);
	}
	addinstr(c, curregion(c)->comp, b.s, loc, loclen);
	if (key)
		defval(c, key, keylen, name, shape);
}

static void param(struct mconv *c, uint32_t no, const char *key, size_t keylen, const char *shape, const char *attrs)
{
	paramat(c, no, key, keylen, shape, attrs, 0, 0);
}

/* an argument's loc(...) among the pieces [from, to) after its type (JAX
 * names an argument so: `%arg0: tensor<4xf32> loc("x")`, the op_name
 * XLA gives the parameter) */
static void argloc(const struct mconv *c, const struct mop *o, uint32_t from, uint32_t to, uint64_t *off,
		   uint32_t *len)
{
	*off = 0;
	*len = 0;
	for (uint32_t k = from; k < to && k < o->n; k++)
		if (islocpiece(c, &o->pc[k])) {
			*off = o->pc[k].off;
			*len = o->pc[k].len;
			return;
		}
}

/* a tuple parameter whose elements are bound to the names */
static int tupleparam(struct mconv *c, const struct mpiece *const *names, char *const *shapes, uint32_t n,
		      char *pname, size_t cap)
{
	struct sbuf t = {0}, b = {0};

	sputs(&t, "(");
	for (uint32_t k = 0; k < n; k++) {
		if (k)
			sputs(&t, ", ");
		sputs(&t, shapes[k]);
	}
	sputs(&t, ")");
	snprintf(pname, cap, "arg_tuple.%" PRIu64, ++c->counter);
	sprintf_(&b, "%%%s = %s parameter(0)", pname, t.s);
	addinstr(c, curregion(c)->comp, b.s, 0, 0);
	for (uint32_t k = 0; k < n; k++) {
		char name[64], attrs[32];
		const char *opnd[1] = {pname};
		snprintf(attrs, sizeof attrs, "index=%u", k);
		emit(c, NULL, "get-tuple-element", shapes[k], "get-tuple-element", opnd, 1, attrs, name, sizeof name);
		defval(c, ptext(c, names[k]), names[k]->len, name, shapes[k]);
	}
	free(t.s);
	return 0;
}

/* string value of a dictionary attribute, quotes off: its span */
static int attrstring(const struct mconv *c, const struct mop *o, uint32_t from, uint32_t to, const char *key,
		      const char **s, uint32_t *n)
{
	size_t kl = strlen(key);

	for (uint32_t k = from; k + 2 < to; k++) {
		const struct mpiece *x = &o->pc[k];
		int match = (x->kind == ID && x->len == kl && !memcmp(ptext(c, x), key, kl)) ||
		            (x->kind == STRING && x->len == kl + 2 && !memcmp(ptext(c, x) + 1, key, kl));
		if (match && o->pc[k + 1].kind == '=') {
			const struct mpiece *v = &o->pc[k + 2];
			if (v->kind == STRING) {
				*s = ptext(c, v) + 1;
				*n = v->len - 2;
			} else {
				*s = ptext(c, v);
				*n = v->len;
			}
			return 1;
		}
	}
	return 0;
}

/* an MLIR string's bytes (\XX escapes decoded) into b[0..cap): their
 * count, or cap + 1 when they do not fit */
static size_t strbytes(const char *v, size_t vl, uint8_t *b, size_t cap)
{
	size_t n = 0;

	for (size_t k = 0; k < vl; k++) {
		uint8_t x = (uint8_t)v[k];
		if (v[k] == '\\' && k + 2 < vl && isxdigit((unsigned char)v[k + 1]) &&
		    isxdigit((unsigned char)v[k + 2])) {
			char hex[3] = {v[k + 1], v[k + 2], 0};
			x = (uint8_t)strtoul(hex, NULL, 16);
			k += 2;
		} else if (v[k] == '\\' && k + 1 < vl) {
			x = (uint8_t)v[++k];
		}
		if (n == cap)
			return cap + 1;
		b[n++] = x;
	}
	return n;
}

/* one varint of a protocol buffer at *p (below e); -1 if cut short */
static int varint(const uint8_t **p, const uint8_t *e, uint64_t *v)
{
	*v = 0;
	for (int shift = 0; *p < e && shift < 64; shift += 7) {
		uint8_t x = *(*p)++;
		*v |= (uint64_t)(x & 0x7f) << shift;
		if (!(x & 0x80))
			return 0;
	}
	return -1;
}

/* the integers of a repeated field, packed or one at a time */
static int repeated(const uint8_t **p, const uint8_t *e, int wire, int64_t *out, uint32_t *n, uint32_t max)
{
	uint64_t v, len;
	const uint8_t *end;

	if (wire == 0) {
		if (varint(p, e, &v) < 0 || *n == max)
			return -1;
		out[(*n)++] = (int64_t)v;
		return 0;
	}
	if (wire != 2 || varint(p, e, &len) < 0 || len > (uint64_t)(e - *p))
		return -1;
	for (end = *p + len; *p < end;) {
		if (varint(p, end, &v) < 0 || *n == max)
			return -1;
		out[(*n)++] = (int64_t)v;
	}
	return 0;
}

/* mhlo.sharding as HLO text: as written when it is ("{devices=...}"),
 * {replicated} when empty, else a serialized xla.OpSharding (as older
 * exporters wrote it; XLA's ConvertSharding reads both; translate test
 * sharding.mlir) decoded: type REPLICATED, MAXIMAL or OTHER with its tile
 * assignment (fields 1, 3, 4 and 6 of xla_data.proto's OpSharding).
 * -1 after a located error for what it does not decode (tuples) */
static int putsharding(struct mconv *c, uint64_t off, const char *v, uint32_t vl, struct sbuf *out)
{
	uint8_t b[4096];
	const uint8_t *p = b, *e;
	int64_t dims[64], devs[1024];
	uint32_t nd = 0, ndev = 0;
	uint64_t type = 0, last = 0, x;
	size_t n;

	if (vl == 0) {
		sputs(out, "{replicated}");
		return 0;
	}
	if (v[0] == '{') {
		sput(out, v, vl);
		return 0;
	}
	n = strbytes(v, vl, b, sizeof b);
	if (n > sizeof b)
		return fail(c, off, "a serialized sharding too long to read");
	for (e = b + n; p < e;) {
		uint64_t key, len;
		if (varint(&p, e, &key) < 0)
			return fail(c, off, "a serialized sharding cut short");
		switch (key >> 3) {
		case 1: case 6:
			if ((key & 7) != 0 || varint(&p, e, (key >> 3) == 1 ? &type : &last) < 0)
				return fail(c, off, "a serialized sharding cut short");
			continue;
		case 3:
			if (repeated(&p, e, (int)(key & 7), dims, &nd, 64) < 0)
				return fail(c, off, "a serialized sharding this reader does not decode");
			continue;
		case 4:
			if (repeated(&p, e, (int)(key & 7), devs, &ndev, 1024) < 0)
				return fail(c, off, "a serialized sharding this reader does not decode");
			continue;
		}
		/* any other field: skipped by its wire type */
		if ((key & 7) == 0 && varint(&p, e, &x) == 0)
			continue;
		if ((key & 7) == 2 && varint(&p, e, &len) == 0 && len <= (uint64_t)(e - p)) {
			p += len;
			continue;
		}
		if (((key & 7) == 1 || (key & 7) == 5) && (uint64_t)(e - p) >= ((key & 7) == 1 ? 8u : 4u)) {
			p += (key & 7) == 1 ? 8 : 4;
			continue;
		}
		return fail(c, off, "a serialized sharding this reader does not decode");
	}
	if (type == 0) {
		sputs(out, "{replicated}");
	} else if (type == 1 && ndev == 1) {
		sputs(out, "{maximal device=");
		sputint(out, devs[0]);
		sputs(out, "}");
	} else if (type == 3 && nd && ndev) {
		sputs(out, "{devices=[");
		for (uint32_t k = 0; k < nd; k++) {
			if (k)
				sputs(out, ",");
			sputint(out, dims[k]);
		}
		sputs(out, "]");
		for (uint32_t k = 0; k < ndev; k++) {
			if (k)
				sputs(out, ",");
			sputint(out, devs[k]);
		}
		sputs(out, last ? " last_tile_dim_replicate}" : "}");
	} else {
		return fail(c, off, "a serialized sharding of a kind this reader does not decode (tuple or manual): "
		            "write it as HLO text, {devices=...}");
	}
	return 0;
}

/* the rank of an HLO shape's text, "s32[4,2]{1,0}" -> 2 ("f32[]" -> 0) */
static uint32_t textrank(const char *shape)
{
	const char *p = strchr(shape, '[');
	uint32_t r = 1;

	if (!p || p[1] == ']')
		return 0;
	for (p++; *p && *p != ']'; p++)
		r += *p == ',';
	return r;
}

/* an entry argument's attributes in pieces [from, to): mhlo.sharding as
 * sharding=, sdy.sharding as the round trip's frontend attribute, and
 * mhlo.memory_kind = "pinned_host" / "unpinned_host" as host memory S(5)
 * in the parameter's layout (XLA puts it in the entry computation layout) */
static void argattr(struct mconv *c, const struct mop *o, uint32_t from, uint32_t to, struct sbuf *shape,
		    struct sbuf *attrs)
{
	const char *v;
	uint32_t vl;

	if (attrstring(c, o, from, to, "mhlo.sharding", &v, &vl)) {
		sputs(attrs, attrs->n ? ", sharding=" : "sharding=");
		putsharding(c, o->off, v, vl, attrs);
	}
	if (attrstring(c, o, from, to, "sdy.sharding", &v, &vl)) {
		sprintf_(attrs, "%sfrontend_attributes={xla.sdy.sharding=\"", attrs->n ? ", " : "");
		putescaped(attrs, v, vl);
		sputs(attrs, "\"}");
	}
	if (attrstring(c, o, from, to, "mhlo.memory_kind", &v, &vl) &&
	    ((vl == 11 && !memcmp(v, "pinned_host", 11)) || (vl == 13 && !memcmp(v, "unpinned_host", 13))) &&
	    shape->n && shape->s[shape->n - 1] == ']') {
		/* the default layout, in host memory */
		uint32_t rank = textrank(shape->s);
		sputs(shape, "{");
		for (uint32_t k = rank; k-- > 0;)
			sprintf_(shape, k + 1 < rank ? ",%u" : "%u", k);
		sputs(shape, ":S(5)}");
	}
}

/* func.func: its arguments are the computation's parameters; on @main the
 * entry's, with shardings and donation */
static int funcargs(struct mconv *c, struct mop *o, struct mregion *r)
{
	uint32_t k = 0, no = 0;
	const char *sym;
	uint32_t symlen;
	int entry = symname(c, o, &sym, &symlen) && isentry(c, sym, symlen);

	while (k < o->n && o->pc[k].kind != '(')
		k++;
	for (k++; k < o->n && !(o->pc[k].kind == ')' && o->pc[k].depth == 0); k++) {
		const struct mpiece *x = &o->pc[k];
		uint32_t t, e;
		struct sbuf shape = {0}, attrs = {0};
		const char *v;
		uint32_t vl, loclen;
		uint64_t loc;
		if (x->kind != SSA || x->depth != 1 || k + 2 >= o->n || o->pc[k + 1].kind != ':')
			continue;
		t = k + 2;
		if (shapeof(c, ptext(c, &o->pc[t]), o->pc[t].len, o->pc[t].off, &shape) < 0)
			return free(shape.s), -1;
		/* its attributes, up to the next argument */
		for (e = t + 1; e < o->n && !(o->pc[e].depth == 1 && o->pc[e].kind == ',') &&
		                !(o->pc[e].kind == ')' && o->pc[e].depth == 0); e++)
			;
		if (entry)
			argattr(c, o, t + 1, e, &shape, &attrs);
		if (entry && attrstring(c, o, t + 1, e, "tf.aliasing_output", &v, &vl)) {
			sprintf_(&c->ioalias, "%s{%ld}: (%u, {}, may-alias)", c->ioalias.n ? ", " : "", strtol(v, NULL, 10), no);
		} else if (entry && attrstring(c, o, t + 1, e, "jax.buffer_donor", &v, &vl) && vl == 4 &&
		           !memcmp(v, "true", 4)) {
			sprintf_(&c->donors, "%s(%u, {})", c->donors.n ? ", " : "", no);
		}
		argloc(c, o, t + 1, e, &loc, &loclen);
		paramat(c, no++, ptext(c, x), x->len, shape.s, attrs.s, loc, loclen);
		free(shape.s);
		free(attrs.s);
		k = e - 1;
	}
	r->nparam = no;
	if (entry)
		c->comps[r->comp].entry = 1;
	return 0;
}

/* a while's region has its parameter (instruction `at` of its
 * computation, n loop values): what convwhile needs to widen it when the
 * loop reads values from outside */
static void markloop(struct mconv *c, struct mregion *r, uint32_t at, uint32_t n, const struct mpiece *single,
		     const char *shape, const char *tuple)
{
	struct mcomp *k = &c->comps[r->comp];
	char name[64];

	k->wat = at;
	k->wstate = n;
	if (n == 1) {
		const struct mval *v = regionval(r, ptext(c, single), single->len);
		snprintf(name, sizeof name, "arg_tuple.%" PRIu64, ++c->counter);
		k->wtuple = xstrdup(name);
		k->wsingle = xstrdup(v ? v->hlo : "");
		k->wshape = xstrdup(shape);
	} else {
		k->wtuple = xstrdup(tuple);
	}
}

/* the pretty while: (%iterArg = %init, ...) : types; cond and do take the
 * loop state, a tuple when more than one value */
static int whileargs(struct mconv *c, struct mop *o, struct mregion *r)
{
	const struct mpiece *names[256] = {0};
	char *shapes[256] = {0}, tname[64] = "";
	uint32_t n = 0, at;
	struct sig s;
	int rc = 0;

	signature(c, o, &s);
	for (uint32_t k = 0; k + 1 < o->n; k++)
		if (o->pc[k].kind == SSA && o->pc[k + 1].kind == '=' && n < 256)
			names[n++] = &o->pc[k];
	if (n != s.nout)
		return fail(c, o->off, "the while's values and types differ in number");
	for (uint32_t k = 0; k < n; k++) {
		struct sbuf b = {0};
		if (shapeof(c, ptext(c, &o->pc[s.out[k]]), o->pc[s.out[k]].len, o->pc[s.out[k]].off, &b) < 0) {
			freeshapes(shapes, k);
			free(b.s);
			return -1;
		}
		shapes[k] = b.s;
	}
	at = c->comps[r->comp].nin;
	if (n == 1)
		param(c, 0, ptext(c, names[0]), names[0]->len, shapes[0], NULL);
	else
		rc = tupleparam(c, names, shapes, n, tname, sizeof tname);
	if (n > 0)
		markloop(c, r, at, n, names[0], shapes[0], tname);
	freeshapes(shapes, n);
	r->nparam = 1;
	return rc;
}

/* block arguments written `(%a: type, %b: type)` from piece `from`: the
 * region's parameters (tupled for a while, one each otherwise) */
static int blockargs(struct mconv *c, const struct mop *o, uint32_t from, struct mregion *r, int tupled)
{
	const struct mpiece *names[256] = {0};
	char *shapes[256] = {0}, tname[64] = "";
	uint32_t n = 0, at;
	int rc = 0;

	for (uint32_t k = from; k + 2 < o->n; k++) {
		if (o->pc[k].kind == ')' && o->pc[k].depth == o->pc[from].depth)
			break;
		if (o->pc[k].kind == SSA && o->pc[k + 1].kind == ':' && n < 256) {
			struct sbuf b = {0};
			if (shapeof(c, ptext(c, &o->pc[k + 2]), o->pc[k + 2].len, o->pc[k + 2].off, &b) < 0) {
				freeshapes(shapes, n);
				free(b.s);
				return -1;
			}
			names[n] = &o->pc[k];
			shapes[n++] = b.s;
		}
	}
	at = c->comps[r->comp].nin;
	if (tupled && n > 1) {
		rc = tupleparam(c, names, shapes, n, tname, sizeof tname);
		r->nparam = 1;
	} else {
		for (uint32_t k = 0; k < n; k++)
			param(c, k, ptext(c, names[k]), names[k]->len, shapes[k], NULL);
		r->nparam = n;
	}
	if (tupled && n > 0)
		markloop(c, r, at, n, names[0], shapes[0], tname);
	freeshapes(shapes, n);
	return rc;
}

/* the attribute dictionary of argument `no` of a generic func.func:
 * arg_attrs = [{...}, {...}]; its pieces [*from, *to) */
static int argattrs(const struct mconv *c, const struct mop *o, uint32_t no, uint32_t *from, uint32_t *to)
{
	uint32_t f, t, seen = 0;

	if (!attrspan(c, o, "arg_attrs", &f, &t))
		return 0;
	for (uint32_t k = f; k < o->n; k++) {
		if (o->pc[k].kind == ']' && o->pc[k].depth == o->pc[f].depth)
			break;
		if (o->pc[k].kind == '{' && o->pc[k].depth == o->pc[f].depth + 1) {
			uint32_t e = k + 1;
			while (e < o->n && !(o->pc[e].kind == '}' && o->pc[e].depth == o->pc[k].depth))
				e++;
			if (seen++ == no) {
				*from = k;
				*to = e;
				return 1;
			}
			k = e;
		}
	}
	return 0;
}

/* a generic func.func's arguments: the block label's, with the entry's
 * attributes taken from arg_attrs */
static int labelfuncargs(struct mconv *c, const struct mop *owner, const struct mop *label, struct mregion *r)
{
	const char *sym;
	uint32_t symlen, no = 0;
	int entry = symname(c, owner, &sym, &symlen) && isentry(c, sym, symlen);

	for (uint32_t k = 0; k + 2 < label->n; k++) {
		const struct mpiece *x = &label->pc[k];
		struct sbuf shape = {0}, attrs = {0};
		uint32_t f, t, vl, next, loclen;
		uint64_t loc;
		const char *v;
		if (x->kind != SSA || label->pc[k + 1].kind != ':')
			continue;
		if (shapeof(c, ptext(c, &label->pc[k + 2]), label->pc[k + 2].len, label->pc[k + 2].off, &shape) < 0)
			return free(shape.s), -1;
		if (entry && argattrs(c, owner, no, &f, &t)) {
			argattr(c, owner, f, t, &shape, &attrs);
			if (attrstring(c, owner, f, t, "tf.aliasing_output", &v, &vl))
				sprintf_(&c->ioalias, "%s{%ld}: (%u, {}, may-alias)", c->ioalias.n ? ", " : "",
				         strtol(v, NULL, 10), no);
			else if (attrstring(c, owner, f, t, "jax.buffer_donor", &v, &vl) && vl == 4 && !memcmp(v, "true", 4))
				sprintf_(&c->donors, "%s(%u, {})", c->donors.n ? ", " : "", no);
		}
		/* its location, before the next argument */
		for (next = k + 3; next < label->n && !(label->pc[next].kind == SSA && next + 1 < label->n &&
		                                       label->pc[next + 1].kind == ':'); next++)
			;
		argloc(c, label, k + 3, next, &loc, &loclen);
		paramat(c, no++, ptext(c, x), x->len, shape.s, attrs.s, loc, loclen);
		free(shape.s);
		free(attrs.s);
	}
	r->nparam = no;
	if (entry)
		c->comps[r->comp].entry = 1;
	return 0;
}

static int reducerargs(struct mconv *c, const struct mop *o, uint32_t from, struct mregion *r)
{
	uint32_t first[64], second[64], ng = 0, no = 0;

	for (uint32_t k = from; k < o->n && o->pc[k].kind == '(' && ng < 64;) {
		uint32_t got = 0;
		for (k++; k < o->n && !(o->pc[k].kind == ')' && o->pc[k].depth == 0); k++)
			if (o->pc[k].kind == SSA && k + 2 < o->n && o->pc[k + 1].kind == ':') {
				if (got == 0)
					first[ng] = k;
				else
					second[ng] = k;
				got++;
			}
		if (got != 2)
			return fail(c, o->off, "a reducer takes two values a group");
		ng++;
		k++;
	}
	for (int side = 0; side < 2; side++)
		for (uint32_t g = 0; g < ng; g++) {
			uint32_t k = side ? second[g] : first[g];
			struct sbuf b = {0};
			if (shapeof(c, ptext(c, &o->pc[k + 2]), o->pc[k + 2].len, o->pc[k + 2].off, &b) < 0)
				return free(b.s), -1;
			param(c, no++, ptext(c, &o->pc[k]), o->pc[k].len, b.s, NULL);
			free(b.s);
		}
	r->nparam = no;
	return 0;
}

static int bindargs(struct mconv *c, struct mop *o, struct mregion *r)
{
	if (headis(c, o, "func.func") && o->headkind == STRING) {
		/* generic: the entry flag now, the arguments at the label */
		const char *sym;
		uint32_t n;
		if (symname(c, o, &sym, &n) && isentry(c, sym, n))
			c->comps[r->comp].entry = 1;
		return 0;
	}
	if (headis(c, o, "func.func"))
		return funcargs(c, o, r);
	if (iswhile(c, o) && o->headkind == ID)
		return whileargs(c, o, r);
	/* sdy.manual_computation(%x) ... (%arg1: local type) { region }: the
	 * last parenthesized group holds the per-device block arguments */
	if (headis(c, o, "sdy.manual_computation")) {
		uint32_t open = HLO_NONE;
		for (uint32_t k = 0; k + 1 < o->n; k++)
			if (o->pc[k].kind == '(' && o->pc[k].depth == 0)
				open = k;
		return open == HLO_NONE ? 0 : blockargs(c, o, open, r, 0);
	}
	/* the pretty reduce: reducer(%acc0: t, %x0: t) (%acc1: u, %x1: u) just
	 * before the region: HLO's reducer takes the accumulators, then the
	 * new values */
	/* (the last piece is the marker of the region being opened) */
	for (uint32_t k = o->n - 1; k-- > 0;) {
		if (o->pc[k].kind == REGION)
			break;
		if (o->pc[k].kind == ID && piseq(c, &o->pc[k], "reducer"))
			return reducerargs(c, o, k + 1, r);
	}
	return 0; /* a block label inside, or none */
}

/* ---- converting ops ---- */

static const char *valname(const struct mval *v)
{
	return v->hlo;
}

/* emit a one-result (or tuple-result) op and define its results */
static int simple(struct mconv *c, const struct mop *o, const char *base, const char *opcode, const struct mval **v,
		  uint32_t nv, const char *attrs)
{
	struct sig s;
	char *shapes[256], name[128], wmem[256];
	const char *opnd[256];
	uint32_t ns;
	struct sbuf whole;
	int rc;
	sbufon(&whole, wmem, sizeof wmem);
	signature(c, o, &s);
	if (!s.found || (s.nout == 0 && o->ndef))
		return fail(c, o->off, "expected the op's type after ':'");
	/* one result (most ops): its shape is the whole, one buffer */
	if (s.nout == 1 ? oneshape(c, o, &s, &whole) < 0 : resultshapes(c, o, &s, shapes, &ns, &whole) < 0) {
		sfree(&whole);
		return -1;
	}
	if (s.nout == 1) {
		shapes[0] = whole.s;
		ns = 1;
	}
	if (ns == 0 && !whole.n)
		sputs(&whole, "()");
	opnd[0] = NULL;         /* (the rest is set up to nv, all read) */
	for (uint32_t k = 0; k < nv; k++)
		opnd[k] = valname(v[k]);
	emit(c, o, base, whole.s, opcode, opnd, nv, attrs, name, sizeof name);
	rc = ns == 1 ? results(c, o, name, shapes, 1) : results(c, o, name, shapes, ns);
	if (s.nout != 1)
		freeshapes(shapes, ns);
	sfree(&whole);
	return rc;
}

/* `name = [1, 2]`, `name = array<i64: 1, 2>` or `name = 3 : i64` as {1,2} */
static int intattr(const struct mconv *c, const struct mop *o, const char *const *names, struct sbuf *b,
		   const char *hloname)
{
	uint32_t from, to;
	int64_t v[64];

	for (; *names; names++)
		if (attrspan(c, o, *names, &from, &to)) {
			uint32_t n = ints(c, o, from, to, v, 64);
			if (b->n)
				sputs(b, ", ");
			sputs(b, hloname);
			sputs(b, "=");
			intlist(b, v, n);
			return 1;
		}
	return 0;
}

static int64_t intvalue(const struct mconv *c, const struct mop *o, const char *const *names, int64_t dflt)
{
	uint32_t from, to;
	int64_t v[1];

	for (; *names; names++)
		if (attrspan(c, o, *names, &from, &to) && ints(c, o, from, to, v, 1) == 1)
			return v[0];
	return dflt;
}

/* replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64> -> {{0,1},{2,3}} */
static void replicagroups(const struct mconv *c, const struct mop *o, struct sbuf *b)
{
	uint32_t from, to;

	if (!attrspan(c, o, "replica_groups", &from, &to))
		return;
	for (uint32_t k = from; k < to; k++) {
		const struct mpiece *x = &o->pc[k];
		const char *s = ptext(c, x), *e = s + x->len;
		int depth = 0, num = 0;
		if (x->kind != BLOB || x->len < 6 || memcmp(s, "dense<", 6))
			continue;
		if (b->n)
			sputs(b, ", ");
		sputs(b, "replica_groups={");
		for (const char *p = s + 6; p < e && *p != '>'; p++) {
			if (*p == '[') {
				if (depth++ == 1)
					sputs(b, (b->s[b->n - 1] == '}') ? ",{" : "{"), num = 0;
			} else if (*p == ']') {
				if (--depth == 1)
					sputs(b, "}");
			} else if (isdigit((unsigned char)*p)) {
				char *q;
				long long t = strtoll(p, &q, 10);
				sprintf_(b, num++ ? ",%lld" : "%lld", t);
				p = q - 1;
			}
		}
		/* a 1-D dense<[...]> holds one group */
		if (b->s[b->n - 1] == '{')
			sputs(b, "}");
		sputs(b, "}");
		return;
	}
}

static void channel(const struct mconv *c, const struct mop *o, struct sbuf *b)
{
	uint32_t from, to;
	int64_t v[2];

	if (attrspan(c, o, "channel_handle", &from, &to) && ints(c, o, from, to, v, 2) >= 1) {
		if (b->n)
			sputs(b, ", ");
		sprintf_(b, "channel_id=%" PRId64, v[0]);
	}
}

/* a reducer computation applying a binary op to scalars of the given types:
 * the pretty form's `applies stablehlo.add` */
static uint32_t reducer(struct mconv *c, const char *op, size_t oplen, char *const *elem, uint32_t n, uint64_t off)
{
	uint32_t comp;
	const char *hop = hloopcode(op, oplen);
	struct mregion *r;
	struct sbuf root = {0};
	char names[2][64][64];

	if (!hop) {
		fail(c, off, "unknown reducer '%.*s'", (int)oplen, op);
		return HLO_NONE;
	}
	if (n > 32) {
		fail(c, off, "too many reduced values");
		return HLO_NONE;
	}
	comp = newcomp(c, "region", 6);
	GROW(c->rg, c->nrg, c->caprg);
	r = &c->rg[c->nrg++];
	memset(r, 0, sizeof *r);
	r->comp = comp;
	for (uint32_t side = 0; side < 2; side++)
		for (uint32_t k = 0; k < n; k++) {
			char key[32];
			snprintf(key, sizeof key, "%%r%u_%u", side, k);
			param(c, side * n + k, key, strlen(key), elem[k], NULL);
			snprintf(names[side][k], sizeof names[side][k], "%s", findval(c, key, strlen(key))->hlo);
		}
	for (uint32_t k = 0; k < n; k++) {
		const char *opnd[2] = {names[0][k], names[1][k]};
		char name[128];
		emit(c, NULL, hop, elem[k], hop, opnd, 2, NULL, name, sizeof name);
		if (n == 1)
			sputs(&root, name);
		else
			sprintf_(&root, "%s%s", k ? "," : "", name);
	}
	if (n > 1) {
		/* several values: a tuple of them is the root */
		struct sbuf t = {0}, b = {0};
		char name[64];
		sputs(&t, "(");
		for (uint32_t k = 0; k < n; k++)
			sprintf_(&t, "%s%s", k ? ", " : "", elem[k]);
		sputs(&t, ")");
		snprintf(name, sizeof name, "tuple.%" PRIu64, ++c->counter);
		sprintf_(&b, "%%%s = %s tuple(", name, t.s);
		for (uint32_t k = 0, at = 0; k < n; k++) {
			char *comma = strchr(root.s + at, ',');
			size_t len = comma ? (size_t)(comma - root.s - at) : strlen(root.s + at);
			sprintf_(&b, "%s%%%.*s", k ? ", " : "", (int)len, root.s + at);
			at += (uint32_t)len + 1;
		}
		sputs(&b, ")");
		addinstr(c, comp, b.s, 0, 0);
		free(root.s);
		root.s = xstrdup(name);
		free(t.s);
	}
	c->comps[comp].root = root.s;
	c->comps[comp].done = 1;
	freeregion(r);
	c->nrg--;
	return comp;
}

/* the element type of an HLO shape text, as a scalar shape ("f32[]") */
static char *scalarof(const char *shape)
{
	const char *b = strchr(shape, '[');
	size_t n = b ? (size_t)(b - shape) : strlen(shape);
	char *r = ut_malloc(n + 3);

	memcpy(r, shape, n);
	memcpy(r + n, "[]", 3);
	return r;
}

static int convreduce(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, int pretty)
{
	struct sbuf attrs = {0};
	static const char *const dims[] = {"dimensions", NULL};
	const struct mval *ord[256];
	uint32_t comp = regioncomp(o, 0), half = nv / 2;
	int rc;
	if (nv % 2)
		return fail(c, o->off, "reduce takes inputs and as many initial values");
	/* the pretty form pairs them, (%x init: %c), (%y init: %d): inputs
	 * first, then the initial values, as HLO has them */
	if (pretty)
		for (uint32_t k = 0; k < half; k++) {
			ord[k] = v[2 * k];
			ord[half + k] = v[2 * k + 1];
		}
	else
		memcpy(ord, v, nv * sizeof *v);
	intattr(c, o, dims, &attrs, "dimensions");
	if (comp == HLO_NONE) {
		/* `applies stablehlo.add` */
		for (uint32_t k = 0; k + 1 < o->n; k++)
			if (o->pc[k].kind == ID && piseq(c, &o->pc[k], "applies")) {
				const char *op = ptext(c, &o->pc[k + 1]);
				size_t n = o->pc[k + 1].len;
				char *elem[64] = {0};
				if (n > 10 && !memcmp(op, "stablehlo.", 10))
					op += 10, n -= 10;
				for (uint32_t j = 0; j < half && j < 64; j++)
					elem[j] = scalarof(ord[half + j]->shape);
				comp = reducer(c, op, n, elem, half < 64 ? half : 64, o->pc[k + 1].off);
				freeshapes(elem, half < 64 ? half : 64);
				break;
			}
	}
	if (comp == HLO_NONE) {
		free(attrs.s);
		return fail(c, o->off, "reduce without a reducer");
	}
	sprintf_(&attrs, "%sto_apply=%%%s", attrs.n ? ", " : "", c->comps[comp].name);
	addcall(c, curregion(c)->comp, comp);
	rc = simple(c, o, "reduce", "reduce", ord, nv, attrs.s);
	free(attrs.s);
	return rc;
}

/* the slice of the pretty form: [0:4, 1:3:2], or start/limit/strides */
static int sliceattr(const struct mconv *c, const struct mop *o, struct sbuf *b)
{
	int64_t lo[64], hi[64], st[64];
	uint32_t n = 0, from, to;

	if (attrspan(c, o, "start_indices", &from, &to)) {
		n = ints(c, o, from, to, lo, 64);
		if (!attrspan(c, o, "limit_indices", &from, &to) || ints(c, o, from, to, hi, 64) != n)
			return -1;
		if (!attrspan(c, o, "strides", &from, &to) || ints(c, o, from, to, st, 64) != n)
			for (uint32_t k = 0; k < n; k++)
				st[k] = 1;
	} else {
		uint32_t k = 0;
		while (k < o->n && !(o->pc[k].kind == '[' && o->pc[k].depth == 0))
			k++;
		for (k++; k < o->n && o->pc[k].kind != ']' && n < 64;) {
			int64_t v[3] = {0, 0, 1};
			int got = 0;
			while (k < o->n && o->pc[k].kind != ',' && o->pc[k].kind != ']') {
				if (o->pc[k].kind == INT && got < 3)
					v[got++] = strtoll(ptext(c, &o->pc[k]), NULL, 10);
				k++;
			}
			lo[n] = v[0], hi[n] = v[1], st[n] = got == 3 ? v[2] : 1;
			n++;
			if (k < o->n && o->pc[k].kind == ',')
				k++;
		}
	}
	sputs(b, "slice={");
	for (uint32_t k = 0; k < n; k++)
		sprintf_(b, "%s[%" PRId64 ":%" PRId64 ":%" PRId64 "]", k ? ", " : "", lo[k], hi[k], st[k]);
	sputs(b, "}");
	return 0;
}

/* dot_general's dimension numbers, pretty (contracting_dims = [1] x [0])
 * or generic (#stablehlo.dot<lhs_contracting_dimensions = [1], ...>) */
static void dotattrs(const struct mconv *c, const struct mop *o, struct sbuf *b)
{
	static const char *const keys[][3] = {
		{"batching_dims", "lhs_batching_dimensions", "rhs_batching_dimensions"},
		{"contracting_dims", "lhs_contracting_dimensions", "rhs_contracting_dimensions"},
	};
	static const char *const hlo[][2] = {{"lhs_batch_dims", "rhs_batch_dims"},
	                                     {"lhs_contracting_dims", "rhs_contracting_dims"}};

	for (int kind = 0; kind < 2; kind++) {
		uint32_t from, to;
		int64_t l[64], r[64];
		uint32_t nl = 0, nr = 0;
		if (attrspan(c, o, keys[kind][0], &from, &to)) {
			/* [..] x [..]: split at the 'x' */
			uint32_t x = from;
			while (x < o->n && !(o->pc[x].kind == ID && piseq(c, &o->pc[x], "x")))
				x++;
			nl = ints(c, o, from, x, l, 64);
			while (to < o->n && o->pc[to].kind != ',' && o->pc[to].kind != ':' && o->pc[to].depth == o->pc[from].depth)
				to++;
			nr = ints(c, o, x + 1, to, r, 64);
		} else {
			for (uint32_t k = 0; k < o->n; k++) {
				const struct mpiece *p = &o->pc[k];
				const char *s = ptext(c, p);
				if (p->kind != BLOB || p->len < 15 || memcmp(s, "#stablehlo.dot<", 15))
					continue;
				for (int side = 0; side < 2; side++) {
					const char *key = keys[kind][1 + side];
					const char *at = NULL;
					size_t kl = strlen(key);
					for (const char *q = s; q + kl < s + p->len; q++)
						if (!memcmp(q, key, kl)) {
							at = q + kl;
							break;
						}
					uint32_t *nn = side ? &nr : &nl;
					int64_t *vv = side ? r : l;
					if (!at)
						continue;
					while (at < s + p->len && *at != '[')
						at++;
					for (at++; at < s + p->len && *at != ']'; at++)
						if (isdigit((unsigned char)*at)) {
							char *q;
							long long t = strtoll(at, &q, 10);
							if (*nn < 64)
								vv[(*nn)++] = t;
							at = q - 1;
						}
				}
			}
		}
		if (nl || nr) {
			if (b->n)
				sputs(b, ", ");
			sputs(b, hlo[kind][0]);
			sputs(b, "=");
			intlist(b, l, nl);
			sputs(b, ", ");
			sputs(b, hlo[kind][1]);
			sputs(b, "=");
			intlist(b, r, nr);
		}
	}
}

/* all_to_all: with split_dimension == concat_dimension one all-to-all;
 * else XlaBuilder::AllToAllArray's all-to-all on the split dimension,
 * reshape, transpose and reshape (and the s32[1] split-count constant it
 * leaves) */
static int convalltoall(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	static const char *const sd[] = {"split_dimension", NULL}, *const cd[] = {"concat_dimension", NULL},
	                         *const sc[] = {"split_count", NULL};
	int64_t split = intvalue(c, o, sd, 0), concat = intvalue(c, o, cd, 0), count = intvalue(c, o, sc, 1);
	struct sbuf attrs = {0}, s1 = {0}, s2 = {0};
	char name[128], cname[64];
	int64_t dims[64], d2[64], perm[64];
	uint32_t rank = 0, n2 = 0;
	const char *p;
	int rc;
	channel(c, o, &attrs);
	replicagroups(c, o, &attrs);
	if (nv != 1) {
		/* several operands: ExportXlaOp(AllToAllOp) calls
		 * xla::AllToAllTuple, one all-to-all of a tuple of the operands'
		 * shapes (each operand one chunk), then get-tuple-element per
		 * result */
		struct sbuf whole = {0};
		char *shapes[256];     /* operands() reads 256 at most */
		const char *opnd[256];
		sputs(&whole, "(");
		for (uint32_t k = 0; k < nv; k++) {
			sprintf_(&whole, "%s%s", k ? ", " : "", v[k]->shape);
			shapes[k] = v[k]->shape;
			opnd[k] = valname(v[k]);
		}
		sputs(&whole, ")");
		emit(c, o, "all-to-all", whole.s, "all-to-all", opnd, nv, attrs.s, name, sizeof name);
		rc = results(c, o, name, shapes, nv);
		free(whole.s);
		free(attrs.s);
		return rc;
	}
	sprintf_(&attrs, "%sdimensions={%" PRId64 "}", attrs.n ? ", " : "", split);
	if (split == concat) {
		rc = simple(c, o, "all-to-all", "all-to-all", v, 1, attrs.s);
		free(attrs.s);
		return rc;
	}
	/* the operand's dimensions, from its shape text */
	p = strchr(v[0]->shape, '[');
	for (p = p ? p + 1 : ""; *p && *p != ']' && rank < 64;) {
		char *q;
		dims[rank++] = strtoll(p, &q, 10);
		p = q;
		if (*p == ',')
			p++;
		else if (*p != ']')
			break;
	}
	if (split < 0 || concat < 0 || split >= rank || concat >= rank || count <= 0 || dims[split] % count)
		return free(attrs.s), fail(c, o->off, "all_to_all: the split does not divide its dimension");
	{
		const char *opnd[1] = {v[0]->hlo};
		emit(c, o, "all-to-all", v[0]->shape, "all-to-all", opnd, 1, attrs.s, name, sizeof name);
	}
	{
		struct sbuf b = {0};
		char *et = scalarof(v[0]->shape);
		et[strlen(et) - 2] = 0;
		snprintf(cname, sizeof cname, "constant.%" PRIu64, ++c->counter);
		sprintf_(&b, "%%%s = s32[1] constant({%" PRId64 "})", cname, count);
		/* read by nothing, it comes first in XLA's post order */
		{
			struct mcomp *k = &c->comps[curregion(c)->comp];
			uint32_t at = k->nleadconst++;
			addinstr(c, curregion(c)->comp, b.s, 0, 0);
			memmove(k->in + at + 1, k->in + at, (k->nin - 1 - at) * sizeof *k->in);
			k->in[at] = (struct minstr){b.s, 0, 0, 0, c->opline};
		}
		/* reshape: the split dimension becomes [count, dim / count] */
		for (uint32_t k = 0; k < rank; k++) {
			if ((int64_t)k == split) {
				d2[n2++] = count;
				d2[n2++] = dims[k] / count;
			} else {
				d2[n2++] = dims[k];
			}
		}
		sprintf_(&s1, "%s[", et);
		for (uint32_t k = 0; k < n2; k++)
			sprintf_(&s1, k ? ",%" PRId64 : "%" PRId64, d2[k]);
		sputs(&s1, "]");
		/* transpose: the count axis just before the concat dimension */
		{
			uint32_t np = 0, cax = (uint32_t)(concat < split ? concat : concat + 1);
			for (uint32_t k = 0; k < n2; k++) {
				if (k == cax)
					perm[np++] = split;
				if ((int64_t)k != split)
					perm[np++] = k;
			}
			sprintf_(&s2, "%s[", et);
			for (uint32_t k = 0; k < n2; k++)
				sprintf_(&s2, k ? ",%" PRId64 : "%" PRId64, d2[perm[k]]);
			sputs(&s2, "]");
		}
		free(et);
	}
	{
		const char *opnd[1] = {name};
		char r1[128], t1[128];
		struct sbuf ta = {0};
		emit(c, o, "reshape", s1.s, "reshape", opnd, 1, NULL, r1, sizeof r1);
		opnd[0] = r1;
		sputs(&ta, "dimensions=");
		intlist(&ta, perm, n2);
		emit(c, o, "transpose", s2.s, "transpose", opnd, 1, ta.s, t1, sizeof t1);
		free(ta.s);
		{
			struct mval tv = {NULL, t1, s2.s, 0};
			const struct mval *pv[1] = {&tv};
			rc = simple(c, o, "reshape", "reshape", pv, 1, NULL);
		}
	}
	free(attrs.s);
	free(s1.s);
	free(s2.s);
	return rc;
}

static int convcustomcall(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	struct sbuf attrs = {0};
	const char *t = NULL, *sh;
	uint32_t tl = 0, shl, from = 0, to = o->n;
	int rc;
	for (uint32_t k = 0; k < o->n; k++)
		if (o->pc[k].kind == SYM && o->pc[k].depth == 0) {
			t = ptext(c, &o->pc[k]) + 1;
			tl = o->pc[k].len - 1;
			break;
		}
	if (!t && !attrstring(c, o, 0, o->n, "call_target_name", &t, &tl))
		return fail(c, o->off, "custom_call without a target");
	sprintf_(&attrs, "custom_call_target=\"%.*s\"", (int)tl, t);
	if (attrstring(c, o, from, to, "mhlo.sharding", &sh, &shl)) {
		sputs(&attrs, ", sharding=");
		if (putsharding(c, o->off, sh, shl, &attrs) < 0)
			return free(attrs.s), -1;
	}
	{
		/* mhlo.frontend_attributes = {k = "v", ...}: frontend_attributes={k="v"} */
		uint32_t f, t2;
		if (attrspan(c, o, "mhlo.frontend_attributes", &f, &t2)) {
			sputs(&attrs, ", frontend_attributes={");
			for (uint32_t k = f, first = 1; k + 2 < o->n && k < t2 + 8; k++) {
				if (o->pc[k].kind == '}' && o->pc[k].depth == o->pc[f].depth)
					break;
				if ((o->pc[k].kind == ID || o->pc[k].kind == STRING) && o->pc[k + 1].kind == '=' &&
				    o->pc[k + 2].kind == STRING) {
					const char *key = ptext(c, &o->pc[k]);
					uint32_t kl = o->pc[k].len;
					if (o->pc[k].kind == STRING)
						key++, kl -= 2;
					sprintf_(&attrs, "%s%.*s=%.*s", first ? "" : ",", (int)kl, key, (int)o->pc[k + 2].len,
					         ptext(c, &o->pc[k + 2]));
					first = 0;
				}
			}
			sputs(&attrs, "}");
		}
	}
	if (attrstring(c, o, from, to, "has_side_effect", &sh, &shl) && shl == 4 && !memcmp(sh, "true", 4))
		sputs(&attrs, ", custom_call_has_side_effect=true");
	if (attrstring(c, o, from, to, "api_version", &sh, &shl))
		sprintf_(&attrs, ", api_version=API_VERSION_%s",
		         *sh == '1' ? "ORIGINAL" : *sh == '2' ? "STATUS_RETURNING" : *sh == '3' ? "STATUS_RETURNING_UNIFIED" : "TYPED_FFI");
	/* output_operand_aliases: output {i} shares operand k's buffer */
	{
		struct sbuf al = {0};
		for (uint32_t k = 0; k < o->n; k++) {
			const struct mpiece *x = &o->pc[k];
			const char *s = ptext(c, x), *e = s + x->len, *q;
			int64_t out[8], opnd = 0, no = 0;
			if (x->kind != BLOB || x->len < 33 || memcmp(s, "#stablehlo.output_operand_alias<", 32))
				continue;
			q = strstr(s, "output_tuple_indices");
			if (q && q < e)
				for (q = strchr(q, '['); q && q < e && *q != ']'; q++)
					if (isdigit((unsigned char)*q) && no < 8) {
						char *r;
						out[no++] = strtoll(q, &r, 10);
						q = r - 1;
					}
			q = strstr(s, "operand_index");
			if (q && q < e)
				opnd = strtoll(strchr(q, '=') + 1, NULL, 10);
			sputs(&al, al.n ? ", {" : "{");
			for (int64_t j = 0; j < no; j++)
				sprintf_(&al, j ? ",%" PRId64 : "%" PRId64, out[j]);
			sprintf_(&al, "}: (%" PRId64 ", {})", opnd);
		}
		if (al.n)
			sprintf_(&attrs, ", output_to_operand_aliasing={%s}", al.s);
		free(al.s);
	}
	rc = simple(c, o, "custom-call", "custom-call", v, nv, attrs.s);
	free(attrs.s);
	return rc;
}

/* a function's computation by its symbol, made empty if not yet seen */
static uint32_t funccomp(struct mconv *c, const char *s, uint32_t n)
{
	for (uint32_t k = 0; k < c->ncomp; k++)
		if (c->comps[k].sym && strlen(c->comps[k].sym) == n && !memcmp(c->comps[k].sym, s, n))
			return k;
	{
		uint32_t k = newcomp(c, s, n);
		c->comps[k].sym = dupn(s, n);
		return k;
	}
}

static int convcall(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	const char *s;
	uint32_t n, comp;
	struct sbuf attrs = {0};
	int rc;
	if (!symname(c, o, &s, &n))
		return fail(c, o->off, "call without a callee");
	comp = funccomp(c, s, n);
	sprintf_(&attrs, "to_apply=%%%s", c->comps[comp].name);
	addcall(c, curregion(c)->comp, comp);
	rc = simple(c, o, "call", "call", v, nv, attrs.s);
	free(attrs.s);
	return rc;
}

/* a region's terminator: its values are the computation's root */
/* `%tuple.N = (shapes) tuple(values)` in the current region; name gets
 * its name; the tuple's shape is returned (caller frees) */
static char *maketuple(struct mconv *c, const struct mval *const *v, uint32_t nv, char *name, size_t cap)
{
	struct sbuf t = {0}, b = {0};

	sputs(&t, "(");
	for (uint32_t j = 0; j < nv; j++)
		sprintf_(&t, "%s%s", j ? ", " : "", v[j]->shape);
	sputs(&t, ")");
	snprintf(name, cap, "tuple.%" PRIu64, ++c->counter);
	sprintf_(&b, "%%%s = %s tuple(", name, t.s);
	for (uint32_t j = 0; j < nv; j++)
		sprintf_(&b, "%s%%%s", j ? ", " : "", v[j]->hlo);
	sputs(&b, ")");
	addinstr(c, curregion(c)->comp, b.s, 0, 0);
	return t.s;
}

/* the loop's values v[0..nv) and then those of `list` (the values it
 * reads from outside), as the current region reads them: all[] points at
 * v's and at store[]'s copies; 0, or -1 after a diagnostic */
static int withcaptures(struct mconv *c, const struct mop *o, const struct mcomp *list, const struct mval **v,
			uint32_t nv, struct mval *store, const struct mval **all)
{
	for (uint32_t j = 0; j < nv; j++)
		all[j] = v[j];
	for (uint32_t j = 0; j < list->ncap; j++) {
		if (useval(c, list->capkey[j], strlen(list->capkey[j]), o->off, &store[j]) < 0)
			return -1;
		all[nv + j] = &store[j];
	}
	return 0;
}

/* a while body's return when the loop reads values from outside: the
 * new loop values, then those values passed on unchanged */
static int loopreturn(struct mconv *c, const struct mop *o, struct mregion *r, const struct mval **v, uint32_t nv)
{
	const struct mcomp *list = &c->comps[c->ops[r->op].regions[0]];
	uint32_t m = list->ncap, total = nv + m;
	struct mval *store = ut_calloc(m + 1, sizeof *store);
	const struct mval **all = ut_calloc(total + 1, sizeof *all);
	struct mcomp *k;
	char name[64];
	int rc = withcaptures(c, o, list, v, nv, store, all);

	if (rc == 0) {
		k = &c->comps[r->comp];
		free(k->root);
		free(maketuple(c, all, total, name, sizeof name));
		k->root = xstrdup(name);
		r->terminated = 1;
	}
	free(store);
	free(all);
	return rc;
}

static int convreturn(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	struct mregion *r = curregion(c);
	struct mcomp *k;

	if (!r || r->comp == HLO_NONE)
		return fail(c, o->off, "return outside a function or region");
	k = &c->comps[r->comp];
	if (r->loop && c->ops[r->op].nregion == 2 && k->wtuple && c->comps[c->ops[r->op].regions[0]].ncap)
		return loopreturn(c, o, r, v, nv);
	free(k->root);
	if (nv == 1) {
		k->root = xstrdup(v[0]->hlo);
	} else {
		char name[64];
		free(maketuple(c, v, nv, name, sizeof name));
		k->root = xstrdup(name);
	}
	r->terminated = 1;
	return 0;
}

/* a loop region's parameter widened to the loop tuple `shape`: its own
 * values, then the ones read from outside */
static void widenparam(struct mconv *c, uint32_t comp, const char *shape)
{
	struct mcomp *k = &c->comps[comp];
	struct sbuf b = {0};

	if (!k->in[k->wat].inarena)
		free(k->in[k->wat].text);
	k->in[k->wat].inarena = 0;
	sprintf_(&b, "%%%s = %s parameter(0)", k->wtuple, shape);
	k->in[k->wat].text = b.s;
	if (k->wsingle) {
		/* the one loop value is now element 0 of the tuple */
		struct sbuf g = {0};
		sprintf_(&g, "%%%s = %s get-tuple-element(%%%s), index=0", k->wsingle, k->wshape, k->wtuple);
		addinstr(c, comp, g.s, 0, 0);
		memmove(k->in + k->wat + 2, k->in + k->wat + 1, (k->nin - k->wat - 2) * sizeof *k->in);
		k->in[k->wat + 1] = (struct minstr){g.s, 0, 0, 0, c->opline};
	}
}

/* a while that reads values from outside: they join the loop tuple, and
 * the loop's results are its first elements */
static int loopwhile(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, const char *attrs)
{
	const struct mcomp *list = &c->comps[o->regions[0]];
	uint32_t m = list->ncap, total = nv + m, ns;
	struct mval *store = ut_calloc(m + 1, sizeof *store), tv = {0};
	const struct mval **all = ut_calloc(total + 1, sizeof *all);
	char tname[64], wname[128], *shapes[256];
	struct sbuf whole = {0};
	struct sig s;
	int rc = withcaptures(c, o, list, v, nv, store, all);

	signature(c, o, &s);
	if (rc == 0 && resultshapes(c, o, &s, shapes, &ns, &whole) == 0) {
		tv.shape = maketuple(c, all, total, tname, sizeof tname);
		tv.hlo = tname;
		widenparam(c, o->regions[0], tv.shape);
		widenparam(c, o->regions[1], tv.shape);
		emit(c, o, "while", tv.shape, "while", (const char *const[]){tname}, 1, attrs, wname, sizeof wname);
		if (ns == 1) {
			char gname[128];
			emit(c, NULL, "get-tuple-element", shapes[0], "get-tuple-element", (const char *const[]){wname},
			     1, "index=0", gname, sizeof gname);
			rc = results(c, o, gname, shapes, 1);
		} else {
			rc = results(c, o, wname, shapes, ns);
		}
		freeshapes(shapes, ns);
		free(tv.shape);
	} else {
		rc = -1;
	}
	free(whole.s);
	free(store);
	free(all);
	return rc;
}

/* while: the loop state tupled when more than one value */
static int convwhile(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	uint32_t cond = regioncomp(o, 0), body = regioncomp(o, 1);
	struct sbuf attrs = {0};
	const struct mval *state[1];
	struct mval tv = {0};
	char tname[64];
	int rc;
	if (cond == HLO_NONE || body == HLO_NONE)
		return fail(c, o->off, "while needs a condition and a body region");
	sprintf_(&attrs, "condition=%%%s, body=%%%s", c->comps[cond].name, c->comps[body].name);
	addcall(c, curregion(c)->comp, cond);
	addcall(c, curregion(c)->comp, body);
	if (c->comps[cond].ncap && c->comps[cond].wtuple && c->comps[body].wtuple) {
		rc = loopwhile(c, o, v, nv, attrs.s);
		free(attrs.s);
		return rc;
	}
	if (nv == 1) {
		state[0] = v[0];
	} else {
		tv.shape = maketuple(c, v, nv, tname, sizeof tname);
		tv.hlo = tname;
		state[0] = &tv;
	}
	if (nv == 0 && o->ndef == 0) {
		/* `stablehlo.while()` of no values and no results
		 * (print_while.mlir): the loop of the empty tuple, which
		 * prints no type */
		char wname[128];
		emit(c, o, "while", tv.shape, "while", (const char *const[]){tname}, 1, attrs.s, wname, sizeof wname);
		rc = 0;
	} else {
		rc = simple(c, o, "while", "while", state, 1, attrs.s);
	}
	free(attrs.s);
	free(tv.shape);
	return rc;
}

/* a dense<...> that gives one value for all elements: no '[' and not
 * a hex string */
static int splat(const struct mconv *c, const struct mop *o)
{
	for (uint32_t k = 0; k < o->n; k++) {
		const struct mpiece *x = &o->pc[k];
		const char *s = ptext(c, x);
		if (x->kind != BLOB || x->len < 7 || memcmp(s, "dense<", 6))
			continue;
		return s[6] != '"' && !memchr(s, '[', x->len);
	}
	return 0;
}

/* the number of elements of an HLO array shape text */
static uint64_t elements(const char *shape)
{
	const char *p = strchr(shape, '[');
	uint64_t n = 1;

	for (p = p ? p + 1 : ""; *p && *p != ']';) {
		char *q;
		uint64_t d = strtoull(*p == '<' ? p + 2 : p, &q, 10);
		n = d && n > UINT64_MAX / d ? UINT64_MAX : n * d;
		p = *q == ',' ? q + 1 : q;
		if (*q != ',')
			break;
	}
	return n;
}

/* sdy.mesh @mesh = <["x"=2, "y"=4]>: one entry of the module's
 * xla.sdy.meshes, as XLA's Shardy round trip writes it (analysis/shardy.c
 * reads it there) */
static int sdymesh(struct mconv *c, const struct mop *o)
{
	const char *s;
	uint32_t n, from = HLO_NONE, to = HLO_NONE;

	if (!symname(c, o, &s, &n))
		return fail(c, o->off, "a mesh without a name");
	for (uint32_t k = 0; k < o->n; k++) {
		if (o->pc[k].kind == '<' && o->pc[k].depth == 0 && from == HLO_NONE)
			from = k;
		if (o->pc[k].kind == '>' && o->pc[k].depth == 0)
			to = k;
	}
	if (from == HLO_NONE || to == HLO_NONE)
		return fail(c, o->off, "a mesh without its axes");
	sprintf_(&c->meshes, "%s%.*s = #sdy.mesh%.*s", c->meshes.n ? ", " : "", (int)n, s,
	         (int)(o->pc[to].off + 1 - o->pc[from].off), c->text + o->pc[from].off);
	return 0;
}

/* the sharding a Shardy op asks for, `<@mesh, [{"x"}, {}]>`: the value of
 * attribute `key` (`out_sharding=<...>` in the pretty form, `key =
 * #sdy.sharding<...>` in the generic one), or with key NULL the pretty
 * form's bracket of its own (sdy.sharding_constraint %x <@mesh, ...>);
 * its text from '<' to '>' */
static int sdysharding(const struct mconv *c, const struct mop *o, const char *key, const char **s, uint32_t *n)
{
	uint32_t from = HLO_NONE, to = HLO_NONE;
	static const char blob[] = "#sdy.sharding<";

	if (key && attrspan(c, o, key, &from, &to) && to > from) {
		const struct mpiece *x = &o->pc[from];
		if (x->kind == BLOB && x->len > sizeof blob - 1 && !memcmp(ptext(c, x), blob, sizeof blob - 1) &&
		    ptext(c, x)[x->len - 1] == '>') {
			*s = ptext(c, x) + sizeof blob - 2;
			*n = x->len - (uint32_t)(sizeof blob - 2);
			return 1;
		}
		/* pretty: the value's pieces end before its closing '>' */
		if (x->kind != '<' || to >= o->n || o->pc[to].kind != '>')
			return 0;
	} else if (key) {
		return 0;
	} else {
		for (uint32_t k = 0; k < o->n; k++) {
			if (o->pc[k].kind == '<' && o->pc[k].depth == 0 && from == HLO_NONE)
				from = k;
			if (o->pc[k].kind == '>' && o->pc[k].depth == 0)
				to = k;
		}
		if (from == HLO_NONE || to == HLO_NONE || to < from)
			return 0;
	}
	*s = ptext(c, &o->pc[from]);
	*n = (uint32_t)(o->pc[to].off + 1 - o->pc[from].off);
	return 1;
}

/* a Shardy op that reshards one value (xla/service/spmd/shardy/
 * stablehlo_round_trip/export_ops.cc, ExportOpsPass): sdy.sharding_constraint
 * and sdy.reshard ask for their sharding, the collectives (all_gather,
 * all_slice, all_to_all, collective_permute, reduce_scatter) for their
 * out_sharding; each is a copy carrying that sharding.  Written as the
 * Sharding custom call of XLA's round trip, its Shardy sharding a
 * frontend attribute */
static int sdyconstraint(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, const char *key)
{
	struct sbuf attrs = {0};
	const char *sh;
	uint32_t shl;
	int rc;

	if (nv != 1 || !(key ? sdysharding(c, o, key, &sh, &shl)
	                     : sdysharding(c, o, "sharding", &sh, &shl) || sdysharding(c, o, NULL, &sh, &shl)))
		return fail(c, o->off, "'%.*s' takes one value and a sharding%s%s", (int)o->headlen, c->text + o->head,
		            key ? " as " : "", key ? key : "");
	sputs(&attrs, "custom_call_target=\"Sharding\", frontend_attributes={xla.sdy.sharding=\"#sdy.sharding_per_value<[");
	putescaped(&attrs, sh, shl);
	sputs(&attrs, "]>\"}");
	rc = simple(c, o, "custom-call", "custom-call", v, nv, attrs.s);
	free(attrs.s);
	return rc;
}

/* Shardy ops the export drops for the value they read (export_ops.cc):
 * sdy.all_reduce (it does not reshard) and sdy.propagation_barrier */
static int sdyforward(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	char *shape[1];

	if (nv != 1 || o->ndef != 1)
		return fail(c, o->off, "'%.*s' takes one value and gives one", (int)o->headlen, c->text + o->head);
	shape[0] = v[0]->shape;
	return results(c, o, v[0]->hlo, shape, 1);
}

/* sdy.manual_computation (shard_map): the region is called on per-device
 * values, between the custom calls XLA's Shardy round trip writes,
 * xla.sdy.GlobalToLocalShape and xla.sdy.LocalToGlobalShape (service/spmd/
 * shardy/constants.h), which analysis/sharding.c takes as a manual
 * region's edges.  The operands' local shapes are the region's arguments;
 * the results' global shapes are the op's types. */
/* element j of a tuple shape's text "(a, b[2], (c, d))": its span */
static int tupleelem(const char *t, uint32_t j, const char **from, size_t *len)
{
	int depth = 0;
	uint32_t at = 0;
	const char *start = t + 1;

	if (*t != '(')
		return 0;
	for (const char *p = t + 1; *p; p++) {
		if (*p == '(' || *p == '[' || *p == '{')
			depth++;
		else if ((*p == ')' || *p == ']' || *p == '}') && depth > 0)
			depth--;
		else if ((*p == ',' || *p == ')') && depth == 0) {
			if (at == j) {
				*from = start;
				*len = (size_t)(p - start);
				return 1;
			}
			at++;
			start = p + 1;
			while (*start == ' ')
				start++;
			if (*p == ')')
				return 0;
		}
	}
	return 0;
}

/* a manual computation of several results: the call returns their local
 * pieces as a tuple; each is read out of it and made global by its own
 * LocalToGlobalShape custom call (the round trip's form per result) */
static int manualresults(struct mconv *c, const struct mop *o, const struct sig *s, const char *call,
			 const char *callshape)
{
	char *shapes[256], *whole;
	uint32_t ns;
	struct sbuf w = {0};
	int rc = 0;

	if (resultshapes(c, o, s, shapes, &ns, &w) < 0) {
		free(w.s);
		return -1;
	}
	whole = w.s;
	for (uint32_t i = 0; i < ns && rc == 0; i++) {
		char key[300], gname[128], lname[128], attrs[32], *local;
		const char *from, *opnd[1];
		size_t len;
		if (!tupleelem(callshape, i, &from, &len)) {
			rc = fail(c, o->off, "sdy.manual_computation: its region returns fewer values than it has results");
			break;
		}
		local = dupn(from, len);
		snprintf(attrs, sizeof attrs, "index=%u", i);
		opnd[0] = call;
		emit(c, NULL, "get-tuple-element", local, "get-tuple-element", opnd, 1, attrs, gname, sizeof gname);
		opnd[0] = gname;
		emit(c, o, "custom-call", shapes[i], "custom-call", opnd, 1,
		     "custom_call_target=\"xla.sdy.LocalToGlobalShape\"", lname, sizeof lname);
		if (resultkey(c, o, i, key, sizeof key))
			defval(c, key, strlen(key), lname, shapes[i]);
		free(local);
	}
	freeshapes(shapes, ns);
	free(whole);
	return rc;
}

static int sdymanual(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	uint32_t comp = regioncomp(o, 0);
	const struct mcomp *k;
	struct mval local[64];
	const struct mval *lp[64];
	char names[64][128], cname[128];
	struct sbuf attrs = {0}, callshape = {0};
	struct sig s;
	int rc;
	if (comp == HLO_NONE || nv > 64)
		return fail(c, o->off, "sdy.manual_computation without its region");
	k = &c->comps[comp];
	/* the region's parameters, in order, give the local shapes */
	if (k->nin < nv)
		return fail(c, o->off, "sdy.manual_computation: fewer block arguments than operands");
	for (uint32_t j = 0; j < nv; j++) {
		/* parameter j, wherever it sits (an all_to_all's expansion puts
		 * its constants first) */
		const char *t = NULL, *eq = NULL, *sp = NULL;
		const char *opnd[1] = {v[j]->hlo};
		char *shape, want[32];
		snprintf(want, sizeof want, " parameter(%u)", j);
		for (uint32_t i = 0; i < k->nin && !sp; i++) {
			t = k->in[i].text;
			eq = strstr(t, " = ");
			sp = eq ? strstr(eq + 3, want) : NULL;
		}
		if (!eq || !sp) {
			for (uint32_t i = 0; i < j; i++)
				free(local[i].shape);
			return fail(c, o->off, "sdy.manual_computation: its arguments are not parameters");
		}
		shape = dupn(eq + 3, (size_t)(sp - eq - 3));
		emit(c, o, "custom-call", shape, "custom-call", opnd, 1,
		     "custom_call_target=\"xla.sdy.GlobalToLocalShape\"", names[j], sizeof names[j]);
		local[j] = (struct mval){NULL, names[j], shape, 0};
		lp[j] = &local[j];
	}
	/* the call returns what the region returns, per device */
	{
		const char *opnd[64];
		const char *rt = NULL;
		for (uint32_t j = 0; j < k->nin; j++) {
			const char *t = k->in[j].text;
			size_t nl = strcspn(t + 1, " ");
			if (k->root && strlen(k->root) == nl && !memcmp(t + 1, k->root, nl))
				rt = t;
		}
		if (!rt) {
			for (uint32_t j = 0; j < nv; j++)
				free(local[j].shape);
			return fail(c, o->off, "sdy.manual_computation: its region returns nothing");
		}
		{
			const char *eq = strstr(rt, " = "), *sp = eq ? eq + 3 : rt;
			const char *end = sp;
			int depth = 0;
			for (; *end && (depth || *end != ' '); end++)
				depth += *end == '(' ? 1 : *end == ')' ? -1 : 0;
			sput(&callshape, sp, (size_t)(end - sp));
		}
		for (uint32_t j = 0; j < nv; j++)
			opnd[j] = lp[j]->hlo;
		sprintf_(&attrs, "to_apply=%%%s", k->name);
		emit(c, o, "call", callshape.s, "call", opnd, nv, attrs.s, cname, sizeof cname);
		addcall(c, curregion(c)->comp, comp);
	}
	signature(c, o, &s);
	if (s.nout == 1) {
		struct mval cv = {NULL, cname, callshape.s, 0};
		const struct mval *cp[1] = {&cv};
		rc = simple(c, o, "custom-call", "custom-call", cp, 1, "custom_call_target=\"xla.sdy.LocalToGlobalShape\"");
	} else {
		rc = manualresults(c, o, &s, cname, callshape.s);
	}
	for (uint32_t j = 0; j < nv; j++)
		free(local[j].shape);
	free(attrs.s);
	free(callshape.s);
	return rc;
}

/* chlo.top_k(%x, k = K): HLO's topk, a tuple of the values and their s32
 * indices, read through get-tuple-element (XLA's translate test
 * hlo/translate/tests/chlo.mlir: chlo.top_k(%arg, k=8) of tensor<16x16xf32>
 * is (f32[16,8], s32[16,8]) topk(%arg), k=8, largest=true; so is the
 * before_optimizations dump of tools/truth's cumsum-sort program) */
static int convtopk(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	static const char *const k[] = {"k", NULL};
	char a[64];

	if (nv != 1)
		return fail(c, o->off, "chlo.top_k takes one operand and gives values and indices");
	snprintf(a, sizeof a, "k=%" PRId64 ", largest=true", intvalue(c, o, k, 1));
	return simple(c, o, "topk", "topk", v, nv, a);
}

/* case and if: a conditional whose branches take the tuple of what each
 * reads from outside (XLA's export: ExportXlaOp(CaseOp) and (IfOp) pass
 * the implicit operands of each branch as its one operand) */
static int convbranches(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, int isif)
{
	const struct mval *ops[18];
	struct mval tv[16];
	char tnames[16][64];
	struct sbuf attrs = {0};
	int rc;
	if (nv != 1 || o->nregion < 1 || (isif && o->nregion != 2))
		return fail(c, o->off, "%s takes one operand and its branch regions", isif ? "if" : "case");
	ops[0] = v[0];
	for (uint32_t b = 0; b < o->nregion; b++) {
		const struct mcomp *k = &c->comps[o->regions[b]];
		struct sbuf t = {0}, line = {0};
		sputs(&t, "(");
		sprintf_(&line, "%%tuple.%" PRIu64 " = ", ++c->counter);
		snprintf(tnames[b], sizeof tnames[b], "tuple.%" PRIu64, c->counter);
		for (uint32_t j = 0; j < k->ncap; j++)
			sprintf_(&t, "%s%s", j ? ", " : "", k->capshape[j]);
		sputs(&t, ")");
		sprintf_(&line, "%s tuple(", t.s);
		for (uint32_t j = 0; j < k->ncap; j++) {
			struct mval x;
			if (useval(c, k->capkey[j], strlen(k->capkey[j]), o->off, &x) < 0) {
				free(t.s);
				free(line.s);
				/* and the tuple shapes of the branches before it */
				while (b-- > 0)
					free(tv[b].shape);
				return -1;
			}
			sprintf_(&line, "%s%%%s", j ? ", " : "", x.hlo);
		}
		sputs(&line, ")");
		addinstr(c, curregion(c)->comp, line.s, 0, 0);
		tv[b] = (struct mval){NULL, tnames[b], t.s, 0};
		ops[1 + b] = &tv[b];
		addcall(c, curregion(c)->comp, o->regions[b]);
	}
	if (isif) {
		sprintf_(&attrs, "true_computation=%%%s, false_computation=%%%s", c->comps[o->regions[0]].name,
		         c->comps[o->regions[1]].name);
	} else {
		sputs(&attrs, "branch_computations={");
		for (uint32_t b = 0; b < o->nregion; b++)
			sprintf_(&attrs, "%s%%%s", b ? ", " : "", c->comps[o->regions[b]].name);
		sputs(&attrs, "}");
	}
	rc = simple(c, o, "conditional", "conditional", ops, 1 + o->nregion, attrs.s);
	for (uint32_t b = 0; b < o->nregion; b++)
		free(tv[b].shape);
	free(attrs.s);
	return rc;
}

/* an elementwise chlo (or mhlo) op: the HLO opcode of that name where HLO
 * has one (sinh, acosh, erf, tan...), else an elementwise HLO op of the
 * same arity standing for the expansion XLA legalizes it to: same shape,
 * fused alike */
static int standin(struct mconv *c, const struct mop *o, const char *name, size_t n, const struct mval **v,
		   uint32_t nv)
{
	char base[64];
	int op;

	snprintf(base, sizeof base, "%.*s", (int)(n > 60 ? 60 : n), name);
	for (char *q = base; *q; q++)
		if (*q == '_')
			*q = '-';
	op = hlo_findop(base, strlen(base));
	if (op >= 0 && hlo_elementwise(op))
		return simple(c, o, base, base, v, nv, NULL);
	return simple(c, o, base, nv == 1 ? "negate" : nv == 2 ? "add" : "select", v, nv, NULL);
}

/* the function an attribute names, `key = @f` (or @"f"): its
 * computation, or HLO_NONE when the op has no such attribute */
static uint32_t symattr(struct mconv *c, const struct mop *o, const char *key)
{
	uint32_t from, to, sl;
	const char *sym;

	if (!attrspan(c, o, key, &from, &to) || o->pc[from].kind != SYM)
		return HLO_NONE;
	sym = ptext(c, &o->pc[from]) + 1;
	sl = o->pc[from].len - 1;
	if (sl >= 2 && *sym == '"')
		sym++, sl -= 2;
	return funccomp(c, sym, sl);
}

/* chlo.scan(%in...) inits(%init...) dimension = d {body}: HLO's scan
 * (xla/hlo/ir/hlo_opcode.h kScan; the text form of XLA's scan tests:
 * (outputs..., carries...) scan(inputs..., inits...), dimensions={d},
 * num_carries=N, to_apply=body), sized by its result types.  N is the
 * number of inits: the values after `inits` in the pretty form, the
 * second operandSegmentSizes entry in the generic one */
static int convscan(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	static const char *const dk[] = {"dimension", NULL};
	uint32_t comp = regioncomp(o, 0), from, to, carries = 0, k;
	int64_t seg[2];
	char mem[256];
	struct sbuf a;
	int rc;

	if (comp == HLO_NONE)
		return fail(c, o->off, "chlo.scan without its body region");
	if (attrspan(c, o, "operandSegmentSizes", &from, &to) && ints(c, o, from, to, seg, 2) == 2 && seg[1] >= 0) {
		carries = (uint32_t)seg[1];
	} else {
		for (k = 0; k < o->n && !(o->pc[k].kind == ID && piseq(c, &o->pc[k], "inits")); k++)
			;
		for (k++; k < o->n && o->pc[k].kind != ')'; k++)
			carries += o->pc[k].kind == SSA;
	}
	if (carries > nv)
		return fail(c, o->off, "chlo.scan with more inits than operands");
	sbufon(&a, mem, sizeof mem);
	sprintf_(&a, "dimensions={%" PRId64 "}, num_carries=%u", intvalue(c, o, dk, 0), carries);
	for (const char *const *b = (const char *const[]){"is_reverse", "is_associative", NULL}; *b; b++)
		if (attrspan(c, o, *b, &from, &to) && from < to && o->pc[from].kind == ID)
			sprintf_(&a, ", %s=%s", *b, piseq(c, &o->pc[from], "true") ? "true" : "false");
	sprintf_(&a, ", to_apply=%%%s", c->comps[comp].name);
	addcall(c, curregion(c)->comp, comp);
	rc = simple(c, o, "scan", "scan", v, nv, a.s);
	sfree(&a);
	return rc;
}

/* stablehlo.async_start(%x...) ({body}) -> !stablehlo.future<T...>: HLO's
 * async-start of the body's computation, whose value is the bundle
 * ((operands...), results, s32[] context) that async-done reads (the
 * shape XLA gives an async-start, hlo-format.md; the analysis reads {0}
 * as the operands, {1} as the results, dataflow.c flowstart).  A future
 * type written elsewhere (a function's argument) is read as the tuple of
 * the tensors it holds (shapeof): no operands or context are known there.
 * mhlo.async_start(%x) {called_computation = @f} -> !mhlo.async_bundle<
 * operands, results, context...> (XLA's own form, translate test
 * export_async.mlir): the same async-start of @f, of the bundle's types */
static int convasyncstart(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, int mhlo)
{
	struct sig s;
	uint32_t comp, n = 0, skip = mhlo ? 18 : 17;
	const struct mpiece *t;
	const char *p, *e, *q;
	char name[128], attrs[160], mem[512], *el[16];
	const char *opnd[256];
	struct sbuf b;
	int depth = 0, rc;

	comp = mhlo ? symattr(c, o, "called_computation") : regioncomp(o, 0);
	signature(c, o, &s);
	if (comp == HLO_NONE)
		return fail(c, o->off, "async_start without its body region or called computation");
	if (!s.found || s.nout != 1 || !(mhlo ? isbundle(c, &o->pc[s.out[0]]) : isfuture(c, &o->pc[s.out[0]])))
		return fail(c, o->off, "expected async_start's %s<...> result type", mhlo ? "!mhlo.async_bundle" : "!stablehlo.future");
	t = &o->pc[s.out[0]];
	/* the type's elements, one by one at depth 0 */
	p = ptext(c, t) + skip + 1;
	e = ptext(c, t) + t->len - 1;
	for (q = p; q <= e; q++) {
		if (q < e && (*q == '<' || *q == '(' || *q == '['))
			depth++;
		else if (q < e && (*q == '>' || *q == ')' || *q == ']'))
			depth--;
		else if (q == e || (*q == ',' && depth == 0)) {
			struct sbuf one = {0};
			while (p < q && *p == ' ')
				p++;
			if (n >= 16 || shapeof(c, p, (size_t)(q - p), t->off + (uint64_t)(p - ptext(c, t)), &one) < 0) {
				free(one.s);
				freeshapes(el, n);
				return n >= 16 ? fail(c, t->off, "more than 16 types in an async bundle") : -1;
			}
			el[n++] = one.s;
			p = q + 1;
		}
	}
	if (mhlo && n < 2) {
		freeshapes(el, n);
		return fail(c, t->off, "an async bundle holds its operands and its results");
	}
	sbufon(&b, mem, sizeof mem);
	sputs(&b, "((");
	for (uint32_t k = 0; k < nv; k++) {
		sputs(&b, k ? ", " : "");
		sputs(&b, v[k]->shape);
		opnd[k] = valname(v[k]);
	}
	sputs(&b, ")");
	if (mhlo) {
		/* the bundle's results and context as written */
		for (uint32_t k = 1; k < n; k++) {
			sputs(&b, ", ");
			sputs(&b, el[k]);
		}
		sputs(&b, ")");
	} else {
		sputs(&b, n == 1 ? ", " : ", (");
		for (uint32_t k = 0; k < n; k++) {
			sputs(&b, k ? ", " : "");
			sputs(&b, el[k]);
		}
		sputs(&b, n == 1 ? ", s32[])" : "), s32[])");
	}
	freeshapes(el, n);
	snprintf(attrs, sizeof attrs, "calls=%%%s", c->comps[comp].name);
	addcall(c, curregion(c)->comp, comp);
	emit(c, o, "async-start", b.s, "async-start", opnd, nv, attrs, name, sizeof name);
	{
		char *sh = b.s;
		rc = results(c, o, name, &sh, 1);
	}
	sfree(&b);
	return rc;
}

/* fusion_kind = #mhlo<fusion_kind kOutput>: its kind (kLoop when none) */
static const char *fusionkind(const struct mconv *c, const struct mop *o)
{
	static const char *const kinds[] = {"kLoop", "kInput", "kOutput", "kCustom"};
	uint32_t from, to;

	if (attrspan(c, o, "fusion_kind", &from, &to))
		for (uint32_t k = from; k < to; k++)
			for (size_t j = 0; j < sizeof kinds / sizeof kinds[0]; j++)
				if (inpiece(ptext(c, &o->pc[k]), o->pc[k].len, kinds[j]))
					return kinds[j];
	return "kLoop";
}

/* the dimensions of an HLO array shape "f32[8,<=16]{1,0}": *n of them */
static int shapedims(const char *shape, int64_t *d, uint32_t max, uint32_t *n)
{
	const char *p = strchr(shape, '[');

	*n = 0;
	if (!p)
		return -1;
	for (p++; *p && *p != ']';) {
		char *q;
		if (*p == '<' && p[1] == '=')
			p += 2;
		if (*n >= max || !isdigit((unsigned char)*p))
			return -1;
		d[(*n)++] = strtoll(p, &q, 10);
		p = *q == ',' ? q + 1 : q;
	}
	return 0;
}

/* an einsum config with its ellipses written out: "...ab,...bc->...ac"
 * over operands of ranks rx, ry becomes letters, each "..." the dims its
 * operand has beyond its letters, aligned to the right as NumPy does (the
 * output's "..." the longer of the two), named by characters no letter
 * uses; 0, or -1 with a reason */
static int einsumexpand(const char *cfg, uint32_t cl, uint32_t rx, uint32_t ry, char *out, size_t cap,
			const char **why)
{
	static const char pool[] = "0123456789!#$%&*+/<=?@^_|~";
	const char *arrow = NULL, *e = cfg + cl, *part[3], *pend[3];
	uint32_t rank[2] = {rx, ry}, ell[2] = {0, 0}, most = 0, n = 0;

	*why = "a config of the form \"ab,bc->ac\" is read";
	for (const char *q = cfg; q + 1 < e && !arrow; q++)
		if (q[0] == '-' && q[1] == '>')
			arrow = q;
	if (!arrow || !memchr(cfg, ',', (size_t)(arrow - cfg)))
		return -1;
	part[0] = cfg;
	pend[0] = memchr(cfg, ',', (size_t)(arrow - cfg));
	part[1] = pend[0] + 1;
	pend[1] = arrow;
	part[2] = arrow + 2;
	pend[2] = e;
	/* each part: letters, and at most one "..." */
	for (int k = 0; k < 3; k++) {
		uint32_t letters = 0, dots = 0;
		for (const char *q = part[k]; q < pend[k]; q++) {
			if (isalpha((unsigned char)*q)) {
				letters++;
			} else if (*q == '.' && pend[k] - q >= 3 && q[1] == '.' && q[2] == '.' && !dots) {
				dots = 1;
				q += 2;
			} else {
				return -1;
			}
		}
		if (k == 2)
			break;
		if (dots ? letters > rank[k] : letters != rank[k])
			return (*why = "the config's letters do not match the operands' ranks"), -1;
		ell[k] = dots ? rank[k] - letters : 0;
		if (ell[k] > most)
			most = ell[k];
	}
	if (most >= sizeof pool)
		return (*why = "an ellipsis of more dimensions than are read"), -1;
	/* written out: an operand's ellipsis dims are the last of the
	 * output's (right-aligned) */
	for (int k = 0; k < 3; k++) {
		uint32_t el = k < 2 ? ell[k] : most;
		for (const char *q = part[k]; q < pend[k]; q++) {
			if (*q == '.') {
				for (uint32_t j = most - el; j < most; j++) {
					if (n + 1 >= cap)
						return -1;
					out[n++] = pool[j];
				}
				q += 2;
				continue;
			}
			if (n + 1 >= cap)
				return -1;
			out[n++] = *q;
		}
		if (n + 3 >= cap)
			return -1;
		if (k == 0)
			out[n++] = ',';
		else if (k == 1)
			out[n++] = '-', out[n++] = '>';
	}
	out[n] = 0;
	return 0;
}

/* operand x of an einsum with the dims of its letters that neither the
 * other operand nor the output has summed away first, as xla::Einsum does
 * (xla/hlo/builder/lib/matrix.cc: a Reduce with an add computation over
 * those dims before the dot); *letters loses them, *tv is the reduced
 * value (its shape and name in mem).  0 when none is, 1 when reduced, -1
 * on error */
static int einsumsum(struct mconv *c, const struct mop *o, const struct mval *x, char *letters, const char *other,
		     const char *out, struct mval *tv, struct sbuf *shape, char *name, size_t cap)
{
	int64_t dims[64], red[64];
	uint32_t rank, nr = 0, keep = 0, comp;
	char *elem[1], zname[96], attrs[256], *et;
	struct sbuf b = {0};
	const char *opnd[2];

	if (shapedims(x->shape, dims, 64, &rank) < 0 || rank != strlen(letters))
		return fail(c, o->off, "einsum: the config's letters do not match the operands' ranks");
	for (uint32_t i = 0; i < rank; i++)
		if (!strchr(other, letters[i]) && !strchr(out, letters[i]))
			red[nr++] = i;
	if (!nr)
		return 0;
	et = scalarof(x->shape);
	elem[0] = et;
	comp = reducer(c, "add", 3, elem, 1, o->off);
	if (comp == HLO_NONE) {
		free(et);
		return -1;
	}
	snprintf(zname, sizeof zname, "constant.%" PRIu64, ++c->counter);
	sprintf_(&b, "%%%s = %s constant(%s)", zname, et, !strncmp(et, "pred", 4) ? "false" : "0");
	addinstr(c, curregion(c)->comp, b.s, 0, 0);
	et[strlen(et) - 2] = 0;
	sputs(shape, et);
	free(et);
	for (uint32_t i = 0, r = 0; i < rank; i++) {
		if (r < nr && red[r] == (int64_t)i) {
			r++;
			continue;
		}
		sputs(shape, keep ? "," : "[");
		sputint(shape, dims[i]);
		letters[keep++] = letters[i];
	}
	sputs(shape, keep ? "]" : "[]");
	letters[keep] = 0;
	{
		struct sbuf a;
		sbufon(&a, attrs, sizeof attrs);
		sputs(&a, "dimensions=");
		intlist(&a, red, nr);
		sprintf_(&a, ", to_apply=%%%s", c->comps[comp].name);
		addcall(c, curregion(c)->comp, comp);
		opnd[0] = valname(x);
		opnd[1] = zname;
		emit(c, o, "reduce", shape->s, "reduce", opnd, 2, a.s, name, cap);
		sfree(&a);
	}
	tv->hlo = name;
	tv->shape = shape->s;
	return 1;
}

/* stablehlo.einsum %x, %y, config = "ab,bc->ac": XLA's export calls
 * xla::Einsum (xla/hlo/builder/lib/matrix.cc), a dot_general whose batch
 * dimensions are the letters of both operands and the output, its
 * contracting ones those of both operands only, its result (batch, x's
 * own, y's own) transposed to the output's order.  A letter of one
 * operand alone is summed away before the dot (einsumsum); an ellipsis
 * stands for the dims its operand has beyond its letters (einsumexpand),
 * read where the two operands' ellipsis dims are the same sizes (a size-1
 * dim broadcast against another is not read yet, nor a letter twice in
 * one operand, a diagonal).  unary_einsum is refused as XLA's export
 * refuses it (ExportXlaOp(UnaryEinsumOp): "always lowered to the EinsumOp
 * with two operands") */
static int conveinsum(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	const char *cfg, *arrow, *comma, *why;
	uint32_t cl, nx, ny, nout, nd = 0, rank[2];
	int64_t dims[2][64], lb[64], rb[64], lc[64], rc_[64], size[64];
	uint32_t nb = 0, nc = 0, perm[64];
	char nat[64], attrs[512], mem[256], dname[128], ec[200], xl[80], yl[80], rname[2][128];
	struct sbuf b, shape = {0}, rshape[2] = {{0}, {0}};
	struct mval rv[2] = {{0}, {0}};
	const struct mval *ov[2];
	int same = 1, rc;

	if (nv != 2 || (!attrstring(c, o, 0, o->n, "einsum_config", &cfg, &cl) &&
	                !attrstring(c, o, 0, o->n, "config", &cfg, &cl)))
		return fail(c, o->off, "einsum: expected two operands and its config");
	if (shapedims(v[0]->shape, dims[0], 64, &rank[0]) < 0 || shapedims(v[1]->shape, dims[1], 64, &rank[1]) < 0)
		return fail(c, o->off, "einsum: the config's letters do not match the operands' ranks");
	if (einsumexpand(cfg, cl, rank[0], rank[1], ec, sizeof ec, &why) < 0)
		return fail(c, o->off, "einsum: %s", why);
	comma = strchr(ec, ',');
	arrow = strstr(ec, "->");
	nx = (uint32_t)(comma - ec);
	ny = (uint32_t)(arrow - comma - 1);
	if (nx >= sizeof xl || ny >= sizeof yl)
		return fail(c, o->off, "einsum: the config's letters do not match the operands' ranks");
	memcpy(xl, ec, nx);
	xl[nx] = 0;
	memcpy(yl, comma + 1, ny);
	yl[ny] = 0;
	for (uint32_t i = 0; i < nx; i++)
		if (memchr(xl, xl[i], i))
			return fail(c, o->off, "einsum: a letter twice in one operand (a diagonal) is not read yet");
	for (uint32_t i = 0; i < ny; i++)
		if (memchr(yl, yl[i], i))
			return fail(c, o->off, "einsum: a letter twice in one operand (a diagonal) is not read yet");
	/* letters of one operand alone: summed away first */
	ov[0] = v[0];
	ov[1] = v[1];
	for (int k = 0; k < 2; k++) {
		char *l = k ? yl : xl;
		const char *other = k ? xl : yl;
		int r = einsumsum(c, o, v[k], l, other, arrow + 2, &rv[k], &rshape[k], rname[k], sizeof rname[k]);
		if (r < 0) {
			free(rshape[0].s);
			free(rshape[1].s);
			return -1;
		}
		if (r)
			ov[k] = &rv[k];
	}
	v = ov;
	nx = (uint32_t)strlen(xl);
	ny = (uint32_t)strlen(yl);
	nout = (uint32_t)strlen(arrow + 2);
	if (shapedims(v[0]->shape, dims[0], 64, &rank[0]) < 0 || shapedims(v[1]->shape, dims[1], 64, &rank[1]) < 0 ||
	    rank[0] != nx || rank[1] != ny || nout > 64) {
		free(rshape[0].s);
		free(rshape[1].s);
		return fail(c, o->off, "einsum: the config's letters do not match the operands' ranks");
	}
	{
		const char *x = xl, *y = yl, *out = arrow + 2;
		/* batch: in x, y and the output, in x's order */
		for (uint32_t i = 0; i < nx; i++) {
			const char *iny = memchr(y, x[i], ny), *ino = memchr(out, x[i], nout);
			if (iny && dims[0][i] != dims[1][iny - y]) {
				free(rshape[0].s);
				free(rshape[1].s);
				return fail(c, o->off, "einsum: dimension '%c' has two sizes (%" PRId64 " and %" PRId64
				            "; a size-1 dimension broadcast is not read yet)", x[i], dims[0][i], dims[1][iny - y]);
			}
			if (iny && ino) {
				lb[nb] = i, rb[nb] = iny - y, size[nd] = dims[0][i], nat[nd++] = x[i], nb++;
			} else if (iny) {
				lc[nc] = i, rc_[nc] = iny - y, nc++;
			}
		}
		for (uint32_t i = 0; i < nx; i++)
			if (!memchr(y, x[i], ny))
				size[nd] = dims[0][i], nat[nd++] = x[i];
		for (uint32_t i = 0; i < ny; i++) {
			if (memchr(x, y[i], nx))
				continue;
			size[nd] = dims[1][i], nat[nd++] = y[i];
		}
		if (nd != nout) {
			free(rshape[0].s);
			free(rshape[1].s);
			return fail(c, o->off, "einsum: the output's letters are not those of the operands");
		}
		for (uint32_t i = 0; i < nout; i++) {
			const char *at = memchr(nat, out[i], nd);
			if (!at) {
				free(rshape[0].s);
				free(rshape[1].s);
				return fail(c, o->off, "einsum: the output's letters are not those of the operands");
			}
			perm[i] = (uint32_t)(at - nat);
			same &= perm[i] == i;
		}
	}
	{
		/* the result type the op declares is the config's */
		struct sig s;
		struct sbuf decl = {0};
		int64_t dd[64];
		uint32_t dn = 0;
		int ok;
		signature(c, o, &s);
		ok = s.found && s.nout == 1 && oneshape(c, o, &s, &decl) == 0 && shapedims(decl.s, dd, 64, &dn) == 0 &&
		     dn == nout;
		for (uint32_t i = 0; ok && i < nout; i++)
			ok = dd[i] == size[perm[i]];
		free(decl.s);
		if (!ok) {
			free(rshape[0].s);
			free(rshape[1].s);
			return fail(c, o->off, "einsum: the result type is not the one its config and operands give");
		}
	}
	sbufon(&b, attrs, sizeof attrs);
	sputs(&b, "lhs_batch_dims=");
	intlist(&b, lb, nb);
	sputs(&b, ", lhs_contracting_dims=");
	intlist(&b, lc, nc);
	sputs(&b, ", rhs_batch_dims=");
	intlist(&b, rb, nb);
	sputs(&b, ", rhs_contracting_dims=");
	intlist(&b, rc_, nc);
	if (same) {
		rc = simple(c, o, "dot", "dot", v, nv, b.s);
		sfree(&b);
		free(rshape[0].s);
		free(rshape[1].s);
		return rc;
	}
	{
		/* the dot in its own order, of the result's element type, then
		 * the transpose to the output's */
		struct sig s;
		char *et;
		const char *opnd[2] = {valname(v[0]), valname(v[1])};
		struct mval tv = {0};
		const struct mval *tvp[1] = {&tv};
		int64_t pv[64];
		signature(c, o, &s);
		if (!s.found || s.nout != 1 || oneshape(c, o, &s, &shape) < 0) {
			sfree(&b);
			free(shape.s);
			free(rshape[0].s);
			free(rshape[1].s);
			return fail(c, o->off, "expected the op's type after ':'");
		}
		et = scalarof(shape.s);
		et[strlen(et) - 2] = 0;
		free(shape.s);
		shape = (struct sbuf){0};
		sputs(&shape, et);
		free(et);
		for (uint32_t i = 0; i < nd; i++) {
			sputs(&shape, i ? "," : "[");
			sputint(&shape, size[i]);
		}
		sputs(&shape, nd ? "]" : "[]");
		emit(c, o, "dot", shape.s, "dot", opnd, 2, b.s, dname, sizeof dname);
		sfree(&b);
		for (uint32_t i = 0; i < nout; i++)
			pv[i] = perm[i];
		sbufon(&b, mem, sizeof mem);
		sputs(&b, "dimensions=");
		intlist(&b, pv, nout);
		tv.hlo = dname;
		tv.shape = shape.s;
		rc = simple(c, o, "transpose", "transpose", tvp, 1, b.s);
		sfree(&b);
		free(shape.s);
		free(rshape[0].s);
		free(rshape[1].s);
		return rc;
	}
}

/* ---- the ops that are more than a name: one function each ---- */

/* what an op's rule works with: the op, its operands, its name without
 * the dialect, and the HLO attributes it builds */
struct opx {
	struct mconv *c;
	const struct mop *o;
	const struct mval **v;
	uint32_t nv;
	const char *name;
	size_t n;
	struct sbuf attrs;
	int pretty;
};

/* is the op the one named (several ops share a rule) */
#define IS(lit) (cx->n == sizeof(lit) - 1 && !memcmp(cx->name, lit, cx->n))

/* the literal of a small dense<...> constant as HLO writes one: its text
 * if at most 256 bytes of numbers, words, '(', ')', ',' and ':' (no
 * hex string, no escapes), MLIR's [..] nesting as HLO's {..}; else "" */
static void smalllit(const struct mconv *c, const struct mop *o, char *out, size_t cap)
{
	out[0] = 0;
	for (uint32_t k = 0; k < o->n; k++) {
		const struct mpiece *x = &o->pc[k];
		const char *s = ptext(c, x);
		size_t n, j;
		if (x->kind != BLOB || x->len < 8 || memcmp(s, "dense<", 6) || s[x->len - 1] != '>')
			continue;
		n = x->len - 7;
		if (n == 0 || n >= cap || n > 256)
			return;
		for (j = 0; j < n; j++) {
			char ch = s[6 + j];
			if (ch == '[' || ch == ']')
				ch = ch == '[' ? '{' : '}';
			else if (!isalnum((unsigned char)ch) && !strchr("-+._ ,:()", ch)) {
				out[0] = 0;
				return;
			}
			out[j] = ch;
		}
		out[n] = 0;
		return;
	}
}

/* a constant of HLO shape `shape` (its values never copied but for a
 * small literal, smalllit; {...} when not known, for a scalar too: never
 * a made-up value CSE could take for another's), named in cname: a splat
 * of more elements than
 * one is a scalar constant broadcast (XLA's export.mlir: dense<1> :
 * tensor<10xi32> is s32[] constant(1) and s32[10] broadcast) */
static void constof(struct mconv *c, const struct mop *o, const char *shape, int splatted, char *cname, size_t cap)
{
	struct sbuf b = {0};
	int scalar = strstr(shape, "[]") != NULL;
	char *et = scalarof(shape), lit[260];
	uint64_t loc;
	uint32_t loclen;

	oploc(c, o, &loc, &loclen);
	smalllit(c, o, lit, sizeof lit);
	snprintf(cname, cap, "constant.%" PRIu64, ++c->counter);
	if (!scalar && splatted && elements(shape) > 1) {
		const char *opnd[1] = {cname};
		char bname[128];
		sprintf_(&b, "%%%s = %s constant(%s)", cname, et, lit[0] ? lit : "{...}");
		addinstr(c, curregion(c)->comp, b.s, loc, loclen);
		emit(c, o, "broadcast", shape, "broadcast", opnd, 1, "dimensions={}", bname, sizeof bname);
		snprintf(cname, cap, "%s", bname);
	} else {
		sprintf_(&b, "%%%s = %s constant(%s)", cname, shape,
		         lit[0] && (scalar || lit[0] == '{') ? lit : "{...}");
		addinstr(c, curregion(c)->comp, b.s, loc, loclen);
	}
	free(et);
}

/* a constant, or chlo.constant_like %x {value = v} (a splat of v in the
 * result type: chlo_legalize_to_stablehlo turns it into one when the
 * shape is static) */
static int constop(struct mconv *c, const struct mop *o, int splatted)
{
	int rc;
	struct sig s;
	char *shapes[1], cname[128];
	uint32_t ns;
	struct sbuf whole = {0};
	signature(c, o, &s);
	if (!s.found || s.nout != 1 || resultshapes(c, o, &s, shapes, &ns, &whole) < 0)
		return free(whole.s), fail(c, o->off, "expected the constant's type");
	constof(c, o, shapes[0], splatted, cname, sizeof cname);
	rc = results(c, o, cname, shapes, 1);
	freeshapes(shapes, ns);
	free(whole.s);
	return rc;
}

static int op_constant(struct opx *cx)
{
	return constop(cx->c, cx->o, splat(cx->c, cx->o));
}

static int op_compare(struct opx *cx)
{
	static const char *const dirs[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
	const char *dir = NULL;
	for (uint32_t k = 0; k < cx->o->n && !dir; k++)
		for (int j = 0; j < 6; j++) {
			const struct mpiece *x = &cx->o->pc[k];
			const char *s = ptext(cx->c, x);
			if ((x->kind == ID && piseq(cx->c, x, dirs[j])) ||
			    (x->kind == BLOB && x->len > 30 && !memcmp(s, "#stablehlo<comparison_direction", 31) &&
			     inpiece(s, x->len, dirs[j])))
				dir = dirs[j];
		}
	sprintf_(&cx->attrs, "direction=%s", dir ? dir : "EQ");
	return simple(cx->c, cx->o, "compare", "compare", cx->v, cx->nv, cx->attrs.s);
}

/* ops whose one HLO attribute is a list of integers read from the op
 * under one of a few names: the HLO opcode, those names, the HLO
 * attribute, and what it is when the op has none */
static const struct dimsrule {
	const char *name, *opcode;
	const char *keys[4];
	const char *hlo, *none;
} dimsrules[] = {
	{"broadcast_in_dim", "broadcast", {"dims", "broadcast_dimensions", NULL}, "dimensions", "dimensions={}"},
	{"transpose", "transpose", {"dims", "permutation", "dimensions", NULL}, "dimensions", NULL},
	{"reverse", "reverse", {"dims", "permutation", "dimensions", NULL}, "dimensions", NULL},
	{"concatenate", "concatenate", {"dim", "dimension", NULL}, "dimensions", NULL},
	{"dynamic_slice", "dynamic-slice", {"sizes", "slice_sizes", NULL}, "dynamic_slice_sizes", NULL},
};

static int op_dims(struct opx *cx)
{
	for (size_t k = 0; k < sizeof dimsrules / sizeof dimsrules[0]; k++) {
		const struct dimsrule *r = &dimsrules[k];
		if (strlen(r->name) != cx->n || memcmp(r->name, cx->name, cx->n))
			continue;
		if (!intattr(cx->c, cx->o, r->keys, &cx->attrs, r->hlo) && r->none)
			sputs(&cx->attrs, r->none);
		return simple(cx->c, cx->o, r->opcode, r->opcode, cx->v, cx->nv, cx->attrs.s);
	}
	return fail(cx->c, cx->o->head, "'%.*s' is not supported yet", (int)cx->n, cx->name);
}

/* broadcast (stablehlo's and mhlo's): the operand's dimensions become the
 * result's last ones, after the broadcast_sizes.  ExportXlaOp(BroadcastOp)
 * calls xla::Broadcast, which makes them the trailing dimensions
 * (XlaBuilder::Broadcast: dimensions from broadcast_sizes.size() on);
 * XLA's translate test multiple_return_tuple.mlir: s32[4] broadcast by
 * [1,2,3] is `broadcast(...), dimensions={3}` */
static int op_broadcast(struct opx *cx)
{
	static const char *const keys[] = {"broadcast_sizes", "sizes", NULL};
	int64_t sizes[64];
	uint32_t nsizes = 0, from, to, rank;

	if (cx->nv != 1)
		return fail(cx->c, cx->o->head, "broadcast takes one operand");
	for (const char *const *k = keys; *k; k++)
		if (attrspan(cx->c, cx->o, *k, &from, &to)) {
			nsizes = ints(cx->c, cx->o, from, to, sizes, 64);
			break;
		}
	rank = textrank(cx->v[0]->shape);
	sputs(&cx->attrs, "dimensions={");
	for (uint32_t j = 0; j < rank; j++)
		sprintf_(&cx->attrs, "%s%" PRIu32, j ? "," : "", nsizes + j);
	sputs(&cx->attrs, "}");
	return simple(cx->c, cx->o, "broadcast", "broadcast", cx->v, cx->nv, cx->attrs.s);
}

static int op_iota(struct opx *cx)
{
	static const char *const k[] = {"dim", "iota_dimension", NULL};
	sprintf_(&cx->attrs, "iota_dimension=%" PRId64, intvalue(cx->c, cx->o, k, 0));
	return simple(cx->c, cx->o, "iota", "iota", cx->v, cx->nv, cx->attrs.s);
}

static int op_slice(struct opx *cx)
{
	if (sliceattr(cx->c, cx->o, &cx->attrs) < 0)
		return fail(cx->c, cx->o->off, "slice without its bounds");
	return simple(cx->c, cx->o, "slice", "slice", cx->v, cx->nv, cx->attrs.s);
}

static int op_dot_general(struct opx *cx)
{
	dotattrs(cx->c, cx->o, &cx->attrs);
	return simple(cx->c, cx->o, "dot", "dot", cx->v, cx->nv, cx->attrs.s);
}

static int op_dot(struct opx *cx)
{
	return simple(cx->c, cx->o, "dot", "dot", cx->v, cx->nv, "lhs_contracting_dims={1}, rhs_contracting_dims={0}");
}

static int op_fft(struct opx *cx)
{
	static const char *const k[] = {"length", "fft_length", NULL};
	static const char *const types[] = {"IFFT", "RFFT", "IRFFT", "FFT"};
	const char *ft = "FFT";
	for (uint32_t j = 0; j < cx->o->n; j++)
		for (int t = 0; t < 4; t++)
			if ((cx->o->pc[j].kind == ID && piseq(cx->c, &cx->o->pc[j], types[t])) ||
			    (cx->o->pc[j].kind == BLOB && cx->o->pc[j].len > 20 &&
			     inpiece(ptext(cx->c, &cx->o->pc[j]), cx->o->pc[j].len, types[t])))
				ft = types[t], j = cx->o->n, t = 4;
	sprintf_(&cx->attrs, "fft_type=%s", ft);
	intattr(cx->c, cx->o, k, &cx->attrs, "fft_length");
	return simple(cx->c, cx->o, "fft", "fft", cx->v, cx->nv, cx->attrs.s);
}

static int op_reduce_precision(struct opx *cx)
{
	static const char *const e[] = {"exponent_bits", NULL}, *const m[] = {"mantissa_bits", NULL};
	int64_t eb = intvalue(cx->c, cx->o, e, -1), mb = intvalue(cx->c, cx->o, m, -1);
	for (uint32_t j = 0; j + 2 < cx->o->n && eb < 0; j++)
		if (cx->o->pc[j].kind == ID && piseq(cx->c, &cx->o->pc[j], "format") && cx->o->pc[j + 2].kind == ID) {
			long a = 0, b2 = 0;
			if (sscanf(ptext(cx->c, &cx->o->pc[j + 2]), "e%ldm%ld", &a, &b2) == 2)
				eb = a, mb = b2;
		}
	sprintf_(&cx->attrs, "exponent_bits=%" PRId64 ", mantissa_bits=%" PRId64, eb, mb);
	return simple(cx->c, cx->o, "reduce-precision", "reduce-precision", cx->v, cx->nv, cx->attrs.s);
}

static int op_get_tuple_element(struct opx *cx)
{
	static const char *const k[] = {"index", NULL};
	int64_t index = intvalue(cx->c, cx->o, k, 0), n = -1;
	const char *from;
	size_t len;

	/* StableHLO's get_tuple_element (C1): 0 <= index < size(operand) */
	if (cx->nv == 1 && cx->v[0]->shape[0] == '(')
		for (n = 0; strcmp(cx->v[0]->shape, "()") && tupleelem(cx->v[0]->shape, (uint32_t)n, &from, &len); n++)
			;
	if (n >= 0 && (index < 0 || index >= n))
		return fail(cx->c, cx->o->off, "index %" PRId64 " is out of bounds of a tuple of %" PRId64 " elements "
		            "(StableHLO's get_tuple_element (C1))", index, n);
	sprintf_(&cx->attrs, "index=%" PRId64, index);
	return simple(cx->c, cx->o, "get-tuple-element", "get-tuple-element", cx->v, cx->nv, cx->attrs.s);
}

static int op_custom_call(struct opx *cx)
{
	return convcustomcall(cx->c, cx->o, cx->v, cx->nv);
}

static int op_all_to_all(struct opx *cx)
{
	return convalltoall(cx->c, cx->o, cx->v, cx->nv);
}

static int op_all_gather(struct opx *cx)
{
	static const char *const k[] = {"all_gather_dim", NULL};
	channel(cx->c, cx->o, &cx->attrs);
	replicagroups(cx->c, cx->o, &cx->attrs);
	sprintf_(&cx->attrs, "%sdimensions={%" PRId64 "}", cx->attrs.n ? ", " : "", intvalue(cx->c, cx->o, k, 0));
	return simple(cx->c, cx->o, "all-gather", "all-gather", cx->v, cx->nv, cx->attrs.s);
}

static int op_allreduce(struct opx *cx)
{
	int rc;
	uint32_t comp = regioncomp(cx->o, 0);
	static const char *const k[] = {"scatter_dimension", NULL};
	/* collective_reduce (StableHLO 1.20): HLO's collective-reduce, the
	 * operands' shapes reduced onto each group's root, to_apply= its
	 * region (xla/hlo/ir/hlo_opcode.h kCollectiveReduce) */
	const char *h = IS("all_reduce") ? "all-reduce" : IS("reduce_scatter") ? "reduce-scatter" : "collective-reduce";
	if (comp == HLO_NONE) {
		rc = fail(cx->c, cx->o->off, "%.*s without its reduction region", (int)cx->n, cx->name);
	} else {
		channel(cx->c, cx->o, &cx->attrs);
		replicagroups(cx->c, cx->o, &cx->attrs);
		if (IS("reduce_scatter"))
			sprintf_(&cx->attrs, "%sdimensions={%" PRId64 "}", cx->attrs.n ? ", " : "", intvalue(cx->c, cx->o, k, 0));
		sprintf_(&cx->attrs, "%sto_apply=%%%s", cx->attrs.n ? ", " : "", cx->c->comps[comp].name);
		addcall(cx->c, curregion(cx->c)->comp, comp);
		rc = simple(cx->c, cx->o, h, h, cx->v, cx->nv, cx->attrs.s);
	}
	return rc;
}

/* set_dimension_size %x, %size, dim = d: HLO's set-dimension-size of the
 * result type, its dimension bounded (xla::SetDimensionSize) */
static int op_set_dimension_size(struct opx *cx)
{
	static const char *const k[] = {"dimension", "dim", NULL};
	sprintf_(&cx->attrs, "dimensions={%" PRId64 "}", intvalue(cx->c, cx->o, k, 0));
	return simple(cx->c, cx->o, "set-dimension-size", "set-dimension-size", cx->v, cx->nv, cx->attrs.s);
}

static int op_reduce(struct opx *cx)
{
	return convreduce(cx->c, cx->o, cx->v, cx->nv, cx->pretty);
}

static int op_while(struct opx *cx)
{
	return convwhile(cx->c, cx->o, cx->v, cx->nv);
}

static int op_dynamic(struct opx *cx)
{
	/* with a static result type, the shape operands say nothing more:
	 * the static op of that type (StableHLO's shape refinement turns
	 * these into broadcast_in_dim, iota, reshape, pad, slice, gather
	 * and convolution before XLA's export); an unbounded result type
	 * is an error of its own */
	static const struct { const char *m, *h; uint32_t keep; } t[] = {
		{"dynamic_broadcast_in_dim", "broadcast", 1}, {"dynamic_iota", "iota", 0},
		{"dynamic_reshape", "reshape", 1}, {"dynamic_pad", "pad", 2}, {"real_dynamic_slice", "slice", 1},
		{"dynamic_gather", "gather", 2}, {"dynamic_conv", "convolution", 2},
	};
	uint32_t j = 0;
	while (strlen(t[j].m) != cx->n || memcmp(t[j].m, cx->name, cx->n))
		j++;
	if (IS("dynamic_broadcast_in_dim")) {
		static const char *const k[] = {"broadcast_dimensions", "dims", NULL};
		if (!intattr(cx->c, cx->o, k, &cx->attrs, "dimensions"))
			sputs(&cx->attrs, "dimensions={}");
	} else if (IS("dynamic_iota")) {
		static const char *const k[] = {"iota_dimension", "dim", NULL};
		sprintf_(&cx->attrs, "iota_dimension=%" PRId64, intvalue(cx->c, cx->o, k, 0));
	}
	return simple(cx->c, cx->o, t[j].h, t[j].h, cx->v, cx->nv < t[j].keep ? cx->nv : t[j].keep, cx->attrs.s);
}

/* composite_c1 (StableHLO TypeInference.cpp verifyCompositeOp): the
 * name matches ^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$ */
static int compositename(const char *s, uint32_t n)
{
	uint32_t k = 0, parts = 0;

	if (!n || !isalpha((unsigned char)s[0]))
		return 0;
	while (k < n && (isalnum((unsigned char)s[k]) || s[k] == '_'))
		k++;
	while (k < n && s[k] == '.') {
		uint32_t from = ++k;
		while (k < n && (isalnum((unsigned char)s[k]) || s[k] == '_' || s[k] == '$'))
			k++;
		if (k == from)
			return 0;
		parts++;
	}
	return k == n && parts > 0;
}

static int op_composite(struct opx *cx)
{
	int rc;
	{
		/* its name: `name = "..."` (generic) or the string after the
		 * op's name (pretty) */
		const char *nm = NULL;
		uint32_t nl = 0;
		if (!attrstring(cx->c, cx->o, 0, cx->o->n, "name", &nm, &nl) && cx->pretty && cx->o->n &&
		    cx->o->pc[0].kind == STRING && cx->o->pc[0].len >= 2) {
			nm = ptext(cx->c, &cx->o->pc[0]) + 1;
			nl = cx->o->pc[0].len - 2;
		}
		if (nm && !compositename(nm, nl))
			return fail(cx->c, cx->o->off, "composite name '%.*s' is not a namespaced op name "
			            "(^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$, StableHLO's composite_c1)",
			            (int)(nl > 200 ? 200 : nl), nm);
	}
	/* stablehlo.composite "cx->name" %x {decomposition = @f}: XLA's export
	 * calls the decomposition (a call, to_apply=f) */
	uint32_t comp = symattr(cx->c, cx->o, "decomposition");
	if (comp == HLO_NONE) {
		rc = fail(cx->c, cx->o->off, "composite without its decomposition");
	} else {
		sprintf_(&cx->attrs, "to_apply=%%%s", cx->c->comps[comp].name);
		addcall(cx->c, curregion(cx->c)->comp, comp);
		rc = simple(cx->c, cx->o, "call", "call", cx->v, cx->nv, cx->attrs.s);
	}
	return rc;
}

static int op_branches(struct opx *cx)
{
	return convbranches(cx->c, cx->o, cx->v, cx->nv, IS("if"));
}

/* one field of a window, "name=AxB" (pad: "l_hxl_h"), when any of its
 * numbers is not the default; a splat (dense<0>) stands for all */
static void windowfield(struct sbuf *b, const char *name, const int64_t *v, uint32_t n, uint32_t rank, int pairs,
                        int64_t dflt)
{
	uint32_t want = pairs ? 2 * rank : rank, any = 0;

	if (n != want && n != 1)
		return;
	for (uint32_t k = 0; k < want; k++)
		any |= v[n == 1 ? 0 : k] != dflt;
	if (!any)
		return;
	sprintf_(b, "%s%s=", b->n && b->s[b->n - 1] == '{' ? "" : " ", name);
	for (uint32_t k = 0; k < want; k++) {
		if (k)
			sputs(b, pairs ? (k % 2 ? "_" : "x") : "x");
		sputint(b, v[n == 1 ? 0 : k]);
	}
}

/* reduce_window's window as HLO writes it (window_util::ToString: size,
 * then stride, pad, lhs_dilate and rhs_dilate where not the default),
 * from window_dimensions, window_strides, padding, base_dilations and
 * window_dilations */
static void reducewindow(const struct mconv *c, const struct mop *o, struct sbuf *b)
{
	static const char *const names[] = {"window_strides", "padding", "base_dilations", "window_dilations"};
	static const char *const hlo[] = {"stride", "pad", "lhs_dilate", "rhs_dilate"};
	int64_t size[64], v[128];
	uint32_t from, to, rank;

	if (!attrspan(c, o, "window_dimensions", &from, &to) || !(rank = ints(c, o, from, to, size, 64)) ||
	    rank >= 64)
		return;
	sputs(b, "window={");
	windowfield(b, "size", size, rank, rank, 0, -1);
	for (int k = 0; k < 4; k++)
		if (attrspan(c, o, names[k], &from, &to))
			windowfield(b, hlo[k], v, ints(c, o, from, to, v, 128), rank, k == 1, k == 1 ? 0 : 1);
	sputs(b, "}, ");
}

static int op_withregions(struct opx *cx)
{
	int rc;
	/* sized by their types; their regions are the computations they
	 * apply */
	static const char *const hlo[] = {"sort", "reduce-window", "scatter", "map", "select-and-scatter"};
	int which = IS("sort") ? 0 : IS("reduce_window") ? 1 : IS("scatter") ? 2 : IS("map") ? 3 : 4;
	uint32_t r0 = regioncomp(cx->o, 0), r1 = regioncomp(cx->o, 1);
	if (r0 == HLO_NONE || (which == 4 && r1 == HLO_NONE)) {
		rc = fail(cx->c, cx->o->off, "%.*s without its region", (int)cx->n, cx->name);
	} else {
		if (which == 0) {
			static const char *const k[] = {"dimension", NULL};
			sprintf_(&cx->attrs, "dimensions={%" PRId64 "}, ", intvalue(cx->c, cx->o, k, 0));
		}
		if (which == 1)
			reducewindow(cx->c, cx->o, &cx->attrs);
		if (which == 4)
			sprintf_(&cx->attrs, "select=%%%s, scatter=%%%s", cx->c->comps[r0].name, cx->c->comps[r1].name);
		else
			sprintf_(&cx->attrs, "to_apply=%%%s", cx->c->comps[r0].name);
		addcall(cx->c, curregion(cx->c)->comp, r0);
		if (which == 4)
			addcall(cx->c, curregion(cx->c)->comp, r1);
		rc = simple(cx->c, cx->o, hlo[which], hlo[which], cx->v, cx->nv, cx->attrs.s);
	}
	return rc;
}

static int op_einsum(struct opx *cx)
{
	return conveinsum(cx->c, cx->o, cx->v, cx->nv);
}

static int op_unary_einsum(struct opx *cx)
{
	return fail(cx->c, cx->o->head, "unary_einsum: XLA's export does not take it (ExportXlaOp(UnaryEinsumOp) fails: "
	            "it is rewritten into a two-operand einsum before)");
}

static int op_async_start(struct opx *cx)
{
	return convasyncstart(cx->c, cx->o, cx->v, cx->nv, headis(cx->c, cx->o, "mhlo.async_start"));
}

/* async_done: the results the start's computation made ({1} of its
 * bundle), sized by its result types */
static int op_async_done(struct opx *cx)
{
	return simple(cx->c, cx->o, "async-done", "async-done", cx->v, cx->nv, NULL);
}

/* XLA's own MHLO ops of its translate tests, as the export writes them:
 * a fusion of its region's computation (fusion.mlir) */
static int op_fusion(struct opx *cx)
{
	uint32_t comp = regioncomp(cx->o, 0);

	if (comp == HLO_NONE)
		return fail(cx->c, cx->o->off, "mhlo.fusion without its region");
	sprintf_(&cx->attrs, "kind=%s, calls=%%%s", fusionkind(cx->c, cx->o), cx->c->comps[comp].name);
	addcall(cx->c, curregion(cx->c)->comp, comp);
	return simple(cx->c, cx->o, "fusion", "fusion", cx->v, cx->nv, cx->attrs.s);
}

/* mhlo.xla.rng_get_and_update_state {delta}: the u64[2] state
 * (rng_get_and_update_state.mlir); its pretty form prints no type (MHLO's
 * XlaRngGetAndUpdateStateOp is always tensor<2xui64>) */
static int op_rng_state(struct opx *cx)
{
	static const char *const k[] = {"delta", NULL};
	char rname[128], u64[] = "u64[2]";
	char *shape = u64;

	sprintf_(&cx->attrs, "delta=%" PRId64, intvalue(cx->c, cx->o, k, 0));
	emit(cx->c, cx->o, "rng-get-and-update-state", shape, "rng-get-and-update-state", NULL, 0, cx->attrs.s, rname,
	     sizeof rname);
	return results(cx->c, cx->o, rname, &shape, 1);
}

/* a convolution's dimension numbers as HLO's dim_labels: dim_numbers =
 * [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f] (pretty) or dimension_numbers =
 * #stablehlo.conv<...> (generic) is b01f_01io->b01f (XLA's
 * ConvolutionDimensionNumbersToString); "" for the raw form, which is not
 * read */
static void convlabels(const struct mconv *c, const struct mop *o, char *out, size_t cap)
{
	uint32_t from, to;
	const char *p, *e;
	size_t n = 0;
	int parts = 0;

	out[0] = 0;
	if (!attrspan(c, o, "dim_numbers", &from, &to) && !attrspan(c, o, "dimension_numbers", &from, &to))
		return;
	/* the op's own text, as far as its last piece */
	p = ptext(c, &o->pc[from]);
	e = ptext(c, &o->pc[o->n - 1]) + o->pc[o->n - 1].len;
	if (e - p > 16 && !strncmp(p, "#stablehlo.conv<", 16))
		p += 16;
	for (; p < e && n + 3 < cap; p++) {
		if (*p == '[' || *p == ',' || *p == ' ')
			continue;
		if (*p == ']') {
			parts++;
			continue;
		}
		if (*p == 'x' && parts == 1)
			out[n++] = '_';
		else if (*p == '-' && p + 1 < e && p[1] == '>' && parts == 2)
			out[n++] = '-', out[n++] = '>', p++;
		else if ((*p >= '0' && *p <= '9') || *p == 'b' || *p == 'f' || *p == 'i' || *p == 'o')
			out[n++] = *p;
		else
			break;
	}
	out[n] = 0;
	if (parts != 3)
		out[0] = 0;
}

static int op_bytype(struct opx *cx)
{
	/* sized by their result types: the attributes that shape them
	 * are in the types already */
	static const struct { const char *m, *h; } t[] = {
		{"gather", "gather"}, {"convolution", "convolution"}, {"triangular_solve", "triangular-solve"},
		{"cholesky", "cholesky"}, {"rng_bit_generator", "rng-bit-generator"},
		{"collective_permute", "collective-permute"}, {"collective_broadcast", "collective-broadcast"},
		{"batch_norm_training", "batch-norm-training"}, {"batch_norm_inference", "batch-norm-inference"},
		{"batch_norm_grad", "batch-norm-grad"}, {"rng", "rng"}, {"get_dimension_size", "get-dimension-size"},
		{"infeed", "infeed"}, {"outfeed", "outfeed"}, {"send", "send"}, {"recv", "recv"},
		{"torch_index_select", "gather"},
	};
	const char *h = "gather";
	char labels[80], attrs[96];
	for (size_t j = 0; j < sizeof t / sizeof t[0]; j++)
		if (streqn(t[j].m, cx->name, cx->n))
			h = t[j].h;
	/* a convolution's dim_labels: the CPU's ConvCanonicalization
	 * transposes by them (analysis/backend.c C3) */
	if (!strcmp(h, "convolution")) {
		convlabels(cx->c, cx->o, labels, sizeof labels);
		if (labels[0]) {
			snprintf(attrs, sizeof attrs, "dim_labels=%s", labels);
			return simple(cx->c, cx->o, h, h, cx->v, cx->nv, attrs);
		}
	}
	return simple(cx->c, cx->o, h, h, cx->v, cx->nv, NULL);
}

/* ExportXlaOp(OptimizationBarrierOp): one operand is the barrier's own;
 * several go into a tuple, the barrier's one operand, its results read
 * through get-tuple-elements.  (Written with the operands themselves, HLO's
 * opt-barrier forwards only the first: the others were values of its own) */
static int op_optbarrier(struct opx *cx)
{
	char tname[64];
	struct mval tv = {0};
	const struct mval *one[1] = {&tv};
	int rc;

	if (cx->nv == 0)
		return 0;       /* no operands: nothing (the export writes none) */
	if (cx->nv == 1)
		return simple(cx->c, cx->o, "opt-barrier", "opt-barrier", cx->v, cx->nv, NULL);
	tv.shape = maketuple(cx->c, cx->v, cx->nv, tname, sizeof tname);
	tv.hlo = tname;
	rc = simple(cx->c, cx->o, "opt-barrier", "opt-barrier", one, 1, NULL);
	free(tv.shape);
	return rc;
}

static int op_pad(struct opx *cx)
{
	static const char *const lo[] = {"low", "edge_padding_low", NULL}, *const hi[] = {"high", "edge_padding_high", NULL},
	                         *const in[] = {"interior", "interior_padding", NULL};
	int64_t l[64], h[64], it[64];
	uint32_t nl = 0, nh = 0, ni = 0, from, to;
	for (const char *const *k = lo; *k; k++)
		if (attrspan(cx->c, cx->o, *k, &from, &to)) { nl = ints(cx->c, cx->o, from, to, l, 64); break; }
	for (const char *const *k = hi; *k; k++)
		if (attrspan(cx->c, cx->o, *k, &from, &to)) { nh = ints(cx->c, cx->o, from, to, h, 64); break; }
	for (const char *const *k = in; *k; k++)
		if (attrspan(cx->c, cx->o, *k, &from, &to)) { ni = ints(cx->c, cx->o, from, to, it, 64); break; }
	for (uint32_t k = 0; k < ni; k++)
		if (it[k] < 0)
			return fail(cx->c, cx->o->off, "interior padding %" PRId64 " is negative (StableHLO's pad (C3): "
			            "0 <= interior_padding)", it[k]);
	sputs(&cx->attrs, "padding=");
	for (uint32_t k = 0; k < nl && k < nh; k++)
		sprintf_(&cx->attrs, "%s%" PRId64 "_%" PRId64 "_%" PRId64, k ? "x" : "", l[k], h[k], k < ni ? it[k] : 0);
	if (!nl)
		sputs(&cx->attrs, "0_0");
	return simple(cx->c, cx->o, "pad", "pad", cx->v, cx->nv, cx->attrs.s);
}

#undef IS

/* op name (without stablehlo. or mhlo.) -> its rule; the ops that convert
 * one to one are hloopcode()'s */
static const struct {
	const char *name;
	int (*fn)(struct opx *);
} oprules[] = {
	{"constant", op_constant},
	{"compare", op_compare},
	{"broadcast_in_dim", op_dims},
	{"broadcast", op_broadcast},
	{"transpose", op_dims},
	{"reverse", op_dims},
	{"concatenate", op_dims},
	{"iota", op_iota},
	{"slice", op_slice},
	{"dynamic_slice", op_dims},
	{"dot_general", op_dot_general},
	{"dot", op_dot},
	{"fft", op_fft},
	{"reduce_precision", op_reduce_precision},
	{"get_tuple_element", op_get_tuple_element},
	{"custom_call", op_custom_call},
	{"all_to_all", op_all_to_all},
	{"all_gather", op_all_gather},
	{"all_reduce", op_allreduce},
	{"reduce_scatter", op_allreduce},
	{"collective_reduce", op_allreduce},
	{"set_dimension_size", op_set_dimension_size},
	{"einsum", op_einsum},
	{"unary_einsum", op_unary_einsum},
	{"async_start", op_async_start},
	{"async_done", op_async_done},
	{"fusion", op_fusion},
	{"xla.rng_get_and_update_state", op_rng_state},
	{"reduce", op_reduce},
	{"while", op_while},
	{"dynamic_broadcast_in_dim", op_dynamic},
	{"dynamic_iota", op_dynamic},
	{"dynamic_reshape", op_dynamic},
	{"dynamic_pad", op_dynamic},
	{"real_dynamic_slice", op_dynamic},
	{"dynamic_gather", op_dynamic},
	{"dynamic_conv", op_dynamic},
	{"composite", op_composite},
	{"case", op_branches},
	{"if", op_branches},
	{"sort", op_withregions},
	{"reduce_window", op_withregions},
	{"scatter", op_withregions},
	{"map", op_withregions},
	{"select_and_scatter", op_withregions},
	{"gather", op_bytype},
	{"convolution", op_bytype},
	{"triangular_solve", op_bytype},
	{"cholesky", op_bytype},
	{"rng_bit_generator", op_bytype},
	{"collective_permute", op_bytype},
	{"collective_broadcast", op_bytype},
	{"batch_norm_training", op_bytype},
	{"batch_norm_inference", op_bytype},
	{"batch_norm_grad", op_bytype},
	{"rng", op_bytype},
	/* the deprecated torch_index_select: xla::TorchIndexSelect, a
	 * gather of the result type */
	{"torch_index_select", op_bytype},
	{"get_dimension_size", op_bytype},
	{"infeed", op_bytype},
	{"outfeed", op_bytype},
	{"send", op_bytype},
	{"recv", op_bytype},
	{"cross-replica-sum", op_bytype},
	{"pad", op_pad},
	{"optimization_barrier", op_optbarrier},
};

static const char *opnamekey(const void *ctx, uint32_t k, size_t *n)
{
	const struct mconv *c = ctx;

	*n = c->opnames[k].len;
	return c->text + c->opnames[k].at;
}

/* the rule of an op name (without its dialect): its HLO opcode, or its
 * index in oprules[], or neither; each name looked up in the tables once */
static void oprule(struct mconv *c, const char *name, size_t n, const char **hop, int *rule)
{
	uint32_t k;

	if (ntget(&c->opnametab, name, n, opnamekey, c, &k)) {
		*hop = c->opnames[k].hop;
		*rule = c->opnames[k].rule;
		return;
	}
	*rule = -1;
	if ((*hop = hloopcode(name, n)) == NULL)
		for (size_t j = 0; j < sizeof oprules / sizeof oprules[0]; j++)
			if (streqn(oprules[j].name, name, n)) {
				*rule = (int)j;
				break;
			}
	/* the name is the op's, in the file's text */
	if ((uintptr_t)name - (uintptr_t)c->text > c->p->file->size || n > UINT32_MAX)
		return;
	GROW(c->opnames, c->nopname, c->capopname);
	c->opnames[c->nopname] = (struct mopname){(uint64_t)(name - c->text), (uint32_t)n, *rule, *hop};
	ntput(&c->opnametab, name, n, c->nopname, opnamekey, c);
	c->nopname++;
}

/* is the op's dialect one this file reads (some of its ops may still be
 * unknown): stablehlo, chlo, mhlo, sdy, func, or func's bare call/return */
static int ourdialect(const struct mconv *c, const struct mop *o)
{
	static const char *const prefix[] = {"stablehlo.", "chlo.", "mhlo.", "sdy.", "func."};
	const char *h = c->text + o->head;

	for (size_t k = 0; k < sizeof prefix / sizeof prefix[0]; k++)
		if (o->headlen > strlen(prefix[k]) && !memcmp(h, prefix[k], strlen(prefix[k])))
			return 1;
	return headis(c, o, "return") || headis(c, o, "call");
}

static int foreign(struct mconv *c, const struct mop *o)
{
	return fail(c, o->head, "'%.*s' is not a StableHLO op: ops of other dialects are not read",
	            (int)o->headlen, c->text + o->head);
}

/* an op of StableHLO's check dialect (openxla/stablehlo
 * stablehlo/tests/CheckOps.td: expect_eq, expect_eq_const,
 * expect_almost_eq, expect_close, ...): an assertion of the reference
 * interpreter's tests, with operands and no results, which no compiled
 * program holds.  Its operands must exist; the op itself is left out,
 * said once */
static int checkop(struct mconv *c, struct mop *o)
{
	struct mval store[256];
	const struct mval *v[256];

	if (o->ndef)
		return fail(c, o->head, "'%.*s' has results: no op of StableHLO's check dialect has", (int)o->headlen,
		            c->text + o->head);
	if (operands(c, o, store, v, 256) == HLO_NONE)
		return -1;
	if (!c->checkwarned && !c->p->quietwarn)
		hlo_warn(c->p->diag, c->p->file, o->head,
		         "'%.*s' and the other ops of StableHLO's check dialect are the reference interpreter's "
		         "assertions, not part of a compiled program: left out",
		         (int)o->headlen, c->text + o->head);
	c->checkwarned = 1;
	return 0;
}

/* arith.constant of a tensor: XLA's export writes it as the constant it
 * is (translate test case.mlir: arith.constant dense<1> : tensor<i32> is
 * s32[] constant(1)); of an index tensor or of a scalar that is not a
 * tensor, it refuses the type (unsupported_type.mlir), and so does this */
static int arithconst(struct mconv *c, struct mop *o, int pretty)
{
	struct opx x = {c, o, NULL, 0, "constant", 8, {0}, pretty};
	int rc, tensor = 0;

	for (uint32_t k = 0; k < o->n; k++) {
		const struct mpiece *t = &o->pc[k];
		const char *p = ptext(c, t);
		if (t->kind != BLOB || t->len <= 7 || memcmp(p, "tensor<", 7))
			continue;
		if (!memcmp(p + t->len - 6, "index>", 6))
			return fail(c, t->off, "arith.constant of an index tensor: XLA's export does not support the type");
		tensor = 1;
	}
	if (!tensor)
		return fail(c, o->off, "expected the constant's tensor type: XLA's export reads arith.constant of tensors");
	rc = op_constant(&x);
	free(x.attrs.s);
	return rc;
}

static int convertop(struct mconv *c, struct mop *o)
{
	struct mval store[256];
	const struct mval *v[256];
	uint32_t nv;
	const char *name;
	size_t n;
	const char *hop;
	int rule, pretty = o->headkind == ID;

	shortname(c, o, &name, &n);
	{
		struct mcheckerr e;
		if (hlo_mcheckattrs(c->text, o->pc, o->n, &e) < 0)
			return fail(c, e.off, "%s", e.msg);
	}
	if (headis(c, o, "module") || headis(c, o, "builtin.module")) {
		const char *s, *v2;
		uint32_t sl, vl;
		if (symname(c, o, &s, &sl))
			snprintf(c->modname, sizeof c->modname, "%.*s", (int)sl, s);
		if (attrstring(c, o, 0, o->n, "mhlo.num_partitions", &v2, &vl))
			c->partitions = strtoll(v2, NULL, 10);
		if (attrstring(c, o, 0, o->n, "mhlo.num_replicas", &v2, &vl))
			c->replicas = strtoll(v2, NULL, 10);
		return 0;
	}
	if (headis(c, o, "sdy.mesh"))
		return sdymesh(c, o);
	if (headis(c, o, "func.func"))
		return 0;
	if (!curregion(c) || curregion(c)->comp == HLO_NONE)
		return fail(c, o->off, "'%.*s' outside a function", (int)o->headlen, c->text + o->head);
	/* an op of another dialect is named as such before its operands are
	 * looked up (a transform.* op inside a transform sequence reads the
	 * sequence's arguments, which no function defines) */
	if (o->headlen > 6 && !memcmp(c->text + o->head, "check.", 6))
		return checkop(c, o);
	if (headis(c, o, "arith.constant"))
		return arithconst(c, o, pretty);
	if (!ourdialect(c, o))
		return foreign(c, o);
	if (pretty) {
		struct mcheckerr e;
		if (hlo_mcheck(c->text, c->text + o->head, o->headlen, o->pc, o->n, &e) < 0)
			return fail(c, e.off, "%s", e.msg);
	}
	nv = operands(c, o, store, v, 256);
	if (nv == HLO_NONE)
		return -1;
	if (headis(c, o, "return") || headis(c, o, "func.return") || headis(c, o, "stablehlo.return") ||
	    headis(c, o, "sdy.return") || headis(c, o, "mhlo.return"))
		return convreturn(c, o, v, nv);
	if (headis(c, o, "call") || headis(c, o, "func.call"))
		return convcall(c, o, v, nv);
	/* sdy.reshard asks for a sharding as a constraint does: the same
	 * Sharding custom call in the round trip's HLO */
	if (headis(c, o, "sdy.sharding_constraint") || headis(c, o, "sdy.reshard"))
		return sdyconstraint(c, o, v, nv, NULL);
	if (headis(c, o, "sdy.all_gather") || headis(c, o, "sdy.all_slice") || headis(c, o, "sdy.all_to_all") ||
	    headis(c, o, "sdy.collective_permute") || headis(c, o, "sdy.reduce_scatter"))
		return sdyconstraint(c, o, v, nv, "out_sharding");
	if (headis(c, o, "sdy.all_reduce") || headis(c, o, "sdy.propagation_barrier"))
		return sdyforward(c, o, v, nv);
	if (headis(c, o, "sdy.manual_computation"))
		return sdymanual(c, o, v, nv);
	/* Shardy's constant (kept from folding while shardings propagate)
	 * leaves the Shardy export as the stablehlo.constant it stands for */
	if (headis(c, o, "sdy.constant")) {
		struct opx x = {c, o, v, nv, "constant", 8, {0}, pretty};
		int rc = op_constant(&x);
		free(x.attrs.s);
		return rc;
	}
	if (!(o->headlen > 10 && !memcmp(c->text + o->head, "stablehlo.", 10)) &&
	    !(o->headlen > 5 && !memcmp(c->text + o->head, "chlo.", 5)) &&
	    !(o->headlen > 5 && !memcmp(c->text + o->head, "mhlo.", 5)))
		return foreign(c, o);
	if (headis(c, o, "chlo.top_k"))
		return convtopk(c, o, v, nv);
	/* jax.lax.ragged_dot (grouped matmuls of mixture-of-experts models):
	 * chlo_legalize_to_hlo makes it mhlo.ragged_dot, which XLA exports as
	 * HLO's ragged-dot; sized by its result type */
	if (headis(c, o, "chlo.ragged_dot") || headis(c, o, "mhlo.ragged_dot"))
		return simple(c, o, "ragged-dot", "ragged-dot", v, nv, NULL);
	/* mhlo keeps some of them as its own ops (mhlo.sinh, mhlo.acosh...),
	 * which newer XLA exports as HLO opcodes of their own: elementwise */
	if (o->headlen > 5 && !memcmp(c->text + o->head, "mhlo.", 5) && chloelementwise(name, n))
		return standin(c, o, name, n, v, nv);
	if (n > 5 && !memcmp(name, "chlo.", 5)) {
		if (headis(c, o, "chlo.scan"))
			return convscan(c, o, v, nv);
		/* constant_like: a splat of the result type; constant:
		 * stablehlo.constant's value (chlo_legalize_to_stablehlo) */
		if (headis(c, o, "chlo.constant_like") || headis(c, o, "chlo.constant"))
			return constop(c, o, headis(c, o, "chlo.constant_like") || splat(c, o));
		if (!chloelementwise(name + 5, n - 5))
			return fail(c, o->head, "'%.*s' is not supported yet", (int)o->headlen, c->text + o->head);
		return standin(c, o, name + 5, n - 5, v, nv);
	}
	oprule(c, name, n, &hop, &rule);
	if (hop)
		return simple(c, o, hop, hop, v, nv, NULL);
	if (rule >= 0) {
		struct opx x = {c, o, v, nv, name, n, {0}, pretty};
		int rc = oprules[rule].fn(&x);
		free(x.attrs.s);
		return rc;
	}
	return fail(c, o->head, "'%.*s' is not supported yet", (int)o->headlen, c->text + o->head);
}

/* does a block label ^bb0(%a: t, ...) name any argument */
static int labelhasargs(const struct mop *o)
{
	for (uint32_t k = 0; k < o->n; k++)
		if (o->pc[k].kind == SSA)
			return 1;
	return 0;
}

int hlo_mopend(struct mconv *c, uint64_t off)
{
	struct mop *o = curop(c);
	int rc = 0;

	(void)off;
	if (c->failed || !o)
		return -1;
	if (o->islabel) {
		/* ^bb0(%a: t, ...): the arguments of the region it opens; a
		 * while's loop state is one tuple */
		struct mregion *r = curregion(c);
		const struct mop *owner = r ? &c->ops[r->op] : NULL;
		c->opline = owner ? owner->line : 0;
		if (r && r->captures && labelhasargs(o))
			return fail(c, o->off, "a branch of an if or a case takes no arguments: it reads what it needs "
			            "from outside (StableHLO's if (C1), case (C2))");
		if (r && r->comp != HLO_NONE && r->nparam == 0 && c->comps[r->comp].nin == 0)
			rc = owner && headis(c, owner, "func.func") ? labelfuncargs(c, owner, o, r)
			                                            : blockargs(c, o, 0, r, owner && iswhile(c, owner));
	} else {
		c->opline = o->line;
		rc = convertop(c, o);
	}
	c->nop--;
	return rc;
}

int hlo_mregionend(struct mconv *c, uint64_t off)
{
	struct mregion *r = curregion(c);

	if (c->failed)
		return -1;
	if (r->comp != HLO_NONE) {
		struct mcomp *k = &c->comps[r->comp];
		if (!r->terminated)
			return fail(c, off, "a region without a return");
		k->done = 1;
		c->opline = c->ops[r->op].line;
		if (r->captures) {
			/* the branch's parameter: the tuple of what it reads from
			 * outside, first in the computation */
			struct sbuf b = {0};
			sprintf_(&b, "%%%s = (", r->capparam);
			for (uint32_t j = 0; j < k->ncap; j++)
				sprintf_(&b, "%s%s", j ? ", " : "", k->capshape[j]);
			sputs(&b, ") parameter(0)");
			addinstr(c, r->comp, b.s, 0, 0);
			memmove(k->in + 1, k->in, (k->nin - 1) * sizeof *k->in);
			k->in[0] = (struct minstr){b.s, 0, 0, 0, c->opline};
		}
	}
	freeregion(r);
	c->nrg--;
	return 0;
}

/* ---- locations: op_name and source line ---- */

static const char *skipws(const char *p, const char *e)
{
	while (p < e && (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r'))
		p++;
	return p;
}

/* the end of a quoted string starting at p (on '"') */
static const char *strend(const char *p, const char *e)
{
	for (p++; p < e && *p != '"'; p++)
		if (*p == '\\')
			p++;
	return p < e ? p + 1 : e;
}

static void readloc(struct mconv *c, const char *p, const char *e, struct where *w, int depth);

/* what the traversal found fills what w lacks: the traversal reads the
 * same whatever w holds, and sets only what is still unset */
static void mergewhere(struct where *w, const struct where *r)
{
	if (!w->name && r->name) {
		w->name = r->name;
		w->namelen = r->namelen;
	}
	if (!w->file && r->file) {
		w->file = r->file;
		w->filelen = r->filelen;
		w->line = r->line;
	}
}

/* an alias's location (#loc3 = loc(...)): read once, when first met at
 * the depth most uses meet it (every op's loc(#locN) is read alike) */
static void aliasloc(struct mconv *c, uint32_t k, struct where *w, int depth)
{
	struct malias_ *a = &c->alias[k];
	struct where r = {0};

	if (a->locdepth != depth) {
		const char *v = c->text + a->val;
		readloc(c, v, v + a->vallen, &r, depth);
		if (a->locdepth) {
			mergewhere(w, &r);
			return;
		}
		a = &c->alias[k];
		a->locdepth = depth;
		a->loc = r;
	}
	mergewhere(w, &a->loc);
}

static void readinner(struct mconv *c, const char *p, const char *e, struct where *w, int depth);

/* the alias a location names at p ('#'), its index in *k */
static int aliasref(const struct mconv *c, const char *p, const char *e, uint32_t *k)
{
	const char *q = p + 1;

	while (q < e && (isalnum((unsigned char)*q) || *q == '_' || *q == '.' || *q == '$' || *q == '-'))
		q++;
	return ntget(&c->aliasnames, p, (size_t)(q - p), aliaskey, c, k);
}

/* the name of a NameLoc as XLA's exporter takes it for op_name: up to an
 * '@' (the function an op's name was given in); NULL for a name ending in
 * ':', an op's type, which op_name leaves out for what the NameLoc wraps
 * (GetNameFromLocImpl, xla/hlo/translate/mhlo_to_hlo/location_exporter.cc) */
static const char *locname(const char *s, size_t n, uint32_t *len)
{
	const char *at = memchr(s, '@', n);

	if (at)
		n = (size_t)(at - s);
	if (n && s[n - 1] == ':')
		return NULL;
	*len = (uint32_t)n;
	return s;
}

/* is a location (its text from p) a file position or a fused one, the two
 * kinds a FusedLoc's source comes from (SetSourceFileAndLine): through
 * aliases, as readinner reads them */
static int issourceloc(struct mconv *c, const char *p, const char *e, int depth)
{
	uint32_t k;

	p = skipws(p, e);
	if (depth > 32 || p >= e)
		return 0;
	if (e - p > 4 && !memcmp(p, "loc(", 4))
		return issourceloc(c, p + 4, e, depth + 1);
	if (*p == '"') {
		const char *r = skipws(strend(p, e), e);
		return r < e && *r == ':';
	}
	if (e - p > 5 && !memcmp(p, "fused", 5))
		return 1;
	if (*p == '#' && aliasref(c, p, e, &k))
		return issourceloc(c, c->text + c->alias[k].val, c->text + c->alias[k].val + c->alias[k].vallen,
		                   depth + 1);
	return 0;
}

/* fused[a, b, ...] (or fused<meta>[...]) from p, past "fused": op_name the
 * names of all its locations joined by ';', in order; the source the last
 * file position among them, nested fused ones included (a NameLoc's own
 * child is not looked into: location_exporter.cc's GetNameFromLocImpl and
 * SetSourceFileAndLine) */
static void readfused(struct mconv *c, const char *p, const char *e, struct where *w, int depth)
{
	struct sbuf names = {0};
	struct where src = {0};
	int level = 0;

	if (p < e && *p == '<') {
		for (; p < e && !(*p == '>' && level == 1); p++) {
			if (*p == '"')
				p = strend(p, e) - 1;
			else if (*p == '<')
				level++;
			else if (*p == '>')
				level--;
		}
		p++;
		level = 0;
	}
	if (p >= e || *p != '[')
		return;
	for (const char *a = ++p; p < e; p++) {
		if (*p == '"') {
			p = strend(p, e) - 1;
		} else if (*p == '(' || *p == '[' || *p == '<') {
			level++;
		} else if ((*p == ')' || *p == '>' || *p == ']') && level > 0) {
			level--;
		} else if (level == 0 && (*p == ',' || *p == ']')) {
			struct where r = {0};
			readinner(c, a, p, &r, depth + 1);
			if (r.name)
				sprintf_(&names, "%s%.*s", names.n ? ";" : "", (int)r.namelen, r.name);
			if (r.file && issourceloc(c, a, p, depth + 1))
				src = r;
			if (*p == ']')
				break;
			a = p + 1;
		}
	}
	if (!w->name && names.n) {
		char *keep = arenabytes(&c->texts, names.n + 1);
		memcpy(keep, names.s, names.n + 1);
		w->name = keep;
		w->namelen = (uint32_t)names.n;
	}
	if (!w->file && src.file) {
		w->file = src.file;
		w->filelen = src.filelen;
		w->line = src.line;
	}
	free(names.s);
}

/* a location's inside: "name"(loc), "file":line:col, callsite(a at b),
 * fused[...], #alias or unknown */
static void readinner(struct mconv *c, const char *p, const char *e, struct where *w, int depth)
{
	if (depth > 32)
		return;
	p = skipws(p, e);
	if (p < e && *p == '"') {
		const char *q = strend(p, e), *r = skipws(q, e), *name;
		uint32_t len = 0;
		if (r < e && *r == ':') {
			/* "file":line:col */
			if (!w->file) {
				w->file = p + 1;
				w->filelen = (uint32_t)(q - p - 2);
				w->line = strtol(r + 1, NULL, 10);
			}
			return;
		}
		name = locname(p + 1, (size_t)(q - p - 2), &len);
		if (name && !w->name) {
			w->name = name;
			w->namelen = len;
		}
		/* "name"(child) */
		if (r < e && *r == '(')
			readinner(c, r + 1, e, w, depth + 1);
	} else if (p < e && *p == '#') {
		uint32_t k;
		if (aliasref(c, p, e, &k))
			aliasloc(c, k, w, depth + 1);
	} else if (e - p > 9 && !memcmp(p, "callsite(", 9)) {
		/* the callee first: its frame is the op's own line */
		readinner(c, p + 9, e, w, depth + 1);
		for (const char *q = p + 9; q + 4 < e; q++) {
			if (*q == '"') {
				q = strend(q, e) - 1;
				continue;
			}
			if (!memcmp(q, " at ", 4)) {
				readinner(c, q + 4, e, w, depth + 1);
				break;
			}
		}
	} else if (e - p > 5 && !memcmp(p, "fused", 5)) {
		readfused(c, p + 5, e, w, depth + 1);
	}
}

static void readloc(struct mconv *c, const char *p, const char *e, struct where *w, int depth)
{
	p = skipws(p, e);
	if (e - p > 4 && !memcmp(p, "loc(", 4))
		readinner(c, p + 4, e, w, depth + 1);
	else
		readinner(c, p, e, w, depth + 1);
}

/* ---- the module's text ---- */

/* an instruction's metadata: what its op's location says, op_name and
 * the Python line; where that names no file, the op's own line in the
 * StableHLO, a source_line without a file (the parser takes the file
 * being read for it: hlo_limits.srcpath) */
static void putmeta(struct mconv *c, struct sbuf *out, const struct minstr *in)
{
	struct where w = {0};

	if (in->loc) {
		const char *s = c->text + in->loc;
		readloc(c, s, s + in->loclen, &w, 0);
	}
	if (!w.name && !w.file && !in->line)
		return;
	sputs(out, ", metadata={");
	if (w.name) {
		sputs(out, "op_name=\"");
		sput(out, w.name, w.namelen);
		sputs(out, "\"");
	}
	if (w.file) {
		sputs(out, w.name ? " source_file=\"" : "source_file=\"");
		sput(out, w.file, w.filelen);
		sputs(out, "\" source_line=");
		sputint(out, w.line);
	} else if (in->line) {
		sputs(out, w.name ? " source_line=" : "source_line=");
		sputint(out, in->line);
	}
	sputs(out, "}");
}

/* the module's text so far to the spill file (mparse.spillfd, made
 * when the text first passes 256 KiB), out emptied; a failed write reads
 * back what the file has and leaves the text in memory from then on, as
 * does a temporary file that cannot be made */
static void spill(struct mconv *c, struct sbuf *out)
{
	struct mparse *p = c->p;
	size_t k = 0;

	if (p->spill && p->spillfd < 0 && out->n >= (1u << 18)) {
		p->spill = 0;
		p->spillfd = hlo_tempfd();
	}
	if (p->spillfd < 0 || out->n == 0)
		return;
	while (k < out->n) {
		ssize_t w = write(p->spillfd, out->s + k, out->n - k);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			break;
		k += (size_t)w;
	}
	if (k == out->n) {
		p->spilled += k;
		out->n = 0;
		out->s[0] = 0;
		return;
	}
	{
		/* back into memory: the file's bytes, then out's */
		char *all = ut_malloc((size_t)p->spilled + out->n + 1);
		uint64_t got = 0;
		while (got < p->spilled) {
			ssize_t r = pread(p->spillfd, all + got, (size_t)(p->spilled - got), (off_t)got);
			if (r < 0 && errno == EINTR)
				continue;
			if (r <= 0)
				break;
			got += (uint64_t)r;
		}
		if (got < p->spilled) {
			free(all);
			fail(c, 0, "cannot write or read back the temporary file of the converted HLO text: %s",
			     strerror(errno ? errno : EIO));
			return;
		}
		memcpy(all + got, out->s, out->n + 1);
		free(out->s);
		out->s = all;
		out->n += (size_t)got;
		out->cap = out->n + 1;
		out->borrowed = 0;
		p->spillfd = -1;
		p->spilled = 0;
	}
}

static void putcomp(struct mconv *c, struct sbuf *out, uint32_t k)
{
	struct mcomp *m = &c->comps[k];

	size_t rootlen = m->root ? strlen(m->root) : 0;

	sprintf_(out, "\n%s%%%s {\n", m->entry ? "ENTRY " : "", m->name);
	for (uint32_t j = 0; j < m->nin; j++) {
		const char *t = m->in[j].text;
		size_t nl = strcspn(t + 1, " ");
		int root = m->root && rootlen == nl && !memcmp(t + 1, m->root, nl);
		sputs(out, root ? "  ROOT " : "  ");
		sputs(out, t);
		putmeta(c, out, &m->in[j]);
		sputs(out, "\n");
		if (out->n >= (1u << 16))
			spill(c, out);
	}
	sputs(out, "}\n");
}

/* computations after the ones they call (XLA's parser wants a callee
 * defined first); only those the entry reaches, as XLA converts them.
 * state: 1 while its callees are ordered, 2 once it is.  A computation
 * met again while its own callees are ordered calls itself: HLO's call
 * graph has no cycles (the HLO parser and verifier refuse one), so a
 * function that does is refused where it is defined */
static int order(struct mconv *c, uint32_t k, uint8_t *state, uint32_t *out, uint32_t *n, int depth)
{
	if (state[k] == 2)
		return 0;
	if (state[k] == 1) {
		const struct mcomp *x = &c->comps[k];
		return fail(c, x->defoff, "'@%s' calls itself, directly or through the functions it calls: an HLO "
		            "computation cannot", x->sym ? x->sym : x->name);
	}
	if (depth > 10000)
		return fail(c, c->comps[k].defoff, "functions call one another more than 10000 deep");
	state[k] = 1;
	for (uint32_t j = 0; j < c->comps[k].ncall; j++)
		if (order(c, c->comps[k].calls[j], state, out, n, depth + 1) < 0)
			return -1;
	state[k] = 2;
	out[(*n)++] = k;
	return 0;
}

/* a module without @main, which XLA's converter refuses ("conversion
 * requires module with `main`", ConvertMlirHloToHlo): a module of one
 * function, as StableHLO's op tests and some exports (IREE's @predict)
 * are, is read again with that function as the entry, as it would be
 * were it @main (mlirparse.c).  Its candidates: the public functions it
 * defines that none of its functions calls.  Several, or none: an error
 * that names them */
static char *noentry(struct mconv *c)
{
	uint8_t *called = ut_calloc(c->ncomp + 1, 1);
	uint32_t *cand = ut_calloc(c->ncomp + 1, sizeof *cand), n = 0;
	struct sbuf names = {0};

	for (uint32_t k = 0; k < c->ncomp; k++)
		for (uint32_t j = 0; j < c->comps[k].ncall; j++)
			if (c->comps[k].calls[j] != k)
				called[c->comps[k].calls[j]] = 1;
	/* the candidates: public functions no other calls */
	for (uint32_t k = 0; k < c->ncomp; k++)
		if (c->comps[k].defined && !c->comps[k].priv && !called[k])
			cand[n++] = k;
	free(called);
	if (c->p->listing && n > 1) {
		/* hlo_mlirentries: every candidate, each a program of its own */
		c->p->cands = ut_calloc(n, sizeof *c->p->cands);
		for (uint32_t k = 0; k < n; k++)
			c->p->cands[c->p->ncand++] = xstrdup(c->comps[cand[k]].sym);
	} else if (c->p->listing) {
		;       /* one or none: the program's own reading says which */
	} else if (c->p->named) {
		fail(c, c->p->file->size, "no public function @%s to read as the program", c->p->entry);
	} else if (n == 1) {
		c->p->fallback = xstrdup(c->comps[cand[0]].sym);
		c->p->fallbackoff = c->comps[cand[0]].defoff;
	} else if (n == 0) {
		fail(c, c->p->file->size, "no @main function, and no public function that could be the entry: "
		     "nothing to estimate");
	} else {
		for (uint32_t k = 0; k < n && k < 4; k++)
			sprintf_(&names, "%s@%s", k ? ", " : "", c->comps[cand[k]].sym);
		fail(c, c->comps[cand[0]].defoff, "no @main function, and %u public functions that could be the entry "
		     "(%s%s): name the one to estimate @main", n, names.s, n > 4 ? ", ..." : "");
	}
	free(cand);
	free(names.s);
	return NULL;
}

char *hlo_mconvfinish(struct mconv *c, uint64_t *len)
{
	struct sbuf out = {0};
	uint32_t entry = HLO_NONE, n = 0, *ord;
	uint8_t *seen;

	if (c->failed)
		return NULL;
	for (uint32_t k = 0; k < c->ncomp; k++) {
		if (c->comps[k].entry)
			entry = k;
		if (c->comps[k].sym && !c->comps[k].done && !c->comps[k].nin) {
			fail(c, c->p->file->size, "call of '@%s', a function the module does not define", c->comps[k].sym);
			return NULL;
		}
	}
	if (entry == HLO_NONE)
		return noentry(c);
	c->p->entryoff = c->comps[entry].defoff;
	if (c->p->named) {
		/* one of several programs in the file: named after its function
		 * (the characters HLO names take) */
		snprintf(c->modname, sizeof c->modname, "%s", c->comps[entry].sym);
		for (char *q = c->modname; *q; q++)
			if (!isalnum((unsigned char)*q) && *q != '_' && *q != '.' && *q != '-')
				*q = '_';
	}
	sprintf_(&out, "HloModule %s", c->modname);
	if (c->meshes.n)
		sprintf_(&out, ", frontend_attributes={xla.sdy.meshes={%s}}", c->meshes.s);
	if (c->ioalias.n)
		sprintf_(&out, ", input_output_alias={ %s }", c->ioalias.s);
	if (c->donors.n)
		sprintf_(&out, ", buffer_donor={ %s }", c->donors.s);
	if (c->partitions > 1)
		sprintf_(&out, ", num_partitions=%" PRId64, c->partitions);
	if (c->replicas > 1)
		sprintf_(&out, ", replica_count=%" PRId64, c->replicas);
	sputs(&out, "\n");
	seen = ut_calloc(c->ncomp + 1, 1);
	ord = ut_malloc((c->ncomp + 1) * sizeof *ord);
	if (order(c, entry, seen, ord, &n, 0) < 0) {
		free(seen);
		free(ord);
		free(out.s);
		return NULL;
	}
	for (uint32_t k = 0; k < n; k++)
		putcomp(c, &out, ord[k]);
	spill(c, &out);
	free(seen);
	free(ord);
	if (c->failed) {
		free(out.s);
		return NULL;
	}
	*len = c->p->spillfd >= 0 ? c->p->spilled : out.n;
	return out.s;
}
