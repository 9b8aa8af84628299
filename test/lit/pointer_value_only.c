// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// A pointer the region only compares, casts to an integer or assigns is
// passed with O2C_ARG_VALUE_ONLY: where nothing mapped holds its target it
// keeps its value (OpenMP 5.2 5.8.6) instead of being refused.  Any other
// use (a subscript, *, a call's argument, a copy into another pointer, a
// condition) may reach memory through it, and keeps the check.
#include <stdint.h>

void use(int *);

void f(int *cmp, int *cast, int *set, int *sub, int *star, int *arg, int *copy, int *cond,
       int *out)
{
	// CHECK: pointer_value_only.c:[[@LINE+1]]
#pragma omp target map(tofrom: out[0:8])
	{
		int *q;
		out[0] = cmp == 0;
		out[1] = (int)(intptr_t)cast;
		set = 0;
		out[2] = sub[1];
		out[3] = *star;
		use(arg);
		q = copy;
		out[4] = q != 0;
		if (cond)
			out[5] = 1;
	}
	// CHECK-DAG: "cmp", {{.*}}O2C_ARG_VALUE_ONLY}
	// CHECK-DAG: "cast", {{.*}}O2C_ARG_VALUE_ONLY}
	// CHECK-DAG: "set", {{.*}}O2C_ARG_VALUE_ONLY}
	// CHECK-DAG: "sub", {{[^V]*}}},
	// CHECK-DAG: "star", {{[^V]*}}},
	// CHECK-DAG: "arg", {{[^V]*}}},
	// CHECK-DAG: "copy", {{[^V]*}}},
	// CHECK-DAG: "cond", {{[^V]*}}},
}
void use(int *p) { (void)p; }
