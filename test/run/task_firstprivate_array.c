// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Arrays a target region receives, firstprivate in tasks run in place
// in it (OpenMP 5.2 5.4.4): by a clause, by default(firstprivate), one
// and two dimensions.  Each task writes its own copy, made when the task
// is created; the mapped arrays keep their values.

#include <stdio.h>

#define N 100

int
main(void)
{
	int a[N], num = 1, seen[4] = {0};
	double m[3][4];
	long sizes[2] = {0, 0};

	for (int i = 0; i < N; i++)
		a[i] = i;
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 4; j++)
			m[i][j] = i * 4 + j;
#pragma omp target map(tofrom: a, num, m, seen, sizes)
	{
#pragma omp task default(firstprivate)
		{
			num += 1;
			for (int i = 0; i < N; i++)
				a[i] = -1;
		}
#pragma omp task firstprivate(a, m) shared(seen, sizes)
		{
			seen[0] = a[5]; /* the copy made when the task was created */
			m[2][3] = 0;
			for (int i = 0; i < N; i++)
				a[i] = 7;
			seen[1] = a[N - 1];
			sizes[0] = (long)sizeof a;
			sizes[1] = (long)sizeof m[1];
		}
		a[5] = 50; /* after the task was created: not its copy's */
#pragma omp task default(shared) firstprivate(a)
		a[6] = -6;
#pragma omp taskwait
#pragma omp task shared(seen)
		seen[2] = a[5] + (int)m[2][3];
	}
	int bad = num != 1 || seen[0] != 5 || seen[1] != 7 || seen[2] != 61 ||
	          sizes[0] != (long)sizeof a || sizes[1] != (long)sizeof m[1];
	for (int i = 0; i < N; i++)
		bad |= a[i] != (i == 5 ? 50 : i);
	if (bad) {
		printf("FAIL: num %d, seen %d %d %d, sizes %ld %ld, a[0] %d\n", num, seen[0], seen[1],
		       seen[2], sizes[0], sizes[1], a[0]);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
