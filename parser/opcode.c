/* opcode.c: names of opcodes and element types, and lookups by name */
#include <string.h>

#include "hlo.h"

static const char *const opnames[] = {
#define OP(e, s, ew, flow, fuse, remat, shard, inplace, flags) s,
#include "opcodes.def"
#undef OP
};

/* their lengths: the lookup compares lengths before bytes */
static const unsigned char oplens[] = {
#define OP(e, s, ew, flow, fuse, remat, shard, inplace, flags) sizeof(s) - 1,
#include "opcodes.def"
#undef OP
};

/* element type names, indexed by enum hlo_type (source: xla/xla_data.proto) */
static const char *const typenames[T_COUNT] = {
	[T_INVALID] = "invalid", [T_PRED] = "pred",
	[T_S1] = "s1", [T_S2] = "s2", [T_S4] = "s4", [T_S8] = "s8",
	[T_S16] = "s16", [T_S32] = "s32", [T_S64] = "s64",
	[T_U1] = "u1", [T_U2] = "u2", [T_U4] = "u4", [T_U8] = "u8",
	[T_U16] = "u16", [T_U32] = "u32", [T_U64] = "u64",
	[T_F16] = "f16", [T_F32] = "f32", [T_BF16] = "bf16", [T_F64] = "f64",
	[T_F8E5M2] = "f8e5m2", [T_F8E4M3] = "f8e4m3", [T_F8E4M3FN] = "f8e4m3fn",
	[T_F8E4M3B11FNUZ] = "f8e4m3b11fnuz", [T_F8E3M4] = "f8e3m4",
	[T_F8E5M2FNUZ] = "f8e5m2fnuz", [T_F8E4M3FNUZ] = "f8e4m3fnuz",
	[T_F8E8M0FNU] = "f8e8m0fnu", [T_F4E2M1FN] = "f4e2m1fn",
	[T_F6E3M2FN] = "f6e3m2fn", [T_F6E2M3FN] = "f6e2m3fn",
	[T_C64] = "c64", [T_C128] = "c128", [T_TOKEN] = "token", [T_OPAQUE] = "opaque",
};

/* compare a counted string with another the way strcmp orders them */
static int cmpcounted(const char *s, size_t n, const char *name, size_t k)
{
	int c = memcmp(s, name, n < k ? n : k);

	if (c)
		return c;
	return n < k ? -1 : n > k;
}

/* the same with a C string */
static int cmpname(const char *s, size_t n, const char *name)
{
	return cmpcounted(s, n, name, strlen(name));
}

const char *hlo_opname(int op)
{
	return op >= 0 && op < OP_COUNT ? opnames[op] : "?";
}

/* binary search of the sorted opcode table; -1 if unknown */
int hlo_findop(const char *s, size_t n)
{
	int lo = 0, hi = OP_COUNT - 1;

	while (lo <= hi) {
		int mid = (lo + hi) / 2;
		int c = cmpcounted(s, n, opnames[mid], oplens[mid]);
		if (c == 0)
			return mid;
		if (c < 0)
			hi = mid - 1;
		else
			lo = mid + 1;
	}
	return -1;
}

const char *hlo_typename(int t)
{
	return t > 0 && t < T_COUNT ? typenames[t] : "?";
}

/* element type by name; T_INVALID if the word is not a type */
int hlo_findtype(const char *s, size_t n)
{
	/* type names are a letter and a digit (s32, f8e5m2), or one of four words;
	 * checking that first keeps the scan off the lexer's hot path */
	if (n < 2 || n > 13)
		return T_INVALID;
	if (!(s[1] >= '0' && s[1] <= '9') && cmpname(s, n, "pred") && cmpname(s, n, "bf16") &&
	    cmpname(s, n, "token") && cmpname(s, n, "opaque"))
		return T_INVALID;
	for (int t = 1; t < T_COUNT; t++)
		if (cmpname(s, n, typenames[t]) == 0)
			return t;
	return T_INVALID;
}

/* the elementwise column of opcodes.def: each output element depends on
 * the same element of each operand */
static const unsigned char elementwise[] = {
#define OP(e, s, ew, flow, fuse, remat, shard, inplace, flags) ew,
#include "opcodes.def"
#undef OP
};

int hlo_elementwise(int op)
{
	return op >= 0 && op < OP_COUNT && elementwise[op];
}
