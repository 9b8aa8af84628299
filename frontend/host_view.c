/* What the host compiler sees before the first line of a file: the
 * macros it predefines and the directories it searches for <...>.
 *
 * The host compiler compiles the generated host file, which keeps every
 * preprocessor line of the user's; the front end must take the branches
 * it takes (`#if _OPENMP >= 201811`, `#ifdef __clang__`), or it would
 * translate one branch while the host compiler builds the other.  So the
 * front end parses with the host compiler's macros in place of clang's
 * own (parse.c), asked of it once per compile with the flags that change
 * them: `cc -fopenmp <flags> -dM -E -v -x c /dev/null` (for a C++
 * source `g++ ... -x c++ /dev/null`) prints the macros
 * on stdout and the search list on stderr.  Its own directory (the one
 * with stddef.h: gcc's stdatomic.h, stdarg.h, x86 intrinsics, written
 * for its builtins) is left out; clang's resource directory, which
 * declares the same interfaces with clang's builtins, stands for it.
 * Nothing here touches libclang.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "region.h"
#include "support.h"

/* "#define F(x) x" -> {F, F(x), x}; 0 for other lines. */
static int
read_define(const char *line, HostMacro *m)
{
	const char *s = line + strlen("#define "), *e = s;
	int depth = 0;

	if (strncmp(line, "#define ", 8))
		return 0;
	while (*e && *e != ' ' && *e != '(')
		e++;
	m->name = arena_strndup(s, (size_t)(e - s));
	for (; *e && (depth || *e == '('); e++)
		depth += (*e == '(') - (*e == ')');
	m->head = arena_strndup(s, (size_t)(e - s));
	m->body = arena_strdup(*e == ' ' ? e + 1 : e);
	return 1;
}

static void
read_macros(HostView *h, char *text)
{
	size_t cap = 0;
	HostMacro m;

	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n"))
		if (read_define(line, &m))
			VEC_PUSH(h->macros, h->nmacros, cap, m);
}

/* The directories between "#include <...> search starts here:" and "End
 * of search list.", each on a line of its own after a space. */
static void
read_dirs(HostView *h, char *text)
{
	char *s = strstr(text, "#include <...> search starts here:\n");
	size_t cap = 0;

	if (!s)
		return;
	for (char *line = strtok(strchr(s, '\n') + 1, "\n"); line && *line == ' ';
	     line = strtok(NULL, "\n")) {
		char *dir = line + 1, *note = strstr(dir, " (framework directory)");
		if (note)
			*note = 0;
		if (!access(arena_printf("%s/stddef.h", dir), R_OK)) {
			if (!h->omp_h && !access(arena_printf("%s/omp.h", dir), R_OK))
				h->omp_h = arena_printf("%s/omp.h", dir);
			continue; /* the compiler's own: clang's stands for it */
		}
		VEC_PUSH(h->dirs, h->ndirs, cap, arena_strdup(dir));
	}
}

/* `cc -fopenmp <flags> <ask> -x c|c++ input`: the host compile's flags
 * (tools/omp2cuda.c), then what is asked of it; ask ends with NULL. */
static const char **
host_argv(const char *cc, int cxx, const char *const *flags, int nflags, const char *const *ask,
          const char *input)
{
	int n = 0, nask = 0;

	while (ask[nask])
		nask++;
	const char **argv = arena_alloc(((size_t)nflags + (size_t)nask + 6) * sizeof *argv);
	argv[n++] = cc;
	argv[n++] = "-fopenmp";
	for (int i = 0; i < nflags; i++)
		argv[n++] = flags[i];
	for (int i = 0; i < nask; i++)
		argv[n++] = ask[i];
	argv[n++] = "-x";
	argv[n++] = cxx ? "c++" : "c";
	argv[n++] = input;
	argv[n] = NULL;
	return argv;
}

HostView *
frontend_host_view(const char *cc, int cxx, const char *const *flags, int nflags,
                   const char **failed)
{
	static const char *const ask[] = {"-dM", "-E", "-v", NULL};
	const char **argv = host_argv(cc, cxx, flags, nflags, ask, "/dev/null");
	HostView *h = arena_alloc(sizeof *h);
	char *out = NULL, *err = NULL;
	int status;

	h->cc = cc;
	h->cxx = cxx;
	h->flags = flags;
	h->nflags = nflags;
	if ((status = run_capture(argv, &out, &err)) != 0 && status != 127 && failed) {
		*failed = err ? err : "";
		return NULL;
	}
	if (status != 0) {
		diag_tool("cannot ask the host compiler '%s' for its predefined macros (%s)%s%s", cc,
		          status == 127 ? "it does not run: set OMP2CUDA_CC" : "it failed",
		          err && *err ? ":\n" : "", err && *err ? err : "");
		return NULL;
	}
	read_macros(h, out);
	read_dirs(h, err);
	/* another <omp.h> with the same interface, where libclang 16 cannot
	 * read the host compiler's (test/device_run.sh) */
	if (getenv("OMP2CUDA_OMP_INCLUDE") && *getenv("OMP2CUDA_OMP_INCLUDE"))
		h->omp_h = arena_printf("%s/omp.h", getenv("OMP2CUDA_OMP_INCLUDE"));
	if (!frontend_host_macro(h, "__STDC__") || !h->ndirs) {
		diag_tool("the host compiler '%s' does not list its macros and include directories "
		          "as gcc and clang do (-dM -E -v)", cc);
		return NULL;
	}
	return h;
}

const HostMacro *
frontend_host_macro(const HostView *h, const char *name)
{
	for (int i = 0; h && i < h->nmacros; i++)
		if (!strcmp(h->macros[i].name, name))
			return &h->macros[i];
	return NULL;
}

/* Declarations that compile where the host compiler computes _Float16
 * one way: where an operation keeps its float value (a square's value is
 * the product of the floats), and where each operation rounds
 * (15/1024 * 177/64 + 1 is 1.04101562 so, 1.04003906 rounded once). */
static const char *const f16_probes[] = {
	"#define O2C_H ((_Float16)(1.0f / 3))\n"
	"typedef char o2c_excess[((float)(O2C_H * O2C_H) == (float)O2C_H * (float)O2C_H) ? 1 : -1];\n",
	"#define O2C_A ((_Float16)(15 / 1024.0f))\n#define O2C_B ((_Float16)(177 / 64.0f))\n"
	"typedef char o2c_rounded[((float)(O2C_A * O2C_B + (_Float16)1) == 1.04101562f) ? 1 : -1];\n",
};

/* Does probe compile with the host compiler? */
static int
f16_compiles(const HostView *h, const char *probe)
{
	static const char *const ask[] = {"-fsyntax-only", NULL};
	char path[] = "/tmp/omp2cuda-f16-XXXXXX";
	char *out = NULL, *err = NULL;
	int fd, ok;

	if ((fd = mkstemp(path)) < 0)
		return 0;
	int wrote = write(fd, probe, strlen(probe)) == (ssize_t)strlen(probe);
	close(fd);
	ok = wrote && run_capture(host_argv(h->cc, h->cxx, h->flags, h->nflags, ask, path), &out,
	                          &err) == 0;
	unlink(path);
	return ok;
}

int
frontend_host_f16_method(HostView *h)
{
	if (h && !h->f16_method)
		h->f16_method = f16_compiles(h, f16_probes[0])   ? HALF_EXCESS
		                : f16_compiles(h, f16_probes[1]) ? HALF_ROUNDED
		                                                 : HALF_OTHER;
	return h ? h->f16_method : HALF_OTHER;
}
