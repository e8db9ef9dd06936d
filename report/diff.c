/* diff.c: what changed between two dumps.  Modules are paired by program
 * name (two files pair with each other); per pair the peak and category
 * deltas, and the buffers at the new peak that appeared, grew, shrank or
 * vanished, matched by instruction name, else by (op_name, shape), with the
 * source line each comes from.  The text follows bloaty's diff: signed
 * sizes, GROWING and SHRINKING. */
#include <stdlib.h>
#include <string.h>

#include "hlopeak.h"
#include "report.h"
#include "util.h"

struct side {
	char *path, *program;
	hlo_file f;
	hlo_module *m;
	estimate e;
	uint64_t used;
	int ok;
};

struct change {
	const est_buffer *base, *new;
	int64_t delta;
};

static char *dupstr(const char *s, size_t n)
{
	char *d = xmalloc(n + 1);

	memcpy(d, s, n);
	d[n] = 0;
	return d;
}

static void load(const hlp_opts *o, struct side *s, hlo_diag *d)
{
	verdict_t v;
	est_target t = {esttarget(o->target), o->alignment, o->workspace};

	s->ok = 0;
	if (hlo_open(&s->f, s->path, d) < 0)
		return;
	s->m = hlo_parse(&s->f, &o->limits, d);
	if (!s->m || estimatemodule(s->m, &t, &s->e, d) < 0) {
		hlo_free(s->m);
		s->m = NULL;
		return;
	}
	verdict(&s->e, 0, 0, GATE_BEST, &v);
	s->used = v.used;
	if (!s->program)
		s->program = s->m->name == HLO_NONE ? dupstr(s->path, strlen(s->path))
		             : dupstr(hlo_str(s->m, s->m->name), hlo_strlen(s->m, s->m->name));
	s->ok = 1;
}

/* one side: a file, or the chosen modules of a dump folder */
static struct side *loadside(const hlp_opts *o, const char *arg, int *n, hlo_diag *d)
{
	struct side *v;

	if (!isfolder(arg)) {
		v = xcalloc(1, sizeof *v);
		v->path = dupstr(arg, strlen(arg));
		*n = 1;
		load(o, v, d);
		return v;
	}
	{
		dumpfile *f;
		size_t nf;
		int k = 0;
		if (scanstage(arg, o->regex, o->stage, &f, &nf, d) < 0) {
			*n = 0;
			return NULL;
		}
		v = xcalloc(nf + 1, sizeof *v);
		for (size_t i = 0; i < nf; i++) {
			if (!f[i].chosen)
				continue;
			v[k].path = dupstr(f[i].path, strlen(f[i].path));
			v[k].program = dupstr(f[i].program, strlen(f[i].program));
			load(o, &v[k], d);
			k++;
		}
		freedump(f, nf);
		if (k == 0)
			hlo_fileerror(d, arg, "no %smodule dump in this folder", o->regex ? "matching " : "");
		*n = k;
	}
	return v;
}

static void freeside(struct side *v, int n)
{
	for (int k = 0; k < n; k++) {
		if (v[k].m) {
			freeestimate(&v[k].e);
			hlo_free(v[k].m);
		}
		hlo_close(&v[k].f);
		free(v[k].path);
		free(v[k].program);
	}
	free(v);
}

/* a buffer's key for pairing: its instruction's name, or its op_name as
 * written with its shape as printed (s NULL: no key) */
struct key {
	const char *s;
	size_t n;
	uint32_t hash;
	char *own;              /* s, when it is a copy */
};

static void namekey(struct key *k, const hlo_module *m, const est_buffer *b)
{
	uint32_t id = m->instrs[b->instr].name;

	k->s = hlo_str(m, id);
	k->n = hlo_strlen(m, id);
	k->hash = m->names[id].hash; /* hashbytes of it, kept when interned */
	k->own = NULL;
}

