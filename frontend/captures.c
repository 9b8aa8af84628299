/* What a region's code uses from outside it: captured variables (with
 * their types turned into parameter declarations), the library functions
 * it calls, and the typedefs and macros its text needs to compile as
 * CUDA.  Anything omp2cuda cannot give the device yet is an error here.
 */
#include <ctype.h>
#include <string.h>

#include "internal.h"

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
	default:
		return -1;
	}
}

static const char *decl_under(CXType t, const char *inner, int leaf_const);

/* A declaration of `inner` with type t, as C spells it; with leaf_const
 * 1, the type pointers and arrays lead to is const-qualified, and where
 * they lead to a pointer (float **, int *a[8]), that pointer: float
 * *const *p; with 2, t itself, a pointer. */
static const char *
decl_q(CXType t, const char *inner, int leaf_const)
{
	if (t.kind == CXType_Pointer) {
		CXType p = clang_getPointeeType(t);
		const char *in = arena_printf("*%s%s", clang_isConstQualifiedType(t) || leaf_const == 2
		                                               ? "const "
		                                               : "",
		                              inner);
		if (p.kind == CXType_ConstantArray || p.kind == CXType_FunctionProto)
			in = arena_printf("(%s)", in);
		return decl_under(p, in, leaf_const);
	}
	if (t.kind == CXType_ConstantArray)
		return decl_under(clang_getArrayElementType(t),
		                  arena_printf("%s[%lld]", inner, clang_getArraySize(t)), leaf_const);
	const char *leaf = locals_leaf(t);

	return arena_printf("%s%s %s", leaf_const && !clang_isConstQualifiedType(t) ? "const " : "",
	                    leaf ? leaf : cx_take_string(clang_getTypeSpelling(t)), inner);
}

/* decl_q of t, what a pointer or an array leads to. */
static const char *
decl_under(CXType t, const char *inner, int leaf_const)
{
	if (leaf_const == 2)
		leaf_const = 0;
	else if (leaf_const == 1 && t.kind == CXType_Pointer)
		leaf_const = 2;
	return decl_q(t, inner, leaf_const);
}

static const char *
decl_of(CXType t, const char *inner)
{
	return decl_q(t, inner, 0);
}

/* A declaration of inner with type t, the qualifiers of t (or of the
 * elements of the arrays t is) left out. */
static const char *
decl_rw(CXType t, const char *inner)
{
	if (t.kind == CXType_ConstantArray)
		return decl_rw(clang_getArrayElementType(t),
		               arena_printf("%s[%lld]", inner, clang_getArraySize(t)));
	return decl_of(clang_getUnqualifiedType(t), inner);
}

