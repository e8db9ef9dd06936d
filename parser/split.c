/* split.c: a large file parsed in pieces, on several threads.
 *
 * A dump is a header, the stack frame tables, then computations, each one
 * closed by a '}' at the start of a line.  The file is cut after such lines
 * into one piece per thread; each piece is scanned and parsed on a thread of
 * its own into a module of its own, then the pieces are joined in file
 * order: names and shapes interned again, ids shifted, and what a later
 * piece could not settle alone (calls of computations an earlier piece
 * defines, stack frame ids) looked up.
 *
 * On two threads the file is cut in three: the main thread parses the
 * first piece and then a short last one, the other thread the middle one,
 * which it then joins to the first while the last is parsed; only the last
 * piece's join is left when parsing ends.
 *
 * Any error or warning in any piece, or a cut that was not a boundary after
 * all, and the caller reads the whole file again on one thread: messages
 * and results never depend on the number of threads. */
#include <pthread.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hlo.h"
#include "parse.h"
#include "util.h"

#define MINPIECE (8u << 20) /* below this a thread costs more than it saves */
#define MAXPIECES 64

/* where a piece's elements go in the joined module */
struct offs {
	uint32_t instr, comp, opnd, callee, attr, alias, ints;
};

struct piece {
	struct parse p;
	hlo_diag d;
	uint64_t beg, end;
	int rc;
	pthread_t th;
};

/* names re-interned ahead of their slots' prefetch (join) */
#define NAMESAHEAD 16

/* the join gives back what it has read of a piece every this many
 * elements: the piece and the joined module then do not both hold the
 * same elements in full (at 50 MB that was the command's highest RSS) */
#define DROPEVERY 16384

/* make room for k more elements, exactly */
#define RESERVE(arr, n, cap, k) do { \
	if ((uint64_t)(n) + (k) > (cap)) { \
		(cap) = (uint32_t)((n) + (k)); \
		(arr) = ut_reallocarray((arr), (cap) ? (cap) : 1, sizeof *(arr)); \
	} } while (0)

static int startsword(const char *s, const char *e, const char *w)
{
	size_t n = strlen(w);

	return (size_t)(e - s) >= n && !memcmp(s, w, n);
}

/* the start of the first line at or after off that follows a line opening
 * with '}' (and blank lines) and opens a computation: not indented, not a
 * header or stack frame table; 0 if there is none before lim */
static uint64_t findcut(const hlo_file *f, uint64_t off, uint64_t lim)
{
	const char *s = f->data, *e = f->data + lim, *q = s + off;

	while (q < e) {
		const char *nl = memchr(q, '\n', (size_t)(e - q));
		if (!nl || nl + 1 >= e)
			return 0;
		q = nl + 1;
		if (*q != '}')
			continue;
		/* the rest of the '}' line (", execution_thread=..."), blank lines */
		while ((nl = memchr(q, '\n', (size_t)(e - q))) != NULL) {
			const char *t = nl + 1;
			while (t < e && (*t == ' ' || *t == '\t' || *t == '\r'))
				t++;
			if (t < e && *t == '\n') {
				q = t;
				continue;
			}
			q = nl + 1;
			break;
		}
		if (!nl || q >= e)
			return 0;
		if ((*q == '%' || *q == '_' || (*q >= 'A' && *q <= 'Z') || (*q >= 'a' && *q <= 'z')) &&
		    !startsword(q, e, "HloModule") && !startsword(q, e, "FileNames"))
			return (uint64_t)(q - s);
	}
	return 0;
}

static void *runpiece(void *arg)
{
	struct piece *x = arg;

	x->rc = hlo_prange(&x->p, x->beg, x->end);
	if (x->d.errors || x->d.warnings)
		x->rc = -1;
	return NULL;
}

/* shift an index into ints by the place a piece's ints were copied to */
static uint32_t movepath(uint32_t path, uint32_t intoff)
{
	return path ? path + intoff : 0;
}

static uint32_t movename(const uint32_t *names, uint32_t id)
{
	return id == HLO_NONE ? HLO_NONE : names[id];
}

