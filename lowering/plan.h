/* Kernel plans: the decisions lowering makes for each region, with no
 * text layout in them (codegen/ owns that).  Expressions that must be
 * evaluated on the host or the device are C source text built from the
 * user's own expressions.
 */
#ifndef O2C_PLAN_H
#define O2C_PLAN_H

#include "region.h"
#include "omp2cuda_contract.h" /* limits and default geometry shared with the runtime */

/* A kernel parameter, named after the captured variable. */
typedef struct Param {
	Var *var;
	int map;              /* pointers, arrays and by-reference scalars:
	                         index of the attached map item, or -1 to look
	                         the pointer up at run time */
	int ref;              /* a scalar passed by reference: the kernel
	                         gets a pointer to its device copy */
	int alias;            /* by reference, and the kernel names the
	                         device copy itself (else a copy per thread) */
	int named;            /* by reference: the region's code names it
	                         other than in the atomic constructs that
	                         update it through its pointer, so the kernel
	                         binds the name (to the device copy where
	                         alias, else to a copy of its value) */
	int from;             /* by reference: the host fallback copies its
	                         copy back to the original */
	int host_alias;       /* by reference: the host fallback names the
	                         original, (*o2c_ref_x), at each use in the
	                         region's code (r->uses.refs), with no copy */
	int device_ptr;       /* is_device_ptr, has_device_addr: a device
	                         address, passed as it is */
	int device_addr;      /* has_device_addr of a variable: the kernel gets
	                         its device copy, at the address an enclosing
	                         use_device_addr gives (device_ptr too), or
	                         looked up in the present table; a scalar or
	                         struct by reference */
	const Reduction *red; /* by reference as a reduction variable */
	const char *red_block; /* an array's reduction item of a few elements:
	                         each block combines its threads' copies of
	                         each element before one atomic operation
	                         (lowering/sections.c); why, for --explain;
	                         NULL: each thread's elements, one atomic
	                         operation each */
	int red_team;         /* a reduction of a teams region with parallel
	                         regions: each team's copy is one variable in
	                         shared memory, which its parallel regions'
	                         reductions combine into, and which the team's
	                         initial thread alone gives the final
	                         combination (lowering/lower.c) */
	int discard;          /* a reduction's item that is firstprivate on
	                         the target construct (lowering/lower.c): its
	                         device copy is mapped to, and the host
	                         fallback does not write its result back */
	int last;             /* lastprivate: each thread's copy, the last
	                         iteration's written back */
	const Linear *lin;    /* linear (also last): the original's value as
	                         the region begins is the by-value argument
	                         o2c_lin_<name>, which the runtime reads from
	                         the device copy (O2C_ARG_DEVICE_VALUE) */
	int fp;               /* FP_*: a firstprivate copy made from the
	                         argument o2c_fp_<name> */
	int whole;            /* an array the region uses whole (Region.uses.wholes):
	                         the kernel's parameter is o2c_arr_<name>,
	                         and a reference to the array has its name;
	                         the host fallback's code reaches the array
	                         through a pointer to it */
	/* read-only provenance (lowering/readonly.c), pointers and arrays */
	int add_const;        /* declare the pointee const */
	int restrict_;        /* declare the pointer __restrict__ */
	int align;            /* 0, or the alignment (Var.vec_align) the
	                         kernel and its kernel_narrow assume the
	                         pointer has (lowering/align.c) */
	int unwritten;        /* never written through: the runtime need not
	                         copy back a map the region makes for it */
	int value_only;       /* a pointer the code only compares, casts or
	                         assigns (Region.uses.values_only): where nothing
	                         mapped holds its target it keeps its value */
	const char *proof;    /* why, or why not, for --explain */
} Param;

/* Firstprivate list items the kernel copies from an argument passed by
 * value (OpenMP 5.2 5.4.4): arrays, and in teams regions the variables a
 * team shares. */
enum {
	FP_NONE,   /* a scalar passed by value is the thread's own copy */
	FP_THREAD, /* a copy per thread, made where the thread starts */
	FP_TEAM,   /* a copy per team in shared memory, made by thread 0 */
};

/* One map item as the runtime receives it.  A MAP_ATTACH item follows
 * the maps of a struct and of what its pointer member points to: begin
 * is the member's address, bytes how far past the member's value its
 * section begins, and the runtime stores in the struct's device copy the
 * device address of the member's value. */
typedef struct PlanMap {
	Loc loc;
	Var *var;
	int type;             /* MAP_*, with flags */
	int implicit;         /* added by OpenMP 5.2 5.8.9 implicit rules */
	const char *name;     /* the list item as written */
	const char *begin;    /* host expression: address of the first byte */
	const char *bytes;    /* host expression: length in bytes */
	const char *member;   /* a section of the pointer member of var */
	const char *stride;   /* a strided section of target update: begin and
	                         bytes are its first element's, count elements */
	const char *count;    /* this many elements apart (OpenMP 5.2 5.1.5) */
} PlanMap;

/* Where a launch dimension comes from (reported by --explain). */
enum {
	GEOM_DEFAULT,         /* the runtime's heuristic */
	GEOM_CLAUSE,          /* the user's num_teams / thread_limit */
	GEOM_ONE,             /* one thread: a target region without a loop */
	GEOM_NUM_THREADS,     /* the num_threads clause of the nested parallel
	                         regions of a teams region */
	GEOM_SEQUENTIAL,      /* one thread: a target teams region without a
	                         nested parallel region */
	GEOM_ONE_TEAM,        /* one block: target parallel, or target with
	                         parallel regions in its code */
	GEOM_SHARED_WRITE,    /* one thread per team: a target teams
	                         distribute region writes a variable the
	                         teams share (lowering/lower.c) */
	GEOM_IF_PARALLEL,     /* one thread per team (and one team for
	                         target parallel for) when an if clause of the
	                         parallel or simd leaf is false, or a simd
	                         loop has safelen (frontend/clauses.c) */
};

