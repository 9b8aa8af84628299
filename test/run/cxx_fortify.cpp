// RUN: %omp2cuda -O2 -D_FORTIFY_SOURCE=2 %s -o %t && %run %t | FileCheck %s
// CHECK: sum 2016
// CHECK: PASS
// C++ under _FORTIFY_SOURCE, which some distributions' g++ turns on by
// default with -O: glibc's fortified printf and snprintf wrappers forward
// their arguments with gcc's __builtin_va_arg_pack(), which the front end
// must get through as g++ does.
#include <stdio.h>
#include <string.h>

int main()
{
	int a[64];
	long sum = 0;
#pragma omp target teams distribute parallel for map(from: a) reduction(+: sum)
	for (int i = 0; i < 64; i++) {
		a[i] = i;
		sum += i;
	}
	char line[32];
	snprintf(line, sizeof line, "sum %ld", sum);
	printf("%s\n", line);
	int ok = sum == 2016 && a[63] == 63 && strlen(line) == 8;
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
