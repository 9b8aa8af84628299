/* The Var of a variable device code uses: how it reaches a kernel (a
 * scalar argument, a pointer, an array, a struct), its type turned into
 * parameter and local declarations (plain, const, __restrict__), its
 * dimensions and pointer members.  A type omp2cuda cannot give the
 * device yet is an error here.  Built once per declaration (Decl.var).
 */
#include <stdlib.h>
#include <string.h>

#include "cxx.h"

static int
scalar_arg(CXType canon)
{
	switch (canon.kind) {
	case CXType_Bool:
	case CXType_Char_U:
	case CXType_UChar:
		return ARG_U8;
	case CXType_Char_S:
	case CXType_SChar:
		return ARG_I8;
	case CXType_Short:
		return ARG_I16;
	case CXType_UShort:
		return ARG_U16;
	case CXType_Int:
	case CXType_Enum:
		return ARG_I32;
	case CXType_UInt:
		return ARG_U32;
	case CXType_Long:
	case CXType_LongLong:
		return ARG_I64;
	case CXType_ULong:
	case CXType_ULongLong:
		return ARG_U64;
	case CXType_Float:
		return ARG_F32;
	case CXType_Double:
		return ARG_F64;
	case CXType_Float16: /* its bytes (omp2cuda_f16.h): the fallback's by address */
		return ARG_RECORD;
	case CXType_Complex: /* its parts' bytes (omp2cuda_ccomplex.h) */
		switch (clang_getCanonicalType(clang_getElementType(canon)).kind) {
		case CXType_Float:
		case CXType_Double:
			return ARG_RECORD;
		default:
			return -1;
		}
	default:
		return -1;
	}
}

/* An array type itself: a typedef's (mat m) has no element type. */
static CXType
array_type(CXType t)
{
	return t.kind == CXType_ConstantArray || t.kind == CXType_VariableArray
	               ? t
	               : clang_getCanonicalType(t);
}

/* The parameter declarations read-only provenance may choose from: the
 * pointer (or decayed array) of v with a const pointee, with __restrict__,
 * or both. */
static void
restrict_params(Var *v, CXType t)
{
	if (v->kind == VAR_POINTER) {
		v->param_const = locals_decl_q(t, v->name, 1);
		v->param_restrict = locals_decl_q(t, arena_printf("__restrict__ %s", v->name), 1);
		v->param_restrict_rw = locals_decl_q(t, arena_printf("__restrict__ %s", v->name), 0);
	} else if (v->kind == VAR_ARRAY) {
		CXType elem = clang_getArrayElementType(array_type(t));
		const char *fmt = elem.kind == CXType_ConstantArray ? "(*%s%s)" : "*%s%s";
		v->param_const = locals_decl_under(elem, arena_printf(fmt, "", v->name), 1);
		v->param_restrict = locals_decl_under(elem, arena_printf(fmt, "__restrict__ ", v->name), 1);
		v->param_restrict_rw = locals_decl_under(elem, arena_printf(fmt, "__restrict__ ", v->name), 0);
	}
}

/* Arrays of scalars or records, any number of dimensions. */
static int
array_of_scalars(CXType canon, int *ndims, int *elem)
{
	*ndims = 0;
	while (canon.kind == CXType_ConstantArray) {
		(*ndims)++;
		canon = clang_getCanonicalType(clang_getArrayElementType(canon));
	}
	*elem = canon.kind == CXType_Record ? ARG_RECORD : scalar_arg(canon);
	return *elem >= 0;
}

/* The extents of the arrays t is made of, from dims[at] on. */
static int
array_dims(Var *v, CXType t, int at)
{
	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray && at < MAX_DIMS) {
		v->dims[at++] = clang_getArraySize(t);
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	}
	return at;
}

/* The base classes of record type t (CXXBaseSpecifier cursors); n is
 * -1 where there are more than Bases holds. */
typedef struct Bases {
	CXCursor b[8];
	int n;
} Bases;

static enum CXChildVisitResult
add_base(CXCursor cur, CXCursor parent, CXClientData data)
{
	Bases *bs = data;

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_CXXBaseSpecifier || bs->n < 0)
		return CXChildVisit_Continue;
	if (bs->n == 8)
		bs->n = -1;
	else
		bs->b[bs->n++] = cur;
	return CXChildVisit_Continue;
}

static Bases
bases_of(CXType t)
{
	Bases bs;

	bs.n = 0;
	clang_visitChildren(clang_getTypeDeclaration(t), add_base, &bs);
	return bs;
}

