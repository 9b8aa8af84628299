/* Variably modified types in target regions (C11 6.7.6.2, 6.7.6p3).
 *
 * A pointer to a variable-length array, double (*a)[n], an array of them,
 * double b[n][m], and a parameter declared double a[n][n] (a pointer to
 * double[n], 6.7.6.3p7) have a type CUDA C++ cannot spell.  Such a
 * captured variable (Var.vm) reaches a kernel as a pointer to its scalar
 * elements, `double *a`, with each variable extent of the type below it
 * as a scalar the region captures before it, o2c_a_d1: the host computes
 * it as the region begins from sizeof of the type as declared, so it is
 * the value the size expression had when the declaration was reached
 * (6.7.6.2p5), whatever n holds later.  The host fallback, which is C,
 * declares the pointer with C's own type over those extents,
 * `double (*a)[o2c_a_d1]`, and runs the region's code as written.
 *
 * The kernel's edits of region code that uses such a variable are
 * vm_check.c's.
 */
#include <string.h>

#include "internal.h"

/* Is t a variable-length array, or made from one (C11 6.7.6p3)? */
int
vm_type(CXType t)
{
	for (;;)
		switch (t.kind) {
		case CXType_VariableArray:
		case CXType_DependentSizedArray:
			return 1;
		case CXType_Pointer:
			t = clang_getPointeeType(t);
			break;
		case CXType_ConstantArray:
		case CXType_IncompleteArray:
			t = clang_getArrayElementType(t);
			break;
		case CXType_Elaborated:
			t = clang_Type_getNamedType(t);
			break;
		case CXType_Typedef:
			t = clang_getTypedefDeclUnderlyingType(clang_getTypeDeclaration(t));
			break;
		default:
			return 0;
		}
}

/* An array type itself, through typedefs. */
CXType
vm_as_array(CXType t)
{
	return t.kind == CXType_ConstantArray || t.kind == CXType_VariableArray
	               ? t
	               : clang_getCanonicalType(t);
}

int
vm_is_array(CXType t)
{
	t = vm_as_array(t);
	return t.kind == CXType_ConstantArray || t.kind == CXType_VariableArray;
}

/* Scalars and records: what the elements may be. */
static int
vm_leaf(CXType t)
{
	enum CXTypeKind k = clang_getCanonicalType(t).kind;

	return (k >= CXType_Bool && k <= CXType_Double) || k == CXType_Enum ||
	       k == CXType_Record;
}

/* (name) followed by k subscripts [0]. */
static const char *
zeros(const char *name, int k)
{
	const char *s = arena_printf("(%s)", name);

	while (k-- > 0)
		s = arena_printf("%s[0]", s);
	return s;
}

/* The scalar the host computes for extent k (from 1) of v's elements. */
static Var *
extent_var(const Var *v, int k)
{
	Var *e = arena_alloc(sizeof *e);

	e->name = arena_printf("o2c_%s_d%d", v->name, k);
	e->loc = v->loc;
	e->kind = VAR_SCALAR;
	e->arg = ARG_I64;
	e->type = "long";
	e->param = arena_printf("long %s", e->name);
	e->param_const = e->param_restrict = e->param_restrict_rw = e->param;
	e->local = e->local_rw = e->param;
	e->size = 8;
	e->host_value = arena_printf("(long)(sizeof %s / sizeof %s)", zeros(v->name, k),
	                             zeros(v->name, k + 1));
	return e;
}

/* A declaration of inner as a pointer to leaf, with const elements when
 * add_const. */
static const char *
leaf_ptr(CXType leaf, const char *inner, int add_const)
{
	const char *s = locals_leaf(leaf);

	if (!s)
		s = cx_take_string(clang_getTypeSpelling(leaf));
	return arena_printf("%s%s *%s", add_const && !clang_isConstQualifiedType(leaf) ? "const " : "",
	                    s, inner);
}

/* v, a pointer to elem (or an array of elem), made vm: 0 when elem is no
 * array of scalars or records. */
int
vm_var(Var *v, CXType elem, int pointer)
{
	CXType t = elem;
	const char *host = arena_printf("(*%s)", v->name);

	v->vm_rank = 0;
	for (; vm_is_array(t) && v->vm_rank < MAX_DIMS - 1; t = clang_getArrayElementType(vm_as_array(t))) {
		int k = ++v->vm_rank;
		CXType a = vm_as_array(t);
		if (a.kind == CXType_ConstantArray) {
			v->vm_dims[k - 1] = arena_printf("%lld", clang_getArraySize(a));
		} else {
			Var *e = extent_var(v, k);
			v->vm_extents[v->nvm_extents++] = e;
			v->vm_dims[k - 1] = e->name;
		}
		host = arena_printf("%s[%s]", host, v->vm_dims[k - 1]);
		v->dims[k] = a.kind == CXType_ConstantArray ? clang_getArraySize(a) : -1;
	}
	if (vm_is_array(t) || !vm_leaf(t) || !v->nvm_extents)
		return 0;
	v->vm = 1;
	v->kind = pointer ? VAR_POINTER : VAR_ARRAY;
	v->vla = !pointer;
	v->arg = ARG_PTR;
	v->elem_arg = -1;
	v->dims[0] = v->dim0 = -1;
	v->size = pointer ? (long long)sizeof(void *) : -1;
	v->ndims = 1 + v->vm_rank;
	/* const double[n] may carry its qualifier on the array type */
	v->pointee_const = clang_isConstQualifiedType(t) || clang_isConstQualifiedType(elem);
	v->host_param = arena_printf("%s%s %s",
	                             v->pointee_const && !clang_isConstQualifiedType(t) ? "const " : "",
	                             locals_leaf(t) ? locals_leaf(t)
	                                            : cx_take_string(clang_getTypeSpelling(t)),
	                             host);
	v->param = leaf_ptr(t, v->name, v->pointee_const);
	v->param_const = leaf_ptr(t, v->name, 1);
	v->param_restrict = leaf_ptr(t, arena_printf("__restrict__ %s", v->name), 1);
	v->param_restrict_rw = leaf_ptr(t, arena_printf("__restrict__ %s", v->name),
	                                v->pointee_const);
	v->local = v->local_rw = NULL;
	return 1;
}

/* Is t, or what an array of type t converts to, a pointer to a
 * variably modified type?  (An array of rank 1 converts to a pointer to
 * its first scalar, which the kernel's code computes as C does.) */
int
vm_pointer(CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind == CXType_Pointer)
		return vm_type(clang_getPointeeType(t));
	return vm_is_array(t) && vm_type(clang_getArrayElementType(vm_as_array(t)));
}

