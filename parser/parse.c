/* parse.c: run the scanner and grammar over one file */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hlo.h"
#include "parse.h"
#include "grammar.tab.h"
#include "lexer.h"
#include "mlir.h"
#include "util.h"

int hloyyparse(void *scanner, struct parse *p);

void hlo_defaultlimits(hlo_limits *lim)
{
	memset(lim, 0, sizeof *lim);
	lim->maxrank = 64;
	lim->maxdepth = 2000;
	lim->maxinstrs = 200000000;
}

/* literal brackets: remember which kind opened each level */
int hlo_litpush(struct parse *p, int c)
{
	if (p->litdepth >= p->lim->maxdepth)
		return -1;
	GROW(p->litstack, p->litdepth, p->litcap);
	p->litstack[p->litdepth++] = (unsigned char)c;
	return 0;
}

/* close a level: -1 on a mismatch, else the depth left */
int hlo_litpop(struct parse *p, int c)
{
	int want = c == ')' ? '(' : '{';

	if (p->litdepth == 0 || p->litstack[p->litdepth - 1] != want)
		return -1;
	return (int)--p->litdepth;
}

/* true if the text holds nothing but white space and comments */
static int blank(const hlo_file *f)
{
	const char *s = f->data, *e = s + f->size;

	while (s < e) {
		if (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n') {
			s++;
		} else if (e - s >= 2 && s[0] == '/' && s[1] == '/') {
			while (s < e && *s != '\n')
				s++;
		} else if (e - s >= 4 && s[0] == '/' && s[1] == '*') {
			const char *c = s + 2;
			while (c + 1 < e && !(c[0] == '*' && c[1] == '/'))
				c++;
			if (c + 1 >= e)
				return 0;
			s = c + 2;
		} else {
			return 0;
		}
	}
	return 1;
}

/* scan and parse bytes [beg, end) of the file into p->mod: 0 or -1 */
int hlo_prange(struct parse *p, uint64_t beg, uint64_t end)
{
	yyscan_t scanner;
	int rc;

	p->pos = p->feed = p->released = p->beg = beg;
	p->end = end;
	if (hloyylex_init_extra(p, &scanner)) {
		hlo_fileerror(p->diag, p->file->path, "cannot start the scanner");
		return -1;
	}
	p->scanner = scanner;
	rc = hloyyparse(scanner, p);
	hloyylex_destroy(scanner);
	if (rc != 0 || p->failed || p->lexfailed) {
		if (!p->failed && !p->lexfailed)
			hlo_error(p->diag, p->file, end, "cannot parse the module");
		return -1;
	}
	/* what the scanner kept back is not needed now either */
	hlo_release(p->file, p->released, end);
	return 0;
}

/* the lookup tables are only needed while parsing */
void hlo_pdroptables(hlo_module *m)
{
	ut_droptable(m->namehash, (size_t)m->namecap * sizeof *m->namehash);
	free(m->shapehash);
	free(m->defs);
	free(m->defcomp);
	m->namehash = NULL;
	m->shapehash = m->defs = m->defcomp = NULL;
}

static uint32_t cores(const hlo_limits *lim)
{
	uint32_t n;

	if (lim->threads)
		return lim->threads;
	n = ut_cpus();
	return n < 64 ? n : 64;
}

/* StableHLO text: converted to HLO (mlirparse.c), which is then read as
 * any HLO module is; the module keeps the converted text.  The text is
 * written to a temporary file as it is made and read from its mapping,
 * so that it never sits whole in memory: the parser gives its pages back
 * as it goes and a report reads the lines it needs from the page cache,
 * as for an HLO dump (issue 21: RSS no worse than HLO's).  A text under
 * 256 KiB, or one without a temporary file, stays in memory */
