// C++: a declare target variable's memory bound to a reference to
// non-const is written by it (frontend/names.c): a reference declared on
// it, an argument of a parameter `int &`, a function returning a
// reference to it, a range-for's `int &x`, the object of a member
// function that is not const; and in C's other spelling, i[G].  The region then writes a declare target
// variable: a const __restrict__ pointer that may point into it is
// checked at launch, not taken for unchanged memory.
// RUN: %omp2cuda --explain %s | FileCheck %s

#define N 1024

struct Counter {
	int n;
	void bump() { n++; }
};

#pragma omp declare target
int G[N];
int H[4];
Counter K;
static void inc(int &v) { v += 1; }
static int &gat(int i) { return G[i]; }
#pragma omp end declare target

void bound_reference(const int *p)
{
#pragma omp target teams distribute parallel for map(to: p[0:N])
	for (int i = 0; i < N; i++) {
		int &x = G[i];
		x = p[i] * 2;
	}
}
// CHECK-LABEL: alias_global_references.cpp:27:1:
// CHECK: __restrict__ distinctness: checked at launch: {{.*}} the runtime checks that no pointer argument lies in a declare target variable

void by_reference(const int *p)
{
#pragma omp target teams distribute parallel for map(to: p[0:N])
	for (int i = 0; i < N; i++)
		if (p[i])
			inc(G[i]);
}
// CHECK-LABEL: alias_global_references.cpp:38:1:
// CHECK: __restrict__ distinctness: checked at launch

void returned_reference(const int *p)
{
#pragma omp target teams distribute parallel for map(to: p[0:N])
	for (int i = 0; i < N; i++)
		gat(i) += p[i];
}
// CHECK-LABEL: alias_global_references.cpp:48:1:
// CHECK: __restrict__ distinctness: checked at launch

void range_for(const int *p)
{
#pragma omp target teams distribute parallel for map(to: p[0:N])
	for (int i = 0; i < 1; i++)
		for (int &x : H)
			x = p[i];
}
// CHECK-LABEL: alias_global_references.cpp:57:1:
// CHECK: __restrict__ distinctness: checked at launch

void member_object(const int *p)
{
#pragma omp target teams distribute parallel for map(to: p[0:N])
	for (int i = 0; i < 1; i++)
		if (p[i])
			K.bump();
}
// CHECK-LABEL: alias_global_references.cpp:67:1:
// CHECK: __restrict__ distinctness: checked at launch

void swapped_subscript(const int *p)
{
#pragma omp target teams distribute parallel for map(to: p[0:N])
	for (int i = 0; i < N; i++)
		i[G] = p[i] + 1;
}
// CHECK-LABEL: alias_global_references.cpp:77:1:
// CHECK: __restrict__ distinctness: checked at launch