static CXType
base_type(CXCursor base)
{
	return clang_getCanonicalType(clang_getCursorType(base));
}

/* Does t hold a pointer: is it one, or an array or record with one (in
 * a member or a base class)? */
static enum CXVisitorResult has_pointer_field(CXCursor field, CXClientData data);

static int
has_pointer(CXType t)
{
	int found = 0;
	Bases bs;

	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray || t.kind == CXType_VariableArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	if (t.kind == CXType_Pointer || t.kind == CXType_IncompleteArray)
		return 1;
	if (t.kind != CXType_Record)
		return 0;
	bs = bases_of(t);
	for (int i = 0; i < bs.n && !found; i++)
		found = has_pointer(base_type(bs.b[i]));
	if (!found)
		clang_Type_visitFields(t, has_pointer_field, &found);
	return found || bs.n < 0;
}

static enum CXVisitorResult
has_pointer_field(CXCursor field, CXClientData data)
{
	if (has_pointer(clang_getCursorType(field))) {
		*(int *)data = 1;
		return CXVisit_Break;
	}
	return CXVisit_Continue;
}

/* The member of record type t (or of records in its members, arrays
 * of them) that holds a function pointer, or NULL.  Records its members
 * point to are not searched (a list's next pointer points to its own
 * type). */
static enum CXVisitorResult fn_pointer_field(CXCursor field, CXClientData data);

static const char *
fn_pointer_member(CXType t)
{
	const char *name = NULL;

	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray || t.kind == CXType_VariableArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	if (t.kind == CXType_Record)
		clang_Type_visitFields(t, fn_pointer_field, &name);
	return name;
}

static enum CXVisitorResult
fn_pointer_field(CXCursor field, CXClientData data)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(field));
	const char **name = data;

	int pointer = 0;

	while (t.kind == CXType_ConstantArray || t.kind == CXType_Pointer) {
		pointer |= t.kind == CXType_Pointer;
		t = clang_getCanonicalType(t.kind == CXType_Pointer ? clang_getPointeeType(t)
		                                                     : clang_getArrayElementType(t));
	}
	if (t.kind == CXType_FunctionProto || t.kind == CXType_FunctionNoProto)
		*name = cx_take_string(clang_getCursorSpelling(field));
	else if (!pointer) /* records it holds, not those it points to */
		*name = fn_pointer_member(t);
	return *name ? CXVisit_Break : CXVisit_Continue;
}

typedef struct Members {
	Var *v;
	size_t cap, offsets_cap, deep_cap;
	const char *prefix;   /* the path of the member visited: "", "a." */
	const char *nested;   /* a member holding a pointer deeper down */
	const char *hidden;   /* "pointer member 'p'" or "member 'a' holding a
	                         pointer", private or protected */
	const char *twice;    /* a pointer member that the struct's bases or
	                         members name more than once */
	int in_base;          /* visiting a base class's members */
	int own;              /* the struct is `this`'s: its member function's
	                         host code names what the class may name */
	long long at;         /* the visited record's offset in the struct, in
	                         bits; -1 in a base class (libclang has no
	                         base offsets) */
	int in_hidden;        /* visiting a private or protected member's */
} Members;

static enum CXVisitorResult member_visit(CXCursor field, CXClientData data);

/* The names of the members of record t and of its bases. */
typedef struct Names {
	const char **s;
	size_t n, cap;
} Names;

static enum CXVisitorResult
add_name(CXCursor field, CXClientData data)
{
	Names *ns = data;

	VEC_PUSH(ns->s, ns->n, ns->cap, cx_take_string(clang_getCursorSpelling(field)));
	return CXVisit_Continue;
}

static void
all_names(CXType t, Names *ns)
{
	Bases bs = bases_of(t);

	for (int i = 0; i < bs.n; i++)
		all_names(base_type(bs.b[i]), ns);
	clang_Type_visitFields(t, add_name, ns);
}

/* Is t a struct or class a pointer member may be attached inside: one
 * with a name its members are reached through (not a union, whose
 * pointer may not be the member it holds)? */
static int
inner_struct(CXCursor field, CXType t)
{
	enum CXCursorKind k = clang_getCursorKind(clang_getTypeDeclaration(t));

	return t.kind == CXType_Record && (k == CXCursor_StructDecl || k == CXCursor_ClassDecl) &&
	       *cx_take_string(clang_getCursorSpelling(field)) &&
	       !clang_Cursor_isAnonymousRecordDecl(clang_getTypeDeclaration(t));
}

static int public_pointer(CXType t);

