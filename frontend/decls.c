/* The declarations of the file that device code needs, copied into the
 * .cu file as written: the top-level declaration (struct, union, enum,
 * typedef) that declares each type a region uses, and every function a
 * region calls, directly or through other functions, with its prototypes.
 * Copying whole top-level declarations keeps `typedef struct {...} T;`
 * in one piece; emitting them in source order keeps C's
 * declare-before-use order.  Types from the user's own headers come with
 * an #include of the header (one the preprocessor read in part, which
 * nvcc may read otherwise, is put in the main file's text instead:
 * included.c).
 *
 * A class template comes with its explicit and partial specializations,
 * and a class with what its constant static data members' initializers
 * name (class_needs).
 *
 * Structs and unions may have pointer members: captures.c decides where
 * a region may use them (the runtime attaches them, OpenMP 5.2 5.8.3).
 */
#include <stdlib.h>
#include <string.h>

#include "cxx.h"

/* The outermost top-level declaration around offset at: the typedef
 * rather than the struct it defines, both being top-level cursors. */
int
decls_top_around(Ctx *c, unsigned at, CXCursor *top)
{
	unsigned best_b = ~0u, best_e = 0;

	for (size_t i = 0; i < c->ntops; i++) {
		unsigned b, e;
		cx_whole_extent(c, c->tops[i], &b, &e);
		if (b <= at && at < e && (b < best_b || (b == best_b && e > best_e))) {
			*top = c->tops[i];
			best_b = b;
			best_e = e;
		}
	}
	return best_e > 0;
}

/* The names a declaration copied to the .cu file declares: CUDA C++
 * may have its own (cxx.c). */
static enum CXChildVisitResult
declared(CXCursor cur, CXCursor parent, CXClientData data)
{
	Ctx *c = data;

	(void)parent;
	cuda_names_declared(c, cur, cx_loc(c, cx_offset(clang_getCursorLocation(cur))));
	return clang_getCursorKind(cur) == CXCursor_FunctionDecl ? CXChildVisit_Continue
	                                                         : CXChildVisit_Recurse;
}

/* Where the declaration that top's text belongs to begins: a function
 * template's instantiation, and a class template's member function
 * defined outside the class, is copied as its template is written, from
 * `template <...>`, which nvcc instantiates as clang did. */
unsigned
decls_start(Ctx *c, CXCursor top)
{
	CXCursor tmpl = clang_getSpecializedCursorTemplate(top);
	unsigned b, e;

	if (c->u->cxx && cxx_template_instance(top) &&
	    clang_getCursorKind(tmpl) == CXCursor_FunctionTemplate)
		top = cxx_template_pattern(top);
	else if (c->u->cxx && !clang_Cursor_isNull(cxx_member_pattern(top)))
		top = cxx_member_pattern(top); /* `template <class T> T C<T>::f() {...}` */
	cx_whole_extent(c, top, &b, &e);
	return b;
}

/* Does decl, a type of the main file, begin the declaration that the
 * .cu file copies for it (not a struct that a typedef declares)? */
int
decls_begins_top(Ctx *c, CXCursor decl)
{
	CXCursor top;
	unsigned b, e;

	cx_extent(decl, &b, &e);
	return decls_top_around(c, b, &top) && decls_start(c, cxx_namespace_member(top, b)) ==
	                                         decls_start(c, decl);
}

/* The entry of u->decls whose text begins at offset at, or -1. */
int
decls_index(const Ctx *c, unsigned at)
{
	for (int i = 0; i < c->u->ndecls; i++)
		if (c->u->decls[i].at == at)
			return i;
	return -1;
}

/* A declaration that a macro expansion of the main file gives with others
 * (Random123's `_threefry2x_tpl(64)`: three typedefs, a prototype and two
 * functions): the .cu file prints in place of the invocation clang's
 * printing of the expansion's other declarations (types), then of the
 * functions device code uses (c->expansion_fns), __device__, their
 * prototypes first (one may call another).  0 for any other. */
