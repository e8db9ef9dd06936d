/* mlirparse.c: StableHLO in, HLO text out: the front end's driver.
 *
 * A file (or stdin) is MLIR when, past blank lines and // comments, it
 * begins with `module`, `func.func`, `sdy.mesh`, a `#name =` / `!name =` alias or
 * another dialect's op naming a symbol (`vhlo.func_v1 @main`); HLO
 * text begins with `HloModule` or a computation.  Detection reads the
 * content, never the file name. */
#include <ctype.h>
#include <string.h>
#include <unistd.h>

#include "mlir.h"
#include "mlirgram.tab.h"
#include "mlirlex.h"
#include "util.h"

int hlo_ismlir(const hlo_file *f)
{
	const char *p = f->data, *e = f->data + f->size;

	for (;;) {
		while (p < e && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n'))
			p++;
		if (e - p >= 2 && p[0] == '/' && p[1] == '/') {
			while (p < e && *p != '\n')
				p++;
			continue;
		}
		break;
	}
	if (e - p >= 7 && !memcmp(p, "module", 6) && (p[6] == ' ' || p[6] == '{' || p[6] == '@'))
		return 1;
	if (e - p >= 10 && !memcmp(p, "func.func ", 10))
		return 1;
	if (e - p >= 9 && !memcmp(p, "sdy.mesh ", 9))
		return 1;
	/* the generic form: "builtin.module"() or "func.func"() */
	if (e - p >= 16 && !memcmp(p, "\"builtin.module\"", 16))
		return 1;
	if (e - p >= 11 && !memcmp(p, "\"func.func\"", 11))
		return 1;
	if (p < e && (*p == '#' || *p == '!'))
		return 1;
	/* an op of some dialect that names a symbol, `vhlo.func_v1 @main`:
	 * MLIR, to be refused as the foreign op it is (an HLO computation's
	 * name is never followed by '@') */
	{
		const char *q = p;
		int dot = 0;
		while (q < e && (isalnum((unsigned char)*q) || *q == '_' || *q == '.'))
			dot |= *q++ == '.';
		return dot && q > p && isalpha((unsigned char)*p) && e - q >= 2 && q[0] == ' ' && q[1] == '@';
	}
}

/* one reading of the text: p (set up by the caller: entry, named,
 * quietwarn, listing) over data; the HLO text, or NULL */
static char *convert(struct mparse *p, const hlo_file *f, const char *data, const hlo_limits *lim, hlo_diag *d,
		     uint64_t *len)
{
	char *text = NULL;
	int rc;

	p->file = f;
	p->text = data;
	p->diag = d;
	p->lim = lim;
	p->entrylen = (uint32_t)strlen(p->entry);
	p->lastnl = 1;
	p->conv = hlo_mconvnew(p);
	if (mlyylex_init_extra(p, &p->scanner)) {
		hlo_mconvfree(p->conv);
		hlo_error(d, f, 0, "out of memory");
		return NULL;
	}
	rc = mlyyparse(p->scanner, p);
	mlyylex_destroy(p->scanner);
	if (rc == 0 && !p->failed)
		text = hlo_mconvfinish(p->conv, len);
	hlo_mconvfree(p->conv);
	return text;
}

/* numbers and words are read with the C library (strtoll, strstr): a NUL
 * after the text keeps them inside it.  Standard input and a mapped file
 * that ends inside a page have one (input.c); a copy ending in NUL for
 * anything else (*copy, the caller frees it) */
static const char *nulended(const hlo_file *f, char **copy)
{
	*copy = NULL;
	if (hlo_nulended(f))
		return f->data;
	*copy = ut_malloc(f->size + 1);
	memcpy(*copy, f->data, f->size);
	(*copy)[f->size] = 0;
	return *copy;
}

char *hlo_mlirtohlo(const hlo_file *f, const hlo_limits *lim, hlo_diag *d, int spill, int *fd, uint64_t *len)
{
	char *copy, *text;
	const char *data = nulended(f, &copy);
	struct mparse p;

	memset(&p, 0, sizeof p);
	p.entry = lim->entry ? lim->entry : "main";
	p.named = lim->entry != NULL;
	p.spill = spill;
	p.spillfd = -1;
	text = convert(&p, f, data, lim, d, len);
	*fd = p.spillfd;
	if (text && p.named)
		hlo_warn(d, f, p.entryoff,
		         "no @main function: @%s, one of the public functions no other calls, is read as a program "
		         "of its own (each of them is estimated)",
		         lim->entry);
	if (!text && p.fallback) {
		/* no @main, one function that can be it: read again with that
		 * one as the entry (mliremit.c, noentry), its warnings given */
		struct mparse again;
		memset(&again, 0, sizeof again);
		again.entry = p.fallback;
		again.quietwarn = 1;
		again.spill = spill;
		again.spillfd = -1;
		if (*fd >= 0)
			close(*fd);
		text = convert(&again, f, data, lim, d, len);
		*fd = again.spillfd;
		free(again.fallback);
		if (text)
			hlo_warn(d, f, p.fallbackoff,
			         "no @main function: @%s, the one public function no other calls, is read as the entry "
			         "(XLA's converter needs a @main, which JAX always writes)",
			         p.fallback);
	}
	free(p.fallback);
	free(copy);
	return text;
}

/* does the text hold w anywhere? */
static int mentions(const char *s, uint64_t n, const char *w)
{
	size_t wl = strlen(w);
	const char *e = s + n, *q;

	for (q = s; (uint64_t)(e - q) >= wl && (q = memchr(q, w[0], (size_t)(e - q) - wl + 1)) != NULL; q++)
		if (!memcmp(q, w, wl))
			return 1;
	return 0;
}

int hlo_mlirentries(const hlo_file *f, const hlo_limits *lim, char ***names, uint32_t *n)
{
	hlo_diag quiet = {NULL, 0, 0, 0};
	char *copy, *text;
	const char *data;
	struct mparse p;
	uint64_t len;

	*names = NULL;
	*n = 0;
	/* JAX always writes @main (`@main(`, or `sym_name = "main"` in the
	 * generic form): only a module that never names it is read here,
	 * its messages counted only (the program's own reading gives them) */
	if (!hlo_ismlir(f) || mentions(f->data, f->size, "@main(") || mentions(f->data, f->size, "sym_name = \"main\""))
		return 0;
	data = nulended(f, &copy);
	memset(&p, 0, sizeof p);
	p.entry = "main";
	p.quietwarn = 1;
	p.listing = 1;
	p.spillfd = -1;
	text = convert(&p, f, data, lim, &quiet, &len);
	free(text);
	free(copy);
	*names = p.cands;
	*n = p.ncand;
	return 0;
}
