/* shape.c: array and tuple shapes with their layouts, interned by content.
 *
 * Dumps repeat a few hundred distinct shapes millions of times; each one is
 * stored once and instructions hold its id. */
#include <stdlib.h>
#include <string.h>

#include "hlo.h"
#include "parse.h"
#include "util.h"

static uint32_t shapehash(const hlo_shape *s, const int64_t *ints, uint32_t n)
{
	uint32_t h = ut_hash((const char *)ints, (size_t)n * sizeof *ints);
	uint64_t k[4] = {
		(uint64_t)s->kind | (uint64_t)s->type << 8 | (uint64_t)s->flags << 16 |
			(uint64_t)s->ntile << 24 | (uint64_t)s->rank << 32 | (uint64_t)s->ntiles << 48,
		(uint64_t)s->memspace | (uint64_t)s->ebits << 32,
		s->tailpad ^ s->prefix * 31,
		s->splitmax ^ (uint64_t)s->splitdim << 40,
	};
	return h ^ ut_hash((const char *)k, sizeof k);
}

static uint32_t nints(const hlo_shape *s)
{
	if (s->kind == SK_TUPLE)
		return s->rank;
	return (uint32_t)s->rank * ((s->flags & SF_LAYOUT) && s->rank ? 2u : 1u) + s->ntile;
}

static int sameshape(const hlo_module *m, const hlo_shape *a, const hlo_shape *b, const int64_t *ints)
{
	return a->kind == b->kind && a->type == b->type && a->flags == b->flags &&
	       a->rank == b->rank && a->ntile == b->ntile && a->ntiles == b->ntiles &&
	       a->memspace == b->memspace && a->ebits == b->ebits && a->tailpad == b->tailpad &&
	       a->prefix == b->prefix && a->splitdim == b->splitdim && a->splitmax == b->splitmax &&
	       (nints(b) == 0 || !memcmp(m->ints + a->first, ints, nints(b) * sizeof *ints));
}

/* is layout text p..e ("2,1,0", the inside of {...}) row-major: the
 * minor-to-major dimensions descending to 0 (an empty one too)?  -1 when
 * it does not read as a list of numbers */
int hlo_rowmajortext(const char *p, const char *e)
{
	long last = 0;
	int first = 1;

	while (p < e) {
		char *q;
		long d = strtol(p, &q, 10);
		if (q == p || q > e)
			return -1;
		if (!first && d != last - 1)
			return 0;
		last = d;
		first = 0;
		p = q < e && *q == ',' ? q + 1 : q;
	}
	return last == 0;
}

/* is array shape s laid out, other than row-major? */
int hlo_permuted(const hlo_module *m, const hlo_shape *s)
{
	if (s->kind != SK_ARRAY || !(s->flags & SF_LAYOUT))
		return 0;
	for (uint32_t k = 0; k < s->rank; k++)
		if (hlo_m2m(m, s)[k] != (int64_t)(s->rank - 1 - k))
			return 1;
	return 0;
}

/* two shape ids of one shape: interned shapes are one id each, but the
 * pieces of a file parsed on several threads each intern their own */
int hlo_sameshape(const hlo_module *m, uint32_t x, uint32_t y)
{
	return x == y || sameshape(m, &m->shapes[x], &m->shapes[y], m->ints + m->shapes[y].first);
}

static void rehash(hlo_module *m)
{
	uint32_t cap = m->shapecap ? m->shapecap * 2 : 1024;

	free(m->shapehash);
	m->shapehash = ut_malloc((size_t)cap * sizeof *m->shapehash);
	memset(m->shapehash, 0xff, (size_t)cap * sizeof *m->shapehash);
	m->shapecap = cap;
	for (uint32_t i = 0; i < m->nshape; i++) {
		const hlo_shape *s = &m->shapes[i];
		uint32_t h = shapehash(s, m->ints + s->first, nints(s)) & (cap - 1);
		while (m->shapehash[h] != HLO_NONE)
			h = (h + 1) & (cap - 1);
		m->shapehash[h] = i;
	}
}

