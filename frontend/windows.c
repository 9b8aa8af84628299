/* A team's windows: the facts from which lowering/windows.c decides
 * whether each team of a teams distribute loop copies the part of an
 * array its parallel loops work on into shared memory (Region.win.windows).
 *
 * An array p (a captured pointer, not private) is a window candidate of
 * the distribute loop's body when:
 *   - every use of p is an access p[e] (read), or the left side of an
 *     expression statement p[e] = v; (write), in a parallel loop nested
 *     in one statement S of the body (none in the team's own code);
 *   - e is pitch * R + C, pitch one integer variable the team does not
 *     change (a captured scalar or a team variable declared before S), R
 *     and C sums of integer constants times variables the team does not
 *     change (the team's row and column, the same for all of S) and of
 *     variables of loops inside S whose bounds are constants (the
 *     offsets); a local variable S declares with an initializer and never
 *     writes stands for its initializer; every type signed, so the sums
 *     are exact (a conforming program does not overflow them);
 *   - each offset is bounded: by its loops' ranges, and by the conditions
 *     of the ifs whose then-branch holds the access (y >= 0 && y < 32,
 *     the offset y + 1 then in [1, 32]);
 *   - p's element is of an arithmetic type; the team changes no variable
 *     the indices read, except loops' own increments; S calls only math
 *     functions; the kernel names no global pointer or array (which could
 *     reach p's memory); no variable the indices read shares its name with
 *     another the region declares (codegen prints the offsets by name).
 * Every access of p in S then lies in the window of rows [R0 + rlo, R0 +
 * rhi] and columns [C0 + clo, C0 + chi], R0 and C0 the team's, which the
 * team can copy as S starts.  Window.acc holds each access's row and
 * column in the window, over the loops' variables in scope there.
 *
 * The forms' algebra is index_terms.c's.
 *
 * Requires: r->caps, r->teams.stmts (teams.c).
 */
#include <string.h>

#include "index_terms.h"
#include "internal.h"

enum { MAX_LOOPS = 32, MAX_GUARDS = 32, MAX_DEPTH = 16 };

typedef struct RLoop {
	CXCursor var;
	long long lo, hi;
	unsigned inc_begin, inc_end; /* its increment */
} RLoop;

typedef struct Guard {
	Form f;               /* offsets only, no constant */
	long long lo, hi;
} Guard;

typedef struct Write {
	CXCursor decl;
	unsigned at;
} Write;

typedef struct Acc {
	WinAccess a;
	Form r, c;            /* the offsets, constant included */
	long long rlo, rhi, clo, chi;
	int parity;           /* pitch parity that keeps its lanes apart: 1 odd,
	                         2 even, 0 either */
	int small;            /* every term of r and c, and their sums, fit
	                         an int: the window's index is int arithmetic */
} Acc;

typedef struct Cand {
	const Var *var;
	const char *elem;     /* its element type */
	long long elem_size;
	const char *why;
	unsigned why_at;
	int stmt;
	Form r0, c0;          /* the team's row and column: its first access's */
	CXCursor pitch;
	int has_pitch;
	Acc *acc;
	int nacc;
	size_t cap;
} Cand;

typedef struct Walk {
	Ctx *c;
	Region *r;
	unsigned body_begin;             /* the distribute loop's body */
	CXCursor dist_var;
	unsigned dist_inc_begin, dist_inc_end; /* the distribute loop's increment */
	Write *writes;
	int nwrites;
	size_t capw;
	const char **names;              /* variables the region declares */
	int nnames;
	size_t capn;
	RLoop loops[MAX_LOOPS];          /* ranged loops around the cursor */
	int nloops;
	Guard guards[MAX_GUARDS];        /* conditions around the cursor */
	int nguards;
	Cand *cands;
	int ncands;
	size_t capc;
	int *impure;                     /* per statement of the team's body:
	                                    it calls a function not known pure */
	const char *why;                 /* no window in the region */
	unsigned why_at;
} Walk;

static int
signed_int(CXType t)
{
	switch (clang_getCanonicalType(t).kind) {
	case CXType_Char_S:
	case CXType_SChar:
	case CXType_Short:
	case CXType_Int:
	case CXType_Long:
	case CXType_LongLong:
		return 1;
	default:
		return 0;
	}
}

static unsigned decl_at(CXCursor d);

