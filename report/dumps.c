/* dumps.c: the modules a --xla_dump_to folder holds.
 *
 * Files are named [prefix.]module_NNNN.<program>.[<target tag>_]<stage>.txt,
 * e.g. module_0023.jit_train_step.after_optimizations.txt or
 * module_0007.jit_f.sm_8.0_gpu_after_optimizations.txt.  Modules are grouped
 * by program name (one program may be split over two ids: its
 * before_optimizations and after_optimizations dumps); each program uses its
 * after_optimizations module, else its before_optimizations one, the newest
 * id winning.  Per-pass dumps and side files (-buffer-assignment.txt,
 * -memory-usage-report.txt, execution_options, flagfile, ...) are not
 * modules. */
#include <dirent.h>
#include <errno.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "report.h"
#include "util.h"

static char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	char *d = xmalloc(n);

	memcpy(d, s, n);
	return d;
}

/* parse a dump file name; 0 and the parts if it is a module dump */
int dumpname(const char *name, dumpfile *d)
{
	static const struct { const char *suffix; int stage; } stages[] = {
		{"after_optimizations.txt", STAGE_AFTER}, {"before_optimizations.txt", STAGE_BEFORE},
	};
	const char *m = strstr(name, "module_"), *p, *rest = NULL;
	size_t n = strlen(name), len;
	char *end;

	memset(d, 0, sizeof *d);
	if (!m || (m != name && m[-1] != '.'))
		return -1;
	d->id = strtol(m + 7, &end, 10);
	if (end == m + 7 || *end != '.')
		return -1;
	p = end + 1;
	for (size_t k = 0; k < 2 && !rest; k++) {
		size_t sl = strlen(stages[k].suffix);
		if (n > sl && !strcmp(name + n - sl, stages[k].suffix)) {
			rest = name + n - sl;
			d->stage = stages[k].stage;
		}
	}
	/* rest points at the stage; before it a '.', or a target tag such as
	 * cpu_ or sm_8.0_gpu_ after the program's '.' */
	if (!rest || rest <= p)
		return -1;
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
		return -1;
	len = (size_t)(rest - 1 - p);
	d->program = xmalloc(len + 1);
	memcpy(d->program, p, len);
	d->program[len] = 0;
	return 0;
}

static int byprogram(const void *x, const void *y)
{
	const dumpfile *a = x, *b = y;
	int c = strcmp(a->program, b->program);

	if (c)
		return c;
	if (a->stage != b->stage)
		return b->stage - a->stage;     /* after before before */
	return (a->id < b->id) - (a->id > b->id); /* newest first */
}

/* the dump files of a folder, grouped; the chosen one of each program first */
int scandump(const char *dir, const char *regex, dumpfile **out, size_t *nout, hlo_diag *d)
{
	DIR *dp = opendir(dir);
	struct dirent *de;
	dumpfile *v = NULL;
	size_t n = 0, cap = 0;
	regex_t re;
	int hasre = 0;

	*out = NULL;
	*nout = 0;
	if (!dp) {
		hlo_fileerror(d, dir, "cannot read the folder: %s", strerror(errno));
		return -1;
	}
	if (regex) {
		if (regcomp(&re, regex, REG_EXTENDED | REG_NOSUB)) {
			closedir(dp);
			hlo_fileerror(d, regex, "not a valid regular expression");
			return -1;
		}
		hasre = 1;
	}
	while ((de = readdir(dp)) != NULL) {
		dumpfile f;
		if (dumpname(de->d_name, &f) < 0)
			continue;
		if (hasre && regexec(&re, f.program, 0, NULL, 0)) {
			free(f.program);
			continue;
		}
		f.path = xmalloc(strlen(dir) + strlen(de->d_name) + 2);
		sprintf(f.path, "%s/%s", dir, de->d_name);
		GROW(v, n, cap);
		v[n++] = f;
	}
	closedir(dp);
	if (hasre)
		regfree(&re);
	if (n)
		qsort(v, n, sizeof *v, byprogram);
	for (size_t k = 0; k < n; k++)
		v[k].chosen = k == 0 || strcmp(v[k].program, v[k - 1].program);
	*out = v;
	*nout = n;
	return 0;
}

void freedump(dumpfile *v, size_t n)
{
	for (size_t k = 0; k < n; k++) {
		free(v[k].path);
		free(v[k].program);
	}
	free(v);
}

int isfolder(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* the modules named by the arguments: files as they are, folders by their
 * chosen dumps; -1 if a folder holds none */
int expanddumps(const char *const *args, int nargs, const char *regex, char ***paths, int *npaths, hlo_diag *d)
{
	char **v = NULL;
	int n = 0, cap = 0, rc = 0;

	for (int i = 0; i < nargs; i++) {
		dumpfile *f;
		size_t nf, before = (size_t)n;
		if (!isfolder(args[i])) {
			GROW(v, n, cap);
			v[n++] = xstrdup(args[i]);
			continue;
		}
		if (scandump(args[i], regex, &f, &nf, d) < 0) {
			rc = -1;
			continue;
		}
		for (size_t k = 0; k < nf; k++)
			if (f[k].chosen) {
				GROW(v, n, cap);
				v[n++] = xstrdup(f[k].path);
			}
		freedump(f, nf);
		if ((size_t)n == before) {
			hlo_fileerror(d, args[i], "no %smodule dump (module_NNNN.<program>.after_optimizations.txt "
			              "or before_optimizations.txt) in this folder", regex ? "matching " : "");
			rc = -1;
		}
	}
	*paths = v;
	*npaths = n;
	return rc;
}

/* the modules command: each program, the file used and why, the others */
int listmodules(FILE *out, const char *dir, const char *regex, hlo_diag *d)
{
	dumpfile *f;
	size_t n;

	if (!isfolder(dir)) {
		hlo_fileerror(d, dir, "not a folder");
		return -1;
	}
	if (scandump(dir, regex, &f, &n, d) < 0)
		return -1;
	if (n == 0) {
		hlo_fileerror(d, dir, "no %smodule dump in this folder", regex ? "matching " : "");
		freedump(f, n);
		return -1;
	}
	for (size_t k = 0, chosen = 0; k < n; k++) {
		if (f[k].chosen) {
			chosen = k;
			fprintf(out, "%s\n  uses   %s (%s%s)\n", f[k].program, f[k].path,
			        f[k].stage == STAGE_AFTER ? "after optimizations" :
			        "before optimizations: there is no after_optimizations dump",
			        k + 1 < n && !strcmp(f[k + 1].program, f[k].program) && f[k + 1].stage == f[k].stage
			        ? "; the newest id" : "");
		} else {
			fprintf(out, "  skips  %s (%s)\n", f[k].path,
			        f[k].stage != f[chosen].stage ? "before optimizations; the after_optimizations dump is used" :
			        "an older id of the same program");
		}
	}
	freedump(f, n);
	return 0;
}