static int
expansion_decl(Ctx *c, CXCursor top, int function)
{
	unsigned start = decls_start(c, top);
	CXCursor *xs;
	int n = scan_expansion_decls(c, top, &xs), at;
	Buf text = {0};

	if (n < 2)
		return 0;
	if (function && clang_isCursorDefinition(top)) {
		size_t k = 0;
		while (k < c->nexpansion_fns && !clang_equalCursors(c->expansion_fns[k], top))
			k++;
		if (k == c->nexpansion_fns)
			VEC_PUSH(c->expansion_fns, c->nexpansion_fns, c->capexpansion_fns, top);
	}
	if ((at = decls_index(c, start)) < 0) {
		DeviceDecl d = {.at = start, .loc = cx_loc(c, start), .text = ""};
		for (int i = 0; i < n; i++)
			clang_visitChildren(xs[i], declared, c);
		at = c->u->ndecls;
		VEC_PUSH(c->u->decls, c->u->ndecls, c->cap_decls, d);
	}
	for (int i = 0; i < n; i++)
		if (clang_getCursorKind(xs[i]) != CXCursor_FunctionDecl)
			buf_printf(&text, "%s;\n", cx_printed(xs[i], 0));
	for (int pass = 0; pass < 2; pass++)
		for (size_t k = 0; k < c->nexpansion_fns; k++)
			if (decls_start(c, c->expansion_fns[k]) == start)
				buf_printf(&text, "__device__ %s%s\n",
				           cx_printed(c->expansion_fns[k], !pass), pass ? "" : ";");
	c->u->decls[at].text = text.s ? text.s : "";
	return 1;
}

/* Is function definition def compiled for the device already: the
 * declaration that holds it copied, or, one of several that a macro
 * expansion gives, printed (expansion_decl)? */
int
decls_compiled(Ctx *c, CXCursor def)
{
	CXCursor *xs;

	if (scan_expansion_decls(c, def, &xs) < 2)
		return decls_index(c, decls_start(c, def)) >= 0;
	for (size_t k = 0; k < c->nexpansion_fns; k++)
		if (clang_equalCursors(c->expansion_fns[k], def))
			return 1;
	return 0;
}

/* Copy top's declaration: 1 when it was not copied already. */
int
decls_add(Ctx *c, CXCursor top, int function)
{
	unsigned b, e, start = decls_start(c, top);
	DeviceDecl d = {0};

	if (expansion_decl(c, top, function))
		return 0;
	cx_whole_extent(c, top, &b, &e);
	if (decls_index(c, start) >= 0)
		return 0;
	d.head = b - start;
	b = start;
	declared(top, top, c);
	if (!function)
		clang_visitChildren(top, declared, c);
	d.at = b;
	d.loc = cx_loc(c, b);
	d.text = cx_taken(cx_text(c, b, function && clang_isCursorDefinition(top) ? e : cx_stmt_end(c, top)));
	d.ns_open = cxx_namespaces_open(top, &d.ns_close);
	d.function = function;
	/* relocatable device code names it across files (frontend/rdc.c) */
	d.external = function && !d.head && clang_getCursorLinkage(top) == CXLinkage_External;
	d.cxx_linkage = d.external && cxx_mangled(c, top);
	VEC_PUSH(c->u->decls, c->u->ndecls, c->cap_decls, d);
	return 1;
}

typedef struct InBlock {
	unsigned at;
	CXCursor found;
	unsigned b, e;        /* its extent */
} InBlock;

/* The widest declaration around a->at: `typedef struct { ... } T;` is
 * a struct and a typedef, the typedef around the struct. */
static enum CXChildVisitResult
around_at(CXCursor cur, CXCursor parent, CXClientData data)
{
	InBlock *a = data;
	unsigned b, e;

	(void)parent;
	cx_extent(cur, &b, &e);
	if (b <= a->at && a->at < e && (clang_Cursor_isNull(a->found) || e - b > a->e - a->b)) {
		a->found = cur;
		a->b = b;
		a->e = e;
	}
	return CXChildVisit_Continue;
}

/* The declaration of an `extern "C" { ... }` block (top) that holds
 * offset at: a type there is copied alone (a type has no linkage), not
 * with the block, whose functions device code may need as __device__. */
static CXCursor
linkage_member(CXCursor top, unsigned at)
{
	InBlock a = {at, clang_getNullCursor(), 0, 0};

	if (clang_getCursorKind(top) != CXCursor_LinkageSpec)
		return top;
	clang_visitChildren(top, around_at, &a);
	return clang_Cursor_isNull(a.found) ? top : a.found;
}

