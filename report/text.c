/* text.c: the report for people, shaped like XLA's compile-time OOM report
 * (memory-semantics.md s7.5) so its lines can be grepped the same way */
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "util.h"

/* an HLO string, decoded, into buf */
static const char *hlostr(const hlo_module *m, uint32_t id, char *buf, size_t cap)
{
	size_t n;

	if (id == HLO_NONE)
		return "";
	n = rp_unescape(hlo_str(m, id), hlo_strlen(m, id), buf, cap - 1);
	buf[n] = 0;
	return buf;
}

/* the op_name, decoded, into buf */
static const char *opnamestr(const hlo_module *m, const hlo_instr *in, char *buf, size_t cap)
{
	buf[rp_opnametext(m, in, buf, cap - 1)] = 0;
	return buf;
}

static const char *modname(const hlo_module *m, char *buf, size_t cap)
{
	if (m->name == HLO_NONE)
		return "(unnamed module)";
	snprintf(buf, cap, "%.*s", (int)hlo_strlen(m, m->name), hlo_str(m, m->name));
	return buf;
}

/* the instruction as written, blanks folded, cut with "..."; read from
 * the file a piece at a time (hlo_peek: not through the mapping) */
const char *rp_xlalabel(const hlo_module *m, uint32_t instr, char *buf, size_t cap)
{
	const hlo_instr *in = &m->instrs[instr];
	char s[512];
	uint64_t at = in->text.off, left = in->text.len;
	size_t w = 0, n = 0, k = 0;

	while (w + 4 < cap) {
		char c;
		if (k == n) {
			if (left == 0)
				break;
			n = hlo_peek(m->file, at, s, left < sizeof s ? (size_t)left : sizeof s);
			if (n == 0)
				break;
			at += n;
			left -= n;
			k = 0;
		}
		c = s[k] == '\n' || s[k] == '\r' || s[k] == '\t' ? ' ' : s[k];
		k++;
		if (c == ' ' && w > 0 && buf[w - 1] == ' ')
			continue;
		buf[w++] = c;
	}
	if (w + 4 >= cap && in->text.len > w)
		memcpy(buf + w, "...", 3), w += 3;
	buf[w] = 0;
	if (!strncmp(buf, "ROOT ", 5))
		memmove(buf, buf + 5, w - 4);
	return buf[0] == '%' ? buf + 1 : buf;
}

static const char *alloctype(int cat)
{
	switch (cat) {
	case CAT_PARAMETER: return "parameter";
	case CAT_OUTPUT: return "output";
	case CAT_CONSTANT: return "constant";
	}
	return "HLO temp";
}

static void largest(FILE *out, const hlo_module *m, const estimate *e, const repopts *ro)
{
	char a[32], b[32], shape[512], opname[1024], file[512], label[160];
	uint64_t small = 0;
	uint32_t nsmall = 0, shown = 0;

	fprintf(out, "  Largest allocations at peak:\n");
	for (uint32_t k = 0; k < e->natpeak; k++) {
		const est_buffer *x = &e->atpeak[k];
		const hlo_instr *in = &m->instrs[x->instr];
		if (x->bytes < ro->fold || (ro->top > 0 && shown >= (uint32_t)ro->top)) {
			small += x->bytes;
			nsmall++;
			continue;
		}
		shown++;
		rp_bufshape(m, x, shape, sizeof shape);
		fprintf(out, "  %u. Size: %s\n", shown, rp_xlasize(x->bytes, a, sizeof a));
		if (in->opname != HLO_NONE || in->srcfile != HLO_NONE) {
			fprintf(out, "     Operator:");
			if (in->opname != HLO_NONE)
				fprintf(out, " op_name=\"%s\"", opnamestr(m, in, opname, sizeof opname));
			if (in->srcfile != HLO_NONE)
				fprintf(out, " source_file=\"%s\" source_line=%u",
				        hlostr(m, in->srcfile, file, sizeof file), in->srcline);
			fputc('\n', out);
		}
		fprintf(out, "     Shape: %s\n", shape);
		fprintf(out, "     Unpadded size: %s\n", rp_xlasize(x->unpadded, a, sizeof a));
		if (x->bytes > x->unpadded && x->unpadded)
			fprintf(out, "     Extra memory due to padding: %s (%.1fx expansion)\n",
			        rp_xlasize(x->bytes - x->unpadded, b, sizeof b), (double)x->bytes / (double)x->unpadded);
		fprintf(out, "     XLA label: %s\n", rp_xlalabel(m, x->instr, label, sizeof label));
		if (x->workspace == WS_GEMM)
			fprintf(out, "     Note: the cuBLAS workspace XLA gives this dot before autotuning "
			        "(--gemm-workspace)\n");
		else if (x->workspace == WS_JAXDECOMP)
			fprintf(out, "     Note: the cuDecomp workspace jaxDecomp's partitioned call takes\n");
		fprintf(out, "     Allocation type: %s\n", alloctype(x->category));
		fprintf(out, "     ==========================\n");
	}
	if (nsmall)
		fprintf(out, "  %u smaller allocations (under %s or beyond the top %d): %s in all\n",
		        nsmall, rp_xlasize(ro->fold, a, sizeof a), ro->top, rp_xlasize(small, b, sizeof b));
}