/* The first reason the region has no window, or candidate k none. */
static void
region_no(Walk *w, CXCursor at, const char *why)
{
	if (!w->why)
		w->why = why, w->why_at = decl_at(at);
}

static void
cand_no(Cand *k, CXCursor at, const char *why)
{
	if (!k->why)
		k->why = why, k->why_at = decl_at(at);
}

/* ---- variables ---- */

static int
written(const Walk *w, CXCursor decl, unsigned from, unsigned to)
{
	for (int i = 0; i < w->nwrites; i++)
		if (clang_equalCursors(w->writes[i].decl, decl) &&
		    (w->writes[i].at < from || w->writes[i].at >= to))
			return 1;
	return 0;
}

static int
declared_once(const Walk *w, const char *name, int inside)
{
	int n = 0;

	for (int i = 0; i < w->nnames; i++)
		n += !strcmp(w->names[i], name);
	return n == inside;
}

static unsigned
decl_at(CXCursor d)
{
	unsigned b, e;

	cx_extent(d, &b, &e);
	return b;
}

/* The kind of atom decl is where the cursor is (in statement k of the
 * team's body), or 0. */
static int
atom_kind(const Walk *w, int k, CXCursor decl)
{
	const char *name = cx_take_string(clang_getCursorSpelling(decl));
	unsigned at = decl_at(decl);

	if (clang_getCursorKind(decl) != CXCursor_VarDecl &&
	    clang_getCursorKind(decl) != CXCursor_ParmDecl)
		return 0;
	if (!cx_is_integer(clang_getCursorType(decl)) ||
	    clang_isVolatileQualifiedType(clang_getCursorType(decl)))
		return 0;
	for (int i = w->nloops - 1; i >= 0; i--)
		if (clang_equalCursors(w->loops[i].var, decl))
			return !written(w, decl, w->loops[i].inc_begin, w->loops[i].inc_end) &&
			               declared_once(w, name, 1)
			           ? ATOM_ITER
			           : 0;
	if (clang_equalCursors(decl, w->dist_var))
		return !written(w, decl, w->dist_inc_begin, w->dist_inc_end) &&
		               declared_once(w, name, 1)
		           ? ATOM_TEAM
		           : 0;
	if (written(w, decl, 0, 0) || clang_Cursor_getStorageClass(decl) == CX_SC_Static ||
	    !cx_expanded_in_main_file(decl))
		return 0;
	if (at < w->body_begin) /* captured: a parameter of the kernel */
		return clang_getCursorKind(clang_getCursorSemanticParent(decl)) !=
		                       CXCursor_TranslationUnit &&
		               declared_once(w, name, 0)
		           ? ATOM_TEAM
		           : 0;
	/* a team variable: declared by a statement of the body before S */
	for (int i = 0; i < k && i < w->r->teams.nstmts; i++)
		if (w->r->teams.stmts[i].kind == TS_DECL && at >= w->r->teams.stmts[i].begin &&
		    at < w->r->teams.stmts[i].end)
			return declared_once(w, name, 1) ? ATOM_TEAM : 0;
	return 0;
}

/* A local S declares, with an initializer, never written: its
 * initializer, or a null cursor. */
static CXCursor
local_init(const Walk *w, int k, CXCursor decl)
{
	unsigned at = decl_at(decl);

	if (k < 0 || k >= w->r->teams.nstmts || clang_getCursorKind(decl) != CXCursor_VarDecl ||
	    at < w->r->teams.stmts[k].begin || at >= w->r->teams.stmts[k].end || written(w, decl, 0, 0) ||
	    clang_Cursor_getStorageClass(decl) == CX_SC_Static ||
	    !cx_is_integer(clang_getCursorType(decl)))
		return clang_getNullCursor();
	return clang_Cursor_getVarDeclInitializer(decl);
}

/* ---- forms ---- */

static int form_of(Walk *w, int k, CXCursor e, Form *f, int depth);

/* f = pitch * g, pitch the variable decl names. */
static int
times_pitch(const Walk *w, int k, CXCursor pitch, const Form *g, Form *f)
{
	if (atom_kind(w, k, pitch) != ATOM_TEAM || terms_has_pitch(g))
		return 0;
	memset(f, 0, sizeof *f);
	f->pitch = pitch;
	if (g->k && !terms_add(f, clang_getNullCursor(), 0, 1, g->k))
		return 0;
	for (int i = 0; i < g->n; i++)
		if (!terms_add(f, g->t[i].var, g->t[i].kind, 1, g->t[i].coef))
			return 0;
	return 1;
}

