// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// Device code is CUDA C++: C names that are C++ keywords (a member, a
// parameter, locals) are renamed by a #define after every header the .cu
// file includes, only those the code uses.
typedef struct { double re, new; } Pair;
static double twice(double class) { return 2 * class; }

// CHECK: /* names of {{.*}}cxx_keywords.c that are C++ keywords */
// CHECK-DAG: #define new o2c_k_new
// CHECK-DAG: #define class o2c_k_class
// CHECK-DAG: #define template o2c_k_template
// CHECK-DAG: #define virtual o2c_k_virtual
// CHECK-NOT: #define this
// CHECK: typedef struct { double re, new; } Pair;
// CHECK: __device__ static double twice(double class) { return 2 * class; }
// CHECK: o2c_cxx_keywords_{{[0-9]+}}(int n, Pair p, double *__restrict__ a, double template, O2cDone o2c_done)

void f(int n, double *a, Pair p)
{
	double template = 3, this = 1;
	(void)this;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
		// CHECK: double virtual = p.re;
		double virtual = p.re;
		a[i] = twice(template) + virtual + p.new;
	}
}
