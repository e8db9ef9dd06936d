/* module.c: lookups over a parsed module, and shape printing */
#include <stdio.h>
#include <string.h>

#include "hlo.h"

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

/* the shape as written (first occurrence), cut to fit; returns length */
int hlo_printshape(const hlo_module *m, uint32_t shape, char *buf, size_t cap)
{
	const hlo_shape *s = &m->shapes[shape];
	size_t n = s->text.len;

	if (cap == 0)
		return 0;
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
