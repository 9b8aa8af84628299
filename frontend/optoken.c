/* The operator of a unary, binary or compound assignment cursor.
 *
 * An operator cursor's location is its first operand's, not its token's.
 * This pass finds
 * the operator token from the tokens as they were spelled, wherever the
 * preprocessor took them from (the file, a macro's replacement list, a
 * macro's argument), and answers only what it can prove:
 *   - of a binary operator or a prefix unary one, the token that comes
 *     just before its (right) operand's first token after preprocessing.
 *     That operand's first token is read where it is spelled (libclang
 *     keeps the spelling of a range's start); the token before it there
 *     is its predecessor after preprocessing when both are in one macro's
 *     replacement list, both in the file's text outside macro arguments,
 *     or both in one macro argument (the token before the first token of
 *     an argument is '(' or ','); when the operand's first token is the
 *     first of a replacement list, the one before the macro's invocation,
 *     if the file names that macro there.  A predecessor that names an
 *     object-like macro stands for the last token of its replacement
 *     list (`#define ASSIGN =`).
 *   - of a binary operator, also the token just after its left operand,
 *     when that operand ends in the main file's text outside every macro
 *     invocation (`i < ID(n)`, whose right operand starts an argument);
 *     the two answers, where both are known, must agree.
 *   - of unary * and &, the types: *p has the type p points to, &x a
 *     pointer to x's type.
 *   - of a postfix ++ or --, the last token of the cursor's extent, which
 *     is the operator when the extent ends in the file's text or in a
 *     macro argument (otherwise libclang ends it at the invocation's end,
 *     which is no ++ or --).
 * Otherwise the AST's operator kind (from_ast: libclang gives it since
 * version 17), and "" where even that is unknown; each caller then
 * assumes what is safe for it: that a write may be one, that a pattern
 * does not match.
 *
 * Each file the spelled tokens are in is tokenized once, with the
 * preprocessing directive and the #define replacement list each token
 * is in, and whether an #if skips it.
 */
#include <string.h>

#include "internal.h"

#define MAX_MACROS 8 /* object-like macros followed, one naming the next */

typedef struct OTok {
	const char *s;
	CXTokenKind kind;
	unsigned begin, end;
	int dir;              /* index of its directive's '#', or -1 */
	int body;             /* in a #define's replacement list */
	int skipped;          /* in lines an #if skips */
} OTok;

typedef struct OpFile {
	CXFile file;
	OTok *t;
	size_t n;
} OpFile;

/* Is there a line end between from and to outside comments and line
 * splices? */
static int
newline_between(const char *s, unsigned from, unsigned to)
{
	for (unsigned i = from; i < to; i++) {
		if (s[i] == '\\' && i + 1 < to && s[i + 1] == '\n')
			i++;
		else if (s[i] == '/' && i + 1 < to && s[i + 1] == '*') {
			const char *e = strstr(s + i + 2, "*/");
			i = e ? (unsigned)(e - s) + 1 : to;
		} else if (s[i] == '\n')
			return 1;
	}
	return 0;
}

/* Marks each directive's tokens, and the replacement list of a #define. */
static void
mark_directives(OTok *t, size_t n, const char *src)
{
	for (size_t i = 0; i < n; i++) {
		int starts = t[i].kind == CXToken_Punctuation && !strcmp(t[i].s, "#") &&
		             (i == 0 || newline_between(src, t[i - 1].end, t[i].begin));
		if (!starts) {
			continue;
		}
		size_t j = i + 1, body;
		while (j < n && !newline_between(src, t[j - 1].end, t[j].begin))
			t[j++].dir = (int)i;
		t[i].dir = (int)i;
		if (j - i < 3 || strcmp(t[i + 1].s, "define"))
			continue;
		body = i + 3;
		if (body < j && !strcmp(t[body].s, "(") && t[body].begin == t[i + 2].end) {
			while (body < j && strcmp(t[body].s, ")"))
				body++;
			body++;
		}
		for (; body < j; body++)
			t[body].body = 1;
		i = j - 1;
	}
}

static void
mark_skipped(Ctx *c, CXFile f, OTok *t, size_t n)
{
	CXSourceRangeList *sk = clang_getSkippedRanges(c->tu, f);

	for (unsigned r = 0; sk && r < sk->count; r++) {
		unsigned b, e;
		clang_getSpellingLocation(clang_getRangeStart(sk->ranges[r]), NULL, NULL, NULL, &b);
		clang_getSpellingLocation(clang_getRangeEnd(sk->ranges[r]), NULL, NULL, NULL, &e);
		for (size_t i = 0; i < n; i++)
			t[i].skipped |= b <= t[i].begin && t[i].begin < e;
	}
	if (sk)
		clang_disposeSourceRangeList(sk);
}

