// Structs with member functions called in regions: p.norm(), a[i].update(dt)
// on an array of structs mapped by its pointer (written back), a static
// member function, a constructor, an operator declared in the class, one
// defined outside its class, in a namespace; a host-only member function
// calling one device code calls too.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cmath>
#include <cstdio>

namespace phys {
struct Vec {
	float x, y;
	Vec() = default;
	Vec(float a, float b) : x(a), y(b) {}
	float norm() const { return std::sqrt(x * x + y * y); }
	Vec operator+(const Vec &o) const { return Vec(x + o.x, y + o.y); }
	static Vec unit() { return Vec(1, 0); }
	float dot(const Vec &o) const;
	void print() const { printf("%f %f %f\n", x, y, norm()); }
};
}
float phys::Vec::dot(const Vec &o) const { return x * o.x + y * o.y; }

struct Particle {
	phys::Vec p, v;
	void update(float dt) { p = p + phys::Vec(v.x * dt, v.y * dt); }
	float speed2() const { return v.dot(v); }
};

int main()
{
	const int n = 1000;
	static Particle a[n];
	static float out[n];
	for (int i = 0; i < n; i++) {
		a[i].p = phys::Vec(i, 0);
		a[i].v = phys::Vec(1, 2);
	}
	Particle *pa = a;
	float dt = 0.5f;
	phys::Vec shift(0, 3);
#pragma omp target teams distribute parallel for map(tofrom: pa[0:n]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		pa[i].update(dt);
		phys::Vec u = phys::Vec::unit();
		out[i] = pa[i].p.norm() + u.dot(pa[i].v) + (u + shift).y + pa[i].speed2();
	}
	int bad = 0;
	for (int i = 0; i < n; i++) {
		float x = i + 0.5f, y = 1;
		float e = std::sqrt(x * x + y * y) + 1 + 3 + 5;
		if (a[i].p.x != x || a[i].p.y != y || std::fabs(out[i] - e) > 1e-4f * e) {
			if (bad++ < 5) {
				printf("mismatch at %d: %f (expected %f)\n", i, out[i], e);
				a[i].p.print();
			}
		}
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
