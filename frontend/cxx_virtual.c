/* Virtual member functions in device code.
 *
 * An object's virtual table is the one of the code that constructed it:
 * CUDA C++ (Programming Guide, "Virtual Functions") lets device code call
 * the virtual functions of an object device code constructed, where they
 * are __device__, and leaves a call on an object the host constructed
 * undefined (its virtual table pointer holds a host address).  So:
 *   - a virtual call in device code (`x.f()`, `p->f()`, `delete p` with a
 *     virtual destructor) compiles when its object is proven to be one
 *     device code constructed (cxx_built_on_device), and is an error at
 *     the call otherwise;
 *   - the function it names is compiled for the device (captures.c), and
 *     so is every function of a class the .cu file holds that overrides
 *     it or that it overrides (cxx_virtual_finish): CUDA requires the two
 *     in one execution space, and the class of every object device code
 *     constructs is in the .cu file, so the device's virtual table of
 *     that class holds a device function for each call device code
 *     makes.  Its other entries, host functions, nvcc leaves null: no
 *     device code calls them.
 *
 * The proof, for every name the object can have: the object is a local
 * variable of class type (or an array of them) declared in the device
 * code being read, not static, a member or element of such an object, a
 * temporary, a local reference bound to one; or it is reached through a
 * pointer that is `new`, null, the address of such an object, or a local
 * pointer variable of that device code each of whose values is one
 * (its initializer and every assignment, its address never taken, no
 * reference bound to it, no ++, --, +=, -=, in the whole function that
 * declares it, lambdas in it included).  `this` is proven in the body of
 * a constructor or destructor, or of a virtual function, and in no other
 * (this_built).  A virtual function of a class template is an error for
 * now: libclang lists its members in the template alone.
 */
#include <string.h>

#include "cxx.h"

enum { PROOF_DEPTH = 8 }; /* pointers copied from pointers, at most */

typedef struct Proof {
	Ctx *c;
	unsigned begin, end;  /* the device code being read */
	int depth;
} Proof;

static int pointer_built(Proof *p, CXCursor e);
static int object_built(Proof *p, CXCursor e);
static int object_var_built(Proof *p, CXCursor var);

static CXType
element_type(CXType t)
{
	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	return t;
}

typedef struct Virtuals {
	void (*each)(CXCursor fn, void *data);
	void *data;
	int depth;
} Virtuals;

static void each_virtual(CXCursor cls, Virtuals *v);

static enum CXChildVisitResult
virtual_member(CXCursor cur, CXCursor parent, CXClientData data)
{
	Virtuals *v = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (k == CXCursor_CXXBaseSpecifier)
		each_virtual(clang_getTypeDeclaration(clang_getCanonicalType(clang_getCursorType(cur))), v);
	else if ((k == CXCursor_CXXMethod || k == CXCursor_Destructor) && clang_CXXMethod_isVirtual(cur))
		v->each(cur, v->data);
	return CXChildVisit_Continue;
}

static void
each_virtual(CXCursor cls, Virtuals *v)
{
	if (clang_Cursor_isNull(cls) || v->depth > 64)
		return;
	v->depth++;
	clang_visitChildren(cls, virtual_member, v);
	v->depth--;
}

/* Each virtual member function class type t (or t's elements) declares,
 * and each its bases declare. */
static void
virtuals_of(CXType t, void (*each)(CXCursor fn, void *data), void *data)
{
	Virtuals v = {each, data, 0};

	t = element_type(t);
	if (t.kind == CXType_Record)
		each_virtual(clang_getTypeDeclaration(t), &v);
}

static void
count_virtual(CXCursor fn, void *data)
{
	int *n = data;

	n[0]++;
	n[1] += clang_getCursorKind(fn) == CXCursor_Destructor;
}

/* Is the destructor of class type t virtual? */
int
cxx_virtual_destructor(CXType t)
{
	int n[2] = {0, 0};

	virtuals_of(t, count_virtual, n);
	return n[1] > 0;
}

/* A variable of automatic storage declared in the device code being
 * read. */
