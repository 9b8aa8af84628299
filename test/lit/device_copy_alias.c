// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | grep -v '// HOST' | FileCheck --check-prefix=HOST %s
// A by-reference scalar in a kernel is its device copy itself where its
// address or its sharing matters: in a one-thread region and for
// has_device_addr (OpenMP 5.2 5.4.9, 5.4.10: &x is the device address),
// so nothing is copied back at the end.  The host fallback names the
// original at each use, whatever the map type (13.8: on the host the
// original list items are used), and the host's address of x in the
// region is the one use_device_addr gives on the host; a variable used
// through a macro is a copy written back at the end.

void f(double *out)
{
	double x = 1, y = 2;
	const void *dev = 0;

#pragma omp target data map(tofrom: x)
#pragma omp target data use_device_addr(x)
	{
		dev = &x;
// CHECK: o2c_device_copy_alias_[[@LINE+4]](double *out, double *o2c_ref_x, const void *dev, O2cDone o2c_done)
// CHECK-NEXT: {
// CHECK-NEXT: double &x = *o2c_ref_x; /* the device copy */
// CHECK-NOT: *o2c_ref_x = x;
#pragma omp target has_device_addr(x) is_device_ptr(dev) map(from: out[0:1])
		out[0] = (const void *)&x == dev;
	}

// CHECK: o2c_device_copy_alias_[[@LINE+8]](double *o2c_ref_y, O2cDone o2c_done)
// CHECK-NEXT: {
// CHECK-NEXT: double &y = *o2c_ref_y; /* the device copy */
// CHECK-NOT: *o2c_ref_y = y;
// HOST: o2c_device_copy_alias_[[@LINE+4]]_host(double *o2c_ref_y)
// HOST-NEXT: {
// HOST-NEXT: #line
// HOST-NEXT: (*o2c_ref_y) = (*o2c_ref_y) * 3;
#pragma omp target map(to: y)
	y = y * 3;
	out[1] = x + y;
}

#define TWICE(v) ((v) + (v))
#define BUMP z += 1

// HOST: o2c_device_copy_alias_[[@LINE+10]]_host(double *o2c_ref_z, double *o2c_ref_w, double *o2c_ref_u)
// HOST-NEXT: {
// HOST-NEXT: double z = *o2c_ref_z;
// HOST-NEXT: double w = *o2c_ref_w;
// HOST: (*o2c_ref_u) = w + (*o2c_ref_u);
// HOST: *o2c_ref_z = z;
// HOST-NEXT: *o2c_ref_w = w;
// HOST-NEXT: }
void g(double z, double w, double u)
{
#pragma omp target map(tofrom: z, w, u)
	{
		BUMP;
		w = TWICE(w) + z;
		u = w + u;
	}
}
