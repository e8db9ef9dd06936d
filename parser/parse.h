/* parse.h: state shared by the scanner, the grammar and the module builder.
 * Private to parser/. */
#ifndef PARSE_H
#define PARSE_H

#include <stdint.h>

#include "hlo.h"

/* locations are byte offsets into the file */
typedef struct {
	uint64_t beg, end;
} HLOYYLTYPE;
#define HLOYYLTYPE_IS_DECLARED 1
#define HLOYYLTYPE_IS_TRIVIAL 0

/* a token: its span, a small kind and, for integers, the value */
struct tok {
	uint64_t off;
	uint32_t len;
	uint32_t kind;  /* INT: 1 negative, 2 above INT64_MAX; TYPE: element type; A_CALL: call kind */
	int64_t i;
};

#define MAXARRAYNEST 4
#define MAXNEST 64

/* an array shape under construction; its ints sit in p->sv from base:
 * dims[rank], then minor_to_major[nm2m], then the first tile */
struct abuild {
	uint32_t base;
	uint16_t rank, nm2m, ntile, ntiles;
	uint8_t type, flags, laykind, group, colon;
	uint32_t memspace, ebits, splitdim;
	uint64_t tailpad, prefix, splitmax;
	uint64_t off;
};

/* a later piece of a file split in pieces leaves what only
 * an earlier piece can settle for the join (parser/split.c) */
#define CK_PENDING 0x80          /* callee kind flag: comp holds a name id */
#define OPND_PENDING 0x80000000u /* operand instr flag: the rest indexes parse.pend */
#define SRC_PENDING (HLO_NONE - 1) /* srcfile: srcline holds a stack frame id */

/* a metadata={...} block read as one token: its items, one at a time */
struct metaitem {
	uint64_t key, val;      /* offsets */
	uint32_t keylen, vallen;
	int isint;
	int64_t i;
};
#define MAXMETA 16

/* an instruction's head, `%name = SHAPE opcode(%a, %b)`, read by the
 * scanner as one token (lexhead in lexer.l) and replayed by phead */
#define MAXHEADOPS 16
struct head {
	uint64_t name;
	uint32_t namelen;
	uint32_t shape;
	int op;
	int ready;              /* read, and not yet replayed */
	struct tok param;       /* parameter(N): N, when len is not 0 */
	uint64_t meta;          /* `, metadata={...}` after it: "metadata={" */
	uint32_t metalen;       /* to its '}', or 0 */
	uint32_t nops;
	struct { uint64_t off; uint32_t len; } ops[MAXHEADOPS];
};

/* the scanner's {ID}: a letter or '_', then also digits, '.' and '-' */
#define ID_START 1
#define ID_REST 2
extern const unsigned char hlo_pidclass[256];

struct parse {
	void *scanner;
	const hlo_file *file;
	uint64_t end;       /* where this piece of the file ends */
	int piece;          /* 0: the whole file; 1: the first piece; 2: a later one */
	hlo_diag *diag;
	const hlo_limits *lim;
	hlo_module *mod;
	uint32_t srcpath;   /* lim->srcpath interned, once an instruction needs it */
	uint64_t pos;       /* scanner's offset */
	uint64_t feed;      /* bytes handed to flex */
	uint64_t beg;       /* where this piece of the file begins */
	uint64_t released;  /* pages before this were given back (input.c) */
	int lexfailed;      /* the scanner reported an error already */
	int failed;         /* an action reported an error */
	int errtok;
	int warnedapi;
	int warnedutf8;

	/* constant literals and backend_config JSON */
	uint64_t litstart;
	uint32_t litdepth, litcap;
	unsigned char *litstack;

	/* shapes */
	struct abuild ab[MAXARRAYNEST];
	int nab;
	int64_t *sv; uint32_t nsv, capsv;
	uint32_t *kids; uint32_t nkids, capkids;
	int64_t *iv; uint32_t niv, capiv;    /* shape indices, int lists */
	/* shapes by their text, for the scanner's shortcut (shape.c) */
	struct shapetext { uint32_t hash, len, id; uint64_t at; } *stab;
	uint32_t nstab, stabcap;
	char *stext; uint64_t nstext, capstext;
	uint32_t depth;                      /* tuple and bracket nesting */

	/* the computation and instruction being built; instructions nest
	 * (anonymous operands) and so do computations (written inline) */
	uint32_t comp;
	uint32_t nroot;
	uint32_t nentry;
	uint64_t compoff;
	hlo_instr *cur;
	hlo_instr ib[MAXNEST];
	uint32_t nib;
	struct { uint32_t comp, nroot, undo; } cs[MAXNEST];
	uint32_t ncs;
	struct { uint32_t name, def, comp; } *undo;
	uint32_t nundo, capundo;
	int reorder;            /* a computation was written inside another */
	uint32_t *doneorder;    /* computations in the order they end */
	uint32_t ndone, capdone;
	uint32_t lastinstr;
	uint32_t lastcallkind;
	struct { uint64_t off; uint32_t len, hash; } ahead; /* the next instruction's name, guessed */
	int inmeta;                          /* metadata: which key is being read */
	uint64_t metaoff;                    /* the block the scanner read last */
	uint32_t nmeta;                      /* its items (more than MAXMETA: read again) */
	struct metaitem meta[MAXMETA];
	struct head head;                    /* the head the scanner read last */
	int compnext;                        /* a computation may begin next */
	int indebug;                         /* inside debug_attributes */
	int logmode;                         /* the last generic key was log_mode */
	int accuracykey;
	uint32_t curframe;                   /* stack frame tables */
	int framesection;
	uint32_t *floc_file; uint32_t *floc_line; uint32_t nfloc;
	uint32_t *frame_loc; uint32_t nframe;
	uint32_t *filenames; uint32_t nfilename;

