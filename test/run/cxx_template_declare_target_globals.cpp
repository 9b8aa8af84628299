// Declare target variables (a struct with an initializer, an int the host
// updates to the device, a const table, a link variable) named by the
// regions of a function template instantiated twice and of a class
// template's member function instantiated twice: each instance's code
// names the same variables, whose __device__ definitions come once, and
// every instance reads the device copies (values checked against the
// host's computation of the same sums).
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

#pragma omp declare target
struct Coef {
	float a;
	int k;
};
Coef coef = {2.0f, 3};
int shift = 1;
const int table[4] = {5, 7, 11, 13};
#pragma omp end declare target
double bias[2] = {0.25, 0.5};
#pragma omp declare target link(bias)

template <typename T>
T apply(T *d, int n)
{
	T sum = 0;
#pragma omp target teams distribute parallel for map(tofrom: d[0:n]) map(to: bias) reduction(+: sum)
	for (int i = 0; i < n; i++) {
		d[i] = d[i] * (T)coef.a + (T)(table[i % 4] + shift + coef.k) + (T)bias[i % 2];
		sum += d[i];
	}
	return sum;
}

template <typename T, int W>
struct Window {
	T v[64];
	T total()
	{
		T *p = v;
		T s = 0;
#pragma omp target teams distribute parallel for map(to: p[0:64]) reduction(+: s)
		for (int i = 0; i < 64; i++)
			s += p[i] * (T)(table[(i + W) % 4] - shift);
		return s;
	}
};

template <typename T>
static T apply_host(T *d, int n)
{
	T sum = 0;
	for (int i = 0; i < n; i++) {
		d[i] = d[i] * (T)coef.a + (T)(table[i % 4] + shift + coef.k) + (T)bias[i % 2];
		sum += d[i];
	}
	return sum;
}

int main()
{
	enum { N = 1000 };
	static double dd[N], hd[N];
	static float df[N], hf[N];
	int ok = 1;

	for (int i = 0; i < N; i++) {
		dd[i] = hd[i] = i * 0.5;
		df[i] = hf[i] = (float)(i % 10);
	}
	shift = 2;
#pragma omp target update to(shift)
	double sd = apply(dd, N), hsd = apply_host(hd, N);
	float sf = apply(df, N), hsf = apply_host(hf, N);
	ok &= sd == hsd && sf == hsf && dd[999] == hd[999] && df[3] == hf[3];

	Window<int, 1> wi;
	Window<double, 3> wd;
	int hi = 0;
	double hdw = 0;
	for (int i = 0; i < 64; i++) {
		wi.v[i] = i;
		wd.v[i] = i * 0.125;
		hi += i * (table[(i + 1) % 4] - shift);
		hdw += i * 0.125 * (table[(i + 3) % 4] - shift);
	}
	int ti = wi.total();
	double td = wd.total();
	ok &= ti == hi && td == hdw;
	printf("%g %g %g %g %d %d %g %g\n", sd, hsd, (double)sf, (double)hsf, ti, hi, td, hdw);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
