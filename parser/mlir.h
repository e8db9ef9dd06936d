/* mlir.h: the StableHLO front end (MLIR text as JAX prints it), private to
 * parser/.
 *
 * mlirlex.l cuts the text into tokens; anything bracketed whose inside the
 * structure does not need (tensor<...>, dense<...>, #attr<...>, loc(...))
 * is one BLOB token.  mlirgram.y reads the structure every MLIR op shares:
 * `%results = name pieces`, one op a line, regions in braces.  Its actions
 * hand each op's pieces to the converter (mlirconv.c; past an op's head
 * the scanner gathers the plain ones into runs, one RUN token each, and
 * only brackets and ends of lines go to the parser one by one), which
 * writes the HLO text XLA's StableHLO-to-HLO export would give; hlo_parse
 * then reads that text as it reads any HLO module. */
#ifndef MLIR_H
#define MLIR_H

#include <stdint.h>

#include "hlo.h"

/* locations: byte offsets into the MLIR file */
typedef struct {
	uint64_t beg, end;
} MLYYLTYPE;
#define MLYYLTYPE_IS_DECLARED 1
#define MLYYLTYPE_IS_TRIVIAL 0

/* one token of an op, kept in order with the nesting it sits at */
struct mpiece {
	int kind;               /* the grammar's token code, or '(' ')' ... */
	uint64_t off;
	uint32_t len;
	uint32_t depth;         /* brackets around it within the op */
	uint32_t region;        /* REGION pieces: the region's index */
};

struct mconv;               /* the converter (mlirconv.c) */

/* plain pieces handed over as one RUN token at most */
enum { MRUN = 64 };

struct mparse {
	const hlo_file *file;
	const char *text;       /* the file's bytes and a NUL after them: what
	                         * the converter reads numbers and words from */
	hlo_diag *diag;
	const hlo_limits *lim;
	void *scanner;
	uint64_t pos;           /* scanner position */
	uint64_t fed;           /* bytes handed to flex so far */
	/* bracket stack: a newline ends an op only outside ( [ < */
	char stack[256];
	uint32_t sp;
	int lastnl;             /* the last token returned was a newline */
	int last;               /* the last other token returned */
	int label;              /* the line began with a block label */
	int funchead;           /* the op being read is func.func */
	int nlpend;             /* a newline goes out next: after the '{' of a
	                         * region that goes on on its line */
	uint64_t blobbeg;       /* BLOB: where it started */
	uint64_t lmbeg, lmend;  /* the last match as matched one piece at a
	                         * time (blanks apart from their token, a
	                         * blob's start apart from its inside): the
	                         * location at the end of the input */
	uint32_t blobdepth;
	int failed;
	struct mconv *conv;
	/* the function read as the entry: "main"; for a module without one,
	 * its one public function that no other calls, read a second time
	 * (mlirparse.c), the warnings of the first reading not repeated */
	const char *entry;
	uint32_t entrylen;
	int quietwarn;
	char *fallback;         /* the converter's choice of that function */
	uint64_t fallbackoff;   /* where it is defined */
	int named;              /* entry was asked for (hlo_limits.entry) */
	int spill;              /* the HLO text may go to a temporary file:
	                         * once it passes 256 KiB, it is written to one
	                         * as it is made */
	int spillfd;            /* that file (-1: none, the text in memory;
	                         * set back to -1 if a write fails) */
	uint64_t spilled;       /* bytes written to it */
	uint64_t entryoff;      /* where the entry function is defined */
	int listing;            /* hlo_mlirentries: the candidates wanted */
	char **cands;           /* ... the public functions no other calls */
	uint32_t ncand;
	/* while the grammar reads an op's pieces, the scanner hands its
	 * plain tokens (all but brackets and ends of lines) over in runs,
	 * one RUN token for up to MRUN: the parser's cost is per token */
	int body;               /* it does (the grammar's actions say so) */
	char bodies[256];       /* body as it was at each bracket of stack[] */
	struct mpiece run[MRUN];
	uint32_t nrun;
	int pend, haspend;      /* the token that ended a run: the next one */
	MLYYLTYPE pendloc;
	MLYYLTYPE mloc;         /* the last match's location, where a RUN's */
	uint64_t mpos;          /* replaced it: while pos is still mpos */
	int mclob;
};

/* the scanner (mlirlex.l) */
int mlyylex_init_extra(struct mparse *p, void **scanner);
int mlyylex_destroy(void *scanner);

/* the converter's side of the grammar's actions (mlirconv.c); each
 * returns -1 after reporting an error */
struct mconv *hlo_mconvnew(struct mparse *p);
void hlo_mconvfree(struct mconv *c);
int hlo_mopbegin(struct mconv *c, uint64_t off);             /* a new op in the current region */
int hlo_mopdef(struct mconv *c, uint64_t off, uint32_t len, int64_t count); /* one of its results */
int hlo_mophead(struct mconv *c, int kind, uint64_t off, uint32_t len);
int hlo_mpiece(struct mconv *c, int kind, uint64_t off, uint32_t len);
int hlo_mrun(struct mconv *c, const struct mpiece *run, uint32_t n);   /* plain pieces, in order */
int hlo_mregionbegin(struct mconv *c, uint64_t off);         /* inside the current op */
int hlo_mregionend(struct mconv *c, uint64_t off);
int hlo_mblocklabel(struct mconv *c, uint64_t off);          /* ^bb0(...): its pieces follow */
int hlo_mopend(struct mconv *c, uint64_t off);
int hlo_malias(struct mconv *c, uint64_t name, uint32_t namelen, uint64_t val, uint32_t vallen);
/* the module's HLO text once all is read (caller frees), or NULL; with
 * p->spillfd still >= 0 after it, the text is in that file (spilled bytes)
 * and the string returned is empty */
char *hlo_mconvfinish(struct mconv *c, uint64_t *len);

/* mlircheck.c: the pretty form of a stablehlo.* op (its name and the
 * pieces after it) against StableHLO's own format for it; -1 with where
 * and what when StableHLO's parser would refuse it */
struct mcheckerr {
	uint64_t off;
	char msg[256];
};
int hlo_mcheck(const char *text, const char *op, size_t oplen, const struct mpiece *pc, uint32_t n,
	       struct mcheckerr *err);
/* the StableHLO attributes and types among any op's pieces, in either
 * form: -1 with where and what when StableHLO would refuse one */
int hlo_mcheckattrs(const char *text, const struct mpiece *pc, uint32_t n, struct mcheckerr *err);

/* mlirparse.c: does this text look like MLIR?  Then the HLO it converts to */
int hlo_ismlir(const hlo_file *f);
/* spill: a text over 256 KiB may go to a temporary file; *fd is then that
 * file (*len bytes, the string returned empty), else -1 and the text is
 * the string.  NULL on error */
char *hlo_mlirtohlo(const hlo_file *f, const hlo_limits *lim, hlo_diag *d, int spill, int *fd, uint64_t *len);

#endif
