/* Types declared inside a function (block scope, C11 6.2.1p4) that
 * device code uses.  The kernels and the host fallbacks are functions at
 * file scope, and their parameters name the types of the variables they
 * receive, so each such declaration is copied to file scope: in the .cu
 * file in source order with the other declarations, in the host file
 * before the fallbacks of its function (codegen/emit_host.c).
 *
 * Two functions may declare one name differently, and a name declared in
 * a function may be a file-scope name too (a function test_struct and a
 * typedef test_struct in another function): the copies are renamed.
 * Every name the declaration declares (tags, typedef names, enumerators)
 * becomes o2c_<name>_<line>, and an untagged struct, union or enum gets
 * the tag o2c_<keyword>_<line>_<col>, so that parameters can spell it.
 * The names are those of the declaration's own line and column: a type
 * is spelled the same wherever it is used, with no table.  Inside the
 * copy, references to those names are renamed alike; in region code,
 * each type name written refers to the copy (an edit both the .cu file
 * and the host fallback make, Edit.host), and each enumerator (the region
 * declares those it names itself too, captures.c, for the text of loop
 * bounds and macros).  A loop's bounds name no such type: they are copied
 * as text (locals_check_text).
 *
 * What the copy cannot take is an error: a declaration a macro writes
 * (its text is the invocation), a type whose declaration refers to
 * variables (a variably modified typedef, sizeof of a local), a type
 * declared outside a declaration statement (in a sizeof or a cast).
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

int
locals_in_function(CXCursor decl)
{
	for (CXCursor p = clang_getCursorSemanticParent(decl); !clang_Cursor_isNull(p);
	     p = clang_getCursorSemanticParent(p))
		switch (clang_getCursorKind(p)) {
		case CXCursor_FunctionDecl:
			return 1;
		case CXCursor_TranslationUnit:
			return 0;
		default:
			if (clang_isInvalid(clang_getCursorKind(p)))
				return 0;
		}
	return 0;
}

static int
is_tag(enum CXCursorKind k)
{
	return k == CXCursor_StructDecl || k == CXCursor_UnionDecl || k == CXCursor_EnumDecl;
}

static const char *
keyword(enum CXCursorKind k)
{
	return k == CXCursor_StructDecl ? "struct" : k == CXCursor_UnionDecl ? "union" : "enum";
}

/* Offset of a location where it is spelled. */
static unsigned
spelled_at(CXSourceLocation loc)
{
	unsigned off;

	clang_getSpellingLocation(loc, NULL, NULL, NULL, &off);
	return off;
}

/* Does the tag have a name of its own written after its keyword?  An
 * untagged struct that a typedef names has that name for libclang, at
 * the keyword. */
static int
tagged(CXCursor tag)
{
	return !clang_Cursor_isAnonymous(tag) &&
	       spelled_at(clang_getCursorLocation(tag)) !=
	               spelled_at(clang_getRangeStart(clang_getCursorExtent(tag)));
}

/* The declaration a name refers to: a tag's definition, where it has
 * one, so that every declaration of the tag gets one name. */
static CXCursor
named(CXCursor decl)
{
	CXCursor def = clang_getCursorDefinition(decl);

	return clang_Cursor_isNull(def) ? clang_getCanonicalCursor(decl) : def;
}

/* The file-scope name of a declaration made in a function. */
static const char *
local_name(CXCursor decl)
{
	enum CXCursorKind k;
	unsigned line, col;

	decl = named(decl);
	k = clang_getCursorKind(decl);
	clang_getExpansionLocation(clang_getCursorLocation(decl), NULL, &line, &col, NULL);
	if (is_tag(k) && !tagged(decl))
		return arena_printf("o2c_%s_%u_%u", keyword(k), line, col);
	return arena_printf("o2c_%s_%u", cx_take_string(clang_getCursorSpelling(decl)), line);
}

/* The spelling of t, qualifiers and all, when it names a type declared in
 * a function (not through pointers or arrays); else NULL. */
const char *
locals_leaf(CXType t)
{
	CXType n = t.kind == CXType_Elaborated ? clang_Type_getNamedType(t) : t;
	CXCursor d = clang_getTypeDeclaration(n);
	enum CXCursorKind k = clang_getCursorKind(d);
	int cst = clang_isConstQualifiedType(t) || clang_isConstQualifiedType(n);
	int vol = clang_isVolatileQualifiedType(t) || clang_isVolatileQualifiedType(n);

	if ((n.kind != CXType_Typedef && n.kind != CXType_Record && n.kind != CXType_Enum) ||
	    !locals_in_function(d))
		return NULL;
	return arena_printf("%s%s%s%s%s", cst ? "const " : "", vol ? "volatile " : "",
	                    is_tag(k) ? keyword(k) : "", is_tag(k) ? " " : "", local_name(d));
}

