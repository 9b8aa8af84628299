// Member functions device code calls are compiled for the device
// (OpenMP 5.0 2.12.7): the class comes along with __device__ on them, a
// definition outside the class is copied with __device__ too, and the
// class's other member functions lose their bodies in the .cu file.  A
// call of a member function that is not const on an element of a mapped
// array writes it: no const, no __ldg for that array.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --explain %s -o - | FileCheck %s --check-prefix=EXPLAIN
// CHECK: namespace phys { struct Vec {
// CHECK-NEXT: float x, y;
// CHECK-NEXT: Vec() = default;
// CHECK-NEXT: __device__ Vec(float a, float b) : x(a), y(b) {}
// CHECK-NEXT: __device__ float norm2() const { return x * x + y * y; }
// CHECK-NEXT: void print() const ;
// CHECK-NEXT: __device__ static Vec unit() { return Vec(1, 0); }
// CHECK-NEXT: __device__ float dot(const Vec &o) const;
// CHECK-NEXT: __device__ Vec operator+(const Vec &o) const { return Vec(x + o.x, y + o.y); }
// CHECK-NEXT: }; }
// CHECK: __device__ float phys::Vec::dot(const Vec &o) const { return x * o.x + y * o.y; }
// CHECK: struct Particle {
// CHECK: __device__ void update(float dt) { p = p + phys::Vec(v.x * dt, v.y * dt); }
// CHECK: o2c_cxx_members_{{[0-9]+}}(int n, float *__restrict__ o, const phys::Vec *__restrict__ v,
// CHECK: o2c_cxx_members_{{[0-9]+}}(int n, Particle *__restrict__ p, float dt,
// CHECK: o2c_cxx_members_{{[0-9]+}}(int n, phys::Vec *__restrict__ w,
// EXPLAIN: p: written by member function 'update'
// EXPLAIN: w: passed by reference to 'operator='
#include <cstdio>
namespace phys {
struct Vec {
	float x, y;
	Vec() = default;
	Vec(float a, float b) : x(a), y(b) {}
	float norm2() const { return x * x + y * y; }
	void print() const { printf("%f\n", norm2()); }
	static Vec unit() { return Vec(1, 0); }
	float dot(const Vec &o) const;
	Vec operator+(const Vec &o) const { return Vec(x + o.x, y + o.y); }
};
}
float phys::Vec::dot(const Vec &o) const { return x * o.x + y * o.y; }

struct Particle {
	phys::Vec p, v;
	void update(float dt) { p = p + phys::Vec(v.x * dt, v.y * dt); }
};

void norms(const phys::Vec *v, float *o, int n)
{
#pragma omp target teams distribute parallel for map(to: v[0:n]) map(from: o[0:n])
	for (int i = 0; i < n; i++)
		o[i] = v[i].norm2() + v[i].dot(phys::Vec::unit());
}

void step(Particle *p, int n, float dt)
{
#pragma omp target teams distribute parallel for map(tofrom: p[0:n])
	for (int i = 0; i < n; i++)
		p[i].update(dt);
}

void shift(phys::Vec *w, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: w[0:n])
	for (int i = 0; i < n; i++)
		w[i] = w[i] + phys::Vec(1, 1);
}
