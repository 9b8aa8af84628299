// RUN: %omp2cuda --explain %s 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: not %omp2cuda --emit-cuda -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// Member functions defined in their class, operators, constructors and
// lambdas that device code calls are read as functions are: their device
// API calls answered from their calls' contexts, their directives
// compiled for them (a worksharing loop shared by the block's threads
// that call it); a lambda's copy takes no edit, so only the device
// header's answers reach it.
#include <omp.h>

struct Slot {
	int *v;
	// CUDA: __device__ void put(int x) { v[omp_get_team_num{{[(][)]}} * 64 + omp_get_thread_num{{[(][)]}}] = x; }
	void put(int x) { v[omp_get_team_num() * 64 + omp_get_thread_num()] = x; }
	// CUDA: __device__ int serial() const { return 0 /* omp_get_thread_num{{[(][)]}}: a team of one thread */; }
	int serial() const { return omp_get_thread_num(); }
	void fill(int n)
	{
		// CUDA: {{/[*]}} #pragma omp parallel for: a team of one thread */
#pragma omp parallel for
		for (int i = 0; i < n; i++)
			v[i] = i;
	}
};

void
f(int *v, int n)
{
	auto lane = [] { return omp_get_thread_num(); };
	// EXPLAIN: [[@LINE+1]]:1: #pragma omp target teams distribute parallel for
#pragma omp target teams distribute parallel for num_teams(8) thread_limit(64) map(tofrom: v[0:n])
	for (int i = 0; i < n; i++) {
		Slot s{v};
		s.put(lane());
	}
	// EXPLAIN: omp_get_team_num() at 15:22: in a function the loop calls, answered there: the device header answers it
	// EXPLAIN: omp_get_thread_num() at 15:48: in a function the loop calls, answered there: the device header answers it
	// EXPLAIN: omp_get_thread_num() at 30:26: in a function the loop calls, answered there: the device header answers it
#pragma omp target map(tofrom: v[0:n])
	{
		Slot s{v};
		s.fill(n);
		v[0] = s.serial();
	}
}

struct Shared {
	int *v;
	int n;
	/* called by a parallel region's threads, the block's: they share it */
	void share()
	{
		// CUDA: {{[{]}} unsigned long long o2c_wk = 0; for (int i = 0; i < n; i++)
		// CUDA-NEXT: if (o2c_wk{{[+][+]}} % blockDim.x == threadIdx.x) { v[i] += 1; } } o2c_barrier();
#pragma omp for
		for (int i = 0; i < n; i++)
			v[i] += 1;
	}
	int sum()
	{
		int s = 0;
#ifdef BAD
		// BAD-DAG: :[[@LINE+2]]:1: error: 'reduction' on '#pragma omp for' in a function called by the threads of a parallel region is not supported yet
#endif
#pragma omp for reduction(+: s)
		for (int i = 0; i < n; i++)
			s += v[i];
		return s;
	}
};

void
shared(int *v, int n)
{
#pragma omp target teams num_teams(1) map(tofrom: v[0:n])
#pragma omp parallel
	{
		Shared s{v, n};
		s.share();
#ifdef BAD
		v[0] = s.sum();
#endif
	}
}

#ifdef BAD

void
g(int *v, int n)
{
	// BAD-DAG: :[[@LINE+1]]:26: error: 'omp_get_thread_num' in a lambda called from a target region is not supported yet where its calls' context gives it a value of its own
	auto grid = [] { return omp_get_thread_num(); };
#pragma omp target parallel for map(tofrom: v[0:n])
	for (int i = 0; i < n; i++)
		v[i] = grid();
#pragma omp target teams distribute parallel for map(tofrom: v[0:n])
	for (int i = 0; i < n; i++) {
		// BAD-DAG: :[[@LINE+1]]:24: error: 'omp_get_thread_num' in a lambda called where its answer differs from where the lambda is written (the call at [[@LINE+3]]:11) is not supported yet
		auto t = [] { return omp_get_thread_num(); };
#pragma omp parallel
		v[i] = t();
	}
#pragma omp target teams num_teams(1) map(tofrom: v[0:n])
	{
		// BAD-DAG: :[[@LINE+1]]:3: error: lambda 'put' in the sequential part of a teams region with nested parallel regions is not supported yet
		auto put = [=](int i) { v[i] = 1; };
#pragma omp parallel
		{
			put(omp_get_thread_num());
		}
	}
}
#endif
