// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A loop construct in the body of a loop a kernel's threads share (teams
// loop, a combined parallel loop), or in a target region's own code: it
// binds to the thread that meets it, which runs every iteration, with the
// construct's reduction, private and collapse clauses (the way OpenACC's
// gang and vector loops are often written in OpenMP).

#include <stdio.h>

#define N 64
#define M 48

int
main(void)
{
	static float m[N][M];
	static double rows[N];
	double total = 0;
	int ok = 1;

	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			m[i][j] = (float)(i + j);

#pragma omp target teams loop map(tofrom: m) map(from: rows) reduction(+: total)
	for (int i = 0; i < N; ++i) {
		double t = 0;
		float scale = 0;
#pragma omp loop reduction(+: t) private(scale)
		for (int j = 0; j < M; ++j) {
			scale = 2;
			m[i][j] *= scale;
			t += m[i][j];
		}
		rows[i] = t;
		total += t;
	}
#pragma omp target teams distribute parallel for map(tofrom: m)
	for (int i = 0; i < N; ++i) {
#pragma omp loop bind(thread) collapse(2)
		for (int k = 0; k < 2; ++k)
			for (int j = 0; j < M; ++j)
				m[i][j] += 0.25f;
	}

	double first = 0;
#pragma omp target map(tofrom: m, first)
	{
#pragma omp loop reduction(+: first)
		for (int j = 0; j < M; ++j) {
			m[0][j] -= 0.5f;
			first += m[0][j];
		}
	}

	double want = 0, want_first = 0;
	for (int j = 0; j < M; j++)
		want_first += 2.0f * j;
	ok &= first == want_first;
	for (int i = 0; i < N; i++) {
		double r = 0;
		for (int j = 0; j < M; j++) {
			r += 2.0 * (i + j);
			ok &= m[i][j] == 2.0f * (i + j) + (i ? 0.5f : 0.0f);
		}
		ok &= rows[i] == r;
		want += r;
	}
	ok &= total == want;
	printf("%g %g\n", total, want);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
