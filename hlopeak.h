/* hlopeak.h: the library's public interface.  The command line (tools/)
 * and the tests use only this; everything else is internal. */
#ifndef HLOPEAK_H
#define HLOPEAK_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define HLP_VERSION "0.1.0"

enum hlp_format { HLP_TEXT, HLP_JSON, HLP_MD, HLP_GITHUB };
enum hlp_command { HLP_PEAK, HLP_CHECK, HLP_TIMELINE, HLP_MODULES, HLP_DIFF, HLP_SUGGEST };
enum hlp_target { HLP_AUTO, HLP_GPU, HLP_TPU, HLP_CPU };
enum hlp_status { HLP_OK = 0, HLP_OVER = 1, HLP_INPUT = 3 };
/* what a budget gate follows for a module not yet compiled */
enum hlp_gate { HLP_GATE_BEST, HLP_GATE_LOWER, HLP_GATE_UPPER };

/* limits against hostile input (the driver hands them to the parser) */
typedef struct {
	uint32_t maxrank;       /* dimensions per array */
	uint32_t maxdepth;      /* nesting of tuples, literals, brackets */
	uint64_t maxinstrs;     /* instructions per module */
	int strict;             /* reject what XLA's parser rejects, even if exporters write it */
	uint32_t threads;       /* parse on up to this many threads (0: one per core) */
	uint64_t minpiece;      /* bytes each thread gets at least (0: the default) */
	int plainscan;          /* no scanner shortcuts: every token one by one (tests) */
} hlp_limits;

typedef struct {
	int format;             /* HLP_TEXT, HLP_JSON, HLP_MD or HLP_GITHUB */
	int target;             /* HLP_AUTO, HLP_GPU, HLP_TPU or HLP_CPU */
	uint64_t alignment;     /* 0: the target's default */
	uint64_t workspace;     /* GPU GEMM workspace before autotuning, 0: 4 MiB */
	int top;                /* buffers listed at the peak (0: all) */
	int timings;            /* print the time of each stage to diag */
	int command;            /* HLP_PEAK, HLP_CHECK, ...: the command run */
	int hasbudget;
	uint64_t budget;        /* usable device memory, bytes */
	int gate;               /* HLP_GATE_*: the figure the exit status follows */
	int width;              /* columns for the ASCII timeline */
	const char *html;       /* timeline: also write this HTML page */
	int progress;           /* report stages of long inputs on diag */
	int jobs;               /* modules analysed at once */
	const char *regex;      /* dump folders: programs to take */
	const char *stage;      /* dump folders: the stage to take (NULL: the latest) */
	int apply;              /* suggest: re-estimate with the top N applied together */
	double failpct;         /* diff gate: growth in percent (< 0: none) */
	int hasfailbytes;
	uint64_t failbytes;     /* diff gate: growth in bytes */
	hlp_limits limits;
} hlp_opts;

void hlp_defaultopts(hlp_opts *o);

/* sizes like 30.75G, 40M, 512K, 123456 (binary units); -1 if malformed */
int hlp_parsesize(const char *s, uint64_t *bytes);
/* a device preset: capacity, the runtime's reserved bytes and (GPUs) the
 * GEMM workspace of its generation, else 0; -1 if unknown */
int hlp_device(const char *name, uint64_t *capacity, uint64_t *reserved, uint64_t *workspace);
/* the presets, one per line, for --help */
void hlp_listdevices(FILE *out);
/* the CPUs this process may run on (for --jobs) */
uint32_t hlp_cpus(void);

/* parse and analyse each module (files, or the modules of dump folders),
 * write one report to out and diagnostics to diag; the worst status seen */
int hlp_peak(const hlp_opts *o, const char *const *args, int nargs, FILE *out, FILE *diag);
/* the same for one module held in memory (HLO text); `name` stands for
 * its file in messages */
int hlp_peaktext(const hlp_opts *o, const char *name, const char *text, size_t len, FILE *out, FILE *diag);
/* what changed between two dumps (files or folders); HLP_OVER when a
 * module grew past the gate */
int hlp_diff(const hlp_opts *o, const char *base, const char *new, FILE *out, FILE *diag);
/* the modules a dump folder holds, which file each uses and why */
int hlp_modules(const hlp_opts *o, const char *dir, FILE *out, FILE *diag);

#endif
