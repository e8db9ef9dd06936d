/* size.c: byte sizes of shapes.
 *
 * Two functions, as XLA has them (reference/hlo-format.md s4.1,
 * calibration-rules.md R1):
 *   logical: ByteSizeOf(shape, pointer size 8): tiles ignored, E(n) packs
 *            elements, tuples are 8 bytes per element, token 0, opaque 8;
 *   padded:  ArraySize: the first tile pads the most-minor physical
 *            dimensions, missing dimensions count as 1, later tiles add
 *            nothing, SC(...) keeps the largest piece, L(n) pads the count.
 * Dynamic arrays add 4 bytes per dimension of metadata (GPU and CPU). */
#include <string.h>

#include "analysis.h"

/* bits of one element (source: primitive_util, hlo-format.md s2.8) */
static unsigned typebits(int t)
{
	switch (t) {
	case T_PRED: case T_S8: case T_U8: case T_F8E5M2: case T_F8E4M3: case T_F8E4M3FN:
	case T_F8E4M3B11FNUZ: case T_F8E3M4: case T_F8E5M2FNUZ: case T_F8E4M3FNUZ:
	case T_F8E8M0FNU: case T_F6E3M2FN: case T_F6E2M3FN:
		return 8;
	case T_S1: case T_U1:
		return 1;
	case T_S2: case T_U2:
		return 2;
	case T_S4: case T_U4: case T_F4E2M1FN:
		return 4;
	case T_S16: case T_U16: case T_F16: case T_BF16:
		return 16;
	case T_S32: case T_U32: case T_F32:
		return 32;
	case T_S64: case T_U64: case T_F64: case T_C64:
		return 64;
	case T_C128:
		return 128;
	}
	return 0;
}

static int mulover(uint64_t a, uint64_t b, uint64_t *r)
{
	return __builtin_mul_overflow(a, b, r);
}

/* bytes for n elements of a shape: packed by E(n), else whole bytes each */
static int elembytes(const hlo_shape *s, uint64_t n, uint64_t *bytes)
{
	uint64_t bits;

	if (s->ebits) {
		if (mulover(n, s->ebits, &bits))
			return -1;
		*bytes = bits / 8 + (bits % 8 != 0);
		return 0;
	}
	return mulover(n, (typebits(s->type) + 7) / 8, bytes) ? -1 : 0;
}

/* ByteSizeOf with 8-byte pointers; -1 on overflow */
/* the elements of an array shape, UINT64_MAX past 64 bits or for a tuple */
uint64_t an_elements(const hlo_module *m, uint32_t id)
{
	const hlo_shape *s = &m->shapes[id];
	uint64_t n = 1;

	if (s->kind != SK_ARRAY)
		return UINT64_MAX;
	for (uint32_t k = 0; k < s->rank; k++)
		if (mulover(n, hlo_dims(m, s)[k] > 0 ? (uint64_t)hlo_dims(m, s)[k] : 0, &n))
			return UINT64_MAX;
	return n;
}

int an_shapebytes(const hlo_module *m, uint32_t id, uint64_t *bytes)
{
	return an_bytesdims(m, id, hlo_dims(m, &m->shapes[id]), bytes);
}

/* the same with other dimension sizes (a per-device shape) */
int an_bytesdims(const hlo_module *m, uint32_t id, const int64_t *dims, uint64_t *bytes)
{
	const hlo_shape *s = &m->shapes[id];
	uint64_t n = 1;

	switch (s->kind) {
	case SK_TUPLE:
		return mulover(s->rank, 8, bytes) ? -1 : 0;
	case SK_TOKEN:
		*bytes = 0;
		return 0;
	case SK_OPAQUE:
		*bytes = 8;
		return 0;
	}
	for (uint32_t k = 0; k < s->rank; k++)
		if (mulover(n, (uint64_t)dims[k], &n))
			return -1;
	if (elembytes(s, n, bytes) < 0)
		return -1;
	if (s->flags & (SF_DYNAMIC | SF_UNBOUNDED)) {
		if (__builtin_add_overflow(*bytes, 4ull * s->rank, bytes))
			return -1;
	}
	return 0;
}

static int tputuple(const hlo_shape *s, uint64_t *bytes);

static uint64_t roundup(uint64_t v, uint64_t to, int *over)
{
	uint64_t r;

	if (to <= 1)
		return v;
	if (__builtin_add_overflow(v, to - 1, &r)) {
		*over = 1;
		return v;
	}
	return r / to * to;
}

/* ArraySize: the physical size with tile padding; -1 on overflow */
int an_shapepadded(const hlo_module *m, uint32_t id, uint64_t *bytes)
{
	return an_paddeddims(m, id, hlo_dims(m, &m->shapes[id]), bytes);
}

