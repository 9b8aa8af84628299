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
 *   - variable-length arrays, which C++ does not have: the ones device
 *     code declares take the device heap (vla_locals.c); pointers to
 *     them are an error.
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
#include "cxx.h"

/* Wrap the expression in a cast to type t. */
static void
add_cast(Ctx *c, CXCursor e, CXType t, const char *why)
{
	Edit ed = {0};
	const char *spelled = local_types_spelling(c, t);

	if (!spelled) {
		diag_error(cx_loc(c, cx_offset(clang_getRangeStart(clang_getCursorExtent(e)))),
		           "%s in device code is not supported yet: it needs a cast to '%s', an "
		           "untagged type that device code declares, which a cast cannot name; give "
		           "the type a tag",
		           why, cx_take_string(clang_getTypeSpelling(t)));
		return;
	}
	if (!edits_written_out(c, e, &ed.begin, &ed.end, why))
		return;
	ed.open = arena_printf("(%s)(", spelled);
	ed.close = ")";
	edits_add(c, ed);
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
		op = cx_operator(e);
		if (!strcmp(op, ","))
			return cx_children(e, kids, 2) == 2 && type_differs(c, kids[1]);
		return !strcmp(op, "<") || !strcmp(op, ">") || !strcmp(op, "<=") ||
		       !strcmp(op, ">=") || !strcmp(op, "==") || !strcmp(op, "!=") ||
		       !strcmp(op, "&&") || !strcmp(op, "||");
	case CXCursor_UnaryOperator:
		return !strcmp(cx_operator(e), "!");
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
	    edits_written_out(c, e, &b, &end, "sizeof of an expression whose type is another in C++")) {
		Edit ed = {b,    end,  arena_printf("%lluUL", clang_EvalResult_getAsUnsigned(v)),
		           NULL, NULL, 0, 0, NULL, NULL, 0, 0, NULL};
		edits_add(c, ed);
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
/* Is e, under parentheses and implicit conversions, an enumerator of
 * enum t? */
static int
own_enumerator(CXCursor e, CXType t)
{
	CXCursor kid, ref;

	while ((clang_getCursorKind(e) == CXCursor_UnexposedExpr ||
	        clang_getCursorKind(e) == CXCursor_ParenExpr) &&
	       cx_children(e, &kid, 1) == 1)
		e = kid;
	ref = clang_getCursorReferenced(e);
	return clang_getCursorKind(e) == CXCursor_DeclRefExpr &&
	       clang_getCursorKind(ref) == CXCursor_EnumConstantDecl &&
	       clang_equalTypes(clang_getCanonicalType(clang_getCursorType(clang_getCursorSemanticParent(ref))), t);
}

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
	/* from an integer to an enum; but one of an untagged enum that device
	 * code declares (no cast can name it) from one of its own
	 * enumerators, which are of its type in C++ */
	cast |= cto.kind == CXType_Enum && cfrom.kind != CXType_Enum &&
	        (local_types_spelling(c, to) || !own_enumerator(kid, cto));
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
	const char *op = cx_operator(e);
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
	if (!edits_written_out(c, kid, &ed.begin, &ed.end,
	                 arena_printf("'%s' of an object of type '%s'", op,
	                              cx_take_string(clang_getTypeSpelling(t)))))
		return;
	ed.open = arena_printf("o2c_c_update<%s>(", u);
	ed.close = ")";
	edits_add(c, ed);
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
	if (!edits_written_out(c, e, &b, &end, "_Generic"))
		return;
	cx_extent(chosen, &kb, &ke);
	open.begin = b;
	open.end = kb;
	open.text = "(";
	close.begin = ke;
	close.end = end;
	close.text = ")";
	edits_add(c, open);
	edits_add(c, close);
}

/* _Float16 and __fp16 (directly, or the elements of what a declaration
 * points to or holds): nvcc has no such type in device code (CUDA 13
 * stops with an internal error), and CUDA's own half type, __half,
 * converts otherwise.  _Float16 becomes o2c_f16, which computes as the
 * host compiler does (omp2cuda_f16.h: Unit.half); __fp16, an ARM
 * storage type, is reported where a value of it comes from. */
static void
check_half(Ctx *c, CXCursor cur, Loc loc)
{
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXType t = clang_getCanonicalType(clang_getCursorType(cur));

	if (k == CXCursor_VarDecl || k == CXCursor_ParmDecl)
		while (t.kind == CXType_Pointer || t.kind == CXType_ConstantArray ||
		       t.kind == CXType_IncompleteArray || t.kind == CXType_VariableArray)
			t = clang_getCanonicalType(t.kind == CXType_Pointer ? clang_getPointeeType(t)
			                                                   : clang_getArrayElementType(t));
	if (t.kind == CXType_Float16 && !c->u->half) {
		c->u->half = HALF_USED;
		c->u->half_loc = loc;
	}
	if (t.kind == CXType_Half &&
	    (k == CXCursor_VarDecl || k == CXCursor_ParmDecl || k == CXCursor_CStyleCastExpr ||
	     k == CXCursor_CXXFunctionalCastExpr || k == CXCursor_CXXStaticCastExpr ||
	     k == CXCursor_FloatingLiteral || k == CXCursor_CallExpr))
		diag_error(loc, "__fp16 in device code is not supported: nvcc has no such type there "
		                "(CUDA's __half is a class, whose conversions differ)");
}

void
cxx_check(Ctx *c, CXCursor cur, Loc loc, unsigned begin, unsigned end)
{
	enum CXCursorKind k = clang_getCursorKind(cur);

	check_long_double(cur, loc);
	check_half(c, cur, loc);
	complex_check(c, cur, loc);
	vm_check(c, cur, loc, begin);
	if (k == CXCursor_VarDecl)
		const_arrays_check(c, cur);
	if (k == CXCursor_CompoundStmt)
		loop_divisors_block(c, cur);
	loop_hints_check(c, cur);
	if (vla_locals_check(c, cur, loc, begin, end))
		return;
	if (c->u->cxx) { /* C++'s meaning is nvcc's: cxx_source.c */
		cxx_source_check(c, cur, loc);
		if (k == CXCursor_DeclRefExpr || k == CXCursor_TypeRef)
			cuda_names_declared(c, clang_getCursorReferenced(cur), loc);
		return;
	}
	switch (k) {
	case CXCursor_DeclRefExpr:
	case CXCursor_TypeRef:
		cuda_names_declared(c, clang_getCursorReferenced(cur), loc);
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
		if (vm_type(cxx_param_type(cur)) && !vla_locals_constant(cur, begin, end))
			diag_error(cx_loc(c, cx_offset(clang_getCursorLocation(cur))),
			           "variable-length array '%s' in device code is not supported: "
			           "CUDA C++ has no variable-length arrays",
			           cx_take_string(clang_getCursorSpelling(cur)));
		else if (clang_getCursorKind(cur) == CXCursor_ParmDecl)
			cxx_array_param(c, cur);
		else if (!cxx_reorder_init(c, cur))
			cxx_char_array(c, cur);
		break;
	case CXCursor_InitListExpr:
		cxx_init_list(c, cur, loc);
		if (cxx_union_bitfield_init(cur) && !cxx_reordered(c, cur))
			cxx_check_initializer(cur, cur, c);
		break;
	case CXCursor_GenericSelectionExpr:
		check_generic(c, cur, loc);
		break;
	default:
		break;
	}
}

