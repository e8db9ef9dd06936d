/* sharding.c: per-device shapes of a module not yet partitioned.
 *
 * Reading.  A sharding attribute splits each dimension of an array over the
 * devices:
 *   {replicated}, {maximal device=k}, {manual}, {unknown}: not split;
 *   {devices=[a,b,c]<=[n]} or {devices=[a,b,c]0,1,...}: dimension i split a_i
 *   ways; with last_tile_dim_replicate the last entry replicates, with
 *   last_tile_dims={...} the last entries are subgroups, not dimensions;
 *   {{...}, {...}}: one sharding per tuple leaf, in order.
 * A split dimension of size d takes ceil(d/k) on each device; tile padding
 * then applies to that per-device shape.
 *
 * Inference (infersplits).  Every array value ends with a split vector (one
 * entry per dimension) or with none: "unknown", which presplit counts as
 * replicated and reports as assumed_replicated_bytes.
 *   S1 A value defined by an instruction with a sharding takes it and keeps
 *      it.  An entry parameter takes nothing else: the caller passes it as
 *      its own sharding says.  A sharding annotation passes its operand
 *      through, unless its operand's instruction was given another split
 *      (an_reshards): the SPMD partitioner then reshards the operand into
 *      a value of the annotation's split (spmd_partitioner.cc
 *      HandleCustomCall), which is how a JAX reshard or a Shardy
 *      collective costs memory.
 *   S2 Any other value takes the candidates the rules below derive from its
 *      known neighbours, forwards (operand to result) and backwards (result
 *      to operand).  A candidate replaces the current split only when it
 *      cuts the value into more pieces (XLA's propagation keeps the more
 *      specific sharding), and never when it needs more pieces than
 *      num_partitions.
 *   R1 Elementwise ops (convert, bitcast-convert and copy among them) and
 *      the annotation custom-calls (Sharding, annotate_device_placement,
 *      MoveToHost, MoveToDevice, xla.sdy.FuncResultSharding): the result and
 *      every operand with the same dimensions share one split.
 *   R2 transpose: result dimension d and operand dimension dimensions[d]
 *      share a split.
 *   R3 broadcast: operand dimension j and result dimension dimensions[j]
 *      share a split; the added dimensions are not split.
 *   R4 reshape (splitreshape): both shapes are cut into the smallest runs of
 *      consecutive dimensions with equal element counts.  A run whose only
 *      split dimension is its most major one (of size > 1), split k ways
 *      with k dividing it, hands k to the other side's most major
 *      dimensions: a dimension k divides takes all of it, one that divides
 *      k takes its own size and passes the rest on, anything else stops the
 *      run.  A run of one dimension each, of equal size, keeps its split
 *      even when uneven.  A run that cannot carry its split is not split
 *      (XLA replicates what ReshapeSharding cannot express); when nothing
 *      of a split operand carries, the result stays unknown.
 *   R5 reduce: the kept dimensions keep their splits (backwards, reduced
 *      dimensions are not split); result leaf k pairs with operand k.
 *   R6 dot: batch and free dimensions share the split of the operand they
 *      come from.  Forwards the result takes both operands' splits, or when
 *      that needs too many pieces the lhs's, or else the rhs's; backwards a
 *      contracting dimension is not split.
 *   R7 slice, dynamic-slice, pad, reverse, concatenate, reduce-window,
 *      dynamic-update-slice, select-and-scatter, sort, scatter: between the
 *      result and an operand of the same rank (for tuple results, sort and
 *      scatter: leaf k and operand k), a dimension of the same extent on
 *      both sides shares its split; the others are not split.
 *   R8 A while's init, body and condition parameters, body root and result
 *      at one tuple index share a split, and so do a conditional's result
 *      and its branch roots.  call, get-tuple-element and tuple forward the
 *      values themselves and need no rule.
 *   M1 Manual (shard_map) regions: values between SPMDFullToShardShape
 *      (xla.sdy.GlobalToLocalShape) and SPMDShardToFullShape
 *      (xla.sdy.LocalToGlobalShape) are per device as written, fixed.
 *   R9 custom_partitioning: the result takes Shardy's sharding_rule
 *      factors from its operands, else as many pieces as its most split
 *      operand (an assumption, reported with the call).
 *   V  An instruction whose value the estimate forwards from an operand
 *      with other dimensions (a reshape made a bitcast, a transpose folded
 *      away) is split as its own shape by its own rule, a view its readers
 *      read (mkviews), as the propagation, which runs before the
 *      simplifier, sees it.
 * Shardy: a module whose shardings are written only as xla.sdy.sharding
 *   over xla.sdy.meshes is read through shardy.c; with both forms present
 *   GSPMD's is used and the two are compared.
 * The rules run forwards then backwards over the flat order, again until a
 * sweep changes nothing (at most MAXSWEEPS times).  Anything they do not
 * reach stays unknown. */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

/* skip to the '}' closing the current level (strings skipped) */
static void skipgroup(an_scan *c)
{
	int depth = 0;

	while (c->s < c->e) {
		char ch = *c->s++;
		if (ch == '"') {
			while (c->s < c->e && *c->s != '"')
				c->s += *c->s == '\\' ? 2 : 1;
			c->s++;
		} else if (ch == '{' || ch == '[' || ch == '(') {
			depth++;
		} else if (ch == '}' || ch == ']' || ch == ')') {
			if (depth-- == 0) {
				c->s--;
				return;
			}
		}
	}
}

/* one non-tuple sharding inside its braces; fills the split of each
 * dimension (dims entries, 1 = not split); 0 on success */
static int single(an_scan *c, int64_t *split, uint32_t maxd, uint32_t *nd, int *replicated)
{
	int64_t tile[64];
	uint32_t nt = 0, subgroups = 0;

	*nd = 0;
	*replicated = 1;
	if (!an_scaneat(c, "devices=[")) {
		skipgroup(c);
		return 0;
	}
	while (nt < 64) {
		int64_t v = an_scannum(c);
		if (v <= 0)
			return -1;
		tile[nt++] = v;
		if (an_scaneat(c, "]"))
			break;
		if (!an_scaneat(c, ","))
			return -1;
	}
	/* the device list (iota or explicit) does not change sizes; skip to
	 * the replication markers */
	while (c->s < c->e && *c->s != '}') {
		if (an_scaneat(c, "last_tile_dim_replicate")) {
			subgroups = 1;
			continue;
		}
		if (an_scaneat(c, "last_tile_dims={")) {
			subgroups = 1;
			while (c->s < c->e && *c->s != '}')
				if (*c->s++ == ',')
					subgroups++;
			an_scaneat(c, "}");
			continue;
		}
		if (*c->s == '{' || *c->s == '[' || *c->s == '(') {
			c->s++;
			skipgroup(c);
			c->s++;
			continue;
		}
		c->s++;
	}
	if (subgroups > nt)
		return -1;
	*nd = nt - subgroups;
	for (uint32_t k = 0; k < *nd && k < maxd; k++) {
		split[k] = tile[k];
		if (tile[k] > 1)
			*replicated = 0;
	}
	return 0;
}

