/* C's initializers in CUDA C++ (part of cxx.c's checks): a character
 * array initialized by a string literal with no room for its null
 * character becomes the list of its characters; designated initializers
 * out of their members' order, or naming a member of an anonymous struct
 * or union, become a lambda that assigns them in order (reorder_init);
 * a union with a bit-field member initialized is an error.
 */
#include <string.h>

#include "internal.h"
#include "cxx.h"

static int
is_char(CXType t)
{
	enum CXTypeKind k = clang_getCanonicalType(t).kind;

	return k == CXType_Char_S || k == CXType_Char_U || k == CXType_SChar || k == CXType_UChar;
}

/* The characters of string literals as written, "ab" "c\n": escapes
 * decoded (C11 6.4.4.4), adjacent literals joined.  NULL for a prefixed
 * (wide, u8) literal or one this does not read. */
static const char *
literal_chars(const char *t, size_t *len)
{
	Buf b = {0};

	buf_puts(&b, "");
	for (size_t i = 0; t[i];) {
		if (strchr(" \t\n\r", t[i])) {
			i++;
			continue;
		}
		if (t[i++] != '"')
			return NULL;
		while (t[i] && t[i] != '"') {
			char ch = t[i++];
			if (ch == '\\') {
				static const char esc[] = "n\nt\tr\ra\ab\bf\fv\v";
				const char *k = strchr("ntrabfv", t[i]);
				if (k && t[i]) {
					ch = esc[2 * (k - "ntrabfv") + 1];
					i++;
				} else if (t[i] >= '0' && t[i] <= '7') {
					int v = 0;
					for (int n = 0; n < 3 && t[i] >= '0' && t[i] <= '7'; n++)
						v = v * 8 + (t[i++] - '0');
					ch = (char)v;
				} else if (t[i] == 'x') {
					int v = 0;
					for (i++; strchr("0123456789abcdefABCDEF", t[i]) && t[i];
					     i++)
						v = v * 16 + (t[i] <= '9' ? t[i] - '0'
						                          : (t[i] | 32) - 'a' + 10);
					ch = (char)v;
				} else if (t[i] && strchr("\\'\"?", t[i]))
					ch = t[i++];
				else
					return NULL;
			}
			buf_put(&b, &ch, 1);
		}
		if (t[i++] != '"')
			return NULL;
	}
	*len = b.len;
	return b.s;
}

/* char s[3] = "abc": C drops the null character, C++ rejects it.  The
 * edit gives the characters one by one. */
void
cxx_char_array(Ctx *c, CXCursor decl)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(decl));
	CXCursor kids[4], init;
	int n = cx_children(decl, kids, 4);
	const char *str;
	size_t len = 0;
	Edit ed = {0};
	Buf b = {0};

	if (t.kind != CXType_ConstantArray || !is_char(clang_getArrayElementType(t)) || n < 1)
		return;
	init = kids[n - 1];
	while (clang_getCursorKind(init) == CXCursor_ParenExpr && cx_children(init, &init, 1) == 1)
		;
	if (clang_getCursorKind(init) != CXCursor_StringLiteral)
		return;
	cx_extent(init, &ed.begin, &ed.end);
	str = literal_chars(cx_text(c, ed.begin, ed.end), &len);
	if (str && (long long)len < clang_getArraySize(t))
		return; /* the null character fits: C++ reads it as C does */
	if (!edits_written_out(c, init, &ed.begin, &ed.end, "a string filling a char array"))
		return;
	if (!str) {
		diag_error(cx_loc(c, ed.begin),
		           "a string literal that fills its char array with no "
		           "null character is not supported in device code yet");
		return;
	}
	enum CXTypeKind k = clang_getCanonicalType(clang_getArrayElementType(t)).kind;
	int is_unsigned = k == CXType_UChar || k == CXType_Char_U;
	buf_puts(&b, "{");
	for (size_t i = 0; i < len; i++) /* values of the element type: no narrowing */
		buf_printf(&b, "%s%d", i ? ", " : "",
		           is_unsigned ? (int)(unsigned char)str[i] : (int)(signed char)str[i]);
	buf_puts(&b, "}");
	ed.text = b.s; /* arena memory, NUL-terminated */
	edits_add(c, ed);
}

