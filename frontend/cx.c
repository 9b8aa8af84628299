/* libclang helpers: strings, locations, extents and source text.  Every
 * CXString is disposed of in cx_take_string, which copies it to the
 * arena first. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

const char *
cx_take_string(CXString s)
{
	const char *p = clang_getCString(s);
	const char *copy = arena_strdup(p ? p : "");
	clang_disposeString(s);
	return copy;
}

unsigned
cx_offset(CXSourceLocation loc)
{
	unsigned off;

	clang_getExpansionLocation(loc, NULL, NULL, NULL, &off);
	return off;
}

void
cx_extent(CXCursor c, unsigned *begin, unsigned *end)
{
	CXSourceRange r = clang_getCursorExtent(c);

	*begin = cx_offset(clang_getRangeStart(r));
	*end = cx_offset(clang_getRangeEnd(r));
}

/* The extent of a cursor of the main file, whole: where its last token
 * is the last of a macro invocation's last argument, libclang ends the
 * extent where the invocation begins (`NEG(x)`, `DECL(int, n)`); it ends
 * where the invocation does, when only closing parentheses follow the
 * token there. */
void
cx_whole_extent(Ctx *c, CXCursor cur, unsigned *begin, unsigned *end)
{
	CXSourceLocation last = clang_getRangeEnd(clang_getCursorExtent(cur));
	CXFile f, sf;
	unsigned at, e;

	cx_extent(cur, begin, end);
	clang_getExpansionLocation(last, &f, NULL, NULL, NULL);
	clang_getSpellingLocation(last, &sf, NULL, NULL, &at);
	if (clang_Location_isFromMainFile(last) || !f || !sf || !cx_same_file(f, c->file) ||
	    !cx_same_file(sf, c->file))
		return;
	e = *end;
	for (size_t i = 0; i < c->nexpansions; i++) {
		const Node *x = &c->expansions[i];
		if (x->begin > e || e >= x->end || at <= e || at > x->end)
			continue;
		unsigned k = at;
		while (k < x->end && (k = cx_skip_space(c, k)) < x->end && c->u->src[k] == ')')
			k++;
		if (k == x->end && x->end > *end)
			*end = x->end;
	}
}

