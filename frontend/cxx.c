/* C's meaning in CUDA C++: the edits device code needs.
 *
 * nvcc compiles the .cu file as C++, where some C expressions have
 * another type or do not compile.  Each cursor of device code (region
 * code and the functions compiled for the device) passes through
 * cxx_check, which keeps C's meaning with an edit of the .cu file's copy
 * of the user's text (Unit.edits; the host file is the user's text as
 * written), or reports an error where no edit can:
 *   - sizeof and _Alignof of an expression whose type C++ gives
 *     otherwise: a character constant is int in C (C11 6.4.4.4p10), bool
 *     in C++ is what C's relational, equality, logical and ! operators
 *     give as int (6.5.8p6, 6.5.9p3, 6.5.13p3, 6.5.3.3p5).  The edit is
 *     C's value, which clang computes.
 *   - implicit conversions C++ does not make (C11 6.5.16.1p1, 6.3.2.3):
 *     from `void *` or between other pointer types, and from an integer
 *     to an enumeration.  The edit is the conversion written as a cast.
 *   - ++, --, and compound assignment of an enumeration, which C++ does
 *     not have: the edit wraps the operand in o2c_c_update<U>(...), whose
 *     operators compute in the enumeration's integer type U
 *     (omp2cuda_cupdate.h).
 *   - _Generic, which C++ does not have: the edit leaves the selected
 *     association's expression (check_generic).
 *   - a character array initialized by a string literal with no room for
 *     its null character (C11 6.7.9p14), which C++ rejects: the edit is
 *     the list of the characters.
 *   - ++ and -- of a _Bool (bool in the .cu file), which C++17 lacks: the
 *     same edit, computing in int.
 *   - designated initializers of a struct's members out of their order,
 *     or naming a member of an anonymous struct or union, which CUDA C++
 *     does not take (it takes C's other designators): the initializer of
 *     an automatic variable whose elements are all designated becomes a
 *     lambda that zeroes a value of the struct's type, assigns the
 *     elements in their order (C leaves the order of their evaluations
 *     unspecified, 6.7.9p23; a later one overrides an earlier one's
 *     subobject, p19) and returns it (reorder_init); elsewhere an error.
 *   - variable-length arrays and pointers to them, which C++ does not
 *     have: an error.
 *   - an array parameter with static, qualifiers or a length that is no
 *     constant inside its brackets (C11 6.7.6.3p7), which C++ does not
 *     read: the brackets are emptied, which declares the same pointer.
 *   - an old-style (K&R) definition: its declarator becomes a parameter
 *     type list of the parameters' types (cxx_old_style).
 *   - a declaration at file scope with a name CUDA C++ declares too
 *     (cuda_names.c): the .cu file renames it with a #define after
 *     CUDA's headers (Unit.renames), which renames every spelling of it
 *     there alike, in the user's code and in the generated parameter
 *     and type spellings, and nothing of CUDA's.
 * C's math functions and abs keep C's conversions through
 * omp2cuda_cmath.h, which needs no edit.
 *
 * An edit is made only where the expression is written out in the file:
 * one that starts or ends inside a macro expansion is an error naming the
 * macro (its replacement list is copied to the .cu file as written).
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The extent of an expression written out in the main file; 0 when it
 * starts or ends in a macro expansion, after an error saying why an edit
 * is needed there. */
static int
written_out(Ctx *c, CXCursor e, unsigned *begin, unsigned *end, const char *why)
{
	cx_extent(e, begin, end);
	if (!cx_in_macro(e) && cx_in_main_file(e))
		return 1;
	diag_error(cx_loc(c, *begin),
	           "%s inside a macro expansion is not supported in device code: "
	           "CUDA C++ needs it written otherwise; write it outside the macro",
	           why);
	return 0;
}

static void
add_edit(Ctx *c, Edit ed)
{
	Unit *u = c->u;

	for (int i = 0; i < u->nedits; i++) {
		const Edit *o = &u->edits[i];
		if (o->begin == ed.begin && o->end == ed.end && !o->text == !ed.text)
			return; /* the same code, reached again */
		if (o->text && o->begin <= ed.begin && ed.end <= o->end)
			return; /* inside code an edit replaces */
	}
	ed.seq = u->nedits;
	VEC_PUSH(u->edits, u->nedits, c->cap_edits, ed);
}

