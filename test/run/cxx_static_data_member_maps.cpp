// Static data members and a namespace's variable named by their
// qualified names in map clauses and target update: map(tofrom: C::v) of
// a scalar, whose value the region reads and writes and the host reads
// after it; a static array in a target data construct, written by a
// region there and brought back by target update from(C::a); to(C::a)
// giving the device the host's new values; a section of what a static
// pointer member points to, map(tofrom: C::p[0:n]).
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

struct Acc {
	static double sum;
	static int hist[8];
	static long *out;
};
double Acc::sum = 0;
int Acc::hist[8];
long *Acc::out = nullptr;

namespace ns {
long total = 0;
}

int
main()
{
	int bad = 0;

	Acc::sum = 1.5;
	ns::total = 40;
#pragma omp target map(tofrom: Acc::sum, ns::total)
	{
		Acc::sum += 2;
		ns::total += 2;
	}
	bad += Acc::sum != 3.5 || ns::total != 42;

	for (int i = 0; i < 8; i++)
		Acc::hist[i] = i;
#pragma omp target data map(to: Acc::hist)
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < 8; i++)
			Acc::hist[i] += 10;
#pragma omp target update from(Acc::hist)
		for (int i = 0; i < 8; i++) {
			bad += Acc::hist[i] != i + 10;
			Acc::hist[i] = 100 * i;
		}
#pragma omp target update to(Acc::hist)
#pragma omp target teams distribute parallel for
		for (int i = 0; i < 8; i++)
			Acc::hist[i] += 1;
#pragma omp target update from(Acc::hist)
	}
	for (int i = 0; i < 8; i++)
		bad += Acc::hist[i] != 100 * i + 1;

	long store[16];
	for (int i = 0; i < 16; i++)
		store[i] = -1;
	Acc::out = store;
#pragma omp target teams distribute parallel for map(tofrom: Acc::out[0:16])
	for (int i = 0; i < 16; i++)
		Acc::out[i] = 2 * i;
	for (int i = 0; i < 16; i++)
		bad += store[i] != 2 * i;

	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