typedef struct Designation {
	long long path[8]; /* bit offsets of the members it names */
	int n;
	int anonymous; /* names a member of an anonymous struct or union */
} Designation;

static enum CXChildVisitResult
designator(CXCursor cur, CXCursor parent, CXClientData data)
{
	Designation *d = data;
	CXCursor f = clang_getCursorReferenced(cur);

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_MemberRef)
		return CXChildVisit_Break;
	if (d->n < 8 && clang_getCursorKind(f) == CXCursor_FieldDecl)
		d->path[d->n++] = clang_Cursor_getOffsetOfField(f);
	if (clang_getCursorKind(f) == CXCursor_FieldDecl &&
	    clang_Cursor_isAnonymousRecordDecl(clang_getCursorSemanticParent(f)))
		d->anonymous = 1;
	return CXChildVisit_Continue;
}

static int
before(const Designation *a, const Designation *b)
{
	for (int i = 0; i < a->n && i < b->n; i++)
		if (a->path[i] != b->path[i])
			return a->path[i] < b->path[i];
	return a->n < b->n;
}

typedef struct Order {
	Ctx *c;
	Designation last;
	int any; /* an element was designated */
	int bad;
	int anonymous; /* a designator names an anonymous member's */
} Order;

static enum CXChildVisitResult
element(CXCursor cur, CXCursor parent, CXClientData data)
{
	Order *o = data;
	Designation d = {{0}, 0, 0};

	(void)parent;
	clang_visitChildren(cur, designator, &d);
	o->anonymous |= d.anonymous;
	if (!d.n) { /* the member after the last one */
		if (o->any && o->last.n)
			o->last.path[o->last.n - 1]++;
		return CXChildVisit_Continue;
	}
	if (o->any && !before(&o->last, &d)) {
		o->bad = 1;
		return CXChildVisit_Break;
	}
	o->any = 1;
	o->last = d;
	return CXChildVisit_Continue;
}

/* The first field of a record type, or NULL. */
static enum CXVisitorResult
first_field(CXCursor f, CXClientData data)
{
	*(const char **)data = cx_take_string(clang_getCursorSpelling(f));
	return CXVisit_Break;
}

/* The text that starts a reordered initializer (reorder_init). */
static const char reorder_open[] = "[&] { ";

/* Has reorder_init rewritten the list? */
int
cxx_reordered(Ctx *c, CXCursor list)
{
	unsigned b, e;

	cx_extent(list, &b, &e);
	for (int i = 0; i < c->u->nedits; i++) {
		const Edit *x = &c->u->edits[i];
		if (x->begin == b && x->text &&
		    !strncmp(x->text, reorder_open, sizeof reorder_open - 1))
			return 1;
	}
	return 0;
}

static enum CXVisitorResult
const_field(CXCursor f, CXClientData data)
{
	CXType t = clang_getCursorType(f);

	while (clang_getCanonicalType(t).kind == CXType_ConstantArray)
		t = clang_getArrayElementType(clang_getCanonicalType(t));
	if (clang_isConstQualifiedType(t) ||
	    (clang_getCanonicalType(t).kind == CXType_Record &&
	     clang_Type_visitFields(clang_getCanonicalType(t), const_field, data) == CXVisit_Break)) {
		*(int *)data = 1;
		return CXVisit_Break;
	}
	return CXVisit_Continue;
}

typedef struct Values {
	int array;  /* an element's value is an array (a braced list of one, a
	               string literal), which C++ cannot assign */
} Values;

