/* Row reads: loads a[i * ld + f] in the body of a kernel region's loop
 * over i, where each iteration reads a row of ld elements of a captured
 * pointer or one-dimensional array a, its own, column f.  Lowering may
 * copy a block's rows into shared memory and serve these loads from
 * there (lowering/rows.c); here are only the facts, from the AST.
 *
 * The index, with its casts and parentheses dropped, is i * ld + f,
 * ld * i + f, f + i * ld or f + ld * i, where
 *   i   names the variable of the region's loop (one loop, not collapsed);
 *   ld  names a captured integer scalar, or is an integer constant;
 *   f   names an integer variable.
 * The load's element is an arithmetic scalar, not volatile, read (under
 * the implicit conversion that reads it), and the subscript is spelled
 * `a [ index ]` in the file's own text, so that code generation can copy
 * the index and replace the load.
 *
 * Each read keeps why it could not be served from a row (RowRead.why),
 * or NULL: f is the variable of an enclosing loop of the body
 * `for (f = 0; f < ld; f++)` (int f = 0; ++f; f += 1 also; the same ld),
 * which the loop's body never writes nor takes the address of, so f is
 * in [0, ld) at the load; i is never written in the loop's body; a
 * captured ld is never written in the region.
 *
 * Table reads (TableRead): a load q[index] of the same kind in a for loop
 * of the body, whose index reads only integer literals, enumerators,
 * the variables of the for loops around it in the body and captured
 * integer scalars, and has no side effect: every iteration of the
 * region's loop reads the same elements of q.
 *
 * Requires: r->caps (captures.c), r->loops (loops.c).
 * Guarantees: r->reads.rows and r->reads.tables in source order, each load once.
 */
#include <string.h>

#include "internal.h"

/* An enclosing loop of the body that bounds its variable by a row length. */
typedef struct Bound {
	CXCursor f;           /* the loop's variable */
	CXCursor ld;          /* its bound: a variable, or null for a constant */
	long long value;      /* a constant bound */
	const char *why;      /* NULL, or why f is not known to stay in [0, ld) */
} Bound;

enum { MAX_BOUNDS = 16, MAX_PARTS = 16 };

typedef struct Rows {
	Ctx *c;
	Region *r;
	size_t cap;
	CXCursor i;           /* the region's loop variable */
	CXCursor stmt;        /* the region's statement */
	CXCursor body;        /* its loop's body */
	unsigned body_begin, body_end; /* its loop's body */
	Bound bounds[MAX_BOUNDS];
	int nbounds;
	CXCursor loopvars[MAX_BOUNDS]; /* the variables of the body's for loops around */
	int nloopvars;
	size_t capt;
} Rows;

/* The variable declaration e names, through casts, or a null cursor. */
static CXCursor
var_of(CXCursor e)
{
	return cx_var_ref(cx_strip_casts(e));
}

static int
names(CXCursor e, CXCursor decl)
{
	CXCursor d = var_of(e);

	return !clang_Cursor_isNull(d) && clang_equalCursors(d, decl);
}

/* Is e the binary operator op? */
static int
binop(CXCursor e, const char *op, CXCursor kids[2])
{
	return clang_getCursorKind(e) == CXCursor_BinaryOperator && cx_children(e, kids, 2) == 2 &&
	       !strcmp(cx_operator(e), op);
}

typedef struct Writes {
	Ctx *c;
	CXCursor decl;
	unsigned at;          /* the first write, or ~0u */
} Writes;

static enum CXChildVisitResult
find_write(CXCursor cur, CXCursor parent, CXClientData data)
{
	Writes *w = data;
	CXCursor lhs, d, kids[1];
	unsigned b, e;

	(void)parent;
	if ((cx_write_of(cur, &lhs) && cx_written_var(lhs, &d) && clang_equalCursors(d, w->decl)) ||
	    (clang_getCursorKind(cur) == CXCursor_UnaryOperator && cx_children(cur, kids, 1) == 1 &&
	     !strcmp(cx_operator(cur), "&") && names(kids[0], w->decl))) {
		cx_extent(cur, &b, &e);
		if (b < w->at)
			w->at = b;
	}
	return CXChildVisit_Recurse;
}

/* Where code writes variable decl or takes its address, or ~0u. */
static unsigned
written(Ctx *c, CXCursor code, CXCursor decl)
{
	Writes w = {c, decl, ~0u};

	clang_visitChildren(code, find_write, &w);
	return w.at;
}

static const char *
at_text(Ctx *c, const char *what, unsigned at)
{
	Loc l = cx_loc(c, at);

	return arena_printf("%s at %u:%u", what, l.line, l.col);
}

