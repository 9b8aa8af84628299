/* GEMM-shaped loop nests: is a collapse(2) combined loop over i, j the
 * product of two matrices, so that lowering/tile.c may tile it in shared
 * memory?  The shape, read from the AST:
 *
 *   for (i = lo; i < hi; i++)            unit steps (the Loop IR says)
 *     for (j = lo; j < hi; j++) {
 *       T acc = c;                       c a literal
 *       for (K k = lo; k < hi; k++)      K signed, lo and hi invariant
 *         acc += X[i * ldx + k] * Y[k * ldy + j];   (or Y * X; casts that
 *                                                    keep the value dropped)
 *       Z[i * ldz + j] op= E;  acc op= E;  ...   E: acc, invariants,
 *     }                                          literals, Z[i * ldz + j]
 *
 * An invariant is an integer literal, a captured integer scalar the
 * region never writes nor takes the address of, or + - * of those; its
 * text for the kernel's check is built from the AST (a literal's value,
 * a variable's name), never taken from the source, where a macro could
 * stand for more than the expression.  X, Y
 * and Z are captured pointers or one-dimensional arrays; an index's
 * arithmetic is signed or 64 bits wide, so that it is the integer it
 * says (unsigned 32-bit arithmetic would wrap).  The body then writes
 * only acc, k and Z's element (i, j), and reads X's row i and Y's column
 * j between lo and hi, and Z's element (i, j).
 *
 * Only facts here (Region.gemm), with the first reason a nest is not of
 * the shape; lowering decides whether to tile and codegen/emit_tile.c
 * emits the run-time check that the rows and columns read are not the
 * ones written.
 */
#include <string.h>

#include "internal.h"

typedef struct Match {
	Ctx *c;
	Region *r;
	Gemm *g;
	const char *iv, *jv, *kv, *acc;
	CXCursor *written;    /* declarations the region writes or takes the
	                         address of */
	size_t nwritten, cap;
} Match;

/* Record why not (the first reason only); returns 0. */
static int
no(Match *m, CXCursor at, const char *why)
{
	unsigned b, e;

	if (m->g->why_not)
		return 0;
	cx_extent(at, &b, &e);
	m->g->why_not = why;
	m->g->why_loc = cx_loc(m->c, b);
	return 0;
}

static int
kind_of(CXCursor e)
{
	return clang_getCursorKind(e);
}

static CXType
type_of(CXCursor e)
{
	return clang_getCanonicalType(clang_getCursorType(e));
}

static int
is_signed(CXType t)
{
	return t.kind >= CXType_Char_S && t.kind <= CXType_Int128 && t.kind != CXType_WChar;
}

/* An integer type whose arithmetic is the integers' it names: signed
 * (overflow is undefined), or unsigned of 64 bits (it cannot wrap in an
 * index of memory that exists). */
static int
exact_integer(CXType t)
{
	return cx_is_plain_integer(t) && (is_signed(t) || clang_Type_getSizeOf(t) >= 8);
}

/* Element types the tile holds (the product is the source's). */
static int
is_arith(CXType t)
{
	return (cx_is_plain_integer(t) || t.kind == CXType_Float || t.kind == CXType_Double) &&
	       !clang_isVolatileQualifiedType(t);
}

/* Past parentheses, implicit conversions and casts to an integer type
 * that holds every value of the operand's (wider, or as wide and as
 * signed), or to a 64-bit unsigned one, whose arithmetic is an address's
 * (a negative index wraps to the same address). */
static CXCursor
value_of(CXCursor e)
{
	CXCursor k;

	for (;;) {
		e = cx_strip(e);
		if (kind_of(e) != CXCursor_CStyleCastExpr ||
		    clang_Cursor_isNull(k = cx_cast_operand(e)))
			return e;
		CXType to = type_of(e), from = type_of(k);
		long long st = clang_Type_getSizeOf(to), sf = clang_Type_getSizeOf(from);
		if (!cx_is_plain_integer(to) || !cx_is_plain_integer(from) || st < sf ||
		    (is_signed(to) && !is_signed(from) && st == sf) ||
		    (!is_signed(to) && is_signed(from) && st < 8))
			return e;
		e = k;
	}
}

