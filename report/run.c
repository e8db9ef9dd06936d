/* run.c: one command over a list of files: parse, analyse, report */
#include <string.h>

#include "hlopeak.h"
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

static void textmodule(FILE *out, const char *path, const hlo_module *m)
{
	fprintf(out, "%s: module %.*s\n", path, (int)hlo_strlen(m, m->name == HLO_NONE ? 0 : m->name),
	        m->name == HLO_NONE ? "" : hlo_str(m, m->name));
	fprintf(out, "  computations %u, instructions %u, entry parameters %u, %s\n",
	        m->ncomp, m->ninstr, entryparams(m), m->scheduled ? "scheduled" : "not scheduled");
}

static void jsonmodule(jw *w, const char *path, const hlo_module *m)
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

		if (hlo_open(&f, files[i], &d) < 0) {
			status = HLP_INPUT;
			continue;
		}
		m = hlo_parse(&f, &o->limits, &d);
		if (!m) {
			status = HLP_INPUT;
		} else if (o->format == HLP_JSON) {
			jsonmodule(&w, files[i], m);
		} else {
			textmodule(out, files[i], m);
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
