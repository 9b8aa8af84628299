/* What a region's code uses from outside it: a walk over device code (a
 * region's statement, or a function compiled for the device) that finds
 * the captured variables (their Vars: capture_vars.c), the library
 * functions and the functions of the file it calls, the enumerators and
 * device API calls it names.  Anything omp2cuda cannot give the device
 * yet is an error here.
 */
#include <limits.h>
#include <string.h>

#include "cxx.h"
#include "use.h"

static enum CXChildVisitResult use(CXCursor cur, CXCursor parent, CXClientData data);
static void use_function(Use *u, CXCursor fn, Loc loc);
static void use_member(Use *u, CXCursor member, Loc loc);
static void use_method(Use *u, CXCursor fn, Loc loc);
static void use_method_call(Use *u, CXCursor fn, unsigned at, Loc loc);
static void use_in_class(Use *u, CXCursor def, CXCursor cls, Loc loc);
static void use_alias_template(Use *u, CXCursor alias, Loc loc);
static void use_delete(Use *u, CXCursor del, Loc loc);
static void implicit_part(Use *u, CXType t, CXCursor fn, Loc loc);
static void implicit_parts(Use *u, CXType t, CXCursor fn, Loc loc);

/* A declare target link variable that device code names: the region
 * maps it, and it and each function naming it declare the reference to
 * its device copy. */
static void
use_link(Use *u, Var *v)
{
	DeviceDecl *fn = u->r ? NULL : &u->c->u->decls[u->fn];

	if (!v || !v->link)
		return;
	if (u->r) {
		for (int i = 0; i < u->r->uses.nlinks; i++)
			if (u->r->uses.links[i] == v)
				return;
		VEC_PUSH(u->r->uses.links, u->r->uses.nlinks, u->links_cap, v);
		return;
	}
	for (int i = 0; i < fn->nlinks; i++)
		if (fn->links[i] == v)
			return;
	VEC_PUSH(fn->links, fn->nlinks, fn->cap_links, v);
}

/* Is name the variable of one of r's associated loops, private to each
 * iteration (OpenMP 5.2 5.1.1)?  One a lastprivate clause names is
 * captured: its value after the loop comes back (Loop.last). */
static int
is_loop_var(Region *r, const char *name)
{
	for (int i = 0; i < r->nloops; i++)
		if (!strcmp(r->loops[i].var, name))
			return !r->loops[i].last;
	return 0;
}

/* A use of captured scalar or pointer v in a kernel region, at [b, e):
 * the host fallback may name the original there when the text is v's
 * name. */
static void
add_ref(Use *u, Var *v, unsigned b, unsigned e)
{
	Region *r = u->r;
	size_t n = strlen(v->name);

	/* a pointer too: a region may map it as itself (region_maps_pointer) */
	if (!dir_has_kernel(r->dir) || v->kind == VAR_ARRAY)
		return;
	if (e - b == n && b + n <= u->c->u->len && !strncmp(u->c->u->src + b, v->name, n)) {
		VarRef ref = {b, e, v}; /* sorted when the region is read */
		VEC_PUSH(r->uses.refs, r->uses.nrefs, u->refs_cap, ref);
		return;
	}
	for (int i = 0; i < r->uses.nunnamed; i++)
		if (r->uses.unnamed[i] == v)
			return;
	VEC_PUSH(r->uses.unnamed, r->uses.nunnamed, u->unnamed_cap, v);
}

/* Is an object of type t const, or an array of const elements? */
static int
constant_object(CXType t)
{
	while (clang_getArrayElementType(t).kind != CXType_Invalid)
		t = clang_getArrayElementType(t);
	return clang_isConstQualifiedType(t);
}

/* A variable device code uses.  A static local of a function compiled
 * for the device is the device's own object, as in a declare target
 * function (OpenMP 5.2 7.8.1), which CUDA C++ keeps in the __device__
 * function's copy; the host fallback's is the host's.  In a region's
 * code, whose kernel may be emitted twice (Plan.alias.kernel), only a
 * const static, whose copies cannot differ. */
