/* Macro invocations whose directives operators.c cannot follow, expanded
 * in place by the preprocessor.
 *
 * A macro may give an OpenMP directive through _Pragma in the middle of
 * other code (`#define TEST { x = 0; _Pragma("omp target map(from: x)")
 * { x = 1; } report(x); }`), or through macros it names in ways the
 * token-level reading of operators.c does not follow.  clang compiles
 * such code as the preprocessor gives it, and so does omp2cuda: each such
 * invocation of the main file (the outermost one around the operator) is
 * replaced by its expansion, the directives in it written as _Pragma
 * operators, which operators.c follows.  The front end then reads the
 * main file with those replacements instead of its text on disk; the
 * user's file itself is never written.
 *
 * A '#pragma omp' line whose directive or clauses a macro gives words of
 * (pragmas_macro_lines: `#pragma omp target teams use_target(on)` after
 * `#define use_target(c) if(target: (c))`) is replaced by its expansion
 * the same way, written as a _Pragma operator: the tokens of a directive
 * are subject to macro replacement (OpenMP 5.2 3.1).
 *
 * The expansion is clang's own: the main file, with a marker before and
 * after each invocation and one after the `omp` of each such line, goes
 * through `clang -E` with the user's flags under its own name (#line),
 * so __FILE__, __LINE__ and every macro mean what they mean in place;
 * -fopenmp has it expand the macros of directives.  An expansion takes
 * the first line of what it replaces; the line breaks of that follow it,
 * so that every other line keeps its number.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

/* A stretch of the main file to replace by its expansion: a macro
 * invocation, or a '#pragma omp' line (line set). */
typedef struct Span {
	unsigned begin, end;
	const PragmaLine *line;
} Span;

/* The preprocessor: $OMP2CUDA_CLANG, the clang of libclang's release
 * where it is installed (clang-22), or clang-16.  The parse's flags
 * replace its predefined macros (-undef, parse.c), so that any of them
 * expands a macro as the parse would. */
static const char *
clang_path(void)
{
	const char *env = getenv("OMP2CUDA_CLANG");

	if (env && *env)
		return env;
	if (access(O2C_LLVM_ROOT "/bin/clang", X_OK) == 0)
		return O2C_LLVM_ROOT "/bin/clang";
	if (access("/usr/lib/llvm-16/bin/clang", X_OK) == 0)
		return "/usr/lib/llvm-16/bin/clang";
	return "clang-16";
}

/* The outermost invocations around the operators not followed, and the
 * lines, in source order, without repeats. */
static size_t
spans_wanted(Ctx *c, const PragmaLine *lines, size_t nlines, Span **out)
{
	Span *s = NULL;
	size_t n = 0, cap = 0, l = 0;

	for (size_t i = 0; i <= c->nops; i++) {
		const Operator *op = i < c->nops ? &c->ops[i] : NULL;
		if (op && op->text)
			continue;
		for (; l < nlines && (!op || lines[l].begin < op->begin); l++) {
			Span sp = {lines[l].begin, lines[l].end, &lines[l]};
			VEC_PUSH(s, n, cap, sp);
		}
		if (!op)
			break;
		Span sp = {op->begin, op->end, NULL};
		for (size_t k = 0; k < c->nexpansions; k++) {
			const Node *e = &c->expansions[k];
			if (e->begin <= op->begin && op->begin < e->end) {
				sp = (Span){e->begin, e->end, NULL};
				break;
			}
		}
		if (n && sp.begin < s[n - 1].end)
			continue;
		VEC_PUSH(s, n, cap, sp);
	}
	*out = s;
	return n;
}

/* `clang -E` of the file with the user's flags; its output, or NULL after
 * a message. */
static char *
preprocess(const char *user_dir, const char *file, const char *const *flags,
           int nflags, const HostView *host)
{
	const char **argv = arena_alloc((nflags + 16) * sizeof *argv);
	int n = 0, status;
	char *text = NULL, *err = NULL;

	argv[n++] = clang_path();
	argv[n++] = "-E";
	/* the parse's flags: the host compiler's macros and directories
	 * (parse.c), which the preprocessor needs alone */
	for (int i = 0; i < nflags; i++)
		argv[n++] = flags[i];
	argv[n++] = "-iquote";
	argv[n++] = user_dir; /* its #include "..." as in place */
	if (host->omp_h) {
		/* the parse reads this <omp.h> (parse.c), the preprocessor
		 * reads its directory last */
		argv[n++] = "-idirafter";
		argv[n++] = arena_strndup(host->omp_h, strlen(host->omp_h) - strlen("/omp.h"));
	}
	argv[n++] = "-fopenmp"; /* macros in directives expanded */
	argv[n++] = "-w";       /* the parse shows the file's warnings */
	argv[n++] = file;
	argv[n] = NULL;
	if ((status = run_capture(argv, &text, &err)) != 0) {
		fputs(err ? err : "", stderr);
		if (status == 127)
			diag_tool("cannot run '%s' (set OMP2CUDA_CLANG)", argv[0]);
		else
			diag_tool("'%s -E' failed while expanding macros that give directives", argv[0]);
		return NULL;
	}
	return text;
}

