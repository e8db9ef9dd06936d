/* test_fixtures.c: every file in $TESTDATA named bad-*.hlo, ok-*.hlo or
 * crash-*.hlo.
 *
 * A bad fixture's first line is `// ERROR: LINE:COL: MESSAGE` and parsing
 * it must fail with exactly one error, at that place, whose message contains
 * MESSAGE.  An ok fixture's first line is `// OK` and it must parse without
 * errors.  A crash fixture (an input the fuzzers once crashed on, see
 * FUZZING.md) is either, by its first line; an `// OK` one must also get an
 * estimate for every target (under the sanitizers, the regression test). */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlopeak.h"
#include "hlo.h"
#include "estimate.h"
#include "testutil.h"

enum { MINBAD = 25, MINOK = 6, MAXFILES = 512 };

/* the fixtures, found before the suite runs (forked tests inherit them) */
static const char *dir;
static char *bad[MAXFILES], *good[MAXFILES];
static int nbad, ngood, ncrash;

static int bystr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int hasprefix(const char *s, const char *p)
{
	return !strncmp(s, p, strlen(p));
}

static int hassuffix(const char *s, const char *x)
{
	size_t n = strlen(s), k = strlen(x);

	return n >= k && !strcmp(s + n - k, x);
}

static char *joinpath(const char *d, const char *name)
{
	size_t n = strlen(d) + strlen(name) + 2;
	char *s = malloc(n);

	if (!s)
		abort();
	snprintf(s, n, "%s/%s", d, name);
	return s;
}

/* list the fixtures of $TESTDATA, sorted; a missing directory lists none */
static void findfixtures(void)
{
	DIR *d;
	struct dirent *e;

	dir = getenv("TESTDATA");
	if (!dir || !(d = opendir(dir)))
		return;
	while ((e = readdir(d)) != NULL) {
		if (!hassuffix(e->d_name, ".hlo"))
			continue;
		if (hasprefix(e->d_name, "bad-") && nbad < MAXFILES)
			bad[nbad++] = joinpath(dir, e->d_name);
		else if (hasprefix(e->d_name, "ok-") && ngood < MAXFILES)
			good[ngood++] = joinpath(dir, e->d_name);
		else if (hasprefix(e->d_name, "crash-") && nbad < MAXFILES && ngood < MAXFILES) {
			char *path = joinpath(dir, e->d_name), head[8] = "";
			FILE *fp = fopen(path, "rb");
			if (fp) {
				if (!fgets(head, sizeof head, fp))
					head[0] = 0;
				fclose(fp);
			}
			if (hasprefix(head, "// OK"))
				good[ngood++] = path;
			else
				bad[nbad++] = path;
			ncrash++;
		}
	}
	closedir(d);
	qsort(bad, (size_t)nbad, sizeof *bad, bystr);
	qsort(good, (size_t)ngood, sizeof *good, bystr);
}

/* one parse of a file with the diagnostics captured */
struct run {
	hlo_file f;
	hlo_diag d;
	hlo_module *m;
	char *msgs;
	size_t nmsgs;
};

static void parsefile(struct run *r, const char *path)
{
	hlo_limits lim;

	memset(r, 0, sizeof *r);
	hlo_defaultlimits(&lim);
	r->d.out = open_memstream(&r->msgs, &r->nmsgs);
	ck_assert_ptr_nonnull(r->d.out);
	ck_assert_msg(hlo_open(&r->f, path, &r->d) == 0, "%s: cannot open", path);
	r->m = hlo_parse(&r->f, &lim, &r->d);
	fclose(r->d.out);
	r->d.out = NULL;
}

static void endrun(struct run *r)
{
	hlo_free(r->m);
	hlo_close(&r->f);
	free(r->msgs);
}

/* the first line of the mapped file, without its line ending */
static void firstline(const hlo_file *f, char *buf, size_t cap)
{
	size_t n = 0;

	while (n < f->size && n + 1 < cap && f->data[n] != '\n')
		n++;
	memcpy(buf, f->data, n);
	while (n > 0 && (buf[n - 1] == '\r' || buf[n - 1] == ' '))
		n--;
	buf[n] = 0;
}