/* the id of a shape with these contents, adding it if new */
static uint32_t intern(struct parse *p, hlo_shape *s, const int64_t *ints)
{
	hlo_module *m = p->mod;
	uint32_t n = nints(s);
	uint32_t h, id;

	if ((uint64_t)m->nshape * 2 >= m->shapecap)
		rehash(m);
	h = shapehash(s, ints, n) & (m->shapecap - 1);
	while ((id = m->shapehash[h]) != HLO_NONE) {
		if (sameshape(m, &m->shapes[id], s, ints))
			return id;
		h = (h + 1) & (m->shapecap - 1);
	}
	s->first = m->nint;
	for (uint32_t k = 0; k < n; k++) {
		GROW(m->ints, m->nint, m->capint);
		m->ints[m->nint++] = ints[k];
	}
	GROW(m->shapes, m->nshape, m->capshape);
	id = m->nshape++;
	m->shapes[id] = *s;
	m->shapehash[h] = id;
	return id;
}

static int pushsv(struct parse *p, int64_t v)
{
	GROW(p->sv, p->nsv, p->capsv);
	p->sv[p->nsv++] = v;
	return 0;
}

int hlo_pbeginarray(struct parse *p, const struct tok *type)
{
	struct abuild *b;

	if (p->nab == MAXARRAYNEST)
		return hlo_pfail(p, type->off, "shapes nested too deeply in layouts");
	b = &p->ab[p->nab++];
	memset(b, 0, sizeof *b);
	b->base = p->nsv;
	b->type = (uint8_t)type->kind;
	b->splitdim = HLO_NONE;
	b->off = type->off;
	return 0;
}

/* kind 0: N, 1: <=N, 2: ? */
int hlo_pdim(struct parse *p, const struct tok *t, int kind)
{
	struct abuild *b = &p->ab[p->nab - 1];

	if (b->rank >= p->lim->maxrank)
		return hlo_pfail(p, t->off, "more than %u dimensions", (unsigned)p->lim->maxrank);
	if (kind != 2 && (t->kind != 0))
		return hlo_pfail(p, t->off, "dimension out of range");
	if (kind == 1)
		b->flags |= SF_DYNAMIC;
	if (kind == 2)
		b->flags |= SF_UNBOUNDED;
	b->rank++;
	return pushsv(p, kind == 2 ? 0 : t->i);
}

int hlo_playkind(struct parse *p, const struct tok *w)
{
	struct abuild *b = &p->ab[p->nab - 1];
	const char *s = p->file->data + w->off;
	static const char kinds[] = "TELSMDP";

	b->group = 0;
	if (w->len == 1 && strchr(kinds, s[0])) {
		b->laykind = (uint8_t)s[0];
		return 0;
	}
	if (w->len == 2 && s[0] == 'S' && s[1] == 'C') {
		b->laykind = 'C';
		return 0;
	}
	return hlo_pfail(p, w->off, "unknown layout item '%.*s'", (int)w->len, s);
}

int hlo_playgroup(struct parse *p)
{
	struct abuild *b = &p->ab[p->nab - 1];

	if (b->laykind == 'T')
		b->ntiles++;
	b->group++;
	return 0;
}

/* the largest piece of a dimension of size n split at the given indices */
static uint64_t maxpiece(const int64_t *cuts, uint32_t k, int64_t n)
{
	int64_t prev = 0, best = 0;

	for (uint32_t i = 0; i <= k; i++) {
		int64_t at = i < k ? cuts[i] : n;
		if (at - prev > best)
			best = at - prev;
		prev = at;
	}
	return (uint64_t)best;
}

/* one argument of a layout item; `what` says which:
 * 'm' minor_to_major entry, 'e' end of layout, ':' the layout has items,
 * 'i' integer, '*' combine, 'd' split dim, 'l' dim level, 's' shape */