void
cxx_edit(Ctx *c, Edit ed)
{
	add_edit(c, ed);
}

/* The name of a type declared in a function, written in region code:
 * the kernel and the host fallback name its file-scope copy
 * (locals.c). */
void
cxx_rename(Ctx *c, unsigned begin, unsigned end, const char *name)
{
	Edit ed = {0};

	ed.begin = begin;
	ed.end = end;
	ed.text = name;
	ed.host = 1;
	add_edit(c, ed);
}

/* The name of the function a call calls, ref its DeclRefExpr: the
 * kernel calls device's, the host fallback host's (selectors.c chose
 * them; host NULL for code only the device runs). */
void
cxx_callee(Ctx *c, CXCursor ref, const char *device, const char *host)
{
	Edit ed = {0};

	if (!written_out(c, ref, &ed.begin, &ed.end, "a call of a function with declare variant"))
		return;
	ed.text = device;
	ed.host = host != NULL;
	ed.host_text = host;
	add_edit(c, ed);
}

/* Wrap the expression in a cast to type t. */
static void
add_cast(Ctx *c, CXCursor e, CXType t, const char *why)
{
	Edit ed = {0};

	if (!written_out(c, e, &ed.begin, &ed.end, why))
		return;
	ed.open = arena_printf("(%s)(", locals_spelling(t));
	ed.close = ")";
	add_edit(c, ed);
}

static CXCursor
first_child(CXCursor e)
{
	CXCursor kid = clang_getNullCursor();

	cx_children(e, &kid, 1);
	return kid;
}

/* Is e, under its implicit conversions, of a type narrower than int? */
static int
narrow(CXCursor e)
{
	CXCursor kid;

	while ((clang_getCursorKind(e) == CXCursor_UnexposedExpr ||
	        clang_getCursorKind(e) == CXCursor_ParenExpr) &&
	       cx_children(e, &kid, 1) == 1 && clang_isExpression(clang_getCursorKind(kid)))
		e = kid;
	switch (clang_getCanonicalType(clang_getCursorType(e)).kind) {
	case CXType_Bool:
	case CXType_Char_S:
	case CXType_Char_U:
	case CXType_SChar:
	case CXType_UChar:
	case CXType_Short:
	case CXType_UShort:
		return 1;
	default:
		return 0;
	}
}

/* Does C++ give expression e another type than C does? */
static int
type_differs(Ctx *c, CXCursor e)
{
	CXCursor kids[3];
	int n;
	const char *op;

	switch (clang_getCursorKind(e)) {
	case CXCursor_CharacterLiteral:
		return 1;
	case CXCursor_ParenExpr:
		return cx_children(e, kids, 1) == 1 && type_differs(c, kids[0]);
	case CXCursor_ConditionalOperator:
		/* C converts arithmetic operands by the usual arithmetic
		 * conversions, promoting char and short (C11 6.5.15p5); C++
		 * keeps a common type of both */
		n = cx_children(e, kids, 3);
		return n == 3 && (type_differs(c, kids[1]) || type_differs(c, kids[2]) ||
		                  narrow(kids[1]) || narrow(kids[2]));
	case CXCursor_BinaryOperator:
		op = cx_operator(c, e);
		if (!strcmp(op, ","))
			return cx_children(e, kids, 2) == 2 && type_differs(c, kids[1]);
		return !strcmp(op, "<") || !strcmp(op, ">") || !strcmp(op, "<=") ||
		       !strcmp(op, ">=") || !strcmp(op, "==") || !strcmp(op, "!=") ||
		       !strcmp(op, "&&") || !strcmp(op, "||");
	case CXCursor_UnaryOperator:
		return !strcmp(cx_operator(c, e), "!");
	default:
		return 0;
	}
}

/* sizeof or _Alignof of an expression (libclang: a UnaryExpr whose child
 * is an expression; of a type, a TypeRef or no child). */
