/* cmdline.h: what the command line's two files share.  options.c reads
 * the arguments through the option table; hlopeak.c holds the command
 * table, checks what needs all the arguments, and runs the command. */
#ifndef CMDLINE_H
#define CMDLINE_H

#include <stdint.h>
#include <stdio.h>

#include "hlopeak.h"

enum { EXIT_GATE = 1, EXIT_USAGE = 2, EXIT_INPUT = 3 };

/* the options, in the order --help lists them; the last three are told
 * in the help line of the one command that takes each */
enum {
	OPT_BUDGET, OPT_DEVICE, OPT_RESERVE, OPT_GATE, OPT_FORMAT, OPT_TARGET, OPT_ALIGNMENT,
	OPT_WORKSPACE, OPT_TOP, OPT_REGEX, OPT_STAGE, OPT_JOBS, OPT_THREADS, OPT_MINPIECE,
	OPT_PLAINSCAN, OPT_OUTPUT, OPT_STRICT, OPT_TIMINGS, OPT_MAXRANK, OPT_MAXDEPTH,
	OPT_MAXINSTRS, OPT_SHORTHELP, OPT_HELP,
	OPT_HTML, OPT_APPLY, OPT_FAILABOVE,
	NOPT
};
/* a set of options, as a command's row names the ones it takes */
#define OPT(id) (UINT32_C(1) << (id))

typedef struct command command;

/* what the arguments say, before the checks that need all of them */
typedef struct {
	hlp_opts o;
	const command *cmd;
	const char **files;     /* the DUMP arguments */
	int nfile;
	const char *outpath;    /* -o */
	const char *device;     /* --device, and its preset's figures */
	uint64_t capacity, devreserve, devworkspace;
	int hasbudget, hasreserve;
	uint64_t budget, reserve;
	int stop;               /* --help or --device list: done, exit 0 */
} cmdline;

/* one option: its spelling, whether a value follows it (as the next
 * argument or after '='), what reads it into the cmdline, and its lines
 * in --help (NULL: a command's help line tells it, or another row's) */
typedef struct {
	const char *name;
	int hasvalue;
	void (*apply)(cmdline *c, const char *value);
	const char *help;
} option;

/* one command: its name, what the library calls it (HLP_*), what runs it
 * (returning an HLP_* status), its lines in --help, the options it takes,
 * and what it asks of the rest of the command line */
struct command {
	const char *name;
	int id;
	int (*run)(const cmdline *c, FILE *out);
	const char *help;
	uint32_t takes;         /* OPT() of each option it takes */
	unsigned formats;       /* 1 << HLP_* of each format it writes */
	const char *formaterror;
	int ndumps;             /* exactly this many DUMPs (0: one or more) */
	const char *ndumpserror;
	const char *needsbudget;        /* the usage error without a budget, or NULL */
};

extern const option cmd_options[NOPT];

/* options.c: read argv[2...] into c (c->cmd set); stops early, with
 * c->stop set, at --help or --device list */
void cmd_readargs(cmdline *c, int argc, char **argv);
/* a usage error (exit 2): the message, if any, and where the rest is */
__attribute__((format(printf, 1, 2), noreturn))
void cmd_usage(const char *fmt, ...);

/* hlopeak.c: the --help text, from the command and option tables */
void cmd_printhelp(FILE *out);

#endif