#include "options.h" /* LowerOptions, Tune */

/* Teams on warps (lowering/team.c): the most teams a block holds, one
 * per warp, and the most bytes of team-level variables a team may have
 * (each block holds that many copies in shared memory). */
enum { WARP_TEAMS = 4, WARP_TEAM_BYTES = 1024, WARP_MAX_TRIP = 256 };

/* What a kernel is (lowering/schedule.c, kernel_shape). */
enum {
	KERNEL_NONE,          /* no kernel: a data construct, or a region
	                         nested in a kernel region */
	KERNEL_ONE,           /* one thread runs the statement */
	KERNEL_TEAMS,         /* a block per team, thread 0 the sequential
	                         part (Region.teams.stmts), the block's threads its
	                         parallel regions */
	KERNEL_TEAM_LOOP,     /* the same, per distribute iteration: a loop
	                         of the blocks around the team's code */
	KERNEL_GRID_LOOP,     /* one loop over the threads of the grid */
};

/* Who shares a loop nest's iterations (lowering/schedule.c). */
enum {
	SHARE_NONE,           /* not a loop */
	SHARE_GRID,           /* every thread of the grid: a combined loop */
	SHARE_TEAMS,          /* the blocks: a distribute loop of teams */
	SHARE_THREADS,        /* the o2c_nthreads threads of a parallel region */
	SHARE_ONE,            /* the one thread of a nested parallel region */
	SHARE_WARPS,          /* the warps of the grid: a distribute loop of
	                         teams on warps (Plan.warp.warps) */
	SHARE_LANES,          /* the 32 lanes of a warp: a parallel region of
	                         a team on a warp */
};

/* How a range of iterations is dealt to T sharers (OpenMP 5.2 11.5.3). */
enum {
	WS_CYCLIC,            /* t, t + T, ... */
	WS_BLOCK,             /* one block per sharer */
	WS_CHUNK,             /* chunks of LoopPlan.chunk round robin */
	WS_GUIDED,            /* shrinking chunks round robin */
};

/* A team's share of the whole iteration space, taken before its threads
 * share it (dist_schedule, OpenMP 5.2 11.6.1). */
enum {
	DIST_NONE,
	DIST_BLOCK,           /* one block per team */
	DIST_CHUNK,           /* chunks of LoopPlan.dist_chunk round robin */
};

/* The type of a loop's sharer numbers. */
enum {
	INDEX_WIDE,           /* unsigned long long */
	INDEX_NARROW,         /* the CUDA built-ins as they are: the cyclic
	                         loop's unsigned long long index takes them */
	INDEX_SIGNED,         /* long long: a grid-stride loop nvcc may
	                         unroll, trapping past 2^62 iterations */
	INDEX_U32,            /* unsigned: iteration numbers, counts and
	                         decomposition are 32-bit: the grid-stride
	                         loop of Plan.kernel_narrow, which the runtime
	                         launches only where they fit, or a loop
	                         nested in a kernel whose trip count lowering
	                         proved fits (lowering/schedule.c,
	                         narrow_nested) */
};

/* How a canonical loop's variable follows from an iteration number q, an
 * unsigned long long (lowering/trip.c, lower_index_form): its value is
 * the text pre, q, post. */
typedef struct IndexForm {
	const char *pre, *post;
} IndexForm;

/* Each iteration's own column of an array in registers (lowering/
 * own_cols.c, r->reads.cols): the kernel's grid loop runs the body with
 * its own-column accesses on registers o2c_col[], loaded at their first
 * use and stored after the iteration, where the kernel's check holds,
 * else as written. */
enum { O2C_COL_ROWS = 32 };

typedef struct ColsPlan {
	int on;
	const ColFacts *f;
	const char *ld;       /* the row length (C) */
	const char *rlo, *rhi; /* kernel C: the least and greatest row */
	const char *check;    /* kernel C, given o2c_rmin and o2c_rmax */
	const char *sure;     /* kernel C: row o2c_r is one every iteration
	                         surely touches (loaded before the body), or
	                         NULL: each at its first use */
	const char *full;     /* kernel C given o2c_rlo: the full window's
	                         check, that each bound it names sits at a
	                         row of the window the plan knows, or NULL:
	                         no full-window form */
	const char **start, **past; /* per loop of f->loops, kernel C: in the
	                         full window, its guards before its start and
	                         past its end as conditions on the unrolled
	                         counters alone, or NULL: evaluated there */
	const char *full_sure; /* kernel C: in the full window, sure as a
	                         condition on the counter o2c_u, or NULL */
	const char **rows;    /* per own access of f->own whose row is no
	                         loop's variable: in the full window, its
	                         register's index as a constant, or NULL */
	const char *why;      /* why, or why not, for --explain */
} ColsPlan;

/* The loop over a nest's collapsed index that a thread runs. */
typedef struct LoopPlan {
	int share;            /* SHARE_* */
	int ws;               /* WS_* */
	int dist;             /* DIST_* */
	int index;            /* INDEX_* */
	const char *chunk;    /* WS_CHUNK, WS_GUIDED: the chunk size (C) */
	const char *dist_chunk; /* DIST_CHUNK: the team chunk size (C) */
	const char *why;      /* why this loop */
	int last;             /* each thread tracks whether it ran the last
	                         iteration (o2c_last), for lastprivate */
	int once;             /* INDEX_U32 over a warp's lanes, at most one
	                         iteration a lane (lowering/schedule.c,
	                         narrow_nested), or over the grid of a flat
	                         kernel, one a thread (lowering/flat.c): the
	                         loop runs one pass */
	const char *last_why; /* why, or why not (NULL: no lastprivate) */
	int reordered;        /* a collapsed nest's neighbouring iterations
	                         step loop fast's variable, not the innermost's
	                         (lowering/order.c) */
	int fast;
	const char *order_why; /* why another than the innermost, or why not
	                          (NULL: nothing to say) */
	int stepped;          /* the narrow kernel's loop over a collapsed nest
	                         works each thread's first indices out once and
	                         steps them with the loop, no division an
	                         iteration (lowering/schedule.c, lower_stepped) */
	const char *stepped_why; /* why, or why not (NULL: one loop) */
	ColsPlan cols;        /* the iteration's own column in registers
	                         (lowering/own_cols.c) */
	int batch;            /* codegen's, for Plan.chain.batch.kernel: a
	                         block's threads are rows of o2c_batch_count,
	                         row o2c_brow of o2c_brows sharing the grid's
	                         iterations (lowering/batches.c) */
} LoopPlan;

