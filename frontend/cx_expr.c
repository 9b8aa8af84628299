/* Expressions of the plain parse as C text and as facts: the text of an
 * expression where macros give some of its tokens (cx_expr_text), what
 * an expression writes (cx_write_of, cx_written_var), whether a reference
 * type lets its holder write (cx_writable_ref), and whether it is
 * integer arithmetic of given variables (cx_int_arith).  Above cx.c and
 * optoken.c (the operators as C spells them).
 */
#include <string.h>

#include "internal.h"

/* Is name a macro of the unit? */
static int
is_macro_name(Ctx *c, const char *name)
{
	for (size_t i = 0; i < c->nmacros; i++)
		if (!strcmp(c->macros[i].name, name))
			return 1;
	return 0;
}

/* The replacement list of the macro invocation x expands: its tokens,
 * *n of them, *params at the first (NULL when the definition cannot be
 * read).  The caller disposes of *all, *nall. */
static CXToken *
replacement(Ctx *c, const Node *x, CXToken **all, unsigned *nall, unsigned *n)
{
	CXCursor def = clang_getCursorReferenced(x->cursor);
	unsigned k = 1;

	*all = NULL;
	*nall = *n = 0;
	if (clang_getCursorKind(def) != CXCursor_MacroDefinition)
		return NULL;
	clang_tokenize(c->tu, clang_getCursorExtent(def), all, nall);
	if (clang_Cursor_isMacroFunctionLike(def))
		while (k < *nall && strcmp(cx_take_string(clang_getTokenSpelling(c->tu, (*all)[k - 1])),
		                           ")"))
			k++;
	if (k > *nall)
		return NULL;
	*n = *nall - k;
	return *all + k;
}

/* Do e's tokens, where the invocation x begins or ends e's extent, begin
 * or end with x's expansion?  They do where x's replacement list is one
 * literal or one name of no macro (`#define N 64`); where x is e's whole
 * extent, also where e is a parenthesized expression and the list one
 * parenthesized whole (`#define COUNT(x) (sizeof(x) / sizeof((x)[0]))`). */
static int
whole_at_edge(Ctx *c, CXCursor e, const Node *x, int whole)
{
	CXToken *all, *t;
	unsigned nall, n;
	int ok = 0, depth = 0;

	if (!(t = replacement(c, x, &all, &nall, &n)) || !n)
		goto out;
	const char *first = cx_take_string(clang_getTokenSpelling(c->tu, t[0]));
	CXTokenKind k0 = clang_getTokenKind(t[0]);
	if (n == 1) {
		ok = k0 == CXToken_Literal || (k0 == CXToken_Identifier && !is_macro_name(c, first));
		goto out;
	}
	while (clang_getCursorKind(e) == CXCursor_UnexposedExpr && cx_children(e, &e, 1) == 1)
		;
	if (!whole || clang_getCursorKind(e) != CXCursor_ParenExpr || strcmp(first, "("))
		goto out;
	for (unsigned i = 0; i < n; i++) {
		const char *s = cx_take_string(clang_getTokenSpelling(c->tu, t[i]));
		depth += !strcmp(s, "(") - !strcmp(s, ")");
		if (!depth) {
			ok = i == n - 1;
			break;
		}
	}
out:
	if (all)
		clang_disposeTokens(c->tu, all, nall);
	return ok;
}

/* Is the text of e's extent [begin, end) its tokens: every invocation
 * of a macro that meets it inside it, and those at its edges whole
 * there (whole_at_edge)? */
static int
text_is_tokens(Ctx *c, CXCursor e, unsigned begin, unsigned end)
{
	if (begin >= end)
		return 0;
	for (size_t i = 0; i < c->nexpansions; i++) {
		const Node *x = &c->expansions[i];
		if (x->begin > end || begin >= x->end)
			continue;
		if (x->begin < begin || x->end > end)
			return 0;
		if ((x->begin == begin || x->end == end) &&
		    !whole_at_edge(c, e, x, x->begin == begin && x->end == end))
			return 0;
	}
	return 1;
}

/* An integer constant expression e as a literal of its type, or NULL. */
static const char *
constant_text(CXCursor e)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(e));
	CXEvalResult v;
	const char *s = NULL;

	if (!cx_is_integer(t) || !(v = clang_Cursor_Evaluate(e)))
		return NULL;
	if (clang_EvalResult_getKind(v) == CXEval_Int)
		s = clang_EvalResult_isUnsignedInt(v)
		            ? arena_printf("((%s)%lluull)", cx_take_string(clang_getTypeSpelling(t)),
		                           clang_EvalResult_getAsUnsigned(v))
		            : arena_printf("((%s)%lldll)", cx_take_string(clang_getTypeSpelling(t)),
		                           clang_EvalResult_getAsLongLong(v));
	clang_EvalResult_dispose(v);
	return s;
}

static const char *rebuilt_text(Ctx *c, CXCursor e);