/* The name e refers to, or "". */
static const char *
ref_name(CXCursor e)
{
	if (kind_of(e) != CXCursor_DeclRefExpr)
		return "";
	return cx_take_string(clang_getCursorSpelling(clang_getCursorReferenced(e)));
}

static int
is_name(CXCursor e, const char *name)
{
	return !strcmp(ref_name(value_of(e)), name);
}

/* A binary operator op with its operands; 0 if e is not one.  libclang
 * 16 does not say which operator it is: its token, the only one between
 * its operands, says.  An operator a macro's expansion gives has no
 * token between them where they are (both are the macro's invocation):
 * it is none here. */
static int
binop(Match *m, CXCursor e, const char *op, CXCursor *k)
{
	unsigned lb, le, rb, re, at;
	size_t n = strlen(op);

	if ((kind_of(e) != CXCursor_BinaryOperator && kind_of(e) != CXCursor_CompoundAssignOperator) ||
	    cx_children(e, k, 2) != 2)
		return 0;
	cx_extent(k[0], &lb, &le);
	cx_extent(k[1], &rb, &re);
	at = cx_skip_space(m->c, le);
	if (le >= rb || at >= rb)
		return no(m, e, "an operator whose token is not between its operands (a macro's "
		                "expansion)");
	return at + n <= rb && !strncmp(m->c->u->src + at, op, n) && cx_skip_space(m->c, at + n) == rb;
}

/* The captured variable decl refers to, or NULL. */
static Var *
capture_of(Match *m, CXCursor decl)
{
	Decl *d = scan_decl_of(m->c, decl);

	for (int i = 0; d && i < m->r->ncaps; i++)
		if (m->r->caps[i] == d->var)
			return m->r->caps[i];
	return NULL;
}

static int
written(Match *m, CXCursor decl)
{
	for (size_t i = 0; i < m->nwritten; i++)
		if (clang_equalCursors(m->written[i], decl))
			return 1;
	return 0;
}

static enum CXChildVisitResult
note_write(CXCursor cur, CXCursor parent, CXClientData data)
{
	Match *m = data;
	CXCursor lhs, decl, k[1];

	(void)parent;
	if (cx_write_of(cur, &lhs) && cx_written_var(lhs, &decl))
		VEC_PUSH(m->written, m->nwritten, m->cap, decl);
	if (kind_of(cur) == CXCursor_UnaryOperator && cx_children(cur, k, 1) == 1 &&
	    !strcmp(cx_operator(cur), "&") && cx_written_var(k[0], &decl))
		VEC_PUSH(m->written, m->nwritten, m->cap, decl);
	return CXChildVisit_Recurse;
}

/* A scalar the loop nest cannot change: a captured one it never writes
 * (integer when idx, for an index or a bound). */
static int
invariant_name(Match *m, CXCursor e, int idx)
{
	CXCursor decl = clang_getCursorReferenced(e);
	Var *v = capture_of(m, decl);

	if (!v || v->kind != VAR_SCALAR ||
	    !(idx ? cx_is_plain_integer(type_of(e)) : is_arith(type_of(e))))
		return no(m, e, "a bound, row length or value after the k loop that is no "
		                "captured scalar (of integer type for an index)");
	if (written(m, decl))
		return no(m, e, arena_printf("'%s' is written in the loop nest: a bound or row "
		                             "length must be invariant", v->name));
	return 1;
}

/* The value of integer literal e; 0 if it is none. */
static int
int_literal(CXCursor e, long long *value)
{
	CXEvalResult v;
	int ok;

	if (kind_of(e) != CXCursor_IntegerLiteral || !(v = clang_Cursor_Evaluate(e)))
		return 0;
	ok = clang_EvalResult_getKind(v) == CXEval_Int;
	if (ok)
		*value = clang_EvalResult_getAsLongLong(v);
	clang_EvalResult_dispose(v);
	return ok;
}

/* An integer literal, an invariant scalar, or + - * of them: its C text,
 * built from the AST (a literal's value, a variable's name), or NULL. */
