// RUN: %omp2cuda --explain %s -o /dev/null | FileCheck %s
// Read-only provenance follows a pointer into the functions it is passed
// to once per function and parameter: each call site walked its callee
// again, 8^7 walks here (a hang at greater depths).
static void f6(double *p) { p[0] += 1; }
static void f5(double *p) { f6(p); f6(p); f6(p); f6(p); f6(p); f6(p); f6(p); f6(p); }
static void f4(double *p) { f5(p); f5(p); f5(p); f5(p); f5(p); f5(p); f5(p); f5(p); }
static void f3(double *p) { f4(p); f4(p); f4(p); f4(p); f4(p); f4(p); f4(p); f4(p); }
static void f2(double *p) { f3(p); f3(p); f3(p); f3(p); f3(p); f3(p); f3(p); f3(p); }
static void f1(double *p) { f2(p); f2(p); f2(p); f2(p); f2(p); f2(p); f2(p); f2(p); }
static void f0(double *p) { f1(p); f1(p); f1(p); f1(p); f1(p); f1(p); f1(p); f1(p); }

void g(int n, double *a)
{
#pragma omp target map(tofrom: a[0:n])
	{ f0(a); f0(a); f0(a); f0(a); f0(a); f0(a); f0(a); f0(a); }
	// CHECK: a: written by 'p[0] += 1' in 'f6' at 5:29; __restrict__
}