/* the largest group of what is live at the peak (producers.c), when it
 * holds a fifth of the peak or more and is many results of one kind of op
 * (two for copies, eight for others): what it is, and the usual way down */
static int largestgroup(FILE *out, const hlo_module *m, const estimate *e, const verdict_t *v, const fwwords *fw)
{
	pgroup *g;
	uint32_t n = rp_peakgroups(m, e, &g), k;
	char a[32];
	int said = 0;

	/* temporaries made by one kind of op; optimizer state only when the
	 * budget is at stake (it is most of any training step's parameters) */
	for (k = 0; k < n; k++)
		if (g[k].temp ? g[k].count >= (an_opcopies(g[k].opcode) ? 2u : 8u)
		              : v->hasbudget && (v->over || v->maybe) && strstr(g[k].key, "opt") != NULL)
			break;
	if (k < n && v->used && g[k].bytes * 5 >= v->used) {
		const pgroup *x = &g[k];
		double share = 100.0 * (double)x->bytes / (double)v->used;
		rp_xlasize(x->bytes, a, sizeof a);
		if (!x->temp)
			fprintf(out, "    - %s holds %s (%.0f%% of the peak): shard it over the data-parallel "
			        "devices (ZeRO, FSDP) or keep it in host memory.\n", x->key + strlen("parameters: "), a, share);
		else if (x->opcode == OP_ALL_GATHER)
			fprintf(out, "    - %u all-gather results, gathered weights, are live at once: %s (%.0f%% of the "
			        "peak). Gather each layer's weights just before use and let them go after it, or keep "
			        "them sharded.\n", x->count, a, share);
		else if (an_opcopies(x->opcode))
			fprintf(out, "    - %u %s results, copies in another precision, are live at once: %s (%.0f%% of "
			        "the peak). Convert where the value is read, or keep one precision, so that the copies "
			        "are not held together.\n", x->count, hlo_opname(x->opcode), a, share);
		else
			fprintf(out, "    - %u %s results are live at once: %s (%.0f%% of the peak). If they are "
			        "activations kept for the backward pass: %s.\n", x->count, hlo_opname(x->opcode), a,
			        share, fw->remat);
		said = 1;
	}
	free(g);
	return said;
}

/* the array leaves of a shape, at most cap of them (a tuple tree walked
 * with a bounded stack) */
static uint32_t arrayleaves(const hlo_module *m, uint32_t shape, uint32_t *out, uint32_t n, uint32_t cap)
{
	uint32_t stack[256], sp = 0;

	stack[sp++] = shape;
	while (sp && n < cap) {
		const hlo_shape *x = &m->shapes[stack[--sp]];
		if (x->kind == SK_ARRAY)
			out[n++] = (uint32_t)(x - m->shapes);
		for (uint32_t k = 0; x->kind == SK_TUPLE && k < x->rank && sp < 256; k++)
			stack[sp++] = (uint32_t)hlo_children(m, x)[x->rank - 1 - k];
	}
	return n;
}

/* same element type and dimensions (layouts aside) */
static int samearray(const hlo_module *m, uint32_t a, uint32_t b)
{
	const hlo_shape *x = &m->shapes[a], *y = &m->shapes[b];

	if (a == b)
		return 1;
	if (x->type != y->type || x->rank != y->rank)
		return 0;
	for (uint32_t k = 0; k < x->rank; k++)
		if (hlo_dims(m, x)[k] != hlo_dims(m, y)[k])
			return 0;
	return 1;
}

/* outputs of the entry that have an entry parameter's type and
 * dimensions, each parameter leaf matched once: what donation could let
 * XLA write in place (it aliases a donated input only to an output of its
 * shape); the first 1024 leaves of each side are looked at */
