/* The value of printf in device code.
 *
 * CUDA's device printf returns the number of arguments it printed, not
 * C's count of characters written (C11 7.21.6.3), and computing C's
 * count on the device would mean formatting every conversion as the
 * host's C library does.  So a call to printf is accepted in device code
 * only where its value is discarded: a statement of its own (in a block,
 * under a label, as the body of if, else, while, do or for), the first
 * or third clause of a for header, or cast to void.  Anywhere else (an
 * operand, an initializer, an argument, a return value, a condition) it
 * is an error naming the use.  A region's statement that is a call of
 * printf is a statement of its own too.  The front end decides from the
 * call's parent in the AST, and, in a for header, from where the call lies
 * between its semicolons.
 */
#include <string.h>

#include "internal.h"

/* The offsets of the two semicolons of for statement `f`'s header. */
static int
for_semicolons(Ctx *c, CXCursor f, unsigned *semi)
{
	CXToken *t;
	unsigned n, found = 0;
	int depth = 0;

	clang_tokenize(c->tu, clang_getCursorExtent(f), &t, &n);
	for (unsigned i = 0; i < n && found < 2; i++) {
		const char *s = cx_take_string(clang_getTokenSpelling(c->tu, t[i]));
		if (clang_getTokenKind(t[i]) != CXToken_Punctuation)
			continue;
		if (!strcmp(s, "("))
			depth++;
		else if (!strcmp(s, ")") && --depth == 0)
			break;
		else if (!strcmp(s, ";") && depth == 1)
			semi[found++] = cx_offset(clang_getTokenLocation(c->tu, t[i]));
	}
	clang_disposeTokens(c->tu, t, n);
	return found == 2;
}

/* Does the first child of `parent` begin at offset b? */
static int
first_child_at(CXCursor parent, unsigned b)
{
	CXCursor kids[3];
	unsigned kb, ke;

	if (cx_children(parent, kids, 3) < 1)
		return 0;
	cx_extent(kids[0], &kb, &ke);
	return kb == b;
}

/* Is a call beginning at offset b a child of `parent` whose value is
 * discarded? */
static int
discarded(Ctx *c, unsigned b, CXCursor parent)
{
	unsigned semi[2];

	switch (clang_getCursorKind(parent)) {
	case CXCursor_CompoundStmt:
	case CXCursor_LabelStmt:
	case CXCursor_DefaultStmt:
		return 1;
	case CXCursor_CaseStmt: /* its children: the label's value, then the statement */
	case CXCursor_IfStmt:   /* the condition, then the branches */
	case CXCursor_WhileStmt:
		return !first_child_at(parent, b);
	case CXCursor_DoStmt: /* the body, then the condition */
		return first_child_at(parent, b);
	case CXCursor_ForStmt: /* all but the condition */
		return for_semicolons(c, parent, semi) && !(b > semi[0] && b < semi[1]);
	case CXCursor_CStyleCastExpr:
		return clang_getCursorType(parent).kind == CXType_Void;
	default:
		return 0;
	}
}

/* What a use of the value is called in the message. */
static const char *
use_name(CXCursor parent)
{
	switch (clang_getCursorKind(parent)) {
	case CXCursor_ReturnStmt:
		return "returned";
	case CXCursor_VarDecl:
		return "initializes a variable";
	case CXCursor_CallExpr:
		return "an argument";
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
		return "an operand (or assigned)";
	case CXCursor_IfStmt:
	case CXCursor_WhileStmt:
	case CXCursor_DoStmt:
	case CXCursor_ForStmt:
	case CXCursor_ConditionalOperator:
		return "a condition or operand";
	default:
		return "used";
	}
}

void
printf_value_check(Ctx *c, CXCursor call, CXCursor parent, Loc loc)
{
	CXCursor fn = clang_getCursorReferenced(call);
	unsigned b, e;

	if (clang_getCursorKind(fn) != CXCursor_FunctionDecl ||
	    strcmp(cx_take_string(clang_getCursorSpelling(fn)), "printf") ||
	    !clang_Location_isInSystemHeader(clang_getCursorLocation(fn)))
		return;
	cx_extent(call, &b, &e);
	/* the walk starts at a region's statement as its own parent: the
	 * call is the whole statement */
	if (!clang_equalCursors(call, parent) && !discarded(c, b, parent))
		diag_error(loc, "the value of printf in device code is not supported (here: %s): "
		                "CUDA's printf returns the number of its arguments, not C's count of "
		                "characters written; call printf as a statement of its own",
		           use_name(parent));
}
