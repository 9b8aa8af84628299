/* The file's translation units: the flags of the two parses (the host
 * compiler's macros and system headers, not clang's: host_view.c), the
 * parses themselves, clang's diagnostics printed in clang's format, and
 * the value of a clause's constant expression by a parse of the file
 * with the expression added (frontend_constant).
 */
#include <ctype.h>
#include <errno.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

const char *
tu_read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (!f) {
		diag_tool("cannot open '%s': %s", path, strerror(errno));
		return NULL;
	}
	if (fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET)) {
		diag_tool("cannot read '%s': %s", path, strerror(errno));
		fclose(f);
		return NULL;
	}
	buf = arena_alloc(n + 1);
	if (fread(buf, 1, n, f) != (size_t)n) {
		diag_tool("cannot read '%s'", path);
		fclose(f);
		return NULL;
	}
	fclose(f);
	*len = n;
	return buf;
}

/* The file's base name as a C identifier: "src/my-app.c" -> "my_app". */
const char *
tu_stem(const char *path)
{
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	const char *dot = strrchr(base, '.');
	size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
	char *s = arena_printf("%s%.*s", isdigit((unsigned char)base[0]) ? "_" : "", (int)n, base);

	for (char *p = s; *p; p++)
		if (!isalnum((unsigned char)*p) && *p != '_')
			*p = '_';
	return s;
}

/* One of clang's diagnostics as clang prints it: its location, kind,
 * message and flag, the source line with the caret, the first range's
 * '~' and fix-it on that line. */
/* clang's message, or ours where clang's does not say why: clang 22
 * takes requires reverse_offload only from OpenMP "9.9", its mark of an
 * incomplete feature.  omp2cuda does not compile reverse offload either
 * (a target region on the host from code on the GPU), and OpenMP 5.2 8.2
 * asks a compilation to fail where a requirement cannot be met. */
static const char *
clang_message(CXDiagnostic d)
{
	const char *msg = cx_take_string(clang_getDiagnosticSpelling(d));

	if (!strcmp(msg, "unexpected OpenMP clause 'reverse_offload' in directive '#pragma omp "
	                 "requires'"))
		return "'#pragma omp requires reverse_offload' is not supported: omp2cuda does not "
		       "run target regions on the host from the device (device(ancestor: 1))";
	return msg;
}

static void
print_clang(CXDiagnostic d, enum CXDiagnosticSeverity sev)
{
	static const char *const kinds[] = {"ignored", "note", "warning", "error", "fatal error"};
	const char *msg = clang_message(d);
	const char *opt = cx_take_string(clang_getDiagnosticOption(d, NULL));
	Loc loc = cx_presumed(clang_getDiagnosticLocation(d));
	DiagMarks marks = {0};

	for (unsigned i = 0, n = clang_getDiagnosticNumRanges(d); i < n && !marks.from; i++) {
		CXSourceRange r = clang_getDiagnosticRange(d, i);
		Loc a = cx_presumed(clang_getRangeStart(r)), b = cx_presumed(clang_getRangeEnd(r));
		if (a.line == loc.line && b.line == loc.line && a.file && loc.file &&
		    !strcmp(a.file, loc.file) && b.col > a.col) {
			marks.from = a.col;
			marks.to = b.col - 1; /* the range's end is past its last character */
		}
	}
	if (clang_getDiagnosticNumFixIts(d) > 0) {
		CXSourceRange r;
		const char *text = cx_take_string(clang_getDiagnosticFixIt(d, 0, &r));
		Loc a = cx_presumed(clang_getRangeStart(r));
		if (a.line == loc.line && !strchr(text, '\n')) {
			marks.insert = text;
			marks.insert_at = a.col;
		}
	}
	if (*opt)
		msg = arena_printf("%s [%s]", msg, opt);
	diag_print(loc, kinds[sev], msg, &marks);
}

/* Whether the declaration that holds `at` is a template or lies in one
 * (a function template, a member of a class template or of a partial
 * specialization, at any depth; a friend defined in a class template,
 * whose semantic parent is the namespace, lies in it lexically). */
static int
in_template(CXTranslationUnit tu, CXSourceLocation at)
{
	for (int lexical = 0; lexical < 2; lexical++) {
		CXCursor c = clang_getCursor(tu, at);
		for (int depth = 0; depth < 64 && !clang_isInvalid(clang_getCursorKind(c)) &&
		                    !clang_isTranslationUnit(clang_getCursorKind(c));
		     depth++) {
			enum CXCursorKind k = clang_getCursorKind(c);
			if (k == CXCursor_FunctionTemplate || k == CXCursor_ClassTemplate ||
			    k == CXCursor_ClassTemplatePartialSpecialization)
				return 1;
			c = lexical && clang_isDeclaration(k) ? clang_getCursorLexicalParent(c)
			                                      : clang_getCursorSemanticParent(c);
		}
	}
	return 0;
}