static enum CXVisitorResult
public_pointer_field(CXCursor field, CXClientData data)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(field));

	if (cxx_hidden_member(field))
		return CXVisit_Continue;
	while (t.kind == CXType_ConstantArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	*(int *)data = t.kind == CXType_Pointer || (t.kind == CXType_Record && public_pointer(t));
	return *(int *)data ? CXVisit_Break : CXVisit_Continue;
}

/* Can code outside record t reach a pointer it holds: a public member, or
 * one of a public member or a public base? */
static int
public_pointer(CXType t)
{
	Bases bs = bases_of(t);
	int found = 0;

	for (int i = 0; i < bs.n && !found; i++)
		found = !cxx_hidden_member(bs.b[i]) && public_pointer(base_type(bs.b[i]));
	if (!found)
		clang_Type_visitFields(t, public_pointer_field, &found);
	return found;
}

/* Is record t a class of a system header (the C++ library's) whose
 * pointers only its own member functions reach (std::string's,
 * std::vector's; not std::pair's first)? */
static int
library_class(CXType t)
{
	CXCursor d = clang_getTypeDeclaration(t);

	return !clang_Cursor_isNull(d) && clang_Location_isInSystemHeader(clang_getCursorLocation(d)) &&
	       !public_pointer(t);
}

/* Does path p name member name of prefix (prefix + name), or one
 * inside it? */
static int
under(const char *p, const char *prefix, const char *name)
{
	size_t n = strlen(prefix), k = strlen(name);

	return !strncmp(p, prefix, n) && !strncmp(p + n, name, k) && (!p[n + k] || p[n + k] == '.');
}

/* Leave out of paths (and the offsets beside them) those under prefix +
 * name. */
static void
drop_paths(const char **paths, const char **offsets, int *n, const char *prefix, const char *name)
{
	int k = 0;

	for (int i = 0; i < *n; i++)
		if (!under(paths[i], prefix, name)) {
			if (offsets)
				offsets[k] = offsets[i];
			paths[k++] = paths[i];
		}
	*n = k;
}

/* The names record t and its bases declare more than once (a member
 * hiding a base's, two bases' members), which s.name does not reach in
 * each: their pointer members are left out (m->twice), the host code
 * cannot name them. */
static void
drop_twice_named(Members *m, CXType t)
{
	Names ns = {NULL, 0, 0};

	all_names(t, &ns);
	for (size_t i = 0; i < ns.n; i++)
		for (size_t k = i + 1; k < ns.n; k++) {
			if (!*ns.s[i] || strcmp(ns.s[i], ns.s[k]))
				continue;
			int before = m->v->nptr_members;
			drop_paths(m->v->ptr_members, m->v->ptr_offsets, &m->v->nptr_members, m->prefix,
			           ns.s[i]);
			drop_paths(m->v->deep_members, NULL, &m->v->ndeep_members, m->prefix, ns.s[i]);
			if (m->v->nptr_members < before && !m->twice)
				m->twice = arena_printf("%s%s", m->prefix, ns.s[i]);
		}
}

/* Can the host code name a base's member or a base of a base at cur
 * (a field or a base specifier)?  Code outside the class names its public
 * ones; `this`'s member function (m->own) also those its bases keep
 * protected, and the public and protected ones of its own private bases. */
static int
base_nameable(const Members *m, CXCursor cur)
{
	enum CX_CXXAccessSpecifier a = clang_getCXXAccessSpecifier(cur);

	if (!m->own)
		return !cxx_hidden_member(cur);
	return a != CX_CXXPrivate || (clang_getCursorKind(cur) == CXCursor_CXXBaseSpecifier &&
	                              !m->in_base);
}

/* The pointer members of record t, of the structs among its members and
 * of its base classes (C++: reached by their names, as s.p), pushed
 * with m->prefix.  Those the host code cannot name (base_nameable) are
 * left out, not attached. */
static void
visit_record(Members *m, CXType t)
{
	Bases bs = bases_of(t);
	int based = 0;

	for (int i = 0; i < bs.n; i++) {
		CXType b = base_type(bs.b[i]);
		if (!has_pointer(b) || !base_nameable(m, bs.b[i]))
			continue; /* not attached */
		long long at = m->at;
		m->in_base++;
		m->at = -1;
		visit_record(m, b);
		m->in_base--;
		m->at = at;
		based = 1;
	}
	if (bs.n < 0 && !m->nested)
		m->nested = arena_printf("%s(its bases)", m->prefix);
	clang_Type_visitFields(t, member_visit, m);
	if (based)
		drop_twice_named(m, t);
}

