// A team-level variable of class type: a plain struct without an
// initializer is declared in shared memory with no assignment on the
// team's initial thread; one a constructor initializes in place (`Q q;`,
// `Q q(4)`, `Q q{5}`) or that is copy-initialized (`Q q = 6`) lives in
// bytes of shared memory that the team's initial thread constructs it in,
// as declared (not by an assignment, which may be another function); a
// declaration a macro writes with the constructor's arguments is an error
// at the declaration, before nvcc.
// RUN: %omp2cuda --emit-cuda -DPLAIN %s -o - | grep -v '// CUDA' | FileCheck %s --check-prefix=CUDA
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s
struct Pixel {
	float r, g;
};
struct Counter {
	int n;
	Counter() : n(3) {}
	Counter(int k) : n(k) {}
	Counter &operator=(int k)
	{
		n = -k;
		return *this;
	}
};
#define COUNTER(x, k) Counter x(k)

void f(float *out)
{
#pragma omp target teams num_teams(2) thread_limit(32) map(from: out[0:64])
	{
// CUDA: __shared__ Pixel tile[32];
// CUDA-NOT: tile =
		Pixel tile[32];
// CUDA: __shared__ alignas(Counter) unsigned char o2c_t_c[sizeof(Counter)]; Counter &c = *reinterpret_cast<Counter *>(o2c_t_c);
// CUDA: new (&c) Counter;
		Counter c;
// CUDA: new (&d) Counter(
// CUDA-NEXT: #line
// CUDA-NEXT: 4);
		Counter d(4);
// CUDA: new (&e) Counter{
// CUDA-NEXT: #line
// CUDA-NEXT: 5};
		Counter e{5};
// CUDA: new (&g) Counter([&]() -> Counter { return
// CUDA-NEXT: #line
// CUDA-NEXT: 6; }());
		Counter g = 6;
#ifndef PLAIN
// CHECK: :[[@LINE+1]]:3: error: team-level variable 'h' of a class type that a macro declares with its constructor's arguments is not supported yet: write the declaration out
		COUNTER(h, 7);
#endif
#pragma omp parallel
		{
			tile[0].r = 1;
			out[0] = c.n + d.n + e.n + g.n;
#ifndef PLAIN
			out[1] = h.n;
#endif
		}
	}
}