static int
form_of(Walk *w, int k, CXCursor e, Form *f, int depth)
{
	CXCursor kids[2], decl;
	long long v;
	enum CXCursorKind kind;
	const char *op;

	memset(f, 0, sizeof *f);
	f->pitch = clang_getNullCursor();
	if (depth > MAX_DEPTH)
		return 0;
	if (cx_int_constant(e, &v)) {
		f->k = v;
		return 1;
	}
	/* parentheses, and casts to a signed integer type at least as wide
	 * as their operand's, which keep its value */
	for (;;) {
		kind = clang_getCursorKind(e);
		if (kind == CXCursor_ParenExpr || kind == CXCursor_UnexposedExpr ||
		    kind == CXCursor_CStyleCastExpr) {
			int n = cx_children(e, kids, 2);
			if (!signed_int(clang_getCursorType(e)) || n < 1 ||
			    clang_Type_getSizeOf(clang_getCursorType(e)) <
			            clang_Type_getSizeOf(clang_getCursorType(kids[n - 1])))
				return 0;
			e = kids[n - 1];
			continue;
		}
		break;
	}
	if (!signed_int(clang_getCursorType(e)))
		return 0;
	if (kind == CXCursor_DeclRefExpr) {
		decl = clang_getCursorReferenced(e);
		int a = atom_kind(w, k, decl);
		if (a)
			return terms_add(f, decl, a, 0, 1);
		CXCursor init = local_init(w, k, decl);
		return !clang_Cursor_isNull(init) && form_of(w, k, init, f, depth + 1);
	}
	if (kind == CXCursor_UnaryOperator && cx_children(e, kids, 2) == 1) {
		op = cx_operator(e);
		if (strcmp(op, "-") && strcmp(op, "+"))
			return 0;
		Form g;
		return form_of(w, k, kids[0], &g, depth + 1) && terms_add_form(f, &g, !strcmp(op, "-") ? -1 : 1);
	}
	if (kind != CXCursor_BinaryOperator || cx_children(e, kids, 2) != 2)
		return 0;
	op = cx_operator(e);
	Form a, b;
	if (!strcmp(op, "+") || !strcmp(op, "-"))
		return form_of(w, k, kids[0], &a, depth + 1) && form_of(w, k, kids[1], &b, depth + 1) &&
		       terms_add_form(f, &a, 1) && terms_add_form(f, &b, !strcmp(op, "-") ? -1 : 1);
	if (strcmp(op, "*"))
		return 0;
	if (!form_of(w, k, kids[0], &a, depth + 1) || !form_of(w, k, kids[1], &b, depth + 1))
		return 0;
	if (!a.n || !b.n) { /* a constant factor */
		const Form *x = a.n ? &a : &b;
		long long s = a.n ? b.k : a.k;
		return terms_add_form(f, x, s);
	}
	/* pitch * form: one side a lone team variable */
	if (a.n == 1 && !a.k && a.t[0].coef == 1 && !a.t[0].pitch && a.t[0].kind == ATOM_TEAM &&
	    times_pitch(w, k, a.t[0].var, &b, f))
		return 1;
	return b.n == 1 && !b.k && b.t[0].coef == 1 && !b.t[0].pitch && b.t[0].kind == ATOM_TEAM &&
	       times_pitch(w, k, b.t[0].var, &a, f);
}

/* The range of offsets f at the cursor: its loops' ranges, narrowed by
 * the guards on the same terms. */
static void
bound(const Walk *w, const Form *f, long long *lo, long long *hi)
{
	*lo = *hi = f->k;
	for (int i = 0; i < f->n; i++) {
		const Term *t = &f->t[i];
		for (int j = w->nloops - 1; j >= 0; j--)
			if (clang_equalCursors(w->loops[j].var, t->var)) {
				long long a = t->coef * w->loops[j].lo, b = t->coef * w->loops[j].hi;
				*lo += a < b ? a : b;
				*hi += a < b ? b : a;
				break;
			}
	}
	Form bare = *f;
	bare.k = 0;
	for (int i = 0; i < w->nguards; i++)
		if (terms_same(&w->guards[i].f, &bare)) {
			if (w->guards[i].lo + f->k > *lo)
				*lo = w->guards[i].lo + f->k;
			if (w->guards[i].hi + f->k < *hi)
				*hi = w->guards[i].hi + f->k;
		}
}

