// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A linked list linked on the device (OpenMP 5.2 5.8.9): each node is mapped alone by target
// enter data, and target regions store a node's device address, the value of a pointer to a
// struct with pointer members that the region uses without a map clause (a zero-length array
// section: its present storage), into the previous node's device copy.  A region then walks the
// list from its head through those device addresses alone, and doubles each node's data; a
// function walks it too.  On the GPU the walk reads the right nodes only if each stored pointer is
// the device address of its node; the host's links are put back after the copies back, which
// bring the device's pointers with them.

#include <stdio.h>
#include <stdlib.h>

#define LEN 12

typedef struct node {
	long data;
	struct node *next;
	double *extra; /* a second pointer member, never followed on the device */
} node_t;

static int failed;

static void
check(const char *what, long got, long want)
{
	if (got != want && failed++ < 10)
		printf("FAIL: %s: %ld, want %ld\n", what, got, want);
}

#pragma omp declare target
static long
walk(const node_t *p)
{
	long n = 0;

	for (; p; p = p->next)
		n += p->data;
	return n;
}
#pragma omp end declare target

int
main(void)
{
	node_t *nodes[LEN];
	long sum = 0, again = 0, count = 0;

	for (int i = 0; i < LEN; i++) {
		nodes[i] = malloc(sizeof(node_t));
		nodes[i]->data = i + 1;
		nodes[i]->next = NULL; /* linked on the device only */
		nodes[i]->extra = NULL;
	}
	for (int i = 0; i < LEN; i++) {
		node_t *cur = nodes[i];
#pragma omp target enter data map(to: cur[:1])
	}
	for (int i = 1; i < LEN; i++) {
		node_t *prev = nodes[i - 1], *cur = nodes[i];
#pragma omp target
		{
			prev->next = cur;
			cur->data += 100; /* the device copy of cur */
		}
	}
	node_t *head = nodes[0];
#pragma omp target map(tofrom: sum, count)
	{
		for (node_t *p = head; p; p = p->next) {
			sum += p->data;
			p->data *= 2;
			count++;
		}
	}
#pragma omp target map(tofrom: again)
	again = walk(head);
	for (int i = LEN - 1; i >= 0; i--) {
		node_t *cur = nodes[i];
#pragma omp target exit data map(from: cur[:1])
	}
	for (int i = 0; i < LEN; i++)
		nodes[i]->next = i + 1 < LEN ? nodes[i + 1] : NULL;

	long want = LEN * (LEN + 1) / 2 + 100 * (LEN - 1);
	check("nodes reached on the device", count, LEN);
	check("sum over the device's links", sum, want);
	check("sum in a device function", again, 2 * want);
	for (int i = 0; i < LEN; i++)
		check("data copied back", nodes[i]->data, 2 * (i + 1 + (i ? 100 : 0)));
	for (int i = 0; i < LEN; i++)
		free(nodes[i]);
	if (!failed)
		printf("PASS\n");
	return failed != 0;
}
