#include <stdio.h>
#include <stddef.h>
#pragma omp declare target
static double twice(double x) { return 2 * x; }
#pragma omp end declare target
typedef size_t idx_t;
int main(void)
{
	enum { N = 64 };
	static double a[N * N], b[N * N];
	double *pa = a, *pb = b;
	idx_t s;
	long long q;
	for (int i = 0; i < N * N; i++) a[i] = i % 7, b[i] = 0;
#pragma omp target data map(tofrom: pa[0:N*N], pb[0:N*N])
	{
		for (s = 1; s <= 9; s += 2)
#pragma omp target teams distribute parallel for collapse(2)
			for (int i = 0; i < N; i++)
				for (int j = 0; j < N; j++)
					pb[i * N + j] += twice(pa[i * N + j]) * (double)s;
		for (q = 40; q > 3; q -= 4)
#pragma omp target teams distribute parallel for firstprivate(q)
			for (int i = 0; i < N; i++) {
				q += i;
				pa[i] += (double)(q % 5);
			}
		for (unsigned char c = 0; c < 200; c++)
#pragma omp target parallel for
			for (int i = 0; i < N; i++)
				pb[i] += c;
	}
	double sa = 0, sb = 0;
	for (int i = 0; i < N * N; i++) sa += a[i], sb += b[i];
	printf("%zu %lld %.1f %.1f\n", s, q, sa, sb);
	return 0;
}