int an_paddeddims(const hlo_module *m, uint32_t id, const int64_t *dims, uint64_t *bytes)
{
	const hlo_shape *s = &m->shapes[id];
	const int64_t *m2m, *tile;
	uint64_t n = 1, d;
	uint32_t rank = s->rank;
	int over = 0;

	if (s->kind != SK_ARRAY)
		return an_bytesdims(m, id, dims, bytes);
	if (s->ntile == 0 || !(s->flags & SF_LAYOUT)) {
		/* no tiles: ByteSizeOfElements, without dynamic-shape metadata */
		for (uint32_t k = 0; k < rank; k++)
			if (mulover(n, (uint64_t)dims[k], &n))
				return -1;
		return elembytes(s, n, bytes);
	}
	m2m = hlo_m2m(m, s);
	tile = hlo_tile(m, s);
	/* the first tile: its last entry pads minor_to_major[0], and so on; a
	 * dimension the shape lacks counts as 1 and is padded too */
	for (uint32_t k = 0; k < s->ntile; k++) {
		uint64_t t = (uint64_t)tile[s->ntile - 1 - k];
		if (k < rank) {
			int64_t ld = m2m[k];
			d = (uint64_t)dims[ld];
			if (s->splitdim != HLO_NONE && (uint64_t)ld == (uint64_t)m2m[rank - 1 - s->splitdim])
				d = s->splitmax;
		} else {
			d = 1;
		}
		d = roundup(d, t, &over);
		if (over || mulover(n, d, &n))
			return -1;
	}
	for (uint32_t k = s->ntile; k < rank; k++) {
		d = (uint64_t)dims[m2m[k]];
		if (s->splitdim != HLO_NONE && (uint64_t)m2m[k] == (uint64_t)m2m[rank - 1 - s->splitdim])
			d = s->splitmax;
		if (mulover(n, d, &n))
			return -1;
	}
	if (s->tailpad > 1) {
		n = roundup(n, s->tailpad, &over);
		if (over)
			return -1;
	}
	return elembytes(s, n, bytes);
}

/* the unpadded size a target's reports print: on TPU an E(n) that widens
 * the element past its own width is padding too (XLA's E1000 report:
 * pred[64,512,2048]{2,1,0:T(8,128)E(32)} is "Size: 256.00M, Unpadded size:
 * 64.00M", a 4.0x expansion); elsewhere ByteSizeOf */
int an_unpaddedbytes(const hlo_module *m, int target, uint32_t id, uint64_t *bytes)
{
	const hlo_shape *s = &m->shapes[id];
	uint64_t n = 1;

	if (target == TARGET_TPU && s->kind == SK_TUPLE)
		return tputuple(s, bytes);
	if (target != TARGET_TPU || s->kind != SK_ARRAY || !s->ebits || s->ebits <= typebits(s->type))
		return an_shapebytes(m, id, bytes);
	/* the elements at their own width */
	for (uint32_t k = 0; k < s->rank; k++)
		if (mulover(n, (uint64_t)hlo_dims(m, s)[k], &n))
			return -1;
	return mulover(n, (typebits(s->type) + 7) / 8, bytes) ? -1 : 0;
}

/* a tuple's table on TPU: XLA:TPU's E1000 reports list a two-element
 * tuple allocation as "Size: 4.0K ... Unpadded size: 4.0K" (google-research/
 * t5x#1253: (s32[], pred[128,512]) and (bf16[128,6,512], bf16[128,6,512,512])
 * fusion outputs), where ByteSizeOf says 16 B.  Taken as the 8-byte
 * pointers rounded up to whole 4 KiB pages; only two-element tables have
 * been seen printed */
static int tputuple(const hlo_shape *s, uint64_t *bytes)
{
	uint64_t ptrs;

	if (mulover(s->rank, 8, &ptrs))
		return -1;
	*bytes = (ptrs + 4095) / 4096 * 4096;
	if (*bytes == 0)
		*bytes = 4096;
	return 0;
}

/* the size function of a target: TPU pads, GPU and CPU do not */
int an_targetbytes(const hlo_module *m, int target, uint32_t id, uint64_t *bytes)
{
	if (target == TARGET_TPU && m->shapes[id].kind == SK_TUPLE)
		return tputuple(&m->shapes[id], bytes);
	return target == TARGET_TPU ? an_shapepadded(m, id, bytes) : an_shapebytes(m, id, bytes);
}

/* the target's size of a shape split over devices: dimension k takes
 * ceil(d_k / split_k); the logical size likewise */
int an_splitbytes(const hlo_module *m, int target, uint32_t id, const int64_t *split, uint32_t nsplit,
	       uint64_t *bytes, uint64_t *logical)
{
	const hlo_shape *s = &m->shapes[id];
	int64_t dims[64];

	if (s->kind != SK_ARRAY || s->rank > 64)
		return -1;
	for (uint32_t k = 0; k < s->rank; k++) {
		int64_t d = hlo_dims(m, s)[k], q = k < nsplit && split[k] > 1 ? split[k] : 1;
		dims[k] = d / q + (d % q != 0);
	}
	if ((target == TARGET_TPU ? an_paddeddims(m, id, dims, bytes) : an_bytesdims(m, id, dims, bytes)) < 0)
		return -1;
	return an_bytesdims(m, id, dims, logical);
}
