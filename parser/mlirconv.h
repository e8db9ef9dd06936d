/* mlirconv.h: the StableHLO converter's state and the functions its
 * files share, private to them (mlirconv.c and the mlir*.c files it
 * names).  The grammar's side is mlir.h. */
#ifndef MLIRCONV_H
#define MLIRCONV_H

#include <stdint.h>
#include <string.h>

#include "mlir.h"
#include "mlirgram.tab.h"
#include "util.h"

enum { REGION = 1000 };

struct sbuf {
	char *s;
	size_t n, cap;
	int borrowed;           /* s is the caller's (sbufon), not to free */
};

/* chunks that begin with the address of the chunk before */
struct arena {
	char *chunk;
	size_t n, cap;
};

struct nslot {
	uint32_t hash;          /* the name's namehash */
	uint32_t index;         /* index + 1, 0 empty */
};

/* names -> indexes; a slot keeps its name's hash, so that a probe and a
 * rehash read a name only when the hashes agree */
struct ntab {
	struct nslot *slot;
	uint32_t cap, n;
};

/* an SSA value as HLO knows it */
struct mval {
	char *key;              /* "%0", "%0#1", "%arg0" */
	char *hlo;              /* its instruction name */
	char *shape;            /* HLO shape text */
	uint32_t keylen;        /* (a region's values: the three one after
	                         * the other in its arena) */
};

/* an HLO instruction written into a computation */
struct minstr {
	char *text;             /* "%name = shape opcode(...), attrs" without metadata */
	uint64_t loc;           /* its loc(...) or #alias piece, 0: none */
	uint32_t loclen;
	int inarena;            /* text is in the converter's arena (emit's) */
	uint32_t line;          /* the line of the op it comes from, 0: none */
};

struct mcomp {
	char *name;
	struct minstr *in;
	uint32_t nin, capin;
	char *root;             /* the ROOT instruction's name */
	char *sym;              /* a function's symbol, or NULL */
	uint32_t nleadconst;    /* dead constants put first, in order */
	char **capkey;          /* a branch: the outside values it reads, in order */
	char **capshape;
	uint32_t ncap, capcap;
	uint32_t *calls;        /* computations it calls */
	uint32_t ncall, capcall;
	int entry, done;
	int defined, priv;      /* a function: defined here, private */
	uint64_t defoff;        /* where */
	/* a while's cond or body: its parameter (instruction wat), the
	 * number of loop values, the tuple the values it reads from outside
	 * come in through (wtuple), and for one loop value not tupled, that
	 * parameter's name and shape */
	uint32_t wat, wstate;
	char *wtuple, *wsingle, *wshape;
	/* the entry function: each result's Shardy sharding (sdy.sharding,
	 * `<@mesh, [...]>`), NULL where it has none */
	char **ressdy;
	uint32_t nres;
};

/* a region being read: the computation it becomes and its values */
struct mregion {
	uint32_t comp;
	struct mval *v;
	uint32_t nv, capv;
	uint32_t nparam;
	int terminated;
	uint32_t op;            /* the op it belongs to (index into the op stack) */
	struct ntab names;      /* key -> index into v */
	uint32_t *num;          /* a name %N (MLIR's printer numbers most values
	                         * so) -> index + 1, 0 none: read by N, without
	                         * hashing; other names are in names */
	uint32_t numcap;
	int captures;           /* a case/if branch: values from outside come in
	                         * through its one parameter, a tuple */
	char capparam[64];
	int loop;               /* a while's cond or body: they come in as more
	                         * loop values (the list is the cond's) */
	struct arena texts;     /* its values' texts */
};

/* an op being read */
struct mop {
	uint64_t off;
	int headkind;
	uint64_t head;
	uint32_t headlen;
	struct mpiece *pc;      /* kept from one op to the next in its slot */
	uint32_t n, cap;
	uint32_t depth;
	uint32_t ndef;
	uint32_t regions[16];   /* computations of its regions, in order */
	uint32_t nregion;
	int islabel;
	uint32_t line;          /* the line it begins on */
	/* last: mopbegin clears what comes before it */
	struct { uint64_t off; uint32_t len; int64_t count; } defs[64];
};

/* what a location gives an instruction's metadata: op_name, source
 * file and line (readloc) */