uint32_t rp_donatable(const hlo_module *m)
{
	enum { CAP = 1024 };
	const hlo_comp *c = &m->comps[m->entry];
	uint32_t in[CAP], out[CAP], nin = 0, nout, found = 0;
	uint8_t used[CAP] = {0};

	for (uint32_t p = 0; p < c->nparam && nin < CAP; p++)
		nin = arrayleaves(m, m->instrs[m->ints[c->params + p]].shape, in, nin, CAP);
	nout = c->root == HLO_NONE ? 0 : arrayleaves(m, m->instrs[c->root].shape, out, 0, CAP);
	for (uint32_t o = 0; o < nout; o++)
		for (uint32_t k = 0; k < nin; k++)
			if (!used[k] && samearray(m, in[k], out[o])) {
				used[k] = 1;
				found++;
				break;
			}
	return found;
}

/* advice grounded in the numbers; the measured candidates (ro->adv)
 * follow the list */
static void whattotry(FILE *out, const hlo_module *m, const estimate *e, const verdict_t *v, const repopts *ro)
{
	uint32_t ncand = ro->nadv;
	char a[32], b[32], opname[256];
	uint64_t pad = 0;
	const est_buffer *worst = NULL;
	const fwwords *fw = rp_frameworkwords(rp_framework(m));
	uint32_t ndon;
	int n = 0;

	for (uint32_t k = 0; k < e->natpeak; k++) {
		const est_buffer *x = &e->atpeak[k];
		pad += x->bytes - (x->bytes > x->unpadded ? x->unpadded : x->bytes);
		if (x->unpadded && x->bytes >= 2 * x->unpadded && x->bytes >= (1 << 20) &&
		    (!worst || x->bytes - x->unpadded > worst->bytes - worst->unpadded))
			worst = x;
	}
	fprintf(out, "  What to try:\n");
	/* over budget with tile padding half the overage or more: that first,
	 * naming the buffer padding grows the most */
	if (v->over && pad && pad * 2 >= v->used - v->budget) {
		const est_buffer *most = NULL;
		char shape[256];
		for (uint32_t k = 0; k < e->natpeak; k++) {
			const est_buffer *x = &e->atpeak[k];
			if (x->unpadded && x->bytes > x->unpadded &&
			    (!most || x->bytes - x->unpadded > most->bytes - most->unpadded))
				most = x;
		}
		rp_bufshape(m, most, shape, sizeof shape);
		fprintf(out, "    - Tile padding costs %s of the %s over budget (%s: %.0fx): make the two minor "
		        "dimensions multiples of 8 and 128, or reshape.\n", rp_xlasize(pad, a, sizeof a),
		        rp_xlasize(v->used - v->budget, b, sizeof b), shape, (double)most->bytes / (double)most->unpadded);
		worst = NULL;
		n++;
	}
	if (e->natpeak && e->atpeak[0].bytes * 2 > (v->hasbudget ? v->budget : v->used)) {
		const hlo_instr *in = &m->instrs[e->atpeak[0].instr];
		fprintf(out, "    - One buffer (%s, %s) is over half of the %s: %s; a replicated "
		        "or unsharded array is the usual cause.\n",
		        rp_xlasize(e->atpeak[0].bytes, a, sizeof a),
		        in->opname != HLO_NONE ? opnamestr(m, in, opname, sizeof opname) : "no op_name",
		        v->hasbudget ? "budget" : "peak", fw->sharding);
		n++;
	}
	if (worst) {
		fprintf(out, "    - Tile padding costs %s at the peak; the worst buffer expands %.1fx: make its "
		        "two minor dimensions multiples of 8 and 128 (or reshape it).\n",
		        rp_xlasize(pad, a, sizeof a), (double)worst->bytes / (double)worst->unpadded);
		n++;
	}
	n += largestgroup(out, m, e, v, fw);
	/* donation, when the measured candidates were not computed (they
	 * list each donation that saves 1 % or more, or none); only if some
	 * output could take a parameter's buffer */
	if (!ro->hasadv && e->alias == 0 && e->argument && e->output && m->nioalias == 0 && m->ndonor == 0 &&
	    (ndon = rp_donatable(m)) > 0) {
		fprintf(out, "    - No parameter is donated, and %u output%s the shape of a parameter: if %s "
		        "that input (weights, optimizer state), donate it: %s; `hlopeak suggest` measures each.\n",
		        ndon, ndon == 1 ? " has" : "s have", ndon == 1 ? "it replaces" : "they replace", fw->donate);
		n++;
	}
	if (e->fragmentation * 10 > e->temp && e->temp) {
		fprintf(out, "    - The temp heap loses %s to fragmentation.\n", rp_xlasize(e->fragmentation, b, sizeof b));
		n++;
	}
	if (v->over) {
		fprintf(out, "    - Over budget: %s.\n", fw->overbudget);
		n++;
	}
	if (!n && !ncand)
		fprintf(out, "    - Nothing stands out.\n");
	else if (!n)
		fprintf(out, "    - The measured candidates below.\n");
}