static OpFile *
file_tokens(Ctx *c, CXFile f)
{
	size_t size;
	const char *src;
	CXToken *toks;
	unsigned n;
	OpFile of = {f, NULL, 0};

	for (size_t i = 0; i < c->nopfiles; i++)
		if (cx_same_file(c->opfiles[i].file, f))
			return &c->opfiles[i];
	if (!(src = clang_getFileContents(c->tu, f, &size)))
		return NULL;
	clang_tokenize(c->tu,
	               clang_getRange(clang_getLocationForOffset(c->tu, f, 0),
	                              clang_getLocationForOffset(c->tu, f, (unsigned)size)),
	               &toks, &n);
	of.t = arena_alloc((n + 1) * sizeof *of.t);
	for (unsigned i = 0; i < n; i++) {
		CXSourceRange r = clang_getTokenExtent(c->tu, toks[i]);
		OTok *o = &of.t[of.n++];
		memset(o, 0, sizeof *o);
		o->s = cx_take_string(clang_getTokenSpelling(c->tu, toks[i]));
		o->kind = clang_getTokenKind(toks[i]);
		o->dir = -1;
		clang_getSpellingLocation(clang_getRangeStart(r), NULL, NULL, NULL, &o->begin);
		clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &o->end);
	}
	clang_disposeTokens(c->tu, toks, n);
	mark_directives(of.t, of.n, src);
	mark_skipped(c, f, of.t, of.n);
	VEC_PUSH(c->opfiles, c->nopfiles, c->capopfiles, of);
	return &c->opfiles[c->nopfiles - 1];
}

/* The index of the first token of file f that begins at offset off or
 * after it. */
