/* test_report.c: the report room's functions that stand on their own.
 *
 *  sizes     xlasize() against the rule of tsl's HumanReadableNumBytes
 *            (xla/tsl/platform/numbers.cc), each string derived by hand
 *            next to its byte count;
 *  budget    parsesize(), the SIZE of --budget, --reserve and
 *            --gemm-workspace: XLA's units, plain bytes, what is refused;
 *  devices   the --device presets: the usable share XLA prints for each
 *            TPU, JAX's 75 % on GPUs, the cuBLAS workspaces;
 *  verdict   verdict() and verdictline(): what "used" counts per target,
 *            the gates between the bounds of a module not yet compiled,
 *            and XLA's own out-of-memory sentence;
 *  json      the JSON writer: layout, numbers at their limits, and string
 *            escaping (RFC 8259 section 7) of quotes, backslashes, control
 *            characters and bytes that are not UTF-8;
 *  framework which framework wrote a module, on small modules parsed from
 *            strings, each carrying one of the marks framework.c reads. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "testutil.h"

#define N(a) ((int)(sizeof(a) / sizeof((a)[0])))
#define KIB (UINT64_C(1) << 10)
#define MIB (UINT64_C(1) << 20)
#define GIB (UINT64_C(1) << 30)
#define TIB (UINT64_C(1) << 40)

/* ---- sizes ---------------------------------------------------------------
 * tsl's HumanReadableNumBytes (xla/tsl/platform/numbers.cc):
 *   - below 1024: the count and "B", no fraction ("%lldB");
 *   - else the count is divided by 1024, in integers (the remainder
 *     dropped), while it is at least 1024 * 1024, one unit up each time
 *     from K (K M G T P E);
 *   - then count / 1024.0 is printed with one decimal in K, two in M and
 *     above ("%.1f" / "%.2f").
 * tsl writes "KiB", "MiB" after the number; XLA:TPU's out-of-memory
 * reports ("Used 49.34G of 15.48G hbm") and hlopeak write the letter
 * alone.  Each row: the count, the string, and the arithmetic. */
struct sizerow {
	uint64_t n;
	const char *want;
};

static const struct sizerow sizes[] = {
	{0, "0B"},                              /* below 1024: "%lluB" */
	{12, "12B"},
	{1023, "1023B"},                        /* the last plain count */
	{1024, "1.0K"},                         /* 1024 < 1M, no division: 1024/1024.0 = 1.0, "%.1f" */
	{1536, "1.5K"},                         /* 1536/1024.0 = 1.5 */
	{1075, "1.0K"},                         /* 1075/1024.0 = 1.0498..., "%.1f" rounds to 1.0 */
	{1076, "1.1K"},                         /* 1076/1024.0 = 1.0507..., rounds to 1.1 */
	{64 * KIB, "64.0K"},                    /* 65536/1024.0 = 64.0 */
	{MIB - 1, "1024.0K"},                   /* 1048575 < 1M: no division; 1048575/1024.0 =
	                                         * 1023.999..., "%.1f" rounds up to 1024.0 */
	{MIB, "1.00M"},                         /* 1048576 / 1024 = 1024 (< 1M), unit M; 1024/1024.0 */
	{MIB + 1023, "1.00M"},                  /* 1049599 / 1024 = 1024 in integers: the rest dropped */
	{1029 * KIB + 1023, "1.00M"},           /* / 1024 = 1029 (the 1023 dropped); 1029/1024.0 =
	                                         * 1.0048..., 1.00; rounding 1029.99 KiB up to 1030
	                                         * would give 1.0058..., "1.01M" */
	{530 * MIB, "530.00M"},                 /* / 1024 = 542720; 542720/1024.0 = 530.00 */
	{22 * MIB, "22.00M"},
	{GIB, "1.00G"},                         /* / 1024 twice = 1024, unit G */
	{31488 * MIB, "30.75G"},                /* / 1024 twice = 31488; 31488/1024.0 = 30.75 */
	{32 * GIB, "32.00G"},                   /* / 1024 twice = 32768; 32768/1024.0 = 32.00 */
	{50524 * MIB, "49.34G"},                /* / 1024 twice = 50524; 50524/1024.0 = 49.3398...,
	                                         * "%.2f": 49.34 */
	{50524 * MIB + MIB - 1, "49.34G"},      /* / 1024 twice = 50524 again: the bytes past the
	                                         * last whole MiB are dropped, not rounded */
	{1029 * MIB + MIB - 1, "1.00G"},        /* / 1024 twice = 1029 whole MiB: 1.0048..., 1.00
	                                         * (1030 would print 1.01G) */
	{TIB, "1.00T"},                         /* / 1024 three times = 1024, unit T */
	{UINT64_C(9223372036854775807), "8.00E"}, /* int64's largest, 2^63 - 1: / 1024 five times =
	                                         * 8191 (2^13 - 1); 8191/1024.0 = 7.999..., "%.2f": 8.00 */
};