static enum CXVisitorResult
member_visit(CXCursor field, CXClientData data)
{
	Members *m = data;
	CXType t = clang_getCanonicalType(clang_getCursorType(field));
	const char *spelled = cx_take_string(clang_getCursorSpelling(field));
	long long bits = clang_Cursor_getOffsetOfField(field);
	/* a lambda's closure's members have no names: each its own, by its
	 * offset, until closure_member_names gives the variable's it holds */
	const char *name = *spelled || t.kind != CXType_Pointer
	                       ? arena_printf("%s%s", m->prefix, spelled)
	                       : arena_printf("%s(member at byte %lld)", m->prefix, bits / 8);
	const char *offset = NULL;
	int inner = inner_struct(field, t) && has_pointer(t);
	int library = inner && library_class(t);
	int holds = t.kind == CXType_Pointer || (inner && !library);
	int n = m->v->nptr_members;
	long long at = m->at >= 0 && bits >= 0 ? m->at + bits : -1;
	int hidden = holds && (m->in_hidden || cxx_hidden_member(field));

	if (holds && m->in_base && !base_nameable(m, field))
		return CXVisit_Continue; /* a base's own: not attached */
	/* a pointer member the host code cannot name (private or protected,
	 * or in such a member) is attached at its offset in the struct; a
	 * struct member that holds one is visited for them (the struct's own
	 * member function names its own members and its bases') */
	if (hidden && t.kind == CXType_Pointer && at >= 0 && at % 8 == 0)
		offset = arena_printf("%lld", at / 8);
	else if (hidden && !(inner && at >= 0) && !m->own && !m->hidden)
		m->hidden = arena_printf(t.kind == CXType_Pointer ? "pointer member '%s'"
		                                                  : "member '%s' holding a pointer",
		                         name);
	if (t.kind == CXType_Pointer) {
		VEC_PUSH(m->v->ptr_offsets, n, m->offsets_cap, offset);
		VEC_PUSH(m->v->ptr_members, m->v->nptr_members, m->cap, name);
		if (has_pointer(clang_getPointeeType(t)))
			VEC_PUSH(m->v->deep_members, m->v->ndeep_members, m->deep_cap, name);
	} else if (inner && !library) {
		/* a struct member's pointers, attached as the struct's own are
		 * (OpenMP 5.2 5.8.3: a mapped struct's members are list items,
		 * and theirs); code outside the member's class names what it
		 * keeps public only */
		const char *prefix = m->prefix;
		int own = m->own, in_hidden = m->in_hidden;
		long long outer = m->at;
		m->prefix = arena_printf("%s.", name);
		m->own = 0;
		m->at = at;
		m->in_hidden = hidden;
		visit_record(m, t);
		m->prefix = prefix;
		m->own = own;
		m->at = outer;
		m->in_hidden = in_hidden;
	} else if (library) {
		/* a C++ library class's pointers (std::string's, std::vector's):
		 * copied as they are; device code cannot reach them, as it
		 * cannot call those classes' member functions */
	} else if (!m->nested && has_pointer(t)) {
		m->nested = name;
	}
	return CXVisit_Continue;
}

/* The pointer members of a struct (OpenMP 5.2 5.8.3 attaches them),
 * and those of the structs among its members and of its base classes,
 * by their paths ("p", "a.p"), but those that its bases or members
 * name twice (*twice); the name of a member that holds a pointer
 * otherwise deeper down (in an array, a union), or NULL. */
static const char *
pointer_members(Var *v, CXType record, int own, const char **hidden, const char **twice)
{
	Members m = {v, 0, 0, 0, "", NULL, NULL, NULL, 0, own, 0, 0};

	visit_record(&m, record);
	*hidden = m.hidden;
	*twice = m.twice;
	return m.nested;
}

/* An array as a parameter: the pointer to its first element. */
static const char *
array_param(CXType t, const char *name)
{
	CXType elem = clang_getArrayElementType(array_type(t));

	return locals_decl(elem, arena_printf(elem.kind == CXType_ConstantArray ? "(*%s)" : "*%s", name));
}

/* Var.vec_align of a pointer to canonical type p. */
static int
vec_align(CXType p)
{
	long long size = clang_Type_getSizeOf(p), align = clang_Type_getAlignOf(p);

	if (p.kind != CXType_Record || size <= 0 || align <= 0)
		return 0;
	if (size % 16 == 0 && align < 16)
		return 16;
	if (size % 8 == 0 && align < 8)
		return 8;
	return 0;
}