/* Do f's constant and terms, over their loops' ranges, sum to less than
 * 2^30 in magnitude? */
static int
small(const Walk *w, const Form *f)
{
	long long m = f->k < 0 ? -f->k : f->k;

	for (int i = 0; i < f->n && m < (1LL << 30); i++)
		for (int j = w->nloops - 1; j >= 0; j--)
			if (clang_equalCursors(w->loops[j].var, f->t[i].var)) {
				long long lo = w->loops[j].lo < 0 ? -w->loops[j].lo : w->loops[j].lo;
				long long hi = w->loops[j].hi < 0 ? -w->loops[j].hi : w->loops[j].hi;
				long long c = f->t[i].coef < 0 ? -f->t[i].coef : f->t[i].coef;
				long long v = lo > hi ? lo : hi;
				if (c >= (1LL << 30) || v >= (1LL << 30) || c * v >= (1LL << 30))
					return 0;
				m += c * v;
				break;
			}
	return m < (1LL << 30);
}

/* The pitch parity that puts the lanes of a warp in different banks: the
 * lane's loop (the innermost parallel loop's variable) steps the element
 * by a * pitch + b. */
static const Region *enclosing_parallel(const Walk *w, unsigned at);

static int
parity(const Walk *w, const Form *r, const Form *c, unsigned at)
{
	const Region *in = enclosing_parallel(w, at);
	long long a = 0, b = 0;

	if (!in || in->nloops != 1)
		return 0;
	for (int j = w->nloops - 1; j >= 0; j--) {
		if (strcmp(cx_take_string(clang_getCursorSpelling(w->loops[j].var)), in->loops[0].var))
			continue;
		for (int i = 0; i < r->n; i++)
			if (clang_equalCursors(r->t[i].var, w->loops[j].var))
				a += r->t[i].coef;
		for (int i = 0; i < c->n; i++)
			if (clang_equalCursors(c->t[i].var, w->loops[j].var))
				b += c->t[i].coef;
		break;
	}
	if (!(a & 1))
		return 0; /* a * pitch + b odd whatever the pitch, or never */
	return b & 1 ? 2 : 1;
}

/* ---- the walk ---- */

static Cand *
cand_of(Walk *w, CXCursor decl)
{
	const Var *v = captures_shared(w->c, w->r, decl);

	if (!v || v->kind != VAR_POINTER)
		return NULL;
	for (int i = 0; i < w->ncands; i++)
		if (w->cands[i].var == v)
			return &w->cands[i];
	Cand k = {.var = v, .stmt = -1, .pitch = clang_getNullCursor()};
	VEC_PUSH(w->cands, w->ncands, w->capc, k);
	return &w->cands[w->ncands - 1];
}

/* The statement of the team's body that holds offset at, or -1. */
static int
team_stmt(const Walk *w, unsigned at)
{
	for (int i = 0; i < w->r->teams.nstmts; i++)
		if (at >= w->r->teams.stmts[i].begin && at < w->r->teams.stmts[i].end)
			return i;
	return -1;
}

/* The parallel region nested in the kernel's region that holds offset at
 * (its directive or its statement), or NULL. */
static const Region *
enclosing_parallel(const Walk *w, unsigned at)
{
	for (int i = 0; i < w->c->u->nregions; i++) {
		const Region *x = w->c->u->regions[i];
		if (x->parent == w->r && dir_is_parallel(x->dir) && at >= x->src.pragma_begin &&
		    at < x->src.stmt_end)
			return x;
	}
	return NULL;
}

