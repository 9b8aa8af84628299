// RUN: not %omp2cuda++ -c %s -o %t.o 2>&1 | FileCheck %s
// GNU _Complex arithmetic in a template's device code is an error: the
// template's text is every instance's, and an instance of a real type
// would get the complex wrappers too.  In a function that is not a
// template it compiles (frontend/complex.c).
template <typename T>
T
mul(T a, T b)
{
	// CHECK: :[[@LINE+2]]:9: error: an operation on a complex value in a template's device code is not supported yet
	// CHECK: :[[@LINE+1]]:13: error: an operation on a complex value in a template's device code is not supported yet
	return a * b;
}

float _Complex
square(float _Complex z)
{
	return z * z;
}

int
main()
{
	float r = 0;
	float _Complex z = 0, w = 0;
	#pragma omp target map(tofrom: r, z, w)
	{
		r = mul(r, 2.0f);
		z = mul(z, z);
		w = square(z);
	}
	return (int)r;
}
// CHECK-NOT: error:
