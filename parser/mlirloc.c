/* mlirloc.c: locations: loc(...) and #loc aliases to an instruction's
 * op_name and source file and line, as XLA's location exporter writes
 * them. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "mlirconv.h"

static const char *skipws(const char *p, const char *e)
{
	while (p < e && (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r'))
		p++;
	return p;
}

/* the end of a quoted string starting at p (on '"') */
static const char *strend(const char *p, const char *e)
{
	for (p++; p < e && *p != '"'; p++)
		if (*p == '\\')
			p++;
	return p < e ? p + 1 : e;
}

/* what the traversal found fills what w lacks: the traversal reads the
 * same whatever w holds, and sets only what is still unset */
static void mergewhere(struct where *w, const struct where *r)
{
	if (!w->name && r->name) {
		w->name = r->name;
		w->namelen = r->namelen;
	}
	if (!w->file && r->file) {
		w->file = r->file;
		w->filelen = r->filelen;
		w->line = r->line;
	}
}

/* an alias's location (#loc3 = loc(...)): read once, when first met at
 * the depth most uses meet it (every op's loc(#locN) is read alike) */
static void aliasloc(struct mconv *c, uint32_t k, struct where *w, int depth)
{
	struct malias_ *a = &c->alias[k];
	struct where r = {0};

	if (a->locdepth != depth) {
		const char *v = c->text + a->val;
		hlo_mc_readloc(c, v, v + a->vallen, &r, depth);
		if (a->locdepth) {
			mergewhere(w, &r);
			return;
		}
		a = &c->alias[k];
		a->locdepth = depth;
		a->loc = r;
	}
	mergewhere(w, &a->loc);
}

static void readinner(struct mconv *c, const char *p, const char *e, struct where *w, int depth);

/* the alias a location names at p ('#'), its index in *k */
static int aliasref(const struct mconv *c, const char *p, const char *e, uint32_t *k)
{
	const char *q = p + 1;

	while (q < e && (isalnum((unsigned char)*q) || *q == '_' || *q == '.' || *q == '$' || *q == '-'))
		q++;
	return ntget(&c->aliasnames, p, (size_t)(q - p), hlo_mc_aliaskey, c, k);
}

/* the name of a NameLoc as XLA's exporter takes it for op_name: up to an
 * '@' (the function an op's name was given in); NULL for a name ending in
 * ':', an op's type, which op_name leaves out for what the NameLoc wraps
 * (GetNameFromLocImpl, xla/hlo/translate/mhlo_to_hlo/location_exporter.cc) */
static const char *locname(const char *s, size_t n, uint32_t *len)
{
	const char *at = memchr(s, '@', n);

	if (at)
		n = (size_t)(at - s);
	if (n && s[n - 1] == ':')
		return NULL;
	*len = (uint32_t)n;
	return s;
}

/* is a location (its text from p) a file position or a fused one, the two
 * kinds a FusedLoc's source comes from (SetSourceFileAndLine): through
 * aliases, as readinner reads them */
static int issourceloc(struct mconv *c, const char *p, const char *e, int depth)
{
	uint32_t k;

	p = skipws(p, e);
	if (depth > 32 || p >= e)
		return 0;
	if (e - p > 4 && !memcmp(p, "loc(", 4))
		return issourceloc(c, p + 4, e, depth + 1);
	if (*p == '"') {
		const char *r = skipws(strend(p, e), e);
		return r < e && *r == ':';
	}
	if (e - p > 5 && !memcmp(p, "fused", 5))
		return 1;
	if (*p == '#' && aliasref(c, p, e, &k))
		return issourceloc(c, c->text + c->alias[k].val, c->text + c->alias[k].val + c->alias[k].vallen,
		                   depth + 1);
	return 0;
}

