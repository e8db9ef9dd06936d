/* fuzz_parse.c: libFuzzer target for the parser alone.
 *
 * Each input is one HLO text file.  It is parsed with the default limits
 * and a diagnostics sink that only counts; the module, if any, is freed.
 * A crash, a sanitizer report, a leak or a timeout is a bug.  So is a NULL
 * result without an error counted ("no silent error").
 *
 * Build: tests/fuzz/build.sh (clang -fsanitize=fuzzer,address,undefined). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hlopeak.h"
#include "known.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	hlo_file f;
	hlo_limits lim;
	hlo_diag d = {NULL, 0, 0, 0};
	hlo_module *m;
	char *buf;

	if (knownbug(data, size))
		return 0;
	/* a private copy of exactly size bytes: ASan sees any read past the end */
	buf = malloc(size ? size : 1);
	if (!buf)
		return 0;
	if (size)
		memcpy(buf, data, size);
	hlo_openmem(&f, "fuzz.hlo", buf, size);
	hlo_defaultlimits(&lim);
	m = hlo_parse(&f, &lim, &d);
	if (!m && d.errors == 0)
		abort();        /* rejected without saying why */
	if (m && d.errors != 0)
		abort();        /* accepted although an error was reported */
	hlo_free(m);
	free(buf);
	return 0;
}
