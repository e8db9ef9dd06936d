/* run.c: one command over a list of files: parse, analyse, report */
#include <pthread.h>
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
	o->failpct = -1;
	o->width = 80;
	hlo_defaultlimits(&o->limits);
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* the public target (HLP_*) as the analysis numbers it (TARGET_*): two
 * enums, mapped here so that neither depends on the other's order */
int esttarget(int target)
{
	switch (target) {
	case HLP_GPU:
		return TARGET_GPU;
	case HLP_TPU:
		return TARGET_TPU;
	case HLP_CPU:
		return TARGET_CPU;
	default:
		return TARGET_AUTO;
	}
}

/* the public gate (HLP_GATE_*) as verdict() numbers it (GATE_*) */
int verdictgate(int gate)
{
	switch (gate) {
	case HLP_GATE_LOWER:
		return GATE_LOWER;
	case HLP_GATE_UPPER:
		return GATE_UPPER;
	default:
		return GATE_BEST;
	}
}

int hlp_parsesize(const char *s, uint64_t *bytes)
{
	return parsesize(s, bytes);
}

int hlp_device(const char *name, uint64_t *capacity, uint64_t *reserved, uint64_t *workspace)
{
	const device *d = finddevice(name);

	if (!d)
		return -1;
	*capacity = d->capacity;
	*reserved = d->reserved;
	*workspace = d->workspace;
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

/* the suggest command's text: the candidates, then what applying the top
 * N together does */
static void suggestreport(FILE *out, const char *path, const hlo_module *m, const estimate *e,
			  const repopts *ro, int apply, hlo_diag *d)
{
	char a[32], b[32], c[32];
	estimate after;

	fprintf(out, "%.*s (%s): peak %s\n", m->name == HLO_NONE ? 0 : (int)hlo_strlen(m, m->name),
	        m->name == HLO_NONE ? "" : hlo_str(m, m->name), path, xlasize(estused(e), a, sizeof a));
	if (!ro->nadv)
		fprintf(out, "  No candidate lowers the peak.\n");
	textsuggest(out, m, e, ro->adv, ro->nadv, 0);
	textdonors(out, m);
	if (apply <= 0 || !ro->nadv)
		return;
	if ((uint32_t)apply > ro->nadv)
		apply = (int)ro->nadv;
	if (applyadvice(m, e, ro->adv, (uint32_t)apply, &after, d) == 0) {
		fprintf(out, "  With the top %d applied together: peak %s -> %s (saves %s)\n", apply,
		        xlasize(estused(e), a, sizeof a), xlasize(estused(&after), b, sizeof b),
		        xlasize(estused(e) > estused(&after) ? estused(e) - estused(&after) : 0, c, sizeof c));
		freeestimate(&after);
	}
}

/* one module's work: its report and its diagnostics, kept apart so that
 * modules can run on several threads and still print in order */
struct job {
	const hlp_opts *o;
	const char *path;
	const char *data;       /* the text itself, when not read from path */
	uint64_t size;
	char *stage;            /* the dump stage its name says, or NULL */
	int status;
	char *out, *details, *err;
	size_t outlen, detaillen, errlen;
	char *html;             /* timeline --html: this module's section of the page */
	size_t htmllen;
	int index;              /* argument order: the section's element ids */
	char *name;             /* module name, for the summary */
	uint64_t used, unpadded;
	int over, ok;
};

/* --timings: one line per module, each stage's seconds; parse excludes
 * the joining of pieces parsed on separate threads that is left when
 * parsing ends (on two threads the middle piece is joined while the last
 * is parsed: that join counts as parsing) */
static void timings(FILE *err, const char *path, const hlo_file *f, const hlo_module *m,
		    double read, double parse, double analysis, double report)
{
	double lex = parse - m->resolvesec;

	char pieces[32] = "";

	if (m->pieces > m->threads)
		snprintf(pieces, sizeof pieces, " in %u pieces", m->pieces);
	fprintf(err, "%s: %.1f MB, %u instructions: read %.3f s, parse %.3f s (%.0f MB/s on %u thread%s%s), "
	        "resolve %.3f s, analysis %.3f s, report %.3f s\n", path, (double)f->size / 1e6,
	        m->ninstr, read, lex, (double)f->size / 1e6 / (lex > 0 ? lex : 1e-9), m->threads, m->threads == 1 ? "" : "s",
	        pieces, m->resolvesec, analysis, report);
}

/* timeline --html: this module's section, kept until every module is
 * done so that the page holds them in argument order */
static void htmlsection(struct job *j, const hlo_module *m, const estimate *e, const repopts *ro, hlo_diag *d)
{
	FILE *h = open_memstream(&j->html, &j->htmllen);

	if (h) {
		htmlmodule(h, j->index, j->path, m, e, estused(e), ro->hasbudget, ro->budget);
		if (fclose(h) == 0)
			return;
	}
	free(j->html);          /* no partial section on the page */
	j->html = NULL;
	j->htmllen = 0;
	hlo_fileerror(d, j->o->html, "cannot write the HTML page");
	j->status = HLP_INPUT;
}

static void runone(struct job *j)
{
	const hlp_opts *o = j->o;
	FILE *out = open_memstream(&j->out, &j->outlen);
	FILE *details = open_memstream(&j->details, &j->detaillen);
	FILE *err = open_memstream(&j->err, &j->errlen);
	hlo_diag d = {err, 0, 0, 0};
	est_target t = {esttarget(o->target), o->alignment, o->workspace};
	repopts ro = {.top = o->top, .fold = 16 * 1024, .hasbudget = o->hasbudget, .budget = o->budget,
	              .gate = verdictgate(o->gate), .stage = j->stage};
	hlo_file f;
	hlo_module *m = NULL;
	estimate e;
	double tr, t0, t1, t2, t3;

	j->status = HLP_OK;
	if (!out || !details || !err) {
		j->status = HLP_INPUT;
		goto close;
	}
	tr = now();
	if (j->data)
		hlo_openmem(&f, j->path, j->data, j->size);
	else if (hlo_open(&f, j->path, &d) < 0) {
		j->status = HLP_INPUT;
		goto close;
	}
	/* long inputs: say what is happening (only to a terminal) */
	if (o->progress && f.size > (64u << 20))
		fprintf(stderr, "hlopeak: %s: parsing %.0f MB...\n", j->path, (double)f.size / 1e6);
	t0 = now();
	m = hlo_parse(&f, &o->limits, &d);
	t1 = now();
	if (m && o->progress && f.size > (64u << 20))
		fprintf(stderr, "hlopeak: %s: analysing %u instructions...\n", j->path, m->ninstr);
	if (!m || estimatemodule(m, &t, &e, &d) < 0) {
		j->status = HLP_INPUT;
	} else {
		verdict_t v;
		calib xla;
		est_advice *adv = NULL;
		uint32_t nadv = 0;
		if (readcalibration(j->path, &xla, &d) > 0)
			ro.xla = &xla;
		/* measured advice: always for suggest; in peak's report for modules
		 * small enough that re-running the analysis per candidate is cheap */
		if ((o->command == HLP_SUGGEST || (o->command == HLP_PEAK && m->ninstr <= 200000 &&
		     o->format != HLP_MD && o->format != HLP_GITHUB)) &&
		    advise(m, &e, o->command == HLP_SUGGEST ? 8 : 3, &adv, &nadv, &d) == 0) {
			ro.adv = adv;
			ro.nadv = nadv;
			ro.hasadv = 1;
		}
		t2 = now();
		verdict(&e, ro.budget, ro.hasbudget, ro.gate, &v);
		j->used = v.used;
		j->unpadded = e.peak_unpadded;
		j->over = v.over;
		j->ok = 1;
		j->name = malloc(m->name == HLO_NONE ? 1 : hlo_strlen(m, m->name) + 1);
		if (j->name) {
			size_t n = m->name == HLO_NONE ? 0 : hlo_strlen(m, m->name);
			memcpy(j->name, n ? hlo_str(m, m->name) : "", n);
			j->name[n] = 0;
		}
		if (v.over)
			j->status = HLP_OVER;
		if (o->format == HLP_JSON) {
			jw w;
			jinit(&w, out);
			w.depth = 2;
			w.first[2] = 1;
			jsonreport(&w, j->path, m, &e, &ro);
		} else if (o->format == HLP_MD) {
			mdrow(out, details, j->path, m, &e, &ro);
		} else if (o->format == HLP_GITHUB) {
			githubreport(out, j->path, m, &e, &ro);
		} else if (o->command == HLP_CHECK) {
			checkline(out, j->path, m, &e, &ro);
		} else if (o->command == HLP_SUGGEST) {
			suggestreport(out, j->path, m, &e, &ro, o->apply, &d);
		} else if (o->command == HLP_TIMELINE) {
			asciitimeline(out, m, j->path, &e, o->width, estused(&e), ro.hasbudget, ro.budget);
			if (o->html)
				htmlsection(j, m, &e, &ro, &d);
		} else {
			textreport(out, j->path, m, &e, &ro);
		}
		t3 = now();
		if (o->timings)
			timings(err, j->path, &f, m, t0 - tr, t1 - t0, t2 - t1, t3 - t2);
		freeestimate(&e);
		free(adv);
	}
	hlo_free(m);
	hlo_close(&f);
close:
	if (out)
		fclose(out);
	if (details)
		fclose(details);
	if (err)
		fclose(err);
}

struct pool {
	struct job *jobs;
	int n;
	int next;
	pthread_mutex_t lock;
};

static void *worker(void *arg)
{
	struct pool *p = arg;

	for (;;) {
		int k;
		pthread_mutex_lock(&p->lock);
		k = p->next++;
		pthread_mutex_unlock(&p->lock);
		if (k >= p->n)
			return NULL;
		runone(&p->jobs[k]);
	}
}

static int byused(const void *x, const void *y)
{
	const struct job *a = *(struct job *const *)x, *b = *(struct job *const *)y;

	if (a->used != b->used)
		return a->used > b->used ? -1 : 1;
	return strcmp(a->path, b->path);
}

/* across modules: one line each, largest first */
static void summary(FILE *out, struct job *jobs, int n, const hlp_opts *o)
{
	struct job **v = malloc((size_t)n * sizeof *v);
	char a[32], b[32];
	int k = 0;

	if (!v)
		return;
	for (int i = 0; i < n; i++)
		if (jobs[i].ok)
			v[k++] = &jobs[i];
	qsort(v, (size_t)k, sizeof *v, byused);
	fprintf(out, "\nSummary (%d modules, largest first):\n", k);
	for (int i = 0; i < k; i++)
		fprintf(out, "  %10s  %10s unpadded  %-14s %s%s%s%s (%s)\n", xlasize(v[i]->used, a, sizeof a),
		        xlasize(v[i]->unpadded, b, sizeof b), !o->hasbudget ? "" : v[i]->over ? "OVER BUDGET" : "fits",
		        v[i]->name ? v[i]->name : "", v[i]->stage ? " [" : "", v[i]->stage ? v[i]->stage : "",
		        v[i]->stage ? "]" : "", v[i]->path);
	free(v);
}

/* timeline --html: one page, the modules' sections in argument order
 * (none written when no module could be read); -1 when it cannot be written */
static int htmlpage(const hlp_opts *o, const struct job *jobs, int n, FILE *diag)
{
	hlo_diag d = {diag, 0, 0, 0};
	char title[32];
	const char *t = title;
	int sections = 0, last = 0, bad;
	FILE *h;

	for (int k = 0; k < n; k++)
		if (jobs[k].htmllen) {
			sections++;
			last = k;
		}
	if (!sections)
		return 0;
	if (sections == 1)
		t = jobs[last].name && jobs[last].name[0] ? jobs[last].name : jobs[last].path;
	else
		snprintf(title, sizeof title, "%d modules", sections);
	if (!(h = fopen(o->html, "w"))) {
		hlo_fileerror(&d, o->html, "cannot write the HTML page");
		return -1;
	}
	htmlhead(h, t);
	for (int k = 0; k < n; k++)
		if (jobs[k].htmllen)
			fwrite(jobs[k].html, 1, jobs[k].htmllen, h);
	htmltail(h);
	bad = ferror(h);
	if (fclose(h) != 0 || bad) {
		hlo_fileerror(&d, o->html, "cannot write the HTML page");
		return -1;
	}
	return 0;
}

/* run the jobs (on o->jobs threads) and write their reports in order; the
 * worst status seen, starting from `status` */
static int runjobs(const hlp_opts *o, struct job *jobs, int n, int status, FILE *out, FILE *diag)
{
	struct pool pool;
	int threads;
	repopts ro = {.top = o->top, .fold = 16 * 1024, .hasbudget = o->hasbudget, .budget = o->budget,
	              .gate = verdictgate(o->gate)};

	for (int k = 0; k < n; k++)
		jobs[k].index = k;
	pool.jobs = jobs;
	pool.n = n;
	pool.next = 0;
	pthread_mutex_init(&pool.lock, NULL);
	threads = o->jobs > 0 ? o->jobs : 1;
	if (threads > n)
		threads = n;
	if (threads > 1) {
		pthread_t *th = calloc((size_t)threads, sizeof *th);
		int started = 0;
		for (int t = 0; th && t < threads; t++)
			if (pthread_create(&th[t], NULL, worker, &pool) == 0)
				started++;
		if (!started)
			worker(&pool);
		for (int t = 0; t < started; t++)
			pthread_join(th[t], NULL);
		free(th);
	} else {
		worker(&pool);
	}
	pthread_mutex_destroy(&pool.lock);

	/* everything in argument order, whatever the threads did */
	if (o->format == HLP_JSON)
		fputs("{\n  \"schema\": \"hlopeak/1\",\n  \"modules\": [", out);
	if (o->format == HLP_MD && n)
		mdhead(out, &ro);
	for (int k = 0, first = 1; k < n; k++) {
		struct job *j = &jobs[k];
		if (j->errlen)
			fwrite(j->err, 1, j->errlen, diag);
		if (j->status == HLP_INPUT)
			status = HLP_INPUT;
		else if (j->status == HLP_OVER && status == HLP_OK)
			status = HLP_OVER;
		if (!j->outlen)
			continue;
		if (o->format == HLP_JSON && !first)
			fputc(',', out);
		if (o->format == HLP_TEXT && o->command == HLP_PEAK && !first)
			fputc('\n', out);
		fwrite(j->out, 1, j->outlen, out);
		first = 0;
	}
	if (o->format == HLP_JSON)
		fputs(n ? "\n  ]\n}\n" : "]\n}\n", out);
	if (o->format == HLP_MD)
		for (int k = 0; k < n; k++)
			if (jobs[k].detaillen)
				fwrite(jobs[k].details, 1, jobs[k].detaillen, out);
	if (o->format == HLP_TEXT && o->command == HLP_PEAK && n > 1)
		summary(out, jobs, n, o);
	if (o->command == HLP_TIMELINE && o->html && htmlpage(o, jobs, n, diag) < 0)
		status = HLP_INPUT;
	for (int k = 0; k < n; k++) {
		free(jobs[k].out);
		free(jobs[k].html);
		free(jobs[k].details);
		free(jobs[k].err);
		free(jobs[k].name);
		free(jobs[k].stage);
	}
	return status;
}

int hlp_peak(const hlp_opts *o, const char *const *args, int nargs, FILE *out, FILE *diag)
{
	hlo_diag d = {diag, 0, 0, 0};
	int status = HLP_OK, n = 0;
	char **paths = NULL;
	struct job *jobs;

	if (expanddumps(args, nargs, o->regex, o->stage, &paths, &n, &d) < 0)
		status = HLP_INPUT;
	jobs = calloc((size_t)n + 1, sizeof *jobs);
	if (!jobs) {
		fputs("hlopeak: out of memory\n", diag);
		return HLP_INPUT;
	}
	for (int k = 0; k < n; k++) {
		jobs[k].o = o;
		jobs[k].path = paths[k];
		jobs[k].stage = dumpstage(paths[k]);
	}
	status = runjobs(o, jobs, n, status, out, diag);
	for (int k = 0; k < n; k++)
		free(paths[k]);
	free(jobs);
	free(paths);
	return status;
}

int hlp_peaktext(const hlp_opts *o, const char *name, const char *text, size_t len, FILE *out, FILE *diag)
{
	struct job job;

	memset(&job, 0, sizeof job);
	job.o = o;
	job.path = name;
	job.data = text;
	job.size = len;
	return runjobs(o, &job, 1, HLP_OK, out, diag);
}

int hlp_modules(const hlp_opts *o, const char *dir, FILE *out, FILE *diag)
{
	hlo_diag d = {diag, 0, 0, 0};

	return listmodules(out, dir, o->regex, o->stage, &d) < 0 ? HLP_INPUT : HLP_OK;
}
