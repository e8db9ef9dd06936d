/* util.c: allocation wrappers and hashing */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* out of memory is not recoverable for a command-line analyser */
static void nomem(void)
{
	fputs("hlopeak: out of memory\n", stderr);
	abort();
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		nomem();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		nomem();
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		nomem();
	return p;
}

void *xreallocarray(void *p, size_t n, size_t size)
{
	if (size && n > SIZE_MAX / size)
		nomem();
	return xrealloc(p, n * size);
}

/* a 64-bit mixing hash over 8-byte words, folded to 32 bits */
uint32_t hashbytes(const char *s, size_t n)
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
	memcpy(&w, s, n);
	h = (h ^ w) * 0x94d049bb133111ebull;
	h ^= h >> 29;
	return (uint32_t)h ^ (uint32_t)(h >> 32);
}
