/* mlirconv.c: StableHLO ops, as the grammar hands their pieces over, to the
 * HLO text XLA's export writes for them.
 *
 * This file holds the converter's state, the grammar's events (an op
 * begun, its results, its pieces, a block label), the values each region
 * defines and the reading of an op's pieces (its signature, attributes and
 * integer lists).  The rest, by concern, shares mlirconv.h:
 *   mlirtext.c    growable text, arenas, name tables
 *   mlirtype.c    MLIR types to HLO shapes
 *   mlirregion.c  operands, results, regions and the arguments they bind
 *   mlirops.c     the op table: each op to its opcode or rule; an op's end
 *   mlirconvop.c  the ops that are more than an opcode
 *   mlirflow.c    calls and control flow
 *   mlirsdy.c     Shardy
 *   mlirloc.c     locations to op_name and source line
 *   mliremit.c    the HLO text written: instructions, then the module
 *   mlirfold.c    the simplifications XLA runs before it converts
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
 *   sdy.manual_computation of several results ->      sdy_round_trip/shard_map_export.cc:
 *     GTEs of the call, one LocalToGlobalShape of      one custom call over all the call's
 *     them all, GTEs of its tuple                      results
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
 *   sdy.manual_computation -> one GlobalToLocalShape  the round trip's manual region
 *     of all operands (a tuple read by GTEs when       (shard_map_export.cc; the target
 *     several), call of the region, LocalToGlobal-     names in service/spmd/shardy/
 *     Shape                                            constants.h)
 *   case/if: a branch reading one value from        LowerRegionAsComputation, ensure_single_
 *     outside takes it as its parameter, not a         arg: a tuple only for more than one;
 *     tuple of one                                     ExportXlaOp(CaseOp) CreateTupleIfMultipleOps
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
 *   each computation's instructions in post-order:   JAX's compile goes through HloModuleProto
 *     depth first from each unread instruction          (MlirToXlaComputation, ConvertStablehlo-
 *     (in the order made), operands in order            ToHlo), and HloComputation::ToProto writes
 *     (mliremit.c postorder)                            MakeInstructionPostOrder's order, the
 *                                                      order the compile's schedulers start from
 * Ops of other dialects, unbounded dynamic shapes and anything this file does
 * not know are located errors, never guesses; what StableHLO's own parser
 * refuses is checked by mlircheck.c before an op is converted. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirconv.h"

int hlo_mc_fail(struct mconv *c, uint64_t off, const char *fmt, ...)
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

void hlo_mc_freeregion(struct mregion *r)
{
	free(r->names.slot);
	free(r->num);
	hlo_mc_arenafree(&r->texts);
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
		hlo_mc_freeregion(&c->rg[k]);
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
		for (uint32_t j = 0; j < c->comps[k].nres; j++)
			free(c->comps[k].ressdy[j]);
		free(c->comps[k].ressdy);
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
	hlo_mc_arenafree(&c->texts);
	hlo_mc_freefacts(c);
	free(c->header.s);
	free(c->ioalias.s);
	free(c->donors.s);
	free(c->meshes.s);
	free(c);
}

char *hlo_mc_xstrdup(const char *s)
{
	return hlo_mc_dupn(s, strlen(s));
}

char *hlo_mc_dupn(const char *s, size_t n)
{
	char *r = ut_malloc(n + 1);

	memcpy(r, s, n);
	r[n] = 0;
	return r;
}

/* does the word w occur in the piece x?  Within its text only: strstr
 * on a piece runs on through the rest of the file when the word is not
 * in it, a scan of the file an op.  (A blob ends in its closing bracket,
 * which no word searched for holds: an occurrence that starts in it ends
 * in it.) */
int hlo_mc_inpiece(const char *s, uint32_t len, const char *w)
{
	size_t n = strlen(w);

	for (const char *e = s + len; (size_t)(e - s) >= n; s++)
		if (*s == *w && !memcmp(s, w, n))
			return 1;
	return 0;
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
		return hlo_mc_fail(c, off, "ops nested too deep");
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
		return hlo_mc_fail(c, off, "too many results");
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

const char *hlo_mc_aliaskey(const void *ctx, uint32_t k, size_t *n)
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
		ntput(&c->aliasnames, c->text + name, namelen, c->nalias, hlo_mc_aliaskey, c);
		c->nalias++;
	}
	return 0;
}

static const char *valkey(const void *ctx, uint32_t k, size_t *n)
{
	const struct mregion *r = ctx;

	*n = r->v[k].keylen;
	return r->v[k].key;
}

/* the N of a name %N (decimal, no leading zero, below 2^31), or -1 */
static int64_t numname(const char *s, size_t n)
{
	int64_t v = 0;

	if (n < 2 || n > 11 || s[0] != '%' || (s[1] == '0' && n > 2))
		return -1;
	for (size_t k = 1; k < n; k++) {
		if (s[k] < '0' || s[k] > '9')
			return -1;
		v = v * 10 + (s[k] - '0');
	}
	return v < INT32_MAX ? v : -1;
}