/* Is location l in the text of an OpenMP directive (its clauses), not in
 * the statement it applies to? */
static int
in_directive(CXTranslationUnit tu, CXSourceLocation l)
{
	CXCursor c = clang_getCursor(tu, l);
	const char *kind = cx_take_string(clang_getCursorKindSpelling(clang_getCursorKind(c)));

	return !strncmp(kind, "OMP", 3) && strstr(kind, "Directive");
}

/* An error clang 22 gives where gcc gives none:
 * - a member of a class prvalue (`f(x).first`, `make(v).y`) in a target
 *   region's statement: clang 16 and 22 take it for a map clause's list
 *   item of the implicit maps they make (its base is no variable); the
 *   front end finds the region's captures itself.  Written in a map
 *   clause it stays an error.
 * - a reduction on a loop construct bound to the teams region of the
 *   teams construct it is nested in, valid OpenMP (OpenMP 5.2 11.7.1
 *   leaves only a loop not nested in one unspecified).  The front end
 *   reads the construct from its tokens.
 * - in a template's definition, an assignment to something const (a
 *   move assignment of a class template with a const member, never
 *   called), or a member function named without its call (`os <<
 *   buf.size` in a class template's friend that nothing calls).  C++20
 *   13.8.1p6 makes a template for which no valid specialization exists
 *   ill-formed with no diagnostic required; gcc checks such code where
 *   the template is instantiated, and the host compiler, which compiles
 *   every instantiation the program has, reports it there (2: an error
 *   left to the host compiler). */
static int
clang_overstrict(CXTranslationUnit tu, CXDiagnostic d)
{
	const char *text = cx_take_string(clang_getDiagnosticSpelling(d));

	if (!strcmp(text, "'reduction' clause not allowed with '#pragma omp loop bind(teams)'"))
		return 1;
	if (!strcmp(text, "expected addressable lvalue in 'map' clause") &&
	    !in_directive(tu, clang_getDiagnosticLocation(d)))
		return 1;
	return (!strncmp(text, "cannot assign to ", 17) ||
	        !strcmp(text, "read-only variable is not assignable") ||
	        !strncmp(text, "reference to non-static member function must be called", 54)) &&
	               in_template(tu, clang_getDiagnosticLocation(d))
	           ? 2
	           : 0;
}

/* Print the diagnostics of tu (warnings too when asked, and the notes
 * that follow a printed one); returns the number of errors.  *host_checks
 * becomes 1 where an error is left to the host compiler. */
int
tu_report(CXTranslationUnit tu, int warnings, int *host_checks)
{
	int errors = 0, shown = 0;

	for (unsigned i = 0, n = clang_getNumDiagnostics(tu); i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
		int left = sev >= CXDiagnostic_Error ? clang_overstrict(tu, d) : 0;
		if (left) {
			sev = CXDiagnostic_Ignored;
			*host_checks |= left == 2;
		}
		if (sev == CXDiagnostic_Note ? shown
		                              : sev >= (warnings ? CXDiagnostic_Warning : CXDiagnostic_Error)) {
			print_clang(d, sev);
			shown = 1;
		} else if (sev != CXDiagnostic_Note) {
			shown = 0;
		}
		if (sev >= CXDiagnostic_Error)
			errors++;
		clang_disposeDiagnostic(d);
	}
	return errors;
}

/* Headers the front end reads in place of the host compiler's, where
 * clang 16 cannot parse what the host compiler's macros make of them:
 * glibc's <sys/cdefs.h> gives gcc 11's two-argument malloc attribute to
 * its allocators, and gcc's <omp.h> gives it to omp_alloc.  Each reads
 * the host's header, then takes the attribute out (its argument names
 * the deallocator; it changes no type).  The directory is searched
 * before every system one; a file that includes neither header sees
 * nothing of them. */
#define COMPAT_DIR "/omp2cuda-frontend/include"
static const char cdefs_compat[] = "#include_next <sys/cdefs.h>\n"
                                   "#if defined __attr_dealloc && !defined __clang__\n"
                                   "#undef __attr_dealloc\n"
                                   "#define __attr_dealloc(dealloc, argno)\n"
                                   "#undef __attr_dealloc_free\n"
                                   "#define __attr_dealloc_free\n"
                                   "#endif\n";

