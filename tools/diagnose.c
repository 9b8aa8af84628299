/* Messages of nvcc and the host compiler about the files omp2cuda
 * generated.  Neither should ever reject them: the front end checked the
 * user's code, and what omp2cuda wrote around it is its own.  Should one
 * do so anyway, the user must not be told of an error in a file they
 * never wrote as if it were theirs.  The generated files put the user's
 * code under #line directives, so that messages about it name the user's
 * file and line already (nvcc and cc print them as they are); a message
 * that names the generated file itself (nvcc's "x.o2c.cu(12): error: ...",
 * cc's "x.o2c.c:12:5: error: ...") is about code omp2cuda wrote, and is
 * told as omp2cuda's internal error at the construct it was generated
 * for: the nearest construct comment ("/" "* file:line: #pragma omp ...",
 * before each kernel) or #line directive above the line.  Every other
 * line of the tool's output passes unchanged, and a failure ends with
 * one line saying it is omp2cuda's, not the user's, unless the tool's
 * message names a flag the user gave (rejected.c), or the host compiler
 * rejects the user's source as written too (code clang takes and gcc
 * does not): those are the user's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

typedef struct Text {
	char **line;
	size_t n, cap;
} Text;

/* The file's lines (none when it cannot be read). */
static Text
read_lines(const char *path)
{
	Text t = {0};
	char *buf = NULL;
	size_t cap = 0;
	ssize_t len;
	FILE *f = fopen(path, "r");

	if (!f)
		return t;
	while ((len = getline(&buf, &cap, f)) >= 0) {
		while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
			buf[--len] = 0;
		VEC_PUSH(t.line, t.n, t.cap, (char *)arena_strndup(buf, (size_t)len));
	}
	free(buf);
	fclose(f);
	return t;
}

/* A #line directive's file, as c_string quoted it. */
static const char *
line_file(const char *q)
{
	Buf b = {0};

	if (*q++ != '"')
		return NULL;
	for (; *q && *q != '"'; q++) {
		if (*q == '\\' && q[1])
			q++;
		buf_put(&b, q, 1);
	}
	return b.s ? arena_printf("%s", b.s) : NULL;
}

/* The user's construct above line `at` (from 1) of the generated file, as
 * "file:line", or NULL. */
static const char *
construct_above(const Text *t, long at)
{
	for (long i = at - 2; i >= 0; i--) {
		const char *l = (size_t)i < t->n ? t->line[i] : "", *p, *file;
		unsigned ln;
		int k;

		if (!strncmp(l, "/* ", 3) && (p = strstr(l, ": #pragma omp")))
			return arena_strndup(l + 3, (size_t)(p - l - 3));
		if (sscanf(l, "#line %u %n", &ln, &k) == 1 && (file = line_file(l + k)))
			return arena_printf("%s:%ld", file, (long)ln + (at - 2 - i));
	}
	return NULL;
}

/* The line of the generated file a message names, its text after the
 * location in *rest: "gen(12): error: ..." (nvcc), "gen:12:5: error: ..."
 * or "gen:12: error: ..." (cc); 0 for other lines. */
static long
message_line(const char *msg, const char *gen, const char **rest)
{
	size_t n = strlen(gen);
	char *end;
	long at;

	if (strncmp(msg, gen, n))
		return 0;
	msg += n;
	if (*msg == '(') {
		at = strtol(msg + 1, &end, 10);
		if (end == msg + 1 || strncmp(end, "):", 2))
			return 0;
		*rest = end + 2;
		return at;
	}
	if (*msg != ':')
		return 0;
	at = strtol(msg + 1, &end, 10);
	if (end == msg + 1 || *end != ':')
		return 0;
	end++;
	if (*end >= '0' && *end <= '9') { /* the column */
		strtol(end, &end, 10);
		if (*end++ != ':')
			return 0;
	}
	*rest = end;
	return at;
}

/* The file that holds the tool's stderr. */
static const char *
log_of(const char *gen)
{
	return arena_printf("%s.log", gen);
}

