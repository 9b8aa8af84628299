// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A host loop of reduction regions whose region writes, through a device
// address kept in an integer (use_device_ptr's), the element of `in` the
// next iteration's region reads: in program order iteration j reads what
// j - 1 wrote, so its iterations may not run as one batched launch
// (lowering/batches.c; test/lit/batched_reductions.c).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4096
#define H 16

int main(void)
{
	float *w = malloc((size_t)(N + 1) * (H + 1) * sizeof *w), *in = malloc((N + H + 2) * sizeof *in);
	float *ci = malloc((N + H + 2) * sizeof *ci), hidden[H + 1], chk[H + 1];
	uintptr_t addr = 0;
	int bad = 0;

	for (int i = 0; i < (N + 1) * (H + 1); i++)
		w[i] = (float)(i % 5) * 0.25f;
	for (int i = 0; i < N + H + 2; i++)
		in[i] = ci[i] = (float)(i % 3);
#pragma omp target data map(to: w[0:(N+1)*(H+1)]) map(tofrom: in[0:N+H+2])
	{
#pragma omp target data use_device_ptr(in)
		addr = (uintptr_t)in;
		for (int j = 1; j <= H; j++) {
			float sum = 0.0f;
#pragma omp target teams distribute parallel for reduction(+: sum)
			for (int i = 0; i <= N; i++) {
				sum += w[(long)i * (H + 1) + j] * in[i] + (i == 0 ? in[N + j] : 0.0f);
				if (i == 0)
					((float *)addr)[N + j + 1] = in[N + j] + 1.0f;
			}
			hidden[j] = sum;
		}
	}
	for (int j = 1; j <= H; j++) {
		float sum = 0.0f;
		for (int i = 0; i <= N; i++)
			sum += w[(long)i * (H + 1) + j] * ci[i];
		chk[j] = sum + ci[N + j];
		ci[N + j + 1] = ci[N + j] + 1.0f;
	}
	for (int j = 1; j <= H; j++)
		bad += hidden[j] - chk[j] > 1e-2f || hidden[j] - chk[j] < -1e-2f;
	for (int i = 0; i < N + H + 2; i++)
		bad += in[i] != ci[i];
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
