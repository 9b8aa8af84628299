// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CHECK: PASS
// A pointer a region names only inside sizeof or _Alignof: C reads none of
// its memory, so it need not be mapped; its value is passed as it is.
// HOST: {.value = (void *)&p, .type = O2C_ARG_PTR, .map = -1, .name = "p", .flags = O2C_ARG_DEVICE_PTR},
// HOST: {.value = (void *)&q, .type = O2C_ARG_PTR, .map = -1, .name = "q", .flags = O2C_ARG_DEVICE_PTR | O2C_ARG_ALIGN16},
#include <stdio.h>
#include <stdlib.h>

struct big {
	double v[7];
	int n;
};

int
main(void)
{
	double *p = malloc(16 * sizeof *p);
	struct big *q = malloc(sizeof *q);
	long s[3] = {0, 0, 0};

#pragma omp target map(from: s)
	{
		s[0] = (long)sizeof(p[0]);
		s[1] = (long)sizeof(*q) + (long)sizeof q->v;
		s[2] = (long)_Alignof(q->n);
	}
	if (s[0] != 8 || s[1] != (long)sizeof(struct big) + 56 || s[2] != (long)_Alignof(int)) {
		printf("FAIL %ld %ld %ld\n", s[0], s[1], s[2]);
		return 1;
	}
	free(p);
	free(q);
	printf("PASS\n");
	return 0;
}
