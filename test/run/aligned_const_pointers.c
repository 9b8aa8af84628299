// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Pointers to 16-byte records that are themselves const (`S *const dst`)
// and that the kernel assumes aligned for vector loads and stores: the
// kernel compiles (it states the assumption without assigning them) and
// computes every element, through an aligned section and a misaligned
// one (the unaligned kernel runs there).
#include <stdio.h>
#include <string.h>

typedef struct { float a, b, c, d; } S;

static void
add(S *const dst, const S *const src, int n)
{
	#pragma omp target teams distribute parallel for map(tofrom: dst[0:n]) map(to: src[0:n])
	for (int i = 0; i < n; i++) {
		dst[i].a += src[i].a;
		dst[i].b += 2 * src[i].b;
		dst[i].c += src[i].c;
		dst[i].d += src[i].d * src[i].a;
	}
}

int
main(void)
{
	enum { N = 1000 };
	static float buf[4 * N + 1], sbuf[4 * N + 1];
	int bad = 0;

	for (int shift = 0; shift < 2; shift++) {
		S *x = (S *)(buf + shift), *y = (S *)(sbuf + shift);
		for (int i = 0; i < N; i++) {
			S s = {(float)i, 1, 2, 3}, t = {1, (float)i, 0.5f, 2};
			memcpy(&x[i], &s, sizeof s);
			memcpy(&y[i], &t, sizeof t);
		}
		add(x, y, N);
		for (int i = 0; i < N; i++)
			bad += x[i].a != i + 1 || x[i].b != 1 + 2 * i || x[i].c != 2.5f || x[i].d != 5;
	}
	printf(bad ? "FAIL %d\n" : "PASS\n", bad);
	return bad != 0;
}
