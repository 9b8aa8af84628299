// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// taskgroup task_reduction (OpenMP 5.2 5.5.9) with tasks that join it
// through in_reduction, in code that runs on the device: a target
// region's, where each thread of a team runs a taskgroup of its own on a
// variable they share, and functions the region calls, with a local of
// the function as the reduction and a task's firstprivate copies.

#include <stdio.h>

#define N 300

typedef struct item {
	struct item *next;
	int val;
} item;

#pragma omp declare target
/* the sum and the largest value of a list, and how many values were odd */
static long
walk(const item *p, int *most, int *odd)
{
	long sum = 0;
	int big = -1, count = 0;
#pragma omp taskgroup task_reduction(+: sum, count) task_reduction(max: big)
	{
		for (const item *at = p; at; at = at->next) {
#pragma omp task in_reduction(+: sum, count) in_reduction(max: big)
			{
				sum += at->val;
				big = at->val > big ? at->val : big;
				if (at->val % 2)
					count++;
				at = NULL; /* the task's own copy */
			}
		}
	}
	*most = big;
	*odd = count;
	return sum;
}

/* nested tasks, a product and a task's own copy of a local */
static double
product(int n)
{
	double prod = 1;
	int k = 3;
#pragma omp taskgroup task_reduction(*: prod)
	for (int i = 1; i <= n; i++) {
#pragma omp task in_reduction(*: prod)
		{
#pragma omp task in_reduction(*: prod) firstprivate(k)
			{
				prod *= 2;
				k = 0;
			}
			prod *= 0.5 * (k == 3 ? 1 : 0) + 0.5;
		}
	}
	return prod * k;
}
#pragma omp end declare target

int
main(void)
{
	static item items[N];
	int y[N], most = 0, odd = 0, fails = 0, threads = 0;
	long sum = 0, team_sum = 7, want_sum = 0;
	double prod = 0;

	for (int i = 0; i < N; i++) {
		y[i] = (i * 37) % 101;
		items[i].val = y[i];
		items[i].next = i + 1 < N ? &items[i + 1] : NULL;
		want_sum += y[i];
	}
#pragma omp target map(to: items) map(tofrom: sum, most, odd, prod)
	{
		for (int i = 0; i + 1 < N; i++)
			items[i].next = &items[i + 1]; /* the device's addresses */
		sum = walk(items, &most, &odd);
		prod = product(5);
	}
	/* every thread of the team runs the taskgroup: their copies combine
	 * into the one variable they share */
#pragma omp target parallel num_threads(4) map(tofrom: team_sum, threads) map(to: y)
	{
#pragma omp atomic
		threads++;
#pragma omp taskgroup task_reduction(+: team_sum)
		for (int i = 0; i < N; i++) {
#pragma omp task in_reduction(+: team_sum)
			team_sum += y[i];
		}
	}
	int want_most = 0, want_odd = 0;
	for (int i = 0; i < N; i++) {
		want_most = y[i] > want_most ? y[i] : want_most;
		want_odd += y[i] % 2;
	}
	if (sum != want_sum || most != want_most || odd != want_odd) {
		printf("FAIL: walk %ld %d %d, want %ld %d %d\n", sum, most, odd, want_sum, want_most,
		       want_odd);
		fails++;
	}
	if (prod != 96.0) {
		printf("FAIL: product %g, want 96\n", prod);
		fails++;
	}
	if (team_sum != 7 + threads * want_sum) {
		printf("FAIL: team_sum %ld, want %ld\n", team_sum, 7 + threads * want_sum);
		fails++;
	}
	if (fails)
		return 1;
	printf("PASS\n");
	return 0;
}
