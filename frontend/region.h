/* The Region IR: what the front end knows about one translation unit's
 * OpenMP target constructs, as plain C data.  No libclang type appears
 * here; every node carries a Loc.  Source text (expressions, bodies) is
 * kept verbatim so code generation can copy the user's code as written.
 * In parts: directives.h (the directive, clause and operator kinds),
 * here the variables, clauses, loops and the Region, facts.h (what single
 * analyses find), unit.h (the translation unit and the entry points).
 */
#ifndef O2C_REGION_H
#define O2C_REGION_H

#include <string.h>

#include "support.h"

#include "directives.h"
#include "instance.h"

/* Loop schedules (OpenMP 5.2 11.5.3 schedule, 11.6 dist_schedule). */
enum {
	SCHED_NONE,    /* no clause: omp2cuda's own (lowering/schedule.c) */
	SCHED_STATIC,  /* static[, chunk] */
	SCHED_DYNAMIC, /* dynamic[, chunk] */
	SCHED_GUIDED,  /* guided[, chunk] */
	SCHED_AUTO,    /* auto */
	SCHED_RUNTIME, /* runtime */
};

typedef struct Schedule {
	Loc loc;
	int kind;             /* SCHED_* */
	const char *chunk;    /* chunk_size expression, or NULL; the kernel
	                         evaluates it (its names are captured) */
	Loc chunk_loc;
} Schedule;

/* defaultmap(implicit-behavior[: variable-category]), OpenMP 5.2 5.8.7:
 * the behaviors, and the categories they apply to. */
enum {
	DM_DEFAULT,      /* default: the rules of OpenMP 5.2 5.8.9 */
	DM_ALLOC,        /* alloc */
	DM_TO,           /* to */
	DM_FROM,         /* from */
	DM_TOFROM,       /* tofrom */
	DM_FIRSTPRIVATE, /* firstprivate */
	DM_NONE,         /* none: every variable needs a clause */
	DM_PRESENT,      /* present */
};

/* default(data-sharing-attribute), OpenMP 5.1 2.21.4.1, where it is not
 * what the construct does without it (frontend/default_dsa.c). */
enum {
	DEFAULT_NONE_GIVEN,   /* no clause, shared, or none */
	DEFAULT_FIRSTPRIVATE, /* firstprivate */
	DEFAULT_PRIVATE,      /* private */
};

enum {
	CAT_SCALAR,    /* arithmetic scalars */
	CAT_AGGREGATE, /* fixed-size arrays, structs and unions */
	CAT_POINTER,   /* pointers */
	CAT_NUM,
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
	ARG_RECORD, /* a struct or union of scalars, by value */
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
	const char *param_const;    /* the same with a const pointee */
	const char *param_restrict; /* const pointee and __restrict__ */
	const char *param_restrict_rw; /* __restrict__ alone */
	const char *local;    /* declaration of a private copy: "double t" */
	const char *local_rw; /* the same without const: a copy that is
	                         initialised by copying bytes into it */
	int pointee_const;    /* pointer to const, or array of const */
	int vec_align;        /* VAR_POINTER to a struct or union whose size
	                         is a multiple of 16 (8) bytes and whose
	                         alignment is less: 16 (8), the alignment at
	                         which nvcc loads and stores a whole element
	                         as one vector; else 0 */
	int ndims;            /* dimensions a subscript list may have: those
	                         of an array; for a pointer, 1 + those of
	                         the array it points to */
	long long dim0;       /* VAR_ARRAY: extent of the first dimension */
	int elem_arg;         /* VAR_ARRAY: ARG_* of its elements; VAR_POINTER:
	                         of the scalar it points to, or -1 */
	long long size;       /* sizeof the variable, in bytes */
	long long dims[MAX_DIMS]; /* extent of each dimension; -1: unknown
	                             (the first of a pointer) */
	int global;           /* file scope or static storage duration */
	int declare_target;   /* in a declare target directive: a __device__
	                         variable of the .cu file, never captured */
	int link;             /* declare target link (also declare_target):
	                         the .cu file has a pointer, o2c_link_<name>,
	                         to its device copy while it is mapped */
	const char *link_ref; /* link: the reference device code declares
	                         to that copy, "double (&big)[4096]" */
	const char **ptr_members; /* a struct, or a pointer to one: its pointer
	                             members (OpenMP 5.2 5.8.3 attaches them);
	                             an array of structs: theirs */
	int nptr_members;
	const char **ptr_offsets; /* for each of them: NULL, or for one that is not
	                             public, its offset in bytes, which the host
	                             code that attaches it adds to the struct's
	                             address (code outside the class cannot name it) */
	const char **deep_members; /* those of ptr_members that point to
	                              pointers: a section of one would hold
	                              host addresses */
	int ndeep_members;
	int vla;              /* VAR_ARRAY: a variable-length array, whose
	                         first extent is known at run time only
	                         (dims[0] and dim0 are -1, size is -1): the
	                         region gets a pointer to its first element,
	                         and nothing copies it (private, firstprivate)
	                         or uses it whole (sizeof, &) */
	int vm;               /* variably modified past its first dimension
	                         (C11 6.7.6p3): a pointer to a variable-length
	                         array, double (*a)[n], or an array of them,
	                         double b[n][m].  CUDA C++ cannot spell the
	                         type: the kernel takes a pointer to the
	                         scalar elements and region code computes each
	                         row's address with vm_dims (frontend/vm.c) */
	int vm_first;         /* vm: the dimension vm_dims starts with: 1 for
	                         a pointer (its pointee's), 0 for an array */
	int vm_rank;          /* vm: dimensions in vm_dims */
	const char *vm_dims[MAX_DIMS]; /* vm: each extent as kernel code names
	                         it, a constant or an extent's parameter */
	struct Var *vm_extents[MAX_DIMS]; /* vm: the variable extents, as
	                         scalars the region captures before it */
	int nvm_extents;
	const char *host_init; /* the host code declares it, before a
	                         region's maps, with this value: "this" for
	                         the pointer that stands for it (cxx_this.c) */
	const char *host_bind; /* a static data member, or a variable of a
	                         namespace: the declaration the host code
	                         makes before a region's maps to give the
	                         name its meaning there, "auto &v = ns::C::v"
	                         (frontend/cxx_statics.c) */
	const char *host_value; /* an extent of vm_extents: the C expression
	                         the host computes it with as the region
	                         begins, from the type as declared (sizeof) */
	const char *host_param; /* vm: the host fallback's parameter, C's
	                         own type: "double (*a)[o2c_a_d1]" */
	int nontrivial;       /* ARG_RECORD: a class holding a system header's
	                         class with a copy constructor or destructor
	                         of its own (std::vector): the kernel names
	                         its device copy, never a copy of it */
	int copy_code;        /* ARG_RECORD: a class whose copy or destruction
	                         runs code of its own (cxx_copy_runs_code): the
	                         kernel names its device copy too */
	int struct_array;     /* an array of structs with pointer members:
	                         regions attach no member themselves, map
	                         clauses attach one element's, rows[i].p */
	/* VAR_ARRAY, for a region that uses the array whole (Region.uses.wholes):
	 * the kernel takes the same parameter renamed, and binds the name to
	 * the array with a reference; the host fallback reaches the array
	 * through a pointer to it */
	const struct Var *renamed; /* the array as o2c_arr_<name>: its param
	                              declarations name the kernel's parameter;
	                              of a pointer to scalars too, whose
	                              local_rw declares a reduction's copy of
	                              an element, "double o2c_red_<name>" */
	const char *whole_ref;    /* "double (&a)[4][8]" */
	const char *whole_ref_const; /* the same with const elements */
	const char *whole_ptr;    /* pointer to the array, as a cast's type:
	                             "double (*)[4][8]" */
	const char *whole_ptr_const;
	const char *qualified; /* a declare target variable of a namespace:
	                         the name the host file's file scope knows
	                         it by, "ns::tab" (else NULL), and its
	                         __device__ copy's symbol, "_ZN2ns3tabE" */
	const char *symbol;
} Var;

