/* json.h: a small streaming JSON writer; keys come out in the order written */
#ifndef JSON_H
#define JSON_H

#include <stdint.h>
#include <stdio.h>

typedef struct {
	FILE *out;
	int depth;
	int first[64];   /* per level: nothing written yet */
	int pretty;
} jw;

void jinit(jw *w, FILE *out);
void jobj(jw *w, const char *key);     /* key NULL inside arrays / at top */
void jarr(jw *w, const char *key);
void jend(jw *w, int closer);          /* '}' or ']' */
void jint(jw *w, const char *key, int64_t v);
void juint(jw *w, const char *key, uint64_t v);
void jbool(jw *w, const char *key, int v);
void jstr(jw *w, const char *key, const char *s);
void jstrn(jw *w, const char *key, const char *s, size_t n);
void jnull(jw *w, const char *key);
void jfinish(jw *w);

#endif
