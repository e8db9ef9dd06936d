/* html.c: the timeline as one self-contained HTML page, for readers who
 * know XProf's memory viewer: per module a stacked chart of what is live
 * at each step (arguments, outputs, constants, temporaries, tile
 * padding) with the budget and the peak, and the buffers at the peak as
 * a sortable, searchable table.  Each module's section carries its data;
 * one script at the end draws every chart from it, so nothing is fetched
 * and the page works from file:// */
#include <string.h>

#include "report.h"

/* a chart point per step up to MAXPTS steps (more would not show on
 * the chart's ~1000 pixels, and would make the page large); at most
 * MAXROWS rows in the table, which stays quick to sort and filter */
enum { MAXPTS = 1500, MAXROWS = 2000 };

/* the chart's size: the script draws inside the viewBox */
enum { SVGW = 1040, SVGH = 380 };

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
		hesc(out, buf, rp_unescape(hlo_str(m, id), hlo_strlen(m, id), buf, sizeof buf));
}

static void hopname(FILE *out, const hlo_module *m, const hlo_instr *in)
{
	char buf[2048];

	if (in->opname != HLO_NONE)
		hesc(out, buf, rp_opnametext(m, in, buf, sizeof buf));
}

/* a JavaScript string literal (inside a script: also no "</"); it is
 * valid JSON too, which is how the page reads it */
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

static void jsz(FILE *out, const char *s)
{
	jsstr(out, s, strlen(s));
}

static void hmodulename(FILE *out, const hlo_module *m)
{
	if (m->name != HLO_NONE)
		hesc(out, hlo_str(m, m->name), hlo_strlen(m, m->name));
	else
		fputs("(unnamed module)", out);
}

/* GPU and CPU sizes have no tile padding: then the chart has no such layer */
static int haspadding(const estimate *e)
{
	for (int64_t t = 0; t < e->ntl; t++)
		if (e->tl_bytes[t] != e->tl_unpadded[t])
			return 1;
	return 0;
}

/* the budget is drawn when it would not squash the chart: at most 1.5
 * times its highest step */
static int budgetinscale(uint64_t highest, uint64_t budget)
{
	return budget <= highest + highest / 2;
}

/* a share in percent, with the digits that matter */
static const char *percent(uint64_t part, uint64_t whole, char *buf, size_t cap)
{
	double p = 100.0 * (double)part / (double)whole;

	if (part == 0)
		snprintf(buf, cap, "0");
	else if (p < 0.01)
		snprintf(buf, cap, "less than 0.01");
	else
		snprintf(buf, cap, p < 1 ? "%.2f" : p < 10 ? "%.1f" : "%.0f", p);
	return buf;
}

