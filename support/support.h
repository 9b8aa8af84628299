/* Support shared by every compiler stage: source locations, the one
 * diagnostic function, arena memory and growable text buffers; running
 * other programs and writing files (process.c).
 *
 * Compiler memory lives as long as the compilation: arena_alloc never
 * fails (out of memory is fatal) and nothing is freed one by one.
 */
#ifndef O2C_SUPPORT_H
#define O2C_SUPPORT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

typedef struct Loc {
	const char *file;
	unsigned line;
	unsigned col;
} Loc;

/* Diagnostics as clang prints them: "file:line:col: error: message", then
 * the source line with a caret under the column.  diag_color: 1 colours
 * them, 0 not, -1 (the default) when stderr is a terminal. */
extern int diag_errors;
extern int diag_color;
/* 0 after -w: omp2cuda's own warnings are not shown either. */
extern int diag_warnings;
/* Marks beyond the caret, on the caret's line: '~' under columns
 * from..to, and a fix-it's text to insert at column insert_at. */
typedef struct DiagMarks {
	unsigned from, to;
	const char *insert;
	unsigned insert_at;
} DiagMarks;
void diag_print(Loc loc, const char *kind, const char *msg, const DiagMarks *marks);
void diag_error(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void diag_note(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Code that compiles as OpenMP says, but most likely not as meant. */
void diag_warning(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* An error that has no source location: "omp2cuda: error: message". */
void diag_tool(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Internal bugs: print where and abort. */
#define unreachable(msg) o2c_unreachable(__FILE__, __LINE__, msg)
_Noreturn void o2c_unreachable(const char *file, int line, const char *msg);

void *arena_alloc(size_t size);
char *arena_strdup(const char *s);
char *arena_strndup(const char *s, size_t n);
char *arena_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void arena_free_all(void);

/* Growable arrays in the arena: VEC_PUSH(arr, n, cap, value). */
void *arena_grow(void *old, size_t elem, size_t *cap, size_t n);
#define VEC_PUSH(arr, n, cap, v)                                                                   \
	do {                                                                                       \
		if ((size_t)(n) == (cap))                                                          \
			(arr) = arena_grow((arr), sizeof *(arr), &(cap), (size_t)(n));             \
		(arr)[(n)++] = (v);                                                                \
	} while (0)

/* Text buffers for generated code. */
typedef struct Buf {
	char *s;
	size_t len;
	size_t cap;
} Buf;

void buf_put(Buf *b, const char *s, size_t n);
void buf_puts(Buf *b, const char *s);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_indent(Buf *b, unsigned col);
/* The whole of an open file from its start, in the arena ("" when empty). */
char *buf_read_stream(FILE *f);

/* process.c: running other programs, writing files. */
/* Where a command's streams go: out_fd and err_fd (-1: the compiler's
 * own), or its stderr into the file err_path (made or truncated) when
 * that is not NULL; tell: say on stderr why it could not be run. */
typedef struct ProcIo {
	int out_fd;
	int err_fd;
	const char *err_path;
	int tell;
} ProcIo;
/* Run argv (a NULL-ended list) and wait for it: its exit status, minus
 * the signal that ended it, 127 when it could not be started (or waited
 * for), 1 when no process could be made. */
int proc_run(const char *const *argv, const ProcIo *io);
/* proc_run in two steps: start argv (its process id, or -1 when no
 * process could be made); wait for the process *pid, or for any child
 * with *pid -1 (*pid is then the one that ended): its status as
 * proc_run's. */
long proc_start(const char *const *argv, const ProcIo *io);
int proc_wait(long *pid, int tell);
/* Run argv with its stdout and stderr in *out and *err (the arena); as
 * proc_run, or -1 when they could not be captured. */
int run_capture(const char *const *argv, char **out, char **err);
/* Write len bytes of data to path ("-": standard output): 0, or 1 with
 * errno saying why (nothing is said). */
int write_file(const char *path, const char *data, size_t len);

/* s as a C string literal, in the arena. */
const char *c_string(const char *s);

/* Is s one or more decimal digits and nothing else? */
int all_digits(const char *s);

#endif