/* A use of a variable where the host file or a fallback names it other
 * than as written: the identifier, spelled in the file's text (or in a
 * macro argument written there).  Lists of them are in source order,
 * each once. */
typedef struct VarRef {
	unsigned begin, end;  /* the identifier */
	const Var *var;
} VarRef;

/* One list item of a map clause: var, var[lo:len]..., or a section of a
 * struct's pointer member, s.p[lo:len] or ps->p[lo:len], or of one of an
 * array's structs, rows[i].p[lo:len]. */
typedef struct MapItem {
	Loc loc;
	int type;             /* MAP_*, with MAP_DELETE and MAP_ALWAYS flags */
	int implicit;         /* implied, not written: by a defaultmap clause,
	                         or an in_reduction or lastprivate item */
	const char *text;     /* the list item as written */
	Var *var;             /* the variable it names, or the struct (or
	                         pointer to one) whose member it maps */
	const char *base;     /* what is mapped or sectioned: "a", "s.p",
	                         "rows[i].p" */
	const char *member;   /* the pointer member, or NULL; with
	                         value_member, the member's path "a.b" */
	int value_member;     /* s.n, s.a.b, s.arr[lo:len], ps->n: a member
	                         that is not a pointer, its storage mapped */
	long long member_lo, member_hi; /* with member: the bytes of the
	                         struct the member (the pointer member
	                         itself, for a section) occupies */
	const char *elem;     /* the struct of an array whose member it is,
	                         "rows[i]", or NULL */
	int ndims;            /* subscripts written; 0: the whole variable */
	const char *lo[MAX_DIMS];  /* start of each dimension */
	const char *len[MAX_DIMS]; /* its length, NULL: to the end */
	const char *stride;   /* a[lo:len:stride] of target update (1-D): the
	                         elements it moves are this far apart */
	int attached_only;    /* a pointer member alone (s.p), which a section
	                         of it on the construct attaches to: that
	                         section's map stands for both (map_attached) */
	int covers_struct;    /* maps the whole struct var is or points to:
	                         var itself, or var[0:1] (this[:1]) */
	unsigned vm_whole;    /* bit k: dimension k, a variable extent of a
	                         variably modified type (Var.vm) or one a
	                         start or length not constant spans, must be
	                         spanned whole; the host checks it at run time
	                         (o2c_map_whole) */
} MapItem;

/* Dependence types of a depend clause (OpenMP 5.2 15.9.5), in the order
 * of the runtime's O2C_DEP_*. */
enum {
	DEP_IN,            /* in */
	DEP_OUT,           /* out */
	DEP_INOUT,         /* inout */
	DEP_MUTEXINOUTSET, /* mutexinoutset */
	DEP_INOUTSET,      /* inoutset */
	DEP_DEPOBJ,        /* depobj: the item is an omp_depend_t, whose
	                      location and type the runtime reads */
};

