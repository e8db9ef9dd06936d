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
 * Where no such line lies near the place a cut is wanted (a dump whose
 * entry computation is most of the file), the cut goes between two
 * instruction lines inside the computation open there.  The piece before
 * it ends inside that computation, the piece after it begins inside it;
 * the operands the later piece names without defining are looked up at
 * the join among the names the computation has in the earlier pieces, and
 * the join closes the computation once its '}' is joined (its count, its
 * root, its parameters), checking what the one-thread parse would have
 * checked as it went: no name defined twice, one ROOT, no call of itself.
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
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hlo.h"
#include "parse.h"
#include "util.h"

#define MINPIECE (8u << 20) /* below this a thread costs more than it saves */
#define MAXPIECES 64

/* where a piece's elements go in the joined module; a piece that begins
 * inside a computation (cont) has that computation first, and its
 * instructions go to the joined module's last one, still open there */
struct offs {
	uint32_t instr, comp, opnd, callee, attr, alias, ints;
	uint32_t cont, open;
	uint32_t contcallees;   /* the continued computation's callees: the piece's first */
};

/* where the piece's computation c goes */
static uint32_t movecomp(const struct offs *o, uint32_t c)
{
	return o->cont && c == 0 ? o->open : o->comp + c - o->cont;
}

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

/* might the line at q be an instruction's: indented, then a name (with
 * or without '%', or after ROOT)? */
static int instrline(const char *q, const char *e)
{
	if (q >= e || (*q != ' ' && *q != '\t'))
		return 0;
	while (q < e && (*q == ' ' || *q == '\t'))
		q++;
	return q < e && (*q == '%' || (hlo_pidclass[(unsigned char)*q] & ID_START));
}

/* The start of the first line at or after off that is an instruction's and
 * follows one, inside the computation that is open there; 0 if none
 * before lim.  A cut there that is not between two instructions after all
 * (an instruction over several lines, a string or comment across them)
 * leaves one of the pieces with a syntax error, and the file is then read
 * on one thread. */