/* parse an instruction's sharding= into per-leaf splits: leaves[k] points
 * at `rank` entries in *ints (or -1: replicated); returns leaves or -1 */
int an_parsesharding(const char *s, uint32_t len, int64_t **ints, uint32_t *nints, int32_t *leaves, uint32_t maxleaves)
{
	an_scan c = {s, s + len, 0};
	uint32_t n = 0;
	int tuple;

	if (!an_scaneat(&c, "{"))
		return -1;
	an_scanblank(&c);
	tuple = c.s < c.e && *c.s == '{';
	do {
		int64_t split[64];
		uint32_t nd;
		int rep;
		if (tuple && !an_scaneat(&c, "{"))
			return -1;
		if (single(&c, split, 64, &nd, &rep) < 0)
			return -1;
		if (tuple && !an_scaneat(&c, "}"))
			return -1;
		if (n == maxleaves)
			return -1;
		if (rep) {
			leaves[n++] = -1;
		} else {
			*ints = ut_reallocarray(*ints, (size_t)*nints + nd + 1, sizeof **ints);
			leaves[n++] = (int32_t)*nints;
			(*ints)[(*nints)++] = nd;
			for (uint32_t k = 0; k < nd; k++)
				(*ints)[(*nints)++] = split[k];
		}
	} while (tuple && an_scaneat(&c, ","));
	return (int)n;
}

/* ---- reshape (R4) --------------------------------------------------------- */

/* k pieces over the target dimensions [j, e), most major first: a dimension
 * k divides takes all of it, one that divides k takes its size and passes
 * the rest on; 0 when all k found a place */
static int spread(const int64_t *td, uint32_t j, uint32_t e, int64_t k, int64_t *ts)
{
	for (; j < e && k > 1; j++) {
		if (td[j] == 1)
			continue;
		if (td[j] % k == 0) {
			ts[j] = k;
			return 0;
		}
		if (k % td[j] != 0)
			return -1;
		ts[j] = td[j];
		k /= td[j];
	}
	return k > 1 ? -1 : 0;
}

/* one run, source [i0, i1) to target [j0, j1): 0 if it has no split, 1 if
 * its split carried, -1 if the split was lost (the run is then not split) */
static int carryrun(const int64_t *sd, const int64_t *ss, uint32_t i0, uint32_t i1, const int64_t *td,
		    uint32_t j0, uint32_t j1, int64_t *ts)
{
	uint32_t major = HLO_NONE, nsplit = 0, nsrc = 0, ndst = 0, last = j0;

	for (uint32_t i = i0; i < i1; i++) {
		if (sd[i] > 1 && major == HLO_NONE)
			major = i;
		nsrc += sd[i] > 1;
		nsplit += sd[i] > 1 && ss[i] > 1;
	}
	for (uint32_t j = j0; j < j1; j++)
		if (td[j] > 1) {
			ndst++;
			last = j;
		}
	if (nsplit == 0)
		return 0;
	if (nsplit > 1 || ss[major] <= 1)
		return -1;
	if (nsrc == 1 && ndst == 1) {
		ts[last] = ss[major];
		return 1;
	}
	if (sd[major] % ss[major] == 0 && spread(td, j0, j1, ss[major], ts) == 0)
		return 1;
	for (uint32_t j = j0; j < j1; j++)
		ts[j] = 1;
	return -1;
}

/* the split of a reshape's target from its source's (rule R4): 0, or -1
 * when the source is split and none of it carries, or the element counts
 * disagree */
int an_splitreshape(const int64_t *sd, uint32_t ns, const int64_t *ss, const int64_t *td, uint32_t nt, int64_t *ts)
{
	uint32_t i = 0, j = 0;
	int carried = 0, lost = 0;

	for (uint32_t k = 0; k < nt; k++)
		ts[k] = 1;
	for (uint32_t k = 0; k < ns; k++)
		if (sd[k] < 1)
			return -1;
	for (uint32_t k = 0; k < nt; k++)
		if (td[k] < 1)
			return -1;
	while (i < ns || j < nt) {
		uint32_t i0 = i, j0 = j;
		int64_t ps = i < ns ? sd[i++] : 1, pt = j < nt ? td[j++] : 1;
		int r;
		while (ps != pt) {
			if (ps < pt && i < ns && ps <= INT64_MAX / sd[i])
				ps *= sd[i++];
			else if (pt < ps && j < nt && pt <= INT64_MAX / td[j])
				pt *= td[j++];
			else
				return -1;
		}
		r = carryrun(sd, ss, i0, i, td, j0, j, ts);
		carried |= r > 0;
		lost |= r < 0;
	}
	return lost && !carried ? -1 : 0;
}

/* ---- inference ------------------------------------------------------------ */

#define MAXR 64
#define MAXSWEEPS 16

struct prop {
	an *a;
	int32_t *spec;          /* per value, then per view: ints[spec] = count,
	                         * then the splits; -1 unknown, -2 replicated as
	                         * written */
	uint8_t *fixed;         /* per value and view: set by its own sharding (S1) */
	uint32_t nval;          /* the values; views are numbered from nval on */
	uint32_t *view;         /* per instruction: its view, or HLO_NONE */
	uint32_t *vshape;       /* per view: the shape of its instruction */
	int64_t **ints;
	uint32_t *nints, cap;
	int64_t parts;
	int changed;
	sdy_meshes meshes;      /* Shardy's meshes from the module's header */
	int gspmd;              /* some instruction carries GSPMD's sharding= */
};

/* a sharding written on the instruction: GSPMD's sharding= or Shardy's
 * xla.sdy.sharding frontend attribute */
int an_hasannotation(const hlo_module *m, const hlo_instr *in)
{
	const hlo_attr *fa;

	if (hlo_findattr(m, in, "sharding"))
		return 1;
	if (!(fa = hlo_findattr(m, in, "frontend_attributes")))
		return 0;
	for (uint32_t k = 0; k + 16 <= fa->value.len; k++)
		if (!memcmp(hlo_text(m, fa->value) + k, "xla.sdy.sharding", 16))
			return 1;
	return 0;
}

/* the integers of an attribute like dimensions={1,0}: count, or -1 */
int an_attrints(const hlo_module *m, const hlo_instr *in, const char *name, int64_t *out, int max)
{
	const hlo_attr *at = hlo_findattr(m, in, name);
	an_scan c = {NULL, NULL, 0};
	int n = 0;

	if (!at)
		return -1;
	c.s = hlo_text(m, at->value);
	c.e = c.s + at->value.len;
	if (!an_scaneat(&c, "{"))
		return -1;
	if (an_scaneat(&c, "}"))
		return 0;
	do {
		if (n == max || (out[n] = an_scannum(&c)) < 0)
			return -1;
		n++;
	} while (an_scaneat(&c, ","));
	return an_scaneat(&c, "}") ? n : -1;
}

