/* What the front end's passes share.  Only frontend/ includes libclang.
 *
 * Two parses of one file: `omp` is parsed with -fopenmp and is the
 * authority for diagnostics (clang checks every directive and clause);
 * `plain` is parsed with OpenMP pragmas ignored, so that region bodies,
 * which libclang does not expose under OpenMP's captured statements, are
 * ordinary statements there.  Both see the host compiler's macros and
 * system headers, not clang's (host_view.c, parse.c).
 *
 * The files' layers, each calling only those below it: README.md.
 */
#ifndef O2C_FRONTEND_INTERNAL_H
#define O2C_FRONTEND_INTERNAL_H

#include <clang-c/Index.h>

#include "region.h"

/* A variable declaration and where its name is visible. */
typedef struct Decl {
	CXCursor cursor;
	const char *name;
	unsigned at;          /* offset of the declaration */
	unsigned scope_begin, scope_end;
	int global;           /* file scope or static storage */
	int file_scope;       /* declared outside every function */
	int header;           /* at file scope in one of the user's headers:
	                         visible in the whole main file, at 0 */
	int declare_target;   /* named by a declare target directive */
	int link;             /* named by a declare target link clause */
	unsigned link_at;     /* where, for messages */
	int rejected;         /* its Var could not be built: reported once */
	Var *var;             /* built on first use */
} Decl;

/* A statement or expression of the plain parse, in pre-order. */
typedef struct Node {
	CXCursor cursor;
	unsigned begin, end;
} Node;

/* An #undef of the main file (macro_undefs.c). */
typedef struct MacroUndef {
	const char *name;
	unsigned at;
} MacroUndef;

typedef struct Macro {
	CXCursor cursor;      /* its MacroDefinition */
	const char *name;
	const char *text;     /* "NAME(x) body", as after #define */
	unsigned at;
	const char *file;     /* of a main-file macro, the file it is written in
	                         (a header put in place: included.c) */
	int used;
	int pragma;           /* operators.c: 0 not known yet, 1 no _Pragma in
	                         its replacement, 2 one there or in a macro it
	                         names, 3 being worked out */
} Macro;

/* A _Pragma operator of the main file (C11 6.10.9), written out or given
 * by a macro invocation, and the directive it gives (operators.c). */
typedef struct Operator {
	unsigned begin, end;  /* the operator, or the outermost invocation */
	const char *text;     /* the directive, "omp target ...", or NULL
	                         when omp2cuda cannot follow the macros */
	const char *macro;    /* the macro invoked, or NULL */
	const char *in;       /* not followed: the macro in whose arguments
	                         it stands, or NULL */
	unsigned at;          /* an OpenMP directive: its "#pragma omp ..."
	                         line in Ctx.text */
	unsigned literal;     /* written out, its string without escapes: the
	                         file offset of the string's first character */
	int omp;              /* an OpenMP directive, or (not followed) one
	                         seems to be */
	int device;           /* the same for an OpenMP device directive */
	int more;             /* not followed: the macro gives more tokens
	                         after the operator */
} Operator;

/* A clause expression and its value, or that it has none (ok 0). */
typedef struct Constant {
	const char *text;
	long value;
	int ok;
} Constant;