static uint64_t findinstrcut(const hlo_file *f, uint64_t off, uint64_t lim)
{
	const char *s = f->data, *e = f->data + lim, *q = s + off, *prev = NULL;

	while (q < e) {
		const char *nl = memchr(q, '\n', (size_t)(e - q));
		if (!nl || nl + 1 >= e)
			return 0;
		if (prev && instrline(prev, e) && instrline(nl + 1, e))
			return (uint64_t)(nl + 1 - s);
		prev = nl + 1;
		q = nl + 1;
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
	for (uint32_t c = o->cont; c < x->ncomp; c++) {
		hlo_comp k = x->comps[c];
		k.name = names[k.name];
		k.first += o->instr;
		k.root = k.root == HLO_NONE ? HLO_NONE : k.root + o->instr;
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
		in.comp = movecomp(o, in.comp);
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

/* the piece's operands, callees, attributes and aliases; res: where the
 * operands it left pending went */
static int joinedges(struct parse *to, const hlo_module *x, const uint32_t *names, const struct offs *o,
		     const uint32_t *res)
{
	hlo_module *m = to->mod;

	RESERVE(m->operands, m->nopnd, m->capopnd, x->nopnd);
	for (uint32_t k = 0; k < x->nopnd; k++) {
		uint32_t i = x->operands[k].instr;
		m->operands[m->nopnd].instr = i & OPND_PENDING ? res[i & ~OPND_PENDING] : i + o->instr;
		m->operands[m->nopnd++].path = movepath(x->operands[k].path, o->ints);
		if ((k + 1) % DROPEVERY == 0)
			ut_dropread(x->operands, (size_t)(k + 1) * sizeof *x->operands);
	}
	RESERVE(m->callees, m->ncallee, m->capcallee, x->ncallee);
	for (uint32_t k = 0; k < x->ncallee; k++) {
		hlo_callee c = x->callees[k];
		if (c.kind & CK_PENDING) {
			/* a computation of an earlier piece (later ones are errors),
			 * closed before the call (the continued one calling
			 * itself is an error too) */
			c.comp = m->compbyname[names[c.comp]];
			if (c.comp == HLO_NONE || c.comp >= o->comp || (c.comp == o->open && k < o->contcallees))
				return -1;
			c.kind &= (uint8_t)~CK_PENDING;
		} else {
			c.comp = movecomp(o, c.comp);
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

/* the instructions a piece that begins inside a computation names without
 * defining: each defined in that computation by an earlier piece (it is
 * earlier in the file, as it must be), else NULL */
static uint32_t *resolvepending(const struct parse *to, const struct parse *xp, const uint32_t *names,
				uint32_t open)
{
	const hlo_module *m = to->mod;
	uint32_t *res = ut_malloc((size_t)xp->npend * sizeof *res + 1);

	for (uint32_t k = 0; k < xp->npend; k++) {
		uint32_t n = names[xp->pend[k]];
		if (m->defcomp[n] != open) {
			free(res);
			return NULL;
		}
		res[k] = m->defs[n];
	}
	return res;
}

/* the continued computation's instructions, appended to the open one: no
 * name defined twice, one ROOT at most; their names are then known to a
 * later piece that continues it too.  Closed when its '}' was read */
static int joincont(struct parse *to, const struct parse *xp, const struct offs *o)
{
	hlo_module *m = to->mod;
	const hlo_comp *c = &xp->mod->comps[0];
	hlo_comp *open = &m->comps[o->open];

	if (!xp->contclosed && xp->mod->ncomp != 1)
		return -1;
	for (uint32_t i = o->instr; i < o->instr + c->count; i++) {
		const hlo_instr *in = &m->instrs[i];
		if (in->flags & IF_ANON)
			continue;
		if (m->defcomp[in->name] == o->open)
			return -1; /* defined twice */
		m->defs[in->name] = i;
		m->defcomp[in->name] = o->open;
	}
	if (c->root != HLO_NONE) {
		if (open->root != HLO_NONE)
			return -1; /* two ROOTs */
		open->root = c->root + o->instr;
	}
	if (xp->contclosed)
		return hlo_pclosejoined(to, o->open, o->instr + c->count - open->first);
	return 0;
}

/* a piece that ends inside a computation: the names its part of it
 * defines, for the piece that continues it to look up */
static void defineopen(struct parse *to)
{
	hlo_module *m = to->mod;
	uint32_t last = m->ncomp - 1;
	const hlo_comp *c = &m->comps[last];

	for (uint32_t i = c->first; i < m->ninstr; i++)
		if (!(m->instrs[i].flags & IF_ANON)) {
			m->defs[m->instrs[i].name] = i;
			m->defcomp[m->instrs[i].name] = last;
		}
}

/* append a later piece's module to the first piece's: 0, or -1 when the
 * pieces do not make a module (the caller then reads the whole file) */
static int join(struct parse *to, const struct parse *xp)
{
	hlo_module *m = to->mod;
	const hlo_module *x = xp->mod;
	uint32_t cont = xp->contcomp != HLO_NONE;
	struct offs o = {m->ninstr, m->ncomp, m->nopnd, m->ncallee, m->nattr, m->nalias, 0, cont, m->ncomp - 1, 0};
	uint32_t *names, *shapes, *res = NULL;
	int rc = -1;

	if (x->hasheader || x->nioalias || x->ndonor ||
	    (uint64_t)m->ninstr + x->ninstr > to->lim->maxinstrs ||
	    (uint64_t)m->nint + x->nint >= UINT32_MAX || (uint64_t)m->nname + x->nname >= UINT32_MAX / 2 ||
	    (uint64_t)m->nopnd + x->nopnd >= UINT32_MAX || (uint64_t)m->nattr + x->nattr >= UINT32_MAX ||
	    (uint64_t)m->ncallee + x->ncallee >= UINT32_MAX || (uint64_t)m->ninstr + x->ninstr >= UINT32_MAX)
		return -1;
	if (x->entry != HLO_NONE && m->entry != HLO_NONE)
		return -1; /* two ENTRY computations */
	/* a piece cut inside a computation continues the one left open */
	if ((int)cont != to->openlast || (cont && xp->contcomp != 0) ||
	    (cont && (uint64_t)m->ninstr + x->ninstr >= OPND_PENDING))
		return -1; /* (instruction ids must leave OPND_PENDING's bit free) */
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
	if (cont) {
		res = resolvepending(to, xp, names, o.open);
		for (uint32_t i = 0; i < x->comps[0].count; i++)
			if (x->instrs[i].callee + x->instrs[i].ncallee > o.contcallees)
				o.contcallees = x->instrs[i].callee + x->instrs[i].ncallee;
	}
	/* the continued computation is closed before the callees are looked
	 * up: the piece's later computations may call it */
	if ((!cont || res) && joinbodies(to, x, names, shapes, &o) == 0 && (!cont || joincont(to, xp, &o) == 0) &&
	    joinedges(to, x, names, &o, res) == 0) {
		if (x->entry != HLO_NONE)
			m->entry = movecomp(&o, x->entry);
		m->opndshapes |= x->opndshapes;
		m->tiled |= x->tiled;
		/* a computation continued here and left open has its names
		 * known already (joincont) */
		if (xp->openlast && !(cont && !xp->contclosed))
			defineopen(to);
		to->openlast = xp->openlast;
		rc = 0;
	}
	free(res);
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

/* where a piece begins: a computation's start, or (mid) an instruction
 * line inside one */
struct cut {
	uint64_t at;
	int mid;
};

/* how far past the place asked for a cut between computations may lie
 * before one inside a computation is taken instead */
#define NEARPCT 5

/* a cut at or after off and before lim: between computations if one lies
 * near, else between two instructions (a dump whose entry computation is
 * most of the file has no other); at 0 if there is none */
static struct cut cutnear(const hlo_file *f, uint64_t off, uint64_t lim)
{
	uint64_t c = findcut(f, off, lim);

	if (c && c - off <= f->size / 100 * NEARPCT)
		return (struct cut){c, 0};
	c = findinstrcut(f, off, lim);
	return (struct cut){c, c != 0};
}

/* cut the file into up to `want` pieces; the number of pieces */
static uint32_t cutpieces(const hlo_file *f, uint64_t minpiece, uint32_t want, struct cut *cuts)
{
	uint32_t n = 1;

	if (want > MAXPIECES)
		want = MAXPIECES;
	if (f->size / minpiece < want)
		want = (uint32_t)(f->size / minpiece);
	cuts[0] = (struct cut){0, 0};
	for (uint32_t k = 1; k < want; k++) {
		uint64_t at = f->size / want * k;
		struct cut c;
		if (at <= cuts[n - 1].at)
			continue;
		c = cutnear(f, at, f->size);
		if (c.at == 0)
			break;
		if (c.at > cuts[n - 1].at)
			cuts[n++] = c;
	}
	cuts[n] = (struct cut){f->size, 0};
	return n;
}

/* two threads, three pieces.  A join costs about a fifth of parsing the
 * same bytes (500 MB dump: 0.19 s after 0.97 s), so the middle piece (its
 * parse and join on the second thread) is a little under half the file
 * and the first and last pieces (parsed on the main thread) the rest.
 * The last piece is what follows the first cut after 95 % of the file (a
 * dump ends with its entry computation, which may be large: the cut after
 * 90 %, 85 %, ... 80 % if need be, else one inside the entry computation),
 * and its join is all that is left once parsing ends.  Otherwise two
 * pieces */
#define MIDPCT 46
#define LASTPCT 5
#define MAXLASTPCT 20

static uint32_t cutthree(const hlo_file *f, uint64_t minpiece, struct cut *cuts)
{
	uint64_t pct = f->size / 100;
	struct cut a = {0, 0}, c = {0, 0};

	for (uint64_t k = LASTPCT; k <= MAXLASTPCT && !c.at; k += 5)
		c.at = findcut(f, f->size - pct * k, f->size);
	if (!c.at)
		c = cutnear(f, f->size - pct * LASTPCT, f->size);
	if (c.at && c.at > pct * MIDPCT + minpiece)
		a = cutnear(f, c.at - pct * MIDPCT, c.at);
	if (!a.at)
		return cutpieces(f, minpiece, 2, cuts);
	cuts[0] = (struct cut){0, 0};
	cuts[1] = a;
	cuts[2] = c;
	cuts[3] = (struct cut){f->size, 0};
	return 3;
}

/* join piece x (parsed) to the first, then free it (joined or not, its
 * memory can go now): 0, or -1 when either failed or they do not join */
static int absorb(struct piece *first, struct piece *x)
{
	int rc = first->rc == 0 && x->rc == 0 && join(&first->p, &x->p) == 0 ? 0 : -1;

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
	struct cut cuts[MAXPIECES + 1];
	uint64_t minpiece = lim->minpiece ? lim->minpiece : MINPIECE;
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
		v[k].beg = cuts[k].at;
		v[k].end = cuts[k + 1].at;
		v[k].p.contstart = cuts[k].mid;
		v[k].p.openend = cuts[k + 1].mid;
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
	if (ok && !v[0].p.openlast && hlo_pentry(&v[0].p) == 0 && !v[0].d.errors) {
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
	/* the pieces were built in the threads' own malloc arenas and are freed
	 * now: give those pages back rather than keep them for the analysis */
	ut_trimheap();
	return m;
}
