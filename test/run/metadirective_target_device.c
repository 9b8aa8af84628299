// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// target_device selectors (OpenMP 5.1 2.3.1) in host metadirectives: the
// kind of the default device chooses between target constructs whose
// maps differ.  On a GPU the 'to' alternatives would leave the host's
// copies unchanged; on the host every alternative updates them.

#include <omp.h>
#include <stdio.h>

#define N 512

int main(void)
{
	int a[N], b[N], c[N], bad = 0;
	int dev = omp_get_default_device();

	for (int i = 0; i < N; i++)
		a[i] = b[i] = c[i] = -1;
#pragma omp metadirective when(target_device = {kind(gpu)}: target teams distribute parallel for map(tofrom: a)) \
	when(target_device = {kind(host)}: target teams distribute parallel for map(to: a))
	for (int i = 0; i < N; i++)
		a[i] = 2 * i;
#pragma omp target enter data map(to: b)
#pragma omp metadirective when(target_device = {device_num(dev)}: target map(always, tofrom: b)) \
	otherwise(target map(to: b))
	for (int i = 0; i < N; i++)
		b[i] = 3 * i;
#pragma omp target exit data map(release: b)
#pragma omp metadirective when(target_device = {arch(nvptx64)}: target parallel for defaultmap(none) map(tofrom: c)) \
	otherwise(target parallel for map(to: c))
	for (int i = 0; i < N; i++)
		c[i] = 4 * i;
#pragma omp target map(tofrom: a)
	{
#pragma omp metadirective when(target_device = {kind(any)}: parallel for) otherwise(parallel for)
		for (int i = 0; i < N; i++)
			a[i] += 1;
	}
	for (int i = 0; i < N; i++)
		bad += a[i] != 2 * i + 1 || b[i] != 3 * i || c[i] != 4 * i;
	printf("%s (%d wrong, %s)\n", bad ? "FAIL" : "PASS", bad,
	       omp_get_num_devices() > 0 ? "a device" : "no device");
	return bad != 0;
}