/* An access p[e] of candidate k: its window facts. */
static void
access(Walk *w, Cand *k, CXCursor sub, CXCursor index, CXCursor assign, CXCursor value)
{
	Acc x = {0};
	Form f, r_team, c_team;
	const char *name = k->var->name;

	cx_extent(sub, &x.a.begin, &x.a.end);
	cx_extent(index, &x.a.index_begin, &x.a.index_end);
	x.a.loc = cx_loc(w->c, x.a.begin);
	if (k->why)
		return;
	if (!cx_in_main_file(sub) || x.a.end <= x.a.begin + strlen(name) ||
	    strcmp(cx_text(w->c, x.a.begin, x.a.begin + (unsigned)strlen(name)), name) ||
	    strcmp(cx_text(w->c, x.a.end - 1, x.a.end), "]")) {
		cand_no(k, sub, "an access not written out in the file (a macro's)");
		return;
	}
	CXType et = clang_getCursorType(sub);
	const char *elem = cx_arith_name(et);
	if (!elem || clang_isVolatileQualifiedType(et)) {
		cand_no(k, sub, "its element is not of an arithmetic type, or volatile");
		return;
	}
	k->elem = elem;
	k->elem_size = clang_Type_getSizeOf(et);
	if (!enclosing_parallel(w, x.a.begin)) {
		cand_no(k, sub, "accessed by the team's own code, outside its parallel loops");
		return;
	}
	int s = team_stmt(w, x.a.begin);
	if (k->stmt >= 0 && s != k->stmt) {
		cand_no(k, sub, "accessed in two statements of the team's code");
		return;
	}
	k->stmt = s;
	if (!clang_Cursor_isNull(assign)) {
		x.a.write = 1;
		cx_extent(value, &x.a.value_begin, &x.a.value_end);
		x.a.stmt_end = cx_stmt_end(w->c, assign);
	}
	if (!form_of(w, s, index, &f, 0)) {
		cand_no(k, index, "an index not pitch * row + column of signed integer sums of "
		                     "variables the team does not change and constant-bounded loops' "
		                     "variables");
		return;
	}
	terms_split(&f, &r_team, &x.r, &c_team, &x.c);
	if (!k->nacc) {
		k->r0 = r_team;
		k->c0 = c_team;
		k->pitch = f.pitch;
		k->has_pitch = terms_has_pitch(&f);
	} else if (!terms_same(&k->r0, &r_team) || !terms_same(&k->c0, &c_team) ||
	           k->has_pitch != terms_has_pitch(&f) ||
	           (k->has_pitch && !clang_equalCursors(k->pitch, f.pitch))) {
		cand_no(k, index, "accesses at different rows or columns of the team");
		return;
	}
	if (!k->has_pitch && !terms_zero(&x.r)) {
		cand_no(k, index, "an index with a row but no pitch");
		return;
	}
	bound(w, &x.r, &x.rlo, &x.rhi);
	bound(w, &x.c, &x.clo, &x.chi);
	x.parity = parity(w, &x.r, &x.c, x.a.begin);
	x.small = small(w, &x.r) && small(w, &x.c);
	VEC_PUSH(k->acc, k->nacc, k->cap, x);
}

static void walk(Walk *w, CXCursor cur, CXCursor parent);

static enum CXChildVisitResult
walk_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	walk(data, cur, parent);
	return CXChildVisit_Continue;
}

static void
walk_kids(Walk *w, CXCursor cur)
{
	clang_visitChildren(cur, walk_visit, w);
}

/* Guards from an if's condition: && of comparisons of offsets with
 * constants. */
static void
guards(Walk *w, CXCursor cond)
{
	CXCursor kids[2];
	long long v;
	const char *op;
	Form f;
	int k;

	cond = cx_strip(cond);
	if (clang_getCursorKind(cond) != CXCursor_BinaryOperator || cx_children(cond, kids, 2) != 2)
		return;
	op = cx_operator(cond);
	if (!strcmp(op, "&&")) {
		guards(w, kids[0]);
		guards(w, kids[1]);
		return;
	}
	int flip = 0;
	CXCursor x = kids[0];
	if (cx_int_constant(kids[0], &v)) {
		flip = 1;
		x = kids[1];
	} else if (!cx_int_constant(kids[1], &v))
		return;
	k = team_stmt(w, decl_at(cond));
	if (!form_of(w, k, x, &f, 0) || terms_has_pitch(&f) || w->nguards == MAX_GUARDS)
		return;
	for (int i = 0; i < f.n; i++)
		if (f.t[i].kind != ATOM_ITER)
			return;
	/* f op v, or v op f */
	Guard g = {f, -(1LL << 62), 1LL << 62};
	g.f.k = 0;
	if ((!flip && !strcmp(op, "<")) || (flip && !strcmp(op, ">")))
		g.hi = v - 1 - f.k;
	else if ((!flip && !strcmp(op, "<=")) || (flip && !strcmp(op, ">=")))
		g.hi = v - f.k;
	else if ((!flip && !strcmp(op, ">")) || (flip && !strcmp(op, "<")))
		g.lo = v + 1 - f.k;
	else if ((!flip && !strcmp(op, ">=")) || (flip && !strcmp(op, "<=")))
		g.lo = v - f.k;
	else if (!strcmp(op, "=="))
		g.lo = g.hi = v - f.k;
	else
		return;
	w->guards[w->nguards++] = g;
}

