// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// private of an array the target region receives, on a nested parallel
// region whose statement is no block: the host fallback has nowhere to
// declare each thread's array.

int
main(void)
{
	double a[4] = {0}, out[8] = {0};

#pragma omp target teams num_teams(2) map(tofrom: out) map(to: a)
	{
		// CHECK: :[[@LINE+1]]:34: error: private(a) of an array the target region receives is supported on a nested 'parallel', 'single', 'masked' or 'scope' whose statement is a { } block
#pragma omp parallel for private(a)
		for (int i = 0; i < 4; i++) {
			a[0] = i;
			out[i] = a[0];
		}
	}
	return (int)out[0];
}
