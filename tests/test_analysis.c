/* test_analysis.c: the memory model's building blocks against XLA's own
 * numbers.
 *
 *  sizes   shapebytes() (ByteSizeOf, 8-byte pointers, plus the GPU/CPU
 *          dynamic-shape metadata) and shapepadded() (ArraySize with TPU tile
 *          padding) for every dense array or tuple of reference/hlo-format.md
 *          tables 4.3 and 4.4 and users-and-peers.md E.4 that states a number;
 *  bestfit the best-fit packer against openxla/xla
 *          xla/service/heap_simulator/heap_simulator_test.cc @c28c7a8d,
 *          GlobalDecreasingSizeBestFitHeapTest (memory-semantics.md 8.4),
 *          and against a plain quadratic packer on random intervals;
 *  splits  rule R4 of analysis/sharding.c (splitreshape) case by case, and
 *          the inference rules on small modules through presplit, each
 *          expected size derived next to it;
 *  sort    SORTFN (parser/sort.h) against qsort by key and first position:
 *          the same order, equal keys kept in the order they came;
 *  opfacts the opcode table (parser/opcodes.def): names sorted for
 *          hlo_findop, and the columns that XLA ties together agree in
 *          every row (elementwise ops take sharding rule R1 and fuse as
 *          producers; only they reuse an operand's buffer or count as
 *          expensive for fusion), and an_expensive against XLA's
 *          InstructionFusion::IsExpensive for the rows that depend on the
 *          type or an operand;
 *  estimate one end-to-end check that the target picks the size function;
 *  peak    the buffers listed at the peak add up to at most the peak, and
 *          every temporary listed is live at the peak step, on every module
 *          of testdata/ (tests/reconcile.sh does ../shared/corpus/real);
 *  advice  each remat and offload candidate measured from a shared
 *          analysis (an_estimatefork) gives a whole run's new peak, on every
 *          compiled module of testdata/. */
#include <check.h>
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "estimate.h"
#include "hlo.h"
#include "sort.h"
#include "testutil.h"

#define N(a) ((int)(sizeof(a) / sizeof((a)[0])))
#define KIB (INT64_C(1) << 10)
#define MIB (INT64_C(1) << 20)
#define GIB (INT64_C(1) << 30)
#define NA INT64_MIN    /* the source states no number for this function */
#define OVER (-1)       /* the size does not fit in 64 bits: the function returns -1 */

/* ---- helpers ------------------------------------------------------------ */

/* a module whose entry is one parameter of the given shape */
static hlo_module *paramof(struct parsed *p, const char *shape, uint32_t *id)
{
	char text[512];
	hlo_module *m;
	const hlo_instr *in;

	snprintf(text, sizeof text, "HloModule t\nENTRY e {\n  ROOT p = %s parameter(0)\n}\n", shape);
	m = parse(p, text);
	ck_assert_uint_ne(m->entry, HLO_NONE);
	in = &m->instrs[m->comps[m->entry].root];
	ck_assert_int_eq(in->opcode, OP_PARAMETER);
	*id = in->shape;
	return m;
}

/* ---- sizes -------------------------------------------------------------- */

struct sizerow {
	const char *shape;
	int64_t padded;         /* shapepadded(): XLA ShapeUtil::ArraySize */
	int64_t logical;        /* shapebytes(): ByteSizeOf(shape, 8) (+ dynamic metadata) */
	const char *src;
};

