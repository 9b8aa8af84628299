// Regions that name members that are not public: through `this` in
// member functions defined in their class (private members, a protected
// member of a base, a private pointer member mapped by a map clause and
// written through, a public member of a private base), in a class in a
// namespace, and another object's private members and a private member
// function; and objects whose private pointer members a region attaches
// (a class, an instantiation of a class template, through a pointer),
// used whole by their member functions.  Each region writes what only
// the device's copy of the member held, so a wrong member or a missed
// write-back fails the check.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

class Counter {
protected:
	int n;

public:
	explicit Counter(int n_) : n(n_) {}
};

class Field : public Counter {
public:
	explicit Field(int n_) : Counter(n_), scale(2), sum(0)
	{
		data = new double[n];
		for (int i = 0; i < n; i++)
			data[i] = i;
	}
	~Field() { delete[] data; }
	void affine() /* data[i] = 2 data[i] + 1 */
	{
#pragma omp target teams distribute parallel for map(tofrom: data[0:n])
		for (int i = 0; i < n; i++)
			data[i] = data[i] * scale + 1;
	}
	void total() /* this[:1] mapped tofrom: sum comes back */
	{
		double *d = data;
#pragma omp target map(to: d[0:n])
		{
			sum = 0;
			for (int i = 0; i < n; i++)
				sum += d[i];
			scale = 3;
		}
	}
	double at(int i) const { return data[i]; }
	double total_now() const { return sum; }
	double scale_now() const { return scale; }

private:
	double *data;
	double scale, sum;
};

namespace geo {
struct Box {
	int area()
	{
		int a = 0;
#pragma omp target map(tofrom: a)
		a = w * h;
		return a;
	}
	void grow()
	{
#pragma omp target
		{
			w += 1;
			h *= 2;
		}
	}

private:
	int w = 3, h = 4;
};
} // namespace geo

class Tile {
public:
	Tile(int w_, int h_) : w(w_), h(h_) {}
	int diff(Tile &o) /* another object's members, a member function */
	{
		int d = 0;
#pragma omp target map(tofrom: d) map(to: o)
		d = o.w * o.h - cells();
		return d;
	}

private:
	int cells() const { return w * h; }
	int w, h;
};

struct Total {
	int count = 0;
};

class Tally : private Total { /* public members of a private base */
public:
	void add(int k)
	{
#pragma omp target
		count += k;
	}
	int now() const { return count; }
};

class Buffer {
	int *val;
	int len;

public:
	explicit Buffer(int n) : val(new int[n]), len(n) {}
	~Buffer() { delete[] val; }
	int *raw() { return val; }
	void set(int x)
	{
		for (int i = 0; i < len; i++)
			val[i] = x + i;
	}
};

template <typename T> class Store {
	T *items;
	int count;

public:
	Store(T *p, int n) : items(p), count(n) {}
	void scale(T k)
	{
		for (int i = 0; i < count; i++)
			items[i] *= k;
	}
};

int main()
{
	const int n = 1000;
	int bad = 0;
	Field f(n);
	f.affine();
	for (int i = 0; i < n; i++)
		if (f.at(i) != 2.0 * i + 1 && bad++ < 5)
			printf("affine: data[%d] = %f\n", i, f.at(i));
	f.total();
	if (f.total_now() != (double)n * n || f.scale_now() != 3) {
		printf("total: sum %f scale %f\n", f.total_now(), f.scale_now());
		bad++;
	}
	geo::Box box;
	box.grow();
	if (box.area() != 32) {
		printf("box: area %d\n", box.area());
		bad++;
	}
	Tile t(3, 4), u(4, 8);
	if (t.diff(u) != 20) {
		printf("tile: diff %d\n", t.diff(u));
		bad++;
	}
	Tally tally;
	tally.add(5);
	tally.add(2);
	if (tally.now() != 7) {
		printf("tally: %d\n", tally.now());
		bad++;
	}
	Buffer b(n), c(n);
	int *p = b.raw();
	Buffer *pc = &c;
	int *q = c.raw();
#pragma omp target data map(from: p[0:n], q[0:n])
	{
#pragma omp target
		b.set(7);
#pragma omp target map(to: pc[0:1])
		pc->set(9);
	}
	for (int i = 0; i < n; i++)
		if ((p[i] != 7 + i || q[i] != 9 + i) && bad++ < 5)
			printf("set: %d %d at %d\n", p[i], q[i], i);
	float v[4] = {1, 2, 3, 4};
	Store<float> s(v, 4);
#pragma omp target map(tofrom: v)
	s.scale(2.5f);
	if (v[0] != 2.5f || v[3] != 10) {
		printf("store: %f %f\n", v[0], v[3]);
		bad++;
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
