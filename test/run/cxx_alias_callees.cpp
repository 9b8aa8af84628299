// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// What a C++ region runs without naming it (frontend/callees.c), which
// the analyses of read-only pointers once missed: a destructor writing
// declare target G, which p reads; a virtual call whose override writes
// G; a virtual call whose override writes through the pointer passed to
// it, whose copy-back the runtime must not skip.  (The wrong answers
// show on the GPU only.)

#include <cstdio>

#define N 4096

#pragma omp declare target
int G[N];
struct Guard {
	int i, v;
	~Guard() { G[i] = v; }
};
struct Base {
	virtual void put(int, int) const {}
	virtual int write(int *q, int i, int v) const { return q[i] + v * 0; }
};
struct Der : Base {
	void put(int i, int v) const override { G[i] = v; }
	int write(int *q, int i, int v) const override
	{
		q[i] = v;
		return q[i];
	}
};
static void call_put(const Base &b, int i, int v)
{
	b.put(i, v);
}
static int call_write(const Base &b, int *q, int i, int v)
{
	return b.write(q, i, v);
}
#pragma omp end declare target

static int failed;

static void expect(const char *what, const int *got)
{
	for (int i = 0; i < N; i++)
		if (got[i] != 4 * i + 6) {
			std::printf("FAIL: %s[%d] = %d, expected %d\n", what, i, got[i], 4 * i + 6);
			failed = 1;
			return;
		}
}

static void destructor(int *out)
{
	const int *p = G;

#pragma omp target teams distribute parallel for map(to: p[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		int acc = 0;
		for (int k = 0; k < 4; k++) {
			{
				Guard g{i, i + k};
			}
			acc += p[i];
		}
		out[i] = acc;
	}
	expect("destructor", out);
}

static void override_global(int *out)
{
	const int *p = G;

#pragma omp target teams distribute parallel for map(to: p[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		Der d;
		int acc = 0;
		for (int k = 0; k < 4; k++) {
			call_put(d, i, i + k);
			acc += p[i];
		}
		out[i] = acc;
	}
	expect("override", out);
}

static void override_param(int *q, int *out)
{
#pragma omp target teams distribute parallel for map(tofrom: q[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		Der d;
		int acc = 0;
		for (int k = 0; k < 4; k++) {
			call_write(d, q, i, i + k);
			acc += q[i];
		}
		out[i] = acc;
	}
	expect("parameter out", out);
	for (int i = 0; i < N; i++)
		q[i] = q[i] == i + 3 ? 4 * i + 6 : -1;
	expect("parameter q", q);
}

int main()
{
	static int out[N], q[N];

	for (int i = 0; i < N; i++)
		G[i] = q[i] = -1;
#pragma omp target update to(G)
	destructor(out);
	override_global(out);
	override_param(q, out);
	if (!failed)
		std::printf("PASS\n");
	return failed;
}
