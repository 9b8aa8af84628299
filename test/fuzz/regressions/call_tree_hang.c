/* read-only provenance walked a callee again at every call site: 6^9 walks, 50 s */
static void f8(double *p) { p[0] += 1; }
static void f7(double *p) { f8(p); f8(p); f8(p); f8(p); f8(p); f8(p); }
static void f6(double *p) { f7(p); f7(p); f7(p); f7(p); f7(p); f7(p); }
static void f5(double *p) { f6(p); f6(p); f6(p); f6(p); f6(p); f6(p); }
static void f4(double *p) { f5(p); f5(p); f5(p); f5(p); f5(p); f5(p); }
static void f3(double *p) { f4(p); f4(p); f4(p); f4(p); f4(p); f4(p); }
static void f2(double *p) { f3(p); f3(p); f3(p); f3(p); f3(p); f3(p); }
static void f1(double *p) { f2(p); f2(p); f2(p); f2(p); f2(p); f2(p); }
static void f0(double *p) { f1(p); f1(p); f1(p); f1(p); f1(p); f1(p); }
void g(int n, double *a)
{
#pragma omp target map(tofrom: a[0:n])
	{ f0(a); f0(a); f0(a); f0(a); f0(a); f0(a); }
}
