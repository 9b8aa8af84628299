/* The front end's entry point: parse a C file twice with libclang (see
 * internal.h), print clang's diagnostics in clang's format and stop on
 * errors, then build one Region per supported target directive.
 */
#include <ctype.h>
#include <errno.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

static const char *
read_file(const char *path, size_t *len)
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
static const char *
stem_of(const char *path)
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

/* Where a libclang location is, as #line directives present it. */
static Loc
presumed(CXSourceLocation at)
{
	CXString file;
	unsigned line, col;

	clang_getPresumedLocation(at, &file, &line, &col);
	Loc loc = {cx_take_string(file), line, col};
	if (!*loc.file)
		loc.file = NULL;
	return loc;
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
	Loc loc = presumed(clang_getDiagnosticLocation(d));
	DiagMarks marks = {0};

	for (unsigned i = 0, n = clang_getDiagnosticNumRanges(d); i < n && !marks.from; i++) {
		CXSourceRange r = clang_getDiagnosticRange(d, i);
		Loc a = presumed(clang_getRangeStart(r)), b = presumed(clang_getRangeEnd(r));
		if (a.line == loc.line && b.line == loc.line && a.file && loc.file &&
		    !strcmp(a.file, loc.file) && b.col > a.col) {
			marks.from = a.col;
			marks.to = b.col - 1; /* the range's end is past its last character */
		}
	}
	if (clang_getDiagnosticNumFixIts(d) > 0) {
		CXSourceRange r;
		const char *text = cx_take_string(clang_getDiagnosticFixIt(d, 0, &r));
		Loc a = presumed(clang_getRangeStart(r));
		if (a.line == loc.line && !strchr(text, '\n')) {
			marks.insert = text;
			marks.insert_at = a.col;
		}
	}
	if (*opt)
		msg = arena_printf("%s [%s]", msg, opt);
	diag_print(loc, kinds[sev], msg, &marks);
}

/* An error clang 22 gives on valid OpenMP, which gcc and clang 16 take:
 * a reduction on a loop construct bound to the teams region of the teams
 * construct it is nested in (OpenMP 5.2 11.7.1 leaves only a loop not
 * nested in one unspecified).  The front end reads the construct from
 * its tokens. */
static int
clang_overstrict(CXDiagnostic d)
{
	const char *text = cx_take_string(clang_getDiagnosticSpelling(d));

	return !strcmp(text, "'reduction' clause not allowed with '#pragma omp loop bind(teams)'");
}

/* Print the diagnostics of tu (warnings too when asked, and the notes
 * that follow a printed one); returns the number of errors. */