struct where {
	const char *name, *file;
	uint32_t namelen, filelen;
	long line;
};

struct malias_ {
	uint64_t name, val;
	uint32_t namelen, vallen;
	int locdepth;           /* what its location gives, read at this
	                         * depth (0: not yet) */
	struct where loc;
};

/* an op name's rule, looked up once: its text in the file, its one to
 * one HLO opcode or its index in oprules[] (-1: neither) */
struct mopname {
	uint64_t at;
	uint32_t len;
	int rule;
	const char *hop;
};

/* a type converted once: its text in the file and its HLO shape */
struct mshape {
	uint64_t at;
	uint32_t len, hlolen;
	char *hlo;
};

struct mconv {
	struct mparse *p;
	const char *text;       /* the file */
	struct mop *ops;
	uint32_t nop, capop;
	uint32_t usedop;        /* slots of ops[] ever used (their pc kept) */
	struct mregion *rg;
	uint32_t nrg, caprg;
	struct mcomp *comps;
	uint32_t ncomp, capcomp;
	struct malias_ *alias;
	uint32_t nalias, capalias;
	struct ntab aliasnames;
	int typedepth;          /* type aliases being read, one in another */
	struct mshape *shapes;  /* types by their text: a module names a few
	                         * types many times */
	uint32_t nshape, capshape;
	struct ntab shapenames;
	struct mopname *opnames;
	uint32_t nopname, capopname;
	struct ntab opnametab;
	struct arena texts;     /* emit's instruction texts */
	uint64_t counter;       /* XLA's unique ids: name.N */
	char modname[256];
	int64_t partitions, replicas;
	struct sbuf header;     /* input_output_alias, buffer_donor */
	struct sbuf ioalias, donors;
	struct sbuf meshes;     /* Shardy meshes: name = #sdy.mesh<...>, ... */
	int failed;
	int checkwarned;        /* an op of the check dialect was left out */
	uint64_t lineoff;       /* lines counted up to here: ops begin in */
	uint32_t lineno;        /* file order, so a count goes on from the last */
	uint32_t opline;        /* the line of the op the instructions added now
	                         * come from */
	struct mfact *facts;    /* what an instruction is: a splat, a reshape
	                         * (mlirfold.c) */
	uint32_t nfact, capfact;
	uint32_t *factat;       /* an instruction's id (hlo_mc_nameid) -> its
	                         * fact + 1, 0 none */
	uint64_t nfactat;
	struct ntab constkeys;  /* a splat's comp|shape|literal -> its fact */
};

/* the op's type signature: the last ':' outside brackets, then either
 * (ins) -> outs, or a list of types (the results; a same-type op's
 * operands too).  in[]/out[] are piece indices */
struct sig {
	uint32_t in[256], out[256];
	uint32_t nin, nout;
	int found;
};

/* what an op's rule works with: the op, its operands, its name without
 * the dialect, and the HLO attributes it builds */
struct opx {
	struct mconv *c;
	const struct mop *o;
	const struct mval **v;
	uint32_t nv;
	const char *name;
	size_t n;
	struct sbuf attrs;
	int pretty;
};

/* is the op's name the literal given (its length known when compiled) */
#define headis(c, o, lit) headisn((c), (o), "" lit, sizeof(lit) - 1)

