// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// The present modifier (OpenMP 5.1 2.21.7.1) and defaultmap(present) (2.21.7.3) become
// O2C_MAP_PRESENT on the runtime's map items: of map clauses (with or without commas between
// the modifiers, merged with another map of the item), of target update's to and from, of a
// declare mapper's items (with the construct's map type), and of the implicit map(present,
// alloc: ...) items defaultmap(present) makes.  A target data region with a present item ends
// with o2c_data_close_on, which does not check presence again.

typedef struct Pair {
	int n;
	double *d;
} Pair;

#pragma omp declare mapper(keep: Pair p) map(always, present, from: p, p.d[0:p.n])

void
f(double *x, int n, Pair q)
{
	double a[16];
	int s = 1;

	// CHECK: {.host = (void *)&(x)[0], .bytes = (size_t)(n) * sizeof((x)[0]), .type = O2C_MAP_TO | O2C_MAP_PRESENT, .name = "x[0:n]"},
#pragma omp target data map(present, to: x[0:n])
	{
		// CHECK: {.host = (void *)&(x)[0], .bytes = (size_t)(n) * sizeof((x)[0]), .type = O2C_MAP_TOFROM | O2C_MAP_PRESENT, .name = "x[0:n]"},
#pragma omp target map(present to: x[0:n]) map(from: x[0:n])
		x[0] = 1;
	}
	// CHECK: o2c_data_close_on(

	// CHECK: O2C_MAP_TO | O2C_MAP_PRESENT, .name = "a"},
	// CHECK-NEXT: };
	// CHECK-NEXT: o2c_update(
#pragma omp target update to(present: a)
	// CHECK: O2C_MAP_FROM | O2C_MAP_PRESENT, .name = "x[0:n]"},
	// CHECK-NEXT: };
	// CHECK-NEXT: o2c_update(
#pragma omp target update from(present, mapper(default): x[0:n])

	// CHECK: {.host = (void *)&(q), .bytes = sizeof(q), .type = O2C_MAP_FROM | O2C_MAP_ALWAYS | O2C_MAP_PRESENT, .name = "q"},
	// CHECK: O2C_MAP_FROM | O2C_MAP_ALWAYS | O2C_MAP_PRESENT, .name = "q.d[0:q.n]"},
#pragma omp target map(mapper(keep), tofrom: q)
	q.d[0] = 2;

	// CHECK: {.host = (void *)(a), .bytes = sizeof(a), .type = O2C_MAP_ALLOC | O2C_MAP_PRESENT, .name = "a"}, /* implicit */
	// CHECK: {.host = (void *)&(s), .bytes = sizeof(s), .type = O2C_MAP_ALLOC | O2C_MAP_PRESENT, .name = "s"}, /* implicit */
	// CHECK: {.host = (void *)&(x), .bytes = sizeof(x), .type = O2C_MAP_ALLOC | O2C_MAP_PRESENT, .name = "x"}, /* implicit */
#pragma omp target defaultmap(present)
	{
		a[0] = s;
		x = 0;
	}

	// CHECK: {.host = (void *)&(s), .bytes = sizeof(s), .type = O2C_MAP_ALLOC | O2C_MAP_PRESENT, .name = "s"}, /* implicit */
	// CHECK-NOT: "a"}, /* implicit */
	// CHECK: o2c_target(
#pragma omp target defaultmap(present: scalar) map(tofrom: a)
	a[1] = s;

	// a target data region without present items ends with o2c_data_end_on
	// CHECK: o2c_data_end_on(
#pragma omp target data map(to: a)
	{
	}
}