typedef struct Ctx {
	Unit *u;
	const char *const *flags;  /* the parse's flags (frontend_constant) */
	int nflags;
	struct Constant *constants; /* expressions frontend_constant evaluated */
	struct Tok *toks;          /* the text's tokens but comments (pragmas.c) */
	size_t ntoks;
	struct Mapper *mappers;    /* the declare mapper directives read
	                              (mappers.c) */
	size_t nmappers, capmappers;
	struct UdrDecl *udr_decls; /* the declare reductions of the OpenMP
	                              parse (declare_reductions.c) */
	size_t nudr_decls;
	DeclaredReduction *udrs;   /* those of the file's directives */
	size_t nudrs;
	Loc *udr_uses;             /* where a clause first names each of
	                              Unit.udrs */
	size_t nudr_uses;
	DeclaredReduction *complex_udrs[4]; /* + and * of float _Complex and
	                              double _Complex, made where a clause names
	                              them (declare_reductions_complex) */
	size_t nconstants, capconstants;
	const char *atomic_default; /* requires atomic_default_mem_order(x), or NULL */
	CXIndex idx;
	CXTranslationUnit tu;       /* the plain parse */
	CXFile file;
	const char *text;           /* the file, then '\n' and a line for each
	                               OpenMP directive a _Pragma operator gives:
	                               directive offsets index this */
	size_t text_len;
	unsigned ops_base;          /* offset of those lines in text */
	Operator *ops;              /* _Pragma operators that give directives */
	size_t nops, capops;
	CXTranslationUnit ops_tu;   /* those lines, to tokenize */
	CXFile ops_file;
	Decl *decls;
	size_t ndecls, capdecls;
	Node *nodes;
	size_t nnodes, capnodes;
	Macro *macros;
	size_t nmacros, capmacros;
	MacroUndef *undefs;         /* the main file's #undef lines, in order */
	size_t nundefs, capundefs;
	Macro *foreign;             /* macros of system headers and the command
	                               line that the file invokes (operators.c) */
	size_t nforeign, capforeign;
	Node *expansions;           /* macro expansions in the main file */
	size_t nexpansions, capexpansions;
	CXCursor *expansion_fns;    /* functions device code uses that a macro
	                               expansion gives with other declarations
	                               (decls.c prints them) */
	size_t nexpansion_fns, capexpansion_fns;
	unsigned *inclusions;       /* where the main file's #include lines begin */
	size_t ninclusions, capinclusions;
	CXCursor *nested_includes;  /* #include "..." lines of headers put in the
	                               main file's text (included.c) */
	size_t nnested_includes, capnested_includes;
	CXCursor *funcs;            /* function definitions of the file */
	size_t nfuncs, capfuncs;
	CXCursor *tops;             /* top-level declarations of the file */
	size_t ntops, captops;
	CXCursor *fns;              /* its functions at file scope: top-level
	                               ones and those of extern "C" (scan.c) */
	size_t nfns, capfns;
	size_t cap_decls, cap_includes, cap_headers, cap_globals, cap_addr_refs, cap_edits, cap_access_tags,
	       cap_renames, cap_rename_calls, cap_keywords, cap_private_uses, cap_header_at;
	CXCursor *records;          /* struct and union definitions whose
	                               members decls.c has brought */
	size_t nrecords, caprecords;
	CXCursor *local_types;      /* types device code declares itself
	                               (local_types.c) */
	size_t nlocal_types, caplocal_types;
	CXCursor *tmpl_calls;       /* function template specializations
	                               device code calls, each read once
	                               (cxx_calls.c) */
	size_t ntmpl_calls, cap_tmpl_calls;
	unsigned *line_starts;      /* offset of each line, for cx_loc */
	size_t nlines;
	const struct Pragma *ps;    /* the directives, once read (parse.c) */
	int nps;
	struct Variant *variants;   /* declare variant directives (selectors.c) */
	size_t nvariants, capvariants;
	struct DeviceType *device_types; /* declare target device_type(...) */
	size_t ndevice_types, capdevice_types;
	struct DevCall *devcalls;   /* calls of functions compiled for the
	                               device (devfuncs.c) */
	size_t ndevcalls, capdevcalls;
	struct DevApi *devapis;     /* device API calls in those functions */
	size_t ndevapis, capdevapis;
	unsigned *devmethods;       /* functions defined in their class, and
	                               lambdas, that device code calls: begin,
	                               end, just past the body's '{' and
	                               whether a lambda's, four a function */
	size_t ndevmethods, capdevmethods;
	struct LambdaCall *lambda_calls; /* calls of lambdas written in region
	                               code, in that region's code */
	size_t nlambda_calls, caplambda_calls;
	struct TemplateUse *insts;  /* instantiations of function templates
	                               with regions (cxx_templates.c) */
	int ninsts;
	const struct TemplateUse *inst; /* the one whose regions are read now */
	struct CxxThis *thises;     /* `this` of member functions with regions
	                               that use it (cxx_this.c) */
	size_t nthises, capthises;
	struct Closure *closures;   /* lambdas passed to templates with
	                               regions (cxx_closures.c) */
	size_t nclosures, capclosures;
	size_t capwraps;            /* of Unit.wraps */
	Decl **statics;             /* static data members, one Decl each
	                               (scan_static_decl) */
	size_t nstatics, capstatics;
} Ctx;

/* tu.c: the file's translation units and clang's diagnostics. */
const char *tu_read_file(const char *path, size_t *len);
const char *tu_stem(const char *path);
int tu_report(CXTranslationUnit tu, int warnings, int *host_checks);
const char *const *tu_with_host(const HostView *h, const char *const *flags, int nflags,
                                int *n_out);
const char *const *tu_with_quote_dirs(const Unit *u, const char *const *flags, int nflags,
                                      int *n_out);
CXTranslationUnit tu_parse(CXIndex idx, const Unit *u, const char *const *flags, int nflags,
                           const char *const *extra, int nextra, unsigned options);
CXTranslationUnit tu_omp_parse(CXIndex idx, const Unit *u, const char *const *flags, int nflags,
                               int quiet);
int frontend_constant(Ctx *c, const char *expr, long *v);

/* legacy.c: what gcc takes with a warning and clang 22 does not. */
typedef struct LegacyDiag {
	Loc loc;
	const char *msg, *option;
} LegacyDiag;
int legacy_flags(int gcc, int cxx, const char **out, int max);
LegacyDiag *legacy_collect(CXTranslationUnit tu, int *n);
void legacy_check(Ctx *c, const LegacyDiag *v, int n);

/* cx.c: libclang helpers. */
/* The directory of the <omp.h> the front end reads when clang's own is
 * missing, or NULL (parse.c). */
