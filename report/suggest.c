/* suggest.c: rematerialization, donation and offload candidates, each with
 * the bytes it saves as measured by re-running the analysis with it */
#include <string.h>

#include "report.h"

static const char *costname(int c)
{
	return c == ADV_CHEAP ? "cheap" : c == ADV_EXPENSIVE ? "expensive" : "medium";
}

static const char *kindname(int k)
{
	return k == ADV_REMAT ? "remat" : k == ADV_OFFLOAD ? "offload" : "donate";
}

/* the instruction at a step of the timeline */
static uint32_t instrat(const estimate *e, int64_t t)
{
	while (t >= 0 && t < e->ntl && e->tl_instr[t] == HLO_NONE)
		t++;
	return t >= 0 && t < e->ntl ? e->tl_instr[t] : HLO_NONE;
}

static void name(FILE *out, const hlo_module *m, uint32_t i)
{
	if (i == HLO_NONE)
		fputs("(end)", out);
	else
		fprintf(out, "%%%.*s", (int)hlo_strlen(m, m->instrs[i].name), hlo_str(m, m->instrs[i].name));
}

static void origin(FILE *out, const hlo_module *m, uint32_t i)
{
	char buf[1024];
	size_t n;
	const hlo_instr *in = &m->instrs[i];

	if (in->opname != HLO_NONE) {
		n = rp_opnametext(m, in, buf, sizeof buf - 1);
		buf[n] = 0;
		fprintf(out, "\n         %s", buf);
	}
	if (in->srcfile != HLO_NONE) {
		n = rp_unescape(hlo_str(m, in->srcfile), hlo_strlen(m, in->srcfile), buf, sizeof buf - 1);
		buf[n] = 0;
		fprintf(out, "\n         %s:%u", buf, in->srcline);
	}
}

/* nodes in a shape's tree (the node itself and every tuple element below) */
static uint32_t countnodes(const hlo_module *m, uint32_t shape)
{
	uint32_t stack[2048], sp = 0, n = 0;

	stack[sp++] = shape;
	while (sp) {
		const hlo_shape *x = &m->shapes[stack[--sp]];
		n++;
		for (uint32_t k = 0; x->kind == SK_TUPLE && k < x->rank; k++) {
			if (sp == 2048)
				return n;
			stack[sp++] = (uint32_t)hlo_children(m, x)[k];
		}
	}
	return n;
}

/* the shape index "{1,0}" of a preorder slot of a shape, into buf */
static const char *shapeindex(const hlo_module *m, uint32_t shape, uint32_t slot, char *buf, size_t cap)
{
	size_t w = 0;

	buf[w++] = '{';
	while (slot > 0 && m->shapes[shape].kind == SK_TUPLE && w + 24 < cap) {
		const hlo_shape *s = &m->shapes[shape];
		slot--;
		for (uint32_t j = 0; j < s->rank; j++) {
			uint32_t c = (uint32_t)hlo_children(m, s)[j], n = countnodes(m, c);
			if (slot < n) {
				w += (size_t)snprintf(buf + w, cap - w, w > 1 ? ",%u" : "%u", j);
				shape = c;
				break;
			}
			slot -= n;
		}
	}
	buf[w++] = '}';
	buf[w] = 0;
	return buf;
}

static void outindex(FILE *out, const hlo_module *m, uint32_t shape, uint32_t slot)
{
	int first = 1;

	fputc('{', out);
	while (slot > 0 && m->shapes[shape].kind == SK_TUPLE) {
		const hlo_shape *s = &m->shapes[shape];
		slot--;
		for (uint32_t j = 0; j < s->rank; j++) {
			uint32_t c = (uint32_t)hlo_children(m, s)[j], n = countnodes(m, c);
			if (slot < n) {
				fprintf(out, first ? "%u" : ",%u", j);
				first = 0;
				shape = c;
				break;
			}
			slot -= n;
		}
	}
	fputc('}', out);
}

void rp_textsuggest(FILE *out, const hlo_module *m, const estimate *e, const est_advice *adv, uint32_t n, int top)
{
	char a[32], b[32], c[32], shape[256];
	static const char *const titles[] = {"Rematerialization candidates", "Offload candidates",
	                                     "Donation candidates"};
	const fwwords *fw = rp_frameworkwords(rp_framework(m));

	for (int kind = ADV_REMAT; kind <= ADV_DONATE; kind++) {
		int shown = 0;
		for (uint32_t k = 0; k < n; k++) {
			const est_advice *x = &adv[k];
			const hlo_instr *in = &m->instrs[x->instr];
			if (x->kind != kind || (top > 0 && shown >= top))
				continue;
			if (!shown++)
				fprintf(out, "  %s (each measured by re-running the analysis with it):\n", titles[kind]);
			fprintf(out, "    saves %9s  new peak %s  %s  ", rp_xlasize(x->saved, a, sizeof a),
			        rp_xlasize(x->newpeak, b, sizeof b), rp_xlasize(x->bytes, c, sizeof c));
			if (kind == ADV_DONATE) {
				hlo_printshape(m, in->shape, shape, sizeof shape);
				fprintf(out, "parameter %u (", x->param);
				name(out, m, x->instr);
				fprintf(out, ", %s) into output ", shape);
				outindex(out, m, m->instrs[m->comps[m->entry].root].shape, x->outslot);
				fprintf(out, ": %s", fw->donate);
			} else {
				name(out, m, x->instr);
				fprintf(out, " (%s", kind == ADV_REMAT ? costname(x->cost) : "to host memory S(5)");
				fprintf(out, "), %s before ", kind == ADV_REMAT ? "recompute" : "bring back");
				name(out, m, instrat(e, x->recompute));
				if (kind == ADV_REMAT)
					fprintf(out, "; %s", fw->remat);
			}
			origin(out, m, x->instr);
			fputc('\n', out);
		}
	}
}

