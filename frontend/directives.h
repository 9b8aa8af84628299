/* The directives, clauses, map types and reduction operators omp2cuda
 * knows, as X-macro lists and enums, and the tables they give
 * (directives.c).  Part of the Region IR: included by region.h.
 */
#ifndef O2C_DIRECTIVES_H
#define O2C_DIRECTIVES_H

/* How a directive is compiled. */
enum {
	SHAPE_LOOP,       /* a grid-stride kernel over the associated loop nest */
	SHAPE_SERIAL,     /* a kernel of one thread running the statement */
	SHAPE_DATA,       /* map on entry, unmap on exit, no kernel */
	SHAPE_STANDALONE, /* no statement: enter data, exit data, update */
	SHAPE_TEAMS,      /* a block per team: per distribute iteration, or
	                     per team of target teams; the team's sequential
	                     code runs on thread 0, nested parallel regions on
	                     the block's threads */
	SHAPE_INNER,      /* a parallel region (or a worksharing loop in one)
	                     nested in a SHAPE_TEAMS region, or in a parallel
	                     region there (a team of one thread) */
	SHAPE_HOST,       /* a host construct that waits for tasks, or a host
	                     task with depend: it stays in the host file and
	                     also completes deferred target tasks */
	SHAPE_SINGLE,     /* single, masked or master in a kernel region: a
	                     structured block one thread of the binding team
	                     runs (frontend/binding.c) */
};

/* Directives omp2cuda compiles, their shape, and whether an associated
 * loop nest comes with them.  Combined constructs whose loop is
 * worksharing (teams distribute parallel for, parallel for, with or
 * without simd) all become one grid-stride kernel over the whole GPU. */
#define DIRECTIVES(X)                                                                              \
	X(DIR_TTDPF, "target teams distribute parallel for", SHAPE_LOOP, 1)                        \
	X(DIR_TTDPF_SIMD, "target teams distribute parallel for simd", SHAPE_LOOP, 1)              \
	X(DIR_TPF, "target parallel for", SHAPE_LOOP, 1)                                           \
	X(DIR_TPF_SIMD, "target parallel for simd", SHAPE_LOOP, 1)                                 \
	X(DIR_TARGET, "target", SHAPE_SERIAL, 0)                                                   \
	X(DIR_TARGET_DATA, "target data", SHAPE_DATA, 0)                                           \
	X(DIR_TARGET_ENTER_DATA, "target enter data", SHAPE_STANDALONE, 0)                         \
	X(DIR_TARGET_EXIT_DATA, "target exit data", SHAPE_STANDALONE, 0)                           \
	X(DIR_TARGET_UPDATE, "target update", SHAPE_STANDALONE, 0)                                 \
	X(DIR_TTD, "target teams distribute", SHAPE_TEAMS, 1)                                      \
	X(DIR_TT, "target teams", SHAPE_TEAMS, 0)                                                  \
	X(DIR_TP, "target parallel", SHAPE_TEAMS, 0) /* one team: its parallel region */           \
	X(DIR_PARALLEL_FOR, "parallel for", SHAPE_INNER, 1)                                        \
	X(DIR_PARALLEL, "parallel", SHAPE_INNER, 0)                                                \
	X(DIR_FOR, "for", SHAPE_INNER, 1) /* in a parallel region of a teams region */          \
	X(DIR_TASKWAIT, "taskwait", SHAPE_HOST, 0)                                                 \
	X(DIR_TASKGROUP, "taskgroup", SHAPE_HOST, 0)                                               \
	X(DIR_TASK, "task", SHAPE_HOST, 0) /* with a depend clause */                               \
	X(DIR_SINGLE, "single", SHAPE_SINGLE, 0)                                                   \
	X(DIR_MASKED, "masked", SHAPE_SINGLE, 0)                                                   \
	X(DIR_MASTER, "master", SHAPE_SINGLE, 0) /* masked without filter, deprecated in 5.2 */ \
	X(DIR_KTASK, "task", SHAPE_SINGLE, 0) /* in a kernel region: run in place */              \
	X(DIR_KTASKLOOP, "taskloop", SHAPE_SINGLE, 0) /* in a kernel region: run in place */      \
	X(DIR_KTASKGROUP, "taskgroup", SHAPE_SINGLE, 0) /* in a kernel region: its statement */ \
	X(DIR_SCOPE, "scope", SHAPE_SINGLE, 0) /* in a kernel region: every thread runs it */  \
	X(DIR_SECTIONS, "sections", SHAPE_SINGLE, 0) /* in a kernel region: every thread meets it */ \
	X(DIR_SECTION, "section", SHAPE_SINGLE, 0) /* one thread of the team runs it */

enum {
#define X(kind, spelling, shape, loop) kind,
	DIRECTIVES(X)
#undef X
	DIR_NUM
};

