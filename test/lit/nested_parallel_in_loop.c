// A parallel region nested in the loop of a combined construct that is
// already parallel (OpenMP allows it: nested parallelism) is an error
// that names both constructs, not a generic one.
// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
void softmax(const float *in, float *out, int rows, int cols)
{
#pragma omp target teams distribute parallel for map(to: in[0:rows * cols]) map(from: out[0:rows])
	for (int r = 0; r < rows; r++) {
		float m = in[r * cols];
		// CHECK: :[[@LINE+1]]:1: error: '#pragma omp parallel for' nested in '#pragma omp target teams distribute parallel for' is not supported yet: a parallel region is, directly in a '#pragma omp target teams' region and in the parallel regions nested in one
#pragma omp parallel for reduction(max: m)
		for (int i = 0; i < cols; i++)
			m = in[r * cols + i] > m ? in[r * cols + i] : m;
		out[r] = m;
	}
}