/* Does t name a type declared in a function, maybe through pointers and
 * arrays? */
static int
names_local(CXType t)
{
	for (;;)
		switch (t.kind) {
		case CXType_Pointer:
			t = clang_getPointeeType(t);
			break;
		case CXType_ConstantArray:
		case CXType_IncompleteArray:
		case CXType_VariableArray:
			t = clang_getArrayElementType(t);
			break;
		default:
			return locals_leaf(t) != NULL;
		}
}

/* Type t as C spells it, for a cast or a declaration; with the
 * file-scope names of types declared in functions. */
const char *
locals_spelling(CXType t)
{
	const char *s;
	size_t n;

	if (!names_local(t))
		return cx_take_string(clang_getTypeSpelling(t));
	s = locals_decl(t, "");
	n = strlen(s);
	while (n && s[n - 1] == ' ')
		n--;
	return arena_strndup(s, n);
}

/* A declaration of `inner` with type t, as C spells it; with leaf_const
 * 1, the type pointers and arrays lead to is const-qualified, and where
 * they lead to a pointer (float **, int *a[8]), that pointer: float
 * *const *p; with 2, t itself, a pointer. */
const char *
locals_decl_q(CXType t, const char *inner, int leaf_const)
{
	if (t.kind == CXType_Pointer) {
		CXType p = clang_getPointeeType(t);
		const char *in = arena_printf("*%s%s", clang_isConstQualifiedType(t) || leaf_const == 2
		                                               ? "const "
		                                               : "",
		                              inner);
		if (p.kind == CXType_ConstantArray || p.kind == CXType_FunctionProto)
			in = arena_printf("(%s)", in);
		return locals_decl_under(p, in, leaf_const);
	}
	if (t.kind == CXType_ConstantArray)
		return locals_decl_under(clang_getArrayElementType(t),
		                         arena_printf("%s[%lld]", inner, clang_getArraySize(t)), leaf_const);
	const char *leaf = locals_leaf(t);

	return arena_printf("%s%s %s", leaf_const && !clang_isConstQualifiedType(t) ? "const " : "",
	                    leaf ? leaf : cx_take_string(clang_getTypeSpelling(t)), inner);
}

/* locals_decl_q of t, what a pointer or an array leads to. */
const char *
locals_decl_under(CXType t, const char *inner, int leaf_const)
{
	if (leaf_const == 2)
		leaf_const = 0;
	else if (leaf_const == 1 && t.kind == CXType_Pointer)
		leaf_const = 2;
	return locals_decl_q(t, inner, leaf_const);
}

/* A declaration of inner with type t, as C spells it. */
const char *
locals_decl(CXType t, const char *inner)
{
	return locals_decl_q(t, inner, 0);
}

/* A declaration of inner with type t, the qualifiers of t (or of the
 * elements of the arrays t is) left out. */
const char *
locals_decl_rw(CXType t, const char *inner)
{
	if (t.kind == CXType_ConstantArray)
		return locals_decl_rw(clang_getArrayElementType(t),
		                      arena_printf("%s[%lld]", inner, clang_getArraySize(t)));
	return locals_decl(clang_getUnqualifiedType(t), inner);
}

/* Is the cursor's text written in the file, not given by a macro?
 * (libclang gives a token of a macro's definition the spelling location
 * of the invocation, outside the main file; one of a macro's argument,
 * where the argument is written.) */
static int
written(CXCursor cur)
{
	CXSourceRange r = clang_getCursorExtent(cur);
	CXSourceLocation ends[3] = {clang_getRangeStart(r), clang_getRangeEnd(r),
	                            clang_getCursorLocation(cur)};

	for (int i = 0; i < 3; i++)
		if (!clang_Location_isFromMainFile(ends[i]) || spelled_at(ends[i]) != cx_offset(ends[i]))
			return 0;
	return 1;
}

/* A replacement in the copied text: [begin, end) becomes text.  A tag
 * declared in another's members is lifted: its declaration goes before
 * the copy, and its place names it.  (C gives it the scope of the
 * outermost one; C++, of the .cu file, would make it a member.) */
typedef struct Repl {
	unsigned begin, end;
	const char *text;
	int lift;
} Repl;

typedef struct Copy {
	Ctx *c;
	Loc use;
	const char *what;     /* the type, for messages */
	Repl *repls;
	size_t n, cap;
	int ok;
} Copy;

static void
replace(Copy *k, unsigned begin, unsigned end, const char *text, int lift)
{
	for (size_t i = 0; i < k->n; i++)
		if (k->repls[i].begin == begin)
			return; /* a declaration visited again */
	VEC_PUSH(k->repls, k->n, k->cap, ((Repl){begin, end, text, lift}));
}

