/* The walk over device code that finds what it uses from outside
 * (captures.c), and what derefs.c and attaches.c note during it.
 */
#ifndef O2C_FRONTEND_USE_H
#define O2C_FRONTEND_USE_H

#include "internal.h"

/* A walk over device code: a region's statement (r set: variables
 * declared outside [begin, end) are captured) or the body of a function
 * compiled for the device (r NULL: only locals and parameters allowed). */
typedef struct Uses {
	Var *v;
	const char *path;     /* NULL: v itself; else v's member of that path
	                         ("in", "in.x"), a struct holding pointers */
	int all;              /* references to it */
	int members;          /* those that are the base of s.m or ps->m */
	int subscripted;      /* a pointer used as ps[i]: it points to an
	                         array of structs */
	Loc first;
} Uses;

typedef struct Use {
	Ctx *c;
	Region *r;
	unsigned begin, end;
	size_t cap, consts_cap, apis_cap, attach_cap;
	Uses *uses;           /* structs, and pointers to them, the region
	                         captures */
	size_t nuses, uses_cap;
	int fn;               /* r NULL: the function's entry of u->decls */
	int tmpl;             /* reading a function template's instantiation
	                         (cxx_calls.c) */
	size_t links_cap;
	size_t refs_cap, unnamed_cap;
	unsigned callee_at;   /* where the call being read starts, whose
	                         callee a DeclRefExpr there is */
	size_t span_cap;
	int uneval;           /* inside an operand of sizeof or _Alignof */
	int local_class;      /* inside a class the code declares: its
	                         `this` is its own (local_types.c) */
	Var **evaluated;      /* captures named outside such operands */
	size_t nevaluated, evaluated_cap;
	unsigned *derefs;     /* where the member expressions the code reads
	                         through begin (derefs.c) */
	size_t nderefs, derefs_cap;
	unsigned *values;     /* where the names the code uses as values alone
	                         begin (derefs.c) */
	size_t nvalues, values_cap;
	Var **followed;       /* captured pointers named otherwise */
	size_t nfollowed, followed_cap;
	CXCursor closure;     /* r NULL: the code is the body of this closure
	                         type's lambda (cxx_closures.c), whose
	                         captures are its own; else a null cursor */
	int in_closure;
	int templated;        /* r NULL: the function is a template's or a
	                         class template's member's instantiation,
	                         copied as the template is written */
} Use;

/* Is ref declared in the code being read (a local of the region or of
 * the function), once macros are expanded, b its extent's start?  A
 * parameter is where its function is: the instantiation of a function
 * template declared before its definition has the parameters of that
 * first declaration (their line, maybe another file) and the
 * definition's extent and body. */
static inline int
use_declared_inside(const Use *u, CXCursor ref, unsigned b)
{
	unsigned e;

	if (clang_getCursorKind(ref) == CXCursor_ParmDecl) {
		ref = clang_getCursorSemanticParent(ref);
		cx_extent(ref, &b, &e);
	}
	return cx_expanded_in_main_file(ref) && u->begin <= b && b < u->end;
}

/* derefs.c */
void derefs_operands(Use *u, CXCursor cur);
void derefs_values(Use *u, CXCursor cur);

/* enumerators.c */
void enumerators_use(Use *u, CXCursor cur, CXCursor ref, Loc loc);
void enumerators_const(Use *u, const char *def);

/* member_types.c */
void member_types_use(Use *u, CXCursor ref, Loc loc);
void member_types_enumerator(Use *u, CXCursor cur, CXCursor ref, Loc loc);
void member_types_capture(Use *u, CXCursor var, Loc loc);

/* attaches.c */
Attach *attaches_add(Use *u, Var *v, const char *member, Loc loc);
void attaches_count(Use *u, Var *v, Loc loc, int member);
void attaches_count_path(Use *u, Var *v, const char *path, Loc loc);
void attaches_subscript(Use *u, CXCursor e, Loc loc);
void attaches_wholes(Use *u);

/* cxx_this.c */
int cxx_this_use(Use *u, CXCursor cur, Loc loc);
void cxx_this_friend_types(Ctx *c, Region *r);
int cxx_this_access(Use *u, CXCursor member, int through_this, Loc loc, int *tag);
int cxx_static_method_named(Use *u, CXCursor cur, CXCursor fn, Loc loc);
int cxx_this_own(CXCursor cur);

#endif
