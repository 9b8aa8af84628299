// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
// Members a map clause cannot name yet, each a clean error (clang
// itself rejects bit-fields and members of unions).
typedef struct { double *p; int n; } S;

void
f(S s, int n)
{
	// CHECK: :[[@LINE+1]]:24: error: section of pointer member 's.p' must be one dimension with a length
#pragma omp target map(s.p)
	s.p = 0;
}