/* A pointer value a region may hold in memory, canonical type t: a
 * pointer to void, to scalars, to records without pointers, or to such
 * a pointer.  Its bits are copied as they are (OpenMP 5.2 5.8.3 attaches
 * only what a map clause names): device addresses work on the device,
 * host addresses there are the program's error. */
static int
pointer_value(CXType t)
{
	int nd, elem;

	while (t.kind == CXType_Pointer)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	return t.kind == CXType_Void || (array_of_scalars(t, &nd, &elem) && !has_pointer(t));
}

/* A pointer to canonical type p: its kind and dimensions; 0 when it
 * points to what regions cannot use. */
static int
pointer_var(Var *v, CXType p)
{
	int nd, elem;

	v->kind = VAR_POINTER;
	v->pointee_const = clang_isConstQualifiedType(p);
	v->vec_align = vec_align(p);
	v->dims[0] = -1;
	v->ndims = array_dims(v, p, 1);
	v->elem_arg = -1;
	if (p.kind == CXType_Pointer)
		return pointer_value(p);
	if (p.kind == CXType_Void || !array_of_scalars(p, &nd, &elem))
		return p.kind == CXType_Void;
	v->elem_arg = nd ? -1 : elem; /* the scalar it points to */
	return 1;
}

/* A declaration of inner as a pointer to elem. */
static const char *
decl_ptr(CXType elem, const char *inner, int leaf_const)
{
	const char *in = arena_printf("*%s", inner);

	return locals_decl_under(elem,
	                         elem.kind == CXType_ConstantArray ? arena_printf("(%s)", in) : in,
	                         leaf_const);
}

/* A parameter declared as an array, `double out[8]`, is a pointer to its
 * element (C11 6.7.6.3p7), whatever the length says; libclang gives the
 * type as written. */
static int
param_array_var(Var *v, CXType t)
{
	CXType e = clang_getArrayElementType(t), p = clang_getCanonicalType(e);

	if (vm_type(e)) { /* double a[n][n]: a pointer to double[n] */
		v->type = cx_take_string(clang_getTypeSpelling(t));
		return vm_var(v, e, 1);
	}
	v->type = decl_ptr(e, "", 0);
	v->param = decl_ptr(e, v->name, 0);
	v->local = v->local_rw = v->param;
	v->size = sizeof(void *);
	v->arg = ARG_PTR;
	v->param_const = decl_ptr(e, v->name, 1);
	v->param_restrict = decl_ptr(e, arena_printf("__restrict__ %s", v->name), 1);
	v->param_restrict_rw = decl_ptr(e, arena_printf("__restrict__ %s", v->name), 0);
	return pointer_var(v, p);
}

/* Does canonical type t hold pointer values: is it a pointer to a
 * pointer, or an array of pointers? */
static int
pointer_values(CXType t)
{
	if (t.kind == CXType_Pointer)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	else
		while (t.kind == CXType_ConstantArray || t.kind == CXType_VariableArray ||
		       t.kind == CXType_IncompleteArray)
			t = clang_getCanonicalType(clang_getArrayElementType(t));
	return t.kind == CXType_Pointer;
}

/* An array of pointer values, int *a[8][4]: its dimensions. */
static int
array_of_pointers(Var *v, CXType canon)
{
	v->ndims = 0;
	while (canon.kind == CXType_ConstantArray) {
		v->ndims++;
		canon = clang_getCanonicalType(clang_getArrayElementType(canon));
	}
	v->elem_arg = ARG_PTR;
	return canon.kind == CXType_Pointer && pointer_value(canon);
}

/* A variable-length array (C11 6.7.6.2p4) whose first dimension alone
 * is variable, int a[n][8]: the region receives the pointer to its first
 * element, int (*a)[8], as it does a fixed-size array, and the host maps
 * it by its size, which sizeof gives at run time.  CUDA C++ cannot spell
 * its type nor declare a copy of it: v->local is NULL. */
static int
vla_var(Var *v, CXType t)
{
	CXType elem = clang_getCanonicalType(clang_getArrayElementType(array_type(t)));
	int nd, arg;

	if (vm_type(elem))
		return vm_var(v, elem, 0);
	if (!array_of_scalars(elem, &nd, &arg))
		return 0;
	v->kind = VAR_ARRAY;
	v->vla = 1;
	v->dim0 = v->dims[0] = v->size = -1;
	v->ndims = array_dims(v, elem, 1);
	v->param = array_param(t, v->name);
	v->local = v->local_rw = NULL;
	return 1;
}

