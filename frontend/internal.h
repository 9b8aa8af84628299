/* What the front end's passes share.  Only frontend/ includes libclang.
 *
 * Two parses of one file: `omp` is parsed with -fopenmp and is the
 * authority for diagnostics (clang checks every directive and clause);
 * `plain` is parsed with _OPENMP defined but OpenMP pragmas ignored, so
 * that region bodies, which libclang does not expose under OpenMP's
 * captured statements, are ordinary statements there.
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
	int declare_target;   /* named by a declare target directive */
	int rejected;         /* its Var could not be built: reported once */
	Var *var;             /* built on first use */
} Decl;

/* A statement or expression of the plain parse, in pre-order. */
typedef struct Node {
	CXCursor cursor;
	unsigned begin, end;
} Node;

typedef struct Macro {
	const char *name;
	const char *text;     /* "NAME(x) body", as after #define */
	unsigned at;
	int used;
} Macro;

typedef struct Ctx {
	Unit *u;
	CXTranslationUnit tu;       /* the plain parse */
	CXFile file;
	Decl *decls;
	size_t ndecls, capdecls;
	Node *nodes;
	size_t nnodes, capnodes;
	Macro *macros;
	size_t nmacros, capmacros;
	Node *expansions;           /* macro expansions in the main file */
	size_t nexpansions, capexpansions;
	CXCursor *funcs;            /* function definitions of the file */
	size_t nfuncs, capfuncs;
	CXCursor *tops;             /* top-level declarations of the file */
	size_t ntops, captops;
	size_t cap_decls, cap_includes, cap_headers, cap_globals;
	CXCursor *records;          /* struct and union definitions whose
	                               members decls.c has brought */
	size_t nrecords, caprecords;
	unsigned *line_starts;      /* offset of each line, for cx_loc */
	size_t nlines;
} Ctx;

/* cx.c: libclang helpers. */
const char *cx_take_string(CXString s);
unsigned cx_offset(CXSourceLocation loc);
void cx_extent(CXCursor c, unsigned *begin, unsigned *end);
Loc cx_loc(Ctx *c, unsigned offset);
int cx_in_main_file(CXCursor c);
const char *cx_text(Ctx *c, unsigned begin, unsigned end);
const char *cx_cursor_text(Ctx *c, CXCursor cur);
CXCursor cx_strip(CXCursor c);
int cx_children(CXCursor c, CXCursor *out, int max);
const char *cx_op_after(Ctx *c, CXCursor lhs, unsigned end);
unsigned cx_skip_space(Ctx *c, unsigned i);
unsigned cx_code_after(Ctx *c, unsigned at, int *cond);
unsigned cx_stmt_end(Ctx *c, CXCursor stmt);
int cx_write_of(Ctx *c, CXCursor cur, CXCursor *lhs);
int cx_written_var(CXCursor lhs, CXCursor *decl);

/* scan.c: declarations, statements, macros and functions of the file. */
void scan_unit(Ctx *c);
Decl *scan_lookup(Ctx *c, const char *name, unsigned at);
Decl *scan_decl_of(Ctx *c, CXCursor ref);
Node *scan_stmt_after(Ctx *c, unsigned offset);
int scan_function_at(Ctx *c, unsigned offset, CXCursor *fn);

/* pragmas.c: find '#pragma omp' lines and read directives and clauses. */
typedef struct Pragma {
	unsigned begin, end;        /* '#' to the end of the logical line */
	const char *name;           /* directive name, words joined by ' ' */
	int dir;                    /* DIR_*, or -1 */
	int is_target;              /* a device construct */
	unsigned clauses_at;        /* offset where the clauses begin */
} Pragma;
int pragmas_find(Ctx *c, Pragma **out);
void pragmas_clauses(Ctx *c, const Pragma *p, Region *r);
void pragmas_operator(Ctx *c);

/* clauses.c: decode clause arguments into the Region. */
void clauses_decode(Ctx *c, Region *r);
void clauses_check_scalars(Region *r);
void clauses_check_team_scalars(Region *r);
void clauses_check_firstprivates(Region *r, Loc loc);

/* defaultmap.c: the implicit data-mapping a defaultmap clause asks for. */
void defaultmap_apply(Ctx *c, Region *r);

/* loops.c: the associated loop nest in canonical form. */
void loops_read(Ctx *c, Region *r, CXCursor stmt);

/* captures.c: variables, functions and types a region uses. */
Var *captures_var(Ctx *c, Decl *d, Loc use);
void captures_read(Ctx *c, Region *r, CXCursor stmt);
void captures_finish(Ctx *c);
void captures_names(Ctx *c, Region *r, const char *x, unsigned at, Loc loc, const char *clause);
int captures_cxx_name(const char *name, Loc loc);
const char *captures_decl(CXType t, const char *name);

/* atomics.c: atomic constructs inside kernel regions. */
void atomics_read(Ctx *c, Region *r, const Pragma *p, size_t *cap);

/* access.c: facts for read-only provenance, per captured pointer. */
void access_read(Ctx *c, Region *r, CXCursor stmt);

/* syncs.c: barrier and critical constructs inside kernel regions. */
void syncs_read(Ctx *c, Region *r, Region *in, const Pragma *p, size_t *cap);

/* teams.c: the sequential part of a teams region, as TeamStmts. */
void teams_read(Ctx *c, Region *r);

/* globals.c: declare target variables. */
void globals_declare_target(Ctx *c, const Pragma *ps, int n);
int globals_device(Ctx *c, Decl *d, Var *v, Loc use);

/* decls.c: the file's declarations that device code needs. */
int decls_type(Ctx *c, CXType t, Loc use);
void decls_function(Ctx *c, CXCursor def);
void decls_sort(Ctx *c);

#endif
