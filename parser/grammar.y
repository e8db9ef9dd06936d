/* grammar.y: HLO module text (reference/hlo-format.md section 2).
 *
 * A pure parser; actions call the builder in build.c, which resolves names
 * as it goes (XLA requires definition before use).  Attribute values the
 * estimator does not interpret are parsed as generic juxtaposed atoms and
 * kept as spans. */
%define api.pure full
%define api.prefix {hloyy}
%define parse.error custom
%locations
%expect 0
%param {void *scanner}
%parse-param {struct parse *p}

%code requires {
#include "parse.h"
}

%code {
#include <stdio.h>
#include <string.h>

#include "lexer.h"

#define YYMAXDEPTH 100000
#define YYLLOC_DEFAULT(Cur, Rhs, N) do { \
	if (N) { (Cur).beg = YYRHSLOC(Rhs, 1).beg; (Cur).end = YYRHSLOC(Rhs, N).end; } \
	else { (Cur).beg = (Cur).end = YYRHSLOC(Rhs, 0).end; } } while (0)
#define TRY(x) do { if ((x) < 0) YYABORT; } while (0)

static void yyerror(YYLTYPE *loc, void *scanner, struct parse *p, const char *msg);
static int checkpad(struct parse *p, const struct tok *t);
static int checkword(struct parse *p, const struct tok *t, const char *const *ok, const char *what);
static int enter(struct parse *p, uint64_t off);
}

%union {
	struct tok t;
	uint32_t id;
	uint64_t n;
}

%token <t> NAME "name" DEFNAME "instruction name" LABEL "parameter name"
%token <t> IDENT "identifier" TYPE "element type" INT "integer" DECIMAL "number"
%token <t> STRING "string" JSON "JSON object" DXD "window size" PAD "padding"
%token <t> DIMLABELS "dim labels" BOOL "true or false" CONSTLIT "constant literal"
%token <t> ATTR "attribute name" SHAPE "shape" METABLOCK "metadata"
%token <t> A_CALL "called computation" A_CALLS "computation list"
%token <t> A_METADATA "metadata=" A_BACKEND "backend_config=" A_INDEX "index="
%token <t> A_KIND "kind=" A_TARGET "custom_call_target=" A_OOA "output_to_operand_aliasing="
%token <t> A_CTRL "control-predecessors=" A_WINDOW "window=" A_APIVER "api_version="
%token <t> A_ACCURACY "result_accuracy=" A_SIDEEFFECT "custom_call_has_side_effect="
%token <t> A_HOSTXFER "is_host_transfer=" A_THREAD "execution_thread="
%token <t> H_SCHEDULED "is_scheduled=" H_IOALIAS "input_output_alias="
%token <t> H_DONOR "buffer_donor=" H_ENTRYLAYOUT "entry_computation_layout="
%token <t> H_DEBUG "debug_attributes=" H_REPLICAS "replica_count="
%token <t> H_PARTITIONS "num_partitions="
%token <t> HLOMODULE "HloModule" ENTRY "ENTRY" ROOT "ROOT"
%token <t> FILENAMES "FileNames" FUNCTIONNAMES "FunctionNames"
%token <t> FILELOCATIONS "FileLocations" STACKFRAMES "StackFrames"
%token ARROW "->" LE "<=" LAYOUTOPEN "layout" ELLIPSIS "..." BUFOPEN "b("
%token LEXERROR "invalid token"
%token <t> HEAD "instruction head"
%token <t> COMPHEAD "computation head"
%token CONT "continued computation" OPENEND "end of the piece"

%type <id> shape array tuple shapeindex intlist_opt intlist
%type <n> tuplemark pathmark pathstart
%type <t> compname modname anyattr anyattr_instr anyheader root_opt entry_opt kind_opt

%%