START_TEST(size_xla)
{
	const struct sizerow *r = &sizes[_i];
	char buf[32];
	const char *got = rp_xlasize(r->n, buf, sizeof buf);

	ck_assert_ptr_eq(got, buf);
	ck_assert_msg(strcmp(got, r->want) == 0, "xlasize(%llu) = \"%s\", want \"%s\"",
	              (unsigned long long)r->n, got, r->want);
}
END_TEST

/* ---- budget: parsesize ---------------------------------------------------
 * SIZE as README's "SIZE is written as XLA prints sizes: 30.75G, 40M,
 * 512K, 123456 (binary units)" says: a number, then K, M, G or T (either
 * case) for 2^10, 2^20, 2^30, 2^40, optionally followed by "iB", or "B"
 * after a number alone; the bytes are rounded to the nearest whole one. */
struct parserow {
	const char *s;
	uint64_t want;
};

static const struct parserow goodsizes[] = {
	{"30.75G", 31488 * MIB},                /* 30.75 * 2^30 = 31488 * 2^20 = 33017561088 */
	{"40M", 40 * MIB},                      /* 41943040 */
	{"512K", 512 * KIB},                    /* 524288 */
	{"123456", 123456},                     /* no unit: bytes */
	{"64B", 64},                            /* B alone: bytes */
	{"1.5GiB", 1536 * MIB},                 /* 1.5 * 2^30 = 1610612736 */
	{"2T", 2 * TIB},                        /* 2^41 */
	{"4k", 4 * KIB},                        /* the units in lower case too */
	{"0.5K", 512},                          /* 0.5 * 1024 */
	{".5K", 512},                           /* a leading point */
	{"0", 0},
	{"1.0001K", 1024},                      /* 1024.1024 B: the nearest byte, 1024 */
	{"1.7K", 1741},                         /* 1740.8 B: the nearest byte, 1741 */
	{"16777215T", UINT64_C(16777215) * TIB}, /* (2^24 - 1) * 2^40 = 2^64 - 2^40: the largest
	                                         * count of T that fits in 64 bits */
};

START_TEST(parse_good)
{
	const struct parserow *r = &goodsizes[_i];
	uint64_t got = 7;

	ck_assert_msg(rp_parsesize(r->s, &got) == 0, "parsesize(\"%s\") refused", r->s);
	ck_assert_msg(got == r->want, "parsesize(\"%s\") = %llu, want %llu", r->s,
	              (unsigned long long)got, (unsigned long long)r->want);
}
END_TEST

/* refused: -1, and the result left alone */
static const char *const badsizes[] = {
	"",                                     /* nothing */
	"G",                                    /* a unit without a number */
	"abc",
	"-1",                                   /* a sign: a size is never negative */
	"+1",
	"-0.5K",
	"nan",                                  /* strtod would take these: no number first */
	"inf",
	"infinity",
	".",                                    /* a point and no digit */
	".K",
	"12X",                                  /* an unknown unit */
	"12 K",                                 /* a blank inside */
	" 12K",                                 /* a blank before */
	"12K ",                                 /* a blank after */
	"1.5.5",                                /* a second point */
	"12Ki",                                 /* "i" without "B" */
	"12iB",                                 /* "iB" without a unit */
	"12KiBB",                               /* something after the unit */
	"16777216T",                            /* 2^24 * 2^40 = 2^64: does not fit in 64 bits */
	"18446744073709551616",                 /* 2^64 bytes */
	"99999999999999999999",                 /* about 5.4 * 2^64 */
};

START_TEST(parse_bad)
{
	uint64_t got = 7;

	ck_assert_msg(rp_parsesize(badsizes[_i], &got) == -1, "parsesize(\"%s\") accepted: %llu", badsizes[_i],
	              (unsigned long long)got);
	ck_assert_msg(got == 7, "parsesize(\"%s\") refused but wrote %llu", badsizes[_i],
	              (unsigned long long)got);
}
END_TEST

START_TEST(parse_null)
{
	uint64_t got = 7;

	ck_assert_int_eq(rp_parsesize(NULL, &got), -1);
	ck_assert_uint_eq(got, 7);
}
END_TEST

/* what a size prints as parses back to the same count when the count is
 * a whole number of the unit's hundredths (XLA's two decimals), e.g.
 * 30.75G; the round trip of budget.c's parser and units.c's printer */
