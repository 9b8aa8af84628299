// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// _Alignas and the attribute aligned on declare target variables: their __device__ copies keep
// the alignment the declaration asks (a kernel reading a 16-byte-aligned array as vectors relies on
// it), as the host copies do.
#include <stdint.h>
#include <stdio.h>

typedef struct {
	_Alignas(16) float v[4];
} Quad;

_Alignas(64) float samples[256];
double __attribute__((aligned(128))) acc[4];
#pragma omp declare target(samples, acc)

int main(void)
{
	int dev_bad = -1, bad = 0;
	float sums[64];

	for (int i = 0; i < 256; i++)
		samples[i] = i % 7;
#pragma omp target update to(samples)
#pragma omp target map(from: dev_bad, sums)
	{
		const Quad *q = (const Quad *)samples;
		for (int k = 0; k < 64; k++)
			sums[k] = q[k].v[0] + q[k].v[1] + q[k].v[2] + q[k].v[3];
		dev_bad = ((uintptr_t)samples % 64 != 0) + ((uintptr_t)acc % 128 != 0);
		acc[0] = sums[0];
	}
#pragma omp target update from(acc)
	for (int k = 0; k < 64; k++)
		bad += sums[k] != samples[4 * k] + samples[4 * k + 1] + samples[4 * k + 2] + samples[4 * k + 3];
	bad += acc[0] != 6 || (uintptr_t)samples % 64 != 0 || (uintptr_t)acc % 128 != 0;
	if (bad || dev_bad)
		printf("FAIL: host %d, device %d\n", bad, dev_bad);
	else
		printf("PASS\n");
	return bad || dev_bad;
}