static hlo_module *parsemlir(const hlo_file *f, const hlo_limits *lim, hlo_diag *d)
{
	uint64_t len = 0;
	int fd = -1;
	char *text = hlo_mlirtohlo(f, lim, d, 1, &fd, &len), *name;
	hlo_file *hf;
	hlo_module *m;
	size_t n;

	/* the StableHLO has been read: its pages go back, as the HLO parser
	 * gives back a file's (what a report reads again comes back from the
	 * page cache), and the HLO it was turned into is read next */
	hlo_release(f, 0, f->size);
	if (!text) {
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	n = strlen(f->path);
	name = ut_malloc(n + 16);
	memcpy(name, f->path, n);
	memcpy(name + n, " (as HLO)", 10);
	hf = ut_calloc(1, sizeof *hf);
	if (fd >= 0) {
		free(text);
		text = NULL;
		if (hlo_mapfd(hf, name, fd, len, d) < 0) {
			free(name);
			free(hf);
			return NULL;
		}
	} else {
		hlo_openmem(hf, name, text, len);
	}
	/* an op without a Python location is placed by its line in the file */
	hlo_limits here = *lim;
	here.srcpath = f->path;
	m = hlo_parse(hf, &here, d);
	if (!m) {
		/* the text is hlopeak's own: whatever it lacks is the
		 * converter's fault, not the input's */
		hlo_fileerror(d, f->path, "the HLO this StableHLO converts to does not read back (a converter bug: "
		              "the error above is located in that text; please report it with the module)");
		hlo_close(hf);
		free(text);
		free(name);
		free(hf);
		return NULL;
	}
	m->ownfile = hf;
	m->owntext = text;
	m->ownname = name;
	return m;
}

/* what XLA's parser refuses of an element of a tuple read: an operand's
 * tuple path (%t#2) past its shape, a get-tuple-element of a value that is
 * no tuple or of an index past its elements (hlo_parser.cc: "GTE operand
 * must be tuple", "GTE index N out of bounds"); located at the
 * instruction's name.  Read from the whole module, so that a file read in
 * pieces gives the same message */
static int checktuples(const hlo_module *m, hlo_diag *d)
{
	for (uint32_t i = 0; i < m->ninstr; i++) {
		const hlo_instr *in = &m->instrs[i];
		const hlo_operand *o = m->operands + in->opnd;
		uint32_t s;
		for (uint32_t k = 0; k < in->nopnd; k++) {
			if (!o[k].path || m->instrs[o[k].instr].shape == HLO_NONE)
				continue;
			if (hlo_subshape(m, m->instrs[o[k].instr].shape, hlo_path(m, o[k].path), hlo_pathlen(m, o[k].path)) ==
			    HLO_NONE) {
				hlo_error(d, m->file, hlo_nameoff(in), "operand %u's tuple path is past its shape's elements",
				          k + 1);
				return -1;
			}
		}
		if (in->opcode != OP_GET_TUPLE_ELEMENT || in->nopnd != 1 || (s = m->instrs[o[0].instr].shape) == HLO_NONE)
			continue;
		if (o[0].path)
			s = hlo_subshape(m, s, hlo_path(m, o[0].path), hlo_pathlen(m, o[0].path));
		if (m->shapes[s].kind != SK_TUPLE) {
			hlo_error(d, m->file, hlo_nameoff(in), "get-tuple-element of a value that is not a tuple "
			          "(GTE operand must be tuple)");
			return -1;
		}
		if (in->aux < 0 || (uint64_t)in->aux >= m->shapes[s].rank) {
			hlo_error(d, m->file, hlo_nameoff(in), "GTE index %" PRId64 " out of bounds: the tuple has %u elements",
			          in->aux, m->shapes[s].rank);
			return -1;
		}
	}
	return 0;
}

/* the module, if its tuple reads hold (checktuples), else NULL; the
 * conditionals XLA replaces by a call of one branch made calls
 * (condsimp.c), then each computation a call runs with one caller
 * (callgraph.c), the selects of a constant predicate replaced by what
 * they pick (selsimp.c), then what HloDCE removes removed (dce.c) */
static hlo_module *checked(hlo_module *m, const hlo_limits *lim, hlo_diag *d)
{
	if (m && checktuples(m, d) < 0) {
		hlo_free(m);
		return NULL;
	}
	if (m) {
		hlo_simplifyconds(m);
		hlo_flattencalls(m, lim->maxinstrs);
		if (!lim->keepdead) {
			hlo_simplifyselects(m);
			hlo_removedead(m);
		}
	}
	return m;
}

hlo_module *hlo_parse(const hlo_file *f, const hlo_limits *lim, hlo_diag *d)
{
	struct parse p;
	hlo_module *m;
	uint32_t threads = cores(lim);

	if (hlo_ismlir(f))
		return parsemlir(f, lim, d);

	/* large files in pieces on several threads; anything unusual in them
	 * (an error, a warning) and the whole file is read again in one piece,
	 * so that messages are the same whatever the number of threads */
	if (threads > 1 && (m = hlo_psplit(f, lim, threads)) != NULL)
		return checked(m, lim, d);
	hlo_pinit(&p, f, lim, d);
	if (blank(f)) {
		hlo_error(d, f, f->size, "empty file: no HLO module");
		hlo_pfree(&p);
		hlo_free(p.mod);
		return NULL;
	}
	if (hlo_prange(&p, 0, f->size) < 0) {
		hlo_pfree(&p);
		hlo_free(p.mod);
		return NULL;
	}
	hlo_pfree(&p);
	hlo_pdroptables(p.mod);
	return checked(p.mod, lim, d);
}

/* run the scanner alone: cb sees each token's kind name and byte span;
 * returns 0 at the end of the file, -1 after a scanner error */
int hlo_lex(const hlo_file *f, const hlo_limits *lim, hlo_diag *d, hlo_tokfn cb, void *ctx)
{
	struct parse p;
	yyscan_t scanner;
	HLOYYSTYPE v;
	HLOYYLTYPE l;
	int t, rc = 0;

	hlo_pinit(&p, f, lim, d);
	if (hloyylex_init_extra(&p, &scanner)) {
		hlo_pfree(&p);
		hlo_free(p.mod);
		return -1;
	}
	p.scanner = scanner;
	while ((t = hloyylex(&v, &l, scanner)) > 0) {
		if (t == LEXERROR) {
			rc = -1;
			break;
		}
		cb(ctx, hlo_tokname(t), l.beg, l.end);
	}
	if (p.lexfailed)
		rc = -1;
	hloyylex_destroy(scanner);
	hlo_pfree(&p);
	hlo_free(p.mod);
	return rc;
}

void hlo_free(hlo_module *m)
{
	if (!m)
		return;
	free(m->instrs);
	free(m->comps);
	free(m->operands);
	free(m->callees);
	free(m->attrs);
	free(m->aliases);
	free(m->shapes);
	free(m->ints);
	free(m->names);
	free(m->strs);
	free(m->ioalias);
	free(m->donors);
	ut_droptable(m->namehash, (size_t)m->namecap * sizeof *m->namehash);
	free(m->shapehash);
	free(m->defs);
	free(m->defcomp);
	free(m->compbyname);
	if (m->ownfile)
		hlo_close(m->ownfile);
	free(m->owntext);
	free(m->ownname);
	free(m->ownfile);
	free(m);
}