START_TEST(parse_roundtrip)
{
	static const uint64_t counts[] = {0, 1023, 1536, 64 * KIB, 530 * MIB, 31488 * MIB, 32 * GIB, TIB};
	char buf[32];
	uint64_t back;

	for (int k = 0; k < N(counts); k++) {
		rp_xlasize(counts[k], buf, sizeof buf);
		ck_assert_msg(rp_parsesize(buf, &back) == 0, "\"%s\" refused", buf);
		ck_assert_msg(back == counts[k], "%llu printed \"%s\", read back %llu",
		              (unsigned long long)counts[k], buf, (unsigned long long)back);
	}
}
END_TEST

/* ---- devices --------------------------------------------------------------
 * usable = capacity - reserved, printed as XLA prints it.  The TPU figures
 * are the limits XLA:TPU's own reports state ("Used ... of 30.75G hbm"),
 * as budget.c's source notes list them; the GPUs keep JAX's default
 * preallocation, XLA_PYTHON_CLIENT_MEM_FRACTION=.75, so a quarter is
 * reserved; the workspace is cuBLAS's (xla/service/gpu/matmul_utils.h):
 * 4 MiB before Hopper, 32 MiB on Hopper, none on a TPU. */
struct devrow {
	const char *name;
	uint64_t capacity;
	const char *usable;
	uint64_t workspace;
};

static const struct devrow devrows[] = {
	{"tpu-v2", 8 * GIB, "7.48G", 0},        /* 7659M usable: 7659/1024 = 7.479... */
	{"tpu-v3", 16 * GIB, "15.48G", 0},      /* 16384M - 530M = 15854M: 15.482... */
	{"tpu-v4", 32 * GIB, "30.75G", 0},      /* 32768M - 1280M = 31488M: 30.75 */
	{"tpu-v5e", 16 * GIB, "15.75G", 0},     /* 16384M - 256M = 16128M: 15.75 */
	{"tpu-v5p", 95 * GIB, "93.75G", 0},     /* 97280M - 1280M = 96000M: 93.75 */
	{"tpu-v6e", 32 * GIB, "31.25G", 0},     /* 32768M - 768M = 32000M: 31.25 */
	{"a100-40g", 40 * GIB, "30.00G", 4 * MIB}, /* 3/4 of 40G */
	{"a100-80g", 80 * GIB, "60.00G", 4 * MIB}, /* 3/4 of 80G */
	{"h100", 81559 * MIB, "59.74G", 32 * MIB}, /* 81559M - 81559M/4 (20389.75M, so 20389M and
	                                         * 786432 B) = 61169.25M; / 1024 twice = 61169
	                                         * (the quarter MiB dropped): 59.735..., 59.74 */
	{"h200", 143771 * MIB, "105.30G", 32 * MIB}, /* 143771M - 35942.75M = 107828.25M:
	                                         * 107828/1024 = 105.300..., 105.30 */
};

START_TEST(device_preset)
{
	const struct devrow *r = &devrows[_i];
	const device *d = rp_finddevice(r->name);
	char buf[32];

	ck_assert_msg(d != NULL, "no preset %s", r->name);
	ck_assert_str_eq(d->name, r->name);
	ck_assert_uint_eq(d->capacity, r->capacity);
	ck_assert_uint_lt(d->reserved, d->capacity);
	ck_assert_str_eq(rp_xlasize(d->capacity - d->reserved, buf, sizeof buf), r->usable);
	ck_assert_uint_eq(d->workspace, r->workspace);
	ck_assert_str_eq(d->space, "hbm");
}
END_TEST

/* the list holds exactly the presets above, each found by its name */
START_TEST(device_list)
{
	size_t n = 0;
	const device *all = rp_devicelist(&n);

	ck_assert_uint_eq(n, (size_t)N(devrows));
	for (size_t k = 0; k < n; k++) {
		int seen = 0;
		ck_assert_ptr_eq(rp_finddevice(all[k].name), &all[k]);
		for (int j = 0; j < N(devrows); j++)
			seen += strcmp(devrows[j].name, all[k].name) == 0;
		ck_assert_msg(seen == 1, "preset %s is not in this test's table", all[k].name);
	}
}
END_TEST

START_TEST(device_unknown)
{
	ck_assert_ptr_null(rp_finddevice("tpu-v9"));
	ck_assert_ptr_null(rp_finddevice("TPU-V4"));   /* names are matched exactly */
	ck_assert_ptr_null(rp_finddevice(""));
}
END_TEST

/* ---- verdict -------------------------------------------------------------- */

/* XLA's out-of-memory sentence (its "Ran out of memory in memory space
 * hbm. Used 48.00M of 40.00M hbm. Exceeded hbm capacity by 8.00M."), the
 * fitting one, and the one for a budget between a pre-compile estimate's
 * bounds; sizes per the rule of the sizes table */
