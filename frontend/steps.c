/* Reads a host loop of stencil steps around a combined loop region
 * (Region.steps; lowering/steps.c runs several of its iterations in one
 * launch), as in
 *
 *     for (int t = 1; t < rows; t++) {
 *     #pragma omp target teams distribute parallel for
 *             for (int j = 0; j < cols; j++) {
 *                     int m = prev[j];
 *                     if (j > 0 && prev[j - 1] < m)
 *                             m = prev[j - 1];
 *                     next[j] = wall[(long)t * cols + j] + m;
 *             }
 *             int *tmp = prev;
 *             prev = next;
 *             next = tmp;
 *     }
 *
 * What that needs, decided here:
 *   - the loop's body is the region, then the swap of two pointer
 *     variables (tmp = a; a = b; b = tmp, tmp declared there or not), and
 *     the loop and the variables the region names are as a batch's
 *     (frontend/batches.c, batches_host_loop): nothing but the loop's
 *     variable and the swap changes what an iteration's region computes;
 *   - the region's loop is over one variable j, its bounds name neither
 *     the host loop's variable nor the two pointers;
 *   - its body reads one of the pointers (from) only as from[j + c], c an
 *     integer constant of at most MAX_REACH, and writes the other (to)
 *     only as its last statement, to[j] = value, which every iteration
 *     runs (no break, continue, return, goto or label in the body); it
 *     writes no j, calls only functions known pure (math functions of
 *     a system header, __attribute__((const)), std::min, max and clamp
 *     of numbers: a tile's halo lanes run some iterations twice, so a
 *     call must have no effect but its value), holds no directive and
 *     no lambda.
 * Lowering adds what the region's clauses and arguments must be.  Where
 * the region has steps, its loads that every iteration makes are read
 * too (frontend/preloads.c, with whether each names the host loop's
 * variable): lowering/steps.c may make them before the first step.
 */
#include <string.h>

#include "internal.h"

enum { MAX_REACH = 4 };

typedef struct Body {
	CXCursor from, to, j, t; /* canonical declarations */
	unsigned write_begin;    /* the last statement's to[j] */
	unsigned *seen;          /* DeclRefs of from that are reads counted */
	int nseen;
	size_t capseen;
	size_t capreads;
	StepFacts *f;
	const char *why;
} Body;

static int
refers(CXCursor e, CXCursor decl)
{
	e = cx_strip_casts(e);
	return clang_getCursorKind(e) == CXCursor_DeclRefExpr &&
	       clang_equalCursors(clang_getCanonicalCursor(clang_getCursorReferenced(e)), decl);
}

/* The offset c of an index j + c (j - c, c + j), or a value past MAX_REACH. */
static long long
offset_of(CXCursor e, CXCursor j)
{
	CXCursor k[2];
	long long v;
	const char *op;

	e = cx_strip_casts(e);
	if (refers(e, j))
		return 0;
	if (clang_getCursorKind(e) != CXCursor_BinaryOperator || cx_children(e, k, 2) != 2)
		return MAX_REACH + 1;
	op = cx_operator(e);
	if (!strcmp(op, "+") && refers(k[0], j) && cx_int_constant(k[1], &v))
		return v;
	if (!strcmp(op, "+") && refers(k[1], j) && cx_int_constant(k[0], &v))
		return v;
	if (!strcmp(op, "-") && refers(k[0], j) && cx_int_constant(k[1], &v))
		return -v;
	return MAX_REACH + 1;
}

static const char *
body_code_why(CXCursor cur)
{
	switch (clang_getCursorKind(cur)) {
	case CXCursor_BreakStmt:
	case CXCursor_ContinueStmt:
	case CXCursor_ReturnStmt:
	case CXCursor_GotoStmt:
	case CXCursor_IndirectGotoStmt:
	case CXCursor_LabelStmt:
		return "the region's loop body leaves an iteration early or jumps";
	case CXCursor_LambdaExpr:
		return "a lambda in the region";
	case CXCursor_AsmStmt:
	case CXCursor_MSAsmStmt:
		return "asm in the region";
	default:
		return cx_is_directive(cur) ? "a directive in the region" : NULL;
	}
}

