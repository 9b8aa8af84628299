// A region in a function template: one kernel set per instantiation the
// program uses, each in a namespace where the template's parameters are
// the instantiation's arguments, with the instantiation's types in its
// parameters; the host template selects each instantiation's launch; a
// template the program never instantiates has no kernel.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --explain %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// CHECK-LABEL: /* instantiation axpy<float> */
// CHECK-NEXT: namespace o2c_i1 {
// CHECK-NEXT: using T = float;
// CHECK: o2c_cxx_template_[[AXPY:[0-9]+]]_float(int n, float s, const float *__restrict__ x, float *__restrict__ y, O2cDone o2c_done)
// CHECK: T t = s * x[i];
// CHECK: } /* namespace o2c_i1: axpy<float> */
// CHECK-LABEL: /* instantiation axpy<double> */
// CHECK-NEXT: namespace o2c_i2 {
// CHECK-NEXT: using T = double;
// CHECK: o2c_cxx_template_[[AXPY]]_double(int n, double s, const double *__restrict__ x, double *__restrict__ y, O2cDone o2c_done)
// CHECK-LABEL: /* instantiation blocks<256> */
// CHECK-NEXT: namespace o2c_i3 {
// CHECK-NEXT: constexpr int BLOCK = 256;
// CHECK: o2c_cxx_template_{{[0-9]+}}_256(int n, int *__restrict__ a, O2cDone o2c_done)
// CHECK: a[i] = i % BLOCK;
// CHECK-NOT: never_used
// HOST: if constexpr (__is_same(T, float)) /* axpy<float> */
// HOST: o2c_target(o2c_i1::o2c_region_cxx_template_[[AXPY:[0-9]+]]_float(),
// HOST: else if constexpr (__is_same(T, double)) /* axpy<double> */
// HOST: .type = O2C_ARG_F64, {{.*}} .name = "s"
// HOST: o2c_target(o2c_i2::o2c_region_cxx_template_[[AXPY]]_double(),
// HOST: else
// HOST-NEXT: static_assert(
// HOST: if constexpr ((BLOCK) == 256) /* blocks<256> */
// EXPLAIN: kernel o2c_cxx_template_[[AXPY:[0-9]+]]_float: instantiation axpy<float> (namespace o2c_i1)
// EXPLAIN: kernel o2c_cxx_template_[[AXPY]]_double: instantiation axpy<double> (namespace o2c_i2)
// EXPLAIN: x: read-only
// EXPLAIN: kernel o2c_cxx_template_{{[0-9]+}}_256: instantiation blocks<256> (namespace o2c_i3)

template <typename T>
void never_used(T *a, int n)
{
#pragma omp target teams distribute parallel for map(from: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = 0;
}

template <typename T>
void axpy(T *y, const T *x, T s, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: y[0:n]) map(to: x[0:n])
	for (int i = 0; i < n; i++) {
		T t = s * x[i];
		y[i] += t;
	}
}

template <int BLOCK>
void blocks(int *a, int n)
{
#pragma omp target teams distribute parallel for map(from: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = i % BLOCK;
}

void use(float *yf, const float *xf, double *yd, const double *xd, int *a, int n)
{
	axpy(yf, xf, 2.0f, n);
	axpy<double>(yd, xd, 3.0, n);
	blocks<256>(a, n);
}