START_TEST(verdict_words)
{
	verdict_t v;
	char buf[512];

	memset(&v, 0, sizeof v);
	v.used = 48 * MIB;
	v.budget = 40 * MIB;
	v.hasbudget = 1;
	ck_assert_str_eq(rp_verdictline(&v, buf, sizeof buf),
	                 "Ran out of memory in memory space hbm. Used 48.00M of 40.00M hbm. "
	                 "Exceeded hbm capacity by 8.00M.");
	v.used = 22 * MIB;
	ck_assert_str_eq(rp_verdictline(&v, buf, sizeof buf),
	                 "Fits in memory space hbm. Used 22.00M of 40.00M hbm. 18.00M left.");
	v.used = 40 * MIB;   /* exactly the budget fits */
	ck_assert_str_eq(rp_verdictline(&v, buf, sizeof buf),
	                 "Fits in memory space hbm. Used 40.00M of 40.00M hbm. 0B left.");
	v.used = 36 * MIB;
	v.maybe = 1;
	v.lower = 32 * MIB;
	v.upper = 44 * MIB;
	v.upperknown = 1;
	ck_assert_str_eq(rp_verdictline(&v, buf, sizeof buf),
	                 "May run out of memory in memory space hbm. Used 36.00M of 40.00M hbm "
	                 "(best estimate; between 32.00M and 44.00M before compiling): compile to be sure.");
	v.upperknown = 0;
	ck_assert_str_eq(rp_verdictline(&v, buf, sizeof buf),
	                 "May run out of memory in memory space hbm. Used 36.00M of 40.00M hbm "
	                 "(best estimate; at least 32.00M, no upper bound before compiling): compile to be sure.");
}
END_TEST

/* what "used" counts, on every target: what XLA allocates, arguments +
 * outputs not shared with them + constants + the packed temp heap:
 * 100 + (50 - 20) + 7 + 1000 = 1137, not XLA's peak_memory_in_bytes
 * (device_peak, 900: only the temporaries live at once).  "Unpadded"
 * takes off the tile padding of the buffers live at the peak:
 * 1137 - (900 - 600) = 837 */
START_TEST(verdict_used)
{
	estimate e;
	verdict_t v;

	memset(&e, 0, sizeof e);
	e.argument = 100;
	e.output = 50;
	e.alias = 20;
	e.constant = 7;
	e.temp = 1000;
	e.device_peak = 900;
	e.peak_unpadded = 900;
	e.target = TARGET_GPU;
	rp_verdict(&e, 0, 0, GATE_BEST, &v);
	ck_assert_uint_eq(v.used, 1137);
	ck_assert_uint_eq(v.unpadded, 1137);   /* nothing padded */
	ck_assert_int_eq(v.over, 0);           /* no budget: never over */
	e.target = TARGET_CPU;
	rp_verdict(&e, 1136, 1, GATE_BEST, &v);
	ck_assert_uint_eq(v.used, 1137);
	ck_assert_int_eq(v.over, 1);
	ck_assert_int_eq(v.maybe, 0);          /* compiled: never "may" */
	ck_assert_uint_eq(v.lower, 1137);      /* compiled: both bounds are the figure */
	ck_assert_uint_eq(v.upper, 1137);
	e.target = TARGET_TPU;
	e.peak_unpadded = 600;
	rp_verdict(&e, 1137, 1, GATE_BEST, &v);
	ck_assert_uint_eq(v.used, 1137);
	ck_assert_uint_eq(v.unpadded, 837);
	ck_assert_int_eq(v.over, 0);           /* used == budget fits */
	e.alias = 80;                          /* more aliased than output: no negative share */
	rp_verdict(&e, 0, 0, GATE_BEST, &v);
	ck_assert_uint_eq(v.used, 100 + 0 + 7 + 1000);
}
END_TEST

/* not yet compiled, bounds [1000, 3000], best 2000: each gate compares
 * its own figure with the budget; "may" whenever the budget lies in
 * [lower, upper) */
struct gaterow {
	uint64_t budget;
	int gate;
	int upperknown;
	int over, maybe;
};

static const struct gaterow gates[] = {
	{999, GATE_BEST, 1, 1, 0},      /* under the lower bound: over, and surely */
	{999, GATE_LOWER, 1, 1, 0},
	{1000, GATE_LOWER, 1, 0, 1},    /* lower 1000 <= 1000 */
	{1500, GATE_BEST, 1, 1, 1},     /* best 2000 > 1500 */
	{1500, GATE_LOWER, 1, 0, 1},
	{1500, GATE_UPPER, 1, 1, 1},
	{2000, GATE_BEST, 1, 0, 1},
	{2999, GATE_UPPER, 1, 1, 1},
	{3000, GATE_UPPER, 1, 0, 0},    /* at the upper bound: fits whatever compiling does */
	{3000, GATE_BEST, 1, 0, 0},
	{5000, GATE_UPPER, 0, 1, 1},    /* no upper bound: the upper gate counts it as over */
	{5000, GATE_BEST, 0, 0, 1},
	{5000, GATE_LOWER, 0, 0, 1},
};

