// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s
// RUN: %omp2cuda --dump-after=frontend %s | FileCheck %s --check-prefix=FRONT
// defaultmap (OpenMP 5.2 5.8.7) changes the implicit data-mapping of each variable category:
// map-type behaviors become map items (marked implicit) that make scalars by-reference, firstprivate
// makes arrays firstprivate and keeps pointers' values (device addresses), default keeps OpenMP
// 5.2 5.8.9's rules, and variables with a clause keep it.

struct acc {
	int n;
	double sum;
};

void
f(int n, double *p, double *dev)
{
	int k = 2, m = 3;
	double grid[8], tab[4] = {0};
	struct acc a = {0, 0};

#pragma omp target defaultmap(tofrom: scalar) defaultmap(to: aggregate) map(from: m)
	{
		k = m = (int)grid[1] + (int)tab[0];
		a.n = k;
	}
// CHECK-LABEL: plan defaultmap_20
// CHECK-NEXT: map 0 from 'm'
// CHECK-NEXT: map 1 tofrom implicit 'k' at (void *)&(k), sizeof(k) bytes
// CHECK-NEXT: map 2 to implicit 'grid' at (void *)(grid), sizeof(grid) bytes
// CHECK-NEXT: map 3 to implicit 'tab' at (void *)(tab), sizeof(tab) bytes
// CHECK-NEXT: map 4 to implicit 'a' at (void *)&(a), sizeof(a) bytes
// CHECK-NEXT: kernel o2c_defaultmap_20
// CHECK-NEXT: param int k by reference -> map 1
// CHECK-NEXT: param int m by reference -> map 0
// CHECK-NEXT: param double *grid -> map 2
// CHECK-NEXT: param double *tab -> map 3
// CHECK-NEXT: param struct acc a by reference -> map 4

#pragma omp target teams distribute parallel for defaultmap(firstprivate: aggregate) \
	defaultmap(firstprivate: pointer) defaultmap(to: scalar) map(tofrom: p[0:n])
	for (int i = 0; i < n; i++)
		p[i] = tab[i % 4] + dev[i] + k;
// CHECK-LABEL: plan defaultmap_38
// CHECK-NEXT: map 0 tofrom 'p[0:n]'
// CHECK-NEXT: map 1 to implicit 'n'
// CHECK-NEXT: map 2 to implicit 'k'
// CHECK-NEXT: kernel o2c_defaultmap_38
// CHECK-NEXT: param int n by reference -> map 1
// CHECK-NEXT: param double *p -> map 0
// CHECK-NEXT: param double *tab firstprivate, a copy per thread
// CHECK-NEXT: param double *dev is_device_ptr
// CHECK-NEXT: param int k by reference -> map 2

#pragma omp target teams distribute parallel for defaultmap(default) map(tofrom: p[0:n])
	for (int i = 0; i < n; i++)
		p[i] = grid[i % 8] + k;
// CHECK-LABEL: plan defaultmap_53
// CHECK-NEXT: map 0 tofrom 'p[0:n]'
// CHECK-NEXT: map 1 tofrom implicit 'grid'
// CHECK-NEXT: kernel o2c_defaultmap_53
// CHECK: param int k{{$}}
}

// FRONT-LABEL: region defaultmap_20 'target' at 20:1
// FRONT: defaultmap tofrom: scalar
// FRONT-NEXT: defaultmap to: aggregate
// FRONT-LABEL: region defaultmap_38
// FRONT: firstprivate double tab[4]
// FRONT: defaultmap to: scalar
// FRONT-NEXT: defaultmap firstprivate: aggregate
// FRONT-NEXT: defaultmap firstprivate: pointer
