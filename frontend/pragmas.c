/* Finds every '#pragma omp' line of the main file that the preprocessor
 * keeps (not in a skipped #if branch), and every OpenMP directive that a
 * _Pragma operator gives (operators.c makes each a line of Ctx.text),
 * names its directive by the longest match in the OpenMP 5.2 directive
 * list, and splits its clauses.
 *
 * Directive and clause *validity* is clang's job (the -fopenmp parse has
 * already reported errors); this pass decides what omp2cuda supports.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* OpenMP 5.2 directive names, so messages can name what is unsupported. */
static const char *const known_dirs[] = {
	"target teams distribute parallel for simd", "target teams distribute parallel for",
	"target teams distribute simd", "target teams distribute", "target teams loop",
	"target teams", "target parallel for simd", "target parallel for", "target parallel loop",
	"target parallel", "target simd", "target data", "target enter data", "target exit data",
	"target update", "target", "declare target", "begin declare target", "end declare target",
	"declare mapper", "declare variant", "begin declare variant", "end declare variant",
	"teams distribute parallel for simd", "teams distribute parallel for",
	"teams distribute simd", "teams distribute", "teams loop", "teams",
	"distribute parallel for simd", "distribute parallel for", "distribute simd", "distribute",
	"parallel for simd", "parallel for", "parallel sections", "parallel loop",
	"parallel master taskloop simd", "parallel master taskloop", "parallel masked taskloop simd",
	"parallel masked taskloop", "parallel master", "parallel masked", "parallel", "for simd",
	"for", "simd", "loop", "sections", "section", "single", "master taskloop simd",
	"master taskloop", "masked taskloop simd", "masked taskloop", "master", "masked",
	"critical", "barrier", "taskwait",
	"taskyield", "taskgroup", "taskloop simd", "taskloop", "task", "atomic", "flush", "ordered",
	"threadprivate", "declare reduction", "declare simd", "requires", "cancellation point",
	"cancel", "scan", "tile", "unroll", "metadirective", "allocate", "depobj", "interop",
	"dispatch", "error", "nothing", "scope", "assumes", "begin assumes", "end assumes", 0,
};

typedef struct Tok {
	CXTokenKind kind;
	unsigned begin, end;
} Tok;

static int
tok_is(Ctx *c, const Tok *t, const char *s)
{
	size_t n = strlen(s);
	return t->end - t->begin == n && !strncmp(c->text + t->begin, s, n);
}

static int
is_word(const Tok *t)
{
	return t->kind == CXToken_Identifier || t->kind == CXToken_Keyword;
}

/* The tokens of a file of unit tu, at offset base of Ctx.text. */
static void
tokenize_file(Ctx *c, CXTranslationUnit tu, CXFile file, size_t len, unsigned base,
              size_t *cap)
{
	CXSourceRange all;
	CXToken *cx;
	unsigned n;

	all = clang_getRange(clang_getLocationForOffset(tu, file, 0),
	                     clang_getLocationForOffset(tu, file, len));
	clang_tokenize(tu, all, &cx, &n);
	for (unsigned i = 0; i < n; i++) {
		CXSourceRange r = clang_getTokenExtent(tu, cx[i]);
		Tok t = {clang_getTokenKind(cx[i]), base + cx_offset(clang_getRangeStart(r)),
		         base + cx_offset(clang_getRangeEnd(r))};
		/* a line splice right before a token is part of its extent */
		while (t.begin + 1 < t.end && c->text[t.begin] == '\\' &&
		       (c->text[t.begin + 1] == '\n' ||
		        (c->text[t.begin + 1] == '\r' && t.begin + 2 < t.end && c->text[t.begin + 2] == '\n')))
			t.begin += c->text[t.begin + 1] == '\n' ? 2 : 3;
		if (t.kind != CXToken_Comment)
			VEC_PUSH(c->toks, c->ntoks, *cap, t);
	}
	clang_disposeTokens(tu, cx, n);
}

/* The file's tokens, then those of the operators' directive lines. */
static void
tokenize(Ctx *c)
{
	size_t cap = 0;

	c->ntoks = 0;
	c->toks = NULL;
	tokenize_file(c, c->tu, c->file, c->u->len, 0, &cap);
	if (c->ops_tu)
		tokenize_file(c, c->ops_tu, c->ops_file, c->text_len - c->ops_base, c->ops_base, &cap);
}