/* A call of a function declared at file scope (or in extern "C"), e,
 * rebuilt: its name and each argument's text; NULL for any other call
 * (a member function's, one through a pointer, a namespace's function,
 * whose name alone would not name it). */
static const char *
rebuilt_call(Ctx *c, CXCursor e)
{
	CXCursor fn = clang_getCursorReferenced(e);
	enum CXCursorKind scope = clang_getCursorKind(clang_getCursorSemanticParent(fn));
	int n = clang_Cursor_getNumArguments(e);
	const char *text, *arg;

	if (clang_getCursorKind(fn) != CXCursor_FunctionDecl || n < 0 ||
	    (scope != CXCursor_TranslationUnit && scope != CXCursor_LinkageSpec))
		return NULL;
	text = arena_printf("%s(", cx_take_string(clang_getCursorSpelling(fn)));
	for (int i = 0; i < n; i++) {
		if (!(arg = rebuilt_text(c, clang_Cursor_getArgument(e, (unsigned)i))))
			return NULL;
		text = arena_printf("%s%s%s", text, i ? ", " : "", arg);
	}
	return arena_printf("%s)", text);
}

/* The text of e rebuilt from the AST where macros give some of its
 * tokens, or NULL where the rebuilding does not know e's kind: the
 * written text of each operand no macro meets, an integer constant's
 * value, a variable's or enumerator's name, a call of a function named
 * alone (rebuilt_call: `#define ISTART omp_get_team_num()`), and the
 * operators, parentheses and subscripts between them. */
static const char *
rebuilt_text(Ctx *c, CXCursor e)
{
	CXCursor k[2];
	const char *a, *b, *op;
	unsigned begin, end;
	int n;

	cx_extent(e, &begin, &end);
	if (text_is_tokens(c, e, begin, end))
		return cx_taken(cx_text(c, begin, end));
	if ((a = constant_text(e)))
		return a;
	n = cx_children(e, k, 2);
	switch (clang_getCursorKind(e)) {
	case CXCursor_UnexposedExpr: /* an implicit conversion */
		return n == 1 ? rebuilt_text(c, k[0]) : NULL;
	case CXCursor_ParenExpr:
		return n == 1 && (a = rebuilt_text(c, k[0])) ? arena_printf("(%s)", a) : NULL;
	case CXCursor_DeclRefExpr:
		return cx_take_string(clang_getCursorSpelling(e));
	case CXCursor_CallExpr:
		return rebuilt_call(c, e);
	case CXCursor_ArraySubscriptExpr:
		if (n != 2 || !(a = rebuilt_text(c, k[0])) || !(b = rebuilt_text(c, k[1])))
			return NULL;
		return arena_printf("%s[%s]", a, b);
	case CXCursor_UnaryOperator:
		op = cx_operator(e);
		if (n != 1 || !op[0] || op[1] || !strchr("+-!~", op[0]) || !(a = rebuilt_text(c, k[0])))
			return NULL;
		return arena_printf("(%s%s)", op, a);
	case CXCursor_BinaryOperator:
		op = cx_operator(e);
		if (n != 2 || !*op || !strcmp(op, "=") || !strcmp(op, ",") ||
		    !(a = rebuilt_text(c, k[0])) || !(b = rebuilt_text(c, k[1])))
			return NULL;
		return arena_printf("(%s %s %s)", a, op, b);
	default:
		return NULL;
	}
}

/* The text of an expression that code copies, or NULL where it cannot
 * be had.  Where no macro invocation meets its extent, the text as
 * written.  Where one does, the extent's text may hold more or less than
 * the expression: its tokens may come from an argument of a function-like
 * macro (`ID(n)`, wherever the argument is spelled), and an invocation
 * `M` of `#define M x < n` is the extent of `n` as well as of `x < n`.
 * The text as written is kept where it is the expression's tokens
 * (text_is_tokens); otherwise it is rebuilt from the AST (rebuilt_text). */
const char *
cx_expr_text(Ctx *c, CXCursor e)
{
	return rebuilt_text(c, e);
}

/* The text of a cursor for a message: cx_expr_text, or the text of its
 * extent. */
const char *
cx_cursor_text(Ctx *c, CXCursor cur)
{
	unsigned b, e;
	const char *s = cx_expr_text(c, cur);

	if (s)
		return s;
	cx_extent(cur, &b, &e);
	return cx_taken(cx_text(c, b, e));
}

/* Is e of an array type (whose subscripts stay inside its storage)? */
static int
array_typed(CXCursor e)
{
	enum CXTypeKind k = clang_getCanonicalType(clang_getCursorType(e)).kind;

	return k == CXType_ConstantArray || k == CXType_IncompleteArray ||
	       k == CXType_VariableArray || k == CXType_DependentSizedArray;
}

/* The lvalue's variable, if the write changes a variable itself (x = ,
 * x.f = , x++, and an element of an array member, x.a[i] = , which lies
 * in x's storage) rather than memory a pointer or an array variable
 * leads to (a[i] = ). */
