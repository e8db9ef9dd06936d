/* diag.c: diagnostics as file:line:col: error: message, the line and a caret */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "hlo.h"

/* 1-based line and byte column of an offset (counts newlines before it) */
void hlo_linecol(const hlo_file *f, uint64_t off, uint64_t *line, uint64_t *col)
{
	const char *s = f->data, *end, *nl, *bol;
	uint64_t n = 1;

	if (off > f->size)
		off = f->size;
	end = s + off;
	bol = s;
	while ((nl = memchr(bol, '\n', (size_t)(end - bol))) != NULL) {
		n++;
		bol = nl + 1;
	}
	*line = n;
	*col = (uint64_t)(end - bol) + 1;
}

/* the source line around off, with a caret under it; long lines are cut */
static void showline(FILE *out, const hlo_file *f, uint64_t off)
{
	const char *s = f->data;
	uint64_t bol = off, eol = off, from, to;

	if (f->size == 0)
		return;
	if (off >= f->size)
		off = bol = eol = f->size - 1;
	while (bol > 0 && s[bol - 1] != '\n')
		bol--;
	while (eol < f->size && s[eol] != '\n')
		eol++;
	from = off - bol > 60 ? off - 60 : bol;
	to = eol - off > 60 ? off + 60 : eol;
	fputs(from > bol ? "  ..." : "  ", out);
	for (uint64_t k = from; k < to; k++) {
		unsigned char c = (unsigned char)s[k];
		fputc(c == '\t' || (c >= 0x20 && c < 0x7f) ? c : '?', out);
	}
	fputs(to < eol ? "...\n" : "\n", out);
	fputs(from > bol ? "     " : "  ", out);
	for (uint64_t k = from; k < off; k++)
		fputc(s[k] == '\t' ? '\t' : ' ', out);
	fputs("^\n", out);
}

__attribute__((format(printf, 5, 0)))
static void report(hlo_diag *d, const hlo_file *f, uint64_t off, const char *kind,
		   const char *fmt, va_list ap)
{
	uint64_t line, col;

	if (!d->out)
		return;
	hlo_linecol(f, off, &line, &col);
	fprintf(d->out, "%s:%llu:%llu: %s: ", f->path, (unsigned long long)line,
	        (unsigned long long)col, kind);
	vfprintf(d->out, fmt, ap);
	fputc('\n', d->out);
	showline(d->out, f, off);
}

void hlo_error(hlo_diag *d, const hlo_file *f, uint64_t off, const char *fmt, ...)
{
	va_list ap;

	d->errors++;
	va_start(ap, fmt);
	report(d, f, off, "error", fmt, ap);
	va_end(ap);
}

void hlo_warn(hlo_diag *d, const hlo_file *f, uint64_t off, const char *fmt, ...)
{
	va_list ap;

	d->warnings++;
	va_start(ap, fmt);
	report(d, f, off, "warning", fmt, ap);
	va_end(ap);
}

/* a warning about a whole file */
void hlo_filewarn(hlo_diag *d, const char *path, const char *fmt, ...)
{
	va_list ap;

	d->warnings++;
	if (!d->out)
		return;
	fprintf(d->out, "%s: warning: ", path);
	va_start(ap, fmt);
	vfprintf(d->out, fmt, ap);
	va_end(ap);
	fputc('\n', d->out);
}

/* an error about a whole file (cannot open, not a file) */
void hlo_fileerror(hlo_diag *d, const char *path, const char *fmt, ...)
{
	va_list ap;

	d->errors++;
	if (!d->out)
		return;
	fprintf(d->out, "%s: error: ", path);
	va_start(ap, fmt);
	vfprintf(d->out, fmt, ap);
	va_end(ap);
	fputc('\n', d->out);
}
