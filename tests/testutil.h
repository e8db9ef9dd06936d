/* testutil.h: what the Check suites share: a module parsed from a string,
 * and running a suite. */
#ifndef TESTUTIL_H
#define TESTUTIL_H

#include <check.h>
#include <stddef.h>

#include "hlo.h"

/* one parsed module; the text must outlive the module, which points into it */
struct parsed {
	char *text;
	hlo_file f;
	hlo_diag d;
	char *msgs;
	size_t nmsgs;
	hlo_module *m;
};

/* parse text as t.hlo, failing the test if it is rejected */
hlo_module *parse(struct parsed *p, const char *text);
void release(struct parsed *p);
/* run every test of the suite: the exit status of a test program */
int runsuite(Suite *s);

#endif