/* One list item of a depend clause of a target construct: the storage
 * location it names, which the runtime knows by its address. */
typedef struct Depend {
	Loc loc;
	int type;             /* DEP_* */
	const char *text;     /* the list item as written */
	const char *addr;     /* its address, a host expression: an array
	                         section's is its first element's; depobj's:
	                         the depend object's */
} Depend;

/* The members of a captured struct (or of the struct a captured
 * pointer points to) that a kernel region's code uses, as one range of
 * the struct's bytes; whole: the code uses the struct as a whole. */
typedef struct MemberSpan {
	Var *var;
	long long lo, hi;     /* bytes [lo, hi) of the struct */
	const char *first, *last; /* the members at lo and ending at hi */
	int whole;
} MemberSpan;

/* A pointer member of a captured struct that a kernel region uses:
 * s.p or ps->p.  The struct's device copy holds the device address of
 * what it points to (OpenMP 5.2 5.8.3, attached pointers). */
typedef struct Attach {
	Loc loc;
	Var *var;             /* the struct, or the pointer to it */
	const char *member;
	const char *expr;     /* "s.p" or "ps->p" */
	int present;          /* ps is used as a value: its struct must be
	                         present (a zero-length array section), not
	                         mapped as one struct */
	int deref;            /* the code reads or writes through the member
	                         (s.p[i], *s.p, s.p->x): it must not hold a
	                         host address the device cannot reach */
	const char *offset;   /* a member that is not public: Var.ptr_offsets */
} Attach;

/* linear(list[: step]) on a combined loop construct (OpenMP 5.0
 * 2.19.4.6): each thread's copy of var is, at the start of each
 * iteration, the original's value as the region begins plus the
 * iteration's logical number times step; the copy of the thread that
 * ran the last iteration comes back, as lastprivate's. */
typedef struct Linear {
	Loc loc;
	Var *var;             /* an integer scalar */
	const char *step;     /* as written; "1" when none is */
} Linear;

/* A user-defined reduction (OpenMP 5.2 5.5.11) that a reduction clause
 * of a kernel region names:
 *     #pragma omp declare reduction(name : type : combiner) [initializer(init)]
 * read by frontend/declare_reductions.c; the .cu file prints its combiner
 * and initializer as the device functions of a struct, o2c_udr_<id>
 * (codegen/emit_cuda.c), and the host fallback names it as written. */
typedef struct DeclaredReduction {
	Loc loc;              /* its identifier in the directive */
	const char *name;     /* the reduction identifier */
	const char *type;     /* the type it is declared for, as clang spells it */
	const char *canonical; /* that type without typedefs, as clang spells it */
	const char *combiner; /* as written: omp_out and omp_in name the values */
	const char *init;     /* initializer(init) as written, or NULL */
	int init_decl;        /* init declares omp_priv (omp_priv = x, omp_priv(x),
	                         omp_priv{x}); else it is an expression, a call
	                         that is given &omp_priv */
	int init_orig;        /* init names omp_orig, the original variable */
	unsigned at;          /* the directive's offset in the text: its combiner and
	                         initializer expand the macros defined before it */
	int id;               /* o2c_udr_<id> */
	int complex;          /* + or * of a C complex type: no directive's */
} DeclaredReduction;

typedef struct Reduction {
	Loc loc;
	int op;               /* RED_* */
	const char *spelling; /* the operator as written */
	Var *var;
	const char *item;     /* the list item as written: "h", "h[0:N]" */
	long long lo, len;    /* an array's item: the elements it reduces, as
	                         a range of the array's elements in storage
	                         order (len 0 for a scalar) */
	int on_target;        /* on a combined target construct, whose
	                         reduction items are also mapped tofrom (OpenMP
	                         5.2 5.8.9); else, on a construct a split one
	                         nests in the target construct, the item is
	                         what the target's data environment makes it */
	int task;             /* reduction(task, op: ...) (OpenMP 5.2 5.5.8): the
	                         tasks in the construct, which a kernel runs in
	                         place, take part with in_reduction */
	int own;              /* on a region of a team of one thread nested in
	                         a parallel region, a variable of the thread
	                         that meets it (frontend/binding.c): its copy
	                         is combined into it by that thread alone */
	const DeclaredReduction *udr; /* RED_USER: the declared reduction */
	int direct;           /* in DataClauses.direct; a pointer's section: */
	const char *lo_text, *len_text;
} Reduction;

/* An atomic construct inside a kernel region (OpenMP 5.2 15.8.4):
 *   update   x op= e, x = x op e, x = e op x, x++, x--, ++x, --x
 *   read     v = x
 *   write    x = e
 *   capture  v = x op= e, v = x++, v = ++x (and --), v = x = x op e,
 *            { v = x; x = e; } (a swap; where e reads v, a read-modify-write)
 *   compare  (OpenMP 5.1 2.19.7) if (x == e) { x = d; }, if (e < x) { x = e; },
 *            x = x > e ? e : x, ... (== < > either way round); with
 *            capture: { v = x; cond } or { cond v = x; },
 *            if (x == e) { x = d; } else { v = x; },
 *            { r = x == e; if (r) { x = d; } [else { v = x; }] }
 * The kernel performs it with one atomic operation on x (compare and
 * read-modify-write: a compare-and-swap loop); the host file writes out
 * a compare construct, which gcc 12 does not take, and a
 * read-modify-write, which gcc takes as a swap, with __atomic builtins
 * (codegen/emit_compare.c). */