static int
at_line_start(Ctx *c, unsigned at)
{
	while (at > 0 && (c->text[at - 1] == ' ' || c->text[at - 1] == '\t'))
		at--;
	return at == 0 || c->text[at - 1] == '\n';
}

static int
skipped(CXSourceRangeList *sk, unsigned at)
{
	for (unsigned i = 0; sk && i < sk->count; i++) {
		unsigned b = cx_offset(clang_getRangeStart(sk->ranges[i]));
		unsigned e = cx_offset(clang_getRangeEnd(sk->ranges[i]));
		if (b <= at && at < e)
			return 1;
	}
	return 0;
}

/* Longest known directive name made of the words starting at token i. */
static void
name_directive(Ctx *c, size_t i, unsigned end, Pragma *p)
{
	char words[256] = "";
	size_t best_len = 0;

	p->name = NULL;
	for (size_t j = i; j < c->ntoks && c->toks[j].begin < end && is_word(&c->toks[j]); j++) {
		size_t n = strlen(words);
		if (n + (c->toks[j].end - c->toks[j].begin) + 2 >= sizeof words)
			break;
		snprintf(words + n, sizeof words - n, "%s%.*s", n ? " " : "",
		         (int)(c->toks[j].end - c->toks[j].begin), c->text + c->toks[j].begin);
		for (int k = 0; known_dirs[k]; k++) {
			if (!strcmp(words, known_dirs[k]) && strlen(words) > best_len) {
				best_len = strlen(words);
				p->name = known_dirs[k];
				p->clauses_at = c->toks[j].end;
			}
		}
	}
	p->dir = p->name ? pragmas_dir_of(p->name) : -1;
	p->is_target = p->name && (!strncmp(p->name, "target", 6) || strstr(p->name, "declare target") ||
	                           strstr(p->name, "declare mapper") || strstr(p->name, "declare variant"));
}

/* Directives omp2cuda compiles as another (OpenMP 5.2 11.7, 10.4).  A
 * loop construct bound to the teams of a target teams construct, or to
 * the team of a parallel one, may run its iterations in any order and at
 * once: distribute parallel for and for do that.  A simd loop's
 * iterations may run concurrently, so threads run them, as they run
 * those of ... parallel for simd (in a target region too: each thread
 * runs its own iterations in order, as a simd loop may); with safelen, one thread per team runs
 * them in order (clauses.c, Region.exec.simd_alone). */
static const struct {
	const char *name;
	int dir;
} aliases[] = {
	{"target teams loop", DIR_TTDPF},
	{"target parallel loop", DIR_TPF},
	{"target simd", DIR_TPF_SIMD},
	{"target teams distribute simd", DIR_TTDPF_SIMD},
	{"parallel loop", DIR_PARALLEL_FOR},
	{"parallel for simd", DIR_PARALLEL_FOR},
	/* in a kernel region, one thread runs a taskloop's iterations in
	 * order (frontend/tasks.c): as a simd loop may */
	{"taskloop simd", DIR_KTASKLOOP},
};

/* Combined constructs read as their leaf constructs nested (OpenMP 5.2
 * 17.3): the first leaf takes the directive's clauses, each other one is
 * a region nested in the one before, with the same statement
 * (parse.c).  A parallel region that only its thread 0 runs, the master
 * thread's taskloop. */
static const struct {
	const char *name;
	int leaves[MAX_LEAVES];
} splits[] = {
	{"parallel master", {DIR_PARALLEL, DIR_MASTER, -1}},
	{"parallel masked", {DIR_PARALLEL, DIR_MASKED, -1}},
	{"parallel sections", {DIR_PARALLEL, DIR_SECTIONS, -1}},
	{"master taskloop", {DIR_MASTER, DIR_KTASKLOOP, -1}},
	{"masked taskloop", {DIR_MASKED, DIR_KTASKLOOP, -1}},
	{"parallel master taskloop", {DIR_PARALLEL, DIR_MASTER, DIR_KTASKLOOP}},
	{"parallel masked taskloop", {DIR_PARALLEL, DIR_MASKED, DIR_KTASKLOOP}},
	{"master taskloop simd", {DIR_MASTER, DIR_KTASKLOOP, -1}},
	{"masked taskloop simd", {DIR_MASKED, DIR_KTASKLOOP, -1}},
	{"parallel master taskloop simd", {DIR_PARALLEL, DIR_MASTER, DIR_KTASKLOOP}},
	{"parallel masked taskloop simd", {DIR_PARALLEL, DIR_MASKED, DIR_KTASKLOOP}},
};

