/* Reads the loop nest associated with a loop directive in OpenMP
 * canonical form (OpenMP 5.2 4.4.1):
 *     for (init-expr; test-expr; incr-expr)
 * with init `T var = lb` or `var = lb`; test `var op ub` or `ub op var`
 * for op in < <= > >= !=; incr `++var var++ --var var-- var += s var -= s
 * var = var + s var = s + var var = var - s`.  A test with != needs a
 * step of the constant 1 or -1 (OpenMP 5.0 2.9.1), and the loop then runs
 * as the one with < or > would, by the step's sign: var reaches ub.  collapse(n) takes n
 * nested loops.  When they are perfectly nested and their bounds do not depend on outer
 * indices, their iteration spaces are collapsed into one; otherwise (a triangular nest,
 * or code between the loops) the loops from the first such depth on run in order inside
 * each iteration of the ones before (collapse_to).
 *
 * Guarantees: r->loops[0..collapse) are filled, r->body_* is the body of
 * the innermost loop, and each loop's stride is a positive expression.
 */
#include <string.h>

#include "cxx.h"

static int
is_ref_to(CXCursor e, const char *name)
{
	e = cx_strip(e);
	if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
		return 0;
	return !strcmp(cx_take_string(clang_getCursorSpelling(e)), name);
}

static int
read_init(Ctx *c, Loop *l, CXCursor init)
{
	CXCursor kids[4], var, lb;

	if (clang_getCursorKind(init) == CXCursor_DeclStmt) {
		if (cx_children(init, kids, 4) != 1)
			return 0;
		var = kids[0];
		/* the initializer, after any type references and attributes */
		if (clang_getCursorKind(var) != CXCursor_VarDecl ||
		    clang_Cursor_isNull(lb = clang_Cursor_getVarDeclInitializer(var)))
			return 0;
		l->declared = 1;
		l->lb = cxx_this_text(c, lb, locals_check_text(c, lb));
	} else {
		init = cx_strip(init);
		if (clang_getCursorKind(init) != CXCursor_BinaryOperator ||
		    cx_children(init, kids, 4) != 2 || strcmp(cx_operator(init), "="))
			return 0;
		var = clang_getCursorReferenced(cx_strip(kids[0]));
		if (clang_Cursor_isNull(var))
			return 0;
		l->lb = cxx_this_text(c, kids[1], locals_check_text(c, kids[1]));
	}
	CXType t = clang_getCursorType(var);
	if (!cx_is_integer(t))
		return 0;
	/* the kernel declares the index: its typedef or enum comes along */
	if (!l->declared)
		decls_type(c, t, l->loc);
	l->var = cx_take_string(clang_getCursorSpelling(var));
	l->type = locals_spelling(t);
	l->is_unsigned = cx_is_unsigned(t);
	return 1;
}

static int
read_test(Ctx *c, Loop *l, CXCursor test, CXCursor *ub)
{
	static const char *const ops[] = {"<", "<=", ">", ">="};
	static const int flipped[] = {CMP_GT, CMP_GE, CMP_LT, CMP_LE};
	CXCursor kids[2];
	const char *op;

	test = cx_strip(test);
	if (clang_getCursorKind(test) != CXCursor_BinaryOperator || cx_children(test, kids, 2) != 2)
		return 0;
	op = cx_operator(test);
	if (!strcmp(op, "!=")) {
		/* read_loop sets cmp from the step */
		l->not_equal = 1;
		op = "<";
	}
	for (int k = 0; k < 4; k++) {
		if (strcmp(op, ops[k]))
			continue;
		if (is_ref_to(kids[0], l->var)) {
			l->cmp = k;
			*ub = kids[1];
		} else if (is_ref_to(kids[1], l->var)) {
			l->cmp = flipped[k];
			*ub = kids[0];
		} else {
			return 0;
		}
		l->ub = cxx_this_text(c, *ub, locals_check_text(c, *ub));
		return 1;
	}
	return 0;
}

