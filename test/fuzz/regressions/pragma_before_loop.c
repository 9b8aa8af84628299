/* another pragma between a loop directive and its loop: it must stay out of the host fallback, which puts its own #pragma omp parallel for before the loop (gcc: for statement expected) */
void f(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
#pragma GCC ivdep
	for (int i = 0; i < n; i++)
		a[i] = 1;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = 2;
}
