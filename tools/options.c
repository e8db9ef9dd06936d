/* options.c: the option table and the small functions that read each
 * option's value into the cmdline; a value that does not parse, or an
 * option the command does not take, is a usage error (exit 2) */
#include <errno.h>
#include <regex.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmdline.h"

/* a value's name on the command line and what the library calls it */
typedef struct {
	const char *name;
	int value;
} namedvalue;

static const namedvalue formats[] = {
	{"text", HLP_TEXT}, {"json", HLP_JSON}, {"md", HLP_MD}, {"github", HLP_GITHUB}, {NULL, 0},
};
static const namedvalue targets[] = {
	{"gpu", HLP_GPU}, {"tpu", HLP_TPU}, {"cpu", HLP_CPU}, {NULL, 0},
};
static const namedvalue gates[] = {
	{"best", HLP_GATE_BEST}, {"lower", HLP_GATE_LOWER}, {"upper", HLP_GATE_UPPER}, {NULL, 0},
};

/* the value a table gives name, or -1 */
static int findvalue(const namedvalue *t, const char *name)
{
	for (; t->name; t++)
		if (!strcmp(t->name, name))
			return t->value;
	return -1;
}

void cmd_usage(const char *fmt, ...)
{
	va_list ap;

	/* one line and where the rest is, not the whole help */
	if (fmt) {
		fputs("hlopeak: ", stderr);
		va_start(ap, fmt);
		vfprintf(stderr, fmt, ap);
		va_end(ap);
		fputs("\n", stderr);
	}
	fputs("usage: hlopeak COMMAND [options] DUMP...; hlopeak --help lists the commands and options\n", stderr);
	exit(EXIT_USAGE);
}

/* a non-negative decimal number, or a usage error */
static uint64_t readnumber(const char *s, const char *opt)
{
	char *end;
	unsigned long long v;

	errno = 0;
	v = strtoull(s, &end, 10);
	if (!*s || *end || errno || s[0] == '-' || v > (1ull << 40))
		cmd_usage("%s takes a number, not '%s'", opt, s);
	return v;
}

static void setformat(cmdline *c, const char *v)
{
	int f = findvalue(formats, v);

	if (f < 0)
		cmd_usage("unknown format '%s' (text, json, md or github)", v);
	c->o.format = f;
}

static void setbudget(cmdline *c, const char *v)
{
	if (hlp_parsesize(v, &c->budget) < 0)
		cmd_usage("--budget takes a size like 30.75G, 40M, 512K or 123456, not '%s'", v);
	c->hasbudget = 1;
}

static void setreserve(cmdline *c, const char *v)
{
	if (hlp_parsesize(v, &c->reserve) < 0)
		cmd_usage("--reserve takes a size like 1.25G, not '%s'", v);
	c->hasreserve = 1;
}

static void setgate(cmdline *c, const char *v)
{
	int g = findvalue(gates, v);

	if (g < 0)
		cmd_usage("--gate takes best, lower or upper, not '%s'", v);
	c->o.gate = g;
}

/* a preset from the library's device table; `list` prints the table */
static void setdevice(cmdline *c, const char *v)
{
	c->device = v;
	if (!strcmp(v, "list")) {
		hlp_listdevices(stdout);
		c->stop = 1;
		return;
	}
	if (hlp_device(v, &c->capacity, &c->devreserve, &c->devworkspace) < 0) {
		fprintf(stderr, "hlopeak: unknown device '%s'; the presets are:\n", v);
		hlp_listdevices(stderr);
		exit(EXIT_USAGE);
	}
}

static void setworkspace(cmdline *c, const char *v)
{
	if (hlp_parsesize(v, &c->o.workspace) < 0 || c->o.workspace == 0)
		cmd_usage("--gemm-workspace takes a size like 4M or 32M, not '%s'", v);
}

static void settarget(cmdline *c, const char *v)
{
	int t = findvalue(targets, v);

	if (t < 0)
		cmd_usage("unknown target '%s' (gpu, tpu or cpu)", v);
	c->o.target = t;
}

static void setalignment(cmdline *c, const char *v)
{
	c->o.alignment = readnumber(v, "--alignment");
}

static void settop(cmdline *c, const char *v)
{
	c->o.top = (int)readnumber(v, "--top");
}

/* --fail-above: a percentage (a plain number, then '%') or a size */
static void setfailabove(cmdline *c, const char *v)
{
	char *end;

	if (v[0] && v[strlen(v) - 1] == '%') {
		/* digits first: no sign, nan or inf */
		if (!((v[0] >= '0' && v[0] <= '9') || (v[0] == '.' && v[1] >= '0' && v[1] <= '9')))
			cmd_usage("--fail-above takes a percentage like 2%% or a size like 1G, not '%s'", v);
		c->o.failpct = strtod(v, &end);
		if (end != v + strlen(v) - 1 || !(c->o.failpct >= 0 && c->o.failpct < 1e9))
			cmd_usage("--fail-above takes a percentage like 2%% or a size like 1G, not '%s'", v);
	} else if (hlp_parsesize(v, &c->o.failbytes) == 0) {
		c->o.hasfailbytes = 1;
	} else {
		cmd_usage("--fail-above takes a percentage like 2%% or a size like 1G, not '%s'", v);
	}
}

