/* units.c: byte counts as XLA prints them (49.34G, 530.00M, 64.0K, 12B),
 * and a buffer's shape as reports print it */
#include <stdio.h>
#include <string.h>

#include "report.h"

/* as tsl's HumanReadableNumBytes (xla/tsl/platform/numbers.cc) prints
 * it: plain bytes below 1K; else whole KiB divided off while the count is
 * at least 1M, then the rest over 1024 with one decimal in K and two in
 * M and above (XLA's E1000 reports: "4.0K", "5.5K", "49.34G") */
static const char *scaled(uint64_t n, const char *const units[6], char *buf, size_t cap)
{
	int u = 0;

	if (n < 1024) {
		snprintf(buf, cap, "%lluB", (unsigned long long)n);
		return buf;
	}
	while (n >= 1024ull * 1024 && u < 5) {
		n /= 1024;
		u++;
	}
	snprintf(buf, cap, u == 0 ? "%.1f%s" : "%.2f%s", (double)n / 1024.0, units[u]);
	return buf;
}

/* XLA's human-readable size: binary units, B below 1K */
const char *rp_xlasize(uint64_t n, char *buf, size_t cap)
{
	static const char *const units[] = {"K", "M", "G", "T", "P", "E"};

	return scaled(n, units, buf, cap);
}

void rp_bufshape(const hlo_module *m, const est_buffer *b, char *out, size_t cap)
{
	size_t skip = 0;

	if (b->workspace) {
		snprintf(out, cap, "s8[%llu]", (unsigned long long)b->bytes);
		return;
	}
	hlo_printshape(m, b->shape, out, cap);
	/* an f32 copy or result of a bf16 or f16 array (backend.c C4) */
	if (b->asf32)
		skip = !strncmp(out, "bf16[", 5) ? 4 : !strncmp(out, "f16[", 4) ? 3 : 0;
	if (skip && cap > 3) {
		memmove(out + 3, out + skip, strlen(out + skip) + 1);
		memcpy(out, "f32", 3);
	}
}