static size_t
first_from(const OpFile *f, unsigned off)
{
	size_t lo = 0, hi = f->n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (f->t[mid].begin < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The token of file f that begins at offset off, or -1. */
static int
token_at(const OpFile *f, unsigned off)
{
	size_t i = first_from(f, off);

	return i < f->n && f->t[i].begin == off ? (int)i : -1;
}

/* The token spelled at a location of a cursor's extent. */
static int
spelled(Ctx *c, CXSourceLocation raw, OpFile **of)
{
	CXToken *t;
	unsigned n, off;
	CXFile f;
	int i = -1;

	clang_tokenize(c->tu, clang_getRange(raw, raw), &t, &n);
	if (!n)
		return -1;
	clang_getSpellingLocation(clang_getTokenLocation(c->tu, t[0]), &f, NULL, NULL, &off);
	clang_disposeTokens(c->tu, t, n);
	if (f && (*of = file_tokens(c, f)))
		i = token_at(*of, off);
	return i;
}

/* The token of the file's text outside directives at a location. */
static int
file_token(Ctx *c, CXFile f, unsigned off, OpFile **of)
{
	int i;

	if (!f || !(*of = file_tokens(c, f)) || (i = token_at(*of, off)) < 0 ||
	    (*of)->t[i].dir >= 0 || (*of)->t[i].skipped)
		return -1;
	return i;
}

/* The name's token in the #define of the object-like macro that token i
 * of file f invokes, or -1. */
static int
object_macro(Ctx *c, const OpFile *f, int i, OpFile **d)
{
	CXCursor m;
	unsigned off;
	CXFile df;

	if (f->t[i].kind != CXToken_Identifier || f->t[i].dir >= 0 || f->t[i].skipped)
		return -1;
	m = clang_getCursor(c->tu, clang_getLocationForOffset(c->tu, f->file, f->t[i].begin));
	if (clang_getCursorKind(m) != CXCursor_MacroExpansion)
		return -1;
	m = clang_getCursorReferenced(m);
	if (clang_getCursorKind(m) != CXCursor_MacroDefinition || clang_Cursor_isMacroFunctionLike(m))
		return -1;
	clang_getSpellingLocation(clang_getCursorLocation(m), &df, NULL, NULL, &off);
	if (!df || !(*d = file_tokens(c, df)))
		return -1;
	return token_at(*d, off);
}

/* The token t that comes before another after preprocessing: itself if
 * it is an operator or keyword, the last token of its replacement list
 * if it names an object-like macro there; NULL if not known. */
static const char *
resolve(Ctx *c, OpFile *f, int i, int depth)
{
	const OTok *t = &f->t[i];
	OpFile *d;
	int k;

	if (t->skipped || !strcmp(t->s, "#") || !strcmp(t->s, "##"))
		return NULL;
	if (t->kind == CXToken_Punctuation || t->kind == CXToken_Keyword)
		return t->s;
	if (depth >= MAX_MACROS || (k = object_macro(c, f, i, &d)) < 0)
		return NULL;
	while ((size_t)k + 1 < d->n && d->t[k + 1].dir == d->t[k].dir && d->t[k].dir >= 0)
		k++;
	if (!d->t[k].body || d->t[k].kind != CXToken_Punctuation)
		return NULL;
	return resolve(c, d, k, depth + 1);
}

/* Is token i of a replacement list inside the parentheses of a name's
 * call or invocation there (`BOUND(N, n)`)?  A ',' before it is then no
 * operator: after preprocessing, a macro's argument follows whatever
 * comes before the invocation. */
static int
in_call(const OpFile *f, int i)
{
	int depth = 0;

	for (int k = i - 1; k > 0 && f->t[k].body && f->t[k].dir == f->t[i].dir; k--) {
		if (!strcmp(f->t[k].s, ")"))
			depth++;
		else if (!strcmp(f->t[k].s, "(") && depth-- == 0)
			return f->t[k - 1].body && f->t[k - 1].dir == f->t[i].dir &&
			       f->t[k - 1].kind == CXToken_Identifier;
	}
	return 0;
}

/* The token just before the one at raw after preprocessing, or NULL. */
static const char *
before(Ctx *c, CXSourceLocation raw)
{
	OpFile *f, *ef;
	CXFile xf;
	unsigned xoff;
	int i = spelled(c, raw, &f), j;

	if (i <= 0)
		return NULL;
	clang_getExpansionLocation(raw, &xf, NULL, NULL, &xoff);
	if (f->t[i].body) { /* in a replacement list */
		if (f->t[i - 1].body && f->t[i - 1].dir == f->t[i].dir)
			return !strcmp(f->t[i - 1].s, ",") && in_call(f, i) ? NULL
			                                                    : resolve(c, f, i - 1, 0);
		/* its first token: the invocation must be the file's */
		j = file_token(c, xf, xoff, &ef);
		if (j <= 0 || strcmp(ef->t[j].s, f->t[f->t[i].dir + 2].s))
			return NULL;
		return resolve(c, ef, j - 1, 0);
	}
	if (f->t[i].dir >= 0 || f->t[i].skipped || f->t[i - 1].dir >= 0)
		return NULL;
	/* in the file's text; in a macro argument, the token before its
	 * first is '(' or ',', no operator */
	if ((!cx_same_file(xf, f->file) || xoff != f->t[i].begin) && !strcmp(f->t[i - 1].s, ","))
		return NULL;
	return resolve(c, f, i - 1, 0);
}

/* The token just after the extent of left operand lhs after
 * preprocessing, or NULL: the extent must end in the main file's text
 * outside every macro invocation (one that ends in a replacement list
 * ends at the invocation's end), and the token is the next of the text,
 * or the first of the replacement list of the object-like macro it
 * names. */
static const char *
after(Ctx *c, CXCursor lhs)
{
	CXFile f;
	unsigned off;
	OpFile *of, *d;
	size_t i;
	int k;

	clang_getSpellingLocation(clang_getRangeEnd(clang_getCursorExtent(lhs)), &f, NULL, NULL,
	                          &off);
	if (!f || !cx_same_file(f, c->file) || !(of = file_tokens(c, f)))
		return NULL;
	for (size_t e = 0; e < c->nexpansions; e++)
		if (c->expansions[e].begin < off && off <= c->expansions[e].end)
			return NULL;
	if ((i = first_from(of, off)) >= of->n || of->t[i].dir >= 0 || of->t[i].skipped)
		return NULL;
	if (of->t[i].kind == CXToken_Punctuation || of->t[i].kind == CXToken_Keyword)
		return of->t[i].s;
	/* its replacement list's first token, if it is an operator */
	if ((k = object_macro(c, of, (int)i, &d)) < 0 || (size_t)k + 1 >= d->n ||
	    !d->t[k + 1].body || d->t[k + 1].kind != CXToken_Punctuation ||
	    !strcmp(d->t[k + 1].s, "#") || !strcmp(d->t[k + 1].s, "##"))
		return NULL;
	return d->t[k + 1].s;
}

/* The last token of the extent that ends at end, when it is ++ or --. */
static const char *
postfix(Ctx *c, CXSourceLocation end)
{
	CXFile f;
	unsigned off;
	OpFile *of;
	size_t i;

	clang_getSpellingLocation(end, &f, NULL, NULL, &off);
	if (!f || !(of = file_tokens(c, f)) || !(i = first_from(of, off)))
		return NULL;
	const OTok *t = &of->t[i - 1];
	if (t->end != off || t->dir >= 0 || t->skipped || (strcmp(t->s, "++") && strcmp(t->s, "--")))
		return NULL;
	return t->s;
}

static int
one_of(const char *op, const char *const *ops)
{
	for (int i = 0; ops[i]; i++)
		if (!strcmp(op, ops[i]))
			return 1;
	return 0;
}

static const char *const binary_ops[] = {"*", "/", "%", "+", "-", "<<", ">>", "<", ">", "<=", ">=",
                                         "==", "!=", "&", "^", "|", "&&", "||", "=", ",", 0};
static const char *const compound_ops[] = {"*=", "/=", "%=", "+=", "-=", "<<=",
                                           ">>=", "&=", "^=", "|=", 0};
static const char *const prefix_ops[] = {"+", "-", "!", "~", "*", "&", "++", "--", "__real__",
                                         "__imag__", "__extension__", "__real", "__imag", 0};

/* The unary * and & by their types: *p has the type p points to, &x
 * points to x's type. */
static const char *
by_type(CXCursor e, CXCursor operand)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(e));
	CXType o = clang_getCanonicalType(clang_getCursorType(operand));

	if (o.kind == CXType_Pointer &&
	    clang_equalTypes(clang_getCanonicalType(clang_getPointeeType(o)), t))
		return "*";
	if (t.kind == CXType_Pointer &&
	    clang_equalTypes(clang_getCanonicalType(clang_getPointeeType(t)), o))
		return "&";
	return NULL;
}

