/* itree.c: an interval tree (a treap keyed by start, each node knowing the
 * largest end below it) to find the intervals overlapping a range in
 * O(log n + k).  Priorities come from a fixed xorshift sequence, so runs
 * are deterministic. */
#include <stdlib.h>

#include "analysis.h"
#include "util.h"

static uint32_t nextprio(itree *t)
{
	uint64_t x = t->rng ? t->rng : 0x9e3779b97f4a7c15ull;

	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	t->rng = x;
	return (uint32_t)(x >> 32);
}

static int64_t maxof(const itree *t, uint32_t n)
{
	return n == HLO_NONE ? INT64_MIN : t->n[n].maxhi;
}

static void fix(itree *t, uint32_t n)
{
	itnode *x = &t->n[n];
	int64_t m = x->hi, l = maxof(t, x->left), r = maxof(t, x->right);

	x->maxhi = m > l ? (m > r ? m : r) : (l > r ? l : r);
}

/* the child of node n on side `right` (0: left, 1: right) */
static uint32_t *side(itree *t, uint32_t n, int right)
{
	return right ? &t->n[n].right : &t->n[n].left;
}

/* lift n's child on side `right` above n (a right rotation lifts the left
 * child); returns the subtree's new root */
static uint32_t lift(itree *t, uint32_t n, int right)
{
	uint32_t c = *side(t, n, right);

	*side(t, n, right) = *side(t, c, !right);
	*side(t, c, !right) = n;
	fix(t, n);
	fix(t, c);
	return c;
}

static uint32_t insertat(itree *t, uint32_t root, uint32_t x)
{
	int right;
	uint32_t c;

	if (root == HLO_NONE)
		return x;
	right = t->n[x].lo >= t->n[root].lo;
	c = insertat(t, *side(t, root, right), x);
	*side(t, root, right) = c;
	if (t->n[c].prio > t->n[root].prio)
		root = lift(t, root, right);
	fix(t, root);
	return root;
}

void an_itinit(itree *t)
{
	t->n = NULL;
	t->count = t->cap = 0;
	t->root = HLO_NONE;
	t->rng = 0;
}

void an_itinsert(itree *t, int64_t lo, int64_t hi, uint32_t payload)
{
	itnode *x;

	GROW(t->n, t->count, t->cap);
	x = &t->n[t->count];
	x->lo = lo;
	x->hi = hi;
	x->maxhi = hi;
	x->payload = payload;
	x->left = x->right = HLO_NONE;
	x->prio = nextprio(t);
	t->root = insertat(t, t->root, t->count++);
}

/* call fn for every interval [a, b] with a <= hi and b >= lo, until fn
 * returns nonzero (an answer found: the rest would be wasted) */
void an_itquery(const itree *t, int64_t lo, int64_t hi, int (*fn)(void *, uint32_t), void *ctx)
{
	uint32_t stack[128], sp = 0;

	if (t->root == HLO_NONE)
		return;
	stack[sp++] = t->root;
	while (sp) {
		uint32_t n = stack[--sp];
		const itnode *x = &t->n[n];
		if (x->maxhi < lo)
			continue;
		if (x->lo <= hi && x->hi >= lo && fn(ctx, x->payload))
			return;
		if (x->left != HLO_NONE && sp < 128)
			stack[sp++] = x->left;
		if (x->lo <= hi && x->right != HLO_NONE && sp < 128)
			stack[sp++] = x->right;
	}
}

void an_itfree(itree *t)
{
	free(t->n);
	an_itinit(t);
}
