/* sharding.c: per-device shapes of a module not yet partitioned.
 *
 * A sharding attribute splits each dimension of an array over the devices:
 *   {replicated}, {maximal device=k}, {manual}, {unknown}: not split;
 *   {devices=[a,b,c]<=[n]} or {devices=[a,b,c]0,1,...}: dimension i split a_i
 *   ways; with last_tile_dim_replicate the last entry replicates, with
 *   last_tile_dims={...} the last entries are subgroups, not dimensions;
 *   {{...}, {...}}: one sharding per tuple leaf, in order.
 * A split dimension of size d takes ceil(d/k) on each device; tile padding
 * then applies to that per-device shape. */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "util.h"

struct scan {
	const char *s, *e;
};

static void blank(struct scan *c)
{
	while (c->s < c->e && (*c->s == ' ' || *c->s == '\n' || *c->s == '\t' || *c->s == '\r'))
		c->s++;
}

static int eat(struct scan *c, const char *w)
{
	size_t n = strlen(w);

	blank(c);
	if ((size_t)(c->e - c->s) >= n && !memcmp(c->s, w, n)) {
		c->s += n;
		return 1;
	}
	return 0;
}

static int64_t num(struct scan *c)
{
	int64_t v = 0;

	blank(c);
	if (c->s >= c->e || *c->s < '0' || *c->s > '9')
		return -1;
	while (c->s < c->e && *c->s >= '0' && *c->s <= '9' && v < (1 << 30))
		v = v * 10 + (*c->s++ - '0');
	return v;
}

/* skip to the '}' closing the current level (strings skipped) */
static void skipgroup(struct scan *c)
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
static int single(struct scan *c, int64_t *split, uint32_t maxd, uint32_t *nd, int *replicated)
{
	int64_t tile[64];
	uint32_t nt = 0, subgroups = 0;

	*nd = 0;
	*replicated = 1;
	if (!eat(c, "devices=[")) {
		skipgroup(c);
		return 0;
	}
	while (nt < 64) {
		int64_t v = num(c);
		if (v <= 0)
			return -1;
		tile[nt++] = v;
		if (eat(c, "]"))
			break;
		if (!eat(c, ","))
			return -1;
	}
	/* the device list (iota or explicit) does not change sizes; skip to
	 * the replication markers */
	while (c->s < c->e && *c->s != '}') {
		if (eat(c, "last_tile_dim_replicate")) {
			subgroups = 1;
			continue;
		}
		if (eat(c, "last_tile_dims={")) {
			subgroups = 1;
			while (c->s < c->e && *c->s != '}')
				if (*c->s++ == ',')
					subgroups++;
			eat(c, "}");
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
int parsesharding(const char *s, uint32_t len, int64_t **ints, uint32_t *nints, int32_t *leaves, uint32_t maxleaves)
{
	struct scan c = {s, s + len};
	uint32_t n = 0;
	int tuple;

	if (!eat(&c, "{"))
		return -1;
	blank(&c);
	tuple = c.s < c.e && *c.s == '{';
	do {
		int64_t split[64];
		uint32_t nd;
		int rep;
		if (tuple && !eat(&c, "{"))
			return -1;
		if (single(&c, split, 64, &nd, &rep) < 0)
			return -1;
		if (tuple && !eat(&c, "}"))
			return -1;
		if (n == maxleaves)
			return -1;
		if (rep) {
			leaves[n++] = -1;
		} else {
			*ints = xreallocarray(*ints, (size_t)*nints + nd + 1, sizeof **ints);
			leaves[n++] = (int32_t)*nints;
			(*ints)[(*nints)++] = nd;
			for (uint32_t k = 0; k < nd; k++)
				(*ints)[(*nints)++] = split[k];
		}
	} while (tuple && eat(&c, ","));
	return (int)n;
}