/* The primary template that a class template's explicit or partial
 * specialization decl (or an instantiation of a partial one) needs
 * before it, or a null cursor. */
static CXCursor
primary_template(CXCursor decl)
{
	CXCursor t = clang_getSpecializedCursorTemplate(decl);

	if (clang_getCursorKind(t) == CXCursor_ClassTemplatePartialSpecialization)
		return clang_getSpecializedCursorTemplate(t);
	if (clang_getCursorKind(decl) == CXCursor_ClassTemplatePartialSpecialization)
		return t;
	if (clang_getCursorKind(t) == CXCursor_ClassTemplate && !cxx_template_instance(decl))
		return t;
	return clang_getNullCursor();
}

static int need_decl(Ctx *c, CXCursor decl, Loc use);

typedef struct Needs {
	Ctx *c;
	Loc use;
	CXCursor primary;     /* specializations: of this template */
	int ok;
} Needs;

/* The explicit and partial specializations of n->primary among the
 * file's declarations (in namespaces too): nvcc instantiates the
 * primary template as clang did only where they come along (a recursive
 * `Pow2<N - 1>::value` ends at `template <> struct Pow2<0>`). */
static enum CXChildVisitResult
specialization(CXCursor cur, CXCursor parent, CXClientData data)
{
	Needs *n = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (k == CXCursor_Namespace || k == CXCursor_LinkageSpec)
		return CXChildVisit_Recurse;
	if ((k == CXCursor_StructDecl || k == CXCursor_ClassDecl || k == CXCursor_UnionDecl ||
	     k == CXCursor_ClassTemplatePartialSpecialization) &&
	    clang_equalCursors(clang_getSpecializedCursorTemplate(cur), n->primary) &&
	    !need_decl(n->c, cur, n->use))
		n->ok = 0;
	return n->ok ? CXChildVisit_Continue : CXChildVisit_Break;
}

static enum CXChildVisitResult initializer_ref(CXCursor cur, CXCursor parent,
                                               CXClientData data);

/* A function of the main file that a static data member's initializer
 * calls, as a constant expression (`static constexpr int v = sq(N);`):
 * compiled for the device with what it calls in turn. */
static void
initializer_function(Needs *n, CXCursor fn)
{
	CXCursor def = clang_getCursorDefinition(fn);

	if (clang_getCursorKind(fn) != CXCursor_FunctionDecl || clang_Cursor_isNull(def) ||
	    !cx_in_main_file(def) || decls_compiled(n->c, def))
		return;
	decls_function(n->c, def);
	clang_visitChildren(def, initializer_ref, n);
}

/* What a static data member's initializer names: the types and
 * templates its copy names, the functions it calls. */
static enum CXChildVisitResult
initializer_ref(CXCursor cur, CXCursor parent, CXClientData data)
{
	Needs *n = data;
	CXCursor to = clang_getCursorReferenced(cur);

	(void)parent;
	switch (clang_getCursorKind(cur)) {
	case CXCursor_TemplateRef:
		if (clang_getCursorKind(to) == CXCursor_ClassTemplate && !need_decl(n->c, to, n->use))
			n->ok = 0;
		break;
	case CXCursor_TypeRef:
		if (clang_getCursorKind(to) != CXCursor_TemplateTypeParameter &&
		    !decls_type(n->c, clang_getCursorType(to), n->use))
			n->ok = 0;
		break;
	case CXCursor_DeclRefExpr:
		if (clang_getCursorKind(to) == CXCursor_UnexposedDecl &&
		    clang_getCursorLinkage(to) != CXLinkage_NoLinkage) /* a variable template's */
			n->ok &= decls_variable_template(n->c, to, n->use);
		initializer_function(n, to);
		break;
	case CXCursor_CallExpr:
		initializer_function(n, to);
		break;
	case CXCursor_OverloadedDeclRef: /* a call a template's argument decides */
		for (unsigned i = 0; i < clang_getNumOverloadedDecls(cur); i++)
			initializer_function(n, clang_getOverloadedDecl(cur, i));
		break;
	default:
		break;
	}
	return n->ok ? CXChildVisit_Recurse : CXChildVisit_Break;
}