/* gcc's <omp.h> (or the host compiler's own) by its path, its
 * two-argument malloc attributes read as one-argument ones, then the
 * routines omp2cuda's runtime adds (omp2cuda_omp.h, which the generated
 * host file reads through omp2cuda_rt.h) where the driver names it. */
static const char *
omp_compat(const HostView *h)
{
	return arena_printf("#pragma push_macro(\"__malloc__\")\n"
	                    "#undef __malloc__\n"
	                    "#define __malloc__(...) __malloc__\n"
	                    "#include \"%s\"\n"
	                    "#pragma pop_macro(\"__malloc__\")\n"
	                    "%s%s%s", h->omp_h, h->omp_extra ? "#include \"" : "",
	                    h->omp_extra ? h->omp_extra : "", h->omp_extra ? "\"\n" : "");
}

/* A growing argument list. */
typedef struct Args {
	const char **argv;
	size_t n, cap;
} Args;

static void
cmd_push(Args *a, const char *arg)
{
	VEC_PUSH(a->argv, a->n, a->cap, arg);
}

/* Macros the host compiler lists that clang defines itself, whatever
 * -undef says (a redefinition is a warning): they agree on x86-64. */
static int
clang_builtin(const char *name)
{
	return !strcmp(name, "__FLT_EVAL_METHOD__");
}

/* gcc 7 and later have _FloatN as keywords in C, which glibc's headers
 * then use; clang 16 has none of them: each is the type of its format.
 * In C++ glibc declares them as typedefs itself (gxx_floatn). */
/* The host compiler's gcc major version, 0 for one that is not gcc
 * (clang defines __GNUC__ too). */
static int
gcc_major(const HostView *h)
{
	const HostMacro *gnuc = frontend_host_macro(h, "__GNUC__");

	return gnuc && !frontend_host_macro(h, "__clang__") ? atoi(gnuc->body) : 0;
}

static void
floatn_types(const HostView *h, int gcc, Args *args)
{
	static const char *const types[] = {"-D_Float32=float", "-D_Float64=double",
	                                    "-D_Float32x=double", "-D_Float64x=long double",
	                                    "-D_Float128=__float128"};
	if (gcc < 7 || h->cxx)
		return;
	for (size_t i = 0; i < sizeof types / sizeof *types; i++)
		cmd_push(args, types[i]);
}

/* g++ 13 and later have _Float32, _Float64, ... as types distinct from
 * float and double, which glibc's headers then use (overloads and
 * template specializations for each: __GNUC_PREREQ (13, 0)) and
 * libstdc++'s too (__STDCPP_FLOAT32_T__ ...); clang has none of them.
 * The front end reads C++ as for g++ 12, for which glibc declares them
 * as typedefs of float and double, as clang++ reads them: the same
 * declarations, without the overloads on the distinct types.  The macro
 * to drop, or the value to give, of the host macro name; NULL: keep. */
static const char *
gxx_floatn(const HostView *h, int gcc, const char *name)
{
	if (!h->cxx || gcc < 13)
		return NULL;
	if (!strcmp(name, "__GNUC__"))
		return "12";
	if (!strncmp(name, "__STDCPP_FLOAT", 14) || !strcmp(name, "__STDCPP_BFLOAT16_T__"))
		return "";
	return NULL;
}

/* gcc's __float80, on x86 the type long double is (libstdc++'s <compare>,
 * which C++20's <vector> and <string> include, names it where the host
 * defines __SIZEOF_FLOAT80__); clang has no such name. */
static void
float80(const HostView *h, Args *args)
{
	for (int i = 0; i < h->nmacros; i++)
		if (!strcmp(h->macros[i].name, "__SIZEOF_FLOAT80__")) {
			cmd_push(args, "-D__float80=long double");
			return;
		}
}

/* glibc's fortified wrappers (_FORTIFY_SOURCE, on by default with -O in
 * some distributions' gcc) forward their variable arguments with gcc's
 * __builtin_va_arg_pack(), which clang has not: in C an implicit
 * declaration lets the wrapper's body through, in C++ it is an error.
 * The front end only reads the wrappers' declarations: any value of the
 * right shape stands for them. */
static void
va_arg_pack(const HostView *h, int gcc, Args *args)
{
	if (!h->cxx || !gcc)
		return;
	cmd_push(args, "-D__builtin_va_arg_pack()=0");
	cmd_push(args, "-D__builtin_va_arg_pack_len()=0");
}

/* A host macro's body as the front end reads it: gcc writes double's
 * limits as long double constants cast to double (__DBL_EPSILON__ is
 * ((double)2.22044604925031308084726333618164062e-16L), and g++'s
 * double(2.22044604925031308084726333618164062e-16L)), exact decimal
 * expansions of the double values, which read as double constants give
 * the same values without a long double in device code. */
