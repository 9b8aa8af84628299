/* Does a compiler's device code round sqrtf and float division as C says
 * (correctly rounded, IEEE 754 and C11 F.3)?  Every eighth float from
 * 2^-10 to 2^10 (21 million inputs) goes through
 * sqrtf(x), 1.0f / sqrtf(x) and x / 1000.0f in a target region; the host
 * computes the same with the C library and correctly rounded division.
 * It prints how many device results differ from the host's: a compiler
 * that keeps C's meaning prints 0 for each.  Used beside HeCBench (issue
 * 33), where clang-16's OpenMP offload takes sqrtf from libdevice with
 * __CUDA_PREC_SQRT unset: sqrt.approx.f32. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

int
main(void)
{
	const float lo = 1.0f / 1024, hi = 1024.0f;
	uint32_t blo, bhi;
	memcpy(&blo, &lo, sizeof blo);
	memcpy(&bhi, &hi, sizeof bhi);
	long n = (long)(bhi - blo) / 8;
	float *x = malloc(n * sizeof *x), *s = malloc(n * sizeof *s), *r = malloc(n * sizeof *r),
	      *q = malloc(n * sizeof *q);
	long ds = 0, dr = 0, dq = 0;

	if (!x || !s || !r || !q)
		return 1;
	for (long i = 0; i < n; i++) {
		uint32_t b = blo + (uint32_t)i * 8;
		memcpy(&x[i], &b, sizeof b);
	}
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(from: s[0:n], r[0:n], q[0:n])
	for (long i = 0; i < n; i++) {
		s[i] = sqrtf(x[i]);
		r[i] = 1.0f / sqrtf(x[i]);
		q[i] = x[i] / 1000.0f;
	}
	for (long i = 0; i < n; i++) {
		volatile float v = x[i];
		ds += s[i] != sqrtf(v);
		dr += r[i] != 1.0f / sqrtf(v);
		dq += q[i] != v / 1000.0f;
	}
	printf("inputs %ld: sqrtf differs %ld, 1/sqrtf differs %ld, x/1000 differs %ld\n", n, ds, dr, dq);
	free(x);
	free(s);
	free(r);
	free(q);
	return 0;
}