/* The team size o2c_nthreads of a parallel region nested in a kernel
 * region (lowering/team.c). */
enum {
	NTHREADS_NONE,        /* not declared: nothing asks for it */
	NTHREADS_BLOCK,       /* the block's threads, all of which run it */
	NTHREADS_CLAUSE,      /* fewer where num_threads asks, one where the
	                         if clause is false: threads past them skip it */
	NTHREADS_WARP,        /* 32: a team on a warp, all of whose lanes run
	                         it */
};

/* Which threads run code of a kernel (lowering/team.c). */
enum {
	CTX_KERNEL,   /* the kernel's own code: a target region's one thread,
	                 a teams distribute loop's initial threads, or a
	                 combined loop's threads (the device header answers
	                 the API there) */
	CTX_TEAM,     /* the sequential part of a teams region (thread 0) */
	CTX_PARALLEL, /* a parallel region nested in a teams region, or
	                 target parallel's: the block's threads */
	CTX_NESTED,   /* a parallel region nested in one of those: a team of
	                 one thread (frontend/binding.c) */
};

/* What a device API call in a kernel's code becomes (lowering/team.c). */
enum {
	APIP_DEVICE,          /* the device header answers it */
	APIP_VALUE,           /* ApiPlan.value, a constant */
	APIP_NTHREADS,        /* o2c_nthreads: its parallel region's team size */
	APIP_ANCESTOR,        /* o2c_ancestor_thread_num at ApiPlan.value, the
	                         nesting level */
	APIP_WARP_TEAM,       /* teams on warps: the team number, the warp's
	                         number in the grid */
	APIP_WARP_TEAMS,      /* teams on warps: the number of teams, the
	                         grid's warps */
	APIP_GRID_THREAD,     /* target parallel for: the thread's number in
	                         the grid, its one team */
	APIP_GRID_THREADS,    /* target parallel for: the grid's threads */
	APIP_LANE,            /* teams on warps: the thread number in a
	                         parallel region, the lane */
};

/* Who runs a statement of the sequential part of a team on a warp
 * (lowering/team.c, team_lanes), or a team-level variable's initializer. */
enum {
	LANES_ONE,            /* lane 0, and the team's lanes meet at
	                         __syncwarp() before another reads what it
	                         wrote (a block team's thread 0 likewise) */
	LANES_ALL,            /* every lane, as lane 0 would: after a barrier
	                         that publishes lane 0's writes before it, and
	                         with one before lane 0 writes again, as it
	                         reads memory or a variable in shared memory */
	LANES_REGS,           /* every lane, with no barrier around it: it
	                         reads only registers (replicated variables,
	                         its own locals, loop indices) */
};

/* A team-level variable of a team on a warp (lowering/team.c). */
typedef struct TeamVarPlan {
	const TeamVar *var;
	int replicated;       /* a register per lane, every lane holding the
	                         same value; else one per warp in shared
	                         memory */
	int init;             /* LANES_*: who runs its initializer */
	const char *why;      /* why, or why not, for --explain */
} TeamVarPlan;

/* One call of Region.dev.apis, the same index. */
typedef struct ApiPlan {
	int how;              /* APIP_* */
	int value;            /* APIP_VALUE: the answer; APIP_ANCESTOR: the
	                         level */
	int ctx;              /* CTX_* of the code that makes the call */
	const char *why;      /* why that answer, or NULL (none to give) */
} ApiPlan;

/* A team's window the kernel copies into shared memory (lowering/
 * windows.c): the frontend's facts and the length of its rows there. */
typedef struct PlanWindow {
	const Window *w;
	long long pitch;      /* cols, or cols + 1: the lanes' accesses fall in
	                         different banks */
	long long bytes;      /* a team's copy */
	long long in_flight;  /* the copy's loads a lane has in flight before
	                         its stores: all of its elements, or 0: the
	                         team's threads copy in batches of 8 */
	const char *copy_why; /* why, for --explain */
} PlanWindow;

/* The kernels a kernel region's plan prints (lowering/variants.c), in
 * the order codegen prints them: the kernel, then its variants, each a
 * copy of the kernel's code with some optimizations left out or changed,
 * which the runtime launches in the kernel's place where their launch
 * condition holds. */
enum {
	VARIANT_MAIN,         /* Plan.kernel: launched where no other is */
	VARIANT_ALIAS,        /* Plan.alias.kernel: pointer arguments may share
	                         memory, so no claim about them holds */
	VARIANT_NARROW,       /* Plan.narrow.kernel: 32-bit iteration numbers */
	VARIANT_LANES,        /* Plan.inner.kernel: a warp per iteration */
	VARIANT_CHAIN,        /* Plan.chain.kernel: the host loop's remaining
	                         iterations in one launch */
	VARIANT_LANES_CHAIN,  /* Plan.chain.lanes_kernel: the same of the
	                         kernel_lanes */
	VARIANT_FLAT,         /* Plan.flat.kernel: one iteration a thread */
	VARIANT_BATCH,        /* Plan.chain.batch.kernel: the host loop's
	                         iterations of a reduction, one slot each */
	VARIANT_STEPS,        /* Plan.chain.steps.kernel: several of the host
	                         loop's stencil steps in shared memory */
	VARIANT_PIVOTS,       /* Plan.chain.pivots.kernel: a chain's pivot rows */
	VARIANT_BELOW,        /* Plan.chain.pivots.below: its other rows */
};

