/* budget.c: sizes as people write them, device presets, and the verdict */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"

#define KiB 1024ull
#define MiB (1024ull * KiB)
#define GiB (1024ull * MiB)

/* usable = capacity - reserved.  Sources:
 *  TPU reserved shares and usable HBM as XLA:TPU prints them in real E1000
 *  reports (users-and-peers.md s E.4, memory-semantics.md s7.5): v2 core
 *  7.48G, v3 core 15.48G (530M reserved), v4 30.75G (1.25G reserved,
 *  erfanzar/EasyDeL#166).  v5e: "Used 19.22G of 15.75G hbm" (public E1000
 *  reports from v5litepod-1 and v5e-8 training logs, 16 GB chips), so 256M
 *  is held back.  v6e: "Used 46.60G of 31.25G hbm", "reserved 260.00M" in
 *  its "Total hbm usage" (a public v6e-8 E1000 report of a qwen3-8b JAX
 *  run), and "of the 32 GB per chip roughly 31.25 GB is addressable from
 *  XLA" (megacpp.pages.dev, "OOM hunting on TPU v6e"): 768M is held back in
 *  all, of which XLA names 260M; the preset keeps the limit XLA prints.
 *  v5p (95 GiB per chip, Google Cloud TPU system architecture): its usable
 *  share is not published, 1.25G is assumed, as on v4.
 *  GPUs: capacity as nvidia-smi reports it; JAX preallocates 75% of it by
 *  default (XLA_PYTHON_CLIENT_MEM_FRACTION=.75, JAX "GPU memory
 *  allocation" docs), so a quarter is counted as reserved.  The cuBLAS
 *  workspace XLA gives a GEMM before autotuning: 4 MiB before Hopper, 32
 *  MiB on Hopper (GemmConfig, xla/service/gpu/matmul_utils.h). */
static const device devices[] = {
	{"tpu-v2", "TPU v2 (one core)", 8 * GiB, 8 * GiB - 7659 * MiB, "hbm", 0},
	{"tpu-v3", "TPU v3 (one core)", 16 * GiB, 530 * MiB, "hbm", 0},
	{"tpu-v4", "TPU v4", 32 * GiB, 1280 * MiB, "hbm", 0},
	{"tpu-v5e", "TPU v5e", 16 * GiB, 256 * MiB, "hbm", 0},
	{"tpu-v5p", "TPU v5p", 95 * GiB, 1280 * MiB, "hbm", 0},
	{"tpu-v6e", "TPU v6e", 32 * GiB, 768 * MiB, "hbm", 0},
	{"a100-40g", "NVIDIA A100 40GB", 40 * GiB, 10 * GiB, "hbm", 4 * MiB},
	{"a100-80g", "NVIDIA A100 80GB", 80 * GiB, 20 * GiB, "hbm", 4 * MiB},
	{"h100", "NVIDIA H100 80GB", 81559 * MiB, 81559 * MiB / 4, "hbm", 32 * MiB},
	{"h200", "NVIDIA H200 141GB", 143771 * MiB, 143771 * MiB / 4, "hbm", 32 * MiB},
};

const device *rp_finddevice(const char *name)
{
	for (size_t k = 0; k < sizeof devices / sizeof devices[0]; k++)
		if (!strcmp(devices[k].name, name))
			return &devices[k];
	return NULL;
}

const device *rp_devicelist(size_t *n)
{
	*n = sizeof devices / sizeof devices[0];
	return devices;
}

/* "30.75G", "40M", "512K", "123456", "1.5GiB", "64B": binary units; -1 if
 * malformed, negative or too large */
int rp_parsesize(const char *s, uint64_t *out)
{
	char *end;
	double v;
	uint64_t unit = 1;

	/* a number first: no sign, no "nan" or "inf" */
	if (!s || !((*s >= '0' && *s <= '9') || (*s == '.' && s[1] >= '0' && s[1] <= '9')))
		return -1;
	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || v < 0)
		return -1;
	switch (*end) {
	case 'K': case 'k': unit = KiB; end++; break;
	case 'M': case 'm': unit = MiB; end++; break;
	case 'G': case 'g': unit = GiB; end++; break;
	case 'T': case 't': unit = 1024 * GiB; end++; break;
	}
	if (unit > 1 && end[0] == 'i' && end[1] == 'B')
		end += 2;
	else if (*end == 'B')
		end++;
	if (*end)
		return -1;
	if (v * (double)unit >= 18446744073709551616.0)
		return -1;
	*out = (uint64_t)(v * (double)unit + 0.5);
	return 0;
}