/* A for loop whose variable's range is constant: for (T v = a; v < b or
 * v <= b; v++, ++v or v += 1). */
static int
ranged(CXCursor loop, RLoop *l)
{
	CXCursor kids[4], d[2], t[2];
	long long a, b;
	const char *op;

	if (cx_children(loop, kids, 4) != 4 || clang_getCursorKind(kids[0]) != CXCursor_DeclStmt ||
	    cx_children(kids[0], d, 2) != 1 || clang_getCursorKind(d[0]) != CXCursor_VarDecl ||
	    clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(d[0])) ||
	    !cx_int_constant(clang_Cursor_getVarDeclInitializer(d[0]), &a))
		return 0;
	CXCursor cond = cx_strip(kids[1]);
	if (clang_getCursorKind(cond) != CXCursor_BinaryOperator || cx_children(cond, t, 2) != 2 ||
	    !clang_equalCursors(cx_var_ref(t[0]), d[0]) || !cx_int_constant(t[1], &b))
		return 0;
	op = cx_operator(cond);
	if (!strcmp(op, "<"))
		b--;
	else if (strcmp(op, "<="))
		return 0;
	CXCursor inc = cx_strip(kids[2]), lhs;
	op = cx_operator(inc);
	if (!cx_write_of(inc, &lhs) || !clang_equalCursors(cx_var_ref(lhs), d[0]))
		return 0;
	if (clang_getCursorKind(inc) == CXCursor_UnaryOperator) {
		if (strcmp(op, "++"))
			return 0;
	} else {
		long long s;
		if (clang_getCursorKind(inc) != CXCursor_CompoundAssignOperator || strcmp(op, "+=") ||
		    cx_children(inc, t, 2) != 2 || !cx_int_constant(t[1], &s) || s != 1)
			return 0;
	}
	l->var = d[0];
	l->lo = a;
	l->hi = b < a ? a : b; /* an empty loop runs no access */
	cx_extent(kids[2], &l->inc_begin, &l->inc_end);
	return 1;
}

/* Is expression e, whose parent is parent, a statement of its own: in a
 * block, or the body of a loop or a branch of an if (not a condition,
 * nor a for loop's init or increment)? */
static int
statement(CXCursor e, CXCursor parent)
{
	CXCursor kids[4];
	int n = cx_children(parent, kids, 4);

	switch (clang_getCursorKind(parent)) {
	case CXCursor_CompoundStmt:
		return 1;
	case CXCursor_ForStmt:
	case CXCursor_WhileStmt:
		return n >= 2 && clang_equalCursors(kids[n - 1], e);
	case CXCursor_DoStmt:
		return n >= 1 && clang_equalCursors(kids[0], e);
	case CXCursor_IfStmt:
		return n >= 2 && !clang_equalCursors(kids[0], e);
	default:
		return 0;
	}
}

