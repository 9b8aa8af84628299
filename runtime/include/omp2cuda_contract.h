/* omp2cuda: the contract between the compiler and the runtime.
 *
 * What generated code and the runtime must agree on, in one place: the
 * launch record (O2cLaunch) that generated host code fills and the
 * runtime reads, the flags of a kernel argument (O2cArg.flags), the
 * limits of what the runtime gives a kernel (a table's bytes, the
 * window arguments), and the launch geometry the runtime chooses where
 * nothing else does.  The compiler (lowering/, which includes this file
 * alone from runtime/include, and nothing of the runtime library) makes
 * its decisions and explains them with these constants; the runtime
 * (omp2cuda_rt.h includes it, so generated host code sees it too) makes
 * its own with the same ones.  test/unit/contract.test checks the two
 * sides' decisions against each other.
 *
 * Plain C, no other header: the compiler, the runtime, and the host code
 * of C and C++ programs all include it.
 */
#ifndef OMP2CUDA_CONTRACT_H
#define OMP2CUDA_CONTRACT_H

#ifdef __cplusplus
extern "C" {
#endif

/* Limits of what the runtime gives a kernel. */
enum {
	O2C_TABLE_BYTES = 16384, /* the most bytes of a table (O2C_ARG_TABLE) the
	                            runtime copies into a block's shared memory
	                            (compiler: lowering/tables.c) */
	O2C_MAX_WINDOWS = 4,     /* the most O2C_ARG_WINDOW arguments of a kernel
	                            (compiler: lowering/windows.c) */
};

/* How a region's kernel_flat runs a collapse(2) nest (O2cRegion.flat_tiles;
 * compiler: lowering/flat.c, VariantPlan.tiles; runtime/launch.c): 0 in
 * order, a thread an iteration. */
enum {
	O2C_FLAT_TILES = 1, /* a block runs tiles of 32 iterations of the fast
	                       loop by its warps of the other, any grid */
	O2C_FLAT_GRID = 2,  /* a thread an iteration of a 2-D grid, x over the
	                       fast loop (O2cLaunch.fast_trip), y over the other */
};

/* The launch geometry the runtime chooses where no clause, tune file or
 * other O2cLaunch field says otherwise (runtime/geometry.c; the compiler
 * names these defaults in --explain, lowering/schedule.c). */
enum {
	O2C_WARP_THREADS = 32,        /* a warp: a team of teams on warps, a
	                                 kernel_lanes iteration */
	O2C_BLOCK_THREADS = 256,      /* threads per block of a loop kernel */
	O2C_TEAM_LOOP_THREADS = 128,  /* threads per block of a team loop
	                                 (O2cLaunch.team_loop) */
	O2C_MAX_BLOCK_THREADS = 1024, /* the most threads per block */
	O2C_BATCH_THREADS = 256,      /* the most threads per block of a batch
	                                 of a host loop's reductions, and the
	                                 most iterations in one batch
	                                 (lowering/batches.c, runtime/batch.c) */
	O2C_STEPS_THREADS = 256,      /* threads per block of stencil steps
	                                 (lowering/steps.c, runtime/steps.c) */
	O2C_STEPS_MAX = 15,           /* the most stencil steps in one launch */
	O2C_PIVOT_ROWS = 64,          /* the most host loop iterations a chain's
	                                 pivot rows run in (lowering/pivots.c,
	                                 runtime/chain.c): one block runs them */
	O2C_SPREAD_MIN = 32,          /* the smallest block a small trip count
	                                 gets (O2cLaunch.spread), one warp;
	                                 OMP2CUDA_SMALL_TRIP sets another */
};

/* The region's kernel declares this pointer __restrict__: it may run only
 * when no other pointer argument lies in the same allocation; otherwise
 * the runtime launches the region's kernel_alias. */
#define O2C_ARG_RESTRICT 1
/* is_device_ptr (OpenMP 5.2 5.4.7): the pointer holds a device address
 * already, and is passed as it is, not looked up in the present table. */
#define O2C_ARG_DEVICE_PTR 2

/* The kernel never writes through this pointer, nor through any pointer
 * derived from it (lowering/readonly.c proved it): a map the region makes
 * for it need not be copied back (runtime/map.c). */
#define O2C_ARG_READONLY 4

/* An integer argument passed by value whose value is its variable's
 * device copy's as the region begins (a linear item's start, OpenMP 5.0
 * 2.19.4.6): value points at the host variable, which a map of the
 * region has made present; the host fallback takes the host's. */
#define O2C_ARG_DEVICE_VALUE 8

/* The kernel stages rows of what this pointer points to in each block's
 * shared memory (compiler: lowering/rows.c), reading elements that lie in
 * its mapped range only.  It takes, after its O2cDone, one unsigned long
 * long: the bytes of that range from the pointer on, when the launch
 * gives each block O2cLaunch.row_bytes per thread of dynamic shared
 * memory; or 0, and none, where that does not fit in what a block may
 * have, OMP2CUDA_STAGE_ROWS=off, the pointer is in no mapped range, or
 * the kernel_alias runs: the kernel then reads global memory.  One
 * argument at most has it; the host fallback takes nothing more. */
#define O2C_ARG_ROWS 16

/* The kernel copies what this pointer points to into each block's shared
 * memory, a table every iteration reads (compiler: lowering/tables.c).
 * It takes, after its O2cDone (and o2c_rows_bytes where it has one), one
 * unsigned long long: the bytes of the mapped range that starts at the
 * pointer, which the launch gives each block after its rows (16-byte
 * aligned), where they are at most O2C_TABLE_BYTES and fit; or 0, and none, where
 * they do not, OMP2CUDA_STAGE_TABLES=off, the pointer is not where a
 * mapped range starts, or the kernel_alias runs. */
#define O2C_ARG_TABLE 128

/* The kernel's teams copy a window of what this pointer points to into
 * shared memory (compiler: lowering/windows.c).  It takes, after its
 * O2cDone, o2c_rows_bytes and o2c_table_bytes where it has them, two
 * unsigned long longs per such argument, in argument order: the bytes of
 * the mapped range that holds the pointer before it and from it on; or
 * 0 and 0 where the pointer is in no mapped range, another pointer
 * argument lies in the same one, or OMP2CUDA_TEAM_WINDOWS=off: the
 * kernel then reads global memory. */
#define O2C_ARG_WINDOW 256

/* The kernel also names declare target variables (compiler:
 * lowering/names.c): where this __restrict__ or window pointer lies in a
 * declare target variable's memory, the runtime launches the region's
 * kernel_alias and gives the kernel no window. */
#define O2C_ARG_GLOBALS 512

/* The kernel and its kernel_narrow assume this pointer aligned to 8 (16)
 * bytes, to load and store its records as vectors (compiler:
 * lowering/align.c): the runtime launches the region's kernel_alias
 * when the device address it passes is not. */
#define O2C_ARG_ALIGN8 32
#define O2C_ARG_ALIGN16 64

/* The region only compares this pointer, casts it to an integer or
 * assigns it (compiler: Region.uses.values_only): no memory is read through
 * it.  Where no mapped range holds its target it keeps its host value
 * (OpenMP 5.2 5.8.6, firstprivate), not an error. */
#define O2C_ARG_VALUE_ONLY 1024

/* A divisor the host knows at launch (runtime/divisor.c): a division
 * of region code by a value computed from the scalars the region takes
 * by value becomes a multiplication by the multiplier the host computes
 * from that value (codegen/ prints o2c_div_s32(n, d, o2c_div_d),
 * omp2cuda_divide.h).  The kernel compares the divisor it computes with
 * d and divides as written where they differ, or where ok is 0 (a
 * divisor the multiplication does not serve: 0, 1 and -1, or
 * OMP2CUDA_DIVISORS=off).  The kernels take them after their O2cDone, in
 * the order of O2cLaunch.divisors. */
typedef struct O2cDivisor {
	unsigned d;          /* the divisor, its bits (int or unsigned) */
	unsigned magic;      /* the multiplier's low 32 bits */
	int shift;           /* what the product's high half shifts by */
	int ok;              /* 1: magic and shift serve d */
} O2cDivisor;

/* Launch geometry inputs, decided by the compiler (lowering/schedule.c,
 * team.c, tile.c, tune.c), filled by generated host code with designated
 * initializers (codegen/emit_region.c), read by runtime/geometry.c. */
typedef struct O2cLaunch {
	long long trip;      /* iterations of the collapsed loop nest;
	                        -1 when the host cannot compute them */
	int num_teams;       /* num_teams() value, 0: default heuristic */
	int thread_limit;    /* thread_limit() value, 0: default */
	int team_loop;       /* 1: a teams region with nested parallel
	                        regions (or target parallel, or a loop with
	                        a chunked dist_schedule, whose trip counts its
	                        chunks): a block per team; without num_teams,
	                        one per distribute iteration (trip) or a full
	                        GPU (trip -1); O2C_TEAM_LOOP_THREADS threads
	                        by default */
	int spread;          /* 1: the threads are independent iterations
	                        and the geometry the runtime's to choose: a
	                        trip count too small to give every
	                        multiprocessor a block gets smaller blocks,
	                        more of them (OMP2CUDA_SMALL_TRIP) */
	long long row_bytes; /* an O2C_ARG_ROWS argument: the dynamic shared
	                        memory a block takes per thread; 0: none */
	int team_warps;      /* >0 (a team loop): a team is a warp, a block
	                        holds up to this many (the kernel's team
	                        variables have this many copies); 0: a team
	                        is a block */
	long long tiles;     /* a tiled kernel (tile_threads > 0): the tiles
	                        of its loop nest, a block's work each */
	int tile_threads;    /* 0, or the threads of a block of the kernel's
	                        tiled loop: the kernel takes the int o2c_tile
	                        after its O2cDone, 1 when the runtime launched
	                        blocks of that many threads for the tiles
	                        (OMP2CUDA_TILE=off: 0, and the usual launch) */
	int block;           /* >0: threads per block, chosen by the compiler
	                        (a tune file's block=, lowering/tune.c) for a
	                        loop whose program cannot tell; unlike
	                        thread_limit no OpenMP value: the host
	                        fallback ignores it; 0: the default */
	int grid_trial;      /* 1: a grid-stride loop of independent
	                        iterations, no reduction, whose blocks the
	                        runtime chooses (no num_teams clause; the
	                        threads may be set): where a full GPU caps them,
	                        its first launches may time a block per
	                        blockDim iterations against it, the faster
	                        kept (runtime/grid_trial.c) */
	long long fast_trip; /* a flat kernel on a 2-D grid (O2C_FLAT_GRID):
	                        the iterations of the loop its x dimension
	                        runs over, of trip in all */
	const O2cDivisor *divisors; /* the region's divisors the host knows
	                        at launch, each a parameter of its kernels
	                        after their O2cDone; NULL: none */
	int ndivisors;
} O2cLaunch;

#ifdef __cplusplus
}
#endif

#endif
