// Loops that collapse associates with one iteration variable (PolyBench's
// reg_detect writes `for (j = 0; ...) for (j = 1; ...)` under collapse(2)):
// an error, as gcc gives, not a nest that races on j.
// RUN: not %omp2cuda %s -o %t 2>&1 | FileCheck %s
void f(double p[8][8])
{
	int i, j;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: p[0:8])
	for (j = 0; j < 8; j++)
		// CHECK: :[[@LINE+1]]:3: error: loop 2 of the 2 that collapse(2) associates has the iteration variable 'j' of loop 1
		for (j = 1; j < 8; j++)
			for (i = 0; i < 8; i++)
				p[j][i] = i;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: p[0:8])
	for (int k = 0; k < 8; k++)
		// CHECK: :[[@LINE+1]]:3: error: loop 2 of the 2 that collapse(2) associates has the iteration variable 'k' of loop 1
		for (k = 1; k < 8; k++)
			p[k][0] = k;
}