const char *cx_take_string(CXString s);
unsigned cx_offset(CXSourceLocation loc);
void cx_extent(CXCursor c, unsigned *begin, unsigned *end);
int cx_same_node(CXCursor a, CXCursor b);
int cx_spelled_extent(Ctx *c, CXCursor cur, unsigned lo, unsigned hi, unsigned *begin, unsigned *end);
const char *cx_taken(const char *text);
void cx_whole_extent(Ctx *c, CXCursor cur, unsigned *begin, unsigned *end);
Loc cx_loc(Ctx *c, unsigned offset);
Loc cx_presumed(CXSourceLocation at);
Loc cx_decl_loc(Ctx *c, CXCursor decl);
int cx_same_file(CXFile a, CXFile b);
int cx_is_directive(CXCursor cur);
int cx_in_macro(CXCursor c);
int cx_in_main_file(CXCursor c);
int cx_expanded_in_main_file(CXCursor c);
const char *cx_printed(CXCursor cur, int terse);
int cx_printed_constexpr(CXCursor fn);
int cx_declare_target(CXCursor fn);
const char *cx_text(Ctx *c, unsigned begin, unsigned end);
const char *cx_cursor_text(Ctx *c, CXCursor cur);
const char *cx_expr_text(Ctx *c, CXCursor e);
CXCursor cx_strip(CXCursor c);
CXCursor cx_cast_operand(CXCursor e);
CXCursor cx_strip_casts(CXCursor e);
int cx_is_integer(CXType t);
CXType cx_named_type(CXType t);
int cx_is_unsigned(CXType t);
int cx_is_plain_integer(CXType t);
int cx_int_range(CXType t, long long *lo, long long *hi);
int cx_children(CXCursor c, CXCursor *out, int max);
int cx_parm_decls(CXCursor fn, CXCursor *out, int max);
CXToken *cx_tokens_of(Ctx *c, CXCursor cur, unsigned *n);
unsigned cx_token_offset(Ctx *c, CXToken t, int end);
int cx_token_is(Ctx *c, CXToken t, const char *s);
int cx_in_skipped(const CXSourceRangeList *sk, unsigned at);
unsigned cx_line_end(Ctx *c, unsigned at);
unsigned cx_function_begin(CXCursor fn);
int cx_loop_under_hints(CXCursor cur, CXCursor *loop);

/* conditionals.c: Unit.hidden, the conditional directive lines and the
 * groups they skip; conditionals_only: is a range blanks, comments and
 * those alone? */
void conditionals_find(Ctx *c);
int conditionals_only(Ctx *c, unsigned from, unsigned to);
CXCursor cx_nest_body(CXCursor stmt, int depth);

/* edits.c: edits of device code (Unit.edits).  edits_callee (declare
 * variant): the callee's name, for the kernel and the host fallback. */
void edits_add(Ctx *c, Edit ed);
void edits_directive(Ctx *c, unsigned begin, unsigned end, const char *text, int host);
int edits_written_out(Ctx *c, CXCursor e, unsigned *begin, unsigned *end, const char *why);
void edits_rename(Ctx *c, unsigned begin, unsigned end, const char *name);
void edits_callee(Ctx *c, CXCursor ref, const char *device, const char *host);
void edits_wrap(Ctx *c, unsigned begin, unsigned end, const char *open, const char *close);
void edits_sort(Ctx *c);

/* printf_value.c: a call to printf in device code whose value is used is an error. */
void printf_value_check(Ctx *c, CXCursor call, CXCursor parent, Loc loc);
/* optoken.c: the operator of a unary, binary or compound assignment
 * operator cursor as C spells it, or "" when it is not known. */
const char *cx_operator(CXCursor e);
int cx_postfix(CXCursor e);
unsigned cx_skip_space(Ctx *c, unsigned i);
unsigned cx_code_after(Ctx *c, unsigned at, int *cond);
unsigned cx_stmt_end(Ctx *c, CXCursor stmt);
int cx_write_of(CXCursor cur, CXCursor *lhs);
int cx_written_var(CXCursor lhs, CXCursor *decl);
int cx_writable_ref(CXType ty);
int cx_int_arith(Ctx *c, CXCursor e, int (*var_ok)(CXCursor decl, void *data), void *data);
CXCursor cx_var_ref(CXCursor e);
int cx_static_through(CXCursor e);
CXCursor cx_var_init(CXCursor v);
int device_library_function(CXCursor fn, const char *name);
int complex_library_function(CXCursor fn);
int device_library_allocator(const char *name);
void device_library_rename(Ctx *c, int in_region, CXCursor fn, unsigned b, unsigned e, Loc loc);
int device_header_routine(const char *name);
const char *cx_arith_name(CXType t);
int cx_int_constant(CXCursor e, long long *v);

/* included.c: target directives of included files; returns their number. */
const char *included_splice(CXTranslationUnit omp, CXTranslationUnit plain, Unit *u, size_t *len);
void included_marks(Unit *u);

/* cx.c: a list of uses in source order, each once (a macro may expand
 * its argument twice, nested constructs find one use twice). */
void cx_sort_refs(VarRef *refs, int *n);

/* scan.c: declarations, statements, macros and functions of the file. */
void scan_unit(Ctx *c);
/* macro_undefs.c: the main file's #undef lines (Ctx.undefs); is there
 * one of name in [from, before), or anywhere? */