/* array leaves of a shape's tree */
static uint32_t leavesin(const hlo_module *m, uint32_t shape)
{
	uint32_t stack[2048], sp = 0, n = 0;

	stack[sp++] = shape;
	while (sp) {
		const hlo_shape *x = &m->shapes[stack[--sp]];
		if (x->kind != SK_TUPLE) {
			n++;
			continue;
		}
		for (uint32_t k = 0; k < x->rank && sp < 2048; k++)
			stack[sp++] = (uint32_t)hlo_children(m, x)[k];
	}
	return n;
}

/* the array leaf index of a preorder slot (tuple nodes are not leaves) */
static uint32_t leafof(const an *a, uint32_t shape, uint32_t slot)
{
	const hlo_module *m = a->m;
	uint32_t leaves = 0;

	while (slot > 0 && m->shapes[shape].kind == SK_TUPLE) {
		const hlo_shape *s = &m->shapes[shape];
		slot--;
		for (uint32_t j = 0; j < s->rank; j++) {
			uint32_t c = (uint32_t)hlo_children(m, s)[j], n = a->df.nodes[c];
			if (slot < n) {
				shape = c;
				break;
			}
			leaves += leavesin(m, c);
			slot -= n;
		}
	}
	return leaves;
}

static const hlo_shape *shapeof(const struct prop *p, uint32_t v)
{
	return &p->a->m->shapes[v < p->nval ? p->a->df.vals[v].shape : p->vshape[v - p->nval]];
}

static int isarray(const struct prop *p, uint32_t v)
{
	return v != HLO_NONE && (v >= p->nval || !p->a->df.vals[v].tuple) && shapeof(p, v)->kind == SK_ARRAY &&
	       shapeof(p, v)->rank <= MAXR;
}

static int samedims(const struct prop *p, uint32_t v, uint32_t w)
{
	const hlo_shape *x = shapeof(p, v), *y = shapeof(p, w);

	return x->rank == y->rank && !memcmp(hlo_dims(p->a->m, x), hlo_dims(p->a->m, y), x->rank * sizeof(int64_t));
}

/* the split of a value, one entry per dimension; -1 if unknown */
static int knownsplit(const struct prop *p, uint32_t v, int64_t *split)
{
	int32_t s = p->spec[v];
	uint32_t r = shapeof(p, v)->rank, nd = s >= 0 ? (uint32_t)(*p->ints)[s] : 0;

	if (s == -1)
		return -1;
	for (uint32_t k = 0; k < r; k++)
		split[k] = k < nd ? (*p->ints)[s + 1 + k] : 1;
	return 0;
}

static int64_t pieces(const int64_t *split, uint32_t n)
{
	int64_t t = 1;

	for (uint32_t k = 0; k < n; k++)
		if (split[k] > 1)
			t = t > INT64_MAX / split[k] ? INT64_MAX : t * split[k];
	return t;
}

static int32_t pushsplit(struct prop *p, const int64_t *split, uint32_t n)
{
	int32_t at;

	while (*p->nints + (uint64_t)n + 1 > p->cap) {
		p->cap = p->cap ? 2 * p->cap : 256;
		*p->ints = ut_reallocarray(*p->ints, p->cap, sizeof **p->ints);
	}
	at = (int32_t)*p->nints;
	(*p->ints)[(*p->nints)++] = n;
	for (uint32_t k = 0; k < n; k++)
		(*p->ints)[(*p->nints)++] = split[k] > 1 ? split[k] : 1;
	return at;
}

/* rule S2: a candidate split for v, taken if it cuts v into more pieces */
static void offer(struct prop *p, uint32_t v, const int64_t *split)
{
	int64_t cur[MAXR], now;
	uint32_t r;

	if (!isarray(p, v) || p->fixed[v] || (v < p->nval && p->a->df.vals[v].entryparam) ||
	    *p->nints > INT32_MAX - MAXR - 1)
		return;
	r = shapeof(p, v)->rank;
	now = pieces(split, r);
	if (now > p->parts || (knownsplit(p, v, cur) == 0 && now <= pieces(cur, r)))
		return;
	p->spec[v] = pushsplit(p, split, r);
	p->changed = 1;
}

/* the value an instruction defines at a slot, or HLO_NONE */
static uint32_t definedat(const an *a, uint32_t i, uint32_t slot)
{
	uint32_t v = a->df.slotval[a->df.slotbase[i] + slot];

	return v != HLO_NONE && a->df.vals[v].instr == i && a->df.vals[v].slot == slot ? v : HLO_NONE;
}

/* the slot of tuple leaf k of a flat tuple shape (0 for an array) */
static uint32_t leafslot(const an *a, uint32_t shape, uint32_t k)
{
	const hlo_shape *s = &a->m->shapes[shape];

	if (s->kind != SK_TUPLE)
		return k == 0 ? 0 : HLO_NONE;
	return k < s->rank ? a->df.choff[a->df.choffbase[shape] + k] : HLO_NONE;
}

/* operand k of i: its instruction and the slot its tuple path names */
static int operandat(const an *a, uint32_t i, uint32_t k, uint32_t *instr, uint32_t *slot, uint32_t *shape)
{
	const hlo_module *m = a->m;
	const hlo_operand *o = &m->operands[m->instrs[i].opnd + k];
	uint32_t n = hlo_pathlen(m, o->path);

	*instr = o->instr;
	*slot = 0;
	*shape = m->instrs[o->instr].shape;
	if (a->tl.time[o->instr] < 0)
		return -1;
	for (uint32_t j = 0; j < n; j++) {
		const hlo_shape *sh = &m->shapes[*shape];
		int64_t c = hlo_path(m, o->path)[j];
		if (sh->kind != SK_TUPLE || c < 0 || (uint64_t)c >= sh->rank)
			return -1;
		*slot += a->df.choff[a->df.choffbase[*shape] + c];
		*shape = (uint32_t)hlo_children(m, sh)[c];
	}
	return 0;
}

/* the value operand k of i holds (its top node), or the view of an
 * operand that is one */
static uint32_t operandval(const struct prop *p, uint32_t i, uint32_t k)
{
	const an *a = p->a;
	uint32_t o, s, sh;

	if (k >= a->m->instrs[i].nopnd || operandat(a, i, k, &o, &s, &sh) < 0)
		return HLO_NONE;
	if (s == 0 && p->view[o] != HLO_NONE)
		return p->view[o];
	return a->df.slotval[a->df.slotbase[o] + s];
}

/* what instruction i defines at a slot: its view, or its value */
static uint32_t resultval(const struct prop *p, uint32_t i, uint32_t slot)
{
	if (slot == 0 && p->view[i] != HLO_NONE)
		return p->view[i];
	return definedat(p->a, i, slot);
}

