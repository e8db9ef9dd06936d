/* dumps.c: the modules a --xla_dump_to folder holds, and which one of each
 * program to read.
 *
 * XLA names them (xla/service/dump.cc: FilenameFor, DumpHloModuleIfEnabled,
 * DumpHloModuleBetweenPassesIfEnabled, DumpHloModuleDuringPassIfEnabled):
 *   [prefix.]module_NNNN.<program>.[<target tag>_]before_optimizations.txt
 *   [prefix.]module_NNNN.<program>.SSSS.<pipeline>.after_<pass>.before_<next>.txt
 *   [prefix.]module_NNNN.<program>.SSSS.<pass>.<step>.txt
 *   [prefix.]module_NNNN.<program>.[<target tag>_]after_optimizations.txt
 * e.g. module_0007.jit_f.sm_8.0_gpu_after_optimizations.txt.  SSSS is a step
 * counter (%04d) per module id that every per-pass dump (--xla_dump_hlo_pass_re)
 * advances, so within one id a higher step is a later point of the pipeline;
 * a higher id is a later module (a clone, or a later compilation).
 *
 * Modules are grouped by program name (one program may be split over
 * several ids).  Each program uses its latest stage: after_optimizations,
 * else the per-pass dump with the highest (id, step), else
 * before_optimizations; among files of one stage the highest id wins.
 * A stage selector (--stage) overrides this: after_optimizations,
 * before_optimizations, or a POSIX extended regular expression over the
 * per-pass stage names (0012.simplification.after_algsimp.before_dce), the
 * latest match winning; a program with no file at that stage is skipped.
 * Side files (-buffer-assignment.txt, -memory-usage-report.txt,
 * execution_options, .dot, .html, .pb, ...) are not modules.
 *
 * StableHLO files are modules too, at the earliest stage ("stablehlo",
 * used only when the program has no HLO dump): JAX's --jax_dump_ir_to
 * writes jax_irNNNN_<program>_compile.mlir (NNNN its counter, the id);
 * any other NAME.mlir is program NAME. */
#include <dirent.h>
#include <errno.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "driver.h"
#include "util.h"

static const char after_name[] = "after_optimizations";
static const char before_name[] = "before_optimizations";

static char *copyspan(const char *s, size_t n)
{
	char *d = ut_malloc(n + 1);

	memcpy(d, s, n);
	d[n] = 0;
	return d;
}

static char *xstrdup(const char *s)
{
	return copyspan(s, strlen(s));
}

/* an after_ or before_optimizations dump: the '.' that ends the program
 * name, or NULL; txt is the ".txt" at the end of the name */
static const char *optstage(const char *p, const char *txt, int *kind)
{
	static const struct { const char *name; int kind; } stages[] = {
		{after_name, STAGE_AFTER}, {before_name, STAGE_BEFORE},
	};
	const char *rest = NULL;

	for (size_t k = 0; k < 2 && !rest; k++) {
		size_t sl = strlen(stages[k].name);
		if ((size_t)(txt - p) > sl && !strncmp(txt - sl, stages[k].name, sl)) {
			rest = txt - sl;
			*kind = stages[k].kind;
		}
	}
	if (!rest)
		return NULL;
	/* before the stage a '.', or a target tag such as cpu_ or sm_8.0_gpu_
	 * after the program's '.' */
	if (rest[-1] == '_') {
		const char *sm = NULL;
		for (const char *q = p; q < rest; q++)
			if (!strncmp(q, ".sm_", 4))
				sm = q;
		if (sm && rest - sm >= 8 && !strncmp(rest - 4, "gpu_", 4))
			rest = sm + 1;
		else
			while (rest > p && rest[-1] != '.')
				rest--;
	}
	if (rest <= p + 1 || rest[-1] != '.')
		return NULL;
	return rest - 1;
}

/* a per-pass dump: the '.' that ends the program name, or NULL.  The step
 * is the last segment of four or more digits with a name after it (so a
 * program name that ends in digits, like TensorFlow's "cluster_3_.1234",
 * stays whole). */
static const char *passstage(const char *p, const char *txt, long *step)
{
	for (const char *q = txt - 1; q > p; q--) {
		const char *s = q + 1, *e = s;
		if (*q != '.')
			continue;
		while (e < txt && *e >= '0' && *e <= '9')
			e++;
		if (e - s >= 4 && e + 1 < txt && *e == '.') {
			*step = strtol(s, NULL, 10);
			return q;
		}
	}
	return NULL;
}

