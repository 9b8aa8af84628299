/* libclang helpers: strings, locations, extents and source text.  Every
 * CXString is disposed of in cx_take_string, which copies it to the
 * arena first. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Past the _Pragma operators that start at offset at, followed or not
 * OpenMP ones: they stand for directive lines (cx_code_after). */
static unsigned
operators_skip(Ctx *c, unsigned at)
{
	for (size_t i = 0; i < c->nops; i++)
		if (c->ops[i].begin == at && c->ops[i].text)
			return c->ops[i].end;
	return at;
}

/* The file offset behind an offset of an operator's directive line. */
static unsigned
operators_offset(Ctx *c, unsigned at)
{
	const Operator *op = NULL;
	unsigned prefix = (unsigned)strlen("#pragma ");

	for (size_t i = 0; i < c->nops; i++)
		if (c->ops[i].at && c->ops[i].at <= at)
			op = &c->ops[i];
	if (!op)
		unreachable("offset in no operator's directive");
	if (op->literal && at >= op->at + prefix)
		return op->literal + (at - op->at - prefix);
	return op->begin;
}

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

/* Are a and b the same node (cursors reached by different walks need not
 * compare equal)? */
int
cx_same_node(CXCursor a, CXCursor b)
{
	unsigned ab, ae, bb, be;

	cx_extent(a, &ab, &ae);
	cx_extent(b, &bb, &be);
	return clang_getCursorKind(a) == clang_getCursorKind(b) && ab == bb && ae == be;
}

/* The conditional directive a line of text at s holds: 1 #if, #ifdef,
 * #ifndef; 2 #elif, #else; 3 #endif; else 0. */
static int
conditional(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s++ != '#')
		return 0;
	while (*s == ' ' || *s == '\t')
		s++;
	if (!strncmp(s, "if", 2))
		return 1;
	if (!strncmp(s, "elif", 4) || !strncmp(s, "else", 4))
		return 2;
	return !strncmp(s, "endif", 5) ? 3 : 0;
}

static char *
blank_line(char *line)
{
	for (; *line && *line != '\n'; line++)
		*line = ' ';
	return *line ? line + 1 : line;
}

/* The text of a parsed declaration or expression's extent as the host
 * compiler took it, lines kept (for #line): a conditional group it holds
 * one end of was taken where the text begins, so that end's directive is
 * blanked, and after an #else or #elif of a group opened before the text,
 * everything to the group's #endif (branches not taken).  An
 * `extern "C" {` between `#if defined(__cplusplus)` groups copies the
 * #endif after it and the #if before its `}`; `s &= \n #ifndef A \n
 * (unsigned) \n #endif \n v` has the expression begin after the #ifndef. */
const char *
cx_taken(const char *text)
{
	char *t, *line, *open[64];
	int n = 0, skip = 0; /* skip: in a group's branch not taken, its depth */

	if (!strchr(text, '#'))
		return text; /* no directive: most expressions */
	t = line = (char *)arena_printf("%s", text);

	while (*line) {
		int k = conditional(line);
		if (skip) {
			skip += k == 1 ? 1 : k == 3 ? -1 : 0;
			line = blank_line(line);
			continue;
		}
		if (k == 1 && n < 64)
			open[n++] = line;
		else if (k == 3 && n)
			n--;
		else if ((k == 2 || k == 3) && !n) {
			skip = k == 2; /* to the group's #endif */
			line = blank_line(line);
			continue;
		}
		line = strchr(line, '\n') ? strchr(line, '\n') + 1 : line + strlen(line);
	}
	while (n--)
		blank_line(open[n]);
	return t;
}

/* Is offset at of the main file on a preprocessing directive's line (a
 * #define, continued lines included)? */
static int
on_directive(const Ctx *c, unsigned at)
{
	const char *s = c->u->src;

	for (;;) {
		unsigned ls = at, i;
		while (ls > 0 && s[ls - 1] != '\n')
			ls--;
		for (i = ls; i < c->u->len && (s[i] == ' ' || s[i] == '\t'); i++)
			;
		if (i < c->u->len && s[i] == '#')
			return 1;
		if (ls < 2 || s[ls - 2] != '\\') /* the line before is not continued */
			return 0;
		at = ls - 1;
	}
}

/* Is the call spelled at offset b of its file, a call of no arguments,
 * the whole replacement list of the macro whose invocation in the main
 * file is [begin, end) (`#define ISTART omp_get_team_num()`)?  Then the
 * invocation's text is its text. */
