/* A shared library with a target region (driver_link.test): its kernels
 * are registered when it loads. */
double
lib_sum(const double *a, int n)
{
	double s = 0;

#pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
	for (int i = 0; i < n; i++)
		s += a[i];
	return s;
}