enum {
	ATOM_UPDATE, /* #pragma omp atomic [update] */
	ATOM_READ,   /* #pragma omp atomic read */
	ATOM_WRITE,  /* #pragma omp atomic write */
	ATOM_CAPTURE,/* #pragma omp atomic capture */
};

typedef struct Atomic {
	Loc loc;
	int kind;             /* ATOM_* */
	unsigned begin, end;  /* the pragma through its statement */
	const char *x;        /* the shared lvalue, as written */
	const char *type;     /* its type */
	long long size;       /* its size in bytes */
	const char *v;        /* read, capture: where the value goes */
	const char *expr;     /* update, write, capture: the operand */
	int op;               /* update, capture: RED_ADD, RED_MUL, RED_BAND,
	                         RED_BOR, RED_BXOR; subtraction adds -(e) */
	int negate;           /* then: the operand is e negated */
	int wide;             /* update, capture: C computes x op e in e's
	                         floating type, wider than x's (an integer x,
	                         or float x += double e): x gets (type)(x op
	                         e), in a compare-and-swap loop */
	int old;              /* capture: v gets x before the update */
	int swap;             /* capture {v = x; x = e;}: one exchange */
	int rmw;              /* capture {v = x; x = e;} or {v = x; x op= e;}
	                         whose e reads v: v gets x, x gets e (or x op
	                         e) of that v, in a compare-and-swap loop */
	const char *x_name;   /* x is a plain variable: its name, else NULL */
	int cast;             /* x is volatile, or its type a template's: the
	                         operation takes &x cast to a pointer to type */
	int fences;           /* ORDER_* bits: a fence before the operation
	                         (release), after it (acquire), or both */
	int cmp;              /* compare: ACMP_*, else ACMP_NONE */
	int cap;              /* compare: what v gets, CAP_* */
	const char *d;        /* compare ==: what x gets; NULL: e (< and >) */
	const char *r;        /* compare capture: the comparison's lvalue */
	unsigned at[5][2];    /* where AT_X, AT_E, AT_D, AT_V, AT_R are
	                         written ({0, 0}: not, or not as the text
	                         says): the kernel prints them with device
	                         code's edits */
} Atomic;

/* The comparison of an atomic compare construct: x == e, x < e (or
 * e > x), x > e (or e < x). */
enum { ACMP_NONE, ACMP_EQ, ACMP_LT, ACMP_GT };
/* What v of a compare capture gets: x before, x after, x where the
 * comparison fails (else v is not written). */
enum { CAP_NONE, CAP_OLD, CAP_NEW, CAP_FAIL };
enum { AT_X, AT_E, AT_D, AT_V, AT_R };

/* The fences of an atomic construct's memory order (OpenMP 5.2 15.8.4,
 * 1.4.6): a release operation is preceded by one, an acquire operation
 * followed by one, seq_cst and acq_rel have both; relaxed none. */
enum {
	ORDER_BEFORE = 1,
	ORDER_AFTER = 2,
};

/* Synchronization constructs inside a kernel region (OpenMP 5.2 15.2,
 * 15.3.1).  A barrier is one of a parallel region nested in a teams
 * region; the kernel performs it with __syncthreads().  A critical
 * construct holds a lock in device memory per name while its statement
 * runs. */
enum {
	SYNC_BARRIER,  /* #pragma omp barrier */
	SYNC_CRITICAL, /* #pragma omp critical [(name)] */
	SYNC_FLUSH,    /* #pragma omp flush [memory-order] [(list)] */
	SYNC_TASKWAIT, /* #pragma omp taskwait: every task has completed */
};

typedef struct Sync {
	Loc loc;
	int kind;             /* SYNC_* */
	unsigned begin, end;  /* the pragma (and a critical's statement) */
	unsigned body_begin, body_end; /* critical: its statement */
	const char *name;     /* critical: its name, or "" */
} Sync;

/* Calls of the OpenMP device API in a region's own code (OpenMP 5.2
 * 18.2, 18.4), with the number of arguments each takes: the kernel
 * answers them from the CUDA launch, in the sequential part of a teams
 * region as its single thread would, and in a nested parallel region as
 * its team of one thread would. */
#define API_FUNCTIONS(X)                                                                           \
	X(API_THREAD_NUM, "omp_get_thread_num", 0)                                                 \
	X(API_NUM_THREADS, "omp_get_num_threads", 0)                                               \
	X(API_TEAM_NUM, "omp_get_team_num", 0)                                                     \
	X(API_NUM_TEAMS, "omp_get_num_teams", 0)                                                   \
	X(API_LEVEL, "omp_get_level", 0)                                                           \
	X(API_ANCESTOR_THREAD_NUM, "omp_get_ancestor_thread_num", 1)                               \
	X(API_THREAD_LIMIT, "omp_get_thread_limit", 0)                                             \
	X(API_MAX_THREADS, "omp_get_max_threads", 0)                                               \
	X(API_NUM_PROCS, "omp_get_num_procs", 0)                                                   \
	X(API_MAX_TEAMS, "omp_get_max_teams", 0)

enum {
#define X(kind, name, nargs) kind,
	API_FUNCTIONS(X)
#undef X
	API_NUM
};

extern const char *const api_names[];
extern const int api_nargs[];

/* Routines whose answer is an upper bound the device header gives
 * anywhere in device code (the block's threads, the grid's blocks, the
 * GPU's multiprocessors): functions the region calls may call them too. */
