/* Other names of a kernel's memory (docs/aliasing.md): per kernel
 * region, the ways its code reaches memory other than through the
 * pointers and arrays it captures, in the region's statement and in
 * every function it may call (frontend/callees.c), transitively:
 *
 *   - declare target variables named (OpenMP 5.2 7.8): a captured
 *     pointer may hold the address of one (`const int *p = G;`), and
 *     the runtime knows their device ranges (runtime/globals.c); with
 *     the first place one is written by name (G[i], i[G]), is bound to
 *     a C++ reference to non-const, or has its address flow into a
 *     pointer, an argument or memory (which may then write it);
 *   - pointers loaded from memory: a struct's member (`v.dev`), an
 *     element of an array of pointers, what a pointer to a pointer
 *     holds, a declare target pointer variable.  Such a pointer may
 *     hold any device address (use_device_ptr's, omp_target_alloc's,
 *     omp_get_mapped_ptr's), and no kernel
 *     argument shows it to the runtime.  A member a map clause attaches
 *     (s.p[0:n], OpenMP 5.2 5.8.3) counts too: the runtime does not
 *     compare the section it points to with the kernel's arguments.
 *
 *   - a call it cannot follow (frontend/callees.c): through a pointer,
 *     of a function defined in another file.  The callee may read and
 *     write any declare target variable and any memory reachable from
 *     one (a pointer a global holds), which no argument shows.
 *
 * Only facts are recorded here, each with its first place; lowering
 * (lowering/names.c) decides what each optimization may assume.
 */
#include <string.h>

#include "internal.h"

typedef struct Walk {
	Ctx *c;
	const Region *r;      /* the region while in its statement, else NULL */
	OtherNames *n;
	CXCursor *done;       /* function definitions walked */
	size_t ndone, cap;
	size_t capglobals;
	const char *where;    /* "" or " in 'f'" */
	CXCursor at;          /* the call being followed */
	int ref_result;       /* the function walked returns a reference to non-const */
} Walk;

static void walk(Walk *w, CXCursor code);

static void
note(Walk *w, const char **what, Loc *loc, CXCursor at, const char *fact)
{
	unsigned b, e;

	if (*what)
		return;
	cx_extent(at, &b, &e);
	*loc = cx_loc(w->c, b);
	*what = arena_printf("%s%s", fact, w->where);
}

static Decl *
declare_target(Walk *w, CXCursor ref)
{
	Decl *d;

	if (clang_getCursorKind(ref) != CXCursor_DeclRefExpr)
		return NULL;
	d = scan_decl_of(w->c, clang_getCursorReferenced(ref));
	/* a link variable's device copy is mapped on demand (globals.c) */
	return d && (d->declare_target || d->link) ? d : NULL;
}

static int
array_typed(CXCursor e)
{
	enum CXTypeKind k = clang_getCanonicalType(clang_getCursorType(e)).kind;

	return k == CXType_ConstantArray || k == CXType_IncompleteArray ||
	       k == CXType_VariableArray;
}

/* The declare target variable whose memory the lvalue or pointer value e
 * lies in, reached by its name (G[i], G.m, &G, G + k, *G), or NULL. */
static Decl *
global_root(Walk *w, CXCursor e)
{
	CXCursor k[3];
	int n;

	for (;;) {
		e = cx_strip_casts(e);
		n = cx_children(e, k, 3);
		switch (clang_getCursorKind(e)) {
		case CXCursor_DeclRefExpr:
			return declare_target(w, e);
		case CXCursor_ArraySubscriptExpr:
			if (n == 2 && array_typed(cx_strip_casts(k[1]))) { /* i[G] */
				e = k[1];
				break;
			}
			/* fall through */
		case CXCursor_MemberRefExpr:
			if (n < 1 || (clang_getCursorKind(e) == CXCursor_ArraySubscriptExpr &&
			              !array_typed(cx_strip_casts(k[0]))))
				return NULL;
			if (clang_getCursorKind(e) == CXCursor_MemberRefExpr &&
			    clang_getCanonicalType(clang_getCursorType(cx_strip_casts(k[0]))).kind ==
			            CXType_Pointer)
				return NULL;
			e = k[0];
			break;
		case CXCursor_UnaryOperator:
			if (n != 1)
				return NULL;
			e = k[0];
			break;
		case CXCursor_BinaryOperator:
			if (n != 2)
				return NULL;
			e = array_typed(cx_strip_casts(k[1])) ? k[1] : k[0];
			break;
		case CXCursor_ConditionalOperator:
			if (n != 3)
				return NULL;
			return global_root(w, k[1]) ? global_root(w, k[1]) : global_root(w, k[2]);
		default:
			return NULL;
		}
	}
}