static void
fail(Copy *k, CXCursor at, const char *why)
{
	diag_error(cx_loc(k->c, cx_offset(clang_getCursorLocation(at))),
	           "%s, declared inside a function and used in a target region: %s", k->what,
	           why);
	k->ok = 0;
}

/* The name a declaration in the copy declares. */
static void
rename_decl(Copy *k, CXCursor cur)
{
	enum CXCursorKind kind = clang_getCursorKind(cur), in;
	unsigned at = cx_offset(clang_getCursorLocation(cur)), b, e;

	if (is_tag(kind) && clang_Cursor_isAnonymousRecordDecl(cur))
		return; /* an anonymous member: no type of its own */
	if (!written(cur)) {
		fail(k, cur, "a macro writes its declaration; not supported yet (declare the type "
		             "at file scope)");
		return;
	}
	cx_extent(cur, &b, &e);
	in = clang_getCursorKind(clang_getCursorSemanticParent(cur));
	if (is_tag(kind) && (in == CXCursor_StructDecl || in == CXCursor_UnionDecl))
		replace(k, b, e, arena_printf("%s %s", keyword(kind), local_name(cur)), 1);
	if (is_tag(kind) && !tagged(cur)) { /* the keyword, then the new tag */
		b += (unsigned)strlen(keyword(kind));
		replace(k, b, b, arena_printf(" %s", local_name(cur)), 0);
		return;
	}
	replace(k, at, at + (unsigned)strlen(cx_take_string(clang_getCursorSpelling(cur))),
	        local_name(cur), 0);
}

/* A reference in the copy: to a name the function declares, renamed; to
 * a file-scope type or enumerator, which the .cu file then declares. */
static void
rename_ref(Copy *k, CXCursor cur)
{
	CXCursor to = clang_getCursorReferenced(cur);
	unsigned b, e;

	if (clang_getCursorKind(to) == CXCursor_EnumConstantDecl)
		to = clang_getCursorSemanticParent(to);
	else if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr) {
		fail(k, cur, arena_printf("its declaration refers to '%s', which the kernels "
		                          "cannot see; not supported",
		                          cx_take_string(clang_getCursorSpelling(cur))));
		return;
	}
	/* (the declaration of a type this copy names, which may be another
	 * copy's or this one's) */
	if (!decls_type(k->c, clang_getCursorType(to), k->use)) {
		k->ok = 0;
		return;
	}
	if (!locals_in_function(to))
		return;
	if (!written(cur)) {
		fail(k, cur, arena_printf("a macro names '%s' in its declaration; not supported "
		                          "yet (declare the type at file scope)",
		                          cx_take_string(clang_getCursorSpelling(cur))));
		return;
	}
	cx_extent(cur, &b, &e);
	replace(k, b, e, local_name(clang_getCursorReferenced(cur)), 0);
}

static enum CXChildVisitResult
copy_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Copy *k = data;
	enum CXCursorKind kind = clang_getCursorKind(cur);

	(void)parent;
	if (kind == CXCursor_TypeRef || kind == CXCursor_DeclRefExpr)
		rename_ref(k, cur);
	else if (is_tag(kind) || kind == CXCursor_TypedefDecl || kind == CXCursor_EnumConstantDecl)
		rename_decl(k, cur);
	return k->ok ? CXChildVisit_Recurse : CXChildVisit_Break;
}

typedef struct Around {
	unsigned at;
	CXCursor stmt;
} Around;

/* The innermost declaration statement around offset at. */
static enum CXChildVisitResult
find_stmt(CXCursor cur, CXCursor parent, CXClientData data)
{
	Around *a = data;
	unsigned b, e;

	(void)parent;
	cx_extent(cur, &b, &e);
	if (a->at < b || a->at >= e)
		return CXChildVisit_Continue;
	if (clang_getCursorKind(cur) == CXCursor_DeclStmt)
		a->stmt = cur;
	return CXChildVisit_Recurse;
}

static int
by_begin(const void *pa, const void *pb)
{
	const Repl *a = pa, *b = pb;

	return a->begin < b->begin ? -1 : a->begin > b->begin;
}

/* The declarations of the statement: with a typedef, the whole
 * statement declares type names; else the tag it begins with is the
 * declaration copied, without the statement's variables. */
typedef struct Stmt {
	CXCursor first;
	int typedefs;
} Stmt;

static enum CXChildVisitResult
stmt_decl(CXCursor cur, CXCursor parent, CXClientData data)
{
	Stmt *st = data;

	(void)parent;
	if (clang_Cursor_isNull(st->first))
		st->first = cur;
	st->typedefs |= clang_getCursorKind(cur) == CXCursor_TypedefDecl;
	return CXChildVisit_Continue;
}

/* The text of [b, e) with its names renamed, the declarations lifted
 * from it first, into out; then `after`. */
