// Static data members in target regions, with the meaning OpenMP gives
// every variable of static storage duration: a scalar is firstprivate
// (the region reads the value the host holds when it begins; what it
// writes stays in the region), an array is mapped tofrom (the region
// reads what the host wrote, the host reads what the region wrote).
// Named as C::v, through an object (o.v, p->v), alone and as this->v in
// a member function (a private one too, a class template's too, and
// map(tofrom: v) there, whose write comes back), of a
// class in a namespace and of class templates' instantiations, each its own object (one region
// names one of a name); a namespace's variable named qualified.  The host sets every value at run time, so a
// region that read the initializer or another copy fails the check.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

namespace geo {
struct Grid {
	static double scale;
	static int cells[64];
	int pad;
};
double Grid::scale = 1.0;
int Grid::cells[64];
double offset = 0.0;
}

template <class T> struct Pool {
	static T base;
	static T slots[8];
};
template <class T> T Pool<T>::base = 1;
template <class T> T Pool<T>::slots[8];

class Counter {
	static long ticks[16];
	static int step;

public:
	static void set(int s)
	{
		step = s;
		for (int i = 0; i < 16; i++)
			ticks[i] = i;
	}
	static long tick(int i) { return ticks[i]; }
	static int get_step() { return step; }
	/* a map clause naming the member alone: the region's write comes back */
	void bump()
	{
#pragma omp target map(tofrom: step)
		step += 7;
	}
	/* the region adds step to each tick, reading step alone and as this->step */
	void advance()
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < 16; i++)
			ticks[i] += step + this->step;
	}
};
long Counter::ticks[16];
int Counter::step = 100;

/* a class template's member function: each instantiation's own member */
template <class T> struct Scaled {
	static T factor;
	static T data[4];
	T sum()
	{
		T r = 0;
#pragma omp target map(tofrom: r)
		for (int i = 0; i < 4; i++) {
			data[i] *= factor;
			r += Scaled<T>::data[i];
		}
		return r;
	}
};
template <class T> T Scaled<T>::factor = 1;
template <class T> T Scaled<T>::data[4];

/* a struct member: mapped tofrom, as a struct is */
struct Pt {
	double x, y;
};
struct Frame {
	static Pt origin;
};
Pt Frame::origin = {0, 0};

int
main()
{
	int bad = 0;
	geo::Grid g, *pg = &g;
	double seen[3] = {0, 0, 0};

	/* scalars: the region reads the host's values, its writes stay there */
	geo::Grid::scale = 2.5;
	geo::offset = 0.25;
	Pool<int>::base = 7;
	Pool<double>::base = 0.5;
#pragma omp target map(tofrom: seen[0:3])
	{
		seen[0] = geo::Grid::scale + g.scale + pg->scale + geo::offset;
		seen[1] = Pool<int>::base;
		geo::Grid::scale = -1.0;
		g.scale = -2.0;
		Pool<int>::base = -3;
		seen[2] = geo::Grid::scale; /* the region's own copy */
	}
	bad += seen[0] != 7.75 || seen[1] != 7 || seen[2] != -2.0;
	bad += geo::Grid::scale != 2.5 || Pool<int>::base != 7;
#pragma omp target map(tofrom: seen[0:1])
	seen[0] = Pool<double>::base;
	bad += seen[0] != 0.5;

	/* arrays: mapped tofrom, read and written by a parallel loop */
	for (int i = 0; i < 64; i++)
		geo::Grid::cells[i] = 3 * i;
	for (int i = 0; i < 8; i++) {
		Pool<int>::slots[i] = i;
		Pool<long>::slots[i] = 10 * i;
	}
#pragma omp target teams distribute parallel for
	for (int i = 0; i < 64; i++)
		geo::Grid::cells[i] = geo::Grid::cells[i] * 2 + (int)geo::Grid::scale;
#pragma omp target teams distribute parallel for
	for (int i = 0; i < 8; i++)
		Pool<int>::slots[i] += 10 * i;
#pragma omp target teams distribute parallel for
	for (int i = 0; i < 8; i++)
		Pool<long>::slots[i] -= i;
	for (int i = 0; i < 64; i++)
		bad += geo::Grid::cells[i] != 6 * i + 2;
	for (int i = 0; i < 8; i++)
		bad += Pool<int>::slots[i] != 11 * i || Pool<long>::slots[i] != 9 * i;

	/* a member function's region: private members, alone and this-> */
	Counter c;
	Counter::set(5);
	c.advance();
	for (int i = 0; i < 16; i++)
		bad += Counter::tick(i) != i + 10;
	c.bump();
	bad += Counter::get_step() != 12;

	Scaled<int> si;
	Scaled<double> sd;
	Scaled<int>::factor = 3;
	Scaled<double>::factor = 0.5;
	for (int i = 0; i < 4; i++) {
		Scaled<int>::data[i] = i;
		Scaled<double>::data[i] = 2 * i;
	}
	bad += si.sum() != 18 || sd.sum() != 6.0;
	for (int i = 0; i < 4; i++)
		bad += Scaled<int>::data[i] != 3 * i || Scaled<double>::data[i] != i;

	Frame::origin.x = 1.5;
	Frame::origin.y = 2.5;
#pragma omp target map(tofrom: seen[0:1])
	{
		seen[0] = Frame::origin.x * Frame::origin.y;
		Frame::origin.y = 9;
	}
	bad += seen[0] != 3.75 || Frame::origin.x != 1.5 || Frame::origin.y != 9;

	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
