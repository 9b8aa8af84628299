// Private variables the host code no longer uses once the region is
// replaced, and one the region itself never uses (test/lit/warnings.test).
#include <stdio.h>

static void
shift(int n, double *a)
{
	double t;
	int i, spare = 0;

#pragma omp target teams distribute parallel for private(t, i, spare) map(tofrom: a[0:n])
	for (i = 0; i < n; i++) {
		t = a[i] * 2;
		a[i] = t + 1;
	}
	spare = n;
	printf("%d\n", spare);
}

static void
rows(int n, int m, float *a)
{
	float v;

#pragma omp target teams distribute map(tofrom: a[0:n * m])
	for (int r = 0; r < n; r++) {
		int base = r * m;
#pragma omp parallel for private(v)
		for (int c = 0; c < m; c++) {
			v = a[base + c];
			a[base + c] = v * v;
		}
	}
}

int
main(void)
{
	double a[8] = {0};
	float b[16] = {0};

	shift(8, a);
	rows(4, 4, b);
	return a[0] != 1 || b[0] != 0;
}
