/* build.c: grammar actions that build the module graph.
 *
 * Names are interned once, copied into the module's string arena.
 * Instructions are resolved as they are read: XLA requires an operand, a
 * control predecessor or a called computation to be defined before it is
 * used, so one pass suffices. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "hlo.h"
#include "parse.h"
#include "util.h"

void hlo_pinit(struct parse *p, const hlo_file *f, const hlo_limits *lim, hlo_diag *d)
{
	memset(p, 0, sizeof *p);
	p->file = f;
	p->end = f->size;
	p->lim = lim;
	p->diag = d;
	p->mod = ut_calloc(1, sizeof *p->mod);
	p->mod->file = f;
	p->mod->name = HLO_NONE;
	p->mod->entry = HLO_NONE;
	p->mod->entrylayout = HLO_NONE;
	p->mod->entryresult = HLO_NONE;
	p->mod->replicas = 1;
	p->mod->partitions = 1;
	p->mod->threads = 1;
	p->mod->pieces = 1;
	p->comp = HLO_NONE;
	p->contcomp = HLO_NONE;
	p->srcpath = HLO_NONE;
	p->metaoff = UINT64_MAX;
	/* ints[0] is a sentinel so that path 0 can mean "no path" */
	GROW(p->mod->ints, p->mod->nint, p->mod->capint);
	p->mod->ints[p->mod->nint++] = 0;
	/* never NULL, even when empty: `base + 0` on a null pointer is undefined */
	GROW(p->mod->operands, p->mod->nopnd, p->mod->capopnd);
	GROW(p->mod->callees, p->mod->ncallee, p->mod->capcallee);
	p->mod->capstrs = 1 << 12;
	p->mod->strs = ut_malloc(p->mod->capstrs);
	GROW(p->sv, p->nsv, p->capsv);
	GROW(p->kids, p->nkids, p->capkids);
	GROW(p->iv, p->niv, p->capiv);
}

void hlo_pfree(struct parse *p)
{
	free(p->litstack);
	free(p->sv);
	free(p->kids);
	free(p->iv);
	free(p->floc_file);
	free(p->floc_line);
	free(p->frame_loc);
	free(p->filenames);
	free(p->undo);
	free(p->doneorder);
	free(p->pend);
	free(p->stab);
	free(p->stext);
}

int hlo_pfail(struct parse *p, uint64_t off, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (!p->failed && !p->lexfailed)
		hlo_error(p->diag, p->file, off, "%s", msg);
	p->failed = 1;
	return -1;
}

/* a slot of the name table holds the name's hash beside its id: a probe
 * past another name reads no name record (each one a cache miss) */
#define EMPTYSLOT UINT64_MAX

static void rehashnames(hlo_module *m)
{
	uint32_t cap = m->namecap ? m->namecap * 2 : 4096;

	ut_droptable(m->namehash, (size_t)m->namecap * sizeof *m->namehash);
	m->namehash = ut_mktable((size_t)cap * sizeof *m->namehash);
	memset(m->namehash, 0xff, (size_t)cap * sizeof *m->namehash);
	m->namecap = cap;
	for (uint32_t i = 0; i < m->nname; i++) {
		uint32_t h = m->names[i].hash & (cap - 1);
		while (m->namehash[h] != EMPTYSLOT)
			h = (h + 1) & (cap - 1);
		m->namehash[h] = (uint64_t)m->names[i].hash << 32 | i;
	}
}

/* room for `more` names without growing the table: a caller that knows
 * the hashes to come can then prefetch their slots (pnamesoon) */
void hlo_preservenames(hlo_module *m, uint32_t more)
{
	while (((uint64_t)m->nname + more) * 2 >= m->namecap)
		rehashnames(m);
}

/* the slot of a name with this hash will be read soon: a table larger
 * than the caches makes each lookup a miss unless it is on its way */
void hlo_pnamesoon(const hlo_module *m, uint32_t hash)
{
	__builtin_prefetch(&m->namehash[hash & (m->namecap - 1)]);
}

/* the same for the name in that slot, if any (text: its text) */
void hlo_pnamelater(const hlo_module *m, uint32_t hash, int text)
{
	uint64_t slot = m->namehash[hash & (m->namecap - 1)];
	uint32_t id = (uint32_t)slot;

	if (slot == EMPTYSLOT)
		return;
	if (!text)
		__builtin_prefetch(&m->names[id]);
	else
		__builtin_prefetch(m->strs + m->names[id].off);
}

/* the id of the name s[0..len), HLO_NONE if new; h: its hash slot */
static uint32_t findname(hlo_module *m, const char *s, uint32_t len, uint32_t hash, uint32_t *h)
{
	uint64_t slot;

	if ((uint64_t)m->nname * 2 >= m->namecap)
		rehashnames(m);
	*h = hash & (m->namecap - 1);
	while ((slot = m->namehash[*h]) != EMPTYSLOT) {
		uint32_t id = (uint32_t)slot;
		if ((uint32_t)(slot >> 32) == hash && m->names[id].len == len && !memcmp(hlo_str(m, id), s, len))
			return id;
		*h = (*h + 1) & (m->namecap - 1);
	}
	return HLO_NONE;
}

static uint32_t addname(hlo_module *m, uint64_t off, uint32_t len, uint32_t hash, uint32_t h)
{
	uint32_t id;

	if (m->nname >= m->ndefcap) {
		uint32_t cap = m->ndefcap ? m->ndefcap * 2 : 4096;
		m->defs = ut_reallocarray(m->defs, cap, sizeof *m->defs);
		m->defcomp = ut_reallocarray(m->defcomp, cap, sizeof *m->defcomp);
		m->compbyname = ut_reallocarray(m->compbyname, cap, sizeof *m->compbyname);
		memset(m->defcomp + m->ndefcap, 0xff, (size_t)(cap - m->ndefcap) * sizeof *m->defcomp);
		memset(m->compbyname + m->ndefcap, 0xff, (size_t)(cap - m->ndefcap) * sizeof *m->compbyname);
		m->ndefcap = cap;
	}
	GROW(m->names, m->nname, m->capname);
	id = m->nname++;
	m->names[id].off = off;
	m->names[id].len = len;
	m->names[id].hash = hash;
	m->namehash[h] = (uint64_t)hash << 32 | id;
	return id;
}