static int
type_var(Var *v, CXType t)
{
	CXType canon = clang_getCanonicalType(t);

	v->type = locals_spelling(t);
	v->param = locals_decl(t, v->name);
	v->local = v->param;
	v->local_rw = locals_decl_rw(t, v->name);
	v->size = clang_Type_getSizeOf(t);
	if ((v->arg = scalar_arg(canon)) >= 0 || canon.kind == CXType_Record) {
		v->kind = VAR_SCALAR;
		if (canon.kind == CXType_Record)
			v->arg = ARG_RECORD;
		v->nontrivial = canon.kind == CXType_Record && cxx_nontrivial_copy(canon);
		v->copy_code = canon.kind == CXType_Record && cxx_copy_runs_code(canon);
		return 1;
	}
	v->arg = ARG_PTR;
	if (canon.kind == CXType_Pointer && vm_type(clang_getPointeeType(canon)))
		return vm_var(v, clang_getPointeeType(canon), 1);
	if (canon.kind == CXType_Pointer)
		return pointer_var(v, clang_getCanonicalType(clang_getPointeeType(canon)));
	if (canon.kind == CXType_ConstantArray &&
	    (array_of_scalars(canon, &v->ndims, &v->elem_arg) || array_of_pointers(v, canon))) {
		v->kind = VAR_ARRAY;
		v->dim0 = clang_getArraySize(canon);
		array_dims(v, canon, 0);
		v->param = array_param(t, v->name);
		return 1;
	}
	if (canon.kind == CXType_VariableArray)
		return vla_var(v, t);
	return 0;
}

/* What a kernel and the host fallback declare for an array that their
 * region uses whole (frontend/arrays.c): a reference can bind the name
 * to the array in the kernel (C++) even where the use is spelled in a
 * macro's definition; the host fallback (C) casts its parameter to a
 * pointer to the array where each use is spelled. */
static void
whole_decls(Var *v, CXType t)
{
	Var *w = arena_alloc(sizeof *w);
	const char *ref = arena_printf("(&%s)", v->name);

	*w = *v;
	w->name = arena_printf("o2c_arr_%s", v->name);
	w->param = array_param(t, w->name);
	restrict_params(w, t);
	v->renamed = w;
	v->whole_ref = locals_decl_q(t, ref, 0);
	v->whole_ref_const = locals_decl_q(t, ref, 1);
	v->whole_ptr = locals_decl_q(t, "(*)", 0);
	v->whole_ptr_const = locals_decl_q(t, "(*)", 1);
}

/* What a kernel declares for a pointer to scalars that a reduction
 * names a section of (frontend/reductions.c), e its element type: the
 * parameter renamed, o2c_arr_<name>, where the copies combine; as the
 * renamed Var's local_rw, each thread's copy of the section's elements,
 * "double o2c_red_<name>" (codegen gives it the section's length), and
 * as its local the pointer the region's code names, "double *<name>". */
static void
pointer_red_decls(Var *v, CXType e)
{
	Var *w = arena_alloc(sizeof *w);

	*w = *v;
	w->name = arena_printf("o2c_arr_%s", v->name);
	w->param = decl_ptr(e, w->name, 0);
	w->param_const = decl_ptr(e, w->name, 1);
	w->param_restrict = decl_ptr(e, arena_printf("__restrict__ %s", w->name), 1);
	w->param_restrict_rw = decl_ptr(e, arena_printf("__restrict__ %s", w->name), 0);
	w->local_rw = locals_decl_rw(e, arena_printf("o2c_red_%s", v->name));
	w->local = decl_ptr(e, v->name, 0);
	v->renamed = w;
}

/* Structs with pointers: a struct, a pointer to one, an array of them
 * (or a pointer to such arrays) may have pointer members, also inside
 * members that are structs; pointers to pointers and arrays of pointers
 * hold pointer values (pointer_value); pointers anywhere else (in array
 * or union members) are not supported yet.  A struct
 * and a pointer used as `ps->p` get their members attached by the region
 * itself; the elements of an array of structs, only by map clauses
 * (`rows[i].p[lo:len]`).  The host code that attaches a struct's
 * members names them (own: the struct is `this`'s, whose member
 * function holds that code), or adds the offset of one that is not
 * public to the struct's address.  0 after an error. */