/* The template of spec, a variable template's specialization that the
 * main file declares at namespace scope, copied with what its
 * initializer names (another variable template, a constexpr function of
 * the file, a type): nvcc instantiates it as clang did.  0 where the
 * file has no such declaration. */
int
decls_variable_template(Ctx *c, CXCursor spec, Loc use)
{
	unsigned at = cx_offset(clang_getCursorLocation(spec));
	Needs n = {c, use, spec, 1};
	CXCursor top;

	if (!cx_expanded_in_main_file(spec) || !decls_top_around(c, at, &top))
		return 0;
	if (decls_add(c, cxx_namespace_member(top, at), 0))
		clang_visitChildren(spec, initializer_ref, &n);
	return n.ok;
}

/* The constant static data members of a copied class (its members'
 * classes too): what their initializers name comes along, their copies
 * keeping the initializers (C++17 [class.static.data]: a constexpr one
 * is defined there). */
static enum CXChildVisitResult
static_member(CXCursor cur, CXCursor parent, CXClientData data)
{
	Needs *n = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (k == CXCursor_StructDecl || k == CXCursor_ClassDecl || k == CXCursor_UnionDecl ||
	    k == CXCursor_ClassTemplate)
		return CXChildVisit_Recurse;
	if (k == CXCursor_VarDecl && clang_isConstQualifiedType(clang_getCursorType(cur)) &&
	    !clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(cur)))
		clang_visitChildren(cur, initializer_ref, n);
	return n->ok ? CXChildVisit_Continue : CXChildVisit_Break;
}

/* A class or class template copied to the .cu file (top, which holds
 * it): what nvcc needs to instantiate and define it as clang did. */
static int
class_needs(Ctx *c, CXCursor top, Loc use)
{
	Needs n = {c, use, top, 1};
	enum CXCursorKind k = clang_getCursorKind(top);

	if (k == CXCursor_ClassTemplate)
		for (size_t i = 0; n.ok && i < c->ntops; i++)
			if (specialization(c->tops[i], c->tops[i], &n) == CXChildVisit_Recurse)
				clang_visitChildren(c->tops[i], specialization, &n);
	if (n.ok && (k == CXCursor_ClassTemplate || k == CXCursor_StructDecl ||
	             k == CXCursor_ClassDecl || k == CXCursor_UnionDecl ||
	             k == CXCursor_ClassTemplatePartialSpecialization))
		clang_visitChildren(top, static_member, &n);
	return n.ok;
}

static int
need_decl(Ctx *c, CXCursor decl, Loc use)
{
	CXCursor top;
	unsigned b, e;

	if (clang_Location_isInSystemHeader(clang_getCursorLocation(decl)) || local_types_has(c, decl))
		return 1; /* a type device code declares itself: its copies do */
	if (c->u->cxx && clang_getCursorKind(decl) != CXCursor_FunctionDecl && cxx_template_instance(decl))
		decl = clang_getSpecializedCursorTemplate(decl); /* nvcc instantiates it as clang did */
	if (c->u->cxx && !clang_Cursor_isNull(primary_template(decl)) &&
	    !need_decl(c, primary_template(decl), use))
		return 0;
	if (locals_in_function(decl))
		return locals_hoist(c, decl, use);
	if (!cx_expanded_in_main_file(decl)) {
		decls_add_header(c, decl, use);
		return 1;
	}
	cx_extent(decl, &b, &e);
	if (decls_top_around(c, b, &top))
		top = linkage_member(cxx_namespace_member(top, b), b);
	else
		top = clang_getNullCursor();
	if (clang_Cursor_isNull(top) || clang_getCursorKind(top) == CXCursor_FunctionDecl) {
		diag_error(use, "this declaration of a type cannot be used in target regions yet");
		return 0;
	}
	if (decls_add(c, top, 0) && c->u->cxx)
		return class_needs(c, top, use);
	return 1;
}

/* An alias template device code names (`template <int n> using row =
 * float[n];`), or a class template a template template parameter of an
 * instance names (cxx_template_names.c): its declaration comes along; 1
 * for any other cursor. */