/* the id of the name at s[off..off+len), adding it if new */
uint32_t hlo_pintern(struct parse *p, uint64_t off, uint32_t len)
{
	return hlo_pinterncopy(p, p->file->data + off, len);
}

/* the id of a string, copied into the module's arena if new.  A view into
 * the file would do until the scanner gives the text back (lexer.l); but
 * names recur far apart (an operand naming a parameter many lines up),
 * and each comparison against given-back text pages it in again: 48-100
 * MB of the 500 MB dump's pages came back that way.  Op_names, which
 * would be most of the copies (12 of 14 MB at 50 MB), are not interned:
 * an instruction keeps where its op_name starts (pmeta) */
uint32_t hlo_pinterncopy(struct parse *p, const char *s, uint32_t len)
{
	return hlo_pinterncopyhash(p, s, len, ut_hash(s, len));
}

/* the same, the hash known */
uint32_t hlo_pinterncopyhash(struct parse *p, const char *s, uint32_t len, uint32_t hash)
{
	hlo_module *m = p->mod;
	uint32_t h, id;

	id = findname(m, s, len, hash, &h);
	if (id != HLO_NONE)
		return id;
	if (m->nstrs + len > m->capstrs) {
		m->capstrs = m->capstrs * 2 + len;
		m->strs = ut_realloc(m->strs, (size_t)m->capstrs);
	}
	memcpy(m->strs + m->nstrs, s, len);
	m->nstrs += len;
	return addname(m, m->nstrs - len, len, hash, h);
}

/* a quoted string's contents, interned (escapes are kept as written) */
uint32_t hlo_pinternstr(struct parse *p, uint64_t off, uint32_t len)
{
	return len >= 2 ? hlo_pinterncopy(p, p->file->data + off + 1, len - 2) : hlo_pintern(p, off, 0);
}

static const char *text(struct parse *p, const struct tok *t)
{
	return p->file->data + t->off;
}

/* by table: the keys of every metadata block go through here byte by byte */
#define L3 (ID_START | ID_REST)
#define L8 L3, L3, L3, L3, L3, L3, L3, L3
#define D8 ID_REST, ID_REST, ID_REST, ID_REST, ID_REST, ID_REST, ID_REST, ID_REST
const unsigned char hlo_pidclass[256] = {
	['-'] = ID_REST, ['.'] = ID_REST,
	['0'] = D8, ID_REST, ID_REST,
	['A'] = L8, L8, L8, L3, L3,
	['_'] = L3,
	['a'] = L8, L8, L8, L3, L3,
};
#undef D8
#undef L8
#undef L3

static int idchar(char c, int first)
{
	return hlo_pidclass[(unsigned char)c] & (first ? ID_START : ID_REST);
}

/* a new instruction's name is looked up in a name table larger than the
 * caches, and its slot is a miss the parser waits for.  Guess the next
 * instruction's name from the next line (`[ROOT] [%]name =`), hash it and
 * ask for its slot now: it arrives while this instruction is parsed.  A
 * wrong guess (a literal's next line, the end of a computation) costs a
 * prefetch; the guess is used only where the scanner's name has its offset
 * and length.  Lines longer than 4 KiB are not searched.  Called after each
 * instruction's name and each computation's header. */