/* Sets sign (+1 or -1 as written) and step text; *step is the cursor of
 * a non-unit step. */
static int
read_incr(Ctx *c, Loop *l, CXCursor inc, int *sign, const char **text, CXCursor *step)
{
	CXCursor kids[2], rk[2];
	const char *op, *t;
	enum CXCursorKind k;

	inc = cx_strip(inc);
	k = clang_getCursorKind(inc);
	*text = "1";
	if (k == CXCursor_UnaryOperator) {
		if (cx_children(inc, kids, 2) != 1 || !is_ref_to(kids[0], l->var))
			return 0;
		t = cx_operator(inc);
		*sign = !strcmp(t, "++") ? 1 : !strcmp(t, "--") ? -1 : 0;
		return *sign != 0;
	}
	if (cx_children(inc, kids, 2) != 2 || !is_ref_to(kids[0], l->var))
		return 0;
	op = cx_operator(inc);
	if (k == CXCursor_CompoundAssignOperator && (!strcmp(op, "+=") || !strcmp(op, "-="))) {
		*sign = op[0] == '+' ? 1 : -1;
		*step = kids[1];
		*text = cxx_this_text(c, kids[1], locals_check_text(c, kids[1]));
		return 1;
	}
	if (k != CXCursor_BinaryOperator || strcmp(op, "="))
		return 0;
	CXCursor rhs = cx_strip(kids[1]);
	if (clang_getCursorKind(rhs) != CXCursor_BinaryOperator || cx_children(rhs, rk, 2) != 2)
		return 0;
	op = cx_operator(rhs);
	if (strcmp(op, "+") && strcmp(op, "-"))
		return 0;
	*sign = op[0] == '+' ? 1 : -1;
	if (is_ref_to(rk[0], l->var)) {
		*step = rk[1];
	} else if (op[0] == '+' && is_ref_to(rk[1], l->var)) {
		*step = rk[0];
	} else {
		return 0;
	}
	*text = cxx_this_text(c, *step, locals_check_text(c, *step));
	return 1;
}

/* The direction of a loop whose test is var != ub (OpenMP 5.0 2.9.1):
 * +1 or -1 where the step, `sign` times the constant *step (1 where
 * there is none), is 1 or -1; 0 otherwise. */
static int
unit_step(CXCursor step, int sign)
{
	CXEvalResult v;
	long long n = 0;

	if (clang_Cursor_isNull(step))
		return sign;
	if (!(v = clang_Cursor_Evaluate(step)))
		return 0;
	if (clang_EvalResult_getKind(v) == CXEval_Int)
		n = clang_EvalResult_getAsLongLong(v);
	clang_EvalResult_dispose(v);
	return n == 1 || n == -1 ? sign * (int)n : 0;
}

/* The value of integer constant expression e, in *v; 0 where it is not
 * one. */
static int
const_int(CXCursor e, long long *v)
{
	CXEvalResult r;
	int ok;

	if (clang_Cursor_isNull(e) || !(r = clang_Cursor_Evaluate(e)))
		return 0;
	ok = clang_EvalResult_getKind(r) == CXEval_Int;
	if (ok)
		*v = clang_EvalResult_getAsLongLong(r);
	clang_EvalResult_dispose(r);
	return ok && *v > -(1LL << 60) && *v < (1LL << 60);
}

/* The lower bound of init-statement init, and in *var the loop
 * variable's declaration; a null cursor where it has no such shape. */
static CXCursor
init_bound(CXCursor init, CXCursor *var)
{
	CXCursor kids[2];

	if (clang_getCursorKind(init) == CXCursor_DeclStmt && cx_children(init, kids, 2) == 1) {
		*var = kids[0];
		return clang_Cursor_getVarDeclInitializer(kids[0]);
	}
	if (cx_children(cx_strip(init), kids, 2) == 2) {
		*var = clang_getCursorReferenced(cx_strip(kids[0]));
		return kids[1];
	}
	return clang_getNullCursor();
}

