/* text.c: the report for people */
#include <string.h>

#include "report.h"

/* an HLO string, decoded, into buf */
static const char *hlostr(const hlo_module *m, uint32_t id, char *buf, size_t cap)
{
	size_t n;

	if (id == HLO_NONE)
		return "";
	n = unescape(hlo_str(m, id), hlo_strlen(m, id), buf, cap - 1);
	buf[n] = 0;
	return buf;
}

void textreport(FILE *out, const char *path, const hlo_module *m, const estimate *e, int top)
{
	char a[32], b[32], c[32], d[32];
	char opname[512], file[512], shape[256];

	fprintf(out, "%.*s (%s): peak %s, unpadded %s [%s, %s schedule]\n",
	        m->name == HLO_NONE ? 0 : (int)hlo_strlen(m, m->name),
	        m->name == HLO_NONE ? "" : hlo_str(m, m->name), path,
	        xlasize(e->peak, a, sizeof a), xlasize(e->peak_unpadded, b, sizeof b),
	        targetname(e->target), e->schedule);
	fprintf(out, "  arguments %s; outputs %s (shares %s with arguments); constants %s\n",
	        xlasize(e->argument, a, sizeof a), xlasize(e->output, b, sizeof b),
	        xlasize(e->alias, c, sizeof c), xlasize(e->constant, d, sizeof d));
	fprintf(out, "  temp %s: live at most %s, fragmentation %s\n",
	        xlasize(e->temp, a, sizeof a), xlasize(e->temp_live, b, sizeof b),
	        xlasize(e->fragmentation, c, sizeof c));
	if (e->host_argument || e->host_output || e->host_temp)
		fprintf(out, "  host memory (S(5)): arguments %s, outputs %s, temp %s\n",
		        xlasize(e->host_argument, a, sizeof a), xlasize(e->host_output, b, sizeof b),
		        xlasize(e->host_temp, c, sizeof c));
	fprintf(out, "  peak at %s%.*s (step %lld of %lld); %u computations, %u instructions\n",
	        e->peak_instr == HLO_NONE ? "<static>" : "%",
	        e->peak_instr == HLO_NONE ? 0 : (int)hlo_strlen(m, m->instrs[e->peak_instr].name),
	        e->peak_instr == HLO_NONE ? "" : hlo_str(m, m->instrs[e->peak_instr].name),
	        (long long)e->peak_time, (long long)e->schedule_length, m->ncomp, m->ninstr);
	if (e->natpeak)
		fprintf(out, "  Largest buffers at the peak:\n");
	for (uint32_t k = 0; k < e->natpeak && (top <= 0 || k < (uint32_t)top); k++) {
		const est_buffer *x = &e->atpeak[k];
		const hlo_instr *in = &m->instrs[x->instr];
		hlo_printshape(m, x->shape, shape, sizeof shape);
		fprintf(out, "  %3u. %9s  %-9s %%%.*s  %s\n", k + 1, xlasize(x->bytes, a, sizeof a),
		        categoryname(x->category), (int)hlo_strlen(m, in->name), hlo_str(m, in->name), shape);
		if (x->unpadded != x->bytes)
			fprintf(out, "       unpadded %s\n", xlasize(x->unpadded, a, sizeof a));
		if (in->opname != HLO_NONE)
			fprintf(out, "       %s\n", hlostr(m, in->opname, opname, sizeof opname));
		if (in->srcfile != HLO_NONE)
			fprintf(out, "       %s:%u\n", hlostr(m, in->srcfile, file, sizeof file), in->srcline);
	}
}
