// RUN: printf 'tune_file.c:28 stage-rows=off narrow-loops=off block=128\ntune_file.c:47 narrow-loops=on\n' > %t.tune
// RUN: %omp2cuda --explain %s -ftune-file=%t.tune | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - -ftune-file=%t.tune | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - -ftune-file=%t.tune | grep -v '^//' | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA-DEFAULT
// RUN: %omp2cuda --emit-host %s -o - | grep -v '^//' | FileCheck %s --check-prefix=HOST-DEFAULT
// RUN: %omp2cuda -fno-narrow-loops --explain %s -ftune-file=%t.tune | FileCheck %s --check-prefix=GLOBAL-OFF
// RUN: %omp2cuda -fno-narrow-loops --emit-cuda %s -o - -ftune-file=%t.tune | FileCheck %s --check-prefix=CUDA-GLOBAL-OFF
// RUN: %omp2cuda -O2 %s -o %t -ftune-file=%t.tune && env OMP_TARGET_OFFLOAD=DISABLED %run %t | FileCheck %s --check-prefix=EXEC
// Tune files (-ftune-file=, tools/tune.c, lowering/tune.c): a line names a
// kernel region by its directive's file and line, as --explain and the
// ledger do, and the decisions forced on that region alone: the driver's
// switches as <switch>=on|off, whatever the command line says, and block=N
// threads per block, which a combined loop whose program cannot see its
// team size takes through O2cLaunch.block.  --explain names the tune line
// for every decision it forced.  (The tune lines above name this file's
// lines 28 and 47: keep the two loops there.)
#include <stdio.h>

#define N 1000
#define F 4

static float pts[N * F], out[N], sc[N];

static void
rows(int n, int nf)
{
#pragma omp target teams distribute parallel for map(to: pts[0:n * nf]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		float s = 0.0f;
		for (int f = 0; f < nf; f++)
			s += pts[(long)i * nf + f] * pts[(long)i * nf + f];
		out[i] = s;
	}
}

// CHECK-LABEL: tune_file.c:28:1: #pragma omp target teams distribute parallel for
// CHECK-NEXT: kernel o2c_tune_file_28: grid-stride loop
// CHECK-NEXT: tuned: stage-rows=off narrow-loops=off block=128 (from the tune file {{.*}}.tune line 1)
// CHECK: threads: 128: block=128 in {{.*}}.tune line 1
// CHECK-NEXT: small trip counts: blocks keep their size: block=128 in {{.*}}.tune line 1
// CHECK: rows: not staged: stage-rows=off in {{.*}}.tune line 1
// CHECK-NEXT: 32-bit iteration numbers: 64-bit only: narrow-loops=off in {{.*}}.tune line 1
static void
scale(int n)
{
#pragma omp target teams distribute parallel for map(tofrom: sc[0:n])
	for (int i = 0; i < n; i++)
		sc[i] = 2.0f * sc[i] + 1.0f;
}

// CHECK-LABEL: tune_file.c:47:1: #pragma omp target teams distribute parallel for
// CHECK-NEXT: kernel o2c_tune_file_47: grid-stride loop
// CHECK-NEXT: tuned: narrow-loops=on (from the tune file {{.*}}.tune line 2)
// CHECK: threads: default: 256
// CHECK-NEXT: small trip counts: blocks may shrink
// CHECK: 32-bit iteration numbers: o2c_tune_file_47_narrow, launched when

// The tuned region loses its staged rows, and does not get the narrow
// kernel that staged rows kept it from (narrow-loops=off); the other keeps
// its narrow kernel.
// CUDA: o2c_tune_file_28(int n, int nf, const float *__restrict__ pts, float *__restrict__ out, O2cDone o2c_done)
// CUDA-NOT: o2c_rows
// CUDA-NOT: o2c_tune_file_28_narrow
// CUDA: o2c_tune_file_47_narrow(
// CUDA-DEFAULT: o2c_tune_file_28(int n, int nf, const float *__restrict__ pts, float *__restrict__ out, O2cDone o2c_done, unsigned long long o2c_rows_bytes)
// CUDA-DEFAULT-NOT: o2c_tune_file_28_narrow
// CUDA-DEFAULT: o2c_tune_file_47_narrow(

// The block size goes to the launch, which no longer spreads; the other
// launch is as it was.  (The host file keeps these comments: left out.)
// HOST-LABEL: /* {{.*}}tune_file.c:28: #pragma omp target teams
// HOST: O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = 0 /* default */, .block = 128 /* block: the tune file's threads per block */, .grid_trial = 1 /* large trip: grids timed */};
// HOST-LABEL: /* {{.*}}tune_file.c:47: #pragma omp target teams
// HOST: O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = 0 /* default */, .spread = 1 /* small trip: may spread */, .grid_trial = 1 /* large trip: grids timed */};
// HOST-DEFAULT-LABEL: /* {{.*}}tune_file.c:28: #pragma omp target teams
// HOST-DEFAULT: O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = 0 /* default */, .spread = 1 /* small trip: may spread */,
// HOST-DEFAULT-NEXT: /* rows: bytes per thread */, .grid_trial = 1 /* large trip: grids timed */};
// HOST-DEFAULT-NOT: block: the tune

// With -fno-narrow-loops, the tune line turns the pass on for one region.
// GLOBAL-OFF: tune_file.c:28:1
// GLOBAL-OFF: 32-bit iteration numbers: 64-bit only: narrow-loops=off in {{.*}}.tune line 1
// GLOBAL-OFF: tune_file.c:47:1
// GLOBAL-OFF: 32-bit iteration numbers: o2c_tune_file_47_narrow
// CUDA-GLOBAL-OFF-NOT: o2c_tune_file_28_narrow
// CUDA-GLOBAL-OFF: o2c_tune_file_47_narrow(

int
main(void)
{
	for (int i = 0; i < N * F; i++)
		pts[i] = (float)(i % 7);
	for (int i = 0; i < N; i++)
		sc[i] = (float)i;
	rows(N, F);
	scale(N);
	int ok = 1;
	for (int i = 0; i < N; i++) {
		float s = 0.0f;
		for (int f = 0; f < F; f++)
			s += pts[i * F + f] * pts[i * F + f];
		ok &= out[i] == s && sc[i] == 2.0f * (float)i + 1.0f;
	}
	// EXEC: PASS
	puts(ok ? "PASS" : "FAIL");
	return !ok;
}
