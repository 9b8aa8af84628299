// Pointer members of base classes are attached as the class's own: a
// region that reads through s.p, a base's member, attaches it; one that
// passes s whole attaches each; the base of a struct member's type too.
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
struct Buf {
	double *p;
	int n;
};

struct Scaled : Buf {
	double k;
};

struct Pair {
	Scaled a;
};

#pragma omp declare target
static double first(Scaled s) { return s.p[0]; }
#pragma omp end declare target

void
f(Scaled s, Pair q, double *t)
{
// CHECK: {{^[[:space:]]*}}{.host = (void *)&(s.p), .bytes = 0, .type = O2C_MAP_ATTACH | O2C_MAP_DEREF, .name = "s.p"}, /* implicit */
#pragma omp target
	s.p[0] += s.k;
// CHECK: {{^[[:space:]]*}}{.host = (void *)&(s.p), .bytes = 0, .type = O2C_MAP_ATTACH, .name = "s.p"}, /* implicit */
#pragma omp target map(from: t[0:1])
	t[0] = first(s);
// CHECK: {{^[[:space:]]*}}{.host = (void *)&(q.a.p), .bytes = 0, .type = O2C_MAP_ATTACH | O2C_MAP_DEREF, .name = "q.a.p"}, /* implicit */
#pragma omp target
	q.a.p[0] = 1;
}
