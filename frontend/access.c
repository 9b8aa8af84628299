/* Facts for read-only provenance: for each pointer or array a region
 * captures, does the region's code write through it, does it lose track
 * of it, does it let it flow into a pointer to non-const?
 *
 * Pointers derived from the root are followed: arithmetic (p + k, p++,
 * p += k), &p[i], casts, ?:, GNU statement expressions, local pointer
 * variables (and C++ references to them, and integers wide enough to
 * hold an address: (int *)u of u = (uintptr_t)p) initialised or assigned
 * from a derived pointer, and the parameters of the file's functions it is
 * passed to (to a depth of 8 calls): of every function the call may run
 * (frontend/callees.c: a declare variant's choices for the kernel and
 * the host fallback, a virtual function's overrides).  An lvalue is written through the
 * root when its base pointer is derived: p[i] = ..., *q += ..., p->x++,
 * g[i][j] = ... for an array g, i[p] = ..., a C++ reference bound to it
 * (a range-for's too), a call returning a reference to non-const that a
 * derived argument or a lambda naming the root may give.  The analysis
 * loses track (an escape) when a derived pointer is stored to memory (by
 * an assignment, a constructor's member initializer, an aggregate's
 * element, designated or not), has its address taken, is
 * passed to a library function, is returned from a function or a lambda
 * of the region, or meets
 * inline assembly; lowering then claims nothing for it.
 *
 * Only facts are recorded here, each with its first location; the
 * decisions and their proofs are lowering's (lowering/readonly.c).
 */
#include <string.h>

#include "internal.h"

#define MAX_DEPTH 8

/* The parameters of functions already followed for one root, and the
 * least depth they were followed at: each call site would otherwise walk
 * the callee again, exponential in the depth of the call graph. */
typedef struct Followed {
	CXCursor def;
	int param;
	int depth;
} Followed;

typedef struct Seen {
	Followed *f;
	size_t n, cap;
} Seen;

typedef struct Track {
	Ctx *c;
	const Region *r;      /* the region while in its statement, else NULL */
	Access *a;
	CXCursor *held;       /* declarations holding derived pointers */
	size_t nheld, cap;
	unsigned begin, end;  /* the code being walked: a region or a function */
	const char *where;    /* "" or " in 'f'" for messages */
	int depth;
	int grew;             /* a pass found a new derived pointer */
	Seen *seen;           /* shared by the walks of one root */
	CXCursor *joins;      /* the ?: and local variables that derive a
	                         pointer from it (joins_from) */
	size_t njoins, capjoins;
} Track;

static void walk_code(Track *t, CXCursor code);

static int
held(Track *t, CXCursor decl)
{
	/* canonical: a static data member's declaration and definition */
	decl = clang_getCanonicalCursor(decl);
	for (size_t i = 0; i < t->nheld; i++)
		if (clang_equalCursors(clang_getCanonicalCursor(t->held[i]), decl))
			return 1;
	return 0;
}

static void
hold(Track *t, CXCursor decl)
{
	if (held(t, decl))
		return;
	VEC_PUSH(t->held, t->nheld, t->cap, decl);
	t->grew = 1;
}

static int
is_pointer(CXCursor e)
{
	enum CXTypeKind k = clang_getCanonicalType(clang_getCursorType(e)).kind;
	/* a parameter `double m[][4]` is a pointer libclang types as written */
	return k == CXType_Pointer || k == CXType_ConstantArray || k == CXType_IncompleteArray ||
	       k == CXType_VariableArray;
}

static int derived(Track *t, CXCursor e);

/* The last statement of a compound statement, or a null cursor. */
static CXCursor
last_statement(CXCursor block)
{
	int n = cx_children(block, NULL, 0);
	CXCursor *kids;

	if (clang_getCursorKind(block) != CXCursor_CompoundStmt || n < 1)
		return clang_getNullCursor();
	kids = arena_alloc((size_t)n * sizeof *kids);
	cx_children(block, kids, n);
	return kids[n - 1];
}

/* Is e an integer wide enough to hold an address ((uintptr_t)p, which
 * may be made a pointer again: followed as the pointer is)? */
