/* known.h: switches of the fuzz targets, and the inputs of bugs already
 * filed, which a campaign skips.
 *
 * A long campaign would otherwise rediscover the same shallow bug every few
 * seconds and never look past it.  Skipping is off unless the environment
 * sets HLOPEAK_FUZZ_SKIP_KNOWN=1 (tests/fuzz/campaign.sh does; smoke.sh and
 * plain reproduction runs do not).  Each test names the fixture of its bug;
 * remove the test when the bug is fixed.  UBSan reports of filed bugs are
 * silenced the same way by tests/fuzz/known.supp. */
#ifndef FUZZ_KNOWN_H
#define FUZZ_KNOWN_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* is the environment variable set to something other than "" or "0"? */
static inline int envflag(const char *name)
{
	const char *s = getenv(name);

	return s && *s && strcmp(s, "0") != 0;
}

static inline int skipknown(void)
{
	static int on = -1;

	if (on < 0)
		on = envflag("HLOPEAK_FUZZ_SKIP_KNOWN");
	return on;
}

/* HLOPEAK_FUZZ_PROPS=1: fuzz_pipeline also checks what the reports promise */
static inline int propson(void)
{
	static int on = -1;

	if (on < 0)
		on = envflag("HLOPEAK_FUZZ_PROPS");
	return on;
}

/* inputs that crash for a reason already filed */
static inline int knownbug(const uint8_t *d, size_t n)
{
	if (!skipknown())
		return 0;
	/* none at the moment.  Fixed since: testdata/crash-lexer-nul-ff-overflow.hlo
	 * (the -CF scanner read past yy_transition on a NUL then 0xff), which
	 * was skipped here as
	 *	for (size_t k = 0; k + 1 < n; k++)
	 *		if (d[k] == 0 && d[k + 1] == 0xff)
	 *			return 1;
	 */
	(void)d;
	(void)n;
	return 0;
}

/* modules that break a property for a reason already filed: none.  Fixed
 * since: testdata/crash-s2-tuple-element-peak-mismatch.hlo (a host heap
 * counted in the device peak; unpadded bytes summed over colors). */

#ifdef HLO_H
/* parse a private copy of exactly size bytes (ASan sees any read past the
 * end; *buf is the caller's to free) and abort on a silent outcome: a
 * rejection without an error, or an acceptance with one.  NULL when the
 * input is rejected, already filed (knownbug), or memory ran out. */
static inline hlo_module *fuzzparse(const uint8_t *data, size_t size, hlo_file *f, hlo_diag *d, char **buf)
{
	hlo_limits lim;
	hlo_module *m;

	*buf = NULL;
	if (knownbug(data, size) || !(*buf = malloc(size ? size : 1)))
		return NULL;
	if (size)
		memcpy(*buf, data, size);
	hlo_openmem(f, "fuzz.hlo", *buf, size);
	hlo_defaultlimits(&lim);
	m = hlo_parse(f, &lim, d);
	if (!m && d->errors == 0)
		abort();        /* rejected without saying why */
	if (m && d->errors != 0)
		abort();        /* accepted although an error was reported */
	return m;
}
#endif

#endif