file
	: module_head frames_opt computations		{ TRY(hlo_pfinish(p)); }
	| frames_opt computations			{ TRY(hlo_pfinish(p)); }
	| continued					{ TRY(hlo_pfinish(p)); }
	| continued computations			{ TRY(hlo_pfinish(p)); }
	;

/* a piece of a file cut inside a computation (split.c) begins with CONT
 * and may end with OPENEND: neither is ever read from a file */
continued
	: CONT						{ TRY(hlo_pbegincont(p, @1.beg)); }
	  instructions compend
	;

module_head
	: HLOMODULE modname				{ p->mod->hasheader = 1;
							  p->mod->name = hlo_pintern(p, $2.off, $2.len); }
	  header_attrs
	;

modname : IDENT | NAME | LABEL ;

header_attrs
	: %empty
	| header_attrs ',' header_attr
	;

header_attr
	: H_SCHEDULED BOOL				{ p->mod->scheduled = (uint8_t)$2.i; }
	| H_IOALIAS '{' ioaliases_opt '}'
	| H_DONOR '{' donors_opt '}'
	| H_ENTRYLAYOUT '{' tuple ARROW shape '}'	{ p->mod->entrylayout = $3;
							  p->mod->entryresult = $5; }
	| H_REPLICAS INT				{ p->mod->replicas = $2.i; }
	| H_PARTITIONS INT				{ p->mod->partitions = $2.i; }
	| H_DEBUG					{ p->indebug = 1; }
	  gatom						{ p->indebug = 0; }
	| ATTR gatom
	| anyattr_instr gatom
	;

ioaliases_opt : %empty | ioaliases ;
ioaliases
	: ioalias
	| ioaliases ',' ioalias
	;
ioalias
	: shapeindex ':' '(' INT ',' shapeindex kind_opt ')'
							{ TRY(hlo_palias(p, $1, &$4, $6, &$7, 1)); }
	;
kind_opt
	: %empty					{ memset(&$$, 0, sizeof $$); }
	| ',' IDENT					{ $$ = $2; }
	;

donors_opt : %empty | donors ;
donors
	: donor
	| donors ',' donor
	;
donor
	: '(' INT ',' shapeindex ')'			{ TRY(hlo_pdonor(p, &$2, $4)); }
	;

shapeindex
	: '{' pathmark intlist_opt '}'			{ $$ = hlo_pendpath(p, (uint32_t)$2); }
	;
pathmark
	: %empty					{ $$ = p->niv; }
	;
intlist_opt
	: %empty					{ $$ = 0; }
	| intlist
	;
intlist
	: INT						{ TRY(hlo_ppushint(p, $1.i)); $$ = 0; }
	| intlist ',' INT				{ TRY(hlo_ppushint(p, $3.i)); $$ = 0; }
	;

/* stack-frame tables (since 2025-12) */
frames_opt
	: %empty
	| FILENAMES { p->framesection = 0; } frameentries_opt
	  FUNCTIONNAMES { p->framesection = 1; } frameentries_opt
	  FILELOCATIONS { p->framesection = 2; } framedicts_opt
	  STACKFRAMES { p->framesection = 3; } framedicts_opt
	;
frameentries_opt
	: %empty
	| frameentries_opt INT STRING			{ TRY(hlo_pframe(p, p->framesection, &$2, NULL, &$3)); }
	;
framedicts_opt
	: %empty
	| framedicts_opt INT '{'			{ p->curframe = (uint32_t)$2.i; }
	  frameitems_opt '}'
	;
frameitems_opt
	: %empty
	| frameitems_opt ATTR INT			{ struct tok id = {0, 0, 0, p->curframe};
							  TRY(hlo_pframe(p, p->framesection, &id, &$2, &$3)); }
	| frameitems_opt ',' ATTR INT			{ struct tok id = {0, 0, 0, p->curframe};
							  TRY(hlo_pframe(p, p->framesection, &id, &$3, &$4)); }
	;

computations
	: computation
	| computations computation
	;