static void opkey(struct key *k, const hlo_module *m, const est_buffer *b)
{
	const hlo_instr *in = &m->instrs[b->instr];
	char shape[512];
	size_t n, ns;

	memset(k, 0, sizeof *k);
	if (in->opname == HLO_NONE)
		return;
	bufshape(m, b, shape, sizeof shape);
	ns = strlen(shape);
	k->own = hlo_dupopname(m, in, 1 + ns, &n);
	k->own[n] = 0; /* op_names hold no NUL: the two parts stay apart */
	memcpy(k->own + n + 1, shape, ns);
	k->s = k->own;
	k->n = n + 1 + ns;
	k->hash = hashbytes(k->s, k->n);
}

static int samekey(const struct key *x, const struct key *y)
{
	return x->hash == y->hash && x->n == y->n && !memcmp(x->s, y->s, x->n);
}

/* the base buffers by key: each distinct key's buffers in increasing
 * order, from a cursor past those already paired */
struct index {
	const struct key *k;
	uint32_t *slot, *cur, *tail, *next;
	uint32_t cap;
};

static void mkindex(struct index *x, const struct key *k, uint32_t n)
{
	x->k = k;
	x->cap = 16;
	while (x->cap < 2 * (uint64_t)n)
		x->cap *= 2;
	x->slot = xmalloc((size_t)x->cap * sizeof *x->slot);
	x->cur = xmalloc((size_t)x->cap * sizeof *x->cur);
	x->tail = xmalloc((size_t)x->cap * sizeof *x->tail);
	x->next = xmalloc(((size_t)n + 1) * sizeof *x->next);
	memset(x->slot, 0xff, (size_t)x->cap * sizeof *x->slot);
	for (uint32_t j = 0; j < n; j++) {
		uint32_t h = k[j].hash & (x->cap - 1);
		x->next[j] = HLO_NONE;
		if (!k[j].s)
			continue;
		while (x->slot[h] != HLO_NONE && !samekey(&k[x->slot[h]], &k[j]))
			h = (h + 1) & (x->cap - 1);
		if (x->slot[h] == HLO_NONE)
			x->slot[h] = x->cur[h] = j;
		else
			x->next[x->tail[h]] = j;
		x->tail[h] = j;
	}
}

/* the first base buffer not yet paired with this key, or -1 */
static int32_t firstfree(struct index *x, const struct key *key, const uint8_t *used)
{
	uint32_t h;

	if (!key->s)
		return -1;
	h = key->hash & (x->cap - 1);
	while (x->slot[h] != HLO_NONE && !samekey(&x->k[x->slot[h]], key))
		h = (h + 1) & (x->cap - 1);
	if (x->slot[h] == HLO_NONE)
		return -1;
	while (x->cur[h] != HLO_NONE && used[x->cur[h]])
		x->cur[h] = x->next[x->cur[h]];
	return x->cur[h] == HLO_NONE ? -1 : (int32_t)x->cur[h];
}

static void freeindex(struct index *x)
{
	free(x->slot);
	free(x->cur);
	free(x->tail);
	free(x->next);
}

static int bymagnitude(const void *x, const void *y)
{
	const struct change *p = x, *q = y;
	int64_t a = p->delta < 0 ? -p->delta : p->delta, b = q->delta < 0 ? -q->delta : q->delta;

	return (a < b) - (a > b);
}

/* pair the buffers at the two peaks: by name, then by (op_name, shape),
 * each with the first base buffer not paired yet; keys hashed, so that
 * pairing is linear in the buffers */
static struct change *changes(const struct side *b, const struct side *n, uint32_t *count)
{
	const estimate *eb = &b->e, *en = &n->e;
	uint8_t *used = xcalloc((size_t)eb->natpeak + 1, 1);
	struct change *c = xmalloc(((size_t)eb->natpeak + en->natpeak + 1) * sizeof *c);
	struct key *bname = xmalloc(((size_t)eb->natpeak + 1) * sizeof *bname);
	struct key *bop = xmalloc(((size_t)eb->natpeak + 1) * sizeof *bop);
	struct index byname, byop;
	uint32_t k = 0;

