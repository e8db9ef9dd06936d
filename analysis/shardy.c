/* shardy.c: Shardy's shardings as XLA's HLO text carries them (the
 * round-trip form: xla/service/spmd/shardy/constants.h, the sdy_round_trip
 * export).
 *   The module's frontend_attributes hold the meshes:
 *     xla.sdy.meshes={mesh = #sdy.mesh<["data"=2, "model"=4]>, mesh_1 = ...}
 *   An instruction's frontend_attributes hold its sharding:
 *     xla.sdy.sharding="#sdy.sharding<@mesh, [{\"data\"}, {}]>" (a parameter)
 *     xla.sdy.sharding="#sdy.sharding_per_value<[<@mesh, [{...}, {}]>, ...]>"
 *   one list per result leaf, one {...} per dimension naming the mesh axes
 *   that split it: the dimension is split into the product of their sizes
 *   ("x":(2)4 is a sub-axis of size 4; `?` marks an open dimension, p<N> a
 *   priority, replicated={...} the axes it is replicated over, none of
 *   which changes sizes).  Quotes may be escaped (\") or not. */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

/* a quoted name ("x", with or without escapes): its view */
static int name(an_scan *c, const char **n, uint32_t *len)
{
	an_scanblank(c);
	if (c->s >= c->e || *c->s != '"')
		return -1;
	c->s++;
	*n = c->s;
	while (c->s < c->e && *c->s != '"' && *c->s != '\\')
		c->s++;
	*len = (uint32_t)(c->s - *n);
	while (c->s < c->e && *c->s == '\\')
		c->s++;
	if (c->s >= c->e || *c->s != '"')
		return -1;
	c->s++;
	return 0;
}

/* a bare identifier (mesh_1): its view */
static int ident(an_scan *c, const char **n, uint32_t *len)
{
	an_scanblank(c);
	*n = c->s;
	while (c->s < c->e && (*c->s == '_' || *c->s == '.' || (*c->s >= '0' && *c->s <= '9') ||
	                      ((*c->s | 32) >= 'a' && (*c->s | 32) <= 'z')))
		c->s++;
	*len = (uint32_t)(c->s - *n);
	return *len ? 0 : -1;
}

const char *an_findtext(const char *s, const char *e, const char *w)
{
	size_t n = strlen(w);

	for (; s + n <= e; s++)
		if (!memcmp(s, w, n))
			return s;
	return NULL;
}

/* the module's meshes, from its header; 0 when there are none */
int an_readmeshes(const hlo_module *m, sdy_meshes *ms)
{
	const char *s = m->file->data, *e;
	uint64_t end = m->ncomp ? m->comps[0].off : 0;
	an_scan c = {NULL, NULL, 1};

	memset(ms, 0, sizeof *ms);
	for (uint32_t k = 0; k < m->ncomp; k++)
		if (m->comps[k].off < end)
			end = m->comps[k].off;
	if (end > m->file->size)
		end = m->file->size;
	e = s + end;
	if (!(s = an_findtext(s, e, "xla.sdy.meshes={")))
		return 0;
	c.s = s + 16;
	c.e = e;
	while (ms->n < SDY_MAXMESH) {
		sdy_mesh *x = &ms->mesh[ms->n];
		if (ident(&c, &x->name, &x->namelen) < 0 || !an_scaneat(&c, "=") || !an_scaneat(&c, "#sdy.mesh<["))
			break;
		while (x->naxis < SDY_MAXAXIS && name(&c, &x->axis[x->naxis], &x->axislen[x->naxis]) == 0) {
			if (!an_scaneat(&c, "=") || (x->size[x->naxis] = an_scannum(&c)) < 1)
				return -1;
			x->naxis++;
			if (!an_scaneat(&c, ","))
				break;
		}
		if (!an_scaneat(&c, "]"))
			return -1;
		while (c.s < c.e && *c.s != '>')
			c.s++;
		c.s++;
		ms->n++;
		if (!an_scaneat(&c, ","))
			break;
	}
	return (int)ms->n;
}

