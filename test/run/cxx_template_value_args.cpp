// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A function template with two target regions, instantiated with an
// enumeration (scoped) and an integer as its template arguments: each
// instantiation's namespace declares its arguments once, however many of
// its regions the .cu and the host file print, and an enumeration's
// value converts from its integer explicitly.
#include <stdio.h>

enum class Op { ADD, MUL };

template <Op op, int N>
static void
apply(int *a, int x)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N; i++)
		a[i] = op == Op::ADD ? a[i] + x : a[i] * x;
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
	for (int i = 0; i < N; i++)
		a[i] += N;
}

int
main(void)
{
	int a[16], b[8], bad = 0;

	for (int i = 0; i < 16; i++)
		a[i] = i;
	for (int i = 0; i < 8; i++)
		b[i] = i;
	apply<Op::ADD, 16>(a, 3);
	apply<Op::MUL, 8>(b, 2);
	for (int i = 0; i < 16; i++)
		bad |= a[i] != i + 3 + 16;
	for (int i = 0; i < 8; i++)
		bad |= b[i] != i * 2 + 8;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
