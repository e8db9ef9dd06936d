/* test_lexer.c: the scanner alone, through hlo_lex().
 *
 * Every case is a row of a table: the input and the tokens it must produce,
 * written as `kind[beg,end)` (kind is the grammar's name of the token, the
 * span is in bytes from the start of the input), or, for malformed input,
 * where the one error must point and what it must say. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlopeak.h"
#include "hlo.h"
#include "testutil.h"

#define N(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* ---- helpers ------------------------------------------------------------ */

/* tokens rendered as text, one `kind[beg,end)` per token, blank-separated */
struct toks {
	char buf[2048];
	size_t len;
};

static void addtok(void *ctx, const char *kind, uint64_t beg, uint64_t end)
{
	struct toks *t = ctx;
	int n = snprintf(t->buf + t->len, sizeof t->buf - t->len, "%s%s[%llu,%llu)",
	                 t->len ? " " : "", kind, (unsigned long long)beg, (unsigned long long)end);

	ck_assert_int_ge(n, 0);
	ck_assert_uint_lt(t->len + (size_t)n, sizeof t->buf);
	t->len += (size_t)n;
}

/* the input, printable: control and non-ASCII bytes as \xNN */
static const char *show(const char *text, size_t len)
{
	static char buf[256];
	size_t w = 0;

	for (size_t k = 0; k < len && w + 5 < sizeof buf; k++) {
		unsigned char c = (unsigned char)text[k];
		if (c >= 0x20 && c < 0x7f)
			buf[w++] = (char)c;
		else
			w += (size_t)snprintf(buf + w, sizeof buf - w, "\\x%02x", c);
	}
	buf[w] = 0;
	return buf;
}

/* result of scanning one input */
struct scan {
	int rc;
	int errors;
	struct toks toks;
	char *msgs;   /* everything written to the diagnostics stream */
	size_t nmsgs;
};

static void scan(struct scan *s, const char *text, size_t len)
{
	hlo_limits lim;
	hlo_file f;
	hlo_diag d = {NULL, 0, 0, 0};

	memset(s, 0, sizeof *s);
	hlo_defaultlimits(&lim);
	d.out = open_memstream(&s->msgs, &s->nmsgs);
	ck_assert_ptr_nonnull(d.out);
	hlo_openmem(&f, "in.hlo", text, len);
	s->rc = hlo_lex(&f, &lim, &d, addtok, &s->toks);
	fclose(d.out);
	s->errors = d.errors;
}

static void scanfree(struct scan *s)
{
	free(s->msgs);
}

/* a row of a token table */
struct tokcase {
	const char *in;
	const char *want;
};

static void check_tokens(const struct tokcase *c)
{
	struct scan s;

	scan(&s, c->in, strlen(c->in));
	ck_assert_msg(s.rc == 0 && s.errors == 0,
	              "input <%s>: hlo_lex returned %d with %d errors:\n%s",
	              show(c->in, strlen(c->in)), s.rc, s.errors, s.msgs);
	ck_assert_msg(!strcmp(s.toks.buf, c->want), "input <%s>:\n  got  %s\n  want %s",
	              show(c->in, strlen(c->in)), s.toks.buf, c->want);
	scanfree(&s);
}

/* ---- well-formed tokens ---------------------------------------------- */

