/* Inner loops over a warp's lanes: the facts from which lowering/inner.c
 * decides whether a combined loop's kernel gets a variant that runs each
 * iteration of its loop on a warp, the iterations of the body's last
 * statement, a for loop, spread over the warp's lanes (Region.lanes).
 *
 * The region's loop is over one index; its body is statements, then the
 * inner loop L, last (or L alone).  Before L:
 *   - declarations, not static, whose initializers write nothing;
 *   - expression statements that write only what the body declares
 *     (every lane runs them, on its own copies), or whose expression is
 *     one write of an element of a captured pointer or array (p[e] = ,
 *     *p += , p->f = ) and writes nothing else: lane 0 runs it, between
 *     __syncwarp()s, so every lane has read what it overwrites before, and
 *     reads what it wrote after;
 *   - calls only of math functions or __attribute__((const)) ones (not the
 *     OpenMP queries, whose answers would differ by lane); no volatile
 *     access, no address of a variable, no OpenMP construct, nothing else.
 * Every lane then computes what one thread did, from the same values.
 * L: for (T j = lb; j op ub; j += s) in canonical form (loops.c), j
 * declared there, lb, ub and s reading only scalar variables L's body
 * does not declare; its iterations are independent:
 *   - it writes only what its own body declares and elements p[base +
 *     c * j] of captured pointers and one-dimensional arrays, c an integer
 *     constant, base reading only scalar variables declared outside L's
 *     body (so base is the same in every iteration);
 *   - it reads such a p only as p[base' + c * j] with the same c;
 *   - it reads memory otherwise only through captured pointers and arrays
 *     it does not write and arrays the body declares;
 *   - no break out of it, return, goto, label, static local, address of a
 *     variable; calls as before L.
 * Accesses of one p with one base touch one element an iteration, the
 * iteration's own.  Two bases of one p are checked when L starts
 * (codegen/emit_lanes.c): their elements lie apart by at least the span of
 * L's iterations, or L runs on lane 0 alone, as written.  Whether two
 * captured pointers may share elements is lowering's to say (they must be
 * __restrict__, which the runtime checks at launch).  The index's type is
 * signed or 64 bits wide, so base + c * j is the element's offset.
 *
 * Requires: r->caps (captures.c), r->loops (loops.c).
 */
#include <string.h>

#include "internal.h"

enum { MAX_STMTS = 64 };

typedef struct LaneAccess {
	const Var *var;
	CXCursor index;
	int write;
} LaneAccess;

typedef struct Walk {
	Ctx *c;
	Region *r;
	unsigned body_begin, body_end;   /* the region's loop's body */
	unsigned in_begin, in_end;       /* L's body */
	CXCursor j;                      /* L's variable */
	int loops;                       /* loops and switches around the cursor in L */
	LaneAccess *acc;
	int nacc;
	size_t capacc;
	const char *why;
	unsigned why_at;
} Walk;

static void
no(Walk *w, CXCursor at, const char *why)
{
	unsigned b, e;

	if (w->why)
		return;
	cx_extent(at, &b, &e);
	w->why = why;
	w->why_at = b;
}

static int
inside(CXCursor decl, unsigned begin, unsigned end)
{
	unsigned b, e;

	if (!cx_expanded_in_main_file(decl))
		return 0;
	cx_extent(decl, &b, &e);
	return b >= begin && b < end;
}


/* The pointer or array decl names, where the region captures it as
 * memory every thread shares (not a private or firstprivate copy), and
 * where one_dim, a one-dimensional one; or NULL. */
static const Var *
shared_memory(Walk *w, CXCursor decl, int one_dim)
{
	const Var *v = captures_shared(w->c, w->r, decl);

	return v && (!one_dim || v->ndims == 1) ? v : NULL;
}

static const Var *
captured(Walk *w, CXCursor decl)
{
	return shared_memory(w, decl, 1);
}

static int
local_array(CXCursor decl)
{
	return clang_getCanonicalType(clang_getCursorType(decl)).kind == CXType_ConstantArray &&
	       clang_Cursor_getStorageClass(decl) != CX_SC_Static;
}

