/* run.c: one command over a list of files and dump folders: each module
 * opened, parsed and analysed (on a pool of threads), its results handed
 * to the report, the reports written in argument order */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "driver.h"

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* one module's work: its report and its diagnostics, kept apart so that
 * modules can run on several threads and still print in order */
struct job {
	const hlp_opts *o;
	const char *path;
	const char *data;       /* the text itself, when not read from path */
	uint64_t size;
	char *stage;            /* the dump stage its name says, or NULL */
	char *entry;            /* StableHLO: the function read as the program */
	int target;             /* the platform the dump's file names say (HLP_AUTO: none) */
	int status;
	char *out, *details, *err;
	size_t outlen, detaillen, errlen;
	char *html;             /* timeline --html: this module's section of the page */
	size_t htmllen;
	int index;              /* argument order: the section's element ids */
	int pool;               /* modules analysed at once (runpool's threads) */
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
		rp_htmlmodule(h, j->index, j->path, m, e, estused(e), ro->hasbudget, ro->budget);
		if (fclose(h) == 0)
			return;
	}
	free(j->html);          /* no partial section on the page */
	j->html = NULL;
	j->htmllen = 0;
	hlo_fileerror(d, j->o->html, "cannot write the HTML page");
	j->status = HLP_INPUT;
}

/* one module's results, made by analyse() and handed to the report */
struct result {
	hlo_file f;
	hlo_module *m;
	estimate e;
	int opened;             /* the file is open (close it) */
	calib xla;
	est_advice *adv;
	uint32_t nadv;
	estimate after;         /* suggest --apply: the top `applied` applied together */
	int applied, hasafter;
	repopts ro;
	double tr, t0, t1, t2;  /* read, parse, analysis began; the report begins */
};

/* measured advice: always for suggest; in peak's report for modules small
 * enough that re-running the analysis per candidate is cheap */
static int wantsadvice(const hlp_opts *o, const hlo_module *m)
{
	return o->command == HLP_SUGGEST ||
	       (o->command == HLP_PEAK && m->ninstr <= 200000 && o->format != HLP_MD && o->format != HLP_GITHUB);
}

/* the threads one module's analyses may take: --threads, else one per
 * core, but one when several modules are analysed at once (they keep the
 * cores busy; two analyses of each would only hold more memory) */
static uint32_t analysisthreads(const struct job *j)
{
	if (j->o->limits.threads)
		return j->o->limits.threads;
	return j->pool > 1 ? 1 : 0;
}

/* the analysis stages after the estimate: calibration, advice, what-if */
static void advisemodule(const struct job *j, struct result *r, hlo_diag *d)
{
	const hlp_opts *o = j->o;

	if (dr_readcalibration(j->path, &r->xla, d) > 0)
		r->ro.xla = &r->xla;
	if (wantsadvice(o, r->m) &&
	    an_advise(r->m, &r->e, o->command == HLP_SUGGEST ? 8 : 3, analysisthreads(j), &r->adv, &r->nadv, d) == 0) {
		r->ro.adv = r->adv;
		r->ro.nadv = r->nadv;
		r->ro.hasadv = 1;
	}
	r->t2 = now();
	/* suggest's text: the top N applied together (counted as report time) */
	if (o->command == HLP_SUGGEST && o->format == HLP_TEXT && o->apply > 0 && r->nadv) {
		r->applied = (uint32_t)o->apply > r->nadv ? (int)r->nadv : o->apply;
		r->hasafter = an_applyadvice(r->m, &r->e, r->adv, (uint32_t)r->applied, &r->after, d) == 0;
	}
}

/* open, parse and analyse one module: 0 when estimated, else -1 (and
 * r->m may still hold a module to free) */
static int analyse(const struct job *j, struct result *r, hlo_diag *d)
{
	const hlp_opts *o = j->o;
	est_target t = {dr_esttarget(o->target == HLP_AUTO ? j->target : o->target), o->alignment, o->workspace,
			 analysisthreads(j)};
	hlo_limits lim;

	r->tr = now();
	if (j->data)
		hlo_openmem(&r->f, j->path, j->data, j->size);
	else if (hlo_open(&r->f, j->path, d) < 0)
		return -1;
	r->opened = 1;
	/* long inputs: say what is happening (only to a terminal) */
	if (o->progress && r->f.size > (64u << 20))
		fprintf(stderr, "hlopeak: %s: parsing %.0f MB...\n", j->path, (double)r->f.size / 1e6);
	dr_parselimits(&o->limits, &lim);
	lim.entry = j->entry;
	r->t0 = now();
	r->m = hlo_parse(&r->f, &lim, d);
	r->t1 = now();
	if (r->m && o->progress && r->f.size > (64u << 20))
		fprintf(stderr, "hlopeak: %s: analysing %u instructions...\n", j->path, r->m->ninstr);
	if (!r->m || an_estimatemodule(r->m, &t, &r->e, d) < 0)
		return -1;
	advisemodule(j, r, d);
	return 0;
}