void macro_undefs_read(Ctx *c);
int macro_undefined(const Ctx *c, const char *name, unsigned from, unsigned before);
int macro_ever_undefined(const Ctx *c, const char *name);
typedef struct ScanIndex {
	Node *nodes;
	size_t nnodes, capnodes;
	Decl *decls;
	size_t ndecls, capdecls;
} ScanIndex;
void scan_instance(Ctx *c, CXCursor tmpl, CXCursor spec, ScanIndex *saved);
void scan_instance_end(Ctx *c, const ScanIndex *saved);
Decl *scan_lookup(Ctx *c, const char *name, unsigned at);
Decl *scan_decl_of(Ctx *c, CXCursor ref);
Decl *scan_var_ref(Ctx *c, CXCursor cur);
int scan_static_member(CXCursor var);
int scan_put_in_text(const Ctx *c, CXSourceLocation at);
int scan_expansion_decls(Ctx *c, CXCursor cur, CXCursor **decls);
Decl *scan_var_decl(Ctx *c, const Var *v, unsigned at);
Decl *scan_static_decl(Ctx *c, CXCursor var);
Node *scan_stmt_after(Ctx *c, unsigned offset);
unsigned scan_stmt_text_begin(Ctx *c, unsigned offset);
/* node_ends.c: the end of an instantiated node as written. */
unsigned node_written_end(const Ctx *c, CXCursor cur, unsigned begin, unsigned end);
int scan_function_at(Ctx *c, unsigned offset, CXCursor *fn);
int scan_own_expansion(Ctx *c, CXCursor def);

/* operators.c: directives the _Pragma operator gives. */
void operators_find(Ctx *c);
void operators_check(Ctx *c);

/* A '#pragma omp' line of the main file: from its '#' to its end, the
 * words after `omp` from `words`. */
typedef struct PragmaLine {
	unsigned begin, words, end;
} PragmaLine;

/* expand.c: the main file with the invocations that give directives
 * operators.c cannot follow, and the '#pragma omp' lines `lines`
 * (pragmas_macro_lines), expanded by the preprocessor. */
const char *expand_invocations(Ctx *c, const char *const *flags, int nflags,
                               const PragmaLine *lines, size_t nlines, size_t *len);

/* pragmas.c: find '#pragma omp' lines and read directives and clauses. */
typedef struct Pragma {
	unsigned begin, end;        /* '#' to the end of the logical line; or
	                               the _Pragma operator or macro invocation
	                               that gives the directive */
	unsigned text_begin, text_end; /* the directive in Ctx.text: for a
	                               '#pragma' line, begin and end */
	const Operator *op;         /* the operator that gives it, or NULL */
	const char *name;           /* directive name, words joined by ' ' */
	int dir;                    /* DIR_*, or -1 */
	int is_target;              /* a device construct */
	unsigned clauses_at;        /* offset in Ctx.text where the clauses begin */
	struct Pragma *fused;       /* directives fused into this one (fuse.c),
	                               whose clauses it has too */
	const char *line_name;      /* with fused ones: the name of the first
	                               directive line alone */
	unsigned outer_end;         /* with fused ones: 0, or where the first
	                               directive's statement ends */
	int one_team;               /* a target construct read as target teams
	                               with one team (fuse.c) */
	int distribute;             /* read as DIR_PARALLEL_FOR, its iterations
	                               divided among the teams first: distribute
	                               parallel for, or loop, in a teams region */
	int as_written;             /* a loop construct: the host compiler gets
	                               it as written */
	int meta;                   /* a metadirective read as the directive it
	                               chooses for the device (selectors.c) */
	const char *host_name;      /* then the host's choice, where it differs
	                               (the host fallback runs it), else NULL */
} Pragma;

/* declare_reductions.c: declare reduction directives (OpenMP 5.2
 * 5.5.11), found in the OpenMP parse, read with their directives, and
 * the one a reduction clause names for a variable (NULL: none; an error
 * said why where name is one a directive declares). */
void declare_reductions_find(Ctx *c, CXTranslationUnit omp);
void declare_reductions_read(Ctx *c, const Pragma *ps, int n);
const DeclaredReduction *declare_reductions_named(Ctx *c, const char *name, const Var *v,
                                                 Loc loc, unsigned at);
const DeclaredReduction *declare_reductions_complex(Ctx *c, int op, const Var *v, Loc loc,
                                                    unsigned at);
void declare_reductions_check(Ctx *c);

/* mappers.c: declare mapper directives; map_items.c: the struct
 * variables a kernel region maps as their default mapper says. */
void mappers_read_all(Ctx *c, const Pragma *ps, int n);
void map_implicit(Ctx *c, Region *r);

/* frontend/between.c: preprocessor lines between directive p and its
 * statement at code, read into r; 0 after an error. */
int between_read(Ctx *c, const Pragma *p, unsigned code, Region *r);
unsigned between_nested(Ctx *c, unsigned from, unsigned code);
int pragmas_find(Ctx *c, Pragma **out);
size_t pragmas_macro_lines(Ctx *c, PragmaLine **out);
int pragmas_dir_of(const char *name);
const int *pragmas_leaves(const char *name);
int pragmas_task_clause(int kind);
void pragmas_clauses(Ctx *c, const Pragma *p, Region *r);
int pragmas_has_clause(Ctx *c, const Pragma *p, const char *name);
const char *pragmas_clause_args(Ctx *c, const Pragma *p, const char *name, int n);
int allocate_read(Ctx *c, const Pragma *p, const char *text, size_t *dtcap, int in_region); /* allocate.c */
const char *globals_list_name(Ctx *c, const Pragma *p, int i); /* globals.c */
void scope_read(Ctx *c, const Region *r); /* scope.c */
void sections_read(Ctx *c, const Region *r); /* sections.c */
void loop_transform_read(Ctx *c, const Pragma *p); /* loop_transforms.c */
int pragmas_clause_extent(Ctx *c, const Pragma *p, const char *name, int n, unsigned *begin,
                          unsigned *end);
