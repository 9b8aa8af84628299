/* C++ member functions that device code calls: `p.norm()`,
 * `a[i].update(dt)`, `Vec::make(1, 2)`, an operator declared in a class,
 * a constructor (`Vec v(1, 2);`).  Each is a function compiled for the
 * device, as a function a region calls is (OpenMP 5.0 2.12.7: implicitly
 * declare target), and its class comes along into the .cu file
 * (decls.c).  The declaration in the class gets __device__ (an edit of
 * the class's text); a definition outside the class is copied as a free
 * function's is, with __device__ too.  Its `this` is the object it is
 * called on, which device code holds (an element of a mapped array, a
 * kernel's copy of a captured object, a local).
 *
 * The implicit and defaulted special members (copy, move, assignment,
 * trivial constructors) need nothing: CUDA C++ makes them host and device
 * functions.  A virtual function is compiled as any other (cxx_virtual.c
 * says when device code may call one).  Errors, at the call: member
 * functions of std:: classes (cxx_source.c says why), and functions
 * defined outside this file.
 */
#include <string.h>

#include "cxx.h"

static int
method_kind(enum CXCursorKind k)
{
	switch (k) {
	case CXCursor_CXXMethod:
	case CXCursor_Constructor:
	case CXCursor_Destructor:
	case CXCursor_ConversionFunction:
		return 1;
	default:
		return 0;
	}
}

/* Is fn a member function (a constructor or destructor too)? */
int
cxx_is_method(CXCursor fn)
{
	return method_kind(clang_getCursorKind(fn));
}

/* Is cls a lambda's closure type? */
int
cxx_is_lambda_class(CXCursor cls)
{
	return locals_closure(cls) || clang_getCursorKind(cls) == CXCursor_LambdaExpr;
}

/* The class's declaration of member function fn, marked __device__. */
static void
mark_device(Ctx *c, CXCursor decl)
{
	Edit ed = {0};
	unsigned e;

	cx_extent(decl, &ed.begin, &e);
	ed.end = ed.begin;
	ed.open = "__device__ ";
	ed.close = "";
	edits_add(c, ed);
}

/* Is a member function marked __device__ at an offset of [b, e)? */
static int
marked_in(const Ctx *c, unsigned b, unsigned e)
{
	for (int i = 0; i < c->u->nedits; i++)
		if (c->u->edits[i].begin >= b && c->u->edits[i].begin < e && c->u->edits[i].open &&
		    !strcmp(c->u->edits[i].open, "__device__ "))
			return 1;
	return 0;
}

static int
marked(const Ctx *c, unsigned at)
{
	return marked_in(c, at, at + 1);
}

/* The declaration of member function fn in its class: its first one; of
 * a member of a class template's instantiation, the template's (an
 * instantiation's member has one declaration, whose extent is the
 * template's definition of the member, outside the class where it is
 * defined there). */
static CXCursor
class_declaration(CXCursor fn)
{
	CXCursor pattern = clang_getSpecializedCursorTemplate(fn);

	if (cxx_template_instance(clang_getCursorSemanticParent(fn)) && method_kind(clang_getCursorKind(pattern)))
		fn = pattern;
	return clang_getCanonicalCursor(fn);
}

/* Is member function fn compiled for the device: marked __device__, or
 * defaulted and not virtual (CUDA makes it a host and device function;
 * a virtual one is a host function unless marked)? */
int
cxx_method_marked(const Ctx *c, CXCursor fn)
{
	unsigned b, e;

	if (clang_CXXMethod_isDefaulted(fn) && !clang_CXXMethod_isVirtual(fn))
		return 1;
	cx_extent(class_declaration(fn), &b, &e);
	return marked(c, b);
}

/* Is def written inside the text of class cls?  The lexical parent of
 * an instantiation's member is the instantiation, wherever the template
 * defines the member; an instantiation's text is its template's (an
 * explicit instantiation's own is `template struct A<int>;`). */
static int
written_in(CXCursor def, CXCursor cls)
{
	unsigned b, e, cb, ce;

	if (cxx_template_instance(cls))
		cls = clang_getSpecializedCursorTemplate(cls);
	cx_extent(def, &b, &e);
	cx_extent(cls, &cb, &ce);
	return cb <= b && e <= ce;
}

/* Member function fn, which device code calls at loc: 1 where its
 * definition (*def) is to be compiled for the device, in the class
 * (*in_class) or outside it; 0 where there is nothing to compile (an
 * implicit or defaulted member, a virtual defaulted one marked
 * __device__ here, a lambda's call operator, a member already marked) or
 * after an error. */
