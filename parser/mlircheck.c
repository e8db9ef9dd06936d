/* mlircheck.c: the pretty form of a StableHLO op, checked as StableHLO's
 * own parser reads it.
 *
 * The converter (mlirconv.c) reads what it needs of an op and sizes the
 * rest by its types, so an op MLIR refuses to parse could still be
 * estimated.  Each check below is the custom assembly format the op's
 * definition names (openxla/stablehlo, stablehlo/dialect/StablehloOps.td)
 * and the parser behind it:
 *
 *   op                    format                          parser, and what it refuses
 *   complex               `:` custom<ComplexOpType>       AssemblyFormat.cpp parseComplexOpType:
 *                                                          one type that is not a tensor of
 *                                                          complex elements
 *   select                `:` custom<SelectOpType>        parseSelectOpType: anything but a
 *                                                          function type or two types
 *   tuple                 `:` custom<TupleOpType>         parseTupleOpType: a type that is not a
 *                                                          tuple; then MLIR's operand resolution:
 *                                                          not one element per operand
 *   optimization_barrier  `:` custom<PairwiseOpType>      parsePairwiseOpType: a type list, then
 *                                                          the same resolution: one per operand
 *   concatenate           custom<VariadicOperandWith-     parseVariadicOperandWithAttribute: each
 *   dynamic_slice           Attribute>, then `dim` `=`     operand followed by ','; then the
 *                           (`sizes` `=`)                  keyword
 *   dot                   custom<PrecisionConfig>         StablehloOps.cpp parsePrecisionConfig:
 *   dot_general           custom<PrecisionConfigAnd-       `,` `precision` `=` `[` DEFAULT | HIGH |
 *                           Algorithm>                     HIGHEST, ... `]`
 *   reduce_precision      `format` `=` custom<Exponent-   parseExponentMantissa: a keyword
 *                           Mantissa>                      e<int>m<int>, each an int32
 *   convolution           `window` `=` `{` custom<Window-  parseWindowAttributes: the keys stride,
 *                           Attributes> `}`                pad, lhs_dilate, rhs_dilate, reverse,
 *                                                          each once; integers; pad's entries pairs
 *   transpose, reverse,   dims = [...] (DenseI64Array-    MLIR's dense array parser: integers
 *   broadcast_in_dim...     Attr, printed bare)            only, no nesting
 *
 * Only the pretty form of stablehlo.* ops is checked so: the generic form
 * is MLIR's own syntax, which the grammar reads.  In either form, and on
 * any op (a module's attributes too), hlo_mcheckattrs checks StableHLO's
 * attributes and types by their own parsers and verifiers:
 *
 *   #stablehlo.dot<...>, .gather<...>,  StablehloOps.cpp parseStruct: known keys, each
 *     .scatter<...>, .dot_algorithm<...>,  once, `key = value` separated by ','
 *     .conv<raw ...>
 *   #stablehlo.conv<[b, 0, f]x[0, i, o]  parseConvolutionDimensions: b and f (i and o in
 *     ->[b, 0, f]>, and convolution's     the kernel) once each, spatial dimensions
 *     dim_numbers = ...                    0..N-1 once each, nothing else
 *   #stablehlo.result_accuracy<...>       TypeInference.cpp verifyResultAccuracyCombination:
 *                                          modes DEFAULT and HIGHEST have atol, rtol and
 *                                          ulps all zero
 *   !stablehlo.NAME                       StablehloDialect::parseType: token and future
 *                                          are the dialect's types; a future holds
 *                                          ranked tensors (FutureType's verifier) */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir.h"
#include "mlirgram.tab.h"

struct ck {
	const char *text;       /* the file */
	const char *op;         /* the op's name, as written */
	size_t oplen;
	const struct mpiece *pc;
	uint32_t n;
	uint32_t colon;         /* the ':' before the types (n if none) */
	uint32_t tend;          /* the end of the types (a trailing loc(...) apart) */
	struct mcheckerr *err;
};

