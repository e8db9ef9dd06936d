/* mlirgram.y: the structure of MLIR text, as StableHLO modules print it.
 *
 * Every op has one shape: `%r, %s = name pieces` on a line of its own,
 * where a region is '{' at a line's end, then ops, then '}'.  The generic
 * form ("stablehlo.add"(%a, %b) : (...) -> ...) and each op's pretty form
 * differ only in their pieces, which the actions hand to the converter in
 * order (mlirconv.c reads them op by op).  A pure parser; locations are
 * byte offsets. */
%define api.pure full
%define api.prefix {mlyy}
%define parse.error verbose
%locations
%expect 0
%param {void *scanner}
%parse-param {struct mparse *p}

%code requires {
#include "mlir.h"
}

%code {
#include "mlirlex.h"

#define YYMAXDEPTH 100000
#define YYLLOC_DEFAULT(Cur, Rhs, N) do { \
	if (N) { (Cur).beg = YYRHSLOC(Rhs, 1).beg; (Cur).end = YYRHSLOC(Rhs, N).end; } \
	else { (Cur).beg = (Cur).end = YYRHSLOC(Rhs, 0).end; } } while (0)
#define TRY(x) do { if ((x) < 0) YYABORT; } while (0)
#define PIECE(k, l) TRY(hlo_mpiece(p->conv, (k), (l).beg, (uint32_t)((l).end - (l).beg)))

static void yyerror(MLYYLTYPE *loc, void *scanner, struct mparse *p, const char *msg);
}

%union {
	int unused;
}

%token SSA "value name" SYM "symbol" CARET "block name" HASH "attribute name"
%token BANG "type name" ID "identifier" INT "integer" FLOAT "number" STRING "string"
%token BLOB "type or attribute" ARROW "->" NL "end of line" BADTOKEN "bad token"
%token RUN "pieces"

%%

file:
	  %empty
	| file stmt
	;

stmt:
	  NL
	| opstart opbody NL		{ TRY(hlo_mopend(p->conv, @3.beg)); }
	| CARET { TRY(hlo_mblocklabel(p->conv, @1.beg)); p->body = 1; } pieces NL	{ TRY(hlo_mopend(p->conv, @4.beg)); }
	| HASH '=' opstart { p->body = 1; } pieces NL	{ TRY(hlo_malias(p->conv, @1.beg, (uint32_t)(@1.end - @1.beg), @5.beg,
							             (uint32_t)(@5.end - @5.beg))); }
	| BANG '=' opstart { p->body = 1; } pieces NL	{ TRY(hlo_malias(p->conv, @1.beg, (uint32_t)(@1.end - @1.beg), @5.beg,
							             (uint32_t)(@5.end - @5.beg))); }
	;

opstart:
	  %empty			{ TRY(hlo_mopbegin(p->conv, @$.beg)); }
	;

opbody:
	  defs '=' head pieces
	| head pieces
	;

defs:
	  def
	| defs ',' def
	;

def:
	  SSA				{ TRY(hlo_mopdef(p->conv, @1.beg, (uint32_t)(@1.end - @1.beg), 1)); }
	| SSA ':' INT			{ TRY(hlo_mopdef(p->conv, @1.beg, (uint32_t)(@1.end - @1.beg), -1)); }
	;

/* past the head the scanner hands plain pieces over in runs (p->body);
 * a state with one reduction acts before bison reads ahead, so the action
 * comes before the next token is scanned */
head:
	  ID				{ TRY(hlo_mophead(p->conv, ID, @1.beg, (uint32_t)(@1.end - @1.beg))); p->body = 1; }
	| STRING			{ TRY(hlo_mophead(p->conv, STRING, @1.beg, (uint32_t)(@1.end - @1.beg))); p->body = 1; }
	;

/* each piece is a rule of pieces itself, not a `piece` reduced first: one
 * reduction a token, not two (the parser's own cost is per reduction) */
pieces:
	  %empty
	| pieces RUN			{ TRY(hlo_mrun(p->conv, p->run, p->nrun)); p->nrun = 0; }
	| pieces SSA			{ PIECE(SSA, @2); }
	| pieces SYM			{ PIECE(SYM, @2); }
	| pieces CARET			{ PIECE(CARET, @2); }
	| pieces HASH			{ PIECE(HASH, @2); }
	| pieces BANG			{ PIECE(BANG, @2); }
	| pieces ID			{ PIECE(ID, @2); }
	| pieces INT			{ PIECE(INT, @2); }
	| pieces FLOAT			{ PIECE(FLOAT, @2); }
	| pieces STRING			{ PIECE(STRING, @2); }
	| pieces BLOB			{ PIECE(BLOB, @2); }
	| pieces ARROW			{ PIECE(ARROW, @2); }
	| pieces ','			{ PIECE(',', @2); }
	| pieces ':'			{ PIECE(':', @2); }
	| pieces '='			{ PIECE('=', @2); }
	| pieces '?'			{ PIECE('?', @2); }
	| pieces '*'			{ PIECE('*', @2); }
	| pieces '+'			{ PIECE('+', @2); }
	| pieces '|'			{ PIECE('|', @2); }
	| pieces '(' { PIECE('(', @2); } pieces ')'	{ PIECE(')', @5); }
	| pieces '[' { PIECE('[', @2); } pieces ']'	{ PIECE(']', @5); }
	| pieces '<' { PIECE('<', @2); } pieces '>'	{ PIECE('>', @5); }
	| pieces '{' { PIECE('{', @2); } pieces '}'	{ PIECE('}', @5); }
	| pieces '{' NL { TRY(hlo_mregionbegin(p->conv, @2.beg)); } file '}'	{ TRY(hlo_mregionend(p->conv, @6.beg)); }
	;

%%

static void yyerror(MLYYLTYPE *loc, void *scanner, struct mparse *p, const char *msg)
{
	(void)scanner;
	if (!p->failed)
		hlo_error(p->diag, p->file, loc->beg, "%s", msg);
	p->failed = 1;
}
