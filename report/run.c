/* run.c: one command over a list of files: parse, analyse, report */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hlopeak.h"
#include "report.h"

void hlp_defaultopts(hlp_opts *o)
{
	memset(o, 0, sizeof *o);
	o->format = HLP_TEXT;
	o->top = 20;
	o->width = 80;
	hlo_defaultlimits(&o->limits);
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int hlp_parsesize(const char *s, uint64_t *bytes)
{
	return parsesize(s, bytes);
}

int hlp_device(const char *name, uint64_t *capacity, uint64_t *reserved)
{
	const device *d = finddevice(name);

	if (!d)
		return -1;
	*capacity = d->capacity;
	*reserved = d->reserved;
	return 0;
}

void hlp_listdevices(FILE *out)
{
	size_t n;
	const device *d = devicelist(&n);
	char a[32], b[32], c[32];

	for (size_t k = 0; k < n; k++)
		fprintf(out, "  %-10s %-20s %9s, %8s reserved: %9s usable\n", d[k].name, d[k].title,
		        xlasize(d[k].capacity, a, sizeof a), xlasize(d[k].reserved, b, sizeof b),
		        xlasize(d[k].capacity - d[k].reserved, c, sizeof c));
}

int hlp_peak(const hlp_opts *o, const char *const *files, int nfile, FILE *out, FILE *diag)
{
	hlo_diag d = {diag, 0, 0, 0};
	int status = HLP_OK;
	repopts ro = {o->top, 16 * 1024, o->hasbudget, o->budget};
	FILE *details = NULL;
	char *detailbuf = NULL;
	size_t detaillen = 0;
	jw w;

	if (o->format == HLP_JSON) {
		jinit(&w, out);
		jobj(&w, NULL);
		jstr(&w, "schema", "hlopeak/1");
		jarr(&w, "modules");
	}
	if (o->format == HLP_MD) {
		mdhead(out, &ro);
		details = open_memstream(&detailbuf, &detaillen);
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
		/* long inputs: say what is happening (only to a terminal) */
		if (o->progress && f.size > (64u << 20))
			fprintf(diag, "hlopeak: %s: parsing %.0f MB...\n", files[i], (double)f.size / 1e6);
		t0 = now();
		m = hlo_parse(&f, &o->limits, &d);
		t1 = now();
		if (o->progress && f.size > (64u << 20) && m)
			fprintf(diag, "hlopeak: %s: analysing %u instructions...\n", files[i], m->ninstr);
		if (!m || estimatemodule(m, o->target, o->alignment, &e, &d) < 0) {
			status = HLP_INPUT;
		} else {
			verdict_t v;
			t2 = now();
			verdict(&e, ro.budget, ro.hasbudget, &v);
			if (v.over && status == HLP_OK)
				status = HLP_OVER;
			if (o->format == HLP_JSON)
				jsonreport(&w, files[i], m, &e, &ro);
			else if (o->format == HLP_MD)
				mdrow(out, details ? details : out, files[i], m, &e, &ro);
			else if (o->format == HLP_GITHUB)
				githubreport(out, files[i], m, &e, &ro);
			else if (o->command == HLP_CHECK)
				checkline(out, files[i], m, &e, &ro);
			else if (o->command == HLP_TIMELINE) {
				FILE *h;
				asciitimeline(out, m, &e, o->width);
				if (o->html && !(h = fopen(o->html, "w"))) {
					hlo_fileerror(&d, o->html, "cannot write the HTML page");
					status = HLP_INPUT;
				} else if (o->html) {
					htmltimeline(h, files[i], m, &e);
					if (fclose(h) != 0) {
						hlo_fileerror(&d, o->html, "cannot write the HTML page");
						status = HLP_INPUT;
					}
				}
			}
			else
				textreport(out, files[i], m, &e, &ro);
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
	if (details) {
		fclose(details);
		fwrite(detailbuf, 1, detaillen, out);
		free(detailbuf);
	}
	return status;
}