computation
	: entry_opt compname				{ TRY(hlo_pbegincomp(p, &$2, $1.len != 0,
							  $1.len ? @1.beg : @2.beg)); }
	  signature_opt '{' instructions compend
	| entry_opt COMPHEAD				{ TRY(hlo_pbegincomp(p, &$2, $1.len != 0,
							  $1.len ? @1.beg : @2.beg)); }
	  '{' instructions compend
	;
compend
	: '}'						{ TRY(hlo_pendcomp(p, @1.end)); }
	  thread_opt
	| OPENEND					{ TRY(hlo_popenend(p)); }
	;
entry_opt
	: %empty					{ memset(&$$, 0, sizeof $$); }
	| ENTRY						{ $$ = $1; }
	;
compname : NAME | IDENT ;

signature_opt
	: %empty
	| '(' params_opt ')' ARROW shape
	;
params_opt : %empty | params ;
params
	: param
	| params ',' param
	;
param	/* the ':' after a name is optional (hlo_parser.cc ParseParamList: name shape) */
	: LABEL shape
	| IDENT shape
	;
thread_opt
	: %empty
	| ',' A_THREAD STRING
	;

instructions
	: instruction
	| instructions instruction
	;

instruction
	: root_opt DEFNAME				{ TRY(hlo_pbegininstr(p, &$2, $1.len != 0,
							  $1.len ? @1.beg : @2.beg)); }
	  shape_opt body attrs				{ TRY(hlo_pendinstr(p, @6.end)); }
	| root_opt HEAD					{ TRY(hlo_phead(p, $1.len != 0, $1.len ? @1.beg : @2.beg)); }
	  attrs						{ TRY(hlo_pendinstr(p, @4.end)); }
	;
root_opt
	: %empty					{ memset(&$$, 0, sizeof $$); }
	| ROOT						{ $$ = $1; }
	;
shape_opt
	: %empty
	| shape						{ TRY(hlo_psetshape(p, $1)); }
	;
body
	: IDENT						{ TRY(hlo_popcode(p, &$1)); }
	  '(' operands_opt ')'
	| CONSTLIT					{ TRY(hlo_pconstant(p, &$1)); }
	;
operands_opt : %empty | operands ;
operands
	: operand
	| operands ',' operand
	;
operand
	: oref
	| shape oref					{ p->mod->opndshapes = 1; }
	| INT						{ TRY(hlo_pparamno(p, &$1)); }
	| anonhead '(' operands_opt ')'			{ TRY(hlo_pendanon(p, HLO_NONE, @4.end)); }
	| shape anonhead '(' operands_opt ')'		{ TRY(hlo_pendanon(p, $1, @5.end)); }
	| shape CONSTLIT				{ TRY(hlo_pbeginanonconst(p, &$2)); TRY(hlo_pendanon(p, $1, @2.end)); }
	;
anonhead
	: IDENT						{ TRY(hlo_pbeginanon(p, &$1)); }
	;
/* a plain reference is the common case: no empty rules to reduce on the
 * way (a third of the reductions of a typical instruction were these) */
oref
	: NAME						{ TRY(hlo_poperand(p, &$1, 0)); }
	| IDENT						{ TRY(hlo_poperand(p, &$1, 0)); }
	| NAME pathstart path				{ TRY(hlo_poperand(p, &$1, hlo_pendpath(p, (uint32_t)$2))); }
	| IDENT pathstart path				{ TRY(hlo_poperand(p, &$1, hlo_pendpath(p, (uint32_t)$2))); }
	;
pathstart
	: '#' INT					{ $$ = p->niv; TRY(hlo_ppushint(p, $2.i)); }
	;
path
	: %empty
	| path '#' INT					{ TRY(hlo_ppushint(p, $3.i)); }
	;

