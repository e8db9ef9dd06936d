/* units.c: byte counts as XLA prints them (49.34G, 530.00M, 64.0K, 12B)
 * and as IEC units (5.43GiB) */
#include <stdio.h>

#include "report.h"

/* n scaled by 1024 until under 1024 (at most to exa), two decimals and
 * units[k] for the k-th power past one; plain bytes below 1K */
static const char *scaled(uint64_t n, const char *const units[6], char *buf, size_t cap)
{
	double v = (double)n;
	int u = -1;

	if (n < 1024) {
		snprintf(buf, cap, "%lluB", (unsigned long long)n);
		return buf;
	}
	while (v >= 1024 && u < 5) {
		v /= 1024;
		u++;
	}
	snprintf(buf, cap, "%.2f%s", v, units[u]);
	return buf;
}

/* XLA's human-readable size: binary units, two decimals, B below 1K */
const char *xlasize(uint64_t n, char *buf, size_t cap)
{
	static const char *const units[] = {"K", "M", "G", "T", "P", "E"};

	return scaled(n, units, buf, cap);
}

const char *iecsize(uint64_t n, char *buf, size_t cap)
{
	static const char *const units[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};

	return scaled(n, units, buf, cap);
}
