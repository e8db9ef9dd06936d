/* jsonrep.c: one module as JSON (schema hlopeak/1): integers only, keys in
 * a fixed order, so two runs over the same input give the same bytes */
#include "report.h"

static void jbuffer(jw *w, const hlo_module *m, const est_buffer *b)
{
	const hlo_instr *in = &m->instrs[b->instr];
	char shape[1024];

	jobj(w, NULL);
	jstrn(w, "instruction", hlo_str(m, in->name), hlo_strlen(m, in->name));
	bufshape(m, b, shape, sizeof shape);
	jstr(w, "shape", shape);
	juint(w, "bytes", b->bytes);
	juint(w, "unpadded_bytes", b->unpadded);
	jstr(w, "category", categoryname(b->category));
	juint(w, "memory_space", b->space);
	jsource(w, m, in);
	jint(w, "live_start", b->start);
	jint(w, "live_end", b->end);
	jend(w, '}');
}

void jsonreport(jw *w, const char *path, const hlo_module *m, const estimate *e, const repopts *ro)
{
	verdict_t v;

	verdict(e, ro->budget, ro->hasbudget, ro->gate, &v);
	jobj(w, NULL);
	jstr(w, "file", path);
	if (ro->stage)
		jstr(w, "stage", ro->stage);
	else
		jnull(w, "stage");
	if (m->name == HLO_NONE)
		jnull(w, "name");
	else
		jstrn(w, "name", hlo_str(m, m->name), hlo_strlen(m, m->name));
	jstr(w, "target", targetname(e->target));
	jstr(w, "framework", frameworkwords(framework(m))->name);
	jstr(w, "estimate", e->precompile ? "pre-compile" : "compiled");
	jstr(w, "schedule", e->schedule);
	juint(w, "alignment", e->alignment);
	jint(w, "computations", m->ncomp);
	jint(w, "instructions", m->ninstr);
	jint(w, "parameters", m->comps[m->entry].nparam);
	jbool(w, "scheduled", m->scheduled);
	juint(w, "argument_size_in_bytes", e->argument);
	juint(w, "output_size_in_bytes", e->output);
	juint(w, "alias_size_in_bytes", e->alias);
	juint(w, "temp_size_in_bytes", e->temp);
	juint(w, "peak_memory_in_bytes", e->peak);
	juint(w, "constant_size_in_bytes", e->constant);
	juint(w, "host_argument_size_in_bytes", e->host_argument);
	juint(w, "host_output_size_in_bytes", e->host_output);
	juint(w, "host_alias_size_in_bytes", e->host_alias);
	juint(w, "host_temp_size_in_bytes", e->host_temp);
	juint(w, "live_peak_bytes", e->live_peak);
	juint(w, "peak_unpadded_bytes", e->peak_unpadded);
	juint(w, "temp_live_bytes", e->temp_live);
	juint(w, "temp_live_unpadded_bytes", e->temp_live_unpadded);
	juint(w, "fragmentation_bytes", e->fragmentation);
	if (e->peak_instr == HLO_NONE)
		jstr(w, "peak_instruction", "<static>");
	else
		jstrn(w, "peak_instruction", hlo_str(m, m->instrs[e->peak_instr].name),
		      hlo_strlen(m, m->instrs[e->peak_instr].name));
	jint(w, "peak_time", e->peak_time);
	jint(w, "schedule_length", e->schedule_length);
	juint(w, "used_bytes", v.used);
	juint(w, "peak_lower_bound_bytes", e->lower);
	if (e->upper_unknown)
		jnull(w, "peak_upper_bound_bytes");
	else
		juint(w, "peak_upper_bound_bytes", e->upper);
	juint(w, "assumed_replicated_bytes", e->assumed_replicated);
	jobj(w, "shardy_shardings");
	juint(w, "alone", e->sdy_only);
	juint(w, "with_gspmd", e->sdy_both);
	juint(w, "disagreeing", e->sdy_disagree);
	jend(w, '}');
	jstr(w, "used_counts", v.rule);
	if (v.hasbudget) {
		juint(w, "budget_bytes", v.budget);
		jbool(w, "over_budget", v.over);
		jbool(w, "may_run_out", v.maybe);
	} else {
		jnull(w, "budget_bytes");
		jnull(w, "over_budget");
		jnull(w, "may_run_out");
	}
	jarr(w, "unknown_custom_calls");
	for (uint32_t k = 0; k < e->nunknown; k++) {
		const est_call *c = &e->unknown[k];
		const hlo_instr *in = &m->instrs[c->instr];
		jobj(w, NULL);
		jstrn(w, "instruction", hlo_str(m, in->name), hlo_strlen(m, in->name));
		jhlostr(w, "target", m, in->target);
		juint(w, "operand_bytes", c->operand_bytes);
		juint(w, "result_bytes", c->result_bytes);
		jbool(w, "custom_partitioning", c->callback);
		jend(w, '}');
	}
	jend(w, ']');
	jarr(w, "memory_spaces");
	for (uint32_t s = 0; s < 8; s++) {
		if (!e->space_bytes[s])
			continue;
		jobj(w, NULL);
		juint(w, "space", s);
		juint(w, "bytes", e->space_bytes[s]);
		jend(w, '}');
	}
	jend(w, ']');
	jarr(w, "buffers_at_peak");
	for (uint32_t k = 0; k < e->natpeak && (ro->top <= 0 || k < (uint32_t)ro->top); k++)
		jbuffer(w, m, &e->atpeak[k]);
	jend(w, ']');
	jscopetree(w, m, e, 4);
	jpeakgroups(w, m, e);
	if (ro->hasadv)
		jsonsuggest(w, m, e, ro->adv, ro->nadv);
	if (ro->xla) {
		const calib *c = ro->xla;
		jobj(w, "xla_buffer_assignment");
		jstr(w, "file", c->source);
		if (c->hasstats) {
			juint(w, "argument_size_in_bytes", c->argument);
			juint(w, "output_size_in_bytes", c->output);
			juint(w, "alias_size_in_bytes", c->alias);
			juint(w, "temp_size_in_bytes", c->temp);
			juint(w, "constant_size_in_bytes", c->constant);
		}
		if (c->hastotal)
			juint(w, "total_bytes_used", c->total);
		else
			jnull(w, "total_bytes_used");
		jend(w, '}');
	} else {
		jnull(w, "xla_buffer_assignment");
	}
	jend(w, '}');
}
