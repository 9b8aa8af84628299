// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=PLAN
// RUN: %omp2cuda --dump-after=frontend %s | FileCheck %s --check-prefix=IR
// Declare target link variables (OpenMP 5.2 7.8.1): the .cu file has a
// pointer to each one's device copy, which the runtime sets while it is
// mapped; kernels and device functions that name the variable begin with
// a reference to that copy.  A construct that names one maps it tofrom,
// a const one to (5.8.1); one named by a map clause is mapped as written.

#define N 100000

double big[N];
long hits;
const float scale[2] = {0.5f, 2.0f};
#pragma omp declare target link(big, hits) link(scale)

#pragma omp begin declare target
static double
at(int i)
{
	hits++;
	return big[i] * scale[i % 2];
}
#pragma omp end declare target

void f(int n, double *out)
{
#pragma omp target teams distribute parallel for map(from: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = at(i);
#pragma omp target teams distribute parallel for map(to: big[0:n])
	for (int i = 0; i < n; i++)
		out[i] = big[i] + scale[1];
#pragma omp target
	hits = 0;
#pragma omp target update from(big[0:n], hits)
}
// CHECK: __device__ double (*o2c_link_big)[100000]; /* declare target link(big): its device copy while it is mapped */
// CHECK: __device__ long *o2c_link_hits;
// CHECK: __device__ const float (*o2c_link_scale)[2];
// CHECK: __device__ static double
// CHECK-NEXT: at(int i)
// CHECK-NEXT: { long &hits = *o2c_link_hits; double (&big)[100000] = *o2c_link_big; const float (&scale)[2] = *o2c_link_scale; /* declare target link */
// CHECK-NEXT: hits++;
// CHECK-LABEL: o2c_declare_target_link_29(int n, double *__restrict__ out, O2cDone o2c_done)
// CHECK-NEXT: {
// CHECK-NEXT: /* i: int
// CHECK: out[i] = at(i);
// CHECK-LABEL: o2c_declare_target_link_32(int n, double *__restrict__ out, O2cDone o2c_done)
// CHECK-NEXT: {
// CHECK-NEXT: double (&big)[100000] = *o2c_link_big; /* declare target link: the mapped copy */
// CHECK-NEXT: const float (&scale)[2] = *o2c_link_scale; /* declare target link: the mapped copy */
// CHECK: out[i] = big[i] + scale[1];
// CHECK-LABEL: o2c_declare_target_link_35(O2cDone o2c_done)
// CHECK-NEXT: {
// CHECK-NEXT: long &hits = *o2c_link_hits;

// PLAN-LABEL: plan declare_target_link_29
// PLAN-NEXT: map 0 from 'out[0:n]'
// PLAN-NEXT: kernel
// PLAN-LABEL: plan declare_target_link_32
// PLAN-NEXT: map 0 to 'big[0:n]' at (void *)&(big)[0], (size_t)(n) * sizeof((big)[0]) bytes
// PLAN-NEXT: map 1 to implicit 'scale' at (void *)(scale), sizeof(scale) bytes
// PLAN-NEXT: kernel
// PLAN-LABEL: plan declare_target_link_35
// PLAN-NEXT: map 0 tofrom implicit 'hits' at (void *)&(hits), sizeof(hits) bytes
// PLAN-NEXT: kernel
// PLAN-LABEL: plan declare_target_link_37
// PLAN-NEXT: map 0 from 'big[0:n]'
// PLAN-NEXT: map 1 from 'hits' at (void *)&(hits), sizeof(hits) bytes

// HOST: static O2cGlobal o2c_globals[] = {
// HOST-NEXT: {.host = (void *)&hits, .bytes = sizeof(hits), .name = "o2c_link_hits", .flags = O2C_GLOBAL_LINK},
// HOST-NEXT: {.host = (void *)&big, .bytes = sizeof(big), .name = "o2c_link_big", .flags = O2C_GLOBAL_LINK},
// HOST-NEXT: {.host = (void *)&scale, .bytes = sizeof(scale), .name = "o2c_link_scale", .flags = O2C_GLOBAL_LINK},
// HOST-NEXT: };
// HOST: o2c_register_globals(&o2c_module, o2c_globals, 3);

// IR: declare target link variable at 13:1
// IR: region declare_target_link_32
// IR: declare target link big
// IR-NEXT: declare target link scale