START_TEST(verdict_gate)
{
	const struct gaterow *r = &gates[_i];
	estimate e;
	verdict_t v;

	memset(&e, 0, sizeof e);
	e.target = TARGET_GPU;
	e.temp = 2000;                  /* the best estimate, nothing else allocated */
	e.precompile = 1;
	e.lower = 1000;
	e.upper = 3000;
	e.upper_unknown = !r->upperknown;
	rp_verdict(&e, r->budget, 1, r->gate, &v);
	ck_assert_msg(v.over == r->over && v.maybe == r->maybe,
	              "budget %llu, gate %d, upper %s: over %d maybe %d, want %d %d",
	              (unsigned long long)r->budget, r->gate, r->upperknown ? "known" : "unknown", v.over,
	              v.maybe, r->over, r->maybe);
	ck_assert_int_eq(v.upperknown, r->upperknown);
}
END_TEST

/* ---- json ----------------------------------------------------------------- */

/* a writer on a memory buffer */
struct mem {
	char *buf;
	size_t len;
	FILE *f;
	jw w;
};

static jw *memopen(struct mem *m)
{
	memset(m, 0, sizeof *m);
	m->f = open_memstream(&m->buf, &m->len);
	ck_assert_ptr_nonnull(m->f);
	rp_jinit(&m->w, m->f);
	return &m->w;
}

/* closes the stream; the text written, which the caller frees */
static char *memclose(struct mem *m)
{
	fclose(m->f);
	return m->buf;
}

/* json.h's layout: a value per line, two spaces per level, "key": value,
 * commas after all but the last, an empty object or array closed on its
 * own line ({}), keys in the order written; a newline at the end */
START_TEST(json_layout)
{
	struct mem m;
	jw *w = memopen(&m);
	char *got;

	rp_jobj(w, NULL);
	rp_jint(w, "a", 1);
	rp_jarr(w, "b");
	rp_juint(w, NULL, 2);
	rp_jobj(w, NULL);
	rp_jend(w, '}');
	rp_jstr(w, NULL, "x");
	rp_jend(w, ']');
	rp_jobj(w, "c");
	rp_jbool(w, "t", 1);
	rp_jbool(w, "f", 0);
	rp_jnull(w, "n");
	rp_jarr(w, "e");
	rp_jend(w, ']');
	rp_jend(w, '}');
	rp_jend(w, '}');
	rp_jfinish(w);
	got = memclose(&m);
	ck_assert_str_eq(got,
	                 "{\n"
	                 "  \"a\": 1,\n"
	                 "  \"b\": [\n"
	                 "    2,\n"
	                 "    {},\n"
	                 "    \"x\"\n"
	                 "  ],\n"
	                 "  \"c\": {\n"
	                 "    \"t\": true,\n"
	                 "    \"f\": false,\n"
	                 "    \"n\": null,\n"
	                 "    \"e\": []\n"
	                 "  }\n"
	                 "}\n");
	free(got);
}
END_TEST

/* numbers at the ends of their types, in decimal: int64's least is
 * -2^63 = -9223372036854775808, uint64's largest 2^64 - 1 =
 * 18446744073709551615; a NULL string is null (jstr), or nothing at all
 * (jstrn, which leaves the key out too) */
START_TEST(json_limits)
{
	struct mem m;
	jw *w = memopen(&m);
	char *got;

	rp_jobj(w, NULL);
	rp_jint(w, "min", INT64_MIN);
	rp_jint(w, "max", INT64_MAX);
	rp_juint(w, "umax", UINT64_MAX);
	rp_jint(w, "zero", 0);
	rp_jstr(w, "s", NULL);
	rp_jstrn(w, "gone", NULL, 3);
	rp_jend(w, '}');
	rp_jfinish(w);
	got = memclose(&m);
	ck_assert_str_eq(got,
	                 "{\n"
	                 "  \"min\": -9223372036854775808,\n"
	                 "  \"max\": 9223372036854775807,\n"
	                 "  \"umax\": 18446744073709551615,\n"
	                 "  \"zero\": 0,\n"
	                 "  \"s\": null\n"
	                 "}\n");
	free(got);
}
END_TEST

/* one string value inside an object: "s": "<escaped>".  RFC 8259
 * section 7: '"' and '\' are written \" and \\; U+0000 to U+001F must
 * be escaped, and the writer uses \n and \t for those two and \u00XX
 * (lower-case hex) for the others and for DEL (0x7f, allowed escaped).
 * Bytes of well-formed UTF-8 (Unicode table 3-7: no overlong forms, no
 * surrogates, nothing past U+10FFFF) are copied; every byte that does
 * not start a complete well-formed sequence becomes one U+FFFD, written
 * \ufffd: as report.sh's "a\377\376b" -> "a\ufffd\ufffdb". */