/* the piece's computations and instructions after those of `to` */
static int joinbodies(struct parse *to, const hlo_module *x, const uint32_t *names,
		      const uint32_t *shapes, const struct offs *o)
{
	hlo_module *m = to->mod;

	RESERVE(m->comps, m->ncomp, m->capcomp, x->ncomp);
	for (uint32_t c = 0; c < x->ncomp; c++) {
		hlo_comp k = x->comps[c];
		k.name = names[k.name];
		k.first += o->instr;
		k.root += o->instr;
		k.params = k.nparam ? k.params + o->ints : k.params;
		k.thread = movename(names, k.thread);
		if (x->compbyname[x->comps[c].name] == c) {
			if (m->compbyname[k.name] != HLO_NONE)
				return -1; /* defined twice */
			m->compbyname[k.name] = m->ncomp;
		}
		m->comps[m->ncomp++] = k;
	}
	for (uint32_t c = o->comp; c < m->ncomp; c++)
		for (uint32_t k = 0; k < m->comps[c].nparam; k++)
			m->ints[m->comps[c].params + k] += o->instr;
	RESERVE(m->instrs, m->ninstr, m->capinstr, x->ninstr);
	for (uint32_t i = 0; i < x->ninstr; i++) {
		hlo_instr in = x->instrs[i];
		in.name = names[in.name];
		in.shape = shapes[in.shape];
		in.comp += o->comp;
		in.opnd += o->opnd;
		in.callee += o->callee;
		in.attr += o->attr;
		in.alias += o->alias;
		in.target = movename(names, in.target);
		if (in.srcfile == SRC_PENDING) {
			if (hlo_pframeof(to, in.srcline, &in.srcfile, &in.srcline) < 0) {
				in.srcfile = HLO_NONE;
				in.srcline = 0;
			}
		} else {
			in.srcfile = movename(names, in.srcfile);
		}
		m->instrs[m->ninstr++] = in;
		if ((i + 1) % DROPEVERY == 0)
			ut_dropread(x->instrs, (size_t)(i + 1) * sizeof *x->instrs);
	}
	return 0;
}

/* the piece's operands, callees, attributes and aliases */
static int joinedges(struct parse *to, const hlo_module *x, const uint32_t *names, const struct offs *o)
{
	hlo_module *m = to->mod;

	RESERVE(m->operands, m->nopnd, m->capopnd, x->nopnd);
	for (uint32_t k = 0; k < x->nopnd; k++) {
		m->operands[m->nopnd].instr = x->operands[k].instr + o->instr;
		m->operands[m->nopnd++].path = movepath(x->operands[k].path, o->ints);
		if ((k + 1) % DROPEVERY == 0)
			ut_dropread(x->operands, (size_t)(k + 1) * sizeof *x->operands);
	}
	RESERVE(m->callees, m->ncallee, m->capcallee, x->ncallee);
	for (uint32_t k = 0; k < x->ncallee; k++) {
		hlo_callee c = x->callees[k];
		if (c.kind & CK_PENDING) {
			/* a computation of an earlier piece (later ones are errors) */
			c.comp = m->compbyname[names[c.comp]];
			if (c.comp == HLO_NONE || c.comp >= o->comp)
				return -1;
			c.kind &= (uint8_t)~CK_PENDING;
		} else {
			c.comp += o->comp;
		}
		m->callees[m->ncallee++] = c;
	}
	RESERVE(m->attrs, m->nattr, m->capattr, x->nattr);
	for (uint32_t k = 0; k < x->nattr; k++) {
		m->attrs[m->nattr] = x->attrs[k];
		m->attrs[m->nattr++].name = names[x->attrs[k].name];
	}
	RESERVE(m->aliases, m->nalias, m->capalias, x->nalias);
	for (uint32_t k = 0; k < x->nalias; k++) {
		m->aliases[m->nalias] = x->aliases[k];
		m->aliases[m->nalias].outpath = movepath(x->aliases[k].outpath, o->ints);
		m->aliases[m->nalias++].inpath = movepath(x->aliases[k].inpath, o->ints);
	}
	return 0;
}

/* append a later piece's module to the first piece's: 0, or -1 when the
 * pieces do not make a module (the caller then reads the whole file) */
