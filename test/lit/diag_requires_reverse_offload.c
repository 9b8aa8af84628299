// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// requires reverse_offload is a located error that says why: omp2cuda
// does not run a target region nested in one on the device back on the
// host (device(ancestor: 1)), and OpenMP 5.2 8.2 asks a compilation to
// fail where it cannot meet a requirement.  device(device_num: n) is the
// plain device clause (lit/device_clauses.c).

// CHECK: diag_requires_reverse_offload.c:[[@LINE+1]]:22: error: '#pragma omp requires reverse_offload' is not supported: omp2cuda does not run target regions on the host from the device (device(ancestor: 1))
#pragma omp requires reverse_offload

int
main(void)
{
	int x = 0;
#pragma omp target map(tofrom: x)
	{
#pragma omp target device(ancestor: 1) map(tofrom: x)
		x = 1;
	}
	return x - 1;
}