static void
named(Walk *w, CXCursor ref)
{
	Decl *d = declare_target(w, ref);

	if (!d)
		return;
	for (int i = 0; i < w->n->nglobals; i++)
		if (!strcmp(w->n->globals[i], d->name))
			return;
	note(w, &w->n->global, &w->n->global_loc, ref, arena_printf("'%s'", d->name));
	VEC_PUSH(w->n->globals, w->n->nglobals, w->capglobals, d->name);
}

static int
pointer_typed(CXCursor e)
{
	return clang_getCanonicalType(clang_getCursorType(e)).kind == CXType_Pointer;
}

/* A global's address that flows on (an argument, an initializer, the
 * right side of an assignment, a return value) may be written through. */
static void
flows(Walk *w, CXCursor value, CXCursor at)
{
	Decl *d;

	if ((pointer_typed(value) || array_typed(value)) && (d = global_root(w, value)))
		note(w, &w->n->global_write, &w->n->global_write_loc, at,
		     arena_printf("the address of '%s' flows on in '%s'", d->name,
		                  cx_cursor_text(w->c, at)));
}

static void
write_of(Walk *w, CXCursor cur)
{
	CXCursor lhs, k[2];
	const char *op;
	Decl *d;

	if (cx_write_of(cur, &lhs) && (d = global_root(w, lhs)))
		note(w, &w->n->global_write, &w->n->global_write_loc, cur,
		     arena_printf("'%s' written by '%s'", d->name, cx_cursor_text(w->c, cur)));
	/* an operator cx_operator cannot prove ("") may be an assignment */
	if (clang_getCursorKind(cur) == CXCursor_BinaryOperator && cx_children(cur, k, 2) == 2 &&
	    (!*(op = cx_operator(cur)) || !strcmp(op, "=")))
		flows(w, k[1], cur);
}

/* C++: a declare target variable's memory bound to a reference to
 * non-const (`int &x = G[i];`, an argument of a parameter `int &`, the
 * object of a member function that is not const, a range-for's `int &x`,
 * a function's reference result), which may write it. */
static void
bound(Walk *w, CXCursor lvalue, CXCursor at, const char *how)
{
	Decl *d;

	if (!clang_Cursor_isNull(lvalue) && (d = global_root(w, lvalue)))
		note(w, &w->n->global_write, &w->n->global_write_loc, at,
		     arena_printf("'%s' %s in '%s'", d->name, how, cx_cursor_text(w->c, at)));
}

static void
bound_by_call(Walk *w, CXCursor cur)
{
	CXCursor fn = clang_getCursorReferenced(cur), k[1];
	CXType ty = clang_getCursorType(fn);
	int n = clang_Cursor_getNumArguments(cur), params = clang_getNumArgTypes(ty);
	int object = clang_getCursorKind(fn) == CXCursor_CXXMethod && !clang_CXXMethod_isStatic(fn) &&
	             !clang_CXXMethod_isConst(fn);

	if (object && cx_children(cur, k, 1) >= 1 &&
	    clang_getCursorKind(cx_strip_casts(k[0])) == CXCursor_MemberRefExpr &&
	    cx_children(cx_strip_casts(k[0]), k, 1) >= 1)
		bound(w, k[0], cur, "is the object of a member function");
	for (int i = 0; i < n; i++) {
		int p = n == params + 1 ? i - 1 : i; /* a member operator: its object first */
		if (p < 0 ? object : p >= params || cx_writable_ref(clang_getArgType(ty, p)))
			bound(w, clang_Cursor_getArgument(cur, i), cur, "is passed by reference");
	}
}

/* A pointer made from an integer other than 0 (`(int *)addr`): the
 * integer may hold any address. */
static int
from_integer(CXCursor cur)
{
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor from;
	long long v;

	if (k == CXCursor_CStyleCastExpr || k == CXCursor_CXXReinterpretCastExpr ||
	    k == CXCursor_CXXFunctionalCastExpr)
		from = cx_cast_operand(cur);
	else if (k != CXCursor_UnexposedExpr || cx_children(cur, &from, 1) != 1)
		return 0;
	return !clang_Cursor_isNull(from) && cx_is_integer(clang_getCursorType(from)) &&
	       !(cx_int_constant(from, &v) && v == 0);
}

/* A pointer value read from memory, or made from an integer.  (A library
 * function's pointer result is derived from its arguments, which
 * frontend/access.c follows as escapes; another function's call is
 * unseen().) */
