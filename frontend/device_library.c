/* The library functions device code can call as the host does: CUDA's
 * device library has them (the C math library, printf, assert's
 * __assert_fail, the common functions of <string.h>, malloc and free), known by the
 * system header that declares them.
 */
#include <string.h>

#include "internal.h"

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

/* Functions CUDA's device library provides (and <complex.h>'s, which
 * omp2cuda_ccomplex.h does): the C math library, printf
 * (its output comes out when the host next waits for the kernel), and
 * glibc's __assert_fail, which assert() calls (kernels keep their asserts
 * with omp2cuda -fdevice-assert), the common functions of <string.h>,
 * and malloc and free, on the device's own heap (memory a kernel
 * allocates is the device's: the host cannot read it).
 * Known by the header of their first declaration: under _FORTIFY_SOURCE
 * (which Ubuntu's gcc defines at -O1 and above) glibc defines printf and
 * strcpy again as inline wrappers in bits/stdio2.h and
 * bits/string_fortified.h, and a call refers to those. */
int
device_library_function(CXCursor fn, const char *name)
{
	CXSourceLocation loc = clang_getCursorLocation(clang_getCanonicalCursor(fn));
	CXFile f;
	const char *path, *base;

	if (!strncmp(name, "__builtin_", 10) && clang_Cursor_isNull(clang_getCursorDefinition(fn)))
		return 1; /* INFINITY, NAN, HUGE_VAL and friends; nvcc has them too
		             (not one the program defines itself) */
	if (!clang_Location_isInSystemHeader(loc))
		return 0;
	if (complex_library_function(fn))
		return 1; /* omp2cuda_ccomplex.h's o2c_<name> (complex.c) */
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
	if ((!strcmp(base, "stdlib.h") || !strcmp(base, "malloc.h")) &&
	    (!strcmp(name, "malloc") || !strcmp(name, "free")))
		return 1; /* CUDA's device heap (OMP2CUDA_HEAP_SIZE, runtime/device.c) */
	if (!strcmp(base, "stdlib.h") && !strcmp(name, "abort"))
		return 1; /* o2c_abort (device_library_rename) */
	return !strcmp(name, "abs") || !strcmp(name, "labs") || !strcmp(name, "llabs");
}

/* The functions of <complex.h> that omp2cuda_ccomplex.h gives device
 * code as o2c_<name> (frontend/complex.c), known by glibc's header that
 * declares them. */
int
complex_library_function(CXCursor fn)
{
	static const char *const names[] = {
		"creal", "cimag", "conj", "cproj", "cabs", "carg", "cexp", "clog",
		"csqrt", "cpow", "csin", "ccos", "csinh", "ccosh",
	};
	CXSourceLocation loc = clang_getCursorLocation(clang_getCanonicalCursor(fn));
	const char *name = cx_take_string(clang_getCursorSpelling(fn));
	size_t n = strlen(name);
	CXFile f;
	const char *path;

	if (!clang_Location_isInSystemHeader(loc))
		return 0;
	clang_getExpansionLocation(loc, &f, NULL, NULL, NULL);
	path = cx_take_string(clang_getFileName(f));
	if (!strstr(path, "complex.h") && !strstr(path, "bits/cmathcalls.h"))
		return 0;
	if (n > 1 && name[n - 1] == 'f')
		n--; /* cexpf: float's */
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (strlen(names[i]) == n && !strncmp(name, names[i], n))
			return 1;
	return 0;
}

/* OpenMP 5.2 18.13: the memory management routines, which the device
 * header gives device code (omp2cuda_alloc.h) and the host's OpenMP the
 * host fallback. */
int
device_library_allocator(const char *name)
{
	static const char *const names[] = {"omp_init_allocator", "omp_destroy_allocator",
	                                    "omp_alloc", "omp_aligned_alloc", "omp_calloc",
	                                    "omp_aligned_calloc", "omp_free"};

	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (!strcmp(name, names[i]))
			return 1;
	return 0;
}

/* OpenMP 5.2 18.7.6, 18.7.5, 18.7.2, 18.7.7, 18.10: the routines the device header
 * answers in any device code (the host's in the host fallback). */
int
device_header_routine(const char *name)
{
	return !strcmp(name, "omp_is_initial_device") || !strcmp(name, "omp_get_device_num") ||
	       !strcmp(name, "omp_get_num_devices") || !strcmp(name, "omp_get_initial_device") ||
	       !strcmp(name, "omp_get_wtime") || !strcmp(name, "omp_get_wtick") ||
	       device_library_allocator(name);
}

/* A library function device code names at [b, e), function fn: a memory
 * management routine in region code (in_region) the host fallback calls
 * through its o2c_ wrapper (omp2cuda_rt.h), the kernel as written;
 * abort, which device code calls as the device header's o2c_abort (the
 * kernel stops: abnormal termination, C11 7.22.4.1, which the runtime
 * reports at the region).  Only a name written there can be renamed. */
void
device_library_rename(Ctx *c, int in_region, CXCursor fn, unsigned b, unsigned e, Loc loc)
{
	const char *name = cx_take_string(clang_getCursorSpelling(fn));
	int abort_call = !strcmp(name, "abort") && device_library_function(fn, name);
	Edit ed = {0};

	if (!abort_call && !(in_region && device_library_allocator(name)))
		return;
	if (e < b + strlen(name) || e > c->u->len || memcmp(c->u->src + e - strlen(name), name, strlen(name)) ||
	    (!abort_call && e != b + strlen(name))) {
		diag_error(loc, "'%s' in a target region is not supported yet where a macro gives "
		                "its name", name);
		return;
	}
	ed.begin = b;
	ed.end = e;
	if (abort_call) { /* std::abort too */
		ed.text = "o2c_abort";
		c->u->device_api = 1;
	} else {
		ed.text = name;
		ed.host = 1;
		ed.host_text = arena_printf("o2c_%s", name);
	}
	edits_add(c, ed);
}
