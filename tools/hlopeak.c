/* hlopeak: the command line */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlo.h"

int main(int argc, char **argv)
{
	hlo_diag d = {stderr, 0, 0, 0};
	hlo_limits lim;
	int rc = 0;

	hlo_defaultlimits(&lim);
	for (int i = 2; i < argc; i++) {
		hlo_file f;
		hlo_module *m;
		if (hlo_open(&f, argv[i], &d) < 0) {
			rc = 3;
			continue;
		}
		m = hlo_parse(&f, &lim, &d);
		if (!m)
			rc = 3;
		else
			printf("%s: %u computations, %u instructions, %u shapes\n", argv[i], m->ncomp, m->ninstr, m->nshape);
		hlo_free(m);
		hlo_close(&f);
	}
	return rc;
}
