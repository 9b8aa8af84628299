/* Variable-length arrays that device code declares (C11 6.7.6.2p4, a
 * GNU extension in C++): `float tmp[n];` in a kernel region's parallel
 * code (a loop body, a parallel region) or in a function compiled for the
 * device, each thread's own array.
 *
 * CUDA C++ has none, so the .cu file's copy of the declaration becomes
 * an object that takes the elements from the device heap and frees them
 * at the end of the array's scope, whatever way the scope is left, and
 * the array's name a pointer to them (omp2cuda_vla.h):
 *   o2c_vla<float> o2c_vla_tmp((size_t)(n)); float *tmp = o2c_vla_tmp.p;
 * The bound is evaluated once, where the array is declared, as C does;
 * sizeof of the array becomes that object's bytes.  The host fallback
 * keeps the array as written (gcc and g++ take it).
 *
 * A C array whose bound names const variables of constant initializers
 * is a variable-length array in C and a constant-length one in C++,
 * which computes the same length: it stays as written.
 *
 * What is an error: a variable-length array with another dimension of
 * variable length, of a class that is not POD, declared with other declarators
 * in one declaration, written by a macro; the array's address (&tmp,
 * whose type has its length) and _Alignof of it.  A variable-length
 * array in the sequential part of a teams region, one per team, is
 * teams.c's (its copy in shared memory, emit_teams.c); these checks of
 * its declaration hold for it too.
 */
#include <string.h>

#include "internal.h"

/* Does each name in the array bounds of declaration decl (the expressions
 * libclang gives as its children) name a const integer variable with a
 * constant initializer?  `const int n = 4; int a[n];` is a variable-length
 * array in C (C11 6.6p6: n is no constant expression there) and an array
 * of 4 in C++; C computes the same length and size at run time. */
typedef struct Bounds {
	unsigned begin, end; /* the device code the declaration is in */
	int ok;
} Bounds;

static enum CXChildVisitResult
constant_bound(CXCursor cur, CXCursor parent, CXClientData data)
{
	Bounds *bd = data;
	int *ok = &bd->ok;
	CXCursor ref, init;
	CXEvalResult v;
	unsigned b, e;

	(void)parent;
	switch (clang_getCursorKind(cur)) {
	case CXCursor_DeclRefExpr:
		ref = clang_getCursorReferenced(cur);
		if (clang_getCursorKind(ref) == CXCursor_EnumConstantDecl)
			return CXChildVisit_Continue;
		init = clang_Cursor_getVarDeclInitializer(ref);
		cx_extent(ref, &b, &e);
		/* one declared in the device code itself: one from outside is
		 * a kernel parameter, no constant in C++ either */
		if (clang_getCursorKind(ref) != CXCursor_VarDecl || !cx_expanded_in_main_file(ref) ||
		    b < bd->begin || b >= bd->end ||
		    !clang_isConstQualifiedType(clang_getCursorType(ref)) ||
		    clang_Cursor_isNull(init) || !(v = clang_Cursor_Evaluate(init))) {
			*ok = 0;
			return CXChildVisit_Break;
		}
		if (clang_EvalResult_getKind(v) != CXEval_Int)
			*ok = 0;
		clang_EvalResult_dispose(v);
		return *ok ? CXChildVisit_Continue : CXChildVisit_Break;
	case CXCursor_CallExpr:
	case CXCursor_InitListExpr:
		*ok = 0;
		return CXChildVisit_Break;
	default:
		return CXChildVisit_Recurse;
	}
}

int
vla_locals_constant(CXCursor decl, unsigned begin, unsigned end)
{
	/* (a VLA has no initializer) */
	Bounds bd = {begin, end, clang_getCursorKind(decl) == CXCursor_VarDecl};

	bd.ok = bd.ok && clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(decl));

	if (bd.ok)
		clang_visitChildren(decl, constant_bound, &bd);
	return bd.ok;
}

