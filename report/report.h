/* report.h: the report writers (text, JSON) over one module's estimate */
#ifndef REPORT_H
#define REPORT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "estimate.h"
#include "hlo.h"
#include "json.h"

/* units.c */
const char *rp_xlasize(uint64_t n, char *buf, size_t cap);

/* units.c: a buffer's shape as reports print it: its value's shape, or
 * s8[N] for a GEMM workspace (its own buffer, of the dot's instruction) */
void rp_bufshape(const hlo_module *m, const est_buffer *b, char *out, size_t cap);
/* strings.c: HLO string contents (escapes as written) decoded */
size_t rp_unescape(const char *s, size_t n, char *out, size_t cap);
void rp_jhlostr(jw *w, const char *key, const hlo_module *m, uint32_t id);
size_t rp_opnametext(const hlo_module *m, const hlo_instr *in, char *out, size_t cap);
void rp_jsource(jw *w, const hlo_module *m, const hlo_instr *in);
const char *rp_categoryname(int cat);

/* framework.c: the framework that wrote a module, and advice in its words */
enum { FW_XLA, FW_JAX, FW_TORCH_XLA, FW_NEURON };
typedef struct {
	const char *name;
	const char *donate;     /* how to donate a parameter to an output */
	const char *remat;      /* how not to keep a value for later */
	const char *overbudget; /* the usual ways down */
	const char *sharding;   /* where to look at a buffer's sharding */
} fwwords;
int rp_framework(const hlo_module *m);
const fwwords *rp_frameworkwords(int fw);

/* producers.c: the buffers at the peak grouped by what made them, largest
 * first (caller frees) */
typedef struct {
	char key[64];           /* "parameters: params", "temporaries: all-gather", "outputs" */
	uint32_t count;
	uint64_t bytes;
	int temp;               /* a group of temporaries, made by `opcode` */
	int opcode;
} pgroup;
uint32_t rp_peakgroups(const hlo_module *m, const estimate *e, pgroup **out);
void rp_textpeakgroups(FILE *out, const hlo_module *m, const estimate *e, uint64_t used, uint32_t top);
void rp_jpeakgroups(jw *w, const hlo_module *m, const estimate *e);

/* a dump folder's files, as the driver (driver/dumps.c) finds them */
enum { STAGE_LOWERED = 1, STAGE_BEFORE = 2, STAGE_PASS = 3, STAGE_AFTER = 4 };   /* pipeline order */
typedef struct {
	char *path;
	char *program;
	char *stage;            /* after_optimizations, before_optimizations, or the
	                         * per-pass name: 0012.simplification.after_algsimp.before_dce */
	long id;
	long step;              /* per-pass dumps: XLA's step counter; else -1 */
	int kind;               /* STAGE_* */
	int chosen;             /* the file this program's estimate uses */
	int atstage;            /* at the --stage asked for (or none asked) */
	int hasother;           /* another file of its program is at its stage */
} dumpfile;
/* modules.c: the modules command's text over the files the driver scanned */
void rp_textmodules(FILE *out, const dumpfile *f, size_t n, const char *stage);

/* XLA's own figures from side files (driver/calib.c reads them) */
typedef struct {
	char source[4096];
	int hasstats, hastotal;
	uint32_t allocations;
	uint64_t argument, output, alias, temp, constant, total;
} calib;

/* what the caller asked for */
typedef struct {
	int top;                /* allocations listed (0: all) */
	uint64_t fold;          /* smaller ones are folded into one line */
	int hasbudget;
	uint64_t budget;        /* usable bytes: capacity minus reserved */
	int gate;               /* GATE_*: what decides "over" for a module not yet compiled */
	const calib *xla;       /* XLA's figures for this module, or NULL */
	const est_advice *adv;  /* measured candidates, or NULL when not computed */
	uint32_t nadv;
	int hasadv;             /* the advice was computed */
	const char *stage;      /* the dump stage the file holds (dumpstage), or NULL */
} repopts;

/* budget.c */
typedef struct {
	const char *name, *title;
	uint64_t capacity, reserved;
	const char *space;
	uint64_t workspace;     /* GPU: cuBLAS workspace of its generation (0: not a GPU) */
} device;

enum { GATE_BEST, GATE_LOWER, GATE_UPPER };   /* verdictgate() maps hlp_gate to these */
typedef struct {
	uint64_t used, budget;
	uint64_t unpadded;      /* used without the tile padding of what is live at the peak */
	int hasbudget, over;
	int maybe;              /* not yet compiled, the budget between the bounds */
	uint64_t lower, upper;  /* the bounds (equal to used when compiled) */
	int upperknown;
	const char *rule;       /* what "used" counts */
} verdict_t;