static const char *
host_body(const HostMacro *m)
{
	size_t n = strlen(m->body);

	if (!strncmp(m->body, "((double)", 9) && n > 11 && !strcmp(m->body + n - 2, "L)"))
		return arena_printf("%.*s)", (int)n - 2, m->body);
	if (!strncmp(m->body, "double(", 7) && n > 9 && !strcmp(m->body + n - 2, "L)"))
		return arena_printf("%.*s)", (int)n - 2, m->body); /* g++'s spelling */
	return m->body;
}

/* The flags that make libclang see what host sees, then the user's:
 * none of clang's own macros (-undef), the host's instead, clang's
 * resource directory for the host compiler's own (host_view.c), then the
 * host's system directories. */
const char *const *
tu_with_host(const HostView *h, const char *const *flags, int nflags, int *n_out)
{
	Args args = {0};
	int gcc = gcc_major(h);

	cmd_push(&args, "-undef");
	/* clang 22 keeps __STDC_VERSION__, __STDC_HOSTED__ and the like
	 * under -undef; the host's -D replace them */
	cmd_push(&args, "-Wno-builtin-macro-redefined");
	/* a warning in gcc before 14 and in clang 16, an error in clang 22 */
	cmd_push(&args, "-Wno-error=incompatible-pointer-types");
	const char *legacy[16];
	for (int i = 0, n = legacy_flags(gcc, h->cxx, legacy, 16); i < n; i++)
		cmd_push(&args, legacy[i]);
	cmd_push(&args, "-nostdlibinc");
	if (!access(O2C_RESOURCE_DIR "/include/stddef.h", R_OK)) {
		cmd_push(&args, "-resource-dir");
		cmd_push(&args, O2C_RESOURCE_DIR);
	}
	cmd_push(&args, "-isystem");
	cmd_push(&args, COMPAT_DIR);
	for (int i = 0; i < h->nmacros; i++) {
		const char *g = gxx_floatn(h, gcc, h->macros[i].name);
		if (g && *g)
			cmd_push(&args, arena_printf("-D%s=%s", h->macros[i].head, g));
		else if (!g && !clang_builtin(h->macros[i].name))
			cmd_push(&args, arena_printf("-D%s=%s", h->macros[i].head,
			                             host_body(&h->macros[i])));
	}
	floatn_types(h, gcc, &args);
	float80(h, &args);
	va_arg_pack(h, gcc, &args);
	for (int i = 0; i < h->ndirs; i++) {
		cmd_push(&args, "-idirafter");
		cmd_push(&args, h->dirs[i]);
	}
	for (int i = 0; i < nflags; i++)
		cmd_push(&args, flags[i]);
	*n_out = (int)args.n;
	return args.argv;
}

/* The user's flags and -iquote for each directory u->quote_dirs has
 * (included.c). */
const char *const *
tu_with_quote_dirs(const Unit *u, const char *const *flags, int nflags, int *n_out)
{
	const char **all = arena_alloc(((size_t)nflags + 2 * (size_t)u->nquote_dirs + 1) *
	                               sizeof *all);
	int n = 0;

	for (int i = 0; i < nflags; i++)
		all[n++] = flags[i];
	for (int i = 0; i < u->nquote_dirs; i++) {
		all[n++] = "-iquote";
		all[n++] = u->quote_dirs[i];
	}
	*n_out = n;
	return all;
}

/* A parse of the unit's main file, its text u->src (which may differ from
 * the file on disk: expand.c). */
CXTranslationUnit
tu_parse(CXIndex idx, const Unit *u, const char *const *flags, int nflags,
         const char *const *extra, int nextra, unsigned options)
{
	const char *path = u->path;
	const char **argv = arena_alloc((nflags + nextra + 1) * sizeof *argv);
	struct CXUnsavedFile files[3] = {{path, u->src, u->len},
	                                 {COMPAT_DIR "/sys/cdefs.h", cdefs_compat,
	                                  sizeof cdefs_compat - 1}};
	CXTranslationUnit tu = NULL;
	enum CXErrorCode err;
	int nfiles = 2;

	if (u->host && u->host->omp_h) {
		const char *text = omp_compat(u->host);
		files[nfiles++] = (struct CXUnsavedFile){COMPAT_DIR "/omp.h", text, strlen(text)};
	}
	if (nflags) /* flags is NULL without any */
		memcpy(argv, flags, nflags * sizeof *argv);
	memcpy(argv + nflags, extra, nextra * sizeof *argv);
	err = clang_parseTranslationUnit2(idx, path, argv, nflags + nextra, files, nfiles, options,
	                                  &tu);
	if (err != CXError_Success) {
		diag_tool("libclang could not parse '%s' (error %d)", path, (int)err);
		return NULL;
	}
	return tu;
}

