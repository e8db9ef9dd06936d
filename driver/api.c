/* api.c: the small calls of the public interface, and the public options
 * as the parser, the analysis and verdict() number them */
#include <string.h>

#include "driver.h"
#include "util.h"

void hlp_defaultopts(hlp_opts *o)
{
	hlo_limits l;

	memset(o, 0, sizeof *o);
	o->format = HLP_TEXT;
	o->top = 20;
	o->failpct = -1;
	o->width = 80;
	hlo_defaultlimits(&l);
	o->limits.maxrank = l.maxrank;
	o->limits.maxdepth = l.maxdepth;
	o->limits.maxinstrs = l.maxinstrs;
	o->limits.strict = l.strict;
	o->limits.threads = l.threads;
	o->limits.minpiece = l.minpiece;
	o->limits.plainscan = l.plainscan;
}

/* the public limits as the parser takes them: field by field, so that
 * either struct may grow without the other's layout */
void dr_parselimits(const hlp_limits *in, hlo_limits *out)
{
	memset(out, 0, sizeof *out);
	out->maxrank = in->maxrank;
	out->maxdepth = in->maxdepth;
	out->maxinstrs = in->maxinstrs;
	out->strict = in->strict;
	out->threads = in->threads;
	out->minpiece = in->minpiece;
	out->plainscan = in->plainscan;
}

/* the public target (HLP_*) as the analysis numbers it (TARGET_*): two
 * enums, mapped here so that neither depends on the other's order */
int dr_esttarget(int target)
{
	switch (target) {
	case HLP_GPU:
		return TARGET_GPU;
	case HLP_TPU:
		return TARGET_TPU;
	case HLP_CPU:
		return TARGET_CPU;
	default:
		return TARGET_AUTO;
	}
}

/* the public gate (HLP_GATE_*) as verdict() numbers it (GATE_*) */
int dr_verdictgate(int gate)
{
	switch (gate) {
	case HLP_GATE_LOWER:
		return GATE_LOWER;
	case HLP_GATE_UPPER:
		return GATE_UPPER;
	default:
		return GATE_BEST;
	}
}

int hlp_parsesize(const char *s, uint64_t *bytes)
{
	return rp_parsesize(s, bytes);
}

int hlp_device(const char *name, uint64_t *capacity, uint64_t *reserved, uint64_t *workspace)
{
	const device *d = rp_finddevice(name);

	if (!d)
		return -1;
	*capacity = d->capacity;
	*reserved = d->reserved;
	*workspace = d->workspace;
	return 0;
}

void hlp_listdevices(FILE *out)
{
	rp_textdevices(out);
}

uint32_t hlp_cpus(void)
{
	return ut_cpus();
}
