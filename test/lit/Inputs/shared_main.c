/* The program of driver_link.test: one target region of its own, one in
 * the shared library it links; both agree on the sum. */
#include <stdio.h>

double lib_sum(const double *a, int n);

int
main(void)
{
	double a[100], s = 0;

	for (int i = 0; i < 100; i++)
		a[i] = i;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a)
	for (int i = 0; i < 100; i++)
		s += a[i];
	printf("%s %g %g\n", s == 4950 && lib_sum(a, 100) == 4950 ? "PASS" : "FAIL", s,
	       lib_sum(a, 100));
	return 0;
}
