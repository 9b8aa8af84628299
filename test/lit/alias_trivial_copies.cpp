// A C++11 copy or move of a struct of C's (f4 r = lo(a, b): an elidable
// construction that libclang shows as a call naming no constructor) runs
// no code: the analyses that follow calls (frontend/callees.c) see no
// call there, and the kernel keeps its claims.
// RUN: %omp2cuda -std=c++11 --explain %s | FileCheck %s
// CHECK: in: read-only: never written, always followed; const __restrict__ (non-coherent loads)
// CHECK-NOT: cannot follow
typedef struct {
	float x, y, z, w;
} f4;

#pragma omp declare target
f4 lo(f4 a, f4 b)
{
	a.x = a.x < b.x ? a.x : b.x;
	return a;
}
#pragma omp end declare target

void k(f4 *o, const f4 *in, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: o[0:n])
	for (int i = 0; i < n; i++) {
		f4 a = in[i], b = in[n - 1 - i];
		f4 r = lo(a, b);
		o[i] = r;
	}
}
