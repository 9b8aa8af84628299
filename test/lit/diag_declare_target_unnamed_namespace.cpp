// RUN: not %omp2cuda++ --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %omp2cuda++ --emit-cuda -DUNNAMED_ONLY %s -o - | FileCheck %s --check-prefix=FILE
// A declare target variable of an unnamed namespace alone: its __device__ copy at file scope,
// where device code's unqualified name finds it, looked up by its plain name.  Inside a named
// namespace, an unnamed one would give the copy a symbol the host cannot name: a located error.
// FILE: {{^}}__device__ int hidden[4] = {1, 2, 3, 4};
#ifdef UNNAMED_ONLY
namespace {
int hidden[4] = {1, 2, 3, 4};
#pragma omp declare target(hidden)
}
#define VALUE hidden[2]
#else
namespace outer {
namespace {
int hidden[4] = {1, 2, 3, 4};
#pragma omp declare target(hidden)
}
}
#define VALUE outer::hidden[2]
#endif

int main()
{
	int y = 0;
#pragma omp target map(from: y)
	// CHECK: diag_declare_target_unnamed_namespace.cpp:[[@LINE+1]]:6: error: declare target variable 'outer::hidden' of an unnamed namespace inside a named one: not supported yet
	y = VALUE;
	return y != 3;
}