	for (uint32_t j = 0; j < eb->natpeak; j++) {
		namekey(&bname[j], b->m, &eb->atpeak[j]);
		opkey(&bop[j], b->m, &eb->atpeak[j]);
	}
	mkindex(&byname, bname, eb->natpeak);
	mkindex(&byop, bop, eb->natpeak);
	for (uint32_t i = 0; i < en->natpeak; i++) {
		const est_buffer *x = &en->atpeak[i];
		struct key key;
		int32_t hit;
		namekey(&key, n->m, x);
		hit = firstfree(&byname, &key, used);
		if (hit < 0) {
			opkey(&key, n->m, x);
			hit = firstfree(&byop, &key, used);
			free(key.own);
		}
		if (hit >= 0)
			used[hit] = 1;
		c[k].new = x;
		c[k].base = hit >= 0 ? &eb->atpeak[hit] : NULL;
		c[k].delta = (int64_t)x->bytes - (hit >= 0 ? (int64_t)eb->atpeak[hit].bytes : 0);
		if (c[k].delta != 0)
			k++;
	}
	freeindex(&byname);
	freeindex(&byop);
	for (uint32_t j = 0; j < eb->natpeak; j++)
		free(bop[j].own);
	free(bname);
	free(bop);
	for (uint32_t j = 0; j < eb->natpeak; j++)
		if (!used[j]) {
			c[k].new = NULL;
			c[k].base = &eb->atpeak[j];
			c[k].delta = -(int64_t)eb->atpeak[j].bytes;
			k++;
		}
	free(used);
	qsort(c, k, sizeof *c, bymagnitude);
	*count = k;
	return c;
}

static const char *signedsize(int64_t d, char *buf, size_t cap)
{
	char s[24];

	xlasize((uint64_t)(d < 0 ? -d : d), s, sizeof s);
	snprintf(buf, cap, "%c%s", d < 0 ? '-' : '+', s);
	return buf;
}

static double percent(uint64_t base, uint64_t now)
{
	return base ? 100.0 * ((double)now - (double)base) / (double)base : now ? 100.0 : 0.0;
}

/* does the growth exceed the gate? */
static int failed(const hlp_opts *o, uint64_t base, uint64_t now)
{
	if (now <= base)
		return 0;
	if (o->failpct >= 0 && percent(base, now) > o->failpct)
		return 1;
	return o->hasfailbytes && now - base > o->failbytes;
}

static void textpair(FILE *out, const hlp_opts *o, const struct side *b, const struct side *n)
{
	char a[32], c[32], d[32], shape[256], file[512];
	int64_t delta = (int64_t)n->used - (int64_t)b->used;
	uint32_t nc;
	struct change *ch = changes(b, n, &nc);
	static const char *const kinds[] = {"GROWING", "SHRINKING"};
	const struct { const char *name; uint64_t x, y; } cats[] = {
		{"arguments", b->e.argument, n->e.argument}, {"outputs", b->e.output, n->e.output},
		{"alias", b->e.alias, n->e.alias}, {"HLO temp", b->e.temp, n->e.temp},
		{"constants", b->e.constant, n->e.constant},
	};

	fprintf(out, "%s: peak %s -> %s (%s, %+.1f%%)%s\n", n->program, xlasize(b->used, a, sizeof a),
	        xlasize(n->used, c, sizeof c), signedsize(delta, d, sizeof d), percent(b->used, n->used),
	        failed(o, b->used, n->used) ? "  OVER THE GATE" : "");
	fprintf(out, "  base %s\n  new  %s\n", b->path, n->path);
	for (size_t k = 0; k < sizeof cats / sizeof cats[0]; k++)
		if (cats[k].x != cats[k].y)
			fprintf(out, "    %-10s %10s\n", cats[k].name,
			        signedsize((int64_t)cats[k].y - (int64_t)cats[k].x, a, sizeof a));
	for (int g = 0; g < 2; g++) {
		int any = 0;
		for (uint32_t k = 0; k < nc; k++) {
			const struct change *x = &ch[k];
			const est_buffer *eb = x->new ? x->new : x->base;
			const hlo_module *m = x->new ? n->m : b->m;
			const hlo_instr *in = &m->instrs[eb->instr];
			if ((x->delta > 0) != (g == 0) || (o->top > 0 && k >= (uint32_t)o->top))
				continue;
			if (!any++)
				fprintf(out, "  %s\n", kinds[g]);
			hlo_printshape(m, eb->shape, shape, sizeof shape);
			fprintf(out, "    %10s  %-9s %%%.*s  %s", signedsize(x->delta, a, sizeof a),
			        !x->base ? "(new)" : !x->new ? "(gone)" : "", (int)hlo_strlen(m, in->name),
			        hlo_str(m, in->name), shape);
			if (in->srcfile != HLO_NONE) {
				size_t fl = unescape(hlo_str(m, in->srcfile), hlo_strlen(m, in->srcfile), file, sizeof file - 1);
				file[fl] = 0;
				fprintf(out, "  %s:%u", file, in->srcline);
			}
			fputc('\n', out);
		}
	}
	fprintf(out, "  TOTAL %s\n", signedsize(delta, a, sizeof a));
	free(ch);
}