/* R1-R3, R5-R7 are dimension maps: result dimension d is operand dimension
 * map[d], or a new one (-1).  Forwards the result takes the operand's
 * splits; backwards the operand takes the result's, unmapped ones unsplit */
static void applymap(struct prop *p, uint32_t w, uint32_t v, const int32_t *map, int back)
{
	int64_t from[MAXR], to[MAXR];
	uint32_t rv = shapeof(p, v)->rank, rw = shapeof(p, w)->rank;

	if (knownsplit(p, back ? v : w, from) < 0)
		return;
	if (back) {
		for (uint32_t e = 0; e < rw; e++)
			to[e] = 1;
		for (uint32_t d = 0; d < rv; d++)
			if (map[d] >= 0)
				to[map[d]] = from[d];
	} else {
		for (uint32_t d = 0; d < rv; d++)
			to[d] = map[d] >= 0 ? from[map[d]] : 1;
	}
	offer(p, back ? w : v, to);
}

/* a map is usable if it names each operand dimension at most once */
static int validmap(const int32_t *map, uint32_t rv, uint32_t rw)
{
	uint8_t seen[MAXR] = {0};

	for (uint32_t d = 0; d < rv; d++) {
		if (map[d] < 0)
			continue;
		if ((uint32_t)map[d] >= rw || seen[map[d]])
			return 0;
		seen[map[d]] = 1;
	}
	return 1;
}

static void identitymap(int32_t *map, uint32_t r)
{
	for (uint32_t d = 0; d < r; d++)
		map[d] = (int32_t)d;
}

/* the annotation custom-calls and host markers pass their operand through */
static int annotation(const hlo_module *m, const hlo_instr *in)
{
	int role = an_callrole(m, in);

	return role == CC_ANNOTATION || role == CC_PLACEMENT;
}

/* R1: every operand with the result's dimensions */
static void ruleelementwise(struct prop *p, uint32_t i, uint32_t v, int back)
{
	int32_t map[MAXR];

	identitymap(map, shapeof(p, v)->rank);
	for (uint32_t k = 0; k < p->a->m->instrs[i].nopnd; k++) {
		uint32_t w = operandval(p, i, k);
		if (isarray(p, w) && samedims(p, v, w))
			applymap(p, w, v, map, back);
	}
}

/* R2 */
static void ruletranspose(struct prop *p, uint32_t i, uint32_t v, int back)
{
	const hlo_module *m = p->a->m;
	uint32_t w = operandval(p, i, 0), r = shapeof(p, v)->rank;
	int64_t perm[MAXR];
	int32_t map[MAXR];

	if (!isarray(p, w) || an_attrints(m, &m->instrs[i], "dimensions", perm, MAXR) != (int)r)
		return;
	for (uint32_t d = 0; d < r; d++)
		map[d] = (int32_t)perm[d];
	if (validmap(map, r, shapeof(p, w)->rank))
		applymap(p, w, v, map, back);
}

/* R3 */
static void rulebroadcast(struct prop *p, uint32_t i, uint32_t v, int back)
{
	const hlo_module *m = p->a->m;
	uint32_t w = operandval(p, i, 0), r = shapeof(p, v)->rank;
	int64_t dims[MAXR];
	int32_t map[MAXR];
	int n;

	if (!isarray(p, w) || (n = an_attrints(m, &m->instrs[i], "dimensions", dims, MAXR)) != (int)shapeof(p, w)->rank)
		return;
	for (uint32_t d = 0; d < r; d++)
		map[d] = -1;
	for (int j = 0; j < n; j++) {
		if (dims[j] >= r || map[dims[j]] >= 0)
			return;
		map[dims[j]] = j;
	}
	applymap(p, w, v, map, back);
}

/* R4 */
static void rulereshape(struct prop *p, uint32_t i, uint32_t v, int back)
{
	const hlo_module *m = p->a->m;
	uint32_t w = operandval(p, i, 0), src, dst;
	int64_t from[MAXR], to[MAXR];
	const hlo_shape *x, *y;

	if (!isarray(p, w))
		return;
	src = back ? v : w;
	dst = back ? w : v;
	x = shapeof(p, src);
	y = shapeof(p, dst);
	if (knownsplit(p, src, from) == 0 &&
	    an_splitreshape(hlo_dims(m, x), x->rank, from, hlo_dims(m, y), y->rank, to) == 0)
		offer(p, dst, to);
}

/* R5: result leaf k and operand k; the kept dimensions in order */
static void rulereduce(struct prop *p, uint32_t i, int back)
{
	const hlo_module *m = p->a->m;
	const hlo_instr *in = &m->instrs[i];
	int64_t red[MAXR];
	int n = an_attrints(m, in, "dimensions", red, MAXR);

	for (uint32_t k = 0; n >= 0 && k < in->nopnd / 2; k++) {
		uint32_t s = leafslot(p->a, in->shape, k), v = s == HLO_NONE ? HLO_NONE : resultval(p, i, s);
		uint32_t w = operandval(p, i, k), rw, d = 0;
		int32_t map[MAXR];
		if (!isarray(p, v) || !isarray(p, w))
			continue;
		rw = shapeof(p, w)->rank;
		for (uint32_t e = 0; e < rw; e++) {
			int reduced = 0;
			for (int j = 0; j < n; j++)
				reduced |= red[j] == e;
			if (!reduced && d < MAXR)
				map[d++] = (int32_t)e;
		}
		if (d == shapeof(p, v)->rank)
			applymap(p, w, v, map, back);
	}
}

/* R7: dimensions of the same extent */
static void extentmap(const struct prop *p, uint32_t v, uint32_t w, int32_t *map)
{
	const hlo_shape *x = shapeof(p, v), *y = shapeof(p, w);

	for (uint32_t d = 0; d < x->rank; d++)
		map[d] = hlo_dims(p->a->m, x)[d] == hlo_dims(p->a->m, y)[d] ? (int32_t)d : -1;
}

static void ruleextent(struct prop *p, uint32_t i, int back)
{
	const hlo_module *m = p->a->m;
	const hlo_instr *in = &m->instrs[i];
	int tuple = m->shapes[in->shape].kind == SK_TUPLE;
	uint32_t nop = !tuple && in->opcode == OP_SCATTER ? 1 : in->nopnd;

	for (uint32_t k = 0; k < nop; k++) {
		uint32_t s = leafslot(p->a, in->shape, tuple ? k : 0), v, w = operandval(p, i, k);
		int32_t map[MAXR];
		if (s == HLO_NONE)
			break;
		v = resultval(p, i, s);
		if (!isarray(p, v) || !isarray(p, w) || shapeof(p, v)->rank != shapeof(p, w)->rank)
			continue;
		extentmap(p, v, w, map);
		applymap(p, w, v, map, back);
	}
}

