// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=LOWER
// firstprivate arrays reach the kernel by value, wrapped in a struct (an array is no parameter),
// and each copy is made where OpenMP 5.2 5.4.4 and 17.2 put it: per thread before a combined
// loop's grid-stride loop (a thread keeps its copy across its iterations), per team in shared
// memory for a teams region (thread 0 copies, then a barrier).  The host fallback copies the bytes
// and lets its own OpenMP give each thread or team a copy.  Nothing is mapped.

#include <omp.h>

struct pt {
	float x, y;
};

void
loop(int n, double *out)
{
	double w[4] = {1, 2, 3, 4};
	const struct pt corners[2][2] = {{{0, 0}, {0, 1}}, {{1, 0}, {1, 1}}};

	// CHECK: o2c_firstprivate_arrays_[[#@LINE+7]](int n, o2c_fp<double[4]> o2c_fp_w, double *__restrict__ out, o2c_fp<const struct pt[2][2]> o2c_fp_corners, O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NEXT: double w[4]; /* firstprivate: a copy per thread */
	// CHECK-NEXT: memcpy(&w, &o2c_fp_w.v, sizeof w);
	// CHECK-NEXT: struct pt corners[2][2]; /* firstprivate: a copy per thread */
	// CHECK-NEXT: memcpy(&corners, &o2c_fp_corners.v, sizeof corners);
	// CHECK: for (unsigned long long o2c_iv = blockIdx.x
#pragma omp target teams distribute parallel for firstprivate(w, corners) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		w[i % 4] += 1;
		out[i] = w[(i + 1) % 4] + corners[i % 2][1].y;
	}
}
// HOST-LABEL: host fallback of o2c_firstprivate_arrays_29
// HOST: (int n, const void *o2c_fp_w, double *out, const void *o2c_fp_corners)
// HOST: double w[4];
// HOST-NEXT: __builtin_memcpy(&w, o2c_fp_w, sizeof w);
// HOST: struct pt corners[2][2];
// HOST-NEXT: __builtin_memcpy(&corners, o2c_fp_corners, sizeof corners);
// HOST: #pragma omp parallel for firstprivate(w, corners)
// HOST: {.value = (void *)&w, .type = O2C_ARG_RECORD, .map = -1, .name = "w", .flags = 0},
// LOWER-LABEL: plan firstprivate_arrays_29
// LOWER-NEXT: map 0 from 'out[0:n]'
// LOWER-NEXT: kernel o2c_firstprivate_arrays_29
// LOWER-NEXT: param int n
// LOWER-NEXT: param double *w firstprivate, a copy per thread
// LOWER-NEXT: param double *out -> map 0
// LOWER-NEXT: param const struct pt (*corners)[2] firstprivate, a copy per thread

void
teams(int *out)
{
	int tab[8] = {0}, base = 3;

	// CHECK: o2c_firstprivate_arrays_[[#@LINE+9]](o2c_fp<int[8]> o2c_fp_tab, o2c_fp<int> o2c_fp_base, int *out, O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NEXT: __shared__ int tab[8]; /* firstprivate: a copy per team */
	// CHECK-NEXT: __shared__ int base; /* firstprivate: a copy per team */
	// CHECK-NEXT: if (threadIdx.x == 0) {
	// CHECK-NEXT: memcpy(&tab, &o2c_fp_tab.v, sizeof tab);
	// CHECK-NEXT: memcpy(&base, &o2c_fp_base.v, sizeof base);
	// CHECK-NEXT: }
	// CHECK-NEXT: __syncthreads();
#pragma omp target teams num_teams(4) firstprivate(tab, base) map(from: out[0:4])
	{
		tab[0] = base += 1;
#pragma omp parallel
		{
			if (omp_get_thread_num() == 0)
				out[omp_get_team_num()] = tab[0];
		}
	}
}
// HOST-LABEL: host fallback of o2c_firstprivate_arrays_65
// HOST: #pragma omp teams num_teams(o2c_teams) thread_limit(o2c_threads) firstprivate(tab, base)
// LOWER-LABEL: plan firstprivate_arrays_65
// LOWER: param int *tab firstprivate, a copy per team
// LOWER-NEXT: param int base firstprivate, a copy per team
