// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Variable-length arrays that device code declares, of lengths known
// only at run time, each thread's own (in its own bytes up to 256, else
// on the device heap: one of 640 bytes below): in the loop
// body of a combined construct (one a row of constant length, sizeof of
// one, a break out of a loop in its scope, a continue out of it), in a
// parallel region nested in target teams, and in a function the region
// calls, which returns from inside the array's scope.
#include <stdio.h>
#include <string.h>

static float
window_sum(const float *x, int i, int w)
{
	float buf[w];

	for (int k = 0; k < w; k++) {
		buf[k] = x[i + k];
		if (buf[k] < 0)
			return -1;
	}
	float s = 0;
	for (int k = 0; k < w; k++)
		s += buf[k];
	return s;
}

static void
reference(const float *x, int i, int w, int rows, float *out, float *out2, float *out3)
{
	float acc[16] = {0}, grid[8][3], s = 0;
	int neg = 0;

	for (int r = 0; r < rows; r++)
		for (int c = 0; c < 3; c++)
			grid[r][c] = x[i + r + c];
	for (int k = 0; k < w; k++) {
		acc[k] = x[i + k] + grid[k % rows][k % 3];
		if (i == 7)
			break;
	}
	*out = i % 5 == 4 ? -7 : acc[0] + acc[w - 1] + (float)(w * sizeof(float));
	for (int k = 0; k < w; k++) {
		neg |= x[i + 10 + k] < 0;
		s += x[i + 10 + k];
	}
	*out2 = neg ? -1 : s;
	*out3 = x[i + w - 1] * 2;
}

int
main(int argc, char **argv)
{
	int n = 40, w = 4 + (argc > 5), rows = 5 + (argc > 7), bad = 0;
	float x[64], out[40], out2[40], out3[40], out4[40];

	(void)argv;
	for (int i = 0; i < 64; i++)
		x[i] = (float)(i % 7);
	x[50] = -1;
#pragma omp target teams distribute parallel for map(to: x[0:64]) map(from: out[0:n], out2[0:n])
	for (int i = 0; i < n; i++) {
		float acc[w];
		float grid[rows][3];
		memset(acc, 0, sizeof(acc));
		if (i % 5 == 4) {
			out[i] = -7;
			out2[i] = window_sum(x, i + 10, w);
			continue;
		}
		for (int r = 0; r < rows; r++)
			for (int c = 0; c < 3; c++)
				grid[r][c] = x[i + r + c];
		for (int k = 0; k < w; k++) {
			acc[k] = x[i + k] + grid[k % rows][k % 3];
			if (i == 7)
				break;
		}
		out[i] = acc[0] + acc[w - 1] + (float)sizeof acc;
		out2[i] = window_sum(x, i + 10, w);
	}
#pragma omp target teams num_teams(2) map(to: x[0:64]) map(from: out3[0:n])
	{
#pragma omp parallel for
		for (int i = 0; i < n; i++) {
			float t[w];
			for (int k = 0; k < w; k++)
				t[k] = x[i + k] * 2;
			out3[i] = t[w - 1];
		}
	}
#pragma omp target teams distribute parallel for map(to: x[0:64]) map(from: out4[0:n])
	for (int i = 0; i < n; i++) {
		double big[w * 20];
		double s = 0;
		for (int k = 0; k < w * 20; k++)
			big[k] = x[(i + k) % 64];
		for (int k = 0; k < w * 20; k++)
			s += big[w * 20 - 1 - k] * (k + 1);
		out4[i] = (float)s;
	}
	for (int i = 0; i < n; i++) {
		float o, o2, o3;
		double s = 0;
		reference(x, i, w, rows, &o, &o2, &o3);
		for (int k = 0; k < w * 20; k++)
			s += x[(i + w * 20 - 1 - k) % 64] * (k + 1);
		bad += (out[i] != o) + (out2[i] != o2) + (out3[i] != o3) + (out4[i] != (float)s);
	}
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
