// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Reductions of parallel regions nested in a plain target region, with a
// team smaller than the block (num_threads, if): each thread of the team
// combines its own copy into the variable, which starts from a value
// other than the identity; the team has the threads asked for, and only
// they run iterations.
#include <omp.h>
#include <stdio.h>

#define N 1000

int
main(void)
{
	long s = 1000, want = 1000;
	int m = -5, nth = 0, ran[128] = {0}, bad = 0, n = 40, a[N];

	for (int i = 0; i < N; i++) {
		a[i] = (i * 37) % 101 - 50;
		want += a[i];
	}
#pragma omp target map(to: a) map(tofrom: s, m, nth, ran)
	{
#pragma omp parallel for reduction(+: s) num_threads(16)
		for (int i = 0; i < N; i++) {
			s += a[i];
			ran[omp_get_thread_num()] = 1;
			if (i == 0)
				nth = omp_get_num_threads();
		}
#pragma omp parallel reduction(max: m) num_threads(n) if(n > 2)
		m = m > omp_get_thread_num() ? m : omp_get_thread_num();
	}
	int team = 0;
	for (int t = 0; t < 128; t++)
		team += ran[t] && t < 16;
	for (int t = 16; t < 128; t++)
		bad |= ran[t];
	if (s != want) {
		printf("FAIL: s = %ld, want %ld\n", s, want);
		bad = 1;
	}
	if (nth > 16 || nth < 1 || team != nth) {
		printf("FAIL: team of %d threads, %d ran iterations\n", nth, team);
		bad = 1;
	}
	if (m != (omp_get_num_devices() > 0 ? n - 1 : m)) {
		printf("FAIL: max thread number %d, want %d\n", m, n - 1);
		bad = 1;
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
