// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// CUDA C++ takes a struct's designated initializers only in the order of
// its members (nvcc: "out-of-order initializers are nonstandard"): an
// error in device code, as is a designator of an anonymous struct or union
// member's member; in order, and array designators, it takes.

struct S { int a, b; struct { int x, y; } in; };
struct A { int kind; union { struct { int w, h; }; int radius; }; };

static int
f(void)
{
	// CHECK-DAG: :[[@LINE+1]]:15: error: designated initializers out of the members' order in device code are not supported
	struct S s = {.b = 2, .a = 1};
	return s.a;
}

int
main(void)
{
	int r = 0;
#pragma omp target map(tofrom: r)
	{
		struct S ok = {.a = 1, .in.y = 2};
		int a[4] = {[3] = 1, [1] = 2};
		// CHECK-DAG: :[[@LINE+1]]:17: error: designated initializers out of the members' order
		struct S s1 = {.in.y = 1, .a = 3};
		// CHECK-DAG: :[[@LINE+1]]:17: error: designated initializers out of the members' order
		struct S s2 = {.a = 1, 2, .in.y = 4, .in.x = 2};
		// CHECK-DAG: :[[@LINE+1]]:17: error: a designated initializer of a member of an anonymous struct or union is not supported in device code
		struct A an = {.kind = 1, .w = 3};
		r = f() + ok.a + a[1] + s1.a + s2.a + an.w;
	}
	return r;
}
