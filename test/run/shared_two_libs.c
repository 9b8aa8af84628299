// RUN: %omp2cuda -O2 -fPIC -shared %S/Inputs/shared_enter_lib.c -o %t.enter.so
// RUN: %omp2cuda -O2 -fPIC -shared %S/Inputs/shared_scale_lib.c -o %t.scale.so
// RUN: %omp2cuda -O2 %s %t.enter.so %t.scale.so -o %t
// RUN: %run %t | FileCheck %s
// CHECK: PASS
/* Two shared libraries of target regions in one program share its one
 * device state: the array one library maps is present for the other's
 * region, which scales it on the device without copying it (its map
 * finds it present), and the first library's exit data brings the scaled
 * values back; the program's own region sees the same present table. */
#include <omp.h>
#include <stdio.h>

void lib_enter(double *x, int n);
void lib_exit(double *x, int n);
void lib_scale(double *x, int n, double k);

#define N 1000

int
main(void)
{
	static double x[N];
	int bad = 0, on_gpu = 0;

#pragma omp target map(from: on_gpu)
	on_gpu = !omp_is_initial_device();

	for (int i = 0; i < N; i++)
		x[i] = i;
	lib_enter(x, N);
	for (int i = 0; i < N; i++)
		x[i] = -1; /* the host copy changes; the device copy is the one scaled */
	lib_scale(x, N, 2.0);
#pragma omp target teams distribute parallel for map(tofrom: x[0:N])
	for (int i = 0; i < N; i++)
		x[i] += 1;
	lib_exit(x, N);
	for (int i = 0; i < N; i++)
		/* on the GPU the device copy was scaled; in the host fallback the
		 * host's, which the program overwrote */
		if (x[i] != (on_gpu ? 2.0 * i + 1 : -1.0 * 2 + 1))
			bad++;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
