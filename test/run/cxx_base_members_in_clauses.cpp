// Members of base classes named in map and motion clauses: in a member
// function, a protected pointer member of a public base (buf), a public one
// of a private base (acc), a scalar member of a base (n) and the class's
// own pointer member (out), named alone as the member function names them;
// outside the class, a public base's pointer member through an object
// (g.w[0:m]).  The regions name members, which maps this[:1] (OpenMP 5.2
// 5.8.2), so the target data region maps the whole object first.  Each
// section's data goes to the device and back as mapped
// (a target data region with an update inside it), checked against the
// host's computation.  (g++ 12 refuses members named alone in map
// clauses, "cannot take the address of 'this'"; clang takes them.)
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

class Store {
protected:
	int n;
	double *buf;

public:
	explicit Store(int k) : n(k), buf(new double[k])
	{
		for (int i = 0; i < k; i++)
			buf[i] = i * 0.5;
	}
	~Store() { delete[] buf; }
};

struct Scratch {
	long *acc;
	explicit Scratch(int k) : acc(new long[k]()) {}
	~Scratch() { delete[] acc; }
};

class Solver : public Store, private Scratch {
	double *out;

public:
	explicit Solver(int k) : Store(k), Scratch(k), out(new double[k]) {}
	~Solver() { delete[] out; }
	double run()
	{
		double s = 0;
#pragma omp target data map(to: this[:1], buf[0:n], n) map(tofrom: acc[0:n])
		{
#pragma omp target teams distribute parallel for map(from: out[0:n])
			for (int i = 0; i < n; i++) {
				out[i] = buf[i] * 3 + 1;
				acc[i] += i % 5;
			}
#pragma omp target update from(acc[0:n])
			for (int i = 0; i < n; i++)
				updated += acc[i] == i % 5;
#pragma omp target teams distribute parallel for reduction(+: s)
			for (int i = 0; i < n; i++) {
				s += buf[i] + acc[i];
				acc[i] += 10;
			}
		}
		return s;
	}
	int updated = 0;
	int check(double s) const
	{
		double hs = 0;
		int ok = updated == n;
		for (int i = 0; i < n; i++) {
			ok &= out[i] == i * 0.5 * 3 + 1 && acc[i] == i % 5 + 10;
			hs += i * 0.5 + i % 5;
		}
		return ok && s == hs;
	}
};

struct Weights {
	float *w;
};

struct Layer : Weights {
	int m;
};

int main()
{
	Solver sv(1000);
	double s = sv.run();
	int ok = sv.check(s);

	Layer g;
	g.m = 256;
	g.w = new float[g.m];
	for (int i = 0; i < g.m; i++)
		g.w[i] = (float)i;
#pragma omp target teams distribute parallel for map(tofrom: g.w[0:g.m]) map(to: g.m)
	for (int i = 0; i < g.m; i++)
		g.w[i] = g.w[i] * 2 + (float)g.m;
	for (int i = 0; i < g.m; i++)
		ok &= g.w[i] == i * 2.0f + 256;
	delete[] g.w;
	printf("%g %s\n", s, ok ? "PASS" : "FAIL");
	return !ok;
}