int hlo_playarg(struct parse *p, const struct tok *t, int what)
{
	struct abuild *b = &p->ab[p->nab - 1];
	const char *s;

	switch (what) {
	case 'm':
		if (t->kind != 0 || t->i >= b->rank)
			return hlo_pfail(p, t->off, "layout names dimension %lld of a rank-%u shape",
			             (long long)t->i, (unsigned)b->rank);
		for (uint16_t k = 0; k < b->nm2m; k++)
			if (p->sv[b->base + b->rank + k] == t->i)
				return hlo_pfail(p, t->off, "dimension %lld repeated in layout", (long long)t->i);
		b->nm2m++;
		return pushsv(p, t->i);
	case 'e':
	case ':':
		b->colon = what == ':';
		return 0;
	case 'l':
		s = p->file->data + t->off;
		if (b->laykind != 'D' || t->len != 1 || !strchr("DCSH", s[0]))
			return hlo_pfail(p, t->off, "expected a DimLevelType abbreviation (D, C, S or H)");
		return 0;
	case 's':
		if (b->laykind != 'P')
			return hlo_pfail(p, t->off, "a shape is allowed only in P(...)");
		return 0;
	case 'd':
		if (b->laykind != 'C')
			return hlo_pfail(p, t->off, "unexpected ':'");
		if (t->i < 0 || t->i >= b->rank || b->nm2m != b->rank)
			return hlo_pfail(p, t->off, "split config names a missing dimension");
		if (b->splitdim == HLO_NONE) {
			b->splitdim = (uint32_t)t->i;
			b->splitmax = 0;
		}
		return pushsv(p, INT64_MIN); /* marker: split cuts follow */
	case '*':
		if (b->laykind != 'T')
			return hlo_pfail(p, t->off, "'*' is allowed only in tiles");
		if (b->group == 0) {
			b->flags |= SF_COMBINE;
			b->ntile++;
			return pushsv(p, 1);
		}
		return 0;
	}
	/* 'i' */
	if (t->kind != 0)
		return hlo_pfail(p, t->off, "layout value out of range");
	switch (b->laykind) {
	case 'T':
		if (t->i <= 0)
			return hlo_pfail(p, t->off, "tile sizes must be positive");
		if (b->group == 0) {
			b->ntile++;
			return pushsv(p, t->i);
		}
		return 0;
	case 'E':
		if (t->i > 1024)
			return hlo_pfail(p, t->off, "element size out of range");
		b->ebits = (uint32_t)t->i;
		return 0;
	case 'S':
		if (t->i > UINT32_MAX / 2)
			return hlo_pfail(p, t->off, "memory space out of range");
		b->memspace = (uint32_t)t->i;
		return 0;
	case 'L':
		b->tailpad = (uint64_t)t->i;
		return 0;
	case 'M':
		b->prefix = (uint64_t)t->i;
		return 0;
	case 'C':
		return pushsv(p, t->i);
	case 0:
		return hlo_pfail(p, t->off, "unexpected integer in layout");
	}
	return hlo_pfail(p, t->off, "unexpected integer in %c(...)", b->laykind);
}

/* pull split cuts (after INT64_MIN markers) out of the tile area */
static void takesplits(struct parse *p, struct abuild *b, uint32_t tilebase)
{
	uint32_t w = tilebase, r = tilebase, first = 1;

	while (r < p->nsv) {
		if (p->sv[r] != INT64_MIN) {
			p->sv[w++] = p->sv[r++];
			continue;
		}
		uint32_t c = ++r;
		while (r < p->nsv && p->sv[r] != INT64_MIN && r - c < 64)
			r++;
		if (first && b->splitdim != HLO_NONE) {
			/* the split dim counts from the major end: logical dim = m2m[rank-1-d] */
			int64_t ld = p->sv[b->base + b->rank + (b->rank - 1 - b->splitdim)];
			b->splitmax = maxpiece(p->sv + c, r - c, p->sv[b->base + ld]);
			first = 0;
		}
	}
	b->ntile = (uint16_t)(w - tilebase);
	p->nsv = w;
}

