// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A class with a constructor and destructor of its own (which map and
// unmap its arrays, and free them) named in target regions: OpenMP maps
// the object's storage and runs none of its code on the device, so the
// kernels name the device copy and never copy the object (a copy would
// run the destructor, a host function, in the kernel).  The destructor
// runs once, on the host.

#include <cstdio>
#include <cstdlib>

static int destroyed = 0;

class Saxpy {
	double a_;
	double *x_, *y_;
	int n_;

public:
	Saxpy(double a, int n) : a_(a), n_(n)
	{
		x_ = (double *)malloc(n * sizeof(double));
		y_ = (double *)malloc(n * sizeof(double));
#pragma omp target enter data map(alloc: x_[0:n_], y_[0:n_]) map(to: a_)
	}
	~Saxpy()
	{
#pragma omp target exit data map(delete: x_[0:n_], y_[0:n_], a_)
		free(x_);
		free(y_);
		destroyed++;
	}
	void set_x(int i, double v) { x_[i] = v; }
	void set_y(int i, double v) { y_[i] = v; }
	double x(int i) const { return x_[i]; }
	double y(int i) const { return y_[i]; }
	double a() const { return a_; }
};

int
main()
{
	int n = 100000, ok = 1;
	double check = 0;
	{
		Saxpy s(0.5, n);
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++) {
			s.set_x(i, 1.0 + i % 3);
			s.set_y(i, 0.5);
		}
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			s.set_y(i, s.a() * s.x(i) + s.y(i));
#pragma omp target teams distribute parallel for reduction(+: check)
		for (int i = 0; i < n; i++)
			check += s.y(i);
	}
	double want = 0;
	for (int i = 0; i < n; i++)
		want += 0.5 * (1.0 + i % 3) + 0.5;
	ok = check == want && destroyed == 1;
	printf("%g %g %d\n", check, want, destroyed);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
