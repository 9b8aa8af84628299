// The structured blocks of atomic capture: {v = x; x++;} hands each
// iteration a distinct slot (old values 0..n-1), {x += 2; v = x;} a
// distinct even number 2..2n (new values); every value appears once.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <stdio.h>

int main(void)
{
	enum { N = 4096 };
	static int slot[N], even[N], seen[N], seen2[N];
	int cnt = 0, cnt2 = 0, bad = 0;

#pragma omp target teams distribute parallel for map(tofrom: cnt, cnt2) map(from: slot, even)
	for (int i = 0; i < N; i++) {
		int s, t;
#pragma omp atomic capture
		{ s = cnt; cnt++; }
#pragma omp atomic capture
		{ cnt2 += 2; t = cnt2; }
		slot[i] = s;
		even[i] = t;
	}
	for (int i = 0; i < N; i++) {
		if (slot[i] < 0 || slot[i] >= N || seen[slot[i]]++)
			bad = 1;
		if (even[i] < 2 || even[i] > 2 * N || even[i] % 2 || seen2[even[i] / 2 - 1]++)
			bad = 1;
	}
	if (cnt != N || cnt2 != 2 * N)
		bad = 1;
	printf(bad ? "FAIL: cnt %d cnt2 %d\n" : "PASS\n", cnt, cnt2);
	return bad;
}
