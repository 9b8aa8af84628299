/* target data followed directly by a target directive: the kernel was dropped and the loop left to the host */
void f(int n, double *a)
{
#pragma omp target
	;
#pragma omp target map(tofrom: a[0:n])
	{}
#pragma omp target data map(tofrom: a[0:n])
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		a[i] = 1;
#pragma omp target data map(tofrom: a[0:n])
	{
	}
#pragma omp target update to(a[0:n])
}