/* parse a dump file name; 0 and the parts if it is a module dump */
static const char lowered_name[] = "stablehlo";

/* jax_irNNNN_<program>_compile.mlir, or NAME.mlir */
static int mlirname(const char *name, size_t n, dumpfile *d)
{
	const char *p = name, *e = name + n - 5;
	char *q;

	if (n > 7 && !strncmp(name, "jax_ir", 6)) {
		d->id = strtol(name + 6, &q, 10);
		if (q > name + 6 && *q == '_') {
			p = q + 1;
			if (e - p > 8 && !memcmp(e - 8, "_compile", 8))
				e -= 8;
		} else {
			d->id = 0;
		}
	}
	if (e <= p)
		return -1;
	d->kind = STAGE_LOWERED;
	d->stage = xstrdup(lowered_name);
	d->program = copyspan(p, (size_t)(e - p));
	return 0;
}

int dr_dumpname(const char *name, dumpfile *d)
{
	const char *m = strstr(name, "module_"), *p, *txt, *end;
	size_t n = strlen(name);
	char *e;

	memset(d, 0, sizeof *d);
	d->step = -1;
	if (n > 5 && !strcmp(name + n - 5, ".mlir"))
		return mlirname(name, n, d);
	if (!m || (m != name && m[-1] != '.'))
		return -1;
	d->id = strtol(m + 7, &e, 10);
	if (e == m + 7 || *e != '.')
		return -1;
	p = e + 1;
	if (n < 4 || strcmp(name + n - 4, ".txt"))
		return -1;
	txt = name + n - 4;
	if (txt <= p)
		return -1;
	if ((end = optstage(p, txt, &d->kind)) != NULL) {
		d->stage = xstrdup(d->kind == STAGE_AFTER ? after_name : before_name);
	} else if ((end = passstage(p, txt, &d->step)) != NULL) {
		d->kind = STAGE_PASS;
		d->stage = copyspan(end + 1, (size_t)(txt - end - 1));
	} else {
		return -1;
	}
	d->program = copyspan(p, (size_t)(end - p));
	return 0;
}

/* the stage a file's name says it holds, or NULL: for the reports */
char *dr_dumpstage(const char *path)
{
	const char *base = strrchr(path, '/');
	dumpfile f;

	if (dr_dumpname(base ? base + 1 : path, &f) < 0)
		return NULL;
	free(f.program);
	return f.stage;
}

/* the platform an XLA dump's file names say a module was compiled for:
 * XLA tags the compiled module's file with it (cpu_after_optimizations,
 * sm_8.0_gpu_after_optimizations); the module before optimizations of the
 * same program, untagged, is the platform's whose compiled file lies
 * beside it.  HLP_AUTO when no name says. */
static int tagtarget(const char *name, size_t n)
{
	static const char cpu[] = "cpu_after_optimizations", gpu[] = "gpu_after_optimizations";

	if (n >= sizeof cpu - 1 && !memcmp(name + n - (sizeof cpu - 1), cpu, sizeof cpu - 1) &&
	    (n == sizeof cpu - 1 || name[n - sizeof cpu] == '.'))
		return HLP_CPU;
	if (n >= sizeof gpu - 1 && !memcmp(name + n - (sizeof gpu - 1), gpu, sizeof gpu - 1))
		return HLP_GPU;
	return HLP_AUTO;
}

int dr_dumptarget(const char *path)
{
	static const char before[] = "before_optimizations.txt", cpuafter[] = "cpu_after_optimizations.txt";
	const char *base = strrchr(path, '/');
	size_t n = strlen(path);
	char side[4096];
	dumpfile f;
	FILE *g;

	if (dr_dumpname(base ? base + 1 : path, &f) < 0)
		return HLP_AUTO;
	free(f.program);
	free(f.stage);
	if (f.kind == STAGE_AFTER)
		return tagtarget(path, n - 4);
	/* a GPU's tag names its compute capability: only the CPU's is known
	 * before looking */
	if (f.kind != STAGE_BEFORE || n < sizeof before - 1 || strcmp(path + n - (sizeof before - 1), before) ||
	    (size_t)snprintf(side, sizeof side, "%.*s%s", (int)(n - (sizeof before - 1)), path, cpuafter) >= sizeof side ||
	    !(g = fopen(side, "r")))
		return HLP_AUTO;
	fclose(g);
	return HLP_CPU;
}