static const char *const css[] = {
	":root{--args:#4e79a7;--outputs:#59a14f;--constants:#b07aa1;--temps:#f28e2b;--padding:#bab0ac}\n",
	"body{font:14px system-ui,sans-serif;margin:24px;color:#222}\n",
	"section.module{border-top:2px solid #ddd;margin-top:28px}\n",
	"h2 .path{font-weight:normal;font-size:13px;color:#666;margin-left:10px}\n",
	".note{color:#555}.legend{margin:6px 0;font-size:13px}.legend span{margin-right:16px}\n",
	".key{display:inline-block;width:12px;height:12px;margin-right:5px;vertical-align:-1px}\n",
	".key-args{background:var(--args)}.key-outputs{background:var(--outputs)}",
	".key-constants{background:var(--constants)}.key-temps{background:var(--temps)}",
	".key-padding{background:var(--padding)}\n",
	".area-args{fill:var(--args)}.area-outputs{fill:var(--outputs)}.area-constants{fill:var(--constants)}",
	".area-temps{fill:var(--temps)}.area-padding{fill:var(--padding)}\n",
	".zoom{font-size:13px;margin:6px 0}.zoom input{width:7em}.hint{color:#777;margin-left:10px}\n",
	"svg.chart{display:block;border:1px solid #ccc;background:#fff;max-width:100%;height:auto;",
	"user-select:none;cursor:crosshair}\n",
	".grid{stroke:#eee}.axis{stroke:#888}.tick{font-size:11px;fill:#444}.hover{stroke:#333;stroke-dasharray:2 2}\n",
	".budget{stroke:#d62728;stroke-width:1.5;stroke-dasharray:6 4}.budget-label{fill:#d62728;font-size:11px}\n",
	".peak{fill:#d62728;stroke:#fff;stroke-width:1.5}.peak-label{font-size:11px;font-weight:bold}\n",
	".band{fill:#1f77b4;fill-opacity:.18;stroke:#1f77b4;stroke-opacity:.6}.drag{fill:#888;fill-opacity:.25}\n",
	"table.buffers{border-collapse:collapse;margin-top:8px}\n",
	"td,th{border:1px solid #ddd;padding:3px 8px;text-align:left;font-size:13px;vertical-align:top}\n",
	"th{background:#f4f4f4;cursor:pointer;user-select:none}th.up::after{content:\" \\25b2\"}",
	"th.down::after{content:\" \\25bc\"}\n",
	"td.n{text-align:right;white-space:nowrap}tbody tr{cursor:pointer}tbody tr:hover{background:#f3f3f3}",
	"tr.sel,tr.sel:hover{background:#d6e6f5}\n",
	".tip{position:absolute;display:none;background:#333;color:#fff;padding:4px 8px;border-radius:3px;",
	"font-size:12px;white-space:pre;pointer-events:none}\n",
	NULL,
};

void rp_htmlhead(FILE *out, const char *title)
{
	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>hlopeak: ", out);
	hstr(out, title);
	fputs("</title>\n<style>\n", out);
	for (int k = 0; css[k]; k++)
		fputs(css[k], out);
	fputs("</style></head><body>\n<h1>hlopeak: ", out);
	hstr(out, title);
	fputs("</h1>\n<p class=\"note\">Device memory over program order. Drag across a chart to zoom into "
	      "steps; click a buffer in a table to see its live range.</p>\n", out);
}

/* the sentence under the heading: the module's one peak (what the device
 * must hold), and where the chart is highest when that prints otherwise */
static void headline(FILE *out, const hlo_module *m, const estimate *e, uint64_t used, int64_t pk, int differs)
{
	char a[32], b[32], name[256];

	fprintf(out, "<p class=\"headline\"><strong>peak %s</strong>", rp_xlasize(used, a, sizeof a));
	if (e->ntl == 0) {
		fprintf(out, ", %s target; the timeline is empty.</p>\n", an_targetname(e->target));
		return;
	}
	rp_instrname(m, rp_stepinstr(e, pk), name, sizeof name);
	if (differs) {
		fprintf(out, "; most live at once %s at step %lld, ", rp_xlasize(e->tl_bytes[pk], a, sizeof a),
		        (long long)pk);
		hstr(out, name);
		fprintf(out, " (unpadded %s); %s target, %lld step%s. ", rp_xlasize(e->tl_unpadded[pk], b, sizeof b),
		        an_targetname(e->target), (long long)e->ntl, e->ntl == 1 ? "" : "s");
		fputs(e->target == TARGET_TPU ? "TPU allocates the whole HLO temp heap for the program, so the "
		      "peak counts all of it." : "XLA allocates the whole HLO temp heap for the program, fragmentation "
		      "included, so the peak counts all of it.", out);
	} else {
		fprintf(out, " at step %lld, ", (long long)pk);
		hstr(out, name);
		fprintf(out, " (unpadded %s); %s target, %lld step%s.", rp_xlasize(e->tl_unpadded[pk], b, sizeof b),
		        an_targetname(e->target), (long long)e->ntl, e->ntl == 1 ? "" : "s");
	}
	fputs("</p>\n", out);
}

/* the chart's points, [first step, step, total, unpadded, instruction]:
 * every step, or for long programs each bucket's highest step, so that
 * the peak is never averaged away; a point stands for the steps from its
 * first to the next point's */