/* The index of the line that holds offset. */
static size_t
line_index(Ctx *c, unsigned offset)
{
	size_t lo = 0, hi;

	if (!c->line_starts) {
		size_t cap = 0;
		VEC_PUSH(c->line_starts, c->nlines, cap, 0);
		for (unsigned i = 0; i < c->u->len; i++)
			if (c->u->src[i] == '\n')
				VEC_PUSH(c->line_starts, c->nlines, cap, i + 1);
	}
	hi = c->nlines;
	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;
		if (c->line_starts[mid] <= offset)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

/* File, line and column of an offset of the unit's text, 1-based, as its
 * #line directives say (unit_line); an offset in the directive line of a
 * _Pragma operator is the operator's. */
Loc
cx_loc(Ctx *c, unsigned offset)
{
	Loc loc = {c->u->path, 1, 1};
	size_t at;
	int m = -1;

	if (offset > c->u->len)
		offset = operators_offset(c, offset);
	at = line_index(c, offset);
	for (int i = 0; i < c->u->nmarks && c->u->marks[i].at <= offset; i++)
		m = i;
	if (m < 0) {
		loc.line = (unsigned)at + 1;
	} else {
		loc.file = c->u->marks[m].file;
		loc.line = c->u->marks[m].line + (unsigned)(at - line_index(c, c->u->marks[m].at));
	}
	loc.col = offset - c->line_starts[at] + 1;
	return loc;
}

/* Are a and b the same file on disk, in one translation unit or two (the
 * front end's parses each have their own files)? */
int
cx_same_file(CXFile a, CXFile b)
{
	CXFileUniqueID ia, ib;

	if (a == b)
		return 1;
	if (!a || !b || clang_getFileUniqueID(a, &ia) || clang_getFileUniqueID(b, &ib) ||
	    memcmp(ia.data, ib.data, sizeof ia.data))
		return 0;
	/* a file the front end gives from memory (parse.c) has an id of its
	 * translation unit's alone */
	const char *ra = cx_take_string(clang_File_tryGetRealPathName(a));
	const char *rb = cx_take_string(clang_File_tryGetRealPathName(b));
	if (!*ra || !*rb) {
		ra = cx_take_string(clang_getFileName(a));
		rb = cx_take_string(clang_getFileName(b));
	}
	return !strcmp(ra, rb);
}

/* Does c's extent start or end inside a macro expansion (or a macro's
 * argument)? */
int
cx_in_macro(CXCursor c)
{
	CXSourceRange r = clang_getCursorExtent(c);
	CXSourceLocation ends[2] = {clang_getRangeStart(r), clang_getRangeEnd(r)};

	for (int i = 0; i < 2; i++) {
		CXFile sf, ef;
		unsigned so, eo;
		clang_getSpellingLocation(ends[i], &sf, NULL, NULL, &so);
		clang_getExpansionLocation(ends[i], &ef, NULL, NULL, &eo);
		if (!cx_same_file(sf, ef) || so != eo)
			return 1;
	}
	return 0;
}

int
cx_in_main_file(CXCursor c)
{
	return clang_Location_isFromMainFile(clang_getCursorLocation(c));
}

/* Is c in the main file once its macros are expanded: a declaration
 * statement whose type a macro gives (REAL x[8], bool up[8]) starts in
 * the macro's expansion. */
int
cx_expanded_in_main_file(CXCursor c)
{
	CXSourceLocation loc = clang_getCursorLocation(c);
	CXFile f;
	unsigned off;

	if (clang_Location_isFromMainFile(loc))
		return 1;
	clang_getExpansionLocation(loc, &f, NULL, NULL, &off);
	return f && clang_Location_isFromMainFile(
	                    clang_getLocationForOffset(clang_Cursor_getTranslationUnit(c), f, off));
}

/* Text of the file, or of the directive line of a _Pragma operator. */
const char *
cx_text(Ctx *c, unsigned begin, unsigned end)
{
	if (end < begin || end > c->text_len)
		unreachable("source range out of the file");
	return arena_strndup(c->text + begin, end - begin);
}

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

/* The text of e rebuilt from the AST where macros give some of its
 * tokens, or NULL where the rebuilding does not know e's kind: the
 * written text of each operand no macro meets, an integer constant's
 * value, a variable's or enumerator's name, and the operators, parentheses
 * and subscripts between them. */
static const char *
rebuilt_text(Ctx *c, CXCursor e)
{
	CXCursor k[2];
	const char *a, *b, *op;
	unsigned begin, end;
	int n;

	cx_extent(e, &begin, &end);
	if (text_is_tokens(c, e, begin, end))
		return cx_text(c, begin, end);
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
	case CXCursor_ArraySubscriptExpr:
		if (n != 2 || !(a = rebuilt_text(c, k[0])) || !(b = rebuilt_text(c, k[1])))
			return NULL;
		return arena_printf("%s[%s]", a, b);
	case CXCursor_UnaryOperator:
		op = cx_operator(c, e);
		if (n != 1 || !op[0] || op[1] || !strchr("+-!~", op[0]) || !(a = rebuilt_text(c, k[0])))
			return NULL;
		return arena_printf("(%s%s)", op, a);
	case CXCursor_BinaryOperator:
		op = cx_operator(c, e);
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
	return cx_text(c, b, e);
}

/* Look through implicit casts and parentheses. */
CXCursor
cx_strip(CXCursor c)
{
	CXCursor kids[2];

	while (clang_getCursorKind(c) == CXCursor_UnexposedExpr ||
	       clang_getCursorKind(c) == CXCursor_ParenExpr) {
		if (cx_children(c, kids, 2) != 1)
			break;
		c = kids[0];
	}
	return c;
}

static enum CXChildVisitResult
last_kid(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	*(CXCursor *)data = c;
	return CXChildVisit_Continue;
}

/* The operand of C-style cast e, its last child: the type as written
 * comes first, a TypeRef for a typedef or struct name, and the sizes of
 * an array type, as in (float (*)[2][3][4])p.  A null cursor where the
 * last child is not an expression. */
CXCursor
cx_cast_operand(CXCursor e)
{
	CXCursor last = clang_getNullCursor();

	clang_visitChildren(e, last_kid, &last);
	return clang_isExpression(clang_getCursorKind(last)) ? last : clang_getNullCursor();
}

/* Look through parentheses, implicit conversions and C-style casts. */
CXCursor
cx_strip_casts(CXCursor e)
{
	CXCursor kid;

	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(e);
		if (k == CXCursor_CStyleCastExpr)
			kid = cx_cast_operand(e);
		else if ((k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr) ||
		         cx_children(e, &kid, 1) != 1)
			return e;
		if (clang_Cursor_isNull(kid))
			return e;
		e = kid;
	}
}