struct dotdims {
	int64_t lb[MAXR], lc[MAXR], rb[MAXR], rc[MAXR];
	int nlb, nlc, nrb, nrc;
};

static int member(const int64_t *v, int n, int64_t x)
{
	for (int k = 0; k < n; k++)
		if (v[k] == x)
			return 1;
	return 0;
}

/* the result dimensions one dot operand gives: batch, then its free
 * dimensions at their place after the lhs's; the others' -1 */
static int dotmap(const struct dotdims *dd, int rhs, uint32_t rw, uint32_t lfree, uint32_t rv, int32_t *map)
{
	const int64_t *b = rhs ? dd->rb : dd->lb, *c = rhs ? dd->rc : dd->lc;
	int nb = rhs ? dd->nrb : dd->nlb, nc = rhs ? dd->nrc : dd->nlc;
	uint32_t d = (uint32_t)nb + (rhs ? lfree : 0);

	for (uint32_t k = 0; k < rv; k++)
		map[k] = k < (uint32_t)nb ? (int32_t)b[k] : -1;
	for (uint32_t e = 0; e < rw; e++) {
		if (member(b, nb, e) || member(c, nc, e))
			continue;
		if (d >= rv)
			return -1;
		map[d++] = (int32_t)e;
	}
	return validmap(map, rv, rw) ? 0 : -1;
}

static int readdotdims(const hlo_module *m, const hlo_instr *in, struct dotdims *dd)
{
	dd->nlb = an_attrints(m, in, "lhs_batch_dims", dd->lb, MAXR);
	dd->nlc = an_attrints(m, in, "lhs_contracting_dims", dd->lc, MAXR);
	dd->nrb = an_attrints(m, in, "rhs_batch_dims", dd->rb, MAXR);
	dd->nrc = an_attrints(m, in, "rhs_contracting_dims", dd->rc, MAXR);
	dd->nlb = dd->nlb < 0 ? 0 : dd->nlb;
	dd->nlc = dd->nlc < 0 ? 0 : dd->nlc;
	dd->nrb = dd->nrb < 0 ? 0 : dd->nrb;
	dd->nrc = dd->nrc < 0 ? 0 : dd->nrc;
	return dd->nlb == dd->nrb ? 0 : -1;
}

/* forwards: the candidate from both operands (the larger split of a batch
 * dimension), offered before the lhs's and the rhs's own */
static void offerboth(struct prop *p, uint32_t v, uint32_t l, uint32_t r, const int32_t *lm, const int32_t *rm)
{
	int64_t ls[MAXR], rs[MAXR], both[MAXR];
	uint32_t rv = shapeof(p, v)->rank;

	if (knownsplit(p, l, ls) < 0 || knownsplit(p, r, rs) < 0)
		return;
	for (uint32_t d = 0; d < rv; d++) {
		int64_t x = lm[d] >= 0 ? ls[lm[d]] : 1, y = rm[d] >= 0 ? rs[rm[d]] : 1;
		both[d] = x > y ? x : y;
	}
	offer(p, v, both);
}

/* R6 */
static void ruledot(struct prop *p, uint32_t i, uint32_t v, int back)
{
	const hlo_module *m = p->a->m;
	uint32_t l = operandval(p, i, 0), r = operandval(p, i, 1), rv = shapeof(p, v)->rank, lfree;
	struct dotdims dd;
	int32_t lm[MAXR], rm[MAXR];

	if (!isarray(p, l) || !isarray(p, r) || readdotdims(m, &m->instrs[i], &dd) < 0 ||
	    shapeof(p, l)->rank < (uint32_t)(dd.nlb + dd.nlc))
		return;
	lfree = shapeof(p, l)->rank - (uint32_t)(dd.nlb + dd.nlc);
	if (dotmap(&dd, 0, shapeof(p, l)->rank, lfree, rv, lm) < 0 ||
	    dotmap(&dd, 1, shapeof(p, r)->rank, lfree, rv, rm) < 0)
		return;
	if (!back)
		offerboth(p, v, l, r, lm, rm);
	applymap(p, l, v, lm, back);
	applymap(p, r, v, rm, back);
}

/* R8: the values at one tuple index of the loop state or a conditional's
 * result all take the most split of them */
static void sharegroup(struct prop *p, const uint32_t *vs, uint32_t n)
{
	int64_t best[MAXR], cur[MAXR];
	int64_t most = 0;
	uint32_t from = HLO_NONE;

	for (uint32_t k = 0; k < n; k++) {
		if (!isarray(p, vs[k]) || !samedims(p, vs[0], vs[k]) || knownsplit(p, vs[k], cur) < 0)
			continue;
		if (from == HLO_NONE || pieces(cur, shapeof(p, vs[k])->rank) > most) {
			from = vs[k];
			most = pieces(cur, shapeof(p, vs[k])->rank);
		}
	}
	if (from == HLO_NONE)
		return;
	knownsplit(p, from, best);
	for (uint32_t k = 0; k < n; k++)
		if (isarray(p, vs[k]) && samedims(p, vs[0], vs[k]))
			offer(p, vs[k], best);
}

/* slot k of the top node of (instr, slot), if its tree has n nodes */
static uint32_t nodeval(const an *a, uint32_t instr, uint32_t slot, uint32_t shape, uint32_t n, uint32_t k)
{
	if (instr == HLO_NONE || a->tl.time[instr] < 0 || a->df.nodes[shape] != n)
		return HLO_NONE;
	return a->df.slotval[a->df.slotbase[instr] + slot + k];
}

static uint32_t rootof(const an *a, uint32_t comp, uint32_t caller)
{
	if (comp == HLO_NONE || a->tl.cstart[comp] < 0 || a->tl.compcaller[comp] != caller)
		return HLO_NONE;
	return a->m->comps[comp].root;
}

static uint32_t paramof(const an *a, uint32_t comp, uint32_t caller)
{
	if (rootof(a, comp, caller) == HLO_NONE || !a->m->comps[comp].nparam)
		return HLO_NONE;
	return (uint32_t)a->m->ints[a->m->comps[comp].params];
}

static uint32_t calleeof(const hlo_module *m, const hlo_instr *in, int kind)
{
	for (uint32_t k = 0; k < in->ncallee; k++)
		if (m->callees[in->callee + k].kind == kind)
			return m->callees[in->callee + k].comp;
	return HLO_NONE;
}

static void ruleloop(struct prop *p, uint32_t i)
{
	const an *a = p->a;
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t body = calleeof(m, in, CK_BODY), cond = calleeof(m, in, CK_CONDITION), n = a->df.nodes[in->shape];
	uint32_t at[4], o, os, osh;

	if (in->nopnd != 1 || operandat(a, i, 0, &o, &os, &osh) < 0)
		return;
	at[0] = rootof(a, body, i);
	at[1] = paramof(a, body, i);
	at[2] = paramof(a, cond, i);
	for (uint32_t k = 0; k < n; k++) {
		uint32_t vs[5], nv = 0;
		vs[nv++] = a->df.slotval[a->df.slotbase[i] + k];
		vs[nv++] = nodeval(a, o, os, osh, n, k);
		for (uint32_t j = 0; j < 3; j++)
			if (at[j] != HLO_NONE)
				vs[nv++] = nodeval(a, at[j], 0, m->instrs[at[j]].shape, n, k);
		if (isarray(p, vs[0]))
			sharegroup(p, vs, nv);
	}
}

