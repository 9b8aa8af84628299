// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A register variable has no address (C11 6.5.3.2p1), and a region
// receives the variables it captures by address: an error of omp2cuda's,
// not the host compiler's.

int
main(void)
{
	register int t = 3;
	int r = 0;
#pragma omp target map(tofrom: r)
	// CHECK: :[[@LINE+1]]:6: error: register variable 't' in a target region is not supported
	r = t + 1;
	return r;
}
