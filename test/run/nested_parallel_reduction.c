// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// Reductions on parallel regions nested in parallel regions of a kernel
// (teams of one thread: each thread of the enclosing region runs its
// nested region alone), of variables each thread declares: the private
// copy starts at the identity, the iterations run in order, and the
// thread combines it into its own variable.  A parallel for in a teams
// distribute loop's parallel for (attention's dot products), a worksharing
// loop in a nested parallel region of target parallel, and max and *
// reductions; each result depends on the variable's value before.
#include <omp.h>
#include <stdio.h>

#define N 64
#define M 100

int
main(void)
{
	double a[N * M], out[N], mx[N];
	long prod[8];
	int bad = 0;

	for (int i = 0; i < N * M; i++)
		a[i] = (i % 7) * 0.5;
#pragma omp target teams distribute map(to: a) map(from: out, mx)
	for (int c = 0; c < 2; c++) {
#pragma omp parallel for num_threads(32)
		for (int t = c * (N / 2); t < (c + 1) * (N / 2); t++) {
			double summ = 1.0, m = -1.0;
#pragma omp parallel for reduction(+: summ)
			for (int i = 0; i < M; i++)
				summ += a[t * M + i];
#pragma omp parallel for reduction(max: m)
			for (int i = 0; i < M; i++)
				m = a[t * M + i] + t > m ? a[t * M + i] + t : m;
			out[t] = summ;
			mx[t] = m;
		}
	}
#pragma omp target parallel num_threads(8) map(from: prod)
	{
		long p = 2;
#pragma omp parallel
		{
#pragma omp for reduction(*: p)
			for (int i = 1; i <= 5; i++)
				p *= i;
		}
		prod[omp_get_thread_num()] = p;
	}
	for (int t = 0; t < N; t++) {
		double s = 1.0, m = -1.0;
		for (int i = 0; i < M; i++) {
			s += a[t * M + i];
			m = a[t * M + i] + t > m ? a[t * M + i] + t : m;
		}
		bad |= out[t] != s || mx[t] != m;
	}
	for (int i = 0; i < 8; i++)
		bad |= prod[i] != 240;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
// CHECK: PASS