static void
check_sizeof(Ctx *c, CXCursor e)
{
	CXCursor kid = first_child(e);
	CXEvalResult v;
	unsigned b, end;

	if (clang_Cursor_isNull(kid) || !clang_isExpression(clang_getCursorKind(kid)) ||
	    !type_differs(c, kid))
		return;
	v = clang_Cursor_Evaluate(e);
	if (!v)
		return;
	if (clang_EvalResult_getKind(v) == CXEval_Int &&
	    written_out(c, e, &b, &end, "sizeof of an expression whose type is another in C++")) {
		Edit ed = {b,    end,  arena_printf("%lluUL", clang_EvalResult_getAsUnsigned(v)),
		           NULL, NULL, 0, 0, NULL};
		add_edit(c, ed);
	}
	clang_EvalResult_dispose(v);
}

static int
is_void(CXType t)
{
	return clang_getCanonicalType(t).kind == CXType_Void;
}

/* Does C++ convert a pointer of type from to type to implicitly?  To a
 * pointer to void with at least the qualifiers, or to the same pointee
 * with more. */
static int
cxx_converts(CXType from, CXType to)
{
	CXType pf = clang_getPointeeType(from), pt = clang_getPointeeType(to);
	int qf = clang_isConstQualifiedType(pf) | clang_isVolatileQualifiedType(pf) << 1;
	int qt = clang_isConstQualifiedType(pt) | clang_isVolatileQualifiedType(pt) << 1;

	if ((qf & qt) != qf)
		return 0;
	if (is_void(pt))
		return 1;
	return clang_equalTypes(clang_getCanonicalType(clang_getUnqualifiedType(pf)),
	                        clang_getCanonicalType(clang_getUnqualifiedType(pt)));
}

/* A null pointer constant (C11 6.3.2.3p3), such as C's NULL,
 * ((void *)0): an integer constant 0, in parentheses or cast to void *.
 * C++ converts it to any pointer. */
static int
null_pointer(CXCursor e)
{
	CXEvalResult v;
	int null = 0;

	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(e);
		CXType t = clang_getCanonicalType(clang_getCursorType(e));
		if (t.kind == CXType_Pointer && !is_void(clang_getPointeeType(t)))
			return 0;
		if (k != CXCursor_ParenExpr && k != CXCursor_CStyleCastExpr &&
		    k != CXCursor_UnexposedExpr)
			break;
		CXCursor kid = first_child(e);
		if (clang_Cursor_isNull(kid) || !clang_isExpression(clang_getCursorKind(kid)))
			break;
		e = kid;
	}
	if (clang_getCanonicalType(clang_getCursorType(e)).kind == CXType_Pointer)
		return 0;
	v = clang_Cursor_Evaluate(e);
	if (v) {
		null = clang_EvalResult_getKind(v) == CXEval_Int &&
		       !clang_EvalResult_getAsLongLong(v);
		clang_EvalResult_dispose(v);
	}
	return null;
}

/* An implicit conversion (libclang: an UnexposedExpr whose only child is
 * the converted expression, of another type). */
static void
check_conversion(Ctx *c, CXCursor e)
{
	CXCursor kid = first_child(e);
	CXType to = clang_getCursorType(e), from;
	CXType cto = clang_getCanonicalType(to), cfrom;

	if (clang_Cursor_isNull(kid) || !clang_isExpression(clang_getCursorKind(kid)))
		return;
	from = clang_getCursorType(kid);
	cfrom = clang_getCanonicalType(from);
	if (clang_equalTypes(cto, cfrom))
		return;
	/* between pointers C++ does not convert implicitly; but NULL, which
	 * it does */
	int cast = cto.kind == CXType_Pointer && cfrom.kind == CXType_Pointer &&
	           !cxx_converts(from, to) && !null_pointer(kid);
	/* from an enum to an integer type other than int: C converts it to its
	 * compatible type (unsigned int for gcc's and clang's enums with no
	 * negative constant), C++ promotes it to int */
	if (cfrom.kind == CXType_Enum && cto.kind != CXType_Enum && cto.kind != CXType_Int &&
	    cto.kind >= CXType_Bool && cto.kind <= CXType_LongDouble) {
		/* the value of its compatible type, which C++ converts on */
		add_cast(c, kid, clang_getEnumDeclIntegerType(clang_getTypeDeclaration(cfrom)),
		         "a conversion of an enumeration's value");
		return;
	}
	/* from an integer to an enum */
	cast |= cto.kind == CXType_Enum && cfrom.kind != CXType_Enum;
	if (cast)
		add_cast(c, kid, to,
		         arena_printf("a conversion from '%s' to '%s'",
		                      cx_take_string(clang_getTypeSpelling(from)),
		                      cx_take_string(clang_getTypeSpelling(to))));
}