static void rulecond(struct prop *p, uint32_t i)
{
	const an *a = p->a;
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	uint32_t n = a->df.nodes[in->shape], vs[65];

	if (in->ncallee > 64)
		return;
	for (uint32_t k = 0; k < n; k++) {
		uint32_t nv = 0;
		vs[nv++] = a->df.slotval[a->df.slotbase[i] + k];
		for (uint32_t b = 0; b < in->ncallee; b++) {
			uint32_t r = rootof(a, m->callees[in->callee + b].comp, i);
			if (r != HLO_NONE)
				vs[nv++] = nodeval(a, r, 0, m->instrs[r].shape, n, k);
		}
		if (isarray(p, vs[0]))
			sharegroup(p, vs, nv);
	}
}

/* M1: the instructions of manual (shard_map) regions: the result of a
 * region's entry (SPMDFullToShardShape, xla.sdy.GlobalToLocalShape), what
 * reads a manual value, and everything in a computation a manual
 * instruction calls; a region's exit (SPMDShardToFullShape,
 * xla.sdy.LocalToGlobalShape) is not manual, its sharding sizes it.
 * Callees come before their caller in the flat order, so the marks sweep
 * until they settle. */
static void markmanual(const an *a, uint8_t *manual)
{
	const hlo_module *m = a->m;
	int changed = 0;

	/* most modules have no manual region: one pass to find out */
	for (uint32_t q = 0; q < a->tl.nseq && !changed; q++)
		changed = an_callrole(m, &m->instrs[an_dataseq(a)[q]]) == CC_TOMANUAL;

	for (int sweep = 0; changed && sweep < MAXSWEEPS * 4; sweep++) {
		changed = 0;
		for (uint32_t q = 0; q < a->tl.nseq; q++) {
			uint32_t i = an_dataseq(a)[q], c;
			const hlo_instr *in = &m->instrs[i];
			int role = an_callrole(m, in), man = role == CC_TOMANUAL;
			if (manual[i] || role == CC_FROMMANUAL)
				continue;
			c = in->comp < m->ncomp ? a->tl.compcaller[in->comp] : HLO_NONE;
			if (c != HLO_NONE && manual[c])
				man = 1;
			for (uint32_t k = 0; k < in->nopnd && !man; k++)
				man = manual[m->operands[in->opnd + k].instr];
			if (man) {
				manual[i] = 1;
				changed = 1;
			}
		}
	}
}

/* values of manual instructions are per device as written (spec -2) and
 * take no other split */
static uint32_t fixmanual(struct prop *p)
{
	const an *a = p->a;
	uint8_t *manual = ut_calloc((size_t)a->m->ninstr + 1, 1);
	uint32_t n = 0;

	markmanual(a, manual);
	for (uint32_t v = 0; v < a->df.nval; v++)
		if (manual[a->df.vals[v].instr] && !a->df.vals[v].entryparam) {
			p->spec[v] = -2;
			p->fixed[v] = 1;
			n++;
		}
	for (uint32_t i = 0; i < a->m->ninstr; i++)
		if (p->view[i] != HLO_NONE && manual[i]) {
			p->spec[p->view[i]] = -2;
			p->fixed[p->view[i]] = 1;
		}
	free(manual);
	return n;
}

/* ---- custom_partitioning (R9) --------------------------------------------- */

/* the factor lists of a Shardy op_sharding_rule, ([i, j], [k])->([i, k]):
 * names[] holds each dimension's factor (a view), per operand then per
 * result; 0 or -1 when there is no rule or it does not parse */
struct rule {
	const char *name[4 * MAXR];
	uint32_t len[4 * MAXR];
	uint32_t first[2 * MAXR + 2]; /* dimensions of list k: [first[k], first[k+1]) */
	uint32_t nops, nlists;
};

static int readrule(const hlo_module *m, const hlo_instr *in, struct rule *r)
{
	const hlo_attr *fa = hlo_findattr(m, in, "frontend_attributes");
	const char *s, *e;
	uint32_t nd = 0;
	int results = 0;

	r->nops = r->nlists = 0;
	if (!fa)
		return -1;
	s = hlo_text(m, fa->value);
	e = s + fa->value.len;
	for (; s + 21 <= e && memcmp(s, "sdy.op_sharding_rule<(", 21); s++)
		;
	if (s + 21 > e)
		return -1;
	s += 22;
	r->first[0] = 0;
	while (s < e) {
		if (*s == '[') {
			s++;
			while (s < e && *s != ']') {
				const char *b;
				while (s < e && (*s == ' ' || *s == ','))
					s++;
				b = s;
				while (s < e && *s != ',' && *s != ']' && *s != ' ')
					s++;
				if (s > b) {
					if (nd == 4 * MAXR)
						return -1;
					r->name[nd] = b;
					r->len[nd++] = (uint32_t)(s - b);
				}
			}
			if (s >= e || r->nlists == 2 * MAXR)
				return -1;
			s++;
			r->first[++r->nlists] = nd;
			if (!results)
				r->nops = r->nlists;
		} else if (*s == ')') {
			if (results)
				return 0;
			if (s + 4 > e || memcmp(s, ")->(", 4))
				return -1;
			results = 1;
			s += 4;
		} else {
			s++;
		}
	}
	return -1;
}

/* result leaf `res` of a custom_partitioning call: each dimension takes the
 * split of the operand dimension its factor names (Shardy's rule), or,
 * without a rule, the result is cut into as many pieces as its most split
 * operand, most major dimensions first.  An assumption, not XLA's: the
 * callback decides; reported with the call as unknown. */