struct escrow {
	const char *in;
	size_t n;
	const char *want;       /* the escaped text between the quotes */
};

#define S(lit) lit, sizeof(lit) - 1

static const struct escrow escapes[] = {
	{S("plain text"), "plain text"},
	{S(""), ""},
	{S("say \"hi\""), "say \\\"hi\\\""},
	{S("C:\\dir\\"), "C:\\\\dir\\\\"},
	{S("a\nb\tc"), "a\\nb\\tc"},
	{S("\r"), "\\u000d"},                   /* CR: 0x0d */
	{S("\x01\x1f"), "\\u0001\\u001f"},      /* the first and last control characters past NUL */
	{S("a\0b"), "a\\u0000b"},               /* NUL inside a counted string */
	{S("\x7f"), "\\u007f"},                 /* DEL */
	{S("/ ' ~"), "/ ' ~"},                  /* nothing else is escaped, not even '/' */
	{S("caf\xc3\xa9"), "caf\xc3\xa9"},      /* U+00E9, two bytes: copied */
	{S("\xe2\x82\xac"), "\xe2\x82\xac"},    /* U+20AC, three bytes */
	{S("\xf0\x9f\x98\x80"), "\xf0\x9f\x98\x80"}, /* U+1F600, four bytes */
	{S("\xf4\x8f\xbf\xbf"), "\xf4\x8f\xbf\xbf"}, /* U+10FFFF, the last code point */
	{S("a\xff\xfe" "b"), "a\\ufffd\\ufffdb"}, /* 0xff, 0xfe: never in UTF-8 */
	{S("\x80"), "\\ufffd"},                 /* a continuation byte alone */
	{S("\xc0\x80"), "\\ufffd\\ufffd"},      /* overlong NUL: 0xc0 never starts a sequence */
	{S("\xe0\x80\x80"), "\\ufffd\\ufffd\\ufffd"}, /* overlong three-byte form of U+0000 */
	{S("\xe0\x9f\xbf"), "\\ufffd\\ufffd\\ufffd"}, /* overlong three-byte form of U+07FF */
	{S("\xed\xa0\x80"), "\\ufffd\\ufffd\\ufffd"}, /* U+D800, the first surrogate */
	{S("\xed\xbf\xbf"), "\\ufffd\\ufffd\\ufffd"}, /* U+DFFF, the last surrogate */
	{S("\xee\x80\x80"), "\xee\x80\x80"},    /* U+E000, just past them: copied */
	{S("\xf4\x90\x80\x80"), "\\ufffd\\ufffd\\ufffd\\ufffd"}, /* U+110000, past the last */
	{S("\xe2\x82"), "\\ufffd\\ufffd"},      /* U+20AC cut short at the end */
	{S("\xe2\x82x"), "\\ufffd\\ufffdx"},    /* cut short by an ASCII byte */
	{"\xe2\x82\xac", 2, "\\ufffd\\ufffd"},    /* cut short by the count: the byte after it,
	                                         * which would complete U+20AC, is not read */
	{S("\xc3\xa9\xff\xc3\xa9"), "\xc3\xa9\\ufffd\xc3\xa9"}, /* one bad byte between good ones */
};

START_TEST(json_escape)
{
	const struct escrow *r = &escapes[_i];
	struct mem m;
	jw *w = memopen(&m);
	char *got, *want;
	size_t cap = strlen(r->want) + 32;

	rp_jobj(w, NULL);
	rp_jstrn(w, "s", r->in, r->n);
	rp_jend(w, '}');
	rp_jfinish(w);
	got = memclose(&m);
	want = malloc(cap);
	ck_assert_ptr_nonnull(want);
	snprintf(want, cap, "{\n  \"s\": \"%s\"\n}\n", r->want);
	ck_assert_msg(m.len == strlen(want) && memcmp(got, want, m.len) == 0, "row %d: got %s, want %s", _i,
	              got, want);
	free(want);
	free(got);
}
END_TEST

/* jstr is jstrn over strlen: the same escapes */
START_TEST(json_jstr)
{
	struct mem m;
	jw *w = memopen(&m);
	char *got;

	rp_jarr(w, NULL);
	rp_jstr(w, NULL, "q\"\\\n\x01\xff");
	rp_jend(w, ']');
	rp_jfinish(w);
	got = memclose(&m);
	ck_assert_str_eq(got, "[\n  \"q\\\"\\\\\\n\\u0001\\ufffd\"\n]\n");
	free(got);
}
END_TEST

/* ---- framework ------------------------------------------------------------ */