/* The loop's trip count where its bounds and step are integer constant
 * expressions (init is its init-statement, ub its bound, step its step
 * or null for 1), else -1: lowering/team.c's teams on warps asks whether
 * a nested loop is short. */
/* Iterations of a loop from lb while (l->cmp) ub, by steps of s > 0. */
static long long
span_trip(const Loop *l, long long lb, long long ub, long long s)
{
	long long span;

	switch (l->cmp) {
	case CMP_LT: span = ub - lb; break;
	case CMP_LE: span = ub - lb + 1; break;
	case CMP_GT: span = lb - ub; break;
	default: span = lb - ub + 1; break;
	}
	return span > 0 ? (span + s - 1) / s : 0;
}

static long long
const_trip(const Loop *l, CXCursor init, CXCursor ub, CXCursor step)
{
	CXCursor var;
	long long lb, hi, s = 1;

	if (!const_int(init_bound(init, &var), &lb) || !const_int(ub, &hi) ||
	    (!clang_Cursor_isNull(step) && !const_int(step, &s)))
		return 0;
	s = s < 0 ? -s : s;
	if (s == 0)
		return 0;
	return span_trip(l, lb, hi, s);
}

/* Does the loop's type t, whose values are [tlo, thi] where known (tk),
 * hold every value of [lo, hi]?  (One of 64 bits or more holds every
 * value under 2^60 of its sign.) */
static int
holds(const Loop *l, int tk, long long tlo, long long thi, long long lo, long long hi)
{
	return tk ? lo >= tlo && hi <= thi : !l->is_unsigned || lo >= 0;
}

/* The values bound e of loop l (of type t) takes once lowering/trip.c
 * converts it to t, in [*lo, *hi]: an integer constant's value, or the
 * range of the type of e's text (past implicit conversions), where t
 * holds them, else t's range; 0 where none is known. */
static int
bound_range(const Loop *l, CXType t, CXCursor e, long long *lo, long long *hi)
{
	long long tlo = 0, thi = 0, v;
	int tk = cx_int_range(t, &tlo, &thi);

	if (const_int(e, &v))
		*lo = *hi = v;
	else if (!cx_int_range(clang_getCursorType(cx_strip(e)), lo, hi))
		*lo = 1, *hi = 0; /* none: t's range below */
	if (*lo <= *hi && holds(l, tk, tlo, thi, *lo, *hi))
		return 1;
	*lo = tlo, *hi = thi;
	return tk;
}

/* A bound on the loop's trip count as lowering/trip.c computes it, from
 * the values its bounds may take (bound_range) and a constant step (any
 * other step, at least 1 where the loop runs at all, only makes it
 * smaller); 0 where none is proved.  At least 1: an upper bound. */
static long long
max_trip(const Loop *l, CXCursor init, CXCursor ub, CXCursor step)
{
	CXCursor var = clang_getNullCursor(), lbc = init_bound(init, &var);
	long long llo, lhi, ulo, uhi, s = 1, n;
	CXType t;

	if (clang_Cursor_isNull(lbc) || clang_Cursor_isNull(var))
		return 0;
	t = clang_getCursorType(var);
	if (!bound_range(l, t, lbc, &llo, &lhi) || !bound_range(l, t, ub, &ulo, &uhi))
		return 0;
	if (!clang_Cursor_isNull(step) && const_int(step, &s))
		s = s < 0 ? -s : s;
	if (s == 0)
		s = 1;
	/* the most iterations: from the bound's far end to the other's */
	if (l->cmp == CMP_LT || l->cmp == CMP_LE)
		n = span_trip(l, llo, uhi, s);
	else
		n = span_trip(l, lhi, ulo, s);
	return n > 0 ? n : 1;
}