static enum CXChildVisitResult
element_value(CXCursor el, CXCursor parent, CXClientData data)
{
	CXCursor k[16];
	int n = cx_children(el, k, 16);
	enum CXTypeKind t;

	(void)parent;
	if (n < 1 || n > 16)
		return CXChildVisit_Continue;
	t = clang_getCanonicalType(clang_getCursorType(k[n - 1])).kind;
	if (t == CXType_ConstantArray || t == CXType_IncompleteArray)
		((Values *)data)->array = 1;
	return CXChildVisit_Continue;
}

/* The edits that turn `{ .z = 3, .x = 1 }`, the initializer of an
 * automatic variable v, into `[&] { T o2c_v{}; o2c_v .z = 3; o2c_v .x = 1;
 * return o2c_v; }()`, where CUDA C++ would not take the list (the file's
 * comment), or nvcc cannot compile it (a union with a bit-field member,
 * zeroed by memset, whose value-initialization nvcc may fail on too):
 * every element designated (its first token a '.'), or a union's one
 * element, its first member's; no value an array, T a type with a tag or
 * typedef name at file scope, no const member, the list written out.  Its elements keep
 * their text and their own edits; only the braces and the commas between
 * them are replaced.  Returns whether it made them. */
int
cxx_reorder_init(Ctx *c, CXCursor v)
{
	CXCursor list = clang_Cursor_getVarDeclInitializer(v);
	enum CX_StorageClass sc = clang_Cursor_getStorageClass(v);
	Order o = {c, {{0}, 0, 0}, 0, 0, 0};
	Values vals = {0};
	CXType type;
	CXCursor decl;
	const char *spelled;
	CXToken *t;
	unsigned n, depth = 0, *commas, ncommas = 0, trailing;
	int has_const = 0, ok = 1, is_union, positional = 0, elements = 0;
	const char *first = NULL;

	if (clang_Cursor_isNull(list) || clang_getCursorKind(list) != CXCursor_InitListExpr ||
	    (sc != CX_SC_None && sc != CX_SC_Auto))
		return 0;
	type = clang_getCursorType(list);
	decl = clang_getTypeDeclaration(clang_getCanonicalType(type));
	if (clang_getCanonicalType(type).kind != CXType_Record || clang_Cursor_isAnonymous(decl) ||
	    clang_getCursorKind(clang_getCursorSemanticParent(decl)) != CXCursor_TranslationUnit)
		return 0;
	is_union = clang_getCursorKind(decl) == CXCursor_UnionDecl;
	clang_visitChildren(list, element, &o);
	if (!o.bad && !o.anonymous && !cxx_union_bitfield_init(list))
		return 0;
	spelled = cx_take_string(clang_getTypeSpelling(clang_getCanonicalType(type)));
	clang_Type_visitFields(clang_getCanonicalType(type), const_field, &has_const);
	clang_visitChildren(list, element_value, &vals);
	if (has_const || vals.array || !(t = cx_tokens_of(c, list, &n)))
		return 0;
	/* the list's tokens: '{', elements each starting with '.', ',' between
	 * them (the top-level ones, commas[]), '}' */
	if (n < 3 || !cx_token_is(c, t[0], "{") || !cx_token_is(c, t[n - 1], "}"))
		ok = 0;
	commas = arena_alloc(n * sizeof *commas);
	for (unsigned i = 1; ok && i + 1 < n; i++) {
		const char *s = cx_take_string(clang_getTokenSpelling(c->tu, t[i]));
		if (depth == 0 && (i == 1 || (ncommas && commas[ncommas - 1] == i - 1))) {
			elements++;
			positional |= strcmp(s, ".") != 0; /* an element that is not designated */
		}
		if (!strcmp(s, "(") || !strcmp(s, "[") || !strcmp(s, "{"))
			depth++;
		else if (!strcmp(s, ")") || !strcmp(s, "]") || !strcmp(s, "}"))
			depth--;
		else if (depth == 0 && !strcmp(s, ","))
			commas[ncommas++] = i;
	}
	if (positional) { /* a union's one element initializes its first member */
		clang_Type_visitFields(clang_getCanonicalType(type), first_field, &first);
		ok &= is_union && elements == 1 && first && *first;
	}
	if (!ok) {
		clang_disposeTokens(c->tu, t, n);
		return 0;
	}
	edits_add(c, (Edit){cx_token_offset(c, t[0], 0), cx_token_offset(c, t[0], 1),
	                   arena_printf(is_union ? "%s%s o2c_v; memset((void *)&o2c_v, 0, sizeof o2c_v); "
	                                           "o2c_v%s%s"
	                                         : "%s%s o2c_v{}; o2c_v%s%s",
	                                reorder_open, spelled, positional ? "." : "",
	                                positional ? arena_printf("%s = ", first) : ""),
	                   NULL, NULL, 0, 0, NULL, NULL, 0, 0, NULL});
	/* a ',' right before the '}' ends the last element */
	trailing = ncommas && commas[ncommas - 1] == n - 2;
	for (unsigned i = 0; i < ncommas; i++)
		edits_add(c, (Edit){cx_token_offset(c, t[commas[i]], 0), cx_token_offset(c, t[commas[i]], 1),
		                   trailing && i == ncommas - 1 ? ";" : "; o2c_v", NULL, NULL, 0, 0, NULL, NULL, 0, 0, NULL});
	edits_add(c, (Edit){cx_token_offset(c, t[n - 1], 0), cx_token_offset(c, t[n - 1], 1),
	                   trailing ? " return o2c_v; }()" : "; return o2c_v; }()", NULL, NULL, 0, 0,
	                   NULL, NULL, 0, 0, NULL});
	clang_disposeTokens(c->tu, t, n);
	return 1;
}