static void
use_var(Use *u, CXCursor cur, CXCursor ref, Loc loc)
{
	Region *r = u->r;
	unsigned b, e;
	Decl *d;
	const char *name = cx_take_string(clang_getCursorSpelling(ref));

	cx_extent(ref, &b, &e);
	if (!strncmp(name, "o2c_", 4)) {
		/* the generated code's own names: a kernel's loop counter
		 * would silently take the place of the user's variable */
		diag_error(loc, "'%s' in device code: names beginning with 'o2c_' are reserved for "
		                "omp2cuda", name);
		return;
	}
	if (u->in_closure && cxx_closure_member(u->c, u->closure, ref, loc))
		return; /* a member of the lambda's struct */
	if (use_declared_inside(u, ref, b)) {
		if (clang_Cursor_getStorageClass(ref) == CX_SC_Static && u->r &&
		    !constant_object(clang_getCursorType(ref)))
			diag_error(loc, "static variable '%s' in a target region is not supported yet "
			                "(a const one is, and one in a function the region calls)",
			           name);
		return;
	}
	if (u->c->u->cxx && cxx_constant_var(u->c, ref, loc)) {
		const char *def = r ? cxx_member_constant_decl(cur, ref) : NULL;
		if (def) /* C::W named alone: the region's own constant */
			enumerators_const(u, def);
		return;
	}
	if (!r) {
		/* OpenMP 5.2 7.8.1: device functions reach only variables
		 * with a device copy of their own */
		if ((d = scan_decl_of(u->c, ref)) && (d->declare_target || d->link))
			use_link(u, captures_var(u->c, d, loc));
		else
			diag_error(loc, "file-scope or static variable '%s' in a function called from "
			                "a target region must be in a '#pragma omp declare target' "
			                "directive", name);
		return;
	}
	if (is_loop_var(r, name) && !scan_static_member(ref)) /* C::i is no loop's */
		return;
	if (u->c->u->cxx && !cxx_closure_var(u->c, ref) && cxx_is_lambda_var(ref) &&
	    !cxx_closure_captured(u->c, ref, r->src.func_begin, loc))
		return;
	if (!(d = scan_decl_of(u->c, ref))) {
		diag_error(loc, "variable '%s' declared outside this file in a target region is "
		                "not supported yet", name);
		return;
	}
	Var *v = captures_var(u->c, d, loc);
	if (v && v->declare_target) { /* the kernel names the __device__ variable */
		use_link(u, v);
		return;
	}
	if (!v)
		return;
	member_types_capture(u, ref, loc);
	cxx_captured_name(u->c, r, cur, v, loc);
	if (!u->uneval)
		VEC_PUSH(u->evaluated, u->nevaluated, u->evaluated_cap, v);
	attaches_count(u, v, loc, 0);
	cx_extent(cur, &b, &e);
	if (v->kind == VAR_POINTER && !u->uneval) {
		size_t k = 0;
		while (k < u->nvalues && u->values[k] != b)
			k++;
		if (k == u->nvalues)
			VEC_PUSH(u->followed, u->nfollowed, u->followed_cap, v);
	}
	add_ref(u, v, b, e);
	for (int i = 0; i < r->ncaps; i++)
		if (r->caps[i] == v)
			return;
	if (cxx_bind_hides(u->c, r, d, v, loc))
		return;
	cuda_names_captured(u->c, r, name, loc);
	for (int i = 0; i < v->nvm_extents; i++) /* before it: the fallback's type names them */
		VEC_PUSH(r->caps, r->ncaps, u->cap, v->vm_extents[i]);
	VEC_PUSH(r->caps, r->ncaps, u->cap, v);
}

/* A type that device code names (cur, the reference): its declaration
 * comes along, unless the code declares it (a generic lambda's auto is
 * its own); one the function declares is named by its copy. */
static void
use_type(Use *u, CXCursor cur, Loc loc)
{
	CXCursor to = clang_getCursorReferenced(cur);

	member_types_use(u, to, loc);
	if (decls_local_alias(u->c, to, u->begin, u->end, loc) || local_types_has(u->c, to))
		return;
	if (clang_getCursorKind(to) != CXCursor_TemplateTypeParameter &&
	    decls_type(u->c, clang_getCursorType(to), loc) && !locals_region_ref(u->c, cur) &&
	    locals_in_function(to))
		diag_error(loc, "type '%s', declared inside a function, is named through a "
		                "macro in a target region: not supported yet",
		           cx_take_string(clang_getCursorSpelling(cur)));
}

/* The captured struct, or pointer to one, whose member `member` is: its
 * base's variable, or the pointer for `this` (this->m, m alone in a
 * member function: cxx_this.c); *base, what members_note reads its type
 * from.  NULL for other members. */
static Var *
member_base(Use *u, CXCursor member, CXCursor field, CXCursor *base, Loc loc)
{
	CXCursor ref;
	unsigned b, e;
	Decl *d;
	Var *v;
	int n = cx_children(member, base, 1);

	if (n == 1)
		*base = cx_strip(*base);
	if (u->c->u->cxx && (!n || clang_getCursorKind(*base) == CXCursor_CXXThisExpr)) {
		if (!n)
			*base = clang_getCursorSemanticParent(field);
		cx_extent(member, &b, &e);
		return cxx_this_var(u->c, b, loc);
	}
	if (n != 1)
		return NULL;
	ref = clang_getCursorReferenced(*base);
	cx_extent(ref, &b, &e);
	if (clang_getCursorKind(*base) != CXCursor_DeclRefExpr ||
	    use_declared_inside(u, ref, b) ||
	    !(d = scan_decl_of(u->c, ref)) || !(v = captures_var(u->c, d, loc)) ||
	    v->struct_array || v->declare_target)
		return NULL;
	return v;
}

/* s.a.p, ps->a.p: the captured struct, or pointer to one, whose member
 * of path *path ("a.p") member is, through members that are structs;
 * NULL for other members.  (The walk over s.a itself counts the use of
 * a and notes its span.) */
