// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A B+ tree search the way b+tree codes write it: a team per query walks the levels, the
// team's threads test one key slot each and the matching one writes the team's next node; the
// team writes the answer; range counts reduce into team variables.

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#define ORDER 32

typedef struct Node {
	int keys[ORDER + 1]; /* slot s covers [keys[s], keys[s + 1]); unused slots hold INT_MAX */
	int child[ORDER];    /* node index, or in a leaf the record number */
	int nkeys;
} Node;

typedef struct Tree {
	Node *nodes;
	int nnodes, height; /* height: levels above the leaves */
} Tree;

/* Bottom-up build over n sorted keys: leaves hold up to ORDER keys, inner nodes ORDER children. */
static void
build(Tree *t, const int *keys, int n)
{
	int count[16], first[16], levels = 0, total = 0;

	count[0] = (n + ORDER - 1) / ORDER;
	while (count[levels] > 1) {
		count[levels + 1] = (count[levels] + ORDER - 1) / ORDER;
		levels++;
	}
	for (int l = levels; l >= 0; l--) {
		first[l] = total;
		total += count[l];
	}
	t->nodes = malloc(total * sizeof(Node));
	t->nnodes = total;
	t->height = levels;
	for (int l = 0; l <= levels; l++)
		for (int q = 0; q < count[l]; q++) {
			Node *nd = &t->nodes[first[l] + q];
			int lo = q * ORDER, hi = l ? count[l - 1] : n, span = 1;
			for (int k = 0; k < l; k++)
				span *= ORDER;
			if (hi > lo + ORDER)
				hi = lo + ORDER;
			nd->nkeys = hi - lo;
			for (int s = 0; s <= ORDER; s++)
				nd->keys[s] = INT_MAX;
			for (int s = 0; s < nd->nkeys; s++) {
				nd->keys[s] = l == 0 ? keys[lo + s] : s ? keys[(lo + s) * span] : INT_MIN;
				nd->child[s] = l == 0 ? lo + s : first[l - 1] + lo + s;
			}
		}
}

static void
search(const Tree *t, const int *values, int n, const int *qkey, int *ans, int *below, int nq)
{
	const Node *nodes = t->nodes;
	int nnodes = t->nnodes, height = t->height;

#pragma omp target teams distribute map(to: nodes[0:nnodes], values[0:n], qkey[0:nq]) \
	map(from: ans[0:nq], below[0:nq])
	for (int q = 0; q < nq; q++) {
		int key = qkey[q], node = 0;
		for (int level = 0; level < height; level++) {
			int next = node;
#pragma omp parallel for
			for (int s = 0; s < ORDER; s++)
				if (nodes[node].keys[s] <= key && key < nodes[node].keys[s + 1])
					next = nodes[node].child[s];
			node = next;
		}
		int found = -1, less = 0;
#pragma omp parallel for reduction(+: less)
		for (int s = 0; s < ORDER; s++) {
			if (s < nodes[node].nkeys && nodes[node].keys[s] == key)
				found = values[nodes[node].child[s]];
			if (s < nodes[node].nkeys && nodes[node].keys[s] < key)
				less++;
		}
		ans[q] = found;
		below[q] = nodes[node].child[0] + less;
	}
}

int
main(void)
{
	const int n = 50000, nq = 3000;
	int *keys = malloc(n * sizeof(int)), *values = malloc(n * sizeof(int));
	int *qkey = malloc(nq * sizeof(int)), *ans = malloc(nq * sizeof(int));
	int *below = malloc(nq * sizeof(int));
	Tree t;

	for (int i = 0; i < n; i++) {
		keys[i] = 3 * i + i % 2;
		values[i] = (int)((i * 2654435761u) >> 4);
	}
	build(&t, keys, n);
	for (int q = 0; q < nq; q++)
		qkey[q] = q % 4 ? keys[(q * 7919) % n] : (q * 53) % (3 * n + 10) - 5;
	search(&t, values, n, qkey, ans, below, nq);
	for (int q = 0; q < nq; q++) {
		int lo = 0, hi = n;
		while (lo < hi) {
			int mid = lo + (hi - lo) / 2;
			if (keys[mid] < qkey[q])
				lo = mid + 1;
			else
				hi = mid;
		}
		int want = lo < n && keys[lo] == qkey[q] ? values[lo] : -1;
		if (ans[q] != want || below[q] != lo) {
			printf("FAIL: query %d (key %d): %d with %d below, expected %d with %d\n", q,
			       qkey[q], ans[q], below[q], want, lo);
			return 1;
		}
	}
	free(t.nodes);
	free(keys);
	free(values);
	free(qkey);
	free(ans);
	free(below);
	printf("PASS\n");
	return 0;
}
