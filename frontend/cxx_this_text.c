/* `this` where the front end reads text and types, not the region's
 * code (cxx_this.c reads that): the class the pointer for `this` points
 * to (members.c, for map clauses' member sections) and a loop's bound or
 * step as the kernel copies it, o2c_this in place of `this` (loops.c).
 */
#include <string.h>

#include "cxx.h"

/* The non-static member function around offset at, or 0. */
static int
method_at(Ctx *c, unsigned at, CXCursor *fn)
{
	return c->u->cxx && scan_function_at(c, at, fn) && cxx_is_method(*fn) &&
	       !clang_CXXMethod_isStatic(*fn);
}

/* The class that the pointer for `this` in the regions of the member
 * function around offset at points to (canonical); an invalid type where
 * there is none. */
CXType
cxx_this_class(Ctx *c, unsigned at)
{
	CXCursor fn;
	CXType bad = {CXType_Invalid, {0, 0}};

	if (!method_at(c, at, &fn))
		return bad;
	return clang_getCanonicalType(clang_getCursorType(clang_getCursorSemanticParent(fn)));
}

/* Is member, a MemberRefExpr, named alone: `m` or `Base<T>::m` (this->
 * implied), no object expression before it, only its qualifier's names? */
int
cxx_member_alone(CXCursor member)
{
	CXCursor kids[8];
	int n = cx_children(member, kids, 8);

	for (int i = 0; i < n && i < 8; i++)
		if (!clang_isReference(clang_getCursorKind(kids[i])))
			return 0;
	return n <= 8;
}

typedef struct Spots {
	unsigned at[32];      /* where `this` or a member named alone begins */
	unsigned end[32];     /* and ends */
	int is_this[32];
	CXCursor member[32];  /* a member's declaration */
	int n;
} Spots;

static enum CXChildVisitResult
spot(CXCursor cur, CXCursor parent, CXClientData data)
{
	Spots *s = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	unsigned b, e;

	CXCursor base;

	(void)parent;
	/* this->m: `this` (is_this 2) where m needs no access tag */
	int through = k == CXCursor_MemberRefExpr && !cxx_member_alone(cur) && cx_children(cur, &base, 1) &&
	              clang_getCursorKind(cx_strip(base)) == CXCursor_CXXThisExpr;
	if (s->n < 32 && (k == CXCursor_CXXThisExpr || through ||
	                  (k == CXCursor_MemberRefExpr && cxx_member_alone(cur)))) {
		cx_extent(cur, &b, &e);
		s->is_this[s->n] = through ? 2 : k == CXCursor_CXXThisExpr;
		s->member[s->n] = clang_getCursorReferenced(cur);
		s->end[s->n] = e;
		s->at[s->n++] = b;
	}
	return through ? CXChildVisit_Continue : CXChildVisit_Recurse;
}

/* The text of expression e (a loop's bound or step) that device code
 * copies, text as written, with `this` and the members it names alone
 * spelled as the region's code spells them (o2c_this; a member not public
 * through its access tag, cxx_access_tag). */
const char *
cxx_this_text(Ctx *c, CXCursor e, const char *text)
{
	Spots s = {0};
	Buf out = {0};
	unsigned b, end, at;
	CXCursor fn;

	if (!c->u->cxx)
		return text;
	cx_extent(e, &b, &end);
	spot(e, e, &s);
	clang_visitChildren(e, spot, &s);
	if (!s.n || !method_at(c, b, &fn))
		return text;
	if (s.n == 32 || strcmp(text, cx_text(c, b, end))) {
		diag_error(cx_loc(c, b), "'this' in a bound or step of a target region's loop that "
		                         "a macro writes, or in a long one: not supported yet; "
		                         "compute it into a variable before the loop");
		return text;
	}
	at = b;
	for (int i = 0; i < s.n; i++) {
		int tag = s.is_this[i] == 1 ? -1 : cxx_access_tag(c, fn, s.member[i]);
		buf_puts(&out, cx_text(c, at, s.at[i]));
		if (tag >= 0) { /* a member not public, through its access tag */
			buf_puts(&out, cxx_access_text("o2c_this", tag));
			at = s.end[i];
			continue;
		}
		buf_puts(&out, s.is_this[i] ? "o2c_this" : "o2c_this->");
		at = s.at[i] + (s.is_this[i] ? 4 : 0); /* `this` */
	}
	buf_puts(&out, cx_text(c, at, end));
	return out.s;
}
