// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A target region met by the threads of a host parallel region runs as a
// new initial thread (OpenMP 5.2 13.8), on the GPU and in the host
// fallback alike: thread number 0 of a team of one, at level 0, and a
// parallel region nested in it at level 1.

#include <omp.h>
#include <stdio.h>

#define T 4

int
main(void)
{
	int tn[T], nt[T], lv[T], inner[T], anc[T], ok = 1;

	for (int k = 0; k < T; k++)
		tn[k] = nt[k] = lv[k] = inner[k] = anc[k] = -1;
#pragma omp parallel num_threads(T)
	{
		int id = omp_get_thread_num();
#pragma omp target map(tofrom: tn[id:1], nt[id:1], lv[id:1], inner[id:1], anc[id:1])
		{
			tn[id] = omp_get_thread_num();
			nt[id] = omp_get_num_threads();
			lv[id] = omp_get_level();
#pragma omp parallel num_threads(2)
			if (omp_get_thread_num() == 0) {
				inner[id] = omp_get_level();
				anc[id] = omp_get_ancestor_thread_num(0);
			}
		}
	}
	for (int k = 0; k < T; k++) {
		if (tn[k] == -1)
			continue; /* the host's team may be smaller */
		ok &= tn[k] == 0 && nt[k] == 1 && lv[k] == 0 && inner[k] == 1 && anc[k] == 0;
		printf("%d %d %d %d %d\n", tn[k], nt[k], lv[k], inner[k], anc[k]);
	}
	ok &= tn[0] == 0;
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