attrs
	: %empty
	| attrs ',' attr
	| attrs ',' NAME				{ TRY(hlo_pcallee(p, &$3, (int)p->lastcallkind)); }
	| attrs ',' IDENT				{ TRY(hlo_pcallee(p, &$3, (int)p->lastcallkind)); }
	;

attr
	: A_CALL NAME					{ p->lastcallkind = $1.kind; TRY(hlo_pcallee(p, &$2, (int)$1.kind)); }
	| A_CALL '{'					{ TRY(hlo_pbegininline(p, &$1)); }
	  instructions '}'				{ TRY(hlo_pendinline(p, (int)$1.kind, @5.end)); }
	| A_CALL IDENT					{ p->lastcallkind = $1.kind; TRY(hlo_pcallee(p, &$2, (int)$1.kind)); }
	| A_CALLS '{'					{ p->lastcallkind = $1.kind; }
	  calllist_opt '}'
	| A_METADATA '{' metaitems_opt '}'
	| METABLOCK					{ TRY(hlo_pmetablock(p, &$1)); }
	| A_BACKEND JSON				{ TRY(hlo_pattr(p, &$1, $2.off, @2.end)); }
	| A_BACKEND STRING				{ TRY(hlo_pattr(p, &$1, $2.off, @2.end)); }
	| A_INDEX INT					{ p->cur->aux = $2.i; }
	| A_KIND IDENT					{ p->cur->fusionkind = $2.len > 1 ?
							  (uint16_t)p->file->data[$2.off + 1] : 0;
							  TRY(hlo_pattr(p, &$1, $2.off, $2.off + $2.len)); }
	| A_TARGET STRING				{ p->cur->target = hlo_pinternstr(p, $2.off, $2.len); }
	| A_OOA '{' ooas_opt '}'
	| A_CTRL '{' ctrls_opt '}'
	| A_WINDOW '{' windowitems_opt '}'		{ TRY(hlo_pattr(p, &$1, @2.beg, @4.end)); }
	| A_APIVER IDENT				{ static const char *const ok[] = {
							  "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
							  "API_VERSION_STATUS_RETURNING_UNIFIED",
							  "API_VERSION_TYPED_FFI", NULL };
							  if ($2.len == 23 && !p->lim->strict &&
							      !memcmp(p->file->data + $2.off, "API_VERSION_UNSPECIFIED", 23)) {
								/* XLA rejects it; older exporters wrote it */
								if (!p->warnedapi++)
									hlo_warn(p->diag, p->file, $2.off, "API_VERSION_UNSPECIFIED "
									         "is not a valid API version; read as API_VERSION_ORIGINAL");
							  } else {
								TRY(checkword(p, &$2, ok, "API version"));
							  } }
	| A_ACCURACY '{' accuracy '}'
	| A_SIDEEFFECT BOOL				{ if ($2.i) p->cur->flags |= IF_SIDEEFFECT; }
	| A_HOSTXFER BOOL				{ if ($2.i) p->cur->flags |= IF_HOST; }
	| ATTR gvalue					{ TRY(hlo_pattr(p, &$1, @2.beg, @2.end)); }
	| anyheader gvalue				{ TRY(hlo_pattr(p, &$1, @2.beg, @2.end)); }
	;

calllist_opt : %empty | calllist ;
calllist
	: NAME						{ TRY(hlo_pcallee(p, &$1, (int)p->lastcallkind)); }
	| IDENT						{ TRY(hlo_pcallee(p, &$1, (int)p->lastcallkind)); }
	| calllist ',' NAME				{ TRY(hlo_pcallee(p, &$3, (int)p->lastcallkind)); }
	| calllist ',' IDENT				{ TRY(hlo_pcallee(p, &$3, (int)p->lastcallkind)); }
	;

metaitems_opt
	: %empty
	| metaitems_opt metaitem
	| metaitems_opt ',' metaitem
	;