static void
walk(Walk *w, CXCursor cur, CXCursor parent)
{
	enum CXCursorKind kind = clang_getCursorKind(cur);
	CXCursor kids[4], decl, lhs;
	Cand *k;

	switch (kind) {
	case CXCursor_ForStmt: {
		RLoop l;
		int pushed = w->nloops < MAX_LOOPS && ranged(cur, &l);
		if (pushed)
			w->loops[w->nloops++] = l;
		walk_kids(w, cur);
		w->nloops -= pushed;
		return;
	}
	case CXCursor_IfStmt: {
		int n = cx_children(cur, kids, 4), saved = w->nguards;
		if (n < 2) {
			walk_kids(w, cur);
			return;
		}
		walk(w, kids[0], cur);
		guards(w, kids[0]);
		walk(w, kids[1], cur);
		w->nguards = saved;
		for (int i = 2; i < n; i++)
			walk(w, kids[i], cur);
		return;
	}
	case CXCursor_LabelStmt:
	case CXCursor_VarDecl: {
		/* the statement is printed twice (codegen/emit_window.c): one
		 * label, one static variable each */
		int s = team_stmt(w, decl_at(cur));
		if (s >= 0 && (kind == CXCursor_LabelStmt ||
		               clang_Cursor_getStorageClass(cur) == CX_SC_Static))
			w->impure[s] = 1;
		break;
	}
	case CXCursor_CallExpr: {
		CXCursor fn = clang_getCursorReferenced(cur);
		int s = team_stmt(w, decl_at(cur));
		if ((clang_Cursor_isNull(fn) || !team_pure_math(fn)) && s >= 0)
			w->impure[s] = 1;
		break;
	}
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
	case CXCursor_UnaryOperator:
		if (cx_write_of(cur, &lhs) || (kind == CXCursor_UnaryOperator &&
		                                     !strcmp(cx_operator(cur), "&"))) {
			CXCursor target = kind == CXCursor_UnaryOperator && cx_children(cur, kids, 1) == 1
			                      ? cx_strip(kids[0])
			                      : cx_strip(lhs);
			if (clang_getCursorKind(target) == CXCursor_ArraySubscriptExpr &&
			    cx_children(target, kids, 2) == 2 &&
			    !clang_Cursor_isNull(decl = cx_var_ref(kids[0])) && (k = cand_of(w, decl))) {
				int plain = kind == CXCursor_BinaryOperator && statement(cur, parent);
				if (!plain)
					cand_no(k, cur, "written other than by a statement p[e] = v;");
				else {
					CXCursor v[2];
					cx_children(cur, v, 2);
					access(w, k, target, kids[1], cur, v[1]);
					walk(w, kids[1], target);
					walk(w, v[1], cur);
					return;
				}
			}
		}
		break;
	case CXCursor_ArraySubscriptExpr:
		if (cx_children(cur, kids, 2) == 2 && !clang_Cursor_isNull(decl = cx_var_ref(kids[0])) &&
		    (k = cand_of(w, decl))) {
			access(w, k, cur, kids[1], clang_getNullCursor(), clang_getNullCursor());
			walk(w, kids[1], cur);
			return;
		}
		break;
	case CXCursor_DeclRefExpr:
		decl = clang_getCursorReferenced(cur);
		if ((k = cand_of(w, decl)))
			cand_no(k, cur, "used other than as p[e]");
		else if ((clang_getCursorKind(decl) == CXCursor_VarDecl) &&
		         clang_getCursorKind(clang_getCursorSemanticParent(decl)) ==
		                 CXCursor_TranslationUnit) {
			CXType t = clang_getCanonicalType(clang_getCursorType(decl));
			if (t.kind == CXType_Pointer || t.kind == CXType_ConstantArray ||
			    t.kind == CXType_IncompleteArray)
				region_no(w, cur, "the region names a global pointer or array, which may "
				                  "reach any array's memory");
		}
		break;
	default:
		break;
	}
	walk_kids(w, cur);
}

/* ---- facts the walk needs first ---- */

static enum CXChildVisitResult
prescan(CXCursor cur, CXCursor parent, CXClientData data)
{
	Walk *w = data;
	CXCursor lhs, decl, kids[1];
	unsigned b, e;

	(void)parent;
	cx_extent(cur, &b, &e);
	if (clang_getCursorKind(cur) == CXCursor_VarDecl) {
		const char *name = cx_take_string(clang_getCursorSpelling(cur));
		VEC_PUSH(w->names, w->nnames, w->capn, name);
	}
	if (cx_write_of(cur, &lhs) && cx_written_var(lhs, &decl)) {
		Write x = {decl, b};
		VEC_PUSH(w->writes, w->nwrites, w->capw, x);
	}
	if (clang_getCursorKind(cur) == CXCursor_UnaryOperator && !strcmp(cx_operator(cur), "&") &&
	    cx_children(cur, kids, 1) == 1 && cx_written_var(kids[0], &decl)) {
		Write x = {decl, b}; /* its address taken: anything may write it */
		VEC_PUSH(w->writes, w->nwrites, w->capw, x);
	}
	return CXChildVisit_Recurse;
}

