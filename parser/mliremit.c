/* mliremit.c: the HLO text the converter writes: computations and their
 * instructions as ops are converted, then the module's text (metadata,
 * the computations in call order, the entry last), in memory or spilled to
 * a temporary file.  The one place that writes HLO text: what a builder
 * into the module graph would replace. */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mlirconv.h"

uint32_t hlo_mc_newcomp(struct mconv *c, const char *base, size_t n)
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
		hlo_mc_sprintf_(&b, ".%" PRIu64, ++c->counter);
		k->name = b.s;
	}
	return c->ncomp++;
}

void hlo_mc_addinstr(struct mconv *c, uint32_t comp, char *text, uint64_t loc, uint32_t loclen)
{
	struct mcomp *k = &c->comps[comp];

	GROW(k->in, k->nin, k->capin);
	k->in[k->nin++] = (struct minstr){text, loc, loclen, 0, c->opline};
}

void hlo_mc_addcall(struct mconv *c, uint32_t from, uint32_t to)
{
	struct mcomp *k = &c->comps[from];

	GROW(k->calls, k->ncall, k->capcall);
	k->calls[k->ncall++] = to;
}

/* the op's location piece: loc(...) at its end */
int hlo_mc_islocpiece(const struct mconv *c, const struct mpiece *x)
{
	return x->kind == BLOB && x->len > 4 && !memcmp(ptext(c, x), "loc(", 4);
}

void hlo_mc_oploc(const struct mconv *c, const struct mop *o, uint64_t *off, uint32_t *len)
{
	*off = 0;
	*len = 0;
	for (uint32_t k = o->n; k-- > 0;)
		if (o->pc[k].depth == 0 && hlo_mc_islocpiece(c, &o->pc[k])) {
			*off = o->pc[k].off;
			*len = o->pc[k].len;
			return;
		}
}

/* a fresh instruction name: base.N */
void hlo_mc_newname(struct mconv *c, const char *base, char *out, size_t cap)
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
void hlo_mc_emit(struct mconv *c, const struct mop *o, const char *base, const char *shape, const char *opcode,
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
	hlo_mc_newname(c, base, name, cap);
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
		hlo_mc_oploc(c, o, &loc, &loclen);
	else
		loc = 0, loclen = 0;
	text = arenabytes(&c->texts, b.n + 1);
	memcpy(text, b.s, b.n + 1);
	sfree(&b);
	hlo_mc_addinstr(c, curregion(c)->comp, text, loc, loclen);
	to = &c->comps[curregion(c)->comp];
	to->in[to->nin - 1].inarena = 1;
}

/* an instruction's metadata: what its op's location says, op_name and
 * the Python line; where that names no file, the op's own line in the
 * StableHLO, a source_line without a file (the parser takes the file
 * being read for it: hlo_limits.srcpath) */