#define api_anywhere(fn) ((fn) == API_MAX_THREADS || (fn) == API_NUM_PROCS || (fn) == API_MAX_TEAMS)

/* target parallel for's answers to omp_get_thread_num() and
 * omp_get_num_threads(): the grid's threads are its one team, numbered
 * the same way by every launch shape (lowering/team.c APIP_GRID_THREAD,
 * codegen/emit_code.c; frontend/devfuncs_api.c in functions the loop
 * calls). */
#define API_GRID_THREAD "(int)((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x)"
#define API_GRID_THREADS "(int)((unsigned long long)gridDim.x * blockDim.x)"

typedef struct ApiCall {
	Loc loc;
	int fn;               /* API_* */
	unsigned begin, end;  /* the call expression */
	unsigned args_at;     /* its first argument, for API_ANCESTOR_THREAD_NUM */
	unsigned name_end;    /* begin to here is the routine's name, which
	                         the host fallback renames (o2c_omp_...); 0
	                         where the call does not spell it (a macro) */
	int in_macro;         /* a device function's call that a macro's
	                         definition spells: begin and end are the
	                         invocation's, where no edit reaches it */
	int called;           /* a call in a device function the region's
	                         loop calls, answered there (frontend/
	                         devfuncs.c): listed for the lowering's
	                         decisions, its offsets UINT_MAX, no edit */
} ApiCall;

typedef struct Clause {
	Loc loc;
	int kind;             /* CL_* */
	const char *args;     /* text inside the parentheses */
	unsigned args_at;     /* offset of that text in the file */
	int on_target;        /* on the directive line of the target construct
	                         (a combined one), not of a construct a split
	                         one nests in it (frontend/fuse.c) */
	int target_alone;     /* on the line of a split one's target
	                         construct: it applies to that alone */
	const char *line;     /* the name of the directive on its line: the
	                         leaves it applies to */
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
	int not_equal;        /* the test is var != ub: cmp is < or >, by
	                         the step's sign (1 or -1) */
	const char *stride;   /* |step| as an expression */
	int host_bounds;      /* lb, ub, step read only scalars: the host
	                         can compute the trip count */
	int unread;           /* the loop's body never names the variable */
	long long const_trip; /* its trip count where lb, ub and step are
	                         integer constant expressions and it is not
	                         0, else 0 */
	long long max_trip;   /* a bound on its trip count as lowering/trip.c
	                         computes it, from its bounds' constant values
	                         or the ranges of their types and its own, and
	                         a constant step; 0 where none is proved
	                         (lowering/schedule.c, narrow_nested) */
	int last;             /* declared outside and named by a lastprivate
	                         clause (OpenMP 5.2 5.4.5): the kernel's
	                         thread copy holds it, and the thread that
	                         runs the last iteration stores its value
	                         after the loop, the last one plus the step */
} Loop;

#define MAX_COLLAPSE 8

#include "facts.h"

/* Where a region is written, and how: what the host file replaces and
 * keeps (frontend/parse.c, between.c, fuse.c). */
typedef struct RegionText {
	int as_written;       /* the host compiler gets the directive as
	                         written (a loop construct) */
	int from_operator;    /* given by a _Pragma operator: pragma_begin to
	                         pragma_end is the operator, or the invocation
	                         of the macro that gives it */
	unsigned pragma_begin, pragma_end;
	unsigned stmt_begin, stmt_end;  /* the associated statement; empty for
	                                   standalone directives */
	unsigned nest_begin;  /* a loop construct's: where its loop nest begins,
	                         after stmt_begin where braces hold the nest
	                         alone (`{ for ... }`, as clang takes it) */
	unsigned outer_end;   /* 0, or for a split construct read as the
	                         combined one (frontend/fuse.c) the end of the
	                         outer statement, which the host file replaces */
	int pp_lines;         /* preprocessor lines between pragma_end and
	                         stmt_begin, which the host file keeps
	                         (frontend/between.c) */
	unsigned *pp_drops;   /* begin, end pairs among them it leaves out:
	                         other pragmas, _Pragma operators */
	int npp_drops;
	Loc stmt_loc;
	int block;            /* the statement at stmt_begin is a compound
	                         statement (its cursor's kind) */
	unsigned body_begin, body_end;  /* body of the innermost loop */
	Loc body_loc;
	unsigned func_begin;  /* the enclosing function definition */
	Loc func_loc;
	const char *ns_open;  /* C++: the namespaces around that function, */
	const char *ns_close; /* the kernels' too (frontend/cxx_scopes.c) */
	const char *usings;   /* C++: the function's using-directives before
	                         the region, which its kernels begin with */
	int leaf;             /* a leaf after the first of a combined
	                         construct: its directive is the empty text
	                         where its statement starts (parse.c) */
	unsigned clauses_at;  /* where the directive's clauses begin; for one
	                         a _Pragma operator gives, pragma_end */
	const char *friend_class; /* C++: "class C", C the class of the region's
	                             member function, whose members that are not
	                             public the code names, or NULL: the .cu file's
	                             copy of C (DeviceDecl.at friend_at) makes the
	                             region's kernels friends before its closing
	                             brace, friend_brace (frontend/cxx_this.c) */
	unsigned friend_at, friend_brace;
	int friend_template;  /* C a class template, or the region in a member
	                         function template of C: the kernels and host
	                         fallback of the region's instance, in its
	                         namespace, are the friends, in both copies */
} RegionText;

