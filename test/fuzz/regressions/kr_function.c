/* an old-style (K&R) function called from a region: copied to the .cu as written, not C++ (nvcc error) */
static double sq(x) double x; { return x * x; }
void f(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = sq(a[i]);
}
