/* `this` in a target region of a member function or constructor.
 *
 * OpenMP 5.2 5.8.9 (and 5.0 2.19.7): in a non-static member function,
 * `this` in a target construct's code, written or implied by a data
 * member or member function named alone, is treated as if `this[:1]`
 * appeared in a map clause with map type tofrom; `this` is a pointer
 * list item of map clauses (`map(this[:1])`, `map(tofrom:
 * this->a[0:n])`, and a data member named alone, `map(a[0:n])`, is
 * this->a).  Here `this` becomes a pointer the compiler declares,
 * o2c_this, of the class's type: the host code sets it to `this` before
 * the region's maps (Var.host_init); the kernel and the host fallback
 * take it as a parameter, and their copies of the region's code name it
 * in place of `this` (an edit of `this`, and `o2c_this->` before a
 * member named alone).  Its uses are a captured pointer's: `o2c_this->m`
 * maps the object as one struct, tofrom (lowering/maps.c), and attaches
 * the pointer members the code uses (attaches.c), which map clauses'
 * sections then give their device addresses.
 *
 * In a member function of a class template, read once per
 * instantiation (cxx_templates.c), the pointer is to the
 * specialization, one per instance: its host code, before the class
 * template, declares the class template, and its host fallbacks follow
 * the class template's definition (cxx_templates_this).
 *
 * The kernel is a function outside the class: where the region's code
 * names a member that is not public, the .cu file's copy of the class
 * declares the region's kernels friends (cxx_this_access), and the host
 * fallback, printed inside the class, is a static member function.
 */
#include <string.h>

#include "cxx.h"
#include "use.h"

typedef struct CxxThis {
	unsigned at;          /* the member function's definition */
	const TemplateUse *inst; /* the instantiation read, or NULL */
	Var *var;             /* NULL: rejected, reported once */
} CxxThis;

/* The non-static member function around offset at, or 0. */
static int
method_at(Ctx *c, unsigned at, CXCursor *fn)
{
	return c->u->cxx && scan_function_at(c, at, fn) && cxx_is_method(*fn) &&
	       !clang_CXXMethod_isStatic(*fn);
}

/* The pointer that stands for `this` in the regions of the member
 * function around offset at, built on first use; NULL where there is
 * none (no error) or after an error. */
Var *
cxx_this_var(Ctx *c, unsigned at, Loc use)
{
	CXCursor fn;
	unsigned b, e;
	CxxThis t = {0};

	if (!method_at(c, at, &fn))
		return NULL;
	cx_extent(fn, &b, &e);
	for (size_t i = 0; i < c->nthises; i++)
		if (c->thises[i].at == b && c->thises[i].inst == c->inst)
			return c->thises[i].var;
	t.at = b;
	t.inst = c->inst;
	if (cxx_templates_this(c, use))
		t.var = captures_this_var(c, "o2c_this",
		                          clang_getCursorType(clang_getCursorSemanticParent(fn)),
		                          clang_CXXMethod_isConst(fn), cx_loc(c, b), use);
	VEC_PUSH(c->thises, c->nthises, c->capthises, t);
	return t.var;
}

/* Is cls the class of an instance read now (c->inst) of class template
 * tmpl, rather than an explicit or partial specialization of it? */
static int
instance_of(Ctx *c, CXCursor cls, CXCursor tmpl)
{
	unsigned b, e, tb, te;

	cx_extent(clang_getCursorDefinition(cls), &b, &e);
	cx_extent(tmpl, &tb, &te);
	return c->inst && clang_getCursorKind(tmpl) == CXCursor_ClassTemplate && b == tb && e == te;
}

/* Why the region's code cannot have the access of its member function
 * fn of class cls, or NULL: the .cu file's copy of a class at file or
 * namespace scope of the main file declares the region's kernels friends
 * (codegen/emit_cuda.c), and the host fallback is printed inside the
 * class for a member function defined there (codegen/emit_region.c); of
 * a class template's instance, the class template's copies in both
 * files make the instance's kernels and host fallback friends. */
static const char *
no_access(Ctx *c, CXCursor fn, CXCursor cls)
{
	CXCursor tmpl = clang_getSpecializedCursorTemplate(cls);
	int t = !clang_Cursor_isNull(tmpl);
	CXCursor decl = t ? tmpl : cls;
	enum CXCursorKind k = clang_getCursorKind(clang_getCursorSemanticParent(decl));
	const char *what = t ? "the class template" : "the class";

	if (t && !instance_of(c, cls, tmpl))
		return "the class is an explicit or partial specialization of a template";
	if (!t && !clang_equalCursors(clang_getCursorLexicalParent(fn), cls))
		return "the member function is defined outside its class, and so is the host fallback";
	if (k != CXCursor_TranslationUnit && k != CXCursor_Namespace)
		return arena_printf("%s is nested in a class", what);
	if (!cx_expanded_in_main_file(decl))
		return arena_printf("%s is declared in a header", what);
	if (t && !cxx_template_declaration(tmpl))
		return "a parameter of the class template is neither a type nor a value";
	if (!decls_begins_top(c, decl))
		return arena_printf("%s is declared in a typedef or another declaration", what);
	return NULL;
}

