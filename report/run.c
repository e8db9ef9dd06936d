/* run.c: one command over a list of files: parse, analyse, report */
#include <string.h>
#include <time.h>

#include "hlopeak.h"
#include "report.h"

void hlp_defaultopts(hlp_opts *o)
{
	memset(o, 0, sizeof *o);
	o->format = HLP_TEXT;
	o->top = 20;
	hlo_defaultlimits(&o->limits);
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
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
		double t0, t1, t2, t3;

		if (hlo_open(&f, files[i], &d) < 0) {
			status = HLP_INPUT;
			continue;
		}
		t0 = now();
		m = hlo_parse(&f, &o->limits, &d);
		t1 = now();
		if (!m || estimatemodule(m, o->target, o->alignment, &e, &d) < 0) {
			status = HLP_INPUT;
		} else {
			t2 = now();
			if (o->format == HLP_JSON)
				jsonreport(&w, files[i], m, &e, o->top);
			else
				textreport(out, files[i], m, &e, o->top);
			t3 = now();
			if (o->timings)
				fprintf(diag, "%s: %.1f MB, %u instructions: parse %.3f s (%.0f MB/s), "
				        "analysis %.3f s, report %.3f s\n", files[i], (double)f.size / 1e6,
				        m->ninstr, t1 - t0, (double)f.size / 1e6 / (t1 - t0 > 0 ? t1 - t0 : 1e-9),
				        t2 - t1, t3 - t2);
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