	/* a piece cut inside a computation (split.c): it may begin inside
	 * one (the scanner hands the grammar CONT first) and end inside one
	 * (OPENEND last); the operands it names but does not define are
	 * looked up in the earlier pieces when the pieces are joined */
	int contstart, openend;              /* asked for */
	int sentcont, sentopen;              /* the scanner's: given */
	uint32_t contcomp;                   /* the computation CONT opened, HLO_NONE */
	int contclosed;                      /* its '}' was read here */
	int openlast;                        /* the last computation is not closed yet */
	uint32_t *pend; uint32_t npend, cappend; /* names of OPND_PENDING operands */
};

/* scanner entry points (lexer.l) */
int hlo_litpush(struct parse *p, int c);
int hlo_litpop(struct parse *p, int c);
void hlo_pcheckutf8(struct parse *p, uint64_t beg, uint64_t end);

/* module building (build.c); each returns 0 or reports an error and returns -1 */
void hlo_pinit(struct parse *p, const hlo_file *f, const hlo_limits *lim, hlo_diag *d);
void hlo_pfree(struct parse *p);
uint32_t hlo_pintern(struct parse *p, uint64_t off, uint32_t len);
uint32_t hlo_pinternstr(struct parse *p, uint64_t off, uint32_t len);
uint32_t hlo_pinterncopy(struct parse *p, const char *s, uint32_t len);
uint32_t hlo_pinterncopyhash(struct parse *p, const char *s, uint32_t len, uint32_t hash);
void hlo_preservenames(hlo_module *m, uint32_t more);
void hlo_pnamesoon(const hlo_module *m, uint32_t hash);
void hlo_pnamelater(const hlo_module *m, uint32_t hash, int text);
int hlo_pfail(struct parse *p, uint64_t off, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int hlo_pbeginarray(struct parse *p, const struct tok *type);
int hlo_pdim(struct parse *p, const struct tok *t, int kind);
int hlo_playkind(struct parse *p, const struct tok *word);
int hlo_playarg(struct parse *p, const struct tok *t, int what);
int hlo_playgroup(struct parse *p);
int hlo_pendarray(struct parse *p, uint32_t *id, uint64_t beg, uint64_t end);
int hlo_pendtuple(struct parse *p, uint32_t base, uint32_t *id, uint64_t beg, uint64_t end);
uint32_t hlo_pfindshapetext(struct parse *p, const char *s, uint32_t len);
void hlo_pkeepshapetext(struct parse *p, uint64_t beg, uint64_t end, uint32_t id);
int hlo_ppushkid(struct parse *p, uint32_t id);
int hlo_ppushint(struct parse *p, int64_t v);
uint32_t hlo_pendpath(struct parse *p, uint32_t base);

int hlo_pbegincomp(struct parse *p, const struct tok *name, int entry, uint64_t off);
int hlo_pendcomp(struct parse *p, uint64_t end);
int hlo_pbegincont(struct parse *p, uint64_t off);
int hlo_popenend(struct parse *p);
int hlo_pclosejoined(struct parse *p, uint32_t comp, uint32_t count);
int hlo_pbegininstr(struct parse *p, const struct tok *name, int root, uint64_t off);
int hlo_phead(struct parse *p, int root, uint64_t off);
int hlo_psetshape(struct parse *p, uint32_t shape);
int hlo_popcode(struct parse *p, const struct tok *word);
int hlo_pconstant(struct parse *p, const struct tok *lit);
int hlo_poperand(struct parse *p, const struct tok *name, uint32_t path);
int hlo_pparamno(struct parse *p, const struct tok *n);
int hlo_pendinstr(struct parse *p, uint64_t end);
/* infer.c: the shape of an instruction written without one; -1 (reported) when it cannot be */
int hlo_pinfershape(struct parse *p, hlo_instr *in);
int hlo_pbeginanon(struct parse *p, const struct tok *opcode);
int hlo_pbeginanonconst(struct parse *p, const struct tok *lit);
int hlo_pendanon(struct parse *p, uint32_t shape, uint64_t end);
int hlo_pbegininline(struct parse *p, const struct tok *attr);
int hlo_pendinline(struct parse *p, int kind, uint64_t end);
int hlo_pcallee(struct parse *p, const struct tok *name, int kind);
int hlo_pattr(struct parse *p, const struct tok *name, uint64_t beg, uint64_t end);
int hlo_pmeta(struct parse *p, const struct tok *key, const struct tok *val, int isint);
int hlo_pnextmeta(const hlo_file *f, uint64_t *at, uint64_t end, int *comma, struct metaitem *it);
int hlo_pmetablock(struct parse *p, const struct tok *block);
int hlo_palias(struct parse *p, uint32_t outpath, const struct tok *opnd, uint32_t inpath,
	   const struct tok *kind, int header);
int hlo_pdonor(struct parse *p, const struct tok *param, uint32_t path);
int hlo_pctrl(struct parse *p, const struct tok *name);
int hlo_pfinish(struct parse *p);
int hlo_pentry(struct parse *p);
int hlo_pframeof(const struct parse *p, int64_t frame, uint32_t *file, uint32_t *line);
uint32_t hlo_pmergeshape(struct parse *p, const hlo_module *from, uint32_t id, const uint32_t *map);

/* parse.c: scan and parse bytes [beg, end) of the file into p->mod */
int hlo_prange(struct parse *p, uint64_t beg, uint64_t end);
void hlo_pdroptables(hlo_module *m);
/* split.c: parse a large file on several threads; NULL if it cannot */
hlo_module *hlo_psplit(const hlo_file *f, const hlo_limits *lim, uint32_t threads);
int hlo_pframe(struct parse *p, int section, const struct tok *id, const struct tok *key,
	   const struct tok *val);

#endif