/* the module's figures for the summary and the status */
static void record(struct job *j, const struct result *r)
{
	const hlo_module *m = r->m;
	verdict_t v;

	rp_verdict(&r->e, r->ro.budget, r->ro.hasbudget, r->ro.gate, &v);
	j->used = v.used;
	j->unpadded = v.unpadded;
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
}

/* hand the results to the report the command and format ask for */
static void writeone(struct job *j, const struct result *r, FILE *out, FILE *details, hlo_diag *d)
{
	const hlp_opts *o = j->o;
	const hlo_module *m = r->m;
	const estimate *e = &r->e;
	const repopts *ro = &r->ro;

	if (o->format == HLP_JSON) {
		rp_jsonmodule(out, j->path, m, e, ro);
	} else if (o->format == HLP_MD) {
		rp_mdrow(out, details, j->path, m, e, ro);
	} else if (o->format == HLP_GITHUB) {
		rp_githubreport(out, j->path, m, e, ro);
	} else if (o->command == HLP_CHECK) {
		rp_checkline(out, j->path, m, e, ro);
	} else if (o->command == HLP_SUGGEST) {
		rp_suggestreport(out, j->path, m, e, ro, r->applied, r->hasafter ? &r->after : NULL);
	} else if (o->command == HLP_TIMELINE) {
		rp_asciitimeline(out, m, j->path, e, o->width, estused(e), ro->hasbudget, ro->budget);
		if (o->html)
			htmlsection(j, m, e, ro, d);
	} else {
		rp_textreport(out, j->path, m, e, ro);
	}
}

static void runone(struct job *j)
{
	const hlp_opts *o = j->o;
	FILE *out = open_memstream(&j->out, &j->outlen);
	FILE *details = open_memstream(&j->details, &j->detaillen);
	FILE *err = open_memstream(&j->err, &j->errlen);
	hlo_diag d = {err, 0, 0, 0};
	struct result r;

	memset(&r, 0, sizeof r);
	r.ro = (repopts){.top = o->top, .fold = 16 * 1024, .hasbudget = o->hasbudget, .budget = o->budget,
	                 .gate = dr_verdictgate(o->gate), .stage = j->stage};
	j->status = HLP_OK;
	if (!out || !details || !err) {
		j->status = HLP_INPUT;
	} else if (analyse(j, &r, &d) < 0) {
		j->status = HLP_INPUT;
	} else {
		record(j, &r);
		writeone(j, &r, out, details, &d);
		if (o->timings)
			timings(err, j->path, &r.f, r.m, r.t0 - r.tr, r.t1 - r.t0, r.t2 - r.t1, now() - r.t2);
		if (r.hasafter)
			an_freeestimate(&r.after);
		an_freeestimate(&r.e);
		free(r.adv);
	}
	if (r.opened) {
		hlo_free(r.m);
		hlo_close(&r.f);
	}
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

/* across modules: the summary's lines, of the modules that were read */
static void summary(FILE *out, const struct job *jobs, int n, const hlp_opts *o)
{
	modline *v = malloc((size_t)n * sizeof *v);
	int k = 0;

	if (!v)
		return;
	for (int i = 0; i < n; i++)
		if (jobs[i].ok)
			v[k++] = (modline){jobs[i].path, jobs[i].name, jobs[i].stage, jobs[i].used, jobs[i].unpadded,
			                   jobs[i].over};
	rp_textsummary(out, v, k, o->hasbudget);
	free(v);
}

/* timeline --html: the sections made, in argument order, onto one page */
static int htmlpages(const hlp_opts *o, const struct job *jobs, int n, FILE *diag)
{
	hlo_diag d = {diag, 0, 0, 0};
	htmlsec *s = malloc(((size_t)n + 1) * sizeof *s);
	int k = 0, rc;

	if (!s)
		return -1;
	for (int i = 0; i < n; i++)
		if (jobs[i].htmllen)
			s[k++] = (htmlsec){jobs[i].name, jobs[i].path, jobs[i].html, jobs[i].htmllen};
	rc = rp_htmlpage(o->html, s, k, &d);
	free(s);
	return rc;
}

/* run the jobs on o->jobs threads */
static void runpool(const hlp_opts *o, struct job *jobs, int n)
{
	struct pool pool;
	int threads;

	pool.jobs = jobs;
	pool.n = n;
	pool.next = 0;
	pthread_mutex_init(&pool.lock, NULL);
	threads = o->jobs > 0 ? o->jobs : 1;
	if (threads > n)
		threads = n;
	for (int k = 0; k < n; k++) {
		jobs[k].index = k;
		jobs[k].pool = threads;
	}
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
}

/* run the jobs and write their reports in argument order, whatever the
 * threads did, each module's diagnostics before its report; the worst
 * status seen, starting from `status` */
static int runjobs(const hlp_opts *o, struct job *jobs, int n, int status, FILE *out, FILE *diag)
{
	repopts ro = {.top = o->top, .fold = 16 * 1024, .hasbudget = o->hasbudget, .budget = o->budget,
	              .gate = dr_verdictgate(o->gate)};

	runpool(o, jobs, n);
	if (o->format == HLP_JSON)
		rp_jsonmodules(out);
	if (o->format == HLP_MD && n)
		rp_mdhead(out, &ro);
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
			rp_jsonmodulesep(out);
		if (o->format == HLP_TEXT && o->command == HLP_PEAK && !first)
			fputc('\n', out);
		fwrite(j->out, 1, j->outlen, out);
		first = 0;
	}
	if (o->format == HLP_JSON)
		rp_jsonmodulesend(out, n);
	if (o->format == HLP_MD)
		for (int k = 0; k < n; k++)
			if (jobs[k].detaillen)
				fwrite(jobs[k].details, 1, jobs[k].detaillen, out);
	if (o->format == HLP_TEXT && o->command == HLP_PEAK && n > 1)
		summary(out, jobs, n, o);
	if (o->command == HLP_TIMELINE && o->html && htmlpages(o, jobs, n, diag) < 0)
		status = HLP_INPUT;
	for (int k = 0; k < n; k++) {
		free(jobs[k].out);
		free(jobs[k].html);
		free(jobs[k].details);
		free(jobs[k].err);
		free(jobs[k].name);
		free(jobs[k].stage);
		free(jobs[k].entry);
	}
	return status;
}