static const char *
invariant(Match *m, CXCursor e)
{
	CXCursor k[2];
	const char *a, *b;

	long long v;

	e = value_of(e);
	if (int_literal(e, &v))
		return arena_printf("%lld", v);
	if (kind_of(e) == CXCursor_DeclRefExpr)
		return invariant_name(m, e, 1) ? ref_name(e) : NULL;
	const char *op = binop(m, e, "+", k) ? "+" : binop(m, e, "-", k) ? "-"
	                                         : binop(m, e, "*", k) ? "*" : NULL;
	if (op && exact_integer(type_of(e)) && (a = invariant(m, k[0])) && (b = invariant(m, k[1])))
		return arena_printf("(%s %s %s)", a, op, b);
	no(m, e, "a bound or row length that is not invariant (an integer literal, a captured "
	         "scalar never written, or + - * of them)");
	return NULL;
}

/* e is row * ld + col (or its mirror images); *ld gets ld's text. */
static int
affine(Match *m, CXCursor e, const char *row, const char *col, const char **ld)
{
	CXCursor k[2], p[2];

	e = value_of(e);
	if (!binop(m, e, "+", k) || !exact_integer(type_of(e)))
		return 0;
	for (int s = 0; s < 2; s++) {
		CXCursor prod = value_of(k[s]);
		if (!is_name(k[!s], col) || !binop(m, prod, "*", p) || !exact_integer(type_of(prod)))
			continue;
		for (int t = 0; t < 2; t++)
			if (is_name(p[t], row) && (*ld = invariant(m, p[!t])))
				return 1;
	}
	return 0;
}

/* base[index]: the captured pointer or one-dimensional array base names,
 * and its index; NULL if e is not one. */
static Var *
subscript(Match *m, CXCursor e, CXCursor *index)
{
	CXCursor k[2];
	Var *v;

	e = cx_strip(e);
	if (kind_of(e) != CXCursor_ArraySubscriptExpr || cx_children(e, k, 2) != 2)
		return NULL;
	CXCursor base = value_of(k[0]);
	if (kind_of(base) != CXCursor_DeclRefExpr)
		return NULL;
	v = capture_of(m, clang_getCursorReferenced(base));
	if (!v || (v->kind != VAR_POINTER && v->kind != VAR_ARRAY) || v->ndims != 1 ||
	    !is_arith(type_of(e)))
		return NULL;
	*index = k[1];
	return v;
}

/* The element type's spelling, without const. */
static const char *
elem_type(CXCursor e)
{
	const char *s = cx_take_string(clang_getTypeSpelling(type_of(cx_strip(e))));

	return !strncmp(s, "const ", 6) ? s + 6 : s;
}

/* One operand of the product: X[i * ldx + k] or Y[k * ldy + j]. */
static int
operand(Match *m, CXCursor e, int first)
{
	Gemm *g = m->g;
	CXCursor idx;
	Var *v = subscript(m, e, &idx);
	unsigned b, end;

	if (!v)
		return no(m, e, "an operand of the product is no element of a captured pointer or "
		                "one-dimensional array of arithmetic type");
	cx_extent(cx_strip(e), &b, &end);
	if (!g->x && affine(m, idx, m->iv, m->kv, &g->ldx)) {
		g->x = v, g->x_begin = b, g->x_end = end, g->x_type = elem_type(e);
		g->y_first = !first;
		return 1;
	}
	if (!g->y && affine(m, idx, m->kv, m->jv, &g->ldy)) {
		g->y = v, g->y_begin = b, g->y_end = end, g->y_type = elem_type(e);
		return 1;
	}
	return no(m, idx, arena_printf("the product's operands are not X[%s * ld + %s] and "
	                               "Y[%s * ld + %s]", m->iv, m->kv, m->kv, m->jv));
}

/* acc += X[...] * Y[...], alone or in braces. */
static int
accumulate(Match *m, CXCursor s)
{
	CXCursor k[2], p[2];

	if (kind_of(s) == CXCursor_CompoundStmt && cx_children(s, k, 2) == 1)
		s = k[0];
	if (!binop(m, s, "+=", k) || !is_name(k[0], m->acc))
		return no(m, s, arena_printf("the k loop's body is not '%s += X[...] * Y[...];'",
		                             m->acc));
	CXCursor prod = cx_strip(k[1]);
	if (!binop(m, prod, "*", p))
		return no(m, prod, "the k loop adds something other than one product");
	return operand(m, p[0], 1) && operand(m, p[1], 0);
}

