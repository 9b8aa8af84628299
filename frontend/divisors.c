/* Divisors the host knows at launch (DeviceCode.divisors): in a kernel
 * region's code, a division `n / d` or remainder `n % d` in int or
 * unsigned int whose divisor d is computed from scalars the region takes
 * by value (and integer constants, with + - * and conversions), not a
 * constant itself.  Index arithmetic divides so (`i / width`, `i %
 * width`), and nvcc compiles a division by a value it does not know to a
 * reciprocal's estimate and its corrections, several times the cost of
 * the multiply's high half and shift that divide by a known value.  The
 * host computes that multiplier at launch (o2c_divisor_s32, runtime/
 * divisor.c) from d as it evaluates it, and the kernels take it as
 * parameter o2c_div_<name>; the .cu file's copy of the code reads
 * `o2c_div_s32(n , d, o2c_div_d)` (omp2cuda_divide.h), which compares the
 * d the kernel computes with the host's and divides as written where they
 * differ.  So nothing is assumed: a d the region changes, or one the host
 * computes otherwise, is divided by as before.  The host evaluates d with
 * the same conversions, its sums and products in unsigned arithmetic,
 * which wrap where the kernel's overflow would be undefined.
 *
 * The edits (Edit.divisor) are made where Unit.launch_divisors
 * (-fno-launch-divisors: not): where the division is written out in the
 * main file, not in a macro, and no edit of C's meaning replaces its text.
 */
#include <string.h>

#include "internal.h"

typedef struct Walk {
	Ctx *c;
	Region *r;
	size_t cap;
} Walk;

/* The captured scalar of an integer type that ref names, or NULL. */
static const Var *
captured(Walk *w, CXCursor ref)
{
	CXCursor decl = clang_getCursorReferenced(ref);
	const char *name = cx_take_string(clang_getCursorSpelling(decl));
	Loc at;

	if (clang_getCursorKind(decl) != CXCursor_VarDecl && clang_getCursorKind(decl) != CXCursor_ParmDecl)
		return NULL;
	at = cx_decl_loc(w->c, decl);
	for (int i = 0; i < w->r->ncaps; i++) {
		const Var *v = w->r->caps[i];
		if (v->kind == VAR_SCALAR && !v->global && !v->host_init && !v->host_bind &&
		    !v->host_value && !strcmp(v->name, name) && v->loc.line == at.line &&
		    v->loc.col == at.col)
			return v;
	}
	return NULL;
}

static int
integer(CXCursor e)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(e));

	return cx_is_plain_integer(t) && clang_Type_getSizeOf(t) <= 8;
}

/* e as the host computes it, into *out: 1, and *vars counts the captured
 * scalars it reads; 0 where e is not made of them and integer constants
 * with + - *, parentheses and integer conversions. */
static int
host_value(Walk *w, CXCursor e, const char **out, int *vars, const char **name)
{
	CXCursor k[3];
	const char *a, *b, *type, *op;
	int n = cx_children(e, k, 3);
	CXEvalResult ev;

	if (!integer(e))
		return 0;
	type = cx_take_string(clang_getTypeSpelling(clang_getCanonicalType(clang_getCursorType(e))));
	switch (clang_getCursorKind(e)) {
	case CXCursor_IntegerLiteral:
		if (!(ev = clang_Cursor_Evaluate(e)))
			return 0;
		*out = arena_printf("(%s)%lluull", type, clang_EvalResult_getAsUnsigned(ev));
		clang_EvalResult_dispose(ev);
		return 1;
	case CXCursor_DeclRefExpr: {
		const Var *v = captured(w, e);
		if (!v)
			return 0;
		*out = v->name;
		*name = v->name;
		++*vars;
		return 1;
	}
	case CXCursor_ParenExpr:
		return n == 1 && host_value(w, k[0], out, vars, name);
	case CXCursor_UnexposedExpr: /* an implicit conversion */
	case CXCursor_CStyleCastExpr:
		if (clang_getCursorKind(e) == CXCursor_CStyleCastExpr)
			k[0] = cx_cast_operand(e), n = !clang_Cursor_isNull(k[0]);
		if (n != 1 || !host_value(w, k[0], &a, vars, name))
			return 0;
		*out = arena_printf("(%s)(%s)", type, a);
		return 1;
	case CXCursor_BinaryOperator:
		op = cx_operator(e);
		if (n != 2 || (strcmp(op, "+") && strcmp(op, "-") && strcmp(op, "*")) ||
		    !host_value(w, k[0], &a, vars, name) || !host_value(w, k[1], &b, vars, name))
			return 0;
		*name = NULL; /* named by its place */
		*out = arena_printf("(%s)((unsigned long long)(%s) %s (unsigned long long)(%s))", type, a,
		                    op, b);
		return 1;
	default:
		return 0;
	}
}

/* Is e an integer constant expression? */
static int
constant(CXCursor e)
{
	CXEvalResult ev = clang_Cursor_Evaluate(e);
	int is = ev && clang_EvalResult_getKind(ev) == CXEval_Int;

	if (ev)
		clang_EvalResult_dispose(ev);
	return is;
}

/* The operator token of binary operator e between its operands lhs and
 * rhs: its offsets. */