static int
count_errors(CXTranslationUnit tu)
{
	int errors = 0;

	for (unsigned i = 0, n = clang_getNumDiagnostics(tu); i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		errors += clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error && !clang_overstrict(tu, d);
		clang_disposeDiagnostic(d);
	}
	return errors;
}

/* The OpenMP parse, whose checks are the authority on what is valid.
 * OpenMP 5.2 removed syntax that 5.1 has (declare target to(...), map
 * modifiers without commas, reduction(-: ...)) and added its own
 * (declare target enter, doacross, metadirective otherwise, the iterator
 * map modifier), and the host compiler's _OPENMP says less than what it
 * takes (gcc 12: 201511, with most of 5.x): the file is read as the
 * oldest of OpenMP 5.1, 5.2 and 6.0 under which clang finds no error,
 * else as the one with the fewest errors (the oldest of those), whose
 * errors are the file's. */
CXTranslationUnit
tu_omp_parse(CXIndex idx, const Unit *u, const char *const *flags, int nflags, int quiet)
{
	static const char *const versions[] = {"-fopenmp-version=51", "-fopenmp-version=52",
	                                       "-fopenmp-version=60"};
	CXTranslationUnit best = NULL;
	int best_errors = 0;

	for (size_t v = 0; v < sizeof versions / sizeof *versions; v++) {
		const char *extra[] = {"-fopenmp", versions[v], "-ferror-limit=50", "-w"};
		CXTranslationUnit tu = tu_parse(idx, u, flags, nflags, extra, quiet ? 4 : 3,
		                             CXTranslationUnit_None);
		int errors = tu ? count_errors(tu) : 0;
		if (!tu)
			break;
		if (!best || errors < best_errors) {
			if (best)
				clang_disposeTranslationUnit(best);
			best = tu;
			best_errors = errors;
		} else {
			clang_disposeTranslationUnit(tu);
		}
		if (!best_errors)
			break;
	}
	return best;
}

static enum CXChildVisitResult
find_probe(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_EnumConstantDecl &&
	    !strcmp(cx_take_string(clang_getCursorSpelling(cur)), "o2c_constant_probe")) {
		*(CXCursor *)data = cur;
		return CXChildVisit_Break;
	}
	return clang_getCursorKind(cur) == CXCursor_EnumDecl ? CXChildVisit_Recurse
	                                                     : CXChildVisit_Continue;
}

/* The value of a clause's integer constant expression (a section's
 * bounds: `N + 1`, `sizeof(T) / 4`), as clang evaluates it after the whole
 * file, where the macros it names are those the file ends with; 0 when it
 * is not one there (a local enum constant, a variable): the caller then
 * treats it as unknown. */
int
frontend_constant(Ctx *c, const char *expr, long *v)
{
	static const char probe[] = "o2c_constant_probe";
	Unit probe_unit = *c->u;
	CXTranslationUnit tu;
	CXCursor top = clang_getNullCursor();
	Buf b = {0};
	int ok = 0;

	for (size_t i = 0; i < c->nconstants; i++)
		if (!strcmp(c->constants[i].text, expr)) {
			*v = c->constants[i].value;
			return c->constants[i].ok;
		}
	buf_put(&b, c->u->src, c->u->len);
	buf_printf(&b, "\nenum { %s = (%s) };\n", probe, expr);
	probe_unit.src = b.s;
	probe_unit.len = b.len;
	static const char *const quiet[] = {"-w"};
	if (!(tu = tu_parse(c->idx, &probe_unit, c->flags, c->nflags, quiet, 1,
	                    CXTranslationUnit_None)))
		return 0;
	for (unsigned i = 0, n = clang_getNumDiagnostics(tu); i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		ok |= clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error;
		clang_disposeDiagnostic(d);
	}
	if (!ok) {
		clang_visitChildren(clang_getTranslationUnitCursor(tu), find_probe, &top);
		if ((ok = !clang_Cursor_isNull(top)))
			*v = (long)clang_getEnumConstantDeclValue(top);
	} else {
		ok = 0;
	}
	clang_disposeTranslationUnit(tu);
	Constant k = {arena_strdup(expr), ok ? *v : 0, ok};
	VEC_PUSH(c->constants, c->nconstants, c->capconstants, k);
	return ok;
}