extern const char *const dir_spelling[];
extern const int dir_shape[];
extern const int dir_loop[];
#define dir_is_loop(d) (dir_loop[d])
#define dir_has_kernel(d)                                                                          \
	(dir_shape[d] == SHAPE_LOOP || dir_shape[d] == SHAPE_SERIAL || dir_shape[d] == SHAPE_TEAMS)
/* a parallel region nested in a kernel region (not target parallel's own) */
#define MAX_LEAVES 3 /* leaf constructs a combined one is read as */
#define dir_is_parallel(d) ((d) == DIR_PARALLEL || (d) == DIR_PARALLEL_FOR)
#define dir_is_task(d) ((d) == DIR_KTASK || (d) == DIR_KTASKLOOP || (d) == DIR_KTASKGROUP)

/* Clauses, and the directive shapes that accept them (bit per SHAPE_*;
 * clang has already rejected clauses a directive does not allow). */
#define ON_LOOP (1u << SHAPE_LOOP)
#define ON_SERIAL (1u << SHAPE_SERIAL)
#define ON_KERNEL (ON_LOOP | ON_SERIAL)
#define ON_DATA (1u << SHAPE_DATA)
#define ON_STANDALONE (1u << SHAPE_STANDALONE)
#define ON_TEAMS (1u << SHAPE_TEAMS)
#define ON_INNER (1u << SHAPE_INNER)
#define ON_SINGLE (1u << SHAPE_SINGLE)
#define ON_TPAR (1u << 8) /* target parallel, beside what ON_TEAMS allows */
#define CLAUSES(X)                                                                                 \
	X(CL_MAP, "map", ON_KERNEL | ON_TEAMS | ON_DATA | ON_STANDALONE)    /* map([mod,] [type:] list) */   \
	X(CL_TO, "to", ON_STANDALONE)                            /* update to(list) */            \
	X(CL_FROM, "from", ON_STANDALONE)                        /* update from(list) */          \
	X(CL_COLLAPSE, "collapse", ON_LOOP | ON_TEAMS | ON_INNER | ON_SINGLE) /* collapse(n) */                \
	X(CL_REDUCTION, "reduction", ON_LOOP | ON_TEAMS | ON_INNER) /* reduction(op: list) */    \
	X(CL_IN_REDUCTION, "in_reduction", ON_SERIAL | ON_LOOP | ON_SINGLE) /* in_reduction(op: l) */ \
	X(CL_LASTPRIVATE, "lastprivate", ON_LOOP | ON_TEAMS | ON_INNER) /* lastprivate(list) */   \
	X(CL_LINEAR, "linear", ON_LOOP)                          /* linear(list[: step]) */       \
	X(CL_FIRSTPRIVATE, "firstprivate", ON_KERNEL | ON_TEAMS | ON_INNER | ON_SINGLE) /* firstprivate(list) */ \
	X(CL_PRIVATE, "private", ON_KERNEL | ON_TEAMS | ON_INNER | ON_SINGLE) /* private(list) */  \
	X(CL_SHARED, "shared", ON_LOOP | ON_TEAMS | ON_INNER | ON_SINGLE)   /* shared(list) */               \
	X(CL_NUM_TEAMS, "num_teams", ON_LOOP | ON_TEAMS)         /* num_teams(expr) */            \
	X(CL_THREAD_LIMIT, "thread_limit", ON_LOOP | ON_TEAMS)   /* thread_limit(expr) */         \
	X(CL_NUM_THREADS, "num_threads", ON_LOOP | ON_INNER | ON_TPAR) /* num_threads(expr) */  \
	X(CL_IF, "if", ON_KERNEL | ON_TEAMS | ON_DATA | ON_STANDALONE | ON_INNER | ON_SINGLE) /* if([mod:] e) */ \
	X(CL_DEVICE, "device", ON_KERNEL | ON_TEAMS | ON_DATA | ON_STANDALONE) /* device(expr) */ \
	X(CL_IS_DEVICE_PTR, "is_device_ptr", ON_KERNEL | ON_TEAMS) /* is_device_ptr(list) */     \
	X(CL_USE_DEVICE_PTR, "use_device_ptr", ON_DATA)          /* use_device_ptr(list) */        \
	X(CL_HAS_DEVICE_ADDR, "has_device_addr", ON_KERNEL | ON_TEAMS) /* has_device_addr(list) */ \
	X(CL_USE_DEVICE_ADDR, "use_device_addr", ON_DATA)        /* use_device_addr(list) */      \
	X(CL_NOWAIT, "nowait", ON_KERNEL | ON_TEAMS | ON_STANDALONE | ON_SINGLE | ON_INNER) /* nowait */     \
	X(CL_DEPEND, "depend", ON_KERNEL | ON_TEAMS | ON_STANDALONE | ON_SINGLE) /* depend([mod,] type: list) */ \
	X(CL_SCHEDULE, "schedule", ON_LOOP | ON_INNER)           /* schedule([mod:] kind[, n]) */ \
	X(CL_DIST_SCHEDULE, "dist_schedule", ON_LOOP | ON_TEAMS) /* dist_schedule(static[, n]) */ \
	X(CL_DEFAULTMAP, "defaultmap", ON_KERNEL | ON_TEAMS)     /* defaultmap(behavior[: cat]) */ \
	X(CL_BIND, "bind", ON_LOOP | ON_INNER)                   /* loop: bind(teams|parallel) */ \
	X(CL_ORDER, "order", ON_LOOP | ON_INNER | ON_SINGLE)                 /* order([mod:] concurrent) */ \
	X(CL_COPYPRIVATE, "copyprivate", ON_SINGLE)              /* copyprivate(list) */          \
	X(CL_USES_ALLOCATORS, "uses_allocators", ON_KERNEL | ON_TEAMS) /* uses_allocators(list) */ \
	X(CL_ALLOCATE, "allocate", ON_KERNEL | ON_TEAMS | ON_INNER | ON_SINGLE) /* allocate([a:] list) */ \
	X(CL_FILTER, "filter", ON_SINGLE)                        /* masked filter(thread_num) */ \
	X(CL_DEFAULT, "default", ON_LOOP | ON_TEAMS | ON_INNER | ON_SINGLE)  /* default(shared|none) */       \
	X(CL_SAFELEN, "safelen", ON_LOOP | ON_INNER | ON_SINGLE)             /* simd safelen(k) */            \
	X(CL_SIMDLEN, "simdlen", ON_LOOP | ON_INNER | ON_SINGLE)             /* simd simdlen(k): a hint */    \
	X(CL_NONTEMPORAL, "nontemporal", ON_LOOP | ON_INNER)     /* simd nontemporal(list): a hint */ \
	X(CL_ALIGNED, "aligned", ON_LOOP | ON_INNER)             /* simd aligned(list[: n]): a promise */ \
	X(CL_AFFINITY, "affinity", ON_SINGLE)                    /* task affinity(list): a hint */ \
	X(CL_FINAL, "final", ON_SINGLE)                          /* task final(expr) */           \
	X(CL_UNTIED, "untied", ON_SINGLE)                        /* task untied */                \
	X(CL_MERGEABLE, "mergeable", ON_SINGLE)                  /* task mergeable */             \
	X(CL_PRIORITY, "priority", ON_SINGLE)                    /* task priority(n): a hint */   \
	X(CL_GRAINSIZE, "grainsize", ON_SINGLE)                  /* taskloop grainsize(n) */      \
	X(CL_NUM_TASKS, "num_tasks", ON_SINGLE)                  /* taskloop num_tasks(n) */      \
	X(CL_NOGROUP, "nogroup", ON_SINGLE)                      /* taskloop nogroup */          \
	X(CL_TASK_REDUCTION, "task_reduction", ON_SINGLE)        /* taskgroup task_reduction(op: l) */

