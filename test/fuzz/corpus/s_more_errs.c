#include <stdio.h>
struct Opaque;
extern int counter;
static double helper(double x) { static int calls; calls++; return x * calls; }
void f(int n, double *a, struct Opaque *op, unsigned short us)
{
	static double keep;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
		struct Local { int k; } l = {i};
		typedef int T;
		T t = l.k;
		a[i] = t + (stderr != 0) + counter + keep + (op != 0) + us + helper(a[i]);
	}
#pragma omp target teams distribute map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
		double s = helper(1.0);
		a[i] += s;
#pragma omp parallel for
		for (int j = 0; j < n; j++)
			a[j] += 1;
	}
	double tot = 0;
#pragma omp target teams distribute map(tofrom: a[0:n]) reduction(+: tot)
	for (int i = 0; i < n; i++) {
#pragma omp parallel for
		for (int j = 0; j < n; j++)
			a[j] += tot;
	}
}