int pragmas_name_at(Ctx *c, Pragma *p, unsigned at, unsigned end);
unsigned pragmas_stmt_begin(Ctx *c, unsigned from, unsigned begin);

/* fuse.c: split constructs that are combined ones. */
int pragmas_fuse(Ctx *c, Pragma *ps, int n);

/* clauses.c: decode clause arguments into the Region. */
void clauses_decode(Ctx *c, Region *r);
void clauses_implicit_map(Region *r, Var *v, Loc loc, int type, size_t *cap);
void clauses_check_firstprivates(Region *r, Loc loc);

/* taskred.c: the task reductions in_reduction items belong to. */
void taskred_check(Ctx *c, const Region *r, const Pragma *ps, int n);

/* defaultmap.c: the implicit data-mapping a defaultmap clause asks for. */
void defaultmap_apply(Ctx *c, Region *r);
void defaultmap_check_scalars(Ctx *c, Region *r);
void default_dsa_apply(Ctx *c, Region *r);
void map_pointers_check(Ctx *c, const Region *r);

/* loops.c: the associated loop nest in canonical form. */
void loops_read(Ctx *c, Region *r, CXCursor stmt);
/* strides.c: Region.strides of a collapsed nest. */
void strides_read(Ctx *c, Region *r, CXCursor *vars, CXCursor body);
/* A for statement that no directive names, in the same canonical form:
 * 0 where it is not; no error. */
int loops_canonical(Ctx *c, CXCursor loop, Loop *l, CXCursor *ub, CXCursor *step);

/* capture_vars.c: the Var of a variable device code uses. */
Var *captures_var(Ctx *c, Decl *d, Loc use);
Var *captures_this_var(Ctx *c, const char *name, CXType rec, int c_this, Loc decl, Loc use);

/* members.c */
void members_note(Region *r, Var *v, CXCursor base, CXCursor field, size_t *cap);
void members_whole(Region *r, Var *v, size_t *cap);
/* The pointer or array decl names, where region r captures it as memory
 * every thread shares (not a private or firstprivate copy); or NULL. */
/* The variable region r captures that decl declares, or NULL. */
Var *captures_of(Ctx *c, const Region *r, CXCursor decl);
const Var *captures_shared(Ctx *c, const Region *r, CXCursor decl);
/* A declare target function this file exports, compiled for the device
 * with everything it uses (rdc.c). */
void captures_export_function(Ctx *c, CXCursor def);
/* A function or member function device code calls outside every region
 * (a declared reduction's combiner: declare_reductions.c), compiled for
 * the device as a region's call of it is; errors at loc. */
void captures_export_call(Ctx *c, CXCursor fn, Loc loc);
/* The virtual functions nvcc needs on the device beside those device
 * code uses (cxx_virtual.c). */
void captures_virtual_finish(Ctx *c);
/* captures.c: variables, functions and types a region uses. */
void captures_read(Ctx *c, Region *r, CXCursor stmt);
/* capture_names.c: the variables a clause expression names, and the
 * macros device code uses. */
void captures_finish(Ctx *c);
/* builtin_names.c: program variables named as CUDA's built-in variables. */
void cuda_names_hiding(Ctx *c);
void cuda_names_captured(Ctx *c, const Region *r, const char *name, Loc loc);
void captures_names(Ctx *c, Region *r, const char *x, unsigned at, Loc loc, const char *clause);
void captures_directive(Ctx *c, Region *r, const Pragma *p);
int cuda_keyword_name(Ctx *c, CXCursor decl, const char *name, Loc loc);

/* vm.c: variably modified types in regions. */
int vm_type(CXType t);
int vm_var(Var *v, CXType elem, int pointer);
CXType vm_as_array(CXType t);
int vm_is_array(CXType t);
int vm_pointer(CXType t);
/* vla_locals.c: variable-length arrays device code declares, on the
 * device heap. */
int vla_locals_constant(CXCursor decl, unsigned begin, unsigned end);
int vla_locals_check(Ctx *c, CXCursor cur, Loc loc, unsigned begin, unsigned end);
CXCursor vla_locals_bound(CXCursor var);

/* vm_check.c: edits of region code that uses such variables. */
void vm_check(Ctx *c, CXCursor cur, Loc loc, unsigned inside);

/* cxx_packs.c: the name of an element of a variadic function template's
 * function parameter pack, o2c_args<k>, or NULL */
const char *cxx_pack_element(CXCursor parm);

/* cxx_source.c: C++ sources.  A function of the C++ library device code
 * may call; a region at offset at in a scope not compiled yet is an
 * error (0); each cursor of C++ device code. */