/* A region's data-sharing, mapping and dependence clauses, as the
 * front end completes them with the implicit rules (frontend/clauses.c,
 * clause_lists.c, defaultmap.c, default_dsa.c). */
typedef struct DataClauses {
	MapItem *maps;        /* map items, or to/from items of update */
	int nmaps;
	Reduction *reductions;
	int nreductions;
	Reduction *direct;    /* of arrays no thread copies: each update an
	                         atomic (frontend/direct_reductions.c) */
	int ndirect;
	Var **lastprivates;   /* lastprivate on a combined loop (OpenMP 5.2
	                         5.4.5): scalars and fixed-size arrays, each
	                         also mapped tofrom when the clause is on the
	                         target construct's line (5.8.9) */
	int nlastprivates;
	Linear *linears;      /* linear on a combined loop construct; each
	                         item also mapped tofrom when the clause is
	                         on the target construct's line */
	int nlinears;
	Reduction *in_reductions; /* in_reduction on target: the target task
	                             takes part in a task reduction (OpenMP 5.2
	                             5.5.10); each item also has a tofrom map */
	int nin_reductions;
	Var **device_ptrs;    /* is_device_ptr on a kernel region: pointers
	                         that hold device addresses; use_device_ptr
	                         on target data: pointers that hold device
	                         addresses inside it.  Sections p[lo:len] of
	                         has_device_addr and use_device_addr too */
	int ndevice_ptrs;
	Var **device_addrs;   /* has_device_addr on a kernel region:
	                         variables (arrays, scalars, structs) the
	                         region uses as their device copy: at the
	                         address an enclosing target data's
	                         use_device_addr gives, else the present
	                         table's; use_device_addr on target data:
	                         variables whose uses in it name their device
	                         copy */
	int ndevice_addrs;
	int depend;           /* depend clauses (of any dependence type) */
	Depend *depends;      /* a target construct's depend items, in order */
	int ndepends;
	Var **privates;
	int nprivates;
	Var **firstprivates;  /* firstprivate list items (scalars are passed
	                         by value whether listed or not) */
	int nfirstprivates;
	Var **team_firsts;    /* target parallel: the firstprivate items of
	                         the target construct alone (a split target
	                         and parallel, defaultmap, a scalar written
	                         without a clause), which the parallel
	                         region's threads share (OpenMP 5.2 17.2) */
	int nteam_firsts;
	Var **shareds;        /* shared list items */
	int nshareds;
	Var **thread_views;   /* a parallel region nested in a teams region:
	                         captured pointers its threads write, each its
	                         own copy (frontend/thread_views.c); the host
	                         fallback's directive makes them firstprivate */
	int nthread_views;
	int default_dsa;      /* default(firstprivate | private) on a kernel
	                         region or a task in one: DEFAULT_* */
	Loc default_loc;
	int defaultmap[CAT_NUM]; /* DM_* per variable category */
	Loc defaultmap_loc[CAT_NUM];
	Var **copyprivates;   /* single: copyprivate list items */
	int ncopyprivates;
} DataClauses;

/* How a region executes: the clauses that shape its launch and
 * schedule, and how it combines with the constructs around it. */
typedef struct ExecClauses {
	int distribute;       /* DIR_PARALLEL_FOR nested in a teams region that
	                         divides its iterations among the teams first
	                         (distribute parallel for, loop), each team's
	                         share among its threads */
	int collapse;
	const char *num_teams;     /* expression, or NULL */
	const char *thread_limit;  /* thread_limit or num_threads, or NULL */
	const char *num_threads;   /* num_threads alone, or NULL */
	const char *if_expr;  /* if clause of the target or data construct:
	                         false runs on the host, maps nothing */
	const char *device;   /* device clause: the device number, or NULL
	                         for default-device-var */
	int nowait;           /* nowait: a deferred target task */
	const char *nowait_expr; /* nowait(expr) on a target task: deferred
	                            where expr is true; NULL: always */
	Schedule sched;       /* schedule clause of a worksharing loop */
	Schedule dist;        /* dist_schedule clause of a distribute loop */
	const char *if_parallel; /* a construct with a parallel or simd leaf:
	                            the if clauses that apply to it (parallel:,
	                            simd: or unmodified, OpenMP 5.2 3.4), false
	                            for one thread per team; or NULL */
	int simd_alone;       /* a simd leaf with no worksharing-loop leaf
	                         whose threads share its iterations: target
	                         simd, target teams distribute simd */
	int combined;         /* the parallel region of a target parallel
	                         construct: same directive as its parent */
	const char *filter;   /* masked: the filter expression, or NULL for
	                         thread 0 */
	int task_clauses;     /* a combined construct with a taskloop leaf
	                         (frontend/pragmas.c): its task clauses are
	                         the taskloop's */
	int num_threads_host; /* SHAPE_INNER: its num_threads expression reads
	                         only what the host has before the target
	                         region: the launch can use it */
} ExecClauses;

/* How a region's code uses what it captures (frontend/captures.c,
 * arrays.c, attaches.c, members.c, tasks.c, teams.c, clauses.c). */
