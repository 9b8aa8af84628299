/* C's parameter declarations in CUDA C++ (part of cxx.c's checks): an
 * array parameter with static, qualifiers or a length that is no
 * constant inside its brackets (C11 6.7.6.3p7), whose brackets are
 * emptied, and an old-style (K&R) definition, whose declarator becomes a
 * parameter type list of the parameters' types.
 */
#include <string.h>

#include "internal.h"
#include "cxx.h"

/* The type of a variable; of a parameter, as adjusted: an array is a
 * pointer to its element (C11 6.7.6.3p7), whatever its length. */
CXType
cxx_param_type(CXCursor decl)
{
	CXType t = clang_getCursorType(decl);

	if (clang_getCursorKind(decl) == CXCursor_ParmDecl &&
	    (t.kind == CXType_VariableArray || t.kind == CXType_IncompleteArray ||
	     t.kind == CXType_ConstantArray))
		return clang_getArrayElementType(t);
	return t;
}

/* The index of the token of cur's own name, or n. */
static unsigned
name_token(Ctx *c, CXCursor cur, CXToken *t, unsigned n)
{
	unsigned at = cx_offset(clang_getCursorLocation(cur));

	for (unsigned i = 0; i < n; i++)
		if (clang_getTokenKind(t[i]) == CXToken_Identifier &&
		    cx_token_offset(c, t[i], 0) == at)
			return i;
	return n;
}

/* A parameter declared as an array: the brackets after its name, unless
 * they hold nothing or a literal, are emptied. */
void
cxx_array_param(Ctx *c, CXCursor parm)
{
	unsigned n, i, close, depth = 0;
	CXToken *t = cx_tokens_of(c, parm, &n);

	if (!t)
		return;
	i = name_token(c, parm, t, n);
	if (i + 1 < n && cx_token_is(c, t[i + 1], "[")) {
		for (close = i + 1; close < n; close++)
			if (cx_token_is(c, t[close], "["))
				depth++;
			else if (cx_token_is(c, t[close], "]") && !--depth)
				break;
		if (close < n && close > i + 2 &&
		    !(close == i + 3 && clang_getTokenKind(t[i + 2]) == CXToken_Literal)) {
			Edit ed = {cx_token_offset(c, t[i + 1], 1),
			           cx_token_offset(c, t[close], 0),
			           "",
			           NULL,
			           NULL,
			           0,
			           0,
			           NULL,
			           NULL,
			           0,
			           0,
			           NULL};
			edits_add(c, ed);
		}
	}
	clang_disposeTokens(c->tu, t, n);
}

static enum CXChildVisitResult
add_param(CXCursor cur, CXCursor parent, CXClientData data)
{
	Buf *b = data;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_ParmDecl)
		buf_printf(b, "%s%s", b->len > 1 ? ", " : "",
		           locals_decl(clang_getCursorType(cur),
		                       cx_take_string(clang_getCursorSpelling(cur))));
	return CXChildVisit_Continue;
}

static enum CXChildVisitResult
find_body(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_CompoundStmt)
		*(CXCursor *)data = cur;
	return CXChildVisit_Continue;
}

/* An old-style (K&R) definition: declarations between its parameter list
 * and its body.  libclang gives it a prototype all the same. */
int
cxx_is_old_style(Ctx *c, CXCursor def)
{
	CXCursor body = cxx_function_body(def);
	unsigned fb, fe, bb, be, i;

	if (clang_Cursor_isNull(body))
		return 0;
	cx_extent(def, &fb, &fe);
	cx_extent(body, &bb, &be);
	for (i = bb; i > fb && c->u->src[i] != ')'; i--)
		;
	for (; i < bb; i++)
		if (c->u->src[i] == ';')
			return 1;
	return 0;
}

/* A function definition's body, or a null cursor. */
CXCursor
cxx_function_body(CXCursor def)
{
	CXCursor body = clang_getNullCursor();

	clang_visitChildren(def, find_body, &body);
	return body;
}

/* An old-style (K&R) definition, whose parameter declarations follow its
 * identifier list and precede its body (body_at), which C++ does not
 * read: the .cu file's copy declares the parameters in a parameter type
 * list, with the types they have in the body.  Callers convert their
 * arguments to these types, which is what the body does with the
 * promoted arguments C passes (C11 6.5.2.2p6, 6.9.1p10). */
void
cxx_old_style(Ctx *c, CXCursor def, unsigned body_at)
{
	unsigned n, i;
	CXToken *t = cx_tokens_of(c, def, &n);
	Buf b = {0};

	if (!t) {
		diag_error(
		        cx_loc(c, cx_offset(clang_getCursorLocation(def))),
		        "an old-style (K&R) definition inside a macro expansion is not supported "
		        "in device code: CUDA C++ needs a prototype");
		return;
	}
	i = name_token(c, def, t, n);
	if (i + 1 < n && cx_token_is(c, t[i + 1], "(")) {
		buf_puts(&b, "(");
		clang_visitChildren(def, add_param, &b);
		buf_puts(&b, b.len > 1 ? ") " : "void) ");
		edits_add(c, (Edit){cx_token_offset(c, t[i + 1], 0), body_at, b.s, NULL, NULL, 0, 0, NULL, NULL, 0, 0, NULL});
	}
	clang_disposeTokens(c->tu, t, n);
}