static void jsonpair(jw *w, const hlp_opts *o, const struct side *b, const struct side *n)
{
	uint32_t nc;
	struct change *ch = changes(b, n, &nc);
	char shape[512];

	jobj(w, NULL);
	jstr(w, "module", n->program);
	jstr(w, "base_file", b->path);
	jstr(w, "new_file", n->path);
	juint(w, "base_peak_bytes", b->used);
	juint(w, "new_peak_bytes", n->used);
	jint(w, "peak_delta_bytes", (int64_t)n->used - (int64_t)b->used);
	jint(w, "argument_delta_bytes", (int64_t)n->e.argument - (int64_t)b->e.argument);
	jint(w, "output_delta_bytes", (int64_t)n->e.output - (int64_t)b->e.output);
	jint(w, "alias_delta_bytes", (int64_t)n->e.alias - (int64_t)b->e.alias);
	jint(w, "temp_delta_bytes", (int64_t)n->e.temp - (int64_t)b->e.temp);
	jint(w, "constant_delta_bytes", (int64_t)n->e.constant - (int64_t)b->e.constant);
	jbool(w, "over_gate", failed(o, b->used, n->used));
	jarr(w, "buffers");
	for (uint32_t k = 0; k < nc && (o->top <= 0 || k < (uint32_t)o->top); k++) {
		const struct change *x = &ch[k];
		const est_buffer *eb = x->new ? x->new : x->base;
		const hlo_module *m = x->new ? n->m : b->m;
		const hlo_instr *in = &m->instrs[eb->instr];
		jobj(w, NULL);
		jstr(w, "change", !x->base ? "appeared" : !x->new ? "vanished" : x->delta > 0 ? "grew" : "shrank");
		jstrn(w, "instruction", hlo_str(m, in->name), hlo_strlen(m, in->name));
		hlo_printshape(m, eb->shape, shape, sizeof shape);
		jstr(w, "shape", shape);
		juint(w, "base_bytes", x->base ? x->base->bytes : 0);
		juint(w, "new_bytes", x->new ? x->new->bytes : 0);
		jint(w, "delta_bytes", x->delta);
		jsource(w, m, in);
		jend(w, '}');
	}
	jend(w, ']');
	jend(w, '}');
	free(ch);
}

static void mdpair(FILE *out, const hlp_opts *o, const struct side *b, const struct side *n)
{
	char a[32], c[32], d[32];
	int64_t delta = (int64_t)n->used - (int64_t)b->used;

	fprintf(out, "| `%s` | %s | %s | %s | %+.1f%% | %s |\n", n->program, xlasize(b->used, a, sizeof a),
	        xlasize(n->used, c, sizeof c), signedsize(delta, d, sizeof d), percent(b->used, n->used),
	        failed(o, b->used, n->used) ? "⛔ over the gate" : delta > 0 ? "grew" : delta < 0 ? "shrank" : "same");
}

