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
#include "hlo.h"
#include "known.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	hlo_file f;
	hlo_diag d = {NULL, 0, 0, 0};
	char *buf;

	hlo_free(fuzzparse(data, size, &f, &d, &buf));
	free(buf);
	return 0;
}
