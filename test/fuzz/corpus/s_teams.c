void f(int n, int m, double *a)
{
#pragma omp target teams distribute map(tofrom: a[0:n*m]) num_teams(n)
	for (int i = 0; i < n; i++) {
		int base = i * m;
		double acc = 0;
#pragma omp parallel for
		for (int j = 0; j < m; j++)
			a[base + j] *= 2;
		acc = base;
#pragma omp parallel for num_threads(64) collapse(1)
		for (int j = m - 1; j >= 0; j--)
			a[base + j] += acc;
	}
}
