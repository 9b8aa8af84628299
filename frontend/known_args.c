/* Known arguments: for a kernel region in a function, the parameters it
 * takes by value whose value every call of the function in the file gives
 * as the same integer constant (Region.known).  lowering/known.c gives
 * such a region a second set of kernels that declare those parameters as
 * constants; the host launches them only where the values it passes equal
 * them, so a call this file does not make (another file's, one through a
 * pointer) runs the kernels that take them as they come.
 *
 * A parameter qualifies when the region captures it as a scalar of an
 * integer type (not an enumeration, which a constant does not convert to
 * in C++) or bool, and each call's argument for it is an integer constant
 * expression (clang_Cursor_Evaluate), all of them equal after conversion
 * to the parameter's type, and the region's code uses it (of a loop
 * region: its loop's body, where a constant lets nvcc fold what the
 * thread computes; a loop bound alone gains little for a second set of
 * kernels to compile).  The calls are those of the main file, found
 * by the function they name (for an instantiation of a template: its
 * specialization's). */
#include <string.h>

#include "internal.h"

typedef struct Calls {
	CXCursor fn;          /* the function, canonical */
	CXCursor *calls;
	int ncalls;
	size_t cap;
} Calls;

static enum CXChildVisitResult
find_calls(CXCursor cur, CXCursor parent, CXClientData data)
{
	Calls *w = data;
	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_CallExpr) {
		CXCursor to = clang_getCursorReferenced(cur);
		if (!clang_Cursor_isNull(to) && clang_equalCursors(clang_getCanonicalCursor(to), w->fn))
			VEC_PUSH(w->calls, w->ncalls, w->cap, cur);
	}
	return CXChildVisit_Recurse;
}

/* Is t an integer type (or bool) that an integer constant converts to
 * by C's rules, and which a declaration `const T x = 11;` takes? */
static int
known_type(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_Bool ||
	       (cx_is_plain_integer(t) && t.kind != CXType_Int128 && t.kind != CXType_UInt128);
}

/* The value of argument a converted to type t (C11 6.3.1.2, 6.3.1.3:
 * modulo 2^N, which gcc and nvcc define for the signed types too): 1 and
 * *v, or 0 where a is not an integer constant expression. */
static int
constant_arg(CXCursor a, CXType t, long long *v)
{
	CXEvalResult ev;
	long long bits = clang_Type_getSizeOf(t) * 8;
	unsigned long long x;
	int ok = 0;

	if (!cx_is_integer(clang_getCursorType(a)) || !(ev = clang_Cursor_Evaluate(a)))
		return 0;
	if (clang_EvalResult_getKind(ev) == CXEval_Int) {
		ok = 1;
		x = clang_EvalResult_isUnsignedInt(ev) ? clang_EvalResult_getAsUnsigned(ev)
		                                       : (unsigned long long)clang_EvalResult_getAsLongLong(ev);
		if (clang_getCanonicalType(t).kind == CXType_Bool)
			x = x != 0;
		else if (bits > 0 && bits < 64) {
			x &= (1ull << bits) - 1;
			if (!cx_is_unsigned(t) && (x >> (bits - 1)))
				x |= ~((1ull << bits) - 1);
		}
		*v = (long long)x;
	}
	clang_EvalResult_dispose(ev);
	return ok;
}

/* v as a literal of type t: what the kernel's declaration and the host's
 * comparison write. */
static const char *
literal(CXType t, long long v)
{
	if (clang_getCanonicalType(t).kind == CXType_Bool)
		return v ? "1" : "0";
	if (cx_is_unsigned(t))
		return arena_printf("%lluu%s", (unsigned long long)v,
		                    clang_Type_getSizeOf(t) > 4 ? "ll" : "");
	if (v == -9223372036854775807ll - 1)
		return "(-9223372036854775807ll - 1)";
	return arena_printf("%lld%s", v, clang_Type_getSizeOf(t) > 4 ? "ll" : "");
}

/* The index of fn's parameter that var is (same name, declared at var's
 * place), or -1. */