static const struct sizerow sizes[] = {
	/* hlo-format.md 4.3 row 1 */
	{"f32[3,5]{1,0:T(8,128)}", 4096, 60, "4.3 f32[3,5] T(8,128)"},
	/* 4.3 row 2 */
	{"bf16[1024,1024]{1,0:T(8,128)(2,1)}", 2097152, 2097152, "4.3 bf16[1024,1024]"},
	/* 4.3 row 3 */
	{"bf16[3,5]{1,0:T(8,128)(2,1)}", 2048, 30, "4.3 bf16[3,5]"},
	/* 4.3 row 4 */
	{"s8[100,200]{1,0:T(8,128)(4,1)}", 26624, 20000, "4.3 s8[100,200]"},
	/* 4.3 row 5 */
	{"pred[7]{0:T(1024)}", 1024, 7, "4.3 pred[7]"},
	/* 4.3 row 6 */
	{"pred[1,16384,1,256]{3,1,0,2:T(8,128)(4,1)}", 4194304, 4194304, "4.3 pred[1,16384,1,256]"},
	/* 4.3 row 7 */
	{"f32[100]{0:T(256)}", 1024, 400, "4.3 f32[100] T(256)"},
	/* 4.3 row 8: rank 1 with a 2-D tile */
	{"f32[100]{0:T(8,128)}", 4096, 400, "4.3 f32[100] T(8,128)"},
	/* 4.3 row 9 */
	{"f32[]{:T(256)}", 1024, 4, "4.3 f32[] T(256)"},
	/* 4.3 row 10, first shape (S(6) pool: same size) */
	{"s32[]{:T(128)S(6)}", 512, 4, "4.3 s32[] T(128)S(6)"},
	/* 4.3 row 10, second shape */
	{"pred[]{:T(512)}", 512, 1, "4.3 pred[] T(512)"},
	/* 4.3 row 11 */
	{"f32[]", 4, 4, "4.3 f32[]"},
	/* 4.3 row 12: XLA's own test value */
	{"s4[9216,6144]{1,0:T(64,128)(8,1)E(4)}", 28311552, 28311552, "4.3 s4[9216,6144] E(4)"},
	/* 4.3 row 13 (in S(1)) */
	{"s4[8,32768,1,256]{3,1,0,2:T(64,128)(8,1)E(4)S(1)}", 33554432, 33554432,
	 "4.3 s4[8,32768,1,256] E(4)S(1)"},
	/* 4.3 row 14: no E, one byte each */
	{"s4[64]{0}", 64, 64, "4.3 s4[64] no E"},
	/* 4.3 row 15: L pads the tiled count 1024 to 2048 */
	{"f32[3,5]{1,0:T(8,128)L(2048)}", 8192, 60, "4.3 f32[3,5] T(8,128)L(2048)"},
	/* 4.3 row 16: L ignored without a tile */
	{"f32[3,5]{1,0:L(2048)}", 60, 60, "4.3 f32[3,5] L(2048) no tile"},
	/* 4.3 row 17: the split dimension keeps its largest piece */
	{"pred[123,456]{1,0:T(2,128)S(3)SC(1:200)}", 31744, 56088, "4.3 pred[123,456] SC(1:200)"},
	/* 4.3 row 18: split ignored without a tile */
	{"pred[123,456]{1,0:SC(1:50,200)}", 56088, 56088, "4.3 pred[123,456] SC no tile"},
	/* 4.3 row 19, first shape */
	{"c64[10]{0}", 80, 80, "4.3 c64[10]"},
	/* 4.3 row 19, second shape */
	{"c128[10]{0}", 160, 160, "4.3 c128[10]"},
	/* 4.3 row 20: ArraySize 40; logical 40 plus the GPU/CPU metadata of a
	 * dynamic array, 4 bytes per dimension (hlo-format.md 4.1 "Backend size
	 * functions"; analysis/size.c puts it in shapebytes): 40 + 4 x rank 1 */
	{"f32[<=10]{0}", 40, 44, "4.3 f32[<=10] (+4 metadata)"},
	/* the same shape tiled (4.1 ArraySize rule 2: 10 -> 256; metadata is
	 * not part of ArraySize) */
	{"f32[<=10]{0:T(256)}", 1024, 44, "4.1 rules f32[<=10] T(256)"},
	/* the same rule at rank 2: 6 x 5 x 4 = 120, + 4 x 2 */
	{"f32[<=6,5]{1,0}", 120, 128, "4.3 rule f32[<=6,5] (+8 metadata)"},
	/* 4.3 row 21: M(n) is a PJRT prefix, not part of ArraySize */
	{"f32[123,456]{1,0:T(16,128)M(1024)}", 262144, 224352, "4.3 f32[123,456] M(1024)"},
	/* 4.3 row 22: a tuple owns its index table, 8 bytes per element */
	{"(f32[2]{0}, s32[])", NA, 16, "4.3 (f32[2], s32[])"},
	/* 4.3 row 23, first shape */
	{"token[]", NA, 0, "4.3 token[]"},
	/* 4.3 row 23, second shape: pointer size */
	{"opaque[]", NA, 8, "4.3 opaque[]"},

	/* hlo-format.md 4.4 row 1 (pytorch/xla#3041): 570 MiB / 285 MiB */
	{"f32[29184,1,2560]{2,1,0:T(2,128)}", 597688320, 285 * MIB, "4.4 f32[29184,1,2560] T(2,128)"},
	/* 4.4 row 2 (flowpm#27) */
	{"s32[8388608,8,4]{2,1,0:T(8,128)}", 32 * GIB, 1 * GIB, "4.4 s32[8388608,8,4]"},
	/* 4.4 row 3 (pytorch/xla#1965) */
	{"u32[12582912,1]{1,0:T(8,128)}", 6 * GIB, 48 * MIB, "4.4 u32[12582912,1]"},
	/* 4.4 row 4 (pytorch/xla#6674) */
	{"bf16[2048,1,2048,128]{0,1,3,2:T(4,128)(2,1)}", 4 * GIB, 1 * GIB, "4.4 bf16[2048,1,2048,128]"},
	/* 4.4 row 5 (pytorch/xla#7942): printed without tiles; 64 KiB "if T(8,128)",
	 * so the tile is written here */
	{"f32[128,3]{1,0:T(8,128)}", 64 * KIB, 1536, "4.4 f32[128,3] +T(8,128)"},
	/* 4.4 row 6 (tensorflow#30803): 64 MiB / 32 MiB "if T(8,128)" */
	{"f32[32,128,32,64]{3,0,2,1:T(8,128)}", 64 * MIB, 32 * MIB, "4.4 f32[32,128,32,64] +T(8,128)"},

	/* users-and-peers.md E.4 row 1 (flowpm#27): 1.00G -> 32.00G */
	{"s32[8388608,8,4]{2,1,0:T(8,128)}", 32 * GIB, 1 * GIB, "E.4 s32[8388608,8,4]"},
	/* E.4 row 2 (pytorch/xla#9524): 3.0K -> 64.0K, tiling not printed; the
	 * default TPU tile T(8,128) written here */
	{"f32[128,6]{1,0:T(8,128)}", 64 * KIB, 3 * KIB, "E.4 f32[128,6] +T(8,128)"},
	/* E.4 row 3 (pytorch/xla#3041): 285.00M -> 570.00M */
	{"f32[29184,1,2560]{2,1,0:T(2,128)}", 570 * MIB, 285 * MIB, "E.4 f32[29184,1,2560]"},
	/* E.4 row 4 (pytorch/xla#3041): 570.00M, no padding */
	{"f32[29184,2,2560]{2,1,0:T(2,128)}", 570 * MIB, 570 * MIB, "E.4 f32[29184,2,2560]"},
	/* E.4 row 5 (diffusers#856): 65.00M, no padding */
	{"bf16[512,8,65,128]{3,1,2,0:T(8,128)(2,1)}", 65 * MIB, 65 * MIB, "E.4 bf16[512,8,65,128]"},
	/* E.4 row 6 (EasyDeL#166): 2.00G, no padding */
	{"f32[32,4096,4096]{1,2,0:T(8,128)}", 2 * GIB, 2 * GIB, "E.4 f32[32,4096,4096]"},
	/* E.4 row 7 (xla docs/oom_debugging.md) */
	{"u8[327680,327680]{1,0:T(8,128)(4,1)}", INT64_C(107374182400), INT64_C(107374182400),
	 "E.4 u8[327680,327680]"},

	/* overflow: 2^96 elements */
	{"f32[4294967296,4294967296,4294967296]", OVER, OVER, "overflow: elements"},
	/* overflow: the same with a tile (the padded path) */
	{"f32[4294967296,4294967296,4294967296]{2,1,0:T(8,128)}", OVER, OVER, "overflow: tiled elements"},
	/* overflow: 2^61 elements fit, 2^64 bytes do not */
	{"f64[2305843009213693952]{0}", OVER, OVER, "overflow: bytes"},
	/* overflow only once padded: 2^62 + 1 rows round up to 2^62 + 8, x 128 */
	{"u8[4611686018427387905,1]{1,0:T(8,128)}", OVER, INT64_C(4611686018427387905),
	 "overflow: padding only"},
	/* overflow only in the tail padding: 2^64 - 4 elements (logical size
	 * fits in 64 bits but not in this table) round up to a multiple of
	 * 2^63 - 1, which is 3 x (2^63 - 1) */
	{"u8[4611686018427387903,4]{1,0:T(1,1)L(9223372036854775807)}", OVER, NA,
	 "overflow: L(n) rounding"},
};

static void checksize(const char *what, const struct sizerow *r, int64_t want, int rc, uint64_t got)
{
	if (want == NA)
		return;
	if (want == OVER) {
		ck_assert_msg(rc == -1, "%s (%s) %s: want -1 (overflow), got rc %d, %llu bytes", r->shape,
		              r->src, what, rc, (unsigned long long)got);
		return;
	}
	ck_assert_msg(rc == 0, "%s (%s) %s: returned %d", r->shape, r->src, what, rc);
	ck_assert_msg(got == (uint64_t)want, "%s (%s) %s: want %lld, got %llu", r->shape, r->src, what,
	              (long long)want, (unsigned long long)got);
}

START_TEST(size_table)
{
	const struct sizerow *r = &sizes[_i];
	struct parsed p;
	uint32_t id;
	uint64_t padded = 0, logical = 0;
	int rcp, rcl;

	paramof(&p, r->shape, &id);
	rcp = an_shapepadded(p.m, id, &padded);
	rcl = an_shapebytes(p.m, id, &logical);
	checksize("shapepadded", r, r->padded, rcp, padded);
	checksize("shapebytes", r, r->logical, rcl, logical);
	release(&p);
}
END_TEST

/* the 64-bit boundary from below: 2^63 bytes is representable */
START_TEST(size_nooverflow)
{
	struct parsed p;
	uint32_t id;
	uint64_t b = 0;

	paramof(&p, "u8[4611686018427387904,2]{1,0}", &id);
	ck_assert_int_eq(an_shapebytes(p.m, id, &b), 0);
	ck_assert_uint_eq(b, UINT64_C(1) << 63);
	ck_assert_int_eq(an_shapepadded(p.m, id, &b), 0);
	ck_assert_uint_eq(b, UINT64_C(1) << 63);
	release(&p);
	/* the logical size of the "overflow: L(n) rounding" row: 2^64 - 4 */
	paramof(&p, "u8[4611686018427387903,4]{1,0:T(1,1)L(9223372036854775807)}", &id);
	ck_assert_int_eq(an_shapebytes(p.m, id, &b), 0);
	ck_assert_uint_eq(b, UINT64_MAX - 3);
	release(&p);
}
END_TEST

