/* hlopeak.h: the library's public interface.  The command line (tools/)
 * and the tests use only this; everything else is internal. */
#ifndef HLOPEAK_H
#define HLOPEAK_H

#include <stdio.h>

#include "hlo.h"

#define HLP_VERSION "0.1.0"

enum hlp_format { HLP_TEXT, HLP_JSON };
enum hlp_target { HLP_AUTO, HLP_GPU, HLP_TPU, HLP_CPU };
enum hlp_status { HLP_OK = 0, HLP_OVER = 1, HLP_INPUT = 3 };

typedef struct {
	int format;
	int target;             /* 0 auto, 1 gpu, 2 tpu, 3 cpu */
	uint64_t alignment;     /* 0: the target's default */
	int top;                /* buffers listed at the peak (0: all) */
	int timings;            /* print the time of each stage to diag */
	hlo_limits limits;
} hlp_opts;

void hlp_defaultopts(hlp_opts *o);

/* parse and analyse each file, write one report to out and diagnostics to
 * diag; returns the worst status seen */
int hlp_peak(const hlp_opts *o, const char *const *files, int nfile, FILE *out, FILE *diag);

#endif