static int bad(struct ck *k, uint64_t at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int bad(struct ck *k, uint64_t at, const char *fmt, ...)
{
	va_list ap;
	int n = snprintf(k->err->msg, sizeof k->err->msg, "'%.*s': ", (int)k->oplen, k->op);

	va_start(ap, fmt);
	if (n > 0 && (size_t)n < sizeof k->err->msg)
		vsnprintf(k->err->msg + n, sizeof k->err->msg - (size_t)n, fmt, ap);
	va_end(ap);
	k->err->off = at;
	return -1;
}

static const char *ptxt(const struct ck *k, uint32_t j)
{
	return k->text + k->pc[j].off;
}

/* is piece j the word s */
static int word(const struct ck *k, uint32_t j, const char *s)
{
	size_t n = strlen(s);

	return j < k->n && k->pc[j].len == n && !memcmp(ptxt(k, j), s, n);
}

static int kind(const struct ck *k, uint32_t j, int kd)
{
	return j < k->n && k->pc[j].kind == kd;
}

/* where the next piece is, for an error at the end of the op */
static uint64_t at(const struct ck *k, uint32_t j)
{
	if (j < k->n)
		return k->pc[j].off;
	return k->n ? k->pc[k->n - 1].off + k->pc[k->n - 1].len : 0;
}

static int isloc(const struct ck *k, uint32_t j)
{
	return kind(k, j, BLOB) && k->pc[j].len > 4 && !memcmp(ptxt(k, j), "loc(", 4);
}

/* the key `name` at the op's top level: the index of the piece after it
 * (its '=' when the op is well formed), or n */
static uint32_t key(const struct ck *k, const char *name)
{
	for (uint32_t j = 0; j + 1 < k->colon; j++)
		if (k->pc[j].depth == 0 && kind(k, j, ID) && word(k, j, name))
			return j + 1;
	return k->n;
}

/* the values before the first key or ':' at the top level */
static uint32_t operands(const struct ck *k)
{
	uint32_t n = 0;

	for (uint32_t j = 0; j < k->colon && k->pc[j].depth == 0; j++) {
		if (kind(k, j, SSA))
			n++;
		else if (!kind(k, j, ','))
			break;
	}
	return n;
}

/* the types after ':': their number at the top level, 0 and *fn set for a
 * function type */
static uint32_t types(const struct ck *k, int *fn)
{
	uint32_t n = 0, j = k->colon + 1;

	*fn = kind(k, j, '(');
	if (*fn)
		return 0;
	for (int item = 0; j < k->tend; j++) {
		if (k->pc[j].depth != 0)
			continue;
		if (kind(k, j, ',')) {
			item = 0;
		} else if (!item) {
			item = 1;
			n++;
		}
	}
	return n;
}

/* the elements of tuple<...>, counted at its top level */
static uint32_t tuplesize(const char *s, uint32_t len)
{
	uint32_t n = 0;
	int d = 0, any = 0;

	for (uint32_t j = 6; j + 1 < len; j++) {
		char ch = s[j];
		if (ch == '<' || ch == '(' || ch == '[' || ch == '{')
			d++;
		else if (ch == '>' || ch == ')' || ch == ']' || ch == '}')
			d--;
		else if (ch == ',' && d == 0)
			n++;
		if (ch != ' ')
			any = 1;
	}
	return any ? n + 1 : 0;
}

static int ckcomplex(struct ck *k)
{
	uint32_t t = k->colon + 1;
	const char *s;

	if (t >= k->tend || kind(k, t, '('))
		return 0;
	s = ptxt(k, t);
	if (kind(k, t, BLOB) && k->pc[t].len > 7 && !memcmp(s, "tensor<", 7))
		for (uint32_t j = 7; j + 8 <= k->pc[t].len; j++)
			if (!memcmp(s + j, "complex<", 8))
				return 0;
	return bad(k, at(k, t), "expected a tensor of complex elements: with one type, it is the result's");
}

static int ckselect(struct ck *k)
{
	int fn;
	uint32_t n = types(k, &fn);

	if (fn || n == 2)
		return 0;
	return bad(k, at(k, k->colon + 1), "expected a function type or two types (the predicate's, the result's), "
	           "got %u types", n);
}

static int cktuple(struct ck *k)
{
	int fn;
	uint32_t t = k->colon + 1, n = types(k, &fn), m, got = operands(k);

	if (fn || n != 1 || !kind(k, t, BLOB) || k->pc[t].len < 7 || memcmp(ptxt(k, t), "tuple<", 6))
		return bad(k, at(k, t), "expected a tuple type");
	m = tuplesize(ptxt(k, t), k->pc[t].len);
	if (m != got)
		return bad(k, at(k, t), "the number of operands and types differ: %u operands, %u types", got, m);
	return 0;
}

static int ckpairwise(struct ck *k)
{
	int fn;
	uint32_t got = operands(k), n;

	if (k->colon >= k->n)
		return 0;
	n = types(k, &fn);
	if (fn)
		return bad(k, at(k, k->colon + 1), "expected a type list, not a function type");
	if (n != got)
		return bad(k, at(k, k->colon + 1), "the number of operands and types differ: %u operands, %u types", got,
		           n);
	return 0;
}

/* `%a, %b, dim = N` (concatenate) or `%x, %i, %j, sizes = [...]`
 * (dynamic_slice): each operand followed by ',', then the keyword */
static int ckvariadic(struct ck *k, const char *kw)
{
	uint32_t j = 0;

	while (kind(k, j, SSA)) {
		if (!kind(k, j + 1, ','))
			return bad(k, at(k, j + 1), "expected ',' after the operand");
		j += 2;
	}
	if (!kind(k, j, ID) || !word(k, j, kw))
		return bad(k, at(k, j), "expected '%s'", kw);
	return 0;
}

/* after an item at *j: a ',' (onto which *j moves) or the closing
 * bracket next */
static int separator(struct ck *k, uint32_t *j, int close, const char *where)
{
	if (kind(k, *j + 1, ','))
		(*j)++;
	else if (!kind(k, *j + 1, close))
		return bad(k, at(k, *j + 1), "expected ',' or '%c'%s", close, where);
	return 0;
}

/* `precision = [DEFAULT, HIGH, HIGHEST...]` from piece j on */
static int ckprecision(struct ck *k, uint32_t j)
{
	static const char *const names[] = {"DEFAULT", "HIGH", "HIGHEST"};

	if (!kind(k, j, ID) || !word(k, j, "precision"))
		return bad(k, at(k, j), "expected 'precision'");
	if (!kind(k, ++j, '='))
		return bad(k, at(k, j), "expected '=' after 'precision'");
	if (!kind(k, ++j, '['))
		return bad(k, at(k, j), "expected '[' after 'precision ='");
	for (j++; !kind(k, j, ']'); j++) {
		int known = 0;
		if (!kind(k, j, ID))
			return bad(k, at(k, j), "expected a precision (DEFAULT, HIGH or HIGHEST)");
		for (size_t e = 0; e < sizeof names / sizeof names[0]; e++)
			known |= word(k, j, names[e]);
		if (!known)
			return bad(k, at(k, j), "unknown precision '%.*s': DEFAULT, HIGH or HIGHEST", (int)k->pc[j].len,
			           ptxt(k, j));
		if (separator(k, &j, ']', " in the precisions") < 0)
			return -1;
	}
	return 0;
}

static int ckdot(struct ck *k)
{
	/* `%a, %b` then, if a comma follows, the precisions */
	if (kind(k, 0, SSA) && kind(k, 1, ',') && kind(k, 2, SSA) && kind(k, 3, ',') && k->pc[3].depth == 0)
		return ckprecision(k, 4);
	return 0;
}

static int ckdotgeneral(struct ck *k)
{
	uint32_t e = key(k, "precision");

	return e < k->n ? ckprecision(k, e - 1) : 0;
}

/* do the n decimal digits at s fit a 32-bit int */
static int fitsint(const char *s, uint32_t n)
{
	uint64_t v = 0;

	for (uint32_t j = 0; j < n; j++) {
		v = v * 10 + (uint64_t)(s[j] - '0');
		if (v > INT32_MAX)
			return 0;
	}
	return 1;
}

static int ckexpman(struct ck *k)
{
	uint32_t e = key(k, "format"), j = e + 1;
	const char *s, *m;
	uint32_t len, ne, nm;

	if (e >= k->n)
		return 0;
	if (!kind(k, e, '='))
		return bad(k, at(k, e), "expected '=' after 'format'");
	if (!kind(k, j, ID))
		return bad(k, at(k, j), "expected the format as a word, e<exponent bits>m<mantissa bits>");
	s = ptxt(k, j);
	len = k->pc[j].len;
	for (ne = 1; ne < len && s[ne] >= '0' && s[ne] <= '9'; ne++)
		;
	m = s + ne + 1;
	nm = ne < len ? len - ne - 1 : 0;
	for (uint32_t q = 0; q < nm; q++)
		if (m[q] < '0' || m[q] > '9')
			nm = 0;
	if (s[0] != 'e' || ne == 1 || ne >= len || s[ne] != 'm' || nm == 0)
		return bad(k, at(k, j), "expected the format e<exponent bits>m<mantissa bits>, saw '%.*s'", (int)len, s);
	/* each a 32-bit integer (parsed into an int) */
	if (!fitsint(s + 1, ne - 1))
		return bad(k, at(k, j), "exponent bits '%.*s' do not fit 32 bits", (int)(ne - 1), s + 1);
	if (!fitsint(m, nm))
		return bad(k, at(k, j), "mantissa bits '%.*s' do not fit 32 bits", (int)nm, m);
	return 0;
}

/* `[` integers `]` from piece j; the number of them in *n, -1 after an
 * error */
static int intlist(struct ck *k, uint32_t j, uint32_t *end, uint32_t *n)
{
	*n = 0;
	if (!kind(k, j, '['))
		return bad(k, at(k, j), "expected '['");
	for (j++; !kind(k, j, ']'); j++) {
		/* MLIR's parseInteger takes `true` and `false` as 1 and 0
		 * (JAX prints a convolution's reverse = [false, false]) */
		if (!kind(k, j, INT) && !(kind(k, j, ID) && (word(k, j, "true") || word(k, j, "false"))))
			return bad(k, at(k, j), "expected an integer");
		(*n)++;
		if (separator(k, &j, ']', "") < 0)
			return -1;
	}
	*end = j;
	return 0;
}

static int ckwindow(struct ck *k)
{
	static const char *const keys[] = {"stride", "pad", "lhs_dilate", "rhs_dilate", "reverse"};
	uint32_t e = key(k, "window"), j = e + 1, n;
	int seen[5] = {0};

	if (e >= k->n)
		return 0;
	if (!kind(k, e, '='))
		return bad(k, at(k, e), "expected '=' after 'window'");
	if (!kind(k, j, '{'))
		return bad(k, at(k, j), "expected '{' after 'window ='");
	for (j++; !kind(k, j, '}') && j < k->n; j++) {
		size_t w = 0;
		while (w < 5 && !(kind(k, j, ID) && word(k, j, keys[w])))
			w++;
		if (w == 5 || seen[w])
			return bad(k, at(k, j), "unexpected '%.*s' in the window: stride, pad, lhs_dilate, rhs_dilate and "
			           "reverse, each at most once", (int)k->pc[j].len, ptxt(k, j));
		seen[w] = 1;
		if (!kind(k, ++j, '='))
			return bad(k, at(k, j), "expected '='");
		j++;
		if (w != 1) {
			if (intlist(k, j, &j, &n) < 0)
				return -1;
		} else {
			/* [[lo, hi], ...] */
			if (!kind(k, j, '['))
				return bad(k, at(k, j), "expected '['");
			for (j++; !kind(k, j, ']'); j++) {
				if (intlist(k, j, &j, &n) < 0)
					return -1;
				if (n != 2)
					return bad(k, at(k, j), "a padding is a pair [low, high], got %u integers", n);
				if (separator(k, &j, ']', " in the padding") < 0)
					return -1;
			}
		}
		if (separator(k, &j, '}', " in the window") < 0)
			return -1;
	}
	return 0;
}

/* the dense integer arrays pretty forms print bare: dims = [1, 0] */
static int ckarrays(struct ck *k)
{
	static const char *const keys[] = {"dims", "sizes", "low", "high", "interior", "dimensions"};
	uint32_t end, n;

	for (size_t w = 0; w < sizeof keys / sizeof keys[0]; w++) {
		uint32_t e = key(k, keys[w]);
		if (kind(k, e, '=') && kind(k, e + 1, '[') && intlist(k, e + 1, &end, &n) < 0)
			return -1;
	}
	return 0;
}

static int ckconcat(struct ck *k)
{
	return ckvariadic(k, "dim");
}

/* `%x, %i, %j, sizes = [...]`: the operand, then the indices */
static int ckdynslice(struct ck *k)
{
	struct ck rest = *k;

	if (!kind(k, 0, SSA) || !kind(k, 1, ','))
		return bad(k, at(k, 1), "expected ',' after the operand");
	rest.pc += 2;
	rest.n -= 2;
	if (ckvariadic(&rest, "sizes") < 0)
		return -1;
	return ckarrays(k);
}

/* the ops with a format of their own (the name after "stablehlo."); the
 * others' dense arrays are checked all the same (ckarrays) */
static const struct {
	const char *name;
	int (*check)(struct ck *);
} formats[] = {
	{"complex", ckcomplex},
	{"select", ckselect},
	{"tuple", cktuple},
	{"optimization_barrier", ckpairwise},
	{"concatenate", ckconcat},
	{"dynamic_slice", ckdynslice},
	{"dot", ckdot},
	{"dot_general", ckdotgeneral},
	{"reduce_precision", ckexpman},
	{"convolution", ckwindow},
};

int hlo_mcheck(const char *text, const char *op, size_t oplen, const struct mpiece *pc, uint32_t n,
	       struct mcheckerr *err)
{
	struct ck k = {text, op, oplen, pc, n, n, n, err};
	const char *name = op + 10;
	size_t nl = oplen - 10;

	if (oplen <= 10 || memcmp(op, "stablehlo.", 10))
		return 0;
	for (uint32_t j = 0; j < n; j++)
		if (pc[j].depth == 0 && pc[j].kind == ':') {
			k.colon = j;
			break;
		}
	k.tend = n;
	while (k.tend > k.colon + 1 && isloc(&k, k.tend - 1))
		k.tend--;
	for (size_t j = 0; j < sizeof formats / sizeof formats[0]; j++)
		if (strlen(formats[j].name) == nl && !memcmp(formats[j].name, name, nl))
			return formats[j].check(&k);
	return ckarrays(&k);
}

/* ---- attributes and types, read from their text ---- */

/* a token of an attribute's text: a word, an integer or one character */
struct tok {
	const char *s;
	size_t n;
	int kind;               /* 'w' word, 'i' integer, else the character; 0 at the end */
};

struct lexa {
	const char *p, *e;
	uint64_t base;          /* the file offset of the text's start */
	const char *start;
	struct tok t;
};

static void next(struct lexa *l)
{
	const char *p = l->p;

	for (;;) {
		while (p < l->e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
			p++;
		if (l->e - p >= 2 && p[0] == '/' && p[1] == '/') {
			while (p < l->e && *p != '\n')
				p++;
			continue;
		}
		break;
	}
	l->t.s = p;
	if (p >= l->e) {
		l->t.kind = 0;
		l->t.n = 0;
	} else if ((*p == '-' && l->e - p > 1 && p[1] >= '0' && p[1] <= '9') || (*p >= '0' && *p <= '9')) {
		const char *q = p + 1;
		while (q < l->e && *q >= '0' && *q <= '9')
			q++;
		l->t.kind = 'i';
		l->t.n = (size_t)(q - p);
	} else if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || *p == '_') {
		const char *q = p + 1;
		while (q < l->e && ((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9') ||
		                    *q == '_' || *q == '.'))
			q++;
		l->t.kind = 'w';
		l->t.n = (size_t)(q - p);
	} else if (*p == '-' && l->e - p > 1 && p[1] == '>') {
		l->t.kind = 'a';
		l->t.n = 2;
	} else {
		l->t.kind = (unsigned char)*p;
		l->t.n = 1;
	}
	l->p = p + l->t.n;
}

static uint64_t tokoff(const struct lexa *l)
{
	return l->base + (uint64_t)(l->t.s - l->start);
}

static int tokis(const struct lexa *l, const char *w)
{
	return l->t.kind == 'w' && l->t.n == strlen(w) && !memcmp(l->t.s, w, l->t.n);
}

static int abad(struct mcheckerr *err, uint64_t off, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int abad(struct mcheckerr *err, uint64_t off, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err->msg, sizeof err->msg, fmt, ap);
	va_end(ap);
	err->off = off;
	return -1;
}

/* a value parseStruct hands to another parser: `[` integers `]`, an
 * integer, or (any) a word, a number or a bracketed group */
enum { V_DIMS, V_INT, V_ANY };

static int value(struct lexa *l, int how, struct mcheckerr *err)
{
	int depth = 0;

	if (how == V_INT) {
		if (l->t.kind != 'i')
			return abad(err, tokoff(l), "expected an integer");
		next(l);
		return 0;
	}
	if (how == V_DIMS) {
		if (l->t.kind != '[')
			return abad(err, tokoff(l), "expected '['");
		for (next(l); l->t.kind != ']'; next(l)) {
			if (l->t.kind != 'i')
				return abad(err, tokoff(l), "expected an integer");
			next(l);
			if (l->t.kind == ']')
				break;
			if (l->t.kind != ',')
				return abad(err, tokoff(l), "expected ',' or ']'");
		}
		next(l);
		return 0;
	}
	/* anything up to the ',' or '>' that ends it */
	do {
		if (!l->t.kind)
			return abad(err, tokoff(l), "the attribute ends too soon");
		if (l->t.kind == '<' || l->t.kind == '[' || l->t.kind == '(' || l->t.kind == '{')
			depth++;
		else if (l->t.kind == '>' || l->t.kind == ']' || l->t.kind == ')' || l->t.kind == '}')
			depth--;
		next(l);
	} while (depth > 0 || (l->t.kind != ',' && l->t.kind != '>'));
	return 0;
}

/* StableHLO's parseStruct: `key = value` entries separated by ',' up to
 * '>', each key once, from the list given */
static int ckstruct(struct lexa *l, const char *what, const char *const *keys, const int *how, int nkey,
		    struct mcheckerr *err)
{
	int seen[16] = {0};

	while (l->t.kind != '>') {
		int k = 0;
		while (k < nkey && !tokis(l, keys[k]))
			k++;
		if (k == nkey) {
			char list[200];
			size_t m = 0;
			for (int j = 0; j < nkey && m < sizeof list - 40; j++)
				m += (size_t)snprintf(list + m, sizeof list - m, "%s%s", j ? ", " : "", keys[j]);
			return abad(err, tokoff(l), "%s: expected one of %s", what, list);
		}
		if (seen[k])
			return abad(err, tokoff(l), "%s: '%s' given twice", what, keys[k]);
		seen[k] = 1;
		next(l);
		if (l->t.kind != '=')
			return abad(err, tokoff(l), "%s: expected '=' after '%s'", what, keys[k]);
		next(l);
		if (value(l, how[k], err) < 0)
			return -1;
		if (l->t.kind == ',')
			next(l);
		else if (l->t.kind != '>')
			return abad(err, tokoff(l), "%s: expected ',' or '>'", what);
	}
	return 0;
}

/* one bracketed list of a convolution's dimension numbers: the two
 * letters allowed once each, spatial dimensions 0..N-1 once each */
static int convlist(struct lexa *l, const char *letters, struct mcheckerr *err)
{
	uint64_t spatial[2] = {0, 0};   /* dimensions seen, up to 127 */
	int have[2] = {0, 0}, max = -1;

	if (l->t.kind != '[')
		return abad(err, tokoff(l), "convolution dimensions: expected '['");
	do {
		next(l);
		if (l->t.kind == 'i') {
			long v = strtol(l->t.s, NULL, 10);
			if (v < 0 || v > 127)
				return abad(err, tokoff(l), "convolution dimensions: unexpected dimension %ld", v);
			if (spatial[v / 64] >> (v % 64) & 1)
				return abad(err, tokoff(l), "convolution dimensions: spatial dimension %ld given twice", v);
			spatial[v / 64] |= 1ull << (v % 64);
			if (v > max)
				max = (int)v;
		} else if (l->t.kind == 'w' && l->t.n == 1 && (l->t.s[0] == letters[0] || l->t.s[0] == letters[1]) &&
		           !have[l->t.s[0] == letters[1]]) {
			have[l->t.s[0] == letters[1]] = 1;
		} else if (l->t.kind == 'w' && l->t.n == 1 && (letters[0] == 'b' ? strchr("bf", l->t.s[0]) : strchr("io", l->t.s[0]))) {
			return abad(err, tokoff(l), "convolution dimensions: '%c' given twice", l->t.s[0]);
		} else {
			return abad(err, tokoff(l), "convolution dimensions: unexpected '%.*s', expecting %c, %c or a spatial "
			            "dimension", (int)l->t.n, l->t.s, letters[0], letters[1]);
		}
		next(l);
	} while (l->t.kind == ',');
	for (int j = 0; j < 2; j++)
		if (!have[j])
			return abad(err, tokoff(l), "convolution dimensions: '%c' not given", letters[j]);
	for (int v = 0; v <= max; v++)
		if (!(spatial[v / 64] >> (v % 64) & 1))
			return abad(err, tokoff(l), "convolution dimensions: spatial dimension %d not given", v);
	if (l->t.kind != ']')
		return abad(err, tokoff(l), "convolution dimensions: expected ']'");
	next(l);
	return 0;
}

/* [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f] */
static int convdims(struct lexa *l, struct mcheckerr *err)
{
	if (convlist(l, "bf", err) < 0)
		return -1;
	if (!tokis(l, "x"))
		return abad(err, tokoff(l), "convolution dimensions: expected 'x' between the input's and the kernel's");
	next(l);
	if (convlist(l, "io", err) < 0)
		return -1;
	if (l->t.kind != 'a')
		return abad(err, tokoff(l), "convolution dimensions: expected '->' before the output's");
	next(l);
	return convlist(l, "bf", err);
}

static int isnum0(const struct tok *t)
{
	for (size_t j = 0; j < t->n; j++)
		if (t->s[j] != '0' && t->s[j] != '.' && t->s[j] != '-' && t->s[j] != '+')
			return t->s[j] == 'e' || t->s[j] == 'E';
	return 1;
}

/* #stablehlo.result_accuracy<atol = A, rtol = R, ulps = U, mode =
 * #stablehlo.result_accuracy_mode<M>> */
static int ckaccuracy(struct lexa *l, struct mcheckerr *err)
{
	int zero = 1;
	uint64_t at = tokoff(l);
	const char *mode = NULL;
	size_t modelen = 0;

	for (; l->t.kind && l->t.kind != '>'; next(l)) {
		if (tokis(l, "atol") || tokis(l, "rtol") || tokis(l, "ulps")) {
			next(l);
			if (l->t.kind == '=')
				next(l);
			/* a number: its digits all zero (1.0e-3 is not) */
			if (l->t.kind == 'i') {
				const char *q = l->t.s;
				size_t n = l->t.n;
				while (n < (size_t)(l->e - l->t.s) && (q[n] == '.' || q[n] == 'e' || q[n] == 'E' ||
				       q[n] == '-' || q[n] == '+' || (q[n] >= '0' && q[n] <= '9')))
					n++;
				struct tok num = {q, n, 'i'};
				if (!isnum0(&num))
					zero = 0;
				l->p = q + n;
			}
		} else if (tokis(l, "mode")) {
			const char *m = memchr(l->t.s, '<', (size_t)(l->e - l->t.s));
			if (m) {
				mode = m + 1;
				while (mode + modelen < l->e && mode[modelen] != '>')
					modelen++;
			}
			break;
		}
	}
	if (mode && !zero && ((modelen == 7 && !memcmp(mode, "HIGHEST", 7)) || (modelen == 7 && !memcmp(mode, "DEFAULT", 7))))
		return abad(err, at, "result accuracy of mode %.*s with tolerances: atol, rtol and ulps must all be 0",
		            (int)modelen, mode);
	return 0;
}

/* one attribute or type written as a piece, from its start */
static int ckattr(const char *text, const struct mpiece *x, struct mcheckerr *err)
{
	static const char *const dot[] = {"lhs_batching_dimensions", "rhs_batching_dimensions",
	                                   "lhs_contracting_dimensions", "rhs_contracting_dimensions"};
	static const int dothow[] = {V_DIMS, V_DIMS, V_DIMS, V_DIMS};
	static const char *const gather[] = {"offset_dims", "collapsed_slice_dims", "operand_batching_dims",
	                                      "start_indices_batching_dims", "start_index_map", "index_vector_dim"};
	static const char *const scatter[] = {"update_window_dims", "inserted_window_dims", "input_batching_dims",
	                                       "scatter_indices_batching_dims", "scatter_dims_to_operand_dims",
	                                       "index_vector_dim"};
	static const int gshow[] = {V_DIMS, V_DIMS, V_DIMS, V_DIMS, V_DIMS, V_INT};
	static const char *const algo[] = {"lhs_precision_type", "rhs_precision_type", "accumulation_type",
	                                    "lhs_component_count", "rhs_component_count", "num_primitive_operations",
	                                    "allow_imprecise_accumulation"};
	static const int algohow[] = {V_ANY, V_ANY, V_ANY, V_INT, V_INT, V_INT, V_ANY};
	static const char *const raw[] = {"input_batch_dimension", "input_feature_dimension",
	                                   "input_spatial_dimensions", "kernel_input_feature_dimension",
	                                   "kernel_output_feature_dimension", "kernel_spatial_dimensions",
	                                   "output_batch_dimension", "output_feature_dimension",
	                                   "output_spatial_dimensions"};
	static const int rawhow[] = {V_INT, V_INT, V_DIMS, V_INT, V_INT, V_DIMS, V_INT, V_INT, V_DIMS};
	const char *s = text + x->off, *lt;
	struct lexa l = {s, s + x->len, x->off, s, {0}};
	size_t n = x->len;

	if (n > 11 && !memcmp(s, "!stablehlo.", 11)) {
		size_t m = 11;
		while (m < n && s[m] != '<' && s[m] != ' ' && s[m] != '>')
			m++;
		if (m - 11 == 6 && !memcmp(s + 11, "future", 6)) {
			/* future<T, ...>: each T a ranked tensor (FutureType's
			 * verifier: "future element type must be a ranked tensor") */
			l.p = s + m + 1;
			for (next(&l); l.t.kind && l.t.kind != '>'; next(&l)) {
				if (!tokis(&l, "tensor"))
					return abad(err, tokoff(&l), "a future holds tensors, not '%.*s'", (int)l.t.n, l.t.s);
				next(&l);
				if (value(&l, V_ANY, err) < 0)
					return -1;
				if (l.t.kind != ',')
					break;
			}
			return 0;
		}
		if (!(m - 11 == 5 && !memcmp(s + 11, "token", 5)))
			return abad(err, x->off, "unknown StableHLO type '%.*s': token and future are its types", (int)m, s);
		return 0;
	}
	if (n < 12 || memcmp(s, "#stablehlo.", 11) || !(lt = memchr(s, '<', n)))
		return 0;
	l.p = lt + 1;
	next(&l);
#define MNEMONIC(lit) ((size_t)(lt - s) == 11 + sizeof(lit) - 1 && !memcmp(s + 11, lit, sizeof(lit) - 1))
	if (MNEMONIC("dot"))
		return ckstruct(&l, "dot dimension numbers", dot, dothow, 4, err);
	if (MNEMONIC("gather"))
		return ckstruct(&l, "gather dimension numbers", gather, gshow, 6, err);
	if (MNEMONIC("scatter"))
		return ckstruct(&l, "scatter dimension numbers", scatter, gshow, 6, err);
	if (MNEMONIC("dot_algorithm"))
		return ckstruct(&l, "dot algorithm", algo, algohow, 7, err);
	if (MNEMONIC("conv")) {
		if (tokis(&l, "raw")) {
			next(&l);
			return ckstruct(&l, "convolution dimension numbers", raw, rawhow, 9, err);
		}
		if (convdims(&l, err) < 0)
			return -1;
		if (l.t.kind != '>')
			return abad(err, tokoff(&l), "convolution dimensions: expected '>'");
		return 0;
	}
	if (MNEMONIC("result_accuracy"))
		return ckaccuracy(&l, err);
#undef MNEMONIC
	return 0;
}

int hlo_mcheckattrs(const char *text, const struct mpiece *pc, uint32_t n, struct mcheckerr *err)
{
	for (uint32_t j = 0; j < n; j++) {
		const struct mpiece *x = &pc[j];
		char c0 = text[x->off];
		if ((x->kind == BLOB || x->kind == BANG) && (c0 == '#' || c0 == '!') && ckattr(text, x, err) < 0)
			return -1;
		/* convolution's dim_numbers, written bare in its pretty form */
		if (x->kind == ID && x->len == 11 && !memcmp(text + x->off, "dim_numbers", 11) && j + 2 < n &&
		    pc[j + 1].kind == '=' && pc[j + 2].kind == '[') {
			uint32_t e = j + 2;
			int lists = 0;
			struct lexa l;
			while (e < n && lists < 3) {
				if (pc[e].kind == ']' && pc[e].depth == pc[j].depth)
					lists++;
				e++;
			}
			if (lists == 3) {
				l = (struct lexa){text + pc[j + 2].off, text + pc[e - 1].off + 1, pc[j + 2].off, text + pc[j + 2].off,
				                  {0}};
				next(&l);
				if (convdims(&l, err) < 0)
					return -1;
			}
		}
	}
	return 0;
}
