// RUN: printf 'cxx_launch_designators.cpp:21 block=128\n' > %t.tune
// RUN: %omp2cuda --emit-host %s -o - -ftune-file=%t.tune | grep -v '^//' | FileCheck %s
// RUN: %omp2cuda -c %s -o %t.o -ftune-file=%t.tune
// RUN: %omp2cuda -c %s -o %t2.o
// A C++ host file names O2cLaunch's fields in their declaration order
// (runtime/include/omp2cuda_contract.h): g++ rejects designators out of
// order.  This region takes every optional field a combined loop can have
// at once: staged rows (each thread reads its own row of 'pts'), a tune
// file's block size and a grid trial (no num_teams, a trip count the host
// knows).  (The tune line names this file's line 21: keep the region there.)
#include <cstdio>

#define N 100000
#define F 4

static float pts[N * F], out[N];

void
norms(int n, int nf)
{
#pragma omp target teams distribute parallel for map(to: pts[0:n * nf]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		float s = 0.0f;
		for (int f = 0; f < nf; f++)
			s += pts[(long)i * nf + f] * pts[(long)i * nf + f];
		out[i] = s;
	}
}

// CHECK: O2cLaunch o2c_launch = {.trip = {{.*}}, .thread_limit = 0 /* default */,
// CHECK-NEXT: .row_bytes = {{.*}} /* rows: bytes per thread */, .block = 128 {{.*}}, .grid_trial = 1 /* large trip: grids timed */};