static Var *
nested_base(Use *u, CXCursor member, const char **path, Loc loc)
{
	CXCursor base, inner = member, field;

	*path = cx_take_string(clang_getCursorSpelling(clang_getCursorReferenced(member)));
	for (;;) {
		if (cx_children(inner, &base, 1) != 1)
			return NULL;
		base = cx_strip(base);
		if (clang_getCursorKind(base) != CXCursor_MemberRefExpr ||
		    clang_getCanonicalType(clang_getCursorType(base)).kind != CXType_Record)
			return NULL;
		inner = base;
		field = clang_getCursorReferenced(inner);
		*path = arena_printf("%s.%s", cx_take_string(clang_getCursorSpelling(field)), *path);
		if (cx_children(inner, &base, 1) == 1 &&
		    clang_getCursorKind(cx_strip(base)) == CXCursor_MemberRefExpr &&
		    clang_getCanonicalType(clang_getCursorType(cx_strip(base))).kind == CXType_Record)
			continue;
		return member_base(u, inner, field, &base, loc);
	}
}

/* Is path one of v's pointer members? */
static int
is_ptr_member(const Var *v, const char *path)
{
	for (int i = 0; i < v->nptr_members; i++)
		if (!strcmp(v->ptr_members[i], path))
			return 1;
	return 0;
}

/* s.m and ps->m of a captured struct with a pointer member m, or s.a.m
 * of one whose member a has one: the region needs m attached; s.a
 * used as a whole, the pointer members inside it (attaches.c). */
static void
use_member(Use *u, CXCursor member, Loc loc)
{
	CXCursor base, field = clang_getCursorReferenced(member);
	const char *path = NULL;
	unsigned b, e;
	Var *v;

	if (cxx_is_method(field)) { /* p.f(): f */
		if (cxx_virtual_call_ok(u->c, member, field, u->begin, u->end, !u->r, loc)) {
			cx_extent(member, &b, &e);
			use_method_call(u, field, b, loc);
		}
		return;
	}
	if (!u->r)
		return;
	if ((v = member_base(u, member, field, &base, loc))) {
		attaches_count(u, v, loc, 1);
		members_note(u->r, v, base, field, &u->span_cap);
		path = cx_take_string(clang_getCursorSpelling(field));
		attaches_count_path(u, v, path, loc);
		if (!v->nptr_members) /* (else a base class's member too) */
			path = NULL;
	} else if (!(v = nested_base(u, member, &path, loc))) {
		return;
	} else {
		attaches_count_path(u, v, path, loc);
		if (!is_ptr_member(v, path))
			path = NULL;
	}
	if (path && clang_getCanonicalType(clang_getCursorType(field)).kind == CXType_Pointer) {
		Attach *a = attaches_add(u, v, path, loc);
		cx_extent(member, &b, &e);
		for (size_t i = 0; i < u->nderefs; i++)
			a->deref |= u->derefs[i] == b;
	}
}

/* Where the name of the function a call calls ends, when the call
 * begins with it in the file (not a macro's expansion), else 0. */
static unsigned
callee_name_end(Ctx *c, CXCursor call, unsigned begin, const char *name)
{
	CXCursor k[1];
	CXFile sfile, efile;
	unsigned b, e, spelled;

	if (cx_children(call, k, 1) < 1)
		return 0;
	CXCursor callee = cx_strip(k[0]);
	if (clang_getCursorKind(callee) != CXCursor_DeclRefExpr)
		return 0;
	CXSourceLocation at = clang_getRangeStart(clang_getCursorExtent(callee));
	clang_getSpellingLocation(at, &sfile, NULL, NULL, &spelled);
	clang_getExpansionLocation(at, &efile, NULL, NULL, &b);
	if (!clang_File_isEqual(sfile, efile) || spelled != b)
		return 0; /* spelled in a macro's definition */
	cx_extent(callee, &b, &e);
	return b == begin && e == b + strlen(name) && e <= c->u->len ? e : 0;
}

/* Is call in a parallel construct nested in r's loop, which each thread
 * runs alone (devfuncs_nested_parallel), where the API's answers are one
 * thread's? */
static int
in_solo(Ctx *c, const Region *r, CXCursor call)
{
	unsigned at, e;
	Node *st;

	cx_extent(call, &at, &e);
	for (int i = 0; i < c->nps; i++) {
		const Pragma *p = &c->ps[i];
		if (p->dir >= 0 && dir_is_parallel(p->dir) && r->src.stmt_begin <= p->begin &&
		    p->end <= at && (st = scan_stmt_after(c, p->end)) && at < cx_stmt_end(c, st->cursor))
			return 1;
	}
	return 0;
}

/* A call of the OpenMP device API (omp_get_team_num() and the like):
 * the kernel answers it itself, and the code of an argument is the
 * region's.  Returns 0 for any other call. */
