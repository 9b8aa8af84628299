// Declared reductions a kernel cannot run yet are errors at the clause:
// one declared inside a function (the host fallback is a function of its
// own) and an array.  A combiner that calls a function another file
// defines is compiled (the device link brings the function).
// RUN: not %omp2cuda --emit-cuda %s -o - 2>&1 | FileCheck %s

struct P {
	float v;
	int i;
};

struct P pick(struct P a, struct P b);

#pragma omp declare reduction(pmin : struct P : omp_out = pick(omp_out, omp_in))
#pragma omp declare reduction(psum : struct P : omp_out.v += omp_in.v)

void
f(const float *a, int n)
{
	struct P m = {1e30f, -1}, arr[4] = {{0}};
#pragma omp declare reduction(local : struct P : omp_out.v += omp_in.v)

	// CHECK: :[[@LINE+1]]:68: error: reduction 'local' declared inside a function or class (line 21) is not supported yet in a target region: declare it at file scope or in a namespace
#pragma omp target teams distribute parallel for reduction(local : m) map(to: a[0:n])
	for (int i = 0; i < n; i++)
		m.v += a[i];
	// CHECK: :[[@LINE+1]]:67: error: reduction 'psum' of 'arr' is not supported yet: a declared reduction takes variables named whole, not arrays, their sections or pointers
#pragma omp target teams distribute parallel for reduction(psum : arr) map(to: a[0:n])
	for (int i = 0; i < n; i++)
		arr[i % 4].v += a[i];
	// the combiner's calls are compiled for the device once the regions
	// are read: pick is another file's
	// CHECK-NOT: 'pick'
#pragma omp target teams distribute parallel for reduction(pmin : m) map(to: a[0:n])
	for (int i = 0; i < n; i++)
		if (a[i] < m.v)
			m = (struct P){a[i], i};
}
