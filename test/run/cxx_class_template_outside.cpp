// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A class template whose member functions (constructors, a static one,
// accessors returning references to members) are defined outside the
// class, called in a region: each is compiled for the device with its
// `this`.  A helper class template specialized explicitly for float and
// double, which the members use: its primary template comes along before
// the specializations.
#include <cstdio>

template <class T> struct Ops {
	T add(T a, T b) { return a + b + b; } /* no instantiation uses it */
};

template <> struct Ops<float> {
	float add(const float &a, const float &b) { return a + b; }
};

template <> struct Ops<double> {
	double add(const double &a, const double &b) { return a + b; }
	double half(double a) const { return a / 2; }
};

template <class T> class Range {
public:
	Range();
	Range(T const &lo, T const &hi);
	T const &lower() const;
	T const &upper() const;
	Range sum(Range const &o) const;
	static Range unit();

private:
	T lo_;
	T hi_;
};

template <class T> Range<T>::Range() : lo_(0), hi_(0) {}

template <class T> Range<T>::Range(T const &lo, T const &hi) : lo_(lo), hi_(hi) {}

template <class T> T const &Range<T>::lower() const
{
	return lo_;
}

template <class T> T const &Range<T>::upper() const
{
	return this->hi_;
}

template <class T> Range<T> Range<T>::sum(Range const &o) const
{
	Ops<T> ops;
	return Range(ops.add(lower(), o.lower()), ops.add(upper(), o.upper()));
}

template <class T> Range<T> Range<T>::unit()
{
	return Range(T(0), T(1));
}

int main()
{
	const int n = 400;
	static float f[2 * n];
	static double d[2 * n];
#pragma omp target teams distribute parallel for map(from: f, d)
	for (int i = 0; i < n; i++) {
		Range<float> a(i, 2.0f * i), s = a.sum(Range<float>::unit());
		Range<double> b(0.5 * i, 1.5 * i), t = b.sum(Range<double>::unit()), z;
		Ops<double> h;
		f[2 * i] = s.lower();
		f[2 * i + 1] = s.upper();
		d[2 * i] = t.lower() + z.lower();
		d[2 * i + 1] = h.half(t.upper()) + z.upper();
	}
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad += f[2 * i] != (float)i || f[2 * i + 1] != 2.0f * i + 1 ||
		       d[2 * i] != 0.5 * i || d[2 * i + 1] != (1.5 * i + 1) / 2;
	printf(bad ? "FAIL %d\n" : "PASS\n", bad);
	return bad != 0;
}
