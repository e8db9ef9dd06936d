/* mlirsdy.c: Shardy: sdy.mesh, shardings and sharding constraints,
 * the ops that only reshard, and sdy.manual_computation as the round
 * trip's GlobalToLocalShape, call and LocalToGlobalShape. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirconv.h"

/* sdy.mesh @mesh = <["x"=2, "y"=4]>: one entry of the module's
 * xla.sdy.meshes, as XLA's Shardy round trip writes it (analysis/shardy.c
 * reads it there) */
int hlo_mc_sdymesh(struct mconv *c, const struct mop *o)
{
	const char *s;
	uint32_t n, from = HLO_NONE, to = HLO_NONE;

	static const char blob[] = "#sdy.mesh<";

	if (!hlo_mc_symname(c, o, &s, &n))
		return hlo_mc_fail(c, o->off, "a mesh without a name");
	/* the generic form: mesh = #sdy.mesh<[...]>, in the properties
	 * <{...}> or the attribute dictionary {...} */
	if (hlo_mc_attrspan(c, o, "mesh", &from, &to) && to > from) {
		const struct mpiece *x = &o->pc[from];
		if (x->kind != BLOB || x->len < sizeof blob || memcmp(ptext(c, x), blob, sizeof blob - 1) ||
		    ptext(c, x)[x->len - 1] != '>')
			return hlo_mc_fail(c, x->off, "a mesh without its axes");
		hlo_mc_sprintf_(&c->meshes, "%s%.*s = %.*s", c->meshes.n ? ", " : "", (int)n, s, (int)x->len,
		                ptext(c, x));
		return 0;
	}
	from = to = HLO_NONE;
	/* the pretty form: sdy.mesh @name = <[...]> */
	for (uint32_t k = 0; k < o->n; k++) {
		if (o->pc[k].kind == '<' && o->pc[k].depth == 0 && from == HLO_NONE)
			from = k;
		if (o->pc[k].kind == '>' && o->pc[k].depth == 0)
			to = k;
	}
	if (from == HLO_NONE || to == HLO_NONE)
		return hlo_mc_fail(c, o->off, "a mesh without its axes");
	hlo_mc_sprintf_(&c->meshes, "%s%.*s = #sdy.mesh%.*s", c->meshes.n ? ", " : "", (int)n, s,
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

	if (key && hlo_mc_attrspan(c, o, key, &from, &to) && to > from) {
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
int hlo_mc_sdyconstraint(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, const char *key)
{
	struct sbuf attrs = {0};
	const char *sh;
	uint32_t shl;
	int rc;

	if (nv != 1 || !(key ? sdysharding(c, o, key, &sh, &shl)
	                     : sdysharding(c, o, "sharding", &sh, &shl) || sdysharding(c, o, NULL, &sh, &shl)))
		return hlo_mc_fail(c, o->off, "'%.*s' takes one value and a sharding%s%s", (int)o->headlen, c->text + o->head,
		            key ? " as " : "", key ? key : "");
	sputs(&attrs, "custom_call_target=\"Sharding\", frontend_attributes={xla.sdy.sharding=\"#sdy.sharding_per_value<[");
	hlo_mc_putescaped(&attrs, sh, shl);
	sputs(&attrs, "]>\"}");
	rc = hlo_mc_simple(c, o, "custom-call", "custom-call", v, nv, attrs.s);
	free(attrs.s);
	return rc;
}

/* Shardy ops the export drops for the value they read (export_ops.cc):
 * sdy.all_reduce (it does not reshard) and sdy.propagation_barrier */
int hlo_mc_sdyforward(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	char *shape[1];

	if (nv != 1 || o->ndef != 1)
		return hlo_mc_fail(c, o->off, "'%.*s' takes one value and gives one", (int)o->headlen, c->text + o->head);
	shape[0] = v[0]->shape;
	return hlo_mc_results(c, o, v[0]->hlo, shape, 1);
}

/* element j of a tuple shape's text "(a, b[2], (c, d))": its span */
int hlo_mc_tupleelem(const char *t, uint32_t j, const char **from, size_t *len)
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
 * pieces as a tuple; they are read out of it and made global by one
 * LocalToGlobalShape custom call of them all, whose tuple gives the
 * results (shard_map_export.cc: one custom call over the call's results) */
static int manualresults(struct mconv *c, const struct mop *o, const struct sig *s, const char *call,
			 const char *callshape)
{
	char *shapes[256], gnames[256][128], lname[128];
	const char *opnd[256];
	uint32_t ns;
	struct sbuf w = {0};
	int rc;

	if (hlo_mc_resultshapes(c, o, s, shapes, &ns, &w) < 0) {
		free(w.s);
		return -1;
	}
	for (uint32_t i = 0; i < ns; i++) {
		char attrs[32], *local;
		const char *from, *in[1] = {call};
		size_t len;
		if (!hlo_mc_tupleelem(callshape, i, &from, &len)) {
			hlo_mc_freeshapes(shapes, ns);
			free(w.s);
			return hlo_mc_fail(c, o->off, "sdy.manual_computation: its region returns fewer values than it has results");
		}
		local = hlo_mc_dupn(from, len);
		snprintf(attrs, sizeof attrs, "index=%u", i);
		hlo_mc_emit(c, NULL, "get-tuple-element", local, "get-tuple-element", in, 1, attrs, gnames[i],
			    sizeof gnames[i]);
		opnd[i] = gnames[i];
		free(local);
	}
	hlo_mc_emit(c, o, "custom-call", w.s, "custom-call", opnd, ns, "custom_call_target=\"xla.sdy.LocalToGlobalShape\"",
		    lname, sizeof lname);
	rc = hlo_mc_results(c, o, lname, shapes, ns);
	hlo_mc_freeshapes(shapes, ns);
	free(w.s);
	return rc;
}

int hlo_mc_sdymanual(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv)
{
	uint32_t comp = hlo_mc_regioncomp(o, 0);
	const struct mcomp *k;
	struct mval local[64];
	const struct mval *lp[64];
	char names[64][128], cname[128];
	struct sbuf attrs = {0}, callshape = {0};
	struct sig s;
	int rc;
	if (comp == HLO_NONE || nv > 64)
		return hlo_mc_fail(c, o->off, "sdy.manual_computation without its region");
	k = &c->comps[comp];
	/* the region's parameters, in order, give the local shapes */
	if (k->nin < nv)
		return hlo_mc_fail(c, o->off, "sdy.manual_computation: fewer block arguments than operands");
	for (uint32_t j = 0; j < nv; j++) {
		/* parameter j, wherever it sits (an all_to_all's expansion puts
		 * its constants first) */
		const char *t = NULL, *eq = NULL, *sp = NULL;
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
			return hlo_mc_fail(c, o->off, "sdy.manual_computation: its arguments are not parameters");
		}
		shape = hlo_mc_dupn(eq + 3, (size_t)(sp - eq - 3));
		local[j] = (struct mval){NULL, names[j], shape, 0};
		lp[j] = &local[j];
	}
	/* one GlobalToLocalShape of all the operands (shard_map_export.cc),
	 * a tuple read element by element when there are several */
	if (nv) {
		const char *opnd[64];
		struct sbuf t = {0};
		char tname[128];
		for (uint32_t j = 0; j < nv; j++)
			opnd[j] = v[j]->hlo;
		if (nv == 1) {
			hlo_mc_emit(c, o, "custom-call", local[0].shape, "custom-call", opnd, 1,
				    "custom_call_target=\"xla.sdy.GlobalToLocalShape\"", names[0], sizeof names[0]);
		} else {
			sputs(&t, "(");
			for (uint32_t j = 0; j < nv; j++) {
				sputs(&t, j ? ", " : "");
				sputs(&t, local[j].shape);
			}
			sputs(&t, ")");
			hlo_mc_emit(c, o, "custom-call", t.s, "custom-call", opnd, nv,
				    "custom_call_target=\"xla.sdy.GlobalToLocalShape\"", tname, sizeof tname);
			for (uint32_t j = 0; j < nv; j++) {
				char index[32];
				const char *in[1] = {tname};
				snprintf(index, sizeof index, "index=%u", j);
				hlo_mc_emit(c, NULL, "get-tuple-element", local[j].shape, "get-tuple-element", in, 1, index,
					    names[j], sizeof names[j]);
			}
			free(t.s);
		}
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
			return hlo_mc_fail(c, o->off, "sdy.manual_computation: its region returns nothing");
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
		hlo_mc_sprintf_(&attrs, "to_apply=%%%s", k->name);
		hlo_mc_emit(c, o, "call", callshape.s, "call", opnd, nv, attrs.s, cname, sizeof cname);
		hlo_mc_addcall(c, curregion(c)->comp, comp);
	}
	hlo_mc_signature(c, o, &s);
	if (s.nout == 1) {
		struct mval cv = {NULL, cname, callshape.s, 0};
		const struct mval *cp[1] = {&cv};
		rc = hlo_mc_simple(c, o, "custom-call", "custom-call", cp, 1, "custom_call_target=\"xla.sdy.LocalToGlobalShape\"");
	} else {
		rc = manualresults(c, o, &s, cname, callshape.s);
	}
	for (uint32_t j = 0; j < nv; j++)
		free(local[j].shape);
	free(attrs.s);
	free(callshape.s);
	return rc;
}