metaitem
	: ATTR STRING					{ TRY(hlo_pmeta(p, &$1, &$2, 0)); }
	| ATTR INT					{ TRY(hlo_pmeta(p, &$1, &$2, 1)); }
	| ATTR gbracket
	| ATTR IDENT
	| ATTR BOOL
	| ATTR DECIMAL
	;

ooas_opt : %empty | ooas ;
ooas
	: ooa
	| ooas ',' ooa
	;
ooa
	: shapeindex ':' '(' INT ',' shapeindex ')'	{ struct tok none = {0, 0, 0, 0};
							  TRY(hlo_palias(p, $1, &$4, $6, &none, 0)); }
	;

ctrls_opt : %empty | ctrls ;
ctrls
	: NAME						{ TRY(hlo_pctrl(p, &$1)); }
	| IDENT						{ TRY(hlo_pctrl(p, &$1)); }
	| ctrls ',' NAME				{ TRY(hlo_pctrl(p, &$3)); }
	| ctrls ',' IDENT				{ TRY(hlo_pctrl(p, &$3)); }
	;

windowitems_opt
	: %empty
	| windowitems_opt windowitem
	;
windowitem
	: ATTR INT
	| ATTR DXD
	| ATTR PAD					{ if (!memcmp(p->file->data + $1.off, "pad", 3) && $1.len == 3)
							  	TRY(checkpad(p, &$2)); }
	;

accuracy
	: ATTR IDENT					{ static const char *const ok[] = {"default", "highest", NULL};
							  if ($1.len != 4 || memcmp(p->file->data + $1.off, "mode", 4))
								TRY(hlo_pfail(p, $1.off, "invalid attribute name in result_accuracy"));
							  TRY(checkword(p, &$2, ok, "ResultAccuracy mode")); }
	| ATTR '{' tolerances '}'			{ if ($1.len != 9 || memcmp(p->file->data + $1.off, "tolerance", 9))
								TRY(hlo_pfail(p, $1.off, "invalid attribute name in result_accuracy")); }
	;
tolerances
	: tolerance
	| tolerances ',' tolerance
	;
tolerance
	: ATTR number					{ const char *s = p->file->data + $1.off;
							  if (!(($1.len == 4 && (!memcmp(s, "atol", 4) ||
							         !memcmp(s, "rtol", 4) || !memcmp(s, "ulps", 4)))))
								TRY(hlo_pfail(p, $1.off, "invalid tolerance field")); }
	;
number : INT | DECIMAL ;

/* shapes */
shape
	: array
	| tuple
	| BUFOPEN array ')'				{ $$ = $2; }
	;
tuple
	: '(' tuplemark shapes_opt ')'			{ TRY(hlo_pendtuple(p, (uint32_t)$2, &$$, @1.beg, @4.end)); }
	;
tuplemark
	: %empty					{ TRY(enter(p, @$.beg - 1)); $$ = p->nkids; }
	;
shapes_opt : %empty | shapes ;
shapes
	: shape						{ TRY(hlo_ppushkid(p, $1)); }
	| shapes ',' shape				{ TRY(hlo_ppushkid(p, $3)); }
	;
array
	: TYPE						{ TRY(hlo_pbeginarray(p, &$1)); }
	  '[' dims_opt arrayend				{ TRY(hlo_pendarray(p, &$$, $1.off, @5.end));
							  hlo_pkeepshapetext(p, $1.off, @5.end, $$); }
	| SHAPE						{ $$ = (uint32_t)$1.i; }
	;
arrayend
	: ']'
	| LAYOUTOPEN					{ p->ab[p->nab - 1].flags |= SF_LAYOUT; }
	  layout '}'
	;
dims_opt : %empty | dims ;
dims
	: dim
	| dims ',' dim
	;
dim
	: INT						{ TRY(hlo_pdim(p, &$1, 0)); }
	| LE INT					{ TRY(hlo_pdim(p, &$2, 1)); }
	| '?'						{ struct tok q = {@1.beg, 1, 0, 0}; TRY(hlo_pdim(p, &q, 2)); }
	;
