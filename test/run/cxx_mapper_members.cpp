// declare mapper applied where a map reaches a struct of its type
// without naming it: the members of that type of a mapped struct (at any
// depth, implicitly mapped ones too, and of a struct whose own mapper
// maps it whole), and the elements of a mapped array or constant section
// of structs (an array, a section of one, one element, a section through
// a pointer, an array a region uses without a map clause).  Each
// pointer member's data is changed on the device and checked on the
// host.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

struct Vec {
	int len;
	double *data;
};
#pragma omp declare mapper(Vec v) map(v, v.data[0:v.len])
struct Pair {
	Vec a, b;
};
struct Outer {
	int k;
	Pair pr;
};
struct Holder {
	Vec v;
	double w;
};
#pragma omp declare mapper(Holder h) map(h)

static Vec make(int n, double x)
{
	Vec v{n, new double[n]};
	for (int i = 0; i < n; i++)
		v.data[i] = x + i;
	return v;
}

int main()
{
	const int n = 300;
	Pair p{make(n, 0), make(n, 0)};
	Outer o{3, {make(n, 0), make(n, 0)}};
	Holder h{make(n, 0), 2.0};
	Vec vs[3] = {make(10, 0), make(20, 1), make(5, 2)};
	Vec ws[4] = {make(8, 0), make(8, 1), make(8, 2), make(8, 3)};
	Vec us[2] = {make(4, 0), make(4, 1)};
	Vec *pv = new Vec[3]{make(6, 0), make(6, 1), make(6, 2)};
	int bad = 0;

#pragma omp target teams distribute parallel for map(tofrom: p)
	for (int i = 0; i < n; i++)
		p.b.data[i] = p.a.data[i] * 2;
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		o.pr.b.data[i] = o.pr.a.data[i] + o.k;
#pragma omp target teams distribute parallel for map(tofrom: h)
	for (int i = 0; i < n; i++)
		h.v.data[i] *= h.w;
#pragma omp target map(tofrom: vs)
	for (int k = 0; k < 3; k++)
		for (int i = 0; i < vs[k].len; i++)
			vs[k].data[i] += 1;
#pragma omp target map(tofrom: ws[1:2])
	for (int k = 1; k < 3; k++)
		for (int i = 0; i < ws[k].len; i++)
			ws[k].data[i] *= 2;
#pragma omp target map(tofrom: vs[2])
	for (int i = 0; i < vs[2].len; i++)
		vs[2].data[i] += 10;
#pragma omp target map(tofrom: pv[0:3])
	for (int k = 0; k < 3; k++)
		for (int i = 0; i < pv[k].len; i++)
			pv[k].data[i] -= 1;
#pragma omp target
	for (int k = 0; k < 2; k++)
		for (int i = 0; i < us[k].len; i++)
			us[k].data[i] += 100;

	for (int i = 0; i < n; i++)
		bad += (p.b.data[i] != 2.0 * i) + (o.pr.b.data[i] != i + 3) + (h.v.data[i] != 2.0 * i);
	for (int k = 0; k < 3; k++)
		for (int i = 0; i < vs[k].len; i++)
			bad += vs[k].data[i] != k + i + 1 + (k == 2 ? 10 : 0);
	for (int k = 0; k < 4; k++)
		for (int i = 0; i < 8; i++)
			bad += ws[k].data[i] != (k + i) * (k == 1 || k == 2 ? 2 : 1);
	for (int k = 0; k < 3; k++)
		for (int i = 0; i < 6; i++)
			bad += pv[k].data[i] != k + i - 1;
	for (int k = 0; k < 2; k++)
		for (int i = 0; i < 4; i++)
			bad += us[k].data[i] != k + i + 100;
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
