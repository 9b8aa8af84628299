/* A header of host constructs only (diag_included.c): the host compiler's. */
static inline double
sum(const double *a, int n)
{
	double s = 0;
#pragma omp parallel for reduction(+: s)
	for (int i = 0; i < n; i++)
		s += a[i];
	return s;
}