static int
param_index(Ctx *c, CXCursor fn, const Var *var, CXType *type)
{
	int n = clang_Cursor_getNumArguments(fn);

	for (int i = 0; i < n; i++) {
		CXCursor prm = clang_Cursor_getArgument(fn, (unsigned)i);
		Loc at = cx_decl_loc(c, prm);
		if (!strcmp(cx_take_string(clang_getCursorSpelling(prm)), var->name) &&
		    at.line == var->loc.line && at.col == var->loc.col) {
			*type = clang_getCursorType(prm);
			return i;
		}
	}
	return -1;
}

typedef struct Uses {
	CXCursor prm;         /* the parameter, canonical */
	unsigned lo, hi;      /* where a use counts */
	int used;
} Uses;

static enum CXChildVisitResult
find_use(CXCursor cur, CXCursor parent, CXClientData data)
{
	Uses *w = data;
	unsigned at;
	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr &&
	    clang_equalCursors(clang_getCanonicalCursor(clang_getCursorReferenced(cur)), w->prm)) {
		at = cx_offset(clang_getCursorLocation(cur));
		if (at >= w->lo && at < w->hi) {
			w->used = 1;
			return CXChildVisit_Break;
		}
	}
	return CXChildVisit_Recurse;
}

/* Does the region's code (of a loop region: its loop's body, not the
 * bounds the host computes the trip count from as well) use fn's
 * parameter i? */
static int
used_in_body(const Region *r, CXCursor stmt, CXCursor fn, int i)
{
	Uses w = {clang_getCanonicalCursor(clang_Cursor_getArgument(fn, (unsigned)i)), 0, ~0u, 0};

	if (dir_is_loop(r->dir)) {
		w.lo = r->src.body_begin;
		w.hi = r->src.body_end;
	}
	clang_visitChildren(stmt, find_use, &w);
	return w.used;
}

/* Is name one that device code spells otherwise (a C name that is a C++
 * keyword, cuda_names.c)? */
static int
renamed(const Unit *u, const char *name)
{
	for (int i = 0; i < u->nkeywords; i++)
		if (!strcmp(u->keywords[i], name))
			return 1;
	return 0;
}

/* Region r at offset `at` of a function of the main file, its statement
 * stmt: its known arguments, Region.known. */
void
known_args_read(Ctx *c, Region *r, unsigned at, CXCursor stmt)
{
	KnownArgs *k = &r->known;
	Calls w = {clang_getNullCursor(), NULL, 0, 0};
	CXCursor fn;
	int idx[64];
	CXType types[64];
	const Var *vars[64];
	int n = 0;
	size_t cap = 0;

	if (!scan_function_at(c, at, &fn))
		return;
	for (int i = 0; i < r->ncaps && n < 64; i++) {
		const Var *v = r->caps[i];
		if (v->kind == VAR_SCALAR && !v->global && !renamed(c->u, v->name) &&
		    (idx[n] = param_index(c, fn, v, &types[n])) >= 0 && known_type(types[n]) &&
		    used_in_body(r, stmt, fn, idx[n]))
			vars[n++] = v;
	}
	if (!n)
		return;
	w.fn = clang_getCanonicalCursor(fn);
	for (size_t i = 0; i < c->ntops; i++)
		clang_visitChildren(c->tops[i], find_calls, &w);
	k->ncalls = w.ncalls;
	if (!w.ncalls) {
		k->why = "the file makes no call of the region's function";
		return;
	}
	k->call = cx_decl_loc(c, w.calls[0]);
	for (int j = 0; j < n; j++) {
		long long v0 = 0, v;
		int all = 1;
		for (int i = 0; i < w.ncalls && all; i++) {
			all = idx[j] < clang_Cursor_getNumArguments(w.calls[i]) &&
			      constant_arg(clang_Cursor_getArgument(w.calls[i], (unsigned)idx[j]), types[j],
			                   &v) &&
			      (i == 0 || v == v0);
			v0 = i == 0 ? v : v0;
		}
		if (all) {
			KnownArg a = {vars[j], v0, literal(types[j], v0)};
			VEC_PUSH(k->args, k->nargs, cap, a);
		}
	}
	if (!k->nargs)
		k->why = "no parameter its code uses has one integer constant in every call";
}
