/* What single analyses of the front end find in a kernel region, each
 * owned by the file that finds it and named in its comment (access.c,
 * names.c, rows.c, tables, preloads.c, windows.c, teams.c and
 * team_effects.c, inner_lanes.c, gemm.c, pivots.c), read by lowering.  Part of the
 * Region IR: region.h includes it after the Var, Loc and ApiCall it
 * names, before the Region that holds these facts.
 */
#ifndef O2C_FACTS_H
#define O2C_FACTS_H

/* How a region's code uses the memory a captured pointer or array points
 * to, following every pointer derived from it (arithmetic, &p[i], casts,
 * ?:, local copies, arguments of the file's functions).  Each fact keeps
 * the first place that establishes it, for --explain. */
typedef struct Access {
	const char *write;    /* "p[i] = ..." : written through, or NULL */
	Loc write_loc;
	const char *escape;   /* why the analysis cannot follow it, or NULL */
	Loc escape_loc;
	const char *nonconst; /* flows into a pointer to non-const, or NULL */
	Loc nonconst_loc;
	const char *ptr_store; /* "ptr[i] = q": a pointer stored in its
	                          memory (among the writes), or NULL */
	Loc ptr_store_loc;
	const char *mixed;    /* "'w' may point into 'q' too": a local pointer
	                         or a ?: that another captured pointer's memory
	                         reaches as well, one of the two written, or
	                         NULL */
	Loc mixed_loc;
} Access;

/* Names of a kernel region's memory other than its captured pointers
 * and arrays (frontend/names.c; docs/aliasing.md), in its statement and
 * every function of the file it calls, transitively.  Each fact keeps its
 * first place, for --explain. */
typedef struct OtherNames {
	const char **globals; /* declare target variables it names */
	int nglobals;
	const char *global;   /* the first of them, "'G'" or "'G' in 'f'" */
	Loc global_loc;
	const char *global_write; /* one written by name, or its address
	                         flowing on (and maybe written through) */
	Loc global_write_loc;
	const char *loaded;   /* a pointer loaded from memory (a member, an
	                         element, *pp) or returned by a function the
	                         file does not define: it may hold any device
	                         address, which no argument shows; or NULL */
	Loc loaded_loc;
	const char *unseen;   /* a call the analysis cannot follow (through a
	                         pointer, of a function defined in another
	                         file): it may read and write any declare
	                         target variable and any memory reachable from
	                         one; or NULL */
	Loc unseen_loc;
} OtherNames;

/* A load a[i * ld + f] in the body of a kernel region's loop over i: a
 * row of ld elements per iteration, column f (frontend/rows.c); lowering
 * may serve it from the block's rows in shared memory (lowering/rows.c). */
typedef struct RowRead {
	const Var *var;       /* a: a captured pointer or 1-D array */
	const char *elem;     /* its element type, a C arithmetic type */
	unsigned begin, end;  /* a[...] */
	unsigned index_begin, index_end; /* the index, side-effect free */
	Loc loc;
	const Var *ld;        /* the row length: a captured integer scalar */
	long long ld_value;   /* or, where ld is NULL, this constant */
	const char *f;        /* the column: an integer variable */
	const char *f_type;   /* its type */
	const char *why;      /* NULL: f is in [0, ld) at the load, and i and
	                         ld are never written; else why not known */
} RowRead;

/* A load q[index] in an inner loop of a kernel region's loop over one
 * index whose index reads only the variables of the loops around it in
 * the body, captured scalars and constants: every iteration reads the
 * same elements of q, again and again (kmeans's centres), which lowering
 * may copy into a block's shared memory once (lowering/tables.c). */
typedef struct TableRead {
	const Var *var;       /* q: a captured pointer or 1-D array */
	const char *elem;     /* its element type, a C arithmetic type */
	unsigned begin, end;  /* q[...] */
	unsigned index_begin, index_end; /* the index, side-effect free */
	Loc loc;
} TableRead;

/* A load every iteration of a parallel loop surely evaluates, of a
 * captured pointer's element (or a member of one) at indices the
 * iteration fixes (frontend/preloads.c). */
