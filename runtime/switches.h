/* The runtime's switches: OMP2CUDA_* environment variables, each of which
 * overrides one decision of the compiler's or the runtime's at run time,
 * so that one binary is measured both ways (bench.py --env-ab).  One
 * table in switches.c names each switch, its values, its default and
 * what it overrides; all of them are read together, once, at the first
 * o2c_switches(), and a value a switch does not take gets a warning and
 * the default.  The decisions themselves take the values as inputs
 * (geometry.c is a pure function of them).
 *
 *   OMP2CUDA_TEAM_WINDOWS  on|off  on  a kernel's team windows (O2C_ARG_WINDOW)
 *   OMP2CUDA_STAGE_ROWS    on|off  on  rows in shared memory (O2C_ARG_ROWS)
 *   OMP2CUDA_STAGE_TABLES  on|off  on  a table in shared memory (O2C_ARG_TABLE)
 *   OMP2CUDA_CHAINS        on|off  on  a host loop's launches as one (kernel_chain)
 *   OMP2CUDA_TILE          on|off  on  a tiled loop's blocks (O2cLaunch.tile_threads)
 *   OMP2CUDA_RESIDENT_GRID on|off  on  a grid cut to the blocks that reside at once
 *   OMP2CUDA_INNER_LANES   on|off  on  a warp per iteration (kernel_lanes)
 *   OMP2CUDA_NARROW        on|off  on  32-bit iteration numbers (kernel_narrow)
 *   OMP2CUDA_SMALL_TRIP    spread|off|32..1024 (a power of two)  spread
 *                                      small trip counts' smaller blocks, and
 *                                      the smallest (O2cLaunch.spread)
 *
 * The runtime's other switches (OMP2CUDA_LAUNCH, _TRANSFER, _STAGE_*,
 * _STREAMS, _INIT, _TEARDOWN, _STACK_SIZE, _USM_*, _ELIDE, _VERBOSE, and
 * the ledger's) are read where they are used, through o2c_env_choice and
 * o2c_env_size below.
 */
#ifndef O2C_SWITCHES_H
#define O2C_SWITCHES_H

#include <stddef.h>

typedef struct O2cSwitches {
	int team_windows;    /* OMP2CUDA_TEAM_WINDOWS: 1 on, 0 off */
	int stage_rows;      /* OMP2CUDA_STAGE_ROWS */
	int stage_tables;    /* OMP2CUDA_STAGE_TABLES */
	int chains;          /* OMP2CUDA_CHAINS */
	int tile;            /* OMP2CUDA_TILE */
	int resident_grid;   /* OMP2CUDA_RESIDENT_GRID */
	int inner_lanes;     /* OMP2CUDA_INNER_LANES */
	int narrow;          /* OMP2CUDA_NARROW */
	unsigned small_trip; /* OMP2CUDA_SMALL_TRIP: the smallest block a small
	                        trip count gets, 0: off */
} O2cSwitches;

/* The switches, read from the environment at the first call. */
const O2cSwitches *o2c_switches(void);

/* The switches as get (getenv, or a test's) gives them, into *sw; the
 * number of values that were not the switch's, each warned about. */
int o2c_switches_read(O2cSwitches *sw, const char *(*get)(const char *name));

/* OMP2CUDA_SMALL_TRIP's value s: "spread" (or unset, or empty) is
 * O2C_SPREAD_MIN, "off" 0, a power of two from 32 to 1024 that minimum.
 * Returns -1 for anything else. */
int o2c_small_trip_parse(const char *s, unsigned *min);

/* A switch among words (a null-terminated list), case-insensitive: its
 * index; dflt when unset or empty, and, with a warning that lists the
 * words, when it is none of them. */
int o2c_env_choice(const char *name, const char *const *words, int dflt);

/* A size from the environment: bytes, or with a K or M suffix; dflt when
 * unset or empty, and, with a warning, when it is not a size. */
size_t o2c_env_size(const char *name, size_t dflt);

#endif
