// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// C++ names of memory the read-only analyses missed: a reference to a
// pointer (`int *&ra = (int *&)a`), a function's reference result
// (`at(c, i) = v`), and a declare target array bound to references (a
// reference declared on it, a parameter `int &`, a reference result)
// while a const pointer reads it.  The first two skipped the arrays'
// copy-back (O2C_ARG_READONLY); the third took the const pointer for
// unchanged memory with no check at launch (test/lit/readonly_cxx_*,
// alias_global_references.cpp).
#include <cstdio>

#define N (1 << 16)

#pragma omp declare target
int G[N];
static void inc(int &v) { v += 1; }
static int &gat(int i) { return G[i]; }
static int &at(int *p, int i) { return p[i]; }
#pragma omp end declare target

int main()
{
	int *a = new int[N], *b = new int[N], *c = new int[N];
	int bad = 0;

	for (int i = 0; i < N; i++) {
		a[i] = i;
		b[i] = c[i] = 0;
		G[i] = i;
	}
#pragma omp target update to(G)
#pragma omp target teams distribute parallel for map(tofrom: a[0:N], b[0:N], c[0:N])
	for (int i = 0; i < N; i++) {
		int *&ra = (int *&)a;
		ra[i] = 2 * i;
		b[i] = a[i] + 1;
		at(c, i) = 7 * i;
	}
	const int *p = G;
#pragma omp target teams distribute parallel for map(to: p[0:N])
	for (int i = 0; i < N; i++) {
		int &x = G[i];
		x = p[i] * 2;
		inc(G[i]);
		gat(i) += p[i];
	}
#pragma omp target update from(G)
	for (int i = 0; i < N; i++)
		bad += a[i] != 2 * i || b[i] != 2 * i + 1 || c[i] != 7 * i || G[i] != 4 * i + 2;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
