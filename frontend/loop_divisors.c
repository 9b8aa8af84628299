/* Divisions by a value a loop does not change (Edit.loop_divisor): in a
 * function device code calls, `n / d` or `n % d` in int, long, long long
 * or their unsigned types inside a loop (or `x /= d`, `x %= d` of a
 * variable x, computed in the type d is converted to), whose divisor d is made of
 * integer constants and the function's local variables and parameters
 * with + - * and conversions, not a constant itself, and which the loop
 * does not change.  nvcc divides by a value it does not know with a
 * reciprocal's estimate and its corrections each time (32 bits) or with
 * a subroutine of some 70 instructions (64 bits: the modular arithmetic
 * of hashes and primality tests).  The .cu file's copy computes the
 * inverse once, before the loop (`{ const unsigned long long
 * o2c_inv_12_9 = o2c_inv_u64((unsigned long long)(n)); for ... }`), and
 * divides with it (`o2c_lrem_u64(x , n, o2c_inv_12_9)`, and `x =
 * (X)o2c_lrem_u64((T)x , n, o2c_inv_12_9)` for `x %= n`: a multiply's
 * high half and one correction, runtime/include/omp2cuda_loopdiv.h).
 *
 * The proof that the loop does not change d: each variable d reads is a
 * local variable without a storage class (one per call) or a parameter,
 * of an integer type (not a reference, not volatile), declared before
 * the loop, whose every use in the function reads its value (an implicit
 * conversion to a type that is not const: no address taken, no
 * reference bound to it), but for assignments and increments of the
 * variable itself outside the loop and outside any lambda.  So no other
 * name reaches it, and nothing in the loop writes it.  The function holds
 * no OpenMP directive: each call runs on one thread, whose locals are its
 * own.  Region code is left as written (its loops are the kernel's to
 * shape).
 *
 * Where: the loop is a statement of a block (not a label's, a case's, or
 * a pragma's such as `#pragma unroll`, whose loop it must stay next to),
 * holds no label and no case (a jump into it would pass the inverse by),
 * and is written out in the main file, as each division and its divisor
 * are; not in a template, a class template's function or a lambda (the
 * text is every instance's, whose types may differ).  Divisions inside a
 * lambda in the loop stay (the lambda's captures would not hold the
 * inverse).  Each division goes to the outermost loop that does not
 * change its divisor (the first to be checked, as device code is read
 * from the outside in); the divisor's
 * copy before the loop computes sums and products in unsigned long long
 * (division_value), so it overflows nowhere, and the inverse of 0 is 0,
 * with which the division divides as written.
 */
#include <string.h>

#include "cxx.h"

typedef struct Division {
	unsigned b, e;        /* the division */
	unsigned ob, oe;      /* its operator */
	const char *value;    /* its divisor, computed again before the loop */
	const char *text;     /* the divisor as written */
	const char *type;     /* the division's type */
	const char *assign;   /* x of `x /= d` or `x %= d`, else NULL */
	const char *lhs_type; /* x's type */
	unsigned rb, re;      /* the divisor */
	int bits, is_signed;
	Loc at; /* the divisor's */
} Division;

typedef struct LoopWalk {
	Ctx *c;
	unsigned lb; /* where the loop begins */
	Division *divs;
	size_t ndivs, cap;
	CXCursor *vars; /* the variables the divisors read */
	size_t nvars, capvars;
	int bad; /* a label or a case in it */
} LoopWalk;

/* A variable d may read: a local variable or parameter of an integer
 * type declared before the loop (its name; the proof about its uses
 * comes after, vars_unchanged). */
static const char *
local(CXCursor ref, void *data)
{
	LoopWalk *w = data;
	CXCursor d = clang_getCursorReferenced(ref);
	enum CXCursorKind k = clang_getCursorKind(d), pk;
	CXType t = clang_getCursorType(d);

	if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl)
		return NULL;
	pk = clang_getCursorKind(clang_getCursorSemanticParent(d));
	if ((k == CXCursor_VarDecl && clang_Cursor_getStorageClass(d) != CX_SC_None) ||
	    (pk != CXCursor_FunctionDecl && pk != CXCursor_CXXMethod &&
	     pk != CXCursor_Constructor && pk != CXCursor_Destructor) ||
	    !cx_is_plain_integer(clang_getCanonicalType(t)) || clang_isVolatileQualifiedType(t) ||
	    !cx_in_main_file(d) || cx_offset(clang_getCursorLocation(d)) >= w->lb)
		return NULL;
	for (size_t i = 0; i < w->nvars; i++)
		if (clang_equalCursors(w->vars[i], d))
			return cx_take_string(clang_getCursorSpelling(d));
	VEC_PUSH(w->vars, w->nvars, w->capvars, d);
	return cx_take_string(clang_getCursorSpelling(d));
}