/* what the device must hold (estused, analysis/estimate.h): arguments,
 * outputs not shared with them, constants and the packed temp heap, as
 * XLA allocates them.  A module not yet compiled has bounds too: "over"
 * follows the gate (the best estimate, the lower bound or the upper bound,
 * an unknown upper bound counting as over), and a budget between the
 * bounds is "may run out" */
void rp_verdict(const estimate *e, uint64_t budget, int hasbudget, int gate, verdict_t *v)
{
	uint64_t pad;

	memset(v, 0, sizeof *v);
	v->used = estused(e);
	/* the padding of the buffers live at the peak, taken off what is
	 * allocated: on a layout without tiles the two are the same */
	pad = e->device_peak > e->peak_unpadded ? e->device_peak - e->peak_unpadded : 0;
	v->unpadded = v->used > pad ? v->used - pad : 0;
	v->rule = e->target == TARGET_TPU
	                  ? "arguments + outputs not shared with arguments + constants + HLO temp (TPU allocates it all up front)"
	                  : "arguments + outputs not shared with arguments + constants + HLO temp (XLA allocates the temp "
	                    "heap whole, fragmentation included: memory_analysis()'s argument + output - alias + temp)";
	v->budget = budget;
	v->hasbudget = hasbudget;
	v->lower = e->precompile ? e->lower : v->used;
	v->upper = e->precompile ? e->upper : v->used;
	v->upperknown = !(e->precompile && e->upper_unknown);
	if (!hasbudget)
		return;
	if (!e->precompile || gate == GATE_BEST)
		v->over = v->used > budget;
	else if (gate == GATE_LOWER)
		v->over = v->lower > budget;
	else
		v->over = !v->upperknown || v->upper > budget;
	v->maybe = e->precompile && v->lower <= budget && (!v->upperknown || budget < v->upper);
}

/* "Ran out of memory in memory space hbm. Used 48.00M of 40.00M hbm.
 * Exceeded hbm capacity by 8.00M." (XLA's words), the fitting version, or,
 * for a module not yet compiled whose bounds straddle the budget, that it
 * may run out */
const char *rp_verdictline(const verdict_t *v, char *buf, size_t cap)
{
	char u[32], b[32], d[32], lo[32], up[32];

	rp_xlasize(v->used, u, sizeof u);
	rp_xlasize(v->budget, b, sizeof b);
	if (v->maybe) {
		rp_xlasize(v->lower, lo, sizeof lo);
		if (v->upperknown)
			snprintf(buf, cap, "May run out of memory in memory space hbm. Used %s of %s hbm "
			         "(best estimate; between %s and %s before compiling): compile to be sure.", u, b, lo,
			         rp_xlasize(v->upper, up, sizeof up));
		else
			snprintf(buf, cap, "May run out of memory in memory space hbm. Used %s of %s hbm "
			         "(best estimate; at least %s, no upper bound before compiling): compile to be sure.",
			         u, b, lo);
	} else if (v->used > v->budget)
		snprintf(buf, cap, "Ran out of memory in memory space hbm. Used %s of %s hbm. "
		         "Exceeded hbm capacity by %s.", u, b, rp_xlasize(v->used - v->budget, d, sizeof d));
	else
		snprintf(buf, cap, "Fits in memory space hbm. Used %s of %s hbm. %s left.", u, b,
		         rp_xlasize(v->budget - v->used, d, sizeof d));
	return buf;
}

/* the presets, one per line (--help) */
void rp_textdevices(FILE *out)
{
	size_t n;
	const device *d = rp_devicelist(&n);
	char a[32], b[32], c[32];

	for (size_t k = 0; k < n; k++)
		fprintf(out, "  %-10s %-20s %9s, %8s reserved: %9s usable\n", d[k].name, d[k].title,
		        rp_xlasize(d[k].capacity, a, sizeof a), rp_xlasize(d[k].reserved, b, sizeof b),
		        rp_xlasize(d[k].capacity - d[k].reserved, c, sizeof c));
}
