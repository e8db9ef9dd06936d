/* diff.c: what changed between two dumps.  Each side is loaded (a file, or
 * the chosen modules of a dump folder), modules are paired by program name
 * (two files pair with each other), and per pair the buffers at the two
 * peaks are paired: by instruction name, else by (op_name, shape).  The
 * pairs go to the report (report/diffrep.c). */
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "util.h"

struct side {
	char *path, *program;
	hlo_file f;
	hlo_module *m;
	estimate e;
	uint64_t used;
	int ok;
};

static char *dupstr(const char *s, size_t n)
{
	char *d = ut_malloc(n + 1);

	memcpy(d, s, n);
	d[n] = 0;
	return d;
}

static void load(const hlp_opts *o, struct side *s, hlo_diag *d)
{
	verdict_t v;
	est_target t = {dr_esttarget(o->target == HLP_AUTO ? dr_dumptarget(s->path) : o->target), o->alignment,
	                o->workspace, o->limits.threads};
	hlo_limits lim;

	s->ok = 0;
	if (hlo_open(&s->f, s->path, d) < 0)
		return;
	dr_parselimits(&o->limits, &lim);
	s->m = hlo_parse(&s->f, &lim, d);
	if (!s->m || an_estimatemodule(s->m, &t, &s->e, d) < 0) {
		hlo_free(s->m);
		s->m = NULL;
		return;
	}
	rp_verdict(&s->e, 0, 0, GATE_BEST, &v);
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

	if (!dr_isfolder(arg)) {
		v = ut_calloc(1, sizeof *v);
		v->path = dupstr(arg, strlen(arg));
		*n = 1;
		load(o, v, d);
		return v;
	}
	{
		dumpfile *f;
		size_t nf;
		int k = 0;
		if (dr_scanstage(arg, o->regex, o->stage, &f, &nf, d) < 0) {
			*n = 0;
			return NULL;
		}
		v = ut_calloc(nf + 1, sizeof *v);
		for (size_t i = 0; i < nf; i++) {
			if (!f[i].chosen)
				continue;
			v[k].path = dupstr(f[i].path, strlen(f[i].path));
			v[k].program = dupstr(f[i].program, strlen(f[i].program));
			load(o, &v[k], d);
			k++;
		}
		dr_freedump(f, nf);
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
			an_freeestimate(&v[k].e);
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
	rp_bufshape(m, b, shape, sizeof shape);
	ns = strlen(shape);
	k->own = hlo_dupopname(m, in, 1 + ns, &n);
	k->own[n] = 0; /* op_names hold no NUL: the two parts stay apart */
	memcpy(k->own + n + 1, shape, ns);
	k->s = k->own;
	k->n = n + 1 + ns;
	k->hash = ut_hash(k->s, k->n);
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
	x->slot = ut_malloc((size_t)x->cap * sizeof *x->slot);
	x->cur = ut_malloc((size_t)x->cap * sizeof *x->cur);
	x->tail = ut_malloc((size_t)x->cap * sizeof *x->tail);
	x->next = ut_malloc(((size_t)n + 1) * sizeof *x->next);
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
	const diffchange *p = x, *q = y;
	int64_t a = p->delta < 0 ? -p->delta : p->delta, b = q->delta < 0 ? -q->delta : q->delta;

	return (a < b) - (a > b);
}

/* pair the buffers at the two peaks: by name, then by (op_name, shape),
 * each with the first base buffer not paired yet; keys hashed, so that
 * pairing is linear in the buffers */
static diffchange *changes(const diffside *b, const diffside *n, uint32_t *count)
{
	const estimate *eb = b->e, *en = n->e;
	uint8_t *used = ut_calloc((size_t)eb->natpeak + 1, 1);
	diffchange *c = ut_malloc(((size_t)eb->natpeak + en->natpeak + 1) * sizeof *c);
	struct key *bname = ut_malloc(((size_t)eb->natpeak + 1) * sizeof *bname);
	struct key *bop = ut_malloc(((size_t)eb->natpeak + 1) * sizeof *bop);
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

/* does the growth exceed the gate? */
static int failed(const hlp_opts *o, uint64_t base, uint64_t now)
{
	if (now <= base)
		return 0;
	if (o->failpct >= 0 && rp_diffpercent(base, now) > o->failpct)
		return 1;
	return o->hasfailbytes && now - base > o->failbytes;
}

static int byprogram(const void *x, const void *y)
{
	return strcmp(((const struct side *)x)->program, ((const struct side *)y)->program);
}

/* the pairs, in program order: both sides of a program with their changes
 * and the gate's verdict, or the one side that has it; *over: some pair
 * grew past the gate */
static diffpair *pairup(const hlp_opts *o, const diffside *b, int nb, const diffside *n, int nn, int *np, int *over)
{
	diffpair *p = ut_calloc((size_t)nb + (size_t)nn + 1, sizeof *p);
	int k = 0;

	for (int i = 0, j = 0; i < nb || j < nn; k++) {
		int c = i == nb ? 1 : j == nn ? -1 : strcmp(b[i].program, n[j].program);
		if (c < 0) {
			p[k].base = &b[i++];
		} else if (c > 0) {
			p[k].new = &n[j++];
		} else {
			p[k].base = &b[i++];
			p[k].new = &n[j++];
			p[k].ch = changes(p[k].base, p[k].new, &p[k].nch);
			p[k].over = failed(o, p[k].base->used, p[k].new->used);
			*over |= p[k].over;
		}
	}
	*np = k;
	return p;
}

/* the sides as the report sees them */
static diffside *views(const struct side *s, int n)
{
	diffside *v = ut_calloc((size_t)n + 1, sizeof *v);

	for (int k = 0; k < n; k++)
		v[k] = (diffside){s[k].path, s[k].program, s[k].m, &s[k].e, s[k].used};
	return v;
}

/* pair the loaded sides and hand the pairs to the report */
static int report(const hlp_opts *o, struct side *b, int nb, struct side *n, int nn, FILE *out)
{
	diffside *vb, *vn;
	diffpair *p;
	int np, over = 0;

	qsort(b, (size_t)nb, sizeof *b, byprogram);
	qsort(n, (size_t)nn, sizeof *n, byprogram);
	vb = views(b, nb);
	vn = views(n, nn);
	p = pairup(o, vb, nb, vn, nn, &np, &over);
	if (o->format == HLP_JSON)
		rp_jsondiff(out, p, np, o->top);
	else if (o->format == HLP_MD)
		rp_mddiff(out, p, np);
	else
		rp_textdiff(out, p, np, o->top);
	for (int k = 0; k < np; k++)
		free(p[k].ch);
	free(p);
	free(vb);
	free(vn);
	return over ? HLP_OVER : HLP_OK;
}

int hlp_diff(const hlp_opts *o, const char *base, const char *new, FILE *out, FILE *diag)
{
	hlo_diag d = {diag, 0, 0, 0};
	int nb = 0, nn = 0, status = HLP_OK;
	struct side *b = loadside(o, base, &nb, &d), *n = loadside(o, new, &nn, &d);

	for (int k = 0; k < nb; k++)
		if (!b[k].ok)
			status = HLP_INPUT;
	for (int k = 0; k < nn; k++)
		if (!n[k].ok)
			status = HLP_INPUT;
	if (nb == 0 || nn == 0)
		status = HLP_INPUT;
	if (status != HLP_INPUT) {
		/* two files pair with each other; folders pair by program name */
		if (nb == 1 && nn == 1 && !dr_isfolder(base) && !dr_isfolder(new)) {
			free(n[0].program);
			n[0].program = dupstr(b[0].program, strlen(b[0].program));
		}
		status = report(o, b, nb, n, nn, out);
	}
	freeside(b, nb);
	freeside(n, nn);
	return status;
}