/* Does the call have no effect but its value: a math function,
 * __attribute__((const)), or std::min, max or clamp of arithmetic values
 * (their forms with a comparator call the program's code)? */
static int
pure_call(CXCursor call, CXCursor f)
{
	const char *name = cx_take_string(clang_getCursorSpelling(f));
	int n = clang_Cursor_getNumArguments(call);

	if (team_pure_math(f))
		return 1;
	if (!cxx_in_std(f) || !clang_Location_isInSystemHeader(clang_getCursorLocation(f)) ||
	    !cxx_value_algorithm(name) || n != (strcmp(name, "clamp") ? 2 : 3))
		return 0;
	for (int i = 0; i < n; i++) {
		CXType t = clang_getCanonicalType(
		        clang_getNonReferenceType(clang_getCursorType(clang_Cursor_getArgument(call, (unsigned)i))));
		if (t.kind < CXType_Bool || t.kind > CXType_LongDouble)
			return 0;
	}
	return 1;
}

static enum CXChildVisitResult
body_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Body *w = data;
	CXCursor k[2], lhs, d;
	unsigned b, e;

	(void)parent;
	if ((w->why = body_code_why(cur)))
		return CXChildVisit_Break;
	if (clang_getCursorKind(cur) == CXCursor_CallExpr) {
		CXCursor f = clang_getCursorReferenced(cur);
		if (clang_Cursor_isNull(f) || !pure_call(cur, f)) {
			w->why = clang_Cursor_isNull(f)
			                 ? "the region calls through a pointer"
			                 : arena_printf("the region calls '%s', not known pure: a tile's halo "
			                                "runs an iteration more than once",
			                                cx_take_string(clang_getCursorSpelling(f)));
			return CXChildVisit_Break;
		}
	}
	if (cx_write_of(cur, &lhs)) {
		cx_extent(lhs, &b, &e);
		if (cx_written_var(lhs, &d) &&
		    clang_equalCursors(clang_getCanonicalCursor(d), w->j)) {
			w->why = "the region's loop body assigns its variable";
			return CXChildVisit_Break;
		}
		if (b != w->write_begin && clang_getCursorKind(cx_strip(lhs)) == CXCursor_ArraySubscriptExpr &&
		    cx_children(cx_strip(lhs), k, 2) == 2 && refers(k[0], w->from)) {
			w->why = "the region writes the array it reads";
			return CXChildVisit_Break;
		}
	}
	if (clang_getCursorKind(cur) == CXCursor_UnaryOperator && !strcmp(cx_operator(cur), "&")) {
		w->why = "the region takes an address";
		return CXChildVisit_Break;
	}
	if (clang_getCursorKind(cur) == CXCursor_ArraySubscriptExpr && cx_children(cur, k, 2) == 2 &&
	    refers(k[0], w->from)) {
		long long c = offset_of(k[1], w->j);
		if (c > MAX_REACH || c < -MAX_REACH) {
			w->why = arena_printf("the region reads '%s' other than at its loop's variable plus "
			                      "a constant of at most %d",
			                      w->f->from, MAX_REACH);
			return CXChildVisit_Break;
		}
		StepRead sr;
		cx_extent(cur, &sr.begin, &sr.end);
		sr.offset = (int)c;
		VEC_PUSH(w->f->reads, w->f->nreads, w->capreads, sr);
		cx_extent(cx_strip_casts(k[0]), &b, &e);
		VEC_PUSH(w->seen, w->nseen, w->capseen, b);
		if (w->f->reach < (c < 0 ? -c : c))
			w->f->reach = (int)(c < 0 ? -c : c);
	}
	if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr) {
		CXCursor ref = clang_getCanonicalCursor(clang_getCursorReferenced(cur));
		cx_extent(cur, &b, &e);
		if (clang_equalCursors(ref, w->to) && b != w->write_begin) {
			w->why = arena_printf("the region uses '%s' other than in its last statement",
			                      w->f->to);
			return CXChildVisit_Break;
		}
		if (clang_equalCursors(ref, w->from)) {
			int ok = 0;
			for (int i = 0; i < w->nseen; i++)
				ok |= w->seen[i] == b;
			if (!ok) {
				w->why = arena_printf("the region uses '%s' other than as %s[j + c]",
				                      w->f->from, w->f->from);
				return CXChildVisit_Break;
			}
		}
	}
	return CXChildVisit_Recurse;
}