static int
check_pointers(Var *v, CXType t, int own, Loc use)
{
	CXType canon = clang_getCanonicalType(t), rec = canon;
	const char *nested, *hidden, *twice;

	if (canon.kind == CXType_Pointer)
		rec = clang_getCanonicalType(clang_getPointeeType(canon));
	while (rec.kind == CXType_ConstantArray || rec.kind == CXType_VariableArray)
		rec = clang_getCanonicalType(clang_getArrayElementType(rec));
	if (rec.kind == CXType_Pointer && pointer_value(rec))
		return 1; /* pointer values, copied as they are */
	if (rec.kind != CXType_Record) {
		if (has_pointer(rec)) {
			diag_error(use, "'%s' of type '%s' holds pointers: only structs with "
			                "pointer members, pointers to them and arrays of them are "
			                "supported yet in target regions", v->name, v->type);
			return 0;
		}
		return 1;
	}
	nested = pointer_members(v, rec, own, &hidden, &twice);
	if (own)
		v->ptr_offsets = NULL; /* the host code names the members */
	/* the host code that attaches a struct's members names them, or
	 * (private and protected pointer members of the struct itself) their
	 * offsets */
	if (!nested && hidden && canon.kind == CXType_Record) {
		diag_error(use, "'%s' of type '%s' has a private or protected %s, which the region "
		                "attaches: not supported yet in target regions", v->name, v->type,
		           hidden);
		return 0;
	}
	if (!nested && twice && canon.kind == CXType_Record) {
		diag_error(use, "'%s' of type '%s' has a pointer member '%s' that its base classes "
		                "or members name more than once, which the region attaches: not "
		                "supported yet in target regions", v->name, v->type, twice);
		return 0;
	}
	if (nested) {
		diag_error(use, "'%s' of type '%s' has a pointer inside member '%s': only pointer "
		                "members of the struct and of the structs among its members are "
		                "supported yet in target regions",
		           v->name, v->type, nested);
		return 0;
	}
	v->struct_array = v->kind == VAR_ARRAY && v->nptr_members;
	return 1;
}

/* Is canonical type t __fp16, or a pointer to or an array of them (at
 * any depth)? */
static int
half_type(CXType t)
{
	while (t.kind == CXType_Pointer || t.kind == CXType_ConstantArray ||
	       t.kind == CXType_IncompleteArray || t.kind == CXType_VariableArray)
		t = clang_getCanonicalType(t.kind == CXType_Pointer ? clang_getPointeeType(t)
		                                                   : clang_getArrayElementType(t));
	return t.kind == CXType_Half;
}

/* A lambda's closure's pointer members, which have no names (member_visit
 * names each by its offset, which Var.ptr_offsets holds), by the
 * variables they hold: "out" in messages and comments where
 * "(member at byte 0)" would be. */
static void
closure_member_names(Ctx *c, Var *v, CXType t)
{
	CXType rec = clang_getCanonicalType(t);
	CXCursor cls = clang_getTypeDeclaration(rec);
	const char *name;

	if (rec.kind != CXType_Record || !v->ptr_offsets)
		return;
	for (int i = 0; i < v->nptr_members; i++)
		if (v->ptr_offsets[i] &&
		    (name = cxx_closure_member_name(c, cls, atoll(v->ptr_offsets[i]))))
			v->ptr_members[i] = name;
}

/* The Var for a declaration, built on first use.  A C++ reference (a
 * `T &` parameter or local) is the object it refers to, as OpenMP takes
 * it (5.2 5.1: a referenced variable of reference type is its referenced
 * object): the region receives that object's address. */
