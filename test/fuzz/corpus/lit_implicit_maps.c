// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s
// OpenMP 5.2 5.8.9 implicit data-mapping: a fixed-size array is mapped
// tofrom, a pointer is looked up in the present table, a scalar is passed
// by value; a section not starting at 0 keeps its pointer attached.

void f(int n, double *p, double *q)
{
	double grid[16][4];
	int k = 3;
#pragma omp target teams distribute parallel for map(tofrom: q[2:n])
	for (int i = 0; i < 16; i++)
		grid[i][k] = p[i] + q[i + 2];
}
// CHECK: plan implicit_maps_10
// CHECK-NEXT: map 0 tofrom 'q[2:n]' at (void *)&(q)[2], (size_t)(n) * sizeof((q)[0]) bytes
// CHECK-NEXT: map 1 tofrom implicit 'grid' at (void *)(grid), sizeof(grid) bytes
// CHECK-NEXT: kernel o2c_implicit_maps_10
// CHECK-NEXT: param double (*grid)[4] -> map 1
// CHECK-NEXT: param int k
// CHECK-NEXT: param double *p -> present table
// CHECK-NEXT: param double *q -> map 0
// CHECK-NEXT: trip (16 > 0 ? (unsigned long long)(int)(16) : 0)
// CHECK-NEXT: teams default
// CHECK-NEXT: threads default
