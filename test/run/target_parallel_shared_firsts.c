// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A target construct whose statement is a parallel construct: the
// target's private and firstprivate copies (its clauses, defaultmap, or a
// scalar named without a clause) are shared by the parallel region's
// threads, which see each other's writes after a barrier; firstprivate on the combined
// target parallel gives each thread its own copy (OpenMP 5.2 17.2).  The
// host's variables keep their values.
#include <omp.h>
#include <stdio.h>

int
main(void)
{
	int x = 1, y = 1, z = 1, p = 1, bad = 0, arr[4] = {1, 2, 3, 4}, parr[8] = {0};

#pragma omp target firstprivate(x) map(tofrom: bad)
#pragma omp parallel num_threads(16)
	{
#pragma omp single
		x = 5;
		if (x != 5) {
#pragma omp atomic
			bad++;
		}
	}
#pragma omp target map(tofrom: bad)
	{
#pragma omp parallel num_threads(16)
		{
#pragma omp masked
			y += 10;
#pragma omp barrier
			if (y != 11) {
#pragma omp atomic
				bad++;
			}
		}
	}
#pragma omp target defaultmap(firstprivate: aggregate) map(tofrom: bad)
#pragma omp parallel num_threads(16)
	{
		if (omp_get_thread_num() == 3)
			arr[2] = 30;
#pragma omp barrier
		if (arr[2] != 30) {
#pragma omp atomic
			bad++;
		}
	}
#pragma omp target private(p, parr) map(tofrom: bad)
#pragma omp parallel num_threads(16)
	{
#pragma omp single
		{
			p = 40;
			parr[7] = 41;
		}
		if (p != 40 || parr[7] != 41) {
#pragma omp atomic
			bad++;
		}
	}
#pragma omp target parallel num_threads(16) firstprivate(z) map(tofrom: bad)
	{
		z += omp_get_thread_num();
#pragma omp barrier
		if (z != 1 + omp_get_thread_num()) {
#pragma omp atomic
			bad++;
		}
	}
	bad += x != 1 || y != 1 || z != 1 || p != 1 || arr[2] != 3 || parr[7] != 0;
	printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