/* the programs a file holds: one, or for a StableHLO module without
 * @main, each public function no other calls (hlo_mlirentries); *names
 * NULL for one.  Standard input is read once, by its job: one program */
static uint32_t programs(const hlp_opts *o, const char *path, char ***names)
{
	hlo_diag quiet = {NULL, 0, 0, 0};
	hlo_limits lim;
	hlo_file f;
	uint32_t n = 0;

	*names = NULL;
	if (!strcmp(path, "-") || hlo_open(&f, path, &quiet) < 0)
		return 1;
	dr_parselimits(&o->limits, &lim);
	if (hlo_mlirentries(&f, &lim, names, &n) < 0 || n < 2) {
		for (uint32_t k = 0; k < n; k++)
			free((*names)[k]);
		free(*names);
		*names = NULL;
		n = 1;
	}
	hlo_close(&f);
	return n;
}

int hlp_peak(const hlp_opts *o, const char *const *args, int nargs, FILE *out, FILE *diag)
{
	hlo_diag d = {diag, 0, 0, 0};
	int status = HLP_OK, n = 0, nj = 0, cap;
	char **paths = NULL;
	struct job *jobs;

	if (dr_expanddumps(args, nargs, o->regex, o->stage, &paths, &n, &d) < 0)
		status = HLP_INPUT;
	cap = n + 1;
	jobs = calloc((size_t)cap, sizeof *jobs);
	if (!jobs) {
		fputs("hlopeak: out of memory\n", diag);
		return HLP_INPUT;
	}
	for (int k = 0; k < n; k++) {
		char **names;
		uint32_t np = programs(o, paths[k], &names);
		if (nj + (int)np >= cap) {
			struct job *more = realloc(jobs, (size_t)(nj + (int)np + 1) * sizeof *jobs);
			if (!more) {
				fputs("hlopeak: out of memory\n", diag);
				status = HLP_INPUT;
				for (uint32_t e = 0; names && e < np; e++)
					free(names[e]);
				free(names);
				break;
			}
			jobs = more;
			cap = nj + (int)np + 1;
		}
		for (uint32_t e = 0; e < np; e++, nj++) {
			memset(&jobs[nj], 0, sizeof jobs[nj]);
			jobs[nj].o = o;
			jobs[nj].path = paths[k];
			jobs[nj].stage = dr_dumpstage(paths[k]);
			jobs[nj].target = dr_dumptarget(paths[k]);
			jobs[nj].entry = names ? names[e] : NULL;
		}
		free(names);
	}
	status = runjobs(o, jobs, nj, status, out, diag);
	for (int k = 0; k < n; k++)
		free(paths[k]);
	free(jobs);
	free(paths);
	return status;
}

int hlp_peaktext(const hlp_opts *o, const char *name, const char *text, size_t len, FILE *out, FILE *diag)
{
	struct job job = {.o = o, .path = name, .data = text, .size = len};

	return runjobs(o, &job, 1, HLP_OK, out, diag);
}

int hlp_modules(const hlp_opts *o, const char *dir, FILE *out, FILE *diag)
{
	hlo_diag d = {diag, 0, 0, 0};

	return dr_listmodules(out, dir, o->regex, o->stage, &d) < 0 ? HLP_INPUT : HLP_OK;
}
