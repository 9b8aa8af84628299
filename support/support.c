/* Diagnostics, arena and buffers for the compiler stages.  The arena is
 * a list of large blocks released all at once at the end of the run. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "support.h"

int diag_errors;
int diag_color = -1;
int diag_warnings = 1;

/* clang's colours: the location and message bold, the kind in its own
 * colour, the caret line green. */
static const char *
ansi(const char *code)
{
	return diag_color ? code : "";
}

static const char *
kind_color(const char *kind)
{
	if (!strcmp(kind, "error") || !strcmp(kind, "fatal error"))
		return "\033[0;1;31m";
	if (!strcmp(kind, "warning"))
		return "\033[0;1;35m";
	return "\033[0;1;30m";
}

/* Line loc.line of loc.file, without its newline; NULL when it cannot be
 * read (a file that is gone, a line past its end). */
static char *
source_line(Loc loc)
{
	FILE *f = loc.file && loc.line ? fopen(loc.file, "r") : NULL;
	char *line = NULL;
	size_t cap = 0;
	ssize_t n = -1;

	if (!f)
		return NULL;
	for (unsigned at = 0; at < loc.line && (n = getline(&line, &cap, f)) >= 0; at++)
		;
	fclose(f);
	if (n < 0) {
		free(line);
		return NULL;
	}
	while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
		line[--n] = 0;
	return line;
}

/* The source line, then a caret under loc.col with '~' under columns
 * from..to of the same line (0 for none), then insert (a fix-it) from
 * column at, as clang shows them.  Tabs stay tabs so the marks line up. */
static void
show_source(Loc loc, unsigned from, unsigned to, const char *insert, unsigned at)
{
	char *line = source_line(loc);
	size_t n = line ? strlen(line) : 0, width;

	if (!line || loc.col == 0 || loc.col > n + 1) {
		free(line);
		return;
	}
	width = loc.col > to ? loc.col : to;
	fprintf(stderr, "%s\n%s", line, ansi("\033[0;1;32m"));
	for (size_t c = 1; c <= width; c++) {
		char mark = line[c - 1 < n ? c - 1 : n] == '\t' ? '\t' : ' ';
		if (c == loc.col)
			mark = '^';
		else if (from && c >= from && c <= to)
			mark = '~';
		fputc(mark, stderr);
	}
	fprintf(stderr, "%s\n", ansi("\033[0m"));
	if (insert && *insert && at && at <= n + 1) {
		fputs(ansi("\033[0;32m"), stderr);
		for (size_t c = 1; c < at; c++)
			fputc(line[c - 1] == '\t' ? '\t' : ' ', stderr);
		fprintf(stderr, "%s%s\n", insert, ansi("\033[0m"));
	}
	free(line);
}

void
diag_print(Loc loc, const char *kind, const char *msg, const DiagMarks *marks)
{
	int bold_msg = strcmp(kind, "note") != 0;

	if (diag_color < 0)
		diag_color = isatty(2) && getenv("TERM") && strcmp(getenv("TERM"), "dumb");
	if (loc.file)
		fprintf(stderr, "%s%s:%u:%u: ", ansi("\033[1m"), loc.file, loc.line, loc.col);
	else
		fprintf(stderr, "%somp2cuda: ", ansi("\033[1m"));
	fprintf(stderr, "%s%s: %s%s%s\n", ansi(kind_color(kind)), kind,
	        ansi(bold_msg ? "\033[0;1m" : "\033[0m"), msg, ansi("\033[0m"));
	if (loc.file)
		show_source(loc, marks ? marks->from : 0, marks ? marks->to : 0,
		            marks ? marks->insert : NULL, marks ? marks->insert_at : 0);
}

static void
vdiag(Loc loc, const char *kind, const char *fmt, va_list ap)
{
	char msg[4096];

	vsnprintf(msg, sizeof msg, fmt, ap);
	diag_print(loc, kind, msg, NULL);
}

void
diag_error(Loc loc, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vdiag(loc, "error", fmt, ap);
	va_end(ap);
	diag_errors++;
}