enum {
#define X(kind, spelling, shapes) kind,
	CLAUSES(X)
#undef X
	CL_NUM
};

extern const char *const clause_spelling[];
extern const unsigned clause_shapes[];

/* Map types, OpenMP 5.2 5.8.3: the runtime's O2C_MAP_* values. */
enum {
	MAP_ALLOC,   /* map(alloc: ...), and release on exit data */
	MAP_TO,      /* map(to: ...), update to(...) */
	MAP_FROM,    /* map(from: ...), update from(...) */
	MAP_TOFROM,  /* map(tofrom: ...), also the default */
	MAP_DELETE = 8,  /* flag: map(delete: ...) on exit data */
	MAP_ALWAYS = 16, /* flag: the always modifier */
	MAP_ATTACH = 32, /* not a map: attach a struct's pointer member */
	MAP_MEMBER = 64, /* flag: a struct member inside the struct's piece,
	                    a map item before it, which holds the reference */
	MAP_PRESENT = 128, /* flag: the present modifier: an error when the
	                      item is not mapped already */
	MAP_DEREF = 256, /* flag of MAP_ATTACH: the code reads through the
	                    member (Attach.deref) */
};

/* Reduction operators, OpenMP 5.2 5.5.5: the runtime's O2C_RED_*
 * (red_names), each one's C binary operator ("" for min, max and a
 * declared reduction: red_c_ops), and red_code's answer for an operator
 * as a clause spells it (+ - * min max & | ^ && ||; 0 for another). */
extern const char *const red_names[];
extern const char *const red_c_ops[];
int red_code(const char *op);
enum {
	RED_ADD = 1, /* + (and -) */
	RED_MUL,     /* * */
	RED_MIN,     /* min */
	RED_MAX,     /* max */
	RED_BAND,    /* & */
	RED_BOR,     /* | */
	RED_BXOR,    /* ^ */
	RED_LAND,    /* && */
	RED_LOR,     /* || */
	RED_USER,    /* a declare reduction's identifier (Reduction.udr) */
};

#define MAX_DIMS 8

#endif
