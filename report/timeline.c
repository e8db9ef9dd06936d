/* timeline.c: device memory over program order, as an ASCII chart in the
 * manner of massif's ms_print (the HTML page is html.c) */
#include <string.h>

#include "report.h"
#include "util.h"

/* the step where the timeline is highest (first one); html.c marks it too */
int64_t rp_higheststep(const estimate *e)
{
	int64_t best = 0;

	for (int64_t t = 1; t < e->ntl; t++)
		if (e->tl_bytes[t] > e->tl_bytes[best])
			best = t;
	return best;
}

/* the instruction a step is named by: at the peak's step the peak's own
 * (a value a backend rule adds, such as a convolution's canonical output,
 * may start a step before its instruction's), else the step's */
uint32_t rp_stepinstr(const estimate *e, int64_t t)
{
	if (t == e->peak_time && e->peak_instr != HLO_NONE)
		return e->peak_instr;
	return e->tl_instr[t];
}

const char *rp_instrname(const hlo_module *m, uint32_t i, char *buf, size_t cap)
{
	if (i == HLO_NONE)
		snprintf(buf, cap, "(hidden async step)");
	else
		snprintf(buf, cap, "%%%.*s", (int)hlo_strlen(m, m->instrs[i].name), hlo_str(m, m->instrs[i].name));
	return buf;
}

/* the budget's row, when the chart's scale takes it (at most 1.5x the
 * highest step): 1..H, else 0 */
static int budgetrow(uint64_t *top, int hasbudget, uint64_t budget, int rows)
{
	if (!hasbudget || budget == 0 || budget / 3 > *top / 2)
		return 0;
	if (budget > *top)
		*top = budget;
	return (int)((budget * (uint64_t)rows + *top - 1) / *top);
}

void rp_asciitimeline(FILE *out, const hlo_module *m, const char *path, const estimate *e, int width, uint64_t used,
		   int hasbudget, uint64_t budget)
{
	enum { H = 18 };
	int cols = width - 12, peakcol, brow, padded = 0;
	uint64_t top = 0, colp[512], colu[512];
	int64_t pk = rp_higheststep(e);
	char a[32], b[32], name[256];

	fprintf(out, "%.*s (%s):", m->name == HLO_NONE ? 6 : (int)hlo_strlen(m, m->name),
	        m->name == HLO_NONE ? "module" : hlo_str(m, m->name), path);
	if (e->ntl == 0) {
		fprintf(out, " (empty timeline)\n");
		return;
	}
	if (cols > 512)
		cols = 512;
	if (cols < 10)
		cols = 10;
	if (cols > e->ntl)
		cols = (int)e->ntl;
	for (int c = 0; c < cols; c++) {
		int64_t from = e->ntl * c / cols, to = e->ntl * (c + 1) / cols;
		colp[c] = colu[c] = 0;
		for (int64_t t = from; t < to; t++) {
			if (e->tl_bytes[t] > colp[c])
				colp[c] = e->tl_bytes[t];
			if (e->tl_unpadded[t] > colu[c])
				colu[c] = e->tl_unpadded[t];
		}
		if (colp[c] > top)
			top = colp[c];
		padded |= colp[c] != colu[c];
	}
	brow = budgetrow(&top, hasbudget, budget, H);
	peakcol = (int)(pk * cols / e->ntl);
	fprintf(out, " device memory over program order (':' live data, %s'#' the most live at once%s)\n",
	        padded ? "'.' tile padding, " : "", brow ? ", '=' the budget" : "");
	for (int r = H; r >= 1; r--) {
		uint64_t level = top * (uint64_t)r / H;
		if (r == brow)
			fprintf(out, "%9s =", rp_xlasize(budget, a, sizeof a));
		else if (r == H)
			fprintf(out, "%9s ^", rp_xlasize(top, a, sizeof a));
		else if (r == H / 2)
			fprintf(out, "%9s |", rp_xlasize(top / 2, a, sizeof a));
		else
			fprintf(out, "%9s |", "");
		for (int c = 0; c < cols; c++) {
			uint64_t lo = top * (uint64_t)(r - 1) / H;
			char ch = r == brow ? '=' : ' ';
			if (colp[c] > lo)
				ch = c == peakcol ? '#' : colu[c] >= level || colu[c] > lo + (level - lo) / 2 ? ':' : '.';
			fputc(ch, out);
		}
		fputc('\n', out);
	}
	fprintf(out, "%9s +", "0");
	for (int c = 0; c < cols; c++)
		fputc('-', out);
	fprintf(out, "> step\n%11s0%*lld\n", "", cols - 1, (long long)e->ntl);
	rp_xlasize(e->tl_bytes[pk], a, sizeof a);
	if (strcmp(a, rp_xlasize(used, b, sizeof b)) == 0) {
		fprintf(out, "    peak: %s (unpadded %s) at step %lld, %s\n", a, rp_xlasize(e->tl_unpadded[pk], b, sizeof b),
		        (long long)pk, rp_instrname(m, rp_stepinstr(e, pk), name, sizeof name));
	} else {
		fprintf(out, "    most live at once: %s (unpadded %s) at step %lld, %s\n", a,
		        rp_xlasize(e->tl_unpadded[pk], b, sizeof b), (long long)pk, rp_instrname(m, rp_stepinstr(e, pk), name, sizeof name));
		fprintf(out, "    peak: %s, %s\n", rp_xlasize(used, a, sizeof a),
		        e->target == TARGET_TPU ? "the whole HLO temp heap counted, as TPU allocates it for the program"
		                                : "the whole HLO temp heap counted, as XLA allocates it for the program");
	}
	if (hasbudget && !brow)
		fprintf(out, "    budget %s is above the chart (the peak uses %.2f%% of it)\n", rp_xlasize(budget, a, sizeof a),
		        budget ? 100.0 * (double)used / (double)budget : 0.0);
}
