// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: file macro_directives.c line 54
// CHECK: PASS
// Directives that macros give through _Pragma amid other code, as test
// suites and portability headers write them: clang's expansion of each
// such invocation is compiled, __FILE__ and __LINE__ as in place; a
// header's global mapped by a region is the program's one variable.

#include <omp.h>
#include <stdio.h>

#include "Inputs/probe.h"

#define STR2(x, y) #x
#define PRAGMA2(x) _Pragma(STR2(x, 1))
#define WRAP(x) x
#define LOOP(n) _Pragma("omp target teams distribute parallel for map(tofrom: a[0:n])") \
	for (int i = 0; i < n; i++)
#define ATOMIC_ADD(x, e) _Pragma("omp atomic") x += (e)
#define PRAGMA(x) _Pragma(#x)
#define COUNT_UP(v, n) do { \
	v = 0; \
	PRAGMA(omp target teams distribute parallel for map(tofrom: v)) \
	for (int k = 0; k < n; k++) \
		ATOMIC_ADD(v, k >= 0); \
} while (0)
#define HOST_SUM(s, a, n) \
	PRAGMA(omp parallel for reduction(+: s)) \
	for (int i = 0; i < n; i++) \
		s += a[i]

int
main(void)
{
	int a[64], n = 64, hits = 0, total = 0, bad = 0;

	PROBE
	for (int i = 0; i < n; i++)
		a[i] = i;
	LOOP(n)
		a[i] = 2 * a[i];
	PRAGMA2(omp target map(tofrom: a[0:n]))
	a[1] += 100;
	WRAP(_Pragma("omp target map(tofrom: a[0:n])"))
	a[2] += 1000;
	COUNT_UP(hits, 200);
	HOST_SUM(total, a, n);
	for (int i = 3; i < n; i++)
		bad += a[i] != 2 * i;
	int on = -1;
#pragma omp target map(from: on)
	on = !omp_is_initial_device();
	bad += probe_on_device != on;
	printf("file %s line %d\n", WHERE, __LINE__);
	if (bad || a[0] != 0 || a[1] != 102 || a[2] != 1004 || hits != 200 ||
	    total != 64 * 63 + 100 + 1000) {
		printf("FAIL: bad %d, a %d %d %d, hits %d, total %d\n", bad, a[0], a[1], a[2], hits,
		       total);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
