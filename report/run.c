/* run.c: one command over a list of files: parse, analyse, report */
#include <string.h>

#include "hlopeak.h"
#include "estimate.h"
#include "json.h"

void hlp_defaultopts(hlp_opts *o)
{
	memset(o, 0, sizeof *o);
	o->format = HLP_TEXT;
	hlo_defaultlimits(&o->limits);
}

static uint32_t entryparams(const hlo_module *m)
{
	return m->comps[m->entry].nparam;
}

static void textmodule(FILE *out, const char *path, const hlo_module *m, const estimate *e)
{
	fprintf(out, "%s: module %.*s\n", path, (int)hlo_strlen(m, m->name == HLO_NONE ? 0 : m->name),
	        m->name == HLO_NONE ? "" : hlo_str(m, m->name));
	fprintf(out, "  computations %u, instructions %u, entry parameters %u, %s\n",
	        m->ncomp, m->ninstr, entryparams(m), m->scheduled ? "scheduled" : "not scheduled");
	fprintf(out, "  argument %llu, output %llu, alias %llu, temp %llu, peak %llu, live peak %llu\n",
	        (unsigned long long)e->argument, (unsigned long long)e->output,
	        (unsigned long long)e->alias, (unsigned long long)e->temp,
	        (unsigned long long)e->peak, (unsigned long long)e->live_peak);
}

static void jsonmodule(jw *w, const char *path, const hlo_module *m, const estimate *e)
{
	jobj(w, NULL);
	jstr(w, "file", path);
	if (m->name == HLO_NONE)
		jnull(w, "name");
	else
		jstrn(w, "name", hlo_str(m, m->name), hlo_strlen(m, m->name));
	jint(w, "computations", m->ncomp);
	jint(w, "instructions", m->ninstr);
	jint(w, "parameters", entryparams(m));
	jbool(w, "scheduled", m->scheduled);
	juint(w, "argument_size_in_bytes", e->argument);
	juint(w, "output_size_in_bytes", e->output);
	juint(w, "alias_size_in_bytes", e->alias);
	juint(w, "temp_size_in_bytes", e->temp);
	juint(w, "peak_memory_in_bytes", e->peak);
	juint(w, "live_peak_bytes", e->live_peak);
	jend(w, '}');
}

int hlp_peak(const hlp_opts *o, const char *const *files, int nfile, FILE *out, FILE *diag)
{
	hlo_diag d = {diag, 0, 0, 0};
	int status = HLP_OK;
	jw w;

	if (o->format == HLP_JSON) {
		jinit(&w, out);
		jobj(&w, NULL);
		jstr(&w, "schema", "hlopeak/1");
		jarr(&w, "modules");
	}
	for (int i = 0; i < nfile; i++) {
		hlo_file f;
		hlo_module *m;
		estimate e;

		if (hlo_open(&f, files[i], &d) < 0) {
			status = HLP_INPUT;
			continue;
		}
		m = hlo_parse(&f, &o->limits, &d);
		if (!m || estimatemodule(m, o->target, o->alignment, &e, &d) < 0) {
			status = HLP_INPUT;
		} else {
			if (o->format == HLP_JSON)
				jsonmodule(&w, files[i], m, &e);
			else
				textmodule(out, files[i], m, &e);
			freeestimate(&e);
		}
		hlo_free(m);
		hlo_close(&f);
	}
	if (o->format == HLP_JSON) {
		jend(&w, ']');
		jend(&w, '}');
		jfinish(&w);
	}
	return status;
}
