// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: not %omp2cuda --emit-cuda -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// A target construct whose statement is a teams or parallel construct alone is the combined
// construct (OpenMP 5.2 17.3): one grid-stride kernel, not a kernel of one thread running the
// loop; the clauses of both lines count, and the host file replaces the whole split construct,
// braces included.  The loop construct bound to teams is distribute parallel for; target simd
// runs its iterations on threads.

void
f(int n, double *x, double *y)
{
	double sum = 0;

	// CHECK: /* {{.*}}split_constructs.c:[[@LINE+5]]: #pragma omp target map(to: x[0:n]) map(tofrom: sum) + #pragma omp teams distribute parallel for reduction(+: sum) */
	// CHECK-NEXT: extern "C" __global__ void
	// CHECK-NEXT: o2c_split_constructs_[[@LINE+3]](
	// CHECK: double sum = o2c_identity<O2C_RED_ADD, double>();
	// CHECK: o2c_iv += {{.*}}gridDim.x * blockDim.x
#pragma omp target map(to: x[0:n]) map(tofrom: sum)
	{
#pragma omp teams distribute parallel for reduction(+: sum)
		for (int i = 0; i < n; i++)
			sum += x[i];
	}
	// HOST: { /* {{.*}}split_constructs.c:[[@LINE-6]]: #pragma omp target map(to: x[0:n]) map(tofrom: sum) + #pragma omp teams distribute parallel for reduction(+: sum) */
	// HOST: o2c_target(o2c_region_split_constructs_[[@LINE-7]](), o2c_maps, 2, o2c_args, 3, &o2c_launch);
	// HOST-NEXT: }
	// HOST-NEXT: #line [[@LINE-4]]
	// HOST-NOT: {{^[[:space:]]*[}][[:space:]]*$}}
	// HOST: y[0] = sum;
	y[0] = sum;

	// three lines, the teams count from the middle one
	// CHECK: o2c_split_constructs_[[@LINE+2]](
	// CHECK: o2c_iv += {{.*}}gridDim.x * blockDim.x
#pragma omp target map(tofrom: y[0:n])
#pragma omp teams num_teams(8)
#pragma omp distribute parallel for
	for (int i = 0; i < n; i++)
		y[i] += 1;
	// HOST: o2c_launch = {{.*}}, .num_teams = (int)(8), .thread_limit = 0 /* default */};
	// HOST-NEXT: o2c_target(o2c_region_split_constructs_[[@LINE-6]](),

	// CHECK-LABEL: /* {{.*}}: #pragma omp target teams loop map(tofrom: y[0:n]) */
	// CHECK: o2c_iv += {{.*}}gridDim.x * blockDim.x
#pragma omp target teams loop map(tofrom: y[0:n])
	for (int i = 0; i < n; i++)
		y[i] *= 2;

	// CHECK-LABEL: /* {{.*}}: #pragma omp target simd map(to: x[0:n]) map(tofrom: y[0:n]) */
	// CHECK: o2c_iv += {{.*}}gridDim.x * blockDim.x
#pragma omp target simd map(to: x[0:n]) map(tofrom: y[0:n])
	for (int i = 0; i < n; i++)
		y[i] += x[i];

	// a target region holding a parallel region among other code: one team, every thread
	// running the code around it that only computes (team lanes, lowering/lanes.c)
	// CHECK: o2c_split_constructs_[[@LINE+5]](
	// CHECK: y[0]; /* one per thread, the same on every thread */
	// CHECK-NEXT: __syncthreads();
	// CHECK: { /* #pragma omp parallel for */
	// CHECK: o2c_pv += (unsigned)o2c_nthreads
#pragma omp target map(tofrom: y[0:n])
	{
		double s = y[0];
#pragma omp parallel for
		for (int i = 1; i < n; i++)
			y[i] += s;
	}
	// HOST: o2c_launch = {{.*}}, .num_teams = (int)(1), .thread_limit = 0 /* default */{{(, .team_loop = 1)?}}};
	// HOST-NEXT: o2c_target(o2c_region_split_constructs_[[@LINE-8]](),

#ifdef BAD
	// BAD: split_constructs.c:[[@LINE+1]]:31: error: bind(thread) is not supported yet
#pragma omp target teams loop bind(thread) map(tofrom: y[0:n])
	for (int i = 0; i < n; i++)
		y[i] = 0;
#endif
}