int
decls_alias_template(Ctx *c, CXCursor alias, Loc use)
{
	if (clang_getCursorKind(alias) != CXCursor_TypeAliasTemplateDecl &&
	    clang_getCursorKind(alias) != CXCursor_ClassTemplate)
		return 1;
	return need_decl(c, alias, use);
}

/* A type alias (typedef, using) that the device code at [begin, end)
 * declares itself: the code's copies declare it, and the types it names
 * come along.  0 for any other type. */
int
decls_local_alias(Ctx *c, CXCursor decl, unsigned begin, unsigned end, Loc use)
{
	enum CXCursorKind k = clang_getCursorKind(decl);
	unsigned b, e;

	if (k != CXCursor_TypedefDecl && k != CXCursor_TypeAliasDecl)
		return 0;
	cx_extent(decl, &b, &e);
	if (!cx_expanded_in_main_file(decl) || b < begin || b >= end)
		return 0;
	decls_type(c, clang_getTypedefDeclUnderlyingType(decl), use);
	return 1;
}

typedef struct Fields {
	Ctx *c;
	Loc use;
	const char *record;
	int ok;
} Fields;

static enum CXVisitorResult
check_base(CXCursor base, CXClientData data)
{
	Fields *f = data;

	if (!decls_type(f->c, clang_getCursorType(base), f->use))
		f->ok = 0;
	return f->ok ? CXVisit_Continue : CXVisit_Break;
}

static enum CXVisitorResult
check_field(CXCursor field, CXClientData data)
{
	Fields *f = data;

	if (!cuda_keyword_name(f->c, field, cx_take_string(clang_getCursorSpelling(field)),
	                       f->use)) {
		f->ok = 0;
		return CXVisit_Break;
	}
	if (!decls_type(f->c, clang_getCursorType(field), f->use))
		f->ok = 0;
	return f->ok ? CXVisit_Continue : CXVisit_Break;
}

/* A type that a copied class's member function names in its signature
 * (Hamiltonian(Model &), pack(Mode::Enum)), whether device code calls
 * the function or not (the copy declares it): declared before the copy;
 * a class by its first declaration where that is no definition (`class
 * Model;`, all a reference or pointer needs), else by its definition,
 * with its types. */
static int
signature_class(Fields *f, CXType t, CXCursor self)
{
	t = cx_named_type(t);
	if (t.kind == CXType_Unexposed && clang_getCanonicalType(t).kind == CXType_Record)
		t = clang_getCanonicalType(t); /* a class template's specialization */
	if (t.kind != CXType_Record)
		return decls_type(f->c, t, f->use);
	CXCursor decl = clang_getTypeDeclaration(t);
	CXCursor first = clang_getCanonicalCursor(decl);
	if (clang_equalCursors(clang_getCursorDefinition(decl), self) ||
	    clang_Location_isInSystemHeader(clang_getCursorLocation(first)))
		return 1;
	if (!clang_isCursorDefinition(first))
		return need_decl(f->c, first, f->use);
	return decls_type(f->c, t, f->use);
}

static enum CXChildVisitResult
member_signature(CXCursor member, CXCursor parent, CXClientData data)
{
	Fields *f = data;
	enum CXCursorKind k = clang_getCursorKind(member);

	if (k != CXCursor_CXXMethod && k != CXCursor_Constructor && k != CXCursor_Destructor)
		return CXChildVisit_Continue;
	f->ok &= signature_class(f, clang_getResultType(clang_getCursorType(member)), parent);
	for (int i = 0; f->ok && i < clang_Cursor_getNumArguments(member); i++)
		f->ok &= signature_class(f, clang_getCursorType(clang_Cursor_getArgument(member, i)),
		                         parent);
	return f->ok ? CXChildVisit_Continue : CXChildVisit_Break;
}

/* The user's types among the template arguments of record type t
 * (std::vector<Cell *>, std::map<int, Cell>), which its copy names: a
 * record of a system header comes with its header, its own arguments
 * looked into. */