static int
local_var(const Proof *p, CXCursor var)
{
	unsigned b, e;
	enum CX_StorageClass sc = clang_Cursor_getStorageClass(var);

	if (clang_getCursorKind(var) != CXCursor_VarDecl || !cx_expanded_in_main_file(var) ||
	    (sc != CX_SC_None && sc != CX_SC_Auto && sc != CX_SC_Register))
		return 0;
	cx_extent(var, &b, &e);
	return p->begin <= b && b < p->end &&
	       clang_getCursorKind(clang_getCursorSemanticParent(var)) != CXCursor_TranslationUnit;
}

static enum CXChildVisitResult
last_expr(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_isExpression(clang_getCursorKind(cur)))
		*(CXCursor *)data = cur;
	return CXChildVisit_Continue;
}

/* The initializer of variable var, or a null cursor. */
static CXCursor
initializer(CXCursor var)
{
	CXCursor init = clang_getNullCursor();

	clang_visitChildren(var, last_expr, &init);
	return init;
}

typedef struct Names {
	Proof *p;
	CXCursor var;
	int ok;
} Names;

/* Name n of the pointer variable, whose parent is parent: its value read
 * (an implicit conversion to an unqualified prvalue), or the left side
 * of an assignment whose value is a pointer proven as the proof says. */
static int
pointer_name_ok(Names *n, CXCursor name, CXCursor parent)
{
	CXCursor kids[2];
	enum CXCursorKind k = clang_getCursorKind(parent);

	if (k == CXCursor_UnexposedExpr)
		return !clang_isConstQualifiedType(clang_getCursorType(parent));
	if (k != CXCursor_BinaryOperator || cx_children(parent, kids, 2) != 2 ||
	    !clang_equalCursors(kids[0], name) || strcmp(cx_operator(parent), "="))
		return 0;
	return pointer_built(n->p, kids[1]);
}

static enum CXChildVisitResult
pointer_name(CXCursor cur, CXCursor parent, CXClientData data)
{
	Names *n = data;

	if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr &&
	    clang_equalCursors(clang_getCursorReferenced(cur), n->var) &&
	    !pointer_name_ok(n, cur, parent)) {
		n->ok = 0;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* Local pointer variable var: is each of its values a pointer proven as
 * the proof says, in the whole function that declares it? */
static int
pointer_var_built(Proof *p, CXCursor var)
{
	Names n = {p, var, 1};
	CXCursor init = initializer(var);

	if (!clang_Cursor_isNull(init) && !pointer_built(p, init))
		return 0;
	clang_visitChildren(clang_getCursorSemanticParent(var), pointer_name, &n);
	return n.ok;
}

static int
pointer_built(Proof *p, CXCursor e)
{
	CXCursor kids[3], ref;
	int ok;

	e = cx_strip_casts(e);
	switch (clang_getCursorKind(e)) {
	case CXCursor_CXXNewExpr:
	case CXCursor_CXXNullPtrLiteralExpr:
	case CXCursor_GNUNullExpr:
	case CXCursor_IntegerLiteral:
		return 1;
	case CXCursor_UnaryOperator:
		return cx_children(e, kids, 1) == 1 && !strcmp(cx_operator(e), "&") &&
		       object_built(p, kids[0]);
	case CXCursor_ConditionalOperator:
		return cx_children(e, kids, 3) == 3 && pointer_built(p, kids[1]) &&
		       pointer_built(p, kids[2]);
	case CXCursor_DeclRefExpr:
		ref = clang_getCursorReferenced(e);
		if (clang_getCanonicalType(clang_getCursorType(ref)).kind == CXType_ConstantArray)
			return object_var_built(p, ref); /* the array's first element */
		if (!local_var(p, ref) ||
		    clang_getCanonicalType(clang_getCursorType(ref)).kind != CXType_Pointer ||
		    p->depth >= PROOF_DEPTH)
			return 0;
		p->depth++;
		ok = pointer_var_built(p, ref);
		p->depth--;
		return ok;
	default:
		return 0;
	}
}

/* A local variable naming an object device code constructed: one of
 * class type or an array of them, or a reference bound to such an
 * object (a reference names one object for its whole life). */
static int
object_var_built(Proof *p, CXCursor var)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(var));
	CXCursor init;
	int ok;

	if (!local_var(p, var))
		return 0;
	if (t.kind != CXType_LValueReference && t.kind != CXType_RValueReference)
		return element_type(t).kind == CXType_Record;
	init = initializer(var);
	if (clang_Cursor_isNull(init) || p->depth >= PROOF_DEPTH)
		return 0;
	p->depth++;
	ok = object_built(p, init);
	p->depth--;
	return ok;
}

