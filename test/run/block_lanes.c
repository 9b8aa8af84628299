// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Team lanes on blocks (lowering/lanes.c), self-checking: a team's code that
// only computes runs on every thread of its block, its variables registers;
// team variables the parallel regions reduce into take the block's total on
// every thread (o2c_reduce_block_lanes), including across two regions and a
// loop of the team's code; a variable a region assigns stays in shared memory.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NR 300

int
main(void)
{
	static int rowptr[NR + 1], col[NR * 40], longest[NR], imax[NR], iters[NR];
	static double val[NR * 40], x[NR], y[NR], ref[NR], twice[NR];
	int nnz = 0, bad = 0;

	for (int r = 0; r < NR; r++) {
		rowptr[r] = nnz;
		int len = (r * 7) % 37 + (r % 5 == 0 ? 0 : 1);
		for (int k = 0; k < len; k++, nnz++) {
			col[nnz] = (r * 13 + k * 29) % NR;
			val[nnz] = 1.0 + (double)((r + k) % 11) / 8.0;
		}
	}
	rowptr[NR] = nnz;
	for (int i = 0; i < NR; i++)
		x[i] = 0.5 + (double)(i % 17) / 16.0;

#pragma omp target teams distribute map(to: rowptr[0:NR + 1], col[0:nnz], val[0:nnz], x[0:NR]) \
	map(from: y[0:NR], longest[0:NR], imax[0:NR], twice[0:NR], iters[0:NR])
	for (int r = 0; r < NR; r++) {
		const int lo = rowptr[r];
		const int hi = rowptr[r + 1];
		double sum = 0.0;
		int big = -1000;
		int last = -1;
		double acc = 1.0;
		int rounds = 0;
#pragma omp parallel for reduction(+: sum) reduction(max: big)
		for (int k = lo; k < hi; k++) {
			sum += val[k] * x[col[k]];
			if (col[k] > big)
				big = col[k];
		}
#pragma omp parallel num_threads(40)
		{
			if (hi - lo > 0)
				last = hi - lo;
		}
		for (int it = 0; it < 3; it++) {
			rounds = rounds + 1;
#pragma omp parallel for reduction(+: acc) num_threads(64)
			for (int k = lo; k < hi; k++)
				acc += val[k] * (it + 1);
		}
#pragma omp parallel for reduction(+: sum)
		for (int k = lo; k < hi; k++)
			sum += val[k] * x[col[k]];
		y[r] = sum;
		longest[r] = last;
		imax[r] = big;
		twice[r] = acc;
		iters[r] = rounds;
	}

	for (int r = 0; r < NR; r++) {
		double s = 0.0, a = 1.0;
		int b = -1000;
		for (int k = rowptr[r]; k < rowptr[r + 1]; k++) {
			s += val[k] * x[col[k]];
			if (col[k] > b)
				b = col[k];
		}
		for (int it = 0; it < 3; it++)
			for (int k = rowptr[r]; k < rowptr[r + 1]; k++)
				a += val[k] * (it + 1);
		ref[r] = 2.0 * s;
		int len = rowptr[r + 1] - rowptr[r];
		if (fabs(y[r] - ref[r]) > 1e-9 * (1.0 + fabs(ref[r])) || imax[r] != b ||
		    longest[r] != (len > 0 ? len : -1) || fabs(twice[r] - a) > 1e-9 * (1.0 + fabs(a)) ||
		    iters[r] != 3) {
			if (bad++ < 5)
				printf("row %d: y %g (want %g) max %d (%d) last %d (%d) acc %g (%g) rounds %d\n", r,
				       y[r], ref[r], imax[r], b, longest[r], len > 0 ? len : -1, twice[r], a,
				       iters[r]);
		}
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