static int
whole_expansion(Ctx *c, unsigned begin, unsigned end, unsigned b)
{
	for (size_t i = 0; i < c->nexpansions; i++) {
		const Node *x = &c->expansions[i];
		if (x->begin != begin || x->end != end)
			continue;
		CXCursor def = clang_getCursorReferenced(x->cursor);
		CXToken *t;
		unsigned n, k = 1, first = 0;
		int whole;
		if (clang_getCursorKind(def) != CXCursor_MacroDefinition)
			return 0;
		clang_tokenize(c->tu, clang_getCursorExtent(def), &t, &n);
		if (clang_Cursor_isMacroFunctionLike(def))
			while (k < n && strcmp(cx_take_string(clang_getTokenSpelling(c->tu, t[k++])), ")"))
				;
		whole = k + 3 == n && !strcmp(cx_take_string(clang_getTokenSpelling(c->tu, t[k + 1])), "(") &&
		        !strcmp(cx_take_string(clang_getTokenSpelling(c->tu, t[k + 2])), ")");
		if (whole)
			clang_getSpellingLocation(clang_getTokenLocation(c->tu, t[k]), NULL, NULL, NULL, &first);
		clang_disposeTokens(c->tu, t, n);
		return whole && first == b;
	}
	return 0;
}

/* Where cursor cur is written in the main file, inside [lo, hi): its
 * own extent, or the invocation of a macro that is all of it, or where a
 * macro's argument holds it (`CHECK(i <
 * omp_get_num_threads())`: the call's text is the argument's, which the
 * expansion copies); 0 when a macro's definition gives it (the
 * invocation's text holds more than it, or less) or it lies outside
 * [lo, hi). */