/* A member subobject of class type (not a reference) of an object
 * device code constructed, `o.m` or `p->m`. */
static int
member_built(Proof *p, CXCursor e)
{
	CXCursor base, field = clang_getCursorReferenced(e);
	CXType t = clang_getCanonicalType(clang_getCursorType(field));

	if (clang_getCursorKind(field) != CXCursor_FieldDecl || element_type(t).kind != CXType_Record ||
	    t.kind == CXType_LValueReference || t.kind == CXType_RValueReference ||
	    cx_children(e, &base, 1) != 1)
		return 0;
	if (clang_getCanonicalType(clang_getCursorType(base)).kind == CXType_Pointer)
		return pointer_built(p, base);
	return object_built(p, base);
}

static int
object_built(Proof *p, CXCursor e)
{
	CXCursor kids[2];

	e = cx_strip_casts(e);
	switch (clang_getCursorKind(e)) {
	case CXCursor_DeclRefExpr:
		return object_var_built(p, clang_getCursorReferenced(e));
	case CXCursor_CallExpr: /* a temporary: D(1) */
		return clang_getCursorKind(clang_getCursorReferenced(e)) == CXCursor_Constructor;
	case CXCursor_MemberRefExpr:
		return member_built(p, e);
	case CXCursor_ArraySubscriptExpr: /* an element of an array or of what a pointer points to */
		return cx_children(e, kids, 2) == 2 && pointer_built(p, kids[0]);
	case CXCursor_UnaryOperator:
		return cx_children(e, kids, 1) == 1 && !strcmp(cx_operator(e), "*") &&
		       pointer_built(p, kids[0]);
	default:
		return 0;
	}
}

/* Is the object of a virtual call in device code [begin, end) one that
 * device code constructed?  e is the object (`x` of x.f()) or a pointer
 * to it (`p` of p->f(), delete p). */
int
cxx_built_on_device(Ctx *c, CXCursor e, unsigned begin, unsigned end)
{
	Proof p = {c, begin, end, 0};

	if (clang_getCanonicalType(clang_getCursorType(e)).kind == CXType_Pointer)
		return pointer_built(&p, e);
	return object_built(&p, e);
}

static void
unproven(Loc loc, const char *what)
{
	diag_error(loc, "%s in device code is not supported: its object may have been constructed "
	                "on the host, whose virtual table the device cannot use (device code makes "
	                "virtual calls on the objects it constructs: a local object, or one a local "
	                "pointer points to whose every value is a 'new' or a local object's address "
	                "in device code; and checks where they run those written 'p->f()', 'x.f()' "
	                "or 'delete p')",
	           what);
}

/* A virtual call (or delete) on an object device code cannot prove it
 * constructed, written out as `p->f()`, `x.f()` or `delete p`: checked
 * where it runs instead (omp2cuda_device.h's o2c_vcheck), which stops
 * the kernel with a message where the object's virtual table is the
 * host's.  0 where the object is not written out (a macro's). */
static int
checked(Ctx *c, CXCursor base, Loc loc, const char *name)
{
	unsigned b, e;
	CXType t = clang_getCanonicalType(clang_getCursorType(base));
	const char *call = arena_printf("%s:%d: %s%s", loc.file, loc.line,
	                                strcmp(name, "delete") ? "call to virtual function " : "",
	                                name);
	int pointer = t.kind == CXType_Pointer;

	cx_extent(base, &b, &e);
	if (cx_in_macro(base) || !cx_in_main_file(base))
		return 0;
	edits_add(c, (Edit){b, e, NULL,
	                    pointer ? "o2c_vcheck(" : "(*o2c_vcheck(&(",
	                    arena_printf("%s, %s)%s", pointer ? "" : ")", c_string(call),
	                                 pointer ? "" : ")"),
	                    0, 0, NULL, NULL, 0, 0, NULL});
	c->u->device_api = c->u->vcheck = 1;
	return 1;
}

