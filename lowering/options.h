/* The switches lowering decides with: the driver's -f[no-]<name> flags
 * (LowerOptions) and a tune file's lines (Tune), which lowering/tune.c
 * reads.  Included by plan.h. */
#ifndef LOWER_OPTIONS_H
#define LOWER_OPTIONS_H

/* Switches of the optimisation passes (driver flags -fno-...), which the
 * driver passes to lower_unit and each plan keeps (Plan.opts). */
typedef struct LowerOptions {
	int readonly;         /* read-only provenance at all */
	int cnst;             /* const pointees */
	int ldg;              /* const __restrict__ on read-only pointers, so
	                         nvcc emits non-coherent (__ldg) loads */
	int restrict_rw;      /* __restrict__ on written pointers */
	int signed_loop;      /* a signed index in reduction kernels'
	                         grid-stride loops (lowering/schedule.c) */
	int spread;           /* small trip counts may get smaller blocks
	                         (lowering/schedule.c, small_trip) */
	int stage_rows;       /* a block's rows of a read-only array staged in
	                         shared memory (lowering/rows.c) */
	int warps;            /* a team may be a warp (lowering/team.c,
	                         warp_teams) */
	int lanes;            /* a team on a warp runs the team code that only
	                         computes on all its lanes (lowering/team.c,
	                         team_lanes) */
	int tile;             /* matrix products tiled in shared memory
	                         (lowering/tile.c) */
	int narrow;           /* grid-stride loops get a variant with 32-bit
	                         iteration numbers, and nested loops whose
	                         trip count fits have them (lowering/
	                         schedule.c, lower_narrow) */
	int align;            /* pointers to 8- or 16-byte records assumed
	                         aligned for vector loads, checked at launch
	                         (lowering/align.c) */
	int votes;            /* team lanes: a team variable the team's
	                         parallel regions assign or reduce into is a
	                         register per lane, which a warp vote or an
	                         all-lanes reduction gives one value at the
	                         region's end (lowering/lanes.c) */
	int stage_tables;     /* a small read-only array every iteration
	                         reads at the same indices copied into each
	                         block's shared memory (lowering/tables.c) */
	int inner_lanes;      /* a combined loop whose body ends with a loop
	                         of independent iterations gets a variant
	                         with a warp per iteration, the inner loop's
	                         iterations over its lanes (lowering/inner.c) */
	int windows;          /* a team's window of an array its parallel loops
	                         access, in shared memory (lowering/windows.c) */
	int preloads;         /* a warp's parallel loop loads what each
	                         iteration surely loads of read-only arrays
	                         first (lowering/preloads.c) */
	int chains;           /* a host loop whose whole body is a combined
	                         loop region runs its iterations as one launch
	                         (lowering/chains.c) */
	int order;            /* a collapsed nest's threads step the loop
	                         whose variable makes accesses contiguous
	                         (lowering/order.c) */
	int flat;             /* a grid-stride loop whose body loops gets a
	                         variant of one iteration a thread
	                         (lowering/flat.c) */
	int stepped;          /* a collapsed nest's 32-bit grid-stride loop
	                         steps its indices, no division an iteration
	                         (lowering/schedule.c, lower_stepped) */
	int batches;          /* a host loop whose iterations each run a
	                         reduction region runs them in one launch
	                         (lowering/batches.c) */
	int steps;            /* a host loop of a stencil's steps runs several
	                         in one launch, in shared memory
	                         (lowering/steps.c) */
	int flat_tiles;       /* a collapse(2) nest's flat kernel gives each
	                         block tiles of 32 iterations of the fast loop
	                         by the block's warps of the other
	                         (lowering/flat.c) */
	int flat_grids;       /* a collapse(2) nest whose body runs no loop
	                         gets a flat kernel on a 2-D grid
	                         (lowering/flat.c); off by default */
	int step_preloads;    /* a stencil's steps load what every step
	                         surely loads of read-only arrays before the
	                         first (lowering/steps.c) */
	int own_cols;         /* each iteration of a loop keeps its own column
	                         of an array in registers (lowering/own_cols.c) */
	int pivot_regs;       /* a chain's kernel_below keeps each warp's row
	                         in registers (lowering/pivots.c) */
	int known_args;       /* a region whose function every call in the
	                         file passes the same constants gets kernels
	                         that declare them, launched for those values
	                         (lowering/known.c) */
} LowerOptions;

/* Every pass on but flat_grids (opt-in: slower than the grid-stride
 * kernels on two of the four suite programs that get it): what the driver
 * starts from. */
#define LOWER_OPTIONS_DEFAULT {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1}

/* The switches by name: the driver's -f[no-]<name>, a tune file's
 * <name>=on|off (lowering/tune.c). */
enum { LOWER_NSWITCHES = 29 };
int lower_switch_index(const char *name);  /* -1: no such switch */
const char *lower_switch_name(int i);
int *lower_switch(LowerOptions *o, int i);

/* One line of a tune file (-ftune-file=, tools/tune.c): decisions forced
 * on the kernel regions whose directive is at file:line (and col, when
 * given), in place of the driver's switches, like profile-guided
 * optimisation.  tools/bench/tune.py writes it from measurements. */
typedef struct Tune {
	const char *path;     /* the tune file */
	unsigned at;          /* the line of the tune file */
	const char *file;     /* the region's source file as written */
	unsigned line, col;   /* its directive; col 0: any column */
	signed char set[LOWER_NSWITCHES]; /* per switch: -1 not forced, 0 off,
	                                     1 on */
	int block;            /* threads per block, 0: not forced */
	int known_file;       /* a unit compiled here holds its file
	                         (tools/tune.c) */
} Tune;

#endif