/* A module named NAME whose entry negates its parameter three times, each
 * negate with the given metadata (or none), and, when TARGET is set, a
 * custom call to it.  The marks each framework leaves, as framework.c's
 * header lists them:
 *   JAX       the module named jit_<f> or pjit_<f>; op_name "jit(f)/..."
 *   torch_xla the module named SyncTensorsGraph.N or IrToHlo.N; op_name
 *             "aten__<op>" or "xla__<op>"
 *   Neuron    a custom call AwsNeuron*, whatever else the module says. */
struct fwrow {
	const char *name;
	const char *meta[3];        /* metadata={...} of each negate, or NULL */
	const char *target;         /* custom_call_target, or NULL */
	int want;
	const char *words;          /* frameworkwords(want)->name */
};

static const struct fwrow fwrows[] = {
	{"jit_train_step", {NULL, NULL, NULL}, NULL, FW_JAX, "JAX"},
	{"pjit_f", {NULL, NULL, NULL}, NULL, FW_JAX, "JAX"},
	{"SyncTensorsGraph.42", {NULL, NULL, NULL}, NULL, FW_TORCH_XLA, "PyTorch/XLA"},
	{"IrToHlo.7", {NULL, NULL, NULL}, NULL, FW_TORCH_XLA, "PyTorch/XLA"},
	{"m", {NULL, NULL, NULL}, NULL, FW_XLA, "XLA"},             /* no mark at all */
	{"jitter", {NULL, NULL, NULL}, NULL, FW_XLA, "XLA"},        /* "jit" without the underscore */
	{"m", {"op_name=\"jit(step)/mul\"", NULL, NULL}, NULL, FW_JAX, "JAX"},
	{"m", {"op_name=\"aten__add\"", NULL, NULL}, NULL, FW_TORCH_XLA, "PyTorch/XLA"},
	{"m", {"op_name=\"xla__device_data\"", NULL, NULL}, NULL, FW_TORCH_XLA, "PyTorch/XLA"},
	/* the op_names vote: two torch_xla ones outvote one of JAX, and the
	 * other way round ("pjit(" holds "jit(") */
	{"m", {"op_name=\"aten__add\"", "op_name=\"jit(f)/a\"", "op_name=\"xla__mul\""}, NULL, FW_TORCH_XLA,
	 "PyTorch/XLA"},
	{"m", {"op_name=\"jit(f)/a\"", "op_name=\"aten__add\"", "op_name=\"pjit(g)/jit(f)/b\""}, NULL, FW_JAX,
	 "JAX"},
	/* a tie goes to JAX (votes[2] > votes[1] decides for torch_xla) */
	{"m", {"op_name=\"aten__add\"", "op_name=\"jit(f)/a\"", NULL}, NULL, FW_JAX, "JAX"},
	/* the module's name wins over the op_names */
	{"jit_f", {"op_name=\"aten__add\"", "op_name=\"aten__mul\"", NULL}, NULL, FW_JAX, "JAX"},
	{"SyncTensorsGraph.1", {"op_name=\"jit(f)/a\"", "op_name=\"jit(f)/b\"", NULL}, NULL, FW_TORCH_XLA,
	 "PyTorch/XLA"},
	/* a Neuron kernel wins over everything */
	{"SyncTensorsGraph.3", {NULL, NULL, NULL}, "AwsNeuronGelu", FW_NEURON, "PyTorch/XLA on Neuron"},
	{"jit_f", {"op_name=\"jit(f)/a\"", NULL, NULL}, "AwsNeuronTransferWithStaticRing", FW_NEURON,
	 "PyTorch/XLA on Neuron"},
	/* another custom call is no mark */
	{"m", {NULL, NULL, NULL}, "__cublas$gemm", FW_XLA, "XLA"},
	{"m", {NULL, NULL, NULL}, "Aws", FW_XLA, "XLA"},            /* not the whole prefix */
};

START_TEST(framework_detect)
{
	const struct fwrow *r = &fwrows[_i];
	char text[1024], meta[3][128], call[256] = "";
	struct parsed p;
	int got;

	for (int k = 0; k < 3; k++) {
		meta[k][0] = 0;
		if (r->meta[k])
			snprintf(meta[k], sizeof meta[k], ", metadata={%s}", r->meta[k]);
	}
	if (r->target)
		snprintf(call, sizeof call, "  c = f32[8] custom-call(b), custom_call_target=\"%s\"\n", r->target);
	snprintf(text, sizeof text,
	         "HloModule %s\n\nENTRY e {\n  p = f32[8] parameter(0)\n  a = f32[8] negate(p)%s\n"
	         "  b = f32[8] negate(a)%s\n%s  ROOT r = f32[8] negate(%s)%s\n}\n",
	         r->name, meta[0], meta[1], call, r->target ? "c" : "b", meta[2]);
	got = rp_framework(parse(&p, text));
	ck_assert_msg(got == r->want, "row %d: framework %d, want %d, for\n%s", _i, got, r->want, text);
	ck_assert_str_eq(rp_frameworkwords(got)->name, r->words);
	release(&p);
}
END_TEST

