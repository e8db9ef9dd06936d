/* callgraph.c: one caller for each computation a `call` runs, as XLA's
 * FlattenCallGraph leaves a module (xla/service/flatten_call_graph.cc:
 * a computation called from several call sites is cloned for each but the
 * first), before CallInliner and everything that gives buffers their
 * lives.  A module not yet compiled often calls one function from several
 * places: JAX lowers identical jitted helpers (jnp.where, threefry,
 * dynamic_update_index_in_dim in a scan) to one private function called
 * each time.  Read as it is, the function's values would be defined once,
 * at its first call, and every later call would return the same buffers;
 * cloned, each call has values of its own, where its call is.
 *
 * A clone shares its original's text, attributes, shapes and name; only
 * the instruction records, their operands and callees and the parameter
 * list are new.  Compiled modules are flat already, and nothing changes
 * for them.  Cloning stops before the module would exceed maxinstrs
 * instructions, or grow by more instructions than four times its own
 * count or its text's bytes, whichever is more (so that a small file of
 * calls nested in calls cannot make the work exponential): what is left
 * shared is read as before. */
#include <stdlib.h>

#include "hlo.h"
#include "util.h"

/* append a copy of computation c; its id */
static uint32_t clone(hlo_module *m, uint32_t c, uint32_t *ncall)
{
	uint32_t first = m->ninstr, count = m->comps[c].count, src = m->comps[c].first, id = m->ncomp;
	hlo_comp nc;

	for (uint32_t k = 0; k < count; k++) {
		hlo_instr in = m->instrs[src + k];
		uint32_t opnd = m->nopnd, callee = m->ncallee, d;
		for (uint32_t j = 0; j < in.nopnd; j++) {
			hlo_operand o = m->operands[in.opnd + j];
			/* an operand is an instruction of the same computation */
			o.instr = o.instr - src + first;
			GROW(m->operands, m->nopnd, m->capopnd);
			m->operands[m->nopnd++] = o;
		}
		for (uint32_t j = 0; j < in.ncallee; j++) {
			GROW(m->callees, m->ncallee, m->capcallee);
			m->callees[m->ncallee++] = m->callees[in.callee + j];
		}
		in.opnd = opnd;
		in.callee = callee;
		in.comp = id;
		if ((d = hlo_calledcomp(m, &in)) != HLO_NONE)
			ncall[d]++;
		GROW(m->instrs, m->ninstr, m->capinstr);
		m->instrs[m->ninstr++] = in;
	}
	nc = m->comps[c];
	nc.first = first;
	nc.root = nc.root - src + first;
	nc.entry = 0;
	nc.params = m->nint;
	for (uint32_t k = 0; k < nc.nparam; k++) {
		int64_t p = m->ints[m->comps[c].params + k];
		GROW(m->ints, m->nint, m->capint);
		m->ints[m->nint++] = p - (int64_t)src + first;
	}
	GROW(m->comps, m->ncomp, m->capcomp);
	m->comps[m->ncomp++] = nc;
	return id;
}

/* clone what more than one call runs; the clones made */
uint32_t hlo_flattencalls(hlo_module *m, uint64_t maxinstrs)
{
	uint32_t *ncall, made = 0;
	uint8_t *seen;
	uint32_t cap;
	uint64_t grow = (uint64_t)m->ninstr * 4 > m->file->size ? (uint64_t)m->ninstr * 4 : m->file->size;
	uint64_t limit = (uint64_t)m->ninstr + grow < maxinstrs ? (uint64_t)m->ninstr + grow : maxinstrs;

	/* a computation's callers are counted once; clones are appended, so
	 * the tables are sized as clones add computations */
	cap = m->ncomp + 1;
	ncall = ut_calloc(cap, sizeof *ncall);
	seen = ut_calloc(cap, 1);
	for (uint32_t i = 0; i < m->ninstr; i++) {
		uint32_t c = hlo_calledcomp(m, &m->instrs[i]);
		if (c < m->ncomp)
			ncall[c]++;
	}
	/* instructions appended by a clone are visited in turn: their own
	 * calls are counted when the clone is made */
	for (uint32_t i = 0; i < m->ninstr; i++) {
		uint32_t c = hlo_calledcomp(m, &m->instrs[i]), nc;
		if (c >= m->ncomp)
			continue;
		if (!seen[c] || ncall[c] <= 1) {
			seen[c] = 1;
			continue;
		}
		if ((uint64_t)m->ninstr + m->comps[c].count > limit || m->ncomp + 1 >= UINT32_MAX / 2)
			break;
		if (m->ncomp + 1 >= cap) {
			uint32_t more = cap * 2;
			ncall = ut_reallocarray(ncall, more, sizeof *ncall);
			seen = ut_reallocarray(seen, more, 1);
			for (uint32_t k = cap; k < more; k++) {
				ncall[k] = 0;
				seen[k] = 0;
			}
			cap = more;
		}
		ncall[c]--;
		nc = clone(m, c, ncall);
		ncall[nc] = 1;
		seen[nc] = 1;
		m->callees[m->instrs[i].callee].comp = nc;
		made++;
	}
	free(ncall);
	free(seen);
	return made;
}