static int
constant(CXCursor e, long long *v)
{
	CXEvalResult res;
	int ok;

	e = cx_strip_casts(e);
	if (!cx_is_integer(clang_getCursorType(e)) || !(res = clang_Cursor_Evaluate(e)))
		return 0;
	ok = clang_EvalResult_getKind(res) == CXEval_Int;
	if (ok)
		*v = clang_EvalResult_getAsLongLong(res);
	clang_EvalResult_dispose(res);
	return ok;
}

/* Do a and b compute the same value from the same variables: the same
 * tree of operators, casts, literals and variables? */
static int
same_expr(Ctx *c, CXCursor a, CXCursor b)
{
	CXCursor ka[4], kb[4];
	enum CXCursorKind k = clang_getCursorKind(a);
	long long x, y;
	int n;

	if (k != clang_getCursorKind(b))
		return 0;
	switch (k) {
	case CXCursor_TypeRef:
	case CXCursor_DeclRefExpr:
		return clang_equalCursors(clang_getCursorReferenced(a), clang_getCursorReferenced(b));
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:
		return constant(a, &x) && constant(b, &y) && x == y &&
		       clang_equalTypes(clang_getCursorType(a), clang_getCursorType(b));
	case CXCursor_BinaryOperator:
	case CXCursor_UnaryOperator:
		if (strcmp(cx_operator(a), cx_operator(b)))
			return 0;
		break;
	case CXCursor_ParenExpr:
	case CXCursor_UnexposedExpr:
	case CXCursor_CStyleCastExpr:
		break;
	default:
		return 0;
	}
	if (!clang_equalTypes(clang_getCursorType(a), clang_getCursorType(b)))
		return 0;
	n = cx_children(a, ka, 4);
	if (n > 4 || n != cx_children(b, kb, 4))
		return 0;
	for (int i = 0; i < n; i++)
		if (!same_expr(c, ka[i], kb[i]))
			return 0;
	return 1;
}

typedef struct Scan {
	Walk *w;
	int bad;
} Scan;

/* May a term of a base, or a bound of L, name decl: a variable declared
 * outside L's body, not j? */
static int
term_var(CXCursor decl, void *data)
{
	Walk *w = data;

	return !clang_equalCursors(decl, w->j) && !inside(decl, w->in_begin, w->in_end);
}

static int
term_ok(Walk *w, CXCursor e)
{
	return cx_int_arith(w->c, e, term_var, w);
}

