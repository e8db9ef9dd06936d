/* util.h: allocation that dies on exhaustion, and a fast byte hash */
#ifndef UTIL_H
#define UTIL_H

#include <stddef.h>
#include <stdint.h>

void *ut_malloc(size_t n);
void *ut_calloc(size_t n, size_t size);
void *ut_zalloc(size_t n, size_t size);
void *ut_realloc(void *p, size_t n);
void *ut_reallocarray(void *p, size_t n, size_t size);
uint32_t ut_hash(const char *s, size_t n);
/* the pages wholly inside p[0..n) of an allocation read for the last time
 * go back to the system now (reading them again gives zeros); the block
 * is still freed as usual */
void ut_dropread(const void *p, size_t n);
uint32_t ut_cpus(void);
/* give the free pages of every malloc arena back to the system (glibc
 * keeps a thread's arena for its next blocks).  Nothing under a
 * sanitizer: its allocator is not glibc's, and glibc's malloc_trim there
 * walks arenas glibc never set up (a crash under AddressSanitizer when
 * two threads trim at once) */
void ut_trimheap(void);
void *ut_mktable(size_t n);
void ut_droptable(void *p, size_t n);
void ut_sortidx(uint32_t *v, size_t n, int (*before)(const void *ctx, uint32_t a, uint32_t b), const void *ctx);

/* grow a (pointer, count, capacity) array so one more element fits */
#define GROW(arr, n, cap) do { \
	if ((n) >= (cap)) { \
		(cap) = (cap) ? (cap) * 2 : 16; \
		(arr) = ut_reallocarray((arr), (cap), sizeof *(arr)); \
	} } while (0)

#endif