int hlo_pendarray(struct parse *p, uint32_t *id, uint64_t beg, uint64_t end)
{
	struct abuild *b = &p->ab[p->nab - 1];
	hlo_shape s;

	memset(&s, 0, sizeof s);
	if ((b->flags & SF_LAYOUT) && b->nm2m == 0 && !b->colon)
		return hlo_pfail(p, beg, "empty layout: '{' must be followed by an integer or ':'");
	if ((b->flags & SF_LAYOUT) && b->nm2m != b->rank)
		return hlo_pfail(p, beg, "layout has %u entries for a rank-%u shape",
		             (unsigned)b->nm2m, (unsigned)b->rank);
	takesplits(p, b, b->base + b->rank + b->nm2m);
	s.kind = SK_ARRAY;
	if (b->type == T_TOKEN || b->type == T_OPAQUE) {
		if (b->rank)
			return hlo_pfail(p, beg, "%s has no dimensions", hlo_typename(b->type));
		s.kind = b->type == T_TOKEN ? SK_TOKEN : SK_OPAQUE;
	}
	s.type = b->type;
	s.flags = b->flags;
	s.rank = b->rank;
	s.ntile = (uint8_t)(b->ntile > 255 ? 255 : b->ntile);
	if (b->ntile > 255)
		return hlo_pfail(p, beg, "tile with too many dimensions");
	s.ntiles = b->ntiles;
	s.memspace = b->memspace;
	s.ebits = b->ebits;
	s.splitdim = b->splitdim;
	s.splitmax = b->splitmax;
	s.tailpad = b->tailpad;
	s.prefix = b->prefix;
	s.text.off = beg;
	s.text.len = (uint32_t)(end - beg > UINT32_MAX ? UINT32_MAX : end - beg);
	if (s.ntile)
		p->mod->tiled = 1;
	*id = intern(p, &s, p->sv + b->base);
	p->nsv = b->base;
	p->nab--;
	return 0;
}

int hlo_ppushkid(struct parse *p, uint32_t id)
{
	GROW(p->kids, p->nkids, p->capkids);
	p->kids[p->nkids++] = id;
	return 0;
}

int hlo_pendtuple(struct parse *p, uint32_t base, uint32_t *id, uint64_t beg, uint64_t end)
{
	uint32_t n = p->nkids - base;
	int64_t small[16];
	int64_t *ints = n <= 16 ? small : ut_malloc((size_t)n * sizeof *ints);
	hlo_shape s;

	memset(&s, 0, sizeof s);
	s.kind = SK_TUPLE;
	s.rank = n;
	s.splitdim = HLO_NONE;
	s.text.off = beg;
	s.text.len = (uint32_t)(end - beg > UINT32_MAX ? UINT32_MAX : end - beg);
	for (uint32_t k = 0; k < n; k++)
		ints[k] = p->kids[base + k];
	*id = intern(p, &s, ints);
	if (ints != small)
		free(ints);
	p->nkids = base;
	p->depth--;
	return 0;
}

int hlo_ppushint(struct parse *p, int64_t v)
{
	GROW(p->iv, p->niv, p->capiv);
	p->iv[p->niv++] = v;
	return 0;
}

/* move the ints pushed since base into the module as a path: count, entries */
uint32_t hlo_pendpath(struct parse *p, uint32_t base)
{
	hlo_module *m = p->mod;
	uint32_t n = p->niv - base, at;

	if (n == 0)
		return 0;
	GROW(m->ints, m->nint, m->capint);
	at = m->nint;
	m->ints[m->nint++] = n;
	for (uint32_t k = 0; k < n; k++) {
		GROW(m->ints, m->nint, m->capint);
		m->ints[m->nint++] = p->iv[base + k];
	}
	p->niv = base;
	return at;
}

/* a shape of another module (a piece parsed on another thread), interned
 * here; map gives this module's ids of that module's shapes before it */
