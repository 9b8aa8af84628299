// RUN: %omp2cuda --emit-cuda %s -o - 2>/dev/null | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DVLA %s -o - 2>&1 | FileCheck --check-prefix=ERR %s
// RUN: %omp2cuda --emit-cuda -DHEAP %s -o - | FileCheck --check-prefix=HEAP %s
// Declarators of C that C++ does not read, in functions compiled for the
// device: the .cu file's copy empties array parameters' brackets that
// hold static, qualifiers or a variable length, and gives an old-style
// (K&R) definition a parameter type list.  A variable-length array
// parameter, or a pointer to one, is an error; a variable-length array
// the code declares takes the device heap.

// CHECK: __device__ static int sum4(const int a[]) { return a[0] + a[3]; }
static int sum4(const int a[static 4]) { return a[0] + a[3]; }
// CHECK: __device__ static int sum_n(int n, int a[], int b[4]) { return a[n - 1] + b[0]; }
static int sum_n(int n, int a[const restrict n], int b[4]) { return a[n - 1] + b[0]; }
// CHECK: __device__ static double sq(double x, int k) { return x * x + k; }
static double sq(x, k) double x; int k; { return x * x + k; }
// CHECK: __device__ static double twice(double x) __attribute__((unused));
static double twice(double x) __attribute__((unused));
static double twice(double x) { return 2 * x; }

#ifdef VLA
// ERR-DAG: :[[@LINE+1]]:36: error: variable-length array 'm' in device code is not supported: CUDA C++ has no variable-length arrays
static double corner(int n, double m[n][n]) { return m[n - 1][n - 1]; }
#endif

void
f(int n, double *a, int *v)
{
	const int four = 4;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(to: v[0:4])
	for (int i = 0; i < n; i++) {
		a[i] = sq(a[i], 1) + twice(a[i]) + sum4(v) + sum_n(4, v, v);
		// a VLA in C whose bound is a constant in C++: the same length
		// CHECK: const int k = 3;
		// CHECK-NEXT: double w[k * 2];
		const int k = 3;
		double w[k * 2];
		w[k] = a[i];
		a[i] = w[k] + sizeof w;
#ifdef VLA
		// ERR-DAG: :[[@LINE+1]]:12: error: variable-length array 'p' in device code is not supported: CUDA C++ has no variable-length arrays
		double (*p)[n] = 0;
		a[i] += corner(n, p);
#endif
#ifdef HEAP
		// its bound a kernel parameter, no constant in C++ either: the
		// device heap's (vla_device_code.c)
		// HEAP: o2c_vla<double> o2c_vla_u((size_t)(four)); double *u = o2c_vla_u.p;
		double u[four];
		u[0] = 1;
		a[i] += u[0];
#endif
	}
}