/* Is var a variable-length array that device code in [begin, end)
 * declares? */
static int
local_vla(CXCursor var, unsigned begin, unsigned end)
{
	unsigned b, e;

	if (clang_getCursorKind(var) != CXCursor_VarDecl ||
	    clang_getCanonicalType(clang_getCursorType(var)).kind != CXType_VariableArray)
		return 0;
	cx_extent(var, &b, &e);
	return b >= begin && b < end && !vla_locals_constant(var, begin, end);
}

typedef struct Bound {
	CXCursor init;        /* the declaration's initializer (a C++ class's
	                         construction), or a null cursor */
	CXCursor e;
	int n;                /* expressions among the declaration's children:
	                         the lengths of its dimensions */
} Bound;

static enum CXChildVisitResult
bound_of(CXCursor cur, CXCursor parent, CXClientData data)
{
	Bound *k = data;

	(void)parent;
	unsigned b, e, kb;

	if (!clang_isExpression(clang_getCursorKind(cur)) || clang_equalCursors(cur, k->init))
		return CXChildVisit_Continue;
	cx_extent(cur, &b, &e);
	if (k->n)
		cx_extent(k->e, &kb, &e);
	if (!k->n++ || b < kb)
		k->e = cur; /* the first dimension's is written first */
	return CXChildVisit_Continue;
}

/* The first token at or after offset at of the main file, or "". */
static const char *
token_at(Ctx *c, unsigned at)
{
	unsigned end = at + 256 < c->u->len ? at + 256 : (unsigned)c->u->len, n = 0;
	CXSourceRange r = clang_getRange(clang_getLocationForOffset(c->tu, c->file, at),
	                                 clang_getLocationForOffset(c->tu, c->file, end));
	CXToken *t = NULL;
	const char *s = "";

	clang_tokenize(c->tu, r, &t, &n);
	if (n)
		s = cx_take_string(clang_getTokenSpelling(c->tu, t[0]));
	if (t)
		clang_disposeTokens(c->tu, t, n);
	return s;
}

/* The length's expression of var, a variable-length array (its first
 * dimension's), or a null cursor where libclang shows none. */
CXCursor
vla_locals_bound(CXCursor var)
{
	Bound k = {clang_Cursor_getVarDeclInitializer(var), clang_getNullCursor(), 0};

	clang_visitChildren(var, bound_of, &k);
	return k.e;
}

/* Why the declaration of var, a variable-length array, cannot become a
 * heap object, or NULL; *bound is then its length's expression. */
static const char *
problem(Ctx *c, CXCursor var, CXCursor *bound)
{
	CXType elem = clang_getArrayElementType(clang_getCanonicalType(clang_getCursorType(var)));
	unsigned b, e;

	*bound = vla_locals_bound(var);
	if (vm_type(elem))
		return "another of its dimensions is of variable length too";
	if (clang_Cursor_isNull(*bound))
		return "omp2cuda cannot find its length";
	/* a C++ class's elements are constructed (clang's initializer is the
	 * construction), which the heap's memory is not: POD elements only */
	if (!clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(var)) && !clang_isPODType(elem))
		return "its elements are of a class with constructors or a destructor";
	if (cx_in_macro(var) || !cx_in_main_file(var) || cx_in_macro(*bound))
		return "a macro writes its declaration";
	/* the edit is one text for every instantiation, its element type
	 * the first's (a float instance's kernel declared double elements) */
	for (CXCursor f = clang_getCursorSemanticParent(var); !clang_Cursor_isNull(f) &&
	                                                      !clang_isTranslationUnit(clang_getCursorKind(f));
	     f = clang_getCursorSemanticParent(f))
		if (!clang_Cursor_isNull(clang_getSpecializedCursorTemplate(f)))
			return "it is declared in a template, whose instantiations share its text";
	/* a later declarator's extent starts at its name, an earlier one's
	 * is followed by a comma */
	cx_extent(var, &b, &e);
	if (b == cx_offset(clang_getCursorLocation(var)) || strcmp(token_at(c, e), ";"))
		return "its declaration declares other names too";
	return NULL;
}

