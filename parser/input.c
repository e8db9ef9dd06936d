/* input.c: files are mapped, never copied; standard input is read into memory */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hlo.h"
#include "util.h"

/* read all of a descriptor that cannot be mapped (a pipe) */
static int slurp(hlo_file *f, int fd, hlo_diag *d)
{
	size_t cap = 1 << 16, n = 0;
	char *buf = ut_malloc(cap);

	for (;;) {
		ssize_t r;
		if (n == cap)
			buf = ut_realloc(buf, cap *= 2);
		r = read(fd, buf + n, cap - n);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			hlo_fileerror(d, f->path, "cannot read: %s", strerror(errno));
			free(buf);
			return -1;
		}
		if (r == 0)
			break;
		n += (size_t)r;
	}
	/* a NUL after the text, as a mapped file has (hlo_nulended) */
	if (n == cap)
		buf = ut_realloc(buf, cap + 1);
	buf[n] = 0;
	f->data = buf;
	f->size = n;
	f->mapped = 0;
	return 0;
}

/* a file is mapped to the end of its last page: the bytes after its end
 * there are zeros (mmap(2)) and lie inside the mapping, so a reader may
 * take the one after the end as a NUL (mlirparse.c) and a thread
 * sanitizer sees them as this mapping's, not a former one's at the same
 * address */
static size_t maplen(uint64_t size)
{
	long page = sysconf(_SC_PAGESIZE);

	if (page <= 0 || size > SIZE_MAX - (size_t)page)
		return (size_t)size;
	return (size_t)((size + (uint64_t)page - 1) / (uint64_t)page * (uint64_t)page);
}

/* open and map a file ("-" is standard input); 0 or -1 with a diagnostic */
int hlo_open(hlo_file *f, const char *path, hlo_diag *d)
{
	struct stat st;
	int fd, rc = 0;

	memset(f, 0, sizeof *f);
	f->path = path;
	f->data = "";
	f->mapped = 3;
	f->fd = -1;
	if (!strcmp(path, "-")) {
		f->path = "<stdin>";
		return slurp(f, 0, d);
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		hlo_fileerror(d, path, "cannot open: %s", strerror(errno));
		return -1;
	}
	if (fstat(fd, &st) < 0) {
		hlo_fileerror(d, path, "cannot stat: %s", strerror(errno));
		close(fd);
		return -1;
	}
	if (S_ISDIR(st.st_mode)) {
		hlo_fileerror(d, path, "is a directory, not an HLO file");
		close(fd);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		rc = slurp(f, fd, d);
		close(fd);
		return rc;
	}
	return hlo_mapfd(f, path, fd, (uint64_t)st.st_size, d);
}

/* may f->data[f->size] be read, and is it a NUL?  Standard input is read
 * with one after it; a file is mapped to the end of its last page
 * (maplen), zeros after its end, unless it ends where a page does */
int hlo_nulended(const hlo_file *f)
{
	if (f->mapped == 0)
		return 1;
	return f->mapped == 1 && maplen(f->size) > f->size && !f->data[f->size];
}

/* give back the resident pages of [from, to) of a mapped file: the parser
 * has read them, and the few a report needs again come back from the page
 * cache (a private read-only mapping is never copied, so nothing is lost) */
void hlo_release(const hlo_file *f, uint64_t from, uint64_t to)
{
	uint64_t page = (uint64_t)sysconf(_SC_PAGESIZE);

	if (f->mapped != 1 || page == 0 || page & (page - 1))
		return;
	from = (from + page - 1) & ~(page - 1);
	to &= ~(page - 1);
	if (to > f->size)
		to = f->size & ~(page - 1);
	if (from < to)
		madvise((void *)(uintptr_t)(f->data + from), (size_t)(to - from), MADV_DONTNEED);
}

/* a file over bytes the caller owns (tests, generated text) */
void hlo_openmem(hlo_file *f, const char *name, const char *data, uint64_t size)
{
	memset(f, 0, sizeof *f);
	f->fd = -1;
	f->path = name;
	f->data = data;
	f->size = size;
	f->mapped = 2;
}

/* an unlinked temporary file (in $TMPDIR, else /tmp) to write into, or
 * -1 when there is none */
int hlo_tempfd(void)
{
	const char *dir = getenv("TMPDIR");
	char path[4096];
	int fd;

	if (!dir || !*dir || strlen(dir) > sizeof path - 32)
		dir = "/tmp";
	snprintf(path, sizeof path, "%s/hlopeak-XXXXXX", dir);
	fd = mkstemp(path);
	if (fd < 0)
		return -1;
	unlink(path);
	fcntl(fd, F_SETFD, FD_CLOEXEC);
	return fd;
}

/* map size bytes of fd (a regular file) as f, which then owns fd; 0, or
 * -1 with a diagnostic (fd closed) */
int hlo_mapfd(hlo_file *f, const char *path, int fd, uint64_t size, hlo_diag *d)
{
	void *p;

	memset(f, 0, sizeof *f);
	f->path = path;
	f->data = "";
	f->mapped = 3;
	f->fd = -1;
	if (size == 0) {
		close(fd);
		return 0;
	}
	p = mmap(NULL, maplen(size), PROT_READ, MAP_PRIVATE, fd, 0);
	if (p == MAP_FAILED) {
		hlo_fileerror(d, path, "cannot map: %s", strerror(errno));
		close(fd);
		return -1;
	}
	madvise(p, (size_t)size, MADV_SEQUENTIAL);
	f->data = p;
	f->size = size;
	f->mapped = 1;
	f->fd = fd;
	return 0;
}

void hlo_close(hlo_file *f)
{
	if (f->mapped == 1) {
		munmap((void *)(uintptr_t)f->data, maplen(f->size));
		close(f->fd);
		f->fd = -1;
	}
	else if (f->mapped == 0)
		free((void *)(uintptr_t)f->data);
	f->data = "";
	f->size = 0;
}

/* copy up to n bytes at off into buf, as many as the file has there.  A
 * mapped file is read with pread: a report reads a few lines the scanner
 * has given back, and through the mapping each would bring its page, and
 * the page-cache folio around it (megabytes, for a file just written),
 * back into the process */
size_t hlo_peek(const hlo_file *f, uint64_t off, char *buf, size_t n)
{
	size_t got = 0;

	if (off >= f->size)
		return 0;
	if (n > f->size - off)
		n = (size_t)(f->size - off);
	while (f->mapped == 1 && got < n) {
		ssize_t r = pread(f->fd, buf + got, n - got, (off_t)(off + got));
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		got += (size_t)r;
	}
	if (got < n) /* not mapped, or the read failed: the memory has it */
		memcpy(buf + got, f->data + off + got, n - got);
	return n;
}