/* One kernel a plan prints, and the optimizations its code carries: a
 * flag that is 0 leaves the optimization out of this kernel even where
 * the plan has it. */
typedef struct PlanKernel {
	int kind;             /* VARIANT_* */
	const char *name;     /* the kernel's name */
	const char *suffix;   /* its name past Plan.kernel's ("" for the kernel) */
	int restrict_;        /* __restrict__ on the pointers the plan claims
	                         distinct (Param.restrict_); const pointees
	                         (Param.add_const) hold in every kernel */
	int align;            /* assumes the alignments of Param.align */
	int windows;          /* reads a team's windows (Plan.win.windows) */
	int preloads;         /* its nested parallel loops' preloads
	                         (Plan.preload.loads of their plans) */
	int rows;             /* stages rows in shared memory (Plan.rows) */
	int table;            /* copies the table into shared memory and reads
	                         it there (Plan.table) */
	int tile;             /* has the tiled loop (Plan.tile) */
	int narrow;           /* 32-bit iteration numbers (INDEX_U32) */
	int flat;             /* one iteration a thread: its grid-stride loop
	                         runs one pass (LoopPlan.once) */
	int lanes;            /* a warp per iteration, the inner loop over its
	                         lanes (Region.lanes) */
	int chain;            /* runs the host loop's remaining iterations
	                         (Region.chain), a grid-wide barrier between */
	int batch;            /* reduces for the host loop's iterations
	                         (Region.batch), each thread for one of them */
	int steps;            /* runs several of the host loop's stencil steps
	                         (Region.steps) in shared memory */
	int pivots;           /* a chain's pivot rows, one block (Plan.chain.pivots) */
	int below;            /* a chain's other rows, each through every iteration */
	int known;            /* declares the known arguments constants
	                         (Plan.known); launched under its own
	                         descriptor */
	const char *launch;   /* when the runtime launches it (runtime/
	                         target.c), for --explain and the comment
	                         codegen prints before it */
	const char *what;     /* what sets it apart from the main kernel, for
	                         that comment (NULL: the main kernel) */
} PlanKernel;

/* The directive a kernel region's host fallback runs its code under
 * (lowering/fallback.c). */
enum {
	HOST_NONE,            /* none: the calling thread runs the code */
	HOST_PARALLEL,        /* parallel: target parallel */
	HOST_TEAMS,           /* teams: a teams region with nested parallel
	                         regions */
	HOST_TEAMS_DISTRIBUTE, /* teams distribute */
	HOST_TEAMS_LOOP,      /* teams distribute parallel for */
	HOST_PARALLEL_FOR,    /* parallel for */
};

/* The host fallback's construct and its geometry clauses' values: host
 * expressions of the fallback function (o2c_teams, o2c_threads from
 * o2c_fallback_geometry, o2c_nthreads from o2c_fallback_threads), or
 * NULL for no such clause. */
typedef struct HostPlan {
	const char *fn;       /* the host fallback function */
	int construct;        /* HOST_* */
	int teams;            /* a loop region under a host teams construct
	                         of the launch's teams (lowering/lower.c,
	                         lower_fallback) */
	int threads;          /* a loop region whose host team takes the
	                         launch's thread count (lower_fallback) */
	const char *num_teams;
	const char *thread_limit;
	const char *num_threads;
	const char *why;      /* why this construct, for --explain */
} HostPlan;

/* What the host tells the runtime of a chain's trip counts
 * (lowering/chains.c): for a lanes chain, whose 32-bit iteration numbers
 * need every iteration's trip count to fit, the largest over the
 * remaining iterations (o2c_target_chain's units), which the host
 * computes before the launch where there are at most scan of them; past
 * that, or where scan is 0, unknown (~0: the runtime launches the
 * kernel_chain). */
typedef struct ChainUnits {
	long long scan;       /* the most iterations the host scans; 0: none */
	const char *why;      /* for --explain (NULL: no lanes chain) */
} ChainUnits;

/* How a block lays out the rows it stages in shared memory (lowering/
 * rows.c): C the kernel and the host evaluate. */
typedef struct RowsLayout {
	const char *ld;       /* the array's row length: a parameter, or a
	                         constant */
	const char *pitch;    /* kernel: elements from one thread's row to the
	                         next, from the row length o2c_ld */
	const char *bytes;    /* host: the shared memory a thread's row takes
	                         (O2cLaunch.row_bytes), 0 for a row length it
	                         does not stage */
	const char *thread_bytes; /* kernel: the same, where it stages them:
	                             after blockDim.x of them, 16-byte
	                             aligned, a table's copy starts */
	const char *why;      /* for --explain */
} RowsLayout;

/* The kernel's shape (lowering/schedule.c). */
typedef struct ShapePlan {
	int kind;             /* KERNEL_* */
	const char *text;     /* what it is */
	const char *why;      /* why */
} ShapePlan;

