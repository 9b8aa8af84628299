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

/* A declaration of `inner` with type t, as C spells it. */
static const char *
decl_of(CXType t, const char *inner)
{
	if (t.kind == CXType_Pointer) {
		CXType p = clang_getPointeeType(t);
		const char *in = arena_printf("*%s%s", clang_isConstQualifiedType(t) ? "const " : "", inner);
		if (p.kind == CXType_ConstantArray || p.kind == CXType_FunctionProto)
			in = arena_printf("(%s)", in);
		return decl_of(p, in);
	}
	if (t.kind == CXType_ConstantArray)
		return decl_of(clang_getArrayElementType(t),
		               arena_printf("%s[%lld]", inner, clang_getArraySize(t)));
	return arena_printf("%s %s", cx_take_string(clang_getTypeSpelling(t)), inner);
}

static void
add_typedef_text(Ctx *c, CXCursor decl)
{
	const char *name = cx_take_string(clang_getCursorSpelling(decl));
	unsigned b, e;

	for (size_t i = 0; i < c->ntypedefs; i++)
		if (!strcmp(c->typedef_names[i], name))
			return;
	VEC_PUSH(c->typedef_names, c->ntypedefs, c->captypedefs, name);
	cx_extent(decl, &b, &e);
	VEC_PUSH(c->u->typedefs, c->u->ntypedefs, c->cap_utypedefs,
	         arena_printf("%s;", cx_text(c, b, e)));
}

/* Typedefs of this file that type t is spelled with, innermost first. */
static void
collect_typedefs(Ctx *c, CXType t)
{
	for (;;) {
		if (t.kind == CXType_Elaborated) {
			t = clang_Type_getNamedType(t);
		} else if (t.kind == CXType_Typedef) {
			CXCursor d = clang_getTypeDeclaration(t);
			if (!cx_in_main_file(d))
				return;
			collect_typedefs(c, clang_getTypedefDeclUnderlyingType(d));
			add_typedef_text(c, d);
			return;
		} else if (t.kind == CXType_Pointer) {
			t = clang_getPointeeType(t);
		} else if (t.kind == CXType_ConstantArray) {
			t = clang_getArrayElementType(t);
		} else {
			return;
		}
	}
}

static int
array_of_scalars(CXType canon, int *ndims)
{
	*ndims = 0;
	while (canon.kind == CXType_ConstantArray) {
		(*ndims)++;
		canon = clang_getCanonicalType(clang_getArrayElementType(canon));
	}
	return scalar_arg(canon) >= 0;
}

static int
type_var(Var *v, CXType t)
{
	CXType canon = clang_getCanonicalType(t);

	v->type = cx_take_string(clang_getTypeSpelling(t));
	v->param = decl_of(t, v->name);
	v->local = v->param;
	if ((v->arg = scalar_arg(canon)) >= 0) {
		v->kind = VAR_SCALAR;
		return 1;
	}
	v->arg = ARG_PTR;
	if (canon.kind == CXType_Pointer) {
		CXType p = clang_getCanonicalType(clang_getPointeeType(canon));
		int nd;
		v->kind = VAR_POINTER;
		v->pointee_const = clang_isConstQualifiedType(p);
		return p.kind == CXType_Void || array_of_scalars(p, &nd);
	}
	if (canon.kind == CXType_ConstantArray && array_of_scalars(canon, &v->ndims)) {
		CXType elem = clang_getArrayElementType(t);
		v->kind = VAR_ARRAY;
		v->dim0 = clang_getArraySize(canon);
		v->param = decl_of(elem, arena_printf(elem.kind == CXType_ConstantArray ? "(*%s)" : "*%s",
		                                      v->name));
		return 1;
	}
	return 0;
}

/* The Var for a declaration, built on first use. */
Var *
captures_var(Ctx *c, Decl *d, Loc use)
{
	Var *v;
	unsigned b, e;

	if (d->var)
		return d->var;
	if (d->global) {
		diag_error(use, "file-scope or static variable '%s' in a target region is not "
		                "supported yet", d->name);
		return NULL;
	}
	v = arena_alloc(sizeof *v);
	v->name = d->name;
	cx_extent(d->cursor, &b, &e);
	v->loc = cx_loc(c, b);
	if (!type_var(v, clang_getCursorType(d->cursor))) {
		diag_error(use, "variable '%s' of type '%s' in a target region is not supported yet",
		           v->name, v->type);
		return NULL;
	}
	collect_typedefs(c, clang_getCursorType(d->cursor));
	d->var = v;
	return v;
}