/* An initializer list of a struct whose designators name its members
 * out of their order. */
void
cxx_init_list(Ctx *c, CXCursor list, Loc loc)
{
	Order o = {c, {{0}, 0, 0}, 0, 0, 0};

	if (clang_getCanonicalType(clang_getCursorType(list)).kind != CXType_Record ||
	    cxx_reordered(c, list))
		return;
	clang_visitChildren(list, element, &o);
	if (o.anonymous)
		diag_error(loc,
		           "a designated initializer of a member of an anonymous struct or union "
		           "is not supported in device code: CUDA C++ cannot designate it; "
		           "initialize it by assignment");
	else if (o.bad)
		diag_error(loc,
		           "designated initializers out of the members' order in device code are "
		           "not supported: CUDA C++ takes them only in order; write them in the "
		           "order of the members");
}

static enum CXChildVisitResult
bit_field(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_FieldDecl || !clang_Cursor_isBitField(cur))
		return CXChildVisit_Continue;
	*(CXCursor *)data = cur;
	return CXChildVisit_Break;
}

/* An initializer list of a union that has a bit-field member (the first,
 * or the one a designator names): nvcc cannot compile it (an internal
 * error). */
int
cxx_union_bitfield_init(CXCursor list)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(list));
	CXCursor decl, field = clang_getNullCursor();

	if (t.kind != CXType_Record)
		return 0;
	decl = clang_getTypeDeclaration(t);
	if (clang_getCursorKind(decl) != CXCursor_UnionDecl || cx_children(list, &field, 1) == 0)
		return 0;
	field = clang_getNullCursor();
	clang_visitChildren(decl, bit_field, &field);
	return !clang_Cursor_isNull(field);
}

enum CXChildVisitResult
cxx_check_initializer(CXCursor cur, CXCursor parent, CXClientData data)
{
	Ctx *c = data;
	unsigned b, e;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_InitListExpr && cxx_union_bitfield_init(cur)) {
		cx_extent(cur, &b, &e);
		diag_error(cx_loc(c, b), "an initializer of a union with a bit-field member is not "
		                         "supported in device code: nvcc cannot compile it");
	}
	return CXChildVisit_Recurse;
}

/* The initializer of a declare target variable, copied to the .cu file. */
void
cxx_initializer(Ctx *c, CXCursor init)
{
	if (cxx_check_initializer(init, init, c) == CXChildVisit_Recurse)
		clang_visitChildren(init, cxx_check_initializer, c);
}