static void rulecallback(struct prop *p, uint32_t i)
{
	const an *a = p->a;
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	struct rule r;
	int hasrule = readrule(m, in, &r) == 0 && r.nops == in->nopnd;
	uint32_t nres = m->shapes[in->shape].kind == SK_TUPLE ? m->shapes[in->shape].rank : 1;
	int64_t most = 1;

	for (uint32_t k = 0; k < in->nopnd; k++) {
		uint32_t w = operandval(p, i, k);
		int64_t sp[MAXR];
		if (isarray(p, w) && knownsplit(p, w, sp) == 0 && pieces(sp, shapeof(p, w)->rank) > most)
			most = pieces(sp, shapeof(p, w)->rank);
	}
	for (uint32_t k = 0; k < nres; k++) {
		uint32_t s = leafslot(a, in->shape, k), v = s == HLO_NONE ? HLO_NONE : resultval(p, i, s), rv;
		int64_t to[MAXR];
		if (!isarray(p, v))
			continue;
		rv = shapeof(p, v)->rank;
		for (uint32_t d = 0; d < rv; d++)
			to[d] = 1;
		if (hasrule && r.nops + k < r.nlists && r.first[r.nops + k + 1] - r.first[r.nops + k] == rv) {
			for (uint32_t d = 0; d < rv; d++) {
				uint32_t f = r.first[r.nops + k] + d;
				for (uint32_t o = 0; o < r.nops && to[d] == 1; o++) {
					uint32_t w = operandval(p, i, o);
					int64_t sp[MAXR];
					if (!isarray(p, w) || knownsplit(p, w, sp) < 0 ||
					    r.first[o + 1] - r.first[o] != shapeof(p, w)->rank)
						continue;
					for (uint32_t e = r.first[o]; e < r.first[o + 1]; e++)
						if (r.len[e] == r.len[f] && !memcmp(r.name[e], r.name[f], r.len[f]))
							to[d] = sp[e - r.first[o]];
				}
			}
		} else if (most <= 1 || spread(hlo_dims(m, shapeof(p, v)), 0, rv, most, to) < 0) {
			continue;
		}
		offer(p, v, to);
	}
}

static void applyrules(struct prop *p, uint32_t i, int back)
{
	const hlo_instr *in = &p->a->m->instrs[i];
	uint32_t v = resultval(p, i, 0);
	int array = isarray(p, v);

	if (an_callrole(p->a->m, in) == CC_CALLBACK) {
		if (!back)
			rulecallback(p, i);
		return;
	}
	/* the shard column of opcodes.def */
	switch (an_opfacts(in->opcode)->shard) {
	case SR_LOOP:
		ruleloop(p, i);
		return;
	case SR_COND:
		rulecond(p, i);
		return;
	case SR_REDUCE:
		rulereduce(p, i, back);
		return;
	case SR_EXTENT:
		ruleextent(p, i, back);
		return;
	}
	if (!array)
		return;
	switch (an_opfacts(in->opcode)->shard) {
	case SR_TRANSPOSE:
		ruletranspose(p, i, v, back);
		return;
	case SR_BROADCAST:
		rulebroadcast(p, i, v, back);
		return;
	case SR_RESHAPE:
		rulereshape(p, i, v, back);
		return;
	case SR_DOT:
		ruledot(p, i, v, back);
		return;
	case SR_ELEMENTWISE:
		ruleelementwise(p, i, v, back);
		return;
	}
	if (annotation(p->a->m, in))
		ruleelementwise(p, i, v, back);
}

/* two per-leaf shardings give every dimension the same split */
static int sameleaves(const int64_t *ints, const int32_t *x, int nx, const int32_t *y, int ny)
{
	if (nx != ny)
		return 0;
	for (int k = 0; k < nx; k++) {
		uint32_t dx = x[k] < 0 ? 0 : (uint32_t)ints[x[k]], dy = y[k] < 0 ? 0 : (uint32_t)ints[y[k]];
		uint32_t d = dx > dy ? dx : dy;
		for (uint32_t j = 0; j < d; j++) {
			int64_t sx = j < dx ? ints[x[k] + 1 + j] : 1, sy = j < dy ? ints[y[k] + 1 + j] : 1;
			if (sx != sy)
				return 0;
		}
	}
	return 1;
}

/* an instruction's own split as written: GSPMD's sharding, else Shardy's;
 * the count of leaves, 0 when it has none, -1 when it is open (Shardy's
 * `?`, a Sharding call's unspecified_dims: propagation may still change
 * it) */
static int ownsplit(const hlo_module *m, const hlo_instr *in, const sdy_meshes *ms, int64_t **ints,
		    uint32_t *nints, int32_t *leaves, uint32_t max)
{
	const hlo_attr *sh = hlo_findattr(m, in, "sharding"), *fa, *bc = hlo_findattr(m, in, "backend_config");
	const char *s;

	if (bc) {
		s = hlo_text(m, bc->value);
		if (an_findtext(s, s + bc->value.len, "unspecified_dims"))
			return -1;
	}
	if (sh)
		return an_parsesharding(hlo_text(m, sh->value), sh->value.len, ints, nints, leaves, max);
	if (!(fa = hlo_findattr(m, in, "frontend_attributes")))
		return 0;
	s = hlo_text(m, fa->value);
	if (!an_findtext(s, s + fa->value.len, "xla.sdy.sharding="))
		return 0;
	if (memchr(s, '?', fa->value.len))
		return -1;
	return an_sdysharding(m, in, ms, ints, nints, leaves, max);
}

/* does a sharding annotation of one array ask for another split than the
 * one its operand's instruction was given?  The SPMD partitioner then
 * reshards the operand into a value of its own (spmd_partitioner.cc,
 * HandleCustomCall: a Sharding call becomes a copy of its operand
 * resharded to its sharding, by all-gather, all-to-all or
 * collective-permute), which Shardy's explicit collectives and reshards
 * ask for too (export_ops.cc: a copy with their sharding).  The same
 * split, or an operand whose split propagation still chooses, and the
 * call is deleted. */
int an_reshards(const hlo_module *m, const hlo_instr *in, const sdy_meshes *ms)
{
	const hlo_operand *o = m->operands + in->opnd;
	int64_t *ints = NULL;
	uint32_t nints = 0;
	int32_t x[1], y[1];
	int nx, ny, r;

	if (in->nopnd != 1 || o->path)
		return 0;
	nx = ownsplit(m, in, ms, &ints, &nints, x, 1);
	ny = nx == 1 ? ownsplit(m, &m->instrs[o->instr], ms, &ints, &nints, y, 1) : 0;
	r = nx == 1 && ny == 1 && !sameleaves(ints, x, 1, y, 1);
	free(ints);
	return r;
}

/* the entry computation's root: its sharding is the outputs' (the
 * partitioner reshards each output into it, spmd_partitioner.cc; JAX
 * writes out_shardings there), so it sizes the values it returns as an
 * annotation would (an output JAX keeps replicated, an optimizer's
 * update of a replicated bias whose gradient the propagation split) */
static int entryroot(const hlo_module *m, uint32_t i)
{
	return (m->instrs[i].flags & IF_ROOT) && m->instrs[i].comp == m->entry;
}