typedef struct Preload {
	const Var *var;       /* the pointer */
	const char *elem;     /* the load's type, a C arithmetic type */
	unsigned begin, end;  /* the load, P[e] or P[e].m[f] */
	int by_step;          /* stencil steps: its indices name the host
	                         loop's variable (else every step loads the
	                         same element) */
	Loc loc;
} Preload;

/* An access of a window's array: p[e], read, or the left side of an
 * expression statement p[e] = v;. */
typedef struct WinAccess {
	unsigned begin, end;  /* p[e] */
	unsigned index_begin, index_end; /* e */
	unsigned stmt_end;    /* a write: the end of the statement, its ';' */
	unsigned value_begin, value_end; /* a write: v */
	int write;
	Loc loc;
	const char *row, *col;/* the element's row and column in the window:
	                         C over the loops' variables in scope there */
} WinAccess;

/* A team's window (frontend/windows.c): an array that the parallel loops
 * of one statement of a teams distribute loop's body access only at
 * p[pitch * R + C], R and C the team's row and column (the same in the
 * whole statement, over variables the team does not change) plus offsets
 * bounded by the loops' constant ranges and the ifs around the access. */
typedef struct Window {
	const Var *var;       /* p: a captured pointer */
	const char *elem;     /* its element type, a C arithmetic type */
	long long elem_size;  /* its bytes */
	const char *pitch;    /* a captured integer scalar or team variable, or
	                         NULL: one row */
	const char *row0, *col0; /* the window's first row and column, C over
	                         variables the team does not change */
	long long rows, cols; /* its size */
	int stmt;             /* its statement: an index into Region.teams.stmts */
	int writes;           /* the statement writes p */
	int odd;              /* a pitch of cols | 1 keeps the lanes' accesses
	                         in different banks (else cols rounded up to
	                         even) */
	WinAccess *acc;
	int nacc;
	Loc loc;              /* the first access */
} Window;


/* The sequential part of a teams region with nested parallel regions
 * (OpenMP 5.2 10.2: the team's initial thread runs it), as a tree of
 * statements.  One CUDA block is one team: its thread 0 runs the
 * statements that only compute (TS_GUARDED); every thread runs the
 * statements that lead to a parallel region or jump (TS_CONTROL,
 * TS_JUMP), so that all of them reach it; variables the team declares
 * there (TS_DECL) are __shared__, one per team.  A team on a warp may run
 * the statements that only compute on every lane and keep the variables
 * only they write in registers (lowering/team.c, team lanes), from the
 * facts in TeamEffect and TeamVar. */
enum {
	TS_GUARDED, /* no parallel region, no jump out of it: thread 0 runs it */
	TS_DECL,    /* a declaration of team-level variables */
	TS_CONTROL, /* compound, for, while, do or if holding a parallel region
	               or a jump out of it: its header runs on every thread */
	TS_JUMP,    /* break or continue: every thread */
	TS_PARALLEL,/* a nested parallel region */
};

/* What a statement of the sequential part (or a team-level variable's
 * initializer) does besides computing, read from the AST
 * (frontend/teams.c) for lowering/team.c's choice, under teams on warps,
 * of running it on every lane of the warp rather than on lane 0. */
typedef struct TeamEffect {
	const char *effect;   /* its first side effect other than writing
	                         team-level variables or its own locals: a
	                         store through a pointer or into an array, a
	                         write of a variable declared outside the
	                         team's code or static, a call of a function
	                         not known pure, a volatile access, an
	                         OpenMP construct; NULL where none */
	Loc effect_loc;
	int *writes;          /* the team-level variables it writes
	                         (TeamVar.id) */
	int nwrites;
	int *reads;           /* the team-level variables it reads */
	int nreads;
	int memory;           /* it reads something other than team-level
	                         variables, its own locals, the distribute
	                         loop's index and loop headers' variables: a
	                         pointer's or array's target, or a variable
	                         declared outside the team's code */
} TeamEffect;

/* A team-level variable: `__shared__ <decl>;`, then `<name> = <init>;`
 * on thread 0. */