/* a program's files, latest first: after, per-pass, before; then the
 * newest id, the highest step; the path last, so that the order does not
 * depend on the order of readdir */
static int bylateness(const void *x, const void *y)
{
	const dumpfile *a = x, *b = y;
	int c = strcmp(a->program, b->program);

	if (c)
		return c;
	if (a->kind != b->kind)
		return b->kind - a->kind;
	if (a->id != b->id)
		return a->id < b->id ? 1 : -1;
	if (a->step != b->step)
		return a->step < b->step ? 1 : -1;
	return strcmp(a->path, b->path);
}

/* the --stage selector: a name (NULL: the latest stage), its kind, and for
 * per-pass names the compiled expression */
typedef struct {
	const char *name;
	int kind;
	regex_t re;
} stagesel;

static int openstage(stagesel *s, const char *name, hlo_diag *d)
{
	s->name = name;
	s->kind = 0;
	if (!name)
		return 0;
	if (!strcmp(name, after_name))
		s->kind = STAGE_AFTER;
	else if (!strcmp(name, before_name))
		s->kind = STAGE_BEFORE;
	else if (!strcmp(name, lowered_name))
		s->kind = STAGE_LOWERED;
	else
		s->kind = STAGE_PASS;
	if (s->kind == STAGE_PASS && regcomp(&s->re, name, REG_EXTENDED | REG_NOSUB)) {
		hlo_fileerror(d, name, "not a valid regular expression");
		return -1;
	}
	return 0;
}

static void closestage(stagesel *s)
{
	if (s->name && s->kind == STAGE_PASS)
		regfree(&s->re);
}

/* the file is at the selected stage */
static int atstage(const stagesel *s, const dumpfile *f)
{
	if (!s->name)
		return 1;
	if (f->kind != s->kind)
		return 0;
	return s->kind != STAGE_PASS || regexec(&s->re, f->stage, 0, NULL, 0) == 0;
}

/* mark the first file at the stage of each program (they come latest
 * first) and move it to the front of its program */
static void choose(dumpfile *v, size_t n, const stagesel *s)
{
	size_t lo = 0;

	while (lo < n) {
		size_t hi = lo + 1, k;
		while (hi < n && !strcmp(v[hi].program, v[lo].program))
			hi++;
		for (k = lo; k < hi && !atstage(s, &v[k]); k++)
			;
		if (k < hi) {
			dumpfile c = v[k];
			memmove(&v[lo + 1], &v[lo], (k - lo) * sizeof *v);
			v[lo] = c;
			v[lo].chosen = 1;
		}
		lo = hi;
	}
}

/* the module dumps of a folder whose program matches the regex, unsorted */
static int readfolder(const char *dir, const char *regex, dumpfile **out, size_t *nout, hlo_diag *d)
{
	DIR *dp = opendir(dir);
	struct dirent *de;
	dumpfile *v = NULL;
	size_t n = 0, cap = 0;
	regex_t re;

	if (!dp) {
		hlo_fileerror(d, dir, "cannot read the folder: %s", strerror(errno));
		return -1;
	}
	if (regex && regcomp(&re, regex, REG_EXTENDED | REG_NOSUB)) {
		closedir(dp);
		hlo_fileerror(d, regex, "not a valid regular expression");
		return -1;
	}
	while ((de = readdir(dp)) != NULL) {
		dumpfile f;
		if (dr_dumpname(de->d_name, &f) < 0)
			continue;
		if (regex && regexec(&re, f.program, 0, NULL, 0)) {
			free(f.program);
			free(f.stage);
			continue;
		}
		f.path = ut_malloc(strlen(dir) + strlen(de->d_name) + 2);
		sprintf(f.path, "%s/%s", dir, de->d_name);
		GROW(v, n, cap);
		v[n++] = f;
	}
	closedir(dp);
	if (regex)
		regfree(&re);
	*out = v;
	*nout = n;
	return 0;
}

static int scanwith(const char *dir, const char *regex, const stagesel *s, dumpfile **out, size_t *nout,
		    hlo_diag *d)
{
	*out = NULL;
	*nout = 0;
	if (readfolder(dir, regex, out, nout, d) < 0)
		return -1;
	if (*nout)
		qsort(*out, *nout, sizeof **out, bylateness);
	choose(*out, *nout, s);
	return 0;
}

/* the dump files of a folder, grouped by program, latest first; the file
 * at the stage (NULL: the latest stage) marked chosen and put first */