static int
operator_at(Ctx *c, CXCursor lhs, CXCursor rhs, unsigned *b, unsigned *e)
{
	CXSourceRange range = clang_getRange(clang_getRangeEnd(clang_getCursorExtent(lhs)),
	                                     clang_getRangeStart(clang_getCursorExtent(rhs)));
	CXToken *t;
	unsigned n;
	int found = 0;

	clang_tokenize(c->tu, range, &t, &n);
	for (unsigned i = 0; i < n && !found; i++) {
		const char *s = cx_take_string(clang_getTokenSpelling(c->tu, t[i]));
		if (!strcmp(s, "/") || !strcmp(s, "%")) {
			CXSourceRange x = clang_getTokenExtent(c->tu, t[i]);
			*b = cx_offset(clang_getRangeStart(x));
			*e = cx_offset(clang_getRangeEnd(x));
			found = 1;
		}
	}
	clang_disposeTokens(c->tu, t, n);
	return found;
}

/* Does an edit other than this division's own overlap [b, e)? */
static int
other_edit(const Unit *u, unsigned b, unsigned e, const char *open)
{
	for (int i = 0; i < u->nedits; i++) {
		const Edit *o = &u->edits[i];
		if (o->divisor)
			continue;
		if (o->text ? o->begin < e && o->end > b : o->begin == b && o->end == e && strcmp(o->open, open))
			return 1;
	}
	return 0;
}

/* The region's Divisor computed as host is, added where new: named by
 * its variable (name, NULL for a sum or product) where no other divisor
 * of the region has that name (another conversion of the same variable),
 * else by its place. */
static Divisor *
divisor(Walk *w, const char *host, const char *text, const char *name, int is_unsigned, Loc at)
{
	DeviceCode *dev = &w->r->dev;
	Divisor d = {0};
	const char *u = is_unsigned ? "_u" : "";

	for (int i = 0; i < dev->ndivisors; i++)
		if (!strcmp(dev->divisors[i].host, host) && dev->divisors[i].is_unsigned == is_unsigned)
			return &dev->divisors[i];
	d.name = name ? arena_printf("o2c_div_%s%s", name, u) : NULL;
	for (int i = 0; d.name && i < dev->ndivisors; i++)
		if (!strcmp(dev->divisors[i].name, d.name))
			d.name = NULL;
	if (!d.name)
		d.name = arena_printf("o2c_div_%u_%u%s", at.line, at.col, u);
	d.host = host;
	d.text = text;
	d.is_unsigned = is_unsigned;
	d.loc = at;
	VEC_PUSH(dev->divisors, dev->ndivisors, w->cap, d);
	return &dev->divisors[dev->ndivisors - 1];
}

static enum CXChildVisitResult
visit(CXCursor e, CXCursor parent, CXClientData data)
{
	Walk *w = data;
	CXCursor k[2];
	const char *op, *host, *name = NULL, *fn;
	unsigned b, end, rb, re, ob, oe;
	int vars = 0, is_unsigned;
	enum CXTypeKind t;
	Edit open = {0}, comma = {0};
	Divisor *d;

	(void)parent;
	if (clang_getCursorKind(e) != CXCursor_BinaryOperator)
		return CXChildVisit_Recurse;
	op = cx_operator(e);
	t = clang_getCanonicalType(clang_getCursorType(e)).kind;
	if ((strcmp(op, "/") && strcmp(op, "%")) || (t != CXType_Int && t != CXType_UInt) ||
	    cx_children(e, k, 2) != 2 || constant(k[1]) || !host_value(w, k[1], &host, &vars, &name) ||
	    !vars)
		return CXChildVisit_Recurse;
	if (cx_in_macro(e) || cx_in_macro(k[0]) || cx_in_macro(k[1]) || !cx_in_main_file(e) ||
	    !operator_at(w->c, k[0], k[1], &ob, &oe))
		return CXChildVisit_Recurse;
	is_unsigned = t == CXType_UInt;
	cx_extent(e, &b, &end);
	cx_extent(k[1], &rb, &re);
	fn = arena_printf("o2c_%s_%s32(", strcmp(op, "/") ? "rem" : "div", is_unsigned ? "u" : "s");
	if (other_edit(w->c->u, b, end, fn))
		return CXChildVisit_Recurse;
	d = divisor(w, host, cx_text(w->c, rb, re), name, is_unsigned, cx_loc(w->c, rb));
	d->uses++;
	open.begin = b;
	open.end = end;
	open.open = fn;
	open.close = arena_printf(", %s)", d->name);
	open.divisor = 1;
	comma.begin = ob;
	comma.end = oe;
	comma.text = ",";
	comma.divisor = 1;
	edits_add(w->c, open);
	edits_add(w->c, comma);
	return CXChildVisit_Recurse;
}

/* Kernel region r, its statement stmt: DeviceCode.divisors. */
void
divisors_read(Ctx *c, Region *r, CXCursor stmt)
{
	Walk w = {c, r, 0};

	clang_visitChildren(stmt, visit, &w);
	if (!r->dev.ndivisors)
		r->dev.divisors_why = "none: no division in int or unsigned int by a value computed "
		                      "from scalars the region takes by value";
}