static enum CXChildVisitResult
mention_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Scan *s = data;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr &&
	    clang_equalCursors(clang_getCursorReferenced(cur), s->w->j)) {
		s->bad = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

static int
mentions_j(Walk *w, CXCursor e)
{
	Scan s = {w, 0};

	mention_visit(e, e, &s);
	if (!s.bad)
		clang_visitChildren(e, mention_visit, &s);
	return s.bad;
}

static int
is_j(Walk *w, CXCursor e)
{
	CXCursor d = cx_var_ref(e);

	return !clang_Cursor_isNull(d) && clang_equalCursors(d, w->j);
}

/* A base as split reads it: its terms, and for comparing bases the
 * cursor of each. */
typedef struct Base {
	LaneBase b;
	CXCursor *curs;       /* of b.terms, in order */
	int ncurs;
	size_t capt, capc;
} Base;

/* Adds e, a part of an index, to base s (its terms, signed) and to s->b.c
 * (its multiples of j); 0 where e is not a sum of such. */
static int
split(Walk *w, CXCursor e, int neg, Base *s)
{
	CXCursor k[2];
	long long v;

	e = cx_strip(e);
	if (!mentions_j(w, e)) {
		LaneTerm t = {0, 0, neg};
		if (!term_ok(w, e))
			return 0;
		cx_extent(e, &t.begin, &t.end);
		VEC_PUSH(s->b.terms, s->b.nterms, s->capt, t);
		VEC_PUSH(s->curs, s->ncurs, s->capc, e);
		return 1;
	}
	if (is_j(w, e)) {
		s->b.c += neg ? -1 : 1;
		return 1;
	}
	if (clang_getCursorKind(e) == CXCursor_CStyleCastExpr) {
		CXCursor in = cx_cast_operand(e);
		CXType to = clang_getCursorType(e);
		/* a cast that keeps every value: to an integer type as wide */
		return !clang_Cursor_isNull(in) && cx_is_plain_integer(to) &&
		       cx_is_plain_integer(clang_getCursorType(in)) &&
		       clang_Type_getSizeOf(to) >= clang_Type_getSizeOf(clang_getCursorType(in)) &&
		       split(w, in, neg, s);
	}
	if (clang_getCursorKind(e) != CXCursor_BinaryOperator || cx_children(e, k, 2) != 2)
		return 0;
	const char *op = cx_operator(e);
	if (!strcmp(op, "+"))
		return split(w, k[0], neg, s) && split(w, k[1], neg, s);
	if (!strcmp(op, "-"))
		return split(w, k[0], neg, s) && split(w, k[1], !neg, s);
	if (strcmp(op, "*"))
		return 0;
	for (int m = 0; m < 2; m++)
		if (constant(k[m], &v) && is_j(w, k[1 - m]) && v > -(1LL << 31) && v < (1LL << 31)) {
			s->b.c += neg ? -v : v;
			return 1;
		}
	return 0;
}

/* Do bases a and b of one array add the same terms? */
static int
same_base(Ctx *c, const Base *a, const Base *b)
{
	if (a->b.var != b->b.var || a->b.nterms != b->b.nterms)
		return 0;
	for (int i = 0; i < a->b.nterms; i++)
		if (a->b.terms[i].neg != b->b.terms[i].neg || !same_expr(c, a->curs[i], b->curs[i]))
			return 0;
	return 1;
}

/* Accesses of the written pointers and arrays by base; the others read. */
static void
group(Walk *w, Lanes *ln)
{
	Base *bases = arena_alloc((size_t)w->nacc * sizeof *bases);
	int nbases = 0;
	size_t capr = 0;

	for (int i = 0; i < w->nacc && !w->why; i++) {
		const Var *v = w->acc[i].var;
		int written = 0;
		for (int k = 0; k < w->nacc; k++)
			written |= w->acc[k].var == v && w->acc[k].write;
		if (!written) {
			int seen = 0;
			for (int k = 0; k < ln->nreads; k++)
				seen |= ln->reads[k] == v;
			if (!seen)
				VEC_PUSH(ln->reads, ln->nreads, capr, v);
			continue;
		}
		Base s = {{v, NULL, 0, 0, w->acc[i].write}, NULL, 0, 0, 0};
		CXType it = clang_getCanonicalType(clang_getCursorType(w->acc[i].index));
		if (clang_Type_getSizeOf(it) != 8 &&
		    (!cx_is_plain_integer(it) || (it.kind >= CXType_UChar && it.kind <= CXType_UInt128))) {
			no(w, w->acc[i].index, arena_printf("the index of '%s' is unsigned and narrower "
			                                    "than 64 bits", v->name));
			return;
		}
		if (!split(w, w->acc[i].index, 0, &s) || s.b.c == 0) {
			no(w, w->acc[i].index,
			   arena_printf("'%s', which the loop writes, is indexed other than "
			                "base + c * %s (base the same in every iteration, c a constant)",
			                v->name, w->r->lanes.loop.var));
			return;
		}
		int merged = 0;
		for (int k = 0; k < nbases && !merged; k++) {
			Base *o = &bases[k];
			if (o->b.var != v)
				continue;
			if (o->b.c != s.b.c) {
				no(w, w->acc[i].index,
				   arena_printf("'%s' is indexed with different multiples of '%s'", v->name,
				                w->r->lanes.loop.var));
				return;
			}
			if (same_base(w->c, o, &s))
				o->b.written |= s.b.written, merged = 1;
		}
		if (!merged)
			bases[nbases++] = s;
	}
	ln->bases = arena_alloc((size_t)nbases * sizeof *ln->bases);
	for (int k = 0; k < nbases; k++)
		ln->bases[k] = bases[k].b;
	ln->nbases = nbases;
}

/* A write in L: of what its body declares, or an element of a captured
 * pointer or array (recorded). */
static void
l_write(Walk *w, CXCursor cur, CXCursor lhs)
{
	CXCursor d, k[2];

	if (cx_written_var(lhs, &d)) {
		if (!inside(d, w->in_begin, w->in_end))
			no(w, cur, arena_printf("'%s' writes a variable declared outside the inner loop's "
			                        "body", cx_cursor_text(w->c, cur)));
		return;
	}
	lhs = cx_strip(lhs);
	if (clang_getCursorKind(lhs) == CXCursor_ArraySubscriptExpr && cx_children(lhs, k, 2) == 2 &&
	    !clang_Cursor_isNull(d = cx_var_ref(k[0]))) {
		const Var *v;
		if (inside(d, w->in_begin, w->in_end) && local_array(d))
			return;
		if ((v = captured(w, d))) {
			LaneAccess a = {v, k[1], 1};
			VEC_PUSH(w->acc, w->nacc, w->capacc, a);
			return;
		}
	}
	no(w, cur, arena_printf("'%s' writes memory other than an element of a captured pointer "
	                        "or array", cx_cursor_text(w->c, cur)));
}

/* A read of memory in L: an element of a captured pointer or array
 * (recorded), or of an array the body declares. */
static void
l_subscript(Walk *w, CXCursor cur)
{
	CXCursor d, k[2];
	const Var *v;

	if (cx_children(cur, k, 2) == 2 && !clang_Cursor_isNull(d = cx_var_ref(k[0]))) {
		if (inside(d, w->body_begin, w->body_end) && local_array(d))
			return;
		if ((v = captured(w, d))) {
			LaneAccess a = {v, k[1], 0};
			VEC_PUSH(w->acc, w->nacc, w->capacc, a);
			return;
		}
	}
	no(w, cur, arena_printf("'%s' reads memory other than through a captured pointer or array",
	                        cx_cursor_text(w->c, cur)));
}

/* What every statement before L and L's body must not do. */
static int
common(Walk *w, CXCursor cur)
{
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor fn, kid[1];

	if (clang_isExpression(k) && clang_isVolatileQualifiedType(clang_getCursorType(cur))) {
		no(w, cur, arena_printf("'%s' is a volatile access", cx_cursor_text(w->c, cur)));
		return 0;
	}
	if (k == CXCursor_CallExpr) {
		fn = clang_getCursorReferenced(cur);
		if (clang_Cursor_isNull(fn) || clang_getCursorKind(fn) != CXCursor_FunctionDecl ||
		    !team_pure_math(fn)) {
			no(w, cur, arena_printf("'%s' calls a function not known to compute from its "
			                        "arguments alone", cx_cursor_text(w->c, cur)));
			return 0;
		}
	}
	if (k == CXCursor_UnaryOperator && !strcmp(cx_operator(cur), "&") &&
	    cx_children(cur, kid, 1) == 1 &&
	    (clang_getCursorKind(cx_strip(kid[0])) == CXCursor_DeclRefExpr ||
	     clang_getCursorKind(cx_strip(kid[0])) == CXCursor_MemberRefExpr)) {
		no(w, cur, arena_printf("'%s' takes a variable's address", cx_cursor_text(w->c, cur)));
		return 0;
	}
	if (k == CXCursor_VarDecl && clang_Cursor_getStorageClass(cur) == CX_SC_Static) {
		no(w, cur, "a static local variable");
		return 0;
	}
	if (k == CXCursor_GCCAsmStmt || k == CXCursor_MSAsmStmt || k == CXCursor_ReturnStmt ||
	    k == CXCursor_GotoStmt || k == CXCursor_IndirectGotoStmt || k == CXCursor_LabelStmt ||
	    (k >= CXCursor_OMPParallelDirective && k <= CXCursor_LastStmt)) {
		no(w, cur, "a return, goto, label, asm statement or OpenMP construct");
		return 0;
	}
	return 1;
}

static enum CXChildVisitResult
l_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Walk *w = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor lhs, kid[1];

	(void)parent;
	if (!common(w, cur))
		return CXChildVisit_Break;
	if (cx_write_of(cur, &lhs))
		l_write(w, cur, lhs);
	if (k == CXCursor_ArraySubscriptExpr)
		l_subscript(w, cur);
	if (k == CXCursor_UnaryOperator && !strcmp(cx_operator(cur), "*"))
		no(w, cur, arena_printf("'%s' reads memory through a pointer", cx_cursor_text(w->c, cur)));
	if (k == CXCursor_MemberRefExpr && cx_children(cur, kid, 1) == 1 &&
	    clang_getCanonicalType(clang_getCursorType(cx_strip(kid[0]))).kind == CXType_Pointer)
		no(w, cur, arena_printf("'%s' reads memory through a pointer", cx_cursor_text(w->c, cur)));
	if (k == CXCursor_BreakStmt && !w->loops)
		no(w, cur, "a break out of the inner loop");
	if (w->why)
		return CXChildVisit_Break;
	if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt ||
	    k == CXCursor_SwitchStmt) {
		w->loops++;
		clang_visitChildren(cur, l_visit, w);
		w->loops--;
		return w->why ? CXChildVisit_Break : CXChildVisit_Continue;
	}
	return CXChildVisit_Recurse;
}

