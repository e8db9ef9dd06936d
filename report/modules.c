/* modules.c: the modules command's text: per program of a dump folder the
 * file used and why, and the files skipped and why.  The driver scans the
 * folder and marks each file (chosen, at the --stage, another of its
 * program at the stage); this file only words it. */
#include <string.h>

#include "report.h"

static int sameprogram(const dumpfile *f, size_t n, size_t k)
{
	return k > 0 && k < n && !strcmp(f[k].program, f[k - 1].program);
}

/* why the file a program uses (f, the first of its program) is the one */
static void printuse(FILE *out, const dumpfile *f, const char *stage)
{
	fprintf(out, "  uses   %s (%s", f->path, f->stage);
	if (stage)
		fprintf(out, ": --stage %s", stage);
	else if (f->kind == STAGE_PASS)
		fprintf(out, ": the latest per-pass dump; there is no after_optimizations dump");
	else if (f->kind == STAGE_BEFORE)
		fprintf(out, ": there is no after_optimizations or per-pass dump");
	else if (f->kind == STAGE_LOWERED)
		fprintf(out, ": the lowered module; there is no HLO dump of it");
	if (f->hasother && f->kind != STAGE_PASS)
		fprintf(out, "; the newest id");
	else if (f->hasother && stage)
		fprintf(out, "; the latest match");
	fprintf(out, ")\n");
}

/* why another file of the program is not used; u is the used one or NULL */
static void printskip(FILE *out, const dumpfile *f, const dumpfile *u, const char *stage)
{
	fprintf(out, "  skips  %s (%s: ", f->path, f->stage);
	if (stage && !f->atstage)
		fprintf(out, "not at --stage %s", stage);
	else if (u && u->kind == f->kind && f->kind != STAGE_PASS)
		fprintf(out, "an older id of the same program");
	else if (u && u->kind == f->kind)
		fprintf(out, "a later %s is used", stage ? "match" : "per-pass dump");
	else if (u)
		fprintf(out, "the %s dump is used", u->kind == STAGE_PASS ? "later per-pass" : u->stage);
	fprintf(out, ")\n");
}

void rp_textmodules(FILE *out, const dumpfile *f, size_t n, const char *stage)
{
	for (size_t k = 0, first = 0; k < n; k++) {
		if (!sameprogram(f, n, k)) {
			first = k;
			fprintf(out, "%s\n", f[k].program);
		}
		if (f[k].chosen) {
			printuse(out, &f[k], stage);
			continue;
		}
		if (k == first)
			fprintf(out, "  uses   nothing: no dump at --stage %s\n", stage);
		printskip(out, &f[k], f[first].chosen ? &f[first] : NULL, stage);
	}
}