/* fused[a, b, ...] (or fused<meta>[...]) from p, past "fused": op_name the
 * names of all its locations joined by ';', in order; the source the last
 * file position among them, nested fused ones included (a NameLoc's own
 * child is not looked into: location_exporter.cc's GetNameFromLocImpl and
 * SetSourceFileAndLine) */
static void readfused(struct mconv *c, const char *p, const char *e, struct where *w, int depth)
{
	struct sbuf names = {0};
	struct where src = {0};
	int level = 0;

	if (p < e && *p == '<') {
		for (; p < e && !(*p == '>' && level == 1); p++) {
			if (*p == '"')
				p = strend(p, e) - 1;
			else if (*p == '<')
				level++;
			else if (*p == '>')
				level--;
		}
		p++;
		level = 0;
	}
	if (p >= e || *p != '[')
		return;
	for (const char *a = ++p; p < e; p++) {
		if (*p == '"') {
			p = strend(p, e) - 1;
		} else if (*p == '(' || *p == '[' || *p == '<') {
			level++;
		} else if ((*p == ')' || *p == '>' || *p == ']') && level > 0) {
			level--;
		} else if (level == 0 && (*p == ',' || *p == ']')) {
			struct where r = {0};
			readinner(c, a, p, &r, depth + 1);
			if (r.name)
				hlo_mc_sprintf_(&names, "%s%.*s", names.n ? ";" : "", (int)r.namelen, r.name);
			if (r.file && issourceloc(c, a, p, depth + 1))
				src = r;
			if (*p == ']')
				break;
			a = p + 1;
		}
	}
	if (!w->name && names.n) {
		char *keep = arenabytes(&c->texts, names.n + 1);
		memcpy(keep, names.s, names.n + 1);
		w->name = keep;
		w->namelen = (uint32_t)names.n;
	}
	if (!w->file && src.file) {
		w->file = src.file;
		w->filelen = src.filelen;
		w->line = src.line;
	}
	free(names.s);
}

/* a location's inside: "name"(loc), "file":line:col, callsite(a at b),
 * fused[...], #alias or unknown */
static void readinner(struct mconv *c, const char *p, const char *e, struct where *w, int depth)
{
	if (depth > 32)
		return;
	p = skipws(p, e);
	if (p < e && *p == '"') {
		const char *q = strend(p, e), *r = skipws(q, e), *name;
		uint32_t len = 0;
		if (r < e && *r == ':') {
			/* "file":line:col */
			if (!w->file) {
				w->file = p + 1;
				w->filelen = (uint32_t)(q - p - 2);
				w->line = strtol(r + 1, NULL, 10);
			}
			return;
		}
		name = locname(p + 1, (size_t)(q - p - 2), &len);
		if (name && !w->name) {
			w->name = name;
			w->namelen = len;
		}
		/* "name"(child) */
		if (r < e && *r == '(')
			readinner(c, r + 1, e, w, depth + 1);
	} else if (p < e && *p == '#') {
		uint32_t k;
		if (aliasref(c, p, e, &k))
			aliasloc(c, k, w, depth + 1);
	} else if (e - p > 9 && !memcmp(p, "callsite(", 9)) {
		/* the callee first: its frame is the op's own line */
		readinner(c, p + 9, e, w, depth + 1);
		for (const char *q = p + 9; q + 4 < e; q++) {
			if (*q == '"') {
				q = strend(q, e) - 1;
				continue;
			}
			if (!memcmp(q, " at ", 4)) {
				readinner(c, q + 4, e, w, depth + 1);
				break;
			}
		}
	} else if (e - p > 5 && !memcmp(p, "fused", 5)) {
		readfused(c, p + 5, e, w, depth + 1);
	}
}

void hlo_mc_readloc(struct mconv *c, const char *p, const char *e, struct where *w, int depth)
{
	p = skipws(p, e);
	if (e - p > 4 && !memcmp(p, "loc(", 4))
		readinner(c, p + 4, e, w, depth + 1);
	else
		readinner(c, p, e, w, depth + 1);
}
