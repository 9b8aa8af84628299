// Reductions of a pointer's section and element on a combined target
// loop (OpenMP 5.2 5.5.8): the kernel's parameter is the pointer
// renamed, o2c_arr_<name>, to the device's storage; each thread reduces
// into its copy of the section's elements, o2c_red_<name>, which the
// region's code reaches through the pointer's name, lo elements before
// it, and combines them into the storage with atomics at its end: a
// section of at most 8 elements over each block's threads first, then
// one atomic per element a block (lowering/sections.c).  A section no
// map clause names is mapped tofrom; the host fallback takes the pointer
// and gives the host's OpenMP the clause as written.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --explain %s -o /dev/null | FileCheck %s --check-prefix=EXPLAIN
// EXPLAIN: beta: reduction(+), by reference; 3 elements combined in each block, then one atomic operation each a block (at most 8 elements)
// EXPLAIN: distance: reduction(max), by reference; 1 element combined in each block, then one atomic operation each a block (at most 8 elements)
// EXPLAIN: lo: reduction(min), by reference; 2 elements combined in each block

void
sums(const double *x, double *__restrict beta, int n)
{
	// CHECK-LABEL: o2c_reduction_pointer_section_{{[0-9]+}}(
	// CHECK-SAME: double *__restrict__ o2c_arr_beta
	// CHECK: double o2c_red_beta[3]; /* reduction: a copy per thread of beta[:3] */
	// CHECK-NEXT: o2c_identity_elems<O2C_RED_ADD>(o2c_red_beta, 0, 3);
	// CHECK-NEXT: double *beta = o2c_red_beta;
	// CHECK: beta[2] += x[i] * x[i];
	// CHECK: o2c_reduce_section<O2C_RED_ADD>(o2c_arr_beta, o2c_red_beta, 0, 3);
	// HOST: o2c_reduction_pointer_section_{{[0-9]+}}_host(int n, double *beta, const double *x)
	// HOST: #pragma omp parallel for reduction(+: beta[:3])
	// HOST: {.value = (void *)&beta, .type = O2C_ARG_PTR, .map = 1, .name = "beta"
#pragma omp target teams distribute parallel for reduction(+: beta[:3]) map(to: x[0:n]) map(tofrom: beta[0:3])
	for (int i = 0; i < n; i++) {
		beta[0] += x[i];
		beta[1] += 2 * x[i];
		beta[2] += x[i] * x[i];
	}
}

void
extremes(const float *x, float *distance, long *lo, int n)
{
	// CHECK-LABEL: o2c_reduction_pointer_section_{{[0-9]+}}(
	// CHECK: float o2c_red_distance[1]; /* reduction: a copy per thread of distance[0] */
	// CHECK-NEXT: o2c_identity_elems<O2C_RED_MAX>(o2c_red_distance, 0, 1);
	// CHECK-NEXT: float *distance = o2c_red_distance;
	// CHECK-NEXT: long o2c_red_lo[5]; /* reduction: a copy per thread of lo[3:2] */
	// CHECK-NEXT: o2c_identity_elems<O2C_RED_MIN>(o2c_red_lo, 3, 2);
	// CHECK-NEXT: long *lo = o2c_red_lo;
	// CHECK: o2c_reduce_section<O2C_RED_MAX>(o2c_arr_distance, o2c_red_distance, 0, 1);
	// CHECK-NEXT: o2c_reduce_section<O2C_RED_MIN>(o2c_arr_lo, o2c_red_lo, 3, 2);
	// HOST: #pragma omp parallel for reduction(max: distance[0]) reduction(min: lo[3:2])
	// HOST: O2cMap o2c_maps[] = {
	// HOST-NEXT: (void *)&(distance)[0], .bytes = (size_t)(1) * sizeof((distance)[0]), .type = O2C_MAP_TOFROM
	// HOST-NEXT: (void *)&(lo)[3], .bytes = (size_t)(2) * sizeof((lo)[0]), .type = O2C_MAP_TOFROM
#pragma omp target teams distribute parallel for reduction(max: distance[0]) reduction(min: lo[3:2])
	for (int i = 0; i < n; i++) {
		distance[0] = distance[0] > x[i] ? distance[0] : x[i];
		lo[3 + i % 2] = i < lo[3 + i % 2] ? i : lo[3 + i % 2];
	}
}