/* Is t an integer type (C11 6.2.5p17): _Bool, a character type, a
 * signed or unsigned integer type or an enumeration?  (With C++'s
 * wchar_t, char16_t and char32_t, which libclang types as their own
 * kinds.) */
int
cx_is_integer(CXType t)
{
	t = clang_getCanonicalType(t);
	return (t.kind >= CXType_Bool && t.kind <= CXType_Int128) || t.kind == CXType_Enum;
}

/* Is t an unsigned integer type (_Bool included)? */
int
cx_is_unsigned(CXType t)
{
	switch (clang_getCanonicalType(t).kind) {
	case CXType_UChar:
	case CXType_Char_U:
	case CXType_UShort:
	case CXType_UInt:
	case CXType_ULong:
	case CXType_ULongLong:
	case CXType_Bool:
		return 1;
	default:
		return 0;
	}
}

/* Is t an integer type whose size and sign say what a conversion to it
 * keeps (C11 6.3.1.3: a value it holds, else one modulo 2^N)?  Not
 * _Bool, to which every nonzero value converts as 1, nor an enumeration,
 * whose sign its underlying type gives, nor C++'s character types. */
int
cx_is_plain_integer(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind >= CXType_Char_U && t.kind <= CXType_Int128 && t.kind != CXType_Char16 &&
	       t.kind != CXType_Char32 && t.kind != CXType_WChar;
}

/* The values of integer type t where it has at most 32 bits (an enum's
 * are its underlying type's; wchar_t's, whose sign the target chooses,
 * both signs' together): 1 and [*lo, *hi], else 0. */
int
cx_int_range(CXType t, long long *lo, long long *hi)
{
	long long bits;

	t = clang_getCanonicalType(t);
	if (t.kind == CXType_Enum)
		t = clang_getEnumDeclIntegerType(clang_getTypeDeclaration(t));
	t = clang_getCanonicalType(t);
	bits = clang_Type_getSizeOf(t) * 8;
	if (bits <= 0 || bits > 32)
		return 0;
	switch (t.kind) {
	case CXType_Bool:
		*lo = 0, *hi = 1;
		return 1;
	case CXType_Char_U:
	case CXType_UChar:
	case CXType_Char16:
	case CXType_Char32:
	case CXType_UShort:
	case CXType_UInt:
	case CXType_ULong:
		*lo = 0, *hi = (1LL << bits) - 1;
		return 1;
	case CXType_Char_S:
	case CXType_SChar:
	case CXType_Short:
	case CXType_Int:
	case CXType_Long:
		*lo = -(1LL << (bits - 1)), *hi = (1LL << (bits - 1)) - 1;
		return 1;
	case CXType_WChar:
		*lo = -(1LL << (bits - 1)), *hi = (1LL << bits) - 1;
		return 1;
	default:
		return 0;
	}
}

