/* many.c: the reports of several modules put together: the JSON document
 * (one object per module, in argument order) and the text summary */
#include <stdlib.h>
#include <string.h>

#include "report.h"

/* one module's object, written as an element of the document's "modules"
 * array (two levels down: the writer starts there) */
void rp_jsonmodule(FILE *out, const char *path, const hlo_module *m, const estimate *e, const repopts *ro)
{
	jw w;

	rp_jinit(&w, out);
	w.depth = 2;
	w.first[2] = 1;
	rp_jsonreport(&w, path, m, e, ro);
}

void rp_jsonmodules(FILE *out)
{
	fputs("{\n  \"schema\": \"hlopeak/1\",\n  \"modules\": [", out);
}

void rp_jsonmodulesep(FILE *out)
{
	fputc(',', out);
}

/* the document's end, after n modules */
void rp_jsonmodulesend(FILE *out, int n)
{
	fputs(n ? "\n  ]\n}\n" : "]\n}\n", out);
}

static int byused(const void *x, const void *y)
{
	const modline *a = x, *b = y;

	if (a->used != b->used)
		return a->used > b->used ? -1 : 1;
	return strcmp(a->path, b->path);
}

/* across modules: one line each, largest first (v is sorted in place) */
void rp_textsummary(FILE *out, modline *v, int n, int hasbudget)
{
	char a[32], b[32];

	qsort(v, (size_t)n, sizeof *v, byused);
	fprintf(out, "\nSummary (%d modules, largest first):\n", n);
	for (int i = 0; i < n; i++)
		fprintf(out, "  %10s  %10s unpadded  %-14s %s%s%s%s (%s)\n", rp_xlasize(v[i].used, a, sizeof a),
		        rp_xlasize(v[i].unpadded, b, sizeof b), !hasbudget ? "" : v[i].over ? "OVER BUDGET" : "fits",
		        v[i].name ? v[i].name : "", v[i].stage ? " [" : "", v[i].stage ? v[i].stage : "",
		        v[i].stage ? "]" : "", v[i].path);
}