/* _Pragma("<prefix><text from p to eol>"), the text escaped. */
static void
pragma_operator(Buf *b, const char *prefix, const char *p, const char *eol)
{
	buf_printf(b, " _Pragma(\"%s", prefix);
	for (; p < eol; p++) {
		if (*p == '"' || *p == '\\')
			buf_put(b, "\\", 1);
		buf_put(b, p, 1);
	}
	buf_puts(b, "\") ");
}

/* The preprocessor's output between two markers as one line: line
 * markers dropped, "#pragma X" lines written as _Pragma("X"). */
static void
one_line(Buf *b, const char *s, const char *end)
{
	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s)), *p = s;
		const char *eol = nl ? nl : end;
		while (p < eol && (*p == ' ' || *p == '\t'))
			p++;
		if (p < eol && *p == '#') {
			for (p++; p < eol && (*p == ' ' || *p == '\t'); p++)
				;
			if (eol - p > 7 && !strncmp(p, "pragma", 6) && (p[6] == ' ' || p[6] == '\t'))
				pragma_operator(b, "", p + 7, eol);
			/* else a line marker */
		} else {
			buf_put(b, s, (size_t)(eol - s));
			buf_puts(b, " ");
		}
		s = eol + (nl != NULL);
	}
}

/* The marker token o2c_expand_<kind>_<k> in s, and *after it. */
static const char *
find_marker(const char *s, const char *kind, size_t k, const char **after)
{
	char m[64];
	int n = snprintf(m, sizeof m, "o2c_expand_%s_%zu", kind, k);

	for (const char *p = s; (p = strstr(p, m)); p += n)
		if (!isalnum((unsigned char)p[n]) && p[n] != '_') {
			*after = p + n;
			return p;
		}
	return NULL;
}

/* The main file with markers: o2c_expand_begin_<k> and _end_<k> around
 * invocation k, o2c_expand_line_<k> after the `omp` of line k. */
static void
marked_text(Ctx *c, const Span *sp, size_t n, Buf *marked)
{
	size_t at = 0;

	buf_printf(marked, "#line 1 \"%s\"\n", c->u->path);
	for (size_t k = 0; k < n; k++) {
		if (sp[k].line) {
			buf_put(marked, c->u->src + at, sp[k].line->words - at);
			buf_printf(marked, " o2c_expand_line_%zu ", k);
			at = sp[k].line->words;
			continue;
		}
		buf_put(marked, c->u->src + at, sp[k].begin - at);
		buf_printf(marked, " o2c_expand_begin_%zu ", k);
		buf_put(marked, c->u->src + sp[k].begin, sp[k].end - sp[k].begin);
		buf_printf(marked, " o2c_expand_end_%zu ", k);
		at = sp[k].end;
	}
	buf_put(marked, c->u->src + at, c->u->len - at);
}

/* The expansion of span k, found from *from on in the preprocessor's
 * output, onto out as one line; 0 when it is not there. */
static int
expansion_of(const Span *sp, size_t k, const char **from, Buf *out)
{
	const char *b, *e = NULL;

	if (sp->line) {
		if (!find_marker(*from, "line", k, &b))
			return 0;
		e = strchr(b, '\n') ? strchr(b, '\n') : b + strlen(b);
		pragma_operator(out, "omp", b, e);
		*from = e;
		return 1;
	}
	if (find_marker(*from, "begin", k, &b))
		e = find_marker(b, "end", k, from);
	if (!e)
		return 0;
	one_line(out, b, e);
	return 1;
}

/* The main file's text with the invocations that give directives
 * operators.c cannot follow and the lines expanded; NULL when there are
 * none, or after an error (diag_errors counts it). */
const char *
expand_invocations(Ctx *c, const char *const *flags, int nflags, const PragmaLine *lines,
                   size_t nlines, size_t *len)
{
	Span *sp;
	size_t n = spans_wanted(c, lines, nlines, &sp), at = 0;
	char dir[] = "/tmp/omp2cuda-expand-XXXXXX";
	const char *user_dir, *file, *pre = NULL, *from;
	Buf marked = {0}, out = {0};

	if (!n)
		return NULL;
	if (!mkdtemp(dir)) {
		diag_tool("cannot create a temporary directory: %s", strerror(errno));
		return NULL;
	}
	user_dir = strrchr(c->u->path, '/') ? arena_strndup(c->u->path, (size_t)(strrchr(c->u->path,
	                                                     '/') - c->u->path))
	                                    : ".";
	file = arena_printf("%s/%s", dir, "main.c");
	marked_text(c, sp, n, &marked);
	if (!write_file(file, marked.s, marked.len))
		pre = preprocess(user_dir, file, flags, nflags, c->u->host);
	else
		diag_tool("cannot write '%s': %s", file, strerror(errno));
	unlink(file);
	rmdir(dir);
	if (!pre)
		return NULL;
	from = pre;
	for (size_t k = 0; k < n; k++) {
		buf_put(&out, c->u->src + at, sp[k].begin - at);
		if (!expansion_of(&sp[k], k, &from, &out)) {
			diag_error(cx_loc(c, sp[k].begin), "the expansion of this %s could not be "
			           "found in the preprocessor's output",
			           sp[k].line ? "directive" : "macro");
			return NULL;
		}
		for (unsigned i = sp[k].begin; i < sp[k].end; i++)
			if (c->u->src[i] == '\n')
				buf_puts(&out, "\n");
		at = sp[k].end;
	}
	buf_put(&out, c->u->src + at, c->u->len - at);
	*len = out.len;
	return out.s;
}