static void guessnext(struct parse *p, uint64_t from)
{
	const char *d = p->file->data, *s, *e, *nl, *n;

	p->ahead.len = 0;
	if (from >= p->end)
		return;
	s = d + from;
	e = d + (p->end - from < 4096 ? p->end : from + 4096);
	if (!(nl = memchr(s, '\n', (size_t)(e - s))))
		return;
	e = d + p->end;
	for (s = nl + 1; s < e && (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n'); s++)
		;
	if (e - s > 5 && !memcmp(s, "ROOT", 4) && (s[4] == ' ' || s[4] == '\t'))
		for (s += 5; s < e && (*s == ' ' || *s == '\t'); s++)
			;
	if (s < e && *s == '%')
		s++;
	for (n = s; n < e && idchar(*n, n == s); n++)
		;
	if (n == s || n - s > 256)
		return;
	p->ahead.off = (uint64_t)(s - d);
	p->ahead.len = (uint32_t)(n - s);
	p->ahead.hash = ut_hash(s, p->ahead.len);
	if (p->mod->namecap)
		hlo_pnamesoon(p->mod, p->ahead.hash);
}

/* a new computation named `name` (HLO_NONE: a piece's continuation),
 * made the current one; its instructions start at the next */
static hlo_comp *opencomp(struct parse *p, uint32_t name, uint64_t off)
{
	hlo_module *m = p->mod;
	hlo_comp *c;

	GROW(m->comps, m->ncomp, m->capcomp);
	p->comp = m->ncomp++;
	c = &m->comps[p->comp];
	memset(c, 0, sizeof *c);
	c->name = name;
	c->first = m->ninstr;
	c->root = HLO_NONE;
	c->thread = HLO_NONE;
	c->off = off;
	p->nroot = 0;
	return c;
}

int hlo_pbegincomp(struct parse *p, const struct tok *name, int entry, uint64_t off)
{
	hlo_module *m = p->mod;
	/* copied: callers far down the file compare against it */
	uint32_t id = hlo_pinterncopy(p, text(p, name), name->len);
	hlo_comp *c;

	if (m->compbyname[id] != HLO_NONE)
		return hlo_pfail(p, name->off, "computation '%.*s' is defined twice",
		             (int)name->len, text(p, name));
	if (entry && ++p->nentry > 1)
		return hlo_pfail(p, off, "expects only one ENTRY computation");
	c = opencomp(p, id, off);
	c->entry = (uint8_t)entry;
	if (entry)
		m->entry = p->comp;
	p->compnext = 0;
	guessnext(p, name->off + name->len);
	return 0;
}

/* collect the parameters by number: 0..n-1, each once */
static int collectparams(struct parse *p, hlo_comp *c)
{
	hlo_module *m = p->mod;
	int64_t n = 0;
	uint32_t at;

	uint32_t id = (uint32_t)(c - m->comps);

	for (uint32_t i = c->first; i < c->first + c->count; i++)
		if (m->instrs[i].opcode == OP_PARAMETER && m->instrs[i].comp == id && m->instrs[i].aux + 1 > n)
			n = m->instrs[i].aux + 1;
	if (n > (int64_t)c->count)
		return hlo_pfail(p, c->off, "computation has parameter(%lld) but only %u instructions",
		             (long long)(n - 1), (unsigned)c->count);
	at = m->nint;
	for (int64_t k = 0; k < n; k++) {
		GROW(m->ints, m->nint, m->capint);
		m->ints[m->nint++] = -1;
	}
	for (uint32_t i = c->first; i < c->first + c->count; i++) {
		const hlo_instr *in = &m->instrs[i];
		if (in->opcode != OP_PARAMETER || in->comp != id)
			continue;
		if (m->ints[at + in->aux] != -1)
			return hlo_pfail(p, hlo_nameoff(in), "parameter(%lld) is defined twice", (long long)in->aux);
		m->ints[at + in->aux] = i;
	}
	for (int64_t k = 0; k < n; k++)
		if (m->ints[at + k] == -1)
			return hlo_pfail(p, c->off, "computation lacks parameter(%lld)", (long long)k);
	c->nparam = (uint32_t)n;
	c->params = at;
	return 0;
}

/* the end of computation `comp`, of `count` instructions: its root (the
 * last instruction unless one says ROOT), its parameters, its place in the
 * order computations were finished */
static int closecomp(struct parse *p, uint32_t comp, uint32_t count)
{
	hlo_module *m = p->mod;
	hlo_comp *c = &m->comps[comp];

	c->count = count;
	if (c->root == HLO_NONE) {
		c->root = c->first + count - 1;
		m->instrs[c->root].flags |= IF_ROOT;
	}
	if (collectparams(p, c) < 0)
		return -1;
	GROW(p->doneorder, p->ndone, p->capdone);
	p->doneorder[p->ndone++] = comp;
	return 0;
}

int hlo_pendcomp(struct parse *p, uint64_t end)
{
	hlo_module *m = p->mod;

	(void)end;
	/* what may follow is `, execution_thread="..."`, then the next one */
	p->compnext = 1;
	if (p->comp == p->contcomp) {
		/* begun in an earlier piece: closed when the pieces are joined */
		p->contclosed = 1;
		m->comps[p->comp].count = m->ninstr - m->comps[p->comp].first;
		return 0;
	}
	if (closecomp(p, p->comp, m->ninstr - m->comps[p->comp].first) < 0)
		return -1;
	m->compbyname[m->comps[p->comp].name] = p->comp;
	return 0;
}

/* a piece that begins inside a computation: its instructions go to a
 * computation without a name, joined to the earlier piece's last one */
int hlo_pbegincont(struct parse *p, uint64_t off)
{
	opencomp(p, HLO_NONE, off);
	p->contcomp = p->comp;
	p->compnext = 0;
	return 0;
}

/* a piece that ends inside a computation: it is closed when the pieces
 * are joined (an inline computation would have to be placed first) */
int hlo_popenend(struct parse *p)
{
	hlo_module *m = p->mod;

	if (p->reorder)
		return hlo_pfail(p, p->end, "a computation written inside another in a piece cut inside one");
	m->comps[p->comp].count = m->ninstr - m->comps[p->comp].first;
	p->openlast = 1;
	return 0;
}

/* the join closes a computation two pieces hold: `count` instructions
 * from its first, all in p->mod now */
int hlo_pclosejoined(struct parse *p, uint32_t comp, uint32_t count)
{
	hlo_module *m = p->mod;

	/* another of its name in any piece: the whole file is read again */
	if (m->compbyname[m->comps[comp].name] != HLO_NONE || closecomp(p, comp, count) < 0)
		return -1;
	m->compbyname[m->comps[comp].name] = comp;
	return 0;
}

static int begin(struct parse *p, const struct tok *name, int root, uint64_t off, int anon)
{
	hlo_module *m = p->mod;
	hlo_instr *in;
	const char *s = p->file->data + name->off;
	uint32_t id;

	if (p->ahead.len && p->ahead.off == name->off && p->ahead.len == name->len)
		id = hlo_pinterncopyhash(p, s, name->len, p->ahead.hash);
	else
		id = hlo_pinterncopy(p, s, name->len);
	if (!anon)
		guessnext(p, name->off + name->len);

	if (p->nib == MAXNEST)
		return hlo_pfail(p, off, "instructions nested more than %d deep", MAXNEST);
	if (!anon && m->defcomp[id] == p->comp)
		return hlo_pfail(p, name->off, "instruction '%.*s' is defined twice",
		             (int)name->len, text(p, name));
	/* an element type's name is a keyword of the text, never a name: XLA's
	 * parser refuses it with this message (hlo_parser.cc, SetAndSanitizeName;
	 * NameUniquer::GetSanitizedName appends '_'), and a reader of it would
	 * read a shape */
	if (!anon && hlo_findtype(s, name->len) != T_INVALID)
		return hlo_pfail(p, name->off, "illegal instruction name: %.*s; suggest renaming to: %.*s_",
		                 (int)name->len, text(p, name), (int)name->len, text(p, name));
	if (root && ++p->nroot > 1)
		return hlo_pfail(p, off, "one computation should have only one ROOT");
	if (m->ninstr >= p->lim->maxinstrs)
		return hlo_pfail(p, off, "more than %llu instructions", (unsigned long long)p->lim->maxinstrs);
	if (name->off - off > UINT32_MAX)
		return hlo_pfail(p, name->off, "more than 4 GiB between ROOT and the instruction's name");
	in = p->cur = &p->ib[p->nib++];
	memset(in, 0, sizeof *in);
	in->name = id;
	in->shape = HLO_NONE;
	in->comp = p->comp;
	in->flags = (uint16_t)((root ? IF_ROOT : 0) | (anon ? IF_ANON : 0));
	in->opnd = m->nopnd;
	in->callee = m->ncallee;
	in->attr = m->nattr;
	in->alias = m->nalias;
	in->opname = HLO_NONE;
	in->srcfile = HLO_NONE;
	in->target = HLO_NONE;
	in->nameat = (uint32_t)(name->off - off);
	in->text.off = off;
	return 0;
}

int hlo_pbegininstr(struct parse *p, const struct tok *name, int root, uint64_t off)
{
	return begin(p, name, root, off, 0);
}

/* the head the scanner read as one token, and the metadata block after it
 * if it read that too: the calls their tokens one by one would have made,
 * in their order */
int hlo_phead(struct parse *p, int root, uint64_t off)
{
	struct head *h = &p->head;
	struct tok t = {h->name, h->namelen, 0, 0};

	h->ready = 0;
	if (begin(p, &t, root, off, 0) < 0)
		return -1;
	p->cur->shape = h->shape;
	p->cur->opcode = (uint16_t)h->op;
	if (h->param.len && hlo_pparamno(p, &h->param) < 0)
		return -1;
	for (uint32_t k = 0; k < h->nops; k++) {
		t.off = h->ops[k].off;
		t.len = h->ops[k].len;
		if (hlo_poperand(p, &t, 0) < 0)
			return -1;
	}
	if (h->metalen) {
		struct tok block = {h->meta, h->metalen, 0, 0};
		hlo_pcheckutf8(p, h->meta, h->meta + h->metalen);
		return hlo_pmetablock(p, &block);
	}
	return 0;
}

int hlo_psetshape(struct parse *p, uint32_t shape)
{
	p->cur->shape = shape;
	return 0;
}

/* ops that are natively asynchronous: X-start/-done are opcodes of their own */
static int nativeasync(int op)
{
	return op == OP_ALL_GATHER || op == OP_ALL_REDUCE || op == OP_COLLECTIVE_PERMUTE ||
	       op == OP_COPY || op == OP_RECV || op == OP_SEND;
}

int hlo_popcode(struct parse *p, const struct tok *w)
{
	const char *s = text(p, w);
	static const struct { const char *suffix; int op; } sugar[] = {
		{"-start", OP_ASYNC_START}, {"-update", OP_ASYNC_UPDATE}, {"-done", OP_ASYNC_DONE},
	};
	int op = hlo_findop(s, w->len);

	if (op >= 0) {
		p->cur->opcode = (uint16_t)op;
		return 0;
	}
	/* async sugar: X-start wraps X in an async-start (hlo-format.md s3) */
	for (size_t k = 0; k < 3; k++) {
		size_t n = strlen(sugar[k].suffix);
		if (w->len > n && !memcmp(s + w->len - n, sugar[k].suffix, n)) {
			int base = hlo_findop(s, w->len - n);
			if (base >= 0 && !nativeasync(base)) {
				p->cur->opcode = (uint16_t)sugar[k].op;
				p->cur->wrapped = (uint16_t)base;
				p->cur->flags |= IF_SUGAR;
				return 0;
			}
		}
	}
	return hlo_pfail(p, w->off, "unknown opcode '%.*s'", (int)w->len, s);
}

int hlo_pconstant(struct parse *p, const struct tok *lit)
{
	(void)lit;
	p->cur->opcode = OP_CONSTANT;
	return 0;
}

/* the instruction of the current computation with this name */
static int lookup(struct parse *p, const struct tok *name, uint32_t *instr)
{
	hlo_module *m = p->mod;
	uint32_t id = hlo_pintern(p, name->off, name->len);

	if (m->defcomp[id] != p->comp) {
		if (p->comp == p->contcomp && p->comp != HLO_NONE && id != p->cur->name) {
			/* maybe defined in the earlier piece: the join looks */
			if (p->npend >= OPND_PENDING)
				return hlo_pfail(p, name->off, "too many names from an earlier piece");
			GROW(p->pend, p->npend, p->cappend);
			p->pend[p->npend] = id;
			*instr = OPND_PENDING | p->npend++;
			return 0;
		}
		if (id == p->cur->name)
			return hlo_pfail(p, name->off, "instruction '%.*s' uses itself",
			             (int)name->len, text(p, name));
		return hlo_pfail(p, name->off, "use of undefined instruction '%.*s'",
		             (int)name->len, text(p, name));
	}
	*instr = m->defs[id];
	return 0;
}

int hlo_poperand(struct parse *p, const struct tok *name, uint32_t path)
{
	hlo_module *m = p->mod;
	uint32_t instr = HLO_NONE;

	if (p->cur->opcode == OP_PARAMETER)
		return hlo_pfail(p, name->off, "parameter takes a number, not an operand");
	if (lookup(p, name, &instr) < 0)
		return -1;
	GROW(m->operands, m->nopnd, m->capopnd);
	m->operands[m->nopnd].instr = instr;
	m->operands[m->nopnd].path = path;
	m->nopnd++;
	return 0;
}

int hlo_pparamno(struct parse *p, const struct tok *n)
{
	if (p->cur->opcode != OP_PARAMETER)
		return hlo_pfail(p, n->off, "unexpected integer operand");
	if (n->kind != 0 || n->i > INT32_MAX)
		return hlo_pfail(p, n->off, "parameter number out of range");
	p->cur->aux = n->i;
	return 0;
}

int hlo_pctrl(struct parse *p, const struct tok *name)
{
	uint32_t instr = HLO_NONE;

	return lookup(p, name, &instr);
}

int hlo_pcallee(struct parse *p, const struct tok *name, int kind)
{
	hlo_module *m = p->mod;
	uint32_t id = hlo_pintern(p, name->off, name->len);
	uint32_t c = m->compbyname[id];

	if (c == HLO_NONE && p->piece == 2 && !(p->comp != HLO_NONE && m->comps[p->comp].name == id)) {
		/* maybe in an earlier piece: the join looks */
		c = id;
		kind |= CK_PENDING;
	} else if (c == HLO_NONE) {
		if (p->comp != HLO_NONE && m->comps[p->comp].name == id)
			return hlo_pfail(p, name->off, "computation '%.*s' calls itself",
			             (int)name->len, text(p, name));
		return hlo_pfail(p, name->off, "unknown computation '%.*s'", (int)name->len, text(p, name));
	}
	GROW(m->callees, m->ncallee, m->capcallee);
	m->callees[m->ncallee].comp = c;
	m->callees[m->ncallee].kind = (uint8_t)kind;
	m->ncallee++;
	return 0;
}

int hlo_pattr(struct parse *p, const struct tok *name, uint64_t beg, uint64_t end)
{
	hlo_module *m = p->mod;

	GROW(m->attrs, m->nattr, m->capattr);
	m->attrs[m->nattr].name = hlo_pintern(p, name->off, name->len);
	m->attrs[m->nattr].value.off = beg;
	m->attrs[m->nattr].value.len = (uint32_t)(end - beg > UINT32_MAX ? UINT32_MAX : end - beg);
	m->nattr++;
	return 0;
}

static int iskey(struct parse *p, const struct tok *k, const char *s)
{
	return k->len == strlen(s) && !memcmp(text(p, k), s, k->len);
}

/* op_name, source_file, source_line, stack_frame_id from metadata={...} */
int hlo_pmeta(struct parse *p, const struct tok *key, const struct tok *val, int isint)
{
	if (!isint && iskey(p, key, "op_name")) {
		/* where it starts, from the instruction's start: not copied
		 * (hlo_readopname reads it back from the file, to the quote it
		 * began with).  A bare word is no op_name (XLA wants a string) */
		uint64_t rel = val->off + 1 - p->cur->text.off;
		char q = p->file->data[val->off];
		p->cur->opname = val->len >= 2 && (q == '"' || q == '\'') && rel < HLO_NONE ? (uint32_t)rel : HLO_NONE;
	} else if (!isint && iskey(p, key, "source_file"))
		p->cur->srcfile = hlo_pinternstr(p, val->off, val->len);
	else if (isint && iskey(p, key, "source_line"))
		p->cur->srcline = val->i > 0 && val->i <= UINT32_MAX ? (uint32_t)val->i : 0;
	else if (isint && iskey(p, key, "stack_frame_id") && p->cur->srcfile == HLO_NONE) {
		if (p->piece == 2 && val->i > 0 && val->i <= UINT32_MAX) {
			/* the tables are in the first piece */
			p->cur->srcfile = SRC_PENDING;
			p->cur->srcline = (uint32_t)val->i;
		} else {
			hlo_pframeof(p, val->i, &p->cur->srcfile, &p->cur->srcline);
		}
	}
	return 0;
}

/* stack frame -> file location -> (file name, line); 0 if all are known */
int hlo_pframeof(const struct parse *p, int64_t frame, uint32_t *file, uint32_t *line)
{
	uint32_t loc;

	if (frame <= 0 || (uint64_t)frame >= p->nframe)
		return -1;
	loc = p->frame_loc[frame];
	if (!loc || loc >= p->nfloc || !p->floc_file[loc] || p->floc_file[loc] >= p->nfilename)
		return -1;
	*file = p->filenames[p->floc_file[loc]];
	*line = p->floc_line[loc];
	return 0;
}

/* a word the grammar would read as an identifier, true, false or nan */
static int plainword(const char *s, uint32_t n)
{
	static const char *const kw[] = {"ROOT", "ENTRY", "HloModule", "FileNames", "FunctionNames",
	                                 "FileLocations", "StackFrames"};

	for (size_t k = 0; k < sizeof kw / sizeof kw[0]; k++)
		if (strlen(kw[k]) == n && !memcmp(kw[k], s, n))
			return 0;
	return hlo_findtype(s, n) == T_INVALID;
}

/* The next item of a metadata block from *at: 1 and the item, 0 at its '}'
 * (*at there) or at `end`, -1 for anything the grammar would read differently
 * (the scanner then gives the block back, token by token).  Items are
 * key=value, value a string, an integer or a plain word, white space
 * between, a comma allowed before an item but not after the last. */
int hlo_pnextmeta(const hlo_file *f, uint64_t *at, uint64_t end, int *comma, struct metaitem *it)
{
	const char *s = f->data;
	uint64_t k = *at;

	for (;;) {
		while (k < end && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n' || s[k] == '\r'))
			k++;
		if (k == end || s[k] == '}') {
			*at = k;
			return *comma ? -1 : 0;
		}
		if (s[k] != ',')
			break;
		if (*comma)
			return -1;
		*comma = 1;
		k++;
	}
	*comma = 0;
	if (!idchar(s[k], 1))
		return -1;
	it->key = k;
	while (k < end && idchar(s[k], 0))
		k++;
	it->keylen = (uint32_t)(k - it->key);
	if (k == end || s[k++] != '=' || k == end)
		return -1;
	it->val = k;
	it->isint = 0;
	if (s[k] == '"') {
		/* to the closing quote, memchr's pace; escapes are rare */
		for (k++;;) {
			const char *q = memchr(s + k, '"', (size_t)(end - k)), *b;
			if (!q)
				return -1;
			b = memchr(s + k, '\\', (size_t)(q - (s + k)));
			if (!b) {
				k = (uint64_t)(q - s) + 1;
				break;
			}
			k = (uint64_t)(b - s) + 2; /* past the escape and its character */
			if (k > end)
				return -1;
		}
	} else if (s[k] == '-' || (s[k] >= '0' && s[k] <= '9')) {
		uint64_t u = 0, first = k + (s[k] == '-');
		for (k = first; k < end && s[k] >= '0' && s[k] <= '9'; k++) {
			unsigned d = (unsigned)(s[k] - '0');
			if (u > (UINT64_MAX - d) / 10)
				return -1;
			u = u * 10 + d;
		}
		if (k == first || u > (uint64_t)INT64_MAX)
			return -1;
		it->isint = 1;
		it->i = first > it->val ? -(int64_t)u : (int64_t)u;
	} else if (idchar(s[k], 1)) {
		while (k < end && idchar(s[k], 0))
			k++;
		if (!plainword(s + it->val, (uint32_t)(k - it->val)))
			return -1;
	} else {
		return -1;
	}
	if (k < end && s[k] != ' ' && s[k] != '\t' && s[k] != '\n' && s[k] != '\r' && s[k] != ',' && s[k] != '}')
		return -1;
	it->vallen = (uint32_t)(k - it->val);
	*at = k;
	return 1;
}

/* metadata={...} read as one token: each item as the grammar would see it */
int hlo_pmetablock(struct parse *p, const struct tok *block)
{
	uint64_t at = block->off + 10, end = block->off + block->len - 1; /* after "metadata={", at '}' */
	struct metaitem it;
	int comma = 0;

	if (p->metaoff == block->off && p->nmeta <= MAXMETA) {
		/* the scanner read the items already */
		for (uint32_t k = 0; k < p->nmeta; k++) {
			struct tok key = {p->meta[k].key, p->meta[k].keylen, 0, 0};
			struct tok val = {p->meta[k].val, p->meta[k].vallen, 0, p->meta[k].i};
			if (hlo_pmeta(p, &key, &val, p->meta[k].isint) < 0)
				return -1;
		}
		return 0;
	}
	while (hlo_pnextmeta(p->file, &at, end, &comma, &it) > 0) {
		struct tok key = {it.key, it.keylen, 0, 0}, val = {it.val, it.vallen, 0, it.i};
		if (hlo_pmeta(p, &key, &val, it.isint) < 0)
			return -1;
	}
	return 0;
}

/* grow a table indexed by a small id from the stack-frame section */
static int frameslot(struct parse *p, uint32_t **tab, uint32_t *n, int64_t id, uint64_t off)
{
	if (id <= 0 || id > (1 << 24))
		return hlo_pfail(p, off, "stack frame table id out of range");
	if ((uint64_t)id >= *n) {
		uint32_t cap = (uint32_t)id * 2 + 16;
		*tab = ut_reallocarray(*tab, cap, sizeof **tab);
		memset(*tab + *n, 0, (size_t)(cap - *n) * sizeof **tab);
		*n = cap;
	}
	return 0;
}

int hlo_pframe(struct parse *p, int section, const struct tok *id, const struct tok *key, const struct tok *val)
{
	if (p->piece == 2) /* only a whole file or its first piece has the tables */
		return hlo_pfail(p, id->off, "stack frame tables after a computation");
	switch (section) {
	case 0: /* FileNames: id "name" */
		if (frameslot(p, &p->filenames, &p->nfilename, id->i, id->off) < 0)
			return -1;
		p->filenames[id->i] = hlo_pinternstr(p, val->off, val->len);
		return 0;
	case 2: /* FileLocations: id {file_name_id=.. line=..} */
		if (iskey(p, key, "file_name_id") || iskey(p, key, "line")) {
			uint32_t n = p->nfloc;
			if (frameslot(p, &p->floc_file, &n, id->i, val->off) < 0 ||
			    frameslot(p, &p->floc_line, &p->nfloc, id->i, val->off) < 0)
				return -1;
			if (val->i < 0 || val->i > UINT32_MAX)
				return hlo_pfail(p, val->off, "value out of range");
			if (iskey(p, key, "line"))
				p->floc_line[id->i] = (uint32_t)val->i;
			else
				p->floc_file[id->i] = (uint32_t)val->i;
		}
		return 0;
	case 3: /* StackFrames: id {file_location_id=.. parent_frame_id=..} */
		if (iskey(p, key, "file_location_id")) {
			if (frameslot(p, &p->frame_loc, &p->nframe, id->i, val->off) < 0)
				return -1;
			if (val->i < 0 || val->i > UINT32_MAX)
				return hlo_pfail(p, val->off, "value out of range");
			p->frame_loc[id->i] = (uint32_t)val->i;
		}
		return 0;
	}
	return 0;
}

int hlo_palias(struct parse *p, uint32_t outpath, const struct tok *opnd, uint32_t inpath,
	   const struct tok *kind, int header)
{
	hlo_module *m = p->mod;
	hlo_alias a;

	if (opnd->kind != 0 || opnd->i > INT32_MAX)
		return hlo_pfail(p, opnd->off, "operand number out of range");
	a.outpath = outpath;
	a.operand = (uint32_t)opnd->i;
	a.inpath = inpath;
	a.must = 0;
	if (kind->len) {
		if (iskey(p, kind, "must-alias"))
			a.must = 1;
		else if (!iskey(p, kind, "may-alias"))
			return hlo_pfail(p, kind->off, "unknown alias kind '%.*s' (may-alias or must-alias)",
			             (int)kind->len, text(p, kind));
	}
	if (header) {
		GROW(m->ioalias, m->nioalias, m->capioalias);
		m->ioalias[m->nioalias++] = a;
	} else {
		GROW(m->aliases, m->nalias, m->capalias);
		m->aliases[m->nalias++] = a;
	}
	return 0;
}

int hlo_pdonor(struct parse *p, const struct tok *param, uint32_t path)
{
	hlo_module *m = p->mod;

	if (param->kind != 0 || param->i > INT32_MAX)
		return hlo_pfail(p, param->off, "parameter number out of range");
	GROW(m->donors, m->ndonor, m->capdonor);
	m->donors[m->ndonor].operand = (uint32_t)param->i;
	m->donors[m->ndonor].inpath = path;
	m->donors[m->ndonor].outpath = 0;
	m->donors[m->ndonor].must = 0;
	m->ndonor++;
	return 0;
}

/* move the last n of the elements [from, end) to position from: a nested
 * instruction's entries go before those its outer instructions have so far */
static void rotate(void *base, size_t size, uint32_t from, uint32_t end, uint32_t n)
{
	char *b = base, *tmp;

	if (n == 0 || end - from == n)
		return;
	tmp = ut_malloc((size_t)n * size);
	memcpy(tmp, b + (size_t)(end - n) * size, (size_t)n * size);
	memmove(b + (size_t)(from + n) * size, b + (size_t)from * size, (size_t)(end - n - from) * size);
	memcpy(b + (size_t)from * size, tmp, (size_t)n * size);
	free(tmp);
}

/* a nested instruction ends: its entries move before the outer ones */
static void unnest(struct parse *p, hlo_instr *in)
{
	hlo_module *m = p->mod;
	hlo_instr *outer = &p->ib[0];

	rotate(m->operands, sizeof *m->operands, outer->opnd, m->nopnd, in->nopnd);
	rotate(m->callees, sizeof *m->callees, outer->callee, m->ncallee, in->ncallee);
	rotate(m->attrs, sizeof *m->attrs, outer->attr, m->nattr, in->nattr);
	rotate(m->aliases, sizeof *m->aliases, outer->alias, m->nalias, in->nalias);
	in->opnd = outer->opnd;
	in->callee = outer->callee;
	in->attr = outer->attr;
	in->alias = outer->alias;
	for (uint32_t k = 0; k + 1 < p->nib; k++) {
		p->ib[k].opnd += in->nopnd;
		p->ib[k].callee += in->ncallee;
		p->ib[k].attr += in->nattr;
		p->ib[k].alias += in->nalias;
	}
}

static int hascallee(const hlo_module *m, const hlo_instr *in, int kind)
{
	for (uint32_t k = in->callee; k < m->ncallee; k++)
		if ((m->callees[k].kind & ~CK_PENDING) == kind)
			return 1;
	return 0;
}

/* control flow and fusions must say what they call (XLA requires it) */
static int needcallees(struct parse *p, const hlo_instr *in)
{
	const hlo_module *m = p->mod;
	const char *what = NULL;

	switch (in->opcode) {
	case OP_WHILE:
		if (!hascallee(m, in, CK_CONDITION))
			what = "a while needs condition=";
		else if (!hascallee(m, in, CK_BODY))
			what = "a while needs body=";
		break;
	case OP_CALL:
		if (!hascallee(m, in, CK_TO_APPLY))
			what = "a call needs to_apply=";
		break;
	case OP_FUSION:
		if (!hascallee(m, in, CK_CALLS))
			what = "a fusion needs calls=";
		break;
	case OP_CONDITIONAL:
		if (!hascallee(m, in, CK_BRANCH) && !(hascallee(m, in, CK_TRUE) && hascallee(m, in, CK_FALSE)))
			what = "a conditional needs branch_computations= or true_computation= and false_computation=";
		break;
	}
	return what ? hlo_pfail(p, hlo_nameoff(in), "%s", what) : 0;
}

/* the StableHLO file a converted module's source lines are in, interned
 * as a source_file string is (escapes as HLO text writes them) */
static uint32_t srcpathid(struct parse *p)
{
	if (p->srcpath == HLO_NONE) {
		const char *s = p->lim->srcpath;
		size_t n = strlen(s), k = 0;
		char *e = ut_malloc(2 * n + 1);
		for (size_t j = 0; j < n; j++) {
			if (s[j] == '"' || s[j] == '\\')
				e[k++] = '\\';
			e[k++] = s[j];
		}
		p->srcpath = hlo_pinterncopy(p, e, k < UINT32_MAX ? (uint32_t)k : UINT32_MAX);
		free(e);
	}
	return p->srcpath;
}

int hlo_pendinstr(struct parse *p, uint64_t end)
{
	hlo_module *m = p->mod;
	hlo_instr *in = p->cur;
	uint32_t id;

	if (in->shape == HLO_NONE && hlo_pinfershape(p, in) < 0)
		return -1;
	if (needcallees(p, in) < 0)
		return -1;
	if (in->srcline && in->srcfile == HLO_NONE && p->lim->srcpath)
		in->srcfile = srcpathid(p);
	in->nopnd = m->nopnd - in->opnd;
	in->ncallee = m->ncallee - in->callee;
	in->nattr = m->nattr - in->attr;
	in->nalias = m->nalias - in->alias;
	in->text.len = (uint32_t)(end - in->text.off > UINT32_MAX ? UINT32_MAX : end - in->text.off);
	if (p->nib > 1)
		unnest(p, in);
	GROW(m->instrs, m->ninstr, m->capinstr);
	id = m->ninstr++;
	m->instrs[id] = *in;
	if (!(in->flags & IF_ANON)) {
		if (p->ncs) { /* an inline computation: restore the outer names after it */
			GROW(p->undo, p->nundo, p->capundo);
			p->undo[p->nundo].name = in->name;
			p->undo[p->nundo].def = m->defs[in->name];
			p->undo[p->nundo++].comp = m->defcomp[in->name];
		}
		m->defs[in->name] = id;
		m->defcomp[in->name] = p->comp;
	}
	if (in->flags & IF_ROOT)
		m->comps[p->comp].root = id;
	p->lastinstr = id;
	p->nib--;
	p->cur = p->nib ? &p->ib[p->nib - 1] : NULL;
	return 0;
}

/* an instruction written as an operand, without a name */
int hlo_pbeginanon(struct parse *p, const struct tok *opcode)
{
	if (begin(p, opcode, 0, opcode->off, 1) < 0)
		return -1;
	return hlo_popcode(p, opcode);
}

/* an anonymous constant written as an operand, `f32[] constant(1)`, as
 * XLA's own tests write it (hlo_rematerialization_test.cc,
 * PeakFirstRematerializationWorks); named by its opcode, as anonymous
 * instructions are */
int hlo_pbeginanonconst(struct parse *p, const struct tok *lit)
{
	struct tok name = *lit;

	name.len = lit->len < 8 ? lit->len : 8;   /* "constant" */
	if (begin(p, &name, 0, lit->off, 1) < 0)
		return -1;
	return hlo_pconstant(p, lit);
}

int hlo_pendanon(struct parse *p, uint32_t shape, uint64_t end)
{
	hlo_module *m = p->mod;

	if (shape != HLO_NONE)
		p->cur->shape = shape;
	if (hlo_pendinstr(p, end) < 0)
		return -1;
	GROW(m->operands, m->nopnd, m->capopnd);
	m->operands[m->nopnd].instr = p->lastinstr;
	m->operands[m->nopnd].path = 0;
	m->nopnd++;
	return 0;
}

/* a computation written inside an attribute (to_apply={...}) */
int hlo_pbegininline(struct parse *p, const struct tok *attr)
{
	if (p->ncs == MAXNEST)
		return hlo_pfail(p, attr->off, "computations nested more than %d deep", MAXNEST);
	p->cs[p->ncs].comp = p->comp;
	p->cs[p->ncs].nroot = p->nroot;
	p->cs[p->ncs++].undo = p->nundo;
	opencomp(p, hlo_pintern(p, attr->off, attr->len), attr->off);
	p->reorder = 1;
	return 0;
}

int hlo_pendinline(struct parse *p, int kind, uint64_t end)
{
	hlo_module *m = p->mod;
	uint32_t id = p->comp;

	(void)end;
	if (closecomp(p, id, m->ninstr - m->comps[id].first) < 0)
		return -1;
	/* the outer computation's names are visible again */
	p->ncs--;
	while (p->nundo > p->cs[p->ncs].undo) {
		p->nundo--;
		m->defs[p->undo[p->nundo].name] = p->undo[p->nundo].def;
		m->defcomp[p->undo[p->nundo].name] = p->undo[p->nundo].comp;
	}
	p->comp = p->cs[p->ncs].comp;
	p->nroot = p->cs[p->ncs].nroot;
	GROW(m->callees, m->ncallee, m->capcallee);
	m->callees[m->ncallee].comp = id;
	m->callees[m->ncallee].kind = (uint8_t)kind;
	m->ncallee++;
	return 0;
}

/* after inline computations: computations in the order they ended (callees
 * first, as dumps print them), each one's instructions contiguous */
static void reorder(struct parse *p)
{
	hlo_module *m = p->mod;
	uint32_t *newcomp = ut_malloc((size_t)m->ncomp * sizeof *newcomp);
	uint32_t *newid = ut_malloc((size_t)m->ninstr * sizeof *newid + 1);
	uint32_t *start = ut_calloc((size_t)m->ncomp + 1, sizeof *start);
	hlo_instr *ins = ut_malloc((size_t)m->ninstr * sizeof *ins + 1);
	hlo_comp *cs = ut_malloc((size_t)m->ncomp * sizeof *cs);

	for (uint32_t k = 0; k < p->ndone; k++)
		newcomp[p->doneorder[k]] = k;
	for (uint32_t i = 0; i < m->ninstr; i++)
		start[newcomp[m->instrs[i].comp] + 1]++;
	for (uint32_t c = 0; c < m->ncomp; c++)
		start[c + 1] += start[c];
	for (uint32_t i = 0; i < m->ninstr; i++)
		newid[i] = start[newcomp[m->instrs[i].comp]]++;
	for (uint32_t i = 0; i < m->ninstr; i++) {
		ins[newid[i]] = m->instrs[i];
		ins[newid[i]].comp = newcomp[m->instrs[i].comp];
	}
	memcpy(m->instrs, ins, (size_t)m->ninstr * sizeof *ins);
	for (uint32_t k = 0; k < m->nopnd; k++)
		m->operands[k].instr = newid[m->operands[k].instr];
	for (uint32_t k = 0; k < m->ncallee; k++)
		if (!(m->callees[k].kind & CK_PENDING))
			m->callees[k].comp = newcomp[m->callees[k].comp];
	for (uint32_t c = 0; c < m->ncomp; c++) {
		hlo_comp *x = &m->comps[c];
		x->root = newid[x->root];
		for (uint32_t k = 0; k < x->nparam; k++)
			m->ints[x->params + k] = newid[m->ints[x->params + k]];
		cs[newcomp[c]] = *x;
	}
	memcpy(m->comps, cs, (size_t)m->ncomp * sizeof *cs);
	for (uint32_t c = 0, at = 0; c < m->ncomp; c++) {
		uint32_t n = 0;
		for (uint32_t i = at; i < m->ninstr && m->instrs[i].comp == c; i++)
			n++;
		m->comps[c].first = at;
		m->comps[c].count = n;
		at += n;
	}
	for (uint32_t n = 0; n < m->nname; n++)
		if (m->compbyname[n] != HLO_NONE)
			m->compbyname[n] = newcomp[m->compbyname[n]];
	if (m->entry != HLO_NONE)
		m->entry = newcomp[m->entry];
	free(newcomp);
	free(newid);
	free(start);
	free(ins);
	free(cs);
}

/* the entry computation: the one marked ENTRY, else the last one, which
 * must not be called by another (a truncated file ends inside callees) */
int hlo_pfinish(struct parse *p)
{
	if (p->reorder && (p->contcomp != HLO_NONE || p->openlast))
		return hlo_pfail(p, p->end, "a computation written inside another in a piece cut inside one");
	if (p->reorder)
		reorder(p);
	return p->piece ? 0 : hlo_pentry(p);
}

/* the entry computation of a whole module */
int hlo_pentry(struct parse *p)
{
	hlo_module *m = p->mod;

	if (m->entry == HLO_NONE) {
		uint32_t last = m->ncomp - 1;
		/* callees come first, so the last computation is the entry, unless
		 * the header's entry layout says otherwise (a file cut short) */
		if (m->entrylayout != HLO_NONE && m->shapes[m->entrylayout].rank != m->comps[last].nparam)
			return hlo_pfail(p, p->file->size, "no ENTRY computation: the last computation, '%.*s', "
			             "takes %u parameters but entry_computation_layout has %u "
			             "(is the file truncated?)",
			             (int)m->names[m->comps[last].name].len,
			             hlo_str(m, m->comps[last].name),
			             (unsigned)m->comps[last].nparam, (unsigned)m->shapes[m->entrylayout].rank);
		m->entry = last;
		m->comps[last].entry = 1;
	}
	return 0;
}
