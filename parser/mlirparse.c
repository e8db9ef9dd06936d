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

char *hlo_mlirtohlo(const hlo_file *f, const hlo_limits *lim, hlo_diag *d, uint64_t *len)
{
	struct mparse p;
	char *text = NULL, *copy;
	int rc;

	memset(&p, 0, sizeof p);
	p.file = f;
	/* numbers and words are read with the C library (strtoll, strstr):
	 * a NUL after the text keeps them inside it.  Standard input and a
	 * mapped file that ends inside a page have one (input.c); a copy
	 * ending in NUL for anything else */
	copy = NULL;
	if (hlo_nulended(f)) {
		p.text = f->data;
	} else {
		copy = ut_malloc(f->size + 1);
		memcpy(copy, f->data, f->size);
		copy[f->size] = 0;
		p.text = copy;
	}
	p.diag = d;
	p.lim = lim;
	p.lastnl = 1;
	p.conv = hlo_mconvnew(&p);
	if (mlyylex_init_extra(&p, &p.scanner)) {
		hlo_mconvfree(p.conv);
		free(copy);
		hlo_error(d, f, 0, "out of memory");
		return NULL;
	}
	rc = mlyyparse(p.scanner, &p);
	mlyylex_destroy(p.scanner);
	if (rc == 0 && !p.failed)
		text = hlo_mconvfinish(p.conv, len);
	hlo_mconvfree(p.conv);
	free(copy);
	return text;
}