/* Does the host compiler reject the user's source as written (src),
 * as it rejected the host file made from it (command c on gen: mode,
 * flags, -o out, gen)?  This run's messages are not shown: the first
 * run's were. */
static int
source_rejected(const Options *o, const Cmd *c, const char *gen, const char *src)
{
	Cmd s = {0};
	const char *log = arena_printf("%s.check.log", gen);
	int status;

	if (c->n < 6 || c->argv[c->n - 1] || strcmp(c->argv[c->n - 2], gen) ||
	    strcmp(c->argv[c->n - 4], "-o"))
		return 0;
	cmd_arg(&s, c->argv[0]);
	cmd_arg(&s, "-c"); /* gcc checks OpenMP's clauses past its syntax */
	for (size_t i = 2; i < c->n - 4; i++)
		cmd_arg(&s, c->argv[i]);
	cmd_arg(&s, "-o");
	cmd_arg(&s, "/dev/null");
	cmd_arg(&s, src);
	cmd_arg(&s, NULL);
	temp_track(log);
	status = run_command_status(o, s.argv, log);
	remove(log);
	return status != 0;
}

long
start_on_generated(const Options *o, Cmd *c, const char *gen)
{
	cmd_arg(c, NULL);
	temp_track(log_of(gen));
	return spawn_command(o, c->argv, log_of(gen));
}

int
finish_on_generated(const Options *o, const Cmd *c, const char *gen, const char *src, int status,
                    int host_checks)
{
	const char *log = log_of(gen), *tool, *rest;
	Text out, text = {0};
	int read_gen = 0;

	tool = strrchr(c->argv[0], '/') ? strrchr(c->argv[0], '/') + 1 : c->argv[0];
	out = read_lines(log);
	remove(log);
	for (size_t i = 0; i < out.n; i++) {
		long at = message_line(out.line[i], gen, &rest);
		const char *where;
		if (!at) {
			fprintf(stderr, "%s\n", out.line[i]);
			continue;
		}
		if (!read_gen++)
			text = read_lines(gen);
		where = construct_above(&text, at);
		fprintf(stderr, "omp2cuda: %s%sinternal error: in code omp2cuda generated %s%s (%s:%ld, "
		        "not code you wrote), %s says:%s\n", where ? where : "", where ? ": " : "",
		        where ? "for this construct" : "from ", where ? "" : src,
		        strrchr(gen, '/') ? strrchr(gen, '/') + 1 : gen, at, tool, rest);
	}
	if (status == 0)
		return 0;
	if (status == 127 || report_rejected_flag(o, tool, (const char *const *)out.line, out.n))
		return 1;
	if (host_checks && !read_gen) {
		fprintf(stderr, "omp2cuda: error: %s rejects %s (its messages above): the checks of a "
		        "template's code that C++ makes where the program instantiates it are the host "
		        "compiler's\n", tool, src);
		return 1;
	}
	/* code the host compiler rejects where clang, the front end, took it
	 * (host code outside target regions), as written in the user's file */
	if (!read_gen && !strstr(tool, "nvcc") && source_rejected(o, c, gen, src)) {
		fprintf(stderr, "omp2cuda: error: %s rejects %s as you wrote it too (its messages "
		        "above), where clang, omp2cuda's front end, takes it: the host compiler "
		        "compiles the code outside target regions\n", tool, src);
		return 1;
	}
	fprintf(stderr, "omp2cuda: error: %s failed (%s %d) on the code omp2cuda generated from "
	        "%s: an internal error of omp2cuda, as your code passed its checks; please "
	        "report it (-save-temps keeps the generated files)\n", tool,
	        status > 0 ? "exit status" : "signal", status > 0 ? status : -status, src);
	return 1;
}

int
run_on_generated(const Options *o, Cmd *c, const char *gen, const char *src, int host_checks)
{
	long pid = start_on_generated(o, c, gen);

	return finish_on_generated(o, c, gen, src, pid < 0 ? 1 : proc_wait(&pid, 1), host_checks);
}
