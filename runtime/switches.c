/* The runtime's switches (switches.h): one table of them, read together
 * once, and the parsers that every one of them goes through.
 *
 * Each switch's entry names it, says what values it takes and which is
 * its default, what it overrides, and where its value goes in
 * O2cSwitches.  A value it does not take gets one warning, "NAME=value is
 * not <values>; using <default>", and the default.  A few take any value
 * (OMP2CUDA_VERBOSE and OMP2CUDA_PROFILE a number, OMP2CUDA_ELIDE "0" or
 * anything else, the ledger's files a path) and never warn.
 */
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "internal.h"

typedef struct Switch Switch;

struct Switch {
	const char *name;
	const char *values;    /* what it takes, for the warning */
	const char *dflt;      /* its default, one of those */
	const char *overrides; /* the decision or setting it overrides */
	int (*parse)(const Switch *sw, const char *s, void *out); /* s NULL or
	                          empty: the default; -1: not a value it takes */
	size_t field;          /* offsetof(O2cSwitches, its value) */
	const char *const *words; /* parse_words: the values, case-insensitive */
	long long dnum;        /* the default: a word's index, a number, a size */
	long long lo, hi;      /* parse_int's range; parse_size's largest (hi) */
	int ledger;            /* read by libomp2cuda_inject.so too */
};

/* One of sw->words (its index), into an int. */
static int
parse_words(const Switch *sw, const char *s, void *out)
{
	*(int *)out = (int)sw->dnum;
	if (!s || !*s)
		return 0;
	for (int i = 0; sw->words[i]; i++)
		if (!strcasecmp(s, sw->words[i])) {
			*(int *)out = i;
			return 0;
		}
	return -1;
}

/* A decimal number from sw->lo to sw->hi, into an int. */
static int
parse_int(const Switch *sw, const char *s, void *out)
{
	char *end;
	long long v;

	*(int *)out = (int)sw->dnum;
	if (!s || !*s)
		return 0;
	v = strtoll(s, &end, 10);
	if (*end || v < sw->lo || v > sw->hi)
		return -1;
	*(int *)out = (int)v;
	return 0;
}

/* Bytes (strtoull's bases), with an optional K or M, not 0 and at most
 * sw->hi where that is not 0, into a size_t. */
static int
parse_size(const Switch *sw, const char *s, void *out)
{
	char *end;
	unsigned long long v;

	*(size_t *)out = (size_t)sw->dnum;
	if (!s || !*s)
		return 0;
	v = strtoull(s, &end, 0);
	if (*end == 'K' || *end == 'k')
		v <<= 10, end++;
	else if (*end == 'M' || *end == 'm')
		v <<= 20, end++;
	if (*end || v == 0 || (sw->hi && v > (unsigned long long)sw->hi))
		return -1;
	*(size_t *)out = (size_t)v;
	return 0;
}

/* Any text (a path), into a const char *; NULL unset or empty. */
static int
parse_text(const Switch *sw, const char *s, void *out)
{
	(void)sw;
	*(const char **)out = s && *s ? s : NULL;
	return 0;
}

/* A number, on above 0 (atoi's reading: "2x" is 2, "yes" 0). */
static int
parse_above_zero(const Switch *sw, const char *s, void *out)
{
	(void)sw;
	*(int *)out = s && atoi(s) > 0;
	return 0;
}

/* Off for "0" alone, on otherwise. */
static int
parse_not_zero(const Switch *sw, const char *s, void *out)
{
	(void)sw;
	*(int *)out = !(s && !strcmp(s, "0"));
	return 0;
}

/* OMP2CUDA_PROFILE: "events" 2, another value 1 for a number above 0
 * (atoi's reading) and 0 else, unset or empty -1. */
static int
parse_profile(const Switch *sw, const char *s, void *out)
{
	(void)sw;
	if (s && !strcmp(s, "events"))
		*(int *)out = 2;
	else
		*(int *)out = s && *s ? atoi(s) > 0 : -1;
	return 0;
}

/* OpenMP 5.2 21.2.7: a non-negative number or "initial". */
static int
parse_device(const Switch *sw, const char *s, void *out)
{
	if (s && !strcasecmp(s, "initial")) {
		*(int *)out = O2C_INITIAL_DEVICE;
		return 0;
	}
	return parse_int(sw, s, out);
}

static int
parse_small_trip(const Switch *sw, const char *s, void *out)
{
	(void)sw;
	return o2c_small_trip_parse(s, out);
}