static int join(struct parse *to, const hlo_module *x)
{
	hlo_module *m = to->mod;
	struct offs o = {m->ninstr, m->ncomp, m->nopnd, m->ncallee, m->nattr, m->nalias, 0};
	uint32_t *names, *shapes;
	int rc = -1;

	if (x->hasheader || x->nioalias || x->ndonor ||
	    (uint64_t)m->ninstr + x->ninstr > to->lim->maxinstrs ||
	    (uint64_t)m->nint + x->nint >= UINT32_MAX || (uint64_t)m->nname + x->nname >= UINT32_MAX / 2 ||
	    (uint64_t)m->nopnd + x->nopnd >= UINT32_MAX || (uint64_t)m->nattr + x->nattr >= UINT32_MAX ||
	    (uint64_t)m->ncallee + x->ncallee >= UINT32_MAX || (uint64_t)m->ninstr + x->ninstr >= UINT32_MAX)
		return -1;
	if (x->entry != HLO_NONE && m->entry != HLO_NONE)
		return -1; /* two ENTRY computations */
	names = ut_malloc((size_t)x->nname * sizeof *names + 1);
	shapes = ut_malloc((size_t)x->nshape * sizeof *shapes + 1);
	/* the hashes are known: ask for each slot a few names ahead */
	hlo_preservenames(m, x->nname);
	for (uint32_t k = 0; k < x->nname; k++) {
		const hlo_name *n = &x->names[k];
		if (k + NAMESAHEAD < x->nname)
			hlo_pnamesoon(m, x->names[k + NAMESAHEAD].hash);
		/* by then the slot is here: the name it holds, then its text */
		if (k + NAMESAHEAD * 2 / 3 < x->nname)
			hlo_pnamelater(m, x->names[k + NAMESAHEAD * 2 / 3].hash, 0);
		if (k + NAMESAHEAD / 3 < x->nname)
			hlo_pnamelater(m, x->names[k + NAMESAHEAD / 3].hash, 1);
		names[k] = hlo_pinterncopyhash(to, hlo_str(x, k), n->len, n->hash);
		if ((k + 1) % DROPEVERY == 0) { /* names' texts are in name order */
			ut_dropread(x->names, (size_t)(k + 1) * sizeof *x->names);
			ut_dropread(x->strs, (size_t)(n->off + n->len));
		}
	}
	for (uint32_t k = 0; k < x->nshape; k++)
		shapes[k] = hlo_pmergeshape(to, x, k, shapes);
	/* the piece's ints (paths, parameter lists) after ours; its ints[0]
	 * is the "no path" sentinel and is not copied */
	o.ints = m->nint - 1;
	RESERVE(m->ints, m->nint, m->capint, x->nint - 1);
	memcpy(m->ints + m->nint, x->ints + 1, (size_t)(x->nint - 1) * sizeof *m->ints);
	m->nint += x->nint - 1;
	if (joinedges(to, x, names, &o) == 0 && joinbodies(to, x, names, shapes, &o) == 0) {
		if (x->entry != HLO_NONE)
			m->entry = x->entry + o.comp;
		m->opndshapes |= x->opndshapes;
		m->tiled |= x->tiled;
		rc = 0;
	}
	free(names);
	free(shapes);
	return rc;
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* cut the file into up to `want` pieces; the number of pieces */
static uint32_t cutpieces(const hlo_file *f, uint64_t minpiece, uint32_t want, uint64_t *cuts)
{
	uint32_t n = 1;

	if (want > MAXPIECES)
		want = MAXPIECES;
	if (f->size / minpiece < want)
		want = (uint32_t)(f->size / minpiece);
	cuts[0] = 0;
	for (uint32_t k = 1; k < want; k++) {
		uint64_t at = f->size / want * k, c;
		if (at <= cuts[n - 1])
			continue;
		c = findcut(f, at, f->size);
		if (c == 0)
			break;
		if (c > cuts[n - 1])
			cuts[n++] = c;
	}
	cuts[n] = f->size;
	return n;
}

/* two threads, three pieces.  A join costs about a fifth of parsing the
 * same bytes (500 MB dump: 0.19 s after 0.97 s), so the middle piece (its
 * parse and join on the second thread) is a little under half the file
 * and the first and last pieces (parsed on the main thread) the rest.
 * The last piece is what follows the first cut after 95 % of the file (a
 * dump ends with its entry computation, which may be large: the cut after
 * 90 %, 85 %, ... 80 % if need be), and its join is all that is left once
 * parsing ends.  Otherwise two pieces */
#define MIDPCT 46
#define LASTPCT 5
#define MAXLASTPCT 20

static uint32_t cutthree(const hlo_file *f, uint64_t minpiece, uint64_t *cuts)
{
	uint64_t a = 0, c = 0, pct = f->size / 100;

	for (uint64_t k = LASTPCT; k <= MAXLASTPCT && !c; k += 5)
		c = findcut(f, f->size - pct * k, f->size);
	if (c && c > pct * MIDPCT + minpiece)
		a = findcut(f, c - pct * MIDPCT, c);
	if (!a)
		return cutpieces(f, minpiece, 2, cuts);
	cuts[0] = 0;
	cuts[1] = a;
	cuts[2] = c;
	cuts[3] = f->size;
	return 3;
}

/* join piece x (parsed) to the first, then free it (joined or not, its
 * memory can go now): 0, or -1 when either failed or they do not join */
static int absorb(struct piece *first, struct piece *x)
{
	int rc = first->rc == 0 && x->rc == 0 && join(&first->p, x->p.mod) == 0 ? 0 : -1;

	hlo_free(x->p.mod);
	x->p.mod = NULL;
	return rc;
}

/* the middle piece, on the second thread: parsed, then joined to the
 * first once the main thread has parsed that */
struct middle {
	struct piece *first, *mid;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	int firstdone;
	int rc;
};

static void *runmiddle(void *arg)
{
	struct middle *w = arg;

	runpiece(w->mid);
	pthread_mutex_lock(&w->mu);
	while (!w->firstdone)
		pthread_cond_wait(&w->cv, &w->mu);
	pthread_mutex_unlock(&w->mu);
	w->rc = absorb(w->first, w->mid);
	return NULL;
}

/* the three pieces of cutthree; 0 when joined, else -1.  t: when
 * parsing ended (what is left is the last piece's join) */
static int threepieces(struct piece *v, double *t)
{
	struct middle w = {&v[0], &v[1], PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, -1};
	int threaded = pthread_create(&v[1].th, NULL, runmiddle, &w) == 0;

	runpiece(&v[0]);
	pthread_mutex_lock(&w.mu);
	w.firstdone = 1;
	pthread_cond_signal(&w.cv);
	pthread_mutex_unlock(&w.mu);
	if (!threaded)
		runmiddle(&w);
	if (v[0].rc == 0)
		runpiece(&v[2]);
	*t = now();
	if (threaded)
		pthread_join(v[1].th, NULL);
	pthread_mutex_destroy(&w.mu);
	pthread_cond_destroy(&w.cv);
	return w.rc == 0 && absorb(&v[0], &v[2]) == 0 ? 0 : -1;
}

hlo_module *hlo_psplit(const hlo_file *f, const hlo_limits *lim, uint32_t threads)
{
	uint64_t cuts[MAXPIECES + 1], minpiece = lim->minpiece ? lim->minpiece : MINPIECE;
	struct piece *v;
	uint32_t n = threads == 2 ? cutthree(f, minpiece, cuts) : cutpieces(f, minpiece, threads, cuts);
	uint32_t started = 1;
	hlo_module *m = NULL;
	int ok = 1;
	double t;

	if (n < 2)
		return NULL;
	v = ut_calloc(n, sizeof *v);
	for (uint32_t k = 0; k < n; k++) {
		v[k].d.out = NULL;
		hlo_pinit(&v[k].p, f, lim, &v[k].d);
		v[k].p.piece = k ? 2 : 1;
		v[k].beg = cuts[k];
		v[k].end = cuts[k + 1];
	}
	if (threads == 2 && n == 3) {
		ok = threepieces(v, &t) == 0;
	} else {
		for (uint32_t k = 1; k < n; k++, started++)
			if (pthread_create(&v[k].th, NULL, runpiece, &v[k]) != 0)
				break;
		runpiece(&v[0]);
		for (uint32_t k = 1; k < started; k++)
			pthread_join(v[k].th, NULL);
		/* a piece that could not start is parsed here */
		for (uint32_t k = started; k < n; k++)
			runpiece(&v[k]);
		t = now();
		for (uint32_t k = 0; k < n; k++)
			ok = ok && v[k].rc == 0;
		for (uint32_t k = 1; k < n && ok; k++)
			ok = absorb(&v[0], &v[k]) == 0;
	}
	if (ok && hlo_pentry(&v[0].p) == 0 && !v[0].d.errors) {
		m = v[0].p.mod;
		hlo_pdroptables(m);
		m->threads = n < threads ? n : threads;
		m->pieces = n;
		m->resolvesec = now() - t;
	}
	for (uint32_t k = 0; k < n; k++) {
		hlo_pfree(&v[k].p);
		if (v[k].p.mod != m)
			hlo_free(v[k].p.mod);
	}
	free(v);
#ifdef __GLIBC__
	/* the pieces were built in the threads' own malloc arenas and are freed
	 * now: give those pages back rather than keep them for the analysis */
	malloc_trim(0);
#endif
	return m;
}
