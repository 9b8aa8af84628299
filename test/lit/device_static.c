// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DREGION %s -o /dev/null 2>&1 | FileCheck --check-prefix=ERR %s
// A static local of a function device code calls is the device's own
// object (OpenMP 5.2 7.8.1), a function-scope static of the __device__
// function; a const static of a region's code is its kernel's.  A static
// a region's code writes is an error: the kernel may be emitted twice.

// CHECK: __device__ static int next(void) { static int n = 100; return n++; }
static int next(void) { static int n = 100; return n++; }

int
main(void)
{
	int r[3];
#pragma omp target map(from: r)
	{
		// CHECK: static const int tbl[2] = {7, 9};
		static const int tbl[2] = {7, 9};
		r[0] = next();
		r[1] = next() + tbl[1];
#ifdef REGION
		static int count;
		// ERR: :[[@LINE+1]]:10: error: static variable 'count' in a target region is not supported yet
		r[2] = count++;
#endif
	}
	return r[0];
}