layout
	: m2m_opt					{ TRY(hlo_playarg(p, NULL, 'e')); }
	| m2m_opt ':'					{ TRY(hlo_playarg(p, NULL, ':')); }
	  layitems
	;
m2m_opt : %empty | m2m ;
m2m
	: INT						{ TRY(hlo_playarg(p, &$1, 'm')); }
	| m2m ',' INT					{ TRY(hlo_playarg(p, &$3, 'm')); }
	;
layitems
	: %empty
	| layitems layitem
	;
layitem
	: IDENT						{ TRY(hlo_playkind(p, &$1)); }
	  laygroups
	| '#' '(' TYPE ')'
	| '*' '(' TYPE ')'
	;
laygroups
	: laygroup
	| laygroups laygroup
	;
laygroup
	: '(' layargs_opt ')'				{ TRY(hlo_playgroup(p)); }
	;
layargs_opt : %empty | layargs ;
layargs
	: layarg
	| layargs ',' layarg
	;
layarg
	: INT						{ TRY(hlo_playarg(p, &$1, 'i')); }
	| '*'						{ struct tok s = {@1.beg, 1, 0, 0}; TRY(hlo_playarg(p, &s, '*')); }
	| INT ':' INT					{ TRY(hlo_playarg(p, &$1, 'd')); TRY(hlo_playarg(p, &$3, 'i')); }
	| IDENT levelflags				{ TRY(hlo_playarg(p, &$1, 'l')); }
	| shape						{ struct tok s = {@1.beg, 1, 0, 0}; TRY(hlo_playarg(p, &s, 's')); }
	;
levelflags
	: %empty
	| levelflags '+'
	| levelflags '~'
	;

/* generic attribute values: juxtaposed atoms, brackets balanced */
gvalue
	: gatom
	| gvalue gatom
	;
gatom
	: INT | DECIMAL | STRING | JSON | DXD | PAD | DIMLABELS | BOOL | TYPE | SHAPE | METABLOCK
	| NAME | LABEL | ELLIPSIS
	| IDENT						{ if (p->logmode) {
								static const char *const ok[] = {"default", "fusion_debugger", NULL};
								p->logmode = 0;
								TRY(checkword(p, &$1, ok, "debug_log_mode value"));
							  } }
	| LE | ARROW | ':' | '*' | '#' | '?' | '=' | '+' | '~'
	| anyattr					{ p->logmode = p->indebug && $1.len == 8 &&
							  !memcmp(p->file->data + $1.off, "log_mode", 8); }
	| gbracket
	;
gbracket
	: '{' genter gitems '}'				{ p->depth--; }
	| '[' genter gitems ']'				{ p->depth--; }
	| '[' genter gitems LAYOUTOPEN gitems '}'	{ p->depth--; }
	| '(' genter gitems ')'				{ p->depth--; }
	;
genter
	: %empty					{ TRY(enter(p, @$.beg - 1)); }
	;
gitems
	: %empty
	| gitems gatom
	| gitems ','
	;
anyattr
	: ATTR | anyattr_instr | anyheader
	;
anyattr_instr
	: A_CALL | A_CALLS | A_METADATA | A_BACKEND | A_INDEX | A_KIND | A_TARGET | A_OOA
	| A_CTRL | A_WINDOW | A_APIVER | A_ACCURACY | A_SIDEEFFECT | A_HOSTXFER | A_THREAD
	;
anyheader
	: H_SCHEDULED | H_IOALIAS | H_DONOR | H_ENTRYLAYOUT | H_DEBUG | H_REPLICAS | H_PARTITIONS
	;

%%

/* a token the scanner's shortcuts read, as the first token of what it
 * reads without them: the instruction or computation name, the element type */