/* The variable a loop's init statement sets to 0 (int f = 0; f = 0). */
static CXCursor
init_zero(CXCursor init)
{
	CXCursor kids[2];
	long long v;

	if (clang_getCursorKind(init) == CXCursor_DeclStmt && cx_children(init, kids, 2) == 1 &&
	    clang_getCursorKind(kids[0]) == CXCursor_VarDecl) {
		CXCursor d = kids[0], parts[MAX_PARTS];
		int n = cx_children(d, parts, MAX_PARTS); /* attributes, a type, the initializer */
		if (n >= 1 && n <= MAX_PARTS && cx_int_constant(parts[n - 1], &v) && v == 0)
			return d;
	} else if (binop(init, "=", kids) && cx_int_constant(kids[1], &v) && v == 0) {
		return var_of(kids[0]);
	}
	return clang_getNullCursor();
}

/* Does a loop's increment step f up: f++, ++f, f += k (k > 0)? */
static int
steps_up(CXCursor inc, CXCursor f)
{
	CXCursor kids[2];
	long long v;

	if (clang_getCursorKind(inc) == CXCursor_UnaryOperator && cx_children(inc, kids, 2) == 1)
		return !strcmp(cx_operator(inc), "++") && names(kids[0], f);
	return clang_getCursorKind(inc) == CXCursor_CompoundAssignOperator &&
	       cx_children(inc, kids, 2) == 2 && !strcmp(cx_operator(inc), "+=") &&
	       names(kids[0], f) && cx_int_constant(kids[1], &v) && v > 0;
}

/* What a for statement of the body says about its variable. */
static Bound
bound_of(Rows *w, CXCursor kids[4])
{
	Bound b = {clang_getNullCursor(), clang_getNullCursor(), 0, NULL};
	CXCursor cmp[2];
	unsigned at;

	b.f = init_zero(kids[0]);
	if (clang_Cursor_isNull(b.f) || !cx_is_integer(clang_getCursorType(b.f))) {
		b.why = "its loop does not start it at 0";
		return b;
	}
	if (!binop(kids[1], "<", cmp) || !names(cmp[0], b.f)) {
		b.why = "its loop's test is not f < ld";
		return b;
	}
	if (!cx_int_constant(cmp[1], &b.value))
		b.ld = var_of(cmp[1]);
	if (!steps_up(kids[2], b.f))
		b.why = "its loop does not step it up (f++, ++f, f += k)";
	else if ((at = written(w->c, kids[3], b.f)) != ~0u)
		b.why = at_text(w->c, "its loop's body writes it or takes its address", at);
	return b;
}

/* The captured variable decl names, or NULL. */
static Var *
captured(Rows *w, CXCursor decl)
{
	return captures_of(w->c, w->r, decl);
}

/* Split index e into i * ld (or ld * i) and f; 0 when it is not that. */
static int
split_index(Rows *w, CXCursor e, CXCursor *ld, CXCursor *f)
{
	CXCursor sum[2], prod[2];

	if (!binop(cx_strip_casts(e), "+", sum))
		return 0;
	for (int s = 0; s < 2; s++) {
		if (!binop(cx_strip_casts(sum[s]), "*", prod))
			continue;
		for (int m = 0; m < 2; m++)
			if (names(prod[m], w->i)) {
				*ld = prod[1 - m];
				*f = sum[1 - s];
				return 1;
			}
	}
	return 0;
}

/* Why column f is not known to lie in [0, ld) at the load, or NULL. */
static const char *
column_why(Rows *w, CXCursor f, CXCursor ld, const RowRead *rd)
{
	for (int k = w->nbounds - 1; k >= 0; k--) {
		const Bound *b = &w->bounds[k];
		if (clang_Cursor_isNull(b->f) || !clang_equalCursors(b->f, f))
			continue;
		if (b->why)
			return arena_printf("the column '%s': %s", rd->f, b->why);
		if (rd->ld ? clang_Cursor_isNull(b->ld) || !clang_equalCursors(b->ld, ld)
		           : !clang_Cursor_isNull(b->ld) || b->value != rd->ld_value)
			return arena_printf("the column '%s': its loop's bound is not the row length",
			                    rd->f);
		return NULL;
	}
	return arena_printf("the column '%s' is not the variable of a loop "
	                    "for (%s = 0; %s < ld; %s++) around the load",
	                    rd->f, rd->f, rd->f, rd->f);
}

