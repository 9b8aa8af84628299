// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// Map list items omp2cuda cannot lower.

typedef struct Row {
	double *v;
} Row;

void f(int n, double *a, Row **rows)
{
	int x = 0;
	/* the pointer itself (OpenMP 5.2 5.8.3): a warning where it is dereferenced */
	// CHECK: diag_maps.c:[[@LINE+3]]:3: warning: 'a' is mapped as a pointer variable, not an array section
#pragma omp target teams distribute parallel for map(to: a)
	for (int i = 0; i < n; i++)
		a[i] = 0;

	/* a scalar the loop's threads share, its one device copy: no error */
#pragma omp target teams distribute parallel for map(tofrom: x) map(from: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = x;

	/* pointers to pointers lead to scalars or structs without pointers */
	// CHECK: diag_maps.c:[[@LINE+3]]:10: error: 'rows' of type 'Row **' in a target region: pointers to pointers and arrays of pointers are supported where their pointers lead to scalars, void or structs without pointers (not supported yet)
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		a[i] = rows[i]->v[0];
}