static const sdy_mesh *meshnamed(const sdy_meshes *ms, const char *n, uint32_t len)
{
	for (uint32_t k = 0; k < ms->n; k++)
		if (ms->mesh[k].namelen == len && !memcmp(ms->mesh[k].name, n, len))
			return &ms->mesh[k];
	return NULL;
}

static int64_t axissize(const sdy_mesh *x, const char *n, uint32_t len)
{
	for (uint32_t k = 0; k < x->naxis; k++)
		if (x->axislen[k] == len && !memcmp(x->axis[k], n, len))
			return x->size[k];
	return -1;
}

/* one <@mesh, [{...}, ...]> (the leading '<' already read): the splits */
static int leaf(an_scan *c, const sdy_meshes *ms, int64_t *split, uint32_t max, uint32_t *nd)
{
	const char *n;
	uint32_t len;
	const sdy_mesh *x;

	*nd = 0;
	if (!an_scaneat(c, "@") || ident(c, &n, &len) < 0 || !(x = meshnamed(ms, n, len)) || !an_scaneat(c, ",") || !an_scaneat(c, "["))
		return -1;
	if (an_scaneat(c, "]"))
		goto close;
	do {
		int64_t k = 1;
		if (!an_scaneat(c, "{") || *nd == max)
			return -1;
		while (name(c, &n, &len) == 0) {
			int64_t sz = axissize(x, n, len);
			if (sz < 1)
				return -1;
			if (an_scaneat(c, ":(")) {     /* sub-axis "x":(pre)size */
				if (an_scannum(c) < 1 || !an_scaneat(c, ")") || (sz = an_scannum(c)) < 1)
					return -1;
			}
			k = k > INT64_MAX / sz ? INT64_MAX : k * sz;
			if (!an_scaneat(c, ","))
				break;
		}
		an_scaneat(c, "?");
		if (!an_scaneat(c, "}"))
			return -1;
		if (an_scaneat(c, "p"))
			an_scannum(c);
		split[(*nd)++] = k;
	} while (an_scaneat(c, ","));
	if (!an_scaneat(c, "]"))
		return -1;
close:
	while (c->s < c->e && *c->s != '>')
		c->s++;
	if (c->s >= c->e)
		return -1;
	c->s++;
	return 0;
}

/* an instruction's Shardy sharding in parsesharding's form: leaves[k]
 * indexes *ints (count, then splits), -1 unsplit; the number of leaves,
 * 0 when it has none, -1 when it does not read */
int an_sdysharding(const hlo_module *m, const hlo_instr *in, const sdy_meshes *ms, int64_t **ints, uint32_t *nints,
		int32_t *leaves, uint32_t maxleaves)
{
	const hlo_attr *fa = hlo_findattr(m, in, "frontend_attributes");
	const char *s;
	an_scan c = {NULL, NULL, 1};
	uint32_t n = 0;
	int per;

	if (!fa || !ms->n)
		return 0;
	c.s = hlo_text(m, fa->value);
	c.e = c.s + fa->value.len;
	if (!(s = an_findtext(c.s, c.e, "xla.sdy.sharding=")))
		return 0;
	c.s = s + 17;
	while (c.s < c.e && (*c.s == '"' || *c.s == '\\'))
		c.s++;
	if (an_scaneat(&c, "#sdy.sharding_per_value<["))
		per = 1;
	else if (an_scaneat(&c, "#sdy.sharding<"))
		per = 0;
	else
		return -1;
	do {
		int64_t split[64];
		uint32_t nd, any = 0;
		if (per && !an_scaneat(&c, "<"))
			return -1;
		if (leaf(&c, ms, split, 64, &nd) < 0 || n == maxleaves)
			return -1;
		for (uint32_t k = 0; k < nd; k++)
			any |= split[k] > 1;
		if (!any) {
			leaves[n++] = -1;
			continue;
		}
		*ints = ut_reallocarray(*ints, (size_t)*nints + nd + 1, sizeof **ints);
		leaves[n++] = (int32_t)*nints;
		(*ints)[(*nints)++] = nd;
		for (uint32_t k = 0; k < nd; k++)
			(*ints)[(*nints)++] = split[k];
	} while (per && an_scaneat(&c, ","));
	return (int)n;
}