/* Is the subscript spelled `a [ index ]` in the file's text? */
static int
spelled(Rows *w, CXCursor e, CXCursor base, CXCursor index, const Var *v, RowRead *rd)
{
	const Unit *u = w->c->u;
	unsigned bb, be, at;
	size_t n = strlen(v->name);

	if (!cx_in_main_file(e))
		return 0;
	cx_extent(e, &rd->begin, &rd->end);
	cx_extent(base, &bb, &be);
	cx_extent(index, &rd->index_begin, &rd->index_end);
	if (rd->begin != bb || be != bb + n || strncmp(u->src + bb, v->name, n) ||
	    rd->begin < w->body_begin || rd->end > w->body_end || rd->index_begin >= rd->index_end)
		return 0;
	at = cx_skip_space(w->c, be);
	if (u->src[at] != '[' || cx_skip_space(w->c, at + 1) != rd->index_begin)
		return 0;
	at = cx_skip_space(w->c, rd->index_end);
	return u->src[at] == ']' && at + 1 == rd->end;
}

/* May a table read's index name decl: the variable of a for loop around
 * it, or a captured scalar? */
static int
table_var(CXCursor decl, void *data)
{
	Rows *w = data;
	Var *v;

	for (int k = 0; k < w->nloopvars; k++)
		if (clang_equalCursors(decl, w->loopvars[k]))
			return 1;
	return (v = captured(w, decl)) && v->kind == VAR_SCALAR;
}

static int
table_expr(Rows *w, CXCursor e)
{
	return cx_int_arith(w->c, e, table_var, w);
}

/* The load e, a[index], in a for loop of the body: recorded when its index
 * reads what a table read's may. */
static void
table_load(Rows *w, CXCursor e, CXCursor base, CXCursor index, Var *v, const char *elem)
{
	TableRead tr = {0};
	RowRead rd = {0};

	if (!w->nloopvars || !table_expr(w, index) || !spelled(w, e, base, index, v, &rd))
		return;
	for (int i = 0; i < w->r->reads.ntables; i++)
		if (w->r->reads.tables[i].begin == rd.begin)
			return; /* a macro argument expanded twice */
	tr.var = v;
	tr.elem = elem;
	tr.begin = rd.begin;
	tr.end = rd.end;
	tr.index_begin = rd.index_begin;
	tr.index_end = rd.index_end;
	tr.loc = cx_loc(w->c, rd.begin);
	VEC_PUSH(w->r->reads.tables, w->r->reads.ntables, w->capt, tr);
}

/* The load e, a[index]: recorded when its index has the row form. */
static void
load(Rows *w, CXCursor e)
{
	CXCursor kids[2], base, ld, f, ldd;
	const char *elem;
	Var *v;
	unsigned at;
	RowRead rd = {0};

	if (cx_children(e, kids, 2) != 2 || !(elem = cx_arith_name(clang_getCursorType(e))) ||
	    clang_isVolatileQualifiedType(clang_getCursorType(e)))
		return;
	base = cx_strip(kids[0]);
	if (clang_Cursor_isNull(var_of(base)) || !(v = captured(w, var_of(base))) ||
	    (v->kind != VAR_POINTER && v->kind != VAR_ARRAY) || v->ndims != 1)
		return;
	if (!split_index(w, kids[1], &ld, &f)) {
		table_load(w, e, base, kids[1], v, elem);
		return;
	}
	rd.var = v;
	rd.elem = elem;
	ldd = var_of(ld);
	f = var_of(f);
	if (clang_Cursor_isNull(f) || !cx_is_integer(clang_getCursorType(f)) ||
	    !(rd.f_type = cx_arith_name(clang_getCursorType(f))))
		return;
	rd.f = cx_take_string(clang_getCursorSpelling(f));
	if (cx_int_constant(ld, &rd.ld_value))
		ldd = clang_getNullCursor();
	else if (clang_Cursor_isNull(ldd) || !cx_is_integer(clang_getCursorType(ldd)) ||
	         !(rd.ld = captured(w, ldd)))
		return;
	if (!spelled(w, e, base, kids[1], v, &rd))
		return;
	rd.loc = cx_loc(w->c, rd.begin);
	for (int i = 0; i < w->r->reads.nrows; i++)
		if (w->r->reads.rows[i].begin == rd.begin)
			return; /* a macro argument expanded twice */
	rd.why = column_why(w, f, ldd, &rd);
	if (!rd.why && (at = written(w->c, w->body, w->i)) != ~0u)
		rd.why = at_text(w->c, arena_printf("the loop's variable '%s' is written",
		                                      w->r->loops[0].var), at);
	if (!rd.why && rd.ld && (at = written(w->c, w->stmt, ldd)) != ~0u)
		rd.why = at_text(w->c, arena_printf("the row length '%s' is written", rd.ld->name),
		                 at);
	VEC_PUSH(w->r->reads.rows, w->r->reads.nrows, w->cap, rd);
}

