// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// _FORTIFY_SOURCE (Ubuntu's gcc defines it at -O1 and above) makes glibc define printf again as
// an inline wrapper; the call is still the library's printf.
// RUN: %omp2cuda -O2 -D_FORTIFY_SOURCE=2 %s -o %t.fortify && %run %t.fortify | FileCheck %s
// CHECK-DAG: region: 42 1.50 abc
// CHECK-DAG: team 0 of 3
// CHECK-DAG: team 1 of 3
// CHECK-DAG: team 2 of 3
// CHECK-DAG: iteration 7: 49
// CHECK-DAG: helper: 9
// CHECK-DAG: PASS
// printf in target regions and in functions they call: CUDA's device printf, whose output
// comes out when the host waits for the kernel; the host fallback's is the C library's.
// Lines may come in any order (teams run at once).

#include <omp.h>
#include <stdio.h>

static void
helper(int x)
{
	printf("helper: %d\n", x);
}

int
main(void)
{
	int v = 42, sq[8];

#pragma omp target
	printf("region: %d %.2f %s\n", v, 1.5, "abc");

#pragma omp target teams num_teams(3)
	printf("team %d of %d\n", omp_get_team_num(), omp_get_num_teams());

#pragma omp target teams distribute parallel for map(from: sq)
	for (int i = 0; i < 8; i++) {
		sq[i] = i * i;
		if (i == 7)
			printf("iteration %d: %d\n", i, sq[i]);
	}

#pragma omp target
	helper(9);

	for (int i = 0; i < 8; i++)
		if (sq[i] != i * i) {
			printf("FAIL: sq[%d] = %d\n", i, sq[i]);
			return 1;
		}
	printf("PASS\n");
	return 0;
}