static void
loaded(Walk *w, CXCursor cur)
{
	enum CXCursorKind k = clang_getCursorKind(cur);

	if (!pointer_typed(cur))
		return;
	if (from_integer(cur)) {
		note(w, &w->n->loaded, &w->n->loaded_loc, cur,
		     arena_printf("'%s', an integer made a pointer", cx_cursor_text(w->c, cur)));
		return;
	}
	if (k == CXCursor_DeclRefExpr && declare_target(w, cur)) {
		/* a declare target pointer: its __device__ copy holds an address */
		note(w, &w->n->loaded, &w->n->loaded_loc, cur,
		     arena_printf("declare target '%s'", cx_cursor_text(w->c, cur)));
		return;
	}
	if (k == CXCursor_UnaryOperator) {
		if (cx_operator(cur)[0] != '*')
			return;
	} else if (k != CXCursor_MemberRefExpr && k != CXCursor_ArraySubscriptExpr)
		return;
	note(w, &w->n->loaded, &w->n->loaded_loc, cur,
	     arena_printf("'%s'", cx_cursor_text(w->c, cur)));
}

/* A call the walk cannot follow: what it does is not known. */
static void
unseen(Walk *w, const char *why)
{
	const char *what = arena_printf("'%s', %s", cx_cursor_text(w->c, w->at), why);

	note(w, &w->n->unseen, &w->n->unseen_loc, w->at, what);
	note(w, &w->n->global_write, &w->n->global_write_loc, w->at,
	     arena_printf("any declare target variable (%s)", what));
}

/* fn, a function the call at w->at may run: walked once where the walk
 * can read its definition. */
static void
callee(CXCursor fn, void *data)
{
	Walk *w = data;
	CXCursor def = clang_getCursorDefinition(fn);
	const char *where = w->where;
	const Region *r = w->r;

	if (clang_Cursor_isNull(def) || clang_Location_isInSystemHeader(clang_getCursorLocation(def))) {
		if (!callees_library(fn))
			unseen(w, arena_printf("a call of '%s', defined in another file",
			                       cx_take_string(clang_getCursorSpelling(fn))));
		return;
	}
	for (size_t i = 0; i < w->ndone; i++)
		if (clang_equalCursors(w->done[i], def))
			return;
	VEC_PUSH(w->done, w->ndone, w->cap, def);
	int ref_result = w->ref_result;
	w->where = arena_printf(" in '%s'", cx_take_string(clang_getCursorSpelling(fn)));
	w->r = NULL;
	w->ref_result = cx_writable_ref(clang_getCursorResultType(fn));
	walk(w, def);
	w->where = where;
	w->r = r;
	w->ref_result = ref_result;
}

static void
call(Walk *w, CXCursor cur)
{
	int n = clang_Cursor_getNumArguments(cur);
	CXCursor at = w->at;

	for (int i = 0; i < n; i++)
		flows(w, clang_Cursor_getArgument(cur, i), cur);
	w->at = cur;
	if (!callees_each(w->c, w->r, cur, callee, w))
		unseen(w, "a call through a pointer");
	w->at = at;
}

/* C++: the destructors that the end of an object at cur runs. */
static void
ends(Walk *w, CXCursor cur)
{
	CXCursor at = w->at;

	w->at = cur;
	callees_ended(w->c, cur, callee, w);
	w->at = at;
}

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Walk *w = data;
	CXCursor init, k[1], rk[3];

	(void)parent;
	switch (clang_getCursorKind(cur)) {
	case CXCursor_DeclRefExpr:
		named(w, cur);
		break;
	case CXCursor_VarDecl:
		if (!clang_Cursor_isNull(init = clang_Cursor_getVarDeclInitializer(cur))) {
			flows(w, init, cur);
			if (cx_writable_ref(clang_getCursorType(cur)))
				bound(w, init, cur, "is bound to a reference");
		}
		break;
	case CXCursor_CXXForRangeStmt:
		if (cx_children(cur, rk, 3) >= 2 && clang_getCursorKind(rk[0]) == CXCursor_VarDecl &&
		    cx_writable_ref(clang_getCursorType(rk[0])))
			bound(w, rk[1], cur, "is a range-for's range of references");
		break;
	case CXCursor_ReturnStmt:
		if (cx_children(cur, k, 1) == 1) {
			flows(w, k[0], cur);
			if (w->ref_result)
				bound(w, k[0], cur, "is returned by reference");
		}
		break;
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
	case CXCursor_UnaryOperator:
		write_of(w, cur);
		break;
	case CXCursor_CallExpr:
		if (w->c->u->cxx)
			bound_by_call(w, cur);
		call(w, cur);
		break;
	default:
		break;
	}
	ends(w, cur);
	loaded(w, cur);
	return CXChildVisit_Recurse;
}

static void
walk(Walk *w, CXCursor code)
{
	visit(code, clang_getNullCursor(), w);
	clang_visitChildren(code, visit, w);
}

void
names_read(Ctx *c, Region *r, CXCursor stmt)
{
	Walk w = {c, r, arena_alloc(sizeof *w.n), NULL, 0, 0, 0, "", clang_getNullCursor(), 0};

	memset(w.n, 0, sizeof *w.n);
	walk(&w, stmt);
	r->names = w.n;
}
