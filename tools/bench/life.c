/* life: a one-kernel program, for process lifetime against life_cuda.cu.
 *
 * Maps 1 Mi floats to and from the device around one kernel and checks
 * them.  Its whole process wall-clock, start-up to exit, measured from
 * outside (tools/bench/lifetime.py), against the hand-written twin's, is
 * what omp2cuda's initialization and teardown cost a short program.
 */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n = 1 << 20, bad = 0;
	float *a = malloc(n * sizeof *a);

	if (!a)
		return 2;
	for (int i = 0; i < n; i++)
		a[i] = (float)i;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = 2 * a[i] + 1;
	for (int i = 0; i < n; i++)
		bad += a[i] != 2 * (float)i + 1;
	printf("RESULT app=life compiler=omp2cuda verify=%s\n", bad ? "FAIL" : "PASS");
	free(a);
	return bad != 0;
}
