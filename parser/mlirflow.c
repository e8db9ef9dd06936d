/* mlirflow.c: calls and control flow: func.call, return, while (its
 * tupled loop values and the values it reads from outside), case/if,
 * chlo.scan, async start/done and fusions. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirconv.h"

/* a function's computation by its symbol, made empty if not yet seen */
uint32_t hlo_mc_funccomp(struct mconv *c, const char *s, uint32_t n)
{
	for (uint32_t k = 0; k < c->ncomp; k++)
		if (c->comps[k].sym && strlen(c->comps[k].sym) == n && !memcmp(c->comps[k].sym, s, n))
			return k;
	{
		uint32_t k = hlo_mc_newcomp(c, s, n);
		c->comps[k].sym = hlo_mc_dupn(s, n);
		return k;
	}
}

int hlo_mc_convcall(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	const char *s;
	uint32_t n, comp;
	struct sbuf attrs = {0};
	int rc;
	if (!hlo_mc_symname(c, o, &s, &n))
		return hlo_mc_fail(c, o->off, "call without a callee");
	comp = hlo_mc_funccomp(c, s, n);
	hlo_mc_sprintf_(&attrs, "to_apply=%%%s", c->comps[comp].name);
	hlo_mc_addcall(c, curregion(c)->comp, comp);
	rc = hlo_mc_simple(c, o, "call", "call", v, nv, attrs.s);
	free(attrs.s);
	return rc;
}

/* `%tuple.N = (shapes) tuple(values)` in the current region; name gets
 * its name; the tuple's shape is returned (caller frees) */
char *hlo_mc_maketuple(struct mconv *c, const struct mval *const *v, uint32_t nv, char *name, size_t cap)
{
	struct sbuf t = {0}, b = {0};

	sputs(&t, "(");
	for (uint32_t j = 0; j < nv; j++)
		hlo_mc_sprintf_(&t, "%s%s", j ? ", " : "", v[j]->shape);
	sputs(&t, ")");
	snprintf(name, cap, "tuple.%" PRIu64, ++c->counter);
	hlo_mc_sprintf_(&b, "%%%s = %s tuple(", name, t.s);
	for (uint32_t j = 0; j < nv; j++)
		hlo_mc_sprintf_(&b, "%s%%%s", j ? ", " : "", v[j]->hlo);
	sputs(&b, ")");
	hlo_mc_addinstr(c, curregion(c)->comp, b.s, 0, 0);
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
		if (hlo_mc_useval(c, list->capkey[j], strlen(list->capkey[j]), o->off, &store[j]) < 0)
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
		free(hlo_mc_maketuple(c, all, total, name, sizeof name));
		k->root = hlo_mc_xstrdup(name);
		r->terminated = 1;
	}
	free(store);
	free(all);
	return rc;
}

/* the entry's results that carry Shardy shardings go through an
 * xla.sdy.FuncResultSharding custom call each, as XLA's round trip
 * writes them (export_shardings.cc): wv[j] is v[j] or that call, whose
 * value is kept in w[j] with its name in names[j] */
static void annotateresults(struct mconv *c, const struct mregion *r, const struct mcomp *k, const struct mval **v,
			    uint32_t nv, struct mval *w, const struct mval **wv, char (*names)[64])
{
	for (uint32_t j = 0; j < nv; j++) {
		struct sbuf b = {0};
		wv[j] = v[j];
		if (j >= k->nres || !k->ressdy[j])
			continue;
		snprintf(names[j], sizeof names[j], "custom-call.%" PRIu64, ++c->counter);
		hlo_mc_sprintf_(&b, "%%%s = %s custom-call(%%%s), custom_call_target=\"xla.sdy.FuncResultSharding\", "
		                "custom_call_has_side_effect=true, frontend_attributes={xla.sdy.sharding=\""
		                "#sdy.sharding_per_value<[", names[j], v[j]->shape, v[j]->hlo);
		hlo_mc_putescaped(&b, k->ressdy[j], strlen(k->ressdy[j]));
		sputs(&b, "]>\"}");
		hlo_mc_addinstr(c, r->comp, b.s, 0, 0);
		w[j] = *v[j];
		w[j].hlo = names[j];
		wv[j] = &w[j];
	}
}