/* The write to[j] = value, the last statement of the loop's body. */
static const char *
read_write(Body *w, CXCursor body)
{
	CXCursor stmts[64], last = body, k[2], s[2];

	if (clang_getCursorKind(body) == CXCursor_CompoundStmt) {
		int n = cx_children(body, stmts, 64);
		if (n < 1 || n > 64)
			return "the region's loop body is empty or long";
		last = stmts[n - 1];
	}
	if (clang_getCursorKind(last) != CXCursor_BinaryOperator || strcmp(cx_operator(last), "=") ||
	    cx_children(last, k, 2) != 2 ||
	    clang_getCursorKind(cx_strip(k[0])) != CXCursor_ArraySubscriptExpr ||
	    cx_children(cx_strip(k[0]), s, 2) != 2 || !refers(s[1], w->j))
		return "the region's loop body does not end with a store at its variable";
	if (refers(s[0], w->to)) {
		;
	} else if (refers(s[0], w->from)) {
		CXCursor x = w->from;
		w->from = w->to, w->to = x;
		const char *n = w->f->from;
		w->f->from = w->f->to, w->f->to = n;
	} else {
		return "the region's loop body does not end with a store through a swapped pointer";
	}
	unsigned end;
	cx_extent(cx_strip_casts(s[0]), &w->write_begin, &end);
	cx_extent(last, &w->f->write_begin, &w->f->write_end);
	cx_extent(k[1], &w->f->value_begin, &w->f->value_end);
	return NULL;
}

/* The swap tmp = a; a = b; b = tmp in kids[0..2]; a and b in *a, *b. */
static const char *
read_swap(CXCursor *kids, CXCursor *a, CXCursor *b, CXCursor *tmp)
{
	CXCursor k[2], v;
	int n;

	if (clang_getCursorKind(kids[0]) == CXCursor_DeclStmt && cx_children(kids[0], &v, 1) == 1 &&
	    clang_getCursorKind(v) == CXCursor_VarDecl && (n = cx_children(v, k, 2)) >= 1) {
		*tmp = clang_getCanonicalCursor(v);
		*a = clang_getCanonicalCursor(clang_getCursorReferenced(cx_strip_casts(k[n - 1])));
	} else if (cx_write_of(kids[0], &v) && cx_children(kids[0], k, 2) == 2 &&
	           cx_written_var(k[0], tmp)) {
		*tmp = clang_getCanonicalCursor(*tmp);
		*a = clang_getCanonicalCursor(clang_getCursorReferenced(cx_strip_casts(k[1])));
	} else {
		return "the loop's body is not the region and a swap of two pointers";
	}
	if (!cx_write_of(kids[1], &v) || cx_children(kids[1], k, 2) != 2 || !refers(k[0], *a))
		return "the loop's body is not the region and a swap of two pointers";
	*b = clang_getCanonicalCursor(clang_getCursorReferenced(cx_strip_casts(k[1])));
	if (!cx_write_of(kids[2], &v) || cx_children(kids[2], k, 2) != 2 || !refers(k[0], *b) ||
	    !refers(k[1], *tmp) || clang_equalCursors(*a, *b) || clang_equalCursors(*a, *tmp) ||
	    clang_getCanonicalType(clang_getCursorType(*a)).kind != CXType_Pointer ||
	    !clang_equalTypes(clang_getCanonicalType(clang_getCursorType(*a)),
	                      clang_getCanonicalType(clang_getCursorType(*b))))
		return "the loop's body is not the region and a swap of two pointers";
	return NULL;
}

