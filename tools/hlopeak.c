/* hlopeak: the command line.  The only place that knows about argv and exit
 * codes: 0 ok, 1 a gate failed, 2 usage error, 3 input error.  The command
 * table below says what each command runs and which options it takes; the
 * option table (options.c) says how each option is read. */
#include <errno.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmdline.h"
#include "version.h"

/* the options of every command that analyses modules */
#define ANALYSIS (OPT(OPT_FORMAT) | OPT(OPT_TARGET) | OPT(OPT_ALIGNMENT) | OPT(OPT_WORKSPACE) | \
		  OPT(OPT_DEVICE) | OPT(OPT_TOP) | OPT(OPT_JOBS) | OPT(OPT_THREADS) | OPT(OPT_MINPIECE) | \
		  OPT(OPT_PLAINSCAN) | OPT(OPT_STRICT) | OPT(OPT_MAXRANK) | OPT(OPT_MAXDEPTH) | \
		  OPT(OPT_MAXINSTRS))
/* the options of every command */
#define EVERY (OPT(OPT_REGEX) | OPT(OPT_STAGE) | OPT(OPT_OUTPUT) | OPT(OPT_SHORTHELP) | OPT(OPT_HELP))
/* the commands that give each module a verdict against a budget and can
 * time their stages */
#define VERDICT (OPT(OPT_BUDGET) | OPT(OPT_RESERVE) | OPT(OPT_GATE) | OPT(OPT_TIMINGS))

#define FORMAT(f) (1u << (f))
#define ALLFORMATS (FORMAT(HLP_TEXT) | FORMAT(HLP_JSON) | FORMAT(HLP_MD) | FORMAT(HLP_GITHUB))

static int runpeak(const cmdline *c, FILE *out)
{
	return hlp_peak(&c->o, c->files, c->nfile, out, stderr);
}

static int rundiff(const cmdline *c, FILE *out)
{
	return hlp_diff(&c->o, c->files[0], c->files[1], out, stderr);
}

static int runmodules(const cmdline *c, FILE *out)
{
	return hlp_modules(&c->o, c->files[0], out, stderr);
}

static const command commands[] = {
	{"peak", HLP_PEAK, runpeak,
	 "  peak DUMP...    per module: the peak, XLA's breakdown, the largest buffers\n"
	 "                  at the peak, the peak by name scope, what to try\n",
	 EVERY | ANALYSIS | VERDICT, ALLFORMATS, NULL, 0, NULL, NULL},
	{"check", HLP_CHECK, runpeak,
	 "  check DUMP...   the gate: one verdict line per module; exit 1 if any is over\n"
	 "                  the budget (needs --budget or --device)\n",
	 EVERY | ANALYSIS | VERDICT, ALLFORMATS, NULL, 0, NULL, "check needs --budget SIZE or --device NAME"},
	{"timeline", HLP_TIMELINE, runpeak,
	 "  timeline DUMP   device memory over program order as an ASCII chart;\n"
	 "                  --html FILE also writes a self-contained page\n",
	 EVERY | ANALYSIS | VERDICT | OPT(OPT_HTML), ALLFORMATS, NULL, 0, NULL, NULL},
	{"modules", HLP_MODULES, runmodules,
	 "  modules DIR     the programs a dump folder holds, the file each uses and why\n",
	 EVERY | OPT(OPT_FORMAT), FORMAT(HLP_TEXT), "modules writes text only",
	 1, "modules takes one dump folder", NULL},
	{"suggest", HLP_SUGGEST, runpeak,
	 "  suggest DUMP... rematerialization, donation and offload candidates, each with\n"
	 "                  the bytes it saves, measured by re-running the analysis;\n"
	 "                  --apply N re-estimates with the top N applied together\n",
	 EVERY | ANALYSIS | VERDICT | OPT(OPT_APPLY), ALLFORMATS, NULL, 0, NULL, NULL},
	{"diff", HLP_DIFF, rundiff,
	 "  diff BASE NEW   what grew, appeared, shrank or vanished between two dumps\n"
	 "                  (files, or folders paired by program); --fail-above 2%|1G\n"
	 "                  exits 1 when a module's peak grows more than that\n",
	 EVERY | ANALYSIS | OPT(OPT_FAILABOVE), ALLFORMATS & ~FORMAT(HLP_GITHUB),
	 "diff writes text, json or md, not github", 2, "diff takes two dumps: BASE NEW", NULL},
};