/* The launch: what the blocks and threads get (lowering/schedule.c). */
typedef struct LaunchPlan {
	int block;            /* threads per block the tune file sets for a
	                         combined loop that cannot tell (O2cLaunch.block,
	                         lowering/tune.c), 0: the runtime's choice */
	const char *trips[MAX_COLLAPSE]; /* trip count of each loop (ull) */
	IndexForm index[MAX_COLLAPSE];   /* each loop's variable from its
	                                    iteration number */
	const char *trip;     /* host expression for the whole nest, or NULL
	                         when its bounds read more than scalars */
	const char *units;    /* what the launch divides among blocks: the
	                         trip count, or chunks of it (NULL: unknown) */
	const char *teams;    /* num_teams expression, or NULL */
	const char *threads;  /* thread_limit expression, or NULL */
	int teams_from, threads_from;    /* GEOM_* */
	int deferrable;       /* nowait: the runtime may defer the target task
	                         (runtime/task.c); not with in_reduction */
	const char *teams_why;    /* the blocks: how many, and why */
	const char *threads_why;  /* the threads per block: how many, and why */
	int spread;           /* the runtime may give a small trip count
	                         smaller blocks, more of them, to cover the
	                         multiprocessors (O2cLaunch.spread) */
	const char *spread_why;   /* why it may, or why not */
	int grid_trial;       /* where a full GPU caps the blocks, the runtime
	                         may time a block per blockDim iterations
	                         against it (O2cLaunch.grid_trial) */
	const char *dist_text;    /* dist_schedule: what it gives, or NULL */
	const char *grid_text;    /* a combined loop's schedule: what the
	                             blocks get, or NULL */
	const char *sched_text;   /* schedule: what the threads get, or NULL */
} LaunchPlan;

/* The kernel's __restrict__ and alignment claims (lowering/alias.c,
 * align.c). */
typedef struct AliasPlan {
	const char *kernel;   /* the same kernel without __restrict__,
	                         launched when the runtime finds two pointer
	                         arguments in one allocation */
	const char *proof;    /* why restrict holds, for --explain */
	int check;            /* the runtime checks the __restrict__ claims
	                         (O2C_ARG_RESTRICT), else they are proven */
	int globals;          /* the code names declare target variables: the
	                         runtime also runs the alias kernel, and passes
	                         no windows, when a pointer argument lies in
	                         one (O2C_ARG_GLOBALS on those arguments) */
	const char *align_why;    /* which pointers the kernel assumes aligned,
	                             or why none (lowering/align.c) */
	int naligned;         /* how many it assumes aligned (Param.align) */
} AliasPlan;

/* A second kernel for the same loop, launched where the runtime's check
 * holds: Plan.narrow, the same kernel with 32-bit iteration numbers
 * (INDEX_U32), when the trip count and the grid's threads fit
 * (lowering/schedule.c, lower_narrow); Plan.inner, a warp per iteration,
 * the inner loop's iterations over its lanes (r->lanes), when the trip
 * count is below the warps the GPU holds (lowering/inner.c). */
typedef struct VariantPlan {
	const char *kernel;   /* its name, or NULL */
	const char *why;      /* why it has one, or why not (grid-loop
	                         kernels); for Plan.narrow of a loop nested in
	                         a kernel, why its loop is INDEX_U32 or not;
	                         for --explain */
	const char *trip;     /* Plan.inner: the inner loop's trip count */
	IndexForm index;      /* and its variable from its iteration number */
	int tiles;            /* Plan.flat of a collapse(2) nest: how it runs
	                         it, O2C_FLAT_TILES or O2C_FLAT_GRID
	                         (lowering/flat.c); 0: in order */
} VariantPlan;

/* Kernels that declare the region's known arguments (Region.known)
 * constants, each kernel of the region again, under a descriptor of their
 * own that the host picks where the values it passes equal them
 * (lowering/known.c). */
typedef struct KnownPlan {
	const char *desc;     /* that descriptor, or NULL: no such kernels */
	const KnownArg **args; /* the arguments they declare */
	int nargs;
	const char *why;      /* why it has them, or why not, for --explain */
	const Divisor *divisors; /* what the region's code divides by that the
	                         host computes at launch (DeviceCode.divisors):
	                         its kernels take each's multiplier, the host
	                         computes them (lowering/known.c); NULL where
	                         -fno-launch-divisors */
	int ndivisors;
	const char *divisors_why; /* for --explain */
} KnownPlan;

/* The host loop's iterations of a reduction region in one launch, each
 * iteration's result in a slot the host reads when the iteration's region
 * runs (r->around.batch, lowering/batches.c). */
typedef struct BatchPlan {
	const char *kernel;   /* the batch kernel, or NULL */
	const char *why;      /* why it has one, or why not, for --explain */
	const char *trip;     /* the host loop's iterations from the current
	                         one on, as the host evaluates it */
	const char *index;    /* the variable's value in iteration o2c_bq of
	                         the batch, from o2c_batch_first (kernel) */
	int param;            /* the parameter that is the loop's variable,
	                         or -1: the region does not read it */
	int red;              /* the reduction variable's parameter */
} BatchPlan;

/* Several iterations of a host loop of stencil steps in one launch, in
 * shared memory (r->around.steps, lowering/steps.c). */
typedef struct StepPlan {
	const char *kernel;   /* the steps kernel, or NULL */
	const char *why;      /* why it has one, or why not, for --explain */
	const char *trip;     /* the host loop's iterations from the current
	                         one on, as the host evaluates it */
	const char *index;    /* the variable's value at step o2c_s of the
	                         launch, from o2c_steps_first (kernel) */
	int param;            /* the parameter that is the loop's variable,
	                         or -1: the region does not read it */
	int from, to;         /* the swapped pointers' parameters */
	const Preload **pre;  /* loads every step makes of read-only arrays,
	                         each lane's for all of the launch's steps
	                         made before the first (o2c_pre<q>[step]) */
	int npre;
} StepPlan;

/* How the register form prints an access of the array. */
enum {
	PREG_MEMORY = 0,      /* as written: a pivot row's element */
	PREG_LANE,            /* in the lanes loop: the lane's register */
	PREG_SHFL,            /* a read of a column the same on every lane:
	                         __shfl_sync from the owning lane */
	PREG_PUT,             /* such a write, a whole statement: its value,
	                         then the owning lane's store */
	PREG_TILE,            /* a read of the pivot row: kernel_below's tile
	                         (kernel_pivots: memory) */
};

