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

void rp_jinit(jw *w, FILE *out);
void rp_jobj(jw *w, const char *key);     /* key NULL inside arrays / at top */
void rp_jarr(jw *w, const char *key);
void rp_jend(jw *w, int closer);          /* '}' or ']' */
void rp_jint(jw *w, const char *key, int64_t v);
void rp_juint(jw *w, const char *key, uint64_t v);
void rp_jbool(jw *w, const char *key, int v);
void rp_jstr(jw *w, const char *key, const char *s);
void rp_jstrn(jw *w, const char *key, const char *s, size_t n);
void rp_jnull(jw *w, const char *key);
void rp_jfinish(jw *w);

#endif