/* Is cls a class template, or a partial specialization or an
 * instantiation of one (whose members libclang lists in the template
 * alone: virtuals_of does not see them)? */
static int
templated_class(CXCursor cls)
{
	enum CXCursorKind k = clang_getCursorKind(cls);

	return k == CXCursor_ClassTemplate || k == CXCursor_ClassTemplatePartialSpecialization ||
	       cxx_template_instance(cls);
}

/* A virtual call on `this` (written or implied) in the body of member
 * function fn: its object is one device code constructed where fn is a
 * constructor or destructor run by device code (the object's virtual
 * table is then the device's), or a virtual function, which device code
 * enters only through a virtual call (proven as this file says) or a
 * call on an object proven alike. */
static int
this_built(CXCursor fn)
{
	enum CXCursorKind k = clang_getCursorKind(fn);

	return (k == CXCursor_Constructor || k == CXCursor_Destructor ||
	        (k == CXCursor_CXXMethod && clang_CXXMethod_isVirtual(fn))) &&
	       !templated_class(clang_getCursorSemanticParent(fn));
}

/* Is the object of callee member (`x.f`, `p->f`, `f` alone) `this`? */
static int
on_this(CXCursor member, CXCursor *base)
{
	return cx_children(member, base, 1) == 0 ||
	       clang_getCursorKind(cx_strip_casts(*base)) == CXCursor_CXXThisExpr;
}

/* A call of member function fn in device code [begin, end) at loc,
 * member its callee (`x.f`, `p->f`, `f` alone; a null cursor: an
 * operator or a pointer to member); body: that code is a function's
 * body, not a region's.  1 where fn is not virtual or the call's object
 * is proven to be one device code constructed (cxx_built_on_device;
 * `this`: this_built), else an error and 0. */
int
cxx_virtual_call_ok(Ctx *c, CXCursor member, CXCursor fn, unsigned begin, unsigned end, int body,
                    Loc loc)
{
	CXCursor base = clang_getNullCursor(), in;
	const char *name = cx_take_string(clang_getCursorSpelling(fn));

	if (!clang_CXXMethod_isVirtual(fn))
		return 1;
	if (templated_class(clang_getCursorSemanticParent(fn))) {
		diag_error(loc, "call to virtual member function '%s' of a class template in device "
		                "code is not supported yet", name);
		return 0;
	}
	if (!clang_Cursor_isNull(member) && on_this(member, &base)) {
		if (body && scan_function_at(c, cx_offset(clang_getCursorLocation(member)), &in) &&
		    this_built(in))
			return 1;
	} else if (!clang_Cursor_isNull(member) && (cxx_built_on_device(c, base, begin, end) ||
	                                           checked(c, base, loc, name))) {
		return 1;
	}
	unproven(loc, arena_printf("call to virtual member function '%s'", name));
	return 0;
}

/* `delete p` in device code [begin, end) at loc, p the operand: 1 where
 * the destructor it calls is not virtual or p is proven, else an error
 * and 0. */
int
cxx_virtual_delete_ok(Ctx *c, CXCursor p, unsigned begin, unsigned end, Loc loc)
{
	CXType t = clang_getPointeeType(clang_getCanonicalType(clang_getCursorType(p)));

	if (!cxx_virtual_destructor(t) || cxx_built_on_device(c, p, begin, end) ||
	    checked(c, p, loc, "delete"))
		return 1;
	unproven(loc, arena_printf("'delete' of a '%s', whose destructor is virtual,",
	                           cx_take_string(clang_getTypeSpelling(t))));
	return 0;
}

typedef struct Pending {
	const Ctx *c;
	CXCursor fn;
	int found;
} Pending;

/* Is some function fn overrides, directly or not, compiled for the
 * device (want 1) or not (want 0)?  *which: that function. */
