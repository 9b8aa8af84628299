// Friend functions defined in their class and called in a region: an
// operator and a function of a class template, a function of a plain
// class, each compiled for the device with its class.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>
template <class T>
struct Cx {
	T x, y;
	Cx(T a, T b) : x(a), y(b) {}
	friend inline Cx<T> operator*(const Cx<T> &a, const Cx<T> &b)
	{
		Cx<T> r(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
		return r;
	}
	friend T re(const Cx<T> &a) { return a.x; }
};
struct Pt {
	int v;
	friend int twice(const Pt &p) { return 2 * p.v; }
};
int main()
{
	const int n = 100;
	double out[n];
	int o2[n];
	Pt pts[n];
	for (int i = 0; i < n; i++) pts[i].v = i;
	#pragma omp target teams distribute parallel for map(from: out, o2) map(to: pts)
	for (int i = 0; i < n; i++) {
		Cx<double> a(i, 1), b(2, i);
		out[i] = re(a * b);
		o2[i] = twice(pts[i]);
	}
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad += out[i] != 2.0 * i - i || o2[i] != 2 * i;
	printf(bad ? "FAIL\n" : "PASS\n");
	return bad != 0;
}
