// RUN: not %omp2cuda %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CUDA's device printf returns the number of its arguments, not C's count of characters written:
// a use of printf's value in device code is an error naming the use; printf as a statement of its
// own (in a block, under a label, as a branch or loop body, in a for header's first or third
// clause, cast to void) is accepted.
#include <stdio.h>

#pragma omp declare target
static int
report(int x)
{
	// CHECK-DAG: :[[@LINE+1]]:9: error: the value of printf in device code is not supported (here: returned)
	return printf("%d\n", x);
}

static void
fine(int x)
{
	printf("%d\n", x);
	if (x)
		printf("yes\n");
	else
		printf("no\n");
	while (x-- > 5)
		printf("%d\n", x);
	do
		printf("once\n");
	while (0);
	for (printf("a\n"); x < 3; printf("b\n"))
		x++;
	(void)printf("void\n");
	switch (x) {
	case 1:
		printf("one\n");
		break;
	default:
		printf("other\n");
	}
done:
	printf("done\n");
}
#pragma omp end declare target

int
main(void)
{
	int n = 0, m = 0;

#pragma omp target map(tofrom: n, m)
	{
		fine(n);
		// CHECK-DAG: :[[@LINE+1]]:7: error: the value of printf in device code is not supported (here: an operand (or assigned))
		n = printf("%5.2f|%-4d|%x\n", 1.5, 7, 255);
		// CHECK-DAG: :[[@LINE+1]]:11: error: the value of printf in device code is not supported (here: initializes a variable)
		int k = printf("x\n");
		// CHECK-DAG: :[[@LINE+1]]:7: error: the value of printf in device code is not supported (here: an operand (or assigned))
		if (printf("y\n") > 2)
			m = k + 1;
		// CHECK-DAG: :[[@LINE+1]]:19: error: the value of printf in device code is not supported (here: a condition or operand)
		for (int i = 0; printf("z\n"); i++)
			;
		// CHECK-DAG: :[[@LINE+1]]:10: error: the value of printf in device code is not supported (here: a condition or operand)
		while (printf("v\n"))
			break;
		do
			m++;
		// CHECK-DAG: :[[@LINE+1]]:10: error: the value of printf in device code is not supported (here: an operand (or assigned))
		while (printf("u\n") && m < 3);
		// CHECK-DAG: :[[@LINE+1]]:7: error: the value of printf in device code is not supported (here: a condition or operand)
		if (printf("t\n"))
			m = 1;
		// CHECK-DAG: :[[@LINE+1]]:14: error: the value of printf in device code is not supported (here: an argument)
		m = report(printf("w\n"));
	}
	return n + m;
}