/* An explicit cast of an enumeration's value to an arithmetic type: C
 * converts the value of its compatible type (unsigned int for an enum
 * with no negative constant: (long)e of (enum E)-1 is 4294967295), CUDA
 * C++ that of an int.  The operand becomes (U)(operand). */
static void
check_enum_cast(Ctx *c, CXCursor e)
{
	CXCursor kids[3], kid;
	int n = cx_children(e, kids, 3);
	CXType to = clang_getCanonicalType(clang_getCursorType(e)), from;

	if (n < 1 || n > 2)
		return;
	kid = kids[n - 1]; /* after a TypeRef of the type written */
	if (!clang_isExpression(clang_getCursorKind(kid)))
		return;
	from = clang_getCanonicalType(clang_getCursorType(kid));
	if (from.kind != CXType_Enum || to.kind == CXType_Enum || to.kind == CXType_Int ||
	    to.kind < CXType_Bool || to.kind > CXType_LongDouble)
		return;
	add_cast(c, kid, clang_getEnumDeclIntegerType(clang_getTypeDeclaration(from)),
	         "a cast of an enumeration's value");
}

/* Is e, under parentheses, a bit-field member, which a C++ reference
 * cannot bind? */
static int
bit_field_operand(CXCursor e)
{
	CXCursor kid;

	while (clang_getCursorKind(e) == CXCursor_ParenExpr && cx_children(e, &kid, 1) == 1)
		e = kid;
	return clang_getCursorKind(e) == CXCursor_MemberRefExpr &&
	       clang_Cursor_isBitField(clang_getCursorReferenced(e));
}

/* ++, --, += and the like of an enumeration: C++ has none; nor ++ and
 * -- of a bool.  The operand becomes o2c_c_update<U>(operand), whose
 * operators compute in U, the integer type C computes in
 * (omp2cuda_cupdate.h). */
static void
check_enum_update(Ctx *c, CXCursor e, Loc loc)
{
	const char *op = cx_operator(c, e);
	int compound = clang_getCursorKind(e) == CXCursor_CompoundAssignOperator;
	CXCursor kid = first_child(e);
	CXType t;
	const char *u;
	Edit ed = {0};

	if (clang_Cursor_isNull(kid))
		return;
	t = clang_getCanonicalType(clang_getCursorType(kid));
	if (t.kind == CXType_Bool && (!strcmp(op, "++") || !strcmp(op, "--")))
		u = "int"; /* C11 6.3.1.1: _Bool promotes to int */
	else if (t.kind == CXType_Enum && (compound || strstr(op, "++") || strstr(op, "--")))
		u = locals_spelling(clang_getEnumDeclIntegerType(clang_getTypeDeclaration(t)));
	else
		return;
	op = compound ? "op=" : strstr(op, "++") ? "++" : "--";
	if (bit_field_operand(kid)) {
		diag_error(loc, "'%s' of a bit-field of type '%s' in device code is not supported: "
		                "CUDA C++ has no such operator for it; write 's.f = s.f + 1'",
		           op, cx_take_string(clang_getTypeSpelling(t)));
		return;
	}
	if (!written_out(c, kid, &ed.begin, &ed.end,
	                 arena_printf("'%s' of an object of type '%s'", op,
	                              cx_take_string(clang_getTypeSpelling(t)))))
		return;
	ed.open = arena_printf("o2c_c_update<%s>(", u);
	ed.close = ")";
	add_edit(c, ed);
}

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
static void
check_char_array(Ctx *c, CXCursor decl)
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
	if (!written_out(c, init, &ed.begin, &ed.end, "a string filling a char array"))
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
	add_edit(c, ed);
}

/* The type of a variable; of a parameter, as adjusted: an array is a
 * pointer to its element (C11 6.7.6.3p7), whatever its length. */
static CXType
param_type(CXCursor decl)
{
	CXType t = clang_getCursorType(decl);

	if (clang_getCursorKind(decl) == CXCursor_ParmDecl &&
	    (t.kind == CXType_VariableArray || t.kind == CXType_IncompleteArray ||
	     t.kind == CXType_ConstantArray))
		return clang_getArrayElementType(t);
	return t;
}