/* Candidate k's window, where its facts hold. */
static void
finish(Walk *w, Cand *k)
{
	Region *r = w->r;
	Window win = {0};
	long long rlo = 0, rhi = 0, clo = 0, chi = 0;
	int odd = 0, even = 0;

	if (!k->nacc && !k->why)
		return;
	if (!k->why && w->impure[k->stmt])
		k->why = "its statement calls a function not known pure, or has a label or a static "
		         "variable",
		k->why_at = 0;
	if (k->why) {
		if (!r->win.why) {
			r->win.why = arena_printf("'%s': %s", k->var->name, k->why);
			r->win.why_loc = k->why_at ? cx_loc(w->c, k->why_at) : r->loc;
		}
		return;
	}
	for (int i = 0; i < k->nacc; i++) {
		const Acc *x = &k->acc[i];
		if (!i || x->rlo < rlo)
			rlo = x->rlo;
		if (!i || x->rhi > rhi)
			rhi = x->rhi;
		if (!i || x->clo < clo)
			clo = x->clo;
		if (!i || x->chi > chi)
			chi = x->chi;
		odd += x->parity == 1;
		even += x->parity == 2;
		win.writes |= x->a.write;
	}
	win.var = k->var;
	win.elem = k->elem;
	win.elem_size = k->elem_size;
	win.pitch = k->has_pitch ? cx_take_string(clang_getCursorSpelling(k->pitch)) : NULL;
	win.rows = rhi - rlo + 1;
	win.cols = chi - clo + 1;
	win.odd = odd > even;
	win.stmt = k->stmt;
	win.loc = k->acc[0].a.loc;
	/* the team's first row and column */
	Buf b = {0};
	terms_print(&b, &k->r0, k->has_pitch ? rlo : 0LL, 0);
	win.row0 = arena_strdup(b.s);
	b.len = 0;
	terms_print(&b, &k->c0, clo, 0);
	win.col0 = arena_strdup(b.s);
	int ints = rlo > -(1LL << 30) && rlo < (1LL << 30) && clo > -(1LL << 30) && clo < (1LL << 30);
	for (int i = 0; i < k->nacc; i++)
		ints &= k->acc[i].small;
	win.acc = arena_alloc((size_t)k->nacc * sizeof *win.acc);
	for (int i = 0; i < k->nacc; i++) {
		const Acc *x = &k->acc[i];
		const Form *f[2] = {&x->r, &x->c};
		long long base[2] = {k->has_pitch ? rlo : 0, clo};
		const char *out[2];
		for (int j = 0; j < 2; j++) {
			b.len = 0;
			terms_print(&b, f[j], f[j]->k - base[j], ints);
			out[j] = arena_strdup(b.s);
		}
		win.acc[i] = x->a;
		win.acc[i].row = out[0];
		win.acc[i].col = out[1];
	}
	win.nacc = k->nacc;

	size_t cap = (size_t)r->win.nwindows;
	VEC_PUSH(r->win.windows, r->win.nwindows, cap, win);
}

void
windows_read(Ctx *c, Region *r, CXCursor loop, CXCursor body)
{
	Walk w = {.c = c, .r = r};
	CXCursor kids[4], d[2];

	r->win.why_loc = r->loc;
	if (r->dir != DIR_TTD || !r->teams.nested || !r->teams.nstmts) {
		r->win.why = "not a teams distribute loop with parallel loops";
		return;
	}
	if (clang_getCursorKind(loop) != CXCursor_ForStmt || cx_children(loop, kids, 4) != 4 ||
	    clang_getCursorKind(kids[0]) != CXCursor_DeclStmt || cx_children(kids[0], d, 2) != 1) {
		r->win.why = "the distribute loop does not declare its variable";
		return;
	}
	w.dist_var = d[0];
	cx_extent(kids[2], &w.dist_inc_begin, &w.dist_inc_end);
	w.impure = arena_alloc((size_t)r->teams.nstmts * sizeof *w.impure);
	memset(w.impure, 0, (size_t)r->teams.nstmts * sizeof *w.impure);
	w.body_begin = decl_at(body);
	prescan(loop, loop, &w);
	clang_visitChildren(loop, prescan, &w);
	walk(&w, body, loop);
	if (w.why) {
		r->win.why = w.why;
		r->win.why_loc = cx_loc(c, w.why_at);
		return;
	}
	for (int i = 0; i < w.ncands; i++)
		finish(&w, &w.cands[i]);
	if (!r->win.nwindows && !r->win.why)
		r->win.why = "its parallel loops access no captured pointer";
}
