/* version.c: `hlopeak --version`.  The first line is exactly "hlopeak
 * VERSION" so that scripts can parse it; then the commit (commit.h, which
 * meson's vcs_tag writes at every build); then the XLA behaviours this
 * build's figures rest on, one per line, so that a figure that disagrees
 * with a newer XLA can be traced to the rule that changed.  Each line
 * names where the rule lives here; keep them in step with that code. */
#include "commit.h"
#include "hlopeak.h"
#include "version.h"

static const char *const assumed[] = {
	/* analysis/stats.c defaultalign */
	"gpu heap alignment: 256 bytes; 128 for dumps that print operand shapes "
	"(XLA before 2025-03; gpu_constants.h changed on 2025-06-17)",
	"cpu heap alignment: 64 bytes (cpu_compiler.cc MinAlign)",
	"tpu heap alignment: 1 byte (sizes are already tile-padded)",
	/* analysis/size.c */
	"gpu, cpu sizes: ShapeUtil::ByteSizeOf with 8-byte pointers, "
	"+4 bytes per dimension of a dynamic array",
	"tpu sizes: ShapeUtil::ArraySize, the first tile pads the most-minor "
	"physical dimensions; E(n), L(n) and SC(...) apply",
	"tpu tuple tables: 8-byte pointers rounded up to whole 4 KiB blocks "
	"(XLA:TPU's E1000 reports print 4.0K)",
	/* report/ "used" */
	"tpu used: arguments + outputs not shared with arguments + constants "
	"+ the whole temp heap (TPU allocates it up front)",
	/* analysis/backend.c B2, B3 */
	"gpu, not yet compiled: collectives async (AsyncCollectiveCreator); "
	"legacy __cublas$gemm workspace 4 MiB, 32 MiB on Hopper (gemm_rewriter.cc)",
	/* analysis/precompile.c F1-F3, analysis/copyins.c */
	"not yet compiled: fusion as instruction_fusion.cc and the GPU's "
	"priority_fusion.cc; copies as copy_insertion.cc",
	/* analysis/stats.c schedules */
	"unscheduled modules: list, DFS and post-order schedules as XLA's default "
	"memory scheduler, the lowest peak kept",
};

void cmd_printversion(FILE *f)
{
	fprintf(f, "hlopeak %s\n", HLP_VERSION);
	fprintf(f, "%s\n", HLP_COMMIT_LINE);
	fputs("XLA behaviours assumed:\n", f);
	for (size_t i = 0; i < sizeof assumed / sizeof assumed[0]; i++)
		fprintf(f, "  %s\n", assumed[i]);
	/* tests/truth.sh and tests/xlacpu.sh */
	fputs("figures checked against: XLA:GPU's memory_analysis() (../shared/corpus/truth), "
	      "XLA:CPU of jax 0.10.2 / jaxlib 0.10.2 (testdata/xla-cpu)\n", f);
}
