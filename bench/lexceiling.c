/* lexceiling.c: the HLO scanner alone over a file, the ceiling a parse
 * of it cannot beat (tools/bench prints it beside each shape; issue 23).
 *
 * usage: lexceiling FILE [RUNS]
 * Runs hlo_lex over the whole file RUNS times (default 3) on one thread,
 * counting tokens, and prints the fastest run: seconds, MB/s (10^6 bytes)
 * and tokens.  The scanner's shortcuts read an instruction's head or a
 * metadata block as one token, as they do when parsing. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "hlo.h"

static void count(void *ctx, const char *kind, uint64_t beg, uint64_t end)
{
	(void)kind, (void)beg, (void)end;
	++*(uint64_t *)ctx;
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	hlo_diag d = {stderr, 0, 0, 0};
	hlo_limits lim;
	hlo_file f;
	uint64_t tokens = 0;
	double best = 0;
	int runs = argc > 2 ? atoi(argv[2]) : 3;

	if (argc < 2 || argc > 3 || runs < 1) {
		fprintf(stderr, "usage: lexceiling FILE [RUNS]\n");
		return 2;
	}
	if (hlo_open(&f, argv[1], &d) < 0)
		return 3;
	hlo_defaultlimits(&lim);
	for (int r = 0; r < runs; r++) {
		double t0 = now(), t;
		tokens = 0;
		if (hlo_lex(&f, &lim, &d, count, &tokens) < 0) {
			hlo_close(&f);
			return 3;
		}
		t = now() - t0;
		if (r == 0 || t < best)
			best = t;
	}
	printf("%.3f s %.0f MB/s %llu tokens\n", best, best > 0 ? (double)f.size / 1e6 / best : 0.0,
	       (unsigned long long)tokens);
	hlo_close(&f);
	return 0;
}