static int
address_integer(CXCursor e)
{
	CXType ty = clang_getCanonicalType(clang_getCursorType(e));

	return cx_is_integer(ty) && clang_Type_getSizeOf(ty) >= (long long)sizeof(void *);
}

/* Does a variable of e's type hold a pointer or an array: one itself, or
 * a C++ reference to one (`int *&r = p;`, `auto &row = m[i]`), or an
 * address made an integer (`uintptr_t u = (uintptr_t)p;`)? */
static int
holds_pointer(CXCursor e)
{
	CXType ty = clang_getCanonicalType(clang_getCursorType(e));

	if (ty.kind == CXType_LValueReference || ty.kind == CXType_RValueReference)
		ty = clang_getCanonicalType(clang_getPointeeType(ty));
	return ty.kind == CXType_Pointer || ty.kind == CXType_ConstantArray ||
	       ty.kind == CXType_IncompleteArray || ty.kind == CXType_VariableArray ||
	       address_integer(e);
}

/* An operator whose integer result may carry an address it is given
 * (u + 4, u & ~15): not a comparison's or a logical operator's. */
static int
carries_address(CXCursor e)
{
	const char *op = cx_operator(e);
	static const char *const tests[] = {"==", "!=", "<", ">", "<=", ">=", "&&", "||"};

	if (!address_integer(e))
		return 0;
	for (size_t i = 0; i < sizeof tests / sizeof *tests; i++)
		if (!strcmp(op, tests[i]))
			return 0;
	return 1;
}

/* A ?: (or a local variable) that derives a pointer from the root, once. */
static void
join(Track *t, CXCursor e)
{
	for (size_t i = 0; i < t->njoins; i++)
		if (clang_equalCursors(t->joins[i], e))
			return;
	VEC_PUSH(t->joins, t->njoins, t->capjoins, e);
}

/* The walk `in` (of the root's code, or of a function it calls) is done:
 * its joins, and its local pointer variables (not a function's
 * parameter, which each call binds to one argument), are the root's. */
static void
joins_from(Track *t, const Track *in)
{
	for (size_t i = 0; i < in->njoins; i++)
		join(t, in->joins[i]);
	for (size_t i = 0; i < in->nheld; i++)
		if (clang_getCursorKind(in->held[i]) == CXCursor_VarDecl)
			join(t, clang_getCanonicalCursor(in->held[i]));
}

static int local(Track *t, CXCursor decl);
static int through(Track *t, CXCursor e);

