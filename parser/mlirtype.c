/* mlirtype.c: MLIR types (tensor<...>, element types, bounds, quantized
 * and aliased types) to HLO shape text, each distinct text converted once. */
#include <ctype.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "mlirconv.h"

/* an element type's HLO name */
const char *hlo_mc_elemtype(const char *s, size_t n)
{
	static const struct { const char *mlir, *hlo; } t[] = {
		{"f32", "f32"}, {"f64", "f64"}, {"f16", "f16"}, {"bf16", "bf16"},
		{"i1", "pred"}, {"i2", "s2"}, {"i4", "s4"}, {"i8", "s8"}, {"i16", "s16"}, {"i32", "s32"}, {"i64", "s64"},
		{"ui1", "u1"}, {"ui2", "u2"}, {"ui4", "u4"}, {"ui8", "u8"}, {"ui16", "u16"}, {"ui32", "u32"}, {"ui64", "u64"},
		{"si8", "s8"}, {"si16", "s16"}, {"si32", "s32"}, {"si64", "s64"},
		{"f8E5M2", "f8e5m2"}, {"f8E4M3FN", "f8e4m3fn"}, {"f8E4M3", "f8e4m3"}, {"f8E4M3B11FNUZ", "f8e4m3b11fnuz"},
		{"f8E5M2FNUZ", "f8e5m2fnuz"}, {"f8E4M3FNUZ", "f8e4m3fnuz"}, {"f8E3M4", "f8e3m4"},
		{"f8E8M0FNU", "f8e8m0fnu"}, {"f4E2M1FN", "f4e2m1fn"}, {"f6E2M3FN", "f6e2m3fn"}, {"f6E3M2FN", "f6e3m2fn"},
		{"complex<f32>", "c64"}, {"complex<f64>", "c128"}, {"index", "s64"},
	};

	for (size_t k = 0; k < sizeof t / sizeof t[0]; k++)
		if (streqn(t[k].mlir, s, n))
			return t[k].hlo;
	/* a quantized type is stored as its storage type, which may carry
	 * its range: !quant.uniform<i8<-127:127>:f32:1, {...}> */
	if (n > 14 && !memcmp(s, "!quant.uniform<", 15)) {
		size_t e = 15;
		static const char *const unsig[] = {"u2", "u4", "u8", "u16", "u32"};
		while (e < n && s[e] != ':' && s[e] != '>' && s[e] != '<')
			e++;
		/* the quant dialect writes an unsigned storage type u8, not ui8 */
		for (size_t k = 0; k < sizeof unsig / sizeof unsig[0]; k++)
			if (streqn(unsig[k], s + 15, e - 15))
				return unsig[k];
		return hlo_mc_elemtype(s + 15, e - 15);
	}
	return NULL;
}

/* the numbers of #stablehlo.bounds<a, ?, b>, or of the older
 * #stablehlo.type_extensions<bounds = [a, ?, b]>: -1 for '?'; returns
 * -2 for a number past 64 bits */
static int bounds(const char *s, size_t n, int64_t *b, uint32_t max, uint32_t *nb)
{
	const char *p = memchr(s, '<', n), *e = s + n;

	*nb = 0;
	if (!p)
		return -1;
	if (n > 26 && !memcmp(s, "#stablehlo.type_extensions", 26)) {
		p = memchr(p, '[', (size_t)(e - p));
		if (!p)
			return -1;
	}
	for (p++; p < e && *p != '>' && *p != ']';) {
		while (p < e && (*p == ' ' || *p == ','))
			p++;
		if (p < e && *p == '?') {
			if (*nb < max)
				b[(*nb)++] = -1;
			p++;
		} else if (p < e && isdigit((unsigned char)*p)) {
			int64_t v = 0;
			while (p < e && isdigit((unsigned char)*p)) {
				if (v > (INT64_MAX - 9) / 10)
					return -2;      /* past 64 bits */
				v = v * 10 + (*p++ - '0');
			}
			if (*nb < max)
				b[(*nb)++] = v;
		} else {
			break;
		}
	}
	return 0;
}

/* a per-axis quantized type's axis, !quant.uniform<i8<-127:127>:f32:1,
 * {...}>: 1 and *axis, or 0 for a per-tensor one */
