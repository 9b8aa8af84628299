// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Structs with members that point to types the file never completes
// (`struct Database *db;`, a handle another file defines), mapped by
// value and passed to a device function: the .cu file declares those
// types (`struct Database;`), all a pointer needs, and the regions read
// the other members.
#include <stdio.h>

struct Database;
struct Queue;
typedef struct Queue Queue;

struct State {
	int n;
	double scale;
	struct Database *db;
	Queue *pending;
};

static double
weigh(struct State s, double v)
{
	return s.scale * v + (s.db == NULL) + (s.pending == NULL);
}

int
main(void)
{
	enum { N = 1000 };
	static double x[N];
	struct State s = {N, 0.5, NULL, NULL};
	double r = 0;
	for (int i = 0; i < N; i++)
		x[i] = i;
#pragma omp target teams distribute parallel for reduction(+: r) map(to: s, x[0:N])
	for (int i = 0; i < s.n; i++)
		r += weigh(s, x[i]);
	double want = 0;
	for (int i = 0; i < N; i++)
		want += 0.5 * i + 2;
	printf(r == want ? "PASS\n" : "FAIL %g %g\n", r, want);
	return r != want;
}