/* The leaves of a combined construct name reads as (DIR_*, -1 after
 * the last), or NULL for a construct read as one. */
const int *
pragmas_leaves(const char *name)
{
	for (size_t i = 0; i < sizeof splits / sizeof splits[0]; i++)
		if (!strcmp(name, splits[i].name))
			return splits[i].leaves;
	return NULL;
}

/* Is kind a clause only a task or taskloop takes? */
int
pragmas_task_clause(int kind)
{
	switch (kind) {
	case CL_AFFINITY:
	case CL_FINAL:
	case CL_UNTIED:
	case CL_MERGEABLE:
	case CL_PRIORITY:
	case CL_GRAINSIZE:
	case CL_NUM_TASKS:
	case CL_NOGROUP:
		return 1;
	default:
		return 0;
	}
}

/* Does a combined construct's name have a taskloop leaf? */
static int
taskloop_leaf(const int *leaves)
{
	for (int i = 0; leaves && i < MAX_LEAVES && leaves[i] >= 0; i++)
		if (leaves[i] == DIR_KTASKLOOP)
			return 1;
	return 0;
}

/* DIR_* of a directive name, or -1. */
int
pragmas_dir_of(const char *name)
{
	for (int d = 0; d < DIR_NUM; d++)
		if (!strcmp(name, dir_spelling[d]))
			return d;
	for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
		if (!strcmp(name, aliases[i].name))
			return aliases[i].dir;
	return pragmas_leaves(name) ? pragmas_leaves(name)[0] : -1;
}

/* A directive line of an operator: where the operator is in the file. */
static void
from_operator(Ctx *c, Pragma *p)
{
	for (size_t i = 0; i < c->nops; i++)
		if (c->ops[i].at == p->text_begin) {
			p->op = &c->ops[i];
			p->begin = c->ops[i].begin;
			p->end = c->ops[i].end;
			return;
		}
	unreachable("directive line of no operator");
}

static int
by_begin(const void *a, const void *b)
{
	const Pragma *x = a, *y = b;

	return x->begin < y->begin ? -1 : x->begin > y->begin;
}

/* Does token i begin a '#pragma omp' line that the preprocessor keeps? */
static int
omp_line_at(Ctx *c, CXSourceRangeList *sk, size_t i)
{
	return tok_is(c, &c->toks[i], "#") && tok_is(c, &c->toks[i + 1], "pragma") &&
	       tok_is(c, &c->toks[i + 2], "omp") && at_line_start(c, c->toks[i].begin) &&
	       !skipped(sk, c->toks[i].begin);
}

/* All '#pragma omp' lines and OpenMP directives of _Pragma operators in
 * source order; returns their number. */
int
pragmas_find(Ctx *c, Pragma **out)
{
	CXSourceRangeList *sk = clang_getSkippedRanges(c->tu, c->file);
	Pragma *ps = NULL;
	size_t np = 0, cap = 0;

	tokenize(c);
	for (size_t i = 0; i + 2 < c->ntoks; i++) {
		Pragma p = {0};
		if (!omp_line_at(c, sk, i))
			continue;
		p.begin = p.text_begin = c->toks[i].begin;
		p.end = p.text_end = cx_line_end(c, p.begin);
		name_directive(c, i + 3, p.text_end, &p);
		if (!p.name)
			continue; /* clang has reported it */
		if (p.text_begin >= c->ops_base)
			from_operator(c, &p);
		VEC_PUSH(ps, np, cap, p);
	}
	if (sk)
		clang_disposeSourceRangeList(sk);
	if (np)
		qsort(ps, np, sizeof *ps, by_begin);
	*out = ps;
	return (int)np;
}