int
cxx_method_device(Ctx *c, CXCursor fn, Loc loc, CXCursor *def, int *in_class)
{
	CXCursor cls = clang_getCursorSemanticParent(fn), canon;
	const char *name = cx_take_string(clang_getCursorSpelling(fn));
	unsigned b, e;

	if (cxx_is_lambda_class(cls))
		return 0;
	if (clang_CXXMethod_isDefaulted(fn)) {
		if (clang_CXXMethod_isVirtual(fn) && decls_type(c, clang_getCursorType(cls), loc) &&
		    !cxx_method_marked(c, fn))
			mark_device(c, class_declaration(fn));
		return 0;
	}
	if (clang_Location_isInSystemHeader(clang_getCursorLocation(fn)))
		return 0; /* a std:: class's: cxx_source.c says why not */
	*def = clang_getCursorDefinition(fn);
	if (clang_Cursor_isNull(*def) && clang_CXXMethod_isPureVirtual(fn)) {
		if (decls_type(c, clang_getCursorType(cls), loc) && !cxx_method_marked(c, fn))
			mark_device(c, class_declaration(fn));
		return 0; /* nothing to compile: the device's table has no entry to call */
	}
	canon = class_declaration(fn);
	cx_extent(canon, &b, &e);
	if (clang_Cursor_isNull(*def) && cx_in_main_file(canon)) {
		/* another file's declare target member function (OpenMP 5.2
		 * 7.8.1, as a free function's): the class declares it
		 * __device__, the device link brings its code (rdc.c) */
		if (decls_type(c, clang_getCursorType(cls), loc) && !cxx_method_marked(c, fn))
			mark_device(c, canon);
		c->u->rdc_uses = 1;
		return 0;
	}
	if (!cx_in_main_file(*def) && !clang_Cursor_isNull(*def)) {
		diag_error(loc, "call to member function '%s' in device code is not supported yet: it "
		                "must be defined in this file", name);
		return 0;
	}
	if (!cx_in_main_file(canon)) {
		diag_error(loc, "call to member function '%s' in device code is not supported yet: "
		                "its class declares it in a header that is not put in this file's "
		                "text", name);
		return 0;
	}
	if (!decls_type(c, clang_getCursorType(cls), loc))
		return 0;
	*in_class = clang_equalCursors(clang_getCursorLexicalParent(*def), cls) &&
	            written_in(*def, cls);
	/* a member of a class template's instantiation: each instantiation's
	 * body is read once, as a function template's is (cxx_calls.c) */
	if (cxx_template_instance(cls) && !cxx_calls_instance(c, *def))
		return 0;
	if (!marked(c, b))
		mark_device(c, canon);
	else if (!cxx_template_instance(cls))
		return 0;
	return 1;
}

/* The class that function def, a friend defined in that class (`friend
 * T f(...) { ... }`), is written in, or a null cursor for any other
 * function. */
CXCursor
cxx_friend_class(CXCursor def)
{
	CXCursor cls = clang_getCursorLexicalParent(def);

	if (cxx_is_method(def)) /* a member of an instantiation, defined outside its class */
		return clang_getNullCursor();
	switch (clang_getCursorKind(cls)) {
	case CXCursor_StructDecl:
	case CXCursor_ClassDecl:
	case CXCursor_UnionDecl:
	case CXCursor_ClassTemplate:
	case CXCursor_ClassTemplatePartialSpecialization:
		return cls;
	default:
		return clang_getNullCursor();
	}
}

/* A friend function defined in class cls (cxx_friend_class), which
 * device code calls at loc: its class comes along into the .cu file and
 * the friend declaration there gets __device__, as a member function
 * defined in its class does (a copy outside the class would be no
 * declaration nvcc reads: `friend` belongs in a class).  1 where it is
 * newly marked, 0 where it was marked before or after an error. */
int
cxx_friend_device(Ctx *c, CXCursor def, CXCursor cls, Loc loc)
{
	unsigned b, e;

	if (!decls_type(c, clang_getCursorType(cls), loc))
		return 0;
	cx_extent(def, &b, &e);
	if (marked(c, b))
		return 0;
	mark_device(c, def);
	return 1;
}

/* A constructor template (tmpl) that an implicit constructor calls
 * (captures.c): marked __device__ before its name, which nvcc
 * instantiates with it; 0 where it is marked already. */
int
cxx_ctor_template_device(Ctx *c, CXCursor tmpl)
{
	Edit ed = {0};

	ed.begin = ed.end = cx_offset(clang_getCursorLocation(tmpl));
	if (marked(c, ed.begin))
		return 0;
	ed.open = "__device__ ";
	ed.close = "";
	edits_add(c, ed);
	return 1;
}