/* Column ranges of a row's accesses (lowering/pivot_regs.c), kernel C,
 * long long: over the chain (from o2c_kf, o2c_kl: its first and last k)
 * and in the iteration of k; each once. */
typedef struct PivotRanges {
	const char **lo, **hi;
	const char **at_lo, **at_hi;
	int *written;         /* each range's accesses write */
	int n;
} PivotRanges;

/* The rows in registers (lowering/pivot_regs.c): lane L of the warp of
 * row i holds its column lo + L through the chain's iterations; in
 * kernel_below, where tile, each block's copy of the pivot rows' columns
 * plo + [0, 32) in shared memory. */
typedef struct PivotRegs {
	int on;
	const char *why;      /* why, or why not, for --explain */
	const char *elem;     /* the register's type */
	const char *row;      /* row i's first element's index (kernel C) */
	const char *pivot_row; /* row k's */
	PivotRanges own;      /* the own row's accesses' columns */
	PivotRanges piv;      /* the pivot row's (tile: some) */
	int tile;
	int how[MAX_PIVOT_ACCESSES];         /* per PivotFacts.acc: PREG_* */
	const char *col[MAX_PIVOT_ACCESSES]; /* SHFL, PUT, TILE: its column */
	long long c0;         /* the lanes loop's are at its variable plus c0 */
} PivotRegs;

/* A chain's pivot rows (lowering/pivots.c): the host loop's remaining
 * iterations as two launches, the rows its iterations read as pivots,
 * then every other row through all of them. */
typedef struct PivotPlan {
	const char *kernel;   /* kernel_pivots: one block runs the iterations on
	                         the rows before the chain's end, or NULL */
	const char *below;    /* kernel_below: a warp a row past them, through
	                         every iteration */
	const char *check;    /* host: every access's columns lie in [0, ld),
	                         so rows are apart (C, from o2c_rest) */
	const char *why;      /* for --explain */
	PivotRegs regs;       /* kernel_below's row in registers */
} PivotPlan;

/* The remaining iterations of the host loop around the region (r->around.chain)
 * in one cooperative launch, a grid-wide barrier between them
 * (lowering/chains.c). */
typedef struct ChainPlan {
	const char *kernel;   /* the chain kernel, or NULL */
	const char *lanes_kernel; /* with Plan.inner, the same of that one */
	ChainUnits units;     /* the lanes chain's trip counts */
	const char *why;      /* why it has one, or why not, for --explain */
	const char *trip;     /* the host loop's iterations from the current
	                         one on, as the host evaluates it */
	const char *last;     /* the variable's value in the last of them,
	                         o2c_ran of them run (host) */
	const char *index;    /* its value in iteration o2c_c of the chain,
	                         from o2c_chain_first (kernel) */
	const char *host_index; /* its value in iteration o2c_q of them,
	                           from o2c_chain_k0 (host) */
	int param;            /* the parameter that is the loop's variable,
	                         or -1: the region does not read it */
	BatchPlan batch;      /* a reduction region's host loop in one launch
	                         (lowering/batches.c) */
	PivotPlan pivots;     /* the pivot rows first (lowering/pivots.c) */
	StepPlan steps;       /* a host loop of stencil steps, several a
	                         launch (lowering/steps.c) */
} ChainPlan;

/* Teams on warps (lowering/team.c, lanes.c). */
typedef struct WarpPlan {
	int warps;            /* a team is a warp, its initial thread lane 0,
	                         and a block holds up to this many teams
	                         (O2cLaunch.team_warps); 0: a team is a block */
	const char *why;      /* why, or why not (teams kernels), for
	                         --explain */
	int lanes;            /* statements that only compute run on every
	                         lane (stmts), and variables only they write
	                         are registers (vars); 0: lane 0 runs the
	                         team's code */
	const char *lanes_why;    /* why, or why not */
	unsigned char *stmts; /* lanes: LANES_* by TeamStmt.id */
	TeamVarPlan *vars;    /* lanes: by TeamVar.id */
	const TeamVar **votes;     /* a parallel region of a team on a warp:
	                              the replicated team variables it assigns,
	                              which a warp vote at its end gives every
	                              lane one writer's value (lowering/lanes.c) */
	int nvotes;
	unsigned char *red_lanes;  /* such a region, by reduction: 1 where the
	                              item is a replicated team variable, which
	                              the warp's copies combine into on every
	                              lane */
} WarpPlan;

/* Rows staged in shared memory (lowering/rows.c). */
typedef struct RowsPlan {
	int on;               /* each block copies the rows of var its
	                         iterations read into shared memory, and the
	                         loads in reads read them there, when the
	                         runtime gives it the memory (O2C_ARG_ROWS) */
	const char *why;      /* why, or why not, for --explain */
	const Var *var;       /* the array */
	RowsLayout layout;    /* its rows in shared memory */
	const RowRead **reads; /* the loads served from the rows, in source
	                          order */
	int nreads;
} RowsPlan;

/* A small read-only array in shared memory (lowering/tables.c). */
typedef struct TablePlan {
	int on;               /* the kernel copies var into shared memory */
	const Var *var;
	const char *elem;
	const TableRead **reads; /* the loads served from the copy */
	int nreads;
	const char *why;      /* why, or why not, for --explain */
} TablePlan;

/* A warp's parallel loop's preloads (lowering/preloads.c). */
typedef struct PreloadPlan {
	const Preload **loads;
	int nloads;
	int k;                /* iterations a lane: the preloads' length */
	const char *why;      /* why, or why not, for --explain */
} PreloadPlan;

/* A team's windows in shared memory (lowering/windows.c). */
typedef struct WindowsPlan {
	PlanWindow *windows;
	int nwindows;
	const char *why;      /* why, or why not, for --explain */
} WindowsPlan;

