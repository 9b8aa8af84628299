// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Team-level arrays and scalars of a plain struct type, declared without
// an initializer in a target teams region and shared by the threads of its
// parallel region: in C++ the declaration has an implicit construction
// that does nothing, so they are declared once per team as in C, each
// thread writes its element, and after the barrier reads another's.
#include <cstdio>
#include <omp.h>

struct Pixel {
	float r, g;
};

int main()
{
	const int teams = 8, threads = 64;
	Pixel in[teams * threads];
	float out[teams * threads];
	for (int i = 0; i < teams * threads; i++) {
		in[i].r = (float)i;
		in[i].g = (float)(2 * i);
	}
#pragma omp target teams num_teams(teams) thread_limit(threads) map(to: in) map(from: out)
	{
		Pixel tile[threads];
		Pixel first;
		first.r = -1.0f;
#pragma omp parallel num_threads(threads)
		{
			int l = omp_get_thread_num(), t = omp_get_team_num();
			tile[l] = in[t * threads + l];
#pragma omp barrier
			out[t * threads + l] = tile[threads - 1 - l].r + tile[l].g + first.r;
		}
	}
	int bad = 0;
	for (int t = 0; t < teams; t++)
		for (int l = 0; l < threads; l++) {
			float want = (float)(t * threads + threads - 1 - l) + (float)(2 * (t * threads + l)) - 1.0f;
			if (out[t * threads + l] != want)
				bad++;
		}
	printf(bad ? "FAIL %d\n" : "PASS\n", bad);
	return bad != 0;
}