/* donation's reach: an output with a parameter's element type and
 * dimensions (layout aside), each parameter leaf taken once.  Hand
 * counted for each module below */
static const struct { const char *text; uint32_t want; } donrows[] = {
	/* f32 in, c64 out (a real-to-complex FFT): nothing to write in place */
	{"HloModule m\n\nENTRY e {\n  p = f32[4,8] parameter(0)\n  ROOT r = c64[4,8] convert(p)\n}\n", 0},
	/* (f32[4], f32[8]) in, (f32[8], f32[4], f32[4]) out: f32[8] and one
	 * f32[4]; the second f32[4] has no parameter left */
	{"HloModule m\n\nENTRY e {\n  a = f32[4]{0} parameter(0)\n  b = f32[8] parameter(1)\n"
	 "  n = f32[4] negate(a)\n  ROOT t = (f32[8], f32[4], f32[4]) tuple(b, n, n)\n}\n", 2},
	/* a tuple parameter's leaves count; same dimensions, other type: no */
	{"HloModule m\n\nENTRY e {\n  p = (f32[16], s32[16]) parameter(0)\n  x = f32[16] get-tuple-element(p), index=0\n"
	 "  c = bf16[16] convert(x)\n  ROOT r = (bf16[16], f32[16]) tuple(c, x)\n}\n", 1},
};

START_TEST(donatable_outputs)
{
	struct parsed p;

	ck_assert_uint_eq(rp_donatable(parse(&p, donrows[_i].text)), donrows[_i].want);
	release(&p);
}
END_TEST

/* each framework's advice names its own tools; an unknown number gets
 * XLA's words (frameworkwords' fallback) */
START_TEST(framework_words)
{
	ck_assert_ptr_nonnull(strstr(rp_frameworkwords(FW_JAX)->donate, "donate_argnums"));
	ck_assert_ptr_nonnull(strstr(rp_frameworkwords(FW_JAX)->remat, "jax.checkpoint"));
	ck_assert_ptr_nonnull(strstr(rp_frameworkwords(FW_TORCH_XLA)->donate, "XLA_ENABLE_PARAM_ALIASING"));
	ck_assert_ptr_nonnull(strstr(rp_frameworkwords(FW_TORCH_XLA)->remat, "torch_xla.utils.checkpoint"));
	ck_assert_ptr_nonnull(strstr(rp_frameworkwords(FW_NEURON)->overbudget, "neuronx-distributed"));
	ck_assert_ptr_nonnull(strstr(rp_frameworkwords(FW_XLA)->donate, "input_output_alias"));
	ck_assert_ptr_eq(rp_frameworkwords(-1), rp_frameworkwords(FW_XLA));
	ck_assert_ptr_eq(rp_frameworkwords(FW_NEURON + 1), rp_frameworkwords(FW_XLA));
	for (int fw = FW_XLA; fw <= FW_NEURON; fw++) {
		const fwwords *w = rp_frameworkwords(fw);
		ck_assert(w->name && w->donate && w->remat && w->overbudget && w->sharding);
	}
}
END_TEST

static Suite *suite(void)
{
	Suite *s = suite_create("report");
	TCase *tc;

	tc = tcase_create("sizes");
	tcase_add_loop_test(tc, size_xla, 0, N(sizes));
	suite_add_tcase(s, tc);

	tc = tcase_create("budget");
	tcase_add_loop_test(tc, parse_good, 0, N(goodsizes));
	tcase_add_loop_test(tc, parse_bad, 0, N(badsizes));
	tcase_add_test(tc, parse_null);
	tcase_add_test(tc, parse_roundtrip);
	suite_add_tcase(s, tc);

	tc = tcase_create("devices");
	tcase_add_loop_test(tc, device_preset, 0, N(devrows));
	tcase_add_test(tc, device_list);
	tcase_add_test(tc, device_unknown);
	suite_add_tcase(s, tc);

	tc = tcase_create("verdict");
	tcase_add_test(tc, verdict_words);
	tcase_add_test(tc, verdict_used);
	tcase_add_loop_test(tc, verdict_gate, 0, N(gates));
	suite_add_tcase(s, tc);

	tc = tcase_create("json");
	tcase_add_test(tc, json_layout);
	tcase_add_test(tc, json_limits);
	tcase_add_loop_test(tc, json_escape, 0, N(escapes));
	tcase_add_test(tc, json_jstr);
	suite_add_tcase(s, tc);

	tc = tcase_create("framework");
	tcase_add_loop_test(tc, framework_detect, 0, N(fwrows));
	tcase_add_test(tc, framework_words);
	tcase_add_loop_test(tc, donatable_outputs, 0, N(donrows));
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	return runsuite(suite());
}