typedef struct Names {
	CXCursor *decls;
	int n;
	int hit;
} Names;

static enum CXChildVisitResult
names_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Names *s = data;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr)
		for (int i = 0; i < s->n; i++)
			if (clang_equalCursors(clang_getCanonicalCursor(clang_getCursorReferenced(cur)),
			                       s->decls[i]))
				s->hit = 1;
	return s->hit ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* Does e name one of the n declarations? */
static int
names_any(CXCursor e, CXCursor *decls, int n)
{
	Names s = {decls, n, 0};

	names_visit(e, e, &s);
	if (!s.hit)
		clang_visitChildren(e, names_visit, &s);
	return s.hit;
}

static const char *
read_steps(Ctx *c, Region *r, const Node *stmt, const Node *f, CXCursor *kids, CXCursor *t)
{
	StepFacts *sf = &r->around.steps;
	CXCursor a, b, tmp, fk[4], lk[4], decls[3];
	Body w = {0};
	const char *why;

	if ((why = read_swap(kids + 1, &a, &b, &tmp)))
		return why;
	if ((why = batches_host_loop(c, r, stmt, f, &sf->loop, NULL, 0, clang_getNullCursor())))
		return why;
	if (r->nloops != 1 || clang_getCursorKind(stmt->cursor) != CXCursor_ForStmt ||
	    cx_children(stmt->cursor, lk, 4) != 4)
		return "the region's loop is not over one variable";
	cx_children(f->cursor, fk, 4);
	w.f = sf;
	w.from = a, w.to = b;
	w.j = clang_getCanonicalCursor(chains_loop_var(lk[0]));
	w.t = *t = clang_getCanonicalCursor(chains_loop_var(fk[0]));
	sf->from = cx_take_string(clang_getCursorSpelling(a));
	sf->to = cx_take_string(clang_getCursorSpelling(b));
	decls[0] = w.t, decls[1] = a, decls[2] = b;
	if (names_any(lk[0], decls, 3) || names_any(lk[1], decls, 3) || names_any(lk[2], decls, 3))
		return "the region's loop bounds name the host loop's variable or a swapped pointer";
	decls[0] = tmp;
	if (names_any(stmt->cursor, decls, 1))
		return "the region reads the swap's temporary";
	if ((why = read_write(&w, lk[3])))
		return why;
	clang_visitChildren(lk[3], body_visit, &w);
	return w.why;
}

void
steps_read(Ctx *c, Region *r, const Node *stmt)
{
	const Node *p = chains_holder(c, stmt), *f;
	CXCursor kids[5], t = clang_getNullCursor();
	unsigned b, e;

	r->around.steps = (StepFacts){0};
	if (!p || r->src.outer_end || clang_getCursorKind(p->cursor) != CXCursor_CompoundStmt ||
	    !(f = chains_holder(c, p)) || clang_getCursorKind(f->cursor) != CXCursor_ForStmt)
		return;
	if (cx_children(p->cursor, kids, 5) != 4)
		return;
	cx_extent(kids[0], &b, &e);
	if (b > stmt->begin || e < stmt->end)
		return;
	if ((r->around.steps.why = read_steps(c, r, stmt, f, kids, &t))) {
		r->around.steps.loop.var = NULL;
		r->around.steps.nreads = 0;
		return;
	}
	preloads_read(c, r, stmt->cursor, t); /* the loads the steps may make first */
	r->around.steps.begin = f->begin;
	batches_wrap(c, r, f->begin, f->end,
	             arena_printf("{ unsigned long long o2c_steps_%u = 0; ", f->begin));
}