typedef struct TeamVar {
	Loc loc;
	int id;               /* its number among the region's team-level
	                         variables, from 0 (Region.teams.nvars) */
	const char *name;
	const char *decl;     /* declaration without const: "int key" */
	long long size;       /* sizeof its type, or -1 where clang cannot
	                         tell */
	unsigned init_begin, init_end; /* its initializer, or both 0 */
	int braced;           /* the initializer is a braced list: { 1, 2 } */
	const char *class_type; /* of a C++ class type: its type, whose shared
	                         memory is bytes its initializer constructs
	                         (it may have no default constructor, or one
	                         __shared__ cannot run) */
	char ctor_open;       /* constructed in place, `T x(args)`, `T x{args}`, `T x;`:
	                         '(' or '{' (or ';': none), the initializer the arguments
	                         between it and its match */
	TeamEffect init;      /* what its initializer does */
	const char *kept;     /* what keeps it one per team whoever writes
	                         it: "an array", "volatile", "static" or
	                         "extern"; NULL where nothing does */
	const char *addressed;/* the first expression that takes its
	                         address (&x, &x.f), or NULL */
	Loc addressed_loc;
	const char *par_write;/* the first write of it in a nested parallel
	                         region, or a reduction, lastprivate or
	                         linear clause there that names it; NULL
	                         where none */
	Loc par_write_loc;
	int scalar;           /* an arithmetic, enum or pointer type of 1, 2,
	                         4 or 8 bytes: a warp can vote on it */
	const char *par_novote;/* the first use of it in a nested parallel
	                         region that a warp vote cannot serve: a write
	                         other than `x = e`, a read in a region that
	                         assigns it, a clause of a region nested in
	                         one, a lastprivate or linear clause, a
	                         reduction clause that may name a namesake;
	                         NULL where none (uses of a region's private,
	                         firstprivate or reduction copy are not its) */
	Loc par_novote_loc;
	int *par_regions;     /* Region.id of the team's parallel regions that
	                         assign it (x = e) or name it in a reduction
	                         clause */
	int npar_regions;
	const char *vla_elem; /* a variable-length array: its element type
	                         ("float"), taken from the device heap by the
	                         team's initial thread; NULL for others */
	unsigned bound_begin, bound_end; /* its length's expression */
} TeamVar;

typedef struct TeamStmt {
	Loc loc;
	int kind;             /* TS_* */
	int id;               /* its number among the region's statements,
	                         from 0 (Region.teams.nall) */
	unsigned begin, end;  /* the statement, with its ';' */
	int compound;         /* TS_CONTROL: a { } block */
	struct TeamStmt *kids;/* TS_CONTROL: sub-statements in source order;
	                         of a block, its statements */
	int nkids;
	TeamVar *vars;        /* TS_DECL */
	int nvars;
	TeamEffect fx;        /* TS_GUARDED: what it does */
	struct Region *parallel; /* TS_PARALLEL */
} TeamStmt;


/* A term of an index that its inner loop's iterations share: the text
 * [begin, end), added or subtracted (frontend/inner_lanes.c). */
typedef struct LaneTerm {
	unsigned begin, end;
	int neg;
} LaneTerm;

/* A statement lane 0 runs alone: an expression, its ';' after. */
typedef struct LaneSolo {
	unsigned begin, end;
} LaneSolo;

/* The elements p[base + c * j] the inner loop's iterations j touch of a
 * captured pointer or array p that the loop writes: one per base. */
typedef struct LaneBase {
	const Var *var;       /* p */
	LaneTerm *terms;      /* base: their sum, 0 where none */
	int nterms;
	long long c;          /* c, the same for each base of p */
	int written;          /* some access with this base writes */
} LaneBase;

/* A loop each iteration of a combined loop runs (frontend/body_loops.c):
 * whence lowering/flat.c gives its kernel a variant of one iteration a
 * thread. */
typedef struct BodyLoops {
	int read;             /* the region's body was read for it */
	int found;            /* a for, while or do in the body or a function
	                         it calls */
	int call;             /* loc is the body's call of a function that loops */
	Loc loc;              /* the loop, or that call */
} BodyLoops;

/* A combined loop's body whose last statement is a loop whose iterations
 * are independent (frontend/inner_lanes.c): the facts from which
 * lowering/inner.c decides to give the kernel a variant that runs an
 * iteration of the region's loop on a warp, the inner loop's iterations
 * over its lanes. */