/* The division e, if its divisor qualifies: into w->divs. */
static void
division(LoopWalk *w, CXCursor e)
{
	CXCursor k[2];
	CXType t;
	const char *op = cx_operator(e), *value, *name;
	int vars = 0, assign = clang_getCursorKind(e) == CXCursor_CompoundAssignOperator;
	long long size;
	Division d = {0};
	unsigned key;

	if (cx_children(e, k, 2) != 2)
		return;
	/* x /= d: computed in the type d is converted to, x a variable */
	t = clang_getCanonicalType(clang_getCursorType(assign ? k[1] : e));
	size = clang_Type_getSizeOf(t);
	if (assign && (clang_getCursorKind(k[0]) != CXCursor_DeclRefExpr ||
	               !cx_is_plain_integer(clang_getCanonicalType(clang_getCursorType(k[0])))))
		return;
	if ((strcmp(op, assign ? "/=" : "/") && strcmp(op, assign ? "%=" : "%")) ||
	    !cx_is_plain_integer(t) || (size != 4 && size != 8) || division_constant(k[1]) ||
	    !division_value(k[1], local, w, &value, &vars, &name) || !vars || cx_in_macro(e) ||
	    cx_in_macro(k[0]) || cx_in_macro(k[1]) || !cx_in_main_file(e) ||
	    !division_operator_at(w->c, k[0], k[1], &d.ob, &d.oe))
		return;
	cx_extent(e, &d.b, &d.e);
	cx_extent(k[1], &d.rb, &d.re);
	key = assign ? d.ob : d.b;
	for (int i = 0; i < w->c->u->nedits; i++) /* an outer loop's already */
		if (w->c->u->edits[i].loop_divisor && w->c->u->edits[i].begin == key &&
		    w->c->u->edits[i].end == (assign ? d.oe : d.e))
			return;
	if (assign) {
		d.assign = cx_take_string(clang_getCursorSpelling(clang_getCursorReferenced(k[0])));
		d.lhs_type = cx_take_string(clang_getTypeSpelling(clang_getUnqualifiedType(
		        clang_getCanonicalType(clang_getCursorType(k[0])))));
	}
	d.bits = size == 8 ? 64 : 32;
	d.is_signed = t.kind == CXType_Int || t.kind == CXType_Long || t.kind == CXType_LongLong;
	d.type = d.bits == 64 ? (d.is_signed ? "long long" : "unsigned long long")
	                      : (d.is_signed ? "int" : "unsigned");
	d.value = value;
	d.text = cx_text(w->c, d.rb, d.re);
	d.at = cx_loc(w->c, d.rb);
	VEC_PUSH(w->divs, w->ndivs, w->cap, d);
}

static enum CXChildVisitResult
find_divisions(CXCursor cur, CXCursor parent, CXClientData data)
{
	LoopWalk *w = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (k == CXCursor_LabelStmt || k == CXCursor_CaseStmt || k == CXCursor_DefaultStmt) {
		w->bad = 1;
		return CXChildVisit_Break;
	}
	if (k == CXCursor_LambdaExpr)
		return CXChildVisit_Continue;
	if (k == CXCursor_BinaryOperator || k == CXCursor_CompoundAssignOperator)
		division(w, cur);
	return CXChildVisit_Recurse;
}

/* The uses of one variable in the function. */
typedef struct Uses1 {
	CXCursor var;
	unsigned lb, le; /* the loop */
	int lambdas;     /* inside a lambda */
	int bad;
} Uses1;

/* Does the use ref (a DeclRefExpr of the variable), with parent parent,
 * read its value, or write the variable itself where allowed? */
static int
use_ok(Uses1 *s, CXCursor ref, CXCursor parent)
{
	CXCursor lhs, k[1];
	unsigned at = cx_offset(clang_getCursorLocation(ref));

	if (clang_getCursorKind(parent) == CXCursor_UnexposedExpr &&
	    cx_children(parent, k, 1) == 1 && cx_same_node(k[0], ref))
		return !clang_isConstQualifiedType(clang_getCursorType(parent));
	if (cx_write_of(parent, &lhs) && cx_same_node(lhs, ref))
		return !s->lambdas && (at < s->lb || at >= s->le);
	return 0;
}

