// RUN: %omp2cuda -O2 -c %S/Inputs/separate_device_lib.c -o %t.lib.o
// RUN: %omp2cuda -O2 -c %s -o %t.main.o
// RUN: %omp2cuda %t.main.o %t.lib.o -o %t
// RUN: %run %t | FileCheck %s
// CHECK: PASS
/* Separate compilation of device code (README): regions call a declare
 * target function another file defines and name declare target
 * variables declared extern here; target update reaches the other file's
 * variable on the device.  Checked against the same computation on the
 * host. */
#include <stdio.h>

#define N 1000

#pragma omp declare target
double weigh(int i, double x);
extern int bias;
extern double weights[4];
#pragma omp end declare target

int main(void)
{
	static double out[N];
	int bad = 0;
	double sum = 0, want = 0;

	bias = 2;
	weights[3] = 4.0;
#pragma omp target update to(bias, weights)
#pragma omp target teams distribute parallel for map(from: out) reduction(+: sum)
	for (int i = 0; i < N; i++) {
		out[i] = weigh(i, i * 0.5);
		sum += weights[i % 4];
	}
	for (int i = 0; i < N; i++) {
		double x = i * 0.5;
		double w = (double[4]){0.5, 1.0, 1.5, 4.0}[i % 4];
		want += w;
		if (out[i] != w * x * x + 2) {
			if (bad++ < 5)
				printf("out[%d] = %g, want %g\n", i, out[i], w * x * x + 2);
		}
	}
	if (sum != want) {
		printf("sum = %g, want %g\n", sum, want);
		bad++;
	}
	/* the device copy is the other file's variable: changed there, it
	 * comes back with target update from */
#pragma omp target
	bias = 7;
#pragma omp target update from(bias)
	if (bias != 7) {
		printf("bias = %d, want 7\n", bias);
		bad++;
	}
	puts(bad ? "FAIL" : "PASS");
	return bad != 0;
}