int
cx_written_var(CXCursor lhs, CXCursor *decl)
{
	CXCursor k[2];

	for (;;) {
		lhs = cx_strip(lhs);
		enum CXCursorKind kind = clang_getCursorKind(lhs);
		if (kind == CXCursor_DeclRefExpr || cx_static_through(lhs)) { /* o.v: C::v */
			*decl = clang_getCursorReferenced(lhs);
			return clang_getCursorKind(*decl) == CXCursor_VarDecl ||
			       clang_getCursorKind(*decl) == CXCursor_ParmDecl;
		}
		if (kind == CXCursor_ArraySubscriptExpr) {
			/* subscripts of an array member: x.a[i][j] is in x */
			CXCursor base = lhs;
			while (clang_getCursorKind(base) == CXCursor_ArraySubscriptExpr &&
			       cx_children(base, k, 2) == 2 && array_typed(cx_strip(k[0])))
				base = cx_strip(k[0]);
			if (clang_getCursorKind(base) != CXCursor_MemberRefExpr || cx_static_through(base))
				return 0;
			lhs = base;
			continue;
		}
		if (kind != CXCursor_MemberRefExpr || cx_children(lhs, k, 1) != 1 ||
		    clang_getCanonicalType(clang_getCursorType(cx_strip(k[0]))).kind == CXType_Pointer)
			return 0;
		lhs = k[0];
	}
}

/* The left operand of an assignment or increment, if cur is one or may
 * be one (an operator cx_operator does not know). */
int
cx_write_of(CXCursor cur, CXCursor *lhs)
{
	CXCursor k[2];
	enum CXCursorKind kind = clang_getCursorKind(cur);
	const char *op;
	int n;

	if (kind != CXCursor_BinaryOperator && kind != CXCursor_CompoundAssignOperator &&
	    kind != CXCursor_UnaryOperator)
		return 0;
	n = cx_children(cur, k, 2);
	if (kind == CXCursor_UnaryOperator) {
		op = cx_operator(cur);
		if (n != 1 || (*op && strcmp(op, "++") && strcmp(op, "--")))
			return 0;
	} else if (n != 2 || (kind == CXCursor_BinaryOperator &&
	                      *(op = cx_operator(cur)) && strcmp(op, "=")))
		return 0;
	*lhs = k[0];
	return 1;
}

typedef struct IntArith {
	Ctx *c;
	int (*var_ok)(CXCursor decl, void *data);
	void *data;
	int bad;
} IntArith;

static enum CXChildVisitResult
int_arith_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	IntArith *a = data;
	CXCursor d, lhs;
	const char *op;

	(void)parent;
	switch (clang_getCursorKind(cur)) {
	case CXCursor_DeclRefExpr:
		d = clang_getCursorReferenced(cur);
		if (clang_getCursorKind(d) == CXCursor_EnumConstantDecl)
			break;
		a->bad = (clang_getCursorKind(d) != CXCursor_VarDecl &&
		          clang_getCursorKind(d) != CXCursor_ParmDecl) ||
		         !cx_is_integer(clang_getCursorType(d)) ||
		         clang_isVolatileQualifiedType(clang_getCursorType(d)) || !a->var_ok(d, a->data);
		break;
	case CXCursor_BinaryOperator:
	case CXCursor_UnaryOperator:
		op = cx_operator(cur);
		a->bad = cx_write_of(cur, &lhs) || !strcmp(op, ",") ||
		         (clang_getCursorKind(cur) == CXCursor_UnaryOperator &&
		          (!strcmp(op, "*") || !strcmp(op, "&")));
		break;
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:
	case CXCursor_ParenExpr:
	case CXCursor_UnexposedExpr:
	case CXCursor_CStyleCastExpr:
	case CXCursor_CXXStaticCastExpr: /* C++'s value conversions, as C's casts */
	case CXCursor_CXXFunctionalCastExpr:
	case CXCursor_TypeRef:
	case CXCursor_UnaryExpr:
		break;
	default:
		a->bad = 1;
	}
	return a->bad ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* Is e integer arithmetic with no side effect on integer literals,
 * character constants, enumerators, sizeof and integer variables var_ok
 * accepts: no call, no read of memory, no assignment, no comma? */
int
cx_int_arith(Ctx *c, CXCursor e, int (*var_ok)(CXCursor decl, void *data), void *data)
{
	IntArith a = {c, var_ok, data, 0};

	int_arith_visit(e, e, &a);
	if (!a.bad)
		clang_visitChildren(e, int_arith_visit, &a);
	return !a.bad && cx_is_integer(clang_getCursorType(e));
}

/* Does a C++ reference of type ty let its holder write what it binds
 * to (a reference to non-const)? */
int
cx_writable_ref(CXType ty)
{
	ty = clang_getCanonicalType(ty);
	return (ty.kind == CXType_LValueReference || ty.kind == CXType_RValueReference) &&
	       !clang_isConstQualifiedType(clang_getPointeeType(ty));
}
