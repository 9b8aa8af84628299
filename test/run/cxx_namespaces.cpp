// Namespaces in device code: a struct, a typedef, a using alias, a
// constant, an enum, overloaded functions and an operator on a user type
// declared in (nested, anonymous) namespaces and used in regions; regions
// in functions inside namespaces; `using namespace`; a qualified
// namespace variable captured.  The overloads differ in value
// (twice(int) and twice(float) vs the anonymous namespace's twice(long)),
// so a call that binds to another declaration on the device fails.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

int twice(double v) { return -1000; } // never the one the regions call

namespace geo {
const int SCALE = 3;
float offset = 0.5f;
typedef float real;
using index_t = int;
enum Mode { ADD = 1, MUL = 2 };
struct Vec { real x, y; };
namespace detail {
inline real sq(real v) { return v * v; }
}
Vec operator+(Vec a, Vec b) { Vec r = {a.x + b.x, a.y + b.y}; return r; }
Vec operator*(real k, Vec a) { Vec r = {k * a.x, k * a.y}; return r; }
real dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y; }
int twice(int v) { return 2 * v; }
float twice(float v) { return 2.0f * v + 0.25f; }
}
namespace {
long twice(long v) { return 4 * v; }
}
using namespace geo;

static void run(Vec *v, float *out, int n)
{
#pragma omp target teams distribute parallel for map(to: v[0:n]) map(from: out[0:n])
	for (index_t i = 0; i < n; i++) {
		Vec s = v[i] + 2.0f * v[i];
		out[i] = dot(s, v[i]) + detail::sq(v[i].x) * SCALE + twice(1) + twice(1.5f) + twice(2L) +
		         (Mode)MUL;
	}
}

namespace app { namespace inner {
using geo::Vec;
void fill(float *a, Vec *v, int n)
{
#pragma omp target teams distribute parallel for map(from: a[0:n]) map(tofrom: v[0:n])
	for (int i = 0; i < n; i++) {
		a[i] = geo::twice(i) + geo::SCALE + geo::offset;
		v[i] = v[i] + Vec{1, 1};
	}
}
} }

int halve_check();

int main()
{
	const int n = 1000;
	static Vec v[n];
	static float out[n], a[n];
	for (int i = 0; i < n; i++) {
		v[i].x = (float)(i % 7);
		v[i].y = 1;
	}
	run(v, out, n);
	app::inner::fill(a, v, n);
	int bad = 0;
	for (int i = 0; i < n; i++) {
		float x = (float)(i % 7);
		float e = 3 * (x * x + 1) + x * x * 3 + 2 + 3.25f + 8 + 2;
		if (out[i] != e || a[i] != 2 * i + 3.5f || v[i].x != x + 1 || v[i].y != 2) {
			if (bad++ < 5)
				printf("mismatch at %d: %f (expected %f), %f, %f %f\n", i, out[i], e, a[i],
				       v[i].x, v[i].y);
		}
	}
	bad += halve_check();
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}

namespace util {
float half(float v) { return v / 2; }
}

// a block's using-directive: the kernel's too
int halve_check()
{
	using namespace util;
	float h[64];
	for (int i = 0; i < 64; i++)
		h[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: h[0:64])
	for (int i = 0; i < 64; i++)
		h[i] = half(h[i]);
	int bad = 0;
	for (int i = 0; i < 64; i++)
		bad += h[i] != i / 2.0f;
	return bad;
}
