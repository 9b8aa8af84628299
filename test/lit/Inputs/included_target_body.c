/* A .c file with a target region that diag_included.c includes. */
static void
twice(int *x)
{
	// CHECK: included_target_body.c:[[@LINE+1]]:2: error: '#pragma omp target data' in an included file is not supported yet: omp2cuda translates the target regions of the main file only
	#pragma omp target data map(tofrom: x[0:1])
	{
		x[0] *= 2;
	}
}
