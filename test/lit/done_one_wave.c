// A kernel counts its blocks at its end (omp2cuda_done.h) only where its
// grid fits the device at once (runtime/geometry.c, one wave): two
// constructs that alternate each end a run of one launch, so each is
// asked to count, but a num_teams clause of a team per 32 elements keeps
// its 312,500 blocks, many waves, whose end the stream writes instead.
// That is OMP2CUDA_LAUNCH=exact's rule, which marks every run's end; by
// default a run's end is marked at most once every 32 launches, so the
// six launches here mark none.
// With a driver that does nothing (tools/bench/nullcuda.c, 132
// multiprocessors of 2,048 threads); kernels do not run here: only the
// launches are checked.
// RUN: %omp2cuda -O2 %s -o %t
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 OMP2CUDA_LAUNCH=exact timeout 20 %t 2>&1 | FileCheck %s
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 timeout 20 %t 2>&1 | FileCheck %s --check-prefix=WINDOW
// WINDOW: kernel o2c_done_one_wave_{{[0-9]+}}{{(_narrow)?}} on null H100: 1056 blocks x 256 threads
// WINDOW-NOT: its blocks count its end
// WINDOW: exit

// The first launch of each: its construct has no run before it.
// CHECK: kernel o2c_done_one_wave_{{[0-9]+}}{{(_narrow)?}} on null H100: 1056 blocks x 256 threads (blocks: default, threads: default){{$}}
// CHECK: kernel o2c_done_one_wave_{{[0-9]+}}{{(_alias)?}} on null H100: 312500 blocks x 32 threads (blocks: num_teams clause, threads: thread_limit clause){{$}}
// Then the grid of one wave counts its end, the grid of many waves does not.
// CHECK: kernel o2c_done_one_wave_{{[0-9]+}}{{(_narrow)?}} on null H100: 1056 blocks x 256 threads (blocks: default, threads: default); its blocks count its end{{$}}
// CHECK: kernel o2c_done_one_wave_{{[0-9]+}}{{(_alias)?}} on null H100: 312500 blocks x 32 threads (blocks: num_teams clause, threads: thread_limit clause){{$}}
// CHECK: kernel o2c_done_one_wave_{{[0-9]+}}{{(_narrow)?}} on null H100: 1056 blocks x 256 threads (blocks: default, threads: default); its blocks count its end{{$}}
// CHECK: kernel o2c_done_one_wave_{{[0-9]+}}{{(_alias)?}} on null H100: 312500 blocks x 32 threads (blocks: num_teams clause, threads: thread_limit clause){{$}}
// CHECK: exit
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

int
main(void)
{
	int n = 10000000;
	float *a = calloc((size_t)n, sizeof *a);

	if (!a)
		return 1;
#pragma omp target data map(tofrom: a[0:n])
	for (int r = 0; r < 3; r++) {
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			a[i] += 1.0f;
#pragma omp target teams num_teams(n / 32) thread_limit(32)
		{
#pragma omp parallel
			{
				int i = omp_get_team_num() * 32 + omp_get_thread_num();
				if (i < n)
					a[i] *= 2.0f;
			}
		}
	}
	printf("exit\n");
	free(a);
	return 0;
}
