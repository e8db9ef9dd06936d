/* opcode.c: names of opcodes and element types, and lookups by name */
#include <string.h>

#include "hlo.h"

static const char *const opnames[] = {
#define OP(e, s) s,
#include "opcodes.def"
#undef OP
};

/* their lengths: the lookup compares lengths before bytes */
static const unsigned char oplens[] = {
#define OP(e, s) sizeof(s) - 1,
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

/* elementwise opcodes: each output element depends on the same element of
 * each operand (source: HloInstruction::IsElementwise, hlo-format.md s3) */
int hlo_elementwise(int op)
{
	switch (op) {
	case OP_ABS: case OP_ACOS: case OP_ACOSH: case OP_ASIN: case OP_ASINH: case OP_ATANH:
	case OP_CBRT: case OP_CEIL: case OP_COSINE: case OP_COSH: case OP_COUNT_LEADING_ZEROS:
	case OP_ERF: case OP_EXPONENTIAL: case OP_EXPONENTIAL_MINUS_ONE: case OP_FLOOR:
	case OP_IMAG: case OP_IS_FINITE: case OP_LOG: case OP_LOG_PLUS_ONE: case OP_LOGISTIC:
	case OP_NEGATE: case OP_NOT: case OP_POPCNT: case OP_REAL: case OP_REDUCE_PRECISION:
	case OP_ROUND_NEAREST_AFZ: case OP_ROUND_NEAREST_EVEN: case OP_RSQRT: case OP_SIGN:
	case OP_SINE: case OP_SINH: case OP_SQRT: case OP_TAN: case OP_TANH: case OP_CONVERT:
	case OP_BITCAST_CONVERT: case OP_COPY:
	case OP_ADD: case OP_ATAN2: case OP_AND: case OP_COMPARE: case OP_COMPLEX: case OP_DIVIDE:
	case OP_MAXIMUM: case OP_MINIMUM: case OP_MULHI: case OP_MULTIPLY: case OP_OR: case OP_POWER:
	case OP_REMAINDER: case OP_SHIFT_LEFT: case OP_SHIFT_RIGHT_ARITHMETIC:
	case OP_SHIFT_RIGHT_LOGICAL: case OP_STOCHASTIC_CONVERT: case OP_SUBTRACT: case OP_XOR:
	case OP_CLAMP: case OP_SELECT:
		return 1;
	}
	return 0;
}
