// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A reduction kernel whose body loops (lowering/schedule.c, flat.c): the
// 32-bit and one-iteration-a-thread kernels must give the serial result,
// for max over a small array section and for + and min over scalars.
#include <math.h>
#include <stdio.h>

#define NA 5000
#define NB 700

int
main(void)
{
	static float a[NA], b[NB];
	float far[2] = {0.0f, 0.0f};
	long count = 0;
	int lowest = 1 << 30;

	for (int i = 0; i < NA; i++)
		a[i] = (float)((i * 37) % 1009) / 7.0f;
	for (int j = 0; j < NB; j++)
		b[j] = (float)((j * 53) % 997) / 5.0f;
#pragma omp target teams distribute parallel for reduction(max: far[0:1]) reduction(+: count) \
	reduction(min: lowest) map(to: a[0:NA], b[0:NB])
	for (int i = 0; i < NA; i++) {
		float d = 1e30f;
		for (int j = 0; j < NB; j++) {
			float t = fabsf(a[i] - b[j]);
			d = t < d ? t : d;
			if (t < 1.0f)
				count++;
		}
		far[0] = d > far[0] ? d : far[0];
		if ((int)(d * 100) < lowest)
			lowest = (int)(d * 100);
	}
	float want = 0.0f;
	long want_count = 0;
	int want_low = 1 << 30;
	for (int i = 0; i < NA; i++) {
		float d = 1e30f;
		for (int j = 0; j < NB; j++) {
			float t = fabsf(a[i] - b[j]);
			d = t < d ? t : d;
			if (t < 1.0f)
				want_count++;
		}
		want = d > want ? d : want;
		if ((int)(d * 100) < want_low)
			want_low = (int)(d * 100);
	}
	int ok = far[0] == want && count == want_count && lowest == want_low && far[1] == 0.0f;
	printf("max %g (%g) count %ld (%ld) min %d (%d)\n%s\n", far[0], want, count, want_count, lowest,
	       want_low, ok ? "PASS" : "FAIL");
	return !ok;
}
