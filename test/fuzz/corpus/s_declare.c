#pragma omp declare target
static inline float sq(float x) { return x * x; }
#pragma omp end declare target
#pragma omp begin declare target
int twice(int x) { return 2 * x; }
#pragma omp end declare target
#if 0
#pragma omp target teams distribute parallel for
#endif
void f(int n, float *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) \
		a[i] = sq(a[i]) + twice(i) + __builtin_inff() * 0;
}