static void setapply(cmdline *c, const char *v)
{
	c->o.apply = (int)readnumber(v, "--apply");
}

static void setregex(cmdline *c, const char *v)
{
	regex_t re;

	c->o.regex = v;
	if (regcomp(&re, v, REG_EXTENDED | REG_NOSUB))
		cmd_usage("-m '%s': not a valid regular expression", v);
	regfree(&re);
}

/* --stage: one of the two named stages, or a valid regular expression
 * over per-pass stage names */
static void setstage(cmdline *c, const char *v)
{
	regex_t re;

	c->o.stage = v;
	if (!*v)
		cmd_usage("--stage needs a stage name");
	if (!strcmp(v, "after_optimizations") || !strcmp(v, "before_optimizations"))
		return;
	if (regcomp(&re, v, REG_EXTENDED | REG_NOSUB))
		cmd_usage("--stage '%s': neither after_optimizations, before_optimizations nor a valid "
		      "regular expression", v);
	regfree(&re);
}

static void setjobs(cmdline *c, const char *v)
{
	c->o.jobs = (int)readnumber(v, "--jobs");
	if (c->o.jobs < 1 || c->o.jobs > 256)
		cmd_usage("--jobs takes a number from 1 to 256");
}

static void setthreads(cmdline *c, const char *v)
{
	c->o.limits.threads = (uint32_t)readnumber(v, "--threads");
	if (c->o.limits.threads < 1 || c->o.limits.threads > 64)
		cmd_usage("--threads takes a number from 1 to 64");
}

static void setminpiece(cmdline *c, const char *v)
{
	c->o.limits.minpiece = readnumber(v, "--min-piece");
	if (c->o.limits.minpiece < 1)
		cmd_usage("--min-piece takes a number of bytes, at least 1");
}

static void sethtml(cmdline *c, const char *v)
{
	c->o.html = v;
}

static void setoutput(cmdline *c, const char *v)
{
	c->outpath = v;
}

static void setmaxrank(cmdline *c, const char *v)
{
	c->o.limits.maxrank = (uint32_t)readnumber(v, "--max-rank");
	if (c->o.limits.maxrank < 1 || c->o.limits.maxrank > 4096)
		cmd_usage("--max-rank takes a number from 1 to 4096");
}

static void setmaxdepth(cmdline *c, const char *v)
{
	c->o.limits.maxdepth = (uint32_t)readnumber(v, "--max-depth");
	if (c->o.limits.maxdepth < 1 || c->o.limits.maxdepth > 100000)
		cmd_usage("--max-depth takes a number from 1 to 100000");
}

static void setmaxinstrs(cmdline *c, const char *v)
{
	c->o.limits.maxinstrs = readnumber(v, "--max-instructions");
	if (c->o.limits.maxinstrs < 1 || c->o.limits.maxinstrs > 2000000000)
		cmd_usage("--max-instructions takes a number from 1 to 2000000000");
}

static void settimings(cmdline *c, const char *v)
{
	(void)v;
	c->o.timings = 1;
}

static void setplainscan(cmdline *c, const char *v)
{
	(void)v;
	c->o.limits.plainscan = 1;
}

static void setstrict(cmdline *c, const char *v)
{
	(void)v;
	c->o.limits.strict = 1;
}

static void showhelp(cmdline *c, const char *v)
{
	(void)v;
	cmd_printhelp(stdout);
	c->stop = 1;
}

