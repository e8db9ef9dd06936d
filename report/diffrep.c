/* diffrep.c: what changed between two dumps, as text, JSON or a markdown
 * table.  The driver (driver/diff.c) pairs the modules by program name and
 * the buffers at their peaks; per pair the peak and category deltas, and
 * the buffers that appeared, grew, shrank or vanished, with the source line
 * each comes from.  The text follows bloaty's diff: signed sizes, GROWING
 * and SHRINKING. */
#include <string.h>

#include "report.h"

static const char *signedsize(int64_t d, char *buf, size_t cap)
{
	char s[24];

	rp_xlasize((uint64_t)(d < 0 ? -d : d), s, sizeof s);
	snprintf(buf, cap, "%c%s", d < 0 ? '-' : '+', s);
	return buf;
}

double rp_diffpercent(uint64_t base, uint64_t now)
{
	return base ? 100.0 * ((double)now - (double)base) / (double)base : now ? 100.0 : 0.0;
}

static void textpair(FILE *out, int top, const diffpair *p)
{
	const diffside *b = p->base, *n = p->new;
	char a[32], c[32], d[32], shape[256], file[512];
	int64_t delta = (int64_t)n->used - (int64_t)b->used;
	uint32_t nc = p->nch;
	const diffchange *ch = p->ch;
	static const char *const kinds[] = {"GROWING", "SHRINKING"};
	const struct { const char *name; uint64_t x, y; } cats[] = {
		{"arguments", b->e->argument, n->e->argument}, {"outputs", b->e->output, n->e->output},
		{"alias", b->e->alias, n->e->alias}, {"HLO temp", b->e->temp, n->e->temp},
		{"constants", b->e->constant, n->e->constant},
	};

	fprintf(out, "%s: peak %s -> %s (%s, %+.1f%%)%s\n", n->program, rp_xlasize(b->used, a, sizeof a),
	        rp_xlasize(n->used, c, sizeof c), signedsize(delta, d, sizeof d), rp_diffpercent(b->used, n->used),
	        p->over ? "  OVER THE GATE" : "");
	fprintf(out, "  base %s\n  new  %s\n", b->path, n->path);
	for (size_t k = 0; k < sizeof cats / sizeof cats[0]; k++)
		if (cats[k].x != cats[k].y)
			fprintf(out, "    %-10s %10s\n", cats[k].name,
			        signedsize((int64_t)cats[k].y - (int64_t)cats[k].x, a, sizeof a));
	for (int g = 0; g < 2; g++) {
		int any = 0;
		for (uint32_t k = 0; k < nc; k++) {
			const diffchange *x = &ch[k];
			const est_buffer *eb = x->new ? x->new : x->base;
			const hlo_module *m = x->new ? n->m : b->m;
			const hlo_instr *in = &m->instrs[eb->instr];
			if ((x->delta > 0) != (g == 0) || (top > 0 && k >= (uint32_t)top))
				continue;
			if (!any++)
				fprintf(out, "  %s\n", kinds[g]);
			hlo_printshape(m, eb->shape, shape, sizeof shape);
			fprintf(out, "    %10s  %-9s %%%.*s  %s", signedsize(x->delta, a, sizeof a),
			        !x->base ? "(new)" : !x->new ? "(gone)" : "", (int)hlo_strlen(m, in->name),
			        hlo_str(m, in->name), shape);
			if (in->srcfile != HLO_NONE) {
				size_t fl = rp_unescape(hlo_str(m, in->srcfile), hlo_strlen(m, in->srcfile), file, sizeof file - 1);
				file[fl] = 0;
				fprintf(out, "  %s:%u", file, in->srcline);
			}
			fputc('\n', out);
		}
	}
	fprintf(out, "  TOTAL %s\n", signedsize(delta, a, sizeof a));
}

