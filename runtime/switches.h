/* The runtime's switches: the environment variables it reads, each of
 * which overrides one decision of the compiler's or the runtime's at run
 * time (so that one binary is measured both ways, bench.py --env-ab) or
 * sets one of its settings.  One table in switches.c names each switch,
 * its values, its default and what it overrides; all of them are read
 * together, once, at the first o2c_switches(), and a value a switch does
 * not take gets a warning and the default.  No other file of runtime/
 * reads an OMP2CUDA_* or OMP_* variable (test/lit/switches.test checks
 * it, and that docs/runtime-switches.md lists exactly the table).  The
 * decisions themselves take the values as inputs (geometry.c is a pure
 * function of them).
 *
 * libomp2cuda_inject.so (inject.c) holds switches.c too, built with
 * O2C_INJECT_LIBRARY: it reads only the ledger's switches, so that a
 * value another one does not take is warned about once, by the runtime.
 *
 * CUDA's own variables (CUDA_INJECTION64_PATH, CUDA_ROOT, CUDA_HOME) are
 * read where they locate or guard CUPTI (ledger_cupti.c, ledger_hooks.c).
 */
#ifndef O2C_SWITCHES_H
#define O2C_SWITCHES_H

#include <stddef.h>

typedef struct O2cSwitches {
	/* the decisions of the compiler's they override: 1 on, 0 off */
	int team_windows;    /* OMP2CUDA_TEAM_WINDOWS */
	int stage_rows;      /* OMP2CUDA_STAGE_ROWS */
	int stage_tables;    /* OMP2CUDA_STAGE_TABLES */
	int chains;          /* OMP2CUDA_CHAINS */
	int pivots;          /* OMP2CUDA_PIVOTS */
	int batches;         /* OMP2CUDA_BATCHES */
	int steps;           /* OMP2CUDA_STEPS */
	int tile;            /* OMP2CUDA_TILE */
	int resident_grid;   /* OMP2CUDA_RESIDENT_GRID */
	int inner_lanes;     /* OMP2CUDA_INNER_LANES */
	int narrow;          /* OMP2CUDA_NARROW */
	int flat;            /* OMP2CUDA_FLAT */
	int known_args;      /* OMP2CUDA_KNOWN_ARGS */
	int divisors;        /* OMP2CUDA_DIVISORS */
	int grid_trial;      /* OMP2CUDA_GRID_TRIAL */
	unsigned small_trip; /* OMP2CUDA_SMALL_TRIP: the smallest block a small
	                        trip count gets, 0: off */
	/* the runtime's own */
	int launch;          /* OMP2CUDA_LAUNCH: 0 async, 1 sync, 2 exact */
	int transfer;        /* OMP2CUDA_TRANSFER: 0 auto, 1 pageable, 2 stage,
	                        3 pin */
	size_t stage_min;    /* OMP2CUDA_STAGE_MIN: 0, the measured crossover */
	size_t stage_chunk;  /* OMP2CUDA_STAGE_CHUNK: bytes */
	size_t stage_threads; /* OMP2CUDA_STAGE_THREADS: 0, the processors */
	int streams;         /* OMP2CUDA_STREAMS: 1 to O2C_STREAMS_MAX */
	int init_lazy;       /* OMP2CUDA_INIT: 0 start, 1 lazy */
	int teardown_full;   /* OMP2CUDA_TEARDOWN: 0 quick, 1 full */
	size_t stack_size;   /* OMP2CUDA_STACK_SIZE: bytes a GPU thread */
	size_t heap_size;    /* OMP2CUDA_HEAP_SIZE: bytes of device malloc's heap */
	int usm_heap_always; /* OMP2CUDA_USM_HEAP: 0 gpu, 1 always */
	size_t usm_stack;    /* OMP2CUDA_USM_STACK: bytes */
	int elide;           /* OMP2CUDA_ELIDE: 0 off ("0"), 1 on */
	int verbose;         /* OMP2CUDA_VERBOSE: 1 on (a number above 0) */
	/* the ledger's (libomp2cuda_inject.so reads these too) */
	int profile;         /* OMP2CUDA_PROFILE: -1 unset (the program's
	                        default), 0 off, 1 on, 2 events */
	const char *profile_out; /* OMP2CUDA_PROFILE_OUT: NULL unset or empty */
	const char *inject_out;  /* OMP2CUDA_INJECT_OUT: NULL unset or empty */
	/* OpenMP's (OpenMP 5.2 21.2) */
	int offload;         /* OMP_TARGET_OFFLOAD: 0 DEFAULT, 1 MANDATORY,
	                        2 DISABLED */
	int default_device;  /* OMP_DEFAULT_DEVICE: a device number, or
	                        O2C_INITIAL_DEVICE; 0 unset */
} O2cSwitches;

/* The switches, read from the environment at the first call (thread-
 * safe; read once). */
const O2cSwitches *o2c_switches(void);

/* The switches as get (getenv, or a test's) gives them, into *sw; the
 * number of values that were not the switch's, each warned about.  With
 * ledger_only, only the ledger's are read (the others left as they are). */
int o2c_switches_read(O2cSwitches *sw, const char *(*get)(const char *name), int ledger_only);

/* The table's names, in order: the i-th, NULL past the last. */
const char *o2c_switch_name(size_t i);

/* OMP2CUDA_SMALL_TRIP's value s: "spread" (or unset, or empty) is
 * O2C_SPREAD_MIN, "off" 0, a power of two from 32 to 1024 that minimum.
 * Returns -1 for anything else. */
int o2c_small_trip_parse(const char *s, unsigned *min);

#endif