static yysymbol_kind_t shortcutof(yysymbol_kind_t t)
{
	return t == YYSYMBOL_HEAD ? YYSYMBOL_DEFNAME : t == YYSYMBOL_COMPHEAD ? YYSYMBOL_NAME :
	       t == YYSYMBOL_SHAPE ? YYSYMBOL_TYPE : t;
}

/* bison's detailed message, without its "syntax error, " prefix.  The
 * unexpected token is named as it would be without the scanner's
 * shortcuts (the same message wherever flex's buffer ends); the heads are
 * left out of the tokens expected, where their names always stand too */
static int yyreport_syntax_error(const yypcontext_t *ctx, void *scanner, struct parse *p)
{
	yysymbol_kind_t exp[YYNTOKENS];
	const char *want[4];
	char msg[512];
	int n = 0, len;

	if (yypcontext_token(ctx) == YYSYMBOL_YYEMPTY) {
		yyerror(yypcontext_location(ctx), scanner, p, "syntax error");
		return 0;
	}
	for (int k = 0, all = yypcontext_expected_tokens(ctx, exp, YYNTOKENS); k < all; k++)
		if (exp[k] != YYSYMBOL_HEAD && exp[k] != YYSYMBOL_COMPHEAD && exp[k] != YYSYMBOL_OPENEND &&
		    exp[k] != YYSYMBOL_CONT && n++ < 4)
			want[n - 1] = yysymbol_name(exp[k]);
	len = snprintf(msg, sizeof msg, "unexpected %s", yysymbol_name(shortcutof(yypcontext_token(ctx))));
	for (int k = 0; k < n && n <= 4 && len >= 0 && len < (int)sizeof msg; k++)
		len += snprintf(msg + len, sizeof msg - (size_t)len, "%s%s", k ? " or " : ", expecting ", want[k]);
	yyerror(yypcontext_location(ctx), scanner, p, msg);
	return 0;
}

static void yyerror(YYLTYPE *loc, void *scanner, struct parse *p, const char *msg)
{
	(void)scanner;
	if (p->lexfailed || p->failed)
		return;
	if (!strncmp(msg, "syntax error, ", 14))
		msg += 14;
	if (!strcmp(msg, "memory exhausted"))
		msg = "input nested too deeply";
	if (strstr(msg, "unexpected end of file"))
		hlo_error(p->diag, p->file, loc->beg, "%s (is the file truncated?)", msg);
	else
		hlo_error(p->diag, p->file, loc->beg, "%s", msg);
	p->failed = 1;
}

/* a window's pad is low_high per dimension, never an interior part */
static int checkpad(struct parse *p, const struct tok *t)
{
	const char *s = p->file->data + t->off;
	int parts = 1;

	for (uint32_t k = 0; k < t->len; k++) {
		if (s[k] == '_')
			parts++;
		if (s[k] == 'x' || k + 1 == t->len) {
			if (parts != 2)
				return hlo_pfail(p, t->off, "expects padding_low and padding_high separated by '_'");
			parts = 1;
		}
	}
	return 0;
}

/* an enum value must be one of a known list */
static int checkword(struct parse *p, const struct tok *t, const char *const *ok, const char *what)
{
	const char *s = p->file->data + t->off;

	for (; *ok; ok++)
		if (strlen(*ok) == t->len && !memcmp(*ok, s, t->len))
			return 0;
	return hlo_pfail(p, t->off, "invalid %s: %.*s", what, (int)t->len, s);
}

/* one more level of brackets or tuples */
static int enter(struct parse *p, uint64_t off)
{
	if (++p->depth > p->lim->maxdepth)
		return hlo_pfail(p, off, "nesting deeper than %u levels", (unsigned)p->lim->maxdepth);
	return 0;
}

/* the grammar's name of a token kind, for tests and debugging */
const char *hlo_tokname(int tok)
{
	if (tok == 0)
		return "end of file";
	return yysymbol_name(YYTRANSLATE(tok));
}