static int
template_args(Ctx *c, CXType t, Loc use)
{
	for (int i = 0; i < clang_Type_getNumTemplateArguments(t); i++) {
		CXType a = clang_Type_getTemplateArgumentAsType(t, (unsigned)i), base = a;
		while (base.kind == CXType_Pointer || base.kind == CXType_LValueReference ||
		       base.kind == CXType_RValueReference)
			base = clang_getPointeeType(base);
		base = clang_getCanonicalType(base);
		CXCursor decl = clang_getTypeDeclaration(base);
		if (a.kind == CXType_Invalid)
			continue;
		if (base.kind == CXType_Record &&
		    clang_Location_isInSystemHeader(clang_getCursorLocation(decl))) {
			if (!template_args(c, base, use))
				return 0;
		} else if (!decls_type(c, a, use)) {
			return 0;
		}
	}
	return 1;
}

/* Bring the declarations of type t; 0 after an error. */
int
decls_type(Ctx *c, CXType t, Loc use)
{
	int pointee = 0; /* t is what a pointer points to */

	for (;;) {
		switch (t.kind) {
		case CXType_Elaborated:
			t = clang_Type_getNamedType(t);
			break;
		case CXType_Auto: /* C++: what it deduced */
			t = clang_getCanonicalType(t);
			break;
		case CXType_Typedef:
			if (!need_decl(c, clang_getTypeDeclaration(t), use))
				return 0;
			t = clang_getTypedefDeclUnderlyingType(clang_getTypeDeclaration(t));
			break;
		case CXType_Pointer:
			t = clang_getPointeeType(t);
			pointee = 1;
			continue;
		case CXType_ConstantArray:
		case CXType_VariableArray:
			t = clang_getArrayElementType(t);
			break;
		case CXType_Record: {
			Fields f = {c, use, locals_spelling(t), 1};
			CXCursor def = clang_getCursorDefinition(clang_getTypeDeclaration(t));
			/* a type the file never completes (`struct Opaque *q;`, a
			 * `Particle &` parameter): its declaration is all the copy
			 * needs, as the host compiler took every use of it */
			if (clang_Cursor_isNull(def))
				return need_decl(c, clang_getCanonicalCursor(clang_getTypeDeclaration(t)),
				                 use);
			/* and where the definition comes later (a later header's), the
			 * declaration a pointer to it was written after (`class Tally;`) */
			CXCursor first = clang_getCanonicalCursor(clang_getTypeDeclaration(t));
			if (pointee && !clang_Cursor_isNull(def) && !clang_isCursorDefinition(first) &&
			    !clang_Location_isInSystemHeader(clang_getCursorLocation(first)) &&
			    !need_decl(c, first, use))
				return 0;
			/* the kernels' parameters spell the type by its name */
			if (clang_Cursor_isAnonymous(def) &&
			    clang_getCursorKind(clang_getCursorSemanticParent(def)) ==
			            CXCursor_TranslationUnit) {
				diag_error(use, "'%s' has no tag or typedef name: not supported yet in "
				                "device code, whose kernels' parameters name it; give the "
				                "type a name", f.record);
				return 0;
			}
			/* once per record: a member may point to its own struct */
			for (size_t i = 0; i < c->nrecords; i++)
				if (clang_equalCursors(c->records[i], def))
					return 1;
			VEC_PUSH(c->records, c->nrecords, c->caprecords, def);
			f.ok = template_args(c, t, use);
			clang_Type_visitFields(t, check_field, &f);
			if (f.ok && c->u->cxx) /* its copy names its bases */
				clang_visitCXXBaseClasses(t, check_base, &f);
			if (f.ok && c->u->cxx) /* and the classes its functions name */
				clang_visitChildren(def, member_signature, &f);
			return f.ok && need_decl(c, def, use);
		}
		case CXType_Enum:
			return need_decl(c, clang_getTypeDeclaration(t), use);
		case CXType_Unexposed: /* C++'s template specializations: vec<float>, and
		                          of alias templates: row<4> of `using row = T[n]` */
			if (!c->u->cxx)
				return 1;
			if (!decls_alias_template(c, clang_getTypeDeclaration(t), use))
				return 0;
			if (clang_getCursorKind(clang_getTypeDeclaration(t)) !=
			            CXCursor_TypeAliasTemplateDecl &&
			    clang_getCanonicalType(t).kind != CXType_Record)
				return 1;
			t = clang_getCanonicalType(t);
			break;
		default:
			return 1;
		}
	}
}

