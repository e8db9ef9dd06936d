/* mlirtext.c: the converter's growable text, arenas and name tables. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirconv.h"

void hlo_mc_sgrowto(struct sbuf *b, size_t more)
{
	size_t cap = b->cap ? b->cap : 256;

	while (cap < b->n + more + 1)
		cap *= 2;
	if (b->borrowed) {
		char *s = ut_malloc(cap);
		memcpy(s, b->s, b->n + 1);
		b->s = s;
		b->borrowed = 0;
	} else {
		b->s = ut_realloc(b->s, cap);
	}
	b->cap = cap;
}

void hlo_mc_sprintf_(struct sbuf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	/* one formatting pass when the text fits in what is left */
	sgrow(b, 64);
	va_start(ap, fmt);
	n = vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
	va_end(ap);
	if (n < 0) {
		b->s[b->n] = 0;
		return;
	}
	if ((size_t)n >= b->cap - b->n) {
		sgrow(b, (size_t)n);
		va_start(ap, fmt);
		vsnprintf(b->s + b->n, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	b->n += (size_t)n;
}

/* a number in decimal, without printf's parsing of a format */
void hlo_mc_sputint(struct sbuf *b, int64_t v)
{
	char t[24], *e = t + sizeof t, *p = e;
	uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	sput(b, p, (size_t)(e - p));
}

/* text with its double quotes escaped, for a quoted HLO attribute */
void hlo_mc_putescaped(struct sbuf *b, const char *s, size_t n)
{
	for (size_t k = 0; k < n; k++) {
		if (s[k] == '"' || s[k] == '\\')
			sputs(b, "\\");
		if (s[k] != '\n')
			sput(b, s + k, 1);
	}
}

void hlo_mc_arenafree(struct arena *a)
{
	while (a->chunk) {
		char *before;
		memcpy(&before, a->chunk, sizeof before);
		free(a->chunk);
		a->chunk = before;
	}
}
