/* hloshapes: each instruction of an HLO text file as hlopeak's parser read
 * it, one "name<TAB>shape" line each, in the order they were read; the
 * shapes the text leaves out are the ones the parser inferred.  For
 * tools/truth/xlaparse.py, which holds them to XLA's parser.
 *
 * usage: hloshapes FILE (exit 2 on a usage error, 3 when FILE is not read) */
#include <stdio.h>

#include "hlopeak.h"
#include "hlo.h"

int main(int argc, char **argv)
{
	hlo_diag d = {stderr, 0, 0, 0};
	hlo_limits lim;
	hlo_module *m;
	hlo_file f;
	char shape[8192];

	if (argc != 2) {
		fprintf(stderr, "usage: hloshapes FILE\n");
		return 2;
	}
	if (hlo_open(&f, argv[1], &d) < 0)
		return 3;
	hlo_defaultlimits(&lim);
	lim.keepdead = 1; /* every instruction, dead or not */
	if (!(m = hlo_parse(&f, &lim, &d))) {
		hlo_close(&f);
		return 3;
	}
	for (uint32_t i = 0; i < m->ninstr; i++) {
		const hlo_instr *in = &m->instrs[i];
		hlo_printshape(m, in->shape, shape, sizeof shape);
		printf("%.*s\t%s\n", (int)m->names[in->name].len, hlo_str(m, in->name), shape);
	}
	hlo_free(m);
	hlo_close(&f);
	return 0;
}
