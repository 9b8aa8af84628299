int g;
void ext(double *);
struct S { int *p; };
void f(int n, double *a, double **pp, double m[4][4])
{
	static int st;
	struct S s;
	int k = 1;
#pragma omp target teams distribute parallel for map(a) collapse(1)
	for (int i = 0; i < n; i++)
		a[i] = g + st;
#pragma omp target map(to: a[0:n], pp[0:n], s, m[0:2])
	ext(a);
#pragma omp target teams distribute parallel for map(tofrom: a[n:1]) if(n) nowait
	for (int i = 0; i < n; i++)
		a[i] = 0;
#pragma omp target parallel
	{ }
#pragma omp target teams
	{ __asm__(""); }
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) reduction(+: a[0:1])
	for (int i = 0; i < n; i++)
		a[0] += i;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) collapse(2)
	for (int i = 0; i < n; i++)
		for (int j = i; j < n; j++)
			a[j] = 0;
}