static int quantaxis(const char *s, size_t n, int64_t *axis)
{
	size_t k = 15;
	int d = 0;

	if (n <= 15 || memcmp(s, "!quant.uniform<", 15))
		return 0;
	/* the storage type and its range, to the ':' before the expressed type */
	for (; k < n && (d || s[k] != ':'); k++)
		d += s[k] == '<' ? 1 : s[k] == '>' ? -1 : 0;
	for (k++; k < n && s[k] != ':' && s[k] != ',' && s[k] != '>'; k++)
		;
	if (k + 1 >= n || s[k] != ':')
		return 0;
	*axis = strtoll(s + k + 1, NULL, 10);
	return 1;
}

/* a type's HLO shape: tensor<2x?x3xf32, #stablehlo.bounds<?, 8, ?>>,
 * tuple<...>, !stablehlo.token, or a plain element type (a scalar) */
static int shapetext(struct mconv *c, const char *s, size_t n, uint64_t off, struct sbuf *out)
{
	if (n >= 7 && !memcmp(s, "tensor<", 7)) {
		const char *p = s + 7, *e = s + n - 1, *enc;
		int64_t dims[64], bnd[64];
		int dyn[64];
		uint32_t rank = 0, nb = 0;
		const char *et;
		size_t elen;
		int depth = 0;
		/* the encoding, if any: after the first ',' outside brackets */
		for (enc = p; enc < e; enc++) {
			if (*enc == '<')
				depth++;
			else if (*enc == '>')
				depth--;
			else if (*enc == ',' && depth == 0)
				break;
		}
		if (*p == '*')
			return hlo_mc_fail(c, off, "an unranked tensor has no size before run time");
		/* 4x?x8xf32, or with spaces between tokens (4 x f32: MLIR's
		 * type parser reads tokens) */
		while (p < enc) {
			const char *q, *end;
			while (p < enc && *p == ' ')
				p++;
			q = p;
			if (q < enc && *q == '?') {
				q++;
			} else {
				while (q < enc && isdigit((unsigned char)*q))
					q++;
			}
			end = q;
			while (q < enc && *q == ' ')
				q++;
			if (end == p || q >= enc || *q != 'x')
				break;
			if (rank == 64)
				return hlo_mc_fail(c, off, "more than 64 dimensions");
			dyn[rank] = *p == '?';
			dims[rank] = 0;
			if (!dyn[rank])
				for (const char *d = p; d < end; d++) {
					if (dims[rank] > (INT64_MAX - 9) / 10)
						return hlo_mc_fail(c, off, "a dimension too large for 64 bits");
					dims[rank] = dims[rank] * 10 + (*d - '0');
				}
			rank++;
			p = q + 1;
		}
		elen = (size_t)(enc - p);
		while (elen && p[elen - 1] == ' ')
			elen--;
		et = hlo_mc_elemtype(p, elen);
		if (!et)
			return hlo_mc_fail(c, off, "unknown element type '%.*s'", (int)elen, p);
		{
			/* a per-axis quantized type's axis is not negative (MLIR's
			 * UniformQuantizedPerAxisType::verifyInvariants, QuantTypes.cpp;
			 * against the rank, the op's verifier checks it) */
			int64_t axis;
			if (quantaxis(p, elen, &axis) && axis < 0)
				return hlo_mc_fail(c, off, "illegal quantized dimension %" PRId64 ": an axis is not negative", axis);
		}
		if (enc < e) {
			const char *b = enc + 1;
			while (b < e && *b == ' ')
				b++;
			if (((size_t)(e - b) > 17 && !memcmp(b, "#stablehlo.bounds", 17)) ||
			    ((size_t)(e - b) > 26 && !memcmp(b, "#stablehlo.type_extensions", 26))) {
				if (bounds(b, (size_t)(e - b), bnd, 64, &nb) == -2)
					return hlo_mc_fail(c, off, "a bound too large for 64 bits");
				/* a bound for each dimension, none on a static one
				 * (StableHLO's verifyBounds, stablehlo/dialect/Base.cpp) */
				if (nb != rank)
					return hlo_mc_fail(c, off, "%u bounds for a tensor of rank %u: one a dimension, '?' for none", nb,
					            rank);
				for (uint32_t k = 0; k < rank; k++)
					if (!dyn[k] && bnd[k] >= 0)
						return hlo_mc_fail(c, off,
								   "dimension %u is static and cannot have a bound ('?' for none)", k);
			}
		}
		sputs(out, et);
		sputs(out, "[");
		for (uint32_t k = 0; k < rank; k++) {
			if (k)
				sputs(out, ",");
			if (dyn[k]) {
				if (k >= nb || bnd[k] < 0)
					return hlo_mc_fail(c, off, "dimension %u is unbounded: no size before run time", k);
				sputs(out, "<=");
				hlo_mc_sputint(out, bnd[k]);
			} else {
				hlo_mc_sputint(out, dims[k]);
			}
		}
		sputs(out, "]");
		return 0;
	}
	/* a future outside an async_start's result (a function's argument or
	 * result, an op's operand): the tensors it will hold, as a tuple; it
	 * has no operands or context of its own to size (async_start's result
	 * is the bundle, convasyncstart) */
	if ((n >= 6 && !memcmp(s, "tuple<", 6)) || (n > 19 && !memcmp(s, "!stablehlo.future<", 18))) {
		const char *p = s + (s[0] == '!' ? 18 : 6), *e = s + n - 1;
		sputs(out, "(");
		for (int first = 1; p < e; first = 0) {
			const char *q = p;
			int depth = 0;
			while (q < e && (depth || *q != ',')) {
				if (*q == '<')
					depth++;
				else if (*q == '>')
					depth--;
				q++;
			}
			while (p < q && *p == ' ')
				p++;
			if (!first)
				sputs(out, ", ");
			if (hlo_mc_shapeof(c, p, (size_t)(q - p), off, out) < 0)
				return -1;
			p = q < e ? q + 1 : q;
		}
		sputs(out, ")");
		return 0;
	}
	/* mhlo's token, which XLA's translate tests use, is the same token */
	if ((n == 16 && !memcmp(s, "!stablehlo.token", 16)) || (n == 11 && !memcmp(s, "!mhlo.token", 11))) {
		sputs(out, "token[]");
		return 0;
	}
	{
		const char *et = hlo_mc_elemtype(s, n);
		if (et) {
			sputs(out, et);
			sputs(out, "[]");
			return 0;
		}
	}
	return hlo_mc_fail(c, off, "expected a tensor type, got '%.*s'", (int)(n > 60 ? 60 : n), s);
}

