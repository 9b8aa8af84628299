// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: PASS
//
// Designated initializers CUDA C++ does not take, in device code: a
// struct's members out of their order, nested designators (.a[2].y),
// members of an anonymous struct or union, a later designator overriding
// an earlier one's subobject, a struct type named by a typedef only, in a
// kernel and in a function the kernel calls; and unions with a bit-field
// member, which nvcc cannot initialize (designated, and one positional
// element: the first member).  The .cu file's initializer is a lambda
// that zeroes the value and assigns the elements in order
// (frontend/cxx.c); every value must be C's: unnamed members zero.
// CUDA: struct p3 p = [&] { struct p3 o2c_v{}; o2c_v.z = 3; o2c_v .x = k; return o2c_v; }();
// CUDA: union u0 v = [&] { union u0 o2c_v; memset((void *)&o2c_v, 0, sizeof o2c_v); o2c_v.f0 = 0x53B31; return o2c_v; }();

#include <stdio.h>

struct p3 {
	int x, y, z;
	double w;
};
struct in {
	int x, y;
};
struct out {
	int n;
	struct in a[3];
};
struct shape {
	int kind;
	union {
		struct {
			int w, h;
		};
		int radius;
	};
};
typedef struct {
	short lo, hi;
} Span;
union flags {
	unsigned all;
	struct {
		unsigned a : 4;
		unsigned b : 4;
	} f;
	unsigned bits : 12;
};
union u0 {
	signed f0 : 20;
	short f1;
};

#pragma omp declare target
static int
weigh(int k)
{
	struct p3 q = {.w = 0.5, .y = k, .x = 2 * k,};
	return q.x + q.y + (int)(4 * q.w) + q.z;
}
#pragma omp end declare target

int
main(void)
{
	int r[19], e[19], n = 19, bad = 0, k = 7;

#pragma omp target map(from: r[0:n]) map(to: k)
	{
		struct p3 p = {.z = 3, .x = k};
		struct out o = {.a[2].y = 6, .n = 1, .a[0] = {2, 3}};
		struct shape s = {.kind = 1, .w = k, .h = 4};
		struct p3 over = {.y = 1, .x = 2, .y = 5};
		Span sp = {.hi = 9, .lo = -2};
		union flags u = {.bits = 0xabc};
		union u0 v = {0x53B31};
		r[0] = p.x;
		r[1] = p.y;
		r[2] = p.z;
		r[3] = (int)(p.w * 10);
		r[4] = o.n;
		r[5] = o.a[0].x + o.a[0].y;
		r[6] = o.a[2].y + o.a[2].x + o.a[1].x + o.a[1].y;
		r[7] = s.kind;
		r[8] = s.w * s.h;
		r[9] = over.x;
		r[10] = over.y;
		r[11] = over.z;
		r[12] = sp.lo;
		r[13] = sp.hi;
		r[14] = weigh(k);
		r[15] = weigh(1);
		r[16] = (int)u.f.a;
		r[17] = (int)u.f.b;
		r[18] = v.f0;
	}
	e[0] = 7, e[1] = 0, e[2] = 3, e[3] = 0, e[4] = 1, e[5] = 5, e[6] = 6, e[7] = 1;
	e[8] = 28, e[9] = 2, e[10] = 5, e[11] = 0, e[12] = -2, e[13] = 9;
	e[14] = 14 + 7 + 2, e[15] = 2 + 1 + 2;
	e[16] = 0xc, e[17] = 0xb, e[18] = 0x53B31;
	for (int i = 0; i < n; i++)
		if (r[i] != e[i] && bad++ < 5)
			printf("r[%d] = %d, expected %d\n", i, r[i], e[i]);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