void cmd_printhelp(FILE *out)
{
	fputs("usage: hlopeak COMMAND [options] DUMP...\n"
	      "\n"
	      "commands:\n", out);
	for (size_t k = 0; k < sizeof commands / sizeof commands[0]; k++)
		fputs(commands[k].help, out);
	fputs("\noptions:\n", out);
	for (int k = 0; k < NOPT; k++)
		if (cmd_options[k].help)
			fputs(cmd_options[k].help, out);
	fputs("  --version            print the version, the commit and the XLA rules assumed\n"
	      "\n"
	      "\n"
	      "DUMP is an HLO text file, a StableHLO module (MLIR text, as JAX's\n"
	      "lower().as_text() prints it; told by its content), a --xla_dump_to or\n"
	      "--jax_dump_ir_to folder (each program's latest stage: after_optimizations,\n"
	      "else its latest per-pass dump, else before_optimizations, else its\n"
	      "StableHLO; `hlopeak modules DIR` lists them), or -.\n"
	      "exit status: 0 ok, 1 a gate failed, 2 usage error, 3 input error\n", out);
}

__attribute__((format(printf, 1, 2), noreturn))
static void fatal(const char *fmt, ...)
{
	va_list ap;

	fputs("hlopeak: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(EXIT_INPUT);
}

/* the terminal's width for the timeline: the window, $COLUMNS, or 80 */
static int termwidth(void)
{
	struct winsize ws;
	const char *c = getenv("COLUMNS");

	if (isatty(1) && ioctl(1, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 40)
		return ws.ws_col;
	if (c && atoi(c) >= 40)
		return atoi(c) > 400 ? 400 : atoi(c);
	return 80;
}

static const command *findcommand(const char *name)
{
	for (size_t k = 0; k < sizeof commands / sizeof commands[0]; k++)
		if (!strcmp(commands[k].name, name))
			return &commands[k];
	return NULL;
}

/* the budget: --budget, or --device's capacity, less what is reserved */
static void resolvebudget(cmdline *c)
{
	if (c->hasbudget && c->device)
		cmd_usage("give --budget or --device, not both");
	if (c->device) {
		c->budget = c->capacity;
		/* a preset names its platform: a GPU's has a GEMM workspace (the
		 * device table's convention), a TPU's none; --target still rules */
		if (c->o.target == HLP_AUTO)
			c->o.target = c->devworkspace ? HLP_GPU : HLP_TPU;
		if (!c->o.workspace)
			c->o.workspace = c->devworkspace;
		if (!c->hasreserve)
			c->reserve = c->devreserve;
		c->hasbudget = 1;
	}
	if (c->hasbudget) {
		if (c->reserve > c->budget)
			cmd_usage("--reserve is larger than the memory it reserves from");
		c->o.hasbudget = 1;
		c->o.budget = c->budget - c->reserve;
	} else if (c->hasreserve) {
		cmd_usage("--reserve needs --budget or --device");
	}
}

/* what needs all the arguments: the dumps, the budget, the format */
static void checkargs(cmdline *c)
{
	const command *cmd = c->cmd;

	if (c->nfile == 0)
		cmd_usage("%s needs at least one DUMP", cmd->name);
	resolvebudget(c);
	if (cmd->needsbudget && !c->o.hasbudget)
		cmd_usage("%s", cmd->needsbudget);
	c->o.width = termwidth();
	c->o.progress = isatty(2);
	if (!c->o.jobs) {
		uint32_t n = hlp_cpus();
		c->o.jobs = n < 256 ? (int)n : 256;
	}
	/* every command writes where -o says; a format a command has no
	 * writer for is refused, not replaced by text */
	if (!(cmd->formats & FORMAT(c->o.format)))
		cmd_usage("%s", cmd->formaterror);
	if (cmd->ndumps && c->nfile != cmd->ndumps)
		cmd_usage("%s", cmd->ndumpserror);
}

/* the exit status for the library's status */
static int exitstatus(int status)
{
	switch (status) {
	case HLP_OK:
		return 0;
	case HLP_OVER:
		return EXIT_GATE;
	default:
		return EXIT_INPUT;
	}
}

int main(int argc, char **argv)
{
	cmdline c;
	FILE *out = stdout;
	int rc;

	memset(&c, 0, sizeof c);
	hlp_defaultopts(&c.o);
	if (argc < 2)
		cmd_usage(NULL);
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		cmd_printhelp(stdout);
		return 0;
	}
	if (!strcmp(argv[1], "--version")) {
		cmd_printversion(stdout);
		return 0;
	}
	if (!(c.cmd = findcommand(argv[1])))
		cmd_usage("unknown command '%s'", argv[1]);
	c.o.command = c.cmd->id;
	if (!(c.files = calloc((size_t)argc, sizeof *c.files)))
		fatal("out of memory");
	cmd_readargs(&c, argc, argv);
	if (c.stop) {
		free(c.files);
		return 0;
	}
	checkargs(&c);
	if (c.outpath && !(out = fopen(c.outpath, "w")))
		fatal("cannot write %s: %s", c.outpath, strerror(errno));
	rc = exitstatus(c.cmd->run(&c, out));
	if (fflush(out) != 0 || (out != stdout && fclose(out) != 0))
		fatal("cannot write the report: %s", strerror(errno));
	free(c.files);
	return rc;
}