int hlo_mc_convreturn(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	struct mregion *r = curregion(c);
	struct mcomp *k;
	struct mval *w = NULL;
	const struct mval **wv = NULL;
	char (*names)[64] = NULL;

	if (!r || r->comp == HLO_NONE)
		return hlo_mc_fail(c, o->off, "return outside a function or region");
	k = &c->comps[r->comp];
	if (r->loop && c->ops[r->op].nregion == 2 && k->wtuple && c->comps[c->ops[r->op].regions[0]].ncap)
		return loopreturn(c, o, r, v, nv);
	free(k->root);
	if (k->entry && k->nres) {
		w = ut_calloc((size_t)nv + 1, sizeof *w);
		wv = ut_calloc((size_t)nv + 1, sizeof *wv);
		names = ut_calloc((size_t)nv + 1, sizeof *names);
		annotateresults(c, r, k, v, nv, w, wv, names);
		v = wv;
	}
	if (nv == 1) {
		k->root = hlo_mc_xstrdup(v[0]->hlo);
	} else {
		char name[64];
		free(hlo_mc_maketuple(c, v, nv, name, sizeof name));
		k->root = hlo_mc_xstrdup(name);
	}
	r->terminated = 1;
	free(w);
	free(wv);
	free(names);
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
	hlo_mc_sprintf_(&b, "%%%s = %s parameter(0)", k->wtuple, shape);
	k->in[k->wat].text = b.s;
	if (k->wsingle) {
		/* the one loop value is now element 0 of the tuple */
		struct sbuf g = {0};
		hlo_mc_sprintf_(&g, "%%%s = %s get-tuple-element(%%%s), index=0", k->wsingle, k->wshape, k->wtuple);
		hlo_mc_addinstr(c, comp, g.s, 0, 0);
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

	hlo_mc_signature(c, o, &s);
	if (rc == 0 && hlo_mc_resultshapes(c, o, &s, shapes, &ns, &whole) == 0) {
		tv.shape = hlo_mc_maketuple(c, all, total, tname, sizeof tname);
		tv.hlo = tname;
		widenparam(c, o->regions[0], tv.shape);
		widenparam(c, o->regions[1], tv.shape);
		hlo_mc_emit(c, o, "while", tv.shape, "while", (const char *const[]){tname}, 1, attrs, wname, sizeof wname);
		if (ns == 1) {
			char gname[128];
			hlo_mc_emit(c, NULL, "get-tuple-element", shapes[0], "get-tuple-element", (const char *const[]){wname},
			     1, "index=0", gname, sizeof gname);
			rc = hlo_mc_results(c, o, gname, shapes, 1);
		} else {
			rc = hlo_mc_results(c, o, wname, shapes, ns);
		}
		hlo_mc_freeshapes(shapes, ns);
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
int hlo_mc_convwhile(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	uint32_t cond = hlo_mc_regioncomp(o, 0), body = hlo_mc_regioncomp(o, 1);
	struct sbuf attrs = {0};
	const struct mval *state[1];
	struct mval tv = {0};
	char tname[64];
	int rc;
	if (cond == HLO_NONE || body == HLO_NONE)
		return hlo_mc_fail(c, o->off, "while needs a condition and a body region");
	hlo_mc_sprintf_(&attrs, "condition=%%%s, body=%%%s", c->comps[cond].name, c->comps[body].name);
	hlo_mc_addcall(c, curregion(c)->comp, cond);
	hlo_mc_addcall(c, curregion(c)->comp, body);
	if (c->comps[cond].ncap && c->comps[cond].wtuple && c->comps[body].wtuple) {
		rc = loopwhile(c, o, v, nv, attrs.s);
		free(attrs.s);
		return rc;
	}
	if (nv == 1) {
		state[0] = v[0];
	} else {
		tv.shape = hlo_mc_maketuple(c, v, nv, tname, sizeof tname);
		tv.hlo = tname;
		state[0] = &tv;
	}
	if (nv == 0 && o->ndef == 0) {
		/* `stablehlo.while()` of no values and no results
		 * (print_while.mlir): the loop of the empty tuple, which
		 * prints no type */
		char wname[128];
		hlo_mc_emit(c, o, "while", tv.shape, "while", (const char *const[]){tname}, 1, attrs.s, wname, sizeof wname);
		rc = 0;
	} else {
		rc = hlo_mc_simple(c, o, "while", "while", state, 1, attrs.s);
	}
	free(attrs.s);
	free(tv.shape);
	return rc;
}

/* case and if: a conditional whose branches take the tuple of what each
 * reads from outside (XLA's export: ExportXlaOp(CaseOp) and (IfOp) pass
 * the implicit operands of each branch as its one operand) */
int hlo_mc_convbranches(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, int isif)
{
	const struct mval *ops[18];
	struct mval tv[16];
	char tnames[16][64];
	struct sbuf attrs = {0};
	int rc;
	if (nv != 1 || o->nregion < 1 || (isif && o->nregion != 2))
		return hlo_mc_fail(c, o->off, "%s takes one operand and its branch regions", isif ? "if" : "case");
	ops[0] = v[0];
	for (uint32_t b = 0; b < o->nregion; b++) {
		const struct mcomp *k = &c->comps[o->regions[b]];
		struct sbuf t = {0}, line = {0};
		if (k->ncap == 1) {
			/* one value: passed as it is (CreateTupleIfMultipleOps) */
			if (hlo_mc_useval(c, k->capkey[0], strlen(k->capkey[0]), o->off, &tv[b]) < 0) {
				while (b-- > 0)
					free(tv[b].shape);
				return -1;
			}
			snprintf(tnames[b], sizeof tnames[b], "%s", tv[b].hlo);
			tv[b].hlo = tnames[b];
			tv[b].shape = hlo_mc_xstrdup(tv[b].shape);
			ops[1 + b] = &tv[b];
			hlo_mc_addcall(c, curregion(c)->comp, o->regions[b]);
			continue;
		}
		sputs(&t, "(");
		hlo_mc_sprintf_(&line, "%%tuple.%" PRIu64 " = ", ++c->counter);
		snprintf(tnames[b], sizeof tnames[b], "tuple.%" PRIu64, c->counter);
		for (uint32_t j = 0; j < k->ncap; j++)
			hlo_mc_sprintf_(&t, "%s%s", j ? ", " : "", k->capshape[j]);
		sputs(&t, ")");
		hlo_mc_sprintf_(&line, "%s tuple(", t.s);
		for (uint32_t j = 0; j < k->ncap; j++) {
			struct mval x;
			if (hlo_mc_useval(c, k->capkey[j], strlen(k->capkey[j]), o->off, &x) < 0) {
				free(t.s);
				free(line.s);
				/* and the tuple shapes of the branches before it */
				while (b-- > 0)
					free(tv[b].shape);
				return -1;
			}
			hlo_mc_sprintf_(&line, "%s%%%s", j ? ", " : "", x.hlo);
		}
		sputs(&line, ")");
		hlo_mc_addinstr(c, curregion(c)->comp, line.s, 0, 0);
		tv[b] = (struct mval){NULL, tnames[b], t.s, 0};
		ops[1 + b] = &tv[b];
		hlo_mc_addcall(c, curregion(c)->comp, o->regions[b]);
	}
	if (isif) {
		hlo_mc_sprintf_(&attrs, "true_computation=%%%s, false_computation=%%%s", c->comps[o->regions[0]].name,
		         c->comps[o->regions[1]].name);
	} else {
		sputs(&attrs, "branch_computations={");
		for (uint32_t b = 0; b < o->nregion; b++)
			hlo_mc_sprintf_(&attrs, "%s%%%s", b ? ", " : "", c->comps[o->regions[b]].name);
		sputs(&attrs, "}");
	}
	rc = hlo_mc_simple(c, o, "conditional", "conditional", ops, 1 + o->nregion, attrs.s);
	for (uint32_t b = 0; b < o->nregion; b++)
		free(tv[b].shape);
	free(attrs.s);
	return rc;
}

/* an elementwise chlo (or mhlo) op: the HLO opcode of that name where HLO
 * has one (sinh, acosh, erf, tan...), else an elementwise HLO op of the
 * same arity standing for the expansion XLA legalizes it to: same shape,
 * fused alike */
int hlo_mc_standin(struct mconv *c, const struct mop *o, const char *name, size_t n, const struct mval **v,
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
		return hlo_mc_simple(c, o, base, base, v, nv, NULL);
	/* chlo.square is x * x (chlo_legalize_to_stablehlo.cc; XLA's
	 * before_optimizations dumps: square.1 = multiply(%x, %x)) */
	if (nv == 1 && !strcmp(base, "square")) {
		const struct mval *xx[2] = {v[0], v[0]};
		return hlo_mc_simple(c, o, base, "multiply", xx, 2, NULL);
	}
	return hlo_mc_simple(c, o, base, nv == 1 ? "negate" : nv == 2 ? "add" : "select", v, nv, NULL);
}

/* the function an attribute names, `key = @f` (or @"f"): its
 * computation, or HLO_NONE when the op has no such attribute */
uint32_t hlo_mc_symattr(struct mconv *c, const struct mop *o, const char *key)
{
	uint32_t from, to, sl;
	const char *sym;

	if (!hlo_mc_attrspan(c, o, key, &from, &to) || o->pc[from].kind != SYM)
		return HLO_NONE;
	sym = ptext(c, &o->pc[from]) + 1;
	sl = o->pc[from].len - 1;
	if (sl >= 2 && *sym == '"')
		sym++, sl -= 2;
	return hlo_mc_funccomp(c, sym, sl);
}

/* chlo.scan(%in...) inits(%init...) dimension = d {body}: HLO's scan
 * (xla/hlo/ir/hlo_opcode.h kScan; the text form of XLA's scan tests:
 * (outputs..., carries...) scan(inputs..., inits...), dimensions={d},
 * num_carries=N, to_apply=body), sized by its result types.  N is the
 * number of inits: the values after `inits` in the pretty form, the
 * second operandSegmentSizes entry in the generic one */
int hlo_mc_convscan(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	static const char *const dk[] = {"dimension", NULL};
	uint32_t comp = hlo_mc_regioncomp(o, 0), from, to, carries = 0, k;
	int64_t seg[2];
	char mem[256];
	struct sbuf a;
	int rc;

	if (comp == HLO_NONE)
		return hlo_mc_fail(c, o->off, "chlo.scan without its body region");
	if (hlo_mc_attrspan(c, o, "operandSegmentSizes", &from, &to) && hlo_mc_ints(c, o, from, to, seg, 2) == 2 && seg[1] >= 0) {
		carries = (uint32_t)seg[1];
	} else {
		for (k = 0; k < o->n && !(o->pc[k].kind == ID && piseq(c, &o->pc[k], "inits")); k++)
			;
		for (k++; k < o->n && o->pc[k].kind != ')'; k++)
			carries += o->pc[k].kind == SSA;
	}
	if (carries > nv)
		return hlo_mc_fail(c, o->off, "chlo.scan with more inits than operands");
	sbufon(&a, mem, sizeof mem);
	hlo_mc_sprintf_(&a, "dimensions={%" PRId64 "}, num_carries=%u", hlo_mc_intvalue(c, o, dk, 0), carries);
	for (const char *const *b = (const char *const[]){"is_reverse", "is_associative", NULL}; *b; b++)
		if (hlo_mc_attrspan(c, o, *b, &from, &to) && from < to && o->pc[from].kind == ID)
			hlo_mc_sprintf_(&a, ", %s=%s", *b, piseq(c, &o->pc[from], "true") ? "true" : "false");
	hlo_mc_sprintf_(&a, ", to_apply=%%%s", c->comps[comp].name);
	hlo_mc_addcall(c, curregion(c)->comp, comp);
	rc = hlo_mc_simple(c, o, "scan", "scan", v, nv, a.s);
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
int hlo_mc_convasyncstart(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, int mhlo)
{
	struct sig s;
	uint32_t comp, n = 0, skip = mhlo ? 18 : 17;
	const struct mpiece *t;
	const char *p, *e, *q;
	char name[128], attrs[160], mem[512], *el[16];
	const char *opnd[256];
	struct sbuf b;
	int depth = 0, rc;

	comp = mhlo ? hlo_mc_symattr(c, o, "called_computation") : hlo_mc_regioncomp(o, 0);
	hlo_mc_signature(c, o, &s);
	if (comp == HLO_NONE)
		return hlo_mc_fail(c, o->off, "async_start without its body region or called computation");
	if (!s.found || s.nout != 1 || !(mhlo ? hlo_mc_isbundle(c, &o->pc[s.out[0]]) : hlo_mc_isfuture(c, &o->pc[s.out[0]])))
		return hlo_mc_fail(c, o->off, "expected async_start's %s<...> result type",
				   mhlo ? "!mhlo.async_bundle" : "!stablehlo.future");
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
			if (n >= 16 || hlo_mc_shapeof(c, p, (size_t)(q - p), t->off + (uint64_t)(p - ptext(c, t)), &one) < 0) {
				free(one.s);
				hlo_mc_freeshapes(el, n);
				return n >= 16 ? hlo_mc_fail(c, t->off, "more than 16 types in an async bundle") : -1;
			}
			el[n++] = one.s;
			p = q + 1;
		}
	}
	if (mhlo && n < 2) {
		hlo_mc_freeshapes(el, n);
		return hlo_mc_fail(c, t->off, "an async bundle holds its operands and its results");
	}
	sbufon(&b, mem, sizeof mem);
	sputs(&b, "((");
	for (uint32_t k = 0; k < nv; k++) {
		sputs(&b, k ? ", " : "");
		sputs(&b, v[k]->shape);
		opnd[k] = hlo_mc_valname(v[k]);
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
	hlo_mc_freeshapes(el, n);
	snprintf(attrs, sizeof attrs, "calls=%%%s", c->comps[comp].name);
	hlo_mc_addcall(c, curregion(c)->comp, comp);
	hlo_mc_emit(c, o, "async-start", b.s, "async-start", opnd, nv, attrs, name, sizeof name);
	{
		char *sh = b.s;
		rc = hlo_mc_results(c, o, name, &sh, 1);
	}
	sfree(&b);
	return rc;
}

/* fusion_kind = #mhlo<fusion_kind kOutput>: its kind (kLoop when none) */
const char *hlo_mc_fusionkind(const struct mconv *c, const struct mop *o)
{
	static const char *const kinds[] = {"kLoop", "kInput", "kOutput", "kCustom"};
	uint32_t from, to;

	if (hlo_mc_attrspan(c, o, "fusion_kind", &from, &to))
		for (uint32_t k = from; k < to; k++)
			for (size_t j = 0; j < sizeof kinds / sizeof kinds[0]; j++)
				if (hlo_mc_inpiece(ptext(c, &o->pc[k]), o->pc[k].len, kinds[j]))
					return kinds[j];
	return "kLoop";
}