Var *
captures_var(Ctx *c, Decl *d, Loc use)
{
	Var *v;
	CXType t = clang_getNonReferenceType(clang_getCursorType(d->cursor));
	/* an array parameter is a pointer (C11 6.7.6.3p7); a reference to an
	 * array, int (&a)[N], is the array */
	int param_array = clang_getCursorKind(d->cursor) == CXCursor_ParmDecl &&
	                  clang_getCursorType(d->cursor).kind != CXType_LValueReference &&
	                  clang_getCursorType(d->cursor).kind != CXType_RValueReference &&
	                  (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
	                   t.kind == CXType_VariableArray);

	if (d->var || d->rejected)
		return d->var;
	d->rejected = 1;
	if (clang_Cursor_getStorageClass(d->cursor) == CX_SC_Register) {
		/* the launch and the host fallback take each argument's address */
		diag_error(use, "register variable '%s' in a target region is not supported: the "
		                "region receives its variables by address; drop 'register'",
		           d->name);
		return NULL;
	}
	if (scan_static_member(d->cursor) && (d->declare_target || d->link)) {
		/* CUDA has no __device__ static data member */
		diag_error(use, "declare target static data member '%s' in device code is not "
		                "supported yet: declare a variable of namespace scope declare target",
		           d->name);
		return NULL;
	}
	v = arena_alloc(sizeof *v);
	v->name = d->name;
	v->loc = cx_decl_loc(c, d->cursor);
	if (!(param_array ? param_array_var(v, t) : type_var(v, t))) {
		if (clang_getCanonicalType(t).kind == CXType_VariableArray)
			diag_error(use, "variable-length array '%s' of type '%s' in a target region: "
			                "only its first dimension may be variable, and its elements "
			                "scalars, structs or unions (not supported yet)", v->name, v->type);
		else if (pointer_values(clang_getCanonicalType(t)))
			diag_error(use, "'%s' of type '%s' in a target region: pointers to pointers "
			                "and arrays of pointers are supported where their pointers lead "
			                "to scalars, void or structs without pointers (not supported yet)",
			           v->name, v->type);
		else if (half_type(clang_getCanonicalType(t)))
			diag_error(use, "variable '%s' of type '%s' in a target region is not supported: "
			                "nvcc has no __fp16 in device code (CUDA's __half is a class, "
			                "whose conversions differ)", v->name, v->type);
		else
			diag_error(use, "variable '%s' of type '%s' in a target region is not "
			                "supported yet", v->name, v->type);
		return NULL;
	}
	{
		CXType p = clang_getCanonicalType(t);
		const char *fn;
		while (p.kind == CXType_Pointer)
			p = clang_getCanonicalType(clang_getPointeeType(p));
		if ((fn = fn_pointer_member(p))) {
			/* a host function's address: no device function has it */
			diag_error(use, "'%s' of type '%s' holds a function pointer (member '%s'), whose "
			                "value is a host function's address, not a device function's: "
			                "not supported in target regions",
			           v->name, v->type, fn);
			return NULL;
		}
	}
	if (!check_pointers(v, param_array ? clang_getArrayElementType(t) : t, 0, use) ||
	    !decls_type(c, t, use))
		return NULL;
	closure_member_names(c, v, t);
	if (!param_array && !v->vm)
		restrict_params(v, t);
	if (v->kind == VAR_ARRAY && !v->vla)
		whole_decls(v, t);
	if (v->kind == VAR_POINTER && !v->vm && v->elem_arg >= 0)
		pointer_red_decls(v, param_array ? clang_getArrayElementType(t)
		                                 : clang_getPointeeType(clang_getCanonicalType(t)));
	v->global = d->global;
	if (c->u->cxx && d->global && !d->link)
		v->host_bind = cxx_host_bind(d->cursor, t, v->name);
	else if (c->u->cxx)
		v->host_bind = cxx_pack_host_bind(d->cursor, v->name);
	v->declare_target = d->declare_target || d->link;
	v->link = d->link;
	if (v->declare_target && !globals_device(c, d, v, use))
		return NULL;
	d->rejected = 0;
	d->var = v;
	return v;
}

/* The Var of a pointer the compiler declares itself, name, to the class
 * rec (const when c_this is): the `this` of a member function
 * (cxx_this.c), checked as a variable's is; NULL after an error. */
Var *
captures_this_var(Ctx *c, const char *name, CXType rec, int c_this, Loc decl, Loc use)
{
	Var *v = arena_alloc(sizeof *v);
	CXType canon = clang_getCanonicalType(rec);
	const char *fn;

	v->name = name;
	v->loc = decl;
	v->type = arena_printf("%s%s *", c_this ? "const " : "", locals_spelling(rec));
	v->param = locals_decl_under(rec, arena_printf("*%s", name), c_this);
	v->local = v->param;
	v->local_rw = v->param;
	v->size = sizeof(void *);
	v->arg = ARG_PTR;
	if (!pointer_var(v, canon)) {
		diag_error(use, "'this' of type '%s' in a target region is not supported yet", v->type);
		return NULL;
	}
	v->pointee_const = c_this;
	if ((fn = fn_pointer_member(canon))) {
		diag_error(use, "'this' of type '%s' holds a function pointer (member '%s'), whose "
		                "value is a host function's address: not supported in target regions",
		           v->type, fn);
		return NULL;
	}
	if (!check_pointers(v, rec, 1, use) || !decls_type(c, rec, use))
		return NULL;
	v->param_const = locals_decl_under(rec, arena_printf("*%s", name), 1);
	v->param_restrict = locals_decl_under(rec, arena_printf("*__restrict__ %s", name), 1);
	v->param_restrict_rw = locals_decl_under(rec, arena_printf("*__restrict__ %s", name), c_this);
	v->host_init = "this";
	return v;
}