static enum CXChildVisitResult
name_of_root(CXCursor cur, CXCursor parent, CXClientData data)
{
	Track *t = ((void **)data)[0];
	int *found = ((void **)data)[1];

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr && held(t, clang_getCursorReferenced(cur))) {
		*found = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* Does code name a variable holding a derived pointer? */
static int
names_root(Track *t, CXCursor code)
{
	int found = 0;
	void *data[2] = {t, &found};

	clang_visitChildren(code, name_of_root, data);
	return found;
}

/* C++: may the call e return a reference to non-const into the root's
 * memory?  When an argument is derived or reached through a derived
 * pointer, its object is, or it runs a lambda of the code walked (whose
 * captures may name the root): `at(p, i) = v`, `el(i) = v`. */
static int
reference_call(Track *t, CXCursor e)
{
	CXCursor fn = clang_getCursorReferenced(e), def, kids[1];
	int n = clang_Cursor_getNumArguments(e);

	if (clang_Cursor_isNull(fn) || !cx_writable_ref(clang_getCursorResultType(fn)))
		return 0;
	for (int i = 0; i < n; i++) {
		CXCursor arg = clang_Cursor_getArgument(e, i);
		if (!clang_Cursor_isNull(arg) && (derived(t, arg) || through(t, arg)))
			return 1;
	}
	def = clang_getCursorDefinition(fn);
	if (!clang_Cursor_isNull(def) && local(t, def) && names_root(t, def))
		return 1;
	return cx_children(e, kids, 1) >= 1 &&
	       clang_getCursorKind(cx_strip_casts(kids[0])) == CXCursor_MemberRefExpr &&
	       cx_children(cx_strip_casts(kids[0]), NULL, 0) >= 1 && through(t, cx_strip_casts(kids[0]));
}

/* Is the lvalue e memory reached through a derived pointer? */
static int
through(Track *t, CXCursor e)
{
	CXCursor kids[2], base;
	enum CXCursorKind bk;
	int n;

	e = cx_strip_casts(e);
	n = cx_children(e, kids, 2);
	switch (clang_getCursorKind(e)) {
	case CXCursor_ArraySubscriptExpr:
		if (n != 2)
			return 0;
		base = cx_strip_casts(kids[0]);
		bk = clang_getCursorKind(base);
		/* an element of an array element or member: derived() of the
		 * base is through() of it, which would walk it twice at every
		 * rank (exponential in the rank) */
		if (clang_getCanonicalType(clang_getCursorType(base)).kind == CXType_ConstantArray &&
		    (bk == CXCursor_ArraySubscriptExpr ||
		     (bk == CXCursor_MemberRefExpr && !cx_static_through(base))))
			return through(t, base);
		if ((is_pointer(base) || is_pointer(kids[0])) && derived(t, kids[0]))
			return 1; /* ((int *)u)[i]: the cast's type */
		/* i[p], C's other spelling of p[i] */
		if (is_pointer(kids[1]) && derived(t, kids[1]))
			return 1;
		return through(t, kids[0]);
	case CXCursor_CallExpr:
		return reference_call(t, e);
	case CXCursor_UnaryOperator:
		return n == 1 && !strcmp(cx_operator(e), "*") && derived(t, kids[0]);
	case CXCursor_MemberRefExpr:
		if (n < 1)
			return 0;
		base = cx_strip_casts(kids[0]);
		return clang_getCanonicalType(clang_getCursorType(base)).kind == CXType_Pointer
		               ? derived(t, kids[0])
		               : through(t, kids[0]);
	default:
		return 0;
	}
}

/* Does the pointer-valued expression e point into the root's memory? */
static int
derived(Track *t, CXCursor e)
{
	CXCursor kids[3];
	int n;

	e = cx_strip_casts(e);
	n = cx_children(e, kids, 3);
	switch (clang_getCursorKind(e)) {
	case CXCursor_DeclRefExpr:
		return held(t, clang_getCursorReferenced(e));
	case CXCursor_BinaryOperator:
		/* p - q of two pointers is an offset, no address */
		if (n == 2 && !is_pointer(e) && is_pointer(kids[0]) && is_pointer(kids[1]))
			return 0;
		return n == 2 && (is_pointer(e) || carries_address(e)) &&
		       (derived(t, kids[0]) || derived(t, kids[1]));
	case CXCursor_UnaryOperator:
		/* &p[i], and p++, --p: the pointer they leave is p's (*p++ = v) */
		if (n == 1 && (!strcmp(cx_operator(e), "++") || !strcmp(cx_operator(e), "--")))
			return (is_pointer(e) || address_integer(e)) && derived(t, kids[0]);
		return n == 1 && !strcmp(cx_operator(e), "&") && through(t, kids[0]);
	case CXCursor_CompoundAssignOperator: /* (p += k)[0] = v */
		return n == 2 && (is_pointer(e) || address_integer(e)) && derived(t, kids[0]);
	case CXCursor_StmtExpr: /* GNU ({ ...; p; }): its last statement's value */
		return n == 1 && derived(t, last_statement(kids[0]));
	case CXCursor_ConditionalOperator:
		if (n != 3 || !(derived(t, kids[1]) | derived(t, kids[2])))
			return 0;
		join(t, e);
		return 1;
	case CXCursor_MemberRefExpr: /* o.v of a static data member v: C::v */
		if (cx_static_through(e))
			return held(t, clang_getCursorReferenced(e));
		/* fall through */
	case CXCursor_ArraySubscriptExpr:
		return is_pointer(e) && clang_getCanonicalType(clang_getCursorType(e)).kind ==
		                                CXType_ConstantArray && through(t, e);
	default:
		return 0;
	}
}

static void
fact(Track *t, const char **what, Loc *where, CXCursor at, const char *fmt, const char *arg)
{
	unsigned b, e;

	if (*what)
		return;
	cx_extent(at, &b, &e);
	*where = cx_loc(t->c, b);
	*what = arena_printf("%s%s", arena_printf(fmt, arg), t->where);
}

/* Memory reached through the root is written at `at`: lvalue is what is
 * written.  A pointer written there is a pointer stored in the root's
 * memory (an element of an array of pointers, ptr[i] = q). */
static void
written(Track *t, CXCursor lvalue, CXCursor at, const char *fmt, const char *arg)
{
	CXType ty = clang_getCanonicalType(clang_getCursorType(lvalue));

	fact(t, &t->a->write, &t->a->write_loc, at, fmt, arg);
	if (ty.kind == CXType_LValueReference || ty.kind == CXType_RValueReference)
		ty = clang_getCanonicalType(clang_getPointeeType(ty));
	if (ty.kind == CXType_Pointer)
		fact(t, &t->a->ptr_store, &t->a->ptr_store_loc, at, fmt, arg);
}

static int
local(Track *t, CXCursor decl)
{
	unsigned b, e;

	cx_extent(decl, &b, &e);
	return cx_expanded_in_main_file(decl) && t->begin <= b && b < t->end;
}

/* A declaration that receives a derived pointer must point to const, or
 * a const pointee added to the root would not compile as C++.  A
 * parameter declared as an array (`int p[]`, `int p[4]`) is a pointer
 * to its element (C11 6.7.6.3p7). */
static void
receive(Track *t, CXCursor decl, CXCursor at)
{
	CXType declared = clang_getCursorType(decl);
	CXType ty = clang_getCanonicalType(declared);
	CXType to;

	/* a reference to a pointer is the pointer (`int *&r = p;`) */
	if (ty.kind == CXType_LValueReference || ty.kind == CXType_RValueReference) {
		declared = clang_getPointeeType(ty);
		ty = clang_getCanonicalType(declared);
	}
	to = ty.kind == CXType_Pointer ? clang_getPointeeType(ty) : ty;

	/* const T p[] is const in its canonical array type, whose element is T */
	if (ty.kind != CXType_Pointer && clang_getCursorKind(decl) == CXCursor_ParmDecl &&
	    (ty.kind == CXType_ConstantArray || ty.kind == CXType_IncompleteArray ||
	     ty.kind == CXType_VariableArray)) {
		to = clang_isConstQualifiedType(ty) ? ty : clang_getArrayElementType(declared);
		ty.kind = CXType_Pointer;
	}
	if (ty.kind == CXType_Pointer && !clang_isConstQualifiedType(to))
		fact(t, &t->a->nonconst, &t->a->nonconst_loc, at, "flows into '%s'",
		     cx_take_string(clang_getCursorSpelling(decl)));
	hold(t, decl);
}

static void
assign(Track *t, CXCursor e, CXCursor *kids, int n)
{
	const char *op = cx_operator(e);
	int compound = clang_getCursorKind(e) == CXCursor_CompoundAssignOperator;

	/* an operator not known may be '=' */
	if (n != 2 || (!compound && *op && strcmp(op, "=")))
		return;
	if (through(t, kids[0]))
		written(t, kids[0], e, "written by '%s'", cx_cursor_text(t->c, e));
	if (compound || !derived(t, kids[1]))
		return;
	CXCursor lhs = cx_strip_casts(kids[0]);
	CXCursor ref = clang_getCursorReferenced(lhs);
	if (clang_getCursorKind(lhs) == CXCursor_DeclRefExpr && local(t, ref))
		receive(t, ref, e);
	else
		fact(t, &t->a->escape, &t->a->escape_loc, e, "stored to memory by '%s'", cx_cursor_text(t->c, e));
}

static void
unary(Track *t, CXCursor e, CXCursor *kids, int n)
{
	const char *op = cx_operator(e);

	if (n != 1)
		return;
	/* an operator not known may be ++ or -- */
	if ((!*op || !strcmp(op, "++") || !strcmp(op, "--")) && through(t, kids[0]))
		written(t, kids[0], e, "written by '%s'", cx_cursor_text(t->c, e));
	if (!strcmp(op, "&") && clang_getCursorKind(cx_strip_casts(kids[0])) == CXCursor_DeclRefExpr &&
	    held(t, clang_getCursorReferenced(cx_strip_casts(kids[0]))))
		fact(t, &t->a->escape, &t->a->escape_loc, e, "its address is taken by '%s'",
		     cx_cursor_text(t->c, e));
}

/* Was parameter i of def followed already, no deeper than now?  Records
 * it if not. */
static int
followed(Track *t, CXCursor def, int i)
{
	Seen *s = t->seen;
	Followed f = {def, i, t->depth + 1};

	for (size_t k = 0; k < s->n; k++) {
		if (s->f[k].param != i || !clang_equalCursors(s->f[k].def, def))
			continue;
		if (s->f[k].depth <= f.depth)
			return 1;
		s->f[k].depth = f.depth;
		return 0;
	}
	VEC_PUSH(s->f, s->n, s->cap, f);
	return 0;
}

/* A derived pointer passed as argument i of a call: where it goes. */
typedef struct Passed {
	Track *t;
	CXCursor call;
	int i;
} Passed;

/* fn, a function the call may run: the pointer is followed into fn as
 * its parameter. */
static void
passed_to(CXCursor fn, void *data)
{
	Passed *p = data;
	Track *t = p->t;
	CXCursor def = clang_getCursorDefinition(fn);
	const char *name = cx_take_string(clang_getCursorSpelling(fn));

	if (clang_Cursor_isNull(def) || !cx_in_main_file(def)) {
		fact(t, &t->a->escape, &t->a->escape_loc, p->call, "passed to library function '%s'",
		     name);
		return;
	}
	if (t->depth >= MAX_DEPTH || p->i >= clang_Cursor_getNumArguments(def)) {
		fact(t, &t->a->escape, &t->a->escape_loc, p->call, "passed on too deep, to '%s'", name);
		return;
	}
	if (followed(t, def, p->i))
		return;
	Track in = {t->c, NULL, t->a, NULL, 0, 0, 0, 0, arena_printf(" in '%s'", name), t->depth + 1,
	            0, t->seen, NULL, 0, 0};
	CXCursor param = clang_Cursor_getArgument(def, p->i);
	cx_extent(def, &in.begin, &in.end);
	receive(&in, param, p->call);
	walk_code(&in, def);
	joins_from(t, &in);
}

/* A derived pointer passed to a function of this file is followed into
 * each function the call may run. */
static void
call(Track *t, CXCursor e)
{
	int n = clang_Cursor_getNumArguments(e);

	for (int i = 0; i < n; i++) {
		Passed p = {t, e, i};
		if (derived(t, clang_Cursor_getArgument(e, i)) &&
		    !callees_each(t->c, t->r, e, passed_to, &p))
			fact(t, &t->a->escape, &t->a->escape_loc, e, "passed to '%s', a call through a "
			     "pointer", cx_cursor_text(t->c, e));
	}
}

/* C++: memory reached through the root is written by a call that binds
 * it to a reference to non-const (a parameter `T &`, the object of a
 * member function that is not const, of an assignment operator among
 * them) and by a reference to non-const declared on it. */
static void
cxx_writes(Track *t, CXCursor e)
{
	CXCursor fn = clang_getCursorReferenced(e), kids[1];
	CXType ty = clang_getCursorType(fn);
	int n = clang_Cursor_getNumArguments(e), params = clang_getNumArgTypes(ty);
	int object = clang_getCursorKind(fn) == CXCursor_CXXMethod && !clang_CXXMethod_isStatic(fn) &&
	             !clang_CXXMethod_isConst(fn);

	if (clang_getCursorKind(e) == CXCursor_VarDecl) {
		if (cx_writable_ref(ty) && !clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(e)) &&
		    through(t, clang_Cursor_getVarDeclInitializer(e)))
			written(t, e, e, "bound to reference '%s'",
			        cx_take_string(clang_getCursorSpelling(e)));
		return;
	}
	/* a.f(...), p->f(...): the object is the callee's base, which the
	 * member expression reaches as through() reads a.m and p->m */
	if (object && cx_children(e, kids, 1) >= 1 &&
	    clang_getCursorKind(cx_strip_casts(kids[0])) == CXCursor_MemberRefExpr &&
	    cx_children(cx_strip_casts(kids[0]), NULL, 0) >= 1 && through(t, cx_strip_casts(kids[0])))
		fact(t, &t->a->write, &t->a->write_loc, e, "written by member function '%s'",
		     cx_take_string(clang_getCursorSpelling(fn)));
	for (int i = 0; i < n; i++) {
		CXCursor arg = clang_Cursor_getArgument(e, i);
		/* an operator that is a member: its object is argument 0 */
		int k = n == params + 1 ? i - 1 : i;
		int writes = k < 0 ? object : k >= params || cx_writable_ref(clang_getArgType(ty, k));
		if (writes && !clang_Cursor_isNull(arg) && through(t, arg))
			written(t, arg, e, "passed by reference to '%s'",
			        cx_take_string(clang_getCursorSpelling(fn)));
	}
}