/* The tokens of cursor cur's extent; NULL when it is not written out in
 * the main file. */
static CXToken *
tokens_of(Ctx *c, CXCursor cur, unsigned *n)
{
	CXSourceRange r = clang_getCursorExtent(cur);
	CXToken *t = NULL;

	*n = 0;
	if (cx_in_macro(cur) || !cx_in_main_file(cur))
		return NULL;
	clang_tokenize(c->tu, r, &t, n);
	return t;
}

static unsigned
token_offset(Ctx *c, CXToken t, int end)
{
	CXSourceRange r = clang_getTokenExtent(c->tu, t);

	return cx_offset(end ? clang_getRangeEnd(r) : clang_getRangeStart(r));
}

static int
token_is(Ctx *c, CXToken t, const char *s)
{
	return !strcmp(cx_take_string(clang_getTokenSpelling(c->tu, t)), s);
}

/* The index of the token of cur's own name, or n. */
static unsigned
name_token(Ctx *c, CXCursor cur, CXToken *t, unsigned n)
{
	unsigned at = cx_offset(clang_getCursorLocation(cur));

	for (unsigned i = 0; i < n; i++)
		if (clang_getTokenKind(t[i]) == CXToken_Identifier &&
		    token_offset(c, t[i], 0) == at)
			return i;
	return n;
}

/* A parameter declared as an array: the brackets after its name, unless
 * they hold nothing or a literal, are emptied. */
