// RUN: printf 'tune_nested.c:19 narrow-loops=off team-lanes=off\n' > %t.tune
// RUN: %omp2cuda --explain %s -ftune-file=%t.tune | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - -ftune-file=%t.tune | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA-DEFAULT
// A tune line names a kernel region (lowering/tune.c); the regions nested in
// it are part of its kernel and take its switches too: here the team's
// parallel loop keeps 64-bit iteration numbers and lane 0 runs the team's
// code.  (The tune line names this file's line 19: keep the loop there.)

#define ORDER 64

void
search(const int *keys, int *out, int n)
{
	// CHECK: tuned: team-lanes=off narrow-loops=off (from the tune file {{.*}}.tune line 1)
	// CHECK: team lanes: team-lanes=off in {{.*}}.tune line 1: lane 0 runs the team's code
	// CHECK: tune_nested.c:[[@LINE+5]]:1: #pragma omp parallel for
	// CHECK: 32-bit iteration numbers: 64-bit only: narrow-loops=off in {{.*}}.tune line 1
#pragma omp target teams distribute map(to: keys[0:n * ORDER]) map(from: out[0:n])
	for (int q = 0; q < n; q++) {
		int best = -1;
#pragma omp parallel for
		for (int s = 0; s < ORDER; s++)
			if (keys[q * ORDER + s] == q)
				best = s;
		out[q] = best;
	}
}
// CUDA: for (unsigned long long o2c_pv = (unsigned long long)o2c_lane;
// CUDA-DEFAULT: for (unsigned o2c_pv = o2c_lane;