/* ---- best fit ------------------------------------------------------------ */

enum { END, ALLOC, FREE, SHARE };
enum { A, B, C, D, E, MAXBUF = 9 };

/* one call on the heap: each is one tick (all sizes here are non-zero) */
struct call {
	int op;
	int buf;
	uint64_t size;
	int with;       /* SHARE: the buffer it shares with */
};

struct heapcase {
	const char *name;       /* the XLA test */
	uint64_t align;
	struct call calls[16];
	uint64_t heap;
	int64_t off[MAXBUF];    /* per buffer a, b, ...; NA: not stated */
};

#define AL(b, s) {ALLOC, b, s, -1}
#define FR(b) {FREE, b, 0, -1}
#define SH(b, w, s) {SHARE, b, s, w}

static const struct heapcase heaps[] = {
	/* GlobalDecreasingSizeBestFitHeapTest.DecreasingSize */
	{"DecreasingSize", 1,
	 {AL(A, 10), AL(B, 30), AL(C, 20), AL(D, 40), FR(A), FR(B), FR(C), FR(D)},
	 100, {90, 40, 70, 0, NA, NA, NA, NA, NA}},
	/* GlobalDecreasingSizeBestFitHeapTest.DecreasingSizeWithAlignment */
	{"DecreasingSizeWithAlignment", 20,
	 {AL(A, 10), AL(B, 20), AL(C, 50), FR(A), AL(D, 40), FR(B), FR(C), FR(D)},
	 120, {60, 100, 0, 60, NA, NA, NA, NA, NA}},
	/* GlobalDecreasingSizeBestFitHeapTest.BestFit */
	{"BestFit", 1,
	 {AL(A, 10), AL(B, 20), AL(C, 40), FR(A), AL(D, 30), AL(E, 50), FR(B), FR(C), FR(D), FR(E)},
	 140, {90, 120, 50, 90, 0, NA, NA, NA, NA}},
	/* GlobalDecreasingSizeBestFitHeapTest.Colocated */
	{"Colocated", 1,
	 {AL(A, 40), FR(A), AL(B, 20), FR(B), SH(C, A, 40), FR(C)},
	 40, {0, 0, 0, NA, NA, NA, NA, NA, NA}},
	/* GlobalDecreasingSizeBestFitHeapTest.ColocatedII */
	{"ColocatedII", 1,
	 {AL(A, 40), FR(A), AL(B, 20), SH(C, A, 40), FR(C), FR(B)},
	 60, {0, 40, 0, NA, NA, NA, NA, NA, NA}},
	/* GlobalDecreasingSizeBestFitHeapTest.ColocatedIII */
	{"ColocatedIII", 1,
	 {AL(A, 10), FR(A), AL(B, 30), SH(C, A, 10), FR(C), FR(B)},
	 40, {30, 0, 30, NA, NA, NA, NA, NA, NA}},
	/* GlobalDecreasingSizeBestFitHeapTest.ColocatedDifferentSize1 */
	{"ColocatedDifferentSize1", 1,
	 {AL(A, 40), FR(A), AL(B, 20), SH(C, A, 30), FR(C), FR(B)},
	 50, {0, 30, 0, NA, NA, NA, NA, NA, NA}},
	/* GlobalDecreasingSizeBestFitHeapTest.ColocatedDifferentSize2 */
	{"ColocatedDifferentSize2", 1,
	 {AL(A, 40), FR(A), AL(B, 20), SH(C, A, 50), FR(C), FR(B)},
	 70, {0, 50, 0, NA, NA, NA, NA, NA, NA}},
};

/* replay the calls into intervals, as GlobalDecreasingSizeBestFitHeap's
 * Alloc/ShareWith/Free record them; returns the number of buffers */
static uint32_t intervals(const struct heapcase *h, an_interval *iv)
{
	uint32_t n = 0;
	int64_t tick = 0;

	for (int k = 0; k < MAXBUF; k++)
		iv[k] = (an_interval){-1, -1, 0, (uint64_t)k, -1, -1};
	for (const struct call *c = h->calls; c->op != END; c++, tick++) {
		an_interval *x;
		ck_assert_int_lt(c->buf, MAXBUF);
		x = &iv[c->buf];
		if ((uint32_t)c->buf + 1 > n)
			n = (uint32_t)c->buf + 1;
		switch (c->op) {
		case ALLOC:
			x->start = tick;
			x->size = c->size;
			break;
		case SHARE:
			x->start = tick;
			x->size = c->size;
			x->coloc = c->with;
			break;
		case FREE:
			x->end = tick;
			break;
		}
	}
	for (uint32_t k = 0; k < n; k++)
		ck_assert_msg(iv[k].start >= 0 && iv[k].end >= iv[k].start, "%s: buffer %c never freed",
		              h->name, 'a' + k);
	return n;
}

START_TEST(bestfit_xla)
{
	const struct heapcase *h = &heaps[_i];
	an_interval iv[MAXBUF];
	uint32_t n = intervals(h, iv);
	uint64_t heap = an_bestfit(iv, n, h->align);

	ck_assert_msg(heap == h->heap, "%s: heap size want %llu, got %llu", h->name,
	              (unsigned long long)h->heap, (unsigned long long)heap);
	for (uint32_t k = 0; k < n; k++)
		if (h->off[k] != NA)
			ck_assert_msg(iv[k].offset == h->off[k], "%s: offset of %c want %lld, got %lld",
			              h->name, 'a' + k, (long long)h->off[k], (long long)iv[k].offset);
}
END_TEST

/* whatever order wins, the packing must be valid: aligned offsets, the same
 * offset for colocations, no two buffers live at once sharing a byte, and
 * the heap size is the highest end */
START_TEST(bestfit_valid)
{
	const struct heapcase *h = &heaps[_i];
	an_interval iv[MAXBUF];
	uint32_t n = intervals(h, iv);
	uint64_t heap = an_bestfit(iv, n, h->align), top = 0;

	for (uint32_t x = 0; x < n; x++) {
		const an_interval *p = &iv[x];
		ck_assert_msg(p->offset >= 0 && (uint64_t)p->offset % h->align == 0,
		              "%s: %c at %lld, alignment %llu", h->name, 'a' + x, (long long)p->offset,
		              (unsigned long long)h->align);
		if (p->coloc >= 0)
			ck_assert_msg(p->offset == iv[p->coloc].offset, "%s: %c not at its colocation's offset",
			              h->name, 'a' + x);
		if ((uint64_t)p->offset + p->size > top)
			top = (uint64_t)p->offset + p->size;
		for (uint32_t y = x + 1; y < n; y++) {
			const an_interval *q = &iv[y];
			int time = p->start <= q->end && q->start <= p->end;
			int space = p->offset < q->offset + (int64_t)q->size &&
			            q->offset < p->offset + (int64_t)p->size;
			ck_assert_msg(!(time && space), "%s: %c and %c overlap", h->name, 'a' + x, 'a' + y);
		}
	}
	ck_assert_uint_eq(heap, top);
}
END_TEST

/* chunks (offset, size) by offset; ties in any order: the gaps are the same */
static int bychunkoff(const void *x, const void *y)
{
	const int64_t *p = x, *q = y;
	return (p[0] > q[0]) - (p[0] < q[0]);
}

/* A second packer, written as plainly as the algorithm reads, checks the
 * fast one on intervals too many to derive by hand: take the groups in the
 * order's sequence; gather every placed interval overlapping any member by
 * looking at all of them; sort those chunks by offset; take the smallest
 * gap that fits, else the end.  Orders: spatial (group size, then length,
 * then key) and temporal (group span, then size, then key); the smaller
 * heap wins, ties the spatial one. */
