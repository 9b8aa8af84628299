// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A class with a copy constructor and a destructor of its own (which
// count on the host) named in target regions: OpenMP maps the object's
// storage and runs none of its code on the device, so the kernels name
// the device copy and never copy the object (a copy would run the copy
// constructor and destructor, host functions, in the kernel).  Neither
// runs but for the object's own destruction, once, on the host.  The
// constructors and the destructor also count in a global, which only the
// host has: the .cu file's copy of the class leaves their bodies out.

#include <cstdio>

static int structor_calls = 0;

class Samples {
	double v_[256];
	int n_;
	int *copies_, *destroyed_; /* the host's counts */

public:
	Samples(int n, int *copies, int *destroyed) : n_(n), copies_(copies), destroyed_(destroyed)
	{
		structor_calls++;
		for (int i = 0; i < 256; i++)
			v_[i] = 0;
	}
	Samples(const Samples &o) : n_(o.n_), copies_(o.copies_), destroyed_(o.destroyed_)
	{
		for (int i = 0; i < 256; i++)
			v_[i] = o.v_[i];
		(*copies_)++;
		structor_calls++;
	}
	~Samples()
	{
		(*destroyed_)++;
		structor_calls++;
	}
	void set(int i, double x) { v_[i] = x; }
	double get(int i) const { return v_[i]; }
	int size() const { return n_; }
};

int
main()
{
	int n = 256, ok = 1, copies = 0, destroyed = 0;
	double check = 0;
	{
		Samples s(n, &copies, &destroyed);
#pragma omp target teams distribute parallel for map(tofrom: s)
		for (int i = 0; i < n; i++)
			s.set(i, 0.5 * (i % 7));
#pragma omp target teams distribute parallel for reduction(+: check) map(to: s)
		for (int i = 0; i < s.size(); i++)
			check += s.get(i);
		ok &= s.get(n - 1) == 0.5 * ((n - 1) % 7);
	}
	double want = 0;
	for (int i = 0; i < n; i++)
		want += 0.5 * (i % 7);
	ok &= check == want && copies == 0 && destroyed == 1 && structor_calls == 2;
	printf("%g %g %d %d\n", check, want, copies, destroyed);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