static void
check_array_param(Ctx *c, CXCursor parm)
{
	unsigned n, i, close, depth = 0;
	CXToken *t = tokens_of(c, parm, &n);

	if (!t)
		return;
	i = name_token(c, parm, t, n);
	if (i + 1 < n && token_is(c, t[i + 1], "[")) {
		for (close = i + 1; close < n; close++)
			if (token_is(c, t[close], "["))
				depth++;
			else if (token_is(c, t[close], "]") && !--depth)
				break;
		if (close < n && close > i + 2 &&
		    !(close == i + 3 && clang_getTokenKind(t[i + 2]) == CXToken_Literal)) {
			Edit ed = {token_offset(c, t[i + 1], 1),
			           token_offset(c, t[close], 0),
			           "",
			           NULL,
			           NULL,
			           0,
			           0,
			           NULL};
			add_edit(c, ed);
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
		           captures_decl(clang_getCursorType(cur),
		                         cx_take_string(clang_getCursorSpelling(cur))));
	return CXChildVisit_Continue;
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
	CXToken *t = tokens_of(c, def, &n);
	Buf b = {0};

	if (!t) {
		diag_error(
		        cx_loc(c, cx_offset(clang_getCursorLocation(def))),
		        "an old-style (K&R) definition inside a macro expansion is not supported "
		        "in device code: CUDA C++ needs a prototype");
		return;
	}
	i = name_token(c, def, t, n);
	if (i + 1 < n && token_is(c, t[i + 1], "(")) {
		buf_puts(&b, "(");
		clang_visitChildren(def, add_param, &b);
		buf_puts(&b, b.len > 1 ? ") " : "void) ");
		add_edit(c, (Edit){token_offset(c, t[i + 1], 0), body_at, b.s, NULL, NULL, 0, 0, NULL});
	}
	clang_disposeTokens(c->tu, t, n);
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

static int union_bitfield_init(CXCursor list);

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
static int
reordered(Ctx *c, CXCursor list)
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
static int
reorder_init(Ctx *c, CXCursor v)
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
	if (!o.bad && !o.anonymous && !union_bitfield_init(list))
		return 0;
	spelled = cx_take_string(clang_getTypeSpelling(clang_getCanonicalType(type)));
	clang_Type_visitFields(clang_getCanonicalType(type), const_field, &has_const);
	clang_visitChildren(list, element_value, &vals);
	if (has_const || vals.array || !(t = tokens_of(c, list, &n)))
		return 0;
	/* the list's tokens: '{', elements each starting with '.', ',' between
	 * them (the top-level ones, commas[]), '}' */
	if (n < 3 || !token_is(c, t[0], "{") || !token_is(c, t[n - 1], "}"))
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
	add_edit(c, (Edit){token_offset(c, t[0], 0), token_offset(c, t[0], 1),
	                   arena_printf(is_union ? "%s%s o2c_v; memset((void *)&o2c_v, 0, sizeof o2c_v); "
	                                           "o2c_v%s%s"
	                                         : "%s%s o2c_v{}; o2c_v%s%s",
	                                reorder_open, spelled, positional ? "." : "",
	                                positional ? arena_printf("%s = ", first) : ""),
	                   NULL, NULL, 0, 0, NULL});
	/* a ',' right before the '}' ends the last element */
	trailing = ncommas && commas[ncommas - 1] == n - 2;
	for (unsigned i = 0; i < ncommas; i++)
		add_edit(c, (Edit){token_offset(c, t[commas[i]], 0), token_offset(c, t[commas[i]], 1),
		                   trailing && i == ncommas - 1 ? ";" : "; o2c_v", NULL, NULL, 0, 0, NULL});
	add_edit(c, (Edit){token_offset(c, t[n - 1], 0), token_offset(c, t[n - 1], 1),
	                   trailing ? " return o2c_v; }()" : "; return o2c_v; }()", NULL, NULL, 0, 0,
	                   NULL});
	clang_disposeTokens(c->tu, t, n);
	return 1;
}

/* An initializer list of a struct whose designators name its members
 * out of their order. */
static void
check_init_list(Ctx *c, CXCursor list, Loc loc)
{
	Order o = {c, {{0}, 0, 0}, 0, 0, 0};

	if (clang_getCanonicalType(clang_getCursorType(list)).kind != CXType_Record ||
	    reordered(c, list))
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
static int
union_bitfield_init(CXCursor list)
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

static enum CXChildVisitResult
check_initializer(CXCursor cur, CXCursor parent, CXClientData data)
{
	Ctx *c = data;
	unsigned b, e;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_InitListExpr && union_bitfield_init(cur)) {
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
	if (check_initializer(init, init, c) == CXChildVisit_Recurse)
		clang_visitChildren(init, check_initializer, c);
}

/* long double: CUDA computes it as double. */
static void
check_long_double(CXCursor cur, Loc loc)
{
	enum CXCursorKind k = clang_getCursorKind(cur);

	/* where a long double value comes from: the expressions of that type
	 * made of them are not reported again */
	if ((k == CXCursor_VarDecl || k == CXCursor_ParmDecl || k == CXCursor_CStyleCastExpr ||
	     k == CXCursor_FloatingLiteral || k == CXCursor_CallExpr) &&
	    clang_getCanonicalType(clang_getCursorType(cur)).kind == CXType_LongDouble)
		diag_error(loc, "long double in device code is not supported: CUDA computes it as "
		                "double");
}

/* Device code declares or names decl: a declaration at file scope with a
 * name CUDA C++ declares too is renamed in the .cu file. */
void
cxx_declared(Ctx *c, CXCursor decl, Loc use)
{
	enum CXCursorKind k = clang_getCursorKind(decl);
	CXCursor scope = clang_getCursorSemanticParent(decl);
	const char *name;
	Unit *u = c->u;

	if (k != CXCursor_VarDecl && k != CXCursor_FunctionDecl && k != CXCursor_TypedefDecl &&
	    k != CXCursor_StructDecl && k != CXCursor_UnionDecl && k != CXCursor_EnumDecl &&
	    k != CXCursor_EnumConstantDecl)
		return;
	if (k == CXCursor_EnumConstantDecl) /* C's enumerators are the enclosing scope's */
		scope = clang_getCursorSemanticParent(scope);
	if (clang_getCursorKind(scope) != CXCursor_TranslationUnit ||
	    clang_Location_isInSystemHeader(clang_getCursorLocation(decl)))
		return;
	name = cx_take_string(clang_getCursorSpelling(decl));
	if (!cuda_name(name))
		return;
	for (int i = 0; i < u->nrenames; i++)
		if (!strcmp(u->renames[i], name))
			return;
	if (cuda_kernel_builtin(name))
		diag_error(use,
		           "'%s' declared at file scope and used in device code is not "
		           "supported: it is a CUDA built-in variable, which the generated "
		           "kernels use; rename it",
		           name);
	VEC_PUSH(u->renames, u->nrenames, c->cap_renames, name);
}

/* Does each name in the array bounds of declaration decl (the expressions
 * libclang gives as its children) name a const integer variable with a
 * constant initializer?  `const int n = 4; int a[n];` is a variable-length
 * array in C (C11 6.6p6: n is no constant expression there) and an array
 * of 4 in C++; C computes the same length and size at run time. */
typedef struct Bounds {
	unsigned begin, end; /* the device code the declaration is in */
	int ok;
} Bounds;

static enum CXChildVisitResult
cxx_constant(CXCursor cur, CXCursor parent, CXClientData data)
{
	Bounds *bd = data;
	int *ok = &bd->ok;
	CXCursor ref, init;
	CXEvalResult v;
	unsigned b, e;

	(void)parent;
	switch (clang_getCursorKind(cur)) {
	case CXCursor_DeclRefExpr:
		ref = clang_getCursorReferenced(cur);
		if (clang_getCursorKind(ref) == CXCursor_EnumConstantDecl)
			return CXChildVisit_Continue;
		init = clang_Cursor_getVarDeclInitializer(ref);
		cx_extent(ref, &b, &e);
		/* one declared in the device code itself: one from outside is
		 * a kernel parameter, no constant in C++ either */
		if (clang_getCursorKind(ref) != CXCursor_VarDecl || !cx_expanded_in_main_file(ref) ||
		    b < bd->begin || b >= bd->end ||
		    !clang_isConstQualifiedType(clang_getCursorType(ref)) ||
		    clang_Cursor_isNull(init) || !(v = clang_Cursor_Evaluate(init))) {
			*ok = 0;
			return CXChildVisit_Break;
		}
		if (clang_EvalResult_getKind(v) != CXEval_Int)
			*ok = 0;
		clang_EvalResult_dispose(v);
		return *ok ? CXChildVisit_Continue : CXChildVisit_Break;
	case CXCursor_CallExpr:
	case CXCursor_InitListExpr:
		*ok = 0;
		return CXChildVisit_Break;
	default:
		return CXChildVisit_Recurse;
	}
}

static int
constant_in_cxx(CXCursor decl, unsigned begin, unsigned end)
{
	/* (a VLA has no initializer) */
	Bounds bd = {begin, end, clang_getCursorKind(decl) == CXCursor_VarDecl};

	bd.ok = bd.ok && clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(decl));

	if (bd.ok)
		clang_visitChildren(decl, cxx_constant, &bd);
	return bd.ok;
}

/* Might association expression a be the one a generic selection of type
 * t and value v (NULL: not a constant) selects?  The selection has the
 * selected expression's type and value (C11 6.5.1.1p4). */
static int
may_select(CXCursor a, CXType t, CXEvalResult v)
{
	CXEvalResult w;
	int same;

	if (!clang_equalTypes(clang_getCursorType(a), t))
		return 0;
	if (!v)
		return 1;
	if (!(w = clang_Cursor_Evaluate(a)))
		return 0;
	same = clang_EvalResult_getKind(w) == clang_EvalResult_getKind(v);
	if (same && clang_EvalResult_getKind(v) == CXEval_Int)
		same = clang_EvalResult_getAsUnsigned(w) == clang_EvalResult_getAsUnsigned(v);
	else if (same && clang_EvalResult_getKind(v) == CXEval_Float)
		same = clang_EvalResult_getAsDouble(w) == clang_EvalResult_getAsDouble(v);
	else
		same = 0;
	clang_EvalResult_dispose(w);
	return same;
}

/* _Generic, which C++ does not have: the edit leaves the selected
 * association's expression, in parentheses.  libclang does not say which
 * association the selection chose, nor their type names; it gives the
 * selection's type and, of a constant, its value, which are the selected
 * expression's: the one association that has them is it.  Where several
 * do, an error. */
static void
check_generic(Ctx *c, CXCursor e, Loc loc)
{
	CXCursor kids[64], chosen = clang_getNullCursor();
	int n = cx_children(e, kids, 64), found = 0;
	CXType t = clang_getCursorType(e);
	CXEvalResult v = clang_Cursor_Evaluate(e);
	unsigned b, end, kb, ke;
	Edit open = {0}, close = {0};

	if (v && clang_EvalResult_getKind(v) != CXEval_Int &&
	    clang_EvalResult_getKind(v) != CXEval_Float) {
		clang_EvalResult_dispose(v);
		v = NULL;
	}
	for (int i = 1; i < n && n < 64; i++)
		if (clang_isExpression(clang_getCursorKind(kids[i])) && may_select(kids[i], t, v)) {
			chosen = kids[i];
			found++;
		}
	if (v)
		clang_EvalResult_dispose(v);
	if (found != 1) {
		diag_error(loc, "_Generic in device code is not supported here: CUDA C++ has no "
		                "_Generic, and omp2cuda cannot tell which association it selects "
		                "(give the associations distinct types or values)");
		return;
	}
	if (!written_out(c, e, &b, &end, "_Generic"))
		return;
	cx_extent(chosen, &kb, &ke);
	open.begin = b;
	open.end = kb;
	open.text = "(";
	close.begin = ke;
	close.end = end;
	close.text = ")";
	add_edit(c, open);
	add_edit(c, close);
}

/* _Complex: CUDA C++ has no C complex types; C's arithmetic on them
 * (the mixed real and complex rules of C11 6.3.1.8, complex division,
 * I) would need a type of its own.  Reported where a complex value comes
 * from: a declaration, a cast, a call, an imaginary constant, a member or
 * a variable of file scope. */
static void
check_complex(CXCursor cur, Loc loc)
{
	enum CXCursorKind k = clang_getCursorKind(cur);

	if (clang_getCanonicalType(clang_getCursorType(cur)).kind != CXType_Complex)
		return;
	if (k == CXCursor_DeclRefExpr &&
	    clang_getCursorKind(clang_getCursorSemanticParent(clang_getCursorReferenced(cur))) !=
	            CXCursor_TranslationUnit)
		return;
	if (k == CXCursor_VarDecl || k == CXCursor_ParmDecl || k == CXCursor_CStyleCastExpr ||
	    k == CXCursor_CallExpr || k == CXCursor_ImaginaryLiteral ||
	    k == CXCursor_MemberRefExpr || k == CXCursor_DeclRefExpr)
		diag_error(loc, "_Complex in device code is not supported yet: CUDA C++ has no "
		                "C complex types; compute the real and imaginary parts as two "
		                "values");
}

void
cxx_check(Ctx *c, CXCursor cur, Loc loc, unsigned begin, unsigned end)
{
	check_long_double(cur, loc);
	check_complex(cur, loc);
	vm_check(c, cur, loc, begin);
	switch (clang_getCursorKind(cur)) {
	case CXCursor_DeclRefExpr:
	case CXCursor_TypeRef:
		cxx_declared(c, clang_getCursorReferenced(cur), loc);
		break;
	case CXCursor_UnaryExpr:
		check_sizeof(c, cur);
		break;
	case CXCursor_UnexposedExpr:
		check_conversion(c, cur);
		break;
	case CXCursor_CStyleCastExpr:
		check_enum_cast(c, cur);
		break;
	case CXCursor_UnaryOperator:
	case CXCursor_CompoundAssignOperator:
		check_enum_update(c, cur, loc);
		break;
	case CXCursor_VarDecl:
	case CXCursor_ParmDecl:
		if (vm_type(param_type(cur)) && !constant_in_cxx(cur, begin, end))
			diag_error(cx_loc(c, cx_offset(clang_getCursorLocation(cur))),
			           "variable-length array '%s' in device code is not supported: "
			           "CUDA C++ has no variable-length arrays",
			           cx_take_string(clang_getCursorSpelling(cur)));
		else if (clang_getCursorKind(cur) == CXCursor_ParmDecl)
			check_array_param(c, cur);
		else if (!reorder_init(c, cur))
			check_char_array(c, cur);
		break;
	case CXCursor_InitListExpr:
		check_init_list(c, cur, loc);
		if (union_bitfield_init(cur) && !reordered(c, cur))
			check_initializer(cur, cur, c);
		break;
	case CXCursor_GenericSelectionExpr:
		check_generic(c, cur, loc);
		break;
	default:
		break;
	}
}

static int
by_begin(const void *pa, const void *pb)
{
	const Edit *a = pa, *b = pb;

	if (a->begin != b->begin)
		return a->begin < b->begin ? -1 : 1;
	return a->seq - b->seq;
}

void
cxx_finish(Ctx *c)
{
	if (c->u->nedits)
		qsort(c->u->edits, (size_t)c->u->nedits, sizeof *c->u->edits, by_begin);
}
