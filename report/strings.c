/* strings.c: HLO strings are kept as written (C escapes); reports decode them */
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "util.h"

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* decode \n \t \" \' \\ \ooo \xhh; returns the decoded length (cut at cap) */
size_t rp_unescape(const char *s, size_t n, char *out, size_t cap)
{
	size_t w = 0;

	for (size_t r = 0; r < n && w < cap; r++) {
		char c = s[r];
		if (c != '\\' || r + 1 == n) {
			out[w++] = c;
			continue;
		}
		c = s[++r];
		switch (c) {
		case 'n': out[w++] = '\n'; break;
		case 't': out[w++] = '\t'; break;
		case 'r': out[w++] = '\r'; break;
		case 'x': {
			int v = 0, k = 0;
			while (k < 2 && r + 1 < n && hexval(s[r + 1]) >= 0)
				v = v * 16 + hexval(s[++r]), k++;
			out[w++] = (char)v;
			break;
		}
		default:
			if (c >= '0' && c <= '7') {
				int v = c - '0', k = 1;
				while (k < 3 && r + 1 < n && s[r + 1] >= '0' && s[r + 1] <= '7')
					v = v * 8 + (s[++r] - '0'), k++;
				out[w++] = (char)v;
			} else {
				out[w++] = c;
			}
		}
	}
	return w;
}

/* an interned HLO string as a JSON string, or null */
void rp_jhlostr(jw *w, const char *key, const hlo_module *m, uint32_t id)
{
	char buf[4096];
	size_t n;

	if (id == HLO_NONE) {
		rp_jnull(w, key);
		return;
	}
	n = rp_unescape(hlo_str(m, id), hlo_strlen(m, id), buf, sizeof buf);
	rp_jstrn(w, key, buf, n);
}

/* an instruction's op_name decoded into out (at most cap bytes): its
 * length.  It is read from the file whole, so that the decoded text is
 * the same however long the string */
size_t rp_opnametext(const hlo_module *m, const hlo_instr *in, char *out, size_t cap)
{
	size_t n;
	char *raw = hlo_dupopname(m, in, 0, &n);

	if (!raw)
		return 0;
	n = rp_unescape(raw, n, out, cap);
	free(raw);
	return n;
}

/* an instruction's op_name, source_file and source_line (null when absent) */
void rp_jsource(jw *w, const hlo_module *m, const hlo_instr *in)
{
	if (in->opname == HLO_NONE) {
		rp_jnull(w, "op_name");
	} else {
		char buf[4096];
		rp_jstrn(w, "op_name", buf, rp_opnametext(m, in, buf, sizeof buf));
	}
	rp_jhlostr(w, "source_file", m, in->srcfile);
	if (in->srcline)
		rp_juint(w, "source_line", in->srcline);
	else
		rp_jnull(w, "source_line");
}

const char *rp_categoryname(int cat)
{
	switch (cat) {
	case CAT_PARAMETER: return "parameter";
	case CAT_OUTPUT: return "output";
	case CAT_CONSTANT: return "constant";
	}
	return "temp";
}