/* `this` in device code, written or implied by a data member or member
 * function named alone: where the member function around it is one
 * compiled for the device (marked by cxx_method_device). */
int
cxx_this_on_device(Ctx *c, CXCursor this_expr)
{
	CXCursor fn;
	unsigned b, e;

	cx_extent(this_expr, &b, &e);
	if (!scan_function_at(c, b, &fn))
		return 0;
	/* a member function template: its instantiations are marked after
	 * the template's header */
	if (clang_getCursorKind(fn) == CXCursor_FunctionTemplate &&
	    method_kind(clang_getTemplateCursorKind(fn))) {
		cx_extent(fn, &b, &e);
		return marked_in(c, b, e);
	}
	if (!cxx_is_method(fn))
		return 0;
	cx_extent(clang_getCanonicalCursor(fn), &b, &e);
	return marked(c, b);
}

/* Does the main file hold a directive inside cursor cur (a cursor of the
 * main file)? */
int
cxx_holds_directive(const Ctx *c, CXCursor cur)
{
	unsigned b, e;

	cx_extent(cur, &b, &e);
	for (int i = 0; i < c->nps; i++)
		if (c->ps[i].begin >= b && c->ps[i].begin < e)
			return 1;
	return 0;
}

/* Where the .cu copy of constructor or destructor fn stops, its body
 * (and a constructor's member initializers) left out: the ':' that
 * begins the initializers, the first at depth 0 of brackets, or the
 * body's '{' at body_begin. */
static unsigned
structor_cut(Ctx *c, CXCursor fn, unsigned body_begin)
{
	unsigned n = 0, at = body_begin, name = cx_offset(clang_getCursorLocation(fn));
	CXToken *t = NULL;
	int depth = 0;

	/* from its name (a macro may write what comes before it) */
	if (name < body_begin)
		clang_tokenize(c->tu, clang_getRange(clang_getCursorLocation(fn),
		                                     clang_getLocationForOffset(c->tu, c->file, body_begin)),
		               &t, &n);

	for (unsigned i = 0; i < n && cx_token_offset(c, t[i], 0) < body_begin; i++) {
		depth += cx_token_is(c, t[i], "(") || cx_token_is(c, t[i], "[") || cx_token_is(c, t[i], "{");
		depth -= cx_token_is(c, t[i], ")") || cx_token_is(c, t[i], "]") || cx_token_is(c, t[i], "}");
		if (!depth && cx_token_is(c, t[i], ":")) {
			at = cx_token_offset(c, t[i], 0);
			break;
		}
	}
	if (t)
		clang_disposeTokens(c->tu, t, n);
	return at;
}

/* A member function defined in its class that device code does not
 * call: the .cu file's class declares it without its body (and a
 * constructor without its member initializers), which the host compiler
 * compiles from the host file (a body that calls a member marked
 * __device__, or a region's code that names the kernel's o2c_this, would
 * not compile as host code; one that names the host's functions or
 * variables would need their declarations).  A constexpr one keeps its
 * body: constant expressions may call it. */
static enum CXChildVisitResult
host_member(CXCursor cur, CXCursor parent, CXClientData data)
{
	Ctx *c = data;
	CXCursor body = clang_getNullCursor();
	Edit ed = {0};
	unsigned b, e;

	enum CXCursorKind k = clang_getCursorKind(cur);
	int structor = k == CXCursor_Constructor || k == CXCursor_Destructor;

	(void)parent;
	if (!method_kind(k) || !clang_isCursorDefinition(cur) || clang_CXXMethod_isDefaulted(cur))
		return CXChildVisit_Continue;
	cx_extent(cur, &b, &e);
	if (marked(c, b))
		return CXChildVisit_Continue;
	body = cxx_function_body(cur);
	if (clang_Cursor_isNull(body) || cx_in_macro(body))
		return CXChildVisit_Continue;
	if (cx_printed_constexpr(cur))
		return CXChildVisit_Continue;
	cx_extent(body, &ed.begin, &ed.end);
	if (structor)
		ed.begin = structor_cut(c, cur, ed.begin);
	ed.text = ";";
	edits_add(c, ed);
	return CXChildVisit_Continue;
}

/* The declaration whose text the .cu file copies for record rec: a class
 * template's instantiation is the template as written (its members are
 * the template's, which libclang lists for the pattern alone); an
 * explicit specialization is its own. */
