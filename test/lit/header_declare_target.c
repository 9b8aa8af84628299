// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: not %omp2cuda -DUNDECLARED %s 2>&1 | FileCheck %s --check-prefix=ERR
// A header's declare target variable that a device function names: the
// header is put in place, its directives are the file's, and the variable
// gets its device copy with its initializer (OpenMP 5.2 7.8.1), which the
// runtime enters as present, so the host's map moves nothing.  A header's
// variable in no declare target directive stays an error where a device
// function names it: OpenMP gives a device copy to a variable declared
// in a device routine, not to one a device routine names (clang-16 warns
// and leaves the device's symbol undefined).
#include "Inputs/header_dt_tables.h"

// CHECK: #line 7 "{{.*}}header_dt_tables.h"
// CHECK-NEXT: __device__ double fact[5] = {1.0, 1.0, 2.0, 6.0, 24.0};
// HOST: {{^[[:space:]]*}}{.host = (void *)&fact, .bytes = sizeof(fact), .name = "fact"}

#pragma omp declare target
static double
term(int l)
{
#ifdef UNDECLARED
	// ERR: header_declare_target.c:[[@LINE+1]]:19: error: file-scope or static variable 'undeclared' in a function called from a target region must be in a '#pragma omp declare target' directive
	return fact[l] + undeclared[l & 1];
#else
	return fact[l];
#endif
}
#pragma omp end declare target

int
main(void)
{
	double out[5];

#pragma omp target data map(to: fact[0:5])
	{
#pragma omp target teams distribute parallel for map(from: out)
		for (int l = 0; l < 5; l++)
			out[l] = term(l);
	}
	return out[4] != 24.0;
}
