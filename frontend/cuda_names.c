/* The names CUDA C++ declares at file scope before the .cu file's copy
 * of the user's declarations: nvcc includes cuda_runtime.h in every
 * translation unit.  A declaration of the file that device code needs
 * and that has one of these names gets another in the .cu file
 * (cxx.c): with the same name, nvcc reports a redefinition or, where the
 * user's function overloads CUDA's, may call CUDA's.  Local variables,
 * parameters, members and block-scope types may have these names: they
 * hide CUDA's, as in C++.
 *
 * The table: the vector types of every width and their make_ functions
 * (by pattern, below), the built-in variables, the math functions and
 * conversions C does not have, the integer minimum and maximum, the
 * atomic, warp vote and texture functions.  Names of the CUDA runtime
 * and driver APIs (cudaMalloc, cudaError_t, CUstream_st, CUDA_R_32F)
 * go by their prefix.
 */
#include <string.h>

#include "internal.h"

static const char *const names[] = {
	/* types and built-in variables */
	"dim3", "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize",
	/* integer minimum and maximum */
	"min", "max", "umin", "umax", "llmin", "llmax", "ullmin", "ullmax",
	/* math functions C does not have */
	"rsqrt", "rsqrtf", "rcbrt", "rcbrtf", "sincos", "sincosf", "sincospi", "sincospif",
	"sinpi", "sinpif", "cospi", "cospif", "exp10", "exp10f", "erfinv", "erfinvf", "erfcinv",
	"erfcinvf", "erfcx", "erfcxf", "normcdf", "normcdff", "normcdfinv", "normcdfinvf", "norm",
	"normf", "norm3d", "norm3df", "norm4d", "norm4df", "rnorm", "rnormf", "rnorm3d",
	"rnorm3df", "rnorm4d", "rnorm4df", "rhypot", "rhypotf", "cyl_bessel_i0",
	"cyl_bessel_i0f", "cyl_bessel_i1", "cyl_bessel_i1f", "fdivide", "fdividef",
	/* conversions */
	"double2int", "double2ll", "double2uint", "double2ull", "float2double", "int2double",
	"ll2double", "uint2double", "ull2double",
	/* warp vote, synchronization, clock */
	"all", "any", "ballot", "syncthreads_and", "syncthreads_count", "syncthreads_or",
	"clock64",
	0,
};

/* with the widths 1 to 4 (and 4_16a, 4_32a), and make_ before them */
static const char *const vector_bases[] = {
	"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
	"longlong", "ulonglong", "float", "double", 0,
};

/* name and everything after it */
static const char *const prefixes[] = {
	"cuda", "CU", "atomic", "tex1D", "tex2D", "tex3D", "texCubemap", "surf1D", "surf2D",
	"surf3D", "surfCubemap", 0,
};

static int
vector_type(const char *s)
{
	if (!strncmp(s, "make_", 5))
		s += 5;
	for (int i = 0; vector_bases[i]; i++) {
		size_t n = strlen(vector_bases[i]);
		if (strncmp(s, vector_bases[i], n) || s[n] < '1' || s[n] > '4')
			continue;
		s += n + 1;
		return !*s || (s[-1] == '4' && (!strcmp(s, "_16a") || !strcmp(s, "_32a")));
	}
	return 0;
}

/* The built-in variables the generated kernels use. */
static const char *const kernel_builtins[] = {"threadIdx", "blockIdx", "blockDim", "gridDim", 0};

/* Is name a built-in variable the generated kernels use? */
int
cuda_kernel_builtin(const char *name)
{
	for (int i = 0; kernel_builtins[i]; i++)
		if (!strcmp(name, kernel_builtins[i]))
			return 1;
	return 0;
}

static const char *const function_qualifiers[] = {"__host__", "__device__", "__forceinline__",
                                                  "__noinline__", 0};

/* Is name a CUDA function qualifier: a macro of nvcc's that the
 * generated code uses (__device__) or that a header shared with a CUDA
 * program defines away for other compilers (`#define __host__`)? */
int
cuda_function_qualifier(const char *name)
{
	for (int i = 0; function_qualifiers[i]; i++)
		if (!strcmp(name, function_qualifiers[i]))
			return 1;
	return 0;
}

/* Does CUDA C++ declare name at file scope? */
int
cuda_name(const char *name)
{
	for (int i = 0; names[i]; i++)
		if (!strcmp(name, names[i]))
			return 1;
	for (int i = 0; prefixes[i]; i++)
		if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
			return 1;
	return vector_type(name);
}

typedef struct Library {
	const char *name;
	int found;
} Library;

static enum CXChildVisitResult
library_function(CXCursor cur, CXCursor parent, CXClientData data)
{
	Library *l = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (k == CXCursor_LinkageSpec)
		return CXChildVisit_Recurse; /* extern "C" { } of the C library's headers */
	if ((k == CXCursor_FunctionDecl || k == CXCursor_UsingDeclaration) &&
	    clang_Location_isInSystemHeader(clang_getCursorLocation(cur)) &&
	    !strcmp(cx_take_string(clang_getCursorSpelling(cur)), l->name))
		l->found = 1;
	return l->found ? CXChildVisit_Break : CXChildVisit_Continue;
}

/* Does a system header the program includes declare a function name at
 * file scope (the C library's sincos beside the program's own overload)? */
int
cuda_library_function(Ctx *c, const char *name)
{
	Library l = {name, 0};

	clang_visitChildren(clang_getTranslationUnitCursor(c->tu), library_function, &l);
	return l.found;
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
cuda_keyword_name(Ctx *c, CXCursor decl, const char *name, Loc loc)
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

/* Device code declares or names decl: a declaration at file scope with a
 * name CUDA C++ declares too is renamed in the .cu file. */
void
cuda_names_declared(Ctx *c, CXCursor decl, Loc use)
{
	enum CXCursorKind k = clang_getCursorKind(decl);
	CXCursor scope = clang_getCursorSemanticParent(decl);
	const char *name;
	Unit *u = c->u;

	if (k != CXCursor_VarDecl && k != CXCursor_FunctionDecl && k != CXCursor_TypedefDecl &&
	    k != CXCursor_StructDecl && k != CXCursor_UnionDecl && k != CXCursor_EnumDecl &&
	    k != CXCursor_EnumConstantDecl)
		return;
	if (k == CXCursor_EnumConstantDecl) /* C's enumerators are the enclosing scope's */
		scope = clang_getCursorSemanticParent(scope);
	while (clang_getCursorKind(scope) == CXCursor_LinkageSpec) /* extern "C" { } is file scope */
		scope = clang_getCursorSemanticParent(scope);
	if (clang_getCursorKind(scope) != CXCursor_TranslationUnit ||
	    clang_Location_isInSystemHeader(clang_getCursorLocation(decl)))
		return;
	name = cx_take_string(clang_getCursorSpelling(decl));
	if (!cuda_name(name))
		return;
	for (int i = 0; i < u->nrenames; i++)
		if (!strcmp(u->renames[i], name))
			return;
	if (cuda_kernel_builtin(name))
		diag_error(use,
		           "'%s' declared at file scope and used in device code is not "
		           "supported: it is a CUDA built-in variable, which the generated "
		           "kernels use; rename it",
		           name);
	VEC_PUSH(u->renames, u->nrenames, c->cap_renames, name);
	if (u->cxx && k == CXCursor_FunctionDecl && cuda_library_function(c, name))
		VEC_PUSH(u->rename_calls, u->nrename_calls, c->cap_rename_calls, name);
}
