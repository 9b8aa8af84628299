/* The Region IR: what the front end knows about one translation unit's
 * OpenMP target constructs, as plain C data.  No libclang type appears
 * here; every node carries a Loc.  Source text (expressions, bodies) is
 * kept verbatim so code generation can copy the user's code as written.
 */
#ifndef O2C_REGION_H
#define O2C_REGION_H

#include "support.h"

/* Directives omp2cuda compiles, and how each one is shaped. */
#define DIRECTIVES(X)                                                                              \
	X(DIR_TARGET_TEAMS_DISTRIBUTE_PARALLEL_FOR, "target teams distribute parallel for", 1)    \
	X(DIR_TARGET_DATA, "target data", 0)

enum {
#define X(kind, spelling, loop) kind,
	DIRECTIVES(X)
#undef X
	DIR_NUM
};

extern const char *const dir_spelling[];
extern const int dir_is_loop[];

/* Clauses, and the directives that accept them (bit per DIR_*). */
#define LOOP_DIRS (1u << DIR_TARGET_TEAMS_DISTRIBUTE_PARALLEL_FOR)
#define DATA_DIRS (1u << DIR_TARGET_DATA)
#define CLAUSES(X)                                                                                 \
	X(CL_MAP, "map", LOOP_DIRS | DATA_DIRS)                     /* map([type:] list) */        \
	X(CL_COLLAPSE, "collapse", LOOP_DIRS)                       /* collapse(n) */              \
	X(CL_FIRSTPRIVATE, "firstprivate", LOOP_DIRS)               /* firstprivate(list) */       \
	X(CL_PRIVATE, "private", LOOP_DIRS)                         /* private(list) */            \
	X(CL_SHARED, "shared", LOOP_DIRS)                           /* shared(list) */             \
	X(CL_NUM_TEAMS, "num_teams", LOOP_DIRS)                     /* num_teams(expr) */          \
	X(CL_THREAD_LIMIT, "thread_limit", LOOP_DIRS)               /* thread_limit(expr) */

enum {
#define X(kind, spelling, dirs) kind,
	CLAUSES(X)
#undef X
	CL_NUM
};

extern const char *const clause_spelling[];
extern const unsigned clause_dirs[];

/* Map types, OpenMP 5.2 5.8.3. */
enum {
	MAP_ALLOC,  /* map(alloc: ...) */
	MAP_TO,     /* map(to: ...) */
	MAP_FROM,   /* map(from: ...) */
	MAP_TOFROM, /* map(tofrom: ...), also the default */
};

/* Kinds of variable a region refers to. */
enum {
	VAR_SCALAR,  /* arithmetic scalar: passed by value */
	VAR_POINTER, /* pointer to scalar data: through the present table */
	VAR_ARRAY,   /* fixed-size array: mapped whole by default */
};

/* Scalar argument types: the runtime's O2C_ARG_* order. */
enum {
	ARG_I8,
	ARG_U8,
	ARG_I16,
	ARG_U16,
	ARG_I32,
	ARG_U32,
	ARG_I64,
	ARG_U64,
	ARG_F32,
	ARG_F64,
	ARG_PTR,
};

/* A variable declared outside a region and used in it or named in one
 * of its clauses. */
typedef struct Var {
	const char *name;
	Loc loc;              /* its declaration */
	int kind;             /* VAR_* */
	int arg;              /* ARG_*: how it is passed */
	const char *type;     /* type as spelled by clang: "const double *" */
	const char *param;    /* declaration as a parameter: "double (*g)[64]" */
	const char *local;    /* declaration of a private copy: "double t" */
	int pointee_const;    /* pointer to const, or array of const */
	int ndims;            /* VAR_ARRAY: number of dimensions */
	long long dim0;       /* VAR_ARRAY: extent of the first dimension */
} Var;

/* One list item of a map clause: var or var[lo:len]. */
typedef struct MapItem {
	Loc loc;
	int type;             /* MAP_* */
	const char *text;     /* the list item as written */
	Var *var;
	const char *lo;       /* section start, NULL: whole variable */
	const char *len;      /* section length, NULL: to the end */
} MapItem;

typedef struct Clause {
	Loc loc;
	int kind;             /* CL_* */
	const char *args;     /* text inside the parentheses */
	unsigned args_at;     /* offset of that text in the file */
} Clause;

enum {
	CMP_LT, /* i < ub */
	CMP_LE, /* i <= ub */
	CMP_GT, /* i > ub */
	CMP_GE, /* i >= ub */
};

/* One loop of an associated loop nest in OpenMP canonical form
 * (OpenMP 5.2 4.4.1). */
typedef struct Loop {
	Loc loc;
	const char *var;      /* iteration variable */
	const char *type;     /* its type: "int", "size_t" */
	int is_unsigned;
	int declared;         /* declared in the init-statement */
	const char *lb;       /* lower bound as written */
	const char *ub;       /* test bound as written */
	int cmp;              /* CMP_* */
	const char *stride;   /* |step| as an expression */
	int host_bounds;      /* lb, ub, step read only scalars: the host
	                         can compute the trip count */
} Loop;

#define MAX_COLLAPSE 8

typedef struct Region {
	int id;               /* order in the file */
	const char *name;     /* stable name: <stem>_<line> */
	Loc loc;              /* the '#' of the pragma */
	int dir;              /* DIR_* */
	const char *pragma;   /* the directive as written, on one line */
	struct Region *parent;/* enclosing target data, or NULL */
	unsigned pragma_begin, pragma_end;
	unsigned stmt_begin, stmt_end;  /* the associated statement */
	Loc stmt_loc;
	unsigned body_begin, body_end;  /* body of the innermost loop */
	Loc body_loc;
	unsigned func_begin;  /* the enclosing function definition */
	Loc func_loc;

	Clause *clauses;
	int nclauses;
	MapItem *maps;
	int nmaps;
	int collapse;
	const char *num_teams;     /* expression, or NULL */
	const char *thread_limit;  /* expression, or NULL */
	Var **privates;
	int nprivates;

	Loop loops[MAX_COLLAPSE];
	int nloops;
	Var **caps;           /* captured, in order of first use */
	int ncaps;
} Region;

typedef struct Unit {
	const char *path;     /* the source as named on the command line */
	const char *stem;     /* basename without .c, as an identifier */
	const char *src;      /* its text */
	size_t len;
	Region **regions;     /* every region, in source order */
	int nregions;
	const char **includes;  /* system headers the source includes */
	int nincludes;
	const char **macros;    /* definitions the regions use, in order */
	int nmacros;
	const char **typedefs;  /* typedefs the regions use, in order */
	int ntypedefs;
} Unit;

/* frontend/parse.c: parse a C file with the user's compiler flags; NULL
 * after printing diagnostics. */
Unit *frontend_parse(const char *path, const char *const *flags, int nflags);
/* frontend/verify.c: check the Region IR's invariants. */
void frontend_verify(const Unit *u);
/* frontend/dump.c: the IR in a stable text form (--dump-after=frontend). */
void frontend_dump(const Unit *u, Buf *out);

#endif