typedef struct Lanes {
	int read;             /* the region's body was read for it */
	const char *why;      /* NULL: the body has the shape; else why not */
	Loc why_loc;
	Loc loc;              /* the inner loop */
	Loop loop;            /* it, in canonical form; its variable declared
	                         in its header */
	unsigned for_begin, body_begin, body_end; /* its for keyword, its body */
	LaneSolo *solo;       /* statements before it that write memory:
	                         lane 0 runs them (expressions, their ';'
	                         after) */
	int nsolo;
	LaneBase *bases;      /* what the inner loop touches of what it writes */
	int nbases;
	const Var **reads;    /* captured pointers and arrays it only reads */
	int nreads;
} Lanes;

/* A collapse(2) combined loop nest of the shape of a matrix product
 * (frontend/gemm.c says which, and what is read and written):
 *   acc = c; for (k = klo; k < khi; k++) acc += X[i*ldx + k] * Y[k*ldy + j];
 *   then statements that write Z[i*ldz + j] (and acc) only.
 * Offsets are the source's; texts are C the kernel can evaluate. */
typedef struct Gemm {
	const char *why_not;  /* NULL when the nest has the shape, else why not */
	Loc why_loc;          /* where */
	const Var *x, *y, *z; /* the arrays read (X row i, Y column j) and written */
	const char *ldx, *ldy, *ldz; /* their row lengths, invariant */
	const char *x_type, *y_type; /* their element types */
	unsigned x_begin, x_end;     /* X[...] as written */
	unsigned y_begin, y_end;     /* Y[...] as written */
	int y_first;          /* the product is written Y[...] * X[...] */
	const char *acc;      /* the accumulator */
	unsigned init_begin, init_end; /* its declaration */
	const char *kvar, *ktype;      /* the k loop's variable and type */
	const char *klo, *khi;         /* its bounds: klo <= k < khi */
	unsigned epi_begin, epi_end;   /* the statements after the k loop */
} Gemm;

/* A teams region's sequential part (frontend/teams.c). */
typedef struct TeamFacts {
	TeamStmt *stmts;      /* SHAPE_TEAMS with nested parallel regions, and
	                         target teams: the statements of the sequential
	                         part (of the distribute loop's body) */
	int nstmts;
	int nall;             /* the statements of stmts, at every depth */
	int nvars;            /* the team-level variables declared there */
	int nested;           /* SHAPE_TEAMS: nested parallel regions */
	int one_team;         /* a target construct holding parallel regions
	                         among other code: DIR_TT with one team */
} TeamFacts;

/* The device constructs and calls in a region's code, in order
 * (frontend/atomics.c, syncs.c, the API calls of captures.c). */
/* A value region code divides by that the host computes at launch from
 * the scalars the region takes by value (frontend/divisors.c): the
 * kernels take its multiplier (O2cDivisor) as parameter `name`. */
typedef struct Divisor {
	const char *name;     /* the kernels' parameter: "o2c_div_M" */
	const char *host;     /* the value as the host computes it, in the
	                         division's type, with no signed overflow */
	const char *text;     /* as written */
	int is_unsigned;      /* the division's type: unsigned int, else int */
	Loc loc;              /* the first division by it */
	int uses;             /* the divisions by it */
} Divisor;

typedef struct DeviceCode {
	Atomic *atomics;      /* atomic constructs in the region, in order */
	int natomics;
	Sync *syncs;          /* barrier and critical constructs, in order */
	int nsyncs;
	ApiCall *apis;        /* device API calls in the region's code */
	int napis;
	unsigned *solos;      /* parallel constructs in a parallel loop's body,
	                         each thread's alone (devfuncs.c): the begin
	                         and end of each one's statement */
	int nsolos;
	int has_barrier;      /* DIR_PARALLEL: holds a barrier */
	Divisor *divisors;    /* kernel regions: what their code divides by
	                         that the host knows at launch (divisors.c) */
	int ndivisors;
	const char *divisors_why; /* none: why, for --explain (NULL: no division) */
} DeviceCode;

/* A kernel's loop over one index: its row and table reads
 * (frontend/rows.c). */
