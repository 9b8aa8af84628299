// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// One list item in several map clauses of a construct is one map of
// their union: map(alloc: x) map(to: x) copies x to the device.

// CHECK: {(void *)&(scalar), sizeof(scalar), O2C_MAP_TO, "scalar"},
// CHECK-NEXT: {(void *)(a), sizeof(a), O2C_MAP_TOFROM, "a"},
// CHECK-NEXT: {(void *)&(flag), sizeof(flag), O2C_MAP_TOFROM, "flag"},
// CHECK-NEXT: };

int
main(void)
{
	int scalar = 80, a[16] = {0}, flag = 0;

#pragma omp target map(alloc: scalar, a) map(to: scalar, a) map(from: a) map(tofrom: flag)
	flag = scalar + a[2];
	return flag != 80;
}
