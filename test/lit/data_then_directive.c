// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// A directive right after target data, without braces, is the data
// region's statement: its kernel runs between the region's begin and end
// (it used to be dropped, the loop left to the host, and its results
// overwritten by the copy back at the end of the data region).

void f(int n, double *a)
{
	// CHECK: o2c_data_begin_on(o2c_dev_data_then_directive_{{[0-9]+}}, "{{.*}}data_then_directive.c:[[@LINE+3]]:1"
	// CHECK: o2c_target(o2c_region_data_then_directive_[[@LINE+3]](),
	// CHECK: o2c_data_end_on(o2c_dev_data_then_directive_{{[0-9]+}}, "{{.*}}data_then_directive.c:[[@LINE+1]]:1"
#pragma omp target data map(tofrom: a[0:n])
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		a[i] = i;
}

void g(int n, double *a)
{
	// lines between a target data directive and its statement are its own
	// CHECK: o2c_data_begin_on(o2c_dev_data_then_directive_{{[0-9]+}}, "{{.*}}data_then_directive.c:[[@LINE+2]]:1"
	// CHECK: o2c_target(o2c_region_data_then_directive_[[@LINE+6]](),
#pragma omp target data map(tofrom: a[0:n])
#if 0
	a[0] = 0;
#else
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			a[i] = i;
	}
#endif
	// CHECK: o2c_data_end
}