struct refctx {
	const an_interval *iv;
	uint64_t *gsize;
	int64_t *gstart, *gend;
	int temporal;
};

static int refbefore(const struct refctx *c, uint32_t x, uint32_t y)
{
	if (c->temporal) {
		int64_t dx = c->gend[x] - c->gstart[x], dy = c->gend[y] - c->gstart[y];
		if (dx != dy)
			return dx > dy;
		if (c->gsize[x] != c->gsize[y])
			return c->gsize[x] > c->gsize[y];
	} else {
		int64_t dx = c->iv[x].end - c->iv[x].start, dy = c->iv[y].end - c->iv[y].start;
		if (c->gsize[x] != c->gsize[y])
			return c->gsize[x] > c->gsize[y];
		if (dx != dy)
			return dx > dy;
	}
	return c->iv[x].key < c->iv[y].key;
}

static uint64_t refpack(an_interval *iv, uint32_t n, uint64_t align, int temporal)
{
	struct refctx c = {iv, calloc(n, sizeof(uint64_t)), calloc(n, sizeof(int64_t)),
	                   calloc(n, sizeof(int64_t)), temporal};
	uint32_t *order = calloc(n, sizeof *order), *members = calloc(n, sizeof *members), nroot = 0;
	uint8_t *placed = calloc(n, 1);
	int64_t (*chunk)[2] = calloc(n, sizeof *chunk);
	uint64_t heap = 0;

	for (uint32_t k = 0; k < n; k++) {
		c.gstart[k] = iv[k].start;
		c.gend[k] = iv[k].end;
	}
	for (uint32_t k = 0; k < n; k++) {
		uint32_t r = iv[k].coloc >= 0 ? (uint32_t)iv[k].coloc : k;
		c.gsize[r] = iv[k].size > c.gsize[r] ? iv[k].size : c.gsize[r];
		c.gstart[r] = iv[k].start < c.gstart[r] ? iv[k].start : c.gstart[r];
		c.gend[r] = iv[k].end > c.gend[r] ? iv[k].end : c.gend[r];
	}
	for (uint32_t k = 0; k < n; k++)
		if (iv[k].coloc < 0 && iv[k].size > 0)
			order[nroot++] = k;
	for (uint32_t i = 1; i < nroot; i++) /* insertion sort: stable, plain */
		for (uint32_t j = i; j > 0 && refbefore(&c, order[j], order[j - 1]); j--) {
			uint32_t t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	for (uint32_t q = 0; q < nroot; q++) {
		uint32_t r = order[q], nc = 0, nm = 0;
		uint64_t size = c.gsize[r], best = UINT64_MAX, bestgap = UINT64_MAX, end = 0;
		for (uint32_t m = 0; m < n; m++)
			if (m == r || iv[m].coloc == (int32_t)r)
				members[nm++] = m;
		for (uint32_t k = 0; k < n; k++) {
			int hit = 0;
			if (!placed[k])
				continue;
			for (uint32_t j = 0; j < nm && !hit; j++)
				if (iv[k].start <= iv[members[j]].end && iv[members[j]].start <= iv[k].end)
					hit = 1;
			if (hit) {
				chunk[nc][0] = iv[k].offset;
				chunk[nc++][1] = (int64_t)iv[k].size;
			}
		}
		qsort(chunk, nc, sizeof *chunk, bychunkoff);
		for (uint32_t i = 0; i < nc; i++) {
			uint64_t gap = (end + align - 1) / align * align, off = (uint64_t)chunk[i][0];
			if (off > gap && off - gap >= size && off - gap < bestgap) {
				bestgap = off - gap;
				best = gap;
			}
			if (off + (uint64_t)chunk[i][1] > end)
				end = off + (uint64_t)chunk[i][1];
		}
		if (best == UINT64_MAX)
			best = (end + align - 1) / align * align;
		for (uint32_t j = 0; j < nm; j++) {
			iv[members[j]].offset = (int64_t)best;
			placed[members[j]] = 1;
		}
		if (best + size > heap)
			heap = best + size;
	}
	free(c.gsize);
	free(c.gstart);
	free(c.gend);
	free(order);
	free(members);
	free(placed);
	free(chunk);
	return heap;
}

/* four numbers from a xorshift generator */
static void draw(uint64_t *x, uint64_t r[4])
{
	for (int j = 0; j < 4; j++) {
		*x ^= *x << 13;
		*x ^= *x >> 7;
		*x ^= *x << 17;
		r[j] = *x;
	}
}

/* interval k joins the group of an earlier one picked by r (none for k 0) */
static void joinearlier(an_interval *iv, uint32_t k, uint64_t r)
{
	uint32_t w;

	if (k == 0)
		return;
	w = (uint32_t)r % k;
	iv[k].coloc = iv[w].coloc >= 0 ? iv[w].coloc : (int32_t)w;
}

/* the reference packer's two orders on copies of iv: sp spatial, tp temporal */
static void bothorders(const an_interval *iv, an_interval *sp, an_interval *tp, uint32_t n, uint64_t *s, uint64_t *t)
{
	memcpy(sp, iv, n * sizeof *iv);
	memcpy(tp, iv, n * sizeof *iv);
	*s = refpack(sp, n, 8, 0);
	*t = refpack(tp, n, 8, 1);
}

/* random intervals (5,000: above the size where the two orders run on two
 * threads), one in eight colocated with an earlier group; the seed is the
 * loop index, so a failure repeats.  Seeds 3 and 4 are dense: every
 * interval lives through the middle of the program, so each one placed
 * overlaps all placed before it (thousands: the packer's long-list sort);
 * seed 4's sizes reach 2^40 (offsets of six bytes and more) */
START_TEST(bestfit_reference)
{
	enum { NIV = 5000 };
	an_interval *iv = calloc(NIV, sizeof *iv), *sp = calloc(NIV, sizeof *sp), *tp = calloc(NIV, sizeof *tp);
	uint64_t x = 0x9e3779b97f4a7c15ull * (uint64_t)(_i + 1), want, got, s, t;
	int64_t scale = _i == 2 ? 1000 : 1;

	for (uint32_t k = 0; k < NIV; k++) {
		uint64_t r[4];
		draw(&x, r);
		/* mostly short lives, some long ones; the last seed spreads the
		 * times a thousandfold (the packer sorts the starts another way) */
		iv[k].start = (int64_t)(r[0] % 20000) * scale;
		iv[k].end = iv[k].start + (int64_t)(r[1] % 8 == 0 ? r[1] % 15000 : r[1] % 40) * scale;
		iv[k].size = 1 + r[2] % 4096;
		if (_i >= 3) {
			iv[k].start = (int64_t)(r[0] % 9000);
			iv[k].end = 11000 + (int64_t)(r[1] % 9000);
		}
		if (_i == 4)
			iv[k].size = 1 + r[2] % (UINT64_C(1) << 40);
		iv[k].key = k;
		iv[k].coloc = -1;
		if (r[3] % 8 == 0)
			joinearlier(iv, k, r[3] >> 8);
	}
	bothorders(iv, sp, tp, NIV, &s, &t);
	want = t < s ? t : s;
	got = an_bestfit(iv, NIV, 8);
	ck_assert_uint_eq(got, want);
	for (uint32_t k = 0; k < NIV; k++)
		ck_assert_msg(iv[k].offset == (t < s ? tp : sp)[k].offset, "interval %u: offset %lld, reference %lld", k,
		              (long long)iv[k].offset, (long long)(t < s ? tp : sp)[k].offset);
	free(iv);
	free(sp);
	free(tp);
}
END_TEST

/* the bound below which no packing goes (bestfit skips the second order
 * when the first reaches it).  Hand-derived figures: two roots live
 * together at ticks 5..9 (100 + 50); a group whose member starts where
 * its root ends counts the member alone from then (at 25..27: member 40
 * + the other root 10, not 30 + 40 + 10); a group whose root is empty is
 * never placed and counts nothing; ticks too far apart for a table, or
 * sizes adding up past 64 bits: no bound (0) */
START_TEST(heapbound_hand)
{
	an_interval a[2] = {{0, 9, 100, 0, -1, 0}, {5, 14, 50, 1, -1, 0}};
	an_interval g[3] = {{20, 25, 30, 0, -1, 0}, {25, 30, 40, 1, 0, 0}, {22, 27, 10, 2, -1, 0}};
	an_interval z[3] = {{0, 10, 0, 0, -1, 0}, {0, 10, 1000, 1, 0, 0}, {3, 4, 7, 2, -1, 0}};
	an_interval w[2] = {{0, 1, 8, 0, -1, 0}, {INT64_C(1000000000000), INT64_C(1000000000001), 8, 1, -1, 0}};
	an_interval o[2] = {{0, 1, UINT64_C(1) << 63, 0, -1, 0}, {0, 1, UINT64_C(1) << 63, 1, -1, 0}};

	ck_assert_uint_eq(an_heapbound(a, 2), 150);
	ck_assert_uint_eq(an_heapbound(g, 3), 50);
	ck_assert_uint_eq(an_heapbound(z, 3), 7);
	ck_assert_uint_eq(an_heapbound(w, 2), 0);
	ck_assert_uint_eq(an_heapbound(o, 2), 0);
	ck_assert_uint_eq(an_heapbound(a, 0), 0);
}
END_TEST

/* the bound is one: on random intervals (groups, empty roots among them)
 * it is at most either order's heap as the reference packer finds it, and
 * bestfit's choice is still the smaller of the two */
START_TEST(heapbound_random)
{
	enum { NIV = 3000 };
	an_interval *iv = calloc(NIV, sizeof *iv), *sp = calloc(NIV, sizeof *sp), *tp = calloc(NIV, sizeof *tp);
	uint64_t x = 0x2545f4914f6cdd1dull * (uint64_t)(_i + 1), bound, s, t;

	for (uint32_t k = 0; k < NIV; k++) {
		uint64_t r[4];
		draw(&x, r);
		iv[k].start = (int64_t)(r[0] % 6000);
		iv[k].end = iv[k].start + (int64_t)(r[1] % 6 == 0 ? r[1] % 3000 : r[1] % 30);
		/* even seeds: equal sizes, so that the first order often packs
		 * without a gap and the second is skipped */
		iv[k].size = _i % 2 ? r[2] % 4096 : 64;
		if (r[2] % 16 == 0)
			iv[k].size = 0;
		iv[k].key = k;
		iv[k].coloc = -1;
		if (r[3] % 4 == 0)
			joinearlier(iv, k, r[3] >> 8);
	}
	bothorders(iv, sp, tp, NIV, &s, &t);
	bound = an_heapbound(iv, NIV);
	ck_assert_uint_gt(bound, 0);
	ck_assert_uint_le(bound, s);
	ck_assert_uint_le(bound, t);
	ck_assert_uint_eq(an_bestfit(iv, NIV, 8), t < s ? t : s);
	free(iv);
	free(sp);
	free(tp);
}
END_TEST

/* GlobalDecreasingSizeBestFitHeapTest.Empty: no buffers, heap 0 */
START_TEST(bestfit_empty)
{
	an_interval iv[1];

	memset(iv, 0, sizeof iv);
	ck_assert_uint_eq(an_bestfit(iv, 0, 1), 0);
}
END_TEST

/* ---- estimate: the target chooses the size function ---------------------- */

struct targetrow {
	const char *shape;
	int target;
	uint64_t argument;
	const char *src;
};

static const struct targetrow targets[] = {
	/* hlo-format.md 4.3 row 1: TPU pads (ArraySize) */
	{"f32[3,5]{1,0:T(8,128)}", TARGET_TPU, 4096, "4.3 f32[3,5] on TPU"},
	/* 4.3 row 1 on GPU: ByteSizeOf (4.1: tiles are the TPU backend's) */
	{"f32[3,5]{1,0:T(8,128)}", TARGET_GPU, 60, "4.3 f32[3,5] on GPU"},
	/* 4.4 row 3 on TPU */
	{"u32[12582912,1]{1,0:T(8,128)}", TARGET_TPU, (uint64_t)6 * GIB, "4.4 u32[12582912,1] on TPU"},
};

START_TEST(estimate_target)
{
	const struct targetrow *r = &targets[_i];
	struct parsed p;
	uint32_t id;
	estimate e;
	hlo_diag d = {NULL, 0, 0, 0};
	est_target t = {r->target, 0, 0, 0};

	paramof(&p, r->shape, &id);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(an_estimatemodule(p.m, &t, &e, &d), 0);
	ck_assert_msg(e.argument == r->argument, "%s (%s): argument want %llu, got %llu", r->shape,
	              r->src, (unsigned long long)r->argument, (unsigned long long)e.argument);
	an_freeestimate(&e);
	release(&p);
}
END_TEST

/* ---- peak: what is listed at the peak adds up ----------------------------- */

/* fn on every module of a folder that parses and is estimated, its name
 * matching `keep`; how many of them fn counted (its return) */
static int eachmodule(const char *dir, int (*keep)(const char *),
		      int (*fn)(const char *path, const hlo_module *m, const estimate *e))
{
	DIR *dp = opendir(dir);
	struct dirent *de;
	int checked = 0;

	if (!dp)
		return 0;
	while ((de = readdir(dp)) != NULL) {
		char path[4096];
		size_t n = strlen(de->d_name);
		hlo_file f;
		hlo_diag d = {NULL, 0, 0, 0};
		hlo_limits lim;
		hlo_module *m;
		estimate e;
		est_target t = {TARGET_AUTO, 0, 0, 0};
		if (n < 5 || strcmp(de->d_name + n - 4, ".hlo") != 0 || !keep(de->d_name))
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
		hlo_defaultlimits(&lim);
		if (hlo_open(&f, path, &d) < 0)
			continue;
		m = hlo_parse(&f, &lim, &d);
		memset(&e, 0, sizeof e);
		if (m && d.errors == 0 && an_estimatemodule(m, &t, &e, &d) == 0) {
			checked += fn(path, m, &e);
			an_freeestimate(&e);
		}
		hlo_free(m);
		hlo_close(&f);
	}
	closedir(dp);
	return checked;
}

/* the buffers listed at the peak sum to at most the peak, and each
 * temporary listed lives at the peak step */
static int reconciles(const char *path, const hlo_module *m, const estimate *e)
{
	uint64_t listed = 0;

	(void)m;
	for (uint32_t k = 0; k < e->natpeak; k++) {
		const est_buffer *b = &e->atpeak[k];
		listed += b->bytes;
		if (b->category == CAT_TEMP)
			ck_assert_msg(b->start <= e->peak_time && e->peak_time <= b->end,
			              "%s: a temporary listed at the peak (step %lld) lives %lld-%lld", path,
			              (long long)e->peak_time, (long long)b->start, (long long)b->end);
	}
	ck_assert_msg(listed <= estused(e), "%s: the buffers listed at the peak sum to %llu, the peak is %llu",
	              path, (unsigned long long)listed, (unsigned long long)estused(e));
	return 1;
}

/* the negative fixtures are meant not to parse */
static int wellformed(const char *name)
{
	return strncmp(name, "bad-", 4) != 0 && strncmp(name, "crash-", 6) != 0;
}

START_TEST(peak_reconciles)
{
	const char *testdata = getenv("TESTDATA");

	ck_assert_msg(testdata != NULL, "TESTDATA is not set");
	/* fixture family-40 is the case a fused operand made: a value that
	 * took over its operand's memory when the operand had none */
	ck_assert_int_ge(eachmodule(testdata, wellformed, reconciles), 40);
	/* ../shared/corpus/real: tests/reconcile.sh (its large modules take
	 * minutes under the sanitizers, more than this suite's time limit) */
}
END_TEST

/* ---- advice: a measure from a shared analysis is a whole run's ----------- */

/* each remat and offload candidate of a compiled module, measured by
 * advice.c on the tables of one shared analysis (an_estimatefork, which
 * puts them back after each), on two threads (the second on its own copy
 * of the tables a measure changes), against a whole run of the analysis
 * with that edit (an_estimateon): the same new peak and peak instruction.
 * How many candidates were compared */
static int forkmatches(const char *path, const hlo_module *m, const estimate *e)
{
	hlo_diag d = {NULL, 0, 0, 0};
	est_target t = {e->target, e->alignment, e->workspace, 0};
	est_advice *adv = NULL;
	uint32_t nadv = 0;
	int compared = 0;

	if (!m->scheduled || an_advise(m, e, 8, 2, &adv, &nadv, &d) < 0)
		return 0;
	for (uint32_t k = 0; k < nadv; k++) {
		estimate w;
		if (!an_canfork(&adv[k].edit, 1))
			continue;
		ck_assert_int_eq(an_estimateon(m, &t, NULL, &adv[k].edit, 1, &w, &d), 0);
		ck_assert_msg(estused(&w) == adv[k].newpeak, "%s: candidate %u: a whole run's peak %llu, the measure's %llu",
		              path, k, (unsigned long long)estused(&w), (unsigned long long)adv[k].newpeak);
		ck_assert_msg(w.peak_instr == adv[k].newpeakinstr, "%s: candidate %u: peak instruction %u, the measure's %u",
		              path, k, w.peak_instr, adv[k].newpeakinstr);
		an_freeestimate(&w);
		compared++;
	}
	free(adv);
	return compared;
}

START_TEST(advice_fork)
{
	const char *testdata = getenv("TESTDATA");

	ck_assert_msg(testdata != NULL, "TESTDATA is not set");
	/* advice-remat.hlo has a remat candidate, advice-offload.hlo a remat
	 * and an offload (tests/advice.sh derives their figures) */
	ck_assert_int_ge(eachmodule(testdata, wellformed, forkmatches), 3);
}
END_TEST

/* ---- splits: rule R4 of analysis/sharding.c (reshape) -------------------- */

#define R4MAX 8

struct reshaperow {
	int64_t from[R4MAX];
	uint32_t nfrom;
	int64_t split[R4MAX];
	int64_t to[R4MAX];
	uint32_t nto;
	int rc;                 /* 0: want[] is the result; -1: nothing carries */
	int64_t want[R4MAX];
	const char *why;
};

static const struct reshaperow reshapes[] = {
	/* one run {32} -> {4,8}; 4 divides the major target 4: all of it there */
	{{32}, 1, {4}, {4, 8}, 2, 0, {4, 1}, "split: [32]/4 -> [4,8]"},
	/* k = 8 meets 4 first: 4 divides 8, so dimension 0 takes 4 and passes
	 * 8/4 = 2 on; 2 divides 8: [4,2] */
	{{32}, 1, {8}, {4, 8}, 2, 0, {4, 2}, "split: [32]/8 -> [4,8]"},
	/* merge {4,8} -> {32}: only the major dimension is split, 4 divides 4
	 * and 32 */
	{{4, 8}, 2, {4, 1}, {32}, 1, 0, {4}, "merge: major split"},
	/* merge with the minor dimension split: no contiguous tiles, nothing
	 * carries (XLA: "merging consecutive dimensions where only the most
	 * major is sharded") */
	{{4, 8}, 2, {1, 2}, {32}, 1, -1, {1}, "merge: minor split"},
	/* XLA's own example in hlo_sharding_util.cc: f32[1024,256] to
	 * f32[128,2048], 1024 split 8: one run of 262144 elements; 8 divides
	 * 1024 and the major target 128 */
	{{1024, 256}, 2, {8, 1}, {128, 2048}, 2, 0, {8, 1}, "split and merge in one run"},
	/* size-1 dimensions removed: runs {8}->{8}, {1}->{}, {16}->{16} */
	{{8, 1, 16}, 3, {4, 1, 1}, {8, 16}, 2, 0, {4, 1}, "drop a size-1 dimension"},
	/* and added: runs {8}->{8}, {16}->{1,16} */
	{{8, 16}, 2, {1, 4}, {8, 1, 16}, 3, 0, {1, 1, 4}, "add a size-1 dimension"},
	/* merge of an uneven split: 4 does not divide 10, nothing carries */
	{{10, 3}, 2, {4, 1}, {30}, 1, -1, {1}, "merge: uneven major split"},
	/* a run of one dimension each side is the same dimension: an uneven
	 * split carries as it is */
	{{10, 3}, 2, {4, 1}, {10, 3, 1}, 3, 0, {4, 1, 1}, "same dimension, uneven"},
	/* one run {6,4} -> {4,6}: 6 neither divides nor is divided by 4 */
	{{6, 4}, 2, {6, 1}, {4, 6}, 2, -1, {1, 1}, "transposing reshape"},
	/* two runs {2,3}->{6} (major 2 split 2, 2 divides 6) and {4}->{4} */
	{{2, 3, 4}, 3, {2, 1, 2}, {6, 4}, 2, 0, {2, 2}, "two runs carry"},
	/* the first run's split is on its minor dimension: that run is not
	 * split, the second still carries */
	{{2, 3, 4}, 3, {1, 3, 2}, {6, 4}, 2, 0, {1, 2}, "one run lost, one carried"},
	/* no split at all: a known "not split" */
	{{4, 8}, 2, {1, 1}, {32}, 1, 0, {1}, "nothing split"},
	/* element counts differ (32 and 30): not a reshape */
	{{4, 8}, 2, {4, 1}, {30}, 1, -1, {1}, "element counts differ"},
};

START_TEST(split_reshape)
{
	const struct reshaperow *r = &reshapes[_i];
	int64_t got[R4MAX];
	int rc = an_splitreshape(r->from, r->nfrom, r->split, r->to, r->nto, got);

	ck_assert_msg(rc == r->rc, "%s: want rc %d, got %d", r->why, r->rc, rc);
	if (rc < 0)
		return;
	for (uint32_t k = 0; k < r->nto; k++)
		ck_assert_msg(got[k] == r->want[k], "%s: dimension %u: want %lld, got %lld", r->why, k,
		              (long long)r->want[k], (long long)got[k]);
}
END_TEST

/* ---- splits: whole modules through presplit (rules of analysis/sharding.c) */

struct splitrow {
	const char *text;
	uint64_t output;        /* output_size_in_bytes on GPU */
	uint64_t assumed;       /* assumed_replicated_bytes */
	const char *why;
};

/* f32[6,16] split [4,1] holds ceil(6/4) = 2 rows on a device: 2 x 16 x 4 =
 * 128 B; unsplit it is 384 B */
static const struct splitrow splitmods[] = {
	/* R8: the body parameter takes the init's split [4,1], y = exp(x)
	 * keeps it (R1), and so does the loop result at index 1: 128 B.  The
	 * s32[] loop counter has one element: never "assumed" */
	{"HloModule w, num_partitions=4\n"
	 "c {\n  s = (s32[], f32[6,16]) parameter(0)\n  i = s32[] get-tuple-element(s), index=0\n"
	 "  n = s32[] constant(3)\n  ROOT lt = pred[] compare(i, n), direction=LT\n}\n"
	 "b {\n  s = (s32[], f32[6,16]) parameter(0)\n  i = s32[] get-tuple-element(s), index=0\n"
	 "  x = f32[6,16] get-tuple-element(s), index=1\n  one = s32[] constant(1)\n"
	 "  j = s32[] add(i, one)\n  y = f32[6,16] exponential(x)\n  ROOT t = (s32[], f32[6,16]) tuple(j, y)\n}\n"
	 "ENTRY e {\n  p = f32[6,16] parameter(0), sharding={devices=[4,1]<=[4]}\n  z = s32[] constant(0)\n"
	 "  init = (s32[], f32[6,16]) tuple(z, p)\n  w = (s32[], f32[6,16]) while(init), condition=c, body=b\n"
	 "  ROOT r = f32[6,16] get-tuple-element(w), index=1\n}\n",
	 128, 0, "R8 while"},
	/* R8: the branch roots exp(p) and negate(p) are [4,1] (R1), so is the
	 * conditional's result: 128 B */
	{"HloModule c, num_partitions=4\n"
	 "b0 {\n  x = f32[6,16] parameter(0)\n  ROOT y = f32[6,16] exponential(x)\n}\n"
	 "b1 {\n  x = f32[6,16] parameter(0)\n  ROOT y = f32[6,16] negate(x)\n}\n"
	 "ENTRY e {\n  k = pred[] parameter(0), sharding={replicated}\n"
	 "  p = f32[6,16] parameter(1), sharding={devices=[4,1]<=[4]}\n"
	 "  ROOT c = f32[6,16] conditional(k, p, p), true_computation=b0, false_computation=b1\n}\n",
	 128, 0, "R8 conditional"},
	/* R6: x f32[6,16] [4,1] . w f32[16,12] [1,4] -> f32[6,12].  Both
	 * splits need 16 pieces, more than 4 partitions; the lhs's [4,1]
	 * gives 2 x 12 x 4 = 96 B (the rhs's [1,4] would give 6 x 3 x 4 = 72) */
	{"HloModule d, num_partitions=4\nENTRY e {\n"
	 "  x = f32[6,16] parameter(0), sharding={devices=[4,1]<=[4]}\n"
	 "  w = f32[16,12] parameter(1), sharding={devices=[1,4]<=[4]}\n"
	 "  ROOT d = f32[6,12] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n",
	 96, 0, "R6 dot, lhs first"},
	/* the same with 16 partitions: both fit, [4,4]: 2 x 3 x 4 = 24 B */
	{"HloModule d, num_partitions=16\nENTRY e {\n"
	 "  x = f32[6,16] parameter(0), sharding={devices=[4,1,4]<=[16] last_tile_dim_replicate}\n"
	 "  w = f32[16,12] parameter(1), sharding={devices=[1,4,4]<=[16] last_tile_dim_replicate}\n"
	 "  ROOT d = f32[6,12] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n",
	 24, 0, "R6 dot, both"},
	/* an unsplit lhs: the rhs's free dimension split [1,4]: 6 x 3 x 4 = 72 B */
	{"HloModule d, num_partitions=4\nENTRY e {\n"
	 "  x = f32[6,16] parameter(0), sharding={replicated}\n"
	 "  w = f32[16,12] parameter(1), sharding={devices=[1,4]<=[4]}\n"
	 "  ROOT d = f32[6,12] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n",
	 72, 0, "R6 dot, rhs"},
	/* R7: slice keeps the split of dimension 0 (same extent 6), dimension 1
	 * shrinks to 8 and is not split: 2 x 8 x 4 = 64 B */
	{"HloModule s, num_partitions=4\nENTRY e {\n"
	 "  p = f32[6,16] parameter(0), sharding={devices=[4,1]<=[4]}\n"
	 "  ROOT s = f32[6,8] slice(p), slice={[0:6], [0:8]}\n}\n",
	 64, 0, "R7 slice"},
	/* S1 on a Sharding custom-call, R1 backwards to the iota feeding it
	 * (so nothing is assumed), R1 forwards to the negate: 128 B */
	{"HloModule a, num_partitions=4\nENTRY e {\n"
	 "  i = f32[6,16] iota(), iota_dimension=0\n"
	 "  s = f32[6,16] custom-call(i), custom_call_target=\"Sharding\", sharding={devices=[4,1]<=[4]}\n"
	 "  ROOT n = f32[6,16] negate(s)\n}\n",
	 128, 0, "R1 annotation, backwards"},
	/* R2 backwards: the transpose's result is split [1,4] by its user's
	 * Sharding; its operand, an iota f32[6,16], takes [4,1] and the
	 * result f32[16,6] is 16 x 2 x 4 = 128 B; nothing assumed */
	{"HloModule t, num_partitions=4\nENTRY e {\n"
	 "  i = f32[6,16] iota(), iota_dimension=1\n"
	 "  t = f32[16,6] transpose(i), dimensions={1,0}\n"
	 "  ROOT s = f32[16,6] custom-call(t), custom_call_target=\"Sharding\", sharding={devices=[1,4]<=[4]}\n}\n",
	 128, 0, "R2 backwards"},
	/* nothing reaches the iota or its negate: 384 B each, assumed */
	{"HloModule u, num_partitions=4\nENTRY e {\n"
	 "  i = f32[6,16] iota(), iota_dimension=0\n"
	 "  ROOT n = f32[6,16] negate(i)\n}\n",
	 384, 768, "unknown chain"},
};

START_TEST(split_module)
{
	const struct splitrow *r = &splitmods[_i];
	struct parsed p;
	estimate e;
	hlo_diag d = {NULL, 0, 0, 0};
	est_target t = {TARGET_GPU, 0, 0, 0};

	parse(&p, r->text);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(an_estimatemodule(p.m, &t, &e, &d), 0);
	ck_assert_msg(e.partitioned, "%s: shardings not applied", r->why);
	ck_assert_msg(e.output == r->output, "%s: output want %llu, got %llu", r->why,
	              (unsigned long long)r->output, (unsigned long long)e.output);
	ck_assert_msg(e.assumed_replicated == r->assumed, "%s: assumed want %llu, got %llu", r->why,
	              (unsigned long long)r->assumed, (unsigned long long)e.assumed_replicated);
	an_freeestimate(&e);
	release(&p);
}
END_TEST

/* ---- sort: SORTFN against qsort by (key, first position) ----------------- */

struct sortel {
	uint32_t key, pos;      /* pos: where it began, to see the order kept */
};

static int sortelbefore(const struct sortel *a, const struct sortel *b)
{
	return a->key < b->key;
}

SORTFN(sortels, struct sortel, sortelbefore)

static int cmpsortel(const void *x, const void *y)
{
	const struct sortel *a = x, *b = y;

	if (a->key != b->key)
		return a->key < b->key ? -1 : 1;
	return (a->pos > b->pos) - (a->pos < b->pos);
}

/* lengths around the insertion runs (16) and the merge widths; keys drawn
 * from few values, so most elements have equals whose order must be kept */
static const uint32_t sortlens[] = {0, 1, 2, 15, 16, 17, 31, 32, 33, 100, 1000, 4097, 50000};

START_TEST(sort_stable)
{
	uint32_t n = sortlens[_i], x = 0x9e3779b9u ^ n;
	struct sortel *v = malloc((n + 1) * sizeof *v), *w = malloc((n + 1) * sizeof *w);

	for (uint32_t k = 0; k < n; k++) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		v[k] = (struct sortel){x % (n / 8 + 2), k};
		w[k] = v[k];
	}
	sortels(v, n);
	/* the reference: qsort by key, then by where the element began (the
	 * order a stable sort keeps) */
	qsort(w, n, sizeof *w, cmpsortel);
	for (uint32_t k = 0; k < n; k++)
		ck_assert_msg(v[k].key == w[k].key && v[k].pos == w[k].pos,
		              "n=%u: at %u got key %u from %u, want key %u from %u", n, k,
		              v[k].key, v[k].pos, w[k].key, w[k].pos);
	free(v);
	free(w);
}
END_TEST

