/* Heats one border of a plate and checks the GPU's result against the
 * serial reference. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "stencil.h"

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 256, steps = argc > 2 ? atoi(argv[2]) : 100;
	double *u = calloc((size_t)n * n, sizeof *u), *ref = calloc((size_t)n * n, sizeof *ref);
	double err = 0, sum = 0;

	for (int j = 0; j < n; j++)
		u[j] = ref[j] = 100.0;
	stencil_run(n, steps, u);
	stencil_run_serial(n, steps, ref);
	for (int k = 0; k < n * n; k++) {
		err = fmax(err, fabs(u[k] - ref[k]));
		sum += u[k];
	}
	printf("heat: %dx%d, %d steps, alpha %g, sum %.6f, max error %g -> %s\n", n, n, steps,
	       STENCIL_ALPHA, sum, err, err < 1e-9 ? "OK" : "WRONG");
	free(u);
	free(ref);
	return err < 1e-9 ? 0 : 1;
}
