// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// E2E-PASS[expect-concurrent]: saw the flag in 3 of 3 rounds
// E2E-PASS[expect-concurrent OMP2CUDA_STREAMS=2 OMP2CUDA_TRANSFER=pageable]: saw the flag in 3 of 3 rounds
// E2E-FAIL[expect-concurrent OMP2CUDA_STREAMS=1]: FAIL: round 1: .*did not see the flag
// CHECK: PASS
// Needs a GPU for its point: two independent target tasks (OpenMP 5.2
// 13.8 nowait) run at the same time.  The first kernel waits for a flag
// in device memory, at most SPIN_MAX reads (a few seconds on a GPU); the
// second, issued after it and independent of it, sets the flag.  When
// they run at once the first sees the flag; one after the other (one
// stream, OMP2CUDA_STREAMS=1, or the host fallback) it gives up and the
// second sets the flag after.  Three rounds: no depend clause, depend(in)
// on one location in both (readers do not depend on each other), and
// depend(out) on two locations.  Not a timing test: the program reports
// what it saw, and checks it only when told to expect concurrency (the
// argument expect-concurrent, or O2C_EXPECT_CONCURRENT=1: an e2e run on a
// GPU; a run under a profiler that serializes kernels would not see it);
// otherwise it checks the results alone.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SPIN_MAX (1L << 24)

static int failed;

enum { FLAG, SEEN, SPINS, DEP_A, DEP_B, SYNC };

/* The waiting kernel, then the one that sets the flag, in one of three
 * ways; 1 if the waiting kernel saw the flag. */
static int
round_trip(int how)
{
	int sync[SYNC] = {0, -1, -1, 0, 0};

#pragma omp target data map(tofrom: sync[0:SYNC])
	{
		if (how == 0) {
#pragma omp target map(tofrom: sync[0:SYNC]) nowait
			{
				int f = 0;
				long k;
				for (k = 0; k < SPIN_MAX && !f; k++) {
#pragma omp atomic read
					f = sync[FLAG];
				}
				sync[SEEN] = f;
				sync[SPINS] = (int)(k >> 8);
			}
#pragma omp target map(tofrom: sync[0:SYNC]) nowait
			{
#pragma omp atomic write
				sync[FLAG] = 1;
			}
		} else if (how == 1) {
#pragma omp target map(tofrom: sync[0:SYNC]) nowait depend(in: sync[DEP_A])
			{
				int f = 0;
				long k;
				for (k = 0; k < SPIN_MAX && !f; k++) {
#pragma omp atomic read
					f = sync[FLAG];
				}
				sync[SEEN] = f;
				sync[SPINS] = (int)(k >> 8);
			}
#pragma omp target map(tofrom: sync[0:SYNC]) nowait depend(in: sync[DEP_A])
			{
#pragma omp atomic write
				sync[FLAG] = 1;
			}
		} else {
#pragma omp target map(tofrom: sync[0:SYNC]) nowait depend(out: sync[DEP_A])
			{
				int f = 0;
				long k;
				for (k = 0; k < SPIN_MAX && !f; k++) {
#pragma omp atomic read
					f = sync[FLAG];
				}
				sync[SEEN] = f;
				sync[SPINS] = (int)(k >> 8);
			}
#pragma omp target map(tofrom: sync[0:SYNC]) nowait depend(out: sync[DEP_B])
			{
#pragma omp atomic write
				sync[FLAG] = 1;
			}
		}
#pragma omp taskwait
	}
	if (sync[FLAG] != 1 || (sync[SEEN] != 0 && sync[SEEN] != 1) || sync[SPINS] < 0) {
		printf("FAIL: round %d: flag %d, seen %d after %d x 256 reads\n", how + 1, sync[FLAG],
		       sync[SEEN], sync[SPINS]);
		failed = 1;
	}
	return sync[SEEN] == 1;
}

int
main(int argc, char **argv)
{
	static const char *const ways[] = {"no depend clause", "depend(in) on one location",
	                                   "depend(out) on two locations"};
	const char *env = getenv("O2C_EXPECT_CONCURRENT");
	int strict = (argc > 1 && !strcmp(argv[1], "expect-concurrent")) || (env && !strcmp(env, "1"));
	int saw = 0;

	for (int how = 0; how < 3; how++) {
		int seen = round_trip(how);
		saw += seen;
		printf("round %d (%s): the waiting kernel %s\n", how + 1, ways[how],
		       seen ? "saw the flag: the two ran at once"
		            : "did not see the flag: they ran one after the other");
		if (strict && !seen && !failed) {
			printf("FAIL: round %d: the waiting kernel did not see the flag: the two "
			       "independent nowait kernels did not run at once\n", how + 1);
			failed = 1;
		}
	}
	printf("saw the flag in %d of 3 rounds\n", saw);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