/* one row of the opcode table: its name and the columns that go together */
START_TEST(opfacts_row)
{
	int op = _i, ew = hlo_elementwise(op), fu = an_opfacts(op)->fuse;
	uint32_t f = an_opfacts(op)->flags;
	const char *name = hlo_opname(op);

	ck_assert_int_eq(hlo_findop(name, strlen(name)), op);
	if (op > 0)
		ck_assert_msg(strcmp(hlo_opname(op - 1), name) < 0, "%s is out of order", name);
	ck_assert_msg(ew == (an_opfacts(op)->shard == SR_ELEMENTWISE), "%s: elementwise, sharding rule R1", name);
	ck_assert_msg(!ew || fu == FU_PRODUCER, "%s: elementwise, not a fusion producer", name);
	ck_assert_msg(!(f & (OF_REUSE | OF_EXPENSIVE | OF_EXPENSIVEFP | OF_EXPENSIVECX)) || ew,
		      "%s: a flag of elementwise ops", name);
	ck_assert_msg(!(f & OF_REUSE) == (!ew || an_opfacts(op)->flow == FL_COPY), "%s: reuses its operand", name);
	ck_assert_msg(an_opfacts(op)->inplace == IP_NONE || an_opfacts(op)->flow == FL_DEFINE, "%s: in place", name);
}
END_TEST