static int countof(const char *s, const char *needle)
{
	int n = 0;

	for (const char *q = s; (q = strstr(q, needle)) != NULL; q += strlen(needle))
		n++;
	return n;
}

START_TEST(test_bad)
{
	const char *path = bad[_i];
	char head[512], want[1024], firstmsg[1024];
	unsigned line, col;
	int used = 0;
	const char *msg, *nl;
	struct run r;

	parsefile(&r, path);
	firstline(&r.f, head, sizeof head);
	ck_assert_msg(sscanf(head, "// ERROR: %u:%u: %n", &line, &col, &used) == 2 && used > 0,
	              "%s: first line is not `// ERROR: LINE:COL: MESSAGE`: %s", path, head);
	msg = head + used;
	ck_assert_msg(*msg, "%s: no message substring in the first line", path);
	ck_assert_msg(r.m == NULL, "%s: accepted, want %u:%u: %s", path, line, col, msg);
	ck_assert_msg(r.d.errors == 1 && countof(r.msgs, ": error: ") == 1,
	              "%s: want exactly one error, got %d:\n%s", path, r.d.errors, r.msgs);
	nl = strchr(r.msgs, '\n');
	snprintf(firstmsg, sizeof firstmsg, "%.*s", nl ? (int)(nl - r.msgs) : (int)r.nmsgs, r.msgs);
	snprintf(want, sizeof want, "%s:%u:%u: error: ", path, line, col);
	ck_assert_msg(hasprefix(firstmsg, want) && strstr(firstmsg + strlen(want), msg),
	              "%s:\n  want %s...%s...\n  got  %s", path, want, msg, firstmsg);
	endrun(&r);
}
END_TEST

START_TEST(test_ok)
{
	const char *path = good[_i];
	char head[512];
	struct run r;

	parsefile(&r, path);
	firstline(&r.f, head, sizeof head);
	ck_assert_msg(!strcmp(head, "// OK"), "%s: first line is not `// OK`: %s", path, head);
	ck_assert_msg(r.m != NULL && r.d.errors == 0, "%s: rejected:\n%s", path, r.msgs);
	if (strstr(path, "/crash-"))
		for (int t = TARGET_AUTO; t <= TARGET_CPU; t++) {
			estimate e;
			hlo_diag d = {NULL, 0, 0, 0};
			est_target et = {t, 0, 0, 0};
			memset(&e, 0, sizeof e);
			ck_assert_msg(an_estimatemodule(r.m, &et, &e, &d) == 0, "%s: no estimate for target %d", path, t);
			ck_assert_msg(e.temp_live_unpadded <= e.temp_live, "%s: unpadded temp above padded", path);
			an_freeestimate(&e);
		}
	endrun(&r);
}
END_TEST

/* the suite cannot pass by finding nothing */
START_TEST(test_enough)
{
	ck_assert_msg(dir != NULL, "TESTDATA is not set");
	ck_assert_msg(nbad >= MINBAD, "%s: %d bad-*.hlo fixtures, want at least %d", dir, nbad, MINBAD);
	ck_assert_msg(ngood >= MINOK, "%s: %d ok-*.hlo fixtures, want at least %d", dir, ngood, MINOK);
	ck_assert_msg(ncrash >= 5, "%s: %d crash-*.hlo fixtures, want at least 5", dir, ncrash);
}
END_TEST

static Suite *suite(void)
{
	Suite *s = suite_create("fixtures");
	TCase *tc;

	tc = tcase_create("count");
	tcase_add_test(tc, test_enough);
	suite_add_tcase(s, tc);
	tc = tcase_create("bad");
	tcase_add_loop_test(tc, test_bad, 0, nbad);
	suite_add_tcase(s, tc);
	tc = tcase_create("ok");
	tcase_add_loop_test(tc, test_ok, 0, ngood);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	int rc;

	findfixtures();
	rc = runsuite(suite());
	for (int k = 0; k < nbad; k++)
		free(bad[k]);
	for (int k = 0; k < ngood; k++)
		free(good[k]);
	return rc;
}
