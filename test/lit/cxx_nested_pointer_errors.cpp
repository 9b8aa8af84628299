// A pointer inside a struct member that two bases declare is a located
// error; so is one inside an array member or a union member.  One the
// host code attaching it cannot name (a private member's, a private
// pointer of a public member) is attached at its offset: no error.  A
// private base's pointers are not attached: the region may use the
// object.
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
struct In {
	int n;
	In(int *q) : p(q), n(1) {}
	int get() const { return p[0] + n; }

private:
	int *p;
};

struct Vec {
	int *p;
};

class Hidden {
	Vec v;

public:
	Hidden(int *q) : v{q} {}
	int get() const { return v.p[0]; }
};

struct Open {
	In in;
	Open(int *q) : in(q) {}
};

struct Rows {
	Vec rows[2];
};

struct Kept : private Vec {
	int n;
};

struct Other {
	int *p;
};

struct Both : Vec, Other {
};

int main()
{
	int x[1] = {1}, r = 0;
	Hidden h(x);
	Open o(x);
	Rows w = {{{x}, {x}}};
	Kept k;
	Both b;
#pragma omp target map(tofrom: r)
	r = h.get();
#pragma omp target map(tofrom: r)
	r = o.in.get();
#pragma omp target map(tofrom: r)
	// CHECK: :[[@LINE+1]]:6: error: 'w' of type 'Rows' has a pointer inside member 'rows': only pointer members of the struct and of the structs among its members are supported yet in target regions
	r = w.rows[1].p[0];
#pragma omp target map(tofrom: r)
	r = k.n;
#pragma omp target map(tofrom: r)
	// CHECK: :[[@LINE+1]]:6: error: 'b' of type 'Both' has a pointer member 'p' that its base classes or members name more than once, which the region attaches: not supported yet in target regions
	r = b.Other::p[0];
	return r;
}