/* InstructionFusion::IsExpensive (xla/service/instruction_fusion.cc), row
 * by row: each instruction of the module below, named for what XLA says of
 * it: "cheap_" or "costly_" */
static const char expensivemod[] =
	"HloModule t\n"
	"ENTRY e {\n"
	"  x = f32[8]{0} parameter(0)\n"
	"  z = c64[8]{0} parameter(1)\n"
	"  i = s32[8]{0} parameter(2)\n"
	"  seven = s32[] constant(7)\n"
	"  sevens = s32[8]{0} broadcast(seven), dimensions={}\n"
	/* cheap for reals, expensive for complex (abs's result is real) */
	"  cheap_tan = f32[8]{0} tan(x)\n"
	"  costly_tanc = c64[8]{0} tan(z)\n"
	"  cheap_sin = f32[8]{0} sine(x)\n"
	"  costly_sinc = c64[8]{0} sine(z)\n"
	"  cheap_cos = f32[8]{0} cosine(x)\n"
	"  costly_cosc = c64[8]{0} cosine(z)\n"
	"  cheap_absc = f32[8]{0} abs(z)\n"
	/* expensive whatever the type */
	"  costly_acos = f32[8]{0} acos(x)\n"
	"  costly_cosh = f32[8]{0} cosh(x)\n"
	"  costly_tanh = f32[8]{0} tanh(x)\n"
	"  costly_exp = f32[8]{0} exponential(x)\n"
	/* integer div/mod by a constant is cheap; anything else is not */
	"  cheap_divc = s32[8]{0} divide(i, sevens)\n"
	"  costly_divi = s32[8]{0} divide(i, i)\n"
	"  cheap_remc = s32[8]{0} remainder(i, sevens)\n"
	"  costly_divf = f32[8]{0} divide(x, x)\n"
	"  cheap_mul = f32[8]{0} multiply(x, x)\n"
	/* (read by the root: dead instructions are removed when read) */
	"  ROOT t = (f32[8]{0}, c64[8]{0}, f32[8]{0}, c64[8]{0}, f32[8]{0}, c64[8]{0}, f32[8]{0}, f32[8]{0},"
	" f32[8]{0}, f32[8]{0}, f32[8]{0}, s32[8]{0}, s32[8]{0}, s32[8]{0}, f32[8]{0}, f32[8]{0})"
	" tuple(cheap_tan, costly_tanc, cheap_sin, costly_sinc, cheap_cos, costly_cosc, cheap_absc, costly_acos,"
	" costly_cosh, costly_tanh, costly_exp, cheap_divc, costly_divi, cheap_remc, costly_divf, cheap_mul)\n"
	"}\n";

