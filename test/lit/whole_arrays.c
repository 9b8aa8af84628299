// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --dump-after=lower %s -o /dev/null | FileCheck %s --check-prefix=PLAN
// A captured array used whole (&a, sizeof a, also through a macro): the
// kernel takes its parameter renamed and binds the name to the array with
// a reference (const where read-only provenance made the parameter
// const); the host fallback casts its parameter to a pointer to the array
// where each use is spelled, macro arguments included.  Regions whose
// arrays only decay keep their parameters as they are.

#define COUNT(x) (sizeof(x) / sizeof((x)[0]))

double grid[8][16];

void
f(double out[8])
{
	double a[4][8];
	short w[45];
	int v[100], n = 0;

	// CHECK-LABEL: #pragma omp target map(tofrom: a) */
	// CHECK: o2c_whole_arrays_[[#]](double (*o2c_arr_a)[8], O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NEXT: double (&a)[4][8] = *(double (*)[4][8])o2c_arr_a; /* the array itself: used whole */
	// CHECK-NEXT: (void)a;
	// CHECK: double *flat = (double *)&a;
	// HOST: host fallback of o2c_whole_arrays_[[#@LINE+5]]
	// HOST: o2c_whole_arrays_[[#]]_host(double (*a)[8])
	// HOST: double *flat = (double *)&(*(double (*)[4][8])a);
	// PLAN: plan whole_arrays_[[#@LINE+2]]
	// PLAN: param double (*a)[8] -> map 0, used whole: double (&a)[4][8]
#pragma omp target map(tofrom: a)
	{
		double *flat = (double *)&a;
		for (int k = 0; k < 32; k++)
			flat[k] = k;
	}

	// read only: a const reference, from the const __restrict__ parameter
	// CHECK-LABEL: #pragma omp target map(to: w) map(from: n) */
	// CHECK: o2c_whole_arrays_[[#]](int *o2c_ref_n, const short *__restrict__ o2c_arr_w, O2cDone o2c_done)
	// CHECK: const short (&w)[45] = *(const short (*)[45])o2c_arr_w; /* the array itself: used whole */
	// CHECK: n = COUNT(w) + w[1];
	// HOST: host fallback of o2c_whole_arrays_[[#@LINE+3]]
	// HOST: o2c_whole_arrays_[[#]]_host(int *o2c_ref_n, short *w)
	// HOST: (*o2c_ref_n) = COUNT((*(short (*)[45])w)) + w[1];
#pragma omp target map(to: w) map(from: n)
	n = COUNT(w) + w[1];

	// the loop's bound: the kernel evaluates it after the reference; the
	// address taken, no __restrict__
	// CHECK-LABEL: #pragma omp target teams distribute parallel for */
	// CHECK: o2c_whole_arrays_[[#]](int *o2c_arr_v, O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NEXT: int (&v)[100] = *(int (*)[100])o2c_arr_v; /* the array itself: used whole */
	// CHECK-NEXT: (void)v;
	// CHECK-NEXT: /* i: int from 0 while < COUNT(v); by 1 */
	// HOST: host fallback of o2c_whole_arrays_[[#@LINE+2]]
	// HOST: for (int i = 0; i < COUNT((*(int (*)[100])v)); i++)
#pragma omp target teams distribute parallel for
	for (int i = 0; i < COUNT(v); i++)
		v[i] = *(&v + 1) - v;

	// file scope; out[] is a pointer parameter (C11 6.7.6.3p7): its size
	// is a pointer's
	// CHECK-LABEL: #pragma omp target map(from: out[0:8]) */
	// CHECK: o2c_whole_arrays_[[#]](double *__restrict__ out, const double (*__restrict__ o2c_arr_grid)[16], O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NEXT: const double (&grid)[8][16] = *(const double (*)[8][16])o2c_arr_grid;
	// CHECK-NEXT: (void)grid;
	// CHECK-NOT: o2c_arr_out
	// HOST: host fallback of o2c_whole_arrays_[[#@LINE+2]]
	// HOST: out[0] = (double)sizeof out + sizeof((*(double (*)[8][16])grid)) + grid[1][2];
#pragma omp target map(from: out[0:8])
	out[0] = (double)sizeof out + sizeof(grid) + grid[1][2];

	// only decaying uses: nothing changes
	// CHECK-LABEL: #pragma omp target teams distribute parallel for map(tofrom: a, v) */
	// CHECK: o2c_whole_arrays_[[#]](double (*__restrict__ a)[8], const int *__restrict__ v, O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NEXT: /* i: int from 0 while < 4; by 1 */
	// HOST: host fallback of o2c_whole_arrays_[[#@LINE+6]]
	// HOST: #line [[#@LINE+6]]
	// HOST-NEXT: for (int i = 0; i < 4; i++)
	// PLAN: plan whole_arrays_[[#@LINE+3]]
	// PLAN: param double (*a)[8] -> map 0{{$}}
	// PLAN-NEXT: param int *v -> map 1{{$}}
#pragma omp target teams distribute parallel for map(tofrom: a, v)
	for (int i = 0; i < 4; i++)
		a[i][0] = v[i] + (a + 1)[0][0] + *v;
}