/* A nest of collapsed loops: per loop, the element accesses of the
 * innermost body that move by one element as its variable moves by one,
 * the other loops' fixed (frontend/strides.c); lowering may let
 * neighbouring threads take that loop's neighbouring iterations
 * (lowering/order.c). */
typedef struct Strides {
	int unit[MAX_COLLAPSE];
	Loc unit_loc[MAX_COLLAPSE]; /* the first of them */
	int cost[MAX_COLLAPSE]; /* the memory transactions a warp needs for
	                         all of them when its lanes step loop k: 1 an
	                         access for the same or neighbouring elements,
	                         about the stride for a small one, 32 for a
	                         large or unknown one */
	int accesses;         /* element accesses of the body */
} Strides;

/* A bound of what a loop's iteration may take in the thread's own column
 * (frontend/own_cols.c): the integer constant c (var NULL), or captured
 * scalar var plus c. */
typedef struct ColBound {
	const char *var;
	long long c;
} ColBound;

/* An access a[R * ld + j] of the iteration's own column j. */
typedef struct ColAccess {
	unsigned begin, end;          /* a[...] */
	unsigned row_begin, row_end;  /* R */
	int write;                    /* the left side of =, op=, ++ or -- */
	int row_loop;                 /* R is loops[row_loop]'s variable plus
	                                 row_c, or -1 */
	long long row_c;
	ColBound rlo, rhi;            /* R's least and greatest values */
	int sure;                     /* every iteration makes it for each of
	                                 those values */
} ColAccess;

/* A loop of the body, for (T v = lo; v < hi; v++) body. */
typedef struct ColLoop {
	unsigned begin;               /* its 'for' */
	unsigned decl_begin, decl_end; /* T v = lo */
	unsigned cond_begin, cond_end; /* v < hi */
	unsigned body_begin, body_end;
	const char *var;              /* v */
	int lo_loop;                  /* lo is loops[lo_loop]'s variable plus
	                                 lo_c, or -1: lo is the bound lo */
	long long lo_c;
	int hi_loop;                  /* hi is loops[hi_loop]'s variable plus
	                                 hi_c, or -1: hi is the bound hi */
	long long hi_c;
	ColBound lo, hi;              /* the bounds, where lo_loop, hi_loop
	                                 are -1 */
	int invariant;                /* lo and hi are constants or captured
	                                 scalars plus constants */
} ColLoop;

enum { MAX_COL_BOUNDS = 8 };

/* Whether each iteration j of a combined loop over one index touches
 * memory only through one array a, its own column a[R * ld + j] and
 * other columns it only reads, and what the kernel must check for the
 * column to live in registers (frontend/own_cols.c). */
typedef struct ColFacts {
	const Var *array;     /* a, or NULL where why says why not */
	const char *elem;     /* its element type */
	ColBound ld;          /* its row length */
	ColBound rlo[MAX_COL_BOUNDS], rhi[MAX_COL_BOUNDS]; /* every row an own
	                         access may take, and every value of a loop's
	                         variable, is at least one rlo and at most one
	                         rhi */
	int nrlo, nrhi;
	ColBound clo[MAX_COL_BOUNDS], chi[MAX_COL_BOUNDS]; /* the columns of the
	                         other accesses: each within [clo[i], chi[i]] */
	int ncols;
	ColBound jlo, jhi;    /* the region's loop variable: within [jlo, jhi] */
	ColAccess *own;       /* the own accesses, in source order */
	int nown;
	ColLoop *loops;       /* the body's loops, in source order */
	int nloops;
	const char *why;
	int seen;             /* why or not, the body accesses an own column */
} ColFacts;

typedef struct RowFacts {
	RowRead *rows;        /* a kernel's loop over one index: its row
	                         reads, in source order (frontend/rows.c) */
	int nrows;
	TableRead *tables;    /* and its table reads, in source order
	                         (frontend/rows.c) */
	int ntables;
	Strides strides;      /* a collapsed nest's: its unit-stride accesses
	                         by loop (frontend/strides.c) */
	ColFacts cols;        /* a kernel's loop over one index: its
	                         iteration's own column (frontend/own_cols.c) */
} RowFacts;