int cxx_library_function(CXCursor fn, const char *name);
int cxx_value_algorithm(const char *name);
int cxx_swap_arithmetic(CXCursor fn);
int cxx_binding(Ctx *c, CXCursor binding, unsigned begin, unsigned end, Loc loc);
/* cxx_std.c: where the C++ library declares a function */
int cxx_in_std(CXCursor fn);
const char *cxx_header_of(CXCursor fn);
/* cxx_complex.c: std::complex in device code */
int cxx_complex_part(CXCursor fn);
int cxx_complex_device(CXCursor fn);
int cxx_complex_call(Ctx *c, CXCursor fn, Loc loc);
int cxx_region_at(Ctx *c, unsigned at, const char *directive, Loc loc);

/* cxx_templates.c */
typedef struct TemplateUse {
	Instance *in;
	CXCursor tmpl, spec;  /* the function template, its specialization */
} TemplateUse;
void cxx_templates_find(Ctx *c);
unsigned cxx_templates_end(Ctx *c, unsigned at);
int cxx_templates_discarded(Ctx *c, unsigned at);
void cxx_templates_discards(Ctx *c);
CXCursor cxx_templates_host_scope(CXCursor fn);
int cxx_templates_this(Ctx *c, Loc use);
const char *cxx_template_declaration(CXCursor tmpl);
void cxx_source_check(Ctx *c, CXCursor cur, Loc loc);

/* const_arrays.c: a constant array device code declares, static in the
 * .cu file (Edit.opt). */
void const_arrays_check(Ctx *c, CXCursor var);
/* division.c: the pieces of a division's edit divisors.c and
 * loop_divisors.c share. */
typedef const char *(*DivisorLeaf)(CXCursor ref, void *data);
int division_value(CXCursor e, DivisorLeaf leaf, void *data, const char **out, int *vars,
                   const char **name);
int division_constant(CXCursor e);
int division_operator_at(Ctx *c, CXCursor lhs, CXCursor rhs, unsigned *b, unsigned *e);
int division_other_edit(const Unit *u, unsigned b, unsigned e, const char *open);

/* complex.c */
void complex_check(Ctx *c, CXCursor e, Loc loc);
int complex_static_init(CXCursor var, CXCursor init, Loc loc);
/* loop_divisors.c: divisions by a value a loop does not change. */
void loop_divisors_block(Ctx *c, CXCursor block);

/* loop_hints.c: `#pragma unroll` arguments that name macros, in device
 * code, as O2C_UNROLL (nvcc does not expand them). */
void loop_hints_check(Ctx *c, CXCursor cur);

/* cxx.c: C's meaning in CUDA C++, per cursor of device code. */
/* cur is in the device code [begin, end): a region's statement or a
 * function compiled for the device. */
void cxx_check(Ctx *c, CXCursor cur, Loc loc, unsigned begin, unsigned end);
void cxx_initializer(Ctx *c, CXCursor init);
void cxx_old_style(Ctx *c, CXCursor def, unsigned body_at);
int cxx_is_old_style(Ctx *c, CXCursor def);
CXCursor cxx_function_body(CXCursor def);
int cuda_name(const char *name);
int cuda_library_function(Ctx *c, const char *name);
int cuda_kernel_builtin(const char *name);
int cuda_function_qualifier(const char *name);
/* cuda_names.c: a C name that is a C++ keyword; 0 after an error. */
int cuda_keyword_name(Ctx *c, CXCursor decl, const char *name, Loc loc);

/* arrays.c: captured arrays a region uses whole (&a, sizeof a). */
void arrays_read(Ctx *c, Region *r, CXCursor stmt);

/* atomics.c: atomic constructs inside kernel regions. */
void atomics_read(Ctx *c, Region *r, const Pragma *p, size_t *cap);
void atomics_host(Ctx *c, const Pragma *p, size_t *cap);
void atomics_functions(Ctx *c, const Pragma *ps, int n);
int atomics_size_ok(long long size);
int atomics_update_of(Ctx *c, CXCursor s, Loc loc, Atomic *a);
int compare_read(Ctx *c, CXCursor s, int capture, Atomic *a);
int compare_min_max_call(Ctx *c, CXCursor s, Atomic *a);
void explicit_task_read(Ctx *c, const Pragma *ps, int n, size_t *dtcap);
/* direct_reductions.c: reductions of arrays no thread copies. */
void direct_reductions_read(Ctx *c, Region *r, CXCursor stmt);

/* callees.c: the functions a call may run, for access.c and names.c. */
int callees_each(Ctx *c, const Region *r, CXCursor call, void (*each)(CXCursor fn, void *data),
                 void *data);
void callees_ended(Ctx *c, CXCursor cur, void (*each)(CXCursor fn, void *data), void *data);
int callees_library(CXCursor fn);
/* access.c: facts for read-only provenance, per captured pointer. */
void access_read(Ctx *c, Region *r, CXCursor stmt);
/* names.c: the other names of a kernel region's memory (Region.names). */
void names_read(Ctx *c, Region *r, CXCursor stmt);
void private_uses_read(Ctx *c, const Region *r, CXCursor stmt);
void private_uses_add(Ctx *c, const Region *r, const Var *v);
/* rows.c: loads of a row per iteration, a[i * ld + f]. */
void rows_read(Ctx *c, Region *r, CXCursor stmt);
void own_cols_read(Ctx *c, Region *r, CXCursor stmt);
/* inner_lanes.c: a combined loop's inner loop over a warp's lanes. */
void inner_lanes_read(Ctx *c, Region *r, CXCursor stmt);

