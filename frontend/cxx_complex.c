/* std::complex in device code.
 *
 * libstdc++ computes std::complex's arithmetic on the GNU complex type,
 * whose arithmetic and conversions nvcc compiles to no code for the
 * device (a kernel that multiplies two of them, or converts one to
 * another complex type, stores nothing).  Device code may call what
 * does not compute on it (cxx_complex_part: the constructors from parts
 * or from the same type, copies, real() and imag()) and what
 * runtime/include/omp2cuda_complex.h gives the device overloads of, for
 * std::complex<float> and std::complex<double> (cxx_complex_device: the
 * operators with another complex number of the type or a real number of
 * its parts' type, compound assignments of two complex numbers, abs,
 * norm, arg, conj, polar, exp, log, sqrt, sin, cos; the .cu file then
 * includes the header, Unit.complex_ops); anything else of <complex> is
 * an error where device code calls it (cxx_complex_refused).
 */
#include <string.h>

#include "cxx.h"

/* The parts' type of std::complex t (references and qualifiers aside):
 * CXType_Float or CXType_Double, OTHER for another, 0 for a type that is
 * no std::complex. */
enum { OTHER = -1 };

static int
complex_of(CXType t)
{
	CXCursor d;

	t = clang_getCanonicalType(clang_getNonReferenceType(t));
	d = clang_getTypeDeclaration(t);
	if (clang_Cursor_isNull(d) || !cxx_in_std(d) ||
	    strcmp(cx_take_string(clang_getCursorSpelling(d)), "complex"))
		return 0;
	enum CXTypeKind k = clang_getCanonicalType(clang_Type_getTemplateArgumentAsType(t, 0)).kind;
	return k == CXType_Float || k == CXType_Double ? (int)k : OTHER;
}

/* The kind of t, references and qualifiers aside. */
static enum CXTypeKind
real_of(CXType t)
{
	return clang_getCanonicalType(clang_getNonReferenceType(t)).kind;
}

int
cxx_complex_part(CXCursor fn)
{
	const char *name = cx_take_string(clang_getCursorSpelling(fn));
	CXType cls = clang_getCursorType(clang_getCursorSemanticParent(fn));
	int n = clang_Cursor_getNumArguments(fn);

	if (!strcmp(name, "real") || !strcmp(name, "imag"))
		return 1;
	if (cxx_is_method(fn) && clang_CXXMethod_isDefaulted(fn))
		return 1; /* a copy or move, part by part */
	if (clang_getCursorKind(fn) != CXCursor_Constructor)
		return 0;
	for (int i = 0; i < n; i++) {
		CXType t = clang_getNonReferenceType(
		        clang_getCursorType(clang_Cursor_getArgument(fn, (unsigned)i)));
		if (complex_of(t) &&
		    !clang_equalTypes(clang_getCanonicalType(clang_getUnqualifiedType(t)),
		                      clang_getCanonicalType(cls)))
			return 0; /* from another complex type: a conversion */
	}
	return 1;
}

/* Does name appear in the list? */
static int
among(const char *name, const char *const *list)
{
	for (int i = 0; list[i]; i++)
		if (!strcmp(name, list[i]))
			return 1;
	return 0;
}

int
cxx_complex_device(CXCursor fn)
{
	static const char *const arith[] = {"operator+", "operator-", "operator*", "operator/", 0};
	static const char *const compare[] = {"operator==", "operator!=", 0};
	static const char *const assign[] = {"operator+=", "operator-=", "operator*=", "operator/=", 0};
	static const char *const math[] = {"abs", "norm", "arg", "conj", "exp", "log", "sqrt",
	                                   "sin", "cos", 0};
	const char *name = cx_take_string(clang_getCursorSpelling(fn));
	CXType ft = clang_getCursorType(fn);
	int n = clang_getNumArgTypes(ft);
	int a = n > 0 ? complex_of(clang_getArgType(ft, 0)) : 0;
	int b = n > 1 ? complex_of(clang_getArgType(ft, 1)) : 0;
	int ra = n > 0 ? (int)real_of(clang_getArgType(ft, 0)) : 0;
	int rb = n > 1 ? (int)real_of(clang_getArgType(ft, 1)) : 0;

	if (n < 0 || strcmp(cxx_header_of(fn), "complex"))
		return 0;
	if (cxx_is_method(fn)) /* x op= y of two complex numbers of one type */
		return among(name, assign) && n == 1 && a > 0 &&
		       a == complex_of(clang_getCursorType(clang_getCursorSemanticParent(fn)));
	if (a == OTHER || b == OTHER)
		return 0;
	if (among(name, math))
		return n == 1 && a;
	if (!strcmp(name, "polar"))
		return (ra == CXType_Float || ra == CXType_Double) && (n == 1 || (n == 2 && rb == ra));
	if (among(name, arith) && n == 1)
		return (!strcmp(name, "operator+") || !strcmp(name, "operator-")) && a;
	if ((!among(name, arith) && !among(name, compare)) || n != 2)
		return 0;
	if (a && b)
		return a == b;
	if (a) /* complex op real */
		return rb == a;
	return among(name, arith) && b && ra == b; /* real op complex */
}

static int
complex_refused(CXCursor fn)
{
	CXSourceLocation loc = clang_getCursorLocation(clang_getCanonicalCursor(fn));

	return clang_Location_isInSystemHeader(loc) &&
	       (cxx_in_std(fn) || cxx_in_std(clang_getCursorSemanticParent(fn))) &&
	       !strcmp(cxx_header_of(fn), "complex") && !cxx_complex_part(fn) &&
	       !cxx_complex_device(fn);
}

/* A call in device code of fn: 0 after an error, where fn is a function
 * of <complex> device code cannot call; else 1, and where it is one of
 * omp2cuda_complex.h's, the .cu file includes the header. */
int
cxx_complex_call(Ctx *c, CXCursor fn, Loc loc)
{
	if (cxx_complex_device(fn))
		c->u->complex_ops = 1;
	if (!complex_refused(fn))
		return 1;
	diag_error(loc, "'%s' of std::complex in device code is not supported yet: of std::complex, "
	                "device code can use the constructors from parts, real(), imag(), the "
	                "arithmetic and comparison operators with the same complex type or its "
	                "parts' type, +=, -=, *= and /= of two, abs, norm, arg, conj, polar, exp, "
	                "log, sqrt, sin and cos, of std::complex<float> and std::complex<double> "
	                "(nvcc compiles the library's own complex arithmetic to no code for the "
	                "device)",
	           cx_take_string(clang_getCursorSpelling(fn)));
	return 0;
}
