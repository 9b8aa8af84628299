// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// C names that are C++ keywords in device code: locals, parameters,
// members, a function and a declare target variable, renamed in the .cu
// file and computing what C computes.

#include <stdio.h>

struct node { int class, new; };

#pragma omp declare target
int this = 7;
static int
delete(struct node *template, int operator)
{
	return template->class * operator + template->new;
}
#pragma omp end declare target

int
main(void)
{
	int r[4], typename = 5;
	struct node namespace = {2, 3};

#pragma omp target map(from: r) map(to: namespace)
	{
		int try = 1, catch = 2, throw = 3, virtual = 4;
		r[0] = delete(&namespace, typename);
		r[1] = try + catch + throw + virtual;
		r[2] = this++;
		r[3] = namespace.new;
	}
	if (r[0] != 13 || r[1] != 10 || r[2] != 7 || r[3] != 3) {
		printf("FAIL: %d %d %d %d\n", r[0], r[1], r[2], r[3]);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
