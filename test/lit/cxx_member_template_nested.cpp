// A member function template of a nested class, or of an explicit
// specialization of a class template, has a kernel per specialization:
// its instances' host code goes before the outermost class (the
// explicit specialization declared there); of a class nested in a class
// template, a warning says its regions run on the host.
// RUN: %omp2cuda++ -fopenmp --emit-cuda %s -o - 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %omp2cuda++ -fopenmp --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CHECK: namespace o2c_i1 {
// CHECK-NEXT: using T = float;
// CHECK: __global__ void
// CHECK: namespace o2c_i2 {
// CHECK-NEXT: using T = double;
// CHECK: __global__ void
// HOST: template <> struct Box<int>;
// HOST: namespace o2c_i2
// HOST: template <> struct Box<int> {
struct Outer {
	struct Inner {
		template <typename T>
		void run(T *x, int n)
		{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
			for (int i = 0; i < n; i++)
				x[i] = x[i] * 2 + 1;
		}
	};
};

template <typename U> struct Box {
	U w;
};
template <> struct Box<int> {
	int w = 3;
	template <typename T>
	void run(T *x, int n)
	{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
		for (int i = 0; i < n; i++)
			x[i] = x[i] * w;
	}
};

template <typename U> struct Tt {
	struct In {
		// WARN: :[[@LINE+1]]:3: warning: the target regions of member function template 'run' are not offloaded (not supported yet): its class is nested in a class template, or defined outside the class around it
		template <typename T>
		void run(T *x, int n)
		{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
			for (int i = 0; i < n; i++)
				x[i] = x[i] + sizeof(U);
		}
	};
};

void use(float *f, double *d, int n)
{
	Outer::Inner in;
	in.run(f, n);
	Box<int> b;
	b.run(d, n);
	Tt<int>::In t;
	t.run(f, n);
}