/* A matrix product tiled in shared memory (lowering/tile.c). */
typedef struct TilePlan {
	int on;               /* the kernel has the tiled loop, taken when the
	                         runtime launches threads threads a block and
	                         says so (o2c_tile), and the untiled one
	                         (O2cLaunch.tiles, tile_threads) */
	int i, j, k;          /* rows and columns of a tile, k per step */
	int rows;             /* rows of the tile each thread sums, i / rows
	                         apart, in one column */
	int threads;          /* i * j / rows */
	const char *tiles;    /* host expression: the tiles of the nest */
	const char *why;      /* why, or why not (NULL: no collapse(2)
	                         combined loop) */
} TilePlan;

/* Who runs the code of a teams region, or of a region nested in a kernel
 * region (lowering/team.c). */
typedef struct TeamPlan {
	int team_loop;        /* a teams region with nested parallel regions:
	                         a block per team (per distribute iteration
	                         without num_teams) */
	int spmd;             /* the kernel runs r->teams.stmts: thread 0 runs
	                         the sequential part, all threads the parallel
	                         regions */
	int ctx;              /* CTX_*: who runs the code directly in it */
	int one;              /* a nested region or single construct whose
	                         team is one thread */
	const char *text;     /* who runs it, and why, for --explain */
	int nthreads;         /* NTHREADS_*: a parallel region's team size */
	const char *nthreads_why; /* why, for --explain (NULL: not one) */
	int barrier;          /* a single construct in a team of the block's
	                         threads ends with __syncthreads(): without
	                         nowait, or with copyprivate (text says) */
	int section;          /* a section construct: its place among its
	                         sections construct's (0 for the first) */
} TeamPlan;

typedef struct Plan {
	const Region *r;      /* the facts it decides from */
	const LowerOptions *opts; /* the switches it was lowered with: the
	                             driver's, with a tune line's forced */
	const Tune *tune;     /* the tune file's line for the region, or NULL */
	const char *kernel;   /* CUDA entry point */
	const char *desc;     /* the region's O2cRegion descriptor */
	Param *params;
	int nparams;
	PlanMap *maps;
	int nmaps;
	ShapePlan shape;      /* the kernel's shape (lowering/schedule.c) */
	LaunchPlan launch;    /* its launch geometry (lowering/schedule.c) */
	LoopPlan loop;        /* the loop a thread runs over the region's loop
	                         nest */
	TeamPlan team;        /* who runs the code of a teams region or of a
	                         region nested in a kernel (lowering/team.c) */
	WarpPlan warp;        /* teams on warps (lowering/team.c, lanes.c) */
	HostPlan host;        /* the host fallback's construct (lowering/
	                         fallback.c) */
	ApiPlan *apis;        /* a kernel's: per r->dev.apis, what each becomes */
	int device_lib;       /* omp2cuda_device.h's reductions, atomics,
	                         locks, device API or guided chunks
	                         (lowering/lower.c) */
	/* the optimizations, each with why it applies or why not */
	AliasPlan alias;      /* its __restrict__ claims (lowering/alias.c,
	                         align.c) */
	VariantPlan narrow;   /* 32-bit iteration numbers (lowering/schedule.c) */
	VariantPlan flat;     /* one iteration a thread (lowering/flat.c) */
	VariantPlan inner;    /* a warp per iteration (lowering/inner.c) */
	ChainPlan chain;      /* the host loop in one launch (lowering/chains.c) */
	RowsPlan rows;        /* rows staged in shared memory (lowering/rows.c) */
	TablePlan table;      /* a small read-only array in shared memory
	                         (lowering/tables.c) */
	PreloadPlan preload;  /* a warp's loop's preloads (lowering/preloads.c) */
	WindowsPlan win;      /* a team's windows in shared memory
	                         (lowering/windows.c) */
	TilePlan tile;        /* a matrix product tiled in shared memory
	                         (lowering/tile.c) */
	KnownPlan known;      /* kernels for its known arguments
	                         (lowering/known.c) */
	PlanKernel *kernels;  /* the kernels it prints (lowering/variants.c) */
	int nkernels;
} Plan;

/* The kernel parameter of captured variable v, or NULL. */
static inline const Param *
plan_param(const Plan *p, const Var *v)
{
	for (int i = 0; i < p->nparams; i++)
		if (p->params[i].var == v)
			return &p->params[i];
	return NULL;
}

/* The loop of the region's nest whose variable neighbouring iterations
 * step: LoopPlan.fast where lowering/order.c chose it, else the innermost. */
static inline int
plan_fast_loop(const Plan *p)
{
	return p->loop.reordered ? p->loop.fast : p->r->nloops - 1;
}

/* The index of the kernel parameter of the captured variable named name
 * (a host loop's variable, lowering/chains.c), or -1: the region does not
 * read it. */
static inline int
plan_param_named(const Plan *p, const char *name)
{
	for (int i = 0; i < p->nparams; i++)
		if (!strcmp(p->params[i].var->name, name))
			return i;
	return -1;
}


/* lowering/lower.c: one plan per region, same order as u->regions; a
 * kernel region takes the decisions of its line of tunes. */
Plan **lower_unit(Unit *u, const LowerOptions *o, const Tune *tunes, int ntunes);
/* lowering/tune.c: the tune line for kernel region r, or NULL, and the
 * switches it gives the region's plan. */
const Tune *lower_tune_find(const Region *r, const Tune *tunes, int ntunes);
/* lowering/tune.c: does a tune file's name for a source, f, name path? */
int lower_tune_file(const char *f, const char *path);
const LowerOptions *lower_tune_options(const LowerOptions *o, const Tune *t);
/* lowering/tune.c: why switch name is off in p: "-fno-<name>", or the
 * tune line that turned it off. */
const char *lower_off(const Plan *p, const char *name);
/* lowering/tune.c: the tune line's block size, where the program cannot
 * tell (after lower_schedule). */
