/* timeline.c: device memory over program order, as an ASCII chart in the
 * manner of massif's ms_print, and as one self-contained HTML page (inline
 * SVG and script, nothing fetched) */
#include <string.h>

#include "report.h"
#include "util.h"

/* the step where the timeline is highest (first one) */
static int64_t higheststep(const estimate *e)
{
	int64_t best = 0;

	for (int64_t t = 1; t < e->ntl; t++)
		if (e->tl_bytes[t] > e->tl_bytes[best])
			best = t;
	return best;
}

static const char *instrname(const hlo_module *m, uint32_t i, char *buf, size_t cap)
{
	if (i == HLO_NONE)
		snprintf(buf, cap, "(hidden async step)");
	else
		snprintf(buf, cap, "%%%.*s", (int)hlo_strlen(m, m->instrs[i].name), hlo_str(m, m->instrs[i].name));
	return buf;
}

void asciitimeline(FILE *out, const hlo_module *m, const estimate *e, int width)
{
	enum { H = 18 };
	int cols = width - 12, peakcol;
	uint64_t top = 0, colp[512], colu[512];
	int64_t pk = higheststep(e);
	char a[32], b[32], name[256];

	if (e->ntl == 0) {
		fprintf(out, "(empty timeline)\n");
		return;
	}
	if (cols > 512)
		cols = 512;
	if (cols < 10)
		cols = 10;
	if (cols > e->ntl)
		cols = (int)e->ntl;
	for (int c = 0; c < cols; c++) {
		int64_t from = e->ntl * c / cols, to = e->ntl * (c + 1) / cols;
		colp[c] = colu[c] = 0;
		for (int64_t t = from; t < to; t++) {
			if (e->tl_bytes[t] > colp[c])
				colp[c] = e->tl_bytes[t];
			if (e->tl_unpadded[t] > colu[c])
				colu[c] = e->tl_unpadded[t];
		}
		if (colp[c] > top)
			top = colp[c];
	}
	peakcol = (int)(pk * cols / e->ntl);
	fprintf(out, "    device memory over program order (':' live data, '.' tile padding, '#' the peak)\n");
	for (int r = H; r >= 1; r--) {
		uint64_t level = top * (uint64_t)r / H;
		if (r == H)
			fprintf(out, "%9s ^", xlasize(top, a, sizeof a));
		else if (r == H / 2)
			fprintf(out, "%9s |", xlasize(top / 2, a, sizeof a));
		else
			fprintf(out, "%9s |", "");
		for (int c = 0; c < cols; c++) {
			uint64_t lo = top * (uint64_t)(r - 1) / H;
			char ch = ' ';
			if (colp[c] > lo)
				ch = c == peakcol ? '#' : colu[c] >= level || colu[c] > lo + (level - lo) / 2 ? ':' : '.';
			fputc(ch, out);
		}
		fputc('\n', out);
	}
	fprintf(out, "%9s +", "0");
	for (int c = 0; c < cols; c++)
		fputc('-', out);
	fprintf(out, "> step\n%11s0%*lld\n", "", cols - 1, (long long)e->ntl);
	fprintf(out, "    peak: %s (unpadded %s) at step %lld, %s\n", xlasize(e->tl_bytes[pk], a, sizeof a),
	        xlasize(e->tl_unpadded[pk], b, sizeof b), (long long)pk, instrname(m, e->tl_instr[pk], name, sizeof name));
}

/* text for HTML: & < > " escaped */
static void hesc(FILE *out, const char *s, size_t n)
{
	for (size_t k = 0; k < n; k++) {
		switch (s[k]) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '"': fputs("&quot;", out); break;
		default: fputc(s[k], out);
		}
	}
}

static void hstr(FILE *out, const char *s)
{
	hesc(out, s, strlen(s));
}

static void hhlo(FILE *out, const hlo_module *m, uint32_t id)
{
	char buf[2048];

	if (id != HLO_NONE)
		hesc(out, buf, unescape(hlo_str(m, id), hlo_strlen(m, id), buf, sizeof buf));
}

static void hopname(FILE *out, const hlo_module *m, const hlo_instr *in)
{
	char buf[2048];

	if (in->opname != HLO_NONE)
		hesc(out, buf, opnametext(m, in, buf, sizeof buf));
}