typedef struct CaptureUses {
	const char **task_firsts; /* task, taskloop in a kernel region: the
	                         variables it names that are firstprivate
	                         without a clause (OpenMP 5.2 5.1.1), copied
	                         at its start (frontend/tasks.c) */
	int ntask_firsts;
	Var **unevaluated;    /* captured, but named only in operands C does
	                         not evaluate for their value (sizeof,
	                         _Alignof): none of their memory is read */
	int nunevaluated;
	Var **values_only;    /* captured pointers the code compares, casts to
	                         an integer or assigns, and nothing else: it
	                         reads no memory through them, nor passes them
	                         on */
	int nvalues_only;
	VarRef *refs;         /* kernel regions: uses of captured scalars (or
	                         structs), where the host fallback may name
	                         the original (lowering's Param.host_alias) */
	int nrefs;
	Var **unnamed;        /* captured scalars the code uses where its text
	                         does not name them (a macro's expansion) */
	int nunnamed;
	Attach *attaches;     /* pointer members of captured structs the
	                         region's code uses */
	int nattaches;
	MemberSpan *spans;    /* kernel regions: the members of captured
	                         structs their code uses (frontend/members.c) */
	int nspans;
	Var **links;          /* declare target link variables the region's
	                         code names (it maps them, OpenMP 5.2 5.8.1) */
	int nlinks;
	Var **wholes;         /* captured arrays the region's code uses whole,
	                         not as the pointer to their first element C
	                         converts them to: &a, sizeof a, __typeof__(a)
	                         (frontend/arrays.c); private and firstprivate
	                         ones, whose copies are arrays, left out */
	int nwholes;
	VarRef *whole_uses;   /* their uses (frontend/arrays.c) */
	int nwhole_uses;
	const char **consts;  /* constants the region's code begins with: an
	                         enumerator of the enclosing function's,
	                         "enum { NAME = value }", a class's constant
	                         static member named alone, "constexpr T NAME
	                         = value" (enumerators.c) */
	int nconsts;
	const Var *shared_write; /* DIR_TTD without nested parallel regions:
	                            the first variable its code writes (outside
	                            atomic constructs) that names its device
	                            copy, which the teams' initial threads share
	                            (a mapped or has_device_addr scalar or
	                            struct, not a reduction's or lastprivate) */
	Loc shared_write_loc;   /* that write */
	const Var **task_in_reds; /* a task run in place: its in_reduction items, the
	                         thread's copies of a task reduction around it (tasks.c) */
	int ntask_in_reds;
	Reduction *task_reds; /* a taskgroup's task_reduction items (emit_task.c) */
	int ntask_reds;
	const Var **fp_shared; /* scalars firstprivate on the target construct
	                         that atomic constructs of its threads update:
	                         the one copy they share is a device copy
	                         mapped to (defaultmap.c), a copy in the host
	                         fallback, never written back */
	int nfp_shared;
	const Var **loop_shared; /* SHAPE_LOOP: scalars mapped from the device
	                         that the loop's threads share, as its one
	                         device copy (defaultmap_check_scalars) */
	int nloop_shared;
} CaptureUses;

/* A read from[j + offset] of a stencil step (frontend/steps.c). */
typedef struct StepRead {
	unsigned begin, end;
	int offset;
} StepRead;

/* A combined loop region that is one step of a stencil sweep in a host
 * loop whose body is the region and the swap of two pointers (frontend/
 * steps.c): it reads one at its loop's variable plus a constant and
 * writes the other at its loop's variable. */
typedef struct StepFacts {
	Loop loop;            /* the host loop, where loop.var is set */
	const char *why;      /* else why none (NULL: no such loop) */
	const char *from, *to; /* the pointer the region reads, and writes */
	StepRead *reads;      /* its reads of from, in order */
	int nreads;
	int reach;            /* the largest |offset| */
	unsigned write_begin, write_end; /* the last statement, to[j] = value */
	unsigned value_begin, value_end; /* its value */
	unsigned begin;       /* the host loop's offset, which names its state */
} StepFacts;

/* PivotTerm, PivotCol, PivotLoop, PivotAccess, PivotFacts: facts.h */

/* The host loop around a kernel region, as each pass that runs several
 * of its iterations in one launch reads it. */
typedef struct HostLoop {
	Loop chain;           /* the host loop whose whole body the region is
	                         (frontend/chains.c), where chain.var is set:
	                         its test bound the host may evaluate again at
	                         any iteration, its step a constant */
	const char *chain_why; /* else why none, for --explain (NULL: no loop) */
	PivotFacts pivots;    /* where chain.var is set: its rows (frontend/pivots.c) */
	Loop batch;           /* the host loop whose iterations a reduction
	                         region may run in one launch (frontend/
	                         batches.c), where batch.var is set */
	const char *batch_why; /* else why none (NULL: no such loop) */
	unsigned batch_begin; /* the loop's offset: the host code keeps the
	                         batch's results in a block around it, named
	                         after it */
	StepFacts steps;      /* the host loop of stencil steps around it
	                         (frontend/steps.c) */
} HostLoop;