/* buffer_donor entries left in an optimized module found no output, nor
 * will those of a module not yet compiled that OptimizeInputOutputBufferAlias
 * pairs with none (dataflow.c pairdonors): JAX warns "Some donated buffers
 * were not usable" about them */
void rp_textdonors(FILE *out, const hlo_module *m, const estimate *est)
{
	const hlo_comp *e = &m->comps[m->entry];
	char shape[256];

	for (uint32_t k = 0; k < m->ndonor; k++) {
		const hlo_alias *d = &m->donors[k];
		uint32_t p, s;
		if (d->operand >= e->nparam || (est->donorpaired && est->donorpaired[k]))
			continue;
		p = (uint32_t)m->ints[e->params + d->operand];
		s = hlo_subshape(m, m->instrs[p].shape, hlo_path(m, d->inpath), hlo_pathlen(m, d->inpath));
		if (s == HLO_NONE)
			continue;
		hlo_printshape(m, s, shape, sizeof shape);
		fprintf(out, "  Donated but not used: parameter %u (%s) matches no output of the same shape and "
		        "layout, so XLA could not reuse it (JAX: \"Some donated buffers were not usable\").\n",
		        d->operand, shape);
	}
}

static void jadvice(jw *w, const hlo_module *m, const estimate *e, const est_advice *x)
{
	const hlo_instr *in = &m->instrs[x->instr];
	uint32_t at;

	rp_jobj(w, NULL);
	if (x->kind == ADV_DONATE) {
		char idx[128];
		rp_juint(w, "parameter", x->param);
		rp_jstr(w, "parameter_index", shapeindex(m, in->shape, x->slot, idx, sizeof idx));
		rp_jstr(w, "output_index", shapeindex(m, m->instrs[m->comps[m->entry].root].shape, x->outslot, idx, sizeof idx));
	} else {
		rp_jstrn(w, "instruction", hlo_str(m, in->name), hlo_strlen(m, in->name));
	}
	rp_juint(w, "bytes", x->bytes);
	rp_juint(w, "bytes_saved_at_peak", x->saved);
	rp_juint(w, "new_peak_bytes", x->newpeak);
	if (x->kind != ADV_DONATE) {
		at = instrat(e, x->recompute);
		if (at == HLO_NONE)
			rp_jnull(w, x->kind == ADV_REMAT ? "recompute_before" : "bring_back_before");
		else
			rp_jstrn(w, x->kind == ADV_REMAT ? "recompute_before" : "bring_back_before",
			      hlo_str(m, m->instrs[at].name), hlo_strlen(m, m->instrs[at].name));
		if (x->kind == ADV_REMAT)
			rp_jstr(w, "cost_class", costname(x->cost));
		rp_jsource(w, m, in);
	}
	rp_jend(w, '}');
}

void rp_jsonsuggest(jw *w, const hlo_module *m, const estimate *e, const est_advice *adv, uint32_t n)
{
	static const char *const keys[] = {"remat_candidates", "offload_candidates", "donation_candidates"};

	for (int kind = ADV_REMAT; kind <= ADV_DONATE; kind++) {
		rp_jarr(w, keys[kind]);
		for (uint32_t k = 0; k < n; k++)
			if (adv[k].kind == kind)
				jadvice(w, m, e, &adv[k]);
		rp_jend(w, ']');
	}
	(void)kindname;
}

/* the suggest command's text: the candidates, then what applying the top
 * `applied` together does (after: that estimate, NULL when not made) */
void rp_suggestreport(FILE *out, const char *path, const hlo_module *m, const estimate *e, const repopts *ro,
		   int applied, const estimate *after)
{
	char a[32], b[32], c[32];

	fprintf(out, "%.*s (%s): peak %s\n", m->name == HLO_NONE ? 0 : (int)hlo_strlen(m, m->name),
	        m->name == HLO_NONE ? "" : hlo_str(m, m->name), path, rp_xlasize(estused(e), a, sizeof a));
	if (!ro->nadv)
		fprintf(out, "  No candidate lowers the peak.\n");
	rp_textsuggest(out, m, e, ro->adv, ro->nadv, 0);
	rp_textdonors(out, m, e);
	if (after)
		fprintf(out, "  With the top %d applied together: peak %s -> %s (saves %s)\n", applied,
		        rp_xlasize(estused(e), a, sizeof a), rp_xlasize(estused(after), b, sizeof b),
		        rp_xlasize(estused(e) > estused(after) ? estused(e) - estused(after) : 0, c, sizeof c));
}
