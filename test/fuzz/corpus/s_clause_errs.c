void f(int n, double *a, short sh, char ch)
{
	double arr[4] = {0};
	double s = 0;
#pragma omp target teams distribute parallel for reduction(default, +: s) reduction(+: sh) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
		s += a[i];
		sh += 1;
	}
#pragma omp target teams distribute parallel for firstprivate(arr) map(tofrom: a[0:n]) map(close, to: ch)
	for (int i = 0; i < n; i++)
		a[i] = arr[i % 4] + ch;
#pragma omp target update to(a[0:n])
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(from: s)
	for (int i = 0; i < n; i++)
		a[i] = s;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = 0;
}
