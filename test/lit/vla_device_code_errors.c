// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// Variable-length arrays in device code that the device heap's copy
// cannot stand for: two dimensions of variable length, a declaration of
// several, the array's address and _Alignof (their types have the
// length); in the sequential part of a teams region (one per team, taken
// from the heap where declared and given back where the team's code
// ends), one inside a statement there, or with a break or continue in the
// team's code, which would leave before that end.

void
f(int n, int m, double *y)
{
#pragma omp target teams distribute parallel for map(from: y[0:n])
	for (int i = 0; i < n; i++) {
		// CHECK: :[[@LINE+1]]:3: error: variable-length array 'grid' in device code is not supported yet: another of its dimensions is of variable length too
		double grid[n][m];
		// CHECK: :[[@LINE+2]]:3: error: variable-length array 'a' in device code is not supported yet: its declaration declares other names too
		// CHECK: :[[@LINE+1]]:16: error: variable-length array 'b' in device code is not supported yet: its declaration declares other names too
		double a[n], b[m];
		double c[n];
		// CHECK: :[[@LINE+2]]:14: error: operator '&' on a pointer to a variable-length array in a target region is not supported yet
		// CHECK: :[[@LINE+1]]:14: error: the address of variable-length array 'c' declared in device code is not supported yet
		void *pc = &c;
		// CHECK: :[[@LINE+1]]:10: error: _Alignof of variable-length array 'c' declared in device code is not supported yet
		y[i] = _Alignof(c) + grid[0][0] + a[0] + b[0] + (pc != 0);
	}
#pragma omp target teams num_teams(2) map(from: y[0:n])
	{
		for (int r = 0; r < 2; r++) {
			// CHECK: :[[@LINE+1]]:4: error: variable-length array 't' inside a statement of the sequential part of a teams region is not supported yet: declare it among the team's own statements
			double t[n];
#pragma omp parallel for
			for (int i = 0; i < n; i++)
				t[i % n] = y[i] = i;
		}
	}
#pragma omp target teams distribute map(from: y[0:n])
	for (int k = 0; k < n; k++) {
		// CHECK: :[[@LINE+1]]:3: error: variable-length array 'u' in the sequential part of a teams region with a break or continue there ([[@LINE+2]]:14) is not supported yet
		double u[m];
		if (k > m) continue;
#pragma omp parallel for
		for (int i = 0; i < m; i++)
			u[i] = y[k] = i;
	}
}
