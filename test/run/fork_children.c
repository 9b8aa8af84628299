// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// E2E-FAIL: child of fork\(\) after its parent started the GPU
// E2E-PASS[OMP_TARGET_OFFLOAD=DEFAULT]: child of fork\(\).*its constructs run on the host
// E2E-ENV: OMP2CUDA_INIT=lazy
// A program that forks before its first region: fork() does not hang on
// the GPU's start-up under way in the parent, and both processes compute
// their results.  A child cannot use the driver its parent initialized:
// with the start-up beside the program (the default), its region runs on
// the host (under MANDATORY it stops, saying why); OMP2CUDA_INIT=lazy
// lets it start the GPU itself.
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#define N 1000

static long
sum_squares(void)
{
	long s = 0;

#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
	for (int i = 0; i < N; i++)
		s += (long)i * i;
	return s;
}

int
main(void)
{
	long want = (long)(N - 1) * N * (2 * N - 1) / 6;
	int status = 0, ok;
	pid_t child = fork();

	if (child < 0)
		return 1;
	if (child == 0)
		return sum_squares() != want;
	ok = sum_squares() == want;
	waitpid(child, &status, 0);
	ok &= WIFEXITED(status) && WEXITSTATUS(status) == 0;
	// CHECK: PASS
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