/* Is the word at token t a macro of the user's files defined there
 * (those of headers count as defined before the whole file), or one a
 * -D flag defines and no #undef of the file has taken away? */
static int
user_macro(Ctx *c, const Tok *t)
{
	const char *name = cx_text(c, t->begin, t->end);
	size_t n = strlen(name);

	for (size_t i = c->nmacros; i-- > 0;)
		if (c->macros[i].at <= t->begin && !strcmp(c->macros[i].name, name))
			return !macro_undefined(c, name, c->macros[i].at, t->begin);
	for (int i = 0; i < c->nflags; i++) {
		const char *f = c->flags[i];
		if (!strncmp(f, "-D", 2) && !strncmp(f + 2, name, n) && strchr("=(", f[2 + n]))
			return !macro_undefined(c, name, 0, t->begin);
	}
	return 0;
}

/* The '#pragma omp' lines of the main file where a macro of the user's
 * files or flags gives words of the directive or of its clauses, outside
 * every clause's parentheses (`#define use_target(c) if(target: (c))`,
 * then `#pragma omp target teams use_target(on) map(...)`): the tokens
 * of a directive are subject to macro replacement (OpenMP 5.2 3.1),
 * which the preprocessor does for them (expand.c).  In source order.
 * Requires scan_unit. */
size_t
pragmas_macro_lines(Ctx *c, PragmaLine **out)
{
	CXSourceRangeList *sk = clang_getSkippedRanges(c->tu, c->file);
	PragmaLine *lines = NULL;
	size_t n = 0, cap = 0;

	tokenize(c);
	for (size_t i = 0; i + 2 < c->ntoks && c->toks[i].begin < c->u->len; i++) {
		if (!omp_line_at(c, sk, i))
			continue;
		PragmaLine line = {c->toks[i].begin, c->toks[i + 2].end,
		                   cx_line_end(c, c->toks[i].begin)};
		int depth = 0, given = 0;
		for (i += 3; i < c->ntoks && c->toks[i].begin < line.end; i++) {
			depth += tok_is(c, &c->toks[i], "(") - tok_is(c, &c->toks[i], ")");
			given |= !depth && is_word(&c->toks[i]) && user_macro(c, &c->toks[i]);
		}
		i--;
		if (given)
			VEC_PUSH(lines, n, cap, line);
	}
	if (sk)
		clang_disposeSourceRangeList(sk);
	*out = lines;
	return n;
}