const device *rp_finddevice(const char *name);
const device *rp_devicelist(size_t *n);
int rp_parsesize(const char *s, uint64_t *out);
void rp_verdict(const estimate *e, uint64_t budget, int hasbudget, int gate, verdict_t *v);
const char *rp_verdictline(const verdict_t *v, char *buf, size_t cap);
void rp_textdevices(FILE *out);

/* scope.c: the peak's buffers as a tree over op_name path components */
void rp_scopetree(FILE *out, const hlo_module *m, const estimate *e, int depth);
void rp_jscopetree(jw *w, const hlo_module *m, const estimate *e, int depth);

/* text.c, jsonrep.c, md.c, github.c, timeline.c */
const char *rp_xlalabel(const hlo_module *m, uint32_t instr, char *buf, size_t cap);
void rp_textreport(FILE *out, const char *path, const hlo_module *m, const estimate *e, const repopts *ro);
void rp_checkline(FILE *out, const char *path, const hlo_module *m, const estimate *e, const repopts *ro);
void rp_jsonreport(jw *w, const char *path, const hlo_module *m, const estimate *e, const repopts *ro);
void rp_mdhead(FILE *out, const repopts *ro);
void rp_mdrow(FILE *out, FILE *details, const char *path, const hlo_module *m, const estimate *e, const repopts *ro);
void rp_asciitimeline(FILE *out, const hlo_module *m, const char *path, const estimate *e, int width, uint64_t used,
		   int hasbudget, uint64_t budget);
/* timeline.c, for html.c too: the timeline's highest step (the first one);
 * the instruction a step is named by; an instruction's %name, or what a
 * hidden step is */
int64_t rp_higheststep(const estimate *e);
uint32_t rp_stepinstr(const estimate *e, int64_t t);
const char *rp_instrname(const hlo_module *m, uint32_t i, char *buf, size_t cap);
/* html.c: the timeline page, one <section> per module between the head
 * and the tail (which holds the script that draws every section) */
void rp_htmlhead(FILE *out, const char *title);
void rp_htmlmodule(FILE *out, int index, const char *path, const hlo_module *m, const estimate *e, uint64_t used,
		int hasbudget, uint64_t budget);
void rp_htmltail(FILE *out);
/* text.c: how many outputs of the entry have an entry parameter's element
 * type and dimensions (each parameter matched once): what donation could
 * write in place */
uint32_t rp_donatable(const hlo_module *m);
void rp_textsuggest(FILE *out, const hlo_module *m, const estimate *e, const est_advice *adv, uint32_t n, int top);
void rp_textdonors(FILE *out, const hlo_module *m, const estimate *e);
void rp_jsonsuggest(jw *w, const hlo_module *m, const estimate *e, const est_advice *adv, uint32_t n);
/* suggest.c: the suggest command's text; after: the estimate with the top
 * `applied` candidates applied together, or NULL */
void rp_suggestreport(FILE *out, const char *path, const hlo_module *m, const estimate *e, const repopts *ro,
		   int applied, const estimate *after);
void rp_githubreport(FILE *out, const char *path, const hlo_module *m, const estimate *e, const repopts *ro);

/* several modules' reports put together (many.c): the JSON document
 * around the modules, and the text summary, largest first */
void rp_jsonmodule(FILE *out, const char *path, const hlo_module *m, const estimate *e, const repopts *ro);
void rp_jsonmodules(FILE *out);
void rp_jsonmodulesep(FILE *out);
void rp_jsonmodulesend(FILE *out, int n);
typedef struct {
	const char *path, *name, *stage;
	uint64_t used, unpadded;
	int over;
} modline;
void rp_textsummary(FILE *out, modline *v, int n, int hasbudget);
/* html.c: the page (path) of the modules' sections (in order); -1 when it cannot be written */
typedef struct {
	const char *name, *path;
	const char *html;
	size_t len;
} htmlsec;
int rp_htmlpage(const char *path, const htmlsec *s, int n, hlo_diag *d);

/* diffrep.c: what changed between two dumps, over the pairs the driver
 * made (driver/diff.c): a pair's two sides, or one side only */
typedef struct {
	const char *path, *program;
	const hlo_module *m;
	const estimate *e;
	uint64_t used;
} diffside;
typedef struct {
	const est_buffer *base, *new;
	int64_t delta;
} diffchange;
typedef struct {
	const diffside *base, *new;     /* one NULL: the program is only in the other dump */
	diffchange *ch;                 /* the buffers that changed, largest first */
	uint32_t nch;
	int over;                       /* grew past the gate */
} diffpair;
double rp_diffpercent(uint64_t base, uint64_t now);
void rp_textdiff(FILE *out, const diffpair *p, int n, int top);
void rp_jsondiff(FILE *out, const diffpair *p, int n, int top);
void rp_mddiff(FILE *out, const diffpair *p, int n);

#endif