typedef struct Kids {
	CXCursor *out;
	int n;
	int max;
} Kids;

static enum CXChildVisitResult
collect_kid(CXCursor c, CXCursor parent, CXClientData data)
{
	Kids *k = data;

	(void)parent;
	if (k->n < k->max)
		k->out[k->n] = c;
	k->n++;
	return CXChildVisit_Continue;
}

/* The direct children of c; returns how many there are. */
int
cx_children(CXCursor c, CXCursor *out, int max)
{
	Kids k = {out, 0, max};

	clang_visitChildren(c, collect_kid, &k);
	return k.n;
}

/* Past blanks, line splices and comments from offset i. */
unsigned
cx_skip_space(Ctx *c, unsigned i)
{
	const char *s = c->u->src;

	while (i < c->u->len) {
		if (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
			i++;
		} else if (s[i] == '\\' && s[i + 1] == '\n') {
			i += 2;
		} else if (s[i] == '/' && s[i + 1] == '*') {
			const char *e = strstr(s + i + 2, "*/");
			i = e ? (unsigned)(e - s) + 2 : c->u->len;
		} else if (s[i] == '/' && s[i + 1] == '/') {
			while (i < c->u->len && s[i] != '\n')
				i++;
		} else {
			break;
		}
	}
	return i;
}

/* End of a statement, including the ';' that clang leaves out of the
 * extent of expression, return, break and similar statements. */
unsigned
cx_stmt_end(Ctx *c, CXCursor stmt)
{
	unsigned b, e, next;

	cx_whole_extent(c, stmt, &b, &e);
	if (clang_getCursorKind(stmt) == CXCursor_CompoundStmt)
		return e;
	next = cx_skip_space(c, e);
	if (next < c->u->len && c->u->src[next] == ';')
		return next + 1;
	return e;
}

/* Where the statement of a directive ending at offset at must begin:
 * past blanks, comments, preprocessor lines (further directives), the
 * _Pragma operators that stand for them, and lines an #if skips; *cond is
 * set if a line other than a #pragma is among them. */
unsigned
cx_code_after(Ctx *c, unsigned at, int *cond)
{
	CXSourceRangeList *sk = clang_getSkippedRanges(c->tu, c->file);
	const char *s = c->u->src;
	unsigned from;

	*cond = 0;
	do {
		from = at = cx_skip_space(c, at);
		at = operators_skip(c, at);
		if (at < c->u->len && s[at] == '#') {
			unsigned word = cx_skip_space(c, at + 1);
			*cond |= word + 6 > c->u->len || strncmp(s + word, "pragma", 6);
		}
		if (at < c->u->len && s[at] == '#')
			while (at < c->u->len && s[at] != '\n')
				at += (s[at] == '\\' && s[at + 1] == '\n') ? 2 : 1;
		for (unsigned i = 0; sk && i < sk->count; i++) {
			unsigned b = cx_offset(clang_getRangeStart(sk->ranges[i]));
			unsigned e = cx_offset(clang_getRangeEnd(sk->ranges[i]));
			if (b <= at && at < e)
				at = e;
		}
	} while (at != from);
	if (sk)
		clang_disposeSourceRangeList(sk);
	return at;
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
		if (kind == CXCursor_DeclRefExpr) {
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
			if (clang_getCursorKind(base) != CXCursor_MemberRefExpr)
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
cx_write_of(Ctx *c, CXCursor cur, CXCursor *lhs)
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
		op = cx_operator(c, cur);
		if (n != 1 || (*op && strcmp(op, "++") && strcmp(op, "--")))
			return 0;
	} else if (n != 2 || (kind == CXCursor_BinaryOperator &&
	                      *(op = cx_operator(c, cur)) && strcmp(op, "=")))
		return 0;
	*lhs = k[0];
	return 1;
}

static int
by_begin(const void *a, const void *b)
{
	const VarRef *x = a, *y = b;

	return (x->begin > y->begin) - (x->begin < y->begin);
}

