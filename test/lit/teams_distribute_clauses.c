// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --explain %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// reduction and lastprivate on target teams distribute without nested parallel regions (and on
// target teams + distribute), compiled like a combined loop: each thread's copy, combined or
// picked at the end; a mapped scalar the region writes is the device copy, with one thread per
// team.

void
f(int n, const int *a, char *flags, double *out)
{
	long sum = 0;
	char all = 1;
	int last = -1, who = -1, top = 0, lost = -1;
	double pair[2] = {0, 0};

	// CHECK: o2c_teams_distribute_clauses_[[#@LINE+4]](int n, long *o2c_ref_sum,
	// CHECK: long sum = o2c_identity<O2C_RED_ADD, long>();
	// CHECK: for (long long o2c_iv = blockIdx.x * (long long)blockDim.x + threadIdx.x;
	// CHECK: o2c_reduce<O2C_RED_ADD>(o2c_ref_sum, sum);
#pragma omp target teams distribute map(to: a[0:n]) reduction(+: sum)
	for (int i = 0; i < n; i++)
		sum += a[i];

	// a type narrower than int: combined as unsigned, stored with a compare-and-swap
	// CHECK: o2c_teams_distribute_clauses_[[#@LINE+4]](int n, char *o2c_ref_all,
	// CHECK: char all = o2c_identity<O2C_RED_LAND, char>();
	// CHECK: o2c_reduce<O2C_RED_LAND>(o2c_ref_all, all);
	// HOST: #pragma omp parallel for reduction(&&: all)
#pragma omp target teams distribute map(to: flags[0:n]) reduction(&&: all)
	for (int i = 0; i < n; i++)
		all = all && flags[i];

	// target teams + distribute: the teams construct's reduction, the distribute's lastprivate,
	// which maps nothing (OpenMP 5.2 5.8.9): 'lost' is firstprivate on the target construct
	// CHECK: o2c_teams_distribute_clauses_[[#@LINE+14]](int n, int *o2c_ref_last, const int *__restrict__ a, int lost, int *o2c_ref_top, double *o2c_arr_pair, O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NEXT: int last = *o2c_ref_last;
	// CHECK-NEXT: int top = o2c_identity<O2C_RED_MAX, int>();
	// CHECK-NEXT: double pair[2]; /* lastprivate: a copy per thread */
	// CHECK: int o2c_last = 0; /* this thread ran the last iteration */
	// CHECK: o2c_last = (unsigned long long)o2c_iv + 1 == o2c_trip;
	// CHECK: if (o2c_last) /* ran the last iteration: lastprivate */
	// CHECK-NEXT: *o2c_ref_last = last;
	// CHECK-NEXT: (void)&lost; /* lastprivate into a firstprivate copy: lost */
	// CHECK-NEXT: o2c_reduce<O2C_RED_MAX>(o2c_ref_top, top);
	// CHECK-NEXT: if (o2c_last) /* ran the last iteration: lastprivate */
	// CHECK-NEXT: memcpy(o2c_arr_pair, pair, sizeof pair);
	// HOST: o2c_teams_distribute_clauses_[[#@LINE+1]]_host(int n, int *o2c_ref_last, const int *a, int lost, int *o2c_ref_top, double *o2c_arr_pair)
#pragma omp target teams map(to: a[0:n]) map(tofrom: last) reduction(max: top)
#pragma omp distribute lastprivate(last, pair, lost)
	for (int i = 0; i < n; i++) {
		last = a[i];
		lost = i;
		top = a[i] > top ? a[i] : top;
		pair[0] = i;
		pair[1] = a[i] * 2.0;
	}
	// HOST: double pair[2];
	// HOST-NEXT: __builtin_memcpy(pair, o2c_arr_pair, sizeof pair);
	// HOST: #pragma omp parallel for reduction(max: top) lastprivate(last) lastprivate(pair) lastprivate(lost)
	// HOST: *o2c_ref_last = last;
	// HOST-NEXT: (void)lost; /* lastprivate into a firstprivate copy: lost */
	// HOST: __builtin_memcpy(o2c_arr_pair, pair, sizeof pair);

	// a mapped scalar the region writes: the teams' initial threads share its device copy
	// CHECK: o2c_teams_distribute_clauses_[[#@LINE+6]](int n, const int *__restrict__ a, int *o2c_ref_who, O2cDone o2c_done)
	// CHECK: int &who = *o2c_ref_who; /* the device copy */
	// HOST: #pragma omp teams distribute num_teams(o2c_teams)
	// EXPLAIN: teams_distribute_clauses.c:[[#@LINE+3]]:1: #pragma omp target teams distribute
	// EXPLAIN: threads: 1 (one per team: 'who', whose device copy the teams share, is written at [[#@LINE+5]]:4)
	// EXPLAIN: who: mapped scalar, by reference
#pragma omp target teams distribute map(tofrom: who) map(to: a[0:n])
	for (int i = 0; i < n; i++)
		if (a[i] == 7)
			who = i;

	// read alone, or updated atomically: the blocks keep their threads
	// EXPLAIN: teams_distribute_clauses.c:[[#@LINE+2]]:1: #pragma omp target teams distribute
	// EXPLAIN: threads: default: 256
#pragma omp target teams distribute map(tofrom: who) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		out[i] = who;
#pragma omp atomic
		who += 1;
	}
}