static void jpoints(FILE *out, const hlo_module *m, const estimate *e)
{
	int64_t n = e->ntl, np = n < MAXPTS ? n : MAXPTS;
	char name[256];

	for (int64_t p = 0; p < np; p++) {
		int64_t from = n * p / np, to = n * (p + 1) / np, best = from;
		for (int64_t t = from; t < to; t++)
			if (e->tl_bytes[t] > e->tl_bytes[best])
				best = t;
		fprintf(out, "%s[%lld,%lld,%llu,%llu,", p == 0 ? "" : p % 8 ? "," : ",\n", (long long)from,
		        (long long)best, (unsigned long long)e->tl_bytes[best], (unsigned long long)e->tl_unpadded[best]);
		jsz(out, rp_instrname(m, rp_stepinstr(e, best), name, sizeof name));
		fputc(']', out);
	}
}

/* the section's data for the script, as JSON */
static void jdata(FILE *out, int index, const hlo_module *m, const estimate *e, int64_t pk, const char *label,
		  int drawbudget, uint64_t budget)
{
	char a[32], text[64];

	fprintf(out, "{\"index\":%d,\"n\":%lld,\"peak\":%lld,\"peakbytes\":%llu,\"label\":", index,
	        (long long)e->ntl, (long long)pk, (unsigned long long)(e->ntl ? e->tl_bytes[pk] : 0));
	jsz(out, label);
	fprintf(out, ",\"fixed\":[%llu,%llu,%llu],\"padding\":%s,\"budget\":", (unsigned long long)e->tl_args,
	        (unsigned long long)e->tl_outputs, (unsigned long long)e->tl_constants,
	        haspadding(e) ? "true" : "false");
	if (drawbudget) {
		snprintf(text, sizeof text, "budget %s", rp_xlasize(budget, a, sizeof a));
		fprintf(out, "[%llu,", (unsigned long long)budget);
		jsz(out, text);
		fputc(']', out);
	} else {
		fputs("null", out);
	}
	fputs(",\"points\":[\n", out);
	jpoints(out, m, e);
	fputs("]}", out);
}

static void legend(FILE *out, int padding)
{
	static const char *const keys[][2] = {
		{"args", "arguments"}, {"outputs", "outputs"}, {"constants", "constants"},
		{"temps", "temporaries"}, {"padding", "tile padding"},
	};

	fputs("<div class=\"legend\">", out);
	for (int k = 0; k < (padding ? 5 : 4); k++)
		fprintf(out, "<span><i class=\"key key-%s\"></i>%s</span>", keys[k][0], keys[k][1]);
	fputs("</div>\n", out);
}

static void zoomcontrols(FILE *out, int64_t n)
{
	long long last = n > 0 ? (long long)n - 1 : 0;

	fprintf(out, "<div class=\"zoom\">steps <input type=\"number\" class=\"from\" min=\"0\" max=\"%lld\" "
	        "value=\"0\"> to <input type=\"number\" class=\"to\" min=\"0\" max=\"%lld\" value=\"%lld\"> "
	        "<button type=\"button\" class=\"reset\">reset zoom</button><span class=\"hint\">drag across "
	        "the chart to zoom</span></div>\n", last, last, last);
}

static void bufferrow(FILE *out, const hlo_module *m, const est_buffer *x, uint32_t k)
{
	const hlo_instr *in = x->instr == HLO_NONE ? NULL : &m->instrs[x->instr];
	char a[32], b[32], shape[1024], name[256];

	rp_bufshape(m, x, shape, sizeof shape);
	fprintf(out, "<tr data-start=\"%lld\" data-end=\"%lld\"><td class=\"n\" data-v=\"%u\">%u</td>"
	        "<td class=\"n\" data-v=\"%llu\">%s</td><td class=\"n\" data-v=\"%llu\">%s</td><td>%s</td><td>",
	        (long long)x->start, (long long)x->end, k + 1, k + 1, (unsigned long long)x->bytes,
	        rp_xlasize(x->bytes, a, sizeof a), (unsigned long long)x->unpadded, rp_xlasize(x->unpadded, b, sizeof b),
	        rp_categoryname(x->category));
	hstr(out, rp_instrname(m, x->instr, name, sizeof name));
	fputs("</td><td>", out);
	hstr(out, shape);
	fputs("</td><td>", out);
	if (in)
		hopname(out, m, in);
	fputs("</td><td>", out);
	if (in && in->srcfile != HLO_NONE) {
		hhlo(out, m, in->srcfile);
		fprintf(out, ":%u", in->srcline);
	}
	fputs("</td></tr>\n", out);
}