void lower_block(Plan *p);
/* lowering/tune.c: a warning about line at of tune file path. */
void lower_tune_warn(const char *path, unsigned at, const char *fmt, ...)
        __attribute__((format(printf, 3, 4)));
/* lowering/readonly.c: const, __restrict__ and non-coherent loads. */
void lower_readonly(Plan *p);
/* lowering/names.c: can a name other than the kernel's pointer
 * parameters reach prm's memory (prm NULL: any parameter's)?  NULL: no;
 * else why, and *checked: the runtime checks it at launch, running the
 * kernel_alias and passing no windows where it holds. */
const char *lower_other_names(const Plan *p, const Param *prm, int *checked);
/* lowering/names.c: why the runtime checks pointer arguments against
 * declare target variables (Plan.alias.globals), or NULL. */
const char *lower_globals_why(const Plan *p);
/* lowering/schedule.c: kernel shape, loop schedule and launch reasons. */
void lower_schedule(Plan *p);
/* lowering/order.c: which collapsed loop neighbouring threads step
 * (after lower_schedule). */
void lower_order(Plan *p);
/* lowering/schedule.c: the kernel's variant with 32-bit iteration
 * numbers (after lower_rows), or a nested loop's 32-bit ones. */
void lower_narrow(Plan *p);
/* flat.c: one iteration a thread. */
void lower_flat(Plan *p);
/* sections.c: a small reduction item's elements combined in each block. */
void lower_sections(Plan *p);
/* lowering/inner.c: a warp per iteration, the inner loop over its lanes. */
void lower_inner_lanes(Plan *p);
/* lowering/align.c: vector alignment of record pointers. */
void lower_align(Plan *p);
/* lowering/rows.c: a block's rows of a read-only array in shared memory. */
void lower_rows(const Unit *u, Plan *p);
/* Why a kernel may not copy read-only array v into shared memory and
 * read it there (lowering/rows.c: not an array read through a mapped
 * pointer, not proven read-only and distinct), and why one of its loads,
 * [begin, end) with its index, may not be served from the copy (in code
 * codegen writes itself, or meeting an edit outside its index); NULL:
 * nothing against it. */
const char *lower_copy_array_why(const Plan *p, const Var *v);
const char *lower_copy_load_why(const Unit *u, const Plan *p, unsigned begin, unsigned end,
                                unsigned index_begin, unsigned index_end);
/* The same for an access in a parallel region nested in the kernel's
 * region (a team's windows) where parallel_ok. */
const char *lower_copy_access_why(const Unit *u, const Plan *p, unsigned begin, unsigned end,
                                  unsigned index_begin, unsigned index_end, int parallel_ok);
/* lowering/tables.c: a small read-only array in shared memory. */
void lower_tables(const Unit *u, Plan *p);
/* lowering/preloads.c: a warp's parallel loops' loads made first. */
void lower_preloads(const Unit *u, Plan **plans);

/* lowering/chains.c: a host loop's iterations of a region as one launch. */
void lower_chain(Plan *p);
void lower_pivots(const Unit *u, Plan *p);
/* lowering/pivot_regs.c: kernel_below's row in registers. */
void lower_pivot_regs(const Unit *u, Plan *p);
/* lowering/own_cols.c: an iteration's own column in registers. */
void lower_own_cols(const Unit *u, Plan *p);
const char *lower_host_loop_why(const Plan *p, int reductions);

/* lowering/batches.c: a host loop's iterations of a reduction region as
 * one launch. */
void lower_batch(Plan *p);

/* lowering/steps.c: several of a host loop's stencil steps in one launch. */
void lower_steps(const Unit *u, Plan *p);
/* lowering/known.c: Plan.known (after every pass that names a kernel). */
void lower_known(Plan *p);
void lower_divisors(Plan *p, int on);
const char *lower_known_name(const Plan *p, const char *name);
/* lowering/variants.c: the kernels each kernel region's plan prints
 * (after every pass that names one, and lower_known). */
void lower_variants(const Unit *u, Plan **plans);
/* What kernel k is, carries and when it runs, as one line of text. */
const char *lower_kernel_text(const PlanKernel *k);
/* lowering/fallback.c: the host fallback's construct (Plan.host), and
 * its directive as text, clauses of geometry included. */
void lower_host(const Unit *u, Plan **plans);
const char *lower_host_text(const HostPlan *h);
/* lowering/windows.c: a team's windows of arrays in shared memory. */
void lower_windows(const Unit *u, Plan *p);
/* The most bytes of windows a block holds (static shared memory); the
 * most windows a kernel has is the runtime's O2C_MAX_WINDOWS. */
enum { O2C_WINDOW_BYTES = 40960 };
/* lowering/tile.c: shared-memory tiles for a matrix product. */
void lower_tile(Plan *p);
/* lowering/team.c: the kernel region r is part of (r itself, or the one
 * it is nested in), or NULL outside any. */
const Region *lower_kernel_region(const Region *r);
/* lowering/team.c: which threads run each nested region's code. */
void lower_teams(const Unit *u, Plan **plans);
/* lowering/lanes.c: which team code of a kernel on warps all lanes run
 * (from lower_teams, after warp_teams). */
void lower_lanes(Plan **plans, Plan *k);
/* lowering/explain.c: decisions and their reasons (--explain). */
void lower_explain(const Unit *u, Plan **plans, Buf *out);
/* lowering/trip.c: iteration count and index value of a canonical loop. */
const char *lower_trip(const Loop *l);
const char *lower_index(const Loop *l, const char *q);
IndexForm lower_index_form(const Loop *l);
/* lowering/maps.c: explicit and implicit maps, and parameter attachment. */
void lower_maps(Plan *p);
/* lowering/verify.c, lowering/dump.c */
void lower_verify(const Unit *u, Plan **plans);
void lower_dump(const Unit *u, Plan **plans, Buf *out);

#endif