/* XLA's figures from its own buffer assignment, beside ours */
static void calibration(FILE *out, const estimate *e, const calib *c)
{
	char a[32], b[32], d[32];
	const struct { const char *name; uint64_t xla, ours; } rows[] = {
		{"arguments", c->argument, e->argument}, {"outputs", c->output, e->output},
		{"alias", c->alias, e->alias}, {"HLO temp", c->temp, e->temp},
	};

	fprintf(out, "  XLA's buffer assignment (%s):\n", c->source);
	if (c->hasstats)
		for (size_t k = 0; k < sizeof rows / sizeof rows[0]; k++)
			fprintf(out, "    %-10s XLA %10s, hlopeak %10s%s%s\n", rows[k].name, rp_xlasize(rows[k].xla, a, sizeof a),
			        rp_xlasize(rows[k].ours, b, sizeof b), rows[k].xla == rows[k].ours ? "" : ", off by ",
			        rows[k].xla == rows[k].ours ? "" : rp_xlasize(rows[k].xla > rows[k].ours ?
			        rows[k].xla - rows[k].ours : rows[k].ours - rows[k].xla, d, sizeof d));
	if (c->hastotal)
		fprintf(out, "    Total bytes used (XLA): %s\n", rp_xlasize(c->total, a, sizeof a));
}

/* two of them alike: the same target, sizes and kind (a model's layers
 * call one kernel the same way each time) */
static int samecall(const hlo_module *m, const est_call *x, const est_call *y)
{
	const hlo_instr *a = &m->instrs[x->instr], *b = &m->instrs[y->instr];

	return x->operand_bytes == y->operand_bytes && x->result_bytes == y->result_bytes && x->callback == y->callback &&
	       x->jaxdecomp == y->jaxdecomp && x->workspace == y->workspace &&
	       hlo_strlen(m, a->target) == hlo_strlen(m, b->target) &&
	       !memcmp(hlo_str(m, a->target), hlo_str(m, b->target), hlo_strlen(m, a->target));
}

/* what the figures leave out: custom calls whose memory is unknown, those
 * alike on one line ("32 calls like %x"), ten lines at most */
static void unknowncalls(FILE *out, const hlo_module *m, const estimate *e)
{
	char a[32], b[32], w[32], like[48];
	uint8_t *done = ut_calloc((size_t)e->nunknown + 1, 1);
	uint32_t lines = 0, left = 0;

	for (uint32_t k = 0; k < e->nunknown; k++) {
		const est_call *c = &e->unknown[k];
		const hlo_instr *in = &m->instrs[c->instr];
		uint32_t n = 1;
		if (done[k])
			continue;
		/* past ten lines only a count: no pairs compared (linear) */
		if (lines == 10) {
			left++;
			continue;
		}
		for (uint32_t j = k + 1; j < e->nunknown; j++)
			if (!done[j] && samecall(m, c, &e->unknown[j])) {
				done[j] = 1;
				n++;
			}
		lines++;
		like[0] = 0;
		if (n > 1)
			snprintf(like, sizeof like, "%u calls like ", n);
		if (c->jaxdecomp) {
			fprintf(out, "  Partly known: %s%%%.*s (custom_call_target=\"%.*s\", operands %s, result %s%s): "
			        "jaxDecomp's %s: counted as updating its operand in place with a cuDecomp workspace of %s "
			        "(jaxDecomp up to 0.2); a larger cuFFT plan workspace would not be\n",
			        like, (int)hlo_strlen(m, in->name), hlo_str(m, in->name), (int)hlo_strlen(m, in->target),
			        hlo_str(m, in->target), rp_xlasize(c->operand_bytes, a, sizeof a),
			        rp_xlasize(c->result_bytes, b, sizeof b), n > 1 ? " each" : "",
			        c->jaxdecomp == JD_FFT ? "pfft" : "transpose", rp_xlasize(c->workspace, w, sizeof w));
			continue;
		}
		fprintf(out, "  Excluded: %s%%%.*s (custom_call_target=\"%.*s\", operands %s, result %s%s): %s\n", like,
		        (int)hlo_strlen(m, in->name), hlo_str(m, in->name), (int)hlo_strlen(m, in->target),
		        hlo_str(m, in->target), rp_xlasize(c->operand_bytes, a, sizeof a), rp_xlasize(c->result_bytes, b, sizeof b),
		        n > 1 ? " each" : "",
		        c->callback ? "custom_partitioning: a Python callback chooses its partitioned form and any "
		        "workspace when XLA compiles; its result is taken as split like its operands"
		                    : "no rule for this target: any workspace it takes is not counted");
	}
	if (left)
		fprintf(out, "  Excluded: %u more such custom calls\n", left);
	free(done);
}

