/* fuzz_pipeline.c: libFuzzer target for the parser and the whole analysis.
 *
 * Each input is one HLO text file.  When it parses, estimatemodule() runs
 * the analysis (schedule, liveness, buffer sharing, heap packing, the
 * timeline) for one target; the target is chosen by the input's length
 * (size % 4: auto, gpu, tpu, cpu) so that every input is reproducible with
 * the command line: `hlopeak peak FILE --target T`.
 *
 * A crash, a sanitizer report, a leak or a timeout is a bug.  So is a
 * failed estimate without an error counted.  With HLOPEAK_FUZZ_PROPS=1 the
 * figures are also checked against what the reports promise (the
 * timeline's highest point is at least the device peak; the peak heap's
 * unpadded bytes are at most its padded bytes), and a mismatch aborts.
 *
 * Build: tests/fuzz/build.sh (clang -fsanitize=fuzzer,address,undefined). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hlopeak.h"
#include "hlo.h"
#include "known.h"
#include "estimate.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	hlo_file f;
	hlo_diag d = {NULL, 0, 0, 0};
	hlo_module *m;
	estimate e;
	est_target t = {(int)(size % 4), 0, 0, 0};
	char *buf;

	if (!(m = fuzzparse(data, size, &f, &d, &buf))) {
		free(buf);
		return 0;
	}
	memset(&e, 0, sizeof e);
	if (an_estimatemodule(m, &t, &e, &d) != 0) {
		if (d.errors == 0)
			abort();        /* analysis failed without saying why */
	} else {
		/* the figures must be self-consistent */
		if (e.ntl < 0 || (e.ntl > 0 && (!e.tl_bytes || !e.tl_unpadded || !e.tl_instr)))
			abort();
		if (e.natpeak && !e.atpeak)
			abort();
		if (propson()) {
			uint64_t tlmax = 0;
			for (int64_t k = 0; k < e.ntl; k++)
				if (e.tl_bytes[k] > tlmax)
					tlmax = e.tl_bytes[k];
			/* the timeline sums the device colors at each step; the
			 * device peak takes the largest color heap (R10), so the
			 * timeline's top can only be higher, and the peak heap's
			 * unpadded bytes never exceed its padded bytes */
			if (e.ntl > 0 && tlmax < e.device_peak)
				abort();
			if (e.temp_live_unpadded > e.temp_live)
				abort();
		}
		an_freeestimate(&e);
	}
	hlo_free(m);
	free(buf);
	return 0;
}