typedef struct Bounds {
	Ctx *c;
	Region *r;
	int depth;        /* loops outside this one */
	int host;         /* only scalars read: host-computable */
	int outer_ref;    /* refers to an outer loop's index */
	unsigned team_num; /* where it calls omp_get_team_num(), plus 1 */
} Bounds;

static enum CXChildVisitResult
check_bound(CXCursor cur, CXCursor parent, CXClientData data)
{
	Bounds *b = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	switch (k) {
	case CXCursor_DeclRefExpr: {
		const char *name = cx_take_string(clang_getCursorSpelling(cur));
		CXType t = clang_getCanonicalType(clang_getCursorType(cur));
		for (int i = 0; i < b->depth; i++)
			if (!strcmp(name, b->r->loops[i].var))
				b->outer_ref = 1;
		enum CXCursorKind rk = clang_getCursorKind(clang_getCursorReferenced(cur));
		if (t.kind == CXType_Pointer || t.kind == CXType_ConstantArray ||
		    (rk != CXCursor_VarDecl && rk != CXCursor_ParmDecl &&
		     rk != CXCursor_EnumConstantDecl)) /* an enumerator: a constant */
			b->host = 0;
		break;
	}
	case CXCursor_DeclStmt:
	case CXCursor_VarDecl:
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:
	case CXCursor_BinaryOperator:
	case CXCursor_ParenExpr:
	case CXCursor_UnexposedExpr:
	case CXCursor_CStyleCastExpr:
	case CXCursor_ConditionalOperator:
	case CXCursor_UnaryExpr:
	case CXCursor_TypeRef:
		break;
	case CXCursor_UnaryOperator: {
		const char *t = cx_operator(cur);
		if (strcmp(t, "-") && strcmp(t, "+") && strcmp(t, "~") && strcmp(t, "!"))
			b->host = 0;
		break;
	}
	case CXCursor_CallExpr:
		if (!b->team_num && !strcmp(cx_take_string(clang_getCursorSpelling(cur)), "omp_get_team_num")) {
			unsigned at, end;
			cx_extent(cur, &at, &end);
			b->team_num = at + 1;
		}
		b->host = 0;
		break;
	default:
		b->host = 0;
		break;
	}
	return CXChildVisit_Recurse;
}

/* Does r divide its loop's iterations among the teams? */
static int
distributes(const Region *r)
{
	return r->dir == DIR_TTD || r->dir == DIR_TTDPF || r->dir == DIR_TTDPF_SIMD ||
	       (r->dir == DIR_PARALLEL_FOR && r->exec.distribute);
}

static void
check_bounds(Bounds *b, CXCursor e)
{
	check_bound(e, e, b);
	clang_visitChildren(e, check_bound, b);
}

/* The steps of a canonical loop (l's test read): l->stride, or 0 where a
 * test with != has no step of 1 or -1. */
static int
read_stride(Loop *l, int sign, const char *steptext, CXCursor *step)
{
	int inc;

	if (l->not_equal) {
		if (!(sign = unit_step(*step, sign)))
			return 0;
		l->cmp = sign > 0 ? CMP_LT : CMP_GT;
		steptext = "1";
		*step = clang_getNullCursor();
	}
	inc = l->cmp == CMP_LT || l->cmp == CMP_LE;
	l->stride = (sign > 0) == inc ? arena_printf("(%s)", steptext)
	                              : arena_printf("-(%s)", steptext);
	if (!strcmp(steptext, "1"))
		l->stride = "1";
	return 1;
}

/* Is expression e of a floating type? */
static int
floating(CXCursor e)
{
	enum CXTypeKind k = clang_getCanonicalType(clang_getCursorType(e)).kind;

	return k == CXType_Float || k == CXType_Double || k == CXType_LongDouble ||
	       k == CXType_Float128 || k == CXType_Half || k == CXType_Float16;
}