/* XLA's peak_memory_in_bytes, when it is not the peak the report leads
 * with, labelled with why: XLA allocates the whole temp heap for the
 * program, not only what is live at once; host memory S(5) is in XLA's
 * figure but not in device memory */
static void otherpeak(FILE *out, const estimate *e, const verdict_t *v)
{
	char a[32], b[32];
	const char *why;

	/* the same when printed: nothing to tell apart */
	if (strcmp(rp_xlasize(e->peak, a, sizeof a), rp_xlasize(v->used, b, sizeof b)) == 0)
		return;
	if (e->peak > e->device_peak && e->device_peak == v->used)
		why = "it counts host memory S(5) too";
	else if (e->peak > e->device_peak)
		why = "it counts host memory S(5) too, and only the temporaries live at once, where XLA allocates "
		      "the whole HLO temp heap";
	else
		why = "it counts only the temporaries live at once, where XLA allocates the whole HLO temp heap";
	fprintf(out, "    XLA's peak_memory_in_bytes %s is not the peak above: %s\n", rp_xlasize(e->peak, a, sizeof a), why);
}

void rp_textreport(FILE *out, const char *path, const hlo_module *m, const estimate *e, const repopts *ro)
{
	char a[32], b[32], c[32], d[32], name[256], line[256];
	verdict_t v;

	rp_verdict(e, ro->budget, ro->hasbudget, ro->gate, &v);
	fprintf(out, "%s: peak %s (unpadded %s)", modname(m, name, sizeof name),
	        rp_xlasize(v.used, a, sizeof a), rp_xlasize(v.unpadded, b, sizeof b));
	if (v.hasbudget)
		fprintf(out, ". %s", rp_verdictline(&v, line, sizeof line));
	fprintf(out, "\n  %s, %s%s%s%s target, %s schedule; \"used\" counts %s\n", path, ro->stage ? "stage " : "",
	        ro->stage ? ro->stage : "", ro->stage ? ", " : "", an_targetname(e->target), e->schedule, v.rule);
	if (e->precompile) {
		if (e->upper_unknown)
			fprintf(out, "  Pre-compile estimate (the module is not yet scheduled, fused%s): best %s, at least "
			        "%s (ideal fusion, or none where less); no upper bound: %u custom call%s whose memory the module does not "
			        "fully tell.\n", e->partitioned ? "" : " or partitioned", rp_xlasize(v.used, a, sizeof a),
			        rp_xlasize(e->lower, b, sizeof b), e->nunknown, e->nunknown == 1 ? "" : "s");
		else
			fprintf(out, "  Pre-compile estimate (the module is not yet scheduled, fused%s): best %s, between "
			        "%s (ideal fusion, or none where less) and %s (no fusion, all that would be allocated on the worst "
			        "schedule).\n", e->partitioned ? "" : " or partitioned", rp_xlasize(v.used, a, sizeof a),
			        rp_xlasize(e->lower, b, sizeof b), rp_xlasize(e->upper, c, sizeof c));
		unknowncalls(out, m, e);
		fprintf(out, "  Rules: %s%sa producer is fused into all of its consumers or none, duplicated only "
		        "when cheap (broadcasts, iotas, scalar constants%s)%s; %s.\n",
		        e->partitioned ? "each value is sized by its sharding as the device with the largest piece "
		        "holds it (" : "",
		        e->partitioned ? "ceil(dim / split) per split dimension; shard_map regions as written); " : "",
		        e->target == TARGET_CPU ? "; any op XLA:CPU calls cheap that reads one large operand or "
		                                  "no more than it writes" : "",
		        e->target == TARGET_CPU ? ", a cheap one into the consumers that take it and written once "
		                                  "for the rest, never into a dot nor into or out of a concatenation along the "
		                                  "minor dimension; YNNPACK's fusions grown from reductions; what a "
		                                  "loop body computes from values it carries unchanged is computed "
		                                  "once before the loop and carried" : "",
		        e->target == TARGET_GPU ? "the GPU backend's additions: all-to-all layout copies, async "
		                                  "collectives' and conditionals' tuple tables, cuBLAS workspaces, a "
		                                  "scan's tree, independent all-reduces joined into one (30 MiB at "
		                                  "most)"
		        : e->target == TARGET_CPU ? "the CPU backend's additions: transposes before batched dots and "
		                                    "around convolutions, an all-to-all's slices, bf16 and f16 dots "
		                                    "and convolutions computed in f32, a select-and-scatter's iotas, a "
		                                    "scan's tree, independent all-reduces joined into one, the "
		                                    "reciprocal of a divide by a broadcast, conditionals' tuple "
		                                    "tables, the indices and updates of scatters an add joins"
		                                  : "no backend additions for this target");
		fprintf(out, "  Copy insertion: outputs that are parameters, constants or repeats, loop state and "
		        "in-place updates started from read-only values, values read after an update, and%s "
		        "several in-place updates of one value get buffers of their own, as XLA's copies give "
		        "them; and layout copies around custom calls whose layouts are constrained.\n",
		        e->target == TARGET_CPU ? "" : " in the upper bound");
		if (e->partitioned && e->assumed_replicated)
			fprintf(out, "  Assumed replicated (no sharding reached them): %s.\n",
			        rp_xlasize(e->assumed_replicated, a, sizeof a));
	}
	fprintf(out, "  Memory breakdown:\n");
	fprintf(out, "    arguments     %10s\n", rp_xlasize(e->argument, a, sizeof a));
	fprintf(out, "    outputs       %10s; shares %s with arguments\n", rp_xlasize(e->output, a, sizeof a),
	        rp_xlasize(e->alias, b, sizeof b));
	/* as XLA:TPU prints it: utilization = unpadded / padded live bytes */
	fprintf(out, "    HLO temp      %10s (%.1f%% utilization: Unpadded (%s) Padded (%s), %.1f%% fragmentation (%s))\n",
	        rp_xlasize(e->temp, a, sizeof a),
	        e->temp_live ? 100.0 * (double)e->temp_live_unpadded / (double)e->temp_live : 100.0,
	        rp_xlasize(e->temp_live_unpadded, b, sizeof b), rp_xlasize(e->temp_live, c, sizeof c),
	        e->temp ? 100.0 * (double)e->fragmentation / (double)e->temp : 0.0,
	        rp_xlasize(e->fragmentation, d, sizeof d));
	fprintf(out, "    constants     %10s\n", rp_xlasize(e->constant, a, sizeof a));
	for (uint32_t s = 1; s < 8; s++)
		if (e->space_bytes[s])
			fprintf(out, "    space S(%u)    %10s%s\n", s, rp_xlasize(e->space_bytes[s], a, sizeof a),
			        s == 5 ? " (host memory, not counted above)" : "");
	otherpeak(out, e, &v);
	if (e->peak_instr == HLO_NONE)
		fprintf(out, "  Peak: static (no temporary is live with the parameters and outputs)\n");
	else
		fprintf(out, "  Peak at %%%.*s (step %lld of %lld); %u instructions in %u computations\n",
		        (int)hlo_strlen(m, m->instrs[e->peak_instr].name), hlo_str(m, m->instrs[e->peak_instr].name),
		        (long long)e->peak_time, (long long)e->schedule_length, m->ninstr, m->ncomp);
	if (ro->xla)
		calibration(out, e, ro->xla);
	largest(out, m, e, ro);
	fprintf(out, "  Peak by name scope:\n");
	rp_scopetree(out, m, e, 4);
	rp_textpeakgroups(out, m, e, v.used, 8);
	whattotry(out, m, e, &v, ro);
	if (ro->nadv)
		rp_textsuggest(out, m, e, ro->adv, ro->nadv, 3);
	rp_textdonors(out, m, e);
}

/* check: one line per module */
void rp_checkline(FILE *out, const char *path, const hlo_module *m, const estimate *e, const repopts *ro)
{
	char name[256], line[256];
	verdict_t v;

	rp_verdict(e, ro->budget, ro->hasbudget, ro->gate, &v);
	fprintf(out, "%s (%s): %s\n", modname(m, name, sizeof name), path, rp_verdictline(&v, line, sizeof line));
}
