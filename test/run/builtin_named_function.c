// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A function the program defines under a name that begins like the
// compiler's builtins (a stand-in for another target's builtin, as
// portable offload code writes in an #else branch) is the program's own:
// the kernels get its definition.  __builtin_inff, which the program only
// calls, stays the compiler's.

#include <stdio.h>

#pragma omp declare target
int __builtin_lane_stand_in(void) { return 7; }
#pragma omp end declare target

int
main(void)
{
	int r[4];
	float inf = 0;

#pragma omp target teams distribute parallel for map(from: r, inf)
	for (int i = 0; i < 4; i++) {
		r[i] = __builtin_lane_stand_in() + i;
		if (i == 0)
			inf = __builtin_inff();
	}
	int ok = r[0] == 7 && r[3] == 10 && inf > 1e38f;
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
