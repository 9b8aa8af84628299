// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// A scalar neither mapped nor privatized is firstprivate on the target
// construct (OpenMP 5.2 5.8.9): one copy the region's threads share.  One
// that atomic constructs update is a device copy mapped to, which the
// atomics reach and nothing copies back; the host fallback works on a
// copy of its own.

// CHECK: o2c_shared_atomic_{{[0-9]+}}(int *__restrict__ v, int *o2c_ref_x, O2cDone o2c_done)
// CHECK: v[i] = o2c_atomic_capture<O2C_RED_ADD>(o2c_ref_x, (int)(1), true);
// CHECK: o2c_shared_atomic_{{[0-9]+}}(int *o2c_ref_t, O2cDone o2c_done)
// CHECK: o2c_atomic_update<O2C_RED_ADD>(o2c_ref_t, (int)(1));
// HOST: {{^}}{{[[:space:]]+}}int x = *o2c_ref_x;
// HOST-NOT: *o2c_ref_x = x;
// HOST: {{^}}{{[[:space:]]+}}{.host = (void *)&(x), .bytes = sizeof(x), .type = O2C_MAP_TO, .name = "x"}, /* implicit */

void f(int *v)
{
	int x = 0, m = 0, p = 0, t = 0;

#pragma omp target teams distribute parallel for map(from: v[0:100])
	for (int i = 0; i < 100; i++) {
#pragma omp atomic capture
		v[i] = x++;
	}

#pragma omp target parallel shared(t)
	{
#pragma omp atomic
		t++;
	}

	/* mapped, private or a single thread: as before */
#pragma omp target teams distribute parallel for map(tofrom: m)
	for (int i = 0; i < 100; i++) {
#pragma omp atomic
		m++;
	}
#pragma omp target teams distribute parallel for private(p)
	for (int i = 0; i < 100; i++) {
		p = 0;
#pragma omp atomic
		p++;
	}
#pragma omp target
	{
#pragma omp atomic
		p++;
	}
}