/* data-sort: how a column sorts ("size" numbers start largest first) */
static void buffertable(FILE *out, int index, const hlo_module *m, const estimate *e)
{
	fputs("<h3>Buffers at the peak</h3>\n", out);
	if (e->natpeak > MAXROWS)
		fprintf(out, "<p class=\"note\">The largest %d of %u buffers.</p>\n", MAXROWS, e->natpeak);
	fprintf(out, "<input type=\"search\" class=\"filter\" size=\"40\" placeholder=\"filter by instruction, "
	        "op_name or source\">\n<table class=\"buffers\" id=\"buffers-%d\"><thead><tr><th data-sort=\"num\">#"
	        "</th><th data-sort=\"size\">Size</th><th data-sort=\"size\">Unpadded</th><th>Type</th>"
	        "<th>Instruction</th><th>Shape</th><th>op_name</th><th>Source</th></tr></thead><tbody>\n", index);
	for (uint32_t k = 0; k < e->natpeak && k < MAXROWS; k++)
		bufferrow(out, m, &e->atpeak[k], k);
	fputs("</tbody></table>\n", out);
}

void rp_htmlmodule(FILE *out, int index, const char *path, const hlo_module *m, const estimate *e, uint64_t used,
		int hasbudget, uint64_t budget)
{
	int64_t pk = e->ntl ? rp_higheststep(e) : 0;
	uint64_t highest = e->ntl ? e->tl_bytes[pk] : 0;
	int drawbudget = hasbudget && budgetinscale(highest, budget), differs;
	char a[32], b[32], label[96];

	/* one peak per module: the chart's highest step gets its own words
	 * when it would print as another figure */
	rp_xlasize(used, a, sizeof a);
	rp_xlasize(highest, b, sizeof b);
	differs = strcmp(a, b) != 0;
	if (differs)
		snprintf(label, sizeof label, "most live at once %s at step %lld", b, (long long)pk);
	else
		snprintf(label, sizeof label, "peak %s", a);

	fprintf(out, "<section class=\"module\" id=\"module-%d\">\n<h2>", index);
	hmodulename(out, m);
	fputs("<span class=\"path\">", out);
	hstr(out, path);
	fputs("</span></h2>\n", out);
	headline(out, m, e, used, pk, differs);
	fputs("<script type=\"application/json\" class=\"data\">", out);
	jdata(out, index, m, e, pk, label, drawbudget, budget);
	fputs("</script>\n", out);
	zoomcontrols(out, e->ntl);
	legend(out, haspadding(e));
	fprintf(out, "<svg class=\"chart\" id=\"chart-%d\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
	        "role=\"img\" aria-label=\"device memory over program order\"></svg>\n", index, SVGW, SVGH, SVGW,
	        SVGH);
	if (hasbudget && !drawbudget)
		fprintf(out, "<p class=\"note budget-above\">budget %s is above the chart (the peak uses %s%% of it)"
		        "</p>\n", rp_xlasize(budget, a, sizeof a), percent(used, budget, b, sizeof b));
	buffertable(out, index, m, e);
	fputs("</section>\n", out);
}

/* the page's script, in pieces each shorter than C's 4095-character
 * literal limit: it finds every module's section, reads its data, draws
 * its chart and wires its zoom, tooltip and table */