static int byprogram(const void *x, const void *y)
{
	return strcmp(((const struct side *)x)->program, ((const struct side *)y)->program);
}

int hlp_diff(const hlp_opts *o, const char *base, const char *new, FILE *out, FILE *diag)
{
	hlo_diag d = {diag, 0, 0, 0};
	int nb = 0, nn = 0, status = HLP_OK, first = 1;
	struct side *b = loadside(o, base, &nb, &d), *n = loadside(o, new, &nn, &d);
	jw w;

	for (int k = 0; k < nb; k++)
		if (!b[k].ok)
			status = HLP_INPUT;
	for (int k = 0; k < nn; k++)
		if (!n[k].ok)
			status = HLP_INPUT;
	if (nb == 0 || nn == 0)
		status = HLP_INPUT;
	if (status == HLP_INPUT) {
		freeside(b, nb);
		freeside(n, nn);
		return status;
	}
	if (o->format == HLP_JSON) {
		jinit(&w, out);
		jobj(&w, NULL);
		jstr(&w, "schema", "hlopeak/1");
		jarr(&w, "diff");
	} else if (o->format == HLP_MD) {
		fprintf(out, "| Module | Base | New | Δ | Δ%% | Status |\n|---|---:|---:|---:|---:|---|\n");
	}
	/* two files pair with each other; folders pair by program name */
	if (nb == 1 && nn == 1 && !isfolder(base) && !isfolder(new)) {
		free(n[0].program);
		n[0].program = dupstr(b[0].program, strlen(b[0].program));
	}
	qsort(b, (size_t)nb, sizeof *b, byprogram);
	qsort(n, (size_t)nn, sizeof *n, byprogram);
	for (int i = 0, j = 0; i < nb || j < nn;) {
		int c = i == nb ? 1 : j == nn ? -1 : strcmp(b[i].program, n[j].program);
		if (c != 0) {
			const struct side *s = c < 0 ? &b[i++] : &n[j++];
			char x[32];
			if (o->format == HLP_TEXT) {
				fprintf(out, "%s: only in the %s dump (%s)\n\n", s->program, c < 0 ? "base" : "new", s->path);
			} else if (o->format == HLP_MD) {
				fprintf(out, "| `%s` | %s | %s | | | only in the %s dump |\n", s->program,
				        c < 0 ? xlasize(s->used, x, sizeof x) : "", c < 0 ? "" : xlasize(s->used, x, sizeof x),
				        c < 0 ? "base" : "new");
			}
			continue;
		}
		if (failed(o, b[i].used, n[j].used))
			status = HLP_OVER;
		if (o->format == HLP_JSON)
			jsonpair(&w, o, &b[i], &n[j]);
		else if (o->format == HLP_MD)
			mdpair(out, o, &b[i], &n[j]);
		else {
			if (!first)
				fputc('\n', out);
			textpair(out, o, &b[i], &n[j]);
		}
		first = 0;
		i++;
		j++;
	}
	if (o->format == HLP_JSON) {
		/* programs only one side has */
		jend(&w, ']');
		jarr(&w, "unpaired");
		for (int i = 0, j = 0; i < nb || j < nn;) {
			int c = i == nb ? 1 : j == nn ? -1 : strcmp(b[i].program, n[j].program);
			const struct side *s;
			if (c == 0) {
				i++;
				j++;
				continue;
			}
			s = c < 0 ? &b[i++] : &n[j++];
			jobj(&w, NULL);
			jstr(&w, "module", s->program);
			jstr(&w, "only_in", c < 0 ? "base" : "new");
			jstr(&w, "file", s->path);
			juint(&w, "peak_bytes", s->used);
			jend(&w, '}');
		}
		jend(&w, ']');
		jend(&w, '}');
		jfinish(&w);
	}
	freeside(b, nb);
	freeside(n, nn);
	return status;
}
