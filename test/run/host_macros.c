// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -std=c99 %s -o %t.c99 && %run %t.c99 | FileCheck %s
// CHECK: PASS
// The branches of #if lines that test the host compiler's macros: the
// region's code (the kernel, compiled by nvcc) takes the ones the host
// compiler takes, and the region the front end translates is the one
// the host compiler compiles.  A kernel that took nvcc's or clang's
// branches would compute another mask than the host's.

#include <stdio.h>

/* Which way each test goes, as the code around it is compiled. */
#define BRANCHES(v)                                                                               \
	do {                                                                                      \
		v = 0;                                                                            \
		BIT(v, OPENMP_51, 1) BIT(v, CLANG, 2) BIT(v, GNUC_7, 4) BIT(v, C11, 8)            \
		BIT(v, NO_ATOMICS, 16) BIT(v, STDC, 32) BIT(v, OPENMP, 64) BIT(v, CPLUSPLUS, 128) \
	} while (0)
#define BIT(v, test, bit) if (test) v |= bit;


#if defined(_OPENMP) && _OPENMP >= 201811
#define OPENMP_51 1
#else
#define OPENMP_51 0
#endif
#ifdef __clang__
#define CLANG 1
#else
#define CLANG 0
#endif
#if defined(__GNUC__) && __GNUC__ >= 7
#define GNUC_7 1
#else
#define GNUC_7 0
#endif
#if __STDC_VERSION__ >= 201112L
#define C11 1
#else
#define C11 0
#endif
#ifdef __STDC_NO_ATOMICS__
#define NO_ATOMICS 1
#else
#define NO_ATOMICS 0
#endif
#ifdef __STDC__
#define STDC 1
#else
#define STDC 0
#endif
#ifdef _OPENMP
#define OPENMP 1
#else
#define OPENMP 0
#endif
#ifdef __cplusplus
#define CPLUSPLUS 1
#else
#define CPLUSPLUS 0
#endif

int
main(void)
{
	int host, device = -1, device_inline = 0, chosen = 0, expect_chosen;

	BRANCHES(host);

	/* the tests in the kernel's own code */
#pragma omp target map(from: device_inline)
	{
		int v = 0;
#if defined(_OPENMP) && _OPENMP >= 201811
		v |= 1;
#endif
#ifdef __clang__
		v |= 2;
#endif
#if defined(__GNUC__) && __GNUC__ >= 7
		v |= 4;
#endif
#if __STDC_VERSION__ >= 201112L
		v |= 8;
#endif
#ifdef __STDC_NO_ATOMICS__
		v |= 16;
#endif
#ifdef __STDC__
		v |= 32;
#endif
#ifdef _OPENMP
		v |= 64;
#endif
		device_inline = v;
	}
	/* through the macros above, defined in the user's file */
#pragma omp target map(from: device)
	{
		BRANCHES(device);
	}

	/* the region the host compiler compiles is the one translated */
#if _OPENMP >= 201811
#pragma omp target map(tofrom: chosen)
	chosen = 1;
#elif defined(__clang__)
#pragma omp target map(tofrom: chosen)
	chosen = 2;
#else
#pragma omp target map(tofrom: chosen)
	chosen = 3;
#endif
	expect_chosen = _OPENMP >= 201811 ? 1 : CLANG ? 2 : 3;

	if (device != host || device_inline != host || chosen != expect_chosen) {
		printf("FAIL: host %d, device %d, device inline %d, region %d (expected %d)\n", host,
		       device, device_inline, chosen, expect_chosen);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