/* A teams distribute loop's windows (frontend/windows.c). */
typedef struct WindowFacts {
	Window *windows;      /* teams distribute loops with parallel loops:
	                         arrays a team may copy into shared memory
	                         (frontend/windows.c) */
	int nwindows;
	const char *why;      /* why none, where nwindows is 0 */
	Loc why_loc;
} WindowFacts;

/* A pivot chain's column bound (frontend/pivots.c): kind's value plus c,
 * where PIVOT_STEP is the host loop's variable (its first value in a lower
 * bound, its last in an upper one) and PIVOT_VAR a captured scalar. */
enum { PIVOT_CONST = 1, PIVOT_STEP, PIVOT_VAR };

typedef struct PivotTerm {
	int kind;             /* PIVOT_* */
	const char *var;      /* PIVOT_VAR: the scalar's name */
	long long c;
} PivotTerm;

/* The columns [lo, hi) one access of a pivot chain's array may touch over
 * the chain's iterations. */
typedef struct PivotCol {
	PivotTerm lo, hi;
} PivotCol;

enum { MAX_PIVOT_COLS = 32, MAX_PIVOT_ACCESSES = 32, MAX_PIVOT_LOOPS = 8 };

/* A for loop of a pivot chain's body, as the register form of
 * kernel_below (lowering/pivots.c) needs it. */
typedef struct PivotLoop {
	unsigned begin;       /* its for keyword */
	int exact;            /* its iterations are exactly [lo, hi): its
	                         variable and its test's type are signed and
	                         its first value is its initializer's */
} PivotLoop;

/* One access a[R * ld + f] of a pivot chain's array (frontend/pivots.c).
 * Its column f is col (PIVOT_CONST, PIVOT_STEP, PIVOT_VAR) or, where loop
 * >= 0, that loop's variable plus col.c. */
typedef struct PivotAccess {
	unsigned begin, end;  /* the access a[...] */
	int own;              /* R is the iteration's own row (else the pivot) */
	int write;            /* it is written (maybe read too) */
	PivotTerm col;
	int loop;             /* PivotFacts.loops index, or -1 */
	const char *loop_var; /* that loop's variable */
	int range;            /* PivotFacts.cols index: its columns */
	const char *op;       /* a write that is the whole expression of an
	                         expression statement, a[...] op value: "=",
	                         "-=", ...; else NULL */
	unsigned stmt_begin, stmt_end;   /* that expression */
	unsigned value_begin, value_end; /* its value */
} PivotAccess;

/* Whether a chain's region touches memory only by rows, its iteration's
 * own and its host loop iteration's (the pivot), as lowering/pivots.c
 * needs (frontend/pivots.c). */
typedef struct PivotFacts {
	const char *array;    /* the one array a, or NULL where why says why not */
	PivotTerm ld;         /* its row length: PIVOT_CONST or PIVOT_VAR */
	PivotCol cols[MAX_PIVOT_COLS];
	int ncols;
	PivotAccess acc[MAX_PIVOT_ACCESSES]; /* every access, in source order */
	int nacc;             /* 0 with too many (no register form) */
	PivotLoop loops[MAX_PIVOT_LOOPS];
	int nloops;
	const char *elem;     /* a's element type where __shfl_sync takes it
	                         (not volatile), else NULL */
	int cond;             /* the body holds an if, ?:, && or ||: an access
	                         may be one an iteration does not make */
	int nested;           /* a loop of the body inside another: an access
	                         in it may be one an iteration does not make */
	const char *why;
} PivotFacts;

/* A parameter of the region's function that the region takes by value,
 * and the integer every call of the function in the file passes for it
 * (frontend/known_args.c). */
typedef struct KnownArg {
	const Var *var;       /* the parameter, captured as an integer scalar */
	long long value;      /* what every call passes, converted to its type */
	const char *text;     /* value as a literal of its type: "11", "4u" */
} KnownArg;

/* The known arguments of a kernel region (Region.known), from which
 * lowering/known.c gives the region kernels that declare them constants. */
typedef struct KnownArgs {
	KnownArg *args;
	int nargs;
	int ncalls;           /* the calls of the function the file makes */
	Loc call;             /* the first of them */
	const char *why;      /* no args: why not (NULL: nothing to say) */
} KnownArgs;

#endif