/* S1: the values an instruction's own sharding sizes */
static void readsharding(struct prop *p, uint32_t i)
{
	const an *a = p->a;
	const hlo_module *m = a->m;
	const hlo_instr *in = &m->instrs[i];
	const hlo_attr *sh = hlo_findattr(m, in, "sharding");
	int32_t leaves[256], sleaves[256];
	int n = sh ? an_parsesharding(hlo_text(m, sh->value), sh->value.len, p->ints, p->nints, leaves, 256) : -1;
	int ns = an_sdysharding(m, in, &p->meshes, p->ints, p->nints, sleaves, 256);

	/* a module written in Shardy's form alone is sized by it; one that
	 * also carries GSPMD's shardings is sized by those (what the GSPMD
	 * partitioner reads), and where an instruction carries both they are
	 * compared (the module's counts say how often they differ) */
	if (ns > 0 && n > 0) {
		p->a->pre.sdyboth++;
		if (!sameleaves(*p->ints, leaves, n, sleaves, ns))
			p->a->pre.sdydisagree++;
	} else if (ns > 0) {
		p->a->pre.sdyonly++;
		if (!p->gspmd) {
			n = ns;
			memcpy(leaves, sleaves, (size_t)ns * sizeof *leaves);
		}
	}
	if (n <= 0)
		return;
	int folds = annotation(m, in) || an_callrole(m, in) == CC_FROMMANUAL || an_callrole(m, in) == CC_TOMANUAL ||
	            entryroot(m, i);

	for (uint32_t s = 0; s < a->df.nodes[in->shape]; s++) {
		uint32_t v = resultval(p, i, s), leaf;
		/* an annotation that passes its operand through (dataflow.c
		 * flowof) folds its sharding into the operand's value, as
		 * sharding_propagation.cc ProcessShardingInstruction does; a
		 * value that already has one keeps it (XLA would copy) */
		if (v == HLO_NONE && folds) {
			v = a->df.slotval[a->df.slotbase[i] + s];
			if (v != HLO_NONE && (p->fixed[v] || a->df.vals[v].entryparam))
				continue;
		}
		if (v == HLO_NONE || (v < p->nval && a->df.vals[v].tuple))
			continue;
		leaf = n == 1 ? 0 : leafof(a, in->shape, s);
		if (leaf >= (uint32_t)n)
			continue;
		p->spec[v] = leaves[leaf] < 0 ? -2 : leaves[leaf];
		p->fixed[v] = 1;
	}
}

/* Views.  The sharding propagation and the partitioner run on the module
 * as JAX wrote it, before the simplifier makes a reshape a bitcast or
 * folds a transpose into its dot (sharding_propagation.cc, then
 * spmd_partitioner.cc, come before the CPU and GPU pipelines'
 * simplification passes): a reshape has a sharding of its own, derived
 * by ReshapeSharding from its operand's, and so has a transpose
 * (TransposeSharding).  The dataflow of an estimate forwards the value
 * of such an instruction, so the value its readers see has another
 * shape than the instruction.  An instruction whose value is forwarded
 * from an operand and whose dimensions differ from the value's, or a
 * transpose, gets a view: a split of its own shape, inferred by its own
 * rule from its operand, which its readers' rules read instead of the
 * forwarded value.  A view sizes nothing (the value it forwards has its
 * own split); without it a transpose reading the reshaped projection of
 * an attention saw a value of another rank, and took no split. */
static int equaldims(const hlo_module *m, uint32_t x, uint32_t y)
{
	const hlo_shape *s = &m->shapes[x], *t = &m->shapes[y];

	return s->rank == t->rank && !memcmp(hlo_dims(m, s), hlo_dims(m, t), s->rank * sizeof(int64_t));
}

static uint32_t mkviews(struct prop *p)
{
	const an *a = p->a;
	const hlo_module *m = a->m;
	uint32_t n = 0, cap = 0;

	p->view = ut_malloc(((size_t)m->ninstr + 1) * sizeof *p->view);
	p->vshape = NULL;
	for (uint32_t i = 0; i < m->ninstr; i++) {
		const hlo_instr *in = &m->instrs[i];
		const hlo_shape *s = &m->shapes[in->shape];
		uint32_t v = a->tl.time[i] >= 0 ? a->df.slotval[a->df.slotbase[i]] : HLO_NONE;
		p->view[i] = HLO_NONE;
		if (v == HLO_NONE || definedat(a, i, 0) != HLO_NONE || a->df.vals[v].tuple || s->kind != SK_ARRAY ||
		    s->rank > MAXR || m->shapes[a->df.vals[v].shape].kind != SK_ARRAY)
			continue;
		if (an_opfacts(in->opcode)->shard != SR_TRANSPOSE && equaldims(m, in->shape, a->df.vals[v].shape))
			continue;
		GROW(p->vshape, n, cap);
		p->vshape[n] = in->shape;
		p->view[i] = p->nval + n++;
	}
	return n;
}

/* every value's split (S1, S2, R1-R8): spec[v] indexes *ints (count, then
 * the splits), -1 where nothing is known, -2 replicated as written; and,
 * when ispec is given, each instruction's: its view's, else its value's */
int an_infersplits(an *a, int32_t *spec, int32_t *ispec, int64_t **ints, uint32_t *nints)
{
	struct prop p;
	uint32_t nview;

	memset(&p, 0, sizeof p);
	p.a = a;
	p.nval = a->df.nval;
	nview = mkviews(&p);
	p.spec = ut_malloc(((size_t)p.nval + nview + 1) * sizeof *p.spec);
	p.ints = ints;
	p.nints = nints;
	p.parts = a->m->partitions > 1 ? a->m->partitions : 1;
	p.fixed = ut_calloc((size_t)p.nval + nview + 1, 1);
	for (uint32_t v = 0; v < p.nval + nview; v++)
		p.spec[v] = -1;
	if (an_readmeshes(a->m, &p.meshes) < 0)
		p.meshes.n = 0;
	a->pre.sdyonly = a->pre.sdyboth = a->pre.sdydisagree = 0;
	for (uint32_t q = 0; q < a->tl.nseq && !p.gspmd; q++)
		p.gspmd = hlo_findattr(a->m, &a->m->instrs[an_dataseq(a)[q]], "sharding") != NULL;
	for (uint32_t q = 0; q < a->tl.nseq; q++)
		readsharding(&p, an_dataseq(a)[q]);
	a->pre.manualvals = fixmanual(&p);
	p.cap = *nints;
	for (int sweep = 0; sweep < MAXSWEEPS; sweep++) {
		p.changed = 0;
		for (uint32_t q = 0; q < a->tl.nseq; q++)
			applyrules(&p, an_dataseq(a)[q], 0);
		for (uint32_t q = a->tl.nseq; q-- > 0;)
			applyrules(&p, an_dataseq(a)[q], 1);
		if (!p.changed)
			break;
	}
	memcpy(spec, p.spec, (size_t)p.nval * sizeof *spec);
	for (uint32_t i = 0; ispec && i < a->m->ninstr; i++) {
		uint32_t v = a->tl.time[i] >= 0 ? a->df.slotval[a->df.slotbase[i]] : HLO_NONE;
		ispec[i] = p.view[i] != HLO_NONE ? p.spec[p.view[i]] : v != HLO_NONE ? p.spec[v] : -1;
	}
	free(p.spec);
	free(p.fixed);
	free(p.view);
	free(p.vshape);
	return 0;
}