static const struct tokcase names[] = {
	{"%fusion.1", "name[0,9)"},
	{"%get-tuple-element.5", "name[0,20)"},
	{"%copy-start.2", "name[0,13)"},
	{"%param_0.3", "name[0,10)"},
	{"%a-b", "name[0,4)"},
	/* the bare form with a colon is a parameter name; no ':' token follows */
	{"p0: f32[2]", "parameter name[0,3) element type[4,7) '['[7,8) integer[8,9) ']'[9,10)"},
	/* name, '=' and the blanks between are one instruction-name token */
	{"%x = ", "instruction name[0,4)"},
	{"x = ", "instruction name[0,3)"},
	{"%x=", "instruction name[0,3)"},
	/* an adjacent '=' makes an attribute name */
	{"dimensions={0}", "attribute name[0,11) '{'[11,12) integer[12,13) '}'[13,14)"},
	{"stat-1=33", "attribute name[0,7) integer[7,9)"},
	{"kind=kLoop", "kind=[0,5) identifier[5,10)"},
	{"calls=%f", "called computation[0,6) name[6,8)"},
	{"to_apply=%add", "called computation[0,9) name[9,13)"},
	{"branch_computations={%a}", "computation list[0,20) '{'[20,21) name[21,23) '}'[23,24)"},
	/* types are a table lookup; near misses are identifiers */
	{"f32", "element type[0,3)"},
	{"bf16", "element type[0,4)"},
	{"pred", "element type[0,4)"},
	{"token", "element type[0,5)"},
	{"opaque", "element type[0,6)"},
	{"f8e4m3fn", "element type[0,8)"},
	{"i32", "identifier[0,3)"},
	{"tuple", "identifier[0,5)"},
	{"f32.1", "identifier[0,5)"},
	{"HloModule", "HloModule[0,9)"},
	{"ENTRY", "ENTRY[0,5)"},
	{"ROOT", "ROOT[0,4)"},
	{"true", "true or false[0,4)"},
	{"false", "true or false[0,5)"},
	{"FileNames", "FileNames[0,9)"},
	{"FunctionNames", "FunctionNames[0,13)"},
	{"FileLocations", "FileLocations[0,13)"},
	{"StackFrames", "StackFrames[0,11)"},
	/* a token's span ends at its last byte, not after the blanks behind it */
	{"ENTRY e {", "ENTRY[0,5) identifier[6,7) '{'[8,9)"},
	{"%a\r\n%b", "name[0,2) name[4,6)"},
	{"may-alias", "identifier[0,9)"},
	/* compact get-tuple-element */
	{"%t#1#0", "name[0,2) '#'[2,3) integer[3,4) '#'[4,5) integer[5,6)"},
};

static const struct tokcase shapes[] = {
	{"f32[2]{1,0:T(8,128)(2,1)}",
	 "element type[0,3) '['[3,4) integer[4,5) layout[5,7) integer[7,8) ','[8,9) integer[9,10) "
	 "':'[10,11) identifier[11,12) '('[12,13) integer[13,14) ','[14,15) integer[15,18) "
	 "')'[18,19) '('[19,20) integer[20,21) ','[21,22) integer[22,23) ')'[23,24) '}'[24,25)"},
	{"f32[]{:T(128)S(6)}",
	 "element type[0,3) '['[3,4) layout[4,6) ':'[6,7) identifier[7,8) '('[8,9) "
	 "integer[9,12) ')'[12,13) identifier[13,14) '('[14,15) integer[15,16) ')'[16,17) '}'[17,18)"},
	{"f32[<=10,?]", "element type[0,3) '['[3,4) <=[4,6) integer[6,8) ','[8,9) '?'[9,10) ']'[10,11)"},
	{"b(f32[2])", "b([0,2) element type[2,5) '['[5,6) integer[6,7) ']'[7,8) ')'[8,9)"},
	{"token[]", "element type[0,5) '['[5,6) ']'[6,7)"},
	/* a blank between ']' and '{' is not a layout */
	{"f32[2] {", "element type[0,3) '['[3,4) integer[4,5) ']'[5,6) '{'[7,8)"},
	{"(f32[]) -> s32[]",
	 "'('[0,1) element type[1,4) '['[4,5) ']'[5,6) ')'[6,7) ->[8,10) element type[11,14) "
	 "'['[14,15) ']'[15,16)"},
	{"T(2,*,128)", "identifier[0,1) '('[1,2) integer[2,3) ','[3,4) '*'[4,5) ','[5,6) integer[6,9) ')'[9,10)"},
};

static const struct tokcase numbers[] = {
	{"b01f_01io->b01f", "dim labels[0,15)"},
	{"bf_io->bf", "dim labels[0,9)"},
	{"0bf_0io->0bf", "dim labels[0,12)"},
	{"3x3", "window size[0,3)"},
	{"1x2x1", "window size[0,5)"},
	{"0_0x1_1", "padding[0,7)"},
	{"-1_2_0", "padding[0,6)"},
	{"12", "integer[0,2)"},
	{"-7", "integer[0,2)"},
	{"0", "integer[0,1)"},
	{"18446744073709551615", "integer[0,20)"},
	{"-9223372036854775808", "integer[0,20)"},
	{"1.5", "number[0,3)"},
	{"1e+10", "number[0,5)"},
	{"1e5", "number[0,3)"},
	{"-.5", "number[0,3)"},
	{"2.", "number[0,2)"},
	{"-inf", "number[0,4)"},
	{"nan", "number[0,3)"},
	{"-nan", "number[0,4)"},
	{"-nan(0x7)", "number[0,9)"},
	{"->", "->[0,2)"},
	{"<=", "<=[0,2)"},
	{"...", "...[0,3)"},
	{"{...}", "'{'[0,1) ...[1,4) '}'[4,5)"},
};

