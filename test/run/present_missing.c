// RUN: %omp2cuda -O2 %s -o %t
// RUN: %if gpu %{ not %run %t map 2>&1 | FileCheck %s --check-prefix=MAP %} %else %{ %run %t map 2>&1 | FileCheck %s --check-prefix=HOST %}
// RUN: %if gpu %{ not %run %t update 2>&1 | FileCheck %s --check-prefix=UPDATE %} %else %{ %run %t update 2>&1 | FileCheck %s --check-prefix=HOST %}
// RUN: %if gpu %{ not %run %t defaultmap 2>&1 | FileCheck %s --check-prefix=DEFAULTMAP %} %else %{ %run %t defaultmap 2>&1 | FileCheck %s --check-prefix=HOST %}
// RUN: %if gpu %{ not %run %t exit 2>&1 | FileCheck %s --check-prefix=EXIT %} %else %{ %run %t exit 2>&1 | FileCheck %s --check-prefix=HOST %}
// RUN: %if gpu %{ not %run %t order 2>&1 | FileCheck %s --check-prefix=ORDER %} %else %{ %run %t order 2>&1 | FileCheck %s --check-prefix=HOST %}
//
// The present modifier (OpenMP 5.1 2.21.7.1, 2.14.6) and defaultmap(present) (2.21.7.3) on
// storage that is not in the device data environment: on the GPU the program stops with an
// error naming the construct and the item, before its region runs.  The items of a construct
// with the modifier are checked before its other items are mapped, so that map(to: b)
// map(present, alloc: b[0:8]) stops too.  Where the regions run on the host (the host
// fallback, OMP_TARGET_OFFLOAD=disabled), the device data environment is the host's, in which
// every variable is present: the program runs to its end.
//
// MAP: present_missing.c:[[@LINE+36]]:1: error: 'a' ({{[0-9]+}} bytes at {{.*}}) is not present on the device
// UPDATE: present_missing.c:[[@LINE+40]]:1: error: 'a' ({{[0-9]+}} bytes at {{.*}}) is not present on the device
// DEFAULTMAP: present_missing.c:[[@LINE+43]]:1: error: 's' (4 bytes at {{.*}}) is not present on the device
// EXIT: present_missing.c:[[@LINE+47]]:1: error: 'a' ({{[0-9]+}} bytes at {{.*}}) is not present on the device
// ORDER: present_missing.c:[[@LINE+50]]:1: error: 'b[0:8]' (32 bytes at {{.*}}) is not present on the device
// MAP-NOT: reached
// UPDATE-NOT: reached
// DEFAULTMAP-NOT: reached
// EXIT-NOT: reached
// ORDER-NOT: reached
// HOST: reached
// HOST: PASS
// E2E-FAIL[map]: present_missing\.c:\d+:1: error: 'a' \(\d+ bytes at .*\) is not present on the device
// E2E-FAIL[update]: present_missing\.c:\d+:1: error: 'a' \(\d+ bytes at .*\) is not present on the device
// E2E-FAIL[defaultmap]: present_missing\.c:\d+:1: error: 's' \(4 bytes at .*\) is not present on the device
// E2E-FAIL[exit]: present_missing\.c:\d+:1: error: 'a' \(\d+ bytes at .*\) is not present on the device
// E2E-FAIL[order]: present_missing\.c:\d+:1: error: 'b\[0:8\]' \(32 bytes at .*\) is not present on the device

#include <stdio.h>
#include <string.h>

#define N 64

static int a[N];

int
main(int argc, char **argv)
{
	const char *what = argc > 1 ? argv[1] : "";
	int s = 1, b[N], sum = 0;

	for (int i = 0; i < N; i++)
		a[i] = b[i] = i;
	if (!*what) /* no case: nothing to stop at */
		sum = N * (N - 1) / 2;
	if (!strcmp(what, "map")) {
#pragma omp target map(present, to: a) map(tofrom: sum)
		for (int i = 0; i < N; i++)
			sum += a[i];
	}
	if (!strcmp(what, "update")) {
#pragma omp target update to(present: a)
		sum = N * (N - 1) / 2;
	}
	if (!strcmp(what, "defaultmap")) {
#pragma omp target defaultmap(present: scalar) map(tofrom: sum)
		for (int i = 0; i < N; i++)
			sum += s * i;
	}
	if (!strcmp(what, "exit")) {
#pragma omp target exit data map(present, from: a)
		sum = N * (N - 1) / 2;
	}
	if (!strcmp(what, "order")) {
#pragma omp target map(to: b) map(present, alloc: b[0:8]) map(tofrom: sum)
		for (int i = 0; i < N; i++)
			sum += b[i];
	}
	printf("reached\n");
	if (sum != N * (N - 1) / 2) {
		printf("FAIL: %d\n", sum);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
