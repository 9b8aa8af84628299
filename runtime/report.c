/* Messages of the runtime, all on stderr, all starting "omp2cuda: ".
 *
 * Errors are recorded where they happen (o2c_error, per thread, with the
 * runtime's file and line) and printed by the entry point, which knows
 * the source region: "omp2cuda: <file:line:col>: error: <message>", then
 * exit(1).  With OMP2CUDA_VERBOSE=1 a note gives the runtime's file and
 * line, and o2c_note prints one line per region execution; otherwise the
 * runtime is silent unless something fails, so programs' output stays
 * theirs.  Each message is written with one call, so lines of
 * concurrent threads do not mix.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "internal.h"

typedef struct O2cError {
	char msg[1024];
	const char *file; /* where in the runtime it was raised */
	int line;
} O2cError;

static _Thread_local O2cError last;
static pthread_once_t verbose_once = PTHREAD_ONCE_INIT;
static int verbose;

void
o2c_error(const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(last.msg, sizeof last.msg, fmt, ap);
	va_end(ap);
	last.file = file;
	last.line = line;
}

const char *
o2c_error_message(void)
{
	return last.msg;
}

static const char *
base_name(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

_Noreturn void
o2c_fail(const char *loc)
{
	/* after a kernel's fault every CUDA call fails: the kernel's own
	 * construct is the one to name (inflight.c), if one is in flight */
	o2c_inflight_settle(0);
	if (loc)
		fprintf(stderr, "omp2cuda: %s: error: %s\n", loc, last.msg);
	else
		fprintf(stderr, "omp2cuda: error: %s\n", last.msg);
	if (o2c_verbose() && last.file)
		fprintf(stderr, "omp2cuda: note: raised at runtime/%s:%d\n", base_name(last.file),
		        last.line);
	exit(1);
}

void
o2c_warn(const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	fprintf(stderr, "omp2cuda: warning: %s\n", buf);
}

static void
read_verbose(void)
{
	verbose = o2c_switches()->verbose;
}

int
o2c_verbose(void)
{
	pthread_once(&verbose_once, read_verbose);
	return verbose;
}

/* One line about a region, only under OMP2CUDA_VERBOSE. */
void
o2c_note(const char *loc, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	if (!o2c_verbose())
		return;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	fprintf(stderr, "omp2cuda: %s: %s\n", loc ? loc : "<unknown>", buf);
}