/* for (K k = lo; k < hi; k++) with K signed and lo, hi invariant. */
static int
k_loop(Match *m, CXCursor f)
{
	Gemm *g = m->g;
	CXCursor k[4], d[2], v[3], t[2];

	if (kind_of(f) != CXCursor_ForStmt || cx_children(f, k, 4) != 4)
		return no(m, f, "the body's second statement is not the for loop over k");
	if (kind_of(k[0]) != CXCursor_DeclStmt || cx_children(k[0], d, 2) != 1 ||
	    kind_of(d[0]) != CXCursor_VarDecl)
		return no(m, k[0], "the k loop does not declare its variable");
	int nv = cx_children(d[0], v, 3);
	m->kv = cx_take_string(clang_getCursorSpelling(d[0]));
	if (!is_signed(type_of(d[0])) || nv < 1 || !clang_isExpression(kind_of(v[nv - 1])))
		return no(m, d[0], "the k loop's variable is not of a signed integer type, initialised");
	g->kvar = m->kv;
	g->ktype = cx_take_string(clang_getTypeSpelling(clang_getCursorType(d[0])));
	if (!strcmp(m->kv, m->iv) || !strcmp(m->kv, m->jv) || !strcmp(m->kv, m->acc))
		return no(m, d[0], "the k loop's variable hides a name of the nest");
	if (!(g->klo = invariant(m, v[nv - 1])) || !is_signed(type_of(v[nv - 1])))
		return no(m, v[nv - 1], "the k loop's lower bound is not invariant and signed");
	if (!binop(m, k[1], "<", t) || !is_name(t[0], m->kv) || !(g->khi = invariant(m, t[1])) ||
	    !is_signed(type_of(t[1])))
		return no(m, k[1], arena_printf("the k loop's test is not '%s < bound' with an "
		                                "invariant, signed bound", m->kv));
	int unit = kind_of(k[2]) == CXCursor_UnaryOperator && cx_children(k[2], t, 1) == 1 &&
	           is_name(t[0], m->kv) && !strcmp(cx_operator(k[2]), "++");
	long long step;
	if (!unit && binop(m, k[2], "+=", t) && is_name(t[0], m->kv) &&
	    int_literal(value_of(t[1]), &step))
		unit = step == 1;
	if (!unit)
		return no(m, k[2], "the k loop's step is not 1");
	return accumulate(m, k[3]);
}

/* T acc = literal; */
static int
acc_init(Match *m, CXCursor s)
{
	CXCursor d[2], v[3];
	unsigned b, e;

	if (kind_of(s) != CXCursor_DeclStmt || cx_children(s, d, 2) != 1 ||
	    kind_of(d[0]) != CXCursor_VarDecl)
		return no(m, s, "the body does not begin with the accumulator's declaration");
	int nv = cx_children(d[0], v, 3);
	CXCursor init = nv ? value_of(v[nv - 1]) : s;
	if (kind_of(init) == CXCursor_UnaryOperator && cx_children(init, v, 1) == 1 &&
	    !strcmp(cx_operator(init), "-"))
		init = value_of(v[0]);
	if (!nv || !is_arith(type_of(d[0])) || clang_Cursor_getStorageClass(d[0]) == CX_SC_Static ||
	    (kind_of(init) != CXCursor_IntegerLiteral && kind_of(init) != CXCursor_FloatingLiteral))
		return no(m, s, "the accumulator is not a scalar initialised with a literal");
	m->acc = m->g->acc = cx_take_string(clang_getCursorSpelling(d[0]));
	if (!strcmp(m->acc, m->iv) || !strcmp(m->acc, m->jv))
		return no(m, s, "the accumulator hides a loop variable");
	cx_extent(s, &b, &e);
	m->g->init_begin = b;
	m->g->init_end = cx_stmt_end(m->c, s);
	return 1;
}

/* Z[i * ldz + j], the one element the statements after the k loop may
 * write or read. */
static int
z_element(Match *m, CXCursor e)
{
	CXCursor idx;
	const char *ld;
	Var *v = subscript(m, e, &idx);

	if (!v || !affine(m, idx, m->iv, m->jv, &ld))
		return 0;
	if (m->g->z && (m->g->z != v || strcmp(m->g->ldz, ld)))
		return 0;
	m->g->z = v;
	m->g->ldz = ld;
	return 1;
}