/* known_args.c: Region.known. */
void known_args_read(Ctx *c, Region *r, unsigned at, CXCursor stmt);
/* divisors.c: divisors the host knows at launch. */
void divisors_read(Ctx *c, Region *r, CXCursor stmt);
/* body_loops.c: a loop each iteration of a combined loop runs. */
void body_loops_read(Ctx *c, Region *r, CXCursor stmt);
/* gemm.c */
void gemm_read(Ctx *c, Region *r, CXCursor stmt);

/* syncs.c: barrier and critical constructs inside kernel regions. */
void syncs_read(Ctx *c, Region *r, Region *in, const Pragma *p, size_t *cap);

/* binding.c: single, masked, master and nested parallel regions. */
int binding_claims(const Region *in, const Pragma *p);
int binding_check(Ctx *c, const Region *outer, const Region *in, const Pragma *p);
void binding_read(Ctx *c, Region *r, Region *outer);

/* tasks.c */
/* task_arrays.c: the host fallback's copies of a task's firstprivate arrays. */
void task_arrays_host(Ctx *c, const Region *task, const Region *outer);
void tasks_read(Ctx *c, Region *task, const Region *outer);

/* teams.c: the sequential part of a teams region, as TeamStmts. */
void teams_read(Ctx *c, Region *r);

/* preloads.c: loads every iteration of a parallel loop evaluates
 * (Region.preloads). */
void preloads_read(Ctx *c, Region *r, CXCursor loop, CXCursor host_var);

/* chains.c: the host loop whose whole body a kernel region is. */
void chains_read(Ctx *c, Region *r, const Node *stmt);
const Node *chains_holder(const Ctx *c, const Node *n);
CXCursor chains_loop_var(CXCursor init);
const Node *chains_host_for(const Ctx *c, const Node *stmt);
void pivots_read(Ctx *c, Region *r, const Node *stmt);
const char *chains_host_loop(Ctx *c, Loop *l, CXCursor f);

/* batches.c: the host loop whose iterations a reduction region may run
 * in one launch (Region.batch). */
void batches_read(Ctx *c, Region *r, const Node *stmt);
const char *batches_host_loop(Ctx *c, Region *r, const Node *stmt, const Node *f, Loop *l,
                              const char *const *keep, int nkeep, CXCursor body);
void batches_wrap(Ctx *c, const Region *r, unsigned begin, unsigned end, const char *open);

/* steps.c: the host loop of stencil steps around a combined loop region
 * (Region.steps). */
void steps_read(Ctx *c, Region *r, const Node *stmt);

/* windows.c: arrays a team's parallel loops access in a box around the
 * team's row and column (Region.win.windows). */
void windows_read(Ctx *c, Region *r, CXCursor loop, CXCursor body);

/* team_effects.c: what the team's statements do besides computing, and
 * how its team-level variables are used.  A TeamScope holds the
 * declarations teams.c has read so far. */
typedef struct TeamScope {
	Ctx *c;
	Region *r;
	CXCursor *vars;       /* team-level variables, by TeamVar.id */
	size_t nvars, capvars;
	CXCursor *own;        /* loop headers' variables: a copy per thread */
	size_t nown, capown;
} TeamScope;
void team_effect(TeamScope *s, CXCursor stmt, TeamEffect *fx);
void team_var_uses(TeamScope *s, CXCursor body, TeamVar **vars);
int team_pure_math(CXCursor fn);
/* thread_views.c: may the threads of the parallel region around `at` keep
 * their own copies of the captured pointer decl declares? */
int thread_view(Ctx *c, Region *r, CXCursor decl, unsigned at);

/* globals.c: declare target variables. */
void globals_declare_target(Ctx *c, const Pragma *ps, int n);
int globals_device(Ctx *c, Decl *d, Var *v, Loc use);

/* addrs.c: uses of use_device_addr variables in their constructs. */
void addrs_collect(Ctx *c, const Region *r);
void addrs_finish(Ctx *c);

/* locals.c: types declared inside functions, copied to file scope. */
int locals_in_function(CXCursor decl);
int locals_class_member(CXCursor d);
int locals_is_tag(enum CXCursorKind k);
const char *locals_keyword(enum CXCursorKind k);
unsigned locals_spelled_at(CXSourceLocation loc);
int locals_tagged(CXCursor tag);
int locals_written(CXCursor cur);
const char *locals_name(CXCursor decl);
const char *locals_leaf(CXType t);
int locals_closure(CXCursor cls);
const char *locals_closure_name(CXCursor cls);
const char *locals_spelling(CXType t);
/* A declaration of inner with type t, as C spells it; locals_decl_q:
 * const-qualified where leaf_const asks (locals.c). */
const char *locals_decl(CXType t, const char *inner);
const char *locals_decl_q(CXType t, const char *inner, int leaf_const);
const char *locals_decl_under(CXType t, const char *inner, int leaf_const);
const char *locals_decl_rw(CXType t, const char *inner);
int locals_region_ref(Ctx *c, CXCursor ref);
const char *locals_check_text(Ctx *c, CXCursor e);

