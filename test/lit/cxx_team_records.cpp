// A team-level variable of class type: a plain struct without an
// initializer is declared in shared memory with no assignment on the
// team's initial thread; one whose constructor initializes it in place
// is an error at the declaration, before nvcc.
// RUN: %omp2cuda --emit-cuda -DPLAIN %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s
struct Pixel {
	float r, g;
};
struct Counter {
	int n;
	Counter() : n(3) {}
	Counter(int k) : n(k) {}
};

void f(float *out)
{
#pragma omp target teams num_teams(2) thread_limit(32) map(from: out[0:64])
	{
// CUDA: __shared__ Pixel tile[32]; /* one per team */
// CUDA-NOT: tile =
		Pixel tile[32];
#ifndef PLAIN
// CHECK: :[[@LINE+1]]:3: error: team-level variable 'c' of a class type that a constructor initializes is not supported yet: initialize it by assignment
		Counter c;
// CHECK: :[[@LINE+1]]:3: error: team-level variable 'd' of a class type that a constructor initializes is not supported yet: initialize it by assignment
		Counter d(4);
#endif
#pragma omp parallel
		{
			tile[0].r = 1;
#ifndef PLAIN
			out[0] = c.n + d.n;
#endif
		}
	}
}
