/* github.c: GitHub Actions workflow annotations (::error / ::warning),
 * placed on the Python line the metadata names when it gives one */
#include <string.h>

#include "report.h"

/* annotation text: % CR LF (and in properties , :) are escaped */
static void esc(FILE *out, const char *s, size_t n, int property)
{
	for (size_t k = 0; k < n; k++) {
		char c = s[k];
		if (c == '%')
			fputs("%25", out);
		else if (c == '\r')
			fputs("%0D", out);
		else if (c == '\n')
			fputs("%0A", out);
		else if (property && c == ',')
			fputs("%2C", out);
		else if (property && c == ':')
			fputs("%3A", out);
		else
			fputc(c, out);
	}
}

static void location(FILE *out, const hlo_module *m, const hlo_instr *in, const char *path)
{
	char file[1024];
	size_t n;

	if (in && in->srcfile != HLO_NONE) {
		n = rp_unescape(hlo_str(m, in->srcfile), hlo_strlen(m, in->srcfile), file, sizeof file - 1);
		fputs(" file=", out);
		esc(out, file, n, 1);
		if (in->srcline)
			fprintf(out, ",line=%u", in->srcline);
	} else {
		fputs(" file=", out);
		esc(out, path, strlen(path), 1);
	}
}

void rp_githubreport(FILE *out, const char *path, const hlo_module *m, const estimate *e, const repopts *ro)
{
	char line[256], a[32], b[32], msg[512];
	verdict_t v;
	const char *name = m->name == HLO_NONE ? "" : hlo_str(m, m->name);
	int nlen = m->name == HLO_NONE ? 0 : (int)hlo_strlen(m, m->name);

	rp_verdict(e, ro->budget, ro->hasbudget, ro->gate, &v);
	if (v.hasbudget) {
		fprintf(out, "::%s", v.maybe ? "warning" : v.over ? "error" : "notice");
		location(out, m, e->natpeak ? &m->instrs[e->atpeak[0].instr] : NULL, path);
		fprintf(out, ",title=%s::", v.maybe ? "HBM budget uncertain" : v.over ? "HBM budget" : "HBM estimate");
		snprintf(msg, sizeof msg, "%.*s: %s", nlen, name, rp_verdictline(&v, line, sizeof line));
		esc(out, msg, strlen(msg), 0);
		fputc('\n', out);
	} else {
		fprintf(out, "::notice file=");
		esc(out, path, strlen(path), 1);
		snprintf(msg, sizeof msg, "%.*s: peak %s (unpadded %s)", nlen, name, rp_xlasize(v.used, a, sizeof a),
		         rp_xlasize(v.unpadded, b, sizeof b));
		fputs(",title=HBM estimate::", out);
		esc(out, msg, strlen(msg), 0);
		fputc('\n', out);
	}
	/* buffers that tile padding at least doubles */
	for (uint32_t k = 0; k < e->natpeak && k < 50; k++) {
		const est_buffer *x = &e->atpeak[k];
		if (!x->unpadded || x->bytes < 2 * x->unpadded || x->bytes < (1u << 20))
			continue;
		fputs("::warning", out);
		location(out, m, &m->instrs[x->instr], path);
		fputs(",title=Tile padding::", out);
		snprintf(msg, sizeof msg, "%.*s: a buffer of %s holds %s of data (%.1fx expansion by tile padding)",
		         nlen, name, rp_xlasize(x->bytes, a, sizeof a), rp_xlasize(x->unpadded, b, sizeof b),
		         (double)x->bytes / (double)x->unpadded);
		esc(out, msg, strlen(msg), 0);
		fputc('\n', out);
	}
}
