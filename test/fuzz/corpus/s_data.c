void f(int n, float *a, float *b)
{
	float fixed[16];
	int k = 2;
#pragma omp target enter data map(to: a[0:n]) map(alloc: b[0:n], fixed)
#pragma omp target data map(tofrom: k) map(to: fixed[2:4])
	{
#pragma omp target parallel for map(to: a[0:n]) map(from: b[0:n])
		for (unsigned i = 0; i < (unsigned)n; i += 2)
			b[i] = a[i] * k + fixed[i % 16];
#pragma omp target update from(b[0:n]) to(a[1:n-1])
	}
#pragma omp target exit data map(delete: a[0:n]) map(release: b[0:n]) map(always, from: fixed)
}