typedef struct Pre {
	Walk *w;
	int local, memory;    /* writes of what the body declares, of memory */
	CXCursor write;       /* the last write of memory */
} Pre;

/* A write before L: of what the body declares (every lane its own), or
 * of an element of a captured pointer or array (lane 0). */
static void
pre_write(Pre *p, CXCursor cur, CXCursor lhs)
{
	Walk *w = p->w;
	CXCursor d, k[2];

	if (cx_written_var(lhs, &d)) {
		if (inside(d, w->body_begin, w->body_end))
			p->local++;
		else
			no(w, cur, arena_printf("'%s' writes a variable declared outside the loop's body",
			                        cx_cursor_text(w->c, cur)));
		return;
	}
	lhs = cx_strip(lhs);
	k[0] = clang_getNullCursor();
	if (clang_getCursorKind(lhs) == CXCursor_ArraySubscriptExpr)
		cx_children(lhs, k, 2);
	else if (clang_getCursorKind(lhs) == CXCursor_UnaryOperator &&
	         !strcmp(cx_operator(lhs), "*"))
		cx_children(lhs, k, 1);
	else if (clang_getCursorKind(lhs) == CXCursor_MemberRefExpr)
		cx_children(lhs, k, 1);
	if (!clang_Cursor_isNull(k[0]) && !clang_Cursor_isNull(d = cx_var_ref(k[0]))) {
		if (inside(d, w->body_begin, w->body_end) && local_array(d) &&
		    clang_getCursorKind(lhs) == CXCursor_ArraySubscriptExpr) {
			p->local++;
			return;
		}
		if (shared_memory(w, d, 0)) {
			p->memory++;
			p->write = cur;
			return;
		}
	}
	no(w, cur, arena_printf("'%s' writes memory other than through a captured pointer",
	                        cx_cursor_text(w->c, cur)));
}

