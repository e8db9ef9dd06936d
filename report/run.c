/* run.c: one command over a list of files: parse, analyse, report */
#include <string.h>

#include "hlopeak.h"
#include "report.h"

void hlp_defaultopts(hlp_opts *o)
{
	memset(o, 0, sizeof *o);
	o->format = HLP_TEXT;
	o->top = 20;
	hlo_defaultlimits(&o->limits);
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
				jsonreport(&w, files[i], m, &e, o->top);
			else
				textreport(out, files[i], m, &e, o->top);
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