/* A function definition of this file, and its prototypes. */
void
decls_function(Ctx *c, CXCursor def)
{
	CXCursor first = clang_getCanonicalCursor(def);

	decls_add(c, def, 1);
	decls_prototypes(c, def);
	/* its first declaration, where a header declares it */
	if (!cx_in_main_file(first) &&
	    !clang_Location_isInSystemHeader(clang_getCursorLocation(first)))
		decls_header_prototype(c, def, first);
}
/* The declarations of function fn in the main file's text, by its USR
 * (at namespace scope, an anonymous namespace too, or in an `extern "C"`
 * block or declaration): a definition's prototypes, or those of a
 * declare target function another file defines (frontend/rdc.c); 0 where
 * it has none. */
int
decls_prototypes(Ctx *c, CXCursor fn)
{
	const char *usr = cx_take_string(clang_getCursorUSR(fn));
	int found = 0;

	for (size_t i = 0; i < c->nfns; i++)
		if (clang_getCursorKind(c->fns[i]) == CXCursor_FunctionDecl && cx_in_main_file(c->fns[i]) &&
		    !strcmp(cx_take_string(clang_getCursorUSR(c->fns[i])), usr)) {
			decls_add(c, c->fns[i], 1);
			found = 1;
		}
	return found;
}

static int
by_offset(const void *a, const void *b)
{
	const DeviceDecl *x = a, *y = b;
	return x->at < y->at ? -1 : x->at > y->at;
}

void
decls_sort(Ctx *c)
{
	if (c->u->ndecls) /* qsort wants a non-null array */
		qsort(c->u->decls, c->u->ndecls, sizeof *c->u->decls, by_offset);
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

/* Where an untagged struct, union or enum takes the name it is given:
 * at the end of the token before its body's '{' (or its base's ':'),
 * outside brackets, so after the attributes a name must follow (struct
 * alignas(16) NAME { ... }, __attribute__((...)), [[...]], a macro
 * that writes them); after its keyword (offset kw_end) where its tokens
 * are not the main file's. */
static unsigned
tag_name_at(Copy *k, CXCursor cur, unsigned kw_end)
{
	unsigned n, at = kw_end;
	int depth = 0;
	CXToken *t = cx_tokens_of(k->c, cur, &n);

	for (unsigned i = 1; t && i < n; i++) {
		const char *s = cx_take_string(clang_getTokenSpelling(k->c->tu, t[i]));
		if (depth == 0 && (!strcmp(s, "{") || !strcmp(s, ":"))) {
			at = cx_offset(clang_getRangeEnd(clang_getTokenExtent(k->c->tu, t[i - 1])));
			break;
		}
		depth += !strcmp(s, "(") || !strcmp(s, "[");
		depth -= !strcmp(s, ")") || !strcmp(s, "]");
	}
	if (t)
		clang_disposeTokens(k->c->tu, t, n);
	return at;
}

/* The name a declaration in the copy declares. */
static void
rename_decl(Copy *k, CXCursor cur)
{
	enum CXCursorKind kind = clang_getCursorKind(cur), in;
	unsigned at = cx_offset(clang_getCursorLocation(cur)), b, e;

	if (locals_is_tag(kind) && clang_Cursor_isAnonymousRecordDecl(cur))
		return; /* an anonymous member: no type of its own */
	if (!locals_written(cur)) {
		fail(k, cur, "a macro writes its declaration; not supported yet (declare the type "
		             "at file scope)");
		return;
	}
	cx_extent(cur, &b, &e);
	in = clang_getCursorKind(clang_getCursorSemanticParent(cur));
	if (locals_is_tag(kind) && (in == CXCursor_StructDecl || in == CXCursor_UnionDecl))
		replace(k, b, e, arena_printf("%s %s", locals_keyword(kind), locals_name(cur)), 1);
	if (locals_is_tag(kind) && !locals_tagged(cur)) { /* the keyword, then the new tag */
		b = tag_name_at(k, cur, b + (unsigned)strlen(locals_keyword(kind)));
		replace(k, b, b, arena_printf(" %s", locals_name(cur)), 0);
		return;
	}
	replace(k, at, at + (unsigned)strlen(cx_take_string(clang_getCursorSpelling(cur))),
	        locals_name(cur), 0);
}

/* A DeclRefExpr (cur, of declaration to) that the copy keeps as it is:
 * a constant static data member of a class (`std::is_integral<T>::value`,
 * a class template's member that the instance decides: no declaration
 * yet), whose class the copy names (the qualifier's references, which
 * the walk visits next, bring it). */
static int
member_constant_ref(CXCursor cur, CXCursor to)
{
	CXCursor kids[1];
	CXType t = clang_getCursorType(to);

	if (clang_Cursor_isNull(to))
		return cx_children(cur, kids, 1) > 0; /* qualified: C<T>::v */
	return clang_getCursorKind(to) == CXCursor_VarDecl && scan_static_member(to) &&
	       clang_isConstQualifiedType(t) && !clang_isVolatileQualifiedType(t) &&
	       !clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(to)) &&
	       cx_children(cur, kids, 1) > 0;
}