static int
use_api(Use *u, CXCursor call, Loc loc)
{
	const char *name = cx_take_string(clang_getCursorSpelling(clang_getCursorReferenced(call)));
	ApiCall a = {loc, -1, 0, 0, 0, 0, 0, 0};
	Region *r = u->r;

	for (int k = 0; k < API_NUM; k++)
		if (!strcmp(name, api_names[k]))
			a.fn = k;
	if (a.fn < 0)
		return 0;
	if (!r && api_anywhere(a.fn))
		u->c->u->device_api = 1; /* the device header answers it */
	else if (!r && api_nargs[a.fn])
		diag_error(loc, "'%s' in a function called from a target region is not supported yet: "
		                "call it in the region", name);
	else if (!r && !cx_spelled_extent(u->c, call, u->begin, u->end, &a.begin, &a.end)) {
		/* devfuncs.c answers it where no edit of the call is needed */
		cx_extent(call, &a.begin, &a.end);
		a.in_macro = 1;
		devfuncs_api(u->c, u->begin, a);
	} else if (!r)
		/* devfuncs.c answers it from the contexts of the function's calls */
		devfuncs_api(u->c, u->begin, a);
	else if ((r->dir == DIR_TPF || r->dir == DIR_TPF_SIMD) && a.fn != API_TEAM_NUM &&
	         a.fn != API_NUM_TEAMS && !in_solo(u->c, r, call) &&
	         !grid_thread_api(r, a.fn))
		/* one team (OpenMP 5.2 18.4.1), which the whole grid runs */
		diag_error(loc, "'%s' in '#pragma omp %s' is not supported yet%s", name,
		           dir_spelling[r->dir],
		           a.fn == API_THREAD_NUM || a.fn == API_NUM_THREADS
		                   ? " with a schedule clause (which fixes the iterations each thread runs)"
		                   : "");
	else if (clang_Cursor_getNumArguments(call) != api_nargs[a.fn])
		diag_error(loc, "'%s' takes %s", name, api_nargs[a.fn] ? "one argument" : "no arguments");
	else if (!cx_spelled_extent(u->c, call, r->src.stmt_begin, r->src.stmt_end, &a.begin, &a.end) ||
	         (api_nargs[a.fn] && cx_in_macro(call)))
		diag_error(loc, "'%s' given by a macro's definition in a target region is not supported "
		                "yet: write the call in the region (a macro's argument may hold it)", name);
	else {
		a.args_at = a.end;
		a.name_end = callee_name_end(u->c, call, a.begin, name);
		if (api_nargs[a.fn]) {
			CXCursor arg = clang_Cursor_getArgument(call, 0);
			cx_extent(arg, &a.args_at, &(unsigned){0});
			VEC_PUSH(r->dev.apis, r->dev.napis, u->apis_cap, a);
			if (use(arg, call, u) == CXChildVisit_Recurse)
				clang_visitChildren(arg, use, u);
			return 1;
		}
		VEC_PUSH(r->dev.apis, r->dev.napis, u->apis_cap, a);
	}
	return 1;
}

/* A name device code uses: a variable, a function, an enumerator, a
 * method (an operator's). */
static void
use_name(Use *u, CXCursor cur, Loc loc, unsigned b, unsigned e)
{
	CXCursor ref = clang_getCursorReferenced(cur);

	/* in a function template's instantiation, a non-type template
	 * parameter, which refers to no declaration: its namespace's
	 * constexpr alias (cxx_templates.c), or the template's own
	 * (cxx_calls.c) */
	if ((u->c->inst || u->tmpl || u->templated) && clang_isInvalid(clang_getCursorKind(ref)))
		return;
	/* in a template's pattern, copied as written: its own parameters */
	if (u->templated && clang_getCursorKind(ref) == CXCursor_NonTypeTemplateParameter)
		return;
	if (!cuda_keyword_name(u->c, ref, cx_take_string(clang_getCursorSpelling(cur)), loc))
		return;
	switch (clang_getCursorKind(ref)) {
	case CXCursor_VarDecl:
	case CXCursor_ParmDecl:
		use_var(u, cur, ref, loc);
		break;
	case CXCursor_FunctionDecl:
		device_library_rename(u->c, u->r != NULL, ref, b, e, loc);
		/* a declare variant base: the function each copy calls */
		if (selectors_call(u->c, u->r, cur, b == u->callee_at, &ref) >= 0) {
			use_function(u, ref, loc);
			devfuncs_call(u->c, u->r, u->r ? 0 : u->begin, b, ref, b == u->callee_at);
		}
		break;
	case CXCursor_EnumConstantDecl:
		enumerators_use(u, cur, ref, loc);
		member_types_enumerator(u, cur, ref, loc);
		break;
	case CXCursor_UnexposedDecl: /* C++17: a structured binding, a variable template's */
		if (u->c->u->cxx)
			cxx_binding(u->c, ref, u->begin, u->end, loc);
		else
			diag_error(loc, "use of '%s' in a target region is not supported yet",
			           cx_take_string(clang_getCursorSpelling(cur)));
		break;
	default:
		if (cxx_is_method(ref)) { /* an operator's DeclRefExpr, a static member function's */
			if (clang_CXXMethod_isStatic(ref) && !cxx_static_method_named(u, cur, ref, loc))
				break;
			if (cxx_virtual_call_ok(u->c, clang_getNullCursor(), ref, 0, 0, 0, loc))
				use_method_call(u, ref, b, loc);
			break;
		}
		diag_error(loc, "use of '%s' in a target region is not supported yet",
		           cx_take_string(clang_getCursorSpelling(cur)));
	}
}

/* A call that makes an object of class type: the object (a temporary, or
 * the variable or returned value it initializes) is destroyed in device
 * code, unless new made it, and its destructor is compiled for the
 * device. */
static void
use_made_object(Use *u, CXCursor call, CXCursor parent, Loc loc)
{
	if (u->c->u->cxx && clang_getCursorKind(parent) != CXCursor_CXXNewExpr &&
	    clang_getCanonicalType(clang_getCursorType(call)).kind == CXType_Record)
		implicit_part(u, clang_getCursorType(call), clang_getNullCursor(), loc);
}