static const struct tokcase strings[] = {
	{"\"a\\\"b\"", "string[0,6)"},
	{"'x'", "string[0,3)"},
	{"\"line one\nline two\"", "string[0,19)"},
	{"\"{ } // /* \\\\\"", "string[0,14)"},
	{"\"caf\xc3\xa9\"", "string[0,7)"},
	{"replica_groups=mesh['a'=2]",
	 "attribute name[0,15) identifier[15,19) '['[19,20) string[20,23) '='[23,24) "
	 "integer[24,25) ']'[25,26)"},
	/* backend_config: the JSON object is one token, braces in strings do not count */
	{"backend_config={\"a\":\"}{\",\"b\":[1,{\"c\":2}]}", "backend_config=[0,15) JSON object[15,41)"},
	{"backend_config={}", "backend_config=[0,15) JSON object[15,17)"},
	/* with blanks before '=' it is an instruction name, and no JSON follows */
	{"backend_config = {\"a\":1}", "instruction name[0,16) '{'[17,18) string[18,21) ':'[21,22) integer[22,23) '}'[23,24)"},
	{"backend_config=\"x\\000\"", "backend_config=[0,15) string[15,22)"},
	{"backend_config={\"k\":\"v\"}, index=2",
	 "backend_config=[0,15) JSON object[15,24) ','[24,25) index=[26,32) integer[32,33)"},
	{"frontend_attributes={a=\"1\"}", "backend_config=[0,20) JSON object[20,27)"},
	/* a metadata block of plain items is one token (the grammar's items,
	 * read by pnextmeta); anything else is given back after "metadata=" */
	{"metadata={op_name=\"a\" source_line=3}", "metadata[0,36)"},
	{"metadata={}", "metadata[0,11)"},
	{"metadata={,op_type=add\n stack_frame_id=-1}", "metadata[0,42)"},
	{"metadata={op_name=\"a\\\"}\"}", "metadata[0,25)"},
	{"metadata={a=1,}", "metadata=[0,9) '{'[9,10) attribute name[10,12) integer[12,13) ','[13,14) '}'[14,15)"},
	{"metadata={a=1,,b=2}",
	 "metadata=[0,9) '{'[9,10) attribute name[10,12) integer[12,13) ','[13,14) ','[14,15) "
	 "attribute name[15,17) integer[17,18) '}'[18,19)"},
	{"metadata={a=1.5}", "metadata=[0,9) '{'[9,10) attribute name[10,12) number[12,15) '}'[15,16)"},
	{"metadata={a=f32}", "metadata=[0,9) '{'[9,10) attribute name[10,12) element type[12,15) '}'[15,16)"},
	{"metadata={a=ROOT}", "metadata=[0,9) '{'[9,10) attribute name[10,12) ROOT[12,16) '}'[16,17)"},
	{"metadata={a={1}}", "metadata=[0,9) '{'[9,10) attribute name[10,12) '{'[12,13) integer[13,14) '}'[14,15) '}'[15,16)"},
	{"metadata={a}", "metadata=[0,9) '{'[9,10) identifier[10,11) '}'[11,12)"},
};

static const struct tokcase skipped[] = {
	{"/*index=5*/", ""},
	{"// comment", ""},
	{"// comment\n%a", "name[11,13)"},
	{"(f32[], /*index=1*/s32[])",
	 "'('[0,1) element type[1,4) '['[4,5) ']'[5,6) ','[6,7) element type[19,22) '['[22,23) "
	 "']'[23,24) ')'[24,25)"},
	{"/* a * b ** / */x", "identifier[16,17)"},
	{" \t\r\n", ""},
};

