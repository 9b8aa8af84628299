// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// CUDA C++ takes a struct's designated initializers only in the order of
// its members (nvcc: "out-of-order initializers are nonstandard"), and no
// designator of an anonymous struct or union member's member.  The
// initializer of an automatic variable whose elements are all designated
// is rewritten (test/run/designated_order.c); the rest is an error in
// device code: a positional element among them, a static variable's
// initializer (a constant one), a struct with a const member, an element
// whose value is an array.

struct S { int a, b; struct { int x, y; } in; };
struct K { int a; const int b; };
struct N { int len; char name[4]; int v[2]; };

int
main(void)
{
	int r = 0;
#pragma omp target map(tofrom: r)
	{
		struct S ok = {.a = 1, .in.y = 2};
		int a[4] = {[3] = 1, [1] = 2};
		struct S fine = {.in.y = 1, .a = 3};
		// CHECK-DAG: :[[@LINE+1]]:17: error: designated initializers out of the members' order
		struct S s2 = {.a = 1, 2, .in.y = 4, .in.x = 2};
		// CHECK-DAG: :[[@LINE+1]]:30: error: designated initializers out of the members' order
		static const struct S st = {.b = 2, .a = 1};
		// CHECK-DAG: :[[@LINE+1]]:16: error: designated initializers out of the members' order
		struct K k = {.b = 2, .a = 1};
		// CHECK-DAG: :[[@LINE+1]]:16: error: designated initializers out of the members' order
		struct N m = {.name = "ab", .len = 2};
		// CHECK-DAG: :[[@LINE+1]]:16: error: designated initializers out of the members' order
		struct N v = {.v = {1, 2}, .len = 2};
		r = ok.a + a[1] + fine.a + s2.a + st.a + k.a + m.len + v.len;
	}
	return r;
}