static enum CXChildVisitResult
pre_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Pre *p = data;
	CXCursor lhs;

	(void)parent;
	if (!common(p->w, cur))
		return CXChildVisit_Break;
	if (cx_write_of(cur, &lhs))
		pre_write(p, cur, lhs);
	return p->w->why ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* A statement before L; a lane-0 one recorded. */
static void
before(Walk *w, CXCursor s, Lanes *ln, size_t *cap)
{
	enum CXCursorKind k = clang_getCursorKind(s);
	Pre p = {w, 0, 0, clang_getNullCursor()};
	LaneSolo solo;

	if (k == CXCursor_NullStmt)
		return;
	if (k != CXCursor_DeclStmt && !clang_isExpression(k)) {
		no(w, s, "a statement before the inner loop other than a declaration or an expression");
		return;
	}
	pre_visit(s, s, &p);
	if (!w->why)
		clang_visitChildren(s, pre_visit, &p);
	if (w->why || !p.memory)
		return;
	if (k == CXCursor_DeclStmt || p.memory + p.local > 1 ||
	    !clang_equalCursors(cx_strip(s), p.write)) {
		no(w, s, "a statement before the inner loop writes memory and does more");
		return;
	}
	if (!cx_in_main_file(s)) {
		no(w, s, "a statement before the inner loop is not in the file's text");
		return;
	}
	cx_extent(s, &solo.begin, &solo.end);
	VEC_PUSH(ln->solo, ln->nsolo, *cap, solo);
}

