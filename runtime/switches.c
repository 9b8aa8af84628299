/* The runtime's switches (switches.h): one table of them, read together
 * once, and the parsers that every OMP2CUDA_* variable goes through.
 *
 * Each switch's entry names it, says what values it takes and which is
 * its default, what it overrides, and where its value goes in
 * O2cSwitches.  A value it does not take gets one warning, "NAME=value is
 * not <values>; using <default>", and the default.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "internal.h"

typedef struct Switch {
	const char *name;
	const char *values;    /* what it takes, for the warning */
	const char *dflt;      /* its default, one of those */
	const char *overrides; /* the decision it overrides */
	int (*parse)(const char *s, void *out); /* NULL or empty: the default;
	                                           -1: not a value it takes */
	size_t field;          /* offsetof(O2cSwitches, its value) */
} Switch;

/* "on" (or unset, or empty) 1, "off" 0. */
static int
parse_on_off(const char *s, void *out)
{
	static const char *const words[] = {"off", "on"};

	if (!s || !*s) {
		*(int *)out = 1;
		return 0;
	}
	for (int i = 0; i < 2; i++)
		if (!strcasecmp(s, words[i])) {
			*(int *)out = i;
			return 0;
		}
	return -1;
}

static int
parse_small_trip(const char *s, void *out)
{
	return o2c_small_trip_parse(s, out);
}

#define ON_OFF(name, field, overrides)                                                             \
	{name, "off or on", "on", overrides, parse_on_off, offsetof(O2cSwitches, field)}

static const Switch switches[] = {
	ON_OFF("OMP2CUDA_TEAM_WINDOWS", team_windows,
	       "a kernel's team windows of arrays in shared memory (O2C_ARG_WINDOW)"),
	ON_OFF("OMP2CUDA_STAGE_ROWS", stage_rows, "rows in shared memory (O2C_ARG_ROWS)"),
	ON_OFF("OMP2CUDA_STAGE_TABLES", stage_tables, "a table in shared memory (O2C_ARG_TABLE)"),
	ON_OFF("OMP2CUDA_CHAINS", chains,
	       "a host loop's launches of a region as one cooperative launch (kernel_chain)"),
	ON_OFF("OMP2CUDA_TILE", tile, "a tiled loop's blocks of its tile's threads"),
	ON_OFF("OMP2CUDA_RESIDENT_GRID", resident_grid,
	       "a grid cut to the blocks that reside at once"),
	ON_OFF("OMP2CUDA_INNER_LANES", inner_lanes, "a warp per iteration (kernel_lanes)"),
	ON_OFF("OMP2CUDA_NARROW", narrow, "32-bit iteration numbers (kernel_narrow)"),
	{"OMP2CUDA_SMALL_TRIP", "spread, off or a power of two from 32 to 1024", "spread",
	 "smaller blocks for a small trip count (O2cLaunch.spread), and the smallest",
	 parse_small_trip, offsetof(O2cSwitches, small_trip)},
};

int
o2c_switches_read(O2cSwitches *sw, const char *(*get)(const char *name))
{
	int bad = 0;

	for (size_t i = 0; i < sizeof switches / sizeof *switches; i++) {
		const Switch *s = &switches[i];
		const char *v = get(s->name);
		void *out = (char *)sw + s->field;

		if (s->parse(v, out)) {
			o2c_warn("%s=%s is not %s; using %s", s->name, v, s->values, s->dflt);
			s->parse(NULL, out);
			bad++;
		}
	}
	return bad;
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
	o2c_switches_read(&current, env);
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

int
o2c_env_choice(const char *name, const char *const *words, int dflt)
{
	const char *s = getenv(name);
	char list[256] = "";
	int i;

	if (!s || !*s)
		return dflt;
	for (i = 0; words[i]; i++)
		if (!strcasecmp(s, words[i]))
			return i;
	for (i = 0; words[i]; i++)
		snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s",
		         i == 0 ? "" : words[i + 1] ? ", " : " or ", words[i]);
	o2c_warn("%s=%s is not %s; using %s", name, s, list, words[dflt]);
	return dflt;
}

size_t
o2c_env_size(const char *name, size_t dflt)
{
	const char *s = getenv(name);
	char *end;
	unsigned long long v;

	if (!s || !*s)
		return dflt;
	v = strtoull(s, &end, 0);
	if (*end == 'K' || *end == 'k')
		v <<= 10, end++;
	else if (*end == 'M' || *end == 'm')
		v <<= 20, end++;
	if (*end || v == 0) {
		o2c_warn("%s=%s is not a size; using %zu", name, s, dflt);
		return dflt;
	}
	return (size_t)v;
}
