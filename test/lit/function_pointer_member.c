// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
// A struct captured by a region that holds a function pointer holds a host function's address,
// which no device function has: calling it on the GPU faults.  An error names the member.
#pragma omp declare target
static int add1(int x) { return x + 1; }
#pragma omp end declare target

struct op {
	int (*f)(int);
	int k;
};

struct ops {
	int n;
	struct op each[2];
};

int
main(void)
{
	int out[64];
	struct op o = {add1, 3};
	struct ops w = {1, {{add1, 1}, {add1, 2}}};
	struct op *p = &o;

	// CHECK: :[[@LINE+1]]:73: error: 'p' of type 'struct op *' holds a function pointer (member 'f')
#pragma omp target teams distribute parallel for map(from: out) map(to: p[0:1])
	for (int i = 0; i < 64; i++)
		// CHECK: :[[@LINE+2]]:12: error: 'o' of type 'struct op' holds a function pointer (member 'f'), whose value is a host function's address, not a device function's
		// CHECK: :[[@LINE+1]]:21: error: 'w' of type 'struct ops' holds a function pointer (member 'f')
		out[i] = o.f(i) + w.n + p->k;
	return out[3];
}