/* The name a reference writes, for messages: its spelling, or where it
 * has none (a dependent name), its text. */
static const char *
ref_name(Copy *k, CXCursor cur)
{
	const char *name = cx_take_string(clang_getCursorSpelling(cur));
	unsigned b, e;

	if (*name)
		return name;
	cx_extent(cur, &b, &e);
	return cx_taken(cx_text(k->c, b, e));
}

/* A reference in the copy: to a name the function declares, renamed; to
 * a file-scope type, class template or enumerator, which the .cu file
 * then declares; to a constant static data member, kept. */
static void
rename_ref(Copy *k, CXCursor cur)
{
	CXCursor to = clang_getCursorReferenced(cur);
	unsigned b, e;

	if (clang_getCursorKind(to) == CXCursor_TemplateTypeParameter ||
	    clang_getCursorKind(to) == CXCursor_NonTypeTemplateParameter)
		return; /* a function template's parameter: the instance's
		           namespace, where the copy goes, declares it */
	if (clang_getCursorKind(to) == CXCursor_EnumConstantDecl)
		to = clang_getCursorSemanticParent(to);
	else if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr) {
		if (!member_constant_ref(cur, to))
			fail(k, cur, arena_printf("its declaration refers to '%s', which the kernels "
			                          "cannot see; not supported", ref_name(k, cur)));
		return;
	} else if (clang_getCursorKind(cur) == CXCursor_TemplateRef) {
		if (clang_getCursorKind(to) == CXCursor_ClassTemplate && !need_decl(k->c, to, k->use))
			k->ok = 0;
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
	if (!locals_written(cur)) {
		fail(k, cur, arena_printf("a macro names '%s' in its declaration; not supported "
		                          "yet (declare the type at file scope)",
		                          cx_take_string(clang_getCursorSpelling(cur))));
		return;
	}
	cx_extent(cur, &b, &e);
	replace(k, b, e, locals_name(clang_getCursorReferenced(cur)), 0);
}

static enum CXChildVisitResult
copy_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Copy *k = data;
	enum CXCursorKind kind = clang_getCursorKind(cur);

	(void)parent;
	if (kind == CXCursor_TypeRef || kind == CXCursor_DeclRefExpr || kind == CXCursor_TemplateRef)
		rename_ref(k, cur);
	else if (locals_is_tag(kind) || kind == CXCursor_TypedefDecl ||
	         kind == CXCursor_TypeAliasDecl || kind == CXCursor_EnumConstantDecl)
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
	st->typedefs |= clang_getCursorKind(cur) == CXCursor_TypedefDecl ||
	                clang_getCursorKind(cur) == CXCursor_TypeAliasDecl;
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
	/* in a function template's instance, the template's text: the copy
	 * goes into each instance's namespace, which names its parameters */
	if (c->inst && clang_equalCursors(fn, c->inst->spec)) {
		fn = c->inst->tmpl;
		d.templated = 1;
	}
	clang_visitChildren(fn, find_stmt, &a);
	if (clang_Cursor_isNull(a.stmt)) {
		fail(&k, decl, "declared outside a declaration statement; not supported yet");
		return 0;
	}
	clang_visitChildren(a.stmt, stmt_decl, &st);
	unit = st.typedefs ? a.stmt : st.first;
	stmt = clang_getCursorKind(unit) == CXCursor_DeclStmt;
	cx_extent(unit, &b, &e);
	if (!stmt && (!locals_is_tag(clang_getCursorKind(unit)) || a.at < b || a.at >= e)) {
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
