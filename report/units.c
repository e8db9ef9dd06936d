/* units.c: byte counts as XLA prints them (49.34G, 530.00M, 64.0K, 12B)
 * and as IEC units (5.43GiB) */
#include <stdio.h>

#include "report.h"

/* XLA's human-readable size: binary units, two decimals, B below 1K */
const char *xlasize(uint64_t n, char *buf, size_t cap)
{
	static const char units[] = "KMGTPE";
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
	snprintf(buf, cap, "%.2f%c", v, units[u]);
	return buf;
}

const char *iecsize(uint64_t n, char *buf, size_t cap)
{
	static const char *const units[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
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