int
cx_spelled_extent(Ctx *c, CXCursor cur, unsigned lo, unsigned hi, unsigned *begin, unsigned *end)
{
	CXSourceRange r = clang_getCursorExtent(cur);
	CXFile f1, f2;
	unsigned b, e;

	cx_extent(cur, begin, end);
	if (!cx_in_macro(cur))
		return *begin < *end && *begin >= lo && *end <= hi;
	clang_getSpellingLocation(clang_getRangeStart(r), &f1, NULL, NULL, &b);
	clang_getSpellingLocation(clang_getRangeEnd(r), &f2, NULL, NULL, &e);
	if (*begin < *end && whole_expansion(c, *begin, *end, b))
		return *begin >= lo && *end <= hi;
	if (!f1 || !f2 || !clang_File_isEqual(f1, c->file) || !clang_File_isEqual(f2, c->file) ||
	    b >= e || b < lo || e > hi || on_directive(c, b))
		return 0;
	*begin = b;
	*end = e;
	return 1;
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

/* Where a libclang location is, as #line directives present it. */
Loc
cx_presumed(CXSourceLocation at)
{
	CXString file;
	unsigned line, col;

	clang_getPresumedLocation(at, &file, &line, &col);
	Loc loc = {cx_take_string(file), line, col};
	if (!*loc.file)
		loc.file = NULL;
	return loc;
}

/* Where a declaration begins: cx_loc of its offset in the unit's text,
 * or, declared in a header the text does not hold, the header's file,
 * line and column (whose offsets are no offsets of the text). */
Loc
cx_decl_loc(Ctx *c, CXCursor decl)
{
	unsigned b, e;

	if (!cx_expanded_in_main_file(decl))
		return cx_presumed(clang_getCursorLocation(decl));
	cx_extent(decl, &b, &e);
	return cx_loc(c, b);
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
/* Is cur an OpenMP directive (libclang's OMP...Directive statements)? */
int
cx_is_directive(CXCursor cur)
{
	return !strncmp(cx_take_string(clang_getCursorKindSpelling(clang_getCursorKind(cur))), "OMP", 3);
}

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

/* Clang's printing of declaration cur: whole, or its head (terse). */
const char *
cx_printed(CXCursor cur, int terse)
{
	CXPrintingPolicy pol = clang_getCursorPrintingPolicy(cur);
	const char *s;

	clang_PrintingPolicy_setProperty(pol, CXPrintingPolicy_TerseOutput, (unsigned)terse);
	s = cx_take_string(clang_getCursorPrettyPrinted(cur, pol));
	clang_PrintingPolicy_dispose(pol);
	return s;
}

/* Does fn's declaration, as clang prints it, say constexpr before its
 * name? */
int
cx_printed_constexpr(CXCursor fn)
{
	const char *s = cx_printed(fn, 1), *name = cx_take_string(clang_getCursorSpelling(fn)), *at;
	size_t n = strlen(name);

	for (at = strstr(s, name); at && at[n] != '(' && at[n] != '<'; at = strstr(at + 1, name))
		;
	for (const char *p = strstr(s, "constexpr "); p && at && p < at; p = strstr(p + 1, "constexpr "))
		if (p == s || p[-1] == ' ')
			return 1;
	return 0;
}

/* Is function fn declare target for the device (OpenMP 5.2 7.8): does
 * its declaration carry the directive's attribute, whatever the
 * directive's form or file (a block around it, a list naming it, a
 * _Pragma a macro gives)?  A cursor of the OpenMP parse: the plain one
 * has no directives.  libclang shows the attribute only as an
 * unexposed one; clang's printing of the declaration writes it as the
 * directive, `#pragma omp declare target` before the head (and
 * device_type(host) where the function has no device version). */
int
cx_declare_target(CXCursor fn)
{
	const char *s, *nl;

	if (!clang_Cursor_hasAttrs(fn))
		return 0;
	/* the attributes that print as directives come first, a line each */
	for (s = cx_printed(fn, 1); !strncmp(s, "#pragma ", 8) && (nl = strchr(s, '\n')); s = nl + 1) {
		const char *host = strstr(s, "device_type(host)");
		if (!strncmp(s, "#pragma omp declare target", 26) && (!host || host > nl))
			return 1;
	}
	return 0;
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

/* Look through parentheses, implicit conversions, C-style casts and
 * C++'s named and functional casts. */
CXCursor
cx_strip_casts(CXCursor e)
{
	CXCursor kid;

	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(e);
		if (k == CXCursor_CStyleCastExpr || k == CXCursor_CXXStaticCastExpr ||
		    k == CXCursor_CXXReinterpretCastExpr || k == CXCursor_CXXConstCastExpr ||
		    k == CXCursor_CXXFunctionalCastExpr)
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

/* The type that t names, pointers, references, arrays and elaboration
 * aside (S of `const S *(&)[4]`). */
CXType
cx_named_type(CXType t)
{
	for (;;) {
		t = clang_getNonReferenceType(t);
		if (t.kind == CXType_Pointer)
			t = clang_getPointeeType(t);
		else if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
		         t.kind == CXType_VariableArray)
			t = clang_getArrayElementType(t);
		else if (t.kind == CXType_Elaborated)
			t = clang_Type_getNamedType(t);
		else
			return t;
	}
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

/* Past the ';' of a declaration whose extent (libclang's) ends before
 * what trails its declarator: GNU attributes, an asm label, a macro
 * naming them (`} site __attribute__((aligned));`, `} __attribute__((packed))
 * s;` in part).  Its tokens from offset at up to the ';' outside
 * parentheses; 0 where another declarator, an initializer or a brace
 * comes first, or none is near. */
static unsigned
decl_semicolon(Ctx *c, unsigned at)
{
	unsigned end = at + 4096 < c->u->len ? at + 4096 : (unsigned)c->u->len, n = 0, found = 0;
	CXSourceRange r = clang_getRange(clang_getLocationForOffset(c->tu, c->file, at),
	                                 clang_getLocationForOffset(c->tu, c->file, end));
	CXToken *t = NULL;
	int depth = 0;

	clang_tokenize(c->tu, r, &t, &n);
	for (unsigned i = 0; i < n && !found; i++) {
		if (clang_getTokenKind(t[i]) != CXToken_Punctuation)
			continue;
		const char *p = cx_take_string(clang_getTokenSpelling(c->tu, t[i]));
		if (!strcmp(p, "(") || !strcmp(p, "["))
			depth++;
		else if (!strcmp(p, ")") || !strcmp(p, "]"))
			depth--;
		else if (!strcmp(p, "{") || !strcmp(p, "}") || (depth <= 0 && strcmp(p, ";")))
			break;
		else if (depth == 0 && !strcmp(p, ";"))
			found = cx_offset(clang_getTokenLocation(c->tu, t[i])) + 1;
	}
	if (t)
		clang_disposeTokens(c->tu, t, n);
	return found;
}

/* End of a statement, including the ';' that clang leaves out of the
 * extent of expression, return, break and similar statements. */
unsigned
cx_stmt_end(Ctx *c, CXCursor stmt)
{
	unsigned b, e, next;

	cx_whole_extent(c, stmt, &b, &e), e = node_written_end(c, stmt, b, e);
	if (clang_getCursorKind(stmt) == CXCursor_CompoundStmt)
		return e;
	next = cx_skip_space(c, e);
	if (next < c->u->len && c->u->src[next] == ';')
		return next + 1;
	if (clang_isDeclaration(clang_getCursorKind(stmt)) && (next = decl_semicolon(c, e)))
		return next;
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
/* The variable or parameter e names, through parentheses and implicit
 * conversions (not casts, which may change its value), or a null cursor.
 * A static data member named through an object, o.v, is the variable v
 * as C::v is. */
CXCursor
cx_var_ref(CXCursor e)
{
	CXCursor d;

	e = cx_strip(e);
	if (clang_getCursorKind(e) != CXCursor_DeclRefExpr && !cx_static_through(e))
		return clang_getNullCursor();
	d = clang_getCursorReferenced(e);
	if (clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl)
		return clang_getNullCursor();
	return d;
}

/* Is e a static data member named through an object or a pointer to
 * one, o.v, p->v, this->v (a member expression naming a variable, where
 * a data member of the object is a field)? */
int
cx_static_through(CXCursor e)
{
	return clang_getCursorKind(e) == CXCursor_MemberRefExpr &&
	       clang_getCursorKind(clang_getCursorReferenced(e)) == CXCursor_VarDecl;
}

/* A variable's initializer as the program writes it, or a null cursor.
 * C++ gives a variable of class type without one (`P loc[64];`) an
 * implicit construction with no arguments; for a POD class that does
 * nothing, so it is no initializer.  A class with a constructor that does
 * something keeps it (its callers decide what to do with it). */
CXCursor
cx_var_init(CXCursor v)
{
	CXCursor init = clang_Cursor_getVarDeclInitializer(v);
	CXType t = clang_getCursorType(v);

	if (clang_Cursor_isNull(init) || clang_getCursorKind(init) != CXCursor_CallExpr ||
	    clang_Cursor_getNumArguments(init) != 0)
		return init;
	while (t.kind == CXType_ConstantArray)
		t = clang_getArrayElementType(t);
	if (clang_getCanonicalType(t).kind != CXType_Record || !clang_isPODType(t))
		return init;
	return clang_getNullCursor();
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

/* End of the logical line that starts at offset: line splices and block
 * comments continue it (C11 5.1.1.2: comments become one space first). */
unsigned
cx_line_end(Ctx *c, unsigned at)
{
	const char *s = c->text, *e;
	int line_comment = 0;

	while (at < c->text_len && s[at] != '\n') {
		if (s[at] == '\\' && s[at + 1] == '\n') {
			at += 2;
		} else if (s[at] == '\\' && s[at + 1] == '\r' && s[at + 2] == '\n') {
			at += 3;
		} else if (!line_comment && s[at] == '/' && s[at + 1] == '*') {
			e = strstr(s + at + 2, "*/");
			at = e ? (unsigned)(e - s) + 2 : c->text_len;
		} else {
			line_comment |= s[at] == '/' && s[at + 1] == '/';
			at++;
		}
	}
	return at;
}

/* Does offset at lie in one of the ranges sk, the lines an #if skips
 * (clang_getSkippedRanges)? */
int
cx_in_skipped(const CXSourceRangeList *sk, unsigned at)
{
	for (unsigned i = 0; sk && i < sk->count; i++)
		if (cx_offset(clang_getRangeStart(sk->ranges[i])) <= at &&
		    at < cx_offset(clang_getRangeEnd(sk->ranges[i])))
			return 1;
	return 0;
}

/* The body of the depth-th for loop of a perfect nest from for statement
 * stmt (braces around an inner loop alone allowed), or a null cursor
 * where the nest is not that deep. */
CXCursor
cx_nest_body(CXCursor stmt, int depth)
{
	CXCursor k[4];

	for (int d = 0; d < depth; d++) {
		if (d > 0 && clang_getCursorKind(stmt) == CXCursor_CompoundStmt &&
		    cx_children(stmt, k, 2) == 1)
			stmt = k[0];
		if (clang_getCursorKind(stmt) != CXCursor_ForStmt || cx_children(stmt, k, 4) != 4)
			return clang_getNullCursor();
		stmt = k[3];
	}
	return stmt;
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

/* Is cur a loop under loop hints (`#pragma unroll`: an attributed
 * statement, which libclang leaves unexposed)?  *loop is the loop. */
int
cx_loop_under_hints(CXCursor cur, CXCursor *loop)
{
	if (clang_getCursorKind(cur) != CXCursor_UnexposedStmt || cx_children(cur, loop, 1) != 1)
		return 0;
	enum CXCursorKind k = clang_getCursorKind(*loop);
	return k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt ||
	       k == CXCursor_CXXForRangeStmt;
}

/* Where function fn's declaration begins, as text the host file can put
 * a declaration before: `extern "C" int f()` begins at extern (the
 * linkage specification is fn's lexical parent, of the same end); in C
 * at the function. */
unsigned
cx_function_begin(CXCursor fn)
{
	CXCursor p = clang_getCursorLexicalParent(fn);
	unsigned b, e, pb, pe;

	cx_extent(fn, &b, &e);
	if (clang_getCursorKind(p) != CXCursor_LinkageSpec)
		return b;
	cx_extent(p, &pb, &pe);
	return pe == e && pb < b ? pb : b;
}
