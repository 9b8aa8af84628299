// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// A pointer to a struct with pointer members that a target region uses as a value (stores it,
// passes it) is a zero-length array section (OpenMP 5.2 5.8.9): it gets no map item of its own
// (the launch looks its value up in the present table) and its pointer members are attached
// where the struct is present.  One used as ps->m alone is mapped as its one struct.

typedef struct node {
	int data;
	struct node *next;
} node_t;

void
link(node_t *prev, node_t *cur)
{
#pragma omp target
	{
		prev->next = cur;
		cur->data += 1;
	}
	// CHECK-LABEL: O2cMap o2c_maps[] = {
	// CHECK-NEXT: {.host = (void *)(prev), .bytes = sizeof(*(prev)), .type = O2C_MAP_TO, .name = "prev[0:1]"}, /* implicit */
	// CHECK-NEXT: {.host = (void *)&(prev->next), .bytes = 0, .type = O2C_MAP_ATTACH, .name = "prev->next"}, /* implicit */
	// CHECK-NEXT: {.host = (void *)&(cur->next), .bytes = 0, .type = O2C_MAP_ATTACH, .name = "cur->next"}, /* implicit */
	// CHECK-NEXT: };
}