/* C's designated initializers (`{.p = a}`, `{[1] = a}`): libclang
 * shows each as an expression whose last child is the value, the
 * designators before it. */
static void
designated(Track *t, CXCursor list)
{
	int n = cx_children(list, NULL, 0);
	CXCursor *kids = arena_alloc((size_t)(n + 1) * sizeof *kids);

	cx_children(list, kids, n);
	for (int i = 0; i < n; i++) {
		int m = cx_children(kids[i], NULL, 0);
		CXCursor *in;
		if (clang_getCursorKind(kids[i]) != CXCursor_UnexposedExpr || m < 2)
			continue;
		in = arena_alloc((size_t)m * sizeof *in);
		cx_children(kids[i], in, m);
		if (derived(t, in[m - 1]))
			fact(t, &t->a->escape, &t->a->escape_loc, in[m - 1], "stored in %s",
			     "an aggregate it initializes");
	}
}

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Track *t = data;
	CXCursor kids[3];
	int n = cx_children(cur, kids, 3);

	/* a constructor's member initializer (`deaths(d)`) or an aggregate's
	 * element (`{d}`, `new T{d}`) stores a derived pointer in memory, as
	 * an assignment to a member does */
	if (clang_isExpression(clang_getCursorKind(cur)) && derived(t, cur) &&
	    (clang_getCursorKind(parent) == CXCursor_Constructor ||
	     clang_getCursorKind(parent) == CXCursor_InitListExpr))
		fact(t, &t->a->escape, &t->a->escape_loc, cur, "stored in %s",
		     clang_getCursorKind(parent) == CXCursor_Constructor ? "a member it initializes"
		                                                         : "an aggregate it initializes");
	if (clang_getCursorKind(cur) == CXCursor_InitListExpr)
		designated(t, cur);
	if (t->c->u->cxx && (clang_getCursorKind(cur) == CXCursor_CallExpr ||
	                     clang_getCursorKind(cur) == CXCursor_VarDecl))
		cxx_writes(t, cur);
	switch (clang_getCursorKind(cur)) {
	case CXCursor_VarDecl:
		/* the initializer, after any type references and attributes */
		if (holds_pointer(cur) && !clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(cur)) &&
		    derived(t, clang_Cursor_getVarDeclInitializer(cur)))
			receive(t, cur, cur);
		break;
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
		assign(t, cur, kids, n);
		break;
	case CXCursor_UnaryOperator:
		unary(t, cur, kids, n);
		break;
	case CXCursor_CallExpr:
		call(t, cur);
		break;
	case CXCursor_CXXStaticCastExpr:
	case CXCursor_CXXReinterpretCastExpr:
		/* C++'s named casts cannot cast a const added to the root
		 * away (a C-style cast can) */
		if (is_pointer(cur) && derived(t, cur) &&
		    !clang_isConstQualifiedType(clang_getPointeeType(
		        clang_getCanonicalType(clang_getCursorType(cur)))))
			fact(t, &t->a->nonconst, &t->a->nonconst_loc, cur, "cast to '%s'",
			     cx_take_string(clang_getTypeSpelling(clang_getCursorType(cur))));
		break;
	case CXCursor_ReturnStmt:
		/* in a function followed, or in a lambda of the region's code
		 * (`[&](int k) { return a + k; }`), whose caller is not
		 * followed back: the pointer is lost */
		if (n == 1 && derived(t, kids[0]))
			fact(t, &t->a->escape, &t->a->escape_loc, cur, "returned%s", "");
		break;
	case CXCursor_CXXForRangeStmt:
		/* for (T &x : m[i]): x is each element of the range in turn */
		if (n >= 2 && clang_getCursorKind(kids[0]) == CXCursor_VarDecl &&
		    cx_writable_ref(clang_getCursorType(kids[0])) && (through(t, kids[1]) || derived(t, kids[1])))
			written(t, kids[0], cur, "bound to reference '%s'",
			        cx_take_string(clang_getCursorSpelling(kids[0])));
		break;
	case CXCursor_GCCAsmStmt:
		fact(t, &t->a->escape, &t->a->escape_loc, cur, "inline assembly%s", "");
		break;
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