/* A declaration of name with type t, as C spells it. */
const char *
captures_decl(CXType t, const char *name)
{
	return decl_of(t, name);
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
		v->param_const = decl_q(t, v->name, 1);
		v->param_restrict = decl_q(t, arena_printf("__restrict__ %s", v->name), 1);
		v->param_restrict_rw = decl_q(t, arena_printf("__restrict__ %s", v->name), 0);
	} else if (v->kind == VAR_ARRAY) {
		CXType elem = clang_getArrayElementType(array_type(t));
		const char *fmt = elem.kind == CXType_ConstantArray ? "(*%s%s)" : "*%s%s";
		v->param_const = decl_under(elem, arena_printf(fmt, "", v->name), 1);
		v->param_restrict = decl_under(elem, arena_printf(fmt, "__restrict__ ", v->name), 1);
		v->param_restrict_rw = decl_under(elem, arena_printf(fmt, "__restrict__ ", v->name), 0);
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

/* Does t hold a pointer: is it one, or an array or record with one? */
static enum CXVisitorResult has_pointer_field(CXCursor field, CXClientData data);

static int
has_pointer(CXType t)
{
	int found = 0;

	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray || t.kind == CXType_VariableArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	if (t.kind == CXType_Pointer || t.kind == CXType_IncompleteArray)
		return 1;
	if (t.kind == CXType_Record)
		clang_Type_visitFields(t, has_pointer_field, &found);
	return found;
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
	size_t cap, deep_cap;
	const char *nested;   /* a member holding a pointer deeper down */
} Members;

static enum CXVisitorResult
member_visit(CXCursor field, CXClientData data)
{
	Members *m = data;
	CXType t = clang_getCanonicalType(clang_getCursorType(field));
	const char *name = cx_take_string(clang_getCursorSpelling(field));

	if (t.kind == CXType_Pointer) {
		VEC_PUSH(m->v->ptr_members, m->v->nptr_members, m->cap, name);
		if (has_pointer(clang_getPointeeType(t)))
			VEC_PUSH(m->v->deep_members, m->v->ndeep_members, m->deep_cap, name);
	} else if (!m->nested && has_pointer(t)) {
		m->nested = name;
	}
	return CXVisit_Continue;
}

/* The pointer members of a struct (OpenMP 5.2 5.8.3 attaches them);
 * the name of a member that holds a pointer deeper down, or NULL. */
static const char *
pointer_members(Var *v, CXType record)
{
	Members m = {v, 0, 0, NULL};

	clang_Type_visitFields(record, member_visit, &m);
	return m.nested;
}

/* An array as a parameter: the pointer to its first element. */
static const char *
array_param(CXType t, const char *name)
{
	CXType elem = clang_getArrayElementType(array_type(t));

	return decl_of(elem, arena_printf(elem.kind == CXType_ConstantArray ? "(*%s)" : "*%s", name));
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
	if (p.kind == CXType_Pointer)
		return pointer_value(p);
	return p.kind == CXType_Void || array_of_scalars(p, &nd, &elem);
}

/* A declaration of inner as a pointer to elem. */
static const char *
decl_ptr(CXType elem, const char *inner, int leaf_const)
{
	const char *in = arena_printf("*%s", inner);

	return decl_under(elem, elem.kind == CXType_ConstantArray ? arena_printf("(%s)", in) : in,
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
	v->param = decl_of(t, v->name);
	v->local = v->param;
	v->local_rw = decl_rw(t, v->name);
	v->size = clang_Type_getSizeOf(t);
	if ((v->arg = scalar_arg(canon)) >= 0 || canon.kind == CXType_Record) {
		v->kind = VAR_SCALAR;
		if (canon.kind == CXType_Record)
			v->arg = ARG_RECORD;
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
	v->whole_ref = decl_q(t, ref, 0);
	v->whole_ref_const = decl_q(t, ref, 1);
	v->whole_ptr = decl_q(t, "(*)", 0);
	v->whole_ptr_const = decl_q(t, "(*)", 1);
}

/* Structs with pointers: a struct, a pointer to one, an array of them
 * (or a pointer to such arrays) may have pointer members; pointers to
 * pointers and arrays of pointers hold pointer values (pointer_value);
 * pointers anywhere else (members of members) are not supported yet.  A struct
 * and a pointer used as `ps->p` get their members attached by the region
 * itself; the elements of an array of structs, only by map clauses
 * (`rows[i].p[lo:len]`).  0 after an error. */
static int
check_pointers(Var *v, CXType t, Loc use)
{
	CXType canon = clang_getCanonicalType(t), rec = canon;
	const char *nested;

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
	if ((nested = pointer_members(v, rec))) {
		diag_error(use, "'%s' of type '%s' has a pointer inside member '%s': only pointer "
		                "members of the struct itself are supported yet in target regions",
		           v->name, v->type, nested);
		return 0;
	}
	v->struct_array = v->kind == VAR_ARRAY && v->nptr_members;
	return 1;
}

/* The Var for a declaration, built on first use. */
Var *
captures_var(Ctx *c, Decl *d, Loc use)
{
	Var *v;
	unsigned b, e;
	CXType t = clang_getCursorType(d->cursor);
	int param_array = clang_getCursorKind(d->cursor) == CXCursor_ParmDecl &&
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
	v = arena_alloc(sizeof *v);
	v->name = d->name;
	cx_extent(d->cursor, &b, &e);
	v->loc = cx_loc(c, b);
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
	if (!check_pointers(v, param_array ? clang_getArrayElementType(t) : t, use) ||
	    !decls_type(c, t, use))
		return NULL;
	if (!param_array && !v->vm)
		restrict_params(v, t);
	if (v->kind == VAR_ARRAY && !v->vla)
		whole_decls(v, t);
	v->global = d->global;
	v->declare_target = d->declare_target || d->link;
	v->link = d->link;
	if (v->declare_target && !globals_device(c, d, v, use))
		return NULL;
	d->rejected = 0;
	d->var = v;
	return v;
}

/* The functions of <string.h> device code can call: CUDA's memcpy and
 * memset, and those omp2cuda_cstring.h defines for the device. */
static int
string_function(const char *name)
{
	static const char *const names[] = {
		"memcpy", "memset", "memmove", "memcmp", "memchr", "strlen", "strcmp",
		"strncmp", "strcpy", "strncpy", "strcat", "strncat", "strchr", "strrchr",
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (!strcmp(name, names[i]))
			return 1;
	return 0;
}

/* Functions CUDA's device library provides: the C math library, printf
 * (its output comes out when the host next waits for the kernel), and
 * glibc's __assert_fail, which assert() calls (kernels keep their asserts
 * with omp2cuda -fdevice-assert), and the common functions of <string.h>.
 * Known by the header of their first declaration: under _FORTIFY_SOURCE
 * (which Ubuntu's gcc defines at -O1 and above) glibc defines printf and
 * strcpy again as inline wrappers in bits/stdio2.h and
 * bits/string_fortified.h, and a call refers to those. */
static int
device_library_function(CXCursor fn, const char *name)
{
	CXSourceLocation loc = clang_getCursorLocation(clang_getCanonicalCursor(fn));
	CXFile f;
	const char *path, *base;

	if (!strncmp(name, "__builtin_", 10))
		return 1; /* INFINITY, NAN, HUGE_VAL and friends; nvcc has them too */
	if (!clang_Location_isInSystemHeader(loc))
		return 0;
	clang_getExpansionLocation(loc, &f, NULL, NULL, NULL);
	path = cx_take_string(clang_getFileName(f));
	base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	if (!strncmp(base, "math", 4) || strstr(path, "bits/mathcalls"))
		return 1;
	if (!strcmp(base, "assert.h") && !strcmp(name, "__assert_fail"))
		return 1;
	if (!strcmp(base, "stdio.h") && !strcmp(name, "printf"))
		return 1;
	if (!strcmp(base, "string.h"))
		return string_function(name);
	return !strcmp(name, "abs") || !strcmp(name, "labs") || !strcmp(name, "llabs");
}

/* A walk over device code: a region's statement (r set: variables
 * declared outside [begin, end) are captured) or the body of a function
 * compiled for the device (r NULL: only locals and parameters allowed). */
typedef struct Uses {
	Var *v;
	int all;              /* references to it */
	int members;          /* those that are the base of s.m or ps->m */
	int subscripted;      /* a pointer used as ps[i]: it points to an
	                         array of structs */
	Loc first;
} Uses;

typedef struct Use {
	Ctx *c;
	Region *r;
	unsigned begin, end;
	size_t cap, consts_cap, apis_cap, attach_cap;
	Uses *uses;           /* structs, and pointers to them, the region
	                         captures */
	size_t nuses, uses_cap;
	int fn;               /* r NULL: the function's entry of u->decls */
	size_t links_cap;
	size_t refs_cap, unnamed_cap;
	unsigned callee_at;   /* where the call being read starts, whose
	                         callee a DeclRefExpr there is */
	size_t span_cap;
	int uneval;           /* inside an operand of sizeof or _Alignof */
	Var **evaluated;      /* captures named outside such operands */
	size_t nevaluated, evaluated_cap;
	unsigned *derefs;     /* where the member expressions the code reads
	                         through begin (note_deref) */
	size_t nderefs, derefs_cap;
	unsigned *values;     /* where the names the code uses as values alone
	                         begin (note_values) */
	size_t nvalues, values_cap;
	Var **followed;       /* captured pointers named otherwise */
	size_t nfollowed, followed_cap;
} Use;

static enum CXChildVisitResult use(CXCursor cur, CXCursor parent, CXClientData data);
static void use_function(Use *u, CXCursor fn, Loc loc);

/* Is ref declared in the code being read (a local of the region or of
 * the function), once macros are expanded, b its extent's start? */
static int
declared_inside(const Use *u, CXCursor ref, unsigned b)
{
	return cx_expanded_in_main_file(ref) && u->begin <= b && b < u->end;
}
static void use_member(Use *u, CXCursor member, Loc loc);

/* e is an operand the code reads or writes through (of a subscript, of
 * unary *, before ->): a member expression there, or one that pointer
 * arithmetic starts from, is noted by where it begins, before use_member
 * reads it (the visit reaches parents first). */
static void
note_deref(Use *u, CXCursor e, int depth)
{
	CXCursor kids[2];
	unsigned b, end;
	int n;

	e = cx_strip(e);
	if (clang_getCanonicalType(clang_getCursorType(e)).kind != CXType_Pointer)
		return;
	if (clang_getCursorKind(e) == CXCursor_MemberRefExpr) {
		cx_extent(e, &b, &end);
		VEC_PUSH(u->derefs, u->nderefs, u->derefs_cap, b);
	} else if (clang_getCursorKind(e) == CXCursor_BinaryOperator && depth < 4 &&
	           (n = cx_children(e, kids, 2)) == 2) {
		note_deref(u, kids[0], depth + 1);
		note_deref(u, kids[1], depth + 1);
	}
}

/* A name (under parentheses and implicit conversions) that cur uses as a
 * value alone, not to reach memory: an operand of a comparison or of a
 * cast to an integer, the left operand of =.  Noted by where it begins,
 * before use_var reads it. */
static void
note_value(Use *u, CXCursor e)
{
	unsigned b, end;

	e = cx_strip(e);
	if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
		return;
	cx_extent(e, &b, &end);
	VEC_PUSH(u->values, u->nvalues, u->values_cap, b);
}

static void
note_values(Use *u, CXCursor cur)
{
	static const char *const compare[] = {"==", "!=", "<", ">", "<=", ">=", 0};
	CXCursor kids[2];
	int n = cx_children(cur, kids, 2);
	const char *op;
	enum CXTypeKind t;

	if (clang_getCursorKind(cur) == CXCursor_CStyleCastExpr) {
		t = clang_getCanonicalType(clang_getCursorType(cur)).kind;
		if (n >= 1 && t >= CXType_Bool && t <= CXType_Int128)
			note_value(u, kids[n - 1]);
		return;
	}
	if (clang_getCursorKind(cur) != CXCursor_BinaryOperator || n != 2)
		return;
	op = cx_operator(u->c, cur);
	for (int i = 0; compare[i]; i++)
		if (!strcmp(op, compare[i])) {
			note_value(u, kids[0]);
			note_value(u, kids[1]);
		}
	if (!strcmp(op, "="))
		note_value(u, kids[0]);
}

/* The operands cur reads through, for note_deref. */
static void
deref_operands(Use *u, CXCursor cur)
{
	CXCursor kids[2];
	int n = cx_children(cur, kids, 2);

	switch (clang_getCursorKind(cur)) {
	case CXCursor_ArraySubscriptExpr:
		for (int i = 0; i < n; i++)
			note_deref(u, kids[i], 0);
		break;
	case CXCursor_UnaryOperator:
		if (n >= 1 && clang_getCursorUnaryOperatorKind(cur) == CXUnaryOperator_Deref)
			note_deref(u, kids[0], 0);
		break;
	case CXCursor_MemberRefExpr: /* the base of ->: a pointer */
		if (n >= 1)
			note_deref(u, kids[0], 0);
		break;
	default:
		break;
	}
}

static Attach *
add_attach(Use *u, Var *v, const char *member, Loc loc)
{
	Region *r = u->r;
	Attach a = {loc, v, member,
	            arena_printf("%s%s%s", v->name, v->kind == VAR_POINTER ? "->" : ".", member), 0, 0};

	for (int i = 0; i < r->nattaches; i++)
		if (r->attaches[i].var == v && !strcmp(r->attaches[i].member, member))
			return &r->attaches[i];
	VEC_PUSH(r->attaches, r->nattaches, u->attach_cap, a);
	return &r->attaches[r->nattaches - 1];
}

/* The count of references to a struct, or to a pointer to one (or to
 * another pointer: members_note tells them apart); NULL for other
 * variables. */
static Uses *
uses_of(Use *u, Var *v, Loc loc)
{
	size_t i;

	if ((v->arg != ARG_RECORD && v->kind != VAR_POINTER) || v->struct_array)
		return NULL;
	for (i = 0; i < u->nuses && u->uses[i].v != v; i++)
		;
	if (i == u->nuses) {
		Uses n = {v, 0, 0, 0, loc};
		VEC_PUSH(u->uses, u->nuses, u->uses_cap, n);
	}
	return &u->uses[i];
}

/* Count a reference: as the base of a member access, or as a whole. */
static void
count_use(Use *u, Var *v, Loc loc, int member)
{
	Uses *w = uses_of(u, v, loc);

	if (w) {
		w->all += !member;
		w->members += member;
	}
}

/* ps[i] of a captured pointer to structs with pointer members: an array
 * of them, which the region reaches as a pointer (OpenMP 5.2 5.8.1: a
 * zero-length array section) and whose members map clauses attach. */
static void
use_subscript(Use *u, CXCursor e, Loc loc)
{
	CXCursor kids[2], ref;
	unsigned b, end;
	Decl *d;
	Var *v;
	Uses *w;

	if (!u->r || cx_children(e, kids, 2) != 2)
		return;
	kids[0] = cx_strip(kids[0]);
	ref = clang_getCursorReferenced(kids[0]);
	if (clang_getCursorKind(kids[0]) != CXCursor_DeclRefExpr ||
	    (clang_getCursorKind(ref) != CXCursor_VarDecl &&
	     clang_getCursorKind(ref) != CXCursor_ParmDecl))
		return;
	cx_extent(ref, &b, &end);
	if (declared_inside(u, ref, b) ||
	    !(d = scan_decl_of(u->c, ref)) || !(v = captures_var(u->c, d, loc)) ||
	    v->kind != VAR_POINTER || !(w = uses_of(u, v, loc)))
		return;
	w->subscripted = 1;
}

/* Leave out the attaches of v: made by map clauses alone. */
static void
drop_attaches(Region *r, const Var *v)
{
	int n = 0;

	for (int i = 0; i < r->nattaches; i++)
		if (r->attaches[i].var != v)
			r->attaches[n++] = r->attaches[i];
	r->nattaches = n;
}

/* A struct the region uses as a whole (copies it, passes it to a
 * function) gets every pointer member attached.  A pointer to one used
 * as ps->m alone is mapped as one struct; used with subscripts, it
 * points to an array of them, whose members map clauses attach; used as
 * a value (stored, compared, passed: a linked list's node), it is a
 * zero-length array section (OpenMP 5.2 5.8.9), which must lie in
 * present storage, and its struct's pointer members are attached there
 * (Attach.present), each to what it points to where that is present. */
static void
attach_wholes(Use *u)
{
	for (size_t i = 0; i < u->nuses; i++) {
		Uses *w = &u->uses[i];
		if (w->subscripted) {
			drop_attaches(u->r, w->v);
			continue;
		}
		if (w->all <= w->members)
			continue;
		members_whole(u->r, w->v, &u->span_cap);
		if (!w->v->nptr_members)
			continue;
		for (int k = 0; k < w->v->nptr_members; k++)
			add_attach(u, w->v, w->v->ptr_members[k], w->first)->present =
			        w->v->kind == VAR_POINTER;
	}
}
static void use_enumerator(Use *u, CXCursor cur, CXCursor ref, Loc loc);

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
		for (int i = 0; i < u->r->nlinks; i++)
			if (u->r->links[i] == v)
				return;
		VEC_PUSH(u->r->links, u->r->nlinks, u->links_cap, v);
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
		VEC_PUSH(r->refs, r->nrefs, u->refs_cap, ref);
		return;
	}
	for (int i = 0; i < r->nunnamed; i++)
		if (r->unnamed[i] == v)
			return;
	VEC_PUSH(r->unnamed, r->nunnamed, u->unnamed_cap, v);
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
 * code, whose kernel may be emitted twice (Plan.kernel_alias), only a
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
	if (declared_inside(u, ref, b)) {
		if (clang_Cursor_getStorageClass(ref) == CX_SC_Static && u->r &&
		    !constant_object(clang_getCursorType(ref)))
			diag_error(loc, "static variable '%s' in a target region is not supported yet "
			                "(a const one is, and one in a function the region calls)",
			           name);
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
	if (is_loop_var(r, name))
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
	if (!u->uneval)
		VEC_PUSH(u->evaluated, u->nevaluated, u->evaluated_cap, v);
	count_use(u, v, loc, 0);
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
	for (int i = 0; i < v->nvm_extents; i++) /* before it: the fallback's type names them */
		VEC_PUSH(r->caps, r->ncaps, u->cap, v->vm_extents[i]);
	VEC_PUSH(r->caps, r->ncaps, u->cap, v);
}

/* s.m and ps->m of a captured struct with a pointer member m: the
 * region needs m attached. */
static void
use_member(Use *u, CXCursor member, Loc loc)
{
	CXCursor base, field = clang_getCursorReferenced(member), ref;
	unsigned b, e;
	Decl *d;
	Var *v;

	if (!u->r || cx_children(member, &base, 1) != 1)
		return;
	base = cx_strip(base);
	ref = clang_getCursorReferenced(base);
	cx_extent(ref, &b, &e);
	if (clang_getCursorKind(base) != CXCursor_DeclRefExpr ||
	    declared_inside(u, ref, b) ||
	    !(d = scan_decl_of(u->c, ref)) || !(v = captures_var(u->c, d, loc)) ||
	    v->struct_array || v->declare_target)
		return;
	count_use(u, v, loc, 1);
	members_note(u->r, v, base, field, &u->span_cap);
	if (!v->nptr_members)
		return;
	if (clang_getCanonicalType(clang_getCursorType(field)).kind == CXType_Pointer) {
		Attach *a = add_attach(u, v, cx_take_string(clang_getCursorSpelling(field)), loc);
		cx_extent(member, &b, &e);
		for (size_t i = 0; i < u->nderefs; i++)
			a->deref |= u->derefs[i] == b;
	}
}

/* Device code is compiled as CUDA C++, where a C name that is a C++
 * keyword would not compile.  The .cu file renames most with a #define
 * after every header it includes (Unit.keywords): nothing it includes
 * then spells them, and the generated code after it does not either.
 * A name the preprocessor of C++ will not take (and, or, ...), or that
 * the .cu file's own macros or the C library's C++ macros expand to
 * (bool for _Bool, static_assert, static_cast in assert, decltype),
 * stays an error; so does a name declared outside the main file (a
 * user's header, which the .cu file includes before the #define). */
static const char *const cxx_renamed[] = {
	"catch", "class", "co_await", "co_return", "co_yield", "concept", "consteval",
	"constexpr", "constinit", "const_cast", "delete", "dynamic_cast", "explicit", "export",
	"friend", "mutable", "namespace", "new", "nullptr", "operator", "private", "protected",
	"public", "reinterpret_cast", "requires", "template", "this", "thread_local", "throw",
	"try", "typeid", "typename", "using", "virtual", 0,
};

static const char *const cxx_kept[] = {
	"alignas", "alignof", "and", "and_eq", "bitand", "bitor", "bool", "char8_t", "char16_t",
	"char32_t", "compl", "decltype", "false", "noexcept", "not", "not_eq", "or", "or_eq",
	"static_assert", "static_cast", "true", "wchar_t", "xor", "xor_eq", 0,
};

static int
listed(const char *const *words, const char *name)
{
	for (int i = 0; words[i]; i++)
		if (!strcmp(name, words[i]))
			return 1;
	return 0;
}

/* Device code declares or names decl by name.  0 after an error. */
int
captures_cxx_name(Ctx *c, CXCursor decl, const char *name, Loc loc)
{
	Unit *u = c->u;

	if (listed(cxx_renamed, name) && cx_expanded_in_main_file(decl)) {
		for (int i = 0; i < u->nkeywords; i++)
			if (!strcmp(u->keywords[i], name))
				return 1;
		VEC_PUSH(u->keywords, u->nkeywords, c->cap_keywords, name);
		return 1;
	}
	if (listed(cxx_renamed, name) || listed(cxx_kept, name)) {
		diag_error(loc, "'%s' in device code is not supported%s: it is a C++ keyword, and "
		                "CUDA is C++", name,
		           listed(cxx_renamed, name) ? " as a name declared outside the main file" : "");
		return 0;
	}
	return 1;
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

/* A call of the OpenMP device API (omp_get_team_num() and the like):
 * the kernel answers it itself, and the code of an argument is the
 * region's.  Returns 0 for any other call. */
static int
use_api(Use *u, CXCursor call, Loc loc)
{
	const char *name = cx_take_string(clang_getCursorSpelling(clang_getCursorReferenced(call)));
	ApiCall a = {loc, -1, 0, 0, 0, 0};
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
	else if (!r) {
		/* devfuncs.c answers it from the contexts of the function's calls */
		cx_extent(call, &a.begin, &a.end);
		devfuncs_api(u->c, u->begin, a);
	}
	else if ((r->dir == DIR_TPF || r->dir == DIR_TPF_SIMD) && a.fn != API_TEAM_NUM &&
	         a.fn != API_NUM_TEAMS)
		/* one team (OpenMP 5.2 18.4.1), which the whole grid runs */
		diag_error(loc, "'%s' in '#pragma omp %s' is not supported yet", name,
		           dir_spelling[r->dir]);
	else if (clang_Cursor_getNumArguments(call) != api_nargs[a.fn])
		diag_error(loc, "'%s' takes %s", name, api_nargs[a.fn] ? "one argument" : "no arguments");
	else {
		cx_extent(call, &a.begin, &a.end);
		a.args_at = a.end;
		a.name_end = callee_name_end(u->c, call, a.begin, name);
		if (api_nargs[a.fn]) {
			CXCursor arg = clang_Cursor_getArgument(call, 0);
			cx_extent(arg, &a.args_at, &(unsigned){0});
			VEC_PUSH(r->apis, r->napis, u->apis_cap, a);
			if (use(arg, call, u) == CXChildVisit_Recurse)
				clang_visitChildren(arg, use, u);
			return 1;
		}
		VEC_PUSH(r->apis, r->napis, u->apis_cap, a);
	}
	return 1;
}

/* OpenMP 5.2 18.13: the memory management routines, which the device
 * header gives device code (omp2cuda_alloc.h) and the host's OpenMP the
 * host fallback. */
static int
allocator_routine(const char *name)
{
	static const char *const names[] = {"omp_init_allocator", "omp_destroy_allocator",
	                                    "omp_alloc", "omp_aligned_alloc", "omp_calloc",
	                                    "omp_aligned_calloc", "omp_free"};

	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (!strcmp(name, names[i]))
			return 1;
	return 0;
}

/* The name of a memory management routine in region code at [b, e):
 * the host fallback calls it through its o2c_ wrapper (omp2cuda_rt.h),
 * the kernel as written.  Only a name written there can be renamed. */
static void
allocator_rename(Use *u, unsigned b, unsigned e, const char *name, Loc loc)
{
	Edit ed = {0};

	if (!u->r || !allocator_routine(name))
		return;
	if (e != b + strlen(name) || e > u->c->u->len || memcmp(u->c->u->src + b, name, e - b)) {
		diag_error(loc, "'%s' in a target region is not supported yet where a macro gives "
		                "its name", name);
		return;
	}
	ed.begin = b;
	ed.end = e;
	ed.text = name;
	ed.host = 1;
	ed.host_text = arena_printf("o2c_%s", name);
	cxx_edit(u->c, ed);
}

static enum CXChildVisitResult
use(CXCursor cur, CXCursor parent, CXClientData data)
{
	Use *u = data;
	CXCursor ref;
	unsigned b, e;
	Loc loc;

	(void)parent;
	cx_extent(cur, &b, &e);
	loc = cx_loc(u->c, b);
	cxx_check(u->c, cur, loc, u->begin, u->end);
	switch (clang_getCursorKind(cur)) {
	case CXCursor_VarDecl:
	case CXCursor_ParmDecl:
		captures_cxx_name(u->c, cur, cx_take_string(clang_getCursorSpelling(cur)), loc);
		break;
	case CXCursor_DeclRefExpr:
		ref = clang_getCursorReferenced(cur);
		if (!captures_cxx_name(u->c, ref, cx_take_string(clang_getCursorSpelling(cur)), loc))
			break;
		switch (clang_getCursorKind(ref)) {
		case CXCursor_VarDecl:
		case CXCursor_ParmDecl:
			use_var(u, cur, ref, loc);
			break;
		case CXCursor_FunctionDecl:
			allocator_rename(u, b, e, cx_take_string(clang_getCursorSpelling(ref)), loc);
			/* a declare variant base: the function each copy calls */
			if (selectors_call(u->c, u->r, cur, b == u->callee_at, &ref) >= 0) {
				use_function(u, ref, loc);
				devfuncs_call(u->c, u->r, u->r ? 0 : u->begin, b, ref,
				              b == u->callee_at);
			}
			break;
		case CXCursor_EnumConstantDecl:
			use_enumerator(u, cur, ref, loc);
			break;
		default:
			diag_error(loc, "use of '%s' in a target region is not supported yet",
			           cx_take_string(clang_getCursorSpelling(cur)));
		}
		break;
	case CXCursor_TypeRef:
		if (decls_type(u->c, clang_getCursorType(clang_getCursorReferenced(cur)), loc) &&
		    !locals_region_ref(u->c, cur) && locals_in_function(clang_getCursorReferenced(cur)))
			diag_error(loc, "type '%s', declared inside a function, is named through a "
			                "macro in a target region: not supported yet",
			           cx_take_string(clang_getCursorSpelling(cur)));
		break;
	case CXCursor_CallExpr:
		if (use_api(u, cur, loc))
			return CXChildVisit_Continue;
		printf_value_check(u->c, cur, parent, loc);
		u->callee_at = b;
		break;
	case CXCursor_MemberRefExpr:
		deref_operands(u, cur);
		use_member(u, cur, loc);
		break;
	case CXCursor_ArraySubscriptExpr:
		deref_operands(u, cur);
		use_subscript(u, cur, loc);
		break;
	case CXCursor_UnaryOperator:
		deref_operands(u, cur);
		break;
	case CXCursor_BinaryOperator:
	case CXCursor_CStyleCastExpr:
		note_values(u, cur);
		break;
	case CXCursor_UnaryExpr: /* sizeof, _Alignof: C reads no memory of the operand */
		u->uneval++;
		clang_visitChildren(cur, use, u);
		u->uneval--;
		return CXChildVisit_Continue;
	case CXCursor_StructDecl:
	case CXCursor_UnionDecl:
	case CXCursor_EnumDecl:
	case CXCursor_TypedefDecl:
		diag_error(loc, "types declared inside a target region are not supported yet");
		return CXChildVisit_Continue;
	case CXCursor_GCCAsmStmt:
		diag_error(loc, "inline assembly in a target region is not supported");
		break;
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

/* An enumerator: its enum's declaration comes along.  One of an enum
 * declared in the enclosing function names its file-scope copy where
 * region code writes it (locals.c), and the region declares the constant
 * itself with its value, for loop bounds and macros. */
static void
use_enumerator(Use *u, CXCursor cur, CXCursor ref, Loc loc)
{
	CXCursor e = clang_getCursorSemanticParent(ref), fn;
	unsigned b, end;
	const char *name = cx_take_string(clang_getCursorSpelling(ref));

	cx_extent(e, &b, &end);
	if (!cx_in_main_file(e) || !scan_function_at(u->c, b, &fn)) {
		decls_type(u->c, clang_getCursorType(e), loc);
		return;
	}
	if (!u->r) {
		diag_error(loc, "enumerator '%s' of a function-local enum in a function called from a "
		                "target region is not supported yet", name);
		return;
	}
	/* the loop's bounds and chunk sizes, copied as text, name the
	 * constant the region declares */
	if (decls_type(u->c, clang_getCursorType(e), loc))
		locals_region_ref(u->c, cur);
	const char *def = arena_printf("%s = %lld", name, clang_getEnumConstantDeclValue(ref));
	for (int i = 0; i < u->r->nconsts; i++)
		if (!strcmp(u->r->consts[i], def))
			return;
	VEC_PUSH(u->r->consts, u->r->nconsts, u->consts_cap, def);
}

static enum CXChildVisitResult
find_body(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_CompoundStmt)
		*(CXCursor *)data = cur;
	return CXChildVisit_Continue;
}

/* An old-style (K&R) definition: declarations between its parameter list
 * and its body.  libclang gives it a prototype all the same. */
static int
old_style(Ctx *c, CXCursor def)
{
	CXCursor body = clang_getNullCursor();
	unsigned fb, fe, bb, be, i;

	clang_visitChildren(def, find_body, &body);
	if (clang_Cursor_isNull(body))
		return 0;
	cx_extent(def, &fb, &fe);
	cx_extent(body, &bb, &be);
	for (i = bb; i > fb && c->u->src[i] != ')'; i--)
		;
	for (; i < bb; i++)
		if (c->u->src[i] == ';')
			return 1;
	return 0;
}

/* A call of a declare target function that another file defines
 * (OpenMP 5.2 7.8.1): its prototype in the .cu file, the device link
 * brings its code (frontend/rdc.c). */
static void
use_external_function(Use *u, CXCursor fn, const char *name, Loc loc)
{
	CXType t = clang_getCursorType(fn);

	if (t.kind != CXType_FunctionProto) {
		diag_error(loc, "declare target function '%s' is defined in another file and declared "
		                "here without a prototype: declare its parameters", name);
		return;
	}
	if (clang_isFunctionTypeVariadic(t)) {
		diag_error(loc, "call to variadic declare target function '%s' of another file in a "
		                "target region is not supported yet", name);
		return;
	}
	decls_type(u->c, clang_getResultType(t), loc);
	for (int i = 0; i < clang_getNumArgTypes(t); i++)
		decls_type(u->c, clang_getArgType(t, (unsigned)i), loc);
	decls_prototypes(u->c, fn);
	u->c->u->rdc_uses = 1;
}

/* A call: the C math library, or a function of this file compiled for
 * the device along with everything it uses. */
static void
use_function(Use *u, CXCursor fn, Loc loc)
{
	const char *name = cx_take_string(clang_getCursorSpelling(fn));
	CXCursor def = clang_getCursorDefinition(fn);
	unsigned b, e;

	if (device_library_function(fn, name))
		return;
	/* OpenMP 5.2 18.7.6, 18.7.5: the device header answers them in any
	 * device code, the host's routines in the host fallback */
	if (!strcmp(name, "omp_is_initial_device") || !strcmp(name, "omp_get_device_num") ||
	    allocator_routine(name)) {
		u->c->u->device_api = 1;
		return;
	}
	if (!strcmp(name, "omp_in_explicit_task"))
		return; /* answered where it is written (explicit_task.c) */
	if (!strncmp(name, "omp_", 4) && clang_Cursor_isNull(def)) {
		diag_error(loc, "call to '%s' in a target region is not supported yet: of the OpenMP "
		                "routines, device code can call omp_is_initial_device, "
		                "omp_get_device_num, omp_get_max_threads, omp_get_num_procs and "
		                "omp_get_max_teams, the memory management routines (omp_alloc, "
		                "omp_free, omp_init_allocator, ...), and region code also omp_get_team_num, omp_get_num_teams, "
		                "omp_get_thread_num, omp_get_num_threads, omp_get_thread_limit, "
		                "omp_get_level and omp_get_ancestor_thread_num",
		           name);
		return;
	}
	if (clang_Cursor_isNull(def) && rdc_declare_target_function(u->c, fn)) {
		use_external_function(u, fn, name, loc);
		return;
	}
	if (clang_Cursor_isNull(def) || !cx_in_main_file(def)) {
		diag_error(loc, "call to '%s' in a target region is not supported yet (only C math "
		                "library functions, printf, functions defined in this file and "
		                "declare target functions can be called)",
		           name);
		return;
	}
	cx_extent(def, &b, &e);
	for (int i = 0; i < u->c->u->ndecls; i++)
		if (u->c->u->decls[i].at == b)
			return; /* already compiled for the device */
	decls_function(u->c, def);
	Use inner = {.c = u->c};
	cx_extent(def, &inner.begin, &inner.end);
	for (int i = 0; i < u->c->u->ndecls; i++)
		if (u->c->u->decls[i].at == b)
			inner.fn = i;
	CXCursor body = clang_getNullCursor();
	clang_visitChildren(def, find_body, &body);
	if (!clang_Cursor_isNull(body)) {
		u->c->u->decls[inner.fn].body = cx_offset(clang_getCursorLocation(body)) - b + 1;
		if (old_style(u->c, def))
			cxx_old_style(u->c, def, cx_offset(clang_getCursorLocation(body)));
	}
	decls_type(u->c, clang_getCursorResultType(def), loc);
	clang_visitChildren(def, use, &inner);
}

void
captures_export_function(Ctx *c, CXCursor def)
{
	Use u = {.c = c};
	unsigned b, e;

	cx_extent(def, &b, &e);
	use_function(&u, def, cx_loc(c, b));
}

/* The definition of macro `name` in force at offset at, or NULL. */
static const Macro *
macro_at(Ctx *c, const char *name, unsigned at)
{
	for (size_t m = c->nmacros; m-- > 0;)
		if (c->macros[m].at < at && !strcmp(c->macros[m].name, name))
			return &c->macros[m];
	return NULL;
}

/* Is name one of a function-like macro's parameters, "x, y)"? */
static int
macro_param(const char *params, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = params; p && *p && *p != ')'; p++)
		if (!strncmp(p, name, n) &&
		    (p == params || (!isalnum((unsigned char)p[-1]) && p[-1] != '_')) &&
		    !isalnum((unsigned char)p[n]) && p[n] != '_')
			return 1;
	return 0;
}

static void names_in(Ctx *c, Region *r, const char *x, unsigned at, Loc loc, const char *clause,
                     const char *params, int depth);

/* The names a macro's definition uses are the clause's too: the
 * pragma's text is all the plain parse has of it. */
static void
names_in_macro(Ctx *c, Region *r, const Macro *mac, unsigned at, Loc loc, const char *clause,
               int depth)
{
	const char *body = mac->text + strlen(mac->name), *params = NULL;

	if (depth >= 8)
		return;
	if (*body == '(' && strchr(body, ')')) {
		params = body + 1;
		body = strchr(body, ')') + 1;
	}
	names_in(c, r, body, at, loc, clause, params, depth + 1);
}

/* A clause expression the kernel evaluates (num_threads of a nested
 * parallel region, a schedule's chunk size): the variables it names from
 * outside kernel region r, looked up where the clause is (offset at),
 * are captured, also those the macros it expands name.  Only scalars,
 * and in a chunk size no calls. */
void
captures_names(Ctx *c, Region *r, const char *x, unsigned at, Loc loc, const char *clause)
{
	names_in(c, r, x, at, loc, clause, NULL, 0);
}

static void
names_in(Ctx *c, Region *r, const char *x, unsigned at, Loc loc, const char *clause,
         const char *params, int depth)
{
	for (size_t i = 0; x[i];) {
		size_t n = 0;
		if (!isalpha((unsigned char)x[i]) && x[i] != '_') {
			i += isdigit((unsigned char)x[i]) ? strspn(x + i, "0123456789abcdefABCDEFxXuUlL.")
			                                  : 1;
			continue;
		}
		while (isalnum((unsigned char)x[i + n]) || x[i + n] == '_')
			n++;
		const char *name = arena_strndup(x + i, n);
		Decl *d = scan_lookup(c, name, at);
		const Macro *mac = macro_at(c, name, at);
		i += n;
		if (macro_param(params, name))
			continue;
		if (mac) {
			names_in_macro(c, r, mac, at, loc, clause, depth);
			continue;
		}
		int macro = 0;
		for (size_t m = 0; m < c->nmacros; m++)
			macro |= !strcmp(c->macros[m].name, name);
		/* (num_threads keeps its calls, of functions the region calls) */
		if (x[i + strspn(x + i, " \t")] == '(' && strcmp(name, "sizeof") && !macro &&
		    strcmp(clause, "num_threads")) {
			diag_error(loc, "call to '%s' in %s: only constants and scalar variables are "
			                "supported yet", name, clause);
			continue;
		}
		if (!d || d->at >= r->stmt_begin)
			continue;
		Var *v = captures_var(c, d, loc);
		int known = 0;
		for (int k = 0; v && k < r->ncaps; k++)
			known |= r->caps[k] == v;
		for (int k = 0; v && v->link && k < r->nlinks; k++)
			known |= r->links[k] == v;
		if (v && v->link && !known) { /* the kernel's reference names it */
			size_t lcap = r->nlinks;
			VEC_PUSH(r->links, r->nlinks, lcap, v);
		}
		if (!v || v->declare_target)
			continue;
		/* the kernel and the host fallback would evaluate sizeof a or &a
		 * with a pointer to its first element (frontend/arrays.c) */
		if (v->kind == VAR_ARRAY || (!known && v->kind != VAR_SCALAR)) {
			diag_error(loc, "'%s' in %s: only scalars are supported yet", v->name, clause);
			return; /* once */
		}
		if (known)
			continue;
		size_t cap = r->ncaps;
		Access *a = arena_alloc((r->ncaps + 2) * sizeof *a);
		memcpy(a, r->access, r->ncaps * sizeof *a);
		r->access = a;
		VEC_PUSH(r->caps, r->ncaps, cap, v);
	}
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
			VEC_PUSH(r->unevaluated, r->nunevaluated, cap, r->caps[i]);
		for (k = 0; k < u->nfollowed && u->followed[k] != r->caps[i]; k++)
			;
		if (r->caps[i]->kind == VAR_POINTER && k == u->nfollowed)
			VEC_PUSH(r->values_only, r->nvalues_only, vcap, r->caps[i]);
	}
}

void
captures_read(Ctx *c, Region *r, CXCursor stmt)
{
	Use u = {.c = c, .r = r, .begin = r->stmt_begin, .end = r->stmt_end};

	/* the statement itself too: a call, whose callee is called */
	if (use(stmt, stmt, &u) == CXChildVisit_Recurse)
		clang_visitChildren(stmt, use, &u);
	cx_sort_refs(r->refs, &r->nrefs);
	attach_wholes(&u);
	note_unevaluated(&u);
}

static int
is_ident_char(char ch)
{
	return isalnum((unsigned char)ch) || ch == '_';
}

static void mark_names(Ctx *c, const char *s, size_t n, unsigned before);

/* A host compiler's macro that device code names (_OPENMP,
 * __STDC_VERSION__, __GNUC__, ...): the .cu file defines it as the host
 * compiler does, so that a kernel takes the branches the front end and
 * the host file take (nvcc compiles C++, without OpenMP, and defines
 * those its own way, or not at all).  The host macros its body names
 * come with it. */
static void
mark_host(Ctx *c, const char *name, unsigned before)
{
	const HostMacro *m = frontend_host_macro(c->u->host, name);
	size_t cap = (size_t)c->u->nhost_macros;

	/* C++ defines these as C does (1), and gcc warns at their #undef */
	if (!m || !strcmp(name, "__STDC__") || !strcmp(name, "__STDC_HOSTED__"))
		return;
	for (int i = 0; i < c->u->nhost_macros; i++)
		if (c->u->host_macros[i] == m)
			return;
	VEC_PUSH(c->u->host_macros, c->u->nhost_macros, cap, m);
	mark_names(c, m->body, strlen(m->body), before);
}

/* Mark the macros a token paste `##` in the replacement list of mac may
 * name: those defined before `before` whose names end with the fragment
 * written after a `##` (`Name##_IDX` names A_IDX), or begin with the one
 * written before it, where that fragment is no parameter.  A paste of two
 * parameters marks none: the names written at the invocation are
 * marked with it. */
static void
mark_pasted(Ctx *c, const Macro *mac, unsigned before)
{
	size_t nl = strlen(mac->name);
	const char *body = mac->text + nl, *params = *body == '(' ? body + 1 : NULL;

	for (const char *p = strstr(body, "##"); p; p = strstr(p + 2, "##")) {
		const char *a = p + 2 + strspn(p + 2, " \t"), *b = p;
		size_t na = 0, nb = 0;
		while (is_ident_char(a[na]))
			na++;
		while (b > body && (b[-1] == ' ' || b[-1] == '\t'))
			b--;
		while (b - nb > body && is_ident_char(b[-(long)nb - 1]))
			nb++;
		const char *after = arena_strndup(a, na), *pre = arena_strndup(b - nb, nb);
		for (size_t m = 0; m < c->nmacros; m++) {
			Macro *x = &c->macros[m];
			size_t n = strlen(x->name);
			int ends = na && !macro_param(params, after) && n > na &&
			           !strcmp(x->name + n - na, after);
			int begins = nb && !macro_param(params, pre) && n > nb &&
			             !strncmp(x->name, pre, nb);
			if ((ends || begins) && x->at < before && !x->used) {
				x->used = 1;
				mark_names(c, x->text + n, strlen(x->text) - n, before);
			}
		}
	}
}

/* Mark the macros whose names appear in text, defined before `before`:
 * the user's, else the host compiler's. */
static void
mark_names(Ctx *c, const char *s, size_t n, unsigned before)
{
	for (size_t i = 0; i < n;) {
		if (!is_ident_char(s[i]) || (i > 0 && is_ident_char(s[i - 1]))) {
			i++;
			continue;
		}
		size_t j = i;
		while (j < n && is_ident_char(s[j]))
			j++;
		size_t m = c->nmacros;
		while (m-- > 0) {
			Macro *mac = &c->macros[m];
			if (strlen(mac->name) == j - i && !strncmp(mac->name, s + i, j - i) &&
			    mac->at < before) {
				if (!mac->used) {
					mac->used = 1;
					mark_names(c, mac->text + j - i, strlen(mac->text) - (j - i),
					           before);
					mark_pasted(c, mac, before);
				}
				break;
			}
		}
		if (m == (size_t)-1 && !isdigit((unsigned char)s[i]))
			mark_host(c, arena_strndup(s + i, j - i), before);
		i = j;
	}
}

/* Mark the macros a kernel region's code and its chunk sizes use.  The
 * _Pragma operators in it that give OpenMP directives never reach the .cu
 * file: the constructs they give are compiled, or are errors. */
static void
mark_region(Ctx *c, const Region *r)
{
	unsigned at = r->stmt_begin;

	for (size_t i = 0; i < c->nops; i++) {
		const Operator *op = &c->ops[i];
		if (!op->at || op->begin < at || op->end > r->stmt_end)
			continue;
		mark_names(c, c->u->src + at, op->begin - at, r->stmt_begin);
		at = op->end;
	}
	mark_names(c, c->u->src + at, r->stmt_end - at, r->stmt_begin);
	/* the kernel evaluates its loop's chunk sizes too */
	if (r->sched.chunk)
		mark_names(c, r->sched.chunk, strlen(r->sched.chunk), r->stmt_begin);
	if (r->dist.chunk)
		mark_names(c, r->dist.chunk, strlen(r->dist.chunk), r->stmt_begin);
}

/* The .cu file defines the macros device code uses once, at its top: two
 * definitions of one name would give every region the last. */
static void
redefined(Ctx *c, size_t m)
{
	const Macro *mac = &c->macros[m];

	for (size_t k = 0; k < m; k++)
		if (c->macros[k].used && !strcmp(c->macros[k].name, mac->name) &&
		    strcmp(c->macros[k].text, mac->text)) {
			diag_error(cx_loc(c, mac->at), "macro '%s' is used in device code with two "
			                               "definitions: not supported yet", mac->name);
			return;
		}
}

/* The macro definitions device code needs, in definition order, and
 * the device declarations in source order. */
void
captures_finish(Ctx *c)
{
	size_t cap = 0;

	for (int i = 0; i < c->u->nregions; i++) {
		Region *r = c->u->regions[i];
		if (dir_has_kernel(r->dir))
			mark_region(c, r);
	}
	for (int i = 0; i < c->u->ndecls; i++)
		mark_names(c, c->u->decls[i].text, strlen(c->u->decls[i].text), c->u->decls[i].at);
	decls_sort(c);
	for (size_t m = 0, fcap = 0; m < c->nmacros; m++)
		if (c->macros[m].at) {
			struct FileMacro f = {c->macros[m].at, c->macros[m].name, c->macros[m].text};
			VEC_PUSH(c->u->file_macros, c->u->nfile_macros, fcap, f);
		}
	for (size_t m = 0; m < c->nmacros; m++)
		if (c->macros[m].used) {
			redefined(c, m);
			if (cuda_kernel_builtin(c->macros[m].name))
				diag_error(cx_loc(c, c->macros[m].at),
				           "macro '%s' used in device code is not supported: it is the "
				           "name of a CUDA built-in variable, which the generated kernels "
				           "use; rename it",
				           c->macros[m].name);
			VEC_PUSH(c->u->macros, c->u->nmacros, cap, c->macros[m].text);
		}
}

const Var *
captures_shared(Ctx *c, const Region *r, CXCursor decl)
{
	Decl *d = scan_decl_of(c, decl);

	if (!d || !d->var || (d->var->kind != VAR_POINTER && d->var->kind != VAR_ARRAY))
		return NULL;
	for (int i = 0; i < r->nprivates; i++)
		if (r->privates[i] == d->var)
			return NULL;
	for (int i = 0; i < r->nfirstprivates; i++)
		if (r->firstprivates[i] == d->var)
			return NULL;
	for (int i = 0; i < r->ncaps; i++)
		if (r->caps[i] == d->var)
			return d->var;
	return NULL;
}