int dr_scanstage(const char *dir, const char *regex, const char *stage, dumpfile **out, size_t *nout, hlo_diag *d)
{
	stagesel s;
	int rc;

	*out = NULL;
	*nout = 0;
	if (openstage(&s, stage, d) < 0)
		return -1;
	rc = scanwith(dir, regex, &s, out, nout, d);
	closestage(&s);
	return rc;
}

void dr_freedump(dumpfile *v, size_t n)
{
	for (size_t k = 0; k < n; k++) {
		free(v[k].path);
		free(v[k].program);
		free(v[k].stage);
	}
	free(v);
}

int dr_isfolder(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int sameprogram(const dumpfile *f, size_t n, size_t k)
{
	return k > 0 && k < n && !strcmp(f[k].program, f[k - 1].program);
}

/* one folder's chosen files onto the list; a warning for each program
 * without a file at the stage; -1 if there is none at all */
static int expandfolder(const char *dir, const char *regex, const char *stage, char ***v, int *n, int *cap,
			hlo_diag *d)
{
	dumpfile *f;
	size_t nf, used = 0;

	if (dr_scanstage(dir, regex, stage, &f, &nf, d) < 0)
		return -1;
	for (size_t k = 0; k < nf; k++)
		if (f[k].chosen) {
			GROW(*v, *n, *cap);
			(*v)[(*n)++] = xstrdup(f[k].path);
			used++;
		}
	for (size_t k = 0; k < nf && used; k++)
		if (!sameprogram(f, nf, k) && !f[k].chosen)
			hlo_filewarn(d, dir, "%s has no dump at stage '%s'; skipped", f[k].program, stage);
	if (!used && nf && stage)
		hlo_fileerror(d, dir, "no %smodule dump at stage '%s' in this folder (hlopeak modules "
		              "lists the stages)", regex ? "matching " : "", stage);
	else if (!used)
		hlo_fileerror(d, dir, "no %smodule dump (module_NNNN.<program>.after_optimizations.txt, "
		              "before_optimizations.txt or a per-pass dump) in this folder", regex ? "matching " : "");
	dr_freedump(f, nf);
	return used ? 0 : -1;
}

/* the modules named by the arguments: files as they are, folders by their
 * chosen dumps; -1 if a folder holds none */
int dr_expanddumps(const char *const *args, int nargs, const char *regex, const char *stage, char ***paths,
		int *npaths, hlo_diag *d)
{
	char **v = NULL;
	int n = 0, cap = 0, rc = 0;

	for (int i = 0; i < nargs; i++) {
		if (!dr_isfolder(args[i])) {
			GROW(v, n, cap);
			v[n++] = xstrdup(args[i]);
		} else if (expandfolder(args[i], regex, stage, &v, &n, &cap, d) < 0) {
			rc = -1;
		}
	}
	*paths = v;
	*npaths = n;
	return rc;
}

/* another file of f[k]'s program is at its stage: an older id, or an
 * earlier match of --stage */
static int hasother(const dumpfile *f, size_t n, size_t k, const stagesel *s)
{
	for (size_t j = k + 1; j < n && sameprogram(f, n, j); j++)
		if (f[j].kind == f[k].kind && atstage(s, &f[j]))
			return 1;
	return 0;
}

/* the modules command: the folder's files with what the report says of
 * each (at the stage, another at it), then the report, then the verdict */
int dr_listmodules(FILE *out, const char *dir, const char *regex, const char *stage, hlo_diag *d)
{
	stagesel s;
	dumpfile *f;
	size_t n, used = 0;
	int rc = 0;

	if (!dr_isfolder(dir)) {
		hlo_fileerror(d, dir, "not a folder");
		return -1;
	}
	if (openstage(&s, stage, d) < 0)
		return -1;
	if (scanwith(dir, regex, &s, &f, &n, d) < 0) {
		closestage(&s);
		return -1;
	}
	for (size_t k = 0; k < n; k++) {
		f[k].atstage = atstage(&s, &f[k]);
		f[k].hasother = hasother(f, n, k, &s);
		used += f[k].chosen != 0;
	}
	rp_textmodules(out, f, n, stage);
	if (n == 0) {
		hlo_fileerror(d, dir, "no %smodule dump in this folder", regex ? "matching " : "");
		rc = -1;
	} else if (!used) {
		hlo_fileerror(d, dir, "no %smodule dump at stage '%s' in this folder", regex ? "matching " : "", stage);
		rc = -1;
	}
	dr_freedump(f, n);
	closestage(&s);
	return rc;
}
