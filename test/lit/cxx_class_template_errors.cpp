// Target constructs in member functions of class templates: `this` is an
// error (the host code before the class template cannot name the class),
// then one error naming the instantiation; a class template the program
// does not instantiate is not reported.
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

template <typename T>
struct Box {
	T v[8];
	void inc()
	{
// CHECK: :[[@LINE+4]]:31: error: 'this' in a target construct of a member function of class template 'Box' is not supported yet: copy the members it uses into local variables
// CHECK: :[[@LINE+3]]:31: error: 'this' in a target region
// CHECK: :[[@LINE+1]]:1: error: the target regions of member function 'inc' cannot be compiled for its instantiation 'Box<double>::inc' (the errors above)
#pragma omp target
		for (int i = 0; i < 8; i++) v[i] += 1;
	}
};

template <typename T>
struct Unused {
	T v[8];
	void inc()
	{
#pragma omp target
		for (int i = 0; i < 8; i++) v[i] += 1;
	}
};

int main()
{
	Box<double> b = {{0}};
	b.inc();
	return 0;
}
