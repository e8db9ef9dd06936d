/* report.h: the report writers (text, JSON) over one module's estimate */
#ifndef REPORT_H
#define REPORT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "estimate.h"
#include "hlo.h"
#include "json.h"

/* units.c */
const char *xlasize(uint64_t n, char *buf, size_t cap);
const char *iecsize(uint64_t n, char *buf, size_t cap);

/* strings.c: HLO string contents (escapes as written) decoded */
size_t unescape(const char *s, size_t n, char *out, size_t cap);
void jhlostr(jw *w, const char *key, const hlo_module *m, uint32_t id);
const char *categoryname(int cat);

/* text.c, jsonrep.c */
void textreport(FILE *out, const char *path, const hlo_module *m, const estimate *e, int top);
void jsonreport(jw *w, const char *path, const hlo_module *m, const estimate *e, int top);

#endif