static CXCursor
record_text(CXCursor rec)
{
	CXCursor t = clang_getSpecializedCursorTemplate(rec);

	return clang_getCursorKind(t) == CXCursor_ClassTemplate && !cxx_explicit_specialization(rec)
	               ? t
	               : rec;
}

/* The classes copied into the .cu file: their member functions that
 * device code does not call lose their bodies there. */
void
cxx_members_finish(Ctx *c)
{
	if (!c->u->cxx)
		return;
	for (size_t i = 0; i < c->nrecords; i++) {
		CXCursor rec = record_text(c->records[i]);
		int again = 0;
		for (size_t j = 0; j < i; j++)
			again |= clang_equalCursors(record_text(c->records[j]), rec);
		if (!again && cx_in_main_file(rec))
			clang_visitChildren(rec, host_member, c);
	}
}

/* Does variable var hold a lambda (its type a closure type)? */
int
cxx_is_lambda_var(CXCursor var)
{
	CXType t = clang_getCanonicalType(clang_getNonReferenceType(clang_getCursorType(var)));
	CXCursor cls = clang_getTypeDeclaration(t);

	return t.kind == CXType_Record && !clang_Cursor_isNull(cls) && cxx_is_lambda_class(cls);
}

typedef struct Field {
	const char *name;
	CXCursor field;
	long long bits; /* from the start of the record searched */
	int found;      /* 1; -1: a member of a virtual base */
} Field;

static enum CXVisitorResult
field_named(CXCursor field, CXClientData data)
{
	Field *f = data;

	if (strcmp(cx_take_string(clang_getCursorSpelling(field)), f->name))
		return CXVisit_Continue;
	f->field = field;
	f->bits = clang_Cursor_getOffsetOfField(field);
	f->found = 1;
	return CXVisit_Break;
}

typedef struct BaseSearch {
	Field *f;
	CXCursor cls; /* the class whose bases are searched */
} BaseSearch;

static enum CXVisitorResult
base_field(CXCursor base, CXClientData data)
{
	BaseSearch *s = data;
	CXCursor field;
	long long bits, at;
	int found = cxx_find_field(clang_getCursorType(base), s->f->name, &field, &bits);

	if (!found)
		return CXVisit_Continue;
	/* where the base lies in the class: none for a virtual base, nor
	 * where the layout gives none (a negative error) */
	at = found > 0 && !clang_isVirtualBase(base) ? clang_getOffsetOfBase(s->cls, base) : -1;
	s->f->field = field;
	s->f->found = at < 0 ? -1 : 1;
	s->f->bits = at < 0 ? -1 : at + bits;
	return CXVisit_Break;
}

/* The data member name of record type rec: its own, else one of a base
 * class's (what a member function names alone, a base's member hidden by
 * its own), into *field, and its offset in bits from rec's start into
 * *bits.  1 found; -1 a member of a virtual base, whose offset the object
 * decides; 0 none. */
int
cxx_find_field(CXType rec, const char *name, CXCursor *field, long long *bits)
{
	Field f = {name, clang_getNullCursor(), -1, 0};
	BaseSearch s = {&f, clang_getTypeDeclaration(clang_getCanonicalType(rec))};

	rec = clang_getCanonicalType(rec);
	clang_Type_visitFields(rec, field_named, &f);
	if (!f.found)
		clang_visitCXXBaseClasses(rec, base_field, &s);
	*field = f.field;
	*bits = f.bits;
	return f.found;
}

/* Has class type cls a data member named name (its own or a base's)? */
int
cxx_has_field(CXType cls, const char *name)
{
	CXCursor field;
	long long bits;

	return cxx_find_field(cls, name, &field, &bits) != 0;
}

/* A list item `this` or a data member of the class, in a clause of a
 * region in a member function at offset at: an error (1); 0 for any
 * other name. */
int
cxx_member_item(Ctx *c, const char *name, unsigned at, Loc loc)
{
	CXCursor fn;

	if (!c->u->cxx || !scan_function_at(c, at, &fn) || !cxx_is_method(fn))
		return 0;
	if (strcmp(name, "this") &&
	    !cxx_has_field(clang_getCursorType(clang_getCursorSemanticParent(fn)), name))
		return 0;
	diag_error(loc, "'%s' in a clause of a target region in a member function is not "
	                "supported yet: copy the members the region uses into local variables",
	           name);
	return 1;
}

/* Is field private or protected (code outside its class cannot name
 * it)? */
int
cxx_hidden_member(CXCursor field)
{
	enum CX_CXXAccessSpecifier a = clang_getCXXAccessSpecifier(field);

	return a == CX_CXXPrivate || a == CX_CXXProtected;
}