/* Walk until no new derived pointer turns up: a pointer assigned late in
 * the code may be used earlier, in a loop.  The code itself first: a
 * region's statement may be the write, `a[0] = 1;`. */
static void
walk_code(Track *t, CXCursor code)
{
	for (int pass = 0; pass < 4; pass++) {
		t->grew = 0;
		visit(code, clang_getNullCursor(), t);
		clang_visitChildren(code, visit, t);
		if (!t->grew)
			break;
	}
}

/* Does one of the root's joins carry the other root's pointers too?
 * How it is named, or NULL. */
static const char *
common(const Track *a, const Track *b)
{
	for (size_t i = 0; i < a->njoins; i++)
		for (size_t k = 0; k < b->njoins; k++)
			if (clang_equalCursors(a->joins[i], b->joins[k]))
				return clang_getCursorKind(a->joins[i]) == CXCursor_VarDecl
				               ? arena_printf("'%s'", cx_take_string(clang_getCursorSpelling(
				                                              a->joins[i])))
				               : "a '?:'";
	return NULL;
}

/* Two captured pointers whose memory one pointer value may reach, either
 * written through it (w = c ? p : q; w[i] = ...): each is written by a
 * name derived from the other too, which no __restrict__ on them may
 * hide (nvcc moves the loads of one across the stores through such a
 * pointer). */
