/* a macro redefined between two regions: the .cu defined both, and the first region silently used the second definition */
#define K 2
void f(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = K;
}
#undef K
#define K 3
void g(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = K;
}
