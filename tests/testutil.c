/* testutil.c: what the Check suites share (testutil.h) */
#define _GNU_SOURCE /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

hlo_module *parse(struct parsed *p, const char *text)
{
	hlo_limits lim;

	memset(p, 0, sizeof *p);
	p->text = strdup(text);
	ck_assert_ptr_nonnull(p->text);
	p->d.out = open_memstream(&p->msgs, &p->nmsgs);
	ck_assert_ptr_nonnull(p->d.out);
	hlo_defaultlimits(&lim);
	hlo_openmem(&p->f, "t.hlo", p->text, strlen(p->text));
	p->m = hlo_parse(&p->f, &lim, &p->d);
	fclose(p->d.out);
	p->d.out = NULL;
	ck_assert_msg(p->m != NULL && p->d.errors == 0, "rejected:\n%s\n%s", text, p->msgs);
	return p->m;
}

void release(struct parsed *p)
{
	hlo_free(p->m);
	free(p->msgs);
	free(p->text);
	memset(p, 0, sizeof *p);
}

int runsuite(Suite *s)
{
	SRunner *sr = srunner_create(s);
	int failed;

	srunner_run_all(sr, CK_ENV);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