/* local_types.c: types device code declares itself, left where written. */
int local_types_declares(CXCursor cur);
int local_types_has(const Ctx *c, CXCursor decl);
int local_types_read(Ctx *c, CXCursor decl, Loc loc);
const char *local_types_spelling(const Ctx *c, CXType t);

/* selectors.c, variant_calls.c: context selectors (OpenMP 5.0 2.3):
 * declare variant calls and metadirectives, chosen for the kernel and the
 * host fallback. */
void selectors_read(Ctx *c, Pragma *ps, int n);
int selectors_metadirectives(Ctx *c, Pragma *ps, int n);
void selectors_check_fused(Ctx *c, const Pragma *ps, int n);
void selectors_check_region(Ctx *c, const Pragma *p, const Region *r);
int selectors_call(Ctx *c, const Region *r, CXCursor ref, int callee, CXCursor *fn);
int selectors_callees(Ctx *c, const Region *r, CXCursor ref, CXCursor fn[2]);
int selectors_dispatch(Ctx *c, const char *base, unsigned at, int dispatch, const char **fn);
int selectors_host_hides(Ctx *c, unsigned at);

/* dispatch.c: the dispatch construct in host code, written out. */
void dispatch_read(Ctx *c, const Pragma *p, const char *pragma, size_t *cap);
void dispatch_taskwait_nowait(Ctx *c, const Pragma *p, const char *pragma, size_t *cap);
const char *dispatch_depend_op(Ctx *c, const Pragma *p, const char *what);
void interop_read(Ctx *c, const Pragma *p, const char *pragma, size_t *cap);

/* construct_copies.c: the copies of a construct one thread runs */
const char *copies_private_decl(CXCursor var, const char *name, Loc loc);
const char *copies_clause(Ctx *c, const Pragma *p, const char *clause, const char **outer, int *braces);
const char *copies_reduction(Ctx *c, const Pragma *p, const char **outer, const char **close);
const char *copies_reduction_results(Ctx *c, const Pragma *p);
int copies_named_private(Ctx *c, const Pragma *p, const char *name);

/* devfuncs.c: OpenMP constructs and device API calls in functions
 * compiled for the device, and the contexts those are called from. */
void devfuncs_call(Ctx *c, const Region *r, unsigned from, unsigned at, CXCursor fn, int called);
void devfuncs_api(Ctx *c, unsigned from, ApiCall a);
void devfuncs_method(Ctx *c, unsigned b, unsigned e, CXCursor body, int closure);
void devfuncs_call_closure(Ctx *c, const Region *r, unsigned from, unsigned at, unsigned callee);
void devfuncs_lambda_call(Ctx *c, const Region *r, CXCursor def, unsigned at);
void devfuncs_read(Ctx *c, const Pragma *ps, int n);
void devfuncs_nested_parallel(Ctx *c, const Pragma *p, Region *r);
void devfuncs_nested_simd(Ctx *c, const Pragma *p);
void devfuncs_nested_loop(Ctx *c, const Pragma *p);
void devfuncs_nested_distribute(Ctx *c, const Pragma *p);

/* decls.c: the file's declarations that device code needs. */
int decls_type(Ctx *c, CXType t, Loc use);
int decls_variable_template(Ctx *c, CXCursor spec, Loc use);
int decls_alias_template(Ctx *c, CXCursor alias, Loc use);
int decls_local_alias(Ctx *c, CXCursor decl, unsigned begin, unsigned end, Loc use);
void decls_function(Ctx *c, CXCursor def);
unsigned decls_start(Ctx *c, CXCursor top);
int decls_index(const Ctx *c, unsigned at);
int decls_add(Ctx *c, CXCursor top, int function);
int decls_top_around(Ctx *c, unsigned at, CXCursor *top);
int decls_begins_top(Ctx *c, CXCursor decl);
int decls_prototypes(Ctx *c, CXCursor fn);
void decls_nested_headers(Ctx *c);
int decls_compiled(Ctx *c, CXCursor def);
void decls_add_header(Ctx *c, CXCursor decl, Loc use);
/* decls_headers.c */
void decls_header_prototype(Ctx *c, CXCursor def, CXCursor proto);
/* decls_prototypes.c */
void decls_put_in_prototypes(Ctx *c);
void decls_external_function(Ctx *c, CXCursor fn, const char *name, Loc loc);
/* A declaration at file scope with a name CUDA C++ declares too is
 * renamed in the .cu file. */
void cuda_names_declared(Ctx *c, CXCursor decl, Loc use);
/* A type declared in a function, copied to file scope. */
int locals_hoist(Ctx *c, CXCursor decl, Loc use);
/* declare_target.c */
int declare_target_function(Ctx *c, CXCursor fn);
int declare_target_at(const Ctx *c, unsigned at);

/* rdc.c: relocatable device code */
void rdc_read(Ctx *c, int force);
int declare_target_function(Ctx *c, CXCursor fn);
void decls_sort(Ctx *c);
const char *decls_header(CXCursor decl);

#endif
