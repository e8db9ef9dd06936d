/* driver.h: what the driver's files share.  The driver runs the pipeline
 * (open, parse, analyse, advise, what-if) over files and dump folders and
 * hands the results to report/; hlopeak.h is its public face. */
#ifndef DRIVER_H
#define DRIVER_H

#include "estimate.h"
#include "hlo.h"
#include "hlopeak.h"
#include "report.h"

/* api.c: the public options as the parser, the analysis and verdict()
 * take them (TARGET_*, GATE_*, hlo_limits): mapped here so that neither
 * side depends on the other's numbering or layout */
int dr_esttarget(int target);
int dr_verdictgate(int gate);
void dr_parselimits(const hlp_limits *in, hlo_limits *out);

/* dumps.c: the module dumps of a folder, and which one of each program to read */
int dr_dumpname(const char *name, dumpfile *d);
int dr_dumptarget(const char *path);
char *dr_dumpstage(const char *path);
int dr_scanstage(const char *dir, const char *regex, const char *stage, dumpfile **out, size_t *nout, hlo_diag *d);
void dr_freedump(dumpfile *v, size_t n);
int dr_isfolder(const char *path);
int dr_expanddumps(const char *const *args, int nargs, const char *regex, const char *stage, char ***paths,
		int *npaths, hlo_diag *d);
int dr_listmodules(FILE *out, const char *dir, const char *regex, const char *stage, hlo_diag *d);

/* calib.c: XLA's figures from the side files beside a module; 1: found
 * and read, 0: none, -1: present but unreadable */
int dr_readcalibration(const char *path, calib *c, hlo_diag *d);

#endif
