/* calib.c: XLA's own figures, when its buffer assignment lies beside the
 * module (memory-semantics.md s7.2, s7.3):
 *   X-buffer-assignment.txt   "allocation N: size S, parameter P, ...,
 *                             maybe-live-out, preallocated-temp:" lines and
 *                             "Total bytes used: N (...)"
 *   X-memory-usage-report.txt "Total bytes used: N (...)", or as the XLA
 *                             of jaxlib 0.10.2 writes it (under "Memory
 *                             Space: default (color=0)") "Total bytes: N (...)"
 * where X is the module's file name without ".txt".  The categories are
 * summed as PopulateBufferStatsFromAllocations does.  A side file that does
 * not read as expected gives a warning, never a failure. */
#include <stdlib.h>
#include <string.h>

#include "driver.h"

/* the side file's path: module path without .txt, then the suffix */
static int sidepath(const char *path, const char *suffix, char *buf, size_t cap)
{
	size_t n = strlen(path);

	if (n < 4 || strcmp(path + n - 4, ".txt") || n - 4 + strlen(suffix) + 1 > cap)
		return -1;
	memcpy(buf, path, n - 4);
	strcpy(buf + n - 4, suffix);
	return 0;
}

static int total(const char *line, uint64_t *out)
{
	static const char *const forms[] = {"Total bytes used:", "Total bytes:"};
	const char *p = NULL;
	char *end;
	size_t n = 0;

	for (int k = 0; k < 2 && !p; k++)
		if ((p = strstr(line, forms[k])))
			n = strlen(forms[k]);
	if (!p)
		return 0;
	*out = strtoull(p + n, &end, 10);
	return end != p + n;
}

/* one "allocation N: size S, ...:" line into the sums */
static int allocation(const char *line, calib *c)
{
	char *end;
	uint64_t size;
	const char *p = strstr(line, ": size ");

	if (strncmp(line, "allocation ", 11) || !p)
		return 0;
	size = strtoull(p + 7, &end, 10);
	if (end == p + 7 || (*end != ',' && *end != ':'))
		return -1;
	c->allocations++;
	if (strstr(end, "parameter ")) {
		c->argument += size;
		if (strstr(end, "maybe-live-out"))
			c->alias += size;
	}
	if (strstr(end, "maybe-live-out"))
		c->output += size;
	if (strstr(end, "preallocated-temp"))
		c->temp += size;
	if (strstr(end, ", constant"))
		c->constant += size;
	return 1;
}

/* 1: found and read; 0: none beside the module; -1: present but unreadable */
int dr_readcalibration(const char *path, calib *c, hlo_diag *d)
{
	char side[4096], line[8192];
	FILE *f;
	int bad = 0;

	memset(c, 0, sizeof *c);
	if (sidepath(path, "-buffer-assignment.txt", side, sizeof side) == 0 && (f = fopen(side, "r"))) {
		while (fgets(line, sizeof line, f)) {
			int r = allocation(line, c);
			if (r < 0)
				bad = 1;
			if (total(line, &c->total))
				c->hastotal = 1;
		}
		fclose(f);
		if (bad || c->allocations == 0) {
			hlo_filewarn(d, side, "does not read as XLA's buffer assignment; ignored");
			memset(c, 0, sizeof *c);
		} else {
			snprintf(c->source, sizeof c->source, "%s", side);
			c->hasstats = 1;
		}
	}
	if (!c->hastotal && sidepath(path, "-memory-usage-report.txt", side, sizeof side) == 0 &&
	    (f = fopen(side, "r"))) {
		while (fgets(line, sizeof line, f))
			if (total(line, &c->total)) {
				c->hastotal = 1;
				break;
			}
		fclose(f);
		if (!c->hastotal) {
			hlo_filewarn(d, side, "has no \"Total bytes\" line; ignored");
		} else if (!c->source[0]) {
			snprintf(c->source, sizeof c->source, "%s", side);
		}
	}
	return c->hasstats || c->hastotal;
}