static void jsonpair(jw *w, int top, const diffpair *p)
{
	const diffside *b = p->base, *n = p->new;
	uint32_t nc = p->nch;
	const diffchange *ch = p->ch;
	char shape[512];

	rp_jobj(w, NULL);
	rp_jstr(w, "module", n->program);
	rp_jstr(w, "base_file", b->path);
	rp_jstr(w, "new_file", n->path);
	rp_juint(w, "base_peak_bytes", b->used);
	rp_juint(w, "new_peak_bytes", n->used);
	rp_jint(w, "peak_delta_bytes", (int64_t)n->used - (int64_t)b->used);
	rp_jint(w, "argument_delta_bytes", (int64_t)n->e->argument - (int64_t)b->e->argument);
	rp_jint(w, "output_delta_bytes", (int64_t)n->e->output - (int64_t)b->e->output);
	rp_jint(w, "alias_delta_bytes", (int64_t)n->e->alias - (int64_t)b->e->alias);
	rp_jint(w, "temp_delta_bytes", (int64_t)n->e->temp - (int64_t)b->e->temp);
	rp_jint(w, "constant_delta_bytes", (int64_t)n->e->constant - (int64_t)b->e->constant);
	rp_jbool(w, "over_gate", p->over);
	rp_jarr(w, "buffers");
	for (uint32_t k = 0; k < nc && (top <= 0 || k < (uint32_t)top); k++) {
		const diffchange *x = &ch[k];
		const est_buffer *eb = x->new ? x->new : x->base;
		const hlo_module *m = x->new ? n->m : b->m;
		const hlo_instr *in = &m->instrs[eb->instr];
		rp_jobj(w, NULL);
		rp_jstr(w, "change", !x->base ? "appeared" : !x->new ? "vanished" : x->delta > 0 ? "grew" : "shrank");
		rp_jstrn(w, "instruction", hlo_str(m, in->name), hlo_strlen(m, in->name));
		hlo_printshape(m, eb->shape, shape, sizeof shape);
		rp_jstr(w, "shape", shape);
		rp_juint(w, "base_bytes", x->base ? x->base->bytes : 0);
		rp_juint(w, "new_bytes", x->new ? x->new->bytes : 0);
		rp_jint(w, "delta_bytes", x->delta);
		rp_jsource(w, m, in);
		rp_jend(w, '}');
	}
	rp_jend(w, ']');
	rp_jend(w, '}');
}

static void mdpair(FILE *out, const diffpair *p)
{
	const diffside *b = p->base, *n = p->new;
	char a[32], c[32], d[32];
	int64_t delta = (int64_t)n->used - (int64_t)b->used;

	fprintf(out, "| `%s` | %s | %s | %s | %+.1f%% | %s |\n", n->program, rp_xlasize(b->used, a, sizeof a),
	        rp_xlasize(n->used, c, sizeof c), signedsize(delta, d, sizeof d), rp_diffpercent(b->used, n->used),
	        p->over ? "⛔ over the gate" : delta > 0 ? "grew" : delta < 0 ? "shrank" : "same");
}

void rp_textdiff(FILE *out, const diffpair *p, int n, int top)
{
	int first = 1;

	for (int k = 0; k < n; k++) {
		if (!p[k].base || !p[k].new) {
			const diffside *s = p[k].base ? p[k].base : p[k].new;
			fprintf(out, "%s: only in the %s dump (%s)\n\n", s->program, p[k].base ? "base" : "new", s->path);
			continue;
		}
		if (!first)
			fputc('\n', out);
		textpair(out, top, &p[k]);
		first = 0;
	}
}

void rp_mddiff(FILE *out, const diffpair *p, int n)
{
	fprintf(out, "| Module | Base | New | Δ | Δ%% | Status |\n|---|---:|---:|---:|---:|---|\n");
	for (int k = 0; k < n; k++) {
		const diffside *s = p[k].base ? p[k].base : p[k].new;
		char x[32];
		if (p[k].base && p[k].new)
			mdpair(out, &p[k]);
		else
			fprintf(out, "| `%s` | %s | %s | | | only in the %s dump |\n", s->program,
			        p[k].base ? rp_xlasize(s->used, x, sizeof x) : "", p[k].base ? "" : rp_xlasize(s->used, x, sizeof x),
			        p[k].base ? "base" : "new");
	}
}

void rp_jsondiff(FILE *out, const diffpair *p, int n, int top)
{
	jw w;

	rp_jinit(&w, out);
	rp_jobj(&w, NULL);
	rp_jstr(&w, "schema", "hlopeak/1");
	rp_jarr(&w, "diff");
	for (int k = 0; k < n; k++)
		if (p[k].base && p[k].new)
			jsonpair(&w, top, &p[k]);
	rp_jend(&w, ']');
	/* programs only one side has */
	rp_jarr(&w, "unpaired");
	for (int k = 0; k < n; k++) {
		const diffside *s = p[k].base ? p[k].base : p[k].new;
		if (p[k].base && p[k].new)
			continue;
		rp_jobj(&w, NULL);
		rp_jstr(&w, "module", s->program);
		rp_jstr(&w, "only_in", p[k].base ? "base" : "new");
		rp_jstr(&w, "file", s->path);
		rp_juint(&w, "peak_bytes", s->used);
		rp_jend(&w, '}');
	}
	rp_jend(&w, ']');
	rp_jend(&w, '}');
	rp_jfinish(&w);
}
