// RUN: not %omp2cuda %s 2>&1 | FileCheck %s --implicit-check-not=nvcc
// What stays an error of C's complex numbers in device code (a region or
// a declare target function), at its source, before nvcc: complex types
// other than float _Complex and double _Complex, ++ and -- of a complex
// value (a GNU extension), a complex for loop condition, an operation
// spelled in a user's macro, a declare target variable whose initializer
// computes on complex values, and a reduction of a complex variable on
// target teams distribute with nested parallel regions; host code keeps
// them all.

#define SQ(z) ((z) * (z))

#pragma omp declare target
double _Complex unit = 1.0;
double _Complex rot = 2.0 + 1.0i;
#pragma omp end declare target

#pragma omp declare target
static double
sq(double re, double im)
{
// CHECK-DAG: :[[@LINE+1]]:2: error: complex type '_Complex int' in device code is not supported
	int _Complex k = 1;
	double _Complex w = re + im * 1.0i;
// CHECK-DAG: :[[@LINE+1]]:2: error: '++' of a complex value in device code is not supported
	w++;
	return __real__ (w * w / w) + __real__ k;
}
#pragma omp end declare target

double
host_only(double x)
{
	double _Complex h = x;
	h++;
	return __real__ SQ(h);
}

void
f(double *a, double *b, double *c, int n)
{
	double _Complex s = 0;
#pragma omp target teams distribute parallel for map(to: a[0:n], b[0:n]) map(from: c[0:n])
	for (int i = 0; i < n; i++) {
		float _Complex w = a[i];
		w *= w;
// CHECK-DAG: :[[@LINE+1]]:19: error: an operation on a complex value inside a macro expansion is not supported in device code
		c[i] = __real__ SQ(w);
// CHECK-DAG: :[[@LINE+1]]:3: error: a complex value as a for loop's condition in device code is not supported yet
		for (; w; w = 0)
			c[i] += sq(a[i], b[i]);
// CHECK-DAG: :[[@LINE+1]]:28: error: declare target variable 'rot' initialized by an operation on complex values is not supported yet
		c[i] += __real__ (unit * rot);
	}
// CHECK-DAG: :[[@LINE+1]]:66: error: reduction of 's' on '#pragma omp target teams distribute' with nested parallel regions is not supported yet: of a scalar of a real type with a predefined operator it is
#pragma omp target teams distribute map(to: a[0:n]) reduction(+: s)
	for (int t = 0; t < 4; t++) {
#pragma omp parallel for reduction(+: s)
		for (int i = t; i < n; i += 4)
			s += a[i];
	}
}