int
loops_canonical(Ctx *c, CXCursor loop, Loop *l, CXCursor *ub, CXCursor *step)
{
	CXCursor kids[4];
	const char *steptext;
	int sign;
	unsigned b, e;

	memset(l, 0, sizeof *l);
	cx_extent(loop, &b, &e);
	l->loc = cx_loc(c, b);
	*step = clang_getNullCursor();
	return clang_getCursorKind(loop) == CXCursor_ForStmt && cx_children(loop, kids, 4) == 4 &&
	       read_init(c, l, kids[0]) && read_test(c, l, kids[1], ub) && !floating(*ub) &&
	       read_incr(c, l, kids[2], &sign, &steptext, step) &&
	       read_stride(l, sign, steptext, step);
}

static int
read_loop(Ctx *c, Region *r, int d, CXCursor loop, CXCursor *body)
{
	Loop *l = &r->loops[d];
	CXCursor kids[4], ub, step = clang_getNullCursor();
	const char *steptext;
	int sign;
	unsigned b, e;

	cx_extent(loop, &b, &e);
	l->loc = cx_loc(c, b);
	if (clang_getCursorKind(loop) != CXCursor_ForStmt || cx_children(loop, kids, 4) != 4 ||
	    !read_init(c, l, kids[0]) || !read_test(c, l, kids[1], &ub) ||
	    !read_incr(c, l, kids[2], &sign, &steptext, &step)) {
		diag_error(l->loc, "loop is not in the OpenMP canonical form omp2cuda supports "
		                   "(for (T i = lb; i < ub; i += step), with < <= > >=, or != "
		                   "and a step of 1 or -1)");
		return 0;
	}
	if (!read_stride(l, sign, steptext, &step)) {
		diag_error(l->loc, "a loop whose test is '!=' needs a step of 1 or -1 "
		                   "(OpenMP 5.0 2.9.1)");
		return 0;
	}
	if (floating(ub)) {
		/* clang takes it, gcc does not; the trip count would depend on
		 * how the comparison converts the loop variable */
		diag_error(l->loc, "the loop's bound '%s' has floating type '%s': OpenMP's canonical loop "
		                   "form compares the loop variable with an integer or pointer bound "
		                   "(OpenMP 5.2 4.4.1); convert it", cx_cursor_text(c, ub),
		           cx_take_string(clang_getTypeSpelling(clang_getCursorType(ub))));
		return 0;
	}
	Bounds bd = {c, r, d, 1, 0, 0};
	check_bounds(&bd, kids[0]);
	check_bounds(&bd, ub);
	if (!clang_Cursor_isNull(step))
		check_bounds(&bd, step);
	if (bd.team_num && distributes(r)) {
		diag_error(cx_loc(c, bd.team_num - 1), "a bound or step of the loop of '#pragma omp %s' "
		           "calls omp_get_team_num(): every team would have its own loop, where "
		           "OpenMP divides one loop, whose control expressions are the same in every "
		           "team, among the teams (OpenMP 5.2 11.6); to give each team its own loop, write '#pragma omp "
		           "target teams' and a 'parallel for' in it", dir_spelling[r->dir]);
		return 0;
	}
	if (bd.outer_ref)
		return -1; /* loops_read decides */
	l->host_bounds = bd.host;
	l->const_trip = const_trip(l, kids[0], ub, step);
	l->max_trip = max_trip(l, kids[0], ub, step);
	*body = kids[3];
	return 1;
}

/* Does a clause of r give name a copy of its own? */
static int
is_private(const Region *r, const char *name)
{
	for (int i = 0; i < r->data.nprivates; i++)
		if (!strcmp(r->data.privates[i]->name, name))
			return 1;
	for (int i = 0; i < r->data.nlastprivates; i++)
		if (!strcmp(r->data.lastprivates[i]->name, name))
			return 1;
	for (int i = 0; i < r->data.nfirstprivates; i++)
		if (!strcmp(r->data.firstprivates[i]->name, name))
			return 1;
	return 0;
}