static const struct tokcase literals[] = {
	{"constant({1,2,{3}})", "constant literal[0,19)"},
	{"constant(0)", "constant literal[0,11)"},
	{"constant ({...})", "constant literal[0,16)"},
	{"constant((1.5, -2))", "constant literal[0,19)"},
	{"constant({ /*i0=0*/ {-inf, nan, 1e+10} })", "constant literal[0,41)"},
	{"constant(true), index=1", "constant literal[0,14) ','[14,15) index=[16,22) integer[22,23)"},
};

#define TOKTEST(name, table) \
	START_TEST(name) { check_tokens(&table[_i]); } END_TEST

TOKTEST(test_names, names)
TOKTEST(test_shapes, shapes)
TOKTEST(test_numbers, numbers)
TOKTEST(test_strings, strings)
TOKTEST(test_skipped, skipped)
TOKTEST(test_literals, literals)

/* ---- malformed input: hlo_lex fails with exactly one error --------------- */

struct errcase {
	const char *in;
	size_t len;         /* 0: strlen(in); else explicit (for NUL bytes) */
	unsigned col;       /* the error's column on line 1 */
	const char *msg;    /* substring of the message */
};

static const struct errcase errors[] = {
	{"\"abc", 0, 1, "unterminated string"},
	{"x 'abc", 0, 3, "unterminated string"},
	{"\"ends in a backslash\\", 0, 1, "unterminated string"},
	{"a /* never closed", 0, 3, "unterminated comment"},
	{"/* a * b **", 0, 1, "unterminated comment"},
	{"a\0b", 3, 2, "NUL byte"},
	{"\"a\0b\"", 5, 3, "NUL byte"},         /* NUL anywhere is an error (hlo-format.md 1.1) */
	{"/* \0 */ x", 9, 4, "NUL byte"},
	{".", 0, 1, "unexpected '.'"},
	{".5", 0, 1, "unexpected '.'"},
	{"..", 0, 1, "'..'"},
	{"1x", 0, 1, "malformed window size"},
	{"1x2x", 0, 1, "malformed window size"},
	{"0_", 0, 1, "malformed padding"},
	{"0_0x", 0, 1, "malformed padding"},
	{"18446744073709551616", 0, 1, "does not fit in 64 bits"},
	{"99999999999999999999", 0, 1, "does not fit in 64 bits"},
	{"-9223372036854775809", 0, 1, "does not fit in 64 bits"},
	{"bf_io->", 0, 1, "malformed dim labels"},
	{"bf_io->b", 0, 1, "malformed dim labels"},
	{"1e", 0, 1, "malformed number"},
	{"-nan(", 0, 1, "malformed nan"},
	{"-", 0, 1, "unexpected '-'"},
	{"%", 0, 1, "'%' must begin a name"},
	{"a / b", 0, 3, "unexpected '/'"},
	/* a metadata block whose integer overflows is read token by token */
	{"metadata={a=99999999999999999999}", 0, 13, "integer does not fit in 64 bits"},
	{"<", 0, 1, "unexpected '<'"},
	{"a \xff", 0, 3, "0xff"},
	{"@comp", 0, 1, "'@'"},
	{"constant(}{1})", 0, 10, "unexpected token in literal"},
	{"constant({1)", 0, 12, "unexpected token in literal"},
	/* end of file inside a literal or a JSON object: reported where it began */
	{"x = constant({1, 2", 0, 5, "unterminated constant literal"},
	{"backend_config={\"a\":{\"b\":1}", 0, 16, "unterminated backend_config"},
	{"backend_config={\"a\":\"}", 0, 21, "unterminated string"},
};

START_TEST(test_errors)
{
	const struct errcase *c = &errors[_i];
	size_t len = c->len ? c->len : strlen(c->in);
	char want[64];
	struct scan s;

	scan(&s, c->in, len);
	ck_assert_msg(s.rc == -1, "input <%s>: hlo_lex returned %d (tokens: %s)",
	              show(c->in, len), s.rc, s.toks.buf);
	ck_assert_msg(s.errors == 1, "input <%s>: %d errors:\n%s", show(c->in, len), s.errors, s.msgs);
	snprintf(want, sizeof want, "in.hlo:1:%u: error: ", c->col);
	ck_assert_msg(!strncmp(s.msgs, want, strlen(want)) && strstr(s.msgs, c->msg),
	              "input <%s>: want <%s...%s>, got:\n%s", show(c->in, len), want, c->msg, s.msgs);
	scanfree(&s);
}
END_TEST

