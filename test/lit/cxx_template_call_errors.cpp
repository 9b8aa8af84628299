// Each instantiation of a function template that device code calls is
// checked as the function it is: what one instantiation's body calls
// may be a function device code cannot call where another's is not
// (helper(float) is defined here, helper(double, ...) is another file's
// variadic function); the error is at the template's code, and the
// instantiation that device code does not call is not reported.
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

float helper(float x) { return x + 1.0f; }
double helper(double x, ...);
long helper(long x, ...);

template <typename T>
T step(T x)
{
	// CHECK: :[[@LINE+1]]:9: error: call to variadic declare target function 'helper' of another file in a target region is not supported yet
	return helper(x) * 2;
}

template <typename T>
T twice_step(T x) { return step(step(x)); }

void run(float *a, double *b, long *c, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n], b[0:n])
	for (int i = 0; i < n; i++) {
		a[i] = twice_step(a[i]);
		b[i] = twice_step<double>(b[i]);
	}
	for (int i = 0; i < n; i++)
		c[i] = step(c[i]);
}