static const char *const on_off[] = {"off", "on", NULL};
static const char *const launch[] = {"async", "sync", "exact", NULL};
static const char *const transfer[] = {"auto", "pageable", "stage", "pin", NULL};
static const char *const init[] = {"start", "lazy", NULL};
static const char *const teardown[] = {"quick", "full", NULL};
static const char *const usm_heap[] = {"gpu", "always", NULL};
static const char *const offload[] = {"DEFAULT", "MANDATORY", "DISABLED", NULL};

#define AT(field) offsetof(O2cSwitches, field)
#define ON_OFF(name, field, overrides)                                                             \
	{name, "off or on", "on", overrides, parse_words, AT(field), on_off, 1, 0, 0, 0}
#define WORDS(name, values, field, words, overrides)                                               \
	{name, values, words[0], overrides, parse_words, AT(field), words, 0, 0, 0, 0}
#define SIZE(name, values, dflt, field, dnum, hi, overrides)                                       \
	{name, values, dflt, overrides, parse_size, AT(field), NULL, dnum, 0, hi, 0}
#define ANY(name, values, parse, field, ledger, overrides)                                         \
	{name, values, "", overrides, parse, AT(field), NULL, 0, 0, 0, ledger}

static const Switch switches[] = {
	ON_OFF("OMP2CUDA_TEAM_WINDOWS", team_windows,
	       "a kernel's team windows of arrays in shared memory (O2C_ARG_WINDOW)"),
	ON_OFF("OMP2CUDA_STAGE_ROWS", stage_rows, "rows in shared memory (O2C_ARG_ROWS)"),
	ON_OFF("OMP2CUDA_STAGE_TABLES", stage_tables, "a table in shared memory (O2C_ARG_TABLE)"),
	ON_OFF("OMP2CUDA_CHAINS", chains,
	       "a host loop's launches of a region as one cooperative launch (kernel_chain)"),
	ON_OFF("OMP2CUDA_PIVOTS", pivots,
	       "a chain's pivot rows, then its other rows, as two launches (kernel_pivots)"),
	ON_OFF("OMP2CUDA_BATCHES", batches,
	       "a host loop's reduction regions as one launch, a slot each (kernel_batch)"),
	ON_OFF("OMP2CUDA_STEPS", steps,
	       "a host loop's stencil steps, several in one launch (kernel_steps)"),
	ON_OFF("OMP2CUDA_TILE", tile, "a tiled loop's blocks of its tile's threads"),
	ON_OFF("OMP2CUDA_RESIDENT_GRID", resident_grid,
	       "a grid cut to the blocks that reside at once"),
	ON_OFF("OMP2CUDA_INNER_LANES", inner_lanes, "a warp per iteration (kernel_lanes)"),
	ON_OFF("OMP2CUDA_NARROW", narrow, "32-bit iteration numbers (kernel_narrow)"),
	ON_OFF("OMP2CUDA_FLAT", flat, "one iteration a thread (kernel_flat)"),
	ON_OFF("OMP2CUDA_KNOWN_ARGS", known_args,
	       "kernels that declare the values every call of the region's function passes "
	       "(o2c_known_args)"),
	ON_OFF("OMP2CUDA_DIVISORS", divisors,
	       "a division by a value the host knows at launch as a multiplication "
	       "(o2c_divisor_s32, omp2cuda_divide.h)"),
	ON_OFF("OMP2CUDA_GRID_TRIAL", grid_trial,
	       "a grid-stride kernel's first launches timed on a full GPU and on a block per blockDim "
	       "iterations, the faster kept"),
	{"OMP2CUDA_SMALL_TRIP", "spread, off or a power of two from 32 to 1024", "spread",
	 "smaller blocks for a small trip count (O2cLaunch.spread), and the smallest",
	 parse_small_trip, AT(small_trip), NULL, 0, 0, 0, 0},
	WORDS("OMP2CUDA_LAUNCH", "async, sync or exact", launch, launch,
	      "a kernel's launch without waiting for it (inflight.c)"),
	WORDS("OMP2CUDA_TRANSFER", "auto, pageable, stage or pin", transfer, transfer,
	      "how a map's copies reach the bus (transfer.c)"),
	SIZE("OMP2CUDA_STAGE_MIN", "a size", "0", stage_min, 0, 0,
	     "the smallest staged copy, measured (transfer.c)"),
	SIZE("OMP2CUDA_STAGE_CHUNK", "a size", "8388608", stage_chunk, 8 << 20, 0,
	     "the staging ring's chunk (staging.c)"),
	SIZE("OMP2CUDA_STAGE_THREADS", "a size", "the processors online", stage_threads, 0, 0,
	     "the staging ring's host threads (staging.c)"),
	{"OMP2CUDA_STREAMS", "a number from 1 to 32", "8",
	 "the streams per GPU of deferred target tasks (stream.c)", parse_int, AT(streams), NULL, 8,
	 1, O2C_STREAMS_MAX, 0},
	WORDS("OMP2CUDA_INIT", "start or lazy", init_lazy, init,
	      "the device's initialization at the first construct (device.c)"),
	WORDS("OMP2CUDA_TEARDOWN", "quick or full", teardown_full, teardown,
	      "what the runtime gives back at exit (device.c)"),
	SIZE("OMP2CUDA_STACK_SIZE", "a size of at most 1 GiB", "16384", stack_size, 16384, 1 << 30,
	     "a GPU thread's stack for kernels that recurse (device.c)"),
	SIZE("OMP2CUDA_HEAP_SIZE", "a size", "268435456", heap_size, 256 << 20, 0,
	     "the heap of device code's malloc and new (device.c)"),
	WORDS("OMP2CUDA_USM_HEAP", "gpu or always", usm_heap_always, usm_heap,
	      "the shared heap only with a GPU (usm.c)"),
	SIZE("OMP2CUDA_USM_STACK", "a size", "8388608", usm_stack, 8 << 20, 0,
	     "the main thread's stack under unified shared memory (usm.c)"),
	ANY("OMP2CUDA_ELIDE", "0 or anything else", parse_not_zero, elide, 0,
	    "no copy back of a map its kernel never writes (map.c)"),
	ANY("OMP2CUDA_VERBOSE", "a number", parse_above_zero, verbose, 1,
	    "a line per region on stderr (report.c)"),
	ANY("OMP2CUDA_PROFILE", "a number or events", parse_profile, profile, 1,
	    "the GPU-total ledger, on in programs linked with --profile (ledger.c)"),
	ANY("OMP2CUDA_PROFILE_OUT", "a path", parse_text, profile_out, 1,
	    "the ledger's report on stderr (ledger_report.c)"),
	ANY("OMP2CUDA_INJECT_OUT", "a path", parse_text, inject_out, 1,
	    "the injection library's report on stderr (ledger_report.c)"),
	WORDS("OMP_TARGET_OFFLOAD", "DEFAULT, MANDATORY or DISABLED", offload, offload,
	      "the GPU where usable, the host otherwise (device.c)"),
	{"OMP_DEFAULT_DEVICE", "a device number or initial", "0",
	 "device 0 for constructs without a device clause (api.c)", parse_device,
	 AT(default_device), NULL, 0, 0, INT_MAX, 0},
};

