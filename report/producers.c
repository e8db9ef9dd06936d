/* producers.c: what is live at the peak, grouped by what made it.
 *
 * The scope tree says which part of the model holds the memory; this says
 * what kind of thing it is: parameters (split by the first component of
 * their op_name, which JAX takes from the argument's pytree path: params,
 * opt_state, ...), outputs, constants, and temporaries by the opcode that
 * defined them (a fusion by its fused computation's root).  The buffers
 * are the ones listed at the peak, so the groups add up to what is listed
 * and no more than the peak. */
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "util.h"

/* the opcode a temporary counts under: a fusion's by its root's */
static int madeby(const hlo_module *m, const hlo_instr *in)
{
	if (in->opcode == OP_FUSION && in->ncallee) {
		uint32_t c = m->callees[in->callee].comp;
		const hlo_instr *root = &m->instrs[m->comps[c].root];
		if (root->opcode != OP_TUPLE)
			return root->opcode;
	}
	return in->opcode;
}

/* a parameter's group: the op_name's first component up to '[', '.',
 * '(' or '/' (params['w1'] -> params), else all parameters together */
static void paramkey(const hlo_module *m, const hlo_instr *in, char *key, size_t cap)
{
	char buf[256];
	size_t n = in->opname == HLO_NONE ? 0 : rp_opnametext(m, in, buf, sizeof buf), k = 0;

	while (k < n && k < 40 && !strchr("[.(/ ", buf[k]))
		k++;
	if (k == 0 || k == n)
		snprintf(key, cap, "parameters");
	else
		snprintf(key, cap, "parameters: %.*s", (int)k, buf);
}

static void groupkey(const hlo_module *m, const est_buffer *b, char *key, size_t cap)
{
	const hlo_instr *in = &m->instrs[b->instr];

	if (b->category == CAT_PARAMETER)
		paramkey(m, in, key, cap);
	else if (b->category == CAT_TEMP)
		snprintf(key, cap, "temporaries: %s", hlo_opname(madeby(m, in)));
	else
		snprintf(key, cap, "%ss", rp_categoryname(b->category));
}

static int bygroupbytes(const void *x, const void *y)
{
	const pgroup *p = x, *q = y;

	if (p->bytes != q->bytes)
		return p->bytes > q->bytes ? -1 : 1;
	return strcmp(p->key, q->key);
}

uint32_t rp_peakgroups(const hlo_module *m, const estimate *e, pgroup **out)
{
	pgroup *g = NULL;
	uint32_t n = 0, cap = 0;

	for (uint32_t k = 0; k < e->natpeak; k++) {
		const est_buffer *b = &e->atpeak[k];
		char key[sizeof g->key];
		uint32_t j;
		groupkey(m, b, key, sizeof key);
		for (j = 0; j < n && strcmp(g[j].key, key); j++)
			;
		if (j == n) {
			GROW(g, n, cap);
			memset(&g[n], 0, sizeof g[n]);
			memcpy(g[n].key, key, sizeof key);
			g[n].temp = b->category == CAT_TEMP;
			g[n].opcode = b->category == CAT_TEMP ? madeby(m, &m->instrs[b->instr]) : -1;
			n++;
		}
		g[j].count++;
		g[j].bytes += b->bytes;
	}
	if (n)
		qsort(g, n, sizeof *g, bygroupbytes);
	*out = g;
	return n;
}

void rp_textpeakgroups(FILE *out, const hlo_module *m, const estimate *e, uint64_t used, uint32_t top)
{
	pgroup *g;
	uint32_t n = rp_peakgroups(m, e, &g);
	char a[32];

	if (!n) {
		free(g);
		return;
	}
	fprintf(out, "  Peak by what made it:\n");
	for (uint32_t k = 0; k < n && k < top; k++)
		fprintf(out, "    %-44s %6u %10s %5.1f%%\n", g[k].key, g[k].count, rp_xlasize(g[k].bytes, a, sizeof a),
		        used ? 100.0 * (double)g[k].bytes / (double)used : 0.0);
	free(g);
}

void rp_jpeakgroups(jw *w, const hlo_module *m, const estimate *e)
{
	pgroup *g;
	uint32_t n = rp_peakgroups(m, e, &g);

	rp_jarr(w, "peak_by_producer");
	for (uint32_t k = 0; k < n; k++) {
		rp_jobj(w, NULL);
		rp_jstr(w, "group", g[k].key);
		rp_juint(w, "buffers", g[k].count);
		rp_juint(w, "bytes", g[k].bytes);
		rp_jend(w, '}');
	}
	rp_jend(w, ']');
	free(g);
}