static int
report(CXTranslationUnit tu, int warnings)
{
	int errors = 0, shown = 0;

	for (unsigned i = 0, n = clang_getNumDiagnostics(tu); i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
		if (sev >= CXDiagnostic_Error && clang_overstrict(d))
			sev = CXDiagnostic_Ignored;
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

/* gcc 7 and later have _FloatN as keywords, which glibc's headers then
 * use; clang 16 has none of them: each is the type of its format. */
static void
floatn_types(const HostView *h, Args *args)
{
	static const char *const types[] = {"-D_Float32=float", "-D_Float64=double",
	                                    "-D_Float32x=double", "-D_Float64x=long double",
	                                    "-D_Float128=__float128"};
	const HostMacro *gnuc = frontend_host_macro(h, "__GNUC__");

	if (!gnuc || atoi(gnuc->body) < 7 || frontend_host_macro(h, "__clang__"))
		return;
	for (size_t i = 0; i < sizeof types / sizeof *types; i++)
		cmd_push(args, types[i]);
}

/* A host macro's body as the front end reads it: gcc writes double's
 * limits as long double constants cast to double (__DBL_EPSILON__ is
 * ((double)2.22044604925031308084726333618164062e-16L)), exact decimal
 * expansions of the double values, which read as double constants give
 * the same values without a long double in device code. */
static const char *
host_body(const HostMacro *m)
{
	size_t n = strlen(m->body);

	if (!strncmp(m->body, "((double)", 9) && n > 11 && !strcmp(m->body + n - 2, "L)"))
		return arena_printf("%.*s)", (int)n - 2, m->body);
	return m->body;
}

/* The flags that make libclang see what host sees, then the user's:
 * none of clang's own macros (-undef), the host's instead, clang's
 * resource directory for the host compiler's own (host_view.c), then the
 * host's system directories. */
static const char *const *
with_host(const HostView *h, const char *const *flags, int nflags, int *n_out)
{
	Args args = {0};

	cmd_push(&args, "-undef");
	/* clang 22 keeps __STDC_VERSION__, __STDC_HOSTED__ and the like
	 * under -undef; the host's -D replace them */
	cmd_push(&args, "-Wno-builtin-macro-redefined");
	/* a warning in gcc before 14 and in clang 16, an error in clang 22 */
	cmd_push(&args, "-Wno-error=incompatible-pointer-types");
	cmd_push(&args, "-nostdlibinc");
	if (!access(O2C_RESOURCE_DIR "/include/stddef.h", R_OK)) {
		cmd_push(&args, "-resource-dir");
		cmd_push(&args, O2C_RESOURCE_DIR);
	}
	cmd_push(&args, "-isystem");
	cmd_push(&args, COMPAT_DIR);
	for (int i = 0; i < h->nmacros; i++)
		if (!clang_builtin(h->macros[i].name))
			cmd_push(&args, arena_printf("-D%s=%s", h->macros[i].head,
			                             host_body(&h->macros[i])));
	floatn_types(h, &args);
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
static const char *const *
with_quote_dirs(const Unit *u, const char *const *flags, int nflags, int *n_out)
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
static CXTranslationUnit
parse(CXIndex idx, const Unit *u, const char *const *flags, int nflags, const char *const *extra,
      int nextra, unsigned options)
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
		errors += clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error && !clang_overstrict(d);
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
static CXTranslationUnit
omp_parse(CXIndex idx, const Unit *u, const char *const *flags, int nflags, int quiet)
{
	static const char *const versions[] = {"-fopenmp-version=51", "-fopenmp-version=52",
	                                       "-fopenmp-version=60"};
	CXTranslationUnit best = NULL;
	int best_errors = 0;

	for (size_t v = 0; v < sizeof versions / sizeof *versions; v++) {
		const char *extra[] = {"-fopenmp", versions[v], "-ferror-limit=50", "-w"};
		CXTranslationUnit tu = parse(idx, u, flags, nflags, extra, quiet ? 4 : 3,
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

/* A directive line as written, continuation lines joined and comments
 * left out. */
static void
line_text(Ctx *c, const Pragma *p, Buf *out)
{
	Buf b = {0};
	const char *s = c->text, *e;
	unsigned end = p->text_end;

	for (unsigned i = p->text_begin; i < end; i++) {
		if (s[i] == '\\' && (s[i + 1] == '\n' || (s[i + 1] == '\r' && s[i + 2] == '\n'))) {
			i += s[i + 1] == '\r' ? 3 : 2;
			while (i < end && (s[i] == ' ' || s[i] == '\t'))
				i++;
			buf_put(&b, " ", 1);
			i--;
		} else if (s[i] == '/' && s[i + 1] == '*') {
			e = strstr(s + i + 2, "*/");
			i = e && (unsigned)(e - s) + 2 <= end ? (unsigned)(e - s) + 1 : end;
			buf_put(&b, " ", 1);
		} else if (s[i] == '/' && s[i + 1] == '/') {
			break;
		} else if (s[i] != '\r') {
			buf_put(&b, s + i, 1);
		}
	}
	while (b.len && (b.s[b.len - 1] == ' ' || b.s[b.len - 1] == '\t'))
		b.s[--b.len] = 0;
	if (b.len)
		buf_put(out, b.s, b.len);
}

/* The directive as written: generated code quotes it inside comments.
 * One a _Pragma operator gives reads as the '#pragma' line it stands
 * for; a split construct read as the combined one (fuse.c) as its lines
 * joined by " + ". */
static const char *
pragma_text(Ctx *c, const Pragma *p)
{
	Buf b = {0};

	line_text(c, p, &b);
	for (const Pragma *q = p->fused; q; q = q->fused) {
		buf_puts(&b, " + ");
		line_text(c, q, &b);
	}
	return b.s;
}

/* Is offset at inside region r: in its statement, or in the lines
 * between its directive and its statement, where directives that apply
 * to the statement are (parallel, then single, then the block)? */
static int
inside(const Region *r, unsigned at)
{
	return r->pragma_end <= at && at < r->stmt_end;
}

/* The innermost region around offset at: a target data region or a host
 * construct with a statement (taskgroup, task), or with kernel set, a
 * region compiled to a kernel. */
static Region *
enclosing(Unit *u, unsigned at, int kernel)
{
	Region *best = NULL;

	for (int i = 0; i < u->nregions; i++) {
		Region *r = u->regions[i];
		int want = kernel ? dir_has_kernel(r->dir)
		                  : dir_shape[r->dir] == SHAPE_DATA || dir_shape[r->dir] == SHAPE_HOST;
		if (want && inside(r, at))
			best = r;
	}
	return best;
}

/* The innermost kernel region or region nested in one (a parallel
 * region, a worksharing loop, a single or masked construct) around
 * offset at. */
static Region *
innermost(Unit *u, unsigned at)
{
	Region *best = NULL;

	for (int i = 0; i < u->nregions; i++) {
		Region *r = u->regions[i];
		if ((dir_has_kernel(r->dir) || dir_shape[r->dir] == SHAPE_INNER ||
		     dir_shape[r->dir] == SHAPE_SINGLE) && inside(r, at))
			best = r;
	}
	return best;
}

static const char *
region_name(Unit *u, Loc loc)
{
	const char *name = arena_printf("%s_%u", u->stem, loc.line);

	if (strcmp(loc.file, u->path)) /* a line of an included file */
		name = arena_printf("%s_%s_%u", u->stem, stem_of(loc.file), loc.line);

	for (int i = 0; i < u->nregions; i++)
		if (!strcmp(u->regions[i]->name, name))
			return arena_printf("%s_%u", name, loc.col);
	return name;
}

/* target parallel is a target region whose one team runs a parallel
 * region (OpenMP 5.2 17.2, 13.8): the teams scheme compiles it, the
 * parallel region being a region of its own nested in the target one,
 * with the same directive and statement.  Clauses stay on the target
 * region, which decides what they mean: the parallel region takes its
 * private list (a copy per thread). */
static void
combined_parallel(Unit *u, Region *r, size_t *cap)
{
	Region *in = arena_alloc(sizeof *in);

	*in = *r;
	in->id = u->nregions;
	in->dir = DIR_PARALLEL;
	in->parent = r;
	in->name = region_name(u, r->loc);
	in->combined = 1;
	in->nclauses = in->nmaps = in->nreductions = in->ndevice_ptrs = 0;
	in->nfirstprivates = in->ncaps = in->nattaches = in->nconsts = 0;
	in->ndevice_addrs = in->nowait = in->depend = in->ndepends = 0;
	in->thread_limit = in->num_threads = in->num_teams = in->if_expr = in->if_parallel = NULL;
	in->device = in->nowait_expr = NULL;
	VEC_PUSH(u->regions, u->nregions, *cap, in);
}

/* Lines between a directive and its statement that the host file can
 * keep in place (frontend/between.c): those of a kernel region whose
 * statement is its loop or its body, its directive a '#pragma' line. */
static int
between_kept(const Region *r, const Pragma *p)
{
	return dir_has_kernel(r->dir) && r->dir != DIR_TT && r->dir != DIR_TP &&
	       r->dir != DIR_TARGET && !p->op && !p->outer_end;
}

/* The statement of a directive, its extent in r; NULL for a standalone
 * directive, or after an error. */
static Node *
read_stmt(Ctx *c, const Pragma *p, Region *r)
{
	int keep_lines = dir_shape[r->dir] == SHAPE_DATA || dir_shape[r->dir] == SHAPE_HOST;
	Node *stmt;
	unsigned code;
	int cond;

	if (dir_shape[r->dir] == SHAPE_STANDALONE || r->dir == DIR_TASKWAIT) {
		r->stmt_begin = r->stmt_end = r->body_begin = r->body_end = p->end;
		r->stmt_loc = r->body_loc = cx_loc(c, p->end);
		return NULL;
	}
	if (!(stmt = scan_stmt_after(c, p->end))) {
		diag_error(r->loc, "'#pragma omp %s' must be followed by a statement", p->name);
		return NULL;
	}
	if (stmt->begin != (code = cx_code_after(c, p->end, &cond))) {
		/* libclang shows no statement that a macro expands to */
		diag_error(cx_loc(c, code), "the statement of '#pragma omp %s' is not supported yet: it "
		                            "must be written out, not expanded from a macro", p->name);
		return NULL;
	}
	if (cond && !keep_lines && between_kept(r, p)) {
		if (!between_read(c, p, stmt->begin, cx_stmt_end(c, stmt->cursor), r))
			return NULL;
	} else if (cond && !keep_lines) {
		/* the host fallback copies the statement alone */
		diag_error(cx_loc(c, cx_skip_space(c, p->end)), "preprocessor lines between '#pragma omp "
		           "%s' and its statement are not supported yet", p->name);
		return NULL;
	}
	/* a target data region (or host construct) holds the construct right
	 * after its directive, and any lines between; other regions hold
	 * their statement (pragmas between, like GCC ivdep, are left out) */
	r->stmt_begin = keep_lines ? cx_skip_space(c, p->end) : stmt->begin;
	/* target teams followed by parallel, target parallel followed by for,
	 * target followed by single: the region's statement is the nested
	 * construct, its directive included (the host fallback copies it) */
	if (r->dir == DIR_TT || r->dir == DIR_TP || r->dir == DIR_TARGET)
		r->stmt_begin = cx_skip_space(c, p->end);
	r->body_begin = stmt->begin;
	r->stmt_end = r->body_end = cx_stmt_end(c, stmt->cursor);
	r->stmt_loc = r->body_loc = cx_loc(c, stmt->begin);
	r->outer_end = p->outer_end;
	return stmt;
}

/* A region's identity: id, location, directive text, name, enclosing
 * region and function; 0 after an error. */
static int
read_head(Ctx *c, const Pragma *p, Region *r)
{
	Unit *u = c->u;
	CXCursor fn;

	r->id = u->nregions;
	r->loc = cx_loc(c, p->begin);
	r->dir = p->dir;
	r->simd_alone = (p->dir == DIR_TPF_SIMD || p->dir == DIR_TTDPF_SIMD) && !strstr(p->name, " for");
	r->pragma = pragma_text(c, p);
	r->pragma_begin = p->begin;
	r->pragma_end = p->end;
	r->from_operator = p->op != NULL;
	r->distribute = p->distribute;
	r->as_written = p->as_written;
	r->parent = dir_shape[p->dir] == SHAPE_INNER || dir_shape[p->dir] == SHAPE_SINGLE
	                    ? innermost(u, p->begin)
	                    : enclosing(u, p->begin, 0);
	r->clauses_at = p->op ? p->end : p->clauses_at;
	for (const int *l = pragmas_leaves(p->name); l && l < pragmas_leaves(p->name) + MAX_LEAVES;
	     l++)
		r->task_clauses |= *l == DIR_KTASKLOOP;
	r->name = region_name(u, r->loc);
	if (!scan_function_at(c, p->begin, &fn)) {
		diag_error(r->loc, "'#pragma omp %s' outside a function", p->name);
		return 0;
	}
	cx_extent(fn, &r->func_begin, &(unsigned){0});
	r->func_loc = cx_loc(c, r->func_begin);
	return 1;
}

/* taskwait, taskgroup, and a host task with depend, outside target
 * regions: the host compiler keeps them, and the host file adds the
 * completion of deferred target tasks (codegen/emit_host.c).  A taskwait
 * with nowait (OpenMP 5.1), which the host compiler does not take, is
 * written out as a task (frontend/dispatch.c). */
static void
read_host_sync(Ctx *c, const Pragma *p, size_t *cap)
{
	Region *r = arena_alloc(sizeof *r);

	if (!read_head(c, p, r))
		return;
	if (!read_stmt(c, p, r) && r->dir != DIR_TASKWAIT)
		return;
	r->depend = pragmas_has_clause(c, p, "depend");
	VEC_PUSH(c->u->regions, c->u->nregions, *cap, r);
}

/* The leaves after the first of combined construct p, read as region
 * r (frontend/pragmas.c): each a region nested in the one before, with
 * the same statement, whose directive is where that statement starts
 * (nothing of the host file's or the kernel's text).  The clauses stay
 * on r: a private or firstprivate copy the parallel region makes is the
 * one a master leaf runs with, and a taskloop copies again what its
 * enclosing constructs privatize (frontend/tasks.c). */
static void
read_leaves(Ctx *c, const Pragma *p, Region *r, Region *outer, size_t *cap)
{
	const int *leaves = pragmas_leaves(p->name);

	for (int k = 1; leaves && k < MAX_LEAVES && leaves[k] >= 0; k++) {
		Region *l = arena_alloc(sizeof *l);
		*l = *r;
		l->id = c->u->nregions;
		l->dir = leaves[k];
		l->parent = r;
		l->name = region_name(c->u, r->loc);
		l->pragma_begin = l->pragma_end = l->clauses_at = r->stmt_begin;
		l->combined = l->has_barrier = l->nowait = l->task_clauses = 0;
		l->leaf = 1;
		l->nclauses = l->nmaps = l->nreductions = l->nprivates = l->nfirstprivates = 0;
		l->nshareds = l->nlastprivates = l->nlinears = l->ncopyprivates = l->ntask_firsts = 0;
		l->num_threads = l->thread_limit = l->if_parallel = NULL;
		if (l->dir != DIR_MASKED)
			l->filter = NULL;
		VEC_PUSH(c->u->regions, c->u->nregions, *cap, l);
		binding_read(c, l, outer);
		r = l;
	}
}

/* A linear item that is an associated loop's variable takes each
 * iteration's value already, and after the loop the sequential loop's
 * (OpenMP 5.0 2.19.4.6, 2.19.1.1): it is lastprivate's case (Loop.last). */
static void
linear_loop_vars(Region *r)
{
	size_t cap = (size_t)r->nlastprivates;
	int n = 0;

	for (int i = 0; i < r->nlinears; i++) {
		int k = 0;
		while (k < r->nloops && strcmp(r->loops[k].var, r->linears[i].var->name))
			k++;
		if (k < r->nloops)
			VEC_PUSH(r->lastprivates, r->nlastprivates, cap, r->linears[i].var);
		else
			r->linears[n++] = r->linears[i];
	}
	r->nlinears = n;
}

/* A linear item the loop's body never names would get no copy and its
 * original no value after the loop. */
static void
linear_named(const Region *r)
{
	for (int i = 0; i < r->nlinears; i++) {
		int k = 0;
		while (k < r->ncaps && r->caps[k] != r->linears[i].var)
			k++;
		if (k == r->ncaps)
			diag_error(r->linears[i].loc, "linear of '%s', which the loop's body does not "
			           "name, is not supported yet", r->linears[i].var->name);
	}
}

/* Read the region of directive p; NULL after an error. */
static Region *
read_region(Ctx *c, const Pragma *p, size_t *cap)
{
	Unit *u = c->u;
	Region *r = arena_alloc(sizeof *r);
	Node *stmt = NULL;

	if (!read_head(c, p, r))
		return NULL;
	if (!(stmt = read_stmt(c, p, r)) && dir_shape[r->dir] != SHAPE_STANDALONE)
		return NULL;
	pragmas_clauses(c, p, r);
	clauses_decode(c, r);
	if ((r->one_team = p->one_team))
		r->num_teams = "1";
	if (dir_is_loop(r->dir))
		loops_read(c, r, stmt->cursor);
	if (r->dir == DIR_PARALLEL_FOR)
		preloads_read(c, r, stmt->cursor);
	linear_loop_vars(r);
	for (int i = 0; i < r->nlastprivates; i++)
		for (int k = 0; k < r->nloops; k++)
			r->loops[k].last |= !strcmp(r->lastprivates[i]->name, r->loops[k].var);
	if (dir_has_kernel(r->dir)) {
		captures_read(c, r, stmt->cursor);
		arrays_read(c, r, stmt->cursor);
		access_read(c, r, stmt->cursor);
		names_read(c, r, stmt->cursor);
		rows_read(c, r, stmt->cursor);
		if (dir_is_loop(r->dir)) {
			inner_lanes_read(c, r, stmt->cursor);
			chains_read(c, r, stmt);
		}
		if (r->collapse == 2)
			gemm_read(c, r, stmt->cursor);
		linear_named(r);
		for (int i = 0; i < r->nlinears; i++)
			captures_names(c, r, r->linears[i].step, r->pragma_begin, r->linears[i].loc,
			               "linear");
		if (r->sched.chunk)
			captures_names(c, r, r->sched.chunk, r->pragma_begin, r->sched.chunk_loc,
			               "schedule");
		if (r->dist.chunk)
			captures_names(c, r, r->dist.chunk, r->pragma_begin, r->dist.chunk_loc,
			               "dist_schedule");
	}
	VEC_PUSH(u->regions, u->nregions, *cap, r);
	if (r->dir == DIR_TP)
		combined_parallel(u, r, cap);
	return r;
}

/* A requires directive (OpenMP 5.2 8.2): what every device must do for
 * the program.  atomic_default_mem_order sets the memory order of the
 * atomic constructs after it that name none (atomics.c; the host
 * compiler reads the directive too).  dynamic_allocators promises that
 * regions may call the allocator routines: omp2cuda reports every call
 * it does not compile, so the promise holds for what it accepts.
 * unified_shared_memory and unified_address go to the runtime, which
 * makes host memory reachable by the GPU and lets unmapped pointers keep
 * their host values (Unit.requires; runtime/usm.c, docs/usm.md).
 * reverse_offload is not supported. */
static void
read_requires(Ctx *c, const Pragma *p, size_t *dtcap)
{
	const char *order = pragmas_clause_args(c, p, "atomic_default_mem_order", 0);
	int unified = 0;
	char word[16];

	if (pragmas_has_clause(c, p, "reverse_offload"))
		diag_error(cx_loc(c, p->begin),
		           "'#pragma omp requires reverse_offload' is not supported yet");
	if (pragmas_has_clause(c, p, "unified_shared_memory"))
		unified = 1 | 2;
	if (pragmas_has_clause(c, p, "unified_address"))
		unified |= 2;
	if (unified && order)
		diag_error(cx_loc(c, p->begin), "write atomic_default_mem_order in a requires "
		                                "directive of its own: the host compiler reads it, "
		                                "and omp2cuda removes unified_shared_memory and "
		                                "unified_address from the host file");
	if (unified) /* the host compiler has nothing to do for them */
		VEC_PUSH(c->u->declare_target, c->u->ndeclare_target, *dtcap,
		         ((DeclareTarget){p->begin, p->end, pragma_text(c, p), NULL}));
	c->u->requires |= unified;
	if (order && sscanf(order, " %15[a-z_]", word) == 1)
		c->atomic_default = arena_strdup(word);
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
	if (!(tu = parse(c->idx, &probe_unit, c->flags, c->nflags, quiet, 1,
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

/* A loop construct (OpenMP 5.2 11.7) or a distribute parallel for in a
 * target region, as the directive omp2cuda compiles: bound to a teams
 * region, the teams divide the iterations and each team's threads share
 * its part (distribute parallel for); bound to a parallel region, its
 * threads share them (for, with the barrier at its end, which a program
 * cannot tell from none: the loop's iterations complete before the
 * region goes on); bound to the thread, the thread runs them in order, as
 * the loop is written, a schedule OpenMP allows.  Its binding is the bind
 * clause's, or the innermost enclosing region's (11.7.1).  Returns 0 for
 * a directive that compiles as no directive. */
static int
loop_binding(Ctx *c, Pragma *p, const Region *outer, const Region *in)
{
	const char *bind = pragmas_clause_args(c, p, "bind", 0);
	char word[16] = "";
	int teams = in == outer && dir_shape[outer->dir] == SHAPE_TEAMS && outer->dir != DIR_TP;

	if (!strcmp(p->name, "distribute parallel for")) {
		p->dir = teams ? DIR_PARALLEL_FOR : -1;
		p->distribute = teams;
		return 1;
	}
	p->as_written = 1;
	if (bind && sscanf(bind, " %15[a-z]", word) == 1)
		bind = word;
	if (bind && !strcmp(bind, "thread")) {
		if (pragmas_has_clause(c, p, "private") || pragmas_has_clause(c, p, "lastprivate"))
			diag_error(cx_loc(c, p->begin), "'#pragma omp loop bind(thread)' with private or "
			           "lastprivate is not supported yet");
		return 0;
	}
	if (bind ? !strcmp(bind, "teams") : teams) {
		p->dir = teams ? DIR_PARALLEL_FOR : -1;
		p->distribute = teams;
	} else {
		p->dir = DIR_FOR;
	}
	return 1;
}

static void
read_regions(Ctx *c)
{
	Pragma *ps;
	int n = pragmas_find(c, &ps);
	size_t cap = 0, dtcap = 0, compares_cap = 0;

	selectors_read(c, ps, n);
	n = selectors_metadirectives(c, ps, n);
	n = pragmas_fuse(c, ps, n);
	selectors_check_fused(c, ps, n);
	c->ps = ps;
	c->nps = n;

	globals_declare_target(c, ps, n);
	mappers_read_all(c, ps, n);

	int checked = 0;
	size_t atomics_cap = 0, syncs_cap = 0;
	Region *atomics_of = NULL, *syncs_of = NULL;

	for (int i = 0; i <= n; i++) {
		/* regions are checked once their nested regions and atomics are
		 * read, so that messages come in source order */
		for (; checked < c->u->nregions &&
		       (i == n || c->u->regions[checked]->stmt_end <= ps[i].begin);
		     checked++) {
			default_dsa_apply(c, c->u->regions[checked]);
			mappers_implicit(c, c->u->regions[checked]);
			defaultmap_apply(c, c->u->regions[checked]);
			map_pointers_check(c, c->u->regions[checked]);
			clauses_check_scalars(c->u->regions[checked]);
			addrs_collect(c, c->u->regions[checked]);
			if (dir_shape[c->u->regions[checked]->dir] == SHAPE_TEAMS)
				teams_read(c, c->u->regions[checked]);
		}
		if (i == n)
			break;
		Loc loc = cx_loc(c, ps[i].begin);
		Region *outer = enclosing(c->u, ps[i].begin, 1), *r;
		Region *in = innermost(c->u, ps[i].begin);
		if (outer && (!strcmp(ps[i].name, "loop") ||
		              !strcmp(ps[i].name, "distribute parallel for")) &&
		    !loop_binding(c, &ps[i], outer, in))
			continue;
		if (outer && ps[i].dir == DIR_TASK)
			ps[i].dir = DIR_KTASK; /* run in place (frontend/tasks.c) */
		else if (outer && ps[i].dir == DIR_TASKGROUP)
			ps[i].dir = DIR_KTASKGROUP;
		if (!strcmp(ps[i].name, "allocate")) {
			/* allocate.c: each variable keeps its own storage */
			if (allocate_read(c, &ps[i], pragma_text(c, &ps[i])))
				VEC_PUSH(c->u->declare_target, c->u->ndeclare_target, dtcap,
				         ((DeclareTarget){ps[i].begin, ps[i].end, pragma_text(c, &ps[i]), NULL}));
		} else if (outer && dir_shape[outer->dir] == SHAPE_TEAMS && in == outer &&
		           (ps[i].dir == DIR_PARALLEL_FOR || ps[i].dir == DIR_PARALLEL)) {
			if ((r = read_region(c, &ps[i], &cap)))
				read_leaves(c, &ps[i], r, outer, &cap);
		}
		else if (outer && ps[i].dir == DIR_FOR && in &&
		         (in->dir == DIR_PARALLEL ||
		          (in->dir == DIR_SCOPE && in->parent && in->parent->dir == DIR_PARALLEL))) {
			if (read_region(c, &ps[i], &cap))
				binding_read(c, c->u->regions[c->u->nregions - 1], outer);
			region_team(in)->has_barrier = 1; /* the loop's implicit one */
		} else if (outer && binding_claims(in, &ps[i])) {
			/* single, masked, master, parallel regions in parallel ones */
			if (binding_check(c, outer, in, &ps[i]) && (r = read_region(c, &ps[i], &cap))) {
				binding_read(c, r, outer);
				read_leaves(c, &ps[i], r, outer, &cap);
			}
		}
		else if (outer && !strcmp(ps[i].name, "atomic")) {
			if (atomics_of != outer)
				atomics_cap = outer->natomics;
			atomics_of = outer;
			atomics_read(c, outer, &ps[i], &atomics_cap);
		} else if (outer && (!strcmp(ps[i].name, "barrier") || !strcmp(ps[i].name, "critical") ||
		                     !strcmp(ps[i].name, "flush") || !strcmp(ps[i].name, "taskwait"))) {
			if (syncs_of != outer)
				syncs_cap = outer->nsyncs;
			syncs_of = outer;
			syncs_read(c, outer, in, &ps[i], &syncs_cap);
		}
		else if (outer)
			diag_error(loc, "'#pragma omp %s' inside a target region is not supported yet",
			           ps[i].name);
		else if (!strcmp(ps[i].name, "declare target") ||
		         !strcmp(ps[i].name, "begin declare target") ||
		         !strcmp(ps[i].name, "end declare target"))
			/* functions regions call are compiled for the device anyway */
			VEC_PUSH(c->u->declare_target, c->u->ndeclare_target, dtcap,
			         ((DeclareTarget){ps[i].begin, ps[i].end, pragma_text(c, &ps[i]), NULL}));
		else if (!strcmp(ps[i].name, "declare mapper"))
			/* mappers.c gives the map items of constructs; the host
			 * compiler sees the directive as a comment */
			VEC_PUSH(c->u->declare_target, c->u->ndeclare_target, dtcap,
			         ((DeclareTarget){ps[i].begin, ps[i].end, pragma_text(c, &ps[i]), NULL}));
		else if (!strcmp(ps[i].name, "declare variant")) {
			/* selectors.c: calls in device code choose */
			if (selectors_host_hides(c, ps[i].begin))
				VEC_PUSH(c->u->declare_target, c->u->ndeclare_target, dtcap,
				         ((DeclareTarget){ps[i].begin, ps[i].end, pragma_text(c, &ps[i]),
				                          NULL}));
		} else if (!strcmp(ps[i].name, "dispatch"))
			dispatch_read(c, &ps[i], pragma_text(c, &ps[i]), &dtcap);
		else if (!strcmp(ps[i].name, "interop"))
			interop_read(c, &ps[i], pragma_text(c, &ps[i]), &dtcap);
		else if (!strcmp(ps[i].name, "requires"))
			read_requires(c, &ps[i], &dtcap);
		else if (!strcmp(ps[i].name, "atomic"))
			atomics_host(c, &ps[i], &compares_cap);
		else if (!strcmp(ps[i].name, "assumes") || !strcmp(ps[i].name, "begin assumes") ||
		         !strcmp(ps[i].name, "end assumes"))
			/* assumptions (OpenMP 5.1 8.3), which nothing here relies on;
			 * gcc 12 rejects end assumes: the host file has comments */
			VEC_PUSH(c->u->declare_target, c->u->ndeclare_target, dtcap,
			         ((DeclareTarget){ps[i].begin, ps[i].end, pragma_text(c, &ps[i]), NULL}));
		else if (!strcmp(ps[i].name, "tile")) /* it reorders iterations; gcc 12 ignores it */
			diag_error(loc, "'#pragma omp tile' is not supported yet");
		else if (ps[i].is_target && ps[i].dir < 0)
			diag_error(loc, "'#pragma omp %s' is not supported yet", ps[i].name);
		else if (ps[i].is_target) {
			if ((r = read_region(c, &ps[i], &cap)) && r->nin_reductions)
				taskred_check(c, r, ps, i);
			if (r)
				selectors_check_region(c, &ps[i], r);
		}
		else if (ps[i].dir == DIR_TASKWAIT && pragmas_has_clause(c, &ps[i], "nowait"))
			dispatch_taskwait_nowait(c, &ps[i], pragma_text(c, &ps[i]), &dtcap);
		else if (ps[i].dir == DIR_TASKWAIT || ps[i].dir == DIR_TASKGROUP ||
		         (ps[i].dir == DIR_TASK && pragmas_has_clause(c, &ps[i], "depend")))
			read_host_sync(c, &ps[i], &cap);
	}
	devfuncs_read(c, ps, n);
	explicit_task_read(c, ps, n, &dtcap);
}

Unit *
frontend_parse(const char *path, const char *const *flags, int nflags, int rdc,
               const HostView *host)
{
	const char *const *user_flags;
	int nuser;
	Unit *u = arena_alloc(sizeof *u);
	Ctx c;
	CXIndex idx;
	CXTranslationUnit omp;
	int errors, expanded = 0, spliced = 0;
	/* the same code as the OpenMP parse, which shows the warnings: none
	 * here, nor the user's -Werror's errors of them */
	static const char *const plain_flags[] = {"-w"};

	if (!host)
		return NULL; /* host_view.c said why */
	u->path = path;
	u->stem = stem_of(path);
	u->host = host;
	user_flags = flags = with_host(host, flags, nflags, &nflags);
	nuser = nflags;
	if (!(u->src = read_file(path, &u->len)))
		return NULL;
	idx = clang_createIndex(0, 0);
again:
	/* a parse of new text starts from a fresh unit: the text, its
	 * directories and the host's view are all that carries over (Ctx's
	 * vector capacities start at 0 with it) */
	*u = (Unit){.path = u->path, .stem = u->stem, .src = u->src, .len = u->len,
	            .host = u->host, .quote_dirs = u->quote_dirs, .nquote_dirs = u->nquote_dirs};
	memset(&c, 0, sizeof c);
	c.u = u;
	c.text = u->src;
	c.text_len = u->len;
	c.ops_base = (unsigned)u->len + 1;
	c.idx = idx;
	c.flags = flags;
	c.nflags = nflags;
	included_marks(u);
	/* the expanded or spliced text repeats the file's own warnings: -w */
	omp = omp_parse(idx, u, flags, nflags, expanded || spliced);
	errors = !omp || report(omp, !expanded && !spliced);
	if (!errors) {
		c.tu = parse(idx, u, flags, nflags, plain_flags, 1,
		             CXTranslationUnit_DetailedPreprocessingRecord);
		errors = !c.tu || report(c.tu, 0);
	}
	if (!errors && !expanded) {
		size_t len;
		const char *text = included_splice(omp, c.tu, u, &len);
		if (text && spliced < 8) {
			clang_disposeTranslationUnit(omp);
			clang_disposeTranslationUnit(c.tu);
			u->src = text;
			u->len = len;
			spliced++;
			flags = with_quote_dirs(u, user_flags, nuser, &nflags);
			goto again;
		}
		errors = diag_errors > 0;
	}
	if (omp)
		clang_disposeTranslationUnit(omp);
	if (!errors) {
		c.file = clang_getFile(c.tu, path);
		scan_unit(&c);
		operators_find(&c);
		if (!expanded) {
			size_t len;
			const char *text = expand_invocations(&c, flags, nflags, &len);
			if (text || diag_errors) {
				if (c.ops_tu)
					clang_disposeTranslationUnit(c.ops_tu);
				clang_disposeTranslationUnit(c.tu);
				if (!text) {
					clang_disposeIndex(idx);
					return NULL;
				}
				u->src = text;
				u->len = len;
				expanded = 1;
				goto again;
			}
		}
		read_regions(&c);
		rdc_read(&c, rdc);
		operators_check(&c);
		addrs_finish(&c);
		captures_finish(&c);
		cxx_finish(&c);
	}
	if (c.ops_tu)
		clang_disposeTranslationUnit(c.ops_tu);
	if (c.tu)
		clang_disposeTranslationUnit(c.tu);
	clang_disposeIndex(idx);
	return errors || diag_errors ? NULL : u;
}
