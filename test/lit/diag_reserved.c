// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Names beginning with o2c_ are the generated code's: in a kernel whose
// body is one statement, a captured o2c_iv would silently be the loop
// counter instead.

void f(int n, double *a)
{
	double o2c_iv = 2.0;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = o2c_iv;
	// CHECK: diag_reserved.c:[[@LINE-1]]:10: error: 'o2c_iv' in device code: names beginning with 'o2c_' are reserved for omp2cuda
}

void g(int n, double *o2c_maps)
{
	// CHECK: diag_reserved.c:[[@LINE+1]]:62: error: 'o2c_maps' in a clause: names beginning with 'o2c_' are reserved for omp2cuda
#pragma omp target teams distribute parallel for map(tofrom: o2c_maps[0:n])
	for (int i = 0; i < n; i++)
		o2c_maps[i] = 0;
}
