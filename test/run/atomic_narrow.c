// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: %omp2cuda -x c++ -O2 %s -o %t.cxx && %run %t.cxx | FileCheck %s
// E2E-PASS[%t.cxx]:
// CHECK: PASS
//
// Atomic constructs on 1- and 2-byte locations (char, short, unsigned
// short, _Float16): a compare-and-swap of the 4-byte word that holds each,
// which keeps the word's other bytes, so neighbours in one word updated
// at once by other threads each end right.  Updates and captures of
// counters, bitwise or, a compare (minimum), reads and writes, and
// _Float16 sums that are exact.  Checked against the host's arithmetic.
#include <stdio.h>

#define N 4096

int
main(void)
{
	static short count[8];
	static unsigned char bytes[16];
	static unsigned short flags[4];
	static _Float16 sums[4];
	short low = 30000, seen_max = 0;
	int bad = 0;

#pragma omp target teams distribute parallel for map(tofrom: count, bytes, flags, sums, low, seen_max)
	for (int i = 0; i < N; i++) {
		short got;
#pragma omp atomic
		count[i % 8] += 1;
#pragma omp atomic update
		bytes[i % 16]++;
#pragma omp atomic
		flags[i % 4] |= (unsigned short)(1u << (i % 16));
#pragma omp atomic
		sums[i % 4] += (_Float16)1;
#pragma omp atomic compare
		if (low > (short)(i % 1000 + 7))
			low = (short)(i % 1000 + 7);
#pragma omp atomic capture
		got = count[(i + 3) % 8]++;
		if (got < 0)
#pragma omp atomic write
			seen_max = -1;
	}
	for (int k = 0; k < 8; k++)
		bad += count[k] != 2 * N / 8;
	for (int k = 0; k < 16; k++)
		bad += bytes[k] != (unsigned char)(N / 16);
	for (int k = 0; k < 4; k++) {
		unsigned want = 0;
		for (int i = k; i < N; i += 4)
			want |= 1u << (i % 16);
		bad += flags[k] != want;
		bad += (float)sums[k] != (float)(N / 4);
	}
	bad += low != 7;
	bad += seen_max != 0;
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
