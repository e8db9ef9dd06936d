/* module.c: lookups over a parsed module, and shape printing */
#include <stdio.h>
#include <string.h>

#include "hlo.h"
#include "util.h"

/* a computation by name, or HLO_NONE */
uint32_t hlo_findcomp(const hlo_module *m, const char *name)
{
	size_t n = strlen(name);

	for (uint32_t c = 0; c < m->ncomp; c++) {
		const hlo_name *nm = &m->names[m->comps[c].name];
		if (nm->len == n && !memcmp(hlo_str(m, m->comps[c].name), name, n))
			return c;
	}
	return HLO_NONE;
}

/* the instruction's attribute `name`, or NULL */
const hlo_attr *hlo_findattr(const hlo_module *m, const hlo_instr *in, const char *name)
{
	size_t n = strlen(name);

	for (uint32_t k = in->attr; k < in->attr + in->nattr; k++)
		if (m->names[m->attrs[k].name].len == n && !memcmp(hlo_str(m, m->attrs[k].name), name, n))
			return &m->attrs[k];
	return NULL;
}

/* the computation a call runs (its one to_apply), or HLO_NONE */
uint32_t hlo_calledcomp(const hlo_module *m, const hlo_instr *in)
{
	if (in->opcode != OP_CALL || in->ncallee != 1)
		return HLO_NONE;
	return m->callees[in->callee].comp;
}

/* an instruction's op_name as written (escapes kept): its length, the
 * first `cap` bytes of it into buf.  Op_names are most of the text a
 * module's names would copy (12 of 14 MB at 50 MB), and a report needs a
 * few: they are read back from the file when asked for, with hlo_peek,
 * which does not page the mapping in again.  The string ends at the
 * quote it began with (the scanner takes ' as well as ") */
size_t hlo_readopname(const hlo_module *m, const hlo_instr *in, char *buf, size_t cap)
{
	uint64_t at, end;
	size_t n = 0, k = 1;
	int esc = 0;
	char chunk[256], quote = 0;

	if (in->opname == HLO_NONE || in->opname == 0)
		return 0;
	at = in->text.off + in->opname - 1; /* at the opening quote */
	/* a text length of UINT32_MAX is one cut short: read to the file's end */
	end = in->text.len == UINT32_MAX ? m->file->size : in->text.off + in->text.len;
	while (at < end) {
		size_t got = hlo_peek(m->file, at, chunk, end - at < sizeof chunk ? (size_t)(end - at) : sizeof chunk);
		if (got == 0)
			break;
		if (!quote)
			quote = chunk[0];
		for (; k < got; k++) {
			char c = chunk[k];
			if (c == quote && !esc)
				return n;
			esc = !esc && c == '\\';
			if (n < cap)
				buf[n] = c;
			n++;
		}
		at += got;
		k = 0;
	}
	return n;
}

/* the same, whole, in a block of its own (at least extra bytes more, for
 * the caller): one read when it is short, NULL when there is none */
char *hlo_dupopname(const hlo_module *m, const hlo_instr *in, size_t extra, size_t *len)
{
	size_t cap = 1024, n;
	char *s;

	if (in->opname == HLO_NONE)
		return NULL;
	s = ut_malloc(cap + extra);
	if ((n = hlo_readopname(m, in, s, cap)) > cap) {
		s = ut_realloc(s, n + extra);
		hlo_readopname(m, in, s, n);
	}
	*len = n;
	return s;
}

/* the shape at a tuple path, or HLO_NONE if the path leaves the tuple */
uint32_t hlo_subshape(const hlo_module *m, uint32_t shape, const int64_t *path, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++) {
		const hlo_shape *s = &m->shapes[shape];
		if (s->kind != SK_TUPLE || path[k] < 0 || (uint64_t)path[k] >= s->rank)
			return HLO_NONE;
		shape = (uint32_t)hlo_children(m, s)[path[k]];
	}
	return shape;
}

/* append text, or a dimension after `sep`, to buf[*w..cap) without
 * overrunning it */
static void put(char *buf, size_t cap, size_t *w, const char *text)
{
	if (*w < cap)
		*w += (size_t)snprintf(buf + *w, cap - *w, "%s", text);
}

static void putdim(char *buf, size_t cap, size_t *w, const char *sep, int64_t v)
{
	if (*w < cap)
		*w += (size_t)snprintf(buf + *w, cap - *w, "%s%lld", sep, (long long)v);
}

/* a shape the parser inferred, which has no text, written from its fields
 * as XLA prints it: f32[2,3], token[], (f32[], s32[2]) */
static void printfields(const hlo_module *m, uint32_t shape, char *buf, size_t cap, size_t *w)
{
	const hlo_shape *s = &m->shapes[shape];

	if (s->kind == SK_TUPLE) {
		put(buf, cap, w, "(");
		for (uint32_t k = 0; k < s->rank && *w < cap; k++) {
			put(buf, cap, w, k ? ", " : "");
			hlo_printshape(m, (uint32_t)hlo_children(m, s)[k], buf + *w, cap - *w);
			*w += strlen(buf + *w);
		}
		put(buf, cap, w, ")");
		return;
	}
	put(buf, cap, w, hlo_typename(s->type));
	put(buf, cap, w, "[");
	for (uint32_t d = 0; s->kind == SK_ARRAY && d < s->rank && *w < cap; d++)
		putdim(buf, cap, w, d ? "," : "", hlo_dims(m, s)[d]);
	put(buf, cap, w, "]");
}

/* the shape as written (first occurrence), cut to fit; returns length */
int hlo_printshape(const hlo_module *m, uint32_t shape, char *buf, size_t cap)
{
	const hlo_shape *s = &m->shapes[shape];
	size_t n = s->text.len;

	if (cap == 0)
		return 0;
	if (n == 0) {
		size_t w = 0;
		buf[0] = 0;
		printfields(m, shape, buf, cap, &w);
		return (int)(w < cap ? w : cap - 1);
	}
	if (n >= cap)
		n = cap - 1;
	memcpy(buf, m->file->data + s->text.off, n);
	buf[n] = 0;
	/* fold line breaks and runs of blanks from multi-line shapes */
	size_t w = 0;
	for (size_t r = 0; r < n; r++) {
		char c = buf[r] == '\n' || buf[r] == '\r' || buf[r] == '\t' ? ' ' : buf[r];
		if (c == ' ' && w > 0 && buf[w - 1] == ' ')
			continue;
		buf[w++] = c;
	}
	buf[w] = 0;
	return (int)w;
}
