/* jsonrep.c: one module as JSON (schema hlopeak/1): integers only, keys in
 * a fixed order, so two runs over the same input give the same bytes */
#include "report.h"

static void jbuffer(jw *w, const hlo_module *m, const est_buffer *b)
{
	const hlo_instr *in = &m->instrs[b->instr];
	char shape[1024];

	rp_jobj(w, NULL);
	rp_jstrn(w, "instruction", hlo_str(m, in->name), hlo_strlen(m, in->name));
	rp_bufshape(m, b, shape, sizeof shape);
	rp_jstr(w, "shape", shape);
	rp_juint(w, "bytes", b->bytes);
	rp_juint(w, "unpadded_bytes", b->unpadded);
	rp_jstr(w, "category", rp_categoryname(b->category));
	rp_juint(w, "memory_space", b->space);
	rp_jsource(w, m, in);
	rp_jint(w, "live_start", b->start);
	rp_jint(w, "live_end", b->end);
	rp_jend(w, '}');
}

void rp_jsonreport(jw *w, const char *path, const hlo_module *m, const estimate *e, const repopts *ro)
{
	verdict_t v;

	rp_verdict(e, ro->budget, ro->hasbudget, ro->gate, &v);
	rp_jobj(w, NULL);
	rp_jstr(w, "file", path);
	if (ro->stage)
		rp_jstr(w, "stage", ro->stage);
	else
		rp_jnull(w, "stage");
	if (m->name == HLO_NONE)
		rp_jnull(w, "name");
	else
		rp_jstrn(w, "name", hlo_str(m, m->name), hlo_strlen(m, m->name));
	rp_jstr(w, "target", an_targetname(e->target));
	rp_jstr(w, "framework", rp_frameworkwords(rp_framework(m))->name);
	rp_jstr(w, "estimate", e->precompile ? "pre-compile" : "compiled");
	rp_jstr(w, "schedule", e->schedule);
	rp_juint(w, "alignment", e->alignment);
	rp_jint(w, "computations", m->ncomp);
	rp_jint(w, "instructions", m->ninstr);
	rp_jint(w, "parameters", m->comps[m->entry].nparam);
	rp_jbool(w, "scheduled", m->scheduled);
	rp_juint(w, "argument_size_in_bytes", e->argument);
	rp_juint(w, "output_size_in_bytes", e->output);
	rp_juint(w, "alias_size_in_bytes", e->alias);
	rp_juint(w, "temp_size_in_bytes", e->temp);
	rp_juint(w, "peak_memory_in_bytes", e->peak);
	rp_juint(w, "constant_size_in_bytes", e->constant);
	rp_juint(w, "host_argument_size_in_bytes", e->host_argument);
	rp_juint(w, "host_output_size_in_bytes", e->host_output);
	rp_juint(w, "host_alias_size_in_bytes", e->host_alias);
	rp_juint(w, "host_temp_size_in_bytes", e->host_temp);
	rp_juint(w, "live_peak_bytes", e->live_peak);
	rp_juint(w, "peak_unpadded_bytes", e->peak_unpadded);
	rp_juint(w, "temp_live_bytes", e->temp_live);
	rp_juint(w, "temp_live_unpadded_bytes", e->temp_live_unpadded);
	rp_juint(w, "fragmentation_bytes", e->fragmentation);
	if (e->peak_instr == HLO_NONE)
		rp_jstr(w, "peak_instruction", "<static>");
	else
		rp_jstrn(w, "peak_instruction", hlo_str(m, m->instrs[e->peak_instr].name),
		      hlo_strlen(m, m->instrs[e->peak_instr].name));
	rp_jint(w, "peak_time", e->peak_time);
	rp_jint(w, "schedule_length", e->schedule_length);
	rp_juint(w, "used_bytes", v.used);
	rp_juint(w, "peak_lower_bound_bytes", e->lower);
	if (e->upper_unknown)
		rp_jnull(w, "peak_upper_bound_bytes");
	else
		rp_juint(w, "peak_upper_bound_bytes", e->upper);
	rp_juint(w, "assumed_replicated_bytes", e->assumed_replicated);
	rp_jobj(w, "shardy_shardings");
	rp_juint(w, "alone", e->sdy_only);
	rp_juint(w, "with_gspmd", e->sdy_both);
	rp_juint(w, "disagreeing", e->sdy_disagree);
	rp_jend(w, '}');
	rp_jstr(w, "used_counts", v.rule);
	if (v.hasbudget) {
		rp_juint(w, "budget_bytes", v.budget);
		rp_jbool(w, "over_budget", v.over);
		rp_jbool(w, "may_run_out", v.maybe);
	} else {
		rp_jnull(w, "budget_bytes");
		rp_jnull(w, "over_budget");
		rp_jnull(w, "may_run_out");
	}
	rp_jarr(w, "unknown_custom_calls");
	for (uint32_t k = 0; k < e->nunknown; k++) {
		const est_call *c = &e->unknown[k];
		const hlo_instr *in = &m->instrs[c->instr];
		rp_jobj(w, NULL);
		rp_jstrn(w, "instruction", hlo_str(m, in->name), hlo_strlen(m, in->name));
		rp_jhlostr(w, "target", m, in->target);
		rp_juint(w, "operand_bytes", c->operand_bytes);
		rp_juint(w, "result_bytes", c->result_bytes);
		rp_jbool(w, "custom_partitioning", c->callback);
		if (c->jaxdecomp) {
			rp_jstr(w, "library", c->jaxdecomp == JD_FFT ? "jaxdecomp pfft" : "jaxdecomp transpose");
			rp_juint(w, "workspace_bytes", c->workspace);
		} else {
			rp_jnull(w, "library");
			rp_jnull(w, "workspace_bytes");
		}
		rp_jend(w, '}');
	}
	rp_jend(w, ']');
	rp_jarr(w, "memory_spaces");
	for (uint32_t s = 0; s < 8; s++) {
		if (!e->space_bytes[s])
			continue;
		rp_jobj(w, NULL);
		rp_juint(w, "space", s);
		rp_juint(w, "bytes", e->space_bytes[s]);
		rp_jend(w, '}');
	}
	rp_jend(w, ']');
	rp_jarr(w, "buffers_at_peak");
	for (uint32_t k = 0; k < e->natpeak && (ro->top <= 0 || k < (uint32_t)ro->top); k++)
		jbuffer(w, m, &e->atpeak[k]);
	rp_jend(w, ']');
	rp_jscopetree(w, m, e, 4);
	rp_jpeakgroups(w, m, e);
	if (ro->hasadv)
		rp_jsonsuggest(w, m, e, ro->adv, ro->nadv);
	if (ro->xla) {
		const calib *c = ro->xla;
		rp_jobj(w, "xla_buffer_assignment");
		rp_jstr(w, "file", c->source);
		if (c->hasstats) {
			rp_juint(w, "argument_size_in_bytes", c->argument);
			rp_juint(w, "output_size_in_bytes", c->output);
			rp_juint(w, "alias_size_in_bytes", c->alias);
			rp_juint(w, "temp_size_in_bytes", c->temp);
			rp_juint(w, "constant_size_in_bytes", c->constant);
		}
		if (c->hastotal)
			rp_juint(w, "total_bytes_used", c->total);
		else
			rp_jnull(w, "total_bytes_used");
		rp_jend(w, '}');
	} else {
		rp_jnull(w, "xla_buffer_assignment");
	}
	rp_jend(w, '}');
}
