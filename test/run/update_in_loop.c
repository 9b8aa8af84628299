// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// The kmeans shape: data entered once (enter data), then per iteration a small array updated to the
// device, a kernel, a result updated from the device, the host computing the next input; exit data
// at the end.

#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n = 200000, k = 8, iters = 12, failed = 0;
	float *pt = malloc(n * sizeof *pt), centre[8];
	int *label = malloc(n * sizeof *label);

	if (!pt || !label)
		return 2;
	for (int i = 0; i < n; i++)
		pt[i] = (float)((i * 7919) % 1000);
	for (int c = 0; c < k; c++)
		centre[c] = (float)(c * 125);
#pragma omp target enter data map(to: pt[0:n]) map(alloc: label[0:n], centre)
	for (int it = 0; it < iters; it++) {
#pragma omp target update to(centre)
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++) {
			int best = 0;
			float bd = (pt[i] - centre[0]) * (pt[i] - centre[0]);
			for (int c = 1; c < k; c++) {
				float d = (pt[i] - centre[c]) * (pt[i] - centre[c]);
				if (d < bd) {
					bd = d;
					best = c;
				}
			}
			label[i] = best;
		}
#pragma omp target update from(label[0:n])
		/* The host recomputes the centres and checks the labels. */
		double sum[8] = {0};
		int cnt[8] = {0};
		for (int i = 0; i < n; i++) {
			int best = 0;
			float bd = (pt[i] - centre[0]) * (pt[i] - centre[0]);
			for (int c = 1; c < k; c++) {
				float d = (pt[i] - centre[c]) * (pt[i] - centre[c]);
				if (d < bd) {
					bd = d;
					best = c;
				}
			}
			if (label[i] != best && failed++ < 10)
				printf("iteration %d: label[%d] = %d, want %d\n", it, i, label[i], best);
			sum[label[i]] += pt[i];
			cnt[label[i]]++;
		}
		for (int c = 0; c < k; c++)
			if (cnt[c])
				centre[c] = (float)(sum[c] / cnt[c]);
	}
#pragma omp target exit data map(release: pt[0:n], label[0:n], centre)
	printf("%s\n", failed ? "FAIL" : "PASS");
	free(pt);
	free(label);
	return failed != 0;
}