typedef struct Inner {
	CXCursor loop;        /* the one for statement found */
	int nloops;           /* for statements among the children */
} Inner;

static enum CXChildVisitResult
inner_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Inner *in = data;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_ForStmt && !in->nloops++)
		in->loop = cur;
	return CXChildVisit_Continue;
}

/* The loop a collapsed loop's body holds at the next depth: the body
 * itself, or the one for statement of a compound statement, whose other
 * statements are intervening code (OpenMP 5.0 2.9.1); the null cursor
 * when there is none, or several. */
static CXCursor
nested_loop(CXCursor body)
{
	Inner in = {clang_getNullCursor(), 0};

	if (clang_getCursorKind(body) != CXCursor_CompoundStmt)
		return body;
	clang_visitChildren(body, inner_visit, &in);
	return in.nloops == 1 ? in.loop : clang_getNullCursor();
}

/* A collapsed nest whose loop at depth d has bounds that name an outer
 * loop's variable (a triangular nest), or is not the whole body of the
 * loop at depth d - 1 (code between the loops, an imperfectly nested
 * nest): the loops from d on run inside each iteration of the ones
 * before, in order, with the intervening code where it is written.
 * That is one of the schedules OpenMP allows when the directive names
 * none (schedule and dist_schedule fix which thread runs which iteration
 * of the whole space; 11.5.3 leaves it to the implementation otherwise),
 * and runs intervening code once per iteration of the loop around it,
 * which OpenMP 5.0 2.9.2 allows ("at least once per iteration of the
 * loop enclosing the intervening code and at most once per iteration of
 * the innermost loop associated with the construct"; 5.2 4.4.1 says
 * the same).  The loops' variables stay private, as the collapse made
 * them (5.1.1: the iteration variables of associated loops): one
 * declared outside its loop and named by no clause becomes private.
 * 0 after an error. */
static int
collapse_to(Ctx *c, Region *r, int d, CXCursor loop, const char *why)
{
	Loop l = {.loc = r->loops[d].loc};
	CXCursor kids[4];

	if (r->exec.sched.kind != SCHED_NONE || r->exec.dist.kind != SCHED_NONE) {
		diag_error(r->loops[d].loc, "%s with a schedule or dist_schedule clause are not "
		           "supported yet", why);
		return 0;
	}
	for (int k = d; k < r->exec.collapse; k++) {
		loop = nested_loop(loop);
		if (clang_getCursorKind(loop) != CXCursor_ForStmt || cx_children(loop, kids, 4) != 4)
			break; /* clang has reported it */
		l.declared = 0;
		if (read_init(c, &l, kids[0]) && !l.declared && !is_private(r, l.var)) {
			Decl *decl = scan_lookup(c, l.var, r->src.pragma_begin);
			Var *v = decl ? captures_var(c, decl, l.loc) : NULL;
			size_t cap = (size_t)r->data.nprivates;
			if (!v || v->kind != VAR_SCALAR) {
				diag_error(r->loops[d].loc, "non-rectangular collapsed loop nest: '%s' must be "
				           "declared in its loop or named in a private clause (not supported "
				           "yet otherwise)", l.var);
				return 0;
			}
			VEC_PUSH(r->data.privates, r->data.nprivates, cap, v);
		}
		loop = kids[3];
	}
	r->exec.collapse = d;
	return 1;
}

typedef struct Names {
	const char *name;
	int named;
} Names;

static enum CXChildVisitResult
names_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Names *n = data;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr &&
	    !strcmp(cx_take_string(clang_getCursorSpelling(cur)), n->name)) {
		n->named = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* Does the body name the loop's variable (a kernel declares it for the
 * body: one never read would be an nvcc warning about code the user did
 * not write)? */