/* A type that the code declares (local_types.c): a local class's
 * member functions are read as the code's own, their `this` the local
 * object's. */
static enum CXChildVisitResult
use_local_type(Use *u, CXCursor cur, unsigned b, Loc loc)
{
	if (!use_declared_inside(u, cur, b) || !local_types_read(u->c, cur, loc))
		return CXChildVisit_Recurse;
	u->local_class++;
	clang_visitChildren(cur, use, u);
	u->local_class--;
	return CXChildVisit_Continue;
}

static enum CXChildVisitResult
use(CXCursor cur, CXCursor parent, CXClientData data)
{
	Use *u = data;
	unsigned b, e;
	Loc loc;

	cx_extent(cur, &b, &e);
	loc = cx_loc(u->c, b);
	if (u->c->u->cxx && cx_static_through(cur)) { /* o.v: C::v */
		if (cxx_static_through(cur, parent, loc))
			use_var(u, cur, clang_getCursorReferenced(cur), loc);
		return CXChildVisit_Continue;
	}
	if (u->local_class && cxx_this_own(cur))
		return CXChildVisit_Recurse; /* the local object's: nothing to capture */
	if (cxx_this_use(u, cur, loc)) { /* this, or m alone: this->m */
		if (clang_getCursorKind(cur) == CXCursor_MemberRefExpr) {
			derefs_operands(u, cur);
			use_member(u, cur, loc);
		}
		return CXChildVisit_Recurse;
	}
	cxx_check(u->c, cur, loc, u->begin, u->end);
	if (local_types_declares(cur))
		return use_local_type(u, cur, b, loc);
	switch (clang_getCursorKind(cur)) {
	case CXCursor_VarDecl:
		/* a local's destructor, which its scope's end calls */
		if (u->c->u->cxx)
			implicit_part(u, clang_getCursorType(cur), clang_getNullCursor(), loc);
		cuda_keyword_name(u->c, cur, cx_take_string(clang_getCursorSpelling(cur)), loc);
		break;
	case CXCursor_ParmDecl:
		cuda_keyword_name(u->c, cur, cx_take_string(clang_getCursorSpelling(cur)), loc);
		break;
	case CXCursor_DeclRefExpr:
		use_name(u, cur, loc, b, e);
		break;
	case CXCursor_TypeRef:
		use_type(u, cur, loc);
		break;
	case CXCursor_TemplateRef: /* S<0> s; S<0>(): the instantiation's type */
		if (clang_getCursorKind(clang_getCursorReferenced(cur)) == CXCursor_TypeAliasTemplateDecl)
			use_alias_template(u, clang_getCursorReferenced(cur), loc);
		else if (clang_getCursorKind(clang_getCursorReferenced(cur)) == CXCursor_ClassTemplate &&
		    (clang_getCursorKind(parent) == CXCursor_VarDecl || clang_isExpression(clang_getCursorKind(parent))))
			decls_type(u->c, clang_getCursorType(parent), loc);
		break;
	case CXCursor_CallExpr:
		if (use_api(u, cur, loc))
			return CXChildVisit_Continue;
		printf_value_check(u->c, cur, parent, loc);
		u->callee_at = b;
		if (clang_getCursorKind(clang_getCursorReferenced(cur)) == CXCursor_Constructor)
			use_method_call(u, clang_getCursorReferenced(cur), b, loc);
		use_made_object(u, cur, parent, loc);
		break;
	case CXCursor_MemberRefExpr:
		if (!cxx_this_access(u, cur, 0, loc, NULL))
			break;
		derefs_operands(u, cur);
		use_member(u, cur, loc);
		break;
	case CXCursor_CXXDeleteExpr:
		if (u->c->u->cxx)
			use_delete(u, cur, loc);
		break;
	case CXCursor_ArraySubscriptExpr:
		derefs_operands(u, cur);
		attaches_subscript(u, cur, loc);
		break;
	case CXCursor_UnaryOperator:
		derefs_operands(u, cur);
		break;
	case CXCursor_BinaryOperator:
	case CXCursor_CStyleCastExpr:
		derefs_values(u, cur);
		break;
	case CXCursor_UnaryExpr: /* sizeof, _Alignof: C reads no memory of the operand */
		u->uneval++;
		clang_visitChildren(cur, use, u);
		u->uneval--;
		return CXChildVisit_Continue;
	case CXCursor_GCCAsmStmt:
		diag_error(loc, "inline assembly in a target region is not supported");
		break;
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

/* A call of specialization def of a function template of this file:
 * the template compiled for the device, and what this instantiation's
 * body uses (cxx_calls.c). */
static void
use_template(Use *u, CXCursor def, Loc loc)
{
	Use inner = {.c = u->c, .tmpl = 1};

	if (!cxx_calls_template(u->c, def, &inner.fn))
		return;
	cx_extent(def, &inner.begin, &inner.end);
	CXCursor body = cxx_function_body(def);
	if (!clang_Cursor_isNull(body))
		u->c->u->decls[inner.fn].body =
		        cx_offset(clang_getCursorLocation(body)) - u->c->u->decls[inner.fn].at + 1;
	decls_type(u->c, clang_getCursorResultType(def), loc);
	clang_visitChildren(def, use, &inner);
}

/* A call: the C math library, or a function of this file compiled for
 * the device along with everything it uses. */
static void
use_function(Use *u, CXCursor fn, Loc loc)
{
	const char *name = cx_take_string(clang_getCursorSpelling(fn));
	CXCursor def = clang_getCursorDefinition(fn);
	unsigned b;

	if (u->c->u->cxx && !cxx_complex_call(u->c, fn, loc))
		return;
	if (u->c->u->cxx && cxx_swap_arithmetic(fn)) {
		u->c->u->swap_ops |= !cxx_library_function(fn, name); /* omp2cuda_swap.h */
		return;
	}
	if (device_library_function(fn, name) || (u->c->u->cxx && cxx_library_function(fn, name))) {
		if ((!strcmp(name, "malloc") || !strcmp(name, "free")) && !u->c->u->device_heap.line)
			u->c->u->device_heap = loc;
		return;
	}
	if (device_header_routine(name)) {
		u->c->u->device_api = 1;
		return;
	}
	if (!strcmp(name, "omp_in_explicit_task"))
		return; /* answered where it is written (explicit_task.c) */
	if (!strncmp(name, "omp_", 4) && clang_Cursor_isNull(def)) {
		diag_error(loc, "call to '%s' in a target region is not supported yet: of the OpenMP "
		                "routines, device code can call omp_is_initial_device, "
		                "omp_get_device_num, omp_get_num_devices, omp_get_initial_device, "
		                "omp_get_wtime, omp_get_wtick, "
		                "omp_get_max_threads, omp_get_num_procs and "
		                "omp_get_max_teams, the memory management routines (omp_alloc, "
		                "omp_free, omp_init_allocator, ...), and region code also omp_get_team_num, omp_get_num_teams, "
		                "omp_get_thread_num, omp_get_num_threads, omp_get_thread_limit, "
		                "omp_get_level and omp_get_ancestor_thread_num",
		           name);
		return;
	}
	/* a user's function this file declares and does not define: another
	 * file's declare target definition (OpenMP 5.2 7.8.1: a function
	 * device code references is declare target), which the device link
	 * brings (rdc.c; where no file defines it for the device, the link's
	 * error names it, as clang's and gcc's do) */
	if (clang_Cursor_isNull(def) && clang_getCursorKind(fn) == CXCursor_FunctionDecl &&
	    !clang_Location_isInSystemHeader(clang_getCursorLocation(fn))) {
		decls_external_function(u->c, fn, name, loc);
		u->c->u->rdc_uses = 1;
		return;
	}
	if (clang_Cursor_isNull(def) && clang_getCursorKind(fn) == CXCursor_FunctionDecl) {
		diag_error(loc, "call to '%s' in a target region is not supported yet: a library "
		                "function device code does not have (of the C library it has the "
		                "math functions, printf, the string functions, abs, malloc and free)",
		           name);
		return;
	}
	if (clang_Cursor_isNull(def) || !scan_own_expansion(u->c, def)) {
		diag_error(loc, "call to '%s' in a target region is not supported yet (only C math "
		                "library functions, printf, functions defined in this file and "
		                "declare target functions can be called)",
		           name);
		return;
	}
	if (u->c->u->cxx && !clang_Cursor_isNull(cxx_friend_class(def))) {
		if (cxx_friend_device(u->c, def, cxx_friend_class(def), loc))
			use_in_class(u, def, cxx_friend_class(def), loc);
		return;
	}
	if (cxx_template_instance(def)) {
		use_template(u, def, loc);
		return;
	}
	b = decls_start(u->c, def);
	/* already compiled for the device; but each instantiation of a class
	 * template's member is read, as a function template's is, once
	 * (cxx_method_device) */
	if ((!u->c->u->cxx || clang_Cursor_isNull(cxx_member_pattern(def))) &&
	    decls_compiled(u->c, def))
		return;
	if (!decls_compiled(u->c, def)) {
		decls_function(u->c, def);
		cxx_calls_specialization(u->c, def);
	}
	/* a member of a class template's instantiation: read in its pattern */
	Use inner = {.c = u->c, .templated = cxx_template_instance(clang_getCursorSemanticParent(def))};
	int at = decls_index(u->c, b);
	cx_extent(def, &inner.begin, &inner.end);
	if (at >= 0)
		inner.fn = at;
	CXCursor body = cxx_function_body(def);
	if (!clang_Cursor_isNull(body)) {
		u->c->u->decls[inner.fn].body = cx_offset(clang_getCursorLocation(body)) - b + 1;
		if (cxx_is_old_style(u->c, def))
			cxx_old_style(u->c, def, cx_offset(clang_getCursorLocation(body)));
	}
	decls_type(u->c, clang_getCursorResultType(def), loc);
	clang_visitChildren(def, use, &inner);
}

/* An alias template device code names: its declaration comes along,
 * and what its pattern calls (`using row = float[round_up(n, 4)]`, a
 * constexpr function), compiled for the device, the first time. */
static void
use_alias_template(Use *u, CXCursor alias, Loc loc)
{
	Use inner = {.c = u->c, .templated = 1};
	int n = u->c->u->ndecls;
	unsigned b, e;

	if (!decls_alias_template(u->c, alias, loc) || u->c->u->ndecls == n)
		return; /* an error, or there already */
	cx_extent(alias, &b, &e);
	inner.begin = b;
	inner.end = e;
	clang_visitChildren(alias, use, &inner);
}

/* What an implicit special member calls (cxx_implicit.c), compiled for
 * the device: a member as device code's call of it is; a member of a
 * class template's pattern, marked __device__ before its name and
 * compiled as the class template is, for nvcc to instantiate. */
typedef struct Parts {
	Use *u;
	CXCursor fn;
	Loc loc;
} Parts;

static void
part_method(CXCursor m, void *data)
{
	Parts *p = data;

	use_method(p->u, m, p->loc);
}

static void
part_pattern(CXCursor tmpl, void *data)
{
	Parts *p = data;
	unsigned b, e;

	if (!cxx_ctor_template_device(p->u->c, tmpl))
		return;
	Use inner = {.c = p->u->c, .templated = 1};
	cx_extent(tmpl, &b, &e);
	inner.begin = b;
	inner.end = e;
	for (int i = 0; i < inner.c->u->ndecls; i++)
		if (inner.c->u->decls[i].at <= b && b < inner.c->u->decls[i].at + strlen(inner.c->u->decls[i].text))
			inner.fn = i;
	clang_visitChildren(tmpl, use, &inner);
}

/* The member of a base's or field's class t that implicit member fn
 * calls (fn null: a destructor; a class: a default constructor); where
 * t declares none, its own bases' and fields'. */
static void
implicit_part(Use *u, CXType t, CXCursor fn, Loc loc)
{
	Parts p = {u, fn, loc};
	CxxImplicit cb = {part_method, part_pattern, &p};

	cxx_implicit_part(t, fn, &cb);
}

/* Implicit special member fn of class t calls its bases' and fields'. */
static void
implicit_parts(Use *u, CXType t, CXCursor fn, Loc loc)
{
	Parts p = {u, fn, loc};
	CxxImplicit cb = {part_method, part_pattern, &p};

	cxx_implicit_parts(t, fn, &cb);
}

/* `delete p`, `delete[] p`: the destructor of what p points to, which
 * the expression calls without naming it. */
static void
use_delete(Use *u, CXCursor del, Loc loc)
{
	CXCursor operand = clang_getNullCursor();

	cx_children(del, &operand, 1);
	if (cxx_virtual_delete_ok(u->c, operand, u->begin, u->end, loc))
		implicit_part(u, clang_getPointeeType(clang_getCanonicalType(clang_getCursorType(operand))),
		              clang_getNullCursor(), loc);
}

static void
default_part(CXType t, void *data)
{
	Parts *p = data;

	implicit_part(p->u, t, p->fn, p->loc);
}

/* The call operator of a lambda passed to a template (cxx_closures.c):
 * its body is device code, its captures the members of its struct. */
static int
use_closure(Use *u, CXCursor fn)
{
	Use inner = {.c = u->c, .closure = clang_getCursorSemanticParent(fn), .in_closure = 1};
	CXCursor body = cxx_closure_body(u->c, inner.closure, &inner.begin, &inner.end);

	if (clang_Cursor_isNull(body))
		return 0;
	devfuncs_method(u->c, inner.begin, inner.end, body, 1);
	clang_visitChildren(body, use, &inner);
	return 1;
}

/* A member function (an operator, a constructor) called at offset at of
 * device code: compiled for the device, and the call known to devfuncs.c,
 * which reads the device API calls and constructs of the function from
 * its calls' contexts. */
static void
use_method_call(Use *u, CXCursor fn, unsigned at, Loc loc)
{
	unsigned b, e;

	use_method(u, fn, loc);
	if (u->r && u->c->u->cxx && cxx_is_lambda_class(clang_getCursorSemanticParent(fn)) &&
	    !clang_Cursor_isNull(clang_getCursorDefinition(fn)))
		devfuncs_lambda_call(u->c, u->r, clang_getCursorDefinition(fn), at);
	if (u->c->u->cxx && cxx_is_method(fn) &&
	    !clang_Cursor_isNull(cxx_closure_body(u->c, clang_getCursorSemanticParent(fn), &b, &e)))
		devfuncs_call_closure(u->c, u->r, u->r ? 0 : u->begin, at, b);
	else if (u->c->u->cxx && cxx_is_method(fn))
		devfuncs_call(u->c, u->r, u->r ? 0 : u->begin, at, fn, 1);
}

/* A member function device code calls (cxx_members.c): one defined
 * outside its class is copied as a function is; one defined in it comes
 * with its class, and what its body uses comes along. */
static void
use_method(Use *u, CXCursor fn, Loc loc)
{
	CXCursor def;
	int in_class;

	if (use_closure(u, fn))
		return;

	if (u->c->u->cxx && (cxx_implicit_member(fn) || clang_CXXMethod_isDefaulted(fn))) {
		implicit_parts(u, clang_getCursorType(clang_getCursorSemanticParent(fn)), fn, loc);
		if (!clang_CXXMethod_isDefaulted(fn))
			return;
	}
	if (!u->c->u->cxx || !cxx_is_method(fn) ||
	    !cxx_method_device(u->c, fn, loc, &def, &in_class))
		return;
	Parts im = {u, clang_getCursorSemanticParent(fn), loc};
	if (clang_getCursorKind(fn) == CXCursor_Constructor) /* its bases' and members' */
		cxx_ctor_defaults(def, default_part, &im);
	else if (clang_getCursorKind(fn) == CXCursor_Destructor)
		implicit_parts(u, clang_getCursorType(im.fn), clang_getNullCursor(), loc);
	if (!in_class) {
		use_function(u, def, loc);
		return;
	}
	use_in_class(u, def, clang_getCursorSemanticParent(def), loc);
}

/* A function defined in class cls (a member function, a friend) that
 * device code calls: compiled with its class, and what its body uses
 * comes along. */
static void
use_in_class(Use *u, CXCursor def, CXCursor cls, Loc loc)
{
	unsigned b, e;
	Use inner = {.c = u->c, .templated = cxx_template_instance(cls)};

	cx_extent(def, &b, &e);
	inner.begin = b;
	inner.end = e;
	/* its entry of decls: the declaration of its class */
	for (int i = 0; i < u->c->u->ndecls; i++)
		if (u->c->u->decls[i].at <= b && b < u->c->u->decls[i].at + strlen(u->c->u->decls[i].text))
			inner.fn = i;
	decls_type(u->c, clang_getCursorResultType(def), loc);
	CXCursor body = cxx_function_body(def);
	if (!clang_Cursor_isNull(body))
		devfuncs_method(u->c, b, e, body, 0);
	clang_visitChildren(def, use, &inner);
}

/* A virtual function nvcc needs on the device (cxx_virtual.c). */
static void
use_virtual(CXCursor fn, void *data)
{
	Use *u = data;
	unsigned b, e;

	cx_extent(fn, &b, &e);
	use_method(u, fn, cx_loc(u->c, b));
	devfuncs_call(u->c, NULL, UINT_MAX, b, fn, 0); /* through its class's table */
}

void
captures_virtual_finish(Ctx *c)
{
	Use u = {.c = c};

	cxx_virtual_finish(c, use_virtual, &u);
}

void
captures_export_function(Ctx *c, CXCursor def)
{
	Use u = {.c = c};
	unsigned b, e;

	cx_extent(def, &b, &e);
	use_function(&u, def, cx_loc(c, b));
}

void
captures_export_call(Ctx *c, CXCursor fn, Loc loc)
{
	Use u = {.c = c};

	if (c->u->cxx && cxx_is_method(fn))
		use_method(&u, fn, loc);
	else
		use_function(&u, fn, loc);
}

/* The captures region code names only inside sizeof or _Alignof:
 * defaultmap.c passes such a pointer's value as it is, since no memory
 * it points to is read (a pointer to nothing mapped is no error). */
static void
note_unevaluated(Use *u)
{
	Region *r = u->r;
	size_t cap = 0, vcap = 0;

	for (int i = 0; i < r->ncaps; i++) {
		size_t k = 0;
		while (k < u->nevaluated && u->evaluated[k] != r->caps[i])
			k++;
		if (k == u->nevaluated)
			VEC_PUSH(r->uses.unevaluated, r->uses.nunevaluated, cap, r->caps[i]);
		for (k = 0; k < u->nfollowed && u->followed[k] != r->caps[i]; k++)
			;
		if (r->caps[i]->kind == VAR_POINTER && k == u->nfollowed)
			VEC_PUSH(r->uses.values_only, r->uses.nvalues_only, vcap, r->caps[i]);
	}
}

void
captures_read(Ctx *c, Region *r, CXCursor stmt)
{
	Use u = {.c = c, .r = r, .begin = r->src.stmt_begin, .end = r->src.stmt_end};

	/* the kernel is the region's text: an #include line in it brings
	 * code of another file, whose names no pass follows into the .cu */
	for (size_t i = 0; i < c->ninclusions; i++)
		if (c->inclusions[i] > u.begin && c->inclusions[i] < u.end) {
			diag_error(cx_loc(c, c->inclusions[i]), "'#include' in the code of a target "
			                                       "region is not supported yet: include the "
			                                       "file outside the region");
			return;
		}

	/* the statement itself too: a call, whose callee is called */
	if (use(stmt, stmt, &u) == CXChildVisit_Recurse)
		clang_visitChildren(stmt, use, &u);
	cx_sort_refs(r->uses.refs, &r->uses.nrefs);
	attaches_wholes(&u);
	note_unevaluated(&u);
	cxx_this_friend_types(c, r);
}
const Var *
captures_shared(Ctx *c, const Region *r, CXCursor decl)
{
	Decl *d = scan_decl_of(c, decl);

	if (!d || !d->var || (d->var->kind != VAR_POINTER && d->var->kind != VAR_ARRAY))
		return NULL;
	for (int i = 0; i < r->data.nprivates; i++)
		if (r->data.privates[i] == d->var)
			return NULL;
	for (int i = 0; i < r->data.nfirstprivates; i++)
		if (r->data.firstprivates[i] == d->var)
			return NULL;
	for (int i = 0; i < r->ncaps; i++)
		if (r->caps[i] == d->var)
			return d->var;
	return NULL;
}

