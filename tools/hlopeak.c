/* hlopeak: the command line.  The only place that knows about argv and exit
 * codes: 0 ok, 1 a gate failed, 2 usage error, 3 input error. */
#include <errno.h>
#include <regex.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlopeak.h"
#include "util.h"
#include "version.h"

enum { EXIT_GATE = 1, EXIT_USAGE = 2, EXIT_INPUT = 3 };

static const char usagetext[] =
	"usage: hlopeak COMMAND [options] DUMP...\n"
	"\n"
	"commands:\n"
	"  peak DUMP...    per module: the peak, XLA's breakdown, the largest buffers\n"
	"                  at the peak, the peak by name scope, what to try\n"
	"  check DUMP...   the gate: one verdict line per module; exit 1 if any is over\n"
	"                  the budget (needs --budget or --device)\n"
	"  timeline DUMP   device memory over program order as an ASCII chart;\n"
	"                  --html FILE also writes a self-contained page\n"
	"  modules DIR     the programs a dump folder holds, the file each uses and why\n"
	"  suggest DUMP... rematerialization, donation and offload candidates, each with\n"
	"                  the bytes it saves, measured by re-running the analysis;\n"
	"                  --apply N re-estimates with the top N applied together\n"
	"  diff BASE NEW   what grew, appeared, shrank or vanished between two dumps\n"
	"                  (files, or folders paired by program); --fail-above 2%|1G\n"
	"                  exits 1 when a module's peak grows more than that\n"
	"\n"
	"options:\n"
	"  --budget SIZE        usable device memory: 30.75G, 40M, 512K, 123456 (binary units)\n"
	"  --device NAME        a preset (--device list shows them): capacity minus the\n"
	"                       runtime's reserved share\n"
	"  --reserve SIZE       reserved bytes to take off (default: the device's, else 0)\n"
	"  --gate G             for modules not yet compiled, what the exit status follows:\n"
	"                       best (the estimate, default), lower or upper (the bounds;\n"
	"                       an unknown upper bound counts as over)\n"
	"  --format F           text, json, md (merge-request comment) or github\n"
	"                       (workflow annotations); default text\n"
	"  --target gpu|tpu|cpu size and alignment rules (default: tpu if layouts are tiled, else gpu)\n"
	"  --alignment N        heap alignment in bytes (default: the target's)\n"
	"  --gemm-workspace SIZE  GPU, not yet compiled: the cuBLAS workspace XLA gives\n"
	"                       a dot before autotuning (default 4M; 32M with --device\n"
	"                       h100 or h200, as XLA gives Hopper)\n"
	"  --top N              buffers listed at the peak (default 20, 0 for all)\n"
	"  -m REGEX             in dump folders, only programs whose name matches\n"
	"  --stage NAME         in dump folders, the stage to read instead of the latest:\n"
	"                       after_optimizations, before_optimizations, stablehlo, or a\n"
	"                       regular expression over per-pass stage names (the latest match);\n"
	"                       programs without a file at that stage are skipped\n"
	"  --jobs N             modules analysed at once (default: the cores it may run on)\n"
	"  --threads N          threads that parse one large file, in pieces cut at\n"
	"                       computation boundaries (default: the cores it may run on)\n"
	"  --min-piece N        bytes a parse thread gets at least (default 8388608)\n"
	"  --plain-scan         read every token one by one, without the scanner's\n"
	"                       shortcuts for plain shapes and metadata (for checks)\n"
	"  -o FILE              write the report to FILE\n"
	"  --strict             reject everything XLA's parser rejects\n"
	"  --timings            print the time of each stage on stderr\n"
	"  --max-rank N         limits against hostile input: dimensions per array\n"
	"                       (default 64);\n"
	"  --max-depth N        nesting of tuples, brackets and literals (default 2000);\n"
	"  --max-instructions N instructions per module (default 200000000)\n"
	"  -h, --help           this text\n"
	"  --version            print the version, the commit and the XLA rules assumed\n"
	"\n"
	"\n"
	"DUMP is an HLO text file, a StableHLO module (MLIR text, as JAX's\n"
	"lower().as_text() prints it; told by its content), a --xla_dump_to or\n"
	"--jax_dump_ir_to folder (each program's latest stage: after_optimizations,\n"
	"else its latest per-pass dump, else before_optimizations, else its\n"
	"StableHLO; `hlopeak modules DIR` lists them), or -.\n"
	"exit status: 0 ok, 1 a gate failed, 2 usage error, 3 input error\n";