static void
mark_unread(Region *r, CXCursor body)
{
	for (int d = 0; d < r->nloops; d++) {
		Names n = {r->loops[d].var, 0};
		clang_visitChildren(body, names_visit, &n);
		if (clang_getCursorKind(body) == CXCursor_DeclRefExpr)
			names_visit(body, body, &n);
		r->loops[d].unread = !n.named;
	}
}

/* The declaration of the variable for statement loop initializes, or
 * the null cursor. */
static CXCursor
init_var(CXCursor loop)
{
	CXCursor kids[4], init;

	if (cx_children(loop, kids, 4) != 4)
		return clang_getNullCursor();
	init = cx_strip(kids[0]);
	if (clang_getCursorKind(init) == CXCursor_DeclStmt)
		return cx_children(init, kids, 4) == 1 ? kids[0] : clang_getNullCursor();
	if (clang_getCursorKind(init) == CXCursor_BinaryOperator && cx_children(init, kids, 2) == 2)
		return clang_getCursorReferenced(cx_strip(kids[0]));
	return clang_getNullCursor();
}

/* Is loop d's variable that of a loop around it in the nest?  Associated
 * loops have distinct iteration variables (OpenMP 5.2 4.4.1), as gcc
 * checks: an error. */
static int
shared_var(Ctx *c, Region *r, CXCursor *vars, int d, CXCursor loop)
{
	vars[d] = init_var(loop);
	for (int k = 0; k < d && !clang_Cursor_isNull(vars[d]); k++)
		if (clang_equalCursors(vars[k], vars[d])) {
			unsigned b, e;
			cx_extent(loop, &b, &e);
			diag_error(cx_loc(c, b), "loop %d of the %d that collapse(%d) associates has "
			           "the iteration variable '%s' of loop %d: associated loops need "
			           "distinct variables", d + 1, r->exec.collapse, r->exec.collapse,
			           cx_take_string(clang_getCursorSpelling(vars[d])), k + 1);
			return 1;
		}
	return 0;
}

typedef struct Breaks {
	CXCursor inner;       /* the associated loop at the next depth, or null */
	int depth;            /* associated loops from this one on */
	CXCursor found;       /* a break that leaves an associated loop */
} Breaks;

static void assoc_breaks(CXCursor loop, int depth, CXCursor *found);

static enum CXChildVisitResult
breaks_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Breaks *b = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (k == CXCursor_BreakStmt) {
		b->found = cur;
		return CXChildVisit_Break;
	}
	if (k == CXCursor_ForStmt && clang_equalCursors(cur, b->inner)) {
		assoc_breaks(cur, b->depth - 1, &b->found);
		return clang_Cursor_isNull(b->found) ? CXChildVisit_Continue : CXChildVisit_Break;
	}
	if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt ||
	    k == CXCursor_SwitchStmt || k == CXCursor_CXXForRangeStmt || k == CXCursor_LambdaExpr ||
	    k == CXCursor_BlockExpr)
		return CXChildVisit_Continue; /* their breaks are their own */
	return CXChildVisit_Recurse;
}

/* A break in the body of the associated loop 'loop' or of those it holds
 * (depth of them with it), outside loops and switches of its own: such a
 * break would leave a loop the construct divides among threads, which
 * OpenMP forbids of the loops a construct associates (5.2 4.4.1).  clang
 * reports one in the outermost loop's body; gcc reports them at every
 * depth of a collapsed nest, where clang does not. */
static void
assoc_breaks(CXCursor loop, int depth, CXCursor *found)
{
	CXCursor kids[4];
	Breaks b;

	if (clang_getCursorKind(loop) != CXCursor_ForStmt || cx_children(loop, kids, 4) != 4)
		return;
	b.inner = depth > 1 ? nested_loop(kids[3]) : clang_getNullCursor();
	b.depth = depth;
	b.found = clang_getNullCursor();
	if (breaks_visit(kids[3], loop, &b) == CXChildVisit_Recurse)
		clang_visitChildren(kids[3], breaks_visit, &b);
	if (!clang_Cursor_isNull(b.found))
		*found = b.found;
}