typedef struct Bases {
	CXCursor want;
	int open;             /* the path to here is of public bases */
	int found, found_open;
} Bases;

static enum CXVisitorResult
base_visit(CXCursor base, CXClientData data)
{
	Bases *w = data, deeper = *w;
	CXCursor def = clang_getCursorDefinition(clang_getTypeDeclaration(
	        clang_getCanonicalType(clang_getCursorType(base))));

	deeper.open = w->open && clang_getCXXAccessSpecifier(base) == CX_CXXPublic;
	deeper.found = deeper.found_open = 0;
	if (clang_equalCursors(def, w->want))
		deeper.found = 1, deeper.found_open = deeper.open;
	else if (!clang_Cursor_isNull(def))
		clang_visitCXXBaseClasses(clang_getCursorType(def), base_visit, &deeper);
	w->found |= deeper.found;
	w->found_open |= deeper.found_open;
	return CXVisit_Continue;
}

/* Is owner cls, or one of its bases?  Then *open: cls itself, or a base
 * reached through public bases (whose public members code outside the
 * class can name as members of cls). */
static int
own_or_base(CXCursor cls, CXCursor owner, int *open)
{
	Bases w = {clang_getCursorDefinition(owner), 1, 0, 0};

	*open = 1;
	if (clang_equalCursors(clang_getCursorDefinition(cls), w.want))
		return 1;
	clang_visitCXXBaseClasses(clang_getCursorType(cls), base_visit, &w);
	*open = w.found_open;
	return w.found;
}

/* The class of the region's member function fn, whose kernels become
 * its friends (RegionText.friend_class); of a class template's
 * specialization, the template, whose instance's host fallback is a
 * friend too, as is that of a member function template's instance. */
static void
befriend(Use *u, CXCursor cls)
{
	enum CXCursorKind k = clang_getCursorKind(cls);
	CXCursor tmpl = clang_getSpecializedCursorTemplate(cls);
	const char *decl;
	unsigned b, e;

	if (!clang_Cursor_isNull(tmpl)) {
		decl = cxx_template_declaration(tmpl);
		cx_extent(tmpl, &b, &e);
		u->r->src.friend_class = arena_printf("%.*s", (int)strlen(decl) - 1, decl);
		u->r->src.friend_at = decls_start(u->c, tmpl);
		u->r->src.friend_brace = e - 1;
		u->r->src.friend_template = 1;
		return;
	}
	cx_extent(cls, &b, &e);
	u->r->src.friend_class = arena_printf(
	        "%s %s",
	        k == CXCursor_StructDecl ? "struct" : k == CXCursor_UnionDecl ? "union" : "class",
	        cx_take_string(clang_getCursorSpelling(cls)));
	u->r->src.friend_at = decls_start(u->c, cls);
	u->r->src.friend_brace = e - 1;
	/* a member function template's instance: its kernels are in its
	 * namespace, and its host fallback is outside the class too */
	u->r->src.friend_template = u->r->inst != NULL;
}

/* A member named in the code of a region (member, a MemberRefExpr;
 * through `this`, written or implied, or through another object): one
 * that is not public, of the class of the region's member function or
 * of one of its bases, and through `this` a public one of a private or
 * protected base, makes the region's kernels friends of that class,
 * which gives them the member function's access (the naming class of
 * `this->m` for a protected member of a base too); where they cannot be
 * (a member function defined outside its class), a data member named
 * through `this` gets an access tag, *tag (else -1).  0 after an
 * error. */