/* Functions CUDA's device library provides: the C math library. */
static int
device_library_function(CXCursor fn, const char *name)
{
	CXSourceLocation loc = clang_getCursorLocation(fn);
	CXFile f;
	const char *path, *base;

	if (!clang_Location_isInSystemHeader(loc))
		return 0;
	clang_getExpansionLocation(loc, &f, NULL, NULL, NULL);
	path = cx_take_string(clang_getFileName(f));
	base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	if (!strncmp(base, "math", 4) || strstr(path, "bits/mathcalls"))
		return 1;
	return !strcmp(name, "abs") || !strcmp(name, "labs") || !strcmp(name, "llabs");
}

typedef struct Use {
	Ctx *c;
	Region *r;
	size_t cap;
} Use;

static int
is_loop_var(Region *r, const char *name)
{
	for (int i = 0; i < r->nloops; i++)
		if (!strcmp(r->loops[i].var, name))
			return 1;
	return 0;
}

static void
use_var(Use *u, CXCursor ref, Loc loc)
{
	Region *r = u->r;
	unsigned b, e;
	Decl *d;

	cx_extent(ref, &b, &e);
	if (cx_in_main_file(ref) && r->stmt_begin <= b && b < r->stmt_end) {
		if (clang_Cursor_getStorageClass(ref) == CX_SC_Static)
			diag_error(loc, "static variable in a target region is not supported yet");
		return;
	}
	const char *name = cx_take_string(clang_getCursorSpelling(ref));
	if (is_loop_var(r, name))
		return;
	if (!(d = scan_decl_of(u->c, ref))) {
		diag_error(loc, "variable '%s' declared outside this file in a target region is "
		                "not supported yet", name);
		return;
	}
	Var *v = captures_var(u->c, d, loc);
	if (!v)
		return;
	for (int i = 0; i < r->ncaps; i++)
		if (r->caps[i] == v)
			return;
	VEC_PUSH(r->caps, r->ncaps, u->cap, v);
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
	switch (clang_getCursorKind(cur)) {
	case CXCursor_DeclRefExpr:
		ref = clang_getCursorReferenced(cur);
		switch (clang_getCursorKind(ref)) {
		case CXCursor_VarDecl:
		case CXCursor_ParmDecl:
			use_var(u, ref, loc);
			break;
		case CXCursor_FunctionDecl: {
			const char *name = cx_take_string(clang_getCursorSpelling(ref));
			if (!device_library_function(ref, name))
				diag_error(loc, "call to '%s' in a target region is not supported yet "
				                "(only C math library functions can be called)", name);
			break;
		}
		default:
			diag_error(loc, "use of '%s' in a target region is not supported yet",
			           cx_take_string(clang_getCursorSpelling(cur)));
		}
		break;
	case CXCursor_TypeRef:
		ref = clang_getCursorReferenced(cur);
		if (clang_getCursorKind(ref) == CXCursor_TypedefDecl)
			collect_typedefs(u->c, clang_getCursorType(ref));
		else
			diag_error(loc, "struct, union and enum types in target regions are not "
			                "supported yet");
		break;
	case CXCursor_StructDecl:
	case CXCursor_UnionDecl:
	case CXCursor_EnumDecl:
		diag_error(loc, "struct, union and enum types in target regions are not supported yet");
		return CXChildVisit_Continue;
	case CXCursor_GCCAsmStmt:
		diag_error(loc, "inline assembly in a target region is not supported");
		break;
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

void
captures_read(Ctx *c, Region *r, CXCursor stmt)
{
	Use u = {c, r, 0};

	clang_visitChildren(stmt, use, &u);
}

static int
is_ident_char(char ch)
{
	return isalnum((unsigned char)ch) || ch == '_';
}

/* Mark the macros whose names appear in text, defined before `before`. */
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
		for (size_t m = c->nmacros; m-- > 0;) {
			Macro *mac = &c->macros[m];
			if (strlen(mac->name) == j - i && !strncmp(mac->name, s + i, j - i) &&
			    mac->at < before) {
				if (!mac->used) {
					mac->used = 1;
					mark_names(c, mac->text + j - i, strlen(mac->text) - (j - i),
					           before);
				}
				break;
			}
		}
		i = j;
	}
}

/* The macro definitions region code needs, in definition order. */
void
captures_macros(Ctx *c)
{
	size_t cap = 0;

	for (int i = 0; i < c->u->nregions; i++) {
		Region *r = c->u->regions[i];
		if (dir_has_kernel(r->dir))
			mark_names(c, c->u->src + r->stmt_begin, r->stmt_end - r->stmt_begin,
			           r->stmt_begin);
	}
	for (size_t m = 0; m < c->nmacros; m++)
		if (c->macros[m].used)
			VEC_PUSH(c->u->macros, c->u->nmacros, cap, c->macros[m].text);
}
