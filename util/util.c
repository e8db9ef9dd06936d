/* util.c: allocation wrappers and hashing */
#ifdef __linux__
#define _GNU_SOURCE /* sched_getaffinity */
#include <sched.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#ifdef __GLIBC__ /* defined by the headers above */
#include <malloc.h>
#endif

#include "util.h"

/* out of memory is not recoverable for a command-line analyser */
static void nomem(void)
{
	fputs("hlopeak: out of memory\n", stderr);
	abort();
}

void *ut_malloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		nomem();
	return p;
}

void *ut_calloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		nomem();
	return p;
}

/* zeroed memory for an array read before it is written (counters,
 * flags, records filled field by field): calloc's fresh pages are the
 * kernel's shared zero page until written, so each such page faults
 * twice, on the read and on the write; memset writes first */
void *ut_zalloc(size_t n, size_t size)
{
	void *p;

	if (n && size > SIZE_MAX / n)
		nomem();
	p = ut_malloc(n * size);
	memset(p, 0, n * size);
	return p;
}

void *ut_realloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		nomem();
	return p;
}

void *ut_reallocarray(void *p, size_t n, size_t size)
{
	if (size && n > SIZE_MAX / size)
		nomem();
	return ut_realloc(p, n * size);
}

#define BIGPAGE (2u << 20)

/* a table read at random and larger than the TLB reaches in 4 KiB pages
 * (a name hash table: every lookup a TLB miss and a page walk): in 2 MiB
 * pages, where the system gives them on request; small ones from malloc.
 * Its contents are undefined; droptable(p, n) gives it back. */
void *ut_mktable(size_t n)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
	if (n >= BIGPAGE) {
		size_t len = (n + BIGPAGE - 1) & ~(size_t)(BIGPAGE - 1);
		char *m = mmap(NULL, len + BIGPAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		char *a;
		if (m == MAP_FAILED)
			nomem();
		a = (char *)(((uintptr_t)m + BIGPAGE - 1) & ~(uintptr_t)(BIGPAGE - 1));
		if (a > m)
			munmap(m, (size_t)(a - m));
		munmap(a + len, (size_t)(m + len + BIGPAGE - (a + len)));
		madvise(a, len, MADV_HUGEPAGE);
		return a;
	}
#endif
	return ut_malloc(n);
}

void ut_droptable(void *p, size_t n)
{
	if (!p)
		return;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
	if (n >= BIGPAGE) {
		munmap(p, (n + BIGPAGE - 1) & ~(size_t)(BIGPAGE - 1));
		return;
	}
#endif
	free(p);
}

/* the processors this process may run on: those of its affinity mask
 * where the system says (under `taskset -c 0` the machine may have two
 * online, but one is ours), else those online; at least 1 */
uint32_t ut_cpus(void)
{
	long n;

#ifdef __linux__
	cpu_set_t set;
	if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
		return (uint32_t)CPU_COUNT(&set);
#endif
	n = sysconf(_SC_NPROCESSORS_ONLN);
	return n > 1 && n < 4096 ? (uint32_t)n : 1;
}

void ut_dropread(const void *p, size_t n)
{
	long pg = sysconf(_SC_PAGESIZE);
	uintptr_t lo, hi;

	if (pg <= 0)
		return;
	lo = ((uintptr_t)p + (uintptr_t)pg - 1) & ~((uintptr_t)pg - 1);
	hi = ((uintptr_t)p + n) & ~((uintptr_t)pg - 1);
	if (hi > lo)
		madvise((void *)lo, hi - lo, MADV_DONTNEED);
}

/* a 64-bit mixing hash over 8-byte words, folded to 32 bits */
uint32_t ut_hash(const char *s, size_t n)
{
	uint64_t h = 0x9e3779b97f4a7c15ull ^ (uint64_t)n;
	uint64_t w;

	while (n >= 8) {
		memcpy(&w, s, 8);
		h = (h ^ w) * 0xbf58476d1ce4e5b9ull;
		h ^= h >> 31;
		s += 8;
		n -= 8;
	}
	w = 0;
	if (n)
		memcpy(&w, s, n);
	h = (h ^ w) * 0x94d049bb133111ebull;
	h ^= h >> 29;
	return (uint32_t)h ^ (uint32_t)(h >> 32);
}

/* a stable merge sort of indices by a "comes before" predicate */
void ut_sortidx(uint32_t *v, size_t n, int (*before)(const void *ctx, uint32_t a, uint32_t b), const void *ctx)
{
	uint32_t *tmp;

	if (n < 2)
		return;
	tmp = ut_malloc(n * sizeof *tmp);
	for (size_t w = 1; w < n; w *= 2) {
		for (size_t lo = 0; lo < n; lo += 2 * w) {
			size_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
			size_t i = lo, j = mid, k = lo;
			while (i < mid && j < hi)
				tmp[k++] = before(ctx, v[j], v[i]) ? v[j++] : v[i++];
			while (i < mid)
				tmp[k++] = v[i++];
			while (j < hi)
				tmp[k++] = v[j++];
		}
		memcpy(v, tmp, n * sizeof *v);
	}
	free(tmp);
}

/* a sanitizer's allocator is its own (AddressSanitizer, ThreadSanitizer) */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define UT_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define UT_SANITIZED 1
#endif
#endif

void ut_trimheap(void)
{
#if defined(__GLIBC__) && !defined(UT_SANITIZED)
	malloc_trim(0);
#endif
}
