// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// A struct's pointer member that the region reads through (a subscript,
// unary *, ->, pointer arithmetic) is attached with O2C_MAP_DEREF: the
// runtime refuses a host address there that nothing maps.  A member the
// region only copies or compares is attached without it.
#include <stddef.h>

struct node { struct node *next; int v; };
struct vec { size_t n; double *data; int *idx; struct node *head; double *keep; };

void f(struct vec s, double *out)
{
	// CHECK-LABEL: o2c_region_attach_deref_{{[0-9]+}}
	// CHECK-DAG: {.host = (void *)&(s.data), .bytes = 0, .type = O2C_MAP_ATTACH | O2C_MAP_DEREF, .name = "s.data"}
	// CHECK-DAG: {.host = (void *)&(s.idx), .bytes = 0, .type = O2C_MAP_ATTACH | O2C_MAP_DEREF, .name = "s.idx"}
	// CHECK-DAG: {.host = (void *)&(s.head), .bytes = 0, .type = O2C_MAP_ATTACH | O2C_MAP_DEREF, .name = "s.head"}
	// CHECK-DAG: {.host = (void *)&(s.keep), .bytes = 0, .type = O2C_MAP_ATTACH, .name = "s.keep"}
#pragma omp target map(from: out[0:4])
	{
		out[0] = s.data[1];
		out[1] = *(s.idx + 2);
		out[2] = s.head->v;
		out[3] = s.keep != NULL;
	}
}
