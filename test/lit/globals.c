// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --dump-after=frontend %s | FileCheck %s --check-prefix=IR
// Declare target variables are __device__ variables of the .cu file that
// kernels and device functions name; the host file registers them with
// their module.  Other file-scope variables are captured like locals.

#define K 4

#pragma omp declare target
static double coef[K] = {1.0, 2.0, 3.0, 4.0};
int hits;
static const int shift = 2;
#pragma omp end declare target
float table[64];
#pragma omp declare target to(table)
double plain[64];
int scale = 3;

static double
weight(int i)
{
	hits++;
	return coef[(i + shift) % K];
}

void f(int n, double *out)
{
#pragma omp target teams distribute parallel for map(from: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = weight(i) * table[i % 64] + plain[i % 64] * scale;
#pragma omp target update from(table, hits)
}
// CHECK: __device__ double coef[4] = {1.0, 2.0, 3.0, 4.0};
// CHECK: __device__ int hits;
// CHECK: __device__ const int shift = 2;
// CHECK: __device__ float table[64];
// CHECK: __device__ static double
// CHECK-NEXT: weight(int i)
// CHECK: o2c_globals_29(int n, double *__restrict__ out, const double *__restrict__ plain, int scale, O2cDone o2c_done)
// HOST: .type = O2C_MAP_FROM, .name = "table"
// HOST-NEXT: .type = O2C_MAP_FROM, .name = "hits"
// HOST: static O2cGlobal o2c_globals[] = {
// HOST-NEXT: {.host = (void *)&hits, .bytes = sizeof(hits), .name = "hits"},
// HOST-NEXT: {.host = (void *)&coef, .bytes = sizeof(coef), .name = "coef"},
// HOST-NEXT: {.host = (void *)&table, .bytes = sizeof(table), .name = "table"},
// HOST-NEXT: };
// HOST: o2c_register_globals(&o2c_module, o2c_globals, 3);
// HOST-NEXT: o2c_register_module(&o2c_module);
// IR: declare target variable at 11:1
// IR: capture array double *plain (file scope or static)
// IR-NEXT: capture scalar int scale (file scope or static)