/* The associated loops after the first (clang reports a break of the
 * first's body) hold no break that leaves one of them. */
static int
no_assoc_breaks(Ctx *c, const Region *r, CXCursor stmt)
{
	CXCursor kids[4], inner, found = clang_getNullCursor();

	if (r->exec.collapse < 2 || clang_getCursorKind(stmt) != CXCursor_ForStmt ||
	    cx_children(stmt, kids, 4) != 4)
		return 1;
	inner = nested_loop(kids[3]);
	if (clang_Cursor_isNull(inner))
		return 1;
	assoc_breaks(inner, r->exec.collapse - 1, &found);
	if (clang_Cursor_isNull(found))
		return 1;
	unsigned b, e;
	cx_extent(found, &b, &e);
	diag_error(cx_loc(c, b), "'break' statement cannot be used in the loops that collapse(%d) "
	           "associates with '#pragma omp %s': it would leave a loop whose iterations the "
	           "construct divides among threads (OpenMP 5.2 4.4.1)", r->exec.collapse,
	           dir_spelling[r->dir]);
	return 0;
}

void
loops_read(Ctx *c, Region *r, CXCursor stmt)
{
	CXCursor body = stmt, only[2];
	CXCursor *vars = arena_alloc((size_t)r->exec.collapse * sizeof *vars);
	unsigned b, e;
	int got;

	if (!no_assoc_breaks(c, r, stmt))
		return;
	for (int d = 0; d < r->exec.collapse; d++) {
		if (d > 0 && clang_getCursorKind(body) == CXCursor_CompoundStmt &&
		    cx_children(body, only, 2) == 1)
			body = only[0];
		/* braces around the loop nest alone: its loop, as clang reads it */
		while (d == 0 && clang_getCursorKind(body) == CXCursor_CompoundStmt &&
		       cx_children(body, only, 2) == 1 && (clang_getCursorKind(only[0]) == CXCursor_ForStmt ||
		                                            clang_getCursorKind(only[0]) == CXCursor_CompoundStmt))
			body = only[0];
		if (d == 0)
			cx_extent(body, &r->src.nest_begin, &e);
		if (d > 0 && clang_getCursorKind(body) != CXCursor_ForStmt) {
			/* code between the loops (OpenMP 5.0 2.9.1) */
			cx_extent(body, &b, &e);
			r->loops[d].loc = cx_loc(c, b);
			if (clang_getCursorKind(nested_loop(body)) != CXCursor_ForStmt) {
				diag_error(r->loops[d].loc, "collapse(%d) needs %d nested loops: the body "
				           "of loop %d must hold one for loop, and other statements (code "
				           "between the loops) that are no loops", r->exec.collapse, r->exec.collapse, d);
				return;
			}
			if (!collapse_to(c, r, d, body, "imperfectly nested collapsed loops (code "
			                                "between the loops)"))
				return;
			break;
		}
		if (clang_getCursorKind(body) == CXCursor_ForStmt && shared_var(c, r, vars, d, body))
			return;
		got = read_loop(c, r, d, body, &body);
		if (got < 0 && collapse_to(c, r, d, body, "non-rectangular collapsed loop nests"))
			break;
		if (got <= 0)
			return;
		r->nloops = d + 1;
	}
	unsigned sb, se;
	cx_extent(stmt, &sb, &se);
	cx_extent(body, &b, &e);
	if (b <= sb) { /* the invocation of the loop's macro holds its body */
		diag_error(cx_loc(c, b), "the body of the loop of '#pragma omp %s' is not supported yet: "
		                         "it must be written out, not expanded from a macro",
		           dir_spelling[r->dir]);
		return;
	}
	mark_unread(r, body);
	strides_read(c, r, vars, body);
	r->src.body_begin = b;
	r->src.body_end = cx_stmt_end(c, body);
	r->src.body_loc = cx_loc(c, b);
}
