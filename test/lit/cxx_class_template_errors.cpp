// Target constructs in member functions of class templates: `this` in a
// class template nested in a class, and a member not public named
// through it or through `this` of an explicit specialization, are errors, then one error naming the instantiation; a class template the program
// does not instantiate is not reported, nor a class whose base is an
// instantiation of a class template.
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

// A class template with a kernel instantiated with a class nested in a
// class, or an enumeration, declared after it: the host file cannot
// declare them before the template, where the instance's alias names
// them.
template <typename T>
struct Counter {
// CHECK: :[[@LINE+2]]:2: error: a target construct in a template instantiated with 'Outer::Later', declared after the template, is not supported yet: only a class of the template's namespace can be
// CHECK: :[[@LINE+1]]:2: error: a target construct in a template instantiated with 'Color *', declared after the template, is not supported yet: only a class of the template's namespace can be
	void run(int *a)
	{
#pragma omp target map(tofrom: a[0:1])
		a[0] += sizeof(T);
	}
};

// `this` in a class template nested in a class: its host code would be
// inside the enclosing class, which cannot declare the class template
// before it.
struct Holder {
	template <typename T>
	struct Box {
		T v[8];
		void inc()
		{
// CHECK: :[[@LINE+4]]:32: error: 'this' in a target construct of a member function of class template 'Box' is not supported yet: the class template is nested in a class
// CHECK: :[[@LINE+3]]:32: error: 'this' in a target region
// CHECK: :[[@LINE+1]]:1: error: the target regions of member function 'inc' cannot be compiled for its instantiation 'Box<double>::inc' (the errors above)
#pragma omp target
			for (int i = 0; i < 8; i++) v[i] += 1;
		}
	};
};

// A member not public of an explicit specialization of a class template,
// named through `this` (a class template's own instances make their
// kernels and host fallbacks friends: cxx_class_template_private.cpp).
template <typename T>
class Hidden {
	T v[8];

public:
	void inc();
};

template <>
class Hidden<long> {
	long v[8];

public:
	void inc()
	{
// CHECK: :[[@LINE+2]]:31: error: member 'v', not public, named through 'this' in a target region is not supported yet (the class is an explicit or partial specialization of a template)
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

template <typename T>
struct Base {
	T *self;
};

struct Derived : Base<Derived> {
	int n;
	void set()
	{
#pragma omp target
// (compiled: the .cu file holds the class template its base instantiates)
		{ n = 1; }
	}
};

struct Outer {
	struct Later {
		int x;
	};
};

enum Color { RED };

int main()
{
	int one[1] = {0};
	Counter<Outer::Later>().run(one);
	Counter<Color *>().run(one);
	Derived d;
	d.set();
	Holder::Box<double> b = {{0}};
	b.inc();
	Hidden<long> h;
	h.inc();
	return 0;
}