/* name %N -> index in the region's array when N is below what the array
 * holds or can grow to (a few times the values read so far, so that one
 * large N does not make a large array); 1 if put there */
static int putnum(struct mregion *r, int64_t num, uint32_t index)
{
	if (num < 0)
		return 0;
	if ((uint64_t)num >= r->numcap) {
		uint64_t cap = r->numcap ? r->numcap : 256;
		if ((uint64_t)num >= 4 * (uint64_t)r->nv + 4096)
			return 0;
		while (cap <= (uint64_t)num)
			cap *= 2;
		r->num = ut_realloc(r->num, cap * sizeof *r->num);
		memset(r->num + r->numcap, 0, (cap - r->numcap) * sizeof *r->num);
		r->numcap = (uint32_t)cap;
	}
	r->num[num] = index + 1;
	return 1;
}

void hlo_mc_defval(struct mconv *c, const char *key, size_t keylen, const char *hlo, const char *shape)
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
	if (!putnum(r, numname(key, keylen), r->nv))
		ntput(&r->names, key, keylen, r->nv, valkey, r);
	r->nv++;
}

/* a value of one region by its name.  A name %N defined after the array
 * could hold N is in names, and one defined later in the array: the array
 * first */
const struct mval *hlo_mc_regionval(const struct mregion *r, const char *s, size_t n)
{
	int64_t num = numname(s, n);
	uint32_t k;

	if (num >= 0 && (uint64_t)num < r->numcap && r->num[num])
		return &r->v[r->num[num] - 1];
	return ntget(&r->names, s, n, valkey, r, &k) ? &r->v[k] : NULL;
}

/* a value by its name: the innermost region first (a later definition of
 * the same name in one region wins) */
const struct mval *hlo_mc_findval(struct mconv *c, const char *s, size_t n)
{
	for (uint32_t r = c->nrg; r-- > 0;) {
		const struct mval *v = hlo_mc_regionval(&c->rg[r], s, n);
		if (v)
			return v;
	}
	return NULL;
}

int hlo_mc_isfuture(const struct mconv *c, const struct mpiece *x)
{
	return x->kind == BLOB && x->len > 19 && !memcmp(ptext(c, x), "!stablehlo.future<", 18);
}

int hlo_mc_isbundle(const struct mconv *c, const struct mpiece *x)
{
	return x->kind == BLOB && x->len > 20 && !memcmp(ptext(c, x), "!mhlo.async_bundle<", 19);
}

static int istype(const struct mconv *c, const struct mpiece *x)
{
	return (x->kind == BLOB && (x->len > 6 && (!memcmp(ptext(c, x), "tensor<", 7) || !memcmp(ptext(c, x), "tuple<", 6) ||
	                                           !memcmp(ptext(c, x), "!quant.", 7) || hlo_mc_isfuture(c, x) ||
	                                           hlo_mc_isbundle(c, x)))) ||
	       (x->kind == BANG) || (x->kind == ID && hlo_mc_elemtype(ptext(c, x), x->len));
}

/* how many results `%r:N` names */
uint32_t hlo_mc_defcount(const struct mconv *c, const struct mop *o, uint32_t d)
{
	const char *q = c->text + o->defs[d].off + o->defs[d].len;

	while (*q == ' ' || *q == ':')
		q++;
	return (uint32_t)strtoul(q, NULL, 10);
}

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

void hlo_mc_signature(const struct mconv *c, const struct mop *o, struct sig *s)
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
			want += o->defs[d].count < 0 ? hlo_mc_defcount(c, o, d) : 1;
		if (want && s->nout > want) {
			memmove(s->out, s->out + (s->nout - want), want * sizeof *s->out);
			s->nout = want;
		}
	}
}

/* the value pieces of attribute `name`: `name = v` outside brackets or in
 * a {...} or <{...}> dictionary; [*from, *to) */
int hlo_mc_attrspan(const struct mconv *c, const struct mop *o, const char *name, uint32_t *from, uint32_t *to)
{
	size_t n = strlen(name);

	for (uint32_t k = 0; k + 1 < o->n; k++) {
		const struct mpiece *x = &o->pc[k];
		int match = (x->kind == ID && x->len == n && !memcmp(ptext(c, x), name, n)) ||
		            (x->kind == STRING && x->len == n + 2 && !memcmp(ptext(c, x) + 1, name, n));
		/* (`name =` as the op's last pieces has no value: none) */
		if (!match || o->pc[k + 1].kind != '=' || k + 2 >= o->n)
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
uint32_t hlo_mc_ints(const struct mconv *c, const struct mop *o, uint32_t from, uint32_t to, int64_t *v, uint32_t max)
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

void hlo_mc_intlist(struct sbuf *b, const int64_t *v, uint32_t n)
{
	sputs(b, "{");
	for (uint32_t k = 0; k < n; k++) {
		if (k)
			sputs(b, ",");
		hlo_mc_sputint(b, v[k]);
	}
	sputs(b, "}");
}