int
cxx_this_access(Use *u, CXCursor member, int through_this, Loc loc, int *tag)
{
	CXCursor fn, cls = clang_getNullCursor(), ref = clang_getCursorReferenced(member);
	const char *why = NULL;
	enum CX_CXXAccessSpecifier a;
	int method, related = 0, open = 1;
	unsigned b, e;

	if (!u->r || !u->c->u->cxx || clang_Cursor_isNull(ref))
		return 1;
	cx_extent(clang_getCursorSemanticParent(ref), &b, &e);
	if (use_declared_inside(u, clang_getCursorSemanticParent(ref), b))
		return 1; /* a member of a class the region declares: its own code names it */
	a = clang_getCXXAccessSpecifier(ref);
	if ((method = method_at(u->c, u->r->src.pragma_begin, &fn)))
		related = own_or_base(cls = clang_getCursorSemanticParent(fn),
		                      clang_getCursorSemanticParent(ref), &open);
	/* a public member of a private or protected base, named through this */
	if (a != CX_CXXPrivate && a != CX_CXXProtected &&
	    (a != CX_CXXPublic || !through_this || !related || open))
		return 1;
	if (!method)
		why = "the region is not in a member function of its class";
	else if (clang_getCursorKind(cls) == CXCursor_ClassTemplate)
		why = through_this ? NULL /* cxx_this_var reports the class template */
		                   : "the region is in a member function of a class template";
	else if (!related)
		why = "the member function's class is neither its class nor derived from it";
	else if (!(why = no_access(u->c, fn, cls)))
		befriend(u, cls);
	else if (through_this && tag && (*tag = cxx_access_tag(u->c, fn, ref)) >= 0)
		return 1;
	if (!why)
		return 1;
	diag_error(loc, "member '%s', not public, named through %s in a target region is not "
	                "supported yet (%s): copy it into a local variable",
	           cx_take_string(clang_getCursorSpelling(ref)),
	           through_this ? "'this'" : "an object", why);
	return 0;
}

/* A region whose kernels are friends of a class (RegionText.
 * friend_class): the declarations of the kernels before the class name
 * the types of the variables the region captures, which must be
 * the class or declared before it (a type nested in it is not).  Called once
 * its captures are read. */
void
cxx_this_friend_types(Ctx *c, Region *r)
{
	for (size_t i = 0; r->src.friend_class && i < c->ndecls; i++) {
		CXCursor t;
		unsigned b, e;
		int captured = 0;
		for (int k = 0; c->decls[i].var && k < r->ncaps; k++)
			captured |= r->caps[k] == c->decls[i].var;
		if (!captured)
			continue;
		/* (a member typedef stands for its type) */
		t = clang_getTypeDeclaration(clang_getCanonicalType(
		        cx_named_type(clang_getCursorType(c->decls[i].cursor))));
		if (clang_Cursor_isNull(t) || !cx_expanded_in_main_file(t))
			continue;
		cx_whole_extent(c, t, &b, &e);
		if (b > r->src.friend_at) /* the class itself is declared before */
			diag_error(c->decls[i].var->loc,
			           "'%s' of type '%s', declared in or after %s, in a target region "
			           "whose code names members of %s that are not public: not supported "
			           "yet (the kernels are declared before the class)",
			           c->decls[i].name, c->decls[i].var->type, r->src.friend_class,
			           r->src.friend_class);
	}
}

/* Capture the pointer for `this` in region code at cur; NULL when there
 * is none. */
static Var *
capture(Use *u, CXCursor cur, Loc loc)
{
	unsigned b, e;
	Var *v;

	cx_extent(cur, &b, &e);
	if (!(v = cxx_this_var(u->c, b, loc)))
		return NULL;
	for (int i = 0; i < u->r->ncaps; i++)
		if (u->r->caps[i] == v)
			return v;
	VEC_PUSH(u->r->caps, u->r->ncaps, u->cap, v);
	VEC_PUSH(u->evaluated, u->nevaluated, u->evaluated_cap, v);
	VEC_PUSH(u->followed, u->nfollowed, u->followed_cap, v); /* its object is read */
	return v;
}

/* In the code of a kernel region (u->r): `this`, a member named alone
 * (this->m implied) or a member of `this`: the region captures the
 * pointer for it, and the code names it.  1 when cur is one of those
 * (handled, or an error reported), 0 for any other cursor. */
int
cxx_this_use(Use *u, CXCursor cur, Loc loc)
{
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor base;
	Edit ed = {.host = 1};
	Var *v;
	int nkids, tag = -1;

	if (!u->r || !u->c->u->cxx ||
	    (k != CXCursor_CXXThisExpr && k != CXCursor_MemberRefExpr))
		return 0;
	if (k == CXCursor_MemberRefExpr) {
		nkids = !cxx_member_alone(cur) && cx_children(cur, &base, 1);
		if (nkids && clang_getCursorKind(cx_strip(base)) != CXCursor_CXXThisExpr)
			return 0;
		if (!cxx_this_access(u, cur, 1, loc, &tag))
			return 1;
		if (nkids && tag < 0)
			return 0; /* this->m: the this expression is read next */
	}
	if (!(v = capture(u, cur, loc)))
		return 0;
	attaches_count(u, v, loc, 0);
	if (!edits_written_out(u->c, cur, &ed.begin, &ed.end, "'this'"))
		return 1;
	if (tag >= 0) /* m or this->m: through its access tag */
		ed.text = cxx_access_text(v->name, tag);
	else
		ed.text = k == CXCursor_CXXThisExpr
		                  ? v->name
		                  : arena_printf("%s->%s", v->name, cx_text(u->c, ed.begin, ed.end));
	edits_add(u->c, ed);
	return 1;
}