static enum CXChildVisitResult
check_uses(CXCursor cur, CXCursor parent, CXClientData data)
{
	Uses1 *s = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	if (k == CXCursor_LambdaExpr) {
		s->lambdas++;
		clang_visitChildren(cur, check_uses, s);
		s->lambdas--;
		return s->bad ? CXChildVisit_Break : CXChildVisit_Continue;
	}
	if (k == CXCursor_DeclRefExpr &&
	    clang_equalCursors(clang_getCursorReferenced(cur), s->var) && !use_ok(s, cur, parent)) {
		s->bad = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* Does the loop [lb, le) of function fn leave every variable of w->vars
 * as it was before it, on every name? */
static int
vars_unchanged(LoopWalk *w, CXCursor fn, unsigned le)
{
	for (size_t i = 0; i < w->nvars; i++) {
		Uses1 s = {w->vars[i], w->lb, le, 0, 0};
		clang_visitChildren(fn, check_uses, &s);
		if (s.bad)
			return 0;
	}
	return 1;
}

/* The loop's edits: the inverse of each divisor before it, each division
 * through its inverse. */
static void
edit(LoopWalk *w, CXCursor loop, unsigned le)
{
	Ctx *c = w->c;
	const char *open = "{", *what = "";
	const char **names = arena_alloc(w->ndivs * sizeof *names);
	Edit ed = {0};

	for (size_t i = 0; i < w->ndivs; i++) {
		const Division *d = &w->divs[i];
		size_t j;
		for (j = 0; j < i; j++) /* one inverse per divisor and type */
			if (!strcmp(w->divs[j].value, d->value) &&
			    !strcmp(w->divs[j].type, d->type))
				break;
		if (j < i) {
			names[i] = names[j];
		} else {
			names[i] = arena_printf("o2c_inv_%u_%u", d->at.line, d->at.col);
			open = arena_printf("%s const %s %s = o2c_inv_%c%d((%s)(%s));", open,
			                    d->bits == 64 ? "unsigned long long" : "unsigned",
			                    names[i], d->is_signed ? 's' : 'u', d->bits, d->type,
			                    d->value);
			what = arena_printf("%s%s'%s' (%s, %s)", what, *what ? ", " : "", d->text,
			                    names[i], d->type);
		}
	}
	ed.begin = cx_offset(clang_getRangeStart(clang_getCursorExtent(loop)));
	ed.end = le;
	ed.open = arena_printf("%s ", open);
	ed.close = " }";
	ed.loop_divisor = arena_printf("divisors the loop does not change, their inverses computed "
	                               "before it: %s",
	                               what);
	edits_add(c, ed);
	for (size_t i = 0; i < w->ndivs; i++) {
		const Division *d = &w->divs[i];
		const char *fn =
		        arena_printf("o2c_l%s_%c%d(", c->u->src[d->ob] == '/' ? "div" : "rem",
		                     d->is_signed ? 's' : 'u', d->bits);
		Edit div = {0}, comma = {0};
		if (division_other_edit(c->u, d->b, d->e, fn))
			continue;
		if (d->assign) { /* x = (X)o2c_lrem_u64((T)x , d, m): the call's close after d */
			div.begin = d->rb;
			div.end = d->re;
			div.open = "";
			comma.text = arena_printf("= (%s)%s(%s)%s ,", d->lhs_type, fn, d->type,
			                          d->assign);
		} else { /* o2c_lrem_u64(n , d, m) */
			div.begin = d->b;
			div.end = d->e;
			div.open = fn;
			comma.text = ",";
		}
		div.close = arena_printf(", %s)", names[i]);
		div.loop_divisor = "";
		comma.begin = d->ob;
		comma.end = d->oe;
		comma.loop_divisor = "";
		edits_add(c, div);
		edits_add(c, comma);
	}
}

typedef struct InLambda {
	unsigned at;
	int in;
} InLambda;

static enum CXChildVisitResult
find_lambda(CXCursor cur, CXCursor parent, CXClientData data)
{
	InLambda *l = data;
	unsigned b, e;

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_LambdaExpr)
		return CXChildVisit_Recurse;
	cx_extent(cur, &b, &e);
	l->in |= b <= l->at && l->at < e;
	return l->in ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* Is offset at inside a lambda of fn (a generic one's body is read per
 * instance too)? */
static int
in_lambda(CXCursor fn, unsigned at)
{
	InLambda l = {at, 0};

	clang_visitChildren(fn, find_lambda, &l);
	return l.in;
}

/* A loop of device code, a statement of a block: the edits of its
 * divisions by values it does not change. */
static void
loop_check(Ctx *c, CXCursor loop)
{
	LoopWalk w = {c, 0, NULL, 0, 0, NULL, 0, 0, 0};
	CXCursor fn;
	unsigned le;

	if (cx_in_macro(loop) || !cx_in_main_file(loop) || c->inst)
		return;
	w.lb = cx_offset(clang_getRangeStart(clang_getCursorExtent(loop)));
	if (!scan_function_at(c, w.lb, &fn) || cxx_template_text(fn) || cxx_holds_directive(c, fn) ||
	    in_lambda(fn, w.lb))
		return;
	clang_visitChildren(loop, find_divisions, &w);
	if (w.bad || !w.ndivs)
		return;
	le = cx_stmt_end(c, loop);
	if (!vars_unchanged(&w, fn, le))
		return;
	edit(&w, loop, le);
}

static enum CXChildVisitResult
block_loop(CXCursor cur, CXCursor parent, CXClientData data)
{
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt)
		loop_check(data, cur);
	return CXChildVisit_Continue;
}

/* block, a compound statement of device code: its loops' divisions by
 * values they do not change (region code's loops stay: the function
 * that holds a region holds its directive). */
void
loop_divisors_block(Ctx *c, CXCursor block)
{
	clang_visitChildren(block, block_loop, c);
}
