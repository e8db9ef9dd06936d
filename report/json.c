/* json.c: the JSON writer (two-space indentation, stable key order) */
#include <string.h>

#include "json.h"

void rp_jinit(jw *w, FILE *out)
{
	memset(w, 0, sizeof *w);
	w->out = out;
	w->first[0] = 1;
	w->pretty = 1;
}

/* separator, newline and indentation before a value, then its key */
static void lead(jw *w, const char *key)
{
	if (w->depth > 0) {
		if (!w->first[w->depth])
			fputc(',', w->out);
		fputc('\n', w->out);
		for (int i = 0; i < w->depth; i++)
			fputs("  ", w->out);
	}
	w->first[w->depth] = 0;
	if (key)
		fprintf(w->out, "\"%s\": ", key);
}

static void open(jw *w, const char *key, int c)
{
	lead(w, key);
	fputc(c, w->out);
	if (w->depth < 63)
		w->depth++;
	w->first[w->depth] = 1;
}

void rp_jobj(jw *w, const char *key) { open(w, key, '{'); }
void rp_jarr(jw *w, const char *key) { open(w, key, '['); }

void rp_jend(jw *w, int closer)
{
	int empty = w->first[w->depth];

	if (w->depth > 0)
		w->depth--;
	if (!empty) {
		fputc('\n', w->out);
		for (int i = 0; i < w->depth; i++)
			fputs("  ", w->out);
	}
	fputc(closer, w->out);
}

void rp_jint(jw *w, const char *key, int64_t v)
{
	lead(w, key);
	fprintf(w->out, "%lld", (long long)v);
}

void rp_juint(jw *w, const char *key, uint64_t v)
{
	lead(w, key);
	fprintf(w->out, "%llu", (unsigned long long)v);
}

void rp_jbool(jw *w, const char *key, int v)
{
	lead(w, key);
	fputs(v ? "true" : "false", w->out);
}

void rp_jnull(jw *w, const char *key)
{
	lead(w, key);
	fputs("null", w->out);
}

/* length of the valid UTF-8 sequence at s, 0 if invalid */
static size_t utf8len(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t k;
	uint32_t cp;

	if (u[0] >= 0xc2 && u[0] <= 0xdf)
		k = 2, cp = u[0] & 0x1f;
	else if (u[0] >= 0xe0 && u[0] <= 0xef)
		k = 3, cp = u[0] & 0x0f;
	else if (u[0] >= 0xf0 && u[0] <= 0xf4)
		k = 4, cp = u[0] & 0x07;
	else
		return 0;
	if (n < k)
		return 0;
	for (size_t i = 1; i < k; i++) {
		if ((u[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (u[i] & 0x3f);
	}
	if ((k == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
	    (k == 4 && (cp < 0x10000 || cp > 0x10ffff)))
		return 0;
	return k;
}

/* a string value; s == NULL writes nothing (used by lead for keys) */
void rp_jstrn(jw *w, const char *key, const char *s, size_t n)
{
	if (!s)
		return;
	lead(w, key);
	fputc('"', w->out);
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 0x80) {
			size_t k = utf8len(s + i, n - i);
			if (k == 0) {
				fputs("\\ufffd", w->out);
			} else {
				fwrite(s + i, 1, k, w->out);
				i += k - 1;
			}
			continue;
		}
		if (c == '"' || c == '\\')
			fprintf(w->out, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", w->out);
		else if (c == '\t')
			fputs("\\t", w->out);
		else if (c < 0x20 || c == 0x7f)
			fprintf(w->out, "\\u%04x", c);
		else
			fputc(c, w->out);
	}
	fputc('"', w->out);
}

void rp_jstr(jw *w, const char *key, const char *s)
{
	if (!s) {
		rp_jnull(w, key);
		return;
	}
	rp_jstrn(w, key, s, strlen(s));
}

void rp_jfinish(jw *w)
{
	fputc('\n', w->out);
}
