// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// RUN: not %omp2cuda -DBAD --emit-host %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// d[i][lo:len] with d an array of pointers maps the section of what
// d[i] points to; a kernel region that uses d maps d and attaches each
// of its elements, detached before d is copied back (O2C_MAP_FROM).
// A region that stores pointers in the array (or loses track of it)
// maps it as any array: its copy back brings the pointers it wrote.

void f(int n, int k, double *a, double *b)
{
	double *d[2] = {a, b};
	// CHECK: {.host = (void *)&(d[0])[0], .bytes = (size_t)(n) * sizeof((d[0])[0]), .type = O2C_MAP_TO, .name = "d[0][0:n]"},
	// CHECK-NEXT: {.host = (void *)&(d[1])[1], .bytes = (size_t)(n - 1) * sizeof((d[1])[0]), .type = O2C_MAP_ALLOC, .name = "d[1][1:n - 1]"},
#pragma omp target data map(to: d[0][0:n]) map(alloc: d[1][1:n - 1])
	{
		// CHECK: {.host = (void *)(d), .bytes = sizeof(d), .type = O2C_MAP_TOFROM, .name = "d"}, /* implicit */
		// CHECK-NEXT: {.host = (void *)((void **)(d) + 0), .bytes = 0, .type = O2C_MAP_ATTACH | O2C_MAP_FROM, .name = "d[0]"}, /* implicit */
		// CHECK-NEXT: {.host = (void *)((void **)(d) + 1), .bytes = 0, .type = O2C_MAP_ATTACH | O2C_MAP_FROM, .name = "d[1]"}, /* implicit */
#pragma omp target teams distribute parallel for
		for (int i = 1; i < n; i++)
			d[1 - k][i] = d[k][i];
		// CHECK: {.host = (void *)&(d[1 - k])[0], .bytes = (size_t)(n) * sizeof((d[1 - k])[0]), .type = O2C_MAP_FROM, .name = "d[1 - k][0:n]"},
#pragma omp target update from(d[1 - k][0:n])
	}
}

// CHECK-LABEL: void h(
void h(int n, int **p, int *x)
{
	int *q[4];
	// CHECK: {.host = (void *)(q), .bytes = sizeof(q), .type = O2C_MAP_TOFROM, .name = "{{q}}"}, /* implicit */
	// CHECK-NOT: O2C_MAP_{{ATTACH}}
	// CHECK: {{o2c_target}}(
#pragma omp target teams distribute parallel for
	for (int i = 0; i < 4; i++)
		q[i] = (int *)0x100;
	// CHECK: .name = "{{q}}"}, /* implicit */
	// CHECK-NOT: O2C_MAP_{{ATTACH}}
	// CHECK: {{o2c_target}}(
#pragma omp target map(to: x[0:n])
	q[1]++;
	// CHECK: .name = "{{q}}"}, /* implicit */
	// CHECK-NOT: O2C_MAP_{{ATTACH}}
	// CHECK: {{o2c_target}}(
#pragma omp target
	{
		int **r = &q[2];
		*r = 0;
	}
}

#ifdef BAD
void g(int n, double *a)
{
	double *d[1] = {a};
	// BAD: pointer_array_sections.c:[[@LINE+1]]:38: error: map of 'd[0][0:n]' on a target construct is not supported yet: map the section of an element of array of pointers 'd' on an enclosing target data construct
#pragma omp target teams map(tofrom: d[0][0:n])
	d[0][0] = 1;
}
#endif