/* L's header and body. */
static void
inner(Walk *w, CXCursor loop, Lanes *ln)
{
	CXCursor kids[4], ub, step, decl[1];
	unsigned e;

	if (cx_children(loop, kids, 4) != 4 || clang_getCursorKind(kids[0]) != CXCursor_DeclStmt ||
	    cx_children(kids[0], decl, 1) != 1 || !loops_canonical(w->c, loop, &ln->loop, &ub, &step)) {
		no(w, loop, "the inner loop is not in canonical form with its variable declared in "
		            "its header");
		return;
	}
	if (!cx_in_main_file(loop) || !cx_in_main_file(kids[3])) {
		no(w, loop, "the inner loop is not in the file's text");
		return;
	}
	w->j = decl[0];
	cx_extent(loop, &ln->for_begin, &e);
	cx_extent(kids[3], &ln->body_begin, &ln->body_end);
	w->in_begin = ln->body_begin;
	w->in_end = ln->body_end;
	ln->loc = cx_loc(w->c, ln->for_begin);
	if (!term_ok(w, clang_Cursor_getVarDeclInitializer(decl[0])) || !term_ok(w, ub) ||
	    (!clang_Cursor_isNull(step) && !term_ok(w, step))) {
		no(w, loop, "the inner loop's bounds or step read other than scalar variables");
		return;
	}
	if (!common(w, kids[3]))
		return;
	l_visit(kids[3], loop, w);
	if (!w->why)
		clang_visitChildren(kids[3], l_visit, w);
	if (!w->why)
		group(w, ln);
}

void
inner_lanes_read(Ctx *c, Region *r, CXCursor stmt)
{
	Lanes *ln = &r->lanes;
	CXCursor kids[4], stmts[MAX_STMTS], body;
	Walk w = {.c = c, .r = r};
	size_t cap = 0;
	int n;

	ln->read = 1;
	ln->why = "the region's loop is not over one index";
	ln->why_loc = r->loc;
	if (r->nloops != 1 || clang_getCursorKind(stmt) != CXCursor_ForStmt ||
	    cx_children(stmt, kids, 4) != 4)
		return;
	body = kids[3];
	cx_extent(body, &w.body_begin, &w.body_end);
	if (clang_getCursorKind(body) == CXCursor_CompoundStmt) {
		n = cx_children(body, stmts, MAX_STMTS);
	} else {
		stmts[0] = body;
		n = 1;
	}
	ln->why = NULL;
	if (n < 1 || n > MAX_STMTS || clang_getCursorKind(stmts[n - 1]) != CXCursor_ForStmt) {
		ln->why = "the loop's body does not end with a for loop";
		ln->why_loc = r->loc;
		return;
	}
	for (int i = 0; i < n - 1 && !w.why; i++)
		before(&w, stmts[i], ln, &cap);
	if (!w.why)
		inner(&w, stmts[n - 1], ln);
	if (w.why) {
		ln->why = w.why;
		ln->why_loc = cx_loc(c, w.why_at);
	}
}
