/* The runtime's side of contract.test: the decisions the runtime makes
 * that the compiler plans for (runtime/include/omp2cuda_contract.h),
 * found by asking the runtime's own code, not by reading the header's
 * constants: the largest table it copies into shared memory
 * (o2c_launch_table_why), and the threads per block it gives a loop and a
 * team loop where nothing else says (o2c_geometry).  contract.test checks
 * them against what the compiler's --explain says.
 */
#include <stdio.h>

#include "target.h"

/* The largest table range the runtime copies, 0 for none. */
static unsigned long long
table_limit(void)
{
	Params pa = {0};
	unsigned long long lo = 1, hi = 1ull << 40, mid;

	pa.table = 1;
	pa.table_range = lo;
	if (o2c_launch_table_why(&pa))
		return 0;
	while (hi - lo > 1) {
		mid = lo + (hi - lo) / 2;
		pa.table_range = mid;
		if (o2c_launch_table_why(&pa))
			hi = mid;
		else
			lo = mid;
	}
	return lo;
}

/* The threads per block of a loop (team_loop 0) or a team loop (1) on a
 * large device, no clause or tune file saying otherwise. */
static unsigned
default_threads(int team_loop)
{
	O2cLaunch l = {.trip = 1ll << 30, .team_loop = team_loop};
	O2cGeometry g;

	o2c_geometry(132, 2048, 0, 0, &l, &g);
	return g.threads;
}

int
main(void)
{
	printf("runtime: table bytes %llu\n", table_limit());
	printf("runtime: loop threads %u\n", default_threads(0));
	printf("runtime: team loop threads %u\n", default_threads(1));
	return 0;
}
