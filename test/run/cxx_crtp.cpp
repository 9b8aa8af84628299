// Class templates instantiated with classes declared after them (the
// CRTP: struct D : Mapper<D>): the constructor maps the derived object
// in, a member function's kernel changes it on the device through a
// pointer of the argument's type (its host fallback needs the class
// complete), others copy it (the derived class's members are
// initialized after the base mapped them), the destructor unmaps it; a
// class derives from two instantiations, as SOLLVE VV's classes tests
// do; a template with a kernel and its argument in a namespace (the .cu
// file opens the instance's namespace inside it, where geo::Point means
// the class).  The device's values reach the host only through the
// updates.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

template <typename T>
class Mapper {
	T *ptr;

public:
	Mapper(T *p) : ptr(p)
	{
		T *q = ptr;
#pragma omp target enter data map(to: q[0:1])
	}
	~Mapper()
	{
		T *q = ptr;
#pragma omp target exit data map(delete: q[0:1])
	}
	void scale(int k)
	{
		T *q = ptr;
#pragma omp target
		q->v = q->v * k + T::bias;
	}
	void pull()
	{
		T *q = ptr;
#pragma omp target update from(q[0:1])
	}
	/* the derived members, initialized after the base mapped them */
	void push()
	{
		T *q = ptr;
#pragma omp target update to(q[0:1])
	}
};

struct Node : Mapper<Node> {
	static const int bias = 1;
	int v;
	Node(int x) : Mapper<Node>(this), v(x) { push(); }
};

class Pair : public Mapper<Pair>, public Node {
public:
	static const int bias = 2;
	int v;
	Pair(int x) : Mapper<Pair>(this), Node(x + 1), v(x) { Mapper<Pair>::push(); }
};

namespace geo {
template <typename T>
struct Counted {
	T *self;
	Counted(T *p) : self(p)
	{
		T *q = self;
#pragma omp target enter data map(alloc: q[0:1])
	}
	~Counted()
	{
		T *q = self;
#pragma omp target exit data map(release: q[0:1])
	}
	void pull()
	{
		T *q = self;
#pragma omp target update from(q[0:1])
	}
	void bump(int n)
	{
		T *q = self;
#pragma omp target
		for (int i = 0; i < n; i++)
			q->hits += q->step;
	}
};

struct Point : Counted<Point> {
	int hits, step;
	Point(int s) : Counted<Point>(this), hits(0), step(s)
	{
		Point *q = this;
#pragma omp target update to(q[0:1])
	}
};

/* the point's device copy, present since its constructor */
static void
hit(Point *q, int n)
{
#pragma omp target map(tofrom: q[0:1])
	for (int i = 0; i < n; i++)
		q->hits += q->step;
}
} // namespace geo

int
main()
{
	int bad = 0;
	{
		Node n(5);
		n.scale(3);
		n.pull();
		bad += n.v != 16;
		Pair p(7);
		p.Mapper<Pair>::scale(2);
		p.Node::scale(10);
		p.Mapper<Pair>::pull();
		p.Node::pull();
		bad += p.v != 16 || p.Node::v != 81;
	}
	{
		geo::Point pt(3);
		geo::hit(&pt, 100);
		pt.bump(10);
		pt.pull();
		bad += pt.hits != 330;
	}

	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
