// A friend function defined in its class and called in a region is
// compiled with its class: the friend declaration in the .cu file's copy
// of the class gets __device__ (a class template's and a plain class's);
// a friend device code does not call stays a host function, and no
// copy of any stands outside the class, where `friend` is no
// declaration nvcc reads.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// CHECK-LABEL: declarations from
// CHECK: struct Cx {
// CHECK: __device__ friend inline Cx<T> operator*(const Cx<T> &a, const Cx<T> &b)
// CHECK: __device__ friend T re(const Cx<T> &a)
// CHECK-NEXT: {{^}}	friend T im(const Cx<T> &a)
// CHECK-NEXT: };
// CHECK: struct Pt {
// CHECK: __device__ friend int twice(const Pt &p)
// CHECK-NEXT: };
// CHECK-NOT: {{^.*}}friend {{[a-zA-Z]}}
// CHECK: __global__
template <class T>
struct Cx {
	T x, y;
	Cx(T a, T b) : x(a), y(b) {}
	friend inline Cx<T> operator*(const Cx<T> &a, const Cx<T> &b)
	{
		return Cx<T>(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
	}
	friend T re(const Cx<T> &a) { return a.x; }
	friend T im(const Cx<T> &a) { return a.y; }
};

struct Pt {
	int v;
	friend int twice(const Pt &p) { return 2 * p.v; }
};

void f(double *out, int *o2, const Pt *pts, int n)
{
	#pragma omp target teams distribute parallel for map(from: out[:n], o2[:n]) map(to: pts[:n])
	for (int i = 0; i < n; i++) {
		Cx<double> a(i, 1), b(2, i);
		out[i] = re(a * b);
		o2[i] = twice(pts[i]);
	}
}