/* What the statements after the k loop may compute from. */
static int
epilogue_value(Match *m, CXCursor e)
{
	CXCursor k[2];

	e = cx_strip(e);
	if (kind_of(e) == CXCursor_CStyleCastExpr) {
		CXCursor x = cx_cast_operand(e);
		return !clang_Cursor_isNull(x) && epilogue_value(m, x);
	}
	switch (kind_of(e)) {
	case CXCursor_IntegerLiteral:
	case CXCursor_FloatingLiteral:
		return 1;
	case CXCursor_DeclRefExpr:
		return is_name(e, m->acc) || invariant_name(m, e, 0);
	case CXCursor_ArraySubscriptExpr:
		return z_element(m, e);
	case CXCursor_UnaryOperator:
		return cx_children(e, k, 2) == 1 && (!strcmp(cx_operator(e), "-") ||
		                                     !strcmp(cx_operator(e), "+")) &&
		       epilogue_value(m, k[0]);
	default:
		break;
	}
	if (binop(m, e, "+", k) || binop(m, e, "-", k) || binop(m, e, "*", k) ||
	    binop(m, e, "/", k))
		return epilogue_value(m, k[0]) && epilogue_value(m, k[1]);
	return 0;
}

/* Z[i * ldz + j] op= E; or acc op= E; */
static int
epilogue_stmt(Match *m, CXCursor s)
{
	static const char *const ops[] = {"=", "+=", "-=", "*=", "/=", 0};
	CXCursor k[2];

	for (int i = 0; ops[i]; i++)
		if (binop(m, s, ops[i], k) && (is_name(k[0], m->acc) || z_element(m, k[0])) &&
		    epilogue_value(m, k[1]))
			return 1;
	return no(m, s, arena_printf("a statement after the k loop is not 'Z[%s * ld + %s] op= "
	                             "E' or '%s op= E' (E of %s, Z[%s * ld + %s], literals and "
	                             "invariant scalars)",
	                             m->iv, m->jv, m->acc, m->acc, m->iv, m->jv));
}

/* The j loop's body: the accumulator, the k loop, the statements after. */
static void
body(Match *m, CXCursor b)
{
	CXCursor s[64];
	int n = kind_of(b) == CXCursor_CompoundStmt ? cx_children(b, s, 64) : 0;
	unsigned from, to;

	if (n < 3 || n > 64) {
		no(m, b, "the inner loop's body is not a declaration, a for loop over k and the "
		         "statements that use its sum");
		return;
	}
	if (!acc_init(m, s[0]) || !k_loop(m, s[1]))
		return;
	for (int i = 2; i < n; i++)
		if (!epilogue_stmt(m, s[i]))
			return;
	if (!m->g->z) {
		no(m, s[2], "no statement after the k loop writes Z[i * ld + j]");
		return;
	}
	cx_extent(s[2], &from, &to);
	m->g->epi_begin = from;
	m->g->epi_end = cx_stmt_end(m->c, s[n - 1]);
}

void
gemm_read(Ctx *c, Region *r, CXCursor stmt)
{
	Match m = {c, r, arena_alloc(sizeof *m.g), r->loops[0].var, r->loops[1].var, "", "",
	           NULL, 0, 0};

	if (r->nloops < 2)
		m.jv = "";
	CXCursor b = cx_nest_body(stmt, 2);

	r->gemm = m.g;
	if (r->dir != DIR_TTDPF) {
		no(&m, stmt, "not a target teams distribute parallel for construct");
		return;
	}
	if (r->nloops != 2) {
		no(&m, stmt, "not two perfectly nested loops");
		return;
	}
	for (int d = 0; d < 2; d++)
		if (strcmp(r->loops[d].stride, "1") || (r->loops[d].cmp != CMP_LT &&
		                                        r->loops[d].cmp != CMP_LE)) {
			no(&m, stmt, arena_printf("loop '%s' does not count up by 1", r->loops[d].var));
			return;
		}
	if (clang_Cursor_isNull(b)) {
		no(&m, stmt, "not two perfectly nested loops");
		return;
	}
	note_write(stmt, clang_getNullCursor(), &m);
	clang_visitChildren(stmt, note_write, &m);
	body(&m, b);
}