static size_t
tok_at(Ctx *c, unsigned offset)
{
	size_t lo = 0, hi = c->ntoks;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (c->toks[mid].begin < offset)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The clauses of OpenMP 5.2 (and 5.1's spellings), supported or not:
 * clang 16 skips any other word after a directive with a warning, as if
 * it were not written; gcc rejects it. */
static const char *const omp_clauses[] = {
	"absent", "acq_rel", "acquire", "adjust_args", "affinity", "align", "aligned", "allocate",
	"allocator", "append_args", "at", "atomic_default_mem_order", "bind", "capture",
	"collapse", "compare", "contains", "copyin", "copyprivate", "default", "defaultmap",
	"depend", "destroy", "detach", "device", "device_type", "dist_schedule", "doacross",
	"dynamic_allocators", "enter", "exclusive", "fail", "filter", "final", "firstprivate",
	"from", "full", "grainsize", "has_device_addr", "hint", "holds", "if", "in_reduction",
	"inbranch", "inclusive", "indirect", "init", "is_device_ptr", "lastprivate", "linear",
	"link", "map", "match", "mergeable", "message", "nocontext", "nogroup", "nontemporal",
	"notinbranch", "novariants", "nowait", "num_tasks", "num_teams", "num_threads", "order",
	"ordered", "partial", "priority", "private", "proc_bind", "read", "reduction", "relaxed",
	"release", "reverse_offload", "safelen", "schedule", "seq_cst", "severity", "shared",
	"simd", "simdlen", "sizes", "task_reduction", "thread_limit", "threads", "to",
	"unified_address", "unified_shared_memory", "uniform", "untied", "update", "use",
	"use_device_addr", "use_device_ptr", "uses_allocators", "weak", "when", "write", 0,
};

static int
is_omp_clause(Ctx *c, const Tok *t)
{
	for (int k = 0; omp_clauses[k]; k++)
		if (tok_is(c, t, omp_clauses[k]))
			return 1;
	return 0;
}

/* The edit distance of a and b (insertions, deletions, substitutions),
 * for names of at most 31 characters. */
static size_t
edit_distance(const char *a, const char *b)
{
	size_t n = strlen(a), m = strlen(b), row[32];

	if (n > 31 || m > 31)
		return (size_t)-1;
	for (size_t j = 0; j <= m; j++)
		row[j] = j;
	for (size_t i = 1; i <= n; i++) {
		size_t diag = row[0];
		row[0] = i;
		for (size_t j = 1; j <= m; j++) {
			size_t up = row[j], best = diag + (a[i - 1] != b[j - 1]);
			if (up + 1 < best)
				best = up + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			diag = up;
			row[j] = best;
		}
	}
	return row[m];
}

/* The OpenMP clause closest to a misspelt one (at most a third of its
 * letters wrong), or NULL. */
static const char *
nearest_clause(const char *spelled)
{
	size_t best = strlen(spelled) / 3 > 0 ? strlen(spelled) / 3 : 1;
	const char *near = NULL;

	for (int k = 0; omp_clauses[k]; k++) {
		size_t d = edit_distance(spelled, omp_clauses[k]);
		if (d <= best) {
			best = d;
			near = omp_clauses[k];
		}
	}
	return near;
}

static int
clause_kind(Ctx *c, const Tok *t)
{
	for (int k = 0; k < CL_NUM; k++)
		if (tok_is(c, t, clause_spelling[k]))
			return k;
	return -1;
}

/* Clause text with each line splice (backslash, newline) made spaces:
 * offsets into it stay offsets into the line. */
static const char *
blank_splices(const char *text)
{
	char *s = arena_strndup(text, strlen(text));

	for (char *p = s; *p; p++)
		if (p[0] == '\\' && p[1] == '\n')
			p[0] = p[1] = ' ';
		else if (p[0] == '\\' && p[1] == '\r' && p[2] == '\n')
			p[0] = p[1] = p[2] = ' ';
	return s;
}

/* The clauses of one directive line, into r->clauses. */
static void
line_clauses(Ctx *c, const Pragma *p, const char *dir_name, Region *r, size_t *cap, int target,
             int alone, const char *line)
{
	for (size_t i = tok_at(c, p->clauses_at); i < c->ntoks && c->toks[i].begin < p->text_end; i++) {
		Clause cl = {.on_target = target, .target_alone = alone, .line = line};
		const Tok *name = &c->toks[i];
		if (tok_is(c, name, ","))
			continue;
		cl.loc = cx_loc(c, name->begin);
		cl.kind = clause_kind(c, name);
		const char *spelled = cx_text(c, name->begin, name->end);
		if (i + 1 < c->ntoks && tok_is(c, &c->toks[i + 1], "(")) {
			int depth = 0;
			size_t j = i + 1;
			for (; j < c->ntoks && c->toks[j].begin < p->text_end; j++) {
				if (tok_is(c, &c->toks[j], "("))
					depth++;
				else if (tok_is(c, &c->toks[j], ")") && --depth == 0)
					break;
			}
			if (j >= c->ntoks || c->toks[j].begin >= p->text_end) {
				diag_error(cl.loc, "unbalanced parentheses in clause '%s'", spelled);
				return;
			}
			cl.args = blank_splices(cx_text(c, c->toks[i + 1].end, c->toks[j].begin));
			cl.args_at = c->toks[i + 1].end;
			i = j;
		}
		if (cl.kind < 0 && !is_omp_clause(c, name)) {
			const char *near = nearest_clause(spelled);
			diag_error(cl.loc, "unknown clause '%s' on '#pragma omp %s'%s%s%s", spelled,
			           dir_name, near ? "; did you mean '" : "", near ? near : "",
			           near ? "'?" : "");
			continue;
		}
		if (cl.kind < 0) {
			diag_error(cl.loc, "clause '%s' is not supported yet", spelled);
			continue;
		}
		unsigned on = 1u << dir_shape[r->dir] | (r->dir == DIR_TP ? ON_TPAR : 0);
		const int *leaves = pragmas_leaves(dir_name);
		if (leaves)
			on |= ON_SINGLE; /* the clauses of its master and taskloop leaves */
		/* clang rejects a task clause where no leaf takes it, but not
		 * among tokens it ignores after a directive it read whole */
		if (leaves && pragmas_task_clause(cl.kind) && !taskloop_leaf(leaves)) {
			diag_error(cl.loc, "clause '%s' is not allowed on '#pragma omp %s'", spelled,
			           dir_name);
			continue;
		}
		if (!(clause_shapes[cl.kind] & on)) {
			diag_error(cl.loc, "clause '%s' is not supported yet on '#pragma omp %s'",
			           spelled, dir_name);
			continue;
		}
		VEC_PUSH(r->clauses, r->nclauses, *cap, cl);
	}
}

/* Where the statement that libclang begins at `begin`, after code that
 * ends at from, begins with its directives: at the first between them
 * (a construct's statement, `#pragma omp atomic` x++; say, whose cursor
 * begins after the directive). */
unsigned
pragmas_stmt_begin(Ctx *c, unsigned from, unsigned begin)
{
	for (int i = 0; i < c->nps; i++)
		if (c->ps[i].begin >= from && c->ps[i].begin < begin)
			return c->ps[i].begin;
	return begin;
}

/* Split the clauses of a supported directive into r->clauses: those of
 * each directive line fused into it too.  The first line is the target
 * construct's (a combined one), the others' are constructs nested in it
 * (frontend/fuse.c); in a target parallel region read from a target
 * construct and a parallel one, the first line's clauses are the target
 * construct's alone. */
void
pragmas_clauses(Ctx *c, const Pragma *p, Region *r)
{
	size_t cap = 0;

	for (const Pragma *q = p; q; q = q->fused)
		line_clauses(c, q, p->name, r, &cap, q == p && dir_has_kernel(r->dir),
		             q == p && p->fused && r->dir == DIR_TP,
		             q == p && p->line_name ? p->line_name : q->name);
}

/* The argument text of the n-th clause of this name (from 0) of a host
 * directive, or NULL when it has fewer. */
const char *
pragmas_clause_args(Ctx *c, const Pragma *p, const char *name, int n)
{
	unsigned begin, end;

	return pragmas_clause_extent(c, p, name, n, &begin, &end)
	               ? blank_splices(cx_text(c, begin, end))
	               : NULL;
}

/* Does the directive have a clause of this name?  For host directives,
 * whose clauses omp2cuda does not decode. */
int
pragmas_has_clause(Ctx *c, const Pragma *p, const char *name)
{
	int depth = 0;

	for (size_t i = tok_at(c, p->clauses_at); i < c->ntoks && c->toks[i].begin < p->text_end; i++) {
		if (tok_is(c, &c->toks[i], "("))
			depth++;
		else if (tok_is(c, &c->toks[i], ")"))
			depth--;
		else if (depth == 0 && tok_is(c, &c->toks[i], name))
			return 1;
	}
	return 0;
}

/* Where the argument of the n-th clause of this name (from 0) is: from
 * after its '(' to its ')'; 0 when the directive has fewer. */
int
pragmas_clause_extent(Ctx *c, const Pragma *p, const char *name, int n, unsigned *begin,
                      unsigned *end)
{
	int depth = 0;
	size_t open = 0;

	for (size_t i = tok_at(c, p->clauses_at); i < c->ntoks && c->toks[i].begin < p->text_end; i++) {
		if (tok_is(c, &c->toks[i], "(") && depth++ == 0)
			open = i;
		else if (tok_is(c, &c->toks[i], ")") && --depth == 0 && open > 0 &&
		         tok_is(c, &c->toks[open - 1], name) && n-- == 0) {
			*begin = c->toks[open].end;
			*end = c->toks[i].begin;
			return 1;
		}
	}
	return 0;
}

/* Name the directive written from offset at to end (a metadirective's
 * choice) as p: its name, DIR_* and clauses, up to end; 0 when it is
 * no directive omp2cuda knows. */
int
pragmas_name_at(Ctx *c, Pragma *p, unsigned at, unsigned end)
{
	name_directive(c, tok_at(c, at), end, p);
	p->text_end = end;
	return p->name != NULL;
}
