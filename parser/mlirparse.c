/* mlirparse.c: StableHLO in, HLO text out: the front end's driver.
 *
 * A file (or stdin) is MLIR when, past blank lines and // comments, it
 * begins with `module`, `func.func`, `sdy.mesh` or a `#name =` / `!name =` alias; HLO
 * text begins with `HloModule` or a computation.  Detection reads the
 * content, never the file name. */
#include <string.h>

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
	return p < e && (*p == '#' || *p == '!');
}

/* one reading of the text, with `entry` as the entry function: the HLO
 * text, or NULL.  *fallback (the caller frees it) is set when the module
 * has no @main but one function to read as it, *at where it is defined */
static char *convert(const hlo_file *f, const char *data, const hlo_limits *lim, hlo_diag *d, const char *entry,
		     int quietwarn, uint64_t *len, char **fallback, uint64_t *at)
{
	struct mparse p;
	char *text = NULL;
	int rc;

	memset(&p, 0, sizeof p);
	p.file = f;
	p.text = data;
	p.diag = d;
	p.lim = lim;
	p.entry = entry;
	p.entrylen = (uint32_t)strlen(entry);
	p.quietwarn = quietwarn;
	p.lastnl = 1;
	p.conv = hlo_mconvnew(&p);
	if (mlyylex_init_extra(&p, &p.scanner)) {
		hlo_mconvfree(p.conv);
		hlo_error(d, f, 0, "out of memory");
		*fallback = NULL;
		return NULL;
	}
	rc = mlyyparse(p.scanner, &p);
	mlyylex_destroy(p.scanner);
	if (rc == 0 && !p.failed)
		text = hlo_mconvfinish(p.conv, len);
	hlo_mconvfree(p.conv);
	*fallback = p.fallback;
	*at = p.fallbackoff;
	return text;
}

char *hlo_mlirtohlo(const hlo_file *f, const hlo_limits *lim, hlo_diag *d, uint64_t *len)
{
	const char *data;
	char *text, *copy = NULL, *entry, *again;
	uint64_t at, at2;

	/* numbers and words are read with the C library (strtoll, strstr):
	 * a NUL after the text keeps them inside it.  Standard input and a
	 * mapped file that ends inside a page have one (input.c); a copy
	 * ending in NUL for anything else */
	if (hlo_nulended(f)) {
		data = f->data;
	} else {
		copy = ut_malloc(f->size + 1);
		memcpy(copy, f->data, f->size);
		copy[f->size] = 0;
		data = copy;
	}
	text = convert(f, data, lim, d, "main", 0, len, &entry, &at);
	if (!text && entry) {
		/* no @main, one function that can be it: read again with that
		 * one as the entry (mlirconv.c, noentry), its warnings given */
		text = convert(f, data, lim, d, entry, 1, len, &again, &at2);
		free(again);
		if (text)
			hlo_warn(d, f, at,
			         "no @main function: @%s, the one public function no other calls, is read as the entry "
			         "(XLA's converter needs a @main, which JAX always writes)",
			         entry);
	}
	free(entry);
	free(copy);
	return text;
}