uint32_t hlo_pmergeshape(struct parse *p, const hlo_module *from, uint32_t id, const uint32_t *map)
{
	hlo_shape s = from->shapes[id];
	uint32_t n = nints(&s);
	int64_t small[16] = {0}, *kids = NULL;

	if (s.kind != SK_TUPLE)
		return intern(p, &s, from->ints + s.first);
	kids = n <= 16 ? small : ut_malloc((size_t)n * sizeof *kids);
	for (uint32_t k = 0; k < n; k++)
		kids[k] = map[from->ints[s.first + k]];
	id = intern(p, &s, kids);
	if (kids != small)
		free(kids);
	return id;
}

/* The text of a plain array shape (type, integer dimensions, a layout of
 * integers and letter-and-parenthesis items such as T(8,128)(2,1) or S(1))
 * always means the same shape: the scanner reads such a text as one token
 * and, once the grammar has built its shape, finds it here by the text. */
static int plainshape(const char *s, size_t n)
{
	size_t k = 0;

	while (k < n && s[k] != '[')
		k++;
	if (k == 0 || k == n)
		return 0;
	for (k++; k < n && ((s[k] >= '0' && s[k] <= '9') || s[k] == ','); k++)
		;
	if (k == n || s[k++] != ']')
		return 0;
	if (k == n)
		return 1;
	if (s[k++] != '{')
		return 0;
	for (; k < n && ((s[k] >= '0' && s[k] <= '9') || s[k] == ','); k++)
		;
	if (k < n && s[k] == ':') {
		for (k++; k < n && s[k] != '}'; k++) {
			if (s[k] == '(') {
				for (k++; k < n && ((s[k] >= '0' && s[k] <= '9') || s[k] == ','); k++)
					;
				if (k == n || s[k] != ')')
					return 0;
			} else if (s[k] < 'A' || s[k] > 'Z') {
				return 0;
			}
		}
	}
	return k + 1 == n && s[k] == '}';
}

static uint32_t shapetextslot(const struct parse *p, const char *s, uint32_t len, uint32_t hash)
{
	uint32_t h = hash & (p->stabcap - 1);

	while (p->stab[h].len && !(p->stab[h].hash == hash && p->stab[h].len == len &&
	                           !memcmp(p->stext + p->stab[h].at, s, len)))
		h = (h + 1) & (p->stabcap - 1);
	return h;
}

/* the shape whose text is s[0..len), HLO_NONE if not seen yet */
uint32_t hlo_pfindshapetext(struct parse *p, const char *s, uint32_t len)
{
	uint32_t h;

	if (!p->stabcap)
		return HLO_NONE;
	h = shapetextslot(p, s, len, ut_hash(s, len));
	return p->stab[h].len ? p->stab[h].id : HLO_NONE;
}

/* remember a plain shape's text (copied: the file's pages go) */
void hlo_pkeepshapetext(struct parse *p, uint64_t beg, uint64_t end, uint32_t id)
{
	const char *s = p->file->data + beg;
	uint32_t len = (uint32_t)(end - beg), hash, h;

	if (end - beg > 4096 || !plainshape(s, len))
		return;
	if ((uint64_t)(p->nstab + 1) * 2 >= p->stabcap) {
		struct shapetext *old = p->stab;
		uint32_t oldcap = p->stabcap;
		p->stabcap = oldcap ? oldcap * 2 : 1024;
		p->stab = ut_calloc(p->stabcap, sizeof *p->stab);
		for (uint32_t k = 0; k < oldcap; k++)
			if (old[k].len)
				p->stab[shapetextslot(p, p->stext + old[k].at, old[k].len, old[k].hash)] = old[k];
		free(old);
	}
	hash = ut_hash(s, len);
	h = shapetextslot(p, s, len, hash);
	if (p->stab[h].len)
		return;
	if (p->nstext + len > p->capstext) {
		p->capstext = (p->capstext ? p->capstext * 2 : 1 << 14) + len;
		p->stext = ut_realloc(p->stext, (size_t)p->capstext);
	}
	memcpy(p->stext + p->nstext, s, len);
	p->stab[h].hash = hash;
	p->stab[h].len = len;
	p->stab[h].id = id;
	p->stab[h].at = p->nstext;
	p->nstext += len;
	p->nstab++;
}