START_TEST(expensive_table)
{
	struct parsed p;
	hlo_module *m = parse(&p, expensivemod);
	uint32_t rows = 0;

	for (uint32_t i = 0; i < m->ninstr; i++) {
		const char *name = hlo_str(m, m->instrs[i].name);
		size_t n = hlo_strlen(m, m->instrs[i].name);
		int cheap = n > 6 && !strncmp(name, "cheap_", 6), costly = n > 7 && !strncmp(name, "costly_", 7);
		if (!cheap && !costly)
			continue;
		rows++;
		ck_assert_msg(an_expensive(m, &m->instrs[i]) == costly, "%.*s: IsExpensive is %s", (int)n, name,
			      costly ? "true" : "false");
	}
	ck_assert_uint_eq(rows, 16);
	release(&p);
}
END_TEST

static Suite *suite(void)
{
	Suite *s = suite_create("analysis");
	TCase *tc;

	tc = tcase_create("sizes");
	tcase_add_loop_test(tc, size_table, 0, N(sizes));
	tcase_add_test(tc, size_nooverflow);
	suite_add_tcase(s, tc);

	tc = tcase_create("bestfit");
	tcase_add_loop_test(tc, bestfit_xla, 0, N(heaps));
	tcase_add_loop_test(tc, bestfit_valid, 0, N(heaps));
	tcase_add_loop_test(tc, bestfit_reference, 0, 5);
	/* the reference packer is quadratic: about a second a seed, several
	 * under the sanitizers */
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, bestfit_empty);
	tcase_add_test(tc, heapbound_hand);
	tcase_add_loop_test(tc, heapbound_random, 0, 6);
	suite_add_tcase(s, tc);

	tc = tcase_create("sort");
	tcase_add_loop_test(tc, sort_stable, 0, N(sortlens));
	suite_add_tcase(s, tc);

	tc = tcase_create("splits");
	tcase_add_loop_test(tc, split_reshape, 0, N(reshapes));
	tcase_add_loop_test(tc, split_module, 0, N(splitmods));
	suite_add_tcase(s, tc);

	tc = tcase_create("opfacts");
	tcase_add_loop_test(tc, opfacts_row, 0, OP_COUNT);
	tcase_add_test(tc, expensive_table);
	suite_add_tcase(s, tc);

	tc = tcase_create("estimate");
	tcase_add_loop_test(tc, estimate_target, 0, N(targets));
	tcase_add_test(tc, peak_reconciles);
	tcase_add_test(tc, advice_fork);
	tcase_set_timeout(tc, 300);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	return runsuite(suite());
}