const option cmd_options[NOPT] = {
	[OPT_BUDGET] = {"--budget", 1, setbudget,
		"  --budget SIZE        usable device memory: 30.75G, 40M, 512K, 123456 (binary units)\n"},
	[OPT_DEVICE] = {"--device", 1, setdevice,
		"  --device NAME        a preset (--device list shows them): capacity minus the\n"
		"                       runtime's reserved share; its platform is the target\n"},
	[OPT_RESERVE] = {"--reserve", 1, setreserve,
		"  --reserve SIZE       reserved bytes to take off (default: the device's, else 0)\n"},
	[OPT_GATE] = {"--gate", 1, setgate,
		"  --gate G             for modules not yet compiled, what the exit status follows:\n"
		"                       best (the estimate, default), lower or upper (the bounds;\n"
		"                       an unknown upper bound counts as over)\n"},
	[OPT_FORMAT] = {"--format", 1, setformat,
		"  --format F           text, json, md (merge-request comment) or github\n"
		"                       (workflow annotations); default text\n"},
	[OPT_TARGET] = {"--target", 1, settarget,
		"  --target gpu|tpu|cpu size and alignment rules (default: --device's platform; cpu\n"
		"                       for a dump XLA:CPU wrote; tpu if layouts are tiled, else gpu)\n"},
	[OPT_ALIGNMENT] = {"--alignment", 1, setalignment,
		"  --alignment N        heap alignment in bytes (default: the target's)\n"},
	[OPT_WORKSPACE] = {"--gemm-workspace", 1, setworkspace,
		"  --gemm-workspace SIZE  GPU, not yet compiled: the cuBLAS workspace XLA gives\n"
		"                       a dot before autotuning (default 4M; 32M with --device\n"
		"                       h100 or h200, as XLA gives Hopper)\n"},
	[OPT_TOP] = {"--top", 1, settop,
		"  --top N              buffers listed at the peak (default 20, 0 for all)\n"},
	[OPT_REGEX] = {"-m", 1, setregex,
		"  -m REGEX             in dump folders, only programs whose name matches\n"},
	[OPT_STAGE] = {"--stage", 1, setstage,
		"  --stage NAME         in dump folders, the stage to read instead of the latest:\n"
		"                       after_optimizations, before_optimizations, stablehlo, or a\n"
		"                       regular expression over per-pass stage names (the latest match);\n"
		"                       programs without a file at that stage are skipped\n"},
	[OPT_JOBS] = {"--jobs", 1, setjobs,
		"  --jobs N             modules analysed at once (default: the cores it may run on)\n"},
	[OPT_THREADS] = {"--threads", 1, setthreads,
		"  --threads N          threads that parse one large file, in pieces cut at\n"
		"                       computation boundaries or, in a computation that holds\n"
		"                       most of it, between instructions, and that run the\n"
		"                       analyses of one estimate before compiling (the best\n"
		"                       estimate and its bounds) and the advice's measures\n"
		"                       (1: one after the other, the least memory) (default:\n"
		"                       the cores it may run on)\n"},
	[OPT_MINPIECE] = {"--min-piece", 1, setminpiece,
		"  --min-piece N        bytes a parse thread gets at least (default 8388608)\n"},
	[OPT_PLAINSCAN] = {"--plain-scan", 0, setplainscan,
		"  --plain-scan         read every token one by one, without the scanner's\n"
		"                       shortcuts for plain shapes and metadata (for checks)\n"},
	[OPT_OUTPUT] = {"-o", 1, setoutput,
		"  -o FILE              write the report to FILE\n"},
	[OPT_STRICT] = {"--strict", 0, setstrict,
		"  --strict             reject everything XLA's parser rejects\n"},
	[OPT_TIMINGS] = {"--timings", 0, settimings,
		"  --timings            print the time of each stage on stderr\n"},
	[OPT_MAXRANK] = {"--max-rank", 1, setmaxrank,
		"  --max-rank N         limits against hostile input: dimensions per array\n"
		"                       (default 64);\n"},
	[OPT_MAXDEPTH] = {"--max-depth", 1, setmaxdepth,
		"  --max-depth N        nesting of tuples, brackets and literals (default 2000);\n"},
	[OPT_MAXINSTRS] = {"--max-instructions", 1, setmaxinstrs,
		"  --max-instructions N instructions per module (default 200000000)\n"},
	[OPT_SHORTHELP] = {"-h", 0, showhelp,
		"  -h, --help           this text\n"},
	[OPT_HELP] = {"--help", 0, showhelp, NULL},
	[OPT_HTML] = {"--html", 1, sethtml, NULL},
	[OPT_APPLY] = {"--apply", 1, setapply, NULL},
	[OPT_FAILABOVE] = {"--fail-above", 1, setfailabove, NULL},
};

/* the option arg spells (--opt, or --opt=VALUE for one that takes a
 * value), or -1 */
static int findoption(const char *arg)
{
	for (int k = 0; k < NOPT; k++) {
		size_t n = strlen(cmd_options[k].name);
		if (!strncmp(arg, cmd_options[k].name, n) &&
		    (arg[n] == 0 || (cmd_options[k].hasvalue && arg[n] == '=')))
			return k;
	}
	return -1;
}

/* the value of an option written as --opt VALUE or --opt=VALUE */
static const char *readvalue(int argc, char **argv, int *i, const char *name)
{
	size_t n = strlen(name);

	if (!strncmp(argv[*i], name, n) && argv[*i][n] == '=')
		return argv[*i] + n + 1;
	if (*i + 1 >= argc)
		cmd_usage("%s needs a value", name);
	return argv[++*i];
}

void cmd_readargs(cmdline *c, int argc, char **argv)
{
	for (int i = 2; i < argc && !c->stop; i++) {
		const char *a = argv[i];
		int k = findoption(a);
		if (k < 0 && a[0] == '-' && a[1] != 0)
			cmd_usage("unknown option '%s'", a);
		if (k < 0) {
			c->files[c->nfile++] = a;
			continue;
		}
		if (!(c->cmd->takes & OPT(k)))
			cmd_usage("%s does not take %s", c->cmd->name, cmd_options[k].name);
		cmd_options[k].apply(c, cmd_options[k].hasvalue ? readvalue(argc, argv, &i, cmd_options[k].name) : NULL);
	}
}