static void
copy_text(Copy *k, Buf *out, unsigned b, unsigned e, const char *after)
{
	Buf text = {0};
	unsigned at = b;

	buf_puts(&text, "");
	for (size_t i = 0; i < k->n; i++) {
		const Repl *r = &k->repls[i];
		if (r->begin < at || r->end > e || (r->lift && r->begin == b && r->end == e))
			continue; /* outside, in replaced text, or the range itself */
		if (r->lift)
			copy_text(k, out, r->begin, r->end, "; ");
		buf_put(&text, k->c->u->src + at, r->begin - at);
		buf_puts(&text, r->text);
		at = r->end;
	}
	buf_put(&text, k->c->u->src + at, e - at);
	buf_printf(out, "%s%s", text.s, after);
}

/* Copy the declaration of decl, a type declared in a function, to file
 * scope (Unit.decls, DeviceDecl.local); 0 after an error. */
int
locals_hoist(Ctx *c, CXCursor decl, Loc use)
{
	CXCursor fn, unit;
	Stmt st = {clang_getNullCursor(), 0};
	Copy k = {c, use, NULL, NULL, 0, 0, 1};
	Around a = {0, clang_getNullCursor()};
	unsigned b, e, fb;
	int stmt, at;
	DeviceDecl d = {0};
	Buf text = {0};

	k.what = arena_printf("type '%s'", cx_take_string(clang_getCursorSpelling(decl)));
	cx_extent(decl, &a.at, &e);
	if (!scan_function_at(c, a.at, &fn))
		unreachable("a type declared in a function outside every function");
	clang_visitChildren(fn, find_stmt, &a);
	if (clang_Cursor_isNull(a.stmt)) {
		fail(&k, decl, "declared outside a declaration statement; not supported yet");
		return 0;
	}
	clang_visitChildren(a.stmt, stmt_decl, &st);
	unit = st.typedefs ? a.stmt : st.first;
	stmt = clang_getCursorKind(unit) == CXCursor_DeclStmt;
	cx_extent(unit, &b, &e);
	if (!stmt && (!is_tag(clang_getCursorKind(unit)) || a.at < b || a.at >= e)) {
		fail(&k, decl, "declared inside another declaration; not supported yet");
		return 0;
	}
	for (int i = 0; i < c->u->ndecls; i++)
		if (c->u->decls[i].local && c->u->decls[i].at == b)
			return 1;
	/* entered first: the types its declaration names come meanwhile,
	 * and may name it */
	cx_extent(fn, &fb, &(unsigned){0});
	d.at = b;
	d.loc = cx_loc(c, b);
	d.text = "";
	d.local = 1;
	d.func = fb;
	at = c->u->ndecls;
	VEC_PUSH(c->u->decls, c->u->ndecls, c->cap_decls, d);
	if (!stmt)
		copy_visit(unit, unit, &k);
	if (k.ok)
		clang_visitChildren(unit, copy_visit, &k);
	if (!k.ok)
		return 0;
	if (k.n)
		qsort(k.repls, k.n, sizeof *k.repls, by_begin);
	copy_text(&k, &text, b, e, stmt ? "" : ";");
	c->u->decls[at].text = text.s;
	return 1;
}

/* A name written in region code, of a type or enumerator declared in
 * the function: the kernel and the host fallback name the copy.  0 when
 * it is no such name, or a macro writes it. */
int
locals_region_ref(Ctx *c, CXCursor ref)
{
	CXCursor to = clang_getCursorReferenced(ref);
	unsigned b, e;

	if (!locals_in_function(to) || !written(ref))
		return 0;
	cx_extent(ref, &b, &e);
	edits_rename(c, b, e, local_name(to));
	return 1;
}

static enum CXChildVisitResult
find_local_type(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_TypeRef &&
	    locals_in_function(clang_getCursorReferenced(cur))) {
		*(CXCursor *)data = cur;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* The text of an expression that device code copies as written (a
 * loop's bounds and step): an error where it names a type declared in
 * the function, which the copy would not rename, or that macros write in
 * a form whose text cannot be had (cx_expr_text). */
const char *
locals_check_text(Ctx *c, CXCursor e)
{
	CXCursor ref = clang_getNullCursor();
	unsigned b, end;

	clang_visitChildren(e, find_local_type, &ref);
	if (!clang_Cursor_isNull(ref)) {
		cx_extent(ref, &b, &end);
		diag_error(cx_loc(c, b), "type '%s', declared inside a function, in the bounds or "
		                         "step of a target region's loop: not supported yet",
		           cx_take_string(clang_getCursorSpelling(ref)));
	}
	const char *text = cx_expr_text(c, e);
	if (!text) {
		cx_extent(e, &b, &end);
		diag_error(cx_loc(c, b), "a bound or step of a target region's loop that a macro "
		                         "writes in a form omp2cuda cannot copy: not supported yet; "
		                         "compute it into a variable before the loop");
		return "0";
	}
	return text;
}
