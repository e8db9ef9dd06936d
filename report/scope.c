/* scope.c: which part of the model holds the memory at the peak: the live
 * set as a tree over op_name path components
 * (jit(train_step)/jvp(transformer)/layers_3/...), bytes and share per node.
 * A '/' inside brackets or parentheses does not split (op names carry
 * parameters like all_to_all[axis_name=('z',) ...]). */
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "util.h"

typedef struct {
	const char *name;       /* view into the decoded op_name buffer */
	uint32_t len;
	uint32_t parent, child, next;
	uint64_t bytes;
} node;

typedef struct {
	node *n;
	uint32_t count, cap;
	char **keep;            /* decoded op_names the views point into */
	uint32_t nkeep;
} tree;

static uint32_t mknode(tree *t, uint32_t parent, const char *name, uint32_t len)
{
	uint32_t id;

	GROW(t->n, t->count, t->cap);
	id = t->count++;
	t->n[id] = (node){name, len, parent, HLO_NONE, HLO_NONE, 0};
	if (parent != HLO_NONE) {
		t->n[id].next = t->n[parent].child;
		t->n[parent].child = id;
	}
	return id;
}

static uint32_t childnamed(tree *t, uint32_t parent, const char *name, uint32_t len)
{
	for (uint32_t c = t->n[parent].child; c != HLO_NONE; c = t->n[c].next)
		if (t->n[c].len == len && !memcmp(t->n[c].name, name, len))
			return c;
	return mknode(t, parent, name, len);
}

/* add a buffer's bytes along its op_name path */
static void addpath(tree *t, const char *s, size_t n, uint64_t bytes)
{
	uint32_t at = 0, depth = 0;
	size_t from = 0;

	t->n[0].bytes += bytes;
	for (size_t k = 0; k <= n; k++) {
		if (k < n && s[k] != '/')
			continue;
		if (k < n) {
			/* a '/' inside () or [] belongs to the component */
			int open = 0;
			for (size_t j = from; j < k; j++)
				open += (s[j] == '(' || s[j] == '[') - (s[j] == ')' || s[j] == ']');
			if (open > 0)
				continue;
		}
		if (k > from && depth < 64) {
			at = childnamed(t, at, s + from, (uint32_t)(k - from));
			t->n[at].bytes += bytes;
			depth++;
		}
		from = k + 1;
	}
}

static void build(tree *t, const hlo_module *m, const estimate *e)
{
	memset(t, 0, sizeof *t);
	mknode(t, HLO_NONE, "", 0);
	t->keep = ut_calloc((size_t)e->natpeak + 1, sizeof *t->keep);
	for (uint32_t k = 0; k < e->natpeak; k++) {
		const est_buffer *b = &e->atpeak[k];
		const hlo_instr *in = &m->instrs[b->instr];
		char *buf;
		size_t n;
		if (in->opname == HLO_NONE) {
			addpath(t, "(no op_name)", 12, b->bytes);
			continue;
		}
		/* decoded in place: decoding never lengthens */
		buf = hlo_dupopname(m, in, 0, &n);
		n = rp_unescape(buf, n, buf, n);
		t->keep[t->nkeep++] = buf;
		addpath(t, buf, n, b->bytes);
	}
}

static void destroy(tree *t)
{
	for (uint32_t k = 0; k < t->nkeep; k++)
		free(t->keep[k]);
	free(t->keep);
	free(t->n);
}

/* does child x come before child y: larger first, ties by name */
static int before(const tree *t, uint32_t x, uint32_t y)
{
	const node *p = &t->n[x], *q = &t->n[y];
	int c = memcmp(p->name, q->name, p->len < q->len ? p->len : q->len);

	if (p->bytes != q->bytes)
		return p->bytes > q->bytes;
	return c < 0 || (c == 0 && p->len < q->len);
}

/* the `cap` largest children of a node, largest first (ties by name): all
 * children are looked at, however many (a module can have hundreds of
 * top-level scopes; keeping the first `cap` dropped the largest) */
static uint32_t sorted(const tree *t, uint32_t parent, uint32_t *out, uint32_t cap)
{
	uint32_t n = 0;

	for (uint32_t c = t->n[parent].child; c != HLO_NONE; c = t->n[c].next) {
		uint32_t j;
		if (n == cap && !before(t, c, out[n - 1]))
			continue;
		j = n < cap ? n++ : n - 1;
		while (j > 0 && before(t, c, out[j - 1])) {
			out[j] = out[j - 1];
			j--;
		}
		out[j] = c;
	}
	return n;
}

/* nodes of at least 1% of the peak, down to a depth */
static void printnode(FILE *out, const tree *t, uint32_t id, int depth, int max)
{
	uint32_t kids[64], n;
	char b[32];

	if (id != 0) {
		double share = t->n[0].bytes ? 100.0 * (double)t->n[id].bytes / (double)t->n[0].bytes : 0;
		fprintf(out, "    %*s%-*.*s %9s %5.1f%%\n", 2 * (depth - 1), "",
		        depth * 2 > 48 ? 1 : 50 - 2 * depth, t->n[id].len > 80 ? 80 : (int)t->n[id].len,
		        t->n[id].name, rp_xlasize(t->n[id].bytes, b, sizeof b), share);
	}
	if (depth >= max)
		return;
	n = sorted(t, id, kids, 64);
	for (uint32_t k = 0; k < n; k++)
		if (t->n[kids[k]].bytes * 100 >= t->n[0].bytes)
			printnode(out, t, kids[k], depth + 1, max);
}

void rp_scopetree(FILE *out, const hlo_module *m, const estimate *e, int depth)
{
	tree t;

	build(&t, m, e);
	if (t.n[0].bytes)
		printnode(out, &t, 0, 0, depth);
	destroy(&t);
}

static void jnode(jw *w, const tree *t, uint32_t id, int depth, int max)
{
	uint32_t kids[64], n;

	rp_jobj(w, NULL);
	rp_jstrn(w, "scope", t->n[id].name, t->n[id].len);
	rp_juint(w, "bytes", t->n[id].bytes);
	n = depth < max ? sorted(t, id, kids, 64) : 0;
	rp_jarr(w, "children");
	for (uint32_t k = 0; k < n; k++)
		if (t->n[kids[k]].bytes * 100 >= t->n[0].bytes)
			jnode(w, t, kids[k], depth + 1, max);
	rp_jend(w, ']');
	rp_jend(w, '}');
}

void rp_jscopetree(jw *w, const hlo_module *m, const estimate *e, int depth)
{
	tree t;
	uint32_t kids[64], n;

	build(&t, m, e);
	n = sorted(&t, 0, kids, 64);
	rp_jarr(w, "peak_by_scope");
	for (uint32_t k = 0; k < n; k++)
		if (t.n[kids[k]].bytes * 100 >= t.n[0].bytes)
			jnode(w, &t, kids[k], 1, depth);
	rp_jend(w, ']');
	destroy(&t);
}
