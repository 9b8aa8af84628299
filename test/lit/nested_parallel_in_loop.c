// A parallel region nested in the loop of a combined construct that is already parallel runs
// with a team of one thread (OpenMP 5.2 12.1): each thread of the loop runs the nested loop whole.
// The directive becomes a comment; a reduction's private copy starts at the identity and is
// combined into the original at the end; a private copy is declared around the statement.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// (The CHECK lines stand outside the region, whose copy in the kernel would hold them.)
// CHECK: /* #pragma omp parallel for: nested in a parallel region: a team of one thread */
// CHECK-NEXT: { float o2c_rd_m = m; { float t; float m = o2c_identity<O2C_RED_MAX, decltype(o2c_rd_m)>(); for (int i = 0; i < cols; i++) {
// CHECK-NEXT: t = {{.*}};
// CHECK-NEXT: m = t > m ? t : m; } o2c_rd_m = o2c_combine<O2C_RED_MAX>(o2c_rd_m, m); } m = o2c_rd_m; }
// CHECK-NEXT: out[r] = m;
void softmax(const float *in, float *out, int rows, int cols)
{
#pragma omp target teams distribute parallel for map(to: in[0:rows * cols]) map(from: out[0:rows])
	for (int r = 0; r < rows; r++) {
		float m = in[r * cols], t;
#pragma omp parallel for reduction(max: m) private(t)
		for (int i = 0; i < cols; i++) {
			t = in[r * cols + i];
			m = t > m ? t : m; }
		out[r] = m;
	}
}

#ifdef BAD
void sums(const float *in, float *out, int rows)
{
	float s[2];
#pragma omp target teams distribute parallel for map(to: in[0:rows]) map(from: out[0:rows])
	for (int r = 0; r < rows; r++) {
		// BAD: :[[@LINE+1]]:1: error: reduction of 's' on '#pragma omp parallel for' run by a team of one thread in device code is not supported yet: a scalar variable of arithmetic type is
#pragma omp parallel for reduction(+: s)
		for (int i = 0; i < 2; i++)
			s[i] = in[r];
		out[r] = s[0];
	}
}
#endif
