// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
// The tile construct (OpenMP 5.1 2.11.9.1) reorders a loop nest's
// iterations; in host code as inside a target region it is an error, not
// left to a host compiler that ignores it (gcc 12).

void f(int a[8][8])
{
	int t = 0;
// CHECK: :[[@LINE+1]]:1: error: '#pragma omp tile' is not supported yet
#pragma omp tile sizes(4, 4)
	for (int i = 0; i < 8; i++)
		for (int j = 0; j < 8; j++)
			a[i][j] = t++;
}
