// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// task, taskloop, taskgroup and taskwait inside target regions (OpenMP 5.2 12.5, 12.6), which
// the GPU runs in place, in creation order.  What each task may change decides the answers:
// variables shared in the enclosing context (mapped ones, those a parallel region shares) take
// the tasks' writes; a local of the target region or of a parallel region is firstprivate in a
// task that names it without a clause, so the task's writes stay in the task; private and
// firstprivate clauses; a taskloop's iteration variable declared outside the loop is private.

#include <stdio.h>

#define N 256
#define THREADS 64

static int failed;

static void
check(const char *what, long got, long want)
{
	if (got != want) {
		printf("FAIL %s: %ld, want %ld\n", what, got, want);
		failed = 1;
	}
}

/* tasks of one thread, dependent through depend clauses */
static void
chain(void)
{
	int out[4] = {0, 0, 0, 0};
	int v[N];

	for (int i = 0; i < N; i++)
		v[i] = i;
#pragma omp target map(tofrom: out, v)
	{
		int local = 10, kept = 0;
#pragma omp task depend(out: v)
		for (int i = 0; i < N; i++)
			v[i] *= 2;
#pragma omp task depend(in: v) depend(out: out)
		{
			local += 5; /* firstprivate: a local of the target region */
			out[0] = local;
		}
#pragma omp task firstprivate(kept) shared(out)
		{
			kept = 7;
			out[1] = kept;
		}
#pragma omp taskwait
		out[2] = local; /* still 10 */
		out[3] = kept;  /* still 0 */
	}
	check("v[N-1]", v[N - 1], 2 * (N - 1));
	check("out[0]", out[0], 15);
	check("out[1]", out[1], 7);
	check("out[2]", out[2], 10);
	check("out[3]", out[3], 0);
}

/* a parallel region's single creates the tasks: what the region shares the tasks share; its
 * locals are each task's own */
static void
in_parallel(void)
{
	int sum = 0, last = -1, seen = 0;
	int x[N];

	for (int i = 0; i < N; i++)
		x[i] = 1;
#pragma omp target map(tofrom: sum, last, seen, x)
#pragma omp parallel num_threads(THREADS)
	{
		int mine = 3;
#pragma omp single
		{
			int i;
#pragma omp taskloop
			for (i = 0; i < N; i++)
				x[i] += i;
			last = i; /* the taskloop's i is private: this one is unset by it */
#pragma omp taskgroup
			{
#pragma omp task
				sum += 100; /* shared: declared outside the parallel region */
#pragma omp task
				mine = 50; /* firstprivate: a local of the parallel region */
			}
			seen = mine;
		}
	}
	(void)last;
	for (int i = 0; i < N; i++)
		check("x[i]", x[i], 1 + i);
	check("sum", sum, 100);
	check("seen", seen, 3);
}

/* taskloop with collapse and a private clause; a task nested in a task */
static void
nested(void)
{
	int grid[8][8], out = 0;

#pragma omp target map(from: grid) map(tofrom: out)
	{
		int t = 1;
#pragma omp taskloop collapse(2) private(t) grainsize(4)
		for (int i = 0; i < 8; i++)
			for (int j = 0; j < 8; j++) {
				t = i * 8 + j;
				grid[i][j] = t;
			}
#pragma omp task
		{
			int inner = 2;
#pragma omp task
			inner = 9; /* the inner task's own copy */
			out = t * 100 + inner; /* out is mapped: shared */
		}
	}
	for (int i = 0; i < 8; i++)
		for (int j = 0; j < 8; j++)
			check("grid", grid[i][j], i * 8 + j);
	check("out", out, 102);
}

int
main(void)
{
	chain();
	in_parallel();
	nested();
	if (!failed)
		printf("PASS\n");
	return failed;
}
