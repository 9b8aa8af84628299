// RUN: not %omp2cuda %s 2>&1 | FileCheck %s --implicit-check-not=nvcc
// _Complex in device code (a region or a declare target function) is an
// error at its source, before nvcc; host code keeps it.

#pragma omp declare target
static double
sq(double re, double im)
{
// CHECK-DAG: :[[@LINE+1]]:2: error: _Complex in device code is not supported yet
	double _Complex w = re + im * 1.0i;
	return (double)(w * w / w);
}
#pragma omp end declare target

double
host_only(double x)
{
	double _Complex h = x;
	return __real__ (h * h);
}

void
f(double *a, double *b, double *c, int n)
{
#pragma omp target teams distribute parallel for map(to: a[0:n], b[0:n]) map(from: c[0:n])
	for (int i = 0; i < n; i++) {
// CHECK-DAG: :[[@LINE+1]]:3: error: _Complex in device code is not supported yet
		float _Complex w = a[i];
		w *= w;
		c[i] = sq(a[i], b[i]) + __real__ w;
	}
}