static const char *const script[] = {
	"(function(){'use strict';\n"
	"const NS='http://www.w3.org/2000/svg',L=70,R=20,T=20,B=46;\n"
	"const SERIES=['args','outputs','constants','temps','padding'];\n"
	/* XLA's units as tsl's HumanReadableNumBytes prints them (units.c):
	 * whole KiB divided off while at least 1M, then one decimal in K, two
	 * above; integer arithmetic so that halves round to even as printf's */
	"function fmt(b){if(b<1024)return b+'B';let u=0;while(b>=1048576&&u<5){b=Math.floor(b/1024);u++}\n"
	" const d=u?100:10,x=b*d;let q=Math.floor(x/1024);const r=x-q*1024;if(2*r>1024||(2*r==1024&&q%2))q++;\n"
	" return (q/d).toFixed(u?2:1)+'KMGTPE'[u]}\n"
	/* 4 to 6 y ticks: multiples of a round step in the unit of the top,
	 * the steps growing by at most 2.5 times so that at least 3 fit */
	"function yticks(top){let u=1;while(top>=u*1024&&u<2**50)u*=1024;\n"
	" const ms=(u>1?[.25,.5]:[]).concat([1,2,2.5,5,10,20,25,50,100,200,250,500,1024]);\n"
	" for(const m of ms){const n=Math.ceil(top/(m*u));if(n<=5)return{step:m*u,n:n}}return{step:top,n:1}}\n"
	"function xstep(span){for(let m=1;;m*=10)for(const f of[1,2,5])if(span/(m*f)<=10)return m*f}\n"
	"function el(p,tag,at,text){const e=document.createElementNS(NS,tag);for(const k in at)e.setAttribute(k,at[k]);\n"
	" if(text!=null)e.textContent=text;p.appendChild(e);return e}\n"
	"const tip=document.body.appendChild(document.createElement('div'));tip.className='tip';\n",

	"function section(sec){\n"
	" const D=JSON.parse(sec.querySelector('script.data').textContent),P=D.points,N=D.n,F=D.fixed;\n"
	" const svg=sec.querySelector('svg.chart'),vb=svg.viewBox.baseVal,W=vb.width-L-R,H=vb.height-T-B;\n"
	" const from=sec.querySelector('input.from'),to=sec.querySelector('input.to');\n"
	" const st={z0:0,z1:N,band:null,drag:null};\n"
	/* the layers of each point, bottom to top: what the program holds
	 * throughout, the temporaries, the tile padding; the top is the total */
	" const base=F[0]+F[1]+F[2],lay=P.map(p=>{const u=Math.max(p[3],base);return[F[0],F[1],F[2],u-base,Math.max(0,p[2]-u)]});\n"
	" const series=SERIES.filter(s=>s!='padding'||D.padding);\n"
	" const yt=yticks(Math.max(D.peakbytes,D.budget?D.budget[0]:0,1)),ymax=yt.step*yt.n;\n"
	" const X=s=>L+W*(s-st.z0)/(st.z1-st.z0),Y=v=>T+H-H*v/ymax,f1=v=>v.toFixed(1);\n"
	" const end=i=>i+1<P.length?P[i+1][0]:N;\n"
	/* the point whose steps hold step s */
	" function at(s){let lo=0,hi=P.length-1;while(lo<hi){const m=(lo+hi+1)>>1;if(P[m][0]<=s)lo=m;else hi=m-1}return P[lo]}\n"
	" function area(j){const up=[],dn=[];\n"
	"  for(let i=0;i<P.length;i++){const a=Math.max(P[i][0],st.z0),b=Math.min(end(i),st.z1);if(a>=b)continue;\n"
	"   let lo=0;for(let q=0;q<j;q++)lo+=lay[i][q];const y0=f1(Y(lo)),y1=f1(Y(lo+lay[i][j])),x0=f1(X(a)),x1=f1(X(b));\n"
	"   up.push(x0+','+y1,x1+','+y1);dn.push(x0+','+y0,x1+','+y0)}\n"
	"  if(up.length)el(svg,'path',{class:'area-'+series[j],d:'M'+up.concat(dn.reverse()).join('L')+'Z'})}\n",

	" function render(){svg.replaceChildren();\n"
	"  if(!N){el(svg,'text',{x:L+10,y:T+20},'empty timeline');return}\n"
	"  for(let k=0;k<=yt.n;k++){const y=f1(Y(k*yt.step));el(svg,'line',{class:'grid',x1:L,x2:L+W,y1:y,y2:y});\n"
	"   el(svg,'text',{class:'tick ytick',x:L-6,y:+y+4,'text-anchor':'end'},k?fmt(k*yt.step):'0')}\n"
	"  series.forEach((s,j)=>area(j));\n"
	"  if(st.band){const a=Math.max(st.band[0],st.z0),b=Math.min(st.band[1]+1,st.z1);\n"
	"   if(a<b)el(svg,'rect',{class:'band',id:'band-'+D.index,x:f1(X(a)),y:T,width:f1(X(b)-X(a)),height:H})}\n"
	"  if(D.budget){const y=f1(Y(D.budget[0]));el(svg,'line',{class:'budget',id:'budget-'+D.index,x1:L,x2:L+W,y1:y,y2:y});\n"
	"   el(svg,'text',{class:'budget-label',x:L+W-4,y:y-5,'text-anchor':'end'},D.budget[1])}\n"
	"  if(D.peak>=st.z0&&D.peak<st.z1){const x=X(D.peak+.5),y=Y(D.peakbytes),left=x>L+W*.7;\n"
	"   el(svg,'circle',{class:'peak',id:'peak-'+D.index,cx:f1(x),cy:f1(y),r:5});\n"
	"   el(svg,'text',{class:'peak-label',x:f1(left?x-9:x+9),y:f1(Math.max(y-8,T+10)),'text-anchor':left?'end':'start'},D.label)}\n"
	"  el(svg,'line',{class:'axis',x1:L,x2:L+W,y1:T+H,y2:T+H});el(svg,'line',{class:'axis',x1:L,x2:L,y1:T,y2:T+H});\n"
	"  const xs=xstep(st.z1-st.z0);for(let s=Math.ceil(st.z0/xs)*xs;s<st.z1;s+=xs){const x=f1(X(s+.5));\n"
	"   el(svg,'line',{class:'axis',x1:x,x2:x,y1:T+H,y2:T+H+5});el(svg,'text',{class:'tick xtick',x:x,y:T+H+18,'text-anchor':'middle'},s)}\n"
	"  el(svg,'text',{class:'tick',x:L+W,y:T+H+36,'text-anchor':'end'},'step');\n"
	"  from.value=st.z0;to.value=st.z1-1}\n"
	" function zoom(a,b){a=Math.max(0,Math.min(a,N-1));b=Math.max(a+1,Math.min(b,N));st.z0=a;st.z1=b;render()}\n",

	/* the pointer in chart units, and the step under it */
	" function pos(ev){const r=svg.getBoundingClientRect(),x=(ev.clientX-r.left)*vb.width/r.width;\n"
	"  return{x:x,s:Math.floor(st.z0+(Math.max(L,Math.min(L+W-.01,x))-L)/W*(st.z1-st.z0))}}\n"
	" svg.addEventListener('mousemove',ev=>{const h=pos(ev);\n"
	"  if(st.drag!=null){const r=svg.querySelector('.drag')||el(svg,'rect',{class:'drag',y:T,height:H});\n"
	"   const a=Math.max(L,Math.min(st.drag,h.x)),b=Math.min(L+W,Math.max(st.drag,h.x));r.setAttribute('x',a);r.setAttribute('width',b-a)}\n"
	"  if(h.x<L||h.x>L+W||!N){tip.style.display='none';return}\n"
	"  const p=at(h.s);tip.textContent='step '+p[1]+'  '+p[4]+'\\ntotal '+fmt(p[2])+', unpadded '+fmt(p[3]);\n"
	"  tip.style.left=(ev.pageX+14)+'px';tip.style.top=(ev.pageY+14)+'px';tip.style.display='block'});\n"
	" svg.addEventListener('mouseleave',()=>{tip.style.display='none'});\n"
	" svg.addEventListener('mousedown',ev=>{const h=pos(ev);if(ev.button||h.x<L||h.x>L+W||!N)return;st.drag=h.x;ev.preventDefault()});\n"
	/* a drag of a few pixels is a click: no zoom */
	" window.addEventListener('mouseup',ev=>{if(st.drag==null)return;const a=st.drag,b=pos(ev).x;st.drag=null;\n"
	"  if(Math.abs(b-a)<4){render();return}\n"
	"  const s=x=>Math.floor(st.z0+(Math.max(L,Math.min(L+W-.01,x))-L)/W*(st.z1-st.z0));zoom(s(Math.min(a,b)),s(Math.max(a,b))+1)});\n"
	" const typed=()=>{let a=+from.value,b=+to.value;if(a>b)[a,b]=[b,a];zoom(a,b+1)};\n"
	" from.addEventListener('change',typed);to.addEventListener('change',typed);\n"
	" sec.querySelector('button.reset').addEventListener('click',()=>zoom(0,N));\n",

	/* the table: sort by a column (again: reversed), filter, select a row */
	" const tb=sec.querySelector('table.buffers'),body=tb.tBodies[0],heads=Array.from(tb.tHead.rows[0].cells);let col=-1,dir=1;\n"
	" heads.forEach((th,c)=>th.addEventListener('click',()=>{const kind=th.dataset.sort;\n"
	"  dir=c==col?-dir:kind=='size'?-1:1;col=c;heads.forEach(h=>h.classList.remove('up','down'));th.classList.add(dir>0?'up':'down');\n"
	"  const key=r=>kind?+r.cells[c].dataset.v:r.cells[c].textContent.toLowerCase();\n"
	"  body.append(...Array.from(body.rows).sort((a,b)=>{const x=key(a),y=key(b);return(x<y?-1:x>y?1:0)*dir}))}));\n"
	" const q=sec.querySelector('input.filter');\n"
	" q.addEventListener('input',()=>{const s=q.value.toLowerCase();\n"
	"  for(const r of body.rows)r.hidden=s!=''&&![4,6,7].some(c=>r.cells[c].textContent.toLowerCase().includes(s))});\n"
	" body.addEventListener('click',ev=>{const r=ev.target.closest('tr');if(!r)return;const on=!r.classList.contains('sel');\n"
	"  body.querySelectorAll('tr.sel').forEach(x=>x.classList.remove('sel'));if(on)r.classList.add('sel');\n"
	"  st.band=on?[+r.dataset.start,+r.dataset.end]:null;render()});\n"
	" render()}\n"
	"document.querySelectorAll('section.module').forEach(section);\n"
	"})();\n",
	NULL,
};

void rp_htmltail(FILE *out)
{
	fputs("<script>\n", out);
	for (int k = 0; script[k]; k++)
		fputs(script[k], out);
	fputs("</script>\n</body></html>\n", out);
}

/* timeline --html: one page, the modules' sections in order (none written
 * when there is none); -1 when it cannot be written */
int rp_htmlpage(const char *path, const htmlsec *s, int n, hlo_diag *d)
{
	char title[32];
	const char *t = title;
	int bad;
	FILE *h;

	if (!n)
		return 0;
	if (n == 1)
		t = s[0].name && s[0].name[0] ? s[0].name : s[0].path;
	else
		snprintf(title, sizeof title, "%d modules", n);
	if (!(h = fopen(path, "w"))) {
		hlo_fileerror(d, path, "cannot write the HTML page");
		return -1;
	}
	rp_htmlhead(h, t);
	for (int k = 0; k < n; k++)
		fwrite(s[k].html, 1, s[k].len, h);
	rp_htmltail(h);
	bad = ferror(h);
	if (fclose(h) != 0 || bad) {
		hlo_fileerror(d, path, "cannot write the HTML page");
		return -1;
	}
	return 0;
}