/* mlirtext.c */
void hlo_mc_sgrowto(struct sbuf *b, size_t more);
void hlo_mc_sprintf_(struct sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void hlo_mc_sputint(struct sbuf *b, int64_t v);
void hlo_mc_putescaped(struct sbuf *b, const char *s, size_t n);
void hlo_mc_arenafree(struct arena *a);

/* mlirconv.c */
int hlo_mc_fail(struct mconv *c, uint64_t off, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void hlo_mc_freeregion(struct mregion *r);
char *hlo_mc_xstrdup(const char *s);
char *hlo_mc_dupn(const char *s, size_t n);
int hlo_mc_inpiece(const char *s, uint32_t len, const char *w);
const char *hlo_mc_aliaskey(const void *ctx, uint32_t k, size_t *n);
void hlo_mc_defval(struct mconv *c, const char *key, size_t keylen, const char *hlo, const char *shape);
const struct mval *hlo_mc_regionval(const struct mregion *r, const char *s, size_t n);
const struct mval *hlo_mc_findval(struct mconv *c, const char *s, size_t n);
int hlo_mc_isfuture(const struct mconv *c, const struct mpiece *x);
int hlo_mc_isbundle(const struct mconv *c, const struct mpiece *x);
uint32_t hlo_mc_defcount(const struct mconv *c, const struct mop *o, uint32_t d);
void hlo_mc_signature(const struct mconv *c, const struct mop *o, struct sig *s);
int hlo_mc_attrspan(const struct mconv *c, const struct mop *o, const char *name, uint32_t *from, uint32_t *to);
uint32_t hlo_mc_ints(const struct mconv *c, const struct mop *o, uint32_t from, uint32_t to, int64_t *v, uint32_t max);
void hlo_mc_intlist(struct sbuf *b, const int64_t *v, uint32_t n);

/* mlirtype.c */
const char *hlo_mc_elemtype(const char *s, size_t n);
int hlo_mc_shapeof(struct mconv *c, const char *s, size_t n, uint64_t off, struct sbuf *out);

/* mliremit.c */
uint32_t hlo_mc_newcomp(struct mconv *c, const char *base, size_t n);
void hlo_mc_addinstr(struct mconv *c, uint32_t comp, char *text, uint64_t loc, uint32_t loclen);
void hlo_mc_addcall(struct mconv *c, uint32_t from, uint32_t to);
int hlo_mc_islocpiece(const struct mconv *c, const struct mpiece *x);
void hlo_mc_oploc(const struct mconv *c, const struct mop *o, uint64_t *off, uint32_t *len);
void hlo_mc_newname(struct mconv *c, const char *base, char *out, size_t cap);
void hlo_mc_emit(struct mconv *c, const struct mop *o, const char *base, const char *shape, const char *opcode,
		 const char *const *opnds, uint32_t nopnd, const char *attrs, char *name, size_t cap);

/* mlirregion.c */
int hlo_mc_useval(struct mconv *c, const char *s, size_t n, uint64_t off, struct mval *out);
uint32_t hlo_mc_operands(struct mconv *c, const struct mop *o, struct mval *store, const struct mval **v, uint32_t max);
int hlo_mc_resultkey(const struct mconv *c, const struct mop *o, uint32_t i, char *key, size_t cap);
int hlo_mc_results(struct mconv *c, const struct mop *o, const char *hlo, char *const *shapes, uint32_t nshape);
int hlo_mc_resultshapes(struct mconv *c, const struct mop *o, const struct sig *s, char **shapes, uint32_t *n,
			struct sbuf *whole);
int hlo_mc_oneshape(struct mconv *c, const struct mop *o, const struct sig *s, struct sbuf *whole);
void hlo_mc_freeshapes(char **shapes, uint32_t n);
const char *hlo_mc_hloopcode(const char *s, size_t n);
int hlo_mc_chloelementwise(const char *s, size_t n);
uint32_t hlo_mc_regioncomp(const struct mop *o, uint32_t k);
int hlo_mc_symname(const struct mconv *c, const struct mop *o, const char **s, uint32_t *n);
int hlo_mc_iswhile(const struct mconv *c, const struct mop *o);
void hlo_mc_shortname(const struct mconv *c, const struct mop *o, const char **s, size_t *n);
void hlo_mc_param(struct mconv *c, uint32_t no, const char *key, size_t keylen, const char *shape, const char *attrs);
int hlo_mc_attrstring(const struct mconv *c, const struct mop *o, uint32_t from, uint32_t to, const char *key,
		      const char **s, uint32_t *n);
int hlo_mc_putsharding(struct mconv *c, uint64_t off, const char *v, uint32_t vl, struct sbuf *out);
uint32_t hlo_mc_textrank(const char *shape);
int hlo_mc_blockargs(struct mconv *c, const struct mop *o, uint32_t from, struct mregion *r, int tupled);
int hlo_mc_labelfuncargs(struct mconv *c, const struct mop *owner, const struct mop *label, struct mregion *r);

/* mlirconvop.c */
const char *hlo_mc_valname(const struct mval *v);
int hlo_mc_simple(struct mconv *c, const struct mop *o, const char *base, const char *opcode, const struct mval **v,
		  uint32_t nv, const char *attrs);
int hlo_mc_intattr(const struct mconv *c, const struct mop *o, const char *const *names, struct sbuf *b,
		   const char *hloname);
int64_t hlo_mc_intvalue(const struct mconv *c, const struct mop *o, const char *const *names, int64_t dflt);
void hlo_mc_replicagroups(const struct mconv *c, const struct mop *o, struct sbuf *b);
void hlo_mc_channel(const struct mconv *c, const struct mop *o, struct sbuf *b);
char *hlo_mc_scalarof(const char *shape);
int hlo_mc_convreduce(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, int pretty);
int hlo_mc_sliceattr(const struct mconv *c, const struct mop *o, struct sbuf *b);
int hlo_mc_blobints(const struct mconv *c, const struct mop *o, const char *what, const char *key, int64_t *v,
		    int max);
void hlo_mc_dotattrs(const struct mconv *c, const struct mop *o, struct sbuf *b);
int hlo_mc_convalltoall(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv);
int hlo_mc_convcustomcall(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv);
int hlo_mc_splat(const struct mconv *c, const struct mop *o);
uint64_t hlo_mc_elements(const char *shape);
int hlo_mc_convtopk(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv);
int hlo_mc_conveinsum(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv);

/* mlirflow.c */
uint32_t hlo_mc_funccomp(struct mconv *c, const char *s, uint32_t n);
int hlo_mc_convcall(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv);
char *hlo_mc_maketuple(struct mconv *c, const struct mval *const *v, uint32_t nv, char *name, size_t cap);
int hlo_mc_convreturn(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv);
int hlo_mc_convwhile(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv);
int hlo_mc_convbranches(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, int isif);
int hlo_mc_standin(struct mconv *c, const struct mop *o, const char *name, size_t n, const struct mval **v,
		   uint32_t nv);
uint32_t hlo_mc_symattr(struct mconv *c, const struct mop *o, const char *key);
int hlo_mc_convscan(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv);
int hlo_mc_convasyncstart(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, int mhlo);
const char *hlo_mc_fusionkind(const struct mconv *c, const struct mop *o);

/* mlirsdy.c */
int hlo_mc_sdymesh(struct mconv *c, const struct mop *o);
int hlo_mc_sdyconstraint(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv, const char *key);
int hlo_mc_sdyforward(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv);
int hlo_mc_tupleelem(const char *t, uint32_t j, const char **from, size_t *len);
int hlo_mc_sdymanual(struct mconv *c, const struct mop *o, const struct mval **v, uint32_t nv);

/* mlirops.c */
int hlo_mc_convertop(struct mconv *c, struct mop *o);
const char *hlo_mc_direction(const struct mconv *c, const struct mop *o);

/* the number every name the converter makes ends in (".N", N from
 * mconv.counter: unique in the module), or UINT64_MAX */
static inline uint64_t hlo_mc_nameid(const char *s, size_t n)
{
	uint64_t id = 0, scale = 1;
	size_t k = n;

	while (k > 0 && s[k - 1] >= '0' && s[k - 1] <= '9' && n - k < 18) {
		id += (uint64_t)(s[k - 1] - '0') * scale;
		scale *= 10;
		k--;
	}
	return k > 0 && k < n && s[k - 1] == '.' ? id : UINT64_MAX;
}

/* mlirfold.c */
int hlo_mc_splatlit(const char *lit);
void hlo_mc_splatconst(struct mconv *c, const struct mop *o, const char *shape, const char *lit, char *out,
		       size_t cap);
void hlo_mc_reshapeof(struct mconv *c, const struct mop *o, const struct mval *v, const char *shape, char *out,
		      size_t cap);
int hlo_mc_fold(struct mconv *c, const struct mop *o, const char *name, size_t n, const struct mval **v, uint32_t nv);
void hlo_mc_freefacts(struct mconv *c);

/* mlirloc.c */
void hlo_mc_readloc(struct mconv *c, const char *p, const char *e, struct where *w, int depth);

/* a buffer that starts in the caller's memory (a few hundred bytes on its
 * stack): no malloc unless the text outgrows it; free it with sfree */
static inline void sbufon(struct sbuf *b, char *mem, size_t cap)
{
	*b = (struct sbuf){mem, 0, cap, 1};
	mem[0] = 0;
}

static inline void sfree(struct sbuf *b)
{
	if (!b->borrowed)
		free(b->s);
}

/* room for more bytes and a NUL: the test inline, the growth not */
static inline void sgrow(struct sbuf *b, size_t more)
{
	if (b->n + more + 1 > b->cap)
		hlo_mc_sgrowto(b, more);
}

static inline void sput(struct sbuf *b, const char *s, size_t n)
{
	sgrow(b, n);
	memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = 0;
}

/* inline, so that a literal's length is known when compiled */
static inline void sputs(struct sbuf *b, const char *s)
{
	sput(b, s, strlen(s));
}

static inline char *arenabytes(struct arena *a, size_t n)
{
	char *at;

	if (!a->chunk || a->n + n > a->cap) {
		size_t cap = n + sizeof a->chunk > 8192 ? n + sizeof a->chunk : 8192;
		char *chunk = ut_malloc(cap);
		memcpy(chunk, &a->chunk, sizeof a->chunk);
		a->chunk = chunk;
		a->n = sizeof a->chunk;
		a->cap = cap;
	}
	at = a->chunk + a->n;
	a->n += n;
	return at;
}

static inline uint32_t namehash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;

	for (size_t k = 0; k < n; k++)
		h = (h ^ (unsigned char)s[k]) * 16777619u;
	return h;
}

/* the slot of a name of hash h: where it is, or the empty slot it would
 * take; key(i) gives entry i's name */
static inline struct nslot *ntfind(const struct ntab *t, const char *s, size_t n, uint32_t h,
				   const char *(*key)(const void *, uint32_t, size_t *), const void *ctx)
{
	uint32_t m = t->cap - 1;

	for (uint32_t at = h & m;; at = (at + 1) & m) {
		size_t kl;
		const char *k;
		if (!t->slot[at].index)
			return &t->slot[at];
		if (t->slot[at].hash != h)
			continue;
		k = key(ctx, t->slot[at].index - 1, &kl);
		if (kl == n && !memcmp(k, s, n))
			return &t->slot[at];
	}
}

/* set name -> index (a later definition replaces an earlier one) */
static inline void ntput(struct ntab *t, const char *s, size_t n, uint32_t index,
			 const char *(*key)(const void *, uint32_t, size_t *), const void *ctx)
{
	uint32_t h = namehash(s, n);
	struct nslot *at;

	if (2 * (t->n + 1) > t->cap) {
		uint32_t cap = t->cap ? 2 * t->cap : 64, m = cap - 1;
		struct nslot *big = ut_calloc(cap, sizeof *big);
		for (uint32_t k = 0; k < t->cap; k++)
			if (t->slot[k].index) {
				uint32_t j = t->slot[k].hash & m;
				while (big[j].index)
					j = (j + 1) & m;
				big[j] = t->slot[k];
			}
		free(t->slot);
		t->slot = big;
		t->cap = cap;
	}
	at = ntfind(t, s, n, h, key, ctx);
	if (!at->index)
		t->n++;
	at->hash = h;
	at->index = index + 1;
}

static inline int ntget(const struct ntab *t, const char *s, size_t n, const char *(*key)(const void *, uint32_t, size_t *),
			const void *ctx, uint32_t *index)
{
	const struct nslot *at;

	if (!t->cap)
		return 0;
	at = ntfind(t, s, n, namehash(s, n), key, ctx);
	if (!at->index)
		return 0;
	*index = at->index - 1;
	return 1;
}

/* is s[0, n) the string t?  The first byte first: most entries of a
 * table differ there */
static inline int streqn(const char *t, const char *s, size_t n)
{
	return n && *t == *s && strlen(t) == n && !memcmp(t, s, n);
}

static inline const char *ptext(const struct mconv *c, const struct mpiece *x)
{
	return c->text + x->off;
}

static inline int piseq(const struct mconv *c, const struct mpiece *x, const char *s)
{
	size_t n = strlen(s);

	return x->len == n && !memcmp(ptext(c, x), s, n);
}

static inline struct mop *curop(struct mconv *c)
{
	return c->nop ? &c->ops[c->nop - 1] : NULL;
}

static inline struct mregion *curregion(struct mconv *c)
{
	return c->nrg ? &c->rg[c->nrg - 1] : NULL;
}

static inline int headisn(const struct mconv *c, const struct mop *o, const char *name, size_t n)
{
	return o->headlen == n && !memcmp(c->text + o->head, name, n);
}

#endif
