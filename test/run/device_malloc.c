// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// malloc and free in device code (C): each iteration of a combined loop
// takes a buffer of its own from the device heap, fills and sums it, and
// frees it; a single-thread region builds a list of 3,000 nodes of 4 KiB
// (more than the driver's default 8 MiB heap holds) and walks it.  Results against the same code on the host.
#include <stdio.h>
#include <stdlib.h>

struct node {
	struct node *next;
	long value;
	char pad[4080];
};

int
main(void)
{
	enum { N = 1024, K = 37, NODES = 3000 };
	static long sums[N];
	long total = -1, want = 0;
	int bad = 0;

#pragma omp target teams distribute parallel for map(from: sums)
	for (int i = 0; i < N; i++) {
		long *buf = (long *)malloc(K * sizeof(long));
		long s = -1;
		if (buf) {
			s = 0;
			for (int k = 0; k < K; k++)
				buf[k] = (long)i * k;
			for (int k = 0; k < K; k++)
				s += buf[K - 1 - k];
			free(buf);
		}
		sums[i] = s;
	}
	for (int i = 0; i < N; i++)
		bad += sums[i] != (long)i * (K * (K - 1) / 2);

#pragma omp target map(from: total)
	{
		struct node *head = NULL;
		int ok = 1;
		for (int i = 0; i < NODES && ok; i++) {
			struct node *n = (struct node *)malloc(sizeof *n);
			if (!n) {
				ok = 0;
				break;
			}
			n->value = i % 101;
			n->next = head;
			head = n;
		}
		total = ok ? 0 : -1;
		while (head) {
			struct node *next = head->next;
			total += ok ? head->value : 0;
			free(head);
			head = next;
		}
	}
	for (int i = 0; i < NODES; i++)
		want += i % 101;
	if (total != want) {
		printf("list: %ld, want %ld\n", total, want);
		bad++;
	}
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
