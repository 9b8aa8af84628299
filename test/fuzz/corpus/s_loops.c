#define STEP 3
void f(long n, short s, unsigned char u, double *a)
{
	int i;
	long j;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (i = 0; i <= n - 1; i = i + STEP)
		a[i] = 1;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (j = n; j > 0; j = j - 1)
		a[j - 1] = 2;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) collapse(2)
	for (short x = s; x > 0; x--)
		for (unsigned char y = 0; y < u; y += 1)
			a[x * u + y] = 3;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (unsigned long z = 0; n > z; ++z)
		a[z] = 4;
}
