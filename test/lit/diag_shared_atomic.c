// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
// A scalar neither mapped nor privatized is firstprivate on the target
// construct (OpenMP 5.2 5.8.9): one copy the region's threads share.  The
// kernel passes it by value, a copy per thread, so atomic updates of it
// cannot meet: an error, which mapping it removes.

void f(int *v)
{
	int x = 0, m = 0, p = 0, t = 0;

#pragma omp target teams distribute parallel for map(from: v[0:100])
	for (int i = 0; i < 100; i++) {
// CHECK: :[[@LINE+1]]:1: error: 'x' is firstprivate on '#pragma omp target teams distribute parallel for' (OpenMP 5.2 5.8.9), one copy its threads share, and atomic constructs update it: not supported yet; map it ('map(tofrom: x)')
#pragma omp atomic capture
		v[i] = x++;
	}

#pragma omp target parallel shared(t)
	{
// CHECK: :[[@LINE+1]]:1: error: 't' is firstprivate on '#pragma omp target parallel'
#pragma omp atomic
		t++;
	}

	/* mapped, private or a single thread: no error */
#pragma omp target teams distribute parallel for map(tofrom: m)
	for (int i = 0; i < 100; i++) {
#pragma omp atomic
		m++;
	}
#pragma omp target teams distribute parallel for private(p)
	for (int i = 0; i < 100; i++) {
		p = 0;
#pragma omp atomic
		p++;
	}
#pragma omp target
	{
#pragma omp atomic
		p++;
	}
}
// CHECK-NOT: error