static const char *shapekey(const void *ctx, uint32_t k, size_t *n)
{
	const struct mconv *c = ctx;

	*n = c->shapes[k].len;
	return c->text + c->shapes[k].at;
}

/* shapetext() once per type text: its shape is the same wherever it is
 * written.  s is a piece's text (or part of one), inside the file's; only
 * what converts is kept (an error is reported where each one is) */
int hlo_mc_shapeof(struct mconv *c, const char *s, size_t n, uint64_t off, struct sbuf *out)
{
	size_t from = out->n;
	uint32_t k;

	if (ntget(&c->shapenames, s, n, shapekey, c, &k)) {
		sput(out, c->shapes[k].hlo, c->shapes[k].hlolen);
		return 0;
	}
	/* a type alias, `!t = tensor<4xf32>` before its uses: its type */
	if (n > 1 && *s == '!' && ntget(&c->aliasnames, s, n, hlo_mc_aliaskey, c, &k)) {
		const struct malias_ *a = &c->alias[k];
		uint64_t at = a->val;
		uint32_t len = a->vallen;
		int rc;
		if (c->typedepth >= 16)
			return hlo_mc_fail(c, off, "type aliases nested more than 16 deep");
		/* (the value's span begins where the '=' ends) */
		while (len && (c->text[at] == ' ' || c->text[at] == '\t'))
			at++, len--;
		c->typedepth++;
		rc = hlo_mc_shapeof(c, c->text + at, len, at, out);
		c->typedepth--;
		return rc;
	}
	if (shapetext(c, s, n, off, out) < 0)
		return -1;
	if ((uintptr_t)s - (uintptr_t)c->text > c->p->file->size || n > UINT32_MAX)
		return 0;
	GROW(c->shapes, c->nshape, c->capshape);
	c->shapes[c->nshape] = (struct mshape){(uint64_t)(s - c->text), (uint32_t)n, (uint32_t)(out->n - from),
	                                       hlo_mc_dupn(out->s + from, out->n - from)};
	ntput(&c->shapenames, s, n, c->nshape, shapekey, c);
	c->nshape++;
	return 0;
}
