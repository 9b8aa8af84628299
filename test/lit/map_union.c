// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// One list item in several map clauses of a construct is one map of
// their union: map(alloc: x) map(to: x) copies x to the device.

// CHECK: {.host = (void *)&(scalar), .bytes = sizeof(scalar), .type = O2C_MAP_TO, .name = "scalar"},
// CHECK-NEXT: {.host = (void *)(a), .bytes = sizeof(a), .type = O2C_MAP_TOFROM, .name = "a"},
// CHECK-NEXT: {.host = (void *)&(flag), .bytes = sizeof(flag), .type = O2C_MAP_TOFROM, .name = "flag"},
// CHECK-NEXT: };

int
main(void)
{
	int scalar = 80, a[16] = {0}, flag = 0;

#pragma omp target map(alloc: scalar, a) map(to: scalar, a) map(from: a) map(tofrom: flag)
	flag = scalar + a[2];
	return flag != 80;
}