/* Is the unary operator cursor e a postfix one (x++, x--)? */
int
cx_postfix(CXCursor e)
{
	CXCursor kid;

	return cx_children(e, &kid, 1) == 1 &&
	       clang_equalLocations(clang_getRangeStart(clang_getCursorExtent(e)),
	                            clang_getRangeStart(clang_getCursorExtent(kid)));
}

/* The operator as libclang's AST has it, where the tokens did not
 * answer: an operator a macro's replacement list holds next to the
 * macro's arguments (`for (int i = 0; i < n; i++)` in a macro), whose
 * token the spelling locations do not reach. */
static const char *
from_ast(CXCursor e, enum CXCursorKind k)
{
	if (k == CXCursor_BinaryOperator || k == CXCursor_CompoundAssignOperator) {
		enum CXBinaryOperatorKind b = clang_getCursorBinaryOperatorKind(e);
		if (b != CXBinaryOperator_Invalid)
			return cx_take_string(clang_getBinaryOperatorKindSpelling(b));
	} else if (k == CXCursor_UnaryOperator) {
		enum CXUnaryOperatorKind u = clang_getCursorUnaryOperatorKind(e);
		if (u != CXUnaryOperator_Invalid)
			return cx_take_string(clang_getUnaryOperatorKindSpelling(u));
	}
	return "";
}

/* The operator of a unary, binary or compound assignment operator cursor
 * as C spells it ("+=", "++"), or "" when it is not known. */
const char *
cx_operator(Ctx *c, CXCursor e)
{
	enum CXCursorKind k = clang_getCursorKind(e);
	CXCursor kids[2];
	int n = cx_children(e, kids, 2);
	CXSourceRange r = clang_getCursorExtent(e);
	const char *op = NULL;

	if ((k == CXCursor_BinaryOperator || k == CXCursor_CompoundAssignOperator) && n == 2) {
		const char *const *ops = k == CXCursor_BinaryOperator ? binary_ops : compound_ops;
		const char *a = before(c, clang_getRangeStart(clang_getCursorExtent(kids[1])));
		const char *b = after(c, kids[0]);
		a = a && one_of(a, ops) ? a : NULL;
		b = b && one_of(b, ops) ? b : NULL;
		op = a && b && strcmp(a, b) ? NULL : a ? a : b;
	} else if (k == CXCursor_UnaryOperator && n == 1 && (op = by_type(e, kids[0]))) {
		return op;
	} else if (k == CXCursor_UnaryOperator && n == 1) {
		CXSourceLocation at = clang_getRangeStart(clang_getCursorExtent(kids[0]));
		if (!cx_postfix(e)) {
			op = before(c, at);
			if (op && !one_of(op, prefix_ops))
				op = NULL;
		} else {
			op = postfix(c, clang_getRangeEnd(r));
		}
	}
	return op ? op : from_ast(e, k);
}