typedef struct Region {
	int id;               /* order in the file */
	const char *name;     /* stable name: <stem>_<line> */
	const Instance *inst; /* in a function template: the instantiation
	                         it is read for (cxx_templates.c); else NULL */
	Loc loc;              /* the '#' of the pragma */
	int dir;              /* DIR_* */
	const char *pragma;   /* the directive as written, on one line; one
	                         a _Pragma operator gives, as the '#pragma omp'
	                         line it stands for */
	RegionText src;       /* where it is written (parse.c, between.c, fuse.c) */
	struct Region *parent;/* enclosing target data, the teams region of a
	                         nested parallel for, the innermost region
	                         around a region nested in a kernel, or NULL */

	Clause *clauses;
	int nclauses;
	DataClauses data;     /* its data-sharing and mapping clauses (clauses.c) */
	ExecClauses exec;     /* how it executes: its other clauses */

	Loop loops[MAX_COLLAPSE];
	int nloops;
	Var **caps;           /* captured, in order of first use */
	int ncaps;
	CaptureUses uses;     /* how its code uses its captures (captures.c and friends) */
	Access *access;       /* per capture, for pointers and arrays */
	const OtherNames *names;   /* kernel regions: the other names of their
	                         memory (frontend/names.c) */
	DeviceCode dev;       /* device constructs and calls in its code (atomics.c, syncs.c) */
	TeamFacts teams;      /* a teams region's sequential part (teams.c) */
	RowFacts reads;       /* a loop's row and table reads (rows.c), its
	                         unit strides (strides.c) */
	Lanes lanes;          /* a combined loop over one index: its body's
	                         inner loop (frontend/inner_lanes.c) */
	BodyLoops body_loops; /* a combined loop over one index: a loop its
	                         body runs (frontend/body_loops.c) */
	Preload *preloads;    /* a parallel loop over one index, or a stencil
	                         steps' region: loads each iteration surely
	                         evaluates (frontend/preloads.c) */
	int npreloads;
	WindowFacts win;      /* a team's windows (windows.c) */
	Gemm *gemm;           /* a kernel region with collapse(2): is it a
	                         matrix product (frontend/gemm.c); else NULL */
	KnownArgs known;      /* kernel regions: the values every call of the
	                         region's function passes for parameters it
	                         takes by value (frontend/known_args.c) */
	HostLoop around;      /* the host loop around it, as the passes that run
	                         several of its iterations in one launch read
	                         it (chains.c, batches.c, steps.c) */
} Region;

/* Is v among the n variables of vs (one of a region's clause lists)? */
static inline int
var_listed(Var *const *vs, int n, const Var *v)
{
	for (int i = 0; v && i < n; i++)
		if (vs[i] == v)
			return 1;
	return 0;
}

/* omp_get_thread_num() and omp_get_num_threads() in the loop of target
 * parallel for, whose one team the grid's threads are (lowering/team.c):
 * where no schedule clause fixes which iterations a thread runs (the
 * default schedule is the implementation's, OpenMP 5.2 2.4.2). */
static inline int
grid_thread_api(const Region *r, int fn)
{
	return (fn == API_THREAD_NUM || fn == API_NUM_THREADS) && r->exec.sched.kind == SCHED_NONE;
}

/* Is v a struct with a pointer member attached in r (an entry of
 * r->uses.attaches)?  The frontend's implicit maps and lowering ask. */
static inline int
region_attaches(const Region *r, const Var *v)
{
	for (int i = 0; i < r->uses.nattaches; i++)
		if (r->uses.attaches[i].var == v)
			return 1;
	return 0;
}

/* Is v a pointer to a struct whose attached members r uses, that r
 * also uses as a value?  It must point into a present struct. */
static inline int
region_attaches_present(const Region *r, const Var *v)
{
	for (int i = 0; i < r->uses.nattaches; i++)
		if (r->uses.attaches[i].var == v && r->uses.attaches[i].present)
			return 1;
	return 0;
}

/* Does r map a member of struct v that is not a pointer (s.n,
 * ps->a.b)?  Then a map item of the struct's piece holds them. */
static inline int
region_maps_members(const Region *r, const Var *v)
{
	for (int i = 0; i < r->data.nmaps; i++)
		if (r->data.maps[i].var == v && r->data.maps[i].value_member)
			return 1;
	return 0;
}

/* Is v a pointer that r maps as itself (OpenMP 5.2 5.8.3: a list item
 * of pointer type, not an array section, is mapped like a scalar: its
 * bits, a host address unless the device code stores another)?  The
 * kernel and the fallback treat it as a mapped scalar. */
static inline int
region_maps_pointer(const Region *r, const Var *v)
{
	if (v->kind != VAR_POINTER)
		return 0;
	for (int i = 0; i < r->data.nmaps; i++)
		if (r->data.maps[i].var == v && !r->data.maps[i].member && !r->data.maps[i].ndims &&
		    !(r->data.maps[i].type & MAP_ATTACH))
			return 1;
	return 0;
}

/* Are the two declared at the same place under the same name (a clause's
 * Var and a team-level variable, their locations both the start of their
 * declaration's extent)?  The frontend's warp-vote facts and lowering's
 * votes ask. */
static inline int
same_declaration(const char *name, Loc at, const char *name2, Loc at2)
{
	return !strcmp(name, name2) && at.line == at2.line && at.col == at2.col &&
	       !strcmp(at.file, at2.file);
}

/* Where the construct ends in the source: what the host file replaces. */
static inline unsigned
region_end(const Region *r)
{
	return r->src.outer_end ? r->src.outer_end : r->src.stmt_end;
}

/* The innermost parallel region at or around region `in` inside its
 * kernel region, whose team runs the code there, or NULL: outside every
 * parallel region, the initial thread of the kernel region (or of each
 * of its teams) runs it.  Target parallel's own parallel region is one.
 * (Like strchr, it takes a const region and returns a modifiable one.) */
static inline Region *
region_team(const Region *in)
{
	for (; in && !dir_has_kernel(in->dir); in = in->parent)
		if (dir_is_parallel(in->dir))
			return (Region *)in;
	return NULL;
}

#include "unit.h"

#endif