static void putmeta(struct mconv *c, struct sbuf *out, const struct minstr *in)
{
	struct where w = {0};

	if (in->loc) {
		const char *s = c->text + in->loc;
		hlo_mc_readloc(c, s, s + in->loclen, &w, 0);
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
		hlo_mc_sputint(out, w.line);
	} else if (in->line) {
		sputs(out, w.name ? " source_line=" : "source_line=");
		hlo_mc_sputint(out, in->line);
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
			hlo_mc_fail(c, 0, "cannot write or read back the temporary file of the converted HLO text: %s",
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

/* an instruction's name: its text from after '%' to the blank */
static const char *instrname(const void *ctx, uint32_t k, size_t *n)
{
	const char *t = ((const struct mcomp *)ctx)->in[k].text + 1;

	*n = strcspn(t, " ");
	return t;
}

/* the operand list of instruction text t ("%name = shape opcode(...)",
 * the name nl bytes): where it begins (past the '(') and ends (its ')'),
 * and the opcode (op, nop); or 0 */
static int operandspan(const char *t, size_t nl, const char **from, const char **to, const char **op, size_t *nop)
{
	const char *p = t + 1 + nl;
	int depth = 0;

	if (strncmp(p, " = ", 3))
		return 0;
	p += 3;
	if (*p == '(') {
		/* a tuple shape: to its closing parenthesis */
		for (; *p; p++) {
			depth += *p == '(' ? 1 : *p == ')' ? -1 : 0;
			if (depth == 0)
				break;
		}
		if (!*p)
			return 0;
	}
	p = strchr(p, ' ');
	if (!p)
		return 0;
	*op = p + 1;
	if (!(p = strchr(p, '(')))
		return 0;
	*nop = (size_t)(p - *op);
	*from = ++p;
	for (depth = 1; *p; p++) {
		depth += *p == '(' ? 1 : *p == ')' ? -1 : 0;
		if (depth == 0)
			break;
	}
	*to = p;
	return 1;
}

/* can an instruction of this opcode go when nothing reads it: MLIR's
 * greedy driver erases an op without uses and without memory effects
 * (isOpTriviallyDead) before XLA converts the module, so such an
 * instruction never starts a walk of the post-order.  Those with effects
 * (and the calls, loops and conditionals, whose bodies may have some)
 * stay, and so do the exporter's own: parameters, and the elements it
 * reads out of a tuple for each block argument and result whether used
 * or not (LowerRegionAsComputation, BuildGetTupleElementsForTupleResults) */
static int keptdead(const char *op, size_t n)
{
#define K(lit) {lit, sizeof(lit) - 1}
	static const struct {
		const char *s;
		size_t n;
	} kept[] = {K("parameter"), K("get-tuple-element"), K("custom-call"), K("send"), K("send-done"), K("recv"),
		K("recv-done"), K("infeed"), K("outfeed"), K("all-reduce"), K("all-gather"), K("all-to-all"),
		K("reduce-scatter"), K("collective-permute"), K("collective-broadcast"), K("collective-reduce"),
		K("after-all"), K("rng"), K("rng-get-and-update-state"), K("while"), K("conditional"), K("call"),
		K("async-start"), K("async-done"), K("fusion"), K("partition-id"), K("replica-id")};
#undef K

	for (size_t k = 0; k < sizeof kept / sizeof kept[0]; k++)
		if (kept[k].n == n && !memcmp(kept[k].s, op, n))
			return 1;
	return 0;
}

/* an instruction of the computation by name: through the ids names end
 * in (at[id] = index + 1, set for this computation), else the table */
static int lookup(const struct mcomp *m, const uint32_t *nls, const uint32_t *at, uint64_t nat,
		  const struct ntab *names, const char *s, size_t n, uint32_t *index)
{
	uint64_t id = hlo_mc_nameid(s, n);

	if (at && id < nat && at[id]) {
		uint32_t k = at[id] - 1;
		if (nls[k] == n && !memcmp(m->in[k].text + 1, s, n)) {
			*index = k;
			return 1;
		}
	}
	return names->cap && ntget(names, s, n, instrname, m, index);
}

/* the order XLA's compile sees a converted computation in.  JAX's
 * compile converts the module (ConvertStablehloToHlo, then
 * MlirToXlaComputation's XlaComputation) through HloModuleProto, and
 * HloComputation::ToProto writes the instructions in
 * MakeInstructionPostOrder's order (hlo_computation.cc), which
 * CreateFromProto keeps: a depth-first walk from each instruction no
 * other reads (in the order they were made: the ROOT, unread parameters
 * and tuple reads, ops with effects), operands in their order, each after
 * its operands; then what MLIR would have erased (keptdead).  That order
 * is the list BFScheduler starts from and the order of each value's
 * users.  ord[] gets the instruction indexes */
static void postorder(const struct mcomp *m, uint32_t *ord, uint32_t *at, uint64_t nat)
{
	uint32_t n = m->nin, *first = ut_calloc((size_t)n + 1, sizeof *first), *opnd = NULL, nopnd = 0, capopnd = 0;
	uint32_t *stack = NULL, nstack = 0, capstack = 0, no = 0;
	uint8_t *used = ut_calloc((size_t)n + 1, 1), *state = ut_calloc((size_t)n + 1, 1);
	uint8_t *keep = ut_calloc((size_t)n + 1, 1);
	uint32_t *nls = ut_malloc(((size_t)n + 1) * sizeof *nls);
	uint64_t *ids = ut_malloc(((size_t)n + 1) * sizeof *ids);
	struct ntab names = {0};
	size_t rootlen = m->root ? strlen(m->root) : 0;

	/* names by the ids they end in; a name without one (or one met
	 * twice) sends them all to a hash table */
	for (uint32_t j = 0; j < n; j++) {
		size_t nl;
		const char *s = instrname(m, j, &nl);
		nls[j] = (uint32_t)nl;
		ids[j] = hlo_mc_nameid(s, nl);
	}
	for (uint32_t j = 0; j < n && at; j++) {
		if (ids[j] >= nat || at[ids[j]]) {
			for (uint32_t k = 0; k < j; k++)
				at[ids[k]] = 0;
			at = NULL;
			break;
		}
		at[ids[j]] = j + 1;
	}
	for (uint32_t j = 0; j < n && !at; j++)
		ntput(&names, m->in[j].text + 1, nls[j], j, instrname, m);
	for (uint32_t j = 0; j < n; j++) {
		const char *p, *e, *op;
		size_t nop;
		first[j] = nopnd;
		keep[j] = m->root && nls[j] == rootlen && !memcmp(m->in[j].text + 1, m->root, rootlen);
		if (!operandspan(m->in[j].text, nls[j], &p, &e, &op, &nop))
			continue;
		keep[j] |= keptdead(op, nop);
		while ((p = memchr(p, '%', (size_t)(e - p))) != NULL) {
			const char *q = ++p;
			uint32_t x;
			while (q < e && *q != ',' && *q != ')' && *q != ' ')
				q++;
			if (lookup(m, nls, at, nat, &names, p, (size_t)(q - p), &x) && x != j) {
				GROW(opnd, nopnd, capopnd);
				opnd[nopnd++] = x;
				used[x] = 1;
			}
			p = q;
		}
	}
	first[n] = nopnd;
	/* the walks from the root and what stays unread first, then from
	 * what the greedy driver would have erased (the parser's DCE drops
	 * it: it only must not come first) */
	for (uint32_t r = 0; r < 2 * n; r++) {
		uint32_t x0 = r < n ? r : r - n;
		if (used[x0] || state[x0] == 2 || (r < n && !keep[x0]))
			continue;
		GROW(stack, nstack, capstack);
		stack[nstack++] = x0;
		while (nstack) {
			uint32_t x = stack[nstack - 1];
			if (state[x]) {
				nstack--;
				if (state[x] == 1) {
					state[x] = 2;
					ord[no++] = x;
				}
				continue;
			}
			state[x] = 1;
			/* operands pushed last to first: the first is walked first */
			for (uint32_t k = first[x + 1]; k-- > first[x];)
				if (state[opnd[k]] != 2) {
					GROW(stack, nstack, capstack);
					stack[nstack++] = opnd[k];
				}
		}
	}
	/* what no walk reached (operands that read one another in a
	 * cycle: not HLO, the parser says so) in the order made */
	for (uint32_t j = 0; j < n; j++)
		if (state[j] != 2)
			ord[no++] = j;
	for (uint32_t j = 0; j < n && at; j++)
		at[ids[j]] = 0;
	free(nls);
	free(ids);
	free(names.slot);
	free(first);
	free(opnd);
	free(stack);
	free(used);
	free(keep);
	free(state);
}

static void putcomp(struct mconv *c, struct sbuf *out, uint32_t k, uint32_t *at, uint64_t nat)
{
	struct mcomp *m = &c->comps[k];
	uint32_t *ord = ut_malloc(((size_t)m->nin + 1) * sizeof *ord);
	size_t rootlen = m->root ? strlen(m->root) : 0;

	postorder(m, ord, at, nat);
	hlo_mc_sprintf_(out, "\n%s%%%s {\n", m->entry ? "ENTRY " : "", m->name);
	for (uint32_t i = 0; i < m->nin; i++) {
		uint32_t j = ord[i];
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
	free(ord);
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
		return hlo_mc_fail(c, x->defoff, "'@%s' calls itself, directly or through the functions it calls: an HLO "
		            "computation cannot", x->sym ? x->sym : x->name);
	}
	if (depth > 10000)
		return hlo_mc_fail(c, c->comps[k].defoff, "functions call one another more than 10000 deep");
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
			c->p->cands[c->p->ncand++] = hlo_mc_xstrdup(c->comps[cand[k]].sym);
	} else if (c->p->listing) {
		;       /* one or none: the program's own reading says which */
	} else if (c->p->named) {
		hlo_mc_fail(c, c->p->file->size, "no public function @%s to read as the program", c->p->entry);
	} else if (n == 1) {
		c->p->fallback = hlo_mc_xstrdup(c->comps[cand[0]].sym);
		c->p->fallbackoff = c->comps[cand[0]].defoff;
	} else if (n == 0) {
		hlo_mc_fail(c, c->p->file->size, "no @main function, and no public function that could be the entry: "
		     "nothing to estimate");
	} else {
		for (uint32_t k = 0; k < n && k < 4; k++)
			hlo_mc_sprintf_(&names, "%s@%s", k ? ", " : "", c->comps[cand[k]].sym);
		hlo_mc_fail(c, c->comps[cand[0]].defoff, "no @main function, and %u public functions that could be the entry "
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
			hlo_mc_fail(c, c->p->file->size, "call of '@%s', a function the module does not define", c->comps[k].sym);
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
	hlo_mc_sprintf_(&out, "HloModule %s", c->modname);
	if (c->meshes.n)
		hlo_mc_sprintf_(&out, ", frontend_attributes={xla.sdy.meshes={%s}}", c->meshes.s);
	if (c->ioalias.n)
		hlo_mc_sprintf_(&out, ", input_output_alias={ %s }", c->ioalias.s);
	if (c->donors.n)
		hlo_mc_sprintf_(&out, ", buffer_donor={ %s }", c->donors.s);
	if (c->partitions > 1)
		hlo_mc_sprintf_(&out, ", num_partitions=%" PRId64, c->partitions);
	if (c->replicas > 1)
		hlo_mc_sprintf_(&out, ", replica_count=%" PRId64, c->replicas);
	sputs(&out, "\n");
	seen = ut_calloc(c->ncomp + 1, 1);
	ord = ut_malloc((c->ncomp + 1) * sizeof *ord);
	if (order(c, entry, seen, ord, &n, 0) < 0) {
		free(seen);
		free(ord);
		free(out.s);
		return NULL;
	}
	{
		/* ids up to the counter: the names the converter made */
		uint64_t nat = c->counter + 1 < ((uint64_t)1 << 32) ? c->counter + 1 : 0;
		uint32_t *at = nat ? ut_calloc(nat, sizeof *at) : NULL;
		for (uint32_t k = 0; k < n; k++)
			putcomp(c, &out, ord[k], at, nat);
		free(at);
	}
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
