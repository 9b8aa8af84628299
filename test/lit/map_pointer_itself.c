// RUN: %omp2cuda --emit-cuda %s -o - 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.err
// RUN: %omp2cuda --emit-host %s -o - 2>/dev/null | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda -w --emit-cuda %s -o /dev/null 2>&1 | count 0
// A pointer in a map clause without an array section, or mapped by defaultmap(<type>: pointer),
// is mapped as itself (OpenMP 5.0 2.19.7.1, 5.2 5.8.3): its bits, like a scalar's.  The kernel
// names its device copy; the fallback the original.  A region that dereferences it before storing
// to it gets a warning: only the pointer is mapped, a host address on the device.

void
f(int *out)
{
	int a[64];
	int *p, *q = a;

#pragma omp target map(tofrom: a, p)
	{
		p = &a[0];
		p[5] = 5;
	}
// CHECK-LABEL: o2c_map_pointer_itself_16(int * *o2c_ref_p, int *a, O2cDone o2c_done)
// CHECK-NEXT: {
// CHECK-NEXT: int * &p = *o2c_ref_p; /* the device copy */
// HOST: (*o2c_ref_p) = &a[0];
// HOST-NEXT: (*o2c_ref_p)[5] = 5;
// HOST: {.host = (void *)&(p), .bytes = sizeof(p), .type = O2C_MAP_TOFROM, .name = "p"},
// HOST: void *o2c_ptr_p = (void *)&p;

	// WARN: map_pointer_itself.c:[[@LINE+3]]:3: warning: 'q' is mapped as a pointer variable, not an array section: the region receives its value, a host address, and none of the data it points to (OpenMP 5.0 2.19.7.1); map 'q[0:n]' for the data
#pragma omp target defaultmap(to: pointer) map(tofrom: a)
	{
		q[1] = a[0];
		q = a;
	}
// CHECK-LABEL: o2c_map_pointer_itself_30(int * *o2c_ref_q, int *a, O2cDone o2c_done)
// CHECK-NEXT: {
// CHECK-NEXT: int * &q = *o2c_ref_q; /* the device copy */
// HOST: {.host = (void *)&(q), .bytes = sizeof(q), .type = O2C_MAP_TO, .name = "q"},

	/* a pointer only read and written, never dereferenced: no warning,
	 * and no __restrict__ on out, whose object p may reach */
#pragma omp target map(from: p) map(tofrom: out[0:1])
	{
		out[0] = 1;
		p = out;
	}
// CHECK-LABEL: o2c_map_pointer_itself_42(int *out, int * *o2c_ref_p, O2cDone o2c_done)
}
