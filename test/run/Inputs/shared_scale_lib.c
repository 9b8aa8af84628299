/* Library two of shared_two_libs.c: a region over data the other
 * library mapped. */
void
lib_scale(double *x, int n, double k)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
	for (int i = 0; i < n; i++)
		x[i] *= k;
}