void
diag_warning(Loc loc, const char *fmt, ...)
{
	va_list ap;

	if (!diag_warnings)
		return;
	va_start(ap, fmt);
	vdiag(loc, "warning", fmt, ap);
	va_end(ap);
}

void
diag_note(Loc loc, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vdiag(loc, "note", fmt, ap);
	va_end(ap);
}

void
diag_tool(const char *fmt, ...)
{
	va_list ap;
	Loc none = {0};

	va_start(ap, fmt);
	vdiag(none, "error", fmt, ap);
	va_end(ap);
	diag_errors++;
}

_Noreturn void
o2c_unreachable(const char *file, int line, const char *msg)
{
	fprintf(stderr, "omp2cuda: internal error at %s:%d: %s\n", file, line, msg);
	abort();
}

typedef struct Block {
	struct Block *next;
	size_t used;
	size_t size;
	_Alignas(16) unsigned char data[];
} Block;

static Block *arena;

void *
arena_alloc(size_t size)
{
	size = (size + 15) & ~(size_t)15;
	if (!arena || arena->used + size > arena->size) {
		size_t n = size > 1 << 20 ? size : 1 << 20;
		Block *b = malloc(sizeof *b + n);
		if (!b) {
			fprintf(stderr, "omp2cuda: error: out of memory\n");
			exit(1);
		}
		b->next = arena;
		b->used = 0;
		b->size = n;
		arena = b;
	}
	void *p = arena->data + arena->used;
	arena->used += size;
	memset(p, 0, size);
	return p;
}

void
arena_free_all(void)
{
	while (arena) {
		Block *next = arena->next;
		free(arena);
		arena = next;
	}
}

char *
arena_strndup(const char *s, size_t n)
{
	char *p = arena_alloc(n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *
arena_strdup(const char *s)
{
	return arena_strndup(s, strlen(s));
}

char *
arena_printf(const char *fmt, ...)
{
	va_list ap;
	int n;
	char *p;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	p = arena_alloc(n + 1);
	va_start(ap, fmt);
	vsnprintf(p, n + 1, fmt, ap);
	va_end(ap);
	return p;
}

void *
arena_grow(void *old, size_t elem, size_t *cap, size_t n)
{
	size_t ncap = *cap ? *cap * 2 : 8;
	void *p = arena_alloc(ncap * elem);
	if (old)
		memcpy(p, old, n * elem);
	*cap = ncap;
	return p;
}

void
buf_put(Buf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		size_t ncap = b->cap ? b->cap : 4096;
		while (ncap < b->len + n + 1)
			ncap *= 2;
		char *p = arena_alloc(ncap);
		if (b->s)
			memcpy(p, b->s, b->len);
		b->s = p;
		b->cap = ncap;
	}
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = 0;
}

void
buf_puts(Buf *b, const char *s)
{
	buf_put(b, s, strlen(s));
}

char *
buf_read_stream(FILE *f)
{
	Buf b = {0};
	char chunk[4096];
	size_t n;

	rewind(f);
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		buf_put(&b, chunk, n);
	return b.s ? b.s : arena_strdup("");
}

void
buf_printf(Buf *b, const char *fmt, ...)
{
	va_list ap;
	char small[512];
	int n;

	va_start(ap, fmt);
	n = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if ((size_t)n < sizeof small) {
		buf_put(b, small, n);
		return;
	}
	char *p = arena_alloc(n + 1);
	va_start(ap, fmt);
	vsnprintf(p, n + 1, fmt, ap);
	va_end(ap);
	buf_put(b, p, n);
}

/* Spaces up to column col (1-based), so copied source keeps its columns. */
void
buf_indent(Buf *b, unsigned col)
{
	for (unsigned i = 1; i < col; i++)
		buf_put(b, " ", 1);
}

int
all_digits(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (!isdigit((unsigned char)*s))
			return 0;
	return 1;
}

/* s as a C string literal. */
const char *
c_string(const char *s)
{
	Buf b = {0};

	buf_puts(&b, "\"");
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			buf_puts(&b, "\\");
		if (*s == '\n')
			buf_puts(&b, "\\n");
		else
			buf_put(&b, s, 1);
	}
	buf_puts(&b, "\"");
	return b.s;
}