int
o2c_switches_read(O2cSwitches *sw, const char *(*get)(const char *name), int ledger_only)
{
	int bad = 0;

	for (size_t i = 0; i < sizeof switches / sizeof *switches; i++) {
		const Switch *s = &switches[i];
		const char *v;
		void *out = (char *)sw + s->field;

		if (ledger_only && !s->ledger)
			continue;
		v = get(s->name);
		if (s->parse(s, v, out)) {
			o2c_warn("%s=%s is not %s; using %s", s->name, v, s->values, s->dflt);
			s->parse(s, NULL, out);
			bad++;
		}
	}
	return bad;
}

const char *
o2c_switch_name(size_t i)
{
	return i < sizeof switches / sizeof *switches ? switches[i].name : NULL;
}

static const char *
env(const char *name)
{
	return getenv(name);
}

static pthread_once_t once = PTHREAD_ONCE_INIT;
static O2cSwitches current;

static void
read_env(void)
{
#ifdef O2C_INJECT_LIBRARY
	o2c_switches_read(&current, env, 1);
#else
	o2c_switches_read(&current, env, 0);
#endif
}

const O2cSwitches *
o2c_switches(void)
{
	pthread_once(&once, read_env);
	return &current;
}

int
o2c_small_trip_parse(const char *s, unsigned *min)
{
	char *end;
	long n;

	if (!s || !*s || !strcasecmp(s, "spread")) {
		*min = O2C_SPREAD_MIN;
		return 0;
	}
	if (!strcasecmp(s, "off")) {
		*min = 0;
		return 0;
	}
	n = strtol(s, &end, 10);
	if (*end || n < O2C_WARP_THREADS || n > O2C_MAX_BLOCK_THREADS || (n & (n - 1)))
		return -1;
	*min = (unsigned)n;
	return 0;
}