static void
mixed(Region *r, Track *t)
{
	for (int i = 0; i < r->ncaps; i++)
		for (int k = 0; k < r->ncaps; k++) {
			const char *via;
			Access *a = &r->access[i];
			if (k == i || !t[i].c || !t[k].c || a->mixed ||
			    (!a->write && !r->access[k].write) || !(via = common(&t[i], &t[k])))
				continue;
			a->mixed = arena_printf("%s may point into '%s' too", via, r->caps[k]->name);
			a->mixed_loc = a->write ? a->write_loc : r->access[k].write_loc;
		}
}

void
access_read(Ctx *c, Region *r, CXCursor stmt)
{
	Track *tracks = arena_alloc(((size_t)r->ncaps + 1) * sizeof *tracks);

	r->access = arena_alloc((r->ncaps + 1) * sizeof *r->access);
	for (int i = 0; i < r->ncaps; i++) {
		Var *v = r->caps[i];
		Decl *d = NULL;
		if (v->kind == VAR_SCALAR)
			continue;
		if (v->host_init) { /* this (cxx_this.c): not followed */
			r->access[i].escape = "'this' is not followed by the analysis";
			r->access[i].escape_loc = r->loc;
			continue;
		}
		for (size_t k = 0; k < c->ndecls && !d; k++)
			if (c->decls[k].var == v)
				d = &c->decls[k];
		for (size_t k = 0; k < c->nstatics && !d; k++)
			if (c->statics[k]->var == v)
				d = c->statics[k];
		if (!d)
			unreachable("captured variable without a declaration");
		Seen seen = {0};
		Track t = {c,   r,    &r->access[i], NULL, 0, 0, r->src.stmt_begin, r->src.stmt_end, "", 0,
		           0,   &seen, NULL,          0,    0};
		hold(&t, d->cursor);
		walk_code(&t, stmt);
		joins_from(&t, &t);
		tracks[i] = t;
	}
	mixed(r, tracks);
}
