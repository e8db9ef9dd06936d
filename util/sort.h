/* sort.h: a merge sort made for one element type and one order.
 *
 * SORTFN(name, T, before) defines `static void name(T *v, size_t n)`,
 * which sorts v[0..n) by `before(const T *a, const T *b)`, a strict order
 * ("a comes before b"); equal elements keep their order.  qsort calls a
 * comparison through a pointer for each step, and glibc's moves elements
 * of other than 4 or 8 bytes with memcpy: for the 32-byte keys of the
 * buffer assignment and the heap packing, most of its time.  Runs of 16
 * are sorted by insertion, then merged back and forth between v and a
 * buffer of n elements. */
#ifndef SORT_H
#define SORT_H

#include <string.h>

#include "util.h"

#define SORTRUN 16

#define SORTFN(name, T, before) \
static void name(T *v, size_t n) \
{ \
	T *a = v, *b, *t; \
	if (n < 2) \
		return; \
	for (size_t lo = 0; lo < n; lo += SORTRUN) { \
		size_t hi = lo + SORTRUN < n ? lo + SORTRUN : n; \
		for (size_t i = lo + 1; i < hi; i++) { \
			T x = v[i]; \
			size_t j = i; \
			while (j > lo && before(&x, &v[j - 1])) { \
				v[j] = v[j - 1]; \
				j--; \
			} \
			v[j] = x; \
		} \
	} \
	if (n <= SORTRUN) \
		return; \
	b = ut_malloc(n * sizeof *b); \
	for (size_t w = SORTRUN; w < n; w *= 2) { \
		for (size_t lo = 0; lo < n; lo += 2 * w) { \
			size_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n; \
			size_t i = lo, j = mid, k = lo; \
			while (i < mid && j < hi) \
				b[k++] = before(&a[j], &a[i]) ? a[j++] : a[i++]; \
			while (i < mid) \
				b[k++] = a[i++]; \
			while (j < hi) \
				b[k++] = a[j++]; \
		} \
		t = a; \
		a = b; \
		b = t; \
	} \
	if (a != v) { \
		memcpy(v, a, n * sizeof *v); \
		b = a; \
	} \
	free(b); \
}

#endif