/* A label or a static local of the loop's body: lowering's two copies
 * of the body (staged and not) would declare it twice. */
static enum CXChildVisitResult
find_once(CXCursor cur, CXCursor parent, CXClientData data)
{
	unsigned *at = data, b, e;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_LabelStmt ||
	    (clang_getCursorKind(cur) == CXCursor_VarDecl &&
	     clang_Cursor_getStorageClass(cur) == CX_SC_Static)) {
		cx_extent(cur, &b, &e);
		*at = b;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

static enum CXChildVisitResult visit(CXCursor cur, CXCursor parent, CXClientData data);

static void
walk(Rows *w, CXCursor cur, CXCursor parent)
{
	if (visit(cur, parent, w) == CXChildVisit_Recurse)
		clang_visitChildren(cur, visit, w);
}

static int table_expr(Rows *w, CXCursor e);

/* The variable a for statement's init declares or assigns, where its
 * start and its test read what a table read's index may (so that it runs
 * over the same values in every iteration of the region's loop), or a
 * null cursor. */
static CXCursor
loop_var(Rows *w, CXCursor kids[4])
{
	CXCursor set[2], v = clang_getNullCursor(), start = clang_getNullCursor();
	int ok;

	if (clang_getCursorKind(kids[0]) == CXCursor_DeclStmt && cx_children(kids[0], set, 2) == 1 &&
	    clang_getCursorKind(set[0]) == CXCursor_VarDecl)
		v = set[0], start = clang_Cursor_getVarDeclInitializer(set[0]);
	else if (binop(kids[0], "=", set))
		v = var_of(set[0]), start = set[1];
	if (clang_Cursor_isNull(v) || clang_Cursor_isNull(start) || w->nloopvars == MAX_BOUNDS)
		return clang_getNullCursor();
	w->loopvars[w->nloopvars++] = v; /* the test names it */
	ok = table_expr(w, start) && table_expr(w, kids[1]);
	w->nloopvars--;
	return ok ? v : clang_getNullCursor();
}

/* A for statement of the body: its own body knows its variable's bound. */
static void
for_stmt(Rows *w, CXCursor loop)
{
	CXCursor kids[4];

	if (cx_children(loop, kids, 4) != 4 || w->nbounds == MAX_BOUNDS) {
		clang_visitChildren(loop, visit, w);
		return;
	}
	for (int k = 0; k < 3; k++)
		walk(w, kids[k], loop);
	w->bounds[w->nbounds++] = bound_of(w, kids);
	w->loopvars[w->nloopvars++] = loop_var(w, kids);
	walk(w, kids[3], loop);
	w->nbounds--;
	w->nloopvars--;
}

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Rows *w = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	if (k == CXCursor_ArraySubscriptExpr && clang_getCursorKind(parent) == CXCursor_UnexposedExpr &&
	    cx_arith_name(clang_getCursorType(parent)))
		load(w, cur);
	if (k == CXCursor_ForStmt) {
		for_stmt(w, cur);
		return CXChildVisit_Continue;
	}
	return CXChildVisit_Recurse;
}

void
rows_read(Ctx *c, Region *r, CXCursor stmt)
{
	CXCursor kids[4], body;
	Rows w = {.c = c, .r = r, .stmt = stmt};

	if (r->nloops != 1 || clang_getCursorKind(stmt) != CXCursor_ForStmt ||
	    cx_children(stmt, kids, 4) != 4)
		return;
	w.i = init_zero(kids[0]);
	if (clang_Cursor_isNull(w.i)) { /* the loop starts elsewhere than 0 */
		CXCursor set[2];
		if (clang_getCursorKind(kids[0]) == CXCursor_DeclStmt && cx_children(kids[0], set, 2) == 1)
			w.i = set[0];
		else if (binop(kids[0], "=", set))
			w.i = var_of(set[0]);
	}
	if (clang_Cursor_isNull(w.i))
		return;
	w.body = body = kids[3];
	cx_extent(body, &w.body_begin, &w.body_end);
	walk(&w, body, stmt);
	unsigned once = ~0u;
	clang_visitChildren(body, find_once, &once);
	for (int i = 0; once != ~0u && i < r->reads.nrows; i++)
		if (!r->reads.rows[i].why)
			r->reads.rows[i].why = at_text(c, "the loop's body declares a label or a static "
			                         "variable, which its two copies (staged and not) "
			                         "would declare twice,", once);
}