/* a JavaScript string literal (inside a script: also no "</") */
static void jsstr(FILE *out, const char *s, size_t n)
{
	fputc('"', out);
	for (size_t k = 0; k < n; k++) {
		unsigned char c = (unsigned char)s[k];
		if (c == '"' || c == '\\')
			fprintf(out, "\\%c", c);
		else if (c == '<' || c == '>' || c == '&' || c < 0x20 || c >= 0x7f)
			fprintf(out, "\\u%04x", c);
		else
			fputc(c, out);
	}
	fputc('"', out);
}

void htmltimeline(FILE *out, const char *path, const hlo_module *m, const estimate *e)
{
	enum { W = 960, HT = 320, L = 70, T = 20, MAXPTS = 1500 };
	int64_t n = e->ntl, pk = higheststep(e), npts = n < MAXPTS ? n : MAXPTS;
	uint64_t top = 1;
	char a[32], b[32], shape[512], name[256];
	int mn = m->name != HLO_NONE;

	for (int64_t t = 0; t < n; t++)
		if (e->tl_bytes[t] > top)
			top = e->tl_bytes[t];
	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>hlopeak: ", out);
	if (mn)
		hesc(out, hlo_str(m, m->name), hlo_strlen(m, m->name));
	fputs("</title>\n<style>\nbody{font:14px system-ui,sans-serif;margin:24px;color:#222}\n"
	      "svg{border:1px solid #ccc;background:#fff}\n.pad{fill:none;stroke:#c0392b;stroke-width:1.5}\n"
	      ".unp{fill:none;stroke:#2c7fb8;stroke-width:1.5;stroke-dasharray:4 3}\n"
	      "table{border-collapse:collapse;margin-top:16px}td,th{border:1px solid #ddd;padding:3px 8px;"
	      "text-align:left;font-size:13px}td.n{text-align:right}\n#tip{position:absolute;background:#333;"
	      "color:#fff;padding:4px 8px;border-radius:3px;font-size:12px;pointer-events:none;display:none}\n"
	      "</style></head><body>\n<h1>", out);
	if (mn)
		hesc(out, hlo_str(m, m->name), hlo_strlen(m, m->name));
	fputs("</h1>\n<p>", out);
	hstr(out, path);
	fprintf(out, ": peak of device memory %s (unpadded %s) at step %lld of %lld, ",
	        xlasize(e->tl_bytes[n ? pk : 0], a, sizeof a), xlasize(n ? e->tl_unpadded[pk] : 0, b, sizeof b),
	        (long long)pk, (long long)n);
	hstr(out, instrname(m, n ? e->tl_instr[pk] : HLO_NONE, name, sizeof name));
	fprintf(out, "; peak_memory_in_bytes %s, %s target.</p>\n", xlasize(e->peak, a, sizeof a),
	        targetname(e->target));

	/* the chart: each point is the highest step of its bucket */
	fprintf(out, "<svg id=\"chart\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", W + L + 20,
	        HT + T + 40, W + L + 20, HT + T + 40);
	fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888\"/>\n", L, T + HT, L + W, T + HT);
	fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888\"/>\n", L, T, L, T + HT);
	fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" font-size=\"11\">%s</text>\n", L - 4, T + 4,
	        xlasize(top, a, sizeof a));
	fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" font-size=\"11\">0</text>\n", L - 4, T + HT);
	fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"11\">step 0</text>\n", L, T + HT + 16);
	fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" font-size=\"11\">step %lld</text>\n", L + W,
	        T + HT + 16, (long long)n);
	for (int line = 0; line < 2; line++) {
		const uint64_t *v = line ? e->tl_unpadded : e->tl_bytes;
		fprintf(out, "<polyline class=\"%s\" points=\"", line ? "unp" : "pad");
		for (int64_t p = 0; p < npts; p++) {
			int64_t from = n * p / npts, to = n * (p + 1) / npts, best = from;
			for (int64_t t = from; t < to; t++)
				if (v[t] > v[best])
					best = t;
			fprintf(out, "%.1f,%.1f ", L + (double)W * ((double)best + 0.5) / (double)(n ? n : 1),
			        T + HT - (double)HT * (double)v[best] / (double)top);
		}
		fputs("\"/>\n", out);
	}
	if (n)
		fprintf(out, "<circle id=\"peak\" cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"#c0392b\"/>\n"
		        "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\">peak %s</text>\n",
		        L + (double)W * ((double)pk + 0.5) / (double)n, T + HT - (double)HT * (double)e->tl_bytes[pk] / (double)top,
		        L + (double)W * ((double)pk + 0.5) / (double)n + 6, (double)T + 12, xlasize(e->tl_bytes[pk], a, sizeof a));
	fputs("</svg>\n<div id=\"tip\"></div>\n<p>Solid: live bytes as allocated (tile padding included); "
	      "dashed: without padding. Hover the chart for the instruction at each step.</p>\n", out);

	/* the buffers at the peak */
	fputs("<h2>Buffers at the peak</h2>\n<table id=\"buffers\"><thead><tr><th>#</th><th>Size</th>"
	      "<th>Unpadded</th><th>Type</th><th>Instruction</th><th>Shape</th><th>op_name</th><th>Source</th>"
	      "</tr></thead><tbody>\n", out);
	for (uint32_t k = 0; k < e->natpeak && k < 200; k++) {
		const est_buffer *x = &e->atpeak[k];
		const hlo_instr *in = &m->instrs[x->instr];
		hlo_printshape(m, x->shape, shape, sizeof shape);
		fprintf(out, "<tr><td class=\"n\">%u</td><td class=\"n\">%s</td><td class=\"n\">%s</td><td>%s</td><td>",
		        k + 1, xlasize(x->bytes, a, sizeof a), xlasize(x->unpadded, b, sizeof b), categoryname(x->category));
		hstr(out, instrname(m, x->instr, name, sizeof name));
		fputs("</td><td>", out);
		hstr(out, shape);
		fputs("</td><td>", out);
		hopname(out, m, in);
		fputs("</td><td>", out);
		if (in->srcfile != HLO_NONE) {
			hhlo(out, m, in->srcfile);
			fprintf(out, ":%u", in->srcline);
		}
		fputs("</td></tr>\n", out);
	}
	fputs("</tbody></table>\n", out);

	/* hover: the step under the pointer and its instruction */
	fprintf(out, "<script>\nconst N=%lld,W=%d,L=%d,T=%d,H=%d;\nconst P=[", (long long)n, W, L, T, HT);
	for (int64_t p = 0; p < npts; p++) {
		int64_t from = n * p / npts, to = n * (p + 1) / npts, best = from;
		for (int64_t t = from; t < to; t++)
			if (e->tl_bytes[t] > e->tl_bytes[best])
				best = t;
		instrname(m, e->tl_instr[best], name, sizeof name);
		fprintf(out, "%s[%lld,%llu,%llu,", p ? "," : "", (long long)best, (unsigned long long)e->tl_bytes[best],
		        (unsigned long long)e->tl_unpadded[best]);
		jsstr(out, name, strlen(name));
		fputc(']', out);
	}
	fputs("];\nfunction fmt(b){const u=['B','K','M','G','T'];let i=0;while(b>=1024&&i<4){b/=1024;i++}"
	      "return i?b.toFixed(2)+u[i]:b+'B'}\nconst svg=document.getElementById('chart'),tip=document.getElementById('tip');\n"
	      "svg.addEventListener('mousemove',ev=>{const r=svg.getBoundingClientRect();const x=ev.clientX-r.left-L;"
	      "if(x<0||x>W||!P.length){tip.style.display='none';return}const step=x/W*N;let best=P[0];"
	      "for(const p of P){if(Math.abs(p[0]-step)<Math.abs(best[0]-step))best=p}"
	      "tip.textContent='step '+best[0]+': '+best[3]+' '+fmt(best[1])+' (unpadded '+fmt(best[2])+')';"
	      "tip.style.left=(ev.pageX+12)+'px';tip.style.top=(ev.pageY+12)+'px';tip.style.display='block'});\n"
	      "svg.addEventListener('mouseleave',()=>{tip.style.display='none'});\n</script>\n</body></html>\n", out);
}