void
cx_sort_refs(VarRef *refs, int *n)
{
	int k = 0;

	if (!*n)
		return;
	qsort(refs, (size_t)*n, sizeof *refs, by_begin);
	for (int i = 0; i < *n; i++)
		if (!k || refs[i].begin != refs[k - 1].begin)
			refs[k++] = refs[i];
	*n = k;
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
		op = cx_operator(a->c, cur);
		a->bad = cx_write_of(a->c, cur, &lhs) || !strcmp(op, ",") ||
		         (clang_getCursorKind(cur) == CXCursor_UnaryOperator &&
		          (!strcmp(op, "*") || !strcmp(op, "&")));
		break;
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:
	case CXCursor_ParenExpr:
	case CXCursor_UnexposedExpr:
	case CXCursor_CStyleCastExpr:
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

/* The variable or parameter e names, through parentheses and implicit
 * conversions (not casts, which may change its value), or a null cursor. */
CXCursor
cx_var_ref(CXCursor e)
{
	CXCursor d;

	e = cx_strip(e);
	if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	d = clang_getCursorReferenced(e);
	if (clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl)
		return clang_getNullCursor();
	return d;
}

/* The shared memory element type of an arithmetic element, or NULL. */
const char *
cx_arith_name(CXType t)
{
	switch (clang_getCanonicalType(t).kind) {
	case CXType_Bool: return "bool";
	case CXType_Char_S: return "char";
	case CXType_Char_U: return "char";
	case CXType_SChar: return "signed char";
	case CXType_UChar: return "unsigned char";
	case CXType_Short: return "short";
	case CXType_UShort: return "unsigned short";
	case CXType_Int: return "int";
	case CXType_UInt: return "unsigned";
	case CXType_Long: return "long";
	case CXType_ULong: return "unsigned long";
	case CXType_LongLong: return "long long";
	case CXType_ULongLong: return "unsigned long long";
	case CXType_Float: return "float";
	case CXType_Double: return "double";
	default: return NULL;
	}
}

/* An integer constant expression's value: literals, enumerators and
 * arithmetic on them (a const variable is a variable). */
int
cx_int_constant(CXCursor e, long long *v)
{
	CXEvalResult res;
	int ok;

	e = cx_strip_casts(e);
	if (!cx_is_integer(clang_getCursorType(e)))
		return 0;
	if (clang_getCursorKind(e) == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCursorReferenced(e);
		if (clang_getCursorKind(d) != CXCursor_EnumConstantDecl)
			return 0;
		*v = clang_getEnumConstantDeclValue(d);
		return 1;
	}
	if (!(res = clang_Cursor_Evaluate(e)))
		return 0;
	ok = clang_EvalResult_getKind(res) == CXEval_Int;
	if (ok)
		*v = clang_EvalResult_getAsLongLong(res);
	clang_EvalResult_dispose(res);
	return ok;
}

/* The tokens of cursor cur's extent; NULL when it is not written out in
 * the main file. */
CXToken *
cx_tokens_of(Ctx *c, CXCursor cur, unsigned *n)
{
	CXSourceRange r = clang_getCursorExtent(cur);
	CXToken *t = NULL;

	*n = 0;
	if (cx_in_macro(cur) || !cx_in_main_file(cur))
		return NULL;
	clang_tokenize(c->tu, r, &t, n);
	return t;
}

/* Where token t begins, or with end 1 ends. */
unsigned
cx_token_offset(Ctx *c, CXToken t, int end)
{
	CXSourceRange r = clang_getTokenExtent(c->tu, t);

	return cx_offset(end ? clang_getRangeEnd(r) : clang_getRangeStart(r));
}

/* Is token t spelled s? */
int
cx_token_is(Ctx *c, CXToken t, const char *s)
{
	return !strcmp(cx_take_string(clang_getTokenSpelling(c->tu, t)), s);
}
