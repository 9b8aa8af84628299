// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DNONE %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE
// What firstprivate, defaultmap, schedule and target parallel cannot do yet: each is an error with
// a location, never silently wrong code.

int chunk_of(int n);

struct counter {
	int n;
};

void
f(int n, double *p, double *q)
{
	double big[4096], arr[8];
	int x = 0;

	// CHECK: diag_clauses.c:[[@LINE+1]]:50: error: firstprivate arrays of '#pragma omp target teams distribute parallel for' take 32832 bytes: at most 30716 are supported (they are passed as kernel arguments, which CUDA limits to 32764 bytes); map the array and copy it in the region instead
#pragma omp target teams distribute parallel for firstprivate(big, arr)
	for (int i = 0; i < 8; i++)
		arr[i] = big[i];

	// CHECK: diag_clauses.c:[[@LINE+2]]:11: warning: 'q' is mapped as a pointer variable, not an array section
#pragma omp target defaultmap(tofrom: pointer) map(tofrom: arr)
	arr[0] = q[0];

	// CHECK-NOT: diag_clauses.c:[[@LINE+1]]
#pragma omp target teams distribute parallel for defaultmap(tofrom: scalar) map(tofrom: arr)
	for (int i = 0; i < 8; i++)
		x = i;

	// CHECK: diag_clauses.c:[[@LINE+1]]:67: error: call to 'chunk_of' in schedule: only constants and scalar variables are supported yet
#pragma omp target teams distribute parallel for schedule(static, chunk_of(n)) map(tofrom: arr)
	for (int i = 0; i < 8; i++)
		arr[i] = 1;

	// a struct is mapped tofrom (OpenMP 5.2 5.8.9), and a loop's threads share its device copy
	struct counter st = {0};
	// CHECK-NOT: diag_clauses.c:[[@LINE+1]]
#pragma omp target teams distribute parallel for map(tofrom: arr)
	for (int i = 0; i < 8; i++)
		st.n = i + (int)arr[i];

#ifdef NONE
	// clang reports defaultmap(none) first, at each variable
	// NONE: diag_clauses.c:[[@LINE+3]]:12: error: variable 'arr' must have explicitly specified data sharing attributes, data mapping attributes, or in an is_device_ptr clause
#pragma omp target defaultmap(none) map(tofrom: x)
	{
		x = (int)arr[1] + (int)q[0];
	}
#endif
}