static int
overrides_marked(const Ctx *c, CXCursor fn, int want, CXCursor *which, int depth)
{
	CXCursor *over = NULL;
	unsigned n = 0;
	int found = 0;

	clang_getOverriddenCursors(fn, &over, &n);
	for (unsigned i = 0; i < n && !found && depth < 64; i++) {
		if (clang_Location_isInSystemHeader(clang_getCursorLocation(over[i])))
			continue; /* the C++ library's: not brought to the device */
		if (cxx_method_marked(c, over[i]) == want) {
			*which = over[i];
			found = 1;
		} else {
			found = overrides_marked(c, over[i], want, which, depth + 1);
		}
	}
	clang_disposeOverriddenCursors(over);
	return found;
}

static enum CXChildVisitResult
pending_member(CXCursor cur, CXCursor parent, CXClientData data)
{
	Pending *p = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor other;

	(void)parent;
	if ((k != CXCursor_CXXMethod && k != CXCursor_Destructor) || !clang_CXXMethod_isVirtual(cur))
		return CXChildVisit_Continue;
	if (cxx_method_marked(p->c, cur) && overrides_marked(p->c, cur, 0, &other, 0))
		p->fn = other;
	else if (!cxx_method_marked(p->c, cur) && overrides_marked(p->c, cur, 1, &other, 0))
		p->fn = cur;
	else
		return CXChildVisit_Continue;
	p->found = 1;
	return CXChildVisit_Break;
}

/* A virtual function of a class the .cu file holds that is to be
 * compiled for the device, as one it overrides or one overriding it is,
 * and is not yet (*fn); 0 where there is none. */
static int
pending(const Ctx *c, CXCursor *fn)
{
	Pending p = {c, clang_getNullCursor(), 0};

	for (size_t i = 0; i < c->nrecords && !p.found; i++)
		if (!cxx_template_instance(c->records[i]) && cx_in_main_file(c->records[i]))
			clang_visitChildren(c->records[i], pending_member, &p);
	*fn = p.fn;
	return p.found;
}

/* Each virtual function to be compiled for the device as one it
 * overrides or one overriding it is, given to use (which compiles it,
 * marking it, or reports an error), until none is left. */
void
cxx_virtual_finish(Ctx *c, void (*use)(CXCursor fn, void *data), void *data)
{
	CXCursor fn, last = clang_getNullCursor();
	int errors = diag_errors;

	while (c->u->cxx && diag_errors == errors && pending(c, &fn) && !clang_equalCursors(fn, last)) {
		use(fn, data);
		last = fn;
	}
}

typedef struct Overriders {
	CXCursor fn;          /* canonical */
	void (*each)(CXCursor m, void *data);
	void *data;
} Overriders;

/* Does virtual function m override fn, directly or not? */
static int
overrides(CXCursor m, CXCursor fn, int depth)
{
	CXCursor *over = NULL;
	unsigned n = 0;
	int found = 0;

	clang_getOverriddenCursors(m, &over, &n);
	for (unsigned i = 0; i < n && !found && depth < 64; i++)
		found = clang_equalCursors(clang_getCanonicalCursor(over[i]), fn) ||
		        overrides(over[i], fn, depth + 1);
	clang_disposeOverriddenCursors(over);
	return found;
}

static enum CXChildVisitResult
overrider(CXCursor cur, CXCursor parent, CXClientData data)
{
	Overriders *o = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if ((k == CXCursor_CXXMethod || k == CXCursor_Destructor) && clang_CXXMethod_isVirtual(cur) &&
	    overrides(cur, o->fn, 0))
		o->each(cur, o->data);
	return CXChildVisit_Continue;
}

/* Each function of the classes the .cu file holds that overrides the
 * virtual function fn, directly or not: what a virtual call of fn may
 * run besides fn (the class of every object device code constructs is
 * among them, see above). */
void
cxx_overriders(const Ctx *c, CXCursor fn, void (*each)(CXCursor m, void *data), void *data)
{
	Overriders o = {clang_getCanonicalCursor(fn), each, data};

	if (!cxx_is_method(fn) || !clang_CXXMethod_isVirtual(fn))
		return;
	for (size_t i = 0; i < c->nrecords; i++)
		clang_visitChildren(c->records[i], overrider, &o);
}
