// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-host -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// A strided section of target update moves one element at a time; other
// items of the construct go in one call.  Strides elsewhere are errors.

// CHECK: {{^}}{ /* {{.*}}#pragma omp target update to(a[1:n / 2:2], b) */
// CHECK-NEXT: O2cMap o2c_data_strided_update_{{[0-9]+}}[] = {
// CHECK-NEXT: {.host = (void *)&(b), .bytes = sizeof(b), .type = O2C_MAP_TO, .name = "b"},
// CHECK-NEXT: };
// CHECK-NEXT: o2c_update(
// CHECK-NEXT: for (long long o2c_k = 0; o2c_k < (long long)(n / 2); o2c_k++) { /* a[1:n / 2:2] */
// CHECK-NEXT: O2cMap o2c_one = {.host = (char *)(void *)&(a)[1] + o2c_k * (long long)(2) * sizeof((a)[0]), .bytes = sizeof((a)[0]), .type = O2C_MAP_TO, .name = "a[1:n / 2:2]"};
// CHECK-NEXT: o2c_update({{.*}}, &o2c_one, 1);

void
f(int n, double *a)
{
	int b = 0;
#pragma omp target data map(tofrom: a[0:n], b)
	{
#pragma omp target update to(a[1:n / 2:2], b)
#ifdef BAD
		// BAD: strided_update.c:[[@LINE+1]]:{{[0-9]+}}: error: strided section 'a[0:n / 2:2]' on a target update with nowait or depend is not supported yet
#pragma omp target update from(a[0:n / 2:2]) nowait
#endif
	}
}