/* tokens before the error are still reported */
START_TEST(test_tokens_before_error)
{
	struct scan s;

	scan(&s, "%a = f32[2] \"open", 17);
	ck_assert_int_eq(s.rc, -1);
	ck_assert_str_eq(s.toks.buf, "instruction name[0,4) element type[5,8) '['[8,9) integer[9,10) ']'[10,11)");
	scanfree(&s);
}
END_TEST

/* the JSON nesting limit applies to backend_config */
START_TEST(test_json_depth)
{
	hlo_limits lim;
	hlo_file f;
	hlo_diag d = {NULL, 0, 0, 0};
	struct toks t = {{0}, 0};
	const char *in = "backend_config={\"a\":{\"b\":{\"c\":{}}}}";

	hlo_defaultlimits(&lim);
	lim.maxdepth = 3;
	hlo_openmem(&f, "in.hlo", in, strlen(in));
	ck_assert_int_eq(hlo_lex(&f, &lim, &d, addtok, &t), -1);
	ck_assert_int_eq(d.errors, 1);
	lim.maxdepth = 4;
	d.errors = 0;
	t.len = 0;
	ck_assert_int_eq(hlo_lex(&f, &lim, &d, addtok, &t), 0);
	ck_assert_str_eq(t.buf, "backend_config=[0,15) JSON object[15,35)");
}
END_TEST

/* a scanner is not affected by another that failed before it */
START_TEST(test_independent)
{
	struct scan a, b;

	scan(&a, "\"open", 5);
	scan(&b, "%x", 2);
	ck_assert_int_eq(a.rc, -1);
	ck_assert_int_eq(b.rc, 0);
	ck_assert_int_eq(b.errors, 0);
	ck_assert_str_eq(b.toks.buf, "name[0,2)");
	scanfree(&a);
	scanfree(&b);
}
END_TEST

/* counts of instruction names and layouts, and the end of the last token */
struct count {
	unsigned names, layouts;
	uint64_t last;
};

static void countkinds(void *ctx, const char *kind, uint64_t beg, uint64_t end)
{
	struct count *c = ctx;

	(void)beg;
	c->names += !strcmp(kind, "instruction name");
	c->layouts += !strcmp(kind, "layout");
	c->last = end;
}

/* input much longer than flex's buffer is fed in chunks without losing tokens */
START_TEST(test_long_input)
{
	enum { REP = 20000 };
	static const char unit[] = "%a.1 = f32[2]{0} ";
	size_t n = sizeof unit - 1;
	char *text = malloc(n * REP + 1);
	struct count cnt = {0, 0, 0};
	hlo_limits lim;
	hlo_file f;
	hlo_diag d = {NULL, 0, 0, 0};

	ck_assert_ptr_nonnull(text);
	for (int k = 0; k < REP; k++)
		memcpy(text + n * (size_t)k, unit, n);
	hlo_defaultlimits(&lim);
	hlo_openmem(&f, "in.hlo", text, n * REP);
	ck_assert_int_eq(hlo_lex(&f, &lim, &d, countkinds, &cnt), 0);
	ck_assert_uint_eq(cnt.names, REP);
	ck_assert_uint_eq(cnt.layouts, REP);
	ck_assert_uint_eq(cnt.last, n * REP - 1);
	free(text);
}
END_TEST

static Suite *suite(void)
{
	const struct {
		const char *name;
		const TTest *fn;
		int n;
	} loops[] = {
		{"names", test_names, N(names)},
		{"shapes", test_shapes, N(shapes)},
		{"numbers", test_numbers, N(numbers)},
		{"strings", test_strings, N(strings)},
		{"skipped", test_skipped, N(skipped)},
		{"literals", test_literals, N(literals)},
		{"errors", test_errors, N(errors)},
	};
	Suite *s = suite_create("lexer");
	TCase *tc;

	for (int k = 0; k < N(loops); k++) {
		tc = tcase_create(loops[k].name);
		tcase_add_loop_test(tc, loops[k].fn, 0, loops[k].n);
		suite_add_tcase(s, tc);
	}
	tc = tcase_create("misc");
	tcase_add_test(tc, test_tokens_before_error);
	tcase_add_test(tc, test_json_depth);
	tcase_add_test(tc, test_independent);
	tcase_add_test(tc, test_long_input);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	return runsuite(suite());
}
