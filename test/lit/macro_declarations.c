// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// Declarations a macro writes: the front end records them where the macro
// is expanded, and the kernels declare their parameters from the types
// (PolyBench's POLYBENCH_2D_1D(A, ...) is `*A`, POLYBENCH_2D(...) is
// `A[NI][NJ]`); a file-scope typedef a macro writes is copied as its
// invocation, with the macro; a statement ending in a macro's argument
// is copied whole.
#define NI 8
#define NJ 6
#define POLYBENCH_2D_1D(var, dim1, dim2, ddim1, ddim2) *var
#define POLYBENCH_2D(var, dim1, dim2, ddim1, ddim2) var[dim1][dim2]
#define DECL(t, n) t n
#define TYPEDEF(t, n) typedef t n;
#define SCALE(v) v
#define NEG(x) -x
#define PARAMS (int n, real *x)

// CHECK: #define TYPEDEF(t, n) typedef t n;
// CHECK: TYPEDEF(double, real)
TYPEDEF(double, real)

#pragma omp declare target
// CHECK: __device__ double factor = SCALE(2.5);
DECL(double, factor) = SCALE(2.5);
#pragma omp end declare target

// CHECK-LABEL: __global__ void
// CHECK-NEXT: o2c_macro_declarations_{{[0-9]+}}(int ni, int nj, double *__restrict__ B, double alpha, const double *__restrict__ A,
// HOST: {.value = (void *)&A, .type = O2C_ARG_PTR, .map = 0, .name = "A",
void k1(int ni, int nj, double alpha, double POLYBENCH_2D_1D(A, NI, NJ, ni, nj),
        double POLYBENCH_2D_1D(B, NI, NJ, ni, nj))
{
#pragma omp target teams distribute parallel for map(to: A[:NI*NJ]) map(tofrom: B[:NI*NJ])
	for (int i = 0; i < ni; i++)
		for (int j = 0; j < nj; j++)
			B[i * nj + j] += alpha * A[i * nj + j];
}

// CHECK-LABEL: o2c_macro_declarations_{{[0-9]+}}(int ni, double (*__restrict__ C)[6],
void k2(int ni, int nj, double POLYBENCH_2D(C, NI, NJ, ni, nj))
{
#pragma omp target teams distribute parallel for map(tofrom: C[0:NI])
	for (int i = 0; i < ni; i++)
		C[i][0] = 2 * C[i][1];
}

// CHECK-LABEL: o2c_macro_declarations_{{[0-9]+}}(int n, real *__restrict__ x, real a,
// CHECK: x[i] = NEG(x[i]) * a * factor;
void k3 PARAMS
{
	DECL(real, a) = 2.0;
#pragma omp target teams distribute parallel for map(tofrom: x[:n])
	for (DECL(int, i) = 0; i < n; i++)
		x[i] = NEG(x[i]) * a * factor;
}