__attribute__((format(printf, 1, 2)))
static void usage(const char *fmt, ...)
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

__attribute__((format(printf, 1, 2)))
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

/* the value of an option written as --opt VALUE or --opt=VALUE */
static const char *optvalue(int argc, char **argv, int *i, const char *name)
{
	size_t n = strlen(name);

	if (!strncmp(argv[*i], name, n) && argv[*i][n] == '=')
		return argv[*i] + n + 1;
	if (*i + 1 >= argc)
		usage("%s needs a value", name);
	return argv[++*i];
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

/* a non-negative decimal number, or a usage error */
static uint64_t number(const char *s, const char *opt)
{
	char *end;
	unsigned long long v;

	errno = 0;
	v = strtoull(s, &end, 10);
	if (!*s || *end || errno || s[0] == '-' || v > (1ull << 40))
		usage("%s takes a number, not '%s'", opt, s);
	return v;
}

/* --stage: one of the two named stages, or a valid regular expression
 * over per-pass stage names */
static void checkstage(const char *stage)
{
	regex_t re;

	if (!*stage)
		usage("--stage needs a stage name");
	if (!strcmp(stage, "after_optimizations") || !strcmp(stage, "before_optimizations"))
		return;
	if (regcomp(&re, stage, REG_EXTENDED | REG_NOSUB))
		usage("--stage '%s': neither after_optimizations, before_optimizations nor a valid "
		      "regular expression", stage);
	regfree(&re);
}

static int isopt(const char *arg, const char *name)
{
	size_t n = strlen(name);

	return !strncmp(arg, name, n) && (arg[n] == 0 || arg[n] == '=');
}

int main(int argc, char **argv)
{
	hlp_opts o;
	const char **files;
	int nfile = 0, rc = 0, hasbudget = 0, hasreserve = 0;
	const char *cmd, *outpath = NULL, *device = NULL;
	uint64_t budget = 0, reserve = 0, capacity = 0, devreserve = 0, devworkspace = 0;
	FILE *out = stdout;

	hlp_defaultopts(&o);
	if (argc < 2)
		usage(NULL);
	cmd = argv[1];
	if (!strcmp(cmd, "-h") || !strcmp(cmd, "--help")) {
		fputs(usagetext, stdout);
		return 0;
	}
	if (!strcmp(cmd, "--version")) {
		printversion(stdout);
		return 0;
	}
	if (!strcmp(cmd, "check"))
		o.command = HLP_CHECK;
	else if (!strcmp(cmd, "timeline"))
		o.command = HLP_TIMELINE;
	else if (!strcmp(cmd, "modules"))
		o.command = HLP_MODULES;
	else if (!strcmp(cmd, "diff"))
		o.command = HLP_DIFF;
	else if (!strcmp(cmd, "suggest"))
		o.command = HLP_SUGGEST;
	else if (strcmp(cmd, "peak"))
		usage("unknown command '%s'", cmd);
	files = calloc((size_t)argc, sizeof *files);
	if (!files)
		fatal("out of memory");
	for (int i = 2; i < argc; i++) {
		const char *a = argv[i];
		const char *v;
		if (isopt(a, "--format")) {
			v = optvalue(argc, argv, &i, "--format");
			if (!strcmp(v, "text"))
				o.format = HLP_TEXT;
			else if (!strcmp(v, "json"))
				o.format = HLP_JSON;
			else if (!strcmp(v, "md"))
				o.format = HLP_MD;
			else if (!strcmp(v, "github"))
				o.format = HLP_GITHUB;
			else
				usage("unknown format '%s' (text, json, md or github)", v);
		} else if (isopt(a, "--budget")) {
			v = optvalue(argc, argv, &i, "--budget");
			if (hlp_parsesize(v, &budget) < 0)
				usage("--budget takes a size like 30.75G, 40M, 512K or 123456, not '%s'", v);
			hasbudget = 1;
		} else if (isopt(a, "--reserve")) {
			v = optvalue(argc, argv, &i, "--reserve");
			if (hlp_parsesize(v, &reserve) < 0)
				usage("--reserve takes a size like 1.25G, not '%s'", v);
			hasreserve = 1;
		} else if (isopt(a, "--gate")) {
			v = optvalue(argc, argv, &i, "--gate");
			if (!strcmp(v, "best"))
				o.gate = HLP_GATE_BEST;
			else if (!strcmp(v, "lower"))
				o.gate = HLP_GATE_LOWER;
			else if (!strcmp(v, "upper"))
				o.gate = HLP_GATE_UPPER;
			else
				usage("--gate takes best, lower or upper, not '%s'", v);
		} else if (isopt(a, "--device")) {
			device = optvalue(argc, argv, &i, "--device");
			if (!strcmp(device, "list")) {
				hlp_listdevices(stdout);
				free(files);
				return 0;
			}
			if (hlp_device(device, &capacity, &devreserve, &devworkspace) < 0) {
				fprintf(stderr, "hlopeak: unknown device '%s'; the presets are:\n", device);
				hlp_listdevices(stderr);
				exit(EXIT_USAGE);
			}
		} else if (isopt(a, "--gemm-workspace")) {
			v = optvalue(argc, argv, &i, "--gemm-workspace");
			if (hlp_parsesize(v, &o.workspace) < 0 || o.workspace == 0)
				usage("--gemm-workspace takes a size like 4M or 32M, not '%s'", v);
		} else if (isopt(a, "--target")) {
			v = optvalue(argc, argv, &i, "--target");
			if (!strcmp(v, "gpu"))
				o.target = HLP_GPU;
			else if (!strcmp(v, "tpu"))
				o.target = HLP_TPU;
			else if (!strcmp(v, "cpu"))
				o.target = HLP_CPU;
			else
				usage("unknown target '%s' (gpu, tpu or cpu)", v);
		} else if (isopt(a, "--alignment")) {
			o.alignment = number(optvalue(argc, argv, &i, "--alignment"), "--alignment");
		} else if (isopt(a, "--top")) {
			o.top = (int)number(optvalue(argc, argv, &i, "--top"), "--top");
		} else if (isopt(a, "--fail-above")) {
			v = optvalue(argc, argv, &i, "--fail-above");
			if (v[0] && v[strlen(v) - 1] == '%') {
				char *end;
				/* a plain number: digits first, no sign, nan or inf */
				if (!((v[0] >= '0' && v[0] <= '9') || (v[0] == '.' && v[1] >= '0' && v[1] <= '9')))
					usage("--fail-above takes a percentage like 2%% or a size like 1G, not '%s'", v);
				o.failpct = strtod(v, &end);
				if (end != v + strlen(v) - 1 || !(o.failpct >= 0 && o.failpct < 1e9))
					usage("--fail-above takes a percentage like 2%% or a size like 1G, not '%s'", v);
			} else if (hlp_parsesize(v, &o.failbytes) == 0) {
				o.hasfailbytes = 1;
			} else {
				usage("--fail-above takes a percentage like 2%% or a size like 1G, not '%s'", v);
			}
		} else if (isopt(a, "--apply")) {
			o.apply = (int)number(optvalue(argc, argv, &i, "--apply"), "--apply");
		} else if (isopt(a, "-m")) {
			regex_t re;
			o.regex = optvalue(argc, argv, &i, "-m");
			if (regcomp(&re, o.regex, REG_EXTENDED | REG_NOSUB))
				usage("-m '%s': not a valid regular expression", o.regex);
			regfree(&re);
		} else if (isopt(a, "--stage")) {
			o.stage = optvalue(argc, argv, &i, "--stage");
			checkstage(o.stage);
		} else if (isopt(a, "--jobs")) {
			o.jobs = (int)number(optvalue(argc, argv, &i, "--jobs"), "--jobs");
			if (o.jobs < 1 || o.jobs > 256)
				usage("--jobs takes a number from 1 to 256");
		} else if (isopt(a, "--threads")) {
			o.limits.threads = (uint32_t)number(optvalue(argc, argv, &i, "--threads"), "--threads");
			if (o.limits.threads < 1 || o.limits.threads > 64)
				usage("--threads takes a number from 1 to 64");
		} else if (isopt(a, "--min-piece")) {
			o.limits.minpiece = number(optvalue(argc, argv, &i, "--min-piece"), "--min-piece");
			if (o.limits.minpiece < 1)
				usage("--min-piece takes a number of bytes, at least 1");
		} else if (isopt(a, "--html")) {
			o.html = optvalue(argc, argv, &i, "--html");
		} else if (isopt(a, "-o")) {
			outpath = optvalue(argc, argv, &i, "-o");
		} else if (isopt(a, "--max-rank")) {
			o.limits.maxrank = (uint32_t)number(optvalue(argc, argv, &i, "--max-rank"), "--max-rank");
			if (o.limits.maxrank < 1 || o.limits.maxrank > 4096)
				usage("--max-rank takes a number from 1 to 4096");
		} else if (isopt(a, "--max-depth")) {
			o.limits.maxdepth = (uint32_t)number(optvalue(argc, argv, &i, "--max-depth"), "--max-depth");
			if (o.limits.maxdepth < 1 || o.limits.maxdepth > 100000)
				usage("--max-depth takes a number from 1 to 100000");
		} else if (isopt(a, "--max-instructions")) {
			o.limits.maxinstrs = number(optvalue(argc, argv, &i, "--max-instructions"), "--max-instructions");
			if (o.limits.maxinstrs < 1 || o.limits.maxinstrs > 2000000000)
				usage("--max-instructions takes a number from 1 to 2000000000");
		} else if (!strcmp(a, "--timings")) {
			o.timings = 1;
		} else if (!strcmp(a, "--plain-scan")) {
			o.limits.plainscan = 1;
		} else if (!strcmp(a, "--strict")) {
			o.limits.strict = 1;
		} else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			fputs(usagetext, stdout);
			free(files);
			return 0;
		} else if (a[0] == '-' && a[1] != 0) {
			usage("unknown option '%s'", a);
		} else {
			files[nfile++] = a;
		}
	}
	if (nfile == 0)
		usage("%s needs at least one DUMP", cmd);
	if (hasbudget && device)
		usage("give --budget or --device, not both");
	if (device) {
		budget = capacity;
		if (!o.workspace)
			o.workspace = devworkspace;
		if (!hasreserve)
			reserve = devreserve;
		hasbudget = 1;
	}
	if (hasbudget) {
		if (reserve > budget)
			usage("--reserve is larger than the memory it reserves from");
		o.hasbudget = 1;
		o.budget = budget - reserve;
	} else if (hasreserve) {
		usage("--reserve needs --budget or --device");
	}
	if (o.command == HLP_CHECK && !o.hasbudget)
		usage("check needs --budget SIZE or --device NAME");
	if (o.html && o.command != HLP_TIMELINE)
		usage("--html goes with timeline");
	o.width = termwidth();
	o.progress = isatty(2);
	if (!o.jobs) {
		uint32_t c = usablecpus();
		o.jobs = c < 256 ? (int)c : 256;
	}
	if ((o.failpct >= 0 || o.hasfailbytes) && o.command != HLP_DIFF)
		usage("--fail-above goes with diff");
	/* every command writes where -o says; a format a command has no
	 * writer for is refused, not replaced by text */
	if (o.command == HLP_DIFF && o.format == HLP_GITHUB)
		usage("diff writes text, json or md, not github");
	if (o.command == HLP_MODULES && o.format != HLP_TEXT)
		usage("modules writes text only");
	if ((o.command == HLP_DIFF && nfile != 2) || (o.command == HLP_MODULES && nfile != 1))
		usage(o.command == HLP_DIFF ? "diff takes two dumps: BASE NEW" : "modules takes one dump folder");
	if (outpath && !(out = fopen(outpath, "w")))
		fatal("cannot write %s: %s", outpath, strerror(errno));
	if (o.command == HLP_DIFF) {
		switch (hlp_diff(&o, files[0], files[1], out, stderr)) {
		case HLP_OK: rc = 0; break;
		case HLP_OVER: rc = EXIT_GATE; break;
		default: rc = EXIT_INPUT; break;
		}
		if (fflush(out) != 0 || (out != stdout && fclose(out) != 0))
			fatal("cannot write the report: %s", strerror(errno));
		free(files);
		return rc;
	}
	if (o.command == HLP_MODULES) {
		rc = hlp_modules(&o, files[0], out, stderr) == HLP_OK ? 0 : EXIT_INPUT;
		if (fflush(out) != 0 || (out != stdout && fclose(out) != 0))
			fatal("cannot write the report: %s", strerror(errno));
		free(files);
		return rc;
	}

	switch (hlp_peak(&o, files, nfile, out, stderr)) {
	case HLP_OK:
		break;
	case HLP_OVER:
		rc = EXIT_GATE;
		break;
	default:
		rc = EXIT_INPUT;
		break;
	}
	if (fflush(out) != 0 || (out != stdout && fclose(out) != 0))
		fatal("cannot write the report: %s", strerror(errno));
	free(files);
	return rc;
}
