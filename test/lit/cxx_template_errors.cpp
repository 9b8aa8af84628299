// A region in a function template instantiated with a type the device
// cannot use: the errors at the region's code, then one naming the
// instantiation; other instantiations and uninstantiated templates are
// not reported.
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

template <typename T>
void fill(T *a, int n, T v)
{
// CHECK: :[[@LINE+3]]:60: error: variable 'a' of type 'long double *' in a target region is not supported yet
// CHECK: :[[@LINE+4]]:10: error: variable 'v' of type 'long double' in a target region is not supported yet
// CHECK: :[[@LINE+1]]:1: error: the target regions of function template 'fill' cannot be compiled for its instantiation 'fill<long double>' (the errors above)
#pragma omp target teams distribute parallel for map(from: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = v;
}

template <typename T>
void never_used(T *a, int n)
{
#pragma omp target teams distribute parallel for map(from: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = 0;
}

int main()
{
	long double x[4];
	float f[4];
	fill(f, 4, 2.0f);
	fill(x, 4, 1.0L);
	return 0;
}
