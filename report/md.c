/* md.c: Markdown for a merge-request comment: one table row per module and
 * a collapsible block of the largest buffers */
#include "report.h"

void rp_mdhead(FILE *out, const repopts *ro)
{
	fprintf(out, "| Module | Peak | Unpadded | %s | Status |\n", ro->hasbudget ? "Budget" : "Target");
	fprintf(out, "|---|---:|---:|---:|---|\n");
}

/* the row goes to out, the details to `details` (printed after the table) */
void rp_mdrow(FILE *out, FILE *details, const char *path, const hlo_module *m, const estimate *e, const repopts *ro)
{
	char a[32], b[32], c[32], shape[256], label[120];
	verdict_t v;
	int name = m->name != HLO_NONE;

	rp_verdict(e, ro->budget, ro->hasbudget, ro->gate, &v);
	fprintf(out, "| `%.*s` | %s | %s | %s | %s |\n", name ? (int)hlo_strlen(m, m->name) : 0,
	        name ? hlo_str(m, m->name) : "", rp_xlasize(v.used, a, sizeof a),
	        rp_xlasize(v.unpadded, b, sizeof b),
	        ro->hasbudget ? rp_xlasize(v.budget, c, sizeof c) : an_targetname(e->target),
	        !ro->hasbudget ? "estimate" : v.maybe ? "⚠️ may run out (compile to be sure)"
	                                             : v.over ? "⛔ over budget" : "✅ fits");
	fprintf(details, "\n<details><summary>%.*s: largest buffers at the peak (%s)</summary>\n\n",
	        name ? (int)hlo_strlen(m, m->name) : 0, name ? hlo_str(m, m->name) : "", path);
	fprintf(details, "| # | Size | Unpadded | Shape | Instruction | Type |\n|---:|---:|---:|---|---|---|\n");
	for (uint32_t k = 0; k < e->natpeak && (ro->top <= 0 || k < (uint32_t)ro->top); k++) {
		const est_buffer *x = &e->atpeak[k];
		rp_bufshape(m, x, shape, sizeof shape);
		fprintf(details, "| %u | %s | %s | `%s` | `%s` | %s |\n", k + 1, rp_xlasize(x->bytes, a, sizeof a),
		        rp_xlasize(x->unpadded, b, sizeof b), shape, rp_xlalabel(m, x->instr, label, sizeof label),
		        rp_categoryname(x->category));
	}
	fprintf(details, "\n</details>\n");
}