/* The class of static member function fn as the code of every instance
 * read of the source may name it (one edit serves them all): a class, as
 * clang spells its type; the class template being read, by its own
 * parameters (`Impl<W>`), which each instance's namespace gives its
 * arguments.  NULL after an error: a specialization of another class
 * template, which instances would spell differently. */
static const char *
static_owner(Use *u, CXCursor fn, Loc loc)
{
	CXCursor cls = clang_getCursorSemanticParent(fn), tmpl = clang_getSpecializedCursorTemplate(cls);
	CXCursor own;
	TemplateParams ps = {{{0}}, 0};
	Buf b = {0};

	if (clang_Cursor_isNull(tmpl))
		return cx_take_string(clang_getTypeSpelling(clang_getCanonicalType(clang_getCursorType(cls))));
	if (!u->c->inst || !cxx_member_of_class_template(u->c->inst->spec, &own) ||
	    !clang_equalCursors(clang_getSpecializedCursorTemplate(own), tmpl)) {
		diag_error(loc, "static member function '%s' of class template '%s', named alone in a "
		                "target region of another class's member function: not supported yet; "
		                "name it qualified",
		           cx_take_string(clang_getCursorSpelling(fn)),
		           cx_take_string(clang_getCursorSpelling(tmpl)));
		return NULL;
	}
	cxx_template_params(tmpl, &ps);
	buf_printf(&b, "%s<", cx_take_string(clang_getCursorSpelling(tmpl)));
	for (int i = 0; i < ps.n; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", cx_take_string(clang_getCursorSpelling(ps.p[i])));
	buf_puts(&b, ">");
	return b.s;
}

/* In the code of a kernel region (u->r) or a function it calls, a static
 * member function fn named alone (cur, a DeclRefExpr: `f(x)`, `f<T>(x)`
 * in a member function of its class or of a class derived from it): the
 * kernel and the host fallback are outside the class, so their copies
 * name it qualified (static_owner: `C::f`, `T2<W>::f`; the host fallbacks
 * of a class template's instance then follow the class template, as where
 * `this` is used), and a member that is not public makes the kernels
 * friends as a member named through `this` does.  0 after an error. */
int
cxx_static_method_named(Use *u, CXCursor cur, CXCursor fn, Loc loc)
{
	const char *name = cx_take_string(clang_getCursorSpelling(fn)), *text;
	size_t n = strlen(name);
	unsigned b, e;
	Edit ed = {.host = 1};

	cx_extent(cur, &b, &e);
	text = cx_text(u->c, b, e);
	if (strncmp(text, name, n) || (text[n] && text[n] != '<'))
		return 1; /* qualified, or an operator's */
	if (u->r && !cxx_this_access(u, cur, 1, loc, NULL))
		return 0;
	/* of a class template's instance: the host fallbacks follow the class
	 * template, which the qualified name needs declared */
	if (u->r && !cxx_templates_this(u->c, loc))
		return 0;
	if (!edits_written_out(u->c, cur, &ed.begin, &ed.end, "a static member function's name"))
		return 0;
	if (!(ed.text = static_owner(u, fn, loc)))
		return 0;
	ed.end = ed.begin + (unsigned)n;
	ed.text = arena_printf("%s::%s", ed.text, name);
	edits_add(u->c, ed);
	return 1;
}

/* A map or motion clause's list item of a region (a kernel's, or a data
 * directive's, whose host code sets the same pointer) that begins with `this`
 * or with a data member named alone (this->m), no variable of the name
 * being in scope: the pointer for `this`, *member set for a data member;
 * NULL for other items. */
Var *
cxx_this_item(Ctx *c, const Region *r, const char *name, int *member, Loc loc)
{
	CXCursor fn;

	*member = 0;
	if (!method_at(c, r->src.pragma_begin, &fn) ||
	    scan_lookup(c, name, r->src.pragma_begin))
		return NULL;
	if (strcmp(name, "this")) {
		if (!cxx_has_field(clang_getCursorType(clang_getCursorSemanticParent(fn)), name))
			return NULL;
		*member = 1;
	}
	return cxx_this_var(c, r->src.pragma_begin, loc);
}

/* In a member function of a class that device code declares: `this`,
 * written or implied by a member named alone, or this->m, which are the
 * local object's (captures.c reads nothing of them). */
int
cxx_this_own(CXCursor cur)
{
	CXCursor base;

	if (clang_getCursorKind(cur) == CXCursor_CXXThisExpr)
		return 1;
	return clang_getCursorKind(cur) == CXCursor_MemberRefExpr &&
	       (cxx_member_alone(cur) || (cx_children(cur, &base, 1) &&
	                                   clang_getCursorKind(cx_strip(base)) == CXCursor_CXXThisExpr));
}
