// The other file of test/run/extern_c_device.cpp: a declare target
// function with C linkage, its declaration in an `extern "C"` without
// braces, the file's only device code.
#pragma omp declare target
extern "C"
double ext_series(double x, const double *a, int n)
{
	double y = 0;
	for (int k = n - 1; k >= 0; k--)
		y = y * x + a[k];
	return y;
}
#pragma omp end declare target