/* The declaration of var, a variable-length array device code declares:
 * the edits that make it a heap object. */
static void
declaration(Ctx *c, CXCursor var, Loc loc)
{
	const char *name = cx_take_string(clang_getCursorSpelling(var)), *why, *pointer;
	CXType elem = clang_getArrayElementType(clang_getCanonicalType(clang_getCursorType(var)));
	CXCursor bound;
	Edit open = {0}, close = {0};
	unsigned b, e;

	if ((why = problem(c, var, &bound))) {
		diag_error(loc, "variable-length array '%s' in device code is not supported yet: %s",
		           name, why);
		return;
	}
	cx_extent(var, &open.begin, &close.end);
	cx_extent(bound, &b, &e);
	open.end = b;
	close.begin = e;
	open.text = arena_printf("o2c_vla<%s> o2c_vla_%s((size_t)(", locals_spelling(elem), name);
	/* a pointer to the elements: T *a, or T (*a)[4] for rows */
	pointer = arena_printf(clang_getCanonicalType(elem).kind == CXType_ConstantArray ? "(*%s)"
	                                                                                 : "*%s",
	                       name);
	close.text = arena_printf(")); %s = o2c_vla_%s.p", locals_decl(elem, pointer), name);
	edits_add(c, open);
	edits_add(c, close);
	c->u->vlas = 1;
	if (!c->u->device_heap.line)
		c->u->device_heap = loc;
}

/* The first token of cur's extent, or "". */
static const char *
first_token(Ctx *c, CXCursor cur)
{
	unsigned n;
	CXToken *t = cx_tokens_of(c, cur, &n);
	const char *s = n ? cx_take_string(clang_getTokenSpelling(c->tu, t[0])) : "";

	if (t)
		clang_disposeTokens(c->tu, t, n);
	return s;
}

/* sizeof, _Alignof or & of such an array (cur, its operand op). */
static void
whole_use(Ctx *c, CXCursor cur, CXCursor op, Loc loc)
{
	const char *name = cx_take_string(clang_getCursorSpelling(op));
	Edit ed = {0};

	if (clang_getCursorKind(cur) == CXCursor_UnaryExpr && !strcmp(first_token(c, cur), "sizeof")) {
		if (!edits_written_out(c, cur, &ed.begin, &ed.end, "sizeof of a variable-length array"))
			return;
		ed.text = arena_printf("(o2c_vla_%s.bytes)", name);
		edits_add(c, ed);
		return;
	}
	diag_error(loc, "%s of variable-length array '%s' declared in device code is not "
	                "supported yet: its type has its length, which the device's copy of the "
	                "array does not",
	           clang_getCursorKind(cur) == CXCursor_UnaryExpr ? "_Alignof" : "the address",
	           name);
}

/* A cursor of device code [begin, end): 1 where it is the declaration
 * of a variable-length array, or sizeof, _Alignof or & of one that the
 * code declares (handled here: edited, or an error), 0 for others. */
int
vla_locals_check(Ctx *c, CXCursor cur, Loc loc, unsigned begin, unsigned end)
{
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor op;

	if (local_vla(cur, begin, end)) {
		declaration(c, cur, loc);
		return 1;
	}
	if ((k != CXCursor_UnaryExpr && k != CXCursor_UnaryOperator) || cx_children(cur, &op, 1) != 1)
		return 0;
	op = cx_strip(op);
	if (clang_getCursorKind(op) != CXCursor_DeclRefExpr ||
	    !local_vla(clang_getCursorReferenced(op), begin, end) ||
	    (k == CXCursor_UnaryOperator && strcmp(first_token(c, cur), "&")))
		return 0;
	whole_use(c, cur, op, loc);
	return 1;
}
